// The visible text of an HTML body, cheaply: one linear pass over at most `maxChars`
// characters that drops tags, comments, scripts and styles and decodes every HTML entity (the
// `entities` package: the full HTML5 table, legacy forms without `;` included, as browsers do;
// an entity left literal, `Pa&ZeroWidthSpace;yPal`, would split the word a reader sees). It is for
// comparing and reading words, not for rendering, so it ignores CSS, and an entity for a
// zero-width character or a soft hyphen (`&zwnj;`, `&shy;`), which renders as nothing inside a
// word, gives nothing.

import { decodeHTML } from 'entities';

/** Tags whose content is never shown. */
const SKIPPED_CONTENT = ['script', 'style', 'title', 'template', 'noscript'];

/** Inline tags join the text around them (`pay<b>pal</b>` reads "paypal"); others separate words. */
export const INLINE_TAGS: ReadonlySet<string> = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'big',
  'cite',
  'code',
  'em',
  'font',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'tt',
  'u',
  'var',
  'wbr',
]);

/** An entity reference: numeric, or a name (the longest HTML name has 31 characters). */
const ENTITY = /&(?:#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});?/gi;
/** Characters that render as nothing inside a word: soft hyphen, zero-width space and joiners, word joiner, BOM. */
const INVISIBLE_IN_WORDS = /^[\u00ad\u200b-\u200d\u2060\ufeff]$/;

export const DEFAULT_MAX_HTML_CHARS = 1_048_576;

/**
 * The visible text of `html` cut at `maxChars`. Pure, with no memory between calls: a cache
 * shared across messages would let one tenant's HTML change another's analysis time. Callers
 * within an analysis ask the message's holder (facts/derived.ts), which renders each source once.
 */
export function htmlToText(html: string, maxChars: number = DEFAULT_MAX_HTML_CHARS): string {
  return renderText(html.length > maxChars ? html.slice(0, maxChars) : html);
}

function renderText(source: string): string {
  // ASCII-only lower case keeps every index of `source` valid in `lower` ('İ'.toLowerCase() is two units).
  const lower = source.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  const out: string[] = [];
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('<', i);
    const textEnd = open === -1 ? source.length : open;
    if (textEnd > i) out.push(decodeEntities(source.slice(i, textEnd)));
    if (open === -1) break;
    i = skipMarkup(source, lower, open, out);
  }
  return out.join('');
}

/** Skips the markup starting at `open` (a '<'), pushing a separator when it splits words; returns where text resumes. */
function skipMarkup(source: string, lower: string, open: number, out: string[]): number {
  if (lower.startsWith('<!--', open)) {
    const close = lower.indexOf('-->', open + 4);
    return close === -1 ? source.length : close + 3;
  }
  if (lower.startsWith('<!', open) || lower.startsWith('<?', open)) {
    // Doctype, CDATA, processing instructions: markup, never text.
    const close = lower.indexOf('>', open);
    return close === -1 ? source.length : close + 1;
  }
  const nameMatch = /^<\/?([a-z][a-z0-9-]*)/.exec(lower.slice(open, open + 40));
  if (nameMatch === null) {
    // A '<' that starts no tag is text ("a < b").
    out.push('<');
    return open + 1;
  }
  const name = nameMatch[1] ?? '';
  const tagEnd = lower.indexOf('>', open);
  if (tagEnd === -1) return source.length;
  if (!nameMatch[0].startsWith('</') && SKIPPED_CONTENT.includes(name)) {
    const close = lower.indexOf(`</${name}`, tagEnd);
    const closeEnd = close === -1 ? -1 : lower.indexOf('>', close);
    out.push(' ');
    return closeEnd === -1 ? source.length : closeEnd + 1;
  }
  if (!INLINE_TAGS.has(name)) out.push(' ');
  return tagEnd + 1;
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (entity) => {
    const decoded = decodeHTML(entity);
    return INVISIBLE_IN_WORDS.test(decoded) ? '' : decoded;
  });
}
