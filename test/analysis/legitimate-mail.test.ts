// Legitimate mail stays clean: hand-written modern messages (the suites listed in
// mail-suites.ts, one file per kind of mail, holding a first set, the genuine counterparts of
// the blind phishing batches and the near misses written beside each round's rules) through the
// whole engine with DNS off. A rule that cries wolf on ordinary transactional, marketing or
// personal mail fails here, with the signals it raised in the assertion message. Known false
// positives carry a `todo` and run in `npm run bench:cases` instead.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { analyzeBytes } from '../../src/analysis/analyze.ts';
import { ALLOWED, LEGITIMATE_CASES as CASES, legitimateKept } from './mail-suites.ts';

describe('legitimate mail', () => {
  it('covers every language and kind the suite promises', () => {
    assert.ok(CASES.length >= 40, `${CASES.length} messages`);
    for (const lang of ['en', 'es', 'pt-BR', 'pt-PT', 'de', 'fr', 'nl']) {
      assert.ok(CASES.filter((c) => c.lang === lang).length >= 3, `language ${lang}`);
    }
    for (const kind of ['personal', 'transactional', 'marketing'])
      assert.ok(
        CASES.some((c) => c.kind === kind),
        `kind ${kind}`,
      );
    assert.equal(new Set(CASES.map((c) => c.name)).size, CASES.length, 'names are unique');
  });

  for (const c of CASES.filter((known) => known.todo === undefined)) {
    it(`${c.lang} · ${c.kind} · ${c.name}`, async () => {
      const analysis = await analyzeBytes(c.raw, { budgetMs: 20_000, dns: 'off' });
      assert.ok(
        legitimateKept(c, analysis.verdict),
        `${analysis.verdict}/${analysis.risk}, expected ${ALLOWED[c.kind].join(' or ')}; signals: ${analysis.signalCodes.join(', ') || 'none'}`,
      );
    });
  }
});
