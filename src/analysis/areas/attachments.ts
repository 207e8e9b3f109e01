// The attachments area: what each attachment really is (from its bytes, not its name), what it
// carries (programs, archives, macros and what they set out to do, remote templates, active PDF content, smuggling scripts,
// calendar invitations), whether its name or declared type lies, and whether the message text
// hands out the password of a protected one. Nested messages are visited too. Every
// inspection is bounded; what could not be inspected raises `coverage_attachment_uninspected`.

import type { SignalCode } from '../../contract/signals.ts';
import type { Attachment, MessageModel } from '../../message/model.ts';
import type { Area, AreaContext, AreaFindings } from '../area.ts';
import { inspectAttachedMessage, inspectAttachments } from '../attachment-facts.ts';
import type { FileFacts } from '../formats/inspect.ts';
import { registrableLabel, tenantNameOfDomain } from '../identity/domains.ts';
import { sameOrganisation } from '../identity/organisation.ts';
import { isMeetingHost } from '../links/hosting.ts';
import { fileNameLooksRandom } from '../identity/randomness.ts';
import { NOT_PASSWORDS, PASSWORD_FILLERS, PASSWORD_INTRODUCERS, PASSWORD_LABELS } from '../knowledge/password-phrases.ts';

/** Attached messages inside attached messages followed before stopping. */
const MAX_MESSAGE_DEPTH = 3;
/** Declared types of calendar objects (some clients send them as a text/calendar alternative). */
const CALENDAR_TYPES = new Set(['text/calendar', 'application/ics', 'text/x-vcalendar']);
/** Text searched for a password: the note giving one sits near the top of a message. */
const MAX_PASSWORD_TEXT = 20_000;

interface Collected {
  readonly signals: Set<SignalCode>;
  /** An attachment that needs a password to open (encrypted archive or document, or an archive of a kind not opened here). */
  protectedAttachment: boolean;
}

export const attachmentsArea: Area = {
  name: 'attachments',
  run(model: MessageModel, context: AreaContext): AreaFindings {
    const collected: Collected = { signals: new Set(), protectedAttachment: false };
    visitMessage(model, 0, context, collected);
    if (collected.protectedAttachment && offersPassword(model, context)) collected.signals.add('attachment_password_in_body');
    return { signals: [...collected.signals] };
  },
};

function visitMessage(model: MessageModel, depth: number, context: AreaContext, collected: Collected): void {
  const inspected = depth === 0 ? inspectAttachments(model, context) : inspectAttachedMessage(model, context);
  for (const { attachment, facts } of inspected.files) report(facts, attachment, model, collected);
  if (inspected.cut) {
    collected.signals.add('coverage_attachment_uninspected');
    return;
  }
  for (const attachment of model.attachments) {
    if (attachment.message === undefined) continue;
    if (depth + 1 <= MAX_MESSAGE_DEPTH) visitMessage(attachment.message, depth + 1, context, collected);
    else collected.signals.add('coverage_attachment_uninspected');
  }
}

function report(facts: FileFacts, attachment: Attachment, model: MessageModel, collected: Collected): void {
  const add = (code: SignalCode): void => void collected.signals.add(code);
  if (facts.executable) add('attachment_executable');
  if (facts.deceptiveName) add('attachment_name_deceptive');
  if (facts.typeMismatch) add('attachment_type_mismatch');
  if (facts.encrypted) add('attachment_encrypted');
  // A document carrying a packaged program counts as a container holding one.
  if (facts.containsExecutable) add('attachment_archive_executable');
  if (facts.nestedContainer) add('attachment_archive_nested');
  if (facts.html) add('attachment_html');
  if (facts.smuggling) add('attachment_html_smuggling');
  if (facts.macro) add('attachment_office_macro');
  if (facts.macroDropper) add('attachment_office_macro_dropper');
  if (facts.externalRef) add('attachment_office_external_ref');
  if (facts.pdfActive) add('attachment_pdf_active');
  if (facts.uninspected) add('coverage_attachment_uninspected');
  if (facts.encrypted || (facts.uninspected && isArchiveKind(facts.kind))) collected.protectedAttachment = true;
  if (isInvitation(facts, attachment) && (isForeignInvitation(facts, model) || linksBeyondMeeting(facts))) add('attachment_calendar_invite');
  // Inline parts are the body's pictures, which some mail clients name with random strings.
  if (attachment.disposition !== 'inline' && attachment.filename !== undefined && fileNameLooksRandom(attachment.filename)) add('attachment_name_random');
}

function isArchiveKind(kind: FileFacts['kind']): boolean {
  return kind === 'zip' || kind === '7z' || kind === 'rar';
}

/** An event invitation: a calendar object holding an event, sniffed as one or declared as one. */
function isInvitation(facts: FileFacts, attachment: Attachment): boolean {
  if (facts.calendar === undefined || !facts.calendar.event) return false;
  return facts.kind === 'ics' || CALENDAR_TYPES.has(attachment.contentType);
}

/**
 * A calendar invitation worth a signal: an event whose organiser is missing or belongs to
 * another domain than the sender's. Invitations sent by the organiser's own calendar (the
 * everyday case) stay silent; calendar-invite phishing plants events "organised" by someone
 * other than the sending account, or by nobody.
 */
function isForeignInvitation(facts: FileFacts, model: MessageModel): boolean {
  const organizerDomain = organizerDomainOf(facts);
  if (organizerDomain === '') return true;
  const senders = [...model.addresses.from, ...model.addresses.sender].map((mailbox) => mailbox.domain);
  return !senders.some((domain) => sameOrganisation(domain, organizerDomain));
}

/**
 * Also worth a signal: an event that links anywhere but a meeting or calendar service
 * (knowledge/meeting-hosts.ts) or the organiser's own tenant. A colleague's invitation carries its
 * Teams or Zoom link, and the agenda on the company's own SharePoint (`acme.sharepoint.com`,
 * `acme-my.sharepoint.com` for acme.co.uk), which asks the reader to sign in with the work
 * account; one whose description and location send the reader to a "salary letter" on a site of
 * its own uses the calendar, which puts the event in front of the reader without a click, to
 * carry the kit's link.
 */
function linksBeyondMeeting(facts: FileFacts): boolean {
  const organizerName = registrableLabel(organizerDomainOf(facts));
  return (facts.calendar?.urls ?? []).some((url) => {
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (parsed === undefined) return false;
    const host = parsed.hostname.toLowerCase();
    return !isMeetingHost(host) && !isOwnTenant(host, organizerName);
  });
}

/** The domain of the event's organiser (lower case, as ics.ts reads it), '' when it names no address. */
function organizerDomainOf(facts: FileFacts): string {
  const organizer = facts.calendar?.organizer ?? '';
  return organizer.includes('@') ? organizer.slice(organizer.lastIndexOf('@') + 1) : '';
}

/** A page on the tenant named for the organiser's domain (OneDrive's personal sites add `-my`). */
function isOwnTenant(host: string, organizerName: string): boolean {
  const tenant = tenantNameOfDomain(host)?.replace(/-my$/, '');
  return organizerName !== '' && tenant === organizerName;
}

// ---- The password offered in the text -------------------------------------------------------

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LABELS = Object.values(PASSWORD_LABELS)
  .flat()
  .sort((a, b) => b.length - a.length);
const LABEL = new RegExp(`(?<![\\p{L}\\p{N}])(?:${LABELS.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
const FILLERS = new Set(PASSWORD_FILLERS);
const NOT_PASSWORD = new Set(NOT_PASSWORDS);
const INTRODUCERS = new Set(PASSWORD_INTRODUCERS);
const LABEL_WORDS = new Set(LABELS.flatMap((label) => label.split(' ')));
/** Words read after a label: a few fillers, an introducer, the token. */
const WINDOW_WORDS = 8;
const TOKEN_EDGES = /^["'«“‘(\[]+|["'»”’)\].,;!?]+$/g;

/** Whether the subject or the text gives a password: a label, then (after a separator or a copula) a short token. */
export function offersPassword(model: MessageModel, context: AreaContext): boolean {
  const html = model.html === '' ? '' : context.derived.htmlText(model.html, MAX_PASSWORD_TEXT * 4);
  const text = `${model.subject}\n${model.text.slice(0, MAX_PASSWORD_TEXT)}\n${html.slice(0, MAX_PASSWORD_TEXT)}`.toLowerCase();
  LABEL.lastIndex = 0;
  for (let match = LABEL.exec(text); match !== null; match = LABEL.exec(text)) {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 120);
    if (tokenFollows(after)) return true;
  }
  return false;
}

export function tokenFollows(after: string): boolean {
  const words = after
    .replace(/([:=])/g, ' $1 ')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, WINDOW_WORDS);
  let introduced = false;
  for (const word of words) {
    if (INTRODUCERS.has(word)) {
      introduced = true;
      continue;
    }
    if (!introduced && (FILLERS.has(word) || LABEL_WORDS.has(word))) continue;
    const token = word.replace(TOKEN_EDGES, '');
    if (token.length < 3 || token.length > 40 || NOT_PASSWORD.has(token) || FILLERS.has(token)) return false;
    return introduced || /\d/.test(token);
  }
  return false;
}
