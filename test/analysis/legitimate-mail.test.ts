// Legitimate mail stays clean: hand-written modern messages (legitimate-mail-*-cases.ts: a first
// set, the genuine counterparts of the blind phishing batches, and the near misses written beside
// each round's rules) through the whole engine
// with DNS off. A rule that cries wolf on ordinary transactional, marketing or personal mail
// fails here, with the signals it raised in the assertion message.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { analyzeBytes } from '../../src/analysis/analyze.ts';
import type { Verdict } from '../../src/contract/result.ts';
import { ASKED_FORWARD_CASES } from './legitimate-mail-asked-forward-cases.ts';
import { BULK_CASES } from './legitimate-mail-bulk-cases.ts';
import { CASES as FIRST_CASES } from './legitimate-mail-cases.ts';
import { CLEAN_MISSES_NEAR_CASES } from './legitimate-mail-clean-misses-near-cases.ts';
import { EIGHTH_CASES } from './legitimate-mail-eighth-cases.ts';
import { EIGHTH_RULES_CASES } from './legitimate-mail-eighth-rules-cases.ts';
import { EIGHTH_RULES_SECOND_CASES } from './legitimate-mail-eighth-rules-second-cases.ts';
import { FIFTH_CASES } from './legitimate-mail-fifth-cases.ts';
import { FOURTH_CASES } from './legitimate-mail-fourth-cases.ts';
import type { Kind } from './legitimate-mail-cases.ts';
import { LAST_MISSES_NEAR_CASES } from './legitimate-mail-last-misses-near-cases.ts';
import { MORE_CASES } from './legitimate-mail-more-cases.ts';
import { NEWS_CASES } from './legitimate-mail-news-cases.ts';
import { PROBE_CASES } from './legitimate-mail-probe-cases.ts';
import { SEVENTH_CASES } from './legitimate-mail-seventh-cases.ts';
import { SEVENTH_COUNTER_CASES } from './legitimate-mail-seventh-counter-cases.ts';
import { SIXTH_CASES } from './legitimate-mail-sixth-cases.ts';
import { SIXTH_NEAR_CASES } from './legitimate-mail-sixth-near-cases.ts';
import { FORWARD_LURES_NEAR_CASES } from './legitimate-mail-forward-lures-near-cases.ts';
import { SPAM_TRICKS_NEAR_CASES } from './legitimate-mail-spam-tricks-near-cases.ts';
import { SPAM_MARKS_NEAR_CASES } from './legitimate-mail-spam-marks-near-cases.ts';
import { THIRD_CASES } from './legitimate-mail-third-cases.ts';

const CASES = [...FIRST_CASES, ...MORE_CASES, ...THIRD_CASES, ...FOURTH_CASES, ...FIFTH_CASES, ...SIXTH_CASES, ...SIXTH_NEAR_CASES, ...SEVENTH_CASES, ...CLEAN_MISSES_NEAR_CASES, ...SPAM_TRICKS_NEAR_CASES, ...BULK_CASES, ...SEVENTH_COUNTER_CASES, ...SPAM_MARKS_NEAR_CASES, ...FORWARD_LURES_NEAR_CASES, ...NEWS_CASES, ...LAST_MISSES_NEAR_CASES, ...EIGHTH_CASES, ...EIGHTH_RULES_CASES, ...EIGHTH_RULES_SECOND_CASES, ...ASKED_FORWARD_CASES, ...PROBE_CASES];

const ALLOWED: Readonly<Record<Kind, readonly Verdict[]>> = {
  personal: ['clean'],
  transactional: ['clean', 'bulk'],
  marketing: ['bulk'],
};

describe('legitimate mail', () => {
  it('covers every language and kind the suite promises', () => {
    assert.ok(CASES.length >= 40, `${CASES.length} messages`);
    for (const lang of ['en', 'es', 'pt-BR', 'pt-PT', 'de', 'fr', 'nl']) {
      assert.ok(CASES.filter((c) => c.lang === lang).length >= 3, `language ${lang}`);
    }
    for (const kind of ['personal', 'transactional', 'marketing']) assert.ok(CASES.some((c) => c.kind === kind), `kind ${kind}`);
    assert.equal(new Set(CASES.map((c) => c.name)).size, CASES.length, 'names are unique');
  });

  for (const c of CASES) {
    it(`${c.lang} · ${c.kind} · ${c.name}`, c.todo === undefined ? {} : { todo: c.todo }, async () => {
      const analysis = await analyzeBytes(c.raw, { budgetMs: 20_000, dns: 'off' });
      assert.ok(
        ALLOWED[c.kind].includes(analysis.verdict),
        `${analysis.verdict}/${analysis.risk}, expected ${ALLOWED[c.kind].join(' or ')}; signals: ${analysis.signalCodes.join(', ') || 'none'}`,
      );
    });
  }
});
