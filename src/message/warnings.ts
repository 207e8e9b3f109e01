// Which anomalies make a message "malformed but accepted", and when invalid UTF-8 counts as
// replaced (contract section 1.2, `warnings`). This table is the definition; the README
// repeats it.

import type { Anomaly, MessageWarning } from './model.ts';

/**
 * `malformed_message_accepted` is raised when the parser had to guess the message's
 * structure or the bytes of a part, i.e. when another reader could see a different message.
 * Anomalies left out are storage conventions (mbox line, mixed CRLF/LF), label problems that
 * do not change the structure (charsets, encoded words), and facts the analysis areas judge
 * (duplicate headers, several From mailboxes).
 */
export const MALFORMED_ANOMALIES: ReadonlySet<Anomaly> = new Set<Anomaly>([
  'bare_cr_line_endings',
  'missing_mime_version',
  'eight_bit_headers',
  'invalid_header_line',
  'unterminated_boundary',
  'missing_boundary_parameter',
  'reused_boundary',
  'empty_multipart',
  'bad_base64',
  'bad_quoted_printable',
  'unknown_transfer_encoding',
  'mime_parse_failed',
]);

/**
 * `invalid_utf8_replaced` is raised when text the model presents was altered because bytes
 * read as UTF-8 did not decode: a text body labelled UTF-8 with invalid sequences (they become
 * U+FFFD), or a header value, encoded word or RFC 2231 parameter whose decoding produced a
 * U+FFFD its source did not hold. Text read by a fallback charset is not replaced, so it does
 * not raise it.
 */
export function messageWarnings(anomalies: ReadonlySet<Anomaly>, replacedInvalidUtf8: boolean): Set<MessageWarning> {
  const warnings = new Set<MessageWarning>();
  for (const anomaly of anomalies) {
    if (MALFORMED_ANOMALIES.has(anomaly)) {
      warnings.add('malformed_message_accepted');
      break;
    }
  }
  if (replacedInvalidUtf8) warnings.add('invalid_utf8_replaced');
  return warnings;
}
