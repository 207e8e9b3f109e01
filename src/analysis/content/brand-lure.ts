// A brand lure: a file-share, e-signature, voicemail, parcel or tax story, a legal notice (court
// summons, extrajudicial notice, traffic fine, licence suspension, inspection notice), an
// account alert (unusual sign-in, account suspended or limited, wallet to verify) or a reward
// (a gift for a survey, a voucher or gift card waiting, a free voucher) that names a brand or
// authority the sender does not belong to. A sender on a listed brand's own domain (or
// its name under a country suffix, dhl.ch) is left to the authentication area (which tells
// whether that domain is forged), unless its display name claims another brand; an unknown
// sender naming DocuSign, DHL, a court, the traffic department or the tax agency is what the
// lure looks like. So is a "customer survey" with a gift set, or a supermarket voucher, in the
// name of a shop the sender is not: shops reward their own customers from their own domains.
// A crypto wallet or its recovery phrase to be "verified" is a lure whatever it names: nobody
// verifies a self-custody wallet, and exchanges verify their customers, never their wallets or
// phrases; only a crypto brand's own domain is left to the authentication area.

import { displayNameIsDisguised } from '../identity/display-name.ts';
import { brandOfDomain, brandsBesideWords, brandsClaimedIn, brandsOfCountryVariant } from '../identity/domains.ts';
import { CRYPTO_BRAND_KEYS, SOCIAL_NETWORK_BRAND_KEYS } from '../knowledge/brands.ts';
import type { Brand } from '../knowledge/brands.ts';
import { isFreemailDomain } from '../knowledge/freemail.ts';
import { REWARD_NOUNS } from '../knowledge/reward-words.ts';
import type { Intent } from './lexicon.ts';
import { looksLikeReply } from './thread.ts';

export const LURE_KINDS: readonly Intent[] = [
  'file_share',
  'e_signature',
  'voicemail',
  'parcel',
  'tax',
  'legal_notice',
  'account_alert',
  'wallet_check',
  'reward',
];

/** The lure kinds that a forged brand domain tells in the brand's name (areas/content.ts); a parcel story is every shop's order mail. */
export const FORGEABLE_LURE_KINDS: readonly Intent[] = ['file_share', 'e_signature', 'voicemail', 'tax', 'legal_notice', 'account_alert'];

/** What the lure is said to come from: the sender's display name, the subject and the start of the text (subject included). */
export interface LureSource {
  readonly displayName: string;
  readonly subject: string;
  readonly text: string;
}

const REWARD_NOUN_SET: ReadonlySet<string> = new Set(REWARD_NOUNS);

/** A lure story other than `kind` is told. */
function tellsLureBesides(intents: ReadonlySet<Intent>, kind: Intent): boolean {
  return LURE_KINDS.some((other) => other !== kind && intents.has(other));
}

/**
 * The lure kinds whose real senders are carriers, courts and traffic or police authorities: a
 * failed delivery or a summons speaks for one of them even when it names none.
 */
const INSTITUTIONAL_KINDS: readonly Intent[] = ['parcel', 'legal_notice'];

/**
 * A failed-delivery or court notice that asks the reader to act by a deadline, to pay or to sign
 * in ("schedule a redelivery within 48 hours", "avoid penalties, download the judicial notice"):
 * a carrier's or a court's demand, whoever is named. The caller decides whether a carrier or a
 * court stands behind the sender (`isBrandLure` when one is named; otherwise a vouched sender).
 */
export function tellsInstitutionalDemand(intents: ReadonlySet<Intent>): boolean {
  return (
    INSTITUTIONAL_KINDS.some((kind) => intents.has(kind)) &&
    (intents.has('urgency_threat') || intents.has('payment_request') || intents.has('credential_request'))
  );
}

/** The domain is a listed brand's own, or its name under a country suffix (dhl.ch). */
export function isBrandsOwnDomain(domain: string): boolean {
  return ownersOf(domain).length > 0;
}

function isCrypto(brand: Brand): boolean {
  return CRYPTO_BRAND_KEYS.has(brand.key);
}

function isSocialNetwork(brand: Brand): boolean {
  return SOCIAL_NETWORK_BRAND_KEYS.has(brand.key);
}

/**
 * An account alert from a free mailbox whose text names a brand of the kind (crypto wallets and
 * exchanges, social networks): people do not write to others about the state of their wallet or
 * exchange account, nor of someone else's page ("Meta Business Support: your page will be
 * disabled in 48 hours, submit an appeal"); the brands send such alerts from their own domains.
 * An agency managing pages writes from its own domain and is left to the display-name rule.
 */
function alertFromFreeMailboxNaming(
  kind: (brand: Brand) => boolean,
  intents: ReadonlySet<Intent>,
  source: LureSource,
  senderDomain: string | undefined,
): boolean {
  return senderDomain !== undefined && isFreemailDomain(senderDomain) && intents.has('account_alert') && brandsClaimedIn(source.text).some(kind);
}

/** The brands whose own domains these are: the listed owner, or the brands of a country variant (dhl.ch). */
function ownersOf(senderDomain: string): Brand[] {
  const listed = brandOfDomain(senderDomain);
  return listed === undefined ? brandsOfCountryVariant(senderDomain) : [listed];
}

/** The lure kinds whose senders are courts and tax offices, which never write from free mailboxes. */
const AUTHORITY_KINDS: readonly Intent[] = ['legal_notice', 'tax'];

/**
 * A court or tax notice that names an authority other than the mailbox provider and says a system
 * sent it ("this e-mail is generated automatically, do not reply"), outside a forward: courts
 * and tax offices send such notices from their own domains; a person writing from a free mailbox
 * about a case writes in their own words, and one passing a notice on forwards it.
 */
function speaksAsAuthoritysSystem(intents: ReadonlySet<Intent>, source: LureSource, owners: readonly Brand[]): boolean {
  if (!intents.has('automated_notice') || !AUTHORITY_KINDS.some((kind) => intents.has(kind)) || looksLikeReply(source.subject)) return false;
  return [...brandsClaimedIn(source.displayName), ...brandsClaimedIn(source.text)].some((brand) => !owners.includes(brand));
}

export function isBrandLure(intents: ReadonlySet<Intent>, source: LureSource, senderDomain: string | undefined): boolean {
  if (!LURE_KINDS.some((kind) => intents.has(kind))) return false;
  if (intents.has('wallet_check') && !(senderDomain !== undefined && senderDomain !== '' && ownersOf(senderDomain).some(isCrypto))) return true;
  // Read on its own, the display name lets a weak name standing alone ("UPS", "Apple Support")
  // name the brand, as the sender checks read it; the same word in running text does not. A
  // name disguised with look-alike letters ("Amаzon" with a Cyrillic а) names it all the more.
  // A reward names its shop beside the customer or the voucher ("Douglas-Kunde", "DECATHLON-Gutschein"),
  // where a surname or an ordinary word is the shop's name as much as a distinctive one.
  const reward = intents.has('reward');
  const named = (text: string): boolean => brandsClaimedIn(text).length > 0 || (reward && brandsBesideWords(text, REWARD_NOUN_SET).length > 0);
  // An account alert naming a brand only in its body is what IT helpdesks, managed-service
  // providers and shops write about the services they run ("unusual activity on your Microsoft
  // 365 account", "we could not process your PayPal payment"): the alert must put the brand in
  // the display name or the subject, as lures do to be read. Nobody runs a crypto wallet or an
  // exchange account for someone else: an alert naming one in its text speaks in its name. Nor
  // does a helpdesk write its name in look-alike letters ("Support aᥴcount team"): behind a
  // disguised display name, the brand the text names is the one the alert speaks for.
  const alertOnly = !tellsLureBesides(intents, 'account_alert');
  const alertNamed = (): boolean =>
    named(source.subject) ||
    brandsClaimedIn(source.text).some(isCrypto) ||
    (displayNameIsDisguised(source.displayName) && named(source.text)) ||
    alertFromFreeMailboxNaming(isSocialNetwork, intents, source, senderDomain);
  if (!named(source.displayName) && !(alertOnly ? alertNamed() : named(source.text))) return false;
  if (senderDomain === undefined || senderDomain === '') return true;
  const owners = ownersOf(senderDomain);
  if (owners.length === 0) return true;
  // From a brand's own domain, free mailboxes included (gmail.com is Google's), the brand's
  // notices and people writing about their own accounts are ordinary; a display name claiming
  // another brand is not: no court, carrier or bank writes as "PROJUDI" from outlook.com. A name
  // that claims the domain's own brand as well is the platform sending for its customer ("DHL
  // Supply Chain HR via DocuSign" from docusign.net, "… (via Google Drive)" from google.com).
  // A parcel story is left out: shops named after what they sell ("Samsung Store Recife") and
  // carriers' parcel-shop partners ("DHL Paketshop Kiosk Yilmaz") write about parcels from Gmail.
  if (!tellsLureBesides(intents, 'parcel')) return false;
  if (isFreemailDomain(senderDomain) && speaksAsAuthoritysSystem(intents, source, owners)) return true;
  // From a free mailbox, an account alert naming a crypto brand or a social network speaks in that brand's name.
  if ([isCrypto, isSocialNetwork].some((kind) => alertFromFreeMailboxNaming(kind, intents, source, senderDomain))) return true;
  const claimed = brandsClaimedIn(source.displayName);
  return !claimed.some((brand) => owners.includes(brand)) && claimed.some((brand) => !owners.includes(brand));
}
