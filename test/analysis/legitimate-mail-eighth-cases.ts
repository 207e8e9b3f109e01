// The genuine counterparts of the eighth blind phishing batch (phishing-mail-eighth-cases.ts),
// written the same way and at the same time, without reading the detection code: mail that
// looks alarming and is not. Real security alerts, password resets and one-time codes from the
// brands' own signed domains, invoices and payment reminders, bank and card notices, shipping
// updates, court e-filing and tax-office letters, payroll, DocuSign and Adobe Acrobat Sign
// requests, shared files, a crypto exchange's notices, newsletters, a mailing-list post, and
// people forwarding a scam they received to ask whether it is real. In English, Spanish,
// Brazilian and European Portuguese, German, French and Dutch. A rule that catches the lures by
// topic alone fails here.
//
// Genuine 33/35 when written (the flagged ones are the `todo` cases).

import { textPdf } from './formats-builders.ts';
import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { attachment, document, gmailBody, LIST_UNSUBSCRIBE_POST, mail, multipart, plain } from './mail-builder.ts';
import { mailchimpHeaders } from './phishing-mail-fourth-cases.ts';
import { sesHeaders } from './phishing-mail-third-cases.ts';

/** A brand's own list fields: one-click unsubscribe on its sending domain. */
function listHeaders(unsubscribe: string): readonly string[] {
  return [`List-Unsubscribe: <${unsubscribe}>`, LIST_UNSUBSCRIBE_POST];
}

const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;

export const EIGHTH_CASES: readonly LegitimateCase[] = [
  // ---------------------------------------------------------------- English
  {
    // Microsoft's own unusual sign-in alert, from its account-protection domain, links to
    // account.live.com.
    name: 'Microsoft account "unusual sign-in activity" from accountprotection.microsoft.com to account.live.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Microsoft account team <account-security-noreply@accountprotection.microsoft.com>',
      to: 'l.henderson.home@outlook.com',
      subject: 'Microsoft account unusual sign-in activity',
      date: 'Tue, 13 May 2025 06:40:02 +0000',
      messageId: 'QU8XK2HMPTU4.3CRVZ8C4YG8K1@BL02EPF0001A0FB',
      dkim: ['accountprotection.microsoft.com:s1024-meo'],
      returnPath: 'account-security-noreply@accountprotection.microsoft.com',
      relay: 'mail-bn8nam12on2071.outbound.protection.outlook.com [40.107.237.71]',
      body: document([
        { heading: 'Unusual sign-in activity' },
        'We detected something unusual about a recent sign-in to the Microsoft account l*****@outlook.com.',
        {
          rows: [
            ['Country/region', 'Portugal'],
            ['IP address', '85.244.19.3'],
            ['Date', '5/13/2025 5:58 AM (UTC)'],
            ['Platform', 'iOS'],
            ['Browser', 'Safari'],
          ],
        },
        "Please go to your recent activity page to let us know whether or not this was you. If this was you, we'll trust similar activity in the future.",
        { button: 'Review recent activity', href: 'https://account.live.com/Activity' },
        {
          small:
            'To opt out or change where you receive security notifications, [click here](https://account.live.com/SecurityNotifications/Update). Thanks, The Microsoft account team',
        },
      ]),
    }),
  },
  {
    // Google's own new sign-in alert, signed by accounts.google.com.
    name: 'Google "New sign-in on Mac" security alert from accounts.google.com to myaccount.google.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Google <no-reply@accounts.google.com>',
      to: 'marcus.bell1987@gmail.com',
      subject: 'Security alert',
      date: 'Sat, 7 Jun 2025 18:02:11 +0000',
      messageId: 'Yb8kQ2mLpXz4TnR1vWc3dA@notifications.google.com',
      dkim: ['accounts.google.com:20230601'],
      returnPath: '3M2VEaAgTCxoYZ-cPaWjLNNdc.RZXjYX-QRZTLNbgQffbWVfpKOfQX@gaia.bounces.google.com',
      relay: 'mail-sor-f73.google.com [209.85.220.73]',
      body: document([
        { heading: 'A new sign-in on Mac' },
        'marcus.bell1987@gmail.com',
        "We noticed a new sign-in to your Google Account on a Mac device. If this was you, you don't need to do anything. If not, we'll help you secure your account.",
        {
          button: 'Check activity',
          href: 'https://accounts.google.com/AccountChooser?Email=marcus.bell1987@gmail.com&continue=https://myaccount.google.com/alert/nt/1749319331000',
        },
        {
          small:
            'You can also see security activity at https://myaccount.google.com/notifications. You received this email to let you know about important changes to your Google Account and services. © 2025 Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA',
        },
      ]),
    }),
  },
  {
    // GitHub's password reset, requested by the reader, with the reset link on github.com.
    name: 'GitHub "[GitHub] Please reset your password" requested by the reader, link on github.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'GitHub <noreply@github.com>',
      to: 'devon.ashby@protonmail.com',
      subject: '[GitHub] Please reset your password',
      date: 'Wed, 18 Jun 2025 21:44:09 -0700',
      messageId: '6853a6f9c1a2b_3f2a1c8c12345@github.com.mail',
      dkim: ['github.com:pf2023'],
      returnPath: 'noreply@github.com',
      relay: 'out-21.smtp.github.com [192.30.252.204]',
      body: plain(
        "GitHub password reset\n\nWe heard that you lost your GitHub password. Sorry about that!\n\nBut don't worry! You can use the following button to reset your password:\n\nhttps://github.com/password_reset/5f3a8c1e2b9d4f7a0c6e1b3d5f7a9c2e4b6d8f0a\n\nIf you don't use this link within 3 hours, it will expire. To get a new password reset link, visit: https://github.com/password_reset\n\nThanks,\nThe GitHub Team",
      ),
    }),
  },
  {
    // Amazon's one-time code, plain and short, through Amazon SES.
    name: 'Amazon "Your Amazon verification code" one-time password from amazon.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Amazon <account-update@amazon.com>',
      to: 'sharon.lee.55@hotmail.com',
      subject: 'amazon.com: Sign-in attempt',
      date: 'Mon, 18 Aug 2025 22:14:30 +0000',
      messageId: '0100018dc1a2b3c4-5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f-000000@email.amazonses.com',
      dkim: ['amazon.com:yg4mwqurec7fkhzutopddd3ytuaqrvuz', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100018dc1a2b3c4-5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e9f-000000@amazonses.com',
      relay: 'a8-60.smtp-out.amazonses.com [54.240.8.60]',
      headers: sesHeaders('us-east-1', '1.us-east-1.7f3a9c2e1b4d6f8a0c2e4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5', '2025.08.18-54.240.8.60'),
      body: document([
        'To finish signing in, enter this verification code.',
        { code: '418207' },
        "Don't share this code with anyone. Amazon will never call or email you asking for it. If you didn't try to sign in, [change your password](https://www.amazon.com/ap/forgotpassword) right away.",
        {
          small:
            '© 2025 Amazon.com, Inc. or its affiliates. Amazon and all related marks are trademarks of Amazon.com, Inc. or its affiliates. Amazon.com, Inc., 410 Terry Avenue N., Seattle, WA 98109.',
        },
      ]),
    }),
  },
  {
    // A SaaS vendor's invoice through Stripe, with the PDF attached.
    name: 'Stripe invoice from a SaaS vendor: "Your invoice from Linear #1F2A-0042" with the PDF',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Linear <invoice+statements@stripe.com>',
      to: 'billing@silverbirchmedia.com',
      subject: 'Your invoice from Linear Orbit, Inc. #1F2A9C4D-0042',
      date: 'Sun, 1 Jun 2025 08:03:55 +0000',
      messageId: '010001973a1b2c3d-8e9f0a1b-2c3d-4e5f-6a7b-8c9d0e1f2a3b-000000@email.amazonses.com',
      dkim: ['stripe.com:pnbjg2ef7qvxjvqrqpnavx5ukjzzpbnq', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '010001973a1b2c3d-8e9f0a1b-2c3d-4e5f-6a7b-8c9d0e1f2a3b-000000@bounces.stripe.com',
      relay: 'a48-112.smtp-out.amazonses.com [54.240.48.112]',
      body: multipart('mixed', [
        document([
          { heading: 'Invoice from Linear Orbit, Inc.' },
          {
            rows: [
              ['Amount due', '$192.00'],
              ['Due date', 'June 1, 2025'],
              ['Invoice number', '1F2A9C4D-0042'],
              ['Plan', 'Business, 12 seats'],
            ],
          },
          'This invoice will be charged to the card ending in 4242 on file.',
          { button: 'View invoice and payment details', href: 'https://invoice.stripe.com/i/acct_1Hq2x3Y4z5A6b7C8/live_YWNjdF8xSHEyeDNZNHo1QTZiN0M4LF9SbDJ4' },
          { small: 'Questions? Contact Linear Orbit, Inc. at billing@linear.app. Powered by Stripe.' },
        ]),
        attachment(
          'Invoice-1F2A9C4D-0042.pdf',
          'application/pdf',
          textPdf(['Linear Orbit, Inc.', 'Invoice 1F2A9C4D-0042', 'Business plan, 12 seats: $192.00', 'Paid by card ending 4242']),
        ),
      ]),
    }),
  },
  {
    // A freelancer's polite overdue reminder, from her own Workspace domain, bank details she
    // has always used.
    name: 'Freelance designer\'s polite "invoice 2025-017 is 14 days overdue" reminder from her own domain',
    lang: 'en',
    kind: 'personal',
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
    // Chase's own "statement is ready", no link to sign in beyond chase.com.
    name: 'Chase "Your credit card statement is ready" alert from chase.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Chase <no.reply.alerts@chase.com>',
      to: 'tmoreno77@aol.com',
      subject: 'Your credit card statement is ready',
      date: 'Fri, 18 Jul 2025 09:14:52 +0000',
      messageId: '1752830092412.8841.JavaMail.alerts@vsin28p5017',
      dkim: ['chase.com:d4345'],
      returnPath: 'bounce-alerts@chase.com',
      relay: 'mxo2.dmz.chase.com [159.53.110.42]',
      body: document([
        { heading: 'Your statement is ready' },
        {
          rows: [
            ['Account', 'Freedom Unlimited (...4471)'],
            ['Statement balance', '$1,284.17'],
            ['Minimum payment due', '$40.00'],
            ['Payment due date', 'Aug 12, 2025'],
          ],
        },
        'You can see your statement by signing in at chase.com or in the Chase Mobile app.',
        {
          small:
            'Securely access your accounts at chase.com. This service email was sent to you because of your account preferences. Chase will never ask for your password or Social Security number by email. JPMorgan Chase Bank, N.A. Member FDIC.',
        },
      ]),
    }),
  },
  {
    // A court e-filing system's "filing accepted" notice with a link to the court record.
    name: 'Court e-filing: "Envelope 98123456 accepted" from efiletexas.gov with the file-stamped copy link',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'eFileTexas <no-reply@efiletexas.gov>',
      to: 'paralegal@garzaandreyeslaw.com',
      subject: 'Filing Accepted for Case: 2025-CI-10472; Harmon vs. Lakeview Properties LLC; Envelope Number: 98123456',
      date: 'Thu, 4 Sep 2025 15:22:48 -0500',
      messageId: '98123456.accepted.20250904202248@efiletexas.gov',
      dkim: ['efiletexas.gov:selector1'],
      relay: 'mail1.tylerhost.net [198.51.100.10]',
      body: document([
        { heading: 'Filing Accepted' },
        'The filing below has been reviewed and accepted by the clerk.',
        {
          rows: [
            ['Case Number', '2025-CI-10472'],
            ['Case Style', 'Harmon vs. Lakeview Properties LLC'],
            ['Court', 'Bexar County - District Clerk'],
            ['Envelope Number', '98123456'],
            ['Filing Type', 'EFileAndServe'],
            ['Document', "Plaintiff's First Amended Petition"],
          ],
        },
        'The file-stamped copy is available for 30 days:',
        { button: 'Download Document', href: 'https://efiletexas.gov/ViewDocuments.aspx?FID=7c1e2a9b-4d3f-4b8e-9a1c-2e3f4a5b6c7d' },
        { small: 'This is an automated notification from eFileTexas.gov. Please do not reply to this email.' },
      ]),
    }),
  },
  {
    // ADP's own pay statement notice, sign in through the usual portal.
    name: 'ADP "Your pay statement is now available" from adp.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'ADP <SecurityServices_NoReply@adp.com>',
      to: 'a.novak@silverbirchmedia.com',
      subject: 'Your pay statement is now available',
      date: 'Fri, 31 Oct 2025 06:02:17 -0400',
      messageId: '1761904937.44218.Notification@adp.com',
      dkim: ['adp.com:s2048'],
      relay: 'mailout2.adp.com [170.146.8.22]',
      body: document([
        'Hello Anna,',
        'Your pay statement for the pay date 10/31/2025 is now available in ADP. To view it, sign in to My ADP at [my.adp.com](https://my.adp.com) or use the ADP Mobile app.',
        {
          small:
            'This is an automated message; please do not reply. ADP, Inc., One ADP Boulevard, Roseland, NJ 07068. ADP will never ask you for your password or full Social Security number by email.',
        },
      ]),
    }),
  },
  {
    // DocuSign's own envelope, from docusign.net, to the reader's legal counterpart.
    name: 'DocuSign envelope from docusign.net: "Please DocuSign: Master Services Agreement - Meridian Home Care"',
    lang: 'en',
    kind: 'transactional',
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
    // Kraken's own "new device approved" notice with the support link.
    name: 'Kraken "New device sign-in approved" from kraken.com with a link to lock the account',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Kraken <noreply@kraken.com>',
      to: 'jake.morrison.io@gmail.com',
      subject: 'New device sign-in to your Kraken account',
      date: 'Sun, 9 Nov 2025 16:22:05 +0000',
      messageId: '0100019a1b2c3d4e-kraken-signin-000000@email.amazonses.com',
      dkim: ['kraken.com:kr1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019a1b2c3d4e-kraken-signin-000000@mail.kraken.com',
      relay: 'a11-22.smtp-out.amazonses.com [54.240.11.22]',
      body: document([
        { heading: 'New device sign-in' },
        'A new device just signed in to your Kraken account.',
        {
          rows: [
            ['Device', 'iPhone, Kraken app 2.61'],
            ['Location', 'Denver, US (approx.)'],
            ['Time', 'Nov 9, 2025 16:21 UTC'],
          ],
        },
        "If this was you, no action is needed. If it wasn't, lock your account from the [Kraken Support Center](https://support.kraken.com/hc/en-us/articles/account-lock) and contact us. Kraken will never ask for your password, 2FA codes or master key.",
        { small: 'Payward, Inc. (Kraken), 106 E. Lincolnway Suite 300, Cheyenne, WY 82001' },
      ]),
    }),
  },
  {
    // A weekly tech newsletter through Mailchimp.
    name: 'Weekly newsletter through Mailchimp: "Security Weekly: passkeys, a browser zero-day and phishing kits"',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'The Patch Notes <hello@thepatchnotes.news>',
      to: 'greg.turner64@yahoo.com',
      subject: 'Security Weekly #212: passkeys everywhere, a browser zero-day, phishing-kit prices',
      date: 'Thu, 15 May 2025 12:00:00 +0000',
      messageId: '20250515120000.aa11bb22cc33@thepatchnotes.news',
      dkim: ['thepatchnotes.news:k1', 'mcsv.net:k2'],
      returnPath: 'bounce-mc.us21_88120451.2291-7c1e9a2f4b@mail98.sea91.mcsv.net',
      relay: 'mail98.sea91.mcsv.net [198.2.139.98]',
      headers: mailchimpHeaders('thepatchnotes', 'us21', '8812045177a1b2c3d4e5f6a7b', '3c4d5e6f7a'),
      body: document(
        [
          { heading: 'This week in security' },
          'Passkeys are now the default sign-in for two more big consumer services. We look at what that means for account recovery, and why "your account will be suspended" emails will not go away soon.',
          'A browser zero-day was patched on Tuesday: update Chrome and Edge today. Researchers also published prices from a phishing-as-a-service forum, where a Microsoft 365 kit with MFA bypass rents for $200 a month.',
          { button: 'Read the full issue', href: 'https://thepatchnotes.news/issues/212' },
          {
            small:
              'You are receiving this because you subscribed at thepatchnotes.news. [Unsubscribe](https://thepatchnotes.us21.list-manage.com/unsubscribe?u=8812045177a1b2c3d4e5f6a7b&id=3c4d5e6f7a). The Patch Notes, 2261 Market St #4410, San Francisco, CA 94114.',
          },
        ],
        { preheader: 'Passkeys, a zero-day and phishing kits for rent' },
      ),
    }),
  },
  {
    // An employee forwards the fake parcel-fee mail to IT asking whether it is real.
    name: 'Employee forwards a "parcel held, pay $1.99" mail to the IT desk asking whether it is genuine',
    lang: 'en',
    kind: 'personal',
    todo: 'suspicious/medium: link_suspicious_tld, content_fake_thread, content_phishing_wording; the learned layer (held out from its training) reads the quoted lure, not the question about it: the asked-about reading the rules have is not among its features',
    raw: mail({
      from: 'Sharon Lee <s.lee@pinecrestbuilders.com>',
      to: 'IT Help <ithelp@pinecrestbuilders.com>',
      subject: 'Fwd: USPS: Your package is on hold',
      date: 'Tue, 19 Aug 2025 08:31:20 -0500',
      messageId: 'SJ0PR19MB6644E2A1B3C4D5E6@SJ0PR19MB6644.namprd19.prod.outlook.com',
      dkim: ['pinecrestbuilders.com:selector1', 'pinecrestbuilders.onmicrosoft.com:selector1'],
      relay: 'NAM10-MW2-obe.outbound.protection.outlook.com [40.107.94.61]',
      body: plain(
        "Hi,\n\nI got this on my work email this morning. I am expecting a package but this looks off to me, the address isn't USPS. I did NOT click it. Is it safe to delete?\n\nThanks,\nSharon\n\n________________________________\nFrom: USPS Tracking <tracking@uspsdelivery-notice.top>\nSent: Monday, August 18, 2025 5:09 PM\nTo: Sharon Lee <s.lee@pinecrestbuilders.com>\nSubject: USPS: Your package is on hold\n\nYour package could not be delivered\n\nThe package US9514961195221 has arrived at the warehouse but could not be delivered due to incomplete address information. Please confirm your address and pay the redelivery fee of $1.99 within 12 hours.\n\nUpdate address <https://usps.com-trackpkg.uspsdelivery-notice.top/redelivery>",
      ),
    }),
  },
  {
    // A mailing-list post: a maintainer announces a security release and asks users to upgrade.
    name: 'Mailing list: "[ANNOUNCE] 3.8.2 security release, please upgrade" with List-Id and archive links',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Jonas Weber <jweber@lists.tinyhttpd.org>',
      to: 'announce@lists.tinyhttpd.org',
      subject: '[tinyhttpd-announce] [ANNOUNCE] tinyhttpd 3.8.2 security release - please upgrade',
      date: 'Wed, 10 Sep 2025 14:00:31 +0200',
      messageId: 'a8c3f1e2-7b4d-4c9a-9e1f-2d3c4b5a6e7f@tinyhttpd.org',
      dkim: ['lists.tinyhttpd.org:mailman'],
      returnPath: 'announce-bounces+greg.turner64=yahoo.com@lists.tinyhttpd.org',
      relay: 'mail.lists.tinyhttpd.org [198.51.100.4]',
      headers: [
        'List-Id: tinyhttpd announcements <announce.lists.tinyhttpd.org>',
        'List-Unsubscribe: <https://lists.tinyhttpd.org/mailman3/lists/announce.lists.tinyhttpd.org/>, <mailto:announce-leave@lists.tinyhttpd.org>',
        'List-Archive: <https://lists.tinyhttpd.org/archives/list/announce@lists.tinyhttpd.org/>',
        'List-Post: <mailto:announce@lists.tinyhttpd.org>',
        'Precedence: list',
      ],
      body: plain(
        'Hi all,\n\ntinyhttpd 3.8.2 is out. It fixes CVE-2025-41822, a request-smuggling bug in the chunked decoder that affects every release since 3.4.0. Everyone running tinyhttpd behind a reverse proxy should upgrade now.\n\nSource tarball and signatures:\nhttps://downloads.tinyhttpd.org/releases/3.8.2/\n\nPackages for Debian and Fedora will follow in the next days. Full advisory:\nhttps://tinyhttpd.org/security/2025-02.html\n\nThanks to the reporter for the coordinated disclosure.\n\nJonas, for the tinyhttpd security team\n_______________________________________________\ntinyhttpd-announce mailing list\nannounce@lists.tinyhttpd.org',
      ),
    }),
  },
  // ---------------------------------------------------------------- Spanish
  {
    // BBVA's own card purchase alert.
    name: 'BBVA "Has realizado una compra de 64,90 € con tu tarjeta" desde bbva.es',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'BBVA <bbva@comunicaciones.bbva.es>',
      to: 'mjose.navarro@telefonica.net',
      subject: 'Compra con tu tarjeta terminada en 3312',
      date: 'Tue, 11 Feb 2025 19:47:05 +0100',
      messageId: '20250211184705.5f2a1c@comunicaciones.bbva.es',
      dkim: ['comunicaciones.bbva.es:bbva1'],
      relay: 'mta12.comunicaciones.bbva.es [195.235.92.12]',
      body: document(
        [
          'Hola, María José:',
          'Has realizado una compra con tu tarjeta terminada en 3312.',
          {
            rows: [
              ['Comercio', 'MERCADONA VALENCIA'],
              ['Importe', '64,90 €'],
              ['Fecha', '11/02/2025 19:46'],
            ],
          },
          'Si no reconoces esta operación, llámanos al 91 224 94 26 o consulta el detalle en la app BBVA. Nunca te pediremos tus claves por correo electrónico.',
          { small: 'Banco Bilbao Vizcaya Argentaria, S.A. Plaza de San Nicolás 4, 48005 Bilbao.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // DEHú's "nueva notificación" notice: it says where to read it, no link to sign in.
    name: 'DEHú "tiene una nueva notificación de la Agencia Tributaria" con enlace a la sede oficial',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Dirección Electrónica Habilitada única <no-reply@dehu.redsara.es>',
      to: 'lucia.fernandez@yahoo.es',
      subject: 'Aviso de puesta a disposición de notificación',
      date: 'Mon, 12 May 2025 09:15:41 +0200',
      messageId: '20250512071541.DEHU.88412@dehu.redsara.es',
      dkim: ['redsara.es:dehu'],
      relay: 'smtp.redsara.es [195.57.102.27]',
      body: plain(
        'Estimado/a ciudadano/a:\n\nLe informamos de que tiene a su disposición una notificación del organismo Agencia Estatal de Administración Tributaria en la Dirección Electrónica Habilitada única (DEHú).\n\nPuede acceder a ella con certificado electrónico, DNIe o Cl@ve en https://dehu.redsara.es\n\nDispone de 10 días naturales desde la puesta a disposición para acceder al contenido. Transcurrido dicho plazo, la notificación se entenderá rechazada.\n\nEste mensaje es meramente informativo y no requiere respuesta.',
      ),
    }),
  },
  {
    // A father forwards a Hacienda refund lure to his daughter asking whether it is real.
    name: 'Un padre reenvía a su hija un correo de "reembolso de Hacienda" preguntando si es verdad',
    lang: 'es',
    kind: 'personal',
    todo: 'suspicious/medium: link_domain_lookalike, content_fake_thread, sender_freemail; his question ("¿Es de verdad lo de Hacienda?", "no me fío", content/asked-about.ts) now keeps the quoted lure\'s refund story and its quoted "Agencia Tributaria" sender from being read as his own, but the quoted link sede-agenciatributaria-reembolso.com keeps its own look-alike signal (weight 6, the suspicious threshold alone): a kit can prepend the same question, so the links of an asked-about quote are still weighed',
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
    // Correos' own tracking notice.
    name: 'Correos "Tu envío PQ4E7A0912347 está en reparto" desde correos.es',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Correos <notificaciones@correos.es>',
      to: 'pablo.ruiz.gomez@gmail.com',
      subject: 'Tu envío PQ4E7A0912347 está en reparto',
      date: 'Fri, 28 Feb 2025 08:05:12 +0100',
      messageId: '20250228070512.PQ4E7A0912347@correos.es',
      dkim: ['correos.es:sel1'],
      relay: 'smtp3.correos.es [212.79.131.23]',
      body: document(
        [
          { heading: 'Tu envío llega hoy' },
          'Tu envío PQ4E7A0912347 de AMAZON EU SARL está en reparto y lo recibirás hoy entre las 10:00 y las 14:00.',
          { button: 'Seguir mi envío', href: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ4E7A0912347' },
          { small: 'Correos nunca te pedirá pagos por SMS o correo electrónico para entregar un envío. Sociedad Estatal Correos y Telégrafos, S.A., S.M.E.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  // ---------------------------------------------------------------- Brazilian Portuguese
  {
    // Itaú's own Pix received notification.
    name: 'Itaú "Pix recebido de R$ 350,00" do domínio do banco',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Itaú <comunicado@itau-unibanco.com.br>',
      to: 'rafaela.lima.sp@gmail.com',
      subject: 'Você recebeu um Pix',
      date: 'Fri, 14 Mar 2025 12:04:33 -0300',
      messageId: '20250314150433.8812.pix@itau-unibanco.com.br',
      dkim: ['itau-unibanco.com.br:itau'],
      relay: 'mx-out2.itau-unibanco.com.br [200.196.152.20]',
      body: document(
        [
          'Olá, Rafaela.',
          'Você recebeu um Pix na sua conta.',
          {
            rows: [
              ['Valor', 'R$ 350,00'],
              ['De', 'MARCOS A SILVA'],
              ['Data', '14/03/2025 12:04'],
            ],
          },
          'Consulte o comprovante no app Itaú. O Itaú não envia links pedindo senha, token ou atualização de dados.',
          { small: 'Itaú Unibanco S.A. Esta é uma mensagem automática, não responda.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // A store's NF-e with the DANFE PDF and XML, as Brazilian law requires.
    name: 'KaBuM! "Nota fiscal eletrônica do pedido 8812044" com DANFE em PDF e XML anexos',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'KaBuM! <nfe@kabum.com.br>',
      to: 'joao.pedro.silva@hotmail.com',
      subject: 'NF-e emitida - Pedido 8812044',
      date: 'Wed, 9 Apr 2025 16:20:00 -0300',
      messageId: '20250409192000.nfe.8812044@kabum.com.br',
      dkim: ['kabum.com.br:k1'],
      relay: 'mail-out.kabum.com.br [177.71.248.14]',
      body: multipart('mixed', [
        plain(
          'Olá, João Pedro!\n\nA nota fiscal eletrônica do seu pedido 8812044 foi emitida. Seguem em anexo o DANFE (PDF) e o arquivo XML.\n\nChave de acesso: 3525 0405 5707 1400 0182 5500 1000 8812 0441 2345 6789\n\nVocê pode consultar a nota no portal da NF-e da Sefaz.\n\nEquipe KaBuM!',
        ),
        attachment(
          'DANFE_8812044.pdf',
          'application/pdf',
          textPdf(['DANFE - Documento Auxiliar da Nota Fiscal Eletronica', 'KABUM COMERCIO ELETRONICO S.A.', 'Pedido 8812044 - SSD NVMe 1TB - R$ 429,90']),
        ),
        attachment(
          'NFe35250405570714000182550010008812044123456789.xml',
          'application/xml',
          '<?xml version="1.0" encoding="UTF-8"?><nfeProc versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe"><NFe><infNFe Id="NFe35250405570714000182550010008812044123456789" versao="4.00"><ide><nNF>8812044</nNF></ide><total><ICMSTot><vNF>429.90</vNF></ICMSTot></total></infNFe></NFe></nfeProc>',
        ),
      ]),
    }),
  },
  {
    // Mercado Livre's own "chega hoje" notice.
    name: 'Mercado Livre "Seu pacote chega hoje" do domínio da loja',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Mercado Livre <info@e.mercadolivre.com.br>',
      to: 'claudia.martins75@uol.com.br',
      subject: 'Seu pacote chega hoje',
      date: 'Thu, 22 May 2025 07:30:15 -0300',
      messageId: '20250522103015.ml.4471@e.mercadolivre.com.br',
      dkim: ['e.mercadolivre.com.br:ml1'],
      relay: 'mta7.e.mercadolivre.com.br [66.231.85.7]',
      body: document(
        [
          { heading: 'Seu pacote chega hoje!' },
          'Fone de ouvido Bluetooth JBL Tune 520BT - 1 unidade.',
          'Alguém precisa estar no endereço para receber. Rua das Palmeiras, 221 - Campinas, SP.',
          { button: 'Acompanhar entrega', href: 'https://myaccount.mercadolivre.com.br/my_purchases/2000008812044/status' },
          { small: 'Mercado Livre nunca pede pagamento extra para entregar um pacote. Ebazar.com.br LTDA.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // A colleague asks the finance mailbox whether a boleto they received is theirs.
    name: 'Colega pergunta ao financeiro se um boleto recebido de fornecedor é legítimo',
    lang: 'pt-BR',
    kind: 'personal',
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
  // ---------------------------------------------------------------- European Portuguese
  {
    // Portal das Finanças: IRS refund issued, read in the portal.
    name: 'Portal das Finanças "reembolso de IRS emitido" do domínio da AT',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Portal das Finanças <naoresponder@at.gov.pt>',
      to: 'ines.carvalho@sapo.pt',
      subject: 'IRS 2024 - Reembolso emitido',
      date: 'Tue, 10 Jun 2025 11:22:09 +0100',
      messageId: '20250610102209.irs.771204@at.gov.pt',
      dkim: ['at.gov.pt:at2024'],
      relay: 'smtp-out.at.gov.pt [193.137.142.10]',
      body: plain(
        'Caro(a) contribuinte,\n\nInformamos que foi emitido o reembolso relativo à sua declaração de IRS do ano 2024, no valor de 412,36 €, para o IBAN registado no Portal das Finanças.\n\nPode consultar a liquidação em Portal das Finanças > IRS > Consultar Declaração.\n\nA AT nunca solicita dados de cartões bancários nem envia links para pagamentos por correio eletrónico.\n\nAutoridade Tributária e Aduaneira',
      ),
    }),
  },
  {
    // CTT's own "a caminho" notice.
    name: 'CTT "a sua encomenda está a caminho" do domínio ctt.pt',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'CTT <notificacoes@ctt.pt>',
      to: 'rui.tavares@netcabo.pt',
      subject: 'A sua encomenda DA442018872PT está a caminho',
      date: 'Thu, 3 Jul 2025 08:41:00 +0100',
      messageId: '20250703074100.DA442018872PT@ctt.pt',
      dkim: ['ctt.pt:ctt1'],
      relay: 'smtpout.ctt.pt [195.23.112.40]',
      body: document(
        [
          'Olá,',
          'A sua encomenda DA442018872PT de WORTEN está a caminho e será entregue amanhã entre as 9h e as 13h.',
          { button: 'Seguir encomenda', href: 'https://appserver.ctt.pt/CustomerArea/PublicArea_Detail?ObjectCodeInput=DA442018872PT' },
          { small: 'Os CTT nunca pedem pagamentos por SMS ou e-mail sem indicação prévia do remetente. CTT - Correios de Portugal, S.A.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    // A friend shares holiday photos through Google Drive from Gmail.
    name: 'Amiga partilha as fotografias das férias numa pasta do Google Drive',
    lang: 'pt-PT',
    kind: 'personal',
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
  // ---------------------------------------------------------------- German
  {
    // Sparkasse's own "new message in your online-banking mailbox" notice, no link to log in.
    name: 'Sparkasse "Neue Nachricht in Ihrem elektronischen Postfach" ohne Anmeldelink',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Sparkasse KölnBonn <noreply@sparkasse-koelnbonn.de>',
      to: 'thomas.becker@web.de',
      subject: 'Neue Nachricht in Ihrem elektronischen Postfach',
      date: 'Tue, 16 Sep 2025 07:02:11 +0200',
      messageId: '20250916050211.postfach.4418@sparkasse-koelnbonn.de',
      dkim: ['sparkasse-koelnbonn.de:spk1'],
      relay: 'mailout.f-i.de [193.28.224.12]',
      body: plain(
        'Sehr geehrter Herr Becker,\n\nin Ihrem elektronischen Postfach liegt ein neues Dokument für Sie bereit: Kontoauszug 09/2025.\n\nBitte melden Sie sich wie gewohnt im Online-Banking oder in der App "Sparkasse" an, um das Dokument abzurufen.\n\nWir fragen Sie niemals per E-Mail nach PIN, TAN oder Zugangsdaten.\n\nMit freundlichen Grüßen\nIhre Sparkasse KölnBonn',
      ),
    }),
  },
  {
    // ELSTER's own "Bescheid zum Abruf bereit" notice.
    name: 'ELSTER "Ihr Steuerbescheid steht zum Abruf bereit" von elster.de',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'ELSTER <noreply@elster.de>',
      to: 'sabine.krueger@gmx.de',
      subject: 'Neue Nachricht in Mein ELSTER: Bescheid zur Einkommensteuer 2024',
      date: 'Fri, 10 Oct 2025 06:30:00 +0200',
      messageId: '20251010043000.bescheid.22910@elster.de',
      dkim: ['elster.de:elster'],
      relay: 'mail.elster.de [193.109.238.41]',
      body: plain(
        'Sehr geehrte Nutzerin, sehr geehrter Nutzer,\n\nin Ihrem Benutzerkonto bei Mein ELSTER liegt eine neue Nachricht für Sie bereit: Bescheid über Einkommensteuer 2024.\n\nBitte melden Sie sich unter https://www.elster.de an, um den Bescheid abzurufen.\n\nDiese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf.\n\nIhr ELSTER-Team',
      ),
    }),
  },
  {
    // DHL's own delivery notice.
    name: 'DHL "Ihre Sendung kommt heute" von dhl.de mit Sendungsverfolgung',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'DHL Paket <noreply@dhl.de>',
      to: 'juergen.schmitt@t-online.de',
      subject: 'Ihre DHL Sendung kommt heute',
      date: 'Mon, 3 Nov 2025 07:44:20 +0100',
      messageId: '20251103064420.00340434161094099881@dhl.de',
      dkim: ['dhl.de:dhl2023'],
      relay: 'mailout.dhl.de [165.72.200.71]',
      body: document(
        [
          { heading: 'Ihre Sendung kommt heute' },
          'Ihre Sendung 00340434161094099881 von Thalia wird heute voraussichtlich zwischen 11:30 und 14:30 Uhr zugestellt.',
          { button: 'Sendung verfolgen', href: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094099881' },
          {
            small:
              'Deutsche Post AG, Charles-de-Gaulle-Str. 20, 53113 Bonn. DHL fordert Sie niemals per E-Mail zur Zahlung von Zollgebühren über einen Link auf.',
          },
        ],
        { lang: 'de' },
      ),
    }),
  },
  // ---------------------------------------------------------------- French
  {
    // impots.gouv's own "avis disponible" notice.
    name: 'impots.gouv "Votre avis d\'impôt sur les revenus 2024 est disponible" sans lien de paiement',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'DGFiP <ne-pas-repondre@dgfip.finances.gouv.fr>',
      to: 'nathalie.girard@orange.fr',
      subject: "Votre avis d'impôt sur les revenus 2024 est disponible",
      date: 'Fri, 25 Jul 2025 06:00:00 +0200',
      messageId: '20250725040000.avis.5512@dgfip.finances.gouv.fr',
      dkim: ['dgfip.finances.gouv.fr:dgfip1'],
      relay: 'smtp-out.dgfip.finances.gouv.fr [145.242.11.20]',
      body: plain(
        "Madame, Monsieur,\n\nVotre avis d'impôt sur les revenus 2024 est disponible dans votre espace particulier sur impots.gouv.fr, rubrique Documents.\n\nSi un remboursement vous est dû, il sera versé automatiquement sur le compte bancaire enregistré. Aucune démarche n'est nécessaire.\n\nLa DGFiP ne vous demandera jamais vos coordonnées bancaires par courriel ou SMS.\n\nVotre centre des Finances publiques",
      ),
    }),
  },
  {
    // Adobe Acrobat Sign's own request from an estate agency, lease to sign.
    name: 'Adobe Acrobat Sign "Veuillez signer : bail d\'habitation" envoyé par une agence immobilière',
    lang: 'fr',
    kind: 'transactional',
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
    // A woman warns her friend about the Ameli scam she received, quoting it.
    name: 'Une amie prévient d\'une arnaque "carte Vitale expirée" reçue par mail, en la citant',
    lang: 'fr',
    kind: 'personal',
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
  // ---------------------------------------------------------------- Dutch
  {
    // MijnOverheid's own "nieuw bericht in uw Berichtenbox" notice.
    name: 'MijnOverheid "U heeft een nieuw bericht in uw Berichtenbox" van de Belastingdienst',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'MijnOverheid <noreply@mijn.overheid.nl>',
      to: 'm.jansen@kpnmail.nl',
      subject: 'U heeft een nieuw bericht in uw Berichtenbox',
      date: 'Tue, 26 Aug 2025 08:00:12 +0200',
      messageId: '20250826060012.berichtenbox.77120@mijn.overheid.nl',
      dkim: ['mijn.overheid.nl:logius'],
      relay: 'mail.mijn.overheid.nl [145.21.167.10]',
      body: plain(
        'Geachte heer/mevrouw,\n\nU heeft een nieuw bericht van Belastingdienst in uw Berichtenbox op MijnOverheid.\n\nLog in met DigiD op mijn.overheid.nl om het bericht te lezen.\n\nIn deze e-mail staan nooit links naar een inlogpagina. Twijfelt u? Ga dan zelf naar mijn.overheid.nl.\n\nMet vriendelijke groet,\nMijnOverheid',
      ),
    }),
  },
  {
    // ING's own "nieuwe betaalpas onderweg" notice.
    name: 'ING "Je nieuwe betaalpas is onderweg" van ing.nl, geen actie nodig',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'ING <noreply@ing.nl>',
      to: 'pieter.devries@ziggo.nl',
      subject: 'Je nieuwe betaalpas is onderweg',
      date: 'Thu, 5 Jun 2025 10:02:55 +0200',
      messageId: '20250605080255.pas.99120@ing.nl',
      dkim: ['ing.nl:ing2024'],
      relay: 'mailout1.ing.nl [145.221.74.20]',
      body: document(
        [
          'Beste Pieter de Vries,',
          'Je huidige betaalpas verloopt eind deze maand. Je nieuwe pas is onderweg en ligt binnen 5 werkdagen bij je in de bus. Je pincode blijft hetzelfde.',
          'Je hoeft niets te doen. Knip je oude pas door de chip door zodra je de nieuwe hebt gebruikt.',
          {
            small: 'ING vraagt je nooit om je pas op te sturen of via een link je gegevens te bevestigen. ING Bank N.V., Bijlmerdreef 106, 1102 CT Amsterdam.',
          },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  // ---------------------------------------------------------------- more English
  {
    // Netflix's own "update your payment" notice from netflix.com.
    name: 'Netflix "Your payment was declined, update your payment method" from netflix.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Netflix <info@account.netflix.com>',
      to: 'dwayne.carter.tx@yahoo.com',
      subject: 'Update your payment information',
      date: 'Wed, 2 Jul 2025 14:05:10 +0000',
      messageId: '20250702140510.netflix.88421@account.netflix.com',
      dkim: ['account.netflix.com:kk6c473czcop4fqv6yhfgiqupmfz3cm2', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '010001979a1b2c3d-netflix-payment-000000@bounces.account.netflix.com',
      relay: 'a9-33.smtp-out.amazonses.com [54.240.9.33]',
      headers: listHeaders('https://www.netflix.com/EmailUnsubscribe?id=8842'),
      body: document([
        { heading: 'Your payment was declined' },
        "Hi Dwayne, we're having some trouble with your current billing information. We'll try again, but in the meantime you may want to update your payment details.",
        { button: 'Update payment', href: 'https://www.netflix.com/YourAccount?lnktrk=EMP&g=5f1a2b3c' },
        { small: 'Questions? Visit the Help Center at help.netflix.com. Netflix International B.V.' },
      ]),
    }),
  },
];
