// Turns the tree postal-mime read into the MessageModel: parts, display bodies, attachments
// (MIME, uuencoded, nested messages), anomalies, warnings and metrics.

import { decodeWords } from 'postal-mime';
import { addressLists } from './addresses.ts';
import { decodeBase64Body } from './base64.ts';
import type { Budget, BudgetCounts } from './budget.ts';
import { decodeText, normaliseCharsetLabel } from './charset.ts';
import type { Findings } from './findings.ts';
import { buildHeaderFields } from './headers.ts';
import type { MimeTree, NodeTrace, PostalNode } from './mime-tree.ts';
import type { AddressLists, Anomaly, Attachment, HeaderField, MessageModel, MimePart } from './model.ts';
import type { Preflight } from './preflight.ts';
import { transferAnomaly } from './transfer-checks.ts';
import { extractUuencoded } from './uuencode.ts';
import { messageWarnings } from './warnings.ts';

const EMPTY = new Uint8Array(0);

/** Headers that RFC 5322 allows once in a message. */
const SINGLETON_HEADERS = ['from', 'sender', 'reply-to', 'to', 'cc', 'bcc', 'subject', 'date', 'message-id', 'in-reply-to', 'references'];

/** Anomalies of a nested message that also describe the message holding it. */
const OWN_HEADER_ANOMALIES: ReadonlySet<Anomaly> = new Set<Anomaly>(['duplicate_singleton_header', 'multiple_from_mailboxes']);

const NESTED_MESSAGE_TYPES = new Set(['message/rfc822', 'message/global']);

type ParseNested = (bytes: Uint8Array, budget: Budget, baseDepth: number) => Promise<MessageModel>;

interface BuildContext {
  readonly checked: Preflight;
  readonly totalBytes: number;
  readonly budget: Budget;
  readonly baseDepth: number;
  readonly findings: Findings;
  readonly start: BudgetCounts;
}

interface TreeContext extends BuildContext {
  readonly tree: MimeTree;
  readonly parseNested: ParseNested;
}

/** What the walk over the parts collects. */
interface Collected {
  readonly texts: string[];
  readonly htmls: string[];
  readonly attachments: Attachment[];
  readonly nested: MessageModel[];
  maxDepth: number;
}

/**
 * The end of a part's body: a part inside a multipart ends before the line break that belongs
 * to the next delimiter; the root of a single-part message runs to the end of the bytes.
 */
function bodyEnd(node: PostalNode, trace: NodeTrace, parsed: Uint8Array): number {
  return node.parentNode === undefined && !node.contentType.multipart ? parsed.length : trace.bodyEnd;
}

function contentOf(node: PostalNode, trace: NodeTrace | undefined, parsed: Uint8Array): Uint8Array {
  if (trace?.rawContent) return trace.bodyStart === -1 ? EMPTY : parsed.subarray(trace.bodyStart, bodyEnd(node, trace, parsed));
  if (trace?.base64) return trace.bodyStart === -1 ? EMPTY : decodeBase64Body(parsed.subarray(trace.bodyStart, bodyEnd(node, trace, parsed)));
  return node.content === null ? EMPTY : new Uint8Array(node.content);
}

function contentTypeOf(value: string): string {
  return /^[^\s/;]+\/[^\s/;]+$/.test(value) ? value : 'text/plain';
}

function isDisplayText(contentType: string, disposition: string | undefined): boolean {
  return (contentType === 'text/plain' || contentType === 'text/html') && disposition !== 'attachment';
}

function decodedParam(value: string | undefined, findings: Findings): string | undefined {
  if (value === undefined || value === '') return undefined;
  const decoded = value.includes('=?') ? decodeWords(value) : value;
  findings.noteDecoded(value, decoded);
  return decoded;
}

function attachmentOf(part: MimePart, content: Uint8Array, message: MessageModel | undefined): Attachment {
  return {
    partId: part.id,
    source: 'mime',
    filename: part.filename,
    contentType: part.contentType,
    disposition: part.disposition,
    contentId: part.contentId,
    size: content.length,
    content: () => content,
    message,
  };
}

/** The end offset of the last line of a node or of any part inside it. */
function subtreeEnd(node: PostalNode, tree: MimeTree): number {
  let end = tree.trace.get(node)?.end ?? 0;
  for (const child of node.childNodes) end = Math.max(end, subtreeEnd(child, tree));
  return end;
}

function encodedSize(node: PostalNode, trace: NodeTrace | undefined, tree: MimeTree, parsed: Uint8Array): number {
  if (trace === undefined || trace.bodyStart === -1) return 0;
  return (node.contentType.multipart ? subtreeEnd(node, tree) : bodyEnd(node, trace, parsed)) - trace.bodyStart;
}

async function buildPart(node: PostalNode, id: string, ancestorBoundaries: readonly string[], ctx: TreeContext, out: Collected): Promise<MimePart> {
  const { findings, budget, tree } = ctx;
  const trace = tree.trace.get(node);
  const depth = ctx.baseDepth + node.depth;
  out.maxDepth = Math.max(out.maxDepth, depth);

  const params = { ...node.contentType.parsed.params };
  for (const value of Object.values(params)) findings.noteDecoded('', value);
  const contentType = contentTypeOf(node.contentType.parsed.value);
  const charset = params['charset'] !== undefined ? normaliseCharsetLabel(params['charset']) || undefined : undefined;
  const disposition = node.contentDisposition.parsed.value || undefined;
  const filename = decodedParam(node.contentDisposition.parsed.params['filename'] ?? params['name'], findings);
  const headers = buildHeaderFields(trace?.rawHeaderLines ?? [], findings);
  // postal-mime defaults a missing Content-Transfer-Encoding to 8bit; RFC 2045 says 7bit.
  const declaresEncoding = headers.some((field) => field.key === 'content-transfer-encoding');
  const transferEncoding = (declaresEncoding && node.contentTransferEncoding.encoding) || '7bit';
  const multipart = node.contentType.multipart !== false;
  const content = multipart ? EMPTY : contentOf(node, trace, ctx.checked.bytes);

  const children: MimePart[] = [];
  const boundary = params['boundary'];
  if (multipart) {
    if (boundary === undefined || boundary === '') findings.add('missing_boundary_parameter');
    else {
      if (ancestorBoundaries.includes(boundary)) findings.add('reused_boundary');
      if (node.childNodes.length === 0) findings.add('empty_multipart');
      else if (!tree.terminated.has(node)) findings.add('unterminated_boundary');
    }
    const inner = boundary ? [...ancestorBoundaries, boundary] : ancestorBoundaries;
    for (const [index, child] of node.childNodes.entries()) {
      children.push(await buildPart(child, `${id}.${index + 1}`, inner, ctx, out));
    }
  } else if (trace !== undefined && trace.bodyStart !== -1) {
    const anomaly = transferAnomaly(transferEncoding, ctx.checked.bytes.subarray(trace.bodyStart, trace.bodyEnd));
    if (anomaly !== undefined) findings.add(anomaly);
  }

  const part: MimePart = {
    id,
    depth,
    contentType,
    params,
    charset,
    disposition,
    filename,
    contentId: node.contentId?.trim() || undefined,
    transferEncoding,
    headers,
    size: encodedSize(node, trace, tree, ctx.checked.bytes),
    children,
    content: () => content,
  };
  if (!multipart) await collectLeaf(node, part, content, ctx, out);
  return part;
}

async function collectLeaf(node: PostalNode, part: MimePart, content: Uint8Array, ctx: TreeContext, out: Collected): Promise<void> {
  const { findings, budget } = ctx;
  if (isDisplayText(part.contentType, part.disposition)) {
    budget.addDecoded(content.length);
    const decoded = decodeText(content, part.charset);
    findings.addAll(decoded.anomalies);
    if (decoded.replacedInvalidUtf8) findings.replacedInvalidUtf8 = true;
    let text = decoded.text.includes('\r') ? decoded.text.replace(/\r\n/g, '\n') : decoded.text;
    if (part.params['format']?.toLowerCase() === 'flowed') {
      text = node.decodeFlowedText(text, part.params['delsp']?.toLowerCase() === 'yes');
    }
    if (part.contentType === 'text/html') {
      out.htmls.push(text);
      return;
    }
    const scan = extractUuencoded(text, () => budget.addAttachment());
    out.texts.push(scan.text);
    for (const file of scan.files) {
      out.attachments.push({
        partId: part.id,
        source: 'uuencode',
        filename: file.filename,
        contentType: 'application/octet-stream',
        disposition: 'attachment',
        contentId: undefined,
        size: file.content.length,
        content: () => file.content,
        message: undefined,
      });
    }
    return;
  }

  budget.addAttachment();
  let message: MessageModel | undefined;
  if (NESTED_MESSAGE_TYPES.has(part.contentType)) {
    message = await parseNestedMessage(content, part.depth + 1, ctx);
  }
  if (message === undefined) budget.addDecoded(content.length);
  else {
    out.nested.push(message);
    for (const anomaly of message.anomalies) if (!OWN_HEADER_ANOMALIES.has(anomaly)) findings.add(anomaly);
    if (message.warnings.has('invalid_utf8_replaced')) findings.replacedInvalidUtf8 = true;
  }
  out.attachments.push(attachmentOf(part, content, message));
}

/** A nested message that is not one (empty, NUL, no header) stays an opaque attachment; a limit passed refuses the whole. */
async function parseNestedMessage(content: Uint8Array, depth: number, ctx: TreeContext): Promise<MessageModel | undefined> {
  try {
    return await ctx.parseNested(content, ctx.budget, depth);
  } catch (error) {
    const detail = (error as { detail?: { code?: string } }).detail;
    if (detail?.code === 'email_too_complex') throw error;
    return undefined;
  }
}

function headerAnomalies(headers: readonly HeaderField[], findings: Findings): void {
  for (const key of SINGLETON_HEADERS) {
    let seen = 0;
    for (const field of headers) if (field.key === key) seen++;
    if (seen > 1) findings.add('duplicate_singleton_header');
  }
}

/**
 * Several authors in From with one Sender, all at one domain, as RFC 5322 allows ("From: Ann
 * <a@x>, Dee <d@x>" sent by Dee). A From piece without an address ("Brand, <x@y>"), a Sender
 * elsewhere ("From: PAY@x, TOP@x" sent by someone@z) or authors at several domains (a brand's
 * address beside the real one: "From: PayPal <service@paypal.com>, <billing@evil.top>") is the anomaly.
 */
function coAuthored(addresses: AddressLists): boolean {
  const [sender, ...others] = addresses.sender;
  if (sender === undefined || others.length > 0 || sender.domain === '') return false;
  const domain = sender.domain.toLowerCase();
  return addresses.from.every((mailbox) => mailbox.address !== '' && mailbox.domain.toLowerCase() === domain);
}

/** Letters only, lower case, accents dropped: "García" and "garcia" compare equal. */
function bareLetters(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * One person written "Surname, First <first.surname@x>" without quotes, as some mail software
 * does: the parser reads two mailboxes, the first without an address, but the name before the
 * comma is in the mailbox that follows it. A kit's "Reifefrauen, jehd <service@brand.example>"
 * and "Brand, <x@y>" name nothing of their mailbox.
 */
function surnameFirst(addresses: AddressLists): boolean {
  const [surname, person, ...rest] = addresses.from;
  if (surname === undefined || person === undefined || rest.length > 0) return false;
  if (surname.address !== '' || person.address === '' || person.name.trim() === '') return false;
  const local = bareLetters(person.address.slice(0, person.address.lastIndexOf('@')));
  return bareLetters(surname.name)
    .split(/[^\p{L}]+/u)
    .some((word) => word.length >= 3 && local.includes(word));
}

function finish(ctx: BuildContext, root: MimePart, collected: Collected): MessageModel {
  const { findings, budget, start } = ctx;
  const headers = root.headers;
  const addresses = addressLists(headers);
  headerAnomalies(headers, findings);
  if (addresses.from.length > 1 && !coAuthored(addresses) && !surnameFirst(addresses)) findings.add('multiple_from_mailboxes');
  let maxDepth = collected.maxDepth;
  for (const nested of collected.nested) maxDepth = Math.max(maxDepth, nested.metrics.maxDepth);

  const header = (key: string): readonly string[] => {
    const lower = key.toLowerCase();
    return headers.filter((field) => field.key === lower).map((field) => field.value);
  };
  return {
    headers,
    addresses,
    subject: header('subject')[0] ?? '',
    root,
    text: collected.texts.join('\n\n'),
    html: collected.htmls.join('\n'),
    attachments: collected.attachments,
    metrics: {
      headerBlockBytes: ctx.checked.headerBlockBytes,
      headerCount: budget.headers - start.headers,
      partCount: budget.parts - start.parts,
      maxDepth,
      attachmentCount: budget.attachments - start.attachments,
      decodedBytes: budget.decodedBytes - start.decodedBytes,
      totalBytes: ctx.totalBytes,
    },
    anomalies: findings.anomalies,
    warnings: messageWarnings(findings.anomalies, findings.replacedInvalidUtf8),
    header,
  };
}

export async function buildModel(ctx: TreeContext): Promise<MessageModel> {
  const collected: Collected = { texts: [], htmls: [], attachments: [], nested: [], maxDepth: ctx.baseDepth };
  const root = await buildPart(ctx.tree.root, '1', [], ctx, collected);
  // Only a message that needs MIME to be read (a multipart, or an encoded body) is missing
  // its MIME-Version; a plain text message without one is ordinary RFC 5322 mail.
  const hasMimeVersion = root.headers.some((field) => field.key === 'mime-version');
  const needsMime = root.contentType.startsWith('multipart/') || ['base64', 'quoted-printable'].includes(root.transferEncoding);
  if (needsMime && !hasMimeVersion) ctx.findings.add('missing_mime_version');
  return finish(ctx, root, collected);
}

/** Splits a byte range into lines at LF, without the line endings. */
function linesOf(bytes: Uint8Array): Uint8Array[] {
  const lines: Uint8Array[] = [];
  let start = 0;
  while (start < bytes.length) {
    let lf = bytes.indexOf(0x0a, start);
    if (lf === -1) lf = bytes.length;
    let end = lf;
    while (end > start && bytes[end - 1] === 0x0d) end--;
    lines.push(bytes.subarray(start, end));
    start = lf + 1;
  }
  return lines;
}

/** The model of a message the MIME parser failed on: its top-level headers and raw body as one text part. */
export function buildFallbackModel(ctx: BuildContext): MessageModel {
  const { checked, budget, findings } = ctx;
  budget.addPart(ctx.baseDepth);
  const headerLines = linesOf(checked.bytes.subarray(0, checked.headerBlockBytes));
  let logical = 0;
  for (const line of headerLines) {
    if ((line[0] === 0x20 || line[0] === 0x09) && logical > 0) logical += line.length;
    else {
      budget.addHeader();
      logical = line.length;
    }
    budget.checkHeaderBytes(logical);
  }
  const headers = buildHeaderFields(headerLines, findings);
  const bodyStart = checked.bytes.indexOf(0x0a, checked.headerBlockBytes) + 1;
  const body = checked.bytes.subarray(bodyStart);
  budget.addDecoded(body.length);
  const decoded = decodeText(body, undefined);
  const root: MimePart = {
    id: '1',
    depth: ctx.baseDepth,
    contentType: 'text/plain',
    params: {},
    charset: undefined,
    disposition: undefined,
    filename: undefined,
    contentId: undefined,
    transferEncoding: '7bit',
    headers,
    size: body.length,
    children: [],
    content: () => body,
  };
  return finish(ctx, root, { texts: [decoded.text], htmls: [], attachments: [], nested: [], maxDepth: ctx.baseDepth });
}
