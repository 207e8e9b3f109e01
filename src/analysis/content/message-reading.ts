// The text of a message as its reader meets it: the subject, the plain-text bodies and the
// visible text of the HTML bodies, with the HTML's hidden text, comments and images apart.

import type { MessageModel } from '../../message/model.ts';
import { DEFAULT_MAX_HTML_CHARS } from '../text/html-text.ts';
import { CONTENT_THRESHOLDS } from './thresholds.ts';
import { readHtml, type HtmlReading } from './visible-text.ts';

export interface MessageReading {
  /** Subject, plain text and the HTML's visible text, one after the other. */
  readonly visible: string;
  readonly html: HtmlReading | undefined;
  /** True when the HTML was longer than the reader reads. */
  readonly truncated: boolean;
}

export function readMessage(model: MessageModel): MessageReading {
  const html = model.html.trim() === '' ? undefined : readHtml(model.html, { maxTextChars: CONTENT_THRESHOLDS.maxTextChars });
  const visible = [model.subject, model.text, html?.visible ?? ''].join('\n');
  return { visible, html, truncated: model.html.length > DEFAULT_MAX_HTML_CHARS };
}

const SIGNATURE_BEGIN = '-----BEGIN PGP SIGNATURE-----';
const SIGNATURE_END = '-----END PGP SIGNATURE-----';

/** The text without armoured PGP signatures: machine text, not words anyone reads (lures add one to look signed). */
function withoutSignatures(text: string): string {
  const parts: string[] = [];
  let index = 0;
  while (index < text.length) {
    const begin = text.indexOf(SIGNATURE_BEGIN, index);
    const end = begin === -1 ? -1 : text.indexOf(SIGNATURE_END, begin);
    if (end === -1) {
      parts.push(text.slice(index));
      break;
    }
    parts.push(text.slice(index, begin), ' ');
    index = end + SIGNATURE_END.length;
  }
  return parts.join('');
}

/** Words of two or more letters a reader reads, counted up to `limit`. */
export function countWords(text: string, limit: number): number {
  let count = 0;
  for (const _ of withoutSignatures(text).matchAll(/\p{L}{2,}/gu)) if (++count >= limit) break;
  return count;
}
