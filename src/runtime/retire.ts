// A worker thread that grew past its memory bound ends itself once its answer is posted, and the
// pool starts a fresh one. V8 keeps a grown heap, and freed buffers do not always go back to the
// system: a thread that once held a huge message would otherwise hold that memory for good.

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

/** Ends this thread after the current answer is posted, when its memory passed `recycleBytes`. */
export function retireIfGrown(recycleBytes: number | undefined): void {
  // Piscina posts the answer when the task's promise settles; the exit waits for the next turn.
  if (recycleBytes !== undefined && memoryInUse() > recycleBytes) setImmediate(() => process.exit(RETIRED_EXIT_CODE));
}
