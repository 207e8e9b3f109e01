// Machine-generated identifiers: the local parts and display names that bulk-sending kits make
// up per message ("xkqvbzrt", "a8f3kd92lq", "7c9e6679f4a1b2c3"), told apart from people's and
// services' names ("jsmith42", "news", "no-reply", "strzelczyk"). Letters are judged by a
// character trigram model of the six covered languages (letter-model.ts); hashes, letter↔digit
// alternation and missing vowels by their shape.

import { brandOfReportMailbox, registrableLabel, tenantBrandOfDomain, tenantNameOfDomain } from './domains.ts';
import { bitsPerChar, RANDOM_BITS_PER_CHAR } from './letter-model.ts';

/** Segments shorter than this are too short to judge. */
const MIN_SEGMENT = 8;
/** Letters a segment needs before the letter model judges them: shorter runs say too little. */
const MIN_MODEL_LETTERS = 8;
/** Letter↔digit switches in one segment: `a8f3kd92` switches six times, `john1985` once. */
const MIN_SWITCHES = 4;
/** Hexadecimal run with letters and digits mixed: a hash or a UUID part. */
const HEX_RUN = /^(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{12,}$/;
const VOWELS = /[aeiouy]/g;

function switches(segment: string): number {
  let count = 0;
  for (let index = 1; index < segment.length; index++) {
    const before = /\d/.test(segment[index - 1] as string);
    const now = /\d/.test(segment[index] as string);
    if (before !== now) count++;
  }
  return count;
}

/** Share of vowels (y included) among the characters of a lower-case segment. */
function vowelShare(segment: string): number {
  return (segment.match(VOWELS)?.length ?? 0) / segment.length;
}

/**
 * The letters of a lower-case segment read as drawn at random by the letter model (letter-model.ts):
 * at least eight of them, as surprising as nine in ten uniformly random strings. A username's
 * leading initials (`jnichols`, `wkearney`) are no word, so the segment is also read without its
 * first one or two letters, and the least surprising reading counts.
 */
function lettersLookRandom(segment: string): boolean {
  const letters = segment.replace(/[^a-z]+/g, ' ');
  if (letters.replace(/ /g, '').length < MIN_MODEL_LETTERS) return false;
  let bits = bitsPerChar(letters);
  for (const skip of [1, 2]) if (/^[a-z]/.test(letters.slice(skip - 1, skip))) bits = Math.min(bits, bitsPerChar(letters.slice(skip)));
  return bits >= RANDOM_BITS_PER_CHAR;
}

/**
 * A segment a machine made up: a hexadecimal hash, letters and digits alternating, letters
 * without vowels, or letters the letter model finds as surprising as random ones.
 */
export function segmentLooksRandom(segment: string): boolean {
  if (segment.length < MIN_SEGMENT || !/^[a-z0-9]+$/.test(segment)) return false;
  if (HEX_RUN.test(segment)) return true;
  if (switches(segment) >= MIN_SWITCHES) return true;
  if (/^[a-z]+$/.test(segment) && vowelShare(segment) < 0.15) return true;
  return lettersLookRandom(segment);
}

/**
 * A local part looks generated when it has at most two `.`, `_`, `-`, `+` separated segments and
 * one of them looks generated. Longer structured ones (`Online#3.19584.83-p1SYlJ1b.1`) are
 * newsletters' per-recipient tracking addresses (VERP-style), not disguises.
 */
export function localPartLooksRandom(localPart: string): boolean {
  const segments = localPart
    .toLowerCase()
    .split(/[._+=#-]/)
    .filter((segment) => segment !== '');
  return segments.length <= 2 && segments.some(segmentLooksRandom);
}

/**
 * A registrable label that a kit registered by the dozen (`vw1l7v6kxg3q5nae00r8`, `lflwfzlvwz`):
 * every hyphen-separated piece looks generated. Brands glue words and abbreviations into labels
 * (`mailingmktg`, `techcrunch`), drop vowels (`sprinklr`, `frndlytv`) or carry German names
 * (`sportscheck`): the letter model reads them as words, and a letters-only piece is judged by
 * the model alone, never by a missing vowel.
 */
export function domainLabelLooksRandom(label: string): boolean {
  const pieces = label
    .toLowerCase()
    .split('-')
    .filter((piece) => piece !== '');
  return (
    pieces.length > 0 && pieces.every((piece) => (/^[a-z]+$/.test(piece) ? piece.length >= MIN_SEGMENT && lettersLookRandom(piece) : segmentLooksRandom(piece)))
  );
}

const MIN_FILE_NAME_CHARS = 12;

/**
 * A file name made of nothing but generated tokens (`D1WNW29NG-Y3EFOK2C279UML.pdf`,
 * `3TAPQ2UWB24N8O5B0PLLV.jpg`). A readable word anywhere (`Invoice-8F2A3C4D.pdf`), a date or a
 * counter (`IMG_20240101_1234.jpg`, `scan0042.pdf`), a hexadecimal hash or UUID (which
 * document systems legitimately use) or letters alone make it an ordinary name.
 */
export function fileNameLooksRandom(fileName: string): boolean {
  const base = fileName.toLowerCase().replace(/\.[a-z0-9]{1,5}$/, '');
  const segments = base.split(/[^a-z0-9]+/).filter((segment) => segment !== '');
  if (segments.length === 0 || segments.length > 4) return false;
  // Kits' names are long and mostly letters; booking references (`PNR6XK2QZ`) are short, and
  // carriers' tracking numbers (`1Z999AA10123456784`, `JJD0001234567890`) mostly digits.
  const joined = segments.join('');
  const digits = joined.replace(/[^0-9]/g, '').length;
  if (joined.length < MIN_FILE_NAME_CHARS || digits * 2 >= joined.length) return false;
  // Kits mix letters and digits; letters alone are mail clients' inline-image names (`eklpdenfmmfcjmmi.jpeg`).
  return segments.every((segment) => /\d/.test(segment) && /[a-z]/.test(segment) && !/^[0-9a-f]+$/.test(segment) && segmentLooksRandom(segment));
}

/** A display name looks generated when it is one ASCII token that looks generated. */
export function displayNameLooksRandom(name: string): boolean {
  const trimmed = name.trim();
  return !/\s/.test(trimmed) && segmentLooksRandom(trimmed.toLowerCase());
}

const MIN_MIXED_TOKEN = 10;
/** Pieces of a mixed-case token: capitalised or lower-case words, capital runs, digit runs. */
const CASE_PIECES = /[A-Z]+[a-z]*|[a-z]+|\d+/g;

/**
 * A piece no naming style produces: a word of one letter inside the token (`…Df6t`), a capital
 * run ending in a single lower-case letter (`WLRUIp`), a two-letter word without a vowel (`Sp`,
 * `Kt`) or a longer one without a, e, i, o or u (`Wcs`, `Nwlyfz`). CamelCase (`OpenCourseWare`,
 * `iPhone14ProMax`, `HowToGetIt`), acronyms glued to words (`XMLHttp`) and numbers are what
 * people and products write; one odd piece (`PerMsgStatus`) is a programmer's abbreviation.
 */
function pieceIsOdd(piece: string, index: number): boolean {
  if (/^\d+$/.test(piece) || /^[A-Z]{2,}$/.test(piece)) return false;
  if (/^[A-Z]*[A-Z][a-z]{2,}$/.test(piece)) return !/[aeiou]/.test(piece.replace(/^[A-Z]+/, (capitals) => capitals.slice(-1)).toLowerCase());
  if (index === 0 && /^[a-z]+$/.test(piece)) return false;
  // A two-letter word with a vowel either side: `To`, `My`, and `Ex`, `Id`, `Up` (`RegOpenKeyExW`).
  return !/^[A-Z][aeiouy]$|^[AEIOU][a-z]$/.test(piece);
}

/**
 * A per-copy code that mass-mailing kits append to subjects so that no two copies are alike
 * (`Crédito liberado - maHSkh0WLRUIpDf6t`): letters of both cases with digits or single letters
 * strewn through. Hexadecimal hashes and checksummed wallet addresses (`0x1efF47…`) are
 * identifiers people quote, and are left out.
 */
export function mixedCaseTokenLooksRandom(token: string): boolean {
  if (token.length < MIN_MIXED_TOKEN || !/^[A-Za-z0-9]+$/.test(token) || !/[a-z]/.test(token) || !/[A-Z]/.test(token)) return false;
  if (/^(?:0x)?[0-9a-f]+$/i.test(token)) return false;
  const pieces = token.match(CASE_PIECES) ?? [];
  const odd = pieces.filter(pieceIsOdd).length;
  const innerDigitRuns = token.match(/(?<=[A-Za-z])\d+(?=[A-Za-z])/g)?.length ?? 0;
  // Digits between well-formed words are a programmer's names (`base64ToUint8Array`,
  // `Float32ToFloat16Array`); strewn through a code, they come with odd pieces.
  return odd >= 2 || (innerDigitRuns >= 2 && odd >= 1);
}

/** A mailbox whose local part or owner's label a machine made up (a mail server's fixed report mailbox is none). */
export function identifierLooksRandom(address: string, registrable: string): boolean {
  const at = address.lastIndexOf('@');
  const local = at === -1 ? address : address.slice(0, at);
  return (localPartLooksRandom(local) && brandOfReportMailbox(local) === undefined) || domainLabelLooksRandom(ownerLabel(address.slice(at + 1), registrable));
}

/**
 * The label the domain's owner chose: its registrable label, or under a brand's tenant domain the
 * customer's tenant name (`n9hri5rq3r9s` of `x.n9hri5rq3r9s.onmicrosoft.com`), which kits
 * generate for the throw-away tenants they send from.
 */
function ownerLabel(domain: string, registrable: string): string {
  if (tenantBrandOfDomain(domain) === undefined) return registrableLabel(registrable);
  return tenantNameOfDomain(domain) ?? '';
}
