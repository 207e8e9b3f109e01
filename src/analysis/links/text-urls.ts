// URLs written in plain text (a text/plain body, an SMS, the visible text of HTML): scheme
// URLs, `www.` forms, and bare `domain.tld/path` forms. In mail a bare ASCII domain without a
// path is left alone: in prose it is more often a file name (`setup.py`, `notes.md`) or a mention than
// a link. SMS lures write exactly that (`correos-aviso.top`) and phones make it tappable, so
// `bareHosts` reads it too, when its TLD is delegated and is not a common file extension.
// Bare hosts may be internationalised (`pаypal.com/login` with a Cyrillic а, `müller.de/shop`):
// their labels take the letters of the scripts that imitate Latin (Latin, Greek, Cyrillic,
// Armenian, Cherokee), digits and combining marks, so a homograph is read whole instead of from
// its first ASCII letter after the disguise (`ypal.com/login`). Other scripts (CJK, Arabic, …)
// end a host as before: a URL written against Japanese text without a space starts at its
// first Latin letter.

import { domainToASCII } from 'node:url';
import { isFileLikeTld, isKnownTld } from './tld.ts';

export const MAX_TEXT_CHARS = 1_048_576;
export const MAX_TEXT_URLS = 500;

export interface TextUrlOptions {
  /** Also read bare `domain.tld` without a path (for SMS). */
  readonly bareHosts?: boolean;
}

/** Letters of the scripts that imitate Latin, digits and combining marks: what a bare host's labels hold. */
const LABEL_CHAR = String.raw`\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}\p{Script=Cherokee}\p{N}\p{M}`;
const SCHEME_FORM = String.raw`\b(?:(?:https?|ftp):\/\/|www\.)[^\s<>"'\x60{}|\\^]+`;
/** A bare host starts where no label character stands before it; labels of at most 63 characters. */
const BARE_HOST = String.raw`(?<![${LABEL_CHAR}_])[${LABEL_CHAR}][${LABEL_CHAR}-]{0,62}(?:\.[${LABEL_CHAR}-]{1,63}){1,8}`;
const PATH = String.raw`\/[^\s<>"'\x60{}|\\^]*`;
/**
 * One pass, no nested quantifiers: each alternative consumes a run of non-space characters. The
 * path of the bare form is optional; which bare forms count is decided per candidate.
 */
const CANDIDATE_BARE_HOSTS = new RegExp(`${SCHEME_FORM}|${BARE_HOST}(?:${PATH})?`, 'giu');
/** What may not stand just before a candidate: it would be the middle of a word, an address or a path. */
const JOINED_BEFORE = new RegExp(`[@./\\w${LABEL_CHAR}-]`, 'u');

/** Punctuation that ends a sentence rather than a URL. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '»', '”', '’', ')', ']', '}', '>', '*']);

export function extractTextUrls(text: string, limit: number = MAX_TEXT_URLS, options: TextUrlOptions = {}): string[] {
  // A bare host without a path is read in mail too when it is not ASCII: no file name mixes
  // scripts, and a homograph (`pаypal.com` with a Cyrillic а) needs no path to be tapped.
  const pattern = CANDIDATE_BARE_HOSTS;
  const source = text.length > MAX_TEXT_CHARS ? text.slice(0, MAX_TEXT_CHARS) : text;
  const found: string[] = [];
  const seen = new Set<string>();
  pattern.lastIndex = 0;
  for (let match = pattern.exec(source); match !== null; match = pattern.exec(source)) {
    const candidate = trimCandidate(match[0]);
    if (options.bareHosts !== true && isBareAsciiHost(candidate)) continue;
    if (match.index > 0 && JOINED_BEFORE.test(source[match.index - 1] as string)) continue;
    if (source[match.index + match[0].length] === '@') continue;
    if (!isLinkLike(candidate) || seen.has(candidate)) continue;
    seen.add(candidate);
    found.push(candidate);
    if (found.length >= limit) break;
  }
  return found;
}

/** A bare `domain.tld` without a path, all ASCII: in mail prose a file name or a mention. */
function isBareAsciiHost(candidate: string): boolean {
  return !/^(?:[a-z][a-z0-9+.-]*:|www\.)/i.test(candidate) && !candidate.includes('/') && /^[\x00-\x7f]*$/.test(candidate);
}

/** Drops trailing punctuation (a loop from the end: a `+$` regex is quadratic on long runs). */
function trimCandidate(candidate: string): string {
  let end = candidate.length;
  while (end > 0 && TRAILING.has(candidate[end - 1] as string)) end--;
  let trimmed = candidate.slice(0, end);
  // Keep a closing parenthesis that closes one opened inside the URL (Wikipedia-style paths).
  const tail = candidate.slice(trimmed.length);
  if (tail.startsWith(')') && countOf(trimmed, '(') > countOf(trimmed, ')')) trimmed += ')';
  return trimmed;
}

function countOf(text: string, char: string): number {
  let count = 0;
  for (const c of text) if (c === char) count++;
  return count;
}

/**
 * Scheme and www forms are links; a bare form needs a delegated TLD, and without a path one
 * that is not a common file extension. An internationalised host is judged by its ASCII form.
 */
function isLinkLike(candidate: string): boolean {
  if (/^(?:(?:https?|ftp):\/\/|www\.)/i.test(candidate)) return candidate.length > 8;
  const slash = candidate.indexOf('/');
  const host = domainToASCII(slash === -1 ? candidate : candidate.slice(0, slash));
  if (host === '') return false;
  const tld = host.slice(host.lastIndexOf('.') + 1);
  if (slash === -1 && isFileLikeTld(tld)) return false;
  return /^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/.test(tld) && isKnownTld(tld);
}

/**
 * The address a reader's client opens for a candidate. A bare form whose host is not ASCII can
 * only be an internationalised domain, which clients link as http: it is read as such, so that
 * its host is judged (homographs). Other candidates are returned as found.
 */
export function asOpenedLink(candidate: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(candidate) || /^www\./i.test(candidate)) return candidate;
  const slash = candidate.indexOf('/');
  const host = slash === -1 ? candidate : candidate.slice(0, slash);
  return /^[\x00-\x7f]*$/.test(host) ? candidate : `http://${candidate}`;
}
