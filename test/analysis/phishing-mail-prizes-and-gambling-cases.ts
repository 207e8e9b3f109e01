// Prizes and gambling: surveys with a prize, gift-card wins, casino bonuses (lures
// prize, casino).
// Every message is hand-written for this suite from what lands in inboxes and what APWG, CERTs
// and vendors report (none comes from a corpus). Cases marked `heldOut` come from the blind
// batches and the lures written beside their rules: the model never trains on them
// (scripts/export-case-mail.ts), so `npm run bench:cases` reads them as unseen mail.

import { JPEG } from './formats-builders.ts';
import {
  brevoHeaders,
  document,
  GMAIL,
  gmailBody,
  html,
  inlineImage,
  mail,
  mailchimpHeaders,
  multipart,
  OUTLOOK,
  outlookForward,
  plain,
  THROWAWAY,
  withoutTrace,
} from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

export const PRIZES_AND_GAMBLING_CASES: readonly PhishingCase[] = [
  {
    // Casino bonus from a kit's malformed From on someone else's domain.
    name: 'Casino-Willkommensbonus bis zu 500 € + 150 Freispiele, From mit ungeschütztem Komma',
    lang: 'de',
    lure: 'casino',
    expect: ['fraud'],
    raw: mail({
      from: 'Willkommensbonus <angebote@reisen-vergleich24.de>',
      fromField: 'Willkommensbonus, Casino <angebote@reisen-vergleich24.de>',
      to: 'j.hoffmann@gmx.de',
      subject: 'Ihr Willkommensbonus wartet',
      date: 'Sun, 16 Nov 2025 19:30:12 +0100',
      messageId: '20251116193012.c41d@reisen-vergleich24.de',
      relay: 'out.reisen-vergleich24.de [203.0.113.52]',
      auth: 'absent',
      body: plain(
        'Hallo,\n\nwillkommen im Casino Goldrausch! Ihr Willkommensbonus von bis zu 500 € + 150 Freispiele ist nur einen Klick entfernt: https://goldrausch-bonus.example.org/start\n\nAbmelden: https://goldrausch-bonus.example.org/stop',
      ),
    }),
  },

  {
    // The retailer "loyalty survey" of 2025: Costco's name, a reward worth $90, a $2.95 shipping
    // fee by card, mailed from a plumbing firm's hijacked mailbox (its own DKIM passes).
    name: 'Costco "member survey, claim your reward" from a plumbing firm\'s hijacked mailbox, pay $2.95 shipping',
    lang: 'en',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Costco Member Rewards <office@aceplumbingtulsa.com>',
      to: 'linda.ferris@yahoo.com',
      subject: 'Congratulations! You have been selected (Member #4418)',
      date: 'Tue, 22 Apr 2025 14:05:51 -0500',
      messageId: '3f9c21ab7e4d4c02@aceplumbingtulsa.com',
      dkim: ['aceplumbingtulsa.com:default'],
      relay: 'mail.aceplumbingtulsa.com [198.51.100.77]',
      body: document([
        { heading: 'Costco Member Appreciation' },
        'Dear Member, you have been randomly selected to take part in our 30-second survey about your shopping experience.',
        'As a thank-you you can receive a Ninja Air Fryer Max XL (retail value $89.99). You only pay $2.95 for shipping.',
        'Only 3 rewards left today – offer expires at midnight.',
        { button: 'START SURVEY', href: 'https://costco-member-rewards.shop/s/?c=4418' },
        { small: 'Costco is not affiliated with this promotion. To opt out reply STOP.' },
      ]),
    }),
  },

  {
    // Picture-only prize lure: the whole message is one linked image of a "spin the wheel"
    // for a gift card, from a throw-away domain with no text at all.
    name: 'Walmart gift-card "spin the wheel" as one linked picture, no text, throw-away domain',
    lang: 'en',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Walmart Shopper Rewards <rewards@shopper-giftzone.click>',
      to: 'tmcallister@comcast.net',
      subject: 'Your $750 Walmart Gift Card is pending – last reminder',
      date: 'Mon, 2 Jun 2025 09:33:18 +0000',
      messageId: '20250602093318.8c2e41@shopper-giftzone.click',
      dkim: ['shopper-giftzone.click:k1'],
      relay: 'mta1.shopper-giftzone.click [203.0.113.121]',
      auth: { dmarc: 'none' },
      body: multipart('related', [
        html(
          '<html><body style="margin:0"><center><a href="https://shopper-giftzone.click/spin?id=tm8841"><img src="cid:wheel@giftzone" width="600" height="720" border="0" alt="Claim now"></a></center></body></html>',
        ),
        inlineImage('wheel@giftzone', 'wheel.jpg', JPEG),
      ]),
    }),
  },

  {
    // Rogue-casino affiliate mail: an unlicensed offshore casino "credits" a bonus to an account
    // the reader never opened, through a hijacked Brevo account of a bakery.
    name: 'Offshore casino "£500 bonus + 200 free spins credited, withdraw today" via a bakery\'s hijacked Brevo',
    lang: 'en',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Royal Spin Casino <hello@crumbandcrust.co.uk>',
      to: 'gary.whitlow@btinternet.com',
      subject: 'Gary, £500 + 200 FREE SPINS are waiting in your account',
      date: 'Sat, 10 May 2025 19:22:04 +0000',
      messageId: '202505101922.83017457512@smtp-relay.mailin.fr',
      dkim: ['crumbandcrust.co.uk:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-88412-gary.whitlow=btinternet.com@sendinblue.com',
      relay: 'smtp-relay.sendinblue.com [185.41.28.117]',
      headers: brevoHeaders('88412', 'a8c2e4f6-1b3d-4e5f-9a7c-0d2e4f6a8b1c'),
      body: document([
        { heading: 'Your bonus has been credited!' },
        'Hi Gary, great news: a £500 welcome bonus and 200 free spins on Book of Dead were added to your player account. No deposit needed, no wagering, withdraw your winnings instantly.',
        'Your bonus expires in 24 hours.',
        { button: 'PLAY NOW & WITHDRAW', href: 'https://royalspin-vip.bet/claim?p=gw551' },
        { small: 'Curacao eGaming. 18+ only. Unsubscribe.' },
      ]),
    }),
  },

  {
    // A rogue casino that copies a licensed operator's footer (UKGC licence, BeGambleAware) onto
    // its own throw-away domain, signed: the licence line cannot vouch for a throw-away sender.
    name: 'Rogue casino with a copied UK Gambling Commission footer, from its own signed throw-away domain',
    lang: 'en',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'SpinVault Casino <vip@spinvault-casino.top>',
      to: 'dean.hollis@outlook.com',
      subject: 'Dean, 300 free spins + £1,000 bonus credited – claim before midnight',
      date: 'Fri, 6 Jun 2025 21:04:51 +0000',
      messageId: '20250606210451.5b2e19@spinvault-casino.top',
      dkim: ['spinvault-casino.top:s1'],
      relay: 'mail.spinvault-casino.top [203.0.113.84]',
      body: document([
        { heading: 'Your VIP bonus is ready' },
        'Dean, 300 free spins and a £1,000 welcome bonus have been credited to your player account. No deposit needed, withdraw your winnings instantly.',
        { button: 'CLAIM MY SPINS', href: 'https://spinvault-casino.top/claim?u=dh41' },
        { small: 'SpinVault is licensed by the UK Gambling Commission. 18+. When the fun stops, stop. www.begambleaware.org' },
      ]),
    }),
  },

  {
    // The same copied licence line (GGL, "Glücksspiel kann süchtig machen") from a signed domain
    // named after the casino, replies going to a free mailbox.
    name: 'Casino mit kopierter GGL-Zeile: 200 Freispiele gutgeschrieben, Antworten an ein Gmail-Postfach',
    lang: 'de',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Goldstern Casino <bonus@goldstern-casino.com>',
      to: 'ralf.neumann@web.de',
      replyTo: 'goldstern.vipservice@gmail.com',
      subject: 'Ralf, 200 Freispiele und 500 € Bonus sind gutgeschrieben',
      date: 'Sat, 7 Jun 2025 20:12:33 +0200',
      messageId: '20250607181233.9a41c7@goldstern-casino.com',
      dkim: ['goldstern-casino.com:s1'],
      relay: 'mail.goldstern-casino.com [198.51.100.61]',
      body: document(
        [
          'Hallo Ralf,',
          'Ihrem Spielerkonto wurden 200 Freispiele und ein Bonus von 500 € gutgeschrieben, ganz ohne Einzahlung. Gewinne sofort auszahlen lassen!',
          { button: 'Jetzt Freispiele holen', href: 'https://goldstern-casino.com/bonus?r=rn77' },
          'Fragen? Antworten Sie einfach auf diese E-Mail, unser VIP-Service hilft sofort.',
          { small: 'Erlaubt durch die Gemeinsame Glücksspielbehörde der Länder. 18+. Glücksspiel kann süchtig machen.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    // Supermarket survey lure from a gestoría's hijacked mailbox: a €500 gift card for five
    // questions, pay €1.95 of "gastos de envío" by card.
    name: 'Mercadona: encuesta de satisfacción con tarjeta regalo de 500 €, desde el buzón secuestrado de una gestoría',
    lang: 'es',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Mercadona Clientes <info@gestoriamartinezlorca.es>',
      to: 'carmen.vidal.s@gmail.com',
      subject: '¡Enhorabuena! Ha sido seleccionado/a: tarjeta regalo de 500 €',
      date: 'Mon, 12 May 2025 10:48:19 +0200',
      messageId: 'c4e8a1f0b2d94e7c@gestoriamartinezlorca.es',
      dkim: ['gestoriamartinezlorca.es:default'],
      relay: 'smtp.gestoriamartinezlorca.es [198.51.100.34]',
      body: document([
        { heading: 'Encuesta de satisfacción Mercadona 2025' },
        'Estimado/a cliente: ha sido elegido/a al azar para participar en nuestra encuesta anual. Responda a 5 preguntas y reciba una tarjeta regalo de 500 € para gastar en cualquier supermercado.',
        'Solo tiene que abonar 1,95 € de gastos de envío. Quedan 3 tarjetas disponibles hoy.',
        { button: 'EMPEZAR ENCUESTA', href: 'https://mercadona-encuesta-premios.shop/es/?id=cv2291' },
      ]),
    }),
  },

  {
    // Unlicensed casino in Spanish: a 300% welcome bonus and 150 free spins "already in your
    // account", from a Gmail address, link to a .bet domain outside the Spanish licence.
    name: 'Casino sin licencia: bono del 300 % y 150 giros gratis "ya en tu cuenta", desde Gmail',
    lang: 'es',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Casino Fortuna Real <fortunareal.vip.es@gmail.com>',
      to: 'pedro.alarcon@yahoo.es',
      subject: 'Pedro, tus 150 GIROS GRATIS caducan esta noche 🎰',
      date: 'Sat, 14 Jun 2025 21:17:33 +0200',
      messageId: 'CAL4xP8vN2mR7tQ1wK9bL3cF5dH6sY0b_nT8pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f54.google.com [209.85.220.54]',
      body: gmailBody(
        'Hola Pedro!\n\nTe hemos activado un BONO DE BIENVENIDA DEL 300% + 150 GIROS GRATIS en Gates of Olympus. Ya están en tu cuenta, sin depósito y sin requisitos de apuesta. Retira tus ganancias al momento por Bizum o cripto.\n\nEl bono caduca a las 23:59 de hoy: https://fortunareal-vip.bet/es/bono?u=pa77\n\nSuerte!\nEquipo VIP Fortuna Real',
      ),
    }),
  },

  {
    // Retailer prize lure: Magazine Luiza "pesquisa premiada", an air fryer for R$ 19,90 of
    // freight by Pix, from a hijacked clinic mailbox.
    name: 'Magazine Luiza: pesquisa premiada com uma Air Fryer, pague só o frete de R$ 19,90, de uma clínica comprometida',
    lang: 'pt-BR',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Magalu Prêmios <contato@clinicasorrisoperfeitobh.com.br>',
      to: 'sandra.lopes1972@hotmail.com',
      subject: 'Parabéns! Você foi selecionada para a Pesquisa Premiada Magalu',
      date: 'Tue, 3 Jun 2025 13:26:55 -0300',
      messageId: '8d2f4a1c9e7b41c3@clinicasorrisoperfeitobh.com.br',
      dkim: ['clinicasorrisoperfeitobh.com.br:default'],
      relay: 'mail.clinicasorrisoperfeitobh.com.br [198.51.100.88]',
      body: document([
        { heading: 'Pesquisa Premiada Magalu' },
        'Olá! Você foi escolhida para responder à nossa pesquisa de satisfação. Como agradecimento, ganhe uma Air Fryer Mondial 4L. Você paga apenas o frete de R$ 19,90 no Pix.',
        'Atenção: restam apenas 5 prêmios e a promoção termina hoje.',
        { button: 'RESPONDER PESQUISA', href: 'https://magalu-pesquisa-premiada.shop/?ref=sl72' },
      ]),
    }),
  },

  {
    // The "tigrinho" wave: an unlicensed slot site promises R$ 50 on sign-up and "withdraw by
    // Pix in seconds", from a Gmail influencer address.
    name: 'Jogo do Tigrinho: R$ 50 de bônus no cadastro e saque no Pix em segundos, de um Gmail',
    lang: 'pt-BR',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Bruna Influencer <brunaganhos.oficial@gmail.com>',
      to: 'felipe.nascimento92@gmail.com',
      subject: 'ganhei R$ 3.200 hoje no tigrinho, te mando o link 🐯',
      date: 'Fri, 8 Aug 2025 20:33:14 -0300',
      messageId: 'CAM7yQ3xP9vN2tR5wK1bL8cF4dH6sY0c_qT2pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f47.google.com [209.85.220.47]',
      body: gmailBody(
        'Oii, tudo bem?\n\nHoje fiz R$ 3.200 no Fortune Tiger e sacei na hora pelo Pix 💸 A plataforma tá pagando muito, é o horário pagante!\n\nCadastra pelo meu link que você ganha R$ 50 de bônus sem depositar nada: https://tigrinho-pagante.vip/cadastro?ref=bruna\n\nDeposita a partir de R$ 20 e já dá pra sacar. Corre que o bônus acaba hoje!\nBjs',
      ),
    }),
  },

  {
    // Supermarket survey in Portugal: a €150 Continente voucher for a questionnaire, pay €1,99
    // of postage, from a hijacked accounting office's mailbox.
    name: 'Continente: questionário com vale de 150 €, pagar 1,99 € de portes, de um gabinete de contabilidade comprometido',
    lang: 'pt-PT',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Continente Clientes <geral@contabilidade-ferreira-braga.pt>',
      to: 'helena.sousa.m@gmail.com',
      subject: 'Foi selecionada: vale de compras de 150 €',
      date: 'Wed, 9 Apr 2025 11:14:06 +0100',
      messageId: '5e1b9c7a3d2f4a81@contabilidade-ferreira-braga.pt',
      dkim: ['contabilidade-ferreira-braga.pt:default'],
      relay: 'mail.contabilidade-ferreira-braga.pt [198.51.100.112]',
      body: document([
        { heading: 'Questionário de satisfação Continente' },
        'Cara cliente, foi selecionada aleatoriamente para responder ao nosso questionário anual. No fim recebe um vale de compras de 150 € válido em todas as lojas.',
        'Só tem de pagar 1,99 € de portes de envio do cartão. Oferta válida até hoje às 23h59.',
        { button: 'Responder agora', href: 'https://continente-questionario.shop/pt/?h=sm' },
      ]),
    }),
  },

  {
    // Supermarket prize lure in German through a hijacked Brevo of a Kfz-Werkstatt: a €500
    // Lidl voucher for a survey, €2 "Versandkosten".
    name: 'Lidl: Kundenumfrage mit 500 €-Gutschein, 2 € Versandkosten, über den gekaperten Brevo-Account einer Werkstatt',
    lang: 'de',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Lidl Kundenservice <info@autowerkstatt-brenner.de>',
      to: 'petra.wagner.61@web.de',
      subject: 'Herzlichen Glückwunsch! Sie wurden ausgewählt',
      date: 'Tue, 24 Jun 2025 09:51:22 +0200',
      messageId: '202506240751.71204459981@smtp-relay.mailin.fr',
      dkim: ['autowerkstatt-brenner.de:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-71204-petra.wagner.61=web.de@sendinblue.com',
      relay: 'smtp-relay.sendinblue.com [185.41.28.152]',
      headers: brevoHeaders('71204', 'd9b2e4a1-7c3f-4e8a-b1d6-2f9c5a7e3b40'),
      body: document([
        { heading: 'Lidl Kundenumfrage 2025' },
        'Sie wurden zufällig ausgewählt, an unserer Kundenumfrage teilzunehmen. Beantworten Sie 6 kurze Fragen und erhalten Sie einen Lidl-Gutschein im Wert von 500 €.',
        'Sie zahlen lediglich 2,00 € Versandkosten. Nur noch heute gültig!',
        { button: 'Jetzt teilnehmen', href: 'https://lidl-umfrage-gutschein.shop/de/?p=pw61' },
      ]),
    }),
  },

  {
    // Offshore casino in German: "500 € Willkommensbonus + 200 Freispiele ohne Einzahlung",
    // no German licence, from a Gmail address.
    name: 'Online-Casino ohne deutsche Lizenz: 500 € Bonus und 200 Freispiele ohne Einzahlung, von Gmail',
    lang: 'de',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Casino Goldrausch VIP <goldrausch.vip.casino@gmail.com>',
      to: 'thomas.becker.hh@t-online.de',
      subject: 'Thomas, Ihr 500 € Bonus wurde gutgeschrieben 🎰',
      date: 'Sat, 18 Oct 2025 20:04:51 +0200',
      messageId: 'CAO8zR4xQ2vN7tP1wK5bL9cF3dH6sY0e_mT5pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f52.google.com [209.85.220.52]',
      body: gmailBody(
        'Hallo Thomas,\n\nIhr VIP-Konto wurde freigeschaltet: 500 € Willkommensbonus + 200 Freispiele, ganz ohne Einzahlung und ohne Umsatzbedingungen. Keine Limits, kein 1-Euro-Limit wie bei deutschen Anbietern, Auszahlung sofort in Krypto.\n\nBonus aktivieren (nur bis Mitternacht): https://goldrausch-casino.vip/de/bonus?t=tb\n\nViel Glück!\nIhr VIP-Team',
      ),
    }),
  },

  {
    // Retailer prize lure in French: a Le Creuset set "pour les clients Carrefour", €1,95 of
    // postage, from a hijacked plumber's mailbox.
    name: 'Carrefour : coffret Le Creuset à gagner après un sondage, 1,95 € de frais de port, depuis un plombier compromis',
    lang: 'fr',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Carrefour Fidélité <contact@plomberie-durand-lyon.fr>',
      to: 'nathalie.petit.69@free.fr',
      subject: 'Félicitations ! Votre coffret Le Creuset vous attend',
      date: 'Mon, 13 Oct 2025 12:09:30 +0200',
      messageId: '7c2e9a1f4b3d4e80@plomberie-durand-lyon.fr',
      dkim: ['plomberie-durand-lyon.fr:default'],
      relay: 'smtp.plomberie-durand-lyon.fr [198.51.100.147]',
      body: document([
        { heading: 'Jeu Fidélité Carrefour' },
        "Chère cliente, vous avez été tirée au sort pour répondre à notre sondage de satisfaction. En remerciement, recevez un coffret de cocottes Le Creuset d'une valeur de 349 €.",
        "Seuls 1,95 € de frais de port sont à régler. Offre valable aujourd'hui uniquement.",
        { button: 'Je réponds au sondage', href: 'https://carrefour-fidelite-cadeaux.shop/fr/?n=np69' },
      ]),
    }),
  },

  {
    // Supermarket prize lure in Dutch: "Albert Heijn 100-jarig jubileum", a survey and a gift,
    // pay € 2,95 shipping, from a free Outlook.com address.
    name: 'Albert Heijn "jubileumactie": enquête en een cadeau, € 2,95 verzendkosten, vanaf Outlook.com',
    lang: 'nl',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Albert Heijn Jubileum <ah.jubileum.actie@outlook.com>',
      to: 'ingrid.smit64@kpnmail.nl',
      subject: 'Gefeliciteerd! U bent geselecteerd voor de AH jubileumactie',
      date: 'Wed, 28 May 2025 13:55:41 +0000',
      messageId: 'AS8P190MB1437C2A9E1F7B4D3E6C0A5F1B2D8E@AS8P190MB1437.EURP190.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR03-AM7-obe.outbound.protection.outlook.com [40.92.58.33]',
      body: plain(
        'Beste klant,\n\nOm ons jubileum te vieren verloten wij onder trouwe klanten een Philips Airfryer XXL. U bent geselecteerd! Vul onze korte enquête in (1 minuut) en kies uw cadeau.\n\nU betaalt alleen € 2,95 verzendkosten. Let op: de actie eindigt vandaag.\n\nStart de enquête: https://ah-jubileum-cadeau.shop/nl/?i=is64\n\nMet vriendelijke groet,\nAlbert Heijn',
      ),
    }),
  },

  {
    // Unlicensed casino in Dutch: no KSA licence, "geen CRUKS-controle", 100 free spins and a
    // €1.000 bonus, through a hijacked Mailchimp of a bicycle shop.
    name: 'Casino zonder vergunning: "geen CRUKS-controle", 100 free spins en € 1.000 bonus, via een gekaapte Mailchimp',
    lang: 'nl',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Lucky Tulip Casino <nieuws@fietsenwinkelvandam.nl>',
      to: 'kevin.bakker90@gmail.com',
      subject: 'Kevin, je 100 FREE SPINS staan klaar (geen CRUKS!)',
      date: 'Fri, 31 Oct 2025 20:48:16 +0100',
      messageId: 'c9e1a7f2b4d3.55102948@mail97.sea71.mcsv.net',
      dkim: ['fietsenwinkelvandam.nl:k2', 'mcsv.net:k3'],
      returnPath: 'bounce-mc.us8_55102948.2210-kevin.bakker90=gmail.com@mail97.sea71.mcsv.net',
      relay: 'mail97.sea71.mcsv.net [205.201.130.97]',
      headers: mailchimpHeaders('fietsenwinkelvandam', 'us8', 'f1b7e2c9a4d3e6c8a5f2b1d9e', 'b82d4f1c7e'),
      body: document([
        { heading: 'Welkomstbonus tot € 1.000 + 100 free spins' },
        'Speel zonder CRUKS-registratie en zonder limieten. Je bonus staat al klaar: 100% tot € 1.000 en 100 free spins op Starburst. Uitbetaling binnen 5 minuten in crypto.',
        {
          button: 'Claim je bonus',
          href: 'https://fietsenwinkelvandam.us8.list-manage.com/track/click?u=f1b7e2c9a4d3e6c8a5f2b1d9e&id=7e2c1a9f4b&e=5c3a8e1d2f',
        },
        { small: '18+. Speel verantwoord.' },
      ]),
    }),
  },
  {
    // A survey "prize" that is one linked picture from a fresh Gmail address, its button a short
    // link: nothing a filter can read, and nobody accountable behind the mailbox.
    name: 'Encuesta con premio como una sola imagen desde Gmail, el botón un enlace acortado',
    lang: 'es',
    lure: 'prize',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Encuesta Clientes <premios.encuesta.2025@gmail.com>',
      to: 'lucia.fernandez@telefonica.net',
      subject: 'Su opinión tiene premio',
      date: 'Tue, 14 Oct 2025 07:12:44 +0000',
      messageId: '<CAF8mQ2vR7pT1xN4wL6bC9dK3sZ5yH0jE8gU2iO4aW6qR1tV3nM@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: multipart('related', [
        html('<html><body><a href="https://bit.ly/4mQx2Lr"><img src="cid:premio@encuesta" width="600" height="640" alt="Responder"></a></body></html>'),
        inlineImage('premio@encuesta', 'premio.jpg', JPEG),
      ]),
    }),
  },

  {
    // Loyalty points "expiring" from an accountant's hijacked mailbox.
    name: 'Livelo "38.400 pontos expiram hoje, resgate" from an accountant\'s hijacked mailbox',
    lang: 'pt-BR',
    lure: 'prize',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Livelo <contato@contabilidadesantos.com.br>',
      to: 'eduardo.costa@terra.com.br',
      subject: 'Eduardo, seus 38.400 pontos Livelo expiram hoje',
      date: 'Fri, 26 Sep 2025 13:15:27 -0300',
      messageId: '4d5e6f7a8b9c4d0e@contabilidadesantos.com.br',
      dkim: ['contabilidadesantos.com.br:default'],
      relay: 'mail.contabilidadesantos.com.br [198.51.100.150]',
      body: document(
        [
          { heading: 'Seus pontos vão expirar' },
          'Olá Eduardo, você tem 38.400 pontos Livelo que expiram hoje às 23h59. Troque agora por produtos como Smart TV 50", iPhone ou air fryer sem pagar nada a mais.',
          { button: 'Resgatar meus pontos', href: 'https://livelo-resgate-pontos.shop/catalogo?id=38400' },
          { small: 'Livelo S.A.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Lottery "your e-mail won €950,000 in the EuroMillions online promotion" from a throw-away domain',
    lang: 'en',
    lure: 'prize',
    expect: ['fraud'],
    raw: mail({
      from: 'EuroMillions International <claims@euromillions-award-dept.com>',
      to: 'brenda.holt@btinternet.com',
      replyTo: 'Claims Agent <claims.agent.fernandez@gmx.com>',
      subject: 'Winning Notification: Ref EM/2025/0884127',
      date: 'Fri, 4 Apr 2025 13:58:44 +0000',
      messageId: '20250404135844.9e2d@euromillions-award-dept.com',
      dkim: ['euromillions-award-dept.com:default'],
      relay: 'mail.euromillions-award-dept.com [203.0.113.73]',
      auth: THROWAWAY,
      body: document([
        { heading: 'Congratulations!' },
        'Your e-mail address attached to ticket number 56475600545 drew the lucky numbers in the EuroMillions International online promotion, and you have won the sum of €950,000.00 (Nine Hundred and Fifty Thousand Euros).',
        {
          rows: [
            ['Reference', 'EM/2025/0884127'],
            ['Batch', '074/11/ZY369'],
          ],
        },
        'To claim your prize, contact our claims agent Mr. Luis Fernandez with your full name, address, age, occupation and telephone number. Keep this award confidential until your claim has been processed.',
        { small: 'EuroMillions International Promotions, Madrid.' },
      ]),
    }),
  },

  {
    // The letter is one picture from a Gmail mailbox whose link is shortened: what it says and where it leads are both hidden.
    name: 'Bare Outlook forward of a picture-only "giveaway" whose button is a short link',
    lang: 'en',
    lure: 'prize',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Dana Whitfield <d.whitfield@harbourview-dental.com>',
      to: 'abuse-reports@harbourview-dental.com',
      subject: 'Fw: Holiday Give Away #2025',
      date: 'Tue, 7 Jan 2025 09:12:44 +0000',
      messageId: 'DB9PR04MB8412A1C2@DB9PR04MB8412.eurprd04.prod.outlook.com',
      dkim: ['harbourview-dental.com:selector1'],
      relay: 'mail-db9eur04on2041.outbound.protection.outlook.com [40.107.6.41]',
      body: outlookForward(
        [
          'From: Home Goods Club <homegoods.club.rewards@gmail.com>',
          'Sent: Monday, January 6, 2025 21:44',
          'To: Dana Whitfield <d.whitfield@harbourview-dental.com>',
          'Subject: Holiday Give Away #2025',
        ],
        '[https://bit.ly/4hGv2Xq]<https://bit.ly/4hGv3Zr>',
        '<center><a href="https://bit.ly/4hGv3Zr"><img src="https://bit.ly/4hGv2Xq"></a></center>',
      ),
    }),
  },

  {
    // A sweepstakes scam that copies the rules' "no purchase necessary": millions dangled and a
    // fee to pay, which no real promotion asks.
    name: 'Sweepstakes "you have won $2,500,000.00 … no purchase necessary … pay the processing fee" from a free mailbox',
    lang: 'en',
    lure: 'prize',
    expect: ['fraud'],
    raw: mail({
      from: 'Prize Patrol Claims <prizepatrol.claims.dept@gmail.com>',
      to: 'eleanor.briggs60@aol.com',
      subject: 'Winner notification: Grand Prize',
      date: 'Wed, 23 Jul 2025 13:40:02 +0000',
      messageId: 'CAM2yS4oX6pT9vM3yS1dN5eH8fJ7uA2c_pB8rZ@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Congratulations! You have won $2,500,000.00 and a new car in our Grand Prize Sweepstakes. NO PURCHASE NECESSARY. Void where prohibited.\n\nTo claim your prize, pay the $250 processing fee by gift card and reply with the card numbers and your bank details.\n\nPrize Patrol Claims Department',
      ),
    }),
  },

  {
    // The same rules line under a small prize, but a shipping fee asked: still the fee scam.
    name: 'Prize notice "you\'ve won an iPhone 16 … no purchase necessary … pay $1.99 shipping" from a free mailbox',
    lang: 'en',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Rewards Center <rewards.center.winner@outlook.com>',
      to: 'kevin.doyle83@hotmail.com',
      subject: 'You have been selected',
      date: 'Thu, 24 Jul 2025 17:05:10 +0000',
      messageId: 'DB9P195MB1422B1C2D3E4F5A6B7C8D9E0F1A2B3C4@DB9P195MB1422.EURP195.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: plain(
        "Congratulations, you've won an iPhone 16 Pro in our monthly loyalty draw! No purchase necessary.\n\nTo claim your prize, confirm your address and pay $1.99 for shipping with your card at https://rewards-center-claim.weebly.com within 24 hours.\n\nRewards Center",
      ),
    }),
  },

  {
    // Lottery: a picture-only "winner" mail, no trace fields.
    name: 'Lottery: picture-only "Powerball International Promotion winner" with a claims address, no trace fields',
    lang: 'en',
    lure: 'prize',
    expect: ['fraud'],
    heldOut: true,
    todo: "clean/low: content_fraud_wording, auth_results_missing, content_image_lure; the learned layer reads fraud below its strong tier in a picture with one line of text, and nothing else in the mail is a prize lure the rules name (the claims address is on the sender's own signed domain); it passes the strong tier or not from one retrain to the next",
    raw: withoutTrace(
      mail({
        from: 'Powerball Promotion <claims@intl-lotto-awards.com>',
        to: 'winner-notify@intl-lotto-awards.com',
        subject: 'Congratulations!!! Your email won £850,000.00',
        date: 'Wed, 9 Apr 2025 01:12:40 +0000',
        messageId: '20250409011240.1aa3@intl-lotto-awards.com',
        dkim: ['intl-lotto-awards.com:default'],
        relay: 'mail.intl-lotto-awards.com [203.0.113.9]',
        body: multipart('related', [
          html(
            '<html><body><p><img src="cid:winner@lotto" alt="Winning notification" width="600"></p><p>Contact claims agent: Mr. James Walter, claims.agent.walter@yahoo.com</p></body></html>',
          ),
          inlineImage('winner@lotto', 'winner.jpg', JPEG),
        ]),
      }),
    ),
  },

  {
    // Casino bonus, HTML only, no trace fields.
    name: 'Casino: "your 500% welcome bonus + 200 free spins expire tonight" HTML only, no trace fields',
    lang: 'en',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    todo: "suspicious/medium: content_advance_fee, content_scam_offer, auth_results_missing; unsolicited casino bonus ('500% bonus, 200 free spins, expires at midnight') from a .casino domain",
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Royal Spin Casino <vip@royalspin-bonus.casino>',
        to: 'tony.rizzo@verizon.net',
        subject: '🎰 Tony, your $2,500 bonus + 200 FREE SPINS expire at midnight!',
        date: 'Fri, 23 May 2025 21:00:12 +0000',
        messageId: '20250523210012.9b8a@royalspin-bonus.casino',
        dkim: ['royalspin-bonus.casino:default'],
        relay: 'mail.royalspin-bonus.casino [198.51.100.199]',
        body: document(
          [
            { heading: 'YOU HAVE BEEN SELECTED!' },
            'Congratulations Tony! Your account was credited with a 500% welcome bonus up to $2,500 plus 200 FREE SPINS on Book of Dead. No deposit verification, instant withdrawals!',
            { button: 'CLAIM MY BONUS NOW', href: 'https://royalspin-bonus.casino/claim?uid=77120' },
            { small: 'Offer expires at midnight. 18+. Gamble responsibly.' },
          ],
          { htmlOnly: true },
        ),
      }),
    ),
  },
];
