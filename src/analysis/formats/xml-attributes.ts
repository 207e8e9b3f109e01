// Just enough XML for Office parts: the attributes of the elements with one name, entities
// decoded. Elements are read by an XML tokenizer (htmlparser2 in xmlMode, linear), not a pattern:
// a `>` inside a quoted value is legal XML and must not end the tag, or the attributes after it
// (a remote template's Target) go unread.

import { Parser } from 'htmlparser2';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXmlEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9A-Fa-f]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/g, (whole, name: string) => {
    if (name.startsWith('#x')) return safeCodePoint(parseInt(name.slice(2), 16), whole);
    if (name.startsWith('#')) return safeCodePoint(parseInt(name.slice(1), 10), whole);
    return ENTITIES[name] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** The attributes of each `<element …>` in `xml` (the local name, any prefix), at most `max` elements. */
export function elementAttributes(xml: string, element: string, max: number): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  if (max <= 0) return out;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name.slice(name.indexOf(':') + 1) !== element) return;
        out.push({ ...attributes });
        if (out.length >= max) parser.pause();
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return out;
}
