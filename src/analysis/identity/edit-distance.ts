// Optimal string alignment distance (Levenshtein plus adjacent transpositions), cut off at
// `max`: anything farther returns max + 1, so comparing a label with every brand stays cheap.

/** Three rows of the distance table, reused by every call: a link's label meets hundreds of brand tokens. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows[0].length < width) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  let [before, previous, current] = rows;
  for (let j = 0; j < width; j++) {
    before[j] = 0;
    previous[j] = j;
  }
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    const aPrev = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j < width; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && aPrev === bj) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const spent = before;
    before = previous;
    previous = current;
    current = spent;
  }
  return Math.min(previous[b.length]!, max + 1);
}
