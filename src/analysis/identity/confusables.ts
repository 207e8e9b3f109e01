// Confusable characters (Unicode UTS #39): the skeleton of a string, which two strings share
// when they look alike, and the script and invisible-character checks of display names.
//
// The mapping is Unicode's confusables.txt (MA table, one source code point → its prototype),
// Unicode 17.0, in `confusables-table.json`: `scripts/confusables-table.ts` regenerates it from
// the ICU data of the project's pinned Node. The skeleton algorithm itself is UTS #39 section 4:
// NFD, map each code point, NFD again. We compare skeletons case-insensitively (see
// `confusableKey`).

import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const MAPPING: Readonly<Record<string, string>> = (require('./confusables-table.json') as { mapping: Record<string, string> }).mapping;
const PROTOTYPES = new Map<number, string>(Object.entries(MAPPING).map(([source, prototype]) => [source.codePointAt(0) as number, prototype]));

/** UTS #39 skeleton: strings that look the same have the same skeleton. */
export function skeleton(text: string): string {
  let out = '';
  for (const char of text.normalize('NFD')) out += PROTOTYPES.get(char.codePointAt(0) as number) ?? char;
  return out.normalize('NFD');
}

/**
 * A case-insensitive skeleton: `PaypaI` (capital i), `paypa1` and `раураl` (Cyrillic) all give
 * the key of `paypal`. The skeleton runs before lower-casing (the table maps `I`, not `i`, to
 * `l`) and again after (it maps `m` to `rn`, not `M`).
 */
export function confusableKey(text: string): string {
  return skeleton(skeleton(text).toLowerCase());
}

/**
 * A small i and l counted as one letter, in a key already lower-cased: they differ by a dot that
 * mail clients' fonts nearly hide ("lCloud" for iCloud, "logistlek" for logistiek).
 */
export function foldIAndL(key: string): string {
  return key.replaceAll('i', 'l');
}

// Characters that render as nothing or as a space but split or disguise a name: zero-width
// characters, joiners, bidi controls, soft hyphen, word joiner, invisible operators, the
// Hangul and Braille blanks used as padding, and tag characters.
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u2800\u3164\ufeff\uffa0\u{e0000}-\u{e007f}]/u;

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

// The scripts a mixed-script check tells apart. Common and Inherited characters (digits,
// punctuation, combining marks) belong to every script; Han, Hiragana and Katakana mix in
// ordinary Japanese, as Hangul and Han do in Korean, so they count as one.
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['latin', /\p{Script=Latin}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
  ['armenian', /\p{Script=Armenian}/u],
  ['cherokee', /\p{Script=Cherokee}/u],
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
];

/** The scripts present in one word, Common and Inherited ignored. */
function scriptsOf(word: string): Set<string> {
  const found = new Set<string>();
  for (const char of word) {
    // Letters of the Common script (the Japanese prolonged-sound mark ー) belong to every script.
    if (!/\p{L}/u.test(char) || /\p{Script=Common}/u.test(char)) continue;
    const script = SCRIPTS.find(([, pattern]) => pattern.test(char));
    found.add(script === undefined ? 'other' : script[0]);
  }
  return found;
}

/**
 * True when one word mixes letters of different scripts (`Pаypal` with a Cyrillic а), the
 * UTS #39 "single script" test applied per word, so a name written in two scripts side by side
 * ("Иван Ivanov") is not mixed. Bounded to the first `maxWords` words.
 */
export function hasMixedScriptWord(text: string, maxWords = 64): boolean {
  let seen = 0;
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    if (++seen > maxWords) break;
    const word = match[0];
    if (/^[\x00-\x7f]*$/.test(word)) continue;
    if (scriptsOf(word).size > 1) return true;
  }
  return false;
}
