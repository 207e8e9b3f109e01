// The Date and Received parser on hostile header values: a digit followed by a long run of
// white space made the old pattern (`\s*-?\s*`) backtrack quadratically (16 KiB: 0.47 s). The
// test compares the time per call between sizes 16 times apart: linear work grows about 16
// times, quadratic work 256 times. A ratio, never an absolute time.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDateTime } from '../../src/analysis/mail/date-time.ts';

const KIB = 1024;
/** Linear work grows 16 times from one size to the next; quadratic 256 times. */
const MAX_RATIO = 64;

/** Milliseconds per call: the least of a few trials, each repeated until it lasts a few ms. */
function perCall(value: string): number {
  let best = Infinity;
  for (let trial = 0; trial < 5; trial++) {
    let calls = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      parseDateTime(value);
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
