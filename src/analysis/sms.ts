// Smishing analysis of one SMS (contract 2.2, POST /api/v1/analyze/sms): the content area's
// lexicons (parcel, bank, tax, toll and prize lures in English, Spanish and Portuguese, among
// others) over the text, and the link area over every URL written in the text (bare
// `domain.tld` too: phones make it tappable) or in the sender. It runs in a worker thread.
//
// The budget is a message's: the text is read first and to the end (as a message's structure
// area is), and the links are looked at only if the deadline has not passed, else they are
// reported as `coverage_budget_exhausted` and the answer is partial. A stage that throws is
// reported as `coverage_area_failed`, its findings left out, as an area's are.

import { domainToASCII } from 'node:url';
import type { SignalCode } from '../contract/signals.ts';
import { concludeSignals } from './conclude.ts';
import { analyzeText } from './content/analyze-text.ts';
import type { Analysis } from './engine.ts';
import { analyzeUrl } from './links/analyze-url.ts';
import { extractTextUrls } from './links/text-urls.ts';

/** Plain data: it crosses into a worker thread. */
export interface SmsInput {
  readonly text: string;
  /** What the phone showed as the sender: a number, a short code, a name or an address. */
  readonly sender?: string | undefined;
}

/** A concatenated SMS of 4 KiB holds a handful of links; more are not looked at. */
const MAX_SMS_URLS = 20;

/** `deadline`: epoch milliseconds at which the budget runs out. */
export function analyzeSms(sms: SmsInput, deadline: number, rules?: string): Analysis {
  const from = sms.sender?.trim() ?? '';
  const domain = senderDomain(from);
  const signals = new Set<SignalCode>();
  for (const code of stage(() => analyzeText(sms.text, { senderName: from, senderDomain: domain }))) signals.add(code);
  const links =
    Date.now() >= deadline
      ? (['coverage_budget_exhausted'] as const)
      : stage(() => {
          // A sender that is an address or a domain is looked at as the site it names.
          const fromUrls = domain === undefined ? extractTextUrls(from, 1) : [`http://${domain}/`];
          const urls = new Set([...extractTextUrls(sms.text, MAX_SMS_URLS, { bareHosts: true }).map(withScheme), ...fromUrls]);
          return [...urls].flatMap((url) => analyzeUrl(url));
        });
  for (const code of links) signals.add(code);
  return concludeSignals(signals, rules);
}

function stage(run: () => readonly SignalCode[]): readonly SignalCode[] {
  try {
    return run();
  } catch {
    return ['coverage_area_failed'];
  }
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
