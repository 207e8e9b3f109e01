// Reads a request body from the socket, counting as it goes and stopping at the limit, so an
// oversized upload is refused without being read whole (contract 1.4 row 10).

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { ProblemError } from './problem-error.ts';

/** A body that sends nothing for this long is given up: a stalled upload holds no socket. */
export const BODY_IDLE_TIMEOUT_MS = 30_000;

// Requests that sent `Expect: 100-continue`, with the response that owes them the interim
// answer. Node answers 100 itself before anyone has looked at the request; with this, a client
// hears "continue" only once the gate has passed and its body is really wanted, and a refused
// request never uploads its body at all.
const AWAITING_CONTINUE = new WeakMap<IncomingMessage, ServerResponse>();

/** Takes over `Expect: 100-continue` from Node: the body reader below sends the 100 when it starts. */
export function deferContinue(server: Server): void {
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    AWAITING_CONTINUE.set(request, response);
    server.emit('request', request, response);
  });
}

function sendContinue(request: IncomingMessage): void {
  const response = AWAITING_CONTINUE.get(request);
  if (response === undefined) return;
  AWAITING_CONTINUE.delete(request);
  if (!response.headersSent && !response.writableEnded) response.writeContinue();
}

export type BodyRead = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly reason: 'too_large' | 'aborted' };

export interface BodyOptions {
  /**
   * Put the body in shared memory: a worker thread then reads these very bytes, with no copy
   * made on either side, and the sender keeps them for a second attempt.
   */
  readonly shared?: boolean;
}

/**
 * The whole body in one fresh buffer of its own (not a slice of a shared pool), so it can be
 * moved or shared with a worker thread without copying.
 */
export function readBody(request: IncomingMessage, limit: number, idleMs: number = BODY_IDLE_TIMEOUT_MS, options: BodyOptions = {}): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    // With its length declared (Node's parser then delivers no more and no less, or the request
    // aborts), the body goes straight into its final buffer as it arrives: the socket's chunks
    // die young instead of being held until the end, and no second copy of the body is made.
    const declared = declaredLength(request, limit);
    const direct = declared === undefined ? undefined : new Uint8Array(options.shared === true ? new SharedArrayBuffer(declared) : new ArrayBuffer(declared));
    let settled = false;
    const idle = setTimeout(() => {
      finish({ ok: false, reason: 'aborted' });
      request.destroy();
    }, idleMs);

    const finish = (outcome: BodyRead): void => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('aborted', onAborted);
      request.off('close', onAborted);
      resolve(outcome);
    };
    const onData = (chunk: Buffer): void => {
      idle.refresh();
      received += chunk.length;
      if (received > limit) {
        request.pause();
        finish({ ok: false, reason: 'too_large' });
        return;
      }
      if (direct !== undefined && received <= direct.length) direct.set(chunk, received - chunk.length);
      else chunks.push(chunk);
    };
    const onEnd = (): void => {
      if (direct !== undefined && received === direct.length) {
        finish({ ok: true, bytes: direct });
        return;
      }
      if (direct !== undefined) {
        // Not what was declared after all: the part read so far leads the chunks kept since.
        chunks.unshift(Buffer.from(direct.buffer, 0, received - chunks.reduce((sum, chunk) => sum + chunk.length, 0)));
      }
      const bytes = new Uint8Array(options.shared === true ? new SharedArrayBuffer(received) : new ArrayBuffer(received));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      finish({ ok: true, bytes });
    };
    const onError = (): void => finish({ ok: false, reason: 'aborted' });
    const onAborted = (): void => finish({ ok: false, reason: 'aborted' });

    request.on('data', onData);
    request.on('end', onEnd);
    sendContinue(request);
    request.on('error', onError);
    request.on('aborted', onAborted);
    // A socket closed before the end (a request timeout, for one) must settle the read too.
    request.once('close', onAborted);
  });
}

/** The Content-Length of a request, when it is one decimal number within `limit`. */
function declaredLength(request: IncomingMessage, limit: number): number | undefined {
  const value = request.headers?.['content-length'];
  if (value === undefined || !/^\d{1,12}$/.test(value)) return undefined;
  const length = Number(value);
  return length <= limit ? length : undefined;
}

/** The client went away before its body arrived: there is nobody left to answer. */
export class ClientAbortedError extends Error {
  constructor() {
    super('the client closed the connection before the body was complete');
    this.name = 'ClientAbortedError';
  }
}

/**
 * The body of an operation under its byte limit: refused before reading when Content-Length
 * already says it is too large (the connection is then closed so the client stops sending),
 * cut when the stream passes the limit; a client that went away ends the request.
 */
export async function readLimitedBody(request: IncomingMessage, limit: number, what: string, idleMs?: number, options?: BodyOptions): Promise<Uint8Array> {
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) throw tooLarge(`The ${what} is ${declared} bytes; the limit is ${limit} bytes.`);
  const body = await readBody(request, limit, idleMs, options);
  if (!body.ok) {
    if (body.reason === 'aborted') throw new ClientAbortedError();
    throw tooLarge(`The ${what} exceeds the limit of ${limit} bytes.`);
  }
  return body.bytes;
}

function tooLarge(detail: string): ProblemError {
  return new ProblemError('payload_too_large', detail, { headers: { connection: 'close' } });
}
