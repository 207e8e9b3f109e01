// Machine-made strings in what the reader reads: the per-copy code a mass-mailing kit appends
// to the subject, and "hash buster" gibberish (`ialozfapprnttjwkcgzdvio`) padded into the body
// so that every copy differs and filters trained on words see noise. People write neither.

import { mixedCaseTokenLooksRandom } from '../identity/randomness.ts';

/** A gibberish word is at least this long: shorter runs of letters are abbreviations and codes. */
const MIN_GIBBERISH = 15;
/** One gibberish word this long is enough; shorter ones must come at least twice. */
const MIN_LONE_GIBBERISH = 20;
/** Letters other than a, e, i, o, u in a row: no word of the covered languages has eight (German compounds reach seven, "Rechtsschutz"). */
const MAX_CONSONANT_RUN = 7;
/** Distinct letters: a repeated letter (`SSSSSSSS`) or a DNA sequence is not random text. */
const MIN_DISTINCT_LETTERS = 8;
/** Salesforce's e-mail-to-case thread reference (`ref:_00D3h2ZHxY._5003h1k9UqX:ref`) is a legitimate code in subjects. */
const CASE_THREAD_REFERENCE = /ref:\S+:ref/gi;
/** Links and addresses carry machine-made paths and tokens by design. */
const LINKS_AND_ADDRESSES = /\S*[@/]\S*/g;

function isGibberish(word: string): boolean {
  if (word.length < MIN_GIBBERISH || (word !== word.toLowerCase() && word !== word.toUpperCase())) return false;
  const lower = word.toLowerCase();
  if (new Set(lower).size < MIN_DISTINCT_LETTERS) return false;
  return (lower.match(/[^aeiou]+/g) ?? []).some((run) => run.length > MAX_CONSONANT_RUN);
}

export function subjectCarriesRandomCode(subject: string): boolean {
  return (subject.replace(CASE_THREAD_REFERENCE, ' ').replace(LINKS_AND_ADDRESSES, ' ').match(/[A-Za-z0-9]+/g) ?? []).some(mixedCaseTokenLooksRandom);
}

export function bodyCarriesGibberish(body: string): boolean {
  const words = new Set(body.replace(LINKS_AND_ADDRESSES, ' ').match(/[A-Za-z]+/g) ?? []);
  let found = 0;
  for (const word of words) {
    if (!isGibberish(word)) continue;
    if (word.length >= MIN_LONE_GIBBERISH || ++found >= 2) return true;
  }
  return false;
}

export function carriesRandomStrings(subject: string, body: string): boolean {
  return subjectCarriesRandomCode(subject) || bodyCarriesGibberish(body);
}
