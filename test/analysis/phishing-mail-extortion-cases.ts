// Extortion: sextortion with a bitcoin demand, often from the reader's own address
// (lure sextortion).
// Every message is hand-written for this suite from what lands in inboxes and what APWG, CERTs
// and vendors report (none comes from a corpus). Cases marked `heldOut` come from the blind
// batches and the lures written beside their rules: the model never trains on them
// (scripts/export-case-mail.ts), so `npm run bench:cases` reads them as unseen mail.

import { textPdf } from './formats-builders.ts';
import { attachment, mail, multipart, plain, THROWAWAY, withoutTrace } from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

/** Sextortion from the reader's own address, unsigned, through a hired server. */
function selfSent(lang: PhishingCase['lang'], name: string, to: string, subject: string, date: string, body: string): PhishingCase {
  return {
    name,
    lang,
    lure: 'sextortion',
    expect: ['fraud'],
    heldOut: true,
    raw: mail({
      from: to,
      to,
      subject,
      date,
      messageId: `${Date.parse(date).toString(36)}.x7q@${to.split('@')[1]}`,
      relay: 'vps-4471.hosting-node.example [203.0.113.149]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'fail' },
      body: plain(body),
    }),
  };
}

export const EXTORTION_CASES: readonly PhishingCase[] = [
  {
    name: "Sextortion claiming a hacked device, bitcoin address, recipient's own address as sender",
    lang: 'en',
    lure: 'sextortion',
    expect: ['fraud'],
    raw: mail({
      from: 'steven.oakes@comcast.net',
      to: 'steven.oakes@comcast.net',
      subject: 'steven.oakes — your account has been hacked, 48 hours',
      date: 'Sun, 23 Jun 2024 02:11:47 +0300',
      messageId: '8271935.20240623021147@steven.oakes',
      returnPath: 'info@hostvps-77.example.com',
      relay: 'hostvps-77.example.com [198.51.100.203]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'fail' },
      body: plain(
        [
          'Hello pervert,',
          '',
          'I have to share bad news with you. Approximately a few months ago I have gained access to your devices, which you use for internet browsing. I installed a Trojan that gives me full access to your camera and microphone, your contacts and all your accounts.',
          '',
          'I have recorded a video where you satisfy yourself on the left half of the screen, while the right half shows the video you were watching. With one click I can send it to all your email and messenger contacts.',
          '',
          'If you want to prevent this, transfer $1450 (USD) to my bitcoin wallet (if you do not know how, search "buy bitcoin" in Google):',
          '',
          'bc1qdxs5cd3cd9dfgu49fjcz5f0rpp80qra799vsps',
          '',
          'After I receive the payment, I will delete the video and you will never hear from me again. You have 48 hours. I get a notification when you read this email. Do not go to the police, and do not reply: this address was generated for you.',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Sextorsión en español con dirección bitcoin',
    lang: 'es',
    lure: 'sextortion',
    expect: ['fraud'],
    raw: mail({
      from: 'Soporte <soporte@aviso-seguridad-9571.example.org>',
      to: 'pablo.serrano@telefonica.net',
      subject: 'Tengo acceso a tu dispositivo. Lee esto con atención',
      date: 'Sun, 1 Dec 2024 04:26:13 +0100',
      messageId: '17330199730.41827@aviso-seguridad-9571.example.org',
      relay: 'aviso-seguridad-9571.example.org [198.51.100.9]',
      auth: { dkim: 'none', spf: 'none', dmarc: 'none' },
      body: plain(
        [
          'Hola,',
          '',
          'Seguramente te preguntarás por qué recibes este correo. Hace unos meses instalé un software malicioso en tu dispositivo mientras visitabas páginas para adultos. Desde entonces tengo acceso a tu cámara, a tus contactos y a tu historial.',
          '',
          'He grabado un vídeo tuyo mientras veías esos vídeos. Si no quieres que lo envíe a todos tus contactos, familiares y compañeros de trabajo, transfiere 1.300 € en Bitcoin a esta dirección:',
          '',
          '15kuF7uictzXMKREj6qjZKsF2SWvuDygNW',
          '',
          'Tienes 48 horas desde que abras este mensaje. Si no recibo el pago, el vídeo se publicará. No respondas a este correo ni acudas a la policía: no servirá de nada.',
        ].join('\n'),
      ),
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

  {
    // Sextortion in Portuguese quoting the reader's leaked password in the first line, a
    // bitcoin address, from a free mailbox.
    name: 'Sextorsão com a senha vazada do leitor na primeira linha e endereço de bitcoin',
    lang: 'pt-BR',
    lure: 'sextortion',
    expect: ['fraud'],
    raw: mail({
      from: 'Anônimo <k4t9x2m1@outlook.com>',
      to: 'rodrigo.mendes@terra.com.br',
      subject: 'rodrigo.mendes - pagamento pendente',
      date: 'Sun, 28 Sep 2025 02:17:43 +0000',
      messageId: 'CP4P284MB1877A2C9F1E8B4D7C3E0A5F6B2D9E@CP4P284MB1877.BRAP284.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-cp4bra01olkn2044.outbound.protection.outlook.com [40.92.42.44]',
      body: plain(
        'Rodrigo, sua senha é Flamengo@2019. Tenho acesso ao seu computador há meses e gravei você pela câmera enquanto via sites adultos. Se não quiser que o vídeo vá para todos os seus contatos, envie R$ 6.500 em bitcoin para bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3 em 48 horas. Não responda este e-mail.',
      ),
    }),
  },

  {
    // Sextortion in French, short, the password quoted, a bitcoin address.
    name: 'Sextorsion courte citant le mot de passe du lecteur et une adresse bitcoin',
    lang: 'fr',
    lure: 'sextortion',
    expect: ['fraud'],
    raw: mail({
      from: 'Support <x7r2k9m4@gmx.fr>',
      to: 'julien.bernard@orange.fr',
      subject: 'Votre mot de passe : soleil1984',
      date: 'Mon, 21 Apr 2025 01:42:57 +0000',
      messageId: 'trinity-8c1e3a5f-7b9d-4f2e-a1c3-5e7f9a1b3c5d-1745199777@3c-app-gmx-bap41',
      dkim: ['gmx.fr:badeba3b8450'],
      relay: 'mout.gmx.net [212.227.15.19]',
      body: plain(
        "Je connais votre mot de passe et j'ai installé un logiciel sur votre ordinateur. J'ai une vidéo de vous devant des sites pour adultes. Envoyez 1 200 € en bitcoin à bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 sous 48 heures ou la vidéo part à tous vos contacts.",
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
    // Sextortion in plain text with a Bitcoin address; stripped.
    name: 'Sextortion: "I recorded you through your camera, pay $1450 in Bitcoin within 48 hours" plain text, no trace fields',
    lang: 'en',
    lure: 'sextortion',
    expect: ['fraud'],
    heldOut: true,
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

  selfSent(
    'es',
    'Sextorsión (es): "he hackeado tu dispositivo", bitcoin "a esta dirección", borrar el vídeo al pagar',
    'lucia.ferrer@telefonica.net',
    'Tu cuenta ha sido hackeada',
    'Tue, 3 Jun 2025 04:12:00 +0200',
    'Hola.\n\nHe hackeado tu dispositivo hace unos meses y desde entonces veo todo lo que haces. Tengo un vídeo tuyo mientras mirabas páginas para adultos.\n\nEnvía 1300 USD en bitcoin a esta dirección: bc1qk4m7x2p9t3v6n1r5w8y2c4f7h0j3l6q9s2d8\n\nBorraré el vídeo en cuanto reciba el pago. Tienes 48 horas.',
  ),

  selfSent(
    'pt-BR',
    'Sextorsão (pt): "invadi seu computador", bitcoin "para este endereço", apagar o vídeo ao pagar',
    'marcos.lima@uol.com.br',
    'Seu dispositivo foi invadido',
    'Wed, 4 Jun 2025 03:40:00 -0300',
    'Olá.\n\nInvadi seu computador há alguns meses. Gravei você enquanto assistia a sites adultos.\n\nTransfira 1300 USD em bitcoin para este endereço: bc1qk4m7x2p9t3v6n1r5w8y2c4f7h0j3l6q9s2d8\n\nApagarei o vídeo assim que receber o pagamento.',
  ),

  selfSent(
    'de',
    'Sextortion (de): "Zugriff auf Ihr Gerät erhalten", Bitcoin "an diese Adresse", Video löschen nach Zahlung',
    'k.brandt@t-online.de',
    'Ihr Gerät wurde gehackt',
    'Thu, 5 Jun 2025 02:55:00 +0200',
    'Hallo.\n\nIch habe vor einigen Monaten Zugriff auf Ihr Gerät erhalten. Ihre Kamera hat Sie beim Besuch von Erwachsenenwebseiten aufgenommen.\n\nÜberweisen Sie 1300 USD in Bitcoin an diese Adresse: bc1qk4m7x2p9t3v6n1r5w8y2c4f7h0j3l6q9s2d8\n\nIch lösche das Video, sobald die Zahlung eingegangen ist. Gehen Sie nicht zur Polizei.',
  ),

  selfSent(
    'fr',
    'Sextorsion (fr) : "je vous ai filmé", bitcoin "à cette adresse", vidéo supprimée après paiement',
    'sophie.marchand@free.fr',
    'Votre appareil a été piraté',
    'Fri, 6 Jun 2025 01:30:00 +0200',
    "Bonjour.\n\nJe vous ai filmé avec votre webcam pendant que vous regardiez des sites pour adultes.\n\nEnvoyez 1300 USD en bitcoin à cette adresse : bc1qk4m7x2p9t3v6n1r5w8y2c4f7h0j3l6q9s2d8\n\nJe supprimerai la vidéo dès que j'aurai reçu le paiement. Vous avez 48 heures pour payer.",
  ),

  selfSent(
    'nl',
    'Sextortion (nl): "toegang tot je apparaten", bitcoin "naar dit adres", video verwijderd na betaling',
    'pieter.bakker@kpnmail.nl',
    'Je apparaat is gehackt',
    'Sat, 7 Jun 2025 02:10:00 +0200',
    'Hallo.\n\nIk heb al maanden toegang tot je apparaten. Je webcam heeft beelden gemaakt terwijl je websites voor volwassenen bekeek.\n\nMaak 1300 USD in bitcoin over naar dit adres: bc1qk4m7x2p9t3v6n1r5w8y2c4f7h0j3l6q9s2d8\n\nIk verwijder de video zodra ik de betaling heb ontvangen. Ga niet naar de politie.',
  ),

  {
    // Sextortion with a Bitcoin address, no trace fields.
    name: 'Sextortion: "I have access to your device, pay $1450 in Bitcoin within 48 hours" with a wallet address, no trace fields',
    lang: 'en',
    lure: 'sextortion',
    expect: ['fraud'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Hacker <ben.rios8@cityhost-mail.net>',
        to: 'steve.parker@frontier.com',
        subject: 'steve.parker - your account was hacked',
        date: 'Fri, 22 Aug 2025 03:47:21 +0000',
        messageId: '20250822034721.88a1@cityhost-mail.net',
        relay: 'mail.cityhost-mail.net [203.0.113.222]',
        body: plain(
          "Hello!\n\nI have very bad news for you. Some months ago I gained access to your devices through a trojan that I installed via an adult website you visited. Since then I have been watching you through your camera and I made a video of you while you were watching porn.\n\nWith one click I can send this video to all your contacts, friends, family and colleagues.\n\nIf you want to prevent this, transfer $1450 in Bitcoin to my wallet:\nbc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh\n\nYou have 48 hours from the moment you opened this email. I will know when you read it. Do not try to reply or go to the police, it is useless.\n\nDon't be mad at me, everyone has their own work.",
        ),
      }),
    ),
  },
];
