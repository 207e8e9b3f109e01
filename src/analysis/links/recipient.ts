// The recipient's own address carried in a link: phishing kits pre-fill their fake sign-in page
// with it (`…/login#ana@example.org`, `?e=YW5hQGV4YW1wbGUub3Jn`) or track who clicked. Looked
// for plain, percent-encoded, in hex, and in base64 at each of the three byte alignments, so it
// is found inside a longer base64 value too.

export interface RecipientNeedles {
  /** Lower-case address forms: plain and with `@` percent-encoded. */
  readonly plain: readonly string[];
  /** Base64 cores of the address, standard and URL-safe alphabets (case-sensitive). */
  readonly base64: readonly string[];
  /** The lower-case address in hex (matched case-insensitively). */
  readonly hex: readonly string[];
}

/** Shortest base64 core that still says something specific about one address. */
const MIN_BASE64_CORE = 8;
export const MAX_RECIPIENTS = 20;

export function recipientNeedles(addresses: readonly string[]): RecipientNeedles {
  const plain = new Set<string>();
  const base64 = new Set<string>();
  const hex = new Set<string>();
  for (const address of addresses.slice(0, MAX_RECIPIENTS)) {
    const lower = address.trim().toLowerCase();
    if (!isPlainAddress(lower)) continue;
    plain.add(lower);
    plain.add(lower.replace('@', '%40'));
    hex.add(Buffer.from(lower, 'utf8').toString('hex'));
    for (const form of new Set([address.trim(), lower])) {
      for (const core of base64Cores(form)) {
        base64.add(core);
        base64.add(core.replace(/\+/g, '-').replace(/\//g, '_'));
      }
    }
  }
  return { plain: [...plain], base64: [...base64], hex: [...hex] };
}

/** `local@domain.tld`, without whitespace or a second `@`, at most 254 characters (RFC 5321). */
function isPlainAddress(address: string): boolean {
  const at = address.indexOf('@');
  return (
    address.length <= 254 && at > 0 && at === address.lastIndexOf('@') && !/\s/.test(address) && address.indexOf('.', at + 2) !== -1 && !address.endsWith('.')
  );
}

/**
 * The base64 characters that depend only on the address's own bits, for the address starting
 * at byte offset 0, 1 and 2 of the encoded value.
 */
function base64Cores(address: string): string[] {
  const bytes = Buffer.from(address, 'utf8');
  const cores: string[] = [];
  for (let shift = 0; shift < 3; shift++) {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
    const start = Math.ceil((shift * 8) / 6);
    const end = Math.floor(((shift + bytes.length) * 8) / 6);
    const core = encoded.slice(start, end);
    if (core.length >= MIN_BASE64_CORE) cores.push(core);
  }
  return cores;
}

/**
 * Where in the link the address was found. The fragment and encodings are the kits' forms; a plain
 * address in the query is what newsletters' own account and unsubscribe links carry.
 */
export type RecipientPlacement = 'none' | 'query' | 'path' | 'encoded' | 'fragment';

export function recipientPlacement(link: string, needles: RecipientNeedles): RecipientPlacement {
  if (needles.plain.length === 0) return 'none';
  const lower = link.toLowerCase();
  const decoded = safeDecode(lower);
  const hash = decoded.indexOf('#');
  const query = decoded.indexOf('?');
  let found: RecipientPlacement = 'none';
  for (const needle of needles.plain) {
    if (hash !== -1 && decoded.indexOf(needle, hash) !== -1) return 'fragment';
    const at = decoded.indexOf(needle);
    if (at === -1) continue;
    if (query === -1 || at < query) found = 'path';
    else if (found === 'none') found = 'query';
  }
  if (found !== 'none') return found;
  if (needles.base64.some((core) => link.includes(core))) return 'encoded';
  return needles.hex.some((form) => lower.includes(form)) ? 'encoded' : 'none';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
