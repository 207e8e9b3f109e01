// The nouns a reward lure welds to the shop it borrows: the shop's customer, its voucher or gift
// card, the gift set it "gives" ("Sehr geehrter Douglas-Kunde", "dein DECATHLON-Gutschein",
// "a Rituals gift set", "carte cadeau Sephora"). Beside one of them, a shop's weak name (a
// surname, an ordinary word: brands.ts) names the shop in a reward story (content/brand-lure.ts).
// Folded, one token each.

export const REWARD_NOUNS: readonly string[] = [
  // en
  'customer', 'customers', 'voucher', 'vouchers', 'giftcard', 'gift', 'gifts',
  // de
  'kunde', 'kunden', 'kundin', 'gutschein', 'gutscheine', 'geschenkset', 'geschenkgutschein', 'werkzeugset', 'einkaufsgutschein',
  // fr
  'cadeau', 'cadeaux', 'client', 'cliente', 'clients',
  // es, pt
  'regalo', 'regalos', 'clientes', 'presente', 'brinde', 'cupom', 'cupon',
  // nl
  'klant', 'klanten', 'cadeaubon', 'cadeaukaart', 'waardebon', 'tegoedbon',
];
