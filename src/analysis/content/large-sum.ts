// A large sum of money written in a text: the amount advance-fee mail dangles ("US$10,500,000.00",
// "$18 Million", "£4.2m", "2.370.000 €", "five million US dollars"). Read in folded text (normalize.ts), where
// "US$10,500,000.00" is "us$10 500 000 00" and "$10.5M" is "$10 5m". Alone it is ordinary
// (news, budgets, fundraising); the content area counts it only beside a fund story (a transfer,
// a beneficiary, an inheritance). Every pattern is a fixed sequence of bounded pieces.

const CURRENCY_WORD = '(?:dollars?|usd|euros?|eur|pounds|gbp|dolares|dolares americanos|libras|dollar)';
const MILLION = '(?:million|millions|billion|billions|millones|millon|milhoes|milhao|millionen|milliarden|miljoen|miljard|milliard|milliards)';

const LARGE_SUMS = new RegExp(
  [
    // a currency sign before seven or more digits in groups of three: $5 000 000, us$10 500 000
    '[$€£] ?\\d{1,3}(?: \\d{3}){2,4}(?= )',
    // seven or more digits in groups of three followed by a currency word or sign, as Europe
    // writes amounts: 2 500 000 usd, 2 370 000 € ("2.370.000 €"), 2 370 000 00 € ("2.370.000,00 €")
    ' \\d{1,3}(?: \\d{3}){2,4}(?: 00)? (?:(?:us )?' + CURRENCY_WORD + ' |[$€£](?= |$))',
    // a currency sign before a number of millions: $18 million, $10 5m, us$800m, €2 billion
    '[$€£] ?\\d{1,4}(?: \\d{1,2})? ?(?:m|mn|bn|' + MILLION + ') ',
    // millions of a currency, in figures or words: 18 million dollars, five million us dollars,
    // millones de dolares; not "a multi-billion dollar campaign", a size rather than a sum
    '(?<! multi) ' + MILLION + ' (?:of |de |d |dos )?(?:united states |us |u s |american |americanos )?' + CURRENCY_WORD + ' ',
  ].join('|'),
  'gu',
);

/**
 * Where in a folded text (see normalize.ts `foldForMatching`) its first `limit` sums of a million
 * or more are (offsets of the matches): a caller that reads around each sum bounds its work.
 */
export function largeSumOffsets(folded: string, limit = Number.POSITIVE_INFINITY): number[] {
  const offsets: number[] = [];
  for (const match of folded.matchAll(LARGE_SUMS)) {
    if (offsets.length >= limit) break;
    offsets.push(match.index);
  }
  return offsets;
}
