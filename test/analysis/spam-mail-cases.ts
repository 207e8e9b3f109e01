// Unsolicited mail written for the rules for spam marks (a PGP signature that signs nothing,
// filler stuffed into the page title, a throw-away domain's picture buttons on an anonymous image
// host, a shortened link from a script that writes no Message-ID, a French state-aid equipment
// offer). Spam is enough for these: they hide or sell, they do not yet impersonate. Written for
// this round, not taken from any corpus; the senders' domains are invented.

import { html, mail, multipart, plain } from './mail-builder.ts';
import type { Lang } from './mail-case.ts';

export interface SpamCase {
  readonly name: string;
  readonly lang: Lang;
  readonly raw: Uint8Array;
}

const ARMOUR = [
  '-----BEGIN PGP SIGNATURE-----',
  'Version: GnuPG v1.4.11 (GNU/Linux)',
  '',
  'iEYEARECAAYFAmf1LQ8ACgkQx7Tq2LmVwK3rNgCfWq8Zc1HkT0pVb4yGdJmR6sE2',
  'uA0An3LhK9fQx5YtW2bVc8ZpN1oR7mJe=',
  '=Xq4T',
  '-----END PGP SIGNATURE-----',
].join('\n');

/** The raw message without its Message-ID field, as a script that writes straight to a server leaves it. */
function withoutMessageId(raw: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(raw).replace(/^Message-ID: [^\r\n]*\r\n/m, '');
  return new TextEncoder().encode(text);
}

export const SPAM_CASES: readonly SpamCase[] = [
  {
    // The whole message is a linked picture; the kit pastes a signature block under it to look like a careful client's mail.
    name: 'Picture-only "we cannot cancel your payment" with a pasted PGP signature that signs nothing',
    lang: 'en',
    raw: mail({
      from: 'Marvin Oakes <m.oakes@tolvenmark-trading.example>',
      to: 'j.wright@example-consulting.com',
      subject: 'We cannot cancel your payment N58213907',
      date: 'Tue, 8 Apr 2025 14:15:19 -0800',
      messageId: '20250408221519.58213907@tolvenmark-trading.example',
      relay: 'mail.tolvenmark-trading.example [203.0.113.141]',
      auth: { dkim: 'none', spf: 'none', dmarc: 'none' },
      headers: ['X-Mailer: Microsoft Office Outlook, Build 11.0.6353'],
      body: multipart('alternative', [
        plain('This message is in HTML. Open it in a mail program that shows HTML.'),
        html(
          `<html><body><p><a href="https://burgundy.payment-stop.example/?c=13d14f12"><img border="0" width="308" height="288" src="https://burgundy.payment-stop.example/i/notice.gif"></a></p></body></html>\n\n${ARMOUR}\n`,
        ),
      ]),
    }),
  },
  {
    // A council's newsletter article pasted into the <title>, which no mail client shows, to dilute a gift-card pitch.
    name: 'Unsigned gift-card pitch with a news article stuffed into the page title',
    lang: 'en',
    raw: mail({
      from: 'GetYourCard <offers@mailer.cardspot-deals.example>',
      to: 'j.wright@example-consulting.com',
      subject: 'How will you spend yours?',
      date: 'Wed, 9 Apr 2025 10:02:41 +0000',
      messageId: '20250409100241.5521@mailer.cardspot-deals.example',
      relay: 'mailer.cardspot-deals.example [203.0.113.77]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: html(
        '<html><head><title>The water subsidy scheme helps small communities upgrade treatment works and add fluoride to drinking water. ' +
          'Studies of the benefits to children have shown large reductions in decay rates. The institute report for the ministry showed ' +
          'that treated water supplies can be cost effective for a community of a thousand people or fewer. Communities wanting the subsidy ' +
          'can get further information from the ministry website or contact their local public health service.</title></head>' +
          '<body><table><tr><td><a href="https://r.cardspot-deals.example/a1">Do you shop online?<br><img src="https://img.cardspot-deals.example/card_01.gif"></a></td>' +
          '<td><a href="https://r.cardspot-deals.example/a2"><img src="https://img.cardspot-deals.example/card_02.gif"></a></td></tr></table>' +
          '<p>If you do not want to receive future messages send a blank email here. Or write to Customer Service, PO Box 4410, Springfield.</p></body></html>',
      ),
    }),
  },
  {
    // A throw-away dating domain's mailing: its pictures, used as buttons to its tracker, sit on Imgur.
    name: '"A new private message is waiting" from a .xyz domain, its picture button on Imgur',
    lang: 'en',
    raw: mail({
      from: 'Hearts Online <news@pvruky-match.xyz>',
      to: 'dave.miller@outlook.com',
      subject: 'Dave, a new private message is waiting for you',
      date: 'Sun, 8 Jan 2023 21:00:12 +0000',
      messageId: '20230108210012.c47249@pvruky-match.xyz',
      dkim: ['pvruky-match.xyz'],
      relay: 'mta7.pvruky-match.xyz [203.0.113.201]',
      body: html(
        "<p>Can't see this email properly? Open it in your browser.</p>" +
          '<p><a href="https://contact-us1.example/rd/c47249">Someone near you has written to you and is waiting for an answer tonight</a></p>' +
          '<p><a href="https://contact-us1.example/rd/c47249"><img src="https://i.imgur.com/e3au1BW.png"></a></p>' +
          '<p>Hearts Online, the place where hearts meet.</p>',
      ),
    }),
  },
  {
    // Written straight to a server by a script: no Message-ID, nothing signs it, one shortened link.
    name: 'Two-line "SALE" note with a bit.ly link, no Message-ID, unsigned',
    lang: 'en',
    raw: withoutMessageId(
      mail({
        from: 'Sale <sales@coolgoose-printables.example>',
        to: 'j.wright@example-consulting.com',
        subject: 'Printable Savings Challenges',
        date: 'Thu, 16 Feb 2023 18:40:35 +0100',
        messageId: 'removed@coolgoose-printables.example',
        relay: 'vps-41.hosting.example [198.51.100.212]',
        auth: { dkim: 'none', spf: 'none', dmarc: 'none' },
        body: plain('Printable Savings Challenges\n\nSALE - 25%\n\nhttps://bit.ly/3w6uTZ4\n'),
      }),
    ),
  },
  {
    // Energy-renovation canvassing: the equipment to install and the savings first, the state aid after.
    name: 'French "installez une climatisation réversible et économisez" with state aid, from an unrelated domain',
    lang: 'fr',
    raw: mail({
      from: 'Clima-Plus <yasmin.kolmitz@iptesetx-keys.example>',
      to: 'c.martin@example-conseil.fr',
      subject: "Profitez d'une aide pour l'amélioration de votre logement",
      date: 'Tue, 6 Jun 2023 09:12:44 +0200',
      messageId: '20230606071244.88ab@iptesetx-keys.example',
      dkim: ['iptesetx-keys.example'],
      relay: 'smtp.iptesetx-keys.example [203.0.113.90]',
      body: html(
        '<p>Installez une CLIMATISATION RÉVERSIBLE et économisez jusqu\'à 60% sur vos factures</p><p><a href="https://iptesetx-keys.example/aides">Consultez les aides</a></p>' +
          "<p>NOUVEAUX BARÈMES 2023 : jusqu'à 900€ d'aide !(1)</p><p>(1) Les aides dépendent de vos conditions de ressources et de la localisation de votre logement.</p>",
      ),
    }),
  },
];
