// Message-ID against the claimed sending service: webmail providers write their own domain
// into the Message-ID (…@mail.gmail.com, …prod.outlook.com, …@mail.yahoo.com), and mail clients
// write the sender's domain; a Message-ID naming some third organisation under a free-mail
// From was made by other software: a mass mailer using the address as a disguise.

import { BRAND_WEBMAIL_DOMAINS, isFreemailDomain } from '../knowledge/freemail.ts';
import type { Brand } from './domains.ts';
import { brandOfDomain, registrableDomain, tenantBrandOfDomain } from './domains.ts';

/** Mail clients that write their own host name into the Message-ID (K-9/Android). */
const CLIENT_DOMAINS = new Set(['android.com']);

/**
 * The webmail operators (brands that own a free-mail domain). Their servers compose mail for
 * addresses of other providers too (Gmail's "send mail as"), so their Message-IDs are never a
 * contradiction.
 */
const WEBMAIL_OPERATORS: ReadonlySet<Brand> = new Set(BRAND_WEBMAIL_DOMAINS.map((domain) => brandOfDomain(domain)).filter((brand) => brand !== undefined));

function operatorOf(domain: string): Brand | undefined {
  return brandOfDomain(domain) ?? tenantBrandOfDomain(domain);
}

/** The domain part of a Message-ID's `id-left@id-right`, when it has one. */
export function messageIdDomain(messageId: string): string | undefined {
  const match = /@([^\s<>@]+)>?\s*$/.exec(messageId.trim());
  return match?.[1]?.replace(/[\]\[]/g, '').toLowerCase();
}

/**
 * True when From is at a webmail provider listed as a brand (Google, Microsoft, Yahoo/AOL,
 * Apple) and the Message-ID names a real domain that is neither the From domain, nor any
 * webmail operator's, nor a known client's. Message-IDs naming a bare host or an IP say nothing.
 */
export function messageIdContradictsProvider(fromDomain: string, messageId: string): boolean {
  const from = registrableDomain(fromDomain);
  if (from === undefined || !isFreemailDomain(from)) return false;
  if (brandOfDomain(from) === undefined) return false;
  const idHost = messageIdDomain(messageId);
  const idDomain = idHost === undefined ? undefined : registrableDomain(idHost);
  if (idDomain === undefined || idDomain === from || CLIENT_DOMAINS.has(idDomain)) return false;
  const operator = operatorOf(idDomain);
  return operator === undefined || !WEBMAIL_OPERATORS.has(operator);
}

// Outlook for Windows, sending over SMTP, names itself in X-Mailer and writes Message-IDs of the
// form <000001d9a1b2$3c4d5e60$b5e81b20$@domain>; through Exchange or Outlook.com the server
// writes the Message-ID instead. A message claiming Outlook with neither form was made by other
// software wearing Outlook's name.
const OUTLOOK_MAILER = /^microsoft (?:office )?outlook (?:1[2-6]|\d{2})\.0\b/i;
const OUTLOOK_ID = /^<?[0-9a-f]{12}\$[0-9a-f]{8}\$[0-9a-f]{8}\$@/i;
const SERVER_ID = /@[^@]*(?:\.prod\.outlook\.com|\.exchangelabs\.com|\.outlook\.com|mail\.gmail\.com)>?\s*$/i;

export function messageIdContradictsClient(mailers: readonly string[], messageId: string): boolean {
  if (!mailers.some((mailer) => OUTLOOK_MAILER.test(mailer.trim()))) return false;
  const id = messageId.trim();
  return !OUTLOOK_ID.test(id) && !SERVER_ID.test(id);
}
