// The learned layer's view of a message: named features, counted. Families are namespaced by a
// prefix (`w:` word, `q:` quoted word, `s:` subject word, `c:` character n-gram of a disguised
// word, `u…:` link parts, `h:` header facts, `a:` attachment kinds, `sig:` signal codes), so a
// word and a host label never share a name.
//
// What it never looks at: trace and transport headers (Received, Return-Path, X-Originating-IP,
// Delivered-To, Authentication-Results, ARC-*, DKIM-Signature, Received-SPF) and the `auth_*`
// codes. The training sets differ in era (2002 mail has no DKIM; written mail has no trace), so
// those would teach the model the collection, not the intent; the project is also judged with
// trace headers removed. Scrubbed fields (artefacts.ts) read as absent, in every class.

import type { SignalCode } from '../../contract/signals.ts';
import type { Mailbox, MessageModel } from '../../message/model.ts';
import type { AreaContext } from '../area.ts';
import { readMessage, withoutWrittenLinks } from '../content/message-reading.ts';
import { foldForMatching } from '../content/normalize.ts';
import { mailQuoteStart } from '../content/thread.ts';
import { registrableDomain, splitAtSuffix } from '../identity/domains.ts';
import { localPartLooksRandom } from '../identity/randomness.ts';
import { ESP_HEADER_NAMES, ESP_HEADER_PREFIXES } from '../knowledge/esp-headers.ts';
import { isFreemailDomain } from '../knowledge/freemail.ts';
import { knownLinks } from '../links/collect.ts';
import { parseUrl } from '../links/url.ts';
import { isBlank } from '../text/blank.ts';
import { isScrubbed, withoutArtefacts } from './artefacts.ts';

/** Characters of the visible text read: enough for any lure, bounded for long newsletters. */
const MAX_TEXT_CHARS = 12_000;
/** Of a longer text, its beginning and its end: filler put before a lure must not hide it. */
const HEAD_CHARS = 8_000;
const TAIL_CHARS = 4_000;
/** Words read; of a longer text, two thirds from its beginning. */
const MAX_WORDS = 1_500;
const HEAD_WORDS = 1_000;

/** The parts of the visible text read, each with its word budget; `fromEnd` keeps a part's last words. */
function readParts(visible: string): readonly (readonly [string, number, boolean])[] {
  if (visible.length <= MAX_TEXT_CHARS) return [[visible, MAX_WORDS, false]];
  return [
    [visible.slice(0, HEAD_CHARS), HEAD_WORDS, false],
    [visible.slice(-TAIL_CHARS), MAX_WORDS - HEAD_WORDS, true],
  ];
}
/** Links read for their parts. */
const MAX_LINKS = 60;
const MAX_WORD_LENGTH = 30;

/** Codes never used as features: trace/authentication evidence, and codes a scrubbed field fakes. */
const EXCLUDED_CODES: ReadonlySet<string> = new Set([
  'sender_return_path_mismatch',
  'structure_received_anomaly',
  // A blank or scrubbed From, To or Message-ID must look like an absent one: these fire on blanks.
  'structure_missing_headers',
  'structure_undisclosed_recipients',
  // Fires where a brand's domain is not DKIM-signed: every 2002 message is unsigned, so it marks the era.
  'sender_brand_domain_unsigned',
]);
/** Codes about the author (From), dropped when the From field was scrubbed. */
const AUTHOR_PREFIX = 'sender_';
/** Codes about the recipient, dropped when To was scrubbed. */
const RECIPIENT_CODES: ReadonlySet<string> = new Set(['sender_same_as_recipient', 'link_recipient_address']);

export type FeatureCounts = Map<string, number>;

function add(counts: FeatureCounts, name: string, count = 1): void {
  counts.set(name, (counts.get(name) ?? 0) + count);
}

/** Mailboxes of a field that are real: scrubbed placeholders and blanks read as absent. */
function realMailboxes(mailboxes: readonly Mailbox[]): Mailbox[] {
  return mailboxes.filter((mailbox) => mailbox.domain !== '' && !isScrubbed(mailbox.address));
}

function fieldScrubbed(model: MessageModel, key: string): boolean {
  const values = model.header(key);
  return values.length === 0 || values.every(isScrubbed);
}

/** Digits inside a word become `0`: "inv2023" and "inv1999" are the same shape. */
function wordShape(word: string): string {
  return /\d/.test(word) ? word.replace(/\d+/g, '0') : word;
}

function textFeatures(counts: FeatureCounts, subject: string, visible: string): void {
  // Words the sender quotes (a forwarded or answered message) are not the sender's own: a
  // question about a forwarded lure and the lure itself share every word but the question.
  const start = mailQuoteStart(visible);
  const own = start < 0 ? visible : visible.slice(0, start);
  const quoted = start < 0 ? '' : visible.slice(start);
  const parts = [
    ...readParts(own).map(([part, budget, fromEnd]) => [withoutArtefacts(part), budget, fromEnd, 'w:'] as const),
    ...(quoted === '' ? [] : readParts(quoted).map(([part, budget, fromEnd]) => [withoutArtefacts(part), budget, fromEnd, 'q:'] as const)),
  ];
  for (const [part, budget, fromEnd, prefix] of parts) {
    // Links written out as text are read as links (linkFeatures), not as words.
    const folded = foldForMatching(withoutWrittenLinks(part));
    const tokens = folded.split(' ');
    let read = 0;
    // Single words only: word pairs learned how the training mail's writers phrase things, and
    // lowered recall on real phishing that the model never trained on.
    // The end of a long text is read as its last `budget` tokens (a few more than words: short ones are skipped).
    for (const token of fromEnd ? tokens.slice(-budget) : tokens) {
      if (token.length < 2 || token.length > MAX_WORD_LENGTH) continue;
      add(counts, `${prefix}${wordShape(token)}`);
      if (++read >= budget) break;
    }
  }
  for (const token of foldForMatching(withoutArtefacts(subject.slice(0, 500))).split(' ')) {
    if (token.length >= 2 && token.length <= MAX_WORD_LENGTH) add(counts, `s:${wordShape(token)}`);
  }
  // Artefacts never span a line break, so the parts already cleaned above are not searched again.
  disguisedWordFeatures(counts, `${withoutArtefacts(subject)}\n${parts.map(([part]) => part).join('\n')}`);
}

/** A word with digits or symbols between its letters ("p4ssw0rd", "v!agra", "acc0unt"). */
const DISGUISED = /^\p{L}+[\d@$!|*_.]+\p{L}[\p{L}\d@$!|*_.]*$/u;
const MAX_DISGUISED = 50;

/**
 * Character 3-grams of disguised words (in a text without artefacts): the spelling varies, its
 * pieces repeat. Not 4- and 5-grams too: a word then gave some thirty features against a plain
 * word's one, and on a unit-length vector host names and abbreviations drowned the message's words.
 */
function disguisedWordFeatures(counts: FeatureCounts, text: string): void {
  let seen = 0;
  for (const token of symbolTokens(text)) {
    const word = token.toLowerCase();
    if (word.includes('://') || word.includes('@') && word.indexOf('@') > 0 && word.includes('.', word.indexOf('@')) || !DISGUISED.test(word)) continue;
    if (/^\p{L}+\.\p{L}+$/u.test(word)) continue; // a domain or an abbreviation, not a disguise
    add(counts, 'c:disguised');
    const padded = `^${word}$`;
    for (let i = 0; i + 3 <= padded.length; i++) add(counts, `c:${padded.slice(i, i + 3)}`);
    if (++seen >= MAX_DISGUISED) break;
  }
}

/** Tokens: up to 20 characters between delimiters, a longer run cut every 20, at least 4. */
const TOKEN = /[^\s<>()[\]{}"',;:]{4,20}/gu;
/** A digit or a symbol a disguise puts between letters. */
const SYMBOL = /[\d@$!|*_.]/;
const SYMBOLS = /[\d@$!|*_.]/g;
const SURROGATE = /[\ud800-\udfff]/;
const TOKEN_LENGTH = 20;
const MIN_TOKEN = 4;

function isDelimiter(code: number): boolean {
  return isBlank(code) || code === 0x3c || code === 0x3e || code === 0x28 || code === 0x29 || code === 0x5b || code === 0x5d || code === 0x7b || code === 0x7d || code === 0x22 || code === 0x27 || code === 0x2c || code === 0x3b || code === 0x3a;
}

/**
 * The tokens of `text` (TOKEN) that hold a SYMBOL, in order. Found from the symbols rather than
 * by matching every word: most words hold none. Each run between delimiters is walked once; text
 * with characters outside the BMP, where the pattern counts code points, is matched by it.
 */
export function* symbolTokens(text: string): Generator<string> {
  if (SURROGATE.test(text)) {
    for (const [token] of text.matchAll(TOKEN)) if (SYMBOL.test(token)) yield token;
    return;
  }
  let runStart = 0;
  let runEnd = -1;
  const symbols = new RegExp(SYMBOLS);
  for (let found = symbols.exec(text); found !== null; found = symbols.exec(text)) {
    const at = found.index;
    if (at >= runEnd) {
      runStart = at;
      while (runStart > 0 && !isDelimiter(text.charCodeAt(runStart - 1))) runStart--;
      runEnd = at + 1;
      while (runEnd < text.length && !isDelimiter(text.charCodeAt(runEnd))) runEnd++;
    }
    const tokenStart = runStart + Math.floor((at - runStart) / TOKEN_LENGTH) * TOKEN_LENGTH;
    const tokenEnd = Math.min(tokenStart + TOKEN_LENGTH, runEnd);
    // The next symbol to look at is past this token (a token is read once whatever it holds).
    symbols.lastIndex = tokenEnd;
    if (tokenEnd - tokenStart >= MIN_TOKEN) yield text.slice(tokenStart, tokenEnd);
  }
}

function bucket(value: number, edges: readonly number[]): number {
  let index = 0;
  while (index < edges.length && value >= edges[index]!) index++;
  return index;
}

// A domain's top-level label, digits and hyphens (a look-alike's "secure-login-bank"). Not its
// length or entropy, nor "no hyphen": those read how the training mail's writers named domains
// (long, hyphenated), and made real campaigns on short plain domains look legitimate.
function domainShape(counts: FeatureCounts, prefix: string, domain: string): void {
  const { name, suffix } = splitAtSuffix(domain);
  add(counts, `${prefix}tld:${suffix}`);
  if (/\d/.test(name)) add(counts, `${prefix}digits`);
  const hyphens = (name.match(/-/g) ?? []).length;
  if (hyphens > 0) add(counts, `${prefix}hyphens:${Math.min(3, hyphens)}`);
}

function linkFeatures(counts: FeatureCounts, model: MessageModel, context: AreaContext, author: string): string[] {
  const links = (knownLinks(model, context)?.links ?? []).filter((link) => link.role !== 'resource' || link.origin === 'qr');
  const domains = new Set<string>();
  let read = 0;
  for (const link of links) {
    if (read >= MAX_LINKS) break;
    const parsed = parseUrl(link.href);
    if (parsed.scheme === 'mailto' || parsed.scheme === 'tel' || parsed.scheme === 'cid' || parsed.scheme === 'data') continue;
    if (isScrubbed(link.href)) continue;
    read++;
    // The scheme is left out: https everywhere is an era, not an intent.
    if (parsed.hostKind === 'ipv4' || parsed.hostKind === 'ipv6') add(counts, 'u:ip_host');
    if (parsed.hostKind !== 'domain') continue;
    const registrable = registrableDomain(parsed.host);
    if (registrable === undefined) continue;
    const first = !domains.has(registrable);
    domains.add(registrable);
    if (first) {
      add(counts, `ud:${registrable}`);
      domainShape(counts, 'ur:', registrable);
      for (const label of parsed.host.slice(0, parsed.host.length - registrable.length).split('.')) {
        // "www" says nothing of who runs a host; read as a feature it marked legitimate mail.
        if (label !== '' && label !== 'www') add(counts, `uh:${wordShape(label)}`);
      }
    }
    const path = parsed.url?.pathname ?? '';
    for (const word of foldForMatching(path.slice(0, 200)).split(' ')) {
      if (word.length >= 3 && word.length <= 20 && /^\p{L}+$/u.test(word)) add(counts, `up:${word}`);
    }
    if (link.origin === 'qr') add(counts, 'u:qr');
    if (link.inDocument) add(counts, 'u:in_document');
  }
  add(counts, `u:count:${bucket(read, [1, 2, 4, 8, 16, 32])}`);
  add(counts, `u:domains:${bucket(domains.size, [1, 2, 3, 5, 10])}`);
  if (author !== '' && domains.size > 0) {
    const own = registrableDomain(author);
    add(counts, own !== undefined && domains.has(own) ? 'h:links_on_author_domain' : 'h:links_elsewhere');
  }
  return [...domains];
}

function headerFeatures(counts: FeatureCounts, model: MessageModel): { author: string; fromScrubbed: boolean; toScrubbed: boolean } {
  const from = realMailboxes(model.addresses.from)[0];
  const fromScrubbed = from === undefined;
  const author = from?.domain.toLowerCase() ?? '';
  const authorRegistrable = author === '' ? undefined : registrableDomain(author);
  if (from !== undefined) {
    if (authorRegistrable !== undefined) domainShape(counts, 'hf:', authorRegistrable);
    if (isFreemailDomain(author)) add(counts, 'h:from_freemail');
    const local = from.address.slice(0, from.address.lastIndexOf('@'));
    if (localPartLooksRandom(local)) add(counts, 'h:from_local_random');
    if (/\d{3,}/.test(local)) add(counts, 'h:from_local_digits');
    if (/^(?:no-?reply|do-?not-?reply)/i.test(local)) add(counts, 'h:from_noreply');
    const name = from.name.trim();
    if (name === '') add(counts, 'h:from_no_name');
    else for (const word of foldForMatching(withoutArtefacts(name.slice(0, 120))).split(' ')) if (word.length >= 2) add(counts, `fn:${wordShape(word)}`);
  }
  const replyTo = realMailboxes(model.addresses.replyTo)[0];
  if (replyTo !== undefined && authorRegistrable !== undefined) {
    const other = registrableDomain(replyTo.domain) !== authorRegistrable;
    add(counts, other ? 'h:reply_to_other_domain' : 'h:reply_to_same_domain');
    if (other && isFreemailDomain(replyTo.domain)) add(counts, 'h:reply_to_freemail');
  }
  const messageId = model.header('message-id').find((value) => !isScrubbed(value));
  const idDomain = messageId === undefined ? undefined : /@([^>\s]+)>?\s*$/.exec(messageId)?.[1]?.toLowerCase();
  if (idDomain !== undefined && authorRegistrable !== undefined) {
    add(counts, registrableDomain(idDomain) === authorRegistrable ? 'h:message_id_author_domain' : 'h:message_id_other_domain');
  }
  const to = realMailboxes(model.addresses.to);
  const cc = realMailboxes(model.addresses.cc);
  const toScrubbed = to.length === 0 && fieldScrubbed(model, 'to');
  if (to.length + cc.length > 0) add(counts, `h:recipients:${bucket(to.length + cc.length, [2, 3, 6, 20])}`);
  const mailer = model.header('x-mailer')[0] ?? model.header('user-agent')[0];
  if (mailer !== undefined && !isScrubbed(mailer)) {
    const family = /[a-z]{3,}/i.exec(mailer)?.[0]?.toLowerCase();
    if (family !== undefined) add(counts, `h:mailer:${family}`);
  }
  const names = new Set(model.headers.map((field) => field.key));
  for (const name of ESP_HEADER_NAMES) if (names.has(name)) add(counts, `h:esp:${name}`);
  for (const prefix of ESP_HEADER_PREFIXES) if ([...names].some((name) => name.startsWith(prefix))) add(counts, `h:esp:${prefix}`);
  for (const name of ['list-unsubscribe', 'list-unsubscribe-post', 'list-id', 'list-post']) if (names.has(name)) add(counts, `h:${name}`);
  const precedence = model.header('precedence')[0]?.trim().toLowerCase();
  if (precedence !== undefined && /^[a-z-]{2,12}$/.test(precedence)) add(counts, `h:precedence:${precedence}`);
  return { author, fromScrubbed, toScrubbed };
}

function attachmentFeatures(counts: FeatureCounts, model: MessageModel): void {
  let files = 0;
  for (const attachment of model.attachments.slice(0, 20)) {
    if (attachment.message !== undefined) {
      add(counts, 'a:message');
      continue;
    }
    files++;
    add(counts, `a:type:${attachment.contentType.toLowerCase().slice(0, 60)}`);
    const extension = /\.([a-z0-9]{1,8})$/i.exec(attachment.filename ?? '')?.[1]?.toLowerCase();
    if (extension !== undefined) add(counts, `a:ext:${extension}`);
    if (attachment.disposition === 'inline') add(counts, 'a:inline');
  }
  // Whether the body is plain, HTML or both is left out: it marks the era (2002 mail is plain text) more than the intent.
  if (files > 0) add(counts, `a:count:${bucket(files, [2, 3, 5])}`);
}

function signalFeatures(counts: FeatureCounts, signals: Iterable<SignalCode>, fromScrubbed: boolean, toScrubbed: boolean): void {
  for (const code of signals) {
    if (code.startsWith('auth_') || code.startsWith('coverage_') || EXCLUDED_CODES.has(code)) continue;
    if (fromScrubbed && code.startsWith(AUTHOR_PREFIX)) continue;
    if (toScrubbed && RECIPIENT_CODES.has(code)) continue;
    // The learned layer's own codes are its output, never its input.
    if (code.endsWith('_wording') || code.endsWith('_wording_strong')) continue;
    add(counts, `sig:${code}`);
  }
}

/** The named features of one message, given the codes the areas emitted for it and the analysis's context (its reading, its links). */
export function extractFeatures(model: MessageModel, context: AreaContext, signals: Iterable<SignalCode>): FeatureCounts {
  const counts: FeatureCounts = new Map();
  const reading = readMessage(model, context);
  const { author, fromScrubbed, toScrubbed } = headerFeatures(counts, model);
  // The reading starts with the subject: the body is what follows its first line.
  textFeatures(counts, model.subject, reading.visible);
  linkFeatures(counts, model, context, author);
  attachmentFeatures(counts, model);
  signalFeatures(counts, signals, fromScrubbed, toScrubbed);
  return counts;
}
