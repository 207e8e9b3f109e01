// Advance-fee fraud and job scams: inheritances, loans, lottery-style windfalls that
// need a fee first, task jobs and cheque schemes (lures advance-fee, job).
// Every message is hand-written for this suite from what lands in inboxes and what APWG, CERTs
// and vendors report (none comes from a corpus). Cases marked `heldOut` come from the blind
// batches and the lures written beside their rules: the model never trains on them
// (scripts/export-case-mail.ts), so `npm run bench:cases` reads them as unseen mail.

import {
  document,
  GMAIL,
  gmailBody,
  html,
  LIST_UNSUBSCRIBE_POST,
  mail,
  multipart,
  OUTLOOK,
  OUTLOOK_AM6_117,
  plain,
  THROWAWAY,
  withoutTrace,
} from './mail-builder.ts';
import type { PhishingCase } from './mail-case.ts';

export const ADVANCE_FEE_AND_JOB_CASES: readonly PhishingCase[] = [
  {
    name: 'United Nations "compensation fund" of $2.5 million from a free mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'United Nations Compensation Unit <uncompensation.office2025@outlook.com>',
      to: 'undisclosed-recipients:;',
      replyTo: 'Dr. Amina J. Mohammed <claims.unpayment.dept@gmail.com>',
      subject: 'Your Compensation Payment of US$2.5 Million',
      date: 'Tue, 8 Apr 2025 06:33:19 +0000',
      messageId: 'AS8P195MB1342D0E4A7F2B9C31E6D8A5F2C1B7@AS8P195MB1342.EURP195.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR02-AM0-obe.outbound.protection.outlook.com [40.92.49.31]',
      body: plain(
        [
          'ATTENTION: BENEFICIARY',
          '',
          'This is to officially inform you that the United Nations in conjunction with the World Bank and the International Monetary Fund (IMF) have approved a compensation payment of US$2,500,000.00 (Two Million Five Hundred Thousand United States Dollars) to victims of scams, unpaid contract and inheritance beneficiaries. Your email address was selected among the beneficiaries.',
          '',
          'Your payment will be released through an ATM Visa card. To process your file, kindly reconfirm the following to our paying officer:',
          '',
          '1. Full name  2. Home address  3. Phone number  4. Occupation  5. Copy of ID',
          '',
          'Note that the only charge you will pay is the card activation and delivery fee of US$285. Contact the paying officer immediately via claims.unpayment.dept@gmail.com.',
          '',
          'Yours faithfully,',
          'Dr. Amina J. Mohammed',
          'Deputy Secretary-General, United Nations',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Lotería: premio de 950.000 € con tasa de gestión, correo gratuito',
    lang: 'es',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Loterías Internacional <premios.sorteo.mundial@outlook.es>',
      to: 'undisclosed-recipients:;',
      replyTo: 'Lic. Carlos Mendoza <agente.mendoza.premios@gmail.com>',
      subject: 'NOTIFICACIÓN OFICIAL DE PREMIO - REF: ES/9420/2025',
      date: 'Fri, 21 Feb 2025 11:50:08 +0000',
      messageId: 'PAXP193MB2251E8C4A1D7B3F20A9E6C5D4B3A2@PAXP193MB2251.EURP193.PROD.OUTLOOK.COM',
      dkim: ['outlook.es:selector1'],
      relay: 'EUR05-DB8-obe.outbound.protection.outlook.com [40.92.89.44]',
      body: plain(
        [
          'Estimado/a ganador/a:',
          '',
          'Nos complace informarle que su dirección de correo electrónico ha resultado ganadora en el sorteo internacional de correo electrónico celebrado en Madrid, con un premio de 950.000,00 € (novecientos cincuenta mil euros).',
          '',
          'Número de referencia: ES/9420/2025. Número de lote: 7741/08.',
          '',
          'Para reclamar su premio, póngase en contacto con nuestro agente asignado, Lic. Carlos Mendoza, enviándole su nombre completo, dirección, teléfono y copia del DNI. Para la liberación del premio deberá abonar previamente los gastos de gestión y seguro de 1.250 €.',
          '',
          'Mantenga esta notificación en secreto hasta que reciba su premio para evitar reclamaciones dobles.',
          '',
          'Atentamente,',
          'Sra. María Teresa Gómez',
          'Coordinadora de premios',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Valores a receber do Banco Central: pagar "taxa de liberação" via Pix',
    lang: 'pt-BR',
    lure: 'advance-fee',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Banco Central do Brasil - SVR <valores@bcb-sistema-valores.site>',
      to: 'antonio.lima1962@bol.com.br',
      subject: 'Você possui R$ 1.842,17 em valores esquecidos a receber',
      date: 'Mon, 26 May 2025 16:30:49 -0300',
      messageId: 'svr.1748287849.c41a@bcb-sistema-valores.site',
      dkim: ['bcb-sistema-valores.site:mail'],
      relay: 'mx1.bcb-sistema-valores.site [203.0.113.9]',
      auth: { dmarc: 'none' },
      body: document(
        [
          { heading: 'Sistema de Valores a Receber' },
          'Prezado(a) Antonio,',
          'Consta em seu CPF o valor de R$ 1.842,17 disponível para resgate no Sistema de Valores a Receber (SVR). O prazo para solicitar o resgate termina em 72 horas; após essa data, o valor será revertido ao Tesouro Nacional.',
          'Para liberar a transferência para sua conta, é necessário o pagamento da taxa de processamento de R$ 39,90 via Pix.',
          { button: 'Resgatar meus valores', href: 'https://bcb-sistema-valores.site/svr/resgate?cpf=***.482.***-07' },
          { small: 'Banco Central do Brasil — SVR.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: "Héritage : un avocat au Bénin propose de partager 8,5 millions d'euros",
    lang: 'fr',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Maître Koffi Adjovi <maitre.adjovi.cabinet@gmail.com>',
      to: 'undisclosed-recipients:;',
      subject: 'Proposition de succession - Très confidentiel',
      date: 'Sat, 14 Sep 2024 12:48:05 +0000',
      messageId: 'CAK4mT8pL1wR9zQ2vN7yB3cH5dF0sJ6gE1xA8uW2iOq=Ln@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Bonjour,',
          '',
          "Je suis Maître Koffi Adjovi, avocat au barreau de Cotonou. Je vous contacte au sujet de feu M. Pierre Lemaire, ressortissant français et mon client, décédé avec toute sa famille dans un accident de la route en 2021. Il a laissé un dépôt de 8.500.000 € (huit millions cinq cent mille euros) dans une banque d'ici, sans héritier connu.",
          '',
          'Comme vous portez le même nom de famille, je vous propose de vous présenter comme le plus proche parent afin que les fonds vous soient versés. Nous partagerons la somme à 50/50. Tout se fera légalement, sans aucun risque.',
          '',
          "Merci de me répondre avec vos nom complet, adresse et numéro de téléphone pour que je puisse entamer les démarches. Les frais de certificat d'héritage seront à régler avant le transfert.",
          '',
          'Cordialement,',
          'Maître Koffi Adjovi',
        ].join('\n'),
      ),
    }),
  },

  {
    // Staff report lures by forwarding them without a word; the client quoted the letter's sender by name only.
    name: 'Restitution letter forwarded bare to the security team, its sender quoted by name only, signed with a Gmail address',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Karen Doyle <k.doyle@brightwater-dental.example>',
      to: 'Security <report-phish@brightwater-dental.example>',
      subject: 'FW: Your Compensation Payment Has Been Approved',
      date: 'Mon, 14 Apr 2025 09:12:40 +0000',
      messageId: 'DB9PR08MB6591C4D2E1A0F3B7C8D9E0F1A2B3C4D5@DB9PR08MB6591.eurprd08.prod.outlook.com',
      dkim: ['brightwater-dental.example:selector1'],
      relay: 'EUR03-DBA-obe.outbound.protection.outlook.com [40.107.104.53]',
      headers: ['In-Reply-To: <7c1e9a40-33f2-4b8e-9d51-0a6f2e4c8b17@srv01.local>', 'References: <7c1e9a40-33f2-4b8e-9d51-0a6f2e4c8b17@srv01.local>'],
      body: plain(
        [
          '',
          '________________________________',
          'From: DANIEL CROWE',
          'Sent: Monday, April 14, 2025 6:02 AM',
          'Subject: Your Compensation Payment Has Been Approved',
          '',
          'Attention Beneficiary,',
          '',
          'The compensation committee has approved a payment of USD 2,450,000.00 to each victim of internet fraud in your region. Your name is on the list of beneficiaries.',
          '',
          'To receive your funds, contact the paying attorney at the email address below with your full name, phone number and reference number.',
          '',
          'Email: attorney.paulkeller.claims@gmail.com',
          'Reference: CMP/7731-Q/2025',
          '',
          'Daniel Crowe',
          'Director, Fraud Compensation Unit',
        ].join('\n'),
      ),
    }),
  },

  {
    name: 'Prêmio de loteria encaminhado sem comentário, o remetente citado numa caixa do Outlook.com',
    lang: 'pt-BR',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Marcos Teixeira <marcos.teixeira@construtora-horizonte.example>',
      to: 'TI Segurança <seguranca@construtora-horizonte.example>',
      subject: 'ENC: Notificação de prêmio – referência BR-20931',
      date: 'Wed, 9 Jul 2025 13:44:05 -0300',
      messageId: 'CP5PR80MB4410F2A7B3C1D9E8A6B4C2D0E1F3A5B7@CP5PR80MB4410.lamprd80.prod.outlook.com',
      dkim: ['construtora-horizonte.example:selector1'],
      relay: 'BRA01-CP2-obe.outbound.protection.outlook.com [40.107.92.40]',
      headers: ['In-Reply-To: <a92f1c7e-5d40-4e13-b6a8-3f2c9e1d7b05@mail.local>', 'References: <a92f1c7e-5d40-4e13-b6a8-3f2c9e1d7b05@mail.local>'],
      body: plain(
        [
          '________________________________',
          'De: Fundação Loterias Internacionais <premiacao.loterias.intl@outlook.com>',
          'Enviado: quarta-feira, 9 de julho de 2025 10:21',
          'Assunto: Notificação de prêmio – referência BR-20931',
          '',
          'Parabéns! Seu endereço de e-mail foi sorteado na promoção internacional e você ganhou o prêmio de US$ 850.000,00.',
          '',
          'Para receber o prêmio, envie seu nome completo, CPF, endereço e telefone ao nosso agente de pagamentos, informando a referência BR-20931.',
          '',
          'Atenciosamente,',
          'Departamento de Premiação',
        ].join('\n'),
      ),
    }),
  },

  {
    // The 419 letter with letters hidden inside its words, so filters read nonsense where people read "inheritance".
    name: 'Inheritance letter whose key words are split by hidden letters, from a hijacked small-business mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Barrister James Whitmore <office@greenleaf-landscaping.example>',
      to: 'h.nakamura@example.net',
      subject: 'Unclaimed inheritance in your name',
      date: 'Thu, 22 May 2025 04:18:33 +0000',
      messageId: '20250522041833.5C1A2B3D@greenleaf-landscaping.example',
      dkim: ['greenleaf-landscaping.example:default'],
      relay: 'mail.greenleaf-landscaping.example [198.51.100.87]',
      body: multipart('alternative', [
        plain(
          'Dear Friend, I am Barrister James Whitmore. My late client left an unclaimed inheritance of USD 7,500,000.00 and you share his surname. Reply with your full name and phone number so we can proceed with the transfer of the funds to you.',
        ),
        html(
          '<html><body><p>Dear Friend,</p><p>I am Barrister James Whitmore. My late client left an uncl<span style="display:none">q</span>aimed inhe<span style="display:none">x</span>ritance of USD 7,500,000.00 and you share his surname.</p><p>Reply with your full name and phone number so we can proceed with the tran<span style="display:none">z</span>sfer of the fu<span style="display:none">k</span>nds to you.</p></body></html>',
        ),
      ]),
    }),
  },

  {
    // The fake-check job: the "employer" mails a cheque and asks the new hire to buy
    // equipment from its "vendor" before the cheque bounces.
    name: 'Remote-assistant job offer: deposit our cheque and pay our equipment vendor by Zelle',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Hiring Team – Northbridge Analytics <careers.northbridgeanalytics@gmail.com>',
      to: 'Jasmine Porter <jasmine.porter.jobs@gmail.com>',
      subject: 'Offer of Employment – Remote Administrative Assistant ($38/hr)',
      date: 'Mon, 3 Nov 2025 10:14:02 -0500',
      messageId: 'CAPk7Lq2Xz9Nw4Rb1Vt6Mc8Hd3Fs5Ay0Ge7Ko2Mn9Tq4Zx1@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f52.google.com [209.85.220.52]',
      body: gmailBody(
        [
          'Dear Jasmine,',
          '',
          'Following your online interview with our HR manager, we are pleased to offer you the position of Remote Administrative Assistant at $38 per hour, 25 hours per week, starting Monday.',
          '',
          'To set up your home office, we will mail you a company cheque of $4,850 this week. Once you deposit it by mobile deposit, send $4,200 by Zelle to our approved equipment vendor (details will follow) so they can ship your laptop, printer and software license. Keep the remaining $650 as your first-week allowance.',
          '',
          'Please reply with your full name, home address and cell phone number so we can send the cheque today. This offer is valid for 48 hours.',
          '',
          'Best regards,',
          'Linda Carver',
          'HR Manager, Northbridge Analytics',
        ].join('\n'),
      ),
    }),
  },

  {
    // Task scams: "rate products from home", then the victim pays to "unlock" tasks.
    name: 'Oferta de empleo: 250–800 € al día valorando productos, contactar por WhatsApp',
    lang: 'es',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Recursos Humanos <rrhh.seleccion.online24@gmail.com>',
      to: 'lucia.moreno.perez@hotmail.com',
      subject: 'Trabajo a tiempo parcial desde casa – 250 € a 800 € al día',
      date: 'Sat, 10 May 2025 12:44:20 +0000',
      messageId: 'CAHn6Kq1Xz8Nw3Rb5Vt7Lc2Hd4Fs9Ay1Ge6Ko3Mn7Tq5Zx2@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Hola,',
          '',
          'Hemos obtenido su contacto de una plataforma de empleo. Nuestra agencia busca personas para un trabajo a tiempo parcial desde casa: solo tiene que valorar productos de comercios online con su móvil, entre 30 y 60 minutos al día.',
          '',
          'Salario: de 250 € a 800 € al día, pago diario. No se necesita experiencia. Mayores de 23 años.',
          '',
          'Si le interesa, escriba "trabajo" a nuestra coordinadora por WhatsApp: +34 631 48 27 90 (solo mensajes). Plazas limitadas.',
          '',
          'Un saludo,',
          'Departamento de Selección',
        ].join('\n'),
      ),
    }),
  },

  {
    // Loan "between private individuals": a low rate, then fees before the money arrives.
    name: 'Empréstimo entre particulares a 2 %: pagar os "custos do processo" antes da transferência',
    lang: 'pt-PT',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Sr. Manuel Antunes <manuel.antunes.credito@gmail.com>',
      to: 'Paulo Reis <paulo.reis.1978@sapo.pt>',
      subject: 'Re: pedido de empréstimo – aprovado',
      date: 'Fri, 14 Feb 2025 15:36:18 +0000',
      messageId: 'CAMq9Lx3Rz7Nw2Vb5Xc8Mp1Hd4Fs6Ay0Ge3Ko5Mn2Tq7Zx4@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        [
          'Caro Paulo,',
          '',
          'Tenho o prazer de informar que o seu pedido de empréstimo de 15.000 € a 2 % ao ano, a 60 meses, foi aprovado pelo nosso notário.',
          '',
          'Antes da transferência para a sua conta, é necessário pagar os custos de abertura do processo e do seguro, no valor de 350 €, por transferência para o IBAN LT72 3250 0214 7788 1093 em nome do nosso notário. Logo que recebermos o comprovativo, os 15.000 € são transferidos em 24 horas.',
          '',
          'Envie também cópia do cartão de cidadão e do último recibo de vencimento.',
          '',
          'Cumprimentos,',
          'Manuel Antunes',
          'Crédito entre particulares',
        ].join('\n'),
      ),
    }),
  },

  {
    // The "task" job scam: a recruiter from a real-sounding agency offers paid app-rating
    // tasks, moved to Telegram, where the "trainee" is later asked to top up in crypto.
    name: 'Recruiter offers $150–$600 a day for "app optimization tasks", contact on Telegram, no experience needed',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Ashley Turner | Talent Acquisition <ashley.turner.hiring@hotmail.com>',
      to: 'jordan.price.97@gmail.com',
      subject: 'Flexible remote position – your profile was shortlisted',
      date: 'Wed, 21 May 2025 15:40:12 +0000',
      messageId: 'PH7PR17MB6120C8E1A9F3B5D72E4C0A6F8B2D1@PH7PR17MB6120.namprd17.prod.outlook.com',
      dkim: ['hotmail.com:selector1'],
      relay: 'mail-mw2nam12olkn2033.outbound.protection.outlook.com [40.92.23.33]',
      body: plain(
        "Hello Jordan,\n\nI'm Ashley from Apex Talent Partners. Your resume was shortlisted for a flexible remote position with one of our clients, a digital marketing agency that helps apps rank higher in the app stores.\n\nThe work: complete 40 app optimization tasks per day (rating and reviewing apps in the client's system), about 60–90 minutes a day from your phone.\nPay: $150–$600 per day plus commission, paid daily. Weekly bonus for 5 consecutive working days.\nNo experience needed, free training provided by a personal mentor.\n\nIf you are interested, please contact our HR coordinator on Telegram: @ApexHR_Melissa and mention code AT-1187. Applicants must be 22 or older.\n\nBest regards,\nAshley Turner\nSenior Recruiter, Apex Talent Partners",
      ),
    }),
  },

  {
    // Classic advance fee in its 2025 dress: a "private banker" with a dormant account of a
    // deceased client who shares the reader's surname; the fee comes later.
    name: 'Private banker in London: a deceased client with your surname left £7.4 million, act as next of kin',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Mr. Edward Hollis <edward.hollis@privatebanking-chambers.co>',
      to: 'gregory.fenwick@btinternet.com',
      replyTo: 'e.hollis.chambers@proton.me',
      subject: 'Confidential: estate of the late Mr. Harold Fenwick',
      date: 'Tue, 9 Sep 2025 06:22:51 +0100',
      messageId: '20250909052251.4a7c1e9f@privatebanking-chambers.co',
      relay: 'smtp.privatebanking-chambers.co [192.0.2.141]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: plain(
        'Dear Gregory Fenwick,\n\nI am Edward Hollis, senior account officer in private banking here in London. I am contacting you with utmost confidentiality regarding the dormant account of a late client, Mr. Harold Fenwick, an oil consultant who died intestate in 2021 together with his wife and only daughter.\n\nThe account holds GBP 7,400,000.00 (Seven Million, Four Hundred Thousand Pounds). Having searched for two years without success, the bank will transfer the funds to the Treasury as unclaimed if no next of kin comes forward by the end of this quarter.\n\nSince you share the same surname, I can present you as the beneficiary. All the legal documents will be prepared by our attorney, and the transaction is 100% risk free. We will share the funds 50/50.\n\nIf you are interested, reply to my private email e.hollis.chambers@proton.me with your full name, address, phone number and occupation.\n\nYours faithfully,\nEdward Hollis',
      ),
    }),
  },

  {
    // Task scam in Brazil: liking videos for pay, then "missions" that need a Pix deposit.
    name: 'Vaga "curtir vídeos e ganhar R$ 50 a R$ 300 por dia" com tarefas pelo Telegram e depósito via Pix',
    lang: 'pt-BR',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'RH Digital Talentos <rh.digitaltalentos@gmail.com>',
      to: 'larissa.santos.bh@gmail.com',
      subject: 'Vaga home office – pagamento diário via Pix',
      date: 'Thu, 24 Jul 2025 16:50:09 -0300',
      messageId: 'CAM4p8Lq2Rk7Xz1Vb9Nc5Tw3Hd6Jf0Gs@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-qk1-f181.google.com [209.85.222.181]',
      body: gmailBody(
        'Olá Larissa, tudo bem?\n\nSou a Camila, da Digital Talentos. Seu perfil foi selecionado para uma vaga home office de meio período para ajudar marcas a aumentar o engajamento no TikTok e no YouTube.\n\nVocê só precisa curtir e seguir vídeos pelo celular, de 20 a 40 minutos por dia. Cada tarefa paga de R$ 2 a R$ 15 e a média é de R$ 50 a R$ 300 por dia, com pagamento diário via Pix. Depois do período de teste você participa das missões premium, com depósito de ativação a partir de R$ 100 e retorno de 30%.\n\nPara começar, chame a nossa recrutadora no Telegram: https://t.me/DigitalTalentosRH e informe o código DT-4471.\n\nAbraço,\nCamila Duarte\nRecrutamento',
      ),
    }),
  },

  {
    // Lottery advance fee in Brazilian dress: a "Mega-Sena" prize to release after paying a tax.
    name: 'Prêmio "Mega da Virada" de R$ 1,2 milhão num sorteio de clientes, pagar a taxa de liberação para o advogado',
    lang: 'pt-BR',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Departamento de Premiação <premiacao.loterias.caixa@outlook.com>',
      to: 'antonio.ferreira1961@bol.com.br',
      subject: 'PARABÉNS! Seu CPF foi contemplado no sorteio especial',
      date: 'Fri, 9 Jan 2026 11:24:46 -0300',
      messageId: 'RO2P284MB1120E8C1A7F9B3D05A2C6E4F1B8D0@RO2P284MB1120.BRAP284.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-cp2bra01olkn2071.outbound.protection.outlook.com [40.92.42.71]',
      body: plain(
        'Prezado Sr. Antônio Ferreira,\n\nTemos o prazer de informar que o seu CPF foi sorteado no Sorteio Especial de Clientes da Mega da Virada 2025, e o senhor foi contemplado com o prêmio de R$ 1.200.000,00 (um milhão e duzentos mil reais).\n\nPara liberar o prêmio, é necessário o recolhimento do imposto de transferência (ITCMD) e dos honorários do advogado responsável, no valor total de R$ 1.870,00, que devem ser pagos via Pix antes do crédito.\n\nEntre em contato com o Dr. Marcelo Vasconcelos pelo WhatsApp (61) 99187-4420 informando o número do bilhete 04-17-22-35-48-59.\n\nO prazo para resgate é de 5 dias úteis.\n\nAtenciosamente,\nDepartamento de Premiação',
      ),
    }),
  },

  {
    // Lottery advance fee in Portugal: a Euromilhões "prémio de clientes" released after a fee.
    name: 'Euromilhões: "prémio de 850.000 € num sorteio de e-mails", pagar a taxa de selo antes da transferência',
    lang: 'pt-PT',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Departamento de Prémios <premios.euromilhoes.pt@gmail.com>',
      to: 'manuela.teixeira@netcabo.pt',
      subject: 'Notificação oficial de prémio – Ref. EM/2025/8841',
      date: 'Fri, 21 Nov 2025 14:37:51 +0000',
      messageId: 'CAK7r2Lq9Mx4Tz1Vb8Pn5Wc3Hd6Jf0Gs@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-ed1-f46.google.com [209.85.208.46]',
      body: gmailBody(
        'Exma. Senhora Manuela Teixeira,\n\nTemos o prazer de informar que o seu endereço de e-mail foi selecionado no sorteio internacional de endereços eletrónicos associado ao Euromilhões, com o prémio de 850.000,00 € (oitocentos e cinquenta mil euros).\n\nPara que a transferência seja efetuada, deverá pagar previamente o imposto do selo e as despesas de processamento, no valor de 1.240,00 €, e enviar-nos uma cópia do cartão de cidadão e o IBAN.\n\nO prémio deve ser reclamado no prazo de 10 dias, caso contrário reverte para o próximo sorteio. Mantenha esta notificação confidencial.\n\nCom os melhores cumprimentos,\nDr. Rui Antunes\nGestor de Prémios',
      ),
    }),
  },

  {
    // Recovery scam: victims of earlier investment fraud are offered help to get the money back
    // by a "Kanzlei", for an upfront fee.
    name: 'Rückholungsbetrug: "Kanzlei" verspricht, verlorenes Krypto-Geld zurückzuholen, gegen Vorabgebühr',
    lang: 'de',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Kanzlei Brandt & Voss <mandate@brandt-voss-recht.eu>',
      to: 'werner.schaefer57@gmx.net',
      subject: 'Ihr Fall: Rückforderung Ihrer Verluste bei Trading-Plattformen',
      date: 'Tue, 18 Nov 2025 11:44:19 +0100',
      messageId: '20251118104419.3c7e@brandt-voss-recht.eu',
      dkim: ['brandt-voss-recht.eu:mail'],
      relay: 'mail.brandt-voss-recht.eu [192.0.2.15]',
      auth: { dmarc: 'none' },
      body: plain(
        'Sehr geehrter Herr Schäfer,\n\nim Rahmen einer internationalen Ermittlung gegen betrügerische Online-Trading-Plattformen wurden uns Ihre Daten als geschädigter Anleger übermittelt. Nach unseren Unterlagen haben Sie 2023 und 2024 insgesamt 38.700 € verloren.\n\nUnsere Kanzlei hat bereits über 1.200 Mandanten zu ihrem Geld verholfen. Die Gelder aus Ihrem Fall sind bei einer Partnerbank eingefroren und können innerhalb von 14 Tagen an Sie ausgezahlt werden.\n\nFür die Eröffnung des Verfahrens fällt lediglich eine Bearbeitungsgebühr von 1.450 € an, die per Überweisung oder in USDT beglichen werden kann. Alle weiteren Kosten werden erst nach erfolgreicher Rückzahlung fällig.\n\nBitte antworten Sie innerhalb von 5 Tagen, damit wir Ihren Fall vor Fristablauf einreichen können.\n\nMit freundlichen Grüßen\nRA Dr. Thomas Brandt',
      ),
    }),
  },

  {
    // Inheritance fraud, plain and short from a free mailbox: an "estate agent in Spain" seeks
    // the next of kin of a client who shares the reader's surname.
    name: 'Four-line "estate of a late client with your surname" from a Gmail lawyer in Madrid',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Barrister Alvaro Ruiz <alvaro.ruiz.abogados1@gmail.com>',
      to: 'd.fletcher@btinternet.com',
      subject: 'Estate of late Mr. Robert Fletcher',
      date: 'Thu, 3 Jul 2025 07:14:58 +0000',
      messageId: 'CAJ9pQ2xM7vR4tK1wN8bL3cF5dJ6sY0h_mT8qX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-lj1-f176.google.com [209.85.208.176]',
      body: gmailBody(
        'Good day,\nI am the attorney to late Mr. Robert Fletcher who died with his family in Valencia and left €6,850,000.00 in a fixed deposit without a will. As you share the same surname, I want to present you as next of kin so the funds can be released to you. Reply with your full name and phone number for details.\nBarrister Alvaro Ruiz',
      ),
    }),
  },

  {
    // Advance-fee inheritance in Spanish: a "notario" with a Hotmail address and a relative who
    // died in Canada.
    name: 'Notario desde Hotmail: herencia de un familiar fallecido en Canadá, envíe su DNI y teléfono',
    lang: 'es',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Notaría Ignacio Beltrán <notaria.ibeltran@hotmail.com>',
      to: 'marisa.ortega@telefonica.net',
      subject: 'Herencia pendiente a su nombre',
      date: 'Sun, 9 Mar 2025 13:24:06 +0000',
      messageId: 'AM7P189MB0993F2C1A8E4B7D9C0E5F3A6B2D1C@AM7P189MB0993.EURP189.PROD.OUTLOOK.COM',
      dkim: ['hotmail.com:selector1'],
      relay: 'mail-am7eur03olkn2019.outbound.protection.outlook.com [40.92.59.19]',
      body: plain(
        'Estimada Sra. Ortega:\n\nLe escribo como notario encargado de la herencia de D. Ernesto Ortega, fallecido en Toronto sin testamento, con un saldo de 2.370.000 € en un banco canadiense. Al compartir su apellido puede usted figurar como beneficiaria. Para iniciar el trámite envíeme copia de su DNI y un teléfono de contacto.\n\nAtentamente,\nIgnacio Beltrán, notario',
      ),
    }),
  },

  {
    // Investment fraud through a hijacked Brevo account of a wine merchant: a "livret" at 7 %
    // guaranteed, call an advisor.
    name: "Placement « livret garanti à 7 % » via le compte Brevo piraté d'un caviste, rappel par un conseiller",
    lang: 'fr',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Patrimoine Épargne Conseil <contact@cave-saint-vincent.fr>',
      to: 'monique.girard@free.fr',
      subject: 'Votre épargne à 7 % garantis, sans frais',
      date: 'Thu, 23 Oct 2025 10:15:22 +0000',
      messageId: '202510231015.44187230192@smtp-relay.mailin.fr',
      dkim: ['cave-saint-vincent.fr:brevo1', 'sendinblue.com:mail'],
      returnPath: 'bounces-244187230-monique.girard=free.fr@sendibt3.com',
      relay: 'smtp-relay.mailin.fr [185.107.232.44]',
      headers: [
        'List-Unsubscribe: <https://cavesaintvincent.r.af.d.sendibt2.com/tr/un/li/Qm7Rk2pT9v>',
        LIST_UNSUBSCRIBE_POST,
        'X-Mailin-EID: Qm7Rk2pT9v',
        'Feedback-ID: cavesaintvincent:brevo',
        'X-Mailer: Brevo',
      ],
      body: document([
        'Madame, Monsieur,',
        'Les livrets bancaires rapportent moins de 3 %. Notre livret partenaire vous garantit 7 % par an, capital garanti, disponible à tout moment, à partir de 5 000 €. Places limitées à 40 épargnants ce mois-ci.',
        { button: 'Être rappelé par un conseiller', href: 'https://epargne-7pourcent.shop/rappel' },
      ]),
    }),
  },

  // Rewards promised in the name of a shop the sender is not (2023–2025 campaigns): a "customer
  // survey" with a gift set, a gift card or voucher "waiting", from a hijacked newsletter domain
  // or a throw-away one, unsigned, the shop named only in the display name, subject or text.
  {
    name: 'Douglas-Kundenumfrage mit Geschenkset von einer fremden Newsletter-Domain',
    lang: 'de',
    lure: 'advance-fee',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Kundenservice <info@news-rabattwelt.example>',
      to: 'sabine.krueger@web.de',
      subject: 'Dies ist Ihre Chance, eine Belohnung zu erhalten',
      date: 'Tue, 12 Nov 2024 09:41:07 +0100',
      messageId: '20241112094107.5c1a@news-rabattwelt.example',
      relay: 'mta4.news-rabattwelt.example [203.0.113.41]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          'Sehr geehrter Douglas-Kunde,',
          'Nehmen Sie an unserer kurzen Umfrage teil und erhalten Sie ein exklusives Geschenkset als Dankeschön.',
          { button: 'Zur Umfrage', href: 'https://kundenumfrage-geschenk.example/d?id=88213' },
          { small: 'Abmelden' },
        ],
        { lang: 'de' },
      ),
    }),
  },

  {
    name: 'Your Disney+ one-year gift card is waiting, from an unrelated domain',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Disney+ Offers <offers@daily-savings-club.example>',
      to: 'mike.turner@outlook.com',
      subject: 'Exciting news: your Disney+ 1-year gift card is waiting!',
      date: 'Sat, 21 Dec 2024 18:02:55 +0000',
      messageId: '20241221180255.77ab@daily-savings-club.example',
      relay: 'smtp.daily-savings-club.example [198.51.100.77]',
      auth: { dkim: 'none', spf: 'softfail', dmarc: 'none' },
      body: document([
        'Your Disney+ membership gift card is waiting for you. Enjoy a year of magical moments.',
        { button: 'Enjoy now', href: 'https://gift-redeem-now.example/dp?u=4412' },
      ]),
    }),
  },

  {
    name: 'Gagnez un robot cuiseur : participez à notre enquête Cdiscount (domaine sans rapport)',
    lang: 'fr',
    lure: 'advance-fee',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Avis clients <avis@meteo-actus-news.example>',
      to: 'claire.martin@orange.fr',
      subject: 'Gagnez un robot cuiseur – participez à notre enquête Cdiscount dès aujourd’hui !',
      date: 'Thu, 7 Mar 2024 07:15:40 +0100',
      messageId: '20240307071540.9e2f@meteo-actus-news.example',
      relay: 'mx2.meteo-actus-news.example [203.0.113.90]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        ['Ne manquez pas votre chance de gagner un robot cuiseur multifonction !', { button: 'Je participe', href: 'https://enquete-cadeau.example/cd?r=17' }],
        { lang: 'fr' },
      ),
    }),
  },

  {
    name: 'Encuesta de Carrefour con regalo desde un dominio ajeno',
    lang: 'es',
    lure: 'advance-fee',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Atención al cliente <clientes@ofertas-del-dia.example>',
      to: 'lucia.gomez@gmail.com',
      subject: '¡Complete nuestra encuesta de Carrefour y reciba un regalo!',
      date: 'Mon, 3 Jun 2024 11:20:33 +0200',
      messageId: '20240603112033.1b7d@ofertas-del-dia.example',
      relay: 'mail.ofertas-del-dia.example [198.51.100.23]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        [
          'Estimado cliente de Carrefour: ayúdenos a mejorar. Complete nuestra encuesta y reciba un kit de emergencia para el coche.',
          { button: 'Empezar', href: 'https://encuesta-premio.example/c?id=5521' },
        ],
        { lang: 'es' },
      ),
    }),
  },

  {
    name: 'Pesquisa da Magalu com brinde, de um domínio sem relação',
    lang: 'pt-BR',
    lure: 'advance-fee',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Magalu Pesquisa <contato@promo-vantagens.example>',
      to: 'ana.souza@hotmail.com',
      subject: 'Sua opinião vale um brinde',
      date: 'Wed, 17 Jul 2024 14:05:12 -0300',
      messageId: '20240717170512.4c2e@promo-vantagens.example',
      relay: 'mta.promo-vantagens.example [203.0.113.55]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        ['Responda à nossa pesquisa e receba um brinde exclusivo da Magalu.', { button: 'Responder', href: 'https://pesquisa-brinde.example/m?u=902' }],
        { lang: 'pt-BR' },
      ),
    }),
  },

  {
    name: 'Albert Heijn-cadeaukaart wacht op je, van een vreemd domein',
    lang: 'nl',
    lure: 'advance-fee',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Klantenpanel <panel@voordeel-nieuws.example>',
      to: 'daan.devries@ziggo.nl',
      subject: 'Je Albert Heijn cadeaukaart wacht op je!',
      date: 'Fri, 15 Nov 2024 16:44:01 +0100',
      messageId: '20241115164401.3a9c@voordeel-nieuws.example',
      relay: 'out.voordeel-nieuws.example [198.51.100.140]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: document(
        ['Vul onze korte enquête in en ontvang een cadeaukaart van 50 euro.', { button: 'Start', href: 'https://enquete-beloning.example/ah?k=77' }],
        { lang: 'nl' },
      ),
    }),
  },

  {
    name: 'UN compensation fund "your ATM card of $2.5 million is ready" from Gmail, reply to another free mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'United Nations Compensation Unit <uncompensation.office2025@gmail.com>',
      to: 'w.harrington@bellsouth.net',
      replyTo: 'Dr. Michael Adeyemi <dr.m.adeyemi@mail.com>',
      subject: 'ATTENTION BENEFICIARY: YOUR COMPENSATION PAYMENT',
      date: 'Sat, 1 Feb 2025 04:12:30 +0000',
      messageId: 'CAF8pN2xV4mR7tK1wQ9bL3cG6dH5sY0a_uN2pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Attention Beneficiary,\n\nThis is to inform you that the United Nations in conjunction with the World Bank has approved the sum of $2,500,000.00 USD as compensation for victims of internet fraud. Your email was selected among the beneficiaries.\n\nYour ATM card has been loaded and is ready for delivery. To receive it, send your full name, home address, phone number and a copy of your ID, and pay the delivery and insurance fee of $285 only.\n\nContact Dr. Michael Adeyemi at dr.m.adeyemi@mail.com immediately.\n\nRegards,\nMrs. Helen Carter\nUN Compensation Unit',
      ),
    }),
  },

  {
    name: 'Lawyer "next of kin of my late client, $8.5 million" from Outlook.com',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Barrister James Okafor <barr.jamesokafor.chambers@outlook.com>',
      to: 'thomas.whitaker@aol.com',
      subject: 'Confidential: inheritance claim of late Mr. Robert Whitaker',
      date: 'Tue, 18 Mar 2025 09:40:16 +0000',
      messageId: 'DU2PR08MB7301F3A4B5C6D7E8F9A0B1C2D3E4F5A6@DU2PR08MB7301.eurprd08.prod.outlook.com',
      ...OUTLOOK,
      body: plain(
        'Dear Thomas,\n\nI am Barrister James Okafor, personal attorney to the late Mr. Robert Whitaker, an oil contractor who died with his family in a car accident in 2021. He left a deposit of US$8,500,000 (Eight Million Five Hundred Thousand US Dollars) with a bank here, and the bank has asked me to present his next of kin or the funds will be confiscated.\n\nSince you share the same surname, I am seeking your consent to present you as the beneficiary. All legal documents will be provided and the transaction is 100% risk free. We will share the funds 50/50.\n\nPlease reply with your full names, private phone number and address so that we can proceed.\n\nBest regards,\nBarrister James Okafor',
      ),
    }),
  },

  {
    // Task scam: "rate products for $300/day", move to WhatsApp.
    name: 'Task job "earn $300 a day rating products, message our HR on WhatsApp" from Gmail',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Emily Carter | HR <emilycarter.hr.recruit@gmail.com>',
      to: 'jordan.wells22@yahoo.com',
      subject: 'Remote part-time position – flexible hours – $300/day',
      date: 'Wed, 7 May 2025 17:44:12 +0000',
      messageId: 'CAM2pN8xV4mR7tK1wQ9bL3cF6dH5sY0a_rK3pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hello,\n\nI am Emily from the HR team of Optimize Digital Marketing. We got your contact from an online job board. We are hiring remote part-time staff to help merchants boost product ratings on online stores.\n\n- Work 60-90 minutes a day from your phone\n- Earn $200-$500 per day, paid daily\n- No experience needed, free training\n\nIf you are interested, please contact our manager on WhatsApp: +1 (347) 555-0186 or click https://wa.me/13475550186\n\nYou must be at least 23 years old.\n\nBest regards,\nEmily Carter',
      ),
    }),
  },

  {
    name: 'Héritage "veuve malade souhaite vous léguer 1 500 000 €" from a Gmail address',
    lang: 'fr',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Mme Isabelle Renaud <isabelle.renaud.donation@gmail.com>',
      to: 'gerard.petit@wanadoo.fr',
      subject: 'Don de 1 500 000 € à votre nom',
      date: 'Mon, 4 Aug 2025 08:19:02 +0000',
      messageId: 'CAK1pN8xV4mR7tK2wQ9bL3cF6dH5sY0a_iR5pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        "Bonjour,\n\nJe suis Mme Isabelle Renaud, veuve de feu M. Jean Renaud, industriel. Je suis atteinte d'un cancer en phase terminale et mon médecin me donne quelques semaines à vivre. Je n'ai pas d'enfant.\n\nJe souhaite faire don de la somme de 1 500 000 € que mon mari a laissée sur un compte bancaire, à une personne honnête qui en fera bon usage pour les orphelins et les personnes démunies.\n\nSi vous acceptez, répondez-moi avec votre nom complet, votre adresse et votre numéro de téléphone afin que mon notaire vous contacte pour les frais de transfert.\n\nQue Dieu vous bénisse,\nMme Isabelle Renaud",
      ),
    }),
  },

  {
    // Dutch task scam: "earn from home liking videos", WhatsApp.
    name: 'Taakfraude "bijverdienen vanuit huis: €150–€400 per dag, neem contact op via WhatsApp" from Gmail',
    lang: 'nl',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Sanne de Vries | Recruitment <sanne.devries.werving@gmail.com>',
      to: 'tim.jansen91@hotmail.nl',
      subject: 'Flexibele bijbaan vanuit huis – dagelijks uitbetaald',
      date: 'Wed, 20 Aug 2025 12:48:33 +0000',
      messageId: 'CAN3pN2xV4mR7tK1wQ9bL8cF6dH5sY0a_sD6pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        "Hallo,\n\nWij zijn op zoek naar mensen die online willen bijverdienen. Je helpt webwinkels door producten te beoordelen en video's te liken. Het kost 30-60 minuten per dag en je verdient €150 tot €400 per dag, dagelijks uitbetaald.\n\nGeen ervaring nodig, alleen een telefoon.\n\nInteresse? Stuur een bericht via WhatsApp naar +31 6 12345678 of klik op https://wa.me/31612345678\n\nMet vriendelijke groet,\nSanne de Vries",
      ),
    }),
  },

  {
    // Task job scam from a free mailbox.
    name: 'Task job: "remote part-time, $250-$600 a day rating apps, contact us on WhatsApp" from Gmail',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
    heldOut: true,
    raw: mail({
      from: 'Rachel Simmons HR <rachel.simmons.talent.hr@gmail.com>',
      to: 'tyler.brooks92@hotmail.com',
      subject: 'Flexible remote opportunity - earn $250-$600 daily',
      date: 'Mon, 9 Jun 2025 16:27:51 +0000',
      messageId: 'CAJk4mQ2xL9pT7nR3vB8c_W1zS5yD6fG0hK2jL4m@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hello,\n\nI am Rachel from Apex Digital Talent. Your profile was recommended to us for a flexible remote position. The work is simple: you help app developers boost their ratings by completing 40 tasks a day on our platform. It takes 60-90 minutes and you can work from your phone.\n\nDaily earnings: $250-$600, paid every day. No experience required, free training provided.\n\nIf interested, please contact our coordinator on WhatsApp: +1 (213) 555-0147 and mention code AD-77.\n\nBest regards,\nRachel Simmons\nRecruitment Team',
      ),
    }),
  },

  {
    name: 'Task job: "trabajo desde casa, 300 € al día valorando productos, escríbenos por WhatsApp" from Gmail',
    lang: 'es',
    lure: 'job',
    expect: ['fraud'],
    heldOut: true,
    raw: mail({
      from: 'Laura Recursos Humanos <laura.rrhh.seleccion@gmail.com>',
      to: 'david.romero.p@gmail.com',
      subject: 'Oferta de empleo a tiempo parcial - desde casa',
      date: 'Tue, 1 Jul 2025 11:33:28 +0200',
      messageId: 'CAM9xP2qL7kT4nR8vB1c_Z3wS6yD0fG5hJ2kL9m@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hola,\n\nSoy Laura, del departamento de selección de Vertex Marketing. Hemos visto tu perfil y queremos ofrecerte un trabajo a tiempo parcial desde casa.\n\nEl trabajo consiste en valorar productos de tiendas online para mejorar su posicionamiento. Solo necesitas el móvil y 1 hora al día. Ganancias: entre 150 € y 300 € al día, con pago diario.\n\nNo se requiere experiencia. Si te interesa, escríbenos por WhatsApp al +34 612 55 01 47 indicando el código VM-25.\n\nUn saludo,\nLaura',
      ),
    }),
  },

  {
    // A 419 "investment" pitch: the stranger's plants to be built "under your care as the caretaker in your country", replies elsewhere.
    name: '419 solar project "under your care as the caretaker in your country" with a Reply-To elsewhere',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Eng. Harold Finch <h.finch@pacific-rim-supplies.example.com>',
      to: 'undisclosed-recipients:;',
      replyTo: 'Harold Finch <harold@solarfield-holdings.example.org>',
      subject: 'Your opinion',
      date: 'Tue, 5 Sep 2023 06:21:44 +0800',
      messageId: '20230905062144.7dd1@pacific-rim-supplies.example.com',
      dkim: ['pacific-rim-supplies.example.com:default'],
      relay: 'mail.pacific-rim-supplies.example.com [203.0.113.88]',
      body: plain(
        'Hello,\n\nMy name is Harold Finch, I run a small company that builds solar energy plants. We want to build five plants of 5 MW in your country, a total investment of 9 million dollars, and we plan to establish them under your care as the caretaker in your country because of your good reputation, with a percentage for you.\n\nI would like to know your opinion. If you are interested please let me know by return mail.\n\nBest regards\nHarold Finch',
      ),
    }),
  },

  {
    // The riches-for-nothing wage: a sum a day "from home, with our system" (not a stated day
    // rate), its page on a free site builder.
    name: 'Work-from-home scheme "earn $400 a day from home with our system", page on a free site builder',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
    raw: mail({
      from: 'Home Income Team <homeincome.team2025@gmail.com>',
      to: 'jordan.wells22@yahoo.com',
      subject: 'Your spot is reserved',
      date: 'Thu, 12 Jun 2025 19:05:41 +0000',
      messageId: 'CAP4qN8xV4mR7tK1wQ9bL3cF6dH5sY0a_wH2pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hi,\n\nPeople like you earn $400 a day from home with our proven system. No boss, no commute, just a laptop and two hours.\n\nSee how it works before the spots are gone: https://home-income-secrets.weebly.com\n\nTo your success,\nThe Home Income Team',
      ),
    }),
  },

  {
    // The dormant-account story: millions left in a dormant account, a stranger to front as the
    // heir (a bank's own dormancy notice names no sum and the reader's own account).
    name: 'Bank officer "US$8,400,000 in a dormant account, you will stand in as his relative" from a free mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Mr. Edward Mensah <edward.mensah.audit@outlook.com>',
      to: 'harold.petersen51@comcast.net',
      subject: 'Confidential business proposal',
      date: 'Mon, 3 Mar 2025 06:41:19 +0000',
      messageId: 'DB9P195MB1422C1D2E3F4A5B6C7D8E9F0A1B2C3D4@DB9P195MB1422.EURP195.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.101]',
      body: plain(
        'Dear Friend,\n\nI am the head of audit at a bank in Accra. During our annual review I found the dormant funds of a foreign client who died in 2019: US$8,400,000.00 have been lying in his account with no claim since then.\n\nI will present you as his relative so that the funds are released to you, and we share them 60/40. Everything is legal and risk free.\n\nReply with your full name and phone number.\n\nEdward Mensah',
      ),
    }),
  },

  {
    // Beside the namesake's bare name (legitimate-mail-personal-and-forwards-cases.ts): the name with the words
    // that borrow it, a foundation's grant from a free mailbox.
    name: '"Warren Buffett Foundation Grants" from Gmail: a grant to claim through a form',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Warren Buffett Foundation Grants <wbfoundation.grants2025@gmail.com>',
      to: 'linda.morrow58@aol.com',
      subject: 'Your grant application was approved',
      date: 'Mon, 16 Jun 2025 11:20:07 +0000',
      messageId: 'CAQ2wE4rT6yU8iO0pA2sD4fG6hJ8kL0zX2cV4bN@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Dear beneficiary,\n\nYou have been selected to receive a donation of $850,000 from the Warren Buffett Foundation charity programme. Complete the claim form below within 48 hours to receive your funds.\n\nClaim now: https://wb-grants-claim.weebly.com\n\nRegards,\nGrants Department',
      ),
    }),
  },

  {
    // A collector passes the letter on with its subject as it came (no "FW:"): only Outlook's rule stands above it.
    name: 'Restitution letter passed on under its own subject, Outlook’s rule above it, its sender a Gmail address',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Karen Doyle <k.doyle@harbourview-dental.com>',
      to: 'Security <report-phish@harbourview-dental.com>',
      subject: 'Compensation payment approved',
      date: 'Tue, 15 Apr 2025 10:20:11 +0000',
      messageId: 'DB9PR08MB6591D5E3F2@DB9PR08MB6591.eurprd08.prod.outlook.com',
      dkim: ['harbourview-dental.com:selector1'],
      relay: 'EUR03-DBA-obe.outbound.protection.outlook.com [40.107.104.53]',
      body: plain(
        [
          '',
          '________________________________',
          'From: Fraud Compensation Unit <compensation.unit.desk@gmail.com>',
          'Sent: Tuesday, April 15, 2025 6:02 AM',
          'Subject: Compensation payment approved',
          '',
          'Attention Beneficiary,',
          '',
          'The compensation committee has approved a payment of USD 2,450,000.00 to each victim of internet fraud in your region. Your name is on the list of beneficiaries.',
          '',
          'To receive your funds, send your full name, phone number and reference number.',
          '',
          'Reference: CMP/8812-R/2025',
        ].join('\n'),
      ),
    }),
  },

  {
    // "The sum of" is still the 419's own wording, and the account abroad it needs the reader for.
    name: 'Bank auditor "the sum of US$15.5 million, transfer it into a foreign account" from a free mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Mr. Daniel Owusu <daniel.owusu.audit@outlook.com>',
      to: 'marjorie.klein48@comcast.net',
      subject: 'Private and confidential',
      date: 'Tue, 8 Jul 2025 05:12:44 +0000',
      messageId: 'DB9P195MB1422A9B8C7D6E5F4A3B2C1D0E9F8A7B6@DB9P195MB1422.EURP195.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: plain(
        'Dear Friend,\n\nI am the chief auditor of a bank in Accra. In the course of our audit I found the sum of US$15,500,000.00 (fifteen million five hundred thousand US dollars) in an account whose owner died in a plane crash in 2018.\n\nNobody has come forward for it. With your help I can transfer the fund into a foreign account in your name, and you will keep 35% for your assistance.\n\nReply with your full name, age and phone number so that we can begin.\n\nDaniel Owusu',
      ),
    }),
  },

  {
    // The chain letter's mechanics, not a count of emails, now make it: the names moved down a
    // numbered list of reports, the reader's own put at the top, $25 for riches.
    name: 'Chain letter "remove the name in REPORT #5, put yours in REPORT #1, $50,000 in 90 days" from a free mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Wealth Builder <wealth.builder.2025@gmail.com>',
      to: 'tom.reynolds77@yahoo.com',
      subject: 'Turn $25 into $50,000 in 90 days',
      date: 'Sat, 12 Jul 2025 22:03:19 +0000',
      messageId: 'CAP4qN8xV4mR7tK1wQ9bL3cF6dH5sY0a_cL9pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'AS SEEN ON NATIONAL TV: turn $25 into $50,000 in 90 days!\n\nOrder each of the five reports below for $5 each. When you have all five:\n1. Remove the name & address of the person in REPORT #5. This person has made it through the cycle.\n2. Move the name & address in REPORT #4 down to REPORT #5.\n3. Move the name & address in REPORT #3 down to REPORT #4.\n4. Insert your name and address in the REPORT #1 position.\n\nThen send this letter to 5,000 people. Thousands of dollars will arrive in your mailbox within weeks.',
      ),
    }),
  },

  {
    // A fund story and its sum told a few paragraphs apart: still within one letter.
    name: 'Solicitor "you are the beneficiary … the estate of US$12.8 million" several paragraphs apart, from a free mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Barrister James Coker <jcoker.chambers@gmail.com>',
      to: 'pnewman1961@btinternet.com',
      subject: 'Your late relative',
      date: 'Wed, 16 Jul 2025 09:44:10 +0000',
      messageId: 'CAH8xQ2mV4nR7tK1wQ9bL3cF6dH5sY0a_jC4pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Dear Sir,\n\nI am Barrister James Coker, personal attorney to the late engineer Peter Newman, who lost his life with his wife and only daughter in a road accident on the Lagos-Ibadan expressway. As he shares your surname, I have chosen to present you as the beneficiary.\n\n' +
          "For several years I have searched for his relatives through the embassy and the bank, without success. The bank has now issued me a final notice: if nobody comes forward within the statutory period, the deposit will be declared unserviceable and passed to the government treasury. I do not want his life's work to end that way, and I am sure you do not either.\n\n" +
          'Everything will be done through the proper legal channels, with the probate documents issued by the High Court in your name, so that the bank releases the deposit without any question. I have handled such matters before, and all I need from you is your honest cooperation and discretion until the transfer is done.\n\n' +
          'The deposit left by my late client stands at US$12,800,000.00 (twelve million eight hundred thousand US dollars). We will share it 50/50 once it reaches your account.\n\nReply with your full name, address and private phone number.\n\nBarrister James Coker',
      ),
    }),
  },

  {
    // A 419 that mentions the warnings about others' mail and then tells its own story: only the
    // reporting sentence is set aside.
    name: 'Widow "you may have received emails claiming to be from officials; my late husband left US$9.2 million" from a free mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Mrs. Grace Mensah <grace.mensah.widow@outlook.com>',
      to: 'douglas.hart52@verizon.net',
      subject: 'Please read',
      date: 'Fri, 18 Jul 2025 14:20:33 +0000',
      messageId: 'DB9P195MB1422F1E2D3C4B5A6978877665544332@DB9P195MB1422.EURP195.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: plain(
        'Dear beloved,\n\nYou may have received emails claiming to be from bank officials; I am not one of them. I am Mrs. Grace Mensah, a widow suffering from cancer. My late husband deposited US$9,200,000.00 with a security company, and I have chosen you as the beneficiary of the fund.\n\nI need you to receive the funds and use them for charity. Reply so that I can give you the details.\n\nGrace Mensah',
      ),
    }),
  },

  {
    // Advance fee: the UN compensation fund, free mail, replies elsewhere, no trace fields.
    name: 'Advance fee: "UN COVID-19 compensation fund, $1.5M ATM card" from free mail with a different Reply-To, no trace fields',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'United Nations Compensation Unit <uncompensation.office@outlook.com>',
        to: 'undisclosed-recipients:;',
        replyTo: 'Dr. Henry Ademola <dr.henryademola001@gmail.com>',
        subject: 'ATTENTION BENEFICIARY: YOUR COMPENSATION PAYMENT OF $1,500,000.00 USD',
        date: 'Sat, 25 Jan 2025 06:33:12 +0000',
        messageId: 'AS8PR07MB7912A1B2C3D4E5F6@AS8PR07MB7912.eurprd07.prod.outlook.com',
        ...OUTLOOK_AM6_117,
        body: plain(
          'ATTENTION BENEFICIARY,\n\nThis is to inform you that the United Nations in conjunction with the World Bank has approved the sum of $1,500,000.00 USD as compensation to victims of scam and COVID-19 affected persons. Your email was selected among the beneficiaries.\n\nYour payment has been loaded into an ATM VISA CARD which will be delivered to your address by courier. You are required to reconfirm the following information:\n\n1. Full Name\n2. Address\n3. Phone Number\n4. Occupation\n5. Copy of ID\n\nNote that you will only pay the delivery fee of $185 for the courier.\n\nContact our payment officer Dr. Henry Ademola via email: dr.henryademola001@gmail.com\n\nRegards,\nMrs. Amina Mohammed\nDeputy Secretary-General',
        ),
      }),
    ),
  },

  {
    // Job/task scam: "remote part-time, $300-800 a day".
    name: 'Task job: "remote part-time, $300-800/day, 60-90 minutes, contact on WhatsApp" from a throw-away domain',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
    heldOut: true,
    raw: mail({
      from: 'Emily Carter - HR <hr@talentbridge-staffing.online>',
      to: 'kevin.nguyen.work@gmail.com',
      subject: 'Part-time remote position - flexible hours - daily pay',
      date: 'Mon, 14 Jul 2025 12:05:16 +0000',
      messageId: '20250714120516.5e9a@talentbridge-staffing.online',
      dkim: ['talentbridge-staffing.online:default'],
      relay: 'mail.talentbridge-staffing.online [198.51.100.49]',
      auth: THROWAWAY,
      body: plain(
        'Hello,\n\nI am Emily, a recruiter from TalentBridge Staffing. Your resume was recommended by an online recruitment platform. We are currently hiring part-time remote workers to help merchants optimize app data.\n\n- Only 60-90 minutes a day, work from your phone\n- Daily income $300-$800, paid the same day\n- No experience required, free training\n- Must be over 23 years old\n\nIf you are interested, please contact our HR on WhatsApp: +1 (202) 555-0193 (message only).\n\nBest regards,\nEmily Carter\nHR Department',
      ),
    }),
  },

  {
    // Task job in Brazilian Portuguese: "avaliar produtos", WhatsApp, no trace fields.
    name: 'Golpe de emprego: "ganhe de R$ 200 a R$ 800 por dia avaliando produtos, chame no WhatsApp" sem campos de traço',
    lang: 'pt-BR',
    lure: 'job',
    expect: ['fraud'],
    heldOut: true,
    raw: withoutTrace(
      mail({
        from: 'Recrutamento RH <vagas@oportunidade-homeoffice.online>',
        to: 'bruna.oliveira@bol.com.br',
        subject: 'Vaga home office - ganhos diários - sem experiência',
        date: 'Tue, 24 Jun 2025 10:44:58 -0300',
        messageId: '20250624134458.3f7c@oportunidade-homeoffice.online',
        dkim: ['oportunidade-homeoffice.online:default'],
        relay: 'mail.oportunidade-homeoffice.online [203.0.113.57]',
        body: plain(
          'Olá!\n\nSeu currículo foi selecionado para uma vaga de meio período em home office. O trabalho consiste em avaliar produtos de lojas parceiras pelo celular.\n\n- Ganhos de R$ 200 a R$ 800 por dia\n- Pagamento diário via PIX\n- Apenas 1 hora por dia\n- Não precisa de experiência\n\nPara participar, chame agora nossa recrutadora no WhatsApp: (11) 95555-0182 e informe o código VAGA25.\n\nVagas limitadas!\n\nEquipe de Recrutamento',
        ),
      }),
    ),
  },

  {
    // French inheritance: "héritage d'une cliente décédée", free mail.
    name: 'Héritage : "une cliente décédée sans héritier vous lègue 2 500 000 €" depuis une messagerie gratuite',
    lang: 'fr',
    lure: 'advance-fee',
    expect: ['fraud'],
    heldOut: true,
    raw: mail({
      from: 'Maître Jacques Lemaire <me.jacqueslemaire.notaire@outlook.fr>',
      to: 'francoise.dubois@laposte.net',
      subject: 'Succession de Mme Hélène Morel - dossier confidentiel',
      date: 'Thu, 17 Jul 2025 10:55:31 +0200',
      messageId: 'PR3P195MB0871A2B3C4D5E6F7@PR3P195MB0871.EURP195.PROD.OUTLOOK.COM',
      ...OUTLOOK_AM6_117,
      body: plain(
        "Madame,\n\nJe suis Maître Jacques Lemaire, notaire chargé de la succession de feue Madame Hélène Morel, décédée sans héritier direct. Dans son testament, elle a exprimé le souhait de léguer une partie de sa fortune, soit 2 500 000 €, à une personne honnête qui pourra en faire bon usage. Votre adresse a été retenue parmi plusieurs profils.\n\nAfin d'ouvrir le dossier de transfert, je vous prie de me faire parvenir votre nom complet, votre adresse, votre numéro de téléphone et une copie de votre pièce d'identité. Des frais de dossier de 450 € seront à régler pour l'enregistrement de l'acte.\n\nJe vous prie de garder cette affaire confidentielle.\n\nMaître Jacques Lemaire",
      ),
    }),
  },

  {
    name: 'Task job: "daily earnings $200-$600, withdrawn daily" from a throw-away .site domain',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
    heldOut: true,
    raw: mail({
      from: 'Remote Hiring Team <jobs@flexwork-remote.site>',
      to: 'maria.santos.jobs@gmail.com',
      subject: 'Flexible online work - start today',
      date: 'Thu, 21 Aug 2025 13:02:44 +0000',
      messageId: '20250821130244.77a1@flexwork-remote.site',
      dkim: ['flexwork-remote.site:default'],
      relay: 'mail.flexwork-remote.site [203.0.113.88]',
      auth: { dmarc: 'none' },
      body: plain(
        'Hello,\n\nWe are looking for online assistants. Daily earnings $200-$600, withdrawn daily to your bank. Work 1 hour a day from your phone, no experience needed.\n\nReply to this email or message our coordinator on WhatsApp.\n\nRemote Hiring Team',
      ),
    }),
  },
];
