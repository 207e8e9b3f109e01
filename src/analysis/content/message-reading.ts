// The text of a message as its reader meets it: the subject, the plain-text bodies and the
// visible text of the HTML bodies, with the HTML's hidden text, comments and images apart.

import type { MessageModel } from '../../message/model.ts';
import type { AreaContext } from '../area.ts';
import { prepareText, type PreparedText } from './analyze-text.ts';
import { extractHtmlLinks, htmlLinksReader, type HtmlLinks } from '../links/html-links.ts';
import { parseHtmlFor, type HtmlReaderOutcome } from '../text/html-parse.ts';
import { DEFAULT_MAX_HTML_CHARS } from '../text/html-text.ts';
import { CONTENT_THRESHOLDS } from './thresholds.ts';
import { isBlank } from '../text/blank.ts';
import { withoutBlocks } from '../text/delimited.ts';
import { htmlReadingReader, type HtmlReading } from './visible-text.ts';

export interface MessageReading {
  /** Subject, plain text and the HTML's visible text, one after the other. */
  readonly visible: string;
  readonly html: HtmlReading | undefined;
  /** True when the HTML was longer, or nested deeper, than the reader reads. */
  readonly truncated: boolean;
}

/** The one tokenisation of the body HTML: its reading and its links, each as its reader ended. */
export interface BodyHtml {
  readonly reading: HtmlReaderOutcome<HtmlReading>;
  readonly links: HtmlReaderOutcome<HtmlLinks>;
}

const READING_OPTIONS = { maxTextChars: CONTENT_THRESHOLDS.maxTextChars };

/** The reading of a message, made once: the content and sender areas both read it, and rendering HTML costs. */
export function readMessage(model: MessageModel, context: AreaContext): MessageReading {
  return context.derived.get(model, 'reading', () => {
    if (model.html.trim() === '') return reading(model, undefined);
    const html = bodyHtml(model, context).reading;
    if (!html.ok) throw html.error;
    return reading(model, html.value);
  });
}

/** The reading as the lexicons read it (content/analyze-text.ts), prepared once for the content area and the bulk fact. */
export function preparedReading(model: MessageModel, context: AreaContext): PreparedText {
  return context.derived.get(model, 'preparedReading', () => prepareText(readMessage(model, context).visible));
}

function reading(model: MessageModel, html: HtmlReading | undefined): MessageReading {
  const visible = [model.subject, model.text, html?.visible ?? ''].join('\n');
  return { visible, html, truncated: model.html.length > DEFAULT_MAX_HTML_CHARS || html?.truncated === true };
}

/**
 * One tokenisation of the body HTML for two readers: its reading (visible-text.ts) and its links
 * (links/html-links.ts), which the links area asks for before the content area reads the text;
 * tokenising is most of either's cost. Each answer is what its function alone gives (both cut
 * the HTML at the same length), and a reader that throws fails alone, where it is asked for.
 */
function bodyHtml(model: MessageModel, context: AreaContext): BodyHtml {
  return context.derived.get(model, 'bodyHtml', () => {
    const html = model.html.length > DEFAULT_MAX_HTML_CHARS ? model.html.slice(0, DEFAULT_MAX_HTML_CHARS) : model.html;
    const [reading, links] = parseHtmlFor(html, htmlReadingReader(READING_OPTIONS), htmlLinksReader(model.html.length));
    return { reading, links };
  });
}

/** The links of a message's own HTML body, as extractHtmlLinks(model.html) finds them. */
export function bodyHtmlLinks(model: MessageModel, context: AreaContext): HtmlLinks {
  // A body without HTML to speak of is not tokenised for a reading either: its links are read alone.
  if (model.html.trim() === '') return extractHtmlLinks(model.html);
  const links = bodyHtml(model, context).links;
  if (!links.ok) throw links.error;
  return links.value;
}

/** Words of two or more letters a reader reads, counted up to `limit`; an armoured PGP signature is machine text, not words (lures add one to look signed). */
export function countWords(text: string, limit: number): number {
  let count = 0;
  for (const _ of withoutBlocks(text, '-----BEGIN PGP SIGNATURE-----', '-----END PGP SIGNATURE-----', 'text').matchAll(/\p{L}{2,}/gu))
    if (++count >= limit) break;
  return count;
}

/** A client's angle-bracketed link or address (`<https://…>`, `<mailto:…>`) inside a word. */
const ANGLE_LINK = /<[^\s<>]*>/g;

/**
 * The text without the links a client writes out as text (`<https://…>`, `[https://…/a.png]`,
 * `<mailto:…>`): addresses, not words. Word by word: a pattern spanning a whole run of
 * non-blanks in search of `://` is quadratic on a long one (a pasted base64 block).
 */
export function withoutWrittenLinks(text: string): string {
  // Most text has none: the word-by-word pass is then skipped.
  if (!text.includes('://') && !text.includes('mailto:') && !text.includes('<')) return text;
  // Only a word holding one of the three marks can change: those are found by searching for the
  // marks and widening to the blanks around them, and the text between is copied as it stands.
  const marks = ['://', 'mailto:', '<'];
  const next = marks.map((mark) => text.indexOf(mark));
  const out: string[] = [];
  let copied = 0;
  for (;;) {
    let mark = -1;
    for (let i = 0; i < marks.length; i++) {
      if (next[i]! !== -1 && next[i]! < copied) next[i] = text.indexOf(marks[i]!, copied);
      if (next[i]! !== -1 && (mark === -1 || next[i]! < mark)) mark = next[i]!;
    }
    if (mark === -1) break;
    let start = mark;
    while (start > copied && !isBlank(text.charCodeAt(start - 1))) start--;
    let end = mark;
    while (end < text.length && !isBlank(text.charCodeAt(end))) end++;
    const word = text.slice(start, end);
    out.push(text.slice(copied, start), word.includes('://') || word.includes('mailto:') ? ' ' : word.replace(ANGLE_LINK, ' '));
    copied = end;
  }
  out.push(text.slice(copied));
  return out.join('');
}
