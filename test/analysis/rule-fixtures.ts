// The project's hand-written test mail, addressed by id (`<suite file>#<case name>`), so that
// each composite in rules/composites/ can name the messages that must fire it and the near
// misses that must not (its `fixtures`). Used by rules-fixtures.test.ts and by
// scripts/pick-rule-fixtures.ts.

import { LEGITIMATE_SUITES, PHISHING_SUITES, SPAM_CASES } from './mail-suites.ts';
import { RULE_FIXTURE_CASES } from './rule-fixture-cases.ts';

export interface FixtureCase {
  readonly id: string;
  readonly family: 'phishing' | 'legitimate' | 'spam' | 'rule-fixture';
  readonly raw: Uint8Array;
  /** authserv-ids the analysis trusts; none by default, as in the suites. */
  readonly trustedAuthservIds?: readonly string[];
  /** A known miss or false positive of the suites: fine as a fixture only for what it shows. */
  readonly todo: boolean;
}

export function fixtureCases(): FixtureCase[] {
  const cases: FixtureCase[] = [];
  for (const suite of PHISHING_SUITES) {
    for (const c of suite.cases) cases.push({ id: `${suite.file}#${c.name}`, family: 'phishing', raw: c.raw, todo: c.todo !== undefined });
  }
  for (const suite of LEGITIMATE_SUITES) {
    for (const c of suite.cases) cases.push({ id: `${suite.file}#${c.name}`, family: 'legitimate', raw: c.raw, todo: c.todo !== undefined });
  }
  for (const c of SPAM_CASES) cases.push({ id: `spam-mail-cases.ts#${c.name}`, family: 'spam', raw: c.raw, todo: false });
  for (const c of RULE_FIXTURE_CASES) {
    cases.push({
      id: `rule-fixture-cases.ts#${c.name}`,
      family: 'rule-fixture',
      raw: c.raw,
      todo: false,
      ...(c.trustedAuthservIds && { trustedAuthservIds: c.trustedAuthservIds }),
    });
  }
  return cases;
}
