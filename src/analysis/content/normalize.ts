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
export const CONFUSABLES: Readonly<Record<string, string>> = {
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

/** Anything that is not a letter, a digit or a money/percent sign separates words. */
const WORD_CHARACTER = /^[\p{L}\p{N}$€£%]$/u;
const MARK = /^\p{M}$/u;

/** Separators on lower-cased ASCII text: \p{L} is a–z there, \p{N} 0–9. */
const ASCII_SEPARATORS = /[^a-z0-9$%]+/g;
const ASCII_TEXT = /^[\x00-\x7f]*$/;

/**
 * What folding does to each UTF-16 unit once the text is lower-cased and decomposed, built once
 * per process: a pass over this table replaces the Unicode separator and mark patterns, whose
 * \p{…} classes cost several times the rest of folding on non-ASCII text. Surrogates are read in
 * pairs (an astral character is looked up by its pattern; a lone one separates words).
 */
const KEEP = 0;
const MARK_KIND = 1;
const SEPARATOR = 2;
const REPLACE = 3;
const FOLD = new Uint8Array(0x10000);
const REPLACEMENT: string[] = [];
for (let unit = 0; unit < 0x10000; unit++) {
  const char = String.fromCharCode(unit);
  FOLD[unit] = unit >= 0xd800 && unit <= 0xdfff ? SEPARATOR : MARK.test(char) ? MARK_KIND : WORD_CHARACTER.test(char) ? KEEP : SEPARATOR;
}
for (const [char, latin] of [['ß', 'ss'], ...Object.entries(CONFUSABLES)] as const) {
  FOLD[char.charCodeAt(0)] = REPLACE;
  REPLACEMENT[char.charCodeAt(0)] = latin;
}

/** A high surrogate followed by a low one at `at`: one astral character, two units wide. */
function pairAt(text: string, at: number): boolean {
  const unit = text.charCodeAt(at);
  if (unit < 0xd800 || unit > 0xdbff || at + 1 >= text.length) return false;
  const low = text.charCodeAt(at + 1);
  return low >= 0xdc00 && low <= 0xdfff;
}

/** The kind of the character at `at` (an astral character is looked up by its pattern). */
function foldKind(text: string, at: number): number {
  if (!pairAt(text, at)) return FOLD[text.charCodeAt(at)]!;
  const char = text.slice(at, at + 2);
  return MARK.test(char) ? MARK_KIND : WORD_CHARACTER.test(char) ? KEEP : SEPARATOR;
}

function foldWidth(text: string, at: number): number {
  return pairAt(text, at) ? 2 : 1;
}

/**
 * `text` (lower-cased, NFD) with its marks removed, ß and the look-alikes mapped, and every run of
 * separators one space: what the patterns \p{M}+, ß, the CONFUSABLES and [^\p{L}\p{N}$€£%]+
 * replaced one after the other. Unchanged stretches (words and single spaces) are copied whole.
 */
function foldDecomposed(text: string): string {
  const out: string[] = [];
  let copied = 0;
  let at = 0;
  while (at < text.length) {
    const kind = foldKind(text, at);
    if (kind === KEEP) {
      at += foldWidth(text, at);
    } else if (kind === MARK_KIND) {
      out.push(text.slice(copied, at));
      at += foldWidth(text, at);
      copied = at;
    } else if (kind === REPLACE) {
      out.push(text.slice(copied, at), REPLACEMENT[text.charCodeAt(at)]!);
      copied = ++at;
    } else {
      // A run of separators, marks inside it included (they vanish first); one space stays as it is.
      const start = at;
      at += foldWidth(text, at);
      let kept = at === start + 1 && text.charCodeAt(start) === 0x20;
      while (at < text.length) {
        const next = foldKind(text, at);
        if (next !== SEPARATOR && next !== MARK_KIND) break;
        kept = false;
        at += foldWidth(text, at);
      }
      if (!kept) {
        out.push(text.slice(copied, start), ' ');
        copied = at;
      }
    }
  }
  if (copied === 0) return text;
  out.push(text.slice(copied));
  return out.join('');
}

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
  return ` ${foldDecomposed(visible.normalize('NFKC').toLowerCase().normalize('NFD')).trim()} `;
}
