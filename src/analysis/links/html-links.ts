// The links of an HTML document, read with a real tokenizer (htmlparser2): anchors and image
// maps with their visible text, images, frames, form actions (and whether a form asks for a
// password), meta refresh targets, CSS `url()` in style attributes and style elements.

import { parseHtml, type HtmlReader } from '../text/html-parse.ts';
import { DEFAULT_MAX_HTML_CHARS } from '../text/html-text.ts';

/** The same bound as the HTML readers' (content/message-reading.ts reads both in one pass). */
export const MAX_HTML_CHARS = DEFAULT_MAX_HTML_CHARS;
export const MAX_HTML_LINKS = 500;
/** Visible text kept per anchor: enough to read a URL or a domain shown as the link. */
const MAX_ANCHOR_TEXT = 300;

/**
 * Where a link was found. `navigation` links are followed by a click or by the page itself
 * (anchors, image-map areas, frames, meta refresh, form actions); `resource` links are loaded
 * as images or styles.
 */
export type LinkRole = 'navigation' | 'resource';

export type HtmlLinkSource = 'a' | 'area' | 'img' | 'iframe' | 'form' | 'meta-refresh' | 'css';

export interface HtmlLink {
  readonly href: string;
  readonly source: HtmlLinkSource;
  readonly role: LinkRole;
  /** For anchors: their visible text, whitespace collapsed. */
  readonly text?: string;
  /** For a picture inside an anchor: the anchor's target (the picture is a button). */
  readonly linkedTo?: string;
}

export interface HtmlForm {
  /** The action as written ('' when absent: the form posts to the page itself). */
  readonly action: string;
  readonly hasPassword: boolean;
  /** Count of inputs a reader types details into (text, email, tel, password, number, no type); search boxes excluded. */
  readonly typedInputs: number;
}

export interface HtmlLinks {
  readonly links: readonly HtmlLink[];
  readonly forms: readonly HtmlForm[];
  /** A password input outside any form (submitted by script). */
  readonly looseFormPassword: boolean;
  /** The document or the link count was cut at its limit, or it nests deeper than html-parse.ts reads exactly. */
  readonly truncated: boolean;
}

const MAX_REFRESH_CHARS = 4_096;
/** Long enough for an inline `data:` image of a few hundred KiB (QR lures are inlined that way). */
const MAX_CSS_URL_CHARS = 1_048_576;
const CSS_URL = new RegExp(`url\\(\\s*(['"]?)([^'"()\\s]{1,${MAX_CSS_URL_CHARS}})\\1\\s*\\)`, 'gi');
const TYPED_INPUTS = new Set(['', 'text', 'email', 'tel', 'password', 'number']);

interface OpenForm {
  action: string;
  hasPassword: boolean;
  typedInputs: number;
}

export function extractHtmlLinks(html: string, maxLinks: number = MAX_HTML_LINKS): HtmlLinks {
  const reader = htmlLinksReader(html.length, maxLinks);
  return reader.finish(parseHtml(html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html, reader.handler));
}

/** extractHtmlLinks as a reader of a parse shared with others, for a document `length` characters long cut at MAX_HTML_CHARS by the caller. */
export function htmlLinksReader(length: number, maxLinks: number = MAX_HTML_LINKS): HtmlReader<HtmlLinks> {
  const links: HtmlLink[] = [];
  const forms: HtmlForm[] = [];
  let looseFormPassword = false;
  let truncated = length > MAX_HTML_CHARS;
  let anchor: { href: string; source: 'a' | 'area'; text: string } | undefined;
  let form: OpenForm | undefined;
  let inStyle = false;

  const add = (link: HtmlLink): void => {
    if (link.href.trim() === '') return;
    if (links.length >= maxLinks) {
      truncated = true;
      return;
    }
    links.push(link);
  };
  const picture = (src: string): HtmlLink => ({ href: src, source: 'img', role: 'resource', ...(anchor === undefined ? {} : { linkedTo: anchor.href }) });
  const addCss = (css: string): void => {
    CSS_URL.lastIndex = 0;
    for (let match = CSS_URL.exec(css); match !== null; match = CSS_URL.exec(css)) {
      add({ href: match[2] ?? '', source: 'css', role: 'resource' });
    }
  };
  const closeAnchor = (): void => {
    if (anchor === undefined) return;
    add({ href: anchor.href, source: anchor.source, role: 'navigation', text: anchor.text.replace(/\s+/g, ' ').trim() });
    anchor = undefined;
  };
  const closeForm = (): void => {
    if (form === undefined) return;
    forms.push(form);
    form = undefined;
  };

  const handler: HtmlReader<HtmlLinks>['handler'] = {
    onopentag(name, attributes) {
      const style = attributes.style;
      if (style !== undefined && style.includes('url(')) addCss(style);
      switch (name) {
        case 'a':
        case 'area':
          closeAnchor();
          if (attributes.href !== undefined) {
            anchor = { href: attributes.href, source: name, text: name === 'area' ? (attributes.alt ?? '') : '' };
            if (name === 'area') closeAnchor();
          }
          break;
        case 'img':
          if (attributes.src !== undefined) add(picture(attributes.src));
          if (anchor !== undefined && attributes.alt !== undefined) anchor.text += ` ${attributes.alt} `;
          break;
        case 'iframe':
        case 'frame':
          if (attributes.src !== undefined) add({ href: attributes.src, source: 'iframe', role: 'navigation' });
          break;
        case 'form':
          closeForm();
          form = { action: attributes.action ?? '', hasPassword: false, typedInputs: 0 };
          if (form.action !== '') add({ href: form.action, source: 'form', role: 'navigation' });
          break;
        case 'input': {
          const type = (attributes.type ?? '').trim().toLowerCase();
          // An image button shows its picture like an <img> does (image-only lures use it so the picture is not counted).
          if (type === 'image' && attributes.src !== undefined) add(picture(attributes.src));
          if (type === 'password' && form === undefined) looseFormPassword = true;
          if (form !== undefined) {
            if (type === 'password') form.hasPassword = true;
            if (TYPED_INPUTS.has(type)) form.typedInputs++;
          }
          break;
        }
        case 'meta': {
          const target = refreshTarget(attributes['http-equiv'], attributes.content);
          if (target !== undefined) add({ href: target, source: 'meta-refresh', role: 'navigation' });
          break;
        }
        case 'style':
          inStyle = true;
          break;
      }
    },
    ontext(text) {
      if (inStyle) {
        if (text.includes('url(')) addCss(text);
      } else if (anchor !== undefined && anchor.text.length < MAX_ANCHOR_TEXT) {
        anchor.text += text;
      }
    },
    onclosetag(name) {
      if (name === 'a') closeAnchor();
      else if (name === 'form') closeForm();
      else if (name === 'style') inStyle = false;
    },
  };
  return {
    handler,
    finish(complete) {
      closeAnchor();
      closeForm();
      return { links, forms, looseFormPassword, truncated: truncated || !complete };
    },
  };
}

/** `<meta http-equiv="refresh" content="0; url=https://…">` → the URL. Read step by step: no ambiguous regex on page text. */
function refreshTarget(httpEquiv: string | undefined, content: string | undefined): string | undefined {
  if (httpEquiv?.trim().toLowerCase() !== 'refresh' || content === undefined) return undefined;
  const afterDelay = content
    .slice(0, MAX_REFRESH_CHARS)
    .trim()
    .replace(/^[\d.]*/, '')
    .replace(/^[\s;,]+/, '');
  const target = afterDelay
    .replace(/^url\s*=\s*/i, '')
    .replace(/^(['"])(.*)\1$/s, '$2')
    .trim();
  return target === '' ? undefined : target;
}
