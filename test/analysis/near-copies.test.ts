// Near copies: a written message repeating a reference message's wording is found by the share of
// its five-word runs that message holds; boilerplate many references share does not count.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { ReferenceShingles, shinglesOf } from '../../src/model-training/near-copies.ts';

const LURE =
  'Dear customer, we noticed unusual activity on your account and have limited access until you confirm your identity at the secure page below within 24 hours.';
const OTHER =
  'Hi Sam, the quarterly planning meeting moves to Thursday at ten in room four; bring the budget draft and the hiring plan so we can settle both before the board call.';

describe('near copies', () => {
  it('cuts a text into five-word runs after folding case and punctuation', () => {
    const shingles = shinglesOf('One, two THREE four five six!');
    assert.deepEqual([...shingles], ['one two three four five', 'two three four five six']);
    assert.equal(shinglesOf('four words only here').size, 0);
  });

  it('finds the reference a reworded copy repeats, and how much of it', () => {
    const references = new ReferenceShingles();
    references.add('lure.eml', shinglesOf(LURE));
    references.add('meeting.eml', shinglesOf(OTHER));
    const copy = shinglesOf(`Hello, ${LURE.replace('24 hours', 'two days')} Regards, Security Team`);
    const closest = references.closest(copy);
    assert.equal(closest?.name, 'lure.eml');
    assert.ok(closest.share > 0.6 && closest.share < 1, `share ${closest.share}`);
  });

  it('finds nothing in a text written anew', () => {
    const references = new ReferenceShingles();
    references.add('lure.eml', shinglesOf(LURE));
    assert.equal(references.closest(shinglesOf(OTHER)), undefined);
  });

  it('does not count runs that more than fifty references share', () => {
    const references = new ReferenceShingles();
    const footer = 'you are receiving this email because you signed up for our newsletter';
    for (let i = 0; i < 60; i++) references.add(`news-${i}.eml`, shinglesOf(`${footer} issue ${i} of the year`));
    assert.equal(references.closest(shinglesOf(`Thanks for joining. ${footer}`)), undefined);
  });
});
