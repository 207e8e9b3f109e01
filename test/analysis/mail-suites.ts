// The hand-written mail suites, one list each, shared by the tests (which run every case the
// engine is expected to get right) and `npm run bench:cases` (which also runs the known misses,
// the cases marked `todo`, and reports each suite's figures).

import type { Verdict } from '../../src/contract/result.ts';
import { ASKED_FORWARD_CASES } from './legitimate-mail-asked-forward-cases.ts';
import { BULK_CASES as LEGITIMATE_BULK_CASES } from './legitimate-mail-bulk-cases.ts';
import { CASES as LEGITIMATE_FIRST_CASES } from './legitimate-mail-cases.ts';
import type { Kind, LegitimateCase } from './legitimate-mail-cases.ts';
import { CLEAN_MISSES_NEAR_CASES } from './legitimate-mail-clean-misses-near-cases.ts';
import { EIGHTH_CASES as LEGITIMATE_EIGHTH_CASES } from './legitimate-mail-eighth-cases.ts';
import { EIGHTH_RULES_CASES as LEGITIMATE_EIGHTH_RULES_CASES } from './legitimate-mail-eighth-rules-cases.ts';
import { EIGHTH_RULES_SECOND_CASES as LEGITIMATE_EIGHTH_RULES_SECOND_CASES } from './legitimate-mail-eighth-rules-second-cases.ts';
import { FIFTH_CASES as LEGITIMATE_FIFTH_CASES } from './legitimate-mail-fifth-cases.ts';
import { FORWARD_LURES_NEAR_CASES } from './legitimate-mail-forward-lures-near-cases.ts';
import { FOURTH_CASES as LEGITIMATE_FOURTH_CASES } from './legitimate-mail-fourth-cases.ts';
import { LAST_MISSES_NEAR_CASES } from './legitimate-mail-last-misses-near-cases.ts';
import { MORE_CASES as LEGITIMATE_MORE_CASES } from './legitimate-mail-more-cases.ts';
import { NEWS_CASES } from './legitimate-mail-news-cases.ts';
import { PROBE_CASES } from './legitimate-mail-probe-cases.ts';
import { SEVENTH_CASES as LEGITIMATE_SEVENTH_CASES } from './legitimate-mail-seventh-cases.ts';
import { SEVENTH_COUNTER_CASES } from './legitimate-mail-seventh-counter-cases.ts';
import { SIXTH_CASES as LEGITIMATE_SIXTH_CASES } from './legitimate-mail-sixth-cases.ts';
import { SIXTH_NEAR_CASES } from './legitimate-mail-sixth-near-cases.ts';
import { SPAM_MARKS_NEAR_CASES } from './legitimate-mail-spam-marks-near-cases.ts';
import { SPAM_TRICKS_NEAR_CASES } from './legitimate-mail-spam-tricks-near-cases.ts';
import { THIRD_CASES as LEGITIMATE_THIRD_CASES } from './legitimate-mail-third-cases.ts';
import { BULK_CASES } from './phishing-mail-bulk-cases.ts';
import { CASES as FIRST_CASES } from './phishing-mail-cases.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';
import { CLEAN_MISSES_CASES } from './phishing-mail-clean-misses-cases.ts';
import { EIGHTH_CASES } from './phishing-mail-eighth-cases.ts';
import { EIGHTH_RULES_CASES } from './phishing-mail-eighth-rules-cases.ts';
import { EIGHTH_RULES_SECOND_CASES } from './phishing-mail-eighth-rules-second-cases.ts';
import { FIFTH_CASES } from './phishing-mail-fifth-cases.ts';
import { FORWARD_LURE_CASES } from './phishing-mail-forward-lures-cases.ts';
import { FOURTH_CASES } from './phishing-mail-fourth-cases.ts';
import { GUARD_CASES } from './phishing-mail-guard-cases.ts';
import { LAST_MISSES_CASES } from './phishing-mail-last-misses-cases.ts';
import { MORE_CASES } from './phishing-mail-more-cases.ts';
import { NEWS_GUARD_CASES } from './phishing-mail-news-guard-cases.ts';
import { SEVENTH_CASES } from './phishing-mail-seventh-cases.ts';
import { SEVENTH_RULES_CASES } from './phishing-mail-seventh-rules-cases.ts';
import { SIXTH_CASES } from './phishing-mail-sixth-cases.ts';
import { SPAM_TRICKS_CASES } from './phishing-mail-spam-tricks-cases.ts';
import { THIRD_CASES } from './phishing-mail-third-cases.ts';
import { SPAM_CASES } from './spam-mail-cases.ts';

export interface Suite<C> {
  /** The case file the suite lives in. */
  readonly file: string;
  readonly cases: readonly C[];
}

export const PHISHING_SUITES: readonly Suite<PhishingCase>[] = [
  { file: 'phishing-mail-cases.ts', cases: FIRST_CASES },
  { file: 'phishing-mail-more-cases.ts', cases: MORE_CASES },
  { file: 'phishing-mail-third-cases.ts', cases: THIRD_CASES },
  { file: 'phishing-mail-fourth-cases.ts', cases: FOURTH_CASES },
  { file: 'phishing-mail-fifth-cases.ts', cases: FIFTH_CASES },
  { file: 'phishing-mail-sixth-cases.ts', cases: SIXTH_CASES },
  { file: 'phishing-mail-seventh-cases.ts', cases: SEVENTH_CASES },
  { file: 'phishing-mail-seventh-rules-cases.ts', cases: SEVENTH_RULES_CASES },
  { file: 'phishing-mail-clean-misses-cases.ts', cases: CLEAN_MISSES_CASES },
  { file: 'phishing-mail-spam-tricks-cases.ts', cases: SPAM_TRICKS_CASES },
  { file: 'phishing-mail-bulk-cases.ts', cases: BULK_CASES },
  { file: 'phishing-mail-guard-cases.ts', cases: GUARD_CASES },
  { file: 'phishing-mail-forward-lures-cases.ts', cases: FORWARD_LURE_CASES },
  { file: 'phishing-mail-news-guard-cases.ts', cases: NEWS_GUARD_CASES },
  { file: 'phishing-mail-last-misses-cases.ts', cases: LAST_MISSES_CASES },
  { file: 'phishing-mail-eighth-cases.ts', cases: EIGHTH_CASES },
  { file: 'phishing-mail-eighth-rules-cases.ts', cases: EIGHTH_RULES_CASES },
  { file: 'phishing-mail-eighth-rules-second-cases.ts', cases: EIGHTH_RULES_SECOND_CASES },
];

export const LEGITIMATE_SUITES: readonly Suite<LegitimateCase>[] = [
  { file: 'legitimate-mail-cases.ts', cases: LEGITIMATE_FIRST_CASES },
  { file: 'legitimate-mail-more-cases.ts', cases: LEGITIMATE_MORE_CASES },
  { file: 'legitimate-mail-third-cases.ts', cases: LEGITIMATE_THIRD_CASES },
  { file: 'legitimate-mail-fourth-cases.ts', cases: LEGITIMATE_FOURTH_CASES },
  { file: 'legitimate-mail-fifth-cases.ts', cases: LEGITIMATE_FIFTH_CASES },
  { file: 'legitimate-mail-sixth-cases.ts', cases: LEGITIMATE_SIXTH_CASES },
  { file: 'legitimate-mail-sixth-near-cases.ts', cases: SIXTH_NEAR_CASES },
  { file: 'legitimate-mail-seventh-cases.ts', cases: LEGITIMATE_SEVENTH_CASES },
  { file: 'legitimate-mail-clean-misses-near-cases.ts', cases: CLEAN_MISSES_NEAR_CASES },
  { file: 'legitimate-mail-spam-tricks-near-cases.ts', cases: SPAM_TRICKS_NEAR_CASES },
  { file: 'legitimate-mail-bulk-cases.ts', cases: LEGITIMATE_BULK_CASES },
  { file: 'legitimate-mail-seventh-counter-cases.ts', cases: SEVENTH_COUNTER_CASES },
  { file: 'legitimate-mail-spam-marks-near-cases.ts', cases: SPAM_MARKS_NEAR_CASES },
  { file: 'legitimate-mail-forward-lures-near-cases.ts', cases: FORWARD_LURES_NEAR_CASES },
  { file: 'legitimate-mail-news-cases.ts', cases: NEWS_CASES },
  { file: 'legitimate-mail-last-misses-near-cases.ts', cases: LAST_MISSES_NEAR_CASES },
  { file: 'legitimate-mail-eighth-cases.ts', cases: LEGITIMATE_EIGHTH_CASES },
  { file: 'legitimate-mail-eighth-rules-cases.ts', cases: LEGITIMATE_EIGHTH_RULES_CASES },
  { file: 'legitimate-mail-eighth-rules-second-cases.ts', cases: LEGITIMATE_EIGHTH_RULES_SECOND_CASES },
  { file: 'legitimate-mail-asked-forward-cases.ts', cases: ASKED_FORWARD_CASES },
  { file: 'legitimate-mail-probe-cases.ts', cases: PROBE_CASES },
];

export { SPAM_CASES };

export const PHISHING_CASES: readonly PhishingCase[] = PHISHING_SUITES.flatMap((suite) => suite.cases);
export const LEGITIMATE_CASES: readonly LegitimateCase[] = LEGITIMATE_SUITES.flatMap((suite) => suite.cases);

/** The verdicts a legitimate message of each kind may get. */
export const ALLOWED: Readonly<Record<Kind, readonly Verdict[]>> = {
  personal: ['clean'],
  transactional: ['clean', 'bulk'],
  marketing: ['bulk'],
};

/** Spam is caught when it is neither clean nor bulk. */
export const UNFLAGGED: ReadonlySet<Verdict> = new Set<Verdict>(['clean', 'bulk']);

export function phishingCaught(c: PhishingCase, verdict: Verdict): boolean {
  return (c.expect as readonly string[]).includes(verdict);
}

export function legitimateKept(c: LegitimateCase, verdict: Verdict): boolean {
  return ALLOWED[c.kind].includes(verdict);
}
