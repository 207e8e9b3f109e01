import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import fc from 'fast-check';

import { INTENTS, compilePhrases } from '../../src/analysis/content/lexicon.ts';
import { foldForMatching } from '../../src/analysis/content/normalize.ts';
import { PhraseIndex, TextWords } from '../../src/analysis/content/phrase-index.ts';
import { LEXICONS } from '../../src/analysis/knowledge/lexicons/index.ts';

const PHRASES_BY_INTENT = INTENTS.map((intent) => LEXICONS.flatMap((lexicon) => (lexicon.intents[intent] ?? []).map((entry) => entry.phrase)));
const SENTENCES = LEXICONS.flatMap((lexicon) =>
  Object.values(lexicon.intents).flatMap((entries) => entries.flatMap((entry) => [entry.example, entry.counter])),
);
/** Every word the lexicons' sentences use, so random texts hit phrases and near-misses alike. */
const VOCABULARY = [...new Set(SENTENCES.flatMap((sentence) => foldForMatching(sentence).trim().split(' ')))];

function indexed(phrases: readonly string[]): (text: string) => boolean {
  const index = new PhraseIndex(phrases);
  return (text) => {
    const folded = foldForMatching(text);
    return index.test(folded, new TextWords(folded, index.stemLengths));
  };
}

function alternation(phrases: readonly string[]): (text: string) => boolean {
  const pattern = compilePhrases(phrases);
  return (text) => pattern.test(foldForMatching(text));
}

describe('phrase index', () => {
  it('answers as one alternation of the same phrases on every lexicon sentence', () => {
    for (const phrases of PHRASES_BY_INTENT) {
      const [byIndex, byAlternation] = [indexed(phrases), alternation(phrases)];
      for (const sentence of SENTENCES) assert.equal(byIndex(sentence), byAlternation(sentence), sentence);
    }
  });

  it('answers as one alternation on random texts made of the lexicons’ words', () => {
    const checks = PHRASES_BY_INTENT.map((phrases) => [indexed(phrases), alternation(phrases)] as const);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 40 }), (words) => {
        const text = words.join(' ');
        for (const [byIndex, byAlternation] of checks) assert.equal(byIndex(text), byAlternation(text), text);
      }),
      { numRuns: 300 },
    );
  });

  it('finds a phrase whose anchor is a stem, and not without its anchor word', () => {
    const test = indexed(['verif* your account']);
    assert.ok(test('Please verify your account'));
    assert.ok(test('Debe verificar your account'));
    assert.ok(!test('Please check your account'));
  });

  it('tries a phrase only when the text holds a word of each of its required tokens', () => {
    const test = indexed(['confirm* ... payment|bank details', 'log_in|sign_in to your? portal']);
    assert.ok(test('Please confirm the new payment details today'));
    assert.ok(test('Confirmation of bank details'));
    assert.ok(!test('Please confirm your details'));
    assert.ok(test('Sign in to portal'));
    assert.ok(!test('Sign to your portal'));
  });

  it('never anchors a phrase on the word it must not follow', () => {
    const test = indexed(['!any change of bank_details']);
    assert.ok(test('A change of bank details, effective today'));
    assert.ok(!test('Any change of bank details is confirmed by phone'));
  });

  it('finds a phrase whose every token is optional or a gap only by its regex', () => {
    const test = indexed(['urgent? ... now?']);
    assert.equal(test('anything at all'), alternation(['urgent? ... now?'])('anything at all'));
  });
});
