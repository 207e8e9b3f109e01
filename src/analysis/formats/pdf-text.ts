// The text a PDF page shows: the strings of the text-showing operators (`Tj`, `TJ`, `'`, `"`) of
// one decoded content stream, in stream order, with a space or a line break where the text
// moves. Codes are read as the standard Latin encodings (WinAnsi, PDFDocEncoding): documents
// whose fonts use their own encodings or two-byte glyph codes (CID fonts, many subsets) show
// codes, not letters, and give nothing: strings holding control characters are dropped.

import { decodeWindows1252 } from '../../message/windows-1252.ts';
import type { HeadAndTail } from '../text/head-and-tail.ts';
import { readPdfString } from './pdf-strings.ts';

/** Kerning in `TJ` arrays, in thousandths of a text unit, wider than this is a word space. */
const WORD_GAP = 200;
/** Parts of one `TJ` array kept: a line's worth many times over; padding beyond is dropped. */
const MAX_ARRAY = 4096;
// Octal escapes and hex strings give raw codes; 0x80-0x9f are WinAnsi punctuation (’ “ ” – €).
const C1 = /[\u0080-\u009f]/g;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const NAME = /[^\s/()<>[\]{}%]*/y;
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)/y;
const OPERATOR = /[A-Za-z'"*]+/y;

/** Appends the text shown by `stream` to `out`, which keeps its beginning and its end. */
export function showTextOf(stream: string, out: HeadAndTail): void {
  // Text operators read one operand, `Td` its last number: only the last operand is kept.
  let last: string | number | undefined;
  let array: (string | number)[] | undefined;
  const show = (text: string): void => {
    if (CONTROL.test(text)) return;
    out.push(text.replace(C1, (char) => decodeWindows1252(Uint8Array.of(char.charCodeAt(0)))));
  };
  const separate = (separator: string): void => {
    if (out.last !== '' && !/\s$/.test(out.last)) show(separator);
  };
  for (let at = 0; at < stream.length;) {
    const code = stream.charCodeAt(at);
    if (code === 0x28 || (code === 0x3c && stream.charCodeAt(at + 1) !== 0x3c)) {
      const string = readPdfString(stream, at);
      if (string === undefined) return;
      if (array === undefined) last = string.value;
      else if (array.length < MAX_ARRAY) array.push(string.value);
      at = string.end;
    } else if (code === 0x3c) {
      at += 2; // a dictionary (marked-content properties), not a string
    } else if (code === 0x2f) {
      NAME.lastIndex = at + 1;
      NAME.test(stream);
      at = NAME.lastIndex;
    } else if (code === 0x5b) {
      array = [];
      at++;
    } else if (code === 0x5d) {
      if (array !== undefined) last = array.map((part) => (typeof part === 'number' ? (part < -WORD_GAP ? ' ' : '') : part)).join('');
      array = undefined;
      at++;
    } else if (code === 0x25) {
      const end = stream.indexOf('\n', at);
      at = end === -1 ? stream.length : end + 1;
    } else if ((code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2b || code === 0x2e) {
      NUMBER.lastIndex = at;
      const number = NUMBER.exec(stream);
      const value = number === null ? 0 : Number(number[0]);
      if (array === undefined) last = value;
      else if (array.length < MAX_ARRAY) array.push(value);
      at = number === null ? at + 1 : NUMBER.lastIndex;
    } else if (((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) || code === 0x27 || code === 0x22 || code === 0x2a) {
      OPERATOR.lastIndex = at;
      const operator = OPERATOR.exec(stream)![0];
      at = OPERATOR.lastIndex;
      // Inline image data is binary and may hold anything, parentheses included.
      if (operator === 'BI') {
        const end = stream.indexOf('EI', at);
        at = end === -1 ? stream.length : end + 2;
      }
      apply(operator, last, show, separate);
      last = undefined;
    } else {
      at++;
    }
  }
}

function apply(operator: string, last: string | number | undefined, show: (text: string) => void, separate: (separator: string) => void): void {
  switch (operator) {
    case 'Tj':
    case 'TJ':
      if (typeof last === 'string') show(last);
      return;
    case "'":
    case '"':
      separate('\n');
      if (typeof last === 'string') show(last);
      return;
    case 'Td':
    case 'TD':
      // A move along the line is a gap between words; any vertical move starts a new line.
      separate(last === 0 ? ' ' : '\n');
      return;
    case 'T*':
    case 'Tm':
    case 'ET':
      separate('\n');
      return;
  }
}
