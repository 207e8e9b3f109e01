// One engine lane of the fuzzing bench: a child process holding a one-thread WorkerPool (the
// service's own pool, hard time limit included), analysing one message at a time on request.
// A process per lane lets the bench read each analysis's own peak RSS (the thread's memory
// is the process's) and survive a lane that dies of an allocation outside the heap limit.

import { readFileSync, writeFileSync } from 'node:fs';
import { WorkerPool } from '../../src/runtime/pool.ts';
import type { Answer } from './fuzz-judge.ts';

export interface LaneRequest {
  readonly id: number;
  readonly bytes: Uint8Array;
}

export interface LaneAnswer {
  readonly id: number;
  readonly ms: number;
  /** The lane's peak resident memory during this analysis (MB), when the system lets it reset the mark. */
  readonly peakRssMb: number;
  /** Its resident memory just before (MB): what earlier inputs left behind. */
  readonly rssBeforeMb: number;
  readonly answer: Answer;
}

/** Resets the process's peak-RSS mark (Linux: writing 5 to clear_refs); false where that is not allowed. */
function resetPeak(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

function peakRssMb(): number {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return process.memoryUsage().rss / 1048576;
  }
}

const budgetMs = Number(process.env.FUZZ_BUDGET_MS ?? 10_000);
const pool = new WorkerPool({
  workers: 1,
  queueLength: 1,
  // DNS off: the engine makes no lookups, so the bench sends nothing beyond this machine.
  analyze: { budgetMs, trustedAuthservIds: [], dns: 'off' },
  hardLimitGraceMs: Number(process.env.FUZZ_GRACE_MS ?? 5_000),
});

process.on('message', (request: LaneRequest) => {
  void (async () => {
    resetPeak();
    const rssBeforeMb = process.memoryUsage().rss / 1048576;
    const started = performance.now();
    let answer: Answer;
    try {
      const result = await pool.analyze(request.bytes);
      answer =
        result.kind === 'analysis'
          ? {
              kind: 'analysis',
              verdict: result.analysis.verdict,
              risk: result.analysis.risk,
              completeness: result.analysis.completeness,
              signals: result.analysis.signalCodes,
            }
          : {
              kind: 'rejected',
              code: result.detail.code,
              ...('limit' in result.detail ? { reason: result.detail.limit } : 'reason' in result.detail ? { reason: result.detail.reason } : {}),
            };
    } catch (error) {
      answer = {
        kind: 'failed',
        message: `${(error as Error).message}${(error as Error).cause instanceof Error ? `: ${((error as Error).cause as Error).message}` : ''}`,
      };
    }
    const reply: LaneAnswer = { id: request.id, ms: performance.now() - started, peakRssMb: peakRssMb(), rssBeforeMb, answer };
    process.send!(reply);
  })();
});

process.on('disconnect', () => {
  void pool.close().finally(() => process.exit(0));
});
process.send!({ ready: true });
