// The words of spam offers that kits spell so that word filters miss them: cut into pieces
// ("mor tga g e", "r e financ e", "v-i-a-g-r-a") or with digits for letters ("H0USE--W IFE",
// "V1AGRA"). Nobody writes "mortgage" so but someone hiding it from a filter
// (content/disguised-words.ts). Each word says which offer it sells: honest commerce (`spam_offer`:
// loans, pills, replicas) or a scam (`scam_offer`: a stranger's sexual approach, a bigger penis,
// a casino). Only words that no two ordinary words glue into are listed ("pen is" is "penis",
// "the rapist" "therapist"), and a split counts only where a piece is a lone letter.

export interface DisguisedOfferWord {
  readonly word: string;
  readonly intent: 'spam_offer' | 'scam_offer';
  /** A disguised spelling it must be found in. */
  readonly example: string;
  /** The word written plainly, or a near miss, where it must not be found disguised. */
  readonly counter: string;
}

export const DISGUISED_OFFER_WORDS: readonly DisguisedOfferWord[] = [
  { word: 'mortgage', intent: 'spam_offer', example: 'we are unable to a p prove your mor tga g e at 3.00', counter: 'Your mortgage statement is ready.' },
  { word: 'refinance', intent: 'spam_offer', example: 'your r e financ e at the rate of 3.00', counter: 'We could refinance the flat next year.' },
  { word: 'viagra', intent: 'spam_offer', example: 'Cheap V1AGRA shipped overnight', counter: 'Niagara falls trip photos' },
  { word: 'cialis', intent: 'spam_offer', example: 'Get c-i-a-l-i-s today', counter: 'Special is the word, said Cia.' },
  { word: 'levitra', intent: 'spam_offer', example: 'L E V I T R A at half price', counter: 'Le vitrail de la cathédrale' },
  { word: 'pharmacy', intent: 'spam_offer', example: 'Online ph@rmacy, no prescription', counter: 'The pharmacy closes at six.' },
  { word: 'xanax', intent: 'spam_offer', example: 'Buy X a n a x online', counter: 'Xan ax the project (typo).' },
  { word: 'valium', intent: 'spam_offer', example: 'V@lium without prescription', counter: 'Val ium ate lunch.' },
  { word: 'rolex', intent: 'spam_offer', example: 'R0LEX replicas from $99', counter: 'Rol ex-wife jokes' },
  { word: 'replica', intent: 'spam_offer', example: 'Swiss r e p l i c a watches', counter: 'A replica of the ship.' },
  { word: 'housewife', intent: 'scam_offer', example: "Don't want to meet this H0USE--w ife?", counter: 'Our house wife and kids are fine.' },
  { word: 'housewives', intent: 'scam_offer', example: 'Lonely h o u s e w i v e s near you', counter: 'The Real Housewives of Atlanta is on tonight.' },
  { word: 'penis', intent: 'scam_offer', example: 'Enlarge your p e n i s by 3 inches', counter: 'The pen is on the desk.' },
  { word: 'casino', intent: 'scam_offer', example: 'Play at our c@sino tonight', counter: 'Casino Royale is on TV.' },
];
