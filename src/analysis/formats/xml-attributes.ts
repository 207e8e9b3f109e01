// Just enough XML for Office parts: the attributes of the elements with one name, entities
// decoded. Elements are read by an XML tokenizer (htmlparser2 in xmlMode, its element stack
// bounded by `parseXml`, linear), not a pattern:
// a `>` inside a quoted value is legal XML and must not end the tag, or the attributes after it
// (a remote template's Target) go unread.

import { parseXml } from '../text/html-parse.ts';

/** The attributes of each `<element …>` in `xml` (the local name, any prefix), at most `max` elements. */
export function elementAttributes(xml: string, element: string, max: number): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  if (max <= 0) return out;
  parseXml(xml, {
    onopentag(name, attributes) {
      if (out.length < max && name.slice(name.indexOf(':') + 1) === element) out.push({ ...attributes });
    },
  });
  return out;
}
