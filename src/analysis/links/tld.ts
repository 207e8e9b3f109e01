// Whether a label is a delegated top-level domain, from the Public Suffix List's ICANN section
// (tldts), so that `notes.md/x` is read as a link only because `md` really is a TLD; and which
// TLDs are also common file extensions, so that `README.md` or `setup.py` alone is a file name.

import { parse } from 'tldts';

export function isKnownTld(tld: string): boolean {
  return parse(`x.${tld}`).isIcann === true;
}

const FILE_LIKE_TLDS = new Set(['ac', 'ai', 'am', 'app', 'cc', 'in', 'md', 'mov', 'pl', 'pm', 'ps', 'py', 'rb', 'rs', 'sh', 'so', 'zip']);

export function isFileLikeTld(tld: string): boolean {
  return FILE_LIKE_TLDS.has(tld);
}
