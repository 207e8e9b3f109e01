// Little helpers to read binary structures and to look at bytes as text without copying twice.

export function u16(bytes: Uint8Array, offset: number): number {
  return bytes[offset]! | (bytes[offset + 1]! << 8);
}

export function u32(bytes: Uint8Array, offset: number): number {
  return (bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16)) + bytes[offset + 3]! * 0x1000000;
}

/** A 64-bit little-endian number, as a float (exact below 2^53, which covers every real file). */
export function u64(bytes: Uint8Array, offset: number): number {
  return u32(bytes, offset) + u32(bytes, offset + 4) * 0x100000000;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The bytes as an ISO-8859-1 string: each byte the code point of its value, so string offsets
 * are byte offsets. Buffer's latin1, not TextDecoder's, which is windows-1252 under that name
 * and reads 0x80–0x9F differently from one Node release to another.
 */
export function latin1(bytes: Uint8Array, start = 0, end = bytes.length): string {
  const view = bytes.subarray(start, end);
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength).toString('latin1');
}

/** UTF-8 when the bytes are valid UTF-8, latin1 otherwise. */
export function utf8OrLatin1(bytes: Uint8Array): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    return latin1(bytes);
  }
}

/** Whether `bytes` holds `signature` at `offset`. */
export function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (offset + signature.length > bytes.length) return false;
  for (let index = 0; index < signature.length; index++) if (bytes[offset + index] !== signature[index]) return false;
  return true;
}

/** The position of `needle` (ASCII) in `bytes` from `from` up to `until`, or -1. */
export function indexOfAscii(bytes: Uint8Array, needle: string, from = 0, until = bytes.length): number {
  const first = needle.charCodeAt(0);
  const last = Math.min(until, bytes.length) - needle.length;
  outer: for (let index = from; index <= last; index++) {
    if (bytes[index] !== first) continue;
    for (let k = 1; k < needle.length; k++) if (bytes[index + k] !== needle.charCodeAt(k)) continue outer;
    return index;
  }
  return -1;
}
