// Free mailbox providers: domains where anyone can open a mailbox in minutes, so an address
// there says nothing about the organisation a message claims to come from.
//
// Sources: written for this project from the providers' own sign-up pages and help pages listing
// their mail domains (Google, Microsoft, Yahoo, AOL, Apple, Proton, GMX/WEB.DE/1&1, Mail.ru,
// Yandex, Zoho, Tutanota), and the largest national providers of the markets covered (Brazil:
// UOL/BOL/Terra/IG; Spain and Latin America: Terra, Telefónica; Portugal: SAPO; France, Italy,
// Germany, Russia, India, China and Korea for their volume in international mail).
// Registrable domains (see identity/domains.ts), lower case.

export const FREEMAIL_DOMAINS: readonly string[] = [
  // Google, Microsoft, Yahoo, AOL, Apple
  'gmail.com', 'googlemail.com',
  'outlook.com', 'outlook.es', 'outlook.pt', 'outlook.com.br', 'outlook.fr', 'outlook.de', 'outlook.it',
  'hotmail.com', 'hotmail.es', 'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.it', 'hotmail.com.br', 'hotmail.com.mx', 'hotmail.com.ar',
  'live.com', 'live.co.uk', 'live.fr', 'live.de', 'live.it', 'live.com.mx', 'live.com.pt', 'live.com.ar', 'msn.com', 'passport.com',
  'yahoo.com', 'yahoo.co.uk', 'yahoo.es', 'yahoo.fr', 'yahoo.de', 'yahoo.it', 'yahoo.com.br', 'yahoo.com.mx', 'yahoo.com.ar',
  'yahoo.ca', 'yahoo.co.in', 'yahoo.co.jp', 'yahoo.com.au', 'ymail.com', 'rocketmail.com',
  'aol.com', 'aol.co.uk', 'aim.com',
  'icloud.com', 'me.com', 'mac.com',
  // Privacy-focused and independent providers
  'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me', 'tutanota.com', 'tutanota.de', 'tuta.io', 'tutamail.com',
  'zoho.com', 'zohomail.com', 'mail.com', 'email.com', 'usa.com', 'post.com', 'fastmail.com', 'hushmail.com',
  'gmx.com', 'gmx.net', 'gmx.de', 'gmx.at', 'gmx.es', 'gmx.fr', 'gmx.co.uk', 'web.de', 'freenet.de', 't-online.de',
  'mail.ru', 'inbox.ru', 'list.ru', 'bk.ru', 'yandex.ru', 'yandex.com', 'ya.ru', 'rambler.ru',
  'laposte.net', 'orange.fr', 'wanadoo.fr', 'free.fr', 'sfr.fr',
  'libero.it', 'virgilio.it', 'tiscali.it',
  'qq.com', '163.com', '126.com', 'yeah.net', 'sina.com', 'naver.com', 'daum.net', 'hanmail.net',
  'rediffmail.com', 'seznam.cz', 'wp.pl', 'o2.pl', 'interia.pl',
  // Brazil
  'uol.com.br', 'bol.com.br', 'terra.com.br', 'ig.com.br', 'r7.com',
  // Spain and Latin America
  'terra.com', 'terra.es', 'telefonica.net', 'prodigy.net.mx',
  // Portugal
  'sapo.pt',
  // Netherlands
  'kpnmail.nl',
  // United States and United Kingdom ISPs whose mailboxes anyone subscribing gets
  'comcast.net', 'verizon.net', 'att.net', 'sbcglobal.net', 'bellsouth.net', 'cox.net', 'charter.net',
  'earthlink.net', 'btinternet.com', 'sky.com', 'virginmedia.com', 'talktalk.net', 'ntlworld.com',
  // Disposable and anonymous mailboxes
  'mailinator.com', 'guerrillamail.com', 'sharklasers.com', 'yopmail.com', '10minutemail.com', 'temp-mail.org', 'cock.li',
];

const FREEMAIL = new Set(FREEMAIL_DOMAINS);

/** True when `domain` (a registrable domain, lower case) is a free mailbox provider. */
export function isFreemailDomain(domain: string): boolean {
  return FREEMAIL.has(domain);
}
