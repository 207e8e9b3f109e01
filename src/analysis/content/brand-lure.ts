// A brand lure: a file-share, e-signature, voicemail, parcel or tax story, a legal notice (court
// summons, extrajudicial notice, traffic fine, licence suspension, inspection notice) or an
// account alert (unusual sign-in, account suspended or limited, storage full, new terms to accept,
// wallet to verify, data breach) that names a brand or authority the sender does not belong
// to. A sender on a listed brand's own domain (or its name under a country suffix, dhl.ch) is
// left to the authentication area (which tells whether that domain is forged); an unknown sender
// naming DocuSign, DHL, a court, the traffic department or the tax agency is what the lure looks
// like.

import { brandOfCountryVariant, brandOfDomain, brandsNamedIn, registrableDomain } from '../identity/domains.ts';
import { isFreemailDomain } from '../knowledge/freemail.ts';
import type { Intent } from './lexicon.ts';

export const LURE_KINDS: readonly Intent[] = ['file_share', 'e_signature', 'voicemail', 'parcel', 'tax', 'legal_notice', 'account_alert'];

export function isBrandLure(intents: ReadonlySet<Intent>, brandText: string, senderDomain: string | undefined): boolean {
  if (!LURE_KINDS.some((kind) => intents.has(kind))) return false;
  // brandText starts with the sender's display name on a line of its own (analyze-text.ts): a weak
  // name standing alone there ("UPS", "Apple Support") names the brand as the sender checks read
  // it, where the same word in running text would not.
  const displayName = brandText.slice(0, Math.max(0, brandText.indexOf('\n')));
  if (brandsNamedIn(brandText).length === 0 && brandsNamedIn(displayName).length === 0) return false;
  if (senderDomain === undefined || senderDomain === '') return true;
  // A free mailbox belongs to whoever opened it, even on a brand's domain: Microsoft sends no
  // notices from hotmail.com addresses, and no court writes from gmail.com (as in links/analyze-url.ts).
  if (isFreemailDomain(registrableDomain(senderDomain) ?? senderDomain.toLowerCase())) return true;
  return brandOfDomain(senderDomain) === undefined && brandOfCountryVariant(senderDomain) === undefined;
}
