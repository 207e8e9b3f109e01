// Reads an HTML body the way a mail client shows it, with a real tokenizer (htmlparser2):
// text a reader sees apart from text that is there but hidden (display:none, visibility:hidden,
// zero or tiny fonts, opacity 0, text coloured like its background, off-screen positioning,
// collapsed boxes, the `hidden` attribute, text pushed tens of thousands of pixels below the
// message, the document's `<title>`), comments apart from both, and the images it shows. Inline styles, presentational
// attributes and the simple class and id rules of `<style>` blocks are read (style-sheet.ts).

import { DEFAULT_MAX_HTML_CHARS, INLINE_TAGS } from '../text/html-text.ts';
import { parseHtml, type HtmlReader } from '../text/html-parse.ts';
import { HeadAndTail } from '../text/head-and-tail.ts';
import { elementStyle, emptyStyleRules, MAX_CSS_CHARS, parseStyle, readStyleSheet, type StyleRules } from './style-sheet.ts';

export interface HtmlReading {
  readonly visible: string;
  readonly hidden: string;
  readonly comments: string;
  /** Hidden runs of letters placed inside a visible word ("Pay<span style=display:none>x</span>Pal"). */
  readonly hiddenInsideWords: number;
  /** Images shown, tracking pixels (at most 3 px wide or high) left out. */
  readonly images: number;
  /** Of those, images inside a link. */
  readonly linkedImages: number;
  /** The document nests deeper than html-parse.ts reads exactly, or its visible text was too long to keep whole (its beginning and end are kept). */
  readonly truncated: boolean;
}

export interface HtmlReadingOptions {
  /** HTML characters read (default 1 MiB). */
  readonly maxHtmlChars?: number;
  /** Characters kept from the beginning, and as many from the end, of each of visible, hidden and comments (default 200,000). */
  readonly maxTextChars?: number;
}

/**
 * Elements a browser keeps inside an open `<head>`. Any other tag, or text, ends the head
 * implicitly (HTML's "in head" insertion mode): lure templates often never close it.
 */
const HEAD_CONTENT = new Set(['base', 'basefont', 'bgsound', 'link', 'meta', 'title', 'style', 'script', 'noscript', 'template', 'head']);

/** Elements whose content is never shown as text. */
const NO_TEXT = new Set(['script', 'style', 'head', 'title', 'template', 'noscript', 'xml', 'svg', 'object', 'select']);

interface Frame {
  readonly name: string;
  /** Hidden by something no descendant can undo (display:none, off-screen, the hidden attribute). */
  readonly removed: boolean;
  /** Removed, or unreadable here: a tiny font or text coloured like its background, which a descendant can undo. */
  readonly hidden: boolean;
  readonly noText: boolean;
  readonly color: string | undefined;
  readonly background: string | undefined;
  readonly tinyFont: boolean;
  readonly inLink: boolean;
  /** An in-flow block so tall that what follows it is out of sight (a "spacer" of tens of thousands of pixels). */
  readonly tall: boolean;
  /** An in-flow block pushed so far down by its own top margin or padding that it, and what follows, is out of sight. */
  readonly sunk: boolean;
}

const ROOT: Frame = {
  name: '',
  removed: false,
  hidden: false,
  noText: false,
  color: undefined,
  background: undefined,
  tinyFont: false,
  inLink: false,
  tall: false,
  sunk: false,
};

export function readHtml(html: string, options: HtmlReadingOptions = {}): HtmlReading {
  const maxHtml = options.maxHtmlChars ?? DEFAULT_MAX_HTML_CHARS;
  const reader = htmlReadingReader(options);
  return reader.finish(parseHtml(html.length > maxHtml ? html.slice(0, maxHtml) : html, reader.handler));
}

/** readHtml as a reader of a parse shared with others (text/html-parse.ts `parseHtmlFor`); the caller cuts the HTML at its limit. */
export function htmlReadingReader(options: Pick<HtmlReadingOptions, 'maxTextChars'> = {}): HtmlReader<HtmlReading> {
  const maxText = options.maxTextChars ?? 200_000;
  const visible = new HeadAndTail(maxText, maxText);
  const hidden = new HeadAndTail(maxText, maxText);
  const comments = new HeadAndTail(maxText, maxText);
  const stack: Frame[] = [ROOT];
  const styleRules = emptyStyleRules();
  let styleSheet = '';
  let cssChars = 0;
  // Once a giant spacer or margin has passed, nothing after it is on screen.
  let pushedDown = false;
  let images = 0;
  let linkedImages = 0;
  let hiddenInsideWords = 0;
  // Whether the last visible character was a letter with no word break since, and whether hidden letters followed it.
  let visibleLetterOpen = false;
  let hiddenAfterLetter = false;

  const top = (): Frame => stack[stack.length - 1] ?? ROOT;
  const wordBreak = (): void => {
    visible.push(' ');
    hidden.push(' ');
    visibleLetterOpen = false;
    hiddenAfterLetter = false;
  };

  const handler: HtmlReader<HtmlReading>['handler'] = {
    onopentag(name, attribs) {
      if (top().name === 'head' && !HEAD_CONTENT.has(name)) stack.pop();
      const parent = top();
      if (!INLINE_TAGS.has(name)) wordBreak();
      const frame = childFrame(parent, name, attribs, styleRules);
      if (frame.sunk) pushedDown = true;
      if (showsPicture(name, attribs) && !frame.removed && !pushedDown && !isPixel(attribs)) {
        images++;
        if (parent.inLink) linkedImages++;
      }
      stack.push(frame);
    },
    onclosetag(name) {
      if (name === 'style' && styleSheet !== '') {
        readStyleSheet(styleSheet, styleRules);
        styleSheet = '';
      }
      // htmlparser2 closes implied and void elements itself, so the stack mirrors its own.
      for (let index = stack.length - 1; index > 0; index--) {
        if (stack[index]?.name === name) {
          if (stack[index]?.tall === true && stack[index]?.removed === false) pushedDown = true;
          stack.length = index;
          break;
        }
      }
      if (!INLINE_TAGS.has(name)) wordBreak();
    },
    ontext(data) {
      if (top().name === 'head' && /\S/.test(data)) stack.pop();
      const frame = top();
      if (frame.name === 'style' && cssChars < MAX_CSS_CHARS) {
        styleSheet += data;
        cssChars += data.length;
      }
      // A document title is no part of the message a mail client shows: kits stuff paragraphs of
      // filler into it (a title of a few words, as mailings have, is never filler).
      if (frame.name === 'title') hidden.push(` ${data} `);
      if (frame.noText) return;
      if (frame.hidden || pushedDown) {
        hidden.push(data);
        if (visibleLetterOpen && /^\p{L}/u.test(data)) hiddenAfterLetter = true;
        return;
      }
      if (hiddenAfterLetter && /^\p{L}/u.test(data)) hiddenInsideWords++;
      hiddenAfterLetter = false;
      visible.push(data);
      visibleLetterOpen = /\p{L}$/u.test(data);
    },
    oncomment(data) {
      comments.push(data);
      comments.push(' ');
    },
  };
  return {
    handler,
    finish: (complete) => ({
      visible: visible.toString(),
      hidden: hidden.toString(),
      comments: comments.toString(),
      hiddenInsideWords,
      images,
      linkedImages,
      truncated: !complete || visible.cut,
    }),
  };
}

function childFrame(parent: Frame, name: string, attribs: Readonly<Record<string, string>>, rules: StyleRules): Frame {
  const style = elementStyle(attribs, rules);
  // Only a block in the normal flow moves what follows it: a positioned box or an inline element does not.
  const position = style.get('position');
  const inFlowBlock = !INLINE_TAGS.has(name) && position !== 'absolute' && position !== 'fixed' && style.get('display')?.startsWith('inline') !== true;
  const fontSize = style.get('font-size');
  const color = cssColor(style.get('color') ?? attribs['color']);
  const background = cssColor(style.get('background-color') ?? firstColorIn(style.get('background')) ?? attribs['bgcolor']) ?? parent.background;
  const tinyFont = fontSize === undefined ? parent.tinyFont : isTinyFontSize(fontSize);
  const effectiveColor = color ?? parent.color;
  const removed = parent.removed || 'hidden' in attribs || (name === 'input' && attribs['type'] === 'hidden') || hiddenByStyle(style);
  return {
    name,
    removed,
    hidden: removed || tinyFont || (effectiveColor !== undefined && effectiveColor === background),
    noText: parent.noText || NO_TEXT.has(name),
    color: effectiveColor,
    background,
    tinyFont,
    inLink: parent.inLink || name === 'a',
    tall: inFlowBlock && style.get('max-height') === undefined && (isFarDown(style.get('height')) || isFarDown(style.get('min-height'))),
    sunk: inFlowBlock && !removed && (isFarDown(style.get('margin-top')) || isFarDown(style.get('padding-top'))),
  };
}

/** An <img>, or an image button (<input type="image">), which shows its picture the same way. */
function showsPicture(name: string, attribs: Readonly<Record<string, string>>): boolean {
  return name === 'img' || (name === 'input' && (attribs['type'] ?? '').trim().toLowerCase() === 'image');
}

function isPixel(attribs: Readonly<Record<string, string>>): boolean {
  const style = parseStyle(attribs['style'] ?? '');
  return [attribs['width'], attribs['height'], style.get('width'), style.get('height')].some(
    (size) => size !== undefined && /^[0-3](?:px)?$/.test(size.trim()),
  );
}

/** Lengths at or below which text cannot be read: 1px/1pt, a tenth of an em, 10 percent. */
function isTinyFontSize(value: string): boolean {
  const match = /^(-?\d*\.?\d+)(px|pt|em|rem|%)?$/.exec(value);
  if (match === null) return false;
  const size = Number(match[1]);
  switch (match[2]) {
    case 'em':
    case 'rem':
      return size <= 0.1;
    case '%':
      return size <= 10;
    default:
      return size <= 1;
  }
}

/** Offsets beyond which a box is off any screen. */
const OFF_SCREEN_PX = -500;

function hiddenByStyle(style: ReadonlyMap<string, string>): boolean {
  if (style.size === 0) return false;
  if (style.get('display') === 'none' || style.get('visibility') === 'hidden') return true;
  const opacity = style.get('opacity');
  if (opacity !== undefined && Number(opacity) <= 0.05) return true;
  const position = style.get('position');
  if ((position === 'absolute' || position === 'fixed') && (isFarNegative(style.get('left')) || isFarNegative(style.get('top')))) return true;
  if (isFarNegative(style.get('text-indent')) || isFarNegative(style.get('margin-left'))) return true;
  if (style.get('overflow') === 'hidden') {
    for (const property of ['height', 'max-height', 'width', 'max-width']) if (isZeroLength(style.get(property))) return true;
  }
  return false;
}

function isFarNegative(value: string | undefined): boolean {
  if (value === undefined) return false;
  const match = /^(-\d+(?:\.\d+)?)(px|pt|em|rem)?$/.exec(value);
  if (match === null) return false;
  const scale = match[2] === 'em' || match[2] === 'rem' ? 16 : 1;
  return Number(match[1]) * scale <= OFF_SCREEN_PX;
}

/** Far below any screen: a mail is read in a window about a thousand pixels high. */
const FAR_DOWN_PX = 10_000;

function isFarDown(value: string | undefined): boolean {
  if (value === undefined) return false;
  const match = /^(\d+(?:\.\d+)?)(px|pt|em|rem|vh)?$/.exec(value);
  if (match === null) return false;
  const scale = match[2] === 'em' || match[2] === 'rem' ? 16 : match[2] === 'vh' ? 10 : 1;
  return Number(match[1]) * scale >= FAR_DOWN_PX;
}

function isZeroLength(value: string | undefined): boolean {
  return value !== undefined && /^0+(?:\.0+)?(?:px|pt|em|rem|%)?$/.test(value);
}

const NAMED_COLORS: Readonly<Record<string, string>> = {
  white: 'ffffff',
  black: '000000',
  red: 'ff0000',
  green: '008000',
  blue: '0000ff',
  yellow: 'ffff00',
  gray: '808080',
  grey: '808080',
  silver: 'c0c0c0',
  whitesmoke: 'f5f5f5',
  snow: 'fffafa',
  ivory: 'fffff0',
};

/** A colour as six lower-case hex digits, or undefined when it is not one this reader knows. */
export function cssColor(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const color = value.trim().toLowerCase();
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/.exec(color);
  if (hex !== null) {
    const digits = hex[1] ?? '';
    return digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  }
  const rgb = /^rgba?\((\d{1,3}),(\d{1,3}),(\d{1,3})(?:,([\d.]+))?\)$/.exec(color.replace(/\s+/g, ''));
  if (rgb !== null) {
    if (rgb[4] !== undefined && Number(rgb[4]) === 0) return undefined;
    return [rgb[1], rgb[2], rgb[3]].map((channel) => Math.min(255, Number(channel)).toString(16).padStart(2, '0')).join('');
  }
  return NAMED_COLORS[color];
}

function firstColorIn(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  for (const match of value.matchAll(/#[0-9a-f]{3,6}\b|rgba?\([^)]{0,40}\)|[a-z]+/g)) if (cssColor(match[0]) !== undefined) return match[0];
  return undefined;
}
