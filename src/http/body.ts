// Reads a request body from the socket, counting as it goes and stopping at the limit, so an
// oversized upload is refused without being read whole (contract 1.4 row 10).

import type { IncomingMessage } from 'node:http';

export type BodyRead =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly reason: 'too_large' | 'aborted' };

/**
 * The whole body in one fresh buffer of its own (not a slice of a shared pool), so it can be
 * moved to a worker thread without copying.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;

    const finish = (outcome: BodyRead): void => {
      if (settled) return;
      settled = true;
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('aborted', onAborted);
      resolve(outcome);
    };
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > limit) {
        request.pause();
        finish({ ok: false, reason: 'too_large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      const bytes = new Uint8Array(new ArrayBuffer(received));
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
    request.on('error', onError);
    request.on('aborted', onAborted);
  });
}

/** The client went away before its body arrived: there is nobody left to answer. */
export class ClientAbortedError extends Error {
  constructor() {
    super('the client closed the connection before the body was complete');
    this.name = 'ClientAbortedError';
  }
}
