// Gives memory back once large messages are done with. Their bytes live in buffers outside the
// V8 heap, freed only when a garbage collection finds them unreachable; a server that goes quiet
// after a burst of 10 MiB messages allocates nothing more, so no collection comes and it kept
// hundreds of MB for good. After enough bytes were let go, one full collection is run.

import v8 from 'node:v8';
import vm from 'node:vm';

let collector: (() => void) | undefined;

/**
 * V8's collector as a function. `--expose-gc` is set at run time (this process's workers are
 * created after it and inherit it) and the function read from a fresh context, where the flag
 * installs it.
 */
export function garbageCollector(): () => void {
  if (collector === undefined) {
    v8.setFlagsFromString('--expose-gc');
    collector = vm.runInNewContext('gc') as () => void;
  }
  return collector;
}

/**
 * Runs one collection once `threshold` bytes were released and no release came for `delayMs`:
 * a forced full collection slows the work after it far more than it costs itself, so it waits
 * for a pause rather than interrupt a stream of requests (whose own allocations bring V8's
 * collections). A stream that never pauses still gets one `maxDelayMs` after the threshold.
 */
export class Reclaimer {
  readonly #threshold: number;
  readonly #delayMs: number;
  readonly #maxDelayMs: number;
  readonly #collect: () => void;
  #released = 0;
  #due = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(threshold: number, delayMs = 1_000, collect: () => void = () => garbageCollector()(), maxDelayMs = 60_000) {
    this.#threshold = threshold;
    this.#delayMs = delayMs;
    this.#maxDelayMs = maxDelayMs;
    this.#collect = collect;
  }

  /** Notes `bytes` let go of; a collection follows once they add up to the threshold and releases pause. */
  released(bytes: number): void {
    this.#released += bytes;
    if (this.#released < this.#threshold) return;
    const now = Date.now();
    if (this.#timer === undefined) this.#due = now + this.#maxDelayMs;
    else clearTimeout(this.#timer);
    this.#timer = setTimeout(
      () => {
        this.#timer = undefined;
        this.#released = 0;
        this.#collect();
      },
      Math.max(0, Math.min(this.#delayMs, this.#due - now)),
    );
    this.#timer.unref();
  }
}
