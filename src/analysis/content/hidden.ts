// Text the reader cannot see: hidden letters spliced into visible words, hidden filler (word
// salad meant for filters), and hidden instructions to AI assistants that read the mail.

import type { MessageModel } from '../../message/model.ts';
import type { AreaContext } from '../area.ts';
import { mixedCaseTokenLooksRandom } from '../identity/randomness.ts';
import { wordSet } from '../text/words.ts';
import { intentsIn } from './intents.ts';
import { readMessage } from './message-reading.ts';
import { foldForMatching } from './normalize.ts';
import { CONTENT_THRESHOLDS } from './thresholds.ts';
import type { HtmlReading } from './visible-text.ts';

/** Chat-transcript role markers and model control tokens: no human reader needs them. */
const ROLE_MARKER = /(?:^|[\s>"'(])(?:assistant|system)\s*:\s*\S|<\|im_(?:start|end)\|>|\[\/?INST\]/i;

/**
 * A kit's per-copy code is at least this long when hidden: invisible, it need not pass for a
 * reference number, and kits make it long (`3510vkDeprz941iBQynb9d50HA24skbE7Gmf`).
 */
const MIN_HIDDEN_CODE = 24;
const HIDDEN_CODE = new RegExp(`[A-Za-z0-9]{${MIN_HIDDEN_CODE},}`, 'g');

/** A machine-made code of letters of both cases and digits, kept from the reader: the per-copy hash buster that makes each copy differ for filters. */
function hidesRandomCode(hidden: string): boolean {
  return (hidden.match(HIDDEN_CODE) ?? []).some(mixedCaseTokenLooksRandom);
}

/** The message's HTML hides text, judged once: the content area reports it, and the bulk fact then reads only the visible footer. */
export function messageHidesText(model: MessageModel, context: AreaContext): boolean {
  return context.derived.get(model, 'hidesText', () => {
    const html = readMessage(model, context).html;
    return html !== undefined && hidesText(html);
  });
}

export function hidesText(html: HtmlReading): boolean {
  if (html.hiddenInsideWords >= CONTENT_THRESHOLDS.minHiddenInsideWords) return true;
  if (hidesRandomCode(html.hidden)) return true;
  const hidden = wordSet(html.hidden);
  if (hidden.size < CONTENT_THRESHOLDS.minHiddenNovelWords) return false;
  const visible = wordSet(html.visible);
  let novel = 0;
  for (const word of hidden) if (!visible.has(word)) novel++;
  return novel >= CONTENT_THRESHOLDS.minHiddenNovelWords && novel / hidden.size >= CONTENT_THRESHOLDS.minHiddenNovelShare;
}

export function addressesAi(html: HtmlReading): boolean {
  const unseen = `${html.hidden}\n${html.comments}`;
  if (unseen.trim() === '') return false;
  return ROLE_MARKER.test(unseen) || intentsIn(foldForMatching(unseen), ['ai_instructions']).size > 0;
}
