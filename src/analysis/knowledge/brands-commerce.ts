// Retail, marketplaces, streaming, telecoms, security software and travel brands impersonated in
// the markets covered (US, UK, Spain, Portugal, Brazil, Mexico, Latin America, and the German,
// French, Dutch and Belgian mail that reaches them): gift-card and "you won" lures, parcel and
// order notices, subscription renewals, tech-support scams. Same shape and rules as brands.ts.
//
// Sources: written for this project from the brands named in Check Point's quarterly Brand
// Phishing Reports, Kaspersky's and ESET's retail/shopping phishing reviews, the FTC's consumer
// alerts on tech-support and gift-card scams, the warnings of INCIBE (ES), CNCS (PT), CERT.br,
// BSI and Verbraucherzentrale (DE), cybermalveillance.gouv.fr (FR), Fraudehelpdesk (NL) and
// Safeonweb (BE), and each brand's own published web and sending domains.

import type { Brand } from './brands.ts';

export const COMMERCE_BRANDS: readonly Brand[] = [
  // Retail and marketplaces: United States
  {
    key: 'costco',
    names: ['costco', 'costco wholesale'],
    domains: ['costco.com', 'costco.ca', 'costco.co.uk', 'costco.com.mx'],
    // costcontrol.com: a whole piece only.
    tokens: ['costco'],
  },
  {
    // Target is an ordinary word: only "Target" among service words, or its own programmes.
    key: 'target',
    names: ['target circle', 'target corporation', 'target stores'],
    weakNames: ['target'],
    domains: ['target.com'],
    tokens: [],
  },
  {
    key: 'homedepot',
    names: ['home depot', 'homedepot'],
    domains: ['homedepot.com', 'homedepot.ca', 'homedepot.com.mx'],
    tokens: [],
    infixTokens: ['homedepot'],
  },
  {
    // Lowe is a surname ("Lowe's garage"): the bare name only among service words.
    key: 'lowes',
    names: ["lowe's home improvement", 'lowes home improvement'],
    weakNames: ['lowes', "lowe's"],
    domains: ['lowes.com'],
    tokens: ['lowes'],
  },
  {
    key: 'harborfreight',
    names: ['harbor freight'],
    domains: ['harborfreight.com'],
    tokens: [],
    infixTokens: ['harborfreight'],
  },
  {
    key: 'starbucks',
    names: ['starbucks'],
    domains: ['starbucks.com'],
    tokens: ['starbucks'],
  },
  {
    // Kohl is a surname and an eye cosmetic; the possessive and the glued form are the store's.
    key: 'kohls',
    names: ['kohls', "kohl's"],
    domains: ['kohls.com'],
    tokens: ['kohls'],
  },
  {
    key: 'macys',
    names: ["macy's", 'macys'],
    domains: ['macys.com'],
    tokens: ['macys'],
  },
  {
    key: 'samsclub',
    names: ["sam's club", 'sams club', 'samsclub'],
    domains: ['samsclub.com'],
    tokens: ['samsclub'],
  },
  {
    key: 'dickssportinggoods',
    names: ["dick's sporting goods", 'dicks sporting goods'],
    domains: ['dickssportinggoods.com'],
    tokens: [],
    infixTokens: ['dickssportinggoods'],
  },
  {
    key: 'tractorsupply',
    names: ['tractor supply'],
    domains: ['tractorsupply.com'],
    tokens: [],
    infixTokens: ['tractorsupply'],
  },
  {
    key: 'acehardware',
    names: ['ace hardware'],
    domains: ['acehardware.com'],
    tokens: [],
    infixTokens: ['acehardware'],
  },
  {
    // Kröger is a common German surname: the bare name only among service words.
    key: 'kroger',
    names: ['kroger pharmacy', 'kroger co'],
    weakNames: ['kroger'],
    domains: ['kroger.com'],
    tokens: ['kroger'],
  },
  {
    key: 'wayfair',
    names: ['wayfair'],
    domains: ['wayfair.com'],
    tokens: ['wayfair'],
  },
  {
    key: 'etsy',
    names: ['etsy'],
    domains: ['etsy.com'],
    tokens: ['etsy'],
  },
  {
    // Séphora is a French first name: the bare name only among service words.
    key: 'sephora',
    names: ['sephora beauty', 'sephora france'],
    weakNames: ['sephora'],
    domains: ['sephora.com'],
    tokens: ['sephora'],
  },
  {
    key: 'louisvuitton',
    names: ['louis vuitton'],
    domains: ['louisvuitton.com'],
    tokens: [],
    infixTokens: ['louisvuitton'],
  },
  {
    key: 'samsung',
    names: ['samsung'],
    domains: ['samsung.com'],
    // Repair shops and resellers run samsung-… domains: no token.
    tokens: [],
  },
  {
    key: 'dewalt',
    names: ['dewalt'],
    domains: ['dewalt.com'],
    // Resellers run dewalt-… domains: no token.
    tokens: [],
  },
  {
    key: 'makita',
    names: ['makita'],
    domains: ['makitatools.com'],
    // Resellers run makita-… domains: no token.
    tokens: [],
  },
  {
    key: 'easycanvasprints',
    names: ['easy canvas prints', 'easycanvasprints', 'easy canvas'],
    domains: ['easycanvasprints.com'],
    tokens: [],
    infixTokens: ['easycanvas'],
  },
  // Retail and marketplaces: Europe. Chains whose regional companies, travel and photo services
  // run hyphenated domains of their own (edeka-suedwest.de, aldi-reisen.de, rewe-digital.com)
  // get no brand token: those would read as lookalikes.
  {
    key: 'ikea',
    names: ['ikea'],
    domains: ['ikea.com'],
    tokens: [],
  },
  {
    key: 'lidl',
    names: ['lidl'],
    domains: ['lidl.com', 'lidl.de', 'lidl.es', 'lidl.pt', 'lidl.fr', 'lidl.nl', 'lidl.be', 'lidl.co.uk'],
    tokens: [],
  },
  {
    key: 'aldi',
    names: ['aldi', 'aldi sud', 'aldi nord', 'aldi talk'],
    domains: ['aldi.us', 'aldi.co.uk', 'aldi-sued.de', 'aldi-nord.de', 'aldi-talk.de', 'aldi.es', 'aldi.pt', 'aldi.fr', 'aldi.nl', 'aldi.be'],
    tokens: [],
  },
  {
    key: 'carrefour',
    names: ['carrefour'],
    domains: ['carrefour.com', 'carrefour.fr', 'carrefour.es', 'carrefour.com.br', 'carrefour.be'],
    // A carrefour is a French crossroads, inside many names: a whole piece only.
    tokens: ['carrefour'],
  },
  {
    key: 'elcorteingles',
    names: ['el corte ingles', 'elcorteingles'],
    domains: ['elcorteingles.es', 'elcorteingles.pt'],
    tokens: [],
    infixTokens: ['elcorteingles'],
  },
  {
    key: 'zalando',
    names: ['zalando'],
    domains: ['zalando.com', 'zalando.de', 'zalando.es', 'zalando.fr', 'zalando.nl', 'zalando.be', 'zalando.co.uk', 'zalando.at', 'zalando.ch', 'zalando.it'],
    // Spanish and Portuguese gerunds (falando, calando) are one edit away: a whole piece only.
    tokens: ['zalando'],
  },
  {
    // Otto is a first name: only the company's own forms.
    key: 'otto',
    names: ['otto versand', 'otto group', 'otto gmbh'],
    domains: ['otto.de', 'ottogroup.com'],
    tokens: [],
  },
  {
    key: 'mediamarkt',
    names: ['mediamarkt', 'media markt', 'mediamarktsaturn', 'media markt saturn'],
    domains: ['mediamarkt.de', 'mediamarkt.es', 'mediamarkt.pt', 'mediamarkt.nl', 'mediamarkt.be', 'mediamarkt.at', 'mediamarkt.ch', 'mediamarktsaturn.com'],
    // mediamarket is an ordinary compound: a whole piece only.
    tokens: ['mediamarkt'],
  },
  {
    key: 'edeka',
    names: ['edeka'],
    domains: ['edeka.de'],
    tokens: [],
  },
  {
    key: 'rewe',
    names: ['rewe'],
    domains: ['rewe.de', 'rewe-group.com'],
    tokens: [],
  },
  {
    key: 'kaufland',
    names: ['kaufland'],
    domains: ['kaufland.de'],
    tokens: ['kaufland'],
  },
  {
    // Drugstores, perfumeries, coffee and tools: the shops whose "customer survey" rewards and
    // free vouchers reach German, Dutch, Spanish and French readers. Douglas, Rossmann and Bosch
    // are surnames, dm is a "direct message", Rituals an ordinary word: their bare names only
    // among service words.
    key: 'douglas',
    names: ['parfumerie douglas', 'douglas parfumerie', 'douglas cosmetics'],
    weakNames: ['douglas'],
    domains: ['douglas.de', 'douglas.at', 'douglas.ch', 'douglas.nl', 'douglas.it', 'douglas.es', 'douglas.pt', 'douglas.pl'],
    tokens: [],
  },
  {
    key: 'rossmann',
    names: ['rossmann drogerie', 'drogerie rossmann'],
    weakNames: ['rossmann'],
    domains: ['rossmann.de'],
    tokens: [],
  },
  {
    key: 'dm',
    names: ['dm drogerie markt', 'dm drogeriemarkt'],
    weakNames: ['dm'],
    domains: ['dm.de', 'dm.at'],
    tokens: [],
  },
  {
    key: 'tchibo',
    names: ['tchibo'],
    domains: ['tchibo.de', 'tchibo.com', 'tchibo.at', 'tchibo.ch'],
    tokens: ['tchibo'],
  },
  {
    key: 'rituals',
    names: ['rituals cosmetics'],
    weakNames: ['rituals'],
    domains: ['rituals.com'],
    tokens: [],
  },
  {
    key: 'bosch',
    names: ['robert bosch', 'bosch home', 'bosch power tools'],
    weakNames: ['bosch'],
    domains: ['bosch.com', 'bosch.de', 'bosch-home.com'],
    tokens: [],
  },
  {
    key: 'cdiscount',
    names: ['cdiscount'],
    domains: ['cdiscount.com'],
    tokens: ['cdiscount'],
  },
  {
    key: 'fressnapf',
    names: ['fressnapf'],
    domains: ['fressnapf.de'],
    tokens: [],
    infixTokens: ['fressnapf'],
  },
  {
    // "BOL" is also Brazil's free mailbox (bol.com.br): the Dutch shop only by its full name.
    key: 'bolcom',
    names: ['bol.com'],
    domains: ['bol.com'],
    tokens: [],
  },
  {
    key: 'coolblue',
    names: ['coolblue'],
    domains: ['coolblue.nl', 'coolblue.be', 'coolblue.de'],
    tokens: ['coolblue'],
  },
  {
    key: 'albertheijn',
    names: ['albert heijn', 'albertheijn'],
    domains: ['ah.nl', 'ah.be'],
    tokens: [],
    infixTokens: ['albertheijn'],
  },
  {
    key: 'fnac',
    names: ['fnac', 'fnac darty'],
    domains: ['fnac.com', 'fnac.es', 'fnac.pt', 'fnac.be', 'fnac.ch', 'fnacdarty.com'],
    tokens: [],
  },
  {
    key: 'leroymerlin',
    names: ['leroy merlin', 'leroymerlin'],
    domains: ['leroymerlin.fr', 'leroymerlin.es', 'leroymerlin.pt', 'leroymerlin.com.br', 'leroymerlin.it', 'leroymerlin.pl'],
    tokens: [],
    infixTokens: ['leroymerlin'],
  },
  {
    // A decathlon is also an athletics event.
    key: 'decathlon',
    names: [],
    weakNames: ['decathlon'],
    domains: [
      'decathlon.com',
      'decathlon.fr',
      'decathlon.es',
      'decathlon.pt',
      'decathlon.de',
      'decathlon.nl',
      'decathlon.be',
      'decathlon.co.uk',
      'decathlon.com.br',
      'decathlon.com.mx',
    ],
    tokens: [],
  },
  {
    key: 'vinted',
    names: ['vinted'],
    domains: ['vinted.com'],
    tokens: ['vinted'],
  },
  {
    key: 'leboncoin',
    names: ['leboncoin', 'le bon coin'],
    domains: ['leboncoin.fr'],
    tokens: [],
    infixTokens: ['leboncoin'],
  },
  {
    // The German and Dutch classifieds are named with the ordinary words for classified ads and
    // marketplace (newspapers' "Kleinanzeigen" desks, every other "marktplaats"): their names only
    // among service words, and no domain token, which ordinary hosts embed, unless joined to a
    // payout word (kleinanzeigen-zahlung.de): the fake "the buyer already paid" page.
    key: 'kleinanzeigen',
    names: [],
    weakNames: ['kleinanzeigen'],
    domains: ['kleinanzeigen.de'],
    tokens: [],
    payoutTokens: ['kleinanzeigen'],
  },
  {
    key: 'marktplaats',
    names: [],
    weakNames: ['marktplaats'],
    domains: ['marktplaats.nl'],
    tokens: [],
    payoutTokens: ['marktplaats'],
  },
  {
    key: 'europapark',
    names: ['europa park'],
    domains: ['europapark.de'],
    tokens: ['europapark'],
  },
  // Marketplaces: Latin America and Asia
  {
    key: 'magalu',
    names: ['magazine luiza', 'magalu'],
    domains: ['magazineluiza.com.br', 'magalu.com'],
    // magaluf (a Majorcan resort) holds "magalu": a whole piece only.
    tokens: ['magalu'],
    infixTokens: ['magazineluiza'],
  },
  {
    // "Americanas" is the Portuguese and Spanish plural adjective.
    key: 'americanas',
    names: ['lojas americanas', 'americanas.com'],
    weakNames: ['americanas'],
    domains: ['americanas.com.br'],
    tokens: ['americanas'],
  },
  {
    key: 'shein',
    names: ['shein'],
    domains: ['shein.com', 'shein.co.uk'],
    tokens: ['shein'],
  },
  {
    key: 'temu',
    names: ['temu'],
    domains: ['temu.com'],
    tokens: ['temu'],
  },
  {
    key: 'aliexpress',
    names: ['aliexpress', 'ali express', 'alibaba'],
    domains: ['aliexpress.com', 'aliexpress.us', 'alibaba.com'],
    // airexpress is two edits away: a whole piece only.
    tokens: ['aliexpress', 'alibaba'],
  },
  {
    key: 'shopee',
    names: ['shopee'],
    domains: ['shopee.com', 'shopee.com.br'],
    tokens: ['shopee'],
  },
  {
    key: 'casasbahia',
    names: ['casas bahia', 'casasbahia'],
    domains: ['casasbahia.com.br'],
    tokens: [],
    infixTokens: ['casasbahia'],
  },
  {
    key: 'ifood',
    names: ['ifood'],
    domains: ['ifood.com.br'],
    tokens: ['ifood'],
  },
  // Streaming and entertainment
  {
    key: 'hulu',
    names: ['hulu'],
    domains: ['hulu.com', 'hulumail.com'],
    tokens: ['hulu'],
  },
  {
    key: 'hbomax',
    names: ['hbo max', 'hbomax'],
    // Max is a first name: HBO's renamed service only as "HBO Max".
    weakNames: ['hbo'],
    domains: ['hbomax.com', 'hbo.com', 'max.com'],
    tokens: ['hbomax'],
  },
  {
    key: 'siriusxm',
    names: ['siriusxm', 'sirius xm'],
    domains: ['siriusxm.com'],
    tokens: [],
    infixTokens: ['siriusxm'],
  },
  // Telecoms
  {
    // "AT&T" folds to the tokens "at t": only standing alone among service words.
    key: 'att',
    names: ['at&t wireless', 'at&t mobility', 'at&t internet'],
    weakNames: ['at&t', 'att'],
    domains: ['att.com'],
    tokens: [],
  },
  {
    key: 'verizon',
    names: ['verizon', 'verizon wireless', 'verizon fios'],
    domains: ['verizon.com', 'verizonwireless.com', 'vzw.com'],
    // verzon (Dutch) is one edit away: a whole piece only.
    tokens: ['verizon'],
  },
  {
    key: 'tmobile',
    names: ['t-mobile', 'tmobile'],
    domains: ['t-mobile.com', 't-mobile.nl'],
    // mobile (mobile.de, a car market) is one edit away: a whole piece only.
    tokens: ['tmobile'],
  },
  {
    key: 'telekom',
    names: ['telekom', 'deutsche telekom', 'magenta tv'],
    domains: ['telekom.de', 'telekom.com', 't-mobile.de'],
    // telecom is one edit away: a whole piece only.
    tokens: ['telekom'],
  },
  {
    key: 'o2',
    names: ['o2 uk', 'o2 telefonica', 'telefonica o2'],
    weakNames: ['o2'],
    domains: ['o2.co.uk', 'o2online.de', 'o2.de'],
    tokens: ['o2online'],
  },
  {
    // Orange is a colour and a fruit first.
    key: 'orange',
    names: ['orange telecom', 'orange mobile', 'orange business', 'orange espana'],
    weakNames: ['orange'],
    domains: ['orange.com', 'orange.fr', 'orange.es', 'orange.be', 'orange-business.com'],
    tokens: [],
  },
  {
    // "Vivo" is "I live" in Portuguese and Spanish, and a phone maker (vivo.com) too: only the
    // operator's own forms.
    key: 'vivo',
    names: ['vivo fibra', 'vivo empresas', 'telefonica vivo', 'vivo telefonica', 'vivo movel'],
    domains: ['vivo.com.br', 'telefonica.com.br'],
    tokens: [],
  },
  {
    // "Claro" is "clear" or "of course" in Spanish and Portuguese.
    key: 'claro',
    names: ['claro brasil', 'claro net', 'claro hogar', 'claro movil'],
    weakNames: ['claro'],
    domains: ['claro.com.br', 'claro.com.co', 'claro.com.ar', 'claro.com.pe'],
    tokens: [],
  },
  {
    key: 'telcel',
    names: ['telcel'],
    domains: ['telcel.com'],
    tokens: ['telcel'],
  },
  {
    // Tim is a first name: only the operator's own forms.
    key: 'tim',
    names: ['tim brasil', 'tim live', 'tim celular', 'tim s.a'],
    domains: ['tim.com.br', 'tim.it'],
    tokens: [],
  },
  {
    key: 'meo',
    names: ['meo empresas', 'altice meo'],
    weakNames: ['meo'],
    domains: ['meo.pt', 'altice.pt'],
    tokens: [],
  },
  {
    // "Nos" is "we" in Portuguese and Spanish.
    key: 'nos',
    names: ['nos comunicacoes'],
    weakNames: ['nos'],
    domains: ['nos.pt'],
    tokens: [],
  },
  {
    key: 'kpn',
    names: ['kpn'],
    // kpnmail.nl is KPN's consumer mailbox domain (its abuse desk runs blacklist.kpnmail.nl);
    // freemail.ts lists it too, so only KPN's system mailboxes there back the name.
    domains: ['kpn.com', 'kpnmail.nl'],
    tokens: ['kpn'],
  },
  {
    key: 'ziggo',
    names: ['ziggo'],
    domains: ['ziggo.nl', 'vodafoneziggo.nl'],
    tokens: ['ziggo'],
  },
  {
    key: 'proximus',
    names: ['proximus'],
    domains: ['proximus.be', 'proximus.com'],
    // proximos ("next" in Spanish) is one edit away: a whole piece only.
    tokens: ['proximus'],
  },
  {
    key: 'sfr',
    names: ['sfr box', 'sfr mobile'],
    weakNames: ['sfr'],
    domains: ['sfr.com'],
    tokens: [],
  },
  {
    // Bouygues is a family name and a builder: the telecom operator by its full name.
    key: 'bouygues',
    names: ['bouygues telecom'],
    domains: ['bouyguestelecom.fr'],
    tokens: [],
    infixTokens: ['bouyguestelecom'],
  },
  {
    // "Free" alone is an offer ("Free Delivery" holds only service words): the operator's own forms.
    key: 'free',
    names: ['free mobile', 'freebox', 'free telecom', 'iliad free'],
    domains: ['freebox.fr', 'free-mobile.fr', 'iliad.fr'],
    tokens: ['freebox'],
  },
  {
    key: 'bt',
    names: ['bt business', 'bt broadband', 'bt group', 'british telecom', 'british telecommunications'],
    weakNames: ['bt'],
    domains: ['bt.com'],
    tokens: [],
  },
  // Energy
  {
    // Iberdrola's Spanish retail and distribution companies (Curenergía, i-DE) write from their
    // own domains; group companies abroad (Avangrid, ScottishPower, Neoenergia) under other names.
    key: 'iberdrola',
    names: ['iberdrola'],
    domains: ['iberdrola.es', 'iberdrola.com', 'curenergia.es', 'i-de.es'],
    tokens: ['iberdrola'],
  },
  // Security software and support
  {
    key: 'avast',
    names: ['avast', 'avast antivirus'],
    domains: ['avast.com', 'avg.com'],
    tokens: ['avast'],
  },
  {
    key: 'kaspersky',
    names: ['kaspersky'],
    domains: ['kaspersky.com'],
    tokens: [],
    infixTokens: ['kaspersky'],
  },
  // Travel and transport
  {
    key: 'ryanair',
    names: ['ryanair'],
    domains: ['ryanair.com'],
    tokens: ['ryanair'],
  },
  {
    // Iberia is a peninsula: the bare name only among service words.
    key: 'iberia',
    names: ['iberia plus', 'iberia airlines', 'iberia lineas aereas', 'iberia express'],
    weakNames: ['iberia'],
    domains: ['iberia.com'],
    tokens: [],
  },
  {
    key: 'tapportugal',
    names: ['tap air portugal', 'tap portugal', 'flytap'],
    domains: ['flytap.com'],
    tokens: ['flytap'],
  },
  {
    // "Uber" is German "über" folded.
    key: 'uber',
    names: ['uber eats', 'ubereats', 'uber technologies'],
    weakNames: ['uber'],
    domains: ['uber.com', 'ubereats.com'],
    tokens: ['ubereats'],
  },
  {
    // Declined after "der": "ein Gutschein der Deutschen Bahn".
    key: 'deutschebahn',
    names: ['deutsche bahn', 'deutschen bahn', 'db navigator', 'db fernverkehr', 'db vertrieb'],
    domains: ['bahn.de', 'deutschebahn.com', 'bahn.com'],
    tokens: [],
  },
  {
    key: 'expedia',
    names: ['expedia'],
    domains: ['expedia.com', 'expedia.co.uk', 'expedia.es', 'expedia.de', 'expedia.fr', 'expedia.mx', 'expediamail.com'],
    tokens: ['expedia'],
  },
  {
    key: 'adac',
    names: ['adac'],
    domains: ['adac.de'],
    tokens: ['adac'],
  },
];
