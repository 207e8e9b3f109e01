// `centinela analyze PATH… [--json] [--server URL] [--concurrency N]`: analyses `.eml` files,
// folders (recursively) and mbox files (split into their messages), with the local engine in
// the worker pool, or against a Centinela server through the client (credential from
// CENTINELA_API_KEY, never a flag). Several messages at a time; results in input order.
// Exit codes: 0 every message analysed (whatever the verdicts), 1 some not (rejected, failed,
// unreadable), 2 usage error.

import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { BaseUrlError, Centinela } from '../client/index.ts';
import { ConfigError, loadConfig } from '../config/config.ts';
import { CONTRACT_LIMITS } from '../message/limits.ts';
import { WorkerPool } from '../runtime/pool.ts';
import { findSources, type Item, readItems } from './analyze-inputs.ts';
import { type Engine, localEngine, type Outcome, serverEngine, tooLargeProblem } from './analyze-engines.ts';
import { jsonLinesReporter, type Output, tableReporter } from './analyze-report.ts';
import { progressBar, type ProgressStream } from './progress.ts';

export interface AnalyzeIo {
  readonly stdout: Output;
  readonly stderr: ProgressStream;
  readonly env: Readonly<Record<string, string | undefined>>;
}

const USAGE = `usage: centinela analyze PATH… [--json] [--server URL] [--concurrency N]

Analyses .eml files, folders (recursively: *.eml and *.mbox) and mbox files (split into their
messages) with the local engine, or with --server URL against a Centinela server (its origin,
e.g. https://centinela.example.com), using the credential in CENTINELA_API_KEY.

  --json            one JSON line per message instead of the table
  --server URL      analyse through the server's public operation
  --concurrency N   messages analysed at once (default: twice the workers locally, 4 on a server)

Exit code: 0 when every message was analysed, 1 when some were not, 2 on a usage error.
`;

const MAX_CONCURRENCY = 256;
const SERVER_CONCURRENCY = 4;

class UsageError extends Error {}

interface AnalyzeOptions {
  readonly paths: readonly string[];
  readonly json: boolean;
  readonly server: string | undefined;
  readonly concurrency: number | undefined;
}

export async function runAnalyze(args: readonly string[], io: AnalyzeIo): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(USAGE);
    return 0;
  }
  let options: AnalyzeOptions;
  let engine: Engine;
  let concurrency: number;
  try {
    options = parse(args);
    ({ engine, concurrency } = makeEngine(options, io.env));
  } catch (error) {
    if (error instanceof UsageError || error instanceof BaseUrlError || error instanceof ConfigError) {
      // A rules folder can have several problems: one line each, the hint after the last.
      const lines = error.message.split('\n');
      for (const [index, line] of lines.entries())
        io.stderr.write(`centinela analyze: ${line}${index === lines.length - 1 ? '; see "centinela analyze --help"' : ''}\n`);
      return 2;
    }
    throw error;
  }

  try {
    return await analyzeAll(options, engine, concurrency, io);
  } finally {
    await engine.close();
  }
}

function parse(args: readonly string[]): AnalyzeOptions {
  // A credential given as a flag would stay in the shell history and the process list.
  if (args.some((arg) => /^--?(api[-_]?key|key|token|secret)(=|$)/i.test(arg))) {
    throw new UsageError('the credential is read from CENTINELA_API_KEY, never from a flag');
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { json: { type: 'boolean' }, server: { type: 'string' }, concurrency: { type: 'string' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    // node's messages carry a second sentence of advice; the first says what is wrong.
    const message = error instanceof Error ? error.message.split('. ')[0]! : String(error);
    throw new UsageError(message.charAt(0).toLowerCase() + message.slice(1));
  }
  const { values, positionals } = parsed;
  if (positionals.length === 0) throw new UsageError('name at least one file or folder');
  let concurrency: number | undefined;
  if (values.concurrency !== undefined) {
    concurrency = Number(values.concurrency);
    if (!/^\d+$/.test(values.concurrency) || concurrency < 1 || concurrency > MAX_CONCURRENCY) {
      throw new UsageError(`--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}`);
    }
  }
  return { paths: positionals, json: values.json ?? false, server: values.server, concurrency };
}

function makeEngine(options: AnalyzeOptions, env: AnalyzeIo['env']): { engine: Engine; concurrency: number } {
  if (options.server !== undefined) {
    const apiKey = env.CENTINELA_API_KEY?.trim();
    if (apiKey === undefined || apiKey === '') throw new UsageError('--server needs the credential in CENTINELA_API_KEY');
    const client = new Centinela({ baseUrl: options.server, apiKey });
    return { engine: serverEngine(client), concurrency: options.concurrency ?? SERVER_CONCURRENCY };
  }
  // The same engine settings as `centinela serve`: budget, trusted authserv-ids, DNS, workers.
  const config = loadConfig(env, availableParallelism());
  const concurrency = options.concurrency ?? config.workers * 2;
  const pool = new WorkerPool({
    workers: config.workers,
    // Never full: at most `concurrency` messages are handed over at once.
    queueLength: concurrency,
    analyze: { budgetMs: config.budgetMs, trustedAuthservIds: config.trustedAuthservIds, dns: config.dns, model: config.model, rules: config.rules },
  });
  return { engine: localEngine(pool), concurrency };
}

async function analyzeAll(options: AnalyzeOptions, engine: Engine, concurrency: number, io: AnalyzeIo): Promise<number> {
  const { files, unreadable } = await findSources(options.paths);
  const reporter = options.json ? jsonLinesReporter(io.stdout) : tableReporter(io.stdout);
  for (const path of unreadable) reporter.record(path.path, { kind: 'failed', message: path.message, stopsRun: false });
  const progress = progressBar(
    io.stderr,
    files.reduce((sum, file) => sum + file.size, 0),
  );

  let notAnalysed = unreadable.length;
  /** Why the run stopped early, when a failure would have repeated for every message. */
  let stop: string | undefined;
  const emit = ({ name, fileBytes, outcome }: Done): void => {
    if (outcome.kind !== 'analysed') notAnalysed++;
    progress.advance(fileBytes, outcome.kind !== 'analysed');
    reporter.record(name, outcome);
  };
  const work = async (item: Item): Promise<Done | undefined> => {
    if (stop !== undefined) return undefined;
    const outcome = await analyzeItem(engine, item);
    if (outcome.kind === 'failed' && outcome.stopsRun) stop ??= outcome.message;
    // Only the name and the outcome wait for their turn to be written, never the message.
    return { name: item.name, fileBytes: item.fileBytes, outcome };
  };
  await inOrder(readItems(files, CONTRACT_LIMITS.messageBytes), concurrency, work, emit);
  progress.clear();

  if (stop !== undefined) io.stderr.write(`centinela analyze: stopped: ${stop}\n`);
  reporter.finish(stop !== undefined);
  if (files.length === 0 && unreadable.length === 0) io.stderr.write('centinela analyze: no .eml or mbox files found\n');
  return notAnalysed > 0 || stop !== undefined ? 1 : 0;
}

interface Done {
  readonly name: string;
  readonly fileBytes: number;
  readonly outcome: Outcome;
}

function analyzeItem(engine: Engine, item: Item): Promise<Outcome> | Outcome {
  switch (item.content.kind) {
    case 'message':
      return engine.analyze(item.content.bytes);
    case 'too_large':
      return { kind: 'rejected', problem: tooLargeProblem(item.content.size, CONTRACT_LIMITS.messageBytes) };
    case 'unreadable':
      return { kind: 'failed', message: item.content.message, stopsRun: false };
  }
}

/**
 * Runs `work` on up to `concurrency` items at once, pulling the next item only when a place is
 * free (so a mailbox is read no faster than it is analysed), and emits the outcomes in input
 * order. Work that returns undefined (asked to stop) ends the run: that item and everything
 * after it in input order are not emitted.
 */
async function inOrder<T, R>(items: AsyncIterator<T>, concurrency: number, work: (item: T) => Promise<R | undefined>, emit: (done: R) => void): Promise<void> {
  const finished = new Map<number, R | undefined>();
  let nextToEmit = 0;
  let nextIndex = 0;
  let stopped = false;
  const flush = (): void => {
    while (!stopped && finished.has(nextToEmit)) {
      const done = finished.get(nextToEmit);
      finished.delete(nextToEmit++);
      if (done === undefined) stopped = true;
      else emit(done);
    }
  };
  const runner = async (): Promise<void> => {
    for (;;) {
      // The index is taken when the item is asked for: a generator answers in that order.
      const index = nextIndex++;
      const next = await items.next();
      if (next.done === true) return;
      const done = await work(next.value);
      finished.set(index, done);
      flush();
      if (done === undefined) return;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, runner));
}
