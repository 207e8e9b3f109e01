// The code that runs inside each worker thread: parse and analyse one message under the budget.
// Returns plain data only (errors do not survive the thread boundary as classes).

import { analyzeBytes, type AnalyzeBytesOptions } from '../analysis/analyze.ts';
import { isMessageRejection } from '../message/rejection.ts';
import type { AnalyzeOutcome } from './analyzer.ts';

export interface WorkerTask {
  readonly bytes: Uint8Array;
  readonly options: AnalyzeBytesOptions;
}

export default async function analyzeInWorker(task: WorkerTask): Promise<AnalyzeOutcome> {
  try {
    return { kind: 'analysis', analysis: await analyzeBytes(task.bytes, task.options) };
  } catch (error) {
    if (isMessageRejection(error)) return { kind: 'rejected', detail: error.detail, message: error.message };
    throw error;
  }
}
