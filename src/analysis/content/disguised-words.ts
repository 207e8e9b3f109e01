// Spam vocabulary disguised from word filters: a word cut into pieces with a lone letter among
// them ("mor tga g e", "v-i-a-g-r-a") or written with digits or symbols for letters ("H0USE--W
// IFE", "ph@rmacy"). People do not write their words so; kits do, and the word they hide is the
// offer (knowledge/disguised-offer-words.ts).

import { DISGUISED_OFFER_WORDS } from '../knowledge/disguised-offer-words.ts';

type OfferIntent = (typeof DISGUISED_OFFER_WORDS)[number]['intent'];

const INTENT_OF: ReadonlyMap<string, OfferIntent> = new Map(DISGUISED_OFFER_WORDS.map((entry) => [entry.word, entry.intent]));
const PREFIXES: ReadonlySet<string> = new Set(DISGUISED_OFFER_WORDS.flatMap(({ word }) => [...word].map((_, index) => word.slice(0, index + 1))));
/** A word is cut into at most this many pieces: "h o u s e w i v e s" has ten. */
const MAX_PIECES = 12;
/** The digits and symbols kits put for the letters they resemble. */
const LETTER_FOR: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

function asLetters(piece: string): string {
  return piece.toLowerCase().replace(/[013457@$]/g, (character) => LETTER_FOR[character] ?? character);
}

/** The offers whose words the text disguises. */
export function disguisedOfferIntents(text: string): Set<OfferIntent> {
  const found = new Set<OfferIntent>();
  const pieces = text.match(/[A-Za-z0-9@$]+/g) ?? [];
  for (let start = 0; start < pieces.length; start++) {
    let joined = '';
    let loneLetter = false;
    let substituted = false;
    for (let end = start; end < pieces.length && end - start < MAX_PIECES; end++) {
      const piece = pieces[end] as string;
      const letters = asLetters(piece);
      joined += letters;
      if (!PREFIXES.has(joined)) break;
      if (piece.length === 1) loneLetter = true;
      if (letters !== piece.toLowerCase() && /[A-Za-z]/.test(piece)) substituted = true;
      const intent = INTENT_OF.get(joined);
      if (intent !== undefined && (substituted || (end > start && loneLetter))) found.add(intent);
    }
  }
  return found;
}
