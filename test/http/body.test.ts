import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import { readBody } from '../../src/http/body.ts';

const request = (chunks: string[]): IncomingMessage => Readable.from(chunks.map((chunk) => Buffer.from(chunk))) as unknown as IncomingMessage;

test('a body is joined into one buffer of its own, in shared memory when asked', async () => {
  const plain = await readBody(request(['Subject: a\r\n', '\r\nbody']), 1000);
  const shared = await readBody(request(['Subject: a\r\n', '\r\nbody']), 1000, 1000, { shared: true });
  assert.ok(plain.ok && shared.ok);
  assert.ok(plain.bytes.buffer instanceof ArrayBuffer);
  assert.ok(shared.bytes.buffer instanceof SharedArrayBuffer);
  assert.equal(shared.bytes.byteOffset, 0);
  assert.equal(shared.bytes.buffer.byteLength, shared.bytes.length);
  assert.equal(Buffer.from(shared.bytes).toString(), 'Subject: a\r\n\r\nbody');
  assert.deepEqual(shared.bytes, plain.bytes);
});

test('a body past the limit is refused, shared or not', async () => {
  const read = await readBody(request(['0123456789', '0123456789']), 15, 1000, { shared: true });
  assert.deepEqual(read, { ok: false, reason: 'too_large' });
});
