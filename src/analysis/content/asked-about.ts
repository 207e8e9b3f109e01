// A person passing on a message they received and asking whether it is a scam ("Is it real or
// one of those scams? I haven't clicked anything", "¿esto es una estafa?", "isso é golpe?"):
// the lure's deadline, fee and sign-in request stand in the quote they ask about, and are not
// what they ask of their reader. A kit dressing its lure as a forward writes the lure as the
// sender's news; it does not ask the reader whether the lure is a fraud.

import { intentsIn } from './intents.ts';
import { foldForMatching } from './normalize.ts';
import { quoteStart } from './thread.ts';

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
