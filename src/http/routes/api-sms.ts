// POST /api/v1/analyze/sms (contract 2.2): smishing — the content area's lexicons (parcel,
// bank, tax, toll and prize lures in English, Spanish and Portuguese, among others) over the
// text, and the link area over every URL written in the text (bare `domain.tld` too: phones
// make it tappable) or in the sender.

import { domainToASCII } from 'node:url';
import { Type } from '@sinclair/typebox';
import type { SignalCode } from '../../contract/signals.ts';
import { analyzeText } from '../../analysis/content/analyze-text.ts';
import { analyzeUrl } from '../../analysis/links/analyze-url.ts';
import { extractTextUrls } from '../../analysis/links/text-urls.ts';
import { ProblemError } from '../problem-error.ts';

/** The text, in UTF-8 bytes (contract 2.2). */
export const SMS_TEXT_LIMIT = 4_096;
/** The whole JSON body: the text escaped as JSON can take up to six bytes a character. */
export const SMS_BODY_LIMIT = 32_768;
/** A concatenated SMS of 4 KiB holds a handful of links; more are not looked at. */
const MAX_SMS_URLS = 20;

export const SmsRequestSchema = Type.Object(
  {
    text: Type.String({ minLength: 1, description: `The message text, at most ${SMS_TEXT_LIMIT} bytes in UTF-8.`, examples: ['Correos: su paquete está retenido. Pague 1,99 EUR en https://correos-envio.example.top/pago'] }),
    sender: Type.Optional(
      Type.String({ maxLength: 256, description: 'What the phone showed as the sender: a number, a short code, a name such as `CORREOS`, or an address.', examples: ['+34600111222'] }),
    ),
  },
  { additionalProperties: false, title: 'SmsAnalysisRequest' },
);

export function smsSignals(text: string, sender: string | undefined): SignalCode[] {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > SMS_TEXT_LIMIT) {
    throw new ProblemError('payload_too_large', `The text is ${bytes} bytes; the limit is ${SMS_TEXT_LIMIT} bytes.`);
  }
  const from = sender?.trim() ?? '';
  const domain = senderDomain(from);
  const signals = new Set<SignalCode>(analyzeText(text, { senderName: from, senderDomain: domain }));
  // A sender that is an address or a domain is looked at as the site it names.
  const fromUrls = domain === undefined ? extractTextUrls(from, 1) : [`http://${domain}/`];
  const urls = new Set([...extractTextUrls(text, MAX_SMS_URLS, { bareHosts: true }).map(withScheme), ...fromUrls]);
  for (const url of urls) for (const code of analyzeUrl(url)) signals.add(code);
  return [...signals];
}

/** A bare `domain.tld/path` is what a phone opens as http. */
function withScheme(candidate: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(candidate) || /^www\./i.test(candidate) ? candidate : `http://${candidate}`;
}

/** The domain an SMS sender names, when it is an address or a domain rather than a number or a name. */
function senderDomain(sender: string): string | undefined {
  const at = sender.lastIndexOf('@');
  // An internationalised sender domain is judged by its ASCII form, homographs included.
  const candidate = domainToASCII((at === -1 ? sender : sender.slice(at + 1)).trim());
  return /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(candidate) ? candidate : undefined;
}
