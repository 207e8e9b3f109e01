// The public result of one analysis (contract 1.2), built from the engine's Analysis. Only
// these fields ever leave the service; the JSON text is produced once, in a fixed key order,
// so that an idempotent replay is the same bytes.

import type { Analysis } from '../analysis/analyze.ts';

export const SCHEMA_VERSION = '1.0';

export interface AnalysisResult {
  readonly analysis_id: string;
  readonly verdict: Analysis['verdict'];
  readonly risk: Analysis['risk'];
  readonly completeness: Analysis['completeness'];
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

export function buildResult(analysis: Analysis, identity: ResultIdentity): AnalysisResult {
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
