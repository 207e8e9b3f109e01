// Near misses of the forward-lure rules (a bare forward judged by the picture it carries, a
// button that opens a letter to a free mailbox, a kit's code hidden under a picture): people
// forwarding a flyer, a club asking for replies at its secretary's Gmail, a newsletter whose
// hidden preheader carries a tracking hash, a famous person's own newsletter, and a friend's
// photos passed on under a new subject. Written for this round, not taken from any corpus.

import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { html, mail, multipart, plain } from './mail-builder.ts';

export const FORWARD_LURES_NEAR_CASES: readonly LegitimateCase[] = [
  {
    // A bare forward of a picture, its link to the venue's own site: nothing hides where it leads.
    name: 'Bare Outlook forward of a concert poster whose picture links to the venue’s site',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Ruth Adebayo <ruth.adebayo@outlook.com>',
      to: 'choir-friends@googlegroups.example',
      subject: 'Fw: Spring concert - Saturday 12 April',
      date: 'Mon, 24 Mar 2025 18:05:33 +0000',
      messageId: 'PAXPR07MB8845D1E0@PAXPR07MB8845.eurprd07.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-am7eur03olkn2090.outbound.protection.outlook.com [40.92.59.90]',
      body: multipart('alternative', [
        plain(
          "\n________________________________\nFrom: St Mary's Hall <events@stmaryshall-brighton.org.uk>\nSent: Monday, March 24, 2025 11:20\nTo: Ruth Adebayo <ruth.adebayo@outlook.com>\nSubject: Spring concert - Saturday 12 April\n\n[poster.jpg] <https://www.stmaryshall-brighton.org.uk/events/spring-concert>\n",
        ),
        html(
          '<div><br></div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr"><b>From:</b> St Mary\'s Hall &lt;events@stmaryshall-brighton.org.uk&gt;<br><b>Sent:</b> Monday, March 24, 2025 11:20<br><b>To:</b> Ruth Adebayo &lt;ruth.adebayo@outlook.com&gt;<br><b>Subject:</b> Spring concert - Saturday 12 April</div><div><a href="https://www.stmaryshall-brighton.org.uk/events/spring-concert"><img alt="poster.jpg" src="https://www.stmaryshall-brighton.org.uk/media/spring-poster.jpg"></a></div>',
        ),
      ]),
    }),
  },
  {
    // The club writes from its own domain and collects RSVPs at its volunteer secretary's Gmail, with a prefilled subject.
    name: 'Rowing club’s signed notice whose RSVP button opens a letter to the secretary’s Gmail',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Tamesis Rowing Club <notices@tamesisrowing.org.uk>',
      to: 'p.lindqvist@example-consulting.com',
      subject: 'Annual dinner - please reply by Friday',
      date: 'Wed, 5 Feb 2025 19:30:00 +0000',
      messageId: '20250205193000.41c2@tamesisrowing.org.uk',
      dkim: ['tamesisrowing.org.uk:s1'],
      relay: 'mail.tamesisrowing.org.uk [198.51.100.45]',
      body: html(
        '<p>Dear members,</p><p>The annual dinner is on Saturday 22 February at the boathouse, 7 pm. Tickets are £35 and include a three-course meal; partners are welcome.</p><p>Please let Claire know whether you are coming, and any dietary needs, by Friday:</p><p><a href="mailto:claire.tamesis.secretary@gmail.com?subject=Annual%20dinner%20RSVP">Reply to Claire</a></p><p>See you on the water,<br>The committee</p>',
      ),
    }),
  },
  {
    // A shop's newsletter with a hidden preheader: words and a hexadecimal tracking hash, no kit code.
    name: 'Bookshop newsletter with a hidden preheader and a hexadecimal tracking hash',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Paper Lantern Books <news@paperlanternbooks.co.uk>',
      to: 'm.fischer@example-consulting.com',
      subject: 'Five new novels for March',
      date: 'Sat, 1 Mar 2025 08:00:00 +0000',
      messageId: '20250301080000.aa01@mail.paperlanternbooks.co.uk',
      dkim: ['paperlanternbooks.co.uk:s1'],
      relay: 'mail.paperlanternbooks.co.uk [198.51.100.88]',
      headers: ['List-Unsubscribe: <https://paperlanternbooks.co.uk/unsubscribe?u=5f2c9a>'],
      body: html(
        '<div style="display:none;max-height:0;overflow:hidden">Our March picks are here 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08</div><h1>Five new novels for March</h1><p>This month we are reading a Lisbon family saga, a Welsh crime debut and three more novels our booksellers loved. Every title is 10% off for newsletter readers until the end of the month.</p><p><a href="https://paperlanternbooks.co.uk/march">See the March picks</a></p><p>You are receiving this email because you signed up at our shop. <a href="https://paperlanternbooks.co.uk/unsubscribe?u=5f2c9a">Unsubscribe</a></p>',
      ),
    }),
  },
  {
    // The famous person's own blog newsletter, on its own signed domain, a picture on top.
    name: 'Gates Notes newsletter from gatesnotes.com, display name "Bill Gates"',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Bill Gates <newsletter@gatesnotes.com>',
      to: 'm.fischer@example-consulting.com',
      subject: 'My summer reading list',
      date: 'Mon, 9 Jun 2025 14:00:00 +0000',
      messageId: '20250609140000.77ab@mail.gatesnotes.com',
      dkim: ['gatesnotes.com:s1'],
      relay: 'mail.gatesnotes.com [198.51.100.120]',
      headers: ['List-Unsubscribe: <https://www.gatesnotes.com/unsubscribe?u=a81c>'],
      body: html(
        '<img src="https://www.gatesnotes.com/img/summer-books.jpg" width="600"><h1>My summer reading list</h1><p>Every year I share a few books I loved. This summer I picked a novel about a family farm, a history of vaccines and a book on how batteries are changing the grid.</p><p><a href="https://www.gatesnotes.com/summer-books">Read the list</a></p><p>You are receiving this email because you subscribed to Gates Notes. <a href="https://www.gatesnotes.com/unsubscribe?u=a81c">Unsubscribe</a></p>',
      ),
    }),
  },
  {
    // A forward whose "FW:" the sender replaced with a subject of her own: a friend's Gmail letter, nothing to act on.
    name: 'Photos from a friend’s Gmail passed on under a new subject, Outlook’s rule above the quoted letter',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Ruth Adebayo <ruth.adebayo@outlook.com>',
      to: 'Tom Adebayo <tom.adebayo@outlook.com>',
      subject: 'Photos from Saturday',
      date: 'Sun, 13 Apr 2025 19:12:00 +0000',
      messageId: 'PAXPR07MB8845E2F1@PAXPR07MB8845.eurprd07.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'mail-am7eur03olkn2090.outbound.protection.outlook.com [40.92.59.90]',
      body: plain(
        '\n________________________________\nFrom: Grace Mensah <grace.mensah84@gmail.com>\nSent: Sunday, April 13, 2025 17:40\nTo: Ruth Adebayo <ruth.adebayo@outlook.com>\nSubject: Saturday\n\nHi Ruth,\n\nHere are the photos from the christening, the album is on Google Photos: https://photos.app.goo.gl/x7Qm2Lr9Tn4\n\nLove,\nGrace',
      ),
    }),
  },
];
