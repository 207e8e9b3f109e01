// The running counts of one message, nested messages included, checked against the
// structural limits as each thing is met, so parsing stops at the first limit passed.

import type { LimitName, MessageLimits } from './limits.ts';
import { MessageRejection } from './rejection.ts';

const WHAT: Record<LimitName, string> = {
  header_block_bytes: 'bytes in the top-level header block',
  header_count: 'header fields',
  header_bytes: 'bytes in one header field',
  mime_parts: 'MIME parts',
  mime_depth: 'levels of MIME nesting',
  attachments: 'attachments',
  decoded_bytes: 'bytes of decoded part data',
};

export function tooComplex(limit: LimitName, max: number): MessageRejection {
  return new MessageRejection({ code: 'email_too_complex', limit, max }, `The message has more than ${max} ${WHAT[limit]}.`);
}

export interface BudgetCounts {
  readonly parts: number;
  readonly headers: number;
  readonly attachments: number;
  readonly decodedBytes: number;
}

export class Budget {
  readonly limits: MessageLimits;
  parts = 0;
  headers = 0;
  attachments = 0;
  decodedBytes = 0;

  constructor(limits: MessageLimits) {
    this.limits = limits;
  }

  snapshot(): BudgetCounts {
    return { parts: this.parts, headers: this.headers, attachments: this.attachments, decodedBytes: this.decodedBytes };
  }

  restore(counts: BudgetCounts): void {
    this.parts = counts.parts;
    this.headers = counts.headers;
    this.attachments = counts.attachments;
    this.decodedBytes = counts.decodedBytes;
  }

  private check(limit: LimitName, value: number): void {
    const max = this.limits.structural[limit];
    if (value > max) throw tooComplex(limit, max);
  }

  addPart(depth: number): void {
    this.check('mime_depth', depth);
    this.check('mime_parts', ++this.parts);
  }

  /** One logical header line begins (a field, or a line of a header block that is not one). */
  addHeader(): void {
    this.check('header_count', ++this.headers);
  }

  /** The length so far of the logical header being read. */
  checkHeaderBytes(bytes: number): void {
    this.check('header_bytes', bytes);
  }

  addAttachment(): void {
    this.check('attachments', ++this.attachments);
  }

  addDecoded(bytes: number): void {
    this.decodedBytes += bytes;
    this.check('decoded_bytes', this.decodedBytes);
  }
}
