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

test('a body of declared length is read into its buffer as it arrives; a length the body does not keep to still gives the bytes sent', async () => {
  const declared = (chunks: string[], length: string): IncomingMessage => Object.assign(request(chunks), { headers: { 'content-length': length } });
  const exact = await readBody(declared(['Subject: a\r\n', '\r\nbody'], '18'), 1000, 1000, { shared: true });
  assert.ok(exact.ok);
  assert.ok(exact.bytes.buffer instanceof SharedArrayBuffer);
  assert.equal(exact.bytes.buffer.byteLength, 18);
  assert.equal(Buffer.from(exact.bytes).toString(), 'Subject: a\r\n\r\nbody');
  for (const length of ['10', '12', '40', '0']) {
    for (const shared of [true, false]) {
      const read = await readBody(declared(['Subject: a\r\n', '\r\nbody'], length), 1000, 1000, { shared });
      assert.ok(read.ok, length);
      assert.equal(read.bytes.buffer.byteLength, read.bytes.length, length);
      assert.equal(read.bytes.buffer instanceof SharedArrayBuffer, shared, length);
      assert.equal(Buffer.from(read.bytes).toString(), 'Subject: a\r\n\r\nbody', length);
    }
  }
  assert.deepEqual(await readBody(declared(['0123456789', '0123456789'], '15'), 15, 1000, { shared: true }), { ok: false, reason: 'too_large' });
});
