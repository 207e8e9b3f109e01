// The text speaks of the reader's account with the sender itself: "your Tandem account" from
// "Tandem Docs" on tandemdocs.io, the display name spelling the domain's whole label. A service's
// inactive-account or sign-in notice names its own account; a lure sent through a hijacked
// mailing account names someone else's ("your wallet", "your Coinbase account" from a florist's
// domain), and a look-alike's label says more than the name it borrows.

import { brandsNamedIn } from '../identity/domains.ts';
import { displayNameSpellingDomain } from '../identity/display-name.ts';
import { foldedTokens } from '../identity/fold.ts';
import { ACCESS_WORDS } from '../knowledge/access-words.ts';
import { OWN_ACCOUNT_NOUNS } from '../knowledge/account-nouns.ts';
import { BRANDS, SERVICE_WORDS } from '../knowledge/brands.ts';

const GENERIC: ReadonlySet<string> = new Set([...SERVICE_WORDS, ...ACCESS_WORDS]);
/**
 * Every word a listed brand is known by, its domain tokens included: "chase" is no name of Chase
 * (a first name), yet "your Chase account" on chaseonline-devicecheck.com is Chase's account.
 */
const BRAND_WORDS: ReadonlySet<string> = new Set(
  BRANDS.flatMap((brand) => [
    ...brand.tokens,
    ...(brand.infixTokens ?? []),
    ...[...brand.names, ...(brand.weakNames ?? [])].flatMap((name) => foldedTokens(name)),
  ]),
);
const NOUNS = OWN_ACCOUNT_NOUNS.join('|');

/**
 * The folded text (normalize.ts) holds "your <name> <account noun>", the name a word of the
 * display-name words that spell the sender's whole domain label (a look-alike's label says more:
 * "Chase Online" on chaseonline-devicecheck.com). Service words ("Mail", "Support", "Webmail") name
 * anybody's account, and a listed brand's words are the brand's to vouch for (identity/brand-sender.ts):
 * neither counts, nor does a display name that claims a listed brand at all.
 */
export function namesSendersOwnAccount(folded: string, displayName: string, domain: string): boolean {
  if (domain === '' || brandsNamedIn(displayName).length > 0) return false;
  const words = displayNameSpellingDomain(displayName, domain);
  const names = words.filter((word) => !GENERIC.has(word) && !BRAND_WORDS.has(word));
  if (names.length === 0) return false;
  const any = alternatives(words);
  // The name may be written with the display name's other words: "your Tandem Docs account".
  return new RegExp(` your (?:${any} ){0,2}${alternatives(names)} (?:${any} ){0,2}(?:${NOUNS}) `, 'u').test(folded);
}

function alternatives(words: readonly string[]): string {
  return `(?:${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
}
