// Legitimate bulk mail (facts bulk_headers and bulk_mail, memoised by facts/stage.ts): list
// headers, Precedence: bulk, an email service provider's campaign headers, or an unsubscribe
// footer. A discussion list (one that takes posts: List-Post with an address) is conversation
// among people, not marketing, and does not count. Nor do an ESP's campaign headers on mail from
// a free mailbox: sending services mail their customers' campaigns from the customers' own
// domains (the free providers' DMARC policies refuse any other server), so on a Gmail or iCloud
// From those headers were copied from someone's newsletter, not earned. Only Feedback-ID counts
// there: it is Gmail's feedback-loop field, which Google's own Forms and Calendar write on the
// mail they send in a Gmail user's name.

import type { MessageModel } from '../../message/model.ts';
import type { AreaContext } from '../area.ts';
import { isDiscussionList } from '../facts/lists.ts';
import { authorDomain } from '../identity/author.ts';
import { isFreemailMailbox } from '../identity/brand-sender.ts';
import { BULK_PRECEDENCE, ESP_HEADER_NAMES, ESP_HEADER_PREFIXES, LIST_HEADERS } from '../knowledge/esp-headers.ts';
import { messageHidesText } from './hidden.ts';
import { hasUnsubscribeFooter } from './intents.ts';
import { preparedReading, readMessage } from './message-reading.ts';
import { foldForMatching } from './normalize.ts';
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

/**
 * The headers say the mail was sent as a campaign (fact `bulk_headers`): an ESP's campaign
 * field, a list manager's (List-Unsubscribe, List-Id) or Precedence: bulk, and not a
 * discussion list's.
 */
export function sentAsCampaign(model: MessageModel): boolean {
  if (hasEspHeader(model, isFreemailMailbox(authorDomain(model)) ? MAILBOX_PROVIDER_FIELDS : undefined)) return true;
  if (isDiscussionList(model)) return false;
  if (LIST_HEADERS.some((key) => model.header(key).length > 0)) return true;
  return model.header('precedence').some((value) => BULK_PRECEDENCE.includes(value.trim().toLowerCase()));
}

/** Legitimate bulk mail (fact `bulk_mail`): sent as a campaign, or, outside a discussion list, with an unsubscribe footer. */
export function isBulkMail(model: MessageModel, context: AreaContext): boolean {
  if (sentAsCampaign(model)) return true;
  if (isDiscussionList(model)) return false;
  const [folded, words] = footerText(model, context);
  return hasUnsubscribeFooter(folded, words);
}

/**
 * Where the unsubscribe footer is looked for: the reading as the lexicons read it. When the HTML
 * hides filler (often repeated as the plain-text part), only the footer the reader sees counts:
 * the subject and the HTML's visible text.
 */
function footerText(model: MessageModel, context: AreaContext): [string, TextWords | undefined] {
  const html = readMessage(model, context).html;
  if (html !== undefined && messageHidesText(model, context)) return [foldForMatching(`${model.subject}\n${html.visible}`), undefined];
  const prepared = preparedReading(model, context);
  return [prepared.folded, prepared.words];
}
