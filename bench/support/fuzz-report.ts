// The fuzzing bench's records, its printed summary, and the offenders saved to the output
// folder: each offending input as an .eml beside a small JSON description (origin, mutation
// chain, answer, time, peak RSS, why it offends, and the command that rebuilds it).

import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Answer, describeAnswer } from './fuzz-judge.ts';
import type { FuzzInput } from './fuzz-inputs.ts';

export interface FuzzRecord {
  readonly input: Pick<FuzzInput, 'index' | 'origin' | 'chain'>;
  readonly bytes: number;
  readonly mode: 'engine' | 'server';
  readonly ms: number;
  readonly peakRssMb: number;
  readonly rssBeforeMb: number;
  readonly answer: Answer;
  readonly control?: Answer;
  readonly findings: readonly string[];
  /** Set when the file was written. */
  saved?: string;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const memory = (record: FuzzRecord): string => `${Math.round(record.peakRssMb)} MB (+${Math.max(0, Math.round(record.peakRssMb - record.rssBeforeMb))})`;
const label = (record: FuzzRecord): string =>
  `#${record.input.index} ${record.input.origin}${record.input.chain.length > 0 ? ` [${record.input.chain.join(' > ')}]` : ''}`;

export function saveOffender(outDir: string, run: { seed: number; corpus: string }, record: FuzzRecord, bytes: Uint8Array): string {
  const { seed } = run;
  const name = `${String(record.input.index).padStart(5, '0')}-${record.mode}-${record.input.origin
    .replace(/^[a-z]+:/, '')
    .replace(/\.eml$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(-60)}`;
  writeFileSync(join(outDir, `${name}.eml`), bytes);
  writeFileSync(
    join(outDir, `${name}.json`),
    `${JSON.stringify(
      {
        seed,
        seeds: run.corpus,
        index: record.input.index,
        origin: record.input.origin,
        chain: record.input.chain,
        mode: record.mode,
        bytes: record.bytes,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        ms: Math.round(record.ms),
        peak_rss_mb: Math.round(record.peakRssMb),
        rss_before_mb: Math.round(record.rssBeforeMb),
        answer: record.answer,
        control: record.control,
        findings: record.findings,
        rebuild: `npm run fuzz -- --seed ${seed} --only ${record.input.index}${record.mode === 'server' ? ' --server' : ' --engine-only'}`,
      },
      null,
      2,
    )}\n`,
  );
  return name;
}

export interface Summary {
  readonly seed: number;
  readonly seconds: number;
  readonly outDir: string;
  readonly top: number;
  readonly corpus: string;
  readonly lanes: number;
  readonly engine?: { readonly idleRssMb: number; readonly peakRssMb: number; readonly endRssMb: number };
  readonly server?: {
    readonly idleRssMb: number;
    readonly peakRssMb: number;
    readonly afterRssMb: number;
    readonly settleSeconds: number;
    readonly restarts: number;
  };
  readonly probes?: { readonly sent: number; readonly latencies: readonly number[]; readonly slow: readonly { ms: number; during: readonly string[] }[] };
  readonly unfinished: readonly string[];
}

export function printSummary(records: readonly FuzzRecord[], summary: Summary): void {
  const print = (line = ''): void => console.log(line);
  const inputs = new Set(records.map((record) => record.input.index)).size;
  print(`fuzz: seed ${summary.seed}, ${summary.seconds.toFixed(0)} s, ${summary.lanes} lane(s); seeds: ${summary.corpus}`);
  print(
    `inputs tried: ${inputs} (${(['engine', 'server'] as const).map((mode) => `${mode} ${records.filter((record) => record.mode === mode).length}`).join(', ')})`,
  );
  const origins = new Map<string, number>();
  for (const record of records) {
    const key = record.input.origin.startsWith('corpus:') ? 'corpus' : record.input.origin;
    origins.set(key, (origins.get(key) ?? 0) + 1);
  }
  print(
    `  by origin: ${[...origins]
      .sort((a, b) => b[1] - a[1])
      .map(([key, count]) => `${key} ${count}`)
      .join(', ')}`,
  );
  for (const mode of ['engine', 'server'] as const) {
    const ofMode = records.filter((record) => record.mode === mode);
    if (ofMode.length === 0) continue;
    const kinds = new Map<string, number>();
    for (const record of ofMode) {
      const key =
        record.answer.kind === 'analysis'
          ? `analysis ${record.answer.completeness}`
          : record.answer.kind === 'rejected'
            ? `rejected ${record.answer.code}`
            : record.answer.kind;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
    }
    print(
      `  ${mode} answers: ${[...kinds]
        .sort((a, b) => b[1] - a[1])
        .map(([key, count]) => `${key} ${count}`)
        .join(', ')}`,
    );
  }
  print();
  print(`slowest ${summary.top}:`);
  for (const record of [...records].sort((a, b) => b.ms - a.ms).slice(0, summary.top)) {
    print(
      `  ${seconds(record.ms).padStart(8)}  ${record.mode.padEnd(6)} ${memory(record).padStart(15)}  ${describeAnswer(record.answer)}  ${label(record)}  (${record.bytes} B)`,
    );
  }
  print();
  print('peak RSS:');
  if (summary.engine !== undefined) {
    const growth = (record: FuzzRecord): number => record.peakRssMb - record.rssBeforeMb;
    const largest = [...records]
      .filter((record) => record.mode === 'engine')
      .sort((a, b) => growth(b) - growth(a))
      .slice(0, 5);
    const engine = summary.engine;
    print(
      `  engine lanes: ${engine.idleRssMb.toFixed(0)} MB after warm-up, ${engine.peakRssMb.toFixed(0)} MB at most, ${engine.endRssMb.toFixed(0)} MB at the end (a lane keeps what it does not give back); the largest growths during one input:`,
    );
    for (const record of largest) print(`    ${memory(record).padStart(15)}  ${seconds(record.ms)}  ${label(record)}`);
  }
  if (summary.server !== undefined) {
    const server = summary.server;
    const top = [...records].filter((record) => record.mode === 'server').sort((a, b) => b.peakRssMb - a.peakRssMb)[0];
    print(
      `  server: idle ${server.idleRssMb.toFixed(0)} MB, peak ${server.peakRssMb.toFixed(0)} MB (${server.peakRssMb > 1536 ? 'over' : 'within'} the issue's 1.5 GB)${top === undefined ? '' : ` (during ${label(top)})`}, ${server.afterRssMb.toFixed(0)} MB ${server.settleSeconds} s after the last input (${server.afterRssMb > 2 * server.idleRssMb ? 'over' : 'within'} twice idle); restarts ${server.restarts}`,
    );
    print('  (server RSS is sampled every 50 ms and shared by the requests in flight at the time)');
  }
  if (summary.probes !== undefined && summary.probes.sent > 0) {
    const sorted = [...summary.probes.latencies].sort((a, b) => a - b);
    const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    print();
    print(
      `small requests sent meanwhile (server): ${summary.probes.sent}, p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${at(1).toFixed(0)} ms, ${summary.probes.slow.length} over 1 s`,
    );
    for (const slow of summary.probes.slow.slice(0, 10)) print(`  ${seconds(slow.ms)} while ${slow.during.join('; ') || 'nothing else ran'}`);
  }
  if (summary.unfinished.length > 0) {
    print();
    print(`still running when the time was up (ended by force): ${summary.unfinished.length}`);
    for (const line of summary.unfinished) print(`  ${line}`);
  }
  const offenders = records.filter((record) => record.findings.length > 0);
  print();
  print(`non-contract answers and targets missed: ${offenders.length}${offenders.length > 0 ? `, saved in ${summary.outDir}` : ''}`);
  const byReason = new Map<string, number>();
  for (const record of offenders) {
    for (const finding of record.findings) {
      const key = `${record.mode} ${finding.replace(/[\d.]+ (s|MB|ms)\b/g, 'N $1').replace(/: .*$/, '')} ← ${record.input.origin.startsWith('corpus:') ? 'corpus' : record.input.origin}`;
      byReason.set(key, (byReason.get(key) ?? 0) + 1);
    }
  }
  for (const [key, count] of [...byReason].sort((a, b) => b[1] - a[1])) print(`  ${String(count).padStart(4)} × ${key}`);
  print();
  for (const record of offenders.slice(0, 80)) {
    print(
      `  ${record.mode} ${label(record)}: ${record.findings.join('; ')} — ${describeAnswer(record.answer)}, ${seconds(record.ms)}, ${memory(record)}${record.saved === undefined ? '' : ` → ${record.saved}.eml`}`,
    );
  }
  if (offenders.length > 80) print(`  … ${offenders.length - 80} more in ${summary.outDir}`);
}
