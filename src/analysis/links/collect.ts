// Every link of a message, with where it was found: the plain and HTML bodies, HTML and SVG
// attachments, PDF and Office documents, QR codes in images (attached, inline, inlined in HTML,
// or inside PDF and Office documents), and nested messages (their bodies and attachments
// alike). Bounded in links, images decoded, nesting and time.

import { createHash } from 'node:crypto';
import { decodeText } from '../../message/charset.ts';
import type { Attachment, MessageModel } from '../../message/model.ts';
import type { AreaContext } from '../area.ts';
import { startsWith } from '../formats/bytes.ts';
import { DEFAULT_LIMITS, InflateBudget, limitsUntil } from '../formats/limits.ts';
import { inspectOoxml } from '../formats/ooxml.ts';
import { inspectPdf, isPdf } from '../formats/pdf.ts';
import type { PdfImage } from '../formats/pdf-images.ts';
import { listZip } from '../formats/zip.ts';
import { officeMediaImages, pdfImagePixels } from './document-images.ts';
import { extractHtmlLinks } from './html-links.ts';
import type { HtmlForm, HtmlLinks, LinkRole } from './html-links.ts';
import { bodyHtmlLinks } from '../content/message-reading.ts';
import { decodeCheckedQr, findQr, hasTooManyScans, MAX_QR_PIXELS, pngOverflowsPixels, qrCandidatePixels } from './qr.ts';
import { asOpenedLink, extractTextUrls } from './text-urls.ts';

export const MAX_MESSAGE_LINKS = 500;
export const MAX_QR_IMAGES = 3;
/** Images of one PDF considered for the QR search (the QR allowance then picks among them). */
const MAX_PDF_IMAGES = 16;
/** Pixels decoded for QR codes per message, all images together (~100 ms per Mpx). */
export const MAX_QR_MESSAGE_PIXELS = 2_500_000;
/**
 * A pessimistic cost of decoding and searching one megapixel (measured ~100 ms; twice that): an
 * image is decoded only when this much time is left before the deadline, since a decode cannot
 * be interrupted once started.
 */
const QR_MS_PER_MEGAPIXEL = 200;
/**
 * Bytes inflated for links per message, every document together: the object streams that hold
 * link annotations are small, and the attachment inspection reads the same files under its own
 * 64 MiB; a quarter of that here keeps a message of PDF bombs from being inflated twice over.
 */
const LINK_INFLATE_BYTES = DEFAULT_LIMITS.maxInflatedBytes / 4;
/**
 * QR lures say little: an image, a line asking to scan it. A message with more words than this
 * that never writes "QR" is discussion with screenshots (mailing lists, support threads), and
 * decoding its images would cost more than the rest of the analysis together.
 */
export const MAX_QR_MESSAGE_WORDS = 250;
/** Characters of an HTML-only body whose visible text is searched for written URLs. */
const MAX_VISIBLE_TEXT_CHARS = 262_144;
/** Characters of a body read to count its words. */
const WORD_COUNT_CHARS = 65_536;
/** Nested messages followed inside one another. */
export const MAX_NESTED_DEPTH = 3;

/** `body`: the message's own text; `attachment`: an attached document or nested message; `qr`: a QR code. */
export type LinkOrigin = 'body' | 'attachment' | 'qr';

export interface FoundLink {
  readonly href: string;
  readonly role: LinkRole;
  readonly origin: LinkOrigin;
  /** Anchor text, for links of HTML anchors. */
  readonly text?: string;
  /** For a picture inside an HTML anchor: the anchor's target. */
  readonly linkedTo?: string;
  /** Found in an attached file (a PDF, an Office document, an HTML page, a shortcut), which presents itself as the document; not in a nested message. */
  readonly inDocument?: true;
}

export interface FoundForm extends HtmlForm {
  readonly origin: LinkOrigin;
}

export interface MessageLinks {
  readonly links: readonly FoundLink[];
  readonly forms: readonly FoundForm[];
  /** A password input outside any form, in a body or an HTML attachment. */
  readonly looseFormPassword: boolean;
  /** A limit (links, HTML size, nesting, documents, time) cut the collection short. */
  readonly truncated: boolean;
}

const HTML_NAME = /\.(?:s?html?|xhtml|svg|mht|mhtml)$/i;
const SHORTCUT_NAME = /\.(?:url|website|webloc|desktop)$/i;
const MAX_SHORTCUT_BYTES = 65_536;
const MAX_SHORTCUT_URLS = 10;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml', 'image/svg+xml']);
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const INLINE_IMAGE = /^\s*data:image\/(?:png|jpe?g);base64,/i;

interface Collector {
  readonly links: FoundLink[];
  readonly forms: FoundForm[];
  looseFormPassword: boolean;
  truncated: boolean;
  qrImages: number;
  qrPixels: number;
  /** What each image searched so far held, by a hash of its bytes: a message sending one picture twice (inline and attached, or nested) decodes it once. */
  readonly qrFound: Map<string, string | undefined>;
  /** Decompression allowance shared by every document of the message, nested messages included. */
  readonly inflate: InflateBudget;
  readonly seen: Set<string>;
  readonly signal: AbortSignal | undefined;
  readonly deadline: number;
  /** The analysis's context: the message's own body links come from its derived values. */
  readonly context: AreaContext;
}

/** Every link of the message, collected once: the links area asks, and the learned layer reads them after it (knownLinks). */
export function collectLinks(model: MessageModel, context: AreaContext): MessageLinks {
  return context.derived.get(model, 'links', () => collect(model, context));
}

/** The links collectLinks found in this message; undefined when it has not run on it. */
export function knownLinks(model: MessageModel, context: AreaContext): MessageLinks | undefined {
  return context.derived.peek(model, 'links');
}

function collect(model: MessageModel, context: AreaContext): MessageLinks {
  const collector: Collector = {
    links: [],
    forms: [],
    looseFormPassword: false,
    truncated: false,
    qrImages: 0,
    qrPixels: 0,
    qrFound: new Map(),
    inflate: new InflateBudget(LINK_INFLATE_BYTES),
    seen: new Set(),
    signal: context.signal,
    deadline: context.deadline,
    context,
  };
  collectMessage(model, 'body', 0, collector);
  return { links: collector.links, forms: collector.forms, looseFormPassword: collector.looseFormPassword, truncated: collector.truncated };
}

function collectMessage(model: MessageModel, origin: LinkOrigin, depth: number, collector: Collector): void {
  // An HTML-only message may show a URL as text, to be copied: its visible text is read too.
  const text = model.text !== '' ? model.text : collector.context.derived.htmlText(model.html, MAX_VISIBLE_TEXT_CHARS);
  for (const href of extractTextUrls(text)) add(collector, { href: asOpenedLink(href), role: 'navigation', origin });
  // Asked only once an image is to be searched: most messages carry none, and the answer reads the whole body.
  let mayCarry: boolean | undefined;
  const lookForQr = (): boolean => (mayCarry ??= mayCarryQrLure(model, collector.context));
  // The message's own body is tokenised once for its links and for the content area's reading.
  if (model.html !== '') collectHtml(depth === 0 ? bodyHtmlLinks(model, collector.context) : extractHtmlLinks(model.html), origin, lookForQr, collector);
  for (const attachment of model.attachments) {
    if (stopped(collector)) return;
    collectAttachment(attachment, depth, lookForQr, collector);
  }
}

function mayCarryQrLure(model: MessageModel, context: AreaContext): boolean {
  const text = model.text !== '' ? model.text.slice(0, WORD_COUNT_CHARS) : context.derived.htmlText(model.html, WORD_COUNT_CHARS);
  if (/\bQR\b/i.test(text)) return true;
  let words = 0;
  for (const _ of text.matchAll(/[\p{L}\p{N}]+/gu)) if (++words > MAX_QR_MESSAGE_WORDS) return false;
  return true;
}

function collectHtml(found: HtmlLinks, origin: LinkOrigin, lookForQr: () => boolean, collector: Collector, inDocument = false): void {
  if (found.truncated) collector.truncated = true;
  if (found.looseFormPassword) collector.looseFormPassword = true;
  for (const form of found.forms) collector.forms.push({ ...form, origin });
  for (const link of found.links) {
    if (link.role === 'resource' && INLINE_IMAGE.test(link.href)) {
      // Inlined images are not links; a QR code in one is.
      if (lookForQr()) searchQr(Buffer.from(link.href.slice(link.href.indexOf(',') + 1), 'base64'), collector);
      continue;
    }
    add(collector, {
      href: link.href,
      role: link.role,
      origin,
      ...(link.text === undefined ? {} : { text: link.text }),
      ...(link.linkedTo === undefined ? {} : { linkedTo: link.linkedTo }),
      ...(inDocument ? { inDocument } : {}),
    });
  }
}

function searchQr(bytes: Uint8Array, collector: Collector): void {
  const pixels = qrCandidatePixels(bytes);
  if (pixels === undefined) return;
  // A picture built to be costly is not searched, and that is said.
  if (hasTooManyScans(bytes)) {
    collector.truncated = true;
    return;
  }
  // A repeated image still counts against the allowance, so which images are searched stays what it was without the cache.
  if (!spendQrAllowance(pixels, collector)) return;
  const key = createHash('sha256').update(bytes).digest('base64');
  let decoded = collector.qrFound.get(key);
  if (!collector.qrFound.has(key)) {
    // A PNG built to inflate past its pixels is refused too, and that is said; its data is
    // inflated here, within the allowance and once per picture, since that costs what a decode does.
    if (pngOverflowsPixels(bytes)) collector.truncated = true;
    else decoded = decodeCheckedQr(bytes);
    collector.qrFound.set(key, decoded);
  }
  addQr(decoded, collector);
}

/** Searches the images of a PDF, squarest first: a QR code is square, logos and banners are not. */
function searchPdfImages(images: readonly PdfImage[], collector: Collector): void {
  const squareness = (image: PdfImage): number => Math.max(image.width, image.height) / Math.min(image.width, image.height);
  for (const image of [...images].sort((a, b) => squareness(a) - squareness(b))) {
    if (stopped(collector)) return;
    if (image.encoding === 'jpeg') searchQr(image.data, collector);
    else if (spendQrAllowance(decodedPixels(image), collector)) addQr(pdfImageQr(image), collector);
  }
}

/** The pixels decoded for a PDF image: its own and its soft mask's. */
function decodedPixels(image: PdfImage): number {
  return image.width * image.height + (image.softMask === undefined ? 0 : image.softMask.width * image.softMask.height);
}

function pdfImageQr(image: PdfImage): string | undefined {
  try {
    const pixels = pdfImagePixels(image);
    return pixels === undefined ? undefined : findQr(pixels);
  } catch {
    return undefined;
  }
}

/** Counts an image of `pixels` against the message's QR allowance; false when it is spent. */
function spendQrAllowance(pixels: number, collector: Collector): boolean {
  // The QR search is a bounded look, not an inspection: images past the bounds are not coverage gaps.
  if (collector.qrImages >= MAX_QR_IMAGES || collector.qrPixels + pixels > MAX_QR_MESSAGE_PIXELS) return false;
  if (collector.deadline - Date.now() < (pixels / 1_000_000) * QR_MS_PER_MEGAPIXEL || collector.signal?.aborted === true) {
    collector.truncated = true;
    return false;
  }
  collector.qrImages++;
  collector.qrPixels += pixels;
  return true;
}

function addQr(decoded: string | undefined, collector: Collector): void {
  if (decoded !== undefined) add(collector, { href: decoded.trim(), role: 'navigation', origin: 'qr' });
}

function collectAttachment(attachment: Attachment, depth: number, lookForQr: () => boolean, collector: Collector): void {
  if (attachment.message !== undefined) {
    if (depth + 1 > MAX_NESTED_DEPTH) collector.truncated = true;
    else collectMessage(attachment.message, 'attachment', depth + 1, collector);
    return;
  }
  const bytes = attachment.content();
  if (SHORTCUT_NAME.test(attachment.filename ?? '')) {
    // Internet shortcuts (`URL=…`, plist `<string>…`, desktop entries) open their target on a double click.
    for (const href of extractTextUrls(decodeText(bytes.subarray(0, MAX_SHORTCUT_BYTES), undefined).text, MAX_SHORTCUT_URLS)) {
      add(collector, { href, role: 'navigation', origin: 'attachment', inDocument: true });
    }
    return;
  }
  if (HTML_TYPES.has(attachment.contentType) || HTML_NAME.test(attachment.filename ?? '')) {
    collectHtml(extractHtmlLinks(decodeText(bytes, undefined).text), 'attachment', lookForQr, collector, true);
    return;
  }
  if (isPdf(bytes)) {
    // Links only: the page text is the content area's, read from the shared attachment facts.
    const pdf = inspectPdf(
      bytes,
      { ...limitsUntil(collector.deadline), maxTextChars: 0 },
      lookForQr() ? { max: MAX_PDF_IMAGES, maxPixels: MAX_QR_PIXELS } : undefined,
      collector.inflate,
    );
    if (pdf.truncated) collector.truncated = true;
    for (const uri of pdf.uris) add(collector, { href: uri, role: 'navigation', origin: 'attachment', inDocument: true });
    searchPdfImages(pdf.images, collector);
    return;
  }
  if (startsWith(bytes, ZIP_SIGNATURE)) {
    const limits = { ...limitsUntil(collector.deadline), maxTextChars: 0 };
    const listing = listZip(bytes, limits);
    const office = listing === undefined ? undefined : inspectOoxml(bytes, limits, listing);
    if (listing === undefined || office === undefined) return;
    if (office.truncated) collector.truncated = true;
    for (const target of office.hyperlinks) add(collector, { href: target, role: 'navigation', origin: 'attachment', inDocument: true });
    if (lookForQr()) for (const image of officeMediaImages(bytes, listing, MAX_QR_IMAGES)) searchQr(image, collector);
    return;
  }
  // The header check first: most attachments are no image, and the lure check reads the whole body.
  if (qrCandidatePixels(bytes) !== undefined && lookForQr()) searchQr(bytes, collector);
}

function add(collector: Collector, link: FoundLink): void {
  const key = `${link.role} ${link.href} ${link.text ?? ''}`;
  if (collector.seen.has(key)) return;
  if (collector.links.length >= MAX_MESSAGE_LINKS) {
    collector.truncated = true;
    return;
  }
  collector.seen.add(key);
  collector.links.push(link);
}

function stopped(collector: Collector): boolean {
  if (collector.signal?.aborted === true || Date.now() > collector.deadline) {
    collector.truncated = true;
    return true;
  }
  return false;
}
