// htmlparser2 with the options every reader here uses and a bound on its element stack. That
// stack grows by `unshift`, so each opening tag costs the current depth: 100,000 unclosed
// `<div>`s took 5.1 s to analyse (measured). Real mail nests a few hundred elements deep at most.
// When MAX_OPEN_ELEMENTS are open, every open element is closed for the readers and a fresh
// tokenizer reads on from that tag, as if the rest were a new document. Nothing after the deep
// part goes unread, and no wrapper opened before it (a hidden box, a <noscript>, an open link)
// can hide it; the reading is approximate and the caller says so. `parseXml` is the same in
// xmlMode (Office parts: a relationship part of 1 MiB of unclosed elements took 136 s).

import { Parser, type Handler, type ParserOptions } from 'htmlparser2';

export const MAX_OPEN_ELEMENTS = 1_000;

const HTML_OPTIONS: ParserOptions = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true };
/** XML as written: names keep their case and prefix, XML entities are decoded. */
const XML_OPTIONS: ParserOptions = { xmlMode: true, decodeEntities: true };

/** Runs `handler` over `html`; false when the nesting passed MAX_OPEN_ELEMENTS and the reading is approximate. */
export function parseHtml(html: string, handler: Partial<Handler>): boolean {
  return parseBounded(html, handler, HTML_OPTIONS);
}

/** Runs `handler` over `xml` in xmlMode, with the same bound on open elements. */
export function parseXml(xml: string, handler: Partial<Handler>): boolean {
  return parseBounded(xml, handler, XML_OPTIONS);
}

function parseBounded(html: string, handler: Partial<Handler>, options: ParserOptions): boolean {
  let exact = true;
  let from = 0;
  for (;;) {
    // The names htmlparser2 has open, innermost last: it closes elements strictly from the top.
    const open: string[] = [];
    let stoppedAt = -1;
    const parser: Parser = new Parser(
      {
        ...handler,
        onopentag(name, attributes, isImplied) {
          if (stoppedAt !== -1) return;
          if (open.length >= MAX_OPEN_ELEMENTS) {
            stoppedAt = parser.startIndex;
            parser.pause();
            return;
          }
          open.push(name);
          handler.onopentag?.(name, attributes, isImplied);
        },
        onclosetag(name, isImplied) {
          // A void element that tipped the bound still closes itself; its opening was not passed on.
          if (stoppedAt !== -1) return;
          open.pop();
          handler.onclosetag?.(name, isImplied);
        },
      },
      options,
    );
    parser.end(from === 0 ? html : html.slice(from));
    if (stoppedAt === -1) return exact;
    for (let index = open.length - 1; index >= 0; index--) handler.onclosetag?.(open[index] ?? '', true);
    exact = false;
    from += Math.max(stoppedAt, 1);
  }
}

/** A reader of one HTML pass: its handler, and what it makes of the pass once it is over. */
export interface HtmlReader<T> {
  readonly handler: Partial<Handler>;
  /** `complete` is parseHtml's answer: false when the reading was approximate. */
  finish(complete: boolean): T;
}

/** The outcome of one reader of a shared pass: what it made, or the error it threw. */
export type HtmlReaderOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

/**
 * Runs several readers over one tokenisation of `html` (tokenising costs more than most
 * readers). Each reader sees exactly what parseHtml would show it alone; one that throws is
 * left out of the rest of the pass and its error is its outcome, so it fails alone.
 */
export function parseHtmlFor<A, B>(html: string, first: HtmlReader<A>, second: HtmlReader<B>): [HtmlReaderOutcome<A>, HtmlReaderOutcome<B>] {
  const readers: ReadonlyArray<HtmlReader<unknown>> = [first, second];
  const errors: Array<{ error: unknown } | undefined> = readers.map(() => undefined);
  const fanOut: Partial<Handler> = {};
  const names = new Set(readers.flatMap((reader) => Object.keys(reader.handler))) as Set<keyof Handler>;
  for (const name of names) {
    const callbacks = readers.map((reader) => reader.handler[name] as ((a?: unknown, b?: unknown, c?: unknown) => void) | undefined);
    // Every Handler callback takes at most three arguments: passed as such, an event allocates
    // no argument array and no closure (the pass makes one call per tag, attribute and text).
    (fanOut as Record<string, (a?: unknown, b?: unknown, c?: unknown) => void>)[name] = (a?: unknown, b?: unknown, c?: unknown): void => {
      for (let index = 0; index < callbacks.length; index++) {
        const callback = callbacks[index];
        if (callback === undefined || errors[index] !== undefined) continue;
        try {
          callback(a, b, c);
        } catch (error) {
          errors[index] = { error };
        }
      }
    };
  }
  const complete = parseHtml(html, fanOut);
  const outcome = <T>(reader: HtmlReader<T>, index: number): HtmlReaderOutcome<T> => {
    const failed = errors[index];
    if (failed !== undefined) return { ok: false, error: failed.error };
    try {
      return { ok: true, value: reader.finish(complete) };
    } catch (error) {
      return { ok: false, error };
    }
  };
  return [outcome(first, 0), outcome(second, 1)];
}
