// Removes delimited blocks (CSS comments, armoured signatures) in one pass with indexOf: a
// lazy regex rescans the rest of the text from every opening marker that is never closed.

/**
 * The text with each `open … close` block replaced by a space. An opening marker that is never
 * closed either runs to the end (`unclosed: 'to-end'`, as a CSS comment does) or is left as text
 * (`unclosed: 'text'`).
 */
export function withoutBlocks(text: string, open: string, close: string, unclosed: 'to-end' | 'text'): string {
  const parts: string[] = [];
  let index = 0;
  while (index < text.length) {
    const begin = text.indexOf(open, index);
    const end = begin === -1 ? -1 : text.indexOf(close, begin + open.length);
    if (begin === -1 || (end === -1 && unclosed === 'text')) {
      parts.push(text.slice(index));
      break;
    }
    parts.push(text.slice(index, begin), ' ');
    if (end === -1) break;
    index = end + close.length;
  }
  return parts.join('');
}
