// iCalendar (RFC 5545): whether the object is an event invitation, its method, its organiser and
// the web addresses it carries. Lines are unfolded and read as `NAME;PARAMS:VALUE`, bounded.

import { utf8OrLatin1 } from './bytes.ts';
import type { InspectionLimits } from './limits.ts';

export interface IcsFindings {
  /** The object holds at least one VEVENT. */
  readonly event: boolean;
  /** METHOD upper-cased (REQUEST for invitations, PUBLISH for published events), '' when absent. */
  readonly method: string;
  /** The organiser's address (after `mailto:`), lower case, '' when absent. */
  readonly organizer: string;
  /** http(s) addresses in the properties (description, location, URL, attachments). */
  readonly urls: readonly string[];
  readonly truncated: boolean;
}

/** Calendar files in mail are a few KiB; a meeting series with many exceptions stays well below. */
const MAX_ICS_BYTES = 1_048_576;
const URL = /https?:\/\/[^\s"'<>\\]{1,2000}/g;

export function isIcs(bytes: Uint8Array): boolean {
  return utf8OrLatin1(bytes.subarray(0, 256)).replace(/^\uFEFF/, '').trimStart().toUpperCase().startsWith('BEGIN:VCALENDAR');
}

export function inspectIcs(bytes: Uint8Array, limits: InspectionLimits): IcsFindings {
  const cap = Math.min(limits.maxBytes, MAX_ICS_BYTES);
  const text = utf8OrLatin1(bytes.subarray(0, cap)).replace(/\r?\n[ \t]/g, '');
  let event = false;
  let method = '';
  let organizer = '';
  const urls = new Set<string>();
  let lines = 0;
  for (const line of text.split(/\r?\n/)) {
    if (++lines > limits.maxEntries * 10) break;
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const name = line.slice(0, colon).split(';', 1)[0]!.toUpperCase();
    const value = line.slice(colon + 1);
    if (name === 'BEGIN' && value.trim().toUpperCase() === 'VEVENT') event = true;
    else if (name === 'METHOD' && method === '') method = value.trim().toUpperCase();
    else if (name === 'ORGANIZER' && organizer === '') organizer = value.trim().replace(/^mailto:/i, '').toLowerCase();
    for (const match of value.matchAll(URL)) if (urls.size < limits.maxItems) urls.add(match[0]);
  }
  return { event, method, organizer, urls: [...urls], truncated: bytes.length > cap };
}
