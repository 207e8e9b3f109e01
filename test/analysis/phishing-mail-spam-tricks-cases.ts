// Lures written for the spam-trick rules: an account alert in a brand's name behind a display
// name in look-alike letters. Written for this round, not taken from any corpus; criminal
// infrastructure uses invented names.

import { html, mail } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';

export const SPAM_TRICKS_CASES: readonly PhishingCase[] = [
  {
    // A hijacked school mailbox; "aᥴcount" is written with U+1974 for the c, so filters looking for
    // "account team" miss it, and the brand is named only in the body.
    name: 'Microsoft "accept the new user agreement" from a hijacked school domain, display name in look-alike letters',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Support a\u1974count team <noreply@lycee-saint-aubin.fr>',
      to: 'm.fischer@example-consulting.com',
      subject: 'Your new user agreement',
      date: 'Mon, 5 May 2025 06:41:09 +0200',
      messageId: '20250505044109.7c1d@lycee-saint-aubin.fr',
      relay: 'smtp.lycee-saint-aubin.fr [203.0.113.58]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: html(
        '<p>Microsoft User Agreement</p><p>Hello,</p><p>We periodically update our User Agreement and Privacy Policy. At your earliest convenience, please accept the new User Agreement. You\'ll need to accept the new terms to continue using our services.</p><p><a href="https://agreement-review.ms365-terms.top/accept">VERIFY</a></p><p>Thanks,<br>Microsoft account team</p>',
      ),
    }),
  },
];
