// The fuzzing bench's inputs: the same seed rebuilds the same input, nothing passes the
// contract's message limit, and the bombs are what they claim to be. The engine is not run
// here (the bench does that); no timing is asserted.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import jpeg from 'jpeg-js';
import { GENERATORS, MESSAGE_LIMIT, multipart, progressiveJpeg, wrap } from '../../bench/support/fuzz-bombs.ts';
import { makeInput, mutate, NO_CORPUS } from '../../bench/support/fuzz-inputs.ts';
import { MUTATORS, mutateFileHeader, toBytes, toText } from '../../bench/support/fuzz-mutators.ts';
import { hashSeed, Rng } from '../../bench/support/fuzz-random.ts';
import { isoImage, storedZip, utf8, zip } from '../analysis/formats-builders.ts';
import { attachment, plain } from '../analysis/mail-builder.ts';

/** Byte equality without the assertion library's diff, which is slow on megabytes. */
const same = (a: Uint8Array, b: Uint8Array): boolean =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));

const sample = wrap(
  multipart('mixed', [
    plain('Hello Ana,\n\nthe figures are attached.\n\nLuis'),
    attachment('figures.zip', 'application/zip', zip({ 'figures.csv': 'a,b\n1,2\n' })),
    attachment('disk.iso', 'application/octet-stream', isoImage(['A.TXT'])),
  ]),
);

describe('fuzz: seeded random numbers', () => {
  it('repeat for a seed and differ between seeds', () => {
    const draw = (seed: number): number[] => {
      const rng = new Rng(seed);
      return Array.from({ length: 20 }, () => rng.int(0, 1_000_000));
    };
    assert.deepEqual(draw(7), draw(7));
    assert.notDeepEqual(draw(7), draw(8));
  });
  it('give unrelated inputs for nearby seeds and indices', () => {
    const notes = new Set<string>();
    for (const seed of [1, 5, 9]) for (let index = 0; index < 60; index++) notes.add(`${hashSeed(seed, index)}`);
    assert.equal(notes.size, 180);
  });
  it('stay within the bounds asked', () => {
    const rng = new Rng(3);
    for (let i = 0; i < 2000; i++) {
      const value = rng.int(-5, 5);
      assert.ok(value >= -5 && value <= 5 && Number.isInteger(value));
      const large = rng.logInt(10, 10_000_000);
      assert.ok(large >= 10 && large <= 10_000_000);
    }
  });
});

describe('fuzz: generators', () => {
  for (const generator of GENERATORS) {
    it(`${generator.name}: the same seed builds the same bytes, within the message limit`, () => {
      for (const seed of [1, 2]) {
        const first = generator.build(new Rng(seed));
        const second = generator.build(new Rng(seed));
        assert.ok(same(first.bytes, second.bytes), 'different bytes');
        assert.equal(first.note, second.note);
        assert.ok(first.bytes.length > 0 && first.bytes.length <= MESSAGE_LIMIT, `${first.bytes.length} bytes`);
        if (first.control !== undefined) assert.ok(first.control.length <= MESSAGE_LIMIT);
      }
    });
  }

  it('builds a progressive JPEG a decoder reads, with every AC scan repeated', () => {
    const image = progressiveJpeg(64, 5);
    const decoded = jpeg.decode(image, { useTArray: true });
    assert.equal(decoded.width, 64);
    assert.equal(decoded.height, 64);
    let scans = 0;
    for (let i = 0; i + 1 < image.length; i++) if (image[i] === 0xff && image[i + 1] === 0xda) scans++;
    assert.equal(scans, 6); // the DC scan and five AC scans
  });
});

describe('fuzz: mutators', () => {
  for (const mutator of MUTATORS) {
    it(`${mutator.name}: the same seed makes the same change, within the limit`, () => {
      for (const seed of [1, 2, 3]) {
        const first = mutator.apply(toText(sample), new Rng(seed));
        const second = mutator.apply(toText(sample), new Rng(seed));
        assert.equal(first?.step, second?.step);
        assert.ok(first?.text === second?.text, 'different text');
        if (first !== undefined) assert.ok(first.text.length <= MESSAGE_LIMIT);
      }
    });
  }

  it('never passes the limit, even from a message just under it', () => {
    const lines = `${'x'.repeat(74)}\r\n`.repeat(Math.floor((MESSAGE_LIMIT - 4000) / 76));
    const near = toText(wrap({ headers: ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 7bit'], body: lines }));
    assert.ok(near.length <= MESSAGE_LIMIT);
    for (const mutator of MUTATORS) {
      for (const seed of [1, 2]) {
        const result = mutator.apply(near, new Rng(seed));
        if (result !== undefined) assert.ok(result.text.length <= MESSAGE_LIMIT, `${mutator.name}: ${result.text.length}`);
      }
    }
  });

  it('changes the named field of a zip', () => {
    const original = Buffer.from(storedZip([{ name: 'a.txt', data: utf8('hello') }]));
    for (let seed = 0; seed < 30; seed++) {
      const { data, what } = mutateFileHeader(original, new Rng(seed));
      assert.match(what, /^zip /);
      assert.notDeepEqual(data, original, what);
    }
  });

  it('round-trips a message through its latin1 text unchanged', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    assert.deepEqual(toBytes(toText(bytes)), bytes);
  });
});

describe('fuzz: inputs', () => {
  it('input i of a seed is rebuilt identically, and stays within the limit', () => {
    for (let index = 0; index < 24; index++) {
      const first = makeInput(11, index, NO_CORPUS);
      const second = makeInput(11, index, NO_CORPUS);
      assert.equal(first.origin, second.origin);
      assert.deepEqual(first.chain, second.chain);
      assert.ok(same(first.bytes, second.bytes), `#${index}: different bytes`);
      assert.ok(first.bytes.length <= MESSAGE_LIMIT, `#${index}: ${first.bytes.length}`);
    }
  });

  it('mutates the requested number of times and keeps a control only for content-preserving chains', () => {
    const result = mutate(sample, 3, new Rng(5));
    assert.equal(result.steps.length, 3);
    const again = mutate(sample, 3, new Rng(5));
    assert.deepEqual(result.steps, again.steps);
    for (let index = 0; index < 60; index++) {
      const input = makeInput(4, index, NO_CORPUS);
      if (input.origin.startsWith('base:') && input.control !== undefined) {
        assert.ok(
          input.chain.every((step) => /transfer-to-|pad-before-text|part-nest|line-ends lf|wrap-multipart/.test(step)),
          input.chain.join(' > '),
        );
      }
    }
  });
});
