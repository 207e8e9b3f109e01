// The simple rules of an HTML body's `<style>` blocks, so that text hidden through a class or an
// id ("<style>.x{display:none}</style><div class=x>filler</div>") is seen as hidden like text
// hidden inline. No CSS engine: only top-level rules whose selector is one class or id (with an
// optional tag) are kept. A class or id that any @media (or other at-rule) block also styles is
// left out altogether: templates hide a mobile version at the top level and show it in a media
// query, and which one a reader sees depends on the screen. Descendant and pseudo selectors are
// skipped, because resolving them needs the whole tree; hiding tricks in lure templates use the
// simple form.

import { withoutBlocks } from '../text/delimited.ts';

export interface StyleRules {
  /** Declarations by selector key: `.name` for a class, `#name` for an id. */
  readonly rules: Map<string, Map<string, string>>;
  /** Position of the last rule that set each key, so rules apply in style-sheet order. */
  readonly order: Map<string, number>;
  /** Keys that an at-rule block also styles: responsive swaps, never read as hiding. */
  readonly responsive: Set<string>;
}

export function emptyStyleRules(): StyleRules {
  return { rules: new Map(), order: new Map(), responsive: new Set() };
}

/** Style-sheet characters read per message: lure templates hide text with a rule or two. */
export const MAX_CSS_CHARS = 100_000;
const MAX_RULES = 2_000;
const MAX_STYLE_CHARS = 2_000;
/** One class or id, optionally after a tag name: `.hide`, `div.hide`, `#x`. */
const SIMPLE_SELECTOR = /^(?:[a-z][a-z0-9]*)?([.#][-_a-z0-9]+)$/;
const SELECTOR_KEYS = /[.#][-_a-z0-9]+/g;

/** Inline style declarations, property → value, lower case, whitespace folded, `!important` dropped. */
export function parseStyle(style: string): Map<string, string> {
  const declarations = new Map<string, string>();
  if (style === '') return declarations;
  for (const declaration of style.slice(0, MAX_STYLE_CHARS).toLowerCase().split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).replace(/!important/g, '').replace(/\s+/g, ' ').trim();
    if (property !== '' && value !== '') declarations.set(property, value);
  }
  return declarations;
}

/** Adds the rules of one style sheet to `sheet` (later rules win, as in CSS). */
export function readStyleSheet(css: string, sheet: StyleRules): void {
  const text = withoutBlocks(css.slice(0, MAX_CSS_CHARS), '/*', '*/', 'to-end').replace(/<!--|-->/g, ' ');
  let depth = 0;
  let start = 0;
  let prelude = '';
  let inAtRule = false;
  for (let index = 0; index < text.length && sheet.order.size < MAX_RULES; index++) {
    const char = text[index];
    if (char === '{') {
      const current = text.slice(start, index).trim();
      if (depth === 0) {
        prelude = current;
        inAtRule = current.startsWith('@');
      } else if (inAtRule) {
        for (const key of current.toLowerCase().match(SELECTOR_KEYS) ?? []) sheet.responsive.add(key);
      }
      depth++;
      start = index + 1;
    } else if (char === '}') {
      if (depth === 1 && !inAtRule) addRule(prelude, text.slice(start, index), sheet);
      depth = Math.max(0, depth - 1);
      start = index + 1;
    } else if (char === ';' && depth === 0) {
      start = index + 1; // a statement at-rule (@import, @charset)
    }
  }
}

function addRule(prelude: string, body: string, sheet: StyleRules): void {
  const declarations = parseStyle(body);
  if (declarations.size === 0) return;
  for (const raw of prelude.toLowerCase().split(',')) {
    const key = SIMPLE_SELECTOR.exec(raw.trim())?.[1];
    if (key === undefined) continue;
    const merged = sheet.rules.get(key) ?? new Map<string, string>();
    for (const [property, value] of declarations) merged.set(property, value);
    sheet.rules.set(key, merged);
    sheet.order.set(key, sheet.order.size);
  }
}

/** The declarations that apply to an element: its classes' and id's rules in sheet order, then its inline style. */
export function elementStyle(attribs: Readonly<Record<string, string>>, sheet: StyleRules): Map<string, string> {
  const inline = parseStyle(attribs['style'] ?? '');
  if (sheet.rules.size === 0) return inline;
  const keys = (attribs['class'] ?? '').toLowerCase().split(/\s+/).filter((name) => name !== '').map((name) => `.${name}`);
  if (attribs['id'] !== undefined) keys.push(`#${attribs['id'].toLowerCase()}`);
  const applying = keys.filter((key) => sheet.rules.has(key) && !sheet.responsive.has(key));
  if (applying.length === 0) return inline;
  applying.sort((a, b) => (sheet.order.get(a) ?? 0) - (sheet.order.get(b) ?? 0));
  const style = new Map<string, string>();
  for (const key of applying) for (const [property, value] of sheet.rules.get(key) ?? []) style.set(property, value);
  for (const [property, value] of inline) style.set(property, value);
  return style;
}
