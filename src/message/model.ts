// The MessageModel: everything the analysis areas may read about one message.
// Built once per message by `parseMessage` (parse.ts); the areas never see raw bytes
// except through the accessors below, so limits and decoding live in one place.

/** One header field as it appeared, in order, duplicates kept. */
export interface HeaderField {
  /** The field name as written (original case). */
  readonly name: string;
  /** The field name in lower case, for look-ups. */
  readonly key: string;
  /** The raw value after the colon: folding kept, bytes read as latin1 when not valid UTF-8. */
  readonly raw: string;
  /** The unfolded value with RFC 2047 encoded-words decoded to UTF-8, trimmed. */
  readonly value: string;
}

/** A parsed mailbox. `address` is lower-cased only in its domain part. */
export interface Mailbox {
  readonly name: string;
  readonly address: string;
  /** The domain after the last `@`, lower case, punycode decoded to Unicode (may be empty). */
  readonly domain: string;
}

export interface AddressLists {
  readonly from: readonly Mailbox[];
  readonly sender: readonly Mailbox[];
  readonly replyTo: readonly Mailbox[];
  readonly to: readonly Mailbox[];
  readonly cc: readonly Mailbox[];
  readonly returnPath: readonly Mailbox[];
}

/** One node of the MIME tree. */
export interface MimePart {
  /** Dotted position in the tree: "1" is the root, "1.2" its second child, … */
  readonly id: string;
  /** 0 for the root of a message; nested messages continue counting from their parent. */
  readonly depth: number;
  /** Lower-case `type/subtype`; `text/plain` when missing or unparseable. */
  readonly contentType: string;
  /** Content-Type parameters, lower-case names, RFC 2231 continuations joined and decoded. */
  readonly params: Readonly<Record<string, string>>;
  /** Declared charset, lower case, when any. */
  readonly charset: string | undefined;
  /** `inline`, `attachment`, or undefined when absent. */
  readonly disposition: string | undefined;
  /** The file name from Content-Disposition or Content-Type `name`, decoded (RFC 2231 / 2047). */
  readonly filename: string | undefined;
  readonly contentId: string | undefined;
  /** Lower-case Content-Transfer-Encoding, `7bit` when absent. */
  readonly transferEncoding: string;
  readonly headers: readonly HeaderField[];
  /** Size of the encoded body in bytes, as it stood in the message. */
  readonly size: number;
  readonly children: readonly MimePart[];
  /** Decoded body bytes (transfer encoding undone); empty for multipart containers. */
  content(): Uint8Array;
}

export type AttachmentSource = 'mime' | 'uuencode' | 'tnef';

export interface Attachment {
  /** The id of the MIME part that holds it (for uuencode and TNEF, the part it was found in). */
  readonly partId: string;
  readonly source: AttachmentSource;
  readonly filename: string | undefined;
  /** The declared type, lower case. */
  readonly contentType: string;
  readonly disposition: string | undefined;
  readonly contentId: string | undefined;
  /** Decoded size in bytes. */
  readonly size: number;
  /** Decoded bytes. */
  content(): Uint8Array;
  /** For message/rfc822 (and message/global) parts: the nested message, parsed. */
  readonly message: MessageModel | undefined;
}

/** Measurements taken while parsing; the structural limits are checked against these. */
export interface MessageMetrics {
  /** Bytes of the top-level header block, without the blank line that ends it. */
  readonly headerBlockBytes: number;
  /** Header fields across the whole parsed message, nested parts and messages included. */
  readonly headerCount: number;
  /** MIME parts across the whole message, the root included. */
  readonly partCount: number;
  /** Deepest MIME nesting seen (root = 0). */
  readonly maxDepth: number;
  readonly attachmentCount: number;
  /** Sum of decoded part bodies in bytes. */
  readonly decodedBytes: number;
  /** The size of the whole message in bytes. */
  readonly totalBytes: number;
}

/**
 * Observations about how the message departs from the standards. They are internal: the
 * structure area turns them into public signal codes, and some of them raise the
 * `malformed_message_accepted` warning (see warnings.ts for exactly which).
 */
export type Anomaly =
  | 'mbox_from_line'
  | 'bare_cr_line_endings'
  | 'mixed_line_endings'
  | 'missing_mime_version'
  | 'eight_bit_headers'
  | 'invalid_header_line'
  | 'broken_encoded_word'
  | 'unterminated_boundary'
  | 'missing_boundary_parameter'
  | 'reused_boundary'
  | 'empty_multipart'
  | 'bad_base64'
  | 'bad_quoted_printable'
  | 'unknown_transfer_encoding'
  | 'unknown_charset'
  | 'charset_mismatch'
  | 'invalid_utf8'
  | 'duplicate_singleton_header'
  | 'multiple_from_mailboxes'
  /** The MIME parser failed; the model holds the top-level headers and the raw body as one text part. */
  | 'mime_parse_failed';

export type MessageWarning = 'malformed_message_accepted' | 'invalid_utf8_replaced';

export interface MessageModel {
  /** Top-level header fields, in order, duplicates kept. */
  readonly headers: readonly HeaderField[];
  readonly addresses: AddressLists;
  /** Decoded `Subject` (empty when missing). */
  readonly subject: string;
  /** The root of the MIME tree. */
  readonly root: MimePart;
  /** All text/plain bodies meant for display, decoded to UTF-8 and joined by a blank line. */
  readonly text: string;
  /** All text/html bodies meant for display, decoded to UTF-8 and joined. */
  readonly html: string;
  readonly attachments: readonly Attachment[];
  readonly metrics: MessageMetrics;
  readonly anomalies: ReadonlySet<Anomaly>;
  readonly warnings: ReadonlySet<MessageWarning>;
  /** All values of one header (lower-case name), in order. */
  header(key: string): readonly string[];
}
