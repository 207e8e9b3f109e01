// Counter-cases of the first round of rules for the eighth batch's misses: the genuine mail each rule must leave alone. HMRC's own
// refund notice from its signed domain (a forged brand domain's tax story is a lure; the brand's
// vouched one is not), a trading platform's newsletter full of percentages and "daily", a
// recruiter's honest day rate, a utility's boleto due today, and an investment fund's monthly
// letter in Portuguese.

import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { document, LIST_UNSUBSCRIBE_POST, mail, plain } from './mail-builder.ts';

export const EIGHTH_RULES_CASES: readonly LegitimateCase[] = [
  {
    name: 'HMRC "you have a tax refund, claim it in your personal tax account" from its signed hmrc.gov.uk',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'HM Revenue & Customs <noreply@notifications.hmrc.gov.uk>',
      to: 'gareth.pryce@btinternet.com',
      subject: 'You have a tax refund',
      date: 'Thu, 4 Sep 2025 09:12:40 +0100',
      messageId: '0102019915d2c4e8-hmrc-refund@notifications.hmrc.gov.uk',
      dkim: ['notifications.hmrc.gov.uk:hmrc2024'],
      relay: 'a27-18.smtp-out.eu-west-2.amazonses.com [23.251.233.18]',
      body: document(
        [
          { heading: 'HM Revenue & Customs' },
          'Dear Gareth Pryce,',
          'We have worked out that you paid too much tax in the 2024 to 2025 tax year. You are due a tax refund of £428.50.',
          'To claim your refund, sign in to your personal tax account on GOV.UK. Search for "personal tax account" on GOV.UK. We do not send links in emails about refunds.',
          { small: 'HM Revenue and Customs will never ask you to give personal or payment information by email. This is an automated message: do not reply.' },
        ],
        { lang: 'en-GB' },
      ),
    }),
  },
  {
    name: 'Trading platform weekly market newsletter: percentages, daily ranges and a risk warning',
    lang: 'en',
    kind: 'marketing',
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
    name: "Recruiter's honest contract offer: a day rate range, paid weekly through an umbrella company",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Hannah Price <hannah.price@northgate-recruitment.co.uk>',
      to: 'kevin.nguyen.work@gmail.com',
      subject: 'Senior .NET contract - 6 months - hybrid Leeds',
      date: 'Mon, 14 Jul 2025 10:21:05 +0100',
      messageId: 'LO2P265MB4410C1A2B3D4E5F6@LO2P265MB4410.GBRP265.PROD.OUTLOOK.COM',
      dkim: ['northgate-recruitment.co.uk:selector1'],
      relay: 'GBR01-LO2-obe.outbound.protection.outlook.com [40.107.20.110]',
      body: plain(
        'Hi Kevin,\n\nI came across your profile on LinkedIn and wondered whether you would be open to a contract role.\n\nSenior .NET developer, 6 months initially, hybrid 2 days a week in Leeds. Day rate £450-£550 per day, outside IR35, paid weekly via an umbrella company of your choice. You would need 5+ years of C# and Azure experience.\n\nIf it is of interest, could you send me an updated CV and a good time for a call?\n\nKind regards,\nHannah Price\nSenior Consultant, Northgate Recruitment\n0113 496 0721',
      ),
    }),
  },
  {
    name: 'Concessionária de energia: "segue a 2ª via do boleto com vencimento hoje" com link para o PDF no seu domínio assinado',
    lang: 'pt-BR',
    kind: 'transactional',
    raw: mail({
      from: 'Energia Paulista <faturas@energiapaulista.com.br>',
      to: 'contato@padariasantaclara.com.br',
      subject: 'Sua conta de energia vence hoje',
      date: 'Mon, 15 Sep 2025 07:10:44 -0300',
      messageId: '20250915101044.fat.55102@energiapaulista.com.br',
      dkim: ['energiapaulista.com.br:fat1'],
      relay: 'smtp2.energiapaulista.com.br [192.0.2.140]',
      body: document(
        [
          'Olá, Padaria Santa Clara,',
          'Segue a 2ª via do boleto da sua conta de energia com vencimento hoje, no valor de R$ 812,40 (instalação 5510-2291).',
          { button: 'Baixar boleto (PDF)', href: 'https://agencia.energiapaulista.com.br/faturas/2via/Boleto_55102291_092025.pdf' },
          { small: 'Se você já pagou, desconsidere esta mensagem. Energia Paulista S.A.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: 'Carta mensal de um fundo: "o fundo rendeu 1,1% no mês", cotas divulgadas diariamente',
    lang: 'pt-BR',
    kind: 'marketing',
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
];
