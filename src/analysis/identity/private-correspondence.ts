// Mail between private persons: one free mailbox writing to a few others. Business e-mail
// compromise and payroll diversion are written to an organisation's payment, payroll or HR
// mailbox; a landlord telling a tenant, or a relative telling family, about a new bank account
// writes from one private mailbox to another.

import type { MessageModel } from '../../message/model.ts';
import { authorMailbox } from './author.ts';
import { isFreemailMailbox } from './brand-sender.ts';

/** Recipients a private letter has: a tenant, a couple, a family; more is a mailing. */
const MAX_PRIVATE_RECIPIENTS = 4;

/**
 * From a free mailbox to free mailboxes only (To and Cc, at most a few), with replies going back
 * to the author's own address: nothing in the header points anywhere but at two private persons.
 */
export function isPrivateCorrespondence(model: MessageModel): boolean {
  const from = authorMailbox(model);
  if (from === undefined || !isFreemailMailbox(from.domain)) return false;
  const recipients = [...model.addresses.to, ...model.addresses.cc];
  if (recipients.length === 0 || recipients.length > MAX_PRIVATE_RECIPIENTS) return false;
  if (!recipients.every((mailbox) => mailbox.domain !== '' && isFreemailMailbox(mailbox.domain))) return false;
  const author = from.address.toLowerCase();
  return model.addresses.replyTo.every((mailbox) => mailbox.address.toLowerCase() === author);
}
