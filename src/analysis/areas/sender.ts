// The sender area: who the message says it is from, and whether the rest of the message agrees.
// It reads the address headers, the mailer headers and the Message-ID, and asks the shared
// authentication evidence only whether the From domain is vouched for.
//
// Legitimate look-alikes it keeps quiet about: a brand's own domains, discussion lists (which
// rewrite From and Reply-To and address posts to the list), sending services' bounce domains,
// and reply or bounce addresses of the same organisation.

import type { SignalCode } from '../../contract/signals.ts';
import type { Mailbox, MessageModel } from '../../message/model.ts';
import type { Area, AreaContext, AreaFindings } from '../area.ts';
import { authEvidence, authFacts, fromDomainVouched, isAuthenticated } from '../auth/evidence.ts';
import { personAsksAboutQuote } from '../content/asked-about.ts';
import {
  brandsOfDisplayAddresses,
  displayNameIsDisguised,
  displayNameNamesDomain,
  displayNameShowsOtherDomain,
  displayNameWords,
  namesCelebrityNotOwned,
} from '../identity/display-name.ts';
import { authorDisplayName, authorMailbox } from '../identity/author.ts';
import { authorUnvouched, claimsBrandDomain, isFreemailMailbox, recipientDomains } from '../identity/brand-sender.ts';
import { messageFact } from '../facts/stage.ts';
import { isDeliveryReport } from '../identity/delivery-report.ts';
import { bareForward, forwardedSender, threadDomains } from '../identity/forwarded.ts';
import { relayedAuthor } from '../identity/relayed.ts';
import { freeMailboxesAskedFor } from '../identity/reply-address.ts';
import {
  brandOfDomain,
  brandOfReportMailbox,
  brandOfSendingHost,
  brandsClaimedIn,
  brandsOfCountryVariant,
  lookalike,
  registrableDomain,
  tenantBrandOfDomain,
} from '../identity/domains.ts';
import { addressLooksScripted, mailerLooksSuspicious } from '../identity/mailer.ts';
import { isMailingListMessage } from '../facts/lists.ts';
import { signatureArmourSignsNothing } from '../identity/signature-armour.ts';
import { messageIdContradictsClient, messageIdContradictsProvider } from '../identity/message-id.ts';
import { sameOrganisation } from '../identity/organisation.ts';
import { displayNameLooksRandom, identifierLooksRandom } from '../identity/randomness.ts';
import type { Brand } from '../knowledge/brands.ts';
import { OFFER_NAME_WORDS as OFFER_NAME_WORD_LIST } from '../knowledge/offer-words.ts';
import { isEspBounceDomain } from '../knowledge/esp.ts';
import { isDisposableDomain } from '../knowledge/freemail.ts';
import { hasSuspiciousTld } from '../knowledge/tlds.ts';
import { parseDateTime } from '../mail/date-time.ts';

const OFFER_NAME_WORDS: ReadonlySet<string> = new Set(OFFER_NAME_WORD_LIST);

/** Addresses looked at per header: real messages have one or a few. */
const MAX_ADDRESSES = 50;

export const senderArea: Area = {
  name: 'sender',
  async run(model: MessageModel, context: AreaContext): Promise<AreaFindings> {
    const from = authorMailbox(model);
    const displayName = authorDisplayName(model);
    if (from === undefined) {
      return {
        signals: [
          ...new Set([
            ...displayNameSignals(displayName, undefined),
            ...forwardedSenderSignals(model, context),
            ...forwardedLetterSignals(model, context),
            ...askedReplySignals(model, undefined, context),
          ]),
        ],
      };
    }
    const signals = [
      ...displayNameSignals(displayName, from, await systemMailboxBrand(model, from, context)),
      ...senderSignals(model, from, context),
      ...forwardedSenderSignals(model, context),
      ...forwardedLetterSignals(model, context),
      ...relayedAuthorSignals(model, from),
      ...askedReplySignals(model, from, context),
    ];
    if (await messageFact(model, context, 'vouched_platform_relay')) signals.push('sender_platform_relay');
    const sameAsRecipient = isSameAsRecipient(model, from);
    const brandDomain = claimsBrandDomain(model, from);
    if (sameAsRecipient || brandDomain) {
      const evidence = await authEvidence(model, context);
      const facts = authFacts(evidence);
      if (sameAsRecipient && !isAuthenticated(facts, from.domain)) signals.push('sender_same_as_recipient');
      if (brandDomain && (await authorUnvouched(model, context))) signals.push('sender_brand_domain_unsigned');
    }
    return { signals: [...new Set(signals)] };
  },
};

/**
 * The mail server software whose system mailbox sent this (Exchange's fixed `MicrosoftExchange329e…`
 * on its customer's domain), when the message is that software's own: a delivery report, or a
 * notice from the recipients' own organisation that its domain signs (Exchange sends quota
 * warnings from the same mailbox; a forger can write the mailbox on a domain of its own, but
 * cannot sign as the recipient's).
 */
async function systemMailboxBrand(model: MessageModel, from: Mailbox, context: AreaContext): Promise<Brand | undefined> {
  const brand = brandOfReportMailbox(localPart(from.address));
  if (brand === undefined || isDeliveryReport(model)) return brand;
  const ownOrganisation = recipientDomains(model).some((domain) => !isFreemailMailbox(domain) && sameOrganisation(domain, from.domain));
  return ownOrganisation && fromDomainVouched(model, await authEvidence(model, context), from.domain) ? brand : undefined;
}

/**
 * What the display name says, against the From mailbox (undefined when it has no address). A
 * mail server's system mailbox (systemMailboxBrand) backs the name of the server's maker.
 */
export function displayNameSignals(name: string, from: Mailbox | undefined, reporter?: Brand): SignalCode[] {
  const signals: SignalCode[] = [];
  const freemail = from !== undefined && isFreemailMailbox(from.domain);
  // A famous person's name is a brand of its own to endorsement scams: claimed off the person's domains, it is unbacked.
  if (claimsUnbackedBrand(name, from, freemail, reporter) || (from !== undefined && namesCelebrityNotOwned(name, from.domain)))
    signals.push('sender_display_name_brand');
  if (displayNameIsDisguised(name)) signals.push('sender_display_name_confusables');
  if (displayNameLooksRandom(name)) signals.push('sender_identifier_random');
  if (from !== undefined && namesOfferNotOwned(name, from)) signals.push('sender_display_name_offer');
  return signals;
}

/**
 * The display name is a casino, dating or health offer ("Lucky Tulip Casino") and none of its
 * words is in the From domain's own label: the offer is not the domain owner's business, the
 * mark of a small business's mailing account lent or stolen for someone else's campaign.
 */
function namesOfferNotOwned(name: string, from: Mailbox): boolean {
  return displayNameWords(name).some((word) => OFFER_NAME_WORDS.has(word)) && !displayNameNamesDomain(name, from.domain);
}

/**
 * What the sender quoted in a forward claims: a brand, a disguise, a look-alike, throw-away or
 * machine-made domain or mailbox (a name the quoting client may have garbled is not read for
 * randomness). Not when a person asks above the quote whether it is a scam
 * (content/asked-about.ts): the quoted sender is then what they ask about, not who they claim to be.
 */
function forwardedSenderSignals(model: MessageModel, context: AreaContext): SignalCode[] {
  const quoted = forwardedSender(model, context);
  if (quoted === undefined || quoted.domain === '' || personAsksAboutQuote(model, context) !== undefined) return [];
  const signals: SignalCode[] = displayNameSignals(quoted.name, quoted).filter((code) => code !== 'sender_identifier_random');
  if (lookalike(quoted.domain, { claimedName: displayNameWords(quoted.name) }) !== undefined) signals.push('sender_domain_lookalike');
  if (isThrowAwayDomain(quoted.domain)) signals.push('sender_domain_suspicious_tld');
  if (identifierLooksRandom(quoted.address, registrableDomain(quoted.domain) ?? quoted.domain)) signals.push('sender_identifier_random');
  return signals;
}

/**
 * A bare forward stands for the letter it carries, so the letter's sender is judged as From
 * would be: at a free mailbox, it is `sender_freemail` (a forwarder who writes from an ISP or a
 * company, or a collector whose address was replaced, hides none of it). A client that quotes the
 * sender's name alone ("De: HELEN MARSH") leaves the addresses the letter gives for itself (its
 * sign-off, "Email: …") as the only mailbox it can be answered at; all of them free, the letter
 * comes from a free mailbox as far as anyone can tell.
 */
function forwardedLetterSignals(model: MessageModel, context: AreaContext): SignalCode[] {
  const letter = bareForward(model, context);
  if (letter === undefined) return [];
  const mailboxes = letter.sender.domain !== '' ? [letter.sender] : letter.addresses;
  return mailboxes.length > 0 && mailboxes.every((mailbox) => isFreemailMailbox(mailbox.domain)) ? ['sender_freemail'] : [];
}

/**
 * The text asks for answers at a free mailbox of another provider than the author's (the sender
 * a forward quotes, or From): what a diverting Reply-To says, written where no header check looks.
 * Outside discussion lists, whose posts name members' own addresses.
 */
function askedReplySignals(model: MessageModel, from: Mailbox | undefined, context: AreaContext): SignalCode[] {
  const quoted = forwardedSender(model, context);
  const author = quoted !== undefined && quoted.domain !== '' ? quoted : from;
  if (author === undefined || author.domain === '' || isMailingListMessage(model)) return [];
  return diversionSignals(model, freeMailboxesAskedFor(model, context), author);
}

/** The To and Cc addresses, lower case: a reply address that is itself a recipient (a list or group the message went to) diverts nothing. */
function recipientAddresses(model: MessageModel): Set<string> {
  return new Set([...model.addresses.to, ...model.addresses.cc].slice(0, MAX_ADDRESSES).map((mailbox) => mailbox.address.toLowerCase()));
}

/** Answers asked for outside the author's organisation, at a recipient of the message excepted; at a free mailbox, from an author that is not one, all the more. */
function diversionSignals(model: MessageModel, replies: readonly Mailbox[], author: Mailbox): SignalCode[] {
  const recipients = recipientAddresses(model);
  const authorDomain = registrableDomain(author.domain) ?? author.domain;
  const elsewhere = replies
    .slice(0, MAX_ADDRESSES)
    .filter((mailbox) => mailbox.domain !== '' && !recipients.has(mailbox.address.toLowerCase()) && !sameOrganisation(mailbox.domain, authorDomain));
  if (elsewhere.length === 0) return [];
  const toFreeMailbox = !isFreemailMailbox(author.domain) && elsewhere.some((mailbox) => isFreemailMailbox(mailbox.domain));
  return toFreeMailbox ? ['sender_reply_to_mismatch', 'sender_reply_to_freemail'] : ['sender_reply_to_mismatch'];
}

/** The person a platform relays for (a Drive share's sharer): a throw-away domain or a machine-made identity. */
function relayedAuthorSignals(model: MessageModel, from: Mailbox): SignalCode[] {
  const author = relayedAuthor(model, from);
  if (author === undefined) return [];
  const domain = registrableDomain(author.domain) ?? author.domain;
  const signals: SignalCode[] = [];
  if (isThrowAwayDomain(author.domain)) signals.push('sender_domain_suspicious_tld');
  if (identifierLooksRandom(author.address, domain)) signals.push('sender_identifier_random');
  return signals;
}

/** A domain (a host: the resold zone it may sit in shows only there) on a TLD abused for phishing that is no listed brand's. */
function isThrowAwayDomain(domain: string): boolean {
  return hasSuspiciousTld(domain) && brandOfDomain(domain) === undefined;
}

/** Every sender signal about the From mailbox that needs no authentication evidence. */
export function senderSignals(model: MessageModel, from: Mailbox, context: AreaContext): SignalCode[] {
  const signals = new Set<SignalCode>();
  const fromDomain = registrableDomain(from.domain) ?? from.domain;
  const list = isMailingListMessage(model);
  const freemail = isFreemailMailbox(from.domain);
  const recipients = recipientAddresses(model);
  const replyTo = model.addresses.replyTo.slice(0, MAX_ADDRESSES).filter((mailbox) => mailbox.domain !== '' && !recipients.has(mailbox.address.toLowerCase()));

  if (freemail) signals.add('sender_freemail');
  if (isDisposableDomain(from.domain)) signals.add('sender_disposable_domain');
  if (!list) for (const code of diversionSignals(model, model.addresses.replyTo, from)) signals.add(code);
  if (!list && returnPathIsUnrelated(model, fromDomain)) signals.add('sender_return_path_mismatch');
  if (!list && displayNameShowsOtherDomain(authorDisplayName(model), fromDomain)) signals.add('sender_display_name_address');
  if (imitatesDomain(model, from, replyTo, context)) signals.add('sender_domain_lookalike');
  if (isThrowAwayDomain(from.domain)) signals.add('sender_domain_suspicious_tld');
  if (identifierLooksRandom(from.address, fromDomain)) signals.add('sender_identifier_random');
  const sentAt = parseDateTime(model.header('date')[0] ?? '');
  const mailers = [...model.header('x-mailer'), ...model.header('user-agent')];
  // A PGP signature that signs nothing is a kit's pasted trust mark, as a forged client name is.
  if (mailerLooksSuspicious(mailers, sentAt) || fromWrittenByScript(model) || signatureArmourSignsNothing(model)) signals.add('sender_mailer_suspicious');
  const messageId = model.header('message-id')[0];
  // Discussion lists' web interfaces post with the list's own Message-ID.
  if (!list && messageId !== undefined && (messageIdContradictsProvider(fromDomain, messageId) || messageIdContradictsClient(mailers, messageId))) {
    signals.add('sender_message_id_inconsistent');
  }
  return [...signals];
}

/** The From field that names the author was written by a mass-mailing script (identity/mailer.ts). */
function fromWrittenByScript(model: MessageModel): boolean {
  return model.headers.some((field) => field.key === 'from' && addressLooksScripted(field.raw));
}

function localPart(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1 ? address : address.slice(0, at);
}

// Bounce-processing addresses of list managers and sending services (VERP, BATV): `bounce-…`,
// `…-bounces+…`, `listbounces-…`, `owner-…`, `…-request`, `prvs=…`. The mail went through a
// sending platform that handles bounces for the author.
const BOUNCE_HANDLER = /^(?:prvs|btv1|msprvs1)=|^[^@]*?(?:^|[-_.+])(?:bounces?|listbounces|bnc|errors|owner|request|return)(?:[-_.+=@]|$)/i;

/**
 * The bounce address belongs to neither the author's organisation, nor a sending service, nor
 * the Sender who sent on the author's behalf, nor a forwarder rewriting it (SRS).
 */
function returnPathIsUnrelated(model: MessageModel, fromDomain: string): boolean {
  // Several Return-Path fields: the message was delivered more than once (fetched, forwarded,
  // archived), and which envelope is the author's is unknowable.
  if (model.header('return-path').length !== 1) return false;
  const returnPath = model.addresses.returnPath.find((mailbox) => mailbox.domain !== '');
  if (returnPath === undefined) return false;
  if (/^srs[01][=+-]/i.test(returnPath.address) || BOUNCE_HANDLER.test(returnPath.address.slice(0, 256))) return false;
  const bounceDomain = registrableDomain(returnPath.domain);
  if (bounceDomain === undefined) return false;
  if (isEspBounceDomain(bounceDomain) || tenantBrandOfDomain(bounceDomain) !== undefined) return false;
  if (sameOrganisation(bounceDomain, fromDomain)) return false;
  return !model.addresses.sender.some((sender) => sender.domain !== '' && sameOrganisation(sender.domain, bounceDomain));
}

// System mailboxes a webmail provider keeps for itself (its notices, bills and delivery
// reports), which no customer can register: telecoms that also give their customers mailboxes
// (orange.fr, t-online.de) bill from their own domain.
const PROVIDER_MAILBOXES = new Set([
  'postmaster',
  'mailer-daemon',
  'no-reply',
  'noreply',
  'donotreply',
  'do-not-reply',
  'billing',
  'facture',
  'factures',
  'facturation',
  'factura',
  'fatura',
  'rechnung',
  'factuur',
  'ne-pas-repondre',
  'nepasrepondre',
  'noresponder',
  'no-responder',
  'naoresponda',
  'nao-responda',
  'keine-antwort',
  'niet-beantwoorden',
]);

/**
 * The display name names a brand (plainly, disguised, or by an address at the brand's domain)
 * that the From domain does not belong to (or a country variant of its domain). A free-mail address backs no brand, not even the provider's own (Microsoft's account mail
 * does not come from an outlook.com mailbox), except from the provider's system mailboxes.
 */
function claimsUnbackedBrand(name: string, from: Mailbox | undefined, freemail: boolean, reporter: Brand | undefined): boolean {
  const claimed = [...brandsClaimedIn(name), ...brandsOfDisplayAddresses(name)];
  if (claimed.length === 0) return false;
  if (from === undefined) return true;
  const system = PROVIDER_MAILBOXES.has(localPart(from.address).toLowerCase());
  const owners = freemail && !system ? [] : [brandOfDomain(from.domain) ?? brandOfSendingHost(from.domain), ...brandsOfCountryVariant(from.domain)];
  return claimed.some((brand) => !owners.includes(brand) && brand !== reporter);
}

/**
 * The From or a Reply-To domain imitates a brand or the conversation's: the recipients' own
 * domains and those of the people the quoted thread names (a hijacked thread's real vendor).
 */
function imitatesDomain(model: MessageModel, from: Mailbox, replyTo: readonly Mailbox[], context: AreaContext): boolean {
  const conversation = { recipientDomains: recipientDomains(model), threadDomains: threadDomains(model, context) };
  // The From name is what From's domain claims to be; a Reply-To's own name is seldom shown.
  if (lookalike(from.domain, { ...conversation, claimedName: displayNameWords(authorDisplayName(model)) }) !== undefined) return true;
  return replyTo.some((mailbox) => lookalike(mailbox.domain, conversation) !== undefined);
}

/** From is one of the recipients, outside a discussion list (which addresses posts to itself). */
function isSameAsRecipient(model: MessageModel, from: Mailbox): boolean {
  if (isMailingListMessage(model)) return false;
  const address = from.address.toLowerCase();
  return [...model.addresses.to, ...model.addresses.cc].slice(0, MAX_ADDRESSES).some((mailbox) => mailbox.address.toLowerCase() === address);
}
