// Display-name checks: an address or domain written into the name, and disguised characters.

import { brandsDisguisedIn, registrableDomain } from './domains.ts';
import { hasInvisibleCharacters, hasMixedScriptWord } from './confusables.ts';
import { sameOrganisation } from './organisation.ts';

/** Longest display name inspected: real ones are short; this bounds hostile ones. */
const MAX_NAME_CHARS = 512;
// Host-like tokens: labels of letters, digits and hyphens joined by dots, ending in letters.
// Each label is bounded, and labels cannot overlap, so the scan is linear.
const HOST = /(?:[\p{L}\p{N}][\p{L}\p{N}-]{0,62}\.){1,8}\p{L}{2,24}/gu;

/** Domains named in a display name (`support@paypal.com`, `PayPal.com`), as registrable domains. */
export function domainsInDisplayName(name: string): string[] {
  const found = new Set<string>();
  for (const match of name.slice(0, MAX_NAME_CHARS).matchAll(HOST)) {
    const registrable = registrableDomain(match[0]);
    if (registrable !== undefined) found.add(registrable);
  }
  return [...found];
}

/** The display name names an address or domain that is not the sender's organisation's. */
export function displayNameShowsOtherDomain(name: string, senderDomain: string): boolean {
  return domainsInDisplayName(name).some((domain) => !sameOrganisation(domain, senderDomain));
}

// Emoji sequences join their parts with ZERO WIDTH JOINER and pick a style with variation
// selectors: those joiners are rendering, not disguise.
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200d(?=\p{Extended_Pictographic})/gu;

/** Homoglyphs, mixed scripts inside a word, or invisible characters. */
export function displayNameIsDisguised(name: string): boolean {
  const text = name.slice(0, MAX_NAME_CHARS);
  if (hasInvisibleCharacters(text.replace(EMOJI_JOINER, ''))) return true;
  if (hasMixedScriptWord(text)) return true;
  return brandsDisguisedIn(text).length > 0;
}
