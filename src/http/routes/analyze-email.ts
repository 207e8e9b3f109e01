// POST /v1/email-analyses (and the console's POST /api/v1/analyze/email): the raw message is
// read under the size limit, reserved under its idempotency key, analysed in the worker pool,
// and the 200 answer stored before it is sent (contract 1.3, rows 10–16 of 1.4).

import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildResult, serializeResult } from '../../contract/analysis-result.ts';
import { newAnalysisId } from '../../ids/ids.ts';
import { rejectionExtensions } from '../../message/rejection.ts';
import { AnalyzerOverloadedError, type Analyzer } from '../../runtime/analyzer.ts';
import type { Store } from '../../store/store.ts';
import { ClientAbortedError, readBody } from '../body.ts';
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
}

export async function analyzeEmail(
  deps: AnalyzeEmailDeps,
  operation: string,
  admitted: Admitted,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const limit = deps.messageBytesLimit;
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) throw tooLarge(`The message is ${declared} bytes; the limit is ${limit} bytes.`);
  const body = await readBody(request.raw, limit);
  if (!body.ok) {
    if (body.reason === 'aborted') throw new ClientAbortedError();
    throw tooLarge(`The message exceeds the limit of ${limit} bytes.`);
  }
  return answerOnce(deps, operation, admitted, body.bytes, reply, () => analyzeReserved(deps, body.bytes, String(request.id)));
}

async function analyzeReserved(deps: AnalyzeEmailDeps, bytes: Uint8Array, requestId: string): Promise<string> {
  if (bytes.length === 0) throw new ProblemError('empty_body', 'The request body is empty; send the complete message.');
  let outcome;
  try {
    outcome = await deps.analyzer.analyze(bytes);
  } catch (error) {
    if (error instanceof AnalyzerOverloadedError) {
      throw new ProblemError('service_overloaded', 'Every analysis worker is busy; retry shortly with the same Idempotency-Key.', {
        headers: { 'retry-after': '1' },
      });
    }
    throw new ProblemError('service_unavailable', 'The analysis could not be completed; retry with the same Idempotency-Key.', {
      headers: { 'retry-after': '1' },
    });
  }
  if (outcome.kind === 'rejected') {
    throw new ProblemError(outcome.detail.code, outcome.message, { extensions: rejectionExtensions(outcome.detail) });
  }
  return serializeResult(buildResult(outcome.analysis, { analysisId: newAnalysisId(), requestId, createdAt: deps.now() }));
}

function tooLarge(detail: string): ProblemError {
  // Closing the connection stops the client's upload instead of reading the rest of it.
  return new ProblemError('payload_too_large', detail, { headers: { connection: 'close' } });
}
