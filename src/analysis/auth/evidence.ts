// What is known about a message's authentication, gathered once per analysis and shared by the
// authentication and sender areas: the trusted results fields, our own verification when DNS
// and the message's bytes allow, and the facts both areas read from them.

import type { MessageModel } from '../../message/model.ts';
import type { AreaContext } from '../area.ts';
import { registrableDomain } from '../identity/domains.ts';
import { isEspBounceDomain } from '../knowledge/esp.ts';
import { trustedResults } from './authentication-results.ts';
import type { MethodResult } from './authentication-results.ts';
import { guardResolver, resolverFor, resolverIsBlind } from './resolver.ts';
import { verifyMessage } from './verify.ts';
import type { DmarcPolicy, Verification } from './verify.ts';

/**
 * - `verified`: we verified signatures and DMARC ourselves;
 * - `off`: DNS is off by configuration;
 * - `no_bytes`: the caller gave no message bytes to verify;
 * - `unanswered`: DNS did not answer in time, so some results are missing.
 */
export type VerificationState = 'verified' | 'off' | 'no_bytes' | 'unanswered';

export interface AuthEvidence {
  /** Results from trusted authserv-ids, nearest the recipient first. */
  readonly trusted: readonly MethodResult[];
  readonly state: VerificationState;
  readonly verification: Verification | undefined;
  /** DKIM-Signature fields in the top-level header. */
  readonly signatureFields: number;
}

/** The evidence for this message in this analysis, computed once for all the areas that ask. */
export function authEvidence(model: MessageModel, context: AreaContext): Promise<AuthEvidence> {
  return context.derived.get(model, 'authEvidence', () => gather(model, context));
}

async function gather(model: MessageModel, context: AreaContext): Promise<AuthEvidence> {
  const signatureFields = model.header('dkim-signature').length;
  const plainTrusted = trustedResults({
    authenticationResults: model.header('authentication-results'),
    arcAuthenticationResults: [],
    trustedAuthservIds: context.trustedAuthservIds,
    arcChainVerified: false,
  });
  const base = { signatureFields };
  const inner = context.resolver ?? resolverFor(context.dns);
  // An injected resolver (tests, replays) is taken as it is; a configured one must see.
  const blind = inner !== undefined && context.resolver === undefined && (await resolverIsBlind(inner, context.deadline, context.signal));
  if (inner === undefined || blind) return { ...base, trusted: plainTrusted, state: 'off', verification: undefined };
  if (context.rawMessage === undefined) return { ...base, trusted: plainTrusted, state: 'no_bytes', verification: undefined };

  const guarded = guardResolver(inner, context.deadline, context.signal);
  const verification = await verifyMessage(context.rawMessage, guarded.resolve, spfPassDomains(plainTrusted));
  // ARC-Authentication-Results count only when the chain that carries them verified.
  const trusted = verification.arcPassed
    ? trustedResults({
        authenticationResults: model.header('authentication-results'),
        arcAuthenticationResults: model.header('arc-authentication-results'),
        trustedAuthservIds: context.trustedAuthservIds,
        arcChainVerified: true,
      })
    : plainTrusted;
  return { ...base, trusted, state: guarded.unanswered() ? 'unanswered' : 'verified', verification };
}

function domainOfIdentity(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const at = value.lastIndexOf('@');
  return (at === -1 ? value : value.slice(at + 1)).toLowerCase() || undefined;
}

/** Domains a trusted SPF pass vouches for (the MAIL FROM domain, else the HELO name). */
export function spfPassDomains(trusted: readonly MethodResult[]): string[] {
  return trusted
    .filter((entry) => entry.method === 'spf' && entry.result === 'pass')
    .map((entry) => domainOfIdentity(entry.properties['smtp.mailfrom']) ?? domainOfIdentity(entry.properties['smtp.helo']))
    .filter((domain) => domain !== undefined);
}

export interface DmarcOutcome {
  readonly result: 'pass' | 'fail' | 'none' | 'temperror';
  readonly policy: DmarcPolicy | undefined;
}

export interface AuthFacts {
  /** The first trusted SPF result, if any. */
  readonly spf: string | undefined;
  /** Domains with a DKIM signature that verified (ours or a trusted server's). */
  readonly dkimPassDomains: readonly string[];
  /** Domains whose signature does not verify. */
  readonly dkimFailDomains: readonly string[];
  /** Every failing signature held apart from its body: the message was changed after signing. */
  readonly dkimFailuresAreBodyChanges: boolean;
  readonly dmarc: DmarcOutcome | undefined;
}

/** Microsoft writes the policy it applied as `action=`; others put `p=` in a comment or `policy.dmarc`. */
function trustedDmarcPolicy(entry: MethodResult): DmarcPolicy | undefined {
  const stated = entry.properties['policy.dmarc'] ?? /\bp=([a-z]+)/.exec(entry.comment)?.[1] ?? entry.properties['action'];
  switch (stated) {
    case 'reject':
    case 'oreject':
      return 'reject';
    case 'quarantine':
    case 'pct.quarantine':
      return 'quarantine';
    case 'none':
      return 'none';
    default:
      return undefined;
  }
}

function dmarcFromTrusted(entry: MethodResult): DmarcOutcome {
  const result = entry.result === 'pass' || entry.result === 'fail' || entry.result === 'temperror' ? entry.result : 'none';
  return { result, policy: trustedDmarcPolicy(entry) };
}

export function authFacts(evidence: AuthEvidence): AuthFacts {
  const trustedDkim = evidence.trusted.filter((entry) => entry.method === 'dkim');
  const signatureDomain = (entry: MethodResult): string | undefined =>
    domainOfIdentity(entry.properties['header.d']) ?? domainOfIdentity(entry.properties['header.i']);
  const verified = evidence.verification?.signatures ?? [];

  const pass = new Set<string>();
  const fail = new Set<string>();
  let allBodyChanges = true;
  for (const entry of trustedDkim) {
    const domain = signatureDomain(entry);
    if (domain === undefined) continue;
    if (entry.result === 'pass') pass.add(domain);
    else if (entry.result === 'fail') {
      fail.add(domain);
      if (!entry.comment.includes('body hash')) allBodyChanges = false;
    }
  }
  for (const signature of verified) {
    if (signature.verdict === 'pass') pass.add(signature.domain);
    else if (signature.verdict === 'fail') {
      fail.add(signature.domain);
      if (!signature.bodyChanged) allBodyChanges = false;
    }
  }
  const trustedDmarc = evidence.trusted.find((entry) => entry.method === 'dmarc');
  return {
    spf: evidence.trusted.find((entry) => entry.method === 'spf')?.result,
    dkimPassDomains: [...pass],
    dkimFailDomains: [...fail].filter((domain) => !pass.has(domain)),
    dkimFailuresAreBodyChanges: allBodyChanges,
    dmarc: trustedDmarc !== undefined ? dmarcFromTrusted(trustedDmarc) : evidence.verification?.dmarc,
  };
}

/** Two domains align in the relaxed DMARC sense: the same registrable (organisational) domain. */
export function aligned(a: string, b: string): boolean {
  const left = registrableDomain(a);
  return left !== undefined && left === registrableDomain(b);
}

/** The From domain is vouched for: DMARC passed, or a signature of its organisation verified. */
export function isAuthenticated(facts: AuthFacts, fromDomain: string): boolean {
  if (facts.dmarc?.result === 'pass') return true;
  return fromDomain !== '' && facts.dkimPassDomains.some((domain) => aligned(domain, fromDomain));
}

/** Signatures looked at: real messages carry one to three. */
const MAX_SIGNATURES = 20;

function signingDomains(model: MessageModel): string[] {
  return model
    .header('dkim-signature')
    .slice(0, MAX_SIGNATURES)
    .map((field) => /(?:^|;)\s*d\s*=\s*([^;\s]+)/i.exec(field)?.[1]?.toLowerCase())
    .filter((domain) => domain !== undefined);
}

/** Headers a message gains in transit: a message with none of them was exported or stripped, not received. */
const TRANSPORT_FIELDS = [
  'received',
  'dkim-signature',
  'authentication-results',
  'arc-seal',
  'arc-authentication-results',
  'received-spf',
  'x-google-dkim-signature',
];

/**
 * The message shows how it travelled: a Received line, a signature or a receiver's results.
 * Without any, "unsigned" is unknown rather than evidence: the copy lost its trace, and a
 * brand's genuine notice would read as forged.
 */
export function carriesTransportEvidence(model: MessageModel): boolean {
  return TRANSPORT_FIELDS.some((name) => model.header(name).length > 0);
}

/**
 * Something vouches for the From domain. Verified: DMARC passed, a signature of its
 * organisation verified, a trusted SPF pass for it, or a verified signature of a sending
 * service (which sends for a domain only once its owner has proved it). Where DNS could not be
 * asked, the same signatures merely present count (forgers rarely claim a brand's own signing
 * domain, which fails at every receiver that checks). Once verification has run, presence no
 * longer counts: a made-up signature of the brand is reported "body hash did not verify" before
 * its key is even fetched.
 */
export function fromDomainVouched(model: MessageModel, evidence: AuthEvidence, fromDomain: string): boolean {
  const facts = authFacts(evidence);
  if (isAuthenticated(facts, fromDomain)) return true;
  if (spfPassDomains(evidence.trusted).some((domain) => aligned(domain, fromDomain))) return true;
  const vouching = (domain: string): boolean => aligned(domain, fromDomain) || isEspBounceDomain(registrableDomain(domain) ?? domain);
  if (facts.dkimPassDomains.some(vouching)) return true;
  if (evidence.verification !== undefined || facts.dmarc?.result === 'fail') return false;
  return signingDomains(model).some(vouching);
}
