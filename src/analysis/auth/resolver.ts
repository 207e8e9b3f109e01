// The DNS resolver signature verification uses: `dns.promises.resolve`'s shape (name, rrtype),
// built from CENTINELA_DNS (`system`, `off`, `IP[:PORT]`) or injected by tests, and wrapped so
// that no lookup outlives its own timeout or the processing budget, and so that the caller can
// tell a lookup that went unanswered from one that answered "no such record".

import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';

export type DnsResolver = (name: string, rrtype: string) => Promise<unknown>;

/** Per-lookup timeout: a healthy resolver answers in tens of milliseconds. */
export const LOOKUP_TIMEOUT_MS = 1_500;

/** Codes that are answers ("no such name", "no such record"), not failures to answer. */
const ANSWER_CODES = new Set(['ENOTFOUND', 'ENODATA', 'EBADNAME', 'NXDOMAIN']);

const SHARED = new Map<string, DnsResolver | undefined>();
/** The uncached resolver behind each shared one: the sight check must not read old answers. */
const UNCACHED = new WeakMap<DnsResolver, DnsResolver>();

/**
 * The resolver for the `system` or `IP[:PORT]` setting, one per setting in this process so its
 * answer cache serves every analysis; undefined for `off` or an unreadable value.
 */
export function resolverFor(setting: string): DnsResolver | undefined {
  if (!SHARED.has(setting)) SHARED.set(setting, newResolver(setting));
  return SHARED.get(setting);
}

function newResolver(setting: string): DnsResolver | undefined {
  const value = setting.trim().toLowerCase();
  if (value === 'off') return undefined;
  // One try per lookup: our own timeout governs, not the resolver's retries.
  const resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: 1 });
  if (value !== 'system') {
    const server = serverAddress(setting.trim());
    if (server === undefined) return undefined;
    resolver.setServers([server]);
  }
  const uncached: DnsResolver = (name, rrtype) => resolver.resolve(name, rrtype);
  const cached = cachedResolver(uncached);
  UNCACHED.set(cached, uncached);
  return cached;
}

export interface CacheOptions {
  readonly maxEntries: number;
  /** How long an answer (or a "no such record") is reused. */
  readonly ttlMs: number;
  readonly now?: () => number;
}

/**
 * Keys, policies and their absence change rarely and the same senders recur, so answers are
 * reused for a few minutes (record TTLs are not visible through this API; five minutes is below
 * nearly every published one). Failures to answer are not cached. Oldest entries go first.
 */
export const DNS_CACHE: CacheOptions = { maxEntries: 5_000, ttlMs: 5 * 60_000 };

export function cachedResolver(inner: DnsResolver, options: CacheOptions = DNS_CACHE): DnsResolver {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { readonly expires: number; readonly answer: Promise<unknown> }>();
  return (name, rrtype) => {
    const key = `${rrtype} ${name.toLowerCase()}`;
    const cached = entries.get(key);
    if (cached !== undefined && cached.expires > now()) return cached.answer;
    entries.delete(key);
    const answer = inner(name, rrtype);
    entries.set(key, { expires: now() + options.ttlMs, answer });
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
    answer.catch((error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code !== 'string' || !ANSWER_CODES.has(code)) entries.delete(key);
    });
    return answer;
  };
}

/** `IP`, `IP:PORT`, `[IPv6]:PORT` → the form setServers takes; undefined when unreadable. */
function serverAddress(value: string): string | undefined {
  if (isIP(value) !== 0) return value;
  const bracketed = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/i.exec(value);
  if (bracketed !== null && isIP(bracketed[1] as string) === 6) return value;
  const withPort = /^([0-9.]+):(\d{1,5})$/.exec(value);
  if (withPort !== null && isIP(withPort[1] as string) === 4) return value;
  return undefined;
}

export interface GuardedResolver {
  readonly resolve: DnsResolver;
  /** True once a lookup timed out, failed to answer, or was refused because the budget ran out. */
  unanswered(): boolean;
}

function timeoutError(name: string): Error {
  return Object.assign(new Error(`DNS lookup of ${name} did not answer in time`), { code: 'ETIMEOUT' });
}

/**
 * Wraps a resolver: each lookup gets at most LOOKUP_TIMEOUT_MS and never runs past `deadline`
 * or the abort signal; a lookup that does not answer rejects with `ETIMEOUT` (mailauth then
 * reports `temperror`) and is remembered.
 */
export function guardResolver(inner: DnsResolver, deadline: number, signal: AbortSignal): GuardedResolver {
  let missed = false;
  const resolve: DnsResolver = async (name, rrtype) => {
    const wait = Math.min(LOOKUP_TIMEOUT_MS, deadline - Date.now());
    if (wait <= 0 || signal.aborted) {
      missed = true;
      throw timeoutError(name);
    }
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(timeoutError(name)), wait);
    });
    try {
      return await Promise.race([inner(name, rrtype), expired]);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code !== 'string' || !ANSWER_CODES.has(code)) missed = true;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
  return { resolve, unanswered: () => missed };
}

/** Names that exist as long as mail does; a resolver that denies both knows nothing. */
const CANARIES: readonly (readonly [string, string])[] = [
  ['gmail.com', 'MX'],
  ['_dmarc.gmail.com', 'TXT'],
];

/** How long a verdict on a resolver's sight stands before the canaries are asked again. */
export const SIGHT_RECHECK_MS = 60_000;

const sight = new WeakMap<DnsResolver, { readonly until: number; readonly blind: Promise<boolean> }>();

/**
 * True when the resolver answers "no such name" even for the canaries: a sandbox or closed
 * network whose resolver has no upstream. Every key and policy would then look absent, so
 * every signature would look broken; the analysis treats DNS as off instead. A resolver that
 * does not answer at all is not blind but down: its lookups time out and the result says so.
 */
export function resolverIsBlind(resolver: DnsResolver, deadline: number, signal: AbortSignal, now: () => number = Date.now): Promise<boolean> {
  const known = sight.get(resolver);
  if (known !== undefined && known.until > now()) return known.blind;
  const asked = UNCACHED.get(resolver) ?? resolver;
  const guarded = guardResolver(asked, Math.min(deadline, Date.now() + LOOKUP_TIMEOUT_MS), signal);
  const blind = Promise.allSettled(CANARIES.map(([name, rrtype]) => guarded.resolve(name, rrtype))).then((outcomes) => {
    const denied = outcomes.every((outcome) => {
      const code = outcome.status === 'rejected' ? (outcome.reason as { code?: unknown } | null)?.code : undefined;
      return typeof code === 'string' && ANSWER_CODES.has(code);
    });
    // A verdict from canaries that went unanswered (a late analysis, a resolver that is down) is
    // not worth keeping: the next analysis asks again.
    if (!denied && outcomes.every((outcome) => outcome.status === 'rejected')) sight.delete(resolver);
    return denied;
  });
  sight.set(resolver, { until: now() + SIGHT_RECHECK_MS, blind });
  return blind;
}
