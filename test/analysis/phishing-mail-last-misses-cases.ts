// Lures written beside the rules for the blind batches' last misses (docs/detection-content.md,
// "The blind batches' last misses"): OAuth consent phishing that sends the grant home to the
// sender's own new domain but asks for the mailbox, "shared with you for signature" in a
// platform's name, a OneDrive look-alike that writes the product as its short-link name (1drv),
// and a classifieds "the buyer already paid, receive the money here" page named after the
// marketplace and a payout word. Written for this round, not taken from any corpus; every name
// is made up.

import { document, mail, plain } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';
import { sendgridHeaders } from './phishing-mail-fourth-cases.ts';

export const LAST_MISSES_CASES: readonly PhishingCase[] = [
  {
    // The app is the sender's own (its redirect goes home), but it asks Microsoft for the mailbox.
    name: 'OAuth consent: "secure mail add-in" asks Microsoft for Mail.Read and Mail.Send, the grant sent home to the sender\'s own new domain',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Secure Mail Center <no-reply@mailguard-addin.net>',
      to: 'r.osei@lakeshoredental.com',
      subject: 'Action needed: 3 encrypted messages held for r.osei@lakeshoredental.com',
      date: 'Tue, 6 May 2025 09:12:44 +0000',
      messageId: '20250506091244.77ab@mailguard-addin.net',
      dkim: ['mailguard-addin.net:s1'],
      relay: 'smtp.mailguard-addin.net [198.51.100.18]',
      auth: { dmarc: 'none' },
      body: document([
        'Three encrypted messages are held for you. Verify your email account to release them: the secure mail add-in opens them after you allow it.',
        {
          button: 'Read secure messages',
          href: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=0d3c1b2a-9e8f-4a7b-8c6d-5e4f3a2b1c0d&response_type=code&redirect_uri=https%3A%2F%2Fmailguard-addin.net%2Fcallback&scope=openid%20offline_access%20Mail.Read%20Mail.Send&prompt=consent',
        },
        { small: 'Messages not opened within 72 hours are deleted.' },
      ]),
    }),
  },
  {
    // Google's consent page for the full mailbox, in a DocuSign story, through an ESP.
    name: 'OAuth consent: "a contract was shared with you for signature" in DocuSign\'s name, Google\'s page for gmail.modify, via SendGrid',
    lang: 'en',
    lure: 'e-signature',
    expect: ['phishing'],
    raw: mail({
      from: 'Contracts Desk <desk@signflow-portal.com>',
      to: 'n.berg@fjordline-consulting.com',
      subject: 'Contract shared with you for signature',
      date: 'Wed, 14 May 2025 13:02:10 +0000',
      messageId: 'Qm3Lr8TpVz1Nc5Xb7Kd2@geopod-ismtpd-4',
      dkim: ['signflow-portal.com:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+2291774-b2c3-n.berg=fjordline-consulting.com@em4410.signflow-portal.com',
      relay: 'o1.ptr2210.signflow-portal.com [149.72.90.4]',
      auth: { dmarc: 'none' },
      headers: sendgridHeaders('Qm3Lr8TpVz1Nc5Xb7Kd2aW9eR4tY6uI0oP3lK5jH7gF'),
      body: document([
        'Hello,',
        'A consultancy contract was shared with you for signature. It opens in the DocuSign viewer for Google Workspace.',
        {
          button: 'Open the contract',
          href: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=551902837461-q8w7e6r5t4y3u2i1o0p9a8s7d6f5g4h3.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fsignflow-portal.com%2Fgoogle&response_type=code&scope=openid%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fgmail.modify&access_type=offline&prompt=consent',
        },
      ]),
    }),
  },
  {
    // The short-link name of OneDrive as a sub-domain of an unrelated domain.
    name: 'A shared "statement" on 1drv-files.docs-viewhub.com: "sign in with your work account to open", from a hijacked mailbox',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Maria Lindqvist <m.lindqvist@baltic-timberworks.com>',
      to: 'accounts@northshore-joinery.co.uk',
      subject: 'Statement of account - May',
      date: 'Mon, 2 Jun 2025 08:41:19 +0200',
      messageId: '0a1b2c3d4e5f4a6b@baltic-timberworks.com',
      dkim: ['baltic-timberworks.com:default'],
      relay: 'mail.baltic-timberworks.com [198.51.100.63]',
      body: plain(
        'Good morning,\n\nThe statement of account for May is ready here:\n\nhttps://1drv-files.docs-viewhub.com/s/statement-may\n\nPlease sign in with your work account to open it.\n\nKind regards,\nMaria Lindqvist',
      ),
    }),
  },
  {
    // Kleinanzeigen's "the buyer already paid" page named after the marketplace and the payout.
    name: 'Kleinanzeigen: "ich habe schon bezahlt, bestätige hier den Empfang" on kleinanzeigen-zahlung.de, from a free mailbox',
    lang: 'de',
    lure: 'payment-app',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Sven Hartmann <sven.hartmann88@gmx.de>',
      to: 'julia.krause@web.de',
      subject: 'Kinderwagen - Zahlung ist erfolgt',
      date: 'Sat, 12 Jul 2025 16:20:44 +0200',
      messageId: '<trinity-6a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d-1752330044@3c-app-gmx-bap61>',
      dkim: ['gmx.de:s1'],
      relay: 'mout.gmx.net [212.227.17.20]',
      body: plain(
        'Hallo Julia,\n\nich habe den Kinderwagen schon über Kleinanzeigen Sicher Bezahlen bezahlt, der Kurier holt ihn Montag ab. Damit das Geld (120 €) bei dir ankommt, musst du den Empfang hier bestätigen:\n\nhttps://kleinanzeigen-zahlung.de/empfang/120?id=55310\n\nEinfach deine Kartendaten eingeben und dich bei deiner Bank anmelden.\n\nLG Sven',
      ),
    }),
  },
];
