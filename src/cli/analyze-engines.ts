// The two ways `centinela analyze` gets an analysis: the local engine in the worker pool, or a
// Centinela server through the client. Both answer in one shape: analysed, rejected (a contract
// rejection of the message itself), or failed (anything else; some failures stop the run).

import { type AnalysisResult, type Centinela, CentinelaError, CentinelaResponseError, UnknownOutcomeError } from '../client/index.ts';
import { PROBLEMS } from '../contract/problems.ts';
import { rejectionExtensions } from '../message/rejection.ts';
import type { Analyzer } from '../runtime/analyzer.ts';

/** The result fields both engines give; a server's result has all of the contract's (1.2). */
export type AnalysedResult = Pick<AnalysisResult, 'verdict' | 'risk' | 'completeness' | 'signal_codes' | 'warnings'> & Partial<AnalysisResult>;

/** A problem of the contract (1.4) as the command reports it. */
export interface ProblemSummary {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly [extension: string]: string | number;
}

export type Outcome =
  | { readonly kind: 'analysed'; readonly result: AnalysedResult }
  | { readonly kind: 'rejected'; readonly problem: ProblemSummary }
  /** `stopsRun`: the failure would repeat for every message (credential, server), so the run stops. */
  | { readonly kind: 'failed'; readonly message: string; readonly problem?: ProblemSummary; readonly stopsRun: boolean };

export interface Engine {
  analyze(bytes: Uint8Array): Promise<Outcome>;
  close(): Promise<void>;
}

/** The contract's rejections of a message itself (rows 10, 12–14): the rest of the run goes on. */
const MESSAGE_REJECTIONS: ReadonlySet<string> = new Set(['payload_too_large', 'empty_body', 'message_unparseable', 'email_too_complex']);

/**
 * Problems that concern one message although they are not rejections: an unexpected fault with
 * this message, or a key reused (which a fresh key per message makes impossible, but is per message).
 */
const MESSAGE_FAILURES: ReadonlySet<string> = new Set(['internal_error', 'idempotency_key_reused']);

export function localEngine(pool: Analyzer): Engine {
  return {
    async analyze(bytes) {
      let outcome;
      try {
        outcome = await pool.analyze(bytes);
      } catch (error) {
        return { kind: 'failed', message: error instanceof Error ? error.message : String(error), stopsRun: false };
      }
      if (outcome.kind === 'rejected')
        return {
          kind: 'rejected',
          problem: { status: PROBLEMS[outcome.detail.code].status, code: outcome.detail.code, detail: outcome.message, ...rejectionExtensions(outcome.detail) },
        };
      const { verdict, risk, completeness, signalCodes, warnings } = outcome.analysis;
      return { kind: 'analysed', result: { verdict, risk, completeness, signal_codes: signalCodes, warnings } };
    },
    close: () => pool.close(),
  };
}

export function serverEngine(client: Centinela): Engine {
  return {
    async analyze(bytes) {
      try {
        return { kind: 'analysed', result: await client.analyzeEmail(bytes) };
      } catch (error) {
        if (error instanceof CentinelaError) {
          const problem: ProblemSummary = { ...error.extensions, status: error.status, code: error.code, detail: error.detail };
          if (MESSAGE_REJECTIONS.has(error.code)) return { kind: 'rejected', problem };
          return { kind: 'failed', message: error.message, problem, stopsRun: !MESSAGE_FAILURES.has(error.code) };
        }
        if (error instanceof UnknownOutcomeError || error instanceof CentinelaResponseError) {
          return { kind: 'failed', message: error.message, stopsRun: true };
        }
        throw error;
      }
    },
    close: async () => {},
  };
}

/** The answer the service gives a message over its size limit, decided here without sending it. */
export function tooLargeProblem(size: number, limit: number): ProblemSummary {
  return { status: PROBLEMS.payload_too_large.status, code: 'payload_too_large', detail: `The message is ${size} bytes; the limit is ${limit} bytes.` };
}
