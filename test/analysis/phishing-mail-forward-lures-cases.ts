// Lures that reach a mailbox as bare forwards (a collector's or a user's "Fw:" with nothing of
// their own above the quoted letter, its "FW:" cleared), a picture that hides a kit's per-copy
// code, and a picture offer "by" a famous person. Written for this round, not taken from
// any corpus; criminal infrastructure uses invented names.

import { html, mail, multipart, plain } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';

/** An Outlook forward: the rule, the quoted header block, then the letter; the HTML the same with the letter's markup. */
function outlookForward(header: readonly string[], letterText: string, letterMarkup: string) {
  const rule = '________________________________';
  return multipart('alternative', [
    plain(`\n${rule}\n${header.join('\n')}\n\n${letterText}\n`),
    html(
      `<div><br></div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif">${header.map((line) => line.replace(/</g, '&lt;').replace(/>/g, '&gt;')).join('<br>')}</font></div><div>${letterMarkup}</div>`,
    ),
  ]);
}

export const FORWARD_LURE_CASES: readonly PhishingCase[] = [
  {
    // The letter is one picture from a Gmail mailbox whose link is shortened: what it says and where it leads are both hidden.
    name: 'Bare Outlook forward of a picture-only "giveaway" whose button is a short link',
    lang: 'en',
    lure: 'prize',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Dana Whitfield <d.whitfield@harbourview-dental.com>',
      to: 'abuse-reports@harbourview-dental.com',
      subject: 'Fw: Holiday Give Away #2025',
      date: 'Tue, 7 Jan 2025 09:12:44 +0000',
      messageId: 'DB9PR04MB8412A1C2@DB9PR04MB8412.eurprd04.prod.outlook.com',
      dkim: ['harbourview-dental.com:selector1'],
      relay: 'mail-db9eur04on2041.outbound.protection.outlook.com [40.107.6.41]',
      body: outlookForward(
        [
          'From: Home Goods Club <homegoods.club.rewards@gmail.com>',
          'Sent: Monday, January 6, 2025 21:44',
          'To: Dana Whitfield <d.whitfield@harbourview-dental.com>',
          'Subject: Holiday Give Away #2025',
        ],
        '[https://bit.ly/4hGv2Xq]<https://bit.ly/4hGv3Zr>',
        '<center><a href="https://bit.ly/4hGv3Zr"><img src="https://bit.ly/4hGv2Xq"></a></center>',
      ),
    }),
  },
  {
    // Property-listing bait whose pictures sit on an anonymous image host.
    name: 'Bare forward of a "multiple inquiries for your property" picture letter served from an image-sharing host',
    lang: 'en',
    lure: 'image-only',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Marco Bellini <marco.bellini@outlook.com>',
      to: 'phish-reports@mailguard-desk.example',
      subject: 'Fw: Property Update - several offers for your home',
      date: 'Fri, 30 May 2025 16:40:02 +0000',
      messageId: 'AS8PR07MB7979C4E1@AS8PR07MB7979.eurprd07.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-am6eur05olkn2071.outbound.protection.outlook.com [40.92.91.71]',
      body: outlookForward(
        [
          'From: Premier Coastal Homes <help.4412@premiercoastalhomes-listings.example>',
          'Sent: Friday, May 30, 2025 14:30',
          'To: Marco Bellini <marco.bellini@outlook.com>',
          'Subject: Property Update - several offers for your home',
        ],
        'Property Update - several offers for your home\n[https://i.imgur.com/Qw7rT2k.png] <http://listing-wrap.example/app/wrap/QXBwL3JlZGly>',
        '<center><a href="http://listing-wrap.example/app/wrap/QXBwL3JlZGly"><font size="6">Property Update - several offers for your home</font><br><img src="https://i.imgur.com/Qw7rT2k.png"></a></center>',
      ),
    }),
  },
  {
    // A picture from iCloud over a published slide deck, a machine-made code hidden under it so each copy differs.
    name: 'Picture-only "confirm the transaction" from iCloud with a kit code hidden under it',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'ETH Rewards <lena.moorfield88@icloud.com>',
      to: 'j.tanaka@example-consulting.com',
      subject: 'Confirm the transaction',
      date: 'Mon, 3 Mar 2025 07:04:51 +0000',
      messageId: '7F3A9C21-5B0E-4D2A-9E11-0C44A7B2D913@icloud.com',
      dkim: ['icloud.com:1a1hai'],
      relay: 'st43p00im-ztdg10073201.me.com [17.58.63.179]',
      body: html(
        '<a href="https://docs.google.com/presentation/d/e/2PACX-1vQz8kP3mWq/pub?start=false"><img src="https://lh3.googleusercontent.com/drive-viewer/AAOQEOQn4k2"></a><div style="display:none;max-height:0px;overflow:hidden;">7hQzK2mPw9XbR4tLc8VnY3sJd6FgA1uE5oHiT0qWeRy</div>',
      ),
    }),
  },
  {
    // An endorsement the famous person never gave, on a borrowed marketing domain; the offer is a picture.
    name: 'Picture-only energy-saver offer whose display name says it is "by Elon Musk", from an unrelated domain',
    lang: 'en',
    lure: 'shop',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Eco Savings by Elon Musk <offers.team@brightline-kitchens.example>',
      to: 's.novak@example-consulting.com',
      subject: "Exclusive peek: tomorrow's energy tech today",
      date: 'Tue, 19 Sep 2023 10:02:40 +0000',
      messageId: '20230919100240.5d1e@brightline-kitchens.example',
      dkim: ['brightline-kitchens.example:s1'],
      relay: 'mta2.brightline-kitchens.example [203.0.113.140]',
      body: html(
        '<center><a href="https://brightline-kitchens.example/r/e9"><img src="https://brightline-kitchens.example/img/heater-offer.jpg" width="600"></a></center>',
      ),
    }),
  },
  {
    // A collector passes the letter on with its subject as it came (no "FW:"): only Outlook's rule stands above it.
    name: 'Restitution letter passed on under its own subject, Outlook’s rule above it, its sender a Gmail address',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Karen Doyle <k.doyle@harbourview-dental.com>',
      to: 'Security <report-phish@harbourview-dental.com>',
      subject: 'Compensation payment approved',
      date: 'Tue, 15 Apr 2025 10:20:11 +0000',
      messageId: 'DB9PR08MB6591D5E3F2@DB9PR08MB6591.eurprd08.prod.outlook.com',
      dkim: ['harbourview-dental.com:selector1'],
      relay: 'EUR03-DBA-obe.outbound.protection.outlook.com [40.107.104.53]',
      body: plain(
        [
          '',
          '________________________________',
          'From: Fraud Compensation Unit <compensation.unit.desk@gmail.com>',
          'Sent: Tuesday, April 15, 2025 6:02 AM',
          'Subject: Compensation payment approved',
          '',
          'Attention Beneficiary,',
          '',
          'The compensation committee has approved a payment of USD 2,450,000.00 to each victim of internet fraud in your region. Your name is on the list of beneficiaries.',
          '',
          'To receive your funds, send your full name, phone number and reference number.',
          '',
          'Reference: CMP/8812-R/2025',
        ].join('\n'),
      ),
    }),
  },
];
