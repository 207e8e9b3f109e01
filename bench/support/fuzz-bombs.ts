// The fuzzing bench's hand-made hostile messages: one generator per bomb or evasion of issue 22
// (and a few neighbours), each sized by the seeded generator it is given. Messages are built
// with the test suites' builders (mail-builder, formats-builders), never taken from a corpus.
// A generator whose trick can only hide content also returns a control (the same lure without
// the trick) and the signal codes the control should keep: the bench compares the two answers.

import { deflateRawSync, deflateSync } from 'node:zlib';
import { domainToASCII } from 'node:url';
import { zlibSync } from 'fflate';
import {
  contentPdf,
  docx as timedDocx,
  isoImage,
  join,
  latin1Bytes,
  ole,
  relationships,
  rtfWithObject,
  storedZip,
  textPdf,
  utf8,
  zip as timedZip,
} from '../../test/analysis/formats-builders.ts';
import { createHash } from 'node:crypto';
import { attachment, type Entity, html, mail, plain } from '../../test/analysis/mail-builder.ts';
import { Rng } from './fuzz-random.ts';

/** The contract's message limit: no generated input is larger. */
export const MESSAGE_LIMIT = 10_485_760;

export interface Generated {
  readonly bytes: Uint8Array;
  /** The parameters drawn, for the report (`scans=80000`). */
  readonly note: string;
  /** The same lure without the trick: the input should not answer weaker than this. */
  readonly control?: Uint8Array;
  /** Signal codes the control fires that the input should keep. */
  readonly watch?: readonly string[];
  /** `cut`: only truncation can make the input weaker than its control; `evasion`: a parser trick. */
  readonly kind?: 'cut' | 'evasion';
}

export interface Generator {
  readonly name: string;
  build(rng: Rng): Generated;
}

const LURE_LINES = [
  'Your mailbox password expires today.',
  'Verify your account now or your email will be suspended within 24 hours.',
  'Sign in here to keep your messages: https://mail-verify-account.top/owa/login.php',
  'IT Helpdesk',
];
const LURE = LURE_LINES.join('\n\n');
const WORDS =
  'the quarterly figures for november are attached please review the numbers before friday and confirm the delivery address for the new office thanks again for your help with the migration project and the budget meeting'.split(
    ' ',
  );

/** Neutral prose of about `size` characters, with line breaks every dozen words or so. */
export function filler(size: number, rng: Rng): string {
  const parts: string[] = [];
  let length = 0;
  let word = rng.int(0, WORDS.length - 1);
  while (length < size) {
    const piece = WORDS[word % WORDS.length]! + (word % 13 === 12 ? '.\n' : ' ');
    parts.push(piece);
    length += piece.length;
    word = (word * 31 + 7) % 9973;
  }
  return parts.join('').slice(0, size);
}

/** A whole message around `body`, from an unauthenticated look-alike sender. */
export function wrap(body: Entity, subject = 'Action required', extraHeaders: readonly string[] = []): Uint8Array {
  return mail({
    from: 'IT Helpdesk <helpdesk@mail-verify-account.top>',
    to: 'Ana Ruiz <ana@example.net>',
    subject,
    date: 'Thu, 19 Nov 2026 10:00:00 +0100',
    messageId: 'fuzz-0001@mail-verify-account.top',
    relay: 'mail.mail-verify-account.top [192.0.2.44]',
    auth: { dkim: 'none', spf: 'none', dmarc: 'none' },
    headers: extraHeaders,
    body,
  });
}

/**
 * multipart/* of the parts, its boundary a hash of their content: the builder's own counts
 * calls, so the same seed would not give the same bytes twice.
 */
export function multipart(subtype: 'alternative' | 'mixed' | 'related', parts: readonly Entity[]): Entity {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part.headers.join('\n')).update(part.body);
  const mark = `----=_fuzz_${hash.digest('hex').slice(0, 24)}`;
  const body = [...parts.flatMap((part) => [`--${mark}`, ...part.headers, '', part.body]), `--${mark}--`, ''].join('\r\n');
  return { headers: [`Content-Type: multipart/${subtype}; boundary="${mark}"`], body };
}

/** A body that is exactly `text`, encoded as given (the mail builder only writes quoted-printable). */
function rawPart(contentType: string, transferEncoding: string, text: string): Entity {
  return { headers: [`Content-Type: ${contentType}`, `Content-Transfer-Encoding: ${transferEncoding}`], body: text };
}

/**
 * The zip with every entry's modification time and date set to zero: fflate stamps the clock's
 * time, and the same seed must give the same bytes.
 */
function timeless(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 46 <= bytes.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 10, 0, true);
    else if (signature === 0x02014b50) view.setUint32(at + 12, 0, true);
  }
  return bytes;
}
const zip = (files: Parameters<typeof timedZip>[0]): Uint8Array => timeless(timedZip(files));
const docx = (extra?: Parameters<typeof timedDocx>[0]): Uint8Array => timeless(timedDocx(extra));

const memo = new Map<string, Uint8Array>();
function remember(key: string, make: () => Uint8Array): Uint8Array {
  let value = memo.get(key);
  if (value === undefined) {
    value = make();
    memo.set(key, value);
  }
  return value;
}

class BitWriter {
  readonly bytes: number[] = [];
  #current = 0;
  #count = 0;
  write(value: number, bits: number): void {
    for (let bit = bits - 1; bit >= 0; bit--) {
      this.#current = (this.#current << 1) | ((value >> bit) & 1);
      if (++this.#count === 8) this.#flush();
    }
  }
  /** Pads with one bits, as JPEG entropy-coded segments are padded. */
  finish(): number[] {
    while (this.#count !== 0) this.write(1, 1);
    return this.bytes;
  }
  #flush(): void {
    this.bytes.push(this.#current);
    if (this.#current === 0xff) this.bytes.push(0); // byte stuffing
    this.#current = 0;
    this.#count = 0;
  }
}

/**
 * A grey progressive JPEG of `side`×`side` (at most 1448, so one EOB run covers every block):
 * a DC scan of zero differences, then `scans` copies of one AC scan whose single EOB run ends
 * every block. Each copy is 12 bytes; a decoder walks every block for every copy.
 */
export function progressiveJpeg(side: number, scans: number): Uint8Array {
  const blocksPerLine = Math.ceil(side / 8);
  const blocks = blocksPerLine * blocksPerLine;
  const runBits = Math.floor(Math.log2(blocks));
  const segment = (marker: number, payload: readonly number[]): number[] => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
  const head = [
    0xff,
    0xd8,
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc2, [8, side >> 8, side & 0xff, side >> 8, side & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0x00]),
    ...segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), runBits << 4]),
  ];
  const dc = new BitWriter();
  for (let block = 0; block < blocks; block++) dc.write(0, 1);
  const ac = new BitWriter();
  ac.write(0, 1);
  ac.write(blocks - (1 << runBits), runBits);
  const acScan = Uint8Array.from([...segment(0xda, [1, 1, 0x00, 1, 63, 0]), ...ac.finish()]);
  const out = new Uint8Array(head.length + 10 + Math.ceil(blocks / 8) + 2 + acScan.length * scans + 2);
  let at = 0;
  const put = (bytes: ArrayLike<number>): void => {
    out.set(bytes, at);
    at += bytes.length;
  };
  put(head);
  put([...segment(0xda, [1, 1, 0x00, 0, 0, 0]), ...dc.finish()]);
  for (let scan = 0; scan < scans; scan++) put(acScan);
  put([0xff, 0xd9]);
  return out.subarray(0, at);
}

/** A PDF whose one page's deflated content stream inflates to `zeros` zero bytes. */
function zerosPdf(zeros: number): Uint8Array {
  return remember(`zeros-${zeros}`, () => {
    const data = deflateSync(Buffer.alloc(zeros), { level: 9 });
    return join(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>\nendobj\n',
      `4 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`,
      new Uint8Array(data),
      '\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
  });
}

/** A PDF whose content stream inflates to `spaces` spaces and then shows the lure lines. */
function whitespaceLurePdf(spaces: number): Uint8Array {
  return remember(`spaces-${spaces}`, () => {
    const lure = LURE_LINES.map((line) => `(${line.replace(/[()\\]/g, '\\$&')}) '`).join(' ');
    const content = Buffer.concat([Buffer.from('BT /F1 11 Tf 50 790 Td 15 TL '), Buffer.alloc(spaces, 0x20), Buffer.from(`${lure} ET`)]);
    const data = deflateSync(content, { level: 9 });
    return join(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> /Contents 4 0 R >>\nendobj\n',
      `4 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`,
      new Uint8Array(data),
      '\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
  });
}

const DOCUMENT_NOTE = plain('Please see the attached document and follow the instructions in it today.\n\nIT Helpdesk');

/** A gzip member whose header lies: `isize` declared, flags and extra field as drawn. */
function lyingGzip(rng: Rng): Uint8Array {
  const content = utf8(filler(rng.logInt(10, 200_000), rng));
  const deflated = deflateRawSync(content);
  const flags = rng.pick([0x00, 0x04, 0x08, 0x1e, 0xff]);
  const header = [0x1f, 0x8b, 8, flags, 0, 0, 0, 0, 0, 3];
  if (flags & 0x04) {
    const xlen = rng.pick([0, 4, 0xffff]);
    header.push(xlen & 0xff, xlen >> 8, ...new Array<number>(Math.min(xlen, 64)).fill(0x41));
  }
  if (flags & 0x08) header.push(...utf8('invoice.pdf.exe'), ...(rng.chance(0.5) ? [0] : []));
  const trailer = new DataView(new ArrayBuffer(8));
  trailer.setUint32(4, rng.pick([0, 0xffffffff, content.length * 1000, content.length]), true);
  return join(Uint8Array.from(header), new Uint8Array(deflated), new Uint8Array(trailer.buffer));
}

/** An ISO 9660 image whose root directory record or its entries claim sizes they do not have. */
function lyingIso(rng: Rng): Uint8Array {
  const image = isoImage(Array.from({ length: rng.int(1, 40) }, (_, i) => `FILE${i}.EXE`));
  const view = new DataView(image.buffer);
  const pvd = 16 * 2048;
  if (rng.chance(0.5)) view.setUint16(pvd + 128, rng.pick([0, 1, 0xffff]), true); // logical block size
  if (rng.chance(0.5)) view.setUint32(pvd + 156 + 2, rng.pick([0, 19, 0xffffffff]), true); // root extent
  if (rng.chance(0.5)) view.setUint32(pvd + 156 + 10, rng.pick([0, 0xffffffff, 2048 * 1000]), true); // root length
  if (rng.chance(0.3)) image[18 * 2048] = rng.pick([0, 1, 255]); // first record's length
  return image;
}

function lyingZip(rng: Rng): Uint8Array {
  const count = rng.logInt(1, 5000);
  const entries = Array.from({ length: count }, (_, i) => ({
    name: rng.chance(0.1) ? `../../${'a/'.repeat(rng.int(1, 50))}x${i}.exe` : `doc${i}.txt`,
    data: utf8(filler(rng.int(0, 64), rng)),
    ...(rng.chance(0.5) ? { declaredSize: rng.pick([0, 0xffffffff, 0x7fffffff, 1_000_000_000]) } : {}),
    ...(rng.chance(0.1) ? { encrypted: true } : {}),
  }));
  const bytes = storedZip(entries);
  // The end record's counts may lie too.
  if (rng.chance(0.5)) new DataView(bytes.buffer).setUint16(bytes.length - 22 + 10, rng.pick([0, 0xffff, count + 1]), true);
  return bytes;
}

/** A zip holding a zip holding … `depth` levels, the innermost a program. */
function nestedZip(depth: number): Uint8Array {
  let inner: Uint8Array = join('MZ', new Uint8Array(200));
  let name = 'setup.exe';
  for (let level = 0; level < depth; level++) {
    inner = zip({ [name]: inner });
    name = `level${level}.zip`;
  }
  return inner;
}

/** Fifty words that appear nowhere in the lure: the hidden-text reading wants forty novel ones. */
const HIDDEN_SALAD = (
  'harbour violin cactus meteor lantern pepper saddle glacier orbit velvet tunnel walnut canyon bishop marble falcon ribbon quartz tundra beacon pillow ginger copper maple anchor ' +
  'hammock lobster prairie turnip zephyr cobalt dolphin emerald fjord gazelle hazel igloo jasmine kettle lagoon mango nectar oyster parsley quiver raisin sprocket thimble umbrella vortex'
).split(' ');

function htmlLure(style: string, hiddenClass: string): string {
  const salad = HIDDEN_SALAD.join(' ');
  return (
    `<!DOCTYPE html><html><head><meta charset="utf-8"><style>${style}</style></head><body>` +
    `<div class="${hiddenClass}">${salad}</div>` +
    LURE_LINES.map((line) => `<p>${line.replace(/(https:\S+)/, '<a href="$1">$1</a>')}</p>`).join('') +
    '</body></html>'
  );
}

export const GENERATORS: readonly Generator[] = [
  {
    name: 'jpeg-progressive-scans',
    build(rng) {
      const side = rng.pick([400, 1000, 1400, 1448]);
      // Base64 makes 12 bytes 16: at most about 650,000 scans fit the message limit.
      const count = rng.logInt(100, Math.floor((MESSAGE_LIMIT * 0.74) / 12));
      const image = progressiveJpeg(side, count);
      const picture = attachment('code.jpg', 'image/jpeg', image, true);
      const body = multipart('related', [
        html('<p>Scan the code below with your phone to keep your mailbox.</p><img src="cid:qr@x">'),
        { ...picture, headers: [...picture.headers, 'Content-ID: <qr@x>'] },
      ]);
      return { bytes: wrap(body, 'Scan the code'), note: `side=${side} scans=${count}` };
    },
  },
  {
    name: 'base64-padded-quads',
    build(rng) {
      const quads = rng.logInt(1000, Math.floor((MESSAGE_LIMIT - 4096) / 4.05));
      const perLine = rng.pick([0, 19, 1]);
      const unit = perLine === 0 ? 'QQ==' : `${'QQ=='.repeat(perLine)}\r\n`;
      const text = unit.repeat(Math.max(1, Math.floor(quads / Math.max(1, perLine))));
      return { bytes: wrap(rawPart('text/plain; charset=utf-8', 'base64', text)), note: `quads=${quads} per_line=${perLine}` };
    },
  },
  {
    name: 'uuencode-begin-lines',
    build(rng) {
      const lines = rng.logInt(100, 400_000);
      const line = rng.pick(['begin 644 x\n', 'begin 644 invoice.exe\r\n', 'begin 666 a\r\nM\r\n']);
      const text = line.repeat(Math.min(lines, Math.floor((MESSAGE_LIMIT - 4096) / line.length)));
      return { bytes: wrap(rawPart('text/plain; charset=us-ascii', '7bit', text)), note: `lines=${lines}` };
    },
  },
  {
    name: 'pdf-deflated-zeros',
    build(rng) {
      const count = rng.int(1, 50);
      const zeros = rng.pick([1, 16, 64, 70]) * 1024 * 1024;
      const pdf = zerosPdf(zeros);
      const parts = Array.from({ length: count }, (_, i) => attachment(`statement-${i}.pdf`, 'application/pdf', pdf));
      return { bytes: wrap(multipart('mixed', [DOCUMENT_NOTE, ...parts])), note: `pdfs=${count} zeros=${zeros}` };
    },
  },
  {
    name: 'bare-cr-lines',
    build(rng) {
      const size = rng.logInt(1000, MESSAGE_LIMIT - 8192);
      const lineLength = rng.pick([0, 76, 1000, 100_000]);
      let text = filler(size, rng).replace(/\n/g, '\r');
      if (lineLength === 0) text = text.replace(/\r/g, ' ');
      return { bytes: wrap(rawPart('text/plain; charset=utf-8', '8bit', `${text}\r${LURE.replace(/\n/g, '\r')}`)), note: `bytes=${size} line=${lineLength}` };
    },
  },
  {
    name: 'text-filler-before-lure',
    build(rng) {
      const size = rng.logInt(10_000, MESSAGE_LIMIT / 2);
      const inHtml = rng.chance(0.5);
      const before = filler(size, rng);
      const body = inHtml
        ? html(`<html><body><p>${before.replace(/\n/g, '</p><p>')}</p>${LURE_LINES.map((line) => `<p>${line}</p>`).join('')}</body></html>`)
        : plain(`${before}\n\n${LURE}`);
      const control = inHtml ? html(`<html><body>${LURE_LINES.map((line) => `<p>${line}</p>`).join('')}</body></html>`) : plain(LURE);
      return {
        bytes: wrap(body),
        control: wrap(control),
        kind: 'cut',
        watch: ['content_credential_request'],
        note: `filler=${size} ${inHtml ? 'html' : 'plain'}`,
      };
    },
  },
  {
    name: 'pdf-filler-before-lure',
    build(rng) {
      const size = rng.logInt(10_000, 2_000_000);
      const lines = filler(size, rng).match(/.{1,90}/g) ?? [];
      const pdf = (withFiller: boolean): Uint8Array =>
        wrap(multipart('mixed', [DOCUMENT_NOTE, attachment('notice.pdf', 'application/pdf', textPdf([...(withFiller ? lines : []), ...LURE_LINES]))]));
      return { bytes: pdf(true), control: pdf(false), kind: 'cut', watch: ['content_credential_request'], note: `filler=${size}` };
    },
  },
  {
    name: 'pdf-inflated-whitespace-lure',
    build(rng) {
      const spaces = rng.pick([1, 8, 64, 70]) * 1024 * 1024;
      const make = (count: number): Uint8Array =>
        wrap(multipart('mixed', [DOCUMENT_NOTE, attachment('notice.pdf', 'application/pdf', whitespaceLurePdf(count))]));
      return { bytes: make(spaces), control: make(0), kind: 'cut', watch: ['content_credential_request'], note: `spaces=${spaces}` };
    },
  },
  {
    name: 'ooxml-gt-in-attribute',
    build(rng) {
      const target = 'https://templates.mail-verify-account.top/invoice.dotm';
      const trick = rng.pick(['Name="a>b"', 'Note="x>y>z"', "Comment='>'"]);
      const rels = (extra: string): string =>
        relationships([]).replace(
          '</Relationships>',
          `<Relationship Id="rId9" ${extra} Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="${target}" TargetMode="External"/></Relationships>`,
        );
      const make = (extra: string): Uint8Array =>
        wrap(
          multipart('mixed', [
            DOCUMENT_NOTE,
            attachment(
              'invoice.docx',
              'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              docx({
                'word/_rels/settings.xml.rels': rels(extra),
                'word/settings.xml':
                  '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:attachedTemplate r:id="rId9" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"/></w:settings>',
              }),
            ),
          ]),
        );
      return { bytes: make(trick), control: make(''), kind: 'evasion', watch: ['attachment_office_external_ref'], note: trick };
    },
  },
  {
    name: 'rtf-objdata-inner-group',
    build(rng) {
      const hex = '02ce020000000000c000000000000046';
      const cut = rng.int(2, hex.length - 2);
      const group = rng.pick(['{\\*\\x}', '{\\*\\bkmkstart a}', '{}']);
      const make = (data: string): Uint8Array => wrap(multipart('mixed', [DOCUMENT_NOTE, attachment('invoice.rtf', 'application/rtf', rtfWithObject(data))]));
      return {
        bytes: make(`${hex.slice(0, cut)}${group}${hex.slice(cut)}`),
        control: make(hex),
        kind: 'evasion',
        watch: ['attachment_office_external_ref', 'attachment_executable', 'attachment_office_macro'],
        note: `group=${group} at=${cut}`,
      };
    },
  },
  {
    name: 'css-media-hidden',
    build(rng) {
      const query = rng.pick(['@media all', '@media screen', '@media (min-width:0)', '@supports (display:none)']);
      const make = (style: string): Uint8Array => wrap(html(htmlLure(style, 'x')));
      return { bytes: make(`${query}{.x{display:none}}`), control: make('.x{display:none}'), kind: 'evasion', watch: ['content_hidden_text'], note: query };
    },
  },
  {
    name: 'unicode-homograph-host',
    build(rng) {
      const host = rng.pick(['pаypal.com', 'miсrosoft.com', 'аpple.com', 'gооgle.com']);
      const path = rng.pick(['/login', '/signin?x=1', '']);
      const make = (shown: string): Uint8Array => wrap(plain(`Your account is on hold.\n\nConfirm your details at ${shown}${path} today.\n\nSupport`));
      return {
        bytes: make(host),
        control: make(`https://${domainToASCII(host)}`),
        kind: 'evasion',
        watch: ['link_idn_homograph', 'link_domain_lookalike'],
        note: `host=${host}`,
      };
    },
  },
  {
    name: 'windows-1252-lure',
    build(rng) {
      const text = `\u201cYour mailbox password expires today\u201d \u2013 verify your account now \u2026 or your email will be suspended.\n\nSign in: https://mail-verify-account.top/owa/login.php\n\n\u20ac0 fee \u2022 IT Helpdesk`;
      const cp1252: Record<string, number> = { '\u201c': 0x93, '\u201d': 0x94, '\u2013': 0x96, '\u2026': 0x85, '\u20ac': 0x80, '\u2022': 0x95 };
      const bytes = Uint8Array.from([...text], (char) => cp1252[char] ?? char.charCodeAt(0));
      const label = rng.pick(['windows-1252', 'cp1252', 'iso-8859-1', 'us-ascii']);
      const part = {
        headers: [`Content-Type: text/plain; charset=${label}`, 'Content-Transfer-Encoding: 8bit'],
        body: new TextDecoder('latin1').decode(bytes),
      };
      // The builder writes the message as UTF-8; the raw bytes of the part are put back after.
      const message = new TextDecoder('latin1').decode(wrap({ headers: part.headers, body: '\u0000BODY\u0000' })).replace('\u0000BODY\u0000', part.body);
      return { bytes: latin1Bytes(message), control: wrap(plain(text)), kind: 'evasion', note: `charset=${label}` };
    },
  },
  {
    name: 'html-unknown-entities',
    build(rng) {
      const entity = rng.pick(['&ZeroWidthSpace;', '&NegativeMediumSpace;', '&shy;', '&#8203;', '&zwnj;', '&InvisibleTimes;']);
      const split = (text: string): string => text.replace(/\b(\w)(\w+)/g, `$1${entity}$2`);
      const make = (transform: (text: string) => string): Uint8Array =>
        wrap(
          html(
            `<html><body>${LURE_LINES.map((line) => `<p>${transform(line.replace(/https:\S+/, ''))}</p>`).join('')}<p><a href="https://mail-verify-account.top/owa/login.php">${transform('Sign in')}</a></p></body></html>`,
          ),
        );
      return { bytes: make(split), control: make((text) => text), kind: 'evasion', note: `entity=${entity}` };
    },
  },
  {
    name: 'date-digit-spaces',
    build(rng) {
      const spaces = rng.logInt(100, 65_000);
      const field = rng.pick(['Date', 'Received', 'Resent-Date']);
      const value = field === 'Received' ? `from x by y; 1${' '.repeat(spaces)}x` : `1${' '.repeat(spaces)}x`;
      const message = new TextDecoder()
        .decode(wrap(plain('Hello, the figures are attached.')))
        .replace(/^Date: .*$/m, (line) => (field === 'Date' ? `Date: ${value}` : `${line}\r\n${field}: ${value}`));
      return { bytes: utf8(message), note: `field=${field} spaces=${spaces}` };
    },
  },
  {
    name: 'deep-multipart',
    build(rng) {
      const depth = rng.logInt(2, 400);
      const rfc822 = rng.chance(0.3);
      let entity: Entity = plain(LURE);
      for (let level = 0; level < depth; level++) {
        entity =
          rfc822 && level % 2 === 1
            ? {
                headers: ['Content-Type: message/rfc822'],
                body: `From: a@b.example\r\nSubject: fwd ${level}\r\nMIME-Version: 1.0\r\n${entity.headers.join('\r\n')}\r\n\r\n${entity.body}`,
              }
            : multipart('mixed', [entity]);
      }
      return { bytes: wrap(entity), note: `depth=${depth}${rfc822 ? ' rfc822' : ''}` };
    },
  },
  {
    name: 'many-parts',
    build(rng) {
      const parts = rng.logInt(10, 20_000);
      const each = Array.from({ length: parts }, (_, i) => plain(`part ${i}`));
      return { bytes: wrap(multipart('mixed', each)), note: `parts=${parts}` };
    },
  },
  {
    name: 'huge-header-count',
    build(rng) {
      const count = rng.logInt(50, 100_000);
      const name = rng.pick(['X-Filler', 'Received', 'DKIM-Signature', 'To', 'Subject']);
      const line = name === 'Received' ? 'Received: from a.example (a.example [192.0.2.1]) by b.example; Thu, 19 Nov 2026 10:00:00 +0100' : `${name}: v=1; a=b`;
      const headers = Array.from({ length: Math.min(count, Math.floor((MESSAGE_LIMIT - 8192) / (line.length + 2))) }, () => line);
      return { bytes: wrap(plain('Hello, the figures are attached.'), 'Figures', headers), note: `${name} x${headers.length}` };
    },
  },
  {
    name: 'long-header',
    build(rng) {
      const size = rng.logInt(1000, 300_000);
      const kind = rng.pick(['encoded-words', 'folded', 'addresses', 'plain']);
      const value =
        kind === 'encoded-words'
          ? Array.from({ length: Math.ceil(size / 20) }, () => '=?UTF-8?B?w6k=?=').join(' ')
          : kind === 'folded'
            ? Array.from({ length: Math.ceil(size / 10) }, () => 'word word').join('\r\n ')
            : kind === 'addresses'
              ? Array.from({ length: Math.ceil(size / 16) }, (_, i) => `u${i}@example.net`).join(', ')
              : 'x'.repeat(size);
      const field = kind === 'addresses' ? 'Cc' : 'Subject';
      return { bytes: wrap(plain('Hello.'), 'x', [`X-Fuzz: 1`, `${field === 'Cc' ? 'Cc' : 'Thread-Topic'}: ${value}`]), note: `${kind} bytes=${size}` };
    },
  },
  {
    name: 'zip-lying-sizes',
    build(rng) {
      const bytes = lyingZip(rng);
      return { bytes: wrap(multipart('mixed', [DOCUMENT_NOTE, attachment('documents.zip', 'application/zip', bytes)])), note: `zip=${bytes.length}B` };
    },
  },
  {
    name: 'zip-nested',
    build(rng) {
      const depth = rng.logInt(1, 200);
      return { bytes: wrap(multipart('mixed', [DOCUMENT_NOTE, attachment('documents.zip', 'application/zip', nestedZip(depth))])), note: `depth=${depth}` };
    },
  },
  {
    name: 'gzip-lying-header',
    build(rng) {
      const bytes = lyingGzip(rng);
      return { bytes: wrap(multipart('mixed', [DOCUMENT_NOTE, attachment('invoice.gz', 'application/gzip', bytes)])), note: `gzip=${bytes.length}B` };
    },
  },
  {
    name: 'iso-lying-header',
    build(rng) {
      const bytes = lyingIso(rng);
      return {
        bytes: wrap(multipart('mixed', [DOCUMENT_NOTE, attachment('invoice.iso', 'application/x-iso9660-image', bytes)])),
        note: `iso=${bytes.length}B`,
      };
    },
  },
  {
    name: 'pdf-many-objects',
    build(rng) {
      const count = rng.logInt(10, 200_000);
      const objects = [
        '<< /Type /Catalog /Pages 2 0 R >>',
        `<< /Type /Pages /Kids [${Array.from({ length: Math.min(count, 2000) }, (_, i) => `${i + 3} 0 R`).join(' ')}] /Count ${count} >>`,
      ];
      const page = `<< /Type /Page /Parent 2 0 R /Annots [<< /Subtype /Link /A << /S /URI /URI (https://mail-verify-account.top/${'a'.repeat(rng.int(1, 40))}) >> >>] >>`;
      const body =
        objects.map((object, i) => `${i + 1} 0 obj\n${object}\nendobj\n`).join('') +
        Array.from({ length: count }, (_, i) => `${i + 3} 0 obj\n${page}\nendobj\n`).join('');
      const pdf = latin1Bytes(`%PDF-1.7\n${body.slice(0, MESSAGE_LIMIT * 0.7)}trailer\n<< /Root 1 0 R >>\n%%EOF\n`);
      return { bytes: wrap(multipart('mixed', [DOCUMENT_NOTE, attachment('notice.pdf', 'application/pdf', pdf)])), note: `objects=${count}` };
    },
  },
  {
    name: 'pdf-nested-filters',
    build(rng) {
      const layers = rng.logInt(1, 64);
      let data: Uint8Array = latin1Bytes(`BT (${LURE_LINES[2]}) Tj ET`);
      for (let layer = 0; layer < layers; layer++) data = zlibSync(data);
      const filters = Array.from({ length: layers }, () => '/FlateDecode').join(' ');
      const pdf = contentPdf('', { dictionary: '' });
      const text = new TextDecoder('latin1')
        .decode(pdf)
        .replace('<< /Length 0 >>', `<< /Length ${data.length} /Filter [${filters}] >>`)
        .replace('stream\n\nendstream', `stream\n${new TextDecoder('latin1').decode(data)}\nendstream`);
      return { bytes: wrap(multipart('mixed', [DOCUMENT_NOTE, attachment('notice.pdf', 'application/pdf', latin1Bytes(text))])), note: `layers=${layers}` };
    },
  },
  {
    name: 'html-deep-tags',
    build(rng) {
      const depth = rng.logInt(100, 1_000_000);
      const tag = rng.pick(['div', 'table', 'a href="https://mail-verify-account.top/x"', 'span style="display:none"', 'font']);
      const name = tag.split(' ')[0]!;
      const markup = `<html><body>${`<${tag}>`.repeat(depth)}${LURE}${`</${name}>`.repeat(rng.chance(0.5) ? depth : 0)}</body></html>`;
      return { bytes: wrap(rawPart('text/html; charset=utf-8', '8bit', markup.slice(0, MESSAGE_LIMIT - 8192))), note: `<${name}> depth=${depth}` };
    },
  },
  {
    name: 'many-links',
    build(rng) {
      const count = rng.logInt(10, 200_000);
      const inHtml = rng.chance(0.5);
      const url = (i: number): string => `https://h${i % 5000}.mail-verify-account.top/p/${i}?u=ana@example.net`;
      const text = inHtml
        ? `<html><body>${Array.from({ length: count }, (_, i) => `<a href="${url(i)}">https://paypal.com/${i}</a>`).join(' ')}</body></html>`
        : Array.from({ length: count }, (_, i) => url(i)).join('\n');
      return {
        bytes: wrap(rawPart(inHtml ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8', '8bit', text.slice(0, MESSAGE_LIMIT - 8192))),
        note: `links=${count} ${inHtml ? 'html' : 'plain'}`,
      };
    },
  },
  {
    name: 'css-many-rules',
    build(rng) {
      const rules = rng.logInt(10, 200_000);
      const elements = rng.logInt(10, 100_000);
      const selector = rng.pick(['class', 'descendant', 'attribute', 'media']);
      const rule = (i: number): string =>
        selector === 'class'
          ? `.c${i}{color:red}`
          : selector === 'descendant'
            ? `div div span.c${i} > p{display:none}`
            : selector === 'attribute'
              ? `[data-x^="a${i}"]{visibility:hidden}`
              : `@media all{.c${i}{font-size:0}}`;
      const style = Array.from({ length: rules }, (_, i) => rule(i))
        .join('\n')
        .slice(0, MESSAGE_LIMIT / 2);
      const body = Array.from({ length: elements }, (_, i) => `<div class="c${i % rules} c${(i * 7) % rules}" data-x="a${i}"><span>word${i % 97}</span></div>`)
        .join('')
        .slice(0, MESSAGE_LIMIT / 2 - 8192);
      return {
        bytes: wrap(
          rawPart(
            'text/html; charset=utf-8',
            '8bit',
            `<html><head><style>${style}</style></head><body>${body}<p>${LURE_LINES.join('</p><p>')}</p></body></html>`,
          ),
        ),
        note: `${selector} rules=${rules} elements=${elements}`,
      };
    },
  },
  {
    name: 'pathological-tokens',
    build(rng) {
      const unit = rng.pick([
        'a.',
        'a-',
        '1.',
        'x@',
        '.',
        'www.',
        'http://a',
        'a@b.',
        '%',
        '&#',
        '=?',
        '::',
        'xn--',
        '\\',
        '/.',
        'a_',
        '0x',
        '+1 ',
        '(1',
        'IBAN ',
        'bc1q',
      ]);
      const count = rng.logInt(100, Math.floor((MESSAGE_LIMIT - 16_384) / unit.length));
      const inHtml = rng.chance(0.4);
      const run = unit.repeat(count);
      const text = inHtml ? `<html><body><p>${run}</p><a href="${run.slice(0, 100_000)}">x</a></body></html>` : `${LURE}\r\n${run}\r\n`;
      return {
        bytes: wrap(rawPart(inHtml ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8', '8bit', text)),
        note: `${JSON.stringify(unit)} x${count} ${inHtml ? 'html' : 'plain'}`,
      };
    },
  },
  {
    name: 'address-headers',
    build(rng) {
      const size = rng.logInt(100, 60_000);
      const kind = rng.pick(['comments', 'quotes', 'angles', 'groups', 'addresses', 'encoded']);
      const value =
        kind === 'comments'
          ? `${'('.repeat(size / 2)}x${')'.repeat(size / 2)} <a@example.org>`
          : kind === 'quotes'
            ? `${'"a\\"'.repeat(size / 4)}" <a@example.org>`
            : kind === 'angles'
              ? `${'<'.repeat(size)}a@example.org${'>'.repeat(rng.chance(0.5) ? size : 0)}`
              : kind === 'groups'
                ? `${'g:'.repeat(size / 2)}a@example.org;`
                : kind === 'addresses'
                  ? Array.from({ length: Math.floor(size / 16) }, (_, i) => `u${i}@ex${i}.example`).join(',')
                  : `${'=?UTF-8?Q?a?= '.repeat(size / 14)}<a@example.org>`;
      const field = rng.pick(['From', 'Reply-To', 'To', 'Sender', 'Return-Path']);
      const message = new TextDecoder().decode(wrap(plain('Hello, the figures are attached.')));
      const replaced = new RegExp(`^${field}: .*$`, 'm').test(message)
        ? message.replace(new RegExp(`^${field}: .*$`, 'm'), () => `${field}: ${value}`)
        : message.replace(/^Subject: /m, () => `${field}: ${value}\r\nSubject: `);
      return { bytes: utf8(replaced), note: `${field} ${kind} ${size}B` };
    },
  },
  {
    name: 'many-received',
    build(rng) {
      const count = rng.logInt(10, 499);
      const length = rng.logInt(60, 60_000);
      const hop = (i: number): string =>
        `Received: from h${i}.example (h${i}.example [192.0.2.${i % 250}]) by mx${i}.example with ESMTPS id ${'x'.repeat(Math.max(1, length - 110))}; Thu, 19 Nov 2026 10:${String(i % 60).padStart(2, '0')}:00 +0100`;
      return {
        bytes: wrap(
          plain('Hello, the figures are attached.'),
          'Figures',
          Array.from({ length: count }, (_, i) => hop(i)),
        ),
        note: `hops=${count} length=${length}`,
      };
    },
  },
  {
    name: 'pdf-reference-cycles',
    build(rng) {
      const kind = rng.pick(['kids', 'parent', 'prev', 'length', 'objstm', 'names']);
      const objects =
        kind === 'kids'
          ? ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>', '<< /Type /Pages /Kids [2 0 R] /Parent 2 0 R /Count 1 >>']
          : kind === 'parent'
            ? [
                '<< /Type /Catalog /Pages 2 0 R >>',
                '<< /Type /Pages /Kids [3 0 R] /Count 1 /Parent 3 0 R >>',
                '<< /Type /Page /Parent 2 0 R /Annots [3 0 R] /A 3 0 R >>',
              ]
            : kind === 'length'
              ? ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Length 3 0 R >>\nstream\nBT (x) Tj ET\nendstream', '4 0 R', '3 0 R']
              : kind === 'objstm'
                ? ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /ObjStm /N 1000000 /First 0 /Extends 2 0 R /Length 3 >>\nstream\n2 0\nendstream']
                : kind === 'names'
                  ? [
                      '<< /Type /Catalog /Names << /JavaScript 2 0 R >> >>',
                      '<< /Kids [2 0 R 2 0 R] /Names [(a) 3 0 R] >>',
                      '<< /S /JavaScript /JS (app.alert(1)) /Next 3 0 R >>',
                    ]
                  : ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
      const copies = rng.logInt(1, 20_000);
      const body = objects.map((object, i) => `${i + 1} 0 obj\n${object}\nendobj\n`).join('');
      const trailer =
        kind === 'prev'
          ? Array.from(
              { length: Math.min(copies, 50_000) },
              (_, i) => `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Root 1 0 R /Prev ${i % 2 === 0 ? 9 : 0} /Size 3 >>\nstartxref\n9\n`,
            ).join('')
          : 'trailer\n<< /Root 1 0 R >>\n';
      const pdf = latin1Bytes(`%PDF-1.7\n${body.repeat(kind === 'prev' ? 1 : Math.min(copies, 2000))}${trailer}%%EOF\n`);
      return { bytes: wrap(multipart('mixed', [DOCUMENT_NOTE, attachment('notice.pdf', 'application/pdf', pdf)])), note: `${kind} x${copies}` };
    },
  },
  {
    name: 'ole-directory-cycle',
    build(rng) {
      const file = Buffer.from(ole({ WordDocument: new Uint8Array(4096), 'Macros/VBA/dir': new Uint8Array(600), 'Macros/PROJECT': utf8('ID="{1}"') }));
      // Directory entries are 128 bytes; left sibling at 68, right at 72, child at 76. Point one at itself or at the root.
      const sectorShift = file.readUInt16LE(30);
      const directory = (file.readUInt32LE(48) + 1) << sectorShift;
      const entries = Math.min(8, Math.floor((file.length - directory) / 128));
      const entry = rng.int(0, Math.max(0, entries - 1));
      const field = rng.pick([68, 72, 76]);
      file.writeUInt32LE(rng.pick([entry, 0, 1]), directory + entry * 128 + field);
      if (rng.chance(0.3)) file.writeUInt32LE(file.readUInt32LE(0x4c) /* first FAT sector */, 0x30); // directory starts in the FAT
      return {
        bytes: wrap(multipart('mixed', [DOCUMENT_NOTE, attachment('invoice.doc', 'application/msword', new Uint8Array(file))])),
        note: `entry=${entry} field=${field}`,
      };
    },
  },
  {
    name: 'many-attachments',
    build(rng) {
      const count = rng.logInt(5, 300);
      const kinds = [
        (): Entity => attachment('a.docx', 'application/octet-stream', docx()),
        (): Entity => attachment('a.pdf', 'application/pdf', textPdf(['Invoice'], 'https://mail-verify-account.top/x')),
        (): Entity => attachment('a.zip', 'application/zip', zip({ 'a.txt': 'a' })),
        (): Entity => attachment('a.txt', 'text/plain', 'hello'),
      ];
      const parts = Array.from({ length: count }, () => rng.pick(kinds)());
      return { bytes: wrap(multipart('mixed', [DOCUMENT_NOTE, ...parts])), note: `attachments=${count}` };
    },
  },
];

/** Ordinary messages to mutate when the corpus is absent: a lure, a newsletter, and one with every attachment kind. */
export function baseMessages(): readonly { readonly name: string; readonly bytes: Uint8Array }[] {
  return [
    {
      name: 'base:lure',
      bytes: wrap(
        multipart('alternative', [
          plain(LURE),
          html(`<html><body>${LURE_LINES.map((line) => `<p>${line.replace(/(https:\S+)/, '<a href="$1">$1</a>')}</p>`).join('')}</body></html>`),
        ]),
      ),
    },
    {
      name: 'base:newsletter',
      bytes: wrap(
        multipart('alternative', [
          plain(filler(3000, new Rng(7))),
          html(`<html><body><p>${filler(6000, new Rng(7))}</p><a href="https://news.example.com/read">Read more</a></body></html>`),
        ]),
        'November news',
      ),
    },
    {
      name: 'base:attachments',
      bytes: wrap(
        multipart('mixed', [
          DOCUMENT_NOTE,
          attachment('code.jpg', 'image/jpeg', progressiveJpeg(200, 3)),
          attachment('invoice.pdf', 'application/pdf', textPdf(LURE_LINES, 'https://mail-verify-account.top/owa/login.php')),
          attachment('invoice.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', docx()),
          attachment('docs.zip', 'application/zip', zip({ 'readme.txt': 'see inside', 'setup.exe': join('MZ', new Uint8Array(64)) })),
          attachment('invoice.gz', 'application/gzip', new Uint8Array(Buffer.from('1f8b0800000000000003cb48cdc9c95728cf2fca49e102002d3b08af0c000000', 'hex'))),
          attachment('disk.iso', 'application/x-iso9660-image', isoImage(['README.TXT', 'SETUP.EXE'])),
        ]),
      ),
    },
  ];
}
