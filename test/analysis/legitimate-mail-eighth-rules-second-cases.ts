// Counter-cases of the second round of rules for the eighth batch's misses: the genuine mail each rule must leave alone. A
// colleague's Google Form with the reader's address pre-filled (a form service, not a page
// someone built on free hosting), eFax's own signed notice with the fax attached, a widowed
// friend's news of a son working offshore, a freelancer's final reminder from Gmail that names
// a bank account (no throw-away link), and a German craftsman's Mahnung from his own domain.

import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { textPdf } from './formats-builders.ts';
import { attachment, gmailBody, mail, multipart, plain } from './mail-builder.ts';

export const EIGHTH_RULES_SECOND_CASES: readonly LegitimateCase[] = [
  {
    name: "A colleague's Google Form for the team offsite, the reader's address pre-filled in the link",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Rachel Gomez <rachel.gomez@harlowplastics.com>',
      to: 'k.osei@harlowplastics.com',
      subject: 'Offsite lunch choices by Wednesday',
      date: 'Mon, 3 Nov 2025 12:04:51 +0000',
      messageId: 'BY5PR11MB4021A7B8C9D0E1F2@BY5PR11MB4021.namprd11.prod.outlook.com',
      dkim: ['harlowplastics.com:selector1'],
      relay: 'NAM11-BY5-obe.outbound.protection.outlook.com [40.107.223.72]',
      body: plain(
        'Hi Kwame,\n\nFor the offsite on the 14th, could you pick your lunch option by Wednesday? I pre-filled your email so it only takes a second:\nhttps://docs.google.com/forms/d/e/1FAIpQLSd8x2Offsite/viewform?usp=pp_url&entry.1042=k.osei@harlowplastics.com\n\nThanks!\nRachel',
      ),
    }),
  },
  {
    name: 'eFax\'s own signed notice "you have received a 2 page fax" from efax.com, the fax attached',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'eFax <message@inbound.efax.com>',
      to: 'office@harrowgatevets.co.uk',
      subject: 'eFax message from "+44 113 496 0500" - 2 page(s)',
      date: 'Fri, 7 Nov 2025 09:30:12 +0000',
      messageId: '20251107093012.58821.efax@inbound.efax.com',
      dkim: ['efax.com:s1'],
      relay: 'mx-out.efax.com [192.0.2.61]',
      body: multipart('mixed', [
        plain(
          'You have received a 2 page fax at 2025-11-07 09:29:40 GMT.\n\nThe fax is attached to this email as a PDF file.\n\nThank you for using the eFax service!',
        ),
        attachment('FAX_20251107_0929.pdf', 'application/pdf', textPdf(['Fax from +44 113 496 0500', 'Page 1 of 2', 'Referral letter, Harrowgate Vets'])),
      ]),
    }),
  },
  {
    name: "A widowed friend's news: his son now works as an engineer on an offshore rig",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Alan Reid <alan.reid48@btinternet.com>',
      to: 'margaret.hughes@gmail.com',
      subject: 'News from Aberdeen',
      date: 'Sun, 9 Nov 2025 17:45:10 +0000',
      messageId: '1762710310.8812.alan@btinternet.com',
      dkim: ['btinternet.com:btmx4'],
      relay: 'sa-prd-fep-041.btinternet.com [213.120.69.41]',
      body: plain(
        'Dear Margaret,\n\nThank you for your card. Since Jean died I have been a widower for two years now, and the house is quiet, but I am keeping busy with the garden club.\n\nDavid has started as an engineer on an offshore rig out of Aberdeen, two weeks on and two off, and he loves it.\n\nDo come up in the spring.\n\nAlan',
      ),
    }),
  },
  {
    name: "Freelancer's final reminder from Gmail: the unpaid invoice and her bank account, no link",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Priya Nair <priya.nair.design@gmail.com>',
      to: 'owen@lanternbrewing.co.uk',
      subject: 'Final reminder: invoice 2025-014',
      date: 'Mon, 10 Nov 2025 10:12:33 +0000',
      messageId: 'CAH3kQ7vM1pL8wT2rB4kZ9cJ6dY5eF0gH-p@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Hi Owen,\n\nJust a final reminder that invoice 2025-014 for the label designs (£650) is now 30 days overdue. If the amount is not paid by Friday I will have to add the late-payment fee from my terms.\n\nMy bank details are on the invoice (Monzo, sort code 04-00-04). Let me know if anything is unclear.\n\nThanks,\nPriya',
      ),
    }),
  },
  {
    name: 'Handwerksbetrieb: "2. Mahnung", der Betrag nicht beglichen, von der eigenen signierten Domain',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Elektro Brandt GmbH <buchhaltung@elektro-brandt.de>',
      to: 'familie.koenig@web.de',
      subject: '2. Mahnung zu Rechnung 2025-0871',
      date: 'Tue, 11 Nov 2025 08:40:05 +0100',
      messageId: '20251111074005.m2.0871@elektro-brandt.de',
      dkim: ['elektro-brandt.de:mail'],
      relay: 'mout.kundenserver.de [212.227.17.10]',
      body: plain(
        'Sehr geehrte Familie König,\n\nzu unserer Rechnung 2025-0871 vom 15.09.2025 über 642,60 € konnten wir leider noch keinen Zahlungseingang feststellen. Sollte der Betrag nicht bis zum 25.11.2025 beglichen werden, müssen wir Mahngebühren berechnen.\n\nBankverbindung: Sparkasse Hannover, IBAN DE12 2505 0180 0000 1234 56.\n\nFalls Sie bereits gezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.\n\nMit freundlichen Grüßen\nElektro Brandt GmbH',
      ),
    }),
  },
];
