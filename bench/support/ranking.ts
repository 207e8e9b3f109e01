// How well scores rank threats above a legitimate reference, apart from any threshold: the share
// of threats above the point that a given share of the reference passes, and the mean of that
// share over every reference rank up to a false-alarm ceiling (a partial AUC). One point alone
// rests on a handful of reference messages (the 0.5% point of 2,400 is the 12th highest), so the
// mean over a range is the steadier comparison.

/** Reference scores, highest first. */
export function descending(scores: readonly number[]): number[] {
  return [...scores].sort((a, b) => b - a);
}

/** Share of `threats` strictly above the score that `falseAlarms` of the reference reaches. */
export function recallAt(threats: readonly number[], reference: readonly number[], falseAlarms: number): number {
  if (threats.length === 0 || reference.length === 0) return Number.NaN;
  const cut = reference[Math.min(reference.length - 1, Math.floor(reference.length * falseAlarms))]!;
  return threats.filter((score) => score > cut).length / threats.length;
}

/** Mean recall over the reference's top `ceiling` share, one step per reference message (at least one). */
export function partialAuc(threats: readonly number[], reference: readonly number[], ceiling: number): number {
  if (threats.length === 0 || reference.length === 0) return Number.NaN;
  const steps = Math.max(1, Math.floor(reference.length * ceiling));
  const sorted = [...threats].sort((a, b) => a - b);
  let sum = 0;
  for (let rank = 0; rank < steps; rank++) sum += above(sorted, reference[rank]!) / sorted.length;
  return sum / steps;
}

/** How many of the ascending `sorted` scores are strictly above `cut`. */
function above(sorted: readonly number[], cut: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! > cut) high = middle;
    else low = middle + 1;
  }
  return sorted.length - low;
}
