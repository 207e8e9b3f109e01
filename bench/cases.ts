// npm run bench:cases [-- --misses] : runs every hand-written mail suite (test/analysis/
// mail-suites.ts) through the whole engine with DNS off, the known misses (cases marked `todo`)
// included, and prints per suite how many cases the engine gets right. The tests run only the
// cases expected to pass; this is where the known misses are reported:
//   - a `todo` case the engine now gets right is listed as "fixed" (its todo can go);
//   - a case without `todo` that fails is listed as a regression (the test suite fails on it too);
//   - with --misses, each known miss is listed with today's verdict and signals.

import { parseArgs } from 'node:util';
import { analyzeBytes } from '../src/analysis/analyze.ts';
import type { Verdict } from '../src/contract/result.ts';
import { LEGITIMATE_SUITES, legitimateKept, PHISHING_SUITES, phishingCaught, SPAM_CASES, UNFLAGGED } from '../test/analysis/mail-suites.ts';

const { values } = parseArgs({ options: { misses: { type: 'boolean', default: false } } });

interface Case {
  readonly name: string;
  readonly raw: Uint8Array;
  readonly todo?: string;
}

interface Row {
  readonly suite: string;
  readonly right: number;
  readonly total: number;
}

const rows: Row[] = [];
const fixed: string[] = [];
const regressions: string[] = [];
const misses: string[] = [];

async function runSuite<C extends Case>(group: string, file: string, cases: readonly C[], ok: (c: C, verdict: Verdict) => boolean): Promise<void> {
  let right = 0;
  for (const c of cases) {
    const analysis = await analyzeBytes(c.raw, { budgetMs: 20_000, dns: 'off' });
    const passed = ok(c, analysis.verdict);
    if (passed) right += 1;
    const said = `${analysis.verdict}/${analysis.risk}; ${analysis.signalCodes.join(', ') || 'no signals'}`;
    if (passed && c.todo !== undefined) fixed.push(`${file} · ${c.name}: ${said}`);
    if (!passed && c.todo === undefined) regressions.push(`${file} · ${c.name}: ${said}`);
    if (!passed && c.todo !== undefined) misses.push(`${file} · ${c.name}: ${said}\n    todo: ${c.todo}`);
  }
  rows.push({ suite: `${group} ${file}`, right, total: cases.length });
}

for (const suite of PHISHING_SUITES) await runSuite('caught', suite.file, suite.cases, phishingCaught);
for (const suite of LEGITIMATE_SUITES) await runSuite('kept  ', suite.file, suite.cases, legitimateKept);
await runSuite('caught', 'spam-mail-cases.ts', SPAM_CASES, (_c, verdict) => !UNFLAGGED.has(verdict));

const width = Math.max(...rows.map((row) => row.suite.length));
for (const row of rows) console.log(`${row.suite.padEnd(width)}  ${String(row.right).padStart(4)}/${String(row.total).padEnd(4)}`);
const sum = (prefix: string): [number, number] =>
  rows.filter((row) => row.suite.startsWith(prefix)).reduce(([r, t], row) => [r + row.right, t + row.total], [0, 0]);
const [caught, threats] = sum('caught');
const [kept, legitimate] = sum('kept');
console.log(`\nthreats and spam caught ${caught}/${threats}; legitimate kept ${kept}/${legitimate}`);
console.log(`known misses still missed: ${misses.length}; fixed since marked: ${fixed.length}; regressions: ${regressions.length}`);
if (fixed.length > 0) console.log(`\nfixed (their todo can go):\n  ${fixed.join('\n  ')}`);
if (regressions.length > 0) console.log(`\nregressions (no todo, wrong verdict):\n  ${regressions.join('\n  ')}`);
if (values.misses && misses.length > 0) console.log(`\nknown misses:\n  ${misses.join('\n  ')}`);
