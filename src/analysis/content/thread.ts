// A fake thread: a message dressed as a reply or forward (subject prefix, or a quoted header
// block in the body) that carries neither In-Reply-To nor References, so it answers nothing.

import type { MessageModel } from '../../message/model.ts';
import { APPLE_FORWARD_BANNERS, FORWARD_PREFIXES, FORWARDED_BANNERS, ORIGINAL_BANNERS, REPLY_PREFIXES } from '../knowledge/thread-markers.ts';

/**
 * Reply and forward prefixes (knowledge/thread-markers.ts) with a counter ("Re[2]:", "AW(3):") and
 * their colon. One blank run before the counter and one after it: two optional runs side by side
 * made a subject of blanks quadratic.
 */
const COUNTER_AND_COLON = String.raw`\s*(?:(?:\[\d{1,3}\]|\(\d{1,3}\))\s*)?[:：]`;
const PREFIX = String.raw`(?:${[...REPLY_PREFIXES, ...FORWARD_PREFIXES].join('|')})${COUNTER_AND_COLON}`;
const REPLY_PREFIX = new RegExp(String.raw`^\s*(?:\[[^\]]{0,60}\]\s*)?${PREFIX}`, 'i');
const LEADING_PREFIXES = new RegExp(String.raw`^(?:\s*${PREFIX})+\s*`, 'i');
const TAGGED_PREFIXES = new RegExp(String.raw`^\s*(?:\[[^\]]{0,60}\]\s*)?(?:${PREFIX}\s*)+`, 'i');
// The forward prefixes among them: a reply quotes the mail it answers too, between its own lines.
const FORWARD_PREFIX = new RegExp(String.raw`(?:^|[\s:：\]])(?:${FORWARD_PREFIXES.join('|')})${COUNTER_AND_COLON}`, 'i');

/**
 * The header block a client writes above a quoted message: a From line followed by a Sent line
 * (a From line followed by Date is any header dump, such as a bounce's), or an "Original
 * Message" / "Forwarded message" rule.
 */
// Blanks within a line only: a class that also took newlines made runs of blank lines quadratic
// (32,000 of them took 3 s).
const QUOTED_HEADERS =
  /^[> \t\u00a0*]*(?:from|de|von|van|da)[ \t\u00a0]*:[^\n]{1,200}\n[> \t\u00a0*]*(?:sent|enviado|enviada|gesendet|envoye|envoyé|verzonden)[ \t\u00a0]*:/im;
// Two dashes on either side are enough to test for: longer rules contain them, and a run of
// dashes then costs one step a position.
const ORIGINAL_MESSAGE = new RegExp(`--\\s*(?:${[...ORIGINAL_BANNERS, ...FORWARDED_BANNERS].join('|')})\\s*--`, 'i');

export function looksLikeReply(subject: string): boolean {
  return REPLY_PREFIX.test(subject);
}

/** The subject's leading prefixes say the message forwards another ("Fwd: Re: Invoice 12", "TR: …"), not only that it answers one. */
export function looksLikeForward(subject: string): boolean {
  const prefixes = TAGGED_PREFIXES.exec(subject)?.[0] ?? '';
  return FORWARD_PREFIX.test(prefixes);
}

/** The subject as first written: "Re: Fwd: Invoice 12" → "Invoice 12". */
export function withoutReplyPrefixes(subject: string): string {
  return subject.replace(LEADING_PREFIXES, '').trim();
}

// Apple Mail's forward line (knowledge/thread-markers.ts) at the start of a line, before its header block with no Sent line.
const APPLE_FORWARD_LINE = new RegExp(`^[> \\t\\u00a0]*(?:${APPLE_FORWARD_BANNERS.join('|')})[ \\t\\u00a0]*:`, 'im');

/** A line that opens a quotation: a mail client's `>` or a quotation mark (a text message copied in). */
const QUOTED_LINE = /^[ \t\u00a0]*(?:>|["“”„«‘’'])/m;

/**
 * A From line and a Subject line indented together: a message a writer pastes into their own
 * text to show it ("The message looks like this:"), as an IT desk quotes the lure it warns of.
 */
const CITED_HEADERS =
  /^[ \t\u00a0]+(?:from|de|von|van|da)[ \t\u00a0]*:[^\n]{1,200}\n[ \t\u00a0]+(?:subject|asunto|assunto|objet|betreff|onderwerp)[ \t\u00a0]*:/im;

/**
 * Where the quoted part of a text starts (a quoted header block, an "Original message" rule, Apple
 * Mail's "Begin forwarded message:", a `>` line, a line opening with a quotation mark or a cited
 * From and Subject), or -1: what comes before it is the writer's own.
 */
export function quoteStart(text: string): number {
  return firstStart(text, [QUOTED_HEADERS, ORIGINAL_MESSAGE, APPLE_FORWARD_LINE, QUOTED_LINE, CITED_HEADERS]);
}

/** A `>` line at the start of a line: a mail client's quotation (not a quotation mark). */
const MAIL_QUOTED_LINE = /^[ \t\u00a0]*>/m;

/**
 * Where a mail client's quotation starts (a quoted header block, an "Original message" or
 * forward banner, a `>` line), or -1; unlike quoteStart, a line opening with a quotation mark
 * does not count: newsletters and letters open lines with quoted words.
 */
export function mailQuoteStart(text: string): number {
  return firstStart(text, [QUOTED_HEADERS, ORIGINAL_MESSAGE, APPLE_FORWARD_LINE, MAIL_QUOTED_LINE]);
}

function firstStart(text: string, patterns: readonly RegExp[]): number {
  const starts = patterns.map((pattern) => pattern.exec(text)?.index ?? -1).filter((index) => index >= 0);
  if (starts.length === 0) return -1;
  // ORIGINAL_MESSAGE matches from the rule's last two dashes (so it never backtracks over a long run): the quote starts with the whole rule.
  let start = Math.min(...starts);
  while (start > 0 && text[start - 1] === '-') start -= 1;
  return start;
}

export function quotesAMessage(text: string): boolean {
  return QUOTED_HEADERS.test(text) || ORIGINAL_MESSAGE.test(text);
}

export function belongsToThread(model: MessageModel): boolean {
  return ['in-reply-to', 'references'].some((key) => model.header(key).some((value) => value.trim() !== ''));
}

/** Delivery and feedback reports quote the message they report on: that is their job, not a disguise. */
export function isReport(model: MessageModel): boolean {
  if (model.root.contentType === 'multipart/report') return true;
  return model.addresses.from.some((mailbox) => /^(?:mailer-daemon|postmaster)@/i.test(mailbox.address));
}

export function isFakeThread(model: MessageModel, visibleText: string): boolean {
  if (belongsToThread(model) || isReport(model)) return false;
  return looksLikeReply(model.subject) || quotesAMessage(visibleText);
}
