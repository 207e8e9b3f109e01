// Contract tests of POST /v1/email-analyses against a real server on a random port: one test
// per row of the error table (CONTRACT.md 1.4) and per idempotency rule (1.3).

import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { AnalyzerFailedError, AnalyzerOverloadedError } from '../../src/runtime/analyzer.ts';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { StoreUnavailableError } from '../../src/store/store.ts';
import { MemoryRateLimiter } from '../../src/http/rate-limit.ts';
import { ControlledAnalyzer } from '../support/fake-analyzer.ts';
import { manyPartsMessage, simpleMessage } from '../support/messages.ts';
import { postMessage, startServer, type TestServer } from '../support/server.ts';
import { checkResponse } from '../support/openapi.ts';
import { storeWith } from '../support/store-faults.ts';

const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,79}$/;
let keyCounter = 0;
const newKey = (): string => `test-key-${process.pid}-${++keyCounter}-${Date.now()}`;

async function problem(response: Response, status: number, code: string): Promise<Record<string, unknown>> {
  const text = await response.text();
  assert.equal(response.status, status, text);
  assert.match(response.headers.get('content-type') ?? '', /^application\/problem\+json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  assert.equal(body.code, code);
  assert.equal(body.status, status);
  assert.equal(body.type, `urn:centinela:problem:${code}`);
  assert.equal(body.request_id, response.headers.get('x-request-id'));
  assert.equal(response.headers.get('cache-control'), 'no-store');
  assert.doesNotMatch(text, /\bat .+\.ts:\d+|node_modules|stack/i);
  // 404 and 405 concern paths outside the operation, so the operation's document does not list them.
  if (status !== 404 && status !== 405) checkResponse(response.status, response.headers.get('content-type') ?? '', body);
  return body;
}

describe('POST /v1/email-analyses with the real engine', () => {
  let server: TestServer;
  let secret: string;

  before(async () => {
    server = await startServer();
    ({ secret } = await server.issue());
  });
  after(() => server.close());

  test('200 answers the public result shape with the contract headers', async () => {
    const response = await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': newKey(), 'x-request-id': 'client-req-0001' });
    const text = await response.text();
    assert.equal(response.status, 200, text);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.headers.get('x-request-id'), 'client-req-0001');
    const body = JSON.parse(text) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body), [
      'analysis_id',
      'verdict',
      'risk',
      'completeness',
      'signal_codes',
      'warnings',
      'created_at',
      'schema_version',
      'request_id',
    ]);
    assert.equal(body.request_id, 'client-req-0001');
    assert.equal(body.schema_version, '1.0');
    assert.match(String(body.created_at), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    checkResponse(200, 'application/json', body);
  });

  test('Content-Type parameters are accepted and ignored, in any case', async () => {
    const response = await postMessage(server, simpleMessage(), {
      'x-api-key': secret,
      'idempotency-key': newKey(),
      'content-type': 'Message/RFC822; charset=utf-8',
    });
    assert.equal(response.status, 200, await response.text());
  });

  test('an invalid X-Request-ID is replaced by a generated one, never echoed', async () => {
    for (const value of ['short', 'has space in it', 'x'.repeat(81), '-starts-with-dash', 'abc%0d%0ainjected']) {
      const response = await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': newKey(), 'x-request-id': value });
      const body = (await response.json()) as Record<string, unknown>;
      const echoed = response.headers.get('x-request-id') ?? '';
      assert.notEqual(echoed, value);
      assert.match(echoed, REQUEST_ID);
      assert.equal(body.request_id, echoed);
    }
  });

  test('a request id carrying CR/LF on the wire is never echoed', async () => {
    const url = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Request-ID: abcdefgh\rinjected: yes\r\nConnection: close\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('latin1')));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    assert.doesNotMatch(answer, /injected/i);
    assert.match(answer, /^HTTP\/1\.1 400/);
    assert.match(answer, /\r\nX-Request-ID: req_[0-9A-Z]{26}\r\n/);
    assert.match(answer, /\r\nCache-Control: no-store\r\n/);
    assert.match(answer, /"code":"malformed_request"/);
  });

  test('row 13: NUL byte, no header section and no body are message_unparseable with a reason', async () => {
    const cases: Array<[Uint8Array | string, string]> = [
      [Buffer.concat([Buffer.from(simpleMessage()), Buffer.from([0])]), 'nul_byte'],
      ['just some words without any header at all\r\n\r\nand more words\r\n', 'no_header_section'],
      ['From: a@example.org\r\nSubject: never ends\r\nTo: b@example.net', 'no_body'],
    ];
    for (const [body, reason] of cases) {
      const response = await postMessage(server, body, { 'x-api-key': secret, 'idempotency-key': newKey() });
      const answer = await problem(response, 422, 'message_unparseable');
      assert.equal(answer.reason, reason);
    }
  });

  test('row 14: a structural limit exceeded is email_too_complex naming the limit and its maximum', async () => {
    const response = await postMessage(server, manyPartsMessage(250), { 'x-api-key': secret, 'idempotency-key': newKey() });
    const body = await problem(response, 422, 'email_too_complex');
    assert.equal(body.limit, 'mime_parts');
    assert.equal(body.max, 200);
  });

  test('a rejected message leaves its key free, so a corrected retry with the same key works', async () => {
    const key = newKey();
    await problem(await postMessage(server, manyPartsMessage(250), { 'x-api-key': secret, 'idempotency-key': key }), 422, 'email_too_complex');
    // Rejections are not stored: the same key now carries other bytes and still succeeds.
    const response = await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': key });
    assert.equal(response.status, 200, await response.text());
  });
});

describe('POST /v1/email-analyses: the gate, rows 1 to 10', () => {
  let server: TestServer;
  let secret: string;
  const analyzer = new ControlledAnalyzer();

  before(async () => {
    server = await startServer({ analyzer });
    ({ secret } = await server.issue());
  });
  after(() => server.close());

  test('row 1: a credential-looking query parameter is credential_in_url and never logged', async () => {
    for (const name of ['api_key', 'apikey', 'key', 'X-API-Key', 'token', 'access_token']) {
      const response = await postMessage(
        server,
        simpleMessage(),
        { 'x-api-key': secret, 'idempotency-key': newKey() },
        `/v1/email-analyses?${name}=cnt_live_leakedsecretvalue`,
      );
      await problem(response, 400, 'credential_in_url');
    }
    assert.ok(server.logs.length > 0);
    assert.ok(!server.logs.join('').includes('leakedsecretvalue'));
    assert.ok(!server.logs.join('').includes(secret));
  });

  test('row 1: any other query string is query_not_supported', async () => {
    const response = await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': newKey() }, '/v1/email-analyses?customer=other');
    await problem(response, 400, 'query_not_supported');
  });

  test('row 1 comes before the credential check', async () => {
    const response = await postMessage(server, simpleMessage(), {}, '/v1/email-analyses?x=1');
    await problem(response, 400, 'query_not_supported');
  });

  test('row 2: a missing X-API-Key is api_key_missing with WWW-Authenticate', async () => {
    const response = await postMessage(server, simpleMessage(), { 'idempotency-key': newKey() });
    await problem(response, 401, 'api_key_missing');
    await problem(await postMessage(server, simpleMessage(), { 'x-api-key': '', 'idempotency-key': newKey() }), 401, 'api_key_missing');
    assert.equal(response.headers.get('www-authenticate'), 'ApiKey realm="centinela"');
  });

  test('row 3: malformed, unknown, revoked and expired keys get one identical answer', async () => {
    const revoked = await server.issue();
    await server.store.revokeCredential(revoked.id, new Date());
    const expired = await server.issue({ expiresAt: new Date(Date.now() - 1000) });
    const unknown = `cnt_live_${'A'.repeat(43)}`;
    const details = new Set<unknown>();
    for (const key of ['nonsense', unknown, revoked.secret, expired.secret, `${secret}, ${secret}`]) {
      const body = await problem(await postMessage(server, simpleMessage(), { 'x-api-key': key, 'idempotency-key': newKey() }), 401, 'api_key_invalid');
      details.add(body.detail);
    }
    assert.equal(details.size, 1);
  });

  test('a revoked key fails at once', async () => {
    const issued = await server.issue();
    const ok = await postMessage(server, simpleMessage(), { 'x-api-key': issued.secret, 'idempotency-key': newKey() });
    assert.equal(ok.status, 200);
    await server.store.revokeCredential(issued.id, new Date());
    await problem(await postMessage(server, simpleMessage(), { 'x-api-key': issued.secret, 'idempotency-key': newKey() }), 401, 'api_key_invalid');
  });

  test('row 4: a credential without email_analysis is capability_not_granted', async () => {
    const urlOnly = await server.issue({ capabilities: ['url_analysis'] });
    await problem(await postMessage(server, simpleMessage(), { 'x-api-key': urlOnly.secret, 'idempotency-key': newKey() }), 403, 'capability_not_granted');
  });

  test('row 6: a compressed body is unsupported_content_encoding', async () => {
    const response = await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': newKey(), 'content-encoding': 'gzip' });
    await problem(response, 415, 'unsupported_content_encoding');
    assert.equal(response.headers.get('accept-encoding'), 'identity');
    const identity = await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': newKey(), 'content-encoding': 'identity' });
    assert.equal(identity.status, 200);
  });

  test('row 7: another media type is unsupported_media_type with Accept-Post', async () => {
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain', 'message/rfc8222', 'not a media type']) {
      const response = await postMessage(server, '{"raw":"x"}', { 'x-api-key': secret, 'idempotency-key': newKey(), 'content-type': type });
      await problem(response, 415, 'unsupported_media_type');
      assert.equal(response.headers.get('accept-post'), 'message/rfc822');
    }
  });

  test('row 8: a missing Idempotency-Key is idempotency_key_missing', async () => {
    await problem(await postMessage(server, simpleMessage(), { 'x-api-key': secret }), 400, 'idempotency_key_missing');
  });

  test('row 9: an invalid Idempotency-Key is idempotency_key_invalid; a quoted one is accepted', async () => {
    for (const key of ['short', 'x'.repeat(129), 'has space here', 'bad\u00e9chars', 'abcdefgh, ijklmnop', '"unterminated']) {
      await problem(await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': key }), 400, 'idempotency_key_invalid');
    }
    const quoted = await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': `"${newKey()}"` });
    assert.equal(quoted.status, 200);
  });

  test('row 9: two Idempotency-Key fields are invalid', async () => {
    const url = new URL(server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/v1/email-analyses',
          headers: [
            ['X-API-Key', secret],
            ['Content-Type', 'message/rfc822'],
            ['Idempotency-Key', 'abcdefgh1'],
            ['Idempotency-Key', 'abcdefgh2'],
          ] as unknown as Record<string, string>,
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(Buffer.from(simpleMessage()));
    });
    assert.equal(status, 400);
  });

  test('row 10: a declared Content-Length over the limit is refused before the body is read', async () => {
    const url = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname, () => {
        socket.write(
          `POST /v1/email-analyses HTTP/1.1\r\nHost: x\r\nX-API-Key: ${secret}\r\nIdempotency-Key: ${newKey()}\r\n` +
            `Content-Type: message/rfc822\r\nContent-Length: 10485761\r\n\r\nFrom: a@example.org\r\n`,
        );
        // Nothing more is sent: the answer must come without the remaining 10 MiB.
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString('latin1');
        if (data.includes('\r\n\r\n') && data.includes('}')) socket.destroy();
        resolve(data);
      });
      socket.on('error', reject);
    });
    assert.match(answer, /^HTTP\/1\.1 413/);
    assert.match(answer, /payload_too_large/);
  });

  test('row 10: a streamed body that passes the limit is cut and refused', async () => {
    const limited = await startServer({ analyzer, messageBytesLimit: 64 * 1024 });
    const calls = analyzer.calls;
    try {
      const issued = await limited.issue();
      const chunks = async function* () {
        for (let i = 0; i < 100; i++) yield new Uint8Array(16 * 1024).fill(0x61);
      };
      const response = await fetch(limited.url + '/v1/email-analyses', {
        method: 'POST',
        headers: { 'content-type': 'message/rfc822', 'x-api-key': issued.secret, 'idempotency-key': newKey() },
        body: ReadableStream.from(chunks()),
        duplex: 'half',
      } as RequestInit).catch((error: unknown) => error);
      // The server may close before the client has finished sending; either it read the 413 or the
      // upload was cut off, but the server never accepted the body.
      if (response instanceof Response) await problem(response, 413, 'payload_too_large');
      assert.equal(analyzer.calls, calls);
    } finally {
      await limited.close();
    }
  });

  test('row 12: an empty body is empty_body', async () => {
    await problem(await postMessage(server, '', { 'x-api-key': secret, 'idempotency-key': newKey() }), 400, 'empty_body');
  });
});

describe('POST /v1/email-analyses: idempotency (1.3)', () => {
  let server: TestServer;
  let secret: string;
  const analyzer = new ControlledAnalyzer();

  before(async () => {
    server = await startServer({ analyzer });
    ({ secret } = await server.issue());
  });
  after(() => server.close());

  test('same key, same bytes, completed: the stored 200 is replayed byte for byte', async () => {
    const key = newKey();
    const first = await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': key, 'x-request-id': 'first-request-01' });
    const firstText = await first.text();
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('idempotent-replayed'), null);
    const calls = analyzer.calls;
    const second = await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': key, 'x-request-id': 'second-request-02' });
    assert.equal(second.status, 200);
    assert.equal(await second.text(), firstText);
    assert.equal(second.headers.get('idempotent-replayed'), 'true');
    assert.equal(second.headers.get('x-request-id'), 'second-request-02');
    assert.equal(analyzer.calls, calls);
  });

  test('same key, different bytes: idempotency_key_reused', async () => {
    const key = newKey();
    assert.equal((await postMessage(server, simpleMessage('one'), { 'x-api-key': secret, 'idempotency-key': key })).status, 200);
    await problem(await postMessage(server, simpleMessage('two'), { 'x-api-key': secret, 'idempotency-key': key }), 422, 'idempotency_key_reused');
    // No normalisation: the same text with LF line endings is a different message.
    const lf = Buffer.from(Buffer.from(simpleMessage('one')).toString('latin1').replace(/\r\n/g, '\n'), 'latin1');
    await problem(await postMessage(server, lf, { 'x-api-key': secret, 'idempotency-key': key }), 422, 'idempotency_key_reused');
  });

  test('same key, same bytes, still running: idempotency_request_in_progress with Retry-After', async () => {
    const key = newKey();
    analyzer.hold();
    const first = postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': key });
    while (analyzer.pending === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': key });
    await problem(second, 409, 'idempotency_request_in_progress');
    const retryAfter = Number(second.headers.get('retry-after'));
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 2, String(retryAfter));
    analyzer.release();
    assert.equal((await first).status, 200);
  });

  test('concurrent requests with the same key and bytes run one analysis', async () => {
    const key = newKey();
    const calls = analyzer.calls;
    analyzer.hold();
    const requests = Array.from({ length: 8 }, () => postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': key }));
    while (analyzer.pending === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    setTimeout(() => analyzer.release(), 50);
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    assert.equal(analyzer.calls - calls, 1);
    assert.equal(statuses.filter((status) => status === 200).length >= 1, true);
    assert.ok(
      statuses.every((status) => status === 200 || status === 409),
      String(statuses),
    );
  });

  test("another customer's identical key is independent", async () => {
    const other = await server.issue({ customer: 'other-customer' });
    const key = newKey();
    const mine = await postMessage(server, simpleMessage('mine'), { 'x-api-key': secret, 'idempotency-key': key });
    const theirs = await postMessage(server, simpleMessage('theirs'), { 'x-api-key': other.secret, 'idempotency-key': key });
    assert.equal(mine.status, 200);
    assert.equal(theirs.status, 200);
    assert.notEqual(((await mine.json()) as { analysis_id: string }).analysis_id, ((await theirs.json()) as { analysis_id: string }).analysis_id);
  });

  test('the test environment of the same customer is independent of live', async () => {
    const testKey = await server.issue({ environment: 'test' });
    const key = newKey();
    assert.equal((await postMessage(server, simpleMessage('live'), { 'x-api-key': secret, 'idempotency-key': key })).status, 200);
    assert.equal((await postMessage(server, simpleMessage('test'), { 'x-api-key': testKey.secret, 'idempotency-key': key })).status, 200);
  });

  test('a failed analysis releases the key: the retry with the same key succeeds', async () => {
    const key = newKey();
    analyzer.failWith(new AnalyzerFailedError('worker crashed'));
    const failed = await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': key });
    const body = await problem(failed, 503, 'service_unavailable');
    assert.doesNotMatch(String(body.detail), /crashed/);
    assert.ok(
      server.logs.some((line) => line.includes('"analysis failed"') && line.includes(String(body.request_id))),
      'the failure is logged with its request id',
    );
    analyzer.failWith(undefined);
    assert.equal((await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': key })).status, 200);
  });

  test('row 15: a full queue is service_overloaded with Retry-After, and the key is released', async () => {
    const key = newKey();
    analyzer.failWith(new AnalyzerOverloadedError());
    const response = await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': key });
    await problem(response, 503, 'service_overloaded');
    assert.match(response.headers.get('retry-after') ?? '', /^\d+$/);
    analyzer.failWith(undefined);
    assert.equal((await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': key })).status, 200);
  });

  test('rows 13 and 14 still come before row 15: an unparseable message under overload is 422, not 503', async () => {
    analyzer.failWith(new AnalyzerOverloadedError());
    try {
      const nul = Buffer.concat([Buffer.from(simpleMessage()), Buffer.from([0])]);
      const body = await problem(await postMessage(server, nul, { 'x-api-key': secret, 'idempotency-key': newKey() }), 422, 'message_unparseable');
      assert.equal(body.reason, 'nul_byte');
      await problem(await postMessage(server, 'no header here\r\n\r\nbody', { 'x-api-key': secret, 'idempotency-key': newKey() }), 422, 'message_unparseable');
    } finally {
      analyzer.failWith(undefined);
    }
  });
});

describe('POST /v1/email-analyses: rate limit, store faults, unknown paths', () => {
  test('row 5: over the rate limit is rate_limited with Retry-After, counted per credential', async () => {
    const server = await startServer({ analyzer: new ControlledAnalyzer(), rateLimiter: new MemoryRateLimiter({ perSecond: 0.001, burst: 2 }) });
    try {
      const { secret } = await server.issue();
      const other = await server.issue({ customer: 'other' });
      for (let i = 0; i < 2; i++) assert.equal((await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': newKey() })).status, 200);
      const limited = await postMessage(server, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': newKey() });
      await problem(limited, 429, 'rate_limited');
      assert.match(limited.headers.get('retry-after') ?? '', /^[1-9]\d*$/);
      assert.equal((await postMessage(server, simpleMessage(), { 'x-api-key': other.secret, 'idempotency-key': newKey() })).status, 200);
    } finally {
      await server.close();
    }
  });

  test('row 16: an unreachable store is service_unavailable, never 500', async () => {
    const server = await startServer({ analyzer: new ControlledAnalyzer() });
    try {
      const { secret } = await server.issue();
      const down = (): Promise<never> => Promise.reject(new StoreUnavailableError('connection refused'));
      const storeDown = await startServer({
        analyzer: new ControlledAnalyzer(),
        store: storeWith(server.store, { findCredentialBySecretHash: down, ping: down }),
      });
      try {
        const response = await postMessage(storeDown, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': newKey() });
        await problem(response, 503, 'service_unavailable');
        assert.match(response.headers.get('retry-after') ?? '', /^\d+$/);
        const health = await fetch(storeDown.url + '/api/v1/health');
        assert.equal(health.status, 503);
        assert.deepEqual(await health.json(), { status: 'unavailable' });
      } finally {
        await storeDown.close();
      }
      const reserveDown = storeWith(server.store, { reserveIdempotency: down });
      const idemDown = await startServer({ analyzer: new ControlledAnalyzer(), store: reserveDown });
      try {
        await problem(await postMessage(idemDown, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': newKey() }), 503, 'service_unavailable');
      } finally {
        await idemDown.close();
      }
    } finally {
      await server.close();
    }
  });

  test('row 18: anything unexpected is internal_error without internals', async () => {
    const server = await startServer({ analyzer: new ControlledAnalyzer() });
    try {
      const { secret } = await server.issue();
      const exploding = storeWith(server.store, {
        reserveIdempotency: () => Promise.reject(new TypeError('secret internal detail at /srv/centinela/store.ts:12')),
      });
      const broken = await startServer({ analyzer: new ControlledAnalyzer(), store: exploding });
      try {
        const body = await problem(await postMessage(broken, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': newKey() }), 500, 'internal_error');
        assert.doesNotMatch(JSON.stringify(body), /secret internal detail|store\.ts/);
      } finally {
        await broken.close();
      }
    } finally {
      await server.close();
    }
  });

  test('row 17: unknown paths are not_found, wrong methods method_not_allowed with Allow', async () => {
    const server = await startServer({ analyzer: new ControlledAnalyzer() });
    try {
      await problem(await fetch(server.url + '/v2/email-analyses', { method: 'POST' }), 404, 'not_found');
      const doubled = await problem(await fetch(server.url + '/v1/v1/email-analyses', { method: 'POST' }), 404, 'not_found');
      assert.match(String(doubled.detail), /base URL/);
      const wrong = await fetch(server.url + '/v1/email-analyses');
      await problem(wrong, 405, 'method_not_allowed');
      assert.equal(wrong.headers.get('allow'), 'POST');
      const index = await fetch(server.url + '/', { method: 'DELETE' });
      await problem(index, 405, 'method_not_allowed');
    } finally {
      await server.close();
    }
  });
});

describe('hostile requests', () => {
  test('a URL the framework cannot decode still gets row 1 first, in the contract shape, and the secret is neither echoed nor logged', async () => {
    const server = await startServer({ analyzer: new ControlledAnalyzer() });
    try {
      const leaked = await fetch(server.url + '/v1/email-analyses/%zz?api_key=cnt_live_LEAKEDLEAKED', { method: 'POST' });
      const text = await leaked.text();
      assert.equal(leaked.status, 400);
      assert.equal(JSON.parse(text).code, 'credential_in_url');
      assert.match(leaked.headers.get('x-request-id') ?? '', REQUEST_ID);
      assert.equal(leaked.headers.get('cache-control'), 'no-store');
      assert.doesNotMatch(text, /LEAKED/);
      assert.ok(!server.logs.join('').includes('LEAKED'));
      await problem(await fetch(server.url + '/v1/%zz', { method: 'POST' }), 400, 'malformed_request');
    } finally {
      await server.close();
    }
  });

  test('Expect: 100-continue — a refused request hears no "continue" and uploads nothing; an admitted one hears it and is analysed', async () => {
    const server = await startServer({ analyzer: new ControlledAnalyzer() });
    try {
      const { secret } = await server.issue();
      const message = simpleMessage();
      const send = (headers: Record<string, string>) =>
        new Promise<{ status: number; continued: boolean; code: string }>((resolve, reject) => {
          let continued = false;
          const req = httpRequest(server.url + '/v1/email-analyses', {
            method: 'POST',
            headers: {
              expect: '100-continue',
              'content-type': 'message/rfc822',
              'content-length': String(message.length),
              'idempotency-key': newKey(),
              ...headers,
            },
          });
          req.on('continue', () => {
            continued = true;
            req.end(message);
          });
          req.on('response', (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, continued, code: String((JSON.parse(body) as { code?: string }).code ?? '') }),
            );
          });
          req.on('error', reject);
          req.flushHeaders();
        });
      const refused = await send({});
      assert.deepEqual(refused, { status: 401, continued: false, code: 'api_key_missing' });
      const admitted = await send({ 'x-api-key': secret });
      assert.equal(admitted.continued, true);
      assert.equal(admitted.status, 200);
    } finally {
      await server.close();
    }
  });

  test('an upload that stalls is cut off when its body sends nothing for too long', async () => {
    const server = await startServer({ analyzer: new ControlledAnalyzer(), bodyIdleTimeoutMs: 300 });
    try {
      const { secret } = await server.issue();
      const url = new URL(server.url);
      let socket: ReturnType<typeof connect> | undefined;
      const closed = await new Promise<boolean>((resolve, reject) => {
        socket = connect(Number(url.port), url.hostname, () => {
          if (socket === undefined) return;
          socket.write(
            `POST /v1/email-analyses HTTP/1.1\r\nHost: x\r\nX-API-Key: ${secret}\r\nIdempotency-Key: ${newKey()}\r\n` +
              'Content-Type: message/rfc822\r\nContent-Length: 1000\r\n\r\nFrom: a',
          );
        });
        socket.on('data', () => undefined);
        socket.on('close', () => resolve(true));
        socket.on('error', reject);
        setTimeout(() => resolve(false), 10_000).unref();
      });
      socket?.destroy();
      assert.equal(closed, true);
    } finally {
      await server.close();
    }
  });
});

describe('processing budget', () => {
  test('running out of the budget is a 200 with completeness partial and coverage_budget_exhausted', async () => {
    // A budget of 1 ms is spent by parsing alone: the structure area still runs, the others do not.
    const server = await startServer({ budgetMs: 1 });
    try {
      const { secret } = await server.issue();
      const response = await postMessage(server, manyPartsMessage(150), { 'x-api-key': secret, 'idempotency-key': newKey() });
      const body = (await response.json()) as { completeness: string; signal_codes: string[] };
      assert.equal(response.status, 200);
      assert.equal(body.completeness, 'partial');
      assert.ok(body.signal_codes.includes('coverage_budget_exhausted'), body.signal_codes.join(' '));
      checkResponse(200, 'application/json', body);
    } finally {
      await server.close();
    }
  });
});

describe('restart', () => {
  test('a result stored before a restart is replayed after it', async () => {
    const first = await startServer({ keepDatabase: true });
    const { secret } = await first.issue();
    const key = newKey();
    const before = await postMessage(first, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': key });
    const text = await before.text();
    assert.equal(before.status, 200);
    await first.close();
    const second = await startServer({ dbPath: first.dbPath });
    try {
      const afterRestart = await postMessage(second, simpleMessage(), { 'x-api-key': secret, 'idempotency-key': key });
      assert.equal(afterRestart.status, 200);
      assert.equal(afterRestart.headers.get('idempotent-replayed'), 'true');
      assert.equal(await afterRestart.text(), text);
    } finally {
      await second.close();
      rmSync(dirname(first.dbPath), { recursive: true, force: true });
    }
  });
});
