// The genuine counterparts of the fifth blind phishing batch (phishing-mail-fifth-cases.ts),
// written the same way and at the same time, without reading the detection code: the same
// consumer categories done honestly. Dating platforms' own match and message notices,
// licensed bookmakers' and casinos' newsletters with their legally required safer-gambling
// lines, pharmacies', supplement shops' and gyms' newsletters, retailers' own surveys with a
// voucher, loyalty rewards, a real sweepstakes with its rules, crypto exchanges' own deposit
// notices, real parcel, import-duty and toll notices, bank alerts, and people writing to each
// other about a date, a prize or a supplement. A rule that catches the scams by their topic
// alone (a match, a bonus, a prize, a diet, a parcel fee) fails here.

import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { attachment, document, gmailBody, LIST_UNSUBSCRIBE_POST, mail, multipart, plain } from './mail-builder.ts';
import { textPdf } from './formats-builders.ts';
import { mailchimpHeaders, sendgridHeaders } from './phishing-mail-fourth-cases.ts';
import { brevoHeaders, sesHeaders } from './phishing-mail-third-cases.ts';

/** Salesforce Marketing Cloud's list fields on a brand's own sending subdomain. */
function sfmcHeaders(subdomain: string, subscriber: string): readonly string[] {
  return [
    `List-Unsubscribe: <https://click.${subdomain}/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI${subscriber}In0>, <mailto:leave-fd${subscriber}@leave.${subdomain}>`,
    LIST_UNSUBSCRIBE_POST,
    'X-SFMC-Stack: 7',
  ];
}

/** Braze, which dating and fitness apps send through: its list fields and SendGrid underneath. */
function brazeHeaders(unsubscribe: string, eid: string): readonly string[] {
  return [`List-Unsubscribe: <${unsubscribe}>`, LIST_UNSUBSCRIBE_POST, ...sendgridHeaders(eid)];
}

export const FIFTH_CASES: readonly LegitimateCase[] = [
  // ---------------------------------------------------------------- English
  {
    // A dating app's own notice, sent through Braze from its own domain: a new like, open the
    // app to see it.
    name: 'Hinge: "Rachel liked your photo", open the app to match, from hinge.co through Braze',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Hinge <hello@mail.hinge.co>',
      to: 'owen.fletcher91@gmail.com',
      subject: 'Rachel liked your photo',
      date: 'Thu, 6 Feb 2025 19:42:11 +0000',
      messageId: 'Vb8pR2mT4xN7wQ1kL5cD3s@geopod-ismtpd-14',
      dkim: ['mail.hinge.co:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+2044812-7a1c-owen.fletcher91=gmail.com@mail.hinge.co',
      relay: 'o1678912x44.outbound-mail.sendgrid.net [149.72.124.44]',
      headers: brazeHeaders('https://mail.hinge.co/unsubscribe?t=Qk7vX1m2N3b4', 'Hj4vN8mT2pX1wR7yZ3bC5dF9kJ0lL6nPf'),
      body: document([
        { heading: 'Rachel liked your photo' },
        'Rachel liked your photo and said: "Is that the Lake District? Love it." Open Hinge to see her profile and start a chat.',
        { button: 'Open Hinge', href: 'https://hinge.app.link/likes' },
        { small: 'Hinge, 51 Astor Place, New York, NY 10003. [Manage email settings](https://mail.hinge.co/unsubscribe?t=Qk7vX1m2N3b4)' },
      ]),
    }),
  },
  {
    // A friend tells another about a first date from a dating app, with a link to the bar.
    name: 'Friend on Gmail about a first date from Hinge: "she picked the bar, wish me luck"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Owen Fletcher <owen.fletcher91@gmail.com>',
      to: 'Matt Rhodes <mattrhodes.uk@gmail.com>',
      subject: 'date on saturday!',
      date: 'Fri, 14 Feb 2025 12:03:45 +0000',
      messageId: 'CAF3nQ8xR2vP7tK1wM4bL9cJ5dH6sY0a_wT2pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        "Mate, matched with someone on Hinge last week and we're meeting Saturday. She picked this place: https://www.thealbionbristol.co.uk\n\nNever done an app date before, any tips? Also she's a climber so I might need your spare shoes at some point haha.\n\nWish me luck\nO",
      ),
    }),
  },
  {
    // A licensed bookmaker's newsletter to a registered customer, with the safer-gambling lines
    // the UK requires and an unsubscribe link.
    name: 'Paddy Power newsletter: Cheltenham price boosts, 18+ and BeGambleAware, through SFMC',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Paddy Power <news@email.paddypower.com>',
      to: 'declan.murphy@gmail.com',
      subject: 'Cheltenham is here: Price Boosts on every race today',
      date: 'Tue, 11 Mar 2025 09:00:00 +0000',
      messageId: '4a1c7e9f-2b3d-4e8a-9c1b-5f0e2d8a1b36@ind1s06mta1931.xt.local',
      dkim: ['email.paddypower.com:200608'],
      returnPath: 'bounce-61_HTML-882104-7731-5512904-12@bounce.email.paddypower.com',
      relay: 'mta1931.email.paddypower.com [13.111.49.31]',
      headers: sfmcHeaders('email.paddypower.com', '3NTUxMjkwNC'),
      body: document(
        [
          { heading: 'Festival Day 1: Price Boosts on every race' },
          'The Festival starts today. We have boosted a price on every race on the card, plus Money Back as a Free Bet if your horse finishes second to the favourite in the Champion Hurdle (max £10, T&Cs apply).',
          { button: "See today's Price Boosts", href: 'https://click.email.paddypower.com/?qs=7e9f2b3d4e8a9c1b5f0e2d8a1b36' },
          {
            small:
              '18+. BeGambleAware.org. Please gamble responsibly. Set deposit limits in My Account. Paddy Power is licensed by the UK Gambling Commission. [Unsubscribe](https://click.email.paddypower.com/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)',
          },
        ],
        { preheader: 'Boosted prices on all 7 races' },
      ),
    }),
  },
  {
    // A high-street pharmacy's newsletter: 3 for 2 on vitamins, advice to read the label.
    name: 'Boots newsletter: 3 for 2 on vitamins and supplements, through SFMC',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Boots <boots@e.boots.com>',
      to: 'karen.ashworth@btinternet.com',
      subject: '3 for 2 on vitamins, plus double points this week',
      date: 'Mon, 6 Jan 2025 08:30:00 +0000',
      messageId: '9e2b3d4e-8a9c-4b5f-a0e2-d8a1b36c7e41@ind1s06mta1802.xt.local',
      dkim: ['e.boots.com:200608'],
      returnPath: 'bounce-33_HTML-551820-2210-4478120-9@bounce.e.boots.com',
      relay: 'mta1802.e.boots.com [13.111.48.202]',
      headers: sfmcHeaders('e.boots.com', '0NDc4MTIw'),
      body: document([
        { heading: 'New year, new routine' },
        'Mix and match 3 for 2 across vitamins, minerals and supplements, cheapest free. Plus double Advantage Card points on health products until Sunday.',
        { button: 'Shop vitamins', href: 'https://click.e.boots.com/?qs=4e8a9c1b5f0e2d8a1b36c7e41' },
        {
          small:
            'Food supplements should not replace a varied diet. Always read the label. Boots UK Ltd, Nottingham NG90 1BS. [Unsubscribe](https://click.e.boots.com/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)',
        },
      ]),
    }),
  },
  {
    // A gym chain's newsletter about an eight-week weight-loss programme with a coach.
    name: 'PureGym newsletter: an 8-week weight-loss programme in the app, through Braze',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'PureGym <hello@email.puregym.com>',
      to: 'jade.morris.94@hotmail.com',
      subject: 'Your 8-week plan to feel stronger starts Monday',
      date: 'Thu, 2 Jan 2025 17:15:00 +0000',
      messageId: 'Zq3vR8pT1xN4wM7kL2cB5s@geopod-ismtpd-22',
      dkim: ['email.puregym.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+3318204-2c9e-jade.morris.94=hotmail.com@email.puregym.com',
      relay: 'o1678912x52.outbound-mail.sendgrid.net [149.72.124.52]',
      headers: brazeHeaders('https://email.puregym.com/unsubscribe?u=Rk8vP2mT9qN4', 'Pw2vN8mQ4pX7wR1yK3bC5dF9hJ0lL6nPg'),
      body: document([
        { heading: 'Lose weight the sustainable way' },
        'Our free 8-week programme in the PureGym app mixes three strength sessions a week with simple nutrition tips from our coaches. No crash diets, just steady progress.',
        { button: 'Start the programme in the app', href: 'https://www.puregym.com/app/programmes/8-week-fat-loss/' },
        { small: 'PureGym Ltd, Town Centre House, Leeds LS1 6LP. [Unsubscribe](https://email.puregym.com/unsubscribe?u=Rk8vP2mT9qN4)' },
      ]),
    }),
  },
  {
    // A supermarket's own survey after a shop, on its survey site, with loyalty points as thanks.
    name: 'Tesco: tell us about your visit and get 50 Clubcard points, survey on tescoviews.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Tesco <feedback@email.tesco.com>',
      to: 'graham.pike@gmail.com',
      subject: 'How was your shop at Tesco Extra Hatfield?',
      date: 'Wed, 21 May 2025 18:22:40 +0000',
      messageId: '0102019700a1c2e3-4f5d6e7a-8b9c-4d0e-a1f2-b3c4d5e6f708-000000@eu-west-1.amazonses.com',
      dkim: ['email.tesco.com:tesco1', 'amazonses.com:uku4taia5b5tsbglxyj6zym32efj7xqv'],
      returnPath: '0102019700a1c2e3-4f5d6e7a-8b9c-4d0e-a1f2-b3c4d5e6f708-000000@eu-west-1.amazonses.com',
      relay: 'a7-40.smtp-out.eu-west-1.amazonses.com [54.240.7.40]',
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Tq7vN2mR4pX8wK1yZ3bC5d=', '2025.05.21-54.240.7.40'),
      body: document([
        'Hi Graham,',
        "Thanks for shopping at Tesco Extra Hatfield on 20 May. We'd love to hear how it went. The survey takes about 5 minutes and we'll add 50 Clubcard points to your account as a thank you.",
        { button: 'Start the survey', href: 'https://www.tescoviews.com/?c=8841-2025-05-20&id=GP20' },
        { small: 'Points are added within 28 days. Tesco Stores Ltd, Welwyn Garden City AL7 1GA. [Privacy](https://www.tesco.com/help/privacy-and-cookies/)' },
      ]),
    }),
  },
  {
    // A real sweepstakes newsletter: enter daily, no purchase necessary, official rules.
    name: 'HGTV Dream Home 2025: enter twice daily, no purchase necessary, official rules linked',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'HGTV <hgtv@email.hgtv.com>',
      to: 'sharon.kowalski@comcast.net',
      subject: 'The HGTV Dream Home 2025 Giveaway is open – enter twice daily',
      date: 'Thu, 26 Dec 2024 12:00:00 -0500',
      messageId: '2b3d4e8a-9c1b-4f0e-8d8a-1b36c7e41a9e@ind1s06mta2211.xt.local',
      dkim: ['email.hgtv.com:200608'],
      returnPath: 'bounce-18_HTML-330917-4102-6612093-5@bounce.email.hgtv.com',
      relay: 'mta2211.email.hgtv.com [13.111.50.211]',
      headers: sfmcHeaders('email.hgtv.com', '2NjEyMDkz'),
      body: document([
        { heading: 'Win the HGTV Dream Home 2025' },
        'A coastal home in Saint Simons Island, Georgia, a new car and $100,000 cash. Enter twice a day on HGTV.com and Food.com until February 19.',
        { button: 'Enter now', href: 'https://www.hgtv.com/sweepstakes/hgtv-dream-home/sweepstakes' },
        {
          small:
            'NO PURCHASE NECESSARY. Open to legal residents of the 50 United States and D.C., 21 or older. Winner selected by random drawing. See [Official Rules](https://www.hgtv.com/sweepstakes/hgtv-dream-home/rules). Warner Bros. Discovery, 230 Park Ave S, New York, NY. [Unsubscribe](https://click.email.hgtv.com/subscription_center.aspx)',
        },
      ]),
    }),
  },
  {
    // A crypto exchange's own receipt: a deposit arrived, nothing to do.
    name: 'Coinbase: you received 0.05 ETH, from info.coinbase.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Coinbase <no-reply@info.coinbase.com>',
      to: 'tyler.benson@gmail.com',
      subject: 'You just received 0.05 ETH',
      date: 'Sun, 13 Apr 2025 15:48:09 +0000',
      messageId: '0100019630c1a2e3-5f6d7e8a-9b0c-4d1e-a2f3-b4c5d6e7f809-000000@email.amazonses.com',
      dkim: ['info.coinbase.com:cb1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019630c1a2e3-5f6d7e8a-9b0c-4d1e-a2f3-b4c5d6e7f809-000000@amazonses.com',
      relay: 'a8-97.smtp-out.amazonses.com [54.240.8.97]',
      headers: sesHeaders('us-east-1', '1.us-east-1.Zk2vR8pT4mQ9wN1xL5bC7d=', '2025.04.13-54.240.8.97'),
      body: document([
        { heading: 'You received 0.05 ETH' },
        "You received 0.05 ETH (about $79.12) from an external address. It's now available in your Coinbase account.",
        {
          rows: [
            ['Amount', '0.05 ETH'],
            ['Network', 'Ethereum'],
            ['Date', 'Apr 13, 2025, 3:47 PM UTC'],
          ],
        },
        { button: 'View transaction', href: 'https://www.coinbase.com/transactions' },
        { small: 'Coinbase will never ask for your password or 2-step verification codes. Coinbase, Inc., 82 Nassau St #61234, New York, NY 10038' },
      ]),
    }),
  },
  {
    // USPS Informed Delivery's daily digest: mail and packages arriving today.
    name: 'USPS Informed Delivery: daily digest, one package and two letters arriving today',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'USPS Informed Delivery <USPSInformeddelivery@email.informeddelivery.usps.com>',
      to: 'carla.mendez@att.net',
      subject: 'Your Daily Digest for Wed, 5/14 has 2 mailpieces and 1 package',
      date: 'Wed, 14 May 2025 07:31:55 -0400',
      messageId: '5d8a1b36-c7e4-41a9-e2b3-d4e8a9c1b5f0@ind1s06mta2044.xt.local',
      dkim: ['email.informeddelivery.usps.com:200608'],
      returnPath: 'bounce-71_HTML-110243-9921-7730512-3@bounce.email.informeddelivery.usps.com',
      relay: 'mta2044.email.informeddelivery.usps.com [13.111.50.44]',
      body: document([
        { heading: 'Daily Digest' },
        'You have 2 mailpieces and 1 package arriving soon.',
        {
          rows: [
            ['Package', '9400 1118 9922 3344 5566 77 – Expected Delivery by 9:00 PM'],
            ['From', 'AMAZON'],
          ],
        },
        { button: 'View Dashboard', href: 'https://informeddelivery.usps.com/box/pages/secure/DashboardAction_input' },
        { small: 'USPS will never ask for payment by text or email to deliver a package. Report suspicious messages to spam@uspis.gov.' },
      ]),
    }),
  },
  {
    // A bank's transaction alert the customer set up: an amount, the merchant, call the number
    // on the back of the card if not recognised.
    name: 'Chase alert: a $612.40 card transaction above your alert limit',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Chase <no.reply.alerts@chase.com>',
      to: 'dennis.coleman@sbcglobal.net',
      subject: 'Your $612.40 transaction with BEST BUY 00412',
      date: 'Sat, 8 Mar 2025 14:07:21 -0500',
      messageId: '1741460841221.JPMC.alerts.7730512@chase.com',
      dkim: ['chase.com:alerts'],
      relay: 'mail-gw14.chase.com [159.53.46.14]',
      body: document([
        { heading: 'You made a transaction above your alert limit' },
        {
          rows: [
            ['Account', 'Chase Freedom Unlimited (...4410)'],
            ['Merchant', 'BEST BUY 00412'],
            ['Amount', '$612.40'],
            ['Date', 'Mar 8, 2025 at 2:06 PM ET'],
          ],
        },
        "You are receiving this alert because you chose to get alerts for card transactions over $500. If you don't recognize this transaction, call the number on the back of your card.",
        { small: 'Securely manage your alerts in the Chase Mobile app. JPMorgan Chase Bank, N.A. Member FDIC' },
      ]),
    }),
  },
  // ---------------------------------------------------------------- Spanish
  {
    // A dating site's own notice: someone wrote, read it after signing in on the site.
    name: 'Meetic: "Laura te ha enviado un mensaje", leerlo en la app, desde meetic.es',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Meetic <noreply@info.meetic.es>',
      to: 'javier.ortega.r@hotmail.es',
      subject: 'Laura te ha enviado un mensaje',
      date: 'Tue, 18 Mar 2025 21:14:06 +0100',
      messageId: '202503182014.b7e1c2a9f40d@info.meetic.es',
      dkim: ['info.meetic.es:mtc1'],
      relay: 'mail-out-12.info.meetic.es [91.213.185.12]',
      headers: ['List-Unsubscribe: <https://www.meetic.es/settings/notifications?src=email>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          { heading: 'Tienes un mensaje nuevo' },
          'Laura, 34 años, de Valencia, te ha escrito. Entra en Meetic para leerlo y responderle.',
          { button: 'Leer el mensaje', href: 'https://www.meetic.es/app/messages' },
          {
            small:
              'Meetic nunca te pedirá tus datos bancarios por correo. Puedes cambiar tus notificaciones en [Ajustes](https://www.meetic.es/settings/notifications).',
          },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // A licensed Spanish bookmaker's newsletter to a registered customer: odds for the derby,
    // the safer-gambling lines and the regulator's site.
    name: 'Codere: boletín de cuotas del derbi con "juega con responsabilidad" y +18, por SFMC',
    lang: 'es',
    kind: 'marketing',
    raw: mail({
      from: 'Codere Apuestas <noticias@email.codere.es>',
      to: 'pedro.alarcon@yahoo.es',
      subject: 'Derbi madrileño: todas las cuotas y el Crea Tu Apuesta',
      date: 'Fri, 7 Feb 2025 10:00:00 +0100',
      messageId: '8a9c1b5f-0e2d-48a1-b36c-7e41a9e2b3d4@ind1s06mta1417.xt.local',
      dkim: ['email.codere.es:200608'],
      returnPath: 'bounce-22_HTML-440918-3301-2290114-7@bounce.email.codere.es',
      relay: 'mta1417.email.codere.es [13.111.47.17]',
      headers: sfmcHeaders('email.codere.es', 'yMjkwMTE0'),
      body: document(
        [
          { heading: 'Este sábado, derbi' },
          'Consulta todas las cuotas del partido, arma tu combinada con Crea Tu Apuesta y síguelo en directo desde la app.',
          { button: 'Ver cuotas', href: 'https://click.email.codere.es/?qs=1b5f0e2d8a1b36c7e41a9e2b3d4' },
          {
            small:
              'Juega con responsabilidad. +18. Codere Online, operador con licencia de la DGOJ. Más información en jugarbien.es. [Darse de baja](https://click.email.codere.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)',
          },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // An online pharmacy's newsletter through Brevo: offers on sun cream and vitamins.
    name: 'DosFarma: boletín con ofertas en protección solar y vitaminas, por Brevo',
    lang: 'es',
    kind: 'marketing',
    raw: mail({
      from: 'DosFarma <newsletter@dosfarma.com>',
      to: 'rosa.ibanez.m@gmail.com',
      subject: 'Hasta -40 % en protección solar y 2ª unidad al 50 % en vitaminas',
      date: 'Thu, 22 May 2025 09:30:00 +0200',
      messageId: '202505220730.66104112209@smtp-relay.mailin.fr',
      dkim: ['dosfarma.com:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-66104-rosa.ibanez.m=gmail.com@sendinblue.com',
      relay: 'smtp-relay.sendinblue.com [185.41.28.170]',
      headers: brevoHeaders('66104', 'c7e2a9f1-4b3d-4e8a-9c1b-2f6d5a8e3b71'),
      body: document(
        [
          { heading: 'Prepárate para el verano' },
          'Hasta un 40 % de descuento en protección solar de ISDIN, La Roche-Posay y Avène, y la segunda unidad al 50 % en vitaminas y complementos alimenticios.',
          { button: 'Ver ofertas', href: 'https://www.dosfarma.com/ofertas-verano' },
          {
            small:
              'Los complementos alimenticios no deben utilizarse como sustitutos de una dieta equilibrada. DosFarma, farmacia online autorizada. [Darse de baja](https://dosfarma.r.af.d.sendibt2.com/tr/un/li/c7e2a9f1)',
          },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // A supermarket loyalty programme: the quarterly savings voucher is ready in the app.
    name: 'Club Carrefour: ya tienes tu cheque ahorro de 12,40 € en la app',
    lang: 'es',
    kind: 'marketing',
    raw: mail({
      from: 'Club Carrefour <club@info.carrefour.es>',
      to: 'carmen.vidal.s@gmail.com',
      subject: 'Carmen, tu Cheque Ahorro de 12,40 € ya está disponible',
      date: 'Mon, 7 Apr 2025 08:00:00 +0200',
      messageId: '3d4e8a9c-1b5f-40e2-8d8a-1b36c7e41a9f@ind1s06mta1650.xt.local',
      dkim: ['info.carrefour.es:200608'],
      returnPath: 'bounce-14_HTML-228104-1102-8841022-2@bounce.info.carrefour.es',
      relay: 'mta1650.info.carrefour.es [13.111.48.150]',
      headers: sfmcHeaders('info.carrefour.es', '4ODQxMDIy'),
      body: document(
        [
          { heading: 'Tu Cheque Ahorro del trimestre' },
          'Gracias a tus compras de enero a marzo has acumulado 12,40 € que puedes gastar en cualquier hipermercado o en carrefour.es hasta el 30 de abril. Lo tienes en la app, en Mis Cheques.',
          { button: 'Ver mi cheque', href: 'https://www.carrefour.es/club-carrefour/mis-cheques' },
          {
            small:
              'Centros Comerciales Carrefour, S.A. Recibes este correo como socia del Club Carrefour. [Darse de baja](https://click.info.carrefour.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)',
          },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // Correos' own delivery notice: the parcel arrives today, no payment involved.
    name: 'Correos: tu envío llega hoy, sigue el reparto en correos.es',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Correos <notificaciones@correos.es>',
      to: 'maria.josefa.ruiz@gmail.com',
      subject: 'Tu envío PQ4B7C0412295680128004S llega hoy',
      date: 'Wed, 16 Apr 2025 08:12:33 +0200',
      messageId: '20250416061233.PQ4B7C0412295680128004S@correos.es',
      dkim: ['correos.es:sel1'],
      relay: 'smtp-out2.correos.es [194.224.183.22]',
      body: document(
        [
          'Hola,',
          'Tu envío PQ4B7C0412295680128004S de ZALANDO está en reparto y llegará hoy entre las 10:00 y las 14:00.',
          { button: 'Seguir mi envío', href: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ4B7C0412295680128004S' },
          { small: 'Correos nunca te pedirá pagos por SMS ni por correo electrónico para entregar un envío.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
  {
    // A friend won the gym's raffle for real and tells her sister.
    name: 'Amiga: "me ha tocado el sorteo del gimnasio", recoger el premio en recepción',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Elena Sanz <elena.sanz.p@gmail.com>',
      to: 'Marta Sanz <martasanz82@gmail.com>',
      subject: 'no te lo vas a creer',
      date: 'Sat, 10 May 2025 13:26:44 +0200',
      messageId: 'CAG7pM2xN8vR4tK1wQ5bL3cF9dH6sY0c_vT1pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Marta!! Me ha tocado el sorteo del gimnasio, el de las cuotas de primavera: tres meses gratis y una mochila. Me han dicho que pase por recepción con el DNI el lunes para firmar y recogerla.\n\nAsí que ya no tengo excusa para no ir jaja. ¿Te apuntas a las clases de los martes conmigo?\n\nBesos',
      ),
    }),
  },
  // ---------------------------------------------------------------- Portuguese (Brazil)
  {
    // Tinder's own "new match" notice in Portuguese.
    name: 'Tinder: "Você tem um novo match!", abrir o app para conversar',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Tinder <no-reply@gotinder.com>',
      to: 'rodrigo.almeida.sp@gmail.com',
      subject: 'Você tem um novo match! 🔥',
      date: 'Sat, 26 Apr 2025 21:09:50 -0300',
      messageId: 'Mt6vR2pQ8xN4wK1bL7cD3s@geopod-ismtpd-18',
      dkim: ['gotinder.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+1044128-8e2c-rodrigo.almeida.sp=gmail.com@mail.gotinder.com',
      relay: 'o1678912x58.outbound-mail.sendgrid.net [149.72.124.58]',
      headers: brazeHeaders('https://gotinder.com/unsubscribe?e=Yk3pR8vT2mQ9', 'Tr6vN2mQ8pX4wK1yZ3bC5dF9hJ0lL7nPh'),
      body: document(
        [
          { heading: 'É um match!' },
          'Você e Juliana curtiram um ao outro. Abra o Tinder e mande a primeira mensagem.',
          { button: 'Abrir o Tinder', href: 'https://tinder.com/app/matches' },
          { small: 'Match Group, LLC, 8750 N. Central Expressway, Dallas, TX. [Cancelar inscrição](https://gotinder.com/unsubscribe?e=Yk3pR8vT2mQ9)' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // A bookmaker licensed under Brazil's 2025 rules (.bet.br) writes to a registered customer:
    // odds for the weekend, the responsible-gaming lines and the age limit.
    name: 'Betano (bet.br autorizada): newsletter das odds do Brasileirão com "jogue com responsabilidade"',
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Betano <novidades@email.betano.bet.br>',
      to: 'felipe.nascimento92@gmail.com',
      subject: 'Rodada do Brasileirão: odds turbinadas em Flamengo x Palmeiras',
      date: 'Fri, 25 Jul 2025 11:00:00 -0300',
      messageId: '6c7e41a9-e2b3-4d4e-8a9c-1b5f0e2d8a1c@ind1s06mta1733.xt.local',
      dkim: ['email.betano.bet.br:200608'],
      returnPath: 'bounce-29_HTML-661204-2218-9930411-6@bounce.email.betano.bet.br',
      relay: 'mta1733.email.betano.bet.br [13.111.49.133]',
      headers: sfmcHeaders('email.betano.bet.br', '5OTMwNDEx'),
      body: document(
        [
          { heading: 'Rodada 17 do Brasileirão' },
          'Confira as odds turbinadas do clássico de domingo e monte sua aposta múltipla no app.',
          { button: 'Ver odds', href: 'https://www.betano.bet.br/sport/futebol/brasil/brasileirao-serie-a/' },
          {
            small:
              'Jogue com responsabilidade. Proibido para menores de 18 anos. Apostas são atividades de risco e podem causar dependência. Betano, operadora autorizada pela SPA/MF. [Cancelar inscrição](https://click.email.betano.bet.br/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)',
          },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // A pharmacy chain's newsletter: discounts on vitamins with the loyalty programme.
    name: 'Drogasil: newsletter com descontos em vitaminas no programa de fidelidade',
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Drogasil <ofertas@news.drogasil.com.br>',
      to: 'cristina.moura.rj@gmail.com',
      subject: 'Até 40% OFF em vitaminas e suplementos com o Stix',
      date: 'Tue, 3 Jun 2025 10:00:00 -0300',
      messageId: 'f2b3d4e8-a9c1-4b5f-8e2d-8a1b36c7e41b@ind1s06mta1588.xt.local',
      dkim: ['news.drogasil.com.br:200608'],
      returnPath: 'bounce-57_HTML-771503-4120-3318802-1@bounce.news.drogasil.com.br',
      relay: 'mta1588.news.drogasil.com.br [13.111.48.88]',
      headers: sfmcHeaders('news.drogasil.com.br', 'zMzE4ODAy'),
      body: document(
        [
          { heading: 'Semana da Saúde Drogasil' },
          'Vitaminas, ômega 3 e colágeno com até 40% de desconto e pontos em dobro no Stix. Compre no app ou retire na loja mais próxima.',
          { button: 'Ver ofertas', href: 'https://www.drogasil.com.br/vitaminas-e-suplementos' },
          {
            small:
              'Suplementos alimentares não substituem uma alimentação equilibrada. Raia Drogasil S.A. [Descadastrar](https://click.news.drogasil.com.br/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)',
          },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // A gym chain's programme newsletter through Mailchimp: a 30-day challenge for members.
    name: 'Smart Fit: desafio de 30 dias para alunos, treinos no app, pela Mailchimp',
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Smart Fit <contato@smartfit.com.br>',
      to: 'gustavo.ferraz.rs@gmail.com',
      subject: 'Desafio 30 dias: treinos novos no app a partir de segunda',
      date: 'Thu, 28 Aug 2025 18:00:00 -0300',
      messageId: 'd1e7c2a9f40b.73012455@mail112.suw131.mcdlv.net',
      dkim: ['smartfit.com.br:k2', 'mcdlv.net:k3'],
      returnPath: 'bounce-mc.us6_73012455.5501-gustavo.ferraz.rs=gmail.com@mail112.suw131.mcdlv.net',
      relay: 'mail112.suw131.mcdlv.net [198.2.134.112]',
      headers: mailchimpHeaders('smartfit', 'us6', 'a4d7e1c9b2f3e5a8c6d1b7f2e', 'c93e1a7f4d'),
      body: document(
        [
          { heading: 'Desafio 30 dias Smart Fit' },
          'A partir de segunda, o app Smart Fit traz um plano de 30 dias com treinos de força e cardio para todos os níveis. Registre seus treinos e acompanhe sua evolução.',
          { button: 'Conhecer o desafio', href: 'https://www.smartfit.com.br/desafio-30-dias' },
          {
            small:
              'Smart Fit Escola de Ginástica e Dança S.A. Você recebe este e-mail por ser aluno. [Cancelar inscrição](https://smartfit.us6.list-manage.com/unsubscribe?u=a4d7e1c9b2f3e5a8c6d1b7f2e&id=c93e1a7f4d)',
          },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // A Brazilian exchange's own notice: a Pix deposit was credited.
    name: 'Mercado Bitcoin: seu depósito via Pix de R$ 500,00 foi creditado',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Mercado Bitcoin <nao-responda@mercadobitcoin.com.br>',
      to: 'joao.batista.ce@yahoo.com.br',
      subject: 'Depósito confirmado: R$ 500,00',
      date: 'Mon, 20 Oct 2025 09:44:17 -0300',
      messageId: '01000199fa1c2e3d-6a7b8c9d-0e1f-4a2b-b3c4-d5e6f7a8b901-000000@email.amazonses.com',
      dkim: ['mercadobitcoin.com.br:mb1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '01000199fa1c2e3d-6a7b8c9d-0e1f-4a2b-b3c4-d5e6f7a8b901-000000@amazonses.com',
      relay: 'a8-104.smtp-out.amazonses.com [54.240.8.104]',
      headers: sesHeaders('us-east-1', '1.us-east-1.Mb4vR8pT2mQ9wN1xL5bC7d=', '2025.10.20-54.240.8.104'),
      body: document(
        [
          'Olá, João,',
          'Seu depósito via Pix de R$ 500,00 foi creditado na sua conta Mercado Bitcoin e já está disponível para negociação.',
          {
            rows: [
              ['Valor', 'R$ 500,00'],
              ['Origem', 'Banco do Brasil – conta de mesma titularidade'],
              ['Data', '20/10/2025 09:43'],
            ],
          },
          { small: 'O Mercado Bitcoin nunca pede sua senha ou código 2FA por e-mail, telefone ou WhatsApp.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // The Correios' real import notice: an international parcel was taxed, pay in the
    // Correios' own "Minhas Importações" after signing in.
    name: 'Correios (real): objeto internacional tributado, pagar em Minhas Importações no site dos Correios',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Correios <naoresponda@correios.com.br>',
      to: 'aline.rocha.mg@gmail.com',
      subject: 'Objeto LB204518822HK aguardando pagamento',
      date: 'Thu, 13 Mar 2025 10:21:09 -0300',
      messageId: '20250313132109.LB204518822HK@correios.com.br',
      dkim: ['correios.com.br:sel1'],
      relay: 'smtp3.correios.com.br [200.252.60.33]',
      body: document(
        [
          'Prezada cliente,',
          'O objeto LB204518822HK, vindo de Hong Kong, foi tributado pela Receita Federal. O pagamento do imposto de importação de R$ 38,72 deve ser feito em Minhas Importações, após acessar com sua conta dos Correios, em até 20 dias.',
          { button: 'Minhas Importações', href: 'https://apps.correios.com.br/portalimportador/' },
          { small: 'Os Correios não enviam links de pagamento por SMS ou WhatsApp. Confira sempre o endereço correios.com.br.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  // ---------------------------------------------------------------- Portuguese (Portugal)
  {
    // Via Verde's own monthly statement: tolls debited from the account on file.
    name: 'Via Verde: o extrato de agosto está disponível, débito direto na conta associada',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Via Verde <naoresponder@viaverde.pt>',
      to: 'ricardo.pinto71@hotmail.com',
      subject: 'O seu extrato Via Verde de agosto',
      date: 'Wed, 3 Sep 2025 09:05:14 +0100',
      messageId: '20250903080514.4471@viaverde.pt',
      dkim: ['viaverde.pt:vv1'],
      relay: 'mail-out1.viaverde.pt [195.22.18.41]',
      body: document(
        [
          'Caro cliente,',
          'O seu extrato de agosto já está disponível na área de cliente. O valor de 47,85 € de portagens e estacionamento será debitado na conta associada a 10 de setembro.',
          { button: 'Ver extrato', href: 'https://www.viaverde.pt/particulares/area-cliente/extratos' },
          { small: 'A Via Verde nunca pede pagamentos por SMS nem por e-mail com links para outros sites.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    // CTT's own delivery notice: the parcel arrives today, nothing to pay.
    name: 'CTT: a sua encomenda será entregue hoje, acompanhar em ctt.pt',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'CTT <notificacoes@ctt.pt>',
      to: 'ana.rita.costa@gmail.com',
      subject: 'A sua encomenda RR418822914PT chega hoje',
      date: 'Tue, 4 Nov 2025 08:40:52 +0000',
      messageId: '20251104084052.RR418822914PT@ctt.pt',
      dkim: ['ctt.pt:ctt1'],
      relay: 'smtp-out.ctt.pt [193.126.240.12]',
      body: document(
        [
          'Olá,',
          'A sua encomenda RR418822914PT, enviada por WORTEN, está em distribuição e será entregue hoje até às 19h.',
          { button: 'Acompanhar encomenda', href: 'https://appserver.ctt.pt/CustomerArea/PublicArea_Detail?ObjectCodeInput=RR418822914PT' },
          { small: 'Os CTT nunca solicitam pagamentos por SMS ou e-mail para entregar encomendas nacionais.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    // A supermarket loyalty card: the balance of the card and this week's coupons.
    name: 'Cartão Continente: tem 7,50 € em saldo e cupões novos na app',
    lang: 'pt-PT',
    kind: 'marketing',
    raw: mail({
      from: 'Cartão Continente <cartao@news.continente.pt>',
      to: 'helena.sousa.m@gmail.com',
      subject: 'Helena, tem 7,50 € em saldo no Cartão Continente',
      date: 'Fri, 11 Apr 2025 08:00:00 +0100',
      messageId: 'a9e2b3d4-e8a9-4c1b-9f0e-2d8a1b36c7e5@ind1s06mta1390.xt.local',
      dkim: ['news.continente.pt:200608'],
      returnPath: 'bounce-41_HTML-339102-6610-2210938-4@bounce.news.continente.pt',
      relay: 'mta1390.news.continente.pt [13.111.47.190]',
      headers: sfmcHeaders('news.continente.pt', 'yMjEwOTM4'),
      body: document(
        [
          { heading: 'O seu saldo e os cupões da semana' },
          'Tem 7,50 € em saldo no Cartão Continente para usar nas próximas compras. Esta semana há cupões de 25% em fruta e legumes. Ative-os na app antes de ir à loja.',
          { button: 'Ver cupões na app', href: 'https://www.continente.pt/cartao-continente/cupoes/' },
          {
            small:
              'Modelo Continente Hipermercados, S.A. [Cancelar subscrição](https://click.news.continente.pt/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)',
          },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    // A friend asks about the magnesium supplement the pharmacist suggested.
    name: 'Amiga pergunta pelo suplemento de magnésio que a farmacêutica recomendou',
    lang: 'pt-PT',
    kind: 'personal',
    raw: mail({
      from: 'Teresa Matos <teresa.matos.lx@gmail.com>',
      to: 'Helena Sousa <helena.sousa.m@gmail.com>',
      subject: 'o magnésio',
      date: 'Mon, 19 May 2025 20:11:36 +0100',
      messageId: 'CAH2qN7xR4vP9tK1wM3bL8cF5dJ6sY0b_xT4pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Olá Helena,\n\nComo se chamava aquele magnésio que a farmacêutica te recomendou para as cãibras? Ando a acordar com elas e o médico disse que podia experimentar antes de fazer análises.\n\nSábado vamos à caminhada? Beijinhos\nTeresa',
      ),
    }),
  },
  // ---------------------------------------------------------------- German
  {
    // A dating platform's own notice: a new message, read it after signing in.
    name: 'Parship: "Sie haben eine neue Nachricht", lesen nach dem Einloggen, von parship.de',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Parship <service@mail.parship.de>',
      to: 'markus.hoffmann78@gmx.de',
      subject: 'Sie haben eine neue Nachricht erhalten',
      date: 'Sun, 6 Apr 2025 19:55:21 +0200',
      messageId: '20250406175521.7c2e41a9@mail.parship.de',
      dkim: ['mail.parship.de:ps1'],
      relay: 'mout-07.mail.parship.de [91.216.61.207]',
      headers: ['List-Unsubscribe: <https://www.parship.de/settings/notifications>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          { heading: 'Neue Nachricht' },
          'Ein Parship-Mitglied (Lehrerin, 41, Hamburg) hat Ihnen eine Nachricht geschrieben. Loggen Sie sich ein, um sie zu lesen.',
          { button: 'Nachricht lesen', href: 'https://www.parship.de/messages' },
          {
            small:
              'PE Digital GmbH, Speersort 10, 20095 Hamburg. Benachrichtigungen ändern Sie in Ihren [Einstellungen](https://www.parship.de/settings/notifications).',
          },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // A bookmaker licensed by the German regulator: Bundesliga odds and the mandated warning.
    name: 'Tipico-Newsletter: Quoten zum Bundesliga-Spieltag mit Suchtwarnung und GGL-Lizenz',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Tipico <news@mail.tipico.de>',
      to: 'thomas.becker.hh@t-online.de',
      subject: 'Topspiel am Samstag: die Quoten zum 24. Spieltag',
      date: 'Thu, 6 Mar 2025 12:00:00 +0100',
      messageId: '2d8a1b36-c7e4-41a9-8e2b-3d4e8a9c1b5d@ind1s06mta1522.xt.local',
      dkim: ['mail.tipico.de:200608'],
      returnPath: 'bounce-35_HTML-118420-5520-4419023-8@bounce.mail.tipico.de',
      relay: 'mta1522.mail.tipico.de [13.111.48.22]',
      headers: sfmcHeaders('mail.tipico.de', '0NDE5MDIz'),
      body: document(
        [
          { heading: '24. Spieltag' },
          'Alle Quoten zum Topspiel und zu den Samstagspartien, dazu Live-Wetten in der App.',
          { button: 'Zu den Quoten', href: 'https://sports.tipico.de/de/alle/fussball/deutschland/bundesliga' },
          {
            small:
              'Glücksspiel kann süchtig machen. 18+. Hilfe unter check-dein-spiel.de oder 0800 1 37 27 00. Tipico ist von der Gemeinsamen Glücksspielbehörde der Länder (GGL) erlaubt. [Abmelden](https://click.mail.tipico.de/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)',
          },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // An online pharmacy's newsletter: vouchers for vitamins, the mandatory health advice.
    name: 'Shop Apotheke: Newsletter mit Gutschein für Vitamine und Pflichthinweis',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'SHOP APOTHEKE <newsletter@news.shop-apotheke.com>',
      to: 'monika.schulz.k@gmx.de',
      subject: '10 % auf Vitamine und Mineralstoffe – nur bis Sonntag',
      date: 'Tue, 4 Feb 2025 07:30:00 +0100',
      messageId: '0102019519c3a2e1-2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b-000000@eu-west-1.amazonses.com',
      dkim: ['news.shop-apotheke.com:sa1', 'amazonses.com:uku4taia5b5tsbglxyj6zym32efj7xqv'],
      returnPath: '0102019519c3a2e1-2e3f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b-000000@eu-west-1.amazonses.com',
      relay: 'a7-51.smtp-out.eu-west-1.amazonses.com [54.240.7.51]',
      headers: [
        ...sesHeaders('eu-west-1', '1.eu-west-1.Sa8vN2mR4pX7wK1yZ3bC5d=', '2025.02.04-54.240.7.51'),
        'List-Unsubscribe: <https://www.shop-apotheke.com/newsletter/abmelden?t=Wn8Pc1Hd5F>',
        LIST_UNSUBSCRIBE_POST,
      ],
      body: document(
        [
          { heading: 'Gut versorgt durch den Winter' },
          'Mit dem Code VITAMIN10 sparen Sie 10 % auf Vitamin D, Zink und Magnesium. Gültig bis Sonntag, 9. Februar.',
          { button: 'Jetzt entdecken', href: 'https://www.shop-apotheke.com/vitamine-mineralstoffe/' },
          {
            small:
              'Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihre Ärztin, Ihren Arzt oder in Ihrer Apotheke. [Abmelden](https://www.shop-apotheke.com/newsletter/abmelden?t=Wn8Pc1Hd5F)',
          },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // A gym chain's programme newsletter through Brevo: an eight-week course for members.
    name: 'Fitnessstudio-Newsletter: 8-Wochen-Abnehmkurs für Mitglieder, über Brevo',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'FitX <news@fitx.de>',
      to: 'jan.krueger.95@gmail.com',
      subject: 'Neu: 8-Wochen-Kurs "Fit & leicht" in deinem Studio',
      date: 'Mon, 12 Jan 2026 17:00:00 +0100',
      messageId: '202601121600.44018273302@smtp-relay.mailin.fr',
      dkim: ['fitx.de:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-44018-jan.krueger.95=gmail.com@sendinblue.com',
      relay: 'smtp-relay.sendinblue.com [185.41.28.181]',
      headers: brevoHeaders('44018', 'e1a7c9f2-3b4d-4e8a-9c1b-6d2f5a8e3b72'),
      body: document(
        [
          { heading: 'Fit & leicht: 8 Wochen, 2 Termine pro Woche' },
          'Ab Februar bieten unsere Trainerinnen und Trainer einen Kurs mit Krafttraining, Ausdauer und Ernährungstipps an. Für Mitglieder kostenlos, Anmeldung in der FitX-App.',
          { button: 'Zur Kursanmeldung', href: 'https://www.fitx.de/kurse/fit-und-leicht' },
          { small: 'FitX Deutschland GmbH, Essen. [Newsletter abbestellen](https://fitx.r.af.d.sendibt2.com/tr/un/li/e1a7c9f2)' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // A crypto broker's own receipt: a SEPA deposit arrived.
    name: 'Bitpanda: Ihre Einzahlung von 250 € ist eingegangen',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Bitpanda <no-reply@bitpanda.com>',
      to: 'gerhard.fischer@t-online.de',
      subject: 'Einzahlung erfolgreich: 250,00 €',
      date: 'Wed, 15 Oct 2025 11:18:40 +0200',
      messageId: '0102019a1e2c3d4e-7f8a9b0c-1d2e-4f3a-b4c5-d6e7f8a9b012-000000@eu-west-1.amazonses.com',
      dkim: ['bitpanda.com:bp1', 'amazonses.com:uku4taia5b5tsbglxyj6zym32efj7xqv'],
      returnPath: '0102019a1e2c3d4e-7f8a9b0c-1d2e-4f3a-b4c5-d6e7f8a9b012-000000@eu-west-1.amazonses.com',
      relay: 'a7-63.smtp-out.eu-west-1.amazonses.com [54.240.7.63]',
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Bp3vR8pT2mQ9wN1xL5bC7d=', '2025.10.15-54.240.7.63'),
      body: document(
        [
          'Hallo Gerhard,',
          'Ihre SEPA-Einzahlung von 250,00 € ist eingegangen und steht in Ihrem Euro-Wallet zur Verfügung.',
          {
            rows: [
              ['Betrag', '250,00 €'],
              ['Methode', 'SEPA-Überweisung'],
              ['Datum', '15.10.2025'],
            ],
          },
          { small: 'Bitpanda fragt Sie niemals nach Ihrem Passwort oder Ihren 2FA-Codes. Bitpanda GmbH, Stella-Klein-Löw-Weg 17, 1020 Wien' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // DHL's own notice: the parcel comes today, time window, no payment.
    name: 'DHL: Ihr Paket kommt heute zwischen 12 und 15 Uhr',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'DHL Paket <noreply@dhl.de>',
      to: 'petra.wagner.61@web.de',
      subject: 'Ihr DHL Paket kommt heute',
      date: 'Thu, 26 Jun 2025 07:52:09 +0200',
      messageId: '20250626055209.00340434161094001234@dhl.de',
      dkim: ['dhl.de:dhl2023'],
      relay: 'mailout3.dhl.de [165.72.200.43]',
      body: document(
        [
          'Guten Tag,',
          'Ihr Paket 00340434161094001234 von OTTO wird heute voraussichtlich zwischen 12:00 und 15:00 Uhr zugestellt.',
          { button: 'Sendung verfolgen', href: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094001234' },
          { small: 'DHL fordert Sie nie per E-Mail oder SMS zur Zahlung von Versandkosten auf. Deutsche Post AG, Charles-de-Gaulle-Str. 20, 53113 Bonn' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  // ---------------------------------------------------------------- French
  {
    // A dating app's own notice in French: someone "crushed" on the reader.
    name: "happn : « Vous avez un nouveau Crush ! », ouvrir l'application",
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'happn <hello@mail.happn.com>',
      to: 'julien.bernard.83@orange.fr',
      subject: 'Vous avez un nouveau Crush ! 💛',
      date: 'Wed, 14 May 2025 20:27:33 +0200',
      messageId: 'Hp4vR2mQ8xT7wN1bL5cD9s@geopod-ismtpd-9',
      dkim: ['mail.happn.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+2291044-3c7e-julien.bernard.83=orange.fr@mail.happn.com',
      relay: 'o1678912x71.outbound-mail.sendgrid.net [149.72.124.71]',
      headers: brazeHeaders('https://mail.happn.com/unsubscribe?u=Fr4vN8mQ2pX7', 'Hp8vN2mT4pX1wR7yZ3bC5dF9kJ0lL6nPj'),
      body: document(
        [
          { heading: "C'est un Crush !" },
          'Camille et vous vous êtes likés. Ouvrez happn pour lui envoyer un premier message.',
          { button: 'Ouvrir happn', href: 'https://happn.app.link/crushes' },
          { small: 'happn SAS, 10 rue Saint-Marc, 75002 Paris. [Se désabonner](https://mail.happn.com/unsubscribe?u=Fr4vN8mQ2pX7)' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // The national lottery's newsletter to a registered player, with the legally required
    // warning and the helpline.
    name: 'FDJ : newsletter du super jackpot EuroMillions avec le message de prévention obligatoire',
    lang: 'fr',
    kind: 'marketing',
    raw: mail({
      from: 'FDJ <newsletter@info.fdj.fr>',
      to: 'jeanpierre.moreau@wanadoo.fr',
      subject: "EuroMillions : 130 millions d'euros mis en jeu vendredi",
      date: 'Wed, 5 Nov 2025 11:00:00 +0100',
      messageId: '7e41a9e2-b3d4-4e8a-9c1b-5f0e2d8a1b37@ind1s06mta1266.xt.local',
      dkim: ['info.fdj.fr:200608'],
      returnPath: 'bounce-48_HTML-220471-7701-1102938-5@bounce.info.fdj.fr',
      relay: 'mta1266.info.fdj.fr [13.111.47.66]',
      headers: sfmcHeaders('info.fdj.fr', 'xMTAyOTM4'),
      body: document(
        [
          { heading: 'Super jackpot vendredi' },
          "Vendredi, 130 millions d'euros sont mis en jeu à l'EuroMillions. Validez votre grille en ligne ou chez votre détaillant avant 20h15.",
          { button: 'Jouer en ligne', href: 'https://www.fdj.fr/jeux-de-tirage/euromillions-my-million' },
          {
            small:
              'Jouer comporte des risques : endettement, isolement, dépendance. Pour être aidé, appelez le 09-74-75-13-13 (appel non surtaxé). Interdit aux mineurs. [Se désabonner](https://click.info.fdj.fr/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)',
          },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // A pharmacy's newsletter through Mailchimp: cold-season products and advice.
    name: "Pharmacie de quartier : newsletter de l'hiver par Mailchimp, conseils et promotions",
    lang: 'fr',
    kind: 'marketing',
    raw: mail({
      from: 'Pharmacie des Halles <contact@pharmaciedeshalles-nantes.fr>',
      to: 'nathalie.petit.69@free.fr',
      subject: 'Rhume, vitamine D, vaccination : nos conseils de saison',
      date: 'Tue, 25 Nov 2025 09:00:00 +0100',
      messageId: 'b9c1e7a2f40d.61203388@mail141.atl81.mcdlv.net',
      dkim: ['pharmaciedeshalles-nantes.fr:k2', 'mcdlv.net:k3'],
      returnPath: 'bounce-mc.us17_61203388.1102-nathalie.petit.69=free.fr@mail141.atl81.mcdlv.net',
      relay: 'mail141.atl81.mcdlv.net [198.2.141.141]',
      headers: mailchimpHeaders('pharmaciedeshalles-nantes', 'us17', 'e2c9a1f7b4d3e8c5a6f1b2d9e', 'd41a7c2e9f'),
      body: document(
        [
          { heading: "L'hiver arrive" },
          "La vaccination contre la grippe se fait sans rendez-vous à la pharmacie jusqu'au 31 janvier. Ce mois-ci, -20 % sur la vitamine D et les sprays nasaux à l'eau de mer.",
          'Demandez conseil à votre pharmacien avant de prendre un complément alimentaire.',
          { button: 'Nos horaires', href: 'https://www.pharmaciedeshalles-nantes.fr/horaires' },
          {
            small:
              'Pharmacie des Halles, Nantes. [Se désinscrire](https://pharmaciedeshalles-nantes.us17.list-manage.com/unsubscribe?u=e2c9a1f7b4d3e8c5a6f1b2d9e&id=d41a7c2e9f)',
          },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    // Colissimo's own notice: the parcel arrives today. Its real notification domain is not
    // laposte.fr but notif-colissimo-laposte.info, which readers often take for a look-alike.
    name: "Colissimo : votre colis sera livré aujourd'hui",
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Colissimo <noreply@notif-colissimo-laposte.info>',
      to: 'sylvie.garnier@laposte.net',
      subject: "Votre colis 6A24118893301 sera livré aujourd'hui",
      date: 'Fri, 5 Dec 2025 07:48:31 +0100',
      messageId: '20251205064831.6A24118893301@notif-colissimo-laposte.info',
      dkim: ['notif-colissimo-laposte.info:col1'],
      relay: 'smtp-col3.notif-colissimo-laposte.info [213.41.90.33]',
      body: document(
        [
          'Bonjour,',
          "Votre colis 6A24118893301 expédié par FNAC sera livré aujourd'hui entre 9h et 18h. Vous pouvez choisir de le faire livrer chez un voisin ou en point retrait.",
          { button: 'Suivre mon colis', href: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A24118893301' },
          { small: 'La Poste ne vous demandera jamais de payer des frais par SMS ou par e-mail pour livrer un colis en France.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  // ---------------------------------------------------------------- Dutch
  {
    // A dating site's own notice in Dutch: someone sent a message.
    name: 'Lexa: "je hebt een nieuw bericht", lezen na inloggen op lexa.nl',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Lexa <noreply@mail.lexa.nl>',
      to: 'dennis.vandijk@ziggo.nl',
      subject: 'Je hebt een nieuw bericht op Lexa',
      date: 'Sun, 23 Mar 2025 20:02:44 +0100',
      messageId: '20250323190244.a9c1b5f0@mail.lexa.nl',
      dkim: ['mail.lexa.nl:lx1'],
      relay: 'out-4.mail.lexa.nl [185.25.41.4]',
      headers: ['List-Unsubscribe: <https://www.lexa.nl/instellingen/meldingen>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          { heading: 'Nieuw bericht' },
          'Iemand uit Utrecht (36) heeft je een bericht gestuurd. Log in op Lexa om het te lezen en te reageren.',
          { button: 'Bericht lezen', href: 'https://www.lexa.nl/berichten' },
          { small: 'Lexa vraagt je nooit om betaalgegevens via e-mail. Meldingen wijzigen via [Instellingen](https://www.lexa.nl/instellingen/meldingen).' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // A licensed Dutch online casino's newsletter with the mandated slogan and CRUKS mention.
    name: 'Holland Casino Online: nieuwsbrief met "Wat kost gokken? Stop op tijd. 18+"',
    lang: 'nl',
    kind: 'marketing',
    raw: mail({
      from: 'Holland Casino Online <nieuws@email.hollandcasino.nl>',
      to: 'kevin.bakker90@gmail.com',
      subject: 'Nieuw in het online casino: drie live tafels',
      date: 'Thu, 30 Oct 2025 16:00:00 +0100',
      messageId: 'c1b5f0e2-d8a1-4b36-9c7e-41a9e2b3d4e9@ind1s06mta1477.xt.local',
      dkim: ['email.hollandcasino.nl:200608'],
      returnPath: 'bounce-26_HTML-551203-8804-6620391-2@bounce.email.hollandcasino.nl',
      relay: 'mta1477.email.hollandcasino.nl [13.111.47.177]',
      headers: sfmcHeaders('email.hollandcasino.nl', '2NjIwMzkx'),
      body: document(
        [
          { heading: 'Drie nieuwe live tafels' },
          'Vanaf vandaag speel je roulette en blackjack aan drie nieuwe live tafels, rechtstreeks vanuit onze studio. Stel vooraf je speellimieten in via Mijn Account.',
          { button: 'Bekijk de live tafels', href: 'https://www.hollandcasino.nl/online-casino/live-casino' },
          {
            small:
              'Wat kost gokken? Stop op tijd. 18+. Holland Casino heeft een vergunning van de Kansspelautoriteit. Hulp nodig? loketkansspel.nl. [Afmelden](https://click.email.hollandcasino.nl/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)',
          },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // A dating platform's own newsletter, its name on its own signed domain: the display-name
    // offer check (sender_display_name_offer) must not read it as a borrowed mailing account.
    name: 'Lexa-nieuwsbrief: "Daten in de herfst", tips voor je eerste date',
    lang: 'nl',
    kind: 'marketing',
    raw: mail({
      from: 'Lexa Dating <nieuwsbrief@mail.lexa.nl>',
      to: 'kevin.bakker90@gmail.com',
      subject: 'Daten in de herfst: vijf ideeën voor je eerste date',
      date: 'Tue, 4 Nov 2025 18:30:00 +0100',
      messageId: 'd2a6c1e8-4b7f-4e19-8a3d-52c7f1e0b9a4@mail.lexa.nl',
      dkim: ['mail.lexa.nl:s1'],
      returnPath: 'bounce-7731-kevin.bakker90=gmail.com@mail.lexa.nl',
      relay: 'mta2.mail.lexa.nl [198.51.100.42]',
      headers: sfmcHeaders('mail.lexa.nl', 'NzczMTQ0'),
      body: document(
        [
          { heading: 'Vijf ideeën voor een herfstdate' },
          'Een wandeling door het bos, een museum op zondag of samen koken: onze datingcoach zet vijf ideeën voor je eerste date op een rij. Bekijk ook wie er nieuw is in jouw regio.',
          { button: 'Lees de tips', href: 'https://www.lexa.nl/blog/herfstdate' },
          { small: 'Je ontvangt deze e-mail omdat je lid bent van Lexa. [Afmelden](https://www.lexa.nl/account/notificaties)' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // A drugstore chain's newsletter: vitamins 1+1 free with the loyalty card.
    name: 'Etos-nieuwsbrief: vitamines 1+1 gratis met de Etos-app',
    lang: 'nl',
    kind: 'marketing',
    raw: mail({
      from: 'Etos <nieuwsbrief@mail.etos.nl>',
      to: 'ingrid.smit64@kpnmail.nl',
      subject: '1+1 gratis op alle vitamines van Etos',
      date: 'Mon, 13 Jan 2025 08:00:00 +0100',
      messageId: 'e41a9e2b-3d4e-48a9-9c1b-5f0e2d8a1b38@ind1s06mta1355.xt.local',
      dkim: ['mail.etos.nl:200608'],
      returnPath: 'bounce-19_HTML-662018-3310-7720194-9@bounce.mail.etos.nl',
      relay: 'mta1355.mail.etos.nl [13.111.47.155]',
      headers: sfmcHeaders('mail.etos.nl', '3NzIwMTk0'),
      body: document(
        [
          { heading: 'Fit het nieuwe jaar in' },
          'Deze week 1+1 gratis op alle vitamines en mineralen van het Etos-merk, in de winkel en online.',
          { button: 'Bekijk de actie', href: 'https://www.etos.nl/acties/vitamines' },
          {
            small:
              'Voedingssupplementen zijn geen vervanging van een gevarieerd voedingspatroon. Etos B.V., Zaandam. [Afmelden](https://click.mail.etos.nl/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)',
          },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  {
    // A crypto exchange's own receipt in Dutch: an iDEAL deposit arrived.
    name: 'Bitvavo: je storting van € 250 via iDEAL is ontvangen',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Bitvavo <no-reply@bitvavo.com>',
      to: 'henk.de.graaf@planet.nl',
      subject: 'Storting ontvangen: € 250,00',
      date: 'Tue, 19 Aug 2025 12:21:06 +0200',
      messageId: '0102019898c1a2e3-9f0a1b2c-3d4e-4f5a-b6c7-d8e9f0a1b234-000000@eu-west-1.amazonses.com',
      dkim: ['bitvavo.com:bv1', 'amazonses.com:uku4taia5b5tsbglxyj6zym32efj7xqv'],
      returnPath: '0102019898c1a2e3-9f0a1b2c-3d4e-4f5a-b6c7-d8e9f0a1b234-000000@eu-west-1.amazonses.com',
      relay: 'a7-74.smtp-out.eu-west-1.amazonses.com [54.240.7.74]',
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Bv7vR8pT2mQ9wN1xL5bC7d=', '2025.08.19-54.240.7.74'),
      body: document(
        [
          'Hoi Henk,',
          'Je storting van € 250,00 via iDEAL is bijgeschreven op je Bitvavo-account.',
          {
            rows: [
              ['Bedrag', '€ 250,00'],
              ['Methode', 'iDEAL (ING)'],
              ['Datum', '19-08-2025 12:20'],
            ],
          },
          { small: 'Bitvavo vraagt je nooit om je wachtwoord, herstelcodes of 2FA-code. Bitvavo B.V., Keizersgracht 281, Amsterdam.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  // ---------------------------------------------------------------- Counterparts of the rules for this batch's misses
  {
    // A bank's fraud-awareness newsletter on recovery scams: it names lost money, fake platforms
    // and firms promising to get it back, and asks the reader to report, not to pay.
    name: 'Nationwide newsletter: "recovery scams target people who already lost money to fake investment platforms"',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Nationwide <news@email.nationwide.co.uk>',
      to: 'sam.okafor@gmail.com',
      subject: 'Scam watch: the second scam after the first',
      date: 'Mon, 3 Nov 2025 10:00:00 +0000',
      messageId: '5c1e9a7f-2b3d-4e8a-9c1f-7a2e4b6d8f01@email.nationwide.co.uk',
      dkim: ['email.nationwide.co.uk:sfmc1'],
      returnPath: 'bounce-41_HTML-2281734-73022-7283011-3@bounce.email.nationwide.co.uk',
      relay: 'mta12.email.nationwide.co.uk [198.51.100.12]',
      headers: sfmcHeaders('email.nationwide.co.uk', '2281734'),
      body: document([
        { heading: 'Recovery scams' },
        'If you have lost money to a fake investment platform, you may be contacted by a firm promising to get it back for a fee. Last year victims lost £2.1 million to these firms.',
        'No genuine firm asks for a fee up front to recover stolen money. Report it to Action Fraud on 0300 123 2040 and call us on the number on the back of your card.',
        { button: 'Read more about scams', href: 'https://www.nationwide.co.uk/security/scams/' },
        {
          small:
            'Nationwide Building Society, Pipers Way, Swindon SN38 1NW. [Unsubscribe](https://click.email.nationwide.co.uk/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)',
        },
      ]),
    }),
  },
  {
    // A crypto exchange's receipt for a first deposit, and its note that nobody from the exchange
    // will call to "activate" anything.
    name: 'Coinbase: your first deposit of $250 has arrived, from coinbase.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Coinbase <no-reply@info.coinbase.com>',
      to: 'j.patterson@verizon.net',
      subject: 'Your first deposit of $250.00 has arrived',
      date: 'Tue, 16 Sep 2025 14:02:11 +0000',
      messageId: '01000199528ac3e1-5a7c9b2d-1e3f-4a6b-8c0d-2e4f6a8b0c12-000000@email.amazonses.com',
      dkim: ['info.coinbase.com:cb1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '01000199528ac3e1-5a7c9b2d-1e3f-4a6b-8c0d-2e4f6a8b0c12-000000@amazonses.com',
      relay: 'a8-45.smtp-out.amazonses.com [54.240.8.45]',
      headers: sesHeaders('us-east-1', '1.us-east-1.Cb4vR8pT2mQ9wN1xL5bC7d=', '2025.09.16-54.240.8.45'),
      body: document([
        'Your first deposit of $250.00 from your bank account ending 0412 has arrived and is ready to use.',
        'Coinbase will never call you to activate your account or ask you to move funds to another platform.',
        { button: 'View transaction', href: 'https://www.coinbase.com/transactions' },
      ]),
    }),
  },
  {
    // A real shop's sale: half price, today only, from its own domain; no warehouse closes.
    name: 'Currys Black Friday: up to 50% off laptops, today only, warehouse team working overtime',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Currys <currys@email.currys.co.uk>',
      to: 'becky.landers@gmail.com',
      subject: 'Black Friday: up to 50% off laptops, today only',
      date: 'Fri, 28 Nov 2025 07:00:00 +0000',
      messageId: '7e2a9c1f-4b3d-4e8a-b1c6-9d2f4a7e1b30@email.currys.co.uk',
      dkim: ['email.currys.co.uk:sfmc1'],
      returnPath: 'bounce-52_HTML-3381294-88021-7318803-7@bounce.email.currys.co.uk',
      relay: 'mta7.email.currys.co.uk [198.51.100.7]',
      headers: sfmcHeaders('email.currys.co.uk', '3381294'),
      body: document([
        { heading: 'Black Friday is here' },
        'Up to 50% off selected laptops, TVs and headphones, today only while stocks last. Our warehouse team is working overtime so orders ship tomorrow.',
        { button: 'Shop the deals', href: 'https://www.currys.co.uk/black-friday' },
        {
          small:
            'Currys Group Limited, 1 Portal Way, London W3 6RS. [Unsubscribe](https://click.email.currys.co.uk/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)',
        },
      ]),
    }),
  },
  {
    // A company's IT department about a laptop taken off the network: a colleague's number to
    // call, from the company's own signed domain.
    name: 'IT-Service einer Firma: "Ihr Laptop wurde vom Netz genommen und gesperrt", bitte die interne Hotline anrufen',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'IT-Service Brenner Logistik <it-service@brenner-logistik.de>',
      to: 'markus.hoffmann@brenner-logistik.de',
      subject: 'Ihr Laptop NB-0417 wurde gesperrt',
      date: 'Wed, 12 Nov 2025 08:41:09 +0100',
      messageId: '20251112074109.5f2a@brenner-logistik.de',
      dkim: ['brenner-logistik.de:s1'],
      relay: 'mail.brenner-logistik.de [198.51.100.28]',
      body: plain(
        'Hallo Herr Hoffmann,\n\nunser Virenscanner hat auf Ihrem Laptop NB-0417 eine verdächtige Datei gefunden. Zur Sicherheit wurde das Gerät vom Netz genommen und gesperrt.\n\nBitte rufen Sie uns unter der internen Hotline 0711 555 0100 an, wir holen das Gerät ab und geben Ihnen ein Ersatzgerät.\n\nViele Grüße\nIT-Service',
      ),
    }),
  },
  {
    // A TV channel's newsletter about its own show: the Sharks, a diet product on air, no
    // endorsement sold.
    name: 'ABC newsletter: "this week on Shark Tank, two sisters pitch their keto snack"',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'ABC <abc@email.abc.com>',
      to: 'pamela.rourke@aol.com',
      subject: 'This week on Shark Tank: a keto snack and a smart leash',
      date: 'Thu, 9 Jan 2025 16:00:00 +0000',
      messageId: '3a9c1e7f-2b4d-4e6a-8c1f-5d7e9a2b4c60@email.abc.com',
      dkim: ['email.abc.com:sfmc1'],
      returnPath: 'bounce-17_HTML-1192834-44012-6281920-1@bounce.email.abc.com',
      relay: 'mta3.email.abc.com [198.51.100.3]',
      headers: sfmcHeaders('email.abc.com', '1192834'),
      body: document([
        { heading: 'Friday on ABC' },
        'On Shark Tank this Friday, two sisters from Ohio pitch their keto snack bars, and a dog walker hopes the Sharks bite on her smart leash.',
        { button: 'Watch on Hulu', href: 'https://abc.com/shows/shark-tank' },
        { small: 'ABC, 500 S Buena Vista St, Burbank, CA. [Unsubscribe](https://click.email.abc.com/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9)' },
      ]),
    }),
  },
  {
    // A dating app asking a new member to verify her own photos (a selfie check), from its own
    // domain: no one else's photos behind an age check.
    name: 'Bumble: verify your profile photos with a selfie to get the blue badge',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Bumble <hello@team.bumble.com>',
      to: 'robert.hale@outlook.com',
      subject: 'Get verified on Bumble',
      date: 'Sun, 16 Mar 2025 18:12:40 +0000',
      messageId: 'Vc2pR8mT4xN1wQ7kL5cD3s@geopod-ismtpd-3',
      dkim: ['team.bumble.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+3381201-2c1e-robert.hale=outlook.com@team.bumble.com',
      relay: 'o1678912x21.outbound-mail.sendgrid.net [149.72.124.21]',
      headers: brazeHeaders('https://team.bumble.com/unsubscribe?t=Bm2vX8m1N4b7', 'Bm4vN8mT2pX1wR7yZ3bC5dF9kJ0lL6nPa'),
      body: document([
        'Verified profiles get more matches. Take a quick selfie and we will compare it with your profile photos; it takes a minute and you must be over 18 to use Bumble.',
        { button: 'Verify my photos', href: 'https://bumble.com/verify' },
        { small: 'Bumble Inc., Austin, TX. [Unsubscribe](https://team.bumble.com/unsubscribe?t=Bm2vX8m1N4b7)' },
      ]),
    }),
  },

  // ---------------------------------------------------------------- Counterparts of the unnamed-notice rule
  {
    // A shop writing about its own parcel: the address was incomplete, update it within 48 hours
    // or the parcel comes back; no carrier named, but the shop signs its mail.
    name: 'Outdoor shop: "we could not deliver your order, update the address within 48 hours or it is returned to us", signed',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Northwind Outfitters <orders@northwindoutfitters.com>',
      to: 'megan.ross@outlook.com',
      subject: 'Problem delivering your order #40418',
      date: 'Tue, 14 Oct 2025 09:31:05 +0000',
      messageId: '20251014093105.40418@northwindoutfitters.com',
      dkim: ['northwindoutfitters.com:s1'],
      relay: 'mail.northwindoutfitters.com [198.51.100.23]',
      body: document([
        'Hi Megan,',
        'We were unable to deliver your order #40418 (two merino base layers): the courier reported an incomplete delivery address. Your package will be returned to us unless you update the address within 48 hours; we will then ship it again at no cost.',
        { button: 'Update my address', href: 'https://www.northwindoutfitters.com/account/orders/40418' },
        'Northwind Outfitters customer service',
      ]),
    }),
  },
  {
    // The German counterpart: a shop's own signed notice that nobody was home, and what happens
    // after seven days at the pick-up point.
    name: 'Online-Shop: Paket nicht zugestellt, niemand anwesend, 7 Tage in der Filiale, dann Rücksendung an uns, signiert',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Teeladen Sommerfeld <service@teeladen-sommerfeld.de>',
      to: 'jens.hartmann@web.de',
      subject: 'Ihre Bestellung 22871: Zustellung nicht möglich',
      date: 'Thu, 23 Oct 2025 11:02:48 +0200',
      messageId: '20251023090248.22871@teeladen-sommerfeld.de',
      dkim: ['teeladen-sommerfeld.de:mail'],
      relay: 'smtp.teeladen-sommerfeld.de [203.0.113.61]',
      body: plain(
        'Guten Tag Herr Hartmann,\n\nwir konnten Ihr Paket (Bestellung 22871) heute nicht zustellen, da niemand anwesend war. Es liegt 7 Tage in der Filiale bereit; holen Sie es bitte innerhalb von 48 Stunden ab, wenn Sie den Tee zum Wochenende möchten. Danach wird es an uns zurückgeschickt und wir erstatten den Betrag.\n\nViele Grüße\nIhr Teeladen Sommerfeld',
      ),
    }),
  },
  {
    // A friend asks for help with a redelivery deadline, from Gmail.
    name: 'Amiga no Gmail: "minha encomenda volta ao remetente se eu não reagendar em 48 horas, você recebe para mim?"',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Camila Duarte <camila.duarte88@gmail.com>',
      to: 'Patrícia Nogueira <patricia.nogueira@uol.com.br>',
      subject: 'Encomenda',
      date: 'Fri, 17 Oct 2025 20:14:33 -0300',
      messageId: 'CAGk8q1rT5Lw2VbN9mX4H7cY0dJ3sP6e_kQ1=aR@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Oi Pati!\n\nTentaram entregar minha encomenda hoje e não tinha ninguém em casa. Se eu não reagendar a entrega em 48 horas ela volta para o remetente. Posso mandar entregar aí na sua casa na segunda? Você vai estar?\n\nBeijo,\nCamila',
      ),
    }),
  },
  {
    // A lawyer's signed mail about a lawsuit and its deadline: no authority named, a demand
    // and a deadline, and the lawyer stands behind it.
    name: 'Abogado avisa al cliente: llegó la notificación judicial de la demanda, plazo de 5 días para contestar, firmado',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Lic. Andrés Villalobos <avillalobos@villalobos-abogados.mx>',
      to: 'Alejandra Ruiz <alejandra.ruiz@hotmail.es>',
      subject: 'Su asunto: notificación recibida',
      date: 'Fri, 5 Sep 2025 12:08:19 -0600',
      messageId: '<8c1e2f47-5a9b-4d3e-b7c6-1f0e9a2d4b57@villalobos-abogados.mx>',
      dkim: ['villalobos-abogados.mx:selector1'],
      relay: 'NAM12-BN8-obe.outbound.protection.outlook.com [40.107.212.93]',
      body: plain(
        'Estimada Alejandra:\n\nAyer nos llegó la notificación judicial de la demanda en su contra. Tenemos un plazo de 5 días hábiles para contestarla; para evitar sanciones necesito que me envíe en las próximas 48 horas los recibos del arrendamiento.\n\nQuedo atento.\n\nLic. Andrés Villalobos',
      ),
    }),
  },
  // Written after the fifth batch's rules (not blind): people who ask to be written at a free
  // mailbox other than the one they write from.
  {
    // A researcher leaving the university gives colleagues her personal address.
    name: 'Investigadora que deja la universidad: "a partir de julio escríbeme a mi correo personal …@gmail.com"',
    lang: 'es',
    kind: 'personal',
    raw: mail({
      from: 'Ana García Ruiz <ana.garcia@fis.uni-levante.example>',
      to: 'Grupo de Óptica <optica@fis.uni-levante.example>',
      subject: 'Me despido del grupo',
      date: 'Mon, 30 Jun 2025 10:02:11 +0200',
      messageId: '5f2c9e1a-7b3d-4e8a-9c1f-2d6b8a4e0c73@fis.uni-levante.example',
      dkim: ['uni-levante.example:mail2024'],
      relay: 'smtp.uni-levante.example [203.0.113.140]',
      body: plain(
        'Hola a todos,\n\nHoy es mi último día en el departamento: empiezo en septiembre en Lisboa. Esta cuenta se cierra en dos semanas, así que a partir de julio escríbeme a mi correo personal ana.garcia.ruiz@gmail.com para lo del artículo.\n\nGracias por estos cuatro años.\nAna',
      ),
    }),
  },
  {
    // A volunteer of a sports club writes from the club's domain and asks for replies at home.
    name: 'Club volunteer: "please email me at my own address …@outlook.com, I only check the club mailbox on Mondays"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Sue Parker <secretary@harbourrowingclub.example>',
      to: 'members@harbourrowingclub.example',
      subject: 'Regatta volunteers needed',
      date: 'Wed, 2 Jul 2025 19:20:33 +0100',
      messageId: '20250702182033.9a4e@harbourrowingclub.example',
      dkim: ['harbourrowingclub.example:k1'],
      relay: 'mail.harbourrowingclub.example [203.0.113.152]',
      body: plain(
        'Hi all,\n\nWe still need six marshals and two people on the tea urn for the regatta on the 19th. If you can help, please email me at sue.parker.home@outlook.com as I only check this mailbox on Mondays.\n\nThanks,\nSue',
      ),
    }),
  },
  {
    // An independent insurance broker answers one client from her Gmail with a quote: a free
    // mailbox, an offer, but one named recipient.
    name: 'Independent broker from Gmail to one client: "your car insurance quote, lower than last year"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Karen Doyle <karen.doyle.insurance@gmail.com>',
      to: 'Mark Fenton <mark.fenton@btinternet.com>',
      subject: 'Your renewal quote',
      date: 'Tue, 9 Sep 2025 16:40:12 +0100',
      messageId: 'CAK2pM8xN3vR7tL1wQ5bF9cJ4dH6sY0b_vT3pY@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Hi Mark,\n\nAs promised I shopped around for your renewal. Best I found is £412 a year with the same cover and excess, about £60 less than you paid last year. Get a free quote comparison from me any time, no obligation.\n\nLet me know and I will set it up.\n\nKaren',
      ),
    }),
  },
  {
    // A pharmacy's own newsletter from its domain, Bcc'd by its mail server: an offer sent blind,
    // but from a domain that stands behind it.
    name: 'Local pharmacy’s own newsletter, Bcc from its domain: 10% off sun cream, repeat prescriptions delivered',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Hillside Pharmacy <news@hillsidepharmacy.example>',
      to: 'undisclosed-recipients:;',
      subject: 'Summer offers at Hillside Pharmacy',
      date: 'Mon, 2 Jun 2025 09:00:00 +0100',
      messageId: '20250602080000.hp1@hillsidepharmacy.example',
      dkim: ['hillsidepharmacy.example:s1'],
      relay: 'mail.hillsidepharmacy.example [203.0.113.171]',
      headers: ['List-Unsubscribe: <https://hillsidepharmacy.example/unsubscribe?u=8812>'],
      body: plain(
        'Hello,\n\nThis month: 10% off all sun cream and after-sun. Order your repeat prescriptions online and we deliver free within 5 miles.\n\nHillside Pharmacy, 12 High Street\nUnsubscribe: https://hillsidepharmacy.example/unsubscribe?u=8812',
      ),
    }),
  },
  // ---------------------------------------------------------------- Counterparts of the wallet-verification rule
  {
    // A crypto tax tool's newsletter quoting the wallet "verification" scam to warn its users:
    // the lure's words in reported speech, and "never enter your recovery phrase".
    name: 'Crypto tax tool newsletter: scam watch on "your wallet has not been verified" emails',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Ledgerly Tax <news@ledgerlytax.com>',
      to: 'dylan.ortega@outlook.com',
      subject: 'Scam watch: fake wallet verification emails',
      date: 'Tue, 21 Oct 2025 15:00:00 +0000',
      messageId: 'Lt4vK2pR9xN4mQ1bL8cD3s@geopod-ismtpd-2',
      dkim: ['ledgerlytax.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+5528190-1a2b-dylan.ortega=outlook.com@em8812.ledgerlytax.com',
      relay: 'o3.ptr8812.ledgerlytax.com [149.72.20.3]',
      headers: [
        'List-Unsubscribe: <https://u5528190.ct.sendgrid.net/asm/unsubscribe/?user_id=5528190&data=Lt8Kq2>',
        LIST_UNSUBSCRIBE_POST,
        ...sendgridHeaders('Lt8vN2mK4pX7wR1yZ3bC5dF9kJ0lL6nQb'),
      ],
      body: document([
        { heading: 'Scam watch' },
        'Several of you forwarded us emails headed “Your wallet has not been verified” that threaten to suspend it unless it is verified at a link. They are scams: no wallet needs verifying.',
        'Never enter your recovery phrase on a website, and never share it with anyone, us included. Your tax report only ever needs your public addresses.',
        { button: 'Read our security guide', href: 'https://u5528190.ct.sendgrid.net/ls/click?upn=u001.Lt8vN2mK4pX7-2Bg1' },
        { small: 'Ledgerly Tax Ltd, 3 Queen Street, Edinburgh. [Unsubscribe](https://u5528190.ct.sendgrid.net/asm/unsubscribe/?user_id=5528190&data=Lt8Kq2)' },
      ]),
    }),
  },
  {
    // A friend explaining from Gmail why she pays back late: her own exchange account is blocked.
    name: 'Amiga pelo Gmail: a Binance bloqueou a minha conta, pago amanhã',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Luana Prado <luana.prado.rj@gmail.com>',
      to: 'rafael.moura@uol.com.br',
      subject: 'Re: racha da viagem',
      date: 'Sat, 22 Nov 2025 20:14:09 -0300',
      messageId: 'CAJ9vK2pR9xN4mQ1bL8cD3sLp4vK2pR9xN4mQ1bL8c@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      headers: ['In-Reply-To: <CAH3q8vR2pT4xN7mL1bK9cD5s@mail.gmail.com>', 'References: <CAH3q8vR2pT4xN7mL1bK9cD5s@mail.gmail.com>'],
      body: gmailBody(
        'Rafa, desculpa! A Binance bloqueou minha conta por 24 horas porque troquei a senha, então só consigo te mandar o Pix da viagem amanhã cedo.\n\nBeijo,\nLu',
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
  // ---------------------------------------------------------------- Counterparts of the kit-marked attachment-link rule
  {
    // A shop's invoice e-mail: an order code in the subject that the text repeats, and the PDF
    // links back to the shop.
    name: 'Loja online: nota fiscal do pedido em PDF com link para a loja, código do pedido no assunto',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Casa Aurora <pedidos@casaaurora.com.br>',
      to: 'paulo.henrique@terra.com.br',
      subject: 'Nota fiscal do pedido Xb7KqP2mZt',
      date: 'Wed, 17 Sep 2025 14:02:11 -0300',
      messageId: '20250917170211.Xb7KqP2mZt@casaaurora.com.br',
      dkim: ['casaaurora.com.br:s1'],
      relay: 'mail.casaaurora.com.br [200.147.3.20]',
      body: multipart('mixed', [
        plain('Olá Paulo,\n\nSegue em anexo a nota fiscal do seu pedido Xb7KqP2mZt. Você pode acompanhar a entrega na sua conta.\n\nEquipe Casa Aurora'),
        attachment(
          'NF-Xb7KqP2mZt.pdf',
          'application/pdf',
          textPdf(['Nota fiscal eletronica - Casa Aurora', 'Pedido Xb7KqP2mZt - R$ 389,90'], 'https://www.casaaurora.com.br/minha-conta/pedidos'),
        ),
      ]),
    }),
  },
  {
    // An accountant on Gmail sending the client's tax return with a link inside the PDF receipt.
    name: 'Contadora pelo Gmail: declaração do IR em PDF com o link da Receita',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Renata Siqueira Contabilidade <renata.siqueira.contabil@gmail.com>',
      to: 'paulo.henrique@terra.com.br',
      subject: 'Sua declaração do IR 2025 - restituição no 2º lote',
      date: 'Fri, 30 May 2025 17:40:02 -0300',
      messageId: 'CAM4vK2pR9xN4mQ1bL8cD3sRs2vK2pR9xN4mQ1bL8c@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: multipart(
        'mixed',
        [
          gmailBody(
            'Oi Paulo,\n\nSegue o recibo da sua declaração. Sua restituição saiu no 2º lote, o crédito cai na conta no dia 30 de junho.\n\nAbraço,\nRenata',
          ),
          attachment(
            'Recibo_IRPF_2025.pdf',
            'application/pdf',
            textPdf(['Recibo de entrega da declaracao IRPF 2025', 'Consulte a restituicao no portal'], 'https://www.gov.br/receitafederal/pt-br'),
          ),
        ],
        'gmail',
      ),
    }),
  },
  // ---------------------------------------------------------------- Counterparts of the disguised-drug-name and forgotten-cure phrases
  {
    // A chemist's newsletter that names the over-the-counter Viagra Connect, spelt as it is.
    name: 'Pharmacy newsletter: Viagra Connect without a prescription after a pharmacist consultation',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Parkside Pharmacy <news@parksidepharmacy.co.uk>',
      to: 'greg.holloway@btinternet.com',
      subject: 'Men’s health week at Parkside',
      date: 'Mon, 9 Jun 2025 08:00:00 +0100',
      messageId: 'Pp4vK2pR9xN4mQ1bL8cD3s@geopod-ismtpd-4',
      dkim: ['parksidepharmacy.co.uk:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+6619023-3c4d-greg.holloway=btinternet.com@em3310.parksidepharmacy.co.uk',
      relay: 'o5.ptr3310.parksidepharmacy.co.uk [149.72.33.5]',
      headers: [
        'List-Unsubscribe: <https://u6619023.ct.sendgrid.net/asm/unsubscribe/?user_id=6619023&data=Pp8Kq2>',
        LIST_UNSUBSCRIBE_POST,
        ...sendgridHeaders('Pp8vN2mK4pX7wR1yZ3bC5dF9kJ0lL6nQc'),
      ],
      body: document([
        { heading: 'Men’s health week' },
        'Free blood-pressure checks all week. Viagra Connect is available without a prescription after a short private chat with our pharmacist.',
        'Our museum corner this month: a forgotten medical instrument from 1888, lent by the county archive.',
        { button: 'Book a check', href: 'https://u6619023.ct.sendgrid.net/ls/click?upn=u001.Pp8vN2mK4pX7-2Bc1' },
        {
          small:
            'Parkside Pharmacy, 21 Park Road, Bristol. GPhC registered pharmacy 1098765. [Unsubscribe](https://u6619023.ct.sendgrid.net/asm/unsubscribe/?user_id=6619023&data=Pp8Kq2)',
        },
      ]),
    }),
  },
];
