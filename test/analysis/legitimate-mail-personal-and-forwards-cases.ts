// Personal mail and forwards: friends, family and colleagues writing from their own
// mailboxes, forwarding, replying, attaching.
// Every message is hand-written for this suite (none comes from a corpus); brand mail uses the
// brand's real sending domains. Cases marked `heldOut` are the genuine counterparts of the blind
// batches: the model never trains on them (scripts/export-case-mail.ts).

import { JPEG, textPdf } from './formats-builders.ts';
import { attachment, document, type Entity, GMAIL, gmailBody, HOTMAIL_BRA, html, ics, inlineImage, mail, multipart, plain } from './mail-builder.ts';
import type { LegitimateCase } from './mail-case.ts';

const SIGNATURE = [
  '-----BEGIN PGP SIGNATURE-----',
  '',
  'iQEzBAEBCAAdFiEEk3Hc8Z1qfXl0Yh2m7nR4s5vW9pAFAmZx0sIACgkQ7nR4s5vW',
  '9pDk3AgAjQ2c1xR8Ymv2wq0Lr4nJ6tH5sK9dF3pW1bQ7eZ2uC8yN0mV4xA6gT3hB',
  '=Qx9z',
  '-----END PGP SIGNATURE-----',
];

/** A PGP/MIME message (RFC 3156): the signed text, then the detached signature in its own part. */
function pgpMime(text: string): Entity {
  const mark = 'pgp-sig-3b9f1e';
  return {
    headers: [`Content-Type: multipart/signed; micalg=pgp-sha256; protocol="application/pgp-signature"; boundary="${mark}"`],
    body: [
      `--${mark}`,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 7bit',
      '',
      text,
      '',
      `--${mark}`,
      'Content-Type: application/pgp-signature; name="signature.asc"',
      'Content-Description: OpenPGP digital signature',
      'Content-Disposition: attachment; filename="signature.asc"',
      '',
      ...SIGNATURE,
      '',
      `--${mark}--`,
      '',
    ].join('\r\n'),
  };
}

const ICLOUD = { dkim: ['icloud.com:1a1hai'], relay: 'qs51p00im-qukt01072701.me.com [17.57.155.12]' } as const;

const OUTLOOK_AM0 = { dkim: ['outlook.com:selector1'], relay: 'EUR02-AM0-obe.outbound.protection.outlook.com [40.92.49.18]' } as const;

const GMX = { dkim: ['gmx.de:s1'], relay: 'mout.gmx.net [212.227.17.21]' } as const;

export const PERSONAL_AND_FORWARDS_CASES: readonly LegitimateCase[] = [
  {
    name: 'Forwarded airline booking (quoting the airline’s real address)',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Mark Jensen <mark.jensen78@gmail.com>',
      to: 'Anna Jensen <anna.jensen@outlook.com>',
      subject: 'Fwd: Your booking confirmation - Reference QX7T2M',
      date: 'Mon, 14 Jul 2025 22:04:31 +0200',
      messageId: 'CAF7qR2m+9xKc8bLp3vZ1nD0wQ4eT6yU5iO2aS8dG1hJ3kL5mN@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Flights for August, so you have them too. Seats 14A and 14B.',
          '',
          '---------- Forwarded message ---------',
          'From: British Airways <BA@contact.ba.com>',
          'Date: Mon, 14 Jul 2025 at 21:47',
          'Subject: Your booking confirmation - Reference QX7T2M',
          'To: <mark.jensen78@gmail.com>',
          '',
          'Dear Mr Jensen,',
          'Thank you for booking with British Airways. Your booking reference is QX7T2M.',
          'London Heathrow (LHR) to Copenhagen (CPH), BA0810, Saturday 9 August 2025, departs 07:25, arrives 10:20.',
          'Copenhagen (CPH) to London Heathrow (LHR), BA0813, Sunday 17 August 2025, departs 11:10, arrives 12:15.',
          'Passengers: Mr Mark Jensen, Mrs Anna Jensen.',
          'Manage your booking at [ba.com/managemybooking](https://www.britishairways.com/travel/managebooking/public/en_gb).',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Forwarded note from a colleague with a short comment',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Rebecca Hall <rebecca.hall@greenhollow.org>',
      to: 'David Osei <david.osei@greenhollow.org>',
      subject: 'Fwd: Venue options for the volunteer day',
      date: 'Wed, 5 Feb 2025 10:18:44 +0000',
      messageId: 'DB9PR02MB7345B8C1E2A94F7D3C6A5E21B4D9A@DB9PR02MB7345.eurprd02.prod.outlook.com',
      dkim: ['greenhollow.org:selector1'],
      relay: 'EUR05-DB8-obe.outbound.protection.outlook.com [40.107.20.98]',
      headers: [
        'Thread-Topic: Venue options for the volunteer day',
        'Thread-Index: AdtXb3kP7q2m9xLcR1vZ8nD0wQ4eTg==',
        'X-MS-Has-Attach:',
        'Content-Language: en-GB',
      ],
      body: document([
        'Hi David, see James’s shortlist below. I prefer the community hall; could you check if they have parking?',
        'Thanks, Rebecca',
        '________________________________',
        'From: James Whitaker <james.whitaker@greenhollow.org>',
        'Sent: 04 February 2025 17:02',
        'To: Rebecca Hall <rebecca.hall@greenhollow.org>',
        'Subject: Venue options for the volunteer day',
        'Hi Rebecca, three options for 22 March: St Anne’s community hall (£180, 60 people), the scout hut on Park Road (£90, 35 people), and the library meeting room (free, 25 people). Let me know which one and I’ll book it. James',
      ]),
    }),
  },

  {
    name: 'Reply in a thread, with the quoted message (Outlook / Microsoft 365)',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Daniel Moore <d.moore@harbourfreight-logistics.com>',
      to: 'Claire Bennett <c.bennett@harbourfreight-logistics.com>',
      cc: 'Finance Team <finance@harbourfreight-logistics.com>',
      subject: 'RE: Q3 budget figures',
      date: 'Thu, 17 Oct 2024 14:26:09 +0000',
      messageId: 'AM9PR04MB8410F1E5D2C3B4A59687A4C1D8E2A@AM9PR04MB8410.eurprd04.prod.outlook.com',
      dkim: ['harbourfreight-logistics.com:selector1'],
      relay: 'EUR02-AM0-obe.outbound.protection.outlook.com [40.107.22.72]',
      headers: [
        'In-Reply-To: <AM9PR04MB8410C3A1B2D4E5F60718A2B3C4D5E@AM9PR04MB8410.eurprd04.prod.outlook.com>',
        'References: <AM9PR04MB8410C3A1B2D4E5F60718A2B3C4D5E@AM9PR04MB8410.eurprd04.prod.outlook.com>',
        'Thread-Topic: Q3 budget figures',
        'Thread-Index: AdsgF0mK3q2b9xLcR1vZ8nD0wQ4eTgAAx7Yw',
        'Content-Language: en-US',
      ],
      body: plain(
        [
          'Hi Claire,',
          '',
          'Thanks, the numbers look right to me. The only change is fuel: we ended the quarter at 412k, not 398k, because of the extra Rotterdam runs in September. I have updated the sheet on SharePoint.',
          '',
          'Best,',
          'Daniel',
          '',
          'From: Claire Bennett <c.bennett@harbourfreight-logistics.com>',
          'Sent: Thursday, October 17, 2024 11:02 AM',
          'To: Daniel Moore <d.moore@harbourfreight-logistics.com>',
          'Cc: Finance Team <finance@harbourfreight-logistics.com>',
          'Subject: Q3 budget figures',
          '',
          'Hi Daniel,',
          '',
          'Could you check the Q3 figures before I send them to the board on Monday? Mainly the transport lines.',
          '',
          'Thanks,',
          'Claire',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Photo from an iPhone: empty body, IMG_1234.JPG',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Jake Turner <jake.turner92@icloud.com>',
      to: 'Mum <susan.turner@btinternet.com>',
      subject: 'Photo',
      date: 'Sat, 22 Mar 2025 16:48:03 +0000',
      messageId: 'B7E4C2A1-9F3D-4E8B-A6C5-1D2E3F4A5B6C@icloud.com',
      dkim: ['icloud.com:1a1hai'],
      relay: 'qs51p00im-qukt01080502.me.com [17.57.155.15]',
      headers: ['X-Mailer: iPhone Mail (22D82)'],
      body: multipart('mixed', [plain(''), attachment('IMG_1234.JPG', 'image/jpeg', JPEG, true)], 'apple'),
    }),
  },

  {
    name: 'Freelancer’s invoice PDF sent from Gmail',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Maya Lindgren <maya.lindgren.illustration@gmail.com>',
      to: 'Alex Rivera <alex.rivera@fieldline-studio.co.uk>',
      subject: 'Invoice 2025-014 – book cover illustrations',
      date: 'Mon, 31 Mar 2025 17:12:40 +0100',
      messageId: 'CAK4nP6q8R0s2T4u6V8w0X2y4Z6a8B0c2D4e6F8g0H2i4J6k@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: multipart(
        'mixed',
        [
          gmailBody(
            'Hi Alex,\n\nAttached is my invoice for the three cover illustrations, as agreed. Payment terms are 30 days as usual.\n\nThanks again, it was a lovely project.\n\nMaya',
          ),
          attachment(
            'Invoice_2025-014_Lindgren.pdf',
            'application/pdf',
            textPdf([
              'INVOICE 2025-014',
              'Maya Lindgren Illustration',
              'Client: Fieldline Studio',
              '3 book cover illustrations  GBP 1,350.00',
              'Due: 30 April 2025',
            ]),
          ),
        ],
        'gmail',
      ),
    }),
  },

  {
    name: 'Mensaje reenviado: billete de Renfe',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Pablo Serrano <pablo.serrano.g@gmail.com>',
      to: 'Marta Serrano <marta.serrano@outlook.es>',
      subject: 'Fwd: Confirmación de compra - Localizador K7Q2XP',
      date: 'Thu, 27 Feb 2025 18:22:10 +0100',
      messageId: 'CAM5pQ7r9S1t3U5v7W9x1Y3z5A7b9C1d3E5f7G9h1I3j5K7l@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Te reenvío los billetes del viernes, por si acaso. Vamos en el coche 5.',
          '',
          '---------- Forwarded message ---------',
          'De: Renfe <venta@renfe.es>',
          'Date: jue, 27 feb 2025 a las 18:05',
          'Subject: Confirmación de compra - Localizador K7Q2XP',
          'To: <pablo.serrano.g@gmail.com>',
          '',
          'Gracias por viajar con Renfe.',
          'Localizador: K7Q2XP',
          'Madrid Puerta de Atocha – Valencia Joaquín Sorolla, viernes 7 de marzo de 2025, salida 09:30, llegada 11:21. Coche 5, plazas 7A y 7B.',
          'Puedes consultar y cambiar tu viaje en [renfe.com](https://www.renfe.com/es/es/viajar/informacion-util/mis-viajes).',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Foto do celular: "Enviado do meu iPhone"',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Beatriz Costa <bia.costa@gmail.com>',
      to: 'Ana Souza <ana.souza.rj@gmail.com>',
      subject: 'Olha isso',
      date: 'Sat, 5 Apr 2025 17:02:48 -0300',
      messageId: '3F2A1B0C-8D7E-4F6A-9B5C-2D1E0F9A8B7C@gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      headers: ['X-Mailer: iPhone Mail (22E240)'],
      body: multipart('mixed', [plain('\n\nEnviado do meu iPhone'), attachment('IMG_4827.JPG', 'image/jpeg', JPEG, true)], 'apple'),
    }),
  },

  {
    name: 'Resposta de um colega numa conversa (PT-PT)',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Inês Carvalho <ines.carvalho@azulejo-arquitetos.pt>',
      to: 'Miguel Santos <miguel.santos@azulejo-arquitetos.pt>',
      subject: 'RE: Reunião com a câmara sobre o projeto de Alfama',
      date: 'Wed, 14 May 2025 16:05:40 +0100',
      messageId: 'VI1PR08MB5321D4E5F6A7B8C9D0E1F2A3B4C5D@VI1PR08MB5321.eurprd08.prod.outlook.com',
      dkim: ['azulejo-arquitetos.pt:selector1'],
      relay: 'EUR04-VI1-obe.outbound.protection.outlook.com [40.107.8.70]',
      headers: [
        'In-Reply-To: <VI1PR08MB53218A7B6C5D4E3F2A1B0C9D8E7F6@VI1PR08MB5321.eurprd08.prod.outlook.com>',
        'References: <VI1PR08MB53218A7B6C5D4E3F2A1B0C9D8E7F6@VI1PR08MB5321.eurprd08.prod.outlook.com>',
        'Thread-Topic: Reunião com a câmara sobre o projeto de Alfama',
        'Content-Language: pt-PT',
      ],
      body: plain(
        [
          'Olá Miguel,',
          '',
          'Quinta às 10h dá-me jeito. Levo as plantas revistas e as fotografias da fachada.',
          '',
          'Obrigada,',
          'Inês',
          '',
          'De: Miguel Santos <miguel.santos@azulejo-arquitetos.pt>',
          'Enviada: quarta-feira, 14 de maio de 2025 14:31',
          'Para: Inês Carvalho <ines.carvalho@azulejo-arquitetos.pt>',
          'Assunto: Reunião com a câmara sobre o projeto de Alfama',
          '',
          'Inês, a câmara propôs quinta às 10h ou sexta às 15h. Qual preferes?',
          'Miguel',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Antwort mit Angebot als PDF von einem Handwerksbetrieb',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Schreinerei Wagner <info@schreinerei-wagner.de>',
      to: 'Thomas Becker <thomas.becker@t-online.de>',
      subject: 'AW: Anfrage Einbauschrank Dachgeschoss',
      date: 'Wed, 19 Mar 2025 17:44:21 +0100',
      messageId: '4d7e9a2b-3c1f-4e8a-b6d5-0f1e2a3b4c5d@schreinerei-wagner.de',
      dkim: ['schreinerei-wagner.de:dkim'],
      relay: 'mout.kundenserver.de [212.227.126.131]',
      headers: ['In-Reply-To: <1a2b3c4d5e6f7a8b9c0d@t-online.de>', 'References: <1a2b3c4d5e6f7a8b9c0d@t-online.de>', 'User-Agent: Mozilla Thunderbird'],
      body: multipart('mixed', [
        plain(
          [
            'Sehr geehrter Herr Becker,',
            '',
            'vielen Dank für Ihre Anfrage. Anbei unser Angebot für den Einbauschrank unter der Dachschräge, wie am Montag vor Ort besprochen. Das Angebot gilt 30 Tage.',
            '',
            'Mit freundlichen Grüßen',
            'Stefan Wagner',
            'Schreinerei Wagner, Lindenstraße 8, 53721 Siegburg, Tel. 02241 123456',
            '',
            'Am 17.03.2025 um 20:11 schrieb Thomas Becker:',
            '> Guten Abend Herr Wagner, könnten Sie mir ein Angebot für den Schrank schicken?',
          ].join('\n'),
        ),
        attachment(
          'Angebot_2025-037_Becker.pdf',
          'application/pdf',
          textPdf(['Schreinerei Wagner', 'Angebot Nr. 2025-037', 'Einbauschrank Dachgeschoss, Eiche geoelt', 'Summe netto 3.480,00 EUR', 'zzgl. 19% MwSt.']),
        ),
      ]),
    }),
  },

  {
    name: 'TR : devis transféré par un collègue (Outlook en français)',
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Nicolas Girard <n.girard@atelier-rhone.fr>',
      to: 'Sophie Laurent <s.laurent@atelier-rhone.fr>',
      subject: 'TR: Devis rénovation cuisine – chantier Croix-Rousse',
      date: 'Thu, 10 Apr 2025 09:51:16 +0200',
      messageId: 'PR3P195MB0712C8D9E0F1A2B3C4D5E6F7A8B9C@PR3P195MB0712.EURP195.PROD.OUTLOOK.COM',
      dkim: ['atelier-rhone.fr:selector1'],
      relay: 'EUR03-PR3-obe.outbound.protection.outlook.com [40.107.130.41]',
      headers: ['Thread-Topic: Devis rénovation cuisine – chantier Croix-Rousse', 'Content-Language: fr-FR'],
      body: plain(
        [
          'Sophie,',
          '',
          'Pour info, le devis du plombier pour la Croix-Rousse. Tu peux le comparer avec celui de la semaine dernière ?',
          '',
          'Nicolas',
          '',
          'De : Marc Petit <contact@petit-plomberie.fr>',
          'Envoyé : mercredi 9 avril 2025 18:30',
          'À : Nicolas Girard <n.girard@atelier-rhone.fr>',
          'Objet : Devis rénovation cuisine – chantier Croix-Rousse',
          '',
          'Bonjour Monsieur Girard,',
          'Suite à notre visite, je vous confirme notre devis : dépose de l’ancienne évier, nouvelles arrivées d’eau et raccordement du lave-vaisselle, 1 240 € TTC. Intervention possible à partir du 22 avril.',
          'Cordialement,',
          'Marc Petit',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Doorgestuurd bericht van een collega met offerte (Gmail, NL)',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Lotte Bakker <lotte.bakker@gmail.com>',
      to: 'Sanne de Vries <sanne.devries@ziggo.nl>',
      subject: 'Fwd: Offerte zonnepanelen',
      date: 'Sat, 15 Mar 2025 11:20:05 +0100',
      messageId: 'CAN7qR9s1T3u5V7w9X1y3Z5a7B9c1D3e5F7g9H1i3J5k7L9m@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Dit is de offerte die wij vorig jaar kregen, ter vergelijking. Wij zijn er erg tevreden over.',
          '',
          '---------- Forwarded message ---------',
          'Van: Jeroen Smit <jeroen@zonnigdak.nl>',
          'Date: di 9 apr 2024 om 14:12',
          'Subject: Offerte zonnepanelen',
          'To: <lotte.bakker@gmail.com>',
          '',
          'Beste Lotte,',
          'Zoals besproken: 10 panelen van 430 Wp met omvormer, inclusief montage, voor € 5.450 incl. btw. De offerte is 30 dagen geldig.',
          'Met vriendelijke groet,',
          'Jeroen Smit, Zonnig Dak',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Kollege: Folien an die anderen Teilnehmer verschickt',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Prof. Dr. Miriam Vogt <miriam.vogt@uni-heidelberg.de>',
      to: 'Lukas Brandt <lukas.brandt@uni-heidelberg.de>',
      subject: 'Workshop am Freitag',
      date: 'Thu, 13 Nov 2025 16:40:22 +0100',
      messageId: '5f1c2a3b-8d7e-4c6b-9a0f-1e2d3c4b5a69@uni-heidelberg.de',
      dkim: ['uni-heidelberg.de:s2025'],
      relay: 'relay.uni-heidelberg.de [129.206.100.20]',
      body: plain(
        [
          'Hallo Lukas,',
          '',
          'ich habe die Folien heute an die anderen Teilnehmer verschickt, du bekommst sie im Anhang der nächsten Mail. Wir treffen uns am Freitag um 10 Uhr im Raum 214.',
          '',
          'Viele Grüße',
          'Miriam',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Advogado: tentamos entrar em contato sobre o prêmio do seguro',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Dr. Ricardo Almeida <ricardo@almeidaadvogados.com.br>',
      to: 'Fernanda Costa <fernanda.costa@gmail.com>',
      subject: 'Seguro do imóvel',
      date: 'Fri, 14 Nov 2025 11:05:00 -0300',
      messageId: 'CAB7x9kQ2mN4pR6sT8vW0yZ2aB4cD6eF8gH0iJ2kL4mN6pQ8@mail.gmail.com',
      dkim: ['almeidaadvogados.com.br:google'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: plain(
        [
          'Olá, Fernanda,',
          '',
          'Tentamos entrar em contato ontem por telefone sobre o prêmio do seguro do imóvel: a seguradora aceitou reduzir o valor anual. Pode me ligar quando puder?',
          '',
          'Abraço,',
          'Ricardo Almeida',
          'Almeida Advogados',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Developer asks about a Win32 API call from Gmail',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Piotr Nowak <piotr.nowak.dev@gmail.com>',
      to: 'Alex Martin <alex@codeweavers.com>',
      subject: 'RegOpenKeyExW returns 2 under Wine 9.0',
      date: 'Tue, 4 Mar 2025 10:12:00 +0100',
      messageId: 'CAF3kq9x2pWine90=Q@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hi Alex,',
          '',
          'in our installer RegOpenKeyExW on HKLM\\Software\\Foo returns ERROR_FILE_NOT_FOUND under Wine 9.0, but the same call works on Windows 11. Is the WOW64 redirection different?',
          '',
          'Thanks,',
          'Piotr',
        ].join('\n'),
      ),
    }),
  },

  {
    // Protein sequences are written in one-letter amino-acid codes, upper case, often pasted into mail.
    name: 'Researcher sends a protein sequence from Gmail',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Lena Fischer <lena.fischer.bio@gmail.com>',
      to: 'Tom Bakker <t.bakker@uu.nl>',
      subject: 'construct for the expression test',
      date: 'Wed, 12 Feb 2025 15:31:08 +0100',
      messageId: 'CAF3kq9x2pProtSeq1@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hi Tom,',
          '',
          'here is the sequence of the truncated construct we want to express (residues 1-120):',
          '',
          '>construct_T1',
          'MKTAYIAKQRQISFVKSHFSRQLEERLGLIEVQAPILSRVGDGTQDNLSGAEKAVQVKVKALPDAQFEVVHSLAKWKRQTLGQHDFSAGEGLYTHMKALRPDEDRLSPLHSVYVDQWDWERVMGDGERQFSTLK',
          '',
          'Could you order the codon-optimised gene with the His tag at the N-terminus?',
          '',
          'Lena',
        ].join('\n'),
      ),
    }),
  },

  {
    // Supabase project references are 20 random lower-case letters, quoted as bare host names.
    name: 'Web agency asks a client to add a DNS record for a Supabase host (unsigned)',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Marco Rossi <marco@studio-rossi.it>',
      to: 'Dev <dev@client-shop.nl>',
      subject: 'DNS record for the API',
      date: 'Thu, 20 Mar 2025 11:05:40 +0100',
      messageId: '8d1e2f3a-4b5c-6d7e-8f90-a1b2c3d4e5f6@studio-rossi.it',
      relay: 'smtp.studio-rossi.it [203.0.113.9]',
      body: plain(
        [
          'Hi,',
          '',
          'please add a CNAME record for api.client-shop.nl pointing to ynxqvxdbfjsmhnpxzkqw.supabase.co and tell me when it is done, then I switch the app over.',
          '',
          'Marco',
        ].join('\n'),
      ),
    }),
  },

  {
    // T-Online does not sign its customers' mail; grandparents send photos to the family Bcc'd.
    name: 'Grandfather sends birthday photos to the family, Bcc, from T-Online',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Gerhard Braun <gerhard.braun@t-online.de>',
      to: 'undisclosed-recipients:;',
      subject: 'Fotos vom Geburtstag',
      date: 'Sun, 9 Mar 2025 18:02:00 +0100',
      messageId: '1a2b3c4d-5e6f-4a1b-9c8d-7e6f5a4b3c2d@t-online.de',
      relay: 'mailout11.t-online.de [194.25.134.85]',
      body: multipart('mixed', [
        plain('Hallo zusammen, hier die Fotos. Gruß Opa'),
        attachment('IMG_4412.jpg', 'image/jpeg', JPEG),
        attachment('IMG_4413.jpg', 'image/jpeg', JPEG),
      ]),
    }),
  },

  {
    // Authorised resellers and repair shops in Brazil often trade from a Gmail mailbox under the brand's name.
    name: 'Gmail reseller named after the brand tells a customer the order shipped',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Samsung Store Recife <samsungstorerecife@gmail.com>',
      to: 'Rui Almeida <rui.almeida@gmail.com>',
      subject: 'Seu pedido foi enviado',
      date: 'Mon, 10 Nov 2025 16:20:05 -0300',
      messageId: 'CAF3kq9samsungRec1@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Olá Rui,',
          '',
          'seu pedido 1042 (Galaxy A55) foi enviado pelos Correios. Código de rastreio: AA123456789BR.',
          'Se não houver ninguém em casa, o carteiro deixa um aviso e o objeto fica na agência.',
          '',
          'Samsung Store Recife',
        ].join('\n'),
      ),
    }),
  },

  {
    // DHL Paketshops are kiosks and shops; many write to customers from a Gmail mailbox.
    name: 'DHL Paketshop kiosk tells a customer his parcel waits for pickup (Gmail)',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'DHL Paketshop Kiosk Yilmaz <kiosk.yilmaz.essen@gmail.com>',
      to: 'Jonas Weber <jonas.weber@web.de>',
      subject: 'Ihr Paket liegt bei uns',
      date: 'Mon, 10 Nov 2025 16:20:05 +0100',
      messageId: 'CAF3kq9dhlKiosk@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hallo Herr Weber,',
          '',
          'der Fahrer konnte Ihr Paket nicht zustellen, weil niemand anwesend war. Es liegt jetzt bei uns im Kiosk, Rüttenscheider Str. 12, und kann bis Samstag abgeholt werden. Bitte den Ausweis mitbringen.',
          '',
          'Kiosk Yilmaz',
        ].join('\n'),
      ),
    }),
  },
  {
    // A law firm forwards a court's process update to its client: it names the court, tells of a
    // "movimentação" and points to the court's own site, from the firm's signed domain.
    name: 'Law firm tells a client the court moved her case (names the Tribunal de Justiça)',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Dra. Helena Prado <helena.prado@pradoemoraes.adv.br>',
      to: 'Marina Teixeira <marina.teixeira@gmail.com>',
      subject: 'Seu processo trabalhista: nova movimentação',
      date: 'Wed, 12 Mar 2025 10:05:18 -0300',
      messageId: '20250312130518.7f3a9c1d@pradoemoraes.adv.br',
      dkim: ['pradoemoraes.adv.br:default'],
      relay: 'smtp.pradoemoraes.adv.br [177.70.12.40]',
      body: plain(
        [
          'Olá, Marina,',
          '',
          'Informamos que o seu processo no Tribunal de Justiça de São Paulo sofreu movimentação ontem: o juiz marcou a audiência de conciliação para 8 de abril, às 14h.',
          'Se quiser, você pode consultar o processo no site do tribunal (esaj.tjsp.jus.br) com o número que lhe enviei em fevereiro. Não é preciso fazer nada por enquanto; na semana anterior à audiência eu ligo para combinarmos os detalhes.',
          '',
          'Um abraço,',
          'Helena Prado',
          'Prado & Moraes Advogados',
        ].join('\n'),
      ),
    }),
  },
  {
    // The company's mail gateway rewrites From from the directory as "Last, First" without the
    // quotes RFC 5322 wants: the parser sees two mailboxes, the first without an address.
    name: 'Supplier quote from a colleague whose From has an unquoted comma',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Whitfield, Karen <karen.whitfield@harbourlinefreight.com>',
      fromField: 'Whitfield, Karen <karen.whitfield@harbourlinefreight.com>',
      to: 'Marcus Oyelaran <marcus@oyelaran-joinery.co.uk>',
      subject: 'RE: Quote for the March container (Felixstowe → Lagos)',
      date: 'Tue, 18 Feb 2025 10:14:52 +0000',
      messageId: 'LO2P265MB5129A8D3E1F7C2B94D1E5F60A1B2C@LO2P265MB5129.GBRP265.PROD.OUTLOOK.COM',
      dkim: ['harbourlinefreight.com:selector1'],
      relay: 'mail-lo2gbr01on2112.outbound.protection.outlook.com [40.107.10.112]',
      headers: [
        'In-Reply-To: <CWLP123MB4410B2C3D4E5F6A7B8C9D0E1F2A3@CWLP123MB4410.GBRP123.PROD.OUTLOOK.COM>',
        'References: <CWLP123MB4410B2C3D4E5F6A7B8C9D0E1F2A3@CWLP123MB4410.GBRP123.PROD.OUTLOOK.COM>',
        'Thread-Topic: Quote for the March container (Felixstowe → Lagos)',
        'Thread-Index: AQHbgW1xk2Lq8Z0vQ0eS3c4d5e6f7g==',
        'X-MS-Has-Attach: yes',
      ],
      body: multipart('mixed', [
        plain(
          'Hi Marcus,\n\nPlease find the revised quote attached. The sailing on 14 March still has space; I can hold the slot until Friday if you confirm by then.\n\nThe price includes the customs entry at Lagos but not the port storage, which runs from day five.\n\nKind regards,\nKaren Whitfield\nSenior Account Manager | Harbourline Freight Ltd\n+44 1394 604 218',
        ),
        attachment(
          'Quote HLF-25-0318 Oyelaran Joinery.pdf',
          'application/pdf',
          textPdf(['Harbourline Freight Ltd', 'Quote HLF-25-0318', '1 x 40ft HC Felixstowe - Lagos (Apapa)', 'Total GBP 3,480.00']),
        ),
      ]),
    }),
  },

  {
    // The practice-management software writes "Apellidos, Nombre" as two encoded words split by a bare comma.
    name: 'Factura de una gestoría cuyo From lleva una coma sin comillas',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'García Ortega, Lucía <lucia.garcia@asesoriaortega.es>',
      fromField: '=?UTF-8?Q?Garc=C3=ADa_Ortega?=, =?UTF-8?Q?Luc=C3=ADa?= <lucia.garcia@asesoriaortega.es>',
      to: 'Tomás Rey <tomas.rey@reycarpinteria.es>',
      subject: 'Modelo 303 del cuarto trimestre y factura de diciembre',
      date: 'Mon, 20 Jan 2025 09:02:11 +0100',
      messageId: 'DB9PR02MB7321C2D4E5F6A7B8C9D0E1F2A3B4@DB9PR02MB7321.eurprd02.prod.outlook.com',
      dkim: ['asesoriaortega.es:selector1'],
      relay: 'mail-db8eur05on2091.outbound.protection.outlook.com [40.107.20.91]',
      body: multipart('mixed', [
        plain(
          'Buenos días, Tomás:\n\nTe adjunto la factura de diciembre. El modelo 303 del cuarto trimestre ya está presentado; el resultado es a compensar, así que no hay que pagar nada este mes.\n\nSi tienes los tickets de gasolina de enero, mándamelos cuando puedas.\n\nUn saludo,\nLucía García Ortega\nAsesoría Ortega · Calle Real 12, Ourense',
        ),
        attachment('Factura 2024-0412.pdf', 'application/pdf', textPdf(['Asesoria Ortega', 'Factura 2024-0412', 'Honorarios diciembre 2024: 90,00 EUR + IVA'])),
      ]),
    }),
  },

  {
    name: 'Portefeuille (FR): le conseiller rappelle que votre portefeuille n’a pas encore été validé',
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Julien Marchand <julien.marchand@cabinet-marchand-patrimoine.fr>',
      to: 'Nathalie Roux <nathalie.roux@orange.fr>',
      subject: 'Votre allocation 2025',
      date: 'Fri, 24 Jan 2025 11:40:00 +0100',
      messageId: 'PR1P264MB2031A7B8C9D0E1F2A3B4C5D6@PR1P264MB2031.FRAP264.PROD.OUTLOOK.COM',
      dkim: ['cabinet-marchand-patrimoine.fr:selector1'],
      relay: 'mail-pr0fra01on2070.outbound.protection.outlook.com [40.107.12.70]',
      body: plain(
        'Bonjour Madame Roux,\n\nJe reviens vers vous au sujet de l’allocation proposée en décembre : votre portefeuille n’a pas encore été validé de votre côté, et l’arbitrage ne peut donc pas partir.\n\nPouvez-vous me confirmer votre accord par retour de mail, ou me rappeler si vous souhaitez en rediscuter ?\n\nBien cordialement,\nJulien Marchand\nConseiller en gestion de patrimoine',
      ),
    }),
  },

  {
    name: 'Mum forwards a parcel-fee text she received and asks whether it is real',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Susan Turner <susan.turner@btinternet.com>',
      to: 'Jake Turner <jake.turner92@icloud.com>',
      subject: 'Fw: Your parcel is on hold - is this real??',
      date: 'Tue, 11 Feb 2025 11:26:40 +0000',
      messageId: '1739273200.41822.susan.turner@btinternet.com',
      dkim: ['btinternet.com:btmx4'],
      relay: 'mailservice.tmail.btinternet.com [213.120.69.10]',
      headers: ['X-Mailer: BT Email Webmail'],
      body: plain(
        [
          'Jake love, I got this this morning. I am waiting for the cushions from Dunelm so I wasn’t sure. Is it real or one of those scams? I haven’t clicked on anything. Mum x',
          '',
          '----- Forwarded Message -----',
          'From: Royal Mail <info@rm-redelivery-uk.com>',
          'Sent: Tuesday, 11 February 2025, 08:12',
          'Subject: Your parcel is on hold',
          '',
          'Your parcel could not be delivered due to unpaid shipping fee (£1.45). Please pay the fee within 24 hours or your parcel will be returned to the sender.',
          'Pay now: https://rm-redelivery-uk.com/track?id=GB48213',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Grandma’s news forwarded to the family group by name only, signed with her Yahoo address',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Paul Nowak <paul.nowak@nowak-consulting.example>',
      to: 'Kate Nowak <kate.nowak@example.org>',
      subject: 'FW: News from the garden',
      date: 'Sun, 18 May 2025 10:15:22 +0100',
      messageId: '20250518101522.2A7C@nowak-consulting.example',
      dkim: ['nowak-consulting.example:s1'],
      relay: 'smtp.nowak-consulting.example [192.0.2.44]',
      body: plain(
        [
          '________________________________',
          'From: Grandma Irene',
          'Sent: Saturday, May 17, 2025 4:03 PM',
          'Subject: News from the garden',
          '',
          'Hello my dears, the tomatoes are up and the cat caught nothing again. Come for tea next Sunday if you can, I will bake the apple cake.',
          '',
          'Love, Grandma',
          'irene.nowak1946@yahoo.com',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'A notary’s letter about an aunt’s estate forwarded bare, its sender quoted by name only, signed with a Gmail address',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Ana Ruiz <ana.ruiz@ruiz-arquitectos.example>',
      to: 'Robert Smith <robert.smith@example.org>',
      subject: 'Fwd: Inheritance papers',
      date: 'Mon, 3 Mar 2025 10:00:00 +0000',
      messageId: '20250303100000.7E21@ruiz-arquitectos.example',
      dkim: ['ruiz-arquitectos.example:s1'],
      relay: 'smtp.ruiz-arquitectos.example [192.0.2.17]',
      body: plain(
        [
          '---------- Forwarded message ---------',
          'From: Notaría Gómez',
          'Date: Mon, 3 Mar 2025 09:00',
          'Subject: Inheritance papers',
          '',
          'Dear Mr. Smith, regarding the estate of your late aunt, the inheritance of USD 38,000 will be paid to the heirs once the probate court signs. Please send the signed forms back to us.',
          'notaria.gomez.lopez@gmail.com',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Amigo pide que le devuelvas lo de la cena por Bizum',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Álvaro Navarro <alvaronavarro.86@gmail.com>',
      to: 'Irene Vidal <irene.vidal.traducciones@gmail.com>',
      subject: 'Lo del cumple de Marta',
      date: 'Sun, 16 Mar 2025 21:14:09 +0100',
      messageId: 'CAPz3kQ8mN1xR5tV7wY9aB2cD4eF6gH8iJ0kL2mN4oP6qR8sT@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hola Irene!',
          '',
          'Ya tengo el ticket del restaurante: entre la cena y el regalo de Marta sale a 38,50 € por cabeza. Hazme un Bizum cuando puedas al 612 48 93 07 (o por transferencia, como prefieras).',
          '',
          'Sin prisa, eh. Gracias!!',
          'Álvaro',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Tutora recuerda a las familias el pago de la excursión por transferencia',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Laura Ibáñez <libanez@colegiolasacacias.es>',
      to: 'Familias 4ºB <familias4b@colegiolasacacias.es>',
      subject: 'Excursión al CosmoCaixa: último día para pagar el viernes',
      date: 'Tue, 21 Jan 2025 17:32:05 +0100',
      messageId: 'CAKx7Lm2n9Pq4Rs6Tu8Vw0Xy2Za4Bc6De8Fg0Hi2Jk4Lm6No@mail.gmail.com',
      dkim: ['colegiolasacacias.es:google'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Buenas tardes, familias:',
          '',
          'Os recuerdo que el viernes 24 es el último día para pagar la excursión al CosmoCaixa del 6 de febrero. El precio es de 18 € (autobús y taller).',
          '',
          'Podéis hacer el ingreso o la transferencia a la cuenta del AMPA: ES76 2100 0813 6102 0045 7781 (CaixaBank), poniendo en el concepto "Excursión 4ºB" y el nombre del alumno o alumna.',
          '',
          'Si alguna familia tiene dificultades con el pago, hablad conmigo sin problema.',
          '',
          'Un saludo,',
          'Laura Ibáñez',
          'Tutora de 4ºB',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Amigo cobra a parte do churrasco por Pix',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Rodrigo Teixeira <rodrigo.teixeira.sp@gmail.com>',
      to: 'Lucas Moreira <lucasmoreira90@gmail.com>',
      cc: 'Bruno Sato <bruno.sato@outlook.com>',
      subject: 'Churrasco de sábado – acerto',
      date: 'Mon, 17 Feb 2025 20:05:51 -0300',
      messageId: 'CAQm8Np3Rt5Vx7Za9Bc1De3Fg5Hi7Jk9Lm1No3Pq5Rs7Tu9V@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Fala, galera!',
          '',
          'Fechei as contas do churrasco: carne, carvão e cerveja deram R$ 496, ou seja, R$ 62 pra cada um dos oito.',
          '',
          'Minha chave Pix é o celular: (11) 98413-2270. Quem puder manda até sexta, que eu preciso pagar o cartão.',
          '',
          'Valeu, foi muito bom!',
          'Rodrigo',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Síndica avisa os moradores da nova conta da administradora para o boleto do condomínio',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Márcia Andrade <marcia.andrade.sindica@gmail.com>',
      to: 'Moradores Ed. Jacarandá <moradores.edjacaranda@googlegroups.com>',
      subject: 'Condomínio: boleto de abril vem da nova administradora',
      date: 'Thu, 27 Mar 2025 19:48:12 -0300',
      messageId: 'CAR2pS4tU6vW8xY0zA2bC4dE6fG8hI0jK2lM4nO6pQ8rS0tU@mail.gmail.com',
      dkim: ['gmail.com:20230601', 'googlegroups.com:20230601'],
      returnPath: 'moradores.edjacaranda+bncBDM5TJXQ4IKBBHEFSW7QMGQEKJ3VZ2Y@googlegroups.com',
      relay: 'mail-sor-f57.google.com [209.85.220.57]',
      headers: [
        'Sender: moradores.edjacaranda@googlegroups.com',
        'X-Original-Sender: marcia.andrade.sindica@gmail.com',
        'Precedence: list',
        'Mailing-list: list moradores.edjacaranda@googlegroups.com; contact moradores.edjacaranda+owners@googlegroups.com',
        'List-ID: <moradores.edjacaranda.googlegroups.com>',
        'X-Google-Group-Id: 480213377915',
        'List-Post: <https://groups.google.com/group/moradores.edjacaranda/post>, <mailto:moradores.edjacaranda@googlegroups.com>',
        'List-Help: <https://groups.google.com/support/>, <mailto:moradores.edjacaranda+help@googlegroups.com>',
        'List-Archive: <https://groups.google.com/group/moradores.edjacaranda/>',
        'List-Unsubscribe: <mailto:googlegroups-manage+480213377915+unsubscribe@googlegroups.com>, <https://groups.google.com/group/moradores.edjacaranda/subscribe>',
      ],
      body: gmailBody(
        [
          'Boa noite, vizinhos,',
          '',
          'Como aprovado na assembleia de fevereiro, a partir de abril a administração do prédio passa para a Lar Paulista Administradora. Por isso o boleto do condomínio de abril já virá com o nome deles e com outro banco (Itaú). Não estranhem!',
          '',
          'O boleto chega pelo correio e também pelo app da administradora. O valor continua o mesmo (R$ 780,00) e o vencimento é dia 10. Qualquer dúvida, podem falar comigo no 42 ou no WhatsApp.',
          '',
          'Abraços,',
          'Márcia – síndica',
          '',
          '--',
          'Você recebeu essa mensagem porque está inscrito no grupo "Moradores Ed. Jacarandá" dos Grupos do Google.',
          'Para cancelar inscrição nesse grupo e parar de receber e-mails dele, envie um e-mail para moradores.edjacaranda+unsubscribe@googlegroups.com.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Senhoria envia o novo IBAN para a renda, com o comprovativo do banco',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Maria Helena Sousa <mhelena.sousa@sapo.pt>',
      to: 'Rui Ferreira <rui.ferreira.pt@gmail.com>',
      subject: 'Renda do T2 da Rua do Almada - novo IBAN a partir de junho',
      date: 'Wed, 21 May 2025 10:44:27 +0100',
      messageId: '1747820667.5529.mhelena.sousa@sapo.pt',
      dkim: ['sapo.pt:sapo2023'],
      relay: 'relay5.ptmail.sapo.pt [213.13.146.168]',
      headers: ['User-Agent: SAPO Mail'],
      body: multipart('mixed', [
        plain(
          [
            'Bom dia Sr. Rui,',
            '',
            'Espero que esteja tudo bem por aí. Escrevo só para avisar que mudei a minha conta do Millennium para a Caixa, por isso a partir da renda de junho peço que faça a transferência para o novo IBAN:',
            '',
            'PT50 0035 0412 0004 5678 9101 2 (Caixa Geral de Depósitos, titular Maria Helena Sousa)',
            '',
            'Envio em anexo o comprovativo de IBAN da Caixa. A renda de maio já recebi na conta antiga, obrigada. Se preferir confirmar, ligue-me para o 919 442 081.',
            '',
            'Cumprimentos,',
            'Maria Helena Sousa',
          ].join('\n'),
        ),
        attachment(
          'Comprovativo_IBAN_CGD.pdf',
          'application/pdf',
          textPdf([
            'Caixa Geral de Depositos',
            'Comprovativo de IBAN',
            'Titular: Maria Helena Sousa',
            'IBAN PT50 0035 0412 0004 5678 9101 2',
            'BIC/SWIFT CGDIPTPL',
          ]),
        ),
      ]),
    }),
  },

  {
    name: 'Associação de pais: pagamento da visita de estudo por MB WAY ou transferência',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Associação de Pais EB Quinta das Flores <ap.quintadasflores@gmail.com>',
      to: 'Pais 3.º A <ap.quintadasflores@gmail.com>',
      subject: 'Visita de estudo ao Oceanário - pagamento até sexta-feira',
      date: 'Mon, 10 Mar 2025 18:22:40 +0000',
      messageId: 'CAS3qT5uV7wX9yZ1aB3cD5eF7gH9iJ1kL3mN5oP7qR9sT1uV@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Olá a todos,',
          '',
          'A visita de estudo do 3.º A ao Oceanário é no dia 27 de março. O custo por aluno é de 14 € (bilhete e autocarro) e o pagamento tem de ser feito até sexta-feira, dia 14.',
          '',
          'Podem pagar por MB WAY para o 912 330 458 (tesoureira, Patrícia Lopes) ou por transferência para a conta da associação, IBAN PT50 0033 0000 4531 2208 7710 5. Na descrição ponham o nome do aluno.',
          '',
          'A autorização assinada segue na mochila amanhã.',
          '',
          'Obrigada,',
          'A Direção da Associação de Pais',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Klassenlehrerin bittet die Eltern, das Geld für die Klassenfahrt zu überweisen',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Sabine Kröger <s.kroeger@gymnasium-am-rhein.de>',
      to: 'Eltern 7b <eltern7b@gymnasium-am-rhein.de>',
      subject: 'Klassenfahrt nach Berlin: Überweisung bis 15. März',
      date: 'Mon, 24 Feb 2025 16:08:19 +0100',
      messageId: '5a2b4c6d-8e0f-4a1b-9c3d-5e7f9a1b3c5d@gymnasium-am-rhein.de',
      dkim: ['gymnasium-am-rhein.de:iserv'],
      relay: 'mail.gymnasium-am-rhein.de [188.68.47.120]',
      headers: ['User-Agent: IServ'],
      body: plain(
        [
          'Liebe Eltern der 7b,',
          '',
          'die Klassenfahrt nach Berlin vom 12. bis 16. Mai steht! Der Eigenanteil beträgt 285 € (Bahn, Jugendherberge mit Vollpension, Programm).',
          '',
          'Bitte überweisen Sie den Betrag bis zum 15. März auf das Konto des Fördervereins:',
          'Förderverein Gymnasium am Rhein e.V.',
          'IBAN DE12 3806 0186 4512 7730 00 (VR-Bank Bonn)',
          'Verwendungszweck: Klassenfahrt 7b + Name Ihres Kindes',
          '',
          'Falls die Zahlung auf einmal schwierig ist, sprechen Sie mich gern an, der Förderverein kann unterstützen.',
          '',
          'Viele Grüße',
          'Sabine Kröger',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Ami qui partage les frais du week-end et joint son RIB',
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Nicolas Petit <nicolas.petit@orange.fr>',
      to: 'Théo Lambert <theo.lambert@gmail.com>',
      cc: 'Camille Durand <camille.durand@orange.fr>',
      subject: 'Comptes du week-end à Annecy',
      date: 'Tue, 6 May 2025 20:41:02 +0200',
      messageId: '1746556862.8829.nicolas.petit@orange.fr',
      dkim: ['orange.fr:ora202412'],
      relay: 'smtp-out.orange.fr [80.12.242.15]',
      body: multipart('mixed', [
        plain(
          [
            'Salut les amis,',
            '',
            'J’ai fait les comptes du week-end : location du chalet, courses et essence, ça fait 87 € chacun.',
            '',
            'Je vous mets mon RIB en pièce jointe pour le virement, ou par Lydia/Wero sur mon 06 71 28 45 90 si c’est plus simple. Pas d’urgence, avant la fin du mois c’est parfait.',
            '',
            'Encore merci pour ce super week-end !',
            'Nico',
          ].join('\n'),
        ),
        attachment(
          'RIB_Nicolas_Petit.pdf',
          'application/pdf',
          textPdf(['Releve d identite bancaire', 'Titulaire : M. Nicolas Petit', 'IBAN FR76 3000 4008 2800 0123 4567 890', 'BIC BNPAFRPPXXX']),
        ),
      ]),
    }),
  },

  {
    name: 'Vriend stuurt een Tikkie voor de festivalkaartjes',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Joris van Dijk <jorisvandijk@ziggo.nl>',
      to: 'Daan Visser <daan.visser@gmail.com>',
      subject: 'Tikkie Lowlands kaartjes',
      date: 'Fri, 9 May 2025 12:31:07 +0200',
      messageId: 'f3a1c9e7-2b4d-4f6a-8c0e-1d3f5a7b9c2e@ziggo.nl',
      dkim: ['ziggo.nl:ziggo2024'],
      relay: 'smtp-out.ziggo.nl [212.54.42.168]',
      headers: ['User-Agent: Mozilla Thunderbird'],
      body: plain(
        [
          'Hoi Daan,',
          '',
          'Gelukt, ik heb vier kaartjes voor Lowlands kunnen scoren! Jouw deel is € 249,50. Hier is de Tikkie, die is een week geldig:',
          'https://tikkie.me/pay/Lowlands/8Kx2mQ7pRz4Tn',
          '',
          'Zeg het even als je liever gewoon overmaakt, dan stuur ik mijn rekeningnummer.',
          '',
          'Groetjes,',
          'Joris',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Accountant to a client: update the company IBAN in the payroll tool (en)',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Priya Nair <priya@nairandco-accountants.co.uk>',
      to: 'Tom Whitaker <tom@whitakerjoinery.co.uk>',
      subject: 'Re: New Starling account',
      date: 'Wed, 15 Jan 2025 16:41:09 +0000',
      messageId: 'CAK3nP8m4Hq9xYz2bLr7vW1cD5eF0gT6uJ3kM8nQ2sR4tV7wX@mail.gmail.com',
      dkim: ['nairandco-accountants.co.uk:google'],
      relay: 'mail-wr1-f54.google.com [209.85.221.54]',
      body: gmailBody(
        [
          'Hi Tom,',
          '',
          'Great that the Starling account is open. Before the January payroll runs on the 24th, please update the company bank account in your payroll software (BrightPay: Employer > Bank details) so the wages go out from the new account, and change the bank feed in Xero.',
          '',
          'The old Barclays account can stay open until the last direct debits have moved. Any payments to HMRC should now come from the new account too.',
          '',
          'Thanks,',
          'Priya',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Steuerberater: the tax office has a new bank account for the VAT prepayment (de)',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Kanzlei Dr. Brenner <kanzlei@stb-brenner.de>',
      to: 'Markus Vogel <m.vogel@vogel-elektrotechnik.de>',
      subject: 'Finanzamt Göppingen: neue Bankverbindung ab 2025',
      date: 'Thu, 09 Jan 2025 08:55:13 +0100',
      messageId: '20250109075513.4a1b2c3d@stb-brenner.de',
      dkim: ['stb-brenner.de:s1'],
      relay: 'mout.kundenserver.de [212.227.126.131]',
      body: plain(
        [
          'Sehr geehrter Herr Vogel,',
          '',
          'das Finanzamt Göppingen hat uns mitgeteilt, dass es seit dem 1. Januar eine neue Bankverbindung bei der Landesbank Baden-Württemberg hat. Sofern Sie die Umsatzsteuer-Vorauszahlung nicht per Lastschrift zahlen, überweisen Sie bitte ab sofort nur noch auf das neue Konto des Finanzamts; die Daten stehen auch im Bescheid.',
          '',
          'Am einfachsten ist ein SEPA-Lastschriftmandat, das Formular schicken wir Ihnen gern.',
          '',
          'Mit freundlichen Grüßen',
          'Claudia Brenner',
          'Steuerberaterin',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Notaire: succession, pièces à fournir et virement de la part (fr)',
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Maître Hélène Garnier <helene.garnier@notaires.fr>',
      to: 'Paul Lefèvre <paul.lefevre@orange.fr>',
      subject: 'Succession de Mme Odette Lefèvre – suite du dossier',
      date: 'Fri, 21 Feb 2025 11:37:50 +0100',
      messageId: '3c8d1e2f-a4b5-4c6d-8e7f-9a0b1c2d3e4f@notaires.fr',
      dkim: ['notaires.fr:mail'],
      relay: 'smtp-out.notaires.fr [93.93.148.20]',
      body: plain(
        [
          'Monsieur,',
          '',
          'Suite à notre rendez-vous, je vous confirme que l’acte de notoriété a été signé par l’ensemble des héritiers. La déclaration de succession sera déposée au service de l’enregistrement avant le 15 mars.',
          '',
          'Les fonds détenus par la Banque Postale seront virés sur le compte de l’office, puis répartis entre les trois héritiers selon leurs droits, déduction faite des frais d’acte et des droits de succession. Merci de me faire parvenir votre RIB afin que je puisse procéder au virement de votre part.',
          '',
          'Je reste à votre disposition.',
          '',
          'Hélène Garnier',
          'Notaire, Office notarial Garnier & Roussel, 12 rue Nationale, 37000 Tours',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Fournisseur : changement de banque, nouveau RIB joint, signé et confirmé par téléphone (fr)',
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Comptabilité Imprimerie Vasseur <compta@imprimerie-vasseur.fr>',
      to: 'Nathalie Morel <n.morel@cabinet-morel-archi.fr>',
      subject: 'Re: Notre appel de ce matin – changement de banque',
      date: 'Mon, 02 Jun 2025 15:12:08 +0200',
      messageId: 'PR1P264MB3921A0B1C2D3E4F5A6B7C8D9E0F1A2@PR1P264MB3921.FRAP264.PROD.OUTLOOK.COM',
      dkim: ['imprimerie-vasseur.fr:selector1'],
      relay: 'MRZP264CU001.outbound.protection.outlook.com [40.107.215.44]',
      body: plain(
        [
          'Bonjour Madame Morel,',
          '',
          'Comme convenu au téléphone ce matin avec M. Vasseur, vous trouverez notre RIB du Crédit Mutuel, signé et tamponné, en pièce jointe du courrier que nous vous envoyons par la poste. Nous avons quitté la Société Générale fin mai.',
          '',
          'N’hésitez pas à nous rappeler au 02 41 88 12 34 pour vérifier.',
          '',
          'Cordialement,',
          'Sylvie Dumont',
          'Service comptabilité',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Colleague: estoy reunido, no puedo hablar, te llamo luego (es)',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Javier Ruiz <javier.ruiz@construcciones-ebro.es>',
      to: 'Marta Gil <marta.gil@construcciones-ebro.es>',
      subject: 'Re: Presupuesto reforma Calle Alfonso',
      date: 'Tue, 23 Sep 2025 11:05:17 +0200',
      messageId: 'AS8PR03MB6942B1C2D3E4F5A6B7C8D9E0F1A2B3@AS8PR03MB6942.eurprd03.prod.outlook.com',
      dkim: ['construcciones-ebro.es:selector1'],
      relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.107.22.59]',
      body: plain(
        [
          'Marta, estoy reunido con el cliente y no puedo hablar ahora. Te llamo luego en cuanto salga.',
          '',
          'Lo del presupuesto: dile a Fontanería Arnal que necesitamos la oferta antes del viernes, que el pago de la factura de agosto ya está hecho.',
          '',
          'Javier',
          'Enviado desde Outlook para iOS',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Sócio ao financeiro: preciso que faça o pagamento do fornecedor hoje (pt-BR)',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Ricardo Almeida <ricardo@almeidaeventos.com.br>',
      to: 'Ana Souza <ana.souza@almeidaeventos.com.br>',
      subject: 'Pagamento buffet casamento Oliveira',
      date: 'Thu, 06 Nov 2025 08:42:55 -0300',
      messageId: 'CAJ5kM9n2Pq8xYz4bLs7vW3cD6eF1gT9uH2jK5mN8qR1sT4vW@mail.gmail.com',
      dkim: ['almeidaeventos.com.br:google'],
      relay: 'mail-qk1-f176.google.com [209.85.222.176]',
      body: gmailBody(
        [
          'Bom dia Ana,',
          '',
          'Preciso que faça hoje o pagamento do Buffet Sabor & Arte, a NF 4521 vence amanhã. É o pix de sempre, está no cadastro. Estou em reunião com a noiva a manhã toda e não posso atender, qualquer coisa me manda mensagem.',
          '',
          'Obrigado!',
          'Ricardo',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Verhuurder: nieuw rekeningnummer voor de huur vanaf januari (nl)',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Henk de Vries <henkdevries.verhuur@gmail.com>',
      to: 'Sanne Bakker <sanne.bakker@hotmail.nl>',
      subject: 'Huur vanaf januari',
      date: 'Sat, 13 Dec 2025 10:17:36 +0100',
      messageId: 'CAM2pR7s4Tq9xZy1cLm8vW5dE3fG6hU0iJ4kN9mP2rS7tV1wX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hoi Sanne,',
          '',
          'Zoals ik vorige week al aan de deur zei: ik ben overgestapt naar de Rabobank, dus vanaf januari heb ik een nieuw rekeningnummer. Het staat in de brief die ik in je brievenbus heb gedaan. Wil je je periodieke overboeking aanpassen?',
          '',
          'Bel gerust als er iets niet klopt, 06 12 34 56 78.',
          '',
          'Groet,',
          'Henk',
        ].join('\n'),
      ),
    }),
  },
  {
    name: 'Reply between two companies one letter apart in name (Northfield Tools ↔ Northfield Pools)',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Gary Pearce <g.pearce@northfield-tools.co.uk>',
      to: 'Helen Marsh <accounts@northfield-pools.co.uk>',
      subject: 'RE: Invoice NT-20931 - pump housings',
      date: 'Wed, 11 Jun 2025 10:14:22 +0100',
      messageId: 'CWLP265MB5120A1B2C3D4E5F6A7B8C9D0E1F2A@CWLP265MB5120.GBRP265.PROD.OUTLOOK.COM',
      dkim: ['northfield-tools.co.uk:selector1'],
      relay: 'GBR01-CWL-obe.outbound.protection.outlook.com [40.107.21.44]',
      headers: [
        'In-Reply-To: <LO6P265MB6011B2C3D4E5F6A7B8C9D0E1F2A3B@LO6P265MB6011.GBRP265.PROD.OUTLOOK.COM>',
        'Thread-Topic: Invoice NT-20931 - pump housings',
      ],
      body: plain(
        [
          'Hi Helen,',
          '',
          'Thanks, payment on the 30th is fine. The four housings go out with Thursday’s delivery as agreed; the seals follow next week.',
          '',
          'Regards,',
          'Gary Pearce',
          'Northfield Tools Ltd',
          '',
          'From: Helen Marsh <accounts@northfield-pools.co.uk>',
          'Sent: 10 June 2025 16:52',
          'To: Gary Pearce <g.pearce@northfield-tools.co.uk>',
          'Subject: Invoice NT-20931 - pump housings',
          '',
          'Hi Gary, we have your invoice NT-20931 for £2,184.00. It is in the payment run at the end of the month. Can you confirm the housings ship this week? Helen',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Lighting shop replies from lumens.com to a customer at lumen.com (short names, one letter apart)',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Lumens Customer Care <care@lumens.com>',
      to: 'Erin Walsh <erin.walsh@lumen.com>',
      subject: 'Re: Order 48120 - pendant lights',
      date: 'Tue, 8 Apr 2025 15:02:41 -0700',
      messageId: 'CAH3kLm9vZ1qR7sT2uW4xY6z@mail.gmail.com',
      dkim: ['lumens.com:google'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      headers: ['In-Reply-To: <MN2PR03MB5120D4E5F6A7B8C9D0E1F2A3B4C5D@MN2PR03MB5120.namprd03.prod.outlook.com>'],
      body: plain(
        [
          'Hi Erin,',
          '',
          'The second pendant shipped this morning with UPS; the tracking number is on your order page. Sorry it was split in two.',
          '',
          'Lumens Customer Care',
          '',
          'On Mon, Apr 7, 2025 at 4:18 PM Erin Walsh <erin.walsh@lumen.com>',
          'wrote:',
          '',
          '> Hello, I only received one of the two pendant lights of order 48120. Is the other one coming?',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Maschinenbauer antwortet von seiner .com-Domain in einem Verlauf, der seine .de-Adresse zitiert',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Klaus Weber <k.weber@hoffmann-maschinenbau.com>',
      to: 'Einkauf <einkauf@schaefer-lebensmittel.de>',
      subject: 'AW: Angebot Ersatzteile Abfüllanlage',
      date: 'Tue, 4 Mar 2025 09:41:10 +0100',
      messageId: 'FR2P281MB1534A2B3C4D5E6F7A8B9C0D1E2F3A@FR2P281MB1534.DEUP281.PROD.OUTLOOK.COM',
      dkim: ['hoffmann-maschinenbau.com:selector1'],
      relay: 'DEU01-FR2-obe.outbound.protection.outlook.com [40.107.135.55]',
      headers: ['In-Reply-To: <FR3P281MB2210B1C2D3E4F5A6B7C8D9E0F1A2B@FR3P281MB2210.DEUP281.PROD.OUTLOOK.COM>'],
      body: plain(
        [
          'Guten Morgen Frau Schäfer,',
          '',
          'wir stellen unsere Adressen gerade auf hoffmann-maschinenbau.com um; die alte .de-Adresse bleibt erreichbar. Das Angebot gilt unverändert, Lieferzeit drei Wochen nach Bestellung, Zahlung 30 Tage netto wie bisher.',
          '',
          'Mit freundlichen Grüßen',
          'Klaus Weber',
          'Hoffmann Maschinenbau GmbH',
          '',
          'Von: Einkauf <einkauf@schaefer-lebensmittel.de>',
          'Gesendet: Montag, 3. März 2025 16:20',
          'An: Klaus Weber <k.weber@hoffmann-maschinenbau.de>',
          'Betreff: AW: Angebot Ersatzteile Abfüllanlage',
          '',
          'Hallo Herr Weber, passt das Angebot vom Februar noch? Wir würden die Dichtungssätze gern im März bestellen. Viele Grüße, Einkauf Schäfer',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Nieuwsbrief van een vakblad doorgestuurd naar een collega',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Marco Jansen <m.jansen@bouwbedrijf-dekker.nl>',
      to: 'Eva de Boer <e.deboer@bouwbedrijf-dekker.nl>',
      subject: 'FW: Cobouw Nieuwsbrief - nieuwe regels voor stikstof op bouwplaatsen',
      date: 'Thu, 6 Feb 2025 11:05:37 +0100',
      messageId: 'AM9P190MB1410C1D2E3F4A5B6C7D8E9F0A1B2C@AM9P190MB1410.EURP190.PROD.OUTLOOK.COM',
      dkim: ['bouwbedrijf-dekker.nl:selector1'],
      relay: 'EUR03-AM7-obe.outbound.protection.outlook.com [40.107.105.81]',
      body: plain(
        [
          'Eva, zie het tweede artikel: dat gaat over ons project in Zwolle. Kun je het even lezen voor het overleg van maandag?',
          '',
          'Marco',
          '',
          'Van: Cobouw <nieuwsbrief@cobouw.nl>',
          'Verzonden: donderdag 6 februari 2025 07:00',
          'Aan: Marco Jansen <m.jansen@bouwbedrijf-dekker.nl>',
          'Onderwerp: Cobouw Nieuwsbrief - nieuwe regels voor stikstof op bouwplaatsen',
          '',
          'Het kabinet komt met nieuwe regels voor stikstof op bouwplaatsen. Lees verder op cobouw.nl.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Instalador responde a cliente com Gmail, citando a mensagem dele',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Hidráulica Moreira <contato@hidraulicamoreira.com.br>',
      to: 'Paulo Henrique <paulohenrique.lima@gmail.com>',
      subject: 'Re: Orçamento troca do aquecedor',
      date: 'Fri, 14 Mar 2025 17:22:05 -0300',
      messageId: 'CAJx8Rk2mP5qT7vW9yZ1bD3f@mail.gmail.com',
      dkim: ['hidraulicamoreira.com.br:google'],
      relay: 'mail-sor-f65.google.com [209.85.220.65]',
      headers: ['In-Reply-To: <CAK4nB7cR9tV1xZ3bD5fH7jL9nP1r@mail.gmail.com>', 'References: <CAK4nB7cR9tV1xZ3bD5fH7jL9nP1r@mail.gmail.com>'],
      body: plain(
        [
          'Boa tarde, Paulo!',
          '',
          'O orçamento da troca do aquecedor fica em R$ 1.850,00 com material e mão de obra. Podemos ir na terça às 9h. O pagamento é feito na conclusão do serviço, por Pix ou cartão.',
          '',
          'Abraço,',
          'Roberto Moreira',
          '',
          'Em qui., 13 de mar. de 2025 às 20:41, Paulo Henrique <paulohenrique.lima@gmail.com> escreveu:',
          '',
          '> Boa noite, vocês podem passar um orçamento para trocar o aquecedor a gás? É um Rinnai de 15 litros.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Filial logística responde en un hilo con la empresa matriz (grupo y filial, nombres distintos)',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Marta Gil <marta.gil@alvarez-logistica.es>',
      to: 'Compras <compras@ferreteria-gomez.es>',
      cc: 'Javier Álvarez <j.alvarez@grupo-alvarez.es>',
      subject: 'RE: Entrega de palés semana 12',
      date: 'Mon, 17 Mar 2025 12:08:44 +0100',
      messageId: 'PAXP193MB2120A1B2C3D4E5F6A7B8C9D0E1F2A@PAXP193MB2120.EURP193.PROD.OUTLOOK.COM',
      dkim: ['alvarez-logistica.es:selector1'],
      relay: 'EUR05-PAX-obe.outbound.protection.outlook.com [40.107.22.120]',
      headers: ['In-Reply-To: <DB9P193MB1311B2C3D4E5F6A7B8C9D0E1F2A3B@DB9P193MB1311.EURP193.PROD.OUTLOOK.COM>'],
      body: plain(
        [
          'Buenos días:',
          '',
          'Les confirmo la entrega de los 14 palés el jueves 20 entre las 8 y las 10. La factura la emite Grupo Álvarez como siempre, con el vencimiento habitual a 60 días.',
          '',
          'Un saludo,',
          'Marta Gil',
          'Álvarez Logística',
          '',
          'De: Javier Álvarez <j.alvarez@grupo-alvarez.es>',
          'Enviado: viernes, 14 de marzo de 2025 18:30',
          'Para: Compras <compras@ferreteria-gomez.es>',
          'CC: Marta Gil <marta.gil@alvarez-logistica.es>',
          'Asunto: Entrega de palés semana 12',
          '',
          'Hola, Marta de nuestra filial logística os confirma el horario de la entrega. Saludos, Javier',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Taller responde a otro taller de nombre casi igual (Talleres Peña ↔ Talleres Piña)',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Luis Peña <luis@talleres-pena.es>',
      to: 'Rosa Piña <administracion@talleres-pina.es>',
      subject: 'Re: Factura de la rectificación de culatas',
      date: 'Wed, 21 May 2025 09:12:30 +0200',
      messageId: 'CAL7vX3nQ9kT2wY5zB8dF1hJ4mP6r@mail.gmail.com',
      dkim: ['talleres-pena.es:google'],
      relay: 'mail-sor-f43.google.com [209.85.220.43]',
      headers: ['In-Reply-To: <CAM9pR2tV4xZ6bD8fH0jL2nP4r@mail.gmail.com>', 'References: <CAM9pR2tV4xZ6bD8fH0jL2nP4r@mail.gmail.com>'],
      body: plain(
        [
          'Hola Rosa:',
          '',
          'Perfecto, la transferencia a final de mes nos va bien. Las dos culatas ya están listas; pasad a recogerlas cuando queráis.',
          '',
          'Luis',
          '',
          'El mar, 20 may 2025 a las 18:05, Rosa Piña (<administracion@talleres-pina.es>) escribió:',
          '',
          '> Buenas tardes, Luis: hemos recibido la factura 2025/118 de la rectificación. La pagamos por transferencia el día 30 como siempre. Un saludo, Rosa',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Installateur antwoordt en citeert zijn eigen eerdere mail aan een bedrijf met bijna dezelfde naam (Smit ↔ Smits)',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Henk Smit <h.smit@smit-installatie.nl>',
      to: 'Peter Smits <p.smits@smits-installatie.nl>',
      subject: 'RE: Onderaanneming warmtepompen Deventer',
      date: 'Tue, 25 Mar 2025 08:47:19 +0100',
      messageId: 'AS8P190MB1820A1B2C3D4E5F6A7B8C9D0E1F2A@AS8P190MB1820.EURP190.PROD.OUTLOOK.COM',
      dkim: ['smit-installatie.nl:selector1'],
      relay: 'EUR02-AS8-obe.outbound.protection.outlook.com [40.107.21.99]',
      headers: ['In-Reply-To: <AS4P190MB1512B2C3D4E5F6A7B8C9D0E1F2A3B@AS4P190MB1512.EURP190.PROD.OUTLOOK.COM>'],
      body: plain(
        [
          'Peter,',
          '',
          'Prima, dan plannen we jullie ploeg in voor week 15 en 16. De factuur na oplevering, betaling binnen 30 dagen zoals in de raamovereenkomst.',
          '',
          'Groet,',
          'Henk Smit',
          '',
          'Van: Peter Smits <p.smits@smits-installatie.nl>',
          'Verzonden: maandag 24 maart 2025 17:10',
          'Aan: Henk Smit <h.smit@smit-installatie.nl>',
          'Onderwerp: RE: Onderaanneming warmtepompen Deventer',
          '',
          'Henk, wij kunnen in week 15 en 16 met twee man. Groet, Peter',
          '',
          'Van: Henk Smit <h.smit@smit-installatie.nl>',
          'Verzonden: maandag 24 maart 2025 09:30',
          'Aan: Peter Smits <p.smits@smits-installatie.nl>',
          'Onderwerp: Onderaanneming warmtepompen Deventer',
          '',
          'Peter, hebben jullie in april ruimte voor de warmtepompen in Deventer? Groet, Henk',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Empresa responde do seu domínio .com num fio que cita o seu .pt',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Ana Ferreira <ana.ferreira@corticeira-lusa.com>',
      to: 'Compras <compras@vinhos-douro-norte.pt>',
      subject: 'RE: Encomenda de rolhas 2025',
      date: 'Thu, 10 Apr 2025 14:55:02 +0100',
      messageId: 'DB8P195MB1120A1B2C3D4E5F6A7B8C9D0E1F2A@DB8P195MB1120.EURP195.PROD.OUTLOOK.COM',
      dkim: ['corticeira-lusa.com:selector1'],
      relay: 'EUR04-DB8-obe.outbound.protection.outlook.com [40.107.8.77]',
      headers: ['In-Reply-To: <PR3P195MB0911B2C3D4E5F6A7B8C9D0E1F2A3B@PR3P195MB0911.EURP195.PROD.OUTLOOK.COM>'],
      body: plain(
        [
          'Boa tarde,',
          '',
          'Confirmo as 40.000 rolhas naturais para a primeira semana de maio. A fatura segue com a entrega, pagamento a 60 dias como habitualmente.',
          '',
          'Com os melhores cumprimentos,',
          'Ana Ferreira',
          'Corticeira Lusa, Lda.',
          '',
          'De: Compras <compras@vinhos-douro-norte.pt>',
          'Enviada: quarta-feira, 9 de abril de 2025 11:20',
          'Para: Ana Ferreira <ana.ferreira@corticeira-lusa.pt>',
          'Assunto: Encomenda de rolhas 2025',
          '',
          'Boa tarde, Ana. Conseguem entregar 40.000 rolhas no início de maio? Cumprimentos, Compras',
        ].join('\n'),
      ),
    }),
  },

  // Brands added after the third blind batch (Iberdrola, SEPE, Segurança Social, ELSTER,
  // Kleinanzeigen, Marktplaats, Wero, Bit2Me, Okta): people naming them in ordinary mail, a
  // brand's employee signing for it, and a Volksbank writing from its vb- domain.
  {
    name: 'Vecina cuenta que Iberdrola le cobró dos veces y que tiene cita en el SEPE, desde Gmail',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Rosa Jiménez <rosa.jimenez.pardo@gmail.com>',
      to: 'Marta Llorente <marta.llorente@hotmail.es>',
      subject: 'Lo de la luz y lo del paro',
      date: 'Thu, 6 Feb 2025 19:41:10 +0100',
      messageId: 'CAF3kR8wQ1nZ5tL2mV7pY4bJ9cD0gS6eE3xA1uK8iOq=Xw@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hola Marta:',
          '',
          'Al final Iberdrola me había cobrado dos veces la factura de diciembre. Llamé al teléfono que viene en la factura y me lo devuelven en la siguiente.',
          'Mañana tengo cita en el SEPE para lo de la prestación, así que no puedo quedar hasta el viernes. ¿Te va bien a las seis?',
          '',
          'Besos,',
          'Rosa',
        ].join('\n'),
      ),
    }),
  },

  {
    // An Iberdrola employee signs with the company's name, from its own signed domain.
    name: 'Técnico de Iberdrola confirma a una comunidad de vecinos la visita para el punto de recarga',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Javier Ortiz | Iberdrola <jortiz@iberdrola.es>',
      to: 'Administración Fincas Goya <admin@fincasgoya.es>',
      subject: 'Visita técnica punto de recarga – C/ Doctor Esquerdo 112',
      date: 'Tue, 11 Mar 2025 09:12:44 +0100',
      messageId: 'AM9PR02MB7714D2C1E5F3A8B9C0D1E2F3A4B5@AM9PR02MB7714.eurprd02.prod.outlook.com',
      dkim: ['iberdrola.es:selector1'],
      relay: 'mail-db8eur05on2104.outbound.protection.outlook.com [40.107.20.104]',
      body: plain(
        'Buenos días:\n\nLes confirmo la visita técnica para el estudio del punto de recarga comunitario el jueves 13 a las 10:00. Necesitaremos acceso al cuarto de contadores del garaje.\n\nUn saludo,\nJavier Ortiz\nSmart Mobility – Iberdrola Clientes',
      ),
    }),
  },

  {
    name: 'Amiga conta que já tratou do IBAN na Segurança Social Direta, do Sapo',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Inês Carvalho <ines.carvalho77@sapo.pt>',
      to: 'Ana Rita Sousa <ana.rita.sousa@sapo.pt>',
      subject: 'Abono de família',
      date: 'Mon, 19 May 2025 21:03:27 +0100',
      messageId: '20250519200327.6a1f@sapo.pt',
      dkim: ['sapo.pt:sapo'],
      relay: 'smtp.sapo.pt [213.13.146.134]',
      body: plain(
        'Olá Ana,\n\nJá tratei do abono: entrei na Segurança Social Direta com a Chave Móvel Digital e atualizei o IBAN lá dentro, demorou cinco minutos. Não respondas a emails a pedir o IBAN, a Segurança Social não faz isso.\n\nBeijinhos,\nInês',
      ),
    }),
  },

  {
    name: 'Freund erzählt von der ELSTER-Steuererklärung und dem Verkauf auf Kleinanzeigen, von GMX',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Tobias Brandt <tobias.brandt@gmx.de>',
      to: 'Jan Petersen <jan.petersen.kiel@gmail.com>',
      subject: 'Fahrradanhänger',
      date: 'Sun, 13 Apr 2025 18:22:05 +0200',
      messageId: 'trinity-3b7e1c92-5a4d-4f8e-b2c6-8d1f0e9a7c53-1744561325118@3c-app-gmx-bs27',
      dkim: ['gmx.de:s1'],
      relay: 'mout.gmx.net [212.227.17.20]',
      body: plain(
        'Moin Jan,\n\nden Fahrradanhänger habe ich über Kleinanzeigen verkauft, der Käufer hat ihn heute abgeholt und bar bezahlt. Die Steuererklärung habe ich gestern endlich in ELSTER abgeschickt.\n\nKommst du Samstag zum Grillen?\n\nGruß\nTobias',
      ),
    }),
  },

  {
    name: 'Buurvrouw verkoopt de kinderwagen via Marktplaats en vraagt of je hem wilt zien',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Femke Bakker <femke.bakker@ziggo.nl>',
      to: 'Sanne de Vries <sanne.devries@gmail.com>',
      subject: 'Kinderwagen',
      date: 'Sat, 18 Oct 2025 10:05:44 +0200',
      messageId: '1760774744.8812.femke@ziggo.nl',
      dkim: ['ziggo.nl:ziggo2024'],
      relay: 'smtp.ziggo.nl [212.54.42.130]',
      body: plain(
        'Hoi Sanne,\n\nIk zet onze oude kinderwagen morgen op Marktplaats, maar als jij hem wilt hebben mag je hem eerst komen bekijken. Je kunt gewoon even aanbellen.\n\nGroetjes,\nFemke',
      ),
    }),
  },

  {
    name: 'Un amigo recomienda Bit2Me para comprar bitcoin, sin enlaces',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Álvaro Pineda <alvaro.pineda@gmail.com>',
      to: 'Diego Santos <diego.santos.r@outlook.es>',
      subject: 'Lo de invertir',
      date: 'Sat, 4 Jan 2025 12:30:18 +0100',
      messageId: 'CAK9mT2xR5nW8qL1vZ3pY6bJ4cD7gS0eE2xA5uK9iOr=Yv@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f48.google.com [209.85.220.48]',
      body: gmailBody(
        [
          'Yo uso Bit2Me porque es española y está registrada en el Banco de España, pero solo meto lo que estoy dispuesto a perder.',
          'Activa el 2FA y no le des tus códigos a nadie que te escriba diciendo que es de soporte.',
          '',
          'Álvaro',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Cliente reenvía a su gestoría el aviso de notificación de la AEAT para que se encarguen',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'José Luis Romero <joseluis.romero@telefonica.net>',
      to: 'Gestoría Aranda <consultas@gestoriaaranda.es>',
      subject: 'RV: Aviso de notificación de la Agencia Tributaria',
      date: 'Thu, 15 May 2025 12:07:39 +0200',
      messageId: '002b01dbc581$4a7e2c10$df7a8430$@telefonica.net',
      dkim: ['telefonica.net:tnet1'],
      relay: 'smtp.telefonica.net [213.4.149.12]',
      headers: ['X-Mailer: Microsoft Outlook 16.0'],
      body: plain(
        [
          'Hola, Marisa:',
          '',
          'Me ha llegado esto de Hacienda. No tengo certificado digital, ¿lo podéis mirar vosotros con el poder que os firmé? Imagino que es por lo del alquiler del piso.',
          '',
          'Gracias,',
          'José Luis',
          '',
          '-----Mensaje original-----',
          'De: Agencia Tributaria <avisosnotificaciones@correo.aeat.es>',
          'Enviado el: miércoles, 14 de mayo de 2025 7:35',
          'Para: joseluis.romero@telefonica.net',
          'Asunto: Aviso de notificación de la Agencia Tributaria',
          '',
          'La Agencia Tributaria ha emitido una notificación dirigida a ROMERO JOSE LUIS con NIF 50***41**, en calidad de Titular.',
          'Puede acceder al contenido de la notificación en la Dirección Electrónica Habilitada única (DEHú) o en la Sede electrónica de la Agencia Tributaria, apartado "Mis notificaciones".',
          'Dispone de 10 días naturales desde la puesta a disposición para acceder a ella; transcurrido ese plazo se entenderá rechazada.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Advogada encaminha a intimação do PJe ao cliente e explica o prazo',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Fabiana Rocha <fabiana.rocha@rochaadvocacia.adv.br>',
      to: 'Carlos Menezes <carlos.menezes@rochamoveis.com.br>',
      subject: 'Fwd: PJe – Intimação – Processo 1004821-37.2025.8.26.0100',
      date: 'Thu, 10 Apr 2025 09:41:52 -0300',
      messageId: 'CAN8xP2qR5tV7wY9aB1cD3eF5gH7iJ9kL1mN3oP5qR7sT9uV@mail.gmail.com',
      dkim: ['rochaadvocacia.adv.br:google'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Carlos, bom dia.',
          '',
          'Saiu a intimação na ação de cobrança contra a loja. Temos 15 dias úteis para a contestação, então preciso até sexta dos contratos de 2023 e das notas fiscais que o fornecedor diz não terem sido pagas. Não precisa fazer nada no site do tribunal, eu cuido disso.',
          '',
          'Abraço,',
          'Fabiana',
          '',
          '---------- Forwarded message ---------',
          'De: PJe TJSP <naoresponda-pje@tjsp.jus.br>',
          'Date: qui., 10 de abr. de 2025 às 03:22',
          'Subject: PJe – Intimação – Processo 1004821-37.2025.8.26.0100',
          '',
          'Prezado(a) advogado(a), há expediente de intimação disponível no Painel do Advogado. Processo 1004821-37.2025.8.26.0100, 12ª Vara Cível do Foro Central Cível. Prazo: 15 dias.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Amiga pede por MB WAY a parte do jantar de aniversário',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Inês Rodrigues <ines.rodrigues.90@gmail.com>',
      to: 'Paulo Reis <paulo.reis.1978@sapo.pt>',
      subject: 'Jantar da Teresa – contas',
      date: 'Mon, 24 Mar 2025 22:15:40 +0000',
      messageId: 'CAGr5tX8wZ2bD4fH6jL8nP0rT2vX4zB6dF8hJ0lN2pR4tV6x@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Olá Paulo!',
          '',
          'Já fiz as contas do jantar e da prenda da Teresa: fica 27,50 € a cada um. Podes mandar por MB WAY para o 912 448 731 quando der jeito.',
          '',
          'Foi mesmo bom! Beijinhos,',
          'Inês',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Kollege leitet die Zoll-Benachrichtigung von DHL weiter: habe die Einfuhrabgaben bezahlt',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Jonas Krüger <j.krueger@kaiser-elektrotechnik.de>',
      to: 'Einkauf <einkauf@kaiser-elektrotechnik.de>',
      subject: 'WG: Ihre DHL Sendung – Einfuhrabgaben',
      date: 'Tue, 25 Nov 2025 08:52:14 +0100',
      messageId: 'FR3P281MB1288C4D5E6F7A8B9C0D1E2F3A4B5C@FR3P281MB1288.DEUP281.PROD.OUTLOOK.COM',
      dkim: ['kaiser-elektrotechnik.de:selector1'],
      relay: 'DEU01-FR2-obe.outbound.protection.outlook.com [40.107.135.41]',
      headers: ['X-MS-Exchange-Organization-AuthAs: Internal', 'Thread-Topic: Ihre DHL Sendung – Einfuhrabgaben'],
      body: plain(
        [
          'Hallo zusammen,',
          '',
          'zur Info: die Messmodule aus Shenzhen hingen beim Zoll. Ich habe die Einfuhrabgaben (18,37 €) gestern in der DHL-App bezahlt, Lieferung soll Donnerstag kommen. Beleg hänge ich in DATEV an.',
          '',
          'Gruß',
          'Jonas',
          '',
          '-----Ursprüngliche Nachricht-----',
          'Von: DHL Paket <noreply@dhl.de>',
          'Gesendet: Montag, 24. November 2025 16:10',
          'Betreff: Ihre DHL Sendung – Einfuhrabgaben',
          '',
          'Für Ihre Sendung 00340434161234567890 aus China fallen Einfuhrabgaben in Höhe von 18,37 € an. Sie können die Abgaben bequem in der Post & DHL App oder auf dhl.de bezahlen. Nach Zahlung stellen wir Ihre Sendung zu.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Despacho de abogados: la Policía Nacional cita al cliente a declarar como testigo',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Elena Navarro <enavarro@navarro-abogados.es>',
      to: 'Jorge Prieto <jorge.prieto@prietoyasociados.es>',
      subject: 'Citación de la Policía Nacional – declaración como testigo el día 14',
      date: 'Wed, 9 Apr 2025 10:05:31 +0200',
      messageId: '<b41c7e2a-93f1-4d0e-8a55-2f6d1c9e7b30@navarro-abogados.es>',
      dkim: ['navarro-abogados.es:google'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: plain(
        [
          'Hola, Jorge:',
          '',
          'Te adjunto la citación que nos ha llegado de la comisaría de Policía Nacional de Chamartín: te citan a declarar como testigo el lunes 14 a las 10:00 por el asunto de la nave. Lleva el DNI.',
          '',
          'Te acompañaré yo; quedamos a las 9:45 en la puerta. Si no puedes ir, dímelo hoy y pedimos otra fecha.',
          '',
          'Un abrazo,',
          'Elena Navarro',
          'Navarro Abogados',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Advogado: notificação da Polícia Judiciária para prestar declarações, data e local',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Dr. Miguel Santos <miguel.santos@santos-advogados.pt>',
      to: 'Rui Carvalho <rui.carvalho.lx@gmail.com>',
      subject: 'Convocatória da Polícia Judiciária – declarações no dia 22',
      date: 'Thu, 15 May 2025 16:12:44 +0100',
      messageId: '<0a7d2c41e9b34f58a1c6@santos-advogados.pt>',
      dkim: ['santos-advogados.pt:default'],
      relay: 'mail.santos-advogados.pt [195.23.118.40]',
      body: plain(
        [
          'Caro Rui,',
          '',
          'Recebemos hoje a notificação da Polícia Judiciária (Diretoria de Lisboa) para prestar declarações como testemunha no processo da burla informática que participou. A diligência está marcada para dia 22, às 14h30, na Rua Gomes Freire.',
          '',
          'Estarei presente. Traga o cartão de cidadão e os extratos que me enviou.',
          '',
          'Cumprimentos,',
          'Miguel Santos',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Advocaat: bezwaar tegen de CJIB-boete ingediend, nog niet betalen',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'mr. Pieter Bakker <p.bakker@bakker-verkeersrecht.nl>',
      to: 'Kevin Mulder <kevin.mulder@kpnmail.nl>',
      subject: 'Uw verkeersboete van het CJIB: beroep ingesteld',
      date: 'Fri, 30 May 2025 15:40:18 +0200',
      messageId: '<5d1e9c0b-2f47-4b8a-9e63-7c0a1d2b3e4f@bakker-verkeersrecht.nl>',
      dkim: ['bakker-verkeersrecht.nl:selector1'],
      relay: 'EUR03-DB5-obe.outbound.protection.outlook.com [40.107.22.110]',
      body: plain(
        [
          'Beste Kevin,',
          '',
          'Ik heb namens u beroep ingesteld tegen de beschikking van het CJIB (CJIB-nummer 2025 0418 8821). Zolang de officier van justitie niet heeft beslist, hoeft u niet te betalen; de aanmaning die u kreeg wordt aangehouden.',
          '',
          'Ik houd u op de hoogte.',
          '',
          'Met vriendelijke groet,',
          'mr. P. Bakker',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Friend back from a trip: customs held her luggage an hour, her leave ends Monday',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Megan Doyle <megan.doyle.83@gmail.com>',
      to: 'Carol Jennings <caroljennings.56@gmail.com>',
      subject: 'Home at last!',
      date: 'Sun, 16 Mar 2025 20:41:05 +0000',
      messageId: 'CAKp2Wn7Xz4Rb8Vt1Lc6Hd3Fs9Ay5Ge0Ko2Mn7Tq4Zx8Rb1@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hi Carol,',
          '',
          'Home at last! Customs held my luggage for an hour at Heathrow because of the cheese, but there was no duty to pay in the end. My boss approved my leave request until Monday, so I finally have time to sort the photos.',
          '',
          "I'll send you the money for the concert tickets by bank transfer tomorrow. Coffee on Wednesday?",
          '',
          'Megan',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Reclutadora de una empresa: oferta con sueldo mensual y WhatsApp para dudas',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Marta Gil <marta.gil@logisticaiberica.es>',
      to: 'lucia.moreno.perez@hotmail.com',
      subject: 'Oferta: Administrativa de logística (Getafe)',
      date: 'Wed, 14 May 2025 10:05:44 +0200',
      messageId: '<20250514080544.4471@logisticaiberica.es>',
      dkim: ['logisticaiberica.es:s1'],
      relay: 'mail.logisticaiberica.es [194.30.16.44]',
      body: plain(
        [
          'Hola, Lucía:',
          '',
          'Gracias por la entrevista del lunes. Nos gustaría ofrecerle el puesto de administrativa de logística en nuestro almacén de Getafe, jornada completa de lunes a viernes.',
          '',
          'Salario: 1.450 € brutos al mes en 14 pagas, más 6 € al día de ayuda de comida. Le adjuntaremos el contrato para que lo revise antes de firmar.',
          '',
          'Si tiene dudas, puede escribir a nuestra reclutadora por WhatsApp al 612 48 93 20 o llamarme a la oficina.',
          '',
          'Un saludo,',
          'Marta Gil',
          'Recursos Humanos, Logística Ibérica',
        ].join('\n'),
      ),
    }),
  },
  // Boss fraud asks for a transfer in secret, or from a boss who cannot take calls. People keep
  // surprises to themselves, and managers really are in meetings: these must stay clean.
  {
    name: 'A friend collects for a leaving present on Gmail: "keep this between us, it is a surprise"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Hannah Price <hannah.price84@gmail.com>',
      to: 'Tom Archer <tom.archer@outlook.com>',
      subject: "Sarah's leaving present",
      date: 'Mon, 3 Mar 2025 19:12:40 +0000',
      messageId: '<CAJx8pQ2vN4mL7rT1sW9yB3kD6fH0gZ5cA2eU8iO4nR7tY1qM@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hi Tom,',
          '',
          'We are getting Sarah a voucher for the spa before she leaves on Friday. Keep this between us, it is a surprise!',
          'Could you send me £15 by tomorrow evening? Bank transfer to Hannah Price, sort code 20-45-77, account 43917265, or just give me cash at the pub.',
          '',
          'Thanks!',
          'Hannah',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Un amigo pide un Bizum para el regalo de cumpleaños: "no se lo digas a nadie, que es sorpresa"',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Álvaro Ruiz <alvaro.ruiz.gomez@gmail.com>',
      to: 'Pablo Serrano <pablo.serrano@hotmail.es>',
      subject: 'Regalo de Marta',
      date: 'Thu, 10 Apr 2025 21:03:17 +0200',
      messageId: '<CAK3mQ9pR2vL7nT4sW1yB8kD5fH6gZ0cA3eU9iO2nR4tY7qX@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f54.google.com [209.85.220.54]',
      body: gmailBody(
        [
          'Pablo, ¿qué tal?',
          '',
          'Estamos juntando dinero para regalarle a Marta el curso de cerámica por su cumpleaños. No se lo digas a nadie, que es sorpresa.',
          '¿Me haces un Bizum de 20 € antes del viernes? Al 612 48 93 07.',
          '',
          'Un abrazo,',
          'Álvaro',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'La directora financiera, desde el dominio de la empresa: reunida y sin llamadas, pide pagar hoy una factura de proveedor',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Carmen Ibáñez <cibanez@distribucionesvalmar.es>',
      to: 'Lucía Moreno <lmoreno@distribucionesvalmar.es>',
      subject: 'Pago Transportes Ruiz',
      date: 'Tue, 14 Oct 2025 09:41:12 +0200',
      messageId: '<AM9PR06MB7781C2E1B4F39D0A8E6B1C3AD9A12@AM9PR06MB7781.eurprd06.prod.outlook.com>',
      dkim: ['distribucionesvalmar.es:selector1'],
      relay: 'mail-am6eur05on2071.outbound.protection.outlook.com [40.107.22.71]',
      body: plain(
        [
          'Lucía:',
          '',
          'Estoy reunida toda la mañana con el banco y no puedo atender llamadas. Por favor, tramita hoy sin falta el pago de la factura 2025-0412 de Transportes Ruiz (3.180,40 €), que vence hoy; los datos bancarios son los de siempre, los que tenemos en el ERP.',
          '',
          'Gracias,',
          'Carmen',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Advogada, do domínio do escritório: pede sigilo sobre o processo e envia a nota de honorários',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Dra. Inês Carvalho <ines.carvalho@carvalhoesilva-advogados.pt>',
      to: 'Rui Teixeira <rui.teixeira@sapo.pt>',
      subject: 'Processo 1432/24 - nota de honorários',
      date: 'Wed, 5 Feb 2025 16:20:44 +0000',
      messageId: '<d81f3a2c-5e7b-4c9a-8f1d-2b6e4a9c7d30@carvalhoesilva-advogados.pt>',
      dkim: ['carvalhoesilva-advogados.pt:default'],
      relay: 'smtp.carvalhoesilva-advogados.pt [185.12.64.19]',
      body: plain(
        [
          'Caro Rui,',
          '',
          'Como falámos, peço-lhe total sigilo sobre o acordo até à assinatura: não comente com ninguém da empresa.',
          'Segue a nota de honorários desta fase; o pagamento pode ser feito por transferência para o IBAN do escritório indicado na nota, até dia 20.',
          '',
          'Com os melhores cumprimentos,',
          'Inês Carvalho',
        ].join('\n'),
      ),
    }),
  },

  {
    // Casual work is paid by the day, and small caterers recruit from a Gmail address.
    name: 'Un catering busca camareros para bodas desde Gmail: salario de 70 € por día',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Catering Hermanos Prieto <cateringhermanosprieto@gmail.com>',
      to: 'Sergio Blanco <sergio.blanco.m@hotmail.com>',
      subject: 'Extras para bodas en junio',
      date: 'Mon, 12 May 2025 17:25:09 +0200',
      messageId: '<CAM8vR1kQ4wN2zL9mV5tY7bJ3cD0gS6eE1xA8uK2iOp=Bz@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f65.google.com [209.85.220.65]',
      body: gmailBody(
        [
          'Hola Sergio:',
          '',
          'Te escribo de parte de Nuria. Buscamos camareros extra para las bodas de los sábados de junio en la finca de Navalcarnero.',
          'Salario: 70 € por día (de 12:00 a 00:00), comida incluida, contrato por obra y servicio con alta en la Seguridad Social.',
          'Si te interesa, mándame tu DNI y número de la Seguridad Social para darte de alta, y te confirmo las fechas.',
          '',
          'Un saludo,',
          'Ángel Prieto',
        ].join('\n'),
      ),
    }),
  },

  {
    // A friend talks about investing: a relative's advice, a return on her own account.
    name: 'A friend on Gmail: my uncle the financial adviser recommended an index fund, it made 11% on my account',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Rachel Moore <rachel.moore.88@gmail.com>',
      to: 'Emma Collins <emma.collins@outlook.com>',
      subject: 'Re: pension stuff',
      date: 'Sun, 9 Mar 2025 20:41:12 +0000',
      messageId: '<CAK3nP8vQ1wR6mT2zL9yB4cD7fH0gS5eA1xU8iO3kN6tY2qM@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hi Emma,',
          '',
          'My uncle is a financial adviser and he told me to stop picking shares and just put it all in a global index fund. It made 11% on my account last year, which is more than I ever managed myself.',
          'The platform he uses is Vanguard, fees are low and the app is easy. No pressure at all, I can send you the name of the fund if you want.',
          '',
          'See you Thursday,',
          'Rachel',
        ].join('\n'),
      ),
    }),
  },

  {
    // Real casual work paid by the day, passed on by a friend.
    name: 'Amiga no Gmail indica vaga de promotora: diária de R$ 150 por dia, com registo na agência',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Juliana Alves <juliana.alves.bh@gmail.com>',
      to: 'larissa.santos.bh@gmail.com',
      subject: 'Vaga de promotora no sábado',
      date: 'Thu, 24 Jul 2025 18:20:41 -0300',
      messageId: '<CAM2vR7kQ4wN1zL8mV5tY9bJ3cD0gS6eE2xA7uK1iOp=Cz@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f65.google.com [209.85.220.65]',
      body: gmailBody(
        [
          'Oi Lari!',
          '',
          'A agência onde eu trabalho precisa de promotora para a degustação no supermercado do Barreiro neste sábado. É diária de R$ 150 por dia, das 9h às 17h, com almoço, e pagam por Pix na segunda.',
          'Se quiser, me manda seu currículo que eu entrego para a coordenadora. Siga o perfil da agência no Instagram, eles postam as vagas lá.',
          '',
          'Beijo,',
          'Ju',
        ].join('\n'),
      ),
    }),
  },

  {
    // A friend stranded abroad asks for help, and pays back by bank transfer.
    name: 'Une amie bloquée à Lisbonne après un vol annulé demande de lui avancer 200 € par virement',
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Camille Roux <camille.roux75@gmail.com>',
      to: 'Julie Martin <julie.martin@orange.fr>',
      subject: 'Galère à Lisbonne',
      date: 'Sun, 16 Mar 2025 21:40:18 +0000',
      messageId: '<CAK4nQ9vR2wS7mT3zL1yB5cD8fH0gS6eA2xU9iO4kN7tY3qM@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Coucou Julie,',
          '',
          "Mon vol de ce soir est annulé et la douane a retenu mes bagages deux heures pour un contrôle, quelle journée ! La compagnie me met à l'hôtel mais ma carte est bloquée.",
          "Est-ce que tu pourrais m'avancer 200 € par virement sur mon compte (tu as mon RIB) ? Je te rembourse dès que je rentre mardi. Appelle-moi si tu préfères, je suis joignable au 06 12 34 56 78.",
          '',
          'Bisous,',
          'Camille',
        ].join('\n'),
      ),
    }),
  },

  {
    // Back from a trip: customs kept the suitcases, and the traveller paid the excess baggage.
    name: 'Un amigo vuelve de Bogotá: en el aeropuerto retuvieron sus maletas y pagó exceso de equipaje',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Diego Navarro <diego.navarro.m@gmail.com>',
      to: 'Lucía Gómez <lucia.gomez@hotmail.com>',
      subject: 'Ya estoy en casa',
      date: 'Mon, 17 Mar 2025 10:02:55 +0100',
      messageId: '<CAM5vR2kQ7wN4zL1mV8tY6bJ3cD0gS9eE1xA5uK2iOp=Dz@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f65.google.com [209.85.220.65]',
      body: gmailBody(
        [
          'Hola Lucía:',
          '',
          'Ya estoy en Madrid. Qué viaje: en el aeropuerto de Bogotá retuvieron mis maletas una hora por el café que traía y al final tuve que pagar exceso de equipaje.',
          'El sábado te llevo tu paquete de café. Un abrazo,',
          'Diego',
        ].join('\n'),
      ),
    }),
  },

  {
    // A wedding guest shares the video with the family and asks to chip in for the videographer.
    name: 'Bruiloftsvideo: morgen stuur ik de video naar de hele familie, wil je € 20 overmaken voor de cameraman',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Sanne de Vries <sanne.devries82@gmail.com>',
      to: 'Pieter Vermeulen <pieter.vermeulen@xs4all.nl>',
      subject: 'Video van de bruiloft',
      date: 'Wed, 6 Aug 2025 19:18:47 +0200',
      messageId: '<CAK5nR1vQ3wS8mT4zL2yB6cD9fH0gS7eA3xU1iO5kN8tY4qM@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hoi Pieter,',
          '',
          'De cameraman heeft de opnames gemaakt terwijl jullie de taart aansneden, echt prachtig. Morgen stuur ik de video naar de hele familie.',
          'Wil je € 20 overmaken voor je deel van de cameraman? Mijn rekening is NL91 ABNA 0417 1643 00, t.n.v. S. de Vries.',
          '',
          'Groetjes,',
          'Sanne',
        ].join('\n'),
      ),
    }),
  },

  // The genuine side of the fourth batch's calls to act: accountants, agencies and software
  // vendors write the same sentences from their own signed domains.
  {
    name: 'Contador pede ao cliente o certificado A1 (.pfx) e a senha para instalar no sistema fiscal',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Renato Okada | Okada Contabilidade <renato@okadacontabilidade.com.br>',
      to: 'Padaria Estrela <financeiro@padariaestrela.com.br>',
      subject: 'Certificado digital renovado',
      date: 'Mon, 20 Jan 2025 09:14:33 -0300',
      messageId: '<CAOk7Rn2vQ9wL4zN1mV8tY3bH5cJ6dS0gE7xA2uK4iOq=Rz@mail.gmail.com>',
      dkim: ['okadacontabilidade.com.br:google'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: plain(
        [
          'Bom dia, Cláudia!',
          '',
          'Vi que vocês renovaram o certificado A1 com a Certisign. Para eu instalar no nosso sistema e continuar emitindo as guias, envie o arquivo .pfx e a senha do certificado pelo nosso portal de documentos, como da outra vez.',
          '',
          'Abraço,',
          'Renato',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Steuerkanzlei erinnert ihre Mandantin: der DATEV-SmartLogin läuft ab, bitte verlängern',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Steuerkanzlei Brandt <kanzlei@stb-brandt.de>',
      to: 'Petra Lang <p.lang@lang-gartenbau.de>',
      subject: 'Ihr SmartLogin läuft Ende Januar ab',
      date: 'Wed, 15 Jan 2025 11:40:02 +0100',
      messageId: '<20250115104002.GA2231@stb-brandt.de>',
      dkim: ['stb-brandt.de:mail'],
      relay: 'mail.stb-brandt.de [85.13.140.77]',
      body: plain(
        [
          'Liebe Frau Lang,',
          '',
          'Ihr SmartLogin für DATEV Unternehmen online läuft am 31.01. ab. Bitte verlängern Sie den Zugang in der SmartLogin-App, damit wir die Belege weiter austauschen können. Bei Fragen rufen Sie mich gern an.',
          '',
          'Herzliche Grüße',
          'Katrin Brandt, Steuerberaterin',
        ].join('\n'),
      ),
    }),
  },

  {
    // A friend settling up concert tickets by Venmo: money, a handle, a deadline, all benign.
    name: 'Friend asks for $48.50 by Venmo for the concert tickets before the resale window closes',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Jess Park <jess.park.nyc@gmail.com>',
      to: 'jordan.price.97@gmail.com',
      subject: 'tickets!!',
      date: 'Thu, 24 Apr 2025 21:18:40 -0400',
      messageId: 'CAPv4Lq8Rk2mT7vX9Qw3nZb1Yc5Hf6Gs0Ae@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        "Got them!! Two floor seats for the June 14 show, section B.\n\nYour half is $48.50 with the fees. Venmo me whenever (@jess-park-22), no rush, but if you can't make it anymore tell me by Friday so I can list yours on the resale page before it closes.\n\nSo excited\nJess",
      ),
    }),
  },

  {
    // Friends splitting a dinner by Bizum: phone number, amount, "when you can".
    name: 'Amigo pide por Bizum los 27 € de la cena del sábado',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Dani Herrero <daniherrero84@gmail.com>',
      to: 'alvaro.pineda@gmail.com',
      subject: 'cena del sábado',
      date: 'Mon, 12 May 2025 09:47:15 +0200',
      messageId: 'CAD3k8Pq2Lm7Xw4Rt1Zn8Vb3Hc6Jd0Fz@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Buenas Álvaro,\n\nal final la cena salió a 27 € por cabeza con el vino. Cuando puedas me haces un Bizum al 612 48 73 90, sin prisa.\n\nLas fotos las subo al álbum compartido esta tarde.\n\nAbrazo,\nDani',
      ),
    }),
  },

  {
    // An accountant sends the monthly DAS guide as a PDF: money, a due date, an attachment.
    name: 'Contador envia a guia do DAS de junho em PDF com vencimento dia 20',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Rogério Tavares | Tavares Contabilidade <rogerio@tavarescontabil.com.br>',
      to: 'sandra.moraes@uol.com.br',
      subject: 'DAS 06/2025 - Moraes Estética ME',
      date: 'Tue, 8 Jul 2025 10:14:37 -0300',
      messageId: '3f8c2a7e1d9b4c60@tavarescontabil.com.br',
      dkim: ['tavarescontabil.com.br:default'],
      relay: 'smtp.tavarescontabil.com.br [177.70.120.14]',
      body: multipart('mixed', [
        plain(
          'Bom dia, Sandra!\n\nSegue em anexo a guia do DAS referente a junho/2025, no valor de R$ 1.184,32, com vencimento em 20/07. Pode pagar pelo código de barras ou pelo QR Code Pix que está na própria guia.\n\nQualquer dúvida estou à disposição.\n\nAbraço,\nRogério Tavares\nTavares Contabilidade – CRC PR-041187/O',
        ),
        attachment(
          'DAS_062025_MoraesEstetica.pdf',
          'application/pdf',
          textPdf(['Documento de Arrecadacao do Simples Nacional', 'Periodo de apuracao: Junho/2025', 'Vencimento: 20/07/2025', 'Valor total: R$ 1.184,32']),
        ),
      ]),
    }),
  },

  {
    // The small bakery's accountant sends the invoice-receipt as a PDF: the real thing the
    // HTA dropper imitates.
    name: 'Contabilista envia a fatura-recibo de junho em PDF à padaria cliente',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Helena Matos <helena.matos@contabilidade-matosvaz.pt>',
      to: 'geral@padariaestrelinha.pt',
      subject: 'Fatura-recibo FR 2025/1187',
      date: 'Mon, 7 Jul 2025 11:20:15 +0100',
      messageId: '9a1c3e5b7d2f4b6a@contabilidade-matosvaz.pt',
      dkim: ['contabilidade-matosvaz.pt:default'],
      relay: 'cpanel03.ptisp.pt [94.46.13.73]',
      body: multipart('mixed', [
        plain(
          'Bom dia, D. Fátima,\n\nEnvio em anexo a fatura-recibo dos serviços de contabilidade de junho (150,00 € + IVA), já paga por transferência. Lembro que a declaração periódica do IVA do 2.º trimestre tem de ser entregue até 20 de agosto; preciso das faturas de compras até ao fim do mês.\n\nCom os melhores cumprimentos,\nHelena Matos\nMatos & Vaz Contabilidade',
        ),
        attachment(
          'FR_2025_1187.pdf',
          'application/pdf',
          textPdf([
            'Matos & Vaz Contabilidade, Lda.',
            'Fatura-recibo FR 2025/1187',
            'Cliente: Padaria Estrelinha, Lda.',
            'Servicos de contabilidade - junho de 2025',
            'Total: 184,50 EUR (IVA incluido) - Pago',
          ]),
        ),
      ]),
    }),
  },

  {
    // A friend pays back her share of the weekend by Wero.
    name: "Amie : je t'ai envoyé 85 € par Wero pour le week-end à Annecy",
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Camille Roux <camille.roux.lyon@gmail.com>',
      to: 'julien.moreau@free.fr',
      subject: 'Annecy',
      date: 'Mon, 29 Sep 2025 20:12:44 +0200',
      messageId: 'CAF2r7Lq9Mx4Tz1Vb8Pn5Wc3Hd6Jf0Gt@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        "Coucou Julien,\n\nJe viens de t'envoyer 85 € par Wero pour ma part du gîte et des courses, dis-moi si c'est bien arrivé (c'était la première fois que je l'utilisais, au lieu de Lydia).\n\nMerci encore pour l'organisation, on remet ça au printemps ?\n\nBises,\nCamille",
      ),
    }),
  },

  {
    // A colleague announcing the new holiday portal: "tenéis que iniciar sesión en el portal".
    name: 'Compañera: las vacaciones se piden en el portal nuevo, tenéis que iniciar sesión con el usuario de siempre',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Nuria Castells <ncastells@grupovallsindustrial.com>',
      to: 'Equipo Compras <compras@grupovallsindustrial.com>',
      subject: 'Vacaciones de verano: se piden en el portal nuevo',
      date: 'Wed, 14 May 2025 11:20:31 +0200',
      messageId: 'VI1PR02MB6120B4F2D0A8C6E35F9B1D7A2C3E0@VI1PR02MB6120.eurprd02.prod.outlook.com',
      dkim: ['grupovallsindustrial.com:selector1'],
      relay: 'mail-vi1eur02on2121.outbound.protection.outlook.com [40.107.6.121]',
      headers: ['X-MS-Exchange-Organization-AuthAs: Internal'],
      body: plain(
        'Hola a todos:\n\nEste año las vacaciones de verano ya no se piden por correo. Tenéis que iniciar sesión en el portal nuevo con el usuario de siempre (el del ordenador) y pedirlas en Mis ausencias antes del 30 de mayo.\n\nSi no os deja entrar, avisad a Sistemas en la extensión 2210.\n\nGracias,\nNuria',
      ),
    }),
  },
  {
    // A buyer's three lines and a real one-page PDF purchase order, from the company's own
    // Microsoft 365 tenant.
    name: 'Buyer sends a revised purchase order as a PDF in three lines',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Dave Hollis <dhollis@tri-countyfabrication.com>',
      to: 'Sales <sales@keystonefasteners.com>',
      subject: 'Revised PO 88102',
      date: 'Tue, 14 Jan 2025 10:12:07 -0500',
      messageId: 'BN8PR12MB3315A7C2E9F1B4D06E3C5A2F8B1D7@BN8PR12MB3315.namprd12.prod.outlook.com',
      dkim: ['tri-countyfabrication.com:selector1'],
      relay: 'mail-bn8nam12on2119.outbound.protection.outlook.com [40.107.237.119]',
      body: multipart('mixed', [
        plain('Hi Tom,\n\nRevised PO attached – qty on line 3 changed to 4,000. Same ship date.\n\nThanks\nDave'),
        attachment(
          'PO_88102_rev1.pdf',
          'application/pdf',
          textPdf(['Tri-County Fabrication Inc.', 'Purchase Order 88102 rev 1', 'Line 3: M8x30 hex bolt zinc, qty 4,000', 'Ship date: 02/03/2025']),
        ),
      ]),
    }),
  },

  {
    // A freight forwarder's documentation desk sends the draft bill of lading as a PDF from its
    // own domain, asking to check it before cut-off.
    name: 'Freight forwarder: draft bill of lading as a PDF, please check before cut-off',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Export Documentation <docs@kestrelfreight.co.uk>',
      to: 'imports@brightwaterhome.co.uk',
      subject: 'Draft BL – booking KF-552180 – please check',
      date: 'Mon, 2 Jun 2025 09:14:22 +0100',
      messageId: 'LO4P265MB5893C2A1E7F9B4D3E0C6A5F2B8D1E@LO4P265MB5893.GBRP265.PROD.OUTLOOK.COM',
      dkim: ['kestrelfreight.co.uk:selector1'],
      relay: 'mail-lo4gbr01on2102.outbound.protection.outlook.com [40.107.22.102]',
      body: multipart('mixed', [
        plain(
          'Hi Emma,\n\nDraft BL for KF-552180 attached. Please check consignee and HS codes and confirm by Wednesday noon, vessel cut-off is Thursday.\n\nBest regards\nPriya\nKestrel Freight – Export Documentation',
        ),
        attachment(
          'KF-552180_draft_BL.pdf',
          'application/pdf',
          textPdf([
            'Bill of Lading - DRAFT',
            'Booking KF-552180',
            'Shipper: Ningbo Homewares Co. Ltd',
            'Consignee: Brightwater Home Ltd',
            'Port of discharge: Felixstowe',
          ]),
        ),
      ]),
    }),
  },
  {
    // A customer's accounts department sends the transfer receipt as a real PDF, two lines.
    name: 'Administración de un cliente envía el justificante de transferencia en PDF, dos líneas',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Administración <administracion@suministros-olmedo.es>',
      to: 'contabilidad@talleresgarciaruiz.es',
      subject: 'Justificante transferencia facturas febrero',
      date: 'Fri, 28 Feb 2025 12:41:10 +0100',
      messageId: 'DB7PR02MB4412C8E1A7F2B9D3E6C0A5F1B4D2E@DB7PR02MB4412.eurprd02.prod.outlook.com',
      dkim: ['suministros-olmedo.es:selector1'],
      relay: 'mail-db8eur05on2115.outbound.protection.outlook.com [40.107.20.115]',
      body: multipart('mixed', [
        plain('Buenos días, Pilar:\nos adjunto el justificante de la transferencia de las facturas 112 y 118.\nUn saludo,\nMarta'),
        attachment(
          'Justificante_transferencia_280225.pdf',
          'application/pdf',
          textPdf([
            'Banco Sabadell - Justificante de transferencia',
            'Ordenante: Suministros Olmedo S.L.',
            'Beneficiario: Talleres García Ruiz S.L.',
            'Importe: 3.418,22 EUR',
            'Concepto: Fras. 112 y 118',
          ]),
        ),
      ]),
    }),
  },

  {
    // A haulier's traffic office sends the signed delivery note and CMR as PDFs, one line.
    name: 'Transportista envía el albarán firmado y el CMR en PDF, una línea',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Tráfico · Transportes Hnos. Lafuente <trafico@transporteslafuente.com>',
      to: 'almacen@distribucionesmarin.es',
      subject: 'Albarán y CMR entrega 07/10',
      date: 'Tue, 7 Oct 2025 16:20:48 +0200',
      messageId: '000a01dc3788$9c2e4f10$d48aed30$@transporteslafuente.com',
      dkim: ['transporteslafuente.com:default'],
      relay: 'smtp.transporteslafuente.com [198.51.100.144]',
      body: multipart('mixed', [
        plain('Buenas tardes, os paso el albarán firmado y el CMR de la entrega de esta mañana.\nUn saludo, Rubén'),
        attachment('Albaran_0710.pdf', 'application/pdf', textPdf(['Albarán 2025/2291', 'Entregado 07/10/2025 09:40', 'Recibí: J. Marín'])),
        attachment('CMR_0710.pdf', 'application/pdf', textPdf(['CMR 55120', 'Zaragoza - Murcia', '14 palés'])),
      ]),
    }),
  },

  {
    // The company's accountant, plainly: the digital certificate expires, let us book the
    // video call to renew it.
    name: 'Contador avisa que o certificado digital A1 vence e marca a videoconferência de renovação',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Marcelo Tavares <marcelo@tavarescontabil.com.br>',
      to: 'financeiro@padariaestrela.com.br',
      subject: 'Certificado A1 vence dia 08',
      date: 'Wed, 29 Oct 2025 10:44:51 -0300',
      messageId: 'CAB3vR7xK2mP9tQ1wL4bN8cF5dJ6sY0n_uX2wZ@mail.gmail.com',
      dkim: ['tavarescontabil.com.br:google'],
      relay: 'mail-qk1-f182.google.com [209.85.222.182]',
      body: gmailBody(
        'Oi Cláudia,\nO certificado A1 da padaria vence dia 08/11. A renovação é por videoconferência com a certificadora, leva uns 15 minutos. Pode ser quinta às 10h?\nAbraço,\nMarcelo',
      ),
    }),
  },

  {
    // A lawyer tells a client where and when to testify: the courthouse and the summons are
    // named, nothing is asked.
    name: 'Advogada avisa o cliente da audiência no Fórum Criminal em que ele é testemunha',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Dra. Renata Lobo <renata@loboadvocacia.adv.br>',
      to: 'Paulo Sarmento <paulo.sarmento@gmail.com>',
      subject: 'Sua audiência como testemunha',
      date: 'Mon, 15 Sep 2025 10:41:55 -0300',
      messageId: 'CAF3kq9r2Lw8VbN5mT1xH7cY0dJ4sP6e_gQ2=zR@mail.gmail.com',
      dkim: ['loboadvocacia.adv.br:google'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: plain(
        'Olá, Paulo,\n\nChegou a intimação de testemunha do Fórum Criminal: a audiência é dia 14/10 às 14h, por videoconferência. Te ligo na semana que vem para conversarmos sobre o que vão perguntar.\n\nAbraço,\nRenata',
      ),
    }),
  },
  {
    // The accountant sends the month's invoice as a real PDF, one sentence.
    name: 'Contabilista envia a fatura do mês em PDF numa frase',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Contabilidade Ferreira & Matos <geral@ferreiramatos-contas.pt>',
      to: 'Ana Rebelo <ana.rebelo@quintadosol-vinhos.pt>',
      subject: 'FT 2025/1102',
      date: 'Tue, 7 Jan 2025 11:20:33 +0000',
      messageId: 'PR3P195MB0861A4C2E7F1B9D3E0C6A5F2B8D1C@PR3P195MB0861.EURP195.PROD.OUTLOOK.COM',
      dkim: ['ferreiramatos-contas.pt:selector1'],
      relay: 'mail-vi1eur05on2084.outbound.protection.outlook.com [40.107.21.84]',
      body: multipart('mixed', [
        plain('Bom dia Ana, segue em anexo a fatura dos serviços de dezembro. Obrigado, Rui'),
        attachment(
          'FT_2025-1102.pdf',
          'application/pdf',
          textPdf(['Ferreira & Matos, Lda', 'Fatura FT 2025/1102', 'Servicos de contabilidade - dezembro 2024', 'Total: 184,50 EUR']),
        ),
      ]),
    }),
  },

  {
    // An engineering office asks for a quote in plain text with the bill of quantities as a PDF.
    name: 'Ingenieurbüro bittet um ein Angebot, Leistungsverzeichnis als PDF im Anhang',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Jürgen Brandt <j.brandt@ib-brandt-soehne.de>',
      to: 'angebote@dachdeckerei-vogt.de',
      subject: 'Angebotsanfrage Flachdach Kita Sonnenschein',
      date: 'Mon, 5 May 2025 14:08:52 +0200',
      messageId: '3f9e1a7c-5b2d-4c8e-a6f0-1d3b5e7a9c2f@ib-brandt-soehne.de',
      dkim: ['ib-brandt-soehne.de:default'],
      relay: 'mx.ib-brandt-soehne.de [198.51.100.186]',
      body: multipart('mixed', [
        plain(
          'Sehr geehrter Herr Vogt,\n\nim Auftrag der Gemeinde bitten wir um Ihr Angebot für die Flachdachsanierung der Kita. Das LV liegt als PDF bei, Angebotsfrist ist der 23.05.\n\nMit freundlichen Grüßen\nJürgen Brandt',
        ),
        attachment(
          'LV_Flachdach_Kita.pdf',
          'application/pdf',
          textPdf(['Leistungsverzeichnis Flachdachsanierung', 'Kita Sonnenschein', 'Pos. 1 Abbruch Dachabdichtung 420 m2']),
        ),
      ]),
    }),
  },

  {
    // A friend, in two lines: she will pay her share of Saturday's dinner by Lydia tonight.
    name: 'Amie : « je t’envoie mes 20 € par Lydia ce soir »',
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Camille Roux <camille.roux88@gmail.com>',
      to: 'julien.bernard@orange.fr',
      subject: 'samedi',
      date: 'Sun, 20 Apr 2025 18:12:09 +0200',
      messageId: 'CAC4wS8xT3vQ2mL1wK9bP5cG7dH6sY0o_vY3xZ@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-wm1-f52.google.com [209.85.128.52]',
      body: gmailBody('Merci encore pour samedi, c’était top !\nJe t’envoie mes 20 € par Lydia ce soir.\nBises, Camille'),
    }),
  },

  {
    // A colleague, in two lines: the order has arrived, the invoice follows, a PDF of the
    // delivery note attached.
    name: 'Collega: bestelling is binnen, pakbon als PDF in de bijlage',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Mark de Groot <mark@kuipers-verpakkingen.nl>',
      to: 'Eva Kuipers <eva@kuipers-verpakkingen.nl>',
      subject: 'PO4402 binnen',
      date: 'Thu, 13 Feb 2025 11:05:22 +0100',
      messageId: 'AM9PR04MB8211F3C1A7E2B9D4C6E0A5F1B2D3E@AM9PR04MB8211.eurprd04.prod.outlook.com',
      dkim: ['kuipers-verpakkingen.nl:selector1'],
      relay: 'mail-am0eur02on2105.outbound.protection.outlook.com [40.107.247.105]',
      body: multipart('mixed', [
        plain(
          'Hoi Eva,\nde bestelling van Van Dijk (PO4402) is vanochtend binnengekomen, pakbon zit in de bijlage. Factuur volgt volgens hen volgende week.\nGr. Mark',
        ),
        attachment(
          'Pakbon_PO4402.pdf',
          'application/pdf',
          textPdf(['Van Dijk Groothandel B.V.', 'Pakbon bij PO4402', '24 dozen kartonnen verzenddozen 40x30x20']),
        ),
      ]),
    }),
  },

  {
    name: 'A friend about her diet: down a few kilos since the summer, want to walk on Sunday?',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Kate Morris <kate.morris84@gmail.com>',
      to: 'Emma Lowe <emma.lowe@gmail.com>',
      subject: 'Sunday walk?',
      date: 'Fri, 28 Nov 2025 17:22:10 +0000',
      messageId: 'CAF7uW2k9XxR4tQ8mN3vB6pL1cH5sJ0e_dY2zA@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-wm1-f54.google.com [209.85.128.54]',
      body: gmailBody(
        'Hi Em,\n\nThe diet is going well, I finally feel lighter and sleep better since I cut out the late snacks. Fancy a long walk on Sunday morning? Same place as last time?\n\nKate x',
      ),
    }),
  },
  {
    // A meme copied from Imgur and pasted into a Gmail note: the picture stays hot-linked, the
    // note is three words.
    name: 'A friend pastes an Imgur meme into a three-word Gmail note',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Jake Morrison <jake.morrison84@gmail.com>',
      to: 'tom.reyes@outlook.com',
      subject: 'monday mood',
      date: 'Mon, 10 Mar 2025 08:02:17 +0000',
      messageId: 'CAF8kQ2vX9mT4pR1wL7nB3cH6dJ0sY5g_e@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-wr1-f41.google.com [209.85.221.41]',
      body: multipart('alternative', [
        plain('this is us'),
        html('<div dir="ltr">this is us<br><img src="https://i.imgur.com/Wm4cZ8p.jpeg" alt="image.png"><br></div>'),
      ]),
    }),
  },

  {
    // Una abuela reenvía desde Gmail la foto del nieto pegada desde un enlace de ImgBB.
    name: 'Una abuela manda desde Gmail la foto del nieto pegada desde ImgBB, con dos palabras',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Carmen Ruiz <carmen.ruiz.1951@gmail.com>',
      to: 'elena.ruiz@hotmail.es',
      subject: 'Mira',
      date: 'Sun, 16 Mar 2025 18:44:10 +0100',
      messageId: 'CAJ3pT8wQ1vR6mK2xN9bF4cH7dL0sY5z_k@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-ej1-f54.google.com [209.85.218.54]',
      body: multipart('alternative', [
        plain('Qué guapo'),
        html('<div dir="ltr">Qué guapo<br><img src="https://i.ibb.co/3Yx9kLp/pablo.jpg" width="400"><br></div>'),
      ]),
    }),
  },

  {
    name: 'Amiga: me tocó un vale de El Corte Inglés en la rifa del cole',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Marta Ruiz <marta.ruiz.lopez@gmail.com>',
      to: 'lucia.gomez@gmail.com',
      subject: 'rifa',
      date: 'Sun, 15 Dec 2024 20:11:09 +0100',
      messageId: 'CAF8mQ2pR7xW1vT4kL9sD3bN6cH0jY5gZ@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        '¡Lucía! Al final me tocó un vale de 50 € de El Corte Inglés en la rifa del cole. Lo usamos para el regalo de la profe, ¿te parece?\n\nUn beso,\nMarta',
      ),
    }),
  },

  {
    // A club's raffle secretary writes from her own free mailbox: the win, where to pick it up, no
    // fee and no millions; the lottery letter's free mailbox is not the mark here.
    name: 'Cricket club raffle secretary on Gmail: "your ticket won the meat hamper, it is behind the bar"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Jenny Harcourt <jenny.harcourt.ccc@gmail.com>',
      to: 'dave.pilling@btinternet.com',
      subject: 'Raffle - you won!',
      date: 'Mon, 9 Jun 2025 19:42:10 +0100',
      messageId: 'CAF7nR3xQ8vT2wL5kM1bP9cH4dJ6sY0e_gZ3pW@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        "Hi Dave,\n\nGood news - your blue ticket 0412 came out in Saturday's raffle and you have won the meat hamper from Pritchards! It's in the fridge behind the bar, so grab it next time you're down for nets (before the weekend please, it won't keep forever).\n\nThanks for supporting the junior section, we raised £340.\n\nJenny\nRaffle sec, Coldham CC",
      ),
    }),
  },

  {
    // A friend tells another about a first date from a dating app, with a link to the bar.
    name: 'Friend on Gmail about a first date from Hinge: "she picked the bar, wish me luck"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Owen Fletcher <owen.fletcher91@gmail.com>',
      to: 'Matt Rhodes <mattrhodes.uk@gmail.com>',
      subject: 'date on saturday!',
      date: 'Fri, 14 Feb 2025 12:03:45 +0000',
      messageId: 'CAF3nQ8xR2vP7tK1wM4bL9cJ5dH6sY0a_wT2pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        "Mate, matched with someone on Hinge last week and we're meeting Saturday. She picked this place: https://www.thealbionbristol.co.uk\n\nNever done an app date before, any tips? Also she's a climber so I might need your spare shoes at some point haha.\n\nWish me luck\nO",
      ),
    }),
  },

  {
    // A friend won the gym's raffle for real and tells her sister.
    name: 'Amiga: "me ha tocado el sorteo del gimnasio", recoger el premio en recepción',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Elena Sanz <elena.sanz.p@gmail.com>',
      to: 'Marta Sanz <martasanz82@gmail.com>',
      subject: 'no te lo vas a creer',
      date: 'Sat, 10 May 2025 13:26:44 +0200',
      messageId: 'CAG7pM2xN8vR4tK1wQ5bL3cF9dH6sY0c_vT1pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Marta!! Me ha tocado el sorteo del gimnasio, el de las cuotas de primavera: tres meses gratis y una mochila. Me han dicho que pase por recepción con el DNI el lunes para firmar y recogerla.\n\nAsí que ya no tengo excusa para no ir jaja. ¿Te apuntas a las clases de los martes conmigo?\n\nBesos',
      ),
    }),
  },

  {
    // A friend asks about the magnesium supplement the pharmacist suggested.
    name: 'Amiga pergunta pelo suplemento de magnésio que a farmacêutica recomendou',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Teresa Matos <teresa.matos.lx@gmail.com>',
      to: 'Helena Sousa <helena.sousa.m@gmail.com>',
      subject: 'o magnésio',
      date: 'Mon, 19 May 2025 20:11:36 +0100',
      messageId: 'CAH2qN7xR4vP9tK1wM3bL8cF5dJ6sY0b_xT4pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Olá Helena,\n\nComo se chamava aquele magnésio que a farmacêutica te recomendou para as cãibras? Ando a acordar com elas e o médico disse que podia experimentar antes de fazer análises.\n\nSábado vamos à caminhada? Beijinhos\nTeresa',
      ),
    }),
  },

  {
    // A friend asks for help with a redelivery deadline, from Gmail.
    name: 'Amiga no Gmail: "minha encomenda volta ao remetente se eu não reagendar em 48 horas, você recebe para mim?"',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Camila Duarte <camila.duarte88@gmail.com>',
      to: 'Patrícia Nogueira <patricia.nogueira@uol.com.br>',
      subject: 'Encomenda',
      date: 'Fri, 17 Oct 2025 20:14:33 -0300',
      messageId: 'CAGk8q1rT5Lw2VbN9mX4H7cY0dJ3sP6e_kQ1=aR@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Oi Pati!\n\nTentaram entregar minha encomenda hoje e não tinha ninguém em casa. Se eu não reagendar a entrega em 48 horas ela volta para o remetente. Posso mandar entregar aí na sua casa na segunda? Você vai estar?\n\nBeijo,\nCamila',
      ),
    }),
  },

  {
    // A lawyer's signed mail about a lawsuit and its deadline: no authority named, a demand
    // and a deadline, and the lawyer stands behind it.
    name: 'Abogado avisa al cliente: llegó la notificación judicial de la demanda, plazo de 5 días para contestar, firmado',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Lic. Andrés Villalobos <avillalobos@villalobos-abogados.mx>',
      to: 'Alejandra Ruiz <alejandra.ruiz@hotmail.es>',
      subject: 'Su asunto: notificación recibida',
      date: 'Fri, 5 Sep 2025 12:08:19 -0600',
      messageId: '<8c1e2f47-5a9b-4d3e-b7c6-1f0e9a2d4b57@villalobos-abogados.mx>',
      dkim: ['villalobos-abogados.mx:selector1'],
      relay: 'NAM12-BN8-obe.outbound.protection.outlook.com [40.107.212.93]',
      body: plain(
        'Estimada Alejandra:\n\nAyer nos llegó la notificación judicial de la demanda en su contra. Tenemos un plazo de 5 días hábiles para contestarla; para evitar sanciones necesito que me envíe en las próximas 48 horas los recibos del arrendamiento.\n\nQuedo atento.\n\nLic. Andrés Villalobos',
      ),
    }),
  },

  // Written after the fifth batch's rules (not blind): people who ask to be written at a free
  // mailbox other than the one they write from.
  {
    // A researcher leaving the university gives colleagues her personal address.
    name: 'Investigadora que deja la universidad: "a partir de julio escríbeme a mi correo personal …@gmail.com"',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Ana García Ruiz <ana.garcia@fis.uni-levante.example>',
      to: 'Grupo de Óptica <optica@fis.uni-levante.example>',
      subject: 'Me despido del grupo',
      date: 'Mon, 30 Jun 2025 10:02:11 +0200',
      messageId: '5f2c9e1a-7b3d-4e8a-9c1f-2d6b8a4e0c73@fis.uni-levante.example',
      dkim: ['uni-levante.example:mail2024'],
      relay: 'smtp.uni-levante.example [203.0.113.140]',
      body: plain(
        'Hola a todos,\n\nHoy es mi último día en el departamento: empiezo en septiembre en Lisboa. Esta cuenta se cierra en dos semanas, así que a partir de julio escríbeme a mi correo personal ana.garcia.ruiz@gmail.com para lo del artículo.\n\nGracias por estos cuatro años.\nAna',
      ),
    }),
  },

  {
    // A volunteer of a sports club writes from the club's domain and asks for replies at home.
    name: 'Club volunteer: "please email me at my own address …@outlook.com, I only check the club mailbox on Mondays"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Sue Parker <secretary@harbourrowingclub.example>',
      to: 'members@harbourrowingclub.example',
      subject: 'Regatta volunteers needed',
      date: 'Wed, 2 Jul 2025 19:20:33 +0100',
      messageId: '20250702182033.9a4e@harbourrowingclub.example',
      dkim: ['harbourrowingclub.example:k1'],
      relay: 'mail.harbourrowingclub.example [203.0.113.152]',
      body: plain(
        'Hi all,\n\nWe still need six marshals and two people on the tea urn for the regatta on the 19th. If you can help, please email me at sue.parker.home@outlook.com as I only check this mailbox on Mondays.\n\nThanks,\nSue',
      ),
    }),
  },

  {
    // An independent insurance broker answers one client from her Gmail with a quote: a free
    // mailbox, an offer, but one named recipient.
    name: 'Independent broker from Gmail to one client: "your car insurance quote, lower than last year"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Karen Doyle <karen.doyle.insurance@gmail.com>',
      to: 'Mark Fenton <mark.fenton@btinternet.com>',
      subject: 'Your renewal quote',
      date: 'Tue, 9 Sep 2025 16:40:12 +0100',
      messageId: 'CAK2pM8xN3vR7tL1wQ5bF9cJ4dH6sY0b_vT3pY@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Hi Mark,\n\nAs promised I shopped around for your renewal. Best I found is £412 a year with the same cover and excess, about £60 less than you paid last year. Get a free quote comparison from me any time, no obligation.\n\nLet me know and I will set it up.\n\nKaren',
      ),
    }),
  },

  {
    // A friend explaining from Gmail why she pays back late: her own exchange account is blocked.
    name: 'Amiga pelo Gmail: a Binance bloqueou a minha conta, pago amanhã',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Luana Prado <luana.prado.rj@gmail.com>',
      to: 'rafael.moura@uol.com.br',
      subject: 'Re: racha da viagem',
      date: 'Sat, 22 Nov 2025 20:14:09 -0300',
      messageId: 'CAJ9vK2pR9xN4mQ1bL8cD3sLp4vK2pR9xN4mQ1bL8c@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      headers: ['In-Reply-To: <CAH3q8vR2pT4xN7mL1bK9cD5s@mail.gmail.com>', 'References: <CAH3q8vR2pT4xN7mL1bK9cD5s@mail.gmail.com>'],
      body: gmailBody(
        'Rafa, desculpa! A Binance bloqueou minha conta por 24 horas porque troquei a senha, então só consigo te mandar o Pix da viagem amanhã cedo.\n\nBeijo,\nLu',
      ),
    }),
  },

  {
    // An accountant on Gmail sending the client's tax return with a link inside the PDF receipt.
    name: 'Contadora pelo Gmail: declaração do IR em PDF com o link da Receita',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Renata Siqueira Contabilidade <renata.siqueira.contabil@gmail.com>',
      to: 'paulo.henrique@terra.com.br',
      subject: 'Sua declaração do IR 2025 - restituição no 2º lote',
      date: 'Fri, 30 May 2025 17:40:02 -0300',
      messageId: 'CAM4vK2pR9xN4mQ1bL8cD3sRs2vK2pR9xN4mQ1bL8c@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: multipart(
        'mixed',
        [
          gmailBody(
            'Oi Paulo,\n\nSegue o recibo da sua declaração. Sua restituição saiu no 2º lote, o crédito cai na conta no dia 30 de junho.\n\nAbraço,\nRenata',
          ),
          attachment(
            'Recibo_IRPF_2025.pdf',
            'application/pdf',
            textPdf(['Recibo de entrega da declaracao IRPF 2025', 'Consulte a restituicao no portal'], 'https://www.gov.br/receitafederal/pt-br'),
          ),
        ],
        'gmail',
      ),
    }),
  },

  {
    name: 'Friend on Gmail: "mandei o pix do churrasco, segue o comprovante" with a screenshot',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Rafael Teixeira <rafa.teixeira89@gmail.com>',
      to: 'Bruno Carvalho <brunocarvalho.rj@gmail.com>',
      subject: 'pix do churrasco',
      date: 'Sun, 24 Aug 2025 20:11:37 -0300',
      messageId: 'CAP4kN2xV8mR1tK7wQ3bL9cF5dH6sY0a_bR1pX@mail.gmail.com',
      ...GMAIL,
      body: multipart('mixed', [
        gmailBody('Fala Bruno,\n\nMandei os R$ 85 do churrasco agora, segue o print do comprovante. Valeu pela carne, tava top!\n\nAbraço\nRafa'),
        attachment(
          'Screenshot_20250824-200912.jpg',
          'image/jpeg',
          Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9),
        ),
      ]),
    }),
  },

  {
    name: 'Colleague on Gmail about getting the vida laboral from the Seguridad Social with Cl@ve',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Nuria Campos <nuria.campos.r@gmail.com>',
      to: 'Antonio Herrera <antonio.herrera@gmail.com>',
      subject: 'lo de la vida laboral',
      date: 'Fri, 18 Jul 2025 18:22:05 +0200',
      messageId: 'CAL8nQ2xR4vP7tK1wM9bL3cJ5dH6sY0a_nC8pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Antonio, para lo del alquiler te piden el informe de vida laboral. Lo sacas en un minuto en la sede de la Seguridad Social con Cl@ve: https://portal.seg-social.gob.es/wps/portal/importass/importass/tramites/vida-laboral\n\nSi no tienes Cl@ve, también te lo mandan por SMS al móvil que tengan registrado.\n\nBesos,\nNuria',
      ),
    }),
  },

  {
    name: 'Colleague: "neue Bankverbindung von Müller Stahlbau telefonisch bestätigt, bitte im ERP ändern"',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Jonas Brandt <j.brandt@brandt-elektrotechnik.de>',
      to: 'Buchhaltung <buchhaltung@brandt-elektrotechnik.de>',
      subject: 'Müller Stahlbau - Bankverbindung',
      date: 'Thu, 26 Jun 2025 09:12:33 +0200',
      messageId: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9@brandt-elektrotechnik.de',
      dkim: ['brandt-elektrotechnik.de:default'],
      relay: 'mail.brandt-elektrotechnik.de [85.13.140.22]',
      body: plain(
        'Hallo zusammen,\n\ndie Mail von gestern mit der angeblich neuen Bankverbindung von Müller Stahlbau kam von einer fremden Domain. Ich habe Herrn Müller eben unter der Nummer aus unserem Rahmenvertrag angerufen: Die Bankverbindung hat sich NICHT geändert. Bitte nichts im ERP ändern und die Rechnungen RE-2025-0412 und -0437 wie gewohnt auf das Sparkassenkonto zahlen.\n\nDie Mail habe ich an die IT weitergeleitet.\n\nGruß\nJonas',
      ),
    }),
  },

  {
    // A day rate stated once, paid weekly: not the task scam's range "paid daily".
    name: 'Staffing agency: "event crew earn $180 per day, paid weekly", from its own signed domain',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Maya Brooks <maya.brooks@crewline-staffing.com>',
      to: 'jordan.wells22@yahoo.com',
      subject: 'Event crew shifts in May',
      date: 'Tue, 15 Apr 2025 09:12:40 -0400',
      messageId: '20250415131240.77ab@crewline-staffing.com',
      dkim: ['crewline-staffing.com:s1'],
      relay: 'mail.crewline-staffing.com [198.51.100.90]',
      body: plain(
        'Hi Jordan,\n\nThanks for registering with us last week. We have event crew shifts at the convention centre on 10, 11 and 17 May. Crew earn $180 per day, paid weekly by direct deposit, and the shifts run 8am to 5pm.\n\nIf you want any of them, reply with the dates and I will send the booking confirmation and the site induction form.\n\nBest,\nMaya Brooks\nCrewline Staffing',
      ),
    }),
  },

  {
    // A friend's investing tip: a fund's yearly return and a small start, no platform of a stranger.
    name: 'A friend on Gmail: "my index fund returned 9% last year, I can show you the app"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Tom Reilly <tom.reilly74@gmail.com>',
      to: 'richard.moss1961@gmail.com',
      subject: 'Re: pension question',
      date: 'Sun, 6 Jul 2025 18:21:09 +0000',
      messageId: 'CAJ9pN2xV4mR7tK1wQ8bL3cF6dH5sY0a_tR4pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        "Hi Rich,\n\nGood to see you on Friday. About your question: I just use a plain index fund through my bank's app, it returned about 9% last year but some years it loses money, so only put in what you can leave alone for ten years. Happy to show you how the app works next time you are over.\n\nTom",
      ),
    }),
  },

  {
    // A family video recorded with "your camera", sent to the family: no demand, no wallet.
    name: 'German family mail: "mit deiner Kamera aufgenommen, ich schicke das Video an die Familie"',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Petra Schulz <petra.schulz@gmx.de>',
      to: 'm.schulz@gmx.de',
      subject: 'Video von Omas Geburtstag',
      date: 'Sun, 13 Jul 2025 19:05:41 +0200',
      messageId: '20250713170541.2c9e@gmx.de',
      dkim: ['gmx.de:dkim'],
      relay: 'mout.gmx.net [212.227.17.22]',
      body: plain(
        'Hallo Markus,\n\ndas Video von Omas Geburtstag habe ich mit deiner Kamera aufgenommen, sie liegt noch bei uns. Ich schicke das Video heute Abend an die Familie, du bekommst den Link auch.\n\nLiebe Grüße\nPetra',
      ),
    }),
  },

  {
    // A managing director asks finance, from the company's own signed domain, for today's transfer.
    name: 'French colleague from the company domain: "pouvez-vous effectuer aujourd\'hui le virement au fournisseur ?"',
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Philippe Marchand <p.marchand@marchand-industries.fr>',
      to: 'Sandrine Lopez <s.lopez@marchand-industries.fr>',
      subject: 'Virement Atelier Roux',
      date: 'Thu, 17 Jul 2025 11:26:53 +0200',
      messageId: '20250717092653.4b1e@marchand-industries.fr',
      dkim: ['marchand-industries.fr:s1'],
      relay: 'mail.marchand-industries.fr [198.51.100.31]',
      body: plain(
        "Bonjour Sandrine,\n\nComme convenu en réunion lundi, pouvez-vous effectuer aujourd'hui le virement à l'Atelier Roux pour la facture F-2025-118 ? Le bon de réception est dans le dossier partagé des achats.\n\nMerci,\nPhilippe",
      ),
    }),
  },

  {
    // A Dutch agency's single day rate, paid weekly.
    name: 'Dutch uitzendbureau: "je verdient €135 per dag, wekelijks uitbetaald", from its own domain',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Lotte Smit <lotte.smit@flexwerk-utrecht.nl>',
      to: 'tim.jansen91@hotmail.nl',
      subject: 'Bijbaan magazijn in juni',
      date: 'Wed, 21 May 2025 10:48:33 +0200',
      messageId: '20250521084833.5a1f@flexwerk-utrecht.nl',
      dkim: ['flexwerk-utrecht.nl:s1'],
      relay: 'mail.flexwerk-utrecht.nl [198.51.100.47]',
      body: plain(
        'Hoi Tim,\n\nZoals besproken: in juni zoekt ons magazijn in Nieuwegein mensen op zaterdag. Je verdient €135 per dag, wekelijks uitbetaald via de loonstrook. Laat je me weten welke zaterdagen je kunt?\n\nGroet,\nLotte Smit\nFlexwerk Utrecht',
      ),
    }),
  },

  {
    // A grandmother's photo from Gmail with the link to the whole album: few words, one picture,
    // and a goo.gl address that is Google Photos' own share link, not a short link.
    name: 'Avó envia do Gmail uma foto do batizado e o link do álbum no Google Fotos',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Maria Helena Costa <mhelena.costa52@gmail.com>',
      to: 'ana.costa.ribeiro@gmail.com, pedro.costa@hotmail.com',
      subject: 'Fotos do batizado',
      date: 'Sun, 19 Oct 2025 20:31:07 -0300',
      messageId: '<CAH4vN8mT2pX1wR7yZ3bC5dF9kJ0lL6nPq8sD2fG4hJ6kL8zX@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      body: multipart('related', [
        html(
          '<div dir="ltr">Que dia lindo! O álbum todo: <a href="https://photos.app.goo.gl/Xq2vN8mT4pR7yZ3b6">https://photos.app.goo.gl/Xq2vN8mT4pR7yZ3b6</a><br>Beijos, vó<br><img src="cid:batizado@foto" width="480" height="640"></div>',
        ),
        inlineImage('batizado@foto', 'IMG_20251019_113402.jpg', JPEG),
      ]),
    }),
  },

  {
    // A friend forwards a toll scam text (screenshot transcribed) asking whether it is real.
    name: 'Friend forwards an E-ZPass toll text and asks "is this a scam?" from Gmail',
    lang: 'en',
    kind: 'personal',
    heldOut: true,
    raw: mail({
      from: 'Brian Walker <bwalker1987@gmail.com>',
      to: 'sam.ortiz@gmail.com',
      subject: 'is this legit??',
      date: 'Tue, 20 May 2025 22:03:45 -0400',
      messageId: 'CAPz8Lq2xT9mN4rB7vC1w_Q5zY3sD6fK0hJ2kL8p@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hey Sam, you know this stuff. Got this text tonight, copied it below. I did drive through the tunnel last week but I have an EZ pass on the car... Is it real or one of those scams? I haven\'t clicked anything.\n\n"E-ZPass: You have an unpaid toll balance of $6.89. To avoid a late fee of $50.00 pay by May 22: ezpass-tollnotice.com/pay"\n\nThanks man\nBrian',
      ),
    }),
  },

  {
    // A son forwards a Detran "multa" his mother received and tells her not to pay it.
    name: 'Filho encaminha o e-mail do "Detran" para a mãe: "é golpe, não paga o PIX" from Gmail',
    lang: 'pt-BR',
    kind: 'personal',
    heldOut: true,
    raw: mail({
      from: 'Lucas Ribeiro <lucas.ribeiro.dev@gmail.com>',
      to: 'fernanda.ribeiro@terra.com.br',
      subject: 'Fwd: Notificação de Autuação - Infração de trânsito',
      date: 'Wed, 2 Jul 2025 12:18:30 -0300',
      messageId: 'CAJr8Lq2xT9mN4rB7vC1w_Q5zY3sD6fK0hJ2kL8q@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Mãe, isso aqui é golpe! O Detran não manda multa por e-mail com QR Code de PIX, e o domínio nem é do governo. Não paga nada. Se quiser conferir, entra no app Carteira Digital de Trânsito que eu instalei no seu celular.\n\nBeijo\nLucas\n\n---------- Forwarded message ---------\nDe: DETRAN-SP Notificações\nDate: qua., 2 de jul. de 2025 às 09:41\nSubject: Notificação de Autuação - Infração de trânsito\n\nPrezado(a) condutor(a), foi registrada uma infração de trânsito em nome do proprietário do veículo. Pague até o vencimento com 40% de desconto via PIX.',
      ),
    }),
  },

  {
    // A client forwarding the court's notice to her lawyer from Hotmail: the automated line is quoted, not hers.
    name: 'A client forwarding the TJSP push notice to her lawyer from Hotmail ("Enc: PJe Push")',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Marina Costa <marina.costa82@hotmail.com>',
      to: 'rafael.lima@lima-advocacia.adv.br',
      subject: 'Enc: PJe Push - Movimentação processual 1019852-74.2022.8.26.0100',
      date: 'Wed, 1 Feb 2023 11:40:02 +0000',
      messageId: 'CP2P152MB4411F7A8B9C0D1E2F3A4B5A2B3C4D5E6@CP2P152MB4411.LAMP152.PROD.OUTLOOK.COM',
      ...HOTMAIL_BRA,
      body: plain(
        'Dr. Rafael, recebi isto hoje de manhã. O que significa? Preciso fazer alguma coisa?\n\nMarina\n\n________________________________\nDe: PJe Push TJSP <pje.push@tjsp.jus.br>\nEnviado: quarta-feira, 1 de fevereiro de 2023 09:12\nPara: marina.costa82@hotmail.com\nAssunto: PJe Push - Movimentação processual 1019852-74.2022.8.26.0100\n\nTRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO\nPJe Push - Serviço de Acompanhamento automático de processos\nPrezado(a), informamos que o processo a seguir sofreu movimentação:\nNúmero do Processo: 1019852-74.2022.8.26.0100\nMovimento: Juntada de petição\n\nATENÇÃO: este e-mail é gerado de forma automatizada, por gentileza, não o responda.',
      ),
    }),
  },

  {
    // A lawyer writing from Gmail about a summons at the labour court, in her own words.
    name: 'A lawyer on Gmail: "o processo teve movimentação, a intimação eletrônica da Justiça do Trabalho"',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Dra. Paula Antunes <paula.antunes.adv@gmail.com>',
      to: 'jorge.matos@bol.com.br',
      subject: 'Seu processo trabalhista',
      date: 'Thu, 2 Feb 2023 16:05:12 -0300',
      messageId: 'CAK4pN8xV4mR7tK2wQ9bL3cF6dH5sY0a_pA7pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Boa tarde, Jorge.\n\nO seu processo teve movimentação ontem: saiu a intimação eletrônica da Justiça do Trabalho para a audiência de conciliação, no dia 14/03 às 10h, por videoconferência. Vou lhe mandar o link da sala uns dias antes.\n\nQualquer dúvida, me ligue.\n\nPaula Antunes\nOAB/SP 245.118',
      ),
    }),
  },

  {
    // A caretaker who looks after a holiday house, in ordinary words.
    name: 'A holiday-house caretaker: "as the caretaker of your house I checked the roof"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Joe Pereira <joe.pereira.algarve@gmail.com>',
      to: 'helen.ward@btinternet.com',
      subject: 'House check after the storm',
      date: 'Sat, 4 Nov 2023 17:44:10 +0000',
      messageId: 'CAH2pN8xV4mR7tK2wQ9bL3cF6dH5sY0a_jP8pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hi Helen,\n\nAs the caretaker of your house I went round after the storm last night and checked the roof and the pool. Two tiles moved on the terrace side, I will have them fixed on Monday, about 60 euros. Everything else is fine.\n\nJoe',
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

  {
    // An animated SVG logo attached to a designer's mail: a script, but no page to send anyone to.
    name: "Designer sends an animated SVG logo draft with a small script, from her studio's signed domain",
    lang: 'en',
    kind: 'personal',
    heldOut: true,
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
    // A neighbour passes on a fine text she got and asks whether it is a scam, quoting it in a '>' block.
    name: 'Neighbour quotes a "portagens por pagar" text in a reply block and asks "isto é golpe?" from Sapo',
    lang: 'pt-PT',
    kind: 'personal',
    heldOut: true,
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
    heldOut: true,
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
    // A café owner hiring from Gmail: a pay range, but a month's, stated as a real job states it.
    name: 'Café hiring from Gmail: "sueldo entre 1.250 € y 1.400 € al mes, turno de mañana"',
    lang: 'es',
    kind: 'personal',
    heldOut: true,
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
    heldOut: true,
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
    // A friend on Gmail passing on a network's rule in general terms: no page of the reader's is being taken down.
    name: 'Friend from Gmail: "Instagram removes reels with copyrighted music, use the app\'s own audio"',
    lang: 'en',
    kind: 'personal',
    heldOut: true,
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

  {
    // A maintainer's release note, clear-signed inline as GnuPG writes it.
    name: 'Release announcement clear-signed inline with GnuPG, from the project’s own domain',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Tomas Lindqvist <tomas@libgrove.example.org>',
      to: 'grove-announce@lists.libgrove.example.org',
      subject: 'libgrove 2.4.1 released',
      date: 'Mon, 2 Jun 2025 08:31:10 +0200',
      messageId: '20250602063110.GA4411@build.libgrove.example.org',
      dkim: ['libgrove.example.org'],
      relay: 'mail.libgrove.example.org [198.51.100.14]',
      headers: ['User-Agent: Mutt/2.2.12 (2023-09-09)'],
      body: plain(
        [
          '-----BEGIN PGP SIGNED MESSAGE-----',
          'Hash: SHA256',
          '',
          'Hi all,',
          '',
          'libgrove 2.4.1 is out: it fixes the crash when a tree is empty. The tarball and its checksum are on the download page.',
          '',
          'Tomas',
          ...SIGNATURE,
        ].join('\n'),
      ),
    }),
  },

  {
    // Thunderbird's PGP/MIME: the signature is its own part, application/pgp-signature.
    name: 'German note signed with PGP/MIME (multipart/signed) by Thunderbird',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Jana Vogt <jana.vogt@posteo.de>',
      to: 'm.keller@example-buero.de',
      subject: 'Schlüssel für die Übergabe',
      date: 'Thu, 12 Jun 2025 17:05:44 +0200',
      messageId: '8c1f2a44-5e0b-4b7e-9f1d-2a6c3e8b7d10@posteo.de',
      dkim: ['posteo.de'],
      relay: 'mout01.posteo.de [185.67.36.65]',
      headers: ['User-Agent: Mozilla Thunderbird'],
      body: pgpMime(
        'Hallo Markus,\n\nich lege den Schlüssel am Freitag in den Briefkasten. Die Zahlen für die Übergabe schicke ich dir verschlüsselt.\n\nViele Grüße\nJana',
      ),
    }),
  },

  {
    // A bottom-posted reply that quotes the whole signed message, signature block included.
    name: 'Gmail reply quoting a clear-signed message and its signature block behind "> "',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Priya Natarajan <priya.natarajan@gmail.com>',
      to: 'Tomas Lindqvist <tomas@libgrove.example.org>',
      subject: 'Re: libgrove 2.4.1 released',
      date: 'Mon, 2 Jun 2025 11:02:37 +0100',
      messageId: 'CAKx8vQ1r2mT9wN5pL3cB6dF4hJ7sY0a_grove@mail.gmail.com',
      ...GMAIL,
      headers: ['In-Reply-To: <20250602063110.GA4411@build.libgrove.example.org>', 'References: <20250602063110.GA4411@build.libgrove.example.org>'],
      body: plain(
        [
          'Thanks, the empty-tree crash is gone here too.',
          '',
          'On Mon, 2 Jun 2025 at 07:31, Tomas Lindqvist wrote:',
          '> Hi all,',
          '>',
          '> libgrove 2.4.1 is out.',
          '>',
          '> Tomas',
          ...SIGNATURE.map((line) => `> ${line}`),
        ].join('\n'),
      ),
    }),
  },

  {
    // A person with a vanity domain on .xyz shares a screenshot link; the link is to the picture itself, not a button.
    name: 'Friend on a .xyz vanity domain sending an Imgur screenshot link',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Leo Marsh <leo@leomarsh.xyz>',
      to: 'priya.natarajan@gmail.com',
      subject: 'the error I mentioned',
      date: 'Tue, 10 Jun 2025 20:41:09 +0100',
      messageId: '20250610194109.5c2e@leomarsh.xyz',
      dkim: ['leomarsh.xyz'],
      relay: 'smtp.fastmail.example [198.51.100.90]',
      body: plain(
        'Hey Priya,\n\nhere is the screenshot of the error I mentioned: https://i.imgur.com/Qm2vN8m.png\n\nIt happens right after the upload finishes.\n\nLeo',
      ),
    }),
  },

  {
    // A walking club's own small server: it writes a Message-ID and a Date, but signs nothing.
    name: 'Walking club’s unsigned note with a shortened sign-up link',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Dales Walking Club <secretary@daleswalkers.example.org.uk>',
      to: 'sam.okafor@outlook.com',
      subject: 'Sign-up for the Malham walk',
      date: 'Wed, 11 Jun 2025 18:22:40 +0100',
      messageId: '20250611172240.1187@daleswalkers.example.org.uk',
      relay: 'mail.daleswalkers.example.org.uk [198.51.100.120]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: plain(
        'Hello all,\n\nthe sign-up sheet for the Malham walk on 21 June is here: https://bit.ly/malham-walk\n\nMeet at the car park at 9.\n\nMargaret',
      ),
    }),
  },

  {
    // Same Gmail sender, typed reply with no signature at all: nothing here is PGP.
    name: 'Gmail note mentioning "PGP signature" in words only',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Priya Natarajan <priya.natarajan@gmail.com>',
      to: 'leo@leomarsh.xyz',
      subject: 'keys',
      date: 'Wed, 11 Jun 2025 09:12:00 +0100',
      messageId: 'CAKx8vQ2s3nU0xO6qM4dC7eG5iK8tZ1b_keys@mail.gmail.com',
      ...GMAIL,
      body: gmailBody('Leo, the release needs a PGP signature from both of us before Friday. Can you sign it tonight?\n\nPriya'),
    }),
  },

  {
    // A bare forward of a picture, its link to the venue's own site: nothing hides where it leads.
    name: 'Bare Outlook forward of a concert poster whose picture links to the venue’s site',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Ruth Adebayo <ruth.adebayo@outlook.com>',
      to: 'choir-friends@googlegroups.example',
      subject: 'Fw: Spring concert - Saturday 12 April',
      date: 'Mon, 24 Mar 2025 18:05:33 +0000',
      messageId: 'PAXPR07MB8845D1E0@PAXPR07MB8845.eurprd07.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-am7eur03olkn2090.outbound.protection.outlook.com [40.92.59.90]',
      body: multipart('alternative', [
        plain(
          "\n________________________________\nFrom: St Mary's Hall <events@stmaryshall-brighton.org.uk>\nSent: Monday, March 24, 2025 11:20\nTo: Ruth Adebayo <ruth.adebayo@outlook.com>\nSubject: Spring concert - Saturday 12 April\n\n[poster.jpg] <https://www.stmaryshall-brighton.org.uk/events/spring-concert>\n",
        ),
        html(
          '<div><br></div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr"><b>From:</b> St Mary\'s Hall &lt;events@stmaryshall-brighton.org.uk&gt;<br><b>Sent:</b> Monday, March 24, 2025 11:20<br><b>To:</b> Ruth Adebayo &lt;ruth.adebayo@outlook.com&gt;<br><b>Subject:</b> Spring concert - Saturday 12 April</div><div><a href="https://www.stmaryshall-brighton.org.uk/events/spring-concert"><img alt="poster.jpg" src="https://www.stmaryshall-brighton.org.uk/media/spring-poster.jpg"></a></div>',
        ),
      ]),
    }),
  },

  {
    // The club writes from its own domain and collects RSVPs at its volunteer secretary's Gmail, with a prefilled subject.
    name: 'Rowing club’s signed notice whose RSVP button opens a letter to the secretary’s Gmail',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Tamesis Rowing Club <notices@tamesisrowing.org.uk>',
      to: 'p.lindqvist@example-consulting.com',
      subject: 'Annual dinner - please reply by Friday',
      date: 'Wed, 5 Feb 2025 19:30:00 +0000',
      messageId: '20250205193000.41c2@tamesisrowing.org.uk',
      dkim: ['tamesisrowing.org.uk:s1'],
      relay: 'mail.tamesisrowing.org.uk [198.51.100.45]',
      body: html(
        '<p>Dear members,</p><p>The annual dinner is on Saturday 22 February at the boathouse, 7 pm. Tickets are £35 and include a three-course meal; partners are welcome.</p><p>Please let Claire know whether you are coming, and any dietary needs, by Friday:</p><p><a href="mailto:claire.tamesis.secretary@gmail.com?subject=Annual%20dinner%20RSVP">Reply to Claire</a></p><p>See you on the water,<br>The committee</p>',
      ),
    }),
  },

  {
    // A forward whose "FW:" the sender replaced with a subject of her own: a friend's Gmail letter, nothing to act on.
    name: 'Photos from a friend’s Gmail passed on under a new subject, Outlook’s rule above the quoted letter',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Ruth Adebayo <ruth.adebayo@outlook.com>',
      to: 'Tom Adebayo <tom.adebayo@outlook.com>',
      subject: 'Photos from Saturday',
      date: 'Sun, 13 Apr 2025 19:12:00 +0000',
      messageId: 'PAXPR07MB8845E2F1@PAXPR07MB8845.eurprd07.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-am7eur03olkn2090.outbound.protection.outlook.com [40.92.59.90]',
      body: plain(
        '\n________________________________\nFrom: Grace Mensah <grace.mensah84@gmail.com>\nSent: Sunday, April 13, 2025 17:40\nTo: Ruth Adebayo <ruth.adebayo@outlook.com>\nSubject: Saturday\n\nHi Ruth,\n\nHere are the photos from the christening, the album is on Google Photos: https://photos.app.goo.gl/x7Qm2Lr9Tn4\n\nLove,\nGrace',
      ),
    }),
  },

  {
    // A freelancer's polite overdue reminder, from her own Workspace domain, bank details she
    // has always used.
    name: 'Freelance designer\'s polite "invoice 2025-017 is 14 days overdue" reminder from her own domain',
    lang: 'en',
    kind: 'personal',
    heldOut: true,
    raw: mail({
      from: 'Hannah Cole <hannah@hannahcoledesign.co.uk>',
      to: 'marketing@oakfieldbrewing.co.uk',
      subject: 'Gentle reminder: invoice 2025-017',
      date: 'Tue, 15 Jul 2025 10:12:00 +0100',
      messageId: 'CAN3xYz8Lq4p2Vb7KmR1tW9sD6fH0gJ5e@mail.gmail.com',
      dkim: ['hannahcoledesign.co.uk:google'],
      relay: 'mail-wm1-f44.google.com [209.85.128.44]',
      body: gmailBody(
        "Hi Tom,\n\nHope the summer launch went well! Just a gentle nudge that invoice 2025-017 (£1,450 for the label redesign) was due on 1 July and I haven't seen it come through yet.\n\nIt might simply be stuck in the approval queue, no worries if so. The bank details are the same as on all my previous invoices.\n\nThanks so much,\nHannah\n\n--\nHannah Cole Design\n07700 900418",
      ),
    }),
  },

  {
    // A father forwards a Hacienda refund lure to his daughter asking whether it is real.
    name: 'Un padre reenvía a su hija un correo de "reembolso de Hacienda" preguntando si es verdad',
    lang: 'es',
    kind: 'personal',
    todo: 'suspicious/medium: link_domain_lookalike, content_fake_thread, sender_freemail; his question ("¿Es de verdad lo de Hacienda?", "no me fío", content/asked-about.ts) now keeps the quoted lure\'s refund story and its quoted "Agencia Tributaria" sender from being read as his own, but the quoted link sede-agenciatributaria-reembolso.com keeps its own look-alike signal (weight 6, the suspicious threshold alone): a kit can prepend the same question, so the links of an asked-about quote are still weighed',
    heldOut: true,
    raw: mail({
      from: 'Antonio Fernández <antonio.fdez.58@gmail.com>',
      to: 'Lucía <lucia.fernandez@yahoo.es>',
      subject: 'Fwd: Notificación: reembolso de impuestos pendiente',
      date: 'Mon, 12 May 2025 20:31:06 +0200',
      messageId: 'CAE7pR2vX9mL4qT1wZ6bN3cK8dY0eF5gH-r@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hola hija,\n\nMe ha llegado esto. ¿Es de verdad lo de Hacienda? Me pide los datos de la tarjeta y no me fío. No he pinchado nada.\n\nUn beso,\nPapá\n\n---------- Forwarded message ---------\nDe: Agencia Tributaria <info@ferreteriacastillo.es>\nDate: lun, 12 may 2025 a las 10:03\nSubject: Notificación: reembolso de impuestos pendiente\nTo: <antonio.fdez.58@gmail.com>\n\nEstimado/a contribuyente:\nTras el último cálculo anual de su actividad fiscal, tiene derecho a recibir un reembolso de 386,20 €. Complete el formulario con los datos de su tarjeta bancaria.\nSolicitar reembolso <https://sede-agenciatributaria-reembolso.com/formulario?ref=77810>',
      ),
    }),
  },

  {
    // A colleague asks the finance mailbox whether a boleto they received is theirs.
    name: 'Colega pergunta ao financeiro se um boleto recebido de fornecedor é legítimo',
    lang: 'pt-BR',
    kind: 'personal',
    heldOut: true,
    raw: mail({
      from: 'Marcelo Duarte <marcelo.duarte@padariasantaclara.com.br>',
      to: 'financeiro@padariasantaclara.com.br',
      subject: 'Esse boleto é nosso?',
      date: 'Mon, 15 Sep 2025 09:12:44 -0300',
      messageId: 'CAD3pK8vL1mQ6xT9wR2bZ5cJ7dY0eF4gH=m@mail.gmail.com',
      dkim: ['padariasantaclara.com.br:google'],
      relay: 'mail-qt1-f180.google.com [209.85.160.180]',
      body: gmailBody(
        'Oi Fernanda,\n\nChegou um e-mail de "cobranca-boletos-online" dizendo que tem um boleto vencendo hoje, mas não reconheço o fornecedor e o link baixa um arquivo estranho. Não abri.\n\nVocê pode conferir se temos alguma conta em aberto com eles? Se não tiver, vou apagar e avisar o pessoal.\n\nObrigado,\nMarcelo',
      ),
    }),
  },

  {
    // A woman warns her friend about the Ameli scam she received, quoting it.
    name: 'Une amie prévient d\'une arnaque "carte Vitale expirée" reçue par mail, en la citant',
    lang: 'fr',
    kind: 'personal',
    heldOut: true,
    raw: mail({
      from: 'Nathalie Girard <nathalie.girard@orange.fr>',
      to: 'Sophie <sophie.marchand@free.fr>',
      subject: 'Attention arnaque carte Vitale !',
      date: 'Wed, 19 Mar 2025 18:44:10 +0100',
      messageId: '1742406250.88412.girard@orange.fr',
      dkim: ['orange.fr:t20'],
      relay: 'smtp-out.orange.fr [80.12.242.130]',
      body: plain(
        "Coucou Sophie,\n\nJe te préviens, j'ai reçu ce matin un faux mail de l'Assurance Maladie qui dit que la carte Vitale expire et qu'il faut payer 1,95 € de frais d'envoi. C'est une arnaque, la carte Vitale n'expire pas ! Ta maman a le même fournisseur que moi, dis-lui de ne pas cliquer.\n\nL'adresse de l'expéditeur était ne-pas-repondre@ameli-carte-vitale.fr.com, rien à voir avec ameli.fr.\n\nJe l'ai signalé sur signal-spam.fr.\n\nBises,\nNathalie",
      ),
    }),
  },

  {
    name: "Recruiter's honest contract offer: a day rate range, paid weekly through an umbrella company",
    lang: 'en',
    kind: 'personal',
    heldOut: true,
    raw: mail({
      from: 'Hannah Price <hannah.price@northgate-recruitment.co.uk>',
      to: 'kevin.nguyen.work@gmail.com',
      subject: 'Senior .NET contract - 6 months - hybrid Leeds',
      date: 'Mon, 14 Jul 2025 10:21:05 +0100',
      messageId: 'LO2P265MB4410C1A2B3D4E5F6@LO2P265MB4410.GBRP265.PROD.OUTLOOK.COM',
      dkim: ['northgate-recruitment.co.uk:selector1'],
      relay: 'GBR01-LO2-obe.outbound.protection.outlook.com [40.107.20.110]',
      body: plain(
        'Hi Kevin,\n\nI came across your profile on LinkedIn and wondered whether you would be open to a contract role.\n\nSenior .NET developer, 6 months initially, hybrid 2 days a week in Leeds. Day rate £450-£550 per day, outside IR35, paid weekly via an umbrella company of your choice. You would need 5+ years of C# and Azure experience.\n\nIf it is of interest, could you send me an updated CV and a good time for a call?\n\nKind regards,\nHannah Price\nSenior Consultant, Northgate Recruitment\n0113 496 0721',
      ),
    }),
  },

  {
    name: "A widowed friend's news: his son now works as an engineer on an offshore rig",
    lang: 'en',
    kind: 'personal',
    heldOut: true,
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
    heldOut: true,
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
    // Apple Mail's forward banner, no Sent line; a warning, not a question.
    name: 'iPhone forward to a sister: "FYI got this, looks fake, don\'t click" above a PayPal lure',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Megan Doyle <megan.doyle@icloud.com>',
      to: 'Kate Doyle <katedoyle88@gmail.com>',
      subject: 'Fwd: Your account access has been limited',
      date: 'Wed, 14 May 2025 21:04:11 +0100',
      messageId: '5B1E7C2A-9F3D-4E8A-B6C1-2D7F0A9E4C31@icloud.com',
      ...ICLOUD,
      body: plain(
        'FYI got this tonight, looks fake. Mum had the same one, tell her not to click anything!\n\nSent from my iPhone\n\nBegin forwarded message:\n\nFrom: PayPal <service@account-review-center.top>\nSubject: Your account access has been limited\nDate: 14 May 2025 at 19:22:40 BST\nTo: megan.doyle@icloud.com\n\nWe noticed unusual activity on your PayPal account. Your access has been limited until you confirm your information within 24 hours.\n\nConfirm now: https://account-review-center.top/paypal/login',
      ),
    }),
  },

  {
    // An employee to the company's own IT desk, signed by the company's M365 tenant.
    name: 'Empleada reenvía al soporte de su empresa un aviso falso de Microsoft 365: "creo que es phishing"',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Marta Gil <marta.gil@construccionesvalle.es>',
      to: 'Soporte IT <soporte@construccionesvalle.es>',
      subject: 'RV: Su contraseña caduca hoy',
      date: 'Thu, 5 Jun 2025 09:12:40 +0200',
      messageId: 'PR3P195MB0712A1B2C3D4E5F6@PR3P195MB0712.EURP195.PROD.OUTLOOK.COM',
      dkim: ['construccionesvalle.es:selector1', 'construccionesvalle.onmicrosoft.com:selector1'],
      relay: 'EUR05-DB8-obe.outbound.protection.outlook.com [40.107.20.61]',
      body: plain(
        'Hola,\n\nMe ha llegado esto esta mañana. Creo que es phishing, no he pinchado en nada. ¿Lo borro?\n\nGracias,\nMarta\n\n________________________________\nDe: Microsoft 365 <no-reply@office-passwd-notice.xyz>\nEnviado: jueves, 5 de junio de 2025 8:47\nPara: Marta Gil <marta.gil@construccionesvalle.es>\nAsunto: Su contraseña caduca hoy\n\nLa contraseña de su buzón caduca hoy. Para conservar su correo, confirme su contraseña actual en las próximas 12 horas.\n\nMantener contraseña: https://office-passwd-notice.xyz/owa/keep',
      ),
    }),
  },

  {
    // A mother asks her son from Gmail (Portuguese client banner).
    name: 'Mãe encaminha ao filho um e-mail dos "CTT" a pedir 1,99 €: "é verdade isto?"',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Graça Pereira <graca.pereira61@gmail.com>',
      to: 'Rui Pereira <rui.pereira@sapo.pt>',
      subject: 'Fwd: A sua encomenda aguarda pagamento',
      date: 'Tue, 22 Apr 2025 18:40:02 +0100',
      messageId: 'CAJ8x2Lm4Qp7Rt9Vw1Yz3Bc5Df6Gh8Jk0Lm-w@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Rui, é verdade isto? Não estou à espera de nada. Não cliquei em nada.\n\nBeijinhos, mãe\n\n---------- Mensagem encaminhada ---------\nDe: CTT Expresso <envios@encomendas-pendentes.top>\nDate: ter., 22/04/2025 às 14:03\nSubject: A sua encomenda aguarda pagamento\nTo: <graca.pereira61@gmail.com>\n\nA sua encomenda RR918273645PT está retida. Pague a taxa aduaneira de 1,99 € nas próximas 24 horas ou será devolvida ao remetente.\nPagar agora: https://encomendas-pendentes.top/pagamento',
      ),
    }),
  },

  {
    // A grandfather asks his granddaughter from Orange webmail.
    name: "Un grand-père transfère à sa petite-fille un faux remboursement des impôts : « c'est une arnaque ? »",
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Bernard Lefèvre <bernard.lefevre@orange.fr>',
      to: 'Camille Lefèvre <camille.lefevre@gmail.com>',
      subject: "TR: Remboursement d'impôt en attente",
      date: 'Sat, 17 May 2025 11:26:48 +0200',
      messageId: '1747474008.218811.bernard.lefevre@orange.fr',
      dkim: ['orange.fr:s2048'],
      relay: 'smtp-out.orange.fr [193.252.22.15]',
      body: plain(
        "Bonjour ma chérie,\n\nJ'ai reçu ça ce matin. C'est une arnaque ? Je n'ai rien cliqué.\n\nBisous, Papi\n\n-------- Message transféré --------\nDe : Impots.gouv <remboursement@remboursement-fiscal.top>\nEnvoyé : samedi 17 mai 2025 08:10\nÀ : bernard.lefevre@orange.fr\nObjet : Remboursement d'impôt en attente\n\nVous avez droit à un remboursement de 297,40 €. Complétez le formulaire avec votre carte bancaire sous 48 heures.\n\nAccéder au formulaire : https://remboursement-fiscal.top/formulaire",
      ),
    }),
  },

  {
    // Apple Mail's Dutch banner.
    name: 'Dochter stuurt een nep-bericht van de bank door naar haar vader: "Is dit echt? Lijkt me phishing"',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Sanne de Vries <sanne.devries@icloud.com>',
      to: 'Pieter de Vries <p.devries@ziggo.nl>',
      subject: 'Fwd: Uw bankpas verloopt',
      date: 'Fri, 7 Mar 2025 19:44:30 +0100',
      messageId: '7C2D9E1F-3A4B-4C5D-8E6F-0A1B2C3D4E5F@icloud.com',
      ...ICLOUD,
      body: plain(
        'Pap, is dit echt? Lijkt me phishing. Ik heb nergens op geklikt.\n\nVerstuurd vanaf mijn iPhone\n\nBegin doorgestuurd bericht:\n\nVan: Rabobank <service@pas-vernieuwen.top>\nOnderwerp: Uw bankpas verloopt\nDatum: 7 maart 2025 om 17:02:11 CET\nAan: sanne.devries@icloud.com\n\nUw bankpas verloopt binnenkort. Vraag binnen 24 uur een nieuwe pas aan, anders wordt uw rekening geblokkeerd.\n\nNieuwe pas aanvragen: https://pas-vernieuwen.top/rabobank',
      ),
    }),
  },

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
      ...OUTLOOK_AM0,
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
      ...OUTLOOK_AM0,
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
