// A worker module for tests of what the main thread does while an SMS is being analysed: an SMS
// whose first line is `HOLD:PATH` writes PATH.started, then blocks its thread until PATH exists,
// then is analysed by the real worker without that line. Everything else goes to the real worker.

import { existsSync, writeFileSync } from 'node:fs';
import analyzeInWorker, { type WorkerTask } from '../../src/runtime/worker.ts';
import type { AnalyzeOutcome } from '../../src/runtime/analyzer.ts';

const sleeper = new Int32Array(new SharedArrayBuffer(4));

export default function holdSms(task: WorkerTask): Promise<AnalyzeOutcome> {
  if (task.kind !== 'sms' || !task.sms.text.startsWith('HOLD:')) return analyzeInWorker(task);
  const newline = task.sms.text.indexOf('\n');
  const marker = task.sms.text.slice('HOLD:'.length, newline);
  writeFileSync(`${marker}.started`, '');
  // Synchronous on purpose: this thread does nothing else until it is released.
  while (!existsSync(marker)) Atomics.wait(sleeper, 0, 0, 5);
  return analyzeInWorker({ ...task, sms: { ...task.sms, text: task.sms.text.slice(newline + 1) } });
}
