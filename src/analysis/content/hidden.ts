// Text the reader cannot see: hidden letters spliced into visible words, hidden filler (word
// salad meant for filters), and hidden instructions to AI assistants that read the mail.

import { wordSet } from '../text/words.ts';
import { intentsIn } from './intents.ts';
import { foldForMatching } from './normalize.ts';
import { CONTENT_THRESHOLDS } from './thresholds.ts';
import type { HtmlReading } from './visible-text.ts';

/** Chat-transcript role markers and model control tokens: no human reader needs them. */
const ROLE_MARKER = /(?:^|[\s>"'(])(?:assistant|system)\s*:\s*\S|<\|im_(?:start|end)\|>|\[\/?INST\]/i;

export function hidesText(html: HtmlReading): boolean {
  if (html.hiddenInsideWords >= CONTENT_THRESHOLDS.minHiddenInsideWords) return true;
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
