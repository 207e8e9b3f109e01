// The milter's TCP listener: one MilterSession per connection, packets handled one at a time
// in order, at most `maxConnections` connections (the MTA's milter_default_action applies to
// the others), an idle timeout, and a broken or hostile peer closing only its own connection.

import { createServer, type Server, type Socket } from 'node:net';
import type { MilterConfig } from './config.ts';
import type { Submit } from './outcome.ts';
import { FrameReader, ProtocolError } from './protocol.ts';
import { type MessageReport, MilterSession } from './session.ts';

/** The largest packet accepted: a body chunk is at most 64 KiB, a header at most the contract's 64 KiB; with room. */
export const MAX_FRAME_BYTES = 256 * 1024;

export interface MilterServerOptions {
  readonly config: Pick<MilterConfig, 'verdicts' | 'onUnavailable' | 'maxMessageBytes' | 'maxConnections' | 'idleTimeoutMs'>;
  readonly submit: Submit;
  readonly onMessage?: (report: MessageReport) => void;
  /** A connection closed for breaking the protocol (or failing unexpectedly). */
  readonly onConnectionError?: (error: Error) => void;
}

export interface MilterServer {
  readonly server: Server;
  /** Port actually bound. */
  readonly port: number;
  /**
   * Stops listening and closes idle connections at once; a connection in the middle of a
   * message gets its answer first (within `drainMs`), so a restart loses no verdict.
   */
  close(drainMs?: number): Promise<void>;
}

interface Connection {
  /** A message is under way: headers or body received, or its verdict awaited. */
  busy: () => boolean;
  /** Set at shutdown: end the connection once its message has had its answer. */
  draining: boolean;
}

export async function startMilterServer(options: MilterServerOptions, host: string, port: number): Promise<MilterServer> {
  const connections = new Map<Socket, Connection>();
  const server = createServer((socket) => {
    const connection: Connection = { busy: () => false, draining: false };
    connections.set(socket, connection);
    socket.once('close', () => connections.delete(socket));
    serveConnection(socket, connection, options);
  });
  server.maxConnections = options.config.maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the milter listener has no port');
  return {
    server,
    port: address.port,
    close: async (drainMs = 0) => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const [socket, connection] of connections) {
        if (connection.busy() && drainMs > 0) connection.draining = true;
        else socket.destroy();
      }
      const deadline = Date.now() + drainMs;
      while (connections.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      for (const socket of connections.keys()) socket.destroy();
      await closed;
    },
  };
}

function serveConnection(socket: Socket, connection: Connection, options: MilterServerOptions): void {
  const reader = new FrameReader(MAX_FRAME_BYTES);
  const session = new MilterSession({
    config: options.config,
    submit: options.submit,
    ...(options.onMessage === undefined ? {} : { onMessage: options.onMessage }),
  });
  connection.busy = () => session.inMessage;
  // Packets are handled strictly in order; reads wait while an end of message is analysed, so
  // a peer that keeps sending cannot make the queue grow without bound.
  let queue = Promise.resolve();
  let closed = false;
  const fail = (error: Error): void => {
    if (closed) return;
    closed = true;
    options.onConnectionError?.(error);
    socket.destroy();
  };
  socket.setNoDelay(true);
  socket.setTimeout(options.config.idleTimeoutMs, () => fail(new ProtocolError('idle timeout')));
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    closed = true;
    session.close();
  });
  socket.on('data', (chunk: Buffer) => {
    let frames;
    try {
      frames = reader.push(chunk);
    } catch (error) {
      fail(error as Error);
      return;
    }
    if (frames.length === 0) return;
    socket.pause();
    queue = queue
      .then(async () => {
        for (const frame of frames) {
          if (closed) return;
          const handled = await session.handle(frame);
          if (closed) return;
          for (const reply of handled.replies) socket.write(reply);
          if (handled.close) {
            closed = true;
            socket.end();
            return;
          }
        }
        // Shutting down: this connection's message has had its answer; end it now.
        if (connection.draining && !session.inMessage) {
          closed = true;
          socket.end();
          return;
        }
        if (!closed) socket.resume();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'the milter connection closed')) fail(error instanceof Error ? error : new Error(String(error)));
      });
  });
}
