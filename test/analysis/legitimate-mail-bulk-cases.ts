// Genuine newsletters and notices on the subjects of phishing-mail-bulk-cases.ts, which must stay
// clean or bulk: a wallet maker's own update newsletter, crypto news reporting a breach and the
// upgrade advice in the third person, an NFT marketplace's own offer notice, a Brazilian agency's
// newsletter from gov.br and a US agency's through GovDelivery, a choir's Mailchimp newsletter
// from a Gmail address, and a Google Forms copy sent in a Gmail user's name. Written for this
// round, not taken from any corpus.

import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { document, LIST_UNSUBSCRIBE_POST, mail } from './mail-builder.ts';
import { mailchimpHeaders, sendgridHeaders } from './phishing-mail-fourth-cases.ts';

export const BULK_CASES: readonly LegitimateCase[] = [
  {
    name: 'Ledger\'s own newsletter: "update your Ledger Live to the latest version", from ledger.com',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Ledger <hello@ledger.com>',
      to: 'm.okafor@fastmail.com',
      subject: 'Ledger Live 2.74 is here',
      date: 'Tue, 12 Mar 2024 15:00:00 +0000',
      messageId: '20240312150000.a1b2@ledger.com',
      dkim: ['ledger.com:s1'],
      relay: 'o2.ptr8812.ledger.com [198.51.100.22]',
      headers: [...sendgridHeaders('Lg7rT2mQ9pXs4vW1'), 'List-Unsubscribe: <https://u8812.ct.sendgrid.net/wf/unsubscribe?upn=22b4>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'New in Ledger Live' },
        'Staking dashboards, clearer fees and support for three new networks. Update your Ledger Live to the latest version from the app itself or from ledger.com.',
        { button: 'See what is new', href: 'https://www.ledger.com/ledger-live' },
        { small: 'You received this e-mail because you signed up at Ledger.com. Unsubscribe | Privacy Policy' },
      ]),
    }),
  },
  {
    name: "Crypto news digest reporting a wallet maker's breach and its advice to update in the third person",
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Chain Brief <digest@chainbrief-news.com>',
      to: 'm.okafor@fastmail.com',
      subject: 'Morning brief: wallet maker confirms breach',
      date: 'Wed, 13 Mar 2024 07:30:00 +0000',
      messageId: '20240313073000.c3d4@chainbrief-news.com',
      dkim: ['chainbrief-news.com:s1'],
      relay: 'mail.chainbrief-news.com [198.51.100.23]',
      headers: ['List-Unsubscribe: <https://chainbrief-news.com/unsubscribe?u=23>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'Wallet maker confirms breach' },
        'Ledger said on Tuesday that a third party obtained the e-mail addresses of some customers. The company says funds were not affected and urges owners to update their devices to the latest firmware, and to ignore e-mails that ask them to download an app.',
        { button: 'Read the full story', href: 'https://chainbrief-news.com/2024/03/ledger-breach' },
        { small: 'You are receiving Chain Brief because you subscribed. Unsubscribe.' },
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
    name: "A federal agency's newsletter about PIX from its own gov.br domain",
    lang: 'pt-BR',
    kind: 'marketing',
    raw: mail({
      from: 'Banco Central do Brasil <comunicacao@bcb.gov.br>',
      to: 'carla.souza@uol.com.br',
      subject: 'Novidades do PIX: PIX Automático',
      date: 'Mon, 16 Jun 2025 10:00:00 -0300',
      messageId: '20250616130000.a7b8@bcb.gov.br',
      dkim: ['bcb.gov.br:s1'],
      relay: 'mail.bcb.gov.br [198.51.100.25]',
      headers: ['List-Unsubscribe: <https://www.bcb.gov.br/descadastrar?e=25>'],
      body: document(
        [
          { heading: 'PIX Automático chega hoje' },
          'A partir de hoje, contas de consumo podem ser pagas com PIX Automático, autorizado uma única vez no aplicativo do seu banco. O Banco Central nunca envia códigos PIX por e-mail.',
          { button: 'Saiba mais', href: 'https://www.bcb.gov.br/estabilidadefinanceira/pix' },
          { small: 'Não deseja mais receber nossos e-mails? Descadastre-se.' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    name: "A US agency's newsletter through GovDelivery (public.govdelivery.com)",
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Federal Student Aid <fsa@public.govdelivery.com>',
      to: 'k.ramos@yahoo.com',
      subject: 'Your FAFSA checklist for fall',
      date: 'Tue, 1 Oct 2024 14:00:00 +0000',
      messageId: '20241001140000.1234@public.govdelivery.com',
      dkim: ['govdelivery.com:s1'],
      relay: 'mta.govdelivery.com [198.51.100.26]',
      headers: ['List-Unsubscribe: <https://public.govdelivery.com/accounts/USED/subscriber/edit?preferences=true>', LIST_UNSUBSCRIBE_POST],
      body: document([
        { heading: 'Get ready for the FAFSA form' },
        'The form opens on 1 October. Gather your tax returns and create your StudentAid.gov account before you start.',
        { button: 'Start your FAFSA', href: 'https://studentaid.gov/h/apply-for-aid/fafsa' },
        { small: 'Manage subscriptions or unsubscribe at any time.' },
      ]),
    }),
  },
  {
    // Mailchimp sends for a Gmail address with its list fields: still a newsletter through them.
    name: "A choir's Mailchimp newsletter whose From is the secretary's Gmail address",
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Riverside Community Choir <riversidechoir.secretary@gmail.com>',
      to: 'ann.pryce@btinternet.com',
      subject: 'Spring concert tickets and rehearsal times',
      date: 'Thu, 6 Mar 2025 19:00:00 +0000',
      messageId: '20250306190000.8e7d@mcsv.net',
      dkim: ['mcsv.net:k2'],
      relay: 'mail144.atl121.mcsv.net [198.51.100.27]',
      headers: mailchimpHeaders('riversidechoir', 'us21', '4f1c2a9b7e', '9a8b7c6d5e'),
      body: document([
        { heading: 'Spring concert' },
        'Tickets for the spring concert on 5 April are on sale now. Rehearsals move to Thursdays at 7pm in the church hall from next week.',
        { button: 'Book tickets', href: 'https://riversidechoir.us21.list-manage.com/track/click?u=4f1c2a9b7e&id=1' },
        { small: 'Want to change how you receive these emails? You can update your preferences or unsubscribe from this list.' },
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
];
