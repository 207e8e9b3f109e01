// Reads the MIME tree with postal-mime and enforces the structural limits line by line.
//
// postal-mime (pinned at 4.0.0) does the hard, hardened work: boundary matching against every
// open ancestor, header unfolding, Content-Type/Disposition parameters with RFC 2231
// continuations, base64 and quoted-printable decoding. Its public result is flat (text, html,
// attachments); the tree it builds is internal. This module is the one place that reads those
// internals: the shape is declared below and checked by test/message/mime-tree.test.ts, so an
// upgrade that changes it fails there. It drives the parser's line loop itself (readLines, which
// also cuts the lines, as postal-mime's readLine does) and wraps its per-line step (feeding plain
// lines to the node itself, as that step does) to
//   - count parts, depth, header fields and logical header bytes as each line arrives and stop
//     the parse at the first limit passed (a message of 100,000 parts stops at part 201);
//   - keep the raw bytes of every header line (postal-mime keeps them only as UTF-8 text) and
//     the offsets of every part's body (for sizes and the encoding checks);
//   - see which multipart boundaries were properly closed.

import PostalMime from 'postal-mime';
import type { Budget } from './budget.ts';

interface StructuredHeader {
  value: string;
  params: Record<string, string>;
}

/** The part of postal-mime's internal MimeNode this module reads. */
export interface PostalNode {
  parentNode?: PostalNode | undefined;
  childNodes: PostalNode[];
  depth: number;
  state: 'header' | 'body' | 'finished';
  headerLines: string[];
  contentType: { value: string; parsed: StructuredHeader; multipart: string | false };
  contentTransferEncoding: { value: string; encoding: string };
  contentDisposition: { value: string; parsed: StructuredHeader };
  contentId?: string | undefined;
  content: ArrayBuffer | null;
  contentDecoder: { update(line: Uint8Array): void; finalize(): Promise<ArrayBuffer> } | null;
  decodeFlowedText(text: string, delSp: boolean): string;
  feed(line: Uint8Array): void;
}

interface PostalBoundary {
  value: Uint8Array;
  node: PostalNode;
}

interface PostalInternals {
  root: PostalNode;
  currentNode: PostalNode;
  boundaries: PostalBoundary[];
  started: boolean;
  buf: ArrayBuffer;
  av: Uint8Array;
  readPos: number;
  resolveInput(bytes: Uint8Array): Promise<ArrayBuffer>;
  processLine(line: Uint8Array, isFinal: boolean): Promise<void>;
}

/** What the line hook saw of one node. */
export interface NodeTrace {
  readonly rawHeaderLines: Uint8Array[];
  /** Offsets in the parsed bytes of the first and last body byte; -1 when the part had no body line. */
  bodyStart: number;
  bodyEnd: number;
  /** End offset of the last line that belonged to this node (header or body). */
  end: number;
  /** Bytes so far of the logical header being read, for the header_bytes limit. */
  logicalHeaderBytes: number;
  /** The body has no transfer encoding to undo: its content is the raw body range itself. */
  rawContent: boolean;
  /** The body is base64, decoded from the raw range by base64.ts rather than by postal-mime. */
  base64: boolean;
}

export interface MimeTree {
  readonly root: PostalNode;
  readonly trace: ReadonlyMap<PostalNode, NodeTrace>;
  /** Multipart nodes whose closing delimiter was seen. */
  readonly terminated: ReadonlySet<PostalNode>;
}

const DASH = 0x2d;
const CR = 0x0d;
const LF = 0x0a;

// postal-mime collects an unencoded body line by line into a Blob, which costs about a second
// per 10 MiB of short lines. Such a body needs no decoding: its content is the raw range the
// hook records, so the collecting is switched off.
const DISCARD = {
  update(): void {},
  finalize: async (): Promise<ArrayBuffer> => new ArrayBuffer(0),
};

function needsDecoding(node: PostalNode): boolean {
  return /base64|quoted-printable/i.test(node.contentTransferEncoding.encoding);
}

// postal-mime's base64 decoder makes one buffer per `=`-terminated unit (base64.ts says why):
// base64 bodies are decoded from their raw range instead.
function isBase64(node: PostalNode): boolean {
  return /base64/i.test(node.contentTransferEncoding.encoding);
}

function newTrace(): NodeTrace {
  return { rawHeaderLines: [], bodyStart: -1, bodyEnd: -1, end: 0, logicalHeaderBytes: 0, rawContent: false, base64: false };
}

/**
 * Parses `bytes` into postal-mime's tree. `baseDepth` is the depth of the root (a nested
 * message continues its parent's depth). Throws the budget's MessageRejection at the first
 * limit passed; any other throw is a parser failure the caller handles.
 */
export async function readMimeTree(bytes: Uint8Array, budget: Budget, baseDepth: number): Promise<MimeTree> {
  const parser = new PostalMime({
    // Nested messages are parsed by parse.ts, under the same budget.
    maxRfc822NestingDepth: 0,
    // Our own checks stop the parse first; these only keep postal-mime's out of the way.
    maxNestingDepth: budget.limits.structural.mime_depth - baseDepth + 1,
    maxHeadersSize: budget.limits.messageBytes + 1,
  });
  const internals = parser as unknown as PostalInternals;
  const trace = new Map<PostalNode, NodeTrace>();
  const terminated = new Set<PostalNode>();

  budget.addPart(baseDepth);
  trace.set(internals.root, newTrace());

  const step = internals.processLine.bind(parser);
  const onLine = (line: Uint8Array, isFinal: boolean): Promise<void> | undefined => {
    const node = internals.currentNode;
    const headerLinesBefore = node.headerLines.length;
    const wasBody = node.state === 'body';
    const dashes = line[0] === DASH && line[1] === DASH;
    const boundariesBefore = dashes && internals.boundaries.length > 0 ? internals.boundaries.slice() : undefined;
    // postal-mime's processLine awaits only on a `--` line (a boundary) or the last one; any
    // other line it just feeds to the current node, done here without two promises a line.
    if (dashes || isFinal) return step(line, isFinal).then(() => afterLine(line, node, headerLinesBefore, wasBody, boundariesBefore));
    node.feed(line);
    afterLine(line, node, headerLinesBefore, wasBody, boundariesBefore);
    return undefined;
  };
  const afterLine = (line: Uint8Array, node: PostalNode, headerLinesBefore: number, wasBody: boolean, boundariesBefore: PostalBoundary[] | undefined): void => {
    const lineEnd = line.byteOffset + line.length;
    const current = internals.currentNode;
    if (current !== node && !trace.has(current)) {
      budget.addPart(baseDepth + current.depth);
      trace.set(current, newTrace());
    }
    const nodeTrace = trace.get(node)!;

    if (boundariesBefore !== undefined && boundariesBefore.length !== internals.boundaries.length) {
      for (const boundary of boundariesBefore) {
        if (!internals.boundaries.includes(boundary) && isClosingDelimiter(line, boundary.value)) {
          terminated.add(boundary.node);
        }
      }
      return;
    }
    if (!wasBody && node.state === 'body' && !needsDecoding(node)) {
      node.contentDecoder = DISCARD;
      nodeTrace.rawContent = true;
    } else if (!wasBody && node.state === 'body' && isBase64(node)) {
      node.contentDecoder = DISCARD;
      nodeTrace.base64 = true;
    }
    if (node.headerLines.length > headerLinesBefore) {
      nodeTrace.rawHeaderLines.push(line);
      nodeTrace.end = lineEnd;
      const continuation = line[0] === 0x20 || line[0] === 0x09;
      if (continuation && nodeTrace.rawHeaderLines.length > 1) {
        nodeTrace.logicalHeaderBytes += line.length;
      } else {
        budget.addHeader();
        nodeTrace.logicalHeaderBytes = line.length;
      }
      budget.checkHeaderBytes(nodeTrace.logicalHeaderBytes);
    } else if (wasBody && current === node) {
      if (nodeTrace.bodyStart === -1) nodeTrace.bodyStart = line.byteOffset;
      nodeTrace.bodyEnd = lineEnd;
      nodeTrace.end = lineEnd;
    }
  };

  await readLines(internals, bytes, onLine);
  return { root: internals.root, trace, terminated };
}

/**
 * postal-mime's `parse` up to the end of its line loop, which finishes the tree: what it does
 * after (texts, attachments, addresses of its own result) is never read and cost ~15% of parsing.
 */
async function readLines(
  internals: PostalInternals,
  bytes: Uint8Array,
  onLine: (line: Uint8Array, isFinal: boolean) => Promise<void> | undefined,
): Promise<void> {
  internals.started = true;
  internals.buf = await internals.resolveInput(bytes);
  internals.av = new Uint8Array(internals.buf);
  internals.readPos = 0;
  while (internals.readPos < internals.av.length) {
    const line = readLine(internals);
    const pending = onLine(line, internals.readPos >= internals.av.length);
    if (pending !== undefined) await pending;
  }
}

/**
 * postal-mime's `readLine`: the next line without the CR and LF bytes that end it, the read
 * position past its LF. Found with indexOf, where postal-mime tests byte by byte in JavaScript:
 * a third of the line loop's time on the corpus.
 */
export function readLine(internals: Pick<PostalInternals, 'buf' | 'av' | 'readPos'>): Uint8Array {
  const { av } = internals;
  const start = internals.readPos;
  const lf = av.indexOf(LF, start);
  let end = lf === -1 ? av.length : lf;
  internals.readPos = lf === -1 ? av.length : lf + 1;
  while (end > start && av[end - 1] === CR) end--;
  return new Uint8Array(internals.buf, start, end - start);
}

/** `--boundary--`, optionally followed by spaces or tabs: the line that closes a multipart. */
function isClosingDelimiter(line: Uint8Array, boundary: Uint8Array): boolean {
  const n = boundary.length;
  if (line.length < n + 4 || line[n + 2] !== DASH || line[n + 3] !== DASH) return false;
  for (let i = 0; i < n; i++) if (line[i + 2] !== boundary[i]) return false;
  for (let i = n + 4; i < line.length; i++) if (line[i] !== 0x20 && line[i] !== 0x09) return false;
  return true;
}
