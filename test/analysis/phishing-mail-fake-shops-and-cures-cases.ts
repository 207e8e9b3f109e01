// Fake shops and miracle cures: too-cheap shops, rogue pharmacies, diet pills,
// psychics (lures shop, health).
// Every message is hand-written for this suite from what lands in inboxes and what APWG, CERTs
// and vendors report (none comes from a corpus). Cases marked `heldOut` come from the blind
// batches and the lures written beside their rules: the model never trains on them
// (scripts/export-case-mail.ts), so `npm run bench:cases` reads them as unseen mail.

import { brevoHeaders, document, html, mail, mailchimpHeaders, plain, sendgridHeaders, sesHeaders, THROWAWAY } from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

export const FAKE_SHOPS_AND_CURES_CASES: readonly PhishingCase[] = [
  // Miracle cures and seers sold by mass-mailing kits: the kit writes "Offer name, junk
  // <role@someone-else's-domain>", an unquoted comma that parses as two From mailboxes.
  {
    name: 'Wundermittel gegen Krampfadern, From eines Mailing-Kits mit ungeschütztem Komma',
    lang: 'de',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Venen-Praxis <service@reiseportal-kontakte.de>',
      fromField: 'Venen-Praxis, qhtw <service@reiseportal-kontakte.de>',
      to: 'b.hartmann@web.de',
      subject: 'Krampfadern - endlich eine totale Waffe gegen sie',
      date: 'Wed, 12 Mar 2025 06:41:18 +0100',
      messageId: '<20250312064118.7c1f@reiseportal-kontakte.de>',
      relay: 'mx-out7.vps-cloudnet.example [203.0.113.77]',
      body: document([
        { heading: 'Bekämpft endlich Krampfadern!' },
        'Ärzte sind sprachlos: schon nach der ersten Anwendung verschwinden die Adern. 30 Tage gratis testen.',
        { button: 'Jetzt Gratis-Test sichern', href: 'https://venen-frei-shop.example/t/9f31' },
        { small: 'click here to remove yourself from our emails list' },
      ]),
    }),
  },

  {
    name: 'Hellseherin: „was die Engel für Sie bereithalten“, From eines Mailing-Kits',
    lang: 'de',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Medium Aurelia <info@wochenblatt-service.de>',
      fromField: 'Medium Aurelia, zrkp <info@wochenblatt-service.de>',
      to: 'g.lehmann@t-online.de',
      subject: 'Ihr persönliches Horoskop der Engel',
      date: 'Thu, 13 Mar 2025 21:03:44 +0100',
      messageId: '<20250313210344.1a9e@wochenblatt-service.de>',
      relay: 'mx-out7.vps-cloudnet.example [203.0.113.78]',
      body: document([
        'Liebe Freundin, lieber Freund, seit Wochen sehe ich Sie in tiefer Einsamkeit. Die Engel haben mich gebeten, Ihnen zu helfen.',
        'Entdecken Sie jetzt, was die Engel für Sie bereithalten: Glück, Geld und Liebe stehen vor Ihrer Tür.',
        { button: 'Mein Horoskop der Engel öffnen', href: 'https://aurelia-engel.example/h/5521' },
      ]),
    }),
  },

  {
    name: 'Miracle artery cleanser "in just 28 days" from a throw-away .click domain',
    lang: 'en',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Artery Renew <news@vitalflow-renew.click>',
      to: 'dwight.coleman58@yahoo.com',
      subject: 'Doctors hate this: clean arteries in just 28 days',
      date: 'Sat, 15 Mar 2025 04:12:09 +0000',
      messageId: '<e71c0b9a4f2d@vitalflow-renew.click>',
      relay: 'vps-2231.hostnode.example [198.51.100.23]',
      body: document([
        'A retired heart surgeon found a 10-second morning ritual that leaves you with clean arteries in just 28 days.',
        'No statins, no diet. Over 94,000 Americans already use it.',
        { button: 'Watch the free video', href: 'https://vitalflow-renew.click/v/28d' },
      ]),
    }),
  },

  {
    name: 'Voyance : « les anges vous réservent » un tirage payant, réponses vers une adresse Gmail',
    lang: 'fr',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Voyante Madeleine <contact@destin-lumiere.fr>',
      to: 'josiane.perrin@orange.fr',
      subject: 'Josiane, votre voyante a vu votre chance arriver',
      date: 'Mon, 17 Mar 2025 08:22:51 +0100',
      messageId: '<a3f9e1c2d4b5@destin-lumiere.fr>',
      relay: 'smtp.destin-lumiere.fr [192.0.2.61]',
      headers: ['Reply-To: madeleine.voyance@gmail.com'],
      body: document([
        'Chère Josiane, cette nuit les anges m’ont révélé votre avenir : une grande chance vous attend avant la fin du mois.',
        'Pour recevoir vos numéros porte-bonheur, répondez simplement à ce message.',
      ]),
    }),
  },

  {
    name: 'Remedio milagro contra los hongos en las uñas, From de un kit de envío masivo',
    lang: 'es',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Clínica Podológica <boletin@guia-ocio-ofertas.es>',
      fromField: '=?UTF-8?Q?Cl=C3=ADnica_Podol=C3=B3gica?=, vbnx <boletin@guia-ocio-ofertas.es>',
      to: 'm.sanz@hotmail.es',
      subject: '¡Por fin elimina los hongos en las uñas!',
      date: 'Tue, 18 Mar 2025 07:55:02 +0100',
      messageId: '<20250318075502.44d1@guia-ocio-ofertas.es>',
      relay: 'mx-out7.vps-cloudnet.example [203.0.113.79]',
      body: document([
        { heading: '¡Por fin elimina los hongos en las uñas en 7 días!' },
        'Los podólogos no quieren que lo sepas. Pruébalo gratis hoy.',
        { button: 'Quiero probarlo', href: 'https://unas-sanas-ya.example/p/7d' },
      ]),
    }),
  },

  {
    // Miracle cure with a fake doctor's endorsement, from a machine-made address, a free-hosting link.
    name: 'Miracle cure: an "8-second morning ritual" that melts belly fat, doctors stunned, free-hosting link',
    lang: 'en',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Slim Secret <k2x9q7w1v8@b7m2n9q4.com>',
      to: 'donna.price@yahoo.com',
      subject: 'This 8-second morning ritual melts belly fat',
      date: 'Wed, 3 Dec 2025 11:20:00 +0000',
      messageId: '20251203112000.k2x9q7w1v8@b7m2n9q4.com',
      relay: 'mta1.b7m2n9q4.com [203.0.113.140]',
      auth: 'absent',
      body: plain(
        'Doctors are stunned: a retired nurse lost 31 lbs with an 8-second morning ritual, no diet, no gym. Watch the free video before it is taken down: https://slim-ritual-video.web.app/watch',
      ),
    }),
  },

  {
    // Diet pills with an invented TV endorsement ("as seen on Shark Tank"), an advertorial
    // link and a "free bottle" that is really a subscription, through Amazon SES.
    name: 'Keto gummies "as seen on Shark Tank", celebrity weight loss, free bottle, through Amazon SES',
    lang: 'en',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Health Daily News <news@healthdaily-report.info>',
      to: 'pamela.rourke@aol.com',
      subject: "Shark Tank's biggest deal ever: she lost 38 lbs in 5 weeks",
      date: 'Thu, 9 Jan 2025 13:44:26 +0000',
      messageId: '0100019449c2a1e7-4f3b8d6a-2c1e-4b7f-9a5d-8e6c0f2b4d17-000000@email.amazonses.com',
      dkim: ['healthdaily-report.info:ses1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019449c2a1e7-4f3b8d6a-2c1e-4b7f-9a5d-8e6c0f2b4d17-000000@amazonses.com',
      relay: 'a8-62.smtp-out.amazonses.com [54.240.8.62]',
      auth: { dmarc: 'none' },
      headers: sesHeaders('us-east-1', '1.us-east-1.Xk2pR8vT4mQ9wN1xL5bC7d=', '2025.01.09-54.240.8.62'),
      body: document([
        { heading: 'The "impossible" weight loss the Sharks fought over' },
        "After appearing on Shark Tank, two sisters from Ohio got the biggest deal in the show's history for their keto gummies. Doctors are furious: no diet, no exercise, 1 gummy a day melts up to 2 lbs of fat daily.",
        'Oprah called it "the easiest weight loss of my life".',
        'Today readers can claim a FREE bottle (just pay shipping) while supplies last.',
        { button: 'Claim my free bottle', href: 'https://slimketo-official.shop/lp/shark?aff=221' },
        { small: 'This is an advertorial. Results not typical.' },
      ]),
    }),
  },

  {
    // Miracle cure for diabetes with a made-up interview of a famous actor and a "banned by big
    // pharma" hook, sent from a hijacked church mailbox.
    name: 'Diabetes "cured in 3 weeks" with a famous actor\'s fake interview, from a hijacked church mailbox',
    lang: 'en',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Tom Hanks Health Story <office@stmarksmethodistbend.org>',
      to: 'ddwyer1951@gmail.com',
      subject: 'Tom Hanks: "This ended my type 2 diabetes" (Big Pharma wants this deleted)',
      date: 'Wed, 19 Feb 2025 07:18:33 -0800',
      messageId: '0a1b9e73c2f44d6f9a81@stmarksmethodistbend.org',
      dkim: ['stmarksmethodistbend.org:google'],
      relay: 'mail-ot1-f52.google.com [209.85.210.52]',
      body: document([
        'Tom Hanks shocked the host when he revealed how he reversed his type 2 diabetes without insulin.',
        '"I threw away my pills after 21 days," he said. The 7-second morning ritual uses a tropical plant pharmaceutical companies tried to keep hidden.',
        'The video may be taken down soon. Watch it while it is still online:',
        { button: 'Watch the video', href: 'https://glucofix-secret.click/watch?v=th21' },
      ]),
    }),
  },

  {
    // Fake shop: a "warehouse closing" sale of a famous tumbler brand at 80% off, a throw-away
    // .shop with a copied storefront; the goods never come.
    name: 'Fake shop: Stanley tumblers 80% off "warehouse clearance, today only" on a throw-away .shop',
    lang: 'en',
    lure: 'shop',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Stanley Outlet <sale@stanley-outlet-clearance.shop>',
      to: 'becky.landers@gmail.com',
      subject: 'WAREHOUSE CLOSING: Quencher H2.0 40oz now $9.99 (-80%)',
      date: 'Fri, 28 Nov 2025 06:15:02 +0000',
      messageId: 'b7e41c0a9d2f.20251128061502@stanley-outlet-clearance.shop',
      dkim: ['stanley-outlet-clearance.shop:default'],
      relay: 'vps-41822.stanley-outlet-clearance.shop [203.0.113.55]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Black Friday Warehouse Clearance' },
        'Our warehouse is closing and all stock must go. Every Quencher tumbler is 80% off while stock lasts – only today!',
        {
          rows: [
            ['Quencher H2.0 40oz', '$49.00 → $9.99'],
            ['IceFlow 30oz', '$40.00 → $7.99'],
          ],
        },
        'Free shipping on orders over $19. Limit 4 per customer.',
        { button: 'SHOP NOW', href: 'https://stanley-outlet-clearance.shop/collections/all' },
      ]),
    }),
  },

  {
    // Diet drops with a TV host's invented endorsement ("lo contó en su programa"), the
    // advertorial of Spanish Facebook ads, through a hijacked Mailchimp of a dance school.
    name: 'Gotas para adelgazar "que recomendó un presentador en su programa", Mailchimp secuestrado de una academia de baile',
    lang: 'es',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Salud y Bienestar <hola@academiadanzaritmo.es>',
      to: 'rosa.ibanez.m@gmail.com',
      subject: 'Pablo Motos sorprende a todos: "Perdí 14 kilos sin dieta"',
      date: 'Wed, 5 Feb 2025 12:30:08 +0100',
      messageId: 'e1c7b2a94f3d.18844201@mail224.suw121.mcdlv.net',
      dkim: ['academiadanzaritmo.es:k2', 'mcdlv.net:k3'],
      returnPath: 'bounce-mc.us21_18844201.7731-rosa.ibanez.m=gmail.com@mail224.suw121.mcdlv.net',
      relay: 'mail224.suw121.mcdlv.net [198.2.133.224]',
      headers: mailchimpHeaders('academiadanzaritmo', 'us21', 'b7e1c2a9f40d83e6a1c5d2f7b', 'e4a9c1d7f2'),
      body: document([
        { heading: 'El secreto que los médicos no quieren que conozcas' },
        'El presentador confesó en directo que perdió 14 kilos en un mes con unas gotas naturales, sin dieta ni gimnasio. Al día siguiente las farmacias se quedaron sin existencias.',
        'Hoy puedes pedirlas con un 50 % de descuento y pago contra reembolso. Oferta válida solo hoy.',
        {
          button: 'Ver la entrevista completa',
          href: 'https://academiadanzaritmo.us21.list-manage.com/track/click?u=b7e1c2a9f40d83e6a1c5d2f7b&id=8c1e4a2f9d&e=3b7c1e9a5f',
        },
      ]),
    }),
  },

  {
    // Slimming capsules with a TV presenter's invented endorsement and "aprovado pela Anvisa",
    // through Amazon SES from a throw-away domain.
    name: 'Cápsulas emagrecedoras "que a Ana Maria Braga usa", "aprovadas pela Anvisa", via Amazon SES',
    lang: 'pt-BR',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Saúde em Dia <noticias@saudeemdia-jornal.com>',
      to: 'cristina.moura.rj@gmail.com',
      subject: 'Ana Maria Braga revela como perdeu 17 kg sem academia',
      date: 'Mon, 14 Jul 2025 10:05:39 -0300',
      messageId: '01000198085ac2d1-7e3f9b1a-4c2d-4e8b-a6c7-2f1d9e5b3a80-000000@email.amazonses.com',
      dkim: ['saudeemdia-jornal.com:ses1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '01000198085ac2d1-7e3f9b1a-4c2d-4e8b-a6c7-2f1d9e5b3a80-000000@amazonses.com',
      relay: 'a8-71.smtp-out.amazonses.com [54.240.8.71]',
      auth: { dmarc: 'none' },
      headers: sesHeaders('us-east-1', '1.us-east-1.Rk8vP2mT9qN4wX1yZ3bC5d=', '2025.07.14-54.240.8.71'),
      body: document([
        { heading: 'A fórmula que está esgotando nas farmácias' },
        'Em entrevista ao vivo, a apresentadora contou que perdeu 17 kg em 30 dias com uma cápsula natural aprovada pela Anvisa, sem dieta e sem academia.',
        'Os médicos estão chocados. Hoje o frete é grátis e o desconto é de 60 %, só para as primeiras 100 pessoas.',
        { button: 'Quero o meu com desconto', href: 'https://slimcaps-oficial.top/br?src=ses' },
      ]),
    }),
  },

  {
    // Fake shop in Brazil: trainers at 80% off in a "queima de estoque", Pix only, a throw-away
    // store with a copied layout.
    name: 'Loja falsa: tênis Nike com 80 % de desconto na "queima de estoque", pagamento só no Pix',
    lang: 'pt-BR',
    lure: 'shop',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Nike Outlet Brasil <ofertas@nikeoutlet-queimadeestoque.store>',
      to: 'gustavo.ferraz.rs@gmail.com',
      subject: 'QUEIMA DE ESTOQUE: Air Max por R$ 129,90 só hoje',
      date: 'Sat, 29 Nov 2025 08:30:45 -0300',
      messageId: '20251129113045.d7e1@nikeoutlet-queimadeestoque.store',
      dkim: ['nikeoutlet-queimadeestoque.store:default'],
      relay: 'srv1.nikeoutlet-queimadeestoque.store [203.0.113.166]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Queima total de estoque – até 80% OFF' },
        'Estamos fechando o centro de distribuição e todo o estoque precisa sair hoje.',
        {
          rows: [
            ['Air Max 90', 'R$ 899,90 → R$ 129,90'],
            ['Air Force 1', 'R$ 799,90 → R$ 119,90'],
          ],
        },
        'Pagamento somente no Pix com 10% de desconto extra. Frete grátis para todo o Brasil.',
        { button: 'COMPRAR AGORA', href: 'https://nikeoutlet-queimadeestoque.store/colecao' },
      ]),
    }),
  },

  {
    // Miracle cure for joint pain with a TV doctor's invented endorsement "on SIC", through a
    // throw-away domain.
    name: 'Cura milagrosa para as articulações "recomendada por um médico na SIC", domínio descartável',
    lang: 'pt-PT',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Notícias Saúde <redacao@noticias-saude-pt.online>',
      to: 'manuel.fonseca.v@sapo.pt',
      subject: 'Médico famoso: "Esta pomada acaba com a dor nas articulações em 7 dias"',
      date: 'Tue, 20 May 2025 10:26:12 +0100',
      messageId: '20250520092612.7b3e@noticias-saude-pt.online',
      dkim: ['noticias-saude-pt.online:mail'],
      relay: 'mta.noticias-saude-pt.online [203.0.113.214]',
      auth: { dmarc: 'none' },
      body: document([
        'Num programa da SIC, um conhecido médico revelou um creme natural que elimina a dor nas articulações e a artrose em apenas 7 dias. As farmacêuticas tentaram proibir a sua venda.',
        'Milhares de portugueses já se curaram. Hoje há 50% de desconto e pagamento na entrega, só até ao fim do dia.',
        { button: 'Encomendar com desconto', href: 'https://artroflex-oficial.top/pt/?src=ns' },
      ]),
    }),
  },

  {
    // The "Höhle der Löwen" slimming fake: an invented TV deal, a celebrity who "lost 20 kilos",
    // an advertorial on a throw-away domain through Amazon SES.
    name: '"Die Höhle der Löwen": Abnehm-Gummibärchen mit erfundenem Promi-Erfolg, über Amazon SES',
    lang: 'de',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Gesundheit Aktuell <redaktion@gesundheit-aktuell-news.com>',
      to: 'monika.schulz.k@gmx.de',
      subject: 'Nach DHDL-Auftritt: Löwen sprachlos über diese Abnehm-Gummies',
      date: 'Wed, 26 Feb 2025 11:40:13 +0100',
      messageId: '0102019540e6a3d2-8f1c4b7e-5a2d-4c9e-b3f6-1e7d2a9c5b84-000000@eu-west-1.amazonses.com',
      dkim: ['gesundheit-aktuell-news.com:ses1', 'amazonses.com:uku4taia5b5tsbglxyj6zym32efj7xqv'],
      returnPath: '0102019540e6a3d2-8f1c4b7e-5a2d-4c9e-b3f6-1e7d2a9c5b84-000000@eu-west-1.amazonses.com',
      relay: 'a7-31.smtp-out.eu-west-1.amazonses.com [54.240.7.31]',
      auth: { dmarc: 'none' },
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Hq2vN8mT4pX1wR7yZ3bC5d=', '2025.02.26-54.240.7.31'),
      body: document([
        { heading: 'Der größte Deal in der Geschichte der Sendung' },
        'Zwei Gründerinnen aus Köln brachten die Löwen mit ihren Keto-Gummibärchen zum Staunen: bis zu 1 Kilo weniger pro Tag, ohne Diät und ohne Sport. Sogar eine bekannte Schlagersängerin hat damit 20 Kilo abgenommen.',
        'Nur heute: 60 % Rabatt und kostenloser Versand, solange der Vorrat reicht.',
        { button: 'Jetzt zum Angebot', href: 'https://ketoslim-dhdl.shop/de/?aff=ga' },
        { small: 'Anzeige' },
      ]),
    }),
  },

  {
    // Miracle cure in French with a TV doctor's invented endorsement: an "arthrose" cream the
    // "laboratoires" want banned, on a throw-away domain.
    name: "Remède miracle contre l'arthrose « recommandé par un médecin de la télé », domaine jetable",
    lang: 'fr',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Santé Magazine Info <redaction@sante-info-magazine.online>',
      to: 'jeanpierre.moreau@wanadoo.fr',
      subject: 'Michel Cymes : « Les laboratoires veulent interdire ce remède »',
      date: 'Tue, 18 Mar 2025 09:47:22 +0100',
      messageId: '20250318084722.e4a1@sante-info-magazine.online',
      dkim: ['sante-info-magazine.online:mail'],
      relay: 'mta.sante-info-magazine.online [203.0.113.242]',
      auth: { dmarc: 'none' },
      body: document([
        "En direct à la télévision, le célèbre médecin a révélé un gel naturel qui fait disparaître les douleurs d'arthrose en 10 jours. Les laboratoires pharmaceutiques font tout pour le faire interdire.",
        "Plus de 40 000 Français l'utilisent déjà. Aujourd'hui seulement : -50 % et livraison offerte.",
        { button: "Voir l'offre", href: 'https://artrogel-officiel.top/fr/?src=smi' },
      ]),
    }),
  },

  {
    // A rogue pharmacy Bcc-ing its price list from a Gmail mailbox: pills by the dose, "no
    // prescription needed"; no domain, no company, nothing to hold to the offer.
    name: 'Rogue pharmacy from Gmail to undisclosed recipients: generic pills from $0.40, no prescription needed',
    lang: 'en',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Rx Discount Store <rxdiscount.orders24@gmail.com>',
      to: 'undisclosed-recipients:;',
      subject: 'Your 10% coupon is inside',
      date: 'Thu, 13 Nov 2025 04:51:22 +0000',
      messageId: 'CAH8kQ2vN5rT1pX7wM4bL9cJ3dF6sY0a_qR2eZ@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f65.google.com [209.85.220.65]',
      body: plain(
        'Dear customer,\n\nSave 10% with this coupon. Viagra $0.40 per pill, Cialis $0.60 per pill, antibiotics and more. No prescription needed, discreet worldwide shipping.\n\nOrder now: https://rx-discount-store.example/coupon\n\nRx Discount Store',
      ),
    }),
  },
  {
    // Counterfeit pills from a free mailbox: the drug names spelt with an l for the I, the link
    // percent-encoded behind a search engine's redirector.
    name: 'Counterfeit pills "VlAGRA & ClALlS" from Outlook with an encoded link',
    lang: 'en',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Pharma Deals <best.pharma.deals2291@outlook.com>',
      to: 'greg.holloway@comcast.net',
      subject: '💊 New message for you',
      date: 'Sat, 11 Oct 2025 03:14:09 +0000',
      messageId: '<DB9P194MB2291C3A7E1D5B4F2@DB9P194MB2291.EURP194.PROD.OUTLOOK.COM>',
      relay: 'EUR05-DB8-obe.outbound.protection.outlook.com [40.92.89.11]',
      body: html(
        '<p>TOP VlAGRA &amp; ClALlS - 70% OFF today only!</p><p><a href="https://www.google.com/url?q=%68%74%74%70%73%3A%2F%2F%70%69%6C%6C%2D%64%65%61%6C%73%2E%6E%65%74&sa=D">ORDER NOW</a></p>',
      ),
    }),
  },

  {
    // A miracle cure "science forgot", from a throw-away domain through a bulk mailer.
    name: 'Neuropathy cure "a long-forgotten medical discovery" from a throw-away .shop domain',
    lang: 'en',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Dr. Helen Marsh <dr.helen@nerveswitch-daily.shop>',
      to: 'greg.holloway@comcast.net',
      subject: 'Burning feet at night?',
      date: 'Tue, 14 Oct 2025 19:40:33 +0000',
      messageId: '20251014194033.77a1@nerveswitch-daily.shop',
      relay: 'mta1.nerveswitch-daily.shop [203.0.113.61]',
      headers: ['List-Unsubscribe: <https://nerveswitch-daily.shop/unsub?u=77a1>'],
      body: document([
        'If burning or tingling in your feet keeps you awake, read this. A long-forgotten medical discovery from 1902 may switch the nerve pain off, naturally.',
        { button: 'Watch the short video', href: 'https://nerveswitch-daily.shop/v/77a1' },
        { small: 'If you no longer wish to receive these emails, unsubscribe here. 9 Harbor Rd, Tampa, FL.' },
      ]),
    }),
  },

  {
    // Booking.com guest lure: "payment failed, re-enter your card or lose the reservation".
    name: 'Booking.com guest lure: "el pago de tu reserva ha fallado, vuelve a introducir la tarjeta" via SendGrid from a throw-away domain',
    lang: 'es',
    lure: 'shop',
    expect: ['phishing'],
    heldOut: true,
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
    // A miracle cure through a bulk sender whose From field only a script writes: the address
    // padded inside its angle brackets, as a kit's template leaves it (scam_offer_from_hidden_sender).
    name: 'Belly-fat "weird morning ritual" newsletter whose From address is padded inside its angle brackets',
    lang: 'en',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Slim Daily <offer_4_54468@mail.slim-daily-tips.com>',
      fromField: 'Slim Daily <offer_4_54468@mail.slim-daily-tips.com >',
      to: 'jane.porter@comcast.net',
      subject: 'This weird morning ritual targets belly fat',
      date: 'Wed, 6 Mar 2024 08:15:00 +0000',
      messageId: '20240306081500.3b7d@mail.slim-daily-tips.com',
      dkim: ['slim-daily-tips.com:s1'],
      relay: 'mail.slim-daily-tips.com [203.0.113.93]',
      headers: ['List-Unsubscribe: <https://mail.slim-daily-tips.com/u?e=93>'],
      body: document([
        'This weird morning ritual targets belly fat while you sleep.',
        { button: 'Watch the video', href: 'https://slim-daily-tips.com/v/ritual' },
        { small: 'If you wish to unsubscribe from future mailings please click here.' },
      ]),
    }),
  },

  {
    // An endorsement the famous person never gave, on a borrowed marketing domain; the offer is a picture.
    name: 'Picture-only energy-saver offer whose display name says it is "by Elon Musk", from an unrelated domain',
    lang: 'en',
    lure: 'shop',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Eco Savings by Elon Musk <offers.team@brightline-kitchens.example>',
      to: 's.novak@example-consulting.com',
      subject: "Exclusive peek: tomorrow's energy tech today",
      date: 'Tue, 19 Sep 2023 10:02:40 +0000',
      messageId: '20230919100240.5d1e@brightline-kitchens.example',
      dkim: ['brightline-kitchens.example:s1'],
      relay: 'mta2.brightline-kitchens.example [203.0.113.140]',
      body: html(
        '<center><a href="https://brightline-kitchens.example/r/e9"><img src="https://brightline-kitchens.example/img/heater-offer.jpg" width="600"></a></center>',
      ),
    }),
  },

  {
    // Miracle cure through Brevo from a throw-away domain.
    name: 'Miracle cure: "doctors hate this 10-second trick that reverses type 2 diabetes" through Brevo',
    lang: 'en',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    todo: "spam/low: content_scam_offer, auth_results_missing, content_bulk_marketing; a health miracle ('reverses type 2 diabetes in 21 days, doctors hate it') from a new domain through Brevo",
    heldOut: true,
    raw: mail({
      from: 'Dr. Sarah Mitchell <news@healthyglucose-daily.com>',
      to: 'frank.oliver@earthlink.net',
      subject: 'Frank, this 10-second morning ritual reverses type 2 diabetes',
      date: 'Sat, 12 Apr 2025 13:30:00 +0000',
      messageId: '202504121330.44182736@smtp-relay.mailin.fr',
      dkim: ['healthyglucose-daily.com:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-4418@healthyglucose-daily.com',
      relay: 'smtp-relay.sendinblue.com [1.179.118.51]',
      auth: THROWAWAY,
      headers: brevoHeaders('9dq2m', '44182736'),
      body: document([
        { heading: "Big Pharma doesn't want you to see this" },
        'A retired doctor discovered a 10-second morning ritual that melts away blood sugar and reverses type 2 diabetes in just 21 days, without insulin or pills.',
        'Over 148,000 people have already thrown away their medication. Doctors hate it because it costs less than a cup of coffee.',
        { button: "Watch the free video before it's taken down", href: 'https://healthyglucose-daily.com/vsl/ritual?aff=2291' },
        { small: 'These statements have not been evaluated by the FDA. Unsubscribe.' },
      ]),
    }),
  },

  {
    // Fake shop in Spanish, through SendGrid, on a throw-away domain.
    name: 'Tienda falsa: "Ray-Ban al 90 % de descuento, liquidación por cierre" a través de SendGrid',
    lang: 'es',
    lure: 'shop',
    expect: ['fraud', 'phishing'],
    todo: "spam/low: sender_domain_suspicious_tld, link_suspicious_tld, auth_results_missing, content_bulk_marketing; a brand (Ray-Ban) sold at 90% off 'liquidación por cierre' on a .shop domain that is not the brand's",
    heldOut: true,
    raw: mail({
      from: 'Ray-Ban Outlet <ofertas@rayban-outlet-liquidacion.shop>',
      to: 'carmen.lopez.vega@hotmail.es',
      subject: '¡Liquidación total! Ray-Ban desde 19,90 € - solo hoy',
      date: 'Sun, 9 Nov 2025 10:30:00 +0100',
      messageId: 'aB3cD5eF7gH9iJ1kL3mN@geopod-ismtpd-11',
      dkim: ['rayban-outlet-liquidacion.shop:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+51002291-9e1b-carmen.lopez.vega=hotmail.es@em7712.rayban-outlet-liquidacion.shop',
      relay: 'o3.ptr8812.rayban-outlet-liquidacion.shop [149.72.88.12]',
      auth: THROWAWAY,
      headers: sendgridHeaders('aB3cD5eF7gH9iJ1kL3mNoP5qR7sT9uV1wX3yZ5a'),
      body: document(
        [
          { heading: 'LIQUIDACIÓN POR CIERRE' },
          'Cerramos nuestra tienda en España y liquidamos todo el stock de gafas Ray-Ban originales con hasta un 90 % de descuento. Envío gratis y pago seguro.',
          {
            rows: [
              ['Aviator Classic', '19,90 € (antes 169 €)'],
              ['Wayfarer', '21,90 € (antes 159 €)'],
              ['Clubmaster', '22,90 € (antes 179 €)'],
            ],
          },
          { button: 'Comprar ahora', href: 'https://rayban-outlet-liquidacion.shop/es/ofertas' },
          { small: 'Oferta válida solo hoy o hasta agotar existencias.' },
        ],
        { lang: 'es' },
      ),
    }),
  },
];
