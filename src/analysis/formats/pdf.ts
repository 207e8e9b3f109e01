// PDF: a scan of the file's objects, and of the compressed object streams where modern writers
// hide them, for the names that make a PDF act on its own (JavaScript, launch and open actions,
// embedded files), the URIs of its links, and encryption; and the text its pages show, for the
// content area; and, when asked, the image XObjects a QR code may be drawn with. No rendering, no
// full parse: the names are what a viewer acts on, and they are plain tokens in the file.

import { latin1 } from './bytes.ts';
import { inflateBounded } from './inflate.ts';
import { InflateBudget, pastDeadline, type InspectionLimits } from './limits.ts';
import { readPdfImage, type PdfImage, type PdfResolver } from './pdf-images.ts';
import { objectBody, objectStream, readReference } from './pdf-objects.ts';
import { readPdfString } from './pdf-strings.ts';
import { showTextOf } from './pdf-text.ts';
import { HeadAndTail } from '../text/head-and-tail.ts';

export interface PdfFindings {
  /** Targets of `/URI` link actions, in order of appearance, duplicates removed. */
  readonly uris: readonly string[];
  /** A `/JavaScript` action or a `/JS` entry. */
  readonly javascript: boolean;
  /** `/OpenAction` that runs an action (JavaScript, launch, URI, form submission, remote go-to), not a mere page destination. */
  readonly openAction: boolean;
  /** `/AA` additional actions (page or field events). */
  readonly additionalActions: boolean;
  /** A `/Launch` action (runs a program or opens a file). */
  readonly launch: boolean;
  /** Names of embedded files (`/EmbeddedFile`), '' when the name could not be read. */
  readonly embeddedFiles: readonly string[];
  /** The file has an `/Encrypt` dictionary: its strings and streams could not be read. */
  readonly encrypted: boolean;
  /**
   * The text its pages show (content streams read in file order): its first `maxTextChars` and,
   * past them, its last `maxTextChars`; '' for encrypted files and for fonts with their own
   * encodings (pdf-text.ts).
   */
  readonly text: string;
  /** Page text was left unread: between the head and the tail kept, or past a stream or inflation limit. */
  readonly textCut: boolean;
  /** Image XObjects read for the QR search (`images` asked for), in file order; none in encrypted files. */
  readonly images: readonly PdfImage[];
  /** A limit (bytes, streams, items, time) cut the inspection short. */
  readonly truncated: boolean;
}

/** `%PDF-` must start within the first KiB (viewers accept leading junk). */
export function isPdf(bytes: Uint8Array): boolean {
  return latin1(bytes, 0, Math.min(bytes.length, 1024)).includes('%PDF-');
}

/** Actions that do something on their own when an `/OpenAction` triggers them. */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'URI', 'SubmitForm', 'ImportData', 'GoToR', 'GoToE', 'Rendition']);

// A PDF name ends at white space or a delimiter.
const NAME_END = String.raw`(?=[\s/()<>\[\]{}%]|$)`;
const KEY_NAMES = new RegExp(String.raw`/(JavaScript|JS|OpenAction|AA|Launch|EmbeddedFile|EF|URI|Encrypt)${NAME_END}`, 'g');
const ENCRYPT = new RegExp(String.raw`/Encrypt${NAME_END}`);
const ESCAPED_NAME = /\/[A-Za-z0-9]{0,32}#[0-9A-Fa-f]{2}/;
const OBJECT_STREAM_TYPE = /\/Type\s*\/ObjStm\b/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const SCHEME = /^[a-z][a-z0-9+.-]{1,20}:[\x21-\x7e]+$/i;
const MAX_OPEN_ACTION_LOOKUPS = 8;
/** References followed for images' colour spaces and colour tables, per file. */
const MAX_IMAGE_LOOKUPS = 16;
/** An image's stream read at most this large (a JPEG as it stands, or deflated samples). */
const MAX_IMAGE_STREAM_BYTES = 4 * 1024 * 1024;
const IMAGE_SUBTYPE = /\/Subtype\s*\/Image\b/;
/** An image's transparency (`/SMask`) or stencil (`/Mask`): an image object that is no picture of its own. */
const MASK_REFERENCE = /\/S?Mask\s+(\d+\s+\d+)\s+R\b/g;
const OBJECT_HEADER = /(\d+\s+\d+)\s+$/;
/** Window around `/EF` in which the file specification's `/UF` or `/F` name is looked for. */
const FILESPEC_WINDOW = 600;

interface Scan {
  readonly uris: Set<string>;
  javascript: boolean;
  openAction: boolean;
  additionalActions: boolean;
  launch: boolean;
  readonly embeddedFiles: string[];
  encrypted: boolean;
  truncated: boolean;
  openActionLookups: number;
  readonly text: HeadAndTail;
  textCut: boolean;
  readonly images: { readonly image: PdfImage; readonly object: string | undefined }[];
  /** `n g` of the images other images name as their masks. */
  readonly masks: Set<string>;
}

/** Which images to read: at most `max`, of at most `maxPixels` each. */
export interface PdfImageWish {
  readonly max: number;
  readonly maxPixels: number;
}

/**
 * Inspects a PDF within `limits`, reading the images `images` asks for; never throws on malformed
 * input. `budget` is the decompression allowance, shared with the message's other files when given.
 */
export function inspectPdf(
  bytes: Uint8Array,
  limits: InspectionLimits,
  images?: PdfImageWish,
  budget = new InflateBudget(limits.maxInflatedBytes),
): PdfFindings {
  const scan: Scan = {
    uris: new Set(),
    javascript: false,
    openAction: false,
    additionalActions: false,
    launch: false,
    embeddedFiles: [],
    encrypted: false,
    truncated: bytes.length > limits.maxBytes,
    openActionLookups: 0,
    text: new HeadAndTail(limits.maxTextChars, limits.maxTextChars),
    textCut: false,
    images: [],
    masks: new Set(),
  };
  const text = latin1(bytes, 0, Math.min(bytes.length, limits.maxBytes));
  // The trailer comes last, but whether strings are encrypted must be known before reading any.
  scan.encrypted = ENCRYPT.test(text);
  scanText(unescapeNames(text), scan, limits);
  scanStreams(bytes, text, scan, limits, budget, scan.encrypted ? undefined : images);
  // Masks are named by the images they belong to, which may come later in the file.
  const pictures = scan.images.filter(({ object }) => object === undefined || !scan.masks.has(object)).map(({ image }) => image);
  return {
    uris: [...scan.uris],
    javascript: scan.javascript,
    openAction: scan.openAction,
    additionalActions: scan.additionalActions,
    launch: scan.launch,
    embeddedFiles: scan.embeddedFiles,
    encrypted: scan.encrypted,
    text: scan.text.toString(),
    textCut: scan.textCut || scan.text.cut,
    images: pictures,
    truncated: scan.truncated,
  };
}

/**
 * `/J#61vaScript` is `/JavaScript` to a viewer; hex escapes in names are a known evasion. Every
 * `#xx` of the text is decoded in one pass: outside names it only changes bytes no name search reads.
 */
function unescapeNames(text: string): string {
  if (!ESCAPED_NAME.test(text)) return text;
  // A loop rather than a replace callback: a file can hold millions of escapes.
  const parts: string[] = [];
  let copied = 0;
  for (let at = text.indexOf('#'); at !== -1; at = text.indexOf('#', at + 1)) {
    const high = hexValue(text.charCodeAt(at + 1));
    const low = hexValue(text.charCodeAt(at + 2));
    if (high < 0 || low < 0) continue;
    parts.push(text.slice(copied, at), String.fromCharCode(high * 16 + low));
    copied = at + 3;
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

function hexValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

function scanText(text: string, scan: Scan, limits: InspectionLimits): void {
  KEY_NAMES.lastIndex = 0;
  let seen = 0;
  for (let match = KEY_NAMES.exec(text); match !== null; match = KEY_NAMES.exec(text)) {
    if (++seen > limits.maxEntries * 10 || (seen % 256 === 0 && pastDeadline(limits))) {
      scan.truncated = true;
      return;
    }
    const after = match.index + match[0].length;
    switch (match[1]) {
      case 'JavaScript':
      case 'JS':
        scan.javascript = true;
        break;
      case 'Launch':
        scan.launch = true;
        break;
      case 'AA':
        scan.additionalActions = true;
        break;
      case 'Encrypt':
        scan.encrypted = true;
        break;
      case 'OpenAction':
        // A catalog has one; more than a few are padding meant to cost lookups.
        if (!scan.openAction && ++scan.openActionLookups <= MAX_OPEN_ACTION_LOOKUPS && isActiveOpenAction(text, after)) scan.openAction = true;
        break;
      case 'EF':
        if (scan.embeddedFiles.length < limits.maxItems) scan.embeddedFiles.push(fileSpecName(text, match.index));
        break;
      case 'EmbeddedFile':
        if (scan.embeddedFiles.length === 0) scan.embeddedFiles.push('');
        break;
      case 'URI':
        addUri(text, after, scan, limits);
        break;
    }
  }
}

function addUri(text: string, after: number, scan: Scan, limits: InspectionLimits): void {
  let at = after;
  while (text[at] === ' ' || text[at] === '\r' || text[at] === '\n' || text[at] === '\t') at++;
  const string = readPdfString(text, at);
  if (string === undefined) return;
  const uri = string.value.trim();
  // Strings of encrypted files decode to noise; a URI has no control characters and starts with a scheme.
  if (uri === '' || CONTROL.test(uri) || (scan.encrypted && !SCHEME.test(uri))) return;
  if (scan.uris.size >= limits.maxItems) scan.truncated = true;
  else scan.uris.add(uri);
}

/** The action an `/OpenAction` names: inline `<< /S /Name … >>`, or an indirect object `n g R` looked up. */
function isActiveOpenAction(text: string, after: number): boolean {
  const inline = /^\s*<<([\s\S]*)/.exec(text.slice(after, after + 200));
  if (inline !== null) return isActiveActionDict(inline[1]!);
  const reference = readReference(text, after);
  const target = reference === undefined ? undefined : objectBody(text, reference);
  return target !== undefined && isActiveActionDict(target.slice(0, 400));
}

function isActiveActionDict(dict: string): boolean {
  const type = /\/S\s*\/([A-Za-z]+)/.exec(dict);
  return type !== null && ACTIVE_ACTIONS.has(type[1]!);
}

/** The file name of the file specification holding an `/EF` entry: `/UF` preferred, then `/F`. */
function fileSpecName(text: string, at: number): string {
  const window = text.slice(Math.max(0, at - FILESPEC_WINDOW), at + FILESPEC_WINDOW);
  for (const key of ['/UF', '/F']) {
    const pattern = new RegExp(`${key}\\s*([(<])`, 'g');
    for (let match = pattern.exec(window); match !== null; match = pattern.exec(window)) {
      const name = readPdfString(window, match.index + match[0].length - 1);
      if (name !== undefined && name.value.trim() !== '') return name.value.trim();
    }
  }
  return '';
}

/** Characters before a `stream` keyword searched for its dictionary. */
const DICT_WINDOW = 2000;
// A stream's data follows its dictionary's `>>`, the keyword and an end of line.
const STREAM_KEYWORD = />>\s*stream(?:\r\n|\r|\n)/g;
/** Streams that hold no page text: images, fonts, metadata, cross-reference tables, files, colour profiles. */
const NOT_PAGE_TEXT = /\/(?:Subtype\s*\/(?!Form\b)|Length[123]\b|Type\s*\/(?:XRef|Metadata|EmbeddedFile)\b|N\s+\d+\s*\/Alternate)/;
/** Filters other than Flate (images, old encodings) are not decoded: page text is deflated or plain. */
const OTHER_FILTER = /\/(?:DCT|JPX|JBIG2|CCITTFax|LZW|ASCII85|ASCIIHex|RunLength)Decode|\/Crypt\b/;

/**
 * Every stream of the file, in one pass: object streams (`/Type /ObjStm`, PDF 1.5+), where modern
 * writers put ordinary objects, link annotations and actions included, are scanned like the file;
 * page content streams give the text the pages show (its beginning and its end). Deflated streams
 * are inflated within the shared budget; image, font and metadata streams are left alone.
 */
function scanStreams(bytes: Uint8Array, text: string, scan: Scan, limits: InspectionLimits, budget: InflateBudget, images: PdfImageWish | undefined): void {
  const resolver = images === undefined ? undefined : imageResolver(bytes, text);
  // Page text is read for the content area, not inspected: its own allowances end the reading
  // without leaving the file uninspected (the text is then said to be cut), and leave the object
  // streams a part of the budget.
  const page = { read: !scan.encrypted && limits.maxTextChars > 0, streams: 0, budget: new InflateBudget(limits.maxInflatedBytes / 4) };
  let objectStreams = 0;
  let nextEnd = -2;
  let previousEnd = 0;
  STREAM_KEYWORD.lastIndex = 0;
  for (let match = STREAM_KEYWORD.exec(text); match !== null; match = STREAM_KEYWORD.exec(text)) {
    const start = match.index + match[0].length;
    // The stream's own dictionary: from its `n g obj`, not the objects before it.
    const window = text.slice(Math.max(previousEnd, match.index - DICT_WINDOW), match.index);
    const objectAt = window.lastIndexOf('obj');
    const dict = window.slice(Math.max(0, objectAt));
    // The first `endstream` after an earlier start is also the first after this one when it lies beyond it:
    // remembering it keeps many stream headers before one far `endstream` from rescanning the file.
    if (nextEnd < start) nextEnd = text.indexOf('endstream', start);
    if (nextEnd === -1) return;
    const end = nextEnd;
    previousEnd = end;
    STREAM_KEYWORD.lastIndex = end;
    const deflated = /\/FlateDecode/.test(dict);
    if (pastDeadline(limits)) {
      scan.truncated = true;
      return;
    }
    if (resolver !== undefined && images !== undefined && IMAGE_SUBTYPE.test(dict)) {
      for (const mask of dict.matchAll(MASK_REFERENCE)) scan.masks.add(mask[1]!.replace(/\s+/, ' '));
      if (scan.images.length >= images.max || end - start > MAX_IMAGE_STREAM_BYTES) continue;
      const image = readPdfImage(dict, bytes.subarray(start, end), resolver);
      const object = objectAt === -1 ? undefined : OBJECT_HEADER.exec(window.slice(Math.max(0, objectAt - 24), objectAt))?.[1]?.replace(/\s+/, ' ');
      if (image !== undefined && image.width * image.height <= images.maxPixels) scan.images.push({ image, object });
      continue;
    }
    if (OBJECT_STREAM_TYPE.test(dict)) {
      if (!deflated) continue;
      if (++objectStreams > limits.maxEntries || budget.left === 0) {
        scan.truncated = true;
        return;
      }
      const allowed = budget.left;
      const inflated = inflateBounded(bytes.subarray(start, end), allowed, 'zlib');
      budget.spend(inflated.bytes.length);
      if (!inflated.complete && !inflated.corrupt && inflated.bytes.length >= allowed) scan.truncated = true;
      // Encrypted files keep their object streams encrypted: those objects stay unread.
      if (inflated.corrupt && inflated.bytes.length === 0) scan.truncated ||= scan.encrypted;
      else scanText(unescapeNames(latin1(inflated.bytes)), scan, limits);
      continue;
    }
    if (!page.read || NOT_PAGE_TEXT.test(dict) || OTHER_FILTER.test(dict)) continue;
    const allowed = Math.min(page.budget.left, budget.left);
    if (++page.streams > limits.maxEntries || allowed === 0) {
      page.read = false;
      scan.textCut = true;
      continue;
    }
    let content = latin1(bytes, start, end);
    if (deflated) {
      const inflated = inflateBounded(bytes.subarray(start, end), allowed, 'zlib');
      page.budget.spend(inflated.bytes.length);
      budget.spend(inflated.bytes.length);
      if (!inflated.complete && !inflated.corrupt && inflated.bytes.length >= allowed) scan.textCut = true;
      content = latin1(inflated.bytes);
    }
    if (content.includes('BT')) showTextOf(content, scan.text);
  }
}

/** Follows an image's references, a bounded number of times per file. */
function imageResolver(bytes: Uint8Array, text: string): PdfResolver {
  let left = MAX_IMAGE_LOOKUPS;
  return {
    body: (reference) => (left-- > 0 ? objectBody(text, reference) : undefined),
    stream: (reference) => (left-- > 0 ? objectStream(bytes, text, reference, MAX_IMAGE_STREAM_BYTES) : undefined),
  };
}
