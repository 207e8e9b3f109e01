// ISO 9660 disk images: the names in the root directory, from the Joliet tree when present
// (UTF-16 long names) or the primary one. Only the root is listed: droppers put their LNK or
// executable there, beside a decoy, so that it shows when the image is mounted.

import { startsWith, u16, u32 } from './bytes.ts';
import type { InspectionLimits } from './limits.ts';

export interface IsoListing {
  /** Root entries (files and directories), version suffix `;1` removed. */
  readonly names: readonly string[];
  /** More entries than the limit, or a damaged directory. */
  readonly truncated: boolean;
}

const SECTOR = 2048;
const FIRST_DESCRIPTOR = 16 * SECTOR;
const CD001 = [0x43, 0x44, 0x30, 0x30, 0x31];
const MAX_DESCRIPTORS = 16;
/** Joliet supplementary descriptors declare UCS-2 with one of these escape sequences at offset 88. */
const JOLIET_ESCAPES = ['%/@', '%/C', '%/E'];

/** The root listing, or undefined when the bytes hold no ISO 9660 volume descriptor. */
export function listIso(bytes: Uint8Array, limits: InspectionLimits): IsoListing | undefined {
  let primary = -1;
  let joliet = -1;
  for (let index = 0; index < MAX_DESCRIPTORS; index++) {
    const at = FIRST_DESCRIPTOR + index * SECTOR;
    if (at + SECTOR > bytes.length || !startsWith(bytes, CD001, at + 1)) break;
    const type = bytes[at]!;
    if (type === 255) break;
    if (type === 1 && primary === -1) primary = at;
    if (type === 2 && JOLIET_ESCAPES.includes(String.fromCharCode(bytes[at + 88]!, bytes[at + 89]!, bytes[at + 90]!))) joliet = at;
  }
  const descriptor = joliet !== -1 ? joliet : primary;
  if (descriptor === -1) return undefined;
  const blockSize = u16(bytes, descriptor + 128) || SECTOR;
  const root = descriptor + 156;
  const extent = u32(bytes, root + 2) * blockSize;
  const length = u32(bytes, root + 10);
  return readDirectory(bytes, extent, length, joliet !== -1, limits);
}

function readDirectory(bytes: Uint8Array, start: number, length: number, utf16: boolean, limits: InspectionLimits): IsoListing {
  const names: string[] = [];
  const end = Math.min(bytes.length, start + length);
  if (start >= bytes.length) return { names, truncated: true };
  let at = start;
  while (at < end) {
    const recordLength = bytes[at]!;
    if (recordLength === 0) {
      // Records never cross a sector: a zero length means the rest of this sector is padding.
      at = (Math.floor((at - start) / SECTOR) + 1) * SECTOR + start;
      continue;
    }
    const nameLength = bytes[at + 32]!;
    const name = utf16 ? utf16be(bytes, at + 33, nameLength) : String.fromCharCode(...bytes.subarray(at + 33, at + 33 + nameLength));
    // The first two records are the directory itself and its parent (names 0x00 and 0x01).
    if (nameLength > 1 || (name !== '\0' && name !== '\u0001')) {
      if (names.length >= limits.maxEntries) return { names, truncated: true };
      names.push(name.replace(/;\d+$/, '').replace(/\.$/, ''));
    }
    at += recordLength;
  }
  return { names, truncated: false };
}

function utf16be(bytes: Uint8Array, start: number, length: number): string {
  let out = '';
  for (let index = 0; index + 1 < length; index += 2) out += String.fromCharCode((bytes[start + index]! << 8) | bytes[start + index + 1]!);
  return out;
}
