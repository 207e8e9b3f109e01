// The test mail exported for training keeps the held-out cases out and labels every case by
// what the suites say it is.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exportedCases } from '../../scripts/export-case-mail.ts';
import { LEGITIMATE_SUITES, PHISHING_SUITES, SPAM_CASES } from '../analysis/mail-suites.ts';

describe('export-case-mail', () => {
  const cases = exportedCases();
  const phishing = PHISHING_SUITES.flatMap((suite) => suite.cases);
  const legitimate = LEGITIMATE_SUITES.flatMap((suite) => suite.cases);

  it('holds out the cases marked heldOut, the blind batches and the cases written beside their rules', () => {
    const held = [...phishing, ...legitimate].filter((c) => c.heldOut === true);
    assert.ok(held.length >= 100, `${held.length} held out`);
    const exported = new Set(cases.map(({ raw }) => Buffer.from(raw).toString('base64')));
    for (const c of held) assert.ok(!exported.has(Buffer.from(c.raw).toString('base64')), `${c.name} is held out`);
    const kept = [...phishing, ...legitimate].length - held.length;
    assert.equal(cases.length, kept + SPAM_CASES.length);
  });

  it('writes label/lang/name.eml with the label the suite gives', () => {
    const paths = new Set(cases.map(({ path }) => path));
    assert.equal(paths.size, cases.length, 'unique paths');
    for (const { path } of cases) assert.match(path, /^(phish|fraud|spam|ham)\/(en|es|pt|de|fr|nl)\/[a-z-]+-\d{3}\.eml$/);
    assert.equal(cases.filter(({ path }) => path.startsWith('ham/')).length, legitimate.filter((c) => c.heldOut !== true).length);
    const fraud = phishing.filter((c) => c.heldOut !== true && c.expect[0] === 'fraud').length;
    assert.equal(cases.filter(({ path }) => path.startsWith('fraud/')).length, fraud);
  });
});
