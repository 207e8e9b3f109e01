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
  'sso', 'login', 'logon', 'signin', 'auth', 'mfa', '2fa', 'okta', 'idp', 'adfs', 'entra', 'azuread', 'duo', 'vpn', 'citrix', 'access', 'password', 'passwords', 'verify',
  // Mail and office suites
  'mail', 'webmail', 'outlook', 'owa', 'o365', 'm365', 'office365', 'microsoft', 'sharepoint', 'onedrive', 'teams', 'docs', 'gsuite', 'workspace',
  // IT and staff services
  'it', 'helpdesk', 'servicedesk', 'support', 'portal', 'intranet', 'hr', 'payroll', 'benefits', 'workday', 'servicenow',
]);
