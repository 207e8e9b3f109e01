// The feature hash: 32-bit FNV-1a over a name's UTF-16 code units. Fast, dependency-free and
// the same on every platform, so a model trained here scores identically wherever it runs.

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** The bucket of a feature name among `dims` buckets (a power of two). */
export function bucketOf(name: string, dims: number): number {
  return fnv1a32(name) & (dims - 1);
}
