// Crypto and investment: wallet drainers, airdrops, seed-phrase phishing, trading
// platforms and recovery scams (lure crypto).
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
  mailchimpHeaders,
  mailgunHeaders,
  plain,
  sendgridHeaders,
  THROWAWAY,
} from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

export const CRYPTO_AND_INVESTMENT_CASES: readonly PhishingCase[] = [
  {
    name: 'MetaMask "wallet verification required" with a seed-phrase page on web.app',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'MetaMask Support <support@metamask-walletsync.xyz>',
      to: 'jordan.reyes.eth@protonmail.com',
      subject: 'Action required: Your MetaMask wallet will be suspended',
      date: 'Thu, 13 Feb 2025 19:55:02 +0000',
      messageId: 'mm.20250213195502.4e7a1c@metamask-walletsync.xyz',
      dkim: ['metamask-walletsync.xyz:mail'],
      relay: 'smtp.metamask-walletsync.xyz [203.0.113.92]',
      auth: { dmarc: 'none' },
      body: document([
        { image: 'https://metamask-walletsync.xyz/assets/fox.png', alt: 'MetaMask' },
        { heading: 'Wallet verification required' },
        'Dear user, as part of our new KYC regulation every MetaMask wallet must be verified before March 1, 2025. Unverified wallets will be restricted and the assets they hold may be lost.',
        'Verification only takes a minute: connect your wallet and confirm your Secret Recovery Phrase to synchronize it with the new network.',
        { button: 'Verify my wallet', href: 'https://metamask-verify-sync.web.app/?ref=mm-kyc' },
        { small: '© 2025 MetaMask. ConsenSys Software Inc.' },
      ]),
    }),
  },

  {
    name: 'Ledger : mise à jour de sécurité obligatoire, saisir les 24 mots de récupération',
    lang: 'fr',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Ledger <security@ledger-firmware-update.app>',
      to: 'Julien Mercier <julien.mercier@proton.me>',
      subject: 'Action requise : vulnérabilité critique détectée sur votre Ledger Nano',
      date: 'Tue, 22 Apr 2025 17:03:48 +0000',
      messageId: 'ledger.1745341428.09ab@ledger-firmware-update.app',
      dkim: ['ledger-firmware-update.app:mail'],
      relay: 'smtp.ledger-firmware-update.app [203.0.113.133]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Mise à jour de sécurité obligatoire' },
          'Cher client,',
          'Une vulnérabilité critique a été découverte dans le firmware des appareils Ledger Nano S Plus et Nano X. Pour protéger vos actifs, vous devez synchroniser votre appareil avec la nouvelle version de Ledger Live avant le 30 avril. Au-delà de cette date, vos fonds pourraient être exposés.',
          'La procédure vous demandera de vérifier votre phrase de récupération de 24 mots afin de migrer vos clés vers un environnement sécurisé.',
          { button: 'Mettre à jour mon Ledger', href: 'https://ledger-firmware-update.app/fr/sync' },
          { small: '© 2025 Ledger SAS. 1 rue du Mail, 75002 Paris.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
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

  {
    // Wallet drainer through a hijacked Mailchimp account of a yoga studio: "your USDC approval
    // expires", connect the wallet to "revoke" it on a .xyz dApp.
    name: 'Coinbase Wallet "revoke the USDC approval before it expires" through a yoga studio\'s hijacked Mailchimp',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Coinbase Wallet <hello@lotusflowyoga.com>',
      to: 'tyler.nguyen92@gmail.com',
      subject: 'Security notice: unlimited USDC approval detected on your wallet',
      date: 'Sat, 26 Jul 2025 19:12:03 +0000',
      messageId: '7a3e1c9f0b2d4e6a8c1f.20250726191203@mail81.atl221.mcsv.net',
      dkim: ['lotusflowyoga.com:k1', 'mcsv.net:k3'],
      returnPath: 'bounce-mc.us21_71833014.2217446-5c1e9a7f20@mail81.atl221.mcsv.net',
      relay: 'mail81.atl221.mcsv.net [198.2.139.81]',
      headers: mailchimpHeaders('lotusflowyoga', 'us21', 'c7a2e91f4b3d08e6a15c7b2d9', 'e4f1a3c90b'),
      body: document(
        [
          { heading: 'Unlimited token approval detected' },
          'A contract was granted unlimited spending of USDC from your wallet. Revoke the approval within 24 hours to keep your funds safe.',
          { button: 'Connect wallet and revoke', href: 'https://revoke-approvals-cbwallet.xyz/connect' },
          { small: 'You are receiving this email because you opted in via our website.' },
        ],
        { htmlOnly: true },
      ),
    }),
  },

  {
    // Celebrity-investment fraud: a Gmail "advisor" says a known footballer's crypto platform
    // turned 250 € into 4 800 € and asks for the first deposit by WhatsApp.
    name: 'Investimento "recomendado por um futebolista": 250 € viram 4 800 €, depósito inicial por WhatsApp',
    lang: 'pt-PT',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Sofia Antunes <sofia.antunes.invest@gmail.com>',
      to: 'paulo.marques62@sapo.pt',
      subject: 'O seu lugar na plataforma está reservado',
      date: 'Sat, 18 Oct 2025 16:09:33 +0000',
      messageId: 'CAP7sT4xR2vQ9mK1wL8bN5cH3dJ6sY0l_rV4uX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-wr1-f44.google.com [209.85.221.44]',
      body: gmailBody(
        'Boa tarde Sr. Paulo,\nComo falado, a plataforma de criptomoedas que o nosso futebolista apresentou na televisão transformou 250 € em 4 800 € em três semanas aos nossos clientes. O seu lugar está reservado até domingo: basta o depósito inicial de 250 € e o seu gestor trata do resto.\nFale comigo no WhatsApp +351 932 114 870.\nSofia Antunes, gestora de conta',
      ),
    }),
  },

  {
    // Riches for nothing from a throw-away TLD: a bitcoin millionaires' club.
    name: 'Crypto club: "become a Bitcoin millionaire", guaranteed daily payouts, sender on a throw-away TLD',
    lang: 'en',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Crypto Wealth Club <club@wealth-signal.xyz>',
      to: 'r.patel@gmail.com',
      subject: 'Become a Bitcoin millionaire this year',
      date: 'Mon, 10 Nov 2025 07:45:10 +0000',
      messageId: '20251110074510.77c1@wealth-signal.xyz',
      dkim: ['wealth-signal.xyz:s1'],
      relay: 'mail.wealth-signal.xyz [203.0.113.203]',
      body: plain(
        'Join 40,000 members who let our trading robot work for them. We guarantee daily payouts from your first day. Register free: https://wealth-signal.xyz/join',
      ),
    }),
  },

  {
    // A windfall collected by connecting a wallet (windfall_claimed_by_sign_in): no brand named.
    name: 'Token airdrop "reserved for your address": connect and verify your wallet to claim before the deadline',
    lang: 'en',
    lure: 'crypto',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Season 2 Airdrop Team <airdrop@arb-distribution.net>',
      to: 'k.varga@protonmail.com',
      subject: 'Season 2 airdrop: 1,250 tokens allocated to your wallet',
      date: 'Tue, 4 Mar 2025 19:22:10 +0000',
      messageId: '20250304192210.5f1b@arb-distribution.net',
      dkim: ['arb-distribution.net:s1'],
      relay: 'mail.arb-distribution.net [203.0.113.89]',
      body: document([
        'Congratulations! Your address was selected in the Season 2 airdrop and 1,250 tokens (about $1,480) are reserved for you.',
        'To claim your tokens, connect your wallet and verify your wallet before 12 March; unclaimed allocations return to the treasury.',
        { button: 'Claim airdrop', href: 'https://arb-distribution.net/claim' },
      ]),
    }),
  },

  {
    // Crypto "recovery" fraud aimed at earlier victims: a fake certified firm promises to get lost
    // funds back and asks for a consultation fee, from Gmail.
    name: 'Crypto recovery "certified agents recovered $2.3M", consultation fee first, from Gmail',
    lang: 'en',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Chainsafe Recovery Unit <chainsafe.recovery.unit@gmail.com>',
      to: 'm.delgado77@hotmail.com',
      subject: 'Your case: funds lost to online trading platform',
      date: 'Tue, 8 Jul 2025 16:02:57 +0000',
      messageId: 'CAK2mQ7xN9vP4tR1wB8bL5cF3dJ6sY0f_pX2kW@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f65.google.com [209.85.220.65]',
      body: gmailBody(
        'Dear Sir/Madam,\n\nOur records show you may have lost funds to a fraudulent crypto trading platform. Chainsafe Recovery Unit is a certified blockchain forensics team. Last quarter our agents recovered over $2.3 million for victims like you.\n\nWe trace the stolen coins and file the claim with the exchange. To open your case we need a one-time consultation fee of $450 in USDT and a copy of your ID. Recovery is usually completed within 14 days.\n\nReply to this email with your transaction hashes to begin.\n\nAgent Michael Carter\nChainsafe Recovery Unit',
      ),
    }),
  },

  {
    // Crypto investment with a fake endorsement: an "AI trading platform" in a tech
    // billionaire's name, $250 deposit, a call from an "account manager", via Mailgun.
    name: '"Quantum AI" platform in a tech billionaire\'s name: $250 becomes $5,800, via Mailgun',
    lang: 'en',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Finance Insider <insider@finance-insider-daily.com>',
      to: 'j.patterson@verizon.net',
      subject: "Elon Musk's new platform made her $5,800 in a week",
      date: 'Mon, 15 Sep 2025 11:27:45 +0000',
      messageId: '20250915112745.7f1a2c3b4d5e6f70@finance-insider-daily.com',
      dkim: ['finance-insider-daily.com:mx', 'mailgun.org:mg'],
      returnPath: 'bounce+9c1e7a.4f2b-j.patterson=verizon.net@finance-insider-daily.com',
      relay: 'm228-12.mailgun.net [159.135.228.12]',
      auth: { dmarc: 'none' },
      headers: mailgunHeaders('quantum-sep'),
      body: document([
        { heading: "The platform the banks don't want you to know about" },
        'Elon Musk quietly backed an AI trading platform that trades crypto for you. A retired nurse from Florida turned her $250 deposit into $5,800 in seven days.',
        'Registration closes on Friday. After you sign up, an account manager will call you to activate your account with the minimum deposit of $250.',
        { button: 'Register now', href: 'http://email.finance-insider-daily.com/c/eJxVjTEOwjAMRb-CMlcpSRrTdqIrCxsLu0hxqRs' },
        { small: 'Trading involves risk. Unsubscribe.' },
      ]),
    }),
  },

  {
    // Investment fraud in the name of Spain's richest man: a platform "that pays from the first
    // day", deposit €250 and an adviser will call.
    name: 'Plataforma de inversión "de Amancio Ortega": deposite 250 € y un asesor le llamará',
    lang: 'es',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Economía Hoy <redaccion@economia-hoy-noticias.com>',
      to: 'fernando.gil.p@telefonica.net',
      subject: 'Amancio Ortega revela cómo los españoles ganan 3.000 € a la semana',
      date: 'Tue, 9 Sep 2025 09:12:51 +0200',
      messageId: '20250909071251.b41c7e@economia-hoy-noticias.com',
      dkim: ['economia-hoy-noticias.com:mail'],
      relay: 'mta3.economia-hoy-noticias.com [203.0.113.61]',
      auth: { dmarc: 'none' },
      body: document([
        'En una entrevista que la banca intentó censurar, Amancio Ortega explicó que invierte en una plataforma de inteligencia artificial que opera con bitcoin de forma automática.',
        'Con un depósito inicial de solo 250 €, los usuarios ganan desde el primer día. Tras registrarse, un asesor personal le llamará para activar su cuenta.',
        { button: 'Registrarme ahora', href: 'https://inversion-ia-espana.top/registro?src=eh' },
        { small: 'Plazas limitadas.' },
      ]),
    }),
  },

  {
    // Recovery fraud in Brazil: a "law firm" promises to recover money lost to crypto scams,
    // fees paid up front by Pix, from an Outlook.com address.
    name: 'Recuperação de criptomoedas perdidas em golpes: "escritório" cobra honorários adiantados no Pix',
    lang: 'pt-BR',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Dr. Marcelo Tavares Advocacia <marcelo.tavares.adv.recupera@outlook.com>',
      to: 'joao.batista.ce@yahoo.com.br',
      subject: 'Recuperação do valor perdido na plataforma de investimentos',
      date: 'Wed, 22 Oct 2025 14:51:06 -0300',
      messageId: 'CP5P284MB2019A4C1E7F2B9D3E6C0A5F1B2D8@CP5P284MB2019.BRAP284.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'BRA01-CP2-obe.outbound.protection.outlook.com [40.92.65.21]',
      body: plain(
        'Prezado Sr. João,\n\nNosso escritório identificou que o senhor teve prejuízo com uma plataforma fraudulenta de criptomoedas. Já recuperamos mais de R$ 8 milhões para vítimas em todo o Brasil, com decisão judicial e bloqueio das carteiras.\n\nPara abrir o processo é necessário o pagamento dos honorários iniciais de R$ 1.480,00 via Pix (chave: 41.882.301/0001-77). O valor recuperado é liberado em até 15 dias úteis.\n\nResponda este e-mail com os comprovantes das transferências.\n\nAtenciosamente,\nDr. Marcelo Tavares – OAB/SP',
      ),
    }),
  },

  {
    // Crypto investment in Dutch with an invented TV item: the "AI trading bot" that was "on the
    // news", €250 to start and an account manager who calls.
    name: 'Beleggen met een AI-handelsbot "bekend van het journaal": € 250 inleggen, een accountmanager belt',
    lang: 'nl',
    lure: 'crypto',
    expect: ['fraud'],
    todo: 'phishing/high: content_credential_request, link_suspicious_tld, content_scam_offer, auth_results_missing; the Dutch investment fraud (celebrity-backed AI bot, € 250 first deposit, an account manager calls) is read as data bait (offer_as_data_bait, phishing) rather than fraud',
    raw: mail({
      from: 'Financieel Nieuws NL <redactie@financieel-nieuws-nl.com>',
      to: 'henk.de.graaf@planet.nl',
      subject: 'Nederlanders verdienen € 1.200 per dag met deze AI-bot',
      date: 'Tue, 19 Aug 2025 10:33:09 +0200',
      messageId: '20250819083309.a1e7@financieel-nieuws-nl.com',
      dkim: ['financieel-nieuws-nl.com:mail'],
      relay: 'mta2.financieel-nieuws-nl.com [203.0.113.249]',
      auth: { dmarc: 'none' },
      body: document([
        'In een uitzending die de banken liever niet zagen, vertelde een bekende presentator hoe hij met een AI-handelsbot in bitcoin dagelijks € 1.200 verdient.',
        'Met een eerste inleg van slechts € 250 handelt de bot automatisch voor u. Na uw aanmelding belt een persoonlijke accountmanager om uw account te activeren.',
        { button: 'Nu aanmelden', href: 'https://ai-bitbot-nederland.top/nl/registreer' },
      ]),
    }),
  },

  {
    // A wallet "re-validation" asking for the recovery phrase, its button sent through Google
    // Translate's website proxy to a page on an IPFS gateway, mailed through SendGrid.
    name: 'Wallet re-validation: "enter your 12-word recovery phrase", button through Google Translate\'s proxy to an IPFS gateway',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Wallet Support <support@wallet-care-center.example>',
      to: 'brian.kessler@gmail.com',
      subject: 'Action needed: re-validate your wallet',
      date: 'Sat, 8 Nov 2025 11:03:51 +0000',
      messageId: 'Wc5pR2mT8xN4wQ1kL7cD3s@geopod-ismtpd-11',
      dkim: ['sendgrid.net:smtpapi'],
      returnPath: 'bounces+5512881-91c2-brian.kessler=gmail.com@sendgrid.net',
      relay: 'o1678912x51.outbound-mail.sendgrid.net [149.72.124.51]',
      headers: sendgridHeaders('Wc4vN8mT2pX1wR7yZ3bC5dF9kJ0lL6nPq'),
      body: document([
        'To keep your wallet active, please validate it: enter the 12-word recovery phrase of your wallet, in the right order, and sign in to confirm. Unvalidated wallets will be deactivated.',
        {
          button: 'Validate wallet',
          href: 'https://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi-ipfs-dweb-link.translate.goog/?_x_tr_sl=auto&_x_tr_tl=en&_x_tr_hl=en',
        },
      ]),
    }),
  },
  {
    // The wallet "verification" of drainer kits, through a small business's hijacked ESP account:
    // the display name says only "Trust", the wallet it means is in a picture, and the link is
    // the ESP's click tracker.
    name: 'Wallet "not yet verified, unverified wallets will be suspended" through a florist’s SendGrid account',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Trust <news@bloomandbranch-florist.com>',
      to: 'dylan.ortega@outlook.com',
      subject: 'Wallet verification',
      date: 'Mon, 13 Oct 2025 07:12:44 +0000',
      messageId: 'Wt7vK2pR9xN4mQ1bL8cD3s@geopod-ismtpd-5',
      dkim: ['bloomandbranch-florist.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+41873390-7c2e-dylan.ortega=outlook.com@em2281.bloomandbranch-florist.com',
      relay: 'o9.ptr2281.bloomandbranch-florist.com [149.72.90.9]',
      headers: [
        'List-Unsubscribe: <https://u41873390.ct.sendgrid.net/asm/unsubscribe/?user_id=41873390&data=Tw4Kq8>',
        ...sendgridHeaders('Tw8vN2mK4pX7wR1yZ3bC5dF9kJ0lL6nQa'),
      ],
      body: document([
        { image: 'https://u41873390.ct.sendgrid.net/wf/open?upn=u001.Tw8vN2mK4pX7', alt: 'Trust' },
        'Dear customer, our records show that your wallet has not yet been verified. All unverified wallets will be suspended on October 20.',
        { button: 'Verify wallet', href: 'https://u41873390.ct.sendgrid.net/ls/click?upn=u001.Tw8vN2mK4pX7wR1yZ3bC5dF9kJ0lL6nQa-2Bv1' },
        {
          small: 'Bloom & Branch Florist, 14 Mill Lane, Leeds. [Unsubscribe](https://u41873390.ct.sendgrid.net/asm/unsubscribe/?user_id=41873390&data=Tw4Kq8)',
        },
      ]),
    }),
  },

  {
    // A "data breach" of a hardware-wallet maker, through Brevo from a throw-away account: the
    // reader is to "verify" the recovery phrase that the breach supposedly exposed.
    name: 'Brecha de datos: "verifique su frase de recuperación" a través de Brevo',
    lang: 'es',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Soporte de Seguridad <soporte@avisos-cliente-seguro.com>',
      to: 'marta.iglesias@gmail.com',
      subject: 'Acción requerida: incidente de seguridad en su billetera',
      date: 'Wed, 5 Nov 2025 16:20:31 +0100',
      messageId: '202511051520.9183740211@smtp-relay.mailin.fr',
      dkim: ['avisos-cliente-seguro.com:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-9183740211@sib.avisos-cliente-seguro.com',
      relay: 'smtp-relay.sendinblue.com [185.107.232.41]',
      headers: brevoHeaders('9183740211', 'Bv7Kq2xR9mT4'),
      body: document([
        { heading: 'Incidente de seguridad' },
        'Lamentamos informarle de que una brecha de datos ha afectado a nuestro servicio. Sus fondos siguen seguros, pero algunas frases de recuperación podrían haber quedado expuestas.',
        'Para proteger sus activos, verifique su frase de recuperación en nuestra herramienta segura antes de 48 horas.',
        { button: 'Verificar mi frase', href: 'https://avisos-cliente-seguro.com/verificar' },
      ]),
    }),
  },

  {
    // An exchange account "temporarily blocked", written from a fresh Gmail address: the brand
    // is only in the text, and the reader is sent to "support".
    name: 'Conta Coinbase "temporariamente bloqueada" escrita de um Gmail',
    lang: 'pt-BR',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Central de Atendimento <atendimento.cliente.suporte7731@gmail.com>',
      to: 'rafael.moura@uol.com.br',
      subject: 'Sua transferência não foi concluída',
      date: 'Thu, 20 Nov 2025 11:04:52 -0300',
      messageId: 'CAH7vK2pR9xN4mQ1bL8cD3sWt7vK2pR9xN4mQ1bL8c@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Prezado cliente,\n\nNão conseguimos concluir a sua transferência: a sua conta Coinbase foi temporariamente bloqueada por atividade incomum. Para desbloquear, confirme os seus dados em até 24 horas, caso contrário a conta será encerrada.\n\nAtenciosamente,\nCoinbase',
      ),
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
    // A hardware-wallet maker's breach, told from a small shop's hijacked sending account with a
    // newsletter footer: "upgrade your Ledger to the newest version" is the fake app's download.
    name: 'Ledger "data breach, your funds could be at immediate risk, upgrade your Ledger" newsletter from an unrelated shop domain',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Ledger News <news@tapetes-amazonia.com.br>',
      to: 'm.okafor@fastmail.com',
      subject: 'Important security update for your Ledger',
      date: 'Mon, 15 Jan 2024 10:02:11 +0000',
      messageId: '20240115100211.7c2e@tapetes-amazonia.com.br',
      dkim: ['tapetes-amazonia.com.br:s1'],
      relay: 'o1.ptr4411.tapetes-amazonia.com.br [203.0.113.61]',
      headers: [...sendgridHeaders('Zk3vQ8mB1pLr7sT2wXy9'), 'List-Unsubscribe: <https://u4411.ct.sendgrid.net/wf/unsubscribe?upn=88a1>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'Upgrade your Ledger' },
        'Dear client, we are sorry to inform you that Ledger has been the victim of a cyber attack and that data of 140,000 customers was obtained by an unauthorised third party. The wallet linked to your e-mail address is among those affected.',
        'We must assume that your funds could be at immediate risk. To protect your assets, please upgrade your Ledger to the newest version today.',
        { button: 'Upgrade to the latest version', href: 'https://ledger-live-upgrade.app-secure-download.com/win' },
        { small: 'You received this e-mail because you signed up at Ledger.com. Unsubscribe | Privacy Policy' },
      ]),
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

  {
    // A picture from iCloud over a published slide deck, a machine-made code hidden under it so each copy differs.
    name: 'Picture-only "confirm the transaction" from iCloud with a kit code hidden under it',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'ETH Rewards <lena.moorfield88@icloud.com>',
      to: 'j.tanaka@example-consulting.com',
      subject: 'Confirm the transaction',
      date: 'Mon, 3 Mar 2025 07:04:51 +0000',
      messageId: '7F3A9C21-5B0E-4D2A-9E11-0C44A7B2D913@icloud.com',
      dkim: ['icloud.com:1a1hai'],
      relay: 'st43p00im-ztdg10073201.me.com [17.58.63.179]',
      body: html(
        '<a href="https://docs.google.com/presentation/d/e/2PACX-1vQz8kP3mWq/pub?start=false"><img src="https://lh3.googleusercontent.com/drive-viewer/AAOQEOQn4k2"></a><div style="display:none;max-height:0px;overflow:hidden;">7hQzK2mPw9XbR4tLc8VnY3sJd6FgA1uE5oHiT0qWeRy</div>',
      ),
    }),
  },

  {
    // Investment: a "crypto trading bot" promising 3% daily, Gmail, WhatsApp.
    name: 'Investment: "AI trading bot returns 3% daily, start with $250" from Gmail with a WhatsApp number',
    lang: 'en',
    lure: 'crypto',
    expect: ['fraud'],
    heldOut: true,
    raw: mail({
      from: 'Olivia Bennett <olivia.bennett.fx@gmail.com>',
      to: 'greg.turner64@yahoo.com',
      subject: 'Greg, here are my results this month (+$18,420)',
      date: 'Thu, 15 May 2025 16:20:31 +0000',
      messageId: 'CAJ2pK7xL9mQ4vT1wR8nZ3bC6dY0eF5gH-q@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hi Greg,\n\nAs promised, here are my results. I joined the QuantumEdge AI trading platform 3 months ago and the bot makes between 2.8% and 3.5% daily, fully automatic, no experience needed. I started with $250 and now I have withdrawn more than $18,000.\n\nThey only accept a few new members each week. Register here with my code OLIVIA25 so you get the bonus: [https://quantumedge-ai-trade.com/r/OLIVIA25](https://quantumedge-ai-trade.com/r/OLIVIA25)\n\nIf you need help, message my account manager on WhatsApp +44 7700 900512, he will guide you step by step.\n\nOlivia',
      ),
    }),
  },

  {
    name: 'Inversión: "el bot gana entre un 2% y un 4% diario" desde Hotmail con un gestor por WhatsApp',
    lang: 'es',
    lure: 'crypto',
    expect: ['fraud'],
    heldOut: true,
    raw: mail({
      from: 'Lucía Fernández <lucia.fernandez.inversiones@hotmail.com>',
      to: 'jorge.mendez@telefonica.net',
      subject: 'Jorge, mira mis resultados',
      date: 'Fri, 6 Jun 2025 18:02:11 +0200',
      messageId: 'DB7PR08MB2291A1B2C3D4E5F6@DB7PR08MB2291.eurprd08.prod.outlook.com',
      dkim: ['hotmail.com:selector1'],
      relay: 'EUR02-DB5-obe.outbound.protection.outlook.com [40.92.49.12]',
      body: plain(
        'Hola Jorge,\n\nTe cuento: desde hace dos meses uso una plataforma de trading con inteligencia artificial y el bot gana entre un 2% y un 4% diario, sin hacer nada. Empecé con 250 € y ya he retirado más de 9.000 €.\n\nSi quieres probar, escribe a mi gestor por WhatsApp al +34 600 000 412 y dile que vas de mi parte.\n\nUn abrazo,\nLucía',
      ),
    }),
  },

  {
    name: 'Anlagebetrug: "der KI-Bot erzielt 3 % pro Tag" von einem Gmail-Konto',
    lang: 'de',
    lure: 'crypto',
    expect: ['fraud'],
    heldOut: true,
    raw: mail({
      from: 'Markus Weber <markus.weber.trading@gmail.com>',
      to: 'stefan.vogel@web.de',
      subject: 'Meine Ergebnisse diesen Monat',
      date: 'Wed, 11 Jun 2025 19:40:12 +0200',
      messageId: 'CAM4kT9xL2mQ7vT1wR8nZ3bC6dY0eF5gH-x@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Hallo Stefan,\n\nwie versprochen: der KI-Bot auf der Plattform erzielt zwischen 2,5 % und 3 % pro Tag, ganz automatisch. Ich habe mit 250 € angefangen und schon über 6.000 € ausgezahlt bekommen.\n\nMelde dich bei meinem Kontoberater auf Telegram: @kontoberater_max\n\nGrüße\nMarkus',
      ),
    }),
  },
];
