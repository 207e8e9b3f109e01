// Why a message cannot be analysed at all. Each kind maps to exactly one row of the
// contract's error table (section 1.4, rows 12–14); the HTTP layer renders it.

import type { LimitName } from './limits.ts';

export const UNPARSEABLE_REASONS = Object.freeze(['nul_byte', 'no_header_section', 'no_body'] as const);
export type UnparseableReason = (typeof UNPARSEABLE_REASONS)[number];

export type RejectionDetail =
  | { readonly code: 'empty_body' }
  | { readonly code: 'message_unparseable'; readonly reason: UnparseableReason }
  | { readonly code: 'email_too_complex'; readonly limit: LimitName; readonly max: number };

export class MessageRejection extends Error {
  readonly detail: RejectionDetail;

  constructor(detail: RejectionDetail, message: string) {
    super(message);
    this.name = 'MessageRejection';
    this.detail = detail;
  }
}

export function isMessageRejection(error: unknown): error is MessageRejection {
  return error instanceof MessageRejection;
}

/** The problem extensions a rejection carries (contract 1.4 rows 13–14): `reason`, or `limit` and `max`. */
export function rejectionExtensions(detail: RejectionDetail): Readonly<Record<string, string | number>> {
  switch (detail.code) {
    case 'empty_body':
      return {};
    case 'message_unparseable':
      return { reason: detail.reason };
    case 'email_too_complex':
      return { limit: detail.limit, max: detail.max };
  }
}
