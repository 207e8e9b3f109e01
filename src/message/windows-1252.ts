// windows-1252 decoding that does not depend on the Node release: some releases' TextDecoder
// read 0x80–0x9F as C1 controls (latin1) instead of € ‚ ƒ „ … ’ “ ” – —, which changed the
// words of every undeclared or latin1-labelled body with the patch version. iconv-lite's
// table is fixed; the five bytes windows-1252 leaves undefined (0x81 0x8D 0x8F 0x90 0x9D)
// become the C1 control of the same value, as the WHATWG decoder has them.

import { isAscii } from 'node:buffer';
import iconv from 'iconv-lite';

export function decodeWindows1252(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // ASCII reads the same in every single-byte table, and most bodies are ASCII: the native decoder is several times faster.
  if (isAscii(bytes)) return buffer.toString('latin1');
  const text = iconv.decode(buffer, 'windows-1252');
  if (!text.includes('\ufffd')) return text;
  // One character per byte: the replacement at index i stands for bytes[i].
  let out = '';
  for (let index = 0; index < text.length; index++) {
    out += text[index] === '\ufffd' ? String.fromCharCode(bytes[index]!) : text[index]!;
  }
  return out;
}
