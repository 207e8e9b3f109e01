// The lexicons compiled once, at module load: one regex per intent holding every language's
// phrases. No language is identified first: the phrases of different languages barely collide,
// one pass per intent costs less than identifying the language (measured: tinyld ~0.5 ms and
// franc ~0.9 ms per 10 kB, both wrong on short texts such as "Su factura adjunta"), and
// phishing mixes languages (an English brand template around Portuguese text).

import { INTENTS, compilePhrases, type Intent } from './lexicon.ts';
import { LEXICONS } from '../knowledge/lexicons/index.ts';
import { UNSUBSCRIBE_FOOTERS } from '../knowledge/unsubscribe.ts';

const PATTERNS: ReadonlyMap<Intent, RegExp> = new Map(
  INTENTS.map((intent) => [intent, compilePhrases(LEXICONS.flatMap((lexicon) => (lexicon.intents[intent] ?? []).map((entry) => entry.phrase)))]),
);

const UNSUBSCRIBE = compilePhrases(UNSUBSCRIBE_FOOTERS.map((footer) => footer.phrase));

/** The intents whose phrases occur in a folded text (see normalize.ts `foldForMatching`). */
export function intentsIn(folded: string, only: readonly Intent[] = INTENTS): Set<Intent> {
  const found = new Set<Intent>();
  for (const intent of only) if (PATTERNS.get(intent)?.test(folded) === true) found.add(intent);
  return found;
}

export function hasUnsubscribeFooter(folded: string): boolean {
  return UNSUBSCRIBE.test(folded);
}
