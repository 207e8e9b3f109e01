// The genuine counterparts of the seventh blind phishing batch (phishing-mail-seventh-cases.ts),
// written the same way and at the same time, without reading the detection code: mail that looks
// alarming and is real. Security and sign-in alerts, verification codes and a real device-code
// sign-in asked for by a colleague, password resets, overdue invoices and payment reminders,
// DocuSign and Dropbox notices, a crypto exchange's withdrawal confirmation, a calendar invitation,
// payroll and tax-office notices, customs fees that really are due, fines notified by the
// authority's own service, Booking.com's real guest message, a security newsletter and a mailing
// list post that describe scams, and friends forwarding a scam to ask whether it is real.
// Senders use their real domains and sign with them.
//
// Genuine 34/35 when written (the flagged one is the `todo` case).

import { textPdf } from './formats-builders.ts';
import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { attachment, document, gmailBody, mail, multipart, plain } from './mail-builder.ts';
import { mailchimpHeaders, sendgridHeaders } from './phishing-mail-fourth-cases.ts';
import { sesHeaders } from './phishing-mail-third-cases.ts';

const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;

/** A Google Calendar invitation with a Meet link, as Calendar attaches it. */
function meetInvite(organizer: string, attendee: string, summary: string, start: string, end: string, meet: string): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `DTSTART:${start}`,
    `DTEND:${end}`,
    `DTSTAMP:${start}`,
    `ORGANIZER;CN=${organizer}:mailto:${organizer}`,
    'UID:3k9q2m7x4p1t8v6n0r5w2y9c4f@google.com',
    `ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=${attendee};X-NUM-GUESTS=0:mailto:${attendee}`,
    `X-GOOGLE-CONFERENCE:${meet}`,
    `DESCRIPTION:Join with Google Meet: ${meet}\\n\\nLearn more about Meet at: https://support.google.com/a/users/answer/9282720`,
    'SEQUENCE:0',
    'STATUS:CONFIRMED',
    `SUMMARY:${summary}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export const SEVENTH_CASES: readonly LegitimateCase[] = [
  // ---------------------------------------------------------------- English
  {
    name: 'Microsoft account: "unusual sign-in activity" from accountprotection.microsoft.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Microsoft account team <account-security-noreply@accountprotection.microsoft.com>',
      to: 'c.nguyen@outlook.com',
      subject: 'Microsoft account unusual sign-in activity',
      date: 'Tue, 11 Feb 2025 06:14:52 +0000',
      messageId: 'OSQIDNI2ZJU4.DLW5JNP0HJ8K1@BL02EPF0001A0FB',
      dkim: ['accountprotection.microsoft.com:selector1'],
      returnPath: 'account-security-noreply@accountprotection.microsoft.com',
      relay: 'NAM11-DM6-obe.outbound.protection.outlook.com [40.107.223.84]',
      body: document([
        { heading: 'Unusual sign-in activity' },
        'We detected something unusual about a recent sign-in to the Microsoft account c*****n@outlook.com.',
        {
          rows: [
            ['Country/region', 'Portugal'],
            ['IP address', '85.240.12.77'],
            ['Date', '11/02/2025 06:11 (GMT)'],
            ['Platform', 'Windows'],
            ['Browser', 'Edge'],
          ],
        },
        "Please go to your recent activity page to let us know whether or not this was you. If this wasn't you, we'll help you secure your account. If this was you, we'll trust similar activity in the future.",
        { button: 'Review recent activity', href: 'https://account.live.com/activity' },
        {
          small:
            'To opt out or change where you receive security notifications, [click here](https://account.live.com/SecurityNotifications/Update). Thanks, The Microsoft account team',
        },
      ]),
    }),
  },
  {
    name: 'GitHub: "your device verification code" from github.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'GitHub <noreply@github.com>',
      to: 'dev.rafael@proton.me',
      subject: '[GitHub] Please verify your device',
      date: 'Wed, 5 Mar 2025 14:21:07 -0800',
      messageId: '67c8cf43a1b2c_3f8d2b8c1440f1@lowworker-7b9c8d6f5-x4k2q.mail',
      dkim: ['github.com:pf2023'],
      returnPath: 'noreply@github.com',
      relay: 'out-21.smtp.github.com [192.30.252.204]',
      body: plain(
        "Hey rafaelmdev!\n\nA sign in attempt requires further verification because we did not recognize your device. To complete the sign in, enter the verification code on the unrecognized device.\n\nDevice: Firefox on Linux\nVerification code: 418203\n\nIf you did not attempt to sign in to your account, your password may be compromised. Visit https://github.com/settings/security to create a new, strong password for your GitHub account.\n\nIf you'd like to automatically verify devices in the future, consider enabling two-factor authentication on your account. Visit https://docs.github.com/articles/configuring-two-factor-authentication to learn about two-factor authentication.\n\nIf you decide to enable two-factor authentication, ensure you retain access to one or more account recovery methods. See https://docs.github.com/articles/configuring-two-factor-authentication-recovery-methods in the GitHub Help.\n\nThanks,\nThe GitHub Team",
      ),
    }),
  },
  {
    // A colleague asks for a real device-code sign-in on the meeting-room screen: same company,
    // internal mail, the code shown on the device.
    name: 'Colleague: "sign the meeting-room screen in at microsoft.com/devicelogin with the code it shows" inside one company',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Marcus Lee <m.lee@harbourlinefreight.com>',
      to: 'c.nguyen@harbourlinefreight.com',
      subject: 'Boardroom Teams display - can you sign it in?',
      date: 'Tue, 11 Feb 2025 08:40:03 +0000',
      messageId: 'LO4P265MB6012C3D4E5F6A7B8C9D0E1F2A3B4C5D6@LO4P265MB6012.GBRP265.PROD.OUTLOOK.COM',
      dkim: ['harbourlinefreight.com:selector1'],
      relay: 'GBR01-LO4-obe.outbound.protection.outlook.com [40.107.23.51]',
      body: plain(
        'Hi Chris,\n\nThe new Teams display in the boardroom needs a room account signed in before the 10:00. I don\'t have the rights. When you walk past, the screen shows a code: go to microsoft.com/devicelogin on your laptop, type the code from the screen and sign in with the boardroom account (password is in the IT vault under "Boardroom-Teams").\n\nThanks!\nMarcus\nIT Support',
      ),
    }),
  },
  {
    name: 'Okta: "password reset requested" from the company\'s own Okta tenant',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Okta <noreply@okta.com>',
      to: 'amelia.ross@brookfieldarchitects.com',
      subject: 'Brookfield Architects password reset requested',
      date: 'Thu, 3 Apr 2025 09:02:44 +0000',
      messageId: '0100019602a7c8d1-4e3b2a19-7f6e-4d5c-8b9a-0e1f2a3b4c5d-000000@email.amazonses.com',
      dkim: ['okta.com:okta2', 'amazonses.com:ug7nbtf4gccmlpwj322ax3p6ow6yfsug'],
      returnPath: '0100019602a7c8d1-4e3b2a19@bounce.okta.com',
      relay: 'a8-31.smtp-out.amazonses.com [54.240.8.31]',
      headers: sesHeaders('us-east-1', '1.us-east-1.Zp4x8K2qL7mT9nR3vB1cW5zY6sD0fG4hJ2kL8m=', '2025.04.03-54.240.8.31'),
      body: document([
        { heading: 'Brookfield Architects - Okta Password Reset Requested' },
        'Hi Amelia,',
        'A password reset request was made for your Okta account. If you did not make this request, contact your system administrator immediately.',
        { button: 'Reset Password', href: 'https://brookfieldarchitects.okta.com/signin/reset-password/XE6wE17zmphl3KqAPFxO' },
        'This link expires in 1 hour.',
        { small: 'This is an automatically generated message from Okta. Replies are not monitored or answered.' },
      ]),
    }),
  },
  {
    name: 'Stripe: "invoice from Northline Hosting is overdue, pay now" reminder',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Northline Hosting <invoice+statements+acct_1Pq8xK2mL4nT7vB9@stripe.com>',
      to: 'ops@fernwoodstudio.co',
      subject: 'Reminder: your invoice from Northline Hosting is overdue',
      date: 'Mon, 14 Apr 2025 15:00:11 +0000',
      messageId: '0102019634e2b1c4-a8b7c6d5-e4f3-4a2b-9c1d-8e7f6a5b4c3d-000000@eu-west-1.amazonses.com',
      dkim: ['stripe.com:f4mhv5k4ijqbbrwnwxdvrbcbdwpuboz5', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '0102019634e2b1c4-a8b7c6d5@eu-west-1.amazonses.com',
      relay: 'a7-12.smtp-out.eu-west-1.amazonses.com [54.240.7.12]',
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Lq8xK2mT4nR7vB9cW1zY5sD6fG0hJ3kL2pQ=', '2025.04.14-54.240.7.12'),
      body: document([
        { heading: 'Invoice #A7C2E91F-0004 is overdue' },
        {
          rows: [
            ['Amount due', '£48.00'],
            ['Due date', '31 March 2025'],
            ['From', 'Northline Hosting Ltd'],
          ],
        },
        'This is a friendly reminder that your invoice is now 14 days overdue. Please pay as soon as possible to avoid any interruption to your hosting services.',
        { button: 'Pay this invoice', href: 'https://invoice.stripe.com/i/acct_1Pq8xK2mL4nT7vB9/live_YWNjdF8xUHE4eEsybUw0blQ3dkI5' },
        { small: 'Questions? Contact Northline Hosting at billing@northlinehosting.co.uk. Powered by Stripe.' },
      ]),
    }),
  },
  {
    name: "DocuSign: a landlord's lease renewal sent for signature from docusign.net",
    lang: 'en',
    kind: 'transactional',
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
    name: 'Coinbase: "confirm your withdrawal of 0.05 BTC" with a cancel link, from info.coinbase.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Coinbase <no-reply@info.coinbase.com>',
      to: 'tyler.brooks92@hotmail.com',
      subject: 'Confirm your withdrawal request',
      date: 'Thu, 12 Jun 2025 19:05:22 +0000',
      messageId: '0100019765c4d3e2-f1a0b9c8-d7e6-4f5a-8b3c-2d1e0f9a8b7c-000000@email.amazonses.com',
      dkim: ['info.coinbase.com:s1', 'amazonses.com:ug7nbtf4gccmlpwj322ax3p6ow6yfsug'],
      returnPath: '0100019765c4d3e2-f1a0b9c8@bounces.coinbase.com',
      relay: 'a8-42.smtp-out.amazonses.com [54.240.8.42]',
      headers: sesHeaders('us-east-1', '1.us-east-1.Cb4x8K2qL7mT9nR3vB1cW5zY6sD0fG4hJ2kL8m=', '2025.06.12-54.240.8.42'),
      body: document([
        { heading: 'Confirm your withdrawal' },
        'You requested to send 0.05 BTC to bc1q9x7k2m4p6t8v0n2r4w6y8c0f2h4j6l8q0s2d4.',
        { button: 'Confirm withdrawal', href: 'https://accounts.coinbase.com/withdrawals/confirm?token=Wq8e2R4t6Y8u0I2o4P6a8S0d' },
        "This request expires in 10 minutes. If you didn't make this request, [cancel it](https://accounts.coinbase.com/withdrawals/cancel?token=Wq8e2R4t6Y8u0I2o4P6a8S0d) and change your password immediately. Coinbase will never ask you for your password or 2-step verification codes.",
        { small: 'Coinbase, 248 3rd St #434, Oakland, CA 94607' },
      ]),
    }),
  },
  {
    name: 'Google Calendar invitation "Contract review" with a Meet link and .ics, from a client',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Priya Raman <priya@lumenanalytics.io>',
      to: 'l.fischer@northgateplastics.com',
      subject: 'Invitation: Contract review @ Thu 6 Mar 2025 10am - 10:45am (GMT) (l.fischer@northgateplastics.com)',
      date: 'Mon, 3 Mar 2025 11:20:09 +0000',
      messageId: '000000000000a1b2c3d4e5f60718@google.com',
      dkim: ['lumenanalytics.io:google'],
      returnPath: 'priya@lumenanalytics.io',
      relay: 'mail-sor-f73.google.com [209.85.220.73]',
      body: multipart('mixed', [
        multipart('alternative', [
          plain(
            'Priya Raman has invited you to an event.\n\nContract review\nThursday 6 March 2025 ⋅ 10:00 – 10:45 (Greenwich Mean Time)\n\nJoin with Google Meet: https://meet.google.com/xqv-tkmp-zra\n\nReply for l.fischer@northgateplastics.com: Yes / No / Maybe\n\nInvitation from Google Calendar',
          ),
          {
            headers: ['Content-Type: text/calendar; charset="UTF-8"; method=REQUEST', 'Content-Transfer-Encoding: 7bit'],
            body: meetInvite(
              'priya@lumenanalytics.io',
              'l.fischer@northgateplastics.com',
              'Contract review',
              '20250306T100000Z',
              '20250306T104500Z',
              'https://meet.google.com/xqv-tkmp-zra',
            ),
          },
        ]),
        attachment(
          'invite.ics',
          'application/ics',
          meetInvite(
            'priya@lumenanalytics.io',
            'l.fischer@northgateplastics.com',
            'Contract review',
            '20250306T100000Z',
            '20250306T104500Z',
            'https://meet.google.com/xqv-tkmp-zra',
          ),
        ),
      ]),
    }),
  },
  {
    // A friend forwards a toll scam text (screenshot transcribed) asking whether it is real.
    name: 'Friend forwards an E-ZPass toll text and asks "is this a scam?" from Gmail',
    lang: 'en',
    kind: 'personal',
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
    // A security mailing list post that describes a phishing wave, with the indicators defanged.
    name: 'Mailing list: a security list post describing a device-code phishing wave with defanged indicators',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Nadia Petrov <nadia.petrov@cert-consult.eu>',
      to: 'sec-discuss@lists.opensec.org',
      subject: '[sec-discuss] Device code phishing wave against M365 tenants (indicators)',
      date: 'Wed, 19 Feb 2025 16:55:12 +0100',
      messageId: 'e2a7c9b1-4f3d-4c8e-9a1b-2d3e4f5a6b7c@cert-consult.eu',
      dkim: ['cert-consult.eu:mail', 'lists.opensec.org:list'],
      returnPath: 'sec-discuss-bounces@lists.opensec.org',
      relay: 'lists.opensec.org [198.51.100.250]',
      headers: [
        'List-Id: Security discussion <sec-discuss.lists.opensec.org>',
        'List-Unsubscribe: <https://lists.opensec.org/mailman/options/sec-discuss>, <mailto:sec-discuss-request@lists.opensec.org?subject=unsubscribe>',
        'List-Post: <mailto:sec-discuss@lists.opensec.org>',
        'List-Archive: <https://lists.opensec.org/pipermail/sec-discuss/>',
        'Precedence: list',
        'Sender: "sec-discuss" <sec-discuss-bounces@lists.opensec.org>',
      ],
      body: plain(
        'Hi all,\n\nSince last week we see a wave of device code phishing against Microsoft 365 tenants in the logistics sector. The lure is a "secure Teams briefing": the victim is told to open the real microsoft[.]com/devicelogin page and type a code the attacker generated, which hands the attacker a refresh token. MFA does not help because the victim completes it.\n\nIndicators (defanged):\n- sender domains: m365-tenant-services[.]com, ashby-advisory[.]co\n- subjects: "Secure Teams briefing - access code inside"\n- sign-ins: device code flow from 203.0.113.0/24\n\nMitigation: block the device code flow with Conditional Access for users who do not need it, and alert on "deviceCode" authentication protocol in the sign-in logs.\n\nNadia\n\n_______________________________________________\nsec-discuss mailing list\nsec-discuss@lists.opensec.org\nhttps://lists.opensec.org/mailman/listinfo/sec-discuss',
      ),
    }),
  },
  {
    // A security-awareness newsletter through Mailchimp: it quotes lures and warns.
    name: 'Newsletter: "5 scams to watch this month: toll texts, QR codes, fake CAPTCHAs" via Mailchimp',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'SafeInbox Weekly <newsletter@safeinbox.news>',
      to: 'margaret.o.brien@comcast.net',
      subject: '5 scams to watch this month: toll texts, QR codes and fake CAPTCHAs',
      date: 'Thu, 1 May 2025 13:00:00 +0000',
      messageId: '74b2e1c9a8d3f5a6b7c8d9e0f1a2b3c4.20250501130000@mail212.suw121.mcdlv.net',
      dkim: ['safeinbox.news:k1', 'mcdlv.net:k1'],
      returnPath: 'bounce-mc.us21_188220.4418822-margaret.o.brien=comcast.net@mail212.suw121.mcdlv.net',
      relay: 'mail212.suw121.mcdlv.net [198.2.180.212]',
      headers: mailchimpHeaders('safeinbox', 'us21', '8d2e4f6a1b3c5d7e9f0a1b2c3', '4a6b8c0d2e'),
      body: document(
        [
          { heading: 'Five scams our readers reported in April' },
          '1. Toll texts. "You have an unpaid toll balance, pay now to avoid a late fee." Toll agencies do not text payment links; check your account on the official site instead.',
          '2. QR codes in PDFs. A "security department" asks you to scan a code to keep your account. Never sign in from a code you did not expect.',
          '3. Fake CAPTCHAs. A page asks you to press Windows + R and paste something to prove you are human. No real website will ever ask this; close the page.',
          '4. Callback invoices. An "invoice" for antivirus you never bought, with a phone number to cancel. Do not call; check your bank statement.',
          '5. Copyright strikes. "Your page will be disabled in 48 hours." Check in the app, not through the mail.',
          { button: 'Read the full guide', href: 'https://safeinbox.news/guides/april-2025-scams' },
          {
            small:
              'You are receiving this because you subscribed at safeinbox.news. [Unsubscribe](https://safeinbox.us21.list-manage.com/unsubscribe?u=8d2e4f6a1b3c5d7e9f0a1b2c3&id=4a6b8c0d2e) · [Update preferences](https://safeinbox.us21.list-manage.com/profile?u=8d2e4f6a1b3c5d7e9f0a1b2c3&id=4a6b8c0d2e). SafeInbox, 44 Market St, Leeds LS1 6DT, UK',
          },
        ],
        { preheader: 'Plus: what to do if you already clicked' },
      ),
    }),
  },
  {
    name: 'Gusto: "your pay stub for May 30 is ready" from gusto.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Gusto <no-reply@gusto.com>',
      to: 'rhonda.mills@gmail.com',
      subject: 'Your paystub from Lakeside Pediatrics is ready',
      date: 'Fri, 30 May 2025 11:04:28 +0000',
      messageId: 'Gq7Kx2LmTnR4vB9cP1sZ@geopod-ismtpd-9',
      dkim: ['gusto.com:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+2291044-3c1d-rhonda.mills=gmail.com@em.gusto.com',
      relay: 'o3.em.gusto.com [167.89.101.33]',
      headers: sendgridHeaders('Gq7Kx2LmTnR4vB9cP1sZaQ8wE3rT6yU0iO5pA2s'),
      body: document([
        'Hi Rhonda,',
        'Lakeside Pediatrics just ran payroll. Your paystub for the pay period ending May 30, 2025 is ready to view.',
        { button: 'View paystub', href: 'https://app.gusto.com/paystubs' },
        'Want to change your direct deposit or tax withholdings? Sign in to Gusto and go to Profile.',
        { small: 'Gusto, 525 20th St, San Francisco, CA 94107. This email was sent to rhonda.mills@gmail.com because your employer uses Gusto for payroll.' },
      ]),
    }),
  },
  {
    name: "Booking.com: a real guest message to a host from the extranet's own domain",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Anna Lindqvist via Booking.com <anna.1a2b3c4d@guest.booking.com>',
      to: 'reservations@seaviewguesthouse.co.uk',
      subject: 'We received this message from Anna Lindqvist',
      date: 'Fri, 7 Mar 2025 17:40:22 +0000',
      messageId: '20250307174022.c81f9a.4471902@booking.com',
      dkim: ['booking.com:bk'],
      returnPath: 'bounce-4471902@guest.booking.com',
      relay: 'mailout-201-r2.booking.com [185.28.20.201]',
      body: document([
        { heading: 'Reservation 4471902' },
        'Anna Lindqvist wrote: "Hi! We will arrive around 21:00 on Friday, is late check-in OK? Also, is there parking near the guesthouse? Thanks, Anna"',
        { button: 'Reply', href: 'https://admin.booking.com/hotel/hoteladmin/extranet_ng/manage/messaging/inbox.html?hotel_id=1884120&res_id=4471902' },
        {
          small:
            'This email was sent by Booking.com. Please reply through the extranet so the guest receives your message. Booking.com B.V., Herengracht 597, 1017 CE Amsterdam, Netherlands',
        },
      ]),
    }),
  },
  {
    name: 'Meta: "new login to your Instagram account from Chrome on Windows" from mail.instagram.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Instagram <security@mail.instagram.com>',
      to: 'hello@lunabakeryatx.com',
      subject: 'New login to Instagram from Chrome on Windows',
      date: 'Sun, 1 Jun 2025 15:12:04 +0000',
      messageId: 'c8d2a1f4-7b3e-4c9a-8e1f-2d3b4c5a6e7f@mail.instagram.com',
      dkim: ['mail.instagram.com:s1024-2013-q3'],
      returnPath: 'security-abc123@mail.instagram.com',
      relay: 'mx-out.facebookmail.com [66.220.144.178]',
      body: document([
        'Hi lunabakeryatx,',
        "We noticed a new login to your account from a device you don't usually use.",
        {
          rows: [
            ['Device', 'Chrome on Windows'],
            ['Location', 'Austin, TX, United States'],
            ['Time', 'June 1 at 10:11 AM (CDT)'],
          ],
        },
        "If this was you, you can ignore this message. If this wasn't you, secure your account now.",
        { button: 'Secure your account', href: 'https://www.instagram.com/accounts/disavow/?uidb36=1k2m3n&token=Ab3Cd5Ef7Gh9&nonce=Q8w2E4r6' },
        { small: 'from Meta. © Instagram. Meta Platforms, Inc., 1601 Willow Road, Menlo Park, CA 94025. This message was sent to hello@lunabakeryatx.com.' },
      ]),
    }),
  },
  // ---------------------------------------------------------------- Spanish
  {
    name: 'AEAT: "tiene una nueva notificación en la Dirección Electrónica Habilitada" from the DEHú',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'DEHú <notificaciones.dehu@correo.gob.es>',
      to: 'jorge.martin.ruiz@gmail.com',
      subject: 'Tiene una nueva notificación disponible',
      date: 'Wed, 11 Jun 2025 08:12:40 +0200',
      messageId: '1749622360412.77120.dehu@correo.gob.es',
      dkim: ['correo.gob.es:gob'],
      returnPath: 'notificaciones.dehu@correo.gob.es',
      relay: 'smtp-out1.correo.gob.es [185.73.172.21]',
      body: document(
        [
          'Estimado/a ciudadano/a:',
          'Le informamos de que tiene a su disposición una nueva notificación en la Dirección Electrónica Habilitada única (DEHú).',
          {
            rows: [
              ['Organismo emisor', 'Agencia Estatal de Administración Tributaria'],
              ['Concepto', 'Requerimiento de documentación - IRPF 2024'],
              ['Fecha de puesta a disposición', '11/06/2025'],
            ],
          },
          'Para acceder a su contenido debe identificarse en https://dehu.redsara.es con certificado electrónico, DNIe o Cl@ve. Dispone de 10 días naturales para acceder; transcurrido ese plazo, la notificación se entenderá rechazada.',
          { small: 'Este mensaje es meramente informativo. No responda a este correo electrónico.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'BBVA: "código para confirmar la operación" with the usual "nunca te pediremos" warning',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'BBVA <bbva@comunicaciones.bbva.es>',
      to: 'p.navarro.gil@yahoo.es',
      subject: 'Confirma tu operación en BBVA',
      date: 'Tue, 6 May 2025 12:44:18 +0200',
      messageId: '20250506104418.5f2a9c1e@comunicaciones.bbva.es',
      dkim: ['comunicaciones.bbva.es:bbva1'],
      returnPath: 'bounce@comunicaciones.bbva.es',
      relay: 'mail-out3.comunicaciones.bbva.es [195.76.9.38]',
      body: document(
        [
          'Hola, Pablo:',
          'Estás realizando una transferencia de 350,00 € a ES91 2100 0418 4502 0005 1332. Para confirmarla, introduce este código en la app:',
          { code: '774120' },
          'Si no estás realizando esta operación, no compartas el código con nadie. BBVA nunca te pedirá este código por teléfono, SMS o correo.',
          { small: 'Banco Bilbao Vizcaya Argentaria, S.A. Plaza de San Nicolás, 4, 48005 Bilbao.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // Correos really does ask for import VAT and the customs fee online before delivery.
    name: 'Correos: "envío con gastos de aduana pendientes, 4,72 €" from correos.es with the real payment page',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Correos <noreply@correos.es>',
      to: 'ana.belen.sanz@hotmail.es',
      subject: 'Tu envío UA884120995CN tiene gastos de aduana pendientes',
      date: 'Thu, 17 Apr 2025 10:12:05 +0200',
      messageId: '20250417081205.UA884120995CN@correos.es',
      dkim: ['correos.es:correos2023'],
      returnPath: 'noreply@correos.es',
      relay: 'smtp3.correos.es [194.224.186.43]',
      body: document(
        [
          { heading: 'Tu envío ha llegado a la aduana' },
          {
            rows: [
              ['Envío', 'UA884120995CN'],
              ['Origen', 'China'],
              ['IVA importación', '2,72 €'],
              ['Gestión aduanera', '2,00 €'],
              ['Total', '4,72 €'],
            ],
          },
          'Para que podamos entregarlo, paga los gastos de aduana en la web de Correos o en tu oficina. Tienes 15 días naturales; después el envío se devolverá al remitente.',
          { button: 'Pagar en correos.es', href: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=UA884120995CN' },
          { small: 'Sociedad Estatal Correos y Telégrafos, S.A., S.M.E. Nunca te pediremos datos bancarios por SMS.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'Binance: "retiro solicitado, confirma o bloquea tu cuenta" from binance.com',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Binance <do_not_reply@mailer.binance.com>',
      to: 'david.romero.p@gmail.com',
      subject: '[Binance] Retiro de USDT solicitado',
      date: 'Tue, 1 Jul 2025 21:30:44 +0000',
      messageId: '0100019817a2b3c4-d5e6f7a8-b9c0-4d1e-8f2a-3b4c5d6e7f8a-000000@email.amazonses.com',
      dkim: ['mailer.binance.com:bnc1', 'amazonses.com:ug7nbtf4gccmlpwj322ax3p6ow6yfsug'],
      returnPath: '0100019817a2b3c4-d5e6f7a8@mailer.binance.com',
      relay: 'a8-55.smtp-out.amazonses.com [54.240.8.55]',
      headers: sesHeaders('us-east-1', '1.us-east-1.Bn4x8K2qL7mT9nR3vB1cW5zY6sD0fG4hJ2kL8m=', '2025.07.01-54.240.8.55'),
      body: document(
        [
          { heading: 'Retiro solicitado' },
          'Has solicitado retirar 250 USDT (red TRC20) a la dirección TQ8k2m4p6t8v0n2r4w6y8c0f2h4j6l8q0.',
          'Si no has sido tú, bloquea tu cuenta inmediatamente desde la app o en [binance.com/es/my/security](https://www.binance.com/es/my/security) y contacta con atención al cliente.',
          { small: 'Binance nunca te pedirá tu contraseña ni tus códigos 2FA. Verifica que un correo es de Binance con Binance Verify. © 2025 Binance.com' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  // ---------------------------------------------------------------- Brazilian Portuguese
  {
    name: 'Nubank: "seu código de verificação é 481 203" from nubank.com.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Nubank <todomundo@nubank.com.br>',
      to: 'juliana.mendes@gmail.com',
      subject: 'Seu código de verificação Nubank',
      date: 'Sat, 19 Jul 2025 21:02:33 -0300',
      messageId: '20250720000233.7c1e4a9b@nubank.com.br',
      dkim: ['nubank.com.br:nu1'],
      returnPath: 'bounce@mail.nubank.com.br',
      relay: 'mail-out.nubank.com.br [200.147.33.12]',
      body: document(
        [
          'Oi, Juliana!',
          'Use o código abaixo para confirmar seu acesso em um novo celular:',
          { code: '481 203' },
          'O código vale por 10 minutos. Se não foi você, ignore este e-mail e não compartilhe o código com ninguém. O Nubank nunca liga pedindo códigos ou senhas.',
          { small: 'Nu Pagamentos S.A. - Instituição de Pagamento. CNPJ 18.236.120/0001-58.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'gov.br: "nova mensagem na Caixa Postal da Receita (e-CAC)" notice',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Receita Federal <naoresponda@receita.fazenda.gov.br>',
      to: 'carlos.eduardo.souza@uol.com.br',
      subject: 'Você tem uma nova mensagem na Caixa Postal do e-CAC',
      date: 'Mon, 16 Jun 2025 09:00:12 -0300',
      messageId: '20250616120012.88412@receita.fazenda.gov.br',
      dkim: ['receita.fazenda.gov.br:rfb'],
      returnPath: 'naoresponda@receita.fazenda.gov.br',
      relay: 'smtp.serpro.gov.br [161.148.164.31]',
      body: document(
        [
          'Prezado(a) contribuinte,',
          'Há uma nova mensagem disponível na sua Caixa Postal do Centro Virtual de Atendimento (e-CAC), referente à sua declaração do IRPF 2025.',
          'Para ler a mensagem, acesse o e-CAC pelo site da Receita Federal (gov.br/receitafederal) com sua conta gov.br. A Receita Federal não envia links para atualização de dados nem pede senhas por e-mail.',
          { small: 'Esta é uma mensagem automática. Não responda.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Enel: "sua fatura de junho vence amanhã" with the boleto PDF',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Enel Distribuição São Paulo <faturadigital@enel.com>',
      to: 'fernanda.ribeiro@terra.com.br',
      subject: 'Sua conta de luz de junho vence amanhã',
      date: 'Wed, 9 Jul 2025 08:15:47 -0300',
      messageId: '20250709111547.3301884120@enel.com',
      dkim: ['enel.com:selector1'],
      returnPath: 'faturadigital@enel.com',
      relay: 'mail-br1.enel.com [200.221.12.80]',
      body: multipart('mixed', [
        document(
          [
            'Olá, Fernanda!',
            'Sua fatura de energia de junho, no valor de R$ 212,48, vence amanhã (10/07). O boleto está em anexo; você também pode pagar com PIX pelo app Enel SP.',
            {
              rows: [
                ['Instalação', '3301884120'],
                ['Valor', 'R$ 212,48'],
                ['Vencimento', '10/07/2025'],
              ],
            },
            { small: 'Enel Distribuição São Paulo. A Enel nunca solicita pagamento para contas de terceiros.' },
          ],
          { lang: 'pt-BR' },
        ),
        attachment(
          'Fatura_Enel_062025.pdf',
          'application/pdf',
          textPdf([
            'Enel Distribuicao Sao Paulo',
            'Instalacao 3301884120 - Fernanda Ribeiro',
            'Consumo junho: 287 kWh',
            'Total a pagar: R$ 212,48  Vencimento: 10/07/2025',
            '83660000002-1 12480097000-5 33018841200-1 70725066201-2',
          ]),
        ),
      ]),
    }),
  },
  {
    name: 'Mercado Livre: "compra confirmada, acompanhe a entrega" from mercadolivre.com.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Mercado Livre <compras@mercadolivre.com.br>',
      to: 'studio.beleza.carol@gmail.com',
      subject: 'Você comprou Secador de Cabelo Profissional 2100W',
      date: 'Tue, 22 Jul 2025 16:44:09 -0300',
      messageId: '20250722194409.2ml.4418822@mercadolivre.com.br',
      dkim: ['mercadolivre.com.br:meli'],
      returnPath: 'bounce@mercadolivre.com.br',
      relay: 'mail-out9.mercadolivre.com.br [200.160.4.77]',
      body: document(
        [
          { heading: 'Pronto! Sua compra foi confirmada' },
          {
            rows: [
              ['Produto', 'Secador de Cabelo Profissional 2100W'],
              ['Total', 'R$ 289,90 (pago com Pix)'],
              ['Entrega prevista', 'quinta-feira, 24 de julho'],
            ],
          },
          { button: 'Ver compra', href: 'https://www.mercadolivre.com.br/minhas-compras/4418822019' },
          {
            small:
              'Mercado Livre nunca pede para você pagar fora do site nem solicita suas senhas. Ebazar.com.br LTDA, Av. das Nações Unidas, 3.003, Osasco - SP.',
          },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // A son forwards a Detran "multa" his mother received and tells her not to pay it.
    name: 'Filho encaminha o e-mail do "Detran" para a mãe: "é golpe, não paga o PIX" from Gmail',
    lang: 'pt-BR',
    kind: 'personal',
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
  // ---------------------------------------------------------------- European Portuguese
  {
    name: 'Portal das Finanças: "tem uma nova mensagem no e-Balcão / caixa postal eletrónica"',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Portal das Finanças <info@portaldasfinancas.gov.pt>',
      to: 'ines.carvalho@gmail.com',
      subject: 'Portal das Finanças - Nova mensagem',
      date: 'Thu, 5 Jun 2025 10:02:11 +0100',
      messageId: '20250605090211.44120@portaldasfinancas.gov.pt',
      dkim: ['portaldasfinancas.gov.pt:at'],
      returnPath: 'info@portaldasfinancas.gov.pt',
      relay: 'smtp.at.gov.pt [194.65.27.18]',
      body: document(
        [
          'Exmo(a). Senhor(a),',
          'Informamos que se encontra disponível uma nova mensagem na sua área pessoal do Portal das Finanças, relativa à liquidação do IRS de 2024.',
          'Para a consultar, aceda a www.portaldasfinancas.gov.pt e autentique-se com o seu NIF e senha ou com a Chave Móvel Digital. A AT não envia mensagens com links para pagamentos ou reembolsos.',
          { small: 'Autoridade Tributária e Aduaneira. Esta mensagem foi enviada automaticamente, por favor não responda.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    name: 'Via Verde: "o seu extrato de maio está disponível, débito a 10 de junho"',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Via Verde <extratos@viaverde.pt>',
      to: 'rui.alves.costa@sapo.pt',
      subject: 'O seu extrato Via Verde de maio está disponível',
      date: 'Mon, 2 Jun 2025 07:30:00 +0100',
      messageId: '20250602063000.8841209@viaverde.pt',
      dkim: ['viaverde.pt:vv1'],
      returnPath: 'bounces@viaverde.pt',
      relay: 'mail.viaverde.pt [213.13.146.88]',
      body: document(
        [
          'Olá, Rui,',
          'O seu extrato do mês de maio já está disponível na área de cliente.',
          {
            rows: [
              ['Portagens', '23,85 €'],
              ['Estacionamento', '4,20 €'],
              ['Total', '28,05 €'],
              ['Débito direto', '10/06/2025'],
            ],
          },
          'O valor será debitado na conta associada ao seu contrato. Não precisa de fazer nada.',
          { button: 'Ver extrato', href: 'https://www.viaverde.pt/particulares/area-cliente/extratos' },
          { small: 'Via Verde Portugal - Gestão de Sistemas Eletrónicos de Cobrança, S.A.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    name: 'CTT: "encomenda com desalfandegamento, pague 3,85 € no site dos CTT" from ctt.pt',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'CTT <naoresponder@ctt.pt>',
      to: 'joana.ferreira77@hotmail.com',
      subject: 'Encomenda LP884120995CN - pagamento de desalfandegamento',
      date: 'Wed, 21 May 2025 11:20:44 +0100',
      messageId: '20250521102044.LP884120995CN@ctt.pt',
      dkim: ['ctt.pt:ctt'],
      returnPath: 'naoresponder@ctt.pt',
      relay: 'smtp-out.ctt.pt [195.245.168.44]',
      body: document(
        [
          { heading: 'A sua encomenda está na alfândega' },
          {
            rows: [
              ['Objeto', 'LP884120995CN'],
              ['IVA', '1,85 €'],
              ['Serviço de desalfandegamento', '2,00 €'],
              ['Total', '3,85 €'],
            ],
          },
          'Pode pagar no site dos CTT, na app CTT ou numa loja CTT. Depois do pagamento, a encomenda é entregue em 2 a 3 dias úteis.',
          { button: 'Pagar em ctt.pt', href: 'https://www.ctt.pt/particulares/receber/desalfandegar-encomendas?obj=LP884120995CN' },
          { small: 'CTT - Correios de Portugal, S.A. Os CTT nunca pedem pagamentos por SMS com links de terceiros.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  // ---------------------------------------------------------------- German
  {
    name: 'DHL: "Einfuhrabgaben von 6,34 € für Ihre Sendung" from dhl.de',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'DHL Paket <noreply@dhl.de>',
      to: 'markus.weber84@gmx.de',
      subject: 'Ihre Sendung aus Großbritannien: Einfuhrabgaben fällig',
      date: 'Fri, 4 Apr 2025 09:41:12 +0200',
      messageId: '20250404074112.00340434188123456789@dhl.de',
      dkim: ['dhl.de:dhl2023'],
      returnPath: 'noreply@dhl.de',
      relay: 'mailout3.dhl.de [165.72.200.43]',
      body: document(
        [
          { heading: 'Für Ihre Sendung fallen Einfuhrabgaben an' },
          {
            rows: [
              ['Sendungsnummer', '00340434188123456789'],
              ['Einfuhrumsatzsteuer', '4,34 €'],
              ['Auslagepauschale', '2,00 €'],
              ['Gesamt', '6,34 €'],
            ],
          },
          'Sie können die Abgaben bequem vorab in der DHL App oder auf dhl.de bezahlen, oder bar bei der Zustellung.',
          { button: 'Sendung verfolgen', href: 'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434188123456789' },
          { small: 'Deutsche Post AG, Charles-de-Gaulle-Str. 20, 53113 Bonn' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    name: 'Personio: "Ihre Gehaltsabrechnung Mai 2025 ist verfügbar"',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Personio <no-reply@personio.de>',
      to: 'k.hoffmann@schreinerei-koehler.de',
      subject: 'Neues Dokument: Gehaltsabrechnung Mai 2025',
      date: 'Fri, 30 May 2025 14:00:03 +0200',
      messageId: '0102019721b3c4d5-e6f7a8b9-c0d1-4e2f-9a3b-4c5d6e7f8a9b-000000@eu-west-1.amazonses.com',
      dkim: ['personio.de:p1', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '0102019721b3c4d5-e6f7a8b9@eu-west-1.amazonses.com',
      relay: 'a7-18.smtp-out.eu-west-1.amazonses.com [54.240.7.18]',
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Ps4x8K2qL7mT9nR3vB1cW5zY6sD0fG4hJ2kL8m=', '2025.05.30-54.240.7.18'),
      body: document(
        [
          'Hallo Katrin,',
          'in Ihrem Personio-Profil wurde ein neues Dokument abgelegt: Gehaltsabrechnung Mai 2025 (Kategorie: Gehaltsabrechnungen).',
          { button: 'Dokument ansehen', href: 'https://schreinerei-koehler.personio.de/my-desk/documents' },
          { small: 'Diese E-Mail wurde automatisch von Personio im Auftrag der Schreinerei Köhler GmbH versendet.' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    name: 'Sparkasse: "neue Nachricht in Ihrem elektronischen Postfach" from sparkasse.de',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Sparkasse KölnBonn <noreply@sparkasse-koelnbonn.de>',
      to: 'k.hoffmann@web.de',
      subject: 'Neue Nachricht in Ihrem elektronischen Postfach',
      date: 'Tue, 18 Mar 2025 06:02:10 +0100',
      messageId: '20250318050210.441288@sparkasse-koelnbonn.de',
      dkim: ['sparkasse-koelnbonn.de:spk'],
      returnPath: 'noreply@sparkasse-koelnbonn.de',
      relay: 'mx-out.f-i.de [193.109.238.41]',
      body: document(
        [
          'Sehr geehrte Frau Hoffmann,',
          'in Ihrem elektronischen Postfach im Online-Banking liegt eine neue Nachricht für Sie: Kontoauszug Nr. 3/2025.',
          'Bitte melden Sie sich wie gewohnt im Online-Banking oder in der App Sparkasse an. Wir fragen Sie niemals per E-Mail nach Zugangsdaten oder TANs und verschicken keine Links zum Online-Banking.',
          { small: 'Sparkasse KölnBonn, Hahnenstraße 57, 50667 Köln' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  // ---------------------------------------------------------------- French
  {
    name: 'impots.gouv: "un nouveau document est disponible dans votre espace particulier"',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'DGFiP <ne-pas-repondre@dgfip.finances.gouv.fr>',
      to: 'p.lefebvre@free.fr',
      subject: 'Un nouveau document est disponible dans votre espace particulier',
      date: 'Thu, 22 May 2025 07:15:44 +0200',
      messageId: '20250522051544.1441202@dgfip.finances.gouv.fr',
      dkim: ['dgfip.finances.gouv.fr:dgfip'],
      returnPath: 'ne-pas-repondre@dgfip.finances.gouv.fr',
      relay: 'smtp-out.finances.gouv.fr [145.242.11.90]',
      body: document(
        [
          'Madame, Monsieur,',
          "Un nouveau document est disponible dans votre espace particulier sur impots.gouv.fr : avis de situation déclarative à l'impôt sur le revenu 2025.",
          'Pour le consulter, connectez-vous à votre espace particulier sur impots.gouv.fr, rubrique « Documents ». La DGFiP ne vous demandera jamais vos coordonnées bancaires par courriel.',
          { small: 'Direction générale des Finances publiques. Ce courriel est envoyé automatiquement, merci de ne pas y répondre.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // ANTAI's real e-mail service for registered drivers: the notice is on the site, no payment link.
    name: 'ANTAI: "un avis de contravention est disponible" from antai.gouv.fr for a registered driver',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'ANTAI <ne-pas-repondre@antai.gouv.fr>',
      to: 'claire.dubois@orange.fr',
      subject: 'Un avis de contravention est disponible',
      date: 'Tue, 15 Apr 2025 10:04:18 +0200',
      messageId: '20250415080418.ACE.77410092@antai.gouv.fr',
      dkim: ['antai.gouv.fr:antai'],
      returnPath: 'ne-pas-repondre@antai.gouv.fr',
      relay: 'mail.antai.gouv.fr [185.24.186.12]',
      body: document(
        [
          'Madame, Monsieur,',
          'Conformément à votre choix de recevoir vos avis de contravention par voie électronique, un avis concernant le véhicule immatriculé GH-412-KT est disponible dans votre espace sur antai.gouv.fr.',
          "Vous pouvez consulter l'avis et, le cas échéant, le payer ou le contester depuis votre espace, ou par les moyens indiqués sur l'avis.",
          { small: 'Agence Nationale de Traitement Automatisé des Infractions. Ne répondez pas à ce message.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    name: 'Qonto: a supplier\'s "relance : facture F-2025-0418 arrive à échéance" payment reminder',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Imprimerie Lesage <factures@qonto.com>',
      to: 'comptabilite@agence-horizon-lyon.fr',
      replyTo: 'n.girard@imprimerie-lesage.fr',
      subject: 'Relance : votre facture F-2025-0418 arrive à échéance',
      date: 'Wed, 28 May 2025 09:00:22 +0200',
      messageId: '0102019710c2d3e4-f5a6b7c8-d9e0-4f1a-8b2c-3d4e5f6a7b8c-000000@eu-west-1.amazonses.com',
      dkim: ['qonto.com:qonto1', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '0102019710c2d3e4-f5a6b7c8@eu-west-1.amazonses.com',
      relay: 'a7-33.smtp-out.eu-west-1.amazonses.com [54.240.7.33]',
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Qo4x8K2qL7mT9nR3vB1cW5zY6sD0fG4hJ2kL8m=', '2025.05.28-54.240.7.33'),
      body: multipart('mixed', [
        document(
          [
            'Bonjour,',
            "Imprimerie Lesage vous rappelle que la facture F-2025-0418 d'un montant de 6 840,00 € TTC arrive à échéance le 31 mai 2025.",
            {
              rows: [
                ['IBAN', 'FR76 1695 8000 0144 1202 9953 718'],
                ['Référence', 'F-2025-0418'],
              ],
            },
            { button: 'Voir la facture', href: 'https://pay.qonto.com/invoices/8f2c4e6a-1b3d-4f5a-9c7e-0d2f4a6b8c1e' },
            { small: "Envoyé avec Qonto pour le compte d'Imprimerie Lesage. Qonto, 18 rue de Navarin, 75009 Paris." },
          ],
          { lang: 'fr' },
        ),
        attachment(
          'F-2025-0418.pdf',
          'application/pdf',
          textPdf([
            'Imprimerie Lesage',
            'Facture F-2025-0418 - 16/05/2025',
            'Client : Agence Horizon Lyon',
            'Brochures A4 x 2000   5 700,00 EUR HT',
            'TVA 20 %  1 140,00 EUR   Total TTC 6 840,00 EUR',
            'IBAN FR76 1695 8000 0144 1202 9953 718',
          ]),
        ),
      ]),
    }),
  },
  // ---------------------------------------------------------------- Dutch
  {
    name: 'MijnOverheid: "u heeft een nieuw bericht in uw Berichtenbox"',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'MijnOverheid <noreply@mijnoverheid.nl>',
      to: 'sanne.devries@ziggo.nl',
      subject: 'U heeft een nieuw bericht in uw Berichtenbox',
      date: 'Thu, 13 Mar 2025 06:30:12 +0100',
      messageId: '20250313053012.88412099@mijnoverheid.nl',
      dkim: ['mijnoverheid.nl:logius'],
      returnPath: 'noreply@mijnoverheid.nl',
      relay: 'mail.logius.nl [145.21.166.40]',
      body: document(
        [
          'Geachte heer/mevrouw,',
          'U heeft een nieuw bericht ontvangen in uw Berichtenbox van het Centraal Justitieel Incassobureau (CJIB).',
          'Log in op MijnOverheid.nl met DigiD om het bericht te lezen. In deze e-mail staan nooit links om in te loggen of te betalen.',
          { small: 'MijnOverheid is een dienst van Logius, ministerie van Binnenlandse Zaken en Koninkrijksrelaties.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // A friend's Tikkie: ABN AMRO's own payment-request mail, the friend's note.
    name: 'Tikkie: "Kevin vraagt € 12,50 voor pizza vrijdag" from tikkie.me',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Tikkie <noreply@tikkie.me>',
      to: 'linda.visser@gmail.com',
      subject: 'Kevin Jansen heeft je een Tikkie gestuurd',
      date: 'Sun, 6 Jul 2025 21:14:50 +0200',
      messageId: '20250706191450.7f3c2a1b@tikkie.me',
      dkim: ['tikkie.me:tk1'],
      returnPath: 'bounce@tikkie.me',
      relay: 'mail-out2.tikkie.me [185.52.64.21]',
      body: document(
        [
          'Hoi Linda,',
          'Kevin Jansen vraagt € 12,50 voor: "pizza vrijdag 🍕".',
          { button: 'Betaal met iDEAL', href: 'https://tikkie.me/pay/Tikkie/8Kq2Lm4Tn6Rv8Bx0' },
          'Dit betaalverzoek is 14 dagen geldig.',
          { small: 'Tikkie is een dienst van ABN AMRO Bank N.V., Gustav Mahlerlaan 10, Amsterdam.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
];
