// npm run bench:compare -- A.jsonl B.jsonl : compares two `bench:quality --json` runs file by
// file (outcome, verdict, risk, signal codes as a set) and prints every difference. Exits 0 when
// the two runs answer alike, 1 when anything differs, so a change meant to alter no answer can
// be checked in one command.

import { readFileSync } from 'node:fs';
import { diffOutcomes, isEmptyDiff, parseOutcomes } from './support/outcome-diff.ts';

const [pathA, pathB] = process.argv.slice(2);
if (pathA === undefined || pathB === undefined) {
  console.error('usage: npm run bench:compare -- A.jsonl B.jsonl   (files written by bench:quality --json)');
  process.exit(2);
}
const diff = diffOutcomes(parseOutcomes(readFileSync(pathA, 'utf8')), parseOutcomes(readFileSync(pathB, 'utf8')));
const shown = 100;
for (const file of diff.onlyInA.slice(0, shown)) console.log(`only in A  ${file}`);
for (const file of diff.onlyInB.slice(0, shown)) console.log(`only in B  ${file}`);
for (const { file, changes } of diff.differences.slice(0, shown)) console.log(`${file}\n    ${changes.join('; ')}`);
if (diff.differences.length > shown) console.log(`… and ${diff.differences.length - shown} more differing files`);
console.log(
  `bench:compare — ${diff.compared} files in both: ${diff.differences.length} differ; ${diff.onlyInA.length} only in A, ${diff.onlyInB.length} only in B` +
    (isEmptyDiff(diff) ? ' (identical)' : ''),
);
process.exit(isEmptyDiff(diff) ? 0 : 1);
