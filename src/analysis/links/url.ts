// One link candidate, parsed twice: by the WHATWG URL parser (what a browser will reach) and
// by hand on the raw text (what the parser hides: the host as written, userinfo, backslashes).

/** Characters a reader cannot see: zero-width, soft hyphen, bidi controls, BOM. */
const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u206a-\u206f\u3164\ufeff\uffa0]/;
const INVISIBLE_GLOBAL = new RegExp(INVISIBLE.source, 'g');

export type HostKind = 'domain' | 'ipv4' | 'ipv6' | 'none';

export interface ParsedUrl {
  /** The text as found, trimmed. */
  readonly raw: string;
  /** The WHATWG parse of the cleaned text; undefined when it does not parse. */
  readonly url: URL | undefined;
  /** Lower-case scheme without the colon (`http`, `mailto`, `data`, …); '' when none. */
  readonly scheme: string;
  /** The authority's host as written: lower case, without userinfo and port. */
  readonly rawHost: string;
  /** The parsed host: ASCII (punycode) domain, dotted IPv4, or `[IPv6]`; '' when none. */
  readonly host: string;
  readonly hostKind: HostKind;
  /** The raw authority holds userinfo (`user@host`). */
  readonly hasUserinfo: boolean;
  /** The raw text holds invisible characters. */
  readonly hasInvisible: boolean;
}

const WEB_SCHEMES = new Set(['http', 'https', 'ftp']);

export function isWebScheme(scheme: string): boolean {
  return WEB_SCHEMES.has(scheme);
}

/**
 * Parses a link as found in text or markup. A scheme-less `www.` form is read as http, as mail
 * clients do when they turn it into a link, and a scheme-relative `//host/…` as https.
 */
export function parseUrl(text: string): ParsedUrl {
  const raw = text.trim();
  const hasInvisible = INVISIBLE.test(raw);
  // Browsers drop ASCII tab/newline and the invisible characters do not stop them either.
  let cleaned = raw.replace(/[\t\r\n]/g, '').replace(INVISIBLE_GLOBAL, '');
  if (/^www\./i.test(cleaned)) cleaned = `http://${cleaned}`;
  // A scheme-relative address takes the page's scheme; a mail body has none, so clients load it over https.
  else if (/^\/\/[^/]/.test(cleaned)) cleaned = `https:${cleaned}`;
  const schemeMatch = /^([a-z][a-z0-9+.-]{0,31}):/i.exec(cleaned);
  const scheme = schemeMatch === null ? '' : (schemeMatch[1] ?? '').toLowerCase();
  const authority = isWebScheme(scheme) ? rawAuthority(cleaned, scheme.length + 1) : '';
  const at = authority.lastIndexOf('@');
  const hostPort = at === -1 ? authority : authority.slice(at + 1);
  const rawHost = stripPort(hostPort).toLowerCase();
  const url = URL.parse(cleaned) ?? undefined;
  const host = url !== undefined && isWebScheme(scheme) ? url.hostname : '';
  return { raw, url, scheme, rawHost, host, hostKind: hostKindOf(host), hasUserinfo: at !== -1, hasInvisible };
}

/** The authority after `scheme:` — slashes and backslashes skipped, up to the path, query or fragment. */
function rawAuthority(text: string, start: number): string {
  let i = start;
  while (i < text.length && (text[i] === '/' || text[i] === '\\')) i++;
  let end = i;
  while (end < text.length && !'/\\?#'.includes(text[end] as string)) end++;
  return text.slice(i, end);
}

function stripPort(hostPort: string): string {
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    return close === -1 ? hostPort : hostPort.slice(0, close + 1);
  }
  const colon = hostPort.lastIndexOf(':');
  return colon === -1 ? hostPort : hostPort.slice(0, colon);
}

function hostKindOf(host: string): HostKind {
  if (host === '') return 'none';
  if (host.startsWith('[')) return 'ipv6';
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) return 'ipv4';
  return 'domain';
}
