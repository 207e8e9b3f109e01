// What an attacker can read back from the service beyond the contract: a path is never echoed
// in an error body, the request log never holds anything shaped like a secret, and no answer
// may be sniffed into another type (`X-Content-Type-Options: nosniff` on every response).

import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { Registry } from 'prom-client';
import { loggedPath } from '../../src/http/logged-path.ts';
import { startMetricsServer } from '../../src/ops/metrics-server.ts';
import { ControlledAnalyzer } from '../support/fake-analyzer.ts';
import { startServer, type TestServer } from '../support/server.ts';

describe('leaks and headers over a real server', () => {
  let server: TestServer;
  let secret: string;

  before(async () => {
    server = await startServer({ analyzer: new ControlledAnalyzer() });
    ({ secret } = await server.issue());
  });
  after(() => server.close());

  test('a secret in the path is neither echoed in the 404 body nor written to the request log', async () => {
    const encoded = secret.replaceAll('_', '%5F');
    for (const path of [`/v1/email-analyses/${secret}`, `/${secret}`, `/v1/email-analyses/${encoded}`, `/v1/x/${secret.slice(0, 30)}`]) {
      const before = server.logs.length;
      const response = await fetch(server.url + path, { method: 'POST', headers: { 'x-api-key': secret } });
      const text = await response.text();
      assert.equal(response.status, 404, text);
      assert.doesNotMatch(text, /cnt_|cnt%5F|\/v1\/|email-analyses/i, path);
      const logged = server.logs.slice(before).join('');
      assert.match(logged, /"status":404/);
      assert.doesNotMatch(logged, new RegExp(secret.slice(9, 29)), path);
    }
  });

  test('a secret sent as X-Request-ID is not echoed nor logged: another id is generated', async () => {
    const before = server.logs.length;
    const response = await fetch(server.url + '/', { headers: { 'x-request-id': secret } });
    await response.arrayBuffer();
    assert.equal(response.status, 200);
    assert.notEqual(response.headers.get('x-request-id'), secret);
    assert.match(response.headers.get('x-request-id') ?? '', /^[A-Za-z0-9][A-Za-z0-9._:-]{7,79}$/);
    assert.doesNotMatch(server.logs.slice(before).join(''), new RegExp(secret.slice(9, 29)));
  });

  test('a 405 names no path either', async () => {
    const response = await fetch(server.url + `/v1/email-analyses`, { method: 'GET' });
    const text = await response.text();
    assert.equal(response.status, 405);
    assert.doesNotMatch(text, /email-analyses/);
  });

  test('every answer says nosniff: index, OpenAPI document, health, errors, the site', async () => {
    const answers = [
      await fetch(server.url + '/'),
      await fetch(server.url + '/v1/openapi.json'),
      await fetch(server.url + '/api/v1/health'),
      await fetch(server.url + '/nowhere'),
      await fetch(server.url + '/', { method: 'DELETE' }),
      await fetch(server.url + '/v1/email-analyses', { method: 'POST' }),
      await fetch(server.url + '/v1/email-analyses?api_key=x', { method: 'POST' }),
      await fetch(server.url + '/landing'),
    ];
    for (const response of answers) {
      await response.arrayBuffer();
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', `${response.url} ${response.status}`);
    }
  });

  test('a request Node cannot parse gets nosniff too', async () => {
    const port = Number(new URL(server.url).port);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    assert.match(raw, /^HTTP\/1\.1 400/);
    assert.match(raw, /\r\nX-Content-Type-Options: nosniff\r\n/i);
  });
});

test('the metrics listener says nosniff', async () => {
  const metrics = await startMetricsServer(new Registry(), 0, '127.0.0.1');
  try {
    for (const path of ['/metrics', '/other']) {
      const response = await fetch(`http://127.0.0.1:${metrics.port}${path}`);
      await response.arrayBuffer();
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
    }
  } finally {
    await metrics.close();
  }
});

test('logged paths: query dropped, secret-shaped and token-like runs redacted, length capped', () => {
  const secret = `cnt_live_${'aB3'.repeat(14)}x`;
  assert.equal(loggedPath(`/v1/email-analyses/${secret}?api_key=1`), '/v1/email-analyses/cnt_live_[redacted]');
  assert.equal(loggedPath(`/cnt%5ftest%5Fabc123`), '/cnt%5ftest%5F[redacted]');
  assert.equal(loggedPath(`/hook/${'Zz9'.repeat(12)}`), '/hook/[redacted]');
  assert.equal(loggedPath('/v1/email-analyses'), '/v1/email-analyses');
  assert.equal(loggedPath(`/assets/${'a'.repeat(40)}.css`), `/assets/${'a'.repeat(40)}.css`);
  assert.ok(loggedPath(`/${'a/'.repeat(5000)}`).length <= 257);
});
