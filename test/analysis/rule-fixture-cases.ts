// Messages written for the rules' fixtures (rules/composites/*.yaml `fixtures`), for composites
// none of the mail suites fires or nearly fires. Short and realistic, written for this project
// from what such mail looks like (no corpus message); the domains are invented. They are no
// suite: the tests and the model never read them as phishing or legitimate mail, only the
// fixture test, which checks the composite fires or not.

import { storedZip, zip } from './formats-builders.ts';
import { attachment, html, mail, multipart, plain } from './mail-builder.ts';

export interface RuleFixtureCase {
  readonly name: string;
  readonly raw: Uint8Array;
  /** authserv-ids whose Authentication-Results the analysis trusts (CENTINELA_TRUSTED_AUTHSERV_IDS). */
  readonly trustedAuthservIds?: readonly string[];
}

const utf8 = (text: string) => new TextEncoder().encode(text);

export const RULE_FIXTURE_CASES: readonly RuleFixtureCase[] = [
  {
    // An HR department's payslips, locked, with the password sent apart: the way it should be done.
    name: 'Payslips in an encrypted ZIP whose password comes by text message',
    raw: mail({
      from: 'Payroll <payroll@hartwell-foods.example>',
      to: 'l.moreno@hartwell-foods.example',
      subject: 'Your payslips for the third quarter',
      date: 'Mon, 6 Oct 2025 08:30:00 +0200',
      messageId: 'payroll-q3-2025-1187@hartwell-foods.example',
      dkim: ['hartwell-foods.example'],
      relay: 'smtp.hartwell-foods.example [198.51.100.24]',
      body: multipart('mixed', [
        plain(
          'Hello Laura,\n\nAttached are your payslips for July to September. As always, the file is protected; you will receive the code to open it by text message on your work phone.\n\nPayroll team',
        ),
        attachment(
          'payslips-q3-2025.zip',
          'application/zip',
          storedZip([{ name: 'payslips-q3-2025.pdf', data: utf8('%PDF-1.7 encrypted-payslip-bytes-0123456789'), encrypted: true }]),
        ),
      ]),
    }),
  },
  {
    // The display name shows the boss's company address; the mailbox behind it is a free one, and replies go there too.
    name: "Display name showing the director's company address, sent from a free mailbox",
    raw: mail({
      from: '"r.kessler@hartwell-foods.example" <rkessler.office@gmail.com>',
      to: 'l.moreno@hartwell-foods.example',
      subject: 'Quick question',
      date: 'Tue, 7 Oct 2025 16:05:12 +0200',
      messageId: 'CAF4p2n8Qx1@mail.gmail.com',
      dkim: ['gmail.com'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: plain('Laura, are you at your desk? I need you to handle something for me before the end of the day. Reply here, I am in a meeting.\n\nRobert'),
    }),
  },
  {
    // A "PDF invoice" that is a ZIP archive, with a payment demand around it.
    name: 'Invoice demand whose "PDF" is a ZIP archive',
    raw: mail({
      from: 'Accounts Receivable <ar@norbeck-supplies.example>',
      to: 'payables@example-consulting.com',
      subject: 'Outstanding invoice 88412 - payment due today',
      date: 'Wed, 8 Oct 2025 10:11:40 +0100',
      messageId: 'ar-88412@norbeck-supplies.example',
      relay: 'mail.norbeck-supplies.example [203.0.113.58]',
      auth: { dkim: 'none', spf: 'none', dmarc: 'none' },
      body: multipart('mixed', [
        plain(
          'Good morning,\n\nPlease find attached invoice 88412, which is now overdue. Kindly arrange payment of the outstanding balance today by bank transfer to avoid late fees.\n\nRegards,\nAccounts Receivable',
        ),
        attachment('Invoice_88412.pdf', 'application/pdf', zip({ 'Invoice_88412.pdf': utf8('%PDF-1.7 invoice-bytes-0123456789') })),
      ]),
    }),
  },
  {
    // The kit names each copy's file with a fresh random string; the text is a short payment request.
    name: 'Payment request with a kit-named attachment',
    raw: mail({
      from: 'Billing <billing@orvane-services.example>',
      to: 'payables@example-consulting.com',
      subject: 'Payment request 2025-10',
      date: 'Thu, 9 Oct 2025 07:45:03 +0000',
      messageId: 'pr-202510-5512@orvane-services.example',
      relay: 'mx.orvane-services.example [203.0.113.90]',
      auth: { dkim: 'none', spf: 'none', dmarc: 'none' },
      body: multipart('mixed', [
        plain('Hello,\n\nPlease find our invoice attached and kindly arrange payment of the amount due by Friday.\n\nThank you'),
        attachment('Xk7qPzr4Wm9tLb2.pdf', 'application/pdf', utf8('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF')),
      ]),
    }),
  },
  {
    // An archive inside an archive, the inner one locked, and the password in the text.
    name: 'Shipping documents in a ZIP holding a locked ZIP, password in the text',
    raw: mail({
      from: 'Logistics <docs@feldmark-cargo.example>',
      to: 'imports@example-consulting.com',
      subject: 'Shipping documents BL 44817',
      date: 'Fri, 10 Oct 2025 11:20:00 +0200',
      messageId: 'bl-44817@feldmark-cargo.example',
      relay: 'mail.feldmark-cargo.example [203.0.113.122]',
      auth: { dkim: 'none', spf: 'none', dmarc: 'none' },
      body: multipart('mixed', [
        plain('Dear customer,\n\nThe bill of lading and packing list for BL 44817 are attached. Password: 4481\n\nBest regards,\nLogistics'),
        attachment(
          'BL_44817.zip',
          'application/zip',
          zip({ 'BL_44817_docs.zip': storedZip([{ name: 'BL_44817.pdf', data: utf8('%PDF-1.7 locked-bl-bytes-0123456789'), encrypted: true }]) }),
        ),
      ]),
    }),
  },
  {
    // A mailing nothing signs, its product pictures on a forum image host.
    name: 'Unsigned shop mailing whose pictures sit on Imgur',
    raw: mail({
      from: 'Gadget Deals <news@gadget-deals-weekly.example>',
      to: 'dave.miller@outlook.com',
      subject: 'This week: 40% off smart watches',
      date: 'Sat, 11 Oct 2025 09:00:00 +0000',
      messageId: 'weekly-20251011-771@gadget-deals-weekly.example',
      relay: 'mta2.gadget-deals-weekly.example [203.0.113.177]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      headers: ['List-Unsubscribe: <https://gadget-deals-weekly.example/unsubscribe?u=771>', 'Precedence: bulk'],
      body: html(
        '<p>This week only: smart watches at 40% off, free shipping on orders over $50.</p>' +
          '<p><a href="https://gadget-deals-weekly.example/p/watch-s3"><img src="https://i.imgur.com/q7Wn2Kd.jpg" alt="Smart watch S3"></a></p>' +
          '<p><a href="https://gadget-deals-weekly.example/p/watch-s3">Shop now</a></p>' +
          '<p>You receive this newsletter because you subscribed at gadget-deals-weekly.example. <a href="https://gadget-deals-weekly.example/unsubscribe?u=771">Unsubscribe</a></p>',
      ),
    }),
  },
  {
    // Picture-only, unsigned, bounces routed to an unrelated domain.
    name: 'Unsigned picture-only message whose bounces go to another domain',
    raw: mail({
      from: 'Special Offer <offer@brightlane-promo.example>',
      to: 'j.wright@example-consulting.com',
      subject: 'You have been selected',
      date: 'Sun, 12 Oct 2025 19:42:10 +0000',
      messageId: '20251012194210.88213@brightlane-promo.example',
      returnPath: 'offer@mailer-pool-77.example',
      relay: 'out-3.mailer-pool-77.example [198.51.100.71]',
      auth: { dkim: 'none', spf: 'none', dmarc: 'none' },
      body: html(
        '<html><body><a href="https://brightlane-promo.example/c/88213"><img src="https://brightlane-promo.example/i/selected.png" width="600" height="800"></a></body></html>',
      ),
    }),
  },
  {
    // A forged From on a domain whose DMARC policy asks receivers to reject; the receiving
    // provider (trusted) reports the failure, and the message asks for a payment.
    name: 'Forged From of a domain that publishes p=reject, asking for an urgent transfer',
    trustedAuthservIds: ['mx1.example-consulting.com'],
    raw: mail({
      from: 'Hartwell Foods Finance <finance@hartwell-foods.example>',
      to: 'payables@example-consulting.com',
      subject: 'Updated payment for order 5521',
      date: 'Mon, 13 Oct 2025 09:03:27 +0200',
      messageId: '20251013070327.41@hartwell-foods.example',
      relay: 'vps-88.cheap-hosting.example [198.51.100.88]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: plain(
        'Hello,\n\nPlease process the payment for order 5521 today; the amount is unchanged but it must go out before noon to avoid a penalty.\n\nFinance department\nHartwell Foods',
      ),
    }),
  },
  {
    // A potter's studio bills a class through PayPal's invoicing; its memo gives the studio's own
    // number for questions. PayPal vouches for the delivery, the memo is the studio's, and it
    // tells no story of a charge the reader did not make.
    name: "PayPal invoice whose memo gives the studio's billing number for questions",
    raw: mail({
      from: 'service@paypal.com <service@paypal.com>',
      to: 'Chris Dunne <chris.dunne@gmail.com>',
      subject: 'Invoice from Riverside Ceramics (0093)',
      date: 'Fri, 10 Oct 2025 09:12:31 -0700',
      messageId: '1760112751.5521@paypal.com',
      dkim: ['paypal.com:pp-dkim1'],
      relay: 'mx0.slc.paypal.com [173.0.84.226]',
      body: plain(
        'Riverside Ceramics sent you an invoice for $240.00 USD.\n\nNote from seller: Invoice number 0093, total $240.00 USD for the autumn wheel-throwing course (eight Tuesday evenings). Questions about this invoice? Call our billing team at (503) 555-0142.\n\nView and pay invoice: https://www.paypal.com/invoice/p/#INV2-93KD-7QXM-2LPA-0093\n\nCopyright © 1999-2025 PayPal, Inc. All rights reserved.',
      ),
    }),
  },
  {
    // A one-man marketing "agency" pitching from a Gmail account: what the learned model reads as
    // unsolicited marketing, sent from a mailbox no business answers for.
    name: 'Search-ranking pitch from a Gmail account, with a price list and a free audit',
    raw: mail({
      from: 'Ryan Cole <ryan.rankboost.seo@gmail.com>',
      to: 'info@hartwell-foods.example',
      subject: 'Get Hartwell Foods on page 1 of Google in 30 days - guaranteed',
      date: 'Tue, 14 Oct 2025 06:41:09 +0000',
      messageId: 'CAJ8f2Lq9Xw0RkP3mT7@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: plain(
        'Hi there,\n\nI was checking your website and noticed it is not ranking for the keywords your customers search. Our SEO packages put local businesses on the first page of Google in 30 days or you do not pay.\n\n- Starter: 20 keywords, 150 backlinks, $199/month\n- Growth: 50 keywords, 400 backlinks, $349/month\n- Premium: unlimited keywords, guest posts on high-authority sites, $599/month\n\nReply with YES and I will send you a FREE website audit and a special 50% discount for the first month. This offer is only valid this week.\n\nBest regards,\nRyan Cole\nSenior SEO Consultant\n\nIf you are not interested, reply STOP and I will not contact you again.',
      ),
    }),
  },
];
