// One training message → its named features: parsed and analysed by the engine itself (learned
// layer off, DNS off, so nothing outside the bytes counts), then read by the same feature
// extractor the engine uses. Also its Date, for the model card.

import { analyzeMessage } from '../analysis/engine.ts';
import { offlineContext } from '../analysis/facts/derived.ts';
import { extractFeatures } from '../analysis/model/features.ts';
import { MODEL_OFF } from '../analysis/model/layer.ts';
import { CONTRACT_LIMITS } from '../message/limits.ts';
import { parseMessage } from '../message/parse.ts';
import { isMessageRejection } from '../message/rejection.ts';

export type Example =
  | {
      readonly kind: 'example';
      readonly features: readonly (readonly [string, number])[];
      readonly signals: readonly string[];
      readonly date: number | undefined;
    }
  | { readonly kind: 'rejected' };

/** Generous: training waits for every area to finish. */
const TRAINING_BUDGET_MS = 60_000;

export async function extractExample(bytes: Uint8Array): Promise<Example> {
  let model;
  try {
    model = await parseMessage(bytes, CONTRACT_LIMITS);
  } catch (error) {
    if (isMessageRejection(error)) return { kind: 'rejected' };
    throw error;
  }
  // The features read the analysis's own reading and links, as the engine's learned layer does.
  const context = offlineContext(model);
  const analysis = await analyzeMessage(model, { budgetMs: TRAINING_BUDGET_MS, dns: 'off', model: MODEL_OFF, rawMessage: bytes, derived: context.derived });
  const features = [...extractFeatures(model, context, analysis.signalCodes)];
  const dateHeader = model.header('date')[0];
  const parsed = dateHeader === undefined ? Number.NaN : Date.parse(dateHeader);
  return { kind: 'example', features, signals: [...analysis.signalCodes], date: Number.isFinite(parsed) ? parsed : undefined };
}
