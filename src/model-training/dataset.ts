// Which files a training run reads, and as what: the first folder level under each data folder
// is the label (phish, fraud, spam, ham, bounce), the second the source. Labels outside the four
// classes (fixture, …) are skipped. Sources whose licence allows measuring only are refused.

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { MEASURE_ONLY_SOURCES } from './corpus-sources.ts';

export const CLASSES = ['phishing', 'fraud', 'spam', 'legitimate'] as const;
export type ClassName = (typeof CLASSES)[number];

/** The corpus's labels and the class each trains. */
const LABEL_CLASSES: Readonly<Record<string, ClassName>> = {
  phish: 'phishing',
  phishing: 'phishing',
  fraud: 'fraud',
  spam: 'spam',
  ham: 'legitimate',
  bounce: 'legitimate',
};

export { MEASURE_ONLY_SOURCES };

export interface TrainingItem {
  readonly file: string;
  readonly label: string;
  readonly className: ClassName;
  readonly source: string;
}

export class DatasetError extends Error {}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (!name.endsWith('.csv') && !name.endsWith('.md')) out.push(path);
  }
}

/** The labelled files under the data folders, in a fixed order; `sources` keeps only those. */
export function listTrainingItems(dataDirs: readonly string[], sources?: readonly string[]): TrainingItem[] {
  for (const source of sources ?? []) {
    if (MEASURE_ONLY_SOURCES.includes(source)) throw new DatasetError(`refusing to train on ${source}: its licence allows measuring only`);
  }
  const items: TrainingItem[] = [];
  for (const dir of dataDirs) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new DatasetError(`no data folder at ${dir}`);
    const files: string[] = [];
    walk(dir, files);
    for (const file of files) {
      const parts = relative(dir, file).split(sep);
      if (parts.length < 3) continue;
      const className = LABEL_CLASSES[parts[0]!];
      if (className === undefined) continue;
      const source = parts[1]!;
      if (sources !== undefined && sources.length > 0 && !sources.includes(source)) continue;
      if (MEASURE_ONLY_SOURCES.includes(source)) {
        throw new DatasetError(`refusing to train on ${source} (found under ${dir}): its licence allows measuring only; choose sources with --source`);
      }
      items.push({ file, label: parts[0]!, className, source });
    }
  }
  return items;
}
