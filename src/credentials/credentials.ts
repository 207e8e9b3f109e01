// Issuing and checking API credentials (contract section 4).
//
// A secret is `cnt_live_` or `cnt_test_` followed by 43 random base62 characters (about 256
// bits). Only its SHA-256 is stored. A slow password hash (bcrypt, scrypt, Argon2) exists to
// make guessing low-entropy human passwords expensive; a 256-bit random secret cannot be
// guessed, so a fast hash is the standard choice here and keeps every request's check cheap.

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CAPABILITIES, ENVIRONMENTS } from '../store/store.ts';
import type { Capability, CredentialRecord, Environment, NewCredential, Store } from '../store/store.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The largest multiple of 62 that fits in a byte: bytes at or above it are discarded. */
const UNBIASED_BYTE_LIMIT = 256 - (256 % 62);

export const SECRET_RANDOM_LENGTH = 43;
export const ID_RANDOM_LENGTH = 20;

const SECRET_PATTERN = new RegExp(`^cnt_(live|test)_[0-9A-Za-z]{${SECRET_RANDOM_LENGTH}}$`);
const SECRET_LENGTH = 'cnt_live_'.length + SECRET_RANDOM_LENGTH;
/**
 * Anything in free text shaped like a secret, for redaction: the prefix (group 1; `_`
 * perhaps percent-encoded) and any run of base62 after it, so a cut or mistyped secret is caught too.
 */
export const SECRET_SHAPE = /(cnt(?:_|%5f)(?:live|test)(?:_|%5f))[0-9A-Za-z]*/gi;
export const CREDENTIAL_ID_PATTERN = new RegExp(`^key_[0-9A-Za-z]{${ID_RANDOM_LENGTH}}$`);

/** `length` characters drawn uniformly from base62 (rejection sampling: no modulo bias). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length - out.length + 8)) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function isCapability(value: string): value is Capability {
  return (CAPABILITIES as readonly string[]).includes(value);
}

export function isEnvironment(value: string): value is Environment {
  return (ENVIRONMENTS as readonly string[]).includes(value);
}

export interface CredentialRequest {
  readonly organization: string;
  readonly customer: string;
  readonly environment: Environment;
  readonly capabilities: readonly Capability[];
  readonly expiresAt: Date | null;
  readonly now: Date;
}

export interface IssuedCredential {
  /** Shown to the operator once; nowhere else. */
  readonly secret: string;
  /** What the store keeps: metadata and the hash. */
  readonly credential: NewCredential;
}

/** Makes a new credential; the caller stores `credential` and shows `secret` once. */
export function issueCredential(request: CredentialRequest): IssuedCredential {
  const secret = `cnt_${request.environment}_${randomBase62(SECRET_RANDOM_LENGTH)}`;
  return {
    secret,
    credential: {
      id: `key_${randomBase62(ID_RANDOM_LENGTH)}`,
      organization: request.organization,
      customer: request.customer,
      environment: request.environment,
      capabilities: [...new Set(request.capabilities)],
      createdAt: request.now,
      expiresAt: request.expiresAt,
      secretHash: hashSecret(secret),
    },
  };
}

/**
 * The credential a presented secret belongs to, or undefined when it is invalid: malformed,
 * unknown, revoked or expired all give the same answer, so the caller cannot tell which.
 * Malformed input is refused before the store is asked. Store failures propagate
 * (StoreUnavailableError). The returned record never carries the secret or its hash.
 */
export async function authenticate(store: Store, presentedSecret: string, now: Date): Promise<CredentialRecord | undefined> {
  if (presentedSecret.length !== SECRET_LENGTH || !SECRET_PATTERN.test(presentedSecret)) return undefined;
  const presentedHash = hashSecret(presentedSecret);
  const found = await store.findCredentialBySecretHash(presentedHash);
  if (found?.secretHash === undefined) return undefined;
  const { secretHash: storedHash, ...credential } = found;
  // The store matched on the hash already; comparing again in constant time means a store
  // whose lookup is looser than exact equality (a collation, a prefix index) cannot let a
  // near miss through, and the comparison itself leaks no timing.
  const presented = Buffer.from(presentedHash, 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  if (stored.length !== presented.length || !timingSafeEqual(presented, stored)) return undefined;
  if (!presentedSecret.startsWith(`cnt_${credential.environment}_`)) return undefined;
  if (credential.revokedAt !== null) return undefined;
  if (credential.expiresAt !== null && credential.expiresAt.getTime() <= now.getTime()) return undefined;
  return credential;
}

export function hasCapability(credential: CredentialRecord, capability: Capability): boolean {
  return credential.capabilities.includes(capability);
}
