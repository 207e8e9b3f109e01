// An Analyzer for tests that must control timing or failure (in-progress leases, overload,
// crashes). It answers a fixed clean analysis when released.

import type { Analysis } from '../../src/analysis/analyze.ts';
import type { SmsInput } from '../../src/analysis/sms.ts';
import type { Analyzer, AnalyzeOutcome } from '../../src/runtime/analyzer.ts';

const CLEAN: Analysis = { verdict: 'clean', risk: 'none', completeness: 'complete', signalCodes: [], warnings: [] };

export class ControlledAnalyzer implements Analyzer {
  calls = 0;
  pending = 0;
  #waiters: Array<() => void> = [];
  #hold = false;
  #failure: Error | undefined;

  /** Makes the next analyses wait until release(). */
  hold(): void {
    this.#hold = true;
  }

  release(): void {
    this.#hold = false;
    for (const wake of this.#waiters.splice(0)) wake();
  }

  /** Makes every later analysis fail with this error (undefined to stop). */
  failWith(error: Error | undefined): void {
    this.#failure = error;
  }

  async analyze(_bytes: Uint8Array): Promise<AnalyzeOutcome> {
    return { kind: 'analysis', analysis: await this.#controlled() };
  }

  analyzeSms(_sms: SmsInput): Promise<Analysis> {
    return this.#controlled();
  }

  async #controlled(): Promise<Analysis> {
    this.calls++;
    this.pending++;
    try {
      if (this.#hold) await new Promise<void>((resolve) => this.#waiters.push(resolve));
      if (this.#failure !== undefined) throw this.#failure;
      return CLEAN;
    } finally {
      this.pending--;
    }
  }

  async close(): Promise<void> {
    this.release();
  }
}
