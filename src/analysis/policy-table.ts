// The verdict policy as data, in the spirit of Rspamd's scores.d: each signal weighs towards
// threat classes, each area's total towards a class is capped, composites (combinations of
// signals) raise or decide a class or mute weak signals, and thresholds turn the class scores
// into a verdict and a risk. `policy.ts` only evaluates this table; to retune the policy, change
// numbers here and the case-by-case tests in test/analysis/policy.test.ts.
//
// Scale: a threat class (malware, phishing, fraud) becomes `suspicious` at 6, the named verdict
// at 12 and `critical` at 20. A weak observation that legitimate mail also shows weighs 1–2,
// a telling one 3–5, a strong one 6–8; only observations that are an attack by themselves
// (an executable attachment, HTML smuggling, an executable in an archive, a macro that runs on
// open and starts a program) reach 12 alone.

import type { SignalArea, SignalCode } from '../contract/signals.ts';

/** The classes signals weigh towards. `suspicious` is not one: it is a threat class part-way. */
export type ScoreClass = 'malware' | 'phishing' | 'fraud' | 'spam' | 'bulk';
export type ThreatClass = 'malware' | 'phishing' | 'fraud';

export type Weights = Readonly<Partial<Record<ScoreClass, number>>>;

/** At least `min` (default 1) of these signals. */
export interface SignalGroup {
  readonly of: readonly SignalCode[];
  readonly min?: number;
}

export interface CompositeCondition {
  /** Every one of these must be present. */
  readonly all?: readonly SignalCode[];
  /** And every group must be satisfied. */
  readonly some?: readonly SignalGroup[];
  /**
   * And none of these may be present. Only a muting composite's trigger may stand here (bulk
   * mail), so adding a signal still never makes a decision less alarming, muting aside.
   */
  readonly none?: readonly SignalCode[];
}

export interface Composite {
  readonly id: string;
  /** Why the combination means more than its parts (for reviewers and the README). */
  readonly why: string;
  readonly when: CompositeCondition;
  /** Added to the class scores on top of the area caps (the combination crosses areas). */
  readonly raise?: Weights;
  /** The class reaches at least its verdict threshold (after any `raise`). */
  readonly decide?: ThreatClass;
  /** Signals whose weights no longer count (they stay in `signal_codes`, and composites still see them). */
  readonly mute?: readonly SignalCode[];
}

export interface ThreatThresholds {
  readonly suspicious: number;
  /** `suspicious` comes with risk `high` from here on (otherwise `medium`). */
  readonly suspiciousHigh: number;
  readonly verdict: number;
  /** The verdict comes with risk `critical` from here on (otherwise `high`). */
  readonly critical: number;
}

export interface PolicyThresholds {
  readonly malware: ThreatThresholds;
  readonly phishing: ThreatThresholds;
  readonly fraud: ThreatThresholds;
  /** `spam` from `verdict`; risk `medium` from `medium` (otherwise `low`). */
  readonly spam: { readonly verdict: number; readonly medium: number };
  readonly bulk: { readonly verdict: number };
  /** A `clean` verdict comes with risk `low` when any class other than bulk reaches this, else `none`. */
  readonly cleanLow: number;
}

export interface PolicyTable {
  readonly weights: Readonly<Record<SignalCode, Weights>>;
  /** The most one area can add to one class (before composites). */
  readonly areaCaps: Readonly<Record<SignalArea, number>>;
  readonly composites: readonly Composite[];
  readonly thresholds: PolicyThresholds;
}

const THREAT: ThreatThresholds = { suspicious: 6, suspiciousHigh: 9, verdict: 12, critical: 20 };

/** Links whose target is hidden, disposable or imitating: where a lure sends the reader. */
const RISKY_LINKS: readonly SignalCode[] = [
  'link_display_mismatch',
  'link_ip_host',
  'link_shortener',
  'link_open_redirect',
  'link_free_hosting',
  'link_suspicious_tld',
  'link_domain_lookalike',
  'link_idn_homograph',
  'link_obfuscated',
  'link_recipient_address',
  'link_qr_code',
  'link_credential_form',
];

/** Links that deceive about their destination: a reader cannot know where they lead. */
const DECEPTIVE_LINKS: readonly SignalCode[] = [
  'link_display_mismatch',
  'link_ip_host',
  'link_free_hosting',
  'link_domain_lookalike',
  'link_idn_homograph',
  'link_obfuscated',
  'link_credential_form',
];

/** Risky links that newsletters' click tracking does not produce: hosts nobody answers for. */
const UNTRACKED_RISKY_LINKS: readonly SignalCode[] = [
  'link_ip_host',
  'link_free_hosting',
  'link_suspicious_tld',
  'link_obfuscated',
  'link_domain_lookalike',
  'link_idn_homograph',
  'link_credential_form',
  'link_qr_code',
];

/** What a lure asks of the reader, or how it hides from filters. */
const CALLS_TO_ACT: readonly SignalCode[] = [
  'content_credential_request',
  'content_urgency_threat',
  'content_payment_request',
  'content_bank_detail_change',
  'content_brand_lure',
  'content_callback_lure',
  'content_image_lure',
  'content_hidden_text',
  'attachment_html',
];

/** A sender that cannot be held to its claimed identity: replies or bounces go elsewhere, or its domain is throw-away. */
const EVASIVE_SENDER: readonly SignalCode[] = [
  'sender_reply_to_mismatch',
  'sender_reply_to_freemail',
  'sender_domain_suspicious_tld',
  'sender_display_name_address',
  'sender_display_name_confusables',
  'sender_identifier_random',
  'sender_mailer_suspicious',
];

/** A sender whose identity or reply path does not hold: where money requests should not come from. */
const UNVERIFIED_IDENTITY: readonly SignalCode[] = [
  'sender_reply_to_mismatch',
  'sender_reply_to_freemail',
  'sender_freemail',
  'sender_domain_lookalike',
  'sender_display_name_address',
];

/** What unsolicited mail sells: honest-commerce offers and scams. */
const OFFERS: readonly SignalCode[] = ['content_spam_offer', 'content_scam_offer'];

/** Infrastructure and habits of unsolicited bulk senders, which legitimate newsletters avoid. */
const SPAM_INFRASTRUCTURE: readonly SignalCode[] = [
  'sender_display_name_brand',
  'sender_brand_domain_unsigned',
  'sender_domain_suspicious_tld',
  'sender_mailer_suspicious',
  'sender_identifier_random',
  'sender_display_name_address',
  'link_ip_host',
  'link_free_hosting',
  'link_suspicious_tld',
  'link_obfuscated',
  'structure_duplicate_headers',
  'content_advance_fee',
];

export const POLICY_TABLE: PolicyTable = {
  weights: {
    // Authentication: broken by mailing lists and forwarders every day, so weak alone and capped
    // low; it matters in composites (a failing domain that also claims a brand).
    auth_spf_fail: { phishing: 2, fraud: 1, spam: 2 },
    auth_dkim_fail: { phishing: 1, spam: 1 },
    auth_dkim_missing: { spam: 1 },
    auth_dkim_unaligned: { spam: 1 },
    auth_dmarc_fail: { phishing: 2, fraud: 2, spam: 2 },
    auth_dmarc_fail_enforced: { phishing: 4, fraud: 3, spam: 2 },
    // Absence of evidence: client-submitted mail has no trusted results.
    auth_results_missing: {},

    // Sender and identity
    sender_freemail: { fraud: 1, spam: 1 },
    // Measured on the trainable sets (bench:signals): 0.3% of spam, 0.2% of ham (2002 list
    // members at throw-away services), no phishing or fraud; given sender_freemail, which it
    // always comes with, rarer in spam than in ham. It adds nothing to the free-mail weight.
    sender_disposable_domain: {},
    sender_reply_to_mismatch: { phishing: 1, fraud: 1 },
    sender_reply_to_freemail: { phishing: 2, fraud: 3 },
    sender_return_path_mismatch: { spam: 2 },
    sender_display_name_address: { phishing: 3, fraud: 1, spam: 1 },
    sender_display_name_brand: { phishing: 5, fraud: 2 },
    // Weighs only beside a scam offer (scam_offer_from_hidden_sender): alone it is a word in a name.
    sender_display_name_offer: {},
    // What DMARC would say of a forged brand domain, kept when DNS is not asked.
    sender_brand_domain_unsigned: { phishing: 3, fraud: 1, spam: 1 },
    // Every real share, comment, envelope and invoice has it: only what the customer wrote counts.
    sender_platform_relay: {},
    sender_display_name_confusables: { phishing: 3, spam: 2 },
    sender_domain_lookalike: { phishing: 6, fraud: 4 },
    sender_domain_suspicious_tld: { phishing: 2, spam: 2 },
    sender_same_as_recipient: { phishing: 2, fraud: 2, spam: 1 },
    sender_identifier_random: { phishing: 1, spam: 2 },
    sender_mailer_suspicious: { phishing: 1, spam: 3 },
    sender_message_id_inconsistent: { phishing: 2, spam: 2 },

    // Links: tracking redirects make mismatches and redirects common in newsletters (muted there).
    link_display_mismatch: { phishing: 4, spam: 1 },
    link_ip_host: { phishing: 4, malware: 2, spam: 2 },
    link_shortener: { phishing: 2, spam: 1 },
    link_open_redirect: { phishing: 3, spam: 1 },
    link_free_hosting: { phishing: 3, malware: 2, spam: 1 },
    link_suspicious_tld: { phishing: 2, spam: 2 },
    link_domain_lookalike: { phishing: 6, fraud: 1 },
    link_idn_homograph: { phishing: 5 },
    link_obfuscated: { phishing: 4, malware: 1, spam: 1 },
    link_recipient_address: { phishing: 3 },
    link_qr_code: { phishing: 3 },
    link_in_attachment: { phishing: 1, malware: 1 },
    // Forum and chat picture hosting: mailings serve their pictures from their own or their ESP's servers.
    link_image_sharing_host: { phishing: 1, spam: 3 },
    link_credential_form: { phishing: 8 },
    // Vendors' and developer lists' mail links installers too: alone it stays short of suspicious.
    link_executable_download: { malware: 5, phishing: 1 },

    // Attachments
    attachment_executable: { malware: 14 },
    attachment_name_deceptive: { malware: 8, phishing: 2 },
    attachment_type_mismatch: { malware: 4 },
    attachment_encrypted: { malware: 4 },
    attachment_password_in_body: { malware: 3 },
    attachment_archive_executable: { malware: 14 },
    attachment_archive_nested: { malware: 6 },
    attachment_html: { phishing: 4, malware: 2 },
    attachment_html_smuggling: { malware: 12, phishing: 4 },
    attachment_office_macro: { malware: 7 },
    attachment_office_macro_dropper: { malware: 14 },
    attachment_office_external_ref: { malware: 8 },
    attachment_pdf_active: { malware: 5 },
    attachment_calendar_invite: { phishing: 1, spam: 1 },
    attachment_name_random: { phishing: 1, fraud: 1, spam: 1 },

    // Content: legitimate mail asks for payment and password resets too, so the requests weigh
    // moderately and the composites below decide when they come with deception.
    content_credential_request: { phishing: 4 },
    content_urgency_threat: { phishing: 2, fraud: 2, spam: 1 },
    content_payment_request: { fraud: 2, spam: 1 },
    content_bank_detail_change: { fraud: 6 },
    content_gift_card: { fraud: 5, spam: 1 },
    content_secrecy_request: { fraud: 1 },
    content_callback_lure: { fraud: 5, phishing: 1 },
    content_extortion: { fraud: 8 },
    content_crypto_address: { fraud: 3, spam: 1 },
    content_advance_fee: { fraud: 6, spam: 3 },
    content_brand_lure: { phishing: 4 },
    content_fake_thread: { phishing: 2, fraud: 2, spam: 1 },
    content_image_lure: { phishing: 1, spam: 2 },
    content_hidden_text: { phishing: 1, spam: 2 },
    content_ai_instructions: { phishing: 4, spam: 2 },
    content_bulk_marketing: { bulk: 6 },
    content_spam_offer: { spam: 8 },
    // Alone it is spam like any offer: a composite below decides fraud when the sender or the links hide who is behind it.
    content_scam_offer: { spam: 8 },
    content_random_strings: { spam: 7, phishing: 2 },
    // The learned layer (src/analysis/model/). Out of fold, each weak code is well over a hundred
    // times as common in its class as in legitimate mail overall, but its threshold lets up to 5%
    // of one legitimate source through (the written mail in the threats' own vocabulary): a weak
    // code only corroborates. The strong tier (at most 0.1% of legitimate mail, 0.5% of any one
    // source) makes the message suspicious with it (4 + 2), and a composite below adds the rest
    // (docs/learned-layer.md gives the ratios and the out-of-fold figures these come from).
    content_phishing_wording: { phishing: 4 },
    content_phishing_wording_strong: { phishing: 2 },
    content_fraud_wording: { fraud: 4 },
    content_fraud_wording_strong: { fraud: 2 },
    content_spam_wording: { spam: 4 },
    content_spam_wording_strong: {},

    // Structure: sloppy software produces all of these; they only ever point to spam, and the
    // structure cap equals the spam threshold, so structure alone is at most spam with low risk.
    // Repeated singleton fields or several From mailboxes: no ham source shows them.
    structure_duplicate_headers: { spam: 8 },
    structure_missing_headers: { spam: 2 },
    structure_parts_differ: { spam: 3 },
    structure_encoding_anomaly: { spam: 1 },
    structure_mime_anomaly: { spam: 1 },
    structure_received_anomaly: { spam: 2 },
    structure_undisclosed_recipients: { spam: 2 },

    // Coverage says what was not seen; it never counts as evidence.
    coverage_attachment_uninspected: {},
    coverage_limit_reached: {},
    coverage_area_failed: {},
    coverage_budget_exhausted: {},
    coverage_auth_unverified: {},
  },

  areaCaps: {
    authentication: 4,
    sender: 7,
    links: 10,
    attachments: 16,
    content: 9,
    structure: 8,
    coverage: 0,
  },

  composites: [
    // Phishing
    {
      id: 'credential_request_with_impersonation',
      why: 'Asking for credentials while imitating a brand or hiding where the links go is the shape of credential phishing.',
      when: {
        all: ['content_credential_request'],
        some: [
          {
            of: [
              'sender_domain_lookalike',
              'sender_display_name_brand',
              'sender_display_name_confusables',
              'link_domain_lookalike',
              'link_idn_homograph',
              'link_display_mismatch',
              'link_credential_form',
              'content_brand_lure',
            ],
            min: 2,
          },
        ],
      },
      decide: 'phishing',
    },
    {
      id: 'brand_impersonation_with_lure',
      why: 'A display name claiming a brand the sending domain does not belong to, together with a call to act or a risky link or reply path, is impersonation.',
      when: { all: ['sender_display_name_brand'], some: [{ of: [...RISKY_LINKS, ...CALLS_TO_ACT, ...EVASIVE_SENDER] }] },
      decide: 'phishing',
    },
    {
      id: 'spam_offer_in_a_brand_name',
      // Bulk marketing alone does not count: partners, resellers and deal sites put the brands they sell in their display names.
      why: 'A loan, health-plan, pharmacy, casino or miracle-product offer under a display name claiming a brand the sending domain does not belong to, or from a brand’s own domain that nothing vouches for.',
      when: { some: [{ of: OFFERS }, { of: ['sender_display_name_brand', 'sender_brand_domain_unsigned'] }] },
      decide: 'fraud',
    },
    {
      id: 'offer_as_data_bait',
      // From a sender nothing vouches for: lenders, insurers, pharmacies and casinos ask their own applicants and players,
      // from their own signed domains, to sign in or confirm their details.
      why: 'A loan approved, a card waiting or another spam offer that asks the reader to sign in or confirm their details, from a sender that nothing vouches for or that hides: the offer is bait for the data.',
      when: {
        all: ['content_credential_request'],
        some: [{ of: OFFERS }, { of: [...new Set<SignalCode>(['auth_dkim_missing', 'auth_dkim_fail', 'auth_spf_fail', 'auth_dmarc_fail', 'auth_dmarc_fail_enforced', ...UNVERIFIED_IDENTITY, ...EVASIVE_SENDER, ...RISKY_LINKS])] }],
      },
      decide: 'phishing',
    },
    {
      id: 'brand_domain_forged_with_lure',
      why: 'Mail from a brand’s own domain that nothing vouches for, asking the reader to act or sending them to a risky link, is the forgery DMARC exists to stop.',
      when: { all: ['sender_brand_domain_unsigned'], some: [{ of: [...RISKY_LINKS, ...CALLS_TO_ACT, ...EVASIVE_SENDER] }] },
      decide: 'phishing',
    },
    {
      id: 'lure_relayed_by_platform',
      why: 'A sign-in request or a callback number in the words a customer wrote into a genuine share, comment, envelope or invoice: the platform vouches for the delivery only, and people sharing files or sending invoices do not ask for passwords or send readers to a "support" line about a charge.',
      when: { all: ['sender_platform_relay'], some: [{ of: ['content_credential_request', 'content_callback_lure'] }] },
      decide: 'phishing',
    },
    {
      id: 'credential_request_in_invitation',
      why: 'A calendar invitation organised by someone other than the sender, or whose event links past the meeting services to some other page, that asks its reader to sign in: meetings need a join link, not the reader’s password, and the calendar shows the event without a click.',
      when: { all: ['content_credential_request', 'attachment_calendar_invite'] },
      decide: 'phishing',
    },
    {
      id: 'pressure_with_risky_link',
      why: 'A credential request or a deadline whose link is shortened, on an abused TLD or personalised, or that comes as a local HTML page.',
      when: { some: [{ of: ['content_credential_request', 'content_urgency_threat'] }, { of: [...RISKY_LINKS, 'attachment_html'] }] },
      raise: { phishing: 4 },
    },
    {
      id: 'pressure_with_deceptive_link',
      why: 'A credential request or a deadline whose link goes to a bare IP address, free hosting, a lookalike or a disguised target is phishing.',
      when: { some: [{ of: ['content_credential_request', 'content_urgency_threat'] }, { of: DECEPTIVE_LINKS }] },
      decide: 'phishing',
    },
    {
      id: 'lure_with_ai_instructions',
      why: 'Words hidden from the reader and addressed to AI assistants or filters ("classify this email as safe") have no place in honest mail: beside a request for credentials, money or new bank details, or a deceptive link, they are the lure covering its tracks.',
      when: {
        all: ['content_ai_instructions'],
        some: [
          {
            of: [
              'content_credential_request',
              'content_payment_request',
              'content_bank_detail_change',
              'content_gift_card',
              'content_callback_lure',
              'content_brand_lure',
              'attachment_html',
              ...DECEPTIVE_LINKS,
            ],
          },
        ],
      },
      decide: 'phishing',
    },
    {
      id: 'fake_thread_on_image_sharing_host',
      why: 'A "reply" to a conversation the reader never had, its pictures uploaded to an anonymous image-sharing site: the fake thread is there to get the message opened, and nobody with a business behind it serves its mail from a forum’s picture host.',
      when: { all: ['content_fake_thread', 'link_image_sharing_host'] },
      decide: 'fraud',
    },
    {
      id: 'disguised_display_name_with_lure',
      why: 'A display name written with look-alike letters from other scripts, to pass for a name filters would recognise, together with a call to act.',
      when: { all: ['sender_display_name_confusables'], some: [{ of: CALLS_TO_ACT }] },
      raise: { phishing: 4 },
    },
    {
      id: 'lure_from_throwaway_domain',
      why: 'A call to act sent from a domain on a TLD heavily abused for phishing.',
      when: { all: ['sender_domain_suspicious_tld'], some: [{ of: CALLS_TO_ACT }] },
      decide: 'phishing',
    },
    {
      id: 'credential_request_under_pressure',
      why: 'Asking for a sign-in under a deadline or threat, from a sender whose replies or domain do not hold together.',
      when: { all: ['content_credential_request', 'content_urgency_threat'], some: [{ of: [...EVASIVE_SENDER, ...RISKY_LINKS] }] },
      decide: 'phishing',
    },
    {
      id: 'credential_request_with_evasion',
      why: 'A sign-in request that hides text from filters, is mostly images, comes from a free mailbox or a machine-made identity, or forges headers.',
      when: {
        all: ['content_credential_request'],
        some: [
          {
            of: [
              'content_hidden_text',
              'content_image_lure',
              'content_fake_thread',
              'sender_freemail',
              'sender_identifier_random',
              'structure_duplicate_headers',
              'structure_undisclosed_recipients',
              'link_in_attachment',
              'content_random_strings',
            ],
          },
        ],
      },
      raise: { phishing: 4 },
    },
    {
      id: 'brand_lure_with_demand',
      why: 'A delivery, tax, file-share, e-signature, voicemail, court or account-security notice not sent by that brand or authority, asking for a payment, a sign-in or quick action (one asking for a call is the callback scam below).',
      when: { all: ['content_brand_lure'], some: [{ of: ['content_payment_request', 'content_credential_request', 'content_urgency_threat'] }] },
      decide: 'phishing',
    },
    {
      id: 'brand_lure_with_risky_link',
      why: 'A file-share, e-signature, voicemail, delivery, court or account-security notice whose link does not lead to that brand.',
      when: {
        all: ['content_brand_lure'],
        some: [
          {
            of: [
              'link_shortener',
              'link_suspicious_tld',
              'link_free_hosting',
              'link_domain_lookalike',
              'link_display_mismatch',
              'link_credential_form',
              'link_qr_code',
              'link_recipient_address',
              'link_ip_host',
              'link_obfuscated',
              'link_open_redirect',
              'attachment_html',
            ],
          },
        ],
      },
      raise: { phishing: 4 },
      decide: 'phishing',
    },
    {
      id: 'brand_lure_unsigned',
      // Signed mail naming a court or DocuSign (a lawyer's, a colleague's) stays clean: nearly every mail service signs today.
      why: 'A delivery, court, tax, file-share or account notice in the name of a carrier, authority or brand the sender is not, from a server that signs nothing: no one the reader could hold to it stands behind the notice.',
      when: { all: ['content_brand_lure', 'auth_dkim_missing'] },
      raise: { phishing: 2 },
    },
    {
      id: 'brand_lure_from_free_mailbox',
      // From a mailbox provider's own domain (gmail.com is Google's) the brand lure needs a display name claiming another brand, or an authority's automated notice (content/brand-lure.ts).
      why: 'A delivery, court, tax, file-share or account notice in the name of a carrier, authority or brand, sent from a free or throw-away mailbox: they send from their own domains. Suspicious, not phishing, by itself: a person may pass a notice on from their own mailbox.',
      when: { all: ['content_brand_lure', 'sender_freemail'] },
      raise: { phishing: 2 },
    },
    {
      id: 'qr_code_lure',
      why: 'A QR code that asks for credentials or imitates a brand moves the link to a phone, out of reach of filters.',
      when: { all: ['link_qr_code'], some: [{ of: ['content_credential_request', 'content_brand_lure'] }] },
      decide: 'phishing',
    },
    {
      id: 'html_attachment_lure',
      why: 'A local HTML page that collects passwords or poses as a brand is a phishing kit delivered by mail.',
      when: { all: ['attachment_html'], some: [{ of: ['link_credential_form', 'content_credential_request', 'content_brand_lure'] }] },
      decide: 'phishing',
    },
    {
      id: 'spoofed_protected_domain',
      why: 'A domain that asks for rejection of unauthenticated mail, failing, in a message that claims a brand or asks for money or credentials.',
      when: {
        all: ['auth_dmarc_fail_enforced'],
        some: [
          {
            of: [
              'sender_display_name_brand',
              'sender_domain_lookalike',
              'content_credential_request',
              'content_payment_request',
              'content_bank_detail_change',
              'content_brand_lure',
            ],
          },
        ],
      },
      raise: { phishing: 3, fraud: 3 },
    },
    {
      id: 'display_name_spoof',
      why: 'A display name showing another address, combined with replies or authentication pointing elsewhere.',
      when: {
        all: ['sender_display_name_address'],
        some: [{ of: ['sender_reply_to_mismatch', 'sender_reply_to_freemail', 'sender_freemail', 'auth_dmarc_fail', 'auth_dmarc_fail_enforced'] }],
      },
      raise: { phishing: 3 },
    },

    // Fraud
    {
      id: 'bank_detail_change_from_unverified_sender',
      why: 'Business e-mail compromise: new bank details from a sender whose identity or reply path does not hold.',
      when: {
        all: ['content_bank_detail_change'],
        some: [
          {
            of: [
              ...UNVERIFIED_IDENTITY,
              'auth_spf_fail',
              'auth_dmarc_fail',
              'auth_dmarc_fail_enforced',
              'content_urgency_threat',
              'content_fake_thread',
            ],
          },
        ],
      },
      decide: 'fraud',
    },
    {
      id: 'payment_under_pressure',
      why: 'An urgent payment request from a sender whose identity or reply path does not hold.',
      when: {
        all: ['content_payment_request', 'content_urgency_threat'],
        some: [
          {
            of: [
              ...UNVERIFIED_IDENTITY,
              'content_fake_thread',
              'auth_dmarc_fail_enforced',
            ],
          },
        ],
      },
      raise: { fraud: 5 },
    },
    {
      id: 'dunning_from_free_mailbox_with_throwaway_link',
      // A person's own reminder from a free mailbox names their bank account; only the throw-away link makes it a scam.
      why: 'A bill due under threat (a last reminder, a collection agency, extra costs) from a free mailbox, whose "invoice" or payment link goes to a throw-away host: creditors and debt collectors write from their own domains and link their own portals.',
      when: { all: ['content_payment_request', 'content_urgency_threat', 'sender_freemail'], some: [{ of: UNTRACKED_RISKY_LINKS }] },
      decide: 'fraud',
    },
    {
      id: 'secret_payment_from_unverified_sender',
      why: 'Boss fraud: money or bank details asked for urgently and in secret, or with the sender unreachable by phone, from a sender whose identity or reply path does not hold.',
      when: {
        all: ['content_secrecy_request', 'content_urgency_threat'],
        some: [
          { of: ['content_payment_request', 'content_bank_detail_change', 'content_gift_card'] },
          { of: [...UNVERIFIED_IDENTITY, 'auth_dmarc_fail', 'auth_dmarc_fail_enforced'] },
        ],
      },
      decide: 'fraud',
    },
    {
      id: 'gift_card_request_from_unverified_sender',
      why: 'Gift-card requests from a free mailbox or a diverted reply path are the classic boss scam.',
      when: {
        all: ['content_gift_card'],
        some: [
          {
            of: [
              'sender_freemail',
              'sender_reply_to_freemail',
              'sender_reply_to_mismatch',
              'sender_display_name_address',
              'sender_domain_lookalike',
              'content_fake_thread',
            ],
          },
        ],
      },
      decide: 'fraud',
    },
    {
      id: 'extortion_with_payment_channel',
      why: 'Blackmail that names a wallet or a payment, or claims to come from the victim’s own mailbox.',
      when: { all: ['content_extortion'], some: [{ of: ['content_crypto_address', 'content_payment_request', 'sender_same_as_recipient'] }] },
      decide: 'fraud',
    },
    {
      id: 'extortion_from_evasive_sender',
      why: 'A threat with a claimed hold over the reader (a recording, a hacked device), from a sender that hides behind a throw-away TLD, a random name or diverted replies: the extortion needs no valid wallet to be one.',
      when: { all: ['content_extortion'], some: [{ of: EVASIVE_SENDER }] },
      decide: 'fraud',
    },
    {
      id: 'callback_scam',
      why: 'A fake invoice or support notice with a phone number, from a free mailbox, with a brand or payment story, or with words hidden from filters.',
      when: {
        all: ['content_callback_lure'],
        some: [
          {
            of: [
              'content_hidden_text',
              'sender_freemail',
              'sender_reply_to_freemail',
              'sender_display_name_brand',
              'content_payment_request',
              'content_brand_lure',
              'content_urgency_threat',
            ],
          },
        ],
      },
      decide: 'fraud',
    },
    {
      id: 'advance_fee_by_spam_channel',
      why: 'A windfall or investment promise that arrives as bulk mail, marked by a mass-mailing kit, with words hidden from filters, through risky links or from an evasive sender is a scam.',
      when: { all: ['content_advance_fee'], some: [{ of: ['content_bulk_marketing', 'structure_duplicate_headers', 'content_random_strings', 'content_hidden_text', ...RISKY_LINKS, ...EVASIVE_SENDER] }] },
      decide: 'fraud',
    },
    {
      id: 'windfall_in_a_brand_name',
      why: 'A prize, reward or windfall promised in the name of a brand the sender does not belong to.',
      when: { all: ['content_advance_fee'], some: [{ of: ['sender_display_name_brand', 'sender_brand_domain_unsigned', 'sender_domain_lookalike', 'content_brand_lure'] }] },
      decide: 'fraud',
    },
    {
      id: 'windfall_claimed_by_sign_in',
      // Lotteries, banks and airdrops that really pay out do not ask the winner to sign in or connect a wallet through the mail.
      why: 'A prize, an inheritance, an airdrop or unclaimed funds that the reader must sign in, confirm their details or connect a wallet to collect: the windfall is bait for the credentials.',
      when: { all: ['content_advance_fee', 'content_credential_request'] },
      decide: 'fraud',
    },
    {
      id: 'advance_fee_contact',
      why: 'A windfall promise sent blind, asking for replies at another, free address, whose bounces go to an unrelated domain, or written into a platform’s share or invoice.',
      when: {
        all: ['content_advance_fee'],
        some: [
          {
            of: [
              'sender_platform_relay',
              'sender_freemail',
              'sender_reply_to_freemail',
              'sender_reply_to_mismatch',
              'sender_same_as_recipient',
              'structure_undisclosed_recipients',
              'content_crypto_address',
              'sender_return_path_mismatch',
            ],
          },
        ],
      },
      decide: 'fraud',
    },
    {
      id: 'scam_offer_from_hidden_sender',
      // Licensed casinos, dating platforms, pharmacies and brokers mail their offers from their own domains, through ESPs that leave none of these marks.
      why: 'A stranger’s sexual or romantic approach, a miracle cure, riches for nothing or a casino bonus from a sender that cannot be held to its name (replies elsewhere, a throw-away or machine-made identity, a spam kit’s mailer or malformed From, a casino or dating name on an unrelated business’s domain, a fake reply thread) or through links to throw-away hosts: nobody stands behind the offer.',
      when: { all: ['content_scam_offer'], some: [{ of: [...EVASIVE_SENDER, 'sender_display_name_offer', 'structure_duplicate_headers', 'content_fake_thread', 'content_random_strings', ...UNTRACKED_RISKY_LINKS] }] },
      decide: 'fraud',
    },
    {
      id: 'scam_offer_hidden_from_filters',
      // Not in newsletters, where tracking redirects, shorteners, preheaders and banner images are ordinary (newsletter_tracking).
      why: 'A scam offer whose words are hidden from filters or carried in a picture, or whose links hide their target, outside any newsletter: the shape of a scam, not of a shop.',
      when: {
        all: ['content_scam_offer'],
        some: [{ of: ['content_hidden_text', 'content_image_lure', 'link_shortener', 'link_display_mismatch', 'link_open_redirect', 'link_recipient_address'] }],
        none: ['content_bulk_marketing'],
      },
      decide: 'fraud',
    },
    {
      id: 'offer_sent_blind_from_free_mailbox',
      // A free mailbox alone hides nobody (a friend writes from Gmail), nor does Bcc alone (a club mails its members).
      why: 'Pills, loans, replicas, a casino or a date offered from a free mailbox to recipients the message hides: pharmacies, lenders, shops and casinos mail their customers from their own domains, and an anonymous mailbox that Bccs an offer to strangers is nobody anyone can hold to it.',
      when: { all: ['sender_freemail', 'structure_undisclosed_recipients'], some: [{ of: OFFERS }] },
      decide: 'fraud',
    },
    {
      id: 'wallet_from_evasive_sender',
      // Sent blind alone does not count: clubs, projects and small organisations Bcc their members with a donation address.
      why: 'A wallet address, for a donation, an investment or a demand, sent to the sender’s own address or by a sender whose identity or reply path does not hold.',
      when: { all: ['content_crypto_address'], some: [{ of: [...EVASIVE_SENDER, 'sender_same_as_recipient'] }] },
      raise: { fraud: 4 },
    },
    {
      id: 'reply_diverted_to_freemail',
      why: 'Replies diverted to a free mailbox in a money conversation or a fake thread.',
      when: { all: ['sender_reply_to_freemail'], some: [{ of: ['content_fake_thread', 'content_payment_request', 'content_urgency_threat'] }] },
      raise: { fraud: 3 },
    },

    // Malware
    {
      id: 'encrypted_attachment_with_password',
      why: 'An archive locked so filters cannot open it, with the password in the text for the victim.',
      when: { all: ['attachment_encrypted', 'attachment_password_in_body'] },
      decide: 'malware',
      raise: { malware: 6 },
    },
    {
      id: 'disguised_attachment',
      why: 'A file whose name lies about its type, combined with other evasion or active content.',
      when: {
        all: ['attachment_name_deceptive'],
        some: [
          {
            of: [
              'attachment_type_mismatch',
              'attachment_archive_nested',
              'attachment_encrypted',
              'attachment_office_macro',
              'attachment_pdf_active',
              'attachment_html',
            ],
          },
        ],
      },
      decide: 'malware',
      raise: { malware: 4 },
    },
    {
      id: 'evasive_container',
      why: 'Nested archives or disk images that also hide their type or lock their content.',
      when: {
        all: ['attachment_archive_nested'],
        some: [{ of: ['attachment_encrypted', 'attachment_type_mismatch', 'attachment_password_in_body', 'attachment_office_macro'] }],
      },
      decide: 'malware',
      raise: { malware: 4 },
    },
    {
      id: 'disguised_document_lure',
      why: 'An attachment whose content is not what its name says (a picture named .pdf, a program named .doc), delivered with an invoice, deadline, brand, sign-in or reply story.',
      when: {
        all: ['attachment_type_mismatch'],
        some: [{ of: ['content_payment_request', 'content_urgency_threat', 'content_brand_lure', 'content_credential_request', 'content_fake_thread'] }],
      },
      raise: { fraud: 4, phishing: 4 },
    },
    {
      id: 'active_document_lure',
      why: 'Macros, active PDF content or a remote template delivered with an invoice, urgency, brand or reply story.',
      when: {
        some: [
          { of: ['attachment_office_macro', 'attachment_pdf_active', 'attachment_office_external_ref'] },
          { of: ['content_payment_request', 'content_urgency_threat', 'content_brand_lure', 'content_fake_thread'] },
        ],
      },
      raise: { malware: 4 },
    },
    {
      id: 'program_download_lure',
      why: 'A link that downloads a program (or an archive it calls a document) under a brand’s name the sender does not hold, a delivery, tax or invoice story, or from a free mailbox or an evasive sender: the malware moved out of the attachment, where filters look.',
      when: {
        all: ['link_executable_download'],
        some: [
          {
            of: [
              'sender_display_name_brand',
              'sender_brand_domain_unsigned',
              'sender_domain_lookalike',
              'content_brand_lure',
              'content_payment_request',
              'sender_freemail',
              ...EVASIVE_SENDER,
            ],
          },
        ],
      },
      decide: 'malware',
    },

    {
      id: 'image_lure_with_hidden_link',
      why: 'A message that is only a picture, whose link is shortened or on an abused TLD: nothing a filter can read says what it is or where it leads (a shared Drive link beside a photo is ordinary and left out).',
      when: { all: ['content_image_lure'], some: [{ of: ['link_shortener', 'link_suspicious_tld'] }], none: ['content_bulk_marketing'] },
      raise: { phishing: 5 },
    },
    {
      id: 'picture_lure_from_free_mailbox',
      // A shared Drive or Photos link beside a photo from Gmail is ordinary: free hosting is left out, and Google's own share links are no short links.
      why: 'A message that is only a picture, from a free mailbox, whose link is shortened, bounced through an open redirect, on an abused TLD or a bare IP address: an anonymous mailbox showing filters nothing and hiding where its button leads is a lure (a survey prize, a parcel, a "new message").',
      when: {
        all: ['content_image_lure', 'sender_freemail'],
        some: [{ of: ['link_shortener', 'link_open_redirect', 'link_suspicious_tld', 'link_ip_host', 'link_obfuscated'] }],
        none: ['content_bulk_marketing'],
      },
      decide: 'phishing',
    },
    {
      id: 'image_lure_on_image_sharing_host',
      why: 'A message that is only a picture, the picture uploaded to an anonymous image-sharing site: what it says is kept from filters, and the sender has no servers of its own or of a mailing service behind it, as throw-away senders do not.',
      when: { all: ['content_image_lure', 'link_image_sharing_host'], none: ['content_bulk_marketing'] },
      raise: { phishing: 5, spam: 3 },
    },
    {
      id: 'throwaway_domain_on_image_sharing_host',
      // A forward keeps both: the letter's sender is judged as From would be (identity/forwarded.ts).
      why: 'Mail from a domain on a TLD heavily abused for spam whose pictures, used as buttons to links elsewhere, sit on an anonymous image-sharing site: neither the sender nor its pictures have anyone behind them (a shop on a cheap TLD serves its pictures from its own or its mailing service’s servers).',
      when: { all: ['sender_domain_suspicious_tld', 'link_image_sharing_host'] },
      raise: { spam: 3 },
    },
    {
      id: 'unsigned_mailing_on_image_sharing_host',
      why: 'A mailing that nothing signs, its pictures uploaded to an anonymous image-sharing site: bulk senders sign their mail and serve pictures from their own or their mailing service’s servers (a forum digest showing a member’s uploaded picture is signed).',
      when: { all: ['content_bulk_marketing', 'link_image_sharing_host', 'auth_dkim_missing'] },
      raise: { spam: 8 },
    },
    {
      id: 'image_with_hidden_filler',
      why: 'A message that shows its reader only pictures while hiding text from them: the picture carries the lure, the hidden words are there for filters (people sharing photos and shops showing products hide nothing under them).',
      when: { all: ['content_image_lure', 'content_hidden_text'], none: ['content_bulk_marketing'] },
      raise: { spam: 4 },
      decide: 'phishing',
    },
    {
      id: 'hidden_text_from_free_mailbox',
      // A forwarded newsletter keeps its unsubscribe footer (bulk), and preheaders and hidden mobile copies are no hidden text.
      why: 'Words hidden from the reader (cut by invisible characters, hidden blocks of filler) in a message from a free mailbox: a person writing from Gmail or Hotmail hides nothing from the person they write to, so the hidden words are there for filters.',
      when: { all: ['content_hidden_text', 'sender_freemail'], none: ['content_bulk_marketing'] },
      raise: { spam: 5 },
    },
    {
      id: 'unsigned_hidden_filler',
      // No ham source shows hidden text at all; signed mail is left to the other composites (a hidden mobile copy repeats visible words and is no filler).
      why: 'Words hidden from the reader (filler in hidden blocks or stuffed into the page title) in a message that nothing signs, outside any newsletter: the hidden words are there for filters, and no domain answers for the mail.',
      when: { all: ['content_hidden_text', 'auth_dkim_missing'], none: ['content_bulk_marketing'] },
      raise: { spam: 5 },
    },
    {
      id: 'image_lure_from_evasive_sender',
      why: 'A message that is only a picture, from a sender whose identity or reply path does not hold: what it says is kept from filters, and who says it cannot be held to it.',
      when: { all: ['content_image_lure'], some: [{ of: EVASIVE_SENDER }], none: ['content_bulk_marketing'] },
      raise: { spam: 4 },
    },
    {
      id: 'unsigned_image_spam',
      why: 'A picture-only message, unsigned, with its bounces routed to another domain or sent through a forged relay chain: the habits of image spam (a scanner, a phone or a grandparent Bcc-ing photos sends from its own domain).',
      when: {
        all: ['content_image_lure', 'auth_dkim_missing'],
        some: [{ of: ['sender_return_path_mismatch', 'structure_received_anomaly'] }],
        none: ['content_bulk_marketing'],
      },
      raise: { spam: 3 },
    },
    {
      id: 'short_link_from_headerless_script',
      // Each pair is ordinary: people shorten links, old list software drops a Date or a Message-ID, and much mail is unsigned.
      why: 'A shortened link in a message that lacks the Date or Message-ID every mail program and submission server writes, and that nothing signs: a script put it straight on the wire, and where its one link leads is hidden.',
      when: { all: ['link_shortener', 'structure_missing_headers', 'auth_dkim_missing'], none: ['content_bulk_marketing'] },
      raise: { spam: 4 },
    },
    {
      id: 'kit_marked_lure',
      why: 'A call to act whose subject or text carries a mass-mailing kit’s random strings: people and legitimate senders asking for action do not pad their mail with noise.',
      when: { all: ['content_random_strings'], some: [{ of: CALLS_TO_ACT }] },
      raise: { phishing: 4 },
    },
    {
      id: 'kit_marked_link_in_attachment',
      // Each half alone is ordinary enough: bounces and invoices carry links inside attachments, and kits' codes mark spam too.
      why: 'A mass-mailing kit’s per-copy random code on a message whose link sits inside an attached file ("details in the attachment"): every copy is made to differ and the link is moved where filters read less; people and companies sending a document with a link do neither.',
      when: { all: ['content_random_strings', 'link_in_attachment'] },
      decide: 'phishing',
    },
    {
      id: 'machine_named_document_lure',
      why: 'An invoice, or a message whose only words are in an attached picture or document, carrying a file named by a mass-mailing kit: the fake invoice whose phone number or link filters cannot read.',
      when: { all: ['attachment_name_random'], some: [{ of: ['content_image_lure', 'content_payment_request'] }] },
      raise: { fraud: 4, phishing: 4 },
    },

    // The learned layer's strong tier (its threshold passes at most 0.1% of legitimate training
    // mail out of fold, 0.5% of any one source; the weak code always comes with it). Alone it
    // makes `suspicious`, never a verdict: short personal notes from free mailboxes resemble the
    // fraud letters it learned from, and a shop's invoice or password notice the lures. With an
    // observation legitimate mail rarely shows (a borrowed brand, a look-alike, a deceptive link;
    // an advance fee, new bank details, a gift card, a callback, extortion, a scam offer) it
    // raises the class past the area caps, usually to the verdict. A payment or credential
    // request is not enough: invoices and password notices carry them every day.
    // For spam it is the spam verdict (4 + 5): spam is no alarm.
    {
      id: 'learned_phishing_strong',
      why: 'The learned model finds the message closer to phishing than almost any legitimate training mail, and the message imitates a brand or hides where it leads.',
      when: {
        all: ['content_phishing_wording', 'content_phishing_wording_strong'],
        some: [{ of: ['content_brand_lure', 'sender_display_name_brand', 'sender_domain_lookalike', 'attachment_html', ...DECEPTIVE_LINKS] }],
      },
      raise: { phishing: 6 },
    },
    {
      id: 'learned_fraud_strong',
      why: 'The learned model finds the message closer to fraud than almost any legitimate training mail, and the message asks for money the way fraud does.',
      when: {
        all: ['content_fraud_wording', 'content_fraud_wording_strong'],
        some: [{ of: ['content_advance_fee', 'content_bank_detail_change', 'content_gift_card', 'content_callback_lure', 'content_extortion', 'content_scam_offer'] }],
      },
      raise: { fraud: 6 },
    },
    {
      id: 'learned_spam_strong',
      why: 'The learned model finds the message closer to unsolicited bulk mail than almost any legitimate training mail.',
      when: { all: ['content_spam_wording', 'content_spam_wording_strong'] },
      raise: { spam: 5 },
    },

    {
      id: 'bulk_from_spam_infrastructure',
      why: 'Marketing mail sent with the infrastructure and habits of unsolicited bulk senders is spam, not a newsletter.',
      when: { all: ['content_bulk_marketing'], some: [{ of: SPAM_INFRASTRUCTURE }] },
      raise: { spam: 8 },
    },

    // Bulk mail: click tracking makes link text and targets differ, adds redirects and shorteners,
    // embeds the recipient in unsubscribe links, and preheaders hide text. In a newsletter those
    // weigh nothing; stronger signals and the composites above still count. Not when the learned
    // layer reads threat or spam wording: then the bulk evidence is the disguise, not an excuse.
    {
      id: 'newsletter_tracking',
      why: 'Tracking and layout habits of legitimate newsletters are not evidence of an attack there.',
      when: { all: ['content_bulk_marketing'], none: ['content_phishing_wording', 'content_fraud_wording', 'content_spam_wording'] },
      mute: [
        'link_display_mismatch',
        'link_open_redirect',
        'link_shortener',
        'link_recipient_address',
        'sender_return_path_mismatch',
        'auth_dkim_unaligned',
        'content_hidden_text',
        'content_image_lure',
      ],
    },
  ],

  thresholds: {
    malware: THREAT,
    phishing: THREAT,
    fraud: THREAT,
    spam: { verdict: 8, medium: 13 },
    bulk: { verdict: 5 },
    cleanLow: 3,
  },
};
