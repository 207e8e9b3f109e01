// The code that runs inside each worker thread: parse and analyse one message, or analyse one
// SMS, under the budget. Returns plain data only (errors do not survive the thread boundary as
// classes).

import { analyzeBytes, type AnalyzeBytesOptions } from '../analysis/analyze.ts';
import { analyzeSms, type SmsInput } from '../analysis/sms.ts';
import { isMessageRejection } from '../message/rejection.ts';
import type { AnalyzeOutcome } from './analyzer.ts';
import { loadQrReader } from '../analysis/links/qr-reader.ts';
import { postponeCollection, retireIfGrown } from './retire.ts';

// Made before the thread takes its first task, so no analysis waits for it.
await loadQrReader();

export type WorkerTask = MessageTask | SmsTask;

export interface MessageTask {
  readonly kind: 'message';
  readonly bytes: Uint8Array;
  readonly options: AnalyzeBytesOptions;
  /** Heap and buffer bytes of this thread past which it ends itself once the analysis is answered. */
  readonly recycleBytes?: number;
}

export interface SmsTask {
  readonly kind: 'sms';
  readonly sms: SmsInput;
  /** Epoch milliseconds at which the budget runs out. */
  readonly deadline: number;
  /** An operator's rules folder (CENTINELA_RULES_DIR) on top of the shipped rules. */
  readonly rules?: string;
  readonly recycleBytes?: number;
}

export default async function analyzeInWorker(task: WorkerTask): Promise<AnalyzeOutcome> {
  postponeCollection();
  if (task.kind === 'sms') {
    try {
      return { kind: 'analysis', analysis: analyzeSms(task.sms, task.deadline, task.rules) };
    } finally {
      retireIfGrown(task.recycleBytes);
    }
  }
  try {
    return { kind: 'analysis', analysis: await analyzeBytes(task.bytes, task.options) };
  } catch (error) {
    if (isMessageRejection(error)) return { kind: 'rejected', detail: error.detail, message: error.message };
    throw error;
  } finally {
    retireIfGrown(task.recycleBytes, task.bytes.length);
  }
}
