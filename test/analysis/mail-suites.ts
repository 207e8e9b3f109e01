// The hand-written mail suites, one file per subject (a threat family, a kind of legitimate
// mail), shared by the tests (which run every case the engine is expected to get right) and
// `npm run bench:cases` (which also runs the known misses, the cases marked `todo`, and reports
// each suite's figures). A case marked `heldOut` stays out of the model's training mail.

import type { Verdict } from '../../src/contract/result.ts';
import { APPS_AND_SERVICES_CASES } from './legitimate-mail-apps-and-services-cases.ts';
import { BOUNCES_AND_AUTO_REPLIES_CASES } from './legitimate-mail-bounces-and-auto-replies-cases.ts';
import { GOVERNMENT_AND_COURTS_CASES } from './legitimate-mail-government-and-courts-cases.ts';
import { INVOICES_PAYMENTS_AND_BANKING_CASES } from './legitimate-mail-invoices-payments-and-banking-cases.ts';
import { MAILING_LISTS_CASES } from './legitimate-mail-mailing-lists-cases.ts';
import { NEWSLETTERS_AND_MARKETING_CASES } from './legitimate-mail-newsletters-and-marketing-cases.ts';
import { ORDERS_AND_SHIPPING_CASES } from './legitimate-mail-orders-and-shipping-cases.ts';
import { PERSONAL_AND_FORWARDS_CASES } from './legitimate-mail-personal-and-forwards-cases.ts';
import { SECURITY_AND_ACCOUNT_CASES } from './legitimate-mail-security-and-account-cases.ts';
import { SHARES_AND_SIGNATURES_CASES } from './legitimate-mail-shares-and-signatures-cases.ts';
import { WORK_IT_AND_MEETINGS_CASES } from './legitimate-mail-work-it-and-meetings-cases.ts';
import { ACCOUNT_SIGN_IN_CASES } from './phishing-mail-account-sign-in-cases.ts';
import { ADVANCE_FEE_AND_JOB_CASES } from './phishing-mail-advance-fee-and-job-cases.ts';
import { BANK_AND_PAYMENT_CASES } from './phishing-mail-bank-and-payment-cases.ts';
import { BEC_AND_THREAD_HIJACK_CASES } from './phishing-mail-bec-and-thread-hijack-cases.ts';
import { CALLBACK_CASES } from './phishing-mail-callback-cases.ts';
import { CRYPTO_AND_INVESTMENT_CASES } from './phishing-mail-crypto-and-investment-cases.ts';
import { EVASION_TRICKS_CASES } from './phishing-mail-evasion-tricks-cases.ts';
import { EXTORTION_CASES } from './phishing-mail-extortion-cases.ts';
import { FAKE_SHOPS_AND_CURES_CASES } from './phishing-mail-fake-shops-and-cures-cases.ts';
import { GOVERNMENT_FINES_AND_TOLLS_CASES } from './phishing-mail-government-fines-and-tolls-cases.ts';
import { MALWARE_AND_ATTACHMENTS_CASES } from './phishing-mail-malware-and-attachments-cases.ts';
import { PARCEL_FEES_CASES } from './phishing-mail-parcel-fees-cases.ts';
import { PRIZES_AND_GAMBLING_CASES } from './phishing-mail-prizes-and-gambling-cases.ts';
import { QR_CODE_CASES } from './phishing-mail-qr-code-cases.ts';
import { ROMANCE_AND_DATING_CASES } from './phishing-mail-romance-and-dating-cases.ts';
import { SHARED_DOCUMENTS_CASES } from './phishing-mail-shared-documents-cases.ts';
import type { Kind, LegitimateCase, Lure, PhishingCase } from './mail-case.ts';
import { SPAM_CASES } from './spam-mail-cases.ts';

export interface Suite<C> {
  /** The case file the suite lives in. */
  readonly file: string;
  readonly cases: readonly C[];
}

/** A threat family: the lures its cases may carry. */
export interface PhishingSuite extends Suite<PhishingCase> {
  readonly lures: readonly Lure[];
}

/** A threat family: the lures its cases may carry. */
export interface PhishingSuite extends Suite<PhishingCase> {
  readonly lures: readonly Lure[];
}

export const PHISHING_SUITES: readonly PhishingSuite[] = [
  { file: 'phishing-mail-shared-documents-cases.ts', lures: ['file-share', 'e-signature', 'voicemail'], cases: SHARED_DOCUMENTS_CASES },
  { file: 'phishing-mail-account-sign-in-cases.ts', lures: ['mailbox', 'account-alert', 'streaming'], cases: ACCOUNT_SIGN_IN_CASES },
  { file: 'phishing-mail-bank-and-payment-cases.ts', lures: ['bank', 'payment-app'], cases: BANK_AND_PAYMENT_CASES },
  { file: 'phishing-mail-parcel-fees-cases.ts', lures: ['parcel'], cases: PARCEL_FEES_CASES },
  { file: 'phishing-mail-government-fines-and-tolls-cases.ts', lures: ['tax', 'authority'], cases: GOVERNMENT_FINES_AND_TOLLS_CASES },
  { file: 'phishing-mail-bec-and-thread-hijack-cases.ts', lures: ['bec', 'reply-thread'], cases: BEC_AND_THREAD_HIJACK_CASES },
  { file: 'phishing-mail-advance-fee-and-job-cases.ts', lures: ['advance-fee', 'job'], cases: ADVANCE_FEE_AND_JOB_CASES },
  { file: 'phishing-mail-romance-and-dating-cases.ts', lures: ['romance', 'dating'], cases: ROMANCE_AND_DATING_CASES },
  { file: 'phishing-mail-extortion-cases.ts', lures: ['sextortion'], cases: EXTORTION_CASES },
  { file: 'phishing-mail-crypto-and-investment-cases.ts', lures: ['crypto'], cases: CRYPTO_AND_INVESTMENT_CASES },
  { file: 'phishing-mail-prizes-and-gambling-cases.ts', lures: ['prize', 'casino'], cases: PRIZES_AND_GAMBLING_CASES },
  { file: 'phishing-mail-fake-shops-and-cures-cases.ts', lures: ['health', 'shop'], cases: FAKE_SHOPS_AND_CURES_CASES },
  { file: 'phishing-mail-malware-and-attachments-cases.ts', lures: ['malware', 'html-attachment'], cases: MALWARE_AND_ATTACHMENTS_CASES },
  { file: 'phishing-mail-qr-code-cases.ts', lures: ['qr-code'], cases: QR_CODE_CASES },
  { file: 'phishing-mail-callback-cases.ts', lures: ['callback'], cases: CALLBACK_CASES },
  { file: 'phishing-mail-evasion-tricks-cases.ts', lures: ['ai-injection', 'image-only'], cases: EVASION_TRICKS_CASES },
];

export const LEGITIMATE_SUITES: readonly Suite<LegitimateCase>[] = [
  { file: 'legitimate-mail-security-and-account-cases.ts', cases: SECURITY_AND_ACCOUNT_CASES },
  { file: 'legitimate-mail-shares-and-signatures-cases.ts', cases: SHARES_AND_SIGNATURES_CASES },
  { file: 'legitimate-mail-invoices-payments-and-banking-cases.ts', cases: INVOICES_PAYMENTS_AND_BANKING_CASES },
  { file: 'legitimate-mail-orders-and-shipping-cases.ts', cases: ORDERS_AND_SHIPPING_CASES },
  { file: 'legitimate-mail-government-and-courts-cases.ts', cases: GOVERNMENT_AND_COURTS_CASES },
  { file: 'legitimate-mail-work-it-and-meetings-cases.ts', cases: WORK_IT_AND_MEETINGS_CASES },
  { file: 'legitimate-mail-apps-and-services-cases.ts', cases: APPS_AND_SERVICES_CASES },
  { file: 'legitimate-mail-newsletters-and-marketing-cases.ts', cases: NEWSLETTERS_AND_MARKETING_CASES },
  { file: 'legitimate-mail-mailing-lists-cases.ts', cases: MAILING_LISTS_CASES },
  { file: 'legitimate-mail-personal-and-forwards-cases.ts', cases: PERSONAL_AND_FORWARDS_CASES },
  { file: 'legitimate-mail-bounces-and-auto-replies-cases.ts', cases: BOUNCES_AND_AUTO_REPLIES_CASES },
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
