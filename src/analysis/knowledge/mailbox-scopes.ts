// OAuth scopes that hand an application the reader's mailbox: read, send or manage mail as the
// user. Consent phishing asks the provider's real sign-in page for them on behalf of the
// attacker's app; an app that legitimately emails a "sign in with Google/Microsoft" link asks
// for a profile, a calendar or files, and users connect mail clients from the client itself.
//
// Sources: written for Centinela from Google's OAuth 2.0 scope reference (Gmail API) and
// Microsoft Graph's and Exchange Online's permission references; no list was copied.

export const MAILBOX_SCOPE_SOURCES = "Centinela, from Google's Gmail API scopes and Microsoft Graph / Exchange Online permission references.";

/** Whole scope values (lower case) that reach the mailbox. */
export const MAILBOX_SCOPES: ReadonlySet<string> = new Set([
  // Google: full mail access, the Gmail API's read, modify, compose and send scopes.
  'https://mail.google.com/',
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/gmail.modify',
  'https://www.googleapis.com/auth/gmail.compose',
  'https://www.googleapis.com/auth/gmail.send',
  'https://www.googleapis.com/auth/gmail.insert',
  'https://www.googleapis.com/auth/gmail.settings.basic',
  'https://www.googleapis.com/auth/gmail.settings.sharing',
  // Microsoft Graph, bare or under its resource URI, and Exchange Online's legacy protocols.
  'mail.read',
  'mail.readwrite',
  'mail.read.shared',
  'mail.readwrite.shared',
  'mail.send',
  'mail.send.shared',
  'mailboxsettings.readwrite',
  'https://graph.microsoft.com/mail.read',
  'https://graph.microsoft.com/mail.readwrite',
  'https://graph.microsoft.com/mail.send',
  'https://outlook.office.com/mail.read',
  'https://outlook.office.com/mail.readwrite',
  'https://outlook.office.com/mail.send',
  'https://outlook.office.com/imap.accessasuser.all',
  'https://outlook.office.com/ews.accessasuser.all',
  'https://outlook.office365.com/ews.accessasuser.all',
  'full_access_as_user',
]);
