// The structure area: how the message is built, independent of what it says. It reads the
// parser's anomalies, the top-level headers, the Received chain and the MIME tree.

import type { SignalCode } from '../../contract/signals.ts';
import { decodeText } from '../../message/charset.ts';
import type { MessageModel, MimePart } from '../../message/model.ts';
import type { Area, AreaContext, AreaFindings } from '../area.ts';
import { ANOMALY_SIGNALS, REQUIRED_HEADERS, STRUCTURE_THRESHOLDS } from '../knowledge/structure.ts';
import { hasNumericDateTime, parseDateTime } from '../mail/date-time.ts';
import { overlapCoefficient, wordSet } from '../text/words.ts';

export const structureArea: Area = {
  name: 'structure',
  run(model: MessageModel, context: AreaContext): AreaFindings {
    const signals = new Set<SignalCode>();
    for (const anomaly of model.anomalies) {
      const signal = ANOMALY_SIGNALS[anomaly];
      if (signal !== null) signals.add(signal);
    }
    if (model.metrics.maxDepth > STRUCTURE_THRESHOLDS.maxUsualDepth) signals.add('structure_mime_anomaly');
    if (missesRequiredHeader(model)) signals.add('structure_missing_headers');
    if (model.addresses.to.length === 0 && model.addresses.cc.length === 0) signals.add('structure_undisclosed_recipients');
    if (receivedChainIsAnomalous(model.header('received'))) signals.add('structure_received_anomaly');
    if (alternativesDiffer(model.root, context)) signals.add('structure_parts_differ');
    return { signals: [...signals] };
  },
};

function missesRequiredHeader(model: MessageModel): boolean {
  return REQUIRED_HEADERS.some((key) => model.header(key).every((value) => value.trim() === ''));
}

/**
 * A Received field is malformed when no date-time can be read in it (RFC 5321 puts one after a
 * `;`; some large providers omit the `;`, so without one the whole field is searched).
 * The chain is inconsistent when a hop (lower in the header, so earlier) is stamped later than
 * the hop above it by more than the clock tolerance. No Received field at all is not an
 * anomaly: mail submitted by a client, or exported with its trace removed, has none.
 */
export function receivedChainIsAnomalous(received: readonly string[]): boolean {
  let later: number | undefined;
  for (const value of received) {
    const semicolon = value.lastIndexOf(';');
    const datePart = semicolon === -1 ? value : value.slice(semicolon + 1);
    const stamp = parseDateTime(datePart);
    if (stamp === undefined) {
      if (!hasNumericDateTime(datePart)) return true;
      continue;
    }
    if (later !== undefined && stamp - later > STRUCTURE_THRESHOLDS.receivedClockToleranceMs) return true;
    later = stamp;
  }
  return false;
}

/** True when some multipart/alternative offers a text and an HTML version that say different things. */
export function alternativesDiffer(root: MimePart, context: AreaContext): boolean {
  for (const part of walk(root)) {
    if (part.contentType !== 'multipart/alternative') continue;
    const plain = part.children.find((child) => child.contentType === 'text/plain' && child.disposition !== 'attachment');
    const html = firstHtml(part);
    if (plain === undefined || html === undefined) continue;
    const plainWords = wordSet(decodeText(plain.content(), plain.charset).text);
    const htmlWords = wordSet(context.derived.htmlText(decodeText(html.content(), html.charset).text, STRUCTURE_THRESHOLDS.maxHtmlChars));
    if (wordSetsDiffer(plainWords, htmlWords)) return true;
  }
  return false;
}

function wordSetsDiffer(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const { minAlternativeWords, minAlternativeOverlap, maxEmptyAlternativeWords } = STRUCTURE_THRESHOLDS;
  const smaller = Math.min(a.size, b.size);
  const larger = Math.max(a.size, b.size);
  if (smaller >= minAlternativeWords) return overlapCoefficient(a, b) < minAlternativeOverlap;
  return smaller <= maxEmptyAlternativeWords && larger >= minAlternativeWords;
}

/** The HTML alternative: a text/html child, or one inside a multipart/related child. */
function firstHtml(alternative: MimePart): MimePart | undefined {
  for (const child of alternative.children) {
    if (child.contentType === 'text/html' && child.disposition !== 'attachment') return child;
    if (child.contentType === 'multipart/related') {
      const inner = child.children.find((grandchild) => grandchild.contentType === 'text/html');
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}

function* walk(part: MimePart): Generator<MimePart> {
  const stack = [part];
  while (stack.length > 0) {
    const next = stack.pop() as MimePart;
    yield next;
    for (let index = next.children.length - 1; index >= 0; index--) stack.push(next.children[index] as MimePart);
  }
}
