// The structural limits of the contract (section 3). Operators may lower them, never raise them.

export const LIMIT_NAMES = Object.freeze([
  'header_block_bytes',
  'header_count',
  'header_bytes',
  'mime_parts',
  'mime_depth',
  'attachments',
  'decoded_bytes',
] as const);
export type LimitName = (typeof LIMIT_NAMES)[number];

export interface MessageLimits {
  /** The whole message in bytes (413 payload_too_large beyond it). */
  readonly messageBytes: number;
  readonly structural: Readonly<Record<LimitName, number>>;
}

export const CONTRACT_LIMITS: MessageLimits = Object.freeze({
  messageBytes: 10_485_760,
  structural: Object.freeze({
    header_block_bytes: 262_144,
    header_count: 500,
    header_bytes: 65_536,
    mime_parts: 200,
    mime_depth: 20,
    attachments: 50,
    decoded_bytes: 10_485_760,
  }),
});
