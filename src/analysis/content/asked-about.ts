// A person passing on a message they received and asking whether it is a scam, or warning that
// it is one ("Is it real or one of those scams? I haven't clicked anything", "this looks off, is
// it safe to delete?", "¿es de verdad?", "isso é golpe?", "ich glaube, das ist Phishing"): the
// lure's deadline, fee and sign-in request stand in the quote they ask about, and are not what
// they ask of their reader, nor is the quoted sender's brand name their claim. A kit dressing its
// lure as a forward writes the lure as the sender's news; it does not ask the reader whether the
// lure is a fraud. A kit that prepends "is this legit?" still sends from where kits send (a
// throw-away or look-alike domain, a campaign service, a machine-made mailbox, a brand's name),
// so only a person writing from a mailbox of their own gets that reading; the strongest case, an
// employee forwarding to the IT desk from the organisation's own domain, is one by construction.
// Links are not this module's business: the quoted lure's links keep their own signals.

import type { MessageModel } from '../../message/model.ts';
import type { AreaContext } from '../area.ts';
import { listIdHost } from '../facts/lists.ts';
import { messageFact } from '../facts/stage.ts';
import { authorDisplayName, authorMailbox } from '../identity/author.ts';
import { isFreemailMailbox, recipientDomains } from '../identity/brand-sender.ts';
import { brandsClaimedIn, lookalike, registrableDomain } from '../identity/domains.ts';
import { displayNameLooksRandom, identifierLooksRandom } from '../identity/randomness.ts';
import { hasSuspiciousTld } from '../knowledge/tlds.ts';
import { intentsIn } from './intents.ts';
import { readMessage } from './message-reading.ts';
import { foldForMatching } from './normalize.ts';
import { looksLikeReply, quoteStart } from './thread.ts';

/**
 * The writer's own words (the text above the quote) when they ask whether the quoted message is
 * a scam; undefined when there is no quote, nothing above it, or no such question.
 */
export function ownWordsAskingAboutQuote(text: string): string | undefined {
  const start = quoteStart(text);
  if (start <= 0) return undefined;
  const own = text.slice(0, start);
  return intentsIn(foldForMatching(own), ['scam_question']).has('scam_question') ? own : undefined;
}

/**
 * The author is a person writing from a mailbox of their own: not on a throw-away TLD or a
 * domain imitating a brand's or the recipients', not a machine-made mailbox or name, not under a
 * brand's name, and not sent as a campaign (fact bulk_headers: the quoted newsletter's footer is
 * not the forwarder's).
 */
export function writtenByPerson(model: MessageModel, context: AreaContext): boolean {
  const from = authorMailbox(model);
  if (from === undefined || from.domain === '') return false;
  const name = authorDisplayName(model);
  if (hasSuspiciousTld(from.domain) || lookalike(from.domain, { recipientDomains: recipientDomains(model) }) !== undefined) return false;
  if (identifierLooksRandom(from.address, registrableDomain(from.domain) ?? from.domain) || displayNameLooksRandom(name)) return false;
  if (brandsClaimedIn(name).length > 0) return false;
  return !messageFact(model, context, 'bulk_headers') || listRunBy(model, from.domain);
}

/**
 * The list the message came through is the author's organisation's own (a university's or a
 * company's announce list under its own domain), not a campaign service's: an IT desk warning
 * all staff about the lure it quotes writes through one.
 */
function listRunBy(model: MessageModel, domain: string): boolean {
  const host = listIdHost(model);
  const own = registrableDomain(domain);
  return host !== undefined && own !== undefined && !isFreemailMailbox(domain) && registrableDomain(host) === own;
}

/** What a person asking about a quote writes themselves. */
export interface QuestionAboutQuote {
  /** Their words above the quote. */
  readonly words: string;
  /** The subject when they wrote it; empty when it is the quoted message's ("Fwd: …", "Re: …"). */
  readonly subject: string;
}

/**
 * The author's own words above the quote, when a person (writtenByPerson) asks in them (or in
 * the subject) whether the message they pass on is a scam, or says it is one; undefined
 * otherwise. Shared by the content area (only these words are read for intents) and the sender
 * area (the quoted sender is not weighed as the author's claim).
 */
export function personAsksAboutQuote(model: MessageModel, context: AreaContext): QuestionAboutQuote | undefined {
  return context.derived.get(model, 'questionAboutQuote', () => {
    // The reading starts with the subject line; a forward's or reply's subject is the quoted message's.
    const own = ownWordsAskingAboutQuote(readMessage(model, context).visible);
    if (own === undefined || !writtenByPerson(model, context)) return undefined;
    const quotedSubject = looksLikeReply(model.subject);
    return { words: quotedSubject ? own.slice(model.subject.length + 1) : own, subject: quotedSubject ? '' : model.subject };
  });
}
