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

// Composites still without a firing message or a near miss among the project's test mail
// (scripts/pick-rule-fixtures.ts found none). The list may only shrink: a composite that gains
// both fixtures must leave it.
const WITHOUT_BOTH = new Set([
  'disguised_document_lure',
  'display_name_spoof',
  'encrypted_attachment_with_password',
  'evasive_container',
  'machine_named_document_lure',
  'spoofed_protected_domain',
  'unsigned_image_spam',
  'unsigned_mailing_on_image_sharing_host',
]);

const fired = new Map<string, Promise<readonly string[]>>();
function firedBy(id: string): Promise<readonly string[]> {
  let result = fired.get(id);
  if (result === undefined) {
    const c = cases.get(id);
    assert.ok(c !== undefined, `no test case ${id}`);
    result = analyzeBytes(c.raw, { budgetMs: 20_000, dns: 'off' }).then((analysis) => firedComposites(analysis.signalCodes, table));
    fired.set(id, result);
  }
  return result;
}

describe('rules: every composite proves itself on project-written mail', () => {
  it('gives every composite a firing message and a near miss, the listed ones aside', () => {
    for (const rule of shipped) {
      const { fires = [], near_misses: near = [] } = rule.value.fixtures ?? {};
      const both = fires.length > 0 && near.length > 0;
      assert.equal(both, !WITHOUT_BOTH.has(rule.value.id), `${rule.value.id}: ${both ? 'has both fixtures: take it off WITHOUT_BOTH' : 'lacks a fixture'}`);
    }
    for (const id of WITHOUT_BOTH) assert.ok(shipped.some((rule) => rule.value.id === id), `${id} is no shipped composite`);
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
