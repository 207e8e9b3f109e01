// Unwraps a link to the destination a reader really reaches: security products' rewriters,
// open redirectors, tracking redirectors, and any query parameter that holds a whole URL.
// Bounded in depth; each hop says how it was reached, so the caller can tell an abused open
// redirector (a signal) from a security wrapper or a newsletter's tracker (no signal).

import { OPEN_REDIRECTS } from '../knowledge/open-redirects.ts';
import { TRACKING_REDIRECTS } from '../knowledge/redirectors.ts';
import type { RedirectRule } from '../knowledge/redirectors.ts';
import { SECURITY_WRAPPERS } from '../knowledge/wrappers.ts';
import { isKnownTld } from './tld.ts';
import { parseUrl } from './url.ts';
import type { ParsedUrl } from './url.ts';

export type HopKind = 'wrapper' | 'open-redirect' | 'tracking' | 'parameter';

export interface Hop {
  /** How this hop was reached from the previous one. */
  readonly via: HopKind;
  readonly url: ParsedUrl;
  /** The redirector marked the link as its own service's rewriting (see RedirectRule.serviceMarker). */
  readonly serviceRewrite: boolean;
  /** The redirector is a sign-in page handing an access grant to this hop (see RedirectRule.grant). */
  readonly grant: boolean;
}

export const MAX_UNWRAP_DEPTH = 3;
/** A carried destination longer than this is not followed (no browser-length URLs decoded). */
const MAX_TARGET_CHARS = 8_192;
/** Query parameters looked at for a generic carried URL. */
const MAX_GENERIC_PARAMS = 32;

const RULE_SETS: readonly (readonly [HopKind, readonly RedirectRule[]])[] = [
  ['wrapper', SECURITY_WRAPPERS],
  ['open-redirect', OPEN_REDIRECTS],
  ['tracking', TRACKING_REDIRECTS],
];

/** The hops after `start`, outermost first; empty when the link carries no destination. */
export function unwrap(start: ParsedUrl, maxDepth: number = MAX_UNWRAP_DEPTH): Hop[] {
  const hops: Hop[] = [];
  let current = start;
  while (hops.length < maxDepth) {
    const next = nextHop(current);
    if (next === undefined) break;
    hops.push(next);
    current = next.url;
  }
  return hops;
}

function nextHop(link: ParsedUrl): Hop | undefined {
  const url = link.url;
  if (url === undefined || link.hostKind === 'none') return undefined;
  for (const [via, rules] of RULE_SETS) {
    const rule = rules.find((candidate) => ruleMatches(candidate, url));
    if (rule === undefined) continue;
    const target = carriedTarget(rule, url);
    if (target === undefined) return undefined;
    const marker = rule.serviceMarker;
    return { via, url: target, serviceRewrite: marker !== undefined && url.searchParams.get(marker[0]) === marker[1], grant: rule.grant === true };
  }
  const generic = genericTarget(url);
  return generic === undefined ? undefined : { via: 'parameter', url: generic, serviceRewrite: false, grant: false };
}

export function hostMatches(pattern: string, host: string): boolean {
  return pattern.startsWith('.') ? host.endsWith(pattern) : host === pattern;
}

function ruleMatches(rule: RedirectRule, url: URL): boolean {
  return hostMatches(rule.host, url.hostname) && url.pathname.startsWith(rule.pathPrefix);
}

function carriedTarget(rule: RedirectRule, url: URL): ParsedUrl | undefined {
  const text = carriedText(rule, url);
  if (text === undefined || text === '' || text.length > MAX_TARGET_CHARS) return undefined;
  const target = parseUrl(withScheme(text));
  return target.hostKind === 'none' ? undefined : target;
}

function carriedText(rule: RedirectRule, url: URL): string | undefined {
  const param = firstParam(url, rule.params ?? []);
  switch (rule.carrier) {
    case 'param':
      return param;
    case 'param-base64': {
      if (param === undefined) return undefined;
      const prefix = rule.base64Prefix ?? '';
      return decodeBase64Text(param.startsWith(prefix) ? param.slice(prefix.length) : param);
    }
    case 'domain-only':
      return param === undefined || !/^[a-z0-9.-]+$/i.test(param) ? undefined : `https://${param}/`;
    case 'path':
      return url.pathname.slice(rule.pathPrefix.length) + url.search;
    case 'query':
      return safeDecode(url.search.slice(1));
    case 'path-encoded': {
      const segments = url.pathname.slice(rule.pathPrefix.length).split('/');
      const segment = segments[rule.skipSegments ?? 0];
      return segment === undefined ? undefined : safeDecode(segment);
    }
    case 'proofpoint-v2':
      return param === undefined ? undefined : safeDecode(param.replace(/-/g, '%').replace(/_/g, '/'));
    case 'proofpoint-v3':
      return proofpointV3(url.href);
    case 'proxy-host':
      return proxiedUrl(rule, url);
  }
}

/** Query parameters a proxy adds for itself (Google Translate's `_x_tr_sl`, `_x_tr_hl`…), dropped from the proxied URL. */
const PROXY_PARAM = /^_x_tr_/;

/** The site a proxy host serves: `a-b--c-example-com.translate.goog/p?q` is `a.b-c.example.com/p?q`. */
function proxiedUrl(rule: RedirectRule, url: URL): string | undefined {
  const label = url.hostname.slice(0, url.hostname.length - rule.host.length);
  if (label === '' || label.includes('.')) return undefined;
  const host = label
    .replace(/--/g, '\u0000')
    .replace(/-/g, '.')
    .replace(/\u0000/g, '-');
  const query = new URLSearchParams([...url.searchParams].filter(([name]) => !PROXY_PARAM.test(name))).toString();
  return `https://${host}${url.pathname}${query === '' ? '' : `?${query}`}`;
}

function firstParam(url: URL, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== '') return value;
  }
  return undefined;
}

/** A destination given without a scheme (`example.com/x`, `//example.com`) is read as https. */
function withScheme(text: string): string {
  const trimmed = text.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/**
 * The first query parameter whose value is a whole web URL: with its scheme (browsers accept
 * `http:host/path` too), or a `www.` or bare `domain.tld/path` form whose TLD is delegated.
 */
function genericTarget(url: URL): ParsedUrl | undefined {
  let seen = 0;
  for (const value of url.searchParams.values()) {
    if (++seen > MAX_GENERIC_PARAMS) break;
    if (value.length > MAX_TARGET_CHARS) continue;
    const text = carriedUrlText(value.trim());
    if (text === undefined) continue;
    const target = parseUrl(text);
    if (target.hostKind !== 'none') return target;
  }
  return undefined;
}

const BARE_CARRIED = /^(?:www\.)?[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,8}\//i;

function carriedUrlText(value: string): string | undefined {
  if (/^https?:\/{0,2}[a-z0-9[]/i.test(value)) return value;
  if (!BARE_CARRIED.test(value)) return undefined;
  const host = value.slice(0, value.indexOf('/'));
  return isKnownTld(host.slice(host.lastIndexOf('.') + 1).toLowerCase()) ? `https://${value}` : undefined;
}

export function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export function decodeBase64Text(text: string): string | undefined {
  if (text.length > MAX_TARGET_CHARS) return undefined;
  const normalised = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(normalised)) return undefined;
  const decoded = Buffer.from(normalised, 'base64').toString('utf8');
  return decoded.includes('\ufffd') ? undefined : decoded;
}

/**
 * Proofpoint URL Defense v3: `/v3/__<url>__;<base64>!!…`. Characters the rewriter could not
 * keep in the URL are replaced by `*` (one character) or `**X` (a run whose length X encodes,
 * from A = 2), and the replaced characters follow, base64url-encoded, after `__;`.
 */
function proofpointV3(href: string): string | undefined {
  const match = /\/v3\/__(.+?)__;([A-Za-z0-9_-]*)!/.exec(href);
  if (match === null) return undefined;
  const template = match[1] ?? '';
  const replaced = Array.from(Buffer.from(match[2] ?? '', 'base64url').toString('utf8'));
  let cursor = 0;
  let out = '';
  for (let i = 0; i < template.length; i++) {
    const char = template[i] as string;
    if (char !== '*') {
      out += char;
      continue;
    }
    if (template[i + 1] === '*' && i + 2 < template.length) {
      const runLength = RUN_LENGTHS.indexOf(template[i + 2] as string) + 2;
      if (runLength < 2) return undefined;
      out += replaced.slice(cursor, cursor + runLength).join('');
      cursor += runLength;
      i += 2;
    } else {
      out += replaced[cursor] ?? '';
      cursor++;
    }
  }
  return out;
}

const RUN_LENGTHS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
