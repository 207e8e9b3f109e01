// PDF string objects: literal `( … )` with escapes and balanced parentheses, and hex `< … >`,
// decoded to text (UTF-16BE when they start with a byte-order mark, PDFDocEncoding read as latin1).

/** Strings longer than this are cut: no URI or file name an inspector needs is longer. */
const MAX_STRING = 4096;

export interface PdfString {
  readonly value: string;
  /** The offset just after the string. */
  readonly end: number;
}

/** Reads the string object starting at `text[at]` (`(` or `<`), or undefined when there is none. */
export function readPdfString(text: string, at: number): PdfString | undefined {
  const raw = readPdfBytes(text, at);
  return raw === undefined ? undefined : { value: decodeTextString(raw.value), end: raw.end };
}

/** The string object at `text[at]` as its bytes, one per character, not decoded as text (binary strings: colour tables). */
export function readPdfBytes(text: string, at: number): PdfString | undefined {
  const open = text[at];
  if (open === '(') return readLiteral(text, at + 1);
  if (open === '<' && text[at + 1] !== '<') return readHex(text, at + 1);
  return undefined;
}

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };

function readLiteral(text: string, start: number): PdfString | undefined {
  let out = '';
  let depth = 0;
  const limit = Math.min(text.length, start + MAX_STRING * 2);
  for (let at = start; at < limit; at++) {
    const char = text[at]!;
    if (char === '\\') {
      const next = text[at + 1] ?? '';
      if (next >= '0' && next <= '7') {
        let digits = next;
        while (digits.length < 3 && text[at + 1 + digits.length]! >= '0' && text[at + 1 + digits.length]! <= '7') digits += text[at + 1 + digits.length];
        out += String.fromCharCode(parseInt(digits, 8) & 0xff);
        at += digits.length;
      } else if (next === '\r' || next === '\n') {
        at += next === '\r' && text[at + 2] === '\n' ? 2 : 1;
      } else {
        out += ESCAPES[next] ?? next;
        at += 1;
      }
    } else if (char === '(') {
      depth++;
      out += char;
    } else if (char === ')') {
      if (depth === 0) return { value: out.slice(0, MAX_STRING), end: at + 1 };
      depth--;
      out += char;
    } else {
      out += char;
    }
  }
  return undefined;
}

function readHex(text: string, start: number): PdfString | undefined {
  const close = text.indexOf('>', start);
  if (close === -1 || close - start > MAX_STRING * 2) return undefined;
  const digits = text.slice(start, close).replace(/[^0-9A-Fa-f]/g, '');
  let out = '';
  for (let index = 0; index < digits.length; index += 2) out += String.fromCharCode(parseInt(digits.slice(index, index + 2).padEnd(2, '0'), 16));
  return { value: out, end: close + 1 };
}

/** PDF text strings: UTF-16BE after FE FF, otherwise one byte per character. */
function decodeTextString(raw: string): string {
  if (raw.charCodeAt(0) !== 0xfe || raw.charCodeAt(1) !== 0xff) return raw;
  let out = '';
  for (let index = 2; index + 1 < raw.length; index += 2) out += String.fromCharCode((raw.charCodeAt(index) << 8) | raw.charCodeAt(index + 1));
  return out;
}
