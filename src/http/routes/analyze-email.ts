// POST /v1/email-analyses (and the console's POST /api/v1/analyze/email): the raw message is
// read under the size limit, reserved under its idempotency key, analysed in the worker pool,
// and the 200 answer stored before it is sent (contract 1.3, rows 10–16 of 1.4).

import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildResult, serializeResult } from '../../contract/analysis-result.ts';
import { newAnalysisId } from '../../ids/ids.ts';
import { rejectionExtensions } from '../../message/rejection.ts';
import { AnalyzerOverloadedError, type Analyzer } from '../../runtime/analyzer.ts';
import type { IdempotencyScope, Store } from '../../store/store.ts';
import { ClientAbortedError, readBody } from '../body.ts';
import type { Admitted } from '../gate.ts';
import { ProblemError } from '../problem-error.ts';
import { storeCall } from '../store-call.ts';

export interface AnalyzeEmailDeps {
  readonly store: Store;
  readonly analyzer: Analyzer;
  readonly now: () => Date;
  readonly messageBytesLimit: number;
  readonly budgetMs: number;
  readonly idempotencyRetentionMs: number;
}

/** A lease outlives the hard limit of an analysis, so only a crashed attempt lets it lapse. */
const LEASE_MARGIN_MS = 30_000;

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
  const bytes = body.bytes;

  const scope: IdempotencyScope | undefined =
    admitted.idempotencyKey === undefined
      ? undefined
      : {
          organization: admitted.credential.organization,
          customer: admitted.credential.customer,
          environment: admitted.credential.environment,
          operation,
          key: admitted.idempotencyKey,
        };
  let token: string | undefined;
  if (scope !== undefined) {
    const outcome = await storeCall(() =>
      deps.store.reserveIdempotency({
        scope,
        fingerprint: createHash('sha256').update(bytes).digest('hex'),
        now: deps.now(),
        leaseMs: deps.budgetMs + LEASE_MARGIN_MS,
        retentionMs: deps.idempotencyRetentionMs,
      }),
    );
    switch (outcome.kind) {
      case 'replay':
        reply.header('idempotent-replayed', 'true');
        return outcome.response.body;
      case 'in_progress':
        throw new ProblemError('idempotency_request_in_progress', 'A request with this Idempotency-Key is still being processed.', {
          headers: { 'retry-after': String(outcome.retryAfterSeconds) },
        });
      case 'mismatch':
        throw new ProblemError('idempotency_key_reused', 'This Idempotency-Key was already used with a different message.');
      case 'reserved':
        token = outcome.token;
    }
  }

  try {
    const answer = await analyzeReserved(deps, bytes, String(request.id));
    if (scope !== undefined && token !== undefined) {
      const held = token;
      await storeCall(() => deps.store.completeIdempotency(scope, held, { body: answer }, deps.now()));
      token = undefined;
    }
    return answer;
  } finally {
    // Whatever failed, the key is given back so that a corrected or later retry runs at once.
    if (scope !== undefined && token !== undefined) {
      const held = token;
      await deps.store.releaseIdempotency(scope, held).catch(() => undefined);
    }
  }
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
