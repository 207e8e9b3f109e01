// The brands and services most often impersonated in English-, Spanish- and Portuguese-speaking
// markets (and in the German, French and Dutch phishing that reaches them), with the registrable
// domains each one really sends mail from and hosts links on. This file holds the global
// technology, payment, parcel, bank, tax and crypto brands first listed; brands-commerce.ts
// (retail, streaming, telecoms, security software, travel), brands-finance.ts (European and
// Latin American banks, payments, crypto), brands-services.ts (insurers, health, airlines and
// loyalty, software and gaming) and brands-public.ts (governments, police and carriers) add the
// rest of each market.
//
// Sources: written for this project from the brands that recur in public phishing reports
// (APWG Phishing Activity Trends, Check Point's quarterly "Brand Phishing Report", Vade and
// Cofense brand rankings), the national CERT/tax/postal warnings of Spain (INCIBE), Portugal
// (CNCS, Autoridade Tributária) and Brazil (CERT.br, Receita Federal), and each brand's own
// published sending and web domains. A domain is listed only when it is certain to be the
// brand's; a missing legitimate domain makes the brand claim look unbacked, so add, never guess.
//
// Matching rules (see identity/brand-names.ts):
// - `names`: token sequences distinctive enough to name the brand wherever they appear in a
//   display name ("PayPal Service", "Equipo de Microsoft 365").
// - `weakNames`: ordinary words and short acronyms ("Apple", "UPS", "ING") that name the brand
//   only when the display name holds nothing else but service words ("Apple Support", "UPS
//   Notificaciones"; "The Ledger" is a newspaper, so "the" is no service word). Words that are
//   also first names or departments on their own ("Chase", "Office", "Booking", "Finanças",
//   "Visa") are not even weak names: a colleague called Chase or a company's Office mailbox
//   must not read as a brand.
// - `domains`: registrable domains (ICANN public suffix + one label) owned by the brand.
// - `tenantDomains`: domains the brand runs but whose sub-domains or mailboxes its customers
//   control (x.sharepoint.com, x.onmicrosoft.com, amazonses.com bounces): never a lookalike, and
//   never proof that the brand itself sent the mail.
// - `tokens`: what a lookalike domain embeds as a whole hyphen-separated piece of its registrable
//   label (`dhl-tracking.com`, `paypal-secure-login.com`; not `ups.example.com`, and not
//   `revolution.com` for `revolut`). Also the targets of the confusable and edit-distance checks.
// - `payoutTokens`: ordinary-word names that count as a token only joined to a payout word
//   (`marktplaats-betaalverzoek.com`, `kleinanzeigen-zahlung.de`; not `auto-marktplaats.nl`).
// - `infixTokens`: strings found in no ordinary word (six letters or more, or a product's short
//   name holding a digit, `1drv`), which count anywhere inside any label of a
//   host (`securepaypal.com`, `paypal.com.verify.info`). They are also the edit-distance targets
//   (one edit from six characters, two from ten), so a name with ordinary neighbours
//   (telekom/telecom, proximus/proximos, starbucks/starbuck) is a whole `token` instead.
// - `sendingHosts`: full host names under a tenant domain from which only the brand sends.
// - `reportMailboxes`: local parts from which the brand's mail server software sends delivery
//   reports on its customers' own domains (Exchange's fixed `MicrosoftExchange329e…` mailbox):
//   on a delivery report they back the brand's name whatever the domain, and they are no
//   generated identifier.
// - `memberDomains`: patterns of the registrable domains of a brand's member institutions that
//   no list can name one by one (each local Sparkasse's sparkasse-koelnbonn.de, every gov.br
//   agency): mail from them backs the brand's name, and they are never its lookalikes.

import { COMMERCE_BRANDS } from './brands-commerce.ts';
import { FINANCE_BRANDS, FINANCE_CRYPTO_BRANDS } from './brands-finance.ts';
import { PUBLIC_BRANDS } from './brands-public.ts';
import { SERVICE_BRANDS } from './brands-services.ts';

export interface Brand {
  readonly key: string;
  readonly names: readonly string[];
  readonly weakNames?: readonly string[];
  readonly domains: readonly string[];
  readonly tenantDomains?: readonly string[];
  /**
   * Mail hosts under a tenant domain that only the brand sends from (AWS notifications from
   * sns.amazonaws.com, HMRC through GOV.UK Notify): they back the brand's display name, where
   * the rest of the tenant domain does not.
   */
  readonly sendingHosts?: readonly string[];
  /** Lower case. Exchange signs its non-delivery reports "Microsoft Outlook" from the customer's domain. */
  readonly reportMailboxes?: readonly string[];
  readonly tokens: readonly string[];
  readonly infixTokens?: readonly string[];
  /**
   * Names too ordinary to be a whole token (a classifieds site called "marketplace"), which count
   * as one joined to a payout word (`marktplaats-betaalverzoek.com`, knowledge/access-words.ts):
   * the "your buyer already paid, receive the money here" page of the classifieds' scam.
   */
  readonly payoutTokens?: readonly string[];
  readonly memberDomains?: readonly RegExp[];
}

const FIRST_BRANDS: readonly Brand[] = [
  // Global technology and cloud
  {
    key: 'microsoft',
    names: [
      'microsoft',
      'office 365',
      'office365',
      'microsoft 365',
      'microsoft365',
      'onedrive',
      'one drive',
      'sharepoint',
      'share point',
      'outlook web app',
      'microsoft teams',
      'microsoft azure',
      'xbox',
      'skype',
      'hotmail',
    ],
    weakNames: ['outlook', 'windows', 'owa', 'msft', 'azure'],
    domains: [
      'microsoft.com',
      'microsoftonline.com',
      'microsoft365.com',
      'office.com',
      'office365.com',
      'office.net',
      'outlook.com',
      'live.com',
      'hotmail.com',
      'msn.com',
      'windows.com',
      'azure.com',
      'skype.com',
      'xbox.com',
      'bing.com',
      'microsoftstore.com',
      'onedrive.com',
      '1drv.ms',
      'aka.ms',
      'msft.net',
      'msauth.net',
      'msftauth.net',
      'live.net',
      'windowsupdate.com',
      'cloud.microsoft',
      'sharepointonline.com',
    ],
    tenantDomains: [
      'sharepoint.com',
      'onmicrosoft.com',
      'azurewebsites.net',
      'windows.net',
      'cloudapp.net',
      'azureedge.net',
      'azurefd.net',
      'dynamics.com',
      'powerapps.com',
      'office365.us',
    ],
    reportMailboxes: ['microsoftexchange329e71ec88ae4615bbc36ab6ce41109e', 'postmaster'],
    tokens: ['outlook365'],
    infixTokens: ['microsoft', 'office365', 'microsoft365', 'onedrive', '1drv', 'sharepoint', 'hotmail'],
  },
  {
    key: 'google',
    names: ['google', 'gmail', 'google drive', 'google docs', 'google workspace', 'g suite', 'gsuite', 'youtube'],
    domains: [
      'google.com',
      'gmail.com',
      'googlemail.com',
      'youtube.com',
      'youtu.be',
      'google.co.uk',
      'google.es',
      'google.pt',
      'google.com.br',
      'google.com.mx',
      'google.de',
      'google.fr',
      'gstatic.com',
      'withgoogle.com',
      'googleadservices.com',
      'googlesyndication.com',
      'google-analytics.com',
      'googletagmanager.com',
      'googlevideo.com',
      'doubleclick.net',
      'ggpht.com',
      'ytimg.com',
      'google.dev',
      'goo.gl',
      'g.co',
    ],
    tenantDomains: [
      'googleusercontent.com',
      'googleapis.com',
      'appspot.com',
      'blogspot.com',
      'firebaseapp.com',
      'web.app',
      'googlegroups.com',
      'page.link',
      'forms.gle',
    ],
    tokens: ['google', 'gmail'],
    infixTokens: ['googledrive', 'youtube'],
  },
  {
    key: 'apple',
    names: ['apple id', 'appleid', 'apple support', 'apple store', 'app store', 'apple pay', 'icloud', 'itunes', 'apple music', 'apple inc'],
    weakNames: ['apple'],
    domains: ['apple.com', 'icloud.com', 'me.com', 'mac.com', 'itunes.com', 'apple.news', 'mzstatic.com', 'cdn-apple.com', 'apple-dns.net'],
    tokens: ['apple'],
    infixTokens: ['appleid', 'icloud', 'itunes'],
  },
  {
    key: 'amazon',
    names: ['amazon', 'amazon prime', 'prime video', 'amazon web services', 'amazon.com'],
    weakNames: ['aws', 'prime'],
    domains: [
      'amazon.com',
      'amazon.co.uk',
      'amazon.es',
      'amazon.com.br',
      'amazon.com.mx',
      'amazon.de',
      'amazon.fr',
      'amazon.it',
      'amazon.ca',
      'amazon.in',
      'amazon.co.jp',
      'amazon.nl',
      'primevideo.com',
      'media-amazon.com',
      'images-amazon.com',
      'ssl-images-amazon.com',
      'amazon.jobs',
      'amzn.to',
      'a.co',
      'amazonpay.com',
      'amazonbusiness.com',
      'signup.aws',
    ],
    tenantDomains: ['amazonses.com', 'amazonaws.com', 'awsapps.com', 'amazoncognito.com'],
    sendingHosts: ['sns.amazonaws.com'],
    tokens: ['amazon', 'amazn', 'amzn'],
    infixTokens: ['primevideo'],
  },
  {
    key: 'netflix',
    names: ['netflix'],
    domains: ['netflix.com', 'netflix.net', 'nflxext.com', 'nflximg.net', 'nflxso.net'],
    tokens: [],
    infixTokens: ['netflix', 'netflx'],
  },
  {
    key: 'paypal',
    names: ['paypal', 'pay pal'],
    domains: [
      'paypal.com',
      'paypal.me',
      'paypalobjects.com',
      'paypal-community.com',
      'paypal.co.uk',
      'paypal.de',
      'paypal.fr',
      'paypal.es',
      'paypal.it',
      'paypal.com.au',
      'braintreegateway.com',
      'paypalgivingfund.org',
    ],
    tokens: [],
    infixTokens: ['paypal', 'paypai', 'paypall'],
  },
  {
    key: 'docusign',
    names: ['docusign', 'docu sign'],
    domains: ['docusign.com', 'docusign.net'],
    tokens: [],
    infixTokens: ['docusign', 'docusing'],
  },
  {
    key: 'adobe',
    names: ['adobe', 'adobe sign', 'adobe acrobat', 'acrobat sign', 'adobe document cloud', 'echosign'],
    weakNames: ['acrobat'],
    domains: ['adobe.com', 'adobesign.com', 'echosign.com', 'adobelogin.com', 'adobe.io', 'adobecc.com', 'typekit.net'],
    tokens: ['adobe'],
    infixTokens: ['adobesign', 'acrobat'],
  },
  {
    key: 'dropbox',
    names: ['dropbox', 'dropbox sign', 'hellosign'],
    domains: ['dropbox.com', 'dropboxmail.com', 'hellosign.com', 'db.tt'],
    tenantDomains: ['dropboxusercontent.com'],
    tokens: [],
    infixTokens: ['dropbox'],
  },
  {
    key: 'wetransfer',
    names: ['wetransfer', 'we transfer'],
    domains: ['wetransfer.com', 'we.tl'],
    tokens: [],
    infixTokens: ['wetransfer', 'wetransfr'],
  },
  {
    // Fax-to-email: "you have received a 3 page fax" notices are a classic lure in its name.
    key: 'efax',
    names: ['efax'],
    domains: ['efax.com'],
    tokens: ['efax'],
  },
  {
    key: 'linkedin',
    names: ['linkedin', 'linked in'],
    domains: ['linkedin.com', 'licdn.com', 'lnkd.in'],
    tokens: [],
    infixTokens: ['linkedin'],
  },
  {
    key: 'meta',
    names: [
      'facebook',
      'instagram',
      'whatsapp',
      'whats app',
      'meta business',
      'meta for business',
      'meta ads',
      'meta support',
      'meta platforms',
      'facebook ads',
    ],
    weakNames: ['meta'],
    domains: [
      'facebook.com',
      'facebookmail.com',
      'fb.com',
      'fb.me',
      'fbcdn.net',
      'meta.com',
      'instagram.com',
      'cdninstagram.com',
      'whatsapp.com',
      'whatsapp.net',
      'wa.me',
      'messenger.com',
      'metamail.com',
    ],
    tokens: [],
    infixTokens: ['facebook', 'instagram', 'whatsapp', 'metabusiness', 'fbsupport'],
  },
  {
    key: 'twitter',
    names: ['twitter'],
    domains: ['twitter.com', 'x.com', 't.co', 'twimg.com'],
    tokens: [],
    infixTokens: ['twitter'],
  },
  {
    key: 'tiktok',
    names: ['tiktok', 'tik tok'],
    domains: ['tiktok.com', 'tiktokv.com'],
    tokens: [],
    infixTokens: ['tiktok'],
  },
  {
    key: 'zoom',
    names: ['zoom video', 'zoom meetings', 'zoom video communications', 'zoom.us'],
    weakNames: ['zoom'],
    domains: ['zoom.us', 'zoom.com', 'zoomgov.com'],
    tokens: [],
    infixTokens: ['zoomus'],
  },
  {
    // Yahoo Inc. runs AOL Mail too: AOL webmail writes yahoo.com Message-IDs.
    key: 'yahoo',
    names: ['yahoo'],
    weakNames: ['aol'],
    domains: [
      'aol.com',
      'aol.co.uk',
      'aim.com',
      'yahoo.com',
      'yahoo.co.uk',
      'yahoo.es',
      'yahoo.com.br',
      'yahoo.com.mx',
      'yahoo.fr',
      'yahoo.de',
      'ymail.com',
      'rocketmail.com',
      'yahoodns.net',
      'yimg.com',
      'yahoo-inc.com',
    ],
    tokens: ['yahoo', 'aol'],
  },
  {
    key: 'proton',
    names: ['proton mail', 'protonmail', 'proton.me'],
    domains: ['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me'],
    tokens: [],
    infixTokens: ['protonmail'],
  },
  {
    // ebay-kleinanzeigen.de is the German classifieds' domain from eBay's time ("eBay
    // Kleinanzeigen", sold in 2021, Kleinanzeigen since 2023): it backs the name it was sent under.
    key: 'ebay',
    names: ['ebay'],
    domains: [
      'ebay.com',
      'ebay.co.uk',
      'ebay.de',
      'ebay.es',
      'ebay.fr',
      'ebay.it',
      'ebay.com.au',
      'ebay.ca',
      'ebayimg.com',
      'ebaystatic.com',
      'ebay-kleinanzeigen.de',
    ],
    tokens: ['ebay'],
  },
  {
    key: 'intuit',
    names: ['quickbooks', 'intuit', 'turbotax'],
    domains: ['intuit.com', 'quickbooks.com', 'turbotax.com'],
    tokens: ['intuit'],
    infixTokens: ['quickbooks'],
  },
  {
    key: 'spotify',
    names: ['spotify'],
    domains: ['spotify.com', 'scdn.co', 'spoti.fi'],
    tokens: [],
    infixTokens: ['spotify'],
  },
  {
    key: 'disney',
    names: ['disney+', 'disney plus', 'disneyplus'],
    // Alone or among service words ("Disney - offres"); fan clubs and stores add their own words.
    weakNames: ['disney'],
    domains: ['disneyplus.com', 'disney.com', 'go.com'],
    tokens: [],
    infixTokens: ['disneyplus'],
  },
  {
    key: 'booking',
    names: ['booking.com'],
    domains: ['booking.com', 'bstatic.com'],
    tokens: ['booking'],
  },
  {
    key: 'airbnb',
    names: ['airbnb'],
    domains: ['airbnb.com', 'airbnb.es', 'airbnb.com.br', 'airbnb.co.uk', 'airbnb.mx', 'airbnb.pt'],
    tokens: [],
    infixTokens: ['airbnb'],
  },
  {
    key: 'norton',
    names: ['norton antivirus', 'norton anti virus', 'norton 360', 'nortonlifelock', 'norton lifelock', 'norton security'],
    weakNames: ['norton'],
    domains: ['norton.com', 'nortonlifelock.com', 'gendigital.com'],
    tokens: ['norton'],
    infixTokens: ['nortonlifelock'],
  },
  {
    key: 'mcafee',
    names: ['mcafee', 'mc afee'],
    domains: ['mcafee.com'],
    tokens: [],
    infixTokens: ['mcafee'],
  },
  {
    key: 'geeksquad',
    names: ['geek squad', 'geeksquad', 'best buy', 'bestbuy'],
    domains: ['geeksquad.com', 'bestbuy.com', 'bestbuy.ca'],
    tokens: ['bestbuy'],
    infixTokens: ['geeksquad'],
  },
  {
    key: 'cpanel',
    names: ['cpanel', 'webmail cpanel'],
    domains: ['cpanel.net', 'cpanel.com'],
    tokens: [],
    infixTokens: ['cpanel'],
  },
  {
    key: 'walmart',
    names: ['walmart'],
    domains: ['walmart.com', 'walmart.com.mx'],
    tokens: [],
    infixTokens: ['walmart'],
  },
  {
    key: 'mercadolibre',
    names: ['mercado libre', 'mercado livre', 'mercadolibre', 'mercadolivre', 'mercado pago', 'mercadopago'],
    domains: [
      'mercadolibre.com',
      'mercadolibre.com.mx',
      'mercadolivre.com',
      'mercadolivre.com.br',
      'mercadopago.com',
      'mercadopago.com.br',
      'mercadopago.com.mx',
      'mlstatic.com',
    ],
    tokens: [],
    infixTokens: ['mercadolibre', 'mercadolivre', 'mercadopago'],
  },
  // Telecoms
  {
    key: 'vodafone',
    names: ['vodafone'],
    domains: ['vodafone.com', 'vodafone.es', 'vodafone.pt', 'vodafone.co.uk', 'vodafone.de'],
    tokens: [],
    infixTokens: ['vodafone'],
  },
  {
    key: 'movistar',
    names: ['movistar', 'telefonica'],
    domains: ['movistar.es', 'movistar.com', 'movistar.com.mx', 'telefonica.com', 'telefonica.es'],
    tokens: [],
    infixTokens: ['movistar'],
  },
  // Parcel and postal services
  {
    key: 'dhl',
    names: ['dhl', 'dhl express'],
    domains: [
      'dhl.com',
      'dhl.de',
      'dhl.co.uk',
      'dhl.es',
      'dhl.pt',
      'dhl.nl',
      'dhl.fr',
      'dhl.it',
      'dhl.com.mx',
      'dhl.com.br',
      'dhlparcel.nl',
      'dhlparcel.es',
      'dhlparcel.co.uk',
      'dpdhl.com',
      'dhl-news.com',
      // DHL's own top-level domain: MyDHL+ (mydhl.express.dhl) and the tracking site (dhl.dhl).
      'express.dhl',
      'dhl.dhl',
    ],
    tokens: ['dhl'],
  },
  {
    key: 'fedex',
    names: ['fedex', 'fed ex', 'federal express'],
    domains: ['fedex.com'],
    tokens: ['fedex'],
  },
  {
    key: 'ups',
    names: ['united parcel service', 'ups my choice'],
    weakNames: ['ups'],
    domains: ['ups.com'],
    tokens: ['ups'],
  },
  {
    key: 'usps',
    names: ['usps', 'united states postal service', 'us postal service', 'u.s. postal service', 'informed delivery'],
    domains: ['usps.com', 'usps.gov'],
    tokens: ['usps'],
  },
  {
    key: 'correos',
    names: ['correos express', 'correos espana', 'correos de espana', 'sociedad estatal correos'],
    weakNames: ['correos'],
    domains: ['correos.es', 'correosexpress.com', 'correos.com'],
    tokens: ['correos'],
    infixTokens: ['correosexpress'],
  },
  {
    key: 'ctt',
    names: ['ctt correios', 'ctt expresso', 'correios de portugal', 'ctt portugal'],
    weakNames: ['ctt'],
    domains: ['ctt.pt'],
    tokens: ['ctt'],
  },
  {
    key: 'correios',
    names: ['correios', 'correios do brasil', 'sedex'],
    domains: ['correios.com.br'],
    tokens: ['sedex'],
    infixTokens: ['correios'],
  },
  {
    key: 'royalmail',
    names: ['royal mail', 'royalmail'],
    domains: ['royalmail.com', 'royalmail.co.uk', 'royalmailgroup.com'],
    tokens: [],
    infixTokens: ['royalmail'],
  },
  {
    key: 'dpd',
    names: ['dpd'],
    domains: ['dpd.com', 'dpd.co.uk', 'dpd.de', 'dpd.es', 'dpd.pt', 'dpd.nl', 'dpd.fr', 'dpdgroup.com'],
    tokens: ['dpd'],
  },
  {
    key: 'postnl',
    names: ['postnl'],
    domains: ['postnl.nl', 'postnl.com'],
    tokens: [],
    infixTokens: ['postnl'],
  },
  {
    key: 'evri',
    names: ['evri', 'hermes parcelnet'],
    domains: ['evri.com'],
    tokens: ['evri'],
  },
  {
    key: 'deutschepost',
    names: ['deutsche post'],
    domains: ['deutschepost.de'],
    tokens: [],
    infixTokens: ['deutschepost'],
  },
  // Banks: Spain
  {
    key: 'santander',
    // Santander is also a Spanish city (its council, hotels, clubs): only banking forms are distinctive.
    names: ['banco santander', 'santander bank', 'santander totta', 'santander consumer', 'santander uk'],
    weakNames: ['santander'],
    domains: [
      'santander.com',
      'bancosantander.es',
      'santander.es',
      'santander.co.uk',
      'santander.com.br',
      'santander.com.mx',
      'santander.pt',
      'santanderbank.com',
      'santanderconsumer.es',
      'openbank.es',
    ],
    tokens: ['santander'],
  },
  {
    key: 'bbva',
    names: ['bbva', 'banco bilbao vizcaya'],
    domains: ['bbva.es', 'bbva.com', 'bbva.mx', 'bbva.pt', 'bbvanet.com.mx'],
    tokens: ['bbva'],
  },
  {
    key: 'caixabank',
    names: ['caixabank', 'caixa bank', 'la caixa'],
    domains: ['caixabank.es', 'caixabank.com', 'lacaixa.es'],
    tokens: [],
    infixTokens: ['caixabank', 'lacaixa'],
  },
  {
    key: 'sabadell',
    names: ['banco sabadell', 'banc sabadell', 'bancsabadell'],
    weakNames: ['sabadell'],
    domains: ['bancsabadell.com', 'bancosabadell.com', 'sabadell.com'],
    tokens: ['sabadell'],
    infixTokens: ['bancsabadell'],
  },
  {
    key: 'bankinter',
    names: ['bankinter'],
    domains: ['bankinter.com', 'bankinter.es', 'bankinter.pt'],
    tokens: [],
    infixTokens: ['bankinter'],
  },
  {
    key: 'ing',
    names: ['ing direct', 'ing bank', 'ing diba', 'ing espana'],
    weakNames: ['ing'],
    domains: ['ing.com', 'ing.es', 'ing.nl', 'ing.de', 'ing.be'],
    tokens: [],
    infixTokens: ['ingdirect'],
  },
  {
    key: 'unicaja',
    names: ['unicaja', 'unicaja banco'],
    domains: ['unicajabanco.es', 'unicaja.es'],
    tokens: [],
    infixTokens: ['unicaja'],
  },
  {
    key: 'kutxabank',
    names: ['kutxabank'],
    domains: ['kutxabank.es'],
    tokens: [],
    infixTokens: ['kutxabank'],
  },
  // Banks: Portugal
  {
    key: 'millenniumbcp',
    names: ['millennium bcp', 'millenniumbcp', 'banco comercial portugues'],
    weakNames: ['millennium'],
    domains: ['millenniumbcp.pt', 'millennium.pt'],
    tokens: [],
    infixTokens: ['millenniumbcp'],
  },
  {
    key: 'cgd',
    names: ['caixa geral de depositos', 'caixa geral', 'caixadirecta'],
    weakNames: ['cgd'],
    domains: ['cgd.pt'],
    tokens: [],
    infixTokens: ['caixageral', 'caixadirecta'],
  },
  {
    key: 'novobanco',
    names: ['novo banco', 'novobanco'],
    domains: ['novobanco.pt'],
    tokens: [],
    infixTokens: ['novobanco'],
  },
  {
    key: 'bpi',
    names: ['banco bpi', 'bpi net'],
    weakNames: ['bpi'],
    domains: ['bancobpi.pt', 'bpi.pt'],
    tokens: [],
    infixTokens: ['bancobpi'],
  },
  // Banks: Brazil
  {
    key: 'itau',
    names: ['itau', 'itau unibanco', 'banco itau', 'itaucard'],
    domains: ['itau.com.br', 'itau.com', 'itau-unibanco.com.br'],
    tokens: ['itau'],
  },
  {
    key: 'bradesco',
    names: ['bradesco', 'banco bradesco'],
    domains: ['bradesco.com.br', 'bradescoseguros.com.br', 'bradescard.com.br'],
    tokens: [],
    infixTokens: ['bradesco'],
  },
  {
    key: 'bancodobrasil',
    names: ['banco do brasil', 'ourocard'],
    domains: ['bb.com.br'],
    tokens: [],
    infixTokens: ['bancodobrasil'],
  },
  {
    key: 'caixafederal',
    names: ['caixa economica federal', 'caixa economica', 'caixa tem', 'caixa fgts', 'fgts caixa'],
    // "Caixa" alone is a box in Portuguese and CaixaBank's or CGD's short name elsewhere; among
    // service words it is how CAIXA signs in Brazil.
    weakNames: ['caixa'],
    domains: ['caixa.gov.br'],
    tokens: [],
    infixTokens: ['caixaeconomica'],
  },
  {
    key: 'nubank',
    names: ['nubank', 'banco nu'],
    domains: ['nubank.com.br', 'nu.com.mx', 'nu.com.co'],
    tokens: [],
    infixTokens: ['nubank'],
  },
  // Banks: Mexico
  {
    key: 'banorte',
    names: ['banorte'],
    domains: ['banorte.com'],
    tokens: [],
    infixTokens: ['banorte'],
  },
  {
    key: 'citibanamex',
    names: ['citibanamex', 'banamex'],
    domains: ['banamex.com', 'citibanamex.com'],
    tokens: [],
    infixTokens: ['banamex', 'citibanamex'],
  },
  // Banks and cards: United States and United Kingdom
  {
    key: 'chase',
    names: ['chase bank', 'chase online', 'jpmorgan chase', 'jp morgan chase', 'jpmorgan', 'jp morgan'],
    domains: ['chase.com', 'jpmorgan.com', 'jpmorganchase.com', 'jpmchase.com'],
    tokens: ['chase'],
    infixTokens: ['jpmorgan'],
  },
  {
    key: 'wellsfargo',
    names: ['wells fargo', 'wellsfargo'],
    domains: ['wellsfargo.com', 'wf.com', 'wellsfargoemail.com'],
    tokens: [],
    infixTokens: ['wellsfargo'],
  },
  {
    key: 'bankofamerica',
    names: ['bank of america', 'bankofamerica', 'mbna'],
    weakNames: ['bofa'],
    domains: ['bankofamerica.com', 'bankamerica.com', 'bofa.com', 'ml.com', 'mbna.com'],
    tokens: ['bofa'],
    infixTokens: ['bankofamerica'],
  },
  {
    key: 'citi',
    names: ['citibank', 'citigroup', 'citi cards'],
    weakNames: ['citi'],
    domains: ['citi.com', 'citibank.com', 'citigroup.com', 'citicards.com', 'citibank.co.uk'],
    tokens: ['citi'],
    infixTokens: ['citibank'],
  },
  {
    key: 'hsbc',
    names: ['hsbc'],
    domains: ['hsbc.com', 'hsbc.co.uk', 'hsbc.com.mx', 'hsbc.com.br', 'hsbc.es', 'hsbcnet.com'],
    tokens: ['hsbc'],
  },
  {
    key: 'barclays',
    names: ['barclays', 'barclaycard'],
    domains: ['barclays.co.uk', 'barclays.com', 'barclaycard.co.uk', 'barclaycardus.com', 'barclays.net'],
    tokens: [],
    infixTokens: ['barclays', 'barclaycard'],
  },
  {
    key: 'lloyds',
    names: ['lloyds bank', 'lloyds banking'],
    weakNames: ['lloyds'],
    domains: ['lloydsbank.com', 'lloydsbank.co.uk', 'lloydsbankinggroup.com'],
    tokens: [],
    infixTokens: ['lloydsbank'],
  },
  {
    key: 'natwest',
    names: ['natwest'],
    domains: ['natwest.com', 'rbs.co.uk', 'rbs.com'],
    tokens: [],
    infixTokens: ['natwest'],
  },
  {
    key: 'capitalone',
    names: ['capital one', 'capitalone'],
    domains: ['capitalone.com', 'capitalone.co.uk'],
    tokens: [],
    infixTokens: ['capitalone'],
  },
  {
    key: 'amex',
    names: ['american express', 'americanexpress'],
    weakNames: ['amex'],
    domains: ['americanexpress.com', 'aexp.com', 'amex.com', 'aexp-static.com'],
    tokens: ['amex'],
    infixTokens: ['americanexpress'],
  },
  {
    key: 'huntington',
    names: ['huntington bank', 'huntington national bank'],
    domains: ['huntington.com'],
    tokens: [],
    infixTokens: ['huntingtonbank'],
  },
  {
    key: 'regions',
    names: ['regions bank', 'regions financial'],
    domains: ['regions.com'],
    tokens: [],
    infixTokens: ['regionsbank'],
  },
  {
    key: 'truist',
    names: ['truist', 'suntrust'],
    domains: ['truist.com', 'suntrust.com'],
    tokens: ['truist'],
    infixTokens: ['suntrust'],
  },
  {
    key: 'keybank',
    names: ['keybank', 'key bank'],
    domains: ['key.com', 'keybank.com'],
    tokens: [],
    infixTokens: ['keybank'],
  },
  {
    key: 'usbank',
    names: ['u.s. bank', 'us bank', 'usbank'],
    domains: ['usbank.com'],
    tokens: ['usbank'],
  },
  {
    key: 'pnc',
    names: ['pnc bank'],
    weakNames: ['pnc'],
    domains: ['pnc.com'],
    tokens: ['pnc'],
  },
  {
    key: 'tdbank',
    names: ['td bank', 'td canada trust'],
    domains: ['td.com', 'tdbank.com'],
    tokens: ['tdbank'],
  },
  {
    key: 'ncua',
    names: ['national credit union administration', 'ncua'],
    domains: ['ncua.gov'],
    tokens: ['ncua'],
  },
  {
    key: 'visa',
    names: ['visa.com', 'verified by visa', 'visa card'],
    domains: ['visa.com', 'visa.co.uk', 'visa.com.br', 'visa.es'],
    tokens: [],
  },
  {
    key: 'mastercard',
    names: ['mastercard', 'master card', 'mastercard securecode'],
    domains: ['mastercard.com', 'mastercard.us', 'mastercard.com.br', 'mastercard.es'],
    tokens: [],
    infixTokens: ['mastercard'],
  },
  {
    key: 'livelo',
    names: ['livelo'],
    domains: ['livelo.com.br'],
    tokens: ['livelo'],
  },
  {
    key: 'statefarm',
    names: ['state farm', 'statefarm'],
    domains: ['statefarm.com'],
    tokens: [],
    infixTokens: ['statefarm'],
  },
  {
    key: 'revolut',
    names: ['revolut'],
    domains: ['revolut.com', 'revolut.me'],
    tokens: ['revolut'],
  },
  {
    key: 'venmo',
    names: ['venmo'],
    domains: ['venmo.com'],
    tokens: ['venmo'],
  },
  {
    key: 'zelle',
    names: ['zelle pay', 'zellepay'],
    weakNames: ['zelle'],
    domains: ['zellepay.com', 'zelle.com'],
    tokens: ['zelle'],
    infixTokens: ['zellepay'],
  },
  {
    key: 'cashapp',
    names: ['cash app', 'cashapp', 'square cash'],
    domains: ['cash.app', 'cash.me', 'squareup.com', 'square.com'],
    tokens: [],
    infixTokens: ['cashapp'],
  },
  // Tax and public authorities
  {
    key: 'aeat',
    names: ['agencia tributaria', 'agencia estatal de administracion tributaria', 'aeat'],
    domains: ['agenciatributaria.es', 'agenciatributaria.gob.es', 'aeat.es'],
    tokens: ['aeat'],
    infixTokens: ['agenciatributaria'],
  },
  {
    key: 'segsocial',
    names: ['seguridad social', 'tesoreria general de la seguridad social'],
    domains: ['seg-social.es', 'seg-social.gob.es'],
    tokens: [],
    infixTokens: ['segsocial'],
  },
  {
    // Portugal's Instituto da Segurança Social: the same domain name as Spain's under .pt. As
    // "Seguridad Social" (also Ecuador's IESS), the name is shared abroad (Angola's and Mozambique's
    // INSS); "segurança" is a service word, so the name cannot be a weak one.
    key: 'segsocialpt',
    names: ['seguranca social'],
    domains: ['seg-social.pt'],
    tokens: [],
  },
  {
    key: 'dgt',
    names: ['direccion general de trafico'],
    weakNames: ['dgt'],
    domains: ['dgt.es', 'dgt.gob.es'],
    tokens: ['dgt'],
  },
  {
    key: 'atportugal',
    names: ['autoridade tributaria', 'autoridade tributaria e aduaneira', 'portal das financas', 'portaldasfinancas'],
    domains: ['portaldasfinancas.gov.pt', 'at.gov.pt'],
    tokens: [],
    infixTokens: ['portaldasfinancas', 'autoridadetributaria'],
  },
  {
    key: 'receitafederal',
    names: ['receita federal', 'receita federal do brasil', 'ministerio da fazenda'],
    domains: ['fazenda.gov.br', 'economia.gov.br'],
    tokens: [],
    infixTokens: ['receitafederal'],
  },
  {
    key: 'satmexico',
    names: ['servicio de administracion tributaria'],
    weakNames: ['sat'],
    domains: ['sat.gob.mx'],
    tokens: [],
  },
  {
    key: 'irs',
    names: ['irs', 'internal revenue service'],
    domains: ['irs.gov'],
    tokens: ['irs'],
  },
  {
    key: 'hmrc',
    names: ['hmrc', 'hm revenue', 'hm revenue and customs', 'hm revenue & customs'],
    domains: ['hmrc.gov.uk'],
    // GOV.UK services live under service.gov.uk; HMRC's reminders come through GOV.UK Notify,
    // whose sending host only public bodies can use.
    tenantDomains: ['service.gov.uk'],
    sendingHosts: ['tax.service.gov.uk', 'notifications.service.gov.uk'],
    tokens: ['hmrc'],
  },
];

// Crypto exchanges and wallets
const FIRST_CRYPTO_BRANDS: readonly Brand[] = [
  {
    key: 'coinbase',
    names: ['coinbase'],
    domains: ['coinbase.com'],
    tokens: [],
    infixTokens: ['coinbase'],
  },
  {
    key: 'binance',
    names: ['binance'],
    domains: ['binance.com', 'binance.us'],
    tokens: [],
    infixTokens: ['binance'],
  },
  {
    key: 'kraken',
    names: ['kraken exchange'],
    weakNames: ['kraken'],
    domains: ['kraken.com'],
    tokens: [],
  },
  {
    key: 'metamask',
    names: ['metamask'],
    domains: ['metamask.io'],
    tokens: [],
    infixTokens: ['metamask'],
  },
  {
    key: 'blockchaincom',
    names: ['blockchain.com'],
    domains: ['blockchain.com'],
    tokens: [],
  },
  {
    key: 'trustwallet',
    names: ['trust wallet', 'trustwallet'],
    domains: ['trustwallet.com'],
    tokens: [],
    infixTokens: ['trustwallet'],
  },
  {
    key: 'ledger',
    names: ['ledger live', 'ledger wallet', 'ledger nano'],
    weakNames: ['ledger'],
    domains: ['ledger.com'],
    tokens: [],
    infixTokens: ['ledgerlive'],
  },
  {
    key: 'cryptocom',
    names: ['crypto.com'],
    domains: ['crypto.com'],
    tokens: [],
  },
  {
    key: 'bitso',
    names: ['bitso'],
    domains: ['bitso.com'],
    tokens: ['bitso'],
  },
];

export const BRANDS: readonly Brand[] = [
  ...FIRST_BRANDS,
  ...FIRST_CRYPTO_BRANDS,
  ...COMMERCE_BRANDS,
  ...FINANCE_BRANDS,
  ...FINANCE_CRYPTO_BRANDS,
  ...SERVICE_BRANDS,
  ...PUBLIC_BRANDS,
];

/**
 * The crypto exchanges, wallets, chains and tokens. They hold their users' coins or keys, and no
 * helpdesk, shop or employer writes about the state of someone's wallet or exchange account on
 * their behalf: an account alert naming one anywhere in its text is told in that brand's name.
 */
export const CRYPTO_BRAND_KEYS: ReadonlySet<string> = new Set([...FIRST_CRYPTO_BRANDS, ...FINANCE_CRYPTO_BRANDS].map((brand) => brand.key));

/**
 * The social networks whose page and channel "strikes" (copyright reports, policy violations, a
 * page to be disabled unless its owner appeals) are a lure of their own. The networks send them
 * from their own domains; nobody writes them from a free mailbox on the network's behalf.
 */
export const SOCIAL_NETWORK_BRAND_KEYS: ReadonlySet<string> = new Set(['meta', 'tiktok', 'twitter', 'linkedin']);

/**
 * Words that may surround a weak brand name in a display name without making it a person's or
 * another organisation's name: roles, departments and notification words (en/es/pt, and the
 * de/fr/nl ones of parcel and account notices), and the countries of the markets covered.
 * Articles other than the Romance "de/da/do/la/el" stay out ("The Ledger", "Die Post").
 */
export const SERVICE_WORDS: readonly string[] = [
  'account',
  'accounts',
  'admin',
  'alert',
  'alerts',
  'billing',
  'care',
  'center',
  'centre',
  'customer',
  'customers',
  'delivery',
  'desk',
  'help',
  'helpdesk',
  'id',
  'inc',
  'info',
  'mail',
  'member',
  'members',
  'no',
  'noreply',
  'no-reply',
  'notice',
  'notification',
  'notifications',
  'online',
  'reply',
  'security',
  'service',
  'services',
  'shipping',
  'support',
  'team',
  'tracking',
  'update',
  'updates',
  'verification',
  'aviso',
  'avisos',
  'atencion',
  'cliente',
  'clientes',
  'cuenta',
  'de',
  'del',
  'do',
  'da',
  'envios',
  'equipo',
  'equipe',
  'la',
  'el',
  'notificacion',
  'notificaciones',
  'notificacao',
  'notificacoes',
  'seguridad',
  'seguranca',
  'servicio',
  'servicios',
  'servico',
  'servicos',
  'soporte',
  'suporte',
  'conta',
  'entregas',
  'espana',
  'portugal',
  'brasil',
  'brazil',
  'mexico',
  'usa',
  'uk',
  'us',
  'express',
  'com',
  'banking',
  'seguimiento',
  'envio',
  'paquete',
  'paquetes',
  'pedido',
  'pedidos',
  'rastreamento',
  'encomenda',
  'encomendas',
  'kundenservice',
  'kundendienst',
  'kundenkonto',
  'konto',
  'sicherheit',
  'benachrichtigung',
  'zustellung',
  'paket',
  'sendung',
  'klantenservice',
  'beveiliging',
  'melding',
  'pakket',
  'bezorging',
  'client',
  'clients',
  'clientele',
  'compte',
  'securite',
  'livraison',
  'colis',
  'suivi',
  'gmbh',
  'deutschland',
  'nederland',
  'france',
  'belgique',
  'belgie',
  'colombia',
  'chile',
  'argentina',
  'es',
  'pt',
  'br',
  'mx',
  'nl',
  'fr',
  // Loyalty, billing, help and "official" words of reward and account lures, in each market's language.
  'reward',
  'rewards',
  'points',
  'recompensa',
  'recompensas',
  'premios',
  'puntos',
  'pontos',
  'belohnung',
  'punkte',
  'gutschein',
  'beloning',
  'fidelite',
  'assistance',
  'assistencia',
  'atendimento',
  'ajuda',
  'ayuda',
  'hilfe',
  'klantendienst',
  'equipa',
  'sac',
  'fatura',
  'factura',
  'facture',
  'rechnung',
  'official',
  'oficial',
  'officiel',
  'offiziell',
  'app',
  'wallet',
  'airdrop',
  'cashback',
  // A shop's offers mailbox, which promotion lures copy ("Disney - offres", "Decathlon Ofertas").
  'offers',
  'offres',
  'ofertas',
  'angebote',
  'aanbiedingen',
  'promociones',
  'promocoes',
];

/**
 * Ordinary words one edit away from a brand token, so never an edit-distance lookalike:
 * finance/binance, applied/appleid, twister/twitter, pcloud/icloud (a storage service).
 */
export const NEAR_MISS_WORDS: readonly string[] = ['finance', 'applied', 'twister', 'postal', 'unbank', 'acrobats', 'pcloud'];
