// Where the fuzzing bench sends its inputs. `EngineRunner`: one child process per lane, each with
// the service's WorkerPool of one thread (bench/support/fuzz-lane.ts); a lane that does not
// answer within the timeout is killed and started again. `ServerRunner`: the real service as a
// child process on 127.0.0.1 and a random port, a throw-away SQLite store, a key issued with
// the CLI; its RSS is sampled while each request is in flight. Nothing goes anywhere but the
// loopback address, and the engine runs with DNS off in both.

import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Answer } from './fuzz-judge.ts';
import type { LaneAnswer, LaneRequest } from './fuzz-lane.ts';

export interface Run {
  readonly answer: Answer;
  readonly ms: number;
  readonly peakRssMb: number;
  /** RSS when the input was sent: the growth during the input is peakRssMb - rssBeforeMb. */
  readonly rssBeforeMb: number;
}

export interface Runner {
  readonly name: 'engine' | 'server';
  run(lane: number, bytes: Uint8Array): Promise<Run>;
  close(): Promise<void>;
}

export interface RunnerOptions {
  readonly lanes: number;
  readonly budgetMs: number;
  /** Past this the bench gives up on an input and kills what runs it. */
  readonly timeoutMs: number;
}

const ROOT = new URL('../..', import.meta.url).pathname;

function rssOf(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  if (pid === undefined) return 0;
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

interface Lane {
  child: ChildProcess;
  ready: Promise<void>;
  pending?: { id: number; resolve: (answer: LaneAnswer | { crashed: string }) => void };
}

export class EngineRunner implements Runner {
  readonly name = 'engine' as const;
  readonly #options: RunnerOptions;
  readonly #lanes: Lane[] = [];
  #nextId = 0;
  #closing = false;
  /** Peak RSS of any lane over the run (MB). */
  peakRssMb = 0;

  constructor(options: RunnerOptions) {
    this.#options = options;
    for (let index = 0; index < options.lanes; index++) this.#lanes.push(this.#spawn());
  }

  #spawn(): Lane {
    const child = fork(join(ROOT, 'bench/support/fuzz-lane.ts'), [], {
      serialization: 'advanced',
      env: { ...process.env, FUZZ_BUDGET_MS: String(this.#options.budgetMs), FUZZ_GRACE_MS: '5000' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const lane: Lane = { child, ready: new Promise((resolve) => child.once('message', () => resolve())) };
    child.on('message', (message: LaneAnswer | { ready: true }) => {
      if ('id' in message && lane.pending?.id === message.id) {
        const pending = lane.pending;
        lane.pending = undefined;
        pending.resolve(message);
      }
    });
    child.on('exit', (code, signal) => {
      const pending = lane.pending;
      lane.pending = undefined;
      pending?.resolve({ crashed: `lane process exited (${signal ?? `code ${code}`})` });
    });
    return lane;
  }

  /** The largest RSS among the lanes now (MB). */
  lanesRssMb(): number {
    return Math.max(0, ...this.#lanes.map((lane) => rssOf(lane.child.pid, 'VmRSS')));
  }

  async run(index: number, bytes: Uint8Array): Promise<Run> {
    let lane = this.#lanes[index]!;
    if (lane.child.exitCode !== null || lane.child.signalCode !== null) lane = this.#lanes[index] = this.#spawn();
    await lane.ready;
    const rssBeforeMb = rssOf(lane.child.pid, 'VmRSS');
    const id = ++this.#nextId;
    const started = performance.now();
    const reply = await new Promise<LaneAnswer | { crashed: string } | { timedOut: true }>((resolve) => {
      const timer = setTimeout(() => resolve({ timedOut: true }), this.#options.timeoutMs);
      lane.pending = {
        id,
        resolve: (answer) => {
          clearTimeout(timer);
          resolve(answer);
        },
      };
      const request: LaneRequest = { id, bytes };
      lane.child.send(request);
    });
    const ms = performance.now() - started;
    if ('timedOut' in reply || 'crashed' in reply) {
      const peak = rssOf(lane.child.pid, 'VmHWM');
      this.peakRssMb = Math.max(this.peakRssMb, peak);
      lane.pending = undefined;
      lane.child.kill('SIGKILL');
      if (!this.#closing) this.#lanes[index] = this.#spawn();
      const answer: Answer =
        'crashed' in reply ? { kind: 'crash', message: reply.crashed } : { kind: 'hang', message: `no answer in ${this.#options.timeoutMs} ms; lane killed` };
      return { answer, ms, peakRssMb: peak, rssBeforeMb };
    }
    this.peakRssMb = Math.max(this.peakRssMb, reply.peakRssMb);
    return { answer: reply.answer, ms: reply.ms, peakRssMb: reply.peakRssMb, rssBeforeMb: reply.rssBeforeMb };
  }

  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(
      this.#lanes.map(
        (lane) =>
          new Promise<void>((resolve) => {
            if (lane.child.exitCode !== null || lane.child.signalCode !== null) return resolve();
            lane.child.once('exit', () => resolve());
            if (lane.pending !== undefined) lane.child.kill('SIGKILL');
            else lane.child.disconnect();
            setTimeout(() => lane.child.kill('SIGKILL'), 2_000).unref();
          }),
      ),
    );
  }
}

export interface ServerFigures {
  readonly idleRssMb: number;
  readonly peakRssMb: number;
  readonly restarts: number;
}

/** The real service on 127.0.0.1, a random port, and a temporary data folder. */
export class ServerRunner implements Runner {
  readonly name = 'server' as const;
  readonly #options: RunnerOptions;
  readonly #dir = mkdtempSync(join(tmpdir(), 'centinela-fuzz-'));
  readonly #env: NodeJS.ProcessEnv;
  #child: ChildProcess | undefined;
  #base = '';
  #secret = '';
  #sampler: NodeJS.Timeout | undefined;
  /** Per lane, the largest RSS sampled while its request was in flight. */
  readonly #windows = new Map<number, number>();
  #counter = 0;
  idleRssMb = 0;
  peakRssMb = 0;
  restarts = 0;

  constructor(options: RunnerOptions) {
    this.#options = options;
    this.#env = {
      ...process.env,
      CENTINELA_DATABASE: `sqlite:${join(this.#dir, 'fuzz.db')}`,
      CENTINELA_RATE_LIMIT_PER_SECOND: '1000000',
      CENTINELA_RATE_LIMIT_BURST: '1000000',
      CENTINELA_DNS: 'off',
      CENTINELA_BUDGET_SECONDS: String(options.budgetMs / 1000),
      CENTINELA_WORKERS: String(options.lanes),
      HOST: '127.0.0.1',
      PORT: '0',
    };
  }

  get pid(): number | undefined {
    return this.#child?.pid;
  }

  async start(): Promise<void> {
    const cli = join(ROOT, 'bin', 'centinela.js');
    if (this.#secret === '') {
      const issued = JSON.parse(
        execFileSync(
          process.execPath,
          [cli, 'keys', 'create', '--organization', 'Fuzz', '--customer', 'fuzz', '--environment', 'test', '--capability', 'email_analysis', '--json'],
          { env: this.#env },
        ).toString(),
      ) as { secret: string };
      this.#secret = issued.secret;
    }
    const child = spawn(process.execPath, [cli, 'serve'], { env: { ...this.#env, CENTINELA_LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] });
    this.#child = child;
    const port = await new Promise<number>((resolve, reject) => {
      let buffered = '';
      const onData = (chunk: Buffer): void => {
        buffered += chunk.toString();
        const match = /"msg":"listening"/.test(buffered) ? /"port":(\d+)/.exec(buffered) : null;
        if (match) {
          child.stdout!.off('data', onData);
          child.stdout!.resume();
          resolve(Number(match[1]));
        }
      };
      child.stdout!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
    });
    this.#base = `http://127.0.0.1:${port}`;
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (this.idleRssMb === 0) this.idleRssMb = rssOf(child.pid, 'VmRSS');
    this.#sampler ??= setInterval(() => {
      const rss = rssOf(this.#child?.pid, 'VmRSS');
      this.peakRssMb = Math.max(this.peakRssMb, rss);
      for (const [lane, peak] of this.#windows) this.#windows.set(lane, Math.max(peak, rss));
    }, 50);
  }

  get alive(): boolean {
    return this.#child !== undefined && this.#child.exitCode === null && this.#child.signalCode === null;
  }

  currentRssMb(): number {
    return rssOf(this.#child?.pid, 'VmRSS');
  }

  /** Posts a message as an integrator would, each with a new Idempotency-Key; times the answer. */
  async post(bytes: Uint8Array, timeoutMs: number): Promise<{ status: number; body: Record<string, unknown>; ms: number } | { error: string; ms: number }> {
    const started = performance.now();
    try {
      const response = await fetch(`${this.#base}/v1/email-analyses`, {
        method: 'POST',
        headers: { 'content-type': 'message/rfc822', 'x-api-key': this.#secret, 'idempotency-key': `fuzz-${process.pid}-${++this.#counter}` },
        body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = { unparsed: text.slice(0, 200) };
      }
      return { status: response.status, body, ms: performance.now() - started };
    } catch (error) {
      return {
        error:
          (error as Error).name === 'TimeoutError'
            ? 'timeout'
            : `${(error as Error).message}${(error as Error).cause instanceof Error ? `: ${((error as Error).cause as Error).message}` : ''}`,
        ms: performance.now() - started,
      };
    }
  }

  async run(lane: number, bytes: Uint8Array): Promise<Run> {
    if (!this.alive) {
      this.restarts++;
      await this.start();
    }
    const rssBeforeMb = this.currentRssMb();
    this.#windows.set(lane, rssBeforeMb);
    const reply = await this.post(bytes, this.#options.timeoutMs);
    const peakRssMb = Math.max(this.#windows.get(lane) ?? 0, this.currentRssMb());
    this.#windows.delete(lane);
    if ('error' in reply) {
      const answer: Answer =
        reply.error === 'timeout'
          ? { kind: 'hang', message: `no answer in ${this.#options.timeoutMs} ms` }
          : this.alive
            ? { kind: 'failed', message: reply.error }
            : { kind: 'crash', message: `the server died: ${reply.error}` };
      return { answer, ms: reply.ms, peakRssMb, rssBeforeMb };
    }
    return { answer: answerOf(reply.status, reply.body), ms: reply.ms, peakRssMb, rssBeforeMb };
  }

  async close(): Promise<void> {
    if (this.#sampler !== undefined) clearInterval(this.#sampler);
    const child = this.#child;
    if (child !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await new Promise((resolve) => child.once('exit', resolve));
      clearTimeout(killer);
    }
    rmSync(this.#dir, { recursive: true, force: true });
  }
}

/** The HTTP answer in the bench's terms. */
export function answerOf(status: number, body: Record<string, unknown>): Answer {
  const code = typeof body.code === 'string' ? body.code : undefined;
  if (status === 200) {
    return {
      kind: 'analysis',
      verdict: String(body.verdict),
      risk: String(body.risk),
      completeness: String(body.completeness),
      signals: Array.isArray(body.signal_codes) ? body.signal_codes.map(String) : [],
    };
  }
  if (status >= 500)
    return { kind: 'failed', status, ...(code === undefined ? {} : { code }), message: typeof body.detail === 'string' ? body.detail : `HTTP ${status}` };
  if (code !== undefined && [400, 413, 422].includes(status)) {
    const reason = typeof body.limit === 'string' ? body.limit : typeof body.reason === 'string' ? body.reason : undefined;
    return { kind: 'rejected', status, code, ...(reason === undefined ? {} : { reason }) };
  }
  return { kind: 'unexpected', status, ...(code === undefined ? {} : { code }) };
}
