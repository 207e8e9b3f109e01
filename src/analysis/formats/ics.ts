// iCalendar (RFC 5545): whether the object is an event invitation, its method, its organiser,
// the web addresses it carries and the event's words (title, description, location), which a
// calendar shows its reader like a message. Lines are unfolded and read as `NAME;PARAMS:VALUE`, bounded.

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
  /** The events' SUMMARY, DESCRIPTION and LOCATION, unescaped, one per line (alarms' texts left out). */
  readonly text: string;
  readonly truncated: boolean;
}

/** Calendar files in mail are a few KiB; a meeting series with many exceptions stays well below. */
const MAX_ICS_BYTES = 1_048_576;
const URL = /https?:\/\/[^\s"'<>\\]{1,2000}/g;
/** The properties a calendar shows as the event's text. */
const TEXT_PROPERTIES = new Set(['SUMMARY', 'DESCRIPTION', 'LOCATION']);
/** An invitation's words are a few hundred characters; a long agenda stays below this. */
const MAX_TEXT_CHARS = 20_000;

/** RFC 5545 TEXT escapes: `\n` is a line break, `\,` `\;` `\\` stand for themselves. */
function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_, escaped: string) => (escaped.toLowerCase() === 'n' ? '\n' : escaped));
}

export function isIcs(bytes: Uint8Array): boolean {
  return utf8OrLatin1(bytes.subarray(0, 256))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toUpperCase()
    .startsWith('BEGIN:VCALENDAR');
}

export function inspectIcs(bytes: Uint8Array, limits: InspectionLimits): IcsFindings {
  const cap = Math.min(limits.maxBytes, MAX_ICS_BYTES);
  const text = utf8OrLatin1(bytes.subarray(0, cap)).replace(/\r?\n[ \t]/g, '');
  let event = false;
  let method = '';
  let organizer = '';
  const urls = new Set<string>();
  const texts: string[] = [];
  let textChars = 0;
  let inAlarm = false;
  let lines = 0;
  for (const line of text.split(/\r?\n/)) {
    if (++lines > limits.maxEntries * 10) break;
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const name = line.slice(0, colon).split(';', 1)[0]!.toUpperCase();
    const value = line.slice(colon + 1);
    const component = value.trim().toUpperCase();
    if (name === 'BEGIN' && component === 'VEVENT') event = true;
    else if (name === 'BEGIN' && component === 'VALARM') inAlarm = true;
    else if (name === 'END' && component === 'VALARM') inAlarm = false;
    else if (event && !inAlarm && TEXT_PROPERTIES.has(name) && textChars < MAX_TEXT_CHARS) {
      const words = unescapeText(value).slice(0, MAX_TEXT_CHARS - textChars);
      texts.push(words);
      textChars += words.length;
    }
    if (name === 'METHOD' && method === '') method = value.trim().toUpperCase();
    else if (name === 'ORGANIZER' && organizer === '')
      organizer = value
        .trim()
        .replace(/^mailto:/i, '')
        .toLowerCase();
    for (const match of value.matchAll(URL)) if (urls.size < limits.maxItems) urls.add(match[0]);
  }
  return { event, method, organizer, urls: [...urls], text: texts.join('\n'), truncated: bytes.length > cap };
}
