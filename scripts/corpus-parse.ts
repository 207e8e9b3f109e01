// Robustness run: parses every file of the development corpus (../shared/corpus, or the
// folder given as argument) and checks that each one ends as a MessageModel or a contract
// rejection, that nothing throws anything else, hangs or takes more than 2 s.
// Prints counts per outcome, anomaly and warning counts, and the slowest files.
// Exit code 1 only when a file threw, hung or was too slow.
//
// Parsing runs in a worker thread so a hang can be detected and the worker replaced.

import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';

const SLOW_MS = 2_000;
const HANG_MS = 15_000;

interface Outcome {
  readonly file: string;
  readonly outcome: string;
  readonly ms: number;
  readonly anomalies: readonly string[];
  readonly warnings: readonly string[];
  readonly error?: string;
}

async function parseOne(file: string): Promise<Outcome> {
  const { parseMessage } = await import('../src/message/parse.ts');
  const { isMessageRejection } = await import('../src/message/rejection.ts');
  const bytes = readFileSync(file);
  const started = performance.now();
  try {
    const model = await parseMessage(bytes);
    const ms = performance.now() - started;
    return { file, outcome: 'model', ms, anomalies: [...model.anomalies], warnings: [...model.warnings] };
  } catch (error) {
    const ms = performance.now() - started;
    if (isMessageRejection(error)) {
      const detail = error.detail;
      const why = detail.code === 'message_unparseable' ? `:${detail.reason}` : detail.code === 'email_too_complex' ? `:${detail.limit}` : '';
      return { file, outcome: `rejected ${detail.code}${why}`, ms, anomalies: [], warnings: [] };
    }
    return { file, outcome: 'threw', ms, anomalies: [], warnings: [], error: String((error as Error)?.stack ?? error) };
  }
}

if (!isMainThread) {
  parentPort!.on('message', (file: string) => {
    void parseOne(file).then((outcome) => parentPort!.postMessage(outcome));
  });
} else {
  await main();
}

function listFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(path));
    else if (entry.isFile() && !(dir === corpusRoot && (entry.name === 'MANIFEST.csv' || entry.name === 'README.md'))) {
      files.push(path);
    }
  }
  return files;
}

var corpusRoot = '';

function increment(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function table(title: string, map: Map<string, number>): void {
  console.log(`\n${title}`);
  for (const [key, count] of [...map].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(6)}  ${key}`);
}

async function main(): Promise<void> {
  corpusRoot = resolve(process.argv[2] ?? join(import.meta.dirname, '../../shared/corpus'));
  if (!existsSync(corpusRoot) || !statSync(corpusRoot).isDirectory()) {
    console.log(`corpus:parse: no corpus at ${corpusRoot}; nothing to do.`);
    return;
  }
  const files = listFiles(corpusRoot).sort();
  console.log(`corpus:parse: ${files.length} files under ${corpusRoot}`);

  const results: Outcome[] = [];
  const started = performance.now();
  let worker = new Worker(new URL(import.meta.url));
  for (const [index, file] of files.entries()) {
    const result = await new Promise<Outcome>((done) => {
      const timer = setTimeout(() => {
        worker.removeAllListeners('message');
        void worker.terminate();
        worker = new Worker(new URL(import.meta.url));
        done({ file, outcome: 'hung', ms: HANG_MS, anomalies: [], warnings: [] });
      }, HANG_MS);
      worker.once('message', (outcome: Outcome) => {
        clearTimeout(timer);
        done(outcome);
      });
      worker.postMessage(file);
    });
    results.push(result);
    if ((index + 1) % 1000 === 0) console.log(`  … ${index + 1} files`);
  }
  await worker.terminate();
  const seconds = (performance.now() - started) / 1000;

  const outcomes = new Map<string, number>();
  const anomalies = new Map<string, number>();
  const warnings = new Map<string, number>();
  for (const result of results) {
    increment(outcomes, result.outcome);
    for (const anomaly of result.anomalies) increment(anomalies, anomaly);
    for (const warning of result.warnings) increment(warnings, warning);
  }
  table('Outcomes', outcomes);
  table('Anomalies (files)', anomalies);
  table('Warnings (files)', warnings);

  console.log('\nSlowest files');
  for (const result of [...results].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${result.ms.toFixed(1).padStart(8)} ms  ${relative(corpusRoot, result.file)}  (${result.outcome})`);
  }
  for (const result of results.filter((r) => r.outcome !== 'model' && !r.outcome.startsWith('rejected'))) {
    console.log(`\n${result.outcome}: ${relative(corpusRoot, result.file)}\n${result.error ?? ''}`);
  }
  const rejectedList = results.filter((r) => r.outcome.startsWith('rejected'));
  console.log('\nRejected files');
  for (const result of rejectedList) console.log(`  ${relative(corpusRoot, result.file)}  (${result.outcome})`);

  const failures = results.filter((r) => r.outcome === 'threw' || r.outcome === 'hung' || r.ms > SLOW_MS);
  console.log(`\ncorpus:parse: ${files.length} files in ${seconds.toFixed(1)} s; ${failures.length} failed (threw, hung or over ${SLOW_MS} ms)`);
  if (failures.length > 0) process.exitCode = 1;
}
