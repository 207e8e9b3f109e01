// A check of an OLE compound file's directory before `cfb` reads it: the entries' left, right
// and child links must form a tree. `cfb` follows them without noting where it has been, so a
// sibling link back to an entry it has seen (12 KB of .doc found by `npm run fuzz`) keeps it
// building paths for seconds and gigabytes until an array outgrows its limit.

import { u16, u32 } from './bytes.ts';

const NO_ENTRY = 0xffffffff;
const ENTRY_BYTES = 128;
/** Header fields ([MS-CFB] 2.2): sector shift, FAT sector count, first directory sector, DIFAT start and count, the 109 DIFAT entries. */
const SECTOR_SHIFT = 30;
const FIRST_DIRECTORY_SECTOR = 48;
const FIRST_DIFAT_SECTOR = 68;
const DIFAT_SECTORS = 72;
const HEADER_DIFAT = 76;
const HEADER_DIFAT_ENTRIES = 109;
/** Directory entry fields: left sibling, right sibling, child. */
const LINKS = [68, 72, 76] as const;

/**
 * False when some directory entry is reached twice from the root (a cycle, or two parents);
 * true otherwise, including files too damaged to tell, which `cfb` itself refuses or reads.
 */
export function oleDirectoryIsTree(bytes: Uint8Array): boolean {
  if (bytes.length < 512) return true;
  const shift = u16(bytes, SECTOR_SHIFT);
  if (shift !== 9 && shift !== 12) return true;
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const sectors = Math.floor(bytes.length / sectorSize) - 1;
  const offset = (sector: number): number => (sector + 1) * sectorSize;
  const inFile = (sector: number): boolean => sector < sectors && offset(sector) + sectorSize <= bytes.length;

  // The FAT's own sectors: the header's DIFAT entries, then the DIFAT chain, each step bounded by the file.
  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES; i++) {
    const sector = u32(bytes, HEADER_DIFAT + i * 4);
    if (inFile(sector)) fatSectors.push(sector);
  }
  let difat = u32(bytes, FIRST_DIFAT_SECTOR);
  for (let count = Math.min(u32(bytes, DIFAT_SECTORS), sectors); count > 0 && inFile(difat); count--) {
    for (let i = 0; i < perSector - 1; i++) {
      const sector = u32(bytes, offset(difat) + i * 4);
      if (inFile(sector)) fatSectors.push(sector);
    }
    difat = u32(bytes, offset(difat) + (perSector - 1) * 4);
  }
  const next = (sector: number): number => {
    const fat = fatSectors[Math.floor(sector / perSector)];
    return fat === undefined ? NO_ENTRY : u32(bytes, offset(fat) + (sector % perSector) * 4);
  };

  // The directory stream's sectors, along the FAT; a chain that loops ends where it loops.
  const directory: number[] = [];
  const seenSectors = new Set<number>();
  for (let sector = u32(bytes, FIRST_DIRECTORY_SECTOR); inFile(sector) && !seenSectors.has(sector); sector = next(sector)) {
    seenSectors.add(sector);
    directory.push(sector);
  }
  const perDirectorySector = sectorSize / ENTRY_BYTES;
  const entries = directory.length * perDirectorySector;
  const entryAt = (id: number): number => offset(directory[Math.floor(id / perDirectorySector)]!) + (id % perDirectorySector) * ENTRY_BYTES;
  if (entries === 0) return true;

  // Every entry reachable from the root's child, each at most once.
  const reached = new Set<number>([0]);
  const pending = [u32(bytes, entryAt(0) + 76)];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === NO_ENTRY || id >= entries) continue;
    if (reached.has(id)) return false;
    reached.add(id);
    for (const link of LINKS) pending.push(u32(bytes, entryAt(id) + link));
  }
  return true;
}
