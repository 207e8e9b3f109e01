// What the model must not read as words, whichever collection a message comes from: redaction
// placeholders (`[…]` over a removed value) and the addresses written in a text. Corpora rewrite
// or blank addresses and write placeholders in one class and not another; read as words they
// would teach the model the collection, not the intent. Domains are read from links and headers.

/** A bracketed placeholder of a few letters, or an address; local parts bounded (linear on long words). */
const PLACEHOLDER_OR_ADDRESS = /\[[a-z ]{2,20}\]|[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})*/gi;

/** The text without placeholders and written addresses. */
export function withoutArtefacts(text: string): string {
  return text.includes('@') || text.includes('[') ? text.replace(PLACEHOLDER_OR_ADDRESS, ' ') : text;
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
