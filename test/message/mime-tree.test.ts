// The internals of postal-mime that mime-tree.ts reads: this fails first if an upgrade moves them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Budget } from '../../src/message/budget.ts';
import { CONTRACT_LIMITS } from '../../src/message/limits.ts';
import PostalMime from 'postal-mime';
import fc from 'fast-check';
import { readLine, readMimeTree } from '../../src/message/mime-tree.ts';
import { mixed, textPart } from './mime.ts';

describe('readMimeTree over postal-mime', () => {
  it('exposes the tree, raw header lines, body offsets and closed boundaries', async () => {
    const message = mixed([textPart('first'), textPart('second')]);
    const budget = new Budget(CONTRACT_LIMITS);
    const tree = await readMimeTree(message, budget, 0);
    const root = tree.root;
    assert.equal(root.contentType.multipart, 'mixed');
    assert.equal(root.contentType.parsed.params['boundary'], 'b0');
    assert.equal(root.childNodes.length, 2);
    assert.ok(tree.terminated.has(root));
    const first = root.childNodes[0]!;
    assert.equal(first.depth, 1);
    assert.equal(first.contentTransferEncoding.encoding, '8bit');
    assert.equal(typeof first.decodeFlowedText, 'function');
    assert.equal(typeof first.feed, 'function');
    const trace = tree.trace.get(first)!;
    // an unencoded body is not collected by postal-mime: its content is the raw range
    assert.ok(trace.rawContent);
    assert.equal(first.content!.byteLength, 0);
    assert.deepEqual(
      trace.rawHeaderLines.map((line) => new TextDecoder().decode(line)),
      ['Content-Type: text/plain; charset=utf-8'],
    );
    assert.equal(new TextDecoder().decode(message.subarray(trace.bodyStart, trace.bodyEnd)), 'first');
    assert.equal(budget.parts, 3);
    assert.equal(budget.headers, 7);
  });

  it('cuts lines as postal-mime readLine does', () => {
    // Bytes rich in line ends: CR and LF runs, CR inside a line, a last line without LF.
    const bytes = fc.uint8Array({ maxLength: 64 }).map((raw) => raw.map((byte) => [0x0a, 0x0d, 0x61, 0x20][byte % 4]!));
    fc.assert(
      fc.property(bytes, (raw) => {
        const theirs = new PostalMime() as unknown as { buf: ArrayBuffer; av: Uint8Array; readPos: number; readLine(): { bytes: Uint8Array; done: boolean } };
        const ours = { buf: raw.slice().buffer, av: new Uint8Array(0), readPos: 0 };
        ours.av = new Uint8Array(ours.buf);
        Object.assign(theirs, { buf: ours.buf, av: ours.av, readPos: 0 });
        while (theirs.readPos < theirs.av.length) {
          const line = theirs.readLine();
          const mine = readLine(ours);
          assert.deepEqual([mine.byteOffset, mine.length, ours.readPos >= ours.av.length], [line.bytes.byteOffset, line.bytes.length, line.done]);
          assert.equal(ours.readPos, theirs.readPos);
        }
        assert.equal(ours.readPos, ours.av.length);
      }),
      { numRuns: 5_000 },
    );
  });
});
