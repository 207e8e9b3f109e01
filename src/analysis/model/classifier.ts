// A linear multinomial classifier over hashed sparse vectors: class scores are a bias plus the
// weights of the vector's buckets, turned into probabilities by the softmax. Logistic regression
// and naive Bayes (log-likelihoods, temperature-calibrated) both take this form once trained.

import type { SparseVector } from './vector.ts';

export interface LinearModel {
  readonly dims: number;
  readonly classes: readonly string[];
  /** `dims × classes`, row-major: the weights of bucket j are at j·K … j·K+K−1. */
  readonly weights: Float32Array;
  readonly bias: Float32Array;
}

export function classScores(model: LinearModel, vector: SparseVector, out: Float64Array = new Float64Array(model.classes.length)): Float64Array {
  const k = model.classes.length;
  for (let c = 0; c < k; c++) out[c] = model.bias[c]!;
  const { indices, values } = vector;
  for (let i = 0; i < indices.length; i++) {
    const row = indices[i]! * k;
    const value = values[i]!;
    for (let c = 0; c < k; c++) out[c]! += model.weights[row + c]! * value;
  }
  return out;
}

/** Softmax in place, stable for large scores. */
export function softmax(scores: Float64Array): Float64Array {
  let max = -Infinity;
  for (const score of scores) if (score > max) max = score;
  let sum = 0;
  for (let c = 0; c < scores.length; c++) {
    scores[c] = Math.exp(scores[c]! - max);
    sum += scores[c]!;
  }
  for (let c = 0; c < scores.length; c++) scores[c]! /= sum;
  return scores;
}

export function classProbabilities(model: LinearModel, vector: SparseVector): Float64Array {
  return softmax(classScores(model, vector));
}
