// Legitimate bulk mail: list headers, Precedence: bulk, an email service provider's campaign
// headers, or an unsubscribe footer. A discussion list (one that takes posts: List-Post with an
// address) is conversation among people, not marketing, and does not count. Nor do an ESP's
// campaign headers on mail from a free mailbox: sending services mail their customers' campaigns
// from the customers' own domains (the free providers' DMARC policies refuse any other server),
// so on a Gmail or iCloud From those headers were copied from someone's newsletter, not earned.
// Only Feedback-ID counts there: it is Gmail's feedback-loop field, which Google's own Forms and
// Calendar write on the mail they send in a Gmail user's name.

import type { MessageModel } from '../../message/model.ts';
import { isDiscussionList } from '../facts/lists.ts';
import { authorDomain } from '../identity/author.ts';
import { isFreemailMailbox } from '../identity/brand-sender.ts';
import { BULK_PRECEDENCE, ESP_HEADER_NAMES, ESP_HEADER_PREFIXES, LIST_HEADERS } from '../knowledge/esp-headers.ts';
import { hasUnsubscribeFooter } from './intents.ts';
import type { TextWords } from './phrase-index.ts';

const ESP_NAMES = new Set(ESP_HEADER_NAMES);
/** The ESP fields a free mailbox provider writes itself. */
const MAILBOX_PROVIDER_FIELDS: ReadonlySet<string> = new Set(['feedback-id']);

function isEspField(key: string): boolean {
  return ESP_NAMES.has(key) || ESP_HEADER_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** An ESP's campaign field is present (of `only`, when given). */
export function hasEspHeader(model: MessageModel, only?: ReadonlySet<string>): boolean {
  return model.headers.some((field) => isEspField(field.key) && (only === undefined || only.has(field.key)));
}

export function isBulkMail(model: MessageModel, foldedText: string, words?: TextWords): boolean {
  if (hasEspHeader(model, isFreemailMailbox(authorDomain(model)) ? MAILBOX_PROVIDER_FIELDS : undefined)) return true;
  if (isDiscussionList(model)) return false;
  if (LIST_HEADERS.some((key) => model.header(key).length > 0)) return true;
  if (model.header('precedence').some((value) => BULK_PRECEDENCE.includes(value.trim().toLowerCase()))) return true;
  return hasUnsubscribeFooter(foldedText, words);
}
