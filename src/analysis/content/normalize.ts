// Text normalisation before matching. Two forms: `stripInvisible` removes characters a reader
// cannot see (zero-width, bidi controls) and counts the ones that split Latin words, which is
// how senders break keyword filters ("pa\u200Bssword"); `foldForMatching` reduces text to the
// form the lexicons are written in: NFKC, lower case, no accents, Latin look-alikes mapped to
// ASCII (a capital I inside a lower-case word read as the l it imitates), every run of
// non-alphanumerics one space.

/** Characters that render as nothing: zero-width spaces and joiners, word joiner, BOM, bidi controls, fillers. */
const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/gu;

/**
 * An invisible character between two Latin letters splits a word. The soft hyphen is left out:
 * it is a legitimate hyphenation hint, common in German and Dutch newsletters.
 */
const WORD_BREAKER =
  /(?<=\p{Script=Latin})[\u034F\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0]+(?=\p{Script=Latin})/gu;

export interface StrippedText {
  readonly text: string;
  /** How many runs of invisible characters sat inside a Latin word. */
  readonly wordBreaks: number;
}

export function stripInvisible(text: string): StrippedText {
  let wordBreaks = 0;
  for (const _ of text.matchAll(WORD_BREAKER)) wordBreaks++;
  return { text: text.replace(INVISIBLE, ''), wordBreaks };
}

/**
 * Cyrillic and Greek letters that look like Latin ones (after lower-casing), mapped to the
 * Latin letter: enough to read "раураl" as "paypal"; a full confusables table is not needed
 * because the lexicons are written in Latin script.
 */
const CONFUSABLES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  г: 'r',
  е: 'e',
  ё: 'e',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  ɡ: 'g',
  ı: 'i',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
};
const CONFUSABLE_PATTERN = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'gu');

/** Anything that is not a letter, a digit or a money/percent sign separates words. */
const SEPARATORS = /[^\p{L}\p{N}$€£%]+/gu;
/** SEPARATORS on lower-cased ASCII text: \p{L} is a–z there, \p{N} 0–9, and € and £ are not ASCII. */
const ASCII_SEPARATORS = /[^a-z0-9$%]+/g;
const ASCII_TEXT = /^[\x00-\x7f]*$/;

/**
 * A capital I after lower-case letters stands for an l ("UnusuaI", "PaypaI", "AppIe"): a
 * filter-dodging spelling. Before an n it is the camel case of ordinary names ("LogIn",
 * "SignIn", "LinkedIn", "McIntosh"), and before a capital an acronym ("OpenAI").
 */
const CAPITAL_I_AS_L = /(?<=\p{Ll})I(?![\p{Lu}n])/gu;

export function foldForMatching(text: string): string {
  // stripInvisible's text without its count of word breaks, which folding does not use.
  const visible = text.replace(INVISIBLE, '').replace(CAPITAL_I_AS_L, 'l');
  // Plain ASCII needs no Unicode normalisation: the common case, and the costly step on long texts.
  if (ASCII_TEXT.test(visible)) return ` ${visible.toLowerCase().replace(ASCII_SEPARATORS, ' ').trim()} `;
  const folded = visible
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(CONFUSABLE_PATTERN, (char) => CONFUSABLES[char] ?? char);
  // Accents, ligatures and look-alikes folded (all to lower case), many texts are ASCII again ("é",
  // no-break spaces): on ASCII the Unicode class reduces to its ASCII part, several times cheaper.
  const separated = ASCII_TEXT.test(folded) ? folded.replace(ASCII_SEPARATORS, ' ') : folded.replace(SEPARATORS, ' ');
  return ` ${separated.trim()} `;
}
