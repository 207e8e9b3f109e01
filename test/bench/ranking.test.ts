import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { descending, partialAuc, recallAt } from '../../bench/support/ranking.ts';

describe('ranking threats above a legitimate reference', () => {
  // 200 reference scores 0.000 … 0.995: the 1% point is the 3rd highest (0.985).
  const reference = descending(Array.from({ length: 200 }, (_, n) => n / 200));

  it('reads recall above the score that a share of the reference passes', () => {
    const threats = [0.99, 0.986, 0.985, 0.5];
    assert.equal(recallAt(threats, reference, 0.01), 2 / 4); // strictly above 0.985
    assert.equal(recallAt(threats, reference, 0), 0 / 4); // above the highest, 0.995
    assert.equal(recallAt(threats, reference, 0.5), 4 / 4); // above 0.495
    assert.equal(recallAt([0.4, 0.6], reference, 0.5), 1 / 2);
  });

  it('averages recall over every reference rank up to the ceiling', () => {
    // Ranks 0–3 of the reference (2% of 200): 0.995, 0.99, 0.985, 0.98.
    const threats = [1, 0.992, 0.982, 0];
    // above 0.995: 1; above 0.99: 2; above 0.985: 2; above 0.98: 3 → (1+2+2+3)/4/4
    assert.equal(partialAuc(threats, reference, 0.02), (1 + 2 + 2 + 3) / 16);
  });

  it('is perfect when every threat outscores the whole reference, and nothing when none does', () => {
    assert.equal(partialAuc([2, 3], reference, 0.02), 1);
    assert.equal(partialAuc([-1], reference, 0.02), 0);
  });

  it('says nothing without threats or reference', () => {
    assert.ok(Number.isNaN(recallAt([], reference, 0.01)));
    assert.ok(Number.isNaN(partialAuc([0.5], [], 0.02)));
  });
});
