// Indirect objects found by number in the file's text (`12 0 obj`), for the few references an
// inspector follows (an open action, an image's colour space and colour table). No cross-reference
// table is read: writers that lie in it are the ones an inspector must not trust.

/** Characters of an object read after its `obj` keyword. */
const MAX_BODY_CHARS = 4_096;
const REFERENCE = /^\s*(\d{1,10})\s+(\d{1,5})\s+R\b/;

export interface PdfReference {
  readonly number: string;
  readonly generation: string;
  /** The offset just after the `R`. */
  readonly end: number;
}

/** The reference `n g R` starting at `text[at]` (after white space), or undefined. */
export function readReference(text: string, at: number): PdfReference | undefined {
  const match = REFERENCE.exec(text.slice(at, at + 24));
  return match === null ? undefined : { number: match[1]!, generation: match[2]!, end: at + match[0].length };
}

/** The offset just after object `reference`'s `obj` keyword; -1 when it is not in the file. */
function objectStart(text: string, reference: PdfReference): number {
  const target = new RegExp(String.raw`(?:^|\s)${reference.number}\s+${reference.generation}\s+obj\b`).exec(text);
  return target === null ? -1 : target.index + target[0].length;
}

/** The text of object `reference` after its `obj` keyword, up to `MAX_BODY_CHARS`; undefined when it is not in the file. */
export function objectBody(text: string, reference: PdfReference): string | undefined {
  const start = objectStart(text, reference);
  return start === -1 ? undefined : text.slice(start, start + MAX_BODY_CHARS);
}

export interface PdfStream {
  readonly dictionary: string;
  /** The stream's bytes as stored (still filtered). */
  readonly data: Uint8Array;
}

/** The stream of object `reference`, when it is a stream of at most `maxBytes`. */
export function objectStream(bytes: Uint8Array, text: string, reference: PdfReference, maxBytes: number): PdfStream | undefined {
  const start = objectStart(text, reference);
  if (start === -1) return undefined;
  const keyword = /^([\s\S]*?>>)\s*stream(?:\r\n|\r|\n)/.exec(text.slice(start, start + MAX_BODY_CHARS));
  if (keyword === null || /\bendobj\b/.test(keyword[1]!)) return undefined;
  const dataStart = start + keyword[0].length;
  const end = text.indexOf('endstream', dataStart);
  if (end === -1 || end - dataStart > maxBytes) return undefined;
  return { dictionary: keyword[1]!, data: bytes.subarray(dataStart, end) };
}
