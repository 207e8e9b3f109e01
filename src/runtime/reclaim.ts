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

/** Runs one collection shortly after `threshold` bytes were released, at most one per `delayMs`. */
export class Reclaimer {
  readonly #threshold: number;
  readonly #delayMs: number;
  readonly #collect: () => void;
  #released = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(threshold: number, delayMs = 1_000, collect: () => void = () => garbageCollector()()) {
    this.#threshold = threshold;
    this.#delayMs = delayMs;
    this.#collect = collect;
  }

  /** Notes `bytes` let go of; a collection follows once they add up to the threshold. */
  released(bytes: number): void {
    this.#released += bytes;
    if (this.#released < this.#threshold || this.#timer !== undefined) return;
    // Later, and off the request's own turn: releases come in bursts, one collection serves them all.
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#released = 0;
      this.#collect();
    }, this.#delayMs);
    this.#timer.unref();
  }
}
