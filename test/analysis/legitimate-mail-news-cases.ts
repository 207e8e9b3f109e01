// News and list posts in the advance-fee letter's words: a newsletter warning of 419 mail, a
// security newsletter's true story of a theft, a discussion-list post forwarding a long article,
// an investor digest. They count machines and deals "a total of … million", name beneficiaries
// pages away from billions, report a transfer "to a Swiss account" and quote a 419's story in a
// sentence about others' mail; they must stay clean or bulk. The scams in the same shapes are in
// phishing-mail-news-guard-cases.ts. Written for this round, not taken from any corpus.

import type { LegitimateCase } from './legitimate-mail-cases.ts';
import { mail, plain } from './mail-builder.ts';

/** A mailing list's own header fields (RFC 2369, 2919). */
function listHeaders(list: string, host: string): readonly string[] {
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

export const NEWS_CASES: readonly LegitimateCase[] = [
  {
    // A credit union warns its members of 419 mail, quoting the story and the sum in a sentence
    // about the emails; its own figures are a total of losses, and a theft reported.
    name: 'Credit union newsletter "emails claiming you are the beneficiary of a US$10.5 million inheritance are scams"',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'Lakeshore Credit Union <news@lakeshorecu.org>',
      to: 'd.alvarez@gmail.com',
      subject: 'Fraud Watch: the "long-lost relative" emails are back',
      date: 'Thu, 3 Jul 2025 15:00:00 +0000',
      messageId: '20250703150000.fw27@lakeshorecu.org',
      dkim: ['lakeshorecu.org:s1'],
      relay: 'mail.lakeshorecu.org [198.51.100.77]',
      headers: ['List-Unsubscribe: <https://lakeshorecu.org/newsletter/unsubscribe?m=88213>'],
      body: plain(
        'FRAUD WATCH - July 2025\n\nSeveral members have forwarded us emails claiming that they are the beneficiary of a US$10.5 million inheritance from a relative they never heard of. These are advance-fee scams: the "lawyer" soon asks for fees to release the money, and there is no money.\n\n' +
          'Last year, members of credit unions in our state reported a total of $2.4 million lost to such schemes. In one case reported by police, a fraudster who had tricked a bank clerk initiated an electronic funds transfer of $1.2m to a Swiss account before he was caught.\n\n' +
          'Never pay a fee to claim money a stranger says is yours, and never share your account details. If in doubt, call us at the number on the back of your card.\n\nLakeshore Credit Union\n\nYou receive Fraud Watch as a member. Unsubscribe: https://lakeshorecu.org/newsletter/unsubscribe?m=88213',
      ),
    }),
  },
  {
    // The same warning in its own words: "inheritance" in its subject and advice, millions lost
    // beside it. Reading advice ("never pay a fee to receive an inheritance") as a warning would
    // need a guard that recovery scams, which warn of "scammers" themselves, would borrow.
    name: 'Credit union newsletter "inheritance scams are back … never pay a fee to receive an inheritance", $2.4 million lost',
    lang: 'en',
    kind: 'marketing',
    todo: 'fraud/high: content_advance_fee, content_bulk_marketing; the warning\'s own "inheritance" (a fund story) is told beside its own "$2.4 million lost": only reported sentences ("emails claiming …") are set aside, and advance-fee letters warn of "scammers" too',
    raw: mail({
      from: 'Lakeshore Credit Union <news@lakeshorecu.org>',
      to: 'm.osei@gmail.com',
      subject: 'Fraud Watch: inheritance scams are back',
      date: 'Thu, 7 Aug 2025 15:00:00 +0000',
      messageId: '20250807150000.fw28@lakeshorecu.org',
      dkim: ['lakeshorecu.org:s1'],
      relay: 'mail.lakeshorecu.org [198.51.100.77]',
      headers: ['List-Unsubscribe: <https://lakeshorecu.org/newsletter/unsubscribe?m=90412>'],
      body: plain(
        'FRAUD WATCH - August 2025\n\nInheritance scams are back. Last year, members of credit unions in our state reported a total of $2.4 million lost to them.\n\nNever pay a fee to receive a prize or an inheritance, and never share your account details with a stranger.\n\nLakeshore Credit Union\n\nUnsubscribe: https://lakeshorecu.org/newsletter/unsubscribe?m=90412',
      ),
    }),
  },
  {
    // A security newsletter's "true story" of a theft: the transfer to a Swiss account is reported.
    name: 'Security newsletter true story: "he initiated an electronic funds transfer of $10.2m to a Swiss account"',
    lang: 'en',
    kind: 'marketing',
    raw: mail({
      from: 'The InfoSec Bulletin <bulletin@infosec-bulletin.co.uk>',
      to: 'r.kaur@yahoo.co.uk',
      subject: 'The InfoSec Bulletin - Issue 12',
      date: 'Mon, 14 Jul 2025 07:30:00 +0100',
      messageId: '20250714063000.ib12@infosec-bulletin.co.uk',
      dkim: ['infosec-bulletin.co.uk:s1'],
      relay: 'mail.infosec-bulletin.co.uk [198.51.100.90]',
      headers: ['List-Unsubscribe: <https://infosec-bulletin.co.uk/unsubscribe?u=4471>'],
      body: plain(
        "THE INFOSEC BULLETIN - ISSUE 12\n\nIT COULDN'T HAPPEN HERE... COULD IT?\n\nEvery issue features one true story of a security breach. A contract programmer walked into a bank's dealing room claiming to run a quality audit and noted the security codes as they were typed. After hours he rang the bank from a phone box and initiated an electronic funds transfer of $10.2m to a Swiss account. He was caught only because he could not resist boasting about it.\n\n" +
          'The lesson: visitors in sensitive areas are escorted, and codes are never typed in front of anyone.\n\nTo unsubscribe: https://infosec-bulletin.co.uk/unsubscribe?u=4471',
      ),
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
      headers: listHeaders('policy-talk', 'lists.openwire.org'),
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
      headers: listHeaders('oddities', 'lists.openwire.org'),
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
      headers: listHeaders('policy-talk', 'lists.openwire.org'),
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
    // A snack maker's sweepstakes tells a fourth-prize winner how to claim a coupon by post, its
    // official rules below: "you've won", "claim your prize", and the rules that make it a
    // promotion.
    name: 'Sweepstakes winner notice: "you\'ve won a Fourth Prize, a coupon for a free bag of chips … official rules: no purchase necessary"',
    lang: 'en',
    kind: 'transactional',
    raw: mail({
      from: 'Crunchfield Summer Sweepstakes <sweeps@crunchfield-promo.com>',
      to: 'l.park@comcast.net',
      subject: 'Crunchfield Summer Sweepstakes prize notification',
      date: 'Tue, 29 Jul 2025 16:00:00 +0000',
      messageId: '20250729160000.win4471@crunchfield-promo.com',
      relay: 'mail.crunchfield-promo.com [198.51.100.150]',
      body: plain(
        "Hello,\n\nGood news from Crunchfield Foods: your entry in the Crunchfield Summer Sweepstakes was drawn, and you've won a Fourth Prize, a coupon for one free bag of Crunchfield chips (retail value about $3).\n\n" +
          'To claim your prize, print this message, fill in the form at the bottom and post it to Crunchfield Summer Sweepstakes, Prize Desk, PO Box 3381, Dayton OH 45401 by August 20, 2025. Replies to this address are not read.\n\n' +
          'Name: ______________ Address: ______________ Signature: ______________\n\n' +
          'OFFICIAL RULES: NO PURCHASE NECESSARY. Buying does not improve your chance of winning. Open to legal residents of the 50 United States, 18 or older. Void where prohibited. Odds of winning depend on the number of eligible entries received. Sponsor: Crunchfield Foods, Inc., Columbus, Ohio.',
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
];
