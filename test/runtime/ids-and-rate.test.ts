import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MemoryRateLimiter } from '../../src/http/rate-limit.ts';
import { newAnalysisId, newRequestId, ulid } from '../../src/ids/ids.ts';

test('minted ids are unique, time-ordered, and request ids match the X-Request-ID pattern', () => {
  const ids = new Set(Array.from({ length: 1000 }, () => newAnalysisId()));
  assert.equal(ids.size, 1000);
  for (const id of ids) assert.match(id, /^ana_[0-9A-HJKMNP-TV-Z]{26}$/);
  assert.match(newRequestId(), /^[A-Za-z0-9][A-Za-z0-9._:-]{7,79}$/);
  assert.ok(ulid(1_000) < ulid(2_000));
  assert.equal(ulid(0).slice(0, 10), '0000000000');
});

test('the token bucket allows the burst, refuses beyond it with a retry delay, and refills', async () => {
  const limiter = new MemoryRateLimiter({ perSecond: 2, burst: 3 });
  const t0 = 1_000_000;
  for (let i = 0; i < 3; i++) assert.equal((await limiter.take('key_a', t0)).allowed, true);
  const refused = await limiter.take('key_a', t0);
  assert.equal(refused.allowed, false);
  assert.equal(refused.retryAfterSeconds, 1);
  assert.equal((await limiter.take('key_b', t0)).allowed, true, 'buckets are per credential');
  assert.equal((await limiter.take('key_a', t0 + 500)).allowed, true, 'half a second refills one token at 2/s');
  assert.equal((await limiter.take('key_a', t0 + 500)).allowed, false);
});
