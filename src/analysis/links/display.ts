// The host a link's visible text shows, when the text is a URL or a bare domain
// ("https://www.paypal.com/signin", "www.paypal.com", "paypal.com"). Anything else — words,
// an e-mail address, "click here" — shows no host, and a link with such text cannot mismatch.

import { isFileLikeTld, isKnownTld } from './tld.ts';
import { parseUrl } from './url.ts';

/** Longer text is prose, not a displayed address (and the trimming below stays cheap). */
const MAX_DISPLAY_CHARS = 2_048;
const DISPLAYED =
  /^(?:(?:https?|ftp):\/\/)?([a-z0-9\u00a0-\uffff](?:[a-z0-9\u00a0-\uffff-]{0,62})(?:\.[a-z0-9\u00a0-\uffff-]{1,63}){1,8})(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function displayedHost(text: string): string | undefined {
  if (text.length > MAX_DISPLAY_CHARS) return undefined;
  const trimmed = text.trim().replace(/^[<("'[]+|[>)"'\].,;:!]+$/g, '');
  if (trimmed === '' || /\s/.test(trimmed) || trimmed.includes('@')) return undefined;
  const match = DISPLAYED.exec(trimmed);
  if (match === null) return undefined;
  const name = (match[1] ?? '').toLowerCase();
  const tld = name.slice(name.lastIndexOf('.') + 1);
  const isIp = /^\d{1,3}(?:\.\d{1,3}){3}$/.test(name);
  if (!isIp && !(/^[a-z]{2,}$|^xn--/.test(tld) && isKnownTld(tld))) return undefined;
  const explicit = /^(?:[a-z]+:\/\/|www\.)/i.test(trimmed);
  // Without a scheme or `www.`, `README.md` or `configure.ac` as link text names a file.
  if (!explicit && isFileLikeTld(tld)) return undefined;
  const parsed = parseUrl(/^[a-z]+:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
  return parsed.host === '' ? undefined : parsed.host;
}
