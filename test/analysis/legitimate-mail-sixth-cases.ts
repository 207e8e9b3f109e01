// The genuine counterparts of the sixth blind phishing batch (phishing-mail-sixth-cases.ts),
// written the same way and at the same time, without reading the detection code: the same
// topics done honestly from the senders' own signed infrastructure. Microsoft, Google and
// DocuSign share and signing notices, a company's own password-expiry and quota notices, a
// voicemail with its recording, banks' and card issuers' real security and purchase alerts,
// exchanges' device and KYC notices, streaming and app-store billing, a social network's login
// alert, a lottery's real win notice, a recruiter's message, a supplier's genuine bank-detail
// change letter, government portals' "new message" notices (gov.br, DEHú, ameli, MijnOverheid),
// Brazilian and Spanish banks, parcels and nota fiscal, newsletters, and colleagues and friends
// writing about the same things. A rule that catches the lures by topic alone fails here.

import { textPdf } from './formats-builders.ts';
import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { attachment, document, gmailBody, LIST_UNSUBSCRIBE_POST, mail, multipart, plain } from './mail-builder.ts';
import { mailchimpHeaders, sendgridHeaders } from './phishing-mail-fourth-cases.ts';
import { sesHeaders } from './phishing-mail-third-cases.ts';

/** A brand's own list fields: one-click unsubscribe on its sending domain. */
function listHeaders(unsubscribe: string, mailto?: string): readonly string[] {
  return [`List-Unsubscribe: <${unsubscribe}>${mailto === undefined ? '' : `, <mailto:${mailto}>`}`, LIST_UNSUBSCRIBE_POST];
}

/** Microsoft 365's outbound relay for a tenant's own mail. */
const M365_RELAY = 'NAM12-BN8-obe.outbound.protection.outlook.com [40.107.212.91]';
const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;

/** A few bytes of a WAV recording (RIFF header only), for the voicemail. */
const WAV = Uint8Array.from(
  [...'RIFF', 36, 0, 0, 0, ...'WAVEfmt ', 16, 0, 0, 0, 1, 0, 1, 0, 0x40, 0x1f, 0, 0, 0x80, 0x3e, 0, 0, 2, 0, 16, 0, ...'data', 0, 0, 0, 0].map((item) =>
    typeof item === 'string' ? item.charCodeAt(0) : item,
  ),
);

export const SIXTH_CASES: readonly LegitimateCase[] = [
  // ---------------------------------------------------------------- English
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
    // Exchange Online's own quota warning: no link, from the tenant's system mailbox.
    name: 'Exchange Online quota warning "your mailbox is almost full" from the tenant\'s system mailbox, no link',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Microsoft Outlook <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@crestviewpartners.com>',
      to: 'l.haddad@crestviewpartners.com',
      subject: 'Your mailbox is almost full.',
      date: 'Thu, 6 Mar 2025 03:14:27 +0000',
      messageId: 'e7a1c2d3-b4e5-4f60-a7b8-c9d0e1f2a3b4@BN8PR12MB3377.namprd12.prod.outlook.com',
      dkim: ['crestviewpartners.com:selector1', 'crestviewpartners.onmicrosoft.com:selector1'],
      relay: M365_RELAY,
      body: plain(
        "Your mailbox is almost full.\n\n49.2 GB used of 50 GB\n\nYou may not be able to send or receive new messages when your mailbox is full. To free up space, delete items you don't need from your mailbox and empty your Deleted Items folder, or turn on the online archive in Outlook.",
      ),
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
    // Chase's own sign-in alert: no login link, "call the number on the back of your card".
    name: 'Chase: "we noticed a new sign-in", signed by chase.com, "call the number on the back of your card"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Chase <no.reply.alerts@chase.com>',
      to: 'marcus.bell77@gmail.com',
      subject: 'We noticed a new sign-in to your Chase account',
      date: 'Fri, 14 Mar 2025 21:33:40 +0000',
      messageId: '1741988020412.88412.alerts@chase.com',
      dkim: ['chase.com:chase2048'],
      returnPath: 'bounce-alerts@alerts.chase.com',
      relay: 'mailout-a.chase.com [159.53.110.42]',
      body: document([
        { heading: 'New sign-in' },
        {
          rows: [
            ['When', 'Mar 14, 2025 at 5:31 PM ET'],
            ['Device', 'iPhone, Chase Mobile app'],
            ['Location', 'Columbus, OH'],
          ],
        },
        "If this was you, there's nothing else you need to do. If you don't recognize this sign-in, call us at the number on the back of your card.",
        "We'll never ask for your password or one-time code by email.",
        {
          small:
            'This service email was sent to you because of your alert settings. JPMorgan Chase Bank, N.A. Member FDIC. [Privacy](https://www.chase.com/digital/resources/privacy-security)',
        },
      ]),
    }),
  },
  {
    name: 'American Express: large purchase alert for $1,249.99 at Best Buy, from americanexpress.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'American Express <AmericanExpress@welcome.americanexpress.com>',
      to: 'p.nakamura@outlook.com',
      subject: 'Large Purchase Approved',
      date: 'Wed, 2 Apr 2025 23:58:10 +0000',
      messageId: '0.0.2F.A41.1DBA4C2E7F3B8D0.0@welcome.americanexpress.com',
      dkim: ['welcome.americanexpress.com:sfmc'],
      returnPath: 'bounce-9_HTML-4471102-4478-7300211-8@bounce.welcome.americanexpress.com',
      relay: 'mta3.welcome.americanexpress.com [13.111.22.3]',
      body: document([
        { heading: 'A large purchase was approved' },
        {
          rows: [
            ['Merchant', 'BESTBUY.COM 00412'],
            ['Amount', '$1,249.99'],
            ['Card', 'Platinum Card® ending in 1008'],
          ],
        },
        'If you recognize this purchase, no action is needed. If not, review it in the Amex App or on [americanexpress.com](https://www.americanexpress.com/en-us/account/login).',
        { small: 'You are receiving this alert because you enrolled in Account Alerts. American Express, 200 Vesey Street, New York, NY 10285.' },
      ]),
    }),
  },
  {
    name: 'Coinbase: "new device confirmed", signed by coinbase.com, link to account security',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Coinbase <no-reply@info.coinbase.com>',
      to: 'alan.whitford@gmail.com',
      subject: 'New device confirmed',
      date: 'Sat, 26 Apr 2025 18:05:22 +0000',
      messageId: '010001966c1a2b3c-4d5e6f7a-8b9c-4d0e-a1f2-b3c4d5e6f7a8-000000@email.amazonses.com',
      dkim: ['info.coinbase.com:cb1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '010001966c1a2b3c-4d5e6f7a-8b9c-4d0e-a1f2-b3c4d5e6f7a8-000000@bounces.info.coinbase.com',
      relay: 'a48-12.smtp-out.amazonses.com [54.240.48.12]',
      headers: sesHeaders('us-east-1', '1.us-east-1.cB4aZ2xP7nQ=', '2025.04.26-54.240.48.12'),
      body: document([
        { heading: 'New device confirmed' },
        'A new device (Chrome on macOS, Portland, OR) was just confirmed on your Coinbase account.',
        "If this wasn't you, lock your account right away from [Settings > Security](https://www.coinbase.com/settings/security_settings). Coinbase will never call you or ask you to move funds.",
        { small: 'Coinbase, Inc. 100 Pine Street, Suite 1250, San Francisco, CA 94111' },
      ]),
    }),
  },
  {
    name: 'Kraken: "verify your identity by 30 June to keep withdrawals", KYC reminder from kraken.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Kraken <noreply@kraken.com>',
      to: 'derek.osei@protonmail.com',
      subject: 'Action needed: complete verification to keep withdrawals enabled',
      date: 'Mon, 2 Jun 2025 12:00:14 +0000',
      messageId: 'Xk8pR2mT4vN7wQ1kL5cD3t@geopod-ismtpd-21',
      dkim: ['kraken.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+5511209-ab12-derek.osei=protonmail.com@em.kraken.com',
      relay: 'o2.email.kraken.com [149.72.150.2]',
      headers: sendgridHeaders('Km4vN8mT2pX1wR7yZ3bC5dF9kJ0lL6nPk'),
      body: document([
        { heading: 'Complete your verification' },
        'To comply with new regulations in your region, we need a few more details to verify your account. Please complete verification by 30 June 2025 to keep withdrawals enabled. Deposits and trading are not affected.',
        'Sign in to Kraken as usual and go to Settings > Verification. We will never ask for your password, 2FA codes or wallet recovery phrases.',
        { small: 'Payward, Inc. dba Kraken. [Help Center](https://support.kraken.com)' },
      ]),
    }),
  },
  {
    name: 'Netflix: "we couldn\'t process your payment", from account.netflix.com to netflix.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Netflix <info@account.netflix.com>',
      to: 'sophie.turnbull@hotmail.com',
      subject: 'Update your payment information',
      date: 'Thu, 15 May 2025 10:22:31 +0000',
      messageId: '0.1.AB.C9D.1DBC55E2A7F3B40.0@account.netflix.com',
      dkim: ['account.netflix.com:s2048', 'netflix.com:s2048'],
      returnPath: 'bounces@bounce.account.netflix.com',
      relay: 'mta-35.account.netflix.com [69.53.224.35]',
      body: document([
        { heading: 'Your payment was declined' },
        "Hi Sophie, we're having some trouble with your current billing information. We'll try again, but in the meantime you may want to update your payment details.",
        { button: 'Update account', href: 'https://www.netflix.com/YourAccountPayment' },
        { small: 'Questions? Visit the [Help Center](https://help.netflix.com). Netflix International B.V.' },
      ]),
    }),
  },
  {
    name: 'Apple: receipt for iCloud+ 200 GB from email.apple.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Apple <no_reply@email.apple.com>',
      to: 'gordon.mcbride@comcast.net',
      subject: 'Your receipt from Apple.',
      date: 'Mon, 19 May 2025 07:41:06 +0000',
      messageId: '4A.B3.44821.9F2C6D8E@st11p00mm-asmtp002.mac.com',
      dkim: ['email.apple.com:dkim20230316'],
      relay: 'rn2-txn-msbadger06104.apple.com [17.111.110.76]',
      body: document([
        { heading: 'Receipt' },
        {
          rows: [
            ['Order ID', 'MT6Q2WX9PL'],
            ['Document', '182044871225'],
            ['iCloud+ with 200 GB (Monthly)', '$2.99'],
            ['Billed to', 'Visa •••• 4417'],
          ],
        },
        'If you have questions about your bill, visit [Apple Support](https://support.apple.com/billing). You can manage your subscriptions in Settings.',
        { small: 'Apple Distribution International Ltd. [Privacy Policy](https://www.apple.com/legal/privacy/)' },
      ]),
    }),
  },
  {
    name: 'Instagram: "we noticed a new login" from mail.instagram.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Instagram <security@mail.instagram.com>',
      to: 'lena.vostok.art@gmail.com',
      subject: 'New login to Instagram from Chrome on Windows',
      date: 'Wed, 28 May 2025 20:15:49 +0000',
      messageId: 'a7b8c9d0e1f2a3b4c5d6e7f8@mail.instagram.com',
      dkim: ['mail.instagram.com:s1024-2013-q3'],
      returnPath: 'bounce-88412@mail.instagram.com',
      relay: 'mx-out-69-171-232-143.fb.com [69.171.232.143]',
      body: document([
        'Hi lena.vostok.art,',
        "We noticed a new login to your account from Chrome on Windows near Berlin, Germany. If this was you, you don't need to do anything.",
        "If this wasn't you, [secure your account](https://www.instagram.com/accounts/password/reset/) and review your login activity in the app.",
        { small: 'from Meta. © Instagram. Meta Platforms, Inc., 1601 Willow Road, Menlo Park, CA 94025. This message was sent to lena.vostok.art@gmail.com.' },
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
    name: 'Ledger newsletter: Ledger Live update and "we will never ask for your 24 words", through Mailchimp',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Ledger <hello@news.ledger.com>',
      to: 'nina.albrecht@gmail.com',
      subject: "What's new in Ledger Live this month",
      date: 'Tue, 6 May 2025 16:00:00 +0000',
      messageId: '20250506160000.4471a8b2c3d4@news.ledger.com',
      dkim: ['news.ledger.com:k1', 'mcsv.net:k2'],
      returnPath: 'bounce-mc.us14_44718822.1183554-5c1e9a7f20@mail221.atl121.mcsv.net',
      relay: 'mail221.atl121.mcsv.net [198.2.145.221]',
      headers: mailchimpHeaders('ledger', 'us14', '44718822a1b2c3d4e5f6a7b8c', '9e2d4f6a1b'),
      body: document(
        [
          { heading: 'New in Ledger Live' },
          'Staking dashboards, a clearer activity view and support for three new networks landed in Ledger Live this month. Update from inside the app as usual.',
          'A reminder: Ledger will never ask for your 24-word recovery phrase, by email, phone or on any website. Never type it anywhere.',
          { button: 'Read the release notes', href: 'https://www.ledger.com/blog/ledger-live-release-notes' },
          {
            small:
              'Ledger SAS, 1 rue du Mail, 75002 Paris. [Unsubscribe](https://ledger.us14.list-manage.com/unsubscribe?u=44718822a1b2c3d4e5f6a7b8c&id=9e2d4f6a1b)',
          },
        ],
        { preheader: 'Staking dashboards and more' },
      ),
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
    // A supplier's genuine bank change: signed from its own domain, a PDF letter, and the
    // instruction to confirm by phone on a known number before changing anything.
    name: 'Supplier\'s genuine bank-change letter: signed domain, PDF, "confirm by phone on the number you already hold"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Northgate Supply Co. Accounts <ar@northgatesupply.com>',
      to: 'ap@harwoodlogistics.com',
      subject: 'Notice of change of bank account - please verify by phone',
      date: 'Mon, 1 Sep 2025 14:20:11 -0500',
      messageId: 'SJ0PR11MB4893A0B1C2D3E4F5A6B7C8D9E0F1A2B3@SJ0PR11MB4893.namprd11.prod.outlook.com',
      dkim: ['northgatesupply.com:selector1', 'northgatesupply.onmicrosoft.com:selector1'],
      relay: 'NAM11-SJ0-obe.outbound.protection.outlook.com [40.107.223.60]',
      body: multipart('mixed', [
        plain(
          'Dear customer,\n\nAs announced in our August statement, Northgate Supply Co. is moving its operating account to a new bank from 1 October 2025. The attached letter, signed by our CFO, has also been sent to you by post.\n\nPlease do NOT change any payment details on the strength of this email alone. Call your usual account manager on the number you already hold for us, or our main line (312) 555-0110, to confirm the new details before your first payment after 1 October. We will never ask you to change bank details urgently or by email only.\n\nKind regards,\nAccounts Receivable\nNorthgate Supply Co.',
        ),
        attachment(
          'Northgate_Bank_Change_Notice.pdf',
          'application/pdf',
          textPdf([
            'Northgate Supply Co. - Notice of change of bank account',
            'Effective 1 October 2025',
            'Please confirm by telephone with your account manager before updating your records.',
            'Signed: Laura Kim, Chief Financial Officer',
          ]),
        ),
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
    name: 'The National Lottery: "you have a win on your EuroMillions ticket, sign in to check", from national-lottery.co.uk',
    lang: 'en',
    kind: 'transactional',
    todo: "suspicious/medium: content_advance_fee, auth_results_missing; a real lottery operator's win notice from its own signed domain (sign in to your account; 'we will never ask you to pay a fee') reads as advance fee",
    raw: mail({
      from: 'The National Lottery <noreply@email.national-lottery.co.uk>',
      to: 'brenda.holt@btinternet.com',
      subject: 'Good news about your EuroMillions ticket',
      date: 'Sat, 5 Apr 2025 07:30:00 +0000',
      messageId: '0.0.11.2B7.1DBA5F8C2E4D7A0.0@email.national-lottery.co.uk',
      dkim: ['email.national-lottery.co.uk:200608'],
      returnPath: 'bounce-12_HTML-2204471-8812-9914-3@bounce.email.national-lottery.co.uk',
      relay: 'mta5.email.national-lottery.co.uk [13.111.60.5]',
      body: document([
        { heading: 'You have a prize!' },
        "There's a win on your EuroMillions ticket for the draw on Friday 4 April. Sign in to your National Lottery account to see how much you've won. Prizes up to £500 are paid into your account automatically.",
        { button: 'Check my ticket', href: 'https://www.national-lottery.co.uk/sign-in' },
        { small: 'We will never ask you to pay a fee to receive a prize. 18+. Play responsibly. Allwyn Entertainment Ltd, Watford WD17 1DA.' },
      ]),
    }),
  },
  {
    name: "LinkedIn: a recruiter's InMail about a remote data-analyst role",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Alicia Gomez via LinkedIn <inmail-hit-reply@linkedin.com>',
      to: 'jordan.wells22@yahoo.com',
      subject: 'Remote Data Analyst role at Brightline Health',
      date: 'Tue, 6 May 2025 15:20:41 +0000',
      messageId: '1496722044.8812.1746544841123@lva1-app44120.prod.linkedin.com',
      dkim: ['linkedin.com:d2048-2'],
      returnPath: 's-2k4q8v1x2m3n4b5v6c7x8z9@bounce.linkedin.com',
      relay: 'mailb-ae.linkedin.com [108.174.3.201]',
      headers: listHeaders('https://www.linkedin.com/e/v2?e=unsub-inmail&t=lun'),
      body: document([
        { heading: 'Alicia Gomez sent you a message' },
        '"Hi Jordan, I\'m hiring a Data Analyst (remote, US) for our population-health team. Your SQL and Tableau work looks like a great fit. Open to a 20-minute call next week?"',
        { button: 'Reply', href: 'https://www.linkedin.com/messaging/thread/2-MGE4ZjQ1ODgtYmI/' },
        {
          small:
            'You are receiving InMail notification emails. [Unsubscribe](https://www.linkedin.com/e/v2?e=unsub-inmail&t=lun). LinkedIn Corporation, 1000 West Maude Avenue, Sunnyvale, CA 94085.',
        },
      ]),
    }),
  },
  {
    name: 'PayPal: a friend\'s money request for $42.50, note "concert tickets"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'service@paypal.com',
      to: 'rebecca.long@gmail.com',
      subject: 'Sarah Klein sent you a money request',
      date: 'Sun, 22 Jun 2025 18:12:09 -0700',
      messageId: 'E1:c73a1e4f9b2d0-4a7c-11f0-b2d3-3cfdfe0c9b20@paypal.com',
      dkim: ['paypal.com:pp-dkim1'],
      returnPath: 'service@paypal.com',
      relay: 'mx0.slc.paypal.com [173.0.84.225]',
      body: document([
        { heading: 'Sarah Klein sent you a money request for $42.50 USD' },
        {
          rows: [
            ['Amount requested', '$42.50 USD'],
            ['Note from Sarah Klein', 'concert tickets 🎶 thanks!'],
          ],
        },
        { button: 'Pay Now', href: 'https://www.paypal.com/myaccount/transfer/requests/7KL44120PQ882931X' },
        { small: 'Copyright © 1999-2025 PayPal, Inc. All rights reserved.' },
      ]),
    }),
  },
  // ---------------------------------------------------------------- Português (Brasil)
  {
    name: 'gov.br: "o e-mail da sua conta foi alterado" from acesso.gov.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'gov.br <naoresponda@acesso.gov.br>',
      to: 'silvia.nascimento@bol.com.br',
      subject: 'Alteração de e-mail na sua conta gov.br',
      date: 'Tue, 16 Sep 2025 14:02:10 -0300',
      messageId: '1758042130412.88412@acesso.gov.br',
      dkim: ['acesso.gov.br:govbr'],
      relay: 'smtp2.acesso.gov.br [161.148.164.32]',
      body: document(
        [
          'Olá, SILVIA,',
          'O e-mail de contato da sua conta gov.br foi alterado em 16/09/2025 às 14:01.',
          'Se foi você, nenhuma ação é necessária. Se não reconhece esta alteração, acesse [gov.br](https://www.gov.br/governodigital/pt-br/conta-gov-br) e altere sua senha. O gov.br não envia links para validar identidade nem pede dados bancários por e-mail.',
          { small: 'Esta é uma mensagem automática, não responda.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Nubank: "sua fatura fechou", signed by nubank.com.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Nubank <todomundo@nubank.com.br>',
      to: 'lucas.martins.sp@gmail.com',
      subject: 'A fatura do seu cartão fechou',
      date: 'Fri, 8 Aug 2025 09:00:12 -0300',
      messageId: '0100019889a2b3c4-d5e6f7a8-b9c0-4d1e-a2f3-b4c5d6e7f8a9-000000@email.amazonses.com',
      dkim: ['nubank.com.br:nu1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019889a2b3c4-d5e6f7a8-b9c0-4d1e-a2f3-b4c5d6e7f8a9-000000@bounces.nubank.com.br',
      relay: 'a8-30.smtp-out.amazonses.com [54.240.8.30]',
      headers: sesHeaders('us-east-1', '1.us-east-1.nU8kP2xQ7zW=', '2025.08.08-54.240.8.30'),
      body: document(
        [
          { heading: 'Sua fatura fechou' },
          {
            rows: [
              ['Valor', 'R$ 1.874,32'],
              ['Vencimento', '15/08/2025'],
            ],
          },
          'Você pode pagar pelo app com PIX, boleto ou débito em conta. O Nubank nunca liga pedindo senha nem envia links para "contestar compras" por e-mail.',
          { small: 'Nu Pagamentos S.A. – Instituição de Pagamento. CNPJ 18.236.120/0001-58.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Itaú: "seu extrato mensal está disponível no app", signed by itau.com.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Itaú <comunicacao@info.itau.com.br>',
      to: 'marcia.ferreira@uol.com.br',
      subject: 'Seu extrato de agosto já está disponível',
      date: 'Mon, 1 Sep 2025 08:15:00 -0300',
      messageId: '0.0.3A.77C.1DC1B2E3F4A5B60.0@info.itau.com.br',
      dkim: ['info.itau.com.br:200608'],
      returnPath: 'bounce-7_HTML-8841220-1120-4471-2@bounce.info.itau.com.br',
      relay: 'mta7.info.itau.com.br [13.111.70.7]',
      body: document(
        [
          'Olá, Márcia,',
          'O extrato consolidado da sua conta referente a agosto de 2025 já está disponível no app Itaú, em Conta > Extratos.',
          'Lembre-se: o Itaú não envia links pedindo atualização do iToken, senhas ou dados do cartão.',
          { small: 'Itaú Unibanco S.A. Central de atendimento: 4004 4828 (capitais) ou 0800 970 4828.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Correios: "objeto aguardando pagamento, acesse Minhas Importações", from correios.com.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Correios <naoresponda@correios.com.br>',
      to: 'ana.beatriz.rocha@gmail.com',
      subject: 'Objeto NL884127335BR aguardando pagamento',
      date: 'Tue, 1 Jul 2025 10:20:44 -0300',
      messageId: '1751376044.884127.sro@correios.com.br',
      dkim: ['correios.com.br:correios'],
      relay: 'smtp3.correios.com.br [200.252.60.33]',
      body: document(
        [
          { heading: 'Objeto aguardando pagamento' },
          {
            rows: [
              ['Objeto', 'NL884127335BR'],
              ['Tributos', 'R$ 47,90'],
              ['Prazo', '20 dias corridos'],
            ],
          },
          'Para pagar, acesse Minhas Importações no site dos Correios com o seu login gov.br, ou o app Correios.',
          { button: 'Minhas Importações', href: 'https://apps.correios.com.br/portalimportador/' },
          { small: 'Os Correios não enviam cobranças por SMS ou WhatsApp com links de pagamento.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Serasa newsletter: "Feirão Limpa Nome: negocie pelo app ou site oficial", through SFMC',
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Serasa <novidades@comunicacao.serasa.com.br>',
      to: 'joao.pedro.alves@yahoo.com.br',
      subject: 'Feirão Limpa Nome começou: descontos de até 99%',
      date: 'Mon, 3 Mar 2025 10:00:00 -0300',
      messageId: '0.0.9C.1A4.1DB8C2E7F3B4D10.0@comunicacao.serasa.com.br',
      dkim: ['comunicacao.serasa.com.br:200608'],
      returnPath: 'bounce-44_HTML-1120884-2291-5512-7@bounce.comunicacao.serasa.com.br',
      relay: 'mta12.comunicacao.serasa.com.br [13.111.91.12]',
      headers: listHeaders(
        'https://click.comunicacao.serasa.com.br/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzIjoiNTUxMiJ9',
        'leave-fd5512@leave.comunicacao.serasa.com.br',
      ),
      body: document(
        [
          { heading: 'Feirão Limpa Nome' },
          'Até 31 de março, negocie suas dívidas com mais de 1.000 empresas parceiras com descontos de até 99%. Consulte seu CPF gratuitamente no app Serasa ou em serasa.com.br.',
          { button: 'Consultar meu CPF', href: 'https://www.serasa.com.br/limpa-nome-online/' },
          {
            small:
              'A Serasa nunca cobra taxas para negociar e só aceita pagamentos gerados no app ou site oficial. Serasa S.A. [Descadastrar](https://click.comunicacao.serasa.com.br/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzIjoiNTUxMiJ9)',
          },
        ],
        { lang: 'pt-BR', preheader: 'Descontos de até 99% no app e no site' },
      ),
    }),
  },
  {
    // A shop's ERP sends the NF-e: the XML and the DANFE PDF attached, no download link.
    name: "NF-e from a hardware shop's ERP with the XML and the DANFE PDF attached",
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Ferragens Paulista <nfe@ferragenspaulista.com.br>',
      to: 'compras@metalurgicavitoria.com.br',
      subject: 'NF-e nº 000.031.772 - Ferragens Paulista Ltda',
      date: 'Tue, 22 Jul 2025 16:40:05 -0300',
      messageId: '20250722194005.31772@ferragenspaulista.com.br',
      dkim: ['ferragenspaulista.com.br:default'],
      relay: 'smtp.ferragenspaulista.com.br [177.71.200.14]',
      body: multipart('mixed', [
        plain(
          'Prezado cliente,\n\nSegue em anexo o XML e o DANFE da Nota Fiscal Eletrônica nº 000.031.772, referente ao pedido 8841.\n\nChave de acesso: 3525 0712 3456 7800 0190 5500 1000 0317 7210 0031 7729\n\nA autenticidade pode ser consultada no Portal da NF-e da Receita Federal.\n\nFerragens Paulista Ltda',
        ),
        attachment(
          'NFe35250712345678000190550010000317721000317729.xml',
          'application/xml',
          '<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe35250712345678000190550010000317721000317729" versao="4.00"><ide><nNF>31772</nNF></ide></infNFe></NFe></nfeProc>',
        ),
        attachment(
          'DANFE_31772.pdf',
          'application/pdf',
          textPdf([
            'DANFE - Documento Auxiliar da Nota Fiscal Eletronica',
            'NF-e No 000.031.772 Serie 001',
            'Ferragens Paulista Ltda',
            'Valor total: R$ 3.418,60',
          ]),
        ),
      ]),
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
    name: 'Mercado Livre newsletter: ofertas do dia, through its own domain',
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Mercado Livre <ofertas@mercadolivre.com.br>',
      to: 'eduardo.costa@terra.com.br',
      subject: 'Eduardo, ofertas do dia com frete grátis 🚚',
      date: 'Thu, 25 Sep 2025 11:00:00 -0300',
      messageId: '20250925140000.a1b2c3d4e5f6@mercadolivre.com.br',
      dkim: ['mercadolivre.com.br:ml2048'],
      returnPath: 'bounces-44712@mail.mercadolivre.com.br',
      relay: 'mail-a44.mercadolivre.com.br [200.40.128.44]',
      headers: listHeaders('https://www.mercadolivre.com.br/unsubscribe?t=Xk7vM2n3B4', 'unsubscribe-44712@mercadolivre.com.br'),
      body: document(
        [
          { heading: 'Ofertas do dia' },
          'Air fryers, smart TVs e celulares com até 40% OFF e frete grátis acima de R$ 79 para você. Compre com a proteção do Compra Garantida.',
          { button: 'Ver ofertas', href: 'https://www.mercadolivre.com.br/ofertas' },
          { small: 'Mercado Livre. Av. das Nações Unidas, 3003, Osasco/SP. [Cancelar inscrição](https://www.mercadolivre.com.br/unsubscribe?t=Xk7vM2n3B4)' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  // ---------------------------------------------------------------- Español
  {
    name: 'DEHú: "tiene una notificación disponible de la Agencia Tributaria", sign in with Cl@ve',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'DEHú - Dirección Electrónica Habilitada única <noreply.dehu@correo.gob.es>',
      to: 'facturacion@talleresmartin.es',
      subject: 'Aviso de puesta a disposición de notificación',
      date: 'Tue, 20 May 2025 09:05:12 +0200',
      messageId: '1747724712412.88412@correo.gob.es',
      dkim: ['correo.gob.es:sgad'],
      relay: 'smtp-out1.correo.gob.es [194.224.180.33]',
      body: document(
        [
          'Le informamos de que tiene a su disposición una notificación del organismo Agencia Estatal de Administración Tributaria, para el titular TALLERES MARTIN SL.',
          'Puede acceder a ella en la Dirección Electrónica Habilitada única identificándose con certificado electrónico o Cl@ve. Dispone de 10 días naturales.',
          { button: 'Acceder a DEHú', href: 'https://dehu.redsara.es' },
          { small: 'Este correo es meramente informativo y no incluye el contenido de la notificación. No responda a este mensaje.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'BBVA: "has realizado una compra de 62,40 € con tu tarjeta", signed by bbva.es',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'BBVA <avisos@comunicaciones.bbva.es>',
      to: 'sergio.navarro77@gmail.com',
      subject: 'Compra con tu tarjeta terminada en 2281',
      date: 'Mon, 23 Jun 2025 20:41:33 +0200',
      messageId: '0.0.2C.B17.1DBE47A3C2F1D00.0@comunicaciones.bbva.es',
      dkim: ['comunicaciones.bbva.es:200608'],
      returnPath: 'bounce-3_HTML-2281044-7730-1120-4@bounce.comunicaciones.bbva.es',
      relay: 'mta4.comunicaciones.bbva.es [13.111.33.4]',
      body: document(
        [
          'Hola Sergio,',
          {
            rows: [
              ['Comercio', 'MERCADONA VALENCIA'],
              ['Importe', '62,40 €'],
              ['Tarjeta', 'Aqua débito ...2281'],
            ],
          },
          'Si no reconoces esta operación, llámanos al 91 224 94 26 o apaga tu tarjeta desde la app BBVA. BBVA nunca te pedirá claves ni códigos por correo o SMS.',
          { small: 'Banco Bilbao Vizcaya Argentaria, S.A. Puedes gestionar tus avisos en la app.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'Correos: "tu envío está en camino", tracking on correos.es',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Correos <notificaciones@correos.es>',
      to: 'marta.gil@yahoo.es',
      subject: 'Tu envío PQ44YA0731288 está en camino',
      date: 'Sun, 15 Jun 2025 10:02:48 +0200',
      messageId: '1749974568412.44731@correos.es',
      dkim: ['correos.es:correos2048'],
      relay: 'smtpout2.correos.es [195.76.17.22]',
      body: document(
        [
          { heading: 'Tu envío está en camino' },
          {
            rows: [
              ['Número de envío', 'PQ44YA0731288'],
              ['Remitente', 'Zalando SE'],
              ['Entrega prevista', 'martes 17 de junio'],
            ],
          },
          { button: 'Seguir mi envío', href: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ44YA0731288' },
          { small: 'Correos nunca te pedirá pagos por SMS o email para entregar un envío nacional. Sociedad Estatal Correos y Telégrafos, S.A., S.M.E.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'Santander newsletter: "Cuenta Online sin comisiones", through SFMC with unsubscribe',
    lang: 'es',
    kind: 'marketing',
    raw: mail({
      from: 'Banco Santander <santander@comunicaciones.bancosantander.es>',
      to: 'isabel.romero@telefonica.net',
      subject: 'Isabel, tu Cuenta Online sin comisiones y con Bizum',
      date: 'Thu, 10 Jul 2025 10:30:00 +0200',
      messageId: '0.0.44.9A1.1DBF1A2B3C4D5E6.0@comunicaciones.bancosantander.es',
      dkim: ['comunicaciones.bancosantander.es:200608'],
      returnPath: 'bounce-21_HTML-9914412-3310-8812-6@bounce.comunicaciones.bancosantander.es',
      relay: 'mta21.comunicaciones.bancosantander.es [13.111.87.21]',
      headers: listHeaders('https://click.comunicaciones.bancosantander.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzIjoiODgxMiJ9'),
      body: document(
        [
          { heading: 'Tu dinero, sin comisiones' },
          'Con la Cuenta Online Santander no pagas comisiones de mantenimiento ni de transferencias, y envías dinero al momento con Bizum.',
          { button: 'Conocer la cuenta', href: 'https://www.bancosantander.es/particulares/cuentas-tarjetas/cuenta-online' },
          {
            small:
              'Santander nunca te pedirá claves ni firmas por correo. Banco Santander, S.A. [Darse de baja](https://click.comunicaciones.bancosantander.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzIjoiODgxMiJ9)',
          },
        ],
        { lang: 'es' },
      ),
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
  // ---------------------------------------------------------------- Deutsch
  {
    name: 'Sparkasse: "neue Nachricht in Ihrem elektronischen Postfach", no login link',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Sparkasse KölnBonn <noreply@sparkasse-koelnbonn.de>',
      to: 'k.wagner@t-online.de',
      subject: 'Neue Nachricht in Ihrem elektronischen Postfach',
      date: 'Mon, 10 Feb 2025 06:12:44 +0100',
      messageId: '20250210051244.441277@sparkasse-koelnbonn.de',
      dkim: ['sparkasse-koelnbonn.de:sk2048'],
      relay: 'mailout3.sparkasse-koelnbonn.de [193.108.216.33]',
      body: document(
        [
          'Guten Tag Frau Wagner,',
          'in Ihrem elektronischen Postfach liegt eine neue Nachricht für Sie: Kontoauszug Nr. 2/2025.',
          'Sie finden sie nach der Anmeldung im Online-Banking oder in der App Sparkasse unter Postfach. Bitte geben Sie Ihre Zugangsdaten nur dort ein; wir fragen nie per E-Mail nach PIN oder TAN.',
          { small: 'Sparkasse KölnBonn, Hahnenstraße 57, 50667 Köln. Diese E-Mail wurde automatisch erstellt.' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    name: 'DHL: "Ihr Paket kommt heute", from dhl.de with tracking',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'DHL Paket <noreply@dhl.de>',
      to: 'm.schulz@gmx.de',
      subject: 'Ihr DHL Paket kommt heute',
      date: 'Tue, 15 Jul 2025 07:40:19 +0200',
      messageId: '1752558019412.00340434161094001234@dhl.de',
      dkim: ['dhl.de:dhl2048'],
      relay: 'mailout12.dhl.de [165.72.200.12]',
      body: document(
        [
          { heading: 'Ihr Paket kommt heute' },
          {
            rows: [
              ['Sendungsnummer', '00340434161094001234'],
              ['Absender', 'Otto GmbH'],
              ['Zustellzeitfenster', '10:30 – 13:30 Uhr'],
            ],
          },
          { button: 'Sendung verfolgen', href: 'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434161094001234' },
          { small: 'Deutsche Post AG, Charles-de-Gaulle-Str. 20, 53113 Bonn' },
        ],
        { lang: 'de' },
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
  // ---------------------------------------------------------------- Français
  {
    name: 'Ameli: "un nouveau message est disponible dans votre compte", from ameli.fr',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: "l'Assurance Maladie <ne-pas-repondre@info.ameli.fr>",
      to: 'claire.dumont@orange.fr',
      subject: 'Un nouveau message est disponible dans votre compte ameli',
      date: 'Wed, 5 Mar 2025 11:30:02 +0100',
      messageId: '1741170602412.88412@info.ameli.fr',
      dkim: ['info.ameli.fr:cnam'],
      relay: 'smtp-out4.info.ameli.fr [160.92.124.44]',
      body: document(
        [
          'Bonjour Madame DUMONT,',
          "Un nouveau message vous attend dans la messagerie de votre compte ameli. Pour le consulter, connectez-vous à votre compte sur ameli.fr ou sur l'application ameli.",
          "L'Assurance Maladie ne vous demande jamais vos coordonnées bancaires ni votre mot de passe par e-mail.",
          { small: 'Ceci est un message automatique, merci de ne pas y répondre.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    name: 'Fnac newsletter: "French Days, jusqu\'à -30 %", through SFMC on its own domain',
    lang: 'fr',
    kind: 'marketing',
    raw: mail({
      from: 'Fnac <newsletter@e.fnac.com>',
      to: 'j.lefebvre@free.fr',
      subject: "French Days : jusqu'à -30 % sur les ordinateurs",
      date: 'Fri, 25 Apr 2025 08:00:00 +0200',
      messageId: '0.0.5B.2E1.1DBB5A4C3E2F100.0@e.fnac.com',
      dkim: ['e.fnac.com:200608'],
      returnPath: 'bounce-17_HTML-5512204-1120-3318-2@bounce.e.fnac.com',
      relay: 'mta17.e.fnac.com [13.111.44.17]',
      headers: listHeaders('https://click.e.fnac.com/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzIjoiMzMxOCJ9'),
      body: document(
        [
          { heading: "C'est les French Days" },
          "Jusqu'à -30 % sur une sélection d'ordinateurs portables, et 10 % offerts en chèque-cadeau pour les adhérents.",
          { button: 'Voir les offres', href: 'https://www.fnac.com/French-Days/' },
          {
            small:
              'Fnac Darty, 9 rue des Bateaux-Lavoirs, 94200 Ivry-sur-Seine. [Se désinscrire](https://click.e.fnac.com/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzIjoiMzMxOCJ9)',
          },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  // ---------------------------------------------------------------- Nederlands
  {
    name: 'ING: "uw nieuwe betaalpas is onderweg", from ing.nl',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'ING <noreply@mail.ing.nl>',
      to: 'p.vandijk@ziggo.nl',
      subject: 'Uw nieuwe betaalpas is onderweg',
      date: 'Tue, 13 May 2025 10:05:41 +0200',
      messageId: '1747123541412.33108@mail.ing.nl',
      dkim: ['mail.ing.nl:ing2048'],
      relay: 'smtp-out2.mail.ing.nl [145.221.80.22]',
      body: document(
        [
          'Beste heer Van Dijk,',
          'Uw huidige betaalpas verloopt eind mei. Uw nieuwe pas is onderweg en ligt binnen 5 werkdagen in de brievenbus. U hoeft hiervoor niets te doen.',
          'Activeer de nieuwe pas door er voor het eerst mee te betalen met uw pincode. ING vraagt u nooit om uw pas op te sturen of uw gegevens via een link te bevestigen.',
          { small: 'ING Bank N.V., Amsterdam.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    name: 'MijnOverheid: "u heeft een nieuw bericht in uw Berichtenbox", no link to log in',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'MijnOverheid <noreply@mijnoverheid.nl>',
      to: 'm.bakker1962@kpnmail.nl',
      subject: 'U heeft een nieuw bericht in uw Berichtenbox',
      date: 'Tue, 3 Jun 2025 08:30:15 +0200',
      messageId: '1748932215412.77310@mijnoverheid.nl',
      dkim: ['mijnoverheid.nl:logius'],
      relay: 'mailout1.mijnoverheid.nl [145.21.166.21]',
      body: document(
        [
          'Beste heer/mevrouw,',
          'U heeft een nieuw bericht van de Belastingdienst in uw Berichtenbox.',
          'Ga naar MijnOverheid.nl en log in met DigiD om het bericht te lezen. In deze e-mail staan bewust geen links.',
          { small: 'Dit is een automatisch verstuurd bericht van MijnOverheid (Logius).' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
];
