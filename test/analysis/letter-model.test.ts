import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { ALPHABET, bitsPerChar, foldLetters, RANDOM_BITS_PER_CHAR, surpriseOf } from '../../src/analysis/identity/letter-model.ts';
import { displayNameLooksRandom, domainLabelLooksRandom, localPartLooksRandom, segmentLooksRandom } from '../../src/analysis/identity/randomness.ts';
import { createRequire } from 'node:module';

const table = createRequire(import.meta.url)('../../src/analysis/identity/letter-model-table.json') as { surprise: string; threshold: number };

// Made-up names, brands and mailbox names of the six covered languages; none from any corpus.
const PEOPLE = [
  'margaretthompson',
  'elizabethcarter',
  'fernandezlopez',
  'guadalupe',
  'joaquinmartinez',
  'goncalvesribeiro',
  'conceicao',
  'francoise',
  'lefebvre',
  'marguerite',
  'hoogeveen',
  'vandenberg',
  'willemijn',
  'schneider',
  'muellerhans',
  'friederike',
  'annemarie',
  'bartholomew',
];
const BRANDS = ['santander', 'bradesco', 'mercadolibre', 'telefonica', 'rabobank', 'deutschebank', 'creditagricole', 'correosexpress'];
const MAILBOXES = [
  'facturacion',
  'kundenservice',
  'atendimento',
  'klantenservice',
  'serviceclient',
  'nepasrepondre',
  'notificaciones',
  'newsletter',
  'rechnungen',
  'mitteilungen',
];

describe('letter model', () => {
  it('holds a surprise for every trigram of a–z and the word boundary', () => {
    assert.equal(Buffer.from(table.surprise, 'base64').length, ALPHABET ** 3);
    assert.equal(RANDOM_BITS_PER_CHAR, table.threshold);
  });

  it('folds the letters of the six languages to a–z', () => {
    assert.equal(foldLetters('Müller-Lüdenscheidt'), 'muller ludenscheidt');
    assert.equal(foldLetters('Straße'), 'strasse');
    assert.equal(foldLetters('Gonçalves São João'), 'goncalves sao joao');
    assert.equal(bitsPerChar('Françoise'), bitsPerChar('francoise'));
    assert.equal(surpriseOf('1234 --').chars, 0);
  });

  it('finds names, brands and mailbox names of the six languages less surprising than random letters', () => {
    for (const word of [...PEOPLE, ...BRANDS, ...MAILBOXES]) assert.ok(bitsPerChar(word) < RANDOM_BITS_PER_CHAR, `${word}: ${bitsPerChar(word).toFixed(2)}`);
    for (const word of ['lflwfzlvwz', 'hjazliqqoyzx', 'onoyfdygcrq', 'zhyfzsdnfk', 'wlruipdfmx'])
      assert.ok(bitsPerChar(word) >= RANDOM_BITS_PER_CHAR, `${word}: ${bitsPerChar(word).toFixed(2)}`);
  });
});

describe('randomness judged by the letter model', () => {
  it('reads people’s, brands’ and mailboxes’ names as names', () => {
    for (const word of [...PEOPLE, ...BRANDS, ...MAILBOXES]) assert.ok(!segmentLooksRandom(word), word);
    for (const local of [
      'no-reply',
      'noreply',
      'ne-pas-repondre',
      'kundenservice',
      'maria.goncalves',
      'j.vandenberg',
      'jnicholson',
      'wkearney99',
      'facturacion2024',
    ]) {
      assert.ok(!localPartLooksRandom(local), local);
    }
    for (const name of ['Kundenservice', 'Atendimento', 'Willemijn', 'Françoise']) assert.ok(!displayNameLooksRandom(name), name);
    for (const label of ['correosexpress', 'deutschebank', 'mitteilungen', 'klantenservice-online']) assert.ok(!domainLabelLooksRandom(label), label);
  });

  it('reads strings a machine drew as random', () => {
    for (const value of ['xk7q9zpl', 'a8f3kd02j', 'qwzxkvbn', 'hjazliqqoyzx', 'zq3hjazliqqoy']) assert.ok(segmentLooksRandom(value), value);
    assert.ok(localPartLooksRandom('hjazliqqoyzx.onoyfdygcrq'));
    assert.ok(displayNameLooksRandom('Onoyfdygcrq'));
    assert.ok(domainLabelLooksRandom('hjazliqqoyzx'));
  });

  it('needs eight letters before the model judges', () => {
    // Seven surprising letters and digits without alternation: too little to say.
    assert.ok(!segmentLooksRandom('lflwfzl1234'));
    assert.ok(bitsPerChar('lflwfzl') >= RANDOM_BITS_PER_CHAR);
  });
});
