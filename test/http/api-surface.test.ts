// Contract tests of the /api/v1 application surface (CONTRACT.md 2.2) against a real server:
// the result shape, the gate per capability, the JSON bodies and their limits, the optional
// Idempotency-Key, and every answer checked against the application OpenAPI document.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ALLOWED_RISKS, type Risk, type Verdict } from '../../src/contract/result.ts';
import { simpleMessage } from '../support/messages.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { checkApiResponse } from './api-openapi.ts';

const RESULT_KEYS = ['analysis_id', 'verdict', 'risk', 'completeness', 'signal_codes', 'warnings', 'created_at', 'schema_version', 'request_id'];
let counter = 0;
const newKey = (): string => `api-key-${process.pid}-${++counter}-${Date.now()}`;

interface Answer {
  readonly response: Response;
  readonly body: Record<string, unknown>;
}

async function call(server: TestServer, path: string, body: string | Uint8Array, headers: Record<string, string>): Promise<Answer> {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : Buffer.from(body),
  });
  const parsed = JSON.parse(await response.text()) as Record<string, unknown>;
  assert.equal(response.headers.get('cache-control'), 'no-store');
  assert.ok(response.headers.get('x-request-id'));
  checkApiResponse('POST', path, response.status, response.headers.get('content-type') ?? '', parsed);
  return { response, body: parsed };
}

function assertResult(answer: Answer): void {
  assert.equal(answer.response.status, 200, JSON.stringify(answer.body));
  assert.deepEqual(Object.keys(answer.body), RESULT_KEYS);
  assert.equal(answer.body.completeness, 'complete');
  assert.ok(ALLOWED_RISKS[answer.body.verdict as Verdict].includes(answer.body.risk as Risk), 'the verdict/risk pair is allowed');
  assert.equal(answer.body.request_id, answer.response.headers.get('x-request-id'));
}

function assertProblem(answer: Answer, status: number, code: string): void {
  assert.equal(answer.response.status, status, JSON.stringify(answer.body));
  assert.match(answer.response.headers.get('content-type') ?? '', /^application\/problem\+json/);
  assert.equal(answer.body.code, code);
}

describe('the /api/v1 application surface', () => {
  let server: TestServer;
  let all: string;
  let emailOnly: string;
  let urlOnly: string;

  before(async () => {
    server = await startServer();
    ({ secret: all } = await server.issue({ capabilities: ['email_analysis', 'url_analysis', 'sms_analysis'] }));
    ({ secret: emailOnly } = await server.issue({ capabilities: ['email_analysis'] }));
    ({ secret: urlOnly } = await server.issue({ capabilities: ['url_analysis'] }));
  });
  after(() => server.close());

  test('the application document is valid OpenAPI 3.1 and is served at /api/v1/openapi.json', async () => {
    const response = await fetch(server.url + '/api/v1/openapi.json');
    assert.equal(response.status, 200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    const result = await new Validator().validate(document);
    assert.ok(result.valid, JSON.stringify(result.errors));
    assert.deepEqual(Object.keys(document.paths).sort(), ['/api/v1/analyze/email', '/api/v1/analyze/sms', '/api/v1/analyze/url', '/api/v1/health']);
  });

  describe('POST /api/v1/analyze/url', () => {
    const path = '/api/v1/analyze/url';

    test('answers the public result shape with link signals', async () => {
      const answer = await call(server, path, JSON.stringify({ url: 'http://198.18.7.20@bit.ly/parcel' }), { 'x-api-key': all });
      assertResult(answer);
      const codes = answer.body.signal_codes as string[];
      assert.ok(codes.includes('link_obfuscated'), codes.join());
      assert.ok(codes.includes('link_shortener'), codes.join());
      assert.ok(
        codes.every((code) => code.startsWith('link_')),
        codes.join(),
      );
    });

    test('a plain address of a well-known site has no signal and is clean', async () => {
      const answer = await call(server, path, JSON.stringify({ url: 'https://www.wikipedia.org/' }), { 'x-api-key': all });
      assertResult(answer);
      assert.deepEqual(answer.body.signal_codes, []);
      assert.equal(answer.body.verdict, 'clean');
    });

    test('needs the url_analysis capability', async () => {
      assertProblem(await call(server, path, JSON.stringify({ url: 'https://example.com/' }), { 'x-api-key': emailOnly }), 403, 'capability_not_granted');
    });

    test('needs a credential, and never in the query string', async () => {
      assertProblem(await call(server, path, JSON.stringify({ url: 'https://example.com/' }), {}), 401, 'api_key_missing');
      const response = await fetch(`${server.url}${path}?api_key=${all}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': all },
        body: '{}',
      });
      assert.equal(response.status, 400);
      assert.equal(((await response.json()) as { code: string }).code, 'credential_in_url');
    });

    test('takes application/json only, and says so', async () => {
      const answer = await call(server, path, 'https://example.com/', { 'x-api-key': all, 'content-type': 'text/plain' });
      assertProblem(answer, 415, 'unsupported_media_type');
      assert.equal(answer.response.headers.get('accept-post'), 'application/json');
      assertResult(
        await call(server, path, JSON.stringify({ url: 'https://example.com/' }), { 'x-api-key': all, 'content-type': 'Application/JSON; charset=utf-8' }),
      );
    });

    test('a body that is not the documented object is 400 invalid_request, naming what is wrong', async () => {
      for (const [body, words] of [
        ['{"url": ', /JSON/],
        ['[]', /body/i],
        ['{"link": "https://example.com/"}', /url/],
        ['{"url": 42}', /url/],
        ['{"url": "https://example.com/", "extra": true}', /extra/],
        ['{"url": "example.com/login"}', /scheme/],
        ['{"url": "https://"}', /host/],
      ] as const) {
        const answer = await call(server, path, body, { 'x-api-key': all });
        assertProblem(answer, 400, 'invalid_request');
        assert.match(String(answer.body.detail), words, body);
      }
      const invalidUtf8 = Uint8Array.from([0x7b, 0x22, 0x75, 0x72, 0x6c, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]);
      assertProblem(await call(server, path, invalidUtf8, { 'x-api-key': all }), 400, 'invalid_request');
    });

    test('an empty body is 400 empty_body', async () => {
      assertProblem(await call(server, path, '', { 'x-api-key': all }), 400, 'empty_body');
    });

    test('a body over 8 KiB is 413, whether declared or streamed', async () => {
      const big = JSON.stringify({ url: `https://example.com/${'a'.repeat(8_200)}` });
      assertProblem(await call(server, path, big, { 'x-api-key': all }), 413, 'payload_too_large');
      const streamed = await fetch(server.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': all },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(big));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      assert.equal(streamed.status, 413);
      assert.equal(((await streamed.json()) as { code: string }).code, 'payload_too_large');
    });

    test('with an Idempotency-Key the first answer is replayed; other bytes are 422', async () => {
      const key = newKey();
      const body = JSON.stringify({ url: 'https://bit.ly/3xYz' });
      const first = await call(server, path, body, { 'x-api-key': all, 'idempotency-key': key });
      assertResult(first);
      const again = await call(server, path, body, { 'x-api-key': all, 'idempotency-key': key });
      assert.equal(again.response.headers.get('idempotent-replayed'), 'true');
      assert.deepEqual(again.body, first.body);
      assertProblem(
        await call(server, path, JSON.stringify({ url: 'https://bit.ly/other' }), { 'x-api-key': all, 'idempotency-key': key }),
        422,
        'idempotency_key_reused',
      );
      assertProblem(await call(server, path, body, { 'x-api-key': all, 'idempotency-key': 'short' }), 400, 'idempotency_key_invalid');
      // Row 11 comes before row 12: other bytes under a used key are 422 even when they are empty.
      assertProblem(await call(server, path, '', { 'x-api-key': all, 'idempotency-key': key }), 422, 'idempotency_key_reused');
    });

    test('without an Idempotency-Key every request is a new analysis', async () => {
      const body = JSON.stringify({ url: 'https://example.com/' });
      const first = await call(server, path, body, { 'x-api-key': all });
      const second = await call(server, path, body, { 'x-api-key': all });
      assert.notEqual(first.body.analysis_id, second.body.analysis_id);
      assert.equal(second.response.headers.get('idempotent-replayed'), null);
    });

    test('a malformed body is refused even with a key that was used, and does not use the key up', async () => {
      const key = newKey();
      assertProblem(await call(server, path, '{"url": "nope"}', { 'x-api-key': all, 'idempotency-key': key }), 400, 'invalid_request');
      assertResult(await call(server, path, JSON.stringify({ url: 'https://example.com/' }), { 'x-api-key': all, 'idempotency-key': key }));
    });
  });

  describe('POST /api/v1/analyze/sms', () => {
    const path = '/api/v1/analyze/sms';

    test('answers the public result shape with the link signals of the URLs in the text and the sender', async () => {
      const answer = await call(
        server,
        path,
        JSON.stringify({ text: 'Su paquete está retenido. Confirme la entrega en http://198.18.40.2/entrega hoy.', sender: 'info@bit.ly' }),
        { 'x-api-key': all },
      );
      assertResult(answer);
      const codes = answer.body.signal_codes as string[];
      assert.ok(codes.includes('link_ip_host'), codes.join());
      assert.ok(codes.includes('link_shortener'), `the sender's domain is looked at too: ${codes.join()}`);
    });

    test('a bare domain in the text, as phones make tappable, is looked at as a link', async () => {
      const answer = await call(server, path, JSON.stringify({ text: 'Su paquete está retenido. Pague la tasa en correos-aviso.top hoy.' }), {
        'x-api-key': all,
      });
      assertResult(answer);
      assert.ok(
        (answer.body.signal_codes as string[]).some((code) => code.startsWith('link_')),
        String(answer.body.signal_codes),
      );
    });

    test('an internationalised homograph, bare in the text or as the sender, is read whole', async () => {
      for (const body of [
        { text: 'Your account is locked. Verify at pаypal.com/verify today.' },
        { text: 'Your account is locked. Reply now.', sender: 'pаypal.com' },
      ]) {
        const answer = await call(server, path, JSON.stringify(body), { 'x-api-key': all });
        assertResult(answer);
        assert.ok((answer.body.signal_codes as string[]).includes('link_idn_homograph'), `${JSON.stringify(body)}: ${String(answer.body.signal_codes)}`);
      }
    });

    test('an ordinary message is clean', async () => {
      const answer = await call(server, path, JSON.stringify({ text: 'See you at six at the usual place.' }), { 'x-api-key': all });
      assertResult(answer);
      assert.equal(answer.body.verdict, 'clean');
    });

    test('needs the sms_analysis capability', async () => {
      assertProblem(await call(server, path, JSON.stringify({ text: 'hello' }), { 'x-api-key': urlOnly }), 403, 'capability_not_granted');
    });

    test('a text over 4 KiB in UTF-8 is 413; 4 KiB exactly is analysed', async () => {
      assertResult(await call(server, path, JSON.stringify({ text: 'ñ'.repeat(2_048) }), { 'x-api-key': all }));
      const answer = await call(server, path, JSON.stringify({ text: 'ñ'.repeat(2_049) }), { 'x-api-key': all });
      assertProblem(answer, 413, 'payload_too_large');
      assert.match(String(answer.body.detail), /4098 bytes/);
    });

    test('a text that is missing, empty or not a string is 400 invalid_request', async () => {
      for (const body of ['{}', '{"text": ""}', '{"text": ["a"]}', '{"text": "hi", "sender": 5}']) {
        assertProblem(await call(server, path, body, { 'x-api-key': all }), 400, 'invalid_request');
      }
    });
  });

  describe('POST /api/v1/analyze/email', () => {
    const path = '/api/v1/analyze/email';

    test('answers as the public operation, without an Idempotency-Key', async () => {
      const answer = await call(server, path, simpleMessage(), { 'x-api-key': emailOnly, 'content-type': 'message/rfc822' });
      assertResult(answer);
    });

    test('needs the email_analysis capability and message/rfc822', async () => {
      assertProblem(await call(server, path, simpleMessage(), { 'x-api-key': urlOnly, 'content-type': 'message/rfc822' }), 403, 'capability_not_granted');
      const answer = await call(server, path, simpleMessage(), { 'x-api-key': all });
      assertProblem(answer, 415, 'unsupported_media_type');
      assert.equal(answer.response.headers.get('accept-post'), 'message/rfc822');
    });

    test('its keys are apart from the public operation: the same key on both is two submissions', async () => {
      const key = newKey();
      const headers = { 'x-api-key': all, 'content-type': 'message/rfc822', 'idempotency-key': key };
      const console = await call(server, path, simpleMessage('One'), headers);
      assertResult(console);
      const replay = await call(server, path, simpleMessage('One'), headers);
      assert.equal(replay.response.headers.get('idempotent-replayed'), 'true');
      assert.equal(replay.body.analysis_id, console.body.analysis_id);
      const publicAnswer = await fetch(server.url + '/v1/email-analyses', { method: 'POST', headers, body: Buffer.from(simpleMessage('Two')) });
      assert.equal(publicAnswer.status, 200);
      assert.equal(publicAnswer.headers.get('idempotent-replayed'), null);
    });

    test('refuses an unparseable message with the contract code', async () => {
      const answer = await call(server, path, 'no header section here at all', { 'x-api-key': all, 'content-type': 'message/rfc822' });
      assertProblem(answer, 422, 'message_unparseable');
    });
  });

  test('a wrong method on an operation is 405 with Allow', async () => {
    const response = await fetch(server.url + '/api/v1/analyze/url');
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
  });
});
