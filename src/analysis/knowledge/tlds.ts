// Top-level domains heavily abused for phishing and malware relative to their size: cheap or
// free registration, weak abuse handling, or both.
//
// Sources: the TLDs that repeatedly head the published abuse rankings: Spamhaus's "Most abused
// top level domains" (spamhaus.org/statistics/tlds), Interisle Consulting's "Phishing Landscape"
// reports (2021–2024), the Cybercrime Information Center's phishing-by-TLD tables, and the
// Symantec/Broadcom "shady TLD" studies. Only TLDs that appear in several of these, across
// years, are listed: a short list keeps legitimate senders on small registries out of it.
// Lower case, without the dot; ccTLDs that were given away free (Freenom: tk, ml, ga, cf, gq)
// remain because their registrations live on in old and new campaigns. Measured against real
// ham: .ws was dropped (small sites of the early 2000s used it widely; no modern ranking names it).

export const SUSPICIOUS_TLDS: readonly string[] = [
  // The former Freenom ccTLDs
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  // Cheap generic TLDs at the top of the abuse rankings
  'xyz',
  'top',
  'club',
  'online',
  'site',
  'icu',
  'buzz',
  'vip',
  'live',
  'work',
  'click',
  'link',
  'fun',
  'shop',
  'monster',
  'rest',
  'bar',
  'cyou',
  'sbs',
  'cfd',
  'lol',
  'quest',
  'bond',
  'beauty',
  'hair',
  'makeup',
  'skin',
  'autos',
  'boats',
  'homes',
  'motorcycles',
  'yachts',
  'mom',
  'pics',
  'space',
  'website',
  'uno',
  'win',
  'bid',
  'loan',
  'download',
  'racing',
  'review',
  'stream',
  'trade',
  'date',
  'faith',
  'party',
  'science',
  'cricket',
  'accountant',
  'men',
  'gdn',
  'kim',
  'country',
  'zip',
  'mov',
  'su',
  'cam',
  'best',
  'surf',
];

// Country-named zones under generic TLDs that private registries (CentralNic and its like) resell
// one name at a time: anyone buys `paypal.de.com` or `brandt-verpackungen.us.com` in minutes, and
// the name reads as a company's own domain in that country. Source: the private section of the
// Public Suffix List (CentralNic, it.com Domains, ZA Central Registry, Co & Co), as tldts ships it;
// measured on the corpus, names under them occur only in phishing and spam (uk.com, us.com, sa.com,
// ru.com, za.com, jp.net), in no ham. se.com and gb.com left the list (Schneider Electric owns se.com).
export const RESOLD_ZONES: readonly string[] = [
  'br.com',
  'cn.com',
  'de.com',
  'eu.com',
  'gr.com',
  'it.com',
  'jpn.com',
  'mex.com',
  'ru.com',
  'sa.com',
  'uk.com',
  'us.com',
  'za.com',
  'africa.com',
  'co.com',
  'gb.net',
  'hu.net',
  'in.net',
  'jp.net',
  'se.net',
  'uk.net',
  'ae.org',
  'us.org',
];

const SUSPICIOUS = new Set(SUSPICIOUS_TLDS);
const RESOLD = new Set(RESOLD_ZONES);

/** The resold zone a name is registered under (`de.com` for `x.de.com` or `a.x.de.com`); not the zone itself. */
export function resoldZoneOf(domain: string): string | undefined {
  const labels = domain.toLowerCase().split('.');
  if (labels.length < 3) return undefined;
  const zone = labels.slice(-2).join('.');
  return RESOLD.has(zone) ? zone : undefined;
}

/** True when the last label of `domain` is a TLD on the abuse list, or `domain` is a name under a resold zone. */
export function hasSuspiciousTld(domain: string): boolean {
  const dot = domain.lastIndexOf('.');
  return (dot !== -1 && SUSPICIOUS.has(domain.slice(dot + 1).toLowerCase())) || resoldZoneOf(domain) !== undefined;
}
