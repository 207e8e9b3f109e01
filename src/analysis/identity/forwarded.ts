// The quoted thread a message carries in its text: the sender of a forwarded message, as the
// forward quotes it ("From: PayPal <x@y.example>" above a "Sent:" line), and the domains of every
// person the quoted thread names. Users forward suspicious mail to their security team, and kits
// dress lures as forwards; either way the quoted sender is a claim the analysis can weigh like
// the real one: a brand's name on a foreign domain is impersonation wherever it stands. The
// people of the thread are the other side of the conversation, whose domain a hijacker imitates.

import { toMailbox } from '../../message/addresses.ts';
import type { Mailbox, MessageModel } from '../../message/model.ts';
import type { AreaContext } from '../area.ts';
import { looksLikeForward, looksLikeReply } from '../content/thread.ts';
import { APPLE_FORWARD_BANNERS, FORWARDED_BANNERS, ORIGINAL_BANNERS } from '../knowledge/thread-markers.ts';

/** Text searched for quoted header blocks: forwards put theirs near the top, replies below a short answer. */
const MAX_TEXT = 20_000;
/** Domains kept per thread: real threads name a handful of people. */
const MAX_DOMAINS = 50;
/** Lines read per quoted header block (From, Sent, To, Cc, Subject and a wrapped list or two). */
const MAX_BLOCK_LINES = 10;

// A From line (in the languages the lexicons cover, bold markers and quote marks allowed)
// followed within two lines by a Sent/Date line, as mail clients write a forward's header.
// Blanks are matched within a line only and the captured value starts at a visible character,
// so no two quantifiers compete for the same run of blanks: linear on any text.
const QUOTED_FROM =
  /^[> \t\u00a0*]*(?:from|de|von|van|da|expéditeur)[ \t\u00a0]*:[ \t\u00a0*]*([^\s*][^\n]{0,299})\n(?:[^\n]{0,300}\n){0,2}?[> \t\u00a0*]*(?:sent|date|enviado|enviada|gesendet|datum|envoyé|verzonden|data)[ \t\u00a0]*:/im;
const QUOTED_FROM_ALL = new RegExp(QUOTED_FROM.source, 'gim');
const ADDRESS = String.raw`[^\s<>[\]@]{1,64}@[^\s<>[\]@]{1,253}`;
// `Name <address>`, `Name [mailto:address]` or a bare address; the first mailbox of the line
// ("X <a@b> em nome de Y <c@d>": the address that really sent comes first).
const MAILBOX = new RegExp(String.raw`^\s*"?([^"<[]{0,200}?)"?\s*[<[](?:mailto:)?(${ADDRESS})[>\]]|^\s*(${ADDRESS})`, 'i');
const ADDRESSES = new RegExp(ADDRESS, 'g');
/** Addresses a forwarded letter gives for itself: a sign-off, a contact line, two or three at most. */
const MAX_LETTER_ADDRESSES = 3;
// What a client writes above a forward's header that is not the forwarder's own words: rules of
// dashes or underscores and the banner ("Begin forwarded message:", "---------- Forwarded message ---------",
// knowledge/thread-markers.ts). No blank run is optional between two pieces, so the pattern stays
// linear on a page of blanks.
const BANNER_OR_RULE = new RegExp(`[-_=*]{2,}|(?:${[...APPLE_FORWARD_BANNERS, ...FORWARDED_BANNERS, ...ORIGINAL_BANNERS].join('|')})\\s*:?`, 'gi');
const FORWARDED_BANNER = new RegExp([...APPLE_FORWARD_BANNERS, ...FORWARDED_BANNERS].join('|'), 'i');
// The line a client writes above a quoted reply: "On … <x@y> wrote:", "Am … schrieb …:",
// "Le … a écrit :", "Op … schreef …:" or "… het volgende geschreven:", "El … escribió:",
// "Em … escreveu:", "Il … ha scritto:". It ends with its colon; long ones wrap onto a second line.
const ATTRIBUTION_START = /^[> \t]*(?:on|am|le|op|el|em|il)[ \t]/i;
const ATTRIBUTION = /(?:^|[\s,])(?:wrote|schrieb|a écrit|schreef|geschreven|escribió|escreveu|ha scritto)(?=[\s:])[^\n]{0,300}:[ \t]*$/i;

/** The text the quoted thread is read from: the plain text, or an HTML-only reply's rendered text. */
function quotedText(model: MessageModel, context: AreaContext): string {
  return context.derived.get(model, 'quotedText', () =>
    // Rendering HTML costs; an HTML-only forward or reply says so in its subject (Fw:, RE:, TR:, ENC:…).
    (model.text.trim() !== ''
      ? model.text.slice(0, MAX_TEXT)
      : model.html.trim() !== '' && looksLikeReply(model.subject)
        ? context.derived.htmlText(model.html, MAX_TEXT * 4).slice(0, MAX_TEXT)
        : ''
    ).replace(/\r\n?/g, '\n'),
  );
}

/** The address with the punctuation that ends a sentence or a list after it taken off. */
function trimAddress(address: string): string {
  return address.replace(/[.,;:)"']+$/, '');
}

/** The quoted header block starting at `start`: its lines up to the first blank one, at most MAX_BLOCK_LINES. */
function blockAt(text: string, start: number): string {
  let end = start;
  for (let line = 0; line < MAX_BLOCK_LINES && end < text.length; line++) {
    const next = text.indexOf('\n', end);
    const stop = next === -1 ? text.length : next;
    if (/^[> \t\u00a0]*$/.test(text.slice(end, stop))) break;
    end = stop + 1;
  }
  return text.slice(start, end);
}

/** The quoted sender of the forwarded message this one carries in its text, if any. */
export function forwardedSender(model: MessageModel, context: AreaContext): Mailbox | undefined {
  const line = QUOTED_FROM.exec(quotedText(model, context))?.[1];
  if (line === undefined) return undefined;
  const mailbox = MAILBOX.exec(line);
  if (mailbox === null) return undefined;
  const address = trimAddress(mailbox[2] ?? mailbox[3] ?? '');
  // Clients write the bare address as the name too ("a@b.example [mailto:a@b.example]"): no name then.
  const name = (mailbox[1] ?? '').trim();
  return toMailbox(name.includes('@') ? '' : name, address);
}

/** A forwarded letter: its sender as the forward quotes it, and the addresses the letter itself gives. */
export interface ForwardedLetter {
  /** A name alone (empty address and domain) when the client wrote no address. */
  readonly sender: Mailbox;
  /** Below the header block, other than the forward's own From, To and Cc: how the letter says it is answered. */
  readonly addresses: readonly Mailbox[];
  /** The letter's own text, below its header block. */
  readonly text: string;
}

/**
 * Nothing but the rule a client draws above a quoted letter (Outlook's line of underscores),
 * under a subject that does not answer it (no "RE:"): the letter passed on as it came, whatever
 * the subject now says (a forward whose "FW:" was cleared, or whose subject was emptied).
 */
function passesOn(subject: string, above: string): boolean {
  return !looksLikeReply(subject) && /[_-]{8}/.test(above);
}

/**
 * The letter a bare forward carries: the subject says Fwd, FW, TR, WG, ENC or RV, or a banner says
 * "forwarded message", and above the quoted header block there are no words of the forwarder's
 * own (only rules and banners). Security teams receive lures forwarded that way, and a kit can
 * dress its letter so; "FYI" or "is this real?" above the quote is a person writing.
 */
export function bareForward(model: MessageModel, context: AreaContext): ForwardedLetter | undefined {
  return context.derived.get(model, 'forwardedLetter', () => forwardedLetter(model, context));
}

function forwardedLetter(model: MessageModel, context: AreaContext): ForwardedLetter | undefined {
  const text = quotedText(model, context);
  const header = QUOTED_FROM.exec(text);
  if (header === null) return undefined;
  const above = text.slice(0, header.index);
  if (!looksLikeForward(model.subject) && !FORWARDED_BANNER.test(above) && !passesOn(model.subject, above)) return undefined;
  if (/[\p{L}\p{N}]/u.test(above.replace(BANNER_OR_RULE, ''))) return undefined;
  const sender = forwardedSender(model, context) ?? toMailbox((header[1] ?? '').trim(), '');
  const block = blockAt(text, header.index);
  const own = new Set([...model.addresses.from, ...model.addresses.to, ...model.addresses.cc].map((entry) => entry.address.toLowerCase()));
  for (const [address] of block.matchAll(ADDRESSES)) own.add(letterAddress(address).address.toLowerCase());
  const letter = text.slice(header.index + block.length);
  const addresses = new Map<string, Mailbox>();
  for (const [address] of letter.matchAll(ADDRESSES)) {
    const found = letterAddress(address);
    const key = found.address.toLowerCase();
    if (found.domain !== '' && !own.has(key)) addresses.set(key, found);
    // A letter that lists more addresses than a sign-off has is a directory, not its own.
    if (addresses.size > MAX_LETTER_ADDRESSES) return { sender, addresses: [], text: letter };
  }
  return { sender, addresses: [...addresses.values()], text: letter };
}

/** An address as written in running text ("Email:(x@y.example)", "mailto:x@y.example"), the label and punctuation around it taken off. */
function letterAddress(written: string): Mailbox {
  return toMailbox('', trimAddress(written).replace(/^.*[:(<"']/, ''));
}

/**
 * The domains of everyone the quoted thread names: every address in each quoted header block
 * (From, To, Cc…, from its From line to the blank line under it) and in each attribution line.
 */
export function threadDomains(model: MessageModel, context: AreaContext): string[] {
  const text = quotedText(model, context);
  const domains = new Set<string>();
  const collect = (snippet: string): void => {
    for (const [address] of snippet.matchAll(ADDRESSES)) {
      const { domain } = toMailbox('', trimAddress(address));
      if (domain !== '' && domains.size < MAX_DOMAINS) domains.add(domain);
    }
  };
  for (const block of text.matchAll(QUOTED_FROM_ALL)) collect(blockAt(text, block.index));
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (!ATTRIBUTION_START.test(line)) continue;
    const attribution = line.trimEnd().endsWith(':') ? line : `${line} ${(lines[index + 1] ?? '').replace(/^[> \t]*/, '')}`;
    if (ATTRIBUTION.test(attribution)) collect(attribution);
  }
  return [...domains];
}
