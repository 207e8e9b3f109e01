// POST /api/v1/analyze/url (contract 2.2): the link area applied to one URL — lookalikes,
// homographs, redirectors, shorteners, IP hosts, suspicious TLDs, free hosting, obfuscation.

import { Type } from '@sinclair/typebox';
import type { SignalCode } from '../../contract/signals.ts';
import { analyzeUrl } from '../../analysis/links/analyze-url.ts';
import { isWebScheme, parseUrl } from '../../analysis/links/url.ts';
import { ProblemError } from '../problem-error.ts';

/** The whole JSON body, in bytes. */
export const URL_BODY_LIMIT = 8_192;

export const UrlRequestSchema = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      description: 'The URL exactly as it was found, with its scheme (`https://…`; a `www.` form is read as http).',
      examples: ['https://paypa1-secure.example.top/login'],
    }),
  },
  { additionalProperties: false, title: 'UrlAnalysisRequest' },
);

export function urlSignals(url: string): SignalCode[] {
  const parsed = parseUrl(url);
  if (parsed.scheme === '') {
    throw new ProblemError('invalid_request', 'The member url must be an absolute URL with its scheme, such as https://example.com/path.');
  }
  if (isWebScheme(parsed.scheme) && parsed.hostKind === 'none') {
    throw new ProblemError('invalid_request', 'The member url has no host that a browser could reach.');
  }
  return analyzeUrl(url);
}
