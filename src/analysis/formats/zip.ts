// ZIP archives: the central directory is listed before anything is inflated (names, sizes,
// methods, encryption flags), bombs are refused by declared ratio and total, and single entries
// are inflated on demand, only as far as the caller needs.

import { u16, u32, u64, utf8OrLatin1, latin1 } from './bytes.ts';
import { inflateBounded } from './inflate.ts';
import type { InspectionLimits } from './limits.ts';

export interface ZipEntry {
  readonly name: string;
  /** 0 stored, 8 deflate; anything else is not inflated here. */
  readonly method: number;
  /** General-purpose flag bit 0: the entry is encrypted (ZipCrypto or AES). */
  readonly encrypted: boolean;
  readonly directory: boolean;
  readonly compressedSize: number;
  /** The size the archive declares for the entry once inflated (may lie; never trusted for allocation). */
  readonly size: number;
  readonly localHeaderOffset: number;
}

export interface ZipListing {
  readonly entries: readonly ZipEntry[];
  /** More entries than `maxEntries`, or no central directory (entries found by scanning local headers). */
  readonly truncated: boolean;
  /** The declared sizes describe a decompression bomb: refuse to inflate anything. */
  readonly bomb: boolean;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const END64_LOCATOR = 0x07064b50;
const END64 = 0x06064b50;
/** The end record is 22 bytes followed by a comment of at most 65,535. */
const END_SEARCH = 22 + 65_535;
/** An entry this small is never a bomb whatever its ratio (runs of zeros compress 1000:1). */
const RATIO_FLOOR_BYTES = 1_048_576;

/** The archive's listing, or undefined when the bytes are not a ZIP archive. */
export function listZip(bytes: Uint8Array, limits: InspectionLimits): ZipListing | undefined {
  const end = findEnd(bytes);
  const listing = end === undefined ? scanLocalHeaders(bytes, limits) : readCentral(bytes, end, limits);
  if (listing === undefined) return undefined;
  return { ...listing, bomb: isBomb(listing.entries, limits) };
}

interface EndRecord {
  readonly count: number;
  readonly offset: number;
}

function findEnd(bytes: Uint8Array): EndRecord | undefined {
  const stop = Math.max(0, bytes.length - END_SEARCH);
  for (let at = bytes.length - 22; at >= stop; at--) {
    if (bytes[at] !== 0x50 || u32(bytes, at) !== END) continue;
    let count = u16(bytes, at + 10);
    let offset = u32(bytes, at + 16);
    const locator = at - 20;
    if ((count === 0xffff || offset === 0xffffffff) && locator >= 0 && u32(bytes, locator) === END64_LOCATOR) {
      const end64 = u64(bytes, locator + 8);
      if (end64 + 56 <= bytes.length && u32(bytes, end64) === END64) {
        count = u64(bytes, end64 + 32);
        offset = u64(bytes, end64 + 48);
      }
    }
    return { count, offset };
  }
  return undefined;
}

function readCentral(bytes: Uint8Array, end: EndRecord, limits: InspectionLimits): Omit<ZipListing, 'bomb'> | undefined {
  const entries: ZipEntry[] = [];
  let at = end.offset;
  // Self-extracting or prefixed archives shift every offset; the first central header tells by how much.
  if (u32(bytes, at) !== CENTRAL || at + 46 > bytes.length) return scanLocalHeaders(bytes, limits);
  while (at + 46 <= bytes.length && u32(bytes, at) === CENTRAL) {
    if (entries.length >= limits.maxEntries) return { entries, truncated: true };
    const flags = u16(bytes, at + 8);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const name = flags & 0x800 ? utf8OrLatin1(nameBytes) : latin1(nameBytes);
    let compressedSize = u32(bytes, at + 20);
    let size = u32(bytes, at + 24);
    let localHeaderOffset = u32(bytes, at + 42);
    ({ compressedSize, size, localHeaderOffset } = zip64Sizes(bytes, at + 46 + nameLength, extraLength, { compressedSize, size, localHeaderOffset }));
    entries.push({
      name,
      method: u16(bytes, at + 10),
      encrypted: (flags & 1) === 1,
      directory: name.endsWith('/'),
      compressedSize,
      size,
      localHeaderOffset,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, truncated: entries.length < end.count && entries.length < limits.maxEntries };
}

interface Sizes {
  readonly compressedSize: number;
  readonly size: number;
  readonly localHeaderOffset: number;
}

/** Values saturated at 0xFFFFFFFF live in the ZIP64 extra field (id 1), in a fixed order. */
function zip64Sizes(bytes: Uint8Array, start: number, length: number, sizes: Sizes): Sizes {
  if (sizes.size !== 0xffffffff && sizes.compressedSize !== 0xffffffff && sizes.localHeaderOffset !== 0xffffffff) return sizes;
  const end = Math.min(bytes.length, start + length);
  for (let at = start; at + 4 <= end;) {
    const id = u16(bytes, at);
    const fieldLength = u16(bytes, at + 2);
    if (id === 1) {
      let cursor = at + 4;
      const next = (value: number): number => {
        if (value !== 0xffffffff || cursor + 8 > end) return value;
        const wide = u64(bytes, cursor);
        cursor += 8;
        return wide;
      };
      const size = next(sizes.size);
      const compressedSize = next(sizes.compressedSize);
      return { size, compressedSize, localHeaderOffset: next(sizes.localHeaderOffset) };
    }
    at += 4 + fieldLength;
  }
  return sizes;
}

/** Without a usable central directory, entries are found by walking the local headers. */
function scanLocalHeaders(bytes: Uint8Array, limits: InspectionLimits): Omit<ZipListing, 'bomb'> | undefined {
  if (bytes.length < 30 || u32(bytes, 0) !== LOCAL) return undefined;
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at + 30 <= bytes.length && u32(bytes, at) === LOCAL) {
    if (entries.length >= limits.maxEntries) break;
    const flags = u16(bytes, at + 6);
    const compressedSize = u32(bytes, at + 18);
    const nameLength = u16(bytes, at + 26);
    const extraLength = u16(bytes, at + 28);
    const nameBytes = bytes.subarray(at + 30, at + 30 + nameLength);
    const name = flags & 0x800 ? utf8OrLatin1(nameBytes) : latin1(nameBytes);
    entries.push({
      name,
      method: u16(bytes, at + 8),
      encrypted: (flags & 1) === 1,
      directory: name.endsWith('/'),
      compressedSize,
      size: u32(bytes, at + 22),
      localHeaderOffset: at,
    });
    // With a data descriptor (bit 3) the sizes are not known here: the walk cannot go on.
    if (flags & 0x8) return { entries, truncated: true };
    at += 30 + nameLength + extraLength + compressedSize;
  }
  // The walk is complete when it ends where a (damaged) central directory or the data ends.
  const ended = at + 4 > bytes.length || u32(bytes, at) === CENTRAL;
  return { entries, truncated: !ended || entries.length >= limits.maxEntries };
}

function isBomb(entries: readonly ZipEntry[], limits: InspectionLimits): boolean {
  let declared = 0;
  for (const entry of entries) {
    declared += entry.size;
    if (entry.size > RATIO_FLOOR_BYTES && entry.size > entry.compressedSize * limits.maxRatio) return true;
  }
  return declared > limits.maxInflatedBytes * limits.maxRatio;
}

export interface EntryContent {
  readonly bytes: Uint8Array;
  /** False when only a prefix was produced (`maxOut` reached) or the data was damaged. */
  readonly complete: boolean;
}

/**
 * The entry's bytes, at most `maxOut` of them; undefined for encrypted entries, methods other
 * than stored and deflate, and entries whose local header is missing.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, maxOut: number): EntryContent | undefined {
  if (entry.encrypted || (entry.method !== 0 && entry.method !== 8)) return undefined;
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== LOCAL) return undefined;
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  const data = bytes.subarray(start, Math.min(bytes.length, start + entry.compressedSize));
  if (entry.method === 0) {
    const cut = Math.min(data.length, maxOut);
    return { bytes: data.subarray(0, cut), complete: cut === entry.compressedSize };
  }
  const inflated = inflateBounded(data, maxOut, 'raw');
  return { bytes: inflated.bytes, complete: inflated.complete && !inflated.corrupt };
}

/** The last path segment of an entry name (archives use `/`, some Windows tools `\`). */
export function entryBaseName(name: string): string {
  const cut = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
  return cut === -1 ? name : name.slice(cut + 1);
}
