// Just enough XML for Office parts: the attributes of the elements with one name, entities decoded.
// Office writes these parts mechanically (no CDATA or comments around relationships), and a
// regular expression without nested quantifiers stays linear on hostile input.

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

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
  const tag = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${element}\\b([^>]*)>`, 'g');
  for (let match = tag.exec(xml); match !== null && out.length < max; match = tag.exec(xml)) {
    const attributes: Record<string, string> = {};
    ATTRIBUTE.lastIndex = 0;
    const text = match[1]!;
    for (let attribute = ATTRIBUTE.exec(text); attribute !== null; attribute = ATTRIBUTE.exec(text)) {
      attributes[attribute[1]!] = decodeXmlEntities(attribute[2] ?? attribute[3] ?? '');
    }
    out.push(attributes);
  }
  return out;
}
