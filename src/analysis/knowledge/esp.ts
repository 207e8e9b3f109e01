// Bulk-mail and transactional sending services (ESPs) whose bounce domains stand in the
// Return-Path of their customers' mail: a newsletter from example.com with its Return-Path at
// bounces.sendgrid.net is how the service works, not a sign of forgery.
//
// Sources: written for this project from each service's documentation of its default
// envelope-sender / bounce domain (Amazon SES, SendGrid, Mailgun, Mailchimp/Mandrill,
// SparkPost, Postmark, Mailjet, Brevo, Campaign Monitor, Constant Contact, Salesforce Marketing
// Cloud, Marketo, HubSpot, Klaviyo, Zendesk, Freshdesk, Intercom, CleverReach, ActiveCampaign,
// MailerLite, GetResponse, AWeber, Emarsys, Oracle Responsys; and the platforms of churches, charities and
// public bodies: Emma, Granicus GovDelivery, Blackbaud Luminate (Convio), Flocknote), and the list hosts whose
// envelope is their own (Google Groups, groups.io). Registrable domains, lower case.

export const ESP_BOUNCE_DOMAINS: readonly string[] = [
  'amazonses.com',
  'sendgrid.net',
  'sendgrid.com',
  'mailgun.org',
  'mailgun.net',
  'mcsv.net',
  'mcdlv.net',
  'rsgsv.net',
  'mandrillapp.com',
  'mailchimpapp.net',
  'sparkpostmail.com',
  'sparkpostmail1.com',
  'mtasv.net',
  'postmarkapp.com',
  'mailjet.com',
  'sendinblue.com',
  'brevo.com',
  'createsend.com',
  'cmail1.com',
  'cmail2.com',
  'cmail19.com',
  'cmail20.com',
  'constantcontact.com',
  'rs6.net',
  'ccsend.com',
  'exacttarget.com',
  'mktomail.com',
  'marketo.org',
  'hubspotemail.net',
  'hubspot.com',
  'klaviyomail.com',
  'kmail-lists.com',
  'zendesk.com',
  'freshdesk.com',
  'intercom-mail.com',
  'cleverreach.com',
  'acems1.com',
  'emsd1.com',
  'mlsend.com',
  'mailerlite.com',
  'getresponse.com',
  'gr-mail.com',
  'aweber.com',
  'emarsys.net',
  'responsys.net',
  'sailthru.com',
  'salesforce.com',
  'elasticemail.com',
  'smtp2go.com',
  'sendpulse.com',
  'mailup.com',
  'googlegroups.com',
  'google.com',
  'groups.io',
  'ecm-cluster.com',
  'inxserver.de',
  'newsletter2go.com',
  'rapidmail.de',
  'mailpoet.com',
  'convertkit-mail.com',
  'convertkit-mail2.com',
  'msgfocus.com',
  'emailsrvr.com',
  'e2ma.net',
  'govdelivery.com',
  'convio.net',
  'flocknote.com',
];

const ESP = new Set(ESP_BOUNCE_DOMAINS);

export function isEspBounceDomain(registrable: string): boolean {
  return ESP.has(registrable);
}
