// Turns the signals of a URL or an SMS into the public result (contract 1.2) with the same
// verdict policy and the same ordering and truncation of signal codes as a message analysis.
// These analyses have no budget to run out of and no areas to skip: they are always complete.

import { buildResult, serializeResult } from '../../contract/analysis-result.ts';
import type { SignalCode } from '../../contract/signals.ts';
import { decideVerdict, rulesFor } from '../../analysis/policy.ts';
import { listSignals } from '../../analysis/signal-list.ts';
import { newAnalysisId } from '../../ids/ids.ts';

export function resultOfSignals(signals: Iterable<SignalCode>, requestId: string, createdAt: Date, rules?: string): string {
  const present = new Set(signals);
  const { verdict, risk } = decideVerdict(present, rulesFor(rules).table);
  const list = listSignals(present);
  return serializeResult(
    buildResult(
      { verdict, risk, completeness: 'complete', signalCodes: list.codes, warnings: list.truncated ? ['signal_codes_truncated'] : [] },
      { analysisId: newAnalysisId(), requestId, createdAt },
    ),
  );
}
