// POST /v1/email-analyses (and the console's POST /api/v1/analyze/email): the raw message is
// read under the size limit, reserved under its idempotency key, analysed in the worker pool,
// and the 200 answer stored before it is sent (contract 1.3, rows 10–16 of 1.4).

import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildResult, serializeResult } from '../../contract/analysis-result.ts';
import { newAnalysisId } from '../../ids/ids.ts';
import { CONTRACT_LIMITS } from '../../message/limits.ts';
import { preflight } from '../../message/preflight.ts';
import { isMessageRejection, rejectionExtensions, type RejectionDetail } from '../../message/rejection.ts';
import { AnalyzerOverloadedError, type Analyzer } from '../../runtime/analyzer.ts';
import type { Store } from '../../store/store.ts';
import { readLimitedBody } from '../body.ts';
import type { BodyBudget } from '../body-budget.ts';
import { answerOnce } from '../idempotent-answer.ts';
import type { Admitted } from '../gate.ts';
import { ProblemError } from '../problem-error.ts';

export interface AnalyzeEmailDeps {
  readonly store: Store;
  readonly analyzer: Analyzer;
  readonly now: () => Date;
  readonly messageBytesLimit: number;
  readonly budgetMs: number;
  readonly idempotencyRetentionMs: number;
  /** How long a body may send nothing before it is given up (tests shorten it). */
  readonly bodyIdleTimeoutMs?: number;
  /** The server-wide allowance of body bytes in flight; none: unbounded. */
  readonly bodyBudget?: BodyBudget;
}

export async function analyzeEmail(
  deps: AnalyzeEmailDeps,
  operation: string,
  admitted: Admitted,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  reserveBody(deps, request, reply);
  // Shared, so handing the message to its worker copies nothing (a 10 MB clone cost ~10 ms).
  const bytes = await readLimitedBody(request.raw, deps.messageBytesLimit, 'message', deps.bodyIdleTimeoutMs, { shared: true });
  return answerOnce(deps, operation, admitted, bytes, reply, () => analyzeReserved(deps, bytes, request));
}

/**
 * Reserves the body's bytes in the server-wide allowance until the answer is sent, before any
 * of it is read: its declared size, or the limit when it declares none. A body over the limit is
 * left to the reader, which answers 413 (contract row 10 comes first).
 */
function reserveBody(deps: AnalyzeEmailDeps, request: FastifyRequest, reply: FastifyReply): void {
  const budget = deps.bodyBudget;
  if (budget === undefined) return;
  const declared = request.raw.headers['content-length'] === undefined ? Number.NaN : Number(request.raw.headers['content-length']);
  if (declared > deps.messageBytesLimit) return;
  const bytes = Number.isFinite(declared) && declared >= 0 ? declared : deps.messageBytesLimit;
  if (!budget.tryReserve(bytes)) {
    throw new ProblemError('service_overloaded', 'The server is receiving as many messages as it can hold; retry shortly with the same Idempotency-Key.', {
      // The body is not read: closing the connection stops the client sending it.
      headers: { 'retry-after': '1', connection: 'close' },
    });
  }
  reply.raw.once('close', () => budget.release(bytes));
}

async function analyzeReserved(deps: AnalyzeEmailDeps, bytes: Uint8Array, request: FastifyRequest): Promise<string> {
  if (bytes.length === 0) throw new ProblemError('empty_body', 'The request body is empty; send the complete message.');
  let outcome;
  try {
    outcome = await deps.analyzer.analyze(bytes);
  } catch (error) {
    if (error instanceof AnalyzerOverloadedError) {
      // Rows 13 and 14 come before row 15: what the preflight pass can tell without a worker
      // (NUL byte, no header section, no body, header block size) is still answered as such.
      const rejection = preflightRejection(bytes);
      if (rejection !== undefined) throw rejection;
    }
    throw analyzerProblem(error, request);
  }
  if (outcome.kind === 'rejected') throw rejectionProblem(outcome.detail, outcome.message);
  return serializeResult(buildResult(outcome.analysis, { analysisId: newAnalysisId(), requestId: String(request.id), createdAt: deps.now() }));
}

/** The answer to an analysis the pool refused (row 15) or could not finish (503, retryable). */
export function analyzerProblem(error: unknown, request: FastifyRequest): ProblemError {
  if (error instanceof AnalyzerOverloadedError) {
    return new ProblemError('service_overloaded', 'Every analysis worker is busy; retry shortly with the same Idempotency-Key.', {
      headers: { 'retry-after': '1' },
    });
  }
  // A crashed or stuck worker is answered as retryable; the operator still needs to know.
  request.log.warn({ err: error }, 'analysis failed');
  return new ProblemError('service_unavailable', 'The analysis could not be completed; retry with the same Idempotency-Key.', {
    headers: { 'retry-after': '1' },
  });
}

function rejectionProblem(detail: RejectionDetail, message: string): ProblemError {
  return new ProblemError(detail.code, message, { extensions: rejectionExtensions(detail) });
}

function preflightRejection(bytes: Uint8Array): ProblemError | undefined {
  try {
    preflight(bytes, CONTRACT_LIMITS);
    return undefined;
  } catch (error) {
    if (isMessageRejection(error)) return rejectionProblem(error.detail, error.message);
    throw error;
  }
}
