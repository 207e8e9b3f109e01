// The mbox splitter: separators, mboxrd unquoting, line endings, limits, chunk boundaries.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { looksLikeMbox, type MboxMessage, splitMbox } from '../../src/cli/mbox.ts';

async function split(text: string | Buffer, max = 1_000_000, chunkSize = Infinity): Promise<MboxMessage[]> {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (let start = 0; start < bytes.length; start += Math.min(chunkSize, bytes.length)) {
      yield Buffer.from(bytes.subarray(start, start + chunkSize));
    }
  }
  const messages: MboxMessage[] = [];
  for await (const message of splitMbox(chunks(), max)) messages.push(message);
  return messages;
}

const texts = (messages: MboxMessage[]): (string | undefined)[] =>
  messages.map((message) => (message.bytes === undefined ? undefined : Buffer.from(message.bytes).toString('latin1')));

const MBOX = [
  'From alice@example.org Fri Nov 20 12:00:00 2026',
  'From: alice@example.org',
  'Subject: one',
  '',
  'First body.',
  '>From the start, this line was quoted.',
  '>>From two levels.',
  '> From is not quoted (a space after >).',
  '',
  'From bob@example.org Fri Nov 20 12:01:00 2026',
  'From: bob@example.org',
  'Subject: two',
  '',
  'Second body.',
  '',
  '',
].join('\n');

describe('splitMbox', () => {
  it('splits at From lines, drops the empty line before them, and unquotes >From once', async () => {
    const messages = await split(MBOX);
    assert.deepEqual(
      messages.map((message) => message.index),
      [1, 2],
    );
    assert.deepEqual(texts(messages), [
      [
        'From: alice@example.org',
        'Subject: one',
        '',
        'First body.',
        'From the start, this line was quoted.',
        '>From two levels.',
        '> From is not quoted (a space after >).',
        '',
      ].join('\n'),
      ['From: bob@example.org', 'Subject: two', '', 'Second body.', ''].join('\n'),
    ]);
    assert.deepEqual(
      messages.map((message) => message.size),
      texts(messages).map((text) => text!.length),
    );
  });

  it('accounts for every byte of the file across the messages', async () => {
    const messages = await split(MBOX);
    assert.equal(
      messages.reduce((sum, message) => sum + message.fileBytes, 0),
      Buffer.byteLength(MBOX, 'latin1'),
    );
  });

  it('gives the same messages whatever the chunk boundaries', async () => {
    const whole = texts(await split(MBOX));
    for (const size of [1, 2, 3, 5, 7, 64]) assert.deepEqual(texts(await split(MBOX, 1_000_000, size)), whole, `chunks of ${size}`);
  });

  it('keeps CRLF line endings and bytes that are not UTF-8 as they are', async () => {
    const crlf = Buffer.concat([
      Buffer.from('From x Fri Nov 20 12:00:00 2026\r\nSubject: caf'),
      Buffer.from([0xe9, 0xff]),
      Buffer.from('\r\n\r\nbody\r\n\r\nFrom y Fri Nov 20 12:00:00 2026\r\nSubject: b\r\n\r\nx\r\n'),
    ]);
    const messages = await split(crlf, 1_000_000, 4);
    assert.equal(messages.length, 2);
    assert.ok(
      Buffer.from(messages[0]!.bytes!).equals(Buffer.concat([Buffer.from('Subject: caf'), Buffer.from([0xe9, 0xff]), Buffer.from('\r\n\r\nbody\r\n')])),
    );
    assert.equal(Buffer.from(messages[1]!.bytes!).toString('latin1'), 'Subject: b\r\n\r\nx\r\n');
  });

  it('splits at a From line that follows a non-empty line, keeping that line', async () => {
    assert.deepEqual(texts(await split('From a\nSubject: 1\n\nlast line\nFrom b\nSubject: 2\n\nx\n')), ['Subject: 1\n\nlast line\n', 'Subject: 2\n\nx\n']);
  });

  it('keeps a last message that ends without a newline', async () => {
    assert.deepEqual(texts(await split('From a\nSubject: x\n\nno newline at the end')), ['Subject: x\n\nno newline at the end']);
  });

  it('reports a message over the limit with its size and without its bytes, and goes on', async () => {
    const big = `From a\nSubject: big\n\n${'x'.repeat(500)}\n\nFrom b\nSubject: small\n\ny\n`;
    const messages = await split(big, 100, 16);
    assert.equal(messages.length, 2);
    assert.equal(messages[0]!.bytes, undefined);
    assert.equal(messages[0]!.size, 'Subject: big\n\n'.length + 501);
    assert.equal(texts(messages)[1], 'Subject: small\n\ny\n');
  });

  it('reports a single line longer than the limit without holding it', async () => {
    const messages = await split(`From a\nSubject: ${'y'.repeat(10_000)}\n`, 1_000, 100);
    assert.equal(messages.length, 1);
    assert.equal(messages[0]!.bytes, undefined);
    assert.equal(messages[0]!.size, 'Subject: '.length + 10_001);
  });

  it('recognises an mbox by its first line', () => {
    assert.equal(looksLikeMbox(Buffer.from('From a@b Fri Nov 20')), true);
    assert.equal(looksLikeMbox(Buffer.from('From: a@b')), false);
    assert.equal(looksLikeMbox(Buffer.from('Fro')), false);
  });
});
