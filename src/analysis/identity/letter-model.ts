// A general model of how word-like a string is: a character trigram language model over the
// letters of ordinary text in the six covered languages (en, es, pt, de, fr, nl), with add-k
// smoothing. A string's score is its mean surprise in bits per character (−log2 of the
// probability of each letter, and of the word's end, given the two before it): words, names,
// brands and mailbox names of those languages score low, strings a machine drew at random high.
//
// The table is data: `letter-model-table.json`, built by `npm run randomness:table`
// (scripts/randomness-table.ts) from the project's own written legitimate mail, and loaded once
// per worker.

import { createRequire } from 'node:module';

export interface LetterModelTable {
  /** What the table was built from, with counts. */
  readonly source: string;
  readonly k: number;
  /** Surprise units per bit: each cell holds round(bits × scale), at most 255. */
  readonly scale: number;
  /**
   * Bits per character that the stated share of uniformly random eight-letter strings reach
   * (`npm run randomness:table` prints how many held-out words reach it too).
   */
  readonly threshold: number;
  readonly thresholdMeaning: string;
  /** 27³ cells (a–z and the word boundary, index 26) in base64: cell (a·27 + b)·27 + c holds the surprise of c after a, b. */
  readonly surprise: string;
}

export const ALPHABET = 27;
export const BOUNDARY = 26;

const require = createRequire(import.meta.url);
const TABLE = require('./letter-model-table.json') as LetterModelTable;
const SURPRISE = Buffer.from(TABLE.surprise, 'base64');
const SCALE = TABLE.scale;

/** Bits per character at or above which a run of letters reads as drawn at random. */
export const RANDOM_BITS_PER_CHAR = TABLE.threshold;

/** Letters of the covered languages folded to a–z (accents dropped, ß → ss, æ → ae, œ → oe, ø → o); anything else becomes a space. */
export function foldLetters(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]+/g, ' ');
}

export interface Surprise {
  /** Total surprise in bits over the letters and each run's end. */
  readonly bits: number;
  /** Characters scored: the letters plus one end per run. */
  readonly chars: number;
}

/** The surprise of each run of letters in `text` (folded first), added up. */
export function surpriseOf(text: string): Surprise {
  let bits = 0;
  let chars = 0;
  for (const run of foldLetters(text).split(' ')) {
    if (run === '') continue;
    let a = BOUNDARY;
    let b = BOUNDARY;
    for (let index = 0; index <= run.length; index++) {
      const c = index === run.length ? BOUNDARY : run.charCodeAt(index) - 97;
      bits += (SURPRISE[(a * ALPHABET + b) * ALPHABET + c] as number) / SCALE;
      chars++;
      a = b;
      b = c;
    }
  }
  return { bits, chars };
}

/** Mean bits per character of the letters of `text` (0 when it has none). */
export function bitsPerChar(text: string): number {
  const { bits, chars } = surpriseOf(text);
  return chars === 0 ? 0 : bits / chars;
}
