// `centinela keys create|list|revoke`: the operator's only way to issue and withdraw
// credentials (contract sections 4 and 5). Exit codes: 0 done, 1 failed (store or setting),
// 2 usage error. Every error is one line on stderr.

import { parseArgs } from 'node:util';
import { CREDENTIAL_ID_PATTERN, isCapability, isEnvironment, issueCredential } from '../credentials/credentials.ts';
import { databaseUrlFromEnv, DEFAULT_DATABASE_URL, openStore, StoreConfigurationError } from '../store/open.ts';
import { CAPABILITIES, StoreUnavailableError } from '../store/store.ts';
import type { Capability, CredentialRecord, Environment, Store } from '../store/store.ts';

export interface KeysIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  readonly env: Readonly<Record<string, string | undefined>>;
}

const USAGE = `usage:
  centinela keys create --organization O --customer C --environment live|test --capability CAP [--capability CAP…] [--expires 2027-01-01] [--rate-per-second N] [--burst N] [--json]
  centinela keys list [--json]
  centinela keys revoke ID

capabilities: ${CAPABILITIES.join(', ')}
--expires takes a date (the credential stops working at 00:00 UTC that day) or an RFC 3339 time.
--rate-per-second (sustained requests per second, may have decimals) and --burst (requests at
once) set this credential's own rate limit; each one left out follows the server's
CENTINELA_RATE_LIMIT_PER_SECOND / CENTINELA_RATE_LIMIT_BURST.
The store is the one CENTINELA_DATABASE names (default ${DEFAULT_DATABASE_URL}).
`;

const MAX_NAME_LENGTH = 200;

/** A mistake in the command line: reported in one line, exit code 2. */
class UsageError extends Error {}

/** The command line was fine but the work could not be done: one line, exit code 1. */
class CommandFailure extends Error {}

export async function runKeys(args: readonly string[], io: KeysIo): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined) {
    io.stderr.write(USAGE);
    return 2;
  }
  if (command === 'help' || command === '--help' || command === '-h' || rest.includes('--help')) {
    io.stdout.write(USAGE);
    return 0;
  }
  try {
    switch (command) {
      case 'create':
        return await create(parseCreate(rest), io);
      case 'list':
        return await list(parseList(rest), io);
      case 'revoke':
        return await revoke(parseRevoke(rest), io);
      default:
        throw new UsageError(`unknown command "${command}" (expected create, list or revoke)`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`centinela keys: ${error.message}; see "centinela keys --help"\n`);
      return 2;
    }
    io.stderr.write(`centinela keys: ${failureMessage(error)}\n`);
    return 1;
  }
}

interface CreateOptions {
  readonly organization: string;
  readonly customer: string;
  readonly environment: Environment;
  readonly capabilities: Capability[];
  readonly expiresAt: Date | null;
  readonly ratePerSecond: number | undefined;
  readonly rateBurst: number | undefined;
  readonly json: boolean;
}

function parseCreate(args: readonly string[]): CreateOptions {
  const { values } = parse(args, {
    organization: { type: 'string' },
    customer: { type: 'string' },
    environment: { type: 'string' },
    capability: { type: 'string', multiple: true },
    expires: { type: 'string' },
    'rate-per-second': { type: 'string' },
    burst: { type: 'string' },
    json: { type: 'boolean' },
  });
  const organization = name(required(values.organization, 'organization'), 'organization');
  const customer = name(required(values.customer, 'customer'), 'customer');
  const environment = required(values.environment, 'environment');
  if (!isEnvironment(environment)) throw new UsageError('--environment must be live or test');
  const capabilities = values.capability ?? [];
  if (capabilities.length === 0) throw new UsageError('at least one --capability is required');
  for (const capability of capabilities) {
    if (!isCapability(capability)) {
      throw new UsageError(`unknown capability ${JSON.stringify(capability)} (known: ${CAPABILITIES.join(', ')})`);
    }
  }
  return {
    organization,
    customer,
    environment,
    capabilities: CAPABILITIES.filter((capability) => capabilities.includes(capability)),
    expiresAt: values.expires === undefined ? null : expiry(values.expires),
    ratePerSecond: values['rate-per-second'] === undefined ? undefined : ratePerSecond(values['rate-per-second']),
    rateBurst: values.burst === undefined ? undefined : burst(values.burst),
    json: values.json ?? false,
  };
}

function parseList(args: readonly string[]): { json: boolean } {
  const { values } = parse(args, { json: { type: 'boolean' } });
  return { json: values.json ?? false };
}

function parseRevoke(args: readonly string[]): { id: string } {
  const { positionals } = parse(args, {}, true);
  const [id, extra] = positionals;
  if (id === undefined) throw new UsageError('revoke needs the credential id (key_…)');
  if (extra !== undefined) throw new UsageError('revoke takes exactly one credential id');
  if (!CREDENTIAL_ID_PATTERN.test(id)) throw new UsageError(`${JSON.stringify(id)} is not a credential id (key_ and 20 letters or digits)`);
  return { id };
}

type OptionSpec = { readonly type: 'string' | 'boolean'; readonly multiple?: boolean };

function parse<const Options extends Record<string, OptionSpec>>(args: readonly string[], options: Options, allowPositionals = false) {
  try {
    const parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals, tokens: true });
    // parseArgs keeps the last of a repeated option silently; a repeated --customer is a typo.
    const seen = new Set<string>();
    for (const token of parsed.tokens) {
      if (token.kind !== 'option' || options[token.name]?.multiple) continue;
      if (seen.has(token.name)) throw new UsageError(`--${token.name} is given more than once`);
      seen.add(token.name);
    }
    return parsed;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    // node's messages carry a second sentence of advice; the first says what is wrong.
    const message = error instanceof Error ? error.message.split('. ')[0]! : String(error);
    throw new UsageError(message.charAt(0).toLowerCase() + message.slice(1));
  }
}

function required(value: string | undefined, option: string): string {
  if (value === undefined) throw new UsageError(`--${option} is required`);
  return value;
}

function name(value: string, option: string): string {
  if (value.trim() === '') throw new UsageError(`--${option} must not be empty`);
  if (value.trim() !== value) throw new UsageError(`--${option} must not start or end with spaces`);
  if (value.length > MAX_NAME_LENGTH) throw new UsageError(`--${option} is longer than ${MAX_NAME_LENGTH} characters`);
  if (/\p{Cc}/u.test(value)) throw new UsageError(`--${option} must not contain control characters`);
  return value;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

function expiry(value: string): Date {
  const dateOnly = DATE_ONLY.exec(value);
  let expiresAt: Date;
  if (dateOnly !== null) {
    expiresAt = new Date(`${value}T00:00:00.000Z`);
    // Date rolls 2027-02-30 over into March; a real calendar date reads back the same.
    if (Number.isNaN(expiresAt.getTime()) || expiresAt.toISOString().slice(0, 10) !== value) {
      throw new UsageError(`--expires ${JSON.stringify(value)} is not a calendar date`);
    }
  } else if (DATE_TIME.test(value)) {
    expiresAt = new Date(value);
    if (Number.isNaN(expiresAt.getTime())) throw new UsageError(`--expires ${JSON.stringify(value)} is not a valid time`);
  } else {
    throw new UsageError(`--expires must be a date like 2027-01-01 or an RFC 3339 time, not ${JSON.stringify(value)}`);
  }
  if (expiresAt.getTime() <= Date.now()) throw new UsageError('--expires must be in the future');
  return expiresAt;
}

/** The same bounds as the server's CENTINELA_RATE_LIMIT_PER_SECOND. */
function ratePerSecond(value: string): number {
  const rate = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || rate <= 0 || rate > 1_000_000) {
    throw new UsageError(`--rate-per-second must be a number above 0 and at most 1000000, not ${JSON.stringify(value)}`);
  }
  return rate;
}

/** The same bounds as the server's CENTINELA_RATE_LIMIT_BURST. */
function burst(value: string): number {
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1 || count > 10_000_000) {
    throw new UsageError(`--burst must be a whole number from 1 to 10000000, not ${JSON.stringify(value)}`);
  }
  return count;
}

async function create(options: CreateOptions, io: KeysIo): Promise<number> {
  const issued = issueCredential({ ...options, now: new Date() });
  const { secret } = issued;
  const credential = {
    ...issued.credential,
    ...(options.ratePerSecond === undefined ? {} : { ratePerSecond: options.ratePerSecond }),
    ...(options.rateBurst === undefined ? {} : { rateBurst: options.rateBurst }),
  };
  await withStore(io, (store) => store.insertCredential(credential));
  if (options.json) {
    io.stdout.write(
      `${JSON.stringify({
        id: credential.id,
        secret,
        organization: credential.organization,
        customer: credential.customer,
        environment: credential.environment,
        capabilities: credential.capabilities,
        created_at: credential.createdAt.toISOString(),
        expires_at: credential.expiresAt?.toISOString() ?? null,
        rate_per_second: credential.ratePerSecond ?? null,
        burst: credential.rateBurst ?? null,
      })}\n`,
    );
  } else {
    io.stdout.write(
      [
        `Created credential ${credential.id}`,
        `  organization: ${credential.organization}`,
        `  customer:     ${credential.customer}`,
        `  environment:  ${credential.environment}`,
        `  capabilities: ${credential.capabilities.join(', ')}`,
        `  expires:      ${credential.expiresAt?.toISOString() ?? 'never'}`,
        `  rate limit:   ${rateText(credential)}`,
        '',
        'Secret (shown only this once; it cannot be recovered, only revoked and reissued):',
        secret,
        '',
      ].join('\n'),
    );
  }
  return 0;
}

async function list(options: { json: boolean }, io: KeysIo): Promise<number> {
  const credentials = await withStore(io, (store) => store.listCredentials());
  if (options.json) {
    io.stdout.write(`${JSON.stringify(credentials.map(listedJson))}\n`);
  } else if (credentials.length === 0) {
    io.stdout.write('No credentials.\n');
  } else {
    io.stdout.write(
      table(
        ['ID', 'ORGANIZATION', 'CUSTOMER', 'ENVIRONMENT', 'CAPABILITIES', 'CREATED', 'EXPIRES', 'REVOKED', 'RATE LIMIT'],
        credentials.map((credential) => [
          credential.id,
          credential.organization,
          credential.customer,
          credential.environment,
          credential.capabilities.join(','),
          credential.createdAt.toISOString(),
          credential.expiresAt?.toISOString() ?? '-',
          credential.revokedAt?.toISOString() ?? '-',
          rateText(credential),
        ]),
      ),
    );
  }
  return 0;
}

function rateText(credential: Pick<CredentialRecord, 'ratePerSecond' | 'rateBurst'>): string {
  if (credential.ratePerSecond === undefined && credential.rateBurst === undefined) return 'server default';
  return `${credential.ratePerSecond ?? 'default'}/s, burst ${credential.rateBurst ?? 'default'}`;
}

function listedJson(credential: CredentialRecord) {
  return {
    id: credential.id,
    organization: credential.organization,
    customer: credential.customer,
    environment: credential.environment,
    capabilities: credential.capabilities,
    created_at: credential.createdAt.toISOString(),
    expires_at: credential.expiresAt?.toISOString() ?? null,
    revoked_at: credential.revokedAt?.toISOString() ?? null,
    rate_per_second: credential.ratePerSecond ?? null,
    burst: credential.rateBurst ?? null,
  };
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
    .concat('\n');
}

async function revoke(options: { id: string }, io: KeysIo): Promise<number> {
  const revoked = await withStore(io, (store) => store.revokeCredential(options.id, new Date()));
  if (!revoked) throw new CommandFailure(`no credential ${options.id} exists`);
  io.stdout.write(`Revoked ${options.id}\n`);
  return 0;
}

async function withStore<T>(io: KeysIo, work: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore(databaseUrlFromEnv(io.env));
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

function failureMessage(error: unknown): string {
  if (error instanceof CommandFailure || error instanceof StoreConfigurationError) return error.message;
  if (error instanceof StoreUnavailableError) {
    // The operator's own terminal: the driver's reason (a refused connection, a read-only
    // folder) is what they need to fix it.
    const reason = error.cause instanceof Error ? `: ${error.cause.message.replace(/\s+/g, ' ')}` : '';
    return `the credential store named by CENTINELA_DATABASE is unavailable${reason}`;
  }
  return `unexpected failure: ${error instanceof Error ? error.message : String(error)}`;
}
