// Word sets for comparing two texts: normalised (NFKC, lower case), letters and digits only,
// words of at least three characters that contain a letter (shorter ones are mostly function
// words every text shares), at most `maxWords` distinct words.

export const DEFAULT_MAX_WORDS = 20_000;

export function wordSet(text: string, maxWords: number = DEFAULT_MAX_WORDS): Set<string> {
  // ASCII text is its own NFKC form, and its letters and digits are [a-z0-9] once lower-cased:
  // the same words, read by a scan instead of Unicode property classes and match objects.
  if (ASCII_ONLY.test(text)) return asciiWordSet(text.toLowerCase(), maxWords);
  const words = new Set<string>();
  for (const match of text
    .normalize('NFKC')
    .toLowerCase()
    .matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    if (word.length >= 3 && /\p{L}/u.test(word)) words.add(word);
    if (words.size >= maxWords) break;
  }
  return words;
}

const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** wordSet of lower-case ASCII text: runs of [a-z0-9], at least three long, with a letter. */
function asciiWordSet(lower: string, maxWords: number): Set<string> {
  const words = new Set<string>();
  let start = -1;
  let letter = false;
  for (let i = 0; i <= lower.length; i++) {
    const code = i < lower.length ? lower.charCodeAt(i) : 0;
    const isLetter = code >= 0x61 && code <= 0x7a;
    if (isLetter || (code >= 0x30 && code <= 0x39)) {
      if (start < 0) {
        start = i;
        letter = false;
      }
      if (isLetter) letter = true;
      continue;
    }
    if (start < 0) continue;
    if (i - start >= 3 && letter) words.add(lower.slice(start, i));
    start = -1;
    if (words.size >= maxWords) break;
  }
  return words;
}

/**
 * |A ∩ B| / min(|A|, |B|): 1 when one set holds the other. Unlike Jaccard it does not punish a
 * short plain-text summary of a long HTML body, which legitimate senders often send.
 */
export function overlapCoefficient(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 1;
  let shared = 0;
  for (const word of small) if (large.has(word)) shared++;
  return shared / small.size;
}
