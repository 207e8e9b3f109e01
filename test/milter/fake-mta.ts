// A hand-written MTA for the milter tests: speaks the wire protocol byte by byte as Postfix
// does (option negotiation, macros, headers, body chunks, end of message) over a real TCP
// connection, and reads back every packet the milter sends.

import { connect, type Socket } from 'node:net';

export interface Packet {
  readonly command: string;
  readonly data: Buffer;
}

/** Postfix 3.x's offer with milter_protocol = 6: every action, every protocol step flag. */
export const POSTFIX_ACTIONS = 0x1ff;
export const POSTFIX_PROTOCOL = 0x1fffff;

export function packet(command: string, data: Uint8Array = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt32BE(data.length + 1, 0);
  head[4] = command.charCodeAt(0);
  return Buffer.concat([head, data]);
}

export function nul(...values: (string | Buffer)[]): Buffer {
  return Buffer.concat(values.flatMap((value) => [typeof value === 'string' ? Buffer.from(value, 'latin1') : value, Buffer.alloc(1)]));
}

export function negotiation(version = 6, actions = POSTFIX_ACTIONS, protocol = POSTFIX_PROTOCOL): Buffer {
  const data = Buffer.alloc(12);
  data.writeUInt32BE(version, 0);
  data.writeUInt32BE(actions, 4);
  data.writeUInt32BE(protocol, 8);
  return packet('O', data);
}

export class FakeMta {
  readonly #socket: Socket;
  #buffer = Buffer.alloc(0);
  #waiters: (() => void)[] = [];
  #closed = false;

  private constructor(socket: Socket) {
    this.#socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#wake();
    });
    socket.on('close', () => {
      this.#closed = true;
      this.#wake();
    });
    socket.on('error', () => {});
  }

  static async connect(port: number): Promise<FakeMta> {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return new FakeMta(socket);
  }

  get closed(): boolean {
    return this.#closed;
  }

  send(...packets: Buffer[]): void {
    this.#socket.write(Buffer.concat(packets));
  }

  /** The next packet from the milter; rejects if the connection closes first or after `ms`. */
  async read(ms = 10_000): Promise<Packet> {
    const deadline = Date.now() + ms;
    for (;;) {
      if (this.#buffer.length >= 4) {
        const length = this.#buffer.readUInt32BE(0);
        if (this.#buffer.length >= 4 + length) {
          const command = String.fromCharCode(this.#buffer[4]!);
          const data = Buffer.from(this.#buffer.subarray(5, 4 + length));
          this.#buffer = this.#buffer.subarray(4 + length);
          return { command, data };
        }
      }
      if (this.#closed) throw new Error('the milter closed the connection');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no packet from the milter in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Reads packets up to and including the final answer to end of message. */
  async readUntilFinal(ms = 10_000): Promise<Packet[]> {
    const packets: Packet[] = [];
    for (;;) {
      const next = await this.read(ms);
      packets.push(next);
      if ('acdrty'.includes(next.command)) return packets;
    }
  }

  /** Waits for the milter to close the connection. */
  async waitClosed(ms = 5_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!this.#closed) {
      if (Date.now() > deadline) throw new Error('the milter kept the connection open');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 50);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.#socket.destroy();
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}

/**
 * The packets Postfix sends for one message: the queue id macro, each header (value with its
 * leading space), the body in chunks of at most 65535 bytes, then end of message.
 */
export function messagePackets(headers: readonly (readonly [string, string])[], body: Buffer, queueId = '4Xb7Kq1zQmz9vQ'): Buffer[] {
  const packets = [packet('D', Buffer.concat([Buffer.from('E'), nul('i', queueId)]))];
  for (const [name, value] of headers) packets.push(packet('L', nul(name, value)));
  for (let offset = 0; offset < body.length; offset += 65_535) packets.push(packet('B', body.subarray(offset, offset + 65_535)));
  packets.push(packet('E'));
  return packets;
}

/** The message bytes those packets stand for, as the SMTP client sent them. */
export function messageBytes(headers: readonly (readonly [string, string])[], body: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(headers.map(([name, value]) => `${name}:${value.replace(/\r?\n/g, '\r\n')}\r\n`).join(''), 'latin1'),
    Buffer.from('\r\n'),
    body,
  ]);
}

export function readNulStrings(data: Buffer): string[] {
  const parts: string[] = [];
  let start = 0;
  while (start < data.length) {
    const end = data.indexOf(0, start);
    parts.push(data.subarray(start, end).toString('utf8'));
    start = end + 1;
  }
  return parts;
}
