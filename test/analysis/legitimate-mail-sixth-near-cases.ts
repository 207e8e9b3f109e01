// Near misses of the rules written for the sixth blind batch's misses: genuine mail on the same
// topics and in the same words (a day rate and its payday, a friend's investing tips, a family
// video, a colleague's same-day transfer, a notary's succession, a debt settlement from the
// credit bureau itself, Exchange's quota warning on a second tenant), which must stay clean or
// bulk. Written for this round, not taken from any corpus.

import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { JPEG } from './formats-builders.ts';
import { document, gmailBody, html, LIST_UNSUBSCRIBE_POST, mail, multipart, plain } from './mail-builder.ts';
import { inlineImage } from './phishing-mail-more-cases.ts';
import { sendgridHeaders } from './phishing-mail-fourth-cases.ts';

const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;

export const SIXTH_NEAR_CASES: readonly LegitimateCase[] = [
  {
    // A day rate stated once, paid weekly: not the task scam's range "paid daily".
    name: 'Staffing agency: "event crew earn $180 per day, paid weekly", from its own signed domain',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Maya Brooks <maya.brooks@crewline-staffing.com>',
      to: 'jordan.wells22@yahoo.com',
      subject: 'Event crew shifts in May',
      date: 'Tue, 15 Apr 2025 09:12:40 -0400',
      messageId: '20250415131240.77ab@crewline-staffing.com',
      dkim: ['crewline-staffing.com:s1'],
      relay: 'mail.crewline-staffing.com [198.51.100.90]',
      body: plain(
        'Hi Jordan,\n\nThanks for registering with us last week. We have event crew shifts at the convention centre on 10, 11 and 17 May. Crew earn $180 per day, paid weekly by direct deposit, and the shifts run 8am to 5pm.\n\nIf you want any of them, reply with the dates and I will send the booking confirmation and the site induction form.\n\nBest,\nMaya Brooks\nCrewline Staffing',
      ),
    }),
  },
  {
    // A friend's investing tip: a fund's yearly return and a small start, no platform of a stranger.
    name: 'A friend on Gmail: "my index fund returned 9% last year, I can show you the app"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Tom Reilly <tom.reilly74@gmail.com>',
      to: 'richard.moss1961@gmail.com',
      subject: 'Re: pension question',
      date: 'Sun, 6 Jul 2025 18:21:09 +0000',
      messageId: 'CAJ9pN2xV4mR7tK1wQ8bL3cF6dH5sY0a_tR4pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        "Hi Rich,\n\nGood to see you on Friday. About your question: I just use a plain index fund through my bank's app, it returned about 9% last year but some years it loses money, so only put in what you can leave alone for ten years. Happy to show you how the app works next time you are over.\n\nTom",
      ),
    }),
  },
  {
    // A family video recorded with "your camera", sent to the family: no demand, no wallet.
    name: 'German family mail: "mit deiner Kamera aufgenommen, ich schicke das Video an die Familie"',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Petra Schulz <petra.schulz@gmx.de>',
      to: 'm.schulz@gmx.de',
      subject: 'Video von Omas Geburtstag',
      date: 'Sun, 13 Jul 2025 19:05:41 +0200',
      messageId: '20250713170541.2c9e@gmx.de',
      dkim: ['gmx.de:dkim'],
      relay: 'mout.gmx.net [212.227.17.22]',
      body: plain(
        'Hallo Markus,\n\ndas Video von Omas Geburtstag habe ich mit deiner Kamera aufgenommen, sie liegt noch bei uns. Ich schicke das Video heute Abend an die Familie, du bekommst den Link auch.\n\nLiebe Grüße\nPetra',
      ),
    }),
  },
  {
    // A managing director asks finance, from the company's own signed domain, for today's transfer.
    name: 'French colleague from the company domain: "pouvez-vous effectuer aujourd\'hui le virement au fournisseur ?"',
    lang: 'fr',
    kind: 'personal',
    raw: mail({
      from: 'Philippe Marchand <p.marchand@marchand-industries.fr>',
      to: 'Sandrine Lopez <s.lopez@marchand-industries.fr>',
      subject: 'Virement Atelier Roux',
      date: 'Thu, 17 Jul 2025 11:26:53 +0200',
      messageId: '20250717092653.4b1e@marchand-industries.fr',
      dkim: ['marchand-industries.fr:s1'],
      relay: 'mail.marchand-industries.fr [198.51.100.31]',
      body: plain(
        "Bonjour Sandrine,\n\nComme convenu en réunion lundi, pouvez-vous effectuer aujourd'hui le virement à l'Atelier Roux pour la facture F-2025-118 ? Le bon de réception est dans le dossier partagé des achats.\n\nMerci,\nPhilippe",
      ),
    }),
  },
  {
    // Serasa's own Limpa Nome offer, from its signed domain through SendGrid: the same words as the look-alike's.
    name: 'Serasa\'s own "sua dívida pode ser quitada por R$ 278,57" from serasa.com.br, through SendGrid',
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Serasa Limpa Nome <limpanome@email.serasa.com.br>',
      to: 'joao.pedro.alves@yahoo.com.br',
      subject: 'João, sua dívida de R$ 3.482,17 pode ser quitada por R$ 278,57',
      date: 'Mon, 23 Jun 2025 10:30:00 -0300',
      messageId: 'Xm3pR8vT2xN1wL5bC7dK4s@geopod-ismtpd-12',
      dkim: ['email.serasa.com.br:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+1188204-7b2c-joao.pedro.alves=yahoo.com.br@em1123.email.serasa.com.br',
      relay: 'o3.ptr1123.email.serasa.com.br [149.72.40.3]',
      headers: [
        ...sendgridHeaders('Qm2vN8mT4pX1wQ7yZ3bC5dF9hJ0lL6nPt'),
        'List-Unsubscribe: <https://www.serasa.com.br/descadastro?e=joao.pedro.alves%40yahoo.com.br>',
        LIST_UNSUBSCRIBE_POST,
      ],
      body: document(
        [
          { heading: 'Feirão Limpa Nome' },
          'Olá João, a proposta da sua renegociação está disponível no app e no site da Serasa: você pode quitar por apenas R$ 278,57 à vista.',
          { button: 'Ver proposta', href: 'https://www.serasa.com.br/limpa-nome-online/' },
          { small: 'Serasa S.A. A Serasa nunca pede pagamento por e-mail fora do site ou do app oficial. Para não receber mais e-mails, descadastre-se.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // A Dutch agency's single day rate, paid weekly.
    name: 'Dutch uitzendbureau: "je verdient €135 per dag, wekelijks uitbetaald", from its own domain',
    lang: 'nl',
    kind: 'personal',
    raw: mail({
      from: 'Lotte Smit <lotte.smit@flexwerk-utrecht.nl>',
      to: 'tim.jansen91@hotmail.nl',
      subject: 'Bijbaan magazijn in juni',
      date: 'Wed, 21 May 2025 10:48:33 +0200',
      messageId: '20250521084833.5a1f@flexwerk-utrecht.nl',
      dkim: ['flexwerk-utrecht.nl:s1'],
      relay: 'mail.flexwerk-utrecht.nl [198.51.100.47]',
      body: plain(
        'Hoi Tim,\n\nZoals besproken: in juni zoekt ons magazijn in Nieuwegein mensen op zaterdag. Je verdient €135 per dag, wekelijks uitbetaald via de loonstrook. Laat je me weten welke zaterdagen je kunt?\n\nGroet,\nLotte Smit\nFlexwerk Utrecht',
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
    // A friend's PayPal money request whose note gives a phone number: no charge the reader did not make.
    name: 'PayPal money request from a friend: "concert tickets, call me on 07700 900 123 if the amount is wrong"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'service@paypal.co.uk',
      to: 'rebecca.long@gmail.com',
      subject: "You've got a money request from Hannah Cole",
      date: 'Tue, 24 Jun 2025 19:30:48 +0100',
      messageId: 'E1:a41c9f2b7a8e0-3b6f-11f0-a1c2-3cfdfe0c9b21@paypal.co.uk',
      dkim: ['paypal.co.uk:pp-dkim1'],
      returnPath: 'service@paypal.co.uk',
      relay: 'mx0.slc.paypal.com [173.0.84.225]',
      body: document([
        { heading: 'Hannah Cole sent you a money request for £64.00 GBP' },
        {
          rows: [
            ['Amount requested', '£64.00 GBP'],
            ['Note from Hannah Cole', 'Two tickets for Saturday, order 5512 total £64. Call me on 07700 900 123 if the amount is wrong!'],
          ],
        },
        { button: 'Pay Now', href: 'https://www.paypal.com/myaccount/transfer/requests/7HK28812WX447310N' },
        { small: 'PayPal is committed to preventing fraudulent emails. Copyright © 1999-2025 PayPal, Inc. All rights reserved.' },
      ]),
    }),
  },
  {
    // A bank's own signed card alert: "Not you? Call us on" the number printed on the card.
    name: 'Barclaycard\'s own alert: "a payment of £249.00 was declined. Not you? Call us on 0800 …", from barclaycard.co.uk',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Barclaycard <alerts@notifications.barclaycard.co.uk>',
      to: 'sam.hughes@btinternet.com',
      subject: 'A payment on your card was declined',
      date: 'Fri, 11 Apr 2025 21:04:12 +0100',
      messageId: '20250411200412.61aa9c@notifications.barclaycard.co.uk',
      dkim: ['notifications.barclaycard.co.uk:bc1'],
      relay: 'mta2.notifications.barclaycard.co.uk [195.130.217.40]',
      body: document([
        'Hi Sam,',
        'We declined a payment of £249.00 at ELECTRO-WORLD ONLINE on your card ending 4417 because it looked unusual.',
        'If this was you, approve it in the Barclaycard app and try again. Not you? Call us on 0800 151 0900, the number on the back of your card; we will never ask for your PIN or passcode.',
        { small: 'Barclaycard is a trading name of Barclays Bank UK PLC.' },
      ]),
    }),
  },
  {
    // A grandmother's photo from Gmail with the link to the whole album: few words, one picture,
    // and a goo.gl address that is Google Photos' own share link, not a short link.
    name: 'Avó envia do Gmail uma foto do batizado e o link do álbum no Google Fotos',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Maria Helena Costa <mhelena.costa52@gmail.com>',
      to: 'ana.costa.ribeiro@gmail.com, pedro.costa@hotmail.com',
      subject: 'Fotos do batizado',
      date: 'Sun, 19 Oct 2025 20:31:07 -0300',
      messageId: '<CAH4vN8mT2pX1wR7yZ3bC5dF9kJ0lL6nPq8sD2fG4hJ6kL8zX@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      body: multipart('related', [
        html(
          '<div dir="ltr">Que dia lindo! O álbum todo: <a href="https://photos.app.goo.gl/Xq2vN8mT4pR7yZ3b6">https://photos.app.goo.gl/Xq2vN8mT4pR7yZ3b6</a><br>Beijos, vó<br><img src="cid:batizado@foto" width="480" height="640"></div>',
        ),
        inlineImage('batizado@foto', 'IMG_20251019_113402.jpg', JPEG),
      ]),
    }),
  },
];
