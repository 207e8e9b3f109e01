// A minimal SMTP client for the end-to-end tests: EHLO, MAIL, RCPT, DATA with dot-stuffing,
// QUIT. Resolves with the server's reply to the end of data (e.g. `250 2.0.0 Ok: queued`).

import { connect, type Socket } from 'node:net';

export async function sendSmtp(port: number, from: string, to: string, message: Uint8Array): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  // Without it the final ".\r\n" waits behind Nagle for the server's delayed ACK (~40 ms).
  socket.setNoDelay(true);
  const lines = new LineReader(socket);
  try {
    await expect(lines, '220');
    socket.write('EHLO client.centinela-test.invalid\r\n');
    await expect(lines, '250');
    socket.write(`MAIL FROM:<${from}> SIZE=${message.length}\r\n`);
    await expect(lines, '250');
    socket.write(`RCPT TO:<${to}>\r\n`);
    await expect(lines, '250');
    socket.write('DATA\r\n');
    await expect(lines, '354');
    socket.write(dotStuff(Buffer.from(message)));
    socket.write('.\r\n');
    const reply = await lines.reply();
    socket.write('QUIT\r\n');
    return reply;
  } finally {
    socket.end();
  }
}

async function expect(lines: LineReader, code: string): Promise<void> {
  const reply = await lines.reply();
  if (!reply.startsWith(code)) throw new Error(`SMTP: expected ${code}, got ${reply}`);
}

/** A leading dot doubled on every line, and the message ended by CRLF. */
function dotStuff(message: Buffer): Buffer {
  const text = message.toString('latin1').replace(/(^|\r\n)\./g, '$1..');
  return Buffer.from(text.endsWith('\r\n') ? text : `${text}\r\n`, 'latin1');
}

class LineReader {
  #buffer = '';
  #waiting: (() => void) | undefined;
  #error: Error | undefined;

  constructor(socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.#buffer += chunk.toString('latin1');
      this.#waiting?.();
    });
    const fail = (error: Error): void => {
      this.#error = error;
      this.#waiting?.();
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('SMTP connection closed')));
  }

  /** One whole reply (multi-line replies joined), e.g. `250 2.0.0 Ok`. */
  async reply(timeoutMs = 120_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = /(?:^|\r\n)(\d{3}) [^\r\n]*\r\n/.exec(this.#buffer);
      if (match !== null) {
        const end = match.index + match[0].length;
        const reply = this.#buffer.slice(0, end).trim().split('\r\n').at(-1)!;
        this.#buffer = this.#buffer.slice(end);
        return reply;
      }
      if (this.#error !== undefined) throw this.#error;
      if (Date.now() > deadline) throw new Error('SMTP: no reply in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 1_000);
        this.#waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }
}
