// The server-wide allowance of request-body bytes in flight: from the moment an upload is admitted
// until its answer is sent, its declared size (or the message limit, when it declares none) is
// reserved here. Stalled or slow uploads then cannot pile up memory without bound (150 stalled
// 10 MB uploads held 728 MB until their idle timeout); beyond the allowance a request is answered
// 503 `service_overloaded` before a byte of its body is read.

export class BodyBudget {
  readonly limit: number;
  #inFlight = 0;
  readonly #onRelease: ((bytes: number) => void) | undefined;

  /** `onRelease` hears of every release (the server gives the memory back after large ones). */
  constructor(limit: number, onRelease?: (bytes: number) => void) {
    this.limit = limit;
    this.#onRelease = onRelease;
  }

  /** Bytes reserved now. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Reserves `bytes`; false (and nothing reserved) when that would pass the limit. */
  tryReserve(bytes: number): boolean {
    if (this.#inFlight + bytes > this.limit) return false;
    this.#inFlight += bytes;
    return true;
  }

  release(bytes: number): void {
    this.#inFlight = Math.max(0, this.#inFlight - bytes);
    this.#onRelease?.(bytes);
  }
}
