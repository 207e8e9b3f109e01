// The client's pure parts: the base URL rule, Retry-After, backoff, and its argument checks.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { originOf } from '../../src/client/base-url.ts';
import { BaseUrlError, Centinela, DEFAULT_RETRY_POLICY } from '../../src/client/index.ts';
import { backoffDelayMs, nextDelayMs, parseRetryAfter } from '../../src/client/retry.ts';

// A made-up key, written in two pieces so it never reads as an issued secret.
const KEY = `cnt_test_${'abcdefghijklmnopqrstuvwxyz0123456789ABCD'}`;

describe('base URL', () => {
  it('accepts an origin, with or without a trailing slash', () => {
    assert.equal(originOf('https://centinela.example.com'), 'https://centinela.example.com');
    assert.equal(originOf('https://centinela.example.com/'), 'https://centinela.example.com');
    assert.equal(originOf(new URL('http://127.0.0.1:8080')), 'http://127.0.0.1:8080');
  });

  for (const url of ['https://c.example.com/v1', 'https://c.example.com/v1/', 'https://c.example.com/V1', 'https://c.example.com/api/v1/email-analyses']) {
    it(`refuses ${url}, saying it must not contain /v1`, () => {
      assert.throws(
        () => originOf(url),
        (error: unknown) => error instanceof BaseUrlError && /must not contain \/v1/.test(error.message),
      );
    });
  }

  for (const [url, why] of [
    ['https://c.example.com/centinela', /without a path/],
    ['https://c.example.com/?api_key=secret', /query/],
    ['https://c.example.com/#top', /fragment/],
    ['https://user:secret@c.example.com', /credentials/],
    ['ftp://c.example.com', /scheme/],
    ['c.example.com', /absolute URL/],
  ] as const) {
    it(`refuses ${url}`, () => {
      assert.throws(() => originOf(url), why);
    });
  }

  it('never repeats a secret found in the URL', () => {
    for (const url of ['https://c.example.com/?api_key=s3cr3t-value', 'https://u:s3cr3t-value@c.example.com', 'https://c.example.com/s3cr3t-value']) {
      assert.throws(
        () => originOf(url),
        (error: unknown) => error instanceof BaseUrlError && !error.message.includes('s3cr3t-value'),
      );
    }
  });

  it('is checked when the client is made', () => {
    assert.throws(() => new Centinela({ baseUrl: 'https://c.example.com/v1', apiKey: KEY }), BaseUrlError);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');

  it('reads delay-seconds', () => {
    assert.equal(parseRetryAfter('5', now), 5);
    assert.equal(parseRetryAfter(' 120 ', now), 120);
    assert.equal(parseRetryAfter('0', now), 0);
  });

  it('reads an HTTP-date as whole seconds from now, a past one as 0', () => {
    assert.equal(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now), 30);
    assert.equal(parseRetryAfter('Sat, 21 Nov 2026 10:00:00 GMT', now), 0);
    assert.equal(parseRetryAfter('Fri, 20 Nov 2026 10:00:00 GMT', now), 0);
    assert.equal(parseRetryAfter('Saturday, 21-Nov-26 10:01:00 GMT', now), 60);
    assert.equal(parseRetryAfter('Sat Nov 21 10:02:00 2026', now), 120);
  });

  it('ignores what it cannot read', () => {
    for (const value of [null, undefined, '', '-1', '1.5', 'soon', '2026-11-21T10:00:30Z']) assert.equal(parseRetryAfter(value, now), undefined);
  });
});

describe('backoff', () => {
  const policy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 100, maxDelayMs: 1_000 };

  it('is full jitter under an exponential bound', () => {
    assert.equal(
      backoffDelayMs(1, policy, () => 0),
      0,
    );
    assert.equal(
      backoffDelayMs(1, policy, () => 0.999_999),
      99,
    );
    assert.equal(
      backoffDelayMs(3, policy, () => 0.5),
      200,
    );
    assert.equal(
      backoffDelayMs(30, policy, () => 0.999_999),
      999,
    );
  });

  it('never waits less than Retry-After', () => {
    assert.equal(
      nextDelayMs(1, 7, policy, () => 0.5),
      7_000,
    );
    assert.equal(
      nextDelayMs(4, 0, policy, () => 0.5),
      400,
    );
    assert.equal(
      nextDelayMs(4, undefined, policy, () => 0.5),
      400,
    );
  });

  it('defaults to an attempt timeout above the longest processing budget and a finite deadline', () => {
    assert.ok(DEFAULT_RETRY_POLICY.attemptTimeoutMs > 120_000);
    assert.ok(Number.isFinite(DEFAULT_RETRY_POLICY.deadlineMs) && DEFAULT_RETRY_POLICY.deadlineMs > DEFAULT_RETRY_POLICY.attemptTimeoutMs);
  });
});

describe('client arguments', () => {
  it('refuses an API key that could not be a header value, without repeating it', () => {
    assert.throws(
      () => new Centinela({ baseUrl: 'https://c.example.com', apiKey: 'cnt_live_x\r\nX-Evil: 1' }),
      (error: unknown) => error instanceof TypeError && !error.message.includes('cnt_live_x'),
    );
  });

  it('refuses a retry policy that is not positive and finite', () => {
    assert.throws(() => new Centinela({ baseUrl: 'https://c.example.com', apiKey: KEY, retry: { deadlineMs: Infinity } }), /deadlineMs/);
    assert.throws(() => new Centinela({ baseUrl: 'https://c.example.com', apiKey: KEY, retry: { maxAttempts: 0 } }), /maxAttempts/);
    assert.throws(() => new Centinela({ baseUrl: 'https://c.example.com', apiKey: KEY, retry: { maxAttempts: 1.5 } }), /maxAttempts/);
  });
});
