// Bounces and automatic replies: delivery status notifications of Exchange, Gmail,
// Postfix and Exim, and out-of-office notes.
// Every message is hand-written for this suite (none comes from a corpus); brand mail uses the
// brand's real sending domains. Cases marked `heldOut` are the genuine counterparts of the blind
// batches: the model never trains on them (scripts/export-case-mail.ts).

import { deliveryReport, mail, plain } from './mail-builder.ts';
import type { LegitimateCase } from './mail-case.ts';

export const BOUNCES_AND_AUTO_REPLIES_CASES: readonly LegitimateCase[] = [
  {
    name: 'Microsoft 365 non-delivery report from the tenant’s onmicrosoft.com domain',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Microsoft Outlook <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@northwindtraders.onmicrosoft.com>',
      to: 'Kim Lee <kim.lee@northwindtraders.onmicrosoft.com>',
      subject: 'Undeliverable: Q3 supplier list',
      date: 'Wed, 11 Nov 2026 15:02:41 +0000',
      messageId: 'a7c1e3f0-92b4-4d1e-8f3a-6b2c9d0e1f47@SN6PR04MB4889.namprd04.prod.outlook.com',
      returnPath: '',
      relay: 'SN6PR04MB4889.namprd04.prod.outlook.com [2603:10b6:805:91::14]',
      headers: ['Auto-Submitted: auto-replied', 'X-MS-Exchange-Message-Is-Ndr:', 'Content-Language: en-US'],
      body: deliveryReport(
        plain(
          [
            "Your message to d.moore@contoso-supplies.com couldn't be delivered.",
            "d.moore wasn't found at contoso-supplies.com.",
            'Action Required: Recipient. Unknown To address.',
            'How to Fix It: the address may be misspelled or may not exist. Retype the recipient’s address, then resend the message.',
          ].join('\n'),
        ),
        [
          'Reporting-MTA: dns;SN6PR04MB4889.namprd04.prod.outlook.com',
          '',
          'Final-Recipient: rfc822;d.moore@contoso-supplies.com',
          'Action: failed',
          'Status: 5.1.10',
          'Diagnostic-Code: smtp;550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup',
        ],
        [
          'From: Kim Lee <kim.lee@northwindtraders.onmicrosoft.com>',
          'To: <d.moore@contoso-supplies.com>',
          'Subject: Q3 supplier list',
          'Date: Wed, 11 Nov 2026 15:02:37 +0000',
        ],
      ),
    }),
  },

  {
    name: 'Microsoft 365 non-delivery report from the firm’s own domain',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Microsoft Outlook <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@despacho-ruiz.es>',
      to: 'Ana Ruiz <ana.ruiz@despacho-ruiz.es>',
      subject: 'No se puede entregar: Contrato revisado',
      date: 'Tue, 10 Nov 2026 09:14:03 +0000',
      messageId: '0c1b7a4e-5f3d-4d52-9a3e-2f1d6c8b9e10@AM0PR01MB1234.eurprd01.prod.exchangelabs.com',
      returnPath: '',
      relay: 'AM0PR01MB1234.eurprd01.prod.exchangelabs.com [2603:10a6:208:12::21]',
      headers: ['Auto-Submitted: auto-replied', 'X-MS-Exchange-Message-Is-Ndr:', 'Content-Language: es-ES'],
      body: deliveryReport(
        plain(
          [
            'No se pudo entregar el mensaje a jlopez@ejemplo-cliente.es.',
            'No se encontró a jlopez en ejemplo-cliente.es.',
            'Acción necesaria: destinatario. Dirección desconocida.',
            'Cómo solucionarlo: puede que la dirección esté mal escrita o no exista. Vuelva a escribir la dirección del destinatario y reenvíe el mensaje.',
          ].join('\n'),
        ),
        [
          'Reporting-MTA: dns;AM0PR01MB1234.eurprd01.prod.exchangelabs.com',
          '',
          'Final-Recipient: rfc822;jlopez@ejemplo-cliente.es',
          'Action: failed',
          'Status: 5.1.1',
          'Diagnostic-Code: smtp;550 5.1.1 RESOLVER.ADR.RecipNotFound; not found',
        ],
        [
          'From: Ana Ruiz <ana.ruiz@despacho-ruiz.es>',
          'To: <jlopez@ejemplo-cliente.es>',
          'Subject: Contrato revisado',
          'Date: Tue, 10 Nov 2026 09:13:58 +0000',
        ],
      ),
    }),
  },
  // Mail that looks most like what phishing imitates, from the real senders: mail platforms’
  // own reports and digests, sharing and signing services, security notices, public services,
  // payments and payroll, and personal mail about money. Messages with `todo` are misread today.
  {
    name: 'Gmail bounce: Delivery Status Notification (Failure), address not found',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Mail Delivery Subsystem <mailer-daemon@googlemail.com>',
      to: 'fiona.marsh82@gmail.com',
      subject: 'Delivery Status Notification (Failure)',
      date: 'Tue, 18 Feb 2025 10:41:09 -0800',
      messageId: '67b4d5e5.050a0220.1f3c2a.8b11.GMR@mx.google.com',
      dkim: ['googlemail.com:20230601'],
      returnPath: '',
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      headers: [
        'Auto-Submitted: auto-replied',
        'X-Failed-Recipients: j.wrigley@brookfield-ac.co.uk',
        'References: <CAM2xK9pQ4rT6vX8zB1dF3hJ5lN7pR9tV1xZ3bD5fH7jL9nP1r@mail.gmail.com>',
        'In-Reply-To: <CAM2xK9pQ4rT6vX8zB1dF3hJ5lN7pR9tV1xZ3bD5fH7jL9nP1r@mail.gmail.com>',
      ],
      body: deliveryReport(
        plain(
          [
            '** Address not found **',
            '',
            'Your message wasn’t delivered to j.wrigley@brookfield-ac.co.uk because the address couldn’t be found, or is unable to receive mail.',
            '',
            'Learn more here: https://support.google.com/mail/?p=NoSuchUser',
            '',
            'The response from the remote server was:',
            '550 5.1.1 <j.wrigley@brookfield-ac.co.uk>: Recipient address rejected: User unknown in virtual mailbox table',
          ].join('\n'),
        ),
        [
          'Reporting-MTA: dns; googlemail.com',
          'Received-From-MTA: dns; fiona.marsh82@gmail.com',
          'Arrival-Date: Tue, 18 Feb 2025 10:41:05 -0800 (PST)',
          'X-Original-Message-ID: <CAM2xK9pQ4rT6vX8zB1dF3hJ5lN7pR9tV1xZ3bD5fH7jL9nP1r@mail.gmail.com>',
          '',
          'Final-Recipient: rfc822; j.wrigley@brookfield-ac.co.uk',
          'Action: failed',
          'Status: 5.1.1',
          'Remote-MTA: dns; mail.brookfield-ac.co.uk. (81.2.69.160, the server for the domain brookfield-ac.co.uk.)',
          'Diagnostic-Code: smtp; 550 5.1.1 <j.wrigley@brookfield-ac.co.uk>: Recipient address rejected: User unknown in virtual mailbox table',
          'Last-Attempt-Date: Tue, 18 Feb 2025 10:41:09 -0800 (PST)',
        ],
        [
          'From: Fiona Marsh <fiona.marsh82@gmail.com>',
          'To: j.wrigley@brookfield-ac.co.uk',
          'Subject: Quote for the boiler service',
          'Date: Tue, 18 Feb 2025 18:41:04 +0000',
          'Message-ID: <CAM2xK9pQ4rT6vX8zB1dF3hJ5lN7pR9tV1xZ3bD5fH7jL9nP1r@mail.gmail.com>',
        ],
      ),
    }),
  },

  {
    // A small firm's own Postfix server bounces its user's mail: no DKIM, null Return-Path.
    name: 'Postfix bounce from the company’s own mail server: Undelivered Mail Returned to Sender',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Mail Delivery System <MAILER-DAEMON@mail.brookfield-ac.co.uk>',
      to: 'Jim Wrigley <j.wrigley@brookfield-ac.co.uk>',
      subject: 'Undelivered Mail Returned to Sender',
      date: 'Thu, 6 Mar 2025 14:22:51 +0000 (GMT)',
      messageId: '20250306142251.6C1F23E0A41@mail.brookfield-ac.co.uk',
      returnPath: '',
      relay: 'mail.brookfield-ac.co.uk [81.2.69.160]',
      headers: ['Auto-Submitted: auto-replied'],
      body: deliveryReport(
        plain(
          [
            'This is the mail system at host mail.brookfield-ac.co.uk.',
            '',
            'I’m sorry to have to inform you that your message could not',
            'be delivered to one or more recipients. It’s attached below.',
            '',
            'For further assistance, please send mail to postmaster.',
            '',
            'If you do so, please include this problem report. You can',
            'delete your own text from the attached returned message.',
            '',
            '                   The mail system',
            '',
            '<accounts@harlow-plumbmerchants.co.uk>: host',
            '    harlowplumbmerchants-co-uk.mail.protection.outlook.com[52.101.73.14] said:',
            '    550 5.4.1 Recipient address rejected: Access denied. (in reply to RCPT TO command)',
          ].join('\n'),
        ),
        [
          'Reporting-MTA: dns; mail.brookfield-ac.co.uk',
          'X-Postfix-Queue-ID: 6C1F23E0A41',
          'X-Postfix-Sender: rfc822; j.wrigley@brookfield-ac.co.uk',
          'Arrival-Date: Thu,  6 Mar 2025 14:22:49 +0000 (GMT)',
          '',
          'Final-Recipient: rfc822; accounts@harlow-plumbmerchants.co.uk',
          'Original-Recipient: rfc822;accounts@harlow-plumbmerchants.co.uk',
          'Action: failed',
          'Status: 5.4.1',
          'Remote-MTA: dns; harlowplumbmerchants-co-uk.mail.protection.outlook.com',
          'Diagnostic-Code: smtp; 550 5.4.1 Recipient address rejected: Access denied.',
        ],
        [
          'From: Jim Wrigley <j.wrigley@brookfield-ac.co.uk>',
          'To: accounts@harlow-plumbmerchants.co.uk',
          'Subject: Remittance advice – invoice HP-20931',
          'Date: Thu, 6 Mar 2025 14:22:47 +0000',
          'Message-ID: <b1e9f2a4-7c3d-4e11-9a2b-5f6e7d8c9a0b@brookfield-ac.co.uk>',
        ],
      ),
    }),
  },

  {
    name: 'Exim bounce from a shared cPanel host: Mail delivery failed, mailbox is full',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Mail Delivery System <Mailer-Daemon@server214.web-hosting.com>',
      to: 'Owen Price <owen.price@outlook.com>',
      subject: 'Mail delivery failed: returning message to sender',
      date: 'Mon, 12 May 2025 09:03:17 -0400',
      messageId: 'E1uERx9-0004Qk-2N@server214.web-hosting.com',
      returnPath: '',
      relay: 'server214.web-hosting.com [198.54.115.214]',
      headers: ['X-Failed-Recipients: info@penrosecottages.co.uk', 'Auto-Submitted: auto-replied'],
      body: plain(
        [
          'This message was created automatically by mail delivery software.',
          '',
          'A message that you sent could not be delivered to one or more of its',
          'recipients. This is a permanent error. The following address(es) failed:',
          '',
          '  info@penrosecottages.co.uk',
          '    mailbox is full: retry timeout exceeded',
          '',
          '------ This is a copy of the message, including all the headers. ------',
          '',
          'From: Owen Price <owen.price@outlook.com>',
          'To: "info@penrosecottages.co.uk" <info@penrosecottages.co.uk>',
          'Subject: Booking enquiry 14-21 June',
          'Date: Sun, 11 May 2025 19:40:02 +0000',
          '',
          'Hello, is the Harbour View cottage still free from 14 to 21 June for two adults and a dog? Thanks, Owen',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Exchange Online delay notification: delivery delayed to a partner',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Microsoft Outlook <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@harbourfreight-logistics.com>',
      to: 'Daniel Moore <d.moore@harbourfreight-logistics.com>',
      subject: 'Delivery delayed:Rotterdam run – revised pallet count',
      date: 'Tue, 3 Jun 2025 11:47:20 +0000',
      messageId: 'f4a2c8e1-3b5d-4f7a-9c1e-2d4f6a8b0c3e@AM9PR04MB8410.eurprd04.prod.outlook.com',
      returnPath: '',
      relay: 'AM9PR04MB8410.eurprd04.prod.outlook.com [2603:10a6:20b:3e8::14]',
      headers: ['Auto-Submitted: auto-replied', 'X-MS-Exchange-Message-Is-Ndr:', 'Content-Language: en-US'],
      body: deliveryReport(
        plain(
          [
            'Delivery is delayed to these recipients or groups:',
            '',
            'planning@vanderlinde-transport.nl (planning@vanderlinde-transport.nl)',
            '',
            'Subject: Rotterdam run – revised pallet count',
            '',
            'This message hasn’t been delivered yet. Delivery will continue to be attempted.',
            '',
            'The server will keep trying to deliver this message for the next 1 days, 19 hours and 51 minutes. You’ll be notified if the message can’t be delivered by that time.',
          ].join('\n'),
        ),
        [
          'Reporting-MTA: dns;AM9PR04MB8410.eurprd04.prod.outlook.com',
          '',
          'Final-Recipient: rfc822;planning@vanderlinde-transport.nl',
          'Action: delayed',
          'Status: 4.4.7',
          'Will-Retry-Until: Thu, 5 Jun 2025 07:38:11 +0000',
          'X-Display-Name: planning@vanderlinde-transport.nl',
        ],
        [
          'From: Daniel Moore <d.moore@harbourfreight-logistics.com>',
          'To: planning@vanderlinde-transport.nl',
          'Subject: Rotterdam run – revised pallet count',
          'Date: Tue, 3 Jun 2025 07:38:09 +0000',
        ],
      ),
    }),
  },

  {
    // The ordinary German out-of-office: in meetings, only reachable by e-mail.
    name: 'Abwesenheitsnotiz: den ganzen Tag in Besprechungen und nur per E-Mail erreichbar',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Petra Vogel <p.vogel@steiner-feinmechanik.de>',
      to: 'einkauf@zulieferer-haas.de',
      subject: 'Automatische Antwort: Lieferung KW 36',
      date: 'Mon, 1 Sep 2025 10:05:12 +0200',
      messageId: '<AM9PR04MB8123.20250901080512@steiner-feinmechanik.de>',
      dkim: ['steiner-feinmechanik.de:selector1'],
      relay: 'mail.steiner-feinmechanik.de [192.0.2.77]',
      headers: ['Auto-Submitted: auto-replied'],
      body: plain(
        [
          'Vielen Dank für Ihre Nachricht.',
          '',
          'Ich bin heute den ganzen Tag in Besprechungen und nur per E-Mail erreichbar. In dringenden Fällen wenden Sie sich bitte an die Zentrale, Tel. 07121 555-0.',
          '',
          'Mit freundlichen Grüßen',
          'Petra Vogel',
        ].join('\n'),
      ),
    }),
  },
];
