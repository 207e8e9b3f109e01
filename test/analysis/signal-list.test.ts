import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import fc from 'fast-check';

import { SEVERITIES, SIGNAL_CODES, isCoverageCode, signalEntry } from '../../src/contract/signals.ts';
import type { SignalCode } from '../../src/contract/signals.ts';
import { listSignals } from '../../src/analysis/signal-list.ts';

const severityRank = (code: SignalCode) => SEVERITIES.indexOf(signalEntry(code).severity);

describe('listSignals', () => {
  it('deduplicates and orders most severe first', () => {
    const { codes, truncated } = listSignals(['structure_missing_headers', 'link_domain_lookalike', 'structure_missing_headers', 'content_urgency_threat']);
    assert.deepEqual(codes, ['link_domain_lookalike', 'content_urgency_threat', 'structure_missing_headers']);
    assert.equal(truncated, false);
  });

  it('keeps 32 at most, coverage codes included, and says it truncated', () => {
    const { codes, truncated } = listSignals(SIGNAL_CODES);
    assert.equal(codes.length, 32);
    assert.equal(truncated, true);
    for (const coverage of SIGNAL_CODES.filter(isCoverageCode)) assert.ok(codes.includes(coverage), coverage);
  });

  it('drops the least severe codes first', () => {
    const { codes } = listSignals(SIGNAL_CODES);
    const kept = codes.filter((code) => !isCoverageCode(code));
    const dropped = SIGNAL_CODES.filter((code) => !codes.includes(code));
    assert.ok(Math.max(...kept.map(severityRank)) <= Math.min(...dropped.map(severityRank)));
  });

  it('always returns unique catalog codes, ordered, within the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SIGNAL_CODES), { maxLength: 120 }), fc.integer({ min: 4, max: 40 }), (signals, max) => {
        const { codes, truncated } = listSignals(signals, max);
        const distinct = new Set(signals);
        assert.equal(new Set(codes).size, codes.length);
        assert.equal(codes.length, Math.min(distinct.size, max));
        assert.equal(truncated, distinct.size > max);
        const ranks = codes.map(severityRank);
        assert.deepEqual(
          ranks,
          [...ranks].sort((a, b) => a - b),
        );
        const coverage = [...distinct].filter(isCoverageCode);
        for (const code of coverage) assert.ok(codes.includes(code));
      }),
    );
  });
});
