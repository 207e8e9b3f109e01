// The client of the public operation `POST /v1/email-analyses`, following the contract's
// retry rules for its callers: one Idempotency-Key per logical submission, reused with the
// same bytes on every attempt; a per-attempt timeout above the longest processing budget; a
// finite overall deadline; exponential backoff with full jitter that honours Retry-After;
// retries only of what may succeed later. Uses the global fetch and nothing Node-specific.

import { CentinelaError, CentinelaResponseError, UnknownOutcomeError, type UnknownOutcomeCause } from './errors.ts';
import { originOf } from './base-url.ts';
import { readProblem, readResult, type AnalysisResult } from './result.ts';
import { DEFAULT_RETRY_POLICY, GATEWAY_STATUSES, nextDelayMs, parseRetryAfter, RETRYABLE_PROBLEM_STATUSES, type RetryPolicy } from './retry.ts';

export interface CentinelaOptions {
  /** The service's origin, e.g. `https://centinela.example.com`: no path, no `/v1`. */
  readonly baseUrl: string | URL;
  /** The issued credential; sent only in the `X-API-Key` header. */
  readonly apiKey: string;
  /** Overrides of the retry policy (milliseconds). */
  readonly retry?: Partial<RetryPolicy>;
}

export interface AnalyzeEmailOptions {
  /** The submission's Idempotency-Key; a random UUID when absent. Reuse it to resubmit later. */
  readonly idempotencyKey?: string;
  /** Sent as `X-Request-ID` on every attempt, to trace the submission in the service's logs. */
  readonly requestId?: string;
  /** Stops the submission at once; the promise rejects with the signal's reason. */
  readonly signal?: AbortSignal;
  /** Overrides of the client's retry policy for this submission. */
  readonly retry?: Partial<RetryPolicy>;
}

const OPERATION_PATH = '/v1/email-analyses';

/** A header value fetch accepts: visible ASCII, no CR/LF (checked here so fetch never echoes it). */
const HEADER_VALUE = /^[\x21-\x7e]+$/;

/** What one attempt came to. */
type Attempt =
  | { readonly kind: 'result'; readonly result: AnalysisResult }
  | { readonly kind: 'problem'; readonly error: CentinelaError; readonly retryable: boolean }
  | { readonly kind: 'unknown'; readonly failure: UnknownOutcomeCause; readonly retryAfter?: number; readonly cause?: unknown }
  | { readonly kind: 'unexpected'; readonly error: CentinelaResponseError };

/**
 * The bytes to send, copied once so every attempt sends them even if the caller reuses its
 * buffer. A string (plain JavaScript callers) is encoded as UTF-8; before, Uint8Array.from turned
 * each character into a zero byte.
 */
function messageBytes(message: unknown): Uint8Array<ArrayBuffer> {
  if (typeof message === 'string') return new TextEncoder().encode(message);
  if (message instanceof ArrayBuffer) return new Uint8Array(message.slice(0));
  if (ArrayBuffer.isView(message)) {
    const copy = new Uint8Array(message.byteLength);
    copy.set(new Uint8Array(message.buffer, message.byteOffset, message.byteLength));
    return copy;
  }
  throw new TypeError('message: expected the raw message as a Uint8Array, an ArrayBuffer or a string');
}

export class Centinela {
  readonly #endpoint: string;
  readonly #apiKey: string;
  readonly #policy: RetryPolicy;

  constructor(options: CentinelaOptions) {
    this.#endpoint = originOf(options.baseUrl) + OPERATION_PATH;
    if (typeof options.apiKey !== 'string' || !HEADER_VALUE.test(options.apiKey)) {
      throw new TypeError('apiKey: expected the issued credential (visible ASCII characters, no spaces)');
    }
    this.#apiKey = options.apiKey;
    this.#policy = checkPolicy({ ...DEFAULT_RETRY_POLICY, ...options.retry });
  }

  /**
   * Analyses one message: `message` is the complete original message, sent byte for byte (a
   * string is sent as its UTF-8 encoding; anything else but bytes is a TypeError).
   * Resolves with the result; rejects with a CentinelaError (a contract problem, with `code`),
   * an UnknownOutcomeError (no answer before the deadline) or a CentinelaResponseError.
   */
  async analyzeEmail(message: Uint8Array | ArrayBuffer | string, options: AnalyzeEmailOptions = {}): Promise<AnalysisResult> {
    const body = messageBytes(message);
    const idempotencyKey = options.idempotencyKey ?? crypto.randomUUID();
    if (!HEADER_VALUE.test(idempotencyKey)) throw new TypeError('idempotencyKey: expected visible ASCII characters');
    if (options.requestId !== undefined && !HEADER_VALUE.test(options.requestId)) throw new TypeError('requestId: expected visible ASCII characters');
    const policy = options.retry === undefined ? this.#policy : checkPolicy({ ...this.#policy, ...options.retry });
    const headers: Record<string, string> = {
      'x-api-key': this.#apiKey,
      'idempotency-key': idempotencyKey,
      'content-type': 'message/rfc822',
      accept: 'application/json, application/problem+json',
    };
    if (options.requestId !== undefined) headers['x-request-id'] = options.requestId;

    const deadline = Date.now() + policy.deadlineMs;
    for (let attempt = 1; ; attempt++) {
      options.signal?.throwIfAborted();
      const timeoutMs = Math.min(policy.attemptTimeoutMs, deadline - Date.now());
      const outcome = await this.#attempt(body, headers, timeoutMs, idempotencyKey, attempt, options.signal);
      switch (outcome.kind) {
        case 'result':
          return outcome.result;
        case 'unexpected':
          throw outcome.error;
        case 'problem':
          if (!outcome.retryable) throw outcome.error;
          break;
        case 'unknown':
          break;
      }
      const failure =
        outcome.kind === 'problem'
          ? outcome.error
          : new UnknownOutcomeError({ lastFailure: outcome.failure, idempotencyKey, attempts: attempt, cause: outcome.cause });
      const retryAfter = outcome.kind === 'problem' ? outcome.error.retryAfter : outcome.retryAfter;
      const delayMs = nextDelayMs(attempt, retryAfter, policy);
      // A wait that would end past the deadline is not started: the caller learns now.
      if (attempt >= policy.maxAttempts || Date.now() + delayMs >= deadline) throw failure;
      await sleep(delayMs, options.signal);
    }
  }

  async #attempt(
    body: Uint8Array<ArrayBuffer>,
    headers: Record<string, string>,
    timeoutMs: number,
    idempotencyKey: string,
    attempts: number,
    callerSignal: AbortSignal | undefined,
  ): Promise<Attempt> {
    const timeout = AbortSignal.timeout(Math.max(1, timeoutMs));
    const signal = callerSignal === undefined ? timeout : AbortSignal.any([timeout, callerSignal]);
    let status: number;
    let response: Response;
    let text: string;
    try {
      // `manual`: a redirect would carry the credential and the message to another address.
      response = await fetch(this.#endpoint, { method: 'POST', headers, body, signal, redirect: 'manual' });
      status = response.status;
      // The timeout covers the whole answer, not only its headers.
      text = await response.text();
    } catch (error) {
      callerSignal?.throwIfAborted();
      return { kind: 'unknown', failure: timeout.aborted ? 'timeout' : 'network', cause: error };
    }

    const requestId = response.headers.get('x-request-id') ?? undefined;
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'), Date.now());
    const json = parseJson(text);
    const unexpected = (problem: string): Attempt => ({
      kind: 'unexpected',
      error: new CentinelaResponseError({ status, requestId, problem, idempotencyKey, attempts }),
    });

    if (status === 200) {
      const result = readResult(json);
      return typeof result === 'string' ? unexpected(result) : { kind: 'result', result };
    }
    const problem = readProblem(json, status);
    if (problem === undefined) {
      if (GATEWAY_STATUSES.has(status)) return { kind: 'unknown', failure: 'gateway', ...(retryAfter === undefined ? {} : { retryAfter }) };
      return unexpected(status >= 300 && status < 400 ? 'redirects are not followed' : 'the body is not a problem document');
    }
    const error = new CentinelaError({ ...problem, status, requestId: problem.requestId ?? requestId, retryAfter, idempotencyKey, attempts });
    return { kind: 'problem', error, retryable: RETRYABLE_PROBLEM_STATUSES.has(status) };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function checkPolicy(policy: RetryPolicy): RetryPolicy {
  for (const [name, value] of Object.entries(policy)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new RangeError(`retry.${name}: expected a positive finite number`);
  }
  if (!Number.isInteger(policy.maxAttempts)) throw new RangeError('retry.maxAttempts: expected a whole number');
  return Object.freeze({ ...policy });
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
