// The sender of a forwarded message, as the forward quotes it ("From: PayPal <x@y.example>"
// above a "Sent:" line). Users forward suspicious mail to their security team, and kits dress
// lures as forwards; either way the quoted sender is a claim the analysis can weigh like the
// real one: a brand's name on a foreign domain is impersonation wherever it stands.

import { toMailbox } from '../../message/addresses.ts';
import type { Mailbox, MessageModel } from '../../message/model.ts';
import { looksLikeReply } from '../content/thread.ts';
import { htmlToText } from '../text/html-text.ts';

/** Text searched for the quoted header block: forwards put it near the top. */
const MAX_TEXT = 20_000;

// A From line (in the languages the lexicons cover, bold markers and quote marks allowed)
// followed within two lines by a Sent/Date line, as mail clients write a forward's header.
// Blanks are matched within a line only and the captured value starts at a visible character,
// so no two quantifiers compete for the same run of blanks: linear on any text.
const QUOTED_FROM = /^[> \t\u00a0*]*(?:from|de|von|van|da|expéditeur)[ \t\u00a0]*:[ \t\u00a0*]*([^\s*][^\n]{0,299})\n(?:[^\n]{0,300}\n){0,2}?[> \t\u00a0*]*(?:sent|date|enviado|enviada|gesendet|datum|envoyé|verzonden|data)[ \t\u00a0]*:/im;
// `Name <address>`, `Name [mailto:address]` or a bare address; the first mailbox of the line
// ("X <a@b> em nome de Y <c@d>": the address that really sent comes first).
const MAILBOX = /^\s*"?([^"<[]{0,200}?)"?\s*[<[](?:mailto:)?([^\s<>[\]@]{1,64}@[^\s<>[\]@]{1,253})[>\]]|^\s*([^\s<>[\]@]{1,64}@[^\s<>[\]@]{1,253})/i;

/** The quoted sender of the forwarded message this one carries in its text, if any. */
export function forwardedSender(model: MessageModel): Mailbox | undefined {
  // Rendering HTML costs; an HTML-only forward says so in its subject (Fw:, RE:, TR:, ENC:…).
  const text =
    model.text.trim() !== ''
      ? model.text.slice(0, MAX_TEXT)
      : model.html.trim() !== '' && looksLikeReply(model.subject)
        ? htmlToText(model.html.slice(0, MAX_TEXT * 4)).slice(0, MAX_TEXT)
        : '';
  const line = QUOTED_FROM.exec(text.replace(/\r\n?/g, '\n'))?.[1];
  if (line === undefined) return undefined;
  const mailbox = MAILBOX.exec(line);
  if (mailbox === null) return undefined;
  const address = (mailbox[2] ?? mailbox[3] ?? '').replace(/[.,;:]+$/, '');
  // Clients write the bare address as the name too ("a@b.example [mailto:a@b.example]"): no name then.
  const name = (mailbox[1] ?? '').trim();
  return toMailbox(name.includes('@') ? '' : name, address);
}
