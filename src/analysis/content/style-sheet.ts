// The simple rules of an HTML body's `<style>` blocks, so that text hidden through a class or an
// id ("<style>.x{display:none}</style><div class=x>filler</div>") is seen as hidden like text
// hidden inline. No CSS engine: only rules whose selector is one class or id (with an optional
// tag) are kept, at the top level or inside a group rule that applies on every screen
// (`@media all`, `@media screen and (min-width:0)`, `@supports`, `@layer`): lure templates hide
// filler there too. A class or id that a conditional block also styles (a width breakpoint,
// `prefers-color-scheme`, print) is left out altogether: templates hide a mobile version at the
// top level and show it in a media query, and which one a reader sees depends on the screen.
// Descendant and pseudo selectors are skipped, because resolving them needs the whole tree;
// hiding tricks in lure templates use the simple form.

import { withoutBlocks } from '../text/delimited.ts';

export interface StyleRules {
  /** Declarations by selector key: `.name` for a class, `#name` for an id. */
  readonly rules: Map<string, Map<string, string>>;
  /** Position of the last rule that set each key, so rules apply in style-sheet order. */
  readonly order: Map<string, number>;
  /** Keys that a conditional block also styles: responsive swaps, never read as hiding. */
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
/** At-rules whose blocks hold no style rules for elements (fonts, animation frames, pages). */
const NOT_ELEMENT_RULES = /^@(?:-[a-z]+-)?(?:font-face|keyframes|page|counter-style|property|font-feature-values|font-palette-values|viewport)\b/;
/** Group rules that apply wherever the mail client reads them at all. */
const ALWAYS_APPLYING = /^@(?:supports|layer)\b/;
/** Widths a media query must hold on to count as every screen: a small phone and a large desktop. */
const PHONE_WIDTH = 320;
const DESKTOP_WIDTH = 1920;

/**
 * What a block holds: rules that apply (the sheet itself, a group rule that applies on every
 * screen), rules that apply on some screens only, nothing for elements, or a rule's declarations.
 */
type Block = 'applying' | 'conditional' | 'ignored' | 'rule';

/**
 * Declarations already parsed, by their text: templates repeat the same few style attributes on
 * hundreds of cells. Bounded in entries and in the length of a text kept; the maps are shared,
 * so nobody may change one (they are typed read-only).
 */
const PARSED = new Map<string, ReadonlyMap<string, string>>();
const MAX_PARSED = 1_000;

/** Inline style declarations, property → value, lower case, whitespace folded, `!important` dropped. */
export function parseStyle(style: string): ReadonlyMap<string, string> {
  const known = PARSED.get(style);
  if (known !== undefined) return known;
  const declarations = parseDeclarations(style);
  if (style.length <= MAX_STYLE_CHARS) {
    if (PARSED.size >= MAX_PARSED) PARSED.clear();
    PARSED.set(style, declarations);
  }
  return declarations;
}

function parseDeclarations(style: string): Map<string, string> {
  const declarations = new Map<string, string>();
  if (style === '') return declarations;
  for (const declaration of style.slice(0, MAX_STYLE_CHARS).toLowerCase().split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (property !== '' && value !== '') declarations.set(property, value);
  }
  return declarations;
}

/** Adds the rules of one style sheet to `sheet` (later rules win, as in CSS). */
export function readStyleSheet(css: string, sheet: StyleRules): void {
  const text = withoutBlocks(css.slice(0, MAX_CSS_CHARS), '/*', '*/', 'to-end').replace(/<!--|-->/g, ' ');
  // One entry per open block; the sheet itself is the bottom, applying.
  const blocks: { kind: Block; prelude: string; inherited: Block }[] = [];
  let start = 0;
  for (let index = 0; index < text.length && sheet.order.size < MAX_RULES; index++) {
    const char = text[index];
    if (char === '{') {
      const prelude = text.slice(start, index).trim().toLowerCase();
      const outer = blocks.at(-1)?.kind ?? 'applying';
      const kind = blockKind(prelude, outer);
      if (kind === 'rule' && outer === 'conditional') for (const key of prelude.match(SELECTOR_KEYS) ?? []) sheet.responsive.add(key);
      blocks.push({ kind, prelude, inherited: outer });
      start = index + 1;
    } else if (char === '}') {
      const block = blocks.pop();
      if (block?.kind === 'rule' && block.inherited === 'applying') addRule(block.prelude, text.slice(start, index), sheet);
      start = index + 1;
    } else if (char === ';' && (blocks.at(-1)?.kind ?? 'applying') !== 'rule') {
      start = index + 1; // a statement at-rule (@import, @charset)
    }
  }
}

function blockKind(prelude: string, outer: Block): Block {
  if (outer === 'ignored' || outer === 'rule') return 'ignored'; // nested CSS is not followed
  if (!prelude.startsWith('@')) return 'rule';
  if (NOT_ELEMENT_RULES.test(prelude)) return 'ignored';
  if (outer === 'conditional') return 'conditional';
  if (ALWAYS_APPLYING.test(prelude)) return 'applying';
  if (/^@media\b/.test(prelude)) return mediaAppliesEverywhere(prelude.slice(6)) ? 'applying' : 'conditional';
  return 'conditional';
}

/** Whether a media query list matches on every screen, a small phone and a large desktop alike. */
export function mediaAppliesEverywhere(list: string): boolean {
  return list.split(',').some((query) => queryAppliesEverywhere(query.trim()));
}

function queryAppliesEverywhere(query: string): boolean {
  if (query === '') return true;
  const negated = /^not\s+([a-z-]+)$/.exec(query);
  // `not print` is every screen; any other negation depends on the screen.
  if (negated !== null) return negated[1] !== 'screen' && negated[1] !== 'all';
  const parts = query.replace(/^only\s+/, '').split(/\s+and\s+/);
  if (!parts[0]!.startsWith('(')) {
    if (parts[0] !== 'all' && parts[0] !== 'screen') return false;
    parts.shift();
  }
  return parts.every((feature) => featureAppliesEverywhere(feature.trim()));
}

/** A width condition that a 320 px phone and a 1920 px desktop both meet; anything else depends on the screen. */
function featureAppliesEverywhere(feature: string): boolean {
  const plain = /^\(\s*(min|max)-(?:device-)?width\s*:\s*([\d.]+)(px|em|rem)?\s*\)$/.exec(feature);
  if (plain !== null) {
    const width = cssPixels(plain[2]!, plain[3]);
    return plain[1] === 'min' ? width <= PHONE_WIDTH : width >= DESKTOP_WIDTH;
  }
  const range = /^\(\s*width\s*(>=|>|<=|<)\s*([\d.]+)(px|em|rem)?\s*\)$/.exec(feature);
  if (range !== null) {
    const width = cssPixels(range[2]!, range[3]);
    return range[1]!.startsWith('>') ? width < PHONE_WIDTH : width > DESKTOP_WIDTH;
  }
  return false;
}

function cssPixels(value: string, unit: string | undefined): number {
  const number = Number(value);
  if (!Number.isFinite(number)) return Number.NaN;
  if (unit === undefined && number !== 0) return Number.NaN; // a bare number other than 0 is invalid CSS
  return unit === 'em' || unit === 'rem' ? number * 16 : number;
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
export function elementStyle(attribs: Readonly<Record<string, string>>, sheet: StyleRules): ReadonlyMap<string, string> {
  const inline = parseStyle(attribs['style'] ?? '');
  if (sheet.rules.size === 0) return inline;
  const keys = (attribs['class'] ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((name) => name !== '')
    .map((name) => `.${name}`);
  if (attribs['id'] !== undefined) keys.push(`#${attribs['id'].toLowerCase()}`);
  const applying = keys.filter((key) => sheet.rules.has(key) && !sheet.responsive.has(key));
  if (applying.length === 0) return inline;
  applying.sort((a, b) => (sheet.order.get(a) ?? 0) - (sheet.order.get(b) ?? 0));
  const style = new Map<string, string>();
  for (const key of applying) for (const [property, value] of sheet.rules.get(key) ?? []) style.set(property, value);
  for (const [property, value] of inline) style.set(property, value);
  return style;
}
