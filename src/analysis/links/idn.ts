// Internationalised host names that imitate another: a label mixing scripts (`pаypal` with a
// Cyrillic а), or written wholly in another script with letters that all look Latin (`аррӏе`).
// Legitimate IDNs in one script (`müller.de`, `ελληνικά.gr`) pass.

import { domainToUnicode } from 'node:url';
import { confusableKey, hasMixedScriptWord } from '../identity/confusables.ts';

export function isHomograph(asciiHost: string): boolean {
  if (!asciiHost.includes('xn--')) return false;
  const unicode = domainToUnicode(asciiHost);
  if (unicode === '') return true;
  for (const label of unicode.split('.')) {
    if (/^[\x00-\x7f]*$/.test(label)) continue;
    if (hasMixedScriptWord(label)) return true;
    // Every letter maps to an ASCII look-alike, yet the label is not ASCII: a disguise.
    if (/^[a-z0-9-]+$/.test(confusableKey(label)) && /\p{L}/u.test(label)) return true;
  }
  return false;
}
