// Unsolicited mail is flagged: hand-written spam (spam-mail-cases.ts) through the whole engine
// with DNS off, each expected to end in `spam` or a threat verdict, never `clean` or `bulk`.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { analyzeBytes } from '../../src/analysis/analyze.ts';
import { SPAM_CASES } from './spam-mail-cases.ts';

const UNFLAGGED = new Set(['clean', 'bulk']);

describe('spam mail', () => {
  it('names every case once', () => {
    assert.equal(new Set(SPAM_CASES.map((c) => c.name)).size, SPAM_CASES.length);
  });

  for (const c of SPAM_CASES) {
    it(`${c.lang} · ${c.name}`, async () => {
      const analysis = await analyzeBytes(c.raw, { budgetMs: 20_000, dns: 'off' });
      assert.ok(!UNFLAGGED.has(analysis.verdict), `${analysis.verdict}/${analysis.risk}; signals: ${analysis.signalCodes.join(', ') || 'none'}`);
    });
  }
});
