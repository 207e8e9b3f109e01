// Phone numbers as callback scams write them, obfuscation included: spaces, dots, dashes,
// slashes and brackets between digits, the letter O for zero ("+1 (8OO) 555-0199"), fullwidth,
// mathematical and other-script digits. A candidate is one run of digit-like characters and
// separators; it counts when it holds 9 to 15 digits (E.164's maximum), mostly real ones, and is
// not a date or an IP address.

/** The zero of each decimal digit block NFKC leaves alone (Arabic-Indic, Persian, Devanagari, Bengali, Thai, …). */
const DIGIT_ZEROS = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x17e0, 0x1810,
];

function asciiDigits(text: string): string {
  return text.normalize('NFKC').replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    if (code < 0x80) return digit;
    const zero = DIGIT_ZEROS.find((start) => code >= start && code < start + 10);
    return zero === undefined ? digit : String(code - zero);
  });
}

/** A run that starts and ends with a digit (or O) with separators between: one class, bounded, so linear. */
const CANDIDATE = /(?<![\p{L}\p{N}])\+?[(\[]?[0-9Oo][0-9Oo()\[\] .\-\/\u00a0]{7,24}[0-9Oo](?![\p{L}\p{N}])/gu;
const DATE = /\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}(?!\d)/;
const IPV4 = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

export const MIN_PHONE_DIGITS = 9;
export const MAX_PHONE_DIGITS = 15;

/** The phone numbers in a text, as digit strings (O read as 0), at most `max` of them. */
export function findPhoneNumbers(text: string, max = 20): string[] {
  const found: string[] = [];
  for (const match of asciiDigits(text).matchAll(CANDIDATE)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/[Oo]/g, '0').replace(/\D/g, '');
    const real = candidate.replace(/\D/g, '').length;
    if (digits.length < MIN_PHONE_DIGITS || digits.length > MAX_PHONE_DIGITS) continue;
    // Letter O stands in for a few zeros; a run of mostly O's is a word, not a number.
    if (real < digits.length - 3 || real < 7) continue;
    if (DATE.test(candidate) || IPV4.test(candidate)) continue;
    found.push(digits);
    if (found.length >= max) break;
  }
  return found;
}
