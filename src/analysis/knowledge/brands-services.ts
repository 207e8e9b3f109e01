// Insurers and car-warranty sellers, pharmacies, telehealth and health plans, airlines, hotels and
// their loyalty programmes, and software, streaming and gaming services impersonated in the
// markets covered: "your policy", "claim your reward", "miles expiring", "renew your
// subscription" and survey-for-a-gift lures, and the direct-response brands whose names affiliate
// spam borrows from throwaway domains. Same shape and rules as brands.ts.
//
// Sources: written for this project from Check Point's Brand Phishing Reports, the FTC's and
// BBB's scam alerts (auto warranty, fake surveys, airline and retailer gift cards), CERT.br and
// Procon warnings on health-plan and airline-miles scams, Chainabuse and the brands' own
// phishing notices, and each brand's own published web and sending domains.

import type { Brand } from './brands.ts';

export const SERVICE_BRANDS: readonly Brand[] = [
  // Insurance, car warranty and home services: United States
  {
    key: 'geico',
    names: ['geico'],
    domains: ['geico.com'],
    tokens: ['geico'],
  },
  {
    key: 'allstate',
    names: ['allstate'],
    domains: ['allstate.com'],
    tokens: ['allstate'],
  },
  {
    // Progressive is an ordinary adjective: the bare name only among service words.
    key: 'progressive',
    names: ['progressive insurance'],
    weakNames: ['progressive'],
    domains: ['progressive.com'],
    tokens: [],
  },
  {
    key: 'libertymutual',
    names: ['liberty mutual'],
    domains: ['libertymutual.com'],
    tokens: [],
    infixTokens: ['libertymutual'],
  },
  {
    key: 'farmers',
    names: ['farmers insurance'],
    domains: ['farmers.com'],
    tokens: [],
  },
  {
    // "AAA" also grades batteries, bonds and games: only standing alone among service words.
    key: 'aaa',
    names: ['american automobile association'],
    weakNames: ['aaa'],
    domains: ['aaa.com'],
    tokens: [],
  },
  {
    key: 'carshield',
    names: ['carshield', 'car shield'],
    domains: ['carshield.com'],
    tokens: ['carshield'],
  },
  {
    key: 'endurancewarranty',
    names: ['endurance auto warranty', 'endurance warranty'],
    domains: ['endurancewarranty.com'],
    tokens: [],
  },
  // Insurance and health plans: Brazil
  {
    // Porto Seguro is also a town in Bahia: the insurer's own forms, or the name among service words.
    key: 'portoseguro',
    names: ['porto seguro seguros', 'porto seguro cartoes', 'porto seguro auto'],
    weakNames: ['porto seguro'],
    domains: ['portoseguro.com.br'],
    tokens: ['portoseguro'],
  },
  {
    // Amil is also a first name, alone in many a personal display name: the health plan's own forms.
    key: 'amil',
    names: ['plano amil', 'planos amil', 'amil saude', 'plano saude amil', 'convenio amil'],
    domains: ['amil.com.br'],
    tokens: [],
  },
  {
    key: 'hapvida',
    names: ['hapvida'],
    domains: ['hapvida.com.br'],
    tokens: ['hapvida'],
  },
  {
    key: 'leaffilter',
    names: ['leaffilter', 'leaf filter gutter'],
    domains: ['leaffilter.com'],
    tokens: ['leaffilter'],
  },
  {
    key: 'peoplefinders',
    names: ['peoplefinders'],
    domains: ['peoplefinders.com'],
    tokens: [],
    infixTokens: ['peoplefinders'],
  },
  // Pharmacies, telehealth and health products
  {
    key: 'walgreens',
    names: ['walgreens'],
    domains: ['walgreens.com'],
    tokens: ['walgreens'],
  },
  {
    // CVS is also a version-control system: the pharmacy by its full name.
    key: 'cvs',
    names: ['cvs pharmacy', 'cvs health', 'cvs caremark'],
    domains: ['cvs.com', 'cvshealth.com'],
    tokens: [],
  },
  {
    key: 'goodrx',
    names: ['goodrx'],
    domains: ['goodrx.com'],
    tokens: ['goodrx'],
  },
  {
    key: 'hims',
    names: ['hims', 'hims & hers', 'forhims'],
    domains: ['hims.com', 'forhims.com'],
    tokens: [],
  },
  {
    key: 'gundrymd',
    names: ['gundry md', 'gundrymd'],
    domains: ['gundrymd.com'],
    tokens: ['gundrymd'],
  },
  {
    // beverlyhills.org (the city) is two edits away: a whole piece only.
    key: 'beverlyhillsmd',
    names: ['beverly hills md'],
    domains: ['beverlyhillsmd.com'],
    tokens: ['beverlyhillsmd'],
  },
  {
    key: 'keranique',
    names: ['keranique'],
    domains: ['keranique.com'],
    tokens: ['keranique'],
  },
  {
    key: 'lifelinescreening',
    names: ['life line screening', 'lifeline screening'],
    domains: ['lifelinescreening.com'],
    tokens: [],
    infixTokens: ['lifelinescreening'],
  },
  // Airlines, hotels and loyalty programmes
  {
    // Delta is a letter, a river mouth and a dental insurer and faucet maker too: the airline's own
    // forms only.
    key: 'delta',
    names: ['delta air lines', 'delta airlines', 'skymiles'],
    domains: ['delta.com'],
    tokens: [],
  },
  {
    key: 'unitedairlines',
    names: ['united airlines', 'mileageplus'],
    domains: ['united.com'],
    tokens: [],
  },
  {
    key: 'americanairlines',
    names: ['american airlines', 'aadvantage'],
    domains: ['aa.com'],
    tokens: [],
  },
  {
    key: 'southwest',
    names: ['southwest airlines'],
    domains: ['southwest.com'],
    tokens: [],
  },
  {
    key: 'lufthansa',
    names: ['lufthansa', 'miles & more', 'miles and more'],
    domains: ['lufthansa.com', 'miles-and-more.com'],
    // The group's companies run lufthansa-technik.com, lufthansa-cargo.com…: no token.
    tokens: [],
  },
  {
    // "KIM" in capitals has the skeleton of KLM: the airline by its longer forms.
    key: 'klm',
    names: ['klm royal dutch airlines', 'klm airlines'],
    domains: ['klm.com', 'klm.nl'],
    tokens: [],
  },
  {
    key: 'airfrance',
    names: ['air france', 'flying blue'],
    domains: ['airfrance.com', 'airfrance.fr', 'flyingblue.com'],
    // The group runs airfrance-klm.com: no token.
    tokens: [],
  },
  {
    key: 'britishairways',
    names: ['british airways'],
    domains: ['britishairways.com', 'ba.com'],
    tokens: [],
    infixTokens: ['britishairways'],
  },
  {
    // Emirates NBD is a bank: the airline's own forms only.
    key: 'emirates',
    names: ['emirates airline', 'fly emirates', 'emirates skywards'],
    domains: ['emirates.com'],
    tokens: [],
  },
  {
    key: 'qatarairways',
    names: ['qatar airways'],
    domains: ['qatarairways.com'],
    tokens: [],
    infixTokens: ['qatarairways'],
  },
  {
    key: 'easyjet',
    names: ['easyjet'],
    domains: ['easyjet.com'],
    tokens: ['easyjet'],
  },
  {
    key: 'vueling',
    names: ['vueling'],
    domains: ['vueling.com'],
    tokens: ['vueling'],
  },
  {
    key: 'latam',
    names: ['latam airlines', 'latam pass'],
    domains: ['latam.com'],
    tokens: [],
  },
  {
    // Azul is "blue", Gol a goal and Smiles a plural: only the airlines' own forms.
    key: 'azul',
    names: ['azul linhas aereas', 'tudoazul', 'tudo azul'],
    domains: ['voeazul.com.br'],
    tokens: ['voeazul'],
  },
  {
    key: 'gol',
    names: ['gol linhas aereas', 'voegol'],
    domains: ['voegol.com.br'],
    tokens: ['voegol'],
  },
  {
    key: 'smiles',
    names: ['programa smiles', 'smiles fidelidade'],
    domains: ['smiles.com.br'],
    tokens: [],
  },
  {
    key: 'milhas123',
    names: ['123milhas'],
    domains: ['123milhas.com'],
    tokens: ['123milhas'],
  },
  {
    // Hilton is a surname and a first name: the chain's own forms only.
    key: 'hilton',
    names: ['hilton honors', 'hilton hotels', 'hilton hotel'],
    domains: ['hilton.com'],
    tokens: [],
  },
  {
    // Marriott is a surname: the bare name only among service words.
    key: 'marriott',
    names: ['marriott bonvoy', 'marriott hotels', 'marriott international'],
    weakNames: ['marriott'],
    domains: ['marriott.com'],
    // Franchised hotels run their own …-marriott domains: no token.
    tokens: [],
  },
  // Software, security, streaming and gaming
  {
    // The e-signature services of Brazil and France; their bare name under another country's
    // suffix (clicksign.com.br, yousign.fr) is read as a country variant.
    key: 'clicksign',
    names: ['clicksign'],
    domains: ['clicksign.com'],
    tokens: [],
    infixTokens: ['clicksign'],
  },
  {
    key: 'yousign',
    names: ['yousign'],
    domains: ['yousign.com'],
    tokens: [],
    infixTokens: ['yousign'],
  },
  {
    // Okta's tenants are its customers' sub-domains (acme.okta.com, okta-emea.com, oktapreview.com),
    // whose notices Okta sends from okta.com. An okta is also a meteorologist's unit of cloud cover:
    // the bare name only among service words.
    key: 'okta',
    names: ['okta verify', 'okta inc'],
    weakNames: ['okta'],
    domains: ['okta.com', 'okta-emea.com', 'oktapreview.com', 'oktacdn.com'],
    tokens: ['okta'],
  },
  {
    key: 'github',
    names: ['github'],
    domains: ['github.com', 'githubapp.com'],
    tenantDomains: ['github.io', 'githubusercontent.com'],
    tokens: [],
  },
  {
    key: 'canva',
    names: ['canva'],
    domains: ['canva.com'],
    tokens: [],
  },
  {
    key: 'totalav',
    names: ['totalav', 'total av'],
    domains: ['totalav.com'],
    tokens: ['totalav'],
  },
  {
    key: 'bitdefender',
    names: ['bitdefender'],
    domains: ['bitdefender.com'],
    tokens: [],
    infixTokens: ['bitdefender'],
  },
  {
    key: 'malwarebytes',
    names: ['malwarebytes'],
    domains: ['malwarebytes.com'],
    tokens: [],
    infixTokens: ['malwarebytes'],
  },
  {
    key: 'vivint',
    names: ['vivint'],
    domains: ['vivint.com'],
    tokens: ['vivint'],
  },
  {
    key: 'verisure',
    names: ['verisure'],
    domains: ['verisure.com'],
    tokens: ['verisure'],
  },
  {
    key: 'paramountplus',
    names: ['paramount+', 'paramount plus', 'paramountplus'],
    domains: ['paramountplus.com'],
    tokens: [],
    infixTokens: ['paramountplus'],
  },
  {
    // A peacock is a bird: the streaming service's own forms.
    key: 'peacock',
    names: ['peacock tv', 'peacocktv'],
    weakNames: ['peacock'],
    domains: ['peacocktv.com'],
    tokens: ['peacocktv'],
  },
  {
    key: 'roblox',
    names: ['roblox'],
    domains: ['roblox.com'],
    tokens: ['roblox'],
  },
  {
    // Steam is an ordinary word (and many a cleaning company's "Steam Team"): Valve's store by its
    // own forms only.
    key: 'steam',
    names: ['steam support', 'steam community', 'steamcommunity', 'steampowered', 'steam store'],
    domains: ['steampowered.com', 'steamcommunity.com'],
    tokens: [],
    infixTokens: ['steamcommunity', 'steampowered'],
  },
];
