// Which brands a display name (or any short text) names, by the brand list's names and aliases
// matched as whole token sequences on folded text (knowledge/brands.ts says which names are
// distinctive and which are weak).

import { BRANDS, SERVICE_WORDS } from '../knowledge/brands.ts';
import type { Brand } from '../knowledge/brands.ts';
import { confusableKey, foldIAndL } from './confusables.ts';
import { foldedTokens } from './fold.ts';

interface NameEntry {
  readonly brand: Brand;
  readonly tokens: readonly string[];
}

type Tokenizer = (text: string, maxTokens?: number) => string[];

/** Tokens read per text by default: a display name or a subject has far fewer. */
export const DEFAULT_MAX_NAME_TOKENS = 200;

// Trade and copyright marks decorate names ("Total AV™", "DEWALT®"); folding would spell ™ as
// the letters "tm" glued to the name.
const MARKS = /[\u00a9\u00ae\u2120\u2122]/gu;

const plainTokens: Tokenizer = (text, maxTokens = DEFAULT_MAX_NAME_TOKENS) => foldedTokens(text.slice(0, maxTokens * 32).replace(MARKS, ' '), maxTokens);
// The skeleton before folding (it maps a capital I, not a small one, to l): "Micr0s0ft", "PaypaI"
// and Cyrillic look-alikes reach the same tokens as the real name. A small i and l then count as
// one letter too, both ways: "lCloud" for iCloud, "Netfl1x" (1 is l) for Netflix.
const skeletonTokens: Tokenizer = (text, maxTokens = DEFAULT_MAX_NAME_TOKENS) =>
  foldedTokens(confusableKey(text.slice(0, maxTokens * 32).replace(MARKS, ' ')), maxTokens).map(foldIAndL);

interface NameIndex {
  /** Distinctive names by their first token. */
  readonly strong: ReadonlyMap<string, readonly NameEntry[]>;
  /** Weak names by their tokens joined with a space. */
  readonly weak: ReadonlyMap<string, readonly Brand[]>;
  readonly serviceWords: ReadonlySet<string>;
  /** Service words cut short at the end of a name ("Service clientèl"): beginnings of at least MIN_CUT_SERVICE_WORD letters. */
  readonly cutServiceWords: ReadonlySet<string>;
}

/**
 * Senders' tools cut display names at a fixed length, mid-word ("Decathlon Service clientèl");
 * shorter beginnings are ordinary words ("card", "help").
 */
const MIN_CUT_SERVICE_WORD = 5;

/**
 * Names indexed as `tokenize` writes them. Names shorter than `minLetters` (letters and digits)
 * are left out: under the skeleton, three-letter acronyms meet other acronyms ("KIM" reads as
 * KLM, "GIS" as GLS, "LNG" as ING).
 */
function buildIndex(tokenize: Tokenizer, minLetters = 0): NameIndex {
  const strong = new Map<string, NameEntry[]>();
  const weak = new Map<string, Brand[]>();
  for (const brand of BRANDS) {
    for (const name of brand.names.flatMap(spacedPlus)) {
      if (plainTokens(name).join('').length < minLetters) continue;
      const tokens = tokenize(name);
      const first = tokens[0];
      if (first === undefined) continue;
      strong.set(first, [...(strong.get(first) ?? []), { brand, tokens }]);
    }
    for (const name of brand.weakNames ?? []) {
      if (plainTokens(name).join('').length < minLetters) continue;
      const key = tokenize(name).join(' ');
      weak.set(key, [...(weak.get(key) ?? []), brand]);
    }
  }
  const serviceWords = new Set(SERVICE_WORDS.flatMap((word) => tokenize(word)));
  const cutServiceWords = new Set(
    [...serviceWords].flatMap((word) =>
      Array.from({ length: Math.max(0, word.length - MIN_CUT_SERVICE_WORD) }, (_, cut) => word.slice(0, MIN_CUT_SERVICE_WORD + cut)),
    ),
  );
  return { strong, weak, serviceWords, cutServiceWords };
}

/** A name and, when it ends in a plus ("Disney+"), its spelling with the plus set apart ("Paramount +"). */
function spacedPlus(name: string): string[] {
  return name.endsWith('+') ? [name, `${name.slice(0, -1)} +`] : [name];
}

/** Shortest name looked for through the skeleton. */
const MIN_SKELETON_NAME = 4;

const PLAIN = buildIndex(plainTokens);
const SKELETON = buildIndex(skeletonTokens, MIN_SKELETON_NAME);

// The same names with their words glued into one token ("bank of america" → "bankofamerica"), for
// display names whose letters are spaced or punctuated apart.
function gluedTokenizer(tokenize: Tokenizer): Tokenizer {
  return (text, maxTokens) => {
    const glued = tokenize(text, maxTokens).join('');
    return glued === '' ? [] : [glued];
  };
}

/**
 * Service words that evasions glue to the end of a brand name ("MetaMaskTeam", "CoinbaseWallet",
 * "PaypalSupport"): split off when what precedes them is a brand name on its own.
 */
const GLUED_SUFFIXES: readonly string[] = [
  'team',
  'support',
  'service',
  'services',
  'security',
  'wallet',
  'app',
  'help',
  'info',
  'official',
  'rewards',
  'online',
  'account',
  'noreply',
  'care',
  'billing',
  'alert',
  'alerts',
  'notification',
  'notifications',
  'suporte',
  'soporte',
  'equipe',
  'equipo',
];

interface GluedIndex {
  readonly tokenize: Tokenizer;
  readonly names: NameIndex;
  /** GLUED_SUFFIXES as this tokenizer writes them (the skeleton writes "team" as "tearn"). */
  readonly suffixes: readonly string[];
}

function buildGluedIndex(tokenize: Tokenizer, minLetters = 0): GluedIndex {
  return { tokenize, names: buildIndex(gluedTokenizer(tokenize), minLetters), suffixes: GLUED_SUFFIXES.map((suffix) => tokenize(suffix).join('')) };
}

const PLAIN_GLUED = buildGluedIndex(plainTokens);
const SKELETON_GLUED = buildGluedIndex(skeletonTokens, MIN_SKELETON_NAME);

/** Shortest run of single letters read as one spaced-out word ("T E M U", "P.a.y.P.a.l"). */
const MIN_SPACED_LETTERS = 4;
/**
 * Three letters are a person's initials ("Dr. D. H. L. Ramos", "D.P.D. Sánchez") unless the
 * name holds nothing else but service words ("U.P.S.", "D H L Express").
 */
const SHORT_SPACED_LETTERS = 3;

/**
 * Words of a display name with what separates letters inside them dropped: each
 * whitespace-delimited word glued from its tokens ("P.a.y.P.a.l", "Net-flix", "Pay★Pal"), runs of
 * single letters glued ("T E M U", "N e t f l i x !"), and a glued service word split off the
 * end of a brand name. Linear in the text; reads the first `maxTokens` words.
 */
function gluedWords(text: string, glued: GluedIndex, maxTokens: number): string[] {
  // Each whitespace-delimited word as its tokens; a word of single letters only ("D.", "U.P.S.") is a run piece.
  const pieces: string[][] = [];
  for (const match of text.slice(0, maxTokens * 32).matchAll(/\S+/gu)) {
    const tokens = glued.tokenize(match[0], 64);
    if (tokens.length > 0) pieces.push(tokens);
    if (pieces.length >= maxTokens) break;
  }
  const isLetters = (tokens: readonly string[]): boolean => tokens.every((token) => [...token].length === 1);
  const others = pieces.filter((tokens) => !isLetters(tokens)).map((tokens) => tokens.join(''));
  const onlyServiceWords = others.every((word) => glued.names.serviceWords.has(word));
  const joined: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    if (run.length >= MIN_SPACED_LETTERS || (run.length === SHORT_SPACED_LETTERS && onlyServiceWords)) joined.push(run.join(''));
    else joined.push(...run);
    run = [];
  };
  for (const tokens of pieces) {
    if (isLetters(tokens)) {
      run.push(...tokens);
      continue;
    }
    flush();
    joined.push(tokens.join(''));
  }
  flush();
  return joined.flatMap((word) => {
    for (const suffix of glued.suffixes) {
      if (word.length <= suffix.length || !word.endsWith(suffix)) continue;
      const stem = word.slice(0, word.length - suffix.length);
      if (glued.names.strong.has(stem) || glued.names.weak.has(stem)) return [stem, suffix];
    }
    return [word];
  });
}

function namedIn(tokens: readonly string[], index: NameIndex): Set<Brand> {
  const found = new Set<Brand>();
  for (let start = 0; start < tokens.length; start++) {
    for (const entry of index.strong.get(tokens[start] as string) ?? []) {
      if (entry.tokens.every((token, offset) => tokens[start + offset] === token)) found.add(entry.brand);
    }
  }
  const last = tokens.length - 1;
  const rest = tokens.filter((token, at) => !index.serviceWords.has(token) && !(at === last && at > 0 && index.cutServiceWords.has(token))).join(' ');
  for (const brand of index.weak.get(rest) ?? []) found.add(brand);
  for (const brand of index.weak.get(signedFor(tokens, index)) ?? []) found.add(brand);
  return found;
}

/** Words that sign a person's name for a company ("Katie from Ledger", "Anna at Kraken"); not van and von, which are parts of names. */
const SIGNED_FOR = new Set(['from', 'at']);

/**
 * The company a short name signs for: what follows "from" or "at" after a first name or two, service
 * words left out ("Katie from Ledger", "Freddie from Ripple Support"); '' when the name is not
 * built that way. A person writing for a company names that company as much as "Ledger Support" does.
 */
function signedFor(tokens: readonly string[], index: NameIndex): string {
  if (tokens.length > 6) return '';
  const at = tokens.findIndex((token, position) => position >= 1 && position <= 2 && SIGNED_FOR.has(token));
  if (at === -1) return '';
  return tokens
    .slice(at + 1)
    .filter((token) => !index.serviceWords.has(token))
    .join(' ');
}

/**
 * The brands a text names: a distinctive name or alias anywhere as whole tokens ("PayPal
 * Service", "Equipo Microsoft 365"), or a weak one standing alone among service words ("Apple
 * Support", "UPS Notificaciones"), case- and accent-folded. Reads the first `maxTokens` words.
 */
export function brandsNamedIn(text: string, maxTokens = DEFAULT_MAX_NAME_TOKENS): Brand[] {
  return [...namedIn(plainTokens(text, maxTokens), PLAIN)];
}

/**
 * The brands a text names only once look-alike characters are undone ("PaypaI" with a capital
 * i, "Micr0soft", Cyrillic letters) or its letters are put back together ("P a y P a l",
 * "Net-flix", "MetaMaskTeam"): the name is there, disguised.
 */
export function brandsDisguisedIn(text: string, maxTokens = DEFAULT_MAX_NAME_TOKENS): Brand[] {
  const plain = namedIn(plainTokens(text, maxTokens), PLAIN);
  return [...disguisedNamesIn(text, maxTokens)].filter((brand) => !plain.has(brand));
}

/** The brands a text names plainly or disguised: what a sender claims to be, however written. */
export function brandsClaimedIn(text: string, maxTokens = DEFAULT_MAX_NAME_TOKENS): Brand[] {
  return [...new Set([...namedIn(plainTokens(text, maxTokens), PLAIN), ...disguisedNamesIn(text, maxTokens)])];
}

/**
 * The brands whose weak name stands right beside one of `words` in a text: "Douglas-Kunde",
 * "DECATHLON-Gutschein", "Rituals gift set". A surname or an ordinary word names the brand there
 * as plainly as a distinctive name does; the caller says which words make it so.
 */
export function brandsBesideWords(text: string, words: ReadonlySet<string>, maxTokens = DEFAULT_MAX_NAME_TOKENS): Brand[] {
  const tokens = plainTokens(text, maxTokens);
  const found = new Set<Brand>();
  tokens.forEach((token, at) => {
    const beside = words.has(tokens[at - 1] ?? '') || words.has(tokens[at + 1] ?? '');
    if (beside) for (const brand of PLAIN.weak.get(token) ?? []) found.add(brand);
  });
  return [...found];
}

function disguisedNamesIn(text: string, maxTokens: number): Set<Brand> {
  return new Set([
    ...namedIn(skeletonTokens(text, maxTokens), SKELETON),
    ...namedIn(gluedWords(text, PLAIN_GLUED, maxTokens), PLAIN_GLUED.names),
    ...namedIn(gluedWords(text, SKELETON_GLUED, maxTokens), SKELETON_GLUED.names),
  ]);
}
