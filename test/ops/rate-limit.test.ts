// Per-credential limits, the RateLimit fields, and the Redis limiter (shared by instances,
// falling back to the in-process bucket when Redis cannot answer).

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { MemoryRateLimiter, rateLimitHeaders } from '../../src/http/rate-limit.ts';
import { RedisRateLimiter } from '../../src/http/rate-limit-redis.ts';
import { openStore } from '../../src/store/open.ts';
import { ControlledAnalyzer } from '../support/fake-analyzer.ts';
import { simpleMessage } from '../support/messages.ts';
import { issueInto, post, startInstance } from './support/instance.ts';

const REDIS_URL = process.env.CENTINELA_TEST_REDIS_URL;
const SKIP_REDIS = REDIS_URL ? false : 'CENTINELA_TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379); Redis rate limiter not tested';

describe('in-process rate limiter', () => {
  it("applies a credential's own rate and burst over the defaults, each on its own", async () => {
    const limiter = new MemoryRateLimiter({ perSecond: 100, burst: 100 });
    const t0 = 1_000_000;
    const own = [];
    for (let i = 0; i < 3; i++) own.push((await limiter.take('key_own', t0, { ratePerSecond: 1, rateBurst: 2 })).allowed);
    assert.deepEqual(own, [true, true, false]);
    const refused = await limiter.take('key_own', t0, { ratePerSecond: 1, rateBurst: 2 });
    assert.equal(refused.retryAfterSeconds, 1);
    assert.deepEqual(refused.limit, { perSecond: 1, burst: 2 });
    // Only the burst given: the default rate refills it.
    assert.equal((await limiter.take('key_burst', t0, { rateBurst: 1 })).allowed, true);
    assert.equal((await limiter.take('key_burst', t0, { rateBurst: 1 })).allowed, false);
    assert.equal((await limiter.take('key_burst', t0 + 10, { rateBurst: 1 })).allowed, true, '100/s refills one in 10 ms');
  });

  it('describes the bucket in the httpapi-ratelimit-headers structured fields', () => {
    const limit = { perSecond: 5, burst: 20 };
    assert.deepEqual(rateLimitHeaders({ allowed: true, retryAfterSeconds: 0, limit, remaining: 12, resetSeconds: 2 }), {
      'ratelimit-policy': '"default";q=20;w=4',
      ratelimit: '"default";r=12;t=2',
    });
    assert.deepEqual(rateLimitHeaders({ allowed: false, retryAfterSeconds: 1, limit, remaining: 0, resetSeconds: 4 }), {
      'ratelimit-policy': '"default";q=20;w=4',
      ratelimit: '"default";r=0;t=1',
    });
  });

  it('answers 429 rate_limited with Retry-After and the RateLimit fields; admitted answers carry the fields too', async () => {
    const store = await openStore('sqlite::memory:');
    const instance = await startInstance({ store, analyzer: new ControlledAnalyzer(), rateLimiter: new MemoryRateLimiter({ perSecond: 1000, burst: 1000 }) });
    try {
      const { secret } = await issueInto(store, { ratePerSecond: 0.01, rateBurst: 2 });
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await post(instance.url, secret, `rate-key-${i}-abc`, simpleMessage()));
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [200, 200, 429],
      );
      assert.equal(answers[0]!.headers.get('ratelimit-policy'), '"default";q=2;w=200');
      assert.match(answers[0]!.headers.get('ratelimit') ?? '', /^"default";r=1;t=\d+$/);
      const refused = answers[2]!;
      assert.equal(JSON.parse(refused.body).code, 'rate_limited');
      assert.match(refused.headers.get('retry-after') ?? '', /^\d+$/);
      assert.ok(Number(refused.headers.get('retry-after')) >= 1);
      assert.equal(refused.headers.get('ratelimit'), `"default";r=0;t=${refused.headers.get('retry-after')}`);
      // The log line names the customer, never the secret.
      const line = instance.logs.find((text) => text.includes('"status":429'));
      assert.match(line ?? '', /"organization":"Acme","customer":"acme-mail"/);
      assert.equal(
        instance.logs.some((text) => text.includes(secret)),
        false,
      );
      assert.match(await instance.metrics.registry.getSingleMetricAsString('centinela_rate_limited_requests_total'), / 1$/m);
    } finally {
      await instance.close();
      await store.close();
    }
  });
});

describe('Redis rate limiter', { skip: SKIP_REDIS }, () => {
  const prefix = (): string => `centinela-test:${randomBytes(6).toString('hex')}:`;

  it('shares one bucket among instances: concurrent takes on two limiters allow exactly the burst', async () => {
    const keyPrefix = prefix();
    const defaults = { perSecond: 0.001, burst: 10 };
    const a = new RedisRateLimiter({ url: REDIS_URL!, defaults, keyPrefix, onFallback: (error) => assert.fail(String(error)) });
    const b = new RedisRateLimiter({ url: REDIS_URL!, defaults, keyPrefix, onFallback: (error) => assert.fail(String(error)) });
    try {
      assert.equal(await a.ready(2000), true);
      assert.equal(await b.ready(2000), true);
      const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).take('key_shared', Date.now())));
      assert.equal(decisions.filter((decision) => decision.allowed).length, 10);
      const refused = decisions.find((decision) => !decision.allowed)!;
      assert.equal(refused.remaining, 0);
      assert.ok(refused.retryAfterSeconds >= 1);
      assert.equal((await a.take('key_other', Date.now())).allowed, true, 'buckets are per credential');
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("applies the credential's own limit and refills at its rate", async () => {
    const limiter = new RedisRateLimiter({ url: REDIS_URL!, defaults: { perSecond: 0.001, burst: 1 }, keyPrefix: prefix() });
    try {
      await limiter.ready(2000);
      const own = { ratePerSecond: 1000, rateBurst: 3 };
      const first = await limiter.take('key_own', Date.now(), own);
      assert.equal(first.allowed, true);
      assert.deepEqual(first.limit, { perSecond: 1000, burst: 3 });
      assert.equal(first.remaining, 2);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // 20 ms at 1000/s refills far past the burst: the bucket is full again.
      assert.equal((await limiter.take('key_own', Date.now(), own)).remaining, 2);
    } finally {
      await limiter.close();
    }
  });
});

describe('Redis rate limiter without Redis', () => {
  it('decides with the in-process bucket, and says so, when Redis cannot be reached', async () => {
    const fallbacks: unknown[] = [];
    const limiter = new RedisRateLimiter({
      url: 'redis://127.0.0.1:1',
      defaults: { perSecond: 0.001, burst: 2 },
      onFallback: (error) => fallbacks.push(error),
    });
    try {
      assert.equal(await limiter.ready(300), false);
      const decisions = [];
      for (let i = 0; i < 3; i++) decisions.push((await limiter.take('key_down', Date.now())).allowed);
      assert.deepEqual(decisions, [true, true, false]);
      assert.equal(fallbacks.length, 3);
    } finally {
      await limiter.close();
    }
  });
});
