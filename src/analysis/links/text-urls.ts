// URLs written in plain text (a text/plain body, an SMS, the visible text of HTML): scheme
// URLs, `www.` forms, and bare `domain.tld/path` forms. A bare domain without a path is left
// alone: in prose it is more often a file name (`setup.py`, `notes.md`) or a mention than a
// link, and mail clients do not all make it clickable.

import { isKnownTld } from './tld.ts';

export const MAX_TEXT_CHARS = 1_048_576;
export const MAX_TEXT_URLS = 500;

/** One pass, no nested quantifiers: each alternative consumes a run of non-space characters. */
const CANDIDATE = /\b(?:(?:https?|ftp):\/\/|www\.)[^\s<>"'`{}|\\^]+|\b[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9-]{1,63}){1,8}\/[^\s<>"'`{}|\\^]*/gi;

/** Punctuation that ends a sentence rather than a URL. */
const TRAILING = /[.,;:!?'"»”’)\]}>*]+$/;

export function extractTextUrls(text: string, limit: number = MAX_TEXT_URLS): string[] {
  const source = text.length > MAX_TEXT_CHARS ? text.slice(0, MAX_TEXT_CHARS) : text;
  const found: string[] = [];
  const seen = new Set<string>();
  CANDIDATE.lastIndex = 0;
  for (let match = CANDIDATE.exec(source); match !== null; match = CANDIDATE.exec(source)) {
    const candidate = trimCandidate(match[0]);
    if (match.index > 0 && /[@.\w/-]/.test(source[match.index - 1] as string)) continue;
    if (!isLinkLike(candidate) || seen.has(candidate)) continue;
    seen.add(candidate);
    found.push(candidate);
    if (found.length >= limit) break;
  }
  return found;
}

function trimCandidate(candidate: string): string {
  let trimmed = candidate.replace(TRAILING, '');
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

/** Scheme and www forms are links; a bare form needs a real top-level domain before its path. */
function isLinkLike(candidate: string): boolean {
  if (/^(?:(?:https?|ftp):\/\/|www\.)/i.test(candidate)) return candidate.length > 8;
  const host = candidate.slice(0, candidate.indexOf('/')).toLowerCase();
  const tld = host.slice(host.lastIndexOf('.') + 1);
  return /^[a-z]{2,}$/.test(tld) && isKnownTld(tld);
}
