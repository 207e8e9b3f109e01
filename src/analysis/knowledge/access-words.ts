// Words a host name uses for a company's sign-in, IT and staff services. A company's own name
// joined to one of them under another domain (`acme-sso.com`, `acme-okta.com`, `acme-hr.com`)
// is how intruders dress a sign-in page for that company's staff; the company's other real
// domains join its name to what it sells or where it is (`acme-logistics.com`, `acme-group.de`).
//
// Sources: written for Centinela from incident reports on help-desk and MFA phishing of
// 2023–2025 (CISA advisories on Scattered Spider, vendor write-ups); no list was copied.

export const ACCESS_WORD_SOURCES = 'Centinela, from public incident reports on help-desk and MFA phishing (2023–2025).';

export const ACCESS_WORDS: ReadonlySet<string> = new Set([
  // Sign-in and identity
  'sso',
  'login',
  'logon',
  'signin',
  'auth',
  'mfa',
  '2fa',
  'okta',
  'idp',
  'adfs',
  'entra',
  'azuread',
  'duo',
  'vpn',
  'citrix',
  'access',
  'password',
  'passwords',
  'verify',
  // Mail and office suites
  'mail',
  'webmail',
  'outlook',
  'owa',
  'o365',
  'm365',
  'office365',
  'microsoft',
  'sharepoint',
  'onedrive',
  'teams',
  'docs',
  'gsuite',
  'workspace',
  // IT and staff services
  'it',
  'helpdesk',
  'servicedesk',
  'support',
  'portal',
  'intranet',
  'hr',
  'payroll',
  'benefits',
  'workday',
  'servicenow',
]);

/**
 * Words a look-alike joins to the name of a brand whose member institutions each have their own
 * domain (`sparkasse-pushtan-update.de`, `volksbank-sicherheit.de`): the members join the name
 * to a place (`sparkasse-koelnbonn.de`, `vb-mittelhessen.de`), never to a banking procedure or a
 * service desk. A member-domain pattern does not vouch for a domain with one of these pieces.
 */
export const BANK_ACCESS_WORDS: ReadonlySet<string> = new Set([
  ...ACCESS_WORDS,
  // Banking procedures and what a lure asks to do with them (de, en)
  'pushtan',
  'tan',
  'phototan',
  'chiptan',
  'securego',
  'smarttan',
  'onlinebanking',
  'banking',
  'karte',
  'konto',
  'update',
  'aktualisierung',
  'aktualisieren',
  'verifizierung',
  'verifikation',
  'legitimation',
  'registrierung',
  'freigabe',
  'entsperrung',
  'sicherheit',
  'secure',
  'security',
  'verification',
  'online',
  'app',
  // Service desks
  'service',
  'kundenservice',
  'kundendienst',
  'kunden',
  'hilfe',
  'info',
  'center',
  'team',
]);

/**
 * A fine or toll (en, es, pt, fr, de, nl) and what is done with it: paid, settled, looked up
 * online. A domain that joins the two (`portagens-regularizacao.pt`, `cjib-boete-betalen.nl`,
 * `antai-paiement-amende.fr`) was registered to collect that payment: toll operators and
 * authorities send notices from their own names (`viaverde.pt`, `cjib.nl`) or government domains.
 */
export const NOTICE_WORDS: ReadonlySet<string> = new Set([
  'toll',
  'tolls',
  'portagem',
  'portagens',
  'pedagio',
  'pedagios',
  'peaje',
  'peajes',
  'peage',
  'peages',
  'maut',
  'tol',
  'tolheffing',
  'fine',
  'fines',
  'multa',
  'multas',
  'amende',
  'amendes',
  'boete',
  'boetes',
  'bussgeld',
  'contravention',
  'infraccion',
  'infracao',
]);

export const NOTICE_PAYMENT_WORDS: ReadonlySet<string> = new Set([
  'pay',
  'payment',
  'payments',
  'paynow',
  'settle',
  'balance',
  'due',
  'notice',
  'online',
  'portal',
  'pago',
  'pagos',
  'pagar',
  'pagamento',
  'pagamentos',
  'regularizar',
  'regularizacao',
  'aviso',
  'avisos',
  'paiement',
  'payer',
  'reglement',
  'avis',
  'betaling',
  'betalen',
  'zahlung',
  'bezahlen',
]);

/**
 * Words a classifieds scam's page joins to the marketplace's name (`marktplaats-betaalverzoek.com`,
 * `kleinanzeigen-zahlung.de`, `olx-pagamento.com`): the payment the buyer "already made" and the
 * seller is to receive there. The marketplaces pay out in their own apps and on their own domains.
 */
export const PAYOUT_WORDS: ReadonlySet<string> = new Set([
  'pay',
  'payment',
  'payments',
  'payout',
  'paid',
  'receive',
  'transfer',
  'refund',
  'checkout',
  'secure',
  'safepay',
  'delivery',
  'betaling',
  'betalen',
  'betaald',
  'betaalverzoek',
  'uitbetaling',
  'ontvangen',
  'overboeking',
  'levering',
  'verzending',
  'zahlung',
  'bezahlen',
  'bezahlung',
  'auszahlung',
  'erhalten',
  'sicher',
  'versand',
  'lieferung',
  'paiement',
  'payer',
  'virement',
  'remboursement',
  'recevoir',
  'livraison',
  'pago',
  'pagos',
  'pagar',
  'cobro',
  'cobrar',
  'recibir',
  'envio',
  'entrega',
  'pagamento',
  'pagamentos',
  'receber',
  'recebimento',
  'transferencia',
]);
