// The public result of one analysis (contract 1.2), built from what an analysis concluded.
// Only these fields ever leave the service; the JSON text is produced once, in a fixed key
// order, so that an idempotent replay is the same bytes.

import type { Completeness, Risk, Verdict, WarningCode } from './result.ts';
import type { SignalCode } from './signals.ts';

export const SCHEMA_VERSION = '1.0';

/**
 * What an analysis concluded, in the contract's value sets. Declared here rather than taken from
 * the engine so that the contract depends on nothing above it; the engine's Analysis has this shape.
 */
export interface Conclusion {
  readonly verdict: Verdict;
  readonly risk: Risk;
  readonly completeness: Completeness;
  readonly signalCodes: readonly SignalCode[];
  readonly warnings: readonly WarningCode[];
}

export interface AnalysisResult {
  readonly analysis_id: string;
  readonly verdict: Verdict;
  readonly risk: Risk;
  readonly completeness: Completeness;
  readonly signal_codes: readonly string[];
  readonly warnings: readonly string[];
  readonly created_at: string;
  readonly schema_version: string;
  readonly request_id: string;
}

export interface ResultIdentity {
  readonly analysisId: string;
  readonly requestId: string;
  readonly createdAt: Date;
}

export function buildResult(analysis: Conclusion, identity: ResultIdentity): AnalysisResult {
  return {
    analysis_id: identity.analysisId,
    verdict: analysis.verdict,
    risk: analysis.risk,
    completeness: analysis.completeness,
    signal_codes: [...analysis.signalCodes],
    warnings: [...analysis.warnings],
    created_at: identity.createdAt.toISOString(),
    schema_version: SCHEMA_VERSION,
    request_id: identity.requestId,
  };
}

export function serializeResult(result: AnalysisResult): string {
  return JSON.stringify(result);
}
