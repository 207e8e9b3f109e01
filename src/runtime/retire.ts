// A worker thread that grew past its memory bound ends itself once its answer is posted, and the
// pool starts a fresh one. V8 keeps a grown heap, and freed buffers do not always go back to the
// system: a thread that once held a huge message would otherwise hold that memory for good.

import { garbageCollector } from './reclaim.ts';

/** Messages this large are followed by a collection in their thread. */
const LARGE_MESSAGE_BYTES = 1024 * 1024;

/** The exit code of a thread that retires itself; the pool runs again a task that met it. */
export const RETIRED_EXIT_CODE = 75;

/**
 * This thread's own heap and the buffers it holds (in a worker, memoryUsage's fields other than
 * rss are the thread's own).
 */
function memoryInUse(): number {
  const usage = process.memoryUsage();
  return usage.heapTotal + usage.external;
}

/**
 * After the current answer is posted (Piscina posts it when the task's promise settles; this
 * waits for the next turn): ends this thread when its memory passed `recycleBytes`, else, after
 * a large message, runs one collection so the message's buffers go back at once rather than at
 * some later collection, which an idle thread never has.
 */
export function retireIfGrown(recycleBytes: number | undefined, messageBytes = 0): void {
  if (recycleBytes === undefined) return;
  setImmediate(() => {
    if (messageBytes >= LARGE_MESSAGE_BYTES) garbageCollector()();
    if (memoryInUse() > recycleBytes) process.exit(RETIRED_EXIT_CODE);
  });
}
