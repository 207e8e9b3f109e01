// The free mailbox the text asks the reader to write to: "email me at …", "escríbeme a …",
// "schreib mir an …". A Reply-To header says where answers go; a sender who cannot set one, or
// writes from a mailbox it borrowed or stole (a small business's, a university's), says it in
// the text instead. Dating personas and advance-fee stories do it in every campaign: the
// mailbox that sent the mail is not the one that answers. Only free mailboxes count: people
// pointing to a colleague's or a partner's company address are ordinary.

import { toMailbox } from '../../message/addresses.ts';
import type { Mailbox, MessageModel } from '../../message/model.ts';
import type { AreaContext } from '../area.ts';
import { isFreemailMailbox } from './brand-sender.ts';

/** Text searched: the ask stands in the first lines of the message, or of the forward it quotes. */
const MAX_TEXT = 20_000;
/** Addresses kept: a persona gives one, a story two or three. */
const MAX_ADDRESSES = 5;

// What comes right before the address: a request to write, reply or make contact addressed to
// the writer ("write me at", "reply to me at:", "E-mail me to", "schreiben Sie mir an",
// "écrivez-moi à", "schrijf me op"), or the writer naming their own address ("my e-mail for
// response", "mi correo es", "meine E-Mail-Adresse lautet", "mijn mailadres is"). A bare
// "contact: x@gmail.com" in a signature is neither. Each alternative is a run of fixed words
// with single optional words between them: no two quantifiers compete for the same blanks.
const ASK = [
  // en
  String.raw`(?:write|reply|respond|response|answer)(?:\s+(?:to\s+)?(?:me|us))?(?:\s+(?:at|to|on|via))?`,
  String.raw`(?:e-?mail|mail|contact|text|message|reach)\s+(?:me|us)(?:\s+(?:at|to|on|via))?`,
  String.raw`my\s+(?:personal\s+|private\s+)?e-?mail(?:\s+address)?(?:\s+(?:is|for\s+(?:response|reply|answer)))?`,
  // es
  String.raw`escr[ií]b(?:eme|ame|anme|enos|ir(?:me|nos))(?:\s+(?:a|al|en))?`,
  String.raw`resp[oó]nd(?:eme|ame|anme)(?:\s+(?:a|al|en))?`,
  String.raw`cont[aá]ct(?:ame|eme|enme|anos)(?:\s+(?:a|al|en))?`,
  String.raw`mi\s+(?:correo|e-?mail)(?:\s+(?:electr[oó]nico|personal))?(?:\s+es)?`,
  // pt
  String.raw`(?:escreva|responda)-?(?:me|nos)(?:\s+(?:para|em|no))?`,
  String.raw`me\s+(?:escreva|responda|contate)(?:\s+(?:para|em|no))?`,
  String.raw`meu\s+e-?mail(?:\s+pessoal)?(?:\s+[ée])?`,
  // de
  String.raw`(?:schreib(?:e|en\s+sie|t)?|antworte(?:n\s+sie)?|mail(?:e|en\s+sie)?)\s+(?:mir|uns)(?:\s+(?:an|unter|auf))?`,
  String.raw`kontaktier(?:e|en\s+sie)\s+(?:mich|uns)(?:\s+(?:an|unter))?`,
  String.raw`meine\s+(?:private\s+|pers[öo]nliche\s+)?e-?mail(?:-?adresse)?(?:\s+(?:ist|lautet))?`,
  // fr
  String.raw`(?:[ée]cri(?:s|vez)|r[ée]pond(?:s|ez)|contacte[zr]?)[-\s](?:moi|nous)(?:\s+(?:[àa]|sur))?`,
  String.raw`mon\s+(?:adresse\s+)?(?:e-?mail|mail|courriel)(?:\s+(?:personnel|priv[ée]))?(?:\s+est)?`,
  // nl
  String.raw`(?:schrijf|mail|antwoord)\s+(?:me|mij|ons)(?:\s+(?:op|naar|via))?`,
  String.raw`reageer\s+(?:op|naar|via)`,
  String.raw`mijn\s+(?:e-?mail|mail)(?:adres)?(?:\s+is)?`,
].join('|');
const ADDRESS = String.raw`[a-z0-9][a-z0-9._%+-]{0,63}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,4}`;
const ASKED_AT = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${ASK})[\s:;,"'(<[]{1,6}(?:mailto:)?(${ADDRESS})`, 'giu');

// A button that opens a letter already addressed and titled (`mailto:x@gmail.com?subject=Report
// User Now`): the sender asks the reader to write there as plainly as in words. Unsubscribe
// addresses (`?subject=unsubscribe`, "remove", "baja") are a list's own machinery, not an ask.
const MAILTO_WITH_SUBJECT = new RegExp(String.raw`mailto:(${ADDRESS})\?[^\s"'<>]{0,300}?subject=([^\s"'<>&]{0,60})`, 'gi');
const UNSUBSCRIBE_SUBJECT = /unsub|remove|opt.?out|stop|baja|desinscri|d[ée]sabonn|abmeld|afmeld|descadastr|cancel/i;

/** The plain text, or the rendered text of an HTML-only message. */
function textOf(model: MessageModel, context: AreaContext): string {
  return (model.text.trim() !== '' ? model.text : context.derived.htmlText(model.html, MAX_TEXT * 4)).slice(0, MAX_TEXT);
}

/** The free mailboxes the text asks the reader to write to, in the order it names them. */
export function freeMailboxesAskedFor(model: MessageModel, context: AreaContext): Mailbox[] {
  const found = new Map<string, Mailbox>();
  const text = textOf(model, context);
  // Every ask ends in an address: a text without an `@` is not searched (the ask alternation costs at every position).
  const asked = text.includes('@') ? [...text.matchAll(ASKED_AT)].map((match) => match[1] ?? '') : [];
  for (const match of `${model.text.slice(0, MAX_TEXT)}\n${model.html.slice(0, MAX_TEXT * 4)}`.matchAll(MAILTO_WITH_SUBJECT)) {
    if (!UNSUBSCRIBE_SUBJECT.test(match[2] ?? '')) asked.push(match[1] ?? '');
  }
  for (const address of asked) {
    const mailbox = toMailbox('', address.replace(/[.\-_]+$/, ''));
    if (mailbox.domain !== '' && isFreemailMailbox(mailbox.domain)) found.set(mailbox.address.toLowerCase(), mailbox);
    if (found.size >= MAX_ADDRESSES) break;
  }
  return [...found.values()];
}
