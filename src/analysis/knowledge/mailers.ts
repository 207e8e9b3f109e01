// Mailer fingerprints: the X-Mailer / User-Agent values of mass-mailing kits, and client names
// that cannot be true for the message's date (a forged client string).
//
// Sources: written for this project from the mailer strings that recur in public spam and
// phishing collections and abuse write-ups (bulk-sender products sold for unsolicited mail,
// the "Leaf PHPMailer" kit, Send-Safe), Microsoft's retirement of Outlook Express (replaced by
// Windows Mail in 2007; nothing has shipped it since Windows XP/2003 support ended), and
// PHPMailer's release history (the `[version N]` form was dropped with 6.0 in 2017; older
// releases carry remote-code-execution flaws and live on in phishing kits).

/** Case-insensitive fragments of mailer strings of bulk-sending kits. */
export const MASS_MAILER_FRAGMENTS: readonly string[] = [
  'leaf phpmailer',
  'send-safe',
  'sendblaster',
  'atomic mail sender',
  'gammadyne',
  'maxbulk',
  'advanced mass sender',
  'group mail express',
  'jpfree group mail',
  'quicksender',
  'smart_send',
  'ocxmail',
  'envex developments',
  'mailking',
  'worldmerge',
  'turbo mailer',
  'bulk mailer',
  'mass mailer',
  'email sender pro',
  'dark mailer',
  'darkmailer',
  'massmail',
  'bulkmail',
  'ultimate bulk',
  'atlas mailer',
  'mailer1.0',
  'ymail sender',
  'fast mass mail',
];

/** Client names that stopped shipping, and the year from which a message claiming them is forged. */
export const RETIRED_CLIENTS: readonly { readonly pattern: RegExp; readonly forgedFrom: number }[] = [
  { pattern: /\bmicrosoft outlook express\b/i, forgedFrom: 2012 },
  { pattern: /\bphpmailer \[version [0-5]\./i, forgedFrom: 2020 },
];

/** A mailer string of digits, dots and spaces only ("2", "1.0") is no client's: a kit's filler. */
export const NUMERIC_MAILER = /^[\d.\s]+$/;
