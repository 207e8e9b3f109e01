// The test mail exported for training keeps the blind batches out and labels every case by
// what the suites say it is.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exportedCases, HELD_OUT } from '../../scripts/export-case-mail.ts';
import { LEGITIMATE_SUITES, PHISHING_SUITES, SPAM_CASES } from '../analysis/mail-suites.ts';

describe('export-case-mail', () => {
  const cases = exportedCases();

  it('holds out the seventh and eighth blind batches and the cases written beside their rules', () => {
    const held = [...PHISHING_SUITES, ...LEGITIMATE_SUITES].filter((suite) => HELD_OUT.test(suite.file));
    assert.ok(held.length >= 4, 'there is something held out');
    assert.ok(cases.every(({ path }) => !HELD_OUT.test(path)));
    const kept = [...PHISHING_SUITES, ...LEGITIMATE_SUITES].filter((suite) => !HELD_OUT.test(suite.file)).reduce((sum, suite) => sum + suite.cases.length, 0);
    assert.equal(cases.length, kept + SPAM_CASES.length);
  });

  it('writes label/lang/name.eml with the label the suite gives', () => {
    const paths = new Set(cases.map(({ path }) => path));
    assert.equal(paths.size, cases.length, 'unique paths');
    for (const { path } of cases) assert.match(path, /^(phish|fraud|spam|ham)\/(en|es|pt|de|fr|nl)\/[a-z-]+-\d{3}\.eml$/);
    const legitimate = LEGITIMATE_SUITES.filter((suite) => !HELD_OUT.test(suite.file)).reduce((sum, suite) => sum + suite.cases.length, 0);
    assert.equal(cases.filter(({ path }) => path.startsWith('ham/')).length, legitimate);
    const fraud = PHISHING_SUITES.filter((suite) => !HELD_OUT.test(suite.file))
      .flatMap((suite) => suite.cases)
      .filter((c) => c.expect[0] === 'fraud').length;
    assert.equal(cases.filter(({ path }) => path.startsWith('fraud/')).length, fraud);
  });
});
