// The result's fields from a set of signals, for analyses that are not of a whole message (a URL,
// an SMS): the same policy, and the same ordering and truncation of codes, as a message's.

import type { WarningCode } from '../contract/result.ts';
import { isCoverageCode, type SignalCode } from '../contract/signals.ts';
import type { Analysis } from './engine.ts';
import { decideVerdict, rulesFor } from './policy.ts';
import { listSignals } from './signal-list.ts';

/** Complete unless a coverage code says what was not looked at. `rules`: an operator's rules folder (CENTINELA_RULES_DIR). */
export function concludeSignals(signals: Iterable<SignalCode>, rules?: string): Analysis {
  const present = new Set(signals);
  const { verdict, risk } = decideVerdict(present, rulesFor(rules).table);
  const list = listSignals(present);
  const warnings: WarningCode[] = list.truncated ? ['signal_codes_truncated'] : [];
  const partial = [...present].some(isCoverageCode);
  return { verdict, risk, completeness: partial ? 'partial' : 'complete', signalCodes: list.codes, warnings };
}
