// The engine's entry point for raw bytes: parse, then analyse, under one budget. The service
// calls it inside a worker thread and the CLI calls it directly. A message that cannot be
// analysed rejects with the parser's MessageRejection.

import { CONTRACT_LIMITS } from '../message/limits.ts';
import type { MessageLimits } from '../message/limits.ts';
import { parseMessage } from '../message/parse.ts';
import { analyzeMessage } from './engine.ts';
import type { Analysis, AnalyzeOptions } from './engine.ts';

export type { Analysis, AnalyzeOptions } from './engine.ts';
export { analyzeMessage } from './engine.ts';

/** Plain data (it crosses into a worker thread), except `areas`, which only tests set. */
export interface AnalyzeBytesOptions extends AnalyzeOptions {
  /** Structural limits, lowered by the operator; the contract's by default. */
  readonly limits?: MessageLimits;
}

export async function analyzeBytes(bytes: Uint8Array, options: AnalyzeBytesOptions): Promise<Analysis> {
  // The budget starts before parsing: parsing spends it too.
  const deadline = options.deadline ?? Date.now() + options.budgetMs;
  const model = await parseMessage(bytes, options.limits ?? CONTRACT_LIMITS);
  return analyzeMessage(model, { ...options, deadline, rawMessage: bytes });
}
