// What `centinela analyze` writes on stdout: one JSON line per message (`--json`), or a table
// (per message: verdict, risk, signals) followed by the count per verdict.

import { VERDICTS } from '../contract/result.ts';
import type { Outcome, ProblemSummary } from './analyze-engines.ts';

export interface Output {
  write(text: string): unknown;
}

export interface Reporter {
  record(name: string, outcome: Outcome): void;
  /** After the last record; `stopped` when the run ended early. */
  finish(stopped: boolean): void;
}

/** `{"file": …, "result": {…}}`, `{"file": …, "rejected": {…}}` or `{"file": …, "failed": {…}}`. */
export function jsonLinesReporter(out: Output): Reporter {
  return {
    record(name, outcome) {
      switch (outcome.kind) {
        case 'analysed':
          out.write(`${JSON.stringify({ file: name, result: outcome.result })}\n`);
          return;
        case 'rejected':
          out.write(`${JSON.stringify({ file: name, rejected: outcome.problem })}\n`);
          return;
        case 'failed':
          out.write(`${JSON.stringify({ file: name, failed: { message: outcome.message, ...outcome.problem } })}\n`);
      }
    },
    finish() {},
  };
}

type Row = readonly [file: string, verdict: string, risk: string, signals: string];

/** The table is written at the end, when every column's width is known. */
export function tableReporter(out: Output): Reporter {
  const rows: Row[] = [];
  const counts = new Map<string, number>();
  const count = (label: string): void => {
    counts.set(label, (counts.get(label) ?? 0) + 1);
  };
  return {
    record(name, outcome) {
      switch (outcome.kind) {
        case 'analysed': {
          const { verdict, risk, completeness, signal_codes: signals } = outcome.result;
          rows.push([name, completeness === 'partial' ? `${verdict} (partial)` : verdict, risk, signals.join(', ') || '-']);
          count(verdict);
          return;
        }
        case 'rejected':
          rows.push([name, 'rejected', '-', describeProblem(outcome.problem)]);
          count('rejected');
          return;
        case 'failed':
          rows.push([name, 'failed', '-', outcome.message]);
          count('failed');
      }
    },
    finish(stopped) {
      if (rows.length > 0) {
        const table: Row[] = [['FILE', 'VERDICT', 'RISK', 'SIGNALS'], ...rows];
        const widths = [0, 1, 2].map((column) => Math.max(...table.map((row) => row[column]!.length)));
        for (const row of table) {
          out.write(
            `${row
              .slice(0, 3)
              .map((cell, column) => cell.padEnd(widths[column]!))
              .join('  ')}  ${row[3]}\n`,
          );
        }
        out.write('\n');
      }
      const labels = [...VERDICTS, 'rejected', 'failed'].filter((label) => counts.has(label));
      const summary = labels.map((label) => `${counts.get(label)} ${label}`).join(', ');
      const total = rows.length;
      out.write(`${total} message${total === 1 ? '' : 's'}${summary === '' ? '' : `: ${summary}`}${stopped ? ' (stopped early)' : ''}\n`);
    },
  };
}

/** `message_unparseable (no_header_section)`, `email_too_complex (mime_parts > 200)`. */
function describeProblem(problem: ProblemSummary): string {
  if (typeof problem.limit === 'string') return `${problem.code} (${problem.limit} > ${problem.max})`;
  if (typeof problem.reason === 'string') return `${problem.code} (${problem.reason})`;
  return problem.code;
}
