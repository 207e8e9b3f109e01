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
