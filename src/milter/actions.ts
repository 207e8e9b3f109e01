// What the milter does with a message once the outcome is known: the headers it adds, the
// subject prefix, and the final answer to the MTA (accept, quarantine, reject, tempfail).
// Pure, so the whole table is tested without a socket.

import type { MilterConfig } from './config.ts';
import type { Outcome } from './outcome.ts';

export interface Plan {
  /** Added in this order; values without their leading space. */
  readonly headers: readonly (readonly [string, string])[];
  readonly subjectPrefix: string | undefined;
  readonly disposition: 'accept' | 'quarantine' | 'reject' | 'tempfail';
  /** The SMTP reply for reject and tempfail, e.g. `550 5.7.1 Message refused by content policy`. */
  readonly reply: string | undefined;
  /** The reason recorded with a quarantine. */
  readonly quarantineReason: string | undefined;
}

export const VERDICT_HEADER = 'X-Centinela-Verdict';

export function planFor(outcome: Outcome, config: Pick<MilterConfig, 'verdicts' | 'onUnavailable'>): Plan {
  if (outcome.kind !== 'result') {
    const headers: [string, string][] = [
      [VERDICT_HEADER, outcome.kind],
      ['X-Centinela-Reason', outcome.reason],
    ];
    if (outcome.kind === 'unavailable' && config.onUnavailable === 'tempfail') {
      return {
        headers: [],
        subjectPrefix: undefined,
        disposition: 'tempfail',
        reply: '451 4.7.1 Content analysis unavailable, try again later',
        quarantineReason: undefined,
      };
    }
    return { headers, subjectPrefix: undefined, disposition: 'accept', reply: undefined, quarantineReason: undefined };
  }
  const { result } = outcome;
  const action = config.verdicts[result.verdict];
  const headers: [string, string][] = action.headers
    ? [
        [VERDICT_HEADER, result.verdict],
        ['X-Centinela-Risk', result.risk],
        ['X-Centinela-Signals', result.signal_codes.length === 0 ? 'none' : result.signal_codes.join(', ')],
        ['X-Centinela-Analysis-Id', result.analysis_id],
      ]
    : [];
  switch (action.action) {
    case 'accept':
      return { headers, subjectPrefix: action.subjectPrefix, disposition: 'accept', reply: undefined, quarantineReason: undefined };
    case 'quarantine':
      return {
        headers,
        subjectPrefix: action.subjectPrefix,
        disposition: 'quarantine',
        reply: undefined,
        quarantineReason: `Centinela ${result.verdict} ${result.analysis_id}`,
      };
    case 'reject':
      return { headers: [], subjectPrefix: undefined, disposition: 'reject', reply: `550 5.7.1 ${action.replyText}`, quarantineReason: undefined };
    case 'tempfail':
      return { headers: [], subjectPrefix: undefined, disposition: 'tempfail', reply: `451 4.7.1 ${action.replyText}`, quarantineReason: undefined };
  }
}
