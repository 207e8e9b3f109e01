// What the model must not read as words, whichever collection a message comes from: redaction
// placeholders (`[…]` over a removed value) and the addresses written in a text. Corpora rewrite
// or blank addresses and write placeholders in one class and not another; read as words they
// would teach the model the collection, not the intent. Domains are read from links and headers.

/** A bracketed placeholder of a few letters, or an address; local parts bounded (linear on long words). */
const PLACEHOLDER_OR_ADDRESS = /\[[a-z ]{2,20}\]|[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})*/gi;

/** The same, tried at one position: the search below jumps to where a match can start. */
const ARTEFACT_HERE = new RegExp(PLACEHOLDER_OR_ADDRESS.source, 'iy');
/** An address's local part is at most this long: a match starts at most this far before its `@`. */
const MAX_LOCAL = 64;

/**
 * The text without placeholders and written addresses: what replacing PLACEHOLDER_OR_ADDRESS
 * gives, but tried only at a `[` or up to MAX_LOCAL characters before an `@` (a match can start
 * nowhere else), where the replace would try every position of a long text.
 */
export function withoutArtefacts(text: string): string {
  if (!text.includes('@') && !text.includes('[')) return text;
  const out: string[] = [];
  let copied = 0;
  let position = 0;
  let bracket = text.indexOf('[');
  let at = text.indexOf('@');
  while (position < text.length) {
    if (bracket !== -1 && bracket < position) bracket = text.indexOf('[', position);
    if (at !== -1 && at <= position) at = text.indexOf('@', position + 1);
    const beforeAt = at === -1 ? -1 : Math.max(position, at - MAX_LOCAL);
    if (bracket === -1 && beforeAt === -1) break;
    position = bracket === -1 ? beforeAt : beforeAt === -1 ? bracket : Math.min(bracket, beforeAt);
    ARTEFACT_HERE.lastIndex = position;
    const match = ARTEFACT_HERE.exec(text);
    if (match === null) {
      position++;
      continue;
    }
    out.push(text.slice(copied, position), ' ');
    position += match[0].length;
    copied = position;
  }
  if (copied === 0) return text;
  out.push(text.slice(copied));
  return out.join('');
}

/**
 * A header value or address that carries nothing to read: blank, an empty path, a placeholder,
 * or an address whose domain has no dot (no mail can be delivered there). Read as if absent.
 */
export function isScrubbed(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '<>') return true;
  if (/^\[[a-z ]{2,20}\]$/i.test(trimmed)) return true;
  const at = trimmed.lastIndexOf('@');
  return at !== -1 && !trimmed.slice(at + 1).includes('.');
}
