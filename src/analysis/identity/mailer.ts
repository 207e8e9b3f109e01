// Mailer headers (X-Mailer, User-Agent) that name a mass-mailing kit or a client that cannot
// have sent a message of that date.

import { MASS_MAILER_FRAGMENTS, NUMERIC_MAILER, RETIRED_CLIENTS } from '../knowledge/mailers.ts';

const MAX_MAILER_CHARS = 256;

/** `sentAt`: the message's Date in epoch milliseconds, when readable. */
export function mailerLooksSuspicious(mailers: readonly string[], sentAt: number | undefined): boolean {
  const year = sentAt === undefined ? undefined : new Date(sentAt).getUTCFullYear();
  return mailers.some((raw) => {
    const value = raw.slice(0, MAX_MAILER_CHARS).trim();
    if (value === '') return false;
    if (NUMERIC_MAILER.test(value)) return true;
    const lower = value.toLowerCase();
    if (MASS_MAILER_FRAGMENTS.some((fragment) => lower.includes(fragment))) return true;
    return year !== undefined && RETIRED_CLIENTS.some((client) => year >= client.forgedFrom && client.pattern.test(value));
  });
}

/** Whitespace just inside the angle brackets of an address ("<offer_1@mail.example >"). */
const PADDED_ANGLE_ADDRESS = /<[ \t]+[^<>\s]*@|@[^<>\s]*[ \t]+>/;
/** An address with two `@` outside quotes ("support@shop.example@shop.example"). */
const DOUBLE_AT_ADDRESS = /[^\s<>,;:"]*@[^\s<>,;:"]*@/;
/** Quoted strings (display names, quoted local parts such as "a@b"@c, which are valid). */
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

/**
 * The From field as only a mass-mailing script writes it: an address padded with whitespace
 * inside its angle brackets, as a kit's template leaves it, or an address with two `@` outside
 * quotes (a kit that glued a domain, or the recipient's address, in front of its own), which no
 * mail client or server produces. `raw` is one From field as written.
 */
export function addressLooksScripted(raw: string): boolean {
  const field = raw.replace(/\r?\n/g, '').slice(0, MAX_MAILER_CHARS * 4);
  return PADDED_ANGLE_ADDRESS.test(field) || DOUBLE_AT_ADDRESS.test(field.replace(QUOTED, '""'));
}
