// Answers an operation at most once per Idempotency-Key (contract 1.3; on the /api/v1 surface the
// key is optional): reserve (customer, environment, operation, key, sha256(body)), replay a
// completed answer, 409 while another attempt runs, 422 for other bytes, store the 200 answer
// before it is sent, and give the key back when the attempt fails, so that a corrected or later
// retry runs at once (only 200 answers are stored). Without a key the answer is computed every time.

import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Store } from '../store/store.ts';
import type { Admitted } from './gate.ts';
import { ProblemError } from './problem-error.ts';
import { storeCall } from './store-call.ts';

export interface OnceDeps {
  readonly store: Store;
  readonly now: () => Date;
  readonly budgetMs: number;
  readonly idempotencyRetentionMs: number;
}

/**
 * How soon to retry a key still in progress. The lease lasts the whole budget, but most analyses
 * end in well under a second: a retry after the remaining lease would wait a minute for an
 * answer that is long ready.
 */
const IN_PROGRESS_RETRY_AFTER_SECONDS = 2;

/** A lease outlives the hard limit of an analysis, so only a crashed attempt lets it lapse. */
const LEASE_MARGIN_MS = 30_000;

export async function answerOnce(
  deps: OnceDeps,
  operation: string,
  admitted: Admitted,
  body: Uint8Array,
  reply: FastifyReply,
  compute: () => string | Promise<string>,
): Promise<string> {
  if (admitted.idempotencyKey === undefined) return compute();
  const { organization, customer, environment } = admitted.credential;
  const scope = { organization, customer, environment, operation, key: admitted.idempotencyKey };
  const outcome = await storeCall(() =>
    deps.store.reserveIdempotency({
      scope,
      fingerprint: createHash('sha256').update(body).digest('hex'),
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
        headers: { 'retry-after': String(Math.min(outcome.retryAfterSeconds, IN_PROGRESS_RETRY_AFTER_SECONDS)) },
      });
    case 'mismatch':
      throw new ProblemError('idempotency_key_reused', 'This Idempotency-Key was already used with a different body.');
  }
  const token = outcome.token;
  try {
    const answer = await compute();
    await storeCall(() => deps.store.completeIdempotency(scope, token, { body: answer }, deps.now()));
    return answer;
  } catch (error) {
    // The key is given back so that a later retry runs at once.
    await deps.store.releaseIdempotency(scope, token).catch(() => undefined);
    throw error;
  }
}
