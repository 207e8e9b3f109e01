// Gives leases back even when the store was down at the moment a failed attempt released its
// key: the release is kept and tried again in the background until it goes through or the lease
// would have lapsed anyway. Without this a client retrying after a database outage would be told
// "in progress" until the lease ran out, although nothing is running.

import type { IdempotencyScope, Store } from './store.ts';
import { StoreUnavailableError } from './store.ts';

interface PendingRelease {
  readonly scope: IdempotencyScope;
  readonly token: string;
  readonly giveUpAt: number;
}

export interface ReleaseRetryOptions {
  /** How long a lease lives; a release older than this has nothing left to give back. */
  readonly leaseMs: number;
  readonly intervalMs?: number;
}

export class ReleaseRetryingStore {
  readonly #store: Store;
  readonly #pending = new Map<string, PendingRelease>();
  readonly #leaseMs: number;
  readonly #timer: NodeJS.Timeout;
  #running = false;

  constructor(store: Store, options: ReleaseRetryOptions) {
    this.#store = store;
    this.#leaseMs = options.leaseMs;
    this.#timer = setInterval(() => void this.#retry(), options.intervalMs ?? 1000);
    this.#timer.unref();
  }

  /** The store, with releaseIdempotency remembering what it could not give back. */
  get store(): Store {
    return new Proxy(this.#store, {
      get: (target, property, receiver) => {
        if (property === 'releaseIdempotency') return (scope: IdempotencyScope, token: string) => this.#release(scope, token);
        if (property === 'close') return () => this.#close();
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  /** Releases still waiting for the store. */
  get pending(): number {
    return this.#pending.size;
  }

  async #release(scope: IdempotencyScope, token: string): Promise<void> {
    try {
      await this.#store.releaseIdempotency(scope, token);
    } catch (error) {
      if (error instanceof StoreUnavailableError) this.#pending.set(token, { scope, token, giveUpAt: Date.now() + this.#leaseMs });
      throw error;
    }
  }

  async #retry(): Promise<void> {
    if (this.#running || this.#pending.size === 0) return;
    this.#running = true;
    try {
      for (const release of [...this.#pending.values()]) {
        if (Date.now() >= release.giveUpAt) {
          this.#pending.delete(release.token);
          continue;
        }
        // The store is still down: stop here, try again at the next tick.
        const done = await this.#store.releaseIdempotency(release.scope, release.token).then(
          () => true,
          () => false,
        );
        if (!done) break;
        this.#pending.delete(release.token);
      }
    } finally {
      this.#running = false;
    }
  }

  async #close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#retry();
    await this.#store.close();
  }
}
