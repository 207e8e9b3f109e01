// The server-wide allowance of body bytes in flight: a stalled upload holds its declared size
// until it ends, and a request that would pass the allowance is answered 503 service_overloaded
// with Retry-After before its body is read.

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { describe, test } from 'node:test';
import { BodyBudget } from '../../src/http/body-budget.ts';
import { ControlledAnalyzer } from '../support/fake-analyzer.ts';
import { simpleMessage } from '../support/messages.ts';
import { checkResponse } from '../support/openapi.ts';
import { postMessage, startServer } from '../support/server.ts';

const newKey = (): string => `key-${randomUUID()}`;

/** Opens an upload that declares `length` bytes and sends only its first line. */
function stalledUpload(url: string, secret: string, length: number): Promise<Socket> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST /v1/email-analyses HTTP/1.1\r\nHost: x\r\nX-API-Key: ${secret}\r\nIdempotency-Key: ${newKey()}\r\n` +
          `Content-Type: message/rfc822\r\nContent-Length: ${length}\r\n\r\nFrom: a@example.org\r\n`,
      );
      resolve(socket);
    });
    socket.on('data', () => undefined);
    socket.on('error', reject);
  });
}

describe('body bytes in flight', () => {
  test('the allowance counts reservations and gives them back', () => {
    const budget = new BodyBudget(100);
    assert.equal(budget.tryReserve(60), true);
    assert.equal(budget.tryReserve(50), false);
    assert.equal(budget.inFlight, 60);
    budget.release(60);
    assert.equal(budget.tryReserve(100), true);
  });

  test('past the allowance, a request is refused 503 before its body is read, and admitted again once the stalled one ends', async () => {
    const budget = new BodyBudget(200_000);
    const server = await startServer({ analyzer: new ControlledAnalyzer(), bodyBudget: budget, bodyIdleTimeoutMs: 60_000 });
    try {
      const { secret } = await server.issue();
      const stalled = await stalledUpload(server.url, secret, 150_000);
      // The stalled upload's reservation is made once its request is admitted.
      for (let i = 0; i < 100 && budget.inFlight === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(budget.inFlight, 150_000);

      const small = simpleMessage();
      const overloaded = await fetch(`${server.url}/v1/email-analyses`, {
        method: 'POST',
        headers: { 'content-type': 'message/rfc822', 'x-api-key': secret, 'idempotency-key': newKey(), 'content-length': String(60_000) },
        body: Buffer.concat([Buffer.from(small), Buffer.alloc(60_000 - small.length, 0x20)]),
      });
      const problem = (await overloaded.json()) as { code: string; status: number };
      assert.equal(overloaded.status, 503);
      assert.equal(problem.code, 'service_overloaded');
      assert.equal(overloaded.headers.get('retry-after'), '1');
      checkResponse(503, 'application/problem+json', problem);

      stalled.destroy();
      for (let i = 0; i < 100 && budget.inFlight > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(budget.inFlight, 0);
      const admitted = await postMessage(server, small, { 'x-api-key': secret, 'idempotency-key': newKey() });
      assert.equal(admitted.status, 200);
      await admitted.arrayBuffer();
      for (let i = 0; i < 100 && budget.inFlight > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(budget.inFlight, 0);
    } finally {
      await server.close();
    }
  });
});
