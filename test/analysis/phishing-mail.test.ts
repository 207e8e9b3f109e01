// Phishing and fraud are caught: hand-written modern attacks (the suites listed in
// mail-suites.ts, one file per threat family, holding the first set, the blind batches written
// before reading any detection code and the lures written beside each round's rules) through
// the whole engine with DNS off, each expected to end in one of its threat verdicts. A message
// the engine misses today carries a `todo` naming what is missing; those run in `npm run
// bench:cases`, which reports them, and not here, so that a passing run prints no failures.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { analyzeBytes } from '../../src/analysis/analyze.ts';
import type { Lang, Lure } from './mail-case.ts';
import { PHISHING_CASES as CASES, PHISHING_SUITES, phishingCaught } from './mail-suites.ts';

const MINIMUM_PER_LANGUAGE: Readonly<Record<Lang, number>> = { en: 15, es: 8, 'pt-BR': 8, 'pt-PT': 4, de: 5, fr: 5, nl: 5 };

const LURES: readonly Lure[] = [
  'file-share',
  'e-signature',
  'voicemail',
  'parcel',
  'tax',
  'bank',
  'mailbox',
  'html-attachment',
  'qr-code',
  'callback',
  'bec',
  'sextortion',
  'crypto',
  'advance-fee',
  'reply-thread',
  'ai-injection',
  'image-only',
  'payment-app',
  'account-alert',
  'streaming',
  'malware',
  'authority',
  'job',
  'romance',
  'dating',
  'prize',
  'casino',
  'health',
  'shop',
];

describe('phishing and fraud mail', () => {
  it('covers every language and lure the suite promises', () => {
    assert.ok(CASES.length >= 120, `${CASES.length} messages`);
    for (const [lang, minimum] of Object.entries(MINIMUM_PER_LANGUAGE)) {
      const count = CASES.filter((c) => c.lang === lang).length;
      assert.ok(count >= minimum, `language ${lang}: ${count} < ${minimum}`);
    }
    for (const lure of LURES)
      assert.ok(
        CASES.some((c) => c.lure === lure),
        `lure ${lure}`,
      );
    assert.ok(CASES.filter((c) => c.lure === 'malware').length >= 3, 'at least three malware cases');
    assert.equal(new Set(CASES.map((c) => c.name)).size, CASES.length, 'names are unique');
    // Each file is one threat family: a case sits in the file that lists its lure.
    for (const suite of PHISHING_SUITES) for (const c of suite.cases) assert.ok(suite.lures.includes(c.lure), `${suite.file}: ${c.name} has lure ${c.lure}`);
    for (const lure of LURES) assert.equal(PHISHING_SUITES.filter((suite) => suite.lures.includes(lure)).length, 1, `lure ${lure} belongs to one family`);
  });

  for (const c of CASES.filter((known) => known.todo === undefined)) {
    it(`${c.lang} · ${c.lure} · ${c.name}`, async () => {
      const analysis = await analyzeBytes(c.raw, { budgetMs: 20_000, dns: 'off' });
      assert.ok(
        phishingCaught(c, analysis.verdict),
        `${analysis.verdict}/${analysis.risk}, expected ${c.expect.join(' or ')}; signals: ${analysis.signalCodes.join(', ') || 'none'}`,
      );
    });
  }
});
