// Who a message says wrote it, read the same way by every area. An unquoted comma in a display
// name ("Smith, John <john@example.com>", or a spoofer's "Dating, x <service@brand.example>")
// splits one From field into several mailboxes, the first of them without an address: the
// author is the first mailbox that has a domain, and the name a reader sees is every piece.

import type { Mailbox, MessageModel } from '../../message/model.ts';

/** From mailboxes looked at: real messages have one or a few. */
const MAX_MAILBOXES = 50;

/** The first From mailbox with a domain, or undefined when none has one. */
export function authorMailbox(model: MessageModel): Mailbox | undefined {
  return model.addresses.from.slice(0, MAX_MAILBOXES).find((mailbox) => mailbox.domain !== '');
}

/** The author's domain (lower case), or '' when no From mailbox has one. */
export function authorDomain(model: MessageModel): string {
  return authorMailbox(model)?.domain ?? '';
}

/** The display name as a reader sees it: the names of every From mailbox, joined, each distinct piece once ("UPS, UPS, <x@y>" says UPS). */
export function authorDisplayName(model: MessageModel): string {
  const pieces = model.addresses.from.slice(0, MAX_MAILBOXES).map((mailbox) => mailbox.name.trim());
  return [...new Set(pieces)].filter((piece) => piece !== '').join(' ');
}
