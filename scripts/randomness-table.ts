// Builds src/analysis/identity/letter-model-table.json, the character trigram model that
// identity/letter-model.ts judges randomness with, from the project's own text: the legitimate
// mail written for training (training/mail/ham, six languages: subject, visible text, the
// display names and local parts of From, To and Cc) and the brand names of knowledge/brands*.ts.
// Links, addresses written in the text and Message-IDs are left out (they carry machine-made
// tokens). Each distinct word counts once: the model learns how words of the languages are
// spelled, not how often "the" is written.
//
//   npm run randomness:table
//
// Deterministic: the same files give the same table. The threshold is set on uniformly random
// strings (seeded), and the script prints how many held-out words reach it.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMessage, withoutWrittenLinks } from '../src/analysis/content/message-reading.ts';
import { offlineContext } from '../src/analysis/facts/derived.ts';
import { ALPHABET, BOUNDARY, foldLetters, type LetterModelTable } from '../src/analysis/identity/letter-model.ts';
import { BRANDS } from '../src/analysis/knowledge/brands.ts';
import { seededRandom } from '../src/model-training/random.ts';
import { parseMessage } from '../src/message/parse.ts';

export const TABLE_PATH = fileURLToPath(new URL('../src/analysis/identity/letter-model-table.json', import.meta.url));
const HAM = fileURLToPath(new URL('../training/mail/ham', import.meta.url));

/** Add-k smoothing: small, since the table is built from word types, not a large running text. */
const K = 0.05;
const SCALE = 16;
/** Share of uniformly random eight-letter strings at or above the threshold. */
const RANDOM_CAUGHT_SHARE = 0.9;
const RANDOM_TRIALS = 20_000;
/** Every how-manieth word is held out to set the threshold (and is not trained on). */
const HOLD_OUT_EVERY = 10;
const MIN_HELD_OUT_LETTERS = 8;

const ADDRESS = /[^\s<>"']+@[^\s<>"']+/g;

async function words(): Promise<{ words: Set<string>; messages: number }> {
  const found = new Set<string>();
  let messages = 0;
  const add = (text: string): void => {
    for (const word of foldLetters(text).split(' ')) if (word.length >= 2) found.add(word);
  };
  for (const language of readdirSync(HAM).sort()) {
    for (const file of readdirSync(join(HAM, language)).sort()) {
      if (!file.endsWith('.eml')) continue;
      const model = await parseMessage(new Uint8Array(readFileSync(join(HAM, language, file))));
      messages++;
      add(withoutWrittenLinks(readMessage(model, offlineContext(model)).visible).replace(ADDRESS, ' '));
      for (const mailbox of [...model.addresses.from, ...model.addresses.to, ...model.addresses.cc]) {
        add(mailbox.name);
        add(mailbox.address.slice(0, Math.max(0, mailbox.address.lastIndexOf('@'))));
      }
    }
  }
  for (const brand of BRANDS) for (const name of [...brand.names, ...(brand.weakNames ?? [])]) add(name);
  return { words: found, messages };
}

function surpriseOf(table: Uint8Array, word: string): number {
  let bits = 0;
  let a = BOUNDARY;
  let b = BOUNDARY;
  for (let index = 0; index <= word.length; index++) {
    const c = index === word.length ? BOUNDARY : word.charCodeAt(index) - 97;
    bits += (table[(a * ALPHABET + b) * ALPHABET + c] as number) / SCALE;
    a = b;
    b = c;
  }
  return bits / (word.length + 1);
}

async function main(): Promise<void> {
  const { words: all, messages } = await words();
  const sorted = [...all].sort();
  const training = sorted.filter((_, index) => index % HOLD_OUT_EVERY !== 0);
  const heldOut = sorted.filter((word, index) => index % HOLD_OUT_EVERY === 0 && word.length >= MIN_HELD_OUT_LETTERS);

  const counts = new Float64Array(ALPHABET ** 3);
  const count = (list: readonly string[]): void => {
    counts.fill(0);
    for (const word of list) {
      let a = BOUNDARY;
      let b = BOUNDARY;
      for (let index = 0; index <= word.length; index++) {
        const c = index === word.length ? BOUNDARY : word.charCodeAt(index) - 97;
        counts[(a * ALPHABET + b) * ALPHABET + c]! += 1;
        a = b;
        b = c;
      }
    }
  };
  const tableOf = (): Uint8Array => {
    const table = new Uint8Array(ALPHABET ** 3);
    for (let context = 0; context < ALPHABET * ALPHABET; context++) {
      let total = 0;
      for (let c = 0; c < ALPHABET; c++) total += counts[context * ALPHABET + c]!;
      for (let c = 0; c < ALPHABET; c++) {
        const p = (counts[context * ALPHABET + c]! + K) / (total + K * ALPHABET);
        table[context * ALPHABET + c] = Math.min(255, Math.round(-Math.log2(p) * SCALE));
      }
    }
    return table;
  };

  // Held-out words are scored by a table that did not learn them; the shipped table learns them all.
  count(training);
  const heldOutTable = tableOf();
  const heldOutScores = heldOut.map((word) => surpriseOf(heldOutTable, word)).sort((x, y) => x - y);
  count(sorted);
  const table = tableOf();

  // The threshold: what a machine drawing letters at random produces, which words never reach.
  // Seeded, so the random strings printed are the same every run.
  const next = seededRandom(1);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const randomScores: number[] = [];
  for (let trial = 0; trial < RANDOM_TRIALS; trial++) {
    let word = '';
    for (let index = 0; index < MIN_HELD_OUT_LETTERS; index++) word += letters[Math.floor(next() * letters.length)];
    randomScores.push(surpriseOf(table, word));
  }
  randomScores.sort((x, y) => x - y);
  const threshold = Math.round(randomScores[Math.floor(randomScores.length * (1 - RANDOM_CAUGHT_SHARE))]! * 100) / 100;
  const wordsAbove = heldOutScores.filter((score) => score >= threshold).length;
  const source = `training/mail/ham (${messages} messages in six languages: subject, visible text, From/To/Cc names and local parts) and the brand names of knowledge/brands*.ts: ${sorted.length} distinct words`;
  const output: LetterModelTable = {
    source,
    k: K,
    scale: SCALE,
    threshold,
    thresholdMeaning: `${(RANDOM_CAUGHT_SHARE * 100).toFixed(0)}% of uniformly random ${MIN_HELD_OUT_LETTERS}-letter strings score at or above it, and ${wordsAbove} of ${heldOut.length} held-out words of ${MIN_HELD_OUT_LETTERS}+ letters (every ${HOLD_OUT_EVERY}th distinct word, not trained on)`,
    surprise: Buffer.from(table).toString('base64'),
  };
  writeFileSync(TABLE_PATH, `${JSON.stringify(output, null, 2)}\n`);
  console.log(source);
  console.log(`threshold ${threshold} bits per character: ${output.thresholdMeaning}`);
  console.log(
    `held-out words: median ${heldOutScores[Math.floor(heldOutScores.length / 2)]!.toFixed(2)}, 99th percentile ${heldOutScores[Math.floor(heldOutScores.length * 0.99)]!.toFixed(2)}`,
  );
}

await main();
