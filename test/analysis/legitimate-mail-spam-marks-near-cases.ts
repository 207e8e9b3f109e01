// Near misses of the rules for spam marks: real PGP signatures (inline-signed, PGP/MIME, quoted in a
// reply), a newsletter with a long page title, an installer's maintenance reminder that promises
// savings on the bills, a person on a .xyz domain sharing an Imgur link, and a club's unsigned
// mail with a shortened link. They must stay clean or bulk. Written for this round, not taken
// from any corpus.

import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { document, gmailBody, LIST_UNSUBSCRIBE_POST, mail, plain, type Entity } from './mail-builder.ts';

const SIGNATURE = [
  '-----BEGIN PGP SIGNATURE-----',
  '',
  'iQEzBAEBCAAdFiEEk3Hc8Z1qfXl0Yh2m7nR4s5vW9pAFAmZx0sIACgkQ7nR4s5vW',
  '9pDk3AgAjQ2c1xR8Ymv2wq0Lr4nJ6tH5sK9dF3pW1bQ7eZ2uC8yN0mV4xA6gT3hB',
  '=Qx9z',
  '-----END PGP SIGNATURE-----',
];

/** A PGP/MIME message (RFC 3156): the signed text, then the detached signature in its own part. */
function pgpMime(text: string): Entity {
  const mark = 'pgp-sig-3b9f1e';
  return {
    headers: [`Content-Type: multipart/signed; micalg=pgp-sha256; protocol="application/pgp-signature"; boundary="${mark}"`],
    body: [
      `--${mark}`,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 7bit',
      '',
      text,
      '',
      `--${mark}`,
      'Content-Type: application/pgp-signature; name="signature.asc"',
      'Content-Description: OpenPGP digital signature',
      'Content-Disposition: attachment; filename="signature.asc"',
      '',
      ...SIGNATURE,
      '',
      `--${mark}--`,
      '',
    ].join('\r\n'),
  };
}

const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;

export const SPAM_MARKS_NEAR_CASES: readonly LegitimateCase[] = [
  {
    // A maintainer's release note, clear-signed inline as GnuPG writes it.
    name: 'Release announcement clear-signed inline with GnuPG, from the project’s own domain',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Tomas Lindqvist <tomas@libgrove.example.org>',
      to: 'grove-announce@lists.libgrove.example.org',
      subject: 'libgrove 2.4.1 released',
      date: 'Mon, 2 Jun 2025 08:31:10 +0200',
      messageId: '20250602063110.GA4411@build.libgrove.example.org',
      dkim: ['libgrove.example.org'],
      relay: 'mail.libgrove.example.org [198.51.100.14]',
      headers: ['User-Agent: Mutt/2.2.12 (2023-09-09)'],
      body: plain(
        [
          '-----BEGIN PGP SIGNED MESSAGE-----',
          'Hash: SHA256',
          '',
          'Hi all,',
          '',
          'libgrove 2.4.1 is out: it fixes the crash when a tree is empty. The tarball and its checksum are on the download page.',
          '',
          'Tomas',
          ...SIGNATURE,
        ].join('\n'),
      ),
    }),
  },
  {
    // Thunderbird's PGP/MIME: the signature is its own part, application/pgp-signature.
    name: 'German note signed with PGP/MIME (multipart/signed) by Thunderbird',
    lang: 'de',
    kind: 'personal',
    raw: mail({
      from: 'Jana Vogt <jana.vogt@posteo.de>',
      to: 'm.keller@example-buero.de',
      subject: 'Schlüssel für die Übergabe',
      date: 'Thu, 12 Jun 2025 17:05:44 +0200',
      messageId: '8c1f2a44-5e0b-4b7e-9f1d-2a6c3e8b7d10@posteo.de',
      dkim: ['posteo.de'],
      relay: 'mout01.posteo.de [185.67.36.65]',
      headers: ['User-Agent: Mozilla Thunderbird'],
      body: pgpMime(
        'Hallo Markus,\n\nich lege den Schlüssel am Freitag in den Briefkasten. Die Zahlen für die Übergabe schicke ich dir verschlüsselt.\n\nViele Grüße\nJana',
      ),
    }),
  },
  {
    // A bottom-posted reply that quotes the whole signed message, signature block included.
    name: 'Gmail reply quoting a clear-signed message and its signature block behind "> "',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Priya Natarajan <priya.natarajan@gmail.com>',
      to: 'Tomas Lindqvist <tomas@libgrove.example.org>',
      subject: 'Re: libgrove 2.4.1 released',
      date: 'Mon, 2 Jun 2025 11:02:37 +0100',
      messageId: 'CAKx8vQ1r2mT9wN5pL3cB6dF4hJ7sY0a_grove@mail.gmail.com',
      ...GMAIL,
      headers: ['In-Reply-To: <20250602063110.GA4411@build.libgrove.example.org>', 'References: <20250602063110.GA4411@build.libgrove.example.org>'],
      body: plain(
        [
          'Thanks, the empty-tree crash is gone here too.',
          '',
          'On Mon, 2 Jun 2025 at 07:31, Tomas Lindqvist wrote:',
          '> Hi all,',
          '>',
          '> libgrove 2.4.1 is out.',
          '>',
          '> Tomas',
          ...SIGNATURE.map((line) => `> ${line}`),
        ].join('\n'),
      ),
    }),
  },
  {
    // Some ESP templates put the whole preheader sentence in the page title.
    name: 'Bookshop newsletter whose page title is a full sentence',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Harbour Books <news@harbourbooks.example.co.uk>',
      to: 'sam.okafor@outlook.com',
      subject: 'June at Harbour Books',
      date: 'Fri, 6 Jun 2025 07:00:00 +0000',
      messageId: '20250606070000.9f2c@mail.harbourbooks.example.co.uk',
      dkim: ['harbourbooks.example.co.uk'],
      relay: 'mail.harbourbooks.example.co.uk [198.51.100.33]',
      headers: ['List-Unsubscribe: <https://harbourbooks.example.co.uk/unsubscribe?u=8812>', LIST_UNSUBSCRIBE_POST],
      body: document(
        [
          { heading: 'June at Harbour Books' },
          'Our summer reading table is out, with new crime fiction, two signed memoirs and the children’s picks of the month.',
          { button: 'See the table', href: 'https://harbourbooks.example.co.uk/summer' },
          { small: 'Harbour Books, 12 Quay Street. You receive this because you joined our mailing list. Unsubscribe.' },
        ],
        { title: 'June at Harbour Books: the summer reading table, two signed memoirs, crime fiction and the children’s picks of the month' },
      ),
    }),
  },
  {
    // The installer reminds a customer of the yearly service; the savings are those of a serviced unit.
    name: 'French installer’s maintenance reminder: "l’entretien … vous fait économiser jusqu’à 15 % sur vos factures"',
    lang: 'fr',
    kind: 'transactional',
    raw: mail({
      from: 'Atelier Clim Services <contrats@atelier-clim-services.example.fr>',
      to: 'c.martin@example-conseil.fr',
      subject: 'Votre entretien annuel du 12 juin',
      date: 'Mon, 2 Jun 2025 09:15:00 +0200',
      messageId: '20250602071500.4411@atelier-clim-services.example.fr',
      dkim: ['atelier-clim-services.example.fr'],
      relay: 'smtp.atelier-clim-services.example.fr [198.51.100.52]',
      body: plain(
        "Bonjour Madame Martin,\n\nL'entretien annuel de votre climatisation réversible, prévu à votre contrat, aura lieu le jeudi 12 juin entre 9 h et 12 h. Un appareil bien entretenu vous fait économiser jusqu'à 15 % sur vos factures d'électricité.\n\nSi ce créneau ne vous convient pas, répondez à ce message.\n\nCordialement,\nAtelier Clim Services",
      ),
    }),
  },
  {
    // A person with a vanity domain on .xyz shares a screenshot link; the link is to the picture itself, not a button.
    name: 'Friend on a .xyz vanity domain sending an Imgur screenshot link',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Leo Marsh <leo@leomarsh.xyz>',
      to: 'priya.natarajan@gmail.com',
      subject: 'the error I mentioned',
      date: 'Tue, 10 Jun 2025 20:41:09 +0100',
      messageId: '20250610194109.5c2e@leomarsh.xyz',
      dkim: ['leomarsh.xyz'],
      relay: 'smtp.fastmail.example [198.51.100.90]',
      body: plain(
        'Hey Priya,\n\nhere is the screenshot of the error I mentioned: https://i.imgur.com/Qm2vN8m.png\n\nIt happens right after the upload finishes.\n\nLeo',
      ),
    }),
  },
  {
    // A walking club's own small server: it writes a Message-ID and a Date, but signs nothing.
    name: 'Walking club’s unsigned note with a shortened sign-up link',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Dales Walking Club <secretary@daleswalkers.example.org.uk>',
      to: 'sam.okafor@outlook.com',
      subject: 'Sign-up for the Malham walk',
      date: 'Wed, 11 Jun 2025 18:22:40 +0100',
      messageId: '20250611172240.1187@daleswalkers.example.org.uk',
      relay: 'mail.daleswalkers.example.org.uk [198.51.100.120]',
      auth: { dkim: 'none', spf: 'pass', dmarc: 'none' },
      body: plain(
        'Hello all,\n\nthe sign-up sheet for the Malham walk on 21 June is here: https://bit.ly/malham-walk\n\nMeet at the car park at 9.\n\nMargaret',
      ),
    }),
  },
  {
    // Same Gmail sender, typed reply with no signature at all: nothing here is PGP.
    name: 'Gmail note mentioning "PGP signature" in words only',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Priya Natarajan <priya.natarajan@gmail.com>',
      to: 'leo@leomarsh.xyz',
      subject: 'keys',
      date: 'Wed, 11 Jun 2025 09:12:00 +0100',
      messageId: 'CAKx8vQ2s3nU0xO6qM4dC7eG5iK8tZ1b_keys@mail.gmail.com',
      ...GMAIL,
      body: gmailBody('Leo, the release needs a PGP signature from both of us before Friday. Can you sign it tonight?\n\nPriya'),
    }),
  },
];
