// The checks every operation makes on the request line and headers before it reads a byte of
// the body, in the order of the contract's error table (section 1.4, rows 1–9).

import type { IncomingMessage } from 'node:http';
import { authenticate, hasCapability } from '../credentials/credentials.ts';
import type { Capability, CredentialRecord, Store } from '../store/store.ts';
import { checkIdempotencyKey, headerValues, isIdentityEncoding, queryProblem } from './headers.ts';
import { ProblemError } from './problem-error.ts';
import { storeCall } from './store-call.ts';
import type { RateDecision, RateLimiter } from './rate-limit.ts';

export interface GateRules {
  readonly capability: Capability;
  /** The media type the operation takes, and a predicate that accepts a Content-Type value. */
  readonly mediaType: string;
  readonly acceptsMediaType: (contentType: string | undefined) => boolean;
  readonly idempotencyKey: 'required' | 'optional';
}

export interface GateDeps {
  readonly store: Store;
  readonly rateLimiter: RateLimiter;
  readonly now: () => Date;
}

export interface Admitted {
  readonly credential: CredentialRecord;
  readonly idempotencyKey: string | undefined;
}

/** Who sent a request and its rate decision, once the gate got that far; for headers, logs and metrics. */
export interface Admission {
  readonly credential: CredentialRecord;
  readonly rate: RateDecision;
}

const admissions = new WeakMap<IncomingMessage, Admission>();

export function admissionOf(request: IncomingMessage): Admission | undefined {
  return admissions.get(request);
}

/** Row 1 of the error table: the answer to a URL that carries a query string, if it does. */
export function queryStringProblem(url: string): ProblemError | undefined {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return undefined;
  const code = queryProblem(url.slice(queryStart + 1));
  return new ProblemError(
    code,
    code === 'credential_in_url'
      ? 'Credentials are never accepted in the URL; send the key in the X-API-Key header and revoke the exposed one.'
      : 'This operation takes no query parameters.',
  );
}

export async function admit(deps: GateDeps, request: IncomingMessage, rules: GateRules): Promise<Admitted> {
  const query = queryStringProblem(request.url ?? '/');
  if (query !== undefined) throw query;

  // An empty field is no credential at all: it is missing, not invalid.
  const keys = headerValues(request.rawHeaders, 'x-api-key').filter((value) => value.trim() !== '');
  if (keys.length === 0) {
    throw new ProblemError('api_key_missing', 'Send the issued credential in the X-API-Key header.', {
      headers: { 'www-authenticate': 'ApiKey realm="centinela"' },
    });
  }
  const credential = keys.length === 1 ? await storeCall(() => authenticate(deps.store, keys[0]!, deps.now())) : undefined;
  if (credential === undefined) {
    throw new ProblemError('api_key_invalid', 'The X-API-Key credential is not valid.', {
      headers: { 'www-authenticate': 'ApiKey realm="centinela"' },
    });
  }
  if (!hasCapability(credential, rules.capability)) {
    throw new ProblemError('capability_not_granted', `The credential does not grant the ${rules.capability} capability.`);
  }

  const rate = await storeCall(() => deps.rateLimiter.take(credential.id, deps.now().getTime(), credential));
  admissions.set(request, { credential, rate });
  if (!rate.allowed) {
    throw new ProblemError('rate_limited', 'The rate limit of this credential is exceeded; retry later.', {
      headers: { 'retry-after': String(rate.retryAfterSeconds) },
    });
  }

  if (!isIdentityEncoding(headerValues(request.rawHeaders, 'content-encoding'))) {
    throw new ProblemError('unsupported_content_encoding', 'Send the body uncompressed (Content-Encoding: identity or none).', {
      headers: { 'accept-encoding': 'identity' },
    });
  }
  const contentTypes = headerValues(request.rawHeaders, 'content-type');
  if (contentTypes.length !== 1 || !rules.acceptsMediaType(contentTypes[0])) {
    throw new ProblemError('unsupported_media_type', `The body must be sent as ${rules.mediaType}.`, {
      headers: { 'accept-post': rules.mediaType },
    });
  }

  const idempotency = checkIdempotencyKey(headerValues(request.rawHeaders, 'idempotency-key'));
  if (!idempotency.ok) {
    if (idempotency.code === 'idempotency_key_missing' && rules.idempotencyKey === 'optional') {
      return { credential, idempotencyKey: undefined };
    }
    throw new ProblemError(
      idempotency.code,
      idempotency.code === 'idempotency_key_missing'
        ? 'Send an Idempotency-Key header that identifies this logical submission.'
        : 'The Idempotency-Key must be one value of 8 to 128 characters from A-Z a-z 0-9 - _ . : ~ + / =.',
    );
  }
  return { credential, idempotencyKey: idempotency.key };
}
