// The lures each legitimate-mail guard of the todo round must still catch: wherever a lexicon
// phrase was narrowed or a context guard added so that genuine mail in the same words stays
// clean (legitimate-mail*-cases.ts), the scam variant of those words is written here, so the
// narrowing cannot quietly cost detection. Invented senders, documentation IP ranges.

import { document, gmailBody, mail, multipart, plain } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';

const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;

export const GUARD_CASES: readonly PhishingCase[] = [
  {
    // The riches-for-nothing wage: a sum a day "from home, with our system" (not a stated day
    // rate), its page on a free site builder.
    name: 'Work-from-home scheme "earn $400 a day from home with our system", page on a free site builder',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Home Income Team <homeincome.team2025@gmail.com>',
      to: 'jordan.wells22@yahoo.com',
      subject: 'Your spot is reserved',
      date: 'Thu, 12 Jun 2025 19:05:41 +0000',
      messageId: 'CAP4qN8xV4mR7tK1wQ9bL3cF6dH5sY0a_wH2pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hi,\n\nPeople like you earn $400 a day from home with our proven system. No boss, no commute, just a laptop and two hours.\n\nSee how it works before the spots are gone: https://home-income-secrets.weebly.com\n\nTo your success,\nThe Home Income Team',
      ),
    }),
  },
  {
    // The dormant-account story: millions left in a dormant account, a stranger to front as the
    // heir (a bank's own dormancy notice names no sum and the reader's own account).
    name: 'Bank officer "US$8,400,000 in a dormant account, you will stand in as his relative" from a free mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Mr. Edward Mensah <edward.mensah.audit@outlook.com>',
      to: 'harold.petersen51@comcast.net',
      subject: 'Confidential business proposal',
      date: 'Mon, 3 Mar 2025 06:41:19 +0000',
      messageId: 'DB9P195MB1422C1D2E3F4A5B6C7D8E9F0A1B2C3D4@DB9P195MB1422.EURP195.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.101]',
      body: plain(
        'Dear Friend,\n\nI am the head of audit at a bank in Accra. During our annual review I found the dormant funds of a foreign client who died in 2019: US$8,400,000.00 have been lying in his account with no claim since then.\n\nI will present you as his relative so that the funds are released to you, and we share them 60/40. Everything is legal and risk free.\n\nReply with your full name and phone number.\n\nEdward Mensah',
      ),
    }),
  },
  {
    // A hijacked or look-alike landlord's mailbox: a new IBAN between two private mailboxes, but
    // pushed ("hoje", the old account "blocked"): private mail is no pass for pressure.
    name: 'Falso senhorio "novo IBAN, transfira a renda ainda hoje, a conta antiga foi bloqueada" between two free mailboxes',
    lang: 'pt-PT',
    lure: 'bec',
    expect: ['fraud'],
    raw: mail({
      from: 'Maria Helena Sousa <mhelena.sousa.rendas@gmail.com>',
      to: 'Rui Ferreira <rui.ferreira.pt@gmail.com>',
      subject: 'Renda - novo IBAN urgente',
      date: 'Fri, 30 May 2025 17:52:03 +0100',
      messageId: 'CAH8xQ2mV4nR7tK1wQ9bL3cF6dH5sY0a_mS8pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Boa tarde Sr. Rui,\n\nA minha conta antiga foi bloqueada pelo banco, por isso a renda de junho tem de ser paga para o novo IBAN: PT50 0018 0003 3456 7890 1234 5.\n\nFaça ainda hoje a transferência, é urgente: senão fico com problemas com o banco. Envie-me o comprovativo por email.\n\nCumprimentos,\nMaria Helena Sousa',
      ),
    }),
  },
  {
    // BEC borrowing the genuine letter's words: "replace the account number you already have",
    // and a confirmation on the fraudster's own mobile, not on the number the reader holds.
    name: 'BEC "replace the account number you already have on file, confirm on my mobile", replies to a free mailbox',
    lang: 'en',
    lure: 'bec',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Rachel Dunn <ar@northgatesupply.com>',
      to: 'ap@harwoodlogistics.com',
      replyTo: 'Rachel Dunn <northgate.accounts.dept@gmail.com>',
      subject: 'Change of bank account - Northgate Supply Co.',
      date: 'Tue, 3 Jun 2025 09:41:07 -0500',
      messageId: '20250603144107.5d1e@northgatesupply.com',
      dkim: ['northgatesupply.com:default'],
      relay: 'mail.northgatesupply.com [203.0.113.140]',
      body: plain(
        'Good morning,\n\nPlease note the change of bank account for Northgate Supply Co. Replace the account number you already have on file with our new account:\n\nBank: First Horizon Bank\nRouting number: 084000026\nAccount number: 5520 1834 7719\n\nIf you need to confirm, call me directly on my mobile (312) 555-0199.\n\nThank you,\nRachel Dunn\nAccounts Receivable',
      ),
    }),
  },
  {
    // An inactive-account lure through a hijacked newsletter account of an unrelated business,
    // signed by that business's domain, its button on free hosting: the account it names is not the
    // sender's own, so nothing clears the sign-in and the deadline.
    name: 'Hijacked florist\'s SendGrid account: "your Coinbase account will be deleted in 30 days, sign in to keep it"',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Brightwave Florist <news@brightwaveflorist.com>',
      to: 'dylan.ortega@outlook.com',
      subject: 'Your account will be deleted in 30 days',
      date: 'Thu, 23 Oct 2025 02:14:09 +0000',
      messageId: 'Bw7kP2rX9nQ4mL1cD8sV3t@geopod-ismtpd-5',
      dkim: ['brightwaveflorist.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+7731920-9f2e-dylan.ortega=outlook.com@em2291.brightwaveflorist.com',
      relay: 'o7.ptr2291.brightwaveflorist.com [149.72.31.7]',
      body: document([
        { heading: 'We miss you' },
        'You have not signed in to your Coinbase account for a year. Please sign in to your account within 30 days to keep it, otherwise it will be permanently deleted with its balance.',
        { button: 'Sign in to keep my account', href: 'https://coinbase-keep-account.web.app/signin' },
      ]),
    }),
  },
  {
    // A wallet lure that mentions other mails in passing: the report is one sentence, its own
    // demand ("verify your wallet within 24 hours") another, which still reads as a lure.
    name: 'Wallet lure "beware of emails claiming to be from us; your wallet has not been verified, verify it within 24 hours"',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Wallet Security <security@walletguard-center.com>',
      to: 'dylan.ortega@outlook.com',
      subject: 'Action required on your wallet',
      date: 'Wed, 22 Oct 2025 04:31:55 +0000',
      messageId: '20251022043155.3b9d@walletguard-center.com',
      dkim: ['walletguard-center.com:default'],
      relay: 'mail.walletguard-center.com [203.0.113.77]',
      body: document([
        'We have seen emails claiming to be from our team that ask for your password. Ignore them.',
        'Your wallet has not been verified. Verify it within 24 hours, or it will be suspended.',
        { button: 'Verify my wallet', href: 'https://walletguard-center.com/verify' },
      ]),
    }),
  },

  // A kit prepending "is this legit?" to its lure gets none of the reading a person asking about a
  // forward gets (content/asked-about.ts): not from a throw-away domain, not from a look-alike of
  // the recipients' domain, not as a campaign through a sending service.
  {
    name: 'Kit prepends "Is this legit? I did not click it" to a forwarded Microsoft 365 password lure, sent from a throw-away domain',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Daniel Price <daniel.price@mailbox-notice.top>',
      to: 'accounts@harbourfreight-logistics.com',
      subject: 'Fwd: Password expires today',
      date: 'Tue, 8 Apr 2025 07:14:02 +0000',
      messageId: '20250408071402.77a1@mailbox-notice.top',
      relay: 'vps-4411.example-hosting.net [203.0.113.77]',
      body: plain(
        'Is this legit? I did not click it.\n\n________________________________\nFrom: Microsoft 365 <security@m365-passwd-reset.top>\nSent: Tuesday, April 8, 2025 6:50 AM\nTo: accounts@harbourfreight-logistics.com\nSubject: Password expires today\n\nYour Microsoft 365 password expires today. Sign in within 12 hours to keep your current password, or your mailbox will be suspended.\n\nKeep password: https://m365-passwd-reset.top/owa/login',
      ),
    }),
  },
  {
    name: 'Kit escribe "¿es de verdad? no me fío" sobre un falso reembolso de Hacienda, desde un dominio parecido al del destinatario',
    lang: 'es',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Luis Ortega <l.ortega@grupomartinezz.es>',
      to: 'Administración <administracion@grupomartinez.es>',
      subject: 'RV: Reembolso pendiente',
      date: 'Wed, 9 Apr 2025 10:02:44 +0200',
      messageId: '20250409080244.3c1d@grupomartinezz.es',
      relay: 'vps-2210.example-hosting.net [203.0.113.80]',
      body: plain(
        '¿Es de verdad lo de Hacienda? No me fío, no he pinchado nada.\n\n-----Mensaje original-----\nDe: Agencia Tributaria <avisos@aeat-reembolso.top>\nEnviado: miércoles, 9 de abril de 2025 9:40\nPara: administracion@grupomartinez.es\nAsunto: Reembolso pendiente\n\nTiene derecho a un reembolso de 412,60 €. Introduzca los datos de su tarjeta en las próximas 24 horas o perderá el derecho.\n\nSolicitar reembolso: https://aeat-reembolso.top/formulario',
      ),
    }),
  },
  {
    name: 'Kit sends "Ist das echt? Ich habe nichts angeklickt" over a forwarded Sparkasse lure as a SendGrid campaign',
    lang: 'de',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Kundenservice <info@kundenportal-info.com>',
      to: 'm.schneider@web.de',
      subject: 'WG: Ihr Online-Banking wurde eingeschränkt',
      date: 'Thu, 10 Apr 2025 15:30:12 +0200',
      messageId: '20250410133012.9f2e@kundenportal-info.com',
      dkim: ['kundenportal-info.com:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+4412873-9a1f-m.schneider=web.de@em4412.kundenportal-info.com',
      relay: 'o1.ptr4412.kundenportal-info.com [198.51.100.91]',
      headers: ['X-SG-EID: u001.Qm9ndXNDYW1wYWlnbg', 'List-Unsubscribe: <https://u4412873.ct.sendgrid.net/wf/unsubscribe?upn=abc>'],
      body: plain(
        'Ist das echt? Ich habe nichts angeklickt.\n\n-----Ursprüngliche Nachricht-----\nVon: Sparkasse <service@sparkasse-sicherheit.top>\nGesendet: Donnerstag, 10. April 2025 14:02\nAn: m.schneider@web.de\nBetreff: Ihr Online-Banking wurde eingeschränkt\n\nIhr Online-Banking wurde eingeschränkt. Bestätigen Sie Ihre Zugangsdaten innerhalb von 24 Stunden, sonst wird Ihr Konto gesperrt.\n\nJetzt bestätigen: https://sparkasse-sicherheit.top/login',
      ),
    }),
  },
  {
    // Beside the namesake's bare name (legitimate-mail-probe-cases.ts): the name with the words
    // that borrow it, a foundation's grant from a free mailbox.
    name: '"Warren Buffett Foundation Grants" from Gmail: a grant to claim through a form',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Warren Buffett Foundation Grants <wbfoundation.grants2025@gmail.com>',
      to: 'linda.morrow58@aol.com',
      subject: 'Your grant application was approved',
      date: 'Mon, 16 Jun 2025 11:20:07 +0000',
      messageId: 'CAQ2wE4rT6yU8iO0pA2sD4fG6hJ8kL0zX2cV4bN@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Dear beneficiary,\n\nYou have been selected to receive a donation of $850,000 from the Warren Buffett Foundation charity programme. Complete the claim form below within 48 hours to receive your funds.\n\nClaim now: https://wb-grants-claim.weebly.com\n\nRegards,\nGrants Department',
      ),
    }),
  },
  {
    // Beside the organiser's own SharePoint agenda (legitimate-mail-probe-cases.ts): a page on
    // another tenant than the organiser's, behind a sign-in request, is still past the meeting.
    name: 'Meeting request whose "salary review" agenda asks for a sign-in on another company\'s SharePoint tenant',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: (() => {
      const event = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'METHOD:REQUEST',
        'BEGIN:VEVENT',
        'UID:7f3e2d1c-0b9a-4876-a5b4-c3d2e1f0a9b8',
        'DTSTART:20250619T090000Z',
        'DTEND:20250619T093000Z',
        'DTSTAMP:20250616T080000Z',
        'ORGANIZER;CN=HR Team:mailto:hr@kellerman-partners.com',
        'ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:r.nolan@bayviewmedical.org',
        'SUMMARY:2025 salary review',
        'DESCRIPTION:Review your salary adjustment letter before the meeting (sign in with your work account): https://tsg0x7ltd.sharepoint.com/:b:/g/EQa1b2c3d4?e=Kp9x',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n');
      return mail({
        from: 'HR Team <hr@kellerman-partners.com>',
        to: 'r.nolan@bayviewmedical.org',
        subject: 'Invitation: 2025 salary review',
        date: 'Mon, 16 Jun 2025 08:00:00 +0000',
        messageId: '20250616080000.4d3c2b1a@kellerman-partners.com',
        dkim: ['kellerman-partners.com:s1'],
        relay: 'mail.kellerman-partners.com [198.51.100.93]',
        body: multipart('alternative', [
          plain(
            'You have been invited to: 2025 salary review\nThursday 19 June 2025, 09:00-09:30\n\nReview your salary adjustment letter before the meeting (sign in with your work account):\nhttps://tsg0x7ltd.sharepoint.com/:b:/g/EQa1b2c3d4?e=Kp9x',
          ),
          { headers: ['Content-Type: text/calendar; charset="UTF-8"; method=REQUEST', 'Content-Transfer-Encoding: 7bit'], body: event },
        ]),
      });
    })(),
  },
];
