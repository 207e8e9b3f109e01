// What the HTTP layer needs from the analysis engine: bytes in, an analysis or a contract
// rejection out; an SMS in, an analysis out. The worker pool implements it; tests may inject
// their own.

import type { Analysis } from '../analysis/analyze.ts';
import type { SmsInput } from '../analysis/sms.ts';
import type { RejectionDetail } from '../message/rejection.ts';

export type AnalyzeOutcome =
  { readonly kind: 'analysis'; readonly analysis: Analysis } | { readonly kind: 'rejected'; readonly detail: RejectionDetail; readonly message: string };

export interface Analyzer {
  /**
   * Analyses one message. Rejects with AnalyzerOverloadedError when no worker or queue place is
   * free, and with AnalyzerFailedError when the analysis crashed or outran its hard limit.
   */
  analyze(bytes: Uint8Array): Promise<AnalyzeOutcome>;
  /** Analyses one SMS, admitted, bounded and failing as a message is. */
  analyzeSms(sms: SmsInput): Promise<Analysis>;
  /** Analyses admitted and not finished (running or waiting for a worker). */
  readonly pending: number;
  close(): Promise<void>;
}

export class AnalyzerOverloadedError extends Error {
  constructor() {
    super('every worker is busy and the queue is full');
    this.name = 'AnalyzerOverloadedError';
  }
}

export class AnalyzerFailedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AnalyzerFailedError';
  }
}
