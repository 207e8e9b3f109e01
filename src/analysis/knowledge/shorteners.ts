// Link-shortening services: a short link hides its destination until it is followed.
// Only general-purpose shorteners that accept anyone's URL are listed; a brand's own short
// domain (youtu.be, amzn.to, …) always lands on that brand and is left out.
//
// Sources: written for Centinela from the shortening services' own public sign-up pages and
// the shortener domains seen most often in phishing reports (APWG, vendor blogs); no list was
// copied from another project.

export const SHORTENER_SOURCES = "Centinela, from the services' public pages and phishing reports (2024–2026).";

export const SHORTENER_DOMAINS: readonly string[] = Object.freeze([
  '1url.com',
  '2u.pw',
  'adf.ly',
  'bc.vc',
  'bit.do',
  'bit.ly',
  'bitly.com',
  'bitly.ws',
  'bl.ink',
  'buff.ly',
  'chilp.it',
  'clck.ru',
  'cli.re',
  'cutt.ly',
  'cutt.us',
  'db.tt',
  'dlvr.it',
  'gg.gg',
  'goo.gl',
  'goo.su',
  'hyperurl.co',
  'is.gd',
  'ity.im',
  'kutt.it',
  'linkd.in',
  'lnkd.in',
  'lnk.to',
  'mcaf.ee',
  'n9.cl',
  'ouo.io',
  'ow.ly',
  'po.st',
  'qr.ae',
  'qrco.de',
  'rb.gy',
  'rebrand.ly',
  's.id',
  'short.gy',
  'shorturl.at',
  'shorte.st',
  'shrtco.de',
  'snip.ly',
  'soo.gd',
  'su.pr',
  'surl.li',
  't.co',
  't.ly',
  't2m.io',
  'tiny.cc',
  'tiny.one',
  'tinyurl.com',
  'tny.im',
  'tr.im',
  'trib.al',
  'u.to',
  'urlz.fr',
  'urlzs.com',
  'v.gd',
  'x.co',
  'zpr.io',
  'shorturl.asia',
  'urlr.me',
  'l.ead.me',
  'ln.run',
  'shor.by',
  'smarturl.it',
  'ift.tt',
  'tinu.be',
  'bitly.is',
  'qrcodes.pro',
  'me-qr.com',
  'qr-codes.io',
  'qrfy.io',
  'u.nu',
  'heylink.me',
  'tiny.pl',
  'rotf.lol',
  'geni.us',
]);

// Deep-link services: an app's own links, on a subdomain of the service named after the app
// (Branch: `hinge.app.link`); each opens the app or its site, and only the app's owner can
// register its name there. Anyone can open an account, so a deep link of an app other than the
// sender's hides its destination as a short link does.
export const DEEP_LINK_ZONES: readonly string[] = Object.freeze(['app.link', 'test-app.link']);

// A listed shortener's zones that only its owner's own pages use: Google's share links for
// Photos and Maps (`photos.app.goo.gl`, `maps.app.goo.gl`) open an album or a place on Google,
// whereas goo.gl itself shortened anyone's URL until 2019. A friend's photo with its album link
// is no hidden destination.
export const OWN_SHARE_ZONES: readonly string[] = Object.freeze(['app.goo.gl']);
