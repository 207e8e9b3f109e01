// The worker-thread pool that runs analyses (messages and SMS) off the event loop, so one large
// message never stalls other requests. Admission is bounded (workers + queue): beyond it the
// caller is told at once to shed load. A hard limit above the processing budget ends a stuck analysis by
// terminating its thread; Piscina replaces crashed or terminated threads. A thread whose memory
// grew past `recycleBytes` ends itself after answering (worker.ts) and is replaced the same way;
// a task handed to it in that moment is run again on another thread.

import { Piscina } from 'piscina';
import type { Analysis, AnalyzeBytesOptions } from '../analysis/analyze.ts';
import type { SmsInput } from '../analysis/sms.ts';
import { type Analyzer, AnalyzerFailedError, AnalyzerOverloadedError, type AnalyzeOutcome } from './analyzer.ts';
import { RETIRED_EXIT_CODE } from './retire.ts';
import type { WorkerTask } from './worker.ts';

export interface PoolOptions {
  readonly workers: number;
  readonly queueLength: number;
  /** Plain data only: it is copied to the worker threads. */
  readonly analyze: Omit<AnalyzeBytesOptions, 'areas' | 'deadline'>;
  /** Time past the budget after which a still-running analysis is ended by force. */
  readonly hardLimitGraceMs?: number;
  /** Heap limit of one worker; a message that needs more crashes only its own thread. */
  readonly workerHeapMb?: number;
  /** The module the threads run; tests substitute one that crashes or hangs. */
  readonly workerUrl?: string;
  /** A thread whose heap and buffers pass this after an analysis is replaced; none: never. */
  readonly recycleBytes?: number;
}

const WORKER_URL = new URL('./worker.ts', import.meta.url).href;
/** Runs of one task that may meet a retiring thread (each such meeting costs no analysis). */
const MAX_ATTEMPTS = 8;

export class WorkerPool implements Analyzer {
  readonly #pool: Piscina<WorkerTask, AnalyzeOutcome>;
  readonly #options: PoolOptions;
  readonly #capacity: number;
  #pending = 0;

  constructor(options: PoolOptions) {
    this.#options = options;
    this.#capacity = options.workers + options.queueLength;
    this.#pool = new Piscina({
      filename: options.workerUrl ?? WORKER_URL,
      minThreads: options.workers,
      maxThreads: options.workers,
      idleTimeout: 60_000,
      // A thread waits for its next task on its event loop, not in Atomics.wait, so a thread
      // that retires itself after answering (worker.ts) gets to do so.
      atomics: 'disabled',
      // Its run- and wait-time histograms are read by nothing here; recording them is work per task.
      recordTiming: false,
      resourceLimits: { maxOldGenerationSizeMb: options.workerHeapMb ?? 1024 },
    });
    // A thread that dies is replaced by Piscina; its task is rejected and answered by the caller.
    this.#pool.on('error', () => {});
  }

  get pending(): number {
    return this.#pending;
  }

  async analyze(bytes: Uint8Array): Promise<AnalyzeOutcome> {
    const recycling = this.#options.recycleBytes !== undefined;
    // Bytes in shared memory reach the thread as they are. Others are moved, except with
    // recycling: then they are copied, so a task handed to a retiring thread can run again.
    const movable = !(bytes.buffer instanceof SharedArrayBuffer) && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    const transferList = !recycling && movable ? [bytes.buffer as ArrayBuffer] : [];
    return this.#run((deadline) => ({ kind: 'message', bytes, options: { ...this.#options.analyze, deadline }, ...this.#recycling() }), transferList);
  }

  async analyzeSms(sms: SmsInput): Promise<Analysis> {
    // Only the two strings cross to the thread, whatever else the caller's object holds.
    const input: SmsInput = { text: sms.text, sender: sms.sender };
    const outcome = await this.#run((deadline) => ({ kind: 'sms', sms: input, deadline, ...this.#rules(), ...this.#recycling() }), []);
    if (outcome.kind !== 'analysis') throw new AnalyzerFailedError('the SMS worker answered a rejection');
    return outcome.analysis;
  }

  #rules(): { rules?: string } {
    return this.#options.analyze.rules === undefined ? {} : { rules: this.#options.analyze.rules };
  }

  #recycling(): { recycleBytes?: number } {
    return this.#options.recycleBytes === undefined ? {} : { recycleBytes: this.#options.recycleBytes };
  }

  /** Admits one task, runs it under the budget and the hard limit, and frees its place. */
  async #run(task: (deadline: number) => WorkerTask, transferList: ArrayBuffer[]): Promise<AnalyzeOutcome> {
    if (this.#pending >= this.#capacity) throw new AnalyzerOverloadedError();
    this.#pending++;
    // The budget runs from admission: time spent waiting for a worker is spent from it too.
    const budgetMs = this.#options.analyze.budgetMs;
    const deadline = Date.now() + budgetMs;
    // A timer cleared when the task settles: AbortSignal.timeout would leave one timer, weak
    // reference and finalizer per message alive until the garbage collector finds the signal.
    const hardLimit = new AbortController();
    const timer = setTimeout(() => hardLimit.abort(), budgetMs + (this.#options.hardLimitGraceMs ?? 5_000)).unref();
    const recycling = this.#options.recycleBytes !== undefined;
    const admitted = task(deadline);
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          return await this.#pool.run(admitted, { transferList, signal: hardLimit.signal });
        } catch (error) {
          if (!recycling || hardLimit.signal.aborted || attempt >= MAX_ATTEMPTS || !metRetiredThread(error)) throw error;
        }
      }
    } catch (error) {
      throw new AnalyzerFailedError(hardLimit.signal.aborted ? 'the analysis outran its hard time limit' : 'the analysis worker failed', { cause: error });
    } finally {
      clearTimeout(timer);
      this.#pending--;
    }
  }

  /** Ends the threads at once: by now every analysis still queued belongs to an abandoned request. */
  async close(): Promise<void> {
    await this.#pool.close({ force: true });
  }
}

/** Piscina's error for a task whose thread exited under it, with the code of a retiring thread. */
function metRetiredThread(error: unknown): boolean {
  return error instanceof Error && error.message === `worker exited with code: ${RETIRED_EXIT_CODE}`;
}
