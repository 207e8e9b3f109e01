// Redirectors that carry their destination inside the URL: social networks' link shims,
// affiliate and mailing services' click trackers. Following them is ordinary in legitimate
// mail, so they are unwrapped to reach the destination and are not a signal by themselves
// (the abused open redirectors are in open-redirects.ts). Also the click-tracking hosts of
// e-mail service providers whose destination is opaque (an id, not a URL): a link through
// them cannot be compared with its visible text.
//
// Sources: written for Centinela from the services' public documentation of their link
// formats and from observing newsletters' links; no list was copied from another project.

export const REDIRECTOR_SOURCES = "Centinela, from the services' public documentation of their link formats.";

/**
 * How a redirect carries its destination:
 * - `param`: a query parameter, percent-encoded;
 * - `param-base64`: a query parameter holding base64, after an optional fixed prefix;
 * - `path`: the path after `pathPrefix` is the destination (with or without its scheme);
 * - `query`: the whole query string is the destination;
 * - `path-encoded`: a percent-encoded URL in the path, after `skipSegments` segments that follow the prefix;
 * - `domain-only`: only the destination's host is kept, in a query parameter;
 * - `proofpoint-v2` / `proofpoint-v3`: Proofpoint URL Defense's own encodings;
 * - `proxy-host`: a web proxy serving another site under its own domain, that site's host name
 *   written as the first label (dots as `-`, hyphens as `--`), the path and query kept.
 */
export type RedirectCarrier = 'param' | 'param-base64' | 'path' | 'query' | 'path-encoded' | 'domain-only' | 'proofpoint-v2' | 'proofpoint-v3' | 'proxy-host';

export interface RedirectRule {
  /** The redirector's host, or a suffix of it when it starts with a dot. Lower case. */
  readonly host: string;
  readonly pathPrefix: string;
  readonly carrier: RedirectCarrier;
  /** Parameters that may carry the destination, in order of preference. */
  readonly params?: readonly string[];
  /** For `param-base64`: a prefix to drop before decoding. */
  readonly base64Prefix?: string;
  /** For `path-encoded`: path segments before the encoded destination. */
  readonly skipSegments?: number;
  /**
   * A parameter and value the service itself sets when it rewrote a link in its own mail
   * (Google Calendar's `source=calendar`): followed, but no sign of abuse.
   */
  readonly serviceMarker?: readonly [string, string];
  /**
   * The redirector is a sign-in page that hands an access grant (an OAuth code) to the carried
   * address: sending it home to the application's own domain is how consent works.
   */
  readonly grant?: true;
}

export const TRACKING_REDIRECTS: readonly RedirectRule[] = Object.freeze([
  { host: 'l.facebook.com', pathPrefix: '/l.php', carrier: 'param', params: ['u'] },
  { host: 'lm.facebook.com', pathPrefix: '/l.php', carrier: 'param', params: ['u'] },
  { host: 'www.facebook.com', pathPrefix: '/l.php', carrier: 'param', params: ['u'] },
  { host: 'l.messenger.com', pathPrefix: '/l.php', carrier: 'param', params: ['u'] },
  { host: 'www.linkedin.com', pathPrefix: '/redir/redirect', carrier: 'param', params: ['url'] },
  { host: 'out.reddit.com', pathPrefix: '/', carrier: 'param', params: ['url'] },
  { host: 'steamcommunity.com', pathPrefix: '/linkfilter/', carrier: 'param', params: ['url', 'u'] },
  { host: 'slack-redir.net', pathPrefix: '/link', carrier: 'param', params: ['url'] },
  { host: 't.umblr.com', pathPrefix: '/redirect', carrier: 'param', params: ['z'] },
  { host: 'click.linksynergy.com', pathPrefix: '/', carrier: 'param', params: ['murl', 'RD_PARM1'] },
  { host: 'go.redirectingat.com', pathPrefix: '/', carrier: 'param', params: ['url'] },
  { host: 'www.awin1.com', pathPrefix: '/cread.php', carrier: 'param', params: ['ued', 'p'] },
  { host: 'mailtrack.io', pathPrefix: '/trace/link/', carrier: 'param', params: ['url'] },
  { host: '.awstrack.me', pathPrefix: '/L0/', carrier: 'path-encoded', skipSegments: 0 },
  { host: 'duckduckgo.com', pathPrefix: '/l/', carrier: 'param', params: ['uddg'] },
  { host: 'api.viglink.com', pathPrefix: '/api/click', carrier: 'param', params: ['out'] },
  { host: 'redirect.viglink.com', pathPrefix: '/', carrier: 'param', params: ['u', 'out'] },
  // ActiveCampaign's link tracker (`<account>.lt.acemlnb.com/Prod/link-tracker?redirectUrl=…`)
  // carries the destination in base64; its other click hosts stay opaque below.
  ...['.acemlna.com', '.acemlnb.com', '.acemlnc.com', '.acemlnd.com'].map((host): RedirectRule => ({
    host,
    pathPrefix: '/Prod/link-tracker',
    carrier: 'param-base64',
    params: ['redirectUrl'],
  })),
]);

/** Click-tracking hosts of e-mail service providers with an opaque destination (suffixes when they start with a dot). */
export const OPAQUE_CLICK_TRACKERS: readonly string[] = Object.freeze([
  'sendgrid.net',
  '.sendgrid.net',
  '.list-manage.com',
  'mailchi.mp',
  '.mandrillapp.com',
  'mandrillapp.com',
  '.rs6.net',
  '.hubspotlinks.com',
  '.hs-sales-engage.com',
  '.mjt.lu',
  '.klclick.com',
  '.klclick1.com',
  '.klclick2.com',
  '.klclick3.com',
  'links.iterable.com',
  '.exct.net',
  '.cmail19.com',
  '.cmail20.com',
  '.createsend1.com',
  '.createsend.com',
  '.sparkpostmail.com',
  '.mlsend.com',
  '.sendibt2.com',
  '.sendibt3.com',
  '.sp1-brevo.net',
  '.acemlna.com',
  '.acemlnb.com',
  '.acemlnc.com',
  '.acemlnd.com',
  '.icptrack.com',
  '.pstmrk.it',
  '.mcsv.net',
  '.rsgsv.net',
  '.en25.com',
  '.eloqua.com',
  '.mktoweb.com',
  '.mkt.com',
  'go.pardot.com',
  '.pardot.com',
  'e.customeriomail.com',
  '.customeriomail.com',
  '.emltrk.com',
  '.convertkit-mail.com',
  '.convertkit-mail2.com',
  '.beehiiv.com',
  'substack.com',
  '.substack.com',
  '.mailgun.org',
  '.mailerlite.com',
  '.omnisend.com',
  '.aweber.com',
  '.getresponse.com',
  '.gr-cdn.com',
  '.emarsys.net',
  '.sailthru.com',
  '.e-dialog.com',
  '.responsys.net',
  '.bmetrack.com',
  '.ctctcdn.com',
  '.newsletter2go.com',
  '.cleverreach.com',
  '.inxmail.com',
  '.mailingwork.de',
  '.rapidmail.de',
  '.sendinblue.com',
  '.brevo.com',
  '.mailjet.com',
  '.mailpoet.com',
]);
