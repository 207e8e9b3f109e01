// Hostile messages for the denial-of-service and truncation tests and for `npm run bench:hostile`:
// each builds, byte by byte, one input of the hostile review (issue 22), scaled by its parameters
// so a test can prove the bound on a small one and the bench can send the full-size one.

import { crc32, deflateSync } from 'node:zlib';
import { zlibSync } from 'fflate';

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** A credential lure a reader acts on: verdict `phishing` when it is all the message says. */
export const LURE =
  'Your mailbox password expires today. Verify your account now or it will be suspended within 24 hours: ' +
  'sign in at https://secure-mail-verify.top/login and confirm your password to keep your email.';

/** Word filler, the kind a lure hides behind (a pasted newsletter, a licence text). */
export function filler(chars: number): string {
  const sentence = 'The quarterly garden club notes list the plants we planted this season and the weather we had. ';
  return sentence.repeat(Math.ceil(chars / sentence.length)).slice(0, chars);
}

function headers(subject: string, contentType: string, extra: readonly string[] = []): string[] {
  return [
    'From: Mail Administrator <admin@mailbox-notice.example>',
    'To: Ana Ruiz <ana@example.net>',
    `Subject: ${subject}`,
    'Date: Thu, 19 Nov 2026 10:00:00 +0100',
    'Message-ID: <hostile.20261119@mailbox-notice.example>',
    'MIME-Version: 1.0',
    `Content-Type: ${contentType}`,
    ...extra,
  ];
}

function concat(parts: readonly (Uint8Array | string)[]): Uint8Array {
  const chunks = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part));
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function latin1(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);
}

function base64Lines(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64').replace(/.{76}/g, `$&${CRLF}`);
}

/** A plain-text message with `body` as it stands. */
export function textMessage(subject: string, body: string): Uint8Array {
  return encoder.encode([...headers(subject, 'text/plain; charset=utf-8'), '', body].join(CRLF));
}

/** A short note and one attachment, base64 encoded. */
export function withAttachment(note: string, attachment: { type: string; name: string; bytes: Uint8Array }[]): Uint8Array {
  const boundary = 'hostile-boundary-7f3a';
  const lines = [...headers('Document', `multipart/mixed; boundary="${boundary}"`), '', `--${boundary}`, 'Content-Type: text/plain; charset=utf-8', '', note];
  for (const file of attachment) {
    lines.push(
      `--${boundary}`,
      `Content-Type: ${file.type}; name="${file.name}"`,
      `Content-Disposition: attachment; filename="${file.name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(file.bytes),
    );
  }
  lines.push(`--${boundary}--`, '');
  return encoder.encode(lines.join(CRLF));
}

/**
 * A grey progressive JPEG of `side`×`side` pixels: one DC scan, then `acScans` copies of one AC
 * scan whose single end-of-band run covers every block. Each copy is 12 bytes, yet makes a
 * decoder walk every block of the image again.
 */
export function progressiveJpeg(side: number, acScans: number): Uint8Array {
  const blocks = Math.ceil(side / 8) ** 2;
  if (blocks > 32_767) throw new Error('one end-of-band run covers at most 32,767 blocks');
  const segment = (marker: number, body: readonly number[]): number[] => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const huffman = (tableClass: number, symbol: number): number[] => segment(0xc4, [(tableClass << 4) | 0, 1, ...new Array<number>(15).fill(0), symbol]);
  const head = [
    0xff,
    0xd8,
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc2, [8, side >> 8, side & 0xff, side >> 8, side & 0xff, 1, 1, 0x11, 0]),
    // One code, '0', in each table: DC difference category 0; AC symbol EOBRUN of 2^14 + 14 bits.
    ...huffman(0, 0),
    ...huffman(1, 0xe0),
  ];
  // DC scan: one '0' bit per block, padded with ones.
  const dcBits = new Uint8Array(Math.ceil(blocks / 8));
  if (blocks % 8 !== 0) dcBits[dcBits.length - 1] = 0xff >> (blocks % 8);
  const dc = [...segment(0xda, [1, 1, 0x00, 0, 0, 0]), ...dcBits];
  // AC scan: '0' (EOBRUN, r = 14) then the 14 extra bits, so the run is blocks - 1 after the current one.
  const bits = `0${(blocks - (1 << 14)).toString(2).padStart(14, '0')}`.padEnd(16, '1');
  const ac = [...segment(0xda, [1, 1, 0x00, 1, 63, 0]), Number.parseInt(bits.slice(0, 8), 2), Number.parseInt(bits.slice(8), 2)];
  const out = new Uint8Array(head.length + dc.length + ac.length * acScans + 2);
  out.set(head, 0);
  out.set(dc, head.length);
  for (let i = 0, at = head.length + dc.length; i < acScans; i++, at += ac.length) out.set(ac, at);
  out.set([0xff, 0xd9], out.length - 2);
  return out;
}

/** "Scan the code" and a progressive JPEG with `acScans` scans attached. */
export function manyScansMessage(side: number, acScans: number): Uint8Array {
  return withAttachment('Scan the code below with your phone to keep your mailbox active.', [
    { type: 'image/jpeg', name: 'code.jpg', bytes: progressiveJpeg(side, acScans) },
  ]);
}

/**
 * A PNG of `side` × `side` grey pixels whose image data inflates to `inflated` zero bytes: a
 * decoder that grows its buffer with the data, not the picture, takes all of it.
 */
export function pngOfZeros(side: number, inflated: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array): Buffer => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(inflated))), chunk('IEND', new Uint8Array(0))]),
  );
}

/** `count` PNG attachments whose data each inflates to `inflated` bytes, in a short QR lure. */
export function pngBombsMessage(count: number, inflated: number): Uint8Array {
  const png = pngOfZeros(500, inflated);
  return withAttachment(
    'Scan the code below with your phone to keep your mailbox active.',
    Array.from({ length: count }, (_, index) => ({ type: 'image/png', name: `code-${index}.png`, bytes: png })),
  );
}

/** A text/plain part in base64 whose body is `QQ==` repeated `quads` times, 76 characters a line. */
export function paddedQuadsMessage(quads: number): Uint8Array {
  const line = 'QQ=='.repeat(19);
  const full = Math.floor(quads / 19);
  const body = `${`${line}${CRLF}`.repeat(full)}${'QQ=='.repeat(quads - full * 19)}${CRLF}`;
  return encoder.encode([...headers('Notice', 'text/plain; charset=utf-8', ['Content-Transfer-Encoding: base64']), '', body].join(CRLF));
}

/** `lines` unterminated `begin 644 x` lines of uuencode, one after another. */
export function uuencodeBeginsMessage(lines: number): Uint8Array {
  return textMessage('Files', `${'begin 644 x\r\n'.repeat(lines)}`);
}

/** A body of `bytes` bytes whose lines end in a bare CR: one line to any reader splitting at LF. */
export function bareCrMessage(bytes: number): Uint8Array {
  return textMessage(
    'Lines',
    'word '
      .repeat(3)
      .concat('\r')
      .repeat(Math.ceil(bytes / 16))
      .slice(0, bytes),
  );
}

/** A PDF page showing `lines`; its content stream deflated, after `padding` characters of whitespace when asked. */
export function textPdf(lines: readonly string[], options: { padding?: number } = {}): Uint8Array {
  const show = `BT /F1 11 Tf 50 790 Td 15 TL ${lines.map((line) => `(${line.replace(/[()\\]/g, '\\$&')}) '`).join(' ')} ET`;
  const content = options.padding === undefined ? latin1(show) : concat([new Uint8Array(options.padding).fill(0x20), show]);
  const data = zlibSync(content, { level: 9 });
  return concat([
    latin1(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
        '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>\nendobj\n' +
        `4 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`,
    ),
    data,
    latin1('\nendstream\nendobj\n5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** A PDF whose one object stream inflates to `bytes` zero bytes (a compression bomb read for links). */
export function zerosPdf(bytes: number): Uint8Array {
  const data = zlibSync(new Uint8Array(bytes), { level: 9 });
  return concat([
    latin1('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n'),
    latin1(`3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length ${data.length} /Filter /FlateDecode >>\nstream\n`),
    data,
    latin1('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** A message attaching `count` copies of a PDF of `bytes` inflated zeros. */
export function zeroPdfsMessage(count: number, bytes: number): Uint8Array {
  const file = zerosPdf(bytes);
  return withAttachment(
    'The statements are attached.',
    Array.from({ length: count }, (_, index) => ({ type: 'application/pdf', name: `statement-${index + 1}.pdf`, bytes: file })),
  );
}

/** A plain-text lure after `fillerChars` characters of filler. */
export function lateLureMessage(fillerChars: number): Uint8Array {
  return textMessage('Mailbox notice', `${filler(fillerChars)}\r\n\r\n${LURE}\r\n`);
}

/** A short note and a PDF whose page shows `fillerChars` characters of filler, then the lure. */
export function lateLurePdfMessage(fillerChars: number): Uint8Array {
  const lines = fillerChars === 0 ? [] : filler(fillerChars).match(/.{1,90}/g)!;
  return withAttachment('Please read the attached notice.', [{ type: 'application/pdf', name: 'notice.pdf', bytes: textPdf([...lines, LURE]) }]);
}

/** A short note and a PDF whose content stream inflates `padding` bytes of whitespace before the lure. */
export function paddedLurePdfMessage(padding: number): Uint8Array {
  return withAttachment('Please read the attached notice.', [{ type: 'application/pdf', name: 'notice.pdf', bytes: textPdf([LURE], { padding }) }]);
}
