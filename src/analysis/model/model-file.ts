// The model file: a small binary format, little-endian, checked end to end.
//
//   magic "CNTLMODL" · u16 format version · u16 feature-set version · u32 dims (power of two)
//   · u8 class count · per class: u8 name length + UTF-8 name, f32 threshold, f32 strong threshold
//   · f32 bias per class · then, format 2: f32 scale per class · u32 length + the raw-deflated
//   table of i16 weights, class by class over every bucket (weight = value × the class's scale);
//   format 1 (still read): u32 rows · per row: u32 bucket + f32 weight per class
//   · u32 CRC-32 of everything before it.
//
// Hashing spreads weight over nearly every bucket, so a sparse table saves nothing; 16-bit
// weights (at most 1e-4 off for the shipped model, far below what moves a code) compressed are
// under two fifths of the 32-bit table.

import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import type { LinearModel } from './classifier.ts';

export const MODEL_MAGIC = 'CNTLMODL';
export const MODEL_FORMAT_VERSION = 2;
/** The older sparse 32-bit layout, still read: operators' own models need no retraining. */
const SPARSE_FORMAT_VERSION = 1;
const INT16_MAX = 32767;
/** Bumped whenever features.ts changes what it extracts: an older model would misread messages. */
export const FEATURE_SET_VERSION = 7;

export interface ClassThresholds {
  /** The class probability from which its `…_wording` code is emitted. */
  readonly threshold: number;
  /** The stronger tier (`…_wording_strong`). */
  readonly strong: number;
}

export interface LearnedModel extends LinearModel {
  readonly featureSetVersion: number;
  readonly thresholds: readonly ClassThresholds[];
}

export class ModelFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelFileError';
  }
}

export function encodeModel(model: LearnedModel): Uint8Array {
  const k = model.classes.length;
  const scales = new Float32Array(k);
  for (let c = 0; c < k; c++) {
    let largest = 0;
    for (let j = 0; j < model.dims; j++) largest = Math.max(largest, Math.abs(model.weights[j * k + c]!));
    scales[c] = largest > 0 ? largest / INT16_MAX : 1;
  }
  const table = Buffer.alloc(model.dims * k * 2);
  for (let c = 0; c < k; c++) {
    for (let j = 0; j < model.dims; j++) table.writeInt16LE(Math.round(model.weights[j * k + c]! / scales[c]!), (c * model.dims + j) * 2);
  }
  const packed = deflateRawSync(table, { level: 9 });
  const names = model.classes.map((name) => Buffer.from(name, 'utf8'));
  const size = 8 + 2 + 2 + 4 + 1 + names.reduce((sum, name) => sum + 1 + name.length + 8, 0) + 8 * k + 4 + packed.length + 4;
  const buffer = Buffer.alloc(size);
  let at = buffer.write(MODEL_MAGIC, 0, 'latin1');
  at = buffer.writeUInt16LE(MODEL_FORMAT_VERSION, at);
  at = buffer.writeUInt16LE(model.featureSetVersion, at);
  at = buffer.writeUInt32LE(model.dims, at);
  at = buffer.writeUInt8(k, at);
  names.forEach((name, c) => {
    at = buffer.writeUInt8(name.length, at);
    at += name.copy(buffer, at);
    at = buffer.writeFloatLE(model.thresholds[c]!.threshold, at);
    at = buffer.writeFloatLE(model.thresholds[c]!.strong, at);
  });
  for (let c = 0; c < k; c++) at = buffer.writeFloatLE(model.bias[c]!, at);
  for (let c = 0; c < k; c++) at = buffer.writeFloatLE(scales[c]!, at);
  at = buffer.writeUInt32LE(packed.length, at);
  at += packed.copy(buffer, at);
  buffer.writeUInt32LE(crc32(buffer.subarray(0, at)), at);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
}

export function decodeModel(bytes: Uint8Array): LearnedModel {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (at: number, length: number): void => {
    if (at + length > buffer.length - 4) throw new ModelFileError('not a Centinela model file (truncated)');
  };
  if (buffer.length < 8 + 4 || buffer.toString('latin1', 0, 8) !== MODEL_MAGIC) throw new ModelFileError('not a Centinela model file (bad magic)');
  if (crc32(buffer.subarray(0, buffer.length - 4)) !== buffer.readUInt32LE(buffer.length - 4)) {
    throw new ModelFileError('the model file is corrupt (checksum mismatch)');
  }
  let at = 8;
  need(at, 9);
  const format = buffer.readUInt16LE(at);
  const featureSetVersion = buffer.readUInt16LE(at + 2);
  if (format !== MODEL_FORMAT_VERSION && format !== SPARSE_FORMAT_VERSION) {
    throw new ModelFileError(`model format version ${format} is not supported (this build reads ${SPARSE_FORMAT_VERSION} and ${MODEL_FORMAT_VERSION})`);
  }
  if (featureSetVersion !== FEATURE_SET_VERSION) {
    throw new ModelFileError(`the model was trained on feature set ${featureSetVersion}; this build extracts feature set ${FEATURE_SET_VERSION}: retrain it`);
  }
  const dims = buffer.readUInt32LE(at + 4);
  const k = buffer.readUInt8(at + 8);
  at += 9;
  if (dims < 2 || dims > 1 << 24 || (dims & (dims - 1)) !== 0 || k < 2) throw new ModelFileError('the model file is corrupt (bad dimensions)');
  const classes: string[] = [];
  const thresholds: ClassThresholds[] = [];
  for (let c = 0; c < k; c++) {
    need(at, 1);
    const length = buffer.readUInt8(at);
    need(at + 1, length + 8);
    classes.push(buffer.toString('utf8', at + 1, at + 1 + length));
    at += 1 + length;
    thresholds.push({ threshold: buffer.readFloatLE(at), strong: buffer.readFloatLE(at + 4) });
    at += 8;
  }
  need(at, 4 * k + 4);
  const bias = new Float32Array(k);
  for (let c = 0; c < k; c++, at += 4) bias[c] = buffer.readFloatLE(at);
  const weights = format === SPARSE_FORMAT_VERSION ? sparseWeights(buffer, at, dims, k) : denseWeights(buffer, at, dims, k);
  return { dims, classes, weights, bias, thresholds, featureSetVersion };
}

/** Format 2's table: a scale per class, then the deflated 16-bit weights class by class. */
function denseWeights(buffer: Buffer, start: number, dims: number, k: number): Float32Array {
  let at = start;
  if (at + 4 * k + 4 > buffer.length - 4) throw new ModelFileError('not a Centinela model file (truncated)');
  const scales = Array.from({ length: k }, (_, c) => buffer.readFloatLE(at + 4 * c));
  at += 4 * k;
  const length = buffer.readUInt32LE(at);
  at += 4;
  if (at + length !== buffer.length - 4) throw new ModelFileError('the model file is corrupt (wrong length)');
  let table: Buffer;
  try {
    // The inflated size is known: a table that would grow past it is refused, not allocated.
    table = inflateRawSync(buffer.subarray(at, at + length), { maxOutputLength: dims * k * 2 });
  } catch {
    throw new ModelFileError('the model file is corrupt (weights do not inflate)');
  }
  if (table.length !== dims * k * 2) throw new ModelFileError('the model file is corrupt (wrong table size)');
  const weights = new Float32Array(dims * k);
  for (let c = 0; c < k; c++) {
    for (let j = 0; j < dims; j++) weights[j * k + c] = table.readInt16LE((c * dims + j) * 2) * scales[c]!;
  }
  return weights;
}

/** Format 1's table: sparse rows of a bucket and its 32-bit weights. */
function sparseWeights(buffer: Buffer, start: number, dims: number, k: number): Float32Array {
  let at = start;
  const rows = buffer.readUInt32LE(at);
  at += 4;
  if (at + rows * (4 + 4 * k) !== buffer.length - 4) throw new ModelFileError('the model file is corrupt (wrong length)');
  const weights = new Float32Array(dims * k);
  for (let r = 0; r < rows; r++) {
    const j = buffer.readUInt32LE(at);
    if (j >= dims) throw new ModelFileError('the model file is corrupt (bucket out of range)');
    at += 4;
    for (let c = 0; c < k; c++, at += 4) weights[j * k + c] = buffer.readFloatLE(at);
  }
  return weights;
}
