// Named feature counts → the hashed sparse vector the classifier reads: each count log-scaled
// (1 + ln n, so a word said ten times is not ten times the evidence), names folded into `dims`
// buckets, the whole vector scaled to unit length (a long newsletter and a two-line lure weigh
// alike). Indices ascend, so the same message always gives the same bytes.

import { bucketOf } from './hash.ts';

export interface SparseVector {
  readonly indices: Int32Array;
  readonly values: Float32Array;
}

export function vectorize(counts: ReadonlyMap<string, number>, dims: number): SparseVector {
  const buckets = new Map<number, number>();
  for (const [name, count] of counts) {
    const index = bucketOf(name, dims);
    buckets.set(index, (buckets.get(index) ?? 0) + 1 + Math.log(count));
  }
  const indices = Int32Array.from(buckets.keys()).sort();
  const values = new Float32Array(indices.length);
  let norm = 0;
  for (let i = 0; i < indices.length; i++) {
    const value = buckets.get(indices[i]!)!;
    values[i] = value;
    norm += value * value;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < values.length; i++) values[i]! *= scale;
  return { indices, values };
}
