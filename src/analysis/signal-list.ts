// The public `signal_codes` list: unique, most severe first, at most 32. When there are more,
// the coverage codes are kept (they explain a partial result) and the least severe of the rest
// are dropped.

import { MAX_SIGNAL_CODES } from '../contract/result.ts';
import { compareBySeverity, isCoverageCode } from '../contract/signals.ts';
import type { SignalCode } from '../contract/signals.ts';

export interface SignalList {
  readonly codes: readonly SignalCode[];
  readonly truncated: boolean;
}

export function listSignals(signals: Iterable<SignalCode>, max: number = MAX_SIGNAL_CODES): SignalList {
  const ordered = [...new Set(signals)].sort(compareBySeverity);
  if (ordered.length <= max) return { codes: ordered, truncated: false };
  const coverage = ordered.filter(isCoverageCode).slice(0, max);
  const kept = new Set([...ordered.filter((code) => !isCoverageCode(code)).slice(0, max - coverage.length), ...coverage]);
  return { codes: ordered.filter((code) => kept.has(code)), truncated: true };
}
