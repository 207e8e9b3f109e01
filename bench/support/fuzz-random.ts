// The fuzzing bench's seeded random numbers: a small, fast generator (mulberry32) whose whole
// state is one 32-bit word, so input number i of a run is rebuilt from (seed, i) alone.

/** FNV-1a over `seed:label`, then a final mix: derives independent streams from one seed. */
export function hashSeed(seed: number, label: string | number): number {
  let hash = 0x811c9dc5;
  for (const char of `${seed >>> 0}:${label}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  return hash >>> 0;
}

export class Rng {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** An integer in [min, max] drawn on a log scale: small and huge values are both common. */
  logInt(min: number, max: number): number {
    const low = Math.log(Math.max(1, min));
    const high = Math.log(Math.max(1, max));
    return Math.min(max, Math.max(min, Math.round(Math.exp(low + this.next() * (high - low)))));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A new generator whose stream depends only on this one's state and the label. */
  fork(label: string): Rng {
    return new Rng(hashSeed(this.#state, label));
  }
}
