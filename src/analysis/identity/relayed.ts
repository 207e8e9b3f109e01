// The person a platform writes for. A Drive or Docs share, a comment, a DocuSign envelope, a
// Dropbox request or a PayPal invoice comes from the platform's own domain but carries words the
// platform's customer wrote. Many such notices name the person in the display name ("Ana Ruiz
// (via Google Docs)", "Ana Ruiz via DocuSign") and put the person's address in Reply-To; the
// others are known by their sender mailbox or subject (knowledge/relaying-platforms.ts). The
// platform's domain vouches for the platform only: who the message is really from is that
// person, and criminals open such accounts on throw-away domains to send their lures through a
// sender every filter trusts.

import type { Mailbox, MessageModel } from '../../message/model.ts';
import { compilePhrases } from '../content/lexicon.ts';
import { foldForMatching } from '../content/normalize.ts';
import { RELAYING_NOTICES } from '../knowledge/relaying-platforms.ts';
import type { RelayingNotice } from '../knowledge/relaying-platforms.ts';
import { authorDisplayName } from './author.ts';
import { brandOfDomain, registrableDomain } from './domains.ts';
import { sameOrganisation } from './organisation.ts';

/** "… (via Google Docs)", "… via DocuSign", Google's German "… (über Google Docs)". */
const RELAYED_NAME = /\((?:via|über)[ \t]+[^()]{1,60}\)\s*$|[ \t](?:via|über)[ \t]+\S/i;

/** Reply-To mailboxes looked at: real messages have one or a few. */
const MAX_REPLY_TO = 10;
/** Subject characters read: notification subjects are short. */
const MAX_SUBJECT = 300;

/** A listed platform's own mail that says, in its display name, that it relays a person's message: its text is the person's. */
function relaysForPerson(from: Mailbox, displayName: string): boolean {
  return RELAYED_NAME.test(displayName.slice(0, 300)) && brandOfDomain(registrableDomain(from.domain) ?? from.domain) !== undefined;
}

const NOTICE_SUBJECTS = new Map(RELAYING_NOTICES.map((notice) => [notice, notice.subjects === undefined ? undefined : compilePhrases(notice.subjects)]));

/** The relaying notice a From address and subject are, if any. */
export function relayingNoticeOf(address: string, subject: string): RelayingNotice | undefined {
  const at = address.lastIndexOf('@');
  if (at === -1) return undefined;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  const folded = foldForMatching(subject.slice(0, MAX_SUBJECT));
  return RELAYING_NOTICES.find(
    (notice) =>
      notice.domains.some((own) => domain === own || domain.endsWith(`.${own}`)) &&
      (notice.sender === undefined || notice.sender.test(local)) &&
      (NOTICE_SUBJECTS.get(notice)?.test(folded) ?? true),
  );
}

/**
 * A listed platform's own mail that carries a person's words: it says so in its display name,
 * or it is one of the platform's relaying notices (a share, a comment, an envelope, an invoice).
 */
export function carriesPersonsText(model: MessageModel, from: Mailbox): boolean {
  return relaysForPerson(from, authorDisplayName(model)) || relayingNoticeOf(from.address, model.subject) !== undefined;
}

/** The person a listed platform's own mail says it relays for, when a Reply-To names them. */
export function relayedAuthor(model: MessageModel, from: Mailbox): Mailbox | undefined {
  if (!carriesPersonsText(model, from)) return undefined;
  const fromDomain = registrableDomain(from.domain) ?? from.domain;
  return model.addresses.replyTo.slice(0, MAX_REPLY_TO).find((mailbox) => mailbox.domain !== '' && !sameOrganisation(mailbox.domain, fromDomain));
}
