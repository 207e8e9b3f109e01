import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { AREA_PREFIXES, SIGNAL_CODES, isCoverageCode, isSignalCode, signalEntry } from '../../src/contract/signals.ts';
import type { SignalCode } from '../../src/contract/signals.ts';
import { rulesFor } from '../../src/analysis/policy.ts';
import type { Composite } from '../../src/analysis/rules/policy-types.ts';

// The invariants of the shipped rules (rules/), as compiled.
const POLICY_TABLE = rulesFor().table;

const SCORE_CLASSES = ['malware', 'phishing', 'fraud', 'spam', 'bulk'];

function conditionCodes(composite: Composite): SignalCode[] {
  return [...(composite.when.all ?? []), ...(composite.when.some ?? []).flatMap((group) => group.of)];
}

function requiredCount(composite: Composite): number {
  return (composite.when.all ?? []).length + (composite.when.some ?? []).reduce((sum, group) => sum + (group.min ?? 1), 0);
}

describe('shipped rules: shape', () => {
  it('excludes only muting triggers with `none`, so adding a signal never lowers a decision but by muting', () => {
    const triggers = new Set(POLICY_TABLE.composites.filter((composite) => composite.mute !== undefined).flatMap((composite) => composite.when.all ?? []));
    for (const composite of POLICY_TABLE.composites) {
      // A composite that only mutes may be switched off by any code: that cancels a mute, which can only raise.
      const onlyMutes = composite.mute !== undefined && composite.raise === undefined && composite.decide === undefined;
      if (onlyMutes) continue;
      for (const code of composite.when.none ?? []) assert.ok(triggers.has(code), `${composite.id}: ${code}`);
    }
  });

  it('weighs every catalog code and nothing else', () => {
    assert.deepEqual(Object.keys(POLICY_TABLE.weights).sort(), [...SIGNAL_CODES].sort());
  });

  it('uses non-negative integer weights towards known classes only', () => {
    for (const [code, weights] of Object.entries(POLICY_TABLE.weights)) {
      for (const [scoreClass, weight] of Object.entries(weights)) {
        assert.ok(SCORE_CLASSES.includes(scoreClass), `${code}: ${scoreClass}`);
        assert.ok(Number.isInteger(weight) && weight > 0, `${code}: ${scoreClass} ${weight}`);
      }
    }
  });

  it('gives coverage codes no weight', () => {
    for (const code of SIGNAL_CODES.filter(isCoverageCode)) assert.deepEqual(POLICY_TABLE.weights[code], {}, code);
  });

  it('lets structure codes weigh towards spam only', () => {
    for (const code of SIGNAL_CODES.filter((code) => signalEntry(code).area === 'structure')) {
      assert.deepEqual(Object.keys(POLICY_TABLE.weights[code]), ['spam'], code);
    }
  });

  it('caps every area, coverage at zero, structure at no more than the spam threshold', () => {
    assert.deepEqual(Object.keys(POLICY_TABLE.areaCaps).sort(), Object.keys(AREA_PREFIXES).sort());
    for (const cap of Object.values(POLICY_TABLE.areaCaps)) assert.ok(Number.isInteger(cap) && cap >= 0);
    assert.equal(POLICY_TABLE.areaCaps.coverage, 0);
    assert.ok(POLICY_TABLE.areaCaps.structure <= POLICY_TABLE.thresholds.spam.verdict);
    assert.ok(POLICY_TABLE.areaCaps.structure < POLICY_TABLE.thresholds.spam.medium);
  });

  it('orders every threshold ladder', () => {
    const { thresholds } = POLICY_TABLE;
    for (const ladder of [thresholds.malware, thresholds.phishing, thresholds.fraud]) {
      assert.ok(0 < ladder.suspicious && ladder.suspicious <= ladder.suspiciousHigh);
      assert.ok(ladder.suspiciousHigh < ladder.verdict && ladder.verdict < ladder.critical);
    }
    assert.ok(0 < thresholds.spam.verdict && thresholds.spam.verdict < thresholds.spam.medium);
    assert.ok(thresholds.bulk.verdict > 0 && thresholds.cleanLow > 0);
  });

  it('names composites uniquely, explains them and gives each an effect', () => {
    const ids = POLICY_TABLE.composites.map((composite) => composite.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const composite of POLICY_TABLE.composites) {
      assert.match(composite.id, /^[a-z]+(?:_[a-z]+)*$/);
      assert.ok(composite.why.length > 20, composite.id);
      const effects = [composite.raise, composite.decide, composite.mute].filter((effect) => effect !== undefined);
      assert.ok(effects.length > 0, composite.id);
      for (const weight of Object.values(composite.raise ?? {})) assert.ok(Number.isInteger(weight) && weight > 0, composite.id);
    }
  });

  it('builds composites from catalog codes, never from coverage codes', () => {
    for (const composite of POLICY_TABLE.composites) {
      for (const code of [...conditionCodes(composite), ...(composite.mute ?? [])]) {
        assert.ok(isSignalCode(code), `${composite.id}: ${code}`);
        assert.ok(!isCoverageCode(code), `${composite.id}: ${code}`);
      }
      for (const group of composite.when.some ?? []) {
        assert.ok((group.min ?? 1) >= 1 && (group.min ?? 1) <= group.of.length, composite.id);
        assert.equal(new Set(group.of).size, group.of.length, composite.id);
      }
    }
  });

  it('makes every raising or deciding composite a real combination of at least two signals', () => {
    for (const composite of POLICY_TABLE.composites) {
      if (composite.raise !== undefined || composite.decide !== undefined) assert.ok(requiredCount(composite) >= 2, composite.id);
    }
  });

  it('never raises or decides a class from structure codes alone', () => {
    for (const composite of POLICY_TABLE.composites) {
      if (composite.raise === undefined && composite.decide === undefined) continue;
      const isStructure = (code: SignalCode) => signalEntry(code).area === 'structure';
      const satisfiedByStructure =
        (composite.when.all ?? []).every(isStructure) && (composite.when.some ?? []).every((group) => group.of.filter(isStructure).length >= (group.min ?? 1));
      assert.equal(satisfiedByStructure, false, composite.id);
    }
  });
});
