// Legitimate bulk mail: list headers, Precedence: bulk, an email service provider's campaign
// headers, or an unsubscribe footer. A discussion list (one that takes posts: List-Post with an
// address) is conversation among people, not marketing, and does not count.

import type { MessageModel } from '../../message/model.ts';
import { BULK_PRECEDENCE, ESP_HEADER_NAMES, ESP_HEADER_PREFIXES, LIST_HEADERS } from '../knowledge/esp-headers.ts';
import { hasUnsubscribeFooter } from './intents.ts';
import type { TextWords } from './phrase-index.ts';

const ESP_NAMES = new Set(ESP_HEADER_NAMES);

export function hasEspHeader(model: MessageModel): boolean {
  return model.headers.some((field) => ESP_NAMES.has(field.key) || ESP_HEADER_PREFIXES.some((prefix) => field.key.startsWith(prefix)));
}

export function isDiscussionList(model: MessageModel): boolean {
  return model.header('list-post').some((value) => /<mailto:/i.test(value));
}

export function isBulkMail(model: MessageModel, foldedText: string, words?: TextWords): boolean {
  if (hasEspHeader(model)) return true;
  if (isDiscussionList(model)) return false;
  if (LIST_HEADERS.some((key) => model.header(key).length > 0)) return true;
  if (model.header('precedence').some((value) => BULK_PRECEDENCE.includes(value.trim().toLowerCase()))) return true;
  return hasUnsubscribeFooter(foldedText, words);
}
