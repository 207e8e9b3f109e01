// A worker thread that grew past its memory bound ends itself once its answer is posted, and the
// pool starts a fresh one. V8 keeps a grown heap, and freed buffers do not always go back to the
// system: a thread that once held a huge message would otherwise hold that memory for good.

import v8 from 'node:v8';
import { garbageCollector } from './reclaim.ts';

/** Messages this large are followed by a collection in their thread, once it is idle. */
const LARGE_MESSAGE_BYTES = 1024 * 1024;
/**
 * Messages this large are still followed by one at once: decoded, their buffers run to hundreds
 * of MB, and a burst of them (bench:hostile sends 16 of 10 MiB together) should not wait for the
 * thread to idle. Mail this large is rare (the corpus's largest message is under 3 MiB).
 */
const HUGE_MESSAGE_BYTES = 4 * 1024 * 1024;
/**
 * How long a thread must go without a task before it runs a collection it owes. A forced full
 * collection costs the analyses after it far more than itself (a worker that ran one every 400
 * messages spent ~25% more CPU per message, measured): under load V8's own collections, which
 * external memory triggers too, give the buffers back; only an idle thread needs pushing.
 */
const IDLE_COLLECTION_MS = 1_000;

/** The exit code of a thread that retires itself; the pool runs again a task that met it. */
export const RETIRED_EXIT_CODE = 75;

/**
 * This thread's own heap and the buffers it holds: memoryUsage's heapTotal and external, read
 * from V8 alone. memoryUsage also reads the process's RSS from /proc, a file read after every
 * task that, with the other threads collecting, showed as ~1% of a worker's time.
 */
function memoryInUse(): number {
  const heap = v8.getHeapStatistics();
  return heap.total_heap_size + heap.external_memory;
}

/**
 * One collection owed, run once its thread has had no task for `idleMs`: each task's start
 * postpones it, each task's end (re)arms it until it has run.
 */
export class IdleCollection {
  readonly #idleMs: number;
  readonly #collect: () => void;
  #owed = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(idleMs: number, collect: () => void) {
    this.#idleMs = idleMs;
    this.#collect = collect;
  }

  /** A task starts. */
  postpone(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** A task ended; `owe`: it leaves garbage worth a collection. */
  idle(owe: boolean): void {
    this.#owed ||= owe;
    if (!this.#owed) return;
    this.postpone();
    this.#timer = setTimeout(() => this.now(), this.#idleMs).unref();
  }

  /** Collects at once, settling what was owed. */
  now(): void {
    this.postpone();
    this.#owed = false;
    this.#collect();
  }
}

const collection = new IdleCollection(IDLE_COLLECTION_MS, () => garbageCollector()());

/** A task starts in this thread: a collection it owes waits until it is idle again. */
export function postponeCollection(): void {
  collection.postpone();
}

/**
 * After the current answer is posted (Piscina posts it when the task's promise settles; this
 * waits for the next turn): ends this thread when its memory, garbage collected, passed
 * `recycleBytes`. After a large message one collection is owed, run once the thread has had no
 * task for a second (at once after a huge one), so the message's buffers go back rather than
 * wait for some later collection, which an idle thread never has.
 */
export function retireIfGrown(recycleBytes: number | undefined, messageBytes = 0): void {
  if (recycleBytes === undefined) return;
  setImmediate(() => {
    // Only what a collection leaves is growth: garbage alone does not cost the thread its life.
    if (messageBytes >= HUGE_MESSAGE_BYTES || memoryInUse() > recycleBytes) {
      collection.now();
      if (memoryInUse() > recycleBytes) process.exit(RETIRED_EXIT_CODE);
      return;
    }
    collection.idle(messageBytes >= LARGE_MESSAGE_BYTES);
  });
}
