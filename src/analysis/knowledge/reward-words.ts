// The nouns a reward lure welds to the shop it borrows: the shop's customer, its voucher or gift
// card, the gift set it "gives" ("Sehr geehrter Douglas-Kunde", "dein DECATHLON-Gutschein",
// "a Rituals gift set", "carte cadeau Sephora"). Beside one of them, a shop's weak name (a
// surname, an ordinary word: brands.ts) names the shop in a reward story (content/brand-lure.ts).
// Folded, one token each.

export const REWARD_NOUNS: readonly string[] = [
  // en
  'customer',
  'customers',
  'voucher',
  'vouchers',
  'giftcard',
  'gift',
  'gifts',
  // de
  'kunde',
  'kunden',
  'kundin',
  'gutschein',
  'gutscheine',
  'geschenkset',
  'geschenkgutschein',
  'werkzeugset',
  'einkaufsgutschein',
  // fr
  'cadeau',
  'cadeaux',
  'client',
  'cliente',
  'clients',
  // es, pt
  'regalo',
  'regalos',
  'clientes',
  'presente',
  'brinde',
  'cupom',
  'cupon',
  // nl
  'klant',
  'klanten',
  'cadeaubon',
  'cadeaukaart',
  'waardebon',
  'tegoedbon',
];

// What a prize's "winner" is told to pay before he gets it: the fee is what a prize scam is for,
// and a real promotion charges its winners nothing (content/analyze-text.ts reads a sweepstakes'
// own rules only where none of these is named). Folded, one token each.
export const WINNER_FEE_WORDS: ReadonlySet<string> = new Set([
  // en
  'fee',
  'fees',
  'shipping',
  // es
  'tasa',
  'tasas',
  'comision',
  // pt
  'taxa',
  'taxas',
  'frete',
  // de
  'gebuhr',
  'gebuhren',
  'bearbeitungsgebuhr',
  'versandkosten',
  // fr
  'frais',
  // nl
  'kosten',
  'administratiekosten',
  'verzendkosten',
]);

// Words that deny what their sentence says: a real draw writes that it "never asks for a fee"
// ("nunca pedimos taxa", "vraagt nooit om kosten"), a lottery letter names the fee it wants.
// Folded, one token each.
export const FEE_DENIALS: ReadonlySet<string> = new Set([
  // en
  'never',
  'not',
  'no',
  'without',
  'free',
  // es, pt
  'nunca',
  'jamas',
  'sin',
  'sem',
  'ninguna',
  'ningun',
  'nenhuma',
  'nenhum',
  'gratis',
  'gratuito',
  'gratuita',
  // de
  'nie',
  'niemals',
  'kein',
  'keine',
  'keinerlei',
  'ohne',
  'kostenlos',
  // fr
  'jamais',
  'aucun',
  'aucuns',
  'aucune',
  'sans',
  'gratuit',
  'gratuite',
  // nl
  'nooit',
  'geen',
  'zonder',
  'gratis',
]);
