// Finds written messages that repeat a reference message's wording: the share of a message's
// five-word runs (shingles) that one reference message also holds. Writers who remember real
// campaigns reproduce them; such a copy of measure-only mail may not be trained on.

/** Shingles read per message: enough to tell a copy, bounded for long newsletters. */
const MAX_SHINGLES = 3_000;
const SHINGLE_WORDS = 5;
/** A shingle shared by more reference messages than this is boilerplate, not a copy. */
const MAX_POSTINGS = 50;

export function shinglesOf(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ');
  const shingles = new Set<string>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length && shingles.size < MAX_SHINGLES; i++) shingles.add(words.slice(i, i + SHINGLE_WORDS).join(' '));
  return shingles;
}

export class ReferenceShingles {
  readonly #postings = new Map<string, number[]>();
  readonly #names: string[] = [];

  add(name: string, shingles: ReadonlySet<string>): void {
    const id = this.#names.length;
    this.#names.push(name);
    for (const shingle of shingles) {
      const list = this.#postings.get(shingle);
      if (list === undefined) this.#postings.set(shingle, [id]);
      else if (list.length <= MAX_POSTINGS) list.push(id);
    }
  }

  /** The reference message holding the largest share of `shingles`, and that share (0–1). */
  closest(shingles: ReadonlySet<string>): { name: string; share: number } | undefined {
    const shared = new Map<number, number>();
    for (const shingle of shingles) {
      const list = this.#postings.get(shingle);
      if (list === undefined || list.length > MAX_POSTINGS) continue;
      for (const id of list) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    let best: { name: string; share: number } | undefined;
    for (const [id, count] of shared) {
      const share = count / shingles.size;
      if (best === undefined || share > best.share) best = { name: this.#names[id]!, share };
    }
    return best;
  }
}
