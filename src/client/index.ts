// The TypeScript client of Centinela's public operation: `new Centinela({ baseUrl, apiKey })`,
// then `analyzeEmail(bytes)`.

export { Centinela, type AnalyzeEmailOptions, type CentinelaOptions } from './centinela.ts';
export { BaseUrlError } from './base-url.ts';
export { CentinelaError, CentinelaResponseError, UnknownOutcomeError, type UnknownOutcomeCause } from './errors.ts';
export type { AnalysisResult, KnownOr } from './result.ts';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry.ts';
export type { ProblemCode } from '../contract/problems.ts';
export type { Completeness, Risk, Verdict, WarningCode } from '../contract/result.ts';
export type { SignalCode } from '../contract/signals.ts';
