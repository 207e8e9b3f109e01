// Decodes a body's bytes to a string by its declared charset, with the fallbacks real mail
// needs, and says what it had to do. TextDecoder (WHATWG labels, what mail clients use)
// comes first; iconv-lite covers what it lacks (UTF-7, cp932, the DOS code pages, …) and
// decodes windows-1252 itself (`windows-1252.ts`), which TextDecoder reads differently from one
// Node release to another.

import { isAscii, isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import type { Anomaly } from './model.ts';
import { decodeWindows1252 } from './windows-1252.ts';

export interface DecodedText {
  readonly text: string;
  readonly anomalies: readonly Anomaly[];
  /** Invalid UTF-8 was replaced by U+FFFD (raises `invalid_utf8_replaced`). */
  readonly replacedInvalidUtf8: boolean;
}

type Resolved =
  | { readonly kind: 'utf8' }
  | { readonly kind: 'ascii' }
  | { readonly kind: 'decoder'; readonly label: string; readonly singleByte: boolean }
  | { readonly kind: 'iconv'; readonly label: string }
  | { readonly kind: 'unknown' };

const UTF8: Resolved = { kind: 'utf8' };
const ASCII: Resolved = { kind: 'ascii' };
const UNKNOWN: Resolved = { kind: 'unknown' };

// Labels that promise 7-bit text; WHATWG maps them to windows-1252, which would hide a lie.
const ASCII_LABELS = new Set(['us-ascii', 'ascii', 'ansi_x3.4-1968', 'iso646-us', 'us', 'csascii', 'cp367', 'ibm367']);

const SINGLE_BYTE = /^(?:windows-125\d|windows-874|iso-8859-\d+|koi8-[ru]|ibm866|macintosh|x-mac-cyrillic)$/;

// Labels come from the message, so the caches are bounded.
const CACHE_MAX = 512;
const resolvedCache = new Map<string, Resolved>();
type Decoder = InstanceType<typeof TextDecoder>;
const decoders = new Map<string, { lenient: Decoder; strict: Decoder }>();

const utf8Lenient = new TextDecoder('utf-8', { ignoreBOM: false });

function tryTextDecoder(label: string): Resolved | undefined {
  try {
    const encoding = new TextDecoder(label).encoding;
    if (encoding === 'utf-8') return UTF8;
    return { kind: 'decoder', label: encoding, singleByte: SINGLE_BYTE.test(encoding) };
  } catch {
    return undefined;
  }
}

// Microsoft code page names TextDecoder does not know but whose WHATWG encoding decodes them.
const CODE_PAGES: Record<string, string> = {
  cp932: 'shift_jis',
  'windows-932': 'shift_jis',
  cp936: 'gbk',
  'windows-936': 'gbk',
  cp949: 'euc-kr',
  cp950: 'big5',
  'windows-950': 'big5',
  'iso-8859-8-i': 'iso-8859-8',
};

function resolveUncached(label: string): Resolved {
  if (label === '') return UNKNOWN;
  if (ASCII_LABELS.has(label)) return ASCII;
  const candidates = [label, CODE_PAGES[label], label.replace(/^x-/, '')];
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const found = tryTextDecoder(candidate);
    if (found) return found;
  }
  for (const candidate of candidates) {
    if (candidate !== undefined && iconv.encodingExists(candidate)) return { kind: 'iconv', label: candidate };
  }
  return UNKNOWN;
}

/** Lower-case, without quotes, RFC 2231 language suffix or surrounding space. */
export function normaliseCharsetLabel(label: string): string {
  return label
    .trim()
    .replace(/^["']|["']$/g, '')
    .replace(/\*.*$/, '')
    .trim()
    .toLowerCase();
}

export function resolveCharset(label: string): Resolved {
  const key = normaliseCharsetLabel(label);
  let resolved = resolvedCache.get(key);
  if (resolved === undefined) {
    resolved = resolveUncached(key);
    if (resolvedCache.size < CACHE_MAX) resolvedCache.set(key, resolved);
  }
  return resolved;
}

export function isKnownCharset(label: string): boolean {
  return resolveCharset(label).kind !== 'unknown';
}

function decoderPair(label: string): { lenient: Decoder; strict: Decoder } {
  let pair = decoders.get(label);
  if (pair === undefined) {
    pair = { lenient: new TextDecoder(label), strict: new TextDecoder(label, { fatal: true }) };
    if (decoders.size < CACHE_MAX) decoders.set(label, pair);
  }
  return pair;
}

function sniff(bytes: Uint8Array): string {
  return isUtf8(bytes) ? utf8Lenient.decode(bytes) : decodeWindows1252(bytes);
}

function result(text: string, anomalies: readonly Anomaly[] = [], replacedInvalidUtf8 = false): DecodedText {
  return { text, anomalies, replacedInvalidUtf8 };
}

/**
 * Decodes text by its declared charset (undefined when none was declared):
 * - none declared: ASCII as is; otherwise UTF-8 when the bytes are valid UTF-8, else windows-1252;
 * - a UTF-8 label: invalid sequences are replaced (anomaly `invalid_utf8`, warning raised);
 * - an ASCII label over 8-bit bytes: a lie (`charset_mismatch`), read as UTF-8 or windows-1252;
 * - a single-byte label over bytes that are valid multi-byte UTF-8: read as UTF-8 (`charset_mismatch`);
 * - any other known label whose strict decoding fails: UTF-8 when valid, else the label's decoder with
 *   replacements (`charset_mismatch`);
 * - an unknown label: `unknown_charset`, read as UTF-8 when valid, else windows-1252.
 */
export function decodeText(bytes: Uint8Array, declared: string | undefined): DecodedText {
  if (declared === undefined || normaliseCharsetLabel(declared) === '') {
    return result(sniff(bytes));
  }
  const resolved = resolveCharset(declared);
  switch (resolved.kind) {
    case 'utf8':
      if (isUtf8(bytes)) return result(utf8Lenient.decode(bytes));
      return result(utf8Lenient.decode(bytes), ['invalid_utf8'], true);
    case 'ascii':
      if (isAscii(bytes)) return result(decodeWindows1252(bytes));
      return result(sniff(bytes), ['charset_mismatch']);
    case 'unknown':
      return result(sniff(bytes), ['unknown_charset']);
    case 'iconv':
      return result(iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), resolved.label));
    case 'decoder': {
      // A bare `utf-16` label says nothing of byte order; a big-endian BOM does.
      const label = resolved.label === 'utf-16le' && bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : resolved.label;
      const { lenient, strict } = decoderPair(label);
      if (resolved.singleByte) {
        if (!isAscii(bytes) && isUtf8(bytes)) return result(utf8Lenient.decode(bytes), ['charset_mismatch']);
        // Every latin1 and ASCII-family label lands here too (WHATWG maps them to windows-1252).
        return result(label === 'windows-1252' ? decodeWindows1252(bytes) : lenient.decode(bytes));
      }
      try {
        return result(strict.decode(bytes));
      } catch {
        if (isUtf8(bytes)) return result(utf8Lenient.decode(bytes), ['charset_mismatch']);
        return result(lenient.decode(bytes), ['charset_mismatch']);
      }
    }
  }
}
