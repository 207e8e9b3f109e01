// Word sets for comparing two texts: normalised (NFKC, lower case), letters and digits only,
// words of at least three characters that contain a letter (shorter ones are mostly function
// words every text shares), at most `maxWords` distinct words.

export const DEFAULT_MAX_WORDS = 20_000;

export function wordSet(text: string, maxWords: number = DEFAULT_MAX_WORDS): Set<string> {
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
