// A fifth blind batch of hand-written scam and phishing mail (2025–2026), written without reading
// the detection code, to measure the engine on mail nobody tuned it to. Its weight is on the
// consumer scams that fill real inboxes: adult-dating personas and fake "new message" notices,
// prize, survey and gift-card lures in retailers' names, rogue-casino bonuses, diet pills and
// miracle cures with invented celebrity endorsements, crypto "recovery" and investment
// platforms, fake shops, parcel fees, toll and parking fines written like text messages, bank
// and streaming account lures, and tech-support callbacks. They arrive from throw-away
// domains, compromised small-business mailboxes, free mail and abused ESPs (SendGrid,
// Mailchimp, Brevo, Amazon SES, Mailgun). Criminal infrastructure uses invented names and
// documentation IP ranges; real brand domains appear only where the brand is spoofed (failing
// authentication) or its service abused.

import { JPEG, textPdf } from './formats-builders.ts';
import { attachment, document, gmailBody, html, mail, multipart, plain } from './mail-builder.ts';
import type { PhishingCase } from './phishing-mail-cases.ts';
import { mailchimpHeaders, sendgridHeaders } from './phishing-mail-fourth-cases.ts';
import { inlineImage } from './phishing-mail-more-cases.ts';
import { brevoHeaders, sesHeaders } from './phishing-mail-third-cases.ts';

/** Mailgun's fields on what an account sends: its tracking host sits on the sending domain. */
function mailgunHeaders(campaign: string): readonly string[] {
  return [`X-Mailgun-Sid: WyI${campaign}IiwgIm1haWwiXQ==`, `X-Mailgun-Tag: ${campaign}`, 'X-Mailgun-Track: yes'];
}

export const FIFTH_CASES: readonly PhishingCase[] = [
  // ---------------------------------------------------------------- English
  {
    // The fake "someone sent you photos" notice of adult-dating affiliate spam: a throw-away
    // domain through SendGrid, a locked-messages teaser, a link that leads to a card "age check".
    name: 'Dating notice "Jessica, 27, sent you 3 private photos" through SendGrid from a throw-away domain',
    lang: 'en',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'FlirtNearby <notify@flirtnearby-alerts.online>',
      to: 'kevin.marsh84@gmail.com',
      subject: 'Jessica (27) sent you 3 private photos 📷',
      date: 'Fri, 7 Feb 2025 22:41:09 +0000',
      messageId: 'Qm4vR8pT2xN1wL5bC7dK9s@geopod-ismtpd-7',
      dkim: ['flirtnearby-alerts.online:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+30441877-9a1c-kevin.marsh84=gmail.com@em7731.flirtnearby-alerts.online',
      relay: 'o22.ptr4471.flirtnearby-alerts.online [149.72.61.22]',
      auth: { dmarc: 'none' },
      headers: sendgridHeaders('Hq2vN8mT4pX1wR7yZ3bC5dF9kJ0lL6nPb'),
      body: document([
        { heading: 'You have 3 unread messages' },
        'Jessica (27, 3 miles away) sent you 3 private photos and a message: "hey, are you free tonight? 😘"',
        'Her photos are locked until you confirm you are over 18. It takes 30 seconds and it is free.',
        { button: "View Jessica's photos", href: 'https://u30441877.ct.sendgrid.net/ls/click?upn=u001.Vx9Rk2pT7mN4wQ1yZ3bC5dF8hJ0lL6nP-2BJs4Kq' },
        { small: 'You receive this because you joined a partner site. FlirtNearby, 2 Frederick St, London.' },
      ]),
    }),
  },
  {
    // A "persona" writing herself, from a fresh Gmail address: she saw the reader's profile and
    // moves him to her "private page" (a paid cam site behind a card check).
    name: 'Gmail persona "Anna" saw your profile and invites you to her private page on a .xyz',
    lang: 'en',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Anna <anna.looking4fun.96@gmail.com>',
      to: 'robert.hale@outlook.com',
      subject: 'hi its Anna from the site, remember me?',
      date: 'Sun, 16 Mar 2025 23:12:40 +0000',
      messageId: 'CAJ8pN2xV4mR7tK1wQ9bL3cF6dH5sY0a_mT3pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Hi sweetie,\n\nI saw your profile last week and I cant stop thinking about you 🙈 I am new in your area and a bit lonely. I dont use the site anymore because too many fake guys there.\n\nI put my private pics and videos on my own page, you just need to make a free account to see them: https://annas-private.xyz/u/rh84\n\nWrite me there, I will wait for you tonight 💋\nAnna',
      ),
    }),
  },
  {
    // The retailer "loyalty survey" of 2025: Costco's name, a reward worth $90, a $2.95 shipping
    // fee by card, mailed from a plumbing firm's hijacked mailbox (its own DKIM passes).
    name: 'Costco "member survey, claim your reward" from a plumbing firm\'s hijacked mailbox, pay $2.95 shipping',
    lang: 'en',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Costco Member Rewards <office@aceplumbingtulsa.com>',
      to: 'linda.ferris@yahoo.com',
      subject: 'Congratulations! You have been selected (Member #4418)',
      date: 'Tue, 22 Apr 2025 14:05:51 -0500',
      messageId: '3f9c21ab7e4d4c02@aceplumbingtulsa.com',
      dkim: ['aceplumbingtulsa.com:default'],
      relay: 'mail.aceplumbingtulsa.com [198.51.100.77]',
      body: document([
        { heading: 'Costco Member Appreciation' },
        'Dear Member, you have been randomly selected to take part in our 30-second survey about your shopping experience.',
        'As a thank-you you can receive a Ninja Air Fryer Max XL (retail value $89.99). You only pay $2.95 for shipping.',
        'Only 3 rewards left today – offer expires at midnight.',
        { button: 'START SURVEY', href: 'https://costco-member-rewards.shop/s/?c=4418' },
        { small: 'Costco is not affiliated with this promotion. To opt out reply STOP.' },
      ]),
    }),
  },
  {
    // Picture-only prize lure: the whole message is one linked image of a "spin the wheel"
    // for a gift card, from a throw-away domain with no text at all.
    name: 'Walmart gift-card "spin the wheel" as one linked picture, no text, throw-away domain',
    lang: 'en',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Walmart Shopper Rewards <rewards@shopper-giftzone.click>',
      to: 'tmcallister@comcast.net',
      subject: 'Your $750 Walmart Gift Card is pending – last reminder',
      date: 'Mon, 2 Jun 2025 09:33:18 +0000',
      messageId: '20250602093318.8c2e41@shopper-giftzone.click',
      dkim: ['shopper-giftzone.click:k1'],
      relay: 'mta1.shopper-giftzone.click [203.0.113.121]',
      auth: { dmarc: 'none' },
      body: multipart('related', [
        html(
          '<html><body style="margin:0"><center><a href="https://shopper-giftzone.click/spin?id=tm8841"><img src="cid:wheel@giftzone" width="600" height="720" border="0" alt="Claim now"></a></center></body></html>',
        ),
        inlineImage('wheel@giftzone', 'wheel.jpg', JPEG),
      ]),
    }),
  },
  {
    // Rogue-casino affiliate mail: an unlicensed offshore casino "credits" a bonus to an account
    // the reader never opened, through a hijacked Brevo account of a bakery.
    name: 'Offshore casino "£500 bonus + 200 free spins credited, withdraw today" via a bakery\'s hijacked Brevo',
    lang: 'en',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Royal Spin Casino <hello@crumbandcrust.co.uk>',
      to: 'gary.whitlow@btinternet.com',
      subject: 'Gary, £500 + 200 FREE SPINS are waiting in your account',
      date: 'Sat, 10 May 2025 19:22:04 +0000',
      messageId: '202505101922.83017457512@smtp-relay.mailin.fr',
      dkim: ['crumbandcrust.co.uk:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-88412-gary.whitlow=btinternet.com@sendinblue.com',
      relay: 'smtp-relay.sendinblue.com [185.41.28.117]',
      headers: brevoHeaders('88412', 'a8c2e4f6-1b3d-4e5f-9a7c-0d2e4f6a8b1c'),
      body: document([
        { heading: 'Your bonus has been credited!' },
        'Hi Gary, great news: a £500 welcome bonus and 200 free spins on Book of Dead were added to your player account. No deposit needed, no wagering, withdraw your winnings instantly.',
        'Your bonus expires in 24 hours.',
        { button: 'PLAY NOW & WITHDRAW', href: 'https://royalspin-vip.bet/claim?p=gw551' },
        { small: 'Curacao eGaming. 18+ only. Unsubscribe.' },
      ]),
    }),
  },
  {
    // A rogue casino that copies a licensed operator's footer (UKGC licence, BeGambleAware) onto
    // its own throw-away domain, signed: the licence line cannot vouch for a throw-away sender.
    name: 'Rogue casino with a copied UK Gambling Commission footer, from its own signed throw-away domain',
    lang: 'en',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'SpinVault Casino <vip@spinvault-casino.top>',
      to: 'dean.hollis@outlook.com',
      subject: 'Dean, 300 free spins + £1,000 bonus credited – claim before midnight',
      date: 'Fri, 6 Jun 2025 21:04:51 +0000',
      messageId: '20250606210451.5b2e19@spinvault-casino.top',
      dkim: ['spinvault-casino.top:s1'],
      relay: 'mail.spinvault-casino.top [203.0.113.84]',
      body: document([
        { heading: 'Your VIP bonus is ready' },
        'Dean, 300 free spins and a £1,000 welcome bonus have been credited to your player account. No deposit needed, withdraw your winnings instantly.',
        { button: 'CLAIM MY SPINS', href: 'https://spinvault-casino.top/claim?u=dh41' },
        { small: 'SpinVault is licensed by the UK Gambling Commission. 18+. When the fun stops, stop. www.begambleaware.org' },
      ]),
    }),
  },
  {
    // The same copied licence line (GGL, "Glücksspiel kann süchtig machen") from a signed domain
    // named after the casino, replies going to a free mailbox.
    name: 'Casino mit kopierter GGL-Zeile: 200 Freispiele gutgeschrieben, Antworten an ein Gmail-Postfach',
    lang: 'de',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Goldstern Casino <bonus@goldstern-casino.com>',
      to: 'ralf.neumann@web.de',
      replyTo: 'goldstern.vipservice@gmail.com',
      subject: 'Ralf, 200 Freispiele und 500 € Bonus sind gutgeschrieben',
      date: 'Sat, 7 Jun 2025 20:12:33 +0200',
      messageId: '20250607181233.9a41c7@goldstern-casino.com',
      dkim: ['goldstern-casino.com:s1'],
      relay: 'mail.goldstern-casino.com [198.51.100.61]',
      body: document(
        [
          'Hallo Ralf,',
          'Ihrem Spielerkonto wurden 200 Freispiele und ein Bonus von 500 € gutgeschrieben, ganz ohne Einzahlung. Gewinne sofort auszahlen lassen!',
          { button: 'Jetzt Freispiele holen', href: 'https://goldstern-casino.com/bonus?r=rn77' },
          'Fragen? Antworten Sie einfach auf diese E-Mail, unser VIP-Service hilft sofort.',
          { small: 'Erlaubt durch die Gemeinsame Glücksspielbehörde der Länder. 18+. Glücksspiel kann süchtig machen.' },
        ],
        { lang: 'de' },
      ),
    }),
  },
  {
    // The genuine lender's "seu empréstimo foi aprovado", from a throw-away domain under its name:
    // the approval is bait for the reader's data.
    name: 'Nubank falso: "seu empréstimo de R$ 5.000 foi aprovado, confirme seus dados" de um domínio descartável',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Nubank <aprovacao@nu-liberacao-credito.com>',
      to: 'luciana.freitas@hotmail.com',
      subject: 'Seu empréstimo foi aprovado',
      date: 'Mon, 17 Mar 2025 09:41:27 -0300',
      messageId: '20250317124127.a8f3c1@nu-liberacao-credito.com',
      dkim: ['nu-liberacao-credito.com:s1'],
      relay: 'mail.nu-liberacao-credito.com [203.0.113.151]',
      body: document(
        [
          'Olá, Luciana!',
          'Seu empréstimo de R$ 5.000,00 foi aprovado e está pronto para liberação na sua conta.',
          'Para receber o valor hoje, confirme seus dados cadastrais e a senha do cartão no link abaixo.',
          { button: 'Confirmar meus dados', href: 'https://nu-liberacao-credito.com/confirmar?c=lf22' },
        ],
        { lang: 'pt-BR' },
      ),
    }),
  },
  {
    // Diet pills with an invented TV endorsement ("as seen on Shark Tank"), an advertorial
    // link and a "free bottle" that is really a subscription, through Amazon SES.
    name: 'Keto gummies "as seen on Shark Tank", celebrity weight loss, free bottle, through Amazon SES',
    lang: 'en',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Health Daily News <news@healthdaily-report.info>',
      to: 'pamela.rourke@aol.com',
      subject: "Shark Tank's biggest deal ever: she lost 38 lbs in 5 weeks",
      date: 'Thu, 9 Jan 2025 13:44:26 +0000',
      messageId: '0100019449c2a1e7-4f3b8d6a-2c1e-4b7f-9a5d-8e6c0f2b4d17-000000@email.amazonses.com',
      dkim: ['healthdaily-report.info:ses1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '0100019449c2a1e7-4f3b8d6a-2c1e-4b7f-9a5d-8e6c0f2b4d17-000000@amazonses.com',
      relay: 'a8-62.smtp-out.amazonses.com [54.240.8.62]',
      auth: { dmarc: 'none' },
      headers: sesHeaders('us-east-1', '1.us-east-1.Xk2pR8vT4mQ9wN1xL5bC7d=', '2025.01.09-54.240.8.62'),
      body: document([
        { heading: 'The "impossible" weight loss the Sharks fought over' },
        "After appearing on Shark Tank, two sisters from Ohio got the biggest deal in the show's history for their keto gummies. Doctors are furious: no diet, no exercise, 1 gummy a day melts up to 2 lbs of fat daily.",
        'Oprah called it "the easiest weight loss of my life".',
        'Today readers can claim a FREE bottle (just pay shipping) while supplies last.',
        { button: 'Claim my free bottle', href: 'https://slimketo-official.shop/lp/shark?aff=221' },
        { small: 'This is an advertorial. Results not typical.' },
      ]),
    }),
  },
  {
    // Miracle cure for diabetes with a made-up interview of a famous actor and a "banned by big
    // pharma" hook, sent from a hijacked church mailbox.
    name: 'Diabetes "cured in 3 weeks" with a famous actor\'s fake interview, from a hijacked church mailbox',
    lang: 'en',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Tom Hanks Health Story <office@stmarksmethodistbend.org>',
      to: 'ddwyer1951@gmail.com',
      subject: 'Tom Hanks: "This ended my type 2 diabetes" (Big Pharma wants this deleted)',
      date: 'Wed, 19 Feb 2025 07:18:33 -0800',
      messageId: '0a1b9e73c2f44d6f9a81@stmarksmethodistbend.org',
      dkim: ['stmarksmethodistbend.org:google'],
      relay: 'mail-ot1-f52.google.com [209.85.210.52]',
      body: document([
        'Tom Hanks shocked the host when he revealed how he reversed his type 2 diabetes without insulin.',
        '"I threw away my pills after 21 days," he said. The 7-second morning ritual uses a tropical plant pharmaceutical companies tried to keep hidden.',
        'The video may be taken down soon. Watch it while it is still online:',
        { button: 'Watch the video', href: 'https://glucofix-secret.click/watch?v=th21' },
      ]),
    }),
  },
  {
    // Crypto "recovery" fraud aimed at earlier victims: a fake certified firm promises to get lost
    // funds back and asks for a consultation fee, from Gmail.
    name: 'Crypto recovery "certified agents recovered $2.3M", consultation fee first, from Gmail',
    lang: 'en',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Chainsafe Recovery Unit <chainsafe.recovery.unit@gmail.com>',
      to: 'm.delgado77@hotmail.com',
      subject: 'Your case: funds lost to online trading platform',
      date: 'Tue, 8 Jul 2025 16:02:57 +0000',
      messageId: 'CAK2mQ7xN9vP4tR1wB8bL5cF3dJ6sY0f_pX2kW@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f65.google.com [209.85.220.65]',
      body: gmailBody(
        'Dear Sir/Madam,\n\nOur records show you may have lost funds to a fraudulent crypto trading platform. Chainsafe Recovery Unit is a certified blockchain forensics team. Last quarter our agents recovered over $2.3 million for victims like you.\n\nWe trace the stolen coins and file the claim with the exchange. To open your case we need a one-time consultation fee of $450 in USDT and a copy of your ID. Recovery is usually completed within 14 days.\n\nReply to this email with your transaction hashes to begin.\n\nAgent Michael Carter\nChainsafe Recovery Unit',
      ),
    }),
  },
  {
    // Crypto investment with a fake endorsement: an "AI trading platform" in a tech
    // billionaire's name, $250 deposit, a call from an "account manager", via Mailgun.
    name: '"Quantum AI" platform in a tech billionaire\'s name: $250 becomes $5,800, via Mailgun',
    lang: 'en',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Finance Insider <insider@finance-insider-daily.com>',
      to: 'j.patterson@verizon.net',
      subject: "Elon Musk's new platform made her $5,800 in a week",
      date: 'Mon, 15 Sep 2025 11:27:45 +0000',
      messageId: '20250915112745.7f1a2c3b4d5e6f70@finance-insider-daily.com',
      dkim: ['finance-insider-daily.com:mx', 'mailgun.org:mg'],
      returnPath: 'bounce+9c1e7a.4f2b-j.patterson=verizon.net@finance-insider-daily.com',
      relay: 'm228-12.mailgun.net [159.135.228.12]',
      auth: { dmarc: 'none' },
      headers: mailgunHeaders('quantum-sep'),
      body: document([
        { heading: "The platform the banks don't want you to know about" },
        'Elon Musk quietly backed an AI trading platform that trades crypto for you. A retired nurse from Florida turned her $250 deposit into $5,800 in seven days.',
        'Registration closes on Friday. After you sign up, an account manager will call you to activate your account with the minimum deposit of $250.',
        { button: 'Register now', href: 'http://email.finance-insider-daily.com/c/eJxVjTEOwjAMRb-CMlcpSRrTdqIrCxsLu0hxqRs' },
        { small: 'Trading involves risk. Unsubscribe.' },
      ]),
    }),
  },
  {
    // Fake shop: a "warehouse closing" sale of a famous tumbler brand at 80% off, a throw-away
    // .shop with a copied storefront; the goods never come.
    name: 'Fake shop: Stanley tumblers 80% off "warehouse clearance, today only" on a throw-away .shop',
    lang: 'en',
    lure: 'shop',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Stanley Outlet <sale@stanley-outlet-clearance.shop>',
      to: 'becky.landers@gmail.com',
      subject: 'WAREHOUSE CLOSING: Quencher H2.0 40oz now $9.99 (-80%)',
      date: 'Fri, 28 Nov 2025 06:15:02 +0000',
      messageId: 'b7e41c0a9d2f.20251128061502@stanley-outlet-clearance.shop',
      dkim: ['stanley-outlet-clearance.shop:default'],
      relay: 'vps-41822.stanley-outlet-clearance.shop [203.0.113.55]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Black Friday Warehouse Clearance' },
        'Our warehouse is closing and all stock must go. Every Quencher tumbler is 80% off while stock lasts – only today!',
        {
          rows: [
            ['Quencher H2.0 40oz', '$49.00 → $9.99'],
            ['IceFlow 30oz', '$40.00 → $7.99'],
          ],
        },
        'Free shipping on orders over $19. Limit 4 per customer.',
        { button: 'SHOP NOW', href: 'https://stanley-outlet-clearance.shop/collections/all' },
      ]),
    }),
  },
  {
    // USPS redelivery fee written like a text message: three lines, an incomplete address, a
    // $0.30 fee on a throw-away domain; no brand template at all.
    name: 'USPS as a text message: package held for an incomplete address, pay $0.30 on a .top',
    lang: 'en',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'USPS <no-reply@usps-redelivery-center.top>',
      to: 'carla.mendez@att.net',
      subject: 'USPS: Your package is on hold',
      date: 'Wed, 14 May 2025 17:48:30 +0000',
      messageId: '20250514174830.19ac@usps-redelivery-center.top',
      dkim: ['usps-redelivery-center.top:s1'],
      relay: 'mail.usps-redelivery-center.top [203.0.113.93]',
      auth: { dmarc: 'none' },
      body: plain(
        'USPS: The package arrived at the warehouse but could not be delivered due to incomplete address information. Please confirm your address and pay the $0.30 redelivery fee within 12 hours: https://usps-redelivery-center.top/us\n\n(Please reply Y, then exit the text message and open it again to activate the link.)',
      ),
    }),
  },
  {
    // UK parking "penalty charge notice" in the text-message style of 2025: pay £35 now or
    // £70 later, from a free Outlook.com address.
    name: 'Parking penalty charge notice as a text message from Outlook.com: pay £35 before it doubles',
    lang: 'en',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    todo: 'clean/low: link_suspicious_tld, content_payment_request, auth_results_missing, sender_freemail; the fine written as a text message (pay £35 today or it doubles, enforcement) from a free mailbox is not read as a lure',
    raw: mail({
      from: 'Parking Services <parking.pcn.notice@outlook.com>',
      to: 'sam.okafor@gmail.com',
      subject: 'PCN WK41880273: payment overdue',
      date: 'Thu, 23 Oct 2025 08:02:11 +0000',
      messageId: 'DB9PR02MB7340A2C1E9F7B4D3E6C0A5F1B2D8E@DB9PR02MB7340.eurprd02.prod.outlook.com',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR05-DB8-obe.outbound.protection.outlook.com [40.92.52.19]',
      body: plain(
        'Penalty Charge Notice WK41880273: your vehicle was recorded parking in a restricted zone. The charge of £35 is now overdue. Pay today at https://pcn-payments-gov.icu/uk to avoid the charge increasing to £70 and enforcement action.',
      ),
    }),
  },
  {
    // Bank lure with the brand spoofed (SPF and DMARC fail): "suspicious sign-in, verify your
    // identity in 24 hours", link on workers.dev.
    name: 'Wells Fargo spoofed: "unusual sign-in, verify your identity in 24 hours", link on workers.dev',
    lang: 'en',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Wells Fargo Online <alerts@notify.wellsfargo.com>',
      to: 'dennis.coleman@sbcglobal.net',
      subject: 'Important: We noticed an unusual sign-in attempt',
      date: 'Mon, 3 Mar 2025 05:51:37 +0000',
      messageId: '20250303055137.41d2@wf-secure-notify.net',
      relay: 'vmi2281.contaboserver.net [198.51.100.140]',
      auth: { spf: 'fail', dmarc: 'fail', dkim: 'none' },
      body: document([
        { heading: 'Unusual sign-in attempt' },
        'We detected a sign-in to your Wells Fargo Online account from a new device in Lagos, Nigeria. For your protection we have temporarily limited your account.',
        'Please verify your identity within 24 hours to restore full access. If you do not, your online access will be suspended.',
        { button: 'Verify your identity', href: 'https://wf-verify-access.dennis-c.workers.dev/login' },
        { small: '© 2025 Wells Fargo. All rights reserved.' },
      ]),
    }),
  },
  {
    // Streaming lure through SendGrid from a look-alike: the Spotify Premium payment failed,
    // update the card or lose the playlists.
    name: 'Spotify Premium "payment declined, update your card" through SendGrid from a look-alike',
    lang: 'en',
    lure: 'streaming',
    expect: ['phishing'],
    raw: mail({
      from: 'Spotify <no-reply@spotify-billing-help.com>',
      to: 'ellie.turner02@gmail.com',
      subject: 'Your Premium payment was declined',
      date: 'Sat, 12 Jul 2025 10:09:44 +0000',
      messageId: 'Tn7vQ2pR8xM4wK1bL5cD9s@geopod-ismtpd-3',
      dkim: ['spotify-billing-help.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+51207733-1f2c-ellie.turner02=gmail.com@em1188.spotify-billing-help.com',
      relay: 'o3.ptr1188.spotify-billing-help.com [149.72.88.3]',
      auth: { dmarc: 'none' },
      headers: sendgridHeaders('Lm3vQ8pT2xN4wR1yZ7bC5dF9kJ0hL6nPc'),
      body: document([
        { heading: "We couldn't process your payment" },
        'Hi Ellie, we tried to charge your card for Spotify Premium but the payment was declined. To keep listening without ads and keep your downloaded playlists, please update your payment details within 48 hours.',
        { button: 'Update payment details', href: 'https://u51207733.ct.sendgrid.net/ls/click?upn=u001.Pq8Rk2vT7mN4wX1yZ3bC5dF8hJ0lL6nP-2BSp7Xm' },
        { small: 'Spotify AB, Regeringsgatan 19, 111 53 Stockholm, Sweden' },
      ]),
    }),
  },
  {
    // Tech-support callback: a "Geek Squad" renewal of $399.99 as a PDF invoice, call to cancel
    // (the call ends with remote access), from Gmail.
    name: 'Geek Squad "auto-renewal $399.99" PDF invoice from Gmail: call to cancel within 24 hours',
    lang: 'en',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Geek Squad Billing <geeksquad.billing.desk@gmail.com>',
      to: 'harold.jenkins@frontier.com',
      subject: 'Invoice GS-88410275 – Total Tech Support renewed',
      date: 'Tue, 18 Nov 2025 15:36:20 +0000',
      messageId: 'CAP9vT2xR5mQ8wK1nL4bC7dF3hJ6sY0g_rW8pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f69.google.com [209.85.220.69]',
      body: multipart('mixed', [
        plain(
          'Dear Customer,\n\nThank you for renewing Geek Squad Total Tech Support for 2 years. $399.99 will be debited from your account within 24 hours. Invoice attached.\n\nIf you did not authorise this renewal or want a refund, call our billing department at +1 (808) 555-0147 within 24 hours.\n\nGeek Squad Billing',
        ),
        attachment(
          'Invoice_GS-88410275.pdf',
          'application/pdf',
          textPdf([
            'GEEK SQUAD – INVOICE GS-88410275',
            'Total Tech Support (2 years)  $399.99',
            'Payment: auto-debit',
            'To cancel or refund call +1 (808) 555-0147',
          ]),
        ),
      ]),
    }),
  },
  // ---------------------------------------------------------------- Spanish
  {
    // Adult-dating notice in Spanish from a throw-away domain: unread messages from a woman
    // "2 km away", read them after a free "verification" (a card).
    name: 'Contactos: "tienes 4 mensajes nuevos de Lucía, 29 años, a 2 km", dominio desechable',
    lang: 'es',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'CitasCerca <avisos@citascerca-mensajes.site>',
      to: 'javier.ortega.r@hotmail.es',
      subject: 'Lucía te ha escrito 4 mensajes 💌',
      date: 'Fri, 21 Mar 2025 23:05:47 +0100',
      messageId: '20250321220547.5a1c9e@citascerca-mensajes.site',
      dkim: ['citascerca-mensajes.site:s1'],
      relay: 'mail.citascerca-mensajes.site [203.0.113.140]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Tienes 4 mensajes sin leer' },
        'Lucía (29 años, a 2 km de ti) te ha enviado 4 mensajes privados y una foto.',
        '"Hola guapo, he visto tu perfil y me encantaría quedar este finde, ¿me escribes? 😉"',
        'Para leer sus mensajes verifica que eres mayor de edad. Es gratis y tarda un minuto.',
        { button: 'Leer mensajes', href: 'https://citascerca-mensajes.site/inbox?u=jo5521' },
        { small: 'Recibes este correo porque te registraste en un sitio asociado.' },
      ]),
    }),
  },
  {
    // Supermarket survey lure from a gestoría's hijacked mailbox: a €500 gift card for five
    // questions, pay €1.95 of "gastos de envío" by card.
    name: 'Mercadona: encuesta de satisfacción con tarjeta regalo de 500 €, desde el buzón secuestrado de una gestoría',
    lang: 'es',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Mercadona Clientes <info@gestoriamartinezlorca.es>',
      to: 'carmen.vidal.s@gmail.com',
      subject: '¡Enhorabuena! Ha sido seleccionado/a: tarjeta regalo de 500 €',
      date: 'Mon, 12 May 2025 10:48:19 +0200',
      messageId: 'c4e8a1f0b2d94e7c@gestoriamartinezlorca.es',
      dkim: ['gestoriamartinezlorca.es:default'],
      relay: 'smtp.gestoriamartinezlorca.es [198.51.100.34]',
      body: document([
        { heading: 'Encuesta de satisfacción Mercadona 2025' },
        'Estimado/a cliente: ha sido elegido/a al azar para participar en nuestra encuesta anual. Responda a 5 preguntas y reciba una tarjeta regalo de 500 € para gastar en cualquier supermercado.',
        'Solo tiene que abonar 1,95 € de gastos de envío. Quedan 3 tarjetas disponibles hoy.',
        { button: 'EMPEZAR ENCUESTA', href: 'https://mercadona-encuesta-premios.shop/es/?id=cv2291' },
      ]),
    }),
  },
  {
    // Unlicensed casino in Spanish: a 300% welcome bonus and 150 free spins "already in your
    // account", from a Gmail address, link to a .bet domain outside the Spanish licence.
    name: 'Casino sin licencia: bono del 300 % y 150 giros gratis "ya en tu cuenta", desde Gmail',
    lang: 'es',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Casino Fortuna Real <fortunareal.vip.es@gmail.com>',
      to: 'pedro.alarcon@yahoo.es',
      subject: 'Pedro, tus 150 GIROS GRATIS caducan esta noche 🎰',
      date: 'Sat, 14 Jun 2025 21:17:33 +0200',
      messageId: 'CAL4xP8vN2mR7tQ1wK9bL3cF5dH6sY0b_nT8pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f54.google.com [209.85.220.54]',
      body: gmailBody(
        'Hola Pedro!\n\nTe hemos activado un BONO DE BIENVENIDA DEL 300% + 150 GIROS GRATIS en Gates of Olympus. Ya están en tu cuenta, sin depósito y sin requisitos de apuesta. Retira tus ganancias al momento por Bizum o cripto.\n\nEl bono caduca a las 23:59 de hoy: https://fortunareal-vip.bet/es/bono?u=pa77\n\nSuerte!\nEquipo VIP Fortuna Real',
      ),
    }),
  },
  {
    // Diet drops with a TV host's invented endorsement ("lo contó en su programa"), the
    // advertorial of Spanish Facebook ads, through a hijacked Mailchimp of a dance school.
    name: 'Gotas para adelgazar "que recomendó un presentador en su programa", Mailchimp secuestrado de una academia de baile',
    lang: 'es',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Salud y Bienestar <hola@academiadanzaritmo.es>',
      to: 'rosa.ibanez.m@gmail.com',
      subject: 'Pablo Motos sorprende a todos: "Perdí 14 kilos sin dieta"',
      date: 'Wed, 5 Feb 2025 12:30:08 +0100',
      messageId: 'e1c7b2a94f3d.18844201@mail224.suw121.mcdlv.net',
      dkim: ['academiadanzaritmo.es:k2', 'mcdlv.net:k3'],
      returnPath: 'bounce-mc.us21_18844201.7731-rosa.ibanez.m=gmail.com@mail224.suw121.mcdlv.net',
      relay: 'mail224.suw121.mcdlv.net [198.2.133.224]',
      headers: mailchimpHeaders('academiadanzaritmo', 'us21', 'b7e1c2a9f40d83e6a1c5d2f7b', 'e4a9c1d7f2'),
      body: document([
        { heading: 'El secreto que los médicos no quieren que conozcas' },
        'El presentador confesó en directo que perdió 14 kilos en un mes con unas gotas naturales, sin dieta ni gimnasio. Al día siguiente las farmacias se quedaron sin existencias.',
        'Hoy puedes pedirlas con un 50 % de descuento y pago contra reembolso. Oferta válida solo hoy.',
        {
          button: 'Ver la entrevista completa',
          href: 'https://academiadanzaritmo.us21.list-manage.com/track/click?u=b7e1c2a9f40d83e6a1c5d2f7b&id=8c1e4a2f9d&e=3b7c1e9a5f',
        },
      ]),
    }),
  },
  {
    // Investment fraud in the name of Spain's richest man: a platform "that pays from the first
    // day", deposit €250 and an adviser will call.
    name: 'Plataforma de inversión "de Amancio Ortega": deposite 250 € y un asesor le llamará',
    lang: 'es',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Economía Hoy <redaccion@economia-hoy-noticias.com>',
      to: 'fernando.gil.p@telefonica.net',
      subject: 'Amancio Ortega revela cómo los españoles ganan 3.000 € a la semana',
      date: 'Tue, 9 Sep 2025 09:12:51 +0200',
      messageId: '20250909071251.b41c7e@economia-hoy-noticias.com',
      dkim: ['economia-hoy-noticias.com:mail'],
      relay: 'mta3.economia-hoy-noticias.com [203.0.113.61]',
      auth: { dmarc: 'none' },
      body: document([
        'En una entrevista que la banca intentó censurar, Amancio Ortega explicó que invierte en una plataforma de inteligencia artificial que opera con bitcoin de forma automática.',
        'Con un depósito inicial de solo 250 €, los usuarios ganan desde el primer día. Tras registrarse, un asesor personal le llamará para activar su cuenta.',
        { button: 'Registrarme ahora', href: 'https://inversion-ia-espana.top/registro?src=eh' },
        { small: 'Plazas limitadas.' },
      ]),
    }),
  },
  {
    // Correos parcel fee in text-message form: "envío retenido, abone 1,99 €", from a throw-away
    // domain, two sentences.
    name: 'Correos como SMS: "su envío está retenido, abone 1,99 €", dos frases, dominio desechable',
    lang: 'es',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Correos <notificacion@correos-envio-pendiente.cfd>',
      to: 'maria.josefa.ruiz@gmail.com',
      subject: 'Correos: envío retenido',
      date: 'Thu, 17 Apr 2025 11:22:40 +0200',
      messageId: '20250417092240.6e2d@correos-envio-pendiente.cfd',
      dkim: ['correos-envio-pendiente.cfd:s1'],
      relay: 'mail.correos-envio-pendiente.cfd [203.0.113.72]',
      auth: { dmarc: 'none' },
      body: plain(
        'Correos: su envío ES2291834471 está retenido por falta de pago de las tasas de aduana (1,99 €). Abone el importe hoy para recibirlo mañana: https://correos-envio-pendiente.cfd/es',
      ),
    }),
  },
  {
    // Bank lure in Spanish with the brand spoofed: a card blocked after a charge of €489,
    // "confirme sus datos" on a look-alike.
    name: 'Santander falsificado: tarjeta bloqueada por un cargo de 489 €, confirme sus datos en un sosie',
    lang: 'es',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Banco Santander <avisos@bancosantander.es>',
      to: 'antonio.serrano.v@gmail.com',
      subject: 'Hemos bloqueado temporalmente su tarjeta',
      date: 'Mon, 6 Oct 2025 07:41:15 +0200',
      messageId: '20251006054115.3d9a@srv-mail-41.net',
      relay: 'srv-mail-41.net [198.51.100.201]',
      auth: { spf: 'fail', dmarc: 'fail', dkim: 'none' },
      body: document([
        { heading: 'Aviso de seguridad' },
        'Estimado cliente: hemos detectado un cargo de 489,00 € en AMAZON MKTPLACE que no coincide con sus hábitos de compra y hemos bloqueado su tarjeta de forma preventiva.',
        'Para desbloquearla confirme sus datos en las próximas 24 horas. Si no lo hace, la tarjeta se cancelará definitivamente.',
        { button: 'Confirmar mis datos', href: 'https://santander-seguridad-clientes.com/es/login' },
      ]),
    }),
  },
  {
    // Streaming lure in Spanish: Max subscription suspended, update the card, sent through a
    // hijacked Brevo account of a language school.
    name: 'Max: "su suscripción ha sido suspendida", actualizar la tarjeta, Brevo secuestrado de una autoescuela',
    lang: 'es',
    lure: 'streaming',
    expect: ['phishing'],
    raw: mail({
      from: 'Max <soporte@autoescuelalaronda.es>',
      to: 'lucia.moreno.t@outlook.es',
      subject: 'Su suscripción a Max ha sido suspendida',
      date: 'Sun, 23 Nov 2025 18:09:27 +0100',
      messageId: '202511231709.56120338841@smtp-relay.mailin.fr',
      dkim: ['autoescuelalaronda.es:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-56120-lucia.moreno.t=outlook.es@sendinblue.com',
      relay: 'smtp-relay.sendinblue.com [185.41.28.141]',
      headers: brevoHeaders('56120', 'f3a1c7e9-2b4d-4c6e-8a1f-5d7b9c2e4a60'),
      body: document([
        { heading: 'No pudimos procesar su pago' },
        'Hola, su método de pago ha sido rechazado y su suscripción a Max se ha suspendido. Actualice su información de pago en 48 horas para no perder su cuenta ni sus perfiles.',
        { button: 'Actualizar pago', href: 'https://max-cuenta-pagos.sbs/es/billing' },
        { small: '© 2025 WarnerMedia Direct, LLC.' },
      ]),
    }),
  },
  // ---------------------------------------------------------------- Portuguese (Brazil)
  {
    // Dating notice in Brazilian Portuguese through Mailgun from a throw-away domain: "Camila
    // mandou uma mensagem", unlock with a Pix "verification" of R$ 4,90.
    name: 'Encontros: "Camila, 26, te mandou uma mensagem", desbloquear com um Pix de R$ 4,90, via Mailgun',
    lang: 'pt-BR',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Solteiras Perto <aviso@solteirasperto-app.online>',
      to: 'rodrigo.almeida.sp@gmail.com',
      subject: 'Camila te mandou uma mensagem 😍',
      date: 'Thu, 24 Apr 2025 23:48:02 -0300',
      messageId: '20250425024802.1c9e7a5b3d2f4e60@solteirasperto-app.online',
      dkim: ['solteirasperto-app.online:mx', 'mailgun.org:mg'],
      returnPath: 'bounce+2a7c41.9e1d-rodrigo.almeida.sp=gmail.com@solteirasperto-app.online',
      relay: 'm228-40.mailgun.net [159.135.228.40]',
      auth: { dmarc: 'none' },
      headers: mailgunHeaders('camila-abr'),
      body: document([
        { heading: 'Você tem 1 mensagem nova' },
        'Camila, 26 anos, está a 3 km de você e mandou uma mensagem: "oi, vi seu perfil e achei você muito gato, bora conversar? 🔥"',
        'Para ler a mensagem e ver as fotos dela, confirme sua conta com um Pix de verificação de R$ 4,90 (devolvido em 24 h).',
        { button: 'Ler mensagem', href: 'http://email.solteirasperto-app.online/c/eJx1jkEOgjAQRa9Cuq6xpa2lrHTjxp0bD2BKGbQBWtK' },
      ]),
    }),
  },
  {
    // Retailer prize lure: Magazine Luiza "pesquisa premiada", an air fryer for R$ 19,90 of
    // freight by Pix, from a hijacked clinic mailbox.
    name: 'Magazine Luiza: pesquisa premiada com uma Air Fryer, pague só o frete de R$ 19,90, de uma clínica comprometida',
    lang: 'pt-BR',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Magalu Prêmios <contato@clinicasorrisoperfeitobh.com.br>',
      to: 'sandra.lopes1972@hotmail.com',
      subject: 'Parabéns! Você foi selecionada para a Pesquisa Premiada Magalu',
      date: 'Tue, 3 Jun 2025 13:26:55 -0300',
      messageId: '8d2f4a1c9e7b41c3@clinicasorrisoperfeitobh.com.br',
      dkim: ['clinicasorrisoperfeitobh.com.br:default'],
      relay: 'mail.clinicasorrisoperfeitobh.com.br [198.51.100.88]',
      body: document([
        { heading: 'Pesquisa Premiada Magalu' },
        'Olá! Você foi escolhida para responder à nossa pesquisa de satisfação. Como agradecimento, ganhe uma Air Fryer Mondial 4L. Você paga apenas o frete de R$ 19,90 no Pix.',
        'Atenção: restam apenas 5 prêmios e a promoção termina hoje.',
        { button: 'RESPONDER PESQUISA', href: 'https://magalu-pesquisa-premiada.shop/?ref=sl72' },
      ]),
    }),
  },
  {
    // The "tigrinho" wave: an unlicensed slot site promises R$ 50 on sign-up and "withdraw by
    // Pix in seconds", from a Gmail influencer address.
    name: 'Jogo do Tigrinho: R$ 50 de bônus no cadastro e saque no Pix em segundos, de um Gmail',
    lang: 'pt-BR',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Bruna Influencer <brunaganhos.oficial@gmail.com>',
      to: 'felipe.nascimento92@gmail.com',
      subject: 'ganhei R$ 3.200 hoje no tigrinho, te mando o link 🐯',
      date: 'Fri, 8 Aug 2025 20:33:14 -0300',
      messageId: 'CAM7yQ3xP9vN2tR5wK1bL8cF4dH6sY0c_qT2pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f47.google.com [209.85.220.47]',
      body: gmailBody(
        'Oii, tudo bem?\n\nHoje fiz R$ 3.200 no Fortune Tiger e sacei na hora pelo Pix 💸 A plataforma tá pagando muito, é o horário pagante!\n\nCadastra pelo meu link que você ganha R$ 50 de bônus sem depositar nada: https://tigrinho-pagante.vip/cadastro?ref=bruna\n\nDeposita a partir de R$ 20 e já dá pra sacar. Corre que o bônus acaba hoje!\nBjs',
      ),
    }),
  },
  {
    // Slimming capsules with a TV presenter's invented endorsement and "aprovado pela Anvisa",
    // through Amazon SES from a throw-away domain.
    name: 'Cápsulas emagrecedoras "que a Ana Maria Braga usa", "aprovadas pela Anvisa", via Amazon SES',
    lang: 'pt-BR',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Saúde em Dia <noticias@saudeemdia-jornal.com>',
      to: 'cristina.moura.rj@gmail.com',
      subject: 'Ana Maria Braga revela como perdeu 17 kg sem academia',
      date: 'Mon, 14 Jul 2025 10:05:39 -0300',
      messageId: '01000198085ac2d1-7e3f9b1a-4c2d-4e8b-a6c7-2f1d9e5b3a80-000000@email.amazonses.com',
      dkim: ['saudeemdia-jornal.com:ses1', 'amazonses.com:224i4yxa5dv7c2xz3womw6peuasteono'],
      returnPath: '01000198085ac2d1-7e3f9b1a-4c2d-4e8b-a6c7-2f1d9e5b3a80-000000@amazonses.com',
      relay: 'a8-71.smtp-out.amazonses.com [54.240.8.71]',
      auth: { dmarc: 'none' },
      headers: sesHeaders('us-east-1', '1.us-east-1.Rk8vP2mT9qN4wX1yZ3bC5d=', '2025.07.14-54.240.8.71'),
      body: document([
        { heading: 'A fórmula que está esgotando nas farmácias' },
        'Em entrevista ao vivo, a apresentadora contou que perdeu 17 kg em 30 dias com uma cápsula natural aprovada pela Anvisa, sem dieta e sem academia.',
        'Os médicos estão chocados. Hoje o frete é grátis e o desconto é de 60 %, só para as primeiras 100 pessoas.',
        { button: 'Quero o meu com desconto', href: 'https://slimcaps-oficial.top/br?src=ses' },
      ]),
    }),
  },
  {
    // Recovery fraud in Brazil: a "law firm" promises to recover money lost to crypto scams,
    // fees paid up front by Pix, from an Outlook.com address.
    name: 'Recuperação de criptomoedas perdidas em golpes: "escritório" cobra honorários adiantados no Pix',
    lang: 'pt-BR',
    lure: 'crypto',
    expect: ['fraud'],
    raw: mail({
      from: 'Dr. Marcelo Tavares Advocacia <marcelo.tavares.adv.recupera@outlook.com>',
      to: 'joao.batista.ce@yahoo.com.br',
      subject: 'Recuperação do valor perdido na plataforma de investimentos',
      date: 'Wed, 22 Oct 2025 14:51:06 -0300',
      messageId: 'CP5P284MB2019A4C1E7F2B9D3E6C0A5F1B2D8@CP5P284MB2019.BRAP284.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'BRA01-CP2-obe.outbound.protection.outlook.com [40.92.65.21]',
      body: plain(
        'Prezado Sr. João,\n\nNosso escritório identificou que o senhor teve prejuízo com uma plataforma fraudulenta de criptomoedas. Já recuperamos mais de R$ 8 milhões para vítimas em todo o Brasil, com decisão judicial e bloqueio das carteiras.\n\nPara abrir o processo é necessário o pagamento dos honorários iniciais de R$ 1.480,00 via Pix (chave: 41.882.301/0001-77). O valor recuperado é liberado em até 15 dias úteis.\n\nResponda este e-mail com os comprovantes das transferências.\n\nAtenciosamente,\nDr. Marcelo Tavares – OAB/SP',
      ),
    }),
  },
  {
    // Fake shop in Brazil: trainers at 80% off in a "queima de estoque", Pix only, a throw-away
    // store with a copied layout.
    name: 'Loja falsa: tênis Nike com 80 % de desconto na "queima de estoque", pagamento só no Pix',
    lang: 'pt-BR',
    lure: 'shop',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Nike Outlet Brasil <ofertas@nikeoutlet-queimadeestoque.store>',
      to: 'gustavo.ferraz.rs@gmail.com',
      subject: 'QUEIMA DE ESTOQUE: Air Max por R$ 129,90 só hoje',
      date: 'Sat, 29 Nov 2025 08:30:45 -0300',
      messageId: '20251129113045.d7e1@nikeoutlet-queimadeestoque.store',
      dkim: ['nikeoutlet-queimadeestoque.store:default'],
      relay: 'srv1.nikeoutlet-queimadeestoque.store [203.0.113.166]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Queima total de estoque – até 80% OFF' },
        'Estamos fechando o centro de distribuição e todo o estoque precisa sair hoje.',
        {
          rows: [
            ['Air Max 90', 'R$ 899,90 → R$ 129,90'],
            ['Air Force 1', 'R$ 799,90 → R$ 119,90'],
          ],
        },
        'Pagamento somente no Pix com 10% de desconto extra. Frete grátis para todo o Brasil.',
        { button: 'COMPRAR AGORA', href: 'https://nikeoutlet-queimadeestoque.store/colecao' },
      ]),
    }),
  },
  {
    // Import-tax lure in the Correios' name: R$ 42,90 pending, "objeto será devolvido", a .top.
    name: 'Correios: taxa de importação de R$ 42,90 pendente, senão o objeto volta ao remetente (.top)',
    lang: 'pt-BR',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Correios <rastreamento@correios-tributacao.top>',
      to: 'aline.rocha.mg@gmail.com',
      subject: 'Objeto NL482913775BR aguardando pagamento',
      date: 'Tue, 11 Mar 2025 09:18:02 -0300',
      messageId: '20250311121802.8a4f@correios-tributacao.top',
      dkim: ['correios-tributacao.top:s1'],
      relay: 'mail.correios-tributacao.top [203.0.113.181]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Seu objeto está retido na fiscalização' },
        'O objeto NL482913775BR foi tributado e aguarda o pagamento da taxa de importação de R$ 42,90.',
        'Se o pagamento não for realizado em até 3 dias, o objeto será devolvido ao remetente.',
        { button: 'Pagar taxa', href: 'https://correios-tributacao.top/pagamento?obj=NL482913775BR' },
      ]),
    }),
  },
  {
    // Bank lure through a hijacked SendGrid account: Itaú "compra suspeita de R$ 2.349 no seu
    // cartão, cancele agora" on a look-alike.
    name: 'Itaú: "compra suspeita de R$ 2.349,00 no seu cartão, cancele agora", SendGrid de um domínio parecido',
    lang: 'pt-BR',
    lure: 'bank',
    expect: ['phishing'],
    raw: mail({
      from: 'Itaú Unibanco <seguranca@itau-cartoes-alerta.com>',
      to: 'paulo.cesar.lima@uol.com.br',
      subject: 'Compra suspeita no seu cartão final 4471',
      date: 'Fri, 16 May 2025 06:44:28 -0300',
      messageId: 'Wq2vR8pT4xN1mL7bC5dK3s@geopod-ismtpd-11',
      dkim: ['itau-cartoes-alerta.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+47120963-3e1c-paulo.cesar.lima=uol.com.br@em5519.itau-cartoes-alerta.com',
      relay: 'o1678912x61.outbound-mail.sendgrid.net [149.72.124.61]',
      auth: { dmarc: 'none' },
      headers: sendgridHeaders('Zt4vN8mQ2pX7wR1yK3bC5dF9hJ0lL6nPd'),
      body: document([
        { heading: 'Compra não reconhecida?' },
        'Identificamos uma compra de R$ 2.349,00 em MERCADOLIVRE*ELETRONICOS no seu cartão final 4471.',
        'Se não foi você, cancele agora para evitar a cobrança. Após 2 horas a compra não poderá mais ser contestada.',
        { button: 'Cancelar compra', href: 'https://u47120963.ct.sendgrid.net/ls/click?upn=u001.Yt7Rk2pQ9mN4wX1vZ3bC5dF8hJ0lL6nP-2BIt4Kq' },
      ]),
    }),
  },
  // ---------------------------------------------------------------- Portuguese (Portugal)
  {
    // Dating persona in European Portuguese from a Gmail address: a woman "new in Lisbon" moves
    // the conversation to her page, where a card is asked "to prove you are over 18".
    name: 'A "Sofia" nova em Lisboa escreve do Gmail: fotos na página dela, confirmar a idade com o cartão',
    lang: 'pt-PT',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Sofia <sofia.lisboa.sozinha@gmail.com>',
      to: 'nuno.carvalho.pt@sapo.pt',
      subject: 'olá, lembras-te de mim? 🙂',
      date: 'Sun, 2 Feb 2025 22:56:31 +0000',
      messageId: 'CAN3pR7xV2mQ8tK4wL1bB9cF5dH6sY0d_vT7pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f43.google.com [209.85.220.43]',
      body: gmailBody(
        'Olá Nuno,\n\nVi o teu perfil e gostei muito de ti. Mudei-me há pouco para Lisboa e ainda não conheço ninguém 🙈\n\nNão uso muito o site, tenho lá muitos chatos. Pus as minhas fotos na minha página privada, só tens de confirmar que és maior de idade com o cartão (não cobra nada): https://sofia-privado.top/pt/n88\n\nEscreve-me lá hoje à noite, beijinhos\nSofia',
      ),
    }),
  },
  {
    // Supermarket survey in Portugal: a €150 Continente voucher for a questionnaire, pay €1,99
    // of postage, from a hijacked accounting office's mailbox.
    name: 'Continente: questionário com vale de 150 €, pagar 1,99 € de portes, de um gabinete de contabilidade comprometido',
    lang: 'pt-PT',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    todo: 'clean/none: link_suspicious_tld, auth_results_missing; the survey-prize lure (a "selected" customer, a voucher for a survey, only a small shipping fee) raises no signal',
    raw: mail({
      from: 'Continente Clientes <geral@contabilidade-ferreira-braga.pt>',
      to: 'helena.sousa.m@gmail.com',
      subject: 'Foi selecionada: vale de compras de 150 €',
      date: 'Wed, 9 Apr 2025 11:14:06 +0100',
      messageId: '5e1b9c7a3d2f4a81@contabilidade-ferreira-braga.pt',
      dkim: ['contabilidade-ferreira-braga.pt:default'],
      relay: 'mail.contabilidade-ferreira-braga.pt [198.51.100.112]',
      body: document([
        { heading: 'Questionário de satisfação Continente' },
        'Cara cliente, foi selecionada aleatoriamente para responder ao nosso questionário anual. No fim recebe um vale de compras de 150 € válido em todas as lojas.',
        'Só tem de pagar 1,99 € de portes de envio do cartão. Oferta válida até hoje às 23h59.',
        { button: 'Responder agora', href: 'https://continente-questionario.shop/pt/?h=sm' },
      ]),
    }),
  },
  {
    // Toll lure of 2025 in Portugal, in text-message style: an unpaid Via Verde toll of €3,45,
    // a fine of €35 if not paid in 48 hours, from a throw-away domain.
    name: 'Via Verde como SMS: portagem de 3,45 € por pagar, coima de 35 € após 48 horas',
    lang: 'pt-PT',
    lure: 'authority',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Via Verde <avisos@viaverde-portagens-pt.icu>',
      to: 'ricardo.pinto71@hotmail.com',
      subject: 'Portagem por pagar',
      date: 'Mon, 15 Sep 2025 08:37:59 +0100',
      messageId: '20250915073759.c1e4@viaverde-portagens-pt.icu',
      dkim: ['viaverde-portagens-pt.icu:s1'],
      relay: 'mail.viaverde-portagens-pt.icu [203.0.113.203]',
      auth: { dmarc: 'none' },
      body: plain(
        'Via Verde: tem uma portagem por pagar de 3,45 EUR (A1, 12/09). Regularize em 48 horas para evitar uma coima de 35 EUR: https://viaverde-portagens-pt.icu/pagar',
      ),
    }),
  },
  {
    // CTT parcel fee: "encomenda retida, pague 1,99 €", a CTT-looking template through a
    // hijacked Mailchimp account of a surf school.
    name: 'CTT: encomenda retida, pagar 1,99 € para reagendar, Mailchimp sequestrado de uma escola de surf',
    lang: 'pt-PT',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'CTT Expresso <info@ondasurfschoolericeira.pt>',
      to: 'ana.rita.costa@gmail.com',
      subject: 'A sua encomenda está retida no centro de distribuição',
      date: 'Thu, 6 Nov 2025 15:02:44 +0000',
      messageId: 'a2f7c1e9b4d3.40812277@mail181.atl221.mcdlv.net',
      dkim: ['ondasurfschoolericeira.pt:k2', 'mcdlv.net:k3'],
      returnPath: 'bounce-mc.us14_40812277.1184-ana.rita.costa=gmail.com@mail181.atl221.mcdlv.net',
      relay: 'mail181.atl221.mcdlv.net [198.2.181.181]',
      headers: mailchimpHeaders('ondasurfschoolericeira', 'us14', 'c2e9a1f7b3d4e8c5a6f1b9d2e', 'a71c4e9b2d'),
      body: document([
        { heading: 'Entrega não efetuada' },
        'A sua encomenda RR418822901PT não pôde ser entregue porque os portes não foram pagos na totalidade.',
        'Pague 1,99 € para reagendar a entrega. Sem pagamento em 72 horas a encomenda será devolvida.',
        {
          button: 'Pagar e reagendar',
          href: 'https://ondasurfschoolericeira.us14.list-manage.com/track/click?u=c2e9a1f7b3d4e8c5a6f1b9d2e&id=3f8a1c7e2b&e=9d4c2a7f1e',
        },
      ]),
    }),
  },
  {
    // Miracle cure for joint pain with a TV doctor's invented endorsement "on SIC", through a
    // throw-away domain.
    name: 'Cura milagrosa para as articulações "recomendada por um médico na SIC", domínio descartável',
    lang: 'pt-PT',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Notícias Saúde <redacao@noticias-saude-pt.online>',
      to: 'manuel.fonseca.v@sapo.pt',
      subject: 'Médico famoso: "Esta pomada acaba com a dor nas articulações em 7 dias"',
      date: 'Tue, 20 May 2025 10:26:12 +0100',
      messageId: '20250520092612.7b3e@noticias-saude-pt.online',
      dkim: ['noticias-saude-pt.online:mail'],
      relay: 'mta.noticias-saude-pt.online [203.0.113.214]',
      auth: { dmarc: 'none' },
      body: document([
        'Num programa da SIC, um conhecido médico revelou um creme natural que elimina a dor nas articulações e a artrose em apenas 7 dias. As farmacêuticas tentaram proibir a sua venda.',
        'Milhares de portugueses já se curaram. Hoje há 50% de desconto e pagamento na entrega, só até ao fim do dia.',
        { button: 'Encomendar com desconto', href: 'https://artroflex-oficial.top/pt/?src=ns' },
      ]),
    }),
  },
  // ---------------------------------------------------------------- German
  {
    // Dating notice in German from a throw-away domain: "Sabine (34) hat dir ein privates Foto
    // geschickt", see it after a free "Altersverifizierung".
    name: 'Dating: "Sabine (34) hat dir ein privates Foto geschickt", Altersverifizierung auf einer Wegwerf-Domain',
    lang: 'de',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'SingleTreff <nachricht@singletreff-nachrichten.site>',
      to: 'markus.hoffmann78@gmx.de',
      subject: 'Sabine (34) hat dir ein privates Foto geschickt',
      date: 'Fri, 11 Apr 2025 22:18:36 +0200',
      messageId: '20250411201836.9f2c@singletreff-nachrichten.site',
      dkim: ['singletreff-nachrichten.site:s1'],
      relay: 'mail.singletreff-nachrichten.site [203.0.113.226]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Du hast eine neue Nachricht' },
        'Sabine (34, 5 km entfernt) hat dir ein privates Foto und eine Nachricht geschickt: „Hey, hast du heute Abend Zeit? 😘"',
        'Um das Foto zu sehen, bestätige kurz, dass du volljährig bist. Kostenlos und in einer Minute erledigt.',
        { button: 'Nachricht lesen', href: 'https://singletreff-nachrichten.site/inbox?m=mh78' },
        { small: 'Du erhältst diese E-Mail, weil du dich bei einem Partnerportal angemeldet hast.' },
      ]),
    }),
  },
  {
    // Supermarket prize lure in German through a hijacked Brevo of a Kfz-Werkstatt: a €500
    // Lidl voucher for a survey, €2 "Versandkosten".
    name: 'Lidl: Kundenumfrage mit 500 €-Gutschein, 2 € Versandkosten, über den gekaperten Brevo-Account einer Werkstatt',
    lang: 'de',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Lidl Kundenservice <info@autowerkstatt-brenner.de>',
      to: 'petra.wagner.61@web.de',
      subject: 'Herzlichen Glückwunsch! Sie wurden ausgewählt',
      date: 'Tue, 24 Jun 2025 09:51:22 +0200',
      messageId: '202506240751.71204459981@smtp-relay.mailin.fr',
      dkim: ['autowerkstatt-brenner.de:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-71204-petra.wagner.61=web.de@sendinblue.com',
      relay: 'smtp-relay.sendinblue.com [185.41.28.152]',
      headers: brevoHeaders('71204', 'd9b2e4a1-7c3f-4e8a-b1d6-2f9c5a7e3b40'),
      body: document([
        { heading: 'Lidl Kundenumfrage 2025' },
        'Sie wurden zufällig ausgewählt, an unserer Kundenumfrage teilzunehmen. Beantworten Sie 6 kurze Fragen und erhalten Sie einen Lidl-Gutschein im Wert von 500 €.',
        'Sie zahlen lediglich 2,00 € Versandkosten. Nur noch heute gültig!',
        { button: 'Jetzt teilnehmen', href: 'https://lidl-umfrage-gutschein.shop/de/?p=pw61' },
      ]),
    }),
  },
  {
    // Offshore casino in German: "500 € Willkommensbonus + 200 Freispiele ohne Einzahlung",
    // no German licence, from a Gmail address.
    name: 'Online-Casino ohne deutsche Lizenz: 500 € Bonus und 200 Freispiele ohne Einzahlung, von Gmail',
    lang: 'de',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Casino Goldrausch VIP <goldrausch.vip.casino@gmail.com>',
      to: 'thomas.becker.hh@t-online.de',
      subject: 'Thomas, Ihr 500 € Bonus wurde gutgeschrieben 🎰',
      date: 'Sat, 18 Oct 2025 20:04:51 +0200',
      messageId: 'CAO8zR4xQ2vN7tP1wK5bL9cF3dH6sY0e_mT5pX@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f52.google.com [209.85.220.52]',
      body: gmailBody(
        'Hallo Thomas,\n\nIhr VIP-Konto wurde freigeschaltet: 500 € Willkommensbonus + 200 Freispiele, ganz ohne Einzahlung und ohne Umsatzbedingungen. Keine Limits, kein 1-Euro-Limit wie bei deutschen Anbietern, Auszahlung sofort in Krypto.\n\nBonus aktivieren (nur bis Mitternacht): https://goldrausch-casino.vip/de/bonus?t=tb\n\nViel Glück!\nIhr VIP-Team',
      ),
    }),
  },
  {
    // The "Höhle der Löwen" slimming fake: an invented TV deal, a celebrity who "lost 20 kilos",
    // an advertorial on a throw-away domain through Amazon SES.
    name: '"Die Höhle der Löwen": Abnehm-Gummibärchen mit erfundenem Promi-Erfolg, über Amazon SES',
    lang: 'de',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Gesundheit Aktuell <redaktion@gesundheit-aktuell-news.com>',
      to: 'monika.schulz.k@gmx.de',
      subject: 'Nach DHDL-Auftritt: Löwen sprachlos über diese Abnehm-Gummies',
      date: 'Wed, 26 Feb 2025 11:40:13 +0100',
      messageId: '0102019540e6a3d2-8f1c4b7e-5a2d-4c9e-b3f6-1e7d2a9c5b84-000000@eu-west-1.amazonses.com',
      dkim: ['gesundheit-aktuell-news.com:ses1', 'amazonses.com:uku4taia5b5tsbglxyj6zym32efj7xqv'],
      returnPath: '0102019540e6a3d2-8f1c4b7e-5a2d-4c9e-b3f6-1e7d2a9c5b84-000000@eu-west-1.amazonses.com',
      relay: 'a7-31.smtp-out.eu-west-1.amazonses.com [54.240.7.31]',
      auth: { dmarc: 'none' },
      headers: sesHeaders('eu-west-1', '1.eu-west-1.Hq2vN8mT4pX1wR7yZ3bC5d=', '2025.02.26-54.240.7.31'),
      body: document([
        { heading: 'Der größte Deal in der Geschichte der Sendung' },
        'Zwei Gründerinnen aus Köln brachten die Löwen mit ihren Keto-Gummibärchen zum Staunen: bis zu 1 Kilo weniger pro Tag, ohne Diät und ohne Sport. Sogar eine bekannte Schlagersängerin hat damit 20 Kilo abgenommen.',
        'Nur heute: 60 % Rabatt und kostenloser Versand, solange der Vorrat reicht.',
        { button: 'Jetzt zum Angebot', href: 'https://ketoslim-dhdl.shop/de/?aff=ga' },
        { small: 'Anzeige' },
      ]),
    }),
  },
  {
    // Tech-support scam: "Microsoft Sicherheitswarnung", the PC is "blocked" after a Trojan,
    // call a German-looking number, from a throw-away domain.
    name: 'Tech-Support-Betrug: "Microsoft-Sicherheitswarnung, Ihr PC wurde gesperrt", rufen Sie sofort an',
    lang: 'de',
    lure: 'callback',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Microsoft Sicherheitscenter <warnung@windows-sicherheit-support.com>',
      to: 'gerhard.fischer@t-online.de',
      subject: 'WARNUNG: Trojaner erkannt – Ihr Computer wurde gesperrt',
      date: 'Mon, 10 Nov 2025 14:12:08 +0100',
      messageId: '20251110131208.4a7c@windows-sicherheit-support.com',
      dkim: ['windows-sicherheit-support.com:default'],
      relay: 'mail.windows-sicherheit-support.com [203.0.113.233]',
      auth: { dmarc: 'none' },
      body: document([
        { heading: 'Windows Defender – Sicherheitswarnung' },
        'Auf Ihrem Computer wurde der Trojaner „Zeus.Banker.X" gefunden. Ihre Bankdaten, Passwörter und Fotos sind in Gefahr. Zu Ihrem Schutz wurde der Computer gesperrt.',
        'Schalten Sie den Computer nicht aus. Rufen Sie sofort den Microsoft-Support an: 0800 555 0192 (kostenlos). Ein Techniker entfernt den Virus per Fernwartung.',
        { small: 'Microsoft Windows Defender Sicherheitscenter' },
      ]),
    }),
  },
  {
    // Streaming lure in German: DAZN payment declined, subscription to be cancelled, update the
    // card on a .sbs, spoofed brand.
    name: 'DAZN: "Zahlung abgelehnt, Ihr Abo wird gekündigt", Zahlungsdaten auf einer .sbs-Seite erneuern',
    lang: 'de',
    lure: 'streaming',
    expect: ['phishing'],
    raw: mail({
      from: 'DAZN <service@dazn.com>',
      to: 'jan.krueger.95@gmail.com',
      subject: 'Ihre Zahlung wurde abgelehnt – Aktion erforderlich',
      date: 'Thu, 4 Sep 2025 07:25:50 +0200',
      messageId: '20250904052550.b2f1@mailer-node14.net',
      relay: 'mailer-node14.net [198.51.100.214]',
      auth: { spf: 'fail', dmarc: 'fail', dkim: 'none' },
      body: document([
        { heading: 'Zahlung fehlgeschlagen' },
        'Hallo Jan, leider konnten wir die Zahlung für Ihr DAZN-Abo nicht abbuchen. Ohne gültige Zahlungsmethode wird Ihr Abo in 48 Stunden gekündigt und die Bundesliga-Übertragungen stehen Ihnen nicht mehr zur Verfügung.',
        { button: 'Zahlungsdaten aktualisieren', href: 'https://dazn-konto-zahlung.sbs/de/billing' },
      ]),
    }),
  },
  // ---------------------------------------------------------------- French
  {
    // Dating notice in French: "Vous avez un match ! Émilie vous a envoyé un message", a card
    // "vérification" on a throw-away domain, through SendGrid.
    name: 'Rencontres : « Émilie vous a envoyé un message », vérification par carte, via SendGrid',
    lang: 'fr',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Rencontres Discrètes <alertes@rencontres-discretes.online>',
      to: 'julien.bernard.83@orange.fr',
      subject: 'Nouveau match ! Émilie vous a écrit 💬',
      date: 'Thu, 15 May 2025 23:31:47 +0200',
      messageId: 'Kp7vR2mQ8xT4wN1bL5cD9s@geopod-ismtpd-5',
      dkim: ['rencontres-discretes.online:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+62018834-7c2e-julien.bernard.83=orange.fr@em2291.rencontres-discretes.online',
      relay: 'o9.ptr2291.rencontres-discretes.online [149.72.77.9]',
      auth: { dmarc: 'none' },
      headers: sendgridHeaders('Nx5vQ2pT8mR4wK1yZ7bC3dF9hJ0lL6nPe'),
      body: document([
        { heading: 'Vous avez un nouveau match' },
        'Émilie, 31 ans, à 4 km de chez vous, vous a envoyé un message privé et 2 photos.',
        'Pour lire son message, confirmez que vous êtes majeur. La vérification est gratuite (0,00 €).',
        { button: 'Lire le message', href: 'https://u62018834.ct.sendgrid.net/ls/click?upn=u001.Rs6Rk2pT9mN4wX1vZ3bC5dF8hJ0lL6nP-2BEm3Kq' },
      ]),
    }),
  },
  {
    // Retailer prize lure in French: a Le Creuset set "pour les clients Carrefour", €1,95 of
    // postage, from a hijacked plumber's mailbox.
    name: 'Carrefour : coffret Le Creuset à gagner après un sondage, 1,95 € de frais de port, depuis un plombier compromis',
    lang: 'fr',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Carrefour Fidélité <contact@plomberie-durand-lyon.fr>',
      to: 'nathalie.petit.69@free.fr',
      subject: 'Félicitations ! Votre coffret Le Creuset vous attend',
      date: 'Mon, 13 Oct 2025 12:09:30 +0200',
      messageId: '7c2e9a1f4b3d4e80@plomberie-durand-lyon.fr',
      dkim: ['plomberie-durand-lyon.fr:default'],
      relay: 'smtp.plomberie-durand-lyon.fr [198.51.100.147]',
      body: document([
        { heading: 'Jeu Fidélité Carrefour' },
        "Chère cliente, vous avez été tirée au sort pour répondre à notre sondage de satisfaction. En remerciement, recevez un coffret de cocottes Le Creuset d'une valeur de 349 €.",
        "Seuls 1,95 € de frais de port sont à régler. Offre valable aujourd'hui uniquement.",
        { button: 'Je réponds au sondage', href: 'https://carrefour-fidelite-cadeaux.shop/fr/?n=np69' },
      ]),
    }),
  },
  {
    // Miracle cure in French with a TV doctor's invented endorsement: an "arthrose" cream the
    // "laboratoires" want banned, on a throw-away domain.
    name: "Remède miracle contre l'arthrose « recommandé par un médecin de la télé », domaine jetable",
    lang: 'fr',
    lure: 'health',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Santé Magazine Info <redaction@sante-info-magazine.online>',
      to: 'jeanpierre.moreau@wanadoo.fr',
      subject: 'Michel Cymes : « Les laboratoires veulent interdire ce remède »',
      date: 'Tue, 18 Mar 2025 09:47:22 +0100',
      messageId: '20250318084722.e4a1@sante-info-magazine.online',
      dkim: ['sante-info-magazine.online:mail'],
      relay: 'mta.sante-info-magazine.online [203.0.113.242]',
      auth: { dmarc: 'none' },
      body: document([
        "En direct à la télévision, le célèbre médecin a révélé un gel naturel qui fait disparaître les douleurs d'arthrose en 10 jours. Les laboratoires pharmaceutiques font tout pour le faire interdire.",
        "Plus de 40 000 Français l'utilisent déjà. Aujourd'hui seulement : -50 % et livraison offerte.",
        { button: "Voir l'offre", href: 'https://artrogel-officiel.top/fr/?src=smi' },
      ]),
    }),
  },
  {
    // Streaming lure in French: CANAL+ "paiement refusé", subscription suspended, update the
    // card, sent through a hijacked Brevo account of a garage.
    name: "CANAL+ : « paiement refusé », abonnement suspendu, mettre à jour la carte via le Brevo piraté d'un garage",
    lang: 'fr',
    lure: 'streaming',
    expect: ['phishing'],
    raw: mail({
      from: 'CANAL+ <service-client@garage-dumont-auto.fr>',
      to: 'sylvie.garnier@laposte.net',
      subject: 'Votre abonnement CANAL+ est suspendu',
      date: 'Sun, 7 Dec 2025 17:22:05 +0100',
      messageId: '202512071622.33018841207@smtp-relay.mailin.fr',
      dkim: ['garage-dumont-auto.fr:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-33018-sylvie.garnier=laposte.net@sendinblue.com',
      relay: 'smtp-relay.sendinblue.com [185.41.28.163]',
      headers: brevoHeaders('33018', 'b4e1c9a7-3d2f-4a6e-8c1b-7e5d2a9f4c10'),
      body: document([
        { heading: 'Paiement refusé' },
        'Bonjour, votre dernier prélèvement a été refusé par votre banque et votre abonnement CANAL+ a été suspendu.',
        'Mettez à jour vos coordonnées bancaires sous 48 heures pour retrouver vos chaînes et éviter la résiliation.',
        { button: 'Mettre à jour mon paiement', href: 'https://canalplus-abonnement-paiement.sbs/fr/' },
      ]),
    }),
  },
  // ---------------------------------------------------------------- Dutch
  {
    // Dating notice in Dutch: "Je hebt 2 nieuwe berichten van Sanne", read them after an iDEAL
    // "verificatie" of € 0,01, through Mailgun from a throw-away domain.
    name: 'Daten: "2 nieuwe berichten van Sanne (28)", lezen na een iDEAL-verificatie van € 0,01, via Mailgun',
    lang: 'nl',
    lure: 'dating',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'SpontaanDaten <berichten@spontaandaten-nl.online>',
      to: 'dennis.vandijk@ziggo.nl',
      subject: 'Sanne (28) heeft je 2 berichten gestuurd',
      date: 'Sat, 22 Mar 2025 22:40:18 +0100',
      messageId: '20250322214018.4f7a2c1e9b3d5e60@spontaandaten-nl.online',
      dkim: ['spontaandaten-nl.online:mx', 'mailgun.org:mg'],
      returnPath: 'bounce+7c3e19.2b1d-dennis.vandijk=ziggo.nl@spontaandaten-nl.online',
      relay: 'm228-55.mailgun.net [159.135.228.55]',
      auth: { dmarc: 'none' },
      headers: mailgunHeaders('sanne-mrt'),
      body: document([
        { heading: 'Je hebt 2 nieuwe berichten' },
        'Sanne (28, 6 km bij je vandaan) stuurde je 2 berichten en een foto: "Hoi! Zin om iets af te spreken dit weekend? 😊"',
        'Bevestig eenmalig je leeftijd met een iDEAL-verificatie van € 0,01 om haar berichten te lezen.',
        { button: 'Berichten lezen', href: 'http://email.spontaandaten-nl.online/c/eJxVjkEOgyAQRa9iWFsrglVcdeMBuukBBhiUREH' },
      ]),
    }),
  },
  {
    // Supermarket prize lure in Dutch: "Albert Heijn 100-jarig jubileum", a survey and a gift,
    // pay € 2,95 shipping, from a free Outlook.com address.
    name: 'Albert Heijn "jubileumactie": enquête en een cadeau, € 2,95 verzendkosten, vanaf Outlook.com',
    lang: 'nl',
    lure: 'prize',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Albert Heijn Jubileum <ah.jubileum.actie@outlook.com>',
      to: 'ingrid.smit64@kpnmail.nl',
      subject: 'Gefeliciteerd! U bent geselecteerd voor de AH jubileumactie',
      date: 'Wed, 28 May 2025 13:55:41 +0000',
      messageId: 'AS8P190MB1437C2A9E1F7B4D3E6C0A5F1B2D8E@AS8P190MB1437.EURP190.PROD.OUTLOOK.COM',
      dkim: ['outlook.com:selector1'],
      relay: 'EUR03-AM7-obe.outbound.protection.outlook.com [40.92.58.33]',
      body: plain(
        'Beste klant,\n\nOm ons jubileum te vieren verloten wij onder trouwe klanten een Philips Airfryer XXL. U bent geselecteerd! Vul onze korte enquête in (1 minuut) en kies uw cadeau.\n\nU betaalt alleen € 2,95 verzendkosten. Let op: de actie eindigt vandaag.\n\nStart de enquête: https://ah-jubileum-cadeau.shop/nl/?i=is64\n\nMet vriendelijke groet,\nAlbert Heijn',
      ),
    }),
  },
  {
    // Unlicensed casino in Dutch: no KSA licence, "geen CRUKS-controle", 100 free spins and a
    // €1.000 bonus, through a hijacked Mailchimp of a bicycle shop.
    name: 'Casino zonder vergunning: "geen CRUKS-controle", 100 free spins en € 1.000 bonus, via een gekaapte Mailchimp',
    lang: 'nl',
    lure: 'casino',
    expect: ['fraud', 'phishing'],
    raw: mail({
      from: 'Lucky Tulip Casino <nieuws@fietsenwinkelvandam.nl>',
      to: 'kevin.bakker90@gmail.com',
      subject: 'Kevin, je 100 FREE SPINS staan klaar (geen CRUKS!)',
      date: 'Fri, 31 Oct 2025 20:48:16 +0100',
      messageId: 'c9e1a7f2b4d3.55102948@mail97.sea71.mcsv.net',
      dkim: ['fietsenwinkelvandam.nl:k2', 'mcsv.net:k3'],
      returnPath: 'bounce-mc.us8_55102948.2210-kevin.bakker90=gmail.com@mail97.sea71.mcsv.net',
      relay: 'mail97.sea71.mcsv.net [205.201.130.97]',
      headers: mailchimpHeaders('fietsenwinkelvandam', 'us8', 'f1b7e2c9a4d3e6c8a5f2b1d9e', 'b82d4f1c7e'),
      body: document([
        { heading: 'Welkomstbonus tot € 1.000 + 100 free spins' },
        'Speel zonder CRUKS-registratie en zonder limieten. Je bonus staat al klaar: 100% tot € 1.000 en 100 free spins op Starburst. Uitbetaling binnen 5 minuten in crypto.',
        {
          button: 'Claim je bonus',
          href: 'https://fietsenwinkelvandam.us8.list-manage.com/track/click?u=f1b7e2c9a4d3e6c8a5f2b1d9e&id=7e2c1a9f4b&e=5c3a8e1d2f',
        },
        { small: '18+. Speel verantwoord.' },
      ]),
    }),
  },
  {
    // Crypto investment in Dutch with an invented TV item: the "AI trading bot" that was "on the
    // news", €250 to start and an account manager who calls.
    name: 'Beleggen met een AI-handelsbot "bekend van het journaal": € 250 inleggen, een accountmanager belt',
    lang: 'nl',
    lure: 'crypto',
    expect: ['fraud'],
    todo: 'phishing/high: content_credential_request, link_suspicious_tld, content_scam_offer, auth_results_missing; the Dutch investment fraud (celebrity-backed AI bot, € 250 first deposit, an account manager calls) is read as data bait (offer_as_data_bait, phishing) rather than fraud',
    raw: mail({
      from: 'Financieel Nieuws NL <redactie@financieel-nieuws-nl.com>',
      to: 'henk.de.graaf@planet.nl',
      subject: 'Nederlanders verdienen € 1.200 per dag met deze AI-bot',
      date: 'Tue, 19 Aug 2025 10:33:09 +0200',
      messageId: '20250819083309.a1e7@financieel-nieuws-nl.com',
      dkim: ['financieel-nieuws-nl.com:mail'],
      relay: 'mta2.financieel-nieuws-nl.com [203.0.113.249]',
      auth: { dmarc: 'none' },
      body: document([
        'In een uitzending die de banken liever niet zagen, vertelde een bekende presentator hoe hij met een AI-handelsbot in bitcoin dagelijks € 1.200 verdient.',
        'Met een eerste inleg van slechts € 250 handelt de bot automatisch voor u. Na uw aanmelding belt een persoonlijke accountmanager om uw account te activeren.',
        { button: 'Nu aanmelden', href: 'https://ai-bitbot-nederland.top/nl/registreer' },
      ]),
    }),
  },

  // ---------------------------------------------------------------- Written with the unnamed-notice rule
  {
    // A failed-delivery notice that names no carrier at all, sent unsigned from a compromised
    // small-business mailbox: a redelivery to "schedule within 48 hours" on another domain.
    name: 'Unnamed parcel notice "your package will be sent back, schedule a redelivery within 48 hours", unsigned, link elsewhere',
    lang: 'en',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Delivery <confirm@hillcrest-dental.example>',
      to: 'megan.ross@outlook.com',
      subject: 'Your parcel could not be delivered',
      date: 'Mon, 13 Oct 2025 06:12:44 +0000',
      messageId: '20251013061244.7731@hillcrest-dental.example',
      relay: 'mail.hillcrest-dental.example [198.51.100.74]',
      auth: { dkim: 'none', dmarc: 'none' },
      body: document([
        'Dear Customer,',
        'We attempted to deliver your package today but the address on the label is incomplete. Your package will be returned to the sender unless you schedule a redelivery within 48 hours.',
        { button: 'Schedule redelivery', href: 'https://parcel-redelivery-desk.example/track?id=88213' },
        'Package Team',
      ]),
    }),
  },
  {
    // The German version: "Zustellung fehlgeschlagen", a fee for the new attempt, no carrier
    // named, from a web host's machine name with no signature.
    name: 'Ungenannter Paketdienst: Zustellung fehlgeschlagen, 1,99 € Gebühr für die erneute Zustellung, unsigniert',
    lang: 'de',
    lure: 'parcel',
    expect: ['phishing'],
    raw: mail({
      from: 'Paketzustellung <info@vps-4471a2.hosting-cloud.example>',
      to: 'jens.hartmann@web.de',
      subject: 'Ihre Sendung konnte nicht zugestellt werden',
      date: 'Wed, 22 Oct 2025 07:40:02 +0200',
      messageId: '20251022054002.c1e9@vps-4471a2.hosting-cloud.example',
      relay: 'vps-4471a2.hosting-cloud.example [203.0.113.18]',
      auth: { dkim: 'none', dmarc: 'none' },
      body: document([
        'Guten Tag,',
        'wir konnten Ihr Paket heute nicht zustellen, da niemand anwesend war. Bitte bezahlen Sie die Gebühr für die erneute Zustellung von 1,99 € innerhalb von 48 Stunden, sonst wird Ihr Paket an den Absender zurückgeschickt.',
        { button: 'Neuen Zustelltermin wählen', href: 'https://paket-termin-service.example/de/zustellung' },
      ]),
    }),
  },
  {
    // A "judicial notification" from an invented institute on a rented server: no real court is
    // named, a penalty is threatened and the "notification" is a download elsewhere.
    name: 'Notificación judicial de un "Instituto de Justicia" inventado desde un servidor alquilado: evite sanciones, descargue el documento',
    lang: 'es',
    lure: 'authority',
    expect: ['phishing'],
    raw: mail({
      from: 'Departamento Jurídico <avisos@srv-88213.cloudhost.example>',
      to: 'alejandra.ruiz@hotmail.es',
      subject: 'Notificación judicial pendiente de respuesta',
      date: 'Thu, 4 Sep 2025 16:21:37 -0600',
      messageId: '20250904222137.5b10@srv-88213.cloudhost.example',
      relay: 'srv-88213.cloudhost.example [192.0.2.141]',
      auth: { dkim: 'none', dmarc: 'none' },
      body: document([
        'Estimado(a):',
        'No hemos recibido respuesta a la notificación judicial enviada anteriormente. Para evitar sanciones y el embargo de sus bienes, descargue y revise el documento en un plazo de 24 horas.',
        { button: 'Descargar notificación judicial', href: 'https://expedientes-consulta.example/doc?id=77120' },
        'Instituto Nacional de Justicia Civil',
      ]),
    }),
  },
  {
    // A wallet "re-validation" asking for the recovery phrase, its button sent through Google
    // Translate's website proxy to a page on an IPFS gateway, mailed through SendGrid.
    name: 'Wallet re-validation: "enter your 12-word recovery phrase", button through Google Translate\'s proxy to an IPFS gateway',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Wallet Support <support@wallet-care-center.example>',
      to: 'brian.kessler@gmail.com',
      subject: 'Action needed: re-validate your wallet',
      date: 'Sat, 8 Nov 2025 11:03:51 +0000',
      messageId: 'Wc5pR2mT8xN4wQ1kL7cD3s@geopod-ismtpd-11',
      dkim: ['sendgrid.net:smtpapi'],
      returnPath: 'bounces+5512881-91c2-brian.kessler=gmail.com@sendgrid.net',
      relay: 'o1678912x51.outbound-mail.sendgrid.net [149.72.124.51]',
      headers: sendgridHeaders('Wc4vN8mT2pX1wR7yZ3bC5dF9kJ0lL6nPq'),
      body: document([
        'To keep your wallet active, please validate it: enter the 12-word recovery phrase of your wallet, in the right order, and sign in to confirm. Unvalidated wallets will be deactivated.',
        {
          button: 'Validate wallet',
          href: 'https://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi-ipfs-dweb-link.translate.goog/?_x_tr_sl=auto&_x_tr_tl=en&_x_tr_hl=en',
        },
      ]),
    }),
  },
  // ---------------------------------------------------------------- Written after the fifth batch's rules
  // (not blind): personas on borrowed mailboxes who ask to be written at a free mailbox.
  {
    // A dating persona sent from a hijacked dental practice's own signed mailbox; no Reply-To,
    // the free mailbox that answers is in the text.
    name: 'Persona on a dental practice’s mailbox: "lonely lady from Moldova, write me at …@gmail.com"',
    lang: 'en',
    lure: 'dating',
    expect: ['fraud'],
    raw: mail({
      from: 'Irina <reception@brightsmile-dental.example>',
      to: 'gary.holt58@btinternet.com',
      subject: 'Hi:) how is your day going?',
      date: 'Tue, 16 Sep 2025 03:12:40 +0100',
      messageId: '20250916021240.7c1e@brightsmile-dental.example',
      dkim: ['brightsmile-dental.example:default'],
      relay: 'mail.brightsmile-dental.example [203.0.113.61]',
      body: plain(
        'Hello:) How are things? I hope you are free to talk. I am a lonely woman from Moldova, 29 years old, and I am looking for a kind man. Where are you from?\n\nI will send you my photos, write me at irina.moldova93@gmail.com\n\nKisses, Irina',
      ),
    }),
  },
  {
    // The same in Spanish, from a hijacked estate agent's mailbox.
    name: 'Persona en el buzón de una inmobiliaria: "soy una chica solitaria, escríbeme a …@hotmail.com"',
    lang: 'es',
    lure: 'dating',
    expect: ['fraud'],
    raw: mail({
      from: 'Valeria <ventas@inmobiliaria-costamar.example>',
      to: 'jorge.mendez74@gmail.com',
      subject: 'Hola guapo, ¿tienes un momento?',
      date: 'Sat, 4 Oct 2025 23:41:07 +0200',
      messageId: '20251004214107.3f9a@inmobiliaria-costamar.example',
      dkim: ['inmobiliaria-costamar.example:s1'],
      relay: 'smtp.inmobiliaria-costamar.example [203.0.113.88]',
      body: plain(
        'Hola, ¿qué tal tu día? Soy una chica solitaria de Kiev, tengo 27 años y busco un hombre serio. ¿De dónde eres?\n\nTe enviaré mis fotos. Escríbeme a valeria.kiev98@hotmail.com\n\nUn beso',
      ),
    }),
  },
  {
    // A rogue pharmacy Bcc-ing its price list from a Gmail mailbox: pills by the dose, "no
    // prescription needed"; no domain, no company, nothing to hold to the offer.
    name: 'Rogue pharmacy from Gmail to undisclosed recipients: generic pills from $0.40, no prescription needed',
    lang: 'en',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Rx Discount Store <rxdiscount.orders24@gmail.com>',
      to: 'undisclosed-recipients:;',
      subject: 'Your 10% coupon is inside',
      date: 'Thu, 13 Nov 2025 04:51:22 +0000',
      messageId: 'CAH8kQ2vN5rT1pX7wM4bL9cJ3dF6sY0a_qR2eZ@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f65.google.com [209.85.220.65]',
      body: plain(
        'Dear customer,\n\nSave 10% with this coupon. Viagra $0.40 per pill, Cialis $0.60 per pill, antibiotics and more. No prescription needed, discreet worldwide shipping.\n\nOrder now: https://rx-discount-store.example/coupon\n\nRx Discount Store',
      ),
    }),
  },
  // ---------------------------------------------------------------- Added with the wallet-verification rule
  {
    // The wallet "verification" of drainer kits, through a small business's hijacked ESP account:
    // the display name says only "Trust", the wallet it means is in a picture, and the link is
    // the ESP's click tracker.
    name: 'Wallet "not yet verified, unverified wallets will be suspended" through a florist’s SendGrid account',
    lang: 'en',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Trust <news@bloomandbranch-florist.com>',
      to: 'dylan.ortega@outlook.com',
      subject: 'Wallet verification',
      date: 'Mon, 13 Oct 2025 07:12:44 +0000',
      messageId: 'Wt7vK2pR9xN4mQ1bL8cD3s@geopod-ismtpd-5',
      dkim: ['bloomandbranch-florist.com:s1', 'sendgrid.info:smtpapi'],
      returnPath: 'bounces+41873390-7c2e-dylan.ortega=outlook.com@em2281.bloomandbranch-florist.com',
      relay: 'o9.ptr2281.bloomandbranch-florist.com [149.72.90.9]',
      headers: [
        'List-Unsubscribe: <https://u41873390.ct.sendgrid.net/asm/unsubscribe/?user_id=41873390&data=Tw4Kq8>',
        ...sendgridHeaders('Tw8vN2mK4pX7wR1yZ3bC5dF9kJ0lL6nQa'),
      ],
      body: document([
        { image: 'https://u41873390.ct.sendgrid.net/wf/open?upn=u001.Tw8vN2mK4pX7', alt: 'Trust' },
        'Dear customer, our records show that your wallet has not yet been verified. All unverified wallets will be suspended on October 20.',
        { button: 'Verify wallet', href: 'https://u41873390.ct.sendgrid.net/ls/click?upn=u001.Tw8vN2mK4pX7wR1yZ3bC5dF9kJ0lL6nQa-2Bv1' },
        {
          small: 'Bloom & Branch Florist, 14 Mill Lane, Leeds. [Unsubscribe](https://u41873390.ct.sendgrid.net/asm/unsubscribe/?user_id=41873390&data=Tw4Kq8)',
        },
      ]),
    }),
  },
  {
    // A "data breach" of a hardware-wallet maker, through Brevo from a throw-away account: the
    // reader is to "verify" the recovery phrase that the breach supposedly exposed.
    name: 'Brecha de datos: "verifique su frase de recuperación" a través de Brevo',
    lang: 'es',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Soporte de Seguridad <soporte@avisos-cliente-seguro.com>',
      to: 'marta.iglesias@gmail.com',
      subject: 'Acción requerida: incidente de seguridad en su billetera',
      date: 'Wed, 5 Nov 2025 16:20:31 +0100',
      messageId: '202511051520.9183740211@smtp-relay.mailin.fr',
      dkim: ['avisos-cliente-seguro.com:mail', 'sendinblue.com:mail'],
      returnPath: 'bounces-9183740211@sib.avisos-cliente-seguro.com',
      relay: 'smtp-relay.sendinblue.com [185.107.232.41]',
      headers: brevoHeaders('9183740211', 'Bv7Kq2xR9mT4'),
      body: document([
        { heading: 'Incidente de seguridad' },
        'Lamentamos informarle de que una brecha de datos ha afectado a nuestro servicio. Sus fondos siguen seguros, pero algunas frases de recuperación podrían haber quedado expuestas.',
        'Para proteger sus activos, verifique su frase de recuperación en nuestra herramienta segura antes de 48 horas.',
        { button: 'Verificar mi frase', href: 'https://avisos-cliente-seguro.com/verificar' },
      ]),
    }),
  },
  {
    // An exchange account "temporarily blocked", written from a fresh Gmail address: the brand
    // is only in the text, and the reader is sent to "support".
    name: 'Conta Coinbase "temporariamente bloqueada" escrita de um Gmail',
    lang: 'pt-BR',
    lure: 'crypto',
    expect: ['phishing'],
    raw: mail({
      from: 'Central de Atendimento <atendimento.cliente.suporte7731@gmail.com>',
      to: 'rafael.moura@uol.com.br',
      subject: 'Sua transferência não foi concluída',
      date: 'Thu, 20 Nov 2025 11:04:52 -0300',
      messageId: 'CAH7vK2pR9xN4mQ1bL8cD3sWt7vK2pR9xN4mQ1bL8c@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: gmailBody(
        'Prezado cliente,\n\nNão conseguimos concluir a sua transferência: a sua conta Coinbase foi temporariamente bloqueada por atividade incomum. Para desbloquear, confirme os seus dados em até 24 horas, caso contrário a conta será encerrada.\n\nAtenciosamente,\nCoinbase',
      ),
    }),
  },
  // ---------------------------------------------------------------- Added with the kit-marked attachment-link rule
  {
    // The income-tax refund "released" in pt-BR: a per-copy code in the subject, nothing in the
    // body but "details in the attachment", and the PDF's only link on a free host.
    name: 'Restituição do IR liberada com código aleatório no assunto e o link no PDF anexo',
    lang: 'pt-BR',
    lure: 'tax',
    expect: ['phishing'],
    raw: mail({
      from: 'Comunicado ao contribuinte <comunicado.contribuinte.2291@outlook.com>',
      to: 'paulo.henrique@terra.com.br',
      subject: 'Valor disponível para crédito - Qw7ZtR2kNvB9xLp',
      date: 'Tue, 16 Sep 2025 10:21:33 -0300',
      messageId: '<CP6P284MB2291A7E1C9D3B5F4A2E8@CP6P284MB2291.BRAP284.PROD.OUTLOOK.COM>',
      relay: 'BRAPR01CU001.outbound.protection.outlook.com [40.93.12.2]',
      body: multipart('mixed', [
        plain(
          'Prezado(a) contribuinte,\n\nO saldo já está disponível para crédito em conta. Mais informações no documento em anexo.\n\nProtocolo: 88412907735120',
        ),
        attachment(
          'Comprovante_Credito.pdf',
          'application/pdf',
          textPdf(['Comprovante de credito', 'Ver extrato completo'], 'https://extrato-credito.weebly.com/'),
        ),
      ]),
    }),
  },
  {
    // The same kit in English: a "document" waiting, a per-copy code, the link inside the PDF.
    name: 'Payment advice with a kit code in the subject and its only link inside the attached PDF',
    lang: 'en',
    lure: 'file-share',
    expect: ['phishing'],
    raw: mail({
      from: 'Accounts Payable <ap.remittance.desk@gmail.com>',
      to: 'ops@harlowmetalworks.co.uk',
      subject: 'Remittance advice - Hk4PzX9mRtW2qLv',
      date: 'Thu, 2 Oct 2025 08:14:20 +0100',
      messageId: 'CAK2vR9pT4xN7mL1bK8cD5sHk4PzX9mRtW2q@mail.gmail.com',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: multipart(
        'mixed',
        [
          gmailBody('Hello,\n\nPlease find the remittance details attached.\n\nRegards'),
          attachment(
            'Remittance.pdf',
            'application/pdf',
            textPdf(['Remittance advice', 'View the payment confirmation online'], 'https://remit-view.000webhostapp.com/doc'),
          ),
        ],
        'gmail',
      ),
    }),
  },
  // ---------------------------------------------------------------- Added with the disguised-drug-name and forgotten-cure phrases
  {
    // Counterfeit pills from a free mailbox: the drug names spelt with an l for the I, the link
    // percent-encoded behind a search engine's redirector.
    name: 'Counterfeit pills "VlAGRA & ClALlS" from Outlook with an encoded link',
    lang: 'en',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Pharma Deals <best.pharma.deals2291@outlook.com>',
      to: 'greg.holloway@comcast.net',
      subject: '💊 New message for you',
      date: 'Sat, 11 Oct 2025 03:14:09 +0000',
      messageId: '<DB9P194MB2291C3A7E1D5B4F2@DB9P194MB2291.EURP194.PROD.OUTLOOK.COM>',
      relay: 'EUR05-DB8-obe.outbound.protection.outlook.com [40.92.89.11]',
      body: html(
        '<p>TOP VlAGRA &amp; ClALlS - 70% OFF today only!</p><p><a href="https://www.google.com/url?q=%68%74%74%70%73%3A%2F%2F%70%69%6C%6C%2D%64%65%61%6C%73%2E%6E%65%74&sa=D">ORDER NOW</a></p>',
      ),
    }),
  },
  {
    // A miracle cure "science forgot", from a throw-away domain through a bulk mailer.
    name: 'Neuropathy cure "a long-forgotten medical discovery" from a throw-away .shop domain',
    lang: 'en',
    lure: 'health',
    expect: ['fraud'],
    raw: mail({
      from: 'Dr. Helen Marsh <dr.helen@nerveswitch-daily.shop>',
      to: 'greg.holloway@comcast.net',
      subject: 'Burning feet at night?',
      date: 'Tue, 14 Oct 2025 19:40:33 +0000',
      messageId: '20251014194033.77a1@nerveswitch-daily.shop',
      relay: 'mta1.nerveswitch-daily.shop [203.0.113.61]',
      headers: ['List-Unsubscribe: <https://nerveswitch-daily.shop/unsub?u=77a1>'],
      body: document([
        'If burning or tingling in your feet keeps you awake, read this. A long-forgotten medical discovery from 1902 may switch the nerve pain off, naturally.',
        { button: 'Watch the short video', href: 'https://nerveswitch-daily.shop/v/77a1' },
        { small: 'If you no longer wish to receive these emails, unsubscribe here. 9 Harbor Rd, Tampa, FL.' },
      ]),
    }),
  },
  // ---------------------------------------------------------------- Written after the sixth batch's rules (not blind)
  {
    // A survey "prize" that is one linked picture from a fresh Gmail address, its button a short
    // link: nothing a filter can read, and nobody accountable behind the mailbox.
    name: 'Encuesta con premio como una sola imagen desde Gmail, el botón un enlace acortado',
    lang: 'es',
    lure: 'prize',
    expect: ['phishing', 'fraud'],
    raw: mail({
      from: 'Encuesta Clientes <premios.encuesta.2025@gmail.com>',
      to: 'lucia.fernandez@telefonica.net',
      subject: 'Su opinión tiene premio',
      date: 'Tue, 14 Oct 2025 07:12:44 +0000',
      messageId: '<CAF8mQ2vR7pT1xN4wL6bC9dK3sZ5yH0jE8gU2iO4aW6qR1tV3nM@mail.gmail.com>',
      dkim: ['gmail.com:20230601'],
      relay: 'mail-sor-f41.google.com [209.85.220.41]',
      body: multipart('related', [
        html('<html><body><a href="https://bit.ly/4mQx2Lr"><img src="cid:premio@encuesta" width="600" height="640" alt="Responder"></a></body></html>'),
        inlineImage('premio@encuesta', 'premio.jpg', JPEG),
      ]),
    }),
  },
];
