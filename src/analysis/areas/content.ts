// The content area: what the message asks its reader to do, in the reader's language. It reads
// the subject, the plain text and the HTML's visible text (content/message-reading.ts), then the
// text of attached documents (PDF pages, Word bodies: attachment-facts.ts), runs the
// lexicons, phone, wallet and brand checks over them (content/analyze-text.ts), and looks at
// what the reader cannot see (hidden text, instructions to AI assistants), at how the message
// presents itself (fake threads, image-only bodies, kits' random strings) and at whether it is
// bulk mail.

import type { SignalCode } from '../../contract/signals.ts';
import type { Attachment, MessageModel } from '../../message/model.ts';
import type { Area, AreaContext, AreaFindings } from '../area.ts';
import { inspectAttachments } from '../attachment-facts.ts';
import { readText } from '../content/analyze-text.ts';
import { personAsksAboutQuote } from '../content/asked-about.ts';
import { FORGEABLE_LURE_KINDS, isBrandsOwnDomain, tellsInstitutionalDemand } from '../content/brand-lure.ts';
import { suppliesDeviceCode } from '../content/device-code.ts';
import { addressesAi, messageHidesText } from '../content/hidden.ts';
import { countWords, preparedReading, readMessage, withoutWrittenLinks } from '../content/message-reading.ts';
import { namesSendersOwnAccount } from '../content/own-account.ts';
import { carriesRandomStrings } from '../content/random-strings.ts';
import { isFakeThread } from '../content/thread.ts';
import { CONTENT_THRESHOLDS } from '../content/thresholds.ts';
import { compilePhrases } from '../content/lexicon.ts';
import { foldForMatching, stripInvisible } from '../content/normalize.ts';
import { sniff } from '../formats/sniff.ts';
import { headAndTail } from '../text/head-and-tail.ts';
import { authorDisplayName, authorDomain } from '../identity/author.ts';
import { namesNoticePayment } from '../identity/domains.ts';
import { bareForward } from '../identity/forwarded.ts';
import { authorUnvouched, forgesBrandDomain, isFreemailMailbox, writesToColleagues } from '../identity/brand-sender.ts';
import type { ObservedFactName } from '../facts/catalog.ts';
import { messageFact } from '../facts/stage.ts';
import { PAYMENT_DOCUMENT_SUBJECTS } from '../knowledge/payment-documents.ts';
import type { FileKind } from '../knowledge/file-types.ts';

/** What a reader sees as a picture or a page: the message's words can be in those alone. */
const PICTURE_KINDS: ReadonlySet<FileKind> = new Set(['jpeg', 'png', 'gif', 'tiff', 'webp', 'heic', 'pdf']);
/** Attachments sniffed per message: lures carry one or two. */
const MAX_SNIFFED = 8;

/**
 * The body says next to nothing and an attached picture or PDF says the rest: the same lure as
 * an image-only HTML body, in attachment form (fake invoices, "scanned documents").
 */
function wordsAreInAttachedPictures(model: MessageModel, htmlVisible: string): boolean {
  const limit = CONTENT_THRESHOLDS.maxImageLureWords;
  const files = attachedFiles(model);
  if (files.length === 0 || countWords(`${model.text}\n${htmlVisible}`, limit) >= limit) return false;
  return files.slice(0, MAX_SNIFFED).some((attachment) => PICTURE_KINDS.has(sniff(attachment.content())));
}

/**
 * A bare forward of a picture: the quoted header block gives the body words of its own, but the
 * letter the forward carries (identity/forwarded.ts) is a picture with a line at most. A bare
 * forward stands for its letter, as the sender area judges the letter's sender.
 */
function forwardsPicture(model: MessageModel, context: AreaContext): boolean {
  const letter = bareForward(model, context);
  const limit = CONTENT_THRESHOLDS.maxImageLureWords;
  return letter !== undefined && countWords(withoutWrittenLinks(letter.text), limit) < limit;
}

/** Attached as a file: not a nested message, not one of the body's inline pictures (a signature logo). */
function isAttachedFile(attachment: Attachment): boolean {
  return attachment.message === undefined && attachment.disposition !== 'inline';
}

function attachedFiles(model: MessageModel): Attachment[] {
  return model.attachments.filter(isAttachedFile);
}

/**
 * The text of the documents attached as files, which the reader opens and reads like the body
 * (a police "summons", an invoice's callback number). Invisible characters are removed: how a
 * document hides text is not the body's hidden text.
 */
function documentText(model: MessageModel, context: AreaContext): { readonly text: string; readonly cut: boolean } {
  const files = inspectAttachments(model, context).files.filter(({ attachment }) => isAttachedFile(attachment));
  const parts = files.map(({ facts }) => facts.text);
  return { text: stripInvisible(parts.filter((text) => text.trim() !== '').join('\n')).text, cut: files.some(({ facts }) => facts.textCut) };
}

const PAYMENT_DOCUMENT_SUBJECT = compilePhrases(PAYMENT_DOCUMENT_SUBJECTS.map((entry) => entry.phrase));

/** The subject names an invoice or payment request and a file comes with it: invoice settlement asked. */
function sendsPaymentDocument(model: MessageModel): boolean {
  return attachedFiles(model).length > 0 && PAYMENT_DOCUMENT_SUBJECT.test(foldForMatching(model.subject.slice(0, 300)));
}

export const contentArea: Area = {
  name: 'content',
  async run(model: MessageModel, context: AreaContext): Promise<AreaFindings> {
    const reading = readMessage(model, context);
    const author = authorDomain(model);
    const { text: documents, cut: documentsCut } = documentText(model, context);
    // Documents come after the body, so the body keeps its share of the characters read. A person
    // asking whether the message they quote is a scam asks nothing of their reader but that: only
    // their own words are read for intents (content/asked-about.ts; not when the sender is where
    // kits send from).
    const asked = personAsksAboutQuote(model, context);
    const read = asked?.words ?? (documents === '' ? reading.visible : `${reading.visible}\n${documents}`);
    // The reading alone is prepared once for this area and the bulk fact.
    const { signals, intents, folded, cut, bareWin } = readText(read === reading.visible ? preparedReading(model, context) : read, {
      senderDomain: author,
      senderName: authorDisplayName(model),
      subject: asked?.subject ?? model.subject,
    });
    if (context.signal.aborted) return { signals: [...signals, 'coverage_budget_exhausted'] };
    // Whether a brand's or a business's own notice, a licensed operator's offer or a relayed
    // invoice explains these signals is for the drop rules (rules/composites/drop_*.yaml): the area
    // reports what the text says about it.
    const facts: ObservedFactName[] = [];
    if (namesSendersOwnAccount(folded, authorDisplayName(model), author)) facts.push('names_senders_own_account');
    if (intents.has('safer_gambling')) facts.push('safer_gambling_line');
    if (intents.has('callback_story')) facts.push('callback_story');
    if (bareWin) facts.push('bare_prize_notice');
    // A gift for a survey, a voucher waiting or a free gift card in the name of a shop the sender
    // is not, from a sender nothing vouches for, is a prize promised in a borrowed name. Signed
    // senders naming another brand's gift card are incentive and partner programmes (a research
    // firm's survey with an Amazon voucher, a bank's sign-up bonus): only the brand lure stays.
    if (intents.has('reward') && signals.has('content_brand_lure') && !(await messageFact(model, context, 'sender_vouched')))
      signals.add('content_advance_fee');
    const html = reading.html;
    if (html !== undefined) {
      if (messageHidesText(model, context)) signals.add('content_hidden_text');
      if (addressesAi(html)) signals.add('content_ai_instructions');
      if (
        html.images > 0 &&
        (countWords(html.visible, CONTENT_THRESHOLDS.maxImageLureWords) < CONTENT_THRESHOLDS.maxImageLureWords || forwardsPicture(model, context))
      ) {
        signals.add('content_image_lure');
      }
    }
    if (wordsAreInAttachedPictures(model, html?.visible ?? '')) signals.add('content_image_lure');
    if (sendsPaymentDocument(model)) signals.add('content_payment_request');
    if (isFakeThread(model, reading.visible)) signals.add('content_fake_thread');
    // Read as the lexicons read it: the beginning and the end of a very long body.
    const body = headAndTail(`${model.text}\n${html?.visible ?? ''}`, CONTENT_THRESHOLDS.maxTextChars, CONTENT_THRESHOLDS.maxTextChars).text;
    if (carriesRandomStrings(model.subject, body)) signals.add('content_random_strings');
    // An unsubscribe footer is the whole mail's (content/bulk.ts): not a document's, and not only
    // the words of a person asking about the quote below them.
    if (messageFact(model, context, 'bulk_mail')) signals.add('content_bulk_marketing');
    // A failed delivery or a court notice with a deadline, a fee or a sign-in that names no carrier
    // or court, from a domain that is none and that nothing vouches for, still speaks for one:
    // "your package will be sent back, schedule a redelivery within 48 hours" signed "Package
    // Team". Carriers and courts sign their mail; shops writing about their own parcels sign it
    // too, and their newsletters (bulk) mention delivery fees and deadlines every day. A signature
    // does not vouch for a domain whose name joins a fine or toll to paying it
    // (`portagens-regularizacao.pt`): it was registered to collect that payment.
    if (
      !signals.has('content_brand_lure') &&
      !signals.has('content_bulk_marketing') &&
      tellsInstitutionalDemand(intents) &&
      !isBrandsOwnDomain(author) &&
      (namesNoticePayment(author) || (await authorUnvouched(model, context)))
    ) {
      signals.add('content_brand_lure');
    }
    // The brand-lure check leaves a brand's own domain to the authentication area; when nothing
    // vouches for that domain, the forged From is the only thing claiming the brand, and a tax
    // refund, a shared document or a court notice under it is the brand's name borrowed ("HM
    // Revenue & Customs <no-reply@hmrc.gov.uk>" from a VPS, a refund button to another domain).
    // Parcel stories are left out: shops' unsigned order mail of the early 2000s tells them too.
    if (!signals.has('content_brand_lure') && FORGEABLE_LURE_KINDS.some((kind) => intents.has(kind)) && (await forgesBrandDomain(model, context))) {
      signals.add('content_brand_lure');
    }
    // A code to type at Microsoft's, Google's or GitHub's device-login page, sent by anyone but
    // that provider to someone outside the sender's organisation: the reader would sign in for
    // the sender (device-code phishing). It is a sign-in request and a lure in the brand's name.
    // A free mailbox is neither the provider (gmail.com and outlook.com are its customers'
    // mailboxes, not its system's) nor anybody's colleague.
    if (suppliesDeviceCode(read) && (isFreemailMailbox(author) || !isBrandsOwnDomain(author)) && !writesToColleagues(model)) {
      signals.add('content_credential_request');
      signals.add('content_brand_lure');
    }
    // Text left unread is said: the middle of a very long text, a document's text past a limit.
    if (reading.truncated || cut || documentsCut) signals.add('coverage_limit_reached');
    return { signals: [...signals] satisfies SignalCode[], facts };
  },
};
