// One message's derived values: what several areas (and the learned layer after them) read from
// the same message — its reading, its inspected attachments, its authentication evidence, its
// links, its message facts — made on first use and kept for the rest of that analysis. The
// engine makes one holder per message and passes it down in the area context, so no module keeps
// a cache of its own keyed by the message. Rule-visible facts are named in facts/catalog.ts;
// the values here are internal structures, typed one by one below.

import type { MessageModel } from '../../message/model.ts';
import type { AreaContext } from '../area.ts';
import type { MessageFiles } from '../attachment-facts.ts';
import type { AuthEvidence } from '../auth/evidence.ts';
import type { QuestionAboutQuote } from '../content/asked-about.ts';
import type { PreparedText } from '../content/analyze-text.ts';
import type { BodyHtml, MessageReading } from '../content/message-reading.ts';
import type { ForwardedLetter } from '../identity/forwarded.ts';
import type { MessageLinks } from '../links/collect.ts';
import { DEFAULT_MAX_HTML_CHARS, htmlToText } from '../text/html-text.ts';
import type { MessageFactName } from './catalog.ts';

/** Each derived value by name, with the module that makes it. */
export interface DerivedValues {
  /** auth/evidence.ts: trusted results and our own verification (DNS is asked once). */
  readonly authEvidence: Promise<AuthEvidence>;
  /** attachment-facts.ts: every attached file inspected, under one inflation budget. */
  readonly inspectedFiles: MessageFiles;
  /** content/message-reading.ts: the one tokenisation of the body HTML, for its reading and its links. */
  readonly bodyHtml: BodyHtml;
  /** content/message-reading.ts: the text as its reader meets it. */
  readonly reading: MessageReading;
  /** content/hidden.ts: the HTML hides text from its reader. */
  readonly hidesText: boolean;
  /** content/message-reading.ts: the reading as the lexicons read it (folded, its words). */
  readonly preparedReading: PreparedText;
  /** content/asked-about.ts: a person's own words asking whether the quote is a scam. */
  readonly questionAboutQuote: QuestionAboutQuote | undefined;
  /** identity/forwarded.ts: the text a quoted thread is read from. */
  readonly quotedText: string;
  /** identity/forwarded.ts: the letter a bare forward carries. */
  readonly forwardedLetter: ForwardedLetter | undefined;
  /** links/collect.ts: every link the links area collected (the learned layer reads them after it). */
  readonly links: MessageLinks;
}

export type DerivedName = keyof DerivedValues;

/** The holder for one message; asking it about another message is a programming error. */
export class MessageDerived {
  readonly #model: MessageModel;
  readonly #values = new Map<DerivedName, unknown>();
  readonly #facts = new Map<MessageFactName, boolean | Promise<boolean>>();
  /** Rendered HTML texts by their source (after the cut): several areas read the same body's text. */
  readonly #htmlTexts = new Map<string, string>();
  readonly #render: typeof htmlToText;

  /** `render` stands in for htmlToText in tests that count renderings. */
  constructor(model: MessageModel, render: typeof htmlToText = htmlToText) {
    this.#model = model;
    this.#render = render;
  }

  /**
   * htmlToText(html, maxChars), rendered once per source for this message. Keyed by the HTML
   * itself, not the model: its parts' and attached messages' HTML are this message's too.
   */
  htmlText(html: string, maxChars: number = DEFAULT_MAX_HTML_CHARS): string {
    const source = html.length > maxChars ? html.slice(0, maxChars) : html;
    let text = this.#htmlTexts.get(source);
    if (text === undefined) {
      text = this.#render(source, maxChars);
      this.#htmlTexts.set(source, text);
    }
    return text;
  }

  /** The value `name` for `model`, made by `make` the first time (a `make` that throws keeps nothing). */
  get<K extends DerivedName>(model: MessageModel, name: K, make: () => DerivedValues[K]): DerivedValues[K] {
    this.#check(model);
    if (this.#values.has(name)) return this.#values.get(name) as DerivedValues[K];
    const value = make();
    this.#values.set(name, value);
    return value;
  }

  /** The value `name` if something has made it already; undefined otherwise. */
  peek<K extends DerivedName>(model: MessageModel, name: K): DerivedValues[K] | undefined {
    this.#check(model);
    return this.#values.get(name) as DerivedValues[K] | undefined;
  }

  /** The message fact `name`, computed by `make` the first time (facts/stage.ts holds the definitions). */
  fact(model: MessageModel, name: MessageFactName, make: () => boolean | Promise<boolean>): boolean | Promise<boolean> {
    this.#check(model);
    let value = this.#facts.get(name);
    if (value === undefined) {
      value = make();
      this.#facts.set(name, value);
    }
    return value;
  }

  #check(model: MessageModel): void {
    if (model !== this.#model) throw new Error('derived values asked for a message other than the one they were made for');
  }
}

/** What an area context holds besides the message's derived values. */
export type AreaEnvironment = Omit<AreaContext, 'derived'>;

/** An area context for one message: the environment and a fresh holder for its derived values. */
export function messageContext(model: MessageModel, environment: AreaEnvironment): AreaContext {
  return { ...environment, derived: new MessageDerived(model) };
}

/** A context for reading one message outside an analysis (scripts, tests): DNS off, no deadline. */
export function offlineContext(model: MessageModel): AreaContext {
  return messageContext(model, { signal: new AbortController().signal, deadline: Number.POSITIVE_INFINITY, trustedAuthservIds: [], dns: 'off' });
}
