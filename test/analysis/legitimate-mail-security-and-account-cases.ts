// Security alerts and account notices: sign-in alerts, codes, password resets, new
// devices, storage and quarantine notices from the services themselves.
// Every message is hand-written for this suite (none comes from a corpus); brand mail uses the
// brand's real sending domains. Cases marked `heldOut` are the genuine counterparts of the blind
// batches: the model never trains on them (scripts/export-case-mail.ts).

import { document, LIST_UNSUBSCRIBE_POST, M365_RELAY, mail, plain, sendgridHeaders, sesHeaders } from './mail-builder.ts';
import type { LegitimateCase } from './mail-case.ts';

export const SECURITY_AND_ACCOUNT_CASES: readonly LegitimateCase[] = [
  {
    name: 'Google sign-in alert: new sign-in on Windows',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Google <no-reply@accounts.google.com>',
      to: 'Daniel Hughes <daniel.hughes.1987@gmail.com>',
      subject: 'Security alert',
      date: 'Mon, 13 Jan 2025 19:42:07 GMT',
      messageId: 'nP3kQ8vRZ2wD4cXyT7bLfA@notifications.google.com',
      dkim: ['accounts.google.com:20230601'],
      returnPath: '3H2mFZwgTCdYjkn-aZbgw3u-mwn1-kz0dhdhFjdlxZ@gaia.bounces.google.com',
      relay: 'mail-sor-f73.google.com [209.85.220.73]',
      headers: ['Feedback-ID: ::account-notifier-rt:account-notifier'],
      body: document(
        [
          { image: 'https://www.gstatic.com/images/branding/googlelogo/2x/googlelogo_color_74x24dp.png', alt: 'Google' },
          { heading: 'A new sign-in on Windows' },
          'daniel.hughes.1987@gmail.com',
          'We noticed a new sign-in to your Google Account on a Windows device. If this was you, you don’t need to do anything. If not, we’ll help you secure your account.',
          {
            button: 'Check activity',
            href: 'https://accounts.google.com/AccountChooser?Email=daniel.hughes.1987@gmail.com&continue=https://myaccount.google.com/alert/nt/1736797327000?rfn%3D31%26rfnc%3D1%26eid%3D-4312',
          },
          'You can also see security activity at [https://myaccount.google.com/notifications](https://myaccount.google.com/notifications)',
          {
            small:
              'You received this email to let you know about important changes to your Google Account and services. © 2025 Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA',
          },
        ],
        { title: 'Security alert' },
      ),
    }),
  },

  {
    name: 'Microsoft account security code (2FA)',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Microsoft account team <account-security-noreply@accountprotection.microsoft.com>',
      to: 'Karen Doyle <karen.doyle@outlook.com>',
      subject: 'Microsoft account security code',
      date: 'Thu, 6 Mar 2025 08:15:44 -0800',
      messageId: 'SN7PR00MB0435.3B6F9E21AA04C81@accountprotection.microsoft.com',
      dkim: ['accountprotection.microsoft.com:selector1'],
      relay: 'BN8NAM11HT041.mail.protection.outlook.com [40.92.20.15]',
      body: document([
        { heading: 'Security code' },
        'Please use the following security code for the Microsoft account ka*****@outlook.com.',
        { code: '482913' },
        'If you don’t recognize the Microsoft account ka*****@outlook.com, you can [click here](https://account.live.com/dp?ft=-DkWq8sd!mpT4Zf3n) to remove your email address from that account.',
        'Thanks,',
        'The Microsoft account team',
        { small: 'Privacy Statement: https://go.microsoft.com/fwlink/?LinkId=521839 Microsoft Corporation, One Microsoft Way, Redmond, WA 98052' },
      ]),
    }),
  },

  {
    name: 'GitHub password reset',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'GitHub <noreply@github.com>',
      to: 'Sam Okafor <sam@okafor.dev>',
      subject: '[GitHub] Please reset your password',
      date: 'Tue, 21 May 2024 14:03:11 -0700',
      messageId: '664d0c4f9a1b3_2b8c1f4c1234a@lowworker-5d7f8c9b6-x2kqp.mail',
      dkim: ['github.com:pf2023'],
      relay: 'out-21.smtp.github.com [192.30.252.204]',
      body: plain(
        [
          'We heard that you lost your GitHub password. Sorry about that!',
          '',
          'But don’t worry! You can use the following button to reset your password:',
          '',
          'https://github.com/password_reset/Zk3mX9QwLp2VbR7tYc4NdE8fH1jKs6Ua',
          '',
          'If you don’t use this link within 3 hours, it will expire. To get a new password reset link, visit: https://github.com/password_reset',
          '',
          'Thanks,',
          'The GitHub Team',
        ].join('\n'),
      ),
    }),
  },
  {
    name: 'Instagram: new login from Chrome on Windows',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Instagram <security@mail.instagram.com>',
      to: 'Zoe Parker <zoe.parker.art@gmail.com>',
      subject: 'New login to Instagram from Chrome on Windows',
      date: 'Tue, 29 Apr 2025 22:16:51 -0700',
      messageId: '3f1e4a6c-5b2d-4e8f-9a7c-1d0e2f3a4b5c@mail.instagram.com',
      dkim: ['mail.instagram.com:s1024-2013-q3', 'instagram.com:s1024-2013-q3'],
      relay: 'mx-out.mail.instagram.com [69.171.232.143]',
      body: document([
        'Hi zoe.parker.art,',
        'We noticed a new login to your account from Chrome on Windows near Portland, Oregon, United States on April 29 at 10:15 PM (PDT).',
        'If this was you, you don’t need to do anything. If this wasn’t you, [secure your account](https://www.instagram.com/accounts/disavow/?uidb36=2kq8x1&token=c7Y2bR-9f3e1d2c4b5a6&nonce=P4qL8mZ1) by changing your password.',
        { small: 'from Meta. © Instagram. Meta Platforms, Inc., 1601 Willow Road, Menlo Park, CA 94025. This message was sent to zoe.parker.art@gmail.com.' },
      ]),
    }),
  },

  {
    // Inactive-account clean-ups go out through the newsletter platform, footer and all.
    name: 'Inactive account notice through SendGrid: sign in within 30 days or the account will be deleted',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Tandem Docs <accounts@tandemdocs.io>',
      to: 'Alex Rivera <alex.rivera@fieldline-studio.co.uk>',
      subject: 'Your Tandem account will be deleted in 30 days',
      date: 'Wed, 2 Apr 2025 09:12:40 +0000',
      messageId: 'VGFuZGVtLWluYWN0aXZlLTIwMjUtMDQtMDI@geopod-ismtpd-7',
      dkim: ['tandemdocs.io:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+38291047-cd34-alex.rivera=fieldline-studio.co.uk@em4821.tandemdocs.io',
      relay: 'o1.ptr4821.tandemdocs.io [149.72.143.21]',
      headers: [
        'List-Unsubscribe: <https://u38291047.ct.sendgrid.net/asm/unsubscribe/?user_id=38291047&data=Yw8PvDqSxThNo>, <mailto:unsubscribe@em4821.tandemdocs.io?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'X-SG-EID: u001.Lr4nA9wYK3oM6qS8uX0zC2eG5iH7lL9mO1rT3vW5yA7bD9fF1hJ3lN5pR7tV9xZ1',
      ],
      body: document(
        [
          { image: 'https://cdn.tandemdocs.io/email/logo-2x.png', alt: 'Tandem' },
          { heading: 'We miss you' },
          'You have not signed in to your Tandem account for two years. To keep our data tidy, we delete inactive accounts and their documents.',
          'Please sign in to your account within 30 days to keep it, otherwise it will be permanently deleted on 2 May 2025.',
          {
            button: 'Sign in to keep my account',
            href: 'https://u38291047.ct.sendgrid.net/ls/click?upn=u001.Lr4nA9wYK3oM6qS8uX0zC2eG5iH7lL9mO1rT3vW5yA7bD9fF1hJ3lN5pR7tV9xZ1-2Bq1',
          },
          'If you no longer need it, you do not have to do anything.',
          {
            small:
              'Tandem Docs Ltd, 2 Kingdom Street, London W2 6BD. You are receiving this because you have a Tandem account. [Unsubscribe](https://u38291047.ct.sendgrid.net/asm/unsubscribe/?user_id=38291047&data=Yw8PvDqSxThNo)',
          },
        ],
        { preheader: 'Sign in within 30 days to keep your documents', title: 'Your Tandem account' },
      ),
    }),
  },

  {
    name: 'Google: alerta de seguridad (nuevo inicio de sesión)',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Google <no-reply@accounts.google.com>',
      to: 'Carmen Ruiz <carmen.ruiz.m@gmail.com>',
      subject: 'Alerta de seguridad',
      date: 'Wed, 22 Oct 2025 21:03:48 GMT',
      messageId: 'Xq7Lm2Pz9Rw4Tk1Vb8Nc3Dy@notifications.google.com',
      dkim: ['accounts.google.com:20230601'],
      returnPath: '3K4nGZwgTCeAmno-cZbgw3u-mwn1-kz0dhdhFjdlxZ@gaia.bounces.google.com',
      relay: 'mail-sor-f73.google.com [209.85.220.73]',
      headers: ['Feedback-ID: ::account-notifier-rt:account-notifier'],
      body: document(
        [
          { heading: 'Nuevo inicio de sesión en Windows' },
          'carmen.ruiz.m@gmail.com',
          'Hemos detectado un nuevo inicio de sesión en tu cuenta de Google desde un dispositivo Windows. Si has sido tú, no tienes que hacer nada. Si no, te ayudaremos a proteger tu cuenta.',
          {
            button: 'Consultar actividad',
            href: 'https://accounts.google.com/AccountChooser?Email=carmen.ruiz.m@gmail.com&continue=https://myaccount.google.com/alert/nt/1761167028000?rfn%3D31%26rfnc%3D1%26hl%3Des',
          },
          'También puedes ver la actividad de seguridad en [https://myaccount.google.com/notifications](https://myaccount.google.com/notifications)',
          {
            small:
              'Te hemos enviado este correo electrónico para informarte de cambios importantes en tu cuenta y en los servicios de Google. © 2025 Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA',
          },
        ],
        { lang: 'es', title: 'Alerta de seguridad' },
      ),
    }),
  },

  {
    name: 'iFood: código de acesso',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'iFood <naoresponda@ifood.com.br>',
      to: 'Ana Souza <ana.souza.rj@gmail.com>',
      subject: 'Seu código de acesso ao iFood: 4821',
      date: 'Fri, 11 Jul 2025 20:41:09 -0300',
      messageId: 'bT8xM2Q5ZjQtYTFjNy00ZTkyLWJkNWEtNzE2ZjNjOGUwMmQx@ifood.com.br',
      dkim: ['ifood.com.br:k1'],
      relay: 'o7.mail.ifood.com.br [167.89.101.7]',
      body: document(
        [
          'Olá!',
          'Use o código abaixo para entrar na sua conta do iFood:',
          { code: '4821' },
          'O código vale por 15 minutos. Se você não pediu este código, pode ignorar este e-mail: ninguém acessa sua conta sem ele.',
          { small: 'iFood.com Agência de Restaurantes Online S.A. – Osasco, SP.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Sparkasse: neue Nachricht im elektronischen Postfach',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Sparkasse KölnBonn <noreply@sparkasse-koelnbonn.de>',
      to: 'Thomas Becker <thomas.becker@t-online.de>',
      subject: 'Neue Nachricht in Ihrem elektronischen Postfach',
      date: 'Tue, 7 Jan 2025 06:12:40 +0100',
      messageId: '20250107051240.4F2C1A9E@mail.sparkasse-koelnbonn.de',
      dkim: ['sparkasse-koelnbonn.de:fi2024'],
      relay: 'mx-out.f-i.de [193.110.35.12]',
      body: document(
        [
          'Guten Tag Herr Becker,',
          'in Ihrem elektronischen Postfach liegt ein neues Dokument für Sie bereit: Kontoauszug Nr. 1/2025 zum Girokonto.',
          'Sie finden es nach der Anmeldung im Online-Banking oder in der App Sparkasse unter „Postfach“.',
          {
            small:
              'Aus Sicherheitsgründen enthält diese E-Mail keinen Link zur Anmeldung. Bitte geben Sie die Adresse www.sparkasse-koelnbonn.de selbst in Ihren Browser ein. Wir fragen Sie niemals per E-Mail nach PIN oder TAN. Sparkasse KölnBonn, Hahnenstraße 57, 50667 Köln.',
          },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Microsoft : code de sécurité du compte',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Équipe des comptes Microsoft <account-security-noreply@accountprotection.microsoft.com>',
      to: 'Hugo Lefèvre <hugo.lefevre@hotmail.fr>',
      subject: 'Code de sécurité du compte Microsoft',
      date: 'Sun, 9 Feb 2025 19:27:35 -0800',
      messageId: 'BY5PR00MB0661.9C1D2E3F4A5B6C7@accountprotection.microsoft.com',
      dkim: ['accountprotection.microsoft.com:selector1'],
      relay: 'BN8NAM11HT044.mail.protection.outlook.com [40.92.20.18]',
      body: document(
        [
          { heading: 'Code de sécurité' },
          'Veuillez utiliser le code de sécurité suivant pour le compte Microsoft hu*****@hotmail.fr.',
          { code: '730152' },
          'Si vous ne reconnaissez pas le compte Microsoft hu*****@hotmail.fr, vous pouvez [cliquer ici](https://account.live.com/dp?ft=-Pq7Rs9Tu1Vw3Xy) pour supprimer votre adresse e-mail de ce compte.',
          'Merci,',
          'L’équipe des comptes Microsoft',
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'GitHub: two-factor recovery codes regenerated',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'GitHub <noreply@github.com>',
      to: 'Tomás Ribeiro <tomas.ribeiro.dev@gmail.com>',
      subject: '[GitHub] Your two-factor recovery codes were regenerated',
      date: 'Tue, 21 Jan 2025 08:14:52 -0800',
      messageId: '<678fc6dc1a2b3_5e7c2a0d4e1f2@lowworker-5c7d9b8f6-x2k4p.mail>',
      dkim: ['github.com:pf2023'],
      relay: 'out-21.smtp.github.com [192.30.252.204]',
      body: plain(
        [
          'Hey tomasribeiro!',
          '',
          'The two-factor authentication recovery codes for your account were regenerated just now. Your old codes no longer work.',
          'Keep the new recovery codes somewhere safe, such as a password manager: they are the only way back into your account if you lose your phone. The codes have not been verified by anyone but you, and GitHub staff will never ask for them.',
          '',
          'If you did not do this, review your security log at https://github.com/settings/security-log.',
          '',
          'Thanks,',
          'The GitHub Team',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Coinbase: final reminder to verify your identity',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Coinbase <no-reply@info.coinbase.com>',
      to: 'ryan.mcallister@gmail.com',
      subject: 'Final reminder: verify your identity to keep trading',
      date: 'Mon, 2 Jun 2025 16:45:12 +0000',
      messageId: '0100019731a2b4c5-8d9e0f1a-2b3c-4d5e-6f70-8192a3b4c5d6-000000@email.amazonses.com',
      dkim: ['info.coinbase.com:cb1', 'amazonses.com:ug7'],
      returnPath: '0100019731a2b4c5-8d9e0f1a-2b3c-4d5e-6f70-8192a3b4c5d6-000000@amazonses.com',
      relay: 'a8-31.smtp-out.amazonses.com [54.240.8.31]',
      headers: ['Feedback-ID: 1.us-east-1.Cb9zQ1xWmP2=:AmazonSES'],
      body: document([
        { heading: 'Final reminder to verify your identity' },
        'Hi Ryan, we still need a few details to finish verifying your identity, as financial regulations require. After June 16, 2025 you will be able to sell and withdraw, but not buy, until this is done.',
        { button: 'Verify identity', href: 'https://www.coinbase.com/settings/verify-identity' },
        'Coinbase will never ask for your password, 2-step codes or recovery phrase by email or phone.',
        { small: 'Coinbase, Inc., 82 Nassau St #61234, New York, NY 10038' },
      ]),
    }),
  },

  {
    name: 'Frndly TV: verify your email (a brand that drops its vowels)',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Frndly TV <support@frndlytv.com>',
      to: 'Pat Green <pat.green@yahoo.com>',
      subject: 'Verify your email to finish signing up',
      date: 'Sun, 9 Feb 2025 18:22:40 -0500',
      messageId: '0100019495b1c2d3-frndly-verify-7781@frndlytv.com',
      dkim: ['frndlytv.com:s1'],
      relay: 'mail.frndlytv.com [52.22.14.9]',
      body: document([
        { heading: 'Welcome to Frndly TV!' },
        'Please click the button below to verify your email address and finish setting up your account. Your 7-day free trial starts as soon as you do.',
        { button: 'Verify email', href: 'https://try.frndlytv.com/verify?t=Qm8xZk2vT9' },
        { small: 'Frndly TV, Inc. · Cary, NC · If you did not sign up, ignore this email.' },
      ]),
    }),
  },

  {
    name: 'Microsoft 365 quarantine notification listing three held messages',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Microsoft 365 security <quarantine@messaging.microsoft.com>',
      to: 'Claire Bennett <c.bennett@harbourfreight-logistics.com>',
      subject: 'Microsoft 365 security: You have messages in quarantine',
      date: 'Wed, 9 Apr 2025 02:14:33 +0000',
      messageId: '2f4c9a1e-83b7-4d2f-a6c1-0e9b7d5f3a21@AM4PEPF00025F98.EURPRD83.prod.outlook.com',
      dkim: ['messaging.microsoft.com:selector1'],
      returnPath: 'quarantine@messaging.microsoft.com',
      relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.107.22.119]',
      headers: ['X-MS-Exchange-Organization-AuthAs: Internal', 'Content-Language: en-US'],
      body: document(
        [
          { heading: 'Review these 3 messages that are being held for you' },
          'Messages are kept in quarantine for 30 days. Review them and decide if you want to release them to your inbox or block the sender.',
          {
            rows: [
              ['Sender', 'accounts@dhl-shipment-service.top'],
              ['Subject', 'Invoice #INV-449301 overdue – action required'],
              ['Date', '8 April 2025 22:51'],
            ],
          },
          { button: 'Review message', href: 'https://security.microsoft.com/quarantine?id=3a7e1c92-4d5f-4b8a-9e2c-1f0d3b6a8c47&viewid=Email' },
          {
            rows: [
              ['Sender', 'no-reply@voicemail-center.cc'],
              ['Subject', 'You have (2) new voicemail messages'],
              ['Date', '8 April 2025 23:07'],
            ],
          },
          { button: 'Review message', href: 'https://security.microsoft.com/quarantine?id=8b2d4f61-0c3e-4a7b-b5d9-6e1f2a3c4d5e&viewid=Email' },
          {
            rows: [
              ['Sender', 'newsletter@promo-offers-today.info'],
              ['Subject', 'Last chance: 80% off all orders'],
              ['Date', '9 April 2025 01:32'],
            ],
          },
          { button: 'Review message', href: 'https://security.microsoft.com/quarantine?id=c4e6a8b0-2d1f-4e3a-9c7b-5a6d8e0f1b2c&viewid=Email' },
          'To view all the messages in quarantine, go to the [Quarantine page](https://security.microsoft.com/quarantine?viewid=Email).',
          {
            small:
              'This notification was sent by your organization’s administrator. Microsoft Corporation, One Microsoft Way, Redmond, WA 98052. [Privacy statement](https://go.microsoft.com/fwlink/?LinkId=521839)',
          },
        ],
        { title: 'Microsoft 365 security' },
      ),
    }),
  },

  {
    name: 'Microsoft account unusual sign-in activity',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Microsoft account team <account-security-noreply@accountprotection.microsoft.com>',
      to: 'Karen Doyle <karen.doyle@outlook.com>',
      subject: 'Microsoft account unusual sign-in activity',
      date: 'Sun, 27 Jul 2025 03:48:12 -0700',
      messageId: 'BY5PR00MB1127.7A3C9E40BF12D55@accountprotection.microsoft.com',
      dkim: ['accountprotection.microsoft.com:selector1'],
      relay: 'BN8NAM11HT072.mail.protection.outlook.com [40.92.20.47]',
      body: document([
        { heading: 'Unusual sign-in activity' },
        'We detected something unusual about a recent sign-in to the Microsoft account ka*****@outlook.com.',
        {
          rows: [
            ['Country/region', 'Brazil'],
            ['IP address', '177.54.148.22'],
            ['Date', '7/27/2025 10:41 AM (GMT)'],
            ['Platform', 'Windows'],
            ['Browser', 'Chrome'],
          ],
        },
        'Please go to your recent activity page to let us know whether or not this was you. If this wasn’t you, we’ll help you secure your account. If this was you, we’ll trust similar activity in the future.',
        { button: 'Review recent activity', href: 'https://account.live.com/Activity?ru=https%3a%2f%2faccount.microsoft.com%2fsecurity' },
        'To opt out or change where you receive security notifications, [click here](https://account.live.com/SecurityNotifications/Update).',
        'Thanks,',
        'The Microsoft account team',
        { small: 'Privacy Statement: https://go.microsoft.com/fwlink/?LinkId=521839 Microsoft Corporation, One Microsoft Way, Redmond, WA 98052' },
      ]),
    }),
  },

  {
    name: 'Google One: your Google storage is almost full',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Google One <googleone-noreply@google.com>',
      to: 'Daniel Hughes <daniel.hughes.1987@gmail.com>',
      subject: 'Your Google Account storage is almost full',
      date: 'Sat, 8 Mar 2025 17:02:44 -0800',
      messageId: 'vT9q2LmX4cR8wK1zP7bN3yE5fH0jD6sA@google.com',
      dkim: ['google.com:20230601'],
      returnPath: '3ZFvNZwoTCeMjlm-Xg2nXk-hy8tR2S5-cyhc.Ykj4eb@scoutcamp.bounces.google.com',
      relay: 'mail-sor-f73.google.com [209.85.220.73]',
      headers: [
        'Feedback-ID: P-10-0:C20060867:M110136315-en-GB:gamma',
        'List-Unsubscribe: <https://notifications.google.com/g/p/AD-FnEzT8kQ2r>',
        LIST_UNSUBSCRIBE_POST,
      ],
      body: document(
        [
          { image: 'https://www.gstatic.com/images/branding/product/2x/google_one_48dp.png', alt: 'Google One' },
          { heading: 'Your account storage is 94% full' },
          'daniel.hughes.1987@gmail.com',
          'You’ve used 14.1 GB of your 15 GB. Your storage is shared across Gmail, Google Drive and Google Photos.',
          'When you run out of storage, you won’t be able to create new files, back up photos and videos, or send and receive emails in Gmail.',
          { button: 'Get more storage', href: 'https://one.google.com/storage?utm_source=storage-email&utm_medium=email&utm_campaign=quota_94' },
          'Or [free up space](https://one.google.com/storage/management?utm_source=storage-email&utm_medium=email) by deleting files you no longer need.',
          {
            small:
              'You’ve received this mandatory service email to update you about important changes to your Google account. © 2025 Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA',
          },
        ],
        { title: 'Google One' },
      ),
    }),
  },

  {
    name: 'Caixadirecta: o seu código de acesso foi alterado',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Caixa Geral de Depósitos <caixadirecta@cgd.pt>',
      to: 'Miguel Santos <miguel.santos.77@gmail.com>',
      subject: 'Caixadirecta – Alteração do código de acesso',
      date: 'Tue, 15 Apr 2025 21:18:09 +0100',
      messageId: '20250415211809.88123471.caixadirecta@cgd.pt',
      dkim: ['cgd.pt:cgd2023'],
      relay: 'smtp-out.cgd.pt [194.79.79.21]',
      body: document(
        [
          'Caro(a) Cliente,',
          'Informamos que o código de acesso ao serviço Caixadirecta associado ao contrato n.º ****4471 foi alterado em 15-04-2025 às 21:17.',
          'Se foi o próprio a efetuar esta alteração, não necessita de fazer nada.',
          'Caso não reconheça esta operação, contacte de imediato a Linha Caixa através do 217 900 790 (chamada para a rede fixa nacional), disponível 24 horas por dia.',
          {
            small:
              'A Caixa nunca solicita, por e-mail ou SMS, os seus códigos de acesso, o código do cartão matriz ou códigos de confirmação. Caixa Geral de Depósitos, S.A., Av. João XXI, 63, 1000-300 Lisboa.',
          },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    name: 'GMX: Ihr Passwort wurde geändert',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'GMX <service@gmx.net>',
      to: 'Helga Brandt <helga.brandt@gmx.de>',
      subject: 'Ihr Passwort wurde geändert',
      date: 'Sat, 22 Feb 2025 19:12:45 +0100',
      messageId: 'trinity-7c1e9a3b-5d2f-4e8a-b6c4-1f0e2d3c4b5a-1740247965@service.gmx.net',
      dkim: ['gmx.net:badeba3b8450'],
      relay: 'mout-gmx.gmx.net [212.227.17.22]',
      body: document(
        [
          { image: 'https://img.ui-portal.de/gmx/logo/gmx-logo.png', alt: 'GMX' },
          'Hallo Helga Brandt,',
          'das Passwort für Ihr GMX Postfach helga.brandt@gmx.de wurde am 22.02.2025 um 19:12 Uhr geändert.',
          'Wenn Sie das selbst waren, ist alles in Ordnung.',
          'Wenn Sie Ihr Passwort nicht geändert haben, setzen Sie es bitte über die [Passwort-vergessen-Funktion](https://passwort.gmx.net/) zurück und prüfen Sie Ihre hinterlegten Kontaktdaten im Kundencenter.',
          {
            small:
              'Diese E-Mail wurde automatisch erstellt. GMX fragt Sie niemals per E-Mail nach Ihrem Passwort. 1&1 Mail & Media GmbH, Brauerstraße 48, 76135 Karlsruhe.',
          },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Google Workspace admin alert: suspicious login blocked for a user',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Google Workspace Alerts <google-workspace-alerts-noreply@google.com>',
      to: 'Tom Becker <tom.becker@brightwavelabs.com>',
      subject: 'Alert: Suspicious login blocked',
      date: 'Mon, 20 Oct 2025 04:12:55 -0700',
      messageId: '0000000000003f7a9e0641d2b8c4@google.com',
      dkim: ['google.com:20230601'],
      returnPath: '3Zx9qZwcKCe4ghi-Ub1kUh-ev5oO1P2-Zvbf.Vgh1ab@alerts.bounces.google.com',
      relay: 'mail-sor-f73.google.com [209.85.220.73]',
      headers: ['Feedback-ID: ::alert-center:alerts'],
      body: document(
        [
          { image: 'https://www.gstatic.com/images/branding/product/2x/google_workspace_48dp.png', alt: 'Google Workspace' },
          { heading: 'Suspicious login blocked' },
          'Google blocked a sign-in attempt to a user account in your organization because it was suspicious.',
          {
            rows: [
              ['User', 'laura.kim@brightwavelabs.com'],
              ['Attempt time', 'Oct 20, 2025, 11:09:41 AM UTC'],
              ['IP address', '185.220.101.34'],
              ['Location', 'Netherlands'],
            ],
          },
          'Review the details in the alert center. If the user doesn’t recognize the activity, reset their password and check their 2-Step Verification settings.',
          { button: 'View alert details', href: 'https://admin.google.com/ac/ac/alert/4c6e8a0b-2d4f-4a6c-8e0a-1b3d5f7a9c2e' },
          {
            small:
              'You are receiving this mandatory email service announcement to update you about important changes to your Google Workspace account. Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043. To change which alerts you receive by email, go to the alert center rules in the Admin console.',
          },
        ],
        { title: 'Google Workspace Alerts' },
      ),
    }),
  },

  {
    name: 'iCloud: your storage is full',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'iCloud <noreply@email.apple.com>',
      to: 'Hannah Weiss <hannah.weiss@icloud.com>',
      subject: 'Your iCloud storage is full.',
      date: 'Sun, 16 Feb 2025 08:30:12 +0000',
      messageId: '5C.2A.61823.4D1B1B76@ph-mmrelay-tx02.apple.com',
      dkim: ['email.apple.com:email0517'],
      relay: 'rn2-txn-msbadger06107.apple.com [17.111.110.88]',
      body: document([
        { heading: 'Your iCloud storage is full.' },
        'Dear Hannah, you’ve reached your 5 GB iCloud storage limit. Your photos and videos are no longer uploading to iCloud Photos, your iPhone is not backing up to iCloud, and new documents won’t sync.',
        'You can upgrade to iCloud+ with 50 GB for €0.99 per month, or free up space in Settings > [your name] > iCloud > Manage Account Storage.',
        { button: 'Upgrade iCloud Storage', href: 'https://www.icloud.com/settings/storage' },
        {
          small:
            'Apple Distribution International Ltd., Hollyhill Industrial Estate, Hollyhill, Cork, Republic of Ireland. [Privacy Policy](https://www.apple.com/legal/privacy/)',
        },
      ]),
    }),
  },

  {
    name: 'Facebook account recovery code requested by the user',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Facebook <security@facebookmail.com>',
      to: 'Chris Dunne <chris.dunne@gmail.com>',
      subject: '48213907 is your Facebook account recovery code',
      date: 'Wed, 19 Mar 2025 20:03:44 -0700',
      messageId: '3c8f1a2e-7b4d-4e9a-b5c6-0d1e2f3a4b5c@facebookmail.com',
      dkim: ['facebookmail.com:s1024-2013-q3'],
      relay: 'mx-out.facebook.com [66.220.155.150]',
      body: document([
        'Hi Chris,',
        'We received a request to reset your Facebook password.',
        'Enter the following password reset code:',
        { code: '48213907' },
        'Alternatively, you can directly change your password.',
        { button: 'Change password', href: 'https://www.facebook.com/recover/code/?u=100004812390&n=48213907&s=23&exp_locale=en_GB' },
        'Didn’t request this change? If you didn’t request a new password, [let us know](https://www.facebook.com/login/recover/cancel/?u=100004812390&n=48213907).',
        {
          small:
            'from Meta. Meta Platforms, Inc., Attention: Community Support, 1 Meta Way, Menlo Park, CA 94025. This message was sent to chris.dunne@gmail.com. To help keep your account secure, please don’t forward this email.',
        },
      ]),
    }),
  },

  {
    name: 'Kraken: new device sign-in, lock your account if it was not you',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Kraken <noreply@kraken.com>',
      to: 'Daniel Hughes <daniel.hughes.1987@gmail.com>',
      subject: 'New sign-in to your Kraken account',
      date: 'Sat, 24 May 2025 22:18:03 +0000',
      messageId: '010001970b2c4d6e-9a1b3c5d-7e9f-4a2b-8c4d-6e8f0a2b4c6d-000000@email.amazonses.com',
      dkim: ['kraken.com:krk1', 'amazonses.com:6gbrjpgwjskckoa6a5zn6fwqkn67xbtw'],
      returnPath: '010001970b2c4d6e-9a1b3c5d-7e9f-4a2b-8c4d-6e8f0a2b4c6d-000000@amazonses.com',
      relay: 'a8-33.smtp-out.amazonses.com [54.240.8.33]',
      headers: ['Feedback-ID: 1.us-east-1.a3Jha2VuLXNlY3VyaXR5:AmazonSES'],
      body: document([
        { heading: 'New sign-in detected' },
        'Hi Daniel,',
        'Your Kraken account was just accessed from a new device.',
        {
          rows: [
            ['Device', 'Chrome on macOS'],
            ['IP address', '86.14.201.77'],
            ['Location', 'Manchester, United Kingdom'],
            ['Time', 'May 24, 2025 22:17 UTC'],
          ],
        },
        'If this was you, you can ignore this email.',
        'If this wasn’t you, lock your account immediately using your Global Settings Lock or by contacting [Kraken Support](https://support.kraken.com), then change your password and reset your 2FA.',
        { small: 'Payward, Inc. (Kraken), 106 E. Lincoln Ave, Fort Collins, CO 80524. Kraken will never ask for your password or 2FA codes.' },
      ]),
    }),
  },

  {
    name: 'Openbank: código para confirmar una transferencia que el cliente está haciendo',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Openbank <noreply@openbank.es>',
      to: 'Lucía Fernández <lucia.fernandez@gmail.com>',
      subject: 'Código de confirmación de tu operación',
      date: 'Thu, 17 Apr 2025 18:24:51 +0200',
      messageId: '20250417162451.7718234.otp@openbank.es',
      dkim: ['openbank.es:obk1'],
      relay: 'smtpout2.openbank.es [193.127.210.42]',
      body: document(
        [
          'Hola, Lucía:',
          'Para confirmar la transferencia de 450,00 € a IBAN ES91 **** **** **** **** 3312 introduce este código en la web o en la app de Openbank:',
          { code: '731 904' },
          'El código caduca en 5 minutos. No lo compartas con nadie: ningún empleado de Openbank te lo pedirá nunca por teléfono, SMS ni correo.',
          'Si no estás haciendo esta operación, no introduzcas el código y llámanos al 91 177 33 00.',
          { small: 'Open Bank, S.A., Plaza de Santa Bárbara 2, 28004 Madrid. Este es un correo automático, por favor no respondas.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Sparkasse: new smartphone, set up pushTAN again; three wrong PINs block online banking (de)',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Sparkasse KölnBonn <noreply@sparkasse-koelnbonn.de>',
      to: 'Jana Schulte <jana.schulte@web.de>',
      subject: 'Ihr neues Smartphone: So richten Sie pushTAN neu ein',
      date: 'Tue, 18 Mar 2025 14:03:27 +0100',
      messageId: '20250318130327.88231.nachricht@sparkasse-koelnbonn.de',
      dkim: ['sparkasse-koelnbonn.de:sk1'],
      relay: 'mx-out3.sparkasse-koelnbonn.de [194.25.98.12]',
      body: document(
        [
          'Guten Tag Frau Schulte,',
          'Sie haben in der Filiale ein neues Smartphone für das pushTAN-Verfahren angegeben. Damit Sie weiter Aufträge freigeben können, müssen Sie das pushTAN-Verfahren auf dem neuen Gerät neu einrichten. Den Registrierungsbrief erhalten Sie in den nächsten Tagen per Post.',
          'Bitte beachten Sie: Nach dreimaliger falscher PIN-Eingabe wird Ihr Online-Banking-Zugang aus Sicherheitsgründen gesperrt.',
          'Wir fragen Sie niemals per E-Mail oder Telefon nach PIN oder TAN.',
          { small: 'Sparkasse KölnBonn, Hahnenstraße 57, 50667 Köln. Diese E-Mail wurde automatisch erstellt.' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    name: 'Commerzbank: neues Gerät für photoTAN registriert, ohne Link, mit Sperr-Hotline',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Commerzbank <noreply@commerzbank.com>',
      to: 'Frank Hoffmann <frank.hoffmann61@web.de>',
      subject: 'Neues Gerät für photoTAN aktiviert',
      date: 'Tue, 14 Jan 2025 20:41:05 +0100',
      messageId: '20250114194105.PTAN.8821774@commerzbank.com',
      dkim: ['commerzbank.com:cbk1'],
      relay: 'mailout2.commerzbank.com [193.30.105.42]',
      body: plain(
        [
          'Sehr geehrter Herr Hoffmann,',
          '',
          'am 14.01.2025 um 20:39 Uhr haben Sie ein neues Gerät (Google Pixel 8) für das photoTAN-Verfahren aktiviert.',
          '',
          'Wenn Sie das waren, ist nichts weiter zu tun. Falls nicht, rufen Sie bitte sofort unseren Sperr-Notruf 116 116 oder die Commerzbank unter 069 5 8000 8000 an.',
          '',
          'Wir fragen Sie niemals per E-Mail oder Telefon nach PIN, TAN oder Zugangsdaten.',
          '',
          'Mit freundlichen Grüßen',
          'Ihre Commerzbank',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'KPN: uw mailbox is bijna vol, ruim op of verwijder oude berichten (zonder inloglink)',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'KPN <noreply@kpnmail.nl>',
      to: 'Ria Bosman <ria.bosman@kpnmail.nl>',
      subject: 'Uw mailbox is voor 90% vol',
      date: 'Mon, 6 Oct 2025 06:02:11 +0200',
      messageId: '20251006040211.QUOTA.1182@kpnmail.nl',
      dkim: ['kpnmail.nl:kpn1'],
      relay: 'cpsmtpb-ews08.kpnxchange.com [195.121.3.12]',
      body: plain(
        [
          'Beste Ria Bosman,',
          '',
          'Uw KPN Mail-mailbox ria.bosman@kpnmail.nl is voor 90% vol (4,5 GB van 5 GB). Als de mailbox vol is, kunt u geen nieuwe e-mail meer ontvangen.',
          '',
          'Ruim uw mailbox op door oude berichten met grote bijlagen te verwijderen en de map Verwijderde items te legen. Dat kan in de KPN Mail-app of via mail.kpnmail.nl.',
          '',
          'KPN vraagt u nooit per e-mail om uw wachtwoord.',
          '',
          'Met vriendelijke groet,',
          'KPN',
        ].join('\n'),
      ),
    }),
  },

  {
    // SaaS onboarding asks the customer's administrator to grant consent on Microsoft's own page;
    // the grant comes back to the vendor's own domain, the one that signs the mail.
    name: "A SaaS vendor asks the new customer's admin to grant Microsoft 365 consent, back to its own domain",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Lumen Archive Onboarding <onboarding@lumenarchive.io>',
      to: 'Greg Holt <greg.holt@parkside-dental.co.uk>',
      subject: 'Connect Lumen Archive to your Microsoft 365 tenant',
      date: 'Wed, 15 Oct 2025 10:12:40 +0000',
      messageId: '<0100019a1f3c2b7e-4d2c9e1a-7b3f-4a8e-9c1d-2e5f7a9b3c1d-000000@email.amazonses.com>',
      dkim: ['lumenarchive.io:ses1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019a1f3c2b7e-4d2c9e1a-7b3f-4a8e-9c1d-2e5f7a9b3c1d-000000@amazonses.com',
      relay: 'a48-92.smtp-out.amazonses.com [54.240.48.92]',
      body: document([
        'Hi Greg,',
        "Welcome to Lumen Archive. To start archiving your practice's mailboxes, an administrator is asked to sign in with your Microsoft 365 account and grant Lumen Archive read access to mail.",
        {
          button: 'Grant admin consent',
          href: 'https://login.microsoftonline.com/common/adminconsent?client_id=3f9a1c7e-2b4d-4e8a-9c1f-7d2e5a8b4c61&redirect_uri=https%3A%2F%2Fapp.lumenarchive.io%2Fm365%2Fconsent-callback&state=onb-48213',
        },
        'You can revoke this at any time in the Entra admin center under Enterprise applications.',
        { small: 'Lumen Archive Ltd, 12 Hatton Garden, London EC1N 8AN.' },
      ]),
    }),
  },

  {
    // The company's real Okta tenant tells the user a factor was reset by an administrator.
    name: 'Okta: your Okta Verify factor was reset by an administrator, sign in to the company tenant to set it up again',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Okta <noreply@okta.com>',
      to: 'Megan Doyle <megan.doyle@corvant.com>',
      subject: 'Your Okta Verify factor was reset',
      date: 'Fri, 19 Sep 2025 14:02:51 +0000',
      messageId: '1758290571044.91c2e7a4.okta@okta.com',
      dkim: ['okta.com:okta1'],
      returnPath: 'bounces+2281774-megan.doyle=corvant.com@em.okta.com',
      relay: 'o10.email.okta.com [167.89.10.5]',
      body: document([
        { heading: 'Okta Verify was reset' },
        'Hi Megan,',
        'Your Okta Verify factor for Corvant was reset by an administrator on September 19, 2025 at 10:02 AM EDT, following your request to the Service Desk (ticket INC0041187).',
        'The next time you sign in, you will be asked to set up Okta Verify again.',
        { button: 'Sign in to Corvant', href: 'https://corvant.okta.com' },
        'If you did not request this, contact your IT department.',
        { small: 'This is an automatically generated message from Okta. Replies are not monitored.' },
      ]),
    }),
  },

  {
    // Locaweb's real quota warning: its domain, the webmail's own URL, no password form.
    name: 'Locaweb: sua caixa postal atingiu 90% do espaço, limpe a lixeira pelo Webmail',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Locaweb <nao-responda@locaweb.com.br>',
      to: 'financeiro@distribuidoramarajo.com.br',
      subject: 'Sua caixa postal está quase cheia',
      date: 'Tue, 17 Jun 2025 06:00:31 -0300',
      messageId: '20250617090031.4471.quota@locaweb.com.br',
      dkim: ['locaweb.com.br:lw2023'],
      relay: 'smtp-notif2.locaweb.com.br [186.202.4.42]',
      body: document(
        [
          'Olá,',
          'A caixa postal financeiro@distribuidoramarajo.com.br atingiu 90% do espaço contratado (9,0 GB de 10 GB). Quando chegar a 100%, novas mensagens serão recusadas.',
          'Para liberar espaço, apague mensagens antigas e esvazie a lixeira pelo Webmail ou peça ao administrador do domínio para aumentar a cota no Painel Locaweb.',
          { small: 'Locaweb – Esta é uma mensagem automática. A Locaweb nunca pede sua senha por e-mail.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // An exchange's own signed notice: the account restricted until the customer verifies their identity.
    name: 'Bit2Me: su cuenta está limitada hasta que verifique su identidad',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Bit2Me <no-reply@bit2me.com>',
      to: 'marta.iglesias@gmail.com',
      subject: 'Verifique su identidad para retirar fondos',
      date: 'Mon, 10 Nov 2025 09:30:00 +0100',
      messageId: '20251110083000.7f3a2c@bit2me.com',
      dkim: ['bit2me.com:k1', 'amazonses.com:ug7'],
      returnPath: '0100019a8f1c2d3e-4f5a6b7c-8d9e-0f1a-2b3c-4d5e6f7a8b9c-000000@amazonses.com',
      relay: 'a8-31.smtp-out.amazonses.com [54.240.8.31]',
      headers: ['Feedback-ID: 1.eu-west-1.Bt2mQ1xWmP2=:AmazonSES'],
      body: document([
        'Hola Marta, su cuenta ha sido limitada temporalmente: para retirar fondos necesitamos que verifique su identidad, como exige la normativa.',
        { button: 'Verificar identidad', href: 'https://bit2me.com/app/verificacion' },
        'Bit2Me nunca le pedirá su contraseña ni su frase de recuperación por correo.',
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
    // A second tenant's quota warning from Exchange's system mailbox, Spanish.
    name: "Exchange Online quota warning in Spanish from the tenant's system mailbox",
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Microsoft Outlook <MicrosoftExchange329e71ec88ae4615bbc36ab6ce41109e@despacho-ortega.es>',
      to: 'lucia.ortega@despacho-ortega.es',
      subject: 'Su buzón está casi lleno.',
      date: 'Thu, 6 Mar 2025 03:14:27 +0000',
      messageId: 'a2b1c2d3-b4e5-4f60-a7b8-c9d0e1f2a3b5@AM6PR04MB5120.eurprd04.prod.outlook.com',
      dkim: ['despacho-ortega.es:selector1', 'despachoortega.onmicrosoft.com:selector1'],
      relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.107.22.91]',
      body: plain(
        'Su buzón está casi lleno.\n\n48,7 GB usados de 50 GB\n\nEs posible que no pueda enviar ni recibir mensajes nuevos cuando el buzón esté lleno. Para liberar espacio, elimine los elementos que no necesite y vacíe la carpeta Elementos eliminados.',
      ),
    }),
  },
  {
    name: 'Microsoft account: "unusual sign-in activity" from accountprotection.microsoft.com',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
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
    heldOut: true,
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
    name: 'Okta: "password reset requested" from the company\'s own Okta tenant',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
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
    name: 'Meta: "new login to your Instagram account from Chrome on Windows" from mail.instagram.com',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
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

  {
    name: 'BBVA: "código para confirmar la operación" with the usual "nunca te pediremos" warning',
    lang: 'es',
    kind: 'transactional',
    heldOut: true,
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
    name: 'Binance: "retiro solicitado, confirma o bloquea tu cuenta" from binance.com',
    lang: 'es',
    kind: 'transactional',
    heldOut: true,
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
  {
    name: 'Nubank: "seu código de verificação é 481 203" from nubank.com.br',
    lang: 'pt-BR',
    kind: 'transactional',
    heldOut: true,
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
    name: 'Sparkasse: "neue Nachricht in Ihrem elektronischen Postfach" from sparkasse.de',
    lang: 'de',
    kind: 'transactional',
    heldOut: true,
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

  {
    // A local Sparkasse's own mail about the new pushTAN app: its member domain, signed, a deadline and no QR or link of another's.
    name: 'Sparkasse KölnBonn: "Ihr pushTAN-Verfahren muss bis zum 30.06. in der neuen App registriert werden" from its own signed domain',
    lang: 'de',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Sparkasse KölnBonn <service@sparkasse-koelnbonn.de>',
      to: 'k.hoffmann@web.de',
      subject: 'Neue S-pushTAN-App: bitte bis 30.06. umstellen',
      date: 'Tue, 3 Jun 2025 10:15:00 +0200',
      messageId: '<20250603081500.4a1c@sparkasse-koelnbonn.de>',
      dkim: ['sparkasse-koelnbonn.de:s1'],
      relay: 'mx-out.sparkasse-koelnbonn.de [198.51.100.77]',
      body: plain(
        'Sehr geehrte Frau Hoffmann,\n\nmit der neuen S-pushTAN-App wird die Freigabe Ihrer Aufträge einfacher. Ihr pushTAN-Verfahren muss bis zum 30.06.2025 neu registriert werden, in der neuen App; die bisherige App wird danach abgeschaltet.\n\nLaden Sie die App aus dem App Store oder bei Google Play und melden Sie sich wie gewohnt in Ihrer Sparkasse-App an. Die Schritte zeigt Ihnen die App selbst. Wir fragen Sie niemals per E-Mail nach PIN oder TAN.\n\nMit freundlichen Grüßen\nIhre Sparkasse KölnBonn',
      ),
    }),
  },
  {
    // Microsoft's own unusual sign-in alert, from its account-protection domain, links to
    // account.live.com.
    name: 'Microsoft account "unusual sign-in activity" from accountprotection.microsoft.com to account.live.com',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
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
    heldOut: true,
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
    heldOut: true,
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
    heldOut: true,
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
    // Kraken's own "new device approved" notice with the support link.
    name: 'Kraken "New device sign-in approved" from kraken.com with a link to lock the account',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
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
    // Sparkasse's own "new message in your online-banking mailbox" notice, no link to log in.
    name: 'Sparkasse "Neue Nachricht in Ihrem elektronischen Postfach" ohne Anmeldelink',
    lang: 'de',
    kind: 'transactional',
    heldOut: true,
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
    // A mail client's own reconnect notice, linking Google's consent page with the Gmail scope it needs.
    name: 'Probe: un client de messagerie demande de reconnecter le compte Gmail (page de consentement Google, accès complet au courrier)',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Spark <no-reply@readdle.com>',
      to: 'Camille Roux <camille.roux@gmail.com>',
      subject: 'Reconnectez votre compte Gmail à Spark',
      date: 'Mon, 26 May 2025 08:05:00 +0000',
      messageId: '20250526080500.4c5d6e7f@readdle.com',
      dkim: ['readdle.com:s1'],
      relay: 'o2.email.readdle.com [167.89.10.22]',
      body: document(
        [
          { heading: 'Votre compte Gmail doit être reconnecté' },
          "Google a révoqué l'autorisation de Spark pour camille.roux@gmail.com après le changement de votre mot de passe. Pour continuer à recevoir vos e-mails dans Spark, autorisez à nouveau l'accès.",
          {
            button: 'Reconnecter le compte',
            href: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=873641229341-spark.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fauth.readdle.com%2Fgoogle%2Fcallback&response_type=code&scope=https%3A%2F%2Fmail.google.com%2F%20email%20profile&access_type=offline&prompt=consent',
          },
          "Vous pouvez aussi le faire depuis l'application : Paramètres > Comptes.",
          { small: 'Readdle Inc., Spark. Vous recevez ce message car un compte est connecté à Spark.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
];
