// Bounded decompression: deflate data is fed to fflate in small slices so that no single step
// can expand into more than a few MiB, and feeding stops once the wanted output is there.

import { Inflate, Unzlib } from 'fflate';

/** Compressed bytes fed per step: deflate expands at most ~1032:1, so one step yields ≤ 16 MiB (smaller steps cost fflate twice the time). */
const SLICE = 16_384;

export interface Inflated {
  readonly bytes: Uint8Array;
  /** True when the whole stream was decoded within `maxOut`. */
  readonly complete: boolean;
  /** True when the data was not valid deflate (what was decoded before the error is kept). */
  readonly corrupt: boolean;
}

export type DeflateWrapper = 'raw' | 'zlib';

/** Decompresses at most `maxOut` bytes of a raw deflate or zlib stream. */
export function inflateBounded(data: Uint8Array, maxOut: number, wrapper: DeflateWrapper): Inflated {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let ended = false;
  const onData = (chunk: Uint8Array, final: boolean): void => {
    if (total < maxOut) {
      const room = maxOut - total;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    }
    total += chunk.length;
    if (final) ended = true;
  };
  const stream = wrapper === 'raw' ? new Inflate(onData) : new Unzlib(onData);
  let corrupt = false;
  try {
    for (let offset = 0; offset < data.length && total < maxOut && !ended; offset += SLICE) {
      const end = Math.min(offset + SLICE, data.length);
      stream.push(data.subarray(offset, end), end === data.length);
    }
  } catch {
    corrupt = true;
  }
  return { bytes: join(chunks, Math.min(total, maxOut)), complete: ended && total <= maxOut, corrupt };
}

function join(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
