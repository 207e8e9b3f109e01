// An analyzer whose in-flight analyses can be given up at once (shutdown past its deadline):
// each caller gets AnalyzerFailedError, so its request is answered 503 and its idempotency
// lease released, while the worker threads are left to the pool's own close.

import type { Analysis } from '../analysis/analyze.ts';
import type { SmsInput } from '../analysis/sms.ts';
import { type Analyzer, AnalyzerFailedError, type AnalyzeOutcome } from './analyzer.ts';

export class AbandonableAnalyzer implements Analyzer {
  readonly #inner: Analyzer;
  readonly #giveUp = new AbortController();

  constructor(inner: Analyzer) {
    this.#inner = inner;
  }

  get pending(): number {
    return this.#inner.pending;
  }

  analyze(bytes: Uint8Array): Promise<AnalyzeOutcome> {
    return this.#abandonable(() => this.#inner.analyze(bytes));
  }

  analyzeSms(sms: SmsInput): Promise<Analysis> {
    return this.#abandonable(() => this.#inner.analyzeSms(sms));
  }

  #abandonable<T>(run: () => Promise<T>): Promise<T> {
    const signal = this.#giveUp.signal;
    if (signal.aborted) return Promise.reject(abandoned());
    return new Promise((resolve, reject) => {
      const onAbort = (): void => reject(abandoned());
      signal.addEventListener('abort', onAbort, { once: true });
      run()
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  /** Fails every analysis in flight now and every later one. */
  abandon(): void {
    this.#giveUp.abort();
  }

  close(): Promise<void> {
    return this.#inner.close();
  }
}

function abandoned(): AnalyzerFailedError {
  return new AnalyzerFailedError('the analysis was abandoned at shutdown');
}
