// npm run bench:signals -- DIR… [--model M] [--source S…] : for each signal code, the share of
// each label's messages it fires on, and its ratio to the share among legitimate mail (ham and
// bounces together): how telling the code is, which is what the policy's weights are derived
// from. Labels are the first folder level under each DIR, sources the second.
//
//   --model M     the learned layer's model file, or `off` (default: CENTINELA_MODEL, else the shipped model)
//   --source S    only files of that source (repeatable)
//   --dns D       as CENTINELA_DNS (default off)

import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { SHIPPED_MODEL_PATH } from '../src/analysis/model/layer.ts';
import { SIGNAL_CODES } from '../src/contract/signals.ts';
import { WorkerPool } from '../src/runtime/pool.ts';
import { walkMessageFiles } from './support/message-files.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { model: { type: 'string' }, source: { type: 'string', multiple: true }, dns: { type: 'string', default: 'off' } },
});
if (positionals.length === 0) {
  console.log('usage: npm run bench:signals -- DIR… [--model FILE|off] [--source S…]');
  process.exit(2);
}

const items: { file: string; label: string }[] = [];
for (const root of positionals.map((dir) => resolve(dir))) {
  const files: string[] = [];
  walkMessageFiles(root, files);
  for (const file of files) {
    const parts = relative(root, file).split(sep);
    if (parts.length < 3 || parts[0] === 'fixture') continue;
    if (values.source && !values.source.includes(parts[1]!)) continue;
    // Ham and bounces are the legitimate mail the ratios are measured against.
    items.push({ file, label: parts[0] === 'bounce' ? 'ham' : parts[0]! });
  }
}

const workers = availableParallelism();
const model = values.model ?? process.env['CENTINELA_MODEL'] ?? SHIPPED_MODEL_PATH;
const pool = new WorkerPool({ workers, queueLength: workers * 4, analyze: { budgetMs: 20_000, trustedAuthservIds: [], dns: values.dns, model } });
const seen = new Map<string, { total: number; codes: Map<string, number> }>();
let next = 0;
async function lane(): Promise<void> {
  while (next < items.length) {
    const item = items[next++]!;
    const outcome = await pool.analyze(new Uint8Array(readFileSync(item.file))).catch(() => undefined);
    if (outcome?.kind !== 'analysis') continue;
    const group = seen.get(item.label) ?? { total: 0, codes: new Map() };
    group.total++;
    for (const code of outcome.analysis.signalCodes) group.codes.set(code, (group.codes.get(code) ?? 0) + 1);
    seen.set(item.label, group);
  }
}
await Promise.all(Array.from({ length: workers * 2 }, lane));
await pool.close();

const labels = [...seen.keys()].sort();
const share = (label: string, code: string): number => (seen.get(label)?.codes.get(code) ?? 0) / Math.max(1, seen.get(label)?.total ?? 0);
console.log(
  `signal shares per label (model: ${model === 'off' ? 'off' : relative(process.cwd(), model)}); ratio = share in the label / share in ham (ham share floored at 0.1%)\n`,
);
console.log(
  [
    'signal'.padEnd(34),
    ...labels.map((label) => `${label} (${seen.get(label)!.total})`.padStart(16)),
    ...labels.filter((l) => l !== 'ham').map((label) => `÷ham ${label}`.padStart(14)),
  ].join(''),
);
for (const code of SIGNAL_CODES) {
  if (labels.every((label) => share(label, code) === 0)) continue;
  const hamShare = Math.max(0.001, share('ham', code));
  const cells = labels.map((label) => `${(100 * share(label, code)).toFixed(1)}%`.padStart(16));
  const ratios = labels.filter((l) => l !== 'ham').map((label) => (share(label, code) / hamShare).toFixed(1).padStart(14));
  console.log([code.padEnd(34), ...cells, ...ratios].join(''));
}
