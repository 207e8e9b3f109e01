// Readers an attacker can feed long runs: the Date and Received parser (a digit and 16 KiB of
// spaces took 0.47 s with `\s*-?\s*`), a PDF image's /DecodeParms (64 KiB of spaces took 5.2 s
// with `\s*\[?\s*`), and Office parts (1 MiB of unclosed elements took 136 s in an unbounded
// XML element stack; 160 KB of unclosed `<w:t` 7.8 s in a pattern). The tests compare the time per call between sizes 16
// times apart: linear work grows about 16 times, quadratic work 256 times. A ratio, never an
// absolute time.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_LIMITS } from '../../src/analysis/formats/limits.ts';
import { inspectOoxml } from '../../src/analysis/formats/ooxml.ts';
import { readPdfImage } from '../../src/analysis/formats/pdf-images.ts';
import { docx } from './formats-builders.ts';
import { parseDateTime } from '../../src/analysis/mail/date-time.ts';

const KIB = 1024;
/** Linear work grows 16 times from one size to the next; quadratic 256 times. */
const MAX_RATIO = 64;

/** Milliseconds per call: the least of a few trials, each repeated until it lasts a few ms. */
function perCall(value: string, parse: (value: string) => unknown = parseDateTime): number {
  let best = Infinity;
  for (let trial = 0; trial < 5; trial++) {
    let calls = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      parse(value);
      calls++;
      elapsed = performance.now() - start;
    } while (elapsed < 5);
    best = Math.min(best, elapsed / calls);
    // One long call is already enough to tell: no need to repeat a slow trial.
    if (elapsed > 500) break;
  }
  return best;
}

describe('parseDateTime on hostile values', () => {
  const shapes: readonly [string, (spaces: string) => string][] = [
    ['a digit, then spaces', (spaces) => `1${spaces}`],
    ['a digit, spaces, a dash, spaces', (spaces) => `1${spaces}-${spaces}x`],
    ['a day and a month, then spaces', (spaces) => `Tue, 4 Mar${spaces}`],
    ['a day, a month, a year, then spaces', (spaces) => `4 Mar 2025${spaces}x`],
    ['an asctime start, then spaces', (spaces) => `Mar${spaces}4${spaces}x`],
    ['tabs and spaces', (spaces) => `12${spaces.replaceAll('  ', ' \t')}-`],
  ];
  for (const [name, build] of shapes) {
    it(`stays linear: ${name} (4 KiB, 64 KiB, 1 MiB)`, () => {
      parseDateTime(build(' '.repeat(KIB))); // warm up
      let previous = perCall(build(' '.repeat(4 * KIB)));
      for (const size of [64 * KIB, 1024 * KIB]) {
        const current = perCall(build(' '.repeat(size)));
        const ratio = current / Math.max(previous, 1e-4);
        assert.ok(ratio < MAX_RATIO, `${name}: ${size / KIB} KiB took ${ratio.toFixed(0)} times the time of the size before (${current.toFixed(2)} ms)`);
        previous = current;
      }
    });
  }

  it('still reads dates with dashes and odd spacing', () => {
    assert.equal(parseDateTime('4-Mar-2025 11:14:55 +0000'), Date.parse('2025-03-04T11:14:55Z'));
    assert.equal(parseDateTime('4 - Mar - 2025 11:14:55 +0000'), Date.parse('2025-03-04T11:14:55Z'));
    assert.equal(parseDateTime('4Mar2025 11:14 GMT'), Date.parse('2025-03-04T11:14:00Z'));
    assert.equal(parseDateTime('by mx; 4  Mar.  25 11:14:55 -0500'), Date.parse('2025-03-04T16:14:55Z'));
  });
});

describe('a PDF image dictionary on hostile white space', () => {
  const resolver = { body: () => undefined, stream: () => undefined };
  const image = (dictionary: string): unknown => readPdfImage(dictionary, new Uint8Array(16), resolver);
  const shapes: readonly [string, (spaces: string) => string][] = [
    ['spaces after /DecodeParms', (spaces) => `/DecodeParms${spaces}x`],
    ['spaces after its bracket', (spaces) => `/DecodeParms [${spaces}x`],
    ['an unclosed parameter dictionary, many times', (spaces) => `/DecodeParms <<${spaces.replaceAll(' '.repeat(64), `${' '.repeat(50)}/DecodeParms <<`)}`],
  ];
  for (const [name, build] of shapes) {
    it(`stays linear: ${name} (4 KiB, 64 KiB, 1 MiB)`, () => {
      const dictionary = (spaces: string) =>
        `<< /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode ${build(spaces)} >>`;
      image(dictionary(' '.repeat(KIB)));
      let previous = perCall(dictionary(' '.repeat(4 * KIB)), image);
      for (const size of [64 * KIB, 1024 * KIB]) {
        const current = perCall(dictionary(' '.repeat(size)), image);
        const ratio = current / Math.max(previous, 1e-4);
        assert.ok(ratio < MAX_RATIO, `${name}: ${size / KIB} KiB took ${ratio.toFixed(0)} times the time of the size before (${current.toFixed(2)} ms)`);
        previous = current;
      }
    });
  }

  it('still reads the predictor', () => {
    const grey = '/Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode';
    for (const parms of ['/DecodeParms << /Predictor 15 /Columns 64 >>', '/DecodeParms [ << /Predictor 12 >> ]', '/DecodeParms<</Predictor 10>>']) {
      const read = readPdfImage(`<< ${grey} ${parms} >>`, new Uint8Array(16), resolver) as { pngPredictor: boolean } | undefined;
      assert.equal(read?.pngPredictor, true, parms);
    }
  });
});

describe('Office parts of unclosed elements', () => {
  const limits = { ...DEFAULT_LIMITS, deadline: Number.POSITIVE_INFINITY };
  for (const unit of ['<x>', '<w:t>', '<w:t ', '<w:p><w:t>a']) {
    it(`stay linear: ${unit} repeated (16 KiB, 256 KiB, 1 MiB)`, () => {
      const inspect = (size: number): (() => unknown) => {
        const part = unit.repeat(Math.floor(size / unit.length));
        const bytes = docx({ 'word/document.xml': part, 'word/_rels/document.xml.rels': part });
        return () => inspectOoxml(bytes, limits);
      };
      inspect(KIB)();
      const small = perCall('', inspect(16 * KIB));
      const middle = perCall('', inspect(256 * KIB));
      const large = perCall('', inspect(1024 * KIB));
      // 16 and 64 times the size: linear work grows that much, quadratic its square; the bounds
      // leave four times linear for a loaded machine and stay far below quadratic.
      assert.ok(middle / small < 64, `${unit}: 256 KiB took ${(middle / small).toFixed(0)} times 16 KiB's time`);
      assert.ok(large / small < 256, `${unit}: 1 MiB took ${(large / small).toFixed(0)} times 16 KiB's time`);
    });
  }
});
