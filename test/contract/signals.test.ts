import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  AREA_PREFIXES,
  SEVERITIES,
  SIGNAL_CATALOG,
  SIGNAL_CODES,
  compareBySeverity,
  isCoverageCode,
  isSignalCode,
  signalEntry,
} from '../../src/contract/signals.ts';
import type { SignalArea, SignalCode } from '../../src/contract/signals.ts';
import {
  ALLOWED_RISKS,
  RISKS,
  VERDICTS,
  VERDICT_EXPLANATIONS,
  WARNING_CODES,
  WARNING_EXPLANATIONS,
  isRisk,
  isVerdict,
  isWarningCode,
} from '../../src/contract/result.ts';

// How many codes each area holds: SIGNALS.md's (schema 1.0) and the added ones below. Written
// out here, not parsed from shared/, so a fresh clone runs this test and a code lost or invented
// in the table shows.
const CODES_PER_AREA: Readonly<Record<SignalArea, number>> = {
  authentication: 7,
  sender: 19,
  links: 15,
  attachments: 15,
  content: 25,
  structure: 7,
  coverage: 5,
};

/** Codes Centinela added after SIGNALS.md 1.0, in the same style (adding is allowed, renaming is not). */
const ADDED_CODES = [
  'content_spam_offer',
  'content_scam_offer',
  'coverage_area_failed',
  'sender_brand_domain_unsigned',
  'attachment_name_random',
  'content_random_strings',
  'content_secrecy_request',
  'link_executable_download',
  'sender_platform_relay',
  'attachment_office_macro_dropper',
  'link_image_sharing_host',
  'sender_display_name_offer',
  'content_phishing_wording',
  'content_phishing_wording_strong',
  'content_fraud_wording',
  'content_fraud_wording_strong',
  'content_spam_wording',
  'content_spam_wording_strong',
  'sender_disposable_domain',
  'sender_operator_listed',
  'sender_operator_trusted',
];

describe('signal catalog', () => {
  it('holds exactly the 72 codes of SIGNALS.md and the added ones, each once', () => {
    assert.equal(SIGNAL_CODES.length, 72 + ADDED_CODES.length);
    assert.equal(new Set(SIGNAL_CODES).size, 72 + ADDED_CODES.length);
    for (const code of ADDED_CODES) assert.ok(SIGNAL_CODES.includes(code as SignalCode), code);
  });

  it('holds the number of codes SIGNALS.md lists for each area', () => {
    for (const [area, count] of Object.entries(CODES_PER_AREA)) {
      assert.equal(SIGNAL_CATALOG.filter((entry) => entry.area === area).length, count, area);
    }
  });

  it('follows the naming rule: snake_case prefixed by the area', () => {
    for (const entry of SIGNAL_CATALOG) {
      assert.match(entry.code, /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/, entry.code);
      assert.ok(entry.code.startsWith(`${AREA_PREFIXES[entry.area]}_`), `${entry.code} is not in ${entry.area}`);
    }
  });

  it('contains codes SIGNALS.md names, spelled exactly', () => {
    for (const code of [
      'auth_dmarc_fail_enforced',
      'sender_display_name_confusables',
      'link_credential_form',
      'attachment_office_external_ref',
      'content_ai_instructions',
      'structure_undisclosed_recipients',
      'coverage_auth_unverified',
    ]) {
      assert.ok(isSignalCode(code), code);
    }
  });

  it('explains every code in one English and one Spanish sentence', () => {
    for (const entry of SIGNAL_CATALOG) {
      for (const text of [entry.en, entry.es]) {
        assert.ok(text.length >= 15 && text.length <= 200, `${entry.code}: ${text}`);
        assert.match(text, /^[A-ZÁÉÍÓÚÑ¿¡].*\.$/u, `${entry.code}: ${text}`);
      }
      assert.notEqual(entry.en, entry.es, entry.code);
    }
  });

  it('gives every code a known severity, and only coverage codes the lowest', () => {
    for (const entry of SIGNAL_CATALOG) {
      assert.ok(SEVERITIES.includes(entry.severity), entry.code);
      assert.equal(entry.severity === 'info', entry.area === 'coverage', entry.code);
      assert.equal(isCoverageCode(entry.code), entry.area === 'coverage', entry.code);
    }
  });

  it('recognises codes and refuses anything else', () => {
    assert.equal(isSignalCode('link_ip_host'), true);
    assert.equal(isSignalCode('link_ip'), false);
    assert.equal(isSignalCode('LINK_IP_HOST'), false);
    assert.equal(isSignalCode(42), false);
    assert.equal(isSignalCode(undefined), false);
    assert.throws(() => signalEntry('nope' as SignalCode), RangeError);
  });

  it('orders most severe first, then in catalog order', () => {
    const sorted = [...SIGNAL_CODES].reverse().sort(compareBySeverity);
    const ranks = sorted.map((code) => SEVERITIES.indexOf(signalEntry(code).severity));
    assert.deepEqual(
      ranks,
      [...ranks].sort((a, b) => a - b),
    );
    assert.deepEqual(
      (['structure_missing_headers', 'link_domain_lookalike', 'coverage_limit_reached', 'sender_domain_lookalike'] as SignalCode[]).sort(compareBySeverity),
      ['sender_domain_lookalike', 'link_domain_lookalike', 'structure_missing_headers', 'coverage_limit_reached'],
    );
  });

  it('is frozen', () => {
    assert.ok(Object.isFrozen(SIGNAL_CATALOG));
    assert.ok(Object.isFrozen(SIGNAL_CODES));
    assert.ok(SIGNAL_CATALOG.every((entry) => Object.isFrozen(entry)));
  });
});

describe('result value sets', () => {
  it('lists the verdicts in precedence order', () => {
    assert.deepEqual([...VERDICTS], ['malware', 'phishing', 'fraud', 'suspicious', 'spam', 'bulk', 'clean']);
  });

  it('lists the risks and warnings of the contract', () => {
    assert.deepEqual([...RISKS], ['none', 'low', 'medium', 'high', 'critical']);
    assert.deepEqual([...WARNING_CODES], ['malformed_message_accepted', 'invalid_utf8_replaced', 'signal_codes_truncated']);
  });

  it('allows exactly the verdict/risk pairs of the contract', () => {
    assert.deepEqual(ALLOWED_RISKS, {
      malware: ['high', 'critical'],
      phishing: ['high', 'critical'],
      fraud: ['high', 'critical'],
      suspicious: ['medium', 'high'],
      spam: ['low', 'medium'],
      bulk: ['low'],
      clean: ['none', 'low'],
    });
  });

  it('explains every verdict and warning in English and Spanish', () => {
    for (const explanation of [...Object.values(VERDICT_EXPLANATIONS), ...Object.values(WARNING_EXPLANATIONS)]) {
      assert.ok(explanation.en.length > 10 && explanation.es.length > 10);
      assert.notEqual(explanation.en, explanation.es);
    }
    assert.deepEqual(Object.keys(VERDICT_EXPLANATIONS).sort(), [...VERDICTS].sort());
    assert.deepEqual(Object.keys(WARNING_EXPLANATIONS).sort(), [...WARNING_CODES].sort());
  });

  it('recognises its values', () => {
    assert.equal(isVerdict('fraud'), true);
    assert.equal(isVerdict('malicious'), false);
    assert.equal(isRisk('critical'), true);
    assert.equal(isRisk('severe'), false);
    assert.equal(isWarningCode('signal_codes_truncated'), true);
    assert.equal(isWarningCode('truncated'), false);
  });
});
