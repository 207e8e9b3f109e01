import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import fc from 'fast-check';

import { ALLOWED_RISKS, RISKS, VERDICTS } from '../../src/contract/result.ts';
import type { Risk, Verdict } from '../../src/contract/result.ts';
import { SIGNAL_CODES, isCoverageCode, signalEntry } from '../../src/contract/signals.ts';
import type { SignalCode } from '../../src/contract/signals.ts';
import { decideVerdict } from '../../src/analysis/policy.ts';
import { rulesFor } from '../../src/analysis/policy.ts';
import { applyDrops } from '../../src/analysis/drops.ts';
import { FACT_NAMES } from '../../src/analysis/facts/catalog.ts';
import type { FactName } from '../../src/analysis/facts/catalog.ts';
import type { CompositeCondition } from '../../src/analysis/rules/policy-types.ts';

const COVERAGE = SIGNAL_CODES.filter(isCoverageCode);
const STRUCTURE = SIGNAL_CODES.filter((code) => signalEntry(code).area === 'structure');
// Signals that switch on a lowering rule (one that mutes or drops other signals) can lower a
// verdict; every other signal can only add evidence. The rules are read from rules/.
const { table } = rulesFor();
const MUTING_RULES = table.composites.filter((composite) => composite.mute !== undefined);
const LOWERING_RULES = [...MUTING_RULES, ...table.drops];
const triggers = (rules: readonly { readonly when: CompositeCondition }[]) =>
  new Set(rules.flatMap((rule) => [...(rule.when.all ?? []), ...(rule.when.some ?? []).flatMap((group) => group.of)]));
const MUTE_TRIGGERS = triggers(MUTING_RULES);
const LOWERING_TRIGGERS = triggers(LOWERING_RULES);

/** The engine's last steps: the drop rules (with these facts holding), then the policy. */
async function decideAfterDrops(codes: readonly SignalCode[], facts: ReadonlySet<FactName>) {
  const present = new Set(codes);
  const { dropped } = await applyDrops(present, table.drops, (name) => facts.has(name));
  return decideVerdict([...present].filter((code) => !dropped.has(code)));
}

const signalSet = (codes: readonly SignalCode[]) => fc.uniqueArray(fc.constantFrom(...codes), { maxLength: codes.length });
const anySignals = signalSet(SIGNAL_CODES);

/** How alarming a decision is: verdict precedence first, then risk. */
function alarm(decision: { verdict: Verdict; risk: Risk }): number {
  return (VERDICTS.length - VERDICTS.indexOf(decision.verdict)) * RISKS.length + RISKS.indexOf(decision.risk);
}

describe('policy properties (fast-check)', () => {
  it('always returns an allowed verdict/risk pair', () => {
    fc.assert(
      fc.property(anySignals, (codes) => {
        const { verdict, risk } = decideVerdict(codes);
        assert.ok(ALLOWED_RISKS[verdict].includes(risk), `${verdict}/${risk} for ${codes.join(',')}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('never changes its decision because of coverage codes', () => {
    fc.assert(
      fc.property(anySignals, signalSet(COVERAGE), (codes, coverage) => {
        assert.deepEqual(decideVerdict([...codes, ...coverage]), decideVerdict(codes.filter((code) => !isCoverageCode(code))));
      }),
      { numRuns: 1000 },
    );
  });

  it('never goes beyond spam with low risk on structure signals alone', () => {
    fc.assert(
      fc.property(signalSet(STRUCTURE), signalSet(COVERAGE), (structure, coverage) => {
        const { verdict, risk } = decideVerdict([...structure, ...coverage]);
        assert.ok(verdict === 'clean' || verdict === 'spam', verdict);
        assert.ok(risk === 'none' || risk === 'low', risk);
      }),
    );
  });

  it(`never becomes less alarming when a signal is added (the triggers of ${MUTING_RULES.map((rule) => rule.id).join(', ')} aside)`, () => {
    const addable = SIGNAL_CODES.filter((code) => !MUTE_TRIGGERS.has(code));
    fc.assert(
      fc.property(anySignals, fc.constantFrom(...addable), (codes, extra) => {
        assert.ok(alarm(decideVerdict([...codes, extra])) >= alarm(decideVerdict(codes)), `adding ${extra} to ${codes.join(',')}`);
      }),
      { numRuns: 2000 },
    );
  });

  it(`never becomes less alarming when a signal is added before the drop rules, whatever the facts (the triggers of ${LOWERING_RULES.map((rule) => rule.id).join(', ')} aside)`, async () => {
    const addable = SIGNAL_CODES.filter((code) => !LOWERING_TRIGGERS.has(code));
    await fc.assert(
      fc.asyncProperty(anySignals, fc.constantFrom(...addable), fc.subarray([...FACT_NAMES]), async (codes, extra, facts) => {
        const known = new Set(facts);
        const before = alarm(await decideAfterDrops(codes, known));
        assert.ok(alarm(await decideAfterDrops([...codes, extra], known)) >= before, `adding ${extra} to ${codes.join(',')} with ${facts.join(',')}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('lets the verdict of higher precedence win when several classes reach their threshold', () => {
    const decisive: ReadonlyArray<readonly [Verdict, readonly SignalCode[]]> = [
      ['malware', ['attachment_executable']],
      ['phishing', ['content_credential_request', 'link_domain_lookalike', 'sender_display_name_brand']],
      ['fraud', ['content_bank_detail_change', 'sender_reply_to_freemail']],
    ];
    fc.assert(
      fc.property(fc.subarray([...decisive], { minLength: 1 }), anySignals, (chosen, noise) => {
        const codes = [...noise, ...chosen.flatMap(([, set]) => set)];
        const best = Math.min(...chosen.map(([verdict]) => VERDICTS.indexOf(verdict)));
        assert.ok(VERDICTS.indexOf(decideVerdict(codes).verdict) <= best);
      }),
      { numRuns: 1000 },
    );
  });

  it('does not depend on the order or repetition of signals', () => {
    fc.assert(
      fc.property(anySignals, (codes) => {
        assert.deepEqual(decideVerdict([...codes].reverse().concat(codes)), decideVerdict(codes));
      }),
    );
  });
});
