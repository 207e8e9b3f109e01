// Which brands a display name (or any short text) names, by the brand list's names and aliases
// matched as whole token sequences on folded text (knowledge/brands.ts says which names are
// distinctive and which are weak).

import { BRANDS, SERVICE_WORDS } from '../knowledge/brands.ts';
import type { Brand } from '../knowledge/brands.ts';
import { confusableKey } from './confusables.ts';
import { foldedTokens } from './fold.ts';

interface NameEntry {
  readonly brand: Brand;
  readonly tokens: readonly string[];
}

type Tokenizer = (text: string, maxTokens?: number) => string[];

/** Tokens read per text by default: a display name or a subject has far fewer. */
export const DEFAULT_MAX_NAME_TOKENS = 200;

const plainTokens: Tokenizer = (text, maxTokens = DEFAULT_MAX_NAME_TOKENS) => foldedTokens(text, maxTokens);
// The skeleton before folding (it maps a capital I, not a small one, to l): "Micr0s0ft", "PaypaI"
// and Cyrillic look-alikes reach the same tokens as the real name.
const skeletonTokens: Tokenizer = (text, maxTokens = DEFAULT_MAX_NAME_TOKENS) => foldedTokens(confusableKey(text.slice(0, maxTokens * 32)), maxTokens);

interface NameIndex {
  /** Distinctive names by their first token. */
  readonly strong: ReadonlyMap<string, readonly NameEntry[]>;
  /** Weak names by their tokens joined with a space. */
  readonly weak: ReadonlyMap<string, readonly Brand[]>;
  readonly serviceWords: ReadonlySet<string>;
}

function buildIndex(tokenize: Tokenizer): NameIndex {
  const strong = new Map<string, NameEntry[]>();
  const weak = new Map<string, Brand[]>();
  for (const brand of BRANDS) {
    for (const name of brand.names) {
      const tokens = tokenize(name);
      const first = tokens[0];
      if (first === undefined) continue;
      strong.set(first, [...(strong.get(first) ?? []), { brand, tokens }]);
    }
    for (const name of brand.weakNames ?? []) {
      const key = tokenize(name).join(' ');
      weak.set(key, [...(weak.get(key) ?? []), brand]);
    }
  }
  return { strong, weak, serviceWords: new Set(SERVICE_WORDS.flatMap((word) => tokenize(word))) };
}

const PLAIN = buildIndex(plainTokens);
const SKELETON = buildIndex(skeletonTokens);

function namedIn(tokens: readonly string[], index: NameIndex): Set<Brand> {
  const found = new Set<Brand>();
  for (let start = 0; start < tokens.length; start++) {
    for (const entry of index.strong.get(tokens[start] as string) ?? []) {
      if (entry.tokens.every((token, offset) => tokens[start + offset] === token)) found.add(entry.brand);
    }
  }
  const rest = tokens.filter((token) => !index.serviceWords.has(token)).join(' ');
  for (const brand of index.weak.get(rest) ?? []) found.add(brand);
  return found;
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
 * i, "Micr0soft", Cyrillic letters): the name is there, disguised.
 */
export function brandsDisguisedIn(text: string, maxTokens = DEFAULT_MAX_NAME_TOKENS): Brand[] {
  const plain = namedIn(plainTokens(text, maxTokens), PLAIN);
  return [...namedIn(skeletonTokens(text, maxTokens), SKELETON)].filter((brand) => !plain.has(brand));
}
