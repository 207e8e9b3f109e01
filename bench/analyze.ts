// npm run bench:analyze [-- DIR…] : the whole engine over a corpus (../shared/corpus by default),
// one message at a time on one core: parsing and every area timed apart, so the slowest
// messages are printed with the area that took the time. Prints messages/s and MB/s per core,
// the time per area (and the learned layer's: CENTINELA_MODEL, default the shipped model, `off`
// to leave it out), the layer's memory, the QR reader's, and the 15 slowest messages. Each stage is timed twice:
// by the clock and by the process's CPU time (process.cpuUsage), which other processes on a
// shared machine do not inflate; garbage-collection pauses are summed apart.

import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { messageContext } from '../src/analysis/facts/derived.ts';
import { loadQrReader, MAX_READER_MEMORY, qrReaderMemory } from '../src/analysis/links/qr-reader.ts';
import { learnedSignals, modelAt, SHIPPED_MODEL_PATH } from '../src/analysis/model/layer.ts';
import { decideVerdict } from '../src/analysis/policy.ts';
import { AREAS } from '../src/analysis/registry.ts';
import type { SignalCode } from '../src/contract/signals.ts';
import { parseMessage } from '../src/message/parse.ts';
import { isMessageRejection } from '../src/message/rejection.ts';
import { walkMessageFiles } from './support/message-files.ts';

const defaultCorpus = resolve(new URL('../../shared/corpus', import.meta.url).pathname);
const roots = process.argv.length > 2 ? process.argv.slice(2).map((dir) => resolve(dir)) : existsSync(defaultCorpus) ? [defaultCorpus] : [];
if (roots.length === 0) {
  console.log('bench:analyze: no folder given and ../shared/corpus is not there; nothing to measure.');
  process.exit(0);
}

const files: string[] = [];
for (const root of roots) walkMessageFiles(root, files);

interface Timing {
  readonly file: string;
  readonly total: number;
  readonly slowest: string;
  readonly slowestMs: number;
}

// The areas run here without the engine, which makes the QR reader before its first analysis.
await loadQrReader();
const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
const learned = modelAt(process.env['CENTINELA_MODEL'] ?? SHIPPED_MODEL_PATH);
const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
const perStage = new Map<string, number>([['parse', 0], ...AREAS.map((area): [string, number] => [area.name, 0]), ['learned layer', 0], ['policy', 0]]);
const perStageCpu = new Map<string, number>([...perStage.keys()].map((stage): [string, number] => [stage, 0]));
let gcMs = 0;
let gcPauses = 0;
const countPauses = (entries: readonly PerformanceEntry[]): void => {
  for (const entry of entries) {
    gcMs += entry.duration;
    gcPauses++;
  }
};
const gcObserver = new PerformanceObserver((list) => countPauses(list.getEntries()));
gcObserver.observe({ entryTypes: ['gc'] });
/** CPU milliseconds (user and system) the process has spent so far. */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const timings: Timing[] = [];
let bytes = 0;
let analysed = 0;
let rejected = 0;
const started = performance.now();
const cpuStarted = cpuMs();

for (const file of files) {
  // GC entries are delivered on the event loop's turn, which the awaits below never give.
  await new Promise(setImmediate);
  const raw = new Uint8Array(readFileSync(file));
  bytes += raw.length;
  const stages: Array<[string, number]> = [];
  const cpuStages: Array<[string, number]> = [];
  let t = performance.now();
  let c = cpuMs();
  let model;
  try {
    model = await parseMessage(raw);
  } catch (error) {
    if (!isMessageRejection(error)) throw error;
    rejected++;
    continue;
  }
  stages.push(['parse', performance.now() - t]);
  cpuStages.push(['parse', cpuMs() - c]);
  const context = messageContext(model, {
    signal: new AbortController().signal,
    deadline: Date.now() + 45_000,
    trustedAuthservIds: [],
    dns: 'off',
    rawMessage: raw,
  });
  const signals: SignalCode[] = [];
  for (const area of AREAS) {
    t = performance.now();
    c = cpuMs();
    signals.push(...(await area.run(model, context)).signals);
    stages.push([area.name, performance.now() - t]);
    cpuStages.push([area.name, cpuMs() - c]);
  }
  if (learned !== undefined) {
    t = performance.now();
    c = cpuMs();
    signals.push(...learnedSignals(learned, model, context, [...new Set(signals)]));
    stages.push(['learned layer', performance.now() - t]);
    cpuStages.push(['learned layer', cpuMs() - c]);
  }
  t = performance.now();
  c = cpuMs();
  decideVerdict(signals);
  stages.push(['policy', performance.now() - t]);
  cpuStages.push(['policy', cpuMs() - c]);
  analysed++;
  for (const [stage, ms] of stages) perStage.set(stage, (perStage.get(stage) ?? 0) + ms);
  for (const [stage, ms] of cpuStages) perStageCpu.set(stage, (perStageCpu.get(stage) ?? 0) + ms);
  const [slowest, slowestMs] = stages.reduce((a, b) => (b[1] > a[1] ? b : a));
  timings.push({ file, total: stages.reduce((sum, [, ms]) => sum + ms, 0), slowest, slowestMs });
}

const seconds = (performance.now() - started) / 1000;
const cpuTotal = cpuMs() - cpuStarted;
await new Promise(setImmediate);
countPauses(gcObserver.takeRecords());
gcObserver.disconnect();
console.log(`bench:analyze — ${analysed} messages analysed (${rejected} rejected) in ${seconds.toFixed(1)} s on one core`);
console.log(`  ${(analysed / seconds).toFixed(0)} messages/s, ${(bytes / 1e6 / seconds).toFixed(1)} MB/s per core (DNS off)`);
console.log(
  `  CPU ${(cpuTotal / Math.max(1, analysed)).toFixed(2)} ms per message (reading files included), garbage collection ${(gcMs / Math.max(1, analysed)).toFixed(2)} ms per message in ${gcPauses} pauses\n`,
);
console.log(
  learned === undefined
    ? '  learned layer off\n'
    : `  learned layer: model of ${learned.dims} buckets × ${learned.classes.length} classes, ${((heapAfter - heapBefore) / 1e6).toFixed(1)} MB once loaded (per worker)`,
);
console.log(
  `  QR reader: ${(qrReaderMemory() / 1e6).toFixed(1)} MB of WebAssembly memory after these messages (per worker; at most ${MAX_READER_MEMORY / 2 ** 20} MiB)\n`,
);
const engineMs = [...perStage.values()].reduce((a, b) => a + b, 0);
const engineCpuMs = [...perStageCpu.values()].reduce((a, b) => a + b, 0);
console.log('time per stage (sum over all messages; clock, then CPU)');
for (const [stage, ms] of perStage) {
  const cpu = perStageCpu.get(stage) ?? 0;
  console.log(
    `  ${stage.padEnd(16)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${((100 * ms) / engineMs).toFixed(1).padStart(5)}%  mean ${(ms / Math.max(1, analysed)).toFixed(3)} ms` +
      `   CPU ${(cpu / 1000).toFixed(2).padStart(7)} s  ${((100 * cpu) / engineCpuMs).toFixed(1).padStart(5)}%  mean ${(cpu / Math.max(1, analysed)).toFixed(3)} ms`,
  );
}
console.log('\nslowest messages (total ms, the stage that took most)');
for (const timing of [...timings].sort((a, b) => b.total - a.total).slice(0, 15)) {
  console.log(
    `  ${timing.total.toFixed(0).padStart(6)} ms  ${timing.slowest.padEnd(14)} ${timing.slowestMs.toFixed(0).padStart(5)} ms  ${relative(process.cwd(), timing.file)}`,
  );
}
