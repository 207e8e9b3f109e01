// Submits one rebuilt message to Centinela with the project's client and says what came of it:
// a result, or why there is none. The Idempotency-Key is derived from the MTA's queue id and
// the bytes, so a delivery the MTA retries after a lost answer reuses the stored analysis.

import { createHash } from 'node:crypto';
import { type AnalysisResult, Centinela, CentinelaError, CentinelaResponseError, UnknownOutcomeError } from '../client/index.ts';

export type Outcome =
  | { readonly kind: 'result'; readonly result: AnalysisResult }
  /** No verdict could be had in time (timeout, overload, unreachable, refused credential). */
  | { readonly kind: 'unavailable'; readonly reason: string }
  /** The service answered that this message cannot be analysed (e.g. message_unparseable). */
  | { readonly kind: 'not-analysed'; readonly reason: string }
  /** The milter did not send it: larger than the contract's limit. */
  | { readonly kind: 'skipped'; readonly reason: string };

/** Submits the bytes; never throws (except when `signal` aborts: the MTA went away). */
export type Submit = (message: Buffer, queueId: string | undefined, signal: AbortSignal) => Promise<Outcome>;

/** `milter-QUEUEID-SHA256HEX`: 8–128 characters the contract allows. */
export function idempotencyKeyFor(queueId: string | undefined, message: Uint8Array): string {
  const digest = createHash('sha256').update(message).digest('hex');
  const id = (queueId ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 40);
  return id === '' ? `milter-${digest}` : `milter-${id}-${digest}`;
}

/** Reasons the service gave that a later attempt would not change. */
const MESSAGE_PROBLEMS = new Set([413, 422]);

export function submitterFor(client: Centinela, deadlineMs: number): Submit {
  return async (message, queueId, signal) => {
    const deadline = AbortSignal.timeout(deadlineMs);
    const idempotencyKey = idempotencyKeyFor(queueId, message);
    try {
      const result = await client.analyzeEmail(message, {
        idempotencyKey,
        signal: AbortSignal.any([signal, deadline]),
        retry: { deadlineMs, attemptTimeoutMs: deadlineMs },
      });
      return { kind: 'result', result };
    } catch (error) {
      signal.throwIfAborted();
      return describeFailure(error, deadline.aborted);
    }
  };
}

export function describeFailure(error: unknown, timedOut: boolean): Outcome {
  if (timedOut) return { kind: 'unavailable', reason: 'timeout' };
  if (error instanceof UnknownOutcomeError) return { kind: 'unavailable', reason: error.lastFailure === 'timeout' ? 'timeout' : 'unreachable' };
  if (error instanceof CentinelaError) {
    if (MESSAGE_PROBLEMS.has(error.status)) return { kind: 'not-analysed', reason: String(error.code) };
    if (error.status === 503 || error.status === 429) return { kind: 'unavailable', reason: 'overloaded' };
    return { kind: 'unavailable', reason: String(error.code) };
  }
  if (error instanceof CentinelaResponseError) return { kind: 'unavailable', reason: 'unexpected_response' };
  return { kind: 'unavailable', reason: 'error' };
}
