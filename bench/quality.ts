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

import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { VERDICTS, type Verdict } from '../src/contract/result.ts';
import { WorkerPool } from '../src/runtime/pool.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    signals: { type: 'boolean', default: false },
    label: { type: 'string', multiple: true },
    source: { type: 'string', multiple: true },
    'list-fp': { type: 'string', default: '40' },
    json: { type: 'string' },
  },
});

const defaultCorpus = resolve(new URL('../../shared/corpus', import.meta.url).pathname);
const roots = positionals.length > 0 ? positionals.map((dir) => resolve(dir)) : existsSync(defaultCorpus) ? [defaultCorpus] : [];
if (roots.length === 0) {
  console.log('bench:quality: no folder given and ../shared/corpus is not there; nothing to measure.');
  process.exit(0);
}

interface Item {
  readonly file: string;
  readonly label: string;
  readonly source: string;
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (!name.endsWith('.csv') && !name.endsWith('.md')) out.push(path);
  }
}

const items: Item[] = [];
for (const root of roots) {
  const files: string[] = [];
  walk(root, files);
  for (const file of files) {
    const parts = relative(root, file).split(sep);
    if (parts.length < 2) continue;
    const item = { file, label: parts[0]!, source: parts.length > 2 ? parts[1]! : parts[0]! };
    if (values.label && !values.label.includes(item.label)) continue;
    if (values.source && !values.source.includes(item.source)) continue;
    items.push(item);
  }
}

const MODERN_HAM = new Set(['usrp-users-list', 'unspy-newsletters-2023', 'zkemail-dkim-fixtures', 'parsedmarc-reports', 'blaze-dinosaure']);
const THREATS = new Set<string>(['phishing', 'malware', 'fraud']);
const FLAGGED = (verdict: string): boolean => verdict !== 'clean' && verdict !== 'bulk';

interface Result {
  readonly item: Item;
  readonly outcome: string;
  readonly verdict?: Verdict;
  readonly risk?: string;
  readonly signals: readonly string[];
}

const workers = availableParallelism();
const pool = new WorkerPool({ workers, queueLength: workers * 4, analyze: { budgetMs: 20_000, trustedAuthservIds: [], dns: 'off' } });
const results: Result[] = [];
const started = performance.now();
let next = 0;

async function lane(): Promise<void> {
  while (next < items.length) {
    const item = items[next++]!;
    const bytes = new Uint8Array(readFileSync(item.file));
    try {
      const outcome = await pool.analyze(bytes);
      if (outcome.kind === 'analysis') {
        const { verdict, risk, signalCodes } = outcome.analysis;
        results.push({ item, outcome: 'analysis', verdict, risk, signals: signalCodes });
      } else {
        results.push({ item, outcome: `rejected:${outcome.detail.code}`, signals: [] });
      }
    } catch (error) {
      results.push({ item, outcome: `failed:${(error as Error).message}`, signals: [] });
    }
    if (process.stderr.isTTY && results.length % 200 === 0) process.stderr.write(`\r${results.length}/${items.length}`);
  }
}
await Promise.all(Array.from({ length: workers * 2 }, lane));
await pool.close();
const seconds = (performance.now() - started) / 1000;
if (process.stderr.isTTY) process.stderr.write('\r');

const pct = (part: number, whole: number): string => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

function summarise(title: string, group: readonly Result[]): string {
  const analysed = group.filter((result) => result.verdict !== undefined);
  const verdicts = VERDICTS.map((verdict) => `${verdict} ${analysed.filter((result) => result.verdict === verdict).length}`).join(', ');
  const flagged = analysed.filter((result) => FLAGGED(result.verdict!)).length;
  const threat = analysed.filter((result) => THREATS.has(result.verdict!)).length;
  const suspicious = analysed.filter((result) => result.verdict === 'suspicious').length;
  const other = group.length - analysed.length;
  return `${title.padEnd(34)} n=${String(group.length).padStart(5)}  flagged ${pct(flagged, analysed.length).padStart(6)}  threat ${pct(threat, analysed.length).padStart(6)}  threat+susp ${pct(threat + suspicious, analysed.length).padStart(6)}  | ${verdicts}${other ? `  | not analysed ${other}` : ''}`;
}

const byKey = <K extends string>(list: readonly Result[], key: (result: Result) => K): Map<K, Result[]> => {
  const map = new Map<K, Result[]>();
  for (const result of list) map.set(key(result), [...(map.get(key(result)) ?? []), result]);
  return new Map([...map].sort(([a], [b]) => a.localeCompare(b)));
};

console.log(`bench:quality — ${results.length} messages in ${seconds.toFixed(1)} s (${(results.length / seconds).toFixed(0)} messages/s, ${workers} workers)\n`);
console.log('per label');
for (const [label, group] of byKey(results, (result) => result.item.label)) console.log(summarise(label, group));
const modern = results.filter((result) => result.item.label === 'ham' && MODERN_HAM.has(result.item.source));
if (modern.length > 0) console.log(summarise('ham (modern sources)', modern));
console.log('\nper source');
for (const [key, group] of byKey(results, (result) => `${result.item.label}/${result.item.source}`)) console.log(summarise(key, group));

const outcomes = byKey(results, (result) => result.outcome.split(':')[0]! + (result.outcome.includes(':') ? `:${result.outcome.split(':')[1]}` : ''));
console.log(`\noutcomes: ${[...outcomes].map(([key, group]) => `${key} ${group.length}`).join(', ')}`);

if (values.signals) {
  const labels = [...byKey(results, (result) => result.item.label).keys()];
  const hamSources = [...byKey(results.filter((result) => result.item.label === 'ham'), (result) => result.item.source).keys()];
  const columns: Array<[string, Result[]]> = [
    ...labels.map((label): [string, Result[]] => [label, results.filter((result) => result.item.label === label)]),
    ...hamSources.map((source): [string, Result[]] => [`ham/${source}`, results.filter((result) => result.item.label === 'ham' && result.item.source === source)]),
  ];
  const codes = [...new Set(results.flatMap((result) => result.signals))].sort();
  console.log('\nsignal firing rate per label (and per ham source)');
  console.log(['signal'.padEnd(34), ...columns.map(([name]) => name.slice(0, 14).padStart(15))].join(''));
  for (const code of codes) {
    console.log([code.padEnd(34), ...columns.map(([, group]) => pct(group.filter((result) => result.signals.includes(code)).length, group.length).padStart(15))].join(''));
  }
}

const falsePositives = results.filter((result) => result.item.label === 'ham' && result.verdict !== undefined && FLAGGED(result.verdict));
const limit = Number(values['list-fp']);
if (falsePositives.length > 0 && limit > 0) {
  console.log(`\nham flagged (${falsePositives.length}; first ${Math.min(limit, falsePositives.length)}, threats first)`);
  const rank = (result: Result): number => VERDICTS.indexOf(result.verdict!);
  for (const result of [...falsePositives].sort((a, b) => rank(a) - rank(b)).slice(0, limit)) {
    console.log(`  ${result.verdict}/${result.risk}  ${relative(process.cwd(), result.item.file)}  ${result.signals.join(' ')}`);
  }
}

if (values.json) {
  writeFileSync(values.json, results.map((result) => JSON.stringify({ file: result.item.file, label: result.item.label, source: result.item.source, outcome: result.outcome, verdict: result.verdict, risk: result.risk, signals: result.signals })).join('\n') + '\n');
}
