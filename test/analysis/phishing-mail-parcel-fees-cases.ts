// Parcel lures: a customs fee, a failed delivery, a redelivery charge (lure parcel).
// Every message is hand-written for this suite from what lands in inboxes and what APWG, CERTs
// and vendors report (none comes from a corpus). Cases marked `heldOut` come from the blind
// batches and the lures written beside their rules: the model never trains on them
// (scripts/export-case-mail.ts), so `npm run bench:cases` reads them as unseen mail.

import { document, GMAIL, gmailBody, mail, mailchimpHeaders, plain, sendgridHeaders, THROWAWAY, withoutTrace } from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

export const PARCEL_FEES_CASES: readonly PhishingCase[] = [
  {
    name: 'USPS "package could not be delivered, address incomplete" from a free mailbox, .top link',
    lang: 'en',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'USPS Tracking <uspstrack.notice2024@outlook.com>',
      to: 'brenda.collins62@yahoo.com',
      subject: 'USPS: Your package US9514901185421 is on hold - action required',
      date: 'Fri, 6 Dec 2024 03:14:56 +0000',
      messageId: 'DM6PR04MB7071E5F2B3A41C0D9E8A1B2CD7A31@DM6PR04MB7071.namprd04.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'NAM10-DM6-obe.outbound.protection.outlook.com [40.92.19.88]',
      body: document([
        { image: 'https://www.usps.com/global-elements/header/images/utility-header/logo-sb.svg', alt: 'USPS' },
        { heading: 'Your package could not be delivered' },
        'The package US9514901185421 arrived at the warehouse but could not be delivered due to incomplete address information. Please confirm your address in the link below within 12 hours or the package will be returned to sender.',
        { button: 'Update Address', href: 'https://usps.com-redelivery-ecx.top/us' },
        'A redelivery fee of $0.30 applies.',
        { small: 'The USPS team wishes you a wonderful day. © 2024 USPS. All Rights Reserved.' },
      ]),
    }),
  },
  {
    name: 'Correos: envío retenido en aduana, pagar 1,99 € en un dominio .top',
    lang: 'es',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Correos <notificaciones@correos-envios24.top>',
      to: 'Marta Jiménez <marta.jimenez81@gmail.com>',
      subject: 'Su envío PQ4E7T0412345670128 está retenido: acción requerida',
      date: 'Tue, 19 Nov 2024 10:27:44 +0100',
      messageId: '1732008464.61c2a@correos-envios24.top',
      dkim: ['correos-envios24.top:default'],
      relay: 'mail.correos-envios24.top [203.0.113.77]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { image: 'https://www.correos.es/content/dam/correos/imagenes/logos/logo-correos.png', alt: 'Correos' },
          { heading: 'Su paquete está retenido' },
          'Estimado/a cliente:',
          'Su envío PQ4E7T0412345670128 se encuentra retenido en nuestro centro logístico por falta de pago de los gastos de gestión aduanera (1,99 €). Para recibirlo en su domicilio, debe abonar el importe en las próximas 48 horas. Pasado este plazo, el paquete será devuelto al remitente.',
          {
            rows: [
              ['Número de envío', 'PQ4E7T0412345670128'],
              ['Importe pendiente', '1,99 €'],
              ['Estado', 'Retenido'],
            ],
          },
          { button: 'Programar entrega', href: 'https://correos-envios24.top/es/pago?id=PQ4E7T0412345670128' },
          { small: 'Sociedad Estatal Correos y Telégrafos, S.A., S.M.E. Este mensaje se ha enviado de forma automática, por favor no responda.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Correios: taxa de importação pendente de R$ 47,90, pagar via Pix',
    lang: 'pt-BR',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Correios <rastreamento@correios-encomendas.shop>',
      to: 'fernanda.alves1990@gmail.com',
      subject: 'Sua encomenda NL384271956BR está aguardando pagamento',
      date: 'Mon, 18 Nov 2024 14:06:52 -0300',
      messageId: 'crr.1731949612.77a3@correios-encomendas.shop',
      dkim: ['correios-encomendas.shop:mail'],
      relay: 'mail.correios-encomendas.shop [203.0.113.66]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Encomenda aguardando pagamento' },
          'Olá, Fernanda!',
          'Sua encomenda internacional NL384271956BR foi tributada pela Receita Federal e está aguardando o pagamento da taxa de importação para ser liberada. Após 5 dias úteis, o objeto será devolvido ao remetente.',
          {
            rows: [
              ['Objeto', 'NL384271956BR'],
              ['Taxa de importação', 'R$ 47,90'],
              ['Forma de pagamento', 'Pix'],
            ],
          },
          { button: 'Pagar taxa com Pix', href: 'https://correios-encomendas.shop/rastreio/NL384271956BR/pix' },
          { small: 'Correios — Empresa Brasileira de Correios e Telégrafos.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'CTT: encomenda retida, pagar 1,89 € de portes em falta',
    lang: 'pt-PT',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'CTT Expresso <noreply@ctt-entregas.icu>',
      to: 'Rui Carvalho <rui.carvalho@sapo.pt>',
      subject: 'CTT: a sua encomenda RR481726395PT aguarda pagamento',
      date: 'Tue, 15 Oct 2024 09:48:33 +0100',
      messageId: 'ctt.1728982113.4c9e@ctt-entregas.icu',
      dkim: ['ctt-entregas.icu:default'],
      relay: 'mail.ctt-entregas.icu [203.0.113.243]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Encomenda retida' },
          'Caro(a) cliente,',
          'A sua encomenda RR481726395PT encontra-se retida no nosso centro de distribuição por falta de pagamento dos portes (1,89 €). Para agendar a entrega, efetue o pagamento no prazo de 48 horas; caso contrário, a encomenda será devolvida ao remetente.',
          {
            rows: [
              ['N.º de objeto', 'RR481726395PT'],
              ['Valor em falta', '1,89 €'],
            ],
          },
          { button: 'Pagar e agendar entrega', href: 'https://ctt-entregas.icu/pt/pagamento?obj=RR481726395PT' },
          { small: 'CTT — Correios de Portugal, S.A.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },
  {
    name: 'DHL: Zollgebühren offen, Sendung wird zurückgeschickt',
    lang: 'de',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'DHL Paket <benachrichtigung@dhl-paket-zustellung.top>',
      to: 'Sabine Krüger <sabine.krueger@web.de>',
      subject: 'Ihre Sendung 00340434161094042557 wartet auf Zahlung der Zollgebühren',
      date: 'Wed, 20 Nov 2024 06:44:12 +0100',
      messageId: 'dhl.1732081452.e19c@dhl-paket-zustellung.top',
      dkim: ['dhl-paket-zustellung.top:mail'],
      relay: 'mail.dhl-paket-zustellung.top [203.0.113.101]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Ihre Sendung ist im Zollverfahren' },
          'Sehr geehrte Kundin, sehr geehrter Kunde,',
          'für Ihre Sendung 00340434161094042557 sind noch Zollgebühren in Höhe von 2,99 € offen. Bitte begleichen Sie den Betrag innerhalb von 48 Stunden, andernfalls wird die Sendung an den Absender zurückgeschickt.',
          { button: 'Jetzt bezahlen', href: 'https://dhl-paket-zustellung.top/de/zoll?sid=00340434161094042557' },
          { small: 'DHL Paket GmbH, Sträßchensweg 10, 53113 Bonn' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    name: 'La Poste / Colissimo : colis en attente, frais de réexpédition de 1,49 €',
    lang: 'fr',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Colissimo <suivi@colissimo-laposte-suivi.fr.com>',
      to: 'Nathalie Girard <nathalie.girard@orange.fr>',
      subject: 'Votre colis 6A24718390152 est en attente de livraison',
      date: 'Thu, 12 Dec 2024 08:26:19 +0100',
      messageId: 'lp.1733988379.2b4e@colissimo-laposte-suivi.fr.com',
      dkim: ['colissimo-laposte-suivi.fr.com:default'],
      relay: 'mail.colissimo-laposte-suivi.fr.com [203.0.113.84]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: "Votre colis n'a pas pu être livré" },
          'Bonjour,',
          "Votre colis n° 6A24718390152 n'a pas pu être livré car l'adresse de livraison est incomplète. Des frais de réexpédition de 1,49 € doivent être réglés pour programmer une nouvelle livraison. Sans action de votre part sous 48 h, le colis sera retourné à l'expéditeur.",
          { button: 'Programmer une nouvelle livraison', href: 'https://colissimo-laposte-suivi.fr.com/reprogrammer?colis=6A24718390152' },
          { small: 'La Poste — Colissimo. Ceci est un message automatique, merci de ne pas y répondre.' },
        ],
        { lang: 'fr' },
      ),
    }),
  },
  {
    name: 'PostNL: pakket kon niet worden bezorgd, betaal € 1,95 voor nieuwe bezorging',
    lang: 'nl',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'PostNL <noreply@postnl-bezorging-pakket.xyz>',
      to: 'Sanne de Vries <sanne.devries@ziggo.nl>',
      subject: 'Uw pakket 3SABCD1234567 kon niet worden bezorgd',
      date: 'Thu, 21 Nov 2024 10:11:39 +0100',
      messageId: 'pnl.1732180299.3ea9@postnl-bezorging-pakket.xyz',
      dkim: ['postnl-bezorging-pakket.xyz:mail'],
      relay: 'mail.postnl-bezorging-pakket.xyz [203.0.113.45]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'We hebben je pakket niet kunnen bezorgen' },
          'Beste klant,',
          'Je pakket 3SABCD1234567 kon vandaag niet worden bezorgd omdat het huisnummer ontbreekt. Plan een nieuwe bezorgmoment in en betaal de herbezorgingskosten van € 1,95. Zonder actie binnen 2 dagen gaat het pakket retour naar de afzender.',
          { button: 'Nieuw bezorgmoment kiezen', href: 'https://postnl-bezorging-pakket.xyz/nl/herbezorging?code=3SABCD1234567' },
          { small: 'PostNL — Dit is een automatisch verzonden bericht.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // Subject-only lure: the subject carries the whole story, the body is a bare link.
    name: 'Entrega sem marca: assunto diz "pedido retido na fiscalização, pague R$ 27,60 hoje", corpo só com um link',
    lang: 'pt-BR',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Central de Entregas <aviso@rastreio-entregas-br.shop>',
      to: 'patricia.gomes.rj@hotmail.com',
      subject: 'Seu pedido está retido na fiscalização – pague a taxa de R$ 27,60 até hoje',
      date: 'Sat, 6 Dec 2025 09:33:12 -0300',
      messageId: '20251206123312.77ac@rastreio-entregas-br.shop',
      dkim: ['rastreio-entregas-br.shop:s1'],
      relay: 'mail.rastreio-entregas-br.shop [198.51.100.166]',
      auth: { dmarc: 'none' },
      body: plain('https://rastreio-entregas-br.shop/pedido/BR4471829'),
    }),
  },

  {
    name: 'Zoll: Einfuhrabgaben von 3,95 € für ein Paket offen, Zahlung über einen .info-Link',
    lang: 'de',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Deutscher Zoll <benachrichtigung@zoll-paketabfertigung.info>',
      to: 'Jonas Krüger <jonas.krueger@t-online.de>',
      subject: 'Ihre Sendung wird beim Zoll zurückgehalten',
      date: 'Mon, 24 Nov 2025 10:45:03 +0100',
      messageId: 'zoll.1763977503.51e2@zoll-paketabfertigung.info',
      dkim: ['zoll-paketabfertigung.info:s1'],
      relay: 'smtp.zoll-paketabfertigung.info [192.0.2.233]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Sendung beim Zoll' },
          'Guten Tag,',
          'Ihre Sendung aus einem Nicht-EU-Land (Sendungsnummer LX448213907CN) ist beim Zollamt eingetroffen. Für die Verzollung sind Einfuhrabgaben in Höhe von 3,95 € offen.',
          'Bitte zahlen Sie innerhalb von 72 Stunden, sonst wird die Sendung an den Absender zurückgeschickt.',
          { button: 'Abgaben bezahlen', href: 'https://zoll-paketabfertigung.info/zahlung/LX448213907CN' },
          { small: 'Generalzolldirektion – Informations- und Wissensmanagement Zoll.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Colis sans marque : « frais de livraison impayés de 2,99 € », lien vers un domaine .shop',
    lang: 'fr',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Service Livraison <info@suivi-colis-livraison.shop>',
      to: 'Aurélie Fontaine <aurelie.fontaine@hotmail.fr>',
      subject: "Votre colis n'a pas pu être livré – action requise",
      date: 'Sun, 14 Dec 2025 18:22:07 +0100',
      messageId: '20251214172207.3c8f@suivi-colis-livraison.shop',
      dkim: ['suivi-colis-livraison.shop:s1'],
      relay: 'smtp.suivi-colis-livraison.shop [198.51.100.9]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Bonjour,',
          "Nous avons tenté de livrer votre colis aujourd'hui, mais des frais de livraison de 2,99 € restent impayés.",
          "Merci de régler ces frais et de choisir une nouvelle date de livraison sous 48 heures. Passé ce délai, le colis sera retourné à l'expéditeur.",
          { button: 'Reprogrammer la livraison', href: 'https://suivi-colis-livraison.shop/fr/paiement?c=FR7741' },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'Pakket zonder merknaam: invoerrechten van € 3,49 openstaand, betaal om de bezorging vrij te geven',
    lang: 'nl',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Bezorgservice <info@pakket-douane-nl.top>',
      to: 'Eva Smit <eva.smit91@gmail.com>',
      subject: 'Uw pakket wacht op betaling van invoerrechten',
      date: 'Wed, 19 Nov 2025 16:37:45 +0100',
      messageId: '20251119153745.2c9e@pakket-douane-nl.top',
      dkim: ['pakket-douane-nl.top:s1'],
      relay: 'mta.pakket-douane-nl.top [192.0.2.183]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Beste klant,',
          'Uw internationale pakket is aangekomen in ons sorteercentrum. Voordat wij het kunnen bezorgen, moeten de invoerrechten van € 3,49 worden voldaan.',
          'Betaal binnen 48 uur, anders wordt het pakket teruggestuurd naar de afzender.',
          { button: 'Betalen en bezorging plannen', href: 'https://pakket-douane-nl.top/betalen?id=NL88213' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // Customs-broker lure, short and plain from a free mailbox: an import held until EORI and
    // duties are paid on a .icu page.
    name: 'Customs broker on Outlook.com: import held, send EORI and pay £38.20 duties on a .icu link',
    lang: 'en',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'UK Customs Clearance Desk <clearance.desk.uk@outlook.com>',
      to: 'orders@fernleaf-crafts.co.uk',
      subject: 'Import entry on hold – EORI and duty required',
      date: 'Fri, 7 Mar 2025 11:02:44 +0000',
      messageId: 'DB9P193MB1522C1E8A2F4B9D7E0C3A6F5B1E2D@DB9P193MB1522.EURP193.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-db8eur05olkn2104.outbound.protection.outlook.com [40.92.89.104]',
      body: plain(
        'Hello,\n\nYour consignment from Shenzhen (2 cartons, 18.4 kg) is held at Heathrow pending your EORI number and import duty of £38.20. Please complete both here today to avoid storage charges: https://uk-clearance-portal.icu/entry/UK88412\n\nClearance Desk',
      ),
    }),
  },

  {
    // Mixed language: DHL Express's English template ("Your shipment is on hold") with the
    // Spanish text dropped in, sent through SendGrid from a .shop domain.
    name: 'Plantilla inglesa de DHL Express con texto en español: "pague 2,99 € de aduana", SendGrid desde un .shop',
    lang: 'es',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'DHL Express <noreply@dhl-express-envios.shop>',
      to: 'rocio.navarro@hotmail.es',
      subject: 'DHL Express – Your shipment is on hold / Su envío está retenido',
      date: 'Wed, 2 Apr 2025 18:40:11 +0000',
      messageId: 'Tq9wR2mK7vP4xN1yL5bC8d@geopod-ismtpd-7',
      dkim: ['dhl-express-envios.shop:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+39114208-a7c1-rocio.navarro=hotmail.es@em7731.dhl-express-envios.shop',
      relay: 'o16.ptr3321.dhl-express-envios.shop [149.72.201.16]',
      headers: sendgridHeaders('Wp3mK8vT2qR9nX1yZ4bC6dF7hJ0lL5nQb'),
      body: document([
        { heading: 'Your shipment is on hold' },
        'Estimado cliente: su envío 7748 2190 33 está retenido en aduanas de Madrid. Para liberarlo debe abonar los gastos de gestión aduanera.',
        {
          rows: [
            ['Waybill', '7748219033'],
            ['Amount due', '2,99 EUR'],
            ['Status', 'On hold – customs'],
          ],
        },
        { button: 'Pay now / Pagar ahora', href: 'https://u39114208.ct.sendgrid.net/ls/click?upn=u001.Lp4Rk7mT2vN9wX1yZ3bC5dF8hJ0' },
        { small: '© 2025 DHL International GmbH. All rights reserved.' },
      ]),
    }),
  },

  {
    // USPS redelivery fee written like a text message: three lines, an incomplete address, a
    // $0.30 fee on a throw-away domain; no brand template at all.
    name: 'USPS as a text message: package held for an incomplete address, pay $0.30 on a .top',
    lang: 'en',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'USPS <no-reply@usps-redelivery-center.top>',
      to: 'carla.mendez@att.net',
      subject: 'USPS: Your package is on hold',
      date: 'Wed, 14 May 2025 17:48:30 +0000',
      messageId: '20250514174830.19ac@usps-redelivery-center.top',
      dkim: ['usps-redelivery-center.top:s1'],
      relay: 'mail.usps-redelivery-center.top [203.0.113.93]',
      auth: { dmarc: 'none' },
      body: plain(
        'USPS: The package arrived at the warehouse but could not be delivered due to incomplete address information. Please confirm your address and pay the $0.30 redelivery fee within 12 hours: https://usps-redelivery-center.top/us\n\n(Please reply Y, then exit the text message and open it again to activate the link.)',
      ),
    }),
  },

  {
    // Correos parcel fee in text-message form: "envío retenido, abone 1,99 €", from a throw-away
    // domain, two sentences.
    name: 'Correos como SMS: "su envío está retenido, abone 1,99 €", dos frases, dominio desechable',
    lang: 'es',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Correos <notificacion@correos-envio-pendiente.cfd>',
      to: 'maria.josefa.ruiz@gmail.com',
      subject: 'Correos: envío retenido',
      date: 'Thu, 17 Apr 2025 11:22:40 +0200',
      messageId: '20250417092240.6e2d@correos-envio-pendiente.cfd',
      dkim: ['correos-envio-pendiente.cfd:s1'],
      relay: 'mail.correos-envio-pendiente.cfd [203.0.113.72]',
      auth: { dmarc: 'none' },
      body: plain(
        'Correos: su envío ES2291834471 está retenido por falta de pago de las tasas de aduana (1,99 €). Abone el importe hoy para recibirlo mañana: https://correos-envio-pendiente.cfd/es',
      ),
    }),
  },

  {
    // Import-tax lure in the Correios' name: R$ 42,90 pending, "objeto será devolvido", a .top.
    name: 'Correios: taxa de importação de R$ 42,90 pendente, senão o objeto volta ao remetente (.top)',
    lang: 'pt-BR',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Correios <rastreamento@correios-tributacao.top>',
      to: 'aline.rocha.mg@gmail.com',
      subject: 'Objeto NL482913775BR aguardando pagamento',
      date: 'Tue, 11 Mar 2025 09:18:02 -0300',
      messageId: '20250311121802.8a4f@correios-tributacao.top',
      dkim: ['correios-tributacao.top:s1'],
      relay: 'mail.correios-tributacao.top [203.0.113.181]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Seu objeto está retido na fiscalização' },
        'O objeto NL482913775BR foi tributado e aguarda o pagamento da taxa de importação de R$ 42,90.',
        'Se o pagamento não for realizado em até 3 dias, o objeto será devolvido ao remetente.',
        { button: 'Pagar taxa', href: 'https://correios-tributacao.top/pagamento?obj=NL482913775BR' },
      ]),
    }),
  },

  {
    // CTT parcel fee: "encomenda retida, pague 1,99 €", a CTT-looking template through a
    // hijacked Mailchimp account of a surf school.
    name: 'CTT: encomenda retida, pagar 1,99 € para reagendar, Mailchimp sequestrado de uma escola de surf',
    lang: 'pt-PT',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'CTT Expresso <info@ondasurfschoolericeira.pt>',
      to: 'ana.rita.costa@gmail.com',
      subject: 'A sua encomenda está retida no centro de distribuição',
      date: 'Thu, 6 Nov 2025 15:02:44 +0000',
      messageId: 'a2f7c1e9b4d3.40812277@mail181.atl221.mcdlv.net',
      dkim: ['ondasurfschoolericeira.pt:k2', 'mcdlv.net:k3'],
      returnPath: 'bounce-mc.us14_40812277.1184-ana.rita.costa=gmail.com@mail181.atl221.mcdlv.net',
      relay: 'mail181.atl221.mcdlv.net [198.2.181.181]',
      headers: mailchimpHeaders('ondasurfschoolericeira', 'us14', 'c2e9a1f7b3d4e8c5a6f1b9d2e', 'a71c4e9b2d'),
      body: document([
        { heading: 'Entrega não efetuada' },
        'A sua encomenda RR418822901PT não pôde ser entregue porque os portes não foram pagos na totalidade.',
        'Pague 1,99 € para reagendar a entrega. Sem pagamento em 72 horas a encomenda será devolvida.',
        {
          button: 'Pagar e reagendar',
          href: 'https://ondasurfschoolericeira.us14.list-manage.com/track/click?u=c2e9a1f7b3d4e8c5a6f1b9d2e&id=3f8a1c7e2b&e=9d4c2a7f1e',
        },
      ]),
    }),
  },
  {
    // A failed-delivery notice that names no carrier at all, sent unsigned from a compromised
    // small-business mailbox: a redelivery to "schedule within 48 hours" on another domain.
    name: 'Unnamed parcel notice "your package will be sent back, schedule a redelivery within 48 hours", unsigned, link elsewhere',
    lang: 'en',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Delivery <confirm@hillcrest-dental.example>',
      to: 'megan.ross@outlook.com',
      subject: 'Your parcel could not be delivered',
      date: 'Mon, 13 Oct 2025 06:12:44 +0000',
      messageId: '20251013061244.7731@hillcrest-dental.example',
      relay: 'mail.hillcrest-dental.example [198.51.100.74]',
      auth: { dkim: 'none', dmarc: 'none' },
      body: document([
        'Dear Customer,',
        'We attempted to deliver your package today but the address on the label is incomplete. Your package will be returned to the sender unless you schedule a redelivery within 48 hours.',
        { button: 'Schedule redelivery', href: 'https://parcel-redelivery-desk.example/track?id=88213' },
        'Package Team',
      ]),
    }),
  },

  {
    // The German version: "Zustellung fehlgeschlagen", a fee for the new attempt, no carrier
    // named, from a web host's machine name with no signature.
    name: 'Ungenannter Paketdienst: Zustellung fehlgeschlagen, 1,99 € Gebühr für die erneute Zustellung, unsigniert',
    lang: 'de',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Paketzustellung <info@vps-4471a2.hosting-cloud.example>',
      to: 'jens.hartmann@web.de',
      subject: 'Ihre Sendung konnte nicht zugestellt werden',
      date: 'Wed, 22 Oct 2025 07:40:02 +0200',
      messageId: '20251022054002.c1e9@vps-4471a2.hosting-cloud.example',
      relay: 'vps-4471a2.hosting-cloud.example [203.0.113.18]',
      auth: { dkim: 'none', dmarc: 'none' },
      body: document([
        'Guten Tag,',
        'wir konnten Ihr Paket heute nicht zustellen, da niemand anwesend war. Bitte bezahlen Sie die Gebühr für die erneute Zustellung von 1,99 € innerhalb von 48 Stunden, sonst wird Ihr Paket an den Absender zurückgeschickt.',
        { button: 'Neuen Zustelltermin wählen', href: 'https://paket-termin-service.example/de/zustellung' },
      ]),
    }),
  },

  {
    name: 'Correios "encomenda taxada, pague R$ 47,90 de imposto de importação" from a throw-away domain',
    lang: 'pt-BR',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Correios <rastreamento@correios-taxacao.com>',
      to: 'ana.beatriz.rocha@gmail.com',
      subject: 'Sua encomenda NL884127335BR foi taxada',
      date: 'Wed, 2 Jul 2025 08:41:17 -0300',
      messageId: '20250702114117.6d3b@correios-taxacao.com',
      dkim: ['correios-taxacao.com:default'],
      relay: 'mail.correios-taxacao.com [203.0.113.77]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Objeto aguardando pagamento' },
          {
            rows: [
              ['Objeto', 'NL884127335BR'],
              ['Origem', 'China'],
              ['Imposto de importação', 'R$ 47,90'],
            ],
          },
          'Sua encomenda está retida na unidade de fiscalização aduaneira. Efetue o pagamento em até 3 dias úteis ou o objeto será devolvido ao remetente.',
          { button: 'Pagar taxa via PIX', href: 'https://correios-taxacao.com/pagamento/NL884127335BR' },
          { small: 'Correios. Rastreamento de objetos.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Correos "paquete retenido, pague 1,79 € de gastos de aduana" from a throw-away domain',
    lang: 'es',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Correos <envios@correos-aduana-pago.com>',
      to: 'marta.gil@yahoo.es',
      subject: 'Su envío está retenido: pago de gastos pendiente',
      date: 'Mon, 16 Jun 2025 18:30:12 +0200',
      messageId: '20250616163012.2d9b@correos-aduana-pago.com',
      dkim: ['correos-aduana-pago.com:default'],
      relay: 'mail.correos-aduana-pago.com [203.0.113.54]',
      auth: THROWAWAY,
      body: document(
        [
          { heading: 'Su paquete está en espera' },
          'Su paquete con número de seguimiento PQ44YA0731288 no ha podido ser entregado porque hay gastos de aduana pendientes de pago (1,79 €).',
          'Si no paga en 48 horas, el paquete será devuelto al remitente.',
          { button: 'Pagar y programar entrega', href: 'https://correos-aduana-pago.com/seguimiento/PQ44YA0731288' },
          { small: 'Sociedad Estatal Correos y Telégrafos, S.A.' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Correos: "tu paquete está retenido, paga 2,99 € de gastos de envío" from a throw-away domain, no trace fields',
    lang: 'es',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Correos <info@correos-envio-seguimiento.com>',
        to: 'ana.belen.sanz@hotmail.es',
        subject: 'Tu envío ES2025884120 está retenido',
        date: 'Thu, 17 Apr 2025 18:03:44 +0200',
        messageId: '20250417160344.1e2d@correos-envio-seguimiento.com',
        dkim: ['correos-envio-seguimiento.com:default'],
        relay: 'mail.correos-envio-seguimiento.com [203.0.113.94]',
        body: document(
          [
            { heading: 'Tu envío está retenido en nuestro centro logístico' },
            {
              rows: [
                ['Número de envío', 'ES2025884120'],
                ['Estado', 'Pendiente de pago'],
                ['Importe', '2,99 €'],
              ],
            },
            'No hemos podido entregar tu paquete porque faltan los gastos de envío. Paga 2,99 € para programar una nueva entrega. Si no se abona en 48 horas, el paquete será devuelto al remitente.',
            { button: 'Pagar y programar entrega', href: 'https://correos-envio-seguimiento.com/pago/ES2025884120' },
            { small: 'Correos y Telégrafos S.A., S.M.E.' },
          ],
          { lang: 'es' },
        ),
      }),
    ),
  },

  {
    name: 'CTT: "a sua encomenda aguarda pagamento de 1,79 € de taxas" from a throw-away domain, no trace fields',
    lang: 'pt-PT',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'CTT Expresso <seguimento@ctt-entregas-pt.com>',
        to: 'joana.ferreira77@hotmail.com',
        subject: 'Encomenda RR884120995PT - entrega suspensa',
        date: 'Wed, 21 May 2025 19:44:03 +0100',
        messageId: '20250521184403.7c3e@ctt-entregas-pt.com',
        dkim: ['ctt-entregas-pt.com:default'],
        relay: 'mail.ctt-entregas-pt.com [203.0.113.109]',
        body: document(
          [
            { heading: 'A sua encomenda aguarda pagamento' },
            'A encomenda RR884120995PT não foi entregue porque existem taxas alfandegárias por liquidar no valor de 1,79 €.',
            'Efetue o pagamento nas próximas 48 horas para agendar nova entrega. Após este prazo a encomenda será devolvida ao remetente.',
            { button: 'Pagar taxas', href: 'https://ctt-entregas-pt.com/pagamento/RR884120995PT' },
            { small: 'CTT - Correios de Portugal, S.A.' },
          ],
          { lang: 'pt-PT' },
        ),
      }),
    ),
  },

  {
    name: 'DHL: "Zollgebühr von 2,49 € ausstehend, Sendung wird zurückgeschickt" from a throw-away domain, no trace fields',
    lang: 'de',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'DHL Paket <sendung@dhl-zollabwicklung.com>',
        to: 'markus.weber84@gmx.de',
        subject: 'Ihre Sendung 00340434188123456789 wartet auf Zahlung',
        date: 'Fri, 4 Apr 2025 16:12:28 +0200',
        messageId: '20250404141228.3a1f@dhl-zollabwicklung.com',
        dkim: ['dhl-zollabwicklung.com:default'],
        relay: 'mail.dhl-zollabwicklung.com [203.0.113.71]',
        body: document(
          [
            { heading: 'Ihre Sendung wartet auf Zahlung' },
            'Für Ihre Sendung 00340434188123456789 ist eine Zollgebühr von 2,49 € angefallen. Bitte begleichen Sie den Betrag innerhalb von 48 Stunden, sonst wird die Sendung an den Absender zurückgeschickt.',
            { button: 'Jetzt bezahlen', href: 'https://dhl-zollabwicklung.com/zahlung/00340434188123456789' },
            { small: 'DHL Paket GmbH, Sträßchensweg 10, 53113 Bonn' },
          ],
          { lang: 'de' },
        ),
      }),
    ),
  },

  {
    name: 'Colissimo: "votre colis est en attente, frais de réexpédition 1,99 €" from a throw-away domain, no trace fields',
    lang: 'fr',
    lure: 'parcel',
    expect: ['phishing', 'fraud'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Colissimo <suivi@colissimo-livraison-info.com>',
        to: 'mathieu.bernard@laposte.net',
        subject: "Votre colis 6A28841209953 n'a pas pu être livré",
        date: 'Sat, 7 Jun 2025 11:19:58 +0200',
        messageId: '20250607091958.2e5b@colissimo-livraison-info.com',
        dkim: ['colissimo-livraison-info.com:default'],
        relay: 'mail.colissimo-livraison-info.com [198.51.100.219]',
        body: document(
          [
            'Bonjour,',
            "Votre colis n° 6A28841209953 n'a pas pu être livré car l'adresse est incomplète. Des frais de réexpédition de 1,99 € sont nécessaires pour programmer une nouvelle livraison.",
            { button: 'Programmer la livraison', href: 'https://colissimo-livraison-info.com/reexpedition/6A28841209953' },
            "Sans action de votre part sous 48 heures, le colis sera retourné à l'expéditeur.",
            { small: 'Colissimo - La Poste' },
          ],
          { lang: 'fr' },
        ),
      }),
    ),
  },

  {
    // Correos customs fee, brand-less throw-away sender, no trace fields.
    name: 'Correos "su envío está retenido en aduanas, abone 2,99 €" desde un dominio desechable, sin campos de traza',
    lang: 'es',
    lure: 'parcel',
    expect: ['phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Correos <notificaciones@correos-envio-aduana.es.com>',
        to: 'pablo.ruiz.gomez@gmail.com',
        subject: 'Su envío PQ4E7A0912347 está pendiente de pago de aranceles',
        date: 'Thu, 27 Feb 2025 12:46:18 +0100',
        messageId: '20250227114618.3a7b@correos-envio-aduana.es.com',
        dkim: ['correos-envio-aduana.es.com:default'],
        relay: 'mail.correos-envio-aduana.es.com [203.0.113.240]',
        body: document(
          [
            { heading: 'Su paquete está retenido' },
            'Estimado cliente, su envío PQ4E7A0912347 se encuentra retenido en nuestro centro de tratamiento aduanero a la espera del pago de los gastos de aduana (2,99 €).',
            'Si no se realiza el pago en las próximas 48 horas, el paquete será devuelto al remitente.',
            { button: 'Pagar y programar entrega', href: 'https://correos-envio-aduana.es.com/pago/PQ4E7A0912347' },
            { small: 'Sociedad Estatal Correos y Telégrafos, S.A.' },
          ],
          { lang: 'es' },
        ),
      }),
    ),
  },

  {
    // Correios "taxa de importação" from a Gmail account, short.
    name: 'Correios "sua encomenda foi taxada, pague R$ 67,42" de uma conta Gmail',
    lang: 'pt-BR',
    lure: 'parcel',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'Correios Rastreamento <correios.rastreio.brasil@gmail.com>',
      to: 'joao.pedro.silva@hotmail.com',
      subject: 'Sua encomenda foi taxada - objeto NL742881293BR',
      date: 'Tue, 8 Apr 2025 10:11:09 -0300',
      messageId: 'CAF7yK2mZ9pQ4xT1vB8nR3wL6cD0eG5hJ-a@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Olá,\n\nSeu objeto NL742881293BR foi tributado pela Receita Federal e está aguardando o pagamento da taxa de importação de R$ 67,42.\n\nRealize o pagamento via PIX em até 3 dias úteis para liberar a entrega: [https://correios-rastreio-taxa.com/pagar/NL742881293BR](https://correios-rastreio-taxa.com/pagar/NL742881293BR)\n\nApós o prazo o objeto será devolvido ao remetente.\n\nAtenciosamente,\nCorreios',
      ),
    }),
  },

  {
    // CTT customs fee (Portugal), no trace fields.
    name: 'CTT "a sua encomenda aguarda pagamento de portes aduaneiros de 1,89 €" sem campos de traço',
    lang: 'pt-PT',
    lure: 'parcel',
    expect: ['phishing'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'CTT Expresso <info@ctt-encomendas-pt.com>',
        to: 'ines.carvalho@sapo.pt',
        subject: 'A sua encomenda RR889120445PT aguarda pagamento',
        date: 'Mon, 9 Jun 2025 09:48:02 +0100',
        messageId: '20250609084802.2e7f@ctt-encomendas-pt.com',
        dkim: ['ctt-encomendas-pt.com:default'],
        relay: 'mail.ctt-encomendas-pt.com [203.0.113.122]',
        body: document(
          [
            'Caro(a) cliente,',
            'A sua encomenda RR889120445PT encontra-se retida no nosso centro de distribuição por falta de pagamento dos portes aduaneiros (1,89 €).',
            'Efetue o pagamento através do link abaixo para agendar uma nova entrega. Se não o fizer em 72 horas, a encomenda será devolvida.',
            { button: 'Pagar agora', href: 'https://ctt-encomendas-pt.com/pagamento/RR889120445PT' },
            { small: 'CTT - Correios de Portugal, S.A.' },
          ],
          { lang: 'pt-PT' },
        ),
      }),
    ),
  },

  {
    // DHL customs fee in German, through SendGrid from a throw-away domain.
    name: 'DHL "Zollgebühren von 2,49 € ausstehend, Sendung wird zurückgesendet" über SendGrid',
    lang: 'de',
    lure: 'parcel',
    expect: ['phishing'],
    heldOut: true,
    raw: mail({
      from: 'DHL Paket <noreply@dhl-paket-zustellung.info>',
      to: 'sabine.krueger@gmx.de',
      subject: 'Ihre Sendung 00340434161094012345 – Zollgebühren ausstehend',
      date: 'Fri, 10 Oct 2025 15:33:20 +0200',
      messageId: 'tY8kLp2MnQ4rS6vW8xZ0bA@geopod-ismtpd-3',
      dkim: ['dhl-paket-zustellung.info:s1', 'sendgrid.net:smtpapi'],
      returnPath: 'bounces+40022817-c3d1-sabine.krueger=gmx.de@em2291.dhl-paket-zustellung.info',
      relay: 'o2.ptr4410.dhl-paket-zustellung.info [149.72.44.201]',
      auth: THROWAWAY,
      headers: sendgridHeaders('tY8kLp2MnQ4rS6vW8xZ0bAcD2eF4gH6jK8lM0nP2q'),
      body: document(
        [
          { heading: 'Ihre Sendung wartet auf Zahlung' },
          'Für Ihre Sendung 00340434161094012345 sind Zollgebühren in Höhe von 2,49 € angefallen. Bitte begleichen Sie den Betrag innerhalb von 48 Stunden, sonst wird die Sendung an den Absender zurückgeschickt.',
          { button: 'Gebühren bezahlen', href: 'https://dhl-paket-zustellung.info/zoll/zahlung?id=00340434161094012345' },
          { small: 'DHL Paket GmbH, Sträßchensweg 10, 53113 Bonn' },
        ],
        { lang: 'de' },
      ),
    }),
  },
];
