// The link signals of one URL: the link as written, then each destination it carries
// (security wrappers, open redirectors and trackers unwrapped). Used for every link of a
// message and, alone, for the URL analysis operation.

import type { SignalCode } from '../../contract/signals.ts';
import { brandOfDomain, hostedLookalike, lookalike, registrableDomain, registrableLabel } from '../identity/domains.ts';
import type { Brand, Lookalike } from '../identity/domains.ts';
import { isFreemailDomain } from '../knowledge/freemail.ts';
import { MAILBOX_SCOPES } from '../knowledge/mailbox-scopes.ts';
import { hasSuspiciousTld } from '../knowledge/tlds.ts';
import { displayedHost } from './display.ts';
import { isRiskyDownload } from './download.ts';
import type { LinkRole } from './html-links.ts';
import { deepLinkApp, isFreeHosting, isOpaqueClickTracker, isShortener, looksLikeClickTracker, userNamedPlatform } from './hosting.ts';
import { isHomograph } from './idn.ts';
import { isObfuscated } from './obfuscation.ts';
import { recipientNeedles, recipientPlacement } from './recipient.ts';
import type { RecipientNeedles } from './recipient.ts';
import { unwrap } from './unwrap.ts';
import type { Hop } from './unwrap.ts';
import { isWebScheme, parseUrl } from './url.ts';
import type { ParsedUrl } from './url.ts';

export interface UrlContext {
  /** The recipients' addresses (To and Cc). */
  readonly recipients?: readonly string[];
  /**
   * The sender's domain (From): a brand's own shortener in its own mail (t.co from x.com,
   * lnkd.in from linkedin.com) is not counted; authentication covers forgery. Free mailboxes
   * (gmail.com) are not the brand, and free hosting always counts: the platforms' genuine
   * share notifications are how its abuse arrives. Its own downloads (a vendor's installer on
   * its own domain) are not counted either, unless the link's text presents a document.
   */
  readonly senderDomain?: string;
  /** The text a reader sees for this link, when it is an anchor. */
  readonly displayText?: string;
  /** `resource` for images and styles: only an IP host counts there. Default `navigation`. */
  readonly role?: LinkRole;
  /**
   * The message is a mailing (List-Unsubscribe or List-Id): its links legitimately carry the
   * recipient's address (unsubscribe, preferences, tracking ids), so only an address in the
   * fragment — where a kit's page reads it — counts.
   */
  readonly bulk?: boolean;
}

/** A context prepared once per message: the recipient and sender look-ups are built once. */
export interface PreparedContext {
  readonly needles: RecipientNeedles;
  readonly recipientDomains: readonly string[];
  readonly bulk: boolean;
  readonly senderBrand: Brand | undefined;
  /** The registrable domain of a sender something vouches for (not a free mailbox): its own files are its own. */
  readonly ownDomain: string | undefined;
  /**
   * The sender is a platform relaying a customer's words (a share's note, a comment, an
   * invoice's memo): its own hosts are still its own, but a host elsewhere carrying its name
   * is the customer's link.
   */
  readonly relayed: boolean;
  /** The first label of the From domain's registrable name (`hinge` for mail.hinge.co); '' for free mail or none. */
  readonly authorLabel: string;
  /** Each host's look-alike, judged once per message: a message's links repeat a few hosts, and the brand search costs. */
  readonly lookalikes: Map<string, Lookalike | undefined>;
}

/**
 * `senderDomain`: a listed brand's domain that really sent the mail (its own short links and
 * shares are the brand's); `vouchedDomain`: any sender domain something vouches for (the files
 * it links on its own domain are its own); `relayed`: the brand relays a customer's words;
 * `authorDomain`: the From domain, vouched for or not (an app's deep links name only their owner).
 */
export function prepareContext(
  recipients: readonly string[],
  bulk: boolean,
  senderDomain = '',
  vouchedDomain = senderDomain,
  relayed = false,
  authorDomain = senderDomain,
): PreparedContext {
  const needles = recipientNeedles(recipients);
  const recipientDomains = [...new Set(needles.plain.filter((form) => form.includes('@')).map((form) => form.slice(form.lastIndexOf('@') + 1)))];
  // Free mailboxes are nobody's own domain: gmail.com users are not Google.
  const organisation = (domain: string): string | undefined => {
    const registrable = domain === '' ? undefined : (registrableDomain(domain) ?? domain);
    return registrable === undefined || isFreemailDomain(registrable) ? undefined : registrable;
  };
  const senderBrand = organisation(senderDomain) === undefined ? undefined : brandOfDomain(senderDomain);
  const author = organisation(authorDomain);
  const authorLabel = author === undefined ? '' : registrableLabel(author);
  return { needles, recipientDomains, bulk, senderBrand, ownDomain: organisation(vouchedDomain), relayed, authorLabel, lookalikes: new Map() };
}

/** The link signal codes of one URL string. */
export function analyzeUrl(url: string, context: UrlContext = {}): SignalCode[] {
  const prepared = prepareContext(context.recipients ?? [], context.bulk ?? false, context.senderDomain);
  return [...linkSignals(parseUrl(url), prepared, context.role ?? 'navigation', context.displayText)];
}

/** `inDocument`: the link was found inside an attached file (a PDF, an Office document, an HTML page: collect.ts), not in a body. */
export function linkSignals(link: ParsedUrl, context: PreparedContext, role: LinkRole, displayText?: string, inDocument = false): Set<SignalCode> {
  const signals = new Set<SignalCode>();
  if (role === 'resource') {
    if (isPublicIp(link)) signals.add('link_ip_host');
    return signals;
  }
  if (isObfuscated(link)) signals.add('link_obfuscated');
  const hops = unwrap(link);
  let previous = link;
  for (const hop of hops) {
    // A sign-in page's grant sent home to the vouched sender's own domain is its app's consent,
    // unless the app asks for the reader's mailbox: that is consent phishing from wherever it is sent.
    const home = hop.grant && onOwnDomain(hop.url.host, context) && !asksForMailbox(previous);
    if (hop.via === 'open-redirect' && !hop.serviceRewrite && !home && leavesDomain(previous, hop)) signals.add('link_open_redirect');
    previous = hop.url;
  }
  const chain = [link, ...hops.map((hop) => hop.url)];
  for (const step of chain) hostSignals(step, context, signals);
  const placement = recipientPlacement(link.raw, context.needles);
  if (placement === 'fragment' || ((placement === 'encoded' || placement === 'path' || (placement === 'query' && onUserBuiltPage(chain))) && !context.bulk)) {
    signals.add('link_recipient_address');
  }
  if (displayText !== undefined && displayMismatch(displayText, chain, context.bulk)) signals.add('link_display_mismatch');
  if (chain.some((step) => downloads(step, context, displayText, inDocument))) signals.add('link_executable_download');
  return signals;
}

/**
 * The sign-in link asks for a scope that reaches the mailbox (knowledge/mailbox-scopes.ts):
 * scopes are separated by spaces (Google, Microsoft) or commas, as the providers accept.
 */
export function asksForMailbox(link: ParsedUrl): boolean {
  const scope = link.url?.searchParams.get('scope');
  if (scope === undefined || scope === null) return false;
  return scope
    .toLowerCase()
    .split(/[\s,+]+/)
    .some((value) => MAILBOX_SCOPES.has(value));
}

/**
 * A step is a page someone built on a free platform under a name of their choosing
 * (`x.workers.dev`, `x.firebaseapp.com`): a plain address in the query is a newsletter's account
 * link on its own domain, or a form service's pre-filled field, but such a page answers to no
 * mailing, only to a kit filling in the reader's sign-in.
 */
function onUserBuiltPage(chain: readonly ParsedUrl[]): boolean {
  return chain.some((step) => step.hostKind === 'domain' && userNamedPlatform(step.host) !== undefined);
}

/** The step downloads a program, or an archive its text calls a document (see download.ts). */
function downloads(step: ParsedUrl, context: PreparedContext, displayText: string | undefined, inDocument: boolean): boolean {
  if (step.url === undefined || !isWebScheme(step.scheme) || step.hostKind === 'none') return false;
  return isRiskyDownload(step.url, displayText, onOwnDomain(step.host, context), inDocument);
}

/** The host is on the registrable domain of a sender something vouches for. */
function onOwnDomain(host: string, context: PreparedContext): boolean {
  return context.ownDomain !== undefined && registrableDomain(host) === context.ownDomain;
}

function hostSignals(step: ParsedUrl, context: PreparedContext, signals: Set<SignalCode>): void {
  if (step.hostKind === 'ipv4' || step.hostKind === 'ipv6') {
    if (isPublicIp(step)) signals.add('link_ip_host');
    return;
  }
  if (step.hostKind !== 'domain' || step.url === undefined) return;
  const host = step.host;
  // The sender's own app links (hinge.app.link in mail from hinge.co) open its app; another
  // app's deep link hides where it leads, as a short link does.
  const app = deepLinkApp(host);
  if (app !== undefined) {
    if (app !== context.authorLabel) signals.add('link_shortener');
    return;
  }
  const shortener = isShortener(host);
  const freeHosting = isFreeHosting(step.url);
  // A brand's own short links and its own shares (Dropbox's notice linking to dropbox.com) are the brand's.
  const sendersOwn = (shortener || freeHosting) && context.senderBrand !== undefined && brandOfDomain(host) === context.senderBrand;
  if (shortener && !sendersOwn) signals.add('link_shortener');
  if (freeHosting && !sendersOwn) signals.add('link_free_hosting');
  // A listed service is what it is (u.pcloud.link is neither a cheap throw-away domain nor an
  // icloud lookalike), whatever its users put on it.
  if (isHomograph(host)) signals.add('link_idn_homograph');
  if (freeHosting && !sendersOwn && imitatesBrandOnPlatform(host, context)) signals.add('link_domain_lookalike');
  if (shortener || freeHosting) return;
  if (hasSuspiciousTld(host)) signals.add('link_suspicious_tld');
  // A brand that really sent the mail does not imitate itself: its own account at a sending
  // service carries its name (bitvavo.us6.list-manage.com in Bitvavo's newsletter).
  const imitation = hostLookalike(host, context);
  if (imitatesOther(imitation, context)) signals.add('link_domain_lookalike');
  if (imitation?.method === 'punycode') signals.add('link_idn_homograph');
}

/** lookalike(host) against the message's recipients, asked once per host. */
function hostLookalike(host: string, context: PreparedContext): Lookalike | undefined {
  if (context.lookalikes.has(host)) return context.lookalikes.get(host);
  const imitation = lookalike(host, { recipientDomains: context.recipientDomains });
  context.lookalikes.set(host, imitation);
  return imitation;
}

/** A user's name on free hosting carries a brand (`…-my.sharepoint-docs.workers.dev`) that did not send the mail. */
function imitatesBrandOnPlatform(host: string, context: PreparedContext): boolean {
  const platform = userNamedPlatform(host);
  return imitatesOther(platform === undefined ? undefined : hostedLookalike(host, platform), context);
}

/**
 * A look-alike of someone other than the sender: a brand that really sent the mail does not
 * imitate itself, unless it relays a customer's words, whose links are the customer's.
 */
function imitatesOther(imitation: Lookalike | undefined, context: PreparedContext): boolean {
  return imitation !== undefined && !(imitation.kind === 'brand' && imitation.brand === context.senderBrand && !context.relayed);
}

/** The redirect hands over to a domain other than its own (and not the same brand's). */
function leavesDomain(from: ParsedUrl, hop: Hop): boolean {
  return !sameOwner(from.host, hop.url.host);
}

function sameOwner(a: string, b: string): boolean {
  const left = registrableDomain(a) ?? a;
  const right = registrableDomain(b) ?? b;
  if (left === right) return true;
  const brand = brandOfDomain(left);
  return brand !== undefined && brand === brandOfDomain(right);
}

/**
 * The text shows a host whose domain (or brand) is neither the link's nor any destination's it
 * carries. Not through a mailing's click tracker (a known service's, or one shaped like it):
 * it hides the destination, which is most often the very site the text names.
 */
function displayMismatch(text: string, chain: readonly ParsedUrl[], bulk: boolean): boolean {
  const shown = displayedHost(text);
  if (shown === undefined) return false;
  const steps = chain.filter((step) => step.hostKind !== 'none');
  const destination = steps.at(-1)?.url;
  if (destination === undefined || steps.some((step) => isOpaqueClickTracker(step.host))) return false;
  if (looksLikeClickTracker(destination, bulk)) return false;
  return !steps.some((step) => sameOwner(shown, step.host));
}

/** Private, loopback, link-local and documentation addresses are no one's phishing site. */
const NON_PUBLIC_V4 = [
  /^10\./,
  /^127\./,
  /^0\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(?:1[6-9]|2\d|3[01])\./,
  /^100\.(?:6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
  /^192\.0\.2\./,
  /^198\.51\.100\./,
  /^203\.0\.113\./,
  /^255\./,
];

function isPublicIp(link: ParsedUrl): boolean {
  if (link.hostKind === 'ipv4') return !NON_PUBLIC_V4.some((pattern) => pattern.test(link.host));
  if (link.hostKind === 'ipv6') return !/^\[(?:::1?|fe[89ab][0-9a-f]:|f[cd][0-9a-f]{2}:|2001:db8:)/i.test(link.host);
  return false;
}
