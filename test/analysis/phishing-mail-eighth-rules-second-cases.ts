// Lures written beside the second round of rules for the eighth batch's misses, one or more per rule and none copied from a batch:
// an eFax notice from another look-alike whose PDF links to a kit, a Spanish and a Portuguese romance
// opener (the widower far away), and an English dunning from Outlook.com linking its "invoice"
// to a throw-away host.

import { textPdf } from './formats-builders.ts';
import { attachment, gmailBody, mail, multipart, plain } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';

/** A throw-away domain registered for the campaign: it signs, but publishes no DMARC. */
const THROWAWAY = { dmarc: 'none' } as const;

export const EIGHTH_RULES_SECOND_CASES: readonly PhishingCase[] = [
  {
    name: 'eFax "New fax received (2 pages)" from a look-alike domain, its PDF linking to a kit with the reader\'s address',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'eFax Corporate <noreply@securefax-efax.net>',
      to: 'reception@westbrookdental.com',
      subject: 'New fax received - 2 pages',
      date: 'Thu, 13 Nov 2025 15:20:09 +0000',
      messageId: '20251113152009.77b2@securefax-efax.net',
      dkim: ['securefax-efax.net:default'],
      relay: 'out.securefax-efax.net [198.51.100.177]',
      auth: THROWAWAY,
      body: multipart('mixed', [
        plain('You have received a new fax.\n\nPages: 2\nSender ID: +1 415 555 0123\n\nThe document is attached as a secure PDF.'),
        attachment(
          'Fax_2pages.pdf',
          'application/pdf',
          textPdf(['eFax Secure Document', '2 pages', 'VIEW FAX'], 'https://fax-doc-viewer.com/open?r=cmVjZXB0aW9uQHdlc3Ricm9va2RlbnRhbC5jb20'),
        ),
      ]),
    }),
  },
  {
    name: 'Romance: "soy viudo, ingeniero en una plataforma petrolera" first contact from Gmail',
    lang: 'es',
    lure: 'romance',
    expect: ['fraud'],
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
  {
    name: 'Dunning: "final notice before collections, $412.60 overdue" from Outlook.com, invoice on a .online domain',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Collections Department <accounts.recovery.dept@outlook.com>',
      to: 'p.hendricks@comcast.net',
      subject: 'FINAL NOTICE before collections - account 50217',
      date: 'Wed, 12 Nov 2025 14:05:33 +0000',
      messageId: 'PH7PR12MB6644A1B2C3D4E5F6@PH7PR12MB6644.namprd12.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'NAM12-MW2-obe.outbound.protection.outlook.com [40.92.22.41]',
      body: plain(
        'Dear customer,\n\nYour balance of $412.60 is now 60 days overdue. This is the final notice: if the amount is not paid within 48 hours, your account will be transferred to a collection agency and additional fees will apply.\n\nView your invoice and pay now: https://invoice-view-pay.online/acct/50217\n\nCollections Department',
      ),
    }),
  },
];
