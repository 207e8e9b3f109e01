// QR-code phishing: the link drawn as a picture, in the body or in a PDF (lure qr-code).
// Every message is hand-written for this suite from what lands in inboxes and what APWG, CERTs
// and vendors report (none comes from a corpus). Cases marked `heldOut` come from the blind
// batches and the lures written beside their rules: the model never trains on them
// (scripts/export-case-mail.ts), so `npm run bench:cases` reads them as unseen mail.

import QRCode from 'qrcode';

import { pdf, qrGrey } from './formats-builders.ts';
import {
  attachment,
  brevoHeaders,
  document,
  html,
  inlinePng,
  mail,
  multipart,
  plain,
  qrPdf,
  qrPngScale5,
  SPOOFED,
  THROWAWAY,
  withoutTrace,
} from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

/** A QR code as the PNG picture that quishing mail carries. */
async function qrPng(text: string): Promise<Uint8Array> {
  return new Uint8Array(await QRCode.toBuffer(text, { type: 'png', scale: 6, margin: 4 }));
}

const MFA_QR = await qrPng('https://authenticator-renew.pages.dev/?u=bWFyay5qZW5raW5zQGNvbGxpbmd3b29kbG9naXN0aWNzLmNvbQ==');

const DE_QR = await qrPng('https://sso-m365-verifizierung.web.app/#c3RlZmFuaWUud2VpZ2VsQGhvZmJhdWVyLW1hc2NoaW5lbmJhdS5kZQ==');

/** A one-page PDF with lines of text above a QR code drawn as an image, as quishing PDFs carry it. */
function qrTextPdf(lines: readonly string[], url: string): Uint8Array {
  const { side, pixels: grey } = qrGrey(url, 4);
  const pixels = Buffer.from(grey).toString('latin1');
  const text = `BT /F1 11 Tf 50 790 Td 15 TL ${lines.map((line) => `(${line.replace(/[()\\]/g, '\\$&')}) '`).join(' ')} ET q 200 0 0 200 50 380 cm /Im0 Do Q`;
  return pdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> /XObject << /Im0 6 0 R >> >> /Contents 5 0 R >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
      `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n${pixels}\nendstream`,
    ],
    '<< /Root 1 0 R /Info << /Producer (Microsoft: Print To PDF) >> >>',
  );
}

const ES_QR = await qrPng('https://firma-convenio.pages.dev/?e=bGF1cmEubW9yZW5vQGdydXBvYWx0YXZpc3RhLmVz');

const BR_QR = await qrPng('https://pix-condominio-pagamento.sbs/c/8841?u=YmxvY28tYjIwNA==');

const DOCUSIGN_QR = await qrPngScale5('https://docs-esign-center.com/envelope/9f3a1c/?u=lmartin');

export const QR_CODE_CASES: readonly PhishingCase[] = [
  {
    name: 'MFA re-enrolment with nothing but a QR code picture (quishing)',
    lang: 'en',
    lure: 'qr-code',
    expect: ['phishing'],
    raw: mail({
      from: 'Microsoft 365 Security <security-noreply@m365-authsvc.com>',
      to: 'Mark Jenkins <mark.jenkins@collingwoodlogistics.com>',
      subject: 'Action Required: Re-authenticate your MFA before 01/31/2025',
      date: 'Tue, 28 Jan 2025 08:40:15 +0000',
      messageId: '01000194aab3f2c1-7e3d9b1a-4c2f-4a8e-9d1b-6f3e2a7c8b0d-000000@email.amazonses.com',
      dkim: ['m365-authsvc.com:s1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '01000194aab3f2c1@amazonses.com',
      relay: 'a8-41.smtp-out.amazonses.com [54.240.8.41]',
      headers: ['Feedback-ID: 1.us-east-1.Qk3pV8sZy0aF2+b7mN1c=:AmazonSES'],
      body: multipart('related', [
        html(
          '<html><body style="font-family:Segoe UI,Arial"><p>Mark Jenkins,</p><p>Your two-factor authentication expires today. Scan the QR code with your phone camera to keep access.</p><img src="cid:qr01@m365" width="200" height="200" alt=""><p style="font-size:11px;color:#777">Microsoft Corporation</p></body></html>',
        ),
        {
          headers: [
            'Content-Type: image/png; name="qr.png"',
            'Content-Transfer-Encoding: base64',
            'Content-ID: <qr01@m365>',
            'Content-Disposition: inline; filename="qr.png"',
          ],
          body: Buffer.from(MFA_QR).toString('base64').replace(/.{76}/g, '$&\r\n'),
        },
      ]),
    }),
  },

  {
    name: 'Microsoft-365-Zwei-Faktor-Authentifizierung läuft ab: nur ein QR-Code-Bild und zwei Sätze',
    lang: 'de',
    lure: 'qr-code',
    expect: ['phishing'],
    raw: mail({
      from: 'IT-Sicherheit <it-sicherheit@mfa-portal-de.com>',
      to: 'Stefanie Weigel <stefanie.weigel@hofbauer-maschinenbau.de>',
      subject: 'Ihre 2FA-Einrichtung läuft am 30.04.2025 ab',
      date: 'Mon, 28 Apr 2025 08:02:36 +0200',
      messageId: 'mfa.20250428080236.a3e1@mfa-portal-de.com',
      dkim: ['mfa-portal-de.com:k1'],
      relay: 'smtp.mfa-portal-de.com [203.0.113.162]',
      auth: { dmarc: 'none' },
      body: multipart('related', [
        html(
          '<html><body style="font-family:Arial"><p>Hallo Stefanie Weigel,</p><p>Bitte scannen Sie den QR-Code mit der Kamera Ihres Smartphones, um die Zwei-Faktor-Authentifizierung zu erneuern.</p><img src="cid:code@mfa" width="220" alt=""><p style="color:#888;font-size:11px">Hofbauer Maschinenbau IT</p></body></html>',
        ),
        {
          headers: [
            'Content-Type: image/png; name="2fa.png"',
            'Content-Transfer-Encoding: base64',
            'Content-ID: <code@mfa>',
            'Content-Disposition: inline; filename="2fa.png"',
          ],
          body: Buffer.from(DE_QR).toString('base64').replace(/.{76}/g, '$&\r\n'),
        },
      ]),
    }),
  },

  {
    // HR-themed quishing: a year-end bonus letter as a PDF whose only way forward is a QR code,
    // so the phone (outside the company's protection) opens the credential page.
    name: 'HR "2025 bonus and benefits statement" as a PDF holding a QR code, from a compromised payroll vendor',
    lang: 'en',
    lure: 'qr-code',
    expect: ['phishing'],
    raw: mail({
      from: 'HR Benefits <benefits@paycrestpartners.com>',
      to: 'Lisa Romero <lisa.romero@meridianhealthgroup.org>',
      subject: 'Your 2025 Year-End Bonus & Benefits Statement',
      date: 'Mon, 8 Dec 2025 08:15:44 -0600',
      messageId: 'CH3PR11MB7412F0A9C1E7D3B52A8F4C6E1D9B0@CH3PR11MB7412.namprd11.prod.outlook.com',
      dkim: ['paycrestpartners.com:selector2'],
      relay: 'mail-bn8nam12on2119.outbound.protection.outlook.com [40.107.237.119]',
      body: multipart('mixed', [
        plain(
          'Hello Lisa,\n\nYour 2025 year-end bonus and benefits statement is ready. Please review the attached document and acknowledge it by December 12 so the bonus is included in your next payroll.\n\nHR Benefits Team',
        ),
        attachment(
          'Bonus_Benefits_Statement_2025_LRomero.pdf',
          'application/pdf',
          qrTextPdf(
            [
              'Meridian Health Group - Human Resources',
              '2025 Year-End Bonus and Benefits Statement',
              'Employee: Lisa Romero',
              'Your statement is protected. Scan the QR code with your phone camera',
              'and sign in with your Microsoft 365 account to view and acknowledge it.',
              'Statements not acknowledged by December 12 will be processed in January.',
            ],
            'https://meridianhealth-benefits.pages.dev/?e=bGlzYS5yb21lcm9AbWVyaWRpYW5oZWFsdGhncm91cC5vcmc=',
          ),
        ),
      ]),
    }),
  },

  {
    // Payroll-themed quishing in Spanish: the only content is a PDF with a QR code "to see your
    // payslip" from a compromised gestoría mailbox.
    name: 'Nómina de diciembre en un PDF con un código QR que pide la cuenta de Microsoft 365',
    lang: 'es',
    lure: 'qr-code',
    expect: ['phishing'],
    raw: mail({
      from: 'Departamento de Nóminas <nominas@gestoriaribera.es>',
      to: 'Andrés Molina <amolina@transportesmolina.es>',
      subject: 'Nómina diciembre 2025 y paga extra – documento protegido',
      date: 'Fri, 19 Dec 2025 09:03:17 +0100',
      messageId: 'DB8P191MB1472E0C9A3F1B7D52C4E8A6F0D9B1@DB8P191MB1472.EURP191.PROD.OUTLOOK.COM',
      dkim: ['gestoriaribera.es:selector1'],
      relay: 'mail-vi1eur05on2104.outbound.protection.outlook.com [40.107.21.104]',
      body: multipart('mixed', [
        plain(
          'Buenos días,\n\nLe enviamos su nómina de diciembre junto con la paga extraordinaria. Por protección de datos el documento está cifrado: escanee el código QR con la cámara del móvil para acceder.\n\nUn saludo,\nDepartamento de Nóminas',
        ),
        attachment(
          'Nomina_Diciembre_2025.pdf',
          'application/pdf',
          qrTextPdf(
            [
              'NOMINA DICIEMBRE 2025 - PAGA EXTRAORDINARIA',
              'Documento protegido (RGPD).',
              'Escanee el codigo QR con su movil e inicie sesion con su cuenta',
              'de correo corporativo para ver y descargar la nomina.',
            ],
            'https://nominas-portal.web.app/?id=YW1vbGluYUB0cmFuc3BvcnRlc21vbGluYS5lcw==',
          ),
        ),
      ]),
    }),
  },

  {
    // Quishing with nothing but a subject, one sentence and a QR picture: "firma del convenio"
    // from a Gmail address, the code leading to a sign-in on pages.dev.
    name: 'Firma del convenio: una frase y una imagen con un código QR, desde Gmail',
    lang: 'es',
    lure: 'qr-code',
    expect: ['phishing'],
    raw: mail({
      from: 'Recursos Humanos <rrhh.grupoaltavista@gmail.com>',
      to: 'Laura Moreno <laura.moreno@grupoaltavista.es>',
      subject: 'Firma del nuevo convenio colectivo – obligatorio antes del viernes',
      date: 'Wed, 19 Nov 2025 08:05:37 +0100',
      messageId: 'CAK2mP9xQ7vR4tL1wN8bJ3cF5dH6sY0i_nT9rX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-ed1-f49.google.com [209.85.208.49]',
      body: multipart('mixed', [plain('Escanee el código con su móvil para firmar el convenio.'), attachment('convenio.png', 'image/png', ES_QR, true)]),
    }),
  },

  {
    // Quishing in a condominium fee: the "boleto com QR Code Pix" is a picture whose code goes
    // to a Pix payment page on a .sbs, sent from a free mailbox named after the administrator.
    name: 'Boleto do condomínio com QR Code Pix numa imagem que leva a um .sbs, de um Gmail da "administradora"',
    lang: 'pt-BR',
    lure: 'qr-code',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Administradora Lar Seguro <larseguro.condominios@gmail.com>',
      to: 'apto204.blocob@gmail.com',
      subject: 'Condomínio novembro/2025 - pague com Pix pelo QR Code',
      date: 'Mon, 3 Nov 2025 09:11:52 -0300',
      messageId: 'CAN8rS3xQ9vT5mL2wP7bK4cG1dH6sY0k_qU3tX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-oa1-f54.google.com [209.85.160.54]',
      body: multipart('mixed', [
        plain('Prezado condômino, a taxa de novembro agora é paga só por Pix. Use o QR Code em anexo até o dia 10 para evitar multa.'),
        attachment('boleto_pix_nov2025.png', 'image/png', BR_QR),
      ]),
    }),
  },

  {
    // Quishing: the MFA re-enrolment QR code sits in an attached PDF, the body has no link.
    name: 'Microsoft 365 "re-enroll MFA before 14 March" with the QR code in an attached PDF, no link in the body',
    lang: 'en',
    lure: 'qr-code',
    expect: ['phishing'],
    raw: mail({
      from: 'Microsoft 365 Security <security@m365-authenticator-setup.com>',
      to: 'l.haddad@crestviewpartners.com',
      subject: 'Required: re-enroll Multi-Factor Authentication before 14 March',
      date: 'Mon, 10 Mar 2025 08:02:55 +0000',
      messageId: '20250310080255.91ac@m365-authenticator-setup.com',
      dkim: ['m365-authenticator-setup.com:default'],
      relay: 'mail.m365-authenticator-setup.com [203.0.113.230]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        document([
          'Hello l.haddad,',
          'Your organization requires all users to re-enroll Microsoft Authenticator before 14 March 2025. Accounts not re-enrolled will be signed out of Outlook and Teams.',
          'Open the attached document and scan the QR code with your phone camera to complete the enrollment.',
          { small: 'Microsoft 365 Security Team' },
        ]),
        attachment(
          'MFA_Enrollment_l.haddad.pdf',
          'application/pdf',
          qrPdf('https://m365-mfa-enroll.online/?u=l.haddad@crestviewpartners.com', ['Multi-Factor Authentication Enrollment', 'Scan with your phone camera']),
        ),
      ]),
    }),
  },

  {
    // Quishing: "HR" at the recipient's own domain asks for MFA re-enrolment via a QR code in
    // a PDF. Stripped of trace fields, so nothing shows the spoof.
    name: 'QR in PDF: "MFA re-enrollment required by Friday" from the recipient\'s own domain, QR to the kit, no trace fields',
    lang: 'en',
    lure: 'qr-code',
    expect: ['phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Human Resources <hr@westbrookcu.org>',
        to: 'k.daniels@westbrookcu.org',
        subject: 'ACTION REQUIRED: Multi-Factor Authentication re-enrollment (deadline Friday)',
        date: 'Wed, 9 Apr 2025 07:31:19 -0400',
        messageId: '20250409113119.77f2a1@westbrookcu.org',
        relay: 'vps-4471.hostingnode.net [192.0.2.88]',
        auth: SPOOFED,
        body: multipart('mixed', [
          plain(
            'Dear Employee,\n\nAs part of our annual security compliance, all staff must re-enroll their multi-factor authentication by Friday. Accounts not re-enrolled will be locked.\n\nPlease see the attached document and scan the QR code with your phone camera.\n\nHuman Resources',
          ),
          attachment(
            'MFA_Reenrollment_kdaniels.pdf',
            'application/pdf',
            qrPdf('https://mfa-reenroll.westbrook-cu.help/?e=k.daniels', [
              'Westbrook Credit Union - Security Compliance',
              'Scan the code below with your mobile phone to re-enroll.',
              'Deadline: Friday 11 April 2025',
            ]),
          ),
        ]),
      }),
    ),
  },

  {
    // Quishing with an inline PNG: a "DocuSign" salary-adjustment notice, the QR the only way in.
    name: 'QR picture: DocuSign-styled "salary adjustment to review" with only an inline QR code, from a throw-away domain via Brevo',
    lang: 'en',
    lure: 'qr-code',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'DocuSign via Payroll <payroll@esign-hrnotice.com>',
      to: 'l.martin@greystonehotels.com',
      subject: 'Please DocuSign: 2025 Salary Adjustment - L. Martin',
      date: 'Tue, 22 Apr 2025 09:10:55 +0000',
      messageId: '202504220910.18822717123@smtp-relay.mailin.fr',
      dkim: ['esign-hrnotice.com:mail', 'sendibm2.com:mail'],
      returnPath: 'bounces-18822717-l.martin=greystonehotels.com@sendibm2.com',
      relay: 'dispatch-4a.mailin.fr [185.41.28.109]',
      auth: THROWAWAY,
      headers: brevoHeaders('7740231', '18822717'),
      body: multipart('related', [
        {
          headers: ['Content-Type: text/html; charset="UTF-8"', 'Content-Transfer-Encoding: 7bit'],
          body: '<html><body style="font-family:Arial"><div style="background:#1e4ca1;color:#fff;padding:16px;font-size:18px">DocuSign</div><p>Your 2025 salary adjustment letter is ready for review and signature.</p><p>Scan the code with your phone camera to open the document.</p><img src="cid:qr77" width="200" height="200" alt="QR"><p style="font-size:11px;color:#666">Do not share this code. It is linked to your account.</p></body></html>',
        },
        inlinePng('qr77', 'qr.png', DOCUSIGN_QR),
      ]),
    }),
  },

  {
    // CaixaBank spoofed, a QR in a PDF to "reactivate" the card.
    name: 'CaixaBank spoofed: "tarjeta bloqueada por seguridad, escanee el código QR" with a QR PDF',
    lang: 'es',
    lure: 'qr-code',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'CaixaBank <avisos@caixabank.es>',
      to: 'p.navarro.gil@yahoo.es',
      subject: 'Aviso de seguridad: su tarjeta ha sido bloqueada temporalmente',
      date: 'Tue, 6 May 2025 08:21:57 +0200',
      messageId: '20250506062157.77e1@caixabank.es',
      relay: 'host-203-0-113-12.fastvps.example [203.0.113.12]',
      auth: SPOOFED,
      body: multipart('mixed', [
        plain(
          'Estimado cliente:\n\nHemos detectado un intento de pago no reconocido con su tarjeta y, por su seguridad, la hemos bloqueado temporalmente.\n\nPara reactivarla, escanee el código QR del documento adjunto con la cámara de su móvil y siga los pasos. Si no la reactiva en 24 horas, deberá solicitar una tarjeta nueva con coste.\n\nAtentamente,\nCaixaBank',
        ),
        attachment(
          'Aviso_seguridad_CaixaBank.pdf',
          'application/pdf',
          qrPdf('https://caixabank-reactivar.app/tarjeta?c=88120', [
            'CaixaBank - Servicio de Seguridad',
            'Escanee el codigo con su movil para reactivar su tarjeta.',
            'Plazo: 24 horas',
          ]),
        ),
      ]),
    }),
  },

  {
    // Sparkasse spoofed: pushTAN "update" via a QR in a PDF; stripped.
    name: 'Sparkasse: "pushTAN-Verfahren aktualisieren, QR-Code scannen" with a QR PDF from a throw-away domain, no trace fields',
    lang: 'de',
    lure: 'qr-code',
    expect: ['phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Sparkasse Kundenservice <service@sparkasse-pushtan-update.de>',
        to: 'k.hoffmann@web.de',
        subject: 'Wichtig: Aktualisierung Ihres pushTAN-Verfahrens erforderlich',
        date: 'Tue, 18 Mar 2025 09:27:36 +0100',
        messageId: '20250318082736.5e9a@sparkasse-pushtan-update.de',
        dkim: ['sparkasse-pushtan-update.de:default'],
        relay: 'mail.sparkasse-pushtan-update.de [198.51.100.29]',
        body: multipart('mixed', [
          plain(
            'Sehr geehrte Kundin, sehr geehrter Kunde,\n\naufgrund neuer EU-Sicherheitsrichtlinien muss Ihr pushTAN-Verfahren bis zum 25.03.2025 neu registriert werden. Andernfalls wird Ihr Online-Banking-Zugang vorübergehend gesperrt.\n\nBitte scannen Sie den QR-Code im beigefügten Dokument mit Ihrem Smartphone und folgen Sie den Anweisungen.\n\nMit freundlichen Grüßen\nIhre Sparkasse',
          ),
          attachment(
            'pushTAN_Registrierung.pdf',
            'application/pdf',
            qrPdf('https://sparkasse-pushtan-update.de/registrierung?kd=hoffmann', [
              'Sparkasse - pushTAN Neuregistrierung',
              'Scannen Sie den QR-Code mit Ihrem Smartphone.',
              'Frist: 25.03.2025',
            ]),
          ),
        ]),
      }),
    ),
  },
];
