// Mail sent from a listed brand's own domain: the sender area asks whether anything vouches for
// it (a forged brand domain is a lure), the content area whether the brand is writing about its
// own accounts (a vouched brand's sign-in alert is its notice, not a lure) or relaying a
// customer's words, and the links area whether anything vouches for the author's domain at all.

import type { Mailbox, MessageModel } from '../../message/model.ts';
import type { AreaContext } from '../area.ts';
import { authEvidence, carriesTransportEvidence, fromDomainVouched } from '../auth/evidence.ts';
import { isEspBounceDomain } from '../knowledge/esp.ts';
import { isFreemailDomain } from '../knowledge/freemail.ts';
import { collectLinks } from '../links/collect.ts';
import { isOpaqueClickTracker } from '../links/hosting.ts';
import { parseUrl } from '../links/url.ts';
import { authorMailbox } from './author.ts';
import { brandOfDomain, brandOfSendingHost, registrableDomain, tenantBrandOfDomain } from './domains.ts';
import { isMailingListMessage } from '../facts/lists.ts';
import { sameOrganisation } from './organisation.ts';
import { carriesPersonsText } from './relayed.ts';

/** Addresses looked at per header: real messages have one or a few. */
const MAX_ADDRESSES = 50;

/**
 * A mailbox anyone can open: at a free-mail provider's own domain. Its sub-domains
 * (reply.yahoo.com, bounce.gmail.com) hold the provider's system senders, not customers.
 */
export function isFreemailMailbox(domain: string): boolean {
  const registrable = registrableDomain(domain);
  return registrable !== undefined && registrable === domain.toLowerCase() && isFreemailDomain(registrable);
}

/** The domains of the To and Cc mailboxes that have one. */
export function recipientDomains(model: MessageModel): string[] {
  return [...model.addresses.to, ...model.addresses.cc]
    .slice(0, MAX_ADDRESSES)
    .map((mailbox) => mailbox.domain)
    .filter((domain) => domain !== '');
}

/**
 * Every recipient is at the sender's (by default the author's) own organisation: colleagues' mail,
 * which Exchange and most servers do not sign, and in which a colleague may point at a sign-in
 * page. A free mailbox is nobody's colleague: an outlook.com user is Microsoft's customer, and
 * "Microsoft" writing to one unsigned is the classic forgery.
 */
export function writesToColleagues(model: MessageModel, from: Mailbox | undefined = authorMailbox(model)): boolean {
  if (from === undefined) return false;
  const recipients = recipientDomains(model);
  return recipients.length > 0 && recipients.every((domain) => !isFreemailMailbox(domain) && sameOrganisation(domain, from.domain));
}

/**
 * From uses a listed brand's own domain: not a free-mail mailbox anyone can open, and not a
 * discussion list, which rewrites or re-signs its posters' mail.
 */
function usesBrandDomain(model: MessageModel, from: Mailbox): boolean {
  return brandOfDomain(from.domain) !== undefined && !isFreemailMailbox(from.domain) && !isMailingListMessage(model);
}

/**
 * From uses a listed brand's own domain, outside colleagues' internal mail: such mail must be
 * vouched for. Brands sign their mail: since 2024 the large mailbox providers require DKIM and
 * DMARC of bulk senders, and the brands most often forged publish enforcing DMARC policies.
 */
export function claimsBrandDomain(model: MessageModel, from: Mailbox): boolean {
  return usesBrandDomain(model, from) && !writesToColleagues(model, from);
}

/** Something vouches for the domain of the message's author, whoever owns it. */
export async function sentByVouchedAuthor(model: MessageModel, context: AreaContext): Promise<boolean> {
  const from = authorMailbox(model);
  return from !== undefined && fromDomainVouched(model, await authEvidence(model, context), from.domain);
}

/**
 * From claims a listed brand's own domain, outside colleagues' internal mail, and nothing vouches
 * for it: what the sender area reports as `sender_brand_domain_unsigned`, for the content area
 * to tell a forged brand's lure from the brand's notice.
 */
export async function forgesBrandDomain(model: MessageModel, context: AreaContext): Promise<boolean> {
  const from = authorMailbox(model);
  return from !== undefined && claimsBrandDomain(model, from) && (await authorUnvouched(model, context));
}

/** The message comes from a listed brand's own domain, and something vouches for that domain. */
export async function sentByVouchedBrand(model: MessageModel, context: AreaContext): Promise<boolean> {
  const from = authorMailbox(model);
  return from !== undefined && usesBrandDomain(model, from) && (await sentByVouchedAuthor(model, context));
}

/**
 * The brand's own vouched notice. A share, comment, envelope or invoice the platform relays for a
 * person ("Ana (via Google Docs)", a PayPal invoice's memo) is vouched mail but not the brand's
 * notice: its note and its deadline are the person's.
 */
export async function isVouchedBrandNotice(model: MessageModel, context: AreaContext): Promise<boolean> {
  const from = authorMailbox(model);
  return from !== undefined && !carriesPersonsText(model, from) && (await sentByVouchedBrand(model, context));
}

/** A platform's vouched notice that carries a person's words: the platform vouches for the delivery, not for the words. */
export async function isVouchedPlatformRelay(model: MessageModel, context: AreaContext): Promise<boolean> {
  const from = authorMailbox(model);
  return from !== undefined && carriesPersonsText(model, from) && (await sentByVouchedBrand(model, context));
}

/**
 * Nothing vouches for the author's domain. A copy that lost its transport evidence cannot tell
 * (a brand's genuine notice reads as unsigned): there the author counts as unvouched only when
 * the message's links lead away from its organisation.
 */
export async function authorUnvouched(model: MessageModel, context: AreaContext): Promise<boolean> {
  const from = authorMailbox(model);
  if (from === undefined) return true;
  if (!carriesTransportEvidence(model)) return leadsOffBrand(model, context, from.domain);
  return !(await sentByVouchedAuthor(model, context));
}

/**
 * A link of the message leads to a domain that is neither the author's own, nor a listed
 * brand's (social networks, app stores), a host a brand alone sends from or a tenant of the author's
 * own platform, nor a mail service's click tracker: where a brand's notice never sends its reader.
 */
function leadsOffBrand(model: MessageModel, context: AreaContext, fromDomain: string): boolean {
  const own = registrableDomain(fromDomain);
  const brand = brandOfDomain(fromDomain);
  for (const link of collectLinks(model, context).links) {
    if (link.role === 'resource') continue;
    const parsed = parseUrl(link.href);
    if (parsed.scheme !== 'http' && parsed.scheme !== 'https') continue;
    // No brand sends its readers to a bare IP address.
    if (parsed.hostKind === 'ipv4' || parsed.hostKind === 'ipv6') return true;
    if (parsed.hostKind !== 'domain') continue;
    const registrable = registrableDomain(parsed.host);
    // A host under no known suffix is no brand's either.
    if (registrable === undefined) return true;
    // The author's own registrable domain, not merely a name like it: a kit's `hmrc-refunds.com` shares HMRC's name.
    if (registrable === own || brandOfDomain(registrable) !== undefined) continue;
    if (brandOfSendingHost(parsed.host) !== undefined) continue;
    // A platform's notice leads into its customers' tenants (a SharePoint share to x.sharepoint.com).
    const tenantBrand = tenantBrandOfDomain(registrable);
    if (tenantBrand !== undefined && tenantBrand === brand) continue;
    if (isEspBounceDomain(registrable) || isOpaqueClickTracker(parsed.host)) continue;
    return true;
  }
  return false;
}
