import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { analyzeBytes } from '../../src/analysis/analyze.ts';
import { firedComposites, rulesFor } from '../../src/analysis/policy.ts';
import { fixtureCases } from './rule-fixtures.ts';

// Each shipped composite names, in its file's `fixtures`, project-written messages that must fire
// it and near misses that must not; they are discovered here from the rule files.
const { rules, table } = rulesFor();
const shipped = rules.composites.filter((rule) => rule.origin === 'shipped');
const cases = new Map(fixtureCases().map((c) => [c.id, c]));

const fired = new Map<string, Promise<readonly string[]>>();
function firedBy(id: string): Promise<readonly string[]> {
  let result = fired.get(id);
  if (result === undefined) {
    const c = cases.get(id);
    assert.ok(c !== undefined, `no test case ${id}`);
    // Drop rules act before scoring: the engine says which fired.
    result = analyzeBytes(c.raw, { budgetMs: 20_000, dns: 'off', trustedAuthservIds: c.trustedAuthservIds ?? [] }).then((analysis) => [
      ...firedComposites(analysis.signalCodes, table),
      ...(analysis.firedDrops ?? []),
    ]);
    fired.set(id, result);
  }
  return result;
}

describe('rules: every composite proves itself on project-written mail', () => {
  it('gives every composite a firing message and a near miss', () => {
    for (const rule of shipped) {
      const { fires = [], near_misses: near = [] } = rule.value.fixtures ?? {};
      assert.ok(fires.length > 0 && near.length > 0, `${rule.value.id} lacks a fixture (npm run rules:fixtures picks one)`);
    }
  });

  for (const rule of shipped) {
    const { fires = [], near_misses: near = [] } = rule.value.fixtures ?? {};
    if (fires.length === 0 && near.length === 0) continue;
    it(`${rule.value.id}: fires on ${fires.length}, not on ${near.length} near miss(es)`, async () => {
      for (const id of fires) assert.ok((await firedBy(id)).includes(rule.value.id), `${rule.value.id} should fire on ${id}`);
      for (const id of near) assert.ok(!(await firedBy(id)).includes(rule.value.id), `${rule.value.id} should not fire on ${id}`);
    });
  }
});
