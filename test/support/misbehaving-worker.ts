// A worker module for pool tests: crashes its thread, hangs, or answers, depending on the bytes
// of a message or the text of an SMS.

import type { AnalyzeOutcome } from '../../src/runtime/analyzer.ts';
import { threadId } from 'node:worker_threads';
import { retireIfGrown } from '../../src/runtime/retire.ts';
import type { WorkerTask } from '../../src/runtime/worker.ts';

export default function misbehave(task: WorkerTask): AnalyzeOutcome {
  const text = task.kind === 'sms' ? task.sms.text : new TextDecoder().decode(task.bytes);
  retireIfGrown(task.recycleBytes);
  // The thread's id, for the tests of thread replacement (any plain data crosses back).
  if (text.startsWith('THREAD')) return { kind: 'rejected', detail: { code: 'message_unparseable', reason: 'no_body' }, message: String(threadId) };
  if (text.startsWith('CRASH')) process.exit(1);
  if (text.startsWith('THROW')) throw new Error('worker bug');
  if (text.startsWith('HANG')) for (;;);
  return { kind: 'analysis', analysis: { verdict: 'clean', risk: 'none', completeness: 'complete', signalCodes: [], warnings: [] } };
}
