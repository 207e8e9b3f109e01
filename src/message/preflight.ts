// The checks the contract puts before any parsing (section 1.4, rows 12–13, then the
// top-level header block limit of row 14): they read the bytes once, linearly, and either
// reject or hand the parser the bytes it should read.

import type { Anomaly } from './model.ts';
import type { MessageLimits } from './limits.ts';
import { MessageRejection } from './rejection.ts';

const CR = 0x0d;
const LF = 0x0a;

export interface Preflight {
  /** The bytes to parse: mbox line removed, bare-CR line endings turned into LF. */
  readonly bytes: Uint8Array;
  /** Offset in `bytes` of the blank line that ends the top-level header block. */
  readonly headerBlockBytes: number;
  readonly anomalies: readonly Anomaly[];
}

export function preflight(input: Uint8Array, limits: MessageLimits): Preflight {
  if (input.length === 0) {
    throw new MessageRejection({ code: 'empty_body' }, 'The message is empty.');
  }
  if (input.indexOf(0) !== -1) {
    throw unparseable('nul_byte', 'The message contains a NUL byte.');
  }

  const anomalies: Anomaly[] = [];
  let bytes = normaliseLineEndings(input, anomalies);

  if (startsWith(bytes, MBOX_PREFIX)) {
    anomalies.push('mbox_from_line');
    const end = bytes.indexOf(LF);
    bytes = end === -1 ? bytes.subarray(bytes.length) : bytes.subarray(end + 1);
  }

  if (!startsWithHeaderField(bytes)) {
    throw unparseable('no_header_section', 'The message does not begin with a header section.');
  }
  const headerBlockBytes = findHeaderEnd(bytes);
  if (headerBlockBytes === -1) {
    throw unparseable('no_body', 'The header section never ends: no blank line follows it.');
  }
  const max = limits.structural.header_block_bytes;
  if (headerBlockBytes > max) {
    throw new MessageRejection(
      { code: 'email_too_complex', limit: 'header_block_bytes', max },
      `The header block is ${headerBlockBytes} bytes; the limit is ${max}.`,
    );
  }
  return { bytes, headerBlockBytes, anomalies };
}

function unparseable(reason: 'nul_byte' | 'no_header_section' | 'no_body', message: string): MessageRejection {
  return new MessageRejection({ code: 'message_unparseable', reason }, message);
}

const MBOX_PREFIX = new TextEncoder().encode('From ');

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix[i]) return false;
  return true;
}

/**
 * Bare CR is the line ending only when it is the most common one (old Mac mail); then every
 * bare CR becomes LF, because the parser splits lines on LF. A few bare CRs in LF or CRLF mail
 * stay content (they are what header smuggling uses) and are reported as mixed endings, as is
 * a message that mixes CRLF with bare LF.
 */
function normaliseLineEndings(bytes: Uint8Array, anomalies: Anomaly[]): Uint8Array {
  let crlf = 0;
  let bareCr = 0;
  for (let i = bytes.indexOf(CR); i !== -1; i = bytes.indexOf(CR, i + 1)) {
    if (bytes[i + 1] === LF) crlf++;
    else bareCr++;
  }
  let lf = 0;
  for (let i = bytes.indexOf(LF); i !== -1; i = bytes.indexOf(LF, i + 1)) lf++;
  const bareLf = lf - crlf;

  if (bareCr > crlf + bareLf) {
    anomalies.push('bare_cr_line_endings');
    const copy = Uint8Array.from(bytes);
    for (let i = 0; i < copy.length; i++) {
      if (copy[i] === CR && copy[i + 1] !== LF) copy[i] = LF;
    }
    return copy;
  }
  if (bareCr > 0 || (crlf > 0 && bareLf > 0)) anomalies.push('mixed_line_endings');
  return bytes;
}

/** A field name of printable ASCII without a colon, optional WSP, then a colon (RFC 5322 3.6.8, obs-optional). */
function startsWithHeaderField(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length && bytes[i]! > 0x20 && bytes[i]! < 0x7f && bytes[i] !== 0x3a) i++;
  if (i === 0) return false;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09)) i++;
  return bytes[i] === 0x3a;
}

/**
 * The offset of the first empty line, which is where the header block ends. A line counts as
 * empty when it holds nothing but CR bytes before its LF, as the parser reads it.
 */
export function findHeaderEnd(bytes: Uint8Array): number {
  let lineStart = 0;
  for (let lf = bytes.indexOf(LF); lf !== -1; lf = bytes.indexOf(LF, lf + 1)) {
    let j = lineStart;
    while (j < lf && bytes[j] === CR) j++;
    if (j === lf) return lineStart;
    lineStart = lf + 1;
  }
  return -1;
}
