// gzip: the original file name from the header (FNAME) and the first bytes of the member,
// inflated only as far as needed to tell what the compressed file is.

import { utf8OrLatin1 } from './bytes.ts';
import { inflateBounded } from './inflate.ts';

export interface GzipFindings {
  /** The stored original name, '' when the header has none. */
  readonly name: string;
  /** The first bytes of the decompressed file. */
  readonly head: Uint8Array;
}

const FLAG_EXTRA = 0x04;
const FLAG_NAME = 0x08;
const FLAG_COMMENT = 0x10;
const FLAG_HEADER_CRC = 0x02;

/** Reads the header and inflates at most `headBytes`; undefined when the header is damaged. */
export function inspectGzip(bytes: Uint8Array, headBytes: number): GzipFindings | undefined {
  if (bytes.length < 18 || bytes[0] !== 0x1f || bytes[1] !== 0x8b || bytes[2] !== 8) return undefined;
  const flags = bytes[3]!;
  let at = 10;
  if (flags & FLAG_EXTRA) at += 2 + (bytes[at]! | (bytes[at + 1]! << 8));
  let name = '';
  if (flags & FLAG_NAME) {
    const end = bytes.indexOf(0, at);
    if (end === -1) return undefined;
    name = utf8OrLatin1(bytes.subarray(at, Math.min(end, at + 1024)));
    at = end + 1;
  }
  if (flags & FLAG_COMMENT) {
    const end = bytes.indexOf(0, at);
    if (end === -1) return undefined;
    at = end + 1;
  }
  if (flags & FLAG_HEADER_CRC) at += 2;
  if (at >= bytes.length) return undefined;
  return { name, head: inflateBounded(bytes.subarray(at), headBytes, 'raw').bytes };
}
