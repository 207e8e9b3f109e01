// npm run fuzz -- --seconds N [--seed S] [--out DIR] [--server|--engine-only]: the hostile-input
// bench. It builds inputs from a seed — the hand-made bombs of issue 22 and seed messages (the
// corpus at ../shared/corpus when present, read at run time) put through seeded mutators — and
// runs each through the engine (the service's worker pool, one child process per lane) and
// through the real service on 127.0.0.1 (both by default). It prints the inputs tried, the
// slowest, peak RSS, small-request latency while it runs (server), and every non-contract
// answer, each saved with a JSON description to the output folder. It stops by itself.
//
//   --seconds N       how long to send new inputs (default 60); work still running N+5 s in is killed
//   --seed S          the run's seed (default: from the clock, printed); input i depends on (S, i) only
//   --only I[,I…]     rebuild and run only these inputs of the seed (what an offender's JSON says)
//   --out DIR         where offenders are saved (default: a new folder under the system's temp dir)
//   --server          the service only;  --engine-only: the engine only
//   --lanes N         inputs in flight at once (default: the core count less one)
//   --budget-ms N     the processing budget given to the engine and the server (default 10000)
//   --slow-ms N       answers slower than this are reported (default 5000, the target)
//   --rss-mb N        an input during which RSS (its lane's, or the server's) grew by more is reported (default 512)
//   --top N           how many of the slowest inputs to print (default 15)
//   --corpus DIR      seed messages (default ../shared/corpus)
//   --settle N        seconds to wait after the run before reading the server's RSS (default 15)

import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { plain } from '../test/analysis/mail-builder.ts';
import { wrap } from './support/fuzz-bombs.ts';
import { corpusSource, type FuzzInput, makeInput, NO_CORPUS } from './support/fuzz-inputs.ts';
import { type Answer, findings } from './support/fuzz-judge.ts';
import { type FuzzRecord, printSummary, saveOffender } from './support/fuzz-report.ts';
import { EngineRunner, type Runner, ServerRunner } from './support/fuzz-runners.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    seed: { type: 'string' },
    only: { type: 'string' },
    out: { type: 'string' },
    server: { type: 'boolean', default: false },
    'engine-only': { type: 'boolean', default: false },
    lanes: { type: 'string' },
    'budget-ms': { type: 'string', default: '10000' },
    'slow-ms': { type: 'string', default: '5000' },
    'rss-mb': { type: 'string', default: '512' },
    top: { type: 'string', default: '15' },
    corpus: { type: 'string' },
    settle: { type: 'string', default: '15' },
  },
});

if (values.server && values['engine-only']) {
  console.error('fuzz: --server and --engine-only exclude each other (neither: both)');
  process.exit(2);
}
const seconds = Number(values.seconds);
const seed = values.seed === undefined ? Date.now() % 2_147_483_647 : Number(values.seed);
const only = values.only?.split(',').map(Number);
// One core is left to the bench itself (building a 10 MiB input takes a while), so times stay honest.
const lanes = Number(values.lanes ?? Math.max(1, availableParallelism() - 1));
const budgetMs = Number(values['budget-ms']);
const slowMs = Number(values['slow-ms']);
const settleSeconds = Number(values.settle);
const top = Number(values.top);
// Past the budget the pool ends an analysis after 5 s more; the bench waits 5 s beyond that.
const timeoutMs = budgetMs + 10_000;
if (![seconds, seed, lanes, budgetMs, slowMs, settleSeconds, top].every(Number.isFinite) || (only ?? []).some((index) => !Number.isInteger(index))) {
  console.error('fuzz: numeric options need numbers');
  process.exit(2);
}
const outDir = values.out === undefined ? mkdtempSync(join(tmpdir(), 'centinela-fuzz-out-')) : resolve(values.out);
mkdirSync(outDir, { recursive: true });

const corpusRoot = resolve(values.corpus ?? defaultCorpus());
const source = corpusSource(corpusRoot);
const corpusLine =
  source.files.length > 0
    ? `${source.files.length} corpus messages in ${corpusRoot} (read at run time, never copied) and the built-in bombs`
    : `${corpusRoot} is absent or empty: the built-in bombs and messages only`;
console.log(`fuzz: seed ${seed}; ${corpusLine}; offenders go to ${outDir}`);

/** ../shared/corpus beside this checkout, or beside the main checkout when this one is a git worktree. */
function defaultCorpus(): string {
  const beside = new URL('../../shared/corpus', import.meta.url).pathname;
  if (existsSync(beside)) return beside;
  try {
    const common = execFileSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], {
      cwd: new URL('..', import.meta.url).pathname,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return join(dirname(dirname(common)), 'shared', 'corpus');
  } catch {
    return beside;
  }
}

const modes = values.server ? (['server'] as const) : values['engine-only'] ? (['engine'] as const) : (['engine', 'server'] as const);
const runners: Runner[] = [];
let engine: EngineRunner | undefined;
let server: ServerRunner | undefined;
if (modes.includes('engine' as never)) runners.push((engine = new EngineRunner({ lanes, budgetMs, timeoutMs })));
if (modes.includes('server' as never)) {
  // One worker more than the bench's lanes: a small request then measures starvation, not the queue.
  server = new ServerRunner({ lanes: lanes + 1, budgetMs, timeoutMs });
  await server.start();
  runners.push(server);
}

// Each lane's worker loads the engine once before the clock starts, so no input pays for it.
const small = wrap(plain('Hello Ana, the minutes of Monday are attached. Luis'), 'Minutes');
for (const runner of runners) await Promise.all(Array.from({ length: lanes }, (_, index) => runner.run(index, small)));
const engineIdleRssMb = engine?.lanesRssMb();

const records: FuzzRecord[] = [];
/** Set when the run's time is up and what still runs is about to be ended by force. */
let ending = false;
const controls = new Map<string, Answer>();
/** What each lane is doing, for the small-request probe and for work cut by the end of the run. */
const inFlight = new Map<number, { input: FuzzInput; mode: string; started: number }>();
/** Inputs that were running while a small request took over a second. */
const starved = new Map<number, number>();
const started = Date.now();
const deadline = started + seconds * 1000;
let next = 0;

const thresholds = { slowMs, rssMb: Number(values['rss-mb']) };

async function controlAnswer(runner: Runner, lane: number, control: Uint8Array): Promise<Answer> {
  const key = `${runner.name}:${createHash('sha256').update(control).digest('hex')}`;
  let answer = controls.get(key);
  if (answer === undefined) {
    answer = (await runner.run(lane, control)).answer;
    controls.set(key, answer);
  }
  return answer;
}

async function lane(index: number): Promise<void> {
  while (Date.now() < deadline) {
    const position = next++;
    if (only !== undefined && position >= only.length) return;
    const input = makeInput(seed, only?.[position] ?? position, source);
    for (const runner of runners) {
      inFlight.set(index, { input, mode: runner.name, started: Date.now() });
      const run = await runner.run(index, input.bytes);
      if (ending) return;
      inFlight.delete(index);
      const comparable = input.control !== undefined && run.answer.kind === 'analysis' && run.answer.completeness === 'complete';
      const control = comparable ? await controlAnswer(runner, index, input.control!) : undefined;
      if (ending) return;
      const found = findings(
        {
          ...run,
          ...(control === undefined ? {} : { control }),
          ...(input.watch === undefined ? {} : { watch: input.watch }),
          ...(input.kind === undefined ? {} : { kind: input.kind }),
        },
        thresholds,
      );
      const starvedMs = runner.name === 'server' ? starved.get(input.index) : undefined;
      if (starvedMs !== undefined) found.push(`a small request meanwhile took ${(starvedMs / 1000).toFixed(1)} s`);
      const record: FuzzRecord = {
        input,
        bytes: input.bytes.length,
        mode: runner.name,
        ms: run.ms,
        peakRssMb: run.peakRssMb,
        rssBeforeMb: run.rssBeforeMb,
        answer: run.answer,
        ...(control === undefined ? {} : { control }),
        findings: found,
      };
      if (found.length > 0) record.saved = saveOffender(outDir, { seed, corpus: corpusLine }, record, input.bytes);
      records.push(record);
    }
    if (process.stderr.isTTY) process.stderr.write(`\r${records.length} runs, ${Math.max(0, Math.round((deadline - Date.now()) / 1000))} s left   `);
  }
}

/** Every 2 s, a small ordinary message: how long does it wait while the hostile inputs run? */
const probes = { sent: 0, latencies: [] as number[], slow: [] as { ms: number; during: string[] }[] };
async function probe(): Promise<void> {
  while (server !== undefined && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    if (!server.alive || Date.now() >= deadline) continue;
    const during = [...inFlight.values()].filter((flight) => flight.mode === 'server');
    const reply = await server.post(small, timeoutMs);
    probes.sent++;
    probes.latencies.push(reply.ms);
    if (reply.ms > 1_000 || 'error' in reply || reply.status !== 200) {
      probes.slow.push({ ms: reply.ms, during: during.map((flight) => `#${flight.input.index} ${flight.input.origin} ${flight.input.chain.join(' > ')}`) });
      for (const flight of during) starved.set(flight.input.index, Math.max(starved.get(flight.input.index) ?? 0, reply.ms));
    }
  }
}

const work = Promise.all([...Array.from({ length: lanes }, (_, index) => lane(index)), probe()]);
// Work still running 5 s after the end is ended by force: closing the runners kills it.
const drained = await Promise.race([
  work.then(() => true),
  new Promise<boolean>((resolve) => setTimeout(() => resolve(false), Math.max(0, deadline + 5_000 - Date.now()))),
]);
if (process.stderr.isTTY) process.stderr.write('\r');
const unfinished: string[] = [];
ending = true;
if (!drained) {
  for (const flight of inFlight.values()) {
    const ms = Date.now() - flight.started;
    unfinished.push(`${(ms / 1000).toFixed(1)} s so far  ${flight.mode}  #${flight.input.index} ${flight.input.origin} [${flight.input.chain.join(' > ')}]`);
    if (ms > slowMs) {
      const record: FuzzRecord = {
        input: flight.input,
        bytes: flight.input.bytes.length,
        mode: flight.mode as 'engine' | 'server',
        ms,
        peakRssMb: 0,
        rssBeforeMb: 0,
        answer: { kind: 'hang', message: 'still running when the run ended' },
        findings: [`unfinished after ${(ms / 1000).toFixed(1)} s`],
      };
      record.saved = saveOffender(outDir, { seed, corpus: corpusLine }, record, flight.input.bytes);
      records.push(record);
    }
  }
}
const engineFigures = engine === undefined ? undefined : { idleRssMb: engineIdleRssMb ?? 0, peakRssMb: engine.peakRssMb, endRssMb: engine.lanesRssMb() };
if (engine !== undefined) await engine.close();
let serverFigures;
if (server !== undefined) {
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  serverFigures = { idleRssMb: server.idleRssMb, peakRssMb: server.peakRssMb, afterRssMb: server.currentRssMb(), settleSeconds, restarts: server.restarts };
  await server.close();
}

printSummary(records, {
  seed,
  seconds: (Date.now() - started) / 1000,
  outDir,
  top,
  corpus: corpusLine,
  lanes,
  unfinished,
  ...(engineFigures === undefined ? {} : { engine: engineFigures }),
  ...(serverFigures === undefined ? {} : { server: serverFigures, probes }),
});
// Lanes and the server are gone; nothing else should hold the process.
process.exit(0);
