// bytes → MessageModel, or a MessageRejection; never anything else.
//
// 1. preflight.ts: empty, NUL, line endings, mbox line, header section present and ended,
//    top-level header block size (the contract's order: unparseable before too complex).
// 2. mime-tree.ts: postal-mime reads the MIME tree while the budget counts parts, depth and
//    headers line by line and stops at the first limit passed.
// 3. build.ts: the tree becomes MimeParts, bodies and attachments; message/rfc822 parts are
//    parsed here again as nested messages under the same budget.
// A parser failure that is not a limit keeps what could be read: the top-level headers and
// the raw body as one text part, with the anomaly `mime_parse_failed` (so the warning
// `malformed_message_accepted`).

import { Budget } from './budget.ts';
import { buildModel, buildFallbackModel } from './build.ts';
import { Findings } from './findings.ts';
import type { MessageLimits } from './limits.ts';
import { CONTRACT_LIMITS } from './limits.ts';
import { readMimeTree } from './mime-tree.ts';
import type { MessageModel } from './model.ts';
import { preflight } from './preflight.ts';
import { isMessageRejection } from './rejection.ts';

export async function parseMessage(bytes: Uint8Array, limits: MessageLimits = CONTRACT_LIMITS): Promise<MessageModel> {
  return parseWithin(bytes, new Budget(limits), 0);
}

/** Parses one message, top-level or nested at `baseDepth`, counting into `budget`. */
export async function parseWithin(bytes: Uint8Array, budget: Budget, baseDepth: number): Promise<MessageModel> {
  const checked = preflight(bytes, budget.limits);
  const start = budget.snapshot();
  try {
    const tree = await readMimeTree(checked.bytes, budget, baseDepth);
    const findings = new Findings();
    findings.addAll(checked.anomalies);
    return await buildModel({ tree, checked, totalBytes: bytes.length, budget, baseDepth, findings, start, parseNested: parseWithin });
  } catch (error) {
    if (isMessageRejection(error)) throw error;
    budget.restore(start);
    const findings = new Findings();
    findings.addAll(checked.anomalies);
    findings.add('mime_parse_failed');
    return buildFallbackModel({ checked, totalBytes: bytes.length, budget, baseDepth, findings, start });
  }
}
