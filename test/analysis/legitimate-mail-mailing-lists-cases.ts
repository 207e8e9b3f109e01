// Mailing lists and digests: list posts with their List-* fields, announcements, forum and
// news digests.
// Every message is hand-written for this suite (none comes from a corpus); brand mail uses the
// brand's real sending domains. Cases marked `heldOut` are the genuine counterparts of the blind
// batches: the model never trains on them (scripts/export-case-mail.ts).

import { document, GMAIL, gmailBody, html, LIST_UNSUBSCRIBE_POST, mail, plain } from './mail-builder.ts';
import type { LegitimateCase } from './mail-case.ts';

/** A mailing list's own header fields (RFC 2369, 2919). */
function mailingListHeaders(list: string, host: string): readonly string[] {
  return [
    `List-Id: ${list} discussion <${list}.${host}>`,
    `List-Post: <mailto:${list}@${host}>`,
    `List-Unsubscribe: <https://${host}/mailman/listinfo/${list}>, <mailto:${list}-request@${host}?subject=unsubscribe>`,
    `List-Archive: <https://${host}/pipermail/${list}/>`,
    'Precedence: list',
  ];
}

/** Titles of the weblogs a digest lists (each numbered into a site of its own). */
const WEBLOG_TITLES: readonly string[] = Array.from(
  { length: 240 },
  (_, index) => ['Notes', 'Journal', 'Musings', 'Field Log', 'Ramblings', 'Sketchbook'][index % 6] ?? 'Notes',
);

const ARTICLE = [
  "The chairman's critics say the agency has become a referee that never blows the whistle. His defenders say that is the point: the last decade of rules picked winners, and the winners were mostly lawyers. Either way, the biggest beneficiaries of the new spectrum policy may be companies that do not exist yet, which is why neither the incumbents nor the upstarts are happy with it.",
  'Walk the halls of the agency and you hear the same complaint in every office: nobody agrees on what the law asks for. The statute was written for a world of copper wires and local monopolies, and every attempt to apply it to wireless data and cable modems ends in a court. The commissioners spend more time reading appellate opinions than engineering reports, and the staff have learned to write orders that will survive the judges rather than orders that will change the market.',
  'The chairman himself prefers to talk about humility. Markets move faster than rule-making, he says, and an agency that tries to steer them will always arrive late. His critics hear in that a convenient excuse for doing nothing, and they point to the collapse of the competitive carriers as the result. His friends answer that the carriers collapsed because their business plans assumed regulators would keep subsidising them forever.',
  "Outside Washington the debate looks different. In the small towns of the plains, the question is not which company wins but whether any company will bother to lay fibre at all. Local officials write letters, co-operatives experiment with wireless towers on grain elevators, and the agency's universal service fund pays for some of it. Nobody there talks about ideology; they talk about the school that still shares one slow line between four hundred pupils.",
  'His staff describe a chairman who reads everything and decides slowly. Briefings run long, and he asks the engineers to explain the physics before the lawyers explain the statute. Some commissioners find this maddening; one said privately that a vote on a routine licence transfer took three meetings because the chairman wanted to understand how the towers shared their power supply.',
  'The industry lobbyists have adapted. Where they once brought economists, they now bring engineers, and their filings open with diagrams instead of market shares. The consumer groups have been slower to change, and their complaint that the agency listens only to the companies it regulates is, in part, a complaint that they have not learned its new language.',
  'Congress, meanwhile, has its own ideas. Bills to rewrite the act appear every session and die in committee, and the members who write them use the hearings mostly to ask the chairman about the price of cable television in their districts. He answers patiently, promises a report, and the report arrives a year later, after the members have moved on to other subjects.',
  'Abroad the agency is watched closely. Regulators in Europe and Asia copied its auctions in the nineties, and they now wonder whether its retreat from rule-making is a philosophy or a pause. At international meetings the chairman is asked the same question in several languages, and he gives the same answer: the market will tell us, and we will listen.',
  "At home he coaches his son's basketball team and, by his own account, argues with the referees more than he should. He jokes that it is the only place where he gets to overrule anyone. Friends from law school remember him as the student who read the dissent before the majority opinion, and who could argue either side of a case at a moment's notice, which made him a formidable opponent in moot court and an infuriating one at dinner.",
  'The next year will test his approach. Two large mergers await review, the courts have sent back the rules on sharing local lines for the third time, and the wireless carriers want more spectrum than the government can clear. Each decision will be read as a sign of what he really believes, and each will disappoint someone who thought they knew.',
  'Former commissioners are divided on how history will judge him. One calls him the most thoughtful chairman in a generation; another says thoughtfulness is what chairmen call it when they cannot get three votes. Both agree that the job has changed, and that the next chairman will inherit an agency that argues about economics far more than it argues about engineering.',
  'Asked at the end of the interview whether the agency could have saved the long-distance companies, the chairman was blunt. There are things we can do at the margin, he said, but I cannot find thirty billion dollars for a company that misstated its accounts, and I would not if I could.',
].join('\n\n');

export const MAILING_LISTS_CASES: readonly LegitimateCase[] = [
  {
    name: 'Amazon SES morning news digest',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'The Morning Ledger <briefing@morningledger.news>',
      to: 'k.osei@outlook.com',
      subject: 'Rates on hold, a chip export deal, and the week’s best long reads',
      date: 'Fri, 6 Jun 2025 05:45:00 +0000',
      messageId: '010001974a3c9e21-8d7f6a5b-4c3d-2e1f-0a9b-8c7d6e5f4a3b-000000@email.amazonses.com',
      dkim: ['morningledger.news:x3k4l5m6n7o8p9q0', 'amazonses.com:6gbrjpgwjskckoa6a5zn6fwqkn67xbtw'],
      returnPath: '010001974a3c9e21-8d7f6a5b-4c3d-2e1f-0a9b-8c7d6e5f4a3b-000000@amazonses.com',
      relay: 'a8-82.smtp-out.amazonses.com [54.240.8.82]',
      headers: [
        'List-Unsubscribe: <https://morningledger.news/unsubscribe?u=k.osei%40outlook.com&s=9f8e7d6c>, <mailto:unsubscribe@morningledger.news?subject=unsubscribe>',
        LIST_UNSUBSCRIBE_POST,
        'Feedback-ID: 1.us-east-1.Rk9vYmFyQmF6cXV4MTIzNDU2Nzg5MA==:AmazonSES',
        'X-SES-Outgoing: 2025.06.06-54.240.8.82',
      ],
      body: document(
        [
          { heading: 'Good morning. Here is what you need to know today.' },
          'The central bank kept rates unchanged for a third month and signalled one cut before the end of the year. [Read more](https://morningledger.news/r/2025/06/rates-on-hold?utm_source=newsletter&utm_medium=email&utm_campaign=morning-0606)',
          'Two chipmakers agreed an export framework after six months of talks; analysts expect prices to settle by autumn. [Read more](https://morningledger.news/r/2025/06/chip-export-deal?utm_source=newsletter&utm_medium=email&utm_campaign=morning-0606)',
          'For the weekend: a long read on the towns rebuilding their high streets around libraries. [Read more](https://morningledger.news/r/2025/06/library-high-streets?utm_source=newsletter&utm_medium=email&utm_campaign=morning-0606)',
          {
            small:
              'You are receiving The Morning Ledger because you subscribed at morningledger.news. [Manage your subscription](https://morningledger.news/account/newsletters) or [unsubscribe](https://morningledger.news/unsubscribe?u=k.osei%40outlook.com&s=9f8e7d6c). The Morning Ledger, 80 Strand, London WC2R 0RL.',
          },
        ],
        { preheader: 'Rates on hold and a chip export deal', title: 'The Morning Ledger' },
      ),
    }),
  },

  {
    name: "Developer list: release candidate with the source tarball and a Windows installer on the project's GitHub releases",
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Martin Okafor via sdrkit-dev <sdrkit-dev@lists.sdrkit.org>',
      to: 'sdrkit-dev@lists.sdrkit.org',
      subject: '[sdrkit-dev] 3.9.1-rc1 tagged, please test',
      date: 'Thu, 24 Apr 2025 08:51:09 +0000',
      messageId: 'CAK4mO2pQ6rS8tU0vW2xY4zA6bC8dE0fG2hI4jK6lM8nO0p@mail.gmail.com',
      dkim: ['lists.sdrkit.org:list'],
      relay: 'lists.sdrkit.org [198.51.100.61]',
      headers: [
        'List-Id: SDRKit development <sdrkit-dev.lists.sdrkit.org>',
        'List-Post: <mailto:sdrkit-dev@lists.sdrkit.org>',
        'List-Unsubscribe: <https://lists.sdrkit.org/mailman/options/sdrkit-dev>, <mailto:sdrkit-dev-request@lists.sdrkit.org?subject=unsubscribe>',
        'Precedence: list',
      ],
      body: plain(
        [
          'Hi all,',
          '',
          '3.9.1-rc1 is tagged. Source tarball:',
          'https://github.com/sdrkit/sdrkit/archive/refs/tags/v3.9.1-rc1.tar.gz',
          '',
          'Windows installer (built with MSVC 2022):',
          'https://github.com/sdrkit/sdrkit/releases/download/v3.9.1-rc1/sdrkit-3.9.1-rc1-win64.exe',
          '',
          'Please report regressions against 3.9.0 on the tracker before Monday.',
          '',
          'Martin',
          '_______________________________________________',
          'sdrkit-dev mailing list',
          'sdrkit-dev@lists.sdrkit.org',
        ].join('\n'),
      ),
    }),
  },

  {
    // A forum's daily digest, signed, with a member's Imgur picture of their build linking to
    // its page on Imgur and the rest of the posts in text.
    name: 'Forum digest: a member’s Imgur photo of a workbench among the day’s posts',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Woodnet Forum <noreply@forum.woodnet-community.org>',
      to: 'dana.whitlock@fastmail.com',
      subject: '[Woodnet] Summary',
      date: 'Thu, 13 Mar 2025 07:00:03 +0000',
      messageId: 'digest.2025-03-13.dana@forum.woodnet-community.org',
      dkim: ['woodnet-community.org:discourse'],
      relay: 'mail.woodnet-community.org [198.51.100.70]',
      headers: [
        'List-Unsubscribe: <https://forum.woodnet-community.org/email/unsubscribe/9f2c71ab>',
        LIST_UNSUBSCRIBE_POST,
        'List-ID: Woodnet Forum <forum.woodnet-community.org>',
      ],
      body: html(
        '<html><body><h2>Popular topics since your last visit</h2><h3>Finished the Roubo bench</h3><p>Eighteen months of weekends, but the top is finally flat. Legs are white oak, top is laminated maple, leg vise hardware from a local smith.</p><a href="https://imgur.com/gallery/Bn7RfQ2"><img src="https://i.imgur.com/Bn7RfQ2.jpg" width="500"></a><h3>Sharpening: diamond plates or waterstones?</h3><p>I keep going back and forth. Diamond plates stay flat, but the finish off my 8000 stone is hard to beat.</p><p><a href="https://forum.woodnet-community.org/t/sharpening/4471">Read more</a></p><p>You are receiving this because you enabled the daily summary. <a href="https://forum.woodnet-community.org/email/unsubscribe/9f2c71ab">Unsubscribe</a></p></body></html>',
      ),
    }),
  },

  {
    // USPS Informed Delivery's daily digest: mail and packages arriving today.
    name: 'USPS Informed Delivery: daily digest, one package and two letters arriving today',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'USPS Informed Delivery <USPSInformeddelivery@email.informeddelivery.usps.com>',
      to: 'carla.mendez@att.net',
      subject: 'Your Daily Digest for Wed, 5/14 has 2 mailpieces and 1 package',
      date: 'Wed, 14 May 2025 07:31:55 -0400',
      messageId: '5d8a1b36-c7e4-41a9-e2b3-d4e8a9c1b5f0@ind1s06mta2044.xt.local',
      dkim: ['email.informeddelivery.usps.com:200608'],
      returnPath: 'bounce-71_HTML-110243-9921-7730512-3@bounce.email.informeddelivery.usps.com',
      relay: 'mta2044.email.informeddelivery.usps.com [13.111.50.44]',
      body: document([
        { heading: 'Daily Digest' },
        'You have 2 mailpieces and 1 package arriving soon.',
        {
          rows: [
            ['Package', '9400 1118 9922 3344 5566 77 – Expected Delivery by 9:00 PM'],
            ['From', 'AMAZON'],
          ],
        },
        { button: 'View Dashboard', href: 'https://informeddelivery.usps.com/box/pages/secure/DashboardAction_input' },
        { small: 'USPS will never ask for payment by text or email to deliver a package. Report suspicious messages to spam@uspis.gov.' },
      ]),
    }),
  },

  {
    // A security mailing list post that describes a phishing wave, with the indicators defanged.
    name: 'Mailing list: a security list post describing a device-code phishing wave with defanged indicators',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Nadia Petrov <nadia.petrov@cert-consult.eu>',
      to: 'sec-discuss@lists.opensec.org',
      subject: '[sec-discuss] Device code phishing wave against M365 tenants (indicators)',
      date: 'Wed, 19 Feb 2025 16:55:12 +0100',
      messageId: 'e2a7c9b1-4f3d-4c8e-9a1b-2d3e4f5a6b7c@cert-consult.eu',
      dkim: ['cert-consult.eu:mail', 'lists.opensec.org:list'],
      returnPath: 'sec-discuss-bounces@lists.opensec.org',
      relay: 'lists.opensec.org [198.51.100.250]',
      headers: [
        'List-Id: Security discussion <sec-discuss.lists.opensec.org>',
        'List-Unsubscribe: <https://lists.opensec.org/mailman/options/sec-discuss>, <mailto:sec-discuss-request@lists.opensec.org?subject=unsubscribe>',
        'List-Post: <mailto:sec-discuss@lists.opensec.org>',
        'List-Archive: <https://lists.opensec.org/pipermail/sec-discuss/>',
        'Precedence: list',
        'Sender: "sec-discuss" <sec-discuss-bounces@lists.opensec.org>',
      ],
      body: plain(
        'Hi all,\n\nSince last week we see a wave of device code phishing against Microsoft 365 tenants in the logistics sector. The lure is a "secure Teams briefing": the victim is told to open the real microsoft[.]com/devicelogin page and type a code the attacker generated, which hands the attacker a refresh token. MFA does not help because the victim completes it.\n\nIndicators (defanged):\n- sender domains: m365-tenant-services[.]com, ashby-advisory[.]co\n- subjects: "Secure Teams briefing - access code inside"\n- sign-ins: device code flow from 203.0.113.0/24\n\nMitigation: block the device code flow with Conditional Access for users who do not need it, and alert on "deviceCode" authentication protocol in the sign-in logs.\n\nNadia\n\n_______________________________________________\nsec-discuss mailing list\nsec-discuss@lists.opensec.org\nhttps://lists.opensec.org/mailman/listinfo/sec-discuss',
      ),
    }),
  },

  {
    // A researcher's dense sentence of long words, with no "and" or "the" for a while.
    name: 'Mailing-list reply with dense technical prose of long words',
    lang: 'en',
    kind: 'personal',
    raw: mail({
      from: 'Priya Natarajan <priya.natarajan@gmail.com>',
      to: 'sensors-users@lists.example.org',
      subject: 'Re: calibration drift',
      date: 'Thu, 5 Jun 2025 16:40:02 +0000',
      messageId: 'CAKx8vQ1r2mT9wN5pL3cB6dF4hJ7sY0a_drift@mail.gmail.com',
      headers: ['In-Reply-To: <drift-question@lists.example.org>', 'References: <drift-question@lists.example.org>'],
      ...GMAIL,
      body: gmailBody(
        'Networked thermometers worldwide provide almost instantaneous local temperature readings through links to weather services. Calibration drift usually comes from humidity, not firmware.\n\nPriya',
      ),
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
    // A member forwards a long magazine profile to a discussion list: "beneficiaries" in its
    // first paragraph, "thirty billion dollars" pages later, in another story.
    name: 'Discussion-list post forwarding a long profile: "biggest beneficiaries" pages away from "thirty billion dollars"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Rahul Mehta <rahul@mehta-family.net>',
      to: 'policy-talk@lists.openwire.org',
      subject: '[policy-talk] Profile of the chairman, worth reading',
      date: 'Fri, 4 Jul 2025 18:22:05 -0700',
      messageId: '3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9@mehta-family.net',
      dkim: ['mehta-family.net:default'],
      relay: 'mail.mehta-family.net [198.51.100.23]',
      headers: mailingListHeaders('policy-talk', 'lists.openwire.org'),
      body: plain(
        `A surprisingly funny profile of a regulator, of all people. Long, but worth it.\n\nRahul\n\n----\n\n${ARTICLE}\n\n_______________________________________________\npolicy-talk mailing list\nhttps://lists.openwire.org/mailman/listinfo/policy-talk`,
      ),
    }),
  },

  {
    // News counts things and deals "a total of … million"; a list member forwards it.
    name: 'List post forwarding news: "a total of 18 million machines were sold", "a total of $270 million in deals"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Andy Price <andy@r2-video.org>',
      to: 'oddities@lists.openwire.org',
      subject: '[oddities] Last of the video recorders',
      date: 'Sun, 6 Jul 2025 11:02:40 +0100',
      messageId: '20250706100240.ap41@r2-video.org',
      dkim: ['r2-video.org:mail'],
      relay: 'mail.r2-video.org [198.51.100.45]',
      headers: mailingListHeaders('oddities', 'lists.openwire.org'),
      body: plain(
        'Not strange, but a moment in time all the same.\n\nThe manufacturer has announced that it will make only 2,000 more machines. A total of 18 million of the recorders were sold around the world, but no new ones will be made after the end of the year. The same week, the maker reported a total of $270 million in licensing deals for its new digital formats.\n\nAndy\n\n_______________________________________________\noddities mailing list\nhttps://lists.openwire.org/mailman/listinfo/oddities',
      ),
    }),
  },

  {
    // A member quotes a 419 in full to laugh at it: the letter's own words, quoted line by line.
    name: 'Discussion-list post quoting a 419 letter line by line to mock its "ATM card"',
    lang: 'en',
    kind: 'transactional',
    todo: 'suspicious or worse: content_advance_fee; the quoted letter is read as the post\'s own words. Setting aside ">" lines after a reporting sentence would let a 419 kit prefix its letter with one line and ">" marks',
    raw: mail({
      from: 'Rahul Mehta <rahul@mehta-family.net>',
      to: 'policy-talk@lists.openwire.org',
      subject: '[policy-talk] The 419 industry discovers ATM cards',
      date: 'Tue, 8 Jul 2025 09:12:44 -0700',
      messageId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d@mehta-family.net',
      dkim: ['mehta-family.net:default'],
      relay: 'mail.mehta-family.net [198.51.100.23]',
      headers: mailingListHeaders('policy-talk', 'lists.openwire.org'),
      body: plain(
        'Got this one this morning. My favourite part is the ATM card; the postage alone must be a fortune.\n\n> Dear Friend,\n> I am Barrister Paul Eze, attorney to the late Mr. Daniel Kim, who\n> died with his family in a car accident. He left the sum of\n> US$18,500,000.00 with a bank here and I want to present you as his\n> next of kin. The fund will be sent to you by ATM card.\n\nDoes anyone still answer these?\n\nRahul\n\n_______________________________________________\npolicy-talk mailing list\nhttps://lists.openwire.org/mailman/listinfo/policy-talk',
      ),
    }),
  },

  {
    // A mailing list manager's monthly reminder: where to change one's password, and the
    // member's own options page (which carries his address).
    name: 'Mailing-list monthly membership reminder: "you may change your password or subscription preferences"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'mailman-owner@lists.openwire.org',
      to: 'j.fischer@fischer-net.de',
      subject: 'lists.openwire.org mailing list memberships reminder',
      date: 'Fri, 1 Aug 2025 05:00:01 +0000',
      messageId: 'mailman.0.1754024401.2231.lists.openwire.org',
      dkim: ['lists.openwire.org:mm'],
      relay: 'lists.openwire.org [198.51.100.12]',
      headers: ['Precedence: bulk', 'X-No-Archive: yes'],
      body: plain(
        'This is a reminder, sent out once a month, about your lists.openwire.org mailing list memberships. It includes your subscription info and how to use it to change it or unsubscribe from a list.\n\n' +
          'From the list management page you may change your password or subscription preferences. If you do not know your list password, use the "Email my password to me" button on that page. List passwords are different from any other password you use.\n\n' +
          'Passwords for j.fischer@fischer-net.de:\n\nList: policy-talk@lists.openwire.org\nManagement page: https://lists.openwire.org/mailman/options/policy-talk/j.fischer%40fischer-net.de\n',
      ),
    }),
  },

  {
    // A weblog-update service's daily list: hundreds of sites, a few on a bare IP address or a
    // free host, as weblogs are.
    name: 'Weblog-update digest listing 240 updated weblogs, some on a bare IP address or a free host',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'blogwatch <webmaster@blogwatch.example>',
      to: 'sam.okafor@gmail.com',
      subject: 'updated weblogs from blogwatch',
      date: 'Sat, 2 Aug 2025 03:05:00 +0000',
      messageId: '20250802030500.list@blogwatch.example',
      relay: 'mail.blogwatch.example [198.51.100.201]',
      body: plain(
        `change your settings: https://blogwatch.example/settings\n\nhere is your list of updated weblogs.\n\n${WEBLOG_TITLES.flatMap((title, index) => [`${title} ${index + 1} https://www.${title.toLowerCase().replace(/[^a-z]/g, '')}${index + 1}.net/`]).join('\n')}\nThe Farm Diary http://82.165.44.19/diary/\nSeaside Poems https://seaside-poems.blogspot.com/\n`,
      ),
    }),
  },

  {
    // A mailing-list post: a maintainer announces a security release and asks users to upgrade.
    name: 'Mailing list: "[ANNOUNCE] 3.8.2 security release, please upgrade" with List-Id and archive links',
    lang: 'en',
    kind: 'transactional',
    heldOut: true,
    raw: mail({
      from: 'Jonas Weber <jweber@lists.tinyhttpd.org>',
      to: 'announce@lists.tinyhttpd.org',
      subject: '[tinyhttpd-announce] [ANNOUNCE] tinyhttpd 3.8.2 security release - please upgrade',
      date: 'Wed, 10 Sep 2025 14:00:31 +0200',
      messageId: 'a8c3f1e2-7b4d-4c9a-9e1f-2d3c4b5a6e7f@tinyhttpd.org',
      dkim: ['lists.tinyhttpd.org:mailman'],
      returnPath: 'announce-bounces+greg.turner64=yahoo.com@lists.tinyhttpd.org',
      relay: 'mail.lists.tinyhttpd.org [198.51.100.4]',
      headers: [
        'List-Id: tinyhttpd announcements <announce.lists.tinyhttpd.org>',
        'List-Unsubscribe: <https://lists.tinyhttpd.org/mailman3/lists/announce.lists.tinyhttpd.org/>, <mailto:announce-leave@lists.tinyhttpd.org>',
        'List-Archive: <https://lists.tinyhttpd.org/archives/list/announce@lists.tinyhttpd.org/>',
        'List-Post: <mailto:announce@lists.tinyhttpd.org>',
        'Precedence: list',
      ],
      body: plain(
        'Hi all,\n\ntinyhttpd 3.8.2 is out. It fixes CVE-2025-41822, a request-smuggling bug in the chunked decoder that affects every release since 3.4.0. Everyone running tinyhttpd behind a reverse proxy should upgrade now.\n\nSource tarball and signatures:\nhttps://downloads.tinyhttpd.org/releases/3.8.2/\n\nPackages for Debian and Fedora will follow in the next days. Full advisory:\nhttps://tinyhttpd.org/security/2025-02.html\n\nThanks to the reporter for the coordinated disclosure.\n\nJonas, for the tinyhttpd security team\n_______________________________________________\ntinyhttpd-announce mailing list\nannounce@lists.tinyhttpd.org',
      ),
    }),
  },
];
