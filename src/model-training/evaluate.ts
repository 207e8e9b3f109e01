// Cross-validation and what is read off its out-of-fold predictions: stratified seeded folds,
// precision and recall per class, the thresholds of the wording codes, and how often each code
// fires per class and source.

import { seededRandom, shuffle } from './random.ts';

/** Fold of each example: each class's examples shuffled (seeded) and dealt round-robin. */
export function stratifiedFolds(labels: readonly number[], folds: number, seed: number): Int32Array {
  const random = seededRandom(seed ^ 0x5eed);
  const assignment = new Int32Array(labels.length);
  const byClass = new Map<number, number[]>();
  labels.forEach((label, n) => byClass.set(label, [...(byClass.get(label) ?? []), n]));
  for (const label of [...byClass.keys()].sort((a, b) => a - b)) {
    shuffle(byClass.get(label)!, random).forEach((n, i) => (assignment[n] = i % folds));
  }
  return assignment;
}

export interface ClassMetrics {
  readonly className: string;
  readonly support: number;
  readonly precision: number;
  readonly recall: number;
}

export function argmax(values: Float64Array): number {
  let best = 0;
  for (let c = 1; c < values.length; c++) if (values[c]! > values[best]!) best = c;
  return best;
}

export function classMetrics(probabilities: readonly Float64Array[], labels: readonly number[], classes: readonly string[]): ClassMetrics[] {
  return classes.map((className, c) => {
    let truePositive = 0;
    let predicted = 0;
    let support = 0;
    probabilities.forEach((p, n) => {
      const guess = argmax(p);
      if (guess === c) predicted++;
      if (labels[n] === c) support++;
      if (guess === c && labels[n] === c) truePositive++;
    });
    return { className, support, precision: predicted === 0 ? 0 : truePositive / predicted, recall: support === 0 ? 0 : truePositive / support };
  });
}

export function macroF1(metrics: readonly ClassMetrics[]): number {
  const present = metrics.filter((metric) => metric.support > 0);
  const f1 = present.map(({ precision, recall }) => (precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)));
  return f1.reduce((sum, value) => sum + value, 0) / Math.max(1, present.length);
}

/** Mean log loss: how well calibrated the probabilities are. */
export function logLoss(probabilities: readonly Float64Array[], labels: readonly number[]): number {
  let loss = 0;
  probabilities.forEach((p, n) => (loss -= Math.log(Math.max(p[labels[n]!]!, 1e-12))));
  return loss / Math.max(1, probabilities.length);
}

/**
 * The probability that about `share` of the legitimate examples reach: the (1 − share)-quantile,
 * smoothed. Never below `floor`: with few legitimate examples a quantile says little, and the
 * floor keeps a code meaning "more likely this class than not".
 */
export function thresholdFor(legitimate: readonly number[], share: number, floor: number): number {
  return Math.min(0.999, Math.max(floor, smoothQuantile(legitimate, 1 - share)));
}

/**
 * The Harrell–Davis estimate of the q-quantile: every order statistic weighted by the
 * Beta((n+1)q, (n+1)(1−q)) mass of its interval (taken at the interval's midpoint). The k-th
 * highest value alone is set by one message: where scores fall off a cliff between two messages,
 * a retrain on nearly the same mail put the spam code's threshold at 0.61 or at 0.73.
 */
export function smoothQuantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return 0;
  if (q <= 0 || q >= 1) return q <= 0 ? sorted[0]! : sorted[n - 1]!;
  const a = (n + 1) * q;
  const b = (n + 1) * (1 - q);
  const logs = sorted.map((_, i) => {
    const x = (i + 0.5) / n;
    return (a - 1) * Math.log(x) + (b - 1) * Math.log(1 - x);
  });
  const top = logs.reduce((max, log) => Math.max(max, log), -Infinity);
  let total = 0;
  let weighted = 0;
  logs.forEach((log, i) => {
    const weight = Math.exp(log - top);
    total += weight;
    weighted += weight * sorted[i]!;
  });
  return weighted / total;
}

/** Legitimate sources smaller than this are judged with the others only, not on their own. */
export const MIN_SOURCE_SIZE = 40;

/**
 * The threshold of one tier: about `share` of all legitimate examples above it, and about
 * `perSource` of any one legitimate source with MIN_SOURCE_SIZE examples or more. Thousands of
 * easy legitimate messages (2002 list mail, bounces) would otherwise let the code fire on a
 * larger share of the few legitimate messages that share the threats' vocabulary.
 */
export function tierThreshold(bySource: ReadonlyMap<string, readonly number[]>, share: number, perSource: number, floor: number): number {
  let threshold = thresholdFor([...bySource.values()].flat(), share, floor);
  for (const values of bySource.values()) {
    if (values.length >= MIN_SOURCE_SIZE) threshold = Math.max(threshold, Math.min(0.999, smoothQuantile(values, 1 - perSource)));
  }
  return threshold;
}
