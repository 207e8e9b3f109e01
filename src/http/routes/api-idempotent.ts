// Answers a JSON operation of the /api/v1 surface at most once per Idempotency-Key (contract 1.3
// applied to 2.2, where the key is optional): reserve (customer, operation, key, sha256(body)),
// replay a completed answer, 409 while another attempt runs, 422 for other bytes, and give the
// key back when the attempt fails. Without a key the answer is computed every time.

import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Store } from '../../store/store.ts';
import type { Admitted } from '../gate.ts';
import { ProblemError } from '../problem-error.ts';
import { storeCall } from '../store-call.ts';

export interface OnceDeps {
  readonly store: Store;
  readonly now: () => Date;
  readonly budgetMs: number;
  readonly idempotencyRetentionMs: number;
}

/** Same margin as the email operation: only a crashed attempt lets a lease lapse. */
const LEASE_MARGIN_MS = 30_000;

export async function answerOnce(
  deps: OnceDeps,
  operation: string,
  admitted: Admitted,
  body: Uint8Array,
  reply: FastifyReply,
  compute: () => string,
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
        headers: { 'retry-after': String(outcome.retryAfterSeconds) },
      });
    case 'mismatch':
      throw new ProblemError('idempotency_key_reused', 'This Idempotency-Key was already used with a different body.');
  }
  const token = outcome.token;
  try {
    const answer = compute();
    await storeCall(() => deps.store.completeIdempotency(scope, token, { body: answer }, deps.now()));
    return answer;
  } catch (error) {
    // The key is given back so that a later retry runs at once.
    await deps.store.releaseIdempotency(scope, token).catch(() => undefined);
    throw error;
  }
}
