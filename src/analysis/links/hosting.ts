// Look-ups of a host in the link knowledge lists: shorteners, free hosting, anonymous image
// sharing, and the click trackers of e-mail service providers. Each list is indexed once, by domain, and a host is
// looked up by its own name and each parent domain.

import { FREE_HOSTING } from '../knowledge/free-hosting.ts';
import type { FreeHostingEntry } from '../knowledge/free-hosting.ts';
import { IMAGE_SHARING_DOMAINS } from '../knowledge/image-hosts.ts';
import { MEETING_HOSTS } from '../knowledge/meeting-hosts.ts';
import { OPAQUE_CLICK_TRACKERS } from '../knowledge/redirectors.ts';
import { DEEP_LINK_ZONES, OWN_SHARE_ZONES, SHORTENER_DOMAINS } from '../knowledge/shorteners.ts';

/** Parent domains looked at: deep enough for `x.ipfs.dweb.link` and `a.b.s3.amazonaws.com`. */
const MAX_SUFFIX_LABELS = 6;

const SHORTENERS = new Set(SHORTENER_DOMAINS);
const IMAGE_SHARING = new Set(IMAGE_SHARING_DOMAINS);
const MEETING = new Set(MEETING_HOSTS);
const DEEP_LINKS = new Set(DEEP_LINK_ZONES);
const OWN_SHARES = new Set(OWN_SHARE_ZONES);
const FREE_HOSTS = new Map<string, FreeHostingEntry[]>();
for (const entry of FREE_HOSTING) {
  const entries = FREE_HOSTS.get(entry.domain) ?? [];
  entries.push(entry);
  FREE_HOSTS.set(entry.domain, entries);
}
const TRACKER_EXACT = new Set(OPAQUE_CLICK_TRACKERS.filter((host) => !host.startsWith('.')));
const TRACKER_SUFFIX = new Set(OPAQUE_CLICK_TRACKERS.filter((host) => host.startsWith('.')).map((host) => host.slice(1)));

/** The host itself, then each parent domain (`a.b.c` → `a.b.c`, `b.c`, `c`), bounded. */
function* selfAndParents(host: string): Generator<string> {
  let rest = host;
  for (let depth = 0; depth < MAX_SUFFIX_LABELS && rest !== ''; depth++) {
    yield rest;
    const dot = rest.indexOf('.');
    if (dot === -1) return;
    rest = rest.slice(dot + 1);
  }
}

/** The host or one of its parent domains is in `list`. */
function listed(host: string, list: ReadonlySet<string>): boolean {
  for (const domain of selfAndParents(host)) if (list.has(domain)) return true;
  return false;
}

/** The app a deep-link service's host belongs to (`hinge` for `hinge.app.link`), or undefined. */
export function deepLinkApp(host: string): string | undefined {
  const dot = host.indexOf('.');
  return dot > 0 && DEEP_LINKS.has(host.slice(dot + 1)) ? host.slice(0, dot) : undefined;
}

export function isShortener(host: string): boolean {
  return listed(host, SHORTENERS) && !listed(host, OWN_SHARES);
}

export function isImageSharingHost(host: string): boolean {
  return listed(host, IMAGE_SHARING);
}

/** A video-meeting or calendar service's page (knowledge/meeting-hosts.ts): where invitations link. */
export function isMeetingHost(host: string): boolean {
  return listed(host, MEETING);
}

export function isFreeHosting(url: URL): boolean {
  const host = url.hostname;
  for (const domain of selfAndParents(host)) {
    for (const entry of FREE_HOSTS.get(domain) ?? []) {
      if (entry.match === 'subdomain' && host === domain) continue;
      if (entry.pathPrefix !== undefined && !url.pathname.startsWith(entry.pathPrefix)) continue;
      return true;
    }
  }
  return false;
}

/**
 * The free platform under which the host's own labels are a user's choice (`x.workers.dev` →
 * `workers.dev`); not for file drops and path-scoped pages, whose host names are the platform's,
 * nor for code hosts' project pages, named after the account (brands publish there too).
 */
export function userNamedPlatform(host: string): string | undefined {
  let first = true;
  for (const domain of selfAndParents(host)) {
    if (!first && FREE_HOSTS.get(domain)?.some((entry) => entry.match === 'subdomain' && entry.kind !== 'code-pages') === true) return domain;
    first = false;
  }
  return undefined;
}

/** A mailing service's click tracker: the destination is an opaque id. */
export function isOpaqueClickTracker(host: string): boolean {
  if (TRACKER_EXACT.has(host)) return true;
  let first = true;
  for (const domain of selfAndParents(host)) {
    if (!first && TRACKER_SUFFIX.has(domain)) return true;
    first = false;
  }
  return false;
}

/** Host labels and path segments mailing systems name their click trackers with. */
const TRACKER_HOST_LABEL =
  /^(?:click|clicks|clk|track|tracking|trk|links?|lnk|email|e|em|mail|mailing|news|newsletter|nl|t|tr|go|r|redirect|url|ablink|ea)\d*$/;
const TRACKER_PATH = /^\/(?:[^/]*\/)?(?:click|clicks|clk|track|tracking|trk|lt\.php|ls\/click|wf\/click|redirect|redir|r|c|l|t|e|ct|cl|link|links)(?:[/?.]|$)/i;
/** An id, not a word: 16 or more URL-safe characters with letters and digits. */
const OPAQUE_TOKEN = /[A-Za-z0-9_-]{16,}/g;

function hasOpaqueToken(text: string): boolean {
  for (const match of text.matchAll(OPAQUE_TOKEN)) {
    if (/\d/.test(match[0]) && /[a-z]/i.test(match[0])) return true;
  }
  return false;
}

/**
 * A link shaped like a mailing's click tracker — a tracking host label or path and an opaque id —
 * or, in a mailing (`bulk`), any link whose only content is an opaque id. Its destination is
 * unknowable from the message.
 */
export function looksLikeClickTracker(url: URL, bulk: boolean): boolean {
  const rest = (url.pathname + url.search).slice(0, 4_096);
  if (!hasOpaqueToken(rest)) return false;
  if (bulk) return true;
  const firstLabel = url.hostname.slice(0, url.hostname.indexOf('.'));
  return TRACKER_HOST_LABEL.test(firstLabel) || TRACKER_PATH.test(url.pathname);
}
