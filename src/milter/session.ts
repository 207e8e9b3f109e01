// One milter connection's state machine: option negotiation first, then any number of
// messages (headers, body chunks, end of message), with macros in between. It turns each
// packet into the packets to send back; the transport (server.ts) only moves bytes. Input that
// breaks the protocol is a ProtocolError, and the connection is closed.

import { planFor } from './actions.ts';
import { MessageCollector } from './collector.ts';
import type { MilterConfig } from './config.ts';
import type { Outcome, Submit } from './outcome.ts';
import {
  Command,
  encodeAddHeader,
  encodeChangeHeader,
  encodeFrame,
  encodeNegotiation,
  encodeQuarantine,
  encodeReplyCode,
  type Frame,
  MILTER_VERSION,
  Protocol,
  ProtocolError,
  readHeader,
  readMacros,
  readNegotiation,
  Reply,
  WANTED_ACTIONS,
  WANTED_PROTOCOL,
} from './protocol.ts';

/** Macros kept per connection: Postfix sends a dozen; more is not an MTA. */
const MAX_MACROS = 128;

export interface Handled {
  readonly replies: readonly Buffer[];
  /** The MTA said quit: close the connection after sending the replies. */
  readonly close: boolean;
}

/** What the session reports about each message it finished, for the log. */
export interface MessageReport {
  readonly queueId: string | undefined;
  readonly bytes: number;
  readonly outcome: Outcome;
  readonly disposition: string;
  readonly milliseconds: number;
}

export interface SessionOptions {
  readonly config: Pick<MilterConfig, 'verdicts' | 'onUnavailable' | 'maxMessageBytes'>;
  readonly submit: Submit;
  readonly onMessage?: (report: MessageReport) => void;
}

const CONTINUE = encodeFrame(Reply.continue);

export class MilterSession {
  readonly #options: SessionOptions;
  #negotiated = false;
  #protocol = 0;
  #macros = new Map<string, string>();
  #message: MessageCollector | undefined;
  readonly #abort = new AbortController();
  #answering = false;

  constructor(options: SessionOptions) {
    this.#options = options;
  }

  /** Between the first header of a message and the answer to its end. */
  get inMessage(): boolean {
    return this.#message !== undefined || this.#answering;
  }

  /** Stops an analysis in progress: the MTA went away. */
  close(): void {
    this.#abort.abort(new Error('the milter connection closed'));
  }

  async handle(frame: Frame): Promise<Handled> {
    if (!this.#negotiated && frame.command !== Command.optionNegotiation) {
      throw new ProtocolError(`command 0x${frame.command.toString(16)} before option negotiation`);
    }
    switch (frame.command) {
      case Command.optionNegotiation:
        return this.#negotiate(frame.data);
      case Command.macro:
        this.#setMacros(readMacros(frame.data));
        return none;
      case Command.connect:
        return this.#continueUnless(Protocol.noReplyConnect);
      case Command.helo:
        return this.#continueUnless(Protocol.noReplyHelo);
      case Command.mail:
        // A new envelope starts a new message, whatever was left of the previous one.
        this.#message = undefined;
        return this.#continueUnless(Protocol.noReplyMail);
      case Command.recipient:
        return this.#continueUnless(Protocol.noReplyRecipient);
      case Command.data:
        return this.#continueUnless(Protocol.noReplyData);
      case Command.unknown:
        return this.#continueUnless(Protocol.noReplyUnknown);
      case Command.header: {
        const { name, value } = readHeader(frame.data);
        this.#collector().addHeader(name, value);
        return this.#continueUnless(Protocol.noReplyHeader);
      }
      case Command.endOfHeaders:
        return this.#continueUnless(Protocol.noReplyEndOfHeaders);
      case Command.body:
        this.#collector().addBody(frame.data);
        return this.#continueUnless(Protocol.noReplyBody);
      case Command.endOfMessage:
        // The end of message may carry the last body chunk.
        if (frame.data.length > 0) this.#collector().addBody(frame.data);
        this.#answering = true;
        try {
          return { replies: await this.#endOfMessage(), close: false };
        } finally {
          this.#answering = false;
        }
      case Command.abort:
        this.#message = undefined;
        return none;
      case Command.quitNewConnection:
        this.#message = undefined;
        this.#macros = new Map();
        return none;
      case Command.quit:
        return { replies: [], close: true };
      default:
        throw new ProtocolError(`unknown command 0x${frame.command.toString(16)}`);
    }
  }

  #negotiate(data: Buffer): Handled {
    if (this.#negotiated) throw new ProtocolError('option negotiation twice');
    const offer = readNegotiation(data);
    if (offer.version < MILTER_VERSION) throw new ProtocolError(`milter protocol version ${offer.version} (version 6 is needed)`);
    // Ask only for what the MTA offers; without quarantine or header rights those actions are
    // not possible, and the plan falls back as far as it can (see #endOfMessage).
    this.#protocol = WANTED_PROTOCOL & offer.protocol;
    this.#negotiated = true;
    return { replies: [encodeNegotiation({ version: MILTER_VERSION, actions: WANTED_ACTIONS & offer.actions, protocol: this.#protocol })], close: false };
  }

  #setMacros(macros: Map<string, string>): void {
    for (const [name, value] of macros) {
      if (!this.#macros.has(name) && this.#macros.size >= MAX_MACROS) throw new ProtocolError(`more than ${MAX_MACROS} macros`);
      this.#macros.set(name, value);
    }
  }

  #continueUnless(noReplyFlag: number): Handled {
    return (this.#protocol & noReplyFlag) !== 0 ? none : { replies: [CONTINUE], close: false };
  }

  #collector(): MessageCollector {
    this.#message ??= new MessageCollector(this.#options.config.maxMessageBytes, (this.#protocol & Protocol.headerLeadingSpace) !== 0);
    return this.#message;
  }

  async #endOfMessage(): Promise<Buffer[]> {
    const started = Date.now();
    const collector = this.#collector();
    this.#message = undefined;
    const queueId = this.#macros.get('i');
    const bytes = collector.finish();
    const outcome: Outcome =
      bytes === undefined
        ? { kind: 'skipped', reason: `message-over-${this.#options.config.maxMessageBytes}-bytes` }
        : await this.#options.submit(bytes, queueId, this.#abort.signal);
    const plan = planFor(outcome, this.#options.config);
    this.#options.onMessage?.({ queueId, bytes: collector.size, outcome, disposition: plan.disposition, milliseconds: Date.now() - started });

    if (plan.disposition === 'reject' || plan.disposition === 'tempfail') return [encodeReplyCode(plan.reply!)];
    const leadingSpace = (this.#protocol & Protocol.headerLeadingSpace) !== 0 ? ' ' : '';
    const replies: Buffer[] = [];
    // A sender could forge the verdict headers; the ones that reach the mailbox are ours.
    // Deleted from the last to the first, so no deletion moves the index of the next.
    const forged = collector.headers.filter((header) => header.name.toLowerCase().startsWith('x-centinela-'));
    for (const header of [...forged].reverse()) replies.push(encodeChangeHeader(header.index, header.name, ''));
    if (plan.subjectPrefix !== undefined) {
      const subject = collector.headers.find((header) => header.name.toLowerCase() === 'subject' && header.index === 1);
      if (subject === undefined) replies.push(encodeAddHeader('Subject', leadingSpace + plan.subjectPrefix.trimEnd()));
      else replies.push(encodeChangeHeader(1, subject.name, leadingSpace + plan.subjectPrefix + subject.value.replace(/^[ \t]+/, '')));
    }
    for (const [name, value] of plan.headers) replies.push(encodeAddHeader(name, leadingSpace + value));
    if (plan.disposition === 'quarantine') replies.push(encodeQuarantine(plan.quarantineReason!));
    replies.push(CONTINUE);
    return replies;
  }
}

const none: Handled = { replies: [], close: false };
