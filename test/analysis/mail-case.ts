// The shape of the hand-written mail cases (the *-cases.ts files that mail-suites.ts gathers):
// what each phishing or legitimate message says about itself and what the engine must answer.

export type Lang = 'en' | 'es' | 'pt-BR' | 'pt-PT' | 'de' | 'fr' | 'nl';

/**
 * personal: must be `clean`. transactional: `clean`, or `bulk` when the sender's ESP marks it
 * (Feedback-ID, SES headers): bulk is a label, never an alarm. marketing: must be `bulk`.
 */
export type Kind = 'personal' | 'transactional' | 'marketing';

export type Lure =
  | 'file-share'
  | 'e-signature'
  | 'voicemail'
  | 'parcel'
  | 'tax'
  | 'bank'
  | 'mailbox'
  | 'html-attachment'
  | 'qr-code'
  | 'callback'
  | 'bec'
  | 'sextortion'
  | 'crypto'
  | 'advance-fee'
  | 'reply-thread'
  | 'ai-injection'
  | 'image-only'
  | 'payment-app'
  | 'account-alert'
  | 'streaming'
  | 'malware'
  | 'authority'
  | 'job'
  | 'romance'
  | 'dating'
  | 'prize'
  | 'casino'
  | 'health'
  | 'shop';
export type Threat = 'phishing' | 'fraud' | 'malware';

export interface PhishingCase {
  readonly name: string;
  readonly lang: Lang;
  readonly lure: Lure;
  /** The verdicts that count as caught. */
  readonly expect: readonly Threat[];
  /**
   * Kept out of the model's training mail (scripts/export-case-mail.ts), so that `npm run
   * bench:cases` reads it as unseen mail: the blind batches and the lures written beside their rules.
   */
  readonly heldOut?: true;
  readonly raw: Uint8Array;
  /** Set when the engine misses this realistic message: `<verdict today>: <signals>; <what is missing>`. */
  readonly todo?: string;
}

export interface LegitimateCase {
  readonly name: string;
  readonly lang: Lang;
  readonly kind: Kind;
  /** Kept out of the model's training mail, as for PhishingCase: the counterparts of the blind batches. */
  readonly heldOut?: true;
  readonly raw: Uint8Array;
  /** Set when a rule flags this realistic message: the reason, for the lead to fix the rule. */
  readonly todo?: string;
}
