// Multinomial naive Bayes over the same vectors, for comparison with logistic regression:
// Laplace-smoothed class-conditional bucket weights, equal class priors (balanced), and the
// log-likelihoods divided by a temperature chosen on held-out predictions, so its probabilities
// are calibrated like the regression's.

import type { LinearModel } from '../analysis/model/classifier.ts';
import { classScores, softmax } from '../analysis/model/classifier.ts';
import type { SparseVector } from '../analysis/model/vector.ts';
import { balancedWeights } from './logistic.ts';

export function trainNaiveBayes(
  vectors: readonly SparseVector[],
  labels: readonly number[],
  dims: number,
  classes: readonly string[],
  alpha = 0.05,
): LinearModel {
  const k = classes.length;
  const mass = new Float64Array(dims * k);
  const totals = new Float64Array(k);
  const exampleWeights = balancedWeights(labels, k);
  vectors.forEach((vector, n) => {
    const c = labels[n]!;
    for (let i = 0; i < vector.indices.length; i++) {
      const value = vector.values[i]! * exampleWeights[n]!;
      mass[vector.indices[i]! * k + c]! += value;
      totals[c]! += value;
    }
  });
  const weights = new Float32Array(dims * k);
  for (let j = 0; j < dims; j++) {
    for (let c = 0; c < k; c++) weights[j * k + c] = Math.log((mass[j * k + c]! + alpha) / (totals[c]! + alpha * dims));
  }
  return { dims, classes, weights, bias: new Float32Array(k) };
}

/** The model with its scores divided by `temperature`. */
export function withTemperature(model: LinearModel, temperature: number): LinearModel {
  return { ...model, weights: model.weights.map((weight) => weight / temperature), bias: model.bias.map((bias) => bias / temperature) };
}

/** The temperature, among a fixed grid, that minimises the log loss of held-out scores. */
export function chooseTemperature(scores: readonly Float64Array[], labels: readonly number[]): number {
  let best = 1;
  let bestLoss = Infinity;
  for (let exponent = -12; exponent <= 12; exponent++) {
    const temperature = 2 ** (exponent / 2);
    let loss = 0;
    scores.forEach((raw, n) => {
      const probabilities = softmax(raw.map((score) => score / temperature));
      loss -= Math.log(Math.max(probabilities[labels[n]!]!, 1e-12));
    });
    if (loss < bestLoss) {
      bestLoss = loss;
      best = temperature;
    }
  }
  return best;
}

export { classScores };
