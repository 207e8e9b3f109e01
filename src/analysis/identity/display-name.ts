// Display-name checks: an address or domain written into the name, and disguised characters.

import { brandOfDomain, brandsDisguisedIn, brandsNamedIn, brandsOfCountryVariant, registrableDomain, registrableLabel } from './domains.ts';
import { foldText, foldedTokens } from './fold.ts';
import type { Brand } from '../knowledge/brands.ts';
import { ENDORSEMENT_CELEBRITIES } from '../knowledge/celebrities.ts';
import { hasInvisibleCharacters, hasMixedScriptWord } from './confusables.ts';
import { sameOrganisation } from './organisation.ts';

/** Longest display name inspected: real ones are short; this bounds hostile ones. */
const MAX_NAME_CHARS = 512;
// An address: `@` then labels of letters, digits and hyphens joined by dots, ending in letters.
// Each label is bounded and labels cannot overlap, so the scan is linear. Bare domains are not
// taken: "Comics.com" or "CNET News.com" name a site, and "R.Hughes" is a person (.hughes is a
// TLD); a brand's domain in the name is the brand check's business.
const ADDRESS_DOMAIN = /@((?:[\p{L}\p{N}][\p{L}\p{N}-]{0,62}\.){1,8}\p{L}{2,24})/gu;

/** Domains of the addresses written in a display name (`support@paypal.com`), registrable. */
export function domainsInDisplayName(name: string): string[] {
  const found = new Set<string>();
  for (const match of name.slice(0, MAX_NAME_CHARS).matchAll(ADDRESS_DOMAIN)) {
    const registrable = registrableDomain(match[1] as string);
    if (registrable !== undefined) found.add(registrable);
  }
  return [...found];
}

/**
 * The brands an address written in a display name names: its domain's owner, or the brand its
 * domain's own label names ("Transport@GLS.de", "alerts@norton.com"). Marks set between the
 * address's letters to break it up are dropped first.
 */
export function brandsOfDisplayAddresses(name: string): Brand[] {
  const found = new Set<Brand>();
  for (const domain of domainsInDisplayName(name.normalize('NFKD').replace(/\p{M}+/gu, ''))) {
    const owner = brandOfDomain(domain);
    for (const brand of [...(owner === undefined ? [] : [owner]), ...brandsOfCountryVariant(domain), ...brandsNamedIn(domain.split('.')[0] as string)])
      found.add(brand);
  }
  return [...found];
}

/** The display name shows an address that is not the sender's organisation's. */
export function displayNameShowsOtherDomain(name: string, senderDomain: string): boolean {
  return domainsInDisplayName(name).some((domain) => !sameOrganisation(domain, senderDomain));
}

// Emoji sequences join their parts with ZERO WIDTH JOINER and pick a style with variation
// selectors: those joiners are rendering, not disguise.
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200d(?=\p{Extended_Pictographic})/gu;

// Letters restyled with Unicode's presentation forms: mathematical bold/italic/script
// (𝐏𝐚𝐲𝐏𝐚𝐥; its digits are left out), circled and squared (Ⓟⓐⓨ, 🄿🄰🅈) and small capitals
// (ᴘᴀʏᴘᴀʟ). A sender who writes a name this way wants it past word filters. Fullwidth letters
// are not among them: Japanese names are written so (ＪＡＬ), and NFKC already brings
// ＰａｙＰａｌ to the brand check.
const STYLED_LETTER = /[\u{1d400}-\u{1d7cd}\u24b6-\u24e9\u{1f130}-\u{1f189}\u1d00-\u1d22\u0262\u026a\u0274\u0280\u028f\u029c\u029f\ua730\ua731]/gu;
const MIN_STYLED_LETTERS = 3;

function hasStyledLetters(text: string): boolean {
  let count = 0;
  for (const _ of text.matchAll(STYLED_LETTER)) if (++count >= MIN_STYLED_LETTERS) return true;
  return false;
}

/** Homoglyphs, mixed scripts inside a word, invisible characters or restyled letters. */
export function displayNameIsDisguised(name: string): boolean {
  const text = name.slice(0, MAX_NAME_CHARS);
  if (hasInvisibleCharacters(text.replace(EMOJI_JOINER, ''))) return true;
  if (hasMixedScriptWord(text)) return true;
  if (hasStyledLetters(text)) return true;
  return brandsDisguisedIn(text).length > 0;
}

/** The words of a display name, CamelCase split first: "UkrainianBeautyDate" is three words. */
export function displayNameWords(name: string): string[] {
  return foldedTokens(name.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
}

/**
 * A famous person the display name names (knowledge/celebrities.ts) whose own domains the sender
 * is not at: an endorsement the person never gave ("Eco Savings by Elon Musk"), or the person
 * impersonated ("Mr. Warren Buffett Billionaire investor"). A free mailbox is nobody's own.
 * The bare name and nothing else is a namesake's own (a plumber called Bill Gates writes from
 * Gmail): the borrowed name comes with the words that borrow it, a title, a team, a "by".
 */
export function namesCelebrityNotOwned(name: string, domain: string): boolean {
  const words = displayNameWords(name);
  const registrable = registrableDomain(domain) ?? domain;
  return ENDORSEMENT_CELEBRITIES.some(
    (celebrity) =>
      words.length > celebrity.name.length &&
      words.some((_, start) => celebrity.name.every((token, offset) => words[start + offset] === token)) &&
      !celebrity.domains.includes(registrable),
  );
}

/**
 * A word of the display name (three letters or more) is in the label the domain's owner chose:
 * "LeoVegas" on leovegas.com, "Holland Casino Online" on email.hollandcasino.nl. The name is the
 * domain owner's own, not one borrowed from another business.
 */
export function displayNameNamesDomain(name: string, domain: string): boolean {
  const label = foldedLabel(domain);
  return displayNameWords(name).some((word) => word.length >= 3 && label.includes(word));
}

/**
 * The run of display-name words that spells the domain's whole label: "Tandem Docs" on
 * tandemdocs.io, "The National Lottery" on national-lottery.co.uk; none for "Chase Online" on
 * chaseonline-devicecheck.com, whose label says more than the name. Empty when there is none.
 */
export function displayNameSpellingDomain(name: string, domain: string): string[] {
  const label = foldedLabel(domain);
  const words = displayNameWords(name);
  for (let start = 0; start < words.length; start++) {
    let joined = '';
    for (let end = start; end < words.length && joined.length < label.length; end++) {
      joined += words[end];
      if (joined === label) return words.slice(start, end + 1);
    }
  }
  return [];
}

function foldedLabel(domain: string): string {
  return foldText(registrableLabel(domain)).replace(/[^\p{L}\p{N}]/gu, '');
}
