// npm run bench:quality -- DIR… : analyses every message under the given folders with the real
// engine on every core, and prints per label and per source: count, verdict distribution,
// share flagged (verdict other than clean and bulk), share with a threat verdict (phishing,
// malware, fraud), how often each signal fires, and for ham the false positives with their
// files and signal codes. Labels are the first folder level under each DIR (phish, fraud, spam,
// ham, bounce, …); sources the second. Without arguments it reads ../shared/corpus when present.
//
//   --signals        print the signal firing table (per label, and per source for ham)
//   --label L        only files under that label (repeatable)
//   --source S       only files of that source (repeatable)
//   --list-fp N      list at most N ham false positives (default 40)
//   --json FILE      also write every file's outcome as JSON lines to FILE
//   --dns D          DNS for DKIM/ARC/DMARC as CENTINELA_DNS takes it (default off: measures stay
//                    repeatable; `system` shows what a deployment with a resolver would say)
//   --model M        the learned layer's model file, or `off` (default: CENTINELA_MODEL, else the
//                    shipped model). Unless it is `off`, every message is also analysed with the
//                    layer off, and a side-by-side table (without / with the model) comes first,
//                    with phishing_pot's 2024 messages as their own row (dates from MANIFEST.csv).
//   --strip-trace    analyse each message without the fields it gained in transit (Received,
//                    Authentication-Results, ARC, DKIM-Signature…; support/strip-trace.ts): what
//                    the engine says of a copy exported or stripped before it is submitted

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { MODEL_OFF, SHIPPED_MODEL_PATH } from '../src/analysis/model/layer.ts';
import { WorkerPool } from '../src/runtime/pool.ts';
import { printComparison } from './support/quality-compare.ts';
import { printReport, type QualityResult as Result } from './support/quality-report.ts';
import { walkMessageFiles } from './support/message-files.ts';
import { stripTrace } from './support/strip-trace.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    signals: { type: 'boolean', default: false },
    label: { type: 'string', multiple: true },
    source: { type: 'string', multiple: true },
    'list-fp': { type: 'string', default: '40' },
    json: { type: 'string' },
    dns: { type: 'string', default: 'off' },
    model: { type: 'string' },
    'strip-trace': { type: 'boolean', default: false },
  },
});

const defaultCorpus = resolve(new URL('../../shared/corpus', import.meta.url).pathname);
const roots = positionals.length > 0 ? positionals.map((dir) => resolve(dir)) : existsSync(defaultCorpus) ? [defaultCorpus] : [];
if (roots.length === 0) {
  console.log('bench:quality: no folder given and ../shared/corpus is not there; nothing to measure.');
  process.exit(0);
}

type Item = Result['item'];

const items: Item[] = [];
for (const root of roots) {
  const files: string[] = [];
  walkMessageFiles(root, files);
  for (const file of files) {
    const parts = relative(root, file).split(sep);
    if (parts.length < 2) continue;
    const item = { file, label: parts[0]!, source: parts.length > 2 ? parts[1]! : parts[0]! };
    if (values.label && !values.label.includes(item.label)) continue;
    if (values.source && !values.source.includes(item.source)) continue;
    items.push(item);
  }
}

const workers = availableParallelism();
const modelPath = values.model ?? process.env['CENTINELA_MODEL'] ?? SHIPPED_MODEL_PATH;
const started = performance.now();

async function analyseAll(model: string): Promise<Result[]> {
  const pool = new WorkerPool({ workers, queueLength: workers * 4, analyze: { budgetMs: 20_000, trustedAuthservIds: [], dns: values.dns, model } });
  const results: Result[] = new Array(items.length);
  let next = 0;
  let done = 0;
  async function lane(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      const item = items[index]!;
      const read = new Uint8Array(readFileSync(item.file));
      const bytes = values['strip-trace'] ? stripTrace(read) : read;
      try {
        const outcome = await pool.analyze(bytes);
        if (outcome.kind === 'analysis') {
          const { verdict, risk, signalCodes } = outcome.analysis;
          results[index] = { item, outcome: 'analysis', verdict, risk, signals: signalCodes };
        } else {
          results[index] = { item, outcome: `rejected:${outcome.detail.code}`, signals: [] };
        }
      } catch (error) {
        results[index] = { item, outcome: `failed:${(error as Error).message}`, signals: [] };
      }
      if (process.stderr.isTTY && ++done % 200 === 0) process.stderr.write(`\r${done}/${items.length}`);
    }
  }
  await Promise.all(Array.from({ length: workers * 2 }, lane));
  await pool.close();
  if (process.stderr.isTTY) process.stderr.write('\r');
  return results;
}

const results = await analyseAll(modelPath);
const seconds = (performance.now() - started) / 1000;
if (modelPath !== MODEL_OFF) {
  const without = await analyseAll(MODEL_OFF);
  printComparison(without, results, { manifests: roots.map((root) => join(root, 'MANIFEST.csv')), model: modelPath });
}

printReport(results, { seconds, workers, signals: values.signals ?? false, listFalsePositives: Number(values['list-fp']) });

if (values.json) {
  writeFileSync(
    values.json,
    results
      .map((result) =>
        JSON.stringify({
          file: result.item.file,
          label: result.item.label,
          source: result.item.source,
          outcome: result.outcome,
          verdict: result.verdict,
          risk: result.risk,
          signals: result.signals,
        }),
      )
      .join('\n') + '\n',
  );
}
