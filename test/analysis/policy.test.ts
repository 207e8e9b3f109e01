import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { SIGNAL_CODES } from '../../src/contract/signals.ts';
import type { SignalCode } from '../../src/contract/signals.ts';
import { decideVerdict } from '../../src/analysis/policy.ts';
import type { PolicyTable, Weights } from '../../src/analysis/rules/policy-types.ts';

function decide(...codes: SignalCode[]) {
  return decideVerdict(codes);
}

const NEWSLETTER: SignalCode[] = [
  'content_bulk_marketing',
  'link_display_mismatch',
  'link_open_redirect',
  'link_shortener',
  'link_recipient_address',
  'sender_return_path_mismatch',
  'auth_dkim_unaligned',
  'content_hidden_text',
  'content_image_lure',
  'auth_results_missing',
];

// A discussion list that keeps From and breaks the author's DKIM by adding a footer.
const MAILING_LIST_BROKEN_DKIM: SignalCode[] = [
  'auth_dkim_fail',
  'auth_dmarc_fail',
  'auth_dmarc_fail_enforced',
  'sender_return_path_mismatch',
  'sender_reply_to_mismatch',
  'structure_encoding_anomaly',
];

const CREDENTIAL_PHISH: SignalCode[] = ['content_credential_request', 'link_domain_lookalike', 'sender_display_name_brand'];
const BEC: SignalCode[] = ['content_bank_detail_change', 'sender_reply_to_freemail'];
const MALWARE: SignalCode[] = ['attachment_executable'];
const SPAMMY: SignalCode[] = [
  'structure_undisclosed_recipients',
  'structure_missing_headers',
  'structure_duplicate_headers',
  'sender_mailer_suspicious',
  'sender_identifier_random',
  'content_image_lure',
];

describe('policy: legitimate mail stays clean or bulk', () => {
  it('no signal at all is clean with no risk', () => {
    assert.deepEqual(decide(), { verdict: 'clean', risk: 'none' });
  });

  it('coverage codes alone are clean with no risk', () => {
    assert.deepEqual(decide('coverage_budget_exhausted', 'coverage_attachment_uninspected', 'coverage_limit_reached', 'coverage_auth_unverified'), {
      verdict: 'clean',
      risk: 'none',
    });
  });

  it('one weak observation is clean with no risk', () => {
    assert.deepEqual(decide('auth_dkim_missing'), { verdict: 'clean', risk: 'none' });
    assert.deepEqual(decide('auth_results_missing'), { verdict: 'clean', risk: 'none' });
  });

  it('a newsletter with click tracking, preheader and unsubscribe links is bulk', () => {
    assert.deepEqual(decide(...NEWSLETTER), { verdict: 'bulk', risk: 'low' });
  });

  it('a mailing-list message with broken DKIM is clean', () => {
    assert.equal(decide(...MAILING_LIST_BROKEN_DKIM).verdict, 'clean');
  });

  it('a newsletter relayed by a list that breaks DKIM is bulk', () => {
    assert.deepEqual(decide(...NEWSLETTER, ...MAILING_LIST_BROKEN_DKIM), { verdict: 'bulk', risk: 'low' });
  });

  it('a password reset or an invoice reminder on its own is clean', () => {
    assert.equal(decide('content_credential_request').verdict, 'clean');
    assert.equal(decide('content_payment_request', 'content_urgency_threat').verdict, 'clean');
  });

  it('a calendar invitation from a free mailbox is clean', () => {
    assert.equal(decide('attachment_calendar_invite', 'sender_freemail', 'auth_dkim_unaligned').verdict, 'clean');
  });
});

describe('policy: structure alone is at most spam with low risk', () => {
  it('one structure anomaly is clean', () => {
    for (const code of ['structure_encoding_anomaly', 'structure_parts_differ', 'structure_undisclosed_recipients'] as const) {
      assert.equal(decide(code).verdict, 'clean', code);
    }
  });

  it('repeated singleton headers or several From mailboxes alone are spam: no conforming mail software writes them', () => {
    assert.deepEqual(decide('structure_duplicate_headers'), { verdict: 'spam', risk: 'low' });
  });

  it('every structure anomaly at once is spam with low risk', () => {
    const structure = SIGNAL_CODES.filter((code) => code.startsWith('structure_'));
    assert.deepEqual(decide(...structure), { verdict: 'spam', risk: 'low' });
  });
});

describe('policy: threats', () => {
  it('credential request + lookalike link + brand display name is phishing, as is a lookalike link with a sign-in request', () => {
    assert.deepEqual(decide(...CREDENTIAL_PHISH), { verdict: 'phishing', risk: 'high' });
    assert.deepEqual(decide('content_credential_request', 'link_domain_lookalike'), { verdict: 'phishing', risk: 'high' });
  });

  it('a brand display name on a foreign domain is phishing once it comes with a lure, a risky link or an evasive sender', () => {
    // Alone it is not enough: brands send from more domains than any list knows.
    assert.equal(decide('sender_display_name_brand').verdict, 'clean');
    assert.equal(decide('sender_display_name_brand', 'content_urgency_threat').verdict, 'phishing');
    assert.equal(decide('sender_display_name_brand', 'link_free_hosting').verdict, 'phishing');
    assert.equal(decide('sender_display_name_brand', 'sender_reply_to_freemail').verdict, 'phishing');
    assert.equal(decide('sender_display_name_brand', 'sender_return_path_mismatch').verdict, 'clean');
  });

  it('a brand’s own domain that nothing vouches for is phishing once it asks the reader to act or links somewhere risky', () => {
    assert.equal(decide('sender_brand_domain_unsigned', 'auth_dkim_missing').verdict, 'clean');
    assert.equal(decide('sender_brand_domain_unsigned', 'sender_same_as_recipient').verdict, 'clean');
    assert.equal(decide('sender_brand_domain_unsigned', 'content_credential_request').verdict, 'phishing');
    assert.equal(decide('sender_brand_domain_unsigned', 'link_ip_host').verdict, 'phishing');
    assert.equal(decide('sender_brand_domain_unsigned', 'content_fake_thread').verdict, 'clean');
  });

  it('a calendar invitation worth a signal that asks its reader to sign in is phishing', () => {
    assert.equal(decide('attachment_calendar_invite', 'content_credential_request').verdict, 'phishing');
    assert.equal(decide('attachment_calendar_invite', 'auth_results_missing').verdict, 'clean');
  });

  it('a near-empty message carrying a kit-named picture or document is suspicious; either alone is clean', () => {
    assert.equal(decide('content_image_lure').verdict, 'clean');
    assert.equal(decide('attachment_name_random').verdict, 'clean');
    assert.equal(decide('content_image_lure', 'attachment_name_random').verdict, 'suspicious');
    assert.equal(decide('content_payment_request', 'attachment_name_random').verdict, 'suspicious');
    assert.equal(decide('content_payment_request').verdict, 'clean');
  });

  it('a brand lure (delivery, tax, file share) not from the brand is phishing once it asks for money, a sign-in or haste, or links to a shortener', () => {
    assert.equal(decide('content_brand_lure').verdict, 'clean');
    assert.equal(decide('content_brand_lure', 'content_payment_request').verdict, 'phishing');
    assert.equal(decide('content_brand_lure', 'content_urgency_threat').verdict, 'phishing');
    assert.equal(decide('content_brand_lure', 'link_shortener').verdict, 'phishing');
  });

  it('a brand lure from a server that signs nothing is suspicious; signed, or an unsigned message without the lure, is clean', () => {
    assert.equal(decide('content_brand_lure', 'auth_dkim_missing').verdict, 'suspicious');
    assert.equal(decide('content_brand_lure', 'auth_results_missing').verdict, 'clean');
    assert.equal(decide('auth_dkim_missing', 'auth_results_missing').verdict, 'clean');
  });

  it('a brand lure from a free or throw-away mailbox is suspicious; a free mailbox without the lure is clean', () => {
    assert.equal(decide('content_brand_lure', 'sender_freemail').verdict, 'suspicious');
    assert.equal(decide('content_brand_lure', 'sender_freemail', 'link_suspicious_tld').verdict, 'phishing');
    assert.equal(decide('sender_freemail', 'content_urgency_threat').verdict, 'clean');
  });

  it('a windfall promised in a brand’s name is fraud; alone it is suspicious', () => {
    assert.equal(decide('content_advance_fee').verdict, 'suspicious');
    assert.equal(decide('content_advance_fee', 'sender_display_name_brand').verdict, 'fraud');
    assert.equal(decide('content_advance_fee', 'sender_brand_domain_unsigned').verdict, 'fraud');
  });

  it('a spam offer under a brand’s name or from its unvouched domain is fraud; a newsletter under another brand’s name is no threat', () => {
    assert.equal(decide('content_spam_offer').verdict, 'spam');
    assert.equal(decide('content_spam_offer', 'sender_display_name_brand').verdict, 'fraud');
    assert.equal(decide('content_spam_offer', 'sender_display_name_brand', 'content_bulk_marketing').verdict, 'fraud');
    assert.equal(decide('content_spam_offer', 'sender_brand_domain_unsigned').verdict, 'fraud');
    assert.equal(decide('content_bulk_marketing', 'sender_display_name_brand').verdict, 'spam');
  });

  it('a spam offer that asks the reader to sign in or confirm details, from a sender nothing vouches for, is phishing; either alone, or from a signed domain, is not', () => {
    assert.equal(decide('content_spam_offer', 'content_credential_request', 'auth_dkim_missing').verdict, 'phishing');
    assert.equal(decide('content_spam_offer', 'content_credential_request', 'sender_freemail').verdict, 'phishing');
    assert.equal(decide('content_credential_request').verdict, 'clean');
    // A lender's or casino's own signed mail to its applicant or player: spam at worst, no threat.
    assert.equal(decide('content_spam_offer', 'content_credential_request').verdict, 'spam');
  });

  it('a scam offer is spam alone and fraud from a sender or through links that hide who is behind it', () => {
    assert.equal(decide('content_scam_offer').verdict, 'spam');
    assert.equal(decide('content_scam_offer', 'sender_display_name_brand').verdict, 'fraud');
    // A casino or dating name on an unrelated business's domain decides fraud only beside the offer.
    assert.equal(decide('content_scam_offer', 'sender_display_name_offer', 'content_bulk_marketing').verdict, 'fraud');
    assert.equal(decide('sender_display_name_offer', 'content_bulk_marketing').verdict, 'bulk');
    assert.equal(decide('content_scam_offer', 'content_credential_request', 'sender_freemail').verdict, 'phishing');
    for (const hiding of [
      'sender_reply_to_mismatch',
      'sender_identifier_random',
      'sender_mailer_suspicious',
      'structure_duplicate_headers',
      'content_fake_thread',
      'link_free_hosting',
      'link_suspicious_tld',
      'link_ip_host',
    ] as const) {
      assert.equal(decide('content_scam_offer', hiding).verdict, 'fraud', hiding);
      assert.equal(decide('content_scam_offer', hiding, 'content_bulk_marketing').verdict, 'fraud', hiding);
    }
    for (const hiding of ['content_hidden_text', 'content_image_lure', 'link_shortener', 'link_display_mismatch'] as const) {
      assert.equal(decide('content_scam_offer', hiding).verdict, 'fraud', hiding);
      // A licensed casino's or a dating platform's newsletter tracks its links and shows banners.
      assert.equal(decide('content_scam_offer', hiding, 'content_bulk_marketing').verdict, 'spam', hiding);
    }
    // A free mailbox or a missing signature hides nobody: a friend writes from Gmail about the kilos they lost.
    assert.equal(decide('content_scam_offer', 'sender_freemail').verdict, 'spam');
    // Unless it Bccs the offer to recipients it hides: nobody stands behind an anonymous mailbox mailing strangers.
    for (const offer of ['content_scam_offer', 'content_spam_offer'] as const) {
      assert.equal(decide(offer, 'sender_freemail', 'structure_undisclosed_recipients').verdict, 'fraud', offer);
      assert.equal(decide(offer, 'sender_freemail', 'structure_undisclosed_recipients', 'content_bulk_marketing').verdict, 'fraud', offer);
      assert.equal(decide(offer, 'structure_undisclosed_recipients').verdict, 'spam', offer);
    }
    assert.equal(decide('sender_freemail', 'structure_undisclosed_recipients').verdict, 'clean');
    assert.equal(decide('content_scam_offer', 'auth_dkim_missing', 'content_bulk_marketing').verdict, 'spam');
    assert.equal(decide('content_scam_offer', ...NEWSLETTER).verdict, 'spam');
    // The honest-commerce offers stay spam with the same marks.
    assert.equal(decide('content_spam_offer', 'sender_reply_to_mismatch').verdict, 'spam');
  });

  it('a picture-only message with a shortened or abused-TLD link is suspicious; with a file-share link it is not', () => {
    assert.equal(decide('content_image_lure', 'link_shortener').verdict, 'suspicious');
    assert.equal(decide('content_image_lure', 'link_suspicious_tld').verdict, 'suspicious');
    assert.equal(decide('content_image_lure', 'link_free_hosting').verdict, 'clean');
    // In a newsletter the picture and the tracker weigh nothing; the combination alone stays bulk.
    assert.equal(decide('content_bulk_marketing', 'content_image_lure', 'link_shortener').verdict, 'bulk');
  });

  it('a picture-only message from a free mailbox whose link is shortened, redirected or on an abused TLD is phishing; with a file-share link, from a company, or in a newsletter it is not', () => {
    assert.equal(decide('content_image_lure', 'sender_freemail', 'link_shortener').verdict, 'phishing');
    assert.equal(decide('content_image_lure', 'sender_freemail', 'link_open_redirect').verdict, 'phishing');
    assert.equal(decide('content_image_lure', 'sender_freemail', 'link_suspicious_tld').verdict, 'phishing');
    assert.equal(decide('content_image_lure', 'sender_freemail', 'link_free_hosting').verdict, 'clean');
    assert.equal(decide('content_image_lure', 'link_shortener').verdict, 'suspicious');
    assert.equal(decide('content_image_lure', 'sender_freemail').verdict, 'clean');
    assert.equal(decide('content_bulk_marketing', 'content_image_lure', 'sender_freemail', 'link_shortener').verdict, 'bulk');
  });

  it('a picture-only message whose picture is on an anonymous image-sharing site is suspicious; an unsigned mailing serving its pictures there is spam; the host alone is clean', () => {
    assert.equal(decide('content_image_lure', 'link_image_sharing_host').verdict, 'suspicious');
    assert.equal(decide('link_image_sharing_host').verdict, 'clean');
    // A signed forum digest showing a member's uploaded picture stays bulk; unsigned, it is spam.
    assert.equal(decide('content_bulk_marketing', 'link_image_sharing_host').verdict, 'bulk');
    assert.equal(decide('content_bulk_marketing', 'content_image_lure', 'link_image_sharing_host').verdict, 'bulk');
    assert.equal(decide('content_bulk_marketing', 'link_image_sharing_host', 'auth_dkim_missing').verdict, 'spam');
  });

  it('hidden filler in unsigned mail is spam, outside newsletters; signed, or hidden alone, it is clean', () => {
    assert.equal(decide('content_hidden_text', 'auth_dkim_missing').verdict, 'spam');
    assert.equal(decide('content_hidden_text').verdict, 'clean');
    assert.equal(decide('content_hidden_text', 'auth_dkim_unaligned').verdict, 'clean');
    assert.equal(decide('content_bulk_marketing', 'content_hidden_text', 'auth_dkim_missing').verdict, 'bulk');
  });

  it('a throw-away domain whose picture buttons sit on an anonymous image host is spam; either alone is clean', () => {
    assert.equal(decide('sender_domain_suspicious_tld', 'link_image_sharing_host').verdict, 'spam');
    assert.equal(decide('sender_domain_suspicious_tld').verdict, 'clean');
    assert.equal(decide('link_image_sharing_host').verdict, 'clean');
  });

  it('a shortened link in unsigned mail without a Message-ID or Date is spam; any two of the three are clean', () => {
    assert.equal(decide('link_shortener', 'structure_missing_headers', 'auth_dkim_missing').verdict, 'spam');
    assert.equal(decide('link_shortener', 'structure_missing_headers').verdict, 'clean');
    assert.equal(decide('link_shortener', 'auth_dkim_missing').verdict, 'clean');
    assert.equal(decide('structure_missing_headers', 'auth_dkim_missing').verdict, 'clean');
    assert.equal(decide('content_bulk_marketing', 'link_shortener', 'structure_missing_headers', 'auth_dkim_missing').verdict, 'bulk');
  });

  it('a picture-only message whose mailer is a script is spam', () => {
    assert.equal(decide('content_image_lure', 'sender_mailer_suspicious', 'auth_dkim_missing').verdict, 'spam');
  });

  it('a picture shown while text is hidden is phishing, outside newsletters; either alone is clean', () => {
    assert.equal(decide('content_image_lure', 'content_hidden_text').verdict, 'phishing');
    assert.equal(decide('content_hidden_text').verdict, 'clean');
    assert.equal(decide('content_bulk_marketing', 'content_image_lure', 'content_hidden_text').verdict, 'bulk');
  });

  it('a fake reply thread whose pictures sit on an anonymous image host is fraud; either alone is not', () => {
    assert.equal(decide('content_fake_thread', 'link_image_sharing_host').verdict, 'fraud');
    assert.equal(decide('content_fake_thread').verdict, 'clean');
    assert.equal(decide('link_image_sharing_host').verdict, 'clean');
  });

  it('a windfall to be collected by signing in or connecting a wallet is fraud; a sign-in request alone is clean', () => {
    assert.equal(decide('content_advance_fee', 'content_credential_request').verdict, 'fraud');
    assert.equal(decide('content_credential_request').verdict, 'clean');
    assert.notEqual(decide('content_advance_fee').verdict, 'fraud');
  });

  it('a picture-only message without a signature is not spam by that alone: scanners and phones on small servers send such mail', () => {
    assert.equal(decide('content_image_lure', 'auth_dkim_missing').verdict, 'clean');
  });

  it('a kit’s random strings are clean alone, spam with one more weak mark, suspicious with a call to act and phishing with a sign-in request', () => {
    assert.equal(decide('content_random_strings').verdict, 'clean');
    assert.equal(decide('content_random_strings', 'auth_dkim_missing').verdict, 'spam');
    assert.equal(decide('content_random_strings', 'content_image_lure').verdict, 'suspicious');
    assert.equal(decide('content_random_strings', 'content_advance_fee').verdict, 'fraud');
    assert.equal(decide('content_random_strings', 'content_credential_request').verdict, 'phishing');
  });

  it('words hidden from the reader in a message from a free mailbox are spam; in a newsletter, or from a domain of its own, they are not', () => {
    assert.equal(decide('content_hidden_text', 'sender_freemail').verdict, 'spam');
    assert.equal(decide('content_hidden_text', 'sender_freemail', 'content_bulk_marketing').verdict, 'bulk');
    assert.equal(decide('content_hidden_text').verdict, 'clean');
    assert.equal(decide('sender_freemail').verdict, 'clean');
  });

  it('a kit’s random code on a message whose link sits inside an attached file is phishing; either alone is no threat', () => {
    assert.equal(decide('content_random_strings', 'link_in_attachment', 'sender_freemail').verdict, 'phishing');
    assert.equal(decide('link_in_attachment', 'sender_freemail', 'link_free_hosting').verdict, 'clean');
    assert.equal(decide('content_random_strings', 'sender_freemail').verdict, 'spam');
  });

  it('a dunning under threat from a free mailbox is fraud when its link goes to a throw-away host; without that link it is no threat', () => {
    assert.equal(decide('content_payment_request', 'content_urgency_threat', 'sender_freemail', 'link_suspicious_tld').verdict, 'fraud');
    // Free hosting is a deceptive link too: the deadline beside it already decides phishing, which wins.
    assert.equal(decide('content_payment_request', 'content_urgency_threat', 'sender_freemail', 'link_free_hosting').verdict, 'phishing');
    assert.notEqual(decide('content_payment_request', 'content_urgency_threat', 'sender_freemail').verdict, 'fraud');
    assert.notEqual(decide('content_payment_request', 'content_urgency_threat', 'link_suspicious_tld').verdict, 'fraud');
  });

  it('a picture-only message from a machine-made or evasive sender, or unsigned with bounces elsewhere or a forged relay chain, is spam; a scanned picture from its own domain is not', () => {
    assert.equal(decide('content_image_lure', 'sender_identifier_random').verdict, 'spam');
    assert.equal(decide('content_image_lure', 'auth_dkim_missing', 'sender_return_path_mismatch').verdict, 'spam');
    // Photos Bcc'd to the family from a mailbox without DKIM stay clean.
    assert.equal(decide('content_image_lure', 'auth_dkim_missing', 'structure_undisclosed_recipients').verdict, 'clean');
    assert.equal(decide('content_image_lure', 'auth_dkim_missing', 'structure_received_anomaly').verdict, 'spam');
    assert.equal(decide('content_image_lure', 'auth_dkim_missing').verdict, 'clean');
    assert.equal(decide('content_image_lure', 'structure_undisclosed_recipients').verdict, 'clean');
    assert.equal(decide('content_bulk_marketing', 'content_image_lure', 'sender_reply_to_mismatch').verdict, 'bulk');
  });

  it('an attachment whose type lies, with an invoice or a deadline, is suspicious; either alone is clean', () => {
    assert.equal(decide('attachment_type_mismatch', 'content_payment_request').verdict, 'suspicious');
    assert.equal(decide('attachment_type_mismatch', 'content_urgency_threat').verdict, 'suspicious');
    assert.equal(decide('attachment_type_mismatch').verdict, 'clean');
  });

  it('a wallet address sent by an evasive sender or to the sender’s own address is suspicious; in a developer’s mail or sent blind it is clean', () => {
    assert.equal(decide('content_crypto_address', 'structure_undisclosed_recipients').verdict, 'clean');
    assert.equal(decide('content_crypto_address', 'sender_mailer_suspicious').verdict, 'suspicious');
    assert.equal(decide('content_crypto_address').verdict, 'clean');
    assert.equal(decide('content_crypto_address', 'sender_freemail').verdict, 'clean');
  });

  it('a sign-in request under a deadline from an evasive sender is phishing; the request alone is not', () => {
    assert.equal(decide('content_credential_request').verdict, 'clean');
    assert.equal(decide('content_credential_request', 'content_urgency_threat').verdict, 'suspicious');
    assert.equal(decide('content_credential_request', 'content_urgency_threat', 'sender_reply_to_mismatch').verdict, 'phishing');
  });

  it('a sign-in request under a deadline that nothing signs stays suspicious: mail inside one organisation often carries no DKIM', () => {
    assert.equal(decide('content_credential_request', 'content_urgency_threat', 'auth_dkim_missing').verdict, 'suspicious');
  });

  it('a deadline or sign-in request with a deceptive link is phishing; with a shortened link, suspicious', () => {
    assert.equal(decide('content_urgency_threat', 'link_ip_host').verdict, 'phishing');
    assert.equal(decide('content_credential_request', 'link_free_hosting').verdict, 'phishing');
    assert.equal(decide('content_urgency_threat', 'link_shortener').verdict, 'suspicious');
    assert.equal(decide('link_ip_host').verdict, 'clean');
  });

  it('a call to act from a domain on an abused TLD is phishing; the TLD alone is not', () => {
    assert.equal(decide('sender_domain_suspicious_tld').verdict, 'clean');
    assert.equal(decide('sender_domain_suspicious_tld', 'content_payment_request').verdict, 'phishing');
  });

  it('an advance-fee promise is suspicious alone and fraud when it arrives as bulk mail, with hidden words or through a risky link', () => {
    assert.deepEqual(decide('content_advance_fee'), { verdict: 'suspicious', risk: 'medium' });
    assert.equal(decide('content_advance_fee', 'content_bulk_marketing').verdict, 'fraud');
    assert.equal(decide('content_advance_fee', 'link_shortener').verdict, 'fraud');
    // Letters hidden inside "inhe·ritance" are there for filters, not readers; hidden words alone stay clean.
    assert.equal(decide('content_advance_fee', 'content_hidden_text').verdict, 'fraud');
    assert.equal(decide('content_hidden_text').verdict, 'clean');
  });

  it('marketing sent with spam infrastructure is spam; a newsletter is bulk', () => {
    assert.deepEqual(decide('content_bulk_marketing'), { verdict: 'bulk', risk: 'low' });
    assert.equal(decide('content_bulk_marketing', 'link_ip_host').verdict, 'spam');
    assert.equal(decide('content_bulk_marketing', 'structure_duplicate_headers').verdict, 'spam');
    assert.equal(decide('content_bulk_marketing', 'sender_brand_domain_unsigned').verdict, 'spam');
  });

  it('the same with a password form and a failing protected domain is critical phishing', () => {
    assert.deepEqual(decide(...CREDENTIAL_PHISH, 'link_credential_form', 'auth_dmarc_fail_enforced'), {
      verdict: 'phishing',
      risk: 'critical',
    });
  });

  it('a QR code asking for credentials is phishing', () => {
    assert.equal(decide('link_qr_code', 'content_credential_request').verdict, 'phishing');
  });

  it('an HTML attachment with a password form is phishing', () => {
    assert.equal(decide('attachment_html', 'link_credential_form').verdict, 'phishing');
  });

  it('a lookalike link alone is suspicious with medium risk', () => {
    assert.deepEqual(decide('link_domain_lookalike'), { verdict: 'suspicious', risk: 'medium' });
  });

  it('several strong link observations are suspicious with high risk', () => {
    assert.deepEqual(decide('link_credential_form', 'link_ip_host'), { verdict: 'suspicious', risk: 'high' });
  });

  it('link observations are capped: all of them without any other evidence stay suspicious', () => {
    const links = SIGNAL_CODES.filter((code) => code.startsWith('link_'));
    assert.equal(decide(...links).verdict, 'suspicious');
  });

  it('new bank details with replies diverted to a free mailbox are fraud', () => {
    assert.deepEqual(decide(...BEC), { verdict: 'fraud', risk: 'high' });
  });

  it('sextortion from a throw-away or randomly named sender is fraud without a valid wallet', () => {
    assert.equal(decide('content_extortion', 'sender_domain_suspicious_tld', 'auth_dkim_missing').verdict, 'fraud');
    assert.equal(decide('content_extortion', 'sender_identifier_random').verdict, 'fraud');
    // A friend forwarding the blackmail from an ordinary mailbox is not the blackmailer.
    assert.notEqual(decide('content_extortion', 'sender_freemail').verdict, 'fraud');
  });

  it('sextortion with a wallet address is fraud', () => {
    assert.equal(decide('content_extortion', 'content_crypto_address').verdict, 'fraud');
  });

  it('a gift-card request from a free mailbox is fraud', () => {
    assert.equal(decide('content_gift_card', 'sender_freemail').verdict, 'fraud');
  });

  it('an urgent payment asked in secret from a free mailbox is fraud; without urgency, or from a sender whose identity holds, it is not', () => {
    assert.equal(decide('content_secrecy_request', 'content_urgency_threat', 'content_payment_request', 'sender_freemail').verdict, 'fraud');
    assert.equal(decide('content_secrecy_request', 'content_payment_request', 'sender_freemail').verdict, 'clean');
    assert.equal(decide('content_secrecy_request', 'content_urgency_threat', 'content_payment_request').verdict, 'clean');
  });

  it('a callback lure with a brand story is fraud', () => {
    assert.equal(decide('content_callback_lure', 'content_brand_lure').verdict, 'fraud');
  });

  it('a display name in look-alike letters is suspicious with a call to act; alone it is clean', () => {
    assert.equal(decide('sender_display_name_confusables', 'content_urgency_threat').verdict, 'suspicious');
    assert.equal(decide('sender_display_name_confusables').verdict, 'clean');
  });

  it("hidden instructions to AI assistants beside a credential, money or bank-detail request are phishing; beside a newsletter's urgency, not", () => {
    assert.equal(decide('content_ai_instructions', 'content_hidden_text', 'content_credential_request').verdict, 'phishing');
    assert.equal(decide('content_ai_instructions', 'content_hidden_text', 'content_bank_detail_change').verdict, 'phishing');
    assert.equal(decide('content_ai_instructions', 'content_hidden_text', 'link_free_hosting').verdict, 'phishing');
    assert.notEqual(decide('content_ai_instructions', 'content_hidden_text', 'content_bulk_marketing', 'content_urgency_threat').verdict, 'phishing');
  });

  it('a sign-in request or a callback number written into a platform’s share, envelope or invoice is phishing; a windfall there is fraud; the relay alone is nothing', () => {
    const relay: SignalCode = 'sender_platform_relay';
    assert.equal(decide(relay, 'content_credential_request').verdict, 'phishing');
    assert.equal(decide(relay, 'content_callback_lure').verdict, 'phishing');
    assert.equal(decide(relay, 'content_advance_fee').verdict, 'fraud');
    // A real share, envelope or invoice: a deadline, an amount due, Google's footer.
    assert.equal(decide(relay, 'auth_results_missing').verdict, 'clean');
    assert.equal(decide(relay, 'content_urgency_threat', 'content_payment_request').verdict, 'clean');
    assert.equal(decide(relay, 'content_bulk_marketing', 'sender_reply_to_mismatch').verdict, 'bulk');
  });

  it('a callback lure that hides words from filters is fraud; alone it is clean', () => {
    assert.equal(decide('content_callback_lure', 'content_hidden_text').verdict, 'fraud');
    assert.equal(decide('content_callback_lure').verdict, 'clean');
  });

  it('an advance-fee promise sent blind, or whose bounces go to an unrelated domain, is fraud; unsigned alone, suspicious', () => {
    assert.equal(decide('content_advance_fee', 'structure_undisclosed_recipients').verdict, 'fraud');
    assert.equal(decide('content_advance_fee', 'sender_return_path_mismatch').verdict, 'fraud');
    assert.equal(decide('content_advance_fee', 'auth_dkim_missing').verdict, 'suspicious');
  });

  it('an urgent payment request replying to a free mailbox is fraud', () => {
    assert.equal(decide('content_payment_request', 'content_urgency_threat', 'sender_reply_to_freemail').verdict, 'fraud');
  });

  it('an executable attachment is malware', () => {
    assert.deepEqual(decide(...MALWARE), { verdict: 'malware', risk: 'high' });
  });

  it('an encrypted archive with its password in the text is malware', () => {
    assert.equal(decide('attachment_encrypted', 'attachment_password_in_body').verdict, 'malware');
  });

  it('a deceptive name over a mismatching type is malware', () => {
    assert.equal(decide('attachment_name_deceptive', 'attachment_type_mismatch').verdict, 'malware');
  });

  it('an executable inside a nested, encrypted archive with its password is critical malware', () => {
    assert.deepEqual(decide('attachment_archive_executable', 'attachment_archive_nested', 'attachment_encrypted', 'attachment_password_in_body'), {
      verdict: 'malware',
      risk: 'critical',
    });
  });

  it('a macro document alone is suspicious, with an invoice story it is suspicious with high risk', () => {
    assert.deepEqual(decide('attachment_office_macro'), { verdict: 'suspicious', risk: 'medium' });
    assert.deepEqual(decide('attachment_office_macro', 'content_payment_request'), { verdict: 'suspicious', risk: 'high' });
  });

  it('a macro that runs on open and starts a program is malware, critical with an invoice story', () => {
    assert.deepEqual(decide('attachment_office_macro', 'attachment_office_macro_dropper'), { verdict: 'malware', risk: 'high' });
    assert.deepEqual(decide('attachment_office_macro', 'attachment_office_macro_dropper', 'content_payment_request'), { verdict: 'malware', risk: 'critical' });
  });

  it('spam signals from several areas are spam, and many of them raise the risk', () => {
    assert.deepEqual(decide('structure_undisclosed_recipients', 'structure_missing_headers', 'sender_mailer_suspicious', 'sender_identifier_random'), {
      verdict: 'spam',
      risk: 'low',
    });
    assert.deepEqual(decide(...SPAMMY, 'content_fake_thread', 'auth_dkim_missing'), { verdict: 'spam', risk: 'medium' });
    // With hidden text beside the picture it is the hidden-filler lure.
    assert.deepEqual(decide(...SPAMMY, 'content_hidden_text', 'auth_dkim_missing'), { verdict: 'phishing', risk: 'high' });
  });
});

describe('policy: precedence', () => {
  it('malware wins over phishing, fraud and spam', () => {
    assert.equal(decide(...MALWARE, ...CREDENTIAL_PHISH, ...BEC, ...SPAMMY).verdict, 'malware');
  });

  it('phishing wins over fraud', () => {
    assert.equal(decide(...CREDENTIAL_PHISH, ...BEC).verdict, 'phishing');
  });

  it('fraud wins over spam and bulk', () => {
    assert.equal(decide(...BEC, ...SPAMMY, 'content_bulk_marketing').verdict, 'fraud');
  });

  it('suspicious wins over spam, spam over bulk', () => {
    assert.equal(decide('link_domain_lookalike', ...SPAMMY).verdict, 'suspicious');
    assert.equal(decide(...SPAMMY, 'content_hidden_text', 'content_bulk_marketing').verdict, 'spam');
  });

  it('a newsletter marker does not launder a phishing message', () => {
    assert.equal(decide('content_bulk_marketing', 'content_credential_request', 'link_display_mismatch', 'sender_display_name_brand').verdict, 'phishing');
  });
});

describe('policy mechanisms (on a small table)', () => {
  const none: Weights = {};
  const weights = Object.fromEntries(SIGNAL_CODES.map((code) => [code, none])) as Record<SignalCode, Weights>;
  const ladder = { suspicious: 4, suspiciousHigh: 6, verdict: 10, critical: 15 };
  const table: PolicyTable = {
    weights: {
      ...weights,
      sender_freemail: { phishing: 3 },
      sender_reply_to_mismatch: { phishing: 3 },
      sender_domain_lookalike: { phishing: 3 },
      link_ip_host: { phishing: 3 },
      content_bulk_marketing: { bulk: 1 },
      content_urgency_threat: { fraud: 1 },
    },
    areaCaps: { authentication: 5, sender: 5, links: 5, attachments: 5, content: 5, structure: 5, coverage: 0 },
    drops: [],
    composites: [
      { id: 'raise', why: 'raises fraud', when: { all: ['content_urgency_threat', 'link_ip_host'] }, raise: { fraud: 5 } },
      {
        id: 'decide',
        why: 'decides malware',
        when: { some: [{ of: ['content_gift_card', 'content_extortion', 'content_advance_fee'], min: 2 }] },
        decide: 'malware',
      },
      { id: 'mute', why: 'mutes the link', when: { all: ['content_bulk_marketing'] }, mute: ['link_ip_host'] },
    ],
    thresholds: { malware: ladder, phishing: ladder, fraud: ladder, spam: { verdict: 3, medium: 6 }, bulk: { verdict: 1 }, cleanLow: 2 },
  };
  const run = (...codes: SignalCode[]) => decideVerdict(codes, table);

  it('caps what one area adds to a class', () => {
    // Three sender signals weigh 9 but the sender area adds at most 5: suspicious, not phishing.
    assert.deepEqual(run('sender_freemail', 'sender_reply_to_mismatch', 'sender_domain_lookalike'), { verdict: 'suspicious', risk: 'medium' });
    // Another area adds its own share on top: 5 + 3 = 8.
    assert.deepEqual(run('sender_freemail', 'sender_reply_to_mismatch', 'link_ip_host'), { verdict: 'suspicious', risk: 'high' });
  });

  it('raises a class beyond the caps when a composite matches', () => {
    assert.deepEqual(run('content_urgency_threat', 'link_ip_host'), { verdict: 'suspicious', risk: 'high' });
    assert.deepEqual(run('content_urgency_threat'), { verdict: 'clean', risk: 'none' });
  });

  it('decides a class when a composite group reaches its minimum', () => {
    assert.deepEqual(run('content_gift_card', 'content_advance_fee'), { verdict: 'malware', risk: 'high' });
    assert.deepEqual(run('content_gift_card'), { verdict: 'clean', risk: 'none' });
  });

  it('mutes weights but keeps the muted signal visible to composites', () => {
    assert.deepEqual(run('link_ip_host', 'content_bulk_marketing'), { verdict: 'bulk', risk: 'low' });
    // The muted link still completes the raising composite: fraud 1 + 5.
    assert.deepEqual(run('link_ip_host', 'content_bulk_marketing', 'content_urgency_threat'), { verdict: 'suspicious', risk: 'high' });
  });

  it('maps clean risk by the cleanLow threshold', () => {
    assert.deepEqual(run('sender_freemail'), { verdict: 'clean', risk: 'low' });
  });

  it('returns a verdict and a risk and nothing else', () => {
    assert.deepEqual(Object.keys(decideVerdict(CREDENTIAL_PHISH)).sort(), ['risk', 'verdict']);
  });
});
