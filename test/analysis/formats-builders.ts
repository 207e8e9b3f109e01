// Builds attachment files byte by byte for the format and attachments tests: ZIPs (with
// fflate, or written by hand when a header must say something fflate would not write), OLE
// compound files (with cfb), PDFs as text (and PDFs drawing a QR code as an image), a PE stub,
// an ISO 9660 image, HTML, RTF and ICS.

import CFB from 'cfb';
import { strToU8, zipSync, zlibSync } from 'fflate';
import QRCode from 'qrcode';

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

export function join(...parts: readonly (Uint8Array | string)[]): Uint8Array {
  const chunks = parts.map((part) => (typeof part === 'string' ? latin1Bytes(part) : part));
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** A string of byte values 0–255, one per character (PDF and binary headers). */
export function latin1Bytes(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);
}

/** A deflated ZIP of the given files. */
/**
 * One fixed modification time for every archive entry, in local-time fields as ZIP stores it:
 * fflate's default, the current time, would make a message's bytes change from run to run.
 */
const ZIP_TIME = new Date(2025, 0, 15, 9, 30, 0);

export function zip(files: Readonly<Record<string, Uint8Array | string>>): Uint8Array {
  const input: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(files)) input[name] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(input, { mtime: ZIP_TIME });
}

export interface StoredEntry {
  readonly name: string;
  readonly data: Uint8Array;
  /** Set general-purpose flag bit 0 (the entry claims encryption). */
  readonly encrypted?: boolean;
  /** The uncompressed size to declare instead of the real one (a bomb's lie). */
  readonly declaredSize?: number;
}

/** A ZIP of stored entries whose local and central headers are written here, field by field. */
export function storedZip(entries: readonly StoredEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = utf8(entry.name);
    const flags = (entry.encrypted ? 1 : 0) | 0x800;
    const size = entry.declaredSize ?? entry.data.length;
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, flags, true);
    local.setUint32(18, entry.data.length, true);
    local.setUint32(22, size, true);
    local.setUint16(26, name.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(8, flags, true);
    central.setUint32(20, entry.data.length, true);
    central.setUint32(24, size, true);
    central.setUint16(28, name.length, true);
    central.setUint32(42, offset, true);
    const localBytes = join(new Uint8Array(local.buffer), name, entry.data);
    locals.push(localBytes);
    centrals.push(join(new Uint8Array(central.buffer), name));
    offset += localBytes.length;
  }
  const directory = join(...centrals);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directory.length, true);
  end.setUint32(16, offset, true);
  return join(...locals, directory, new Uint8Array(end.buffer));
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export function relationships(items: readonly { type: string; target: string; external?: boolean }[]): string {
  const rows = items.map(
    (item, index) => `<Relationship Id="rId${index + 1}" Type="${REL}/${item.type}" Target="${item.target}"${item.external ? ' TargetMode="External"' : ''}/>`,
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rows.join('')}</Relationships>`;
}

/** A minimal word-processing package; `extra` adds or replaces parts. */
export function docx(extra: Readonly<Record<string, Uint8Array | string>> = {}): Uint8Array {
  return zip({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': relationships([{ type: 'officeDocument', target: 'word/document.xml' }]),
    'word/document.xml':
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Quarterly figures</w:t></w:r></w:p></w:body></w:document>',
    'word/_rels/document.xml.rels': relationships([{ type: 'styles', target: 'styles.xml' }]),
    ...extra,
  });
}

/** An OLE compound file with the given streams (paths with `/`), and optionally a root class id. */
export function ole(streams: Readonly<Record<string, Uint8Array>>, rootClassId?: string): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [path, content] of Object.entries(streams)) CFB.utils.cfb_add(container, path, content);
  if (rootClassId !== undefined) container.FileIndex[0]!.clsid = rootClassId;
  return new Uint8Array(CFB.write(container, { type: 'array' }) as Uint8Array);
}

/**
 * MS-OVBA compression (2.4.1.3.1), greedy: each position takes the longest match the copy
 * token's width allows within its chunk, so the output has literals and copy tokens; a chunk
 * that would not shrink is written raw.
 */
export function ovbaCompress(data: Uint8Array): Uint8Array {
  const out: number[] = [0x01];
  for (let start = 0; start < data.length; start += 4096) {
    const end = Math.min(data.length, start + 4096);
    const body: number[] = [];
    for (let at = start; at < end;) {
      const flagAt = body.length;
      body.push(0);
      for (let bit = 0; bit < 8 && at < end; bit++) {
        const produced = at - start;
        let bits = 4;
        while (bits < 12 && 1 << bits < produced) bits++;
        const maxLength = Math.min((0xffff >>> bits) + 3, end - at);
        let best = { length: 0, offset: 0 };
        for (let offset = 1; offset <= produced; offset++) {
          let length = 0;
          while (length < maxLength && data[at + length] === data[at + length - offset]) length++;
          if (length > best.length) best = { length, offset };
        }
        if (best.length >= 3) {
          const token = ((best.offset - 1) << (16 - bits)) | (best.length - 3);
          body.push(token & 0xff, token >> 8);
          body[flagAt]! |= 1 << bit;
          at += best.length;
        } else {
          body.push(data[at]!);
          at++;
        }
      }
    }
    if (body.length > 4096) out.push(0xff, 0x3f, ...data.subarray(start, end));
    else out.push((body.length - 1) & 0xff, (((body.length - 1) >> 8) & 0x0f) | 0xb0, ...body);
  }
  return Uint8Array.from(out);
}

export interface VbaModule {
  readonly name: string;
  readonly source: string;
  /** Bytes standing for the compiled p-code before the source (the `dir` stream records where the source starts). */
  readonly pcode?: number;
}

/**
 * The streams of a VBA project under `storage` (`VBA` in a vbaProject.bin, `Macros/VBA` in a
 * Word 97 file, `_VBA_PROJECT_CUR/VBA` in an Excel one): the compressed `dir` stream with a
 * module record per module ([MS-OVBA] 2.3.4.2), and each module's stream, p-code then source.
 */
export function vbaStreams(modules: readonly VbaModule[], storage = 'VBA'): Record<string, Uint8Array> {
  const u32 = (n: number): number[] => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
  const record = (id: number, data: readonly number[]): number[] => [id & 0xff, id >> 8, ...u32(data.length), ...data];
  const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
  const utf16 = (text: string): number[] => [...text].flatMap((char) => [char.charCodeAt(0), 0]);
  const dir = [
    ...record(0x0001, u32(1)),
    ...record(0x0002, u32(0x409)),
    ...record(0x0014, u32(0x409)),
    ...record(0x0003, [0xe4, 0x04]),
    ...record(0x0004, ascii('Project')),
    ...record(0x0005, []),
    ...record(0x0040, []),
    ...record(0x0006, []),
    ...record(0x003d, []),
    ...record(0x0007, u32(0)),
    ...record(0x0008, u32(0)),
    0x09,
    0x00,
    ...u32(4),
    ...u32(0x5fbf9b4a),
    0x11,
    0x00,
    ...record(0x000c, []),
    ...record(0x003c, []),
    ...record(0x000f, [modules.length, 0]),
    ...record(0x0013, [0xff, 0xff]),
  ];
  const streams: Record<string, Uint8Array> = {};
  for (const module of modules) {
    const pcode = module.pcode ?? 0;
    dir.push(
      ...record(0x0019, ascii(module.name)),
      ...record(0x0047, utf16(module.name)),
      ...record(0x001a, ascii(module.name)),
      ...record(0x0032, utf16(module.name)),
      ...record(0x001c, []),
      ...record(0x0048, []),
      ...record(0x0031, u32(pcode)),
      ...record(0x001e, u32(0)),
      ...record(0x002c, [0xff, 0xff]),
      ...record(0x0021, []),
      ...record(0x002b, []),
    );
    const source = latin1Bytes(`Attribute VB_Name = "${module.name}"\r\n${module.source}`);
    streams[`${storage}/${module.name}`] = join(new Uint8Array(pcode).fill(0xcc), ovbaCompress(source));
  }
  dir.push(...record(0x0010, []));
  streams[`${storage}/dir`] = ovbaCompress(Uint8Array.from(dir));
  streams[`${storage}/_VBA_PROJECT`] = Uint8Array.of(0xcc, 0x61, 0xff, 0xff, 0x00, 0x00, 0x00);
  return streams;
}

/** A vbaProject.bin holding the given modules. */
export function vbaProject(modules: readonly VbaModule[]): Uint8Array {
  return ole({
    PROJECT: latin1Bytes(
      `ID="{8D1E3B7A-4C2F-49E0-A6B5-1F7C3D9E2A48}"\r\n${modules.map((module) => `Module=${module.name}`).join('\r\n')}\r\nName="Project"\r\n`,
    ),
    ...vbaStreams(modules),
  });
}

/** A macro-enabled package (.docm, or .xlsm with `part` `xl/vbaProject.bin`) whose VBA project holds the modules. */
export function macroPackage(modules: readonly VbaModule[], text = 'Quarterly figures', part = 'word/vbaProject.bin'): Uint8Array {
  return docx({
    'word/document.xml': `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    'word/_rels/document.xml.rels': relationships([{ type: 'vbaProject', target: 'vbaProject.bin' }]),
    [part]: vbaProject(modules),
  });
}

/** BIFF8 records: each `[type, payload]` written as type, length, payload; an EOF record closes. */
export function biff(records: readonly (readonly [number, readonly number[]])[]): Uint8Array {
  const bytes: number[] = [];
  for (const [type, payload] of [...records, [0x000a, []] as const]) bytes.push(type & 0xff, type >> 8, payload.length & 0xff, payload.length >> 8, ...payload);
  return Uint8Array.from(bytes);
}

/** An `Ole10Native` stream packaging a file under `label`. */
export function ole10Native(label: string): Uint8Array {
  const body = join(Uint8Array.of(2, 0), label, Uint8Array.of(0), `C:\\Temp\\${label}`, Uint8Array.of(0), Uint8Array.of(0, 0, 3, 0));
  const size = new DataView(new ArrayBuffer(4));
  size.setUint32(0, body.length, true);
  return join(new Uint8Array(size.buffer), body);
}

/** A PDF written as text: the objects given, a catalog first, an xref-less trailer. */
export function pdf(objects: readonly string[], trailer = '<< /Root 1 0 R >>'): Uint8Array {
  const body = objects.map((object, index) => `${index + 1} 0 obj\n${object}\nendobj\n`).join('');
  return latin1Bytes(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${body}trailer\n${trailer}\n%%EOF\n`);
}

/** A content stream showing `lines` from the top of the page down, in font `/F1`. */
function showLines(lines: readonly string[]): string {
  return `BT /F1 11 Tf 50 790 Td 15 TL ${lines.map((line) => `(${line.replace(/[()\\]/g, '\\$&')}) '`).join(' ')} ET`;
}

/** A one-page PDF with the given lines of text and, optionally, one link annotation. */
export function textPdf(lines: readonly string[], uri?: string): Uint8Array {
  const stream = showLines(lines);
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R${uri === undefined ? '' : ' /Annots [6 0 R]'} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    ...(uri === undefined ? [] : [`<< /Type /Annot /Subtype /Link /Rect [50 600 300 620] /Border [0 0 0] /A << /S /URI /URI (${uri}) >> >>`]),
  ]);
}

/** A PDF whose one page shows `content` (a content stream), deflated when asked; `extra` adds objects after it. */
export function contentPdf(content: string, options: { deflate?: boolean; dictionary?: string; extra?: readonly string[] } = {}): Uint8Array {
  const data = options.deflate === true ? zlibSync(latin1Bytes(content)) : latin1Bytes(content);
  const dictionary = `<< /Length ${data.length}${options.deflate === true ? ' /Filter /FlateDecode' : ''}${options.dictionary ?? ''} >>`;
  const head = latin1Bytes(
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>\nendobj\n' +
      `4 0 obj\n${dictionary}\nstream\n`,
  );
  const extra = (options.extra ?? []).map((object, index) => `${index + 5} 0 obj\n${object}\nendobj\n`).join('');
  return join(head, data, latin1Bytes(`\nendstream\nendobj\n${extra}trailer\n<< /Root 1 0 R >>\n%%EOF\n`));
}

/**
 * A PDF whose page shows `lines` of text above one image XObject (object 5): `entries` follow
 * `/Subtype /Image`, `data` is its stream; `extra` adds objects from 6.
 */
export function imagePdf(entries: string, data: Uint8Array, extra: readonly string[] = [], lines: readonly string[] = []): Uint8Array {
  const content = `${lines.length === 0 ? '' : `${showLines(lines)} `}q 200 0 0 200 50 380 cm /Im0 Do Q`;
  const head = latin1Bytes(
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
      '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>\nendobj\n' +
      `4 0 obj\n<< /Length ${content.length} >>\nstream\n${content}\nendstream\nendobj\n` +
      `5 0 obj\n<< /Type /XObject /Subtype /Image ${entries} /Length ${data.length} >>\nstream\n`,
  );
  const rest = extra.map((object, index) => `${index + 6} 0 obj\n${object}\nendobj\n`).join('');
  return join(head, data, latin1Bytes(`\nendstream\nendobj\n${rest}trailer\n<< /Root 1 0 R >>\n%%EOF\n`));
}

/** A QR code of `text` as one grey byte per pixel (0 dark, 255 light), `scale` pixels per module, with a quiet zone of `margin` modules. */
export function qrGrey(text: string, scale: number, margin = 4): { readonly side: number; readonly pixels: Uint8Array } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (qr.modules.size + margin * 2) * scale;
  const pixels = new Uint8Array(side * side);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - margin;
      const col = Math.floor(x / scale) - margin;
      const dark = row >= 0 && col >= 0 && row < qr.modules.size && col < qr.modules.size && qr.modules.get(row, col) === 1;
      pixels[y * side + x] = dark ? 0 : 255;
    }
  }
  return { side, pixels };
}

/** Rows of `stride` bytes filtered as PNG does, each row with the filter `y % 5` (None, Sub, Up, Average, Paeth in turn). */
export function pngPredicted(rows: Uint8Array, stride: number, pixelBytes: number): Uint8Array {
  const height = rows.length / stride;
  const out = new Uint8Array(height * (stride + 1));
  const at = (y: number, x: number): number => (y < 0 || x < 0 ? 0 : rows[y * stride + x]!);
  for (let y = 0; y < height; y++) {
    const filter = y % 5;
    out[y * (stride + 1)] = filter;
    for (let x = 0; x < stride; x++) {
      const left = at(y, x - pixelBytes);
      const up = at(y - 1, x);
      const upLeft = at(y - 1, x - pixelBytes);
      const estimate = left + up - upLeft;
      const paeth =
        Math.abs(estimate - left) <= Math.abs(estimate - up) && Math.abs(estimate - left) <= Math.abs(estimate - upLeft)
          ? left
          : Math.abs(estimate - up) <= Math.abs(estimate - upLeft)
            ? up
            : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter]!;
      out[y * (stride + 1) + 1 + x] = (at(y, x) - predicted) & 0xff;
    }
  }
  return out;
}

/** Grey pixels packed one bit each, rows padded to a byte, 1 where the pixel is light. */
export function packBits(pixels: Uint8Array, width: number): Uint8Array {
  const stride = Math.ceil(width / 8);
  const height = pixels.length / width;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (pixels[y * width + x]! >= 128) out[y * stride + (x >> 3)]! |= 0x80 >> (x & 7);
  return out;
}

/** A PDF whose objects 2.. live in a deflated object stream. */
export function pdfWithObjectStream(hidden: readonly string[]): Uint8Array {
  let offsets = '';
  let content = '';
  hidden.forEach((object, index) => {
    offsets += `${index + 3} ${content.length} `;
    content += `${object}\n`;
  });
  const data = zlibSync(latin1Bytes(offsets + content));
  const head = latin1Bytes(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 3 0 R >>\nendobj\n2 0 obj\n<< /Type /ObjStm /N ${hidden.length} /First ${offsets.length} /Filter /FlateDecode /Length ${data.length} >>\nstream\n`,
  );
  return join(head, data, latin1Bytes('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'));
}

/** A Windows shortcut (.lnk): the shell-link header and CLSID, a relative path, then its arguments. */
export function shortcut(target: string, args: string): Uint8Array {
  const header = new Uint8Array(76);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x4c, true);
  header.set([0x01, 0x14, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0xc0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x46], 4);
  view.setUint32(20, 0x00000020 | 0x00000008 | 0x00000080, true); // HasRelativePath | HasArguments | IsUnicode
  view.setUint32(60, 7, true); // SW_SHOWMINNOACTIVE
  const utf16 = (text: string): Uint8Array => {
    const out = new Uint8Array(2 + text.length * 2);
    new DataView(out.buffer).setUint16(0, text.length, true);
    for (let i = 0; i < text.length; i += 1) new DataView(out.buffer).setUint16(2 + i * 2, text.charCodeAt(i), true);
    return out;
  };
  return join(header, utf16(target), utf16(args));
}

/** The first bytes of a Windows program: `MZ`, `e_lfanew` = 0x40, then the `PE\0\0` signature. */
export function peStub(): Uint8Array {
  const bytes = new Uint8Array(256);
  bytes.set([0x4d, 0x5a]);
  bytes[0x3c] = 0x40;
  bytes.set([0x50, 0x45, 0, 0, 0x4c, 0x01], 0x40);
  return bytes;
}

export const JPEG = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9);

/** An ISO 9660 image with one primary volume and the given root file names (content empty). */
export function isoImage(names: readonly string[]): Uint8Array {
  const sector = 2048;
  const image = new Uint8Array(20 * sector);
  const pvd = 16 * sector;
  image[pvd] = 1;
  image.set(latin1Bytes('CD001'), pvd + 1);
  image[pvd + 6] = 1;
  new DataView(image.buffer).setUint16(pvd + 128, sector, true);
  const rootExtent = 18;
  const writeRecord = (at: number, name: Uint8Array, extent: number, length: number, directory: boolean): number => {
    const size = 33 + name.length + (name.length % 2 === 0 ? 1 : 0);
    image[at] = size;
    new DataView(image.buffer).setUint32(at + 2, extent, true);
    new DataView(image.buffer).setUint32(at + 10, length, true);
    image[at + 25] = directory ? 2 : 0;
    image[at + 32] = name.length;
    image.set(name, at + 33);
    return at + size;
  };
  writeRecord(pvd + 156, Uint8Array.of(0), rootExtent, sector, true);
  const terminator = 17 * sector;
  image[terminator] = 255;
  image.set(latin1Bytes('CD001'), terminator + 1);
  let at = rootExtent * sector;
  at = writeRecord(at, Uint8Array.of(0), rootExtent, sector, true);
  at = writeRecord(at, Uint8Array.of(1), rootExtent, sector, true);
  for (const name of names) at = writeRecord(at, latin1Bytes(`${name};1`), 19, 0, false);
  return image;
}

export const SMUGGLING_HTML = `<!DOCTYPE html><html><body><p>Loading your document…</p><script>
var data = "${'TVqQAAMAAAAEAAAA//8AALgAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAA4fug4AtAnNIbgBTM0hVGhpcyBwcm9ncmFt'.repeat(60)}";
var bytes = Uint8Array.from(atob(data), function (c) { return c.charCodeAt(0); });
var blob = new Blob([bytes], { type: "application/octet-stream" });
var link = document.createElement("a");
link.href = URL.createObjectURL(blob);
link.download = "Invoice_2291.iso";
document.body.appendChild(link);
link.click();
</script></body></html>`;

export const PLAIN_HTML = '<!DOCTYPE html><html><head><title>Receipt</title></head><body><h1>Receipt 2291</h1><p>Thank you for your order.</p></body></html>';

/** An RTF document with one embedded object whose data is `hex`. */
export function rtfWithObject(hex: string, controls = ''): Uint8Array {
  return latin1Bytes(
    `{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}\\pard Quarterly report\\par{\\object\\objemb${controls}{\\*\\objclass Equation.3}{\\*\\objdata 01050000020000000b000000\n${hex}\n0000}}}`,
  );
}

export const PLAIN_RTF = latin1Bytes('{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}\\pard Quarterly report: revenue grew 4%.\\par}');

/** An invitation as calendar clients write it. */
export function ics(organizer: string | undefined, extra = ''): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Example Corp//Calendar 3.2//EN',
    'VERSION:2.0',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    'UID:8d1c2f3a-4b5e-4c6d-9e8f-001122334455',
    'DTSTAMP:20240305T101500Z',
    'DTSTART:20240312T090000Z',
    'DTEND:20240312T093000Z',
    'SUMMARY:Budget review',
    ...(organizer === undefined ? [] : [`ORGANIZER;CN=Organiser:mailto:${organizer}`]),
    'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:bo@example.net',
    ...(extra === '' ? [] : [extra]),
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export function base64(bytes: Uint8Array | string): string {
  return Buffer.from(typeof bytes === 'string' ? utf8(bytes) : bytes)
    .toString('base64')
    .replace(/.{76}/g, '$&\r\n');
}
