// Header fields from the raw header lines of one part: folded lines joined, bytes read as
// UTF-8 (RFC 6532) or, when they are not valid UTF-8, as latin1; RFC 2047 words decoded by
// postal-mime's decoder.

import { isAscii, isUtf8 } from 'node:buffer';
import { decodeWords } from 'postal-mime';
import { isKnownCharset } from './charset.ts';
import type { Findings } from './findings.ts';
import type { HeaderField } from './model.ts';

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** ISO-8859-1 proper (each byte the code point of its value), not WHATWG's windows-1252 "latin1". */
function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

function readLine(line: Uint8Array, findings: Findings): string {
  if (isAscii(line)) return latin1(line);
  if (isUtf8(line)) return utf8.decode(line);
  findings.add('eight_bit_headers');
  return latin1(line);
}

function isWsp(code: number | undefined): boolean {
  return code === 0x20 || code === 0x09;
}

/** A field name is printable ASCII without a colon; whitespace before the colon is obsolete but allowed. */
function fieldName(line: string): { name: string; colon: number } | undefined {
  const colon = line.indexOf(':');
  if (colon <= 0) return undefined;
  const name = line.slice(0, colon).replace(/[ \t]+$/, '');
  if (name === '' || !/^[\x21-\x39\x3b-\x7e]+$/.test(name)) return undefined;
  return { name, colon };
}

export function buildHeaderFields(rawLines: readonly Uint8Array[], findings: Findings): HeaderField[] {
  const fields: HeaderField[] = [];
  let group: string[] = [];

  const flush = (): void => {
    if (group.length === 0) return;
    const first = group[0]!;
    const parsed = fieldName(first);
    if (parsed === undefined) {
      findings.add('invalid_header_line');
    } else {
      group[0] = first.slice(parsed.colon + 1);
      const raw = group.join('\r\n');
      const unfolded = group.join('');
      fields.push({ name: parsed.name, key: parsed.name.toLowerCase(), raw, value: decodeHeaderValue(unfolded, findings) });
    }
    group = [];
  };

  for (const bytes of rawLines) {
    const line = readLine(bytes, findings);
    if (isWsp(line.charCodeAt(0)) && group.length > 0) {
      group.push(line);
    } else {
      flush();
      group.push(line);
    }
  }
  flush();
  return fields;
}

/** Unfolded value → RFC 2047 words decoded, CR/LF gone, trimmed. */
export function decodeHeaderValue(unfolded: string, findings: Findings): string {
  const clean = unfolded.replace(/[\r\n]+/g, ' ');
  if (!clean.includes('=?')) return clean.trim();
  if (hasBrokenEncodedWord(clean)) findings.add('broken_encoded_word');
  const decoded = decodeWords(clean);
  findings.noteDecoded(clean, decoded);
  return decoded.trim();
}

const ENCODED_WORD = /=\?([^?\s]+)\?([^?\s]*)\?([^?\s]*)\?=/g;
const OPENING = /=\?[^?\s]+\?[bq]\?/i;
const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/;
const QP_TEXT = /^(?:[^=]|=[0-9A-Fa-f]{2})*$/;

/**
 * An RFC 2047 word is broken when its encoding is not B or Q, its charset is unknown, its
 * payload is not valid for its encoding, or an `=?charset?B|Q?` opening is never closed.
 */
export function hasBrokenEncodedWord(value: string): boolean {
  for (const match of value.matchAll(ENCODED_WORD)) {
    const charset = match[1]!;
    const encoding = match[2]!.toLowerCase();
    const text = match[3]!;
    if (!isKnownCharset(charset)) return true;
    if (encoding === 'b') {
      if (!BASE64_TEXT.test(text) || text.replace(/=+$/, '').length % 4 === 1) return true;
    } else if (encoding === 'q') {
      if (!QP_TEXT.test(text)) return true;
    } else {
      return true;
    }
  }
  return OPENING.test(value.replace(ENCODED_WORD, ''));
}
