// The authentication area: SPF, DKIM and DMARC as trusted receiving servers reported them and as
// we verify them ourselves (auth/evidence.ts). Only observations: how much a failure weighs is
// the policy's decision.
//
// Real life first: discussion lists add footers that break their posters' signatures, so on a
// list message a signature of the From domain broken only in its body is not reported, and
// neither is the DMARC failure that follows from it.

import type { SignalCode } from '../../contract/signals.ts';
import type { MessageModel } from '../../message/model.ts';
import type { Area, AreaContext, AreaFindings } from '../area.ts';
import { aligned, authEvidence, authFacts, carriesTransportEvidence } from '../auth/evidence.ts';
import type { AuthEvidence, AuthFacts } from '../auth/evidence.ts';
import { authorDomain } from '../identity/author.ts';
import { isMailingListMessage } from '../facts/lists.ts';

export const authenticationArea: Area = {
  name: 'authentication',
  async run(model: MessageModel, context: AreaContext): Promise<AreaFindings> {
    const evidence = await authEvidence(model, context);
    return { signals: authenticationSignals(model, evidence) };
  },
};

export function authenticationSignals(model: MessageModel, evidence: AuthEvidence): SignalCode[] {
  const signals = new Set<SignalCode>();
  const facts = authFacts(evidence);
  const fromDomain = authorDomain(model);

  if (evidence.state === 'unanswered') signals.add('coverage_auth_unverified');
  if (evidence.trusted.length === 0 && (evidence.state === 'off' || evidence.state === 'no_bytes')) signals.add('auth_results_missing');
  if (facts.spf === 'fail' || facts.spf === 'softfail') signals.add('auth_spf_fail');

  // A copy without any transport evidence was exported or stripped: its missing signature is unknown, not absent.
  if (evidence.signatureFields === 0 && facts.dkimPassDomains.length === 0 && carriesTransportEvidence(model)) signals.add('auth_dkim_missing');
  const listChanged = isMailingListMessage(model) && facts.dkimFailuresAreBodyChanges && facts.dkimFailDomains.length > 0;
  if (facts.dkimFailDomains.length > 0 && facts.dkimPassDomains.length === 0 && !listChanged) signals.add('auth_dkim_fail');
  if (fromDomain !== '' && facts.dkimPassDomains.length > 0 && !facts.dkimPassDomains.some((domain) => aligned(domain, fromDomain))) {
    signals.add('auth_dkim_unaligned');
  }

  if (facts.dmarc?.result === 'fail' && !(listChanged && signedByFromDomain(facts, fromDomain))) {
    signals.add('auth_dmarc_fail');
    const enforced = facts.dmarc.policy === 'quarantine' || facts.dmarc.policy === 'reject';
    if (enforced && !alignmentOnly(facts)) signals.add('auth_dmarc_fail_enforced');
  }
  return [...signals];
}

/**
 * DMARC failed only for want of alignment: a signature verified (for a sending platform's
 * domain, such as a tenant or ESP domain) and SPF did not fail. Common on legitimate mail from
 * senders who never set up their own DKIM and pass DMARC by SPF alone, which we cannot check
 * without the connecting IP: weak evidence, so not reported as an enforced failure.
 */
function alignmentOnly(facts: AuthFacts): boolean {
  return facts.dkimPassDomains.length > 0 && facts.spf !== 'fail' && facts.spf !== 'softfail';
}

/** The From domain's own signature was there (and broke): DMARC failed by change, not forgery. */
function signedByFromDomain(facts: AuthFacts, fromDomain: string): boolean {
  return fromDomain !== '' && facts.dkimFailDomains.some((domain) => aligned(domain, fromDomain));
}
