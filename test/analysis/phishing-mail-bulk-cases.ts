// Lures dressed as bulk mail: an unsubscribe footer, an ESP's campaign fields or list headers,
// which make a message look like a newsletter and used to excuse it. Each carries the mark that
// no genuine newsletter has: a wallet "upgrade" after a breach story in a wallet maker's name
// from an unrelated domain, a PIX payment on a domain dressed as the Brazilian government's, a
// picture lure from a free mailbox with an ESP's fields copied into it, and a From field only a
// mass-mailing script writes. Written for this round, not taken from any corpus; the genuine
// newsletters on the same subjects are in legitimate-mail-bulk-cases.ts.

import { document, html, LIST_UNSUBSCRIBE_POST, mail } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';
import { sendgridHeaders } from './phishing-mail-fourth-cases.ts';

export const BULK_CASES: readonly PhishingCase[] = [
  {
    // A hardware-wallet maker's breach, told from a small shop's hijacked sending account with a
    // newsletter footer: "upgrade your Ledger to the newest version" is the fake app's download.
    name: 'Ledger "data breach, your funds could be at immediate risk, upgrade your Ledger" newsletter from an unrelated shop domain',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Ledger News <news@tapetes-amazonia.com.br>',
      to: 'm.okafor@fastmail.com',
      subject: 'Important security update for your Ledger',
      date: 'Mon, 15 Jan 2024 10:02:11 +0000',
      messageId: '20240115100211.7c2e@tapetes-amazonia.com.br',
      dkim: ['tapetes-amazonia.com.br:s1'],
      relay: 'o1.ptr4411.tapetes-amazonia.com.br [203.0.113.61]',
      headers: [...sendgridHeaders('Zk3vQ8mB1pLr7sT2wXy9'), 'List-Unsubscribe: <https://u4411.ct.sendgrid.net/wf/unsubscribe?upn=88a1>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'Upgrade your Ledger' },
        'Dear client, we are sorry to inform you that Ledger has been the victim of a cyber attack and that data of 140,000 customers was obtained by an unauthorised third party. The wallet linked to your e-mail address is among those affected.',
        'We must assume that your funds could be at immediate risk. To protect your assets, please upgrade your Ledger to the newest version today.',
        { button: 'Upgrade to the latest version', href: 'https://ledger-live-upgrade.app-secure-download.com/win' },
        { small: 'You received this e-mail because you signed up at Ledger.com. Unsubscribe | Privacy Policy' },
      ]),
    }),
  },
  {
    // A cheap-flights "promotion" paid by PIX on a domain that glues "brasilgov" to a slogan: the
    // government's name on a .com that the government does not hold.
    name: 'PIX code "pay today, the promotion ends" for a government flights programme, from a .com named after gov.br',
    lang: 'pt-BR',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Voe Mais Brasil <noreply@voemaisbrasilgov.com>',
      to: 'carla.souza@uol.com.br',
      subject: 'Seu código PIX foi gerado',
      date: 'Thu, 19 Oct 2023 21:14:09 -0300',
      messageId: '20231020001409.55ab@voemaisbrasilgov.com',
      dkim: ['voemaisbrasilgov.com:s1'],
      relay: 'mail.voemaisbrasilgov.com [203.0.113.77]',
      auth: { dmarc: 'none' },
      headers: ['List-Unsubscribe: <https://voemaisbrasilgov.com/descadastrar?e=77>'],
      body: document(
        [
          { heading: 'Efetue o pagamento, a promoção termina hoje!' },
          'Olá Carla, não esqueça de pagar seu PIX para enviarmos seu pedido de passagens do programa federal.',
          {
            rows: [
              ['Valor', 'R$ 96,84'],
              ['Validade', '20/10/2023 00:00'],
            ],
          },
          { button: 'Acessar código PIX', href: 'https://pay.voemaisbrasilgov.com/pix/8gmQA' },
          { small: 'Não deseja mais receber nossos e-mails? Descadastre-se.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // A picture is all the reader sees, with a hidden word salad beneath it, sent from an iCloud
    // mailbox whose headers carry a SendGrid campaign's fields: copied, since SendGrid does not
    // send for an iCloud address, so no newsletter excuses the picture or the filler.
    name: 'Picture-only "claim your ETH" from an iCloud mailbox with copied SendGrid fields and hidden filler',
    lang: 'en',
    lure: 'image-only',
    expect: ['phishing'],
    raw: mail({
      from: 'Ether Get <robbie.hale0j6@icloud.com>',
      to: 'p.lindqvist@outlook.com',
      replyTo: 'Campaigns <sales@retail-campaign-tool.com>',
      subject: ' ',
      date: 'Sun, 19 Mar 2023 14:07:41 +0000',
      messageId: '9F2B7C1E-44AA-4D0B-8E57-3C1B2A9E77F0@icloud.com',
      dkim: ['icloud.com:1a1hai'],
      relay: 'st43p00im-zteg10072001.me.com [17.58.63.167]',
      headers: [...sendgridHeaders('7I3F2Jr8eOya2t0rS1Nupcl'), 'X-Feedback-ID: 1739850:SG'],
      body: html(
        '<html><body><a href="https://eth-claim-portal.example-drop.net/c/5521"><img src="https://eth-claim-portal.example-drop.net/i/eth.png" width="600" alt=""></a>' +
          '<div style="display:none">Harbour notes for spring: the sailing club thanks the volunteers who repainted the slipway railings after the winter gales. Junior lessons restart on Saturday mornings beside the boathouse, bring buoyancy aids and sun cream. Members are reminded that mooring fees remain unchanged this season. Fuel deliveries arrive Thursday, please keep the quay clear. Next month a speaker joins us on tidal navigation, weather routing and knots for cruising sailors.</div></body></html>',
      ),
    }),
  },
  {
    // A miracle cure through a bulk sender whose From field only a script writes: the address
    // padded inside its angle brackets, as a kit's template leaves it (scam_offer_from_hidden_sender).
    name: 'Belly-fat "weird morning ritual" newsletter whose From address is padded inside its angle brackets',
    lang: 'en',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Slim Daily <offer_4_54468@mail.slim-daily-tips.com>',
      fromField: 'Slim Daily <offer_4_54468@mail.slim-daily-tips.com >',
      to: 'jane.porter@comcast.net',
      subject: 'This weird morning ritual targets belly fat',
      date: 'Wed, 6 Mar 2024 08:15:00 +0000',
      messageId: '20240306081500.3b7d@mail.slim-daily-tips.com',
      dkim: ['slim-daily-tips.com:s1'],
      relay: 'mail.slim-daily-tips.com [203.0.113.93]',
      headers: ['List-Unsubscribe: <https://mail.slim-daily-tips.com/u?e=93>'],
      body: document([
        'This weird morning ritual targets belly fat while you sleep.',
        { button: 'Watch the video', href: 'https://slim-daily-tips.com/v/ritual' },
        { small: 'If you wish to unsubscribe from future mailings please click here.' },
      ]),
    }),
  },
];
