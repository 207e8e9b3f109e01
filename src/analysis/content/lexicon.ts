// Lexicon phrases and their compilation. A phrase is written in folded form (see normalize.ts:
// lower case, no accents, words separated by single spaces) in a small syntax that tolerates
// the variations mail really shows without letting anyone write a catastrophic regex:
//
//   word          the word itself
//   a|b|c         one of several words; `_` inside joins words ("log_in|sign_in")
//   word?         an optional word (or optional alternatives: "your|the?")
//   stem*         a word starting with `stem` ("verif*" reads verify, verified, verificar)
//   ...           up to four words of anything
//   !a|b          (first token only) not right after one of these words: "!any|cualquier change …"
//                 reads "please change our bank details" but not the policy "any change of bank details"
//
// Every phrase compiles to a sequence of literal words, bounded gaps and prefix words between
// single spaces: no nested unbounded repetition, so matching is linear in the text.

export type Language = 'en' | 'es' | 'pt' | 'de' | 'fr' | 'nl';

export const LANGUAGES: readonly Language[] = ['en', 'es', 'pt', 'de', 'fr', 'nl'];

/** One lexicon entry: a phrase, a sentence it must match and a near-miss it must not. */
export interface LexiconEntry {
  readonly phrase: string;
  readonly example: string;
  readonly counter: string;
}

const GAP = '(?:[^ ]+ ){0,4}';
const TOKEN = /^[\p{Ll}\p{N}$€£%_|*?]+$/u;

function tokenPattern(token: string): string {
  const alternatives = token.split('|').map((alternative) => {
    const stem = alternative.endsWith('*');
    const words = (stem ? alternative.slice(0, -1) : alternative).replace(/_/g, ' ');
    if (words === '' || /[*?]/.test(words)) throw new SyntaxError(`bad lexicon token "${token}"`);
    return words.replace(/[$]/g, '\\$') + (stem ? '[^ ]*' : '');
  });
  return alternatives.length === 1 ? (alternatives[0] ?? '') : `(?:${alternatives.join('|')})`;
}

/** The regex source of one phrase; it matches in folded text (which starts and ends with a space). */
export function phraseSource(phrase: string): string {
  const tokens = phrase.trim().split(/ +/);
  let source = ' ';
  const first = tokens[0] ?? '';
  if (first.startsWith('!')) {
    const body = first.slice(1);
    if (!TOKEN.test(body) || /[*?]/.test(body)) throw new SyntaxError(`bad lexicon token "${first}" in "${phrase}"`);
    source = `(?<! ${tokenPattern(body)}) `;
    tokens.shift();
    // Alone, the negation would match every text.
    if (tokens.length === 0) throw new SyntaxError(`"${first}" must be followed by the phrase it negates: "${phrase}"`);
  }
  for (const token of tokens) {
    if (token.startsWith('!')) throw new SyntaxError(`"${token}" may only open a phrase: "${phrase}"`);
    if (token === '...') {
      source += GAP;
      continue;
    }
    const optional = token.endsWith('?');
    const body = optional ? token.slice(0, -1) : token;
    if (!TOKEN.test(body)) throw new SyntaxError(`bad lexicon token "${token}" in "${phrase}"`);
    source += optional ? `(?:${tokenPattern(body)} )?` : `${tokenPattern(body)} `;
  }
  return source;
}

/** One regex for a set of phrases: a single pass over the text answers "does any match". */
export function compilePhrases(phrases: readonly string[]): RegExp {
  if (phrases.length === 0) return /(?!)/;
  return new RegExp(phrases.map((phrase) => `(?:${phraseSource(phrase)})`).join('|'), 'u');
}

/**
 * What a phrase is evidence of. Most map to one signal; `callback_story` (a charge the reader
 * did not make) or `charge_reference` (an invoice or order number with its amount, which every
 * genuine invoice has too) and `call_to_action` combine with a phone number, the eight lure
 * kinds (file share, e-signature, voicemail, parcel, tax, legal notice, account alert, reward)
 * with a brand the sender does not own (`wallet_check`, a crypto wallet or its recovery phrase to
 * be "verified", is a ninth that needs no brand named: see content/brand-lure.ts), and
 * `extortion` (the threat) with `extortion_context` (the claimed hold over the reader), a wallet
 * address or a payment demand, and `fund_story` (a transfer, a beneficiary, an inheritance) with a
 * large sum of money near it (large-sum.ts), because each half alone occurs in ordinary mail.
 * `bank_detail_denial` (our bank details have not changed; beware of mails claiming they have),
 * `bank_detail_check` (confirm the new details on the number you already hold for us),
 * `reported_mail` (emails headed "…", messages claiming …: someone else's mail reported),
 * `safer_gambling` (a national gambling regulator's licence, or the safer-gambling line or helpline
 * it makes operators print), `automated_notice` (the mail says a system sent it and asks for no
 * reply), `scam_question` (the writer asks whether what they pass on is a scam) and
 * `sweepstakes_rules` (a promotion's official-rules disclosures: no purchase necessary, void
 * where prohibited) are never signals: they say how to read the words beside them.
 * `prize_notice` (a win announced: you have won, the raffle's winner) reads as an advance fee; with
 * no fee, millions or other advance-fee phrase beside it, it is a bare win (fact `bare_prize_notice`)
 * that a drop rule clears when the sender and links hold: real draws tell their winners too.
 */
export const INTENTS = [
  'credential_request',
  'urgency_threat',
  'payment_request',
  'bank_detail_change',
  'bank_detail_denial',
  'bank_detail_check',
  'reported_mail',
  'gift_card',
  'secrecy',
  'callback_story',
  'charge_reference',
  'call_to_action',
  'extortion',
  'extortion_context',
  'advance_fee',
  'prize_notice',
  'fund_story',
  'spam_offer',
  'scam_offer',
  'file_share',
  'e_signature',
  'voicemail',
  'parcel',
  'tax',
  'legal_notice',
  'account_alert',
  'wallet_check',
  'reward',
  'ai_instructions',
  'safer_gambling',
  'automated_notice',
  'scam_question',
  'sweepstakes_rules',
] as const;

export type Intent = (typeof INTENTS)[number];

/** One language's phrases per intent; `sources` says where they come from. */
export interface LanguageLexicon {
  readonly language: Language;
  readonly sources: string;
  readonly intents: { readonly [intent in Intent]?: readonly LexiconEntry[] };
}
