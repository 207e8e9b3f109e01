// Whether a part's encoded body keeps the rules of its Content-Transfer-Encoding. postal-mime
// decodes damaged bodies leniently without saying so; these checks read the raw bytes.

import type { Anomaly } from './model.ts';

const KNOWN_ENCODINGS = new Set(['', '7bit', '8bit', 'binary', 'base64', 'quoted-printable']);

function isBase64Char(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2f;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;
}

function isHex(c: number | undefined): boolean {
  return c !== undefined && ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66));
}

/** Per byte: 1 a base64 character, 0 padding or whitespace, -1 anything else (a look-up is cheaper than the tests per byte of a large attachment). */
const BASE64_CLASS = Int8Array.from({ length: 256 }, (_, c) => (isBase64Char(c) ? 1 : c === 0x3d || isSpace(c) ? 0 : -1));

/** Base64 is bad when it holds a byte outside the alphabet and whitespace, or ends in a lone character. */
export function isBadBase64(raw: Uint8Array): boolean {
  let data = 0;
  for (let i = 0; i < raw.length; i++) {
    const kind = BASE64_CLASS[raw[i]!]!;
    if (kind < 0) return true;
    data += kind;
  }
  return data % 4 === 1;
}

/**
 * Quoted-printable is bad when an `=` is followed by neither two hex digits nor the end of
 * its line (a soft break, trailing whitespace allowed), or when it carries 8-bit bytes.
 */
export function isBadQuotedPrintable(raw: Uint8Array): boolean {
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c >= 0x80) return true;
    if (c !== 0x3d) continue;
    if (isHex(raw[i + 1]) && isHex(raw[i + 2])) {
      i += 2;
      continue;
    }
    let j = i + 1;
    while (j < raw.length && (raw[j] === 0x20 || raw[j] === 0x09)) j++;
    if (j < raw.length && raw[j] !== 0x0d && raw[j] !== 0x0a) return true;
  }
  return false;
}

export function transferAnomaly(encoding: string, raw: Uint8Array): Anomaly | undefined {
  if (!KNOWN_ENCODINGS.has(encoding)) return 'unknown_transfer_encoding';
  if (encoding === 'base64' && isBadBase64(raw)) return 'bad_base64';
  if (encoding === 'quoted-printable' && isBadQuotedPrintable(raw)) return 'bad_quoted_printable';
  return undefined;
}
