// Lures written beside the first round of rules for the eighth batch's misses, one per rule and none copied from a batch: a forged
// brand domain telling a file-share story, investment and task-job promises counted by the day
// (Spanish, German, English), and a bill "second copy" whose button downloads a script.

import { document, gmailBody, mail, plain } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';

/** A brand's own domain in From, sent from the criminal's server: unsigned, DMARC fails. */
const SPOOFED = { dkim: 'none', spf: 'softfail', dmarc: 'fail' } as const;

export const EIGHTH_RULES_CASES: readonly PhishingCase[] = [
  {
    name: 'Forged dropbox.com "a file was shared with you" from a VPS, the button to an unrelated domain',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Dropbox <no-reply@dropbox.com>',
      to: 'm.ortega@harbourlogistics.com',
      subject: 'Accounts Payable shared "Remittance_Q3.pdf" with you',
      date: 'Tue, 21 Oct 2025 09:14:02 +0000',
      messageId: '8c1e44a2b7@srv-4471.cloudvps-host.net',
      returnPath: 'www-data@srv-4471.cloudvps-host.net',
      relay: 'srv-4471.cloudvps-host.net [198.51.100.201]',
      auth: SPOOFED,
      body: document([
        'Accounts Payable shared a file with you.',
        'Remittance_Q3.pdf',
        { button: 'View file', href: 'https://remit-files-view.com/d/Remittance_Q3' },
      ]),
    }),
  },
  {
    name: 'Inversión: "el bot gana entre un 2% y un 4% diario" desde Hotmail con un gestor por WhatsApp',
    lang: 'es',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Lucía Fernández <lucia.fernandez.inversiones@hotmail.com>',
      to: 'jorge.mendez@telefonica.net',
      subject: 'Jorge, mira mis resultados',
      date: 'Fri, 6 Jun 2025 18:02:11 +0200',
      messageId: 'DB7PR08MB2291A1B2C3D4E5F6@DB7PR08MB2291.eurprd08.prod.outlook.com',
      dkim: ['hotmail.com:selector1'],
      relay: 'EUR02-DB5-obe.outbound.protection.outlook.com [40.92.49.12]',
      body: plain(
        'Hola Jorge,\n\nTe cuento: desde hace dos meses uso una plataforma de trading con inteligencia artificial y el bot gana entre un 2% y un 4% diario, sin hacer nada. Empecé con 250 € y ya he retirado más de 9.000 €.\n\nSi quieres probar, escribe a mi gestor por WhatsApp al +34 600 000 412 y dile que vas de mi parte.\n\nUn abrazo,\nLucía',
      ),
    }),
  },
  {
    name: 'Anlagebetrug: "der KI-Bot erzielt 3 % pro Tag" von einem Gmail-Konto',
    lang: 'de',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Markus Weber <markus.weber.trading@gmail.com>',
      to: 'stefan.vogel@web.de',
      subject: 'Meine Ergebnisse diesen Monat',
      date: 'Wed, 11 Jun 2025 19:40:12 +0200',
      messageId: 'CAM4kT9xL2mQ7vT1wR8nZ3bC6dY0eF5gH-x@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Hallo Stefan,\n\nwie versprochen: der KI-Bot auf der Plattform erzielt zwischen 2,5 % und 3 % pro Tag, ganz automatisch. Ich habe mit 250 € angefangen und schon über 6.000 € ausgezahlt bekommen.\n\nMelde dich bei meinem Kontoberater auf Telegram: @kontoberater_max\n\nGrüße\nMarkus',
      ),
    }),
  },
  {
    name: 'Task job: "daily earnings $200-$600, withdrawn daily" from a throw-away .site domain',
    lang: 'en',
    lure: 'job',
    expect: ['fraud'],
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
  {
    name: 'Malware: "segue a segunda via da fatura" com botão que baixa um .msi de domínio descartável',
    lang: 'pt-BR',
    lure: 'malware',
    expect: ['malware', 'phishing'],
    raw: mail({
      from: 'Cobrança <cobranca@faturas-2via-online.com>',
      to: 'financeiro@oficinadosul.com.br',
      subject: 'Segunda via da fatura disponível',
      date: 'Tue, 7 Oct 2025 09:31:20 -0300',
      messageId: '20251007123120.81c2@faturas-2via-online.com',
      dkim: ['faturas-2via-online.com:default'],
      relay: 'mail.faturas-2via-online.com [203.0.113.171]',
      auth: { dmarc: 'none' },
      body: document(
        [
          'Prezado cliente,',
          'Segue a segunda via da fatura referente a outubro.',
          { button: 'Baixar fatura', href: 'https://faturas-2via-online.com/arquivos/Fatura_Outubro_2025.msi' },
          'Atenciosamente, Cobrança',
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
];
