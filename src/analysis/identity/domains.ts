// Domains and the brands behind them: the registrable domain of a host, which brand a domain
// belongs to, which brands a display name names, and which brand or conversation domain (a
// recipient's, or a correspondent's quoted in the thread) a domain imitates. Shared by the
// sender, links and content areas: keep these signatures stable.

import { domainToUnicode } from 'node:url';
import { getDomain, getPublicSuffix } from 'tldts';
import { BRANDS, NEAR_MISS_WORDS } from '../knowledge/brands.ts';
import type { Brand } from '../knowledge/brands.ts';
import { ACCESS_WORDS, BANK_ACCESS_WORDS, CUSTOMER_SERVICE_WORDS, NOTICE_PAYMENT_WORDS, NOTICE_WORDS, PAYOUT_WORDS } from '../knowledge/access-words.ts';
import { isFreemailDomain } from '../knowledge/freemail.ts';
import { hasSuspiciousTld, resoldZoneOf } from '../knowledge/tlds.ts';
import { confusableKey, foldIAndL } from './confusables.ts';
import { editDistanceWithin } from './edit-distance.ts';

export type { Brand } from '../knowledge/brands.ts';
export { brandsBesideWords, brandsClaimedIn, brandsDisguisedIn, brandsNamedIn } from './brand-names.ts';

/** Lower case, Unicode (punycode decoded), without brackets or a trailing dot. */
export function normalizeHost(host: string): string {
  const bare = host
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  return bare.includes('xn--') ? domainToUnicode(bare) || bare : bare;
}

/**
 * The registrable domain of a host (the ICANN public suffix plus one label: `a.b.paypal.co.uk`
 * → `paypal.co.uk`), in Unicode; undefined for IP addresses, bare suffixes and single labels.
 * Private suffixes (blogspot.com, github.io) are not split off: their customers' sites count as
 * the platform's domain here, and the brand list names such platforms as tenant domains.
 */
export function registrableDomain(host: string): string | undefined {
  const normal = normalizeHost(host);
  if (normal === '') return undefined;
  return getDomain(normal, { allowPrivateDomains: false }) ?? undefined;
}

/** The first label of the registrable domain (`hinge` for mail.hinge.co): the name its owner chose. */
export function registrableLabel(host: string): string {
  return (registrableDomain(host) ?? host).split('.')[0] ?? '';
}

/**
 * The domain its registrant holds: the registrable domain, except under a resold zone, where each
 * customer's name is its own (`dticket-aboservice.de.com`, not the zone de.com). Look-alike checks
 * compare these; everything else keeps the ICANN registrable domain, so a zone's customers are
 * never one organisation with the companies whose names they copy.
 */
function registrantDomain(host: string): string | undefined {
  const registrable = registrableDomain(host);
  if (registrable === undefined || resoldZoneOf(host) === undefined) return registrable;
  return normalizeHost(host).split('.').slice(-3).join('.');
}

/** A domain split at its ICANN public suffix: `acme` and `co.uk` of acme.co.uk (the name is every label above the suffix). */
export function splitAtSuffix(domain: string): { readonly name: string; readonly suffix: string } {
  return splitAt(domain, getPublicSuffix(domain, { allowPrivateDomains: false }) ?? '');
}

/** The same, a resold zone taken as the suffix (`acme` and `de.com` of acme.de.com): see `registrantDomain`. */
function splitAtRegistrantSuffix(domain: string): { readonly name: string; readonly suffix: string } {
  const zone = resoldZoneOf(domain);
  return zone === undefined ? splitAtSuffix(domain) : splitAt(domain, zone);
}

function splitAt(domain: string, suffix: string): { readonly name: string; readonly suffix: string } {
  return { name: domain.slice(0, domain.length - suffix.length - 1), suffix };
}

const OWNER = new Map<string, Brand>();
const TENANT_HOST = new Map<string, Brand>();
for (const brand of BRANDS) {
  for (const domain of brand.domains) OWNER.set(domain, brand);
  for (const domain of brand.tenantDomains ?? []) TENANT_HOST.set(domain, brand);
}
const REPORT_MAILBOX = new Map<string, Brand>(BRANDS.flatMap((brand) => (brand.reportMailboxes ?? []).map((local) => [local, brand] as const)));

/** The brand whose mail server software sends delivery reports from this local part on any domain. */
export function brandOfReportMailbox(localPart: string): Brand | undefined {
  return REPORT_MAILBOX.get(localPart.toLowerCase());
}

const MEMBERS = BRANDS.flatMap((brand) => (brand.memberDomains ?? []).map((pattern) => ({ brand, pattern })));

/** The listed owner of a registrable domain, or the brand whose member institutions' pattern it fits. */
function ownerOf(registrable: string): Brand | undefined {
  return OWNER.get(registrable) ?? MEMBERS.find(({ pattern }) => pattern.test(registrable) && !namesBankAccess(registrable))?.brand;
}

/** A piece of the name is a banking procedure or a service desk (`sparkasse-pushtan-update.de`): a look-alike, not a member. */
function namesBankAccess(registrable: string): boolean {
  return splitAtSuffix(registrable)
    .name.split('-')
    .some((piece) => BANK_ACCESS_WORDS.has(piece));
}

/**
 * The domain's name joins a fine or toll to paying it (`portagens-regularizacao.pt`,
 * `cjib-boete-betalen.nl`): a domain registered to collect that payment, whoever it names.
 */
export function namesNoticePayment(domain: string): boolean {
  const registrable = registrableDomain(domain);
  if (registrable === undefined) return false;
  const pieces = splitAtSuffix(registrable).name.split('-');
  return pieces.some((piece) => NOTICE_WORDS.has(piece)) && pieces.some((piece) => NOTICE_PAYMENT_WORDS.has(piece));
}

/** The brand that owns and sends from this domain (any host under it), if it is a listed one. */
export function brandOfDomain(domain: string): Brand | undefined {
  const registrable = registrableDomain(domain);
  return registrable === undefined ? undefined : ownerOf(registrable);
}

/** Per registrable name (without its suffix), the brands that own a domain of that name. */
const OWNERS_BY_NAME = new Map<string, Set<Brand>>();
/** Per brand, the country codes under which a domain of it is listed. */
const LISTED_COUNTRIES = new Map<Brand, Set<string>>();
for (const [domain, brand] of OWNER) {
  const { name } = splitAtSuffix(domain);
  if (name.length >= 4) OWNERS_BY_NAME.set(name, (OWNERS_BY_NAME.get(name) ?? new Set<Brand>()).add(brand));
  const countries = LISTED_COUNTRIES.get(brand) ?? new Set<string>();
  countries.add(domain.slice(domain.lastIndexOf('.') + 1));
  LISTED_COUNTRIES.set(brand, countries);
}

/**
 * The brands whose own domain name this is under another country's suffix (`paypal.com.br` for
 * PayPal, `santander.cl` for Santander): brands register their name in the countries they serve,
 * so such a domain most likely belongs to them even when the list does not name it. Not for
 * suffixes on the abused-TLD list or resold zones, not for names shorter than four characters,
 * and not a brand the list already names in that country (`mercadolivre.br` is not Mercado
 * Livre's: its Brazilian domain is mercadolivre.com.br). Usually one brand; a name listed for two
 * (t-mobile.com for T-Mobile US, t-mobile.de for Telekom; seg-social.es for Spain's Seguridad
 * Social, seg-social.pt for Portugal's Segurança Social) gives both elsewhere; a listed domain
 * is its owner's alone (none here: `brandOfDomain` answers for it).
 */
export function brandsOfCountryVariant(domain: string): Brand[] {
  const registrable = registrableDomain(domain);
  if (registrable === undefined || hasSuspiciousTld(domain) || ownerOf(registrable) !== undefined) return [];
  const { name, suffix } = splitAtSuffix(registrable);
  if (!/(^|\.)[a-z]{2}$/.test(suffix)) return [];
  const country = suffix.slice(suffix.lastIndexOf('.') + 1);
  const owners = OWNERS_BY_NAME.get(name) ?? [];
  return [...owners].filter((brand) => !LISTED_COUNTRIES.get(brand)?.has(country));
}

/**
 * The brand whose platform this domain is, when the brand's customers control what is on it
 * (x.sharepoint.com, x.onmicrosoft.com, amazonses.com bounces): the brand's own infrastructure,
 * but no proof that the brand wrote the message.
 */
const SENDING_HOST = new Map<string, Brand>(BRANDS.flatMap((brand) => (brand.sendingHosts ?? []).map((host) => [host, brand] as const)));

/** The brand that alone sends from this host (or a host under it) of a tenant domain. */
export function brandOfSendingHost(host: string): Brand | undefined {
  let name = normalizeHost(host);
  // Bounded: a host name has at most 127 labels.
  for (let labels = 0; labels < 127 && name.includes('.'); labels++) {
    const brand = SENDING_HOST.get(name);
    if (brand !== undefined) return brand;
    name = name.slice(name.indexOf('.') + 1);
  }
  return undefined;
}

export function tenantBrandOfDomain(domain: string): Brand | undefined {
  const registrable = registrableDomain(domain);
  return registrable === undefined ? undefined : TENANT_HOST.get(registrable);
}

/**
 * The customer's tenant name under a brand's tenant domain (`acme` of `acme.sharepoint.com` and
 * `x.acme.onmicrosoft.com`), or undefined for any other domain.
 */
export function tenantNameOfDomain(domain: string): string | undefined {
  const registrable = registrableDomain(domain);
  if (registrable === undefined || !TENANT_HOST.has(registrable)) return undefined;
  const labels = normalizeHost(domain).split('.');
  return labels[labels.length - registrable.split('.').length - 1];
}

export type LookalikeMethod = 'confusable' | 'edit_distance' | 'brand_token' | 'punycode' | 'other_suffix';

export type Lookalike =
  | { readonly kind: 'brand'; readonly brand: Brand; readonly method: LookalikeMethod }
  | { readonly kind: 'recipient'; readonly domain: string; readonly method: LookalikeMethod }
  | { readonly kind: 'claimed_name'; readonly name: string; readonly method: LookalikeMethod };

export interface LookalikeContext {
  /** The recipients' domains, to catch `examp1e.com` sent to people at example.com. */
  readonly recipientDomains?: readonly string[];
  /**
   * The domains of the people a quoted thread names: the other side of the conversation, which a
   * hijacker replying into the thread imitates (`vendor-ltd.com` for vendor-ltd.co.uk).
   */
  readonly threadDomains?: readonly string[];
  /**
   * The words of the name the sender gives itself (the From display name, folded): a domain that
   * joins one of them to a customer-service word imitates that business (`claimedNameLookalike`).
   */
  readonly claimedName?: readonly string[];
}

interface Target {
  readonly brand: Brand;
  readonly token: string;
}

const WHOLE_TOKENS = new Map<string, Brand>();
const PAYOUT_TOKENS = new Map<string, Brand>();
const INFIX_TOKENS: Target[] = [];
const KEYED_TOKENS = new Map<string, Target>();
for (const brand of BRANDS) {
  for (const token of brand.tokens) WHOLE_TOKENS.set(token, brand);
  for (const token of brand.payoutTokens ?? []) PAYOUT_TOKENS.set(token, brand);
  for (const token of brand.infixTokens ?? []) INFIX_TOKENS.push({ brand, token });
  for (const token of [...brand.tokens, ...(brand.infixTokens ?? [])]) {
    if (token.length >= 4) KEYED_TOKENS.set(confusableKey(token), { brand, token });
  }
}
const ALL_TOKENS = new Set([...WHOLE_TOKENS.keys(), ...INFIX_TOKENS.map(({ token }) => token)]);
/**
 * INFIX_TOKENS within `edits` characters of a length, in their order, keyed by length × 8 + edits:
 * a token farther in length is farther in edits too, so a label is compared with these alone.
 */
const INFIX_TOKENS_NEAR_LENGTH = new Map<number, readonly Target[]>();

function infixTokensNearLength(length: number, edits: number): readonly Target[] {
  const key = length * 8 + edits;
  let targets = INFIX_TOKENS_NEAR_LENGTH.get(key);
  if (targets === undefined) {
    targets = INFIX_TOKENS.filter(({ token }) => Math.abs(token.length - length) <= edits);
    INFIX_TOKENS_NEAR_LENGTH.set(key, targets);
  }
  return targets;
}
const NEAR_MISSES = new Set(NEAR_MISS_WORDS);

/** Labels this long or longer may differ from a target by one edit, and from ten on by two. */
const MIN_EDIT_LENGTH = 6;
const TWO_EDIT_LENGTH = 10;

function allowedEdits(length: number): number {
  if (length < MIN_EDIT_LENGTH) return 0;
  return length >= TWO_EDIT_LENGTH ? 2 : 1;
}

/**
 * Which brand (or conversation domain) a domain imitates, and how:
 * - `punycode`: an internationalised label whose skeleton is a brand's (`pаypal.com`, Cyrillic а);
 * - `confusable`: an ASCII label whose skeleton is a brand's (`paypa1.com`, `rnicrosoft.com`);
 * - `brand_token`: the brand's name embedded (`paypal-secure-login.com`, `secure-paypal.com.verify.info`),
 *   or the bare name on an abused TLD (`paypal.xyz`);
 * - `edit_distance`: one edit from a distinctive brand name (two from ten characters on);
 * - against the conversation's domains (recipients, people quoted in the thread), see
 *   `conversationLookalike`, and a recipient's company dressed as its sign-in service, see `accessLookalike`.
 * Never for the brand's own or tenant domains (nor a listed domain name under another country's
 * suffix, which `brandsOfCountryVariant` reads as the brand's), free-mail providers, or the
 * recipients' own domains; never against the conversation when the domain itself takes part in it.
 */
export function lookalike(domain: string, context: LookalikeContext = {}): Lookalike | undefined {
  const host = normalizeHost(domain);
  const registrable = registrantDomain(host);
  if (registrable === undefined) return undefined;
  // A listed name under another country's suffix is the brand's own, as the sender area reads it.
  if (ownerOf(registrable) !== undefined || brandsOfCountryVariant(registrable).length > 0 || TENANT_HOST.has(registrable) || isFreemailDomain(registrable))
    return undefined;
  const registrables = (domains: readonly string[] = []): string[] => domains.map((entry) => registrantDomain(entry)).filter((entry) => entry !== undefined);
  const recipients = registrables(context.recipientDomains);
  if (recipients.includes(registrable)) return undefined;
  // Thread domains do not excuse a brand look-alike: a kit can quote its own domain in a made-up thread.
  const conversation = [...recipients, ...registrables(context.threadDomains)];

  const { name: hostName, suffix } = splitAtRegistrantSuffix(host);
  const label = registrable.slice(0, registrable.length - suffix.length - 1);
  const hostLabels = hostName.split('.');
  const international = /[^\x00-\x7f]/.test(host);
  const disguise: LookalikeMethod = international ? 'punycode' : 'confusable';

  return (
    brandLookalike(label, hostLabels, registrable, disguise) ??
    (conversation.includes(registrable) ? undefined : (conversationLookalike(host, label, conversation, disguise) ?? accessLookalike(label, recipients))) ??
    claimedNameLookalike(hostLabels, context.claimedName ?? [])
  );
}

/** Name words shorter than this are never read as a business's name in a domain: short words are in everyone's. */
const MIN_CLAIMED_NAME = 4;

/**
 * The domain joins the name the sender gives itself to what a customer does with that business
 * (`check24-kundenkonto.info` for "CHECK24", `galaxus-bestellung.ch-kunden.com` for "Digitec
 * Galaxus", `doctolib-termin.info` for "Doctolib"): a name no brand list holds, on a domain that
 * says it is that business's account, payment or delivery desk. A label the name spells whole is
 * the owner's own ("Migros Online" on migros-online.ch, "Atelier Clim Services" on
 * atelier-clim-services.fr), and second-domain words (`lydia-app.com`) are no service words.
 */
function claimedNameLookalike(hostLabels: readonly string[], claimedName: readonly string[]): Lookalike | undefined {
  const named = new Set(claimedName);
  for (const label of hostLabels) {
    const pieces = label.split('-').filter((piece) => piece !== '');
    if (pieces.length < 2 || pieces.every((piece) => named.has(piece))) continue;
    const name = pieces.find((piece) => piece.length >= MIN_CLAIMED_NAME && named.has(piece) && !CUSTOMER_SERVICE_WORDS.has(piece));
    if (name !== undefined && pieces.some((piece) => !named.has(piece) && CUSTOMER_SERVICE_WORDS.has(piece)))
      return { kind: 'claimed_name', name, method: 'brand_token' };
  }
  return undefined;
}

/**
 * The brand a name chosen on someone else's platform imitates: the labels under a free-hosting
 * `platform` (`acme-my.sharepoint-docs` of `acme-my.sharepoint-docs.workers.dev`) read by the
 * same rules as a registrable name, the label next to the platform standing for it, except that
 * whole `tokens` do not count: projects are named with ordinary words (`room-booking`,
 * `meet-ups`), so only names found in no ordinary word (`infixTokens`) and disguised spellings
 * do. A brand's bare name as that label is most likely its own project's, as on another suffix;
 * and the platform's owner is never its own imitation (a Google project on web.app).
 */
export function hostedLookalike(host: string, platform: string): Lookalike | undefined {
  const normal = normalizeHost(host);
  if (!normal.endsWith(`.${platform}`)) return undefined;
  const labels = normal.slice(0, normal.length - platform.length - 1).split('.');
  const label = labels.at(-1) ?? '';
  if (label === '') return undefined;
  const international = /[^\x00-\x7f]/.test(normal);
  const found = brandLookalike(label, labels, `${label}.${platform}`, international ? 'punycode' : 'confusable', false);
  const registrable = registrableDomain(platform) ?? platform;
  if (found === undefined || found.kind !== 'brand' || found.brand === ownerOf(registrable) || found.brand === TENANT_HOST.get(registrable)) return undefined;
  return found;
}

function brandLookalike(
  label: string,
  hostLabels: readonly string[],
  registrable: string,
  disguise: LookalikeMethod,
  wholeTokens = true,
): Lookalike | undefined {
  const pieces = label.split('-').filter((piece) => piece !== '');
  for (const candidate of new Set([label, ...pieces])) {
    const target = KEYED_TOKENS.get(confusableKey(candidate));
    if (target !== undefined && candidate !== target.token) return { kind: 'brand', brand: target.brand, method: disguise };
  }
  const bareNameOnAbusedTld = hasSuspiciousTld(registrable);
  for (const piece of wholeTokens ? pieces : []) {
    const brand = WHOLE_TOKENS.get(piece);
    if (brand !== undefined && (pieces.length > 1 || bareNameOnAbusedTld)) return { kind: 'brand', brand, method: 'brand_token' };
    const paying = PAYOUT_TOKENS.get(piece);
    if (paying !== undefined && pieces.some((other) => PAYOUT_WORDS.has(other))) return { kind: 'brand', brand: paying, method: 'brand_token' };
  }
  for (const hostLabel of hostLabels) {
    for (const { brand, token } of INFIX_TOKENS) {
      if (!hostLabel.includes(token)) continue;
      // The bare name on another ordinary suffix (docusign.co.uk) is most likely the brand's own.
      if (hostLabel === label && label === token && !bareNameOnAbusedTld) continue;
      return { kind: 'brand', brand, method: 'brand_token' };
    }
  }
  // A brand's bare name (or a listed misspelling of it) on another suffix was let through above.
  if (NEAR_MISSES.has(label) || ALL_TOKENS.has(label)) return undefined;
  const edits = allowedEdits(label.length);
  if (edits === 0) return undefined;
  for (const { brand, token } of infixTokensNearLength(label.length, edits)) {
    const distance = editDistanceWithin(label, token, edits);
    if (distance > 0 && distance <= edits) return { kind: 'brand', brand, method: 'edit_distance' };
  }
  return undefined;
}

/** Conversation names shorter than this are never compared: short names neighbour unrelated companies. */
const MIN_CONVERSATION_NAME = 5;

/**
 * One letter added or dropped (a hyphen too), or two neighbours swapped: the slips a hijacker's
 * domain hides in (`bramwell-industrials` for bramwell-industrial). Not one letter replaced by
 * another that does not look like it: in the en/de/nl/es/pt/fr word lists 39–84 % of the words
 * of eight letters have such a neighbour (nordic-tools, nordic-pools), which are other companies;
 * look-alike replacements (l for i, 0 for o, rn for m) are the confusable key's.
 */
function oneSlipApart(a: string, b: string): boolean {
  if (a.length !== b.length) return editDistanceWithin(a, b, 1) === 1;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return at < a.length - 1 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/**
 * The domain dresses a recipient's company name as its sign-in, IT or staff service: the name as
 * one hyphen-separated piece, every other piece an access word (`corvant-sso.com`,
 * `okta-corvant.com` for corvant.com: knowledge/access-words.ts). Only the recipients' own
 * companies: a correspondent quoted in a thread may really run a support domain of its own.
 */
function accessLookalike(label: string, recipients: readonly string[]): Lookalike | undefined {
  const pieces = label.split('-').filter((piece) => piece !== '');
  if (pieces.length < 2) return undefined;
  for (const theirs of recipients) {
    const { name } = splitAtSuffix(theirs);
    if (name.length < MIN_CONVERSATION_NAME || isFreemailDomain(theirs)) continue;
    const others = pieces.filter((piece) => piece !== name);
    if (others.length < pieces.length && others.every((piece) => ACCESS_WORDS.has(piece))) return { kind: 'recipient', domain: theirs, method: 'brand_token' };
  }
  return undefined;
}

/**
 * The domain imitates one of the conversation's (a recipient's, or a correspondent's quoted in
 * the thread), as a hijacked thread's reply does:
 * - `confusable` (or `punycode`): the same name under the UTS #39 skeleton, a small i and l one
 *   letter (`vanderlinden-logistlek` for vanderlinden-logistiek);
 * - `edit_distance`: one slip apart (`oneSlipApart`) under that skeleton, from MIN_EDIT_LENGTH letters on;
 * - `other_suffix`: the whole domain moved under another suffix (`brandt-verpackungen.de.com`,
 *   de.com being a zone a private registry resells, for brandt-verpackungen.de), or the same name
 *   under such a zone (`brandt-verpackungen.us.com`).
 * The same name under two public suffixes (acme.de, acme.com) is the same company, which owns
 * both; free-mail providers and names under MIN_CONVERSATION_NAME letters are never compared.
 */
function conversationLookalike(host: string, label: string, conversation: readonly string[], disguise: LookalikeMethod): Lookalike | undefined {
  const key = foldIAndL(confusableKey(label));
  const zoned = resoldZoneOf(host) !== undefined;
  for (const theirs of conversation) {
    const { name } = splitAtRegistrantSuffix(theirs);
    // The same name under a resold zone is no sister domain: anyone buys it (acme.com.br is Acme's, acme.de.com anybody's).
    if (name.length < MIN_CONVERSATION_NAME || (name === label && !zoned) || isFreemailDomain(theirs)) continue;
    if (name === label || host.startsWith(`${theirs}.`) || host.includes(`.${theirs}.`)) return { kind: 'recipient', domain: theirs, method: 'other_suffix' };
    const theirKey = foldIAndL(confusableKey(name));
    if (theirKey === key) return { kind: 'recipient', domain: theirs, method: disguise };
    if (name.length >= MIN_EDIT_LENGTH && oneSlipApart(key, theirKey)) return { kind: 'recipient', domain: theirs, method: 'edit_distance' };
    if (padsName(label, name, theirs)) return { kind: 'recipient', domain: theirs, method: 'brand_token' };
  }
  return undefined;
}

/**
 * The label is the correspondent's name with its own country code joined before or after it
 * (`imprimerie-lesage-fr.com` for imprimerie-lesage.fr): the country moved from the suffix into
 * the name under a generic one, how a hijacker registers a name that reads as the vendor's in a
 * thread. Another country (`acme-uk.com` beside acme.com) may be the group's subsidiary; service
 * words (`acme-billing`) are left out too: a correspondent may run such a domain of its own.
 */
function padsName(label: string, name: string, theirs: string): boolean {
  const country = theirs.slice(theirs.lastIndexOf('.') + 1);
  if (!/^[a-z]{2}$/.test(country)) return false;
  return label === `${name}-${country}` || label === `${country}-${name}`;
}
