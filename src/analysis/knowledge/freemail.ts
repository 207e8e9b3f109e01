// Free mailbox providers: domains where anyone can open a mailbox in minutes, so an address
// there says nothing about the organisation a message claims to come from.
//
// Sources: written for this project from the providers' own sign-up pages and help pages listing
// their mail domains (Google, Microsoft, Yahoo, AOL, Apple, Proton, GMX/WEB.DE/1&1, mail.de,
// Posteo, mailbox.org, Mail.ru, Yandex, Zoho, Tutanota), and the largest national providers of
// the markets covered (Brazil: UOL/BOL/Terra/IG; Spain and Latin America: Terra, Telefónica;
// Portugal: SAPO, IOL; the Netherlands and Belgium: the telecoms' customer mailbox domains;
// France, Italy, Germany, Russia, India, China and Korea for their volume in international mail).
// A telecom's or portal's own sending domain that its customers' mailboxes share (orange.fr,
// t-online.de, kpnmail.nl) is listed only where its notices come from system mailboxes
// (sender.ts PROVIDER_MAILBOXES) or sub-domains, which still back its name.
// Registrable domains (see identity/domains.ts), lower case.

export const FREEMAIL_DOMAINS: readonly string[] = [
  // Google, Microsoft, Yahoo, AOL, Apple
  'gmail.com', 'googlemail.com',
  'outlook.com', 'outlook.es', 'outlook.pt', 'outlook.com.br', 'outlook.fr', 'outlook.de', 'outlook.it',
  'hotmail.com', 'hotmail.es', 'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.it', 'hotmail.nl', 'hotmail.be', 'hotmail.com.br', 'hotmail.com.mx', 'hotmail.com.ar',
  'live.com', 'live.co.uk', 'live.fr', 'live.de', 'live.it', 'live.nl', 'live.be', 'live.com.mx', 'live.com.pt', 'live.com.ar', 'msn.com', 'passport.com',
  'yahoo.com', 'yahoo.co.uk', 'yahoo.es', 'yahoo.fr', 'yahoo.de', 'yahoo.it', 'yahoo.com.br', 'yahoo.com.mx', 'yahoo.com.ar',
  'yahoo.ca', 'yahoo.co.in', 'yahoo.co.jp', 'yahoo.com.au', 'ymail.com', 'rocketmail.com',
  'aol.com', 'aol.co.uk', 'aim.com',
  'icloud.com', 'me.com', 'mac.com',
  // Privacy-focused and independent providers
  'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me', 'tutanota.com', 'tutanota.de', 'tuta.io', 'tutamail.com',
  'zoho.com', 'zohomail.com', 'mail.com', 'email.com', 'usa.com', 'post.com', 'fastmail.com', 'hushmail.com',
  'gmx.com', 'gmx.net', 'gmx.de', 'gmx.at', 'gmx.ch', 'gmx.es', 'gmx.fr', 'gmx.co.uk', 'web.de', 'freenet.de', 't-online.de',
  'mail.de', 'posteo.de', 'posteo.net', 'mailbox.org', 'arcor.de',
  'mail.ru', 'inbox.ru', 'list.ru', 'bk.ru', 'yandex.ru', 'yandex.com', 'ya.ru', 'rambler.ru',
  'laposte.net', 'orange.fr', 'wanadoo.fr', 'free.fr', 'sfr.fr', 'neuf.fr', 'club-internet.fr', 'bbox.fr',
  'libero.it', 'virgilio.it', 'tiscali.it', 'alice.it', 'tin.it',
  'qq.com', '163.com', '126.com', 'yeah.net', 'sina.com', 'naver.com', 'daum.net', 'hanmail.net',
  'rediffmail.com', 'seznam.cz', 'wp.pl', 'o2.pl', 'interia.pl',
  // Brazil
  'uol.com.br', 'bol.com.br', 'terra.com.br', 'ig.com.br', 'r7.com',
  // Spain and Latin America
  'terra.com', 'terra.es', 'telefonica.net', 'prodigy.net.mx',
  // Portugal
  'sapo.pt', 'iol.pt', 'netcabo.pt',
  // Netherlands and Belgium: the telecoms' customer-only mailbox domains (KPN's kpnmail.nl, hetnet.nl
  // and planet.nl, Ziggo's inherited home.nl, casema.nl, chello.nl and upcmail.nl, Proximus's
  // skynet.be). Not ziggo.nl or telenet.be: the telecoms write their own bills and notices from
  // those very domains, from mailboxes no list can tell from their customers'.
  'kpnmail.nl', 'hetnet.nl', 'planet.nl', 'home.nl', 'casema.nl', 'chello.nl', 'upcmail.nl', 'skynet.be',
  // United States and United Kingdom ISPs whose mailboxes anyone subscribing gets
  'comcast.net', 'verizon.net', 'att.net', 'sbcglobal.net', 'bellsouth.net', 'cox.net', 'charter.net',
  'earthlink.net', 'btinternet.com', 'sky.com', 'virginmedia.com', 'talktalk.net', 'ntlworld.com',
  // Disposable and anonymous mailboxes: temporary-mail services that hand anyone an address for
  // minutes or hours (the services' own pages list the domains they rotate through), and anonymous
  // hosts. Nobody answers for such an address once it expires: it is where throw-away senders and
  // test sign-ups live, never a business's or an authority's mail.
  'mailinator.com', 'mailinator.net', 'guerrillamail.com', 'guerrillamail.net', 'guerrillamail.org', 'guerrillamail.de',
  'guerrillamailblock.com', 'grr.la', 'pokemail.net', 'spam4.me', 'sharklasers.com',
  'yopmail.com', 'yopmail.fr', 'yopmail.net', '10minutemail.com', 'temp-mail.org', 'temp-mail.io', 'tempmail.net', 'tempmailo.com',
  'tempr.email', 'discard.email', 'discardmail.com', 'throwawaymail.com', 'trashmail.com', 'trashmail.de', 'trashmail.net',
  'getnada.com', 'dispostable.com', 'maildrop.cc', 'mailnesia.com', 'mailsac.com', 'mintemail.com', 'mohmal.com',
  'emailondeck.com', 'fakeinbox.com', 'emailfake.com', 'generator.email', '1secmail.com', '1secmail.net', '1secmail.org',
  'dropmail.me', 'moakt.com', 'tempinbox.com', 'mytemp.email', 'uorak.com',
  'cock.li',
];

const FREEMAIL = new Set(FREEMAIL_DOMAINS);

/** True when `domain` (a registrable domain, lower case) is a free mailbox provider. */
export function isFreemailDomain(domain: string): boolean {
  return FREEMAIL.has(domain);
}
