// The errors the client raises. A definite answer of the service (a contract problem, 1.4) is a
// CentinelaError with its `code`; no definite answer before the deadline is an
// UnknownOutcomeError (the message may or may not have been analysed: resubmit it later with
// the same Idempotency-Key and the same bytes); a response the contract does not describe is a
// CentinelaResponseError. None of them ever carries the credential.

import type { ProblemCode } from '../contract/problems.ts';
import type { KnownOr } from './result.ts';

/** Extension members of a problem besides the standard ones, e.g. `reason`, `limit`, `max`. */
export type ProblemExtensionValues = Readonly<Record<string, string | number>>;

export interface CentinelaErrorFields {
  readonly status: number;
  readonly code: KnownOr<ProblemCode>;
  readonly title: string;
  readonly detail: string;
  readonly type: string;
  /** The `request_id` of the problem (or the `X-Request-ID` header when the body lacks one). */
  readonly requestId: string | undefined;
  readonly extensions: ProblemExtensionValues;
  /** Seconds to wait before retrying, from `Retry-After`, when the service sent one. */
  readonly retryAfter: number | undefined;
  readonly idempotencyKey: string;
  readonly attempts: number;
}

export class CentinelaError extends Error implements CentinelaErrorFields {
  readonly status: number;
  readonly code: KnownOr<ProblemCode>;
  readonly title: string;
  readonly detail: string;
  readonly type: string;
  readonly requestId: string | undefined;
  readonly extensions: ProblemExtensionValues;
  readonly retryAfter: number | undefined;
  readonly idempotencyKey: string;
  readonly attempts: number;

  constructor(fields: CentinelaErrorFields) {
    super(`${fields.status} ${fields.code}: ${fields.detail}`);
    this.name = 'CentinelaError';
    this.status = fields.status;
    this.code = fields.code;
    this.title = fields.title;
    this.detail = fields.detail;
    this.type = fields.type;
    this.requestId = fields.requestId;
    this.extensions = fields.extensions;
    this.retryAfter = fields.retryAfter;
    this.idempotencyKey = fields.idempotencyKey;
    this.attempts = fields.attempts;
  }

  /** `message_unparseable`: `nul_byte`, `no_header_section` or `no_body`. */
  get reason(): string | undefined {
    const value = this.extensions.reason;
    return typeof value === 'string' ? value : undefined;
  }

  /** `email_too_complex`: the structural limit exceeded, e.g. `mime_parts`. */
  get limit(): string | undefined {
    const value = this.extensions.limit;
    return typeof value === 'string' ? value : undefined;
  }

  /** `email_too_complex`: the maximum of that limit. */
  get max(): number | undefined {
    const value = this.extensions.max;
    return typeof value === 'number' ? value : undefined;
  }
}

export type UnknownOutcomeCause = 'network' | 'timeout' | 'gateway';

export interface UnknownOutcomeFields {
  /** What the last attempt ran into: a network error, its own timeout, or a gateway's 502/504. */
  readonly lastFailure: UnknownOutcomeCause;
  readonly idempotencyKey: string;
  readonly attempts: number;
  readonly cause?: unknown;
}

export class UnknownOutcomeError extends Error {
  readonly lastFailure: UnknownOutcomeCause;
  readonly idempotencyKey: string;
  readonly attempts: number;

  constructor(fields: UnknownOutcomeFields) {
    super(
      `no answer from the service within the deadline after ${fields.attempts} attempt${fields.attempts === 1 ? '' : 's'} ` +
        `(last: ${describeFailure(fields.lastFailure)}); resubmit with the same Idempotency-Key`,
      { cause: fields.cause },
    );
    this.name = 'UnknownOutcomeError';
    this.lastFailure = fields.lastFailure;
    this.idempotencyKey = fields.idempotencyKey;
    this.attempts = fields.attempts;
  }
}

function describeFailure(failure: UnknownOutcomeCause): string {
  switch (failure) {
    case 'network':
      return 'network error';
    case 'timeout':
      return 'attempt timed out';
    case 'gateway':
      return 'gateway error';
  }
}

export interface ResponseErrorFields {
  readonly status: number;
  readonly requestId: string | undefined;
  readonly problem: string;
  readonly idempotencyKey: string;
  readonly attempts: number;
}

/** An answer outside the contract: not a result, not a problem (a proxy, a wrong base URL). */
export class CentinelaResponseError extends Error {
  readonly status: number;
  readonly requestId: string | undefined;
  readonly idempotencyKey: string;
  readonly attempts: number;

  constructor(fields: ResponseErrorFields) {
    super(`unexpected response (HTTP ${fields.status}): ${fields.problem}`);
    this.name = 'CentinelaResponseError';
    this.status = fields.status;
    this.requestId = fields.requestId;
    this.idempotencyKey = fields.idempotencyKey;
    this.attempts = fields.attempts;
  }
}
