// MS-OVBA 2.4.1 decompression: the LZ77 variant in which VBA projects store their `dir` stream
// and their modules' source. No maintained npm package implements it, and it is small: a
// signature byte, then chunks of at most 4,096 decompressed bytes, each either raw or a run of
// flag bytes followed by literals and copy tokens. Written to never throw and never run past
// its input or its output allowance: corrupt input ends the output early (`complete: false`).

export interface Decompressed {
  readonly bytes: Uint8Array;
  /**
   * False when the input was corrupt (a bad chunk header, a copy token reaching before its chunk
   * or cut in half, a stray byte after the last chunk) or the output allowance was reached; a last
   * chunk cut short yields what it holds and counts as complete.
   */
  readonly complete: boolean;
}

const SIGNATURE = 0x01;
const CHUNK_SIZE = 4096;
/** Bits 12–14 of every chunk header hold 0b011. */
const CHUNK_SIGNATURE = 0x3000;

/** Decompresses a CompressedContainer starting at `start`; undefined when it does not start with the signature byte. */
export function decompressOvba(input: Uint8Array, maxOutput: number, start = 0): Decompressed | undefined {
  if (input[start] !== SIGNATURE) return undefined;
  const out = new Output(maxOutput);
  let at = start + 1;
  while (at + 2 <= input.length) {
    const header = input[at]! | (input[at + 1]! << 8);
    if ((header & 0x7000) !== CHUNK_SIGNATURE) return out.result(false);
    const chunkEnd = Math.min(input.length, at + (header & 0x0fff) + 3);
    const ok = (header & 0x8000) === 0 ? rawChunk(input, at + 2, chunkEnd, out) : compressedChunk(input, at + 2, chunkEnd, out);
    if (!ok) return out.result(false);
    at = chunkEnd;
  }
  return out.result(at === input.length);
}

/** An uncompressed chunk: up to 4,096 bytes copied as they are. */
function rawChunk(input: Uint8Array, from: number, end: number, out: Output): boolean {
  for (let at = from; at < Math.min(end, from + CHUNK_SIZE); at++) if (!out.push(input[at]!)) return false;
  return true;
}

/** A compressed chunk: flag bytes, each saying which of the next eight tokens are literals (0) or copy tokens (1). */
function compressedChunk(input: Uint8Array, from: number, end: number, out: Output): boolean {
  const chunkStart = out.length;
  let at = from;
  while (at < end) {
    const flags = input[at++]!;
    for (let bit = 0; bit < 8 && at < end; bit++) {
      if ((flags & (1 << bit)) === 0) {
        if (!out.push(input[at++]!)) return false;
        continue;
      }
      if (at + 2 > end) return false;
      const token = input[at]! | (input[at + 1]! << 8);
      at += 2;
      const produced = out.length - chunkStart;
      const bitCount = copyTokenBits(produced);
      const length = (token & (0xffff >>> bitCount)) + 3;
      const offset = (token >>> (16 - bitCount)) + 1;
      if (produced === 0 || offset > produced || produced + length > CHUNK_SIZE) return false;
      if (!out.copy(offset, length)) return false;
    }
  }
  return true;
}

/** Bits of a copy token that hold the offset: enough to reach back to the chunk's start, 4 to 12. */
function copyTokenBits(produced: number): number {
  let bits = 4;
  while (bits < 12 && 1 << bits < produced) bits++;
  return bits;
}

/** A growing output buffer that refuses to pass its allowance. */
class Output {
  #bytes: Uint8Array;
  #length = 0;
  readonly #max: number;
  constructor(max: number) {
    this.#max = Math.max(0, max);
    this.#bytes = new Uint8Array(Math.min(this.#max, CHUNK_SIZE));
  }
  get length(): number {
    return this.#length;
  }
  push(byte: number): boolean {
    if (!this.#reserve(1)) return false;
    this.#bytes[this.#length++] = byte;
    return true;
  }
  /** Copies `length` bytes from `offset` back, byte by byte (the source may overlap what is written), as far as the allowance goes. */
  copy(offset: number, length: number): boolean {
    const fits = Math.min(length, this.#max - this.#length);
    this.#reserve(fits);
    for (let index = 0; index < fits; index++, this.#length++) this.#bytes[this.#length] = this.#bytes[this.#length - offset]!;
    return fits === length;
  }
  result(complete: boolean): Decompressed {
    return { bytes: this.#bytes.subarray(0, this.#length), complete };
  }
  #reserve(count: number): boolean {
    if (this.#length + count > this.#max) return false;
    if (this.#length + count > this.#bytes.length) {
      const grown = new Uint8Array(Math.min(this.#max, Math.max(this.#length + count, this.#bytes.length * 2)));
      grown.set(this.#bytes.subarray(0, this.#length));
      this.#bytes = grown;
    }
    return true;
  }
}
