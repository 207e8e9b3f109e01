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
  'tk', 'ml', 'ga', 'cf', 'gq',
  // Cheap generic TLDs at the top of the abuse rankings
  'xyz', 'top', 'club', 'online', 'site', 'icu', 'buzz', 'vip', 'live', 'work', 'click', 'link', 'fun',
  'shop', 'monster', 'rest', 'bar', 'cyou', 'sbs', 'cfd', 'lol', 'quest', 'bond', 'beauty',
  'hair', 'makeup', 'skin', 'autos', 'boats', 'homes', 'motorcycles', 'yachts', 'mom', 'pics', 'space',
  'website', 'uno', 'win', 'bid', 'loan', 'download', 'racing', 'review', 'stream', 'trade', 'date',
  'faith', 'party', 'science', 'cricket', 'accountant', 'men', 'gdn', 'kim', 'country', 'zip', 'mov',
  'su', 'cam', 'best', 'surf',
];

const SUSPICIOUS = new Set(SUSPICIOUS_TLDS);

/** True when the last label of `domain` is a TLD on the abuse list. */
export function hasSuspiciousTld(domain: string): boolean {
  const dot = domain.lastIndexOf('.');
  return dot !== -1 && SUSPICIOUS.has(domain.slice(dot + 1).toLowerCase());
}
