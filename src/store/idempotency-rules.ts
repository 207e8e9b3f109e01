// The part of the idempotency decision both stores share: what a caller is told when a live
// record already holds the key. Which records are live (a lease not yet expired, or a
// completion within retention) is decided in each store's SQL, inside its atomic step.

import { randomBytes } from 'node:crypto';
import type { ReserveOutcome } from './store.ts';

/** A record that holds its key: leased and not expired, or completed within retention. */
export type LiveIdempotencyRecord =
  | { readonly state: 'leased'; readonly fingerprint: string; readonly leaseExpiresAtMs: number }
  | { readonly state: 'completed'; readonly fingerprint: string; readonly responseBody: string };

export function decideOnLiveRecord(record: LiveIdempotencyRecord, fingerprint: string, nowMs: number): ReserveOutcome {
  if (record.fingerprint !== fingerprint) return { kind: 'mismatch' };
  if (record.state === 'completed') return { kind: 'replay', response: { body: record.responseBody } };
  return { kind: 'in_progress', retryAfterSeconds: retryAfterSeconds(record.leaseExpiresAtMs, nowMs) };
}

/** Whole seconds until the lease ends, at least 1 (a Retry-After of 0 invites a busy loop). */
export function retryAfterSeconds(leaseExpiresAtMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((leaseExpiresAtMs - nowMs) / 1000));
}

/** Proof of ownership of one lease: unguessable, so a stale attempt cannot act for a new one. */
export function newLeaseToken(): string {
  return randomBytes(18).toString('base64url');
}
