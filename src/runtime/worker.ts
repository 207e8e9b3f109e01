// The code that runs inside each worker thread: parse and analyse one message under the budget.
// Returns plain data only (errors do not survive the thread boundary as classes).

import { analyzeBytes, type AnalyzeBytesOptions } from '../analysis/analyze.ts';
import { isMessageRejection } from '../message/rejection.ts';
import type { AnalyzeOutcome } from './analyzer.ts';
import { retireIfGrown } from './retire.ts';

export interface WorkerTask {
  readonly bytes: Uint8Array;
  readonly options: AnalyzeBytesOptions;
  /** Heap and buffer bytes of this thread past which it ends itself once the analysis is answered. */
  readonly recycleBytes?: number;
}

export default async function analyzeInWorker(task: WorkerTask): Promise<AnalyzeOutcome> {
  try {
    return { kind: 'analysis', analysis: await analyzeBytes(task.bytes, task.options) };
  } catch (error) {
    if (isMessageRejection(error)) return { kind: 'rejected', detail: error.detail, message: error.message };
    throw error;
  } finally {
    retireIfGrown(task.recycleBytes, task.bytes.length);
  }
}

