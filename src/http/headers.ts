// Validation of the request headers of the contract (section 1.1). Pure functions of the
// raw header values, so each rule is tested without a server.

import { IDEMPOTENCY_KEY_PATTERN, REQUEST_ID_PATTERN } from '../contract/request-headers.ts';
import { SECRET_SHAPE } from '../credentials/credentials.ts';
import { newRequestId } from '../ids/ids.ts';

/**
 * The accepted X-Request-ID, or a generated one when it is missing, repeated or invalid. One
 * shaped like a secret (a client that pasted its key into the wrong header) is replaced too: the
 * id is echoed in every answer and written to every log line.
 */
export function acceptRequestId(values: readonly string[]): string {
  if (values.length === 1 && REQUEST_ID_PATTERN.test(values[0]!) && !containsSecretShape(values[0]!)) return values[0]!;
  return newRequestId();
}

function containsSecretShape(value: string): boolean {
  SECRET_SHAPE.lastIndex = 0;
  return SECRET_SHAPE.test(value);
}

export type IdempotencyKeyCheck =
  { readonly ok: true; readonly key: string } | { readonly ok: false; readonly code: 'idempotency_key_missing' | 'idempotency_key_invalid' };

/**
 * One Idempotency-Key field: a bare token or an RFC 8941 quoted string whose inner value obeys
 * the same rule. Several fields, or a list in one field, are invalid.
 */
export function checkIdempotencyKey(values: readonly string[]): IdempotencyKeyCheck {
  if (values.length === 0) return { ok: false, code: 'idempotency_key_missing' };
  if (values.length > 1) return { ok: false, code: 'idempotency_key_invalid' };
  let key = values[0]!.trim();
  if (key.length >= 2 && key.startsWith('"') && key.endsWith('"')) key = key.slice(1, -1);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return { ok: false, code: 'idempotency_key_invalid' };
  return { ok: true, key };
}

/** True for `message/rfc822` in any case, with or without parameters. */
export function isMessageRfc822(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const essence = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return essence === 'message/rfc822';
}

/** True when the body is not encoded (absent, or `identity` alone). */
export function isIdentityEncoding(values: readonly string[]): boolean {
  return values.every((value) => value.split(',').every((token) => token.trim().toLowerCase() === 'identity' || token.trim() === ''));
}

const CREDENTIAL_PARAMETERS = new Set(['api_key', 'apikey', 'key', 'x-api-key', 'token', 'access_token']);

/** The answer to a query string on an operation that takes none (contract 1.4 row 1). */
export function queryProblem(query: string): 'credential_in_url' | 'query_not_supported' {
  for (const pair of query.split('&')) {
    const rawName = pair.split('=', 1)[0] ?? '';
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      name = rawName;
    }
    if (CREDENTIAL_PARAMETERS.has(name.trim().toLowerCase())) return 'credential_in_url';
  }
  return 'query_not_supported';
}

/** All values of one header from Node's raw header list (which keeps repeated fields apart). */
export function headerValues(rawHeaders: readonly string[], name: string): string[] {
  const wanted = name.toLowerCase();
  const values: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() === wanted) values.push(rawHeaders[i + 1]!);
  }
  return values;
}
