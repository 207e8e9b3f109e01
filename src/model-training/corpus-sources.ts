// The corpus sources' licences, read from training/corpus-sources.json: data beside the
// training mail, not code, so a new source or licence is one line there.

import { readFileSync } from 'node:fs';

interface CorpusSources {
  readonly trainable: Readonly<Record<string, string>>;
  readonly measureOnly: readonly string[];
}

const SOURCES = JSON.parse(readFileSync(new URL('../../training/corpus-sources.json', import.meta.url), 'utf8')) as CorpusSources;

/** Licences allow measuring these only: a model trained on them could not be shipped. */
export const MEASURE_ONLY_SOURCES: readonly string[] = SOURCES.measureOnly;

/** The licence of each corpus source training may use. */
export const TRAINABLE_LICENCES: Readonly<Record<string, string>> = SOURCES.trainable;
