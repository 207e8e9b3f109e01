// Whether a label is a delegated top-level domain, from the Public Suffix List's ICANN section
// (tldts), so that `notes.md/x` is read as a link only because `md` really is a TLD.

import { parse } from 'tldts';

export function isKnownTld(tld: string): boolean {
  return parse(`x.${tld}`).isIcann === true;
}
