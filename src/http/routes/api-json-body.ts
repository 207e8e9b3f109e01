// Reads the JSON body of an /api/v1 operation under its byte limit and checks it against the
// operation's TypeBox schema. The size is refused before reading when Content-Length says so,
// and reading stops at the limit (as for messages, contract 1.4 row 10); a body that is not
// the documented object is 400 invalid_request, naming the first thing wrong.

import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyRequest } from 'fastify';
import { ClientAbortedError, readBody } from '../body.ts';
import { ProblemError } from '../problem-error.ts';

export interface JsonBody<T> {
  /** The exact bytes, for the idempotency fingerprint. */
  readonly bytes: Uint8Array;
  readonly value: T;
}

export async function readJsonBody<S extends TSchema>(request: FastifyRequest, limit: number, schema: S): Promise<JsonBody<Static<S>>> {
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) throw tooLarge(`The body is ${declared} bytes; the limit is ${limit} bytes.`);
  const body = await readBody(request.raw, limit);
  if (!body.ok) {
    if (body.reason === 'aborted') throw new ClientAbortedError();
    throw tooLarge(`The body exceeds the limit of ${limit} bytes.`);
  }
  if (body.bytes.length === 0) throw new ProblemError('empty_body', 'The request body is empty; send the JSON object.');
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body.bytes));
  } catch {
    throw new ProblemError('invalid_request', 'The body is not valid UTF-8 JSON.');
  }
  const first = Value.Errors(schema, value).First();
  if (first !== undefined) {
    const where = first.path === '' ? 'The body' : `The member ${first.path.slice(1).replaceAll('/', '.')}`;
    throw new ProblemError('invalid_request', `${where}: ${first.message}.`);
  }
  return { bytes: body.bytes, value: value as Static<S> };
}

function tooLarge(detail: string): ProblemError {
  return new ProblemError('payload_too_large', detail, { headers: { connection: 'close' } });
}
