// The worker-thread pool that runs analyses off the event loop, so one large message never
// stalls other requests. Admission is bounded (workers + queue): beyond it the caller is told
// at once to shed load. A hard limit above the processing budget ends a stuck analysis by
// terminating its thread; Piscina replaces crashed or terminated threads.

import { Piscina } from 'piscina';
import type { AnalyzeBytesOptions } from '../analysis/analyze.ts';
import { type Analyzer, AnalyzerFailedError, AnalyzerOverloadedError, type AnalyzeOutcome } from './analyzer.ts';
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
}

const WORKER_URL = new URL('./worker.ts', import.meta.url).href;

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
      resourceLimits: { maxOldGenerationSizeMb: options.workerHeapMb ?? 1024 },
    });
    // A thread that dies is replaced by Piscina; its task is rejected and answered by the caller.
    this.#pool.on('error', () => {});
  }

  get pending(): number {
    return this.#pending;
  }

  async analyze(bytes: Uint8Array): Promise<AnalyzeOutcome> {
    if (this.#pending >= this.#capacity) throw new AnalyzerOverloadedError();
    this.#pending++;
    // The budget runs from admission: time spent waiting for a worker is spent from it too.
    const budgetMs = this.#options.analyze.budgetMs;
    const deadline = Date.now() + budgetMs;
    const hardLimit = AbortSignal.timeout(budgetMs + (this.#options.hardLimitGraceMs ?? 5_000));
    try {
      const transferList = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [];
      return await this.#pool.run({ bytes, options: { ...this.#options.analyze, deadline } }, { transferList, signal: hardLimit });
    } catch (error) {
      throw new AnalyzerFailedError(hardLimit.aborted ? 'the analysis outran its hard time limit' : 'the analysis worker failed', { cause: error });
    } finally {
      this.#pending--;
    }
  }

  /** Ends the threads at once: by now every analysis still queued belongs to an abandoned request. */
  async close(): Promise<void> {
    await this.#pool.close({ force: true });
  }
}
