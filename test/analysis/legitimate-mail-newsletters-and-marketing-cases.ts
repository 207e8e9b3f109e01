// Newsletters and marketing sent through real ESPs with their list and campaign
// headers: these must end `bulk`.
// Every message is hand-written for this suite (none comes from a corpus); brand mail uses the
// brand's real sending domains. Cases marked `heldOut` are the genuine counterparts of the blind
// batches: the model never trains on them (scripts/export-case-mail.ts).

import {
  brazeHeaders,
  brevoHeaders,
  document,
  html,
  LIST_UNSUBSCRIBE_POST,
  listHeaders,
  mail,
  mailchimpHeaders,
  plain,
  sendgridHeaders,
  sesHeaders,
} from './mail-builder.ts';
import type { LegitimateCase } from './mail-case.ts';

/** Salesforce Marketing Cloud's list fields on a brand's own sending subdomain. */
function sfmcHeaders(subdomain: string, subscriber: string): readonly string[] {
  return [
    `List-Unsubscribe: <https://click.${subdomain}/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI${subscriber}In0>, <mailto:leave-fd${subscriber}@leave.${subdomain}>`,
    LIST_UNSUBSCRIBE_POST,
    'X-SFMC-Stack: 7',
  ];
}

/** Mailchimp's list and campaign fields for an account `u`. */
function mailchimpCampaignHeaders(u: string, host: string): string[] {
  return [
    `List-Unsubscribe: <https://${host}.us14.list-manage.com/unsubscribe?u=${u}&id=5c4d3e2f1a&e=9f8e7d6c5b&c=1a2b3c4d5e>`,
    LIST_UNSUBSCRIBE_POST,
    `List-ID: ${u}mc list <${u}.48213.list-id.mcsv.net>`,
    'X-Mailer: Mailchimp Mailer - **CID1a2b3c4d5e6f7a8b9c0d**',
    `X-Campaign: mailchimp${u}.1a2b3c4d5e`,
    `X-MC-User: ${u}`,
    'Feedback-ID: 48213907:48213907.5521930:us14:mc',
  ];
}

export const NEWSLETTERS_AND_MARKETING_CASES: readonly LegitimateCase[] = [
  {
    name: 'Mailchimp newsletter from a small bakery',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Crumb & Co. Bakery <hello@crumbandco.com>',
      to: 'sarah.finch@gmail.com',
      subject: 'Pumpkin season is here 🎃 + our new Saturday hours',
      date: 'Thu, 3 Oct 2024 13:00:21 +0000',
      messageId: '7d3f1c29e9a8b4f5e2d1c0b9a8f7e6d5.20241003130021@mail241.atl121.mcdlv.net',
      dkim: ['crumbandco.com:k1', 'mcsv.net:k2'],
      returnPath: 'bounce-mc.us21_91234567.8765432-a1b2c3d4e5@mail241.atl121.mcdlv.net',
      relay: 'mail241.atl121.mcdlv.net [198.2.131.241]',
      headers: [
        'List-Unsubscribe: <https://crumbandco.us21.list-manage.com/unsubscribe?u=3f8a2b1c9d0e7f6a5b4c3d2e1&id=9a8b7c6d5e&t=b&e=1a2b3c4d5e&c=6f7a8b9c0d>, <mailto:unsubscribe-mc.us21_3f8a2b1c9d0e7f6a5b4c3d2e1.6f7a8b9c0d-1a2b3c4d5e@unsubscribe.mailchimpapp.net?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'List-ID: 3f8a2b1c9d0e7f6a5b4c3d2e1mc list <3f8a2b1c9d0e7f6a5b4c3d2e1.91234.list-id.mcsv.net>',
        'X-Mailer: Mailchimp Mailer - **CID6f7a8b9c0d1a2b3c4d5e**',
        'X-Campaign: mailchimp3f8a2b1c9d0e7f6a5b4c3d2e1.6f7a8b9c0d',
        'X-campaignid: mailchimp3f8a2b1c9d0e7f6a5b4c3d2e1.6f7a8b9c0d',
        'X-Report-Abuse: Please report abuse for this campaign here: https://mailchimp.com/contact/abuse/?u=3f8a2b1c9d0e7f6a5b4c3d2e1&id=6f7a8b9c0d&e=1a2b3c4d5e',
        'X-MC-User: 3f8a2b1c9d0e7f6a5b4c3d2e1',
        'Feedback-ID: 91234567:91234567.8765432:us21:mc',
      ],
      body: document(
        [
          { image: 'https://mcusercontent.com/3f8a2b1c9d0e7f6a5b4c3d2e1/images/crumb-logo.png', alt: 'Crumb & Co.' },
          { heading: 'Pumpkin season is here' },
          'Our pumpkin cardamom buns are back from Friday, along with the maple pecan loaf you kept asking about. Come early: they usually sell out by eleven.',
          'From October we also open on Saturdays from 8am to 2pm.',
          { button: 'See the autumn menu', href: 'https://crumbandco.us21.list-manage.com/track/click?u=3f8a2b1c9d0e7f6a5b4c3d2e1&id=4b5c6d7e8f&e=1a2b3c4d5e' },
          {
            small:
              'Copyright © 2024 Crumb & Co. Bakery, All rights reserved. You are receiving this email because you signed up at our shop. Our mailing address is: Crumb & Co. Bakery, 14 Mill Lane, Bristol BS1 4QA, United Kingdom. Want to change how you receive these emails? You can [update your preferences](https://crumbandco.us21.list-manage.com/profile?u=3f8a2b1c9d0e7f6a5b4c3d2e1&id=9a8b7c6d5e&e=1a2b3c4d5e) or [unsubscribe from this list](https://crumbandco.us21.list-manage.com/unsubscribe?u=3f8a2b1c9d0e7f6a5b4c3d2e1&id=9a8b7c6d5e&e=1a2b3c4d5e).',
          },
        ],
        { preheader: 'Pumpkin cardamom buns are back on Friday', title: 'Pumpkin season is here' },
      ),
    }),
  },

  {
    name: 'SendGrid product newsletter from a SaaS with click tracking',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Tandem from Tandem Docs <news@tandemdocs.io>',
      to: 'Alex Rivera <alex.rivera@fieldline-studio.co.uk>',
      subject: 'What’s new in Tandem: offline mode, faster search, and a 30% annual discount',
      date: 'Tue, 11 Mar 2025 15:30:02 +0000',
      messageId: 'Qm9vbXRvd24tMjAyNS0wMy0xMQ@geopod-ismtpd-12',
      dkim: ['tandemdocs.io:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+38291047-ab12-alex.rivera=fieldline-studio.co.uk@em4821.tandemdocs.io',
      relay: 'o1.ptr4821.tandemdocs.io [149.72.143.21]',
      headers: [
        'List-Unsubscribe: <https://u38291047.ct.sendgrid.net/asm/unsubscribe/?user_id=38291047&data=Zx9QwErTyUiOp>, <mailto:unsubscribe@em4821.tandemdocs.io?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'X-SG-EID: u001.Kq3mZ8vXJ2nL5pR7tW9yB1dF4hG6jK8lN0qS2uV4xZ6aC8eE0gI2kM4oQ6sU8wY0',
        'X-SG-ID: u001.SdBcvi+Evd/bQef8eZF3BkPxBVPU1RyU6SpRHwGcBwFmE6yWhYr+FbPrnbRt2cYQ',
        'X-Entity-ID: u001.p7Ib3nR1Kx0Qw2Ez4Vc6Ty8Un==',
      ],
      body: document(
        [
          { image: 'https://cdn.tandemdocs.io/email/logo-2x.png', alt: 'Tandem' },
          { heading: 'Offline mode is here' },
          'Edit your docs on a plane, on a train, or anywhere the Wi-Fi gives up. Changes sync as soon as you are back online.',
          {
            button: 'Read the release notes',
            href: 'https://u38291047.ct.sendgrid.net/ls/click?upn=u001.Kq3mZ8vXJ2nL5pR7tW9yB1dF4hG6jK8lN0qS2uV4xZ6aC8eE0gI2kM4oQ6sU8wY0-2Bp1',
          },
          'Search is now three times faster in large workspaces, and you can filter by author and date.',
          'Switching to annual billing this month? Use code SPRING30 for 30% off your first year, until March 31.',
          {
            button: 'See plans',
            href: 'https://u38291047.ct.sendgrid.net/ls/click?upn=u001.Kq3mZ8vXJ2nL5pR7tW9yB1dF4hG6jK8lN0qS2uV4xZ6aC8eE0gI2kM4oQ6sU8wY0-2Bp2',
          },
          {
            small:
              'Tandem Docs Ltd, 2 Kingdom Street, London W2 6BD. You are receiving this because you have a Tandem account. [Unsubscribe](https://u38291047.ct.sendgrid.net/asm/unsubscribe/?user_id=38291047&data=Zx9QwErTyUiOp) · [Email preferences](https://u38291047.ct.sendgrid.net/asm/?user_id=38291047&data=Zx9QwErTyUiOp)',
          },
        ],
        { preheader: 'Plus faster search and 30% off annual plans', title: 'What’s new in Tandem' },
      ),
    }),
  },

  {
    name: 'Decathlon: boletín de rebajas (Salesforce Marketing Cloud)',
    lang: 'es',
    kind: 'marketing',
    raw: mail({
      from: 'Decathlon <decathlon@news.decathlon.es>',
      to: 'javier.ortega.r@hotmail.es',
      subject: 'Rebajas de verano: hasta -50 % en bicis y material de camping',
      date: 'Tue, 1 Jul 2025 09:00:00 -0600',
      messageId: '5d8f2a1c-7b3e-4f9a-8c6d-0e1f2a3b4c5d@ind1s06mta1141.xt.local',
      dkim: ['news.decathlon.es:200608', 'ind1.rsys6.net:sfmc'],
      returnPath: 'bounce-18_HTML-112233445-778899-7001234-12@bounce.news.decathlon.es',
      relay: 'mta1141.news.decathlon.es [13.111.58.141]',
      headers: [
        'List-Unsubscribe: <https://click.news.decathlon.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MDAxMjM0In0.Q1w2e3r4t5y6>, <mailto:leave-fd8f1c7271640c7a2a-fe5a1c7874600d7e7511-fe9c1270716d07797c-fe8c12727361027b77-ff6c1574@leave.news.decathlon.es>',
        LIST_UNSUBSCRIBE_POST,
        'x-job: 7001234_778899',
        'X-SFMC-Stack: 6',
        'x-CSA-Complaints: csa-complaints@eco.de',
      ],
      body: document(
        [
          { image: 'https://image.news.decathlon.es/lib/fe9c1270716d07797c/m/1/logo-decathlon.png', alt: 'Decathlon' },
          { heading: 'Rebajas de verano' },
          'Hasta un 50 % de descuento en bicicletas de montaña, tiendas de campaña y sacos de dormir. Solo hasta el 15 de julio o hasta agotar existencias.',
          { button: 'Ver las ofertas', href: 'https://click.news.decathlon.es/?qs=2f8e1d7c6b5a49380f1e2d3c4b5a69788f7e6d5c4b3a2910' },
          'Envío gratis a tienda en todos tus pedidos.',
          {
            small:
              'Recibes este correo porque te has suscrito a las novedades de Decathlon. Si no quieres recibir más comunicaciones, puedes [darte de baja aquí](https://click.news.decathlon.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MDAxMjM0In0.Q1w2e3r4t5y6). Decathlon España S.A., C/ Salvador de Madariaga 1, 28027 Madrid.',
          },
        ],
        { lang: 'es', preheader: 'Hasta -50 % en bicis y camping', title: 'Rebajas de verano' },
      ),
    }),
  },

  {
    name: 'Magalu: ofertas da semana',
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Magalu <ofertas@news.magazineluiza.com.br>',
      to: 'rafael.lima@uol.com.br',
      subject: 'Semana do Consumidor: até 60% OFF em eletros 🔥',
      date: 'Mon, 10 Mar 2025 10:00:00 -0300',
      messageId: '20250310130000.5a6b7c8d9e0f@news.magazineluiza.com.br',
      dkim: ['news.magazineluiza.com.br:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+19283746-8f7e-rafael.lima=uol.com.br@news.magazineluiza.com.br',
      relay: 'o12.news.magazineluiza.com.br [168.245.12.34]',
      headers: [
        'List-Unsubscribe: <https://news.magazineluiza.com.br/descadastro?u=19283746&e=cmFmYWVsLmxpbWE>, <mailto:unsubscribe@news.magazineluiza.com.br>',
        LIST_UNSUBSCRIBE_POST,
        'X-SG-EID: u001.mQ2w4E6r8T0y2U4i6O8p0A2s4D6f8G0h2J4k6L8z0X2c4V6b8N0m2',
      ],
      body: document(
        [
          { heading: 'Semana do Consumidor Magalu' },
          'Geladeiras, fogões e lava-louças com até 60% de desconto e frete grátis para todo o Brasil. As ofertas valem até domingo ou enquanto durarem os estoques.',
          {
            button: 'Aproveitar',
            href: 'https://www.magazineluiza.com.br/selecao/semanadoconsumidor/?utm_source=email&utm_medium=newsletter&utm_campaign=sdc2025',
          },
          'Pague em até 10x sem juros no cartão Magalu.',
          {
            small:
              'Você recebeu este e-mail porque se cadastrou no Magalu. Para não receber mais nossas ofertas, [clique aqui](https://news.magazineluiza.com.br/descadastro?u=19283746&e=cmFmYWVsLmxpbWE). Magazine Luiza S/A – CNPJ 47.960.950/0001-21, Franca – SP.',
          },
        ],
        { lang: 'pt-BR', preheader: 'Até 60% OFF em eletros, só esta semana', title: 'Semana do Consumidor' },
      ),
    }),
  },

  {
    name: 'Newsletter eines Online-Shops über Brevo',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Kaffeerösterei Hanse <newsletter@hanse-kaffee.de>',
      to: 'katrin.mueller@web.de',
      subject: 'Neue Ernte aus Kolumbien ☕ und 15 % zum Wochenende',
      date: 'Fri, 21 Feb 2025 09:15:00 +0000',
      messageId: '202502210915.18273645019@smtp-relay.mailin.fr',
      dkim: ['hanse-kaffee.de:brevo1', 'sendinblue.com:mail'],
      returnPath: 'bounces-218273645-katrin.mueller=web.de@sendibt3.com',
      relay: 'iaecbkd.r.sendibt3.com [77.32.148.25]',
      headers: [
        'List-Unsubscribe: <https://r.sendibt3.com/mk/un/v2/sh/1t6AVsd2XFnIGKAdc2nGHXQqSg/Kx7pN4mQ2wR9>, <mailto:unsubscribe@sendibt3.com?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailin-Campaign: 142',
        'X-Mailin-Client: 2817364',
        'X-sib-id: Qw2Er4Ty6Ui8Op0As2Df4Gh6Jk8Lz0Xc2Vb4Nm6Qw8Er0Ty2Ui4',
        'Feedback-ID: 77.32.148.25:2817364_-1:2817364:Sendinblue',
      ],
      body: document(
        [
          { heading: 'Frisch geröstet: Kolumbien Huila' },
          'Unsere neue Ernte aus Huila ist da: Noten von roter Johannisbeere, Karamell und Kakao. Wir rösten sie jeden Dienstag frisch in Hamburg.',
          'Nur an diesem Wochenende: 15 % auf alle Bohnen mit dem Code HUILA15.',
          { button: 'Zum Shop', href: 'https://r.sendibt3.com/mk/cl/f/sh/1t6AVsd2XFnIGKAdc2nGHXQqSg/Zy8kLm3NpQ4r' },
          {
            small:
              'Sie erhalten diesen Newsletter, weil Sie sich auf hanse-kaffee.de angemeldet haben. [Abmelden](https://r.sendibt3.com/mk/un/v2/sh/1t6AVsd2XFnIGKAdc2nGHXQqSg/Kx7pN4mQ2wR9). Kaffeerösterei Hanse GmbH, Große Elbstraße 145, 22767 Hamburg. Impressum: https://hanse-kaffee.de/impressum',
          },
        ],
        { lang: 'de', preheader: 'Neue Ernte und 15 % zum Wochenende', title: 'Kaffeerösterei Hanse' },
      ),
    }),
  },

  {
    name: 'Newsletter d’une boutique via Brevo',
    lang: 'fr',
    kind: 'marketing',
    raw: mail({
      from: 'Maison Lune <bonjour@maisonlune.fr>',
      to: 'claire.dubois@orange.fr',
      subject: 'La collection de printemps est en ligne 🌿',
      date: 'Thu, 20 Mar 2025 08:30:00 +0000',
      messageId: '202503200830.41726354809@smtp-relay.mailin.fr',
      dkim: ['maisonlune.fr:brevo1', 'sendinblue.com:mail'],
      returnPath: 'bounces-341726354-claire.dubois=orange.fr@sendibt3.com',
      relay: 'bcdfhga.r.sendibt3.com [77.32.148.40]',
      headers: [
        'List-Unsubscribe: <https://r.sendibt3.com/mk/un/v2/sh/2a7BWte3YGoJHLBed3oHIYRrTh/Ly8qO5nR3xS0>, <mailto:unsubscribe@sendibt3.com?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailin-Campaign: 58',
        'X-Mailin-Client: 4172635',
        'Feedback-ID: 77.32.148.40:4172635_-1:4172635:Sendinblue',
      ],
      body: document(
        [
          { heading: 'La collection de printemps est arrivée' },
          'Du lin lavé, des tons sauge et terracotta, et nos premières nappes brodées à la main à Lyon.',
          'Livraison offerte dès 60 € jusqu’à dimanche.',
          { button: 'Découvrir la collection', href: 'https://r.sendibt3.com/mk/cl/f/sh/2a7BWte3YGoJHLBed3oHIYRrTh/Az9mNp4QrS5t' },
          {
            small:
              'Vous recevez cet e-mail car vous êtes inscrit(e) à la newsletter de Maison Lune. [Se désinscrire](https://r.sendibt3.com/mk/un/v2/sh/2a7BWte3YGoJHLBed3oHIYRrTh/Ly8qO5nR3xS0). Maison Lune SARL, 8 rue Mercière, 69002 Lyon.',
          },
        ],
        { lang: 'fr', preheader: 'Lin lavé, sauge et terracotta', title: 'Maison Lune' },
      ),
    }),
  },

  {
    name: 'Mailchimp-nieuwsbrief van een koffiebranderij',
    lang: 'nl',
    kind: 'marketing',
    raw: mail({
      from: 'Koffiebranderij De Molen <nieuws@koffiedemolen.nl>',
      to: 'sanne.devries@ziggo.nl',
      subject: 'Onze kerstblend is er weer 🎄',
      date: 'Thu, 28 Nov 2024 16:00:12 +0000',
      messageId: 'a9b8c7d6e5f4a3b2c1d0e9f8.20241128160012@mail87.suw11.mcdlv.net',
      dkim: ['koffiedemolen.nl:k1', 'mcsv.net:k2'],
      returnPath: 'bounce-mc.us14_55667788.1122334-d4c3b2a1f0@mail87.suw11.mcdlv.net',
      relay: 'mail87.suw11.mcdlv.net [198.2.179.87]',
      headers: [
        'List-Unsubscribe: <https://koffiedemolen.us14.list-manage.com/unsubscribe?u=7c6b5a4f3e2d1c0b9a8f7e6d5&id=1a2b3c4d5e&t=b&e=d4c3b2a1f0&c=9e8d7c6b5a>, <mailto:unsubscribe-mc.us14_7c6b5a4f3e2d1c0b9a8f7e6d5.9e8d7c6b5a-d4c3b2a1f0@unsubscribe.mailchimpapp.net?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailer: Mailchimp Mailer - **CID9e8d7c6b5ad4c3b2a1f0**',
        'X-Campaign: mailchimp7c6b5a4f3e2d1c0b9a8f7e6d5.9e8d7c6b5a',
        'X-MC-User: 7c6b5a4f3e2d1c0b9a8f7e6d5',
        'Feedback-ID: 55667788:55667788.1122334:us14:mc',
      ],
      body: document(
        [
          { heading: 'De kerstblend is terug' },
          'Vol en zacht, met tonen van sinaasappel, kaneel en pure chocolade. Alleen in december, zolang de voorraad strekt.',
          'Bestel voor 20 december, dan heb je hem ruim voor de feestdagen in huis.',
          { button: 'Naar de webshop', href: 'https://koffiedemolen.us14.list-manage.com/track/click?u=7c6b5a4f3e2d1c0b9a8f7e6d5&id=2b3c4d5e6f&e=d4c3b2a1f0' },
          {
            small:
              'Je ontvangt deze e-mail omdat je je hebt ingeschreven op koffiedemolen.nl. [Afmelden](https://koffiedemolen.us14.list-manage.com/unsubscribe?u=7c6b5a4f3e2d1c0b9a8f7e6d5&id=1a2b3c4d5e&e=d4c3b2a1f0) · [Voorkeuren aanpassen](https://koffiedemolen.us14.list-manage.com/profile?u=7c6b5a4f3e2d1c0b9a8f7e6d5&id=1a2b3c4d5e&e=d4c3b2a1f0). Koffiebranderij De Molen, Molenstraat 12, 3811 BK Amersfoort.',
          },
        ],
        { lang: 'nl', preheader: 'Alleen in december', title: 'De kerstblend is terug' },
      ),
    }),
  },

  {
    name: 'Loyalty newsletter: your chance to receive a reward (Mailchimp)',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Green Leaf Café <hello@greenleafcafe.co.uk>',
      to: 'anna.lewis@outlook.com',
      subject: 'Double stamps this week ☕',
      date: 'Thu, 06 Nov 2025 09:30:00 +0000',
      messageId: '0100019a2b3c4d5e-6f7a8b9c-1d2e-3f4a-5b6c-7d8e9f0a1b2c-000000@mcsv.net',
      dkim: ['greenleafcafe.co.uk:k1', 'mcsv.net:k2'],
      returnPath: 'bounce-mc.us21_1234567.98765-anna.lewis=outlook.com@mail198.atl121.mcsv.net',
      relay: 'mail198.atl121.mcsv.net [198.2.129.198]',
      headers: [
        'List-Unsubscribe: <https://greenleafcafe.us21.list-manage.com/unsubscribe?u=a1b2c3&id=d4e5f6>, <mailto:unsubscribe-mc.us21_a1b2c3.d4e5f6-anna.lewis=outlook.com@mailchimpapp.net>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailer: Mailchimp Mailer - **CIDd4e5f6**',
        'Feedback-ID: 21:us21_1234567:mc:Mailchimp',
      ],
      body: document(
        [
          { heading: 'Double stamps all week' },
          'Every coffee this week earns two stamps: a full card is your chance to receive a reward from our counter, a pastry or a bag of beans.',
          'Tell us how we are doing in our two-minute survey and claim your free cookie after completing the survey.',
          { button: 'Take the survey', href: 'https://greenleafcafe.us21.list-manage.com/track/click?u=a1b2c3&id=778899' },
          {
            small:
              'You are receiving this because you joined our loyalty club. [Unsubscribe](https://greenleafcafe.us21.list-manage.com/unsubscribe?u=a1b2c3&id=d4e5f6). Green Leaf Café, 12 Mill Lane, Bristol BS1 4QA.',
          },
        ],
        { lang: 'en', preheader: 'Two stamps per coffee', title: 'Green Leaf Café' },
      ),
    }),
  },

  {
    name: 'Shop newsletter: nehmen Sie an unserer Umfrage teil und erhalten Sie einen Gutschein (Brevo)',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Buchhandlung Lindner <newsletter@buchhandlung-lindner.de>',
      to: 'jonas.becker@gmx.de',
      subject: 'Ihre Meinung zählt – 5 € Gutschein als Dankeschön',
      date: 'Wed, 12 Nov 2025 08:00:00 +0000',
      messageId: '202511120800.28374651029@smtp-relay.mailin.fr',
      dkim: ['buchhandlung-lindner.de:brevo1', 'sendinblue.com:mail'],
      returnPath: 'bounces-228374651-jonas.becker=gmx.de@sendibt3.com',
      relay: 'iaecbkd.r.sendibt3.com [77.32.148.25]',
      headers: [
        'List-Unsubscribe: <https://r.sendibt3.com/mk/un/v2/sh/2u7BWte3YGoJHLBed3oHIYRrTh/Ly8qO5nR3xS0>, <mailto:unsubscribe@sendibt3.com?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailin-Campaign: 88',
        'Feedback-ID: 77.32.148.25:2837465_-1:2837465:Sendinblue',
      ],
      body: document(
        [
          { heading: 'Wie gefällt Ihnen unser Laden?' },
          'Nehmen Sie an unserer Umfrage teil und erhalten Sie einen 5-€-Gutschein für Ihren nächsten Einkauf. Die Umfrage dauert drei Minuten.',
          { button: 'Zur Umfrage', href: 'https://r.sendibt3.com/mk/cl/f/sh/2u7BWte3YGoJHLBed3oHIYRrTh/Ab9cDe' },
          {
            small:
              'Sie erhalten diesen Newsletter, weil Sie sich angemeldet haben. [Abmelden](https://r.sendibt3.com/mk/un/v2/sh/2u7BWte3YGoJHLBed3oHIYRrTh/Ly8qO5nR3xS0). Buchhandlung Lindner, Marktplatz 3, 79098 Freiburg.',
          },
        ],
        { lang: 'de', preheader: '5 € Dankeschön', title: 'Buchhandlung Lindner' },
      ),
    }),
  },

  {
    // Product-tester programmes write "Sie wurden als Produkttester ausgewählt"; only the bare
    // headline "Sie wurden ausgewählt!" is prize bait.
    name: 'Drugstore newsletter: selected as a product tester, with a survey afterwards',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'dm-drogerie markt <newsletter@dm.de>',
      to: 'lena.hoffmann@web.de',
      subject: 'Lena, Sie wurden als Produkttesterin ausgewählt',
      date: 'Fri, 14 Mar 2025 07:30:11 +0100',
      messageId: '<20250314063011.2f8e1a9b7c@mailing.dm.de>',
      dkim: ['dm.de:mail2024'],
      returnPath: 'bounce-2f8e1a9b7c@mailing.dm.de',
      relay: 'mailout3.mailing.dm.de [185.53.141.23]',
      headers: ['List-Unsubscribe: <https://mailing.dm.de/abmelden?u=2f8e1a9b7c>', LIST_UNSUBSCRIBE_POST, 'List-ID: dm Newsletter <newsletter.dm.de>'],
      body: document(
        [
          { heading: 'Ihr Testpaket ist unterwegs' },
          'Liebe Lena, vielen Dank für Ihre Bewerbung: Sie wurden als Produkttesterin für die neue Pflegeserie ausgewählt. Das Paket erreicht Sie in den nächsten Tagen.',
          'Nach zwei Wochen schicken wir Ihnen einen kurzen Fragebogen zu Ihren Erfahrungen.',
          { button: 'Zum Produkttest', href: 'https://www.dm.de/produkttest' },
          {
            small:
              'dm-drogerie markt GmbH + Co. KG, Am dm-Platz 1, 76227 Karlsruhe. Sie erhalten diesen Newsletter, weil Sie sich dafür angemeldet haben. [Abmelden](https://mailing.dm.de/abmelden?u=2f8e1a9b7c)',
          },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Sweepstakes newsletter with its official rules (winners selected by random draw)',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Trailhead Outfitters <news@trailheadoutfitters.com>',
      to: 'jen.alvarez@outlook.com',
      subject: 'Enter our Spring Gear Giveaway 🏕️',
      date: 'Thu, 3 Apr 2025 15:30:00 +0000',
      messageId: '20250403153000.8f2c1a9b@trailheadoutfitters.com',
      dkim: ['trailheadoutfitters.com:kl', 'klaviyomail.com:kl2'],
      returnPath: 'bounce-01JQ8ZK3X4Y5@send.klaviyomail.com',
      relay: 'send188.klaviyomail.com [168.245.40.188]',
      headers: [
        'List-Unsubscribe: <https://manage.kmail-lists.com/subscriptions/unsubscribe?a=Xy7Qp2&c=01JQ8ZK3X4Y5>',
        LIST_UNSUBSCRIBE_POST,
        'X-Kmail-Account: Xy7Qp2',
      ],
      body: document(
        [
          { heading: 'Win a weekend’s worth of gear' },
          'Spring is here and we want you outside. Enter our Spring Gear Giveaway for a chance to take home a two-person tent, two sleeping bags and a camp stove.',
          { button: 'Enter now', href: 'https://www.trailheadoutfitters.com/pages/spring-giveaway' },
          'No purchase necessary. Open to legal residents of the 50 United States, 18 or older. Entries close April 30, 2025. Three winners will be selected by random draw. Prizes have a retail value of $640 each. See the [official rules](https://www.trailheadoutfitters.com/pages/giveaway-rules).',
          {
            small:
              'Trailhead Outfitters, 220 Canyon Rd, Boulder, CO 80302. [Unsubscribe](https://manage.kmail-lists.com/subscriptions/unsubscribe?a=Xy7Qp2&c=01JQ8ZK3X4Y5)',
          },
        ],
        { preheader: 'Three winners, one tent each.' },
      ),
    }),
  },

  {
    name: 'Church newsletter: the pastor felt led by the Lord to write (sent through Emma)',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Grace Fellowship Church <office@gracefellowshipmadison.org>',
      to: 'linda.kowalski@gmail.com',
      subject: 'A letter from Pastor Dave about our building campaign',
      date: 'Fri, 7 Feb 2025 17:20:00 +0000',
      messageId: '1.3812044.98120.4401@app.e2ma.net',
      dkim: ['gracefellowshipmadison.org:e2ma', 'e2ma.net:s1'],
      returnPath: '3812044-98120-4401-linda.kowalski=gmail.com@app.e2ma.net',
      relay: 'mta20.e2ma.net [69.90.175.20]',
      headers: ['List-Unsubscribe: <https://app.e2ma.net/app2/audience/unsubscribe/3812044/98120/4401>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'A letter from Pastor Dave' },
        'Dear church family,',
        'After much prayer this winter, I felt led by the Lord to write to each of you about the next step for our building. The fellowship hall roof has leaked for three years, and the elders have agreed on a plan to replace it and add a nursery.',
        'We will share the full plan after both services on February 23. No one is asked to give anything that day; we simply want everyone to hear it and pray with us.',
        { button: 'Read the plan', href: 'https://gracefellowshipmadison.org/building' },
        {
          small:
            'Grace Fellowship Church, 4110 Mineral Point Rd, Madison, WI 53705. [Unsubscribe](https://app.e2ma.net/app2/audience/unsubscribe/3812044/98120/4401)',
        },
      ]),
    }),
  },

  {
    // A bank's security newsletter that names the wallet the scams impersonate.
    name: 'Bank security newsletter: MetaMask will never say your wallet is not verified',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Northbridge Credit Union <security@northbridgecu.org>',
      to: 'amy.lindgren@yahoo.com',
      subject: 'Scam watch: fake MetaMask and Ledger “verification” emails',
      date: 'Tue, 14 Jan 2025 14:00:00 +0000',
      messageId: '20250114140000.4a1b2c3d@northbridgecu.org',
      dkim: ['northbridgecu.org:k1', 'sendgrid.info:s1'],
      returnPath: 'bounces+2931847-a2b1-amy.lindgren=yahoo.com@em1207.northbridgecu.org',
      relay: 'o1.ptr1207.northbridgecu.org [149.72.38.12]',
      headers: ['List-Unsubscribe: <https://u2931847.ct.sendgrid.net/asm/unsubscribe/?user_id=2931847&data=Qm9pX2>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'Scam watch: crypto wallet “verification” emails' },
        'Members tell us about emails that look like they come from MetaMask or Ledger and say their wallet has not been verified and will be suspended. These are scams. No wallet provider asks you to verify a wallet, and no one legitimate will ever ask for your recovery phrase.',
        'If you gave anyone your recovery phrase, move your funds to a new wallet at once, and call us at (608) 555-0190 if you used your Northbridge card or account.',
        {
          small:
            'Northbridge Credit Union, federally insured by NCUA. [Manage email preferences](https://u2931847.ct.sendgrid.net/asm/unsubscribe/?user_id=2931847&data=Qm9pX2)',
        },
      ]),
    }),
  },

  {
    // Product-test panels invite members; the Dutch phrase for a prize weekend lists 'proefpakket'.
    name: 'Testpanel: je bent geselecteerd voor het proefpakket',
    lang: 'nl',
    kind: 'marketing',
    raw: mail({
      from: 'Kruidvat Testpanel <testpanel@news.kruidvat.nl>',
      to: 'sanne.dekker@live.nl',
      subject: 'Goed nieuws: je doet mee aan de test van de nieuwe dagcrème',
      date: 'Thu, 15 May 2025 09:30:00 +0200',
      messageId: '20250515073000.77a1@news.kruidvat.nl',
      dkim: ['news.kruidvat.nl:sfmc'],
      returnPath: 'bounce-128_HTML-3377821-40112-7311-2@bounce.news.kruidvat.nl',
      relay: 'mta4.news.kruidvat.nl [136.147.190.14]',
      headers: ['List-Unsubscribe: <https://click.news.kruidvat.nl/subscription_center.aspx?qs=a7f1>', LIST_UNSUBSCRIBE_POST, 'X-SFMC-Stack: 50'],
      body: document(
        [
          'Hoi Sanne,',
          'Je bent geselecteerd voor het proefpakket van onze nieuwe dagcrème met SPF 30! Je ontvangt het pakket volgende week thuis. Gebruik de crème twee weken en vul daarna de korte vragenlijst in.',
          { button: 'Bekijk de testinstructies', href: 'https://www.kruidvat.nl/testpanel/dagcreme-spf30' },
          {
            small:
              'Je ontvangt deze e-mail omdat je lid bent van het Kruidvat Testpanel. [Afmelden](https://click.news.kruidvat.nl/subscription_center.aspx?qs=a7f1)',
          },
        ],
        { lang: 'nl' },
      ),
    }),
  },
  // Review of round 9: generated-looking From domains, x.onmicrosoft.com
  // tenants, spam offers that ask to sign in, and the new advance_fee phrases, against the mail they must leave alone.
  {
    name: 'SportScheck newsletter from its own domain (a label with few vowels)',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'SportScheck <newsletter@news.sportscheck.com>',
      to: 'Jonas Weber <jonas.weber@gmx.de>',
      subject: 'Neue Laufschuhe für den Frühling',
      date: 'Mon, 3 Mar 2025 08:04:12 +0100',
      messageId: '20250303080412.5f2c1a9b@news.sportscheck.com',
      dkim: ['news.sportscheck.com:sc1'],
      returnPath: 'bounce-7781-jonas.weber=gmx.de@news.sportscheck.com',
      relay: 'mta3.news.sportscheck.com [185.232.8.33]',
      headers: ['List-Unsubscribe: <https://news.sportscheck.com/abmelden?u=8f2a1c>', LIST_UNSUBSCRIBE_POST, 'Precedence: bulk'],
      body: document(
        [
          'Hallo Jonas,',
          'die neuen Laufschuhe für den Frühling sind da: leichter, gedämpfter, bunter. Jetzt entdecken und mit dem Code FRUEHLING10 zehn Prozent sparen.',
          { button: 'Jetzt entdecken', href: 'https://www.sportscheck.com/laufschuhe/?utm_source=newsletter&utm_campaign=fruehling' },
          { small: 'SportScheck GmbH, Sendlinger Straße 6, 80331 München. Newsletter abbestellen: https://news.sportscheck.com/abmelden?u=8f2a1c' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Gimnasio: trae a un amigo y tendréis la oportunidad de conseguir un mes gratis',
    lang: 'es',
    kind: 'marketing',
    raw: mail({
      from: 'Holmes Place <info@news.holmesplace.es>',
      to: 'Marta Gil <marta.gil@gmail.com>',
      subject: 'Marzo: trae a un amigo',
      date: 'Tue, 4 Mar 2025 09:30:00 +0100',
      messageId: 'mc.20250304093000.4a1b@news.holmesplace.es',
      dkim: ['news.holmesplace.es:k1'],
      relay: 'mail203.suw11.mcsv.net [198.2.139.203]',
      headers: ['List-Unsubscribe: <https://news.holmesplace.es/baja?u=77ab>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          'Hola Marta:',
          'Este mes, si traes a un amigo al club, los dos tendréis la oportunidad de conseguir un mes gratis de cuota.',
          { button: 'Invitar a un amigo', href: 'https://www.holmesplace.es/invita?c=marzo' },
          { small: 'Holmes Place Iberia, S.L. · Para darte de baja: https://news.holmesplace.es/baja?u=77ab' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Clínica dental: la oportunidad de obtener una primera consulta gratuita',
    lang: 'es',
    kind: 'marketing',
    raw: mail({
      from: 'Clínica Dental Sonrisa <hola@clinicasonrisa.es>',
      to: 'Pablo Ruiz <pablo.ruiz@hotmail.es>',
      subject: 'Revisión de primavera',
      date: 'Wed, 5 Mar 2025 10:15:00 +0100',
      messageId: '20250305101500.b2c3@clinicasonrisa.es',
      dkim: ['clinicasonrisa.es:brevo'],
      relay: 'smtp-relay.sendinblue.com [185.107.232.10]',
      headers: ['List-Unsubscribe: <https://clinicasonrisa.es/baja?e=pr>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          'Hola Pablo:',
          'Durante marzo tienes la oportunidad de obtener una primera consulta y revisión gratuita, con radiografía panorámica incluida.',
          { button: 'Pedir cita', href: 'https://clinicasonrisa.es/cita' },
          { small: 'Clínica Dental Sonrisa, C/ Mayor 12, Valladolid. Baja: https://clinicasonrisa.es/baja?e=pr' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Webwinkel: beantwoord 3 korte vragen over de bezorging en maak kans op een cadeaubon',
    lang: 'nl',
    kind: 'marketing',
    raw: mail({
      from: 'Coolblue <nieuwsbrief@coolblue.nl>',
      to: 'Sanne de Vries <sanne.devries@live.nl>',
      subject: 'Hoe was je bezorging?',
      date: 'Thu, 6 Mar 2025 11:00:00 +0100',
      messageId: '20250306110000.cb-feedback-9911@coolblue.nl',
      dkim: ['coolblue.nl:cb1'],
      relay: 'mail-out.coolblue.nl [185.14.168.20]',
      headers: ['List-Unsubscribe: <https://www.coolblue.nl/afmelden?u=sdv>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          'Hoi Sanne,',
          'Je nieuwe wasmachine is vorige week bezorgd. Beantwoord 3 korte vragen over de bezorging en maak kans op een cadeaubon van 50 euro.',
          { button: 'Naar de vragen', href: 'https://www.coolblue.nl/feedback?o=4471203' },
          { small: 'Coolblue B.V., Weena 664, Rotterdam. Afmelden: https://www.coolblue.nl/afmelden?u=sdv' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    name: 'Tierbedarf-Newsletter: um diesen günstigen Preis zu erhalten … Fragen?',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Fressnapf <newsletter@fressnapf.de>',
      to: 'Jonas Weber <jonas.weber@gmx.de>',
      subject: 'Nur bis Sonntag: Trockenfutter im Vorteilspack',
      date: 'Fri, 7 Mar 2025 07:45:00 +0100',
      messageId: '20250307074500.fn-8812@fressnapf.de',
      dkim: ['fressnapf.de:fn1'],
      relay: 'mta1.fressnapf.de [91.198.12.40]',
      headers: ['List-Unsubscribe: <https://www.fressnapf.de/newsletter/abmelden?u=jw>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          'Hallo Jonas,',
          'Premium-Trockenfutter 12 kg jetzt für 39,99 €. Um diesen günstigen Preis zu erhalten, melden Sie sich an. Fragen? Unser Kundenservice hilft gern.',
          { button: 'Zum Angebot', href: 'https://www.fressnapf.de/angebote/' },
          { small: 'Fressnapf Tiernahrungs GmbH, Westpreußenstraße 32–38, 47809 Krefeld. Abmelden: https://www.fressnapf.de/newsletter/abmelden?u=jw' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Grocery delivery newsletter: your chance to get a $10 free delivery credit',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Instacart <news@instacart.com>',
      to: 'Amy Ford <amy.ford@gmail.com>',
      subject: 'Invite a friend, get a credit',
      date: 'Thu, 6 Mar 2025 16:00:00 -0800',
      messageId: '20250306160000.ic-ref-2231@instacart.com',
      dkim: ['instacart.com:s1'],
      relay: 'o1.email.instacart.com [167.89.1.10]',
      headers: ['List-Unsubscribe: <https://www.instacart.com/unsubscribe?u=af>', LIST_UNSUBSCRIBE_POST],
      body: document([
        'Hi Amy,',
        'Invite a friend this week for your chance to get a $10 free delivery credit on your next order.',
        { button: 'Invite a friend', href: 'https://www.instacart.com/invite' },
        { small: 'Maplebear Inc. (Instacart), 50 Beale St, San Francisco, CA. Unsubscribe: https://www.instacart.com/unsubscribe?u=af' },
      ]),
    }),
  },

  {
    // A Portuguese licensed casino's newsletter, SRIJ licence and the legal age line in the footer.
    name: 'Solverde.pt: newsletter com 50 rodadas grátis no fim de semana (licença SRIJ)',
    lang: 'pt-PT',
    kind: 'marketing',
    raw: mail({
      from: 'Solverde Casino Online <news@solverde.pt>',
      to: 'tiago.mendes@sapo.pt',
      subject: 'Este fim de semana: 50 rodadas grátis na nova slot',
      date: 'Fri, 14 Mar 2025 18:00:00 +0000',
      messageId: '20250314180000.nl-3318@solverde.pt',
      dkim: ['solverde.pt:s1'],
      relay: 'mail.solverde.pt [195.22.10.40]',
      headers: ['List-Unsubscribe: <https://www.solverde.pt/newsletter/cancelar?u=tm33>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          'Olá Tiago,',
          'Este fim de semana há 50 rodadas grátis na nossa nova slot para quem fizer um depósito até domingo.',
          { button: 'Ver a promoção', href: 'https://www.solverde.pt/promocoes/fim-de-semana' },
          {
            small:
              'Solverde.pt, licença n.º 002 emitida pelo SRIJ – Serviço de Regulação e Inspeção de Jogos. Proibido a menores de 18 anos. Jogue com responsabilidade. Cancelar a subscrição: https://www.solverde.pt/newsletter/cancelar?u=tm33',
          },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    name: 'Cartão Continente: tem 7,50 € em saldo que expira no domingo',
    lang: 'pt-PT',
    kind: 'marketing',
    raw: mail({
      from: 'Continente <noreply@news.continente.pt>',
      to: 'joao.m.silva@sapo.pt',
      subject: 'João, tem 7,50 € em saldo que expira no domingo',
      date: 'Thu, 13 Mar 2025 11:00:00 +0000',
      messageId: '0.1.2F.4A1.1DB9403AB7C2E10.0@omp.news.continente.pt',
      dkim: ['news.continente.pt:200608', 'continente.pt:200608'],
      returnPath: 'bounce-1471_HTML-88213377-1024931-7310022-4471@bounce.news.continente.pt',
      relay: 'mta6.news.continente.pt [136.147.177.6]',
      headers: [
        'List-Unsubscribe: <https://click.news.continente.pt/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.cXr2>, <mailto:leave-fd4a1b2c3d@leave.news.continente.pt>',
        LIST_UNSUBSCRIBE_POST,
        'x-job: 7310022_1024931',
        'X-SFMC-Stack: 50',
      ],
      body: document(
        [
          { image: 'https://image.news.continente.pt/lib/fe9112/m/1/logo-continente.png', alt: 'Continente' },
          { heading: 'Não deixe o seu saldo expirar' },
          'Olá João, tem 7,50 € em saldo no Cartão Continente que expira no domingo, 16 de março. Use-o nas suas compras nas lojas Continente ou em continente.pt.',
          { button: 'Ver os meus cupões', href: 'https://click.news.continente.pt/?qs=8f2a1c7e4b9d3e5f6a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d' },
          'Esta semana: 25 % em cartão em todos os iogurtes e 2.ª unidade a 50 % nos detergentes.',
          {
            small:
              'Recebe este e-mail porque é aderente do Cartão Continente. [Anular subscrição](https://click.news.continente.pt/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.cXr2). MCH – Modelo Continente Hipermercados, S.A., Rua João Mendonça, 505, 4464-503 Senhora da Hora.',
          },
        ],
        { lang: 'pt-PT', preheader: 'Use o seu saldo até domingo', title: 'Continente' },
      ),
    }),
  },

  {
    name: 'Bitvavo-nieuwsbrief: verdien rente met staking',
    lang: 'nl',
    kind: 'marketing',
    raw: mail({
      from: 'Bitvavo <news@mail.bitvavo.com>',
      to: 'daan.visser@gmail.com',
      subject: 'Laat je crypto voor je werken: tot 6% reward met staking',
      date: 'Tue, 22 Apr 2025 16:00:00 +0200',
      messageId: '20250422140000.2f8a1b3c4d5e@mail.bitvavo.com',
      dkim: ['mail.bitvavo.com:k1', 'bitvavo.com:k1'],
      returnPath: 'bounce-mc.us6_55128813.118273-d4e5f6@mail176.sea51.mcsv.net',
      relay: 'mail176.sea51.mcsv.net [205.201.134.176]',
      headers: [
        'List-Unsubscribe: <https://bitvavo.us6.list-manage.com/unsubscribe?u=9a8b7c6d5e4f3a2b1c0d9e8f7&id=3c4d5e6f7a&e=d4e5f6a7b8>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailer: Mailchimp Mailer - **CID118273d4e5**',
        'Feedback-ID: 55128813:55128813.118273:us6:mc',
      ],
      body: document(
        [
          { image: 'https://mcusercontent.com/9a8b7c6d5e4f3a2b1c0d9e8f7/images/bitvavo-logo.png', alt: 'Bitvavo' },
          { heading: 'Staking: ontvang rewards op je crypto' },
          'Met staking ontvang je automatisch rewards op crypto die je in je Bitvavo-account hebt, tot wel 6% per jaar op bijvoorbeeld Polkadot en Cardano. Je kunt op elk moment stoppen.',
          { button: 'Bekijk staking', href: 'https://bitvavo.us6.list-manage.com/track/click?u=9a8b7c6d5e4f3a2b1c0d9e8f7&id=5e6f7a8b9c&e=d4e5f6a7b8' },
          {
            small:
              'Investeren in crypto brengt risico’s met zich mee. Rewards zijn niet gegarandeerd en kunnen veranderen. Je ontvangt deze e-mail omdat je je hebt aangemeld voor de nieuwsbrief van Bitvavo. [Afmelden](https://bitvavo.us6.list-manage.com/unsubscribe?u=9a8b7c6d5e4f3a2b1c0d9e8f7&id=3c4d5e6f7a&e=d4e5f6a7b8). Bitvavo B.V., Keizersgracht 281, 1016 ED Amsterdam.',
          },
        ],
        { lang: 'nl', preheader: 'Tot 6% reward per jaar', title: 'Bitvavo' },
      ),
    }),
  },

  {
    // EPI's own newsletter about Wero, from its corporate domain through an ESP.
    name: 'EPI Company newsletter: Wero replaces Paylib in France, with an unsubscribe link',
    lang: 'fr',
    kind: 'marketing',
    raw: mail({
      from: 'Wero <newsletter@epicompany.eu>',
      to: 'julien.moreau@free.fr',
      subject: 'Wero remplace Paylib : ce qui change pour vous',
      date: 'Tue, 14 Oct 2025 09:30:00 +0200',
      messageId: '20251014073000.7b21c4e9@mail.epicompany.eu',
      dkim: ['epicompany.eu:k1', 'mcsv.net:k3'],
      returnPath: 'bounce-mc.us21_9d2e4f1a7c3b5e8d0a6c2f4b1-wero=free.fr@mail234.atl61.mcsv.net',
      relay: 'mail234.atl61.mcsv.net [198.2.139.234]',
      headers: [
        'List-Unsubscribe: <https://epicompany.us21.list-manage.com/unsubscribe?u=9d2e4f1a7c3b5e8d0a6c2f4b1&id=4c1e7a9f2b>, <mailto:unsubscribe-mc.us21_9d2e4f1a7c3b5e8d0a6c2f4b1@mailin.mcsv.net>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailer: Mailchimp Mailer - **CID4c1e7a9f2b**',
      ],
      body: document(
        [
          { heading: 'Paylib devient Wero' },
          'Le service Paylib entre amis laisse progressivement la place à Wero, directement dans l’application de votre banque. Vous n’avez rien à activer en dehors de cette application, et personne ne vous demandera vos identifiants par e-mail.',
          { button: 'En savoir plus', href: 'https://wero-wallet.eu/fr' },
          {
            small:
              'European Payments Initiative, Bruxelles. [Se désinscrire](https://epicompany.us21.list-manage.com/unsubscribe?u=9d2e4f1a7c3b5e8d0a6c2f4b1&id=4c1e7a9f2b).',
          },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  // Genuine health and horoscope mail beside the miracle-cure and seer phrases of content_scam_offer:
  // a health insurer on varicose veins, a hospital's heart-healthy recipes, a magazine's horoscope.
  {
    name: 'Krankenkassen-Newsletter: „Krampfadern – was wirklich hilft“, von der eigenen Domain',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Ihre BKK Nordwerk <newsletter@bkk-nordwerk.de>',
      to: 'b.hartmann@web.de',
      subject: 'Krampfadern: was wirklich hilft, und was die Kasse zahlt',
      date: 'Wed, 12 Mar 2025 10:00:00 +0100',
      messageId: '<nl-2025-03.84411@bkk-nordwerk.de>',
      dkim: ['bkk-nordwerk.de:nl1'],
      relay: 'mailout2.bkk-nordwerk.de [192.0.2.140]',
      headers: [`List-Unsubscribe: <https://www.bkk-nordwerk.de/newsletter/abmelden?id=84411>`, LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'Krampfadern: was wirklich hilft' },
        'Bewegung ist das beste Mittel gegen Krampfadern: Treppensteigen, Radfahren und Schwimmen entlasten die Venen. Kompressionsstrümpfe verschreibt Ihre Hausärztin.',
        'Eine Verödung oder Operation zahlt die Kasse, wenn sie medizinisch nötig ist. Wie man Nagelpilz bekämpft, lesen Sie in der nächsten Ausgabe.',
        { button: 'Zum Gesundheitsmagazin', href: 'https://www.bkk-nordwerk.de/magazin/krampfadern' },
        { small: 'BKK Nordwerk, Hafenstraße 4, 28217 Bremen. Newsletter abbestellen: bkk-nordwerk.de/newsletter' },
      ]),
    }),
  },

  {
    name: 'Hospital newsletter: heart-healthy dinners in just 20 minutes, from its own domain',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Riverside Heart Institute <news@riversideheart.org>',
      to: 'dwight.coleman58@yahoo.com',
      subject: 'Heart-healthy dinners in just 20 minutes',
      date: 'Sat, 15 Mar 2025 14:00:00 +0000',
      messageId: '<hn-0315.22871@riversideheart.org>',
      dkim: ['riversideheart.org:s1'],
      relay: 'mail.riversideheart.org [192.0.2.150]',
      headers: [`List-Unsubscribe: <https://riversideheart.org/news/unsubscribe?u=22871>`, LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'Healthy recipes in just 20 minutes' },
        'Our dietitians share five weeknight dinners low in salt and saturated fat. Keeping your arteries healthy takes years of small habits, not a miracle: ask your cardiologist before changing any medication.',
        { button: 'Get the recipes', href: 'https://riversideheart.org/recipes/weeknight' },
        { small: 'Riverside Heart Institute, 400 River Rd, Dayton OH. Unsubscribe at riversideheart.org/news.' },
      ]),
    }),
  },

  {
    name: 'Horoscope hebdomadaire d’un magazine : « ce que les astres vous réservent »',
    lang: 'fr',
    kind: 'marketing',
    raw: mail({
      from: 'Madame Hebdo Astro <astro@newsletter.madame-hebdo.fr>',
      to: 'josiane.perrin@orange.fr',
      subject: 'Votre horoscope de la semaine : ce que les astres vous réservent',
      date: 'Mon, 17 Mar 2025 06:30:00 +0100',
      messageId: '<astro-1103.553@newsletter.madame-hebdo.fr>',
      dkim: ['newsletter.madame-hebdo.fr:k1'],
      relay: 'mta4.newsletter.madame-hebdo.fr [192.0.2.160]',
      headers: [`List-Unsubscribe: <https://newsletter.madame-hebdo.fr/desinscription?u=553>`, LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'Horoscope du 17 au 23 mars' },
        'Bélier : découvrez ce que les astres vous réservent cette semaine. Vénus vous pousse à renouer avec un proche.',
        { button: 'Lire tous les signes', href: 'https://www.madame-hebdo.fr/astro/semaine' },
        { small: 'Madame Hebdo, 12 rue de Rivoli, 75004 Paris. Se désinscrire de la newsletter astro.' },
      ]),
    }),
  },
  {
    // Wallet makers warn about seed phrases in their own newsletters: the lure's words, the
    // brand's own domain and ESP.
    name: 'Ledger newsletter through Salesforce Marketing Cloud: "we will never ask for your 24 words"',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Ledger <hello@news.ledger.com>',
      to: 'owen.marsh@btinternet.com',
      subject: 'Ledger Flex is 20% off this week – and a reminder about scams',
      date: 'Tue, 26 Nov 2024 15:00:00 -0600',
      messageId: '8a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b@ind1s12mta812.xt.local',
      dkim: ['news.ledger.com:200608', 'ind1.rsys6.net:sfmc'],
      returnPath: 'bounce-52_HTML-448213377-1183554-7301122-71@bounce.news.ledger.com',
      relay: 'mta812.news.ledger.com [13.111.62.212]',
      headers: [
        'List-Unsubscribe: <https://click.news.ledger.com/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MzAxMTIyIn0.Kq8Lm2Rz5Nw7>, <mailto:leave-fd8a1c2e3f4b5d@leave.news.ledger.com>',
        LIST_UNSUBSCRIBE_POST,
        'x-job: 7301122_1183554',
        'X-SFMC-Stack: 12',
      ],
      body: document(
        [
          { image: 'https://image.news.ledger.com/lib/fe3811737364047c7d1c/m/1/ledger-logo.png', alt: 'Ledger' },
          { heading: 'Black Friday: 20% off Ledger Flex' },
          'Secure your crypto with the E Ink touchscreen signer for less. The offer runs until Monday, December 2, while stocks last.',
          { button: 'Shop Ledger Flex', href: 'https://click.news.ledger.com/?qs=3c7e1a9f2b4d6e8a0c1f3e5a7b9d1c2e4f6a8b0d2c4e6f8a' },
          'A reminder: Ledger will never ask for your 24-word recovery phrase, by email, phone, text or on a website. Anyone who asks for it is trying to steal your crypto.',
          {
            small:
              'You are receiving this email because you subscribed to Ledger news. [Unsubscribe](https://click.news.ledger.com/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MzAxMTIyIn0.Kq8Lm2Rz5Nw7). Ledger SAS, 1 rue du Mail, 75002 Paris, France.',
          },
        ],
        { preheader: '20% off Ledger Flex until Monday', title: 'Ledger' },
      ),
    }),
  },

  {
    name: 'Bit2Me: boletín mensual de mercado por Mailchimp',
    lang: 'es',
    kind: 'marketing',
    raw: mail({
      from: 'Bit2Me <news@bit2me.com>',
      to: 'Raúl Domínguez <raul.dominguez.c@gmail.com>',
      subject: 'Resumen de octubre: bitcoin en máximos y novedades en Bit2Me Earn',
      date: 'Tue, 4 Nov 2025 16:00:12 +0000',
      messageId: '2c9e4a1f7b3d8e6c0a5b1f2e3d4c5b6a.20251104160012@mail84.atl21.mcdlv.net',
      dkim: ['bit2me.com:k1', 'mcsv.net:k3'],
      returnPath: 'bounce-mc.us4_18273645.4417829-9c1e2a7f3b@mail84.atl21.mcdlv.net',
      relay: 'mail84.atl21.mcdlv.net [198.2.128.84]',
      headers: [
        'List-Unsubscribe: <https://bit2me.us4.list-manage.com/unsubscribe?u=7c1e9a2f4b3d6e8a0c5b1f2d3&id=a2c4e6f8b1&t=b&e=9c1e2a7f3b&c=5d7f9b1c3e>, <mailto:unsubscribe-mc.us4_7c1e9a2f4b3d6e8a0c5b1f2d3.5d7f9b1c3e-9c1e2a7f3b@unsubscribe.mailchimpapp.net?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'List-ID: 7c1e9a2f4b3d6e8a0c5b1f2d3mc list <7c1e9a2f4b3d6e8a0c5b1f2d3.4417829.list-id.mcsv.net>',
        'X-Mailer: Mailchimp Mailer - **CID5d7f9b1c3e9c1e2a7f3b**',
        'X-MC-User: 7c1e9a2f4b3d6e8a0c5b1f2d3',
        'Feedback-ID: 18273645:18273645.4417829:us4:mc',
      ],
      body: document(
        [
          { heading: 'Tu resumen de octubre' },
          'Bitcoin cerró octubre por encima de los 95.000 € y ethereum recuperó un 12 %. En el blog te contamos qué movió el mercado.',
          'Novedad: ahora puedes activar Earn en USDC y EURC desde la app, con rendimientos que se abonan cada día.',
          { button: 'Leer el resumen', href: 'https://bit2me.us4.list-manage.com/track/click?u=7c1e9a2f4b3d6e8a0c5b1f2d3&id=b3d5f7a9c1&e=9c1e2a7f3b' },
          'Recuerda: Bit2Me nunca te pedirá tu contraseña, tus códigos 2FA ni tus palabras de recuperación.',
          {
            small:
              'Bit2Me, Torre Bit2Me, Paseo de la Castellana 8, 28046 Madrid. Las criptomonedas conllevan riesgo. [Darse de baja](https://bit2me.us4.list-manage.com/unsubscribe?u=7c1e9a2f4b3d6e8a0c5b1f2d3&id=a2c4e6f8b1&e=9c1e2a7f3b)',
          },
        ],
        { lang: 'es', preheader: 'Bitcoin en máximos y Earn en USDC', title: 'Bit2Me' },
      ),
    }),
  },

  {
    name: 'BBVA: boletín de seguridad "nunca te pediremos tus claves" (Salesforce Marketing Cloud)',
    lang: 'es',
    kind: 'marketing',
    raw: mail({
      from: 'BBVA <bbva@comunicaciones.bbva.es>',
      to: 'Pedro Sánchez Gil <pedro.sanchezgil@yahoo.es>',
      subject: 'Cinco señales para reconocer un fraude (y un 5 % de devolución en tus compras)',
      date: 'Thu, 13 Mar 2025 10:00:00 -0600',
      messageId: '1d3f5a7c-9e2b-4c6d-8f0a-2b4c6d8e0f1a@ind1s04mta733.xt.local',
      dkim: ['comunicaciones.bbva.es:200608', 'ind1.rsys6.net:sfmc'],
      returnPath: 'bounce-31_HTML-227381946-992134-7118823-3@bounce.comunicaciones.bbva.es',
      relay: 'mta733.comunicaciones.bbva.es [13.111.14.33]',
      headers: [
        'List-Unsubscribe: <https://click.comunicaciones.bbva.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MTE4ODIzIn0.Bv3Kq8Lm2Rz5>, <mailto:leave-fc8a1e2b3c4d@leave.comunicaciones.bbva.es>',
        LIST_UNSUBSCRIBE_POST,
        'x-job: 7118823_992134',
      ],
      body: document(
        [
          { heading: 'Que no te engañen' },
          'Los estafadores se hacen pasar por el banco para pedirte tus claves: «tu tarjeta ha sido bloqueada», «confirma tu identidad en 24 horas», «cancela este dispositivo».',
          'En BBVA nunca te pediremos por correo, SMS ni teléfono tus claves de acceso, las de firma ni los datos completos de tu tarjeta. Si dudas, entra siempre desde la app.',
          { button: 'Ver los consejos de seguridad', href: 'https://click.comunicaciones.bbva.es/?qs=8e1c3a5f7b9d2e4a6c8f0b1d3e5a7c9f2b4d6e8a0c1f' },
          'Y este mes: un 5 % de devolución pagando con tu tarjeta en gasolineras.',
          {
            small:
              'Banco Bilbao Vizcaya Argentaria, S.A. Plaza de San Nicolás 4, 48005 Bilbao. Si no quieres recibir más comunicaciones comerciales, [date de baja aquí](https://click.comunicaciones.bbva.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MTE4ODIzIn0.Bv3Kq8Lm2Rz5).',
          },
        ],
        { lang: 'es', preheader: 'Nunca te pediremos tus claves', title: 'BBVA' },
      ),
    }),
  },

  {
    name: 'Bitpanda-Newsletter über Braze: Sparpläne und ein Sicherheitshinweis',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Bitpanda <hello@news.bitpanda.com>',
      to: 'Markus Schäfer <markus.schaefer84@gmail.com>',
      subject: 'Neu: Sparpläne ab 1 € – und wie Sie Betrugsmails erkennen',
      date: 'Thu, 4 Sep 2025 08:30:00 +0000',
      messageId: '0102019915b2c3d4-e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b-000000@eu-west-1.amazonses.com',
      dkim: ['news.bitpanda.com:braze1', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '0102019915b2c3d4-e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b-000000@bounces.news.bitpanda.com',
      relay: 'b224-77.smtp-out.eu-west-1.amazonses.com [54.240.224.77]',
      headers: [
        'List-Unsubscribe: <https://news.bitpanda.com/unsubscribe?uid=Zq4Lm8Rx2Tn7&cid=sep25>, <mailto:unsubscribe@news.bitpanda.com?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'Feedback-ID: 1.eu-west-1.Yml0cGFuZGEtbmV3cw==:AmazonSES',
      ],
      body: document(
        [
          { heading: 'Sparpläne ab 1 €' },
          'Investieren Sie automatisch in Bitcoin, ETFs oder Edelmetalle – schon ab 1 € pro Woche, jederzeit pausier- und kündbar.',
          { button: 'Sparplan anlegen', href: 'https://news.bitpanda.com/click?uid=Zq4Lm8Rx2Tn7&cid=sep25&l=1' },
          'Sicherheitshinweis: Betrüger verschicken derzeit E-Mails mit „Ihre Auszahlung ist unterwegs – jetzt stoppen“. Bitpanda fragt Sie niemals per E-Mail nach Passwort, 2FA-Code oder Wiederherstellungsphrase.',
          {
            small:
              'Bitpanda GmbH, Stella-Klein-Löw-Weg 17, 1020 Wien. Kryptowerte sind volatil. [Abmelden](https://news.bitpanda.com/unsubscribe?uid=Zq4Lm8Rx2Tn7&cid=sep25)',
          },
        ],
        { lang: 'de', preheader: 'Sparpläne ab 1 € und ein Sicherheitshinweis', title: 'Bitpanda' },
      ),
    }),
  },

  {
    name: 'Rabobank-nieuwsbrief: nieuwe functies in de Rabo App en hoe u spoofing herkent',
    lang: 'nl',
    kind: 'marketing',
    raw: mail({
      from: 'Rabobank <nieuwsbrief@mail.rabobank.nl>',
      to: 'Wim de Boer <wim.deboer@hetnet.nl>',
      subject: 'Nieuw in de Rabo App: gezamenlijke spaardoelen',
      date: 'Thu, 13 Mar 2025 09:00:00 -0600',
      messageId: '6b8d0f2a-4c6e-4a8b-9c0d-2e4f6a8b0c1d@ind1s07mta512.xt.local',
      dkim: ['mail.rabobank.nl:200608', 'ind1.rsys6.net:sfmc'],
      returnPath: 'bounce-44_HTML-118273645-551827-7224103-8@bounce.mail.rabobank.nl',
      relay: 'mta512.mail.rabobank.nl [13.111.48.112]',
      headers: [
        'List-Unsubscribe: <https://click.mail.rabobank.nl/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MjI0MTAzIn0.Rb4Kq8Lm2Rz5>, <mailto:leave-fd1a2b3c4d5e@leave.mail.rabobank.nl>',
        LIST_UNSUBSCRIBE_POST,
        'x-job: 7224103_551827',
      ],
      body: document(
        [
          { heading: 'Samen sparen voor een doel' },
          'Spaart u samen voor een vakantie of een verbouwing? Met gezamenlijke spaardoelen in de Rabo App ziet iedereen direct hoe ver u bent.',
          { button: 'Lees meer', href: 'https://click.mail.rabobank.nl/?qs=4c6e8a0b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e5b' },
          'Let op: oplichters doen zich voor als de Rabobank en vragen u per mail de Rabo App "opnieuw te activeren". Dat vragen wij nooit via een link in een e-mail.',
          {
            small:
              'Coöperatieve Rabobank U.A., Croeselaan 18, 3521 CB Utrecht. U ontvangt deze nieuwsbrief omdat u klant bent. [Afmelden](https://click.mail.rabobank.nl/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MjI0MTAzIn0.Rb4Kq8Lm2Rz5)',
          },
        ],
        { lang: 'nl', preheader: 'Gezamenlijke spaardoelen in de Rabo App', title: 'Rabobank' },
      ),
    }),
  },

  {
    name: 'GdP: Mitgliederinfo zur Besoldung bei Bundespolizei und Zoll',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'GdP Bezirk Bundespolizei <info@gdp.de>',
      to: 'Markus Lange <markus.lange@web.de>',
      subject: 'Besoldungsrunde 2025: Was die Einigung für Bundespolizei und Zoll bedeutet',
      date: 'Mon, 7 Apr 2025 12:00:03 +0200',
      messageId: '20250407100003.nl.5521@gdp.de',
      dkim: ['gdp.de:nl1'],
      relay: 'mailout.gdp.de [217.160.0.85]',
      headers: ['List-Unsubscribe: <https://www.gdp.de/newsletter/abmelden?id=5521>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          { heading: 'Besoldungsrunde 2025' },
          'Liebe Kolleginnen und Kollegen,',
          'die Tarifeinigung wird auf die Beamtinnen und Beamten der Bundespolizei und des Zolls übertragen. Wir erklären, was sich ab April auf Ihrer Bezügemitteilung ändert.',
          { button: 'Zum Beitrag', href: 'https://www.gdp.de/bundespolizei/besoldung-2025' },
          { small: 'Gewerkschaft der Polizei, Bezirk Bundespolizei | Zoll. Newsletter abbestellen: https://www.gdp.de/newsletter/abmelden' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Mairie : réunion publique avec la gendarmerie nationale sur les arnaques en ligne',
    lang: 'fr',
    kind: 'marketing',
    raw: mail({
      from: 'Mairie de Plougastel <communication@plougastel.fr>',
      to: 'Christophe Lambert <christophe.lambert56@orange.fr>',
      subject: 'Réunion publique : la gendarmerie nationale présente les arnaques du moment',
      date: 'Fri, 7 Mar 2025 11:30:00 +0100',
      messageId: '20250307103000.lettre.412@plougastel.fr',
      dkim: ['plougastel.fr:lettre'],
      relay: 'mail.plougastel.fr [80.12.242.10]',
      headers: ['List-Unsubscribe: <https://www.plougastel.fr/lettre/desinscription>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          'Madame, Monsieur,',
          'Fausses convocations de la police, faux conseillers bancaires, colis impayés : la brigade de gendarmerie nationale de Plougastel présentera les escroqueries les plus fréquentes le jeudi 20 mars à 18 h 30, salle Avel Vor. Entrée libre.',
          { small: 'Lettre d’information de la Mairie de Plougastel. Se désinscrire : https://www.plougastel.fr/lettre/desinscription' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'Newspaper briefing: Europol and Interpol take down a phishing-kit marketplace',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'The Record Daily <newsletter@therecord.media>',
      to: 'Karen Walsh <karen.walsh@comcast.net>',
      subject: 'Europol and Interpol take down a phishing-as-a-service marketplace',
      date: 'Thu, 15 May 2025 13:00:00 +0000',
      messageId: '20250515130000.daily.7731@therecord.media',
      dkim: ['therecord.media:s1'],
      relay: 'mail.therecord.media [198.2.180.11]',
      headers: ['List-Unsubscribe: <https://therecord.media/unsubscribe?u=7731>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          { heading: 'Today’s briefing' },
          'Police in 14 countries, coordinated by Europol and Interpol with the FBI, arrested 37 people behind a phishing-kit marketplace used to imitate banks and tax offices.',
          { button: 'Read the story', href: 'https://therecord.media/phishing-marketplace-takedown' },
          { small: 'You receive The Record Daily because you subscribed. Unsubscribe: https://therecord.media/unsubscribe' },
        ],
        { lang: 'en' },
      ),
    }),
  },
  // Investment-mentor, task-job, e-mail-lottery, recovery and romance scams borrow the words of
  // real fund newsletters, day-rate jobs, lotteries' own notices, lawyers and friends in trouble
  // abroad; and sextortion's "I will send the video to your family" is what a wedding guest says.
  {
    // A real fund's newsletter: returns in per cent, a quantitative strategy, a first deposit.
    name: 'An index-fund provider\'s newsletter: "our quantitative strategy returned 8.4% in 2024", open an account with a first deposit',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Northgate Investors <news@mail.northgate-investors.com>',
      to: 'daniel.hughes@btinternet.com',
      subject: 'Your 2024 review: what moved markets, and what our funds returned',
      date: 'Thu, 16 Jan 2025 08:00:00 +0000',
      messageId: '20250116080000.7c1d2e3f@mail.northgate-investors.com',
      dkim: ['mail.northgate-investors.com:s1'],
      returnPath: 'bounce-7c1d2e3f@mail.northgate-investors.com',
      relay: 'o1.mail.northgate-investors.com [198.2.180.12]',
      headers: ['List-Unsubscribe: <https://mail.northgate-investors.com/unsubscribe/7c1d2e3f>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'Your 2024 in review' },
        'Our Global Equity fund returned 8.4% in 2024, after fees; our quantitative strategy fund returned 6.1%, slightly behind its benchmark. Past performance is not a guide to future returns, and the value of investments can fall as well as rise.',
        'New to Northgate? You can open an ISA online in ten minutes and make a first deposit from £100, or set up a monthly payment from £25.',
        { button: 'Read the full review', href: 'https://www.northgate-investors.com/insights/2024-review' },
        {
          small:
            'Northgate Investors Ltd is authorised and regulated by the Financial Conduct Authority. You receive this because you subscribed to our newsletter. [Unsubscribe](https://mail.northgate-investors.com/unsubscribe/7c1d2e3f).',
        },
      ]),
    }),
  },

  {
    // A real Brazilian broker's newsletter: a robo-advisor, an initial deposit, missions.
    name: 'Corretora brasileira: o robô de investimentos rende conforme o CDI, missões do app e depósito inicial',
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Invista Fácil <novidades@email.investafacil.com.br>',
      to: 'sandra.moraes@uol.com.br',
      subject: 'Sandra, conheça o robô que monta sua carteira',
      date: 'Sat, 13 Sep 2025 10:00:00 -0300',
      messageId: '20250913130000.5521.novidades@email.investafacil.com.br',
      dkim: ['email.investafacil.com.br:s1'],
      returnPath: 'bounce-5521@email.investafacil.com.br',
      relay: 'mta3.email.investafacil.com.br [170.10.160.22]',
      headers: ['List-Unsubscribe: <https://email.investafacil.com.br/descadastrar/5521>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'O robô que monta sua carteira' },
        'Responda cinco perguntas e o nosso robô de investimentos sugere uma carteira para o seu perfil. A parte de renda fixa rende conforme o CDI; não prometemos valores, e rentabilidade passada não garante rentabilidade futura.',
        'Missões do app: faça um depósito inicial a partir de R$ 100 e ganhe um e-book sobre reserva de emergência. Cada missão vale pontos no programa Invista+.',
        { button: 'Conhecer o robô', href: 'https://www.investafacil.com.br/robo' },
        {
          small:
            'Invista Fácil Corretora de Valores S.A., CNPJ 12.345.678/0001-90. Você recebe este e-mail porque é cliente. [Descadastrar](https://email.investafacil.com.br/descadastrar/5521).',
        },
      ]),
    }),
  },

  {
    // A retailer's newsletter through Salesforce Marketing Cloud, list headers and all.
    name: 'El Corte Inglés: boletín de rebajas de enero por Salesforce Marketing Cloud',
    lang: 'es',
    kind: 'marketing',
    raw: mail({
      from: 'El Corte Inglés <elcorteingles@info.elcorteingles.es>',
      to: 'carmen.iglesias58@hotmail.com',
      subject: 'Empiezan las Rebajas: hasta un 50 % en moda y hogar',
      date: 'Tue, 7 Jan 2025 07:00:00 -0600',
      messageId: 'c1a7e9f2-3b4d-4e8a-9c1b-6f0e2d8a1b35@ind1s06mta1722.xt.local',
      dkim: ['info.elcorteingles.es:200608', 'ind1.rsys6.net:sfmc'],
      returnPath: 'bounce-41_HTML-771203-5512-7300881-44@bounce.info.elcorteingles.es',
      relay: 'mta1722.info.elcorteingles.es [13.111.48.172]',
      headers: [
        'List-Unsubscribe: <https://click.info.elcorteingles.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MzAwODgxIn0.Lq8Km2Rz5Nw7>, <mailto:leave-fd7c1a7e9f@leave.info.elcorteingles.es>',
        LIST_UNSUBSCRIBE_POST,
        'X-SFMC-Stack: 6',
      ],
      body: document(
        [
          { heading: 'Rebajas de enero' },
          'Hasta un 50 % en moda, hogar y deportes, en tienda y en elcorteingles.es.',
          { button: 'Ver las rebajas', href: 'https://click.info.elcorteingles.es/?qs=9f2e7a1c3b8d4e6f0a5b2c9d7e1f3a4b' },
          {
            small:
              'El Corte Inglés, S.A. – Hermosilla 112, 28009 Madrid. Recibe este correo porque está suscrito a nuestras comunicaciones. [Darse de baja](https://click.info.elcorteingles.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9).',
          },
        ],
        { lang: 'es', preheader: 'Hasta un 50 % en moda y hogar' },
      ),
    }),
  },

  {
    // Serasa's own newsletter about the real Feirão Limpa Nome: its domain, its ESP, opt-out.
    name: 'Serasa: newsletter do Feirão Limpa Nome com ofertas no app e no site oficial',
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Serasa <comunicacao@news.serasa.com.br>',
      to: 'juliana.costa.rj@yahoo.com.br',
      subject: 'Feirão Limpa Nome começou: negocie pelo app ou site oficial',
      date: 'Mon, 3 Mar 2025 10:00:00 -0300',
      messageId: '4b8d0e3c-5a6f-4c1e-9f2a-7e1c3a8b2d9f@ind1s03mta641.xt.local',
      dkim: ['news.serasa.com.br:200608', 'ind1.rsys6.net:sfmc'],
      returnPath: 'bounce-77_HTML-228133-1190-7300412-12@bounce.news.serasa.com.br',
      relay: 'mta641.news.serasa.com.br [13.111.19.141]',
      headers: [
        'List-Unsubscribe: <https://click.news.serasa.com.br/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MzAwNDEyIn0.Tz7Rb4Wn8Pc1>, <mailto:leave-fd4b8d0e3c@leave.news.serasa.com.br>',
        LIST_UNSUBSCRIBE_POST,
      ],
      body: document(
        [
          { heading: 'Feirão Limpa Nome' },
          'Até 31 de março, mais de 500 empresas oferecem descontos para quitar dívidas. Consulte seu CPF de graça pelo app Serasa ou em serasa.com.br.',
          'Atenção: a Serasa não envia boletos por e-mail sem que você tenha feito o acordo no site ou no app.',
          { button: 'Consultar meu CPF', href: 'https://click.news.serasa.com.br/?qs=7e1c3a8b2d9f4b8d0e3c5a6f' },
          {
            small:
              'Serasa S.A. – Av. das Nações Unidas, 14401, São Paulo – SP. [Descadastrar](https://click.news.serasa.com.br/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9).',
          },
        ],
        { lang: 'pt-BR', preheader: 'Descontos de até 99% no app e no site oficial' },
      ),
    }),
  },
  {
    // A Volksbank newsletter through its ESP: the app, a security tip, an unsubscribe link.
    name: 'Volksbank-Newsletter: Neuerungen in der VR Banking App und ein Hinweis auf Phishing',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Volksbank Mittelhessen <newsletter@vb-mittelhessen.de>',
      to: 'h.baumgartner@t-online.de',
      subject: 'Neu in der VR Banking App: Wero und Kontowecker',
      date: 'Thu, 15 May 2025 10:00:00 +0200',
      messageId: '20250515080000.4471.1183554@mailing.vb-mittelhessen.de',
      dkim: ['vb-mittelhessen.de:nl2024', 'inxmail.de:ix1'],
      returnPath: 'bounce-4471-1183554@mailing.vb-mittelhessen.de',
      relay: 'mx-out7.inxserver.de [185.15.192.7]',
      headers: [
        'List-Unsubscribe: <https://mailing.vb-mittelhessen.de/unsubscribe?k=9f2e7a1c3b8d4e6f>, <mailto:unsubscribe-4471-1183554@mailing.vb-mittelhessen.de>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailer: Inxmail Professional',
      ],
      body: document(
        [
          { heading: 'Neu in Ihrer VR Banking App' },
          'Mit Wero senden Sie Geld in Sekunden an Freunde und Familie – direkt aus der VR Banking App. Und der Kontowecker informiert Sie über jede Buchung.',
          'Sicherheitshinweis: Wir fordern Sie niemals per E-Mail oder SMS auf, VR SecureGo plus neu zu registrieren oder Zugangsdaten einzugeben.',
          { button: 'Mehr erfahren', href: 'https://mailing.vb-mittelhessen.de/c/4471/1183554/wero' },
          {
            small:
              'Volksbank Mittelhessen eG, Schiffenberger Weg 110, 35394 Gießen. [Newsletter abbestellen](https://mailing.vb-mittelhessen.de/unsubscribe?k=9f2e7a1c3b8d4e6f).',
          },
        ],
        { lang: 'de', preheader: 'Wero und Kontowecker jetzt in der App' },
      ),
    }),
  },

  {
    // A bank's newsletter announcing Wero: its own domain and ESP, list headers, the app.
    name: 'Société Générale : newsletter « Wero arrive dans votre appli » avec désinscription',
    lang: 'fr',
    kind: 'marketing',
    raw: mail({
      from: 'Société Générale <infos@communication.societegenerale.fr>',
      to: 'julien.moreau@free.fr',
      subject: "Wero arrive dans votre appli : envoyez de l'argent en quelques secondes",
      date: 'Tue, 1 Jul 2025 10:00:00 +0200',
      messageId: '2a7c1e9f-4b3d-4e8a-9c1b-6f0e2d8a1b35@sgmail.communication.societegenerale.fr',
      dkim: ['communication.societegenerale.fr:sg2024', 'sparkpostmail.com:scph0325'],
      returnPath: 'msprvs1=19912AbCdEf12=bounces-44712@sparkpostmail.com',
      relay: 'mta-112-44.sparkpostmail.com [192.174.92.44]',
      headers: [
        'List-Unsubscribe: <https://communication.societegenerale.fr/desabonnement?u=9f2e7a1c3b8d>, <mailto:unsubscribe@communication.societegenerale.fr?subject=9f2e7a1c3b8d>',
        LIST_UNSUBSCRIBE_POST,
      ],
      body: document(
        [
          { heading: 'Wero est disponible' },
          "Envoyez et recevez de l'argent entre amis en quelques secondes avec un simple numéro de téléphone. Wero remplace Paylib : activez-le directement depuis l'appli Société Générale, rubrique Paiements.",
          "Nous ne vous demanderons jamais d'activer Wero depuis un lien reçu par e-mail ou SMS.",
          { button: 'Découvrir Wero', href: 'https://communication.societegenerale.fr/c/wero?u=9f2e7a1c3b8d' },
          {
            small:
              'Société Générale, S.A. au capital de 1 000 395 971,25 €, 29 bd Haussmann, 75009 Paris. [Se désabonner](https://communication.societegenerale.fr/desabonnement?u=9f2e7a1c3b8d).',
          },
        ],
        { lang: 'fr', preheader: 'Wero remplace Paylib dans votre appli' },
      ),
    }),
  },

  {
    // ABN AMRO's real newsletter through its ESP: list headers, a security tip.
    name: 'ABN AMRO-nieuwsbrief: sparen voor later en hoe u nepberichten herkent',
    lang: 'nl',
    kind: 'marketing',
    raw: mail({
      from: 'ABN AMRO <nieuwsbrief@nieuws.abnamro.nl>',
      to: 'r.bakker1968@kpnmail.nl',
      subject: 'Uw nieuwsbrief van maart: sparen voor later en veilig bankieren',
      date: 'Thu, 13 Mar 2025 09:00:00 +0100',
      messageId: '5e8b2d9a-7c3f-4a1e-b6d2-9f0e1c8a3b47@ind1s09mta1530.xt.local',
      dkim: ['nieuws.abnamro.nl:200608', 'ind1.rsys6.net:sfmc'],
      returnPath: 'bounce-63_HTML-8813014-1190-7301140-3@bounce.nieuws.abnamro.nl',
      relay: 'mta1530.nieuws.abnamro.nl [13.111.73.30]',
      headers: [
        'List-Unsubscribe: <https://click.nieuws.abnamro.nl/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJtaWQiOiI3MzAxMTQwIn0.Wn8Pc1Hd5F>, <mailto:leave-fd5e8b2d9a@leave.nieuws.abnamro.nl>',
        LIST_UNSUBSCRIBE_POST,
      ],
      body: document(
        [
          { heading: 'Sparen voor later' },
          'Met een lijfrenterekening bouwt u fiscaal voordelig aan uw pensioen. Bekijk in de app hoeveel ruimte u heeft.',
          'Veilig bankieren: wij vragen u nooit via een link in een e-mail om in te loggen of uw gegevens te controleren. Twijfelt u? Bel ons via het nummer op de achterkant van uw pas.',
          { button: 'Meer over sparen voor later', href: 'https://click.nieuws.abnamro.nl/?qs=5e8b2d9a7c3f4a1eb6d2' },
          {
            small:
              'ABN AMRO Bank N.V., Gustav Mahlerlaan 10, 1082 PP Amsterdam. [Afmelden](https://click.nieuws.abnamro.nl/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9).',
          },
        ],
        { lang: 'nl', preheader: 'Sparen voor later en veilig bankieren' },
      ),
    }),
  },

  {
    // Montepio's real newsletter through its marketing platform, with unsubscribe.
    name: 'Banco Montepio: newsletter de poupança com anulação de subscrição',
    lang: 'pt-PT',
    kind: 'marketing',
    raw: mail({
      from: 'Banco Montepio <newsletter@comunicacao.bancomontepio.pt>',
      to: 'carlos.pinheiro@sapo.pt',
      subject: 'Poupar para o verão: conheça o depósito a prazo Montepio 6 meses',
      date: 'Wed, 14 May 2025 10:00:03 +0000',
      messageId: '20250514100003.5f2e.newsletter@comunicacao.bancomontepio.pt',
      dkim: ['comunicacao.bancomontepio.pt:mkt1'],
      relay: 'mta12.comunicacao.bancomontepio.pt [198.51.100.212]',
      headers: [
        'List-Unsubscribe: <https://comunicacao.bancomontepio.pt/unsub?u=5f2e9a1c&l=poupanca>, <mailto:unsubscribe@comunicacao.bancomontepio.pt>',
        LIST_UNSUBSCRIBE_POST,
        'Precedence: bulk',
      ],
      body: document(
        [
          { heading: 'Poupar para o verão' },
          'O depósito a prazo Montepio 6 meses rende 2,00 % TANB, a partir de 500 €. Subscreva na app Montepio24 ou num balcão.',
          '[Saber mais](https://www.bancomontepio.pt/particulares/poupar/depositos-a-prazo)',
          {
            small:
              'Lembre-se: o Banco Montepio nunca lhe pede códigos ou palavras-passe por e-mail. Para deixar de receber estas comunicações, [anule a subscrição](https://comunicacao.bancomontepio.pt/unsub?u=5f2e9a1c&l=poupanca).',
          },
        ],
        { lang: 'pt' },
      ),
    }),
  },

  {
    name: 'Versandapotheke: Nagelpilz-Lack und Abnehm-Shakes im Angebot',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Apotheke am Markt <newsletter@apotheke-am-markt.de>',
      to: 'Helga Braun <helga.braun@gmx.de>',
      subject: 'Winterangebote: bis zu 30 % sparen',
      date: 'Tue, 2 Dec 2025 08:00:00 +0100',
      messageId: '20251202080000.nl-4412@apotheke-am-markt.de',
      dkim: ['apotheke-am-markt.de:nl1'],
      relay: 'mail.apotheke-am-markt.de [85.13.140.21]',
      headers: ['List-Unsubscribe: <https://www.apotheke-am-markt.de/newsletter/abmelden?u=hb44>', LIST_UNSUBSCRIBE_POST],
      body: document([
        'Liebe Frau Braun,',
        'Nagelpilz? Der Nagellack mit Ciclopirox wirkt gegen den Erreger; die Behandlung dauert in der Regel mehrere Monate. Jetzt 20 % günstiger.',
        'Abnehmen mit Plan: Mahlzeitersatz-Shakes für Ihre Diät, dazu Tipps unserer Ernährungsberaterin.',
        {
          small:
            'Apotheke am Markt, Marktplatz 3, 97070 Würzburg. Pflichtangaben: Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und fragen Sie Ihren Arzt oder Apotheker. Abmelden: https://www.apotheke-am-markt.de/newsletter/abmelden?u=hb44',
        },
      ]),
    }),
  },

  {
    name: 'Broker newsletter: spreads from 0.6 pips, most retail accounts lose money',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Northgate Markets <news@northgatemarkets.co.uk>',
      to: 'Ian Reid <ian.reid@btinternet.com>',
      subject: 'Your weekly market outlook',
      date: 'Mon, 1 Dec 2025 07:30:00 +0000',
      messageId: '20251201073000.mo-2211@northgatemarkets.co.uk',
      dkim: ['northgatemarkets.co.uk:s1'],
      relay: 'mail.northgatemarkets.co.uk [185.44.12.9]',
      headers: ['List-Unsubscribe: <https://www.northgatemarkets.co.uk/unsubscribe?u=ir22>', LIST_UNSUBSCRIBE_POST],
      body: document([
        'This week: central-bank decisions, oil and the euro. Trade major FX pairs with spreads from 0.6 pips.',
        {
          small:
            'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 74% of retail investor accounts lose money when trading CFDs with this provider. Northgate Markets Ltd is authorised and regulated by the Financial Conduct Authority. Unsubscribe: https://www.northgatemarkets.co.uk/unsubscribe?u=ir22',
        },
      ]),
    }),
  },

  {
    name: 'Lizenziertes Casino: Wochenangebot mit 50 Freispielen für Einzahlungen bis Sonntag',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Spielbank Online <news@spielbank-online.de>',
      to: 'Frank Weber <frank.weber@gmx.de>',
      subject: 'Ihr Wochenangebot',
      date: 'Fri, 5 Dec 2025 18:00:00 +0100',
      messageId: '20251205180000.wk-8812@spielbank-online.de',
      dkim: ['spielbank-online.de:s1'],
      relay: 'mail.spielbank-online.de [185.70.12.33]',
      headers: ['List-Unsubscribe: <https://www.spielbank-online.de/abmelden?u=fw12>', LIST_UNSUBSCRIBE_POST],
      body: document([
        'Hallo Frank,',
        'diese Woche gibt es 50 Freispiele auf unseren neuen Slot für alle, die bis Sonntag einzahlen.',
        {
          small:
            'Spielbank Online GmbH, erlaubt durch die Gemeinsame Glücksspielbehörde der Länder (GGL). 18+. Glücksspiel kann süchtig machen. Hilfe: www.check-dein-spiel.de. Abmelden: https://www.spielbank-online.de/abmelden?u=fw12',
        },
      ]),
    }),
  },
  // The genuine side of the reward lures (phishing-mail-prizes-and-gambling-cases.ts): shops, loyalty
  // programmes and gift-card senders writing the same words from their own signed domains, a
  // friend who won a voucher, and a research firm paying its survey with another brand's gift
  // card. A rule that reads the words alone, without who sends them, fails here.
  {
    name: 'Douglas: eigene Kundenumfrage mit Gutschein als Dankeschön, über den eigenen ESP',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Douglas <newsletter@mail.douglas.de>',
      to: 'sabine.krueger@web.de',
      subject: 'Ihre Meinung ist uns wichtig – 5 € Gutschein als Dankeschön',
      date: 'Tue, 12 Nov 2024 09:00:00 +0100',
      messageId: '20241112080000.3f1a9c@mail.douglas.de',
      dkim: ['mail.douglas.de:dg2024'],
      returnPath: 'bounce-3f1a9c@mail.douglas.de',
      relay: 'mta12.mail.douglas.de [185.21.60.12]',
      headers: ['List-Unsubscribe: <https://mail.douglas.de/abmelden?u=3f1a9c>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          'Liebe Sabine,',
          'nehmen Sie an unserer kurzen Umfrage teil und erhalten Sie einen 5-€-Gutschein für Ihren nächsten Einkauf.',
          { button: 'Zur Umfrage', href: 'https://www.douglas.de/umfrage?u=3f1a9c' },
          { small: 'Douglas GmbH, Luise-Rainer-Straße 7–11, 40235 Düsseldorf. [Abmelden](https://mail.douglas.de/abmelden?u=3f1a9c)' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Starbucks Rewards: your reward is ready, from the brand',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Starbucks Rewards <Starbucks@e.starbucks.com>',
      to: 'mike.turner@outlook.com',
      subject: 'Your reward is ready',
      date: 'Mon, 9 Dec 2024 13:30:00 +0000',
      messageId: '20241209133000.8a2c4e@e.starbucks.com',
      dkim: ['e.starbucks.com:sb1'],
      returnPath: 'bounce-8a2c4e@e.starbucks.com',
      relay: 'mta5.e.starbucks.com [13.111.64.5]',
      headers: ['List-Unsubscribe: <https://e.starbucks.com/unsub?u=8a2c4e>', LIST_UNSUBSCRIBE_POST],
      body: document([
        'You did it: 100 Stars collected. Your reward is ready to redeem on your next order in the app or in store.',
        { button: 'Order now', href: 'https://app.starbucks.com/menu' },
        { small: 'Starbucks Coffee Company, 2401 Utah Avenue South, Seattle, WA. Unsubscribe any time.' },
      ]),
    }),
  },

  {
    name: 'Lowe’s sweepstakes newsletter: enter to win a gift card, from lowes.com',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: "Lowe's <lowes@e.lowes.com>",
      to: 'jim.baker@gmail.com',
      subject: "Enter for a chance to win a $500 Lowe's gift card",
      date: 'Thu, 3 Apr 2025 12:00:00 +0000',
      messageId: '20250403120000.55be@e.lowes.com',
      dkim: ['e.lowes.com:lw1'],
      returnPath: 'bounce-55be@e.lowes.com',
      relay: 'mta2.e.lowes.com [13.111.20.2]',
      headers: ['List-Unsubscribe: <https://e.lowes.com/unsub?u=55be>', LIST_UNSUBSCRIBE_POST],
      body: document([
        "Spring is here. Enter our Spring Refresh Sweepstakes for a chance to win one of ten $500 Lowe's gift cards. No purchase necessary; official rules at lowes.com/sweepstakes.",
        { button: 'Enter now', href: 'https://www.lowes.com/sweepstakes' },
        { small: "Lowe's Home Improvement, 1000 Lowes Blvd, Mooresville, NC. Unsubscribe." },
      ]),
    }),
  },

  {
    name: 'Lidl: eigener Newsletter mit Gratis-Gutschein in der Lidl Plus App',
    lang: 'de',
    kind: 'marketing',
    raw: mail({
      from: 'Lidl <newsletter@lidl.de>',
      to: 'jonas.becker@gmx.de',
      subject: 'Ihr Gratis-Gutschein wartet in Lidl Plus',
      date: 'Fri, 4 Oct 2024 06:00:00 +0200',
      messageId: '20241004040000.7d3e1b@newsletter.lidl.de',
      dkim: ['lidl.de:lidl2024'],
      returnPath: 'bounce-7d3e1b@newsletter.lidl.de',
      relay: 'mout3.newsletter.lidl.de [185.57.120.3]',
      headers: ['List-Unsubscribe: <https://newsletter.lidl.de/abmelden?u=7d3e1b>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          'Diese Woche in Lidl Plus: Ihr Gutschein wartet auf Sie – ein gratis Croissant zu jedem Einkauf ab 10 €.',
          { button: 'Coupon aktivieren', href: 'https://www.lidl.de/lidl-plus' },
          { small: 'Lidl Vertriebs-GmbH & Co. KG, Stiftsbergstraße 1, 74172 Neckarsulm. [Abmelden](https://newsletter.lidl.de/abmelden?u=7d3e1b)' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    // Incentive programmes pay in other brands' gift cards from their own signed domains.
    name: 'Research firm: five-minute survey, a $25 Amazon gift card as thanks',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Northfield Research <surveys@northfieldresearch.com>',
      to: 'jim.baker@gmail.com',
      subject: 'Share your feedback, get a $25 Amazon gift card',
      date: 'Tue, 14 Jan 2025 15:00:00 +0000',
      messageId: '20250114150000.91c2@northfieldresearch.com',
      dkim: ['northfieldresearch.com:nr1'],
      relay: 'mta1.northfieldresearch.com [192.0.2.44]',
      headers: ['List-Unsubscribe: <https://northfieldresearch.com/unsubscribe?u=91c2>', LIST_UNSUBSCRIBE_POST],
      body: document([
        'Hi Jim,',
        'Complete our five-minute customer survey about home internet and receive a $25 Amazon gift card as a thank you.',
        { button: 'Take the survey', href: 'https://northfieldresearch.com/s/hi2025?u=91c2' },
        { small: 'Northfield Research LLC, Madison, WI. Unsubscribe from research invitations.' },
      ]),
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

  {
    name: 'Ledger newsletter: Ledger Live update and "we will never ask for your 24 words", through Mailchimp',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Ledger <hello@news.ledger.com>',
      to: 'nina.albrecht@gmail.com',
      subject: "What's new in Ledger Live this month",
      date: 'Tue, 6 May 2025 16:00:00 +0000',
      messageId: '20250506160000.4471a8b2c3d4@news.ledger.com',
      dkim: ['news.ledger.com:k1', 'mcsv.net:k2'],
      returnPath: 'bounce-mc.us14_44718822.1183554-5c1e9a7f20@mail221.atl121.mcsv.net',
      relay: 'mail221.atl121.mcsv.net [198.2.145.221]',
      headers: mailchimpHeaders('ledger', 'us14', '44718822a1b2c3d4e5f6a7b8c', '9e2d4f6a1b'),
      body: document(
        [
          { heading: 'New in Ledger Live' },
          'Staking dashboards, a clearer activity view and support for three new networks landed in Ledger Live this month. Update from inside the app as usual.',
          'A reminder: Ledger will never ask for your 24-word recovery phrase, by email, phone or on any website. Never type it anywhere.',
          { button: 'Read the release notes', href: 'https://www.ledger.com/blog/ledger-live-release-notes' },
          {
            small:
              'Ledger SAS, 1 rue du Mail, 75002 Paris. [Unsubscribe](https://ledger.us14.list-manage.com/unsubscribe?u=44718822a1b2c3d4e5f6a7b8c&id=9e2d4f6a1b)',
          },
        ],
        { preheader: 'Staking dashboards and more' },
      ),
    }),
  },

  {
    name: 'Serasa newsletter: "Feirão Limpa Nome: negocie pelo app ou site oficial", through SFMC',
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Serasa <novidades@comunicacao.serasa.com.br>',
      to: 'joao.pedro.alves@yahoo.com.br',
      subject: 'Feirão Limpa Nome começou: descontos de até 99%',
      date: 'Mon, 3 Mar 2025 10:00:00 -0300',
      messageId: '0.0.9C.1A4.1DB8C2E7F3B4D10.0@comunicacao.serasa.com.br',
      dkim: ['comunicacao.serasa.com.br:200608'],
      returnPath: 'bounce-44_HTML-1120884-2291-5512-7@bounce.comunicacao.serasa.com.br',
      relay: 'mta12.comunicacao.serasa.com.br [13.111.91.12]',
      headers: listHeaders(
        'https://click.comunicacao.serasa.com.br/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzIjoiNTUxMiJ9',
        'leave-fd5512@leave.comunicacao.serasa.com.br',
      ),
      body: document(
        [
          { heading: 'Feirão Limpa Nome' },
          'Até 31 de março, negocie suas dívidas com mais de 1.000 empresas parceiras com descontos de até 99%. Consulte seu CPF gratuitamente no app Serasa ou em serasa.com.br.',
          { button: 'Consultar meu CPF', href: 'https://www.serasa.com.br/limpa-nome-online/' },
          {
            small:
              'A Serasa nunca cobra taxas para negociar e só aceita pagamentos gerados no app ou site oficial. Serasa S.A. [Descadastrar](https://click.comunicacao.serasa.com.br/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzIjoiNTUxMiJ9)',
          },
        ],
        { lang: 'pt-BR', preheader: 'Descontos de até 99% no app e no site' },
      ),
    }),
  },

  {
    name: 'Mercado Livre newsletter: ofertas do dia, through its own domain',
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Mercado Livre <ofertas@mercadolivre.com.br>',
      to: 'eduardo.costa@terra.com.br',
      subject: 'Eduardo, ofertas do dia com frete grátis 🚚',
      date: 'Thu, 25 Sep 2025 11:00:00 -0300',
      messageId: '20250925140000.a1b2c3d4e5f6@mercadolivre.com.br',
      dkim: ['mercadolivre.com.br:ml2048'],
      returnPath: 'bounces-44712@mail.mercadolivre.com.br',
      relay: 'mail-a44.mercadolivre.com.br [200.40.128.44]',
      headers: listHeaders('https://www.mercadolivre.com.br/unsubscribe?t=Xk7vM2n3B4', 'unsubscribe-44712@mercadolivre.com.br'),
      body: document(
        [
          { heading: 'Ofertas do dia' },
          'Air fryers, smart TVs e celulares com até 40% OFF e frete grátis acima de R$ 79 para você. Compre com a proteção do Compra Garantida.',
          { button: 'Ver ofertas', href: 'https://www.mercadolivre.com.br/ofertas' },
          { small: 'Mercado Livre. Av. das Nações Unidas, 3003, Osasco/SP. [Cancelar inscrição](https://www.mercadolivre.com.br/unsubscribe?t=Xk7vM2n3B4)' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Santander newsletter: "Cuenta Online sin comisiones", through SFMC with unsubscribe',
    lang: 'es',
    kind: 'marketing',
    raw: mail({
      from: 'Banco Santander <santander@comunicaciones.bancosantander.es>',
      to: 'isabel.romero@telefonica.net',
      subject: 'Isabel, tu Cuenta Online sin comisiones y con Bizum',
      date: 'Thu, 10 Jul 2025 10:30:00 +0200',
      messageId: '0.0.44.9A1.1DBF1A2B3C4D5E6.0@comunicaciones.bancosantander.es',
      dkim: ['comunicaciones.bancosantander.es:200608'],
      returnPath: 'bounce-21_HTML-9914412-3310-8812-6@bounce.comunicaciones.bancosantander.es',
      relay: 'mta21.comunicaciones.bancosantander.es [13.111.87.21]',
      headers: listHeaders('https://click.comunicaciones.bancosantander.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzIjoiODgxMiJ9'),
      body: document(
        [
          { heading: 'Tu dinero, sin comisiones' },
          'Con la Cuenta Online Santander no pagas comisiones de mantenimiento ni de transferencias, y envías dinero al momento con Bizum.',
          { button: 'Conocer la cuenta', href: 'https://www.bancosantander.es/particulares/cuentas-tarjetas/cuenta-online' },
          {
            small:
              'Santander nunca te pedirá claves ni firmas por correo. Banco Santander, S.A. [Darse de baja](https://click.comunicaciones.bancosantander.es/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzIjoiODgxMiJ9)',
          },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Fnac newsletter: "French Days, jusqu\'à -30 %", through SFMC on its own domain',
    lang: 'fr',
    kind: 'marketing',
    raw: mail({
      from: 'Fnac <newsletter@e.fnac.com>',
      to: 'j.lefebvre@free.fr',
      subject: "French Days : jusqu'à -30 % sur les ordinateurs",
      date: 'Fri, 25 Apr 2025 08:00:00 +0200',
      messageId: '0.0.5B.2E1.1DBB5A4C3E2F100.0@e.fnac.com',
      dkim: ['e.fnac.com:200608'],
      returnPath: 'bounce-17_HTML-5512204-1120-3318-2@bounce.e.fnac.com',
      relay: 'mta17.e.fnac.com [13.111.44.17]',
      headers: listHeaders('https://click.e.fnac.com/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzIjoiMzMxOCJ9'),
      body: document(
        [
          { heading: "C'est les French Days" },
          "Jusqu'à -30 % sur une sélection d'ordinateurs portables, et 10 % offerts en chèque-cadeau pour les adhérents.",
          { button: 'Voir les offres', href: 'https://www.fnac.com/French-Days/' },
          {
            small:
              'Fnac Darty, 9 rue des Bateaux-Lavoirs, 94200 Ivry-sur-Seine. [Se désinscrire](https://click.e.fnac.com/subscription_center.aspx?jwt=eyJhbGciOiJIUzI1NiJ9.eyJzIjoiMzMxOCJ9)',
          },
        ],
        { lang: 'fr' },
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
    // A security-awareness newsletter through Mailchimp: it quotes lures and warns.
    name: 'Newsletter: "5 scams to watch this month: toll texts, QR codes, fake CAPTCHAs" via Mailchimp',
    lang: 'en',
    kind: 'marketing',
    heldOut: true,
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
    // A loyalty programme's category, naming the partner bank's card, sent signed through its ESP.
    name: 'A loyalty programme\'s "você alcançou a categoria Diamante" naming the Itaú card, signed through SendGrid',
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Clube Voar Mais <novidades@clubevoarmais.com.br>',
      to: 'carla.mendes@uol.com.br',
      subject: 'Você alcançou a categoria Diamante!',
      date: 'Thu, 7 Mar 2024 12:02:51 +0000',
      messageId: 'a8Xk2PqRS0ud3vQm9wZt1g@geopod-ismtpd-3',
      dkim: ['clubevoarmais.com.br:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+4417123-9a1b-carla.mendes=uol.com.br@em8812.clubevoarmais.com.br',
      relay: 'o1.ptr8812.clubevoarmais.com.br [198.51.100.31]',
      headers: [
        ...sendgridHeaders('Xk2PqRS0ud3vQm9wZt1gA8bC'),
        'List-Unsubscribe: <https://www.clubevoarmais.com.br/descadastro?u=carla.mendes%40uol.com.br>',
        LIST_UNSUBSCRIBE_POST,
      ],
      body: document(
        [
          { heading: 'Categoria Diamante' },
          'Carla, você alcançou a categoria Diamante do Clube Voar Mais graças aos pontos acumulados com o seu cartão Itaú. Aproveite o embarque prioritário e a bagagem extra nos próximos 12 meses.',
          { button: 'Ver meus benefícios', href: 'https://www.clubevoarmais.com.br/conta/beneficios' },
          { small: 'Você recebe este e-mail por ser participante do Clube Voar Mais. Para não receber mais nossas ofertas, descadastre-se aqui.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Ledger\'s own newsletter: "update your Ledger Live to the latest version", from ledger.com',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Ledger <hello@ledger.com>',
      to: 'm.okafor@fastmail.com',
      subject: 'Ledger Live 2.74 is here',
      date: 'Tue, 12 Mar 2024 15:00:00 +0000',
      messageId: '20240312150000.a1b2@ledger.com',
      dkim: ['ledger.com:s1'],
      relay: 'o2.ptr8812.ledger.com [198.51.100.22]',
      headers: [...sendgridHeaders('Lg7rT2mQ9pXs4vW1'), 'List-Unsubscribe: <https://u8812.ct.sendgrid.net/wf/unsubscribe?upn=22b4>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'New in Ledger Live' },
        'Staking dashboards, clearer fees and support for three new networks. Update your Ledger Live to the latest version from the app itself or from ledger.com.',
        { button: 'See what is new', href: 'https://www.ledger.com/ledger-live' },
        { small: 'You received this e-mail because you signed up at Ledger.com. Unsubscribe | Privacy Policy' },
      ]),
    }),
  },

  {
    name: "A federal agency's newsletter about PIX from its own gov.br domain",
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Banco Central do Brasil <comunicacao@bcb.gov.br>',
      to: 'carla.souza@uol.com.br',
      subject: 'Novidades do PIX: PIX Automático',
      date: 'Mon, 16 Jun 2025 10:00:00 -0300',
      messageId: '20250616130000.a7b8@bcb.gov.br',
      dkim: ['bcb.gov.br:s1'],
      relay: 'mail.bcb.gov.br [198.51.100.25]',
      headers: ['List-Unsubscribe: <https://www.bcb.gov.br/descadastrar?e=25>'],
      body: document(
        [
          { heading: 'PIX Automático chega hoje' },
          'A partir de hoje, contas de consumo podem ser pagas com PIX Automático, autorizado uma única vez no aplicativo do seu banco. O Banco Central nunca envia códigos PIX por e-mail.',
          { button: 'Saiba mais', href: 'https://www.bcb.gov.br/estabilidadefinanceira/pix' },
          { small: 'Não deseja mais receber nossos e-mails? Descadastre-se.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: "A US agency's newsletter through GovDelivery (public.govdelivery.com)",
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Federal Student Aid <fsa@public.govdelivery.com>',
      to: 'k.ramos@yahoo.com',
      subject: 'Your FAFSA checklist for fall',
      date: 'Tue, 1 Oct 2024 14:00:00 +0000',
      messageId: '20241001140000.1234@public.govdelivery.com',
      dkim: ['govdelivery.com:s1'],
      relay: 'mta.govdelivery.com [198.51.100.26]',
      headers: ['List-Unsubscribe: <https://public.govdelivery.com/accounts/USED/subscriber/edit?preferences=true>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'Get ready for the FAFSA form' },
        'The form opens on 1 October. Gather your tax returns and create your StudentAid.gov account before you start.',
        { button: 'Start your FAFSA', href: 'https://studentaid.gov/h/apply-for-aid/fafsa' },
        { small: 'Manage subscriptions or unsubscribe at any time.' },
      ]),
    }),
  },

  {
    // Mailchimp sends for a Gmail address with its list fields: still a newsletter through them.
    name: "A choir's Mailchimp newsletter whose From is the secretary's Gmail address",
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Riverside Community Choir <riversidechoir.secretary@gmail.com>',
      to: 'ann.pryce@btinternet.com',
      subject: 'Spring concert tickets and rehearsal times',
      date: 'Thu, 6 Mar 2025 19:00:00 +0000',
      messageId: '20250306190000.8e7d@mcsv.net',
      dkim: ['mcsv.net:k2'],
      relay: 'mail144.atl121.mcsv.net [198.51.100.27]',
      headers: mailchimpHeaders('riversidechoir', 'us21', '4f1c2a9b7e', '9a8b7c6d5e'),
      body: document([
        { heading: 'Spring concert' },
        'Tickets for the spring concert on 5 April are on sale now. Rehearsals move to Thursdays at 7pm in the church hall from next week.',
        { button: 'Book tickets', href: 'https://riversidechoir.us21.list-manage.com/track/click?u=4f1c2a9b7e&id=1' },
        { small: 'Want to change how you receive these emails? You can update your preferences or unsubscribe from this list.' },
      ]),
    }),
  },

  {
    // Some ESP templates put the whole preheader sentence in the page title.
    name: 'Bookshop newsletter whose page title is a full sentence',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Harbour Books <news@harbourbooks.example.co.uk>',
      to: 'sam.okafor@outlook.com',
      subject: 'June at Harbour Books',
      date: 'Fri, 6 Jun 2025 07:00:00 +0000',
      messageId: '20250606070000.9f2c@mail.harbourbooks.example.co.uk',
      dkim: ['harbourbooks.example.co.uk'],
      relay: 'mail.harbourbooks.example.co.uk [198.51.100.33]',
      headers: ['List-Unsubscribe: <https://harbourbooks.example.co.uk/unsubscribe?u=8812>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          { heading: 'June at Harbour Books' },
          'Our summer reading table is out, with new crime fiction, two signed memoirs and the children’s picks of the month.',
          { button: 'See the table', href: 'https://harbourbooks.example.co.uk/summer' },
          { small: 'Harbour Books, 12 Quay Street. You receive this because you joined our mailing list. Unsubscribe.' },
        ],
        { title: 'June at Harbour Books: the summer reading table, two signed memoirs, crime fiction and the children’s picks of the month' },
      ),
    }),
  },

  {
    // A shop's newsletter with a hidden preheader: words and a hexadecimal tracking hash, no kit code.
    name: 'Bookshop newsletter with a hidden preheader and a hexadecimal tracking hash',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Paper Lantern Books <news@paperlanternbooks.co.uk>',
      to: 'm.fischer@example-consulting.com',
      subject: 'Five new novels for March',
      date: 'Sat, 1 Mar 2025 08:00:00 +0000',
      messageId: '20250301080000.aa01@mail.paperlanternbooks.co.uk',
      dkim: ['paperlanternbooks.co.uk:s1'],
      relay: 'mail.paperlanternbooks.co.uk [198.51.100.88]',
      headers: ['List-Unsubscribe: <https://paperlanternbooks.co.uk/unsubscribe?u=5f2c9a>'],
      body: html(
        '<div style="display:none;max-height:0;overflow:hidden">Our March picks are here 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08</div><h1>Five new novels for March</h1><p>This month we are reading a Lisbon family saga, a Welsh crime debut and three more novels our booksellers loved. Every title is 10% off for newsletter readers until the end of the month.</p><p><a href="https://paperlanternbooks.co.uk/march">See the March picks</a></p><p>You are receiving this email because you signed up at our shop. <a href="https://paperlanternbooks.co.uk/unsubscribe?u=5f2c9a">Unsubscribe</a></p>',
      ),
    }),
  },

  {
    // The famous person's own blog newsletter, on its own signed domain, a picture on top.
    name: 'Gates Notes newsletter from gatesnotes.com, display name "Bill Gates"',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Bill Gates <newsletter@gatesnotes.com>',
      to: 'm.fischer@example-consulting.com',
      subject: 'My summer reading list',
      date: 'Mon, 9 Jun 2025 14:00:00 +0000',
      messageId: '20250609140000.77ab@mail.gatesnotes.com',
      dkim: ['gatesnotes.com:s1'],
      relay: 'mail.gatesnotes.com [198.51.100.120]',
      headers: ['List-Unsubscribe: <https://www.gatesnotes.com/unsubscribe?u=a81c>'],
      body: html(
        '<img src="https://www.gatesnotes.com/img/summer-books.jpg" width="600"><h1>My summer reading list</h1><p>Every year I share a few books I loved. This summer I picked a novel about a family farm, a history of vaccines and a book on how batteries are changing the grid.</p><p><a href="https://www.gatesnotes.com/summer-books">Read the list</a></p><p>You are receiving this email because you subscribed to Gates Notes. <a href="https://www.gatesnotes.com/unsubscribe?u=a81c">Unsubscribe</a></p>',
      ),
    }),
  },

  {
    // A credit union warns its members of 419 mail, quoting the story and the sum in a sentence
    // about the emails; its own figures are a total of losses, and a theft reported.
    name: 'Credit union newsletter "emails claiming you are the beneficiary of a US$10.5 million inheritance are scams"',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Lakeshore Credit Union <news@lakeshorecu.org>',
      to: 'd.alvarez@gmail.com',
      subject: 'Fraud Watch: the "long-lost relative" emails are back',
      date: 'Thu, 3 Jul 2025 15:00:00 +0000',
      messageId: '20250703150000.fw27@lakeshorecu.org',
      dkim: ['lakeshorecu.org:s1'],
      relay: 'mail.lakeshorecu.org [198.51.100.77]',
      headers: ['List-Unsubscribe: <https://lakeshorecu.org/newsletter/unsubscribe?m=88213>'],
      body: plain(
        'FRAUD WATCH - July 2025\n\nSeveral members have forwarded us emails claiming that they are the beneficiary of a US$10.5 million inheritance from a relative they never heard of. These are advance-fee scams: the "lawyer" soon asks for fees to release the money, and there is no money.\n\n' +
          'Last year, members of credit unions in our state reported a total of $2.4 million lost to such schemes. In one case reported by police, a fraudster who had tricked a bank clerk initiated an electronic funds transfer of $1.2m to a Swiss account before he was caught.\n\n' +
          'Never pay a fee to claim money a stranger says is yours, and never share your account details. If in doubt, call us at the number on the back of your card.\n\nLakeshore Credit Union\n\nYou receive Fraud Watch as a member. Unsubscribe: https://lakeshorecu.org/newsletter/unsubscribe?m=88213',
      ),
    }),
  },

  {
    // The same warning in its own words: "inheritance" in its subject and advice, millions lost
    // beside it. Reading advice ("never pay a fee to receive an inheritance") as a warning would
    // need a guard that recovery scams, which warn of "scammers" themselves, would borrow.
    name: 'Credit union newsletter "inheritance scams are back … never pay a fee to receive an inheritance", $2.4 million lost',
    lang: 'en',
    kind: 'marketing',
    todo: 'fraud/high: content_advance_fee, content_bulk_marketing; the warning\'s own "inheritance" (a fund story) is told beside its own "$2.4 million lost": only reported sentences ("emails claiming …") are set aside, and advance-fee letters warn of "scammers" too',
    raw: mail({
      from: 'Lakeshore Credit Union <news@lakeshorecu.org>',
      to: 'm.osei@gmail.com',
      subject: 'Fraud Watch: inheritance scams are back',
      date: 'Thu, 7 Aug 2025 15:00:00 +0000',
      messageId: '20250807150000.fw28@lakeshorecu.org',
      dkim: ['lakeshorecu.org:s1'],
      relay: 'mail.lakeshorecu.org [198.51.100.77]',
      headers: ['List-Unsubscribe: <https://lakeshorecu.org/newsletter/unsubscribe?m=90412>'],
      body: plain(
        'FRAUD WATCH - August 2025\n\nInheritance scams are back. Last year, members of credit unions in our state reported a total of $2.4 million lost to them.\n\nNever pay a fee to receive a prize or an inheritance, and never share your account details with a stranger.\n\nLakeshore Credit Union\n\nUnsubscribe: https://lakeshorecu.org/newsletter/unsubscribe?m=90412',
      ),
    }),
  },

  {
    // A security newsletter's "true story" of a theft: the transfer to a Swiss account is reported.
    name: 'Security newsletter true story: "he initiated an electronic funds transfer of $10.2m to a Swiss account"',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'The InfoSec Bulletin <bulletin@infosec-bulletin.co.uk>',
      to: 'r.kaur@yahoo.co.uk',
      subject: 'The InfoSec Bulletin - Issue 12',
      date: 'Mon, 14 Jul 2025 07:30:00 +0100',
      messageId: '20250714063000.ib12@infosec-bulletin.co.uk',
      dkim: ['infosec-bulletin.co.uk:s1'],
      relay: 'mail.infosec-bulletin.co.uk [198.51.100.90]',
      headers: ['List-Unsubscribe: <https://infosec-bulletin.co.uk/unsubscribe?u=4471>'],
      body: plain(
        "THE INFOSEC BULLETIN - ISSUE 12\n\nIT COULDN'T HAPPEN HERE... COULD IT?\n\nEvery issue features one true story of a security breach. A contract programmer walked into a bank's dealing room claiming to run a quality audit and noted the security codes as they were typed. After hours he rang the bank from a phone box and initiated an electronic funds transfer of $10.2m to a Swiss account. He was caught only because he could not resist boasting about it.\n\n" +
          'The lesson: visitors in sensitive areas are escorted, and codes are never typed in front of anyone.\n\nTo unsubscribe: https://infosec-bulletin.co.uk/unsubscribe?u=4471',
      ),
    }),
  },

  {
    // A weekly tech newsletter through Mailchimp.
    name: 'Weekly newsletter through Mailchimp: "Security Weekly: passkeys, a browser zero-day and phishing kits"',
    lang: 'en',
    kind: 'marketing',
    heldOut: true,
    raw: mail({
      from: 'The Patch Notes <hello@thepatchnotes.news>',
      to: 'greg.turner64@yahoo.com',
      subject: 'Security Weekly #212: passkeys everywhere, a browser zero-day, phishing-kit prices',
      date: 'Thu, 15 May 2025 12:00:00 +0000',
      messageId: '20250515120000.aa11bb22cc33@thepatchnotes.news',
      dkim: ['thepatchnotes.news:k1', 'mcsv.net:k2'],
      returnPath: 'bounce-mc.us21_88120451.2291-7c1e9a2f4b@mail98.sea91.mcsv.net',
      relay: 'mail98.sea91.mcsv.net [198.2.139.98]',
      headers: mailchimpHeaders('thepatchnotes', 'us21', '8812045177a1b2c3d4e5f6a7b', '3c4d5e6f7a'),
      body: document(
        [
          { heading: 'This week in security' },
          'Passkeys are now the default sign-in for two more big consumer services. We look at what that means for account recovery, and why "your account will be suspended" emails will not go away soon.',
          'A browser zero-day was patched on Tuesday: update Chrome and Edge today. Researchers also published prices from a phishing-as-a-service forum, where a Microsoft 365 kit with MFA bypass rents for $200 a month.',
          { button: 'Read the full issue', href: 'https://thepatchnotes.news/issues/212' },
          {
            small:
              'You are receiving this because you subscribed at thepatchnotes.news. [Unsubscribe](https://thepatchnotes.us21.list-manage.com/unsubscribe?u=8812045177a1b2c3d4e5f6a7b&id=3c4d5e6f7a). The Patch Notes, 2261 Market St #4410, San Francisco, CA 94114.',
          },
        ],
        { preheader: 'Passkeys, a zero-day and phishing kits for rent' },
      ),
    }),
  },

  {
    name: 'Trading platform weekly market newsletter: percentages, daily ranges and a risk warning',
    lang: 'en',
    kind: 'marketing',
    heldOut: true,
    todo: 'spam/low: content_spam_wording, content_bulk_marketing (spam_wording_in_bulk_mail); the learned layer reads a mailing full of prices, percentages and trading words as the investment spam it was trained on, just past or just below the spam threshold from one retrain to the next; the verdict is spam, not an alarm',
    raw: mail({
      from: 'Brokerline Markets <news@mail.brokerline-markets.com>',
      to: 'greg.turner64@yahoo.com',
      subject: 'Weekly outlook: gold near highs, EUR/USD daily range narrows',
      date: 'Mon, 19 May 2025 07:00:00 +0000',
      messageId: '20250519070000.wk21@mail.brokerline-markets.com',
      dkim: ['mail.brokerline-markets.com:s2025'],
      relay: 'mta-07.mail.brokerline-markets.com [192.0.2.77]',
      headers: ['List-Unsubscribe: <https://mail.brokerline-markets.com/unsub?u=8812>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'Your weekly market outlook' },
        'Gold gained 1.8% last week and trades near its record. EUR/USD moved 0.4% a day on average, its narrowest daily range since March.',
        'Our model portfolio returned 8% in 2024; its performance is published daily on the platform.',
        { button: 'Read the full outlook', href: 'https://www.brokerline-markets.com/insights/weekly-21' },
        {
          small:
            'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 74% of retail investor accounts lose money when trading CFDs with this provider. Unsubscribe.',
        },
      ]),
    }),
  },

  {
    name: 'Carta mensal de um fundo: "o fundo rendeu 1,1% no mês", cotas divulgadas diariamente',
    lang: 'pt-BR',
    kind: 'marketing',
    heldOut: true,
    raw: mail({
      from: 'Horizonte Investimentos <relacionamento@horizonteinvest.com.br>',
      to: 'bruna.oliveira@bol.com.br',
      subject: 'Carta mensal de agosto: Horizonte Renda Fixa',
      date: 'Tue, 9 Sep 2025 08:00:00 -0300',
      messageId: '20250909110000.carta.0825@horizonteinvest.com.br',
      dkim: ['horizonteinvest.com.br:mkt'],
      relay: 'mta1.horizonteinvest.com.br [192.0.2.150]',
      headers: ['List-Unsubscribe: <https://horizonteinvest.com.br/descadastrar?u=4410>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          { heading: 'Carta mensal — agosto de 2025' },
          'O Horizonte Renda Fixa rendeu 1,1% no mês, equivalente a 104% do CDI. Em 12 meses, o retorno acumulado foi de 12,4%.',
          'A cota do fundo é divulgada diariamente no nosso site e no aplicativo.',
          { button: 'Ler a carta completa', href: 'https://horizonteinvest.com.br/cartas/2025-08' },
          { small: 'Rentabilidade passada não é garantia de rentabilidade futura. Descadastrar.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Probe: small pottery shop run from a Gmail address sends its Mailchimp newsletter with a spring sale',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Muddy Hands Pottery <muddyhandspottery@gmail.com>',
      to: 'lucy.barnes@yahoo.co.uk',
      subject: 'Spring glazes are in + 15% off workshops this month',
      date: 'Thu, 20 Mar 2025 17:00:04 +0000',
      messageId: '8c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f.20250320170004@mail88.sea51.mcsv.net',
      dkim: ['mcsv.net:k2', 'mcdlv.net:k3'],
      returnPath: 'bounce-mc.us14_48213907.5521930-9f8e7d6c5b@mail88.sea51.mcsv.net',
      relay: 'mail88.sea51.mcsv.net [198.2.180.88]',
      auth: { dmarc: 'fail', spf: 'pass', dkim: 'pass' },
      headers: mailchimpCampaignHeaders('a91b2c3d4e5f6a7b8c9d0e1f2', 'muddyhandspottery'),
      body: document(
        [
          { heading: 'Spring glazes are in' },
          'Our new celadon and speckled oatmeal glazes arrived this week, and the April wheel-throwing workshops have 15% off for newsletter readers with the code SPRING15.',
          {
            button: 'Book a workshop',
            href: 'https://muddyhandspottery.us14.list-manage.com/track/click?u=a91b2c3d4e5f6a7b8c9d0e1f2&id=77ab12cd34&e=9f8e7d6c5b',
          },
          {
            small:
              'Copyright © 2025 Muddy Hands Pottery, All rights reserved. You are receiving this email because you took a class with us. Our mailing address is: Unit 4, Canal Yard, Leeds LS11 5QR. You can [unsubscribe from this list](https://muddyhandspottery.us14.list-manage.com/unsubscribe?u=a91b2c3d4e5f6a7b8c9d0e1f2&id=5c4d3e2f1a&e=9f8e7d6c5b).',
          },
        ],
        { preheader: 'Celadon and oatmeal glazes, and 15% off April workshops', title: 'Spring glazes are in' },
      ),
    }),
  },

  {
    // An exchange's real earn product: rewards accrue daily, rates per year.
    name: 'Probe: crypto exchange newsletter about its earn product (rewards paid daily, APY)',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Kraken <noreply@kraken.com>',
      to: 'jamie.ford@gmail.com',
      subject: 'Earn up to 7% APY on USDC - rewards paid daily',
      date: 'Thu, 5 Jun 2025 15:00:12 +0000',
      messageId: '20250605150012.3a4b5c6d7e8f@kraken.com',
      dkim: ['kraken.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+2281931-8c1d-jamie.ford=gmail.com@em2716.kraken.com',
      relay: 'o1.ptr2716.kraken.com [149.72.123.45]',
      headers: ['List-Unsubscribe: <https://email.kraken.com/unsubscribe?u=8c1d2e3f>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          { heading: 'Put your USDC to work' },
          'Opt in to Kraken Rewards and earn up to 7% APY on USDC. Rewards accrue daily and are paid out every day to your spot wallet; you can opt out at any time.',
          'Rates are variable and not guaranteed. Rewards are not available in all jurisdictions.',
          { button: 'Opt in', href: 'https://www.kraken.com/features/earn' },
          {
            small:
              'Kraken, Payward Inc., 106 E. Lincolnway, Cheyenne, WY 82001. Crypto assets are volatile; you may lose money. [Unsubscribe](https://email.kraken.com/unsubscribe?u=8c1d2e3f).',
          },
        ],
        { preheader: 'Rewards accrue daily on eligible balances' },
      ),
    }),
  },
];
