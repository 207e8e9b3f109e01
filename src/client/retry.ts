// The retry rules of the contract (sections 1.3, 1.4 and 3) as pure functions: which answers
// are worth another attempt, how long to wait (exponential backoff with full jitter, never less
// than the service's Retry-After), and how to read Retry-After.

export interface RetryPolicy {
  /** Time one attempt may take, sending to last byte of the answer. Above 120 s by default. */
  readonly attemptTimeoutMs: number;
  /** Time the whole submission may take, every attempt and wait included. */
  readonly deadlineMs: number;
  /** Upper bound of the first backoff; doubled on each further attempt. */
  readonly baseDelayMs: number;
  /** The backoff never grows beyond this (Retry-After may ask for more). */
  readonly maxDelayMs: number;
  readonly maxAttempts: number;
}

/**
 * The processing budget can be set up to 120 s (contract section 3), so an attempt must be
 * allowed longer than that, and the deadline must leave room for a retry after one full attempt.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({
  attemptTimeoutMs: 130_000,
  deadlineMs: 300_000,
  baseDelayMs: 500,
  maxDelayMs: 20_000,
  maxAttempts: 8,
});

/**
 * 409 `idempotency_request_in_progress`, 429 `rate_limited` and 503 (`service_overloaded`,
 * `service_unavailable`) say "not now": the same request may succeed later. Every other problem
 * is decided from the request itself and would be answered the same way again, including 500
 * `internal_error` (the service reports transient failures as 503, so a 500 is a fault that a
 * retry would only repeat).
 */
export const RETRYABLE_PROBLEM_STATUSES: ReadonlySet<number> = new Set([409, 429, 503]);

/**
 * Answers from something in front of the service (a proxy or load balancer), not from it: the
 * outcome is unknown, and the contract says to retry an unknown outcome with the same key and bytes.
 */
export const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Full jitter: uniformly random between 0 and the capped exponential bound. */
export function backoffDelayMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const bound = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * bound);
}

/**
 * Retry-After as delay-seconds or an HTTP-date (RFC 9110 10.2.3), in whole seconds from `nowMs`;
 * undefined when absent or unreadable. A date in the past means "now" (0).
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // The IMF-fixdate form and its obsolete siblings (RFC 850, asctime); all of them are in GMT,
  // which asctime does not say, so it is added lest the date be read in local time.
  if (!/^[A-Za-z]{3},? /.test(text) && !/^[A-Za-z]+day, /.test(text)) return undefined;
  const at = Date.parse(/GMT$/.test(text) ? text : `${text} GMT`);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** The wait before the next attempt: the backoff, but never less than what the service asked. */
export function nextDelayMs(attempt: number, retryAfterSeconds: number | undefined, policy: RetryPolicy, random?: () => number): number {
  return Math.max((retryAfterSeconds ?? 0) * 1000, backoffDelayMs(attempt, policy, random));
}
