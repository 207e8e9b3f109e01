// The client against the real service: results, idempotent replays and contract problems.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Centinela, CentinelaError } from '../../src/client/index.ts';
import { isRisk, isVerdict } from '../../src/contract/result.ts';
import { manyPartsMessage, simpleMessage } from '../support/messages.ts';
import { startServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let secret: string;
let centinela: Centinela;

before(async () => {
  server = await startServer();
  secret = (await server.issue()).secret;
  centinela = new Centinela({ baseUrl: server.url, apiKey: secret });
});
after(() => server.close());

async function rejection(promise: Promise<unknown>): Promise<CentinelaError> {
  const error = await promise.then(
    () => assert.fail('expected a rejection'),
    (caught: unknown) => caught,
  );
  assert.ok(error instanceof CentinelaError, String(error));
  assert.ok(!error.message.includes(secret) && !JSON.stringify(error).includes(secret), 'the credential is not in the error');
  return error;
}

describe('the client against the service', () => {
  it('analyses a message and returns the contract result', async () => {
    const result = await centinela.analyzeEmail(simpleMessage(), { requestId: 'client-test-0001' });
    assert.match(result.analysis_id, /^ana_/);
    assert.ok(isVerdict(result.verdict));
    assert.ok(isRisk(result.risk));
    assert.equal(result.schema_version, '1.0');
    assert.equal(result.request_id, 'client-test-0001');
  });

  it('gets the stored result back when a submission is resubmitted with its key and bytes', async () => {
    const message = simpleMessage('Resubmitted');
    const first = await centinela.analyzeEmail(message, { idempotencyKey: 'client-replay-0001' });
    const again = await centinela.analyzeEmail(message, { idempotencyKey: 'client-replay-0001' });
    assert.deepEqual(again, first);
  });

  it('sends the exact bytes: one changed line ending is a different message for the key', async () => {
    const crlf = simpleMessage('Line endings');
    const lf = new TextEncoder().encode(new TextDecoder().decode(crlf).replaceAll('\r\n', '\n'));
    await centinela.analyzeEmail(crlf, { idempotencyKey: 'client-bytes-0001' });
    const error = await rejection(centinela.analyzeEmail(lf, { idempotencyKey: 'client-bytes-0001' }));
    assert.equal(error.status, 422);
    assert.equal(error.code, 'idempotency_key_reused');
    assert.equal(error.attempts, 1);
  });

  it('surfaces an unparseable message with its reason', async () => {
    const error = await rejection(centinela.analyzeEmail(new TextEncoder().encode('no header section here at all\r\n')));
    assert.equal(error.code, 'message_unparseable');
    assert.equal(error.reason, 'no_header_section');
    assert.match(error.requestId ?? '', /^\S{8,}$/);
  });

  it('surfaces a message past a structural limit with its limit and maximum', async () => {
    const error = await rejection(centinela.analyzeEmail(manyPartsMessage(250)));
    assert.equal(error.code, 'email_too_complex');
    assert.equal(error.limit, 'mime_parts');
    assert.equal(error.max, 200);
  });

  it('surfaces an empty body', async () => {
    assert.equal((await rejection(centinela.analyzeEmail(new Uint8Array(0)))).code, 'empty_body');
  });

  it('surfaces a wrong credential without repeating it', async () => {
    // A made-up key, written in two pieces so it never reads as an issued secret.
    const wrong = new Centinela({ baseUrl: server.url, apiKey: `cnt_live_${'notARealKey0123456789abcdefghijkl'}` });
    const error = await rejection(wrong.analyzeEmail(simpleMessage()));
    assert.equal(error.status, 401);
    assert.equal(error.code, 'api_key_invalid');
    assert.ok(!error.message.includes('notARealKey'));
  });

  it('surfaces a missing capability', async () => {
    const { secret: smsOnly } = await server.issue({ capabilities: ['sms_analysis'] });
    const error = await rejection(new Centinela({ baseUrl: server.url, apiKey: smsOnly }).analyzeEmail(simpleMessage()));
    assert.equal(error.code, 'capability_not_granted');
  });

  it('surfaces an invalid Idempotency-Key given by the caller', async () => {
    const error = await rejection(centinela.analyzeEmail(simpleMessage(), { idempotencyKey: 'short' }));
    assert.equal(error.code, 'idempotency_key_invalid');
  });
});
