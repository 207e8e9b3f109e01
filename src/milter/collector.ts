// Rebuilds the message bytes as the MTA received them from what it hands the milter: each
// header as `name:value` (the value with its leading whitespace, SMFIP_HDR_LEADSPC) and CRLF
// line ends, the empty line, then the body chunks as sent. Past the size cap it stops keeping
// bytes (the message is then not analysed) but goes on counting.

const CRLF = Buffer.from('\r\n');

export interface HeaderSeen {
  /** The header's name as received. */
  readonly name: string;
  /** Its 1-based position among the headers of the same name (case-insensitive). */
  readonly index: number;
  /** The value as the MTA sent it, decoded as UTF-8 for reading (the bytes are kept apart). */
  readonly value: string;
}

export class MessageCollector {
  readonly #maxBytes: number;
  readonly #leadingSpace: boolean;
  #chunks: Buffer[] = [];
  #bytes = 0;
  #inBody = false;
  #oversize = false;
  readonly #headers: HeaderSeen[] = [];
  readonly #countByName = new Map<string, number>();

  constructor(maxBytes: number, leadingSpace: boolean) {
    this.#maxBytes = maxBytes;
    this.#leadingSpace = leadingSpace;
  }

  get oversize(): boolean {
    return this.#oversize;
  }

  /** Bytes of the rebuilt message so far, counted even past the cap. */
  get size(): number {
    return this.#bytes;
  }

  get headers(): readonly HeaderSeen[] {
    return this.#headers;
  }

  addHeader(name: Buffer, value: Buffer): void {
    const key = name.toString('latin1').toLowerCase();
    const index = (this.#countByName.get(key) ?? 0) + 1;
    this.#countByName.set(key, index);
    // Only the headers the actions read are kept as text; the rest costs nothing beyond its bytes.
    if (key === 'subject' || key.startsWith('x-centinela-')) {
      this.#headers.push({ name: name.toString('latin1'), index, value: value.toString('utf8') });
    }
    // Without the leading whitespace (an MTA that refused SMFIP_HDR_LEADSPC) one space is the
    // usual form; the bytes may then differ from what was received.
    const separator = this.#leadingSpace || value.length === 0 ? ':' : ': ';
    this.#append(Buffer.concat([name, Buffer.from(separator, 'latin1'), toCrlf(value), CRLF]));
  }

  addBody(chunk: Buffer): void {
    this.#startBody();
    if (chunk.length > 0) this.#append(chunk);
  }

  /** The whole message, or undefined when it went past the cap. */
  finish(): Buffer | undefined {
    this.#startBody();
    if (this.#oversize) return undefined;
    return Buffer.concat(this.#chunks, this.#bytes);
  }

  #startBody(): void {
    if (this.#inBody) return;
    this.#inBody = true;
    this.#append(CRLF);
  }

  #append(bytes: Buffer): void {
    this.#bytes += bytes.length;
    if (this.#oversize) return;
    if (this.#bytes > this.#maxBytes) {
      this.#oversize = true;
      this.#chunks = [];
      return;
    }
    // Not copied: FrameReader hands out each packet in a buffer of its own.
    this.#chunks.push(bytes);
  }
}

/** Folded header lines come joined by a bare LF from some MTAs; the message had CRLF. */
function toCrlf(value: Buffer): Buffer {
  if (!value.includes(0x0a)) return value;
  const out: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const byte = value[i]!;
    if (byte === 0x0a && (i === 0 || value[i - 1] !== 0x0d)) out.push(0x0d);
    out.push(byte);
  }
  return Buffer.from(out);
}
