// The content area's thresholds, each with the reason for its value.

export const CONTENT_THRESHOLDS = {
  /**
   * Characters of readable text inspected (subject, plain text and the HTML's visible text): what
   * a message asks of its reader comes early, and folding and matching cost ~0.3 µs a character.
   */
  maxTextChars: 100_000,
  /** Characters of visible text searched for brand names: lures name the brand early. */
  maxBrandTextChars: 5_000,
  /** Invisible characters inside Latin words: one can be a copy-paste accident, two are a pattern. */
  minWordBreaks: 2,
  /** Hidden runs of letters inside visible words ("Pay<span hidden>x</span>Pal"): same reasoning. */
  minHiddenInsideWords: 2,
  /**
   * Hidden text counts as filler when it holds this many words the visible text does not: more
   * than a newsletter preheader (typically 10-25 words) or a hidden mobile duplicate (which
   * repeats visible words).
   */
  minHiddenNovelWords: 40,
  /** ...and when those novel words are at least this share of the hidden words. */
  minHiddenNovelShare: 0.6,
  /** An HTML body with images and fewer visible words than this is essentially images. */
  maxImageLureWords: 15,
  /**
   * Characters either side of a sum of millions within which a fund story must be told to make it
   * advance-fee mail: about a whole letter (the corpus's advance-fee letters put the two within
   * ~2,200 characters), while a long article or digest names a beneficiary in one story and
   * billions in another, pages apart.
   */
  maxFundStoryReach: 4_000,
  /**
   * Sums of millions around which a fund story is looked for: a letter names its sum a few times;
   * each look reads up to twice maxFundStoryReach characters, so a page of sums (a price list, a
   * hostile text of 8,000 of them) would otherwise cost half a second.
   */
  maxFundStorySums: 32,
} as const;
