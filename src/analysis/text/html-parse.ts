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
