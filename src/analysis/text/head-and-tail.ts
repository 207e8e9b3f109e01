// Keeps the beginning and the end of a text too long to read whole. A lure placed after pages of
// filler is at the end, so a reader that keeps only the beginning is blind to it; this one keeps
// `headChars` from the start and the last `tailChars`, in linear time and bounded memory, and
// says whether anything between them was dropped.

/** Between the head and the tail when something was dropped: a line break, so no word is glued across the gap. */
export const GAP = '\n';

export class HeadAndTail {
  readonly #head: string[] = [];
  #headLeft: number;
  #tail: string[] = [];
  #tailStart = 0;
  #tailLength = 0;
  readonly #tailMax: number;
  #dropped = false;
  #last = '';

  constructor(headChars: number, tailChars: number) {
    this.#headLeft = Math.max(0, headChars);
    this.#tailMax = Math.max(0, tailChars);
  }

  push(text: string): void {
    if (text === '') return;
    this.#last = text;
    if (this.#headLeft > 0) {
      const taken = text.length > this.#headLeft ? text.slice(0, this.#headLeft) : text;
      this.#head.push(taken);
      this.#headLeft -= taken.length;
      if (taken.length === text.length) return;
      text = text.slice(taken.length);
    }
    this.#tail.push(text);
    this.#tailLength += text.length;
    // Whole pieces leave the front once the rest still fills the tail; the last cut is made on reading.
    while (this.#tailStart < this.#tail.length && this.#tailLength - this.#tail[this.#tailStart]!.length >= this.#tailMax) {
      this.#tailLength -= this.#tail[this.#tailStart]!.length;
      this.#tail[this.#tailStart++] = '';
      this.#dropped = true;
    }
    if (this.#tailStart > 1024 && this.#tailStart * 2 > this.#tail.length) {
      this.#tail = this.#tail.slice(this.#tailStart);
      this.#tailStart = 0;
    }
  }

  /** The last piece pushed ('' before any). */
  get last(): string {
    return this.#last;
  }

  /** Something between the head and the tail was left out. */
  get cut(): boolean {
    return this.#dropped || this.#tailLength > this.#tailMax;
  }

  toString(): string {
    const head = this.#head.join('');
    let tail = this.#tail.slice(this.#tailStart).join('');
    if (tail.length > this.#tailMax) tail = tail.slice(tail.length - this.#tailMax);
    return this.cut ? `${head}${GAP}${tail}` : `${head}${tail}`;
  }
}

/** The text whole when it has at most `headChars + tailChars` characters, else its head and its tail. */
export function headAndTail(text: string, headChars: number, tailChars: number): { readonly text: string; readonly cut: boolean } {
  if (text.length <= headChars + tailChars) return { text, cut: false };
  return { text: `${text.slice(0, headChars)}${GAP}${text.slice(text.length - tailChars)}`, cut: true };
}
