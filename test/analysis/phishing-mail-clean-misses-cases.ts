// Lures of the kinds the phishing_pot set still let through as `clean` (written for this round,
// not copied from any corpus): a bank's premium status "reached" from an unrelated unsigned
// domain, a court's automated push notice from a free mailbox, and the 419 stranger who wants
// the reader as the "caretaker" of a project in the reader's country. Criminal infrastructure
// uses invented names and documentation IP ranges.

import { document, mail, plain } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';

const OUTLOOK = { dkim: ['hotmail.com:selector1'], relay: 'BRA01-CP2-obe.outbound.protection.outlook.com [40.92.42.17]' } as const;

export const CLEAN_MISSES_CASES: readonly PhishingCase[] = [
  {
    // A premium-client upgrade in Itaú's name from a small company's hijacked, unsigned server.
    name: 'Itaú Personnalité "Parabéns! Você alcançou o status" from an unrelated unsigned .com.br',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Aprovado <convite4471@metalurgica-sertao.com.br>',
      to: 'carla.mendes@uol.com.br',
      subject: 'Parabéns! Você alcançou o status Personnalité sem tarifas adicionais',
      date: 'Mon, 15 Jan 2024 10:41:09 -0300',
      messageId: '20240115134109.5521@metalurgica-sertao.com.br',
      relay: 'mail.metalurgica-sertao.com.br [203.0.113.71]',
      auth: { dkim: 'none', dmarc: 'none' },
      body: document(
        [
          { heading: 'Seja bem-vindo ao Itaú Personnalité!' },
          'Parabéns! Você alcançou o status Personnalité e pode desfrutar de todos os benefícios sem taxas adicionais: atendimento personalizado, cartão Black sem anuidade, salas VIP e seguro viagem.',
          { button: 'Ativar meus benefícios', href: 'https://personnalite-beneficios.example.net/ativar' },
          { small: '© 2024 Itaú Personnalité. Todos os direitos reservados.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // The PJe push notice copied word for word, sent from a Hotmail mailbox; the button goes to a throw-away TLD.
    name: 'PJe Push "o processo a seguir sofreu movimentação" from a Hotmail mailbox, process on a .buzz host',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'INTIMAÇÃO <andamento.processual77@hotmail.com>',
      to: 'rafael.lima@terra.com.br',
      subject: 'JUSTIÇA DO TRABALHO',
      date: 'Wed, 1 Feb 2023 09:12:31 +0000',
      messageId: 'CP2P152MB4411A2B3C4D5E6F7A8B9C0D1E2F3A4B5@CP2P152MB4411.LAMP152.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: document(
        [
          { heading: 'TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO' },
          'PJe Push - Serviço de Acompanhamento automático de processos',
          'Prezado(a), informamos que o processo a seguir sofreu movimentação:',
          {
            rows: [
              ['Número do Processo', '1019852-74.2022.8.26.0100'],
              ['Classe Judicial', 'EXECUÇÃO DE TÍTULO EXTRAJUDICIAL'],
              ['Tipo de Distribuição', 'Intimação'],
            ],
          },
          { button: 'Visualizar Processo', href: 'https://k2v9q.processo-consulta.buzz/pje.html' },
          { small: 'ATENÇÃO: este e-mail é gerado de forma automatizada, por gentileza, não o responda.' },
        ],
        { lang: 'pt-BR' },
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
];
