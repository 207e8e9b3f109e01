// Credential phishing about an account: mailbox quota and deactivation, sign-in and
// security alerts, streaming and app accounts, device-code and ClickFix pages (lures mailbox,
// account-alert, streaming).
// Every message is hand-written for this suite from what lands in inboxes and what APWG, CERTs
// and vendors report (none comes from a corpus). Cases marked `heldOut` come from the blind
// batches and the lures written beside their rules: the model never trains on them
// (scripts/export-case-mail.ts), so `npm run bench:cases` reads them as unseen mail.

import {
  brevoHeaders,
  document,
  GMAIL,
  gmailBody,
  html,
  LIST_UNSUBSCRIBE_POST,
  mail,
  OUTLOOK,
  OUTLOOK_AM6_117,
  plain,
  sendgridHeaders,
  sesHeaders,
  SPOOFED,
  THROWAWAY,
  withoutTrace,
} from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

export const ACCOUNT_SIGN_IN_CASES: readonly PhishingCase[] = [
  {
    name: 'Mailbox storage full notice from a compromised school district, DKIM and SPF passing, link on ipfs',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'IT Help Desk <k.ramsey@pinecrestvalleyschools.org>',
      to: 'tom.hargreaves@hargreaves-plumbing.com',
      subject: 'Mailbox Storage Full: 49.9 GB / 50 GB - Incoming messages on hold',
      date: 'Mon, 9 Sep 2024 11:31:07 -0500',
      messageId: 'CAJx7m2Pq9hZ4vL1kTn8wQ3e0Rf6=Yb5sD2cGt@mail.gmail.com',
      dkim: ['pinecrestvalleyschools.org:google'],
      returnPath: 'k.ramsey@pinecrestvalleyschools.org',
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: document([
        { heading: 'Your mailbox is almost full' },
        'tom.hargreaves@hargreaves-plumbing.com',
        {
          rows: [
            ['Storage used', '49.9 GB of 50 GB'],
            ['Held messages', '37 incoming messages pending'],
          ],
        },
        'Your mailbox has exceeded its storage limit. You will not be able to send or receive new messages until you increase your storage. 37 messages are currently held on the server and will be deleted after 24 hours.',
        {
          button: 'Increase storage for free',
          href: 'https://ipfs.io/ipfs/bafybeihk3q7x2m4z5n6p8r9t2v4w6y8a1c3e5g7i9k2m4o6q8s0u2w4y6/index.html#tom.hargreaves@hargreaves-plumbing.com',
        },
        { small: 'Email administrator © 2024. This message was sent automatically by the mail server.' },
      ]),
    }),
  },

  {
    name: 'Microsoft "unusual sign-in activity" spoofing account.microsoft.com, look-alike link',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Microsoft account team <no-reply@account.microsoft.com>',
      to: 'karen.doyle@outlook.com',
      subject: 'Microsoft account unusual sign-in activity',
      date: 'Sat, 15 Mar 2025 02:41:19 +0000',
      messageId: '3a7f1e92c4b8@srv-mail.example.org',
      returnPath: 'www-data@srv-mail.example.org',
      relay: 'srv-mail.example.org [192.0.2.61]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document([
        { heading: 'Unusual sign-in activity' },
        'We detected something unusual about a recent sign-in to the Microsoft account ka*****@outlook.com.',
        {
          rows: [
            ['Country/region', 'Russia/Moscow'],
            ['IP address', '95.108.213.7'],
            ['Date', '3/15/2025 2:38 AM (GMT)'],
            ['Platform', 'Windows'],
            ['Browser', 'Firefox'],
          ],
        },
        "Please go to your recent activity page to let us know whether or not this was you. If this wasn't you, we'll help you secure your account. If this was you, we'll trust similar activity in the future.",
        { button: 'Review recent activity', href: 'https://account-live-security.com/recent-activity?id=ka_outlook' },
        'To opt out or change where you receive security notifications, click here.',
        'Thanks,',
        'The Microsoft account team',
      ]),
    }),
  },

  {
    name: 'Netflix "membership on hold, update payment" from a throw-away domain',
    lang: 'en',
    lure: 'streaming',
    expect: ['phishing'],
    raw: mail({
      from: 'Netflix <info@account-netfIix-billing.shop>',
      to: 'emily.turner88@hotmail.com',
      subject: 'Your membership is on hold: update your payment details',
      date: 'Mon, 27 Jan 2025 12:09:33 +0000',
      messageId: '0c2a7d41e9f3b58a@account-netfIix-billing.shop',
      dkim: ['account-netfiix-billing.shop:default'],
      relay: 'mail.account-netfiix-billing.shop [203.0.113.201]',
      auth: { dmarc: 'none' },
      body: document([
        { image: 'https://assets.nflxext.com/us/email/gem/nflx.png', alt: 'NETFLIX' },
        { heading: 'Your payment was declined' },
        'Hi Emily,',
        "We're having some trouble with your current billing information. We'll try again, but in the meantime you may want to update your payment details. Your membership is on hold and will be cancelled within 48 hours.",
        { button: 'UPDATE ACCOUNT', href: 'https://netflix-account-renew.shop/billing/update' },
        "Need help? We're here if you need it. Visit the Help Centre or contact us now.",
        '— Your friends at Netflix',
      ]),
    }),
  },

  {
    name: 'Microsoft 365: "su contraseña caduca hoy" desde un dominio comprometido que firma',
    lang: 'es',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Administrador del sistema <admin@construccionesbermejo.es>',
      to: 'Raquel Sanz <rsanz@asesoriaglobalmadrid.es>',
      subject: 'Su contraseña de correo caduca hoy',
      date: 'Tue, 4 Feb 2025 08:33:40 +0100',
      messageId: 'DB8P189MB1077F1A2B3C4D5E6F7A8B9C0D1E2F@DB8P189MB1077.EURP189.PROD.OUTLOOK.COM',
      dkim: ['construccionesbermejo.es:selector1'],
      relay: 'EUR03-DBA-obe.outbound.protection.outlook.com [40.107.104.58]',
      body: document(
        [
          { heading: 'Aviso de caducidad de contraseña' },
          'rsanz@asesoriaglobalmadrid.es',
          'La contraseña de su cuenta de correo caduca hoy. Para evitar la pérdida de acceso y de los mensajes almacenados, confirme que desea mantener su contraseña actual.',
          { button: 'Mantener la contraseña actual', href: 'https://asesoriaglobalmadrid-es.firebaseapp.com/?email=rsanz@asesoriaglobalmadrid.es' },
          { small: 'Servicio de correo Microsoft 365. Mensaje automático, no responda.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Disney+: suscripción suspendida por un problema con el pago',
    lang: 'es',
    lure: 'streaming',
    expect: ['phishing'],
    raw: mail({
      from: 'Disney+ <facturacion@disneyplus-cuenta-es.online>',
      to: 'Sergio Navarro <sergio.navarro.r@gmail.com>',
      subject: 'Tu suscripción a Disney+ ha sido suspendida',
      date: 'Wed, 29 Jan 2025 20:16:02 +0100',
      messageId: 'dp.1738178162.7e0b@disneyplus-cuenta-es.online',
      dkim: ['disneyplus-cuenta-es.online:default'],
      relay: 'mail.disneyplus-cuenta-es.online [198.51.100.152]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'No hemos podido procesar tu pago' },
          'Hola Sergio,',
          'No hemos podido cobrar tu suscripción mensual de 9,99 € porque tu banco ha rechazado el pago. Tu suscripción se ha suspendido. Actualiza tu método de pago en las próximas 24 horas para no perder el acceso a tus series y películas.',
          { button: 'Actualizar método de pago', href: 'https://disneyplus-cuenta-es.online/account/billing' },
          { small: 'Disney+ — The Walt Disney Company Iberia S.L.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Google: "sua conta será excluída" em Gmail falso, link para página em workers.dev',
    lang: 'pt-BR',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Google <no-reply@accounts.google.com>',
      to: 'beatriz.rocha.adv@gmail.com',
      subject: 'Alerta de segurança: sua conta será desativada em 24 horas',
      date: 'Sun, 13 Apr 2025 21:04:18 -0300',
      messageId: '82c1e7a4b09f@host-7781.example.net',
      returnPath: 'nobody@host-7781.example.net',
      relay: 'host-7781.example.net [192.0.2.97]',
      auth: { dkim: 'none', spf: 'fail', dmarc: 'fail' },
      body: document(
        [
          { heading: 'Sua Conta do Google será desativada' },
          'beatriz.rocha.adv@gmail.com',
          'Detectamos atividades que violam os Termos de Serviço do Google na sua conta. Se você não verificar sua identidade em até 24 horas, a conta e todos os dados do Gmail, do Drive e do Google Fotos serão excluídos permanentemente.',
          { button: 'Verificar minha conta', href: 'https://accounts-google-verificacao.workers.dev/signin?hl=pt-BR' },
          { small: 'Você recebeu este e-mail para informar sobre alterações importantes na sua Conta do Google. © 2025 Google LLC' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Postfach voll: Microsoft-365-Hinweis von einer kompromittierten Firmendomain',
    lang: 'de',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Postmaster <m.berger@elektro-berger-gmbh.de>',
      to: 'Thomas Weber <t.weber@weber-steuerberatung.de>',
      subject: 'Ihr Postfach ist voll - eingehende Nachrichten werden zurückgehalten',
      date: 'Mon, 16 Sep 2024 10:05:27 +0200',
      messageId: 'AM9P191MB1604D2E3F4A5B6C7D8E9F0A1B2C3D@AM9P191MB1604.EURP191.PROD.OUTLOOK.COM',
      dkim: ['elektro-berger-gmbh.de:selector1'],
      relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.107.22.97]',
      body: document(
        [
          { heading: 'Speicherplatz erschöpft' },
          't.weber@weber-steuerberatung.de',
          'Ihr Postfach hat das Speicherlimit von 50 GB erreicht. 23 eingehende Nachrichten wurden zurückgehalten und werden nach 24 Stunden gelöscht. Bitte bestätigen Sie Ihr Konto, um zusätzlichen Speicherplatz kostenlos freizuschalten.',
          { button: 'Speicher erweitern', href: 'https://storage.googleapis.com/m365-quota-de/index.html#t.weber@weber-steuerberatung.de' },
          { small: 'Microsoft 365 Administrator. Automatisch generierte Nachricht.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: "Assurance Maladie : renouvellement de la carte Vitale, frais d'envoi",
    lang: 'fr',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Ameli - Assurance Maladie <contact@ameli-carte-vitale.com>',
      to: 'Sylvie Moreau <sylvie.moreau56@laposte.net>',
      subject: 'Votre nouvelle carte Vitale est disponible',
      date: 'Mon, 20 Jan 2025 14:12:40 +0100',
      messageId: 'am.20250120141240.f0c2@ameli-carte-vitale.com',
      dkim: ['ameli-carte-vitale.com:s1'],
      relay: 'smtp.ameli-carte-vitale.com [203.0.113.206]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Renouvellement de votre carte Vitale' },
          'Chère assurée, cher assuré,',
          "Votre carte Vitale arrive à expiration. Afin de continuer à bénéficier de vos remboursements de soins, vous devez commander votre nouvelle carte Vitale avant le 31/01/2025. Des frais d'envoi de 0,95 € vous seront demandés.",
          { button: 'Commander ma carte Vitale', href: 'https://ameli-carte-vitale.com/assure/renouvellement' },
          { small: "L'Assurance Maladie — ameli.fr" },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'DigiD verloopt: opnieuw activeren via link op een gratis Outlook-adres',
    lang: 'nl',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'DigiD <digid.mijnoverheid@outlook.com>',
      to: 'Ingrid Smit <ingrid.smit@hetnet.nl>',
      subject: 'Uw DigiD wordt gedeactiveerd',
      date: 'Fri, 16 May 2025 11:29:14 +0000',
      messageId: 'DU0P190MB1789F2A3B4C5D6E7F8A9B0C1D2E3F@DU0P190MB1789.EURP190.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR03-DU2-obe.outbound.protection.outlook.com [40.92.66.17]',
      body: document(
        [
          { heading: 'Uw DigiD verloopt' },
          'Geachte mevrouw Smit,',
          'U heeft uw DigiD langer dan 3 jaar niet gebruikt voor de extra controle via sms. Volgens de nieuwe regels wordt uw DigiD binnen 7 dagen gedeactiveerd, waarna u niet meer kunt inloggen bij de Belastingdienst, uw zorgverzekeraar en MijnOverheid.',
          { button: 'DigiD opnieuw activeren', href: 'https://digid-activatie-nl.com/verlengen' },
          { small: 'Logius — Ministerie van Binnenlandse Zaken en Koninkrijksrelaties.' },
        ],
        { lang: 'nl' },
      ),
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
    // Supplier-portal lure: "Coupa" asks a supplier to re-verify its account before the payment
    // run, sent through SendGrid from a throw-away .top domain; the link is SendGrid's tracker.
    name: 'Coupa supplier portal "re-verify your remit-to details before the payment run" via SendGrid from a .top',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
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
    // Fake MFA reset sent through a hijacked ActiveCampaign account: "Duo removed your device,
    // re-enrol" with a look-alike sign-in on a .cfd.
    name: 'Duo "your device was removed, re-enrol today" through a hijacked ActiveCampaign account, .cfd link',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
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

  {
    // Streaming lure through SendGrid from a look-alike: the Spotify Premium payment failed,
    // update the card or lose the playlists.
    name: 'Spotify Premium "payment declined, update your card" through SendGrid from a look-alike',
    lang: 'en',
    lure: 'streaming',
    expect: ['phishing'],
    raw: mail({
      from: 'Spotify <no-reply@spotify-billing-help.com>',
      to: 'ellie.turner02@gmail.com',
      subject: 'Your Premium payment was declined',
      date: 'Sat, 12 Jul 2025 10:09:44 +0000',
      messageId: 'Tn7vQ2pR8xM4wK1bL5cD9s@geopod-ismtpd-3',
      dkim: ['spotify-billing-help.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+51207733-1f2c-ellie.turner02=gmail.com@em1188.spotify-billing-help.com',
      relay: 'o3.ptr1188.spotify-billing-help.com [149.72.88.3]',
      auth: { dmarc: 'none' },
      headers: sendgridHeaders('Lm3vQ8pT2xN4wR1yZ7bC5dF9kJ0hL6nPc'),
      body: document([
        { heading: "We couldn't process your payment" },
        'Hi Ellie, we tried to charge your card for Spotify Premium but the payment was declined. To keep listening without ads and keep your downloaded playlists, please update your payment details within 48 hours.',
        { button: 'Update payment details', href: 'https://u51207733.ct.sendgrid.net/ls/click?upn=u001.Pq8Rk2vT7mN4wX1yZ3bC5dF8hJ0lL6nP-2BSp7Xm' },
        { small: 'Spotify AB, Regeringsgatan 19, 111 53 Stockholm, Sweden' },
      ]),
    }),
  },

  {
    // Streaming lure in Spanish: Max subscription suspended, update the card, sent through a
    // hijacked Brevo account of a language school.
    name: 'Max: "su suscripción ha sido suspendida", actualizar la tarjeta, Brevo secuestrado de una autoescuela',
    lang: 'es',
    lure: 'streaming',
    expect: ['phishing'],
    raw: mail({
      from: 'Max <soporte@autoescuelalaronda.es>',
      to: 'lucia.moreno.t@outlook.es',
      subject: 'Su suscripción a Max ha sido suspendida',
      date: 'Sun, 23 Nov 2025 18:09:27 +0100',
      messageId: '202511231709.56120338841@smtp-relay.mailin.fr',
      dkim: ['autoescuelalaronda.es:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-56120-lucia.moreno.t=outlook.es@sendinblue.com',
      relay: 'smtp-relay.sendinblue.com [185.41.28.141]',
      headers: brevoHeaders('56120', 'f3a1c7e9-2b4d-4c6e-8a1f-5d7b9c2e4a60'),
      body: document([
        { heading: 'No pudimos procesar su pago' },
        'Hola, su método de pago ha sido rechazado y su suscripción a Max se ha suspendido. Actualice su información de pago en 48 horas para no perder su cuenta ni sus perfiles.',
        { button: 'Actualizar pago', href: 'https://max-cuenta-pagos.sbs/es/billing' },
        { small: '© 2025 WarnerMedia Direct, LLC.' },
      ]),
    }),
  },

  {
    // Streaming lure in German: DAZN payment declined, subscription to be cancelled, update the
    // card on a .sbs, spoofed brand.
    name: 'DAZN: "Zahlung abgelehnt, Ihr Abo wird gekündigt", Zahlungsdaten auf einer .sbs-Seite erneuern',
    lang: 'de',
    lure: 'streaming',
    expect: ['phishing'],
    raw: mail({
      from: 'DAZN <service@dazn.com>',
      to: 'jan.krueger.95@gmail.com',
      subject: 'Ihre Zahlung wurde abgelehnt – Aktion erforderlich',
      date: 'Thu, 4 Sep 2025 07:25:50 +0200',
      messageId: '20250904052550.b2f1@mailer-node14.net',
      relay: 'mailer-node14.net [198.51.100.214]',
      auth: { spf: 'fail', dmarc: 'fail', dkim: 'none' },
      body: document([
        { heading: 'Zahlung fehlgeschlagen' },
        'Hallo Jan, leider konnten wir die Zahlung für Ihr DAZN-Abo nicht abbuchen. Ohne gültige Zahlungsmethode wird Ihr Abo in 48 Stunden gekündigt und die Bundesliga-Übertragungen stehen Ihnen nicht mehr zur Verfügung.',
        { button: 'Zahlungsdaten aktualisieren', href: 'https://dazn-konto-zahlung.sbs/de/billing' },
      ]),
    }),
  },

  {
    // Streaming lure in French: CANAL+ "paiement refusé", subscription suspended, update the
    // card, sent through a hijacked Brevo account of a garage.
    name: "CANAL+ : « paiement refusé », abonnement suspendu, mettre à jour la carte via le Brevo piraté d'un garage",
    lang: 'fr',
    lure: 'streaming',
    expect: ['phishing'],
    raw: mail({
      from: 'CANAL+ <service-client@garage-dumont-auto.fr>',
      to: 'sylvie.garnier@laposte.net',
      subject: 'Votre abonnement CANAL+ est suspendu',
      date: 'Sun, 7 Dec 2025 17:22:05 +0100',
      messageId: '202512071622.33018841207@smtp-relay.mailin.fr',
      dkim: ['garage-dumont-auto.fr:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-33018-sylvie.garnier=laposte.net@sendinblue.com',
      relay: 'smtp-relay.sendinblue.com [185.41.28.163]',
      headers: brevoHeaders('33018', 'b4e1c9a7-3d2f-4a6e-8c1b-7e5d2a9f4c10'),
      body: document([
        { heading: 'Paiement refusé' },
        'Bonjour, votre dernier prélèvement a été refusé par votre banque et votre abonnement CANAL+ a été suspendu.',
        'Mettez à jour vos coordonnées bancaires sous 48 heures pour retrouver vos chaînes et éviter la résiliation.',
        { button: 'Mettre à jour mon paiement', href: 'https://canalplus-abonnement-paiement.sbs/fr/' },
      ]),
    }),
  },

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

  {
    // Device-code phishing: the link is Microsoft's real device-login page; the code the
    // attacker generated hands them the victim's tokens. Sent from a consultancy's hijacked
    // Microsoft 365 mailbox, so its DKIM passes.
    name: 'Device code: "join the secure board briefing, enter code at microsoft.com/devicelogin" from a consultancy\'s hijacked mailbox',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    heldOut: true,
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
    heldOut: true,
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
    // Booking.com host lure with the ClickFix steps in the mail itself: "verify you are not a
    // robot" by pasting a command into Run. Stripped of trace fields.
    name: 'ClickFix: Booking.com "guest complaint, verify you are human: Win+R, Ctrl+V, Enter" from a throw-away domain, no trace fields',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing', 'malware'],
    heldOut: true,
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
    // Google Forms as the collector: a "mailbox deactivation" form asking for the password.
    name: 'Google Forms abused: "mailbox deactivation request received, cancel by verifying" from a throw-away domain, form on docs.google.com',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    heldOut: true,
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
    // Meta copyright strike from a Gmail mailbox, appeal on a Vercel app; stripped.
    name: 'Meta copyright strike: "your page will be disabled in 48 hours, submit an appeal" from Gmail, appeal on vercel.app, no trace fields',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    heldOut: true,
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
    // Meta copyright lure in Portuguese from a Gmail mailbox.
    name: 'Meta em português: "sua conta do Instagram viola direitos autorais, recorra em 24 horas" from Gmail, form on a Netlify app',
    lang: 'pt-BR',
    lure: 'account-alert',
    expect: ['phishing'],
    heldOut: true,
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

  {
    // Booking.com host lure in German, a "guest's photos" link that delivers a ClickFix page.
    name: 'Booking.com (de): "Gast meldet Schaden, Fotos ansehen, Verifizierung: Win+R, Strg+V" from a throw-away domain',
    lang: 'de',
    lure: 'account-alert',
    expect: ['phishing', 'malware'],
    heldOut: true,
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

  {
    // A hijacked school mailbox; "aᥴcount" is written with U+1974 for the c, so filters looking for
    // "account team" miss it, and the brand is named only in the body.
    name: 'Microsoft "accept the new user agreement" from a hijacked school domain, display name in look-alike letters',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    raw: mail({
      from: 'Support a\u1974count team <noreply@lycee-saint-aubin.fr>',
      to: 'm.fischer@example-consulting.com',
      subject: 'Your new user agreement',
      date: 'Mon, 5 May 2025 06:41:09 +0200',
      messageId: '20250505044109.7c1d@lycee-saint-aubin.fr',
      relay: 'smtp.lycee-saint-aubin.fr [203.0.113.58]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: html(
        '<p>Microsoft User Agreement</p><p>Hello,</p><p>We periodically update our User Agreement and Privacy Policy. At your earliest convenience, please accept the new User Agreement. You\'ll need to accept the new terms to continue using our services.</p><p><a href="https://agreement-review.ms365-terms.top/accept">VERIFY</a></p><p>Thanks,<br>Microsoft account team</p>',
      ),
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
    // The password phrase after "must", not after a permission's "may": still a demand.
    name: 'Mailbox quota notice "you must update your password within 24 hours" at a look-alike page, from a free mailbox',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Mail Administrator <mailadmin.helpdesk24@gmail.com>',
      to: 'c.ortega@riverbend-logistics.com',
      subject: 'Password expiry notice',
      date: 'Mon, 21 Jul 2025 08:02:51 +0000',
      messageId: 'CAK9xR3nW5oS8uL2xR0cM4dG7eI6tZ1b_mA7qY@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Dear user,\n\nThe password of your mailbox c.ortega@riverbend-logistics.com expires today. To keep your mailbox and your messages, you must update your password within 24 hours here:\n\nhttps://riverbend-logistics-mail.webflow.io/update?u=c.ortega@riverbend-logistics.com\n\nMail Administrator',
      ),
    }),
  },

  {
    // The app is the sender's own (its redirect goes home), but it asks Microsoft for the mailbox.
    name: 'OAuth consent: "secure mail add-in" asks Microsoft for Mail.Read and Mail.Send, the grant sent home to the sender\'s own new domain',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Secure Mail Center <no-reply@mailguard-addin.net>',
      to: 'r.osei@lakeshoredental.com',
      subject: 'Action needed: 3 encrypted messages held for r.osei@lakeshoredental.com',
      date: 'Tue, 6 May 2025 09:12:44 +0000',
      messageId: '20250506091244.77ab@mailguard-addin.net',
      dkim: ['mailguard-addin.net:s1'],
      relay: 'smtp.mailguard-addin.net [198.51.100.18]',
      auth: { dmarc: 'none' },
      body: document([
        'Three encrypted messages are held for you. Verify your email account to release them: the secure mail add-in opens them after you allow it.',
        {
          button: 'Read secure messages',
          href: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=0d3c1b2a-9e8f-4a7b-8c6d-5e4f3a2b1c0d&response_type=code&redirect_uri=https%3A%2F%2Fmailguard-addin.net%2Fcallback&scope=openid%20offline_access%20Mail.Read%20Mail.Send&prompt=consent',
        },
        { small: 'Messages not opened within 72 hours are deleted.' },
      ]),
    }),
  },

  {
    // The plainest Microsoft 365 lure: "unusual sign-in activity", a throw-away domain and a kit
    // on Cloudflare Pages. Stripped of trace fields.
    name: 'Microsoft "unusual sign-in activity, review recent activity" from a throw-away domain, kit on pages.dev, no trace fields',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Microsoft account team <account-security-noreply@msonline-alerts.com>',
        to: 'l.henderson@crestviewdental.com',
        subject: 'Microsoft account unusual sign-in activity',
        date: 'Tue, 13 May 2025 06:41:19 +0000',
        messageId: '20250513064119.7c1e2a@msonline-alerts.com',
        dkim: ['msonline-alerts.com:default'],
        relay: 'mail.msonline-alerts.com [203.0.113.71]',
        body: document([
          { heading: 'Unusual sign-in activity' },
          'We detected something unusual about a recent sign-in to the Microsoft account l.henderson@crestviewdental.com.',
          {
            rows: [
              ['Country/region', 'Russia/Moscow'],
              ['IP address', '95.108.213.4'],
              ['Date', '13/05/2025 03:12 AM (GMT)'],
              ['Platform', 'Windows 10'],
              ['Browser', 'Firefox'],
            ],
          },
          "Please go to your recent activity page to let us know whether or not this was you. If this wasn't you, we'll help you secure your account. If this was you, we'll trust similar activity in the future.",
          { button: 'Review recent activity', href: 'https://ms-account-review-7h2.pages.dev/activity?id=bC5oZW5kZXJzb25AY3Jlc3R2aWV3ZGVudGFsLmNvbQ' },
          { small: 'To opt out or change where you receive security notifications, click here. Thanks, The Microsoft account team' },
        ]),
      }),
    ),
  },

  {
    // Google's own domain spoofed (DMARC fails): "someone has your password" with a look-alike
    // sign-in host.
    name: 'Spoofed google.com "Someone has your password" with a button to a look-alike accounts host',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Google <no-reply@accounts.google.com>',
      to: 'marcus.bell1987@gmail.com',
      subject: 'Security alert: Someone has your password',
      date: 'Sat, 7 Jun 2025 02:18:40 +0000',
      messageId: 'a91c2e7f3b4d4e5f@mail-svc-relay.net',
      returnPath: 'bounce@mail-svc-relay.net',
      relay: 'vps-2291.mail-svc-relay.net [198.51.100.23]',
      auth: SPOOFED,
      body: document([
        { heading: 'Someone has your password' },
        'Hi Marcus,',
        'Someone just used your password to try to sign in to your Google Account marcus.bell1987@gmail.com. Google blocked them, but you should change your password immediately.',
        {
          rows: [
            ['When', 'Saturday, June 7, 2:14 AM'],
            ['Where', 'Lagos, Nigeria'],
            ['Device', 'Chrome on Windows'],
          ],
        },
        { button: 'CHANGE PASSWORD', href: 'https://accounts.google.com.signin-secure-verify.com/ServiceLogin?continue=mail' },
        { small: 'Best, The Mail Team' },
      ]),
    }),
  },

  {
    // Apple ID locked, sent from an Outlook.com mailbox, broken English, no trace fields.
    name: 'Apple ID "locked for security reasons" in broken English from an outlook.com mailbox, no trace fields',
    lang: 'en',
    lure: 'account-alert',
    expect: ['phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Apple Support <apple.id.service.center@outlook.com>',
        to: 'karen.whitfield@icloud.com',
        subject: 'Your Apple ID has been locked for security reasons [Case ID: 88-21944]',
        date: 'Mon, 16 Jun 2025 11:32:07 +0000',
        messageId: 'DB9PR02MB7418C2A1E0F9B8D7@DB9PR02MB7418.eurprd02.prod.outlook.com',
        ...OUTLOOK_AM6_117,
        body: document([
          'Dear Customer,',
          'Your Apple ID has been locked for security reasons. We detect that someone try to login your account from unknown device in another country. For protect your information we have temporary disable your Apple ID.',
          'You must verify your informations within 24 hours, otherwise your account will be permanently deleted and all your photos, iCloud data and purchases will be lost.',
          { button: 'Verify Apple ID Now', href: 'http://appleid-unlock-verify.info/appleid/?case=8821944' },
          'Sincerely, Apple Support',
        ]),
      }),
    ),
  },

  {
    // Netflix payment failure through an abused SendGrid account on a look-alike domain.
    name: 'Netflix "we couldn\'t process your payment, membership on hold" through SendGrid from a look-alike domain',
    lang: 'en',
    lure: 'streaming',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Netflix <info@netflix-membership-billing.com>',
      to: 'dwayne.carter.tx@yahoo.com',
      subject: 'Your membership is on hold - update your payment details',
      date: 'Wed, 2 Jul 2025 19:47:12 +0000',
      messageId: 'Rk2pLmN8qT4vW9xZ1bC3dE@geopod-ismtpd-7',
      dkim: ['netflix-membership-billing.com:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+39120044-7f1a-dwayne.carter.tx=yahoo.com@em4021.netflix-membership-billing.com',
      relay: 'o1.ptr2290.netflix-membership-billing.com [149.72.120.44]',
      auth: THROWAWAY,
      headers: sendgridHeaders('Rk2pLmN8qT4vW9xZ1bC3dEfG5hJ7kL9mN1pQ3rS5t'),
      body: document(
        [
          { image: 'https://netflix-membership-billing.com/img/logo.png', alt: 'NETFLIX' },
          { heading: 'Please update your payment method' },
          'Hi Dwayne,',
          "We're having some trouble with your current billing information. We'll try again, but in the meantime you may want to update your payment details. Your membership has been put on hold until the payment is completed.",
          { button: 'UPDATE ACCOUNT', href: 'https://netflix-membership-billing.com/account/payment?u=ZHdheW5lLmNhcnRlcg' },
          "Need help? We're here if you need it. Visit the Help Center or contact us now.",
          { small: 'Your friends at Netflix. This account email has been sent to you as part of your Netflix membership.' },
        ],
        { title: 'Netflix' },
      ),
    }),
  },

  {
    // Webmail quota from a school district's hijacked account (DKIM passes), to an IPFS gateway.
    name: 'Webmail "quota exceeded, validate to avoid suspension" from a school district\'s hijacked account, IPFS gateway',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Email Administrator <jroberts@pinevalleyschools.org>',
      to: 'sales@tristatefasteners.com',
      subject: 'Email Quota Exceeded - sales@tristatefasteners.com',
      date: 'Tue, 29 Jul 2025 09:14:30 -0500',
      messageId: 'CAK3r9pX1mT7vQ2wN4bZ6cY8dF0gH-jL@mail.gmail.com',
      dkim: ['pinevalleyschools.org:google'],
      relay: 'mail-yw1-f172.google.com [209.85.128.172]',
      body: gmailBody(
        'Dear sales@tristatefasteners.com,\n\nYour mailbox has exceeded the storage limit set by your administrator (2 GB). You will not be able to send or receive new messages until you validate your mailbox.\n\nTo validate, [CLICK HERE](https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/index.html#sales@tristatefasteners.com)\n\nFailure to validate within 24 hours will lead to suspension of your account.\n\nRegards,\nSystem Administrator',
      ),
    }),
  },

  {
    // Orange webmail "boîte pleine", from a hijacked association's mailbox.
    name: 'Orange "votre boîte de réception est pleine, messages bloqués" depuis le compte piraté d\'une association',
    lang: 'fr',
    lure: 'mailbox',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Orange Messagerie <contact@asso-lesamisduvieuxport.fr>',
      to: 'jean-luc.perrin@orange.fr',
      subject: 'Alerte : votre boîte de réception est pleine (99%)',
      date: 'Mon, 21 Apr 2025 08:44:12 +0200',
      messageId: '1745217852.418827@asso-lesamisduvieuxport.fr',
      dkim: ['asso-lesamisduvieuxport.fr:ovh'],
      relay: 'mo551.mail-out.ovh.net [198.51.100.71]',
      body: document(
        [
          'Bonjour,',
          'Votre espace de stockage Mail Orange est plein à 99 %. 14 nouveaux messages sont actuellement bloqués et ne peuvent pas être distribués.',
          "Pour débloquer vos messages et obtenir 5 Go d'espace supplémentaire gratuitement, veuillez vous identifier :",
          { button: 'Débloquer mes messages', href: 'https://messagerie-orange-stockage.web.app/identification' },
          'Cordialement, Le service Mail Orange',
        ],
        { lang: 'fr' },
      ),
    }),
  },
];
