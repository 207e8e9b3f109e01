// npm run bench:policy -- FILE : re-decides the signals stored by `bench:quality --json FILE`
// with the current rules (rules/), and prints the same report and the time the decisions took.
// Tuning the policy then takes a second per try instead of a run of the whole engine; confirm
// with bench:quality at the end.
//   --signals, --list-fp N   as in bench:quality
//   --rules DIR              an operator's rules folder on top (as CENTINELA_RULES_DIR)

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isSignalCode } from '../src/contract/signals.ts';
import { decideVerdict, rulesFor } from '../src/analysis/policy.ts';
import { printReport, type QualityResult } from './support/quality-report.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { signals: { type: 'boolean', default: false }, 'list-fp': { type: 'string', default: '40' }, rules: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error('usage: npm run bench:policy -- FILE   (FILE written by npm run bench:quality -- --json FILE)');
  process.exit(2);
}

interface Stored {
  file: string;
  label: string;
  source: string;
  outcome: string;
  signals: string[];
}

// Loading and compiling the rules is start-up work: it stays out of the timing.
const { table } = rulesFor(values.rules);
const started = performance.now();
const results: QualityResult[] = readFileSync(positionals[0]!, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const stored = JSON.parse(line) as Stored;
    const item = { file: stored.file, label: stored.label, source: stored.source };
    if (stored.outcome !== 'analysis') return { item, outcome: stored.outcome, signals: [] };
    const decision = decideVerdict(stored.signals.filter(isSignalCode), table);
    return { item, outcome: stored.outcome, verdict: decision.verdict, risk: decision.risk, signals: stored.signals };
  });

const milliseconds = performance.now() - started;
console.log(`decided ${results.length} messages in ${milliseconds.toFixed(0)} ms (reading the file included)`);
printReport(results, { signals: values.signals ?? false, listFalsePositives: Number(values['list-fp']) });
