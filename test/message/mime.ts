// Builds hand-written MIME fixtures in test code.

export type Chunk = string | Uint8Array;

/** Concatenates strings (as UTF-8) and byte arrays. */
export function bytes(...chunks: Chunk[]): Uint8Array {
  return concat(chunks);
}

/** Like bytes(), for arrays too long to spread. */
export function concat(chunks: readonly Chunk[]): Uint8Array {
  const parts = chunks.map((chunk) => (typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk));
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Bytes given as a latin1 string: each character one byte. */
export function latin1(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

export interface Entity {
  readonly headers: readonly string[];
  readonly body: Chunk;
}

const CRLF = '\r\n';

/** One entity: header lines, a blank line, the body. */
export function entity(headers: readonly string[], body: Chunk, eol = CRLF): Uint8Array {
  return bytes(headers.map((line) => line + eol).join(''), eol, body);
}

export interface MultipartOptions {
  readonly preamble?: string;
  /** Write the closing delimiter (default true). */
  readonly close?: boolean;
  readonly eol?: string;
}

/** The body of a multipart: each part after `--boundary`, then `--boundary--`. */
export function multipartBody(boundary: string, parts: readonly Entity[], options: MultipartOptions = {}): Uint8Array {
  const eol = options.eol ?? CRLF;
  const chunks: Chunk[] = [options.preamble === undefined ? '' : options.preamble + eol];
  for (const part of parts) chunks.push(`--${boundary}${eol}`, entity(part.headers, part.body, eol), eol);
  if (options.close ?? true) chunks.push(`--${boundary}--${eol}`);
  return concat(chunks);
}

export const TOP = ['From: Ana <ana@example.org>', 'To: bo@example.net', 'Subject: test', 'MIME-Version: 1.0'];

/** A top-level message around one body with the given Content-Type (and more headers). */
export function simple(contentType: string, body: Chunk, extraHeaders: readonly string[] = []): Uint8Array {
  return entity([...TOP, `Content-Type: ${contentType}`, ...extraHeaders], body);
}

/** A multipart/mixed message with the given parts. */
export function mixed(parts: readonly Entity[], options: MultipartOptions = {}, boundary = 'b0'): Uint8Array {
  return entity([...TOP, `Content-Type: multipart/mixed; boundary="${boundary}"`], multipartBody(boundary, parts, options), options.eol);
}

export const textPart = (text: string): Entity => ({ headers: ['Content-Type: text/plain; charset=utf-8'], body: text });

export const filePart = (name: string, body = 'aGVsbG8=', type = 'application/octet-stream'): Entity => ({
  headers: [`Content-Type: ${type}; name="${name}"`, 'Content-Transfer-Encoding: base64', `Content-Disposition: attachment; filename="${name}"`],
  body,
});

/** Nested multiparts `depth` levels below the root, a text part at the bottom (built linearly). */
export function nested(depth: number): Uint8Array {
  const opening: string[] = [];
  const closing: string[] = [];
  for (let level = 1; level <= depth; level++) {
    const header = `Content-Type: multipart/mixed; boundary="n${level}"${CRLF}${CRLF}`;
    opening.push(level === 1 ? [...TOP, ''].join(CRLF) + header : header, `--n${level}${CRLF}`);
    closing.unshift(`${CRLF}--n${level}--${CRLF}`);
  }
  return concat([...opening, `Content-Type: text/plain${CRLF}${CRLF}bottom`, ...closing]);
}
