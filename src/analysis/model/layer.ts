// The learned layer in the engine: after the areas, it reads the message's features (with the
// codes the areas emitted) and emits `content_<class>_wording` when a class's probability passes
// the threshold stored in the model file, `…_wording_strong` past the stronger one. The
// probabilities stay here: only codes leave, and the policy decides what they mean.
//
// A model is read once per path and kept: each worker thread has its own module instance, so
// each loads its model once.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SignalCode } from '../../contract/signals.ts';
import type { MessageModel } from '../../message/model.ts';
import type { AreaContext } from '../area.ts';
import { classProbabilities } from './classifier.ts';
import { extractFeatures } from './features.ts';
import { decodeModel, type LearnedModel, ModelFileError } from './model-file.ts';
import { vectorize } from './vector.ts';

/** The model shipped with Centinela (built by `npm run train`). */
export const SHIPPED_MODEL_PATH = fileURLToPath(new URL('../../../model/centinela.model', import.meta.url));
/** The value of CENTINELA_MODEL that disables the layer. */
export const MODEL_OFF = 'off';

/** The classes a model may name besides `legitimate`, and the codes each emits. */
const CLASS_CODES: Readonly<Record<string, readonly [SignalCode, SignalCode]>> = {
  phishing: ['content_phishing_wording', 'content_phishing_wording_strong'],
  fraud: ['content_fraud_wording', 'content_fraud_wording_strong'],
  spam: ['content_spam_wording', 'content_spam_wording_strong'],
};
export const LEGITIMATE_CLASS = 'legitimate';

const LOADED = new Map<string, LearnedModel>();

/** Reads and checks a model file; throws ModelFileError with one line saying what is wrong. */
export function readModelFile(path: string): LearnedModel {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ModelFileError(code === 'ENOENT' ? `no model file at ${path}` : `cannot read the model file ${path} (${code ?? 'error'})`);
  }
  const model = decodeModel(bytes);
  if (!model.classes.includes(LEGITIMATE_CLASS) || model.classes.some((name) => name !== LEGITIMATE_CLASS && CLASS_CODES[name] === undefined)) {
    throw new ModelFileError(`the model's classes (${model.classes.join(', ')}) are not ones this build knows (legitimate, phishing, fraud, spam)`);
  }
  return model;
}

/** The model at `path`, read on first use; undefined when the layer is off. */
export function modelAt(path: string): LearnedModel | undefined {
  if (path === MODEL_OFF) return undefined;
  let model = LOADED.get(path);
  if (model === undefined) {
    model = readModelFile(path);
    LOADED.set(path, model);
  }
  return model;
}

/** The class probabilities of one message (training and benchmarks read them; the engine does not). */
export function classify(learned: LearnedModel, model: MessageModel, context: AreaContext, signals: Iterable<SignalCode>): Float64Array {
  return classProbabilities(learned, vectorize(extractFeatures(model, context, signals), learned.dims));
}

/** The codes a model emits for one message. */
export function learnedSignals(learned: LearnedModel, model: MessageModel, context: AreaContext, signals: Iterable<SignalCode>): SignalCode[] {
  const probabilities = classify(learned, model, context, signals);
  return codesFor(learned, probabilities);
}

/** The codes for given class probabilities, by the model's thresholds. */
export function codesFor(learned: LearnedModel, probabilities: Float64Array): SignalCode[] {
  const codes: SignalCode[] = [];
  learned.classes.forEach((name, c) => {
    const pair = CLASS_CODES[name];
    if (pair === undefined) return;
    const { threshold, strong } = learned.thresholds[c]!;
    if (probabilities[c]! >= threshold) codes.push(pair[0]);
    if (probabilities[c]! >= strong) codes.push(pair[1]);
  });
  return codes;
}
