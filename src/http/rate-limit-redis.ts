// The rate limiter for several instances: each credential's token bucket lives in Redis and is
// refilled and charged by one Lua script, so concurrent requests on any instance are counted
// once and in order. Redis's own clock is used, so instances with skewed clocks still agree.
// When Redis cannot answer, the request is limited by this instance's in-memory bucket instead
// (see the README: one instance's share is still bounded, the service stays up).

import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config/config.ts';
import { decide, effectiveLimit, MemoryRateLimiter, type RateDecision, type RateLimiter, type RateOverride } from './rate-limit.ts';

// KEYS[1] the bucket; ARGV rate per second, burst. Returns {allowed 0|1, tokens left as text}
// (a Lua number returned as such would be truncated to an integer).
const TAKE_SCRIPT = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(bucket[1]) or burst
local at = tonumber(bucket[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / rate * 1000) + 1000)
return {allowed, tostring(tokens)}
`;
const TAKE_SHA = createHash('sha1').update(TAKE_SCRIPT).digest('hex');

export interface RedisRateLimiterOptions {
  readonly url: string;
  readonly defaults: RateLimitConfig;
  /** Told each time Redis failed and the in-memory bucket decided instead. */
  readonly onFallback?: (error: unknown) => void;
  /** How long one Redis call may take before the fallback decides (a hung Redis must not stall requests). */
  readonly commandTimeoutMs?: number;
  readonly keyPrefix?: string;
}

export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis;
  readonly #defaults: RateLimitConfig;
  readonly #fallback: MemoryRateLimiter;
  readonly #onFallback: (error: unknown) => void;
  readonly #prefix: string;

  constructor(options: RedisRateLimiterOptions) {
    this.#defaults = options.defaults;
    this.#fallback = new MemoryRateLimiter(options.defaults);
    this.#onFallback = options.onFallback ?? (() => {});
    this.#prefix = options.keyPrefix ?? 'centinela:rate:';
    this.#redis = new Redis(options.url, {
      // Fail at once while disconnected instead of queueing requests behind a dead connection;
      // ioredis keeps reconnecting in the background, so the shared buckets come back by themselves.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 250,
      connectTimeout: 2000,
    });
    // Connection errors are reported through the fallback; without a listener they would be printed.
    this.#redis.on('error', () => {});
  }

  /** Resolves once connected, or false when Redis did not answer within `timeoutMs`. */
  async ready(timeoutMs: number): Promise<boolean> {
    if (this.#redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (value: boolean): void => {
        clearTimeout(timer);
        this.#redis.off('ready', onReady);
        resolve(value);
      };
      const onReady = (): void => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.#redis.on('ready', onReady);
    });
  }

  async take(credentialId: string, now: number, override?: RateOverride): Promise<RateDecision> {
    const limit = effectiveLimit(this.#defaults, override);
    try {
      const [allowed, tokens] = await this.#run(this.#prefix + credentialId, limit);
      return decide(allowed === 1, Number(tokens), limit);
    } catch (error) {
      this.#onFallback(error);
      return this.#fallback.take(credentialId, now, override);
    }
  }

  async close(): Promise<void> {
    if (this.#redis.status === 'end') return;
    await this.#redis.quit().catch(() => this.#redis.disconnect());
  }

  async #run(key: string, limit: RateLimitConfig): Promise<[number, string]> {
    const args = [key, String(limit.perSecond), String(limit.burst)];
    try {
      return (await this.#redis.evalsha(TAKE_SHA, 1, ...args)) as [number, string];
    } catch (error) {
      // First use on this Redis (or after a restart that emptied its script cache).
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return (await this.#redis.eval(TAKE_SCRIPT, 1, ...args)) as [number, string];
    }
  }
}
