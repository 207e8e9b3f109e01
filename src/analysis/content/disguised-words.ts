// Spam vocabulary disguised from word filters: a word cut into pieces with a lone letter among
// them ("mor tga g e", "v-i-a-g-r-a") or written with digits or symbols for letters ("H0USE--W
// IFE", "ph@rmacy"). People do not write their words so; kits do, and the word they hide is the
// offer (knowledge/disguised-offer-words.ts).

import { DISGUISED_OFFER_WORDS } from '../knowledge/disguised-offer-words.ts';

type OfferIntent = (typeof DISGUISED_OFFER_WORDS)[number]['intent'];

/** A word is cut into at most this many pieces: "h o u s e w i v e s" has ten. */
const MAX_PIECES = 12;
/** The digits and symbols kits put for the letters they resemble. */
const LETTER_FOR: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/**
 * The offer words as a trie of letters, walked piece by piece: a piece is read as letters as it is
 * walked, and most pieces leave the trie at their first character, where joining and looking up
 * strings cost two strings per piece of the text.
 */
interface LetterNode {
  readonly next: Map<string, LetterNode>;
  intent: OfferIntent | undefined;
}

const OFFER_WORDS: LetterNode = { next: new Map(), intent: undefined };
for (const { word, intent } of DISGUISED_OFFER_WORDS) {
  let node = OFFER_WORDS;
  for (const letter of word) {
    let next = node.next.get(letter);
    if (next === undefined) node.next.set(letter, (next = { next: new Map(), intent: undefined }));
    node = next;
  }
  node.intent = intent;
}

/** The node the piece's letters lead to from `node`, or undefined when they leave the trie. */
function walk(node: LetterNode, piece: string): LetterNode | undefined {
  let at: LetterNode | undefined = node;
  for (let i = 0; i < piece.length && at !== undefined; i++) {
    const character = piece[i]!.toLowerCase();
    at = at.next.get(LETTER_FOR[character] ?? character);
  }
  return at;
}

/** The offers whose words the text disguises. */
export function disguisedOfferIntents(text: string): Set<OfferIntent> {
  const found = new Set<OfferIntent>();
  const pieces = text.match(/[A-Za-z0-9@$]+/g) ?? [];
  for (let start = 0; start < pieces.length; start++) {
    let node: LetterNode | undefined = OFFER_WORDS;
    let loneLetter = false;
    let substituted = false;
    for (let end = start; end < pieces.length && end - start < MAX_PIECES; end++) {
      const piece = pieces[end] as string;
      node = walk(node, piece);
      if (node === undefined) break;
      if (piece.length === 1) loneLetter = true;
      // A digit or symbol read as a letter, in a piece that has letters of its own.
      if (/[013457@$]/.test(piece) && /[A-Za-z]/.test(piece)) substituted = true;
      if (node.intent !== undefined && (substituted || (end > start && loneLetter))) found.add(node.intent);
    }
  }
  return found;
}
