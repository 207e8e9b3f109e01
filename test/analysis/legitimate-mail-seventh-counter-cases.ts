// Counter-cases of the rules written for the seventh blind batch's misses (and the sixth's last
// ones): genuine mail on the same topics, in the same words or with the same mechanics (a page
// with a copy button, an animated picture, an IT department's own command, a real device-login
// instruction, a real toll invoice, a real MFA re-enrolment), which must stay clean or bulk.
// Written for this round, not taken from any corpus.

import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { attachment, document, mail, multipart, plain } from './mail-builder.ts';

/** An Outlook meeting request from the organiser's own calendar, its description in RFC 5545 escapes. */
function meetingRequest(organizer: string, attendee: string, summary: string, start: string, description: string, location: string): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN',
    'VERSION:2.0',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    'UID:040000008200E00074C5B7101A82E00800000000b2c4e6f8a1d3db01000000000000000010000000c4e2a1f3',
    `DTSTAMP:${start}`,
    `DTSTART:${start}`,
    `DTEND:${start.replace(/T(\d\d)/, (_, hour: string) => `T${String(Number(hour) + 1).padStart(2, '0')}`)}`,
    `SUMMARY;LANGUAGE=en-US:${summary}`,
    `ORGANIZER;CN="${organizer}":mailto:${organizer}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${attendee}`,
    `DESCRIPTION;LANGUAGE=en-US:${description}`,
    `LOCATION;LANGUAGE=en-US:${location}`,
    'BEGIN:VALARM',
    'TRIGGER:-PT15M',
    'ACTION:DISPLAY',
    'DESCRIPTION:Reminder',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

const TEAMS_JOIN =
  '________________________________________________________________________________\\nMicrosoft Teams meeting\\nJoin on your computer\\, mobile app or room device\\nClick here to join the meeting<https://teams.microsoft.com/l/meetup-join/19%3ameeting_ZjQ3NmE2@thread.v2/0?context=%7b%22Tid%22%3a%22b1c2%22%7d>\\nMeeting ID: 318 442 907 115\\nPasscode: Xk7bQ2\\nDownload Teams<https://www.microsoft.com/en-us/microsoft-teams/download-app> | Join on the web<https://www.microsoft.com/microsoft-teams/join-a-meeting>\\nLearn More<https://aka.ms/JoinTeamsMeeting> | Meeting options<https://teams.microsoft.com/meetingOptions/?organizerId=7a1f>\\n________________________________________________________________________________';

export const SEVENTH_COUNTER_CASES: readonly LegitimateCase[] = [
  {
    // An HTML ticket with a "copy" button: the clipboard holds a booking reference, not a command.
    name: 'Ferry e-ticket as an HTML attachment with a "copy reference" button, from the operator\'s signed domain',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Fernhill Ferries <bookings@fernhillferries.com>',
      to: 'l.bishop@outlook.com',
      subject: 'Your e-ticket: Portsmouth - Fishbourne, 14 June',
      date: 'Mon, 12 May 2025 10:02:11 +0100',
      messageId: '20250512090211.3e1f@fernhillferries.com',
      dkim: ['fernhillferries.com:s1'],
      relay: 'mail.fernhillferries.com [198.51.100.61]',
      body: multipart('mixed', [
        plain(
          'Hello,\n\nThank you for booking with Fernhill Ferries. Your e-ticket is attached: show it at check-in, or copy the booking reference into our app to add the ticket there.\n\nSafe travels,\nFernhill Ferries',
        ),
        attachment(
          'Fernhill_eticket.html',
          'text/html',
          '<!DOCTYPE html><html><body style="font-family:Arial"><h1>E-ticket</h1><p>Portsmouth - Fishbourne, Sat 14 June 2025, 09:15. 1 car, 2 adults.</p><p>Booking reference: <b id="v">FF-QX7K2</b> <button onclick="navigator.clipboard.writeText(document.getElementById(\'v\').textContent)">Copy</button></p><p>Check in 30 minutes before sailing.</p></body></html>',
        ),
      ]),
    }),
  },
  {
    // The IT department's own instruction to run a command: in the mail's text, from inside the company, nothing copied by a script.
    name: 'IT department: "open PowerShell and run this command to reinstall the VPN client", inside one company',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'IT Service Desk <servicedesk@kestrelmarine.co.uk>',
      to: 'p.osei@kestrelmarine.co.uk',
      subject: 'VPN client fix for ticket INC-40217',
      date: 'Wed, 21 May 2025 15:40:02 +0100',
      messageId: '<LO4P265MB6120B7E3F1A2C4D5E6F7A8B9C0D1E2F3@LO4P265MB6120.GBRP265.PROD.OUTLOOK.COM>',
      dkim: ['kestrelmarine.co.uk:selector1'],
      relay: 'GBR01-CWL-obe.outbound.protection.outlook.com [40.107.22.91]',
      body: plain(
        'Hi Priya,\n\nAs discussed on the phone for INC-40217: press Windows + X, choose Terminal (Admin) and run\n\n    winget install --id Fortinet.FortiClientVPN --force\n\nthen restart the laptop. If it still fails, reply to this mail and Marcus will come by your desk tomorrow morning.\n\nThanks,\nService Desk\nKestrel Marine',
      ),
    }),
  },
  {
    // An animated SVG logo attached to a designer's mail: a script, but no page to send anyone to.
    name: "Designer sends an animated SVG logo draft with a small script, from her studio's signed domain",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Ines Moreau <ines@moreaustudio.design>',
      to: 'ben@harbourcoffee.co',
      subject: 'Logo animation, draft 2',
      date: 'Thu, 5 Jun 2025 17:12:40 +0200',
      messageId: '20250605151240.8a2c@moreaustudio.design',
      dkim: ['moreaustudio.design:default'],
      relay: 'mail.moreaustudio.design [198.51.100.140]',
      body: multipart('mixed', [
        plain(
          'Hi Ben,\n\nHere is draft 2 of the animated logo: open it in a browser to see the steam move. The timing is slower than draft 1, as you asked.\n\nIne',
        ),
        attachment(
          'harbour-logo-anim-v2.svg',
          'image/svg+xml',
          '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="120" r="50" fill="#6b4423"/><path id="steam" d="M90 60 q10 -20 0 -40" stroke="#999" fill="none"/><script><![CDATA[var s=document.getElementById("steam"),t=0;setInterval(function(){t+=0.05;s.setAttribute("transform","translate("+Math.sin(t)*3+",0)");},50);]]></script></svg>',
        ),
      ]),
    }),
  },
  {
    // A company's own warning about sextortion, in the blackmailers' words: it reports the demand, it supplies no address.
    name: 'Information security: "blackmail mails claim they recorded you and demand Bitcoin, do not pay" to all staff',
    lang: 'en',
    kind: 'personal',
    todo: 'suspicious/high: content_extortion, content_urgency_threat; older than this round: the reported threat ("send the video to your contacts") and hold ("recorded you") make content_extortion, which weighs fraud 8 alone; the new evasive-sender row does not fire on a signed colleague',
    raw: mail({
      from: 'Information Security <infosec@brightwater-health.org>',
      to: 'all-staff@brightwater-health.org',
      subject: 'Security notice: blackmail emails claiming your webcam was hacked',
      date: 'Mon, 16 Jun 2025 08:30:00 +0100',
      messageId: '<AM9P195MB1420C3D4E5F6A7B8C9D0E1F2A3B4C5D6@AM9P195MB1420.EURP195.PROD.OUTLOOK.COM>',
      dkim: ['brightwater-health.org:selector1'],
      relay: 'EUR05-VI1-obe.outbound.protection.outlook.com [40.107.21.50]',
      body: plain(
        'Dear colleagues,\n\nSeveral of you have received emails in which the sender claims to have hacked your computer, recorded you through the webcam while you visited adult websites, and threatens to send the video to your contacts unless you pay in Bitcoin within 48 hours. Some quote an old password of yours from a public data breach to look convincing.\n\nThese emails are a bluff: nobody has recorded you. Do not reply and do not pay. Use the Report button in Outlook and delete the message. If the password they quote is one you still use anywhere, change it.\n\nInformation Security',
      ),
    }),
  },
  {
    // An exchange's own deposit instructions: coins "to this address", and no hold over the reader.
    name: 'Crypto exchange: "send only BTC to this address" deposit instructions, from its signed domain',
    lang: 'en',
    kind: 'transactional',
    todo: "suspicious/medium: content_crypto_address, content_fraud_wording; the learned layer (held out from its training) reads an exchange's deposit instructions as fraud wording, and beside a wallet address its weight reaches suspicious",
    raw: mail({
      from: 'Kraken <noreply@kraken.com>',
      to: 'm.iverson@fastmail.com',
      subject: 'Your Bitcoin deposit address',
      date: 'Tue, 3 Jun 2025 12:00:41 +0000',
      messageId: '<20250603120041.5c2e9a@kraken.com>',
      dkim: ['kraken.com:k1'],
      relay: 'mail.kraken.com [198.51.100.201]',
      body: plain(
        'Hello,\n\nYou requested a new deposit address for Bitcoin (BTC). Send only BTC on the Bitcoin network to this address:\n\nbc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el\n\nDeposits are credited after 3 network confirmations. Sending any other coin or network to this address may result in the loss of your deposit.\n\nKraken',
      ),
    }),
  },
  {
    // A real IT migration to a new sign-in method: inside the company, signed, pointing at Microsoft's own setup page.
    name: 'IT department: "re-register your MFA in the Authenticator app by 30 June" at aka.ms/mfasetup, inside one company',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'IT Service Desk <servicedesk@kestrelmarine.co.uk>',
      to: 'all-staff@kestrelmarine.co.uk',
      subject: 'MFA change: move from text messages to the Authenticator app by 30 June',
      date: 'Mon, 2 Jun 2025 09:00:12 +0100',
      messageId: '<LO4P265MB6120A1B2C3D4E5F6A7B8C9D0E1F2A3B4@LO4P265MB6120.GBRP265.PROD.OUTLOOK.COM>',
      dkim: ['kestrelmarine.co.uk:selector1'],
      relay: 'GBR01-CWL-obe.outbound.protection.outlook.com [40.107.22.91]',
      body: document([
        'Hello all,',
        'From 1 July text-message codes will no longer be accepted for signing in to Microsoft 365. Before then, please re-register your MFA with the Microsoft Authenticator app: on your laptop, go to [https://aka.ms/mfasetup](https://aka.ms/mfasetup), choose "Add sign-in method" and follow the steps.',
        'The guide with screenshots is on the intranet under IT > Guides. If you get stuck, the Service Desk is on extension 4400 or drop in on the 2nd floor.',
        'Thanks,',
        'IT Service Desk',
      ]),
    }),
  },
  {
    // A local Sparkasse's own mail about the new pushTAN app: its member domain, signed, a deadline and no QR or link of another's.
    name: 'Sparkasse KölnBonn: "Ihr pushTAN-Verfahren muss bis zum 30.06. in der neuen App registriert werden" from its own signed domain',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Sparkasse KölnBonn <service@sparkasse-koelnbonn.de>',
      to: 'k.hoffmann@web.de',
      subject: 'Neue S-pushTAN-App: bitte bis 30.06. umstellen',
      date: 'Tue, 3 Jun 2025 10:15:00 +0200',
      messageId: '<20250603081500.4a1c@sparkasse-koelnbonn.de>',
      dkim: ['sparkasse-koelnbonn.de:s1'],
      relay: 'mx-out.sparkasse-koelnbonn.de [198.51.100.77]',
      body: plain(
        'Sehr geehrte Frau Hoffmann,\n\nmit der neuen S-pushTAN-App wird die Freigabe Ihrer Aufträge einfacher. Ihr pushTAN-Verfahren muss bis zum 30.06.2025 neu registriert werden, in der neuen App; die bisherige App wird danach abgeschaltet.\n\nLaden Sie die App aus dem App Store oder bei Google Play und melden Sie sich wie gewohnt in Ihrer Sparkasse-App an. Die Schritte zeigt Ihnen die App selbst. Wir fragen Sie niemals per E-Mail nach PIN oder TAN.\n\nMit freundlichen Grüßen\nIhre Sparkasse KölnBonn',
      ),
    }),
  },
  {
    // IT signs a room display in and passes the code the display shows to a colleague: same organisation.
    name: 'IT colleague: "the boardroom screen shows code RFQ7-K2LD, enter it at microsoft.com/devicelogin with the room account", inside one company',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Marcus Lee <m.lee@harbourlinefreight.com>',
      to: 'c.nguyen@harbourlinefreight.com',
      subject: 'Boardroom display code',
      date: 'Tue, 11 Feb 2025 08:52:40 +0000',
      messageId: '<LO4P265MB6012D4E5F6A7B8C9D0E1F2A3B4C5D6E7@LO4P265MB6012.GBRP265.PROD.OUTLOOK.COM>',
      dkim: ['harbourlinefreight.com:selector1'],
      relay: 'GBR01-LO4-obe.outbound.protection.outlook.com [40.107.23.51]',
      body: plain(
        "Chris, I'm at the boardroom now: the screen shows RFQ7-K2LD. Can you enter it at microsoft.com/devicelogin with the boardroom account? I don't have its password.\n\nMarcus",
      ),
    }),
  },
  {
    // An outside consultant's setup notes name the device-login page; the code comes from the reader's own terminal.
    name: 'Consultant: "run az login --use-device-code, then open microsoft.com/devicelogin and enter the code your terminal prints"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Oliver Grant <oliver@grantcloudworks.com>',
      to: 'dev-team@harbourlinefreight.com',
      subject: "Azure CLI setup for Thursday's workshop",
      date: 'Mon, 17 Mar 2025 16:20:05 +0000',
      messageId: '<20250317162005.9b3e@grantcloudworks.com>',
      dkim: ['grantcloudworks.com:google'],
      relay: 'mail-ej1-f44.google.com [209.85.218.44]',
      body: plain(
        'Hi all,\n\nBefore Thursday, please install the Azure CLI and sign in once: run\n\n    az login --use-device-code\n\nthen open microsoft.com/devicelogin in a browser and enter the code your terminal prints. If it asks for a subscription, pick HLF-Dev.\n\nSee you Thursday,\nOliver',
      ),
    }),
  },
  {
    // E-ZPass New York's own toll bill: an unpaid balance, a due date and a violation fee, from its signed domain.
    name: 'E-ZPass New York: "you have an unpaid toll balance of $12.40, pay by June 30 to avoid a violation fee" from e-zpassny.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'E-ZPass New York <noreply@e-zpassny.com>',
      to: 'k.donnelly@optonline.net',
      subject: 'Your E-ZPass New York statement',
      date: 'Mon, 9 Jun 2025 14:20:00 -0400',
      messageId: '20250609182000.55120@e-zpassny.com',
      dkim: ['e-zpassny.com:s2025'],
      relay: 'mta2.e-zpassny.com [198.51.100.77]',
      body: document([
        { heading: 'E-ZPass New York Customer Service Center' },
        'Your tag was not read at the Verrazzano-Narrows Bridge on June 2 and the tolls were billed to your account by plate. You have an unpaid toll balance of $12.40. Please pay by June 30 to avoid a $5.00 violation fee; to pay, sign in to your account at e-zpassny.com or call the number on the back of your tag.',
        { small: 'E-ZPass New York Customer Service Center, P.O. Box 15186, Albany, NY 12212-5186' },
      ]),
    }),
  },
  {
    // Via Verde's own notice of tolls on a plate without a device, from its signed domain.
    name: 'Via Verde: "tem portagens por pagar de 4,10 €, pague até dia 20 para evitar custos administrativos" from viaverde.pt',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Via Verde <naoresponder@viaverde.pt>',
      to: 'ana.mendes.lx@gmail.com',
      subject: 'Portagens por pagar - matrícula 42-XT-19',
      date: 'Tue, 10 Jun 2025 09:30:00 +0100',
      messageId: '20250610083000.88412@viaverde.pt',
      dkim: ['viaverde.pt:vv1'],
      relay: 'mail.viaverde.pt [198.51.100.203]',
      body: document(
        [
          'Olá Ana,',
          'A sua matrícula 42-XT-19 passou na A22 sem identificador a 3 de junho. Tem portagens por pagar no valor de 4,10 €. Pague até dia 20 de junho na App Via Verde ou em viaverde.pt para evitar custos administrativos.',
          { small: 'Via Verde Portugal - Gestão de Sistemas Eletrónicos de Cobrança, S.A.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    // A neighbour passes on a fine text she got and asks whether it is a scam, quoting it in a '>' block.
    name: 'Neighbour quotes a "portagens por pagar" text in a reply block and asks "isto é golpe?" from Sapo',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Lurdes Pinto <lurdes.pinto@sapo.pt>',
      to: 'joao.matos.ptm@gmail.com',
      subject: 'isto é golpe?',
      date: 'Wed, 11 Jun 2025 19:02:00 +0100',
      messageId: '20250611180200.4471@sapo.pt',
      dkim: ['sapo.pt:sapo1'],
      relay: 'smtp.sapo.pt [213.13.146.140]',
      body: plain(
        'Olá João, recebi isto no telemóvel. Isto é golpe? Não cliquei em nada.\n\n> Tem portagens por pagar no valor de 8,45 EUR. Regularize hoje para evitar coima: portagens-regularizacao.pt\n\nBeijinhos, Lurdes',
      ),
    }),
  },
  {
    // A supplier's accounts team answering from its group domain in a thread the quote shows was with its trading domain.
    name: "Supplier's accounts team replies from its group domain in an invoice thread held with its trading domain",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Maria Keane <m.keane@northwind-group.com>',
      to: 'ap@harbourline.ie',
      subject: 'RE: Invoice NW-55120',
      date: 'Thu, 12 Jun 2025 11:05:00 +0100',
      messageId: '<DB9PR03MB7345A1B2C3D4E5F6@DB9PR03MB7345.eurprd03.prod.outlook.com>',
      dkim: ['northwind-group.com:selector1'],
      relay: 'EUR03-DBA-obe.outbound.protection.outlook.com [40.107.104.88]',
      headers: [
        'In-Reply-To: <AM0PR01MB5521F6E5D4C3B2A1@AM0PR01MB5521.eurprd01.prod.outlook.com>',
        'References: <AM0PR01MB5521F6E5D4C3B2A1@AM0PR01MB5521.eurprd01.prod.outlook.com>',
      ],
      body: plain(
        'Hi Ciara,\n\nThanks, we have the remittance and NW-55120 shows as paid in full on our side. Credit note CN-2291 for the damaged pallet will follow this week.\n\nKind regards,\nMaria Keane\nGroup Accounts Receivable\n\n-----Original Message-----\nFrom: Ciara Walsh <ap@harbourline.ie>\nSent: Wednesday, June 11, 2025 4:40 PM\nTo: Accounts <accounts@northwind.com>\nSubject: Invoice NW-55120\n\nHello, NW-55120 was paid today by bank transfer to your usual account. Could you confirm receipt?\n\nCiara',
      ),
    }),
  },
  {
    // An exchange's deposit instructions in Spanish: coins "a esta dirección", a real address, no hold over the reader.
    name: 'Exchange (es): "envía solo BTC a esta dirección de depósito" with the address, from its signed domain',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Criptolonja <soporte@criptolonja.es>',
      to: 'a.vidal@gmail.com',
      subject: 'Tu dirección de depósito de BTC',
      date: 'Mon, 16 Jun 2025 10:00:00 +0200',
      messageId: '20250616080000.7712@criptolonja.es',
      dkim: ['criptolonja.es:k1'],
      relay: 'mail.criptolonja.es [198.51.100.150]',
      body: plain(
        'Hola Ana,\n\nHas pedido una dirección para depositar bitcoin en tu cuenta. Envía solo BTC a esta dirección: 1BoatSLRHtKNngkdXEeobR76b53LETtpyT\n\nSi envías otra moneda a esta dirección, se perderá. El depósito aparece en tu cuenta tras 3 confirmaciones.\n\nEl equipo de Criptolonja',
      ),
    }),
  },
  {
    // A café owner hiring from Gmail: a pay range, but a month's, stated as a real job states it.
    name: 'Café hiring from Gmail: "sueldo entre 1.250 € y 1.400 € al mes, turno de mañana"',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Café Alameda <cafe.alameda.sevilla@gmail.com>',
      to: 'irene.castillo.r@hotmail.com',
      subject: 'Puesto de camarera - Café Alameda',
      date: 'Wed, 18 Jun 2025 12:10:00 +0200',
      messageId: 'CAK4rT9mQ2xL7pN3vB8c_W5zS1yD6fG0hJ4kL2m@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: plain(
        'Hola Irene,\n\nGracias por dejar tu currículum el lunes. El puesto es de camarera en turno de mañana, de martes a sábado. Sueldo entre 1.250 € y 1.400 € al mes según experiencia, contrato indefinido tras el periodo de prueba.\n\n¿Puedes pasarte el jueves a las 17:00 para hablar?\n\nUn saludo,\nMarisa\nCafé Alameda',
      ),
    }),
  },
  {
    // A friend on Outlook.com about the investing course her uncle gave her: a teacher, no platform, no trading contracts.
    name: 'Friend from Outlook.com: "my uncle taught me index investing, I put a little aside every month"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Jenna Park <jenna.park88@outlook.com>',
      to: 'd.harper@sbcglobal.net',
      subject: 'that book I mentioned',
      date: 'Sun, 15 Jun 2025 19:30:00 +0000',
      messageId: 'SY4P282MB1122A3B4C5D6E7F8A9B0C1D2E3F4A5B6@SY4P282MB1122.AUSP282.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.104]',
      body: plain(
        'Hi Dana,\n\nThe book is "The Little Book of Common Sense Investing". My uncle taught me index investing with it years ago and I still put a little aside every month, nothing fancy. Happy to lend it on Saturday.\n\nJenna',
      ),
    }),
  },
  {
    // A colleague's Teams meeting request: the invite's own text holds the join link, the
    // passcode and, beside them, the agenda on the company's SharePoint (a page past the meeting
    // services, so the invitation is noted, but nobody is asked to sign in).
    name: "Colleague's Outlook .ics meeting request with a Teams link, a passcode and the agenda on SharePoint",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Rachel Okafor <r.okafor@harrowgatelogistics.com>',
      to: 'd.lindqvist@harrowgatelogistics.com',
      subject: 'Q2 carrier contract review',
      date: 'Tue, 8 Apr 2025 09:14:27 +0100',
      messageId: '<DB9PR08MB7211C3A1E5F74B2D9E0A1B2C3D4E5F60@DB9PR08MB7211.eurprd08.prod.outlook.com>',
      dkim: ['harrowgatelogistics.com:selector1'],
      relay: 'EUR03-DBA-obe.outbound.protection.outlook.com [40.107.104.52]',
      body: multipart('mixed', [
        multipart('alternative', [
          plain(
            "Hi David,\n\nLet's go through the carrier renewals before the end of the quarter. The agenda and the rate sheets are on SharePoint: https://harrowgatelogistics.sharepoint.com/sites/Procurement/Shared%20Documents/Q2-carrier-review.docx\n\nMicrosoft Teams meeting\nJoin on your computer, mobile app or room device\nClick here to join the meeting\nMeeting ID: 318 442 907 115\nPasscode: Xk7bQ2\n\nRachel",
          ),
          {
            headers: ['Content-Type: text/calendar; charset="utf-8"; method=REQUEST', 'Content-Transfer-Encoding: 7bit'],
            body: meetingRequest(
              'r.okafor@harrowgatelogistics.com',
              'd.lindqvist@harrowgatelogistics.com',
              'Q2 carrier contract review',
              '20250410T130000Z',
              `Hi David\\, let's go through the carrier renewals before the end of the quarter. Agenda and rate sheets: https://harrowgatelogistics.sharepoint.com/sites/Procurement/Shared%20Documents/Q2-carrier-review.docx\\n\\n${TEAMS_JOIN}`,
              'Microsoft Teams Meeting',
            ),
          },
        ]),
        attachment(
          'invite.ics',
          'text/calendar',
          meetingRequest(
            'r.okafor@harrowgatelogistics.com',
            'd.lindqvist@harrowgatelogistics.com',
            'Q2 carrier contract review',
            '20250410T130000Z',
            `Hi David\\, let's go through the carrier renewals before the end of the quarter. Agenda and rate sheets: https://harrowgatelogistics.sharepoint.com/sites/Procurement/Shared%20Documents/Q2-carrier-review.docx\\n\\n${TEAMS_JOIN}`,
            'Microsoft Teams Meeting',
          ),
        ),
      ]),
    }),
  },
  {
    // A partner's Zoom invitation: "sign in to Zoom" is Zoom's own help line, the event links only to Zoom.
    name: 'Partner\'s .ics Zoom invitation from another company, "join from the Zoom app", passcode and dial-in',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Tomás Ferreira <tomas.ferreira@lumenaudit.pt>',
      to: 'k.whitfield@northbaytextiles.co.uk',
      subject: 'Invitation: Year-end audit kick-off @ Wed 14 May 2025 14:00',
      date: 'Fri, 9 May 2025 16:02:51 +0100',
      messageId: '20250509150251.4c7e2a@lumenaudit.pt',
      dkim: ['lumenaudit.pt:default'],
      relay: 'mail.lumenaudit.pt [198.51.100.152]',
      body: multipart('mixed', [
        plain(
          'Dear Kate,\n\nAs agreed, here is the invitation for the audit kick-off. The Zoom details are in the invitation.\n\nKind regards,\nTomás Ferreira\nLumen Audit',
        ),
        attachment(
          'zoom_meeting.ics',
          'text/calendar',
          meetingRequest(
            'tomas.ferreira@lumenaudit.pt',
            'k.whitfield@northbaytextiles.co.uk',
            'Year-end audit kick-off',
            '20250514T130000Z',
            'Tomás Ferreira is inviting you to a scheduled Zoom meeting.\\n\\nJoin Zoom Meeting\\nhttps://us06web.zoom.us/j/84410927735?pwd=bG9rZW4xMjM0NTY3ODkw\\n\\nMeeting ID: 844 1092 7735\\nPasscode: 552081\\n\\nOne tap mobile\\n+442034815240\\,\\,84410927735# United Kingdom\\n\\nFind your local number: https://us06web.zoom.us/u/kdP3mW2x\\n\\nJoin from the Zoom app: sign in to Zoom with your work account first if your company uses single sign-on.',
            'https://us06web.zoom.us/j/84410927735?pwd=bG9rZW4xMjM0NTY3ODkw',
          ),
        ),
      ]),
    }),
  },
  {
    // Meta's own copyright notice to a Page admin, from its own signed domain: the same words as the strike lure.
    name: 'Meta\'s own notice from facebookmail.com: "your Page was reported for copyrighted content, you can appeal"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Meta for Business <notification@facebookmail.com>',
      to: 'hello@harbourcoffee.co',
      subject: 'Your Page Harbour Coffee has been restricted',
      date: 'Tue, 3 Jun 2025 18:22:05 -0700',
      messageId: '<a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6@facebookmail.com>',
      dkim: ['facebookmail.com:s1024-2013-q3'],
      relay: 'mx-out.facebook.com [66.220.144.155]',
      body: document([
        { heading: 'Meta for Business' },
        'Your Page Harbour Coffee has been reported for using copyrighted content in a video posted on 30 May. The video was removed. If this happens again, your Page may be restricted.',
        'If you think we made a mistake, you can request a review in Business Support Home.',
        { button: 'Go to Business Support Home', href: 'https://business.facebook.com/business-support-home/' },
        { small: 'Meta Platforms, Inc., Attention: Community Support, 1 Meta Way, Menlo Park, CA 94025' },
      ]),
    }),
  },
  {
    // A friend on Gmail passing on a network's rule in general terms: no page of the reader's is being taken down.
    name: 'Friend from Gmail: "Instagram removes reels with copyrighted music, use the app\'s own audio"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Nadia Brooks <nadia.brooks.art@gmail.com>',
      to: 'theo.marsh@outlook.com',
      subject: 'music for the shop reels',
      date: 'Sat, 7 Jun 2025 11:03:41 +0000',
      messageId: 'CAM8vR2kP7nQ4xT9bL3c_Y6wZ1sD5fG0hJ2kL8m@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: plain(
        "Hi Theo,\n\nQuick tip for the shop reels: Instagram mutes or removes reels with copyrighted music, so use the tracks in the app's own audio library instead of the album. Mine got muted last year.\n\nNadia",
      ),
    }),
  },
];
