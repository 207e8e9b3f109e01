// What the structure area knows: which parser anomalies become which public signal, and the
// thresholds of its own checks. Data, reviewed like code: each value says why it is what it is.

import type { SignalCode } from '../../contract/signals.ts';
import type { Anomaly } from '../../message/model.ts';

export type StructureSignal = Extract<SignalCode, 'structure_duplicate_headers' | 'structure_encoding_anomaly' | 'structure_mime_anomaly'>;

/**
 * Each parser anomaly and the signal it raises, or null when it is not evidence: storage and
 * transport conventions (mbox line, line endings), and departures that honest software commits
 * daily (no MIME-Version, raw UTF-8 in headers, which RFC 6532 allows, a stray header line).
 */
export const ANOMALY_SIGNALS: Readonly<Record<Anomaly, StructureSignal | null>> = {
  mbox_from_line: null,
  bare_cr_line_endings: null,
  mixed_line_endings: null,
  missing_mime_version: null,
  eight_bit_headers: null,
  invalid_header_line: null,
  broken_encoded_word: 'structure_encoding_anomaly',
  bad_base64: 'structure_encoding_anomaly',
  bad_quoted_printable: 'structure_encoding_anomaly',
  unknown_transfer_encoding: 'structure_encoding_anomaly',
  unknown_charset: 'structure_encoding_anomaly',
  charset_mismatch: 'structure_encoding_anomaly',
  invalid_utf8: 'structure_encoding_anomaly',
  unterminated_boundary: 'structure_mime_anomaly',
  missing_boundary_parameter: 'structure_mime_anomaly',
  reused_boundary: 'structure_mime_anomaly',
  empty_multipart: 'structure_mime_anomaly',
  mime_parse_failed: 'structure_mime_anomaly',
  duplicate_singleton_header: 'structure_duplicate_headers',
  multiple_from_mailboxes: 'structure_duplicate_headers',
};

/** Headers whose absence raises `structure_missing_headers` (RFC 5322 3.6 requires From and Date; Message-ID is a SHOULD every real sender follows). */
export const REQUIRED_HEADERS: readonly string[] = ['from', 'date', 'message-id'];

export const STRUCTURE_THRESHOLDS = {
  /**
   * MIME nesting deeper than this is unusual (`structure_mime_anomaly`): a message forwarded
   * twice with its attachments stays well below it; nesting is a known way to tire scanners.
   */
  maxUsualDepth: 10,
  /**
   * Alternatives "materially differ" when both have at least `minAlternativeWords` distinct
   * words and fewer than this share of the smaller side's words appear in the other side
   * (overlap coefficient). On the development corpus, legitimate alternatives sit above 0.75
   * except "your client cannot show HTML" stubs (0.14–0.3); phishing goes down to 0.
   */
  minAlternativeOverlap: 0.2,
  /** Both alternatives need this many distinct words to be compared by overlap. */
  minAlternativeWords: 12,
  /**
   * They also differ when one alternative is empty (at most this many words) while the other
   * says something (at least `minAlternativeWords`): text hidden from whoever reads the other one.
   */
  maxEmptyAlternativeWords: 2,
  /** Characters of HTML read per alternative: enough for any real body, bounded for hostile ones. */
  maxHtmlChars: 1_048_576,
  /**
   * How far a Received timestamp may run ahead of the one added after it (the field above it)
   * before the chain counts as inconsistent: server clocks drift and some write local time
   * with a wrong zone.
   */
  receivedClockToleranceMs: 6 * 60 * 60 * 1000,
} as const;
