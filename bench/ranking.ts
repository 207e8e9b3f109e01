// npm run bench:ranking -- [--model FILE]… [--legit DIR]… [DIR…] : how well a learned model ranks
// threats above legitimate mail it never trained on, apart from the thresholds stored in it (which
// the training mail sets, and which move whenever harder legitimate mail is added).
//
// Messages are labelled as bench:quality labels them: the first folder level under a DIR is the
// label, the second the source. The reference is the legitimate mail no model trains on: `ham` of
// the corpus's measure-only sources under DIR… (its licence refuses training), and the `ham` under
// each --legit DIR (a blind batch). For every phish and fraud group it prints the share whose
// phishing-or-fraud probability passes the point that 0.25, 0.5, 1, 2 and 5% of the reference
// reaches, and the mean of that share over 0–2% (a partial AUC: one point alone rests on a dozen
// reference messages). Groups of sources a model may train on are marked: their figures are
// in-sample for a model trained on them. Several --model files share one reading of the messages.
// DIR defaults to ../shared/corpus, the model to the shipped one.

import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { classProbabilities } from '../src/analysis/model/classifier.ts';
import { readModelFile, SHIPPED_MODEL_PATH } from '../src/analysis/model/layer.ts';
import { vectorize } from '../src/analysis/model/vector.ts';
import { MEASURE_ONLY_SOURCES } from '../src/model-training/corpus-sources.ts';
import { extractFiles } from '../src/model-training/extract-pool.ts';
import { walkMessageFiles } from './support/message-files.ts';
import { descending, partialAuc, recallAt } from './support/ranking.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { model: { type: 'string', multiple: true }, legit: { type: 'string', multiple: true } },
});
const POINTS = [0.0025, 0.005, 0.01, 0.02, 0.05];
const CEILING = 0.02;

interface Item {
  readonly file: string;
  /** `label/source`: the group a threat is reported in. */
  readonly group: string;
  readonly reference: boolean;
  /** From a source a model may train on: its figures are in-sample for such a model. */
  readonly trainable: boolean;
}

const defaultCorpus = resolve(new URL('../../shared/corpus', import.meta.url).pathname);
const roots = positionals.length > 0 ? positionals.map((dir) => resolve(dir)) : existsSync(defaultCorpus) ? [defaultCorpus] : [];
const legitRoots = (values.legit ?? []).map((dir) => resolve(dir));
if (roots.length + legitRoots.length === 0) {
  console.log('bench:ranking: no folder given and ../shared/corpus is not there; nothing to measure.');
  process.exit(0);
}

const items: Item[] = [];
for (const [root, blind] of [...roots.map((root) => [root, false] as const), ...legitRoots.map((root) => [root, true] as const)]) {
  const files: string[] = [];
  walkMessageFiles(root, files);
  for (const file of files) {
    const parts = relative(root, file).split(sep);
    if (parts.length < 2) continue;
    const label = parts[0]!;
    const source = blind ? relative(process.cwd(), root) : parts.length > 2 ? parts[1]! : parts[0]!;
    const trainable = !blind && !MEASURE_ONLY_SOURCES.includes(source);
    const item = { file, group: `${label}/${source}`, trainable };
    if (label === 'ham') {
      if (!trainable) items.push({ ...item, reference: true });
    } else if (label === 'phish' || label === 'fraud') items.push({ ...item, reference: false });
  }
}

const modelPaths = values.model ?? [process.env['CENTINELA_MODEL'] ?? SHIPPED_MODEL_PATH];
const models = modelPaths.map((path) => ({ path, model: readModelFile(path) }));

// Each message is read once, with the learned layer off (as training reads it); every model scores the same features.
const started = performance.now();
const examples = await extractFiles(items.map((item) => item.file));

const scored = models.map(({ model }) => {
  const phishing = model.classes.indexOf('phishing');
  const fraud = model.classes.indexOf('fraud');
  return examples.map((example) => {
    if (example.kind !== 'example') return undefined;
    const p = classProbabilities(model, vectorize(new Map(example.features), model.dims));
    return (phishing < 0 ? 0 : p[phishing]!) + (fraud < 0 ? 0 : p[fraud]!);
  });
});

const groups = new Map<string, number[]>();
items.forEach((item, n) => {
  if (item.reference || examples[n]!.kind !== 'example') return;
  const members = groups.get(item.group) ?? [];
  members.push(n);
  groups.set(item.group, members);
});
const referenceIndices = items.flatMap((item, n) => (item.reference && examples[n]!.kind === 'example' ? [n] : []));
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(`bench:ranking — ${items.length} messages read in ${seconds} s; reference: ${referenceIndices.length} legitimate messages no model trains on`);
if (referenceIndices.length === 0) {
  console.log('no reference: give measure-only corpus sources or --legit folders holding ham');
  process.exit(0);
}
console.log(`share of each group above the point ${POINTS.map((p) => `${p * 100}%`).join(' / ')} of the reference reaches; mean over 0–${CEILING * 100}%\n`);
models.forEach(({ path }, m) => {
  const scores = scored[m]!;
  const reference = descending(referenceIndices.map((n) => scores[n]!));
  console.log(relative(process.cwd(), path));
  for (const [group, indices] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const threats = indices.map((n) => scores[n]!);
    const trainable = items[indices[0]!]!.trainable;
    const points = POINTS.map((p) => `${(100 * recallAt(threats, reference, p)).toFixed(1)}`.padStart(5)).join(' /');
    const mean = (100 * partialAuc(threats, reference, CEILING)).toFixed(1).padStart(5);
    console.log(
      `  ${group.padEnd(34)} ${String(threats.length).padStart(5)}  ${points}   mean ${mean}${trainable ? '   (a trainable source: in-sample if trained on)' : ''}`,
    );
  }
});
