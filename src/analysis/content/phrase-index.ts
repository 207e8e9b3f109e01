// Phrases indexed by their most telling word. One alternation of a thousand phrases costs the
// regex engine a try of every phrase at every position of the text (measured: 4.5 ms per
// message, most of the content area's time); instead each phrase keeps its own regex, and a
// text is searched only for the phrases whose anchor word it contains. The answer is the same:
// a phrase matches only where all its required words are, its anchor among them.

import { phraseSource } from './lexicon.ts';

/** One word a phrase requires (any of the alternatives): exact, or a prefix for `stem*`. */
interface Anchor {
  readonly words: readonly string[];
  readonly stems: readonly string[];
}

interface IndexedPhrase {
  readonly pattern: RegExp;
  readonly anchor: Anchor | undefined;
}

/** Words too common to select anything: a phrase anchored on one would be tried on every text. */
const COMMON = new Set(['the', 'your', 'you', 'to', 'of', 'a', 'and', 'de', 'la', 'el', 'o', 'do', 'da', 'que', 'su', 'seu', 'sua', 'le', 'les', 'der', 'die', 'das', 'ihr', 'ihre', 'het', 'uw', 'je', 'is', 'in', 'on', 'for', 'en', 'et', 'und', 'een', 'van']);

/** How telling an alternative is: its longest word's length, nothing for common words. */
function alternativeWeight(alternative: string): number {
  const stem = alternative.endsWith('*');
  const words = (stem ? alternative.slice(0, -1) : alternative).split('_');
  return Math.max(...words.map((word) => (COMMON.has(word) ? 0 : word.length)));
}

/** The word of one alternative to look for, and whether it is a prefix. */
function alternativeKey(alternative: string): { word: string; stem: boolean } {
  const stem = alternative.endsWith('*');
  const words = (stem ? alternative.slice(0, -1) : alternative).split('_');
  // The longest word, common ones last ("you_re" is looked for by "re" rather than by "you").
  const weight = (word: string): number => (COMMON.has(word) ? 0 : word.length);
  let best = words.length - 1;
  for (let index = 0; index < words.length; index++) if (weight(words[index] ?? '') > weight(words[best] ?? '')) best = index;
  // Only the last word of an alternative carries the `*`.
  return { word: words[best] ?? '', stem: stem && best === words.length - 1 };
}

/** The required token whose rarest alternative is the most telling; none when every token is optional. */
function anchorOf(phrase: string): Anchor | undefined {
  let bestToken: string | undefined;
  let bestWeight = -1;
  for (const token of phrase.trim().split(/ +/)) {
    if (token === '...' || token.endsWith('?') || token.startsWith('!')) continue;
    const weight = Math.min(...token.split('|').map(alternativeWeight));
    if (weight > bestWeight) {
      bestWeight = weight;
      bestToken = token;
    }
  }
  if (bestToken === undefined) return undefined;
  const words: string[] = [];
  const stems: string[] = [];
  for (const alternative of bestToken.split('|')) {
    const key = alternativeKey(alternative);
    (key.stem ? stems : words).push(key.word);
  }
  return { words, stems };
}

/** The words of a folded text, and their prefixes of the lengths the stems need. */
export class TextWords {
  readonly #words = new Set<string>();
  readonly #prefixes = new Set<string>();

  constructor(folded: string, stemLengths: ReadonlySet<number>) {
    for (const word of folded.split(' ')) {
      if (word === '' || this.#words.has(word)) continue;
      this.#words.add(word);
      for (const length of stemLengths) if (word.length >= length) this.#prefixes.add(word.slice(0, length));
    }
  }

  has(anchor: Anchor): boolean {
    return anchor.words.some((word) => this.#words.has(word)) || anchor.stems.some((stem) => this.#prefixes.has(stem));
  }
}

export class PhraseIndex {
  readonly #phrases: readonly IndexedPhrase[];
  readonly stemLengths: ReadonlySet<number>;

  constructor(phrases: readonly string[]) {
    this.#phrases = phrases.map((phrase) => ({ pattern: new RegExp(phraseSource(phrase), 'u'), anchor: anchorOf(phrase) }));
    this.stemLengths = new Set(this.#phrases.flatMap((phrase) => phrase.anchor?.stems.map((stem) => stem.length) ?? []));
  }

  /** Does any phrase occur in the folded text (whose words `words` holds)? */
  test(folded: string, words: TextWords): boolean {
    return this.#phrases.some((phrase) => (phrase.anchor === undefined || words.has(phrase.anchor)) && phrase.pattern.test(folded));
  }
}
