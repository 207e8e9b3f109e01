// Per-credential rate limiting: a token bucket refilled at `perSecond` holding at most `burst`
// tokens. This one keeps its buckets in process memory (one instance); the Redis limiter in
// rate-limit-redis.ts implements the same interface for several instances.

import type { RateLimitConfig } from '../config/config.ts';

/** The credential's own limit, each field absent when the service default applies. */
export interface RateOverride {
  readonly ratePerSecond?: number;
  readonly rateBurst?: number;
}

export interface RateDecision {
  readonly allowed: boolean;
  /** Whole seconds until one request would be allowed (0 when allowed). */
  readonly retryAfterSeconds: number;
  /** The limit that was applied. */
  readonly limit: RateLimitConfig;
  /** Whole requests left in the bucket after this one. */
  readonly remaining: number;
  /** Whole seconds until the bucket is full again. */
  readonly resetSeconds: number;
}

export interface RateLimiter {
  take(credentialId: string, now: number, override?: RateOverride): Promise<RateDecision>;
  close?(): Promise<void>;
}

/** The default with the credential's own values laid over it. */
export function effectiveLimit(defaults: RateLimitConfig, override: RateOverride | undefined): RateLimitConfig {
  return { perSecond: override?.ratePerSecond ?? defaults.perSecond, burst: override?.rateBurst ?? defaults.burst };
}

/** The tokens a bucket holds after refilling from `tokens` over `elapsedMs`. */
export function refill(tokens: number, elapsedMs: number, limit: RateLimitConfig): number {
  return Math.min(limit.burst, tokens + (Math.max(0, elapsedMs) / 1000) * limit.perSecond);
}

/** The decision once a bucket was refilled and, when it held a whole token, charged one. */
export function decide(allowed: boolean, tokensLeft: number, limit: RateLimitConfig): RateDecision {
  return {
    allowed,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - tokensLeft) / limit.perSecond)),
    limit,
    remaining: Math.max(0, Math.floor(tokensLeft)),
    resetSeconds: Math.max(0, Math.ceil((limit.burst - tokensLeft) / limit.perSecond)),
  };
}

/**
 * The IETF httpapi-ratelimit-headers fields (structured-field syntax): the policy as a quota of
 * `burst` requests restored over the seconds an empty bucket takes to fill, and what is left.
 */
export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  const window = Math.max(1, Math.ceil(decision.limit.burst / decision.limit.perSecond));
  const reset = decision.allowed ? decision.resetSeconds : decision.retryAfterSeconds;
  return {
    'ratelimit-policy': `"default";q=${decision.limit.burst};w=${window}`,
    ratelimit: `"default";r=${decision.remaining};t=${reset}`,
  };
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class MemoryRateLimiter implements RateLimiter {
  readonly #defaults: RateLimitConfig;
  readonly #buckets = new Map<string, Bucket>();

  constructor(defaults: RateLimitConfig) {
    this.#defaults = defaults;
  }

  take(credentialId: string, now: number, override?: RateOverride): Promise<RateDecision> {
    const limit = effectiveLimit(this.#defaults, override);
    const bucket = this.#buckets.get(credentialId) ?? { tokens: limit.burst, updatedAt: now };
    bucket.tokens = refill(bucket.tokens, now - bucket.updatedAt, limit);
    bucket.updatedAt = now;
    this.#buckets.set(credentialId, bucket);
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    return Promise.resolve(decide(allowed, bucket.tokens, limit));
  }
}
