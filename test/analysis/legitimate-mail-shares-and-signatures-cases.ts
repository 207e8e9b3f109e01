// Genuine shares and signature requests: SharePoint, OneDrive, Drive, Dropbox,
// DocuSign, Yousign and the like, and voicemail or fax notices, the counterparts of the
// shared-document lures.
// Every message is hand-written for this suite (none comes from a corpus); brand mail uses the
// brand's real sending domains. Cases marked `heldOut` are the genuine counterparts of the blind
// batches: the model never trains on them (scripts/export-case-mail.ts).

import { textPdf } from './formats-builders.ts';
import { attachment, document, GMAIL, gmailBody, M365_RELAY, mail, multipart, plain } from './mail-builder.ts';
import type { LegitimateCase } from './mail-case.ts';

/** A few bytes of a WAV recording (RIFF header only), for the voicemail. */
const WAV = Uint8Array.from(
  [...'RIFF', 36, 0, 0, 0, ...'WAVEfmt ', 16, 0, 0, 0, 1, 0, 1, 0, 0x40, 0x1f, 0, 0, 0x80, 0x3e, 0, 0, 2, 0, 16, 0, ...'data', 0, 0, 0, 0].map((item) =>
    typeof item === 'string' ? item.charCodeAt(0) : item,
  ),
);

export const SHARES_AND_SIGNATURES_CASES: readonly LegitimateCase[] = [
  {
    name: 'Docusign envelope from a law firm',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Laura Méndez via Docusign <dse_NA4@docusign.net>',
      to: 'Peter Lindqvist <peter.lindqvist@gmail.com>',
      replyTo: 'Laura Méndez <laura.mendez@cortesabogados.es>',
      subject: 'Complete with Docusign: Lease_Agreement_Calle_Alcala_42.pdf',
      date: 'Thu, 23 Jan 2025 11:48:26 -0800',
      messageId: '2f6b9a1c8e3d4f7a9b0c1d2e3f4a5b6c@docusign.net',
      dkim: ['docusign.net:s1'],
      relay: 'mailna4.docusign.net [64.207.219.73]',
      body: document([
        { image: 'https://na4.docusign.net/Member/Images/email/docusign-logo.png', alt: 'Docusign' },
        'Laura Méndez sent you a document to review and sign.',
        {
          button: 'REVIEW DOCUMENT',
          href: 'https://na4.docusign.net/Signing/EmailStart.aspx?a=7c1e5a2b-3d4f-4e6a-8b9c-0d1e2f3a4b5c&etti=24&acct=9a8b7c6d-5e4f-3a2b-1c0d-e9f8a7b6c5d4&er=1b2c3d4e-5f6a-7b8c-9d0e-1f2a3b4c5d6e',
        },
        'Laura Méndez',
        'laura.mendez@cortesabogados.es',
        'Hello Peter, please review and sign the lease for the flat. Let me know if you have any questions.',
        {
          small:
            'Do Not Share This Email: This email contains a secure link to Docusign. Please do not share this email, link, or access code with others. About Docusign: Sign documents electronically in just minutes. Questions about the document? If you need to modify the document or have questions about the details in the document, please reach out to the sender by emailing them directly.',
        },
      ]),
    }),
  },

  {
    name: 'Dropbox folder shared by a friend',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Tom Becker (via Dropbox) <no-reply@dropbox.com>',
      to: 'Jess Moreno <jess.moreno@gmail.com>',
      replyTo: 'Tom Becker <tombecker.photo@gmail.com>',
      subject: 'Tom Becker shared "Lisbon trip 2024" with you',
      date: 'Sun, 2 Jun 2024 20:11:37 +0000',
      messageId: '20240602201137.ab12cd34ef56@dropbox.com',
      dkim: ['dropbox.com:scph0922'],
      relay: 'mail-sor-f73.dropbox.com [162.125.6.73]',
      body: document([
        'Tom Becker (tombecker.photo@gmail.com) invited you to view the folder "Lisbon trip 2024" on Dropbox.',
        '"Here are all the photos from the trip, enjoy!"',
        { button: 'Go to folder', href: 'https://www.dropbox.com/scl/fo/k2x8q1v9m3n7b4c6d0f5g/h?rlkey=p7q2w9e4r1t6y3u8i0o5a&dl=0' },
        { small: 'Enjoy! The Dropbox team. © 2024 Dropbox, Inc.' },
      ]),
    }),
  },

  {
    name: 'Google Drive: a friend shared a document (Reply-To her Gmail)',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Emma Clarke (via Google Docs) <drive-shares-dm-noreply@google.com>',
      to: 'Nina Patel <nina.patel@gmail.com>',
      replyTo: 'Emma Clarke <emma.clarke.writes@gmail.com>',
      subject: 'Document shared with you: "Wedding speech draft"',
      date: 'Fri, 18 Apr 2025 09:27:55 -0700',
      messageId: 'a1b2c3d4e5f6a7b8c9d0e1f2-0@google.com',
      dkim: ['google.com:20230601'],
      returnPath: '3a2XiZxcKCbYjlm-Xd2nXk-hy8tR2S5-cyhc.Ykj4eb@doclist.bounces.google.com',
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      headers: ['Feedback-ID: 0:drive-shares-dm:drive-shares'],
      body: document([
        'Emma Clarke shared a document',
        'Emma Clarke (emma.clarke.writes@gmail.com) has invited you to edit the following document:',
        '“Can you read this before Saturday? Be honest!”',
        { button: 'Open', href: 'https://docs.google.com/document/d/1Qw3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lz1Xc3Vb5Nm7Qw9/edit?usp=sharing_eip&ts=68028d7b' },
        {
          small:
            'Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA. You have received this email because emma.clarke.writes@gmail.com shared a document with you from Google Docs.',
        },
      ]),
    }),
  },

  {
    name: 'Gmail user sharing a Google Docs link',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Lily Chen <lilychen.design@gmail.com>',
      to: 'Marcus Webb <marcus.webb@gmail.com>',
      subject: 'Packing list for the camping trip',
      date: 'Wed, 9 Jul 2025 19:30:12 -0700',
      messageId: 'CAH8kLm2n4P6q8R0s2T4u6V8w0X2y4Z6a8B0c2D4e6F8g0H2i@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hey Marcus,',
          '',
          'I started a packing list, add whatever I forgot (the stove, probably):',
          'https://docs.google.com/document/d/1bX9kT3mQ7wR2yP5vN8cL4jH6gF0dS1aZ9xC7vB5nM3q/edit?usp=sharing',
          '',
          'See you Friday!',
          'Lily',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Gmail user sharing a bit.ly link to a flat listing',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Tom Harris <tomharris.uk@gmail.com>',
      to: 'Ellie Harris <ellie.harris@gmail.com>',
      subject: 'this one?',
      date: 'Sun, 26 Jan 2025 12:03:57 +0000',
      messageId: 'CAJ2mN4p6Q8r0S2t4U6v8W0x2Y4z6A8b0C2d4E6f8G0h2I4j@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody('Found this two-bed near the park, viewing on Saturday if you like it: https://bit.ly/3Fh7QxK\n\nT'),
    }),
  },

  {
    name: 'Docusign en español: completar con Docusign',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Notaría Gil Pascual via Docusign <dse_EU@docusign.net>',
      to: 'Lucía Fernández <lucia.fernandez@gmail.com>',
      replyTo: 'Notaría Gil Pascual <firmas@notariagilpascual.es>',
      subject: 'Completar con Docusign: Poder_notarial_borrador.pdf',
      date: 'Fri, 16 May 2025 10:05:33 +0000',
      messageId: '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b@docusign.net',
      dkim: ['docusign.net:s1'],
      relay: 'mailfr.docusign.net [185.81.100.73]',
      body: document(
        [
          'Notaría Gil Pascual le ha enviado un documento para revisar y firmar.',
          {
            button: 'REVISAR DOCUMENTO',
            href: 'https://eu.docusign.net/Signing/EmailStart.aspx?a=1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f&etti=24&acct=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d&er=5f4e3d2c-1b0a-4987-8654-3210fedcba98',
          },
          'Buenos días, le enviamos el borrador del poder para que lo revise antes de la firma del día 22.',
          {
            small:
              'No comparta este correo electrónico: contiene un enlace seguro a Docusign. No comparta este correo, el enlace ni el código de acceso con otras personas. ¿Tiene preguntas sobre el documento? Póngase en contacto directamente con el remitente.',
          },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // DocuSign sends every envelope as "<sender's account name> via DocuSign" from docusign.net;
    // companies name their sending account after themselves.
    name: 'DocuSign envelope sent by a company account (“DHL Supply Chain HR via DocuSign”)',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'DHL Supply Chain HR via DocuSign <dse_na4@docusign.net>',
      to: 'Ana Souza <ana.souza@gmail.com>',
      subject: 'Please DocuSign: Employment_Contract_Souza.pdf',
      date: 'Tue, 14 Oct 2025 09:41:12 -0700',
      messageId: 'a7c1e0f4b9d84e2f9c1b0d3e5f6a7b8c@docusign.net',
      dkim: ['docusign.net:s1'],
      relay: 'mailch-na4.docusign.net [64.207.219.136]',
      body: document([
        { heading: 'DHL Supply Chain HR sent you a document to review and sign.' },
        {
          button: 'REVIEW DOCUMENT',
          href: 'https://na4.docusign.net/Signing/EmailStart.aspx?a=0f3b2c1d-4e5f-6a7b-8c9d-0e1f2a3b4c5d&etti=24&acct=9a8b7c6d-5e4f-3a2b-1c0d-9e8f7a6b5c4d',
        },
        'Ana, please review and sign this document. Your onboarding starts on 3 November.',
        {
          small:
            'Do Not Share This Email: this email contains a secure link to DocuSign. Please do not share this email, link, or access code with others. About DocuSign: sign documents electronically in just minutes.',
        },
      ]),
    }),
  },

  {
    name: 'SharePoint Online: a supplier shares a spreadsheet with an outside partner',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Sarah Collins <no-reply@sharepointonline.com>',
      to: 'Ben Hargreaves <ben@hargreaves-joinery.co.uk>',
      replyTo: 'Sarah Collins <s.collins@harbourfreight-logistics.com>',
      subject: 'Sarah Collins shared "Delivery schedule May 2025.xlsx" with you',
      date: 'Thu, 24 Apr 2025 13:05:22 +0000',
      messageId: 'a9c1e7f3-5b2d-4c8e-9f0a-3d6b1e4a7c25@odspnotify',
      dkim: ['sharepointonline.com:selector1-sharepointonline-com'],
      returnPath: 'no-reply@sharepointonline.com',
      relay: 'EUR03-DBA-obe.outbound.protection.outlook.com [40.107.104.92]',
      headers: ['X-MS-Exchange-Organization-SCL: -1', 'X-Sharing-Notification: true'],
      body: document([
        { heading: 'Sarah Collins shared a file with you' },
        '“Hi Ben, here are the May slots. Can you confirm the 14th works for the kitchen units?”',
        { rows: [['File', 'Delivery schedule May 2025.xlsx']] },
        { button: 'Open', href: 'https://harbourfreightlogistics.sharepoint.com/:x:/s/Operations/EbX4q7LmT2lKp9vZc1nR3wABm8kQ2yF5hD6jS0aP4uV7Xw?e=Zq3T8k' },
        {
          small:
            'This link will work for anyone with the link. Microsoft respects your privacy. To learn more, please read our [Privacy Statement](https://go.microsoft.com/fwlink/?LinkId=521839). Microsoft Corporation, One Microsoft Way, Redmond, WA 98052',
        },
      ]),
    }),
  },

  {
    name: 'Adobe Acrobat Sign : contrat de prestation à signer',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Cabinet Moreau via Adobe Acrobat Sign <adobesign@adobesign.com>',
      to: 'Julien Martin <contact@boulangerie-martin.fr>',
      replyTo: 'Sophie Moreau <s.moreau@cabinet-moreau-expertise.fr>',
      subject: 'Signature requise : Lettre de mission 2025 – Boulangerie Martin',
      date: 'Wed, 15 Jan 2025 14:33:18 +0000',
      messageId: '1152884309.118273.1736951598201@ip-10-24-18-77.eu-west-1.compute.internal',
      dkim: ['adobesign.com:s1'],
      relay: 'mail-eu1.adobesign.com [52.209.187.36]',
      body: document(
        [
          { image: 'https://secure.eu1.adobesign.com/images/email/acrobat-sign-logo.png', alt: 'Adobe Acrobat Sign' },
          'Cabinet Moreau vous a envoyé Lettre de mission 2025 – Boulangerie Martin pour signature.',
          '« Bonjour M. Martin, voici la lettre de mission pour la tenue de la comptabilité 2025, comme convenu au téléphone. Bonne journée, Sophie Moreau »',
          { button: 'Consulter et signer', href: 'https://secure.eu1.adobesign.com/public/apiesign?pid=CBFCIBAA3AAABLblqZhDf8Kq2mX7&client_id=UB7E5BXCXY' },
          'Après la signature de tous les participants, une copie finale du document vous sera envoyée par e-mail.',
          {
            small:
              'Pour garantir la sécurité de votre document, ne transférez pas ce message. Adobe Acrobat Sign, un service d’Adobe. © 2025 Adobe. Tous droits réservés.',
          },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'WeTransfer: bestanden ontvangen van een fotograaf, verlopen over 3 dagen',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'WeTransfer <noreply@wetransfer.com>',
      to: 'Lotte Bakker <administratie@bakkerij-bakker.nl>',
      replyTo: 'Femke Jansen <femke@femkejansenfotografie.nl>',
      subject: 'Femke Jansen heeft je Foto’s webshop voorjaar gestuurd via WeTransfer',
      date: 'Thu, 20 Mar 2025 15:08:44 +0000',
      messageId: '0100019605ad7e31-2a4c6e8f-0b1d-4f3a-9c5e-7a9b1c3d5e7f-000000@email.amazonses.com',
      dkim: ['wetransfer.com:wt2', 'amazonses.com:6gbrjpgwjskckoa6a5zn6fwqkn67xbtw'],
      returnPath: '0100019605ad7e31-2a4c6e8f-0b1d-4f3a-9c5e-7a9b1c3d5e7f-000000@amazonses.com',
      relay: 'a8-60.smtp-out.amazonses.com [54.240.8.60]',
      headers: ['Feedback-ID: 1.us-east-1.d2V0cmFuc2Zlci1kb3dubG9hZA==:AmazonSES'],
      body: document(
        [
          { heading: 'Femke Jansen heeft je bestanden gestuurd' },
          '24 bestanden, 412 MB in totaal · Verloopt over 3 dagen',
          '“Hoi Lotte, hier de selectie voor de webshop. Laat maar weten als je iets anders wilt! Femke”',
          { button: 'Bestanden downloaden', href: 'https://wetransfer.com/downloads/8f3a2c1e9b7d5f4a6c8e0b2d4f6a8c0e20250320150844/3b5d7f' },
          'Downloadlink: https://we.tl/t-Xq7RmK2pLz',
          {
            small:
              'Klik niet op links in WeTransfer-e-mails als je de afzender niet kent. Meer informatie: https://wetransfer.com/explore/legal/privacy. WeTransfer B.V., Oostelijke Handelskade 751, 1019 BW Amsterdam.',
          },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    name: 'Google Drive : un collègue a partagé un dossier avec vous (fr)',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: '"Élodie Renaud (via Google Drive)" <drive-shares-dm-noreply@google.com>',
      to: 'Julien Martin <julien.martin@atelier-lumen.fr>',
      subject: 'Dossier partagé avec vous : "Devis clients 2026"',
      date: 'Wed, 12 Nov 2025 09:48:31 +0100',
      messageId: '0000000000004a8b2c0641e3f2d1@google.com',
      dkim: ['google.com:20230601'],
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      headers: ['Reply-To: Élodie Renaud <elodie.renaud@atelier-lumen.fr>'],
      body: document(
        [
          'Élodie Renaud a partagé un dossier avec vous',
          'Voici le dossier des devis pour l’an prochain, tu peux compléter la colonne « statut ».',
          { button: 'Ouvrir', href: 'https://drive.google.com/drive/folders/1aB2cD3eF4gH5iJ6kL7mN8oP9qR0sT1uV?usp=sharing_eil_se_dm' },
          {
            small:
              'Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA. Vous avez reçu cet e-mail, car elodie.renaud@atelier-lumen.fr a partagé un dossier avec vous depuis Google Drive.',
          },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'Collègue : je t’ai partagé le fichier, voici le document que Marc a partagé avec toi (fr)',
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Claire Dubois <claire.dubois@atelier-lumen.fr>',
      to: 'Julien Martin <julien.martin@atelier-lumen.fr>',
      subject: 'Planning chantier Nantes',
      date: 'Thu, 13 Nov 2025 17:20:44 +0100',
      messageId: 'CAH8pL2q7Rm3xZy9cNs6vT1dE4fG0hU5iK2jM7nP3rS5tW8xY@mail.gmail.com',
      dkim: ['atelier-lumen.fr:google'],
      relay: 'mail-ej1-f48.google.com [209.85.218.48]',
      body: gmailBody(
        [
          'Salut Julien,',
          '',
          'Marc a partagé le fichier du planning avec toi sur le Drive ce matin, c’est la version avec les dates du plaquiste. Tu peux vérifier la semaine 48 avant la réunion de lundi ?',
          '',
          'Merci !',
          'Claire',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Google Docs: a colleague mentions you in a comment asking to check the Q3 tab before Friday',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Priya Shah (Google Docs) <comments-noreply@docs.google.com>',
      to: 'Tom Hughes <tom.hughes@finchleyarchitects.co.uk>',
      replyTo: 'Priya Shah <priya.shah@finchleyarchitects.co.uk>',
      subject: 'Priya Shah mentioned you in "Fee forecast FY25"',
      date: 'Wed, 8 Oct 2025 10:14:37 +0100',
      messageId: 'docs-comments-3e9a1c7f5b2d84e6a0c1@docs.google.com',
      dkim: ['docs.google.com:20230601'],
      returnPath: '3Xb8hZwgTCaM5lg-2ck4fx-4q1.qya@docos.bounces.google.com',
      relay: 'mail-sor-f73.google.com [209.85.220.73]',
      headers: ['Feedback-ID: 0:docos-comments:docos'],
      body: document([
        'Priya Shah mentioned you in a comment in the following document',
        { heading: 'Fee forecast FY25' },
        '“+tom.hughes@finchleyarchitects.co.uk can you check the Q3 tab before Friday? The Hadley Road invoice moved to October, so the total should drop by about £12k.”',
        { button: 'Open', href: 'https://docs.google.com/spreadsheets/d/1Pq7Lm3Rz9Nw5Vb1Xc8Mp2Tj4Fd6As0Gy/edit?disco=AAABkX2mQ7&usp=comment_email_document' },
        {
          small: 'Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA. You have received this email because you are mentioned in this thread.',
        },
      ]),
    }),
  },

  {
    name: 'Dropbox Sign: a property manager sends the lease renewal to sign',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Harbourview Property Management via Dropbox Sign <noreply@mail.hellosign.com>',
      to: 'Chloe Adams <chloe.adams.home@gmail.com>',
      replyTo: 'Jenna Morales <leasing@harbourviewpm.com>',
      subject: 'Lease Renewal – 14B Marina Court – signature requested by Harbourview Property Management',
      date: 'Mon, 2 Jun 2025 17:05:42 +0000',
      messageId: '20250602170542.4c1e7a9b3d2f@mail.hellosign.com',
      dkim: ['mail.hellosign.com:hs1', 'hellosign.com:s1'],
      relay: 'mail-out2.hellosign.com [54.240.27.18]',
      body: document([
        { heading: 'Harbourview Property Management has requested your signature on "Lease Renewal – 14B Marina Court"' },
        '"Hi Chloe, here is the renewal for the next 12 months as we discussed on the phone. Rent stays at $1,850. Please sign by June 15. Thanks, Jenna"',
        { button: 'Review & sign', href: 'https://app.hellosign.com/sign/8d2c4e6a1b3f5d7e9a0c2b4d6f8e1a3c?utm_source=email' },
        { small: 'Dropbox Sign, a Dropbox company. Do not forward this email: anyone with the link can sign.' },
      ]),
    }),
  },

  {
    name: 'Clicksign: contrato de prestação de serviços para assinar, do próprio clicksign.com',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Clicksign <naoresponda@clicksign.com>',
      to: 'Eduardo Pacheco <eduardo@pachecoconsultoria.com.br>',
      subject: 'Contrato_Prestacao_Servicos_2025.pdf aguarda sua assinatura',
      date: 'Mon, 20 Oct 2025 11:30:18 -0300',
      messageId: '01000199f3a1b2c3-d4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f7a-000000@email.amazonses.com',
      dkim: ['clicksign.com:cs1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '01000199f3a1b2c3-d4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f7a-000000@amazonses.com',
      relay: 'a8-19.smtp-out.amazonses.com [54.240.8.19]',
      headers: ['Feedback-ID: 1.us-east-1.Y2xpY2tzaWdu:AmazonSES'],
      body: document(
        [
          { heading: 'Você tem um documento para assinar' },
          'Juliana Prado (Studio Prado Arquitetura) enviou "Contrato_Prestacao_Servicos_2025.pdf" para sua assinatura.',
          'Mensagem: "Eduardo, segue o contrato da consultoria conforme a proposta aprovada. Qualquer ajuste me avise."',
          { button: 'Visualizar para assinar', href: 'https://app.clicksign.com/sign/7c1e9a2f-4b3d-4e6a-8c0b-1d2e3f4a5b6c' },
          { small: 'Clicksign Gestão de Documentos S.A. Este link é pessoal: não o encaminhe.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'DocuSign der Hausverwaltung: Nebenkostenabrechnung zur Kenntnisnahme unterschreiben',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Hausverwaltung Brenner GmbH über Docusign <dse_EU@docusign.net>',
      to: 'Sabine Richter <sabine.richter@gmx.de>',
      subject: 'Vervollständigen mit Docusign: Nebenkostenabrechnung_2024_Whg12.pdf',
      date: 'Tue, 22 Apr 2025 09:14:51 +0000',
      messageId: '7e2a4c6b8d1f3e5a9c0b2d4f6e8a1c3b@docusign.net',
      dkim: ['docusign.net:s1'],
      relay: 'mailfr.docusign.net [185.81.100.74]',
      body: document(
        [
          { heading: 'Hausverwaltung Brenner GmbH hat Ihnen ein Dokument zum Prüfen und Unterschreiben gesendet.' },
          {
            button: 'DOKUMENT PRÜFEN',
            href: 'https://eu.docusign.net/Signing/EmailStart.aspx?a=2c4e6a8b-1d3f-4e5a-9c7b-0e2f4a6c8e1d&etti=24&acct=5b7d9f1a-3c5e-4a7b-8d9f-1e3a5c7e9b2d',
          },
          'Sehr geehrte Frau Richter, anbei die Nebenkostenabrechnung 2024 für Wohnung 12. Bitte bestätigen Sie den Erhalt mit Ihrer Unterschrift. Ein Guthaben von 84,20 € verrechnen wir mit der Mai-Miete. Mit freundlichen Grüßen, Petra Brenner',
          { small: 'Geben Sie diese E-Mail nicht weiter. Sie enthält einen sicheren Link zu Docusign.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: "Yousign : un cabinet d'avocats envoie une convention d'honoraires à signer",
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Yousign <noreply@yousign.com>',
      to: 'Isabelle Rousseau <isabelle.rousseau.perso@gmail.com>',
      replyTo: 'Maître Delcourt <secretariat@delcourt-avocats.fr>',
      subject: 'Maître Delcourt vous invite à signer « Convention_honoraires_Rousseau.pdf »',
      date: 'Tue, 14 Oct 2025 10:05:27 +0000',
      messageId: '010201992a4b5c6d-7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b-000000@eu-west-1.amazonses.com',
      dkim: ['yousign.com:ys1', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '010201992a4b5c6d-7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b-000000@mail.yousign.com',
      relay: 'b224-12.smtp-out.eu-west-1.amazonses.com [54.240.224.12]',
      headers: ['Feedback-ID: 1.eu-west-1.eW91c2lnbi1zaWdu:AmazonSES'],
      body: document(
        [
          { heading: 'Vous êtes invité(e) à signer un document' },
          'Maître Delcourt vous invite à signer « Convention_honoraires_Rousseau.pdf ».',
          "Message : « Bonjour Madame Rousseau, voici la convention d'honoraires dont nous avons parlé lundi. Je reste à votre disposition pour toute question. »",
          { button: 'Accéder au document', href: 'https://yousign.app/signatures/4e7c1a9f-2b3d-4e6a-8c0b-5f1e9d2a7c4b?s=8b2d4f' },
          { small: "Yousign SAS, 8 boulevard d'Anvers, 14000 Caen. Ne transférez pas cet e-mail : le lien est personnel." },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: "Google Drive: een vriend deelt de map met vakantiefoto's (Reply-To zijn Gmail)",
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Bas Jansen (via Google Drive) <drive-shares-dm-noreply@google.com>',
      to: 'Eva Smit <eva.smit91@gmail.com>',
      replyTo: 'Bas Jansen <bas.jansen.foto@gmail.com>',
      subject: 'Map gedeeld met jou: "Texel 2025"',
      date: 'Sun, 31 Aug 2025 20:14:52 +0200',
      messageId: '4e1a7c9b2d3f5e8a0c6b-0@google.com',
      dkim: ['google.com:20230601'],
      returnPath: '3Lp9hZwgTCfE2ji-7fh1cu-2o0.oyc@doclist.bounces.google.com',
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      headers: ['Feedback-ID: 0:drive-shares-dm:drive-shares'],
      body: document(
        [
          'Bas Jansen heeft een map gedeeld',
          'Bas Jansen (bas.jansen.foto@gmail.com) heeft je uitgenodigd om de volgende map te bekijken:',
          "“Alle foto's van het weekend, ook die van de vuurtoren. Zet gerust je eigen foto's erbij!”",
          { button: 'Openen', href: 'https://drive.google.com/drive/folders/1Tq8Lm2Rz5Nw7Vb3Xc9Mp4Tj6Fd0As1Gy?usp=sharing_eip&ts=68b49a2c' },
          {
            small:
              'Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA. Je hebt deze e-mail ontvangen omdat bas.jansen.foto@gmail.com een map met je heeft gedeeld via Google Drive.',
          },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    name: 'Yousign: real signature request from yousign.com',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Yousign <noreply@yousign.com>',
      to: 'Isabelle Rousseau <i.rousseau@cabinet-rousseau-avocats.fr>',
      subject: 'Maître Delcourt vous invite à signer « Protocole_accord_2025.pdf »',
      date: 'Mon, 13 Oct 2025 09:51:36 +0000',
      messageId: '0102019a1c2d3e4f-5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d-000000@eu-west-1.amazonses.com',
      dkim: ['yousign.com:ys1', 'amazonses.com:ug7'],
      returnPath: '0102019a1c2d3e4f@bounce.yousign.com',
      relay: 'a9-12.smtp-out.eu-west-1.amazonses.com [54.240.9.12]',
      body: document(
        [
          'Maître Delcourt vous invite à signer « Protocole_accord_2025.pdf ».',
          { button: 'Accéder au document', href: 'https://webapp.yousign.com/procedure/sign?members=5a6b7c8d' },
          { small: 'Yousign SAS, 8 allée Henri Pigis, 14000 Caen.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'Nextcloud der eigenen Firma: ein Kollege hat das Angebot für Sie freigegeben',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Jonas Weber (über Nextcloud) <cloud@brandt-haustechnik.de>',
      to: 'Sabine Brandt <s.brandt@brandt-haustechnik.de>',
      subject: 'Jonas Weber hat »Angebot_Schulz_2025.pdf« für Sie freigegeben',
      date: 'Tue, 18 Mar 2025 13:07:51 +0100',
      messageId: '<nc.20250318120751.8841@cloud.brandt-haustechnik.de>',
      dkim: ['brandt-haustechnik.de:nc'],
      relay: 'cloud.brandt-haustechnik.de [85.13.160.12]',
      body: plain(
        [
          'Hallo,',
          '',
          'Jonas Weber hat »Angebot_Schulz_2025.pdf« für Sie freigegeben.',
          '',
          'Öffnen: https://cloud.brandt-haustechnik.de/s/Xp7kQ2mLr9',
          '',
          '--',
          'Nextcloud – ein sicherer Ort für all Ihre Daten',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Una compañera comparte un ZIP con las fotos de la excursión en un enlace de Dropbox',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Lucía Navarro <lucia.navarro.83@gmail.com>',
      to: 'Pablo Ruiz <pablo.ruiz@colegio-sanantonio.es>',
      subject: 'Fotos de la excursión a Cazorla',
      date: 'Sun, 18 May 2025 21:16:40 +0200',
      messageId: 'CAF7xQ2mN9pL4kR8sT1vW3yZ5aB7cD9eF1gH3iJ5kL7mN9@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hola Pablo,',
          '',
          'Te paso todas las fotos de la excursión en un zip, que por correo no caben:',
          'https://dl.dropboxusercontent.com/s/q8w2e4r6t8y0u2i/fotos-cazorla-2025.zip',
          '',
          'Si algún padre pide alguna en concreto, dímelo y la busco.',
          '',
          'Un abrazo,',
          'Lucía',
        ].join('\n'),
      ),
    }),
  },
  // Real customers' words in genuine platform notices: a deadline, a phone number, an invoice's
  // number and amount, a request to upload. None asks for a password or tells a charge story.
  {
    name: 'DocuSign envelope from a colleague: please sign by Friday, call me on +34 with questions',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Marta Gil via Docusign <dse@eumail.docusign.net>',
      to: 'Jorge Navarro <jorge.navarro@tallerlumen.es>',
      replyTo: 'Marta Gil <marta.gil@tallerlumen.es>',
      subject: 'Complete with Docusign: Framework_Agreement_Lumen_2026.pdf',
      date: 'Tue, 13 Jan 2026 09:21:44 +0000',
      messageId: '7d2a9c4e1b3f5a6c8e0d2b4f6a8c1e3d@docusign.net',
      dkim: ['docusign.net:s1'],
      relay: 'mailfra.docusign.net [185.81.100.20]',
      body: document([
        { image: 'https://eu.docusign.net/Member/Images/email/docusign-logo.png', alt: 'Docusign' },
        { heading: 'Marta Gil sent you a document to review and sign.' },
        {
          button: 'REVIEW DOCUMENT',
          href: 'https://eu.docusign.net/Signing/EmailStart.aspx?a=2b4d6f8a-1c3e-4a5b-9c7d-0e2f4a6b8c1d&etti=24&acct=5c7e9a1b-3d5f-4b6a-8c0e-2f4a6c8e0b2d&er=8e0c2a4b-6d8f-4a1c-9e3b-5d7f9a1c3e5b',
        },
        'Marta Gil',
        "Hi Jorge, here is the framework agreement with the changes from Monday's call. Please sign by Friday so legal can countersign next week. Call me on +34 612 345 678 with any questions.",
        {
          small:
            'Do Not Share This Email: This email contains a secure link to Docusign. Please do not share this email, link, or access code with others. Questions about the document? Please reach out to the sender by emailing them directly.',
        },
      ]),
    }),
  },

  {
    name: 'Google Drive share from a friend: here are the photos from Lisbon',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Sofia Almeida (via Google Drive) <drive-shares-dm-noreply@google.com>',
      to: 'kate.wilmot@gmail.com',
      replyTo: 'Sofia Almeida <sofia.almeida.lx@gmail.com>',
      subject: 'Folder shared with you: "Lisbon, October"',
      date: 'Sun, 26 Oct 2025 19:08:51 -0700',
      messageId: '4f8b2d6a1c3e5a7b9d0f-0@google.com',
      dkim: ['google.com:20230601'],
      returnPath: '3Vb7hZwcKBbI5ci-6fu2c-0q1t2d5y.s23@doclist.bounces.google.com',
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      headers: ['Feedback-ID: 0:drive-shares-dm:drive-shares'],
      body: document([
        'Sofia Almeida shared a folder',
        'Sofia Almeida (sofia.almeida.lx@gmail.com) has invited you to view the following folder:',
        "“Here are the photos from Lisbon! The Sintra ones are in the second folder. Download the ones you like before the end of the month, I'm clearing my storage then.”",
        { button: 'Open', href: 'https://drive.google.com/drive/folders/1Xk8Lq2Rz5Nw7Vb3Mt9Yc4Hd6Fj0As1Ge?usp=sharing_eil&ts=671d2a10' },
        {
          small:
            'Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA. You have received this email because sofia.almeida.lx@gmail.com shared a folder with you from Google Drive.',
        },
      ]),
    }),
  },

  {
    name: 'Dropbox file request from an accountant: upload the tax documents by 31 January',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Hartley & Co Accountants (via Dropbox) <no-reply@dropbox.com>',
      to: 'Ian Brooks <ian.brooks@brooksjoinery.co.uk>',
      replyTo: 'Ruth Hartley <ruth@hartleyaccountants.co.uk>',
      subject: 'Hartley & Co Accountants is requesting files from you',
      date: 'Thu, 8 Jan 2026 10:15:02 +0000',
      messageId: '20260108101502.5c9e1a3b7d2f@dropbox.com',
      dkim: ['dropbox.com:scph0922'],
      relay: 'mail-sor-f71.dropbox.com [162.125.6.71]',
      body: document([
        'Ruth Hartley (ruth@hartleyaccountants.co.uk) requested files from you: "Self-assessment 2024-25".',
        '"Hi Ian, please upload your P60, the pension statement and the van mileage log by 31 January so we can file on time. No need for a Dropbox account."',
        { button: 'Upload files', href: 'https://www.dropbox.com/request/Qm3Kx8Lz2Rw5Nv7Tb9Yc' },
        { small: 'Happy Dropboxing! The Dropbox team. © 2026 Dropbox, Inc.' },
      ]),
    }),
  },

  {
    // Canva's genuine share from a neighbour, note and title hers; nothing asks for a sign-in.
    name: 'Canva share from a neighbour: the flyer for Saturday\'s market, "open the design and add your stall"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Priya Shah via Canva <no-reply@canva.com>',
      to: 'tom.archer@outlook.com',
      replyTo: 'priya.shah.home@gmail.com',
      subject: 'Priya Shah shared "Elm Road Market – flyer" with you',
      date: 'Tue, 6 May 2025 18:40:02 +0000',
      messageId: '<0100019a7c2e4b1d-3f8a9c2e-1b7d-4e6a-8c3f-2d9e1a7b5c40-000000@email.amazonses.com>',
      dkim: ['canva.com:s2', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019a7c2e4b1d-3f8a9c2e-1b7d-4e6a-8c3f-2d9e1a7b5c40-000000@mail.canva.com',
      relay: 'a48-112.smtp-out.amazonses.com [54.240.48.112]',
      body: document([
        { heading: 'Priya Shah shared a design with you' },
        "“Hi Tom! Here is the flyer for Saturday's market. Open the design and add your stall (the plant swap) in the empty box, then I'll print 50 copies.”",
        {
          button: 'Open design',
          href: 'https://www.canva.com/design/DAGk2Lm9Qw/Xb7Tz3Nm1Pq8Yc4Kf6Hs2A/edit?utm_content=DAGk2Lm9Qw&utm_campaign=designshare&utm_medium=link&utm_source=sharebutton',
        },
        { small: 'Canva, 110 Kippax St, Surry Hills NSW 2010, Australia. You received this email because Priya Shah shared a design with you.' },
      ]),
    }),
  },

  {
    // A law firm announces, from its own signed domain, that DocuSign will deliver the contract.
    name: 'Kanzlei kündigt an: der Vertrag zur Unterschrift kommt gleich per DocuSign',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'RA Dr. Jana Schulz <j.schulz@kanzlei-schulz-partner.de>',
      to: 'Michael Braun <m.braun@braun-immobilien.de>',
      subject: 'Gewerbemietvertrag Braun – Unterzeichnung',
      date: 'Tue, 4 Feb 2025 16:05:12 +0100',
      messageId: '<20250204150512.GA4471@kanzlei-schulz-partner.de>',
      dkim: ['kanzlei-schulz-partner.de:mail'],
      relay: 'mail.kanzlei-schulz-partner.de [85.13.155.201]',
      body: plain(
        [
          'Sehr geehrter Herr Braun,',
          '',
          'wie besprochen erhalten Sie gleich eine E-Mail von DocuSign mit dem Vertrag zur Unterschrift. Bitte prüfen und unterschreiben Sie ihn bis Freitag; bei Fragen rufen Sie mich gern an.',
          '',
          'Mit freundlichen Grüßen',
          'Dr. Jana Schulz',
          'Rechtsanwältin',
        ].join('\n'),
      ),
    }),
  },

  {
    // Canva's share mail for what it is for: a colleague's flyer draft.
    name: 'Canva: a colleague shares the spring open-house flyer for comments',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Priya Natarajan via Canva <no-reply@canva.com>',
      to: 'tom.whitaker@larkspurfinancial.com',
      replyTo: 'priya.natarajan@larkspurfinancial.com',
      subject: 'Priya Natarajan shared "Spring Open House Flyer" with you',
      date: 'Mon, 10 Mar 2025 15:04:12 +0000',
      messageId: '01000195808a3c21-4e2f7b9a-3c41-4d8e-a5b7-1f9c2e4d6a11-000000@email.amazonses.com',
      dkim: ['canva.com:s2', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '01000195808a3c21-4e2f7b9a-3c41-4d8e-a5b7-1f9c2e4d6a11-000000@mail.canva.com',
      relay: 'a48-93.smtp-out.amazonses.com [54.240.48.93]',
      headers: ['Feedback-ID: 1.us-east-1.Pk3Vx8Lm2Tz7Rb4Wn9Qc5Hd1Fj6As0Gy=:AmazonSES', 'X-SES-Outgoing: 2025.03.10-54.240.48.93'],
      body: document([
        { heading: 'Priya Natarajan shared a design with you' },
        "“Here's the first draft of the open-house flyer. Can you check the date and the parking info before I send it to print on Thursday?”",
        {
          button: 'Edit design',
          href: 'https://www.canva.com/design/DAGh3Kq9Lm2/2vXbT3mN1pQw9YcK4hF6zB/edit?utm_content=DAGh3Kq9Lm2&utm_campaign=designshare&utm_medium=link&utm_source=sharebutton',
        },
        { small: 'Canva, 110 Kippax St, Surry Hills NSW 2010, Australia. You received this email because Priya Natarajan shared a design with you.' },
      ]),
    }),
  },

  {
    // SharePoint's own share notice from a colleague in the same tenant, the counterpart of
    // the consent-link lure: the link is the tenant's SharePoint, not a sign-in page.
    name: "SharePoint: the firm's paralegal shares the signed settlement agreement with a client",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Rachel Whitmore <no-reply@sharepointonline.com>',
      to: 'Jason Pruitt <jpruitt@summitridgebuilders.com>',
      replyTo: 'rwhitmore@whitmorecaldwell-law.com',
      subject: 'Rachel Whitmore shared "Settlement Agreement - executed.pdf" with you',
      date: 'Wed, 11 Jun 2025 18:31:07 +0000',
      messageId: '7c4e2a91-3b8d-4f6e-a1c5-9d0b2e7f4a36@odspnotify',
      dkim: ['sharepointonline.com:selector1'],
      returnPath: 'no-reply@sharepointonline.com',
      relay: 'mail-bn1nam02on2071.outbound.protection.outlook.com [40.107.212.71]',
      body: document([
        'Rachel Whitmore shared a file with you',
        '“Jason, here is the fully executed agreement for your records. The first payment is due July 1 as discussed.”',
        { button: 'Open', href: 'https://whitmorecaldwelllaw.sharepoint.com/:b:/s/Clients/EbK2mQ8vLx4Rz7Tn1Wc9HdAB3kPq2Lm5Nz7Rb3Wt9Yc?e=4fHj2K' },
        {
          small:
            'This link will work for anyone outside Whitmore Caldwell LLP. Microsoft respects your privacy. To learn more, please read our Privacy Statement. Microsoft Corporation, One Microsoft Way, Redmond, WA 98052',
        },
      ]),
    }),
  },

  {
    // Adobe's real share mail from a colleague: a contract draft for review.
    name: 'Adobe Acrobat: una compañera comparte el borrador del contrato para revisar',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Elena Ruiz via Adobe Acrobat <message@adobe.com>',
      to: 'lucia.ferrer@inmoferrer.es',
      replyTo: 'elena.ruiz@inmoferrer.es',
      subject: 'Elena Ruiz le ha invitado a revisar «Contrato_arrendamiento_local_v2.pdf»',
      date: 'Mon, 10 Mar 2025 16:02:20 +0000',
      messageId: '1741622540877.2c7d9e1f@acrobat.adobe.com',
      dkim: ['adobe.com:ac1'],
      returnPath: 'bounce-acrobat-77310@mail.adobe.com',
      relay: 'mail-out21.adobe.com [192.150.8.121]',
      body: document(
        [
          { heading: 'Elena Ruiz le ha invitado a revisar un archivo' },
          '«Lucía, te paso el borrador con los cambios del propietario en la cláusula 7. Añade tus comentarios antes del jueves, porfa.»',
          { button: 'Revisar', href: 'https://acrobat.adobe.com/id/urn:aaid:sc:EU:2d4f4a6e-8c0b-5f1e-9d2a-7c4b3e7c1b9a' },
          { small: 'Adobe Inc., 345 Park Avenue, San José, CA 95110-2704, EE. UU.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    // A colleague replies in a real thread with the revised sheet on the company's own
    // SharePoint: same domain on both sides.
    name: 'Colega responde no thread com a planilha revisada no SharePoint da própria empresa',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Renata Guimarães <renata@guimaraesarquitetura.com.br>',
      to: 'Paulo Teixeira <paulo@guimaraesarquitetura.com.br>',
      subject: 'RE: orçamento reforma sala comercial',
      date: 'Wed, 5 Feb 2025 16:48:02 -0300',
      messageId: 'CPVP152MB4471B3F0D2E8C1A47A9D5F7E3C1B0@CPVP152MB4471.LAMP152.PROD.OUTLOOK.COM',
      dkim: ['guimaraesarquitetura.com.br:selector1'],
      relay: 'mail-cp2bra01on2108.outbound.protection.outlook.com [40.107.246.108]',
      headers: [
        'In-Reply-To: <CPVP152MB3310A2E9C1F7B3D05A8C4E6F2D0B1@CPVP152MB3310.LAMP152.PROD.OUTLOOK.COM>',
        'References: <CPVP152MB3310A2E9C1F7B3D05A8C4E6F2D0B1@CPVP152MB3310.LAMP152.PROD.OUTLOOK.COM>',
        'X-MS-Exchange-Organization-AuthAs: Internal',
      ],
      body: plain(
        'Paulo,\n\nAtualizei a aba de marcenaria com o orçamento novo do fornecedor, ficou R$ 4.200 mais barato. Está na pasta do projeto:\n\nhttps://guimaraesarquitetura.sharepoint.com/:x:/s/Projetos/EcK2mQ8vLx4Rz7Tn1Wc9HdAB?e=Pq2Lm5\n\nSe estiver ok, mando para a construtora amanhã.\n\nRenata\n\nEm qua., 5 de fev. de 2025 às 14:10, Paulo Teixeira <paulo@guimaraesarquitetura.com.br> escreveu:\n> Renata, conseguiu rever os valores da marcenaria?',
      ),
    }),
  },

  {
    // A colleague in a real thread: the spreadsheet is on the company SharePoint.
    name: 'Colega: a planilha está no SharePoint da empresa, é só entrar com o seu login de sempre',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Renata Guimarães <renata@guimaraesarquitetura.com.br>',
      to: 'Obras <obras@guimaraesarquitetura.com.br>',
      subject: 'RE: planilha de medições da obra Paraná',
      date: 'Thu, 6 Feb 2025 09:14:51 -0300',
      messageId: 'CPVP152MB4471B3F0D2A8C4E16B9D5F7A3E1C0@CPVP152MB4471.LAMP152.PROD.OUTLOOK.COM',
      dkim: ['guimaraesarquitetura.com.br:selector1'],
      relay: 'mail-cp2bra01on2103.outbound.protection.outlook.com [40.107.246.103]',
      headers: ['In-Reply-To: <b8d3f0a2c5e9@guimaraesarquitetura.com.br>', 'References: <b8d3f0a2c5e9@guimaraesarquitetura.com.br>'],
      body: plain(
        'Bom dia,\n\nA planilha de medições está na pasta Obras > Paraná do SharePoint. Para abrir é só entrar com o seu login de sempre, o mesmo do computador.\n\nAbs,\nRenata',
      ),
    }),
  },

  {
    // A colleague shares a document through the firm's own SharePoint, French message.
    name: 'SharePoint : une collègue du même cabinet partage le planning des tournées',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Claire Fontaine via SharePoint <no-reply@sharepointonline.com>',
      to: 'Olivier Marchand <o.marchand@transports-marchand.fr>',
      subject: 'Claire Fontaine a partagé « Planning tournées octobre.xlsx » avec vous',
      date: 'Mon, 29 Sep 2025 08:21:40 +0000',
      messageId: 'c1e3a5f7-9b2d-4f6a-8c0e-2d4f6a8b0c13@sharepointonline.com',
      dkim: ['sharepointonline.com:selector1'],
      returnPath: 'no-reply@sharepointonline.com',
      relay: 'mail-pr1fra01on2072.outbound.protection.outlook.com [40.107.12.72]',
      body: document(
        [
          'Claire Fontaine a partagé un fichier avec vous',
          'Voilà le planning d’octobre, dis-moi si les tournées du jeudi te vont.',
          { button: 'Ouvrir', href: 'https://transportsmarchand.sharepoint.com/:x:/s/Exploitation/EbR7kP2mT9vN4wX1yZ3bC5d?e=k2Lq9x' },
          { small: 'Microsoft respecte votre confidentialité. Microsoft Corporation, One Microsoft Way, Redmond, WA 98052' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // SharePoint's own share notice, from Microsoft's notification domain, to a file on the
    // sharer's tenant.
    name: 'SharePoint: "Karen Ott shared 2025 Engagement Letter" from sharepointonline.com to the firm\'s own tenant',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Karen Ott <no-reply@sharepointonline.com>',
      to: 'accounts@marlowfurniture.com',
      replyTo: 'Karen Ott <kott@brightwellcpa.com>',
      subject: 'Karen Ott shared "Brightwell CPA - 2025 Engagement Letter" with you',
      date: 'Wed, 22 Jan 2025 15:41:09 +0000',
      messageId: '2f1c8e7a-4b3d-4c2e-9a1b-7d6e5f4a3b2c@az.northcentralus.production.microsoft.com',
      dkim: ['sharepointonline.com:selector1'],
      returnPath: 'no-reply@sharepointonline.com',
      relay: 'NAM02-DM3-obe.outbound.protection.outlook.com [40.107.95.20]',
      body: document([
        { heading: 'Karen Ott shared a file with you' },
        "Here's the engagement letter for this year, let me know if you have questions before our call.",
        'Brightwell CPA - 2025 Engagement Letter.pdf',
        { button: 'Open', href: 'https://brightwellcpa.sharepoint.com/:b:/s/Clients/EaBc4Kq8vT2Xw9pLm3RtY7bN1cV5zQ8sA?e=4xYz2k' },
        {
          small:
            'This link will work for people in Marlow Furniture and Brightwell CPA. Microsoft Corporation, One Microsoft Way, Redmond, WA 98052. [Privacy Statement](https://go.microsoft.com/fwlink/?LinkId=521839)',
        },
      ]),
    }),
  },

  {
    name: 'Google Drive: a colleague shared "Q3 Board Deck" in the company\'s Workspace',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Priya Raman (via Google Slides) <drive-shares-dm-noreply@google.com>',
      to: 'tom.beckett@lumenanalytics.io',
      replyTo: 'Priya Raman <priya@lumenanalytics.io>',
      subject: 'Presentation shared with you: "Q3 Board Deck - draft v2"',
      date: 'Mon, 6 Oct 2025 09:12:44 +0000',
      messageId: '0000000000007a1c9f05f3e2b8d1@google.com',
      dkim: ['google.com:20230601'],
      returnPath: '3Lk8pZxoKCW2cd4e-1f2g3h4i5j@doclist.bounces.google.com',
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      body: document([
        { heading: 'Priya Raman shared a presentation' },
        'Priya Raman (priya@lumenanalytics.io) has invited you to edit the following presentation:',
        'Q3 Board Deck - draft v2',
        '"Can you fill in the churn slide before Wednesday? Thanks!"',
        { button: 'Open', href: 'https://docs.google.com/presentation/d/1Hq7vT2mN4pK8wR9yZ3bC5dF8hJ0lL6nPqS4tU2vX/edit?usp=sharing_eil_se_dm&ts=6703a1f4' },
        {
          small:
            'Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA. You have received this email because priya@lumenanalytics.io shared a presentation with you from Google Slides.',
        },
      ]),
    }),
  },

  {
    name: 'RingCentral voicemail notice with the .wav recording attached, from ringcentral.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'RingCentral <service@ringcentral.com>',
      to: 'r.chandler@meridianhealthgroup.org',
      subject: 'New Voice Message from (470) 555-0193 on 02/20/2025 at 3:12 PM',
      date: 'Thu, 20 Feb 2025 20:12:58 +0000',
      messageId: '1740082378412.4471.rcmsg@ringcentral.com',
      dkim: ['ringcentral.com:rc1'],
      relay: 'smtp-out-2.ringcentral.com [199.255.120.22]',
      body: multipart('mixed', [
        document([
          {
            rows: [
              ['From', '(470) 555-0193'],
              ['Received', '02/20/2025 3:12 PM'],
              ['Duration', '47 sec'],
              ['To', 'Rachel Chandler, ext. 214'],
            ],
          },
          'The voice message is attached. You can also listen in the RingCentral app.',
          { small: 'RingCentral, Inc., 20 Davis Drive, Belmont, CA 94002. [Notification settings](https://service.ringcentral.com/notifications)' },
        ]),
        attachment('Message_4702555019_20250220_1512.wav', 'audio/wav', WAV),
      ]),
    }),
  },

  {
    name: 'DocuSign: a law firm\'s real envelope "please sign: Amended Services Agreement" from docusign.net',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Harper & Lowe LLP via DocuSign <dse_NA3@docusign.net>',
      to: 'v.reyes@cobaltridge.com',
      replyTo: 'Ellen Harper <eharper@harperlowe.com>',
      subject: 'Complete with Docusign: Amended_Services_Agreement_2025.pdf',
      date: 'Tue, 17 Jun 2025 20:02:31 +0000',
      messageId: '8f2e1d0c9b8a4a7b9c6d5e4f3a2b1c0d@docusign.net',
      dkim: ['docusign.net:s1'],
      returnPath: 'dse_NA3@docusign.net',
      relay: 'mailnaeast3.docusign.net [64.207.219.12]',
      body: document([
        { heading: 'Ellen Harper sent you a document to review and sign.' },
        {
          button: 'REVIEW DOCUMENT',
          href: 'https://na3.docusign.net/Signing/EmailStart.aspx?a=4f1c9e2b-7a3d-4e1b-9c2a-8d7e6f5a4b3c&etti=24&acct=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d&er=b7c8d9e0-f1a2-4b3c-8d4e-5f6a7b8c9d0e',
        },
        'Victor, here is the amended agreement with the changes we discussed on Friday. Ellen',
        {
          small:
            "Do Not Share This Email. This email contains a secure link to Docusign. Please do not share this email, link, or access code with others. Alternate Signing Method: visit docusign.com, click 'Access Documents', and enter the security code: 4F1C9E2B7A3D4E1B9C2A8D7E6F5A4B3C1",
        },
      ]),
    }),
  },

  {
    name: "Colleague asks to review the payroll adjustments file on the company's SharePoint",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Megan Price <m.price@harwoodlogistics.com>',
      to: 'Dana Keller <d.keller@harwoodlogistics.com>',
      subject: 'Q3 payroll adjustments - can you check before Friday?',
      date: 'Tue, 30 Sep 2025 11:08:52 +0000',
      messageId: 'CH2PR10MB4312F1E2D3C4B5A6978877665544332211@CH2PR10MB4312.namprd10.prod.outlook.com',
      dkim: ['harwoodlogistics.com:selector1', 'harwoodlogistics.onmicrosoft.com:selector1'],
      relay: M365_RELAY,
      body: plain(
        "Hi Dana,\n\nI've put the Q3 payroll adjustments in the Finance site:\nhttps://harwoodlogistics.sharepoint.com/sites/Finance/Shared%20Documents/Payroll/Q3-adjustments.xlsx\n\nCould you check the overtime lines for the Leeds depot before Friday? Two of them look high to me.\n\nThanks,\nMegan",
      ),
    }),
  },

  {
    name: "DocuSign: a landlord's lease renewal sent for signature from docusign.net",
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Harper Property Management via Docusign <dse_NA3@docusign.net>',
      to: 'j.pickering@gmail.com',
      replyTo: 'Harper Property Management <leasing@harperpm.com>',
      subject: 'Complete with Docusign: Lease Renewal - 14 Elm Court, Apt 3B',
      date: 'Tue, 6 May 2025 18:22:31 +0000',
      messageId: 'b1c8a3e2f4d54e7a9f0c2d1e3b5a7c9e@docusign.net',
      dkim: ['docusign.net:mail'],
      returnPath: 'bounces@docusign.net',
      relay: 'mailch.docusign.net [64.207.219.10]',
      body: document([
        { heading: 'Harper Property Management sent you a document to review and sign.' },
        {
          button: 'REVIEW DOCUMENT',
          href: 'https://na3.docusign.net/Signing/EmailStart.aspx?a=4f2c8e1a-7b3d-4e9a-8c1f-2d3e4f5a6b7c&etti=24&acct=9d8e7f6a-5b4c-4d3e-2f1a-0b9c8d7e6f5a&er=1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        },
        'Hi Jonathan, please review and sign your lease renewal for 14 Elm Court, Apt 3B. Let us know if you have any questions. Thanks, Kim',
        {
          small:
            'Do Not Share This Email. This email contains a secure link to Docusign. Please do not share this email, link, or access code with others. About Docusign: Sign documents electronically in just minutes. If you have trouble signing, visit "How to Sign a Document" on our Docusign Support Center.',
        },
      ]),
    }),
  },

  {
    name: 'Dropbox: a colleague shared the "Site photos - Riverside" folder',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Dan Okafor (via Dropbox) <no-reply@dropbox.com>',
      to: 'billing@cedarvalleyhvac.com',
      replyTo: 'dan@cedarvalleyhvac.com',
      subject: 'Dan Okafor shared "Site photos - Riverside" with you',
      date: 'Fri, 25 Apr 2025 13:41:08 +0000',
      messageId: '20250425134108.1.4c5d6e7f8a9b0c1d@dropbox.com',
      dkim: ['dropbox.com:scph0123'],
      returnPath: 'bounces+1828391-a7b2-billing=cedarvalleyhvac.com@sendgrid.dropbox.com',
      relay: 'o1.sendgrid.dropbox.com [167.89.123.54]',
      body: document([
        { heading: 'Dan Okafor shared a folder with you' },
        '"Photos from today\'s install for the invoice."',
        'Site photos - Riverside',
        { button: 'Go to folder', href: 'https://www.dropbox.com/scl/fo/9q2m4k7x1p8t/AJk4mQ2xL9pT7nR3vB8cW1z?rlkey=x7y2z4a6b8c0d2e4f6g8h0i2j&dl=0' },
        { small: 'Enjoy! The Dropbox team. Dropbox, Inc., PO Box 77767, San Francisco, CA 94107' },
      ]),
    }),
  },

  {
    // A photo album shared through Dropbox from a GMX mailbox.
    name: 'GMX: "ich habe den Ordner mit den Urlaubsfotos in Dropbox mit dir geteilt"',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Petra Schulz <petra.schulz@gmx.de>',
      to: 'm.schulz@gmx.de',
      subject: 'Fotos vom Urlaub',
      date: 'Sun, 13 Jul 2025 19:05:41 +0200',
      messageId: '20250713170541.7a1e@gmx.de',
      dkim: ['gmx.de:dkim'],
      relay: 'mout.gmx.net [212.227.17.22]',
      body: plain(
        'Hallo Markus,\n\nich habe den Ordner mit den Urlaubsfotos in Dropbox mit dir geteilt: https://www.dropbox.com/scl/fo/k2v9q/urlaub-2025\n\nLiebe Grüße\nPetra',
      ),
    }),
  },

  {
    // OneDrive's own short link, pasted by a colleague.
    name: 'A colleague shares the minutes on a real 1drv.ms link',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Priya Natarajan <priya.natarajan@hollowayandco.com>',
      to: 'team@hollowayandco.com',
      subject: 'Minutes from Thursday',
      date: 'Fri, 16 May 2025 09:05:40 +0100',
      messageId: '5b6c7d8e9f0a4b1c@hollowayandco.com',
      dkim: ['hollowayandco.com:selector1'],
      relay: 'mail.hollowayandco.com [198.51.100.44]',
      body: plain('Hi all,\n\nThe minutes from Thursday are here: https://1drv.ms/w/s!AkX2m9Qp4Lr7gQx\n\nShout if I missed anything.\n\nPriya'),
    }),
  },

  {
    // DocuSign's own envelope, from docusign.net, to the reader's legal counterpart.
    name: 'DocuSign envelope from docusign.net: "Please DocuSign: Master Services Agreement - Meridian Home Care"',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Priya Desai via Docusign <dse_NA4@docusign.net>',
      to: 'r.okafor@meridianhomecare.com',
      replyTo: 'Priya Desai <pdesai@carebridgestaffing.com>',
      subject: 'Complete with Docusign: Master Services Agreement - Meridian Home Care.pdf',
      date: 'Wed, 6 Aug 2025 15:01:44 +0000',
      messageId: '7e2f1a0b9c8d4e3f@docusign.net',
      dkim: ['docusign.net:mail'],
      returnPath: 'bounces@docusign.net',
      relay: 'mailna4.docusign.net [64.207.219.10]',
      body: document([
        { heading: 'Priya Desai sent you a document to review and sign.' },
        {
          button: 'REVIEW DOCUMENT',
          href: 'https://na4.docusign.net/Signing/EmailStart.aspx?a=9f1c2e3d-4b5a-4c6d-8e7f-0a1b2c3d4e5f&etti=24&acct=7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d&er=5f6a7b8c-9d0e-4f1a-2b3c-4d5e6f7a8b9c',
        },
        'Hi Rachel, here is the MSA we discussed on Monday, with the rates from our last call. Let me know if anything needs changing. Priya',
        {
          small:
            "Do Not Share This Email: This email contains a secure link to Docusign. Please do not share this email, link, or access code with others. About Docusign: Sign documents electronically in just minutes. It's safe, secure, and legally binding.",
        },
      ]),
    }),
  },

  {
    // Dropbox's own "shared a folder" notice.
    name: 'Dropbox "Sam shared Site photos - Elm St with you" from dropbox.com',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Dropbox <no-reply@dropbox.com>',
      to: 'j.keane@keanebuilders.com',
      replyTo: 'Sam Ortiz <sam@ortizsurveying.com>',
      subject: 'Sam Ortiz shared "Site photos - Elm St" with you',
      date: 'Mon, 22 Sep 2025 17:48:30 +0000',
      messageId: '20250922174830.1.c4f2a9e1b3d5@dropbox.com',
      dkim: ['dropbox.com:2018'],
      relay: 'mail-sor-f11.dropboxmail.com [208.70.196.11]',
      body: document([
        { heading: 'Sam Ortiz shared a folder with you' },
        'Site photos - Elm St',
        '"Photos from this morning\'s survey, the drainage issue is in the last six."',
        { button: 'Go to folder', href: 'https://www.dropbox.com/scl/fo/4k2m9x7q1v3b5n8p0r6t/h?rlkey=a1b2c3d4e5f6g7h8i9j0k&dl=0' },
        { small: 'Dropbox, Inc., PO Box 77767, San Francisco, CA 94107' },
      ]),
    }),
  },

  {
    // A friend shares holiday photos through Google Drive from Gmail.
    name: 'Amiga partilha as fotografias das férias numa pasta do Google Drive',
    lang: 'pt-PT',
    kind: 'personal',
    heldOut: true,
    raw: mail({
      from: 'Joana Ribeiro <joana.ribeiro.lx@gmail.com>',
      to: 'ines.carvalho@sapo.pt',
      subject: 'Fotos do Gerês!',
      date: 'Sun, 24 Aug 2025 21:05:33 +0100',
      messageId: 'CAP8tK2vQ5mL9xW1nR4bZ7cJ3dY6eF0gH+j@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Olá Inês!\n\nJá pus as fotografias todas na pasta, são mais de 200, desculpa não ter escolhido 😅\n\n[https://drive.google.com/drive/folders/1aB2cD3eF4gH5iJ6kL7mN8oP9qR0sT1uV?usp=sharing](https://drive.google.com/drive/folders/1aB2cD3eF4gH5iJ6kL7mN8oP9qR0sT1uV?usp=sharing)\n\nA da cascata ficou linda. Temos de repetir para o ano!\n\nBeijinhos,\nJoana',
      ),
    }),
  },

  {
    // Adobe Acrobat Sign's own request from an estate agency, lease to sign.
    name: 'Adobe Acrobat Sign "Veuillez signer : bail d\'habitation" envoyé par une agence immobilière',
    lang: 'fr',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Agence Immobilière du Port via Adobe Acrobat Sign <adobesign@adobesign.com>',
      to: 'jean-luc.perrin@orange.fr',
      replyTo: 'Agence Immobilière du Port <gestion@agence-du-port-larochelle.fr>',
      subject: "Veuillez signer : Bail d'habitation - 12 quai Duperré",
      date: 'Mon, 21 Apr 2025 15:20:44 +0200',
      messageId: '1193472118.40881.1745241644@adobesign.com',
      dkim: ['adobesign.com:s1024'],
      relay: 'mail-out2.na2.adobesign.com [136.146.208.14]',
      body: document(
        [
          { heading: "Agence Immobilière du Port vous a demandé de signer Bail d'habitation - 12 quai Duperré" },
          "Bonjour M. Perrin, voici le bail pour l'appartement du quai Duperré comme convenu lors de la visite. Merci de le signer avant vendredi pour la remise des clés le 1er mai.",
          { button: 'Réviser et signer', href: 'https://secure.eu1.adobesign.com/public/apiesign?pid=CBFCIBAA3AAABLblqZhA8Xk2mPq7vT1w' },
          {
            small:
              'Ne transférez pas ce courrier électronique : si vous ne souhaitez pas signer, vous pouvez déléguer la signature à une autre personne. Adobe Acrobat Sign.',
          },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'eFax\'s own signed notice "you have received a 2 page fax" from efax.com, the fax attached',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
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
];
