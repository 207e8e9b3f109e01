// The simple rules of an HTML body's `<style>` blocks, so that text hidden through a class or an
// id ("<style>.x{display:none}</style><div class=x>filler</div>") is seen as hidden like text
// hidden inline. No CSS engine: only top-level rules whose selector is one class or id (with an
// optional tag) are kept. Rules inside @media and friends are skipped, because mail templates use
// them to swap desktop and mobile versions, and descendant or pseudo selectors are skipped, because
// resolving them needs the whole tree. Hiding tricks in lure templates use the simple form.

/** Declarations by selector key: `.name` for a class, `#name` for an id. */
export type StyleRules = Map<string, Map<string, string>>;

const MAX_CSS_CHARS = 100_000;
const MAX_RULES = 2_000;
const MAX_STYLE_CHARS = 2_000;
/** One class or id, optionally after a tag name: `.hide`, `div.hide`, `#x`. */
const SIMPLE_SELECTOR = /^(?:[a-z][a-z0-9]*)?([.#][-_a-z0-9]+)$/;

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

/** Adds the simple top-level rules of one style sheet to `rules` (later rules win, as in CSS). */
export function readStyleSheet(css: string, rules: StyleRules): void {
  const text = css.slice(0, MAX_CSS_CHARS).replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/<!--|-->/g, ' ');
  let depth = 0;
  let start = 0;
  let prelude = '';
  let count = 0;
  for (let index = 0; index < text.length && count < MAX_RULES; index++) {
    const char = text[index];
    if (char === '{') {
      if (depth === 0) prelude = text.slice(start, index).trim();
      depth++;
      start = index + 1;
    } else if (char === '}') {
      if (depth === 1 && !prelude.startsWith('@')) {
        addRule(prelude, text.slice(start, index), rules);
        count++;
      }
      depth = Math.max(0, depth - 1);
      start = index + 1;
    } else if (char === ';' && depth === 0) {
      start = index + 1; // a statement at-rule (@import, @charset)
    }
  }
}

function addRule(prelude: string, body: string, rules: StyleRules): void {
  const declarations = parseStyle(body);
  if (declarations.size === 0) return;
  for (const raw of prelude.toLowerCase().split(',')) {
    const key = SIMPLE_SELECTOR.exec(raw.trim())?.[1];
    if (key === undefined) continue;
    const merged = rules.get(key) ?? new Map<string, string>();
    for (const [property, value] of declarations) merged.set(property, value);
    rules.set(key, merged);
  }
}

/** The declarations that apply to an element: its classes' and id's rules, then its inline style. */
export function elementStyle(attribs: Readonly<Record<string, string>>, rules: StyleRules): Map<string, string> {
  const inline = parseStyle(attribs['style'] ?? '');
  if (rules.size === 0) return inline;
  const keys = [...(attribs['class'] ?? '').toLowerCase().split(/\s+/).filter((name) => name !== '').map((name) => `.${name}`)];
  if (attribs['id'] !== undefined) keys.push(`#${attribs['id'].toLowerCase()}`);
  const style = new Map<string, string>();
  for (const key of keys) for (const [property, value] of rules.get(key) ?? []) style.set(property, value);
  if (style.size === 0) return inline;
  for (const [property, value] of inline) style.set(property, value);
  return style;
}
