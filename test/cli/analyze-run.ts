// Runs `centinela analyze` in-process with captured output, and builds the expected results
// by calling the engine directly, so the tests check the command, not the detection.

import { join } from 'node:path';
import { analyzeBytes } from '../../src/analysis/analyze.ts';
import { runAnalyze } from '../../src/cli/analyze.ts';

export const FIXTURES = join(import.meta.dirname, 'analyze-fixtures');

/** One worker and no DNS: fast start-up, no network. */
export const LOCAL_ENV: Readonly<Record<string, string>> = { CENTINELA_WORKERS: '1', CENTINELA_DNS: 'off' };

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export async function analyze(args: string[], env: Record<string, string | undefined> = LOCAL_ENV, terminal = false): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runAnalyze(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text), isTTY: terminal, columns: 100 },
    env,
  });
  return { code, stdout, stderr };
}

export interface Line {
  readonly file: string;
  readonly result?: Record<string, unknown>;
  readonly rejected?: Record<string, unknown>;
  readonly failed?: Record<string, unknown>;
}

export function lines(run: Run): Line[] {
  return run.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Line);
}

/** The public fields the local engine gives for these bytes. */
export async function expected(bytes: Uint8Array): Promise<Record<string, unknown>> {
  const analysis = await analyzeBytes(bytes, { budgetMs: 45_000, dns: 'off', trustedAuthservIds: [] });
  return {
    verdict: analysis.verdict,
    risk: analysis.risk,
    completeness: analysis.completeness,
    signal_codes: analysis.signalCodes,
    warnings: analysis.warnings,
  };
}

/** Only the fields both modes give, to compare a server's result with the engine's. */
export function publicFields(result: Record<string, unknown> | undefined): Record<string, unknown> {
  const { verdict, risk, completeness, signal_codes, warnings } = result ?? {};
  return { verdict, risk, completeness, signal_codes, warnings };
}

export const CRLF = '\r\n';

/** A small message of our own, numbered so that every one is different. */
export function message(n: number, body = `Message number ${n}.`): string {
  return [
    `From: Sender ${n} <sender${n}@example.org>`,
    'To: reader@example.net',
    `Subject: Test message ${n}`,
    'Date: Fri, 20 Nov 2026 12:00:00 +0000',
    `Message-ID: <m${n}@example.org>`,
    '',
    body,
    '',
  ].join(CRLF);
}
