// Free mailbox providers: domains where anyone can open a mailbox in minutes, so an address
// there says nothing about the organisation a message claims to come from; and disposable
// mailboxes, the subset whose addresses expire within minutes or hours.
//
// Sources, read once per worker (module scope) into Sets:
// - `email-providers` (ISC; the goware/emailproviders list of about 8,800 free mailbox domains,
//   republished monthly): the free-mail base. It also lists some companies' own domains (an ISP
//   or a portal that gave mailboxes away: bt.com, facebook.com, alibaba.com); a domain a listed
//   brand owns (knowledge/brands.ts) is dropped from it, because the company writes its own
//   notices from it and its name must stay backed there. PACKAGE_NOT_FREEMAIL drops the rest.
// - `disposable-email-domains-js` (CC0; the disposable-email-domains project's blocklist of
//   about 8,900 temporary-mail domains, reviewed by pull request with an allowlist against
//   false listings, republished on every upstream change): disposable domains.
// - The lists below: what the packages miss, written for this project from the providers' own
//   sign-up and help pages (Tutanota, Posteo, mail.de, GMX's national domains, Zoho Mail,
//   Fastmail, the Iberian and Dutch telecoms' customer mailbox domains).
// Registrable domains (see identity/domains.ts), lower case.

import { createRequire } from 'node:module';
import { BRANDS } from './brands.ts';

/**
 * Webmail domains that a listed brand also sends its own mail from (Google's gmail.com,
 * Microsoft's outlook.com, Orange's customer mailboxes on orange.fr, KPN's kpnmail.nl): kept
 * deliberately, so the brand filter on the package list does not drop them. A telecom's or
 * portal's sending domain that its customers' mailboxes share is listed only where its notices
 * come from system mailboxes (sender.ts PROVIDER_MAILBOXES) or sub-domains, which still back its name.
 */
export const BRAND_WEBMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.es',
  'yahoo.fr',
  'yahoo.de',
  'yahoo.com.br',
  'yahoo.com.mx',
  'ymail.com',
  'rocketmail.com',
  'aol.com',
  'aol.co.uk',
  'aim.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
  'orange.fr',
  'kpnmail.nl',
];

/** Free mailbox domains neither package lists. */
const OWN_FREEMAIL_DOMAINS: readonly string[] = [
  'live.com.pt',
  'passport.com',
  'tutanota.com',
  'tutanota.de',
  'tuta.io',
  'tutamail.com',
  'zohomail.com',
  'fastmail.com',
  'gmx.ch',
  'gmx.es',
  'gmx.co.uk',
  'mail.de',
  'posteo.de',
  'posteo.net',
  'bbox.fr',
  'telefonica.net',
  'iol.pt',
  'netcabo.pt',
  // Ziggo's inherited customer mailbox domains (not ziggo.nl itself: see PACKAGE_NOT_FREEMAIL).
  'casema.nl',
  'upcmail.nl',
];

/** Temporary-mail domains the disposable package misses. */
const OWN_DISPOSABLE_DOMAINS: readonly string[] = ['temp-mail.io', 'tempmail.net'];

/**
 * Domains the free-mail package lists that are no free mailbox to this project: telecoms that
 * write their own bills and notices from the very domain their customers' mailboxes use, from
 * mailboxes no list can tell from their customers' (Telenet); and the reserved example domain.
 */
const PACKAGE_NOT_FREEMAIL: readonly string[] = ['telenet.be', 'example.com'];

const require = createRequire(import.meta.url);
const packageFreemail = require('email-providers/all.json') as readonly string[];
const packageDisposable = require('disposable-email-domains-js/dist/dict/disposable_email_blocklist.json') as readonly string[];

const BRAND_DOMAINS: ReadonlySet<string> = new Set(BRANDS.flatMap((brand) => [...brand.domains, ...(brand.tenantDomains ?? [])]));
const NOT_FREEMAIL: ReadonlySet<string> = new Set(PACKAGE_NOT_FREEMAIL);

const DISPOSABLE: ReadonlySet<string> = new Set([...packageDisposable, ...OWN_DISPOSABLE_DOMAINS]);

const FREEMAIL: ReadonlySet<string> = new Set([
  ...packageFreemail.filter((domain) => !BRAND_DOMAINS.has(domain) && !NOT_FREEMAIL.has(domain)),
  ...BRAND_WEBMAIL_DOMAINS,
  ...OWN_FREEMAIL_DOMAINS,
  ...DISPOSABLE,
]);

/** The project's own entries, which must stay registrable domains. */
export const OWN_LISTED_DOMAINS: readonly string[] = [...BRAND_WEBMAIL_DOMAINS, ...OWN_FREEMAIL_DOMAINS, ...OWN_DISPOSABLE_DOMAINS];

/** True when `domain` (a registrable domain, lower case) is a free mailbox provider, disposable ones included. */
export function isFreemailDomain(domain: string): boolean {
  return FREEMAIL.has(domain);
}

/** Labels of a host tried against the disposable list: its registrable domain and up to this many above it. */
const MAX_DISPOSABLE_LABELS = 6;

/**
 * True when `host` (lower case) or a parent of it is a temporary-mail domain. The list names some
 * hosts under dynamic-DNS zones (`x.dynv6.net`) rather than registrable domains, so the host and
 * its parents are tried, never the public suffix alone.
 */
export function isDisposableDomain(host: string): boolean {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  for (let start = Math.max(0, labels.length - MAX_DISPOSABLE_LABELS); start < labels.length - 1; start++) {
    if (DISPOSABLE.has(labels.slice(start).join('.'))) return true;
  }
  return false;
}
