// Romance and dating scams (lures romance, dating).
// Every message is hand-written for this suite from what lands in inboxes and what APWG, CERTs
// and vendors report (none comes from a corpus). Cases marked `heldOut` come from the blind
// batches and the lures written beside their rules: the model never trains on them
// (scripts/export-case-mail.ts), so `npm run bench:cases` reads them as unseen mail.

import { document, GMAIL, gmailBody, mail, mailgunHeaders, OUTLOOK_AM6_104, OUTLOOK_AM6_117, plain, sendgridHeaders, THROWAWAY } from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

export const ROMANCE_AND_DATING_CASES: readonly PhishingCase[] = [
  {
    // Romance scams start with a long, warm letter from a free mailbox and end with a fee.
    name: 'Romance scam: a "UN surgeon in Yemen" asks for $2,400 for his leave papers',
    lang: 'en',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Dr. William Foster <dr.williamfoster.un@gmail.com>',
      to: 'Carol Jennings <caroljennings.56@gmail.com>',
      subject: 'My dearest Carol',
      date: 'Sat, 15 Mar 2025 04:37:19 +0000',
      messageId: 'CAJm4Xp8Qz2Nw5Rb7Vt1Lc3Hd9Fs6Ay0Ge2Ko4Mn8Tq1Zx5@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'My dearest Carol,',
          '',
          'I read your message three times before I slept. You cannot know what your words mean to a man who spends his days in a field hospital far from everyone he loves. Since my wife passed, I did not think I could feel this way again.',
          '',
          'I have good news and bad news, my love. The good news is that my contract with the UN medical mission ends next month and I can finally come to you in Ohio. The bad news is that the mission office will not release my leave papers until the leave fee of $2,400 is paid, and my salary account is frozen while I am on deployment for security reasons.',
          '',
          'I am ashamed to ask, but could you help me with this fee? You can send it by Western Union or in Apple gift cards to my agent, and I will pay you back the moment I land. Please keep this between us, my superiors would not understand.',
          '',
          'Forever yours,',
          'William',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Golpe do amor: "engenheiro em plataforma de petróleo" pede R$ 6.800 para liberar a bagagem',
    lang: 'pt-BR',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Richard Lehmann <richard.lehmann.eng@outlook.com>',
      to: 'Vera Lúcia Campos <veralucia.campos@uol.com.br>',
      subject: 'Meu amor, preciso da sua ajuda',
      date: 'Wed, 12 Feb 2025 23:47:05 +0000',
      messageId: 'PAXP193MB1733E4A2B5C6D7E8F9A0B1C2D3E4F@PAXP193MB1733.EURP193.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR03-DBA-obe.outbound.protection.outlook.com [40.92.59.44]',
      body: plain(
        [
          'Minha querida Vera,',
          '',
          'Cada dia que passa tenho mais certeza de que Deus colocou você no meu caminho. Terminei meu contrato na plataforma e já estou em Londres, esperando o voo para São Paulo para finalmente te conhecer.',
          '',
          'Mas aconteceu um problema: a alfândega reteve minha bagagem com o meu ouro e os documentos, e só liberam depois do pagamento de uma taxa de R$ 6.800. Meus cartões estão bloqueados aqui na Inglaterra e não tenho mais ninguém a quem pedir.',
          '',
          'Você poderia fazer um Pix para o despachante? Assim que chegar aí eu te devolvo tudo em dobro. Não conte para ninguém, eles não entenderiam o nosso amor.',
          '',
          'Chave Pix do despachante: despachante.liberacao@gmail.com',
          '',
          'Com todo o meu amor,',
          'Richard',
        ].join('\n'),
      ),
    }),
  },

  {
    // Romance fraud ("brouteur"): a woman met online is "stuck at customs in Abidjan" and
    // asks for a transfer to free her luggage and come to France.
    name: "Arnaque aux sentiments : « bloquée à la douane d'Abidjan », 1 800 € par Western Union pour venir en France",
    lang: 'fr',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Clarisse Dubois <clarisse.dubois1987@yahoo.com>',
      to: 'gerard.poulain@sfr.fr',
      subject: "Mon cœur, j'ai besoin de toi",
      date: 'Sun, 16 Mar 2025 23:12:08 +0000',
      messageId: '1742166728.4471.yahoo@mail.yahoo.com',
      dkim: ['yahoo.com:s2048'],
      relay: 'sonic307-21.consmr.mail.ir2.yahoo.com [77.238.176.149]',
      body: plain(
        "Mon amour Gérard,\n\nJe suis à l'aéroport d'Abidjan et tout va mal. Les douaniers ont bloqué mes bagages avec les papiers de l'héritage de ma mère et ils demandent 1 800 € de frais de dédouanement, sinon je ne peux pas prendre l'avion pour te rejoindre à Angers samedi.\n\nJ'ai honte de te demander ça, mon cœur, tu sais que je t'aime plus que tout. Je te rembourserai dès que je serai en France, avec l'argent de l'héritage.\n\nEnvoie l'argent par Western Union au nom de mon transitaire, M. Koffi Yao, à Abidjan, et envoie-moi le code MTCN. S'il te plaît, fais vite, l'avion part demain soir. Ne dis rien à ta sœur, elle ne comprendrait pas notre amour.\n\nJe t'embrasse fort,\nTa Clarisse",
      ),
    }),
  },

  {
    // Sex-dating persona from a mass-mailing kit: the From field's display name carries an
    // unquoted comma, so it reads as two mailboxes; "she lives near you" and sex in your area.
    name: 'Sex-Dating-Persona aus einem Versand-Kit: "ich sehe, wir wohnen in der Nähe", From mit ungeschütztem Komma',
    lang: 'de',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Singles Treff <kontakt@mailversand-direkt.de>',
      fromField: 'Singles Treff, Lena <kontakt@mailversand-direkt.de>',
      to: 'markus.berg@web.de',
      subject: 'Lena (27) hat dir geschrieben',
      date: 'Sat, 8 Nov 2025 22:41:09 +0100',
      messageId: '20251108224109.77ab@mailversand-direkt.de',
      relay: 'mx4.mailversand-direkt.de [203.0.113.71]',
      auth: 'absent',
      body: plain(
        'Hallo,\n\nich sehe, wir wohnen in der Nähe. Hättest du Lust, dich diese Woche zu treffen? Ich habe dir private Fotos freigeschaltet.\n\nTriff dich nur mit Leuten, die Sex in deiner Nähe wollen: https://lena-treff.example.net/chat\n\nAbmelden: https://lena-treff.example.net/abmelden',
      ),
    }),
  },

  {
    // A 24-year-old "looking for a lover", a machine-made sender and a .top link.
    name: 'Dating persona: "I am 24 years old, looking for a lover", click for a date on a .top site',
    lang: 'en',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Jessica <qx7vkz2mtp@riverbend-landscaping.com>',
      to: 'paul.wright@outlook.com',
      subject: 'I am 24 years old, looking for a lover',
      date: 'Tue, 14 Oct 2025 03:12:44 +0000',
      messageId: '20251014031244.qx7vkz2mtp@riverbend-landscaping.com',
      relay: 'smtp.riverbend-landscaping.com [203.0.113.88]',
      auth: 'absent',
      body: plain('Hi there, I am 24 years old and so lonely tonight. Click for a date: https://hot-dates-near.top/j24'),
    }),
  },

  {
    // Dutch dating newsletter from a shop's domain with replies to another domain.
    name: 'Datingnieuwsbrief van een webwinkeldomein: "vrouwen in jouw buurt zoeken een sexdate", antwoorden naar een ander domein',
    lang: 'nl',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Sanne <nieuws@tuinmeubel-outlet.nl>',
      to: 'kees.dijkstra@ziggo.nl',
      replyTo: 'reply@flirtpost-mail.com',
      subject: 'Heb jij dit weekend tijd?',
      date: 'Fri, 21 Nov 2025 18:05:33 +0100',
      messageId: '20251121180533.5e1f@tuinmeubel-outlet.nl',
      dkim: ['tuinmeubel-outlet.nl:s1'],
      relay: 'mail.tuinmeubel-outlet.nl [203.0.113.45]',
      headers: ['List-Unsubscribe: <https://tuinmeubel-outlet.nl/afmelden?u=8812>'],
      body: document([
        'Hoi! Eenzame vrouwen in jouw buurt zoeken een sexdate. Meld je gratis aan en chat vanavond nog.',
        { button: 'Bekijk profielen', href: 'https://flirtpost-mail.com/profielen' },
        { small: 'Afmelden: https://tuinmeubel-outlet.nl/afmelden?u=8812' },
      ]),
    }),
  },
  {
    // The fake "someone sent you photos" notice of adult-dating affiliate spam: a throw-away
    // domain through SendGrid, a locked-messages teaser, a link that leads to a card "age check".
    name: 'Dating notice "Jessica, 27, sent you 3 private photos" through SendGrid from a throw-away domain',
    lang: 'en',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'FlirtNearby <notify@flirtnearby-alerts.online>',
      to: 'kevin.marsh84@gmail.com',
      subject: 'Jessica (27) sent you 3 private photos 📷',
      date: 'Fri, 7 Feb 2025 22:41:09 +0000',
      messageId: 'Qm4vR8pT2xN1wL5bC7dK9s@geopod-ismtpd-7',
      dkim: ['flirtnearby-alerts.online:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+30441877-9a1c-kevin.marsh84=gmail.com@em7731.flirtnearby-alerts.online',
      relay: 'o22.ptr4471.flirtnearby-alerts.online [149.72.61.22]',
      auth: { dmarc: 'none' },
      headers: sendgridHeaders('Hq2vN8mT4pX1wR7yZ3bC5dF9kJ0lL6nPb'),
      body: document([
        { heading: 'You have 3 unread messages' },
        'Jessica (27, 3 miles away) sent you 3 private photos and a message: "hey, are you free tonight? 😘"',
        'Her photos are locked until you confirm you are over 18. It takes 30 seconds and it is free.',
        { button: "View Jessica's photos", href: 'https://u30441877.ct.sendgrid.net/ls/click?upn=u001.Vx9Rk2pT7mN4wQ1yZ3bC5dF8hJ0lL6nP-2BJs4Kq' },
        { small: 'You receive this because you joined a partner site. FlirtNearby, 2 Frederick St, London.' },
      ]),
    }),
  },

  {
    // A "persona" writing herself, from a fresh Gmail address: she saw the reader's profile and
    // moves him to her "private page" (a paid cam site behind a card check).
    name: 'Gmail persona "Anna" saw your profile and invites you to her private page on a .xyz',
    lang: 'en',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Anna <anna.looking4fun.96@gmail.com>',
      to: 'robert.hale@outlook.com',
      subject: 'hi its Anna from the site, remember me?',
      date: 'Sun, 16 Mar 2025 23:12:40 +0000',
      messageId: 'CAJ8pN2xV4mR7tK1wQ9bL3cF6dH5sY0a_mT3pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Hi sweetie,\n\nI saw your profile last week and I cant stop thinking about you 🙈 I am new in your area and a bit lonely. I dont use the site anymore because too many fake guys there.\n\nI put my private pics and videos on my own page, you just need to make a free account to see them: https://annas-private.xyz/u/rh84\n\nWrite me there, I will wait for you tonight 💋\nAnna',
      ),
    }),
  },
  {
    // Adult-dating notice in Spanish from a throw-away domain: unread messages from a woman
    // "2 km away", read them after a free "verification" (a card).
    name: 'Contactos: "tienes 4 mensajes nuevos de Lucía, 29 años, a 2 km", dominio desechable',
    lang: 'es',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'CitasCerca <avisos@citascerca-mensajes.site>',
      to: 'javier.ortega.r@hotmail.es',
      subject: 'Lucía te ha escrito 4 mensajes 💌',
      date: 'Fri, 21 Mar 2025 23:05:47 +0100',
      messageId: '20250321220547.5a1c9e@citascerca-mensajes.site',
      dkim: ['citascerca-mensajes.site:s1'],
      relay: 'mail.citascerca-mensajes.site [203.0.113.140]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Tienes 4 mensajes sin leer' },
        'Lucía (29 años, a 2 km de ti) te ha enviado 4 mensajes privados y una foto.',
        '"Hola guapo, he visto tu perfil y me encantaría quedar este finde, ¿me escribes? 😉"',
        'Para leer sus mensajes verifica que eres mayor de edad. Es gratis y tarda un minuto.',
        { button: 'Leer mensajes', href: 'https://citascerca-mensajes.site/inbox?u=jo5521' },
        { small: 'Recibes este correo porque te registraste en un sitio asociado.' },
      ]),
    }),
  },
  {
    // Dating notice in Brazilian Portuguese through Mailgun from a throw-away domain: "Camila
    // mandou uma mensagem", unlock with a Pix "verification" of R$ 4,90.
    name: 'Encontros: "Camila, 26, te mandou uma mensagem", desbloquear com um Pix de R$ 4,90, via Mailgun',
    lang: 'pt-BR',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Solteiras Perto <aviso@solteirasperto-app.online>',
      to: 'rodrigo.almeida.sp@gmail.com',
      subject: 'Camila te mandou uma mensagem 😍',
      date: 'Thu, 24 Apr 2025 23:48:02 -0300',
      messageId: '20250425024802.1c9e7a5b3d2f4e60@solteirasperto-app.online',
      dkim: ['solteirasperto-app.online:mx', 'mailgun.org:mg'],
      returnPath: 'bounce+2a7c41.9e1d-rodrigo.almeida.sp=gmail.com@solteirasperto-app.online',
      relay: 'm228-40.mailgun.net [159.135.228.40]',
      auth: { dmarc: 'none' },
      headers: mailgunHeaders('camila-abr'),
      body: document([
        { heading: 'Você tem 1 mensagem nova' },
        'Camila, 26 anos, está a 3 km de você e mandou uma mensagem: "oi, vi seu perfil e achei você muito gato, bora conversar? 🔥"',
        'Para ler a mensagem e ver as fotos dela, confirme sua conta com um Pix de verificação de R$ 4,90 (devolvido em 24 h).',
        { button: 'Ler mensagem', href: 'http://email.solteirasperto-app.online/c/eJx1jkEOgjAQRa9Cuq6xpa2lrHTjxp0bD2BKGbQBWtK' },
      ]),
    }),
  },
  {
    // Dating persona in European Portuguese from a Gmail address: a woman "new in Lisbon" moves
    // the conversation to her page, where a card is asked "to prove you are over 18".
    name: 'A "Sofia" nova em Lisboa escreve do Gmail: fotos na página dela, confirmar a idade com o cartão',
    lang: 'pt-PT',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Sofia <sofia.lisboa.sozinha@gmail.com>',
      to: 'nuno.carvalho.pt@sapo.pt',
      subject: 'olá, lembras-te de mim? 🙂',
      date: 'Sun, 2 Feb 2025 22:56:31 +0000',
      messageId: 'CAN3pR7xV2mQ8tK4wL1bB9cF5dH6sY0d_vT7pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f43.google.com [209.85.220.43]',
      body: gmailBody(
        'Olá Nuno,\n\nVi o teu perfil e gostei muito de ti. Mudei-me há pouco para Lisboa e ainda não conheço ninguém 🙈\n\nNão uso muito o site, tenho lá muitos chatos. Pus as minhas fotos na minha página privada, só tens de confirmar que és maior de idade com o cartão (não cobra nada): https://sofia-privado.top/pt/n88\n\nEscreve-me lá hoje à noite, beijinhos\nSofia',
      ),
    }),
  },
  {
    // Dating notice in German from a throw-away domain: "Sabine (34) hat dir ein privates Foto
    // geschickt", see it after a free "Altersverifizierung".
    name: 'Dating: "Sabine (34) hat dir ein privates Foto geschickt", Altersverifizierung auf einer Wegwerf-Domain',
    lang: 'de',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'SingleTreff <nachricht@singletreff-nachrichten.site>',
      to: 'markus.hoffmann78@gmx.de',
      subject: 'Sabine (34) hat dir ein privates Foto geschickt',
      date: 'Fri, 11 Apr 2025 22:18:36 +0200',
      messageId: '20250411201836.9f2c@singletreff-nachrichten.site',
      dkim: ['singletreff-nachrichten.site:s1'],
      relay: 'mail.singletreff-nachrichten.site [203.0.113.226]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Du hast eine neue Nachricht' },
        'Sabine (34, 5 km entfernt) hat dir ein privates Foto und eine Nachricht geschickt: „Hey, hast du heute Abend Zeit? 😘"',
        'Um das Foto zu sehen, bestätige kurz, dass du volljährig bist. Kostenlos und in einer Minute erledigt.',
        { button: 'Nachricht lesen', href: 'https://singletreff-nachrichten.site/inbox?m=mh78' },
        { small: 'Du erhältst diese E-Mail, weil du dich bei einem Partnerportal angemeldet hast.' },
      ]),
    }),
  },
  {
    // Dating notice in French: "Vous avez un match ! Émilie vous a envoyé un message", a card
    // "vérification" on a throw-away domain, through SendGrid.
    name: 'Rencontres : « Émilie vous a envoyé un message », vérification par carte, via SendGrid',
    lang: 'fr',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Rencontres Discrètes <alertes@rencontres-discretes.online>',
      to: 'julien.bernard.83@orange.fr',
      subject: 'Nouveau match ! Émilie vous a écrit 💬',
      date: 'Thu, 15 May 2025 23:31:47 +0200',
      messageId: 'Kp7vR2mQ8xT4wN1bL5cD9s@geopod-ismtpd-5',
      dkim: ['rencontres-discretes.online:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+62018834-7c2e-julien.bernard.83=orange.fr@em2291.rencontres-discretes.online',
      relay: 'o9.ptr2291.rencontres-discretes.online [149.72.77.9]',
      auth: { dmarc: 'none' },
      headers: sendgridHeaders('Nx5vQ2pT8mR4wK1yZ7bC3dF9hJ0lL6nPe'),
      body: document([
        { heading: 'Vous avez un nouveau match' },
        'Émilie, 31 ans, à 4 km de chez vous, vous a envoyé un message privé et 2 photos.',
        'Pour lire son message, confirmez que vous êtes majeur. La vérification est gratuite (0,00 €).',
        { button: 'Lire le message', href: 'https://u62018834.ct.sendgrid.net/ls/click?upn=u001.Rs6Rk2pT9mN4wX1vZ3bC5dF8hJ0lL6nP-2BEm3Kq' },
      ]),
    }),
  },
  {
    // Dating notice in Dutch: "Je hebt 2 nieuwe berichten van Sanne", read them after an iDEAL
    // "verificatie" of € 0,01, through Mailgun from a throw-away domain.
    name: 'Daten: "2 nieuwe berichten van Sanne (28)", lezen na een iDEAL-verificatie van € 0,01, via Mailgun',
    lang: 'nl',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'SpontaanDaten <berichten@spontaandaten-nl.online>',
      to: 'dennis.vandijk@ziggo.nl',
      subject: 'Sanne (28) heeft je 2 berichten gestuurd',
      date: 'Sat, 22 Mar 2025 22:40:18 +0100',
      messageId: '20250322214018.4f7a2c1e9b3d5e60@spontaandaten-nl.online',
      dkim: ['spontaandaten-nl.online:mx', 'mailgun.org:mg'],
      returnPath: 'bounce+7c3e19.2b1d-dennis.vandijk=ziggo.nl@spontaandaten-nl.online',
      relay: 'm228-55.mailgun.net [159.135.228.55]',
      auth: { dmarc: 'none' },
      headers: mailgunHeaders('sanne-mrt'),
      body: document([
        { heading: 'Je hebt 2 nieuwe berichten' },
        'Sanne (28, 6 km bij je vandaan) stuurde je 2 berichten en een foto: "Hoi! Zin om iets af te spreken dit weekend? 😊"',
        'Bevestig eenmalig je leeftijd met een iDEAL-verificatie van € 0,01 om haar berichten te lezen.',
        { button: 'Berichten lezen', href: 'http://email.spontaandaten-nl.online/c/eJxVjkEOgyAQRa9iWFsrglVcdeMBuukBBhiUREH' },
      ]),
    }),
  },
  // Written after the fifth batch's rules
  // (not blind): personas on borrowed mailboxes who ask to be written at a free mailbox.
  {
    // A dating persona sent from a hijacked dental practice's own signed mailbox; no Reply-To,
    // the free mailbox that answers is in the text.
    name: 'Persona on a dental practice’s mailbox: "lonely lady from Moldova, write me at …@gmail.com"',
    lang: 'en',
    lure: 'dating',
    expect: ['fraud'],
    raw: mail({
      from: 'Irina <reception@brightsmile-dental.example>',
      to: 'gary.holt58@btinternet.com',
      subject: 'Hi:) how is your day going?',
      date: 'Tue, 16 Sep 2025 03:12:40 +0100',
      messageId: '20250916021240.7c1e@brightsmile-dental.example',
      dkim: ['brightsmile-dental.example:default'],
      relay: 'mail.brightsmile-dental.example [203.0.113.61]',
      body: plain(
        'Hello:) How are things? I hope you are free to talk. I am a lonely woman from Moldova, 29 years old, and I am looking for a kind man. Where are you from?\n\nI will send you my photos, write me at irina.moldova93@gmail.com\n\nKisses, Irina',
      ),
    }),
  },

  {
    // The same in Spanish, from a hijacked estate agent's mailbox.
    name: 'Persona en el buzón de una inmobiliaria: "soy una chica solitaria, escríbeme a …@hotmail.com"',
    lang: 'es',
    lure: 'dating',
    expect: ['fraud'],
    raw: mail({
      from: 'Valeria <ventas@inmobiliaria-costamar.example>',
      to: 'jorge.mendez74@gmail.com',
      subject: 'Hola guapo, ¿tienes un momento?',
      date: 'Sat, 4 Oct 2025 23:41:07 +0200',
      messageId: '20251004214107.3f9a@inmobiliaria-costamar.example',
      dkim: ['inmobiliaria-costamar.example:s1'],
      relay: 'smtp.inmobiliaria-costamar.example [203.0.113.88]',
      body: plain(
        'Hola, ¿qué tal tu día? Soy una chica solitaria de Kiev, tengo 27 años y busco un hombre serio. ¿De dónde eres?\n\nTe enviaré mis fotos. Escríbeme a valeria.kiev98@hotmail.com\n\nUn beso',
      ),
    }),
  },

  {
    // Pig butchering: a "wrong number" opener that moves to a crypto trading platform.
    name: 'Pig-butchering "sorry, wrong address… my uncle\'s AI trading platform made me 40%" from Gmail',
    lang: 'en',
    lure: 'romance',
    expect: ['fraud'],
    raw: mail({
      from: 'Vivian Chen <vivian.chen.lux@gmail.com>',
      to: 'richard.moss1961@gmail.com',
      subject: 'Re: dinner on Friday?',
      date: 'Sun, 6 Jul 2025 03:21:09 +0000',
      messageId: 'CAJ9pN2xV4mR7tK1wQ8bL3cF6dH5sY0a_vC4pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hi Richard, thank you for telling me I had the wrong email, you are very kind 😊 Most people would just ignore.\n\nI live in Seattle, I work in fashion import and in my free time I do crypto trading with my uncle, he is an analyst at a big fund. Last month we made 40% with an AI quantitative strategy on this platform: https://quantix-ai-trade.com\n\nIf you want I can teach you, it is very simple and you can start with $1,000. Can we talk on WhatsApp? My number is +1 (206) 555-0149.\n\nVivian',
      ),
    }),
  },

  {
    // Pig butchering: the "wrong address" opening that moves to a crypto platform.
    name: 'Pig butchering: "sorry, is this still Emily\'s email?" then the uncle\'s crypto trading, from Outlook.com',
    lang: 'en',
    lure: 'romance',
    expect: ['fraud'],
    heldOut: true,
    raw: mail({
      from: 'Vivian Zhao <vivian.zhao.design@outlook.com>',
      to: 'd.harper@sbcglobal.net',
      subject: 'Hi Emily, is this still your email?',
      date: 'Thu, 12 Jun 2025 01:44:09 +0000',
      messageId: 'SY4P282MB3921E6F5A4B3C2D1E0F9A8B7C6D5E4F3@SY4P282MB3921.AUSP282.PROD.OUTLOOK.COM',
      ...OUTLOOK_AM6_104,
      body: plain(
        'Hi Emily, it is Vivian from the design exhibition in Seattle. Is this still your email? I wanted to send you the photos.\n\nOh sorry, it seems I have the wrong address! My apologies for bothering you. But maybe it is fate, haha. I am Vivian, 34, I run a small interior design studio in Vancouver. Where are you from?\n\nMy uncle is a senior analyst and he taught me short-term contract trading on a platform, I made 23% this month. Life is too short to only work, right? If you are interested I can show you, it is very simple. You can also add me on WhatsApp +1 604 555 0188.\n\nHave a nice day!\nVivian',
      ),
    }),
  },

  {
    // Romance: a lonely widower on a Yahoo-like free mail, asks to continue on Telegram.
    name: 'Romance: "I am a widower engineer on an offshore rig" first contact from free mail, asks to move to Telegram',
    lang: 'en',
    lure: 'romance',
    expect: ['fraud'],
    heldOut: true,
    raw: mail({
      from: 'Daniel Whitmore <daniel.whitmore.engr@outlook.com>',
      to: 'patricia.moss52@aol.com',
      subject: 'Hello dear',
      date: 'Sun, 1 Jun 2025 20:41:09 +0000',
      messageId: 'PAXPR04MB8841D2C3B4A5E6F7@PAXPR04MB8841.eurprd04.prod.outlook.com',
      ...OUTLOOK_AM6_117,
      body: plain(
        "Hello dear,\n\nI hope you don't mind me writing to you. I saw your profile on a friend's page and your smile caught my attention. My name is Daniel, I am 56, a widower and a structural engineer currently working on an offshore oil rig in the North Sea. My wife passed away 6 years ago and I have a 12 year old daughter in boarding school.\n\nI am looking for an honest and caring woman to share the rest of my life with. I don't have much time on this email because of network here, can we talk on Telegram? My username is @daniel_whitmore56.\n\nHoping to hear from you soon,\nDaniel",
      ),
    }),
  },

  {
    // Dating lure: only a subject and a link.
    name: 'Dating: subject-only "Anna (28) sent you 3 private photos" with a bare link',
    lang: 'en',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    heldOut: true,
    raw: mail({
      from: 'Anna <anna.privatechat@lovely-meetups.online>',
      to: 'chris.walker88@yahoo.com',
      subject: 'Anna (28) sent you 3 private photos - 2 km from you',
      date: 'Sun, 27 Jul 2025 23:11:48 +0000',
      messageId: '20250727231148.6f1a@lovely-meetups.online',
      dkim: ['lovely-meetups.online:default'],
      relay: 'mail.lovely-meetups.online [203.0.113.210]',
      auth: THROWAWAY,
      body: plain('https://lovely-meetups.online/m/anna28?c=7712'),
    }),
  },

  {
    name: 'Romance: "soy viudo, ingeniero en una plataforma petrolera" first contact from Gmail',
    lang: 'es',
    lure: 'romance',
    expect: ['fraud'],
    heldOut: true,
    raw: mail({
      from: 'Marcos Ribera <marcos.ribera.ing@gmail.com>',
      to: 'elena.prieto61@hotmail.es',
      subject: 'Hola querida',
      date: 'Sat, 8 Nov 2025 21:14:52 +0100',
      messageId: 'CAM4xQ8vN2pL7wT3rB9kZ1cJ5dY0eF6gH-r@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Hola querida,\n\nEspero que no te moleste que te escriba. Vi tu perfil y tu sonrisa me llamó la atención. Me llamo Marcos, tengo 58 años. Soy viudo, ingeniero y trabajo en una plataforma petrolera en alta mar. Mi esposa falleció hace cinco años.\n\nBusco una mujer honesta con quien compartir el resto de mi vida. Aquí la conexión es mala, ¿podemos hablar por WhatsApp?\n\nUn abrazo,\nMarcos',
      ),
    }),
  },

  {
    name: 'Romance: "sou viúvo, médico numa missão de paz" first contact from Outlook',
    lang: 'pt-BR',
    lure: 'romance',
    expect: ['fraud'],
    heldOut: true,
    raw: mail({
      from: 'Richard Alves <dr.richard.alves@outlook.com>',
      to: 'sandra.lima58@uol.com.br',
      subject: 'Olá, querida',
      date: 'Sun, 9 Nov 2025 19:41:03 +0000',
      messageId: 'PAXPR07MB9123E4F5A6B7C8D9@PAXPR07MB9123.eurprd07.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.117]',
      body: plain(
        'Olá querida,\n\nDesculpe escrever sem a conhecer. Sou viúvo, médico cirurgião numa missão de paz das Nações Unidas no Iémen e tenho uma filha de 10 anos.\n\nProcuro uma mulher sincera para partilhar a minha vida. Aqui a internet é fraca, podemos falar pelo Telegram?\n\nCom carinho,\nRichard',
      ),
    }),
  },
];
