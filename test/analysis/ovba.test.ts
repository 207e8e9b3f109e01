import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';

import { decompressOvba } from '../../src/analysis/formats/ovba.ts';
import { latin1Bytes, ovbaCompress } from './formats-builders.ts';

const hex = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text.replace(/\s+/g, ''), 'hex'));
const text = (bytes: Uint8Array | undefined): string => Buffer.from(bytes ?? []).toString('latin1');

describe('ovba: MS-OVBA decompression', () => {
  it('reads a chunk of literals only ([MS-OVBA] 3.2.1)', () => {
    const result = decompressOvba(hex('01 19 B0 00 61 62 63 64 65 66 67 68 00 69 6A 6B 6C 6D 6E 6F 70 00 71 72 73 74 75 76 2E'), 1000);
    assert.equal(text(result?.bytes), 'abcdefghijklmnopqrstuv.');
    assert.equal(result?.complete, true);
  });
  it('reads copy tokens, their width growing with the bytes already written ([MS-OVBA] 3.2.2)', () => {
    const compressed = hex(
      '01 2F B0 00 23 61 61 61 62 63 64 65 82 66 00 70 61 67 68 69 6A 01 38 08 61 6B 6C 00 30 6D 6E 6F 70 06 71 02 70 04 10 72 73 74 75 76 10 77 78 79 7A 00 3C',
    );
    assert.equal(text(decompressOvba(compressed, 1000)?.bytes), '#aaabcdefaaaaghijaaaaaklaaamnopqaaaaaaaaaaaarstuvwxyzaaa');
  });
  it('copies a run that overlaps what it copies from', () => {
    // 'a', then a copy token of offset 1 and length 14 (0x000B + 3): fifteen a's.
    assert.equal(text(decompressOvba(hex('01 03 B0 02 61 0B 00'), 1000)?.bytes), 'a'.repeat(15));
  });
  it('reads raw chunks and several chunks in a row', () => {
    const raw = new Uint8Array(4096).map((_, index) => (index * 7) & 0xff);
    const result = decompressOvba(Uint8Array.from([0x01, 0xff, 0x3f, ...raw]), 10_000);
    assert.deepEqual(result?.bytes, raw);
    const long = latin1Bytes('Sub Main()\r\n'.repeat(1000));
    assert.deepEqual(decompressOvba(ovbaCompress(long), 20_000)?.bytes, long);
  });
  it('gives back what the compressor took, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 9000 }), fc.constantFrom(4, 16, 255), (data, alphabet) => {
        const bytes = data.map((byte) => byte % alphabet);
        const result = decompressOvba(ovbaCompress(bytes), 10_000);
        assert.deepEqual(result?.bytes, bytes);
        assert.equal(result?.complete, true);
      }),
      { numRuns: 60 },
    );
  });
  it("starts where it is told (a module's source after its p-code)", () => {
    const container = ovbaCompress(latin1Bytes('Attribute VB_Name = "Module1"'));
    assert.equal(text(decompressOvba(Uint8Array.from([0xcc, 0xcc, 0xcc, ...container]), 100, 3)?.bytes), 'Attribute VB_Name = "Module1"');
  });
  it('answers undefined without the signature byte', () => {
    assert.equal(decompressOvba(hex('00 19 B0 00 61'), 100), undefined);
    assert.equal(decompressOvba(new Uint8Array(0), 100), undefined);
  });
  it('stops, keeping what it read, at a bad chunk header, a token reaching before the chunk, a cut chunk', () => {
    const badHeader = decompressOvba(hex('01 19 C0 00 61 62'), 100);
    assert.deepEqual([text(badHeader?.bytes), badHeader?.complete], ['', false]);
    const reachesBack = decompressOvba(hex('01 03 B0 02 61 0B 10'), 100);
    assert.deepEqual([text(reachesBack?.bytes), reachesBack?.complete], ['a', false]);
    const firstToken = decompressOvba(hex('01 03 B0 01 00 00'), 100);
    assert.deepEqual([text(firstToken?.bytes), firstToken?.complete], ['', false]);
    const cut = decompressOvba(hex('01 19 B0 00 61 62 63'), 100);
    assert.deepEqual([text(cut?.bytes), cut?.complete], ['abc', true]);
    const halfToken = decompressOvba(hex('01 03 B0 02 61 0B'), 100);
    assert.deepEqual([text(halfToken?.bytes), halfToken?.complete], ['a', false]);
  });
  it('stops at its output allowance', () => {
    const result = decompressOvba(ovbaCompress(latin1Bytes('x'.repeat(5000))), 1000);
    assert.equal(result?.bytes.length, 1000);
    assert.equal(result?.complete, false);
  });
  it('never throws and never passes its allowance on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.nat(5000), (data, max) => {
        const result = decompressOvba(Uint8Array.from([0x01, ...data]), max);
        assert.ok(result !== undefined && result.bytes.length <= max);
      }),
      { numRuns: 300 },
    );
  });
});
