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
    // As the Sparkassen, each Volksbank and Raiffeisenbank has its own domain, often under the
    // short forms vb-, voba- and raiba- (vb-mittelhessen.de) as a first piece. Not vr- or rb-:
    // virtual-reality studios and other firms start their names so, and a member domain's
    // unsigned mail reads as a forged bank.
    key: 'volksbank',
    names: ['volksbank', 'volksbanken', 'raiffeisenbank', 'vr bank', 'volksbanken raiffeisenbanken'],
    domains: ['vr.de', 'bvr.de', 'dzbank.de'],
    tokens: [],
    memberDomains: [/^(?:[a-z0-9-]+-)?(?:volksbank|vrbank|vr-bank|raiffeisenbank)(?:-[a-z0-9-]+)?\.de$/, /^(?:vb|voba|raiba)-[a-z0-9-]+\.de$/],
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
  // Banks: United States, merged or closed since, still named in credential lures
  {
    key: 'wamu',
    names: ['washington mutual'],
    weakNames: ['wamu'],
    domains: ['wamu.com'],
    tokens: ['wamu'],
  },
  {
    key: 'bankone',
    names: ['bank one'],
    domains: ['bankone.com'],
    tokens: [],
  },
  {
    key: 'southtrust',
    names: ['southtrust'],
    domains: ['southtrust.com'],
    tokens: ['southtrust'],
  },
  {
    key: 'bankofthewest',
    names: ['bank of the west'],
    domains: ['bankofthewest.com'],
    tokens: [],
    infixTokens: ['bankofthewest'],
  },
  {
    key: 'usaa',
    names: ['usaa'],
    domains: ['usaa.com'],
    tokens: ['usaa'],
  },
  {
    // Nationwide is an ordinary adjective (and a US insurer): the society by its full name.
    key: 'nationwidebs',
    names: ['nationwide building society'],
    domains: ['nationwide.co.uk'],
    tokens: [],
  },
  // Banks: Germany, France, Netherlands (the rest)
  {
    key: 'dkb',
    names: ['deutsche kreditbank'],
    weakNames: ['dkb'],
    domains: ['dkb.de'],
    tokens: ['dkb'],
  },
  {
    key: 'targobank',
    names: ['targobank'],
    domains: ['targobank.de'],
    tokens: [],
    infixTokens: ['targobank'],
  },
  {
    key: 'consorsbank',
    names: ['consorsbank'],
    domains: ['consorsbank.de'],
    tokens: [],
    infixTokens: ['consorsbank'],
  },
  {
    key: 'hypovereinsbank',
    names: ['hypovereinsbank'],
    domains: ['hypovereinsbank.de'],
    tokens: [],
    infixTokens: ['hypovereinsbank'],
  },
  {
    key: 'creditmutuel',
    names: ['credit mutuel'],
    domains: ['creditmutuel.fr'],
    tokens: [],
    infixTokens: ['creditmutuel'],
  },
  {
    key: 'caisseepargne',
    names: ["caisse d'epargne", 'caisse epargne'],
    domains: ['caisse-epargne.fr'],
    tokens: [],
  },
  {
    key: 'banquepopulaire',
    names: ['banque populaire'],
    domains: ['banquepopulaire.fr'],
    tokens: [],
    infixTokens: ['banquepopulaire'],
  },
  {
    key: 'boursorama',
    names: ['boursorama', 'boursobank'],
    domains: ['boursorama.com', 'boursobank.com'],
    tokens: [],
    infixTokens: ['boursorama', 'boursobank'],
  },
  {
    key: 'bunq',
    names: ['bunq'],
    domains: ['bunq.com'],
    tokens: ['bunq'],
  },
  {
    key: 'snsbank',
    names: ['sns bank'],
    domains: ['snsbank.nl'],
    tokens: ['snsbank'],
  },
  // Banks and payments: Spain and Portugal (the rest)
  {
    key: 'bizum',
    names: ['bizum'],
    domains: ['bizum.es'],
    tokens: ['bizum'],
  },
  {
    key: 'abanca',
    names: ['abanca'],
    domains: ['abanca.com'],
    tokens: ['abanca'],
  },
  {
    key: 'ibercaja',
    names: ['ibercaja'],
    domains: ['ibercaja.es'],
    tokens: [],
    infixTokens: ['ibercaja'],
  },
  {
    key: 'cajamar',
    names: ['cajamar'],
    domains: ['cajamar.es'],
    // Cajamar is also a town in São Paulo, in its bodies' domains: no token.
    tokens: [],
  },
  {
    key: 'mbway',
    names: ['mb way', 'mbway'],
    domains: ['mbway.pt'],
    tokens: ['mbway'],
  },
  {
    // SIBS runs the Multibanco network, whose payment references every Portuguese shop and
    // payment service sends: the names only among service words.
    key: 'sibs',
    names: [],
    weakNames: ['multibanco', 'sibs'],
    domains: ['sibs.com'],
    tokens: [],
  },
  // Banks, cooperatives and credit bureaus: Brazil (the rest)
  {
    key: 'unicred',
    names: ['unicred'],
    domains: ['unicred.com.br'],
    tokens: ['unicred'],
  },
  {
    key: 'sicredi',
    names: ['sicredi'],
    domains: ['sicredi.com.br'],
    tokens: ['sicredi'],
  },
  {
    key: 'sicoob',
    names: ['sicoob'],
    domains: ['sicoob.com.br'],
    tokens: ['sicoob'],
  },
  {
    key: 'c6bank',
    names: ['c6 bank', 'c6bank'],
    domains: ['c6bank.com.br'],
    tokens: ['c6bank'],
  },
  {
    // "Pan" is bread in Spanish: the bank by its full name.
    key: 'bancopan',
    names: ['banco pan'],
    domains: ['bancopan.com.br'],
    tokens: ['bancopan'],
  },
  {
    key: 'banrisul',
    names: ['banrisul'],
    domains: ['banrisul.com.br'],
    tokens: ['banrisul'],
  },
  {
    // Safra is a harvest in Portuguese: the bank by its full name.
    key: 'safra',
    names: ['banco safra'],
    domains: ['safra.com.br'],
    tokens: [],
  },
  {
    key: 'serasa',
    names: ['serasa', 'serasa experian'],
    domains: ['serasa.com.br'],
    tokens: ['serasa'],
  },
  // Money transfer and cards
  {
    // Wero, the European banks' wallet (EPI), replaced the French banks' Paylib in 2024–2025.
    // "Wero" is also a nickname (Mexican "güero"), so alone only among service words; no token.
    key: 'wero',
    names: ['wero wallet', 'paylib'],
    weakNames: ['wero'],
    domains: ['wero-wallet.eu', 'epicompany.eu', 'paylib.fr'],
    tokens: ['paylib'],
  },
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
];

// Crypto
export const FINANCE_CRYPTO_BRANDS: readonly Brand[] = [
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
  {
    // Phantom is an ordinary word: the bare name only among service words.
    key: 'phantom',
    names: ['phantom wallet', 'phantom app'],
    weakNames: ['phantom'],
    domains: ['phantom.app'],
    tokens: [],
  },
  {
    // Trésor (a treasury) is one edit away: a whole piece only.
    key: 'trezor',
    names: ['trezor', 'trezor suite'],
    domains: ['trezor.io'],
    tokens: ['trezor'],
  },
  {
    key: 'exodus',
    names: ['exodus wallet'],
    weakNames: ['exodus'],
    domains: ['exodus.com'],
    tokens: [],
  },
  {
    key: 'atomicwallet',
    names: ['atomic wallet'],
    domains: ['atomicwallet.io'],
    tokens: [],
    infixTokens: ['atomicwallet'],
  },
  {
    key: 'walletconnect',
    names: ['walletconnect', 'wallet connect'],
    domains: ['walletconnect.com'],
    tokens: [],
    infixTokens: ['walletconnect'],
  },
  {
    key: 'bybit',
    names: ['bybit'],
    domains: ['bybit.com'],
    tokens: ['bybit'],
  },
  {
    key: 'okx',
    names: ['okx'],
    domains: ['okx.com'],
    tokens: ['okx'],
  },
  {
    key: 'kucoin',
    names: ['kucoin'],
    domains: ['kucoin.com'],
    tokens: [],
    infixTokens: ['kucoin'],
  },
  {
    // bitset is one edit away: a whole piece only.
    key: 'bitget',
    names: ['bitget'],
    domains: ['bitget.com'],
    tokens: ['bitget'],
  },
  {
    key: 'bitstamp',
    names: ['bitstamp'],
    domains: ['bitstamp.net'],
    tokens: [],
    infixTokens: ['bitstamp'],
  },
  {
    key: 'bitfinex',
    names: ['bitfinex'],
    domains: ['bitfinex.com'],
    tokens: [],
    infixTokens: ['bitfinex'],
  },
  {
    // Gemini is also a constellation and Google's assistant: the exchange by its full name.
    key: 'gemini',
    names: ['gemini exchange', 'gemini trust'],
    domains: ['gemini.com'],
    tokens: [],
  },
  {
    key: 'robinhood',
    names: ['robinhood'],
    domains: ['robinhood.com'],
    tokens: ['robinhood'],
  },
  {
    key: 'etoro',
    names: ['etoro'],
    domains: ['etoro.com'],
    tokens: ['etoro'],
  },
  {
    key: 'bitpanda',
    names: ['bitpanda'],
    domains: ['bitpanda.com'],
    tokens: [],
    infixTokens: ['bitpanda'],
  },
  {
    key: 'bitvavo',
    names: ['bitvavo'],
    domains: ['bitvavo.com'],
    tokens: [],
    infixTokens: ['bitvavo'],
  },
  {
    key: 'bit2me',
    names: ['bit2me'],
    domains: ['bit2me.com'],
    // A whole piece: as an infix it would read every bit2me.<esp tenant> link (Mailchimp's bit2me.us4.list-manage.com) as a look-alike.
    tokens: ['bit2me'],
  },
  {
    // FTX's bankruptcy claims agent mails its creditors from its own domain; "FTX" alone among
    // service words is the lure's form.
    key: 'ftx',
    names: ['ftx exchange', 'ftx trading'],
    weakNames: ['ftx'],
    domains: ['ftx.com', 'ftx.us'],
    tokens: [],
  },
  {
    key: 'celsius',
    names: ['celsius network'],
    domains: ['celsius.network'],
    tokens: [],
  },
  {
    // A lido is a bathing beach: the bare name only among service words.
    key: 'lido',
    names: ['lido finance', 'lido dao', 'lido.fi'],
    weakNames: ['lido'],
    domains: ['lido.fi'],
    tokens: [],
  },
  {
    key: 'etherfi',
    names: ['etherfi', 'ether.fi'],
    domains: ['ether.fi'],
    tokens: ['etherfi'],
  },
  {
    key: 'ethereum',
    names: ['ethereum foundation', 'ethereum.org'],
    weakNames: ['ethereum'],
    domains: ['ethereum.org'],
    tokens: [],
  },
  {
    key: 'solana',
    names: ['solana foundation', 'solana labs'],
    weakNames: ['solana'],
    domains: ['solana.com', 'solana.org'],
    tokens: [],
  },
  {
    // arbitrium (Latin, in firm names) is one edit away: a whole piece only.
    key: 'arbitrum',
    names: ['arbitrum', 'arbitrum foundation'],
    domains: ['arbitrum.io', 'arbitrum.foundation'],
    tokens: ['arbitrum'],
  },
  {
    key: 'zksync',
    names: ['zksync'],
    domains: ['zksync.io'],
    tokens: [],
    infixTokens: ['zksync'],
  },
  {
    // Stellar is an ordinary adjective in many company names: the foundation's own forms only.
    key: 'stellar',
    names: ['stellar development foundation', 'stellar foundation'],
    domains: ['stellar.org'],
    tokens: [],
  },
  {
    key: 'pyth',
    names: ['pyth network'],
    domains: ['pyth.network'],
    tokens: [],
  },
  {
    // alluvium is one edit away: a whole piece only.
    key: 'illuvium',
    names: ['illuvium'],
    domains: ['illuvium.io'],
    tokens: ['illuvium'],
  },
  {
    key: 'magiceden',
    names: ['magic eden'],
    domains: ['magiceden.io'],
    tokens: ['magiceden'],
  },
  {
    key: 'unstoppabledomains',
    names: ['unstoppable domains'],
    domains: ['unstoppabledomains.com'],
    tokens: [],
    infixTokens: ['unstoppabledomains'],
  },
];
