// The client against a fault-injecting stub: what it retries, with what, and when it stops.

import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { Centinela, CentinelaError, CentinelaResponseError, UnknownOutcomeError } from '../../src/client/index.ts';
import type { RetryPolicy } from '../../src/client/index.ts';
import { ok, problem, RESULT, type Reply, startStub, type StubServer } from './stub-server.ts';

// A made-up key, written in two pieces so it never reads as an issued secret.
const API_KEY = `cnt_test_${'0123456789abcdefghijABCDEFGHIJ0123456789xyz'}`;
/** Bytes a re-encoding would change: CRLF and LF mixed, a Latin-1 byte, a trailing space. */
const MESSAGE = Buffer.concat([
  Buffer.from('From: a@example.org\r\nTo: b@example.net\nSubject: caf', 'latin1'),
  Buffer.from([0xe9]),
  Buffer.from('\r\n\r\nbody line \r\n', 'latin1'),
]);
/** Fast retries, so the tests wait milliseconds, not seconds. */
const FAST: Partial<RetryPolicy> = { baseDelayMs: 5, maxDelayMs: 20, deadlineMs: 20_000 };

let stub: StubServer | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function client(script: readonly Reply[], retry: Partial<RetryPolicy> = FAST): Promise<{ centinela: Centinela; server: StubServer }> {
  stub = await startStub(script);
  return { centinela: new Centinela({ baseUrl: stub.url, apiKey: API_KEY, retry }), server: stub };
}

function assertSameSubmission(server: StubServer, count: number): void {
  assert.equal(server.requests.length, count);
  const key = server.requests[0]!.headers['idempotency-key'];
  assert.match(String(key), /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  for (const request of server.requests) {
    assert.equal(request.method, 'POST');
    assert.equal(request.url, '/v1/email-analyses');
    assert.equal(request.headers['idempotency-key'], key);
    assert.equal(request.headers['x-api-key'], API_KEY);
    assert.equal(request.headers['content-type'], 'message/rfc822');
    assert.equal(request.headers['content-encoding'], undefined);
    assert.ok(request.body.equals(MESSAGE), 'the exact bytes on every attempt');
  }
}

function assertNoKeyIn(error: unknown): void {
  const text = `${String(error)} ${(error as Error).stack ?? ''} ${JSON.stringify(error)} ${String((error as Error).cause)}`;
  assert.ok(!text.includes(API_KEY), 'the credential is not in the error');
}

describe('the client retries what may succeed later, with the same key and bytes', () => {
  it('retries a dropped connection', async () => {
    const { centinela, server } = await client([{ kind: 'drop' }, ok()]);
    const result = await centinela.analyzeEmail(MESSAGE);
    assert.deepEqual(result, RESULT);
    assertSameSubmission(server, 2);
  });

  it('retries an attempt that outran its timeout', async () => {
    const { centinela, server } = await client([{ kind: 'hang' }, ok()], { ...FAST, attemptTimeoutMs: 300 });
    assert.equal((await centinela.analyzeEmail(MESSAGE)).verdict, 'phishing');
    assertSameSubmission(server, 2);
  });

  it('retries 409, 429 and 503, honouring Retry-After in seconds and as an HTTP-date', async () => {
    const past = new Date(Date.now() - 60_000).toUTCString();
    const { centinela, server } = await client([
      problem(409, 'idempotency_request_in_progress', {}, { 'retry-after': '1' }),
      problem(429, 'rate_limited', {}, { 'retry-after': past }),
      problem(503, 'service_overloaded', {}, { 'retry-after': '0' }),
      problem(503, 'service_unavailable', {}, { 'retry-after': '0' }),
      ok(),
    ]);
    assert.equal((await centinela.analyzeEmail(MESSAGE)).analysis_id, RESULT.analysis_id);
    assertSameSubmission(server, 5);
  });

  it("retries a gateway's 502 and 504 pages (an unknown outcome)", async () => {
    const page = (status: number): Reply => ({ kind: 'answer', status, headers: { 'content-type': 'text/html' }, body: '<h1>Bad gateway</h1>' });
    const { centinela, server } = await client([page(502), page(504), ok()]);
    assert.equal((await centinela.analyzeEmail(MESSAGE)).verdict, 'phishing');
    assertSameSubmission(server, 3);
  });

  it("uses the caller's Idempotency-Key and X-Request-ID on every attempt", async () => {
    const { centinela, server } = await client([{ kind: 'drop' }, ok()]);
    await centinela.analyzeEmail(MESSAGE, { idempotencyKey: 'order-4711-message-1', requestId: 'trace-abcdef-01' });
    assert.deepEqual(
      server.requests.map((request) => [request.headers['idempotency-key'], request.headers['x-request-id']]),
      [
        ['order-4711-message-1', 'trace-abcdef-01'],
        ['order-4711-message-1', 'trace-abcdef-01'],
      ],
    );
  });

  it('creates a new key for each logical submission', async () => {
    const { centinela, server } = await client([ok()]);
    await centinela.analyzeEmail(MESSAGE);
    await centinela.analyzeEmail(MESSAGE);
    assert.notEqual(server.requests[0]!.headers['idempotency-key'], server.requests[1]!.headers['idempotency-key']);
  });

  it('sends the bytes as they were when submitted, even if the caller reuses its buffer', async () => {
    const { centinela, server } = await client([{ kind: 'drop' }, ok()]);
    const buffer = Buffer.from(MESSAGE);
    const pending = centinela.analyzeEmail(buffer);
    buffer.fill(0x41);
    await pending;
    assertSameSubmission(server, 2);
  });
});

describe('the client does not retry a definite answer', () => {
  for (const [status, code, extras] of [
    [422, 'idempotency_key_reused', {}],
    [422, 'message_unparseable', { reason: 'no_header_section' }],
    [422, 'email_too_complex', { limit: 'mime_parts', max: 200 }],
    [400, 'empty_body', {}],
    [401, 'api_key_invalid', {}],
    [403, 'capability_not_granted', {}],
    [413, 'payload_too_large', {}],
    [415, 'unsupported_media_type', {}],
    [500, 'internal_error', {}],
  ] as const) {
    it(`surfaces ${status} ${code} as a CentinelaError after one attempt`, async () => {
      const { centinela, server } = await client([problem(status, code, extras), ok()]);
      const error = await centinela.analyzeEmail(MESSAGE).then(
        () => assert.fail('expected a rejection'),
        (caught: unknown) => caught,
      );
      assert.ok(error instanceof CentinelaError);
      assert.equal(error.status, status);
      assert.equal(error.code, code);
      assert.equal(error.detail, `stub ${code}`);
      assert.equal(error.requestId, 'req_stub_0001');
      assert.deepEqual(error.extensions, extras);
      assert.equal(error.attempts, 1);
      assert.equal(server.requests.length, 1);
      assertNoKeyIn(error);
    });
  }

  it('reads the extensions of rejections', async () => {
    const { centinela } = await client([problem(422, 'email_too_complex', { limit: 'mime_depth', max: 20 })]);
    const error = (await centinela.analyzeEmail(MESSAGE).catch((caught: unknown) => caught)) as CentinelaError;
    assert.equal(error.limit, 'mime_depth');
    assert.equal(error.max, 20);
    assert.equal(error.reason, undefined);
  });

  it('refuses to follow a redirect, which would carry the credential elsewhere', async () => {
    const { centinela, server } = await client([{ kind: 'answer', status: 307, headers: { location: 'http://127.0.0.1:1/v1/email-analyses' }, body: '' }]);
    const error = await centinela.analyzeEmail(MESSAGE).catch((caught: unknown) => caught);
    assert.ok(error instanceof CentinelaResponseError);
    assert.equal(error.status, 307);
    assert.equal(server.requests.length, 1);
  });

  it('rejects a 200 that is not a contract result', async () => {
    const { centinela } = await client([ok({ ...RESULT, verdict: 'harmless' })]);
    const error = await centinela.analyzeEmail(MESSAGE).catch((caught: unknown) => caught);
    assert.ok(error instanceof CentinelaResponseError);
    assert.match(error.message, /verdict/);
  });

  it('accepts signal codes and warnings added after this client was built', async () => {
    const { centinela } = await client([ok({ ...RESULT, signal_codes: ['link_future_trick'], warnings: ['future_warning'] })]);
    assert.deepEqual((await centinela.analyzeEmail(MESSAGE)).signal_codes, ['link_future_trick']);
  });
});

describe('the client stops', () => {
  it('when the overall deadline passes while the service never answers', async () => {
    const { centinela, server } = await client([{ kind: 'hang' }], { ...FAST, attemptTimeoutMs: 150, deadlineMs: 600 });
    const error = await centinela.analyzeEmail(MESSAGE).catch((caught: unknown) => caught);
    assert.ok(error instanceof UnknownOutcomeError);
    assert.equal(error.lastFailure, 'timeout');
    assert.equal(error.idempotencyKey, server.requests[0]!.headers['idempotency-key']);
    assert.ok(error.attempts >= 1 && error.attempts === server.requests.length);
    assertNoKeyIn(error);
  });

  it('when connections keep dropping until the deadline', async () => {
    const { centinela, server } = await client([{ kind: 'drop' }], { ...FAST, deadlineMs: 400 });
    const error = await centinela.analyzeEmail(MESSAGE).catch((caught: unknown) => caught);
    assert.ok(error instanceof UnknownOutcomeError);
    assert.equal(error.lastFailure, 'network');
    assert.ok(server.requests.length >= 2);
    assertSameSubmission(server, server.requests.length);
    assertNoKeyIn(error);
  });

  it('at once when Retry-After asks for a wait past the deadline, with the problem and its Retry-After', async () => {
    const { centinela, server } = await client([problem(429, 'rate_limited', {}, { 'retry-after': '3600' }), ok()], { ...FAST, deadlineMs: 5_000 });
    const error = await centinela.analyzeEmail(MESSAGE).catch((caught: unknown) => caught);
    assert.ok(error instanceof CentinelaError);
    assert.equal(error.code, 'rate_limited');
    assert.equal(error.retryAfter, 3600);
    assert.equal(server.requests.length, 1);
  });

  it('after maxAttempts', async () => {
    const { centinela, server } = await client([problem(503, 'service_overloaded', {}, { 'retry-after': '0' })], { ...FAST, maxAttempts: 3 });
    const error = await centinela.analyzeEmail(MESSAGE).catch((caught: unknown) => caught);
    assert.ok(error instanceof CentinelaError);
    assert.equal(error.code, 'service_overloaded');
    assert.equal(error.attempts, 3);
    assert.equal(server.requests.length, 3);
  });

  it("when the caller's signal aborts, with the signal's reason", async () => {
    const { centinela } = await client([{ kind: 'hang' }]);
    const controller = new AbortController();
    const pending = centinela.analyzeEmail(MESSAGE, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('caller gave up')), 50);
    await assert.rejects(pending, /caller gave up/);
  });
});
