// The source of a VBA project's modules ([MS-OVBA] 2.3.4): each `VBA` storage has a compressed
// `dir` stream whose module records name each module's stream and the offset at which its
// compressed source starts (after the compiled p-code). Bounded in modules and in decompressed
// bytes; a `dir` or module that cannot be read marks the project truncated instead of throwing.

import { latin1, u16, u32 } from './bytes.ts';
import { decompressOvba } from './ovba.ts';

export interface VbaSource {
  /** Each module's source (latin1: the indicators are ASCII), in `dir` order. */
  readonly modules: readonly string[];
  /** A `dir` stream or a module could not be read in full, or the allowance was reached. */
  readonly truncated: boolean;
  /** Decompressed bytes, `dir` streams and modules together. */
  readonly decompressed: number;
}

/** Modules read per project. */
const MAX_MODULES = 500;
/** `dir` record ids ([MS-OVBA] 2.3.4.2). */
const PROJECT_VERSION = 0x0009;
const MODULE_NAME = 0x0019;
const MODULE_STREAM_NAME = 0x001a;
const MODULE_STREAM_NAME_UNICODE = 0x0032;
const MODULE_OFFSET = 0x0031;
const MODULE_TERMINATOR = 0x002b;
const DIR_TERMINATOR = 0x0010;
/** PROJECTVERSION's size field says 4, but 6 bytes follow (major u32, minor u16). */
const PROJECT_VERSION_BYTES = 6;
const DIR_SUFFIX = '/vba/dir';

interface ModuleRecord {
  stream: string;
  offset: number;
}

/**
 * Reads every VBA project among a compound file's streams (keyed by their full path, lower
 * case): a `…/VBA/dir` stream and its sibling module streams. Decompresses at most
 * `maxBytes`, `dir` streams and modules together.
 */
export function readVbaSource(streams: ReadonlyMap<string, Uint8Array>, maxBytes: number): VbaSource {
  const modules: string[] = [];
  let truncated = false;
  let allowance = maxBytes;
  const read = new Set<string>();
  for (const [path, dirStream] of streams) {
    if (!path.endsWith(DIR_SUFFIX)) continue;
    const dir = decompressOvba(dirStream, allowance);
    if (dir === undefined || !dir.complete) truncated = true;
    if (dir === undefined) continue;
    allowance -= dir.bytes.length;
    const storage = path.slice(0, path.length - 'dir'.length);
    const records = moduleRecords(dir.bytes);
    if (records.truncated) truncated = true;
    for (const record of records.modules) {
      // Each stream is read once: a `dir` naming one stream for every module would have each
      // read scan it again (empty chunks cost time and yield nothing to count against the allowance).
      const streamPath = storage + record.stream.toLowerCase();
      if (read.has(streamPath)) {
        truncated = true;
        continue;
      }
      read.add(streamPath);
      const stream = streams.get(streamPath);
      const source = stream === undefined ? undefined : decompressOvba(stream, allowance, record.offset);
      if (source === undefined || !source.complete) truncated = true;
      if (source === undefined) continue;
      allowance -= source.bytes.length;
      modules.push(latin1(source.bytes));
    }
  }
  return { modules, truncated, decompressed: maxBytes - allowance };
}

/** The module records of a decompressed `dir` stream: each one's stream name and source offset. */
function moduleRecords(dir: Uint8Array): { modules: ModuleRecord[]; truncated: boolean } {
  const modules: ModuleRecord[] = [];
  let current: ModuleRecord | undefined;
  let at = 0;
  while (at + 6 <= dir.length) {
    const id = u16(dir, at);
    const size = id === PROJECT_VERSION ? PROJECT_VERSION_BYTES : u32(dir, at + 2);
    const data = at + 6;
    if (data + size > dir.length) break;
    if (id === DIR_TERMINATOR) return { modules, truncated: false };
    if (id === MODULE_NAME) current = { stream: '', offset: 0 };
    else if (current !== undefined && id === MODULE_STREAM_NAME && current.stream === '') current.stream = latin1(dir, data, data + size);
    else if (current !== undefined && id === MODULE_STREAM_NAME_UNICODE) current.stream = utf16(dir, data, data + size);
    else if (current !== undefined && id === MODULE_OFFSET && size >= 4) current.offset = u32(dir, data);
    else if (current !== undefined && id === MODULE_TERMINATOR) {
      if (current.stream !== '') modules.push(current);
      current = undefined;
      if (modules.length >= MAX_MODULES) return { modules, truncated: true };
    }
    at = data + size;
  }
  return { modules, truncated: true };
}

function utf16(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let at = start; at + 1 < end; at += 2) text += String.fromCharCode(u16(bytes, at));
  return text;
}
