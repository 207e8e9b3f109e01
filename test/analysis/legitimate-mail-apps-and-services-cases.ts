// Apps and services: marketplaces, dating and social apps, subscriptions, hosting and
// software vendors, support desks.
// Every message is hand-written for this suite (none comes from a corpus); brand mail uses the
// brand's real sending domains. Cases marked `heldOut` are the genuine counterparts of the blind
// batches: the model never trains on them (scripts/export-case-mail.ts).

import { brazeHeaders, document, html, LIST_UNSUBSCRIBE_POST, listHeaders, mail, multipart, plain, sesHeaders } from './mail-builder.ts';
import type { LegitimateCase } from './mail-case.ts';

export const APPS_AND_SERVICES_CASES: readonly LegitimateCase[] = [
  {
    name: 'Support case reply with its Salesforce thread reference',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Soporte Telcomar <soporte@telcomar.es>',
      to: 'Lucía Romero <lucia.romero@gmail.com>',
      subject: 'Re: Caso 00412877 - Cambio de tarifa [ ref:_00D3h2ZHxY._5003h1k9UqX:ref ]',
      date: 'Mon, 10 Nov 2025 16:20:05 +0100',
      messageId: 'HxQpZ000000000000000000000000000000000000000000000T4N2UV00Kp9qWx7mTz2b3c4d5e6f@sfdc.net',
      dkim: ['telcomar.es:sf2025'],
      relay: 'smtp07-ia4-sp3.mta.salesforce.com [13.110.74.205]',
      headers: ['In-Reply-To: <CAF9k2=mX4p@mail.gmail.com>', 'References: <CAF9k2=mX4p@mail.gmail.com>'],
      body: plain(
        [
          'Hola, Lucía:',
          '',
          'Hemos aplicado el cambio a la tarifa Fibra 600 a partir del próximo ciclo de facturación. No tienes que hacer nada más.',
          '',
          'Un saludo,',
          'Equipo de Soporte Telcomar',
        ].join('\n'),
      ),
    }),
  },

  {
    // Salesforce retired the ref:…:ref thread ID for Lightning threading (2023–2024): the token
    // now reads thread::<base64url>:: in the subject.
    name: 'Support case reply with a Salesforce Lightning thread token and a pending invoice',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Soporte Telcomar <soporte@telcomar.es>',
      to: 'Lucía Romero <lucia.romero@gmail.com>',
      subject: 'Re: Caso 00412877 - Cambio de tarifa [ thread::JcZ7VhqV4lqlMVR9OiA4T9k:: ]',
      date: 'Mon, 10 Nov 2025 16:20:05 +0100',
      messageId: 'Kp2Wq000000000000000000000000000000000000000000000T5B7XY00aB3cD4eF5g@sfdc.net',
      dkim: ['telcomar.es:sf2025'],
      relay: 'smtp07-ia4-sp3.mta.salesforce.com [13.110.74.205]',
      headers: ['In-Reply-To: <CAF9k2=nY5q@mail.gmail.com>', 'References: <CAF9k2=nY5q@mail.gmail.com>'],
      body: plain(
        [
          'Hola, Lucía:',
          '',
          'Para completar el cambio de tarifa necesitamos que abone la factura pendiente de octubre antes del 20 de noviembre. Puede pagarla en el Área de Cliente, en Facturas.',
          '',
          'Un saludo,',
          'Equipo de Soporte Telcomar',
        ].join('\n'),
      ),
    }),
  },

  {
    // German typesetting puts headings in capitals; a university's own relay does not sign.
    name: 'University lecture series announcement with an all-caps German title (unsigned)',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Historisches Seminar <info@hist.uzh.ch>',
      to: 'Studierende Geschichte <hist-ba@lists.uzh.ch>',
      subject: 'Ringvorlesung Herbstsemester 2025',
      date: 'Mon, 1 Sep 2025 08:30:00 +0200',
      messageId: '20250901083000.4F2A@hist.uzh.ch',
      relay: 'smtp.uzh.ch [130.60.68.10]',
      body: plain(
        [
          'RINGVORLESUNG: GESCHICHTSSCHREIBUNG UND ERINNERUNGSKULTUR',
          '',
          'Die Ringvorlesung beginnt am 16. September um 18.15 Uhr im Hauptgebäude, Raum KOL-F-101. Alle Interessierten sind herzlich willkommen.',
          '',
          'Historisches Seminar der Universität Zürich',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Volunteer group’s meetup report to members (Bcc) with a donation address',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'RelayOps Berlin <hello@relayops.org>',
      to: 'undisclosed-recipients:;',
      subject: 'Meetup report and how to support the relays',
      date: 'Tue, 4 Mar 2025 10:12:00 +0100',
      messageId: '20250304101200.rly1@relayops.org',
      dkim: ['relayops.org:s1'],
      relay: 'mail.relayops.org [203.0.113.90]',
      body: plain(
        [
          'Hi all,',
          '',
          'thanks for coming to the meetup at c-base. Slides and notes are on our website.',
          'If you want to help pay for the hosting of our exit relays, you can donate to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq (BTC) or by bank transfer (details on the website).',
          '',
          'The RelayOps team',
        ].join('\n'),
      ),
    }),
  },

  {
    // A real draw announces the win in the lottery letter's own words; it asks no fee, names no
    // millions and comes from the school's own mail server.
    name: 'School fair raffle: "you have won the hamper", collect it from the school office',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Ashgrove Primary PTA <pta@ashgrove-primary.org.uk>',
      to: 'Helen Marsh <helen.marsh@btinternet.com>',
      subject: 'Summer fair raffle - congratulations!',
      date: 'Mon, 7 Jul 2025 16:40:00 +0100',
      messageId: '20250707154000.7741@ashgrove-primary.org.uk',
      relay: 'mail.ashgrove-primary.org.uk [81.2.69.142]',
      body: plain(
        [
          'Dear Helen,',
          '',
          "Thank you for supporting Saturday's summer fair. Your ticket (pink 214) was drawn in the raffle and you have won the Bakehouse hamper!",
          '',
          'You can collect it from the school office any afternoon this week between 2 and 4pm, or let us know and we will send it home with Isla on Friday.',
          '',
          'The raffle raised £612 towards the new playground equipment. Thank you again!',
          '',
          'Claire Dobson',
          'PTA secretary, Ashgrove Primary School',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Gewinnspiel: Sie wurden als Gewinnerin ausgelost',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Thalia <service@thalia.de>',
      to: 'Katrin Vogel <katrin.vogel@web.de>',
      subject: 'Ihr Gewinn beim Thalia Lesesommer-Gewinnspiel',
      date: 'Mon, 11 Aug 2025 10:05:00 +0200',
      messageId: '20250811080500.3c9f@thalia.de',
      dkim: ['thalia.de:s1'],
      relay: 'mail02.thalia.de [195.140.16.42]',
      body: document(
        [
          'Liebe Frau Vogel,',
          'herzlichen Glückwunsch! Sie wurden als Gewinnerin unseres Lesesommer-Gewinnspiels ausgelost und erhalten einen Thalia-Geschenkgutschein über 50 Euro.',
          'Der Gutschein wird Ihrem Kundenkonto automatisch gutgeschrieben; Sie müssen nichts weiter tun. Er ist drei Jahre gültig und in allen Filialen und online einlösbar.',
          { small: 'Thalia Bücher GmbH, Batheyer Straße 115–117, 58099 Hagen' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Graduate admissions: you still have time to withdraw your application',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Graduate Admissions <admissions@ucl.ac.uk>',
      to: 'Priya Shah <priya.shah@gmail.com>',
      subject: 'Your offers: please choose one',
      date: 'Mon, 10 Mar 2025 09:00:00 +0000',
      messageId: '20250310090000.adm-5512@ucl.ac.uk',
      dkim: ['ucl.ac.uk:s2024'],
      relay: 'smtp-out.ucl.ac.uk [144.82.100.20]',
      body: plain(
        'Dear Priya,\n\nYou have accepted offers from two programmes. You still have time to withdraw your application from the one you will not take up: please do so by 31 March in the applicant portal.\n\nKind regards,\nGraduate Admissions',
      ),
    }),
  },

  {
    name: 'Online casino the reader joined: confirm your email, free spins after the first deposit',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'LeoVegas <no-reply@leovegas.com>',
      to: 'Tom Price <tom.price@gmail.com>',
      subject: 'Confirm your email address',
      date: 'Fri, 7 Mar 2025 20:14:02 +0000',
      messageId: '20250307201402.7f3a9c@leovegas.com',
      dkim: ['leovegas.com:lv1'],
      relay: 'mta-12.leovegas.com [185.12.44.10]',
      body: document([
        { heading: 'Welcome to LeoVegas, Tom!' },
        'Thanks for signing up. Click the button below to confirm your email address and activate your account.',
        { button: 'Confirm email', href: 'https://www.leovegas.com/en-gb/verify-email?token=Yk3mQ9vX2' },
        'Once your account is active, your welcome offer is waiting: 50 free spins on Big Bass Bonanza after your first deposit.',
        { small: 'LeoVegas Gaming Plc is licensed by the UK Gambling Commission (account 39198). 18+. Please play responsibly: www.begambleaware.org' },
      ]),
    }),
  },

  {
    // A Spanish licensed operator's sign-up mail: its name on its own signed domain, the DGOJ
    // licence and jugarbien.es, as Spanish law has operators print them.
    name: 'Codere: confirma tu correo, 100 giros gratis tras el primer depósito (DGOJ, jugarbien.es)',
    lang: 'es',
    kind: 'transactional',
    raw: mail({
      from: 'Codere <no-reply@codere.es>',
      to: 'Javier Ortega <javier.ortega.r@gmail.com>',
      subject: 'Confirma tu dirección de correo',
      date: 'Sat, 8 Mar 2025 12:40:19 +0100',
      messageId: '20250308114019.a61f0c@codere.es',
      dkim: ['codere.es:cod1'],
      relay: 'mta2.codere.es [212.170.55.14]',
      body: document(
        [
          { heading: '¡Bienvenido a Codere, Javier!' },
          'Gracias por registrarte. Pulsa el botón para confirmar tu dirección de correo y activar tu cuenta.',
          { button: 'Confirmar correo', href: 'https://www.codere.es/verificar-email?t=Qm7vX2pL' },
          'Con tu primer depósito recibirás 100 giros gratis en la sección de casino.',
          {
            small:
              'Codere Apuestas S.A.U., operador con licencia de la Dirección General de Ordenación del Juego. +18. Juega con responsabilidad: jugarbien.es',
          },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'OVHcloud : renouvellement automatique de votre nom de domaine',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'OVHcloud <noreply@ovh.com>',
      to: 'Julien Martin <contact@boulangerie-martin.fr>',
      subject: 'Renouvellement de votre nom de domaine boulangerie-martin.fr',
      date: 'Mon, 2 Jun 2025 05:41:07 +0200',
      messageId: '1748835667.1928374.renew@ovh.com',
      dkim: ['ovh.com:ovhmo-selector-1'],
      relay: 'mo560.mail-out.ovh.net [46.105.45.26]',
      body: document(
        [
          'Bonjour Julien Martin,',
          'Votre nom de domaine boulangerie-martin.fr arrive à expiration le 2 juillet 2025.',
          'Le renouvellement automatique est activé : nous prélèverons 9,59 € TTC sur votre moyen de paiement par défaut (carte Visa se terminant par 4418) le 25 juin 2025. Vous n’avez rien à faire.',
          'Vous pouvez gérer vos renouvellements depuis votre [espace client](https://www.ovh.com/manager/#/billing/autorenew).',
          {
            small:
              'OVH SAS, 2 rue Kellermann, 59100 Roubaix. Votre identifiant client : mj48211-ovh. Ceci est un message automatique, merci de ne pas y répondre.',
          },
        ],
        { lang: 'fr' },
      ),
    }),
  },

  // Links that download programs and archives (link_executable_download) and free-hosted
  // project names made of ordinary words (link_domain_lookalike on free hosting).
  {
    name: 'Software vendor announces a release, linking its Windows installer and Mac disk image on its own domain',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Tessellate Releases <releases@tessellate-cad.com>',
      to: 'Priya Raman <priya.raman@northfield-eng.co.uk>',
      subject: 'Tessellate 8.3 is available',
      date: 'Tue, 9 Sep 2025 15:02:44 +0000',
      messageId: '20250909150244.7Q2K@mail.tessellate-cad.com',
      dkim: ['tessellate-cad.com:rel'],
      relay: 'mail.tessellate-cad.com [203.0.113.45]',
      body: document([
        { heading: 'Tessellate 8.3' },
        'Hi Priya,',
        'Tessellate 8.3 is out for your licence: faster STEP import, a new sheet-metal unfold and over 40 fixes. Your licence key stays the same; install over 8.x.',
        { button: 'Download for Windows (64-bit installer)', href: 'https://downloads.tessellate-cad.com/8.3/Tessellate-8.3.0-x64.msi' },
        { button: 'Download for macOS', href: 'https://downloads.tessellate-cad.com/8.3/Tessellate-8.3.0.dmg' },
        'Release notes: https://tessellate-cad.com/releases/8.3',
        { small: 'Tessellate CAD Ltd, 12 Quayside, Bristol BS1 4RN. You receive release mail because you hold an active licence.' },
      ]),
    }),
  },

  {
    // The real lottery operator's notice to its own registered player.
    name: 'Jogos Santa Casa: o seu boletim do Euromilhões foi premiado, o valor foi creditado na conta de jogador',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'Jogos Santa Casa <noreply@jogossantacasa.pt>',
      to: 'manuela.teixeira@netcabo.pt',
      subject: 'O seu boletim foi premiado',
      date: 'Wed, 19 Nov 2025 09:12:40 +0000',
      messageId: '<20251119091240.88412@jogossantacasa.pt>',
      dkim: ['jogossantacasa.pt:jsc1'],
      relay: 'mail.jogossantacasa.pt [193.126.240.17]',
      body: document([
        'Olá Manuela,',
        'O seu boletim do Euromilhões do sorteio de 18/11/2025 foi premiado com 7,40 €. O valor já foi creditado na sua conta de jogador e pode consultá-lo na área pessoal.',
        'Prémios até 5.000 € são pagos na conta de jogador; a Santa Casa nunca pede pagamentos, impostos ou dados bancários por e-mail para entregar um prémio.',
        { small: 'Santa Casa da Misericórdia de Lisboa – Departamento de Jogos. Jogue com responsabilidade.' },
      ]),
    }),
  },

  {
    // A mobile carrier's own top-up reminder, with the monthly "mission" of its app.
    name: 'Operadora de celular: seu saldo acabou, recarregue para continuar navegando e concluir a missão do mês',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Conecta Móvel <avisos@conectamovel.com.br>',
      to: 'larissa.santos.bh@gmail.com',
      subject: 'Seu saldo de dados acabou',
      date: 'Fri, 25 Jul 2025 08:30:00 -0300',
      messageId: '<20250725113000.99120@avisos.conectamovel.com.br>',
      dkim: ['conectamovel.com.br:s2025'],
      relay: 'smtp2.conectamovel.com.br [200.160.2.20]',
      body: document([
        'Olá, Larissa!',
        'O seu pacote de dados do mês acabou. Recarregue a partir de R$ 20 para continuar navegando e concluir a missão do mês: quem recarrega até dia 31 ganha 2 GB de bônus.',
        { button: 'Recarregar no app', href: 'https://www.conectamovel.com.br/recarga' },
        { small: 'Conecta Móvel S.A. Nunca pedimos senhas por e-mail.' },
      ]),
    }),
  },

  {
    // An e-learning platform: finish a module to unlock the next tasks.
    name: 'Lernplattform: Schließen Sie Modul 1 ab, um die nächsten Aufgaben freizuschalten',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Lernwerk Akademie <kurse@lernwerk-akademie.de>',
      to: 'p.vogel@steiner-feinmechanik.de',
      subject: 'Ihr Kurs "Technisches Zeichnen": es geht weiter',
      date: 'Tue, 2 Sep 2025 07:00:00 +0200',
      messageId: '<20250902050000.4471@lernwerk-akademie.de>',
      dkim: ['lernwerk-akademie.de:k1'],
      relay: 'mail.lernwerk-akademie.de [192.0.2.91]',
      body: plain(
        [
          'Guten Tag Frau Vogel,',
          '',
          'Sie haben 80 % von Modul 1 bearbeitet. Schließen Sie Modul 1 ab, um die nächsten Aufgaben freizuschalten; die Kursgebühr ist über Ihren Arbeitgeber bereits bezahlt.',
          '',
          'Viel Erfolg!',
          'Ihr Lernwerk-Team',
        ].join('\n'),
      ),
    }),
  },

  {
    // A real selection process on Gupy: the company, the job, the test, nothing to pay.
    name: 'Gupy: você avançou para a etapa de entrevista na vaga de Analista Financeiro',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Grupo Boticário via Gupy <naoresponda@gupy.io>',
      to: 'larissa.santos.bh@gmail.com',
      subject: 'Você avançou no processo seletivo – Analista Financeiro Pl',
      date: 'Fri, 25 Jul 2025 11:30:22 -0300',
      messageId: '0100019841a2c7e1-7b9a3c41-4d8e-a5b7-1f9c2e4d6a80-000000@email.amazonses.com',
      dkim: ['gupy.io:gupy1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019841a2c7e1-7b9a3c41-4d8e-a5b7-1f9c2e4d6a80-000000@mail.gupy.io',
      relay: 'a8-77.smtp-out.amazonses.com [54.240.8.77]',
      headers: ['Feedback-ID: 1.us-east-1.Gp2Lm7Qx2Tz9Rk4Vb1Wn8Pc3Hd5Fj6A=:AmazonSES', 'X-SES-Outgoing: 2025.07.25-54.240.8.77'],
      body: document(
        [
          'Olá, Larissa!',
          'Parabéns, você avançou para a etapa de entrevista com a área na vaga de Analista Financeiro Pl (Curitiba – híbrido).',
          'Escolha um horário disponível na sua página de candidatura. A entrevista será por Microsoft Teams, com duração de 45 minutos.',
          { button: 'Ver minha candidatura', href: 'https://login.gupy.io/candidates/applications' },
          { small: 'Gupy – Nenhuma etapa do processo seletivo exige pagamento.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    // OLX's real "your ad is live" mail.
    name: 'OLX: o teu anúncio "Carrinho de bebé Bugaboo Fox" foi publicado',
    lang: 'pt-PT',
    kind: 'transactional',
    raw: mail({
      from: 'OLX <no-reply@olx.pt>',
      to: 'tiago.fonseca.90@hotmail.com',
      subject: 'O teu anúncio está publicado!',
      date: 'Fri, 20 Jun 2025 21:15:09 +0100',
      messageId: '0102019791c2a7e4-1b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b12-000000@eu-west-1.amazonses.com',
      dkim: ['olx.pt:olx1', 'amazonses.com:shh3fegwg5fppqsuzphvschd53n6ihuv'],
      returnPath: '0102019791c2a7e4-1b2c7a4e-5d1f-4e8a-b3c6-7f0e2d9a1b12-000000@mail.olx.pt',
      relay: 'b224-61.smtp-out.eu-west-1.amazonses.com [54.240.4.61]',
      headers: ['Feedback-ID: 1.eu-west-1.Ox7Qx2Tz9Rk4Vb1Wn8Pc3Hd5Fj6As0G=:AmazonSES', 'X-SES-Outgoing: 2025.06.20-54.240.4.61'],
      body: document(
        [
          { heading: 'O teu anúncio já está online' },
          'Olá! O anúncio «Carrinho de bebé Bugaboo Fox» (95 €) já está visível para os compradores.',
          'Dica de segurança: nunca partilhes os dados do teu cartão nem códigos MB WAY para receber um pagamento. Conversa sempre pelo chat do OLX.',
          { button: 'Ver anúncio', href: 'https://www.olx.pt/d/anuncio/carrinho-de-bebe-bugaboo-fox-IDHq2Lm9.html' },
          { small: 'OLX Portugal, S.A.' },
        ],
        { lang: 'pt-PT' },
      ),
    }),
  },

  {
    // Kleinanzeigen's own "new message about your ad" notice.
    name: 'Kleinanzeigen: neue Nachricht zu Deiner Anzeige „Kinderfahrrad Puky 20 Zoll“',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Kleinanzeigen <noreply@kleinanzeigen.de>',
      to: 'jan.petersen.kiel@gmail.com',
      subject: 'Neue Nachricht zu „Kinderfahrrad Puky 20 Zoll“',
      date: 'Fri, 11 Apr 2025 18:44:02 +0200',
      messageId: '1744389842211.msg.2891174@kleinanzeigen.de',
      dkim: ['kleinanzeigen.de:ka2023'],
      returnPath: 'bounce@mail.kleinanzeigen.de',
      relay: 'mailout12.kleinanzeigen.de [195.50.150.12]',
      body: document(
        [
          'Hallo Jan,',
          'Du hast eine neue Nachricht zu Deiner Anzeige „Kinderfahrrad Puky 20 Zoll“:',
          '„Hallo, ist das Fahrrad noch zu haben? Ich könnte morgen Nachmittag vorbeikommen und bar bezahlen. Gruß, Heike“',
          { button: 'Nachricht beantworten', href: 'https://www.kleinanzeigen.de/m-nachrichten.html?conversationId=2891174' },
          { small: 'Tipp: Bleib bei der Kommunikation auf Kleinanzeigen und klicke nicht auf Links zu angeblichen Zahlungsseiten.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    // Marktplaats's real sale confirmation through Gelijk Oversteken.
    name: 'Marktplaats: je artikel is verkocht via Gelijk Oversteken, verstuur het pakket',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Marktplaats <noreply@marktplaats.nl>',
      to: 'sanne.devries@gmail.com',
      subject: 'Verkocht! Verstuur "Kinderwagen Joolz Day+"',
      date: 'Sun, 19 Oct 2025 10:05:31 +0200',
      messageId: '1760861131442.go.m2188473920@marktplaats.nl',
      dkim: ['marktplaats.nl:mp2023'],
      returnPath: 'bounce@mail.marktplaats.nl',
      relay: 'mailout4.marktplaats.nl [185.34.37.14]',
      body: document(
        [
          { heading: 'Je artikel is verkocht' },
          'Hoi Sanne,',
          'De koper heeft "Kinderwagen Joolz Day+" betaald via Gelijk Oversteken. Verstuur het pakket binnen 5 dagen met het verzendlabel in de app. Zodra het pakket is afgeleverd, staat € 65,00 binnen 2 werkdagen op je rekening.',
          { button: 'Naar je verkoop', href: 'https://www.marktplaats.nl/my-account/sell/m2188473920' },
          { small: 'Marktplaats vraagt je nooit om in te loggen bij je bank om geld te ontvangen.' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    // Kleinanzeigen's own payout notice: the money arrives on the account on file.
    name: 'Kleinanzeigen: Sicher bezahlen, das Geld ist unterwegs, du musst nichts weiter tun',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Kleinanzeigen <noreply@mail.kleinanzeigen.de>',
      to: 'jan.petersen.kiel@gmail.com',
      subject: 'Auszahlung veranlasst: 240,00 € für „Kinderfahrrad Puky 20 Zoll“',
      date: 'Tue, 15 Apr 2025 10:31:02 +0200',
      messageId: '20250415083102.71c3a9e2@mail.kleinanzeigen.de',
      dkim: ['mail.kleinanzeigen.de:k1', 'kleinanzeigen.de:k1'],
      relay: 'mout.mail.kleinanzeigen.de [194.50.70.15]',
      body: document(
        [
          { heading: 'Dein Geld ist unterwegs' },
          'Hallo Jan,',
          'der Käufer hat den Erhalt von „Kinderfahrrad Puky 20 Zoll“ bestätigt. Um das Geld zu erhalten, musst du nichts weiter tun: 240,00 € werden in 1–2 Werktagen auf dein hinterlegtes Konto überwiesen.',
          { button: 'Zur Anzeige', href: 'https://www.kleinanzeigen.de/m-meine-anzeigen.html' },
          { small: 'Kleinanzeigen fragt dich nie nach deinen Kartendaten, um dir Geld auszuzahlen.' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    // A web host's routine notice that a TLS certificate expires and renews itself.
    name: 'Webhoster: Ihr SSL-Zertifikat läuft am 30.09. ab und wird automatisch verlängert',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'Nordwest Webhosting Support <support@nordwest-webhosting.de>',
      to: 'info@baeckerei-hofmann.de',
      subject: 'SSL-Zertifikat für baeckerei-hofmann.de läuft bald ab',
      date: 'Mon, 1 Sep 2025 06:00:12 +0200',
      messageId: '20250901040012.ssl.99127@nordwest-webhosting.de',
      dkim: ['nordwest-webhosting.de:mail'],
      relay: 'mail.nordwest-webhosting.de [192.0.2.140]',
      body: plain(
        'Guten Tag,\n\ndas SSL-Zertifikat für baeckerei-hofmann.de läuft am 30.09.2025 ab. Es wird wie jedes Jahr automatisch verlängert; Sie müssen nichts tun.\n\nMit freundlichen Grüßen\nIhr Support-Team\nNordwest Webhosting GmbH',
      ),
    }),
  },

  {
    // Norton's own renewal reminder from norton.com: the subscription ends in a week, renew in
    // the account.
    name: 'Norton AntiVirus: your subscription ends in 7 days, from norton.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Norton <no-reply@norton.com>',
      to: 'gary.holt@comcast.net',
      subject: 'Your Norton AntiVirus Plus subscription ends in 7 days',
      date: 'Thu, 7 Nov 2024 15:00:12 +0000',
      messageId: '20241107150012.a71c9e@mail.norton.com',
      dkim: ['norton.com:s2048'],
      relay: 'mail-a.norton.com [155.64.138.20]',
      body: document([
        'Hi Gary,',
        'Your Norton AntiVirus Plus subscription ends on November 14, 2024. Automatic renewal is off, so you will not be charged. To stay protected, renew in your Norton account.',
        { button: 'Go to my account', href: 'https://my.norton.com/extspa/dashboard' },
        { small: 'Gen Digital Inc., 60 E Rio Salado Pkwy, Tempe, AZ 85281' },
      ]),
    }),
  },

  // Counterparts of the scam offers: dating platforms' own notices, a pharmacy, a gym, a broker,
  // a licensed casino and a friend, each from its own signed domain (or mailbox) with nothing hidden.
  {
    name: 'Tinder: you have a new match, say hi to Anna',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Tinder <noreply@mail.gotinder.com>',
      to: 'Sam Cole <sam.cole@gmail.com>',
      subject: 'You have a new match!',
      date: 'Sat, 15 Nov 2025 21:04:12 +0000',
      messageId: '0100019a8f2b1c44-tinder-match-88f1@email.amazonses.com',
      dkim: ['mail.gotinder.com:tdr1', 'amazonses.com:ses'],
      relay: 'a8-30.smtp-out.amazonses.com [54.240.8.30]',
      headers: ['List-Unsubscribe: <https://tinder.com/unsubscribe?e=sc88f1>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'It’s a match!' },
        'You and Anna liked each other. Send her a message and start the conversation.',
        { button: 'Send a message', href: 'https://tinder.com/app/matches' },
        { small: 'Match Group, LLC, 8750 North Central Expressway, Dallas, TX. Unsubscribe: https://tinder.com/unsubscribe?e=sc88f1' },
      ]),
    }),
  },

  {
    name: 'Parship: Julia hat Ihnen eine Nachricht geschickt und Fotos freigegeben',
    lang: 'de',
    kind: 'transactional',
    raw: mail({
      from: 'PARSHIP <service@mailing.parship.de>',
      to: 'Thomas Keller <t.keller@t-online.de>',
      subject: 'Neue Nachricht von Julia',
      date: 'Thu, 20 Nov 2025 19:12:40 +0100',
      messageId: '20251120191240.4471.psm@mailing.parship.de',
      dkim: ['mailing.parship.de:ps1'],
      relay: 'mout.mailing.parship.de [212.227.17.24]',
      headers: ['List-Unsubscribe: <https://www.parship.de/settings/notifications>'],
      body: document([
        'Hallo Thomas,',
        'Julia (38) aus Ihrer Region hat Ihnen eine Nachricht geschickt und ihre Fotos für Sie freigegeben. Antworten Sie ihr direkt in Ihrem Postfach.',
        { button: 'Nachricht lesen', href: 'https://www.parship.de/inbox' },
        { small: 'PE Digital GmbH, Speersort 10, 20095 Hamburg. Benachrichtigungen verwalten: https://www.parship.de/settings/notifications' },
      ]),
    }),
  },

  {
    name: 'Relatieplanet: je hebt een nieuw bericht van Sanne',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Relatieplanet <noreply@relatieplanet.nl>',
      to: 'Joost Smit <joost.smit@ziggo.nl>',
      subject: 'Sanne heeft je een bericht gestuurd',
      date: 'Sun, 23 Nov 2025 20:31:05 +0100',
      messageId: '20251123203105.9c2e@relatieplanet.nl',
      dkim: ['relatieplanet.nl:rp1'],
      relay: 'mail-out.relatieplanet.nl [185.21.190.14]',
      headers: ['List-Unsubscribe: <https://www.relatieplanet.nl/instellingen/meldingen>'],
      body: document([
        'Hoi Joost,',
        'Sanne (34) uit Utrecht heeft je een bericht gestuurd. Log in om het te lezen en te antwoorden.',
        { button: 'Bericht lezen', href: 'https://www.relatieplanet.nl/berichten' },
        { small: 'Relatieplanet, Amsterdam. Meldingen aanpassen: https://www.relatieplanet.nl/instellingen/meldingen' },
      ]),
    }),
  },

  {
    name: 'bol: je cadeaukaart van Sanne wacht op je, van bol.com',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'bol <noreply@bol.com>',
      to: 'daan.devries@ziggo.nl',
      subject: 'Sanne stuurt je een bol cadeaukaart',
      date: 'Wed, 18 Dec 2024 10:12:44 +0100',
      messageId: '20241218091244.2c8a@bol.com',
      dkim: ['bol.com:bol1'],
      relay: 'mail-out2.bol.com [185.14.168.2]',
      body: document(
        [
          'Hoi Daan, Sanne heeft je een bol cadeaukaart van € 25 gestuurd: "Fijne feestdagen!". Je cadeaukaart wacht op je; verzilver de code bij het afrekenen.',
          { code: '8841 2207 5519' },
          { small: 'bol, Papendorpseweg 100, Utrecht' },
        ],
        { lang: 'nl' },
      ),
    }),
  },

  {
    name: 'Amazon: you received a gift card as a present, from amazon.com',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Amazon.com <gc-orders@gc.email.amazon.com>',
      to: 'mike.turner@outlook.com',
      subject: 'Mark sent you an Amazon gift card!',
      date: 'Wed, 25 Dec 2024 08:01:13 +0000',
      messageId: '0100019401a2b3c4-5d6e7f80-91a2-4b3c-8d4e-5f60718293a4-000000@email.amazonses.com',
      dkim: ['amazon.com:yg4mwqurec', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019401a2b3c4@email.amazonses.com',
      relay: 'a8-30.smtp-out.amazonses.com [54.240.8.30]',
      body: document([
        'Mark sent you a $50 Amazon gift card: "Merry Christmas!" Your gift card is ready to apply to your account.',
        { button: 'Apply to your account', href: 'https://www.amazon.com/gc/redeem' },
        { small: 'Amazon.com, 410 Terry Ave N, Seattle, WA' },
      ]),
    }),
  },
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

  {
    name: 'The National Lottery: "you have a win on your EuroMillions ticket, sign in to check", from national-lottery.co.uk',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'The National Lottery <noreply@email.national-lottery.co.uk>',
      to: 'brenda.holt@btinternet.com',
      subject: 'Good news about your EuroMillions ticket',
      date: 'Sat, 5 Apr 2025 07:30:00 +0000',
      messageId: '0.0.11.2B7.1DBA5F8C2E4D7A0.0@email.national-lottery.co.uk',
      dkim: ['email.national-lottery.co.uk:200608'],
      returnPath: 'bounce-12_HTML-2204471-8812-9914-3@bounce.email.national-lottery.co.uk',
      relay: 'mta5.email.national-lottery.co.uk [13.111.60.5]',
      body: document([
        { heading: 'You have a prize!' },
        "There's a win on your EuroMillions ticket for the draw on Friday 4 April. Sign in to your National Lottery account to see how much you've won. Prizes up to £500 are paid into your account automatically.",
        { button: 'Check my ticket', href: 'https://www.national-lottery.co.uk/sign-in' },
        { small: 'We will never ask you to pay a fee to receive a prize. 18+. Play responsibly. Allwyn Entertainment Ltd, Watford WD17 1DA.' },
      ]),
    }),
  },

  {
    name: "LinkedIn: a recruiter's InMail about a remote data-analyst role",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Alicia Gomez via LinkedIn <inmail-hit-reply@linkedin.com>',
      to: 'jordan.wells22@yahoo.com',
      subject: 'Remote Data Analyst role at Brightline Health',
      date: 'Tue, 6 May 2025 15:20:41 +0000',
      messageId: '1496722044.8812.1746544841123@lva1-app44120.prod.linkedin.com',
      dkim: ['linkedin.com:d2048-2'],
      returnPath: 's-2k4q8v1x2m3n4b5v6c7x8z9@bounce.linkedin.com',
      relay: 'mailb-ae.linkedin.com [108.174.3.201]',
      headers: listHeaders('https://www.linkedin.com/e/v2?e=unsub-inmail&t=lun'),
      body: document([
        { heading: 'Alicia Gomez sent you a message' },
        '"Hi Jordan, I\'m hiring a Data Analyst (remote, US) for our population-health team. Your SQL and Tableau work looks like a great fit. Open to a 20-minute call next week?"',
        { button: 'Reply', href: 'https://www.linkedin.com/messaging/thread/2-MGE4ZjQ1ODgtYmI/' },
        {
          small:
            'You are receiving InMail notification emails. [Unsubscribe](https://www.linkedin.com/e/v2?e=unsub-inmail&t=lun). LinkedIn Corporation, 1000 West Maude Avenue, Sunnyvale, CA 94085.',
        },
      ]),
    }),
  },

  {
    name: 'OpenSea\'s own notice: "you received a new offer on your NFT", from opensea.io',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'OpenSea <no-reply@opensea.io>',
      to: 'devon.marsh@gmail.com',
      subject: 'You received a new offer',
      date: 'Thu, 14 Mar 2024 18:45:00 +0000',
      messageId: '20240314184500.e5f6@opensea.io',
      dkim: ['opensea.io:s1'],
      relay: 'o3.ptr9001.opensea.io [198.51.100.24]',
      body: document([
        'You have received a new offer on your NFT Harbour Lights #212: 0.42 WETH, expiring in 7 days.',
        { button: 'Review offer', href: 'https://opensea.io/assets/ethereum/0x1234/212' },
        { small: 'Manage your notification settings in your OpenSea profile.' },
      ]),
    }),
  },

  {
    // Google Forms writes its own Feedback-ID on the copy it sends in the form owner's name.
    name: "A Google Forms copy of a sign-up sent in a Gmail user's name, with Google's Feedback-ID",
    lang: 'en',
    kind: 'transactional',
    todo: "spam/low: link_free_hosting, content_bulk_marketing (bulk_from_spam_infrastructure); the form's own docs.google.com link reads as free hosting in mail that Google's Feedback-ID makes bulk (as before this round: the Feedback-ID still counts on a Gmail From, only the ESPs' fields do not)",
    raw: mail({
      from: 'Tom Ellis <tom.ellis.allotments@gmail.com>',
      to: 'ann.pryce@btinternet.com',
      subject: 'Allotment work day sign-up',
      date: 'Sat, 8 Mar 2025 09:12:00 +0000',
      messageId: '0000000000001a2b3c4d5e6f7a8b@google.com',
      dkim: ['gmail.com:20230601', 'google.com:20230601'],
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      headers: ['Feedback-ID: MailTypeReleaseScore:GoogleForms'],
      body: document([
        { heading: 'Allotment work day sign-up' },
        'Thanks for filling out Allotment work day sign-up. Here is what was received: Name: Ann Pryce. Date: 22 March. Bringing tools: yes.',
        { button: 'View response', href: 'https://docs.google.com/forms/d/e/1FAIpQLSexample/viewscore' },
        { small: 'Create your own Google Form. Report Abuse' },
      ]),
    }),
  },

  {
    // Meta's own copyright notice to a Page admin, from its own signed domain: the same words as the strike lure.
    name: 'Meta\'s own notice from facebookmail.com: "your Page was reported for copyrighted content, you can appeal"',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Meta for Business <notification@facebookmail.com>',
      to: 'hello@harbourcoffee.co',
      subject: 'Your Page Harbour Coffee has been restricted',
      date: 'Tue, 3 Jun 2025 18:22:05 -0700',
      messageId: '<a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6@facebookmail.com>',
      dkim: ['facebookmail.com:s1024-2013-q3'],
      relay: 'mx-out.facebook.com [66.220.144.155]',
      body: document([
        { heading: 'Meta for Business' },
        'Your Page Harbour Coffee has been reported for using copyrighted content in a video posted on 30 May. The video was removed. If this happens again, your Page may be restricted.',
        'If you think we made a mistake, you can request a review in Business Support Home.',
        { button: 'Go to Business Support Home', href: 'https://business.facebook.com/business-support-home/' },
        { small: 'Meta Platforms, Inc., Attention: Community Support, 1 Meta Way, Menlo Park, CA 94025' },
      ]),
    }),
  },

  {
    // A snack maker's sweepstakes tells a fourth-prize winner how to claim a coupon by post, its
    // official rules below: "you've won", "claim your prize", and the rules that make it a
    // promotion.
    name: 'Sweepstakes winner notice: "you\'ve won a Fourth Prize, a coupon for a free bag of chips … official rules: no purchase necessary"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Crunchfield Summer Sweepstakes <sweeps@crunchfield-promo.com>',
      to: 'l.park@comcast.net',
      subject: 'Crunchfield Summer Sweepstakes prize notification',
      date: 'Tue, 29 Jul 2025 16:00:00 +0000',
      messageId: '20250729160000.win4471@crunchfield-promo.com',
      relay: 'mail.crunchfield-promo.com [198.51.100.150]',
      body: plain(
        "Hello,\n\nGood news from Crunchfield Foods: your entry in the Crunchfield Summer Sweepstakes was drawn, and you've won a Fourth Prize, a coupon for one free bag of Crunchfield chips (retail value about $3).\n\n" +
          'To claim your prize, print this message, fill in the form at the bottom and post it to Crunchfield Summer Sweepstakes, Prize Desk, PO Box 3381, Dayton OH 45401 by August 20, 2025. Replies to this address are not read.\n\n' +
          'Name: ______________ Address: ______________ Signature: ______________\n\n' +
          'OFFICIAL RULES: NO PURCHASE NECESSARY. Buying does not improve your chance of winning. Open to legal residents of the 50 United States, 18 or older. Void where prohibited. Odds of winning depend on the number of eligible entries received. Sponsor: Crunchfield Foods, Inc., Columbus, Ohio.',
      ),
    }),
  },

  {
    // Salesforce Email-to-Case keeps its thread id hidden in the reply, a machine-made code.
    name: "Probe: a vendor's support reply (Salesforce case) with its hidden ref: thread id",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Northwind Support <support@northwindsoftware.com>',
      to: 'Olu Adebayo <olu.adebayo@greenlineapparel.com>',
      subject: 'Case 00412873: Export to CSV drops the last column [ ref:_00D5g0Ht2k._5005g0A9xQp:ref ]',
      date: 'Wed, 21 May 2025 16:12:00 +0000',
      messageId: 'Ab3kP000000000000000000000000000000000000000000000SWXYZ1@sfdc.net',
      dkim: ['northwindsoftware.com:sf1'],
      returnPath: 'support=northwindsoftware.com__0-abc123@9xk2m4.5g-4abcd.na224.bnc.salesforce.com',
      relay: 'smtp-sf-na224.salesforce.com [13.110.74.206]',
      body: multipart('alternative', [
        plain(
          'Hi Olu,\n\nThanks for the sample file. This is a known issue in 4.12 and is fixed in 4.12.2, released today. Please update from Settings > About and let us know if the export still drops the column.\n\nBest regards,\nDana Cho\nNorthwind Support\n\nref:_00D5g0Ht2k._5005g0A9xQp:ref',
        ),
        html(
          '<html><body><p>Hi Olu,</p><p>Thanks for the sample file. This is a known issue in 4.12 and is fixed in 4.12.2, released today. Please update from Settings &gt; About and let us know if the export still drops the column.</p><p>Best regards,<br>Dana Cho<br>Northwind Support</p><span style="display:none;color:#ffffff;font-size:1px">ref:_00D5g0Ht2k._5005g0A9xQp:ref</span></body></html>',
        ),
      ]),
    }),
  },

  {
    // A WordPress contact form sent by PHPMailer (which writes Date and Message-ID), unsigned, a short link typed by the visitor.
    name: 'Probe: a WordPress contact-form notification (PHPMailer, unsigned) with a bit.ly link the visitor typed',
    lang: 'en',
    kind: 'transactional',
    raw: new TextEncoder().encode(
      [
        'Return-Path: <www-data@web01.rosewoodcafe.com>',
        'Received: from web01.rosewoodcafe.com (web01.rosewoodcafe.com [203.0.113.44])',
        '        by mx1.rosewoodcafe.com with ESMTP id 4a5b6c7d;',
        '        Tue, 10 Jun 2025 14:03:12 +0000',
        'Authentication-Results: mx1.rosewoodcafe.com; dkim=none (message not signed); spf=pass smtp.mailfrom=www-data@web01.rosewoodcafe.com',
        'From: WordPress <wordpress@rosewoodcafe.com>',
        'To: info@rosewoodcafe.com',
        'Reply-To: Nina Park <nina.park@gmail.com>',
        'Subject: [Rosewood Cafe] New contact form submission',
        'Date: Tue, 10 Jun 2025 14:03:10 +0000',
        'Message-ID: <Kq3b9XvT2mLp8RwZ4nYc6Ud1Fh5Gj7As0Ee9Oi@rosewoodcafe.com>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=UTF-8',
        'X-Mailer: PHPMailer 6.9.1 (https://github.com/PHPMailer/PHPMailer)',
        '',
        'Name: Nina Park',
        'Email: nina.park@gmail.com',
        'Message: Hi! We would like to book the back room for a baby shower on 5 July, about 20 people. Our menu ideas are here: https://bit.ly/3Xk9pQz . Could you send prices?',
        '',
        '--',
        'This e-mail was sent from a contact form on Rosewood Cafe (https://rosewoodcafe.com)',
        '',
      ].join('\r\n'),
    ),
  },
];
