// Reads an RFC 5322 date-time (section 3.3, obsolete forms of 4.3 included) out of a header
// value, tolerant of what real servers write: missing weekday or seconds, two-digit years,
// zone names, trailing comments, and the ISO 8601 form some bulk senders' software writes.
// Returns epoch milliseconds, or undefined when there is none.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** RFC 5322 4.3 zone names, in minutes east of UTC; other letters mean -0000 (unknown). */
const ZONES: Readonly<Record<string, number>> = {
  ut: 0,
  utc: 0,
  gmt: 0,
  z: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
};

// Between day, month and year: white space with at most one dash in it, written `\s*(?:-\s*)?`
// so that each run of white space has one way to match: `\s*-?\s*` split a long run between its
// two stars in every way, quadratic on a digit followed by kilobytes of spaces.
const DAY_MONTH_YEAR_TIME =
  /(\d{1,2})\s*(?:-\s*)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*(?:-\s*)?(\d{2,4})\s+(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?(?:\.\d+)?\s*([+-]\d{4}|[a-z]{1,5}\b)?/i;

/** The asctime form some old servers write: `Tue Aug 13 06:26:05 2002`. */
const ASCTIME =
  /(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+(\d{1,2})\s+(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?\s+(?:([+-]\d{4}|[a-z]{1,5})\s+)?(\d{4})/i;

/** `2023-07-28 19:32:25.928 +0000` and `2023-07-28T19:32:25Z`. */
const ISO = /(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z\b|[+-]\d{2}:?\d{2})?/i;

export function parseDateTime(value: string): number | undefined {
  const dmy = DAY_MONTH_YEAR_TIME.exec(value);
  if (dmy !== null) {
    const [, day, month, year, hour, minute, second, zone] = dmy;
    return toEpoch(year, month, day, hour, minute, second, zone);
  }
  const asc = ASCTIME.exec(value);
  if (asc !== null) {
    const [, month, day, hour, minute, second, zone, year] = asc;
    return toEpoch(year, month, day, hour, minute, second, zone);
  }
  const iso = ISO.exec(value);
  if (iso !== null) {
    const [, year, month, day, hour, minute, second, zone] = iso;
    const monthName = MONTHS[Number(month) - 1];
    return monthName === undefined ? undefined : toEpoch(year, monthName, day, hour, minute, second, zone?.replace(':', ''));
  }
  return undefined;
}

/** A numeric date with a time (`22/08/2002 10:25:57`): readable, but day and month order is unknowable. */
export function hasNumericDateTime(value: string): boolean {
  return /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\s+\d{1,2}:\d{2}/.test(value);
}

function toEpoch(
  yearText: string | undefined,
  monthText: string | undefined,
  dayText: string | undefined,
  hourText: string | undefined,
  minuteText: string | undefined,
  secondText: string | undefined,
  zoneText: string | undefined,
): number | undefined {
  const month = MONTHS.indexOf((monthText ?? '').slice(0, 3).toLowerCase());
  let year = Number(yearText);
  if (yearText !== undefined && yearText.length === 2) year += year < 50 ? 2000 : 1900;
  else if (yearText !== undefined && yearText.length === 3) year += 1900;
  const day = Number(dayText);
  const hour = Number(hourText);
  const minute = Number(minuteText);
  const second = secondText === undefined ? 0 : Number(secondText);
  if (month < 0 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return undefined;
  return Date.UTC(year, month, day, hour, minute, Math.min(second, 59)) - zoneOffsetMinutes(zoneText) * 60_000;
}

function zoneOffsetMinutes(zone: string | undefined): number {
  if (zone === undefined) return 0;
  const numeric = /^([+-])(\d{2})(\d{2})$/.exec(zone);
  if (numeric !== null) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3]);
    return numeric[1] === '-' ? -minutes : minutes;
  }
  return ZONES[zone.toLowerCase()] ?? 0;
}
