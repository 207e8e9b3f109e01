// Configuration is read once at start-up from the environment (contract section 5), validated,
// and refused with one clear line naming the variable when wrong.

import { MODEL_OFF, modelAt, SHIPPED_MODEL_PATH } from '../analysis/model/layer.ts';
import { ModelFileError } from '../analysis/model/model-file.ts';
import { rulesFor } from '../analysis/policy.ts';
import { RulesError } from '../analysis/rules/load.ts';
import { databaseUrlFromEnv } from '../store/open.ts';
import type { SqliteSynchronous } from '../store/sqlite.ts';

export const MAX_BUDGET_SECONDS = 120;
const MIB = 1024 * 1024;

export interface RateLimitConfig {
  /** Sustained requests per second per credential. */
  readonly perSecond: number;
  /** Requests allowed at once above the sustained rate. */
  readonly burst: number;
}

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly database: string;
  /** How an SQLite store commits idempotency records (credential writes always sync). */
  readonly sqliteSynchronous: SqliteSynchronous;
  readonly budgetMs: number;
  readonly idempotencyRetentionMs: number;
  readonly trustedAuthservIds: readonly string[];
  readonly dns: string;
  /** Worker threads running analyses. */
  readonly workers: number;
  /** Analyses allowed to wait for a worker before 503 service_overloaded. */
  readonly queueLength: number;
  /** Message bytes being received or analysed at once, server-wide, before 503 service_overloaded. */
  readonly bodiesInFlightBytes: number;
  /** A worker thread whose heap and buffers pass this after an analysis is replaced. */
  readonly workerRecycleBytes: number;
  readonly rateLimit: RateLimitConfig;
  /** Redis URL holding the rate-limit buckets shared by several instances; none: in process. */
  readonly redis: string | undefined;
  /** How long a SIGTERM waits for in-flight analyses before ending them. */
  readonly shutdownMs: number;
  /** The Prometheus listener (never the public port); none when CENTINELA_METRICS_PORT is unset. */
  readonly metrics: { readonly port: number; readonly host: string } | undefined;
  readonly logLevel: string;
  /** The learned layer's model file, checked at start-up, or `off`. */
  readonly model: string;
  /** An operator's rules folder on top of the shipped rules, checked at start-up; none: the shipped rules. */
  readonly rules: string | undefined;
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const text = read(env, name, String(fallback));
  if (!/^\d+$/.test(text)) throw new ConfigError(name, `expected a whole number, got "${text}"`);
  const value = Number(text);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function positiveNumber(env: Env, name: string, fallback: number, max: number): number {
  const text = read(env, name, String(fallback));
  const value = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || value <= 0 || value > max) {
    throw new ConfigError(name, `expected a number above 0 and at most ${max}, got "${text}"`);
  }
  return value;
}

function dns(env: Env): string {
  const value = read(env, 'CENTINELA_DNS', 'system');
  if (value === 'system' || value === 'off') return value;
  const match = /^(?:\[([0-9a-fA-F:]+)\]|(\d{1,3}(?:\.\d{1,3}){3}))(?::(\d{1,5}))?$/.exec(value);
  if (match && (match[3] === undefined || Number(match[3]) <= 65535)) return value;
  throw new ConfigError('CENTINELA_DNS', `expected system, off or IP[:PORT], got "${value}"`);
}

/** The model file must load now: a missing, corrupt or incompatible one stops start-up, not the first request. */
function model(env: Env): string {
  const value = read(env, 'CENTINELA_MODEL', SHIPPED_MODEL_PATH);
  if (value === MODEL_OFF) return value;
  try {
    modelAt(value);
  } catch (error) {
    if (error instanceof ModelFileError) throw new ConfigError('CENTINELA_MODEL', error.message);
    throw error;
  }
  return value;
}

/** The rules must load now, the shipped ones included: one line per problem stops start-up. */
function rules(env: Env): string | undefined {
  const value = read(env, 'CENTINELA_RULES_DIR', '');
  const dir = value === '' ? undefined : value;
  try {
    rulesFor(dir);
  } catch (error) {
    if (error instanceof RulesError) throw new ConfigError('CENTINELA_RULES_DIR', error.lines.join('\nCENTINELA_RULES_DIR: '));
    throw error;
  }
  return dir;
}

function sqliteSynchronous(env: Env): SqliteSynchronous {
  const value = read(env, 'CENTINELA_SQLITE_SYNCHRONOUS', 'normal').toLowerCase();
  if (value === 'normal' || value === 'full') return value;
  throw new ConfigError('CENTINELA_SQLITE_SYNCHRONOUS', `expected normal or full, got "${value}"`);
}

function redis(env: Env): string | undefined {
  const value = read(env, 'CENTINELA_REDIS', '');
  if (value === '') return undefined;
  // The value is not echoed: it may hold a password.
  if (!/^rediss?:\/\/[^\s]+$/i.test(value) || !URL.canParse(value)) {
    throw new ConfigError('CENTINELA_REDIS', 'expected redis://[USER:PASSWORD@]HOST[:PORT][/DB] or rediss://…');
  }
  return value;
}

function metrics(env: Env, publicPort: number): Config['metrics'] {
  if (read(env, 'CENTINELA_METRICS_PORT', '') === '') return undefined;
  const port = integer(env, 'CENTINELA_METRICS_PORT', 0, 1, 65535);
  if (port === publicPort) throw new ConfigError('CENTINELA_METRICS_PORT', 'must differ from PORT: metrics are never served on the public port');
  return { port, host: read(env, 'CENTINELA_METRICS_HOST', '127.0.0.1') };
}

export function loadConfig(env: Env, cpuCount: number): Config {
  const workers = integer(env, 'CENTINELA_WORKERS', Math.max(1, cpuCount), 1, 256);
  const port = integer(env, 'PORT', 8080, 0, 65535);
  return {
    port,
    host: read(env, 'HOST', '127.0.0.1'),
    // Validated where the store is opened, which names the variable in its error.
    database: databaseUrlFromEnv(env),
    sqliteSynchronous: sqliteSynchronous(env),
    budgetMs: Math.round(positiveNumber(env, 'CENTINELA_BUDGET_SECONDS', 45, MAX_BUDGET_SECONDS) * 1000),
    idempotencyRetentionMs: Math.round(positiveNumber(env, 'CENTINELA_IDEMPOTENCY_HOURS', 24, 24 * 365) * 3_600_000),
    trustedAuthservIds: read(env, 'CENTINELA_TRUSTED_AUTHSERV_IDS', '')
      .split(',')
      .map((id) => id.trim().toLowerCase())
      .filter((id) => id !== ''),
    dns: dns(env),
    workers,
    queueLength: integer(env, 'CENTINELA_QUEUE_LENGTH', workers * 32, 0, 100_000),
    // At least one message of the largest size must fit.
    bodiesInFlightBytes: integer(env, 'CENTINELA_BODIES_IN_FLIGHT_MB', 256, 10, 1_048_576) * MIB,
    workerRecycleBytes: integer(env, 'CENTINELA_WORKER_RECYCLE_MB', 512, 64, 1_048_576) * MIB,
    rateLimit: {
      perSecond: positiveNumber(env, 'CENTINELA_RATE_LIMIT_PER_SECOND', 100, 1_000_000),
      burst: integer(env, 'CENTINELA_RATE_LIMIT_BURST', 200, 1, 10_000_000),
    },
    redis: redis(env),
    shutdownMs: Math.round(positiveNumber(env, 'CENTINELA_SHUTDOWN_SECONDS', 30, 3600) * 1000),
    metrics: metrics(env, port),
    logLevel: read(env, 'CENTINELA_LOG_LEVEL', 'info'),
    model: model(env),
    rules: rules(env),
  };
}
