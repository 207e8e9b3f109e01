// Splits an mbox file into its messages as it streams past, byte for byte (no decoding), so a
// mailbox of any size is read in bounded memory. Every line that starts with `From ` begins a
// message (mboxrd: writers quote such lines inside messages, as Python's mailbox and GMime also
// read them); the empty line writers put before a separator, and at the end of the file, ends
// the previous message and is not part of it. Lines quoted as `>From `, `>>From `… lose one `>`.
// A message past `maxMessageBytes` is reported with its size and without its bytes.

export const MBOX_SEPARATOR = Buffer.from('From ');

export interface MboxMessage {
  /** 1-based position in the mailbox. */
  readonly index: number;
  /** The message, or undefined when it is larger than the limit. */
  readonly bytes: Uint8Array | undefined;
  /** Size of the message after unquoting (counted in full even when too large to keep). */
  readonly size: number;
  /** Bytes of the file this message spans, separator included: for progress. */
  readonly fileBytes: number;
}

const NEWLINE = 0x0a;
const GREATER_THAN = 0x3e;
const QUOTED_FROM = /^>+From /;
/** Enough of a line's start to recognise a separator or a quoted `>From ` line. */
const HEAD_BYTES = 64;

/** True when the bytes start like an mbox file. */
export function looksLikeMbox(head: Uint8Array): boolean {
  return head.length >= MBOX_SEPARATOR.length && Buffer.from(head.buffer, head.byteOffset, MBOX_SEPARATOR.length).equals(MBOX_SEPARATOR);
}

export async function* splitMbox(chunks: AsyncIterable<Uint8Array>, maxMessageBytes: number): AsyncGenerator<MboxMessage> {
  const splitter = new Splitter(maxMessageBytes);
  for await (const chunk of chunks) {
    let start = 0;
    for (let newline = chunk.indexOf(NEWLINE); newline !== -1; newline = chunk.indexOf(NEWLINE, start)) {
      splitter.addPiece(chunk.subarray(start, newline + 1));
      const finished = splitter.endLine();
      if (finished !== undefined) yield finished;
      start = newline + 1;
    }
    if (start < chunk.length) splitter.addPiece(chunk.subarray(start));
  }
  yield* splitter.finish();
}

/** The state of one pass over a mailbox: the line being read and the message being collected. */
class Splitter {
  readonly #max: number;
  // The current line: its first bytes always, all of it only while the message is kept.
  #head: Buffer = Buffer.alloc(0);
  #pieces: Uint8Array[] = [];
  #lineBytes = 0;
  // The current message.
  #index = 0;
  #lines: Uint8Array[] = [];
  #size = 0;
  #fileBytes = 0;
  #tooLarge = false;
  #started = false;
  /** Length of the last line when it was empty (1 for LF, 2 for CRLF), else 0. */
  #blankBytes = 0;

  constructor(maxMessageBytes: number) {
    this.#max = maxMessageBytes;
  }

  /** A piece of the current line; chunks are kept, not copied, so they must not be reused. */
  addPiece(piece: Uint8Array): void {
    if (this.#head.length < HEAD_BYTES) {
      const take = piece.subarray(0, HEAD_BYTES - this.#head.length);
      this.#head = this.#head.length === 0 ? Buffer.from(take.buffer, take.byteOffset, take.length) : Buffer.concat([this.#head, take]);
    }
    this.#lineBytes += piece.length;
    if (this.#tooLarge) return;
    this.#pieces.push(piece);
    // A line longer than the limit makes its message too large before the line even ends
    // (one byte of slack for a `>` that unquoting may remove).
    if (this.#size + this.#lineBytes > this.#max + 1 && !this.#isSeparator(this.#head)) this.#dropMessageBytes();
  }

  #isSeparator(head: Buffer): boolean {
    return head.subarray(0, MBOX_SEPARATOR.length).equals(MBOX_SEPARATOR);
  }

  /** Ends the current line; returns the previous message when this line starts a new one. */
  endLine(): MboxMessage | undefined {
    const head = this.#head;
    const lineBytes = this.#lineBytes;
    const pieces = this.#pieces;
    this.#head = Buffer.alloc(0);
    this.#pieces = [];
    this.#lineBytes = 0;

    if (this.#isSeparator(head)) {
      const finished = this.#finishMessage();
      this.#started = true;
      this.#index++;
      this.#fileBytes = lineBytes;
      this.#blankBytes = 0;
      return finished;
    }
    this.#fileBytes += lineBytes;
    this.#blankBytes = isBlank(head, lineBytes) ? lineBytes : 0;
    // Text before the first separator belongs to no message.
    if (!this.#started) return undefined;
    const unquote = head[0] === GREATER_THAN && QUOTED_FROM.test(head.toString('latin1')) ? 1 : 0;
    this.#size += lineBytes - unquote;
    if (this.#tooLarge) return undefined;
    if (this.#size > this.#max) {
      this.#dropMessageBytes();
      return undefined;
    }
    if (unquote === 1) pieces[0] = pieces[0]!.subarray(1);
    this.#lines.push(...pieces);
    return undefined;
  }

  /** What is left at the end of the file: its last, unterminated line, and the open message(s). */
  finish(): MboxMessage[] {
    const finished: MboxMessage[] = [];
    if (this.#lineBytes > 0) {
      const previous = this.endLine();
      if (previous !== undefined) finished.push(previous);
    }
    const last = this.#finishMessage();
    if (last !== undefined) finished.push(last);
    return finished;
  }

  #dropMessageBytes(): void {
    this.#tooLarge = true;
    this.#lines = [];
    this.#pieces = [];
  }

  #finishMessage(): MboxMessage | undefined {
    if (!this.#started) return undefined;
    const lines = this.#lines;
    let size = this.#size;
    // The empty line written before the next separator (or at the end of the file) is the mbox's, not the message's.
    if (this.#blankBytes > 0) {
      lines.pop();
      size -= this.#blankBytes;
    }
    const message: MboxMessage = {
      index: this.#index,
      bytes: this.#tooLarge ? undefined : Buffer.concat(lines),
      size,
      fileBytes: this.#fileBytes,
    };
    this.#lines = [];
    this.#size = 0;
    this.#fileBytes = 0;
    this.#tooLarge = false;
    this.#started = false;
    return message;
  }
}

function isBlank(head: Buffer, lineBytes: number): boolean {
  return (lineBytes === 1 && head[0] === NEWLINE) || (lineBytes === 2 && head[0] === 0x0d && head[1] === NEWLINE);
}
