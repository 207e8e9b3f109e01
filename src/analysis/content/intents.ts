// The lexicons indexed once, at module load: per intent, every language's phrases, each
// searched for only when the text holds its anchor word (phrase-index.ts). No language is
// identified first: the phrases of different languages barely collide, a search costs less than
// identifying the language (measured: tinyld ~0.5 ms and franc ~0.9 ms per 10 kB, both wrong on
// short texts such as "Su factura adjunta"), and phishing mixes languages (an English brand
// template around Portuguese text).

import { INTENTS, type Intent } from './lexicon.ts';
import { PhraseIndex, TextWords } from './phrase-index.ts';
import { LEXICONS } from '../knowledge/lexicons/index.ts';
import { UNSUBSCRIBE_FOOTERS } from '../knowledge/unsubscribe.ts';

const INDEXES: ReadonlyMap<Intent, PhraseIndex> = new Map(
  INTENTS.map((intent) => [intent, new PhraseIndex(LEXICONS.flatMap((lexicon) => (lexicon.intents[intent] ?? []).map((entry) => entry.phrase)))]),
);

const UNSUBSCRIBE = new PhraseIndex(UNSUBSCRIBE_FOOTERS.map((footer) => footer.phrase));

const STEM_LENGTHS: ReadonlySet<number> = new Set([...INDEXES.values(), UNSUBSCRIBE].flatMap((index) => [...index.stemLengths]));

/** The words of a folded text, ready for any of the indexes here; build once per text. */
export function wordsOf(folded: string): TextWords {
  return new TextWords(folded, STEM_LENGTHS);
}

/**
 * The words of a folded text for some intents' indexes only: an index reads the prefixes of its
 * own stems' lengths alone, so a search for one intent need not cut every word at every length.
 */
function wordsFor(folded: string, only: readonly Intent[]): TextWords {
  if (only.length >= INTENTS.length) return wordsOf(folded);
  const lengths = new Set<number>();
  for (const intent of only) for (const length of INDEXES.get(intent)?.stemLengths ?? []) lengths.add(length);
  return new TextWords(folded, lengths);
}

/** The intents whose phrases occur in a folded text (see normalize.ts `foldForMatching`). */
export function intentsIn(folded: string, only: readonly Intent[] = INTENTS, words: TextWords = wordsFor(folded, only)): Set<Intent> {
  const found = new Set<Intent>();
  for (const intent of only) if (INDEXES.get(intent)?.test(folded, words) === true) found.add(intent);
  return found;
}

export function hasUnsubscribeFooter(folded: string, words: TextWords = wordsOf(folded)): boolean {
  return UNSUBSCRIBE.test(folded, words);
}
