// Near misses of the rules for the blind batches' last misses: a scheduling app's own "reconnect
// your calendar" mail linking Google's consent page for calendar scopes (the grant goes home), a
// colleague sharing a real 1drv.ms link, Marktplaats's own notice that a buyer paid, and a Dutch
// second-hand car site whose name joins "auto" to "marktplaats". They must stay clean or bulk.
// Written for this round, not taken from any corpus; the senders' domains are made up except the
// platforms' own.

import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { document, mail, plain } from './mail-builder.ts';

export const LAST_MISSES_NEAR_CASES: readonly LegitimateCase[] = [
  {
    // Sign in with Google for a calendar, sent by the app whose domain receives the grant.
    name: "A scheduling app asks to reconnect Google Calendar through Google's consent page, calendar scopes only, the grant to its own domain",
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Slotwise <notifications@slotwise-app.com>',
      to: 'dana.whitfield@kestrelphysio.com',
      subject: 'Your Google Calendar connection expired',
      date: 'Tue, 13 May 2025 07:30:12 +0000',
      messageId: '20250513073012.4c1d@slotwise-app.com',
      dkim: ['slotwise-app.com:s1'],
      relay: 'mail.slotwise-app.com [198.51.100.90]',
      body: document([
        'Hi Dana,',
        'Slotwise can no longer see your Google Calendar, so new bookings may clash with your appointments. Reconnect it to keep your availability up to date.',
        {
          button: 'Reconnect Google Calendar',
          href: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=330912847561-abc123def456.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fslotwise-app.com%2Fintegrations%2Fgoogle%2Fcallback&response_type=code&scope=openid%20email%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcalendar.events&access_type=offline',
        },
        { small: 'Slotwise Ltd, 14 Harbour Street, Leith, Edinburgh' },
      ]),
    }),
  },
  {
    // OneDrive's own short link, pasted by a colleague.
    name: 'A colleague shares the minutes on a real 1drv.ms link',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Priya Natarajan <priya.natarajan@hollowayandco.com>',
      to: 'team@hollowayandco.com',
      subject: 'Minutes from Thursday',
      date: 'Fri, 16 May 2025 09:05:40 +0100',
      messageId: '5b6c7d8e9f0a4b1c@hollowayandco.com',
      dkim: ['hollowayandco.com:selector1'],
      relay: 'mail.hollowayandco.com [198.51.100.44]',
      body: plain('Hi all,\n\nThe minutes from Thursday are here: https://1drv.ms/w/s!AkX2m9Qp4Lr7gQx\n\nShout if I missed anything.\n\nPriya'),
    }),
  },
  {
    // Marktplaats's own notice that the buyer paid, on its own domain.
    name: 'Marktplaats\'s own "the buyer paid, ship the item" notice linking marktplaats.nl',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Marktplaats <noreply@marktplaats.nl>',
      to: 'linda.visser@gmail.com',
      subject: 'Betaling ontvangen voor Kinderfiets 20 inch',
      date: 'Sun, 6 Jul 2025 18:40:02 +0200',
      messageId: '20250706164002.8f2e@mail.marktplaats.nl',
      dkim: ['marktplaats.nl:mp1'],
      relay: 'mail.marktplaats.nl [198.51.100.141]',
      body: document([
        'Hoi Linda,',
        'De koper heeft € 85,00 betaald via Gelijk Oversteken. Verstuur het artikel binnen 5 dagen; het bedrag staat na ontvangst op je rekening.',
        { button: 'Bekijk de bestelling', href: 'https://www.marktplaats.nl/my-account/sales/orders/77120' },
        { small: 'Marktplaats B.V., Amsterdam' },
      ]),
    }),
  },
  {
    // A car dealer's site named with the ordinary word for a marketplace.
    name: 'A second-hand car site on auto-marktplaats.nl confirms a viewing appointment',
    lang: 'nl',
    kind: 'transactional',
    raw: mail({
      from: 'Auto Marktplaats Utrecht <afspraken@auto-marktplaats.nl>',
      to: 'p.dekker@ziggo.nl',
      subject: 'Bevestiging bezichtiging zaterdag 10:30',
      date: 'Thu, 10 Jul 2025 11:22:31 +0200',
      messageId: '20250710092231.1a2b@auto-marktplaats.nl',
      dkim: ['auto-marktplaats.nl:default'],
      relay: 'mail.auto-marktplaats.nl [198.51.100.152]',
      body: plain(
        'Beste heer Dekker,\n\nHierbij bevestigen wij uw bezichtiging van de Volkswagen Golf op zaterdag om 10:30. Bekijk de auto alvast op https://auto-marktplaats.nl/aanbod/vw-golf-2019\n\nMet vriendelijke groet,\nAuto Marktplaats Utrecht',
      ),
    }),
  },
];
