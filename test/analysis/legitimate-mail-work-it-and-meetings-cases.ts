// Work mail: IT and HR notices, meeting invitations, calendar and collaboration tools.
// Every message is hand-written for this suite (none comes from a corpus); brand mail uses the
// brand's real sending domains. Cases marked `heldOut` are the genuine counterparts of the blind
// batches: the model never trains on them (scripts/export-case-mail.ts).

import { pdf } from './formats-builders.ts';
import { attachment, document, ics, M365_RELAY, mail, multipart, plain } from './mail-builder.ts';
import type { LegitimateCase } from './mail-case.ts';

/** A scanned page: an image-only PDF, as office scanners produce. */
function scannedPdf(): Uint8Array {
  return pdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
      `<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 1 >>\nstream\n\xff\nendstream`,
      '<< /Length 31 >>\nstream\nq 595 0 0 842 0 0 cm /Im0 Do Q\nendstream',
    ],
    '<< /Root 1 0 R /Info << /Producer (RICOH IM C3000) /Creator (RICOH IM C3000) >> >>',
  );
}

/** A Google Calendar invitation with a Meet link, as Calendar attaches it. */
function meetInvite(organizer: string, attendee: string, summary: string, start: string, end: string, meet: string): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `DTSTAMP:${start}`,
    `ORGANIZER;CN=${organizer}:mailto:${organizer}`,
    'UID:3k9q2m7x4p1t8v6n0r5w2y9c4f@google.com',
    `ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=${attendee};X-NUM-GUESTS=0:mailto:${attendee}`,
    `X-GOOGLE-CONFERENCE:${meet}`,
    `DESCRIPTION:Join with Google Meet: ${meet}\\n\\nLearn more about Meet at: https://support.google.com/a/users/answer/9282720`,
    'SEQUENCE:0',
    'STATUS:CONFIRMED',
    `SUMMARY:${summary}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

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

export const WORK_IT_AND_MEETINGS_CASES: readonly LegitimateCase[] = [
  {
    // Google Calendar sends it on the colleague's behalf, with its "you are receiving this
    // email because you are an attendee" footer: bulk is a fair reading, so transactional.
    name: 'Calendar invitation from a colleague (Google Workspace)',
    lang: 'en',
    kind: 'transactional',
    raw: (() => {
      const ics = [
        'BEGIN:VCALENDAR',
        'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        'METHOD:REQUEST',
        'BEGIN:VEVENT',
        'DTSTART:20250916T150000Z',
        'DTEND:20250916T153000Z',
        'DTSTAMP:20250910T121503Z',
        'ORGANIZER;CN=Priya Raman:mailto:priya.raman@brightwavelabs.com',
        'UID:5u1k8q0v3m2d7c9e4a6b@google.com',
        'ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=tom.becker@brightwavelabs.com;X-NUM-GUESTS=0:mailto:tom.becker@brightwavelabs.com',
        'ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=TRUE;CN=Priya Raman;X-NUM-GUESTS=0:mailto:priya.raman@brightwavelabs.com',
        'DESCRIPTION:Walk through the Q4 roadmap draft before Thursday.\\n\\nJoin with Google Meet: https://meet.google.com/xqd-fmvk-pue',
        'LOCATION:',
        'SEQUENCE:0',
        'STATUS:CONFIRMED',
        'SUMMARY:Q4 roadmap review',
        'TRANSP:OPAQUE',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
      return mail({
        from: 'Priya Raman <priya.raman@brightwavelabs.com>',
        to: 'tom.becker@brightwavelabs.com',
        subject: 'Invitation: Q4 roadmap review @ Tue Sep 16, 2025 5pm - 5:30pm (CEST) (tom.becker@brightwavelabs.com)',
        date: 'Wed, 10 Sep 2025 12:15:03 +0000',
        messageId: '000000000000a8f1c2063e9b7d41@google.com',
        dkim: ['brightwavelabs.com:google'],
        relay: 'mail-sor-f69.google.com [209.85.220.69]',
        headers: ['Sender: Google Calendar <calendar-notification@google.com>', 'Reply-To: Priya Raman <priya.raman@brightwavelabs.com>'],
        body: multipart(
          'mixed',
          [
            multipart(
              'alternative',
              [
                plain(
                  'Q4 roadmap review\nTuesday Sep 16, 2025 ⋅ 5pm – 5:30pm\nCentral European Time - Berlin\n\nWalk through the Q4 roadmap draft before Thursday.\n\nJoin with Google Meet\nhttps://meet.google.com/xqd-fmvk-pue\n\nOrganizer\nPriya Raman\npriya.raman@brightwavelabs.com\n\nReply for tom.becker@brightwavelabs.com\n\nInvitation from Google Calendar: https://calendar.google.com/calendar/\n\nForwarding this invitation could allow any recipient to send a response to the organizer, be added to the guest list, invite others regardless of their own invitation status, or modify your RSVP.\n\nYou are receiving this email because you are an attendee on the event. To stop receiving future updates for this event, decline this event.',
                ),
                { headers: ['Content-Type: text/calendar; charset="UTF-8"; method=REQUEST', 'Content-Transfer-Encoding: 7bit'], body: ics },
              ],
              'gmail',
            ),
            attachment('invite.ics', 'application/ics', ics),
          ],
          'gmail',
        ),
      });
    })(),
  },

  {
    name: 'Scanned PDF from the office scanner: empty body',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'scanner@harbourfreight-logistics.com',
      to: 'Claire Bennett <c.bennett@harbourfreight-logistics.com>',
      subject: 'Scanned from RICOH IM C3000',
      date: 'Tue, 4 Mar 2025 09:42:17 +0000',
      messageId: '20250304094217.000001.RNP002673B2C4E1@harbourfreight-logistics.com',
      dkim: ['harbourfreightlogistics.onmicrosoft.com:selector1-harbourfreightlogistics-onmicrosoft-com'],
      relay: 'EUR02-AM0-obe.outbound.protection.outlook.com [40.107.22.41]',
      body: multipart('mixed', [plain(''), attachment('Scan_20250304_0942.pdf', 'application/pdf', scannedPdf())]),
    }),
  },

  {
    name: 'IT notice: your password expires in 5 days',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'IT Service Desk <servicedesk@harbourfreight-logistics.com>',
      to: 'Claire Bennett <c.bennett@harbourfreight-logistics.com>',
      subject: 'Your password expires in 5 days',
      date: 'Mon, 10 Nov 2025 07:00:03 +0000',
      messageId: 'PA4PR04MB92145A7C1E3D2B4F6A8C9E0D1F2A3@PA4PR04MB9214.eurprd04.prod.outlook.com',
      dkim: ['harbourfreight-logistics.com:selector1'],
      relay: 'EUR03-DBA-obe.outbound.protection.outlook.com [40.107.104.55]',
      body: plain(
        [
          'Hello Claire,',
          '',
          'The password of your company account (c.bennett@harbourfreight-logistics.com) expires in 5 days, on 15 November 2025.',
          '',
          'To change it, press Ctrl+Alt+Del on your work laptop and choose "Change a password", or use the self-service page: https://aka.ms/sspr',
          '',
          'The new password must have at least 14 characters and differ from your last 10 passwords. If you need help, call the service desk on extension 4400.',
          '',
          'IT Service Desk',
          'Harbourfreight Logistics',
        ].join('\n'),
      ),
    }),
  },

  {
    // Mail inside one organisation's Exchange is often not DKIM-signed at all.
    name: 'IT notice inside the company, unsigned: password expires today, sign in to change it or be locked out',
    lang: 'en',
    kind: 'transactional',
    todo: 'suspicious: a sign-in request under a deadline that nothing signs is also what a spoofed internal notice looks like; telling them apart needs the receiving server’s own results (configured authserv-id) to show the mail never left the organisation',
    raw: mail({
      from: 'IT Service Desk <servicedesk@harbourfreight-logistics.com>',
      to: 'Omar Haddad <o.haddad@harbourfreight-logistics.com>',
      subject: 'Action required: your password expires today',
      date: 'Fri, 14 Nov 2025 06:30:11 +0000',
      messageId: 'AM9PR04MB81127D3E5A6B4C2D1E0F9A8B7C6D5@AM9PR04MB8112.eurprd04.prod.outlook.com',
      relay: 'AM9PR04MB8112.eurprd04.prod.outlook.com [10.167.12.40]',
      body: plain(
        [
          'Hello Omar,',
          '',
          'The password of your company account expires today. Please sign in to the self-service portal and change it before 18:00, otherwise your account will be locked and you will need to call the service desk to unlock it.',
          '',
          'Self-service portal: https://passwordreset.microsoftonline.com',
          '',
          'IT Service Desk',
          'Harbourfreight Logistics',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Aviso de TI: tu contraseña caduca en 5 días',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Soporte TI <soporte.ti@grupo-alvarezmoreno.es>',
      to: 'Elena Navarro <elena.navarro@grupo-alvarezmoreno.es>',
      subject: 'Tu contraseña caduca en 5 días',
      date: 'Mon, 2 Jun 2025 07:30:00 +0200',
      messageId: 'DU0PR03MB8923A1B2C3D4E5F6A7B8C9D0E1F2A@DU0PR03MB8923.eurprd03.prod.outlook.com',
      dkim: ['grupo-alvarezmoreno.es:selector1'],
      relay: 'EUR05-VI1-obe.outbound.protection.outlook.com [40.107.21.61]',
      body: plain(
        [
          'Hola, Elena:',
          '',
          'La contraseña de tu cuenta corporativa caduca dentro de 5 días, el 7 de junio de 2025.',
          '',
          'Puedes cambiarla desde tu ordenador de la oficina (Ctrl+Alt+Supr > Cambiar una contraseña) o en el portal de autoservicio de la intranet: https://intranet.grupo-alvarezmoreno.es/ti/cambio-contrasena',
          '',
          'Recuerda que debe tener al menos 12 caracteres. Si tienes cualquier problema, llama a la extensión 2100.',
          '',
          'Un saludo,',
          'Soporte TI – Grupo Álvarez Moreno',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Aviso de TI: a sua palavra-passe expira dentro de 5 dias',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Apoio Informático <apoio.informatico@azulejo-arquitetos.pt>',
      to: 'Miguel Santos <miguel.santos@azulejo-arquitetos.pt>',
      subject: 'A sua palavra-passe expira dentro de 5 dias',
      date: 'Mon, 3 Nov 2025 08:00:02 +0000',
      messageId: 'VI1PR08MB5321F0E1D2C3B4A5968778695A4B3@VI1PR08MB5321.eurprd08.prod.outlook.com',
      dkim: ['azulejo-arquitetos.pt:selector1'],
      relay: 'EUR04-VI1-obe.outbound.protection.outlook.com [40.107.8.72]',
      body: plain(
        [
          'Olá Miguel,',
          '',
          'A palavra-passe da sua conta de trabalho expira dentro de 5 dias (8 de novembro de 2025).',
          '',
          'Para a alterar, no computador do escritório prima Ctrl+Alt+Del e escolha "Alterar uma palavra-passe". Fora do escritório, use o portal da Microsoft: https://mysignins.microsoft.com/security-info/password/change',
          '',
          'Qualquer dúvida, fale comigo.',
          '',
          'Rui Ferreira',
          'Apoio Informático',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'IT-Hinweis: Ihr Kennwort läuft in 5 Tagen ab',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'IT-Support <it-support@hoffmann-maschinenbau.de>',
      to: 'Jana Schulz <j.schulz@hoffmann-maschinenbau.de>',
      subject: 'Ihr Kennwort läuft in 5 Tagen ab',
      date: 'Mon, 13 Oct 2025 06:30:01 +0200',
      messageId: 'FR3P281MB1823A4B5C6D7E8F9A0B1C2D3E4F5A@FR3P281MB1823.DEUP281.PROD.OUTLOOK.COM',
      dkim: ['hoffmann-maschinenbau.de:selector1'],
      relay: 'DEU01-FR2-obe.outbound.protection.outlook.com [40.107.135.80]',
      body: plain(
        [
          'Hallo Frau Schulz,',
          '',
          'das Kennwort Ihres Windows-Kontos läuft in 5 Tagen, am 18.10.2025, ab.',
          '',
          'Bitte ändern Sie es rechtzeitig: am Arbeitsplatz mit Strg+Alt+Entf > „Kennwort ändern“ oder im Self-Service-Portal https://passwort.hoffmann-maschinenbau.de',
          '',
          'Das neue Kennwort muss mindestens 14 Zeichen lang sein. Bei Fragen erreichen Sie uns unter Durchwahl 250.',
          '',
          'Viele Grüße',
          'Ihr IT-Support',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'IT-melding: je wachtwoord verloopt over 5 dagen',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'ICT Servicedesk <servicedesk@vanderberg-installatietechniek.nl>',
      to: 'Pieter Jansen <p.jansen@vanderberg-installatietechniek.nl>',
      subject: 'Je wachtwoord verloopt over 5 dagen',
      date: 'Mon, 8 Sep 2025 07:15:00 +0200',
      messageId: 'AS8PR05MB7789B1C2D3E4F5A6B7C8D9E0F1A2B@AS8PR05MB7789.eurprd05.prod.outlook.com',
      dkim: ['vanderberg-installatietechniek.nl:selector1'],
      relay: 'EUR02-AM0-obe.outbound.protection.outlook.com [40.107.22.90]',
      body: plain(
        [
          'Hoi Pieter,',
          '',
          'Het wachtwoord van je werkaccount verloopt over 5 dagen, op 13 september 2025.',
          '',
          'Wijzig het op kantoor via Ctrl+Alt+Del > "Wachtwoord wijzigen", of onderweg via https://aka.ms/sspr',
          '',
          'Kies een wachtwoord van minimaal 14 tekens. Vragen? Bel de servicedesk op toestel 300.',
          '',
          'Groet,',
          'ICT Servicedesk',
        ].join('\n'),
      ),
    }),
  },

  // What an independent review wrote against this round's phrases: a helpdesk and a shop
  // writing about the services they run, loyalty and survey rewards, and words with a second
  // meaning (Portuguese "prêmio" is also an insurance premium).
  {
    name: 'University helpdesk: unusual activity on your Microsoft 365 account',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'IT Helpdesk <helpdesk@northvale.ac.uk>',
      to: 'Priya Shah <p.shah@northvale.ac.uk>',
      subject: 'Your university account',
      date: 'Tue, 14 Oct 2025 08:12:40 +0100',
      messageId: 'LO2P265MB51234C0FFEE1234567890ABCDEF12@LO2P265MB5123.GBRP265.PROD.OUTLOOK.COM',
      dkim: ['northvale.ac.uk:selector1'],
      relay: 'GBR01-LO2-obe.outbound.protection.outlook.com [40.107.21.99]',
      body: plain(
        [
          'Dear Priya,',
          '',
          'Our monitoring noticed unusual activity on your Microsoft 365 account yesterday evening: several sign-in attempts from abroad, all blocked.',
          'Please change your university password within the next 24 hours at https://password.northvale.ac.uk and make sure multi-factor authentication is set up.',
          '',
          'If you have any questions, call the helpdesk on 01632 960 123.',
          '',
          'IT Helpdesk, Northvale University',
        ].join('\n'),
      ),
    }),
  },

  {
    // A self-hosted Gitea on the firm's own server sends unsigned; issue titles quote code.
    name: 'Self-hosted Gitea issue notification quoting a function name (unsigned)',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Gitea <gitea@git.kanzlei-hofmann.de>',
      to: 'Jonas Weber <j.weber@kanzlei-hofmann.de>',
      subject: '[intern/webapp] urlBase64ToUint8Array throws on Safari 17 (#214)',
      date: 'Tue, 4 Mar 2025 10:12:00 +0100',
      messageId: 'intern/webapp/issues/214@git.kanzlei-hofmann.de',
      relay: 'git.kanzlei-hofmann.de [203.0.113.40]',
      headers: ['X-Gitea-Reason: assigned', 'X-Gitea-Sender: mkoch', 'X-Gitea-Repository: webapp', 'X-Gitea-Issue-ID: 214'],
      body: plain(
        [
          'mkoch opened an issue:',
          '',
          'When the page subscribes to push notifications, urlBase64ToUint8Array fails with InvalidCharacterError on Safari 17. The VAPID key has no padding.',
          '',
          'View it on Gitea: https://git.kanzlei-hofmann.de/intern/webapp/issues/214',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'University hiring committee invites a candidate to interview ("selected by the committee")',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Prof. Alan Whitcombe <a.whitcombe@ed.ac.uk>',
      to: 'Priya Nair <priya.nair.phd@gmail.com>',
      subject: 'Lecturer in Data Science: interview invitation',
      date: 'Thu, 6 Feb 2025 11:32:09 +0000',
      messageId: '<LO2P265MB4412A1B2C3D4E5F6@LO2P265MB4412.GBRP265.PROD.OUTLOOK.COM>',
      dkim: ['ed.ac.uk:selector1'],
      relay: 'mail-lo2gbr01on2112.outbound.protection.outlook.com [40.107.10.112]',
      body: plain(
        [
          'Dear Priya,',
          '',
          'Thank you for applying for the Lecturer in Data Science post. I am pleased to say that you have been selected by the hiring committee for an interview, and this is your chance to meet the team before the panel.',
          'Interviews are on 3 and 4 March; please reply with the day that suits you and whether you will join in person or online.',
          '',
          'Best wishes,',
          'Alan Whitcombe',
          'Chair, Appointments Committee, School of Informatics',
        ].join('\n'),
      ),
    }),
  },

  {
    // The organiser writes from the group's .com, the attendee receives it from the Spanish domain's calendar.
    name: 'Meeting invitation whose organiser is on the group’s sister domain',
    lang: 'es',
    kind: 'transactional',
    raw: (() => {
      const ics = [
        'BEGIN:VCALENDAR',
        'PRODID:Microsoft Exchange Server 2010',
        'VERSION:2.0',
        'METHOD:REQUEST',
        'BEGIN:VEVENT',
        'ORGANIZER;CN="Ibáñez, Sergio":mailto:sergio.ibanez@navaltecgroup.com',
        'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=Elena Soto:mailto:elena.soto@navaltec.es',
        'DESCRIPTION;LANGUAGE=es-ES:Revisamos el plan de mantenimiento del astillero de Ferrol.\\n',
        'UID:040000008200E00074C5B7101A82E00800000000A0B1C2D3E4F5DB01000000000000000010000000',
        'SUMMARY;LANGUAGE=es-ES:Plan de mantenimiento 2025',
        'DTSTART;TZID=Romance Standard Time:20250211T100000',
        'DTEND;TZID=Romance Standard Time:20250211T110000',
        'LOCATION;LANGUAGE=es-ES:Microsoft Teams Meeting',
        'SEQUENCE:0',
        'DTSTAMP:20250204T081530Z',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
      return mail({
        from: 'Ibáñez, Sergio <sergio.ibanez@navaltec.es>',
        fromField: '"=?UTF-8?Q?Ib=C3=A1=C3=B1ez=2C_Sergio?=" <sergio.ibanez@navaltec.es>',
        to: 'Elena Soto <elena.soto@navaltec.es>',
        subject: 'Plan de mantenimiento 2025',
        date: 'Tue, 4 Feb 2025 08:15:30 +0000',
        messageId: 'AM8PR07MB7602F1E2D3C4B5A6978800112233@AM8PR07MB7602.eurprd07.prod.outlook.com',
        dkim: ['navaltec.es:selector2'],
        relay: 'mail-am6eur05on2070.outbound.protection.outlook.com [40.107.22.70]',
        body: multipart('alternative', [
          plain(
            'Revisamos el plan de mantenimiento del astillero de Ferrol.\n\n________________________________________________\nReunión de Microsoft Teams\nUnirse: https://teams.microsoft.com/l/meetup-join/19%3ameeting_NmQ4ZTY5%40thread.v2/0',
          ),
          { headers: ['Content-Type: text/calendar; charset="utf-8"; method=REQUEST', 'Content-Transfer-Encoding: 7bit'], body: ics },
        ]),
      });
    })(),
  },

  {
    name: 'Colegio en Microsoft 365 (x.onmicrosoft.com) envía el usuario de Teams del alumno',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Secretaría Colegio San José <secretaria@colegiosanjose.onmicrosoft.com>',
      to: 'Familia López <familia.lopez@gmail.com>',
      subject: 'Acceso a la plataforma Teams',
      date: 'Mon, 8 Sep 2025 08:30:00 +0200',
      messageId: 'MR1P264MB1893C4D5E6F7A8B9@MR1P264MB1893.FRAP264.PROD.OUTLOOK.COM',
      dkim: ['colegiosanjose.onmicrosoft.com:selector1-colegiosanjose-onmicrosoft-com'],
      relay: 'EUR05-DB8-obe.outbound.protection.outlook.com [40.107.20.1]',
      body: plain(
        'Buenos días:\n\nOs enviamos el usuario del alumno para Teams. La primera vez que inicie sesión deberá cambiar la contraseña provisional: inicia sesión en https://www.office.com con el usuario alumno.lopez@colegiosanjose.onmicrosoft.com y la contraseña Temporal2025.\n\nUn saludo,\nSecretaría',
      ),
    }),
  },

  {
    name: 'Microsoft Bookings confirmation from a dental clinic’s x.onmicrosoft.com calendar',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Smile Dental Clinic <SmileDentalClinic@smiledentalclinic.onmicrosoft.com>',
      to: 'Ana Pereira <ana.pereira@gmail.com>',
      subject: 'Booking confirmed with Smile Dental Clinic',
      date: 'Mon, 3 Mar 2025 08:00:00 +0000',
      messageId: 'AM6PR02MB4411D2E3F4A5B6C7@AM6PR02MB4411.eurprd02.prod.outlook.com',
      dkim: ['smiledentalclinic.onmicrosoft.com:selector1-smiledentalclinic-onmicrosoft-com'],
      relay: 'EUR02-AM0-obe.outbound.protection.outlook.com [40.107.22.41]',
      body: document([
        { heading: 'Your booking is confirmed' },
        {
          rows: [
            ['Service', 'Check-up and clean'],
            ['When', 'Thursday, 13 March 2025 10:30'],
            ['Staff', 'Dr. Hannah Reid'],
          ],
        },
        { button: 'Manage booking', href: 'https://outlook.office365.com/owa/calendar/SmileDentalClinic@smiledentalclinic.onmicrosoft.com/bookings/' },
      ]),
    }),
  },

  {
    name: 'School IT on x.onmicrosoft.com: your password expires Friday, sign in and change it',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'St Mary’s IT Helpdesk <it@stmarysprimary.onmicrosoft.com>',
      to: 'Jo Wilson <j.wilson@stmarysprimary.onmicrosoft.com>',
      subject: 'Your school account password expires Friday',
      date: 'Mon, 3 Mar 2025 08:00:00 +0000',
      messageId: 'DB9PR01MB7712A1B2C3D4E5F6@DB9PR01MB7712.eurprd01.prod.exchangelabs.com',
      dkim: ['stmarysprimary.onmicrosoft.com:selector1-stmarysprimary-onmicrosoft-com'],
      relay: 'EUR02-AM0-obe.outbound.protection.outlook.com [40.107.22.41]',
      body: plain(
        'Hi Jo,\n\nYour password will expire on Friday. Please sign in at https://portal.office.com and change it before then.\n\nThanks,\nMr Evans, IT',
      ),
    }),
  },

  {
    name: 'Zoom: cloud recording available, with the share link and passcode',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Zoom <no-reply@zoom.us>',
      to: 'Priya Raman <priya.raman@brightwavelabs.com>',
      subject: 'Cloud Recording - Weekly design sync is now available',
      date: 'Thu, 15 May 2025 16:22:08 +0000',
      messageId: 'r8Q2kXcPTm2Yd9vL4bNw1A@geopod-ismtpd-3',
      dkim: ['zoom.us:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+11839724-2f1a-priya.raman=brightwavelabs.com@em.zoom.us',
      relay: 'o2.email.zoom.us [167.89.12.44]',
      body: document([
        { image: 'https://st1.zoom.us/static/6.3.29054/image/new/ZoomLogo_112x25.png', alt: 'Zoom' },
        'Hi Priya Raman,',
        'Your cloud recording is now available.',
        {
          rows: [
            ['Topic', 'Weekly design sync'],
            ['Date', 'May 15, 2025 05:30 PM Berlin'],
          ],
        },
        'Click here to view the recording: [https://us06web.zoom.us/rec/share/Xq4kR9z2mLp7wT3vNc8bYf1dHs6jQa5uE0gKi2oPz-Vr.Tn3Jm8Lw1aQ9ecZb](https://us06web.zoom.us/rec/share/Xq4kR9z2mLp7wT3vNc8bYf1dHs6jQa5uE0gKi2oPz-Vr.Tn3Jm8Lw1aQ9ecZb)',
        'Share recording with viewers: https://us06web.zoom.us/rec/share/Xq4kR9z2mLp7wT3vNc8bYf1dHs6jQa5uE0gKi2oPz-Vr.Tn3Jm8Lw1aQ9ecZb Passcode: 7f#Kq2.x',
        'Thank you for choosing Zoom.',
        '-The Zoom Team',
        { small: '+1.888.799.9666 ©2025 Zoom Communications, Inc. 55 Almaden Blvd, San Jose, CA 95113. [Visit zoom.com](https://zoom.us)' },
      ]),
    }),
  },

  {
    name: 'A friend’s dinner invitation forwarded to a partner without a word',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Tom Becker <tom.becker@outlook.com>',
      to: 'Lisa Becker <lisa.becker82@gmail.com>',
      subject: 'Fwd: Dinner on Saturday?',
      date: 'Thu, 6 Mar 2025 18:02:11 +0000',
      messageId: 'AM9PR07MB7203E1F2A3B4C5D6E7F8A9B0C1D2E3F4@AM9PR07MB7203.eurprd07.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.12]',
      headers: ['In-Reply-To: <CAF3x9Qm2@mail.gmail.com>', 'References: <CAF3x9Qm2@mail.gmail.com>'],
      body: plain(
        [
          '',
          '________________________________',
          'From: Jenny Walsh <jenny.walsh.home@gmail.com>',
          'Sent: Thursday, March 6, 2025 5:40 PM',
          'To: Tom Becker <tom.becker@outlook.com>',
          'Subject: Dinner on Saturday?',
          '',
          'Hi Tom, are you and Lisa free on Saturday? We are doing a lasagne around 7. Bring nothing but yourselves!',
          '',
          'Jenny',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Microsoft Teams: Sie haben Aktivitäten verpasst',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Microsoft Teams <noreply@email.teams.microsoft.com>',
      to: 'Jana Schulz <j.schulz@hoffmann-maschinenbau.de>',
      subject: 'Sie haben Aktivitäten in Microsoft Teams verpasst',
      date: 'Wed, 14 May 2025 17:31:04 +0000',
      messageId: '0c2e4a6b-8d1f-4a3c-b5e7-9f1a2c3e5d7b@email.teams.microsoft.com',
      dkim: ['email.teams.microsoft.com:s2048'],
      relay: 'NAM10-MW2-obe.outbound.protection.outlook.com [40.107.94.73]',
      body: document(
        [
          { heading: 'Sie haben Aktivitäten in Microsoft Teams verpasst' },
          'Markus Hoffmann hat Ihnen eine Nachricht gesendet:',
          '„Kannst du mir bis morgen früh die Stückliste für den Auftrag 4471 schicken? Der Kunde ruft um 9 an.“',
          {
            button: 'In Teams antworten',
            href: 'https://teams.microsoft.com/l/message/19:a1b2c3d4e5f6@unq.gbl.spaces/1747243864000?context=%7B%22contextType%22%3A%22chat%22%7D',
          },
          {
            small:
              'Diese Benachrichtigungen können Sie in Teams unter Einstellungen > Benachrichtigungen ändern. Microsoft Corporation, One Microsoft Way, Redmond, WA 98052 USA. [Datenschutzbestimmungen](https://go.microsoft.com/fwlink/?LinkId=521839)',
          },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Colleague: in a board meeting, can’t take calls, text me (en)',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Rachel Owens <rachel.owens@brightwater-care.org.uk>',
      to: 'Dev Patel <dev.patel@brightwater-care.org.uk>',
      subject: 'Re: Agency invoice query',
      date: 'Thu, 20 Nov 2025 10:31:48 +0000',
      messageId: 'LO2P265MB4412C1D2E3F4A5B6C7D8E9F0A1B2C3@LO2P265MB4412.GBRP265.PROD.OUTLOOK.COM',
      dkim: ['brightwater-care.org.uk:selector1'],
      relay: 'LO2P265CU001.outbound.protection.outlook.com [40.107.21.80]',
      body: plain(
        [
          'Dev, I’m in the board meeting until 2 and can’t take calls. Text me if it can’t wait.',
          '',
          'On the agency invoice: don’t pay it until Sue has checked the hours against the rota. Our payments to the agency go to the account on the framework contract, nothing else.',
          '',
          'Rachel',
        ].join('\n'),
      ),
    }),
  },

  {
    // Internal IT mail names Okta and links to the company's own tenant.
    name: 'IT tells staff that Okta Verify push is replacing SMS codes next week, link to the company tenant',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Corvant IT Service Desk <servicedesk@corvant.com>',
      to: 'All Staff <all-staff@corvant.com>',
      subject: 'Okta Verify push replaces SMS codes on October 6',
      date: 'Mon, 29 Sep 2025 15:10:00 -0400',
      messageId: 'BN8PR04MB6321E1F2A3B4C5D6E7F8A9B0C1D2@BN8PR04MB6321.namprd04.prod.outlook.com',
      dkim: ['corvant.com:selector1'],
      relay: 'mail-bn8nam12on2109.outbound.protection.outlook.com [40.107.237.109]',
      headers: ['X-MS-Exchange-Organization-AuthAs: Internal'],
      body: plain(
        'Hi all,\n\nStarting Monday, October 6, SMS codes will no longer be accepted when you sign in. If you have not set up Okta Verify yet, do it from your Okta dashboard at https://corvant.okta.com before then; the Service Desk (ext. 4357) can help.\n\nWe will never ask you for your password or a code by email or phone.\n\nCorvant IT',
      ),
    }),
  },

  {
    name: 'Colleague sends the team-lunch poll as a Microsoft Forms link (personal, same tenant)',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Becky Lawson <becky.lawson@kellerwhitfield.com>',
      to: 'Marketing Team <marketing@kellerwhitfield.com>',
      subject: 'Team lunch on the 14th – pick your dish by Wednesday',
      date: 'Mon, 8 Dec 2025 09:32:11 +0000',
      messageId: 'DM6PR11MB4107A2B3C4D5E6F7A8B9C0D1E2F3A@DM6PR11MB4107.namprd11.prod.outlook.com',
      dkim: ['kellerwhitfield.com:selector1'],
      relay: 'NAM11-DM6-obe.outbound.protection.outlook.com [40.107.223.61]',
      headers: ['X-MS-Exchange-Organization-AuthAs: Internal', 'Thread-Topic: Team lunch on the 14th – pick your dish by Wednesday'],
      body: plain(
        [
          'Hi all,',
          '',
          'The Christmas lunch at The Crown is booked for Sunday the 14th at 1pm. They need our orders in advance, so please fill in this two-question form by Wednesday:',
          '',
          'https://forms.office.com/Pages/ResponsePage.aspx?id=Rz5Nw7Vb3Xc9Mp4Tj6Fd0As1GyHk2Lq8Kq8Lm2UMkJZQzFBN0lXSDk5Rk',
          '',
          'Veggie and gluten-free options are in there too. Shout if you can’t make it.',
          '',
          'Thanks,',
          'Becky',
        ].join('\n'),
      ),
    }),
  },
  // Honest mail in the words of the romance, job, loan and trading-fee phrases: a recruiter's real
  // offer, a friend's trip home, banks' own loan notices, a self-hosted file share, Ameli's sign-in.
  {
    name: "Recruiter's genuine offer: hourly pay, laptop shipped by IT from the approved vendor, nothing to pay",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Priya Natarajan <priya.natarajan@harborlinetech.com>',
      to: 'Jasmine Porter <jasmine.porter.jobs@gmail.com>',
      subject: 'Your offer – Customer Support Specialist',
      date: 'Tue, 4 Nov 2025 15:22:10 -0500',
      messageId: '<CA+hx7Rk2Lq9@mail.harborlinetech.com>',
      dkim: ['harborlinetech.com:google'],
      relay: 'mail-sor-f65.google.com [209.85.220.65]',
      body: plain(
        [
          'Hi Jasmine,',
          '',
          'Thank you for your time with the team on Friday. I am happy to confirm our offer for the Customer Support Specialist role at $24 per hour, 40 hours per week, starting December 1. The formal offer letter is in Greenhouse for your signature.',
          '',
          "Our IT team orders your laptop and headset from our approved equipment vendor and ships them before your start date, so there is nothing for you to buy or pay. Your first paycheck arrives on the 15th by direct deposit, and you can keep the remaining home-office stipend for next year's accessories.",
          '',
          'Call me any time with questions.',
          '',
          'Priya Natarajan',
          'Talent Acquisition, Harborline Technologies',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Ein Handwerker auf GMX: sitzt in einer Besprechung, schickt die Rechnung und bittet um Überweisung bis Freitag',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Malermeister Kurt Lehmann <kurt.lehmann.maler@gmx.de>',
      to: 'Familie Hofmann <hofmann.familie@t-online.de>',
      subject: 'Rechnung Malerarbeiten Wohnzimmer',
      date: 'Wed, 21 May 2025 11:02:33 +0200',
      messageId: '<trinity-8c1e7a4f-2b9d-4e3c-a5f1-7d0b6c2e9a41-1747818153412@3c-app-gmx-bap12>',
      dkim: ['gmx.de:s1'],
      relay: 'mout.gmx.net [212.227.17.21]',
      body: plain(
        [
          'Guten Tag Frau Hofmann,',
          '',
          'ich sitze gerade in einer Besprechung und bin telefonisch nicht erreichbar, deshalb kurz per Mail: anbei die Rechnung für die Malerarbeiten (1.240,00 €).',
          'Bitte überweisen Sie den Betrag bis Freitag auf das Konto in der Rechnung.',
          '',
          'Mit freundlichen Grüßen',
          'Kurt Lehmann',
        ].join('\n'),
      ),
    }),
  },

  {
    name: "A colleague links the team's project pages, named with ordinary words, on GitHub Pages and Netlify",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Sofia Marsh <sofia.marsh@harbourline.io>',
      to: 'Dev Team <dev@harbourline.io>',
      subject: 'Demo links for Thursday',
      date: 'Wed, 15 Oct 2025 10:22:31 +0100',
      messageId: '20251015092231.5512@harbourline.io',
      dkim: ['harbourline.io:google'],
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      body: plain(
        [
          'Hi all,',
          '',
          "For Thursday's demo: the docs are on https://apple-orchard.github.io/tracker/ and the room booking prototype is on https://room-booking.netlify.app/ (the meet-ups page is https://meet-ups.netlify.app/).",
          '',
          'Sofia',
        ].join('\n'),
      ),
    }),
  },

  {
    // A real event-staffing agency: a day rate, weekly pay, a rating-task annotation job.
    name: 'Event-staffing agency offers a day rate of $180 per day, paid weekly, from its own domain',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Crescent Event Staffing <jobs@crescentstaffing.com>',
      to: 'jordan.price.97@gmail.com',
      subject: 'Shifts at the Nashville Food Festival, June 14–15',
      date: 'Tue, 20 May 2025 14:05:33 -0500',
      messageId: '<20250520190533.4471@crescentstaffing.com>',
      dkim: ['crescentstaffing.com:google'],
      relay: 'mail-yw1-f171.google.com [209.85.128.171]',
      body: plain(
        [
          'Hi Jordan,',
          '',
          'Thanks for registering with Crescent. We have festival shifts on June 14 and 15 (10:00–20:00): ticket scanning and wristbands.',
          'Pay is $180 per day, paid weekly by direct deposit with your W-2; a meal and a staff T-shirt are provided.',
          'To accept, reply to this email or confirm the shifts in your Crescent account. Our office is open Monday to Friday on (615) 555-0147.',
          '',
          'Kind regards,',
          'Maya Ortiz',
          'Staffing Coordinator, Crescent Event Staffing',
        ].join('\n'),
      ),
    }),
  },

  {
    // A real manager from the company's own signed domain: in a meeting, pay the supplier today.
    name: 'Diretora financeira, do domínio da empresa: estou em reunião, não me ligue, faça hoje a transferência ao fornecedor',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Helena Campos <helena.campos@metalurgica-avelar.pt>',
      to: 'Cláudia Reis <claudia.reis@metalurgica-avelar.pt>',
      subject: 'Pagamento Açoforja',
      date: 'Wed, 19 Mar 2025 11:40:09 +0000',
      messageId: '<1742384409.5d2c@metalurgica-avelar.pt>',
      dkim: ['metalurgica-avelar.pt:sel1'],
      relay: 'mail.metalurgica-avelar.pt [192.0.2.40]',
      auth: { dkim: 'pass', spf: 'pass', dmarc: 'pass' },
      body: plain(
        [
          'Cláudia,',
          '',
          'Não me ligue, estou em reunião com o auditor até às 16h. A fatura FT 2025/311 da Açoforja já está aprovada no ERP: faça hoje a transferência para o IBAN que consta na ficha do fornecedor, como de costume.',
          '',
          'Obrigada,',
          'Helena Campos',
          'Diretora Financeira',
        ].join('\n'),
      ),
    }),
  },

  {
    // HR announces open enrolment from the company's own signed domain; the link is the real Workday tenant.
    name: 'HR: benefits open enrolment closes Friday, sign in to Workday with your company account',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'People Team <people@northgate-roofing.co.uk>',
      to: 'All Staff <staff@northgate-roofing.co.uk>',
      subject: 'Benefits open enrolment closes Friday',
      date: 'Mon, 3 Nov 2025 09:00:12 +0000',
      messageId: '<LO4P265MB6012A1B2C3D4E5F60718293A4B5C6@LO4P265MB6012.GBRP265.PROD.OUTLOOK.COM>',
      dkim: ['northgate-roofing.co.uk:selector1'],
      relay: 'mail-lo4gbr01on2112.outbound.protection.outlook.com [40.107.11.112]',
      body: plain(
        [
          'Hi all,',
          '',
          "Open enrolment for next year's benefits closes this Friday. Sign in with your company account at https://wd3.myworkday.com/northgate/d/home.htmld and review your pension, health cover and cycle-to-work elections. If you change nothing, this year's choices carry over.",
          '',
          'People Team',
        ].join('\n'),
      ),
    }),
  },

  {
    // IT's own MFA set-up mail: scanning a QR code and signing in is how authenticator apps enrol.
    name: 'IT sets up the new VPN: scan the QR code in the Authenticator app and sign in with your company account',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'IT Service Desk <servicedesk@northgate-roofing.co.uk>',
      to: 'Megan Ford <mford@northgate-roofing.co.uk>',
      subject: 'New VPN from Monday: two-minute set-up',
      date: 'Thu, 6 Nov 2025 14:20:44 +0000',
      messageId: '<LO4P265MB6012B2C3D4E5F6071829304A5B6C7@LO4P265MB6012.GBRP265.PROD.OUTLOOK.COM>',
      dkim: ['northgate-roofing.co.uk:selector1'],
      relay: 'mail-lo4gbr01on2112.outbound.protection.outlook.com [40.107.11.112]',
      body: plain(
        [
          'Hi Megan,',
          '',
          'The old VPN stops on Monday. At your desk, open the Authenticator app on your phone, scan the QR code shown on the enrolment page of the new VPN client and sign in with your company account. Come and see us on the second floor if anything goes wrong.',
          '',
          'IT Service Desk',
        ].join('\n'),
      ),
    }),
  },

  {
    // A real Zoom invitation from a colleague's paid account: zoom.us links, nothing to install.
    name: 'Zoom: a colleague invites you to the Q2 budget review',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Laura Benson <no-reply@zoom.us>',
      to: 'Tom Whitaker <tom.whitaker@larkspurfinancial.com>',
      replyTo: 'laura.benson@larkspurfinancial.com',
      subject: 'Invitation: Q2 Budget Review @ Tue Apr 22, 2025 2pm - 3pm (EDT)',
      date: 'Thu, 17 Apr 2025 13:44:30 +0000',
      messageId: 'zm-20250417134430-7b9c4a21e3@zoom.us',
      dkim: ['zoom.us:zoomus'],
      returnPath: 'bounces+18817-tom.whitaker=larkspurfinancial.com@mail.zoom.us',
      relay: 'smtp1.zoom.us [170.114.52.21]',
      body: document([
        'Laura Benson is inviting you to a scheduled Zoom meeting.',
        {
          rows: [
            ['Topic', 'Q2 Budget Review'],
            ['Time', 'Apr 22, 2025 02:00 PM Eastern Time (US and Canada)'],
            ['Meeting ID', '842 7731 0945'],
            ['Passcode', '551902'],
          ],
        },
        { button: 'Join Zoom Meeting', href: 'https://larkspurfinancial.zoom.us/j/84277310945?pwd=bQ2R7mX1vNk4Lp8Tz3Wc5Hd9Fj' },
        'One tap mobile: +13017158592,,84277310945#,,,,*551902# US (Washington DC)',
        { small: 'Copyright ©2025 Zoom Communications, Inc. All rights reserved.' },
      ]),
    }),
  },

  {
    // Workday's own mail for the company's open enrolment: myworkday.com, the tenant's URL.
    name: "Workday: benefits open enrolment is open until November 21, from the company's own tenant",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Meridian Health Group <meridianhealth@myworkday.com>',
      to: 'Lisa Romero <lisa.romero@meridianhealthgroup.org>',
      subject: 'Open Enrollment 2026: make your benefit elections by November 21',
      date: 'Mon, 3 Nov 2025 14:00:12 +0000',
      messageId: '1762178412000.42.wd5-prvt-notif-7c1e@myworkday.com',
      dkim: ['myworkday.com:wd2'],
      relay: 'mail-out5.myworkday.com [216.69.181.5]',
      body: document([
        'Hi Lisa,',
        "Open Enrollment for 2026 benefits runs from November 3 to November 21. If you don't make changes, your current medical, dental and vision elections roll over, but your FSA and HSA contributions will be set to $0.",
        'To review your options and make your elections, open the Benefits app in Workday.',
        { button: 'Go to Workday', href: 'https://wd5.myworkday.com/meridianhealth/d/task/2997$3107.htmld' },
        'Questions? Visit the Benefits page on the intranet or email benefits@meridianhealthgroup.org.',
        { small: 'This is a system-generated message from Workday. Please do not reply.' },
      ]),
    }),
  },

  {
    // The company's own IT desk, plain and short: an outage is fixed, nothing to do.
    name: 'IT helpdesk from the company domain: Outlook sync issue resolved, just restart Outlook',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'IT Helpdesk <helpdesk@brenmore.com>',
      to: 'All Staff <allstaff@brenmore.com>',
      subject: 'Resolved: Outlook sync issue this morning',
      date: 'Mon, 17 Mar 2025 11:02:45 +0000',
      messageId: 'AS8PR03MB7128E4C1A9F2B7D3C6E0A5F1B2D8C@AS8PR03MB7128.eurprd03.prod.outlook.com',
      dkim: ['brenmore.com:selector1'],
      relay: 'mail-am6eur05on2090.outbound.protection.outlook.com [40.107.22.90]',
      body: plain(
        "Hi all,\n\nThe Outlook sync problem some of you saw this morning has been fixed on Microsoft's side. If your inbox still looks out of date, close Outlook and open it again. No other action needed.\n\nIT Helpdesk, ext. 4400",
      ),
    }),
  },

  {
    // Duo's genuine enrolment mail: the administrator added the user, the link is to the
    // company's Duo tenant on duosecurity.com.
    name: "Duo: your administrator invited you to enrol, link to the company's duosecurity.com portal",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Duo Security <no-reply@duosecurity.com>',
      to: 'Marcus Webb <mwebb@hollowayfreight.com>',
      subject: 'Holloway Freight invites you to set up Duo',
      date: 'Mon, 6 Oct 2025 15:10:02 +0000',
      messageId: '0100019a1c2e3f44-7b9d1f3a-5c7e-4a2b-8d0f-1e3a5c7e9b2d-000000@email.amazonses.com',
      dkim: ['duosecurity.com:s1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019a1c2e3f44-7b9d1f3a-5c7e-4a2b-8d0f-1e3a5c7e9b2d-000000@amazonses.com',
      relay: 'a8-51.smtp-out.amazonses.com [54.240.8.51]',
      body: document([
        'Hello Marcus,',
        'Your organization, Holloway Freight, now uses Duo to protect your accounts. Set up Duo by opening the link below; it expires in 30 days.',
        { button: 'Set up Duo', href: 'https://api-4c1e9a7f.duosecurity.com/portal?code=7b2d4f6a1e3c5a7b&akey=DAK9QX2M7V4T1W8N' },
        'Questions? Contact your IT help desk.',
      ]),
    }),
  },

  {
    // A company's IT department about a laptop taken off the network: a colleague's number to
    // call, from the company's own signed domain.
    name: 'IT-Service einer Firma: "Ihr Laptop wurde vom Netz genommen und gesperrt", bitte die interne Hotline anrufen',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'IT-Service Brenner Logistik <it-service@brenner-logistik.de>',
      to: 'markus.hoffmann@brenner-logistik.de',
      subject: 'Ihr Laptop NB-0417 wurde gesperrt',
      date: 'Wed, 12 Nov 2025 08:41:09 +0100',
      messageId: '20251112074109.5f2a@brenner-logistik.de',
      dkim: ['brenner-logistik.de:s1'],
      relay: 'mail.brenner-logistik.de [198.51.100.28]',
      body: plain(
        'Hallo Herr Hoffmann,\n\nunser Virenscanner hat auf Ihrem Laptop NB-0417 eine verdächtige Datei gefunden. Zur Sicherheit wurde das Gerät vom Netz genommen und gesperrt.\n\nBitte rufen Sie uns unter der internen Hotline 0711 555 0100 an, wir holen das Gerät ab und geben Ihnen ein Ersatzgerät.\n\nViele Grüße\nIT-Service',
      ),
    }),
  },

  {
    // The company's own IT sends the password-expiry reminder from its own domain, pointing to
    // Microsoft's self-service reset page.
    name: 'Company IT: "your password expires in 7 days", from its own signed domain to Microsoft\'s reset page',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Harwood IT Service Desk <servicedesk@harwoodlogistics.com>',
      to: 'd.keller@harwoodlogistics.com',
      subject: 'Reminder: your network password expires in 7 days',
      date: 'Mon, 13 Jan 2025 06:00:03 +0000',
      messageId: 'CH2PR10MB4312A7B8C9D0E1F2A3B4C5D6E7F8A9B0@CH2PR10MB4312.namprd10.prod.outlook.com',
      dkim: ['harwoodlogistics.com:selector1', 'harwoodlogistics.onmicrosoft.com:selector1'],
      relay: M365_RELAY,
      body: document([
        'Hi Dana,',
        "Your Harwood network password expires on Monday 20 January. You can change it at any time from a company laptop (Ctrl+Alt+Del, Change a password) or on Microsoft's self-service page:",
        { button: 'Change my password', href: 'https://mysignins.microsoft.com/security-info/password/change' },
        'IT will never ask you for your password by email or phone. Questions? Call the Service Desk on ext. 4400 or open a ticket at [servicedesk.harwoodlogistics.com](https://servicedesk.harwoodlogistics.com).',
        { small: 'Harwood Logistics IT Service Desk' },
      ]),
    }),
  },

  {
    name: 'CEO to all staff: "thank you, HR hands out the holiday gift cards on Friday"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Daniel Harwood <d.harwood@harwoodlogistics.com>',
      to: 'All Staff <allstaff@harwoodlogistics.com>',
      subject: 'Thank you - and a small something on Friday',
      date: 'Wed, 17 Dec 2025 16:45:20 +0000',
      messageId: 'CH2PR10MB4312D5C4B3A2918877665544332211FF@CH2PR10MB4312.namprd10.prod.outlook.com',
      dkim: ['harwoodlogistics.com:selector1', 'harwoodlogistics.onmicrosoft.com:selector1'],
      relay: M365_RELAY,
      body: plain(
        "Hi everyone,\n\nWhat a year. Thank you for everything you did to get us through peak season with the Leeds depot open.\n\nAs a small thank-you, Sam and the HR team will hand out gift cards at Friday's lunch in the canteen. If you're off that day, they'll keep yours at reception.\n\nHave a great break,\nDaniel",
      ),
    }),
  },

  {
    // A colleague asks for a real device-code sign-in on the meeting-room screen: same company,
    // internal mail, the code shown on the device.
    name: 'Colleague: "sign the meeting-room screen in at microsoft.com/devicelogin with the code it shows" inside one company',
    lang: 'en',
    kind: 'personal',
    heldOut: true,
    raw: mail({
      from: 'Marcus Lee <m.lee@harbourlinefreight.com>',
      to: 'c.nguyen@harbourlinefreight.com',
      subject: 'Boardroom Teams display - can you sign it in?',
      date: 'Tue, 11 Feb 2025 08:40:03 +0000',
      messageId: 'LO4P265MB6012C3D4E5F6A7B8C9D0E1F2A3B4C5D6@LO4P265MB6012.GBRP265.PROD.OUTLOOK.COM',
      dkim: ['harbourlinefreight.com:selector1'],
      relay: 'GBR01-LO4-obe.outbound.protection.outlook.com [40.107.23.51]',
      body: plain(
        'Hi Chris,\n\nThe new Teams display in the boardroom needs a room account signed in before the 10:00. I don\'t have the rights. When you walk past, the screen shows a code: go to microsoft.com/devicelogin on your laptop, type the code from the screen and sign in with the boardroom account (password is in the IT vault under "Boardroom-Teams").\n\nThanks!\nMarcus\nIT Support',
      ),
    }),
  },

  {
    name: 'Google Calendar invitation "Contract review" with a Meet link and .ics, from a client',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Priya Raman <priya@lumenanalytics.io>',
      to: 'l.fischer@northgateplastics.com',
      subject: 'Invitation: Contract review @ Thu 6 Mar 2025 10am - 10:45am (GMT) (l.fischer@northgateplastics.com)',
      date: 'Mon, 3 Mar 2025 11:20:09 +0000',
      messageId: '000000000000a1b2c3d4e5f60718@google.com',
      dkim: ['lumenanalytics.io:google'],
      returnPath: 'priya@lumenanalytics.io',
      relay: 'mail-sor-f73.google.com [209.85.220.73]',
      body: multipart('mixed', [
        multipart('alternative', [
          plain(
            'Priya Raman has invited you to an event.\n\nContract review\nThursday 6 March 2025 ⋅ 10:00 – 10:45 (Greenwich Mean Time)\n\nJoin with Google Meet: https://meet.google.com/xqv-tkmp-zra\n\nReply for l.fischer@northgateplastics.com: Yes / No / Maybe\n\nInvitation from Google Calendar',
          ),
          {
            headers: ['Content-Type: text/calendar; charset="UTF-8"; method=REQUEST', 'Content-Transfer-Encoding: 7bit'],
            body: meetInvite(
              'priya@lumenanalytics.io',
              'l.fischer@northgateplastics.com',
              'Contract review',
              '20250306T100000Z',
              '20250306T104500Z',
              'https://meet.google.com/xqv-tkmp-zra',
            ),
          },
        ]),
        attachment(
          'invite.ics',
          'application/ics',
          meetInvite(
            'priya@lumenanalytics.io',
            'l.fischer@northgateplastics.com',
            'Contract review',
            '20250306T100000Z',
            '20250306T104500Z',
            'https://meet.google.com/xqv-tkmp-zra',
          ),
        ),
      ]),
    }),
  },

  {
    // The desk's own words say the quoted mail is fake; the lure's password request and deadline
    // are only in the message it pastes in to show it, through the university's own announce list.
    name: 'University IT desk warns all staff of a webmail phishing wave through its own list, quoting the lure',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'IT Service Desk <servicedesk@northbridge-university.ac.uk>',
      to: 'All staff <staff-announce@lists.northbridge-university.ac.uk>',
      subject: '[IT-announce] Warning: fake "webmail upgrade" emails',
      date: 'Tue, 14 Oct 2008 09:12:00 +0100',
      messageId: '48F4563A.2040907@northbridge-university.ac.uk',
      relay: 'lists.northbridge-university.ac.uk [198.51.100.14]',
      headers: [
        'List-Id: IT announcements <staff-announce.lists.northbridge-university.ac.uk>',
        'List-Unsubscribe: <https://lists.northbridge-university.ac.uk/mailman/listinfo/staff-announce>',
        'Precedence: list',
      ],
      body: plain(
        [
          'Dear colleagues,',
          '',
          'Since yesterday many staff have received emails claiming to come from the "Webmail Team". These messages are NOT from the University, and the IT Service Desk will never ask you for your password by email. Please delete them.',
          '',
          'A typical example reads:',
          '',
          '   From: Webmail Team <webmail.team@northbridge-mail.net>',
          '   Subject: Verify your webmail account',
          '',
          '   Dear user, your mailbox has exceeded its quota. Reply with your username and password within 48 hours or your account will be suspended.',
          '',
          'If you replied, change your password at the usual page and call the Service Desk on extension 4400.',
          '',
          'IT Service Desk',
        ].join('\n'),
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
    // The IT department's own instruction to run a command: in the mail's text, from inside the company, nothing copied by a script.
    name: 'IT department: "open PowerShell and run this command to reinstall the VPN client", inside one company',
    lang: 'en',
    kind: 'personal',
    heldOut: true,
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
    // A company's own warning about sextortion, in the blackmailers' words: it reports the demand, it supplies no address.
    name: 'Information security: "blackmail mails claim they recorded you and demand Bitcoin, do not pay" to all staff',
    lang: 'en',
    kind: 'personal',
    todo: 'suspicious/high: content_extortion, content_urgency_threat; older than this round: the reported threat ("send the video to your contacts") and hold ("recorded you") make content_extortion, which weighs fraud 8 alone; the new evasive-sender row does not fire on a signed colleague',
    heldOut: true,
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
    // A real IT migration to a new sign-in method: inside the company, signed, pointing at Microsoft's own setup page.
    name: 'IT department: "re-register your MFA in the Authenticator app by 30 June" at aka.ms/mfasetup, inside one company',
    lang: 'en',
    kind: 'personal',
    heldOut: true,
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
    // IT signs a room display in and passes the code the display shows to a colleague: same organisation.
    name: 'IT colleague: "the boardroom screen shows code RFQ7-K2LD, enter it at microsoft.com/devicelogin with the room account", inside one company',
    lang: 'en',
    kind: 'personal',
    heldOut: true,
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
    heldOut: true,
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
    // A colleague's Teams meeting request: the invite's own text holds the join link, the
    // passcode and, beside them, the agenda on the company's SharePoint (a page past the meeting
    // services, so the invitation is noted, but nobody is asked to sign in).
    name: "Colleague's Outlook .ics meeting request with a Teams link, a passcode and the agenda on SharePoint",
    lang: 'en',
    kind: 'personal',
    heldOut: true,
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
    heldOut: true,
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
    // Sign in with Google for a calendar, sent by the app whose domain receives the grant.
    name: "A scheduling app asks to reconnect Google Calendar through Google's consent page, calendar scopes only, the grant to its own domain",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Slotwise <notifications@slotwise-app.com>',
      to: 'dana.whitfield@kestrelphysio.com',
      subject: 'Your Google Calendar connection expired',
      date: 'Tue, 13 May 2025 07:30:12 +0000',
      messageId: '20250513073012.4c1d@slotwise-app.com',
      dkim: ['slotwise-app.com:s1'],
      relay: 'mail.slotwise-app.com [198.51.100.90]',
      body: document([
        'Hi Dana,',
        'Slotwise can no longer see your Google Calendar, so new bookings may clash with your appointments. Reconnect it to keep your availability up to date.',
        {
          button: 'Reconnect Google Calendar',
          href: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=330912847561-abc123def456.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fslotwise-app.com%2Fintegrations%2Fgoogle%2Fcallback&response_type=code&scope=openid%20email%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcalendar.events&access_type=offline',
        },
        { small: 'Slotwise Ltd, 14 Harbour Street, Leith, Edinburgh' },
      ]),
    }),
  },

  {
    // An employee forwards the fake parcel-fee mail to IT asking whether it is real.
    name: 'Employee forwards a "parcel held, pay $1.99" mail to the IT desk asking whether it is genuine',
    lang: 'en',
    kind: 'personal',
    heldOut: true,
    raw: mail({
      from: 'Sharon Lee <s.lee@pinecrestbuilders.com>',
      to: 'IT Help <ithelp@pinecrestbuilders.com>',
      subject: 'Fwd: USPS: Your package is on hold',
      date: 'Tue, 19 Aug 2025 08:31:20 -0500',
      messageId: 'SJ0PR19MB6644E2A1B3C4D5E6@SJ0PR19MB6644.namprd19.prod.outlook.com',
      dkim: ['pinecrestbuilders.com:selector1', 'pinecrestbuilders.onmicrosoft.com:selector1'],
      relay: 'NAM10-MW2-obe.outbound.protection.outlook.com [40.107.94.61]',
      body: plain(
        "Hi,\n\nI got this on my work email this morning. I am expecting a package but this looks off to me, the address isn't USPS. I did NOT click it. Is it safe to delete?\n\nThanks,\nSharon\n\n________________________________\nFrom: USPS Tracking <tracking@uspsdelivery-notice.top>\nSent: Monday, August 18, 2025 5:09 PM\nTo: Sharon Lee <s.lee@pinecrestbuilders.com>\nSubject: USPS: Your package is on hold\n\nYour package could not be delivered\n\nThe package US9514961195221 has arrived at the warehouse but could not be delivered due to incomplete address information. Please confirm your address and pay the redelivery fee of $1.99 within 12 hours.\n\nUpdate address <https://usps.com-trackpkg.uspsdelivery-notice.top/redelivery>",
      ),
    }),
  },

  {
    name: "A colleague's Google Form for the team offsite, the reader's address pre-filled in the link",
    lang: 'en',
    kind: 'personal',
    heldOut: true,
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
    // A colleague to the company's security address, signed by the company's domain.
    name: 'Mitarbeiter leitet eine falsche DHL-Mail an die IT weiter: "Ich glaube, das ist Phishing"',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Jonas Keller <j.keller@keller-haustechnik.de>',
      to: 'IT-Sicherheit <it-sicherheit@keller-haustechnik.de>',
      subject: 'WG: Ihr Paket konnte nicht zugestellt werden',
      date: 'Mon, 10 Mar 2025 10:05:19 +0100',
      messageId: '20250310090519.4F2A1C@keller-haustechnik.de',
      dkim: ['keller-haustechnik.de:mail2025'],
      relay: 'mail.keller-haustechnik.de [198.51.100.23]',
      body: plain(
        'Hallo zusammen,\n\nich glaube, das ist Phishing. Ich habe nichts angeklickt. Soll ich es einfach löschen?\n\nGruß\nJonas\n\n-----Ursprüngliche Nachricht-----\nVon: DHL Paket <zustellung@paket-nachricht.icu>\nGesendet: Montag, 10. März 2025 08:51\nAn: Jonas Keller <j.keller@keller-haustechnik.de>\nBetreff: Ihr Paket konnte nicht zugestellt werden\n\nIhr Paket konnte nicht zugestellt werden. Bestätigen Sie innerhalb von 48 Stunden Ihre Adresse und zahlen Sie die Gebühr von 1,89 EUR.\n\nJetzt bestätigen: https://paket-nachricht.icu/dhl/zustellung',
      ),
    }),
  },

  {
    // Teams' own invite with the agenda on SharePoint; the link text says to sign in.
    name: 'Probe: Teams meeting invite with the agenda on SharePoint ("sign in with your work account")',
    lang: 'en',
    kind: 'transactional',
    raw: (() => {
      const event = ics([
        'UID:040000008200E00074C5B7101A82E00800000000B0C1D2E3F4A5DB01000000000000000010000000A1B2C3D4E5F6',
        'DTSTART;TZID=GMT Standard Time:20250612T140000',
        'DTEND;TZID=GMT Standard Time:20250612T150000',
        'DTSTAMP:20250604T091500Z',
        'ORGANIZER;CN=Olivia Grant:mailto:olivia.grant@harrowfield.co.uk',
        'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=Dev Patel:mailto:dev.patel@harrowfield.co.uk',
        'SUMMARY:Q2 budget review',
        'LOCATION:Microsoft Teams Meeting',
        'DESCRIPTION:Agenda (sign in with your work account): https://harrowfield.sharepoint.com/:w:/s/Finance/EaB1c2D3e4F5g6H7i8J9k0LBq1w?e=Xy7Zq2\\n\\nJoin the meeting now: https://teams.microsoft.com/l/meetup-join/19%3ameeting_NzA4ZTk5YmEtZWQ0Ny00ZDc4LWE5MmItYTE0ZjIyNDc4OTAx%40thread.v2/0',
        'SEQUENCE:0',
        'STATUS:CONFIRMED',
      ]);
      return mail({
        from: 'Olivia Grant <olivia.grant@harrowfield.co.uk>',
        to: 'Dev Patel <dev.patel@harrowfield.co.uk>',
        subject: 'Q2 budget review',
        date: 'Wed, 4 Jun 2025 09:15:00 +0000',
        messageId: 'LO2P265MB5123F1E2D3C4B5A6@LO2P265MB5123.GBRP265.PROD.OUTLOOK.COM',
        dkim: ['harrowfield.co.uk:selector1', 'harrowfield.onmicrosoft.com:selector1'],
        relay: 'GBR01-LO4-obe.outbound.protection.outlook.com [40.107.23.70]',
        body: multipart('mixed', [
          multipart('alternative', [
            plain(
              'Hi Dev,\n\nPlease review the agenda before the call. Sign in with your work account to open it: https://harrowfield.sharepoint.com/:w:/s/Finance/EaB1c2D3e4F5g6H7i8J9k0LBq1w?e=Xy7Zq2\n\n________________________________________________________________________________\nMicrosoft Teams meeting\nJoin on your computer, mobile app or room device\nJoin the meeting now <https://teams.microsoft.com/l/meetup-join/19%3ameeting_NzA4ZTk5YmEtZWQ0Ny00ZDc4LWE5MmItYTE0ZjIyNDc4OTAx%40thread.v2/0>\nMeeting ID: 384 912 556 771\nPasscode: 7kQ2wE\n________________________________________________________________________________',
            ),
            { headers: ['Content-Type: text/calendar; charset="utf-8"; method=REQUEST', 'Content-Transfer-Encoding: 7bit'], body: event },
          ]),
        ]),
      });
    })(),
  },

  {
    name: 'Probe: Calendly confirmation of a 30-minute call with a reschedule link',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Calendly <notifications@calendly.com>',
      to: 'Rosa Medina <rosa.medina@medinastudio.com>',
      subject: 'New Event: Tom Hale - 04:00pm Thu, May 22, 2025 - 30 Minute Meeting',
      date: 'Mon, 19 May 2025 13:02:44 +0000',
      messageId: '0100019b2c3d4e5f-6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d-000000@email.amazonses.com',
      dkim: ['calendly.com:s1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019b2c3d4e5f@mail.calendly.com',
      relay: 'a8-31.smtp-out.amazonses.com [54.240.8.31]',
      headers: ['Feedback-ID: 1.us-east-1.abcdefghijklmnop=:AmazonSES'],
      body: document(
        [
          { heading: 'A new event has been scheduled.' },
          {
            rows: [
              ['Event Type:', '30 Minute Meeting'],
              ['Invitee:', 'Tom Hale'],
              ['Invitee Email:', 'tom.hale@gmail.com'],
              ['Event Date/Time:', '04:00pm - Thursday, May 22, 2025 (Eastern Time)'],
              ['Location:', 'Zoom; details to follow'],
            ],
          },
          { button: 'View event in Calendly', href: 'https://calendly.com/scheduled_events/8f7e6d5c-4b3a-2918-0716-a5b4c3d2e1f0' },
          {
            small:
              'Sent from Calendly. [Cancel](https://calendly.com/cancellations/8f7e6d5c-4b3a-2918) or [Reschedule](https://calendly.com/reschedulings/8f7e6d5c-4b3a-2918).',
          },
        ],
        { preheader: 'Tom Hale booked 30 Minute Meeting' },
      ),
    }),
  },
];
