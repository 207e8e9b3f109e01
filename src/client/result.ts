// The shapes the client reads from the service, typed from the contract's value sets, and the
// checks that an answer really has that shape before it is handed to the caller.

import { PROBLEMS, type ProblemCode } from '../contract/problems.ts';
import { COMPLETENESS_VALUES, isRisk, isVerdict, type Completeness, type Risk, type Verdict, type WarningCode } from '../contract/result.ts';
import type { SignalCode } from '../contract/signals.ts';

/**
 * A known value of the contract, or a newer one: the contract allows adding signal codes,
 * warnings and problem codes, so a client built today must accept tomorrow's without failing.
 */
export type KnownOr<Known extends string> = Known | (string & Record<never, never>);

/** The result of one analysis (contract 1.2). */
export interface AnalysisResult {
  readonly analysis_id: string;
  readonly verdict: Verdict;
  readonly risk: Risk;
  readonly completeness: Completeness;
  /** Most severe first; at most 32. */
  readonly signal_codes: readonly KnownOr<SignalCode>[];
  readonly warnings: readonly KnownOr<WarningCode>[];
  readonly created_at: string;
  readonly schema_version: string;
  readonly request_id: string;
}

/** The schema versions this client reads: any 1.x (additions only). */
const SCHEMA_VERSION = /^1\.\d+$/;

/** The result, or a sentence saying what is wrong with it. */
export function readResult(value: unknown): AnalysisResult | string {
  if (!isRecord(value)) return 'the body is not a JSON object';
  for (const field of ['analysis_id', 'created_at', 'schema_version', 'request_id'] as const) {
    if (typeof value[field] !== 'string') return `${field} is not a string`;
  }
  if (!SCHEMA_VERSION.test(value.schema_version as string)) return `schema_version ${String(value.schema_version)} is not 1.x`;
  if (!isVerdict(value.verdict)) return 'verdict is not one of the contract';
  if (!isRisk(value.risk)) return 'risk is not one of the contract';
  if (!(COMPLETENESS_VALUES as readonly unknown[]).includes(value.completeness)) return 'completeness is not one of the contract';
  if (!isStringArray(value.signal_codes)) return 'signal_codes is not an array of strings';
  if (!isStringArray(value.warnings)) return 'warnings is not an array of strings';
  return value as unknown as AnalysisResult;
}

/** A problem document (RFC 9457) as the contract writes it (1.4). */
export interface Problem {
  readonly code: KnownOr<ProblemCode>;
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly type: string;
  readonly requestId: string | undefined;
  readonly extensions: Readonly<Record<string, string | number>>;
}

const STANDARD_MEMBERS = new Set(['type', 'title', 'status', 'detail', 'code', 'request_id', 'instance']);

/** The problem in a body, or undefined when the body is not one (e.g. a proxy's error page). */
export function readProblem(value: unknown, status: number): Problem | undefined {
  if (!isRecord(value) || typeof value.code !== 'string' || value.code === '') return undefined;
  const extensions: Record<string, string | number> = {};
  for (const [name, member] of Object.entries(value)) {
    if (!STANDARD_MEMBERS.has(name) && (typeof member === 'string' || typeof member === 'number')) extensions[name] = member;
  }
  const known = Object.hasOwn(PROBLEMS, value.code) ? PROBLEMS[value.code as ProblemCode] : undefined;
  return {
    code: value.code,
    status: typeof value.status === 'number' ? value.status : status,
    title: typeof value.title === 'string' ? value.title : (known?.title ?? value.code),
    detail: typeof value.detail === 'string' ? value.detail : '',
    type: typeof value.type === 'string' ? value.type : `urn:centinela:problem:${value.code}`,
    requestId: typeof value.request_id === 'string' ? value.request_id : undefined,
    extensions,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
