// The commonest function words (articles, conjunctions, prepositions, pronouns, auxiliaries) of
// the languages mail arrives in: the six the lexicons cover, plus Italian, Indonesian/Malay,
// Turkish, Polish and the Scandinavian languages, whose text would otherwise look like a run of
// content words. Prose in any of them cannot go a dozen words without one; a "hash buster" salad
// of dictionary words drawn at random ("paine quahog agnew velours seeing beast indemnify …")
// goes on for dozens (content/random-strings.ts). Lower case, one token each.

export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  // en
  'the', 'a', 'an', 'and', 'or', 'of', 'to', 'in', 'is', 'are', 'was', 'be', 'for', 'on', 'with', 'at', 'by', 'from', 'as',
  'it', 'this', 'that', 'you', 'your', 'we', 'our', 'i', 'me', 'my', 'he', 'she', 'they', 'not', 'no', 'but', 'if', 'so',
  'do', 'have', 'has', 'will', 'can', 'all',
  // es, pt
  'de', 'la', 'el', 'los', 'las', 'y', 'en', 'que', 'un', 'una', 'por', 'con', 'para', 'del', 'al', 'es', 'se', 'lo', 'su',
  'o', 'e', 'do', 'da', 'dos', 'das', 'os', 'em', 'um', 'uma', 'não', 'com', 'na', 'ao',
  // de
  'der', 'die', 'das', 'und', 'ist', 'zu', 'den', 'dem', 'ein', 'eine', 'mit', 'von', 'für', 'auf', 'nicht', 'sie', 'ich',
  'wir', 'sich', 'im',
  // fr
  'le', 'les', 'et', 'des', 'du', 'une', 'est', 'pour', 'pas', 'dans', 'sur', 'au', 'il', 'vous', 'nous', 'qui', 'ce',
  // nl
  'het', 'een', 'van', 'op', 'te', 'dat', 'niet', 'je', 'ik', 'met', 'voor', 'zijn',
  // it
  'di', 'che', 'per', 'non', 'della', 'sono', 'ha',
  // id, ms
  'yang', 'dan', 'ini', 'itu', 'dengan', 'untuk', 'dari', 'ke', 'ada',
  // tr
  've', 'bu', 'bir', 'ile', 'için',
  // pl
  'w', 'z', 'się', 'nie', 'jest', 'że',
  // sv, da, no
  'och', 'att', 'är', 'som', 'för', 'det', 'jag', 'og', 'er', 'til', 'af',
]);
