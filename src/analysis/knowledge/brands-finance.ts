// Banks, payment services and crypto platforms impersonated in the markets covered that the first
// list (brands.ts) does not hold: German, French, Dutch and Belgian banks whose customers get
// "secure your account" and photoTAN/pushTAN lures, Latin American banks and wallets, money
// transfer and card brands, and crypto exchanges, wallets and tokens. Same shape and rules as
// brands.ts.
//
// Sources: written for this project from the APWG Phishing Activity Trends reports, Check Point's
// Brand Phishing Reports, the warnings of BSI, Verbraucherzentrale's Phishing-Radar and the
// Sparkassen/Volksbanken security pages (DE), Fraudehelpdesk and the Dutch Banking Association
// (NL), Safeonweb (BE), cybermalveillance.gouv.fr (FR), CERT.br and FEBRABAN (BR), CONDUSEF (MX),
// Bancolombia's and Banco de Chile's security notices, Chainabuse and the exchanges' own
// phishing warnings, and each institution's own published web and sending domains.

import type { Brand } from './brands.ts';

export const FINANCE_BRANDS: readonly Brand[] = [
  // Banks: Germany
  {
    // Each local Sparkasse has its own domain (sparkasse-koelnbonn.de, ksk-koeln.de, spk-…):
    // no brand token, or every real one would be a lookalike.
    key: 'sparkasse',
    names: ['sparkasse', 'sparkassen', 'kreissparkasse', 'stadtsparkasse', 'sparkassen finanzgruppe'],
    domains: ['sparkasse.de', 'dsgv.de'],
    tokens: [],
    memberDomains: [/^(?:[a-z0-9-]+-)?(?:sparkasse|kreissparkasse|stadtsparkasse|ksk|spk)(?:-[a-z0-9-]+)?\.de$/],
  },
  {
    // As the Sparkassen, each Volksbank and Raiffeisenbank has its own domain.
    key: 'volksbank',
    names: ['volksbank', 'volksbanken', 'raiffeisenbank', 'vr bank', 'volksbanken raiffeisenbanken'],
    domains: ['vr.de', 'bvr.de', 'dzbank.de'],
    tokens: [],
    memberDomains: [/^(?:[a-z0-9-]+-)?(?:volksbank|vrbank|vr-bank|raiffeisenbank)(?:-[a-z0-9-]+)?\.de$/],
  },
  {
    key: 'commerzbank',
    names: ['commerzbank', 'comdirect'],
    domains: ['commerzbank.de', 'commerzbank.com', 'comdirect.de'],
    // commercebank.com (a US bank) is one edit away: a whole piece only.
    tokens: ['commerzbank'],
    infixTokens: ['comdirect'],
  },
  {
    key: 'deutschebank',
    names: ['deutsche bank'],
    domains: ['deutsche-bank.de', 'db.com', 'deutsche-bank.es'],
    tokens: [],
    infixTokens: ['deutschebank'],
  },
  {
    key: 'postbank',
    names: ['postbank'],
    domains: ['postbank.de'],
    tokens: ['postbank'],
  },
  {
    key: 'n26',
    names: ['n26', 'number26'],
    domains: ['n26.com'],
    tokens: ['n26'],
  },
  {
    // Wise is an ordinary word: the bare name only among service words.
    key: 'wise',
    names: ['transferwise', 'wise payments'],
    weakNames: ['wise'],
    domains: ['wise.com', 'transferwise.com'],
    // transferiste (Portuguese) is two edits away: a whole piece only.
    tokens: ['transferwise'],
  },
  // Banks: France
  {
    // Each regional Caisse runs a ca-<region>.fr site.
    key: 'creditagricole',
    names: ['credit agricole'],
    domains: ['credit-agricole.fr', 'credit-agricole.com'],
    tokens: [],
    infixTokens: ['creditagricole'],
    memberDomains: [/^ca-[a-z0-9-]+\.fr$/],
  },
  {
    key: 'bnpparibas',
    names: ['bnp paribas', 'bnpparibas'],
    weakNames: ['bnp'],
    domains: ['bnpparibas.com', 'bnpparibas.fr', 'bnpparibas.es'],
    tokens: ['bnp'],
    infixTokens: ['bnpparibas'],
  },
  {
    key: 'societegenerale',
    names: ['societe generale'],
    domains: ['societegenerale.fr', 'societegenerale.com'],
    tokens: [],
    infixTokens: ['societegenerale'],
  },
  {
    key: 'lcl',
    names: ['credit lyonnais', 'le credit lyonnais'],
    weakNames: ['lcl'],
    domains: ['lcl.fr'],
    tokens: [],
  },
  {
    key: 'labanquepostale',
    names: ['la banque postale', 'labanquepostale'],
    domains: ['labanquepostale.fr'],
    tokens: [],
    infixTokens: ['banquepostale'],
  },
  // Banks: Netherlands and Belgium
  {
    key: 'abnamro',
    names: ['abn amro', 'abnamro'],
    domains: ['abnamro.nl', 'abnamro.com'],
    tokens: [],
    infixTokens: ['abnamro'],
  },
  {
    key: 'rabobank',
    names: ['rabobank'],
    domains: ['rabobank.nl', 'rabobank.com'],
    tokens: [],
    infixTokens: ['rabobank'],
  },
  {
    key: 'kbc',
    names: ['kbc bank', 'kbc brussels'],
    weakNames: ['kbc'],
    domains: ['kbc.be', 'kbc.com'],
    tokens: ['kbc'],
  },
  {
    key: 'belfius',
    names: ['belfius'],
    domains: ['belfius.be'],
    tokens: [],
    infixTokens: ['belfius'],
  },
  // Banks and wallets: Latin America
  {
    key: 'bancolombia',
    names: ['bancolombia'],
    domains: ['bancolombia.com', 'grupobancolombia.com'],
    tokens: [],
    infixTokens: ['bancolombia'],
  },
  {
    key: 'bancodechile',
    names: ['banco de chile', 'bancochile'],
    domains: ['bancochile.cl'],
    tokens: [],
    infixTokens: ['bancochile', 'bancodechile'],
  },
  {
    // "Inter" is a football club and a prefix: the bank by its full name.
    key: 'bancointer',
    names: ['banco inter', 'bancointer'],
    domains: ['bancointer.com.br', 'inter.co'],
    // bancointernacional holds "bancointer": a whole piece only.
    tokens: ['bancointer'],
  },
  {
    key: 'picpay',
    names: ['picpay'],
    domains: ['picpay.com'],
    tokens: ['picpay'],
  },
  // Money transfer and cards
  {
    key: 'westernunion',
    names: ['western union'],
    domains: ['westernunion.com', 'wu.com'],
    tokens: [],
    infixTokens: ['westernunion'],
  },
  {
    key: 'moneygram',
    names: ['moneygram', 'money gram'],
    domains: ['moneygram.com'],
    tokens: [],
    infixTokens: ['moneygram'],
  },
  {
    // Discover is an ordinary verb: only the card's and bank's own forms.
    key: 'discover',
    names: ['discover card', 'discover bank', 'discover financial'],
    domains: ['discover.com', 'discovercard.com'],
    tokens: [],
    infixTokens: ['discovercard'],
  },
  // Crypto
  {
    // A ripple is an ordinary word: the bare name only among service words.
    key: 'ripple',
    names: ['ripple labs', 'ripple xrp'],
    weakNames: ['ripple'],
    domains: ['ripple.com'],
    tokens: [],
  },
  {
    key: 'tether',
    names: ['tether usdt', 'tether.to'],
    weakNames: ['tether'],
    domains: ['tether.to'],
    tokens: [],
  },
  {
    key: 'uniswap',
    names: ['uniswap'],
    domains: ['uniswap.org'],
    tokens: [],
    infixTokens: ['uniswap'],
  },
  {
    key: 'pancakeswap',
    names: ['pancakeswap', 'pancake swap'],
    domains: ['pancakeswap.finance'],
    tokens: [],
    infixTokens: ['pancakeswap'],
  },
  {
    key: 'opensea',
    names: ['opensea'],
    domains: ['opensea.io'],
    tokens: ['opensea'],
  },
];
