// Our own verification with mailauth: every DKIM signature, the ARC chain, and DMARC for the
// From domain. SPF needs the connecting IP, which only the receiving server knew, so SPF comes
// from trusted results alone and reaches DMARC through `spfPassDomains`.

import { arc } from 'mailauth/lib/arc/index.js';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { evaluateDmarc } from 'mailauth/lib/dmarc/index.js';
import type { ARCData, DNSResolver } from 'mailauth';
import type { DnsResolver } from './resolver.ts';

export type DkimVerdict = 'pass' | 'fail' | 'unverifiable' | 'temperror';

export interface SignatureCheck {
  /** The signing domain (d=), lower case. */
  readonly domain: string;
  readonly verdict: DkimVerdict;
  /** The signature itself held, only the body changed since signing (a list footer, a rewrite). */
  readonly bodyChanged: boolean;
}

export type DmarcPolicy = 'none' | 'quarantine' | 'reject';

export interface DmarcCheck {
  readonly result: 'pass' | 'fail' | 'none' | 'temperror';
  /** The policy the domain publishes (after sp/np and t=y), when a record was found. */
  readonly policy: DmarcPolicy | undefined;
}

export interface Verification {
  readonly signatures: readonly SignatureCheck[];
  readonly arcPassed: boolean;
  /** Undefined when DMARC cannot be evaluated (no From domain, several From domains). */
  readonly dmarc: DmarcCheck | undefined;
}

const BODY_HASH_COMMENT = 'body hash did not verify';

function signatureVerdict(result: string, comment: string): DkimVerdict {
  if (result === 'pass') return 'pass';
  if (result === 'temperror') return 'temperror';
  // A body hash mismatch or a bad signature is a signature that does not verify; a missing or
  // revoked key, an expired signature or a weak key only make it unverifiable.
  if (result === 'fail' || comment === BODY_HASH_COMMENT || comment === 'bad signature') return 'fail';
  return 'unverifiable';
}

function policyOf(value: string | undefined): DmarcPolicy | undefined {
  return value === 'none' || value === 'quarantine' || value === 'reject' ? value : undefined;
}

function dmarcResult(result: string): DmarcCheck['result'] {
  if (result === 'pass' || result === 'fail' || result === 'temperror') return result;
  return 'none';
}

export async function verifyMessage(raw: Uint8Array, resolver: DnsResolver, spfPassDomains: readonly string[]): Promise<Verification> {
  const message = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const mailauthResolver = resolver as DNSResolver;
  const dkim = await dkimVerify(message, { resolver: mailauthResolver });
  const signatures: SignatureCheck[] = dkim.results
    .filter((row) => row.signingDomain !== undefined && row.status.result !== 'none')
    .map((row) => {
      const comment = (row.status.comment ?? '').toLowerCase();
      return {
        domain: (row.signingDomain as string).toLowerCase(),
        verdict: signatureVerdict(row.status.result, comment),
        bodyChanged: comment === BODY_HASH_COMMENT,
      };
    });

  // mailauth hands the chain it found (or `chain: false` without one) straight to arc().
  const chain = dkim.arc;
  const hasChain = chain !== undefined && (chain.chain !== false || chain.error !== undefined);
  const arcResult = hasChain ? await arc(chain as unknown as ARCData, { resolver: mailauthResolver }) : undefined;
  const evaluation = await evaluateDmarc({
    headerFrom: dkim.headerFrom,
    fromFields: dkim.fromFields,
    spfDomains: [...spfPassDomains],
    dkimDomains: dkim.results
      .filter((row) => row.status.result === 'pass' && row.signingDomain !== undefined)
      .map((row) => ({ domain: row.signingDomain as string, aligned: row.status.aligned ?? false })),
    ...(arcResult === undefined ? {} : { arcResult }),
    resolver: mailauthResolver,
  });
  const response = evaluation.response;
  return {
    signatures,
    arcPassed: arcResult?.status.result === 'pass',
    dmarc: response === false ? undefined : { result: dmarcResult(response.status.result), policy: policyOf(response.policy) },
  };
}
