// Machine-made strings in what the reader reads: the per-copy code a mass-mailing kit appends
// to the subject, and "hash buster" gibberish (`ialozfapprnttjwkcgzdvio`) or a salad of random
// dictionary words padded into the body so that every copy differs and filters trained on words
// see noise. People write none of them.

import { mixedCaseTokenLooksRandom } from '../identity/randomness.ts';
import { FUNCTION_WORDS } from '../knowledge/function-words.ts';
import { isBlank } from '../text/blank.ts';
import { withoutReplyPrefixes } from './thread.ts';

/** A gibberish word is at least this long: shorter runs of letters are abbreviations and codes. */
const MIN_GIBBERISH = 15;
/** One gibberish word this long is enough; shorter ones must come at least twice. */
const MIN_LONE_GIBBERISH = 20;
/** Letters other than a, e, i, o, u in a row: no word of the covered languages has eight (German compounds reach seven, "Rechtsschutz"). */
const MAX_CONSONANT_RUN = 7;
/** Distinct letters: a repeated letter (`SSSSSSSS`) or a DNA sequence is not random text. */
const MIN_DISTINCT_LETTERS = 8;
/**
 * Salesforce's e-mail-to-case thread references are legitimate codes in subjects: the classic
 * `ref:_00D3h2ZHxY._5003h1k9UqX:ref` and Lightning threading's `thread::JcZ7VhqV4lqlMVR9OiA4T9k::`.
 */
const CASE_THREAD_REFERENCE = /ref:[\w.]+:ref|thread::[\w-]+::/gi;
/**
 * Links, addresses and host names (`ynxqvxdbfjsmhnpxzkqw.supabase.co`) carry machine-made paths
 * and tokens by design. Tested word by word (split on white space): a pattern spanning a whole
 * run of non-space characters backtracks quadratically on a long one.
 */
const LINK_OR_HOST = /[@/]|[A-Za-z0-9-]\.[A-Za-z]{2,6}(?::\d+)?[.,;:!?)]*$/;

function withoutLinks(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => !LINK_OR_HOST.test(word))
    .join(' ');
}

/**
 * In capitals the run must be longer: a German title in capitals reaches eight
 * ("GESCHICHTSSCHREIBUNG", "ANGSTSCHWEISS").
 */
const MAX_CAPITAL_CONSONANT_RUN = 8;
/**
 * A protein sequence in one-letter amino-acid codes (no B, J, O, U, X or Z), as researchers paste
 * it: `MKTAYIAKQRQISFVKSHFSRQ…`. A random capital word of 15 letters avoids those six letters
 * about once in 50.
 */
const PROTEIN_SEQUENCE = /^[ACDEFGHIKLMNPQRSTVWY]+$/;

function isGibberish(word: string): boolean {
  if (word.length < MIN_GIBBERISH) return false;
  const lower = word.toLowerCase();
  const capitals = word === word.toUpperCase();
  if (word !== lower && !capitals) return false;
  if (capitals && PROTEIN_SEQUENCE.test(word)) return false;
  if (new Set(lower).size < MIN_DISTINCT_LETTERS) return false;
  const longest = capitals ? MAX_CAPITAL_CONSONANT_RUN : MAX_CONSONANT_RUN;
  return (lower.match(/[^aeiou]+/g) ?? []).some((run) => run.length > longest);
}

/**
 * A code in the subject that the text quotes again is the reference the message is about (an
 * invoice, a case, an issue, a function name); a kit's per-copy code stands in the subject alone.
 * The subject line repeated in the text (a forwarded copy's header, a heading) is not a quote.
 */
export function subjectCarriesRandomCode(subject: string, body = ''): boolean {
  const tokens = withoutLinks(subject.replace(CASE_THREAD_REFERENCE, ' ')).match(/[A-Za-z0-9]+/g) ?? [];
  // A forwarded copy's quoted subject does not repeat the reply prefixes.
  const core = withoutReplyPrefixes(subject);
  const quoted = core === '' ? body : body.split(core).join(' ');
  return tokens.some((token) => mixedCaseTokenLooksRandom(token) && !quoted.includes(token));
}

/** Runs of letters long enough to be gibberish (removing links only ever shortens runs). */
const LONG_RUNS = new RegExp(`[A-Za-z]{${MIN_GIBBERISH},}`, 'g');

/** Whether the text has a run of at least `length` ASCII letters; one pass, where a pattern retries inside every word. */
function hasLetterRun(text: string, length: number): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i) | 0x20;
    if (code >= 0x61 && code <= 0x7a) {
      if (++run >= length) return true;
    } else run = 0;
  }
  return false;
}

export function bodyCarriesGibberish(body: string): boolean {
  // Most bodies hold no run of letters that long: they are not split into words at all.
  if (!hasLetterRun(body, MIN_GIBBERISH)) return false;
  // Shorter runs are never gibberish (isGibberish), so only the long ones are collected.
  const words = new Set(withoutLinks(body).match(LONG_RUNS) ?? []);
  let found = 0;
  for (const word of words) {
    if (!isGibberish(word)) continue;
    if (word.length >= MIN_LONE_GIBBERISH || ++found >= 2) return true;
  }
  return false;
}

/**
 * A word salad is this many words in a row with no function word and no punctuation between
 * them. Prose in the covered languages reaches ten at most (a dense technical sentence:
 * "thermometers worldwide provide almost instantaneous local temperature data through links").
 */
const MIN_SALAD_WORDS = 14;
/** Salads are drawn from a dictionary's long words; lists of short words (`bin boot dev etc …`) are a shell's. */
const MIN_SALAD_MEAN_LENGTH = 7;
/** Headline lists and navigation menus ("Latest Windows Daily Latest Digital Media …") are capitalised words. */
const MAX_SALAD_CAPITAL_SHARE = 0.25;
/** The longest function word: a longer word is none, and is not lower-cased to be looked up. */
const MAX_FUNCTION_WORD = Math.max(...[...FUNCTION_WORDS].map((word) => word.length));

/** A run of salad words, counted as it grows. */
interface SaladRun {
  words: number;
  letters: number;
  capitals: number;
}

function isSalad(run: SaladRun): boolean {
  if (run.words < MIN_SALAD_WORDS) return false;
  return run.letters >= MIN_SALAD_MEAN_LENGTH * run.words && run.capitals <= MAX_SALAD_CAPITAL_SHARE * run.words;
}

/**
 * Whether `body[start, end)` is a plain word: lower-case ASCII letters, or a capital and then
 * lower-case letters (`^[a-z]+$|^[A-Z][a-z]+$`).
 */
function isSaladWord(body: string, start: number, end: number): boolean {
  const first = body.charCodeAt(start);
  const capital = first >= 0x41 && first <= 0x5a;
  if (!capital && !(first >= 0x61 && first <= 0x7a)) return false;
  if (capital && end - start < 2) return false;
  for (let i = start + 1; i < end; i++) {
    const code = body.charCodeAt(i);
    if (code < 0x61 || code > 0x7a) return false;
  }
  return true;
}

/**
 * A run of plain words (lower case or capitalised, nothing attached) with no function word of any
 * of the languages mail comes in (`knowledge/function-words.ts`): "paine quahog agnew velours
 * seeing beast indemnify hobble aides trouser irritable debugger …". Real sentences end at a full
 * stop or meet an "and", "of" or "the" long before. Words are the text between white space, read
 * in one pass without splitting the text.
 */
export function bodyCarriesWordSalad(body: string): boolean {
  const run: SaladRun = { words: 0, letters: 0, capitals: 0 };
  let start = 0;
  for (let i = 0; i <= body.length; i++) {
    if (i < body.length && !isBlank(body.charCodeAt(i))) continue;
    // White space at the start, or several in a row, ends no word (as a split on runs of it).
    if (i > start) {
      if (isSaladWord(body, start, i) && (i - start > MAX_FUNCTION_WORD || !FUNCTION_WORDS.has(body.slice(start, i).toLowerCase()))) {
        run.words++;
        run.letters += i - start;
        if (body.charCodeAt(start) < 0x61) run.capitals++;
      } else {
        if (isSalad(run)) return true;
        run.words = 0;
        run.letters = 0;
        run.capitals = 0;
      }
    }
    start = i + 1;
  }
  return isSalad(run);
}

export function carriesRandomStrings(subject: string, body: string): boolean {
  return subjectCarriesRandomCode(subject, body) || bodyCarriesGibberish(body) || bodyCarriesWordSalad(body);
}
