// Reads the JSON body of an /api/v1 operation against the operation's TypeBox schema: a body
// that is not the documented object is 400 invalid_request, naming the first thing wrong. The
// bytes themselves are read under the limit by readLimitedBody, before the idempotency check.

import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ProblemError } from '../problem-error.ts';

export function parseJsonBody<S extends TSchema>(bytes: Uint8Array, schema: S): Static<S> {
  if (bytes.length === 0) throw new ProblemError('empty_body', 'The request body is empty; send the JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ProblemError('invalid_request', 'The body is not valid UTF-8 JSON.');
  }
  const first = Value.Errors(schema, value).First();
  if (first !== undefined) {
    const where = first.path === '' ? 'The body' : `The member ${first.path.slice(1).replaceAll('/', '.')}`;
    throw new ProblemError('invalid_request', `${where}: ${first.message}.`);
  }
  return value as Static<S>;
}
