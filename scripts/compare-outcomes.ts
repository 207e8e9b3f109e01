// npm run rules:compare -- BEFORE.jsonl AFTER.jsonl : compares two `bench:quality --json` runs
// message by message (verdict, risk and the sorted signal codes) and prints one line per
// difference, then a count. Files are matched by their path below the folder the run was given
// (`…/corpus/…`, `…/blind/…`), so runs from two checkouts compare. Exit status 1 when they differ.

import { readFileSync } from 'node:fs';

interface Outcome {
  readonly file: string;
  readonly outcome: string;
  readonly verdict?: string;
  readonly risk?: string;
  readonly signals: readonly string[];
}

const [beforePath, afterPath] = process.argv.slice(2);
if (beforePath === undefined || afterPath === undefined) {
  console.error('usage: compare-outcomes BEFORE.jsonl AFTER.jsonl');
  process.exit(2);
}

/** The path from the corpus or blind folder down, so two checkouts' runs line up. */
function key(file: string): string {
  const match = /(?:^|\/)((?:corpus|blind)\/.*)$/.exec(file);
  return match?.[1] ?? file;
}

function summary(outcome: Outcome): string {
  return `${outcome.outcome} ${outcome.verdict ?? '-'}/${outcome.risk ?? '-'} [${[...outcome.signals].sort().join(',')}]`;
}

function read(path: string): Map<string, string> {
  const outcomes = new Map<string, string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const outcome = JSON.parse(line) as Outcome;
    outcomes.set(key(outcome.file), summary(outcome));
  }
  return outcomes;
}

const before = read(beforePath);
const after = read(afterPath);
let differences = 0;
for (const file of [...new Set([...before.keys(), ...after.keys()])].sort()) {
  const was = before.get(file) ?? '(absent)';
  const is = after.get(file) ?? '(absent)';
  if (was === is) continue;
  differences++;
  console.log(`${file}\n  before: ${was}\n  after:  ${is}`);
}
console.log(`${before.size} before, ${after.size} after, ${differences} differ`);
process.exit(differences === 0 ? 0 : 1);
