// A worker module for the fault tests: a message whose first line is `CRASH-ONCE:PATH` kills its
// thread while PATH exists (removing it first), so the same message succeeds when retried.

import { existsSync, unlinkSync } from 'node:fs';
import type { AnalyzeOutcome } from '../../../src/runtime/analyzer.ts';
import type { WorkerTask } from '../../../src/runtime/worker.ts';

export default function crashOnce(task: WorkerTask): AnalyzeOutcome {
  const firstLine = task.kind === 'sms' ? '' : new TextDecoder().decode(task.bytes).split('\r\n', 1)[0]!;
  const marker = firstLine.startsWith('CRASH-ONCE:') ? firstLine.slice('CRASH-ONCE:'.length) : undefined;
  if (marker !== undefined && existsSync(marker)) {
    unlinkSync(marker);
    process.exit(1);
  }
  return { kind: 'analysis', analysis: { verdict: 'clean', risk: 'none', completeness: 'complete', signalCodes: [], warnings: [] } };
}
