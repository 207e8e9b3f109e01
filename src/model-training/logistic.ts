// Multinomial logistic regression, L2-regularised, trained by AdaGrad over seeded shuffles:
// deterministic (the same examples, order and seed give the same weights), and fast on sparse
// unit vectors. Classes are balanced by weighting each example by N / (K · n_class), not by
// repeating examples.

import type { LinearModel } from '../analysis/model/classifier.ts';
import { classScores, softmax } from '../analysis/model/classifier.ts';
import type { SparseVector } from '../analysis/model/vector.ts';
import { seededRandom, shuffle } from './random.ts';

export interface LogisticOptions {
  readonly dims: number;
  readonly classes: readonly string[];
  readonly epochs: number;
  readonly learningRate: number;
  /** L2 strength per update on the touched weights. */
  readonly l2: number;
  readonly seed: number;
}

export const LOGISTIC_DEFAULTS = { epochs: 24, learningRate: 0.4, l2: 1e-5 } as const;

/** N / (K · n_class) per example: each class weighs the same in total. */
export function balancedWeights(labels: readonly number[], classCount: number): Float64Array {
  const counts = new Array<number>(classCount).fill(0);
  for (const label of labels) counts[label]!++;
  const present = counts.filter((count) => count > 0).length;
  return Float64Array.from(labels, (label) => labels.length / (present * counts[label]!));
}

export function trainLogistic(vectors: readonly SparseVector[], labels: readonly number[], options: LogisticOptions): LinearModel {
  const k = options.classes.length;
  const weights64 = new Float64Array(options.dims * k);
  const squares = new Float64Array(options.dims * k);
  const bias64 = new Float64Array(k);
  const biasSquares = new Float64Array(k);
  const exampleWeights = balancedWeights(labels, k);
  const random = seededRandom(options.seed);
  const order = Array.from(vectors.keys());
  const view: LinearModel = {
    dims: options.dims,
    classes: options.classes,
    weights: weights64 as unknown as Float32Array,
    bias: bias64 as unknown as Float32Array,
  };
  const scores = new Float64Array(k);
  const gradient = new Float64Array(k);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    shuffle(order, random);
    for (const n of order) {
      const vector = vectors[n]!;
      softmax(classScores(view, vector, scores));
      const weight = exampleWeights[n]!;
      for (let c = 0; c < k; c++) gradient[c] = weight * (scores[c]! - (labels[n] === c ? 1 : 0));
      for (let c = 0; c < k; c++) {
        biasSquares[c]! += gradient[c]! * gradient[c]!;
        bias64[c]! -= (options.learningRate * gradient[c]!) / Math.sqrt(biasSquares[c]! + 1e-8);
      }
      const { indices, values } = vector;
      for (let i = 0; i < indices.length; i++) {
        const row = indices[i]! * k;
        const value = values[i]!;
        for (let c = 0; c < k; c++) {
          const at = row + c;
          const g = gradient[c]! * value + options.l2 * weights64[at]!;
          squares[at]! += g * g;
          weights64[at]! -= (options.learningRate * g) / Math.sqrt(squares[at]! + 1e-8);
        }
      }
    }
  }
  return { dims: options.dims, classes: options.classes, weights: Float32Array.from(weights64), bias: Float32Array.from(bias64) };
}

/** Shuffle orders averaged into one model (trainAveragedLogistic). */
export const AVERAGED_RUNS = 3;

/**
 * The mean of `runs` models trained on the same examples in different shuffle orders: still one
 * linear model, so inference costs the same. One order's weights depend on the order, so retrains
 * on nearly the same mail ranked unseen phishing differently; the average ranks at least as well
 * as the runs' mean (docs/learned-layer.md, "Three shuffle orders averaged").
 */
export function trainAveragedLogistic(
  vectors: readonly SparseVector[],
  labels: readonly number[],
  options: LogisticOptions,
  runs = AVERAGED_RUNS,
): LinearModel {
  const models = Array.from({ length: runs }, (_, run) => trainLogistic(vectors, labels, { ...options, seed: options.seed + run * 7919 }));
  const weights = new Float32Array(models[0]!.weights.length);
  const bias = new Float32Array(models[0]!.bias.length);
  for (const model of models) {
    model.weights.forEach((weight, i) => (weights[i]! += weight / runs));
    model.bias.forEach((value, c) => (bias[c]! += value / runs));
  }
  return { dims: options.dims, classes: options.classes, weights, bias };
}

/** Weights below `floor` in magnitude set to zero: they change no decision and cost file size. */
export function prune(model: LinearModel, floor: number): LinearModel {
  const weights = model.weights.map((weight) => (Math.abs(weight) < floor ? 0 : weight));
  return { ...model, weights };
}
