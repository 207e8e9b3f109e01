// The advance-fee letters the news-and-list guards must still catch: the advance-fee lexicon
// no longer reads "a total of … million" (news counts machines and deals that way) nor a
// transfer "to a Swiss account" (a theft reported), a fund story counts only near its sum, and a
// sentence reporting someone else's mail sets its 419 story aside (legitimate-mail-news-cases.ts).
// Each scam below uses the same shapes in its own words, so the narrowing cannot quietly cost
// detection. Invented senders, documentation IP ranges.

import { gmailBody, mail, plain } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';

const GMAIL = { dkim: ['gmail.com:20230601'], relay: 'mail-sor-f41.google.com [209.85.220.41]' } as const;
const OUTLOOK = { dkim: ['outlook.com:selector1'], relay: 'EUR05-AM6-obe.outbound.protection.outlook.com [40.92.58.101]' } as const;

export const NEWS_GUARD_CASES: readonly PhishingCase[] = [
  {
    // "The sum of" is still the 419's own wording, and the account abroad it needs the reader for.
    name: 'Bank auditor "the sum of US$15.5 million, transfer it into a foreign account" from a free mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Mr. Daniel Owusu <daniel.owusu.audit@outlook.com>',
      to: 'marjorie.klein48@comcast.net',
      subject: 'Private and confidential',
      date: 'Tue, 8 Jul 2025 05:12:44 +0000',
      messageId: 'DB9P195MB1422A9B8C7D6E5F4A3B2C1D0E9F8A7B6@DB9P195MB1422.EURP195.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: plain(
        'Dear Friend,\n\nI am the chief auditor of a bank in Accra. In the course of our audit I found the sum of US$15,500,000.00 (fifteen million five hundred thousand US dollars) in an account whose owner died in a plane crash in 2018.\n\nNobody has come forward for it. With your help I can transfer the fund into a foreign account in your name, and you will keep 35% for your assistance.\n\nReply with your full name, age and phone number so that we can begin.\n\nDaniel Owusu',
      ),
    }),
  },
  {
    // The chain letter's mechanics, not a count of emails, now make it: the names moved down a
    // numbered list of reports, the reader's own put at the top, $25 for riches.
    name: 'Chain letter "remove the name in REPORT #5, put yours in REPORT #1, $50,000 in 90 days" from a free mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Wealth Builder <wealth.builder.2025@gmail.com>',
      to: 'tom.reynolds77@yahoo.com',
      subject: 'Turn $25 into $50,000 in 90 days',
      date: 'Sat, 12 Jul 2025 22:03:19 +0000',
      messageId: 'CAP4qN8xV4mR7tK1wQ9bL3cF6dH5sY0a_cL9pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'AS SEEN ON NATIONAL TV: turn $25 into $50,000 in 90 days!\n\nOrder each of the five reports below for $5 each. When you have all five:\n1. Remove the name & address of the person in REPORT #5. This person has made it through the cycle.\n2. Move the name & address in REPORT #4 down to REPORT #5.\n3. Move the name & address in REPORT #3 down to REPORT #4.\n4. Insert your name and address in the REPORT #1 position.\n\nThen send this letter to 5,000 people. Thousands of dollars will arrive in your mailbox within weeks.',
      ),
    }),
  },
  {
    // A fund story and its sum told a few paragraphs apart: still within one letter.
    name: 'Solicitor "you are the beneficiary … the estate of US$12.8 million" several paragraphs apart, from a free mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Barrister James Coker <jcoker.chambers@gmail.com>',
      to: 'pnewman1961@btinternet.com',
      subject: 'Your late relative',
      date: 'Wed, 16 Jul 2025 09:44:10 +0000',
      messageId: 'CAH8xQ2mV4nR7tK1wQ9bL3cF6dH5sY0a_jC4pX@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Dear Sir,\n\nI am Barrister James Coker, personal attorney to the late engineer Peter Newman, who lost his life with his wife and only daughter in a road accident on the Lagos-Ibadan expressway. As he shares your surname, I have chosen to present you as the beneficiary.\n\n' +
          "For several years I have searched for his relatives through the embassy and the bank, without success. The bank has now issued me a final notice: if nobody comes forward within the statutory period, the deposit will be declared unserviceable and passed to the government treasury. I do not want his life's work to end that way, and I am sure you do not either.\n\n" +
          'Everything will be done through the proper legal channels, with the probate documents issued by the High Court in your name, so that the bank releases the deposit without any question. I have handled such matters before, and all I need from you is your honest cooperation and discretion until the transfer is done.\n\n' +
          'The deposit left by my late client stands at US$12,800,000.00 (twelve million eight hundred thousand US dollars). We will share it 50/50 once it reaches your account.\n\nReply with your full name, address and private phone number.\n\nBarrister James Coker',
      ),
    }),
  },
  {
    // A 419 that mentions the warnings about others' mail and then tells its own story: only the
    // reporting sentence is set aside.
    name: 'Widow "you may have received emails claiming to be from officials; my late husband left US$9.2 million" from a free mailbox',
    lang: 'en',
    lure: 'advance-fee',
    expect: ['fraud'],
    raw: mail({
      from: 'Mrs. Grace Mensah <grace.mensah.widow@outlook.com>',
      to: 'douglas.hart52@verizon.net',
      subject: 'Please read',
      date: 'Fri, 18 Jul 2025 14:20:33 +0000',
      messageId: 'DB9P195MB1422F1E2D3C4B5A6978877665544332@DB9P195MB1422.EURP195.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: plain(
        'Dear beloved,\n\nYou may have received emails claiming to be from bank officials; I am not one of them. I am Mrs. Grace Mensah, a widow suffering from cancer. My late husband deposited US$9,200,000.00 with a security company, and I have chosen you as the beneficiary of the fund.\n\nI need you to receive the funds and use them for charity. Reply so that I can give you the details.\n\nGrace Mensah',
      ),
    }),
  },
  {
    // The password phrase after "must", not after a permission's "may": still a demand.
    name: 'Mailbox quota notice "you must update your password within 24 hours" at a look-alike page, from a free mailbox',
    lang: 'en',
    lure: 'mailbox',
    expect: ['phishing'],
    raw: mail({
      from: 'Mail Administrator <mailadmin.helpdesk24@gmail.com>',
      to: 'c.ortega@riverbend-logistics.com',
      subject: 'Password expiry notice',
      date: 'Mon, 21 Jul 2025 08:02:51 +0000',
      messageId: 'CAK9xR3nW5oS8uL2xR0cM4dG7eI6tZ1b_mA7qY@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Dear user,\n\nThe password of your mailbox c.ortega@riverbend-logistics.com expires today. To keep your mailbox and your messages, you must update your password within 24 hours here:\n\nhttps://riverbend-logistics-mail.webflow.io/update?u=c.ortega@riverbend-logistics.com\n\nMail Administrator',
      ),
    }),
  },
  {
    // A sweepstakes scam that copies the rules' "no purchase necessary": millions dangled and a
    // fee to pay, which no real promotion asks.
    name: 'Sweepstakes "you have won $2,500,000.00 … no purchase necessary … pay the processing fee" from a free mailbox',
    lang: 'en',
    lure: 'prize',
    expect: ['fraud'],
    raw: mail({
      from: 'Prize Patrol Claims <prizepatrol.claims.dept@gmail.com>',
      to: 'eleanor.briggs60@aol.com',
      subject: 'Winner notification: Grand Prize',
      date: 'Wed, 23 Jul 2025 13:40:02 +0000',
      messageId: 'CAM2yS4oX6pT9vM3yS1dN5eH8fJ7uA2c_pB8rZ@mail.gmail.com',
      ...GMAIL,
      body: gmailBody(
        'Congratulations! You have won $2,500,000.00 and a new car in our Grand Prize Sweepstakes. NO PURCHASE NECESSARY. Void where prohibited.\n\nTo claim your prize, pay the $250 processing fee by gift card and reply with the card numbers and your bank details.\n\nPrize Patrol Claims Department',
      ),
    }),
  },
  {
    // The same rules line under a small prize, but a shipping fee asked: still the fee scam.
    name: 'Prize notice "you\'ve won an iPhone 16 … no purchase necessary … pay $1.99 shipping" from a free mailbox',
    lang: 'en',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Rewards Center <rewards.center.winner@outlook.com>',
      to: 'kevin.doyle83@hotmail.com',
      subject: 'You have been selected',
      date: 'Thu, 24 Jul 2025 17:05:10 +0000',
      messageId: 'DB9P195MB1422B1C2D3E4F5A6B7C8D9E0F1A2B3C4@DB9P195MB1422.EURP195.PROD.OUTLOOK.COM',
      ...OUTLOOK,
      body: plain(
        "Congratulations, you've won an iPhone 16 Pro in our monthly loyalty draw! No purchase necessary.\n\nTo claim your prize, confirm your address and pay $1.99 for shipping with your card at https://rewards-center-claim.weebly.com within 24 hours.\n\nRewards Center",
      ),
    }),
  },
];
