// The store behind the service: credentials and idempotency records. One interface, an
// embedded implementation (SQLite, one instance) and a PostgreSQL one (several instances).
// Every method either does all of its work or none of it; a store that cannot be reached
// throws StoreUnavailableError, which the HTTP layer answers with 503 service_unavailable.

export const CAPABILITIES = ['email_analysis', 'url_analysis', 'sms_analysis'] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const ENVIRONMENTS = ['live', 'test'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** A credential as stored: metadata and the hash of its secret, never the secret. */
export interface CredentialRecord {
  /** Public identifier, `key_` + 20 base62 characters; safe to log and to list. */
  readonly id: string;
  readonly organization: string;
  readonly customer: string;
  readonly environment: Environment;
  readonly capabilities: readonly Capability[];
  readonly createdAt: Date;
  readonly expiresAt: Date | null;
  readonly revokedAt: Date | null;
  /**
   * This credential's own rate limit (requests per second, burst), each absent when the
   * service default applies. Set at creation (`keys create --rate-per-second --burst`).
   */
  readonly ratePerSecond?: number;
  readonly rateBurst?: number;
  /**
   * SHA-256 of the secret, hex. Set on what findCredentialBySecretHash returns, so the caller
   * can confirm the match in constant time; never set on listings.
   */
  readonly secretHash?: string;
}

export interface NewCredential extends Omit<CredentialRecord, 'revokedAt'> {
  /** SHA-256 of the full secret, hex. */
  readonly secretHash: string;
}

/** What identifies one logical submission (contract 1.3). */
export interface IdempotencyScope {
  /** Organization and customer of the credential. */
  readonly organization: string;
  readonly customer: string;
  readonly environment: Environment;
  /** The operation, e.g. `POST /v1/email-analyses`. */
  readonly operation: string;
  readonly key: string;
}

/** The exact 200 answer, kept to be replayed byte for byte. */
export interface StoredResponse {
  readonly body: string;
}

export type ReserveOutcome =
  /** No live record: a lease is taken; `token` proves ownership for complete/release. */
  | { readonly kind: 'reserved'; readonly token: string }
  /** Same bytes, completed: replay this. */
  | { readonly kind: 'replay'; readonly response: StoredResponse }
  /** Same bytes, a lease is still held by another attempt. */
  | { readonly kind: 'in_progress'; readonly retryAfterSeconds: number }
  /** A live record exists for other bytes. */
  | { readonly kind: 'mismatch' };

export interface ReserveRequest {
  readonly scope: IdempotencyScope;
  /** SHA-256 of the exact body bytes, hex. */
  readonly fingerprint: string;
  readonly now: Date;
  /** How long the lease lasts before another attempt may take the key over (from `now + leaseMs` on). */
  readonly leaseMs: number;
  /** Records completed longer ago than this (strictly) are treated as absent. */
  readonly retentionMs: number;
}

export interface Store {
  /** Creates tables or applies migrations; idempotent. */
  init(): Promise<void>;
  close(): Promise<void>;
  /** Resolves when the store answers; throws StoreUnavailableError otherwise. */
  ping(): Promise<void>;

  insertCredential(credential: NewCredential): Promise<void>;
  /** The credential whose secret hashes to `secretHash`, whatever its state (revoked, expired). */
  findCredentialBySecretHash(secretHash: string): Promise<CredentialRecord | undefined>;
  listCredentials(): Promise<CredentialRecord[]>;
  /** Marks the credential revoked; false when no such id exists. Revoking twice keeps the first time. */
  revokeCredential(id: string, at: Date): Promise<boolean>;

  /** Atomically decides what an idempotent request does (one winner among concurrent callers). */
  reserveIdempotency(request: ReserveRequest): Promise<ReserveOutcome>;
  /**
   * Stores the 200 answer for a reservation this caller holds. Does nothing when `token` no
   * longer holds the lease (another attempt took the expired lease over, or it was released or
   * completed already); a lease that expired but was not taken over still completes.
   */
  completeIdempotency(scope: IdempotencyScope, token: string, response: StoredResponse, now: Date): Promise<void>;
  /** Gives the key back after a failed attempt, so a retry may run at once. Same token rule as complete. */
  releaseIdempotency(scope: IdempotencyScope, token: string): Promise<void>;
  /** Deletes records past retention and expired leases; returns how many went. */
  pruneIdempotency(now: Date, retentionMs: number): Promise<number>;
}

export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}
