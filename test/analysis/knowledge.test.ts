import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { signalEntry } from '../../src/contract/signals.ts';
import { FUNCTION_WORDS } from '../../src/analysis/knowledge/function-words.ts';
import { ANOMALY_SIGNALS, REQUIRED_HEADERS, STRUCTURE_THRESHOLDS } from '../../src/analysis/knowledge/structure.ts';

describe('structure knowledge', () => {
  it('maps anomalies only to structure signals', () => {
    for (const [anomaly, signal] of Object.entries(ANOMALY_SIGNALS)) {
      if (signal !== null) assert.equal(signalEntry(signal).area, 'structure', anomaly);
    }
  });

  it('leaves storage and transport conventions out', () => {
    for (const anomaly of ['mbox_from_line', 'bare_cr_line_endings', 'mixed_line_endings', 'missing_mime_version'] as const) {
      assert.equal(ANOMALY_SIGNALS[anomaly], null, anomaly);
    }
  });

  it('requires exactly From, Date and Message-ID, in lower case', () => {
    assert.deepEqual([...REQUIRED_HEADERS].sort(), ['date', 'from', 'message-id']);
  });

  it('keeps its thresholds in sensible ranges', () => {
    const t = STRUCTURE_THRESHOLDS;
    assert.ok(t.minAlternativeOverlap > 0 && t.minAlternativeOverlap < 1);
    assert.ok(Number.isInteger(t.minAlternativeWords) && t.minAlternativeWords > t.maxEmptyAlternativeWords);
    assert.ok(t.maxEmptyAlternativeWords >= 0);
    // Below the contract's MIME depth limit (20), or it could never fire.
    assert.ok(Number.isInteger(t.maxUsualDepth) && t.maxUsualDepth > 3 && t.maxUsualDepth < 20);
    assert.ok(t.maxHtmlChars >= 65_536);
    assert.ok(t.receivedClockToleranceMs >= 60 * 60 * 1000 && t.receivedClockToleranceMs <= 24 * 60 * 60 * 1000);
  });
});

describe('function words', () => {
  it('holds single lower-case words only', () => {
    for (const word of FUNCTION_WORDS) assert.match(word, /^\p{Ll}+$/u, word);
  });

  it('holds the commonest function word of each language the word-salad check reads', () => {
    for (const word of ['the', 'de', 'que', 'und', 'les', 'het', 'che', 'yang', 've', 'się', 'och']) assert.ok(FUNCTION_WORDS.has(word), word);
  });
});
