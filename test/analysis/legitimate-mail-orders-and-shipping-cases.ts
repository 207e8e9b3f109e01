// Orders, bookings and shipping: order confirmations, dispatch and tracking notices,
// tickets and reservations.
// Every message is hand-written for this suite (none comes from a corpus); brand mail uses the
// brand's real sending domains. Cases marked `heldOut` are the genuine counterparts of the blind
// batches: the model never trains on them (scripts/export-case-mail.ts).

import { textPdf } from './formats-builders.ts';
import { attachment, document, mail, multipart, plain } from './mail-builder.ts';
import type { LegitimateCase } from './mail-case.ts';

export const ORDERS_AND_SHIPPING_CASES: readonly LegitimateCase[] = [
  {
    name: 'Amazon: your package has shipped',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: '"Amazon.com" <shipment-tracking@amazon.com>',
      to: 'Rachel Kim <rachel.kim@gmail.com>',
      subject: 'Shipped: "Anker USB C Charger 67W..." and 1 more item',
      date: 'Sat, 9 Nov 2024 06:31:52 +0000',
      messageId: '0100019311c2a7b4-5d3e8f21-9a4b-4c7e-8d1f-2e6a7b3c9d0e-000000@email.amazonses.com',
      dkim: ['amazon.com:yg4mwqurec7fkhzutopddd3ytuaqrvuz', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '20241109063152b6a4c1e2f3a84d7e9b1c0f2a3d4e5f6a@bounces.amazon.com',
      relay: 'a9-31.smtp-out.amazonses.com [54.240.9.31]',
      headers: ['Feedback-ID: 1.us-east-1.ZHcGJK6s+x+i9lRHKog4RW3tECwWIf1xzTYCZyUaiec=:AmazonSES', 'X-SES-Outgoing: 2024.11.09-54.240.9.31'],
      body: document(
        [
          { image: 'https://m.media-amazon.com/images/G/01/outbound/OutboundTemplates/Amazon_logo_US.png', alt: 'Amazon' },
          { heading: 'Your package was shipped!' },
          'Hi Rachel, your package is on the way. It will arrive Tuesday, November 12.',
          {
            rows: [
              ['Order #', '112-7730412-5581024'],
              ['Ship to', 'Rachel Kim, SEATTLE, WA'],
            ],
          },
          {
            button: 'Track package',
            href: 'https://www.amazon.com/gp/r.html?C=2X1L0T8B9Q5ZK&K=3JQ7W2XH4M1Q&M=urn:rtn:msg:20241109063152b6a4c1e2&R=1Z8QK4N2R5T7V&T=C&U=https%3A%2F%2Fwww.amazon.com%2Fprogress-tracker%2Fpackage%3ForderId%3D112-7730412-5581024&H=QXKFHWM6TZ1GMHNKVP0Q3RWDJZYA&ref_=pe_3064421_778830211',
          },
          'Anker USB C Charger 67W, 3-Port Compact Fast Charger — Qty: 1',
          'Cable Matters USB C to USB C Cable 6.6 ft — Qty: 1',
          {
            small:
              'This email was sent from a notification-only address that cannot accept incoming email. Please do not reply to this message. © 2024 Amazon.com, Inc. or its affiliates. Amazon.com, 410 Terry Avenue N., Seattle, WA 98109-5210.',
          },
        ],
        { title: 'Amazon.com' },
      ),
    }),
  },

  {
    name: 'DHL Express: import duties to pay before delivery',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'DHL Express <noreply@dhl.com>',
      to: 'Oliver Grant <oliver.grant@btinternet.com>',
      subject: 'DHL Express – Duties and taxes due for your shipment 4821736590',
      date: 'Wed, 19 Feb 2025 10:12:40 +0000',
      messageId: '1739959960.4821736590.ODD.GB@dhl.com',
      dkim: ['dhl.com:dhl1'],
      relay: 'mailout2.dhl.com [165.72.200.117]',
      body: document([
        { image: 'https://www.dhl.com/content/dam/dhl/global/core/images/logos/dhl-logo.svg', alt: 'DHL' },
        'Dear Oliver Grant,',
        'Your shipment 4821736590 from SHENZHEN ANKER INNOVATIONS is on its way. Import duties and taxes of GBP 18.64 are due before we can deliver it. You can pay them online and choose a delivery option.',
        {
          rows: [
            ['Waybill', '4821736590'],
            ['Amount due', 'GBP 18.64'],
            ['Estimated delivery', 'Friday, 21 February 2025'],
          ],
        },
        { button: 'Pay duties and taxes', href: 'https://del.dhl.com/en-gb/pay?waybill=4821736590&ctry=GB&tok=b7Xq2LmP9k' },
        'Track your shipment at [dhl.com](https://www.dhl.com/gb-en/home/tracking/tracking-express.html?submit=1&tracking-id=4821736590).',
        {
          small:
            'This is an automated message from DHL Express (UK) Limited. Please do not reply. Privacy notice: https://www.dhl.com/gb-en/home/footer/privacy-notice.html',
        },
      ]),
    }),
  },

  {
    name: 'Amazon.es: tu pedido ha sido enviado',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: '"Amazon.es" <confirmar-envio@amazon.es>',
      to: 'Lucía Fernández <lucia.fernandez@gmail.com>',
      subject: 'Enviado: "Cafetera italiana Bialetti Moka..."',
      date: 'Fri, 23 May 2025 10:44:02 +0000',
      messageId: '0102019703f4b5c6-7d8e9f0a-1b2c-3d4e-5f6a-7b8c9d0e1f2a-000000@eu-west-1.amazonses.com',
      dkim: ['amazon.es:c7ubdgyxlkl2aw4b5gz6qcbz3q7z2l4u', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '20250523104402d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1@bounces.amazon.es',
      relay: 'b224-14.smtp-out.eu-west-1.amazonses.com [54.240.224.14]',
      headers: ['Feedback-ID: 1.eu-west-1.b3ZvbVdYTmhiWHB2Ymc9PQ==:AmazonSES'],
      body: document(
        [
          { heading: '¡Tu paquete está en camino!' },
          'Hola, Lucía: tu pedido ha sido enviado y llegará el lunes, 26 de mayo.',
          {
            rows: [
              ['Pedido n.º', '405-8812730-1945172'],
              ['Enviar a', 'Lucía Fernández, VALENCIA'],
            ],
          },
          {
            button: 'Seguir el paquete',
            href: 'https://www.amazon.es/gp/r.html?C=1Q8RZ2T4V6X8&K=2L4N6P8R0T2V&M=urn:rtn:msg:20250523104402d6e7f8&R=3P5R7T9V1X3Z&T=C&U=https%3A%2F%2Fwww.amazon.es%2Fprogress-tracker%2Fpackage%3ForderId%3D405-8812730-1945172&H=ZKQ1XWM7TY2GNHLKVQ0R4SWEJAYB',
          },
          'Cafetera italiana Bialetti Moka Express, 6 tazas — Cantidad: 1',
          {
            small:
              'Este correo se ha enviado desde una dirección de solo notificaciones que no admite mensajes entrantes. © 2025 Amazon.com, Inc. o sus afiliados. Amazon EU S.à r.l., Sucursal en España, C/ Ramírez de Prado 5, 28045 Madrid.',
          },
        ],
        { lang: 'es', title: 'Amazon.es' },
      ),
    }),
  },
  {
    name: 'Correos: tu envío está en camino',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Correos <noreply@correos.es>',
      to: 'Lucía Fernández <lucia.fernandez@gmail.com>',
      subject: 'Tu envío PQ4B7K0412345670128001N está en camino',
      date: 'Tue, 8 Apr 2025 08:14:22 +0200',
      messageId: '1744092862411.93821.notificaciones@correos.es',
      dkim: ['correos.es:sel1'],
      relay: 'smtp-out3.correos.es [195.57.47.20]',
      body: document(
        [
          { image: 'https://www.correos.es/content/dam/correos/imagenes/logos/logo-correos.png', alt: 'Correos' },
          'Hola, Lucía:',
          'Tu envío PQ4B7K0412345670128001N, de ZALANDO SE, ya está en camino y te lo entregaremos previsiblemente el miércoles 9 de abril en tu domicilio.',
          {
            rows: [
              ['Número de envío', 'PQ4B7K0412345670128001N'],
              ['Remitente', 'ZALANDO SE'],
              ['Entrega prevista', 'miércoles, 09/04/2025'],
            ],
          },
          'Si no vas a estar en casa, puedes elegir otro día o una oficina de Correos para recogerlo.',
          { button: 'Seguir mi envío', href: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ4B7K0412345670128001N' },
          {
            small:
              'Este mensaje se ha enviado desde una dirección que no acepta respuestas. Sociedad Estatal Correos y Telégrafos, S.A., S.M.E. Calle Conde de Peñalver 19, 28006 Madrid. Política de privacidad: https://www.correos.es/es/es/proteccion-de-datos',
          },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Mercado Livre: seu pacote está a caminho',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Mercado Livre <info@mercadolivre.com.br>',
      to: 'Rafael Lima <rafael.lima@uol.com.br>',
      subject: 'Seu pacote está a caminho',
      date: 'Mon, 18 Nov 2024 15:20:31 -0300',
      messageId: '20241118182031.b4c5d6e7f8a9@mail.mercadolivre.com.br',
      dkim: ['mercadolivre.com.br:ml1'],
      relay: 'mail-out12.mercadolivre.com.br [200.155.64.12]',
      body: document(
        [
          'Rafael, seu pacote já saiu para entrega!',
          'Fone de ouvido Bluetooth JBL Tune 520BT – 1 unidade',
          {
            rows: [
              ['Chega', 'quarta-feira, 20 de novembro'],
              ['Endereço', 'Rua Tabapuã, 1123 – São Paulo'],
            ],
          },
          { button: 'Acompanhar envio', href: 'https://www.mercadolivre.com.br/compras/2000009876543210/detalhe' },
          { small: 'Este e-mail foi enviado automaticamente. Por favor, não responda. Mercado Livre – Av. das Nações Unidas, 3.003, Osasco – SP.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'CTT: o seu objeto está em distribuição',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'CTT <naoresponder@ctt.pt>',
      to: 'João Silva <joao.m.silva@sapo.pt>',
      subject: 'O seu objeto RR123456785PT está em distribuição',
      date: 'Thu, 6 Feb 2025 08:47:19 +0000',
      messageId: '1738831639.RR123456785PT.notificacoes@ctt.pt',
      dkim: ['ctt.pt:ctt1'],
      relay: 'smtp-out1.ctt.pt [195.23.34.81]',
      body: document(
        [
          'Olá,',
          'O seu objeto RR123456785PT está em distribuição e será entregue hoje na morada indicada pelo remetente.',
          {
            rows: [
              ['Objeto', 'RR123456785PT'],
              ['Estado', 'Em distribuição'],
              ['Data', '06/02/2025'],
            ],
          },
          'Se não estiver em casa, deixaremos um aviso e poderá levantar o objeto na loja CTT indicada.',
          { button: 'Seguir objeto', href: 'https://www.ctt.pt/feapl_2/app/open/objectSearch/objectSearch.jspx?objects=RR123456785PT' },
          {
            small:
              'Esta mensagem foi enviada automaticamente, por favor não responda. CTT – Correios de Portugal, S.A., Av. dos Combatentes 43, 1643-001 Lisboa.',
          },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    name: 'DHL Paket: Ihre Sendung kommt heute',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'DHL Paket <noreply@dhl.de>',
      to: 'Katrin Müller <katrin.mueller@web.de>',
      subject: 'Ihre DHL Sendung kommt heute',
      date: 'Thu, 5 Dec 2024 07:58:12 +0100',
      messageId: '1733381892.00340434161234567890.avis@dhl.de',
      dkim: ['dhl.de:dhlpaket'],
      relay: 'mailout-pk1.dhl.de [194.39.132.20]',
      body: document(
        [
          { image: 'https://www.dhl.de/content/dam/images/logos/dhl-logo.png', alt: 'DHL' },
          'Hallo Katrin Müller,',
          'Ihre Sendung 00340434161234567890 von Thalia Bücher GmbH kommt heute voraussichtlich zwischen 11:15 und 13:15 Uhr.',
          {
            rows: [
              ['Sendungsnummer', '00340434161234567890'],
              ['Absender', 'Thalia Bücher GmbH'],
              ['Zustellung', 'Heute, 11:15 – 13:15 Uhr'],
            ],
          },
          'Sie sind nicht zu Hause? Legen Sie einen Ablageort oder einen Wunschnachbarn fest.',
          { button: 'Sendung verfolgen', href: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161234567890' },
          {
            small:
              'Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf. Deutsche Post AG, Charles-de-Gaulle-Str. 20, 53113 Bonn. Datenschutz: https://www.dhl.de/datenschutz',
          },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    name: 'Colissimo : votre colis arrive aujourd’hui',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Colissimo <noreply@notif-colissimo-laposte.info>',
      to: 'Claire Dubois <claire.dubois@orange.fr>',
      subject: 'Votre colis 6A12345678901 arrive aujourd’hui',
      date: 'Tue, 12 Nov 2024 07:41:33 +0100',
      messageId: '1731393693.6A12345678901.7712@notif-colissimo-laposte.info',
      dkim: ['notif-colissimo-laposte.info:colissimo'],
      relay: 'mta12.notif-colissimo-laposte.info [185.21.196.12]',
      body: document(
        [
          'Bonjour Claire Dubois,',
          'Votre colis n° 6A12345678901 envoyé par FNAC DARTY sera livré aujourd’hui, entre 12h30 et 14h30.',
          'Vous êtes absent ? Vous pouvez choisir une autre date ou une livraison en point de retrait.',
          { button: 'Suivre mon colis', href: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901' },
          {
            small:
              'Ceci est un message automatique, merci de ne pas y répondre. La Poste – Colissimo, SA au capital de 5 620 325 816 €, 9 rue du Colonel Pierre Avia, 75015 Paris.',
          },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'Doctolib : confirmation de rendez-vous',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Doctolib <no-reply@doctolib.fr>',
      to: 'Claire Dubois <claire.dubois@orange.fr>',
      subject: 'Votre rendez-vous du jeudi 20 mars à 18:15 est confirmé',
      date: 'Fri, 14 Mar 2025 12:03:58 +0100',
      messageId: '67d40f2e8a1b3_5c9e2f4a1d7b@doctolib-mailer-7f8d9c.mail',
      dkim: ['doctolib.fr:dlb1'],
      relay: 'o1.mail.doctolib.fr [168.245.44.10]',
      body: document(
        [
          'Bonjour Claire,',
          'Votre rendez-vous est confirmé.',
          {
            rows: [
              ['Praticien', 'Dr Julien Marchand – Médecin généraliste'],
              ['Date', 'jeudi 20 mars 2025 à 18:15'],
              ['Adresse', '12 rue des Lilas, 69003 Lyon'],
            ],
          },
          'Pensez à apporter votre carte Vitale. Si vous ne pouvez pas venir, annulez au plus tard 24 heures avant pour libérer le créneau.',
          { button: 'Gérer mon rendez-vous', href: 'https://www.doctolib.fr/account/appointments' },
          { small: 'Doctolib SAS, 54 quai Charles Pasqua, 92300 Levallois-Perret.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    name: 'PostNL: je pakket wordt vandaag bezorgd',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'PostNL <noreply@notificatie.postnl.nl>',
      to: 'Sanne de Vries <sanne.devries@ziggo.nl>',
      subject: 'Je pakket van Coolblue wordt vandaag bezorgd',
      date: 'Fri, 22 Nov 2024 08:05:41 +0100',
      messageId: '1732259141.3SABCD1234567.track@notificatie.postnl.nl',
      dkim: ['notificatie.postnl.nl:postnl1'],
      relay: 'mail-out4.notificatie.postnl.nl [145.131.12.44]',
      body: document(
        [
          'Hoi Sanne,',
          'Goed nieuws: je pakket van Coolblue wordt vandaag bezorgd tussen 14:10 en 16:10.',
          {
            rows: [
              ['Track & Trace-code', '3SABCD1234567'],
              ['Afzender', 'Coolblue'],
              ['Verwachte bezorging', 'vandaag, 14:10 – 16:10'],
            ],
          },
          'Niet thuis? Kies een buur of een PostNL-punt.',
          { button: 'Volg je pakket', href: 'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-1012AB' },
          { small: 'Dit is een automatisch bericht, je kunt hier niet op antwoorden. PostNL, Waldorpstraat 3, 2521 CA Den Haag.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    name: 'bol.com: bedankt voor je bestelling',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'bol.com <noreply@bol.com>',
      to: 'Sanne de Vries <sanne.devries@ziggo.nl>',
      subject: 'Bedankt voor je bestelling 4812736950',
      date: 'Mon, 2 Dec 2024 21:14:09 +0100',
      messageId: '20241202201409.4812736950@mail.bol.com',
      dkim: ['bol.com:bol2024'],
      relay: 'mailout1.bol.com [185.14.168.21]',
      body: document(
        [
          'Hoi Sanne,',
          'Bedankt voor je bestelling! We gaan ermee aan de slag.',
          {
            rows: [
              ['Bestelnummer', '4812736950'],
              ['Artikel', 'Philips Airfryer XL HD9270/90'],
              ['Totaal', '€ 149,99'],
              ['Betaald met', 'iDEAL'],
            ],
          },
          'Verwachte bezorging: woensdag 4 december.',
          { button: 'Bekijk je bestelling', href: 'https://www.bol.com/nl/rnwy/account/bestellingen/4812736950' },
          { small: 'bol.com b.v., Papendorpseweg 100, 3528 BJ Utrecht. Vragen? Kijk op [bol.com/klantenservice](https://www.bol.com/nl/nl/klantenservice/).' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    name: 'CTT: encomenda com direitos aduaneiros a pagar no próprio site dos CTT',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'CTT <naoresponder@ctt.pt>',
      to: 'Catarina Lopes <catarina.lopes.lx@gmail.com>',
      subject: 'A sua encomenda RB448213907CN aguarda desalfandegamento',
      date: 'Wed, 3 Dec 2025 11:27:31 +0000',
      messageId: '20251203112731.ALF.3311827@ctt.pt',
      dkim: ['ctt.pt:ctt1'],
      relay: 'smtp3.ctt.pt [193.126.242.43]',
      body: document(
        [
          'Caro(a) cliente,',
          'A encomenda RB448213907CN, proveniente da China, está sujeita a desalfandegamento.',
          {
            rows: [
              ['IVA', '4,60 €'],
              ['Serviço de desalfandegamento', '2,15 €'],
              ['Total', '6,75 €'],
            ],
          },
          'Pode pagar e acompanhar o processo na área Desalfandegamento do site dos CTT, em https://www.ctt.pt/particulares/receber/desalfandegamento, com o número do objeto. Tem 20 dias úteis; depois desse prazo a encomenda é devolvida ao remetente.',
          { small: 'CTT – Correios de Portugal, S.A. Os CTT nunca pedem pagamentos através de links recebidos por SMS.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    // Wallapop's own "you sold it": shipping label, the money arrives after delivery.
    name: 'Wallapop: ¡has vendido! prepara el envío y el dinero llega cuando el comprador lo reciba',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Wallapop <no-reply@wallapop.com>',
      to: 'Sergio Rubio <sergio.rubio.mtz@gmail.com>',
      subject: '¡Has vendido Bicicleta de carretera Orbea Avant!',
      date: 'Sun, 18 May 2025 10:41:02 +0200',
      messageId: '0102019736a1c4e2-9b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b45-000000@eu-west-1.amazonses.com',
      dkim: ['wallapop.com:wp1', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '0102019736a1c4e2-9b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b45-000000@mail.wallapop.com',
      relay: 'b224-52.smtp-out.eu-west-1.amazonses.com [54.240.4.52]',
      headers: ['Feedback-ID: 1.eu-west-1.Rk4Vb1Wn8Pc3Hd5Fj6As0GyLm7Qx2Tz9=:AmazonSES', 'X-SES-Outgoing: 2025.05.18-54.240.4.52'],
      body: document(
        [
          { heading: '¡Enhorabuena, has vendido!' },
          'El comprador ha pagado tu Bicicleta de carretera Orbea Avant. Tienes 5 días para entregar el paquete en un punto de recogida con la etiqueta que encontrarás en la app.',
          'Cuando el comprador reciba el producto y lo acepte, te ingresaremos 180,00 € en tu monedero de Wallapop.',
          { button: 'Ver la venta en la app', href: 'https://es.wallapop.com/app/chat?itemId=983314772' },
          { small: 'Wallapop nunca te pedirá los datos de tu tarjeta para recibir un pago. Wallapop S.L., Av. Diagonal 211, Barcelona.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    // Coupa's own notification: a customer issues a purchase order to a supplier through its
    // Coupa instance.
    name: 'Coupa: a customer sends a new purchase order through its own Coupa instance',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Northbridge Foods <do_not_reply@northbridgefoods.coupahost.com>',
      to: 'ar@meridianpackaging.com',
      subject: 'Northbridge Foods Purchase Order #PO-301884',
      date: 'Thu, 5 Jun 2025 14:02:19 +0000',
      messageId: '6841a2eb3c1f7_4a2e1b9f.northbridgefoods@coupahost.com',
      dkim: ['coupahost.com:s1'],
      relay: 'mta-out-03.coupahost.com [198.51.100.203]',
      body: document([
        'Northbridge Foods has sent you a Purchase Order.',
        {
          rows: [
            ['PO number', 'PO-301884'],
            ['Total', 'USD 12,480.00'],
            ['Ship to', 'Northbridge Foods DC, Columbus OH'],
          ],
        },
        { button: 'View PO in Coupa Supplier Portal', href: 'https://supplier.coupahost.com/order_headers/301884' },
        { small: 'Powered by Coupa' },
      ]),
    }),
  },

  {
    // DHL Express's own notice: import duties to pay on DHL's On Demand Delivery site.
    name: 'DHL Express: aranceles de importación pendientes, pago en del.dhl.com',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'DHL Express <noreply@dhl.com>',
      to: 'rocio.navarro@hotmail.es',
      subject: 'DHL Express: pago de aranceles pendiente para el envío 4471820933',
      date: 'Tue, 8 Apr 2025 09:22:31 +0000',
      messageId: '1744104151.4471820933.odd@dhl.com',
      dkim: ['dhl.com:s2048'],
      relay: 'mailout2.dhl.com [165.72.200.12]',
      body: document([
        { heading: 'Su envío tiene aranceles pendientes' },
        'Su envío 4471820933 procedente del Reino Unido está sujeto a aranceles e impuestos de importación. Puede pagarlos en línea para que podamos entregarlo.',
        {
          rows: [
            ['Importe', '21,86 EUR'],
            ['Remitente', 'Harrow Tea Ltd'],
          ],
        },
        { button: 'Pagar ahora', href: 'https://del.dhl.com/es-es/pay?awb=4471820933' },
        { small: 'DHL Express Spain S.L.U.' },
      ]),
    }),
  },

  {
    // Booking.com's own new-reservation mail to a B&B.
    name: 'Booking.com: nieuwe reservering voor een B&B',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Booking.com <noreply@booking.com>',
      to: 'info@bnb-dewilgenhoeve.nl',
      subject: 'Booking.com – Nieuwe reservering! (4471208833, vrijdag 1 augustus 2025)',
      date: 'Sat, 12 Jul 2025 13:44:02 +0000',
      messageId: '20250712134402.4471208833.reservation@mailout.booking.com',
      dkim: ['booking.com:bk'],
      relay: 'mailout-201.booking.com [5.57.20.201]',
      body: document(
        [
          { heading: 'U heeft een nieuwe reservering' },
          {
            rows: [
              ['Gast', 'Hannah Meyer'],
              ['Aankomst', 'vrijdag 1 augustus 2025'],
              ['Vertrek', 'zondag 3 augustus 2025'],
              ['Prijs', '€ 238'],
            ],
          },
          { button: 'Bekijk reservering', href: 'https://admin.booking.com/hotel/hoteladmin/extranet_ng/manage/booking.html?res_id=4471208833' },
        ],
        { lang: 'nl' },
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
    name: 'Correos: "tu envío está en camino", tracking on correos.es',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Correos <notificaciones@correos.es>',
      to: 'marta.gil@yahoo.es',
      subject: 'Tu envío PQ44YA0731288 está en camino',
      date: 'Sun, 15 Jun 2025 10:02:48 +0200',
      messageId: '1749974568412.44731@correos.es',
      dkim: ['correos.es:correos2048'],
      relay: 'smtpout2.correos.es [195.76.17.22]',
      body: document(
        [
          { heading: 'Tu envío está en camino' },
          {
            rows: [
              ['Número de envío', 'PQ44YA0731288'],
              ['Remitente', 'Zalando SE'],
              ['Entrega prevista', 'martes 17 de junio'],
            ],
          },
          { button: 'Seguir mi envío', href: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ44YA0731288' },
          { small: 'Correos nunca te pedirá pagos por SMS o email para entregar un envío nacional. Sociedad Estatal Correos y Telégrafos, S.A., S.M.E.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'DHL: "Ihr Paket kommt heute", from dhl.de with tracking',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'DHL Paket <noreply@dhl.de>',
      to: 'm.schulz@gmx.de',
      subject: 'Ihr DHL Paket kommt heute',
      date: 'Tue, 15 Jul 2025 07:40:19 +0200',
      messageId: '1752558019412.00340434161094001234@dhl.de',
      dkim: ['dhl.de:dhl2048'],
      relay: 'mailout12.dhl.de [165.72.200.12]',
      body: document(
        [
          { heading: 'Ihr Paket kommt heute' },
          {
            rows: [
              ['Sendungsnummer', '00340434161094001234'],
              ['Absender', 'Otto GmbH'],
              ['Zustellzeitfenster', '10:30 – 13:30 Uhr'],
            ],
          },
          { button: 'Sendung verfolgen', href: 'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434161094001234' },
          { small: 'Deutsche Post AG, Charles-de-Gaulle-Str. 20, 53113 Bonn' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: "Booking.com: a real guest message to a host from the extranet's own domain",
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Anna Lindqvist via Booking.com <anna.1a2b3c4d@guest.booking.com>',
      to: 'reservations@seaviewguesthouse.co.uk',
      subject: 'We received this message from Anna Lindqvist',
      date: 'Fri, 7 Mar 2025 17:40:22 +0000',
      messageId: '20250307174022.c81f9a.4471902@booking.com',
      dkim: ['booking.com:bk'],
      returnPath: 'bounce-4471902@guest.booking.com',
      relay: 'mailout-201-r2.booking.com [185.28.20.201]',
      body: document([
        { heading: 'Reservation 4471902' },
        'Anna Lindqvist wrote: "Hi! We will arrive around 21:00 on Friday, is late check-in OK? Also, is there parking near the guesthouse? Thanks, Anna"',
        { button: 'Reply', href: 'https://admin.booking.com/hotel/hoteladmin/extranet_ng/manage/messaging/inbox.html?hotel_id=1884120&res_id=4471902' },
        {
          small:
            'This email was sent by Booking.com. Please reply through the extranet so the guest receives your message. Booking.com B.V., Herengracht 597, 1017 CE Amsterdam, Netherlands',
        },
      ]),
    }),
  },

  {
    // Correos really does ask for import VAT and the customs fee online before delivery.
    name: 'Correos: "envío con gastos de aduana pendientes, 4,72 €" from correos.es with the real payment page',
    lang: 'es',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Correos <noreply@correos.es>',
      to: 'ana.belen.sanz@hotmail.es',
      subject: 'Tu envío UA884120995CN tiene gastos de aduana pendientes',
      date: 'Thu, 17 Apr 2025 10:12:05 +0200',
      messageId: '20250417081205.UA884120995CN@correos.es',
      dkim: ['correos.es:correos2023'],
      returnPath: 'noreply@correos.es',
      relay: 'smtp3.correos.es [194.224.186.43]',
      body: document(
        [
          { heading: 'Tu envío ha llegado a la aduana' },
          {
            rows: [
              ['Envío', 'UA884120995CN'],
              ['Origen', 'China'],
              ['IVA importación', '2,72 €'],
              ['Gestión aduanera', '2,00 €'],
              ['Total', '4,72 €'],
            ],
          },
          'Para que podamos entregarlo, paga los gastos de aduana en la web de Correos o en tu oficina. Tienes 15 días naturales; después el envío se devolverá al remitente.',
          { button: 'Pagar en correos.es', href: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=UA884120995CN' },
          { small: 'Sociedad Estatal Correos y Telégrafos, S.A., S.M.E. Nunca te pediremos datos bancarios por SMS.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Mercado Livre: "compra confirmada, acompanhe a entrega" from mercadolivre.com.br',
    lang: 'pt-BR',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Mercado Livre <compras@mercadolivre.com.br>',
      to: 'studio.beleza.carol@gmail.com',
      subject: 'Você comprou Secador de Cabelo Profissional 2100W',
      date: 'Tue, 22 Jul 2025 16:44:09 -0300',
      messageId: '20250722194409.2ml.4418822@mercadolivre.com.br',
      dkim: ['mercadolivre.com.br:meli'],
      returnPath: 'bounce@mercadolivre.com.br',
      relay: 'mail-out9.mercadolivre.com.br [200.160.4.77]',
      body: document(
        [
          { heading: 'Pronto! Sua compra foi confirmada' },
          {
            rows: [
              ['Produto', 'Secador de Cabelo Profissional 2100W'],
              ['Total', 'R$ 289,90 (pago com Pix)'],
              ['Entrega prevista', 'quinta-feira, 24 de julho'],
            ],
          },
          { button: 'Ver compra', href: 'https://www.mercadolivre.com.br/minhas-compras/4418822019' },
          {
            small:
              'Mercado Livre nunca pede para você pagar fora do site nem solicita suas senhas. Ebazar.com.br LTDA, Av. das Nações Unidas, 3.003, Osasco - SP.',
          },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'CTT: "encomenda com desalfandegamento, pague 3,85 € no site dos CTT" from ctt.pt',
    lang: 'pt-PT',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'CTT <naoresponder@ctt.pt>',
      to: 'joana.ferreira77@hotmail.com',
      subject: 'Encomenda LP884120995CN - pagamento de desalfandegamento',
      date: 'Wed, 21 May 2025 11:20:44 +0100',
      messageId: '20250521102044.LP884120995CN@ctt.pt',
      dkim: ['ctt.pt:ctt'],
      returnPath: 'naoresponder@ctt.pt',
      relay: 'smtp-out.ctt.pt [195.245.168.44]',
      body: document(
        [
          { heading: 'A sua encomenda está na alfândega' },
          {
            rows: [
              ['Objeto', 'LP884120995CN'],
              ['IVA', '1,85 €'],
              ['Serviço de desalfandegamento', '2,00 €'],
              ['Total', '3,85 €'],
            ],
          },
          'Pode pagar no site dos CTT, na app CTT ou numa loja CTT. Depois do pagamento, a encomenda é entregue em 2 a 3 dias úteis.',
          { button: 'Pagar em ctt.pt', href: 'https://www.ctt.pt/particulares/receber/desalfandegar-encomendas?obj=LP884120995CN' },
          { small: 'CTT - Correios de Portugal, S.A. Os CTT nunca pedem pagamentos por SMS com links de terceiros.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    name: 'DHL: "Einfuhrabgaben von 6,34 € für Ihre Sendung" from dhl.de',
    lang: 'de',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'DHL Paket <noreply@dhl.de>',
      to: 'markus.weber84@gmx.de',
      subject: 'Ihre Sendung aus Großbritannien: Einfuhrabgaben fällig',
      date: 'Fri, 4 Apr 2025 09:41:12 +0200',
      messageId: '20250404074112.00340434188123456789@dhl.de',
      dkim: ['dhl.de:dhl2023'],
      returnPath: 'noreply@dhl.de',
      relay: 'mailout3.dhl.de [165.72.200.43]',
      body: document(
        [
          { heading: 'Für Ihre Sendung fallen Einfuhrabgaben an' },
          {
            rows: [
              ['Sendungsnummer', '00340434188123456789'],
              ['Einfuhrumsatzsteuer', '4,34 €'],
              ['Auslagepauschale', '2,00 €'],
              ['Gesamt', '6,34 €'],
            ],
          },
          'Sie können die Abgaben bequem vorab in der DHL App oder auf dhl.de bezahlen, oder bar bei der Zustellung.',
          { button: 'Sendung verfolgen', href: 'https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode=00340434188123456789' },
          { small: 'Deutsche Post AG, Charles-de-Gaulle-Str. 20, 53113 Bonn' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    // An HTML ticket with a "copy" button: the clipboard holds a booking reference, not a command.
    name: 'Ferry e-ticket as an HTML attachment with a "copy reference" button, from the operator\'s signed domain',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Fernhill Ferries <bookings@fernhillferries.com>',
      to: 'l.bishop@outlook.com',
      subject: 'Your e-ticket: Portsmouth - Fishbourne, 14 June',
      date: 'Mon, 12 May 2025 10:02:11 +0100',
      messageId: '20250512090211.3e1f@fernhillferries.com',
      dkim: ['fernhillferries.com:s1'],
      relay: 'mail.fernhillferries.com [198.51.100.61]',
      body: multipart('mixed', [
        plain(
          'Hello,\n\nThank you for booking with Fernhill Ferries. Your e-ticket is attached: show it at check-in, or copy the booking reference into our app to add the ticket there.\n\nSafe travels,\nFernhill Ferries',
        ),
        attachment(
          'Fernhill_eticket.html',
          'text/html',
          '<!DOCTYPE html><html><body style="font-family:Arial"><h1>E-ticket</h1><p>Portsmouth - Fishbourne, Sat 14 June 2025, 09:15. 1 car, 2 adults.</p><p>Booking reference: <b id="v">FF-QX7K2</b> <button onclick="navigator.clipboard.writeText(document.getElementById(\'v\').textContent)">Copy</button></p><p>Check in 30 minutes before sailing.</p></body></html>',
        ),
      ]),
    }),
  },

  {
    // Marktplaats's own notice that the buyer paid, on its own domain.
    name: 'Marktplaats\'s own "the buyer paid, ship the item" notice linking marktplaats.nl',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Marktplaats <noreply@marktplaats.nl>',
      to: 'linda.visser@gmail.com',
      subject: 'Betaling ontvangen voor Kinderfiets 20 inch',
      date: 'Sun, 6 Jul 2025 18:40:02 +0200',
      messageId: '20250706164002.8f2e@mail.marktplaats.nl',
      dkim: ['marktplaats.nl:mp1'],
      relay: 'mail.marktplaats.nl [198.51.100.141]',
      body: document([
        'Hoi Linda,',
        'De koper heeft € 85,00 betaald via Gelijk Oversteken. Verstuur het artikel binnen 5 dagen; het bedrag staat na ontvangst op je rekening.',
        { button: 'Bekijk de bestelling', href: 'https://www.marktplaats.nl/my-account/sales/orders/77120' },
        { small: 'Marktplaats B.V., Amsterdam' },
      ]),
    }),
  },

  {
    // A car dealer's site named with the ordinary word for a marketplace.
    name: 'A second-hand car site on auto-marktplaats.nl confirms a viewing appointment',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Auto Marktplaats Utrecht <afspraken@auto-marktplaats.nl>',
      to: 'p.dekker@ziggo.nl',
      subject: 'Bevestiging bezichtiging zaterdag 10:30',
      date: 'Thu, 10 Jul 2025 11:22:31 +0200',
      messageId: '20250710092231.1a2b@auto-marktplaats.nl',
      dkim: ['auto-marktplaats.nl:default'],
      relay: 'mail.auto-marktplaats.nl [198.51.100.152]',
      body: plain(
        'Beste heer Dekker,\n\nHierbij bevestigen wij uw bezichtiging van de Volkswagen Golf op zaterdag om 10:30. Bekijk de auto alvast op https://auto-marktplaats.nl/aanbod/vw-golf-2019\n\nMet vriendelijke groet,\nAuto Marktplaats Utrecht',
      ),
    }),
  },

  {
    // Correos' own tracking notice.
    name: 'Correos "Tu envío PQ4E7A0912347 está en reparto" desde correos.es',
    lang: 'es',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Correos <notificaciones@correos.es>',
      to: 'pablo.ruiz.gomez@gmail.com',
      subject: 'Tu envío PQ4E7A0912347 está en reparto',
      date: 'Fri, 28 Feb 2025 08:05:12 +0100',
      messageId: '20250228070512.PQ4E7A0912347@correos.es',
      dkim: ['correos.es:sel1'],
      relay: 'smtp3.correos.es [212.79.131.23]',
      body: document(
        [
          { heading: 'Tu envío llega hoy' },
          'Tu envío PQ4E7A0912347 de AMAZON EU SARL está en reparto y lo recibirás hoy entre las 10:00 y las 14:00.',
          { button: 'Seguir mi envío', href: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ4E7A0912347' },
          { small: 'Correos nunca te pedirá pagos por SMS o correo electrónico para entregar un envío. Sociedad Estatal Correos y Telégrafos, S.A., S.M.E.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    // A store's NF-e with the DANFE PDF and XML, as Brazilian law requires.
    name: 'KaBuM! "Nota fiscal eletrônica do pedido 8812044" com DANFE em PDF e XML anexos',
    lang: 'pt-BR',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'KaBuM! <nfe@kabum.com.br>',
      to: 'joao.pedro.silva@hotmail.com',
      subject: 'NF-e emitida - Pedido 8812044',
      date: 'Wed, 9 Apr 2025 16:20:00 -0300',
      messageId: '20250409192000.nfe.8812044@kabum.com.br',
      dkim: ['kabum.com.br:k1'],
      relay: 'mail-out.kabum.com.br [177.71.248.14]',
      body: multipart('mixed', [
        plain(
          'Olá, João Pedro!\n\nA nota fiscal eletrônica do seu pedido 8812044 foi emitida. Seguem em anexo o DANFE (PDF) e o arquivo XML.\n\nChave de acesso: 3525 0405 5707 1400 0182 5500 1000 8812 0441 2345 6789\n\nVocê pode consultar a nota no portal da NF-e da Sefaz.\n\nEquipe KaBuM!',
        ),
        attachment(
          'DANFE_8812044.pdf',
          'application/pdf',
          textPdf(['DANFE - Documento Auxiliar da Nota Fiscal Eletronica', 'KABUM COMERCIO ELETRONICO S.A.', 'Pedido 8812044 - SSD NVMe 1TB - R$ 429,90']),
        ),
        attachment(
          'NFe35250405570714000182550010008812044123456789.xml',
          'application/xml',
          '<?xml version="1.0" encoding="UTF-8"?><nfeProc versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe"><NFe><infNFe Id="NFe35250405570714000182550010008812044123456789" versao="4.00"><ide><nNF>8812044</nNF></ide><total><ICMSTot><vNF>429.90</vNF></ICMSTot></total></infNFe></NFe></nfeProc>',
        ),
      ]),
    }),
  },

  {
    // Mercado Livre's own "chega hoje" notice.
    name: 'Mercado Livre "Seu pacote chega hoje" do domínio da loja',
    lang: 'pt-BR',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Mercado Livre <info@e.mercadolivre.com.br>',
      to: 'claudia.martins75@uol.com.br',
      subject: 'Seu pacote chega hoje',
      date: 'Thu, 22 May 2025 07:30:15 -0300',
      messageId: '20250522103015.ml.4471@e.mercadolivre.com.br',
      dkim: ['e.mercadolivre.com.br:ml1'],
      relay: 'mta7.e.mercadolivre.com.br [66.231.85.7]',
      body: document(
        [
          { heading: 'Seu pacote chega hoje!' },
          'Fone de ouvido Bluetooth JBL Tune 520BT - 1 unidade.',
          'Alguém precisa estar no endereço para receber. Rua das Palmeiras, 221 - Campinas, SP.',
          { button: 'Acompanhar entrega', href: 'https://myaccount.mercadolivre.com.br/my_purchases/2000008812044/status' },
          { small: 'Mercado Livre nunca pede pagamento extra para entregar um pacote. Ebazar.com.br LTDA.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // CTT's own "a caminho" notice.
    name: 'CTT "a sua encomenda está a caminho" do domínio ctt.pt',
    lang: 'pt-PT',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'CTT <notificacoes@ctt.pt>',
      to: 'rui.tavares@netcabo.pt',
      subject: 'A sua encomenda DA442018872PT está a caminho',
      date: 'Thu, 3 Jul 2025 08:41:00 +0100',
      messageId: '20250703074100.DA442018872PT@ctt.pt',
      dkim: ['ctt.pt:ctt1'],
      relay: 'smtpout.ctt.pt [195.23.112.40]',
      body: document(
        [
          'Olá,',
          'A sua encomenda DA442018872PT de WORTEN está a caminho e será entregue amanhã entre as 9h e as 13h.',
          { button: 'Seguir encomenda', href: 'https://appserver.ctt.pt/CustomerArea/PublicArea_Detail?ObjectCodeInput=DA442018872PT' },
          { small: 'Os CTT nunca pedem pagamentos por SMS ou e-mail sem indicação prévia do remetente. CTT - Correios de Portugal, S.A.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    // DHL's own delivery notice.
    name: 'DHL "Ihre Sendung kommt heute" von dhl.de mit Sendungsverfolgung',
    lang: 'de',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'DHL Paket <noreply@dhl.de>',
      to: 'juergen.schmitt@t-online.de',
      subject: 'Ihre DHL Sendung kommt heute',
      date: 'Mon, 3 Nov 2025 07:44:20 +0100',
      messageId: '20251103064420.00340434161094099881@dhl.de',
      dkim: ['dhl.de:dhl2023'],
      relay: 'mailout.dhl.de [165.72.200.71]',
      body: document(
        [
          { heading: 'Ihre Sendung kommt heute' },
          'Ihre Sendung 00340434161094099881 von Thalia wird heute voraussichtlich zwischen 11:30 und 14:30 Uhr zugestellt.',
          { button: 'Sendung verfolgen', href: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094099881' },
          {
            small:
              'Deutsche Post AG, Charles-de-Gaulle-Str. 20, 53113 Bonn. DHL fordert Sie niemals per E-Mail zur Zahlung von Zollgebühren über einen Link auf.',
          },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    // A pharmacy's own refill notice names the medicine.
    name: 'Probe: online pharmacy tells a patient her prescription refill (sildenafil) has shipped',
    lang: 'en',
    kind: 'transactional',
    todo: 'spam/low on content_spam_offer alone: the en lexicon phrase "sildenafil … tablets" (older than this round) reads a pharmacy\'s own dispatch notice as a pill offer. No safe guard found in this round: spam pharmacies also sign their own domains and name the drug and its tablets; a guard would need the order/prescription context (order number, pharmacist, registration).',
    raw: mail({
      from: 'Cedar Pharmacy <orders@cedarpharmacy.co.uk>',
      to: 'J. Whitfield <j.whitfield@outlook.com>',
      subject: 'Your repeat prescription has been dispatched',
      date: 'Wed, 11 Jun 2025 07:45:00 +0100',
      messageId: '20250611074500.9f8e7d6c@cedarpharmacy.co.uk',
      dkim: ['cedarpharmacy.co.uk:k1'],
      relay: 'mta-21.cedarpharmacy.co.uk [198.51.100.21]',
      body: document([
        { heading: 'Your order is on its way' },
        {
          rows: [
            ['Order', 'CP-448213'],
            ['Item', 'Sildenafil 50 mg tablets x 8 (prescription)'],
            ['Delivery', 'Royal Mail Tracked 24, discreet packaging'],
          ],
        },
        'Your prescription was approved by our pharmacist and dispatched this morning. [Track your parcel](https://www.cedarpharmacy.co.uk/account/orders/CP-448213).',
        { small: 'Cedar Pharmacy Ltd, GPhC registration 9012345, 12 Cedar Road, Norwich NR2 3AB.' },
      ]),
    }),
  },
];
