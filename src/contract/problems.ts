// Every error the service can answer, one row each of the contract's error table (section 1.4).
// The HTTP layer only ever answers with these; the OpenAPI document lists them from here.

export const PROBLEMS = {
  credential_in_url: { status: 400, title: 'Credential in URL' },
  query_not_supported: { status: 400, title: 'Query string not supported' },
  api_key_missing: { status: 401, title: 'API key missing' },
  api_key_invalid: { status: 401, title: 'API key invalid' },
  capability_not_granted: { status: 403, title: 'Capability not granted' },
  rate_limited: { status: 429, title: 'Rate limit exceeded' },
  unsupported_content_encoding: { status: 415, title: 'Unsupported content encoding' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  idempotency_key_missing: { status: 400, title: 'Idempotency key missing' },
  idempotency_key_invalid: { status: 400, title: 'Idempotency key invalid' },
  payload_too_large: { status: 413, title: 'Message too large' },
  idempotency_key_reused: { status: 422, title: 'Idempotency key reused' },
  idempotency_request_in_progress: { status: 409, title: 'Request in progress' },
  empty_body: { status: 400, title: 'Empty body' },
  /** The /api/v1 JSON operations: a body that is not the documented object (contract 2.2). */
  invalid_request: { status: 400, title: 'Invalid request body' },
  message_unparseable: { status: 422, title: 'Message unparseable' },
  email_too_complex: { status: 422, title: 'Message too complex' },
  service_overloaded: { status: 503, title: 'Service overloaded' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
  malformed_request: { status: 400, title: 'Malformed HTTP request' },
  not_found: { status: 404, title: 'Not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  internal_error: { status: 500, title: 'Internal error' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemCode = keyof typeof PROBLEMS;

export const PROBLEM_CODES = Object.keys(PROBLEMS) as ProblemCode[];

/** Extension members a problem may carry besides the standard ones. */
export type ProblemExtensions = Readonly<Record<string, string | number>>;

export interface ProblemBody {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: ProblemCode;
  readonly request_id: string;
  readonly [extension: string]: string | number;
}

export function problemBody(code: ProblemCode, detail: string, requestId: string, extensions: ProblemExtensions = {}): ProblemBody {
  const { status, title } = PROBLEMS[code];
  return { type: `urn:centinela:problem:${code}`, title, status, detail, code, request_id: requestId, ...extensions };
}
