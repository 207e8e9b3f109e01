// Genuine mail written to sit right beside this session's new rules (hidden text from free
// mailboxes, unsigned hidden filler, PGP blocks, celebrity display names, mailto buttons, bare
// forwards, court and dunning notices from free mailboxes, daily earnings, boleto second copies,
// romance personas, social-network strikes, mailbox OAuth scopes, image-sharing hosts, short links
// from scripts): what a demanding customer's users receive every day with the same surface.
// Invented people, companies and addresses, documentation IP ranges; not from any corpus.

import { JPEG, textPdf } from './formats-builders.ts';
import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { attachment, document, gmailBody, html, LIST_UNSUBSCRIBE_POST, mail, multipart, plain } from './mail-builder.ts';

const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;
const OUTLOOK = { dkim: ['outlook.com:selector1'], relay: 'EUR02-AM0-obe.outbound.protection.outlook.com [40.92.49.18]' } as const;
const ICLOUD = { dkim: ['icloud.com:1a1hai'], relay: 'qs51p00im-qukt01072701.me.com [17.57.155.12]' } as const;
const GMX = { dkim: ['gmx.de:s1'], relay: 'mout.gmx.net [212.227.17.21]' } as const;

/** Mailchimp's list and campaign fields for an account `u`. */
function mailchimpHeaders(u: string, host: string): string[] {
  return [
    `List-Unsubscribe: <https://${host}.us14.list-manage.com/unsubscribe?u=${u}&id=5c4d3e2f1a&e=9f8e7d6c5b&c=1a2b3c4d5e>`,
    LIST_UNSUBSCRIBE_POST,
    `List-ID: ${u}mc list <${u}.48213.list-id.mcsv.net>`,
    'X-Mailer: Mailchimp Mailer - **CID1a2b3c4d5e6f7a8b9c0d**',
    `X-Campaign: mailchimp${u}.1a2b3c4d5e`,
    `X-MC-User: ${u}`,
    'Feedback-ID: 48213907:48213907.5521930:us14:mc',
  ];
}

function ics(lines: readonly string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:REQUEST', 'BEGIN:VEVENT', ...lines, 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
}

export const PROBE_CASES: readonly LegitimateCase[] = [
  {
    // Gmail's signature editor keeps a hidden tracking pixel from a mail-tracking extension and a display:none preview line.
    name: 'Probe: Gmail user with a mail-tracker pixel and a hidden preview line in her signature',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Hannah Ortiz <hannah.ortiz.design@gmail.com>',
      to: 'Ben Carver <ben@carverjoinery.co.uk>',
      subject: 'Kitchen drawings v2',
      date: 'Mon, 3 Mar 2025 10:14:22 +0000',
      messageId: 'CAK7yQm2Lp9Rt4Vw1Yz3Bc5Df6Gh8Jk0Lm2Np4@mail.gmail.com',
      ...GMAIL,
      body: multipart(
        'alternative',
        [
          plain(
            'Hi Ben,\n\nHere are the revised kitchen drawings with the island moved 20 cm towards the window. Let me know if the clearance works for the drawer runners.\n\nThanks,\nHannah\n--\nHannah Ortiz · Interior design\n07700 900123',
          ),
          html(
            '<div style="display:none;max-height:0;overflow:hidden">Revised drawings attached, island moved 20 cm</div><div dir="ltr"><div>Hi Ben,</div><div><br></div><div>Here are the revised kitchen drawings with the island moved 20 cm towards the window. Let me know if the clearance works for the drawer runners.</div><div><br></div><div>Thanks,</div><div>Hannah</div><div>--</div><div>Hannah Ortiz · Interior design<br>07700 900123</div><img src="https://mailtrack.io/trace/mail/3f2a9c1e7b4d5a6c8e0f1b2d3c4a5e6f7a8b9c0d.png?u=8812734" width="0" height="0" style="display:none"></div>',
          ),
        ],
        'gmail',
      ),
    }),
  },
  {
    // Outlook's underscore line and nothing above it: a person passing on her own photos.
    name: 'Probe: Outlook.com user forwards her own holiday photos to her mother, nothing typed above',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Claire Dunn <claire.dunn84@outlook.com>',
      to: 'Margaret Dunn <mags.dunn@btinternet.com>',
      subject: 'FW: Lake photos',
      date: 'Sun, 10 Aug 2025 19:02:11 +0000',
      messageId: 'DB9P189MB1723A2B3C4D5E6F7@DB9P189MB1723.EURP189.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: multipart('mixed', [
        plain(
          '\n________________________________\nFrom: Claire Dunn <claire.dunn84@outlook.com>\nSent: 09 August 2025 21:40\nTo: Tom Dunn <tom.dunn@gmail.com>\nSubject: Lake photos\n\nA few from Saturday at the lake. The one of Alfie on the paddleboard is my favourite!\n\nC x',
        ),
        attachment('IMG_4021.jpg', 'image/jpeg', JPEG),
        attachment('IMG_4033.jpg', 'image/jpeg', JPEG),
      ]),
    }),
  },
  {
    // A clear-signed note: the signature signs the text above it.
    name: 'Probe: Apple Mail user sends an inline PGP clear-signed note about key rotation',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Jonas Weber <jonas.weber@icloud.com>',
      to: 'Ada Kim <ada@kimnetworks.io>',
      subject: 'New signing key from next week',
      date: 'Tue, 15 Apr 2025 08:31:00 +0200',
      messageId: '9A1C7E22-4B3D-4F8A-A1B2-C3D4E5F60718@icloud.com',
      ...ICLOUD,
      body: plain(
        '-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA512\n\nHi Ada,\n\nI am rotating my signing subkey next Monday. The new fingerprint is\n4F2A 91C3 7D1E 0B8A 5C62  E7F0 19D4 3A6B 8C2E 5F71\nPlease refresh my key from keys.openpgp.org before you verify anything I send after that.\n\nCheers,\nJonas\n-----BEGIN PGP SIGNATURE-----\n\niQIzBAEBCgAdFiEETyqRw30eC4pcYufwGdQ6a4wuX3EFAmf9/GQACgkQGdQ6a4wu\nX3F0nA/+Kq1l3cM2xW0pZ7n9bYb4eF0tQ2rX8kUu1vS3yA5hGdJ9zP0cL2mN6oQ7\n=8xQk\n-----END PGP SIGNATURE-----',
      ),
    }),
  },
  {
    // A signature-only PGP block under a short note (Enigmail's inline mode after a quoted reply).
    name: 'Probe: Thunderbird user on GMX signs a short reply with an inline PGP block',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Lukas Brandt <lukas.brandt@gmx.de>',
      to: 'Verein Sternwarte <vorstand@sternwarte-hainberg.de>',
      subject: 'Re: Schlüssel für die Kuppel',
      date: 'Thu, 6 Mar 2025 20:11:45 +0100',
      messageId: '5f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b@gmx.de',
      ...GMX,
      headers: ['In-Reply-To: <a7b8c9d0@sternwarte-hainberg.de>', 'User-Agent: Mozilla Thunderbird'],
      body: plain(
        '-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nHallo zusammen,\n\nich habe den Schlüssel für die Kuppel am Samstag bei Frau Jansen abgegeben. Die Beobachtungsnacht am 15. findet wie geplant statt.\n\nViele Grüße\nLukas\n-----BEGIN PGP SIGNATURE-----\n\niHUEARYKAB0WIQS3kX2bQ0eW1Zc8yTnP4Vb6p+Jm3wUCZ8n0VQAKCRDP4Vb6p+Jm\n3w1pAQDm0Q2x7Yc4v8hB9nK3lS6eR2tU5wZ1aX0bC7dF4gH2jAD/d8E1f3G5h6J7\n=Zk2P\n-----END PGP SIGNATURE-----',
      ),
    }),
  },
  {
    name: 'Probe: small pottery shop run from a Gmail address sends its Mailchimp newsletter with a spring sale',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Muddy Hands Pottery <muddyhandspottery@gmail.com>',
      to: 'lucy.barnes@yahoo.co.uk',
      subject: 'Spring glazes are in + 15% off workshops this month',
      date: 'Thu, 20 Mar 2025 17:00:04 +0000',
      messageId: '8c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f.20250320170004@mail88.sea51.mcsv.net',
      dkim: ['mcsv.net:k2', 'mcdlv.net:k3'],
      returnPath: 'bounce-mc.us14_48213907.5521930-9f8e7d6c5b@mail88.sea51.mcsv.net',
      relay: 'mail88.sea51.mcsv.net [198.2.180.88]',
      auth: { dmarc: 'fail', spf: 'pass', dkim: 'pass' },
      headers: mailchimpHeaders('a91b2c3d4e5f6a7b8c9d0e1f2', 'muddyhandspottery'),
      body: document(
        [
          { heading: 'Spring glazes are in' },
          'Our new celadon and speckled oatmeal glazes arrived this week, and the April wheel-throwing workshops have 15% off for newsletter readers with the code SPRING15.',
          {
            button: 'Book a workshop',
            href: 'https://muddyhandspottery.us14.list-manage.com/track/click?u=a91b2c3d4e5f6a7b8c9d0e1f2&id=77ab12cd34&e=9f8e7d6c5b',
          },
          {
            small:
              'Copyright © 2025 Muddy Hands Pottery, All rights reserved. You are receiving this email because you took a class with us. Our mailing address is: Unit 4, Canal Yard, Leeds LS11 5QR. You can [unsubscribe from this list](https://muddyhandspottery.us14.list-manage.com/unsubscribe?u=a91b2c3d4e5f6a7b8c9d0e1f2&id=5c4d3e2f1a&e=9f8e7d6c5b).',
          },
        ],
        { preheader: 'Celadon and oatmeal glazes, and 15% off April workshops', title: 'Spring glazes are in' },
      ),
    }),
  },
  {
    // A reading club named after its subject: the celebrity's name in the display name.
    name: 'Probe: a Warren Buffett shareholder-letter reading group writes from Gmail about the next meeting',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Warren Buffett Letters Reading Group <buffettletters.pdx@gmail.com>',
      to: 'Sam Okafor <sam.okafor@protonmail.com>',
      subject: 'March meetup: the 1987 letter',
      date: 'Sat, 1 Mar 2025 16:20:00 -0800',
      messageId: 'CAP3xQw8Ty6Ui2Op4As5Df7Gh9Jk1Lz3Xc5Vb7@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hi all,\n\nThis month we read the 1987 letter (the "Mr. Market" one). Same place as always, the back room of the library on Thursday at 7pm.\n\nBring your copy and a question. Coffee is on Dana this time.\n\nMike',
      ),
    }),
  },
  {
    // A real person who shares a famous name, billing a customer from Gmail.
    name: 'Probe: a plumber called Bill Gates sends his invoice from Gmail',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Bill Gates <billgates.plumbing@gmail.com>',
      to: 'Karen Webb <karen.webb@comcast.net>',
      subject: 'Invoice for the water heater job',
      date: 'Fri, 14 Mar 2025 17:45:00 -0500',
      messageId: 'CAN4pQr6St8Uv0Wx2Yz4Ab6Cd8Ef0Gh2Ij4Kl6@mail.gmail.com',
      ...GMAIL,
      body: multipart(
        'mixed',
        [
          gmailBody(
            'Hi Karen,\n\nThanks for having me out on Tuesday. Attached is the invoice for the new 50-gallon water heater and the expansion tank, $1,480 all in. Check or Zelle to this email is fine, whenever is convenient this month.\n\nThe warranty card is in the envelope I left on the dryer.\n\nBill Gates\nGates Plumbing & Heating, Licensed Master Plumber #M-20417',
          ),
          attachment(
            'Invoice_1093_Webb.pdf',
            'application/pdf',
            textPdf(['Gates Plumbing & Heating', 'Invoice 1093', 'Water heater replacement, 50 gal, expansion tank', 'Total $1,480.00']),
          ),
        ],
        'gmail',
      ),
    }),
  },
  {
    name: 'Probe: contadora envia a 2ª via do boleto do condomínio em PDF, do Gmail',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Renata Albuquerque Contabilidade <renata.albuquerque.contabil@gmail.com>',
      to: 'Sérgio Lima <sergio.lima@uol.com.br>',
      subject: '2ª via do boleto - condomínio março',
      date: 'Mon, 10 Mar 2025 11:05:12 -0300',
      messageId: 'CAH5nWq1Er3Ty5Ui7Op9As1Df3Gh5Jk7Lz9Xc1@mail.gmail.com',
      ...GMAIL,
      body: multipart(
        'mixed',
        [
          gmailBody(
            'Bom dia, Sérgio,\n\nConforme pedido por telefone, segue em anexo a 2ª via do boleto do condomínio de março, com o novo vencimento em 17/03. O valor é o mesmo, sem multa.\n\nQualquer dúvida estou à disposição.\n\nAtt.,\nRenata Albuquerque\nCRC-SP 1SP234567/O-8',
          ),
          attachment(
            'boleto_condominio_marco_2via.pdf',
            'application/pdf',
            textPdf([
              'Condominio Edificio Jacaranda',
              'Boleto 2a via - vencimento 17/03/2025',
              'Valor R$ 812,40',
              '34191.79001 01043.510047 91020.150008 1 99870000081240',
            ]),
          ),
        ],
        'gmail',
      ),
    }),
  },
  {
    // A freelancer chasing her own invoice, politely, from Gmail, invoice on a Notion page.
    name: "Probe: freelancer's polite second payment reminder from Gmail with her invoice on a Notion page",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Maya Lindgren <maya.lindgren.illustration@gmail.com>',
      to: 'Accounts <accounts@brightfoxpublishing.com>',
      subject: 'Second reminder: invoice #0147 overdue',
      date: 'Tue, 8 Apr 2025 09:30:00 +0100',
      messageId: 'CAM9pLk2Rt4Yu6Io8Pa0Sd2Fg4Hj6Kl8Zx0Cv2@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hello,\n\nI hope all is well. This is a friendly second reminder that invoice #0147 for the cover illustrations (£1,200) was due on 25 March and is now two weeks overdue.\n\nYou can view the invoice here: [Invoice #0147](https://mayalindgren.notion.site/Invoice-0147-8a1b2c3d4e5f47a8b9c0d1e2f3a4b5c6)\n\nMy bank details are on the invoice as before. Could you let me know when I can expect payment? If it has already been paid, please ignore this.\n\nMany thanks,\nMaya',
      ),
    }),
  },
  {
    // A builder's dunning from web.de, as small trades send it.
    name: 'Probe: Handwerker mahnt von web.de eine offene Rechnung (zweite Mahnung, Frist, Mahngebühr)',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Malerbetrieb Krüger <malerbetrieb.krueger@web.de>',
      to: 'Familie Hofmann <s.hofmann@t-online.de>',
      subject: '2. Mahnung Rechnung Nr. 2025-031',
      date: 'Fri, 16 May 2025 14:22:10 +0200',
      messageId: 'trinity-7a8b9c0d-1e2f-3a4b-5c6d-7e8f9a0b1c2d-1747398130@3c-app-webde-bs12',
      dkim: ['web.de:dbaedf251592'],
      relay: 'mout.web.de [217.72.192.78]',
      body: multipart('mixed', [
        plain(
          'Sehr geehrte Familie Hofmann,\n\nleider konnten wir für unsere Rechnung Nr. 2025-031 vom 02.04.2025 über 1.845,00 EUR (Malerarbeiten Treppenhaus) bis heute keinen Zahlungseingang feststellen.\n\nWir bitten Sie, den offenen Betrag zuzüglich 5,00 EUR Mahngebühr bis zum 30.05.2025 auf unser bekanntes Konto bei der Sparkasse zu überweisen. Sollte sich Ihre Zahlung mit diesem Schreiben überschnitten haben, betrachten Sie es bitte als gegenstandslos.\n\nMit freundlichen Grüßen\nUwe Krüger\nMalerbetrieb Krüger, Lindenstr. 8, 34117 Kassel',
        ),
        attachment(
          'Mahnung_2025-031.pdf',
          'application/pdf',
          textPdf([
            'Malerbetrieb Krueger',
            '2. Mahnung',
            'Rechnung 2025-031',
            'Offener Betrag 1.845,00 EUR zzgl. 5,00 EUR Mahngebuehr',
            'Zahlbar bis 30.05.2025',
          ]),
        ),
      ]),
    }),
  },
  {
    // A lawyer forwarding the court's own notification to her client from her Gmail.
    name: 'Probe: abogada reenvía desde Gmail la notificación del juzgado a su cliente',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Lucía Prieto Abogada <lucia.prieto.abogada@gmail.com>',
      to: 'Andrés Molina <andres.molina@telefonica.net>',
      subject: 'Fwd: Notificación Juzgado de Primera Instancia nº 4 - señalamiento de vista',
      date: 'Wed, 9 Apr 2025 12:44:31 +0200',
      messageId: 'CAL2kJh4Gf6Ds8Aq0Wz2Xe4Rc6Tv8Yb0Un2Mi4@mail.gmail.com',
      ...GMAIL,
      body: multipart(
        'mixed',
        [
          gmailBody(
            'Andrés, te reenvío la notificación que me ha llegado hoy por LexNET. La vista del juicio verbal es el 12 de junio a las 10:30. Hablamos la semana que viene para prepararla; no tienes que hacer nada todavía.\n\nUn saludo,\nLucía\n\n---------- Forwarded message ---------\nDe: LexNET <notificaciones@lexnet.justicia.es>\nDate: mié, 9 abr 2025 a las 11:02\nSubject: Notificación Juzgado de Primera Instancia nº 4 - señalamiento de vista\nTo: <lucia.prieto.abogada@gmail.com>\n\nSe ha puesto a su disposición una notificación del Juzgado de Primera Instancia nº 4 de Valladolid, procedimiento juicio verbal 412/2025. Acceda a LexNET para su descarga. Dispone de tres días hábiles para acceder a la notificación.',
          ),
          attachment(
            'Diligencia_senalamiento_412-2025.pdf',
            'application/pdf',
            textPdf([
              'Juzgado de Primera Instancia n 4 de Valladolid',
              'Juicio verbal 412/2025',
              'Diligencia de senalamiento: vista el 12 de junio de 2025 a las 10:30',
            ]),
          ),
        ],
        'gmail',
      ),
    }),
  },
  {
    // A condominium administrator's own second copy, with the links to its app in the stores.
    name: 'Probe: administradora envia a 2ª via do boleto e convida a baixar o aplicativo do condomínio',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Lello Condomínios <boletos@lellocondominios.com.br>',
      to: 'Ana Beatriz Souza <anabsouza@terra.com.br>',
      subject: 'Segunda via do boleto - Condomínio Residencial Ipê - vencimento 10/06',
      date: 'Tue, 3 Jun 2025 08:00:00 -0300',
      messageId: '20250603080000.77a1b2c3@lellocondominios.com.br',
      dkim: ['lellocondominios.com.br:s1'],
      relay: 'smtp2.lellocondominios.com.br [200.147.36.15]',
      body: multipart('mixed', [
        document(
          [
            { heading: 'Sua 2ª via do boleto' },
            {
              rows: [
                ['Condomínio', 'Residencial Ipê - Bloco B, apto 42'],
                ['Vencimento', '10/06/2025'],
                ['Valor', 'R$ 945,30'],
              ],
            },
            'O boleto segue em anexo em PDF. Você também pode pagar pelo Pix com o QR Code impresso no boleto.',
            'Baixe o aplicativo Lello Condomínios para ver seus boletos, reservar o salão e falar com o síndico: [Google Play](https://play.google.com/store/apps/details?id=br.com.lello.condominios) ou [App Store](https://apps.apple.com/br/app/lello-condominios/id1187654321).',
            { small: 'Lello Condomínios, Rua Bela Cintra 1200, São Paulo - SP. Este é um e-mail automático.' },
          ],
          { lang: 'pt-BR' },
        ),
        attachment('boleto_2via_ipe_b42_junho.pdf', 'application/pdf', textPdf(['Residencial Ipe - Bloco B 42', 'Vencimento 10/06/2025', 'Valor R$ 945,30'])),
      ]),
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
  {
    // An exchange's real earn product: rewards accrue daily, rates per year.
    name: 'Probe: crypto exchange newsletter about its earn product (rewards paid daily, APY)',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Kraken <noreply@kraken.com>',
      to: 'jamie.ford@gmail.com',
      subject: 'Earn up to 7% APY on USDC - rewards paid daily',
      date: 'Thu, 5 Jun 2025 15:00:12 +0000',
      messageId: '20250605150012.3a4b5c6d7e8f@kraken.com',
      dkim: ['kraken.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+2281931-8c1d-jamie.ford=gmail.com@em2716.kraken.com',
      relay: 'o1.ptr2716.kraken.com [149.72.123.45]',
      headers: ['List-Unsubscribe: <https://email.kraken.com/unsubscribe?u=8c1d2e3f>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          { heading: 'Put your USDC to work' },
          'Opt in to Kraken Rewards and earn up to 7% APY on USDC. Rewards accrue daily and are paid out every day to your spot wallet; you can opt out at any time.',
          'Rates are variable and not guaranteed. Rewards are not available in all jurisdictions.',
          { button: 'Opt in', href: 'https://www.kraken.com/features/earn' },
          {
            small:
              'Kraken, Payward Inc., 106 E. Lincolnway, Cheyenne, WY 82001. Crypto assets are volatile; you may lose money. [Unsubscribe](https://email.kraken.com/unsubscribe?u=8c1d2e3f).',
          },
        ],
        { preheader: 'Rewards accrue daily on eligible balances' },
      ),
    }),
  },
  {
    // A real widower, a retired rig engineer, to his pen-pal: no money, no move to another app.
    name: 'Probe: a retired widower who worked on North Sea rigs writes to his pen-pal',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Douglas McRae <dougmcrae1951@btinternet.com>',
      to: 'Ingrid Solberg <ingrid.solberg@online.no>',
      subject: 'Spring in Aberdeen',
      date: 'Sun, 13 Apr 2025 18:20:00 +0100',
      messageId: '1744564800.71823.dougmcrae1951@btinternet.com',
      dkim: ['btinternet.com:btmx2'],
      relay: 'sa-prd-fep-049.btinternet.com [213.120.69.49]',
      body: plain(
        'Dear Ingrid,\n\nThank you for your last letter and the photo of the fjord. It has been a quiet spring here. Since Margaret passed three years ago the house is very still, but the garden keeps me busy and the daffodils are out at last.\n\nYou asked about my work: I was an engineer on the offshore rigs in the North Sea for thirty-one years, two weeks on and two weeks off, before I retired in 2013. I do not miss the helicopters!\n\nMy granddaughter is teaching me to use the video calls, so perhaps one day we can talk properly. Write when you can.\n\nWith warm regards,\nDouglas',
      ),
    }),
  },
  {
    name: "Probe: a daughter shares her GoFundMe for her father's wheelchair ramp from Gmail",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Priya Natarajan <priya.natarajan88@gmail.com>',
      to: 'Book club <oakstreetbookclub@googlegroups.com>',
      subject: "A favour - Dad's ramp fundraiser",
      date: 'Fri, 23 May 2025 20:05:00 -0400',
      messageId: 'CAD4eRt6Yu8Io0Pa2Sd4Fg6Hj8Kl0Zx2Cv4Bn6@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        "Hi everyone,\n\nSome of you know Dad came home from rehab last month. Insurance will not cover the ramp to the front door, so my brother set up a GoFundMe to help with the $4,800 it costs.\n\nIf you can share it or chip in anything at all, thank you so much. And if not, no worries at all, seeing you all on Tuesday is what keeps me going.\n\n[Help build Raj's ramp](https://gofund.me/7c3a91e2)\n\nLove,\nPriya",
      ),
    }),
  },
  {
    // A button that opens the reader's mail program with the subject filled in: an RSVP.
    name: 'Probe: choir newsletter with a mailto RSVP button and a prefilled subject',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Elm Park Community Choir <elmparkchoir@gmail.com>',
      to: 'Choir members <elmparkchoir@gmail.com>',
      subject: 'Summer concert: please RSVP for the dinner',
      date: 'Mon, 2 Jun 2025 09:00:00 +0100',
      messageId: 'CAB7uYt5Re3Wq1Az9Sx7Dc5Fv3Gb1Hn9Jm7Kl5@mail.gmail.com',
      ...GMAIL,
      body: multipart(
        'alternative',
        [
          plain(
            'Dear singers,\n\nThe summer concert is on Saturday 21 June at St Mark\'s. After the concert we have booked the Red Lion for dinner (£22 a head, pay on the night).\n\nPlease RSVP by 14 June by replying to this email with "Dinner RSVP" in the subject.\n\nBest,\nJoanna (choir secretary)',
          ),
          html(
            '<div dir="ltr"><p>Dear singers,</p><p>The summer concert is on Saturday 21 June at St Mark\'s. After the concert we have booked the Red Lion for dinner (£22 a head, pay on the night).</p><p><a href="mailto:elmparkchoir@gmail.com?subject=Dinner%20RSVP%20-%2021%20June" style="background:#2e7d32;color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none">RSVP for the dinner</a></p><p>Please RSVP by 14 June.</p><p>Best,<br>Joanna (choir secretary)</p></div>',
          ),
        ],
        'gmail',
      ),
    }),
  },
  {
    // A creator tells a friend about her own copyright strike: the account alert is her news.
    name: 'Probe: a YouTuber tells a friend from Gmail that her channel got a copyright strike',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Zoe Marchetti <zoe.bakes.channel@gmail.com>',
      to: 'Leo Marchetti <leo.marchetti@gmail.com>',
      subject: 'ugh, copyright strike on the channel',
      date: 'Tue, 17 Jun 2025 22:11:03 +0200',
      messageId: 'CAE8rTy0Ui2Op4As6Df8Gh0Jk2Lz4Xc6Vb8Nm0@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Leo,\n\nThe tiramisu video got a copyright strike because of the song in the background. YouTube says if I get three strikes in 90 days the channel will be terminated, so I am not risking it.\n\nCould you make me a new backing track this weekend? I will swap it in and file a counter-notification for the old one.\n\nZ',
      ),
    }),
  },
  {
    // Salesforce Email-to-Case keeps its thread id hidden in the reply, a machine-made code.
    name: "Probe: a vendor's support reply (Salesforce case) with its hidden ref: thread id",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Northwind Support <support@northwindsoftware.com>',
      to: 'Olu Adebayo <olu.adebayo@greenlineapparel.com>',
      subject: 'Case 00412873: Export to CSV drops the last column [ ref:_00D5g0Ht2k._5005g0A9xQp:ref ]',
      date: 'Wed, 21 May 2025 16:12:00 +0000',
      messageId: 'Ab3kP000000000000000000000000000000000000000000000SWXYZ1@sfdc.net',
      dkim: ['northwindsoftware.com:sf1'],
      returnPath: 'support=northwindsoftware.com__0-abc123@9xk2m4.5g-4abcd.na224.bnc.salesforce.com',
      relay: 'smtp-sf-na224.salesforce.com [13.110.74.206]',
      body: multipart('alternative', [
        plain(
          'Hi Olu,\n\nThanks for the sample file. This is a known issue in 4.12 and is fixed in 4.12.2, released today. Please update from Settings > About and let us know if the export still drops the column.\n\nBest regards,\nDana Cho\nNorthwind Support\n\nref:_00D5g0Ht2k._5005g0A9xQp:ref',
        ),
        html(
          '<html><body><p>Hi Olu,</p><p>Thanks for the sample file. This is a known issue in 4.12 and is fixed in 4.12.2, released today. Please update from Settings &gt; About and let us know if the export still drops the column.</p><p>Best regards,<br>Dana Cho<br>Northwind Support</p><span style="display:none;color:#ffffff;font-size:1px">ref:_00D5g0Ht2k._5005g0A9xQp:ref</span></body></html>',
        ),
      ]),
    }),
  },
  {
    // Safari's "Share > Mail this page" from a self-hosted club server: unsigned, the page's long title and its hidden mobile menu.
    name: "Probe: a club secretary mails a web page from the club's own unsigned server (page title, hidden mobile menu)",
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Secretaris HV Rijnmond <secretaris@hvrijnmond.nl>',
      to: 'Leden <leden@hvrijnmond.nl>',
      subject: 'Wedstrijdschema voorjaar',
      date: 'Mon, 10 Feb 2025 20:30:00 +0100',
      messageId: '3F2A1B0C-9D8E-4F7A-B6C5-D4E3F2A1B0C9@hvrijnmond.nl',
      relay: 'mail.hvrijnmond.nl [192.0.2.80]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      headers: ['X-Mailer: Apple Mail (2.3774.500.171.1.1)'],
      body: html(
        '<html><head><title>Wedstrijdschema voorjaar 2025 – Handboogvereniging Rijnmond – competitie, indoor, 18 meter, 25 meter, jeugd, recurve, compound, barebow, trainingen en clubnieuws</title></head><body><nav><div class="mobile-menu" style="display:none"><a href="https://www.hvrijnmond.nl/">Home</a> <a href="https://www.hvrijnmond.nl/agenda">Agenda</a> <a href="https://www.hvrijnmond.nl/lid-worden">Lid worden</a> <a href="https://www.hvrijnmond.nl/contact">Contact</a></div></nav><h1>Wedstrijdschema voorjaar 2025</h1><p>Zaterdag 8 maart: 18 meter indoor, thuis tegen De Pijl.<br>Zaterdag 22 maart: uit bij Robin Hood Delft.<br>Zaterdag 5 april: clubkampioenschap.</p><p>Opgeven bij de wedstrijdsecretaris voor 1 maart.</p></body></html>',
      ),
    }),
  },
  {
    name: "Probe: imgur links to a lost-cat poster in a neighbour's plain Gmail note",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Greg Holloway <greg.holloway77@gmail.com>',
      to: 'Maple Court residents <maplecourt-residents@googlegroups.com>',
      subject: 'Lost cat - grey tabby, Maple Court',
      date: 'Sat, 7 Jun 2025 08:12:00 -0500',
      messageId: 'CAH9yUi1Op3As5Df7Gh9Jk1Lz3Xc5Vb7Nm9Qw1@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hi neighbours,\n\nOur cat Pickle got out last night. Grey tabby, green collar, very shy. Photos: https://i.imgur.com/Qx7bT2k.jpeg and https://i.imgur.com/Vn3pL8a.jpeg\n\nPlease check sheds and garages. Call me on 555-0143 if you see her.\n\nThanks,\nGreg, no. 14',
      ),
    }),
  },
  {
    // A WordPress contact form sent by PHPMailer (which writes Date and Message-ID), unsigned, a short link typed by the visitor.
    name: 'Probe: a WordPress contact-form notification (PHPMailer, unsigned) with a bit.ly link the visitor typed',
    lang: 'en',
    kind: 'transactional',
    raw: new TextEncoder().encode(
      [
        'Return-Path: <www-data@web01.rosewoodcafe.com>',
        'Received: from web01.rosewoodcafe.com (web01.rosewoodcafe.com [203.0.113.44])',
        '        by mx1.rosewoodcafe.com with ESMTP id 4a5b6c7d;',
        '        Tue, 10 Jun 2025 14:03:12 +0000',
        'Authentication-Results: mx1.rosewoodcafe.com; dkim=none (message not signed); spf=pass smtp.mailfrom=www-data@web01.rosewoodcafe.com',
        'From: WordPress <wordpress@rosewoodcafe.com>',
        'To: info@rosewoodcafe.com',
        'Reply-To: Nina Park <nina.park@gmail.com>',
        'Subject: [Rosewood Cafe] New contact form submission',
        'Date: Tue, 10 Jun 2025 14:03:10 +0000',
        'Message-ID: <Kq3b9XvT2mLp8RwZ4nYc6Ud1Fh5Gj7As0Ee9Oi@rosewoodcafe.com>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=UTF-8',
        'X-Mailer: PHPMailer 6.9.1 (https://github.com/PHPMailer/PHPMailer)',
        '',
        'Name: Nina Park',
        'Email: nina.park@gmail.com',
        'Message: Hi! We would like to book the back room for a baby shower on 5 July, about 20 people. Our menu ideas are here: https://bit.ly/3Xk9pQz . Could you send prices?',
        '',
        '--',
        'This e-mail was sent from a contact form on Rosewood Cafe (https://rosewoodcafe.com)',
        '',
      ].join('\r\n'),
    ),
  },
  {
    // A French teacher sends vocabulary lists: many unrelated words in a row.
    name: 'Probe: professeure envoie depuis Gmail une liste de vocabulaire (mots sans phrases)',
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Sophie Lambert <sophie.lambert.prof@gmail.com>',
      to: 'Parents 5eB <parents5eb@googlegroups.com>',
      subject: 'Vocabulaire anglais à réviser pour lundi',
      date: 'Thu, 15 May 2025 18:30:00 +0200',
      messageId: 'CAJ1aSd3Fg5Hj7Kl9Zx1Cv3Bn5Mq7Wr9Et1Yu3@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        "Bonjour,\n\nVoici la liste de mots à réviser pour l'interrogation de lundi (unité 6, la maison et la cuisine) :\n\nkitchen sink kettle cupboard drawer fridge freezer oven stove spoon fork knife plate bowl mug glass jug tray napkin towel bucket broom mop sponge shelf ladder attic cellar garden hedge fence gate path roof chimney window curtain blanket pillow sheet mattress wardrobe mirror\n\nMerci de les faire réviser à voix haute.\n\nBonne soirée,\nMme Lambert",
      ),
    }),
  },
  {
    // A pharmacy's own refill notice names the medicine.
    name: 'Probe: online pharmacy tells a patient her prescription refill (sildenafil) has shipped',
    lang: 'en',
    kind: 'transactional',
    todo: 'spam/low on content_spam_offer alone: the en lexicon phrase "sildenafil … tablets" (older than this round) reads a pharmacy\'s own dispatch notice as a pill offer. No safe guard found in this round: spam pharmacies also sign their own domains and name the drug and its tablets; a guard would need the order/prescription context (order number, pharmacist, registration).',
    raw: mail({
      from: 'Cedar Pharmacy <orders@cedarpharmacy.co.uk>',
      to: 'J. Whitfield <j.whitfield@outlook.com>',
      subject: 'Your repeat prescription has been dispatched',
      date: 'Wed, 11 Jun 2025 07:45:00 +0100',
      messageId: '20250611074500.9f8e7d6c@cedarpharmacy.co.uk',
      dkim: ['cedarpharmacy.co.uk:k1'],
      relay: 'mta-21.cedarpharmacy.co.uk [198.51.100.21]',
      body: document([
        { heading: 'Your order is on its way' },
        {
          rows: [
            ['Order', 'CP-448213'],
            ['Item', 'Sildenafil 50 mg tablets x 8 (prescription)'],
            ['Delivery', 'Royal Mail Tracked 24, discreet packaging'],
          ],
        },
        'Your prescription was approved by our pharmacist and dispatched this morning. [Track your parcel](https://www.cedarpharmacy.co.uk/account/orders/CP-448213).',
        { small: 'Cedar Pharmacy Ltd, GPhC registration 9012345, 12 Cedar Road, Norwich NR2 3AB.' },
      ]),
    }),
  },
  {
    // A wedding invite sent from Gmail with an .ics, the couple's website and "RSVP".
    name: 'Probe: a couple sends their wedding invitation from Gmail with an .ics and the RSVP website',
    lang: 'nl',
    kind: 'personal',
    raw: (() => {
      const event = ics([
        'UID:bruiloft-sanne-joost-20250830@gmail.com',
        'DTSTART:20250830T120000Z',
        'DTEND:20250830T220000Z',
        'DTSTAMP:20250501T100000Z',
        'ORGANIZER;CN=Sanne de Wit:mailto:sanne.dewit91@gmail.com',
        'SUMMARY:Bruiloft Sanne & Joost',
        'LOCATION:Hoeve de Linde, Lindelaan 3, Bunnik',
        'DESCRIPTION:Laat ons via onze website weten of je komt (log in met de code op de kaart): https://www.sanneenjoost.nl/rsvp',
      ]);
      return mail({
        from: 'Sanne de Wit <sanne.dewit91@gmail.com>',
        to: 'Tante Els <els.vandam@ziggo.nl>',
        subject: 'Uitnodiging: onze bruiloft op 30 augustus',
        date: 'Thu, 1 May 2025 10:00:00 +0200',
        messageId: 'CAK3dFg5Hj7Kl9Zx1Cv3Bn5Mq7Wr9Et1Yu3Io5@mail.gmail.com',
        ...GMAIL,
        body: multipart(
          'mixed',
          [
            gmailBody(
              'Lieve tante Els,\n\nWe gaan trouwen! Hierbij de uitnodiging voor 30 augustus in Bunnik. Wil je via onze website laten weten of je komt? De code staat op de kaart die je per post krijgt.\n\nLiefs,\nSanne en Joost',
            ),
            attachment('bruiloft.ics', 'text/calendar', event),
          ],
          'gmail',
        ),
      });
    })(),
  },
  {
    // A Marktplaats buyer from Hotmail pays with a Tikkie payment request link.
    name: 'Probe: verkoper op Marktplaats stuurt vanaf Hotmail een Tikkie-betaalverzoek voor de fiets',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Joost Bakker <joostbakker_82@hotmail.com>',
      to: 'Eva Smit <eva.smit@kpnmail.nl>',
      subject: 'Re: Gazelle damesfiets',
      date: 'Sat, 19 Apr 2025 11:22:00 +0200',
      messageId: 'AS8P189MB1234C1D2E3F4A5B6@AS8P189MB1234.EURP189.PROD.OUTLOOK.COM',
      dkim: ['hotmail.com:selector1'],
      relay: 'EUR03-AM7-obe.outbound.protection.outlook.com [40.92.58.14]',
      headers: ['In-Reply-To: <b1c2d3e4f5@kpnmail.nl>'],
      body: plain(
        'Hoi Eva,\n\nPrima, 180 euro is goed. Hier is het Tikkie voor de aanbetaling van 30 euro, dan houd ik hem voor je vast tot zondag: https://tikkie.me/pay/Bakker/7Kq2mXv9Lp\n\nDe rest mag contant bij ophalen. Adres: Zonnebloemstraat 12, Utrecht.\n\nGroet,\nJoost',
      ),
    }),
  },
  {
    // A mail client's own reconnect notice, linking Google's consent page with the Gmail scope it needs.
    name: 'Probe: un client de messagerie demande de reconnecter le compte Gmail (page de consentement Google, accès complet au courrier)',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Spark <no-reply@readdle.com>',
      to: 'Camille Roux <camille.roux@gmail.com>',
      subject: 'Reconnectez votre compte Gmail à Spark',
      date: 'Mon, 26 May 2025 08:05:00 +0000',
      messageId: '20250526080500.4c5d6e7f@readdle.com',
      dkim: ['readdle.com:s1'],
      relay: 'o2.email.readdle.com [167.89.10.22]',
      body: document(
        [
          { heading: 'Votre compte Gmail doit être reconnecté' },
          "Google a révoqué l'autorisation de Spark pour camille.roux@gmail.com après le changement de votre mot de passe. Pour continuer à recevoir vos e-mails dans Spark, autorisez à nouveau l'accès.",
          {
            button: 'Reconnecter le compte',
            href: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=873641229341-spark.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fauth.readdle.com%2Fgoogle%2Fcallback&response_type=code&scope=https%3A%2F%2Fmail.google.com%2F%20email%20profile&access_type=offline&prompt=consent',
          },
          "Vous pouvez aussi le faire depuis l'application : Paramètres > Comptes.",
          { small: 'Readdle Inc., Spark. Vous recevez ce message car un compte est connecté à Spark.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // Outlook forward of a genuine Apple receipt, nothing typed above it.
    name: "Probe: husband forwards the Apple receipt to his wife with nothing above Outlook's line",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Mark Ellis <mark.ellis@outlook.com>',
      to: 'Jenny Ellis <jenny.ellis@gmail.com>',
      subject: 'FW: Your receipt from Apple.',
      date: 'Mon, 2 Jun 2025 20:15:00 +0100',
      messageId: 'PAXP189MB2345D1E2F3A4B5C6@PAXP189MB2345.EURP189.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: plain(
        '\n________________________________\nFrom: Apple <no_reply@email.apple.com>\nSent: 02 June 2025 18:03\nTo: mark.ellis@outlook.com\nSubject: Your receipt from Apple.\n\nReceipt\nApple Account: mark.ellis@outlook.com\nDate: 2 Jun 2025\nOrder ID: MT9X2K7QLP\nDocument No.: 128839201774\n\niCloud+ with 200 GB storage (Monthly) £2.99\nRenews 2 Jul 2025\n\nTotal £2.99\n\nIf you did not make this purchase or believe it was made in error, visit reportaproblem.apple.com.\n\nManage subscriptions: https://apps.apple.com/account/subscriptions',
      ),
    }),
  },
  {
    // A student job: daily pay, from an association's free mailbox.
    name: 'Probe: une association cherche des animateurs de colonie, 60 € par jour, depuis Orange',
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Les Colos du Vercors <coloduvercors@orange.fr>',
      to: 'Théo Garnier <theo.garnier@laposte.net>',
      subject: 'Animateur BAFA cet été ? 60 € par jour, logé nourri',
      date: 'Tue, 22 Apr 2025 14:00:00 +0200',
      messageId: '1745323200.8812.coloduvercors@orange.fr',
      dkim: ['orange.fr:t20230301'],
      relay: 'smtp-out.orange.fr [80.12.242.130]',
      body: plain(
        "Bonjour Théo,\n\nTu as travaillé avec nous l'été dernier et nous serions ravis de te revoir. Nous cherchons des animateurs BAFA pour les séjours du 7 au 27 juillet à Villard-de-Lans.\n\nRémunération : 60 € brut par jour, logé et nourri, contrat d'engagement éducatif.\n\nSi tu es intéressé, réponds simplement à ce mail avec tes dates de disponibilité.\n\nÀ bientôt,\nAnne-Laure, directrice des séjours",
      ),
    }),
  },
];
