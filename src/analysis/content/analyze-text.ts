// What a bare text says: the content signals that need nothing but the text (and, for brand
// lures, who sent it). The content area runs it over a message's readable text; the same
// function serves texts that are not email (an SMS).

import type { SignalCode } from '../../contract/signals.ts';
import { isBrandLure, LURE_KINDS } from './brand-lure.ts';
import { findCryptoAddresses } from './crypto-address.ts';
import { disguisedOfferIntents } from './disguised-words.ts';
import { intentsIn, wordsOf } from './intents.ts';
import type { TextWords } from './phrase-index.ts';
import { largeSumOffsets } from './large-sum.ts';
import { FEE_DENIALS, WINNER_FEE_WORDS } from '../knowledge/reward-words.ts';
import { INTENTS, type Intent } from './lexicon.ts';
import { foldForMatching, stripInvisible, type StrippedText } from './normalize.ts';
import { findPhoneNumbers } from './phone.ts';
import { CONTENT_THRESHOLDS } from './thresholds.ts';
import { headAndTail } from '../text/head-and-tail.ts';

export interface TextAnalysisOptions {
  /** The sender's domain, when there is one: a brand lure is a brand story from outside the brand. */
  readonly senderDomain?: string;
  /** Text that names the sender (a display name), searched for brands with the start of the text. */
  readonly senderName?: string;
  /** The subject, where an account alert must name its brand if the display name does not. */
  readonly subject?: string;
  /**
   * Characters read from each end of a text longer than twice this (default 100,000): a lure
   * after pages of filler is at the end.
   */
  readonly maxChars?: number;
}

/** Intents that are signals by themselves. */
const DIRECT: ReadonlyArray<readonly [Intent, SignalCode]> = [
  ['credential_request', 'content_credential_request'],
  ['urgency_threat', 'content_urgency_threat'],
  ['payment_request', 'content_payment_request'],
  ['bank_detail_change', 'content_bank_detail_change'],
  ['gift_card', 'content_gift_card'],
  ['secrecy', 'content_secrecy_request'],
  ['advance_fee', 'content_advance_fee'],
  ['spam_offer', 'content_spam_offer'],
  ['scam_offer', 'content_scam_offer'],
];

/** Sentences: runs of text up to a full stop, question or exclamation mark, or a line break. */
const SENTENCE_END = /(?<=[.!?])\s+|\n+/u;

/**
 * The intents among `wanted` that the text still holds once the sentences holding `marker` are
 * set aside. A supplier warning its customers ("our bank details have not changed; if you receive
 * an email claiming that our bank details have changed, call us") uses the fraud's very words,
 * negated or reported; a newsletter quotes a lure's subject to warn of it ("emails headed 'Your
 * wallet has not been verified' … are scams"). A fraud announces the change, and a lure makes its
 * demand, as its own words.
 */
function intentsOutside(text: string, marker: Intent, wanted: readonly Intent[]): Set<Intent> {
  return intentsIn(foldedOutside(text, marker), wanted);
}

/** The text, folded, without the sentences that hold `marker`. */
function foldedOutside(text: string, marker: Intent): string {
  const kept = text.split(SENTENCE_END).filter((sentence) => !intentsIn(foldForMatching(sentence), [marker]).has(marker));
  return foldForMatching(kept.join('\n'));
}

/**
 * A fund story (a transfer, a beneficiary, an inheritance) told near a sum of millions: the two
 * halves of one advance-fee letter, not a beneficiary in one news story and billions in another.
 */
function tellsFundStoryBesideSum(folded: string): boolean {
  const reach = CONTENT_THRESHOLDS.maxFundStoryReach;
  return largeSumOffsets(folded, CONTENT_THRESHOLDS.maxFundStorySums).some((offset) => {
    // The stretch around the sum, cut at word boundaries (folded text separates words by single spaces).
    const start = offset <= reach ? 0 : folded.indexOf(' ', offset - reach);
    const end = folded.lastIndexOf(' ', offset + reach);
    return intentsIn(` ${folded.slice(start, Math.max(end, offset + 1)).trim()} `, ['fund_story']).has('fund_story');
  });
}

/** A sentence names a fee ("pay the $4.95 shipping fee") and does not deny it ("we never ask for a fee"). */
function namesFee(text: string): boolean {
  return text.split(SENTENCE_END).some((sentence) => {
    const words = foldForMatching(sentence).split(' ');
    return words.some((word) => WINNER_FEE_WORDS.has(word)) && !words.some((word) => FEE_DENIALS.has(word));
  });
}

/**
 * What a lure says in its own words, and a report of someone else's mail may quote: a warning of
 * "emails claiming you are the beneficiary of a US$10.5 million inheritance" quotes a 419's story.
 */
const QUOTABLE: readonly Intent[] = ['credential_request', 'urgency_threat', 'advance_fee', 'prize_notice', 'fund_story', ...LURE_KINDS];

export interface TextFindings {
  readonly signals: Set<SignalCode>;
  /** The intents whose phrases the text holds. */
  readonly intents: ReadonlySet<Intent>;
  /** The text in folded form, and its words, for further matching by the caller. */
  readonly folded: string;
  readonly words: TextWords;
  /** The text was too long to read whole: its middle was left out. */
  readonly cut: boolean;
  /** A win is announced, and nothing else in the text asks an advance fee: no fee, no millions, no payment request, no other advance-fee phrase. */
  readonly bareWin: boolean;
}

/** A text as the lexicons read it: its two ends when long, invisible characters out, folded. */
export interface PreparedText {
  readonly stripped: StrippedText;
  readonly folded: string;
  readonly words: TextWords;
  /** The text was too long to read whole: its middle was left out. */
  readonly cut: boolean;
}

export function prepareText(text: string, maxChars: number = CONTENT_THRESHOLDS.maxTextChars): PreparedText {
  const read = headAndTail(text, maxChars, maxChars);
  const stripped = stripInvisible(read.text);
  const folded = foldForMatching(stripped.text);
  return { stripped, folded, words: wordsOf(folded), cut: read.cut };
}

/** What the text says; a text already prepared (the message's reading, shared with the bulk fact) is not prepared again. */
export function readText(text: string | PreparedText, options: TextAnalysisOptions = {}): TextFindings {
  const { stripped, folded, words, cut } = typeof text === 'string' ? prepareText(text, options.maxChars) : text;
  const intents = intentsIn(folded, INTENTS, words);
  // A sentence reporting someone else's mail ("emails headed 'Your wallet has not been verified'")
  // quotes its lure; the message's own demand, if any, is in its other sentences, and so is the
  // sum of its own fund story (the reported one's sum is quoted with it).
  let ownFolded = folded;
  if (intents.has('reported_mail')) {
    ownFolded = foldedOutside(stripped.text, 'reported_mail');
    const own = intentsIn(ownFolded, QUOTABLE);
    for (const intent of QUOTABLE) if (!own.has(intent)) intents.delete(intent);
  }
  // The display name is the first line a reader reads: "Intimação Eletrônica", "Voicemail Notification".
  const named = foldForMatching(options.senderName ?? '');
  if (named !== '') for (const intent of intentsIn(named, INTENTS, wordsOf(named))) if (LURE_KINDS.includes(intent)) intents.add(intent);
  // An offer's word cut into pieces or written with digits for letters is the offer, hidden from filters.
  for (const intent of disguisedOfferIntents(stripped.text)) intents.add(intent);
  if (
    intents.has('bank_detail_change') &&
    intents.has('bank_detail_denial') &&
    !intentsOutside(stripped.text, 'bank_detail_denial', ['bank_detail_change']).has('bank_detail_change')
  ) {
    intents.delete('bank_detail_change');
  }
  // A win announced is what a school raffle or a radio competition writes to its winner too; a
  // lottery letter wants a fee, dangles millions or tells more of the story. A bare win stays an
  // advance fee, and the policy drops it when nothing about the sender or links corroborates it.
  let bareWin = false;
  if (intents.has('prize_notice')) {
    bareWin = !intents.has('advance_fee') && !intents.has('payment_request') && largeSumOffsets(ownFolded, 1).length === 0 && !namesFee(stripped.text);
    intents.add('advance_fee');
  }
  // A prize notice that prints its sweepstakes' official-rules disclosures ("no purchase
  // necessary", "void where prohibited"), dangles no millions and asks for no fee is a real
  // promotion telling its winner (a free bag of snacks, "claim your prize" by mailing the form);
  // lottery letters copy no rules, and the fee is what they are for.
  if (
    intents.has('advance_fee') &&
    intents.has('sweepstakes_rules') &&
    !intents.has('payment_request') &&
    largeSumOffsets(ownFolded, 1).length === 0 &&
    !ownFolded.split(' ').some((word) => WINNER_FEE_WORDS.has(word))
  ) {
    intents.delete('advance_fee');
  }
  // A change the reader is told to confirm on a number or contact he already holds is the
  // business's own announcement: a fraud never sends its target to a line it does not answer.
  if (intents.has('bank_detail_change') && intents.has('bank_detail_check')) intents.delete('bank_detail_change');
  const signals = new Set<SignalCode>();
  for (const [intent, code] of DIRECT) if (intents.has(intent)) signals.add(code);
  if ((intents.has('callback_story') || intents.has('charge_reference')) && intents.has('call_to_action') && findPhoneNumbers(stripped.text, 1).length > 0) {
    signals.add('content_callback_lure');
  }
  // Millions beside a transfer, beneficiary or inheritance story: the shape of advance-fee mail
  // that names no prize and no proposal ("your funds of US$10,500,000.00 will be transferred").
  if (intents.has('fund_story') && tellsFundStoryBesideSum(ownFolded)) signals.add('content_advance_fee');
  if (findCryptoAddresses(stripped.text).length > 0) signals.add('content_crypto_address');
  // A threat or a claimed hold over the reader (hacked devices, recordings) is extortion only with a second leg.
  const demand = signals.has('content_crypto_address') || intents.has('payment_request');
  if ((intents.has('extortion') && (intents.has('extortion_context') || demand)) || (intents.has('extortion_context') && demand)) {
    signals.add('content_extortion');
  }
  const lureSource = {
    displayName: options.senderName ?? '',
    subject: options.subject ?? '',
    text: stripped.text.slice(0, CONTENT_THRESHOLDS.maxBrandTextChars),
  };
  if (isBrandLure(intents, lureSource, options.senderDomain)) signals.add('content_brand_lure');
  if (stripped.wordBreaks >= CONTENT_THRESHOLDS.minWordBreaks) signals.add('content_hidden_text');
  return { signals, intents, folded, words, cut, bareWin: bareWin && signals.has('content_advance_fee') };
}

/** The content signal codes of a bare text. */
export function analyzeText(text: string, options: TextAnalysisOptions = {}): SignalCode[] {
  return [...readText(text, options).signals];
}
