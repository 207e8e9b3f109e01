// Near misses of the rules written for spam tricks (a salad of random dictionary words, an offer's
// word cut into pieces or written with digits, a display name in look-alike letters beside an
// account alert, words hidden in mail from a free mailbox): genuine mail on the same topics and
// in similar shapes, which must stay clean or bulk. Written for this round, not taken from any corpus.

import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { gmailBody, mail, plain } from './mail-builder.ts';

const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;

export const SPAM_TRICKS_NEAR_CASES: readonly LegitimateCase[] = [
  {
    // A broker's own mail: the words in full, a hyphenated line break, initials and "e-mail".
    name: 'Mortgage broker from its signed domain: "your mortgage offer … refinance", with a word hyphenated across a line',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Hannah Price <h.price@brightwater-mortgages.co.uk>',
      to: 'sam.okafor@outlook.com',
      subject: 'Your mortgage offer',
      date: 'Wed, 12 Mar 2025 10:04:11 +0000',
      messageId: '20250312100411.3fa2@brightwater-mortgages.co.uk',
      dkim: ['brightwater-mortgages.co.uk:s1'],
      relay: 'mail.brightwater-mortgages.co.uk [198.51.100.71]',
      body: plain(
        'Dear Sam,\n\nThe lender has issued your mortgage offer; it is attached to the portal message I sent this morning. If you decide to refinance after the two-year fixed period, the early repayment charge no longer applies.\n\nPlease read the offer with your solicitor, J. R. Whitfield, and reply by e-mail with any ques-\ntions.\n\nKind regards,\nHannah Price\nBrightwater Mortgages',
      ),
    }),
  },
  {
    // A researcher's dense sentence of long words, with no "and" or "the" for a while.
    name: 'Mailing-list reply with dense technical prose of long words',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Priya Natarajan <priya.natarajan@gmail.com>',
      to: 'sensors-users@lists.example.org',
      subject: 'Re: calibration drift',
      date: 'Thu, 5 Jun 2025 16:40:02 +0000',
      messageId: 'CAKx8vQ1r2mT9wN5pL3cB6dF4hJ7sY0a_drift@mail.gmail.com',
      headers: ['In-Reply-To: <drift-question@lists.example.org>', 'References: <drift-question@lists.example.org>'],
      ...GMAIL,
      body: gmailBody(
        'Networked thermometers worldwide provide almost instantaneous local temperature readings through links to weather services. Calibration drift usually comes from humidity, not firmware.\n\nPriya',
      ),
    }),
  },
  {
    // A university helpdesk writes its name plainly about the Microsoft terms: the helpdesk's own alert.
    name: 'University IT desk, plain display name: "Microsoft 365: accept the new terms to continue"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'IT Service Desk <servicedesk@northbridge-university.ac.uk>',
      to: 'l.morgan@northbridge-university.ac.uk',
      subject: 'Microsoft 365 terms update',
      date: 'Mon, 2 Jun 2025 08:30:00 +0100',
      messageId: '20250602073000.11aa@northbridge-university.ac.uk',
      dkim: ['northbridge-university.ac.uk:s1'],
      relay: 'mail.northbridge-university.ac.uk [198.51.100.12]',
      body: plain(
        "Dear colleague,\n\nMicrosoft has updated the Microsoft 365 user agreement. You'll need to accept the new terms to continue using Teams; the prompt appears the next time you open it.\n\nIT Service Desk",
      ),
    }),
  },
  {
    // An Indonesian colleague's reply with the company's disclaimer: a language without English function words.
    name: 'Indonesian business reply with the company disclaimer',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Rina Wijaya <rina.wijaya@sinarbaru-logistik.co.id>',
      to: 'procurement@example-trading.com',
      subject: 'Re: quotation 2025-044',
      date: 'Tue, 10 Jun 2025 09:15:20 +0700',
      messageId: '20250610021520.55bc@sinarbaru-logistik.co.id',
      headers: ['In-Reply-To: <quotation-2025-044@example-trading.com>', 'References: <quotation-2025-044@example-trading.com>'],
      dkim: ['sinarbaru-logistik.co.id:s1'],
      relay: 'mail.sinarbaru-logistik.co.id [198.51.100.44]',
      body: plain(
        'Dear Mr Tan,\n\nThank you, we confirm the quotation and will ship on Friday.\n\nRina\n\nPengirim tidak menerima tanggung jawab hukum atas isi pesan ini atau untuk setiap kerusakan yang disebabkan oleh virus komputer.',
      ),
    }),
  },
];
