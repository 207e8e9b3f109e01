// Phrases indexed by their most telling word. One alternation of a thousand phrases costs the
// regex engine a try of every phrase at every position of the text (measured: 4.5 ms per
// message, most of the content area's time); instead each phrase keeps its own regex, and a
// text is searched only for the phrases whose words it contains: the anchor words of an index
// are intersected with the text's words (whichever set is smaller is walked), and a phrase so
// found is tried only when the text also holds a word of each of its other required tokens. The
// answer is the same: a phrase matches only where all its required words are.

import { phraseSource } from './lexicon.ts';

/** One word a phrase requires (any of the alternatives): exact, or a prefix for `stem*`. */
interface Anchor {
  readonly words: readonly string[];
  readonly stems: readonly string[];
}

interface IndexedPhrase {
  readonly pattern: RegExp;
  readonly anchor: Anchor | undefined;
  /** Other required tokens the text must hold a word of (those the text's prefixes can answer for). */
  readonly others: readonly Anchor[];
}

/** Words too common to select anything: a phrase anchored on one would be tried on every text. */
const COMMON = new Set([
  'the',
  'your',
  'you',
  'to',
  'of',
  'a',
  'and',
  'de',
  'la',
  'el',
  'o',
  'do',
  'da',
  'que',
  'su',
  'seu',
  'sua',
  'le',
  'les',
  'der',
  'die',
  'das',
  'ihr',
  'ihre',
  'het',
  'uw',
  'je',
  'is',
  'in',
  'on',
  'for',
  'en',
  'et',
  'und',
  'een',
  'van',
]);

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

/** A token's words to look for: one per alternative, exact or a prefix. */
function tokenAnchor(token: string): Anchor {
  const words: string[] = [];
  const stems: string[] = [];
  for (const alternative of token.split('|')) {
    const key = alternativeKey(alternative);
    (key.stem ? stems : words).push(key.word);
  }
  return { words, stems };
}

/**
 * The required tokens of a phrase (neither optional, a gap nor a negation), the anchor first: the
 * token whose rarest alternative is the most telling. No anchor when every token is optional.
 */
function requiredTokens(phrase: string): { readonly anchor: Anchor | undefined; readonly others: readonly Anchor[] } {
  const tokens = phrase
    .trim()
    .split(/ +/)
    .filter((token) => token !== '...' && !token.endsWith('?') && !token.startsWith('!'));
  let best = -1;
  let bestWeight = -1;
  tokens.forEach((token, index) => {
    const weight = Math.min(...token.split('|').map(alternativeWeight));
    if (weight > bestWeight) {
      bestWeight = weight;
      best = index;
    }
  });
  if (best < 0) return { anchor: undefined, others: [] };
  return { anchor: tokenAnchor(tokens[best]!), others: tokens.filter((_, index) => index !== best).map(tokenAnchor) };
}

/** A trie of every index's stems, by UTF-16 unit: a word's prefixes are looked up, never cut. */
interface StemNode {
  readonly next: Map<number, StemNode>;
  stem: string | undefined;
}

const STEMS: StemNode = { next: new Map(), stem: undefined };

function registerStem(stem: string): void {
  let node = STEMS;
  for (let i = 0; i < stem.length; i++) {
    const code = stem.charCodeAt(i);
    let next = node.next.get(code);
    if (next === undefined) node.next.set(code, (next = { next: new Map(), stem: undefined }));
    node = next;
  }
  node.stem = stem;
}

/** One index's phrase numbers under one anchor word or stem. */
interface Listed {
  readonly index: PhraseIndex;
  readonly phrases: readonly number[];
}

/**
 * Every index's lists by anchor word and by stem: a text searched for many intents looks each of
 * its words up once for all of their indexes, where each index looking up every word (or every
 * one of its keys) is most of the search.
 */
const LISTED_BY_WORD = new Map<string, Listed[]>();
const LISTED_BY_STEM = new Map<string, Listed[]>();

function list(keyed: Keyed, index: PhraseIndex, into: Map<string, Listed[]>): void {
  keyed.keys.forEach((key, at) => {
    const listed = into.get(key);
    const entry = { index, phrases: keyed.values[at]! };
    if (listed === undefined) into.set(key, [entry]);
    else listed.push(entry);
  });
}

/**
 * The words of a folded text, and those of their prefixes of the lengths the stems need that
 * are some index's stems: only stems are ever looked up, so other prefixes are not kept.
 */
export class TextWords {
  readonly words = new Set<string>();
  readonly prefixes = new Set<string>();
  #anchored: Map<PhraseIndex, (readonly number[])[]> | undefined;

  constructor(folded: string, stemLengths: ReadonlySet<number>) {
    for (const word of folded.split(' ')) {
      if (word === '' || this.words.has(word)) continue;
      this.words.add(word);
      let node: StemNode | undefined = STEMS;
      for (let i = 0; i < word.length; i++) {
        node = node.next.get(word.charCodeAt(i));
        if (node === undefined) break;
        if (node.stem !== undefined && stemLengths.has(i + 1)) this.prefixes.add(node.stem);
      }
    }
  }

  /** Per index, its phrase lists under the text's words and stems (words first); made on first use. */
  anchored(): ReadonlyMap<PhraseIndex, readonly (readonly number[])[]> {
    if (this.#anchored !== undefined) return this.#anchored;
    const found = new Map<PhraseIndex, (readonly number[])[]>();
    for (const [held, listed] of [
      [this.words, LISTED_BY_WORD],
      [this.prefixes, LISTED_BY_STEM],
    ] as const) {
      for (const key of held) {
        for (const { index, phrases } of listed.get(key) ?? []) {
          const lists = found.get(index);
          if (lists === undefined) found.set(index, [phrases]);
          else lists.push(phrases);
        }
      }
    }
    this.#anchored = found;
    return found;
  }

  /** anchored() has been made: reading it costs nothing more. */
  get hasAnchored(): boolean {
    return this.#anchored !== undefined;
  }

  has(anchor: Anchor): boolean {
    for (const word of anchor.words) if (this.words.has(word)) return true;
    for (const stem of anchor.stems) if (this.prefixes.has(stem)) return true;
    return false;
  }
}

/** Phrase numbers keyed by each word (or stem) of their anchors; keys and lists side by side, which walk without allocating. */
interface Keyed {
  readonly lists: ReadonlyMap<string, readonly number[]>;
  readonly keys: readonly string[];
  readonly values: ReadonlyArray<readonly number[]>;
}

function keyedBy(phrases: readonly IndexedPhrase[], of: (anchor: Anchor) => readonly string[]): Keyed {
  const lists = new Map<string, number[]>();
  phrases.forEach((phrase, index) => {
    for (const key of new Set(phrase.anchor === undefined ? [] : of(phrase.anchor))) {
      const list = lists.get(key);
      if (list === undefined) lists.set(key, [index]);
      else list.push(index);
    }
  });
  return { lists, keys: [...lists.keys()], values: [...lists.values()] };
}

/** An index with fewer keys than this share of a text's words searches it alone (see test). */
const SMALL_INDEX_SHARE = 0.125;

export class PhraseIndex {
  readonly #phrases: readonly IndexedPhrase[];
  readonly #byWord: Keyed;
  readonly #byStem: Keyed;
  readonly #unanchored: readonly number[];
  /** The search each phrase was last tried in: a phrase reached by two anchor words is tried once. */
  readonly #triedIn: Uint32Array;
  #search = 0;
  readonly stemLengths: ReadonlySet<number>;

  constructor(phrases: readonly string[]) {
    const required = phrases.map(requiredTokens);
    // Prefixes cost every word of every text a slice per length: only the anchors' lengths are
    // kept, and another token is checked only when its stems are of those lengths.
    this.stemLengths = new Set(required.flatMap(({ anchor }) => anchor?.stems.map((stem) => stem.length) ?? []));
    const checkable = (token: Anchor): boolean => token.stems.every((stem) => this.stemLengths.has(stem.length));
    this.#phrases = phrases.map((phrase, index) => ({
      pattern: new RegExp(phraseSource(phrase), 'u'),
      anchor: required[index]!.anchor,
      others: required[index]!.others.filter(checkable),
    }));
    this.#byWord = keyedBy(this.#phrases, (anchor) => anchor.words);
    this.#byStem = keyedBy(this.#phrases, (anchor) => anchor.stems);
    list(this.#byWord, this, LISTED_BY_WORD);
    list(this.#byStem, this, LISTED_BY_STEM);
    this.#unanchored = this.#phrases.flatMap((phrase, index) => (phrase.anchor === undefined ? [index] : []));
    this.#triedIn = new Uint32Array(this.#phrases.length);
    for (const { anchor, others } of this.#phrases) for (const token of anchor === undefined ? others : [anchor, ...others]) token.stems.forEach(registerStem);
  }

  /** Does any phrase occur in the folded text (whose words `words` holds, with prefixes of `stemLengths`)? */
  test(folded: string, words: TextWords): boolean {
    if (++this.#search === 0xffffffff) {
      this.#triedIn.fill(0);
      this.#search = 1;
    }
    for (const index of this.#unanchored) if (this.#tries(index, folded, words)) return true;
    // A small index on a long text walks its own few keys; otherwise the text's words, looked up
    // once for every index, give this one's lists. Either way the same phrases are tried.
    if (!words.hasAnchored && this.#byWord.keys.length + this.#byStem.keys.length < SMALL_INDEX_SHARE * words.words.size) {
      return this.#triesKeyed(this.#byWord, words.words, folded, words) || this.#triesKeyed(this.#byStem, words.prefixes, folded, words);
    }
    for (const phrases of words.anchored().get(this) ?? []) if (this.#triesAll(phrases, folded, words)) return true;
    return false;
  }

  /** Tries the phrases keyed by the keys the text holds, walking the smaller of the two sets. */
  #triesKeyed(keyed: Keyed, held: ReadonlySet<string>, folded: string, words: TextWords): boolean {
    if (keyed.keys.length <= held.size) {
      for (let at = 0; at < keyed.keys.length; at++) if (held.has(keyed.keys[at]!) && this.#triesAll(keyed.values[at]!, folded, words)) return true;
      return false;
    }
    for (const key of held) {
      const indices = keyed.lists.get(key);
      if (indices !== undefined && this.#triesAll(indices, folded, words)) return true;
    }
    return false;
  }

  #triesAll(indices: readonly number[], folded: string, words: TextWords): boolean {
    for (const index of indices) if (this.#tries(index, folded, words)) return true;
    return false;
  }

  #tries(index: number, folded: string, words: TextWords): boolean {
    if (this.#triedIn[index] === this.#search) return false;
    this.#triedIn[index] = this.#search;
    const phrase = this.#phrases[index]!;
    for (const other of phrase.others) if (!words.has(other)) return false;
    return phrase.pattern.test(folded);
  }
}
