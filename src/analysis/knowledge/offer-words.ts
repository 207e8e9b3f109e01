// Words that make a sender's display name the offer itself: a casino, a dating service or a
// health remedy ("Royal Spin Casino", "Oekraïense Date Finder", "Salud y Bienestar"). A real
// casino, dating site or health shop carries such a name on its own domain; the same name on a
// bakery's or a bicycle shop's mailing account is a borrowed account (sender.ts). Folded, one
// token each; words that are also first names (Love, Amor) are left out.

export const OFFER_NAME_WORDS: readonly string[] = [
  // casino
  'casino', 'casinos', 'kasino', 'spins', 'slots', 'jackpot', 'freispiele', 'giros', 'tiradas',
  // dating
  'dating', 'date', 'dates', 'daten', 'single', 'singles', 'flirt', 'sex', 'sexy', 'romance', 'liefde', 'geliefde',
  'rencontre', 'rencontres', 'rencontrer', 'citas', 'encontros', 'namoro',
  // dating: the brides and beauties of the nationalities their sites sell ("Oekraïense Schoonheid Connect",
  // "UkrainianLove", "Vind CuteRussisch"); an institute, a shop or a ballet of that name sends from a domain named so
  'brides', 'beauty', 'beauties', 'schoonheid', 'schoonheden', 'schonheiten', 'beautes', 'bellezas', 'beldades',
  'ukrainian', 'russian', 'slavic', 'oekraiense', 'russische', 'russisch', 'ukrainische', 'ukrainienne', 'ukrainiennes',
  'russes', 'ucranianas', 'rusas', 'russas', 'eslavas',
  // health
  'health', 'gesundheit', 'sante', 'salud', 'saude', 'gezondheid',
];
