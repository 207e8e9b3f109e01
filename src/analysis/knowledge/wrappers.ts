// URL rewriters of e-mail security products. They wrap every link of a message so the product
// can check it when it is clicked; the wrapper itself is no evidence of anything, but the
// link it carries is what the reader really reaches, so it is unwrapped and analysed.
//
// Sources: written for Centinela from each vendor's public documentation of its rewritten URL
// format (Microsoft Defender Safe Links, Proofpoint URL Defense v2/v3, Mimecast URL Protect,
// Barracuda Link Protection, Cisco Secure Email, Trend Micro Time-of-Click, Sophos Time-of-Click).

import type { RedirectRule } from './redirectors.ts';

export const WRAPPER_SOURCES = "Centinela, from the vendors' documentation of their rewritten URL formats.";

export const SECURITY_WRAPPERS: readonly RedirectRule[] = Object.freeze([
  { host: '.safelinks.protection.outlook.com', pathPrefix: '/', carrier: 'param', params: ['url'] },
  { host: '.safelinks.protection.office365.us', pathPrefix: '/', carrier: 'param', params: ['url'] },
  { host: 'urldefense.proofpoint.com', pathPrefix: '/v2/url', carrier: 'proofpoint-v2', params: ['u'] },
  { host: 'urldefense.com', pathPrefix: '/v3/__', carrier: 'proofpoint-v3' },
  { host: 'urldefense.us', pathPrefix: '/v3/__', carrier: 'proofpoint-v3' },
  { host: '.mimecast.com', pathPrefix: '/s/', carrier: 'domain-only', params: ['domain'] },
  { host: '.mimecastprotect.com', pathPrefix: '/s/', carrier: 'domain-only', params: ['domain'] },
  { host: 'linkprotect.cudasvc.com', pathPrefix: '/url', carrier: 'param', params: ['a'] },
  { host: 'secure-web.cisco.com', pathPrefix: '/', carrier: 'path-encoded', skipSegments: 1 },
  { host: '.trendmicro.com', pathPrefix: '/wis/clicktime/', carrier: 'param', params: ['url'] },
  { host: '.protection.sophos.com', pathPrefix: '/', carrier: 'param-base64', params: ['u'] },
]);
