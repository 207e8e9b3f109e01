import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { INTENTS, LANGUAGES, compilePhrases, phraseSource, type Intent, type LexiconEntry } from '../../src/analysis/content/lexicon.ts';
import { intentsIn } from '../../src/analysis/content/intents.ts';
import { foldForMatching } from '../../src/analysis/content/normalize.ts';
import { LEXICONS } from '../../src/analysis/knowledge/lexicons/index.ts';
import { UNSUBSCRIBE_FOOTERS } from '../../src/analysis/knowledge/unsubscribe.ts';

/** Intents every fully supported language covers; de, fr and nl cover at least these three. */
const FULL_LANGUAGES = new Set(['en', 'es', 'pt']);
const CORE_INTENTS: readonly Intent[] = ['credential_request', 'urgency_threat', 'spam_offer', 'scam_offer'];

function checkEntry(entry: LexiconEntry): void {
  const pattern = new RegExp(phraseSource(entry.phrase), 'u');
  assert.ok(pattern.test(foldForMatching(entry.example)), `"${entry.phrase}" should match "${entry.example}"`);
  assert.ok(!pattern.test(foldForMatching(entry.counter)), `"${entry.phrase}" should not match "${entry.counter}"`);
}

describe('lexicons', () => {
  it('cover every language once, each naming its sources', () => {
    assert.deepEqual(LEXICONS.map((lexicon) => lexicon.language).sort(), [...LANGUAGES].sort());
    for (const lexicon of LEXICONS) assert.ok(lexicon.sources.length > 20, lexicon.language);
  });

  it('cover every intent in en, es and pt, and credential, urgency, spam and scam offers in de, fr and nl', () => {
    for (const lexicon of LEXICONS) {
      const required = FULL_LANGUAGES.has(lexicon.language) ? INTENTS : CORE_INTENTS;
      for (const intent of required) assert.ok((lexicon.intents[intent]?.length ?? 0) > 0, `${lexicon.language} ${intent}`);
    }
  });

  it('hold no duplicate phrase within an intent, and every phrase compiles', () => {
    for (const lexicon of LEXICONS) {
      for (const [intent, entries] of Object.entries(lexicon.intents)) {
        const phrases = entries.map((entry) => entry.phrase);
        assert.equal(new Set(phrases).size, phrases.length, `${lexicon.language} ${intent}`);
        assert.doesNotThrow(() => compilePhrases(phrases));
      }
    }
  });

  for (const lexicon of LEXICONS) {
    for (const [intent, entries] of Object.entries(lexicon.intents)) {
      it(`${lexicon.language} ${intent}: every entry matches its example and not its counter-example`, () => {
        for (const entry of entries) checkEntry(entry);
      });
    }
  }

  it('unsubscribe footers: every entry matches its example and not its counter-example, in every language', () => {
    assert.deepEqual([...new Set(UNSUBSCRIBE_FOOTERS.map((footer) => footer.language))].sort(), [...LANGUAGES].sort());
    for (const footer of UNSUBSCRIBE_FOOTERS) checkEntry(footer);
  });
});

describe('phrase syntax', () => {
  it('reads alternatives, optional words, stems, joined words and gaps', () => {
    const pattern = new RegExp(phraseSource('verif* your? account|log_in ... now'), 'u');
    assert.ok(pattern.test(foldForMatching('Please VERIFY account, now!')));
    assert.ok(pattern.test(foldForMatching('verificar your log-in right away now')));
    assert.ok(!pattern.test(foldForMatching('verify your account later')));
    assert.ok(!pattern.test(foldForMatching('reverify your account now')));
  });

  it('rejects tokens outside the syntax', () => {
    assert.throws(() => phraseSource('verify (your) account'), SyntaxError);
    assert.throws(() => phraseSource('Verify account'), SyntaxError);
    assert.throws(() => phraseSource('a|*'), SyntaxError);
  });

  it('reads a leading !word as "not right after that word", and only as the first token', () => {
    const pattern = new RegExp(phraseSource('!any|every change of bank_details'), 'u');
    assert.ok(pattern.test(foldForMatching('Change of bank details: please note our new account.')));
    assert.ok(pattern.test(foldForMatching('We announce a change of bank details.')));
    assert.ok(!pattern.test(foldForMatching('Any change of bank details must be confirmed by phone.')));
    assert.ok(!pattern.test(foldForMatching('EVERY change of bank details is checked.')));
    assert.throws(() => phraseSource('change !any of'), SyntaxError);
    assert.throws(() => phraseSource('!any* change'), SyntaxError);
    assert.throws(() => phraseSource('!any'), SyntaxError);
  });

  it('reads a bank-detail change, but not a rule about how any change must be made', () => {
    const policies = [
      'Any change to our bank details will only ever be confirmed by letter.',
      'Cualquier cambio de cuenta bancaria debe hacerse desde el propio portal; no se aceptan cambios por correo.',
      'Qualquer alteração do IBAN deve ser feita no portal do colaborador.',
      'Elke wijziging van rekeningnummer verloopt via het portaal, nooit per e-mail.',
    ];
    for (const text of policies) assert.ok(!intentsIn(foldForMatching(text), ['bank_detail_change']).has('bank_detail_change'), text);
    const requests = [
      'Please change our bank details to the account below.',
      'Le informamos del cambio de cuenta bancaria.',
      'Segue a alteração do IBAN para os próximos pagamentos.',
      'In verband met een wijziging van rekeningnummer ontvangt u onze nieuwe gegevens.',
    ];
    for (const text of requests) assert.ok(intentsIn(foldForMatching(text), ['bank_detail_change']).has('bank_detail_change'), text);
  });

  it('bounds gaps to four words', () => {
    const pattern = new RegExp(phraseSource('click ... verify'), 'u');
    assert.ok(pattern.test(foldForMatching('click one two three four verify')));
    assert.ok(!pattern.test(foldForMatching('click one two three four five verify')));
  });
});
