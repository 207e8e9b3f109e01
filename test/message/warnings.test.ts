import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Anomaly } from '../../src/message/model.ts';
import { MALFORMED_ANOMALIES, messageWarnings } from '../../src/message/warnings.ts';

describe('warnings', () => {
  it('raises malformed_message_accepted for exactly the listed anomalies', () => {
    const all: Anomaly[] = [
      'mbox_from_line',
      'bare_cr_line_endings',
      'mixed_line_endings',
      'missing_mime_version',
      'eight_bit_headers',
      'invalid_header_line',
      'broken_encoded_word',
      'unterminated_boundary',
      'missing_boundary_parameter',
      'reused_boundary',
      'empty_multipart',
      'bad_base64',
      'bad_quoted_printable',
      'unknown_transfer_encoding',
      'unknown_charset',
      'charset_mismatch',
      'invalid_utf8',
      'duplicate_singleton_header',
      'multiple_from_mailboxes',
      'mime_parse_failed',
    ];
    const raising = all.filter((anomaly) => messageWarnings(new Set([anomaly]), false).has('malformed_message_accepted'));
    assert.deepEqual(new Set(raising), MALFORMED_ANOMALIES);
    assert.deepEqual(raising, [
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
  });

  it('raises invalid_utf8_replaced only when a replacement happened', () => {
    assert.deepEqual([...messageWarnings(new Set(), true)], ['invalid_utf8_replaced']);
    assert.deepEqual([...messageWarnings(new Set(['invalid_utf8']), false)], []);
    assert.deepEqual([...messageWarnings(new Set(['bad_base64']), true)], ['malformed_message_accepted', 'invalid_utf8_replaced']);
  });
});
