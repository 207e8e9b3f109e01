// Named feature counts → the hashed sparse vector the classifier reads: each count log-scaled
// (1 + ln n, so a word said ten times is not ten times the evidence), names folded into `dims`
// buckets, the whole vector scaled to unit length (a long newsletter and a two-line lure weigh
// alike). Indices ascend, so the same message always gives the same bytes.

import { bucketOf } from './hash.ts';

export interface SparseVector {
  readonly indices: Int32Array;
  readonly values: Float32Array;
}

/** Per-bucket sums of the message being vectorised, zero between calls: a Map of a few hundred buckets costs more than indexing. */
let sums = new Float64Array(0);
let touched = new Uint8Array(0);

export function vectorize(counts: ReadonlyMap<string, number>, dims: number): SparseVector {
  if (sums.length !== dims) {
    sums = new Float64Array(dims);
    touched = new Uint8Array(dims);
  }
  const used: number[] = [];
  // Names are added in the map's order, as before: a bucket shared by several names sums them in that order.
  for (const [name, count] of counts) {
    const index = bucketOf(name, dims);
    if (touched[index] === 0) {
      touched[index] = 1;
      used.push(index);
    }
    sums[index]! += 1 + Math.log(count);
  }
  const indices = Int32Array.from(used).sort();
  const values = new Float32Array(indices.length);
  let norm = 0;
  for (let i = 0; i < indices.length; i++) {
    const index = indices[i]!;
    const value = sums[index]!;
    sums[index] = 0;
    touched[index] = 0;
    values[i] = value;
    norm += value * value;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < values.length; i++) values[i]! *= scale;
  return { indices, values };
}
