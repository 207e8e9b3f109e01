// Near misses of the rules written for the phishing_pot lures that came out `clean`: genuine mail
// in the same words (a bank's own status upgrade, a loyalty programme's category naming its
// partner bank, a court's own PJe push, a lawyer and a client writing about a case from free
// mailboxes, a forwarded court notice, a caretaker's note, a photo share from GMX), which must
// stay clean or bulk. Written for this round, not taken from any corpus.

import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { document, gmailBody, LIST_UNSUBSCRIBE_POST, mail, plain } from './mail-builder.ts';
import { sendgridHeaders } from './phishing-mail-fourth-cases.ts';

const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;
const OUTLOOK = { dkim: ['hotmail.com:selector1'], relay: 'BRA01-CP2-obe.outbound.protection.outlook.com [40.92.42.17]' } as const;

export const CLEAN_MISSES_NEAR_CASES: readonly LegitimateCase[] = [
  {
    // The bank promoting its own client, from its own signed domain.
    name: 'Itaú\'s own "Parabéns! Você alcançou o status Personnalité" from itau.com.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Itaú Personnalité <comunicacao@itau.com.br>',
      to: 'carla.mendes@uol.com.br',
      subject: 'Parabéns! Você alcançou o status Personnalité',
      date: 'Mon, 15 Jan 2024 10:41:09 -0300',
      messageId: '20240115134109.9f2a1c@itau.com.br',
      dkim: ['itau.com.br:s2048'],
      relay: 'mx-out2.itau.com.br [200.196.152.40]',
      body: document(
        [
          { heading: 'Bem-vinda ao Itaú Personnalité, Carla' },
          'Parabéns! Você alcançou o status Personnalité. A partir de hoje seu atendimento passa a ser feito pela sua gerente, Renata, na agência 0912, e o seu cartão será substituído pelo Personnalité Black na próxima renovação.',
          'Os benefícios já aparecem no app Itaú, em Meus benefícios.',
          { small: 'Itaú Unibanco S.A. Nunca pedimos senhas ou códigos por e-mail.' },
        ],
        { lang: 'pt-BR' },
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
    // The court's own push service, from its own jus.br domain.
    name: 'TJSP\'s own PJe Push "o processo a seguir sofreu movimentação" from tjsp.jus.br',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'PJe Push TJSP <pje.push@tjsp.jus.br>',
      to: 'rafael.lima@lima-advocacia.adv.br',
      subject: 'PJe Push - Movimentação processual 1019852-74.2022.8.26.0100',
      date: 'Wed, 1 Feb 2023 09:12:31 -0300',
      messageId: '20230201121231.4417@tjsp.jus.br',
      dkim: ['tjsp.jus.br:default'],
      relay: 'smtp2.tjsp.jus.br [200.144.19.40]',
      body: document(
        [
          { heading: 'TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO' },
          'PJe Push - Serviço de Acompanhamento automático de processos',
          'Prezado(a), informamos que o processo a seguir sofreu movimentação:',
          {
            rows: [
              ['Número do Processo', '1019852-74.2022.8.26.0100'],
              ['Classe Judicial', 'PROCEDIMENTO COMUM CÍVEL'],
              ['Movimento', 'Juntada de petição'],
            ],
          },
          { small: 'ATENÇÃO: este e-mail é gerado de forma automatizada, por gentileza, não o responda.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // A client forwarding the court's notice to her lawyer from Hotmail: the automated line is quoted, not hers.
    name: 'A client forwarding the TJSP push notice to her lawyer from Hotmail ("Enc: PJe Push")',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Marina Costa <marina.costa82@hotmail.com>',
      to: 'rafael.lima@lima-advocacia.adv.br',
      subject: 'Enc: PJe Push - Movimentação processual 1019852-74.2022.8.26.0100',
      date: 'Wed, 1 Feb 2023 11:40:02 +0000',
      messageId: 'CP2P152MB4411F7A8B9C0D1E2F3A4B5A2B3C4D5E6@CP2P152MB4411.LAMP152.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: plain(
        'Dr. Rafael, recebi isto hoje de manhã. O que significa? Preciso fazer alguma coisa?\n\nMarina\n\n________________________________\nDe: PJe Push TJSP <pje.push@tjsp.jus.br>\nEnviado: quarta-feira, 1 de fevereiro de 2023 09:12\nPara: marina.costa82@hotmail.com\nAssunto: PJe Push - Movimentação processual 1019852-74.2022.8.26.0100\n\nTRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO\nPJe Push - Serviço de Acompanhamento automático de processos\nPrezado(a), informamos que o processo a seguir sofreu movimentação:\nNúmero do Processo: 1019852-74.2022.8.26.0100\nMovimento: Juntada de petição\n\nATENÇÃO: este e-mail é gerado de forma automatizada, por gentileza, não o responda.',
      ),
    }),
  },
  {
    // A lawyer writing from Gmail about a summons at the labour court, in her own words.
    name: 'A lawyer on Gmail: "o processo teve movimentação, a intimação eletrônica da Justiça do Trabalho"',
    lang: 'pt-BR',
    kind: 'personal',
    raw: mail({
      from: 'Dra. Paula Antunes <paula.antunes.adv@gmail.com>',
      to: 'jorge.matos@bol.com.br',
      subject: 'Seu processo trabalhista',
      date: 'Thu, 2 Feb 2023 16:05:12 -0300',
      messageId: 'CAK4pN8xV4mR7tK2wQ9bL3cF6dH5sY0a_pA7pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Boa tarde, Jorge.\n\nO seu processo teve movimentação ontem: saiu a intimação eletrônica da Justiça do Trabalho para a audiência de conciliação, no dia 14/03 às 10h, por videoconferência. Vou lhe mandar o link da sala uns dias antes.\n\nQualquer dúvida, me ligue.\n\nPaula Antunes\nOAB/SP 245.118',
      ),
    }),
  },
  {
    // A caretaker who looks after a holiday house, in ordinary words.
    name: 'A holiday-house caretaker: "as the caretaker of your house I checked the roof"',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Joe Pereira <joe.pereira.algarve@gmail.com>',
      to: 'helen.ward@btinternet.com',
      subject: 'House check after the storm',
      date: 'Sat, 4 Nov 2023 17:44:10 +0000',
      messageId: 'CAH2pN8xV4mR7tK2wQ9bL3cF6dH5sY0a_jP8pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Hi Helen,\n\nAs the caretaker of your house I went round after the storm last night and checked the roof and the pool. Two tiles moved on the terrace side, I will have them fixed on Monday, about 60 euros. Everything else is fine.\n\nJoe',
      ),
    }),
  },
  {
    // A photo album shared through Dropbox from a GMX mailbox.
    name: 'GMX: "ich habe den Ordner mit den Urlaubsfotos in Dropbox mit dir geteilt"',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Petra Schulz <petra.schulz@gmx.de>',
      to: 'm.schulz@gmx.de',
      subject: 'Fotos vom Urlaub',
      date: 'Sun, 13 Jul 2025 19:05:41 +0200',
      messageId: '20250713170541.7a1e@gmx.de',
      dkim: ['gmx.de:dkim'],
      relay: 'mout.gmx.net [212.227.17.22]',
      body: plain(
        'Hallo Markus,\n\nich habe den Ordner mit den Urlaubsfotos in Dropbox mit dir geteilt: https://www.dropbox.com/scl/fo/k2v9q/urlaub-2025\n\nLiebe Grüße\nPetra',
      ),
    }),
  },
];
