// Per-credential rate limiting: a token bucket refilled at `perSecond` holding at most `burst`
// tokens. This one keeps its buckets in process memory (one instance); a shared limiter for
// several instances implements the same interface.

import type { RateLimitConfig } from '../config/config.ts';

export interface RateDecision {
  readonly allowed: boolean;
  /** Whole seconds until one request would be allowed (0 when allowed). */
  readonly retryAfterSeconds: number;
}

export interface RateLimiter {
  take(credentialId: string, now: number): Promise<RateDecision>;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class MemoryRateLimiter implements RateLimiter {
  readonly #config: RateLimitConfig;
  readonly #buckets = new Map<string, Bucket>();

  constructor(config: RateLimitConfig) {
    this.#config = config;
  }

  take(credentialId: string, now: number): Promise<RateDecision> {
    const { perSecond, burst } = this.#config;
    const bucket = this.#buckets.get(credentialId) ?? { tokens: burst, updatedAt: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * perSecond);
    bucket.updatedAt = now;
    this.#buckets.set(credentialId, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
    }
    return Promise.resolve({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond)) });
  }
}
