import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONTRACT_LIMITS } from '../../src/message/limits.ts';
import type { LimitName, MessageLimits } from '../../src/message/limits.ts';
import { parseMessage } from '../../src/message/parse.ts';
import { isMessageRejection } from '../../src/message/rejection.ts';
import type { RejectionDetail } from '../../src/message/rejection.ts';
import { bytes, entity, filePart, mixed, multipartBody, nested, simple, textPart, TOP } from './mime.ts';
import type { Entity } from './mime.ts';

async function rejection(message: Uint8Array, limits?: MessageLimits): Promise<RejectionDetail> {
  try {
    await parseMessage(message, limits);
  } catch (error) {
    assert.ok(isMessageRejection(error), `expected a MessageRejection, got ${String(error)}`);
    return error.detail;
  }
  assert.fail('the message was accepted');
}

function tooComplex(limit: LimitName): RejectionDetail {
  return { code: 'email_too_complex', limit, max: CONTRACT_LIMITS.structural[limit] };
}

function lowered(limit: LimitName, max: number): MessageLimits {
  return { ...CONTRACT_LIMITS, structural: { ...CONTRACT_LIMITS.structural, [limit]: max } };
}

describe('contract rejections (section 1.4 rows 12–13)', () => {
  it('refuses an empty body', async () => {
    assert.deepEqual(await rejection(new Uint8Array(0)), { code: 'empty_body' });
  });

  it('refuses a NUL byte anywhere, even in an attachment', async () => {
    const message = mixed([textPart('hi'), { headers: ['Content-Type: application/octet-stream'], body: bytes('a', new Uint8Array([0]), 'b') }]);
    assert.deepEqual(await rejection(message), { code: 'message_unparseable', reason: 'nul_byte' });
  });

  it('refuses a message that does not begin with a header field', async () => {
    for (const text of ['Hello there\r\n\r\nbody\r\n', '\r\nFrom: a@b.c\r\n\r\nbody', ' folded: x\r\n\r\nbody', ': no name\r\n\r\nx']) {
      assert.deepEqual(await rejection(bytes(text)), { code: 'message_unparseable', reason: 'no_header_section' }, text);
    }
  });

  it('refuses a header section that never ends', async () => {
    assert.deepEqual(await rejection(bytes('From: a@b.c\r\nSubject: x\r\n')), { code: 'message_unparseable', reason: 'no_body' });
    assert.deepEqual(await rejection(bytes('From: a@b.c')), { code: 'message_unparseable', reason: 'no_body' });
  });

  it('accepts a header section followed by an empty body', async () => {
    const model = await parseMessage(bytes('From: a@b.c\r\n\r\n'));
    assert.equal(model.text, '');
  });

  it('puts message_unparseable before email_too_complex', async () => {
    const hugeHeaders = `From: a@b.c\r\nX-Long: ${'a'.repeat(300_000)}\r\n`;
    assert.deepEqual(await rejection(bytes(hugeHeaders)), { code: 'message_unparseable', reason: 'no_body' });
    assert.deepEqual(await rejection(bytes(hugeHeaders, new Uint8Array([0]))), { code: 'message_unparseable', reason: 'nul_byte' });
  });
});

describe('structural limits (section 3): the maximum is accepted, one past it refused', () => {
  it('header_block_bytes', async () => {
    // 400 fields of about 650 bytes: under the header_count and header_bytes limits.
    const block = (size: number): Uint8Array => {
      const lines = ['From: a@b.c\r\n'];
      let length = lines[0]!.length;
      for (let i = 0; length < size; i++) {
        const head = `X-Pad-${i}: `;
        const line = head + 'p'.repeat(Math.min(650, size - length - head.length - 2)) + '\r\n';
        lines.push(line);
        length += line.length;
      }
      return bytes(lines.join(''), '\r\nbody');
    };
    const max = CONTRACT_LIMITS.structural.header_block_bytes;
    assert.equal((await parseMessage(block(max))).metrics.headerBlockBytes, max);
    assert.deepEqual(await rejection(block(max + 1)), tooComplex('header_block_bytes'));
  });

  it('header_count, counted across every part', async () => {
    const withHeaders = (count: number): Uint8Array => {
      const partHeaders = Array.from({ length: 100 }, (_, i) => `X-Part-${i}: v`);
      const topCount = count - 100 - TOP.length - 1;
      const top = [...TOP, 'Content-Type: multipart/mixed; boundary="b"', ...Array.from({ length: topCount }, (_, i) => `X-Top-${i}: v`)];
      return entity(top, multipartBody('b', [{ headers: partHeaders, body: 'x' }]));
    };
    const max = CONTRACT_LIMITS.structural.header_count;
    assert.equal((await parseMessage(withHeaders(max))).metrics.headerCount, max);
    assert.deepEqual(await rejection(withHeaders(max + 1)), tooComplex('header_count'));
  });

  it('header_bytes, one logical header with its folds', async () => {
    const max = CONTRACT_LIMITS.structural.header_bytes;
    const folded = (size: number): Uint8Array => {
      const name = 'X-Long:';
      const lines = [name];
      let length = name.length;
      while (length < size) {
        const piece = ' ' + 'w'.repeat(Math.min(70, size - length - 1));
        lines.push(piece);
        length += piece.length;
      }
      return entity(['From: a@b.c', lines.join('\r\n')], 'body');
    };
    await parseMessage(folded(max));
    assert.deepEqual(await rejection(folded(max + 1)), tooComplex('header_bytes'));
  });

  it('mime_parts, the root included', async () => {
    const max = CONTRACT_LIMITS.structural.mime_parts;
    const parts = (count: number): Uint8Array => mixed(Array.from({ length: count - 1 }, () => textPart('x')));
    assert.equal((await parseMessage(parts(max))).metrics.partCount, max);
    assert.deepEqual(await rejection(parts(max + 1)), tooComplex('mime_parts'));
  });

  it('mime_depth, the root at depth 0', async () => {
    const max = CONTRACT_LIMITS.structural.mime_depth;
    assert.equal((await parseMessage(nested(max))).metrics.maxDepth, max);
    assert.deepEqual(await rejection(nested(max + 1)), tooComplex('mime_depth'));
  });

  it('attachments, inline images included', async () => {
    const max = CONTRACT_LIMITS.structural.attachments;
    const files = (count: number): Uint8Array =>
      mixed([
        textPart('see attached'),
        { headers: ['Content-Type: image/png', 'Content-Disposition: inline', 'Content-ID: <logo>'], body: 'png' },
        ...Array.from({ length: count - 1 }, (_, i) => filePart(`f${i}.bin`)),
      ]);
    assert.equal((await parseMessage(files(max))).metrics.attachmentCount, max);
    assert.deepEqual(await rejection(files(max + 1)), tooComplex('attachments'));
  });

  it('decoded_bytes, summed over every part', async () => {
    const limits = lowered('decoded_bytes', 1000);
    const sized = (size: number): Uint8Array =>
      mixed([
        { headers: ['Content-Type: text/plain', 'Content-Transfer-Encoding: base64'], body: Buffer.alloc(size - 500, 'a').toString('base64') },
        { headers: ['Content-Type: application/octet-stream', 'Content-Transfer-Encoding: base64'], body: Buffer.alloc(500, 'b').toString('base64') },
      ]);
    assert.equal((await parseMessage(sized(1000), limits)).metrics.decodedBytes, 1000);
    assert.deepEqual(await rejection(sized(1001), limits), { code: 'email_too_complex', limit: 'decoded_bytes', max: 1000 });
  });

  it('counts the parts of nested messages against the same limit', async () => {
    const limits = lowered('mime_parts', 5);
    const inner = mixed([textPart('a'), textPart('b')], {}, 'inner');
    const outer = (extra: number): Uint8Array =>
      mixed([{ headers: ['Content-Type: message/rfc822'], body: inner }, ...Array.from({ length: extra }, () => textPart('x'))]);
    // root + rfc822 part + nested root and its two parts = 5
    assert.equal((await parseMessage(outer(0), limits)).metrics.partCount, 5);
    assert.deepEqual(await rejection(outer(1), limits), { code: 'email_too_complex', limit: 'mime_parts', max: 5 });
  });

  it('refuses 100,000 parts and depth 10,000 (the parse stops at the first limit)', async () => {
    const parts: Entity[] = Array.from({ length: 100_000 }, () => ({ headers: [], body: 'x' }));
    assert.deepEqual(await rejection(mixed(parts)), tooComplex('mime_parts'));
    assert.deepEqual(await rejection(nested(10_000)), tooComplex('mime_depth'));
  });

  it('applies limits an operator lowered', async () => {
    assert.deepEqual(await rejection(simple('text/plain', 'x'), lowered('header_count', 3)), {
      code: 'email_too_complex',
      limit: 'header_count',
      max: 3,
    });
  });
});
