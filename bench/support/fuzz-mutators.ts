// The fuzzing bench's mutators: each takes a raw message (as a latin1 string, one character per
// byte) and a seeded generator, and returns a changed message and a short description of the
// change, or undefined when the message has nothing it can change. Families: structure (parts,
// boundaries), encodings (transfer encodings, charsets, line ends), sizes (up to the contract's
// 10 MiB), nesting depth, header counts and lengths, and the binary headers of attachments
// (image dimensions, archive counts and sizes, PDF lengths). No result exceeds the limit.

import { MESSAGE_LIMIT, filler } from './fuzz-bombs.ts';
import type { Rng } from './fuzz-random.ts';

export interface Mutated {
  readonly text: string;
  readonly step: string;
  /** The change keeps every word the reader sees: the parent's answer is a fair control. */
  readonly preservesContent?: boolean;
}

export interface Mutator {
  readonly name: string;
  readonly family: 'structure' | 'encoding' | 'size' | 'nesting' | 'header' | 'binary';
  apply(text: string, rng: Rng): Mutated | undefined;
}

export const toText = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
export const toBytes = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'latin1'));

/** Room left under the message limit. */
const room = (text: string): number => Math.max(0, MESSAGE_LIMIT - text.length);

const BOUNDARY = /boundary\s*=\s*(?:"([^"\r\n]*)"|([^;\s]+))/gi;

function boundaries(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(BOUNDARY)) {
    const value = match[1] ?? match[2];
    if (value !== undefined && value !== '' && text.includes(`--${value}`)) found.add(value);
    if (found.size >= 32) break;
  }
  return [...found];
}

interface Part {
  /** Where the delimiter line starts. */
  readonly delimiter: number;
  /** Where the part's own text starts (after the delimiter line) and ends (before the next delimiter's line break). */
  readonly start: number;
  readonly end: number;
}

/** The parts between the delimiters of one boundary, at most 500. */
function partsOf(text: string, boundary: string): Part[] {
  const marker = `--${boundary}`;
  const delimiters: number[] = [];
  for (let at = text.indexOf(marker); at !== -1 && delimiters.length < 501; at = text.indexOf(marker, at + marker.length)) {
    if (at === 0 || text[at - 1] === '\n' || text[at - 1] === '\r') delimiters.push(at);
  }
  const parts: Part[] = [];
  for (let index = 0; index + 1 < delimiters.length; index++) {
    const delimiter = delimiters[index]!;
    if (text.startsWith(`${marker}--`, delimiter)) break;
    const lineEnd = text.indexOf('\n', delimiter);
    if (lineEnd === -1) break;
    let end = delimiters[index + 1]!;
    if (text[end - 1] === '\n') end--;
    if (text[end - 1] === '\r') end--;
    parts.push({ delimiter, start: lineEnd + 1, end: Math.max(lineEnd + 1, end) });
  }
  return parts;
}

/** Every part of every boundary, with its boundary. */
function allParts(text: string): { boundary: string; part: Part }[] {
  return boundaries(text).flatMap((boundary) => partsOf(text, boundary).map((part) => ({ boundary, part })));
}

/** Splits an entity (headers, blank line, body) at its blank line; the whole text is the body when there is none. */
function splitEntity(entity: string): { headers: string; separator: string; body: string } {
  const match = /\r?\n\r?\n/.exec(entity);
  if (match === null) return { headers: entity, separator: '', body: '' };
  return { headers: entity.slice(0, match.index), separator: match[0], body: entity.slice(match.index + match[0].length) };
}

function header(headers: string, name: string): string | undefined {
  return new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(headers)?.[1];
}

function setHeader(headers: string, name: string, value: string): string {
  const pattern = new RegExp(`^${name}:.*(?:\\r?\\n[ \\t].*)*`, 'im');
  return pattern.test(headers) ? headers.replace(pattern, () => `${name}: ${value}`) : `${headers}\r\n${name}: ${value}`;
}

function splice(text: string, start: number, end: number, replacement: string): string {
  return text.slice(0, start) + replacement + text.slice(end);
}

const base64Lines = (data: Buffer, width: number): string => {
  const encoded = data.toString('base64');
  return width === 0 ? encoded : (encoded.match(new RegExp(`.{1,${width}}`, 'g')) ?? []).join('\r\n');
};

function decodeQuotedPrintable(text: string): Buffer {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded[i] === '=' ? /^[0-9A-Fa-f]{2}/.exec(unfolded.slice(i + 1, i + 3)) : null;
    if (hex !== null) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(unfolded.charCodeAt(i) & 0xff);
  }
  return Buffer.from(bytes);
}

function encodeQuotedPrintable(data: Buffer): string {
  let out = '';
  let line = 0;
  for (const byte of data) {
    if (byte === 0x0a) {
      out += '\n';
      line = 0;
      continue;
    }
    const piece =
      (byte >= 33 && byte <= 126 && byte !== 61) || byte === 32 || byte === 0x0d
        ? String.fromCharCode(byte)
        : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    if (line + piece.length > 75) {
      out += '=\r\n';
      line = 0;
    }
    out += piece;
    line += piece.length;
  }
  return out;
}

/** The decoded body of an entity, by its declared transfer encoding. */
function decodeBody(headers: string, body: string): Buffer {
  const encoding = (header(headers, 'Content-Transfer-Encoding') ?? '').trim().toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return Buffer.from(body, 'latin1');
}

/** A leaf part (not a multipart container), picked at random; the top-level body when the message has no parts. */
function pickLeaf(text: string, rng: Rng, accept: (headers: string) => boolean = () => true): { start: number; end: number } | undefined {
  const leaves = allParts(text).filter(({ part }) => {
    const { headers } = splitEntity(text.slice(part.start, part.end));
    return !/^content-type:\s*multipart\//im.test(headers) && accept(headers);
  });
  if (leaves.length > 0) {
    const { part } = rng.pick(leaves);
    return { start: part.start, end: part.end };
  }
  const { headers } = splitEntity(text);
  return /^content-type:\s*multipart\//im.test(headers) || !accept(headers) ? undefined : { start: 0, end: text.length };
}

/** Rewrites one leaf entity of the message. */
function mutateLeaf(
  text: string,
  rng: Rng,
  accept: (headers: string) => boolean,
  change: (headers: string, body: string) => { headers: string; body: string } | undefined,
): string | undefined {
  const leaf = pickLeaf(text, rng, accept);
  if (leaf === undefined) return undefined;
  const entity = splitEntity(text.slice(leaf.start, leaf.end));
  if (entity.separator === '') return undefined;
  const changed = change(entity.headers, entity.body);
  if (changed === undefined) return undefined;
  return splice(text, leaf.start, leaf.end, `${changed.headers}${entity.separator}${changed.body}`);
}

const isText = (headers: string): boolean => /^content-type:\s*text\//im.test(headers) || !/^content-type:/im.test(headers);
const isBase64 = (headers: string): boolean => /^content-transfer-encoding:\s*base64/im.test(headers);

function freshBoundary(rng: Rng): string {
  return `fuzz-${rng.int(0, 0xffffff).toString(16)}-${rng.int(0, 0xffffff).toString(16)}`;
}

const CHARSETS = [
  'utf-8',
  'utf-16',
  'utf-16le',
  'utf-32',
  'utf-7',
  'iso-2022-jp',
  'windows-1252',
  'koi8-r',
  'gb18030',
  'big5',
  'shift_jis',
  'iso-8859-8-i',
  'x-unknown',
  '',
  '"',
  'utf-8"; charset="us-ascii',
];

// --- binary headers of attachments ---------------------------------------------------------

const pickSize = (rng: Rng): number => rng.pick([0, 1, 8, 255, 1400, 1448, 4096, 0x7fff, 0xffff]);
const pickU32 = (rng: Rng): number => rng.pick([0, 1, 0x7fffffff, 0xffffffff, 1_000_000_000, rng.int(0, 0xffff)]);

/** Changes one length, count or dimension field of a file whose format it knows; flips a word of one it does not. */
export function mutateFileHeader(data: Buffer, rng: Rng): { data: Buffer; what: string } {
  const result = changeFileHeader(data, rng);
  // A field drawn equal to its old value changes nothing: flip a byte past the magic instead.
  if (!result.data.equals(data) || data.length < 5) return result;
  const out = Buffer.from(data);
  out[4] = out[4]! ^ 0xff;
  return { data: out, what: `${result.what} (unchanged; byte 4 flipped)` };
}

function changeFileHeader(data: Buffer, rng: Rng): { data: Buffer; what: string } {
  const out = Buffer.from(data);
  if (out.length >= 4 && out[0] === 0xff && out[1] === 0xd8) {
    const segments: { at: number; marker: number; length: number }[] = [];
    for (let at = 2; at + 4 <= out.length && segments.length < 64;) {
      if (out[at] !== 0xff) break;
      const marker = out[at + 1]!;
      const length = out.readUInt16BE(at + 2);
      segments.push({ at, marker, length });
      if (marker === 0xda) break;
      at += 2 + length;
    }
    const sof = segments.find((segment) => segment.marker >= 0xc0 && segment.marker <= 0xc2);
    const choice = rng.int(0, 3);
    if (sof !== undefined && sof.at + 9 <= out.length && choice <= 1) {
      out.writeUInt16BE(pickSize(rng), sof.at + (choice === 0 ? 5 : 7));
      return { data: out, what: `jpeg SOF ${choice === 0 ? 'height' : 'width'}=${out.readUInt16BE(sof.at + (choice === 0 ? 5 : 7))}` };
    }
    if (segments.length > 0 && choice === 2) {
      const segment = rng.pick(segments);
      out.writeUInt16BE(pickSize(rng) & 0xffff, segment.at + 2);
      return { data: out, what: `jpeg segment ${segment.marker.toString(16)} length=${out.readUInt16BE(segment.at + 2)}` };
    }
    const sos = segments.find((segment) => segment.marker === 0xda);
    if (sos !== undefined) {
      // Repeats the first scan's header and a slice of its data: a progressive decoder runs each copy.
      const copy = out.subarray(sos.at, Math.min(out.length - 2, sos.at + 2 + sos.length + rng.int(2, 64)));
      const times = Math.min(rng.logInt(2, 100_000), Math.floor(4_000_000 / Math.max(1, copy.length)));
      return {
        data: Buffer.concat([out.subarray(0, out.length - 2), ...Array.from({ length: times }, () => copy), Buffer.from([0xff, 0xd9])]),
        what: `jpeg scan x${times}`,
      };
    }
  }
  if (out.length >= 33 && out.readUInt32BE(0) === 0x89504e47) {
    const field = rng.pick(['width', 'height', 'depth', 'interlace', 'chunk-length'] as const);
    if (field === 'width' || field === 'height') out.writeUInt32BE(pickU32(rng), field === 'width' ? 16 : 20);
    else if (field === 'depth') out[24] = rng.pick([0, 1, 16, 255]);
    else if (field === 'interlace') out[28] = 1;
    else out.writeUInt32BE(pickU32(rng), 8);
    return { data: out, what: `png ${field}` };
  }
  if (out.length >= 30 && out.readUInt32LE(0) === 0x04034b50) {
    const end = out.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const field = rng.pick(['local-compressed', 'local-size', 'name-length', 'eocd-count', 'eocd-offset', 'method'] as const);
    if (field === 'local-compressed') out.writeUInt32LE(pickU32(rng), 18);
    else if (field === 'local-size') out.writeUInt32LE(pickU32(rng), 22);
    else if (field === 'name-length') out.writeUInt16LE(pickSize(rng), 26);
    else if (field === 'method') out.writeUInt16LE(rng.pick([0, 8, 9, 12, 99, 0xffff]), 8);
    else if (end !== -1 && end + 22 <= out.length) {
      if (field === 'eocd-count') out.writeUInt16LE(pickSize(rng), end + 10);
      else out.writeUInt32LE(pickU32(rng), end + 16);
    }
    return { data: out, what: `zip ${field}` };
  }
  if (out.length >= 18 && out[0] === 0x1f && out[1] === 0x8b) {
    const field = rng.pick(['flags', 'isize'] as const);
    if (field === 'flags') out[3] = rng.pick([0x04, 0x08, 0x1e, 0xff]);
    else out.writeUInt32LE(pickU32(rng), out.length - 4);
    return { data: out, what: `gzip ${field}` };
  }
  if (out.length >= 8 && out.subarray(0, 5).toString('latin1') === '%PDF-') {
    const text = out.toString('latin1');
    const field = rng.pick(['length', 'count', 'filters', 'endstream'] as const);
    const changed =
      field === 'length'
        ? text.replace(/\/Length \d+/g, () => `/Length ${pickU32(rng)}`)
        : field === 'count'
          ? text.replace(/\/Count \d+/g, () => `/Count ${pickU32(rng)}`)
          : field === 'filters'
            ? text.replace(/\/Filter \/FlateDecode/g, `/Filter [${'/FlateDecode '.repeat(rng.int(2, 40))}]`)
            : text.replace(/endstream/g, '');
    return { data: Buffer.from(changed, 'latin1'), what: `pdf ${field}` };
  }
  if (out.length >= 512 && out.readUInt32BE(0) === 0xd0cf11e0) {
    const field = rng.pick(['sector-shift', 'fat-sectors', 'directory-start', 'mini-cutoff'] as const);
    if (field === 'sector-shift') out.writeUInt16LE(rng.pick([0, 7, 9, 12, 31, 0xffff]), 30);
    else if (field === 'fat-sectors') out.writeUInt32LE(pickU32(rng), 44);
    else if (field === 'directory-start') out.writeUInt32LE(pickU32(rng), 48);
    else out.writeUInt32LE(pickU32(rng), 56);
    return { data: out, what: `ole ${field}` };
  }
  if (out.length >= 17 * 2048 && out.subarray(16 * 2048 + 1, 16 * 2048 + 6).toString('latin1') === 'CD001') {
    out.writeUInt16LE(rng.pick([0, 1, 0xffff]), 16 * 2048 + 128);
    return { data: out, what: 'iso block-size' };
  }
  const word = rng.int(0, Math.max(0, Math.min(out.length, 256) - 4) >> 2) * 4;
  if (out.length >= word + 4) out.writeUInt32LE(pickU32(rng), word);
  return { data: out, what: `word at ${word}` };
}

// --- the mutators ----------------------------------------------------------------------------

const UNBOUNDED: readonly Mutator[] = [
  {
    name: 'part-duplicate',
    family: 'structure',
    apply(text, rng) {
      const parts = allParts(text);
      if (parts.length === 0) return undefined;
      const { part } = rng.pick(parts);
      const piece = text.slice(part.delimiter, part.end) + '\r\n';
      const times = Math.min(rng.logInt(1, 1000), Math.floor(room(text) / Math.max(1, piece.length)));
      if (times < 1) return undefined;
      return { text: splice(text, part.delimiter, part.delimiter, piece.repeat(times)), step: `part-duplicate x${times}` };
    },
  },
  {
    name: 'part-drop',
    family: 'structure',
    apply(text, rng) {
      const parts = allParts(text);
      if (parts.length === 0) return undefined;
      const { part } = rng.pick(parts);
      return { text: splice(text, part.delimiter, part.end, ''), step: 'part-drop' };
    },
  },
  {
    name: 'part-nest',
    family: 'structure',
    apply(text, rng) {
      const parts = allParts(text);
      if (parts.length === 0) return undefined;
      const { part } = rng.pick(parts);
      const mark = freshBoundary(rng);
      const inner = text.slice(part.start, part.end);
      return {
        text: splice(text, part.start, part.end, `Content-Type: multipart/mixed; boundary="${mark}"\r\n\r\n--${mark}\r\n${inner}\r\n--${mark}--`),
        step: 'part-nest',
        preservesContent: true,
      };
    },
  },
  {
    name: 'boundary-break',
    family: 'structure',
    apply(text, rng) {
      const found = boundaries(text);
      if (found.length === 0) return undefined;
      const boundary = rng.pick(found);
      const how = rng.pick(['unclose', 'prefix', 'empty', 'undeclared', 'cut-mid-part'] as const);
      if (how === 'unclose') return { text: text.split(`--${boundary}--`).join(''), step: 'boundary-unclosed' };
      if (how === 'cut-mid-part') return { text: text.slice(0, rng.int(Math.floor(text.length / 3), text.length)), step: 'message-cut' };
      const declared = how === 'prefix' ? boundary.slice(0, Math.max(1, boundary.length - rng.int(1, 4))) : how === 'empty' ? '' : `x${boundary}`;
      return {
        text: text.replace(new RegExp(`boundary\\s*=\\s*"?${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?`, 'i'), `boundary="${declared}"`),
        step: `boundary-${how}`,
      };
    },
  },
  {
    name: 'part-headers-lost',
    family: 'structure',
    apply(text, rng) {
      const parts = allParts(text);
      if (parts.length === 0) return undefined;
      const { part } = rng.pick(parts);
      const entity = splitEntity(text.slice(part.start, part.end));
      const merged = rng.chance(0.5) ? `${entity.headers}\r\n${entity.body}` : entity.body;
      return { text: splice(text, part.start, part.end, merged), step: 'part-headers-lost' };
    },
  },
  {
    name: 'transfer-to-base64',
    family: 'encoding',
    apply(text, rng) {
      const width = rng.pick([76, 0, 4, 1000, 77]);
      const changed = mutateLeaf(
        text,
        rng,
        (headers) => isText(headers) && !isBase64(headers),
        (headers, body) => ({
          headers: setHeader(headers, 'Content-Transfer-Encoding', 'base64'),
          body: base64Lines(decodeBody(headers, body), width),
        }),
      );
      return changed === undefined || changed.length > MESSAGE_LIMIT
        ? undefined
        : { text: changed, step: `transfer-to-base64 width=${width}`, preservesContent: true };
    },
  },
  {
    name: 'transfer-to-quoted-printable',
    family: 'encoding',
    apply(text, rng) {
      const changed = mutateLeaf(text, rng, isBase64, (headers, body) => ({
        headers: setHeader(headers, 'Content-Transfer-Encoding', 'quoted-printable'),
        body: encodeQuotedPrintable(decodeBody(headers, body)),
      }));
      return changed === undefined || changed.length > MESSAGE_LIMIT
        ? undefined
        : { text: changed, step: 'transfer-to-quoted-printable', preservesContent: true };
    },
  },
  {
    name: 'transfer-lie',
    family: 'encoding',
    apply(text, rng) {
      const declared = rng.pick(['base64', 'quoted-printable', 'x-uuencode', 'binary', '7bit; junk', 'BASE64 ', 'x-unknown']);
      const changed = mutateLeaf(
        text,
        rng,
        () => true,
        (headers, body) => ({ headers: setHeader(headers, 'Content-Transfer-Encoding', declared), body }),
      );
      return changed === undefined ? undefined : { text: changed, step: `transfer-lie ${declared}` };
    },
  },
  {
    name: 'charset-swap',
    family: 'encoding',
    apply(text, rng) {
      const matches = [...text.matchAll(/charset\s*=\s*"?[^";\s]*"?/gi)].slice(0, 64);
      const charset = rng.pick(CHARSETS);
      if (matches.length === 0) {
        const changed = mutateLeaf(text, rng, isText, (headers, body) => ({
          headers: setHeader(headers, 'Content-Type', `text/plain; charset="${charset}"`),
          body,
        }));
        return changed === undefined ? undefined : { text: changed, step: `charset-added ${charset}` };
      }
      const match = rng.pick(matches);
      return { text: splice(text, match.index, match.index + match[0].length, `charset="${charset}"`), step: `charset-swap ${charset}` };
    },
  },
  {
    name: 'line-ends',
    family: 'encoding',
    apply(text, rng) {
      const to = rng.pick(['lf', 'cr', 'mixed'] as const);
      const changed =
        to === 'lf'
          ? text.replace(/\r\n/g, '\n')
          : to === 'cr'
            ? text.replace(/\r?\n/g, '\r')
            : text.replace(/\r?\n/g, () => rng.pick(['\r\n', '\n', '\r', '\n\r']));
      return { text: changed, step: `line-ends ${to}`, preservesContent: to === 'lf' };
    },
  },
  {
    name: 'encoded-words',
    family: 'encoding',
    apply(text, rng) {
      const { headers, separator, body } = splitEntity(text);
      const subject = header(headers, 'Subject') ?? 'Hello';
      const charset = rng.pick(['utf-8', 'iso-8859-1', 'utf-16', 'x-unknown', 'utf-7']);
      const pieces = rng.logInt(1, 5000);
      const word = `=?${charset}?${rng.pick(['B', 'Q'])}?${Buffer.from(subject.slice(0, 40), 'latin1').toString('base64')}?=`;
      const value = Array.from({ length: Math.min(pieces, Math.floor(60_000 / (word.length + 3))) }, () => word).join('\r\n ');
      return { text: `${setHeader(headers, 'Subject', value)}${separator}${body}`, step: `encoded-words ${charset} x${pieces}` };
    },
  },
  {
    name: 'repeat-slice',
    family: 'size',
    apply(text, rng) {
      if (text.length < 2) return undefined;
      const length = Math.min(text.length, rng.logInt(1, 4096));
      const start = rng.int(0, text.length - length);
      const slice = text.slice(start, start + length);
      const times = Math.min(rng.logInt(2, 5_000_000), Math.floor(room(text) / length));
      if (times < 1) return undefined;
      return { text: splice(text, start, start, slice.repeat(times)), step: `repeat-slice ${length}B x${times}` };
    },
  },
  {
    name: 'pad-before-text',
    family: 'size',
    apply(text, rng) {
      const size = Math.min(rng.logInt(10_000, 9_000_000), Math.floor(room(text) * 0.7));
      if (size < 1000) return undefined;
      const lines = (filler(size, rng).match(/.{1,70}(?:\s|$)/g) ?? []).join('\r\n');
      const changed = mutateLeaf(text, rng, isText, (headers, body) => {
        const decoded = decodeBody(headers, body).toString('latin1');
        const isHtml = /^content-type:\s*text\/html/im.test(headers);
        const padded = isHtml
          ? /<body[^>]*>/i.test(decoded)
            ? decoded.replace(/<body[^>]*>/i, (tag) => `${tag}<p>${lines}</p>`)
            : `<p>${lines}</p>${decoded}`
          : `${lines}\r\n\r\n${decoded}`;
        const encoding = (header(headers, 'Content-Transfer-Encoding') ?? '').trim().toLowerCase();
        const encoded =
          encoding === 'base64'
            ? base64Lines(Buffer.from(padded, 'latin1'), 76)
            : encoding === 'quoted-printable'
              ? encodeQuotedPrintable(Buffer.from(padded, 'latin1'))
              : padded;
        return { headers, body: encoded };
      });
      return changed === undefined || changed.length > MESSAGE_LIMIT ? undefined : { text: changed, step: `pad-before-text ${size}B`, preservesContent: true };
    },
  },
  {
    name: 'long-line',
    family: 'size',
    apply(text, rng) {
      const size = Math.min(rng.logInt(1000, 10_000_000), room(text) - 2);
      if (size < 1) return undefined;
      const unit = rng.pick(['a', ' ', '=', '<', 'A', '\t', '<a ', '=?', '%41', '&amp;', 'http://']);
      const lineStarts = [...text.matchAll(/\n/g)].map((match) => match.index + 1);
      const at = lineStarts.length === 0 ? text.length : rng.pick(lineStarts);
      return {
        text: splice(text, at, at, `${unit.repeat(Math.ceil(size / unit.length)).slice(0, size)}\r\n`),
        step: `long-line ${JSON.stringify(unit)} ${size}B`,
      };
    },
  },
  {
    name: 'wrap-multipart',
    family: 'nesting',
    apply(text, rng) {
      const depth = rng.logInt(1, 40);
      const { headers, separator, body } = splitEntity(text);
      if (separator === '') return undefined;
      const contentLines = headers.split(/\r?\n(?![ \t])/).filter((line) => /^content-/i.test(line));
      const outer = headers.split(/\r?\n(?![ \t])/).filter((line) => !/^content-/i.test(line));
      let entity = `${contentLines.join('\r\n')}\r\n\r\n${body}`;
      for (let level = 0; level < depth; level++) {
        const mark = freshBoundary(rng);
        entity = `Content-Type: multipart/mixed; boundary="${mark}"\r\n\r\n--${mark}\r\n${entity}\r\n--${mark}--\r\n`;
      }
      const wrapped = `${outer.join('\r\n')}\r\n${entity}`;
      return wrapped.length > MESSAGE_LIMIT ? undefined : { text: wrapped, step: `wrap-multipart depth=${depth}`, preservesContent: depth < 18 };
    },
  },
  {
    name: 'wrap-rfc822',
    family: 'nesting',
    apply(text, rng) {
      const depth = rng.logInt(1, 30);
      let message = text;
      for (let level = 0; level < depth; level++) {
        const mark = freshBoundary(rng);
        message = [
          'From: forwarder@example.org',
          'To: ana@example.net',
          `Subject: Fwd (${level})`,
          'Date: Thu, 19 Nov 2026 10:00:00 +0100',
          'MIME-Version: 1.0',
          `Content-Type: multipart/mixed; boundary="${mark}"`,
          '',
          `--${mark}`,
          'Content-Type: text/plain',
          '',
          'See below.',
          `--${mark}`,
          'Content-Type: message/rfc822',
          'Content-Disposition: attachment; filename="forwarded.eml"',
          '',
          message,
          `--${mark}--`,
          '',
        ].join('\r\n');
      }
      return message.length > MESSAGE_LIMIT ? undefined : { text: message, step: `wrap-rfc822 depth=${depth}` };
    },
  },
  {
    name: 'many-headers',
    family: 'header',
    apply(text, rng) {
      const { headers } = splitEntity(text);
      const lines = headers.split(/\r?\n(?![ \t])/);
      const line =
        rng.chance(0.5) && lines.length > 0
          ? rng.pick(lines)
          : rng.pick([
              'X-Fuzz: 1',
              'Received: from a (a [192.0.2.1]) by b; Thu, 19 Nov 2026 10:00:00 +0100',
              'Comments: (((((x)))))',
              'To: "a" <a@b>, "c" <c@d>',
            ]);
      const times = Math.min(rng.logInt(1, 20_000), Math.floor(room(text) / (line.length + 2)));
      if (times < 1) return undefined;
      return { text: `${`${line}\r\n`.repeat(times)}${text}`, step: `many-headers ${line.split(':')[0]} x${times}` };
    },
  },
  {
    name: 'long-header',
    family: 'header',
    apply(text, rng) {
      const { headers, separator, body } = splitEntity(text);
      const name = rng.pick(['Subject', 'From', 'To', 'Content-Type', 'Received', 'DKIM-Signature', 'Message-ID', 'References']);
      const value = header(headers, name) ?? 'x';
      const size = Math.min(rng.logInt(1000, 400_000), room(text));
      const fold = rng.chance(0.5) ? '\r\n ' : ' ';
      const unit = `${value.replace(/\r?\n[ \t]*/g, ' ').slice(0, 200)}${fold}`;
      const long = unit.repeat(Math.max(1, Math.floor(size / unit.length)));
      return { text: `${setHeader(headers, name, long)}${separator}${body}`, step: `long-header ${name} ${long.length}B` };
    },
  },
  {
    name: 'header-body-merge',
    family: 'header',
    apply(text) {
      const { headers, separator, body } = splitEntity(text);
      if (separator === '') return undefined;
      return { text: `${headers}\r\n${body}`, step: 'header-body-merge' };
    },
  },
  {
    name: 'attachment-header-fields',
    family: 'binary',
    apply(text, rng) {
      let what = '';
      const changed = mutateLeaf(text, rng, isBase64, (headers, body) => {
        const result = mutateFileHeader(decodeBody(headers, body), rng);
        what = result.what;
        return { headers, body: base64Lines(result.data, 76) };
      });
      return changed === undefined || changed.length > MESSAGE_LIMIT ? undefined : { text: changed, step: `attachment-header ${what}` };
    },
  },
  {
    name: 'attachment-truncate',
    family: 'binary',
    apply(text, rng) {
      let cut = 0;
      const changed = mutateLeaf(text, rng, isBase64, (headers, body) => {
        const data = decodeBody(headers, body);
        cut = rng.int(0, data.length);
        return { headers, body: base64Lines(data.subarray(0, cut), 76) };
      });
      return changed === undefined ? undefined : { text: changed, step: `attachment-truncate at ${cut}` };
    },
  },
  {
    name: 'attachment-flip-bytes',
    family: 'binary',
    apply(text, rng) {
      let flips = 0;
      const changed = mutateLeaf(text, rng, isBase64, (headers, body) => {
        const data = Buffer.from(decodeBody(headers, body));
        if (data.length === 0) return undefined;
        flips = rng.logInt(1, 64);
        for (let i = 0; i < flips; i++) {
          const at = rng.int(0, Math.min(data.length, 4096) - 1);
          data[at] = data[at]! ^ (1 << rng.int(0, 7));
        }
        return { headers, body: base64Lines(data, 76) };
      });
      return changed === undefined ? undefined : { text: changed, step: `attachment-flip ${flips} bits` };
    },
  },
];

/** Every mutator, its result dropped when it would pass the message limit. */
export const MUTATORS: readonly Mutator[] = UNBOUNDED.map((mutator) => ({
  ...mutator,
  apply(text: string, rng: Rng): Mutated | undefined {
    const result = mutator.apply(text, rng);
    return result === undefined || result.text.length > MESSAGE_LIMIT ? undefined : result;
  },
}));
