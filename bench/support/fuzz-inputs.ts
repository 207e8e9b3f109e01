// Input number i of a fuzzing run, rebuilt from (seed, i) alone: a hand-made bomb as it is, a
// bomb mutated, or a seed message (from the corpus when there is one, else a built-in message)
// mutated one to three times. The corpus is read at run time and never copied anywhere.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { baseMessages, GENERATORS, type Generated, MESSAGE_LIMIT } from './fuzz-bombs.ts';
import { MUTATORS, toBytes, toText } from './fuzz-mutators.ts';
import { hashSeed, Rng } from './fuzz-random.ts';

export interface FuzzInput {
  readonly index: number;
  /** `bomb:NAME` or `corpus:PATH` or `base:NAME`. */
  readonly origin: string;
  /** The generator's parameters, then each mutation in order. */
  readonly chain: readonly string[];
  readonly bytes: Uint8Array;
  readonly control?: Uint8Array;
  readonly watch?: readonly string[];
  readonly kind?: 'cut' | 'evasion';
}

export interface SeedSource {
  /** Paths relative to `root`, sorted, so that a seed picks the same file on every run. */
  readonly files: readonly string[];
  readonly root: string | undefined;
}

/** The messages under `root` (every file but the manifest and read-me), or none when it is absent. */
export function corpusSource(root: string): SeedSource {
  if (!existsSync(root)) return { files: [], root: undefined };
  const files: string[] = [];
  const walk = (dir: string, prefix: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, `${prefix}${name}/`);
      else if (!name.endsWith('.csv') && !name.endsWith('.md') && statSync(path).size <= MESSAGE_LIMIT) files.push(`${prefix}${name}`);
    }
  };
  walk(root, '');
  return { files, root };
}

export const NO_CORPUS: SeedSource = { files: [], root: undefined };

/** Applies `count` mutations; a mutator that finds nothing to change is skipped for another. */
export function mutate(bytes: Uint8Array, count: number, rng: Rng): { bytes: Uint8Array; steps: string[]; preservesContent: boolean } {
  let text = toText(bytes);
  const steps: string[] = [];
  let preservesContent = true;
  for (let step = 0; step < count; step++) {
    for (let attempt = 0; attempt < 6; attempt++) {
      const mutator = rng.pick(MUTATORS);
      const result = mutator.apply(text, rng.fork(`${step}:${attempt}`));
      if (result === undefined || result.text.length > MESSAGE_LIMIT) continue;
      text = result.text;
      steps.push(`${mutator.family}/${result.step}`);
      preservesContent &&= result.preservesContent === true;
      break;
    }
  }
  return { bytes: toBytes(text), steps, preservesContent };
}

export function makeInput(seed: number, index: number, source: SeedSource): FuzzInput {
  const rng = new Rng(hashSeed(seed, index));
  const roll = rng.next();
  if (roll < 0.55) {
    const generator = rng.pick(GENERATORS);
    const built: Generated = generator.build(rng.fork('build'));
    const origin = `bomb:${generator.name}`;
    if (roll < 0.35) return { index, origin, chain: [built.note], bytes: built.bytes, ...controlOf(built) };
    const mutated = mutate(built.bytes, rng.int(1, 2), rng.fork('mutate'));
    return { index, origin, chain: [built.note, ...mutated.steps], bytes: mutated.bytes, ...(mutated.preservesContent ? controlOf(built) : {}) };
  }
  let origin: string;
  let bytes: Uint8Array;
  if (source.root !== undefined && source.files.length > 0) {
    const file = rng.pick(source.files);
    origin = `corpus:${file}`;
    bytes = new Uint8Array(readFileSync(join(source.root, file)));
  } else {
    const base = rng.pick(baseMessages());
    origin = base.name;
    bytes = base.bytes;
  }
  const mutated = mutate(bytes, rng.int(1, 3), rng.fork('mutate'));
  return {
    index,
    origin,
    chain: mutated.steps,
    bytes: mutated.bytes,
    ...(mutated.preservesContent && mutated.steps.length > 0 ? { control: bytes, kind: 'cut' as const } : {}),
  };
}

function controlOf(built: Generated): Pick<FuzzInput, 'control' | 'watch' | 'kind'> {
  return {
    ...(built.control === undefined ? {} : { control: built.control }),
    ...(built.watch === undefined ? {} : { watch: built.watch }),
    ...(built.kind === undefined ? {} : { kind: built.kind }),
  };
}
