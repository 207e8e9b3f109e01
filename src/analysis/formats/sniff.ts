// The real type of a file from its first bytes (and, for disk images, a few fixed offsets).
// A compact magic table of our own rather than `file-type`, whose API is asynchronous and
// stream-based: the area needs a synchronous answer on a buffer, for the handful of types that
// decide what a recipient's computer does with the file. ZIP and OLE are refined by the caller
// from their listings (OOXML, JAR, APK, ODF; MSI, Outlook message).

import type { FileKind } from '../knowledge/file-types.ts';
import { indexOfAscii, latin1, startsWith, u16, u32 } from './bytes.ts';

interface Magic {
  readonly kind: FileKind;
  readonly bytes: readonly number[];
  readonly offset?: number;
}

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

/** Fixed signatures at fixed offsets, checked in order. */
const MAGICS: readonly Magic[] = [
  { kind: 'elf', bytes: [0x7f, 0x45, 0x4c, 0x46] },
  { kind: 'macho', bytes: [0xfe, 0xed, 0xfa, 0xce] },
  { kind: 'macho', bytes: [0xfe, 0xed, 0xfa, 0xcf] },
  { kind: 'macho', bytes: [0xce, 0xfa, 0xed, 0xfe] },
  { kind: 'macho', bytes: [0xcf, 0xfa, 0xed, 0xfe] },
  { kind: 'lnk', bytes: [0x4c, 0x00, 0x00, 0x00, 0x01, 0x14, 0x02, 0x00] },
  { kind: 'ole', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  // OneNote section: the file-format GUID {7B5C52E4-D88C-4DA7-AEB1-5378D02996D3}.
  { kind: 'onenote', bytes: [0xe4, 0x52, 0x5c, 0x7b, 0x8c, 0xd8, 0xa7, 0x4d, 0xae, 0xb1, 0x53, 0x78, 0xd0, 0x29, 0x96, 0xd3] },
  { kind: 'chm', bytes: ascii('ITSF') },
  { kind: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { kind: 'zip', bytes: [0x50, 0x4b, 0x05, 0x06] },
  { kind: 'zip', bytes: [0x50, 0x4b, 0x07, 0x08] },
  { kind: '7z', bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c] },
  { kind: 'rar', bytes: ascii('Rar!\x1a\x07') },
  { kind: 'gzip', bytes: [0x1f, 0x8b] },
  { kind: 'bzip2', bytes: ascii('BZh') },
  { kind: 'xz', bytes: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00] },
  { kind: 'zstd', bytes: [0x28, 0xb5, 0x2f, 0xfd] },
  { kind: 'cab', bytes: ascii('MSCF\0\0\0\0') },
  { kind: 'vhdx', bytes: ascii('vhdxfile') },
  { kind: 'vhd', bytes: ascii('conectix') },
  { kind: 'tar', bytes: ascii('ustar'), offset: 257 },
  { kind: 'rtf', bytes: ascii('{\\rt') },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'gif', bytes: ascii('GIF8') },
  { kind: 'tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { kind: 'tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { kind: 'webp', bytes: ascii('WEBP'), offset: 8 },
  { kind: 'heic', bytes: ascii('ftypheic'), offset: 4 },
  { kind: 'heic', bytes: ascii('ftypmif1'), offset: 4 },
];

/** ISO 9660 and UDF volume descriptors start at sector 16 (of 2048 bytes), or later on some writers. */
const VOLUME_DESCRIPTOR_OFFSETS = [0x8001, 0x8801, 0x9001];
const VOLUME_IDS = [ascii('CD001'), ascii('BEA01'), ascii('NSR02'), ascii('NSR03')];
/** How much of a text file is read to tell HTML, SVG and iCalendar apart. */
const TEXT_HEAD = 2048;
const HTML_TAG = /<(?:!doctype\s+html|html|head|body|script|iframe|meta|form|frameset|title)[\s>/]/;

/** The real type of `bytes`, or `unknown`. */
export function sniff(bytes: Uint8Array): FileKind {
  if (isPe(bytes)) return 'pe';
  if (startsWith(bytes, [0xca, 0xfe, 0xba, 0xbe])) return bytes.length >= 8 && u32be(bytes, 4) < 0x30 ? 'macho' : 'java_class';
  for (const magic of MAGICS) if (startsWith(bytes, magic.bytes, magic.offset ?? 0)) return magic.kind;
  if (bytes[0] === 0x23 && bytes[1] === 0x21) return 'shebang';
  if (isDiskImage(bytes)) return isoOrImg(bytes);
  if (isBmp(bytes)) return 'bmp';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length > 6 && bytes[4]! > 0 && bytes[5] === 0) return 'ico';
  if (bytes.length >= 512 && startsWith(bytes, ascii('koly'), bytes.length - 512)) return 'dmg';
  if (bytes.length >= 512 && startsWith(bytes, ascii('conectix'), bytes.length - 512)) return 'vhd';
  if (indexOfAscii(bytes, '%PDF-', 0, 1024) !== -1) return 'pdf';
  return textKind(bytes);
}

function u32be(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
}

/** `MZ`, then the `PE\0\0` header where `e_lfanew` says (a stub cut before it still counts). */
function isPe(bytes: Uint8Array): boolean {
  if (bytes.length < 64 || bytes[0] !== 0x4d || bytes[1] !== 0x5a) return false;
  const header = u32(bytes, 0x3c);
  if (header + 4 > bytes.length) return header < 0x10000;
  return startsWith(bytes, [0x50, 0x45, 0x00, 0x00], header);
}

function isDiskImage(bytes: Uint8Array): boolean {
  for (const offset of VOLUME_DESCRIPTOR_OFFSETS) for (const id of VOLUME_IDS) if (startsWith(bytes, id, offset)) return true;
  return isFatOrNtfsVolume(bytes);
}

function isoOrImg(bytes: Uint8Array): FileKind {
  return isFatOrNtfsVolume(bytes) && !VOLUME_DESCRIPTOR_OFFSETS.some((offset) => startsWith(bytes, ascii('CD001'), offset)) ? 'img' : 'iso';
}

/** A FAT or NTFS boot sector: the 55 AA mark and the file-system name where the format puts it. */
function isFatOrNtfsVolume(bytes: Uint8Array): boolean {
  if (bytes.length < 1024 || bytes[510] !== 0x55 || bytes[511] !== 0xaa) return false;
  return (
    startsWith(bytes, ascii('NTFS    '), 3) ||
    startsWith(bytes, ascii('FAT1'), 54) ||
    startsWith(bytes, ascii('FAT32'), 82) ||
    startsWith(bytes, ascii('EXFAT   '), 3)
  );
}

/** `BM`, the file size field plausible, the reserved fields zero: plain text rarely starts so. */
function isBmp(bytes: Uint8Array): boolean {
  return bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d && u16(bytes, 6) === 0 && u16(bytes, 8) === 0 && u32(bytes, 10) < bytes.length + 1;
}

/** HTML, SVG and iCalendar by their opening text (UTF-8, latin1 or UTF-16 with a byte-order mark). */
function textKind(bytes: Uint8Array): FileKind {
  const head = textHead(bytes);
  if (head === undefined) return 'unknown';
  const start = head.trimStart();
  if (start.startsWith('begin:vcalendar')) return 'ics';
  if (/^<svg[\s>]/.test(skipProlog(start))) return 'svg';
  if (HTML_TAG.test(head)) return 'html';
  return 'unknown';
}

/** Skips an XML declaration, comments and a doctype before the root element (a few of each at most). */
function skipProlog(text: string): string {
  let rest = text;
  for (let step = 0; step < 8; step++) {
    const comment = rest.startsWith('<!--');
    if (!comment && !rest.startsWith('<?') && !rest.startsWith('<!doctype')) break;
    const close = comment ? rest.indexOf('-->') + 3 : rest.indexOf('>') + 1;
    if (close <= 0) break;
    rest = rest.slice(close).trimStart();
  }
  return rest;
}

function textHead(bytes: Uint8Array): string | undefined {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const decoder = new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be');
    return decoder.decode(bytes.subarray(2, Math.min(bytes.length, TEXT_HEAD * 2))).toLowerCase();
  }
  const end = Math.min(bytes.length, TEXT_HEAD);
  for (let index = 0; index < Math.min(end, 512); index++) if (bytes[index] === 0) return undefined;
  return latin1(bytes, bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0, end).toLowerCase();
}
