// Bulk-mail evidence in headers: the list headers of RFC 2369/2919/8058, the Precedence values
// bulk senders set, and the trace headers email service providers (ESPs) add to every campaign
// message they send. Header names in lower case; a prefix matches any header starting with it.
//
// Sources: written for Centinela from RFC 2369, RFC 2919, RFC 8058 and RFC 3834 (Precedence),
// and from each provider's own documentation of the headers it adds (Mailgun, Amazon SES,
// SendGrid/Twilio, Mailchimp/Mandrill, Mailjet, Brevo/Sendinblue, SparkPost, Salesforce Marketing
// Cloud, Constant Contact, Certified Senders Alliance, Google's Feedback-ID for bulk senders).

export const LIST_HEADERS: readonly string[] = ['list-unsubscribe', 'list-unsubscribe-post', 'list-id'];

/** Precedence values that mark mail as sent in bulk (RFC 3834 section 3.1.8 names them). */
export const BULK_PRECEDENCE: readonly string[] = ['bulk', 'list', 'junk'];

export const ESP_HEADER_NAMES: readonly string[] = [
  'feedback-id',
  'x-feedback-id',
  'x-csa-complaints',
  'x-ses-outgoing',
  'x-sg-eid',
  'x-sg-id',
  'x-mc-user',
  'x-mandrill-user',
  'x-mailjet-campaign',
  'x-sib-id',
  'x-mailin-campaign',
  'x-msfbl',
  'x-sfmc-stack',
  'x-report-abuse',
  'x-campaign',
  'x-campaignid',
  'x-campaign-id',
  'x-newsletter',
  'x-mailer-lid',
];

export const ESP_HEADER_PREFIXES: readonly string[] = [
  'x-mailgun-',
  'x-mailchimp-',
  'x-mandrill-',
  'x-mailjet-',
  'x-mj-',
  'x-sib-',
  'x-mailin-',
  'x-msys-',
  'x-roving-',
  'x-campaign-',
  'x-ems-',
];
