// Open redirectors abused in phishing: pages of well-known domains that forward to any URL
// given to them, so the first host a reader (or a filter) sees is a trusted one. A link
// through one of them to another domain is `link_open_redirect`; the destination is then
// analysed like any other link.
//
// Sources: written for Centinela from public phishing campaign write-ups (abuse of Google
// `/url` and AMP, YouTube `/redirect`, Bing `/ck/a`, DoubleClick and Google Ads click URLs,
// VK and Instagram shims, OAuth consent phishing through Microsoft's and Google's sign-in
// pages) and the services' documented URL formats; no list was copied.

import type { RedirectRule } from './redirectors.ts';

export const OPEN_REDIRECT_SOURCES = "Centinela, from public phishing campaign write-ups and the services' URL formats.";

/** Google's search and country domains the `/url` and `/amp/s/` forms are reachable on. */
const GOOGLE_HOSTS = [
  'www.google.com',
  'google.com',
  'www.google.co.uk',
  'www.google.de',
  'www.google.es',
  'www.google.com.br',
  'www.google.fr',
  'www.google.it',
  'www.google.nl',
  'www.google.pt',
  'www.google.com.mx',
  'www.google.ca',
  'maps.google.com',
  'images.google.com',
  'www.google.ru',
];

export const OPEN_REDIRECTS: readonly RedirectRule[] = Object.freeze([
  // Google Calendar rewrites the links of an event's description through `/url` itself.
  ...GOOGLE_HOSTS.map((host): RedirectRule => ({ host, pathPrefix: '/url', carrier: 'param', params: ['q', 'url'], serviceMarker: ['source', 'calendar'] })),
  ...GOOGLE_HOSTS.map((host): RedirectRule => ({ host, pathPrefix: '/amp/s/', carrier: 'path' })),
  { host: '.cdn.ampproject.org', pathPrefix: '/c/s/', carrier: 'path' },
  { host: '.cdn.ampproject.org', pathPrefix: '/v/s/', carrier: 'path' },
  { host: 'www.youtube.com', pathPrefix: '/redirect', carrier: 'param', params: ['q'] },
  { host: 'www.bing.com', pathPrefix: '/ck/a', carrier: 'param-base64', params: ['u'], base64Prefix: 'a1' },
  { host: '.doubleclick.net', pathPrefix: '/', carrier: 'param', params: ['adurl', 'ds_dest_url'] },
  { host: 'www.googleadservices.com', pathPrefix: '/pagead/aclk', carrier: 'param', params: ['adurl'] },
  { host: 'clickserve.dartsearch.net', pathPrefix: '/link/click', carrier: 'param', params: ['ds_dest_url'] },
  { host: 'away.vk.com', pathPrefix: '/away.php', carrier: 'param', params: ['to'] },
  { host: 'vk.com', pathPrefix: '/away.php', carrier: 'param', params: ['to'] },
  { host: 'l.instagram.com', pathPrefix: '/', carrier: 'param', params: ['u'] },
  { host: 'href.li', pathPrefix: '/', carrier: 'query' },
  { host: 't.me', pathPrefix: '/iv', carrier: 'param', params: ['url'] },
  { host: 'www.google.com', pathPrefix: '/travel/clk', carrier: 'param', params: ['pcurl'] },
  // Google Translate's website proxy (`example-com.translate.goog/path?_x_tr_sl=…`) serves any site
  // under a Google domain: phishing pages (IPFS gateways, free hosts) are linked through it.
  { host: '.translate.goog', pathPrefix: '/', carrier: 'proxy-host' },
  // OAuth consent phishing: Microsoft's or Google's real sign-in page asks the reader to grant an
  // outside application access to mail and files, then hands the grant to its redirect_uri.
  { host: 'login.microsoftonline.com', pathPrefix: '/', carrier: 'param', params: ['redirect_uri'], grant: true },
  { host: 'login.live.com', pathPrefix: '/oauth20_authorize.srf', carrier: 'param', params: ['redirect_uri'], grant: true },
  { host: 'accounts.google.com', pathPrefix: '/o/oauth2/', carrier: 'param', params: ['redirect_uri'], grant: true },
]);
