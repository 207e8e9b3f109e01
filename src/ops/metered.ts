// Views of the analyzer and the store that feed the metrics without changing what they do.

import type { ServiceMetrics } from '../http/metrics.ts';
import type { Analysis } from '../analysis/analyze.ts';
import type { SmsInput } from '../analysis/sms.ts';
import { AnalyzerOverloadedError, type Analyzer, type AnalyzeOutcome } from '../runtime/analyzer.ts';
import { type Store, StoreUnavailableError } from '../store/store.ts';

export class MeteredAnalyzer implements Analyzer {
  readonly #inner: Analyzer;
  readonly #metrics: ServiceMetrics;

  constructor(inner: Analyzer, metrics: ServiceMetrics) {
    this.#inner = inner;
    this.#metrics = metrics;
  }

  get pending(): number {
    return this.#inner.pending;
  }

  analyze(bytes: Uint8Array): Promise<AnalyzeOutcome> {
    return this.#measure(() => this.#inner.analyze(bytes));
  }

  /** An SMS takes a place in the same pool: it is measured and counted as a message is. */
  async analyzeSms(sms: SmsInput): Promise<Analysis> {
    const outcome = await this.#measure(async () => ({ kind: 'analysis' as const, analysis: await this.#inner.analyzeSms(sms) }));
    return outcome.analysis;
  }

  async #measure<T extends AnalyzeOutcome>(run: () => Promise<T>): Promise<T> {
    const stop = this.#metrics.analysisDuration.startTimer();
    try {
      const outcome = await run();
      stop({ outcome: outcome.kind });
      if (outcome.kind === 'analysis') this.#metrics.verdicts.inc({ verdict: outcome.analysis.verdict });
      return outcome;
    } catch (error) {
      // Overload is refused before any work: it is not an analysis duration.
      if (!(error instanceof AnalyzerOverloadedError)) stop({ outcome: 'failed' });
      throw error;
    }
  }

  close(): Promise<void> {
    return this.#inner.close();
  }
}

/** The store, counting each call that fails with StoreUnavailableError under its method name. */
export function meteredStore(store: Store, metrics: ServiceMetrics): Store {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (error) {
          if (error instanceof StoreUnavailableError) metrics.storeErrors.inc({ method: String(property) });
          throw error;
        }
      };
    },
  });
}
