// Ways a link hides where it goes from a reader or a filter: userinfo before the host
// (`https://paypal.com@evil.example/`), backslashes that browsers read as slashes, invisible
// characters, a host written as a hex, octal or single-number IP or percent-encoded, letters
// and digits percent-encoded for no reason, and `data:`/`javascript:` links.

import type { ParsedUrl } from './url.ts';
import { isWebScheme } from './url.ts';

/**
 * Percent-encoded letters and digits: nothing requires encoding them. (Encoders do escape
 * `.` and `-` inside carried URLs, so those are not counted.)
 */
const ENCODED_ALPHANUMERIC = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9])/gi;
/** More of them than this anywhere in a link is deliberate. */
const MAX_ENCODED_ALPHANUMERIC = 3;
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

/** Whether a followed link (not an image) is obfuscated. */
export function isObfuscated(link: ParsedUrl): boolean {
  if (link.hasInvisible) return true;
  if (SCRIPT_SCHEMES.has(link.scheme)) return !/^data:image\//i.test(link.raw);
  if (!isWebScheme(link.scheme)) return false;
  if (link.hasUserinfo) return true;
  const beforeQuery = link.raw.split(/[?#]/, 1)[0] ?? '';
  if (beforeQuery.includes('\\')) return true;
  if (link.rawHost.includes('%')) return true;
  if (link.hostKind === 'ipv4' && link.rawHost !== link.host) return true;
  return (link.raw.match(ENCODED_ALPHANUMERIC)?.length ?? 0) > MAX_ENCODED_ALPHANUMERIC;
}
