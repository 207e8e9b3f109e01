// The person a platform writes for. A Drive or Docs share, a DocuSign envelope or a Dropbox
// request comes from the platform's own domain, names the person in the display name ("Ana
// Ruiz (via Google Docs)", "Ana Ruiz via DocuSign") and puts the person's address in Reply-To.
// The platform's domain vouches for the platform only: who the message is really from is that
// Reply-To, and criminals open such accounts on throw-away domains to send their lures through
// a sender every filter trusts.

import type { Mailbox, MessageModel } from '../../message/model.ts';
import { brandOfDomain, registrableDomain } from './domains.ts';
import { sameOrganisation } from './organisation.ts';

/** "… (via Google Docs)", "… via DocuSign", Google's German "… (über Google Docs)". */
const RELAYED_NAME = /\((?:via|über)[ \t]+[^()]{1,60}\)\s*$|[ \t](?:via|über)[ \t]+\S/i;

/** Reply-To mailboxes looked at: real messages have one or a few. */
const MAX_REPLY_TO = 10;

/** A listed platform's own mail that says, in its display name, that it relays a person's message: its text is the person's. */
export function relaysForPerson(from: Mailbox, displayName: string): boolean {
  return RELAYED_NAME.test(displayName.slice(0, 300)) && brandOfDomain(registrableDomain(from.domain) ?? from.domain) !== undefined;
}

/** The person a listed platform's own mail says it relays for, when a Reply-To names them. */
export function relayedAuthor(model: MessageModel, from: Mailbox, displayName: string): Mailbox | undefined {
  if (!relaysForPerson(from, displayName)) return undefined;
  const fromDomain = registrableDomain(from.domain) ?? from.domain;
  return model.addresses.replyTo.slice(0, MAX_REPLY_TO).find((mailbox) => mailbox.domain !== '' && !sameOrganisation(mailbox.domain, fromDomain));
}
