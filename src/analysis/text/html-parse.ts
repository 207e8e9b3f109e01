// htmlparser2 with the options every reader here uses and a bound on its element stack. That
// stack grows by `unshift`, so each opening tag costs the current depth: 100,000 unclosed
// `<div>`s took 5.8 s to read (measured). Real mail nests a few hundred elements deep at most.
// When MAX_OPEN_ELEMENTS are open, a fresh tokenizer reads on from that tag: the readers keep
// their own stacks, so what the open elements set (a hidden box, an open link) still holds, and
// nothing after the deep part goes unread; only the closing tags of the elements opened before
// are no longer matched, so the reading is approximate and the caller says so.

import { Parser, type Handler } from 'htmlparser2';

export const MAX_OPEN_ELEMENTS = 1_000;

/** Runs `handler` over `html`; false when the nesting passed MAX_OPEN_ELEMENTS and the reading is approximate. */
export function parseHtml(html: string, handler: Partial<Handler>): boolean {
  let exact = true;
  let from = 0;
  for (;;) {
    let open = 0;
    let stoppedAt = -1;
    const parser: Parser = new Parser(
      {
        ...handler,
        onopentag(name, attributes, isImplied) {
          if (stoppedAt !== -1) return;
          if (++open > MAX_OPEN_ELEMENTS) {
            stoppedAt = parser.startIndex;
            parser.pause();
            return;
          }
          handler.onopentag?.(name, attributes, isImplied);
        },
        onclosetag(name, isImplied) {
          // A void element that tipped the bound still closes itself; its opening was not passed on.
          if (stoppedAt !== -1) return;
          open--;
          handler.onclosetag?.(name, isImplied);
        },
      },
      { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
    );
    parser.end(from === 0 ? html : html.slice(from));
    if (stoppedAt <= 0) return exact;
    exact = false;
    from += stoppedAt;
  }
}
