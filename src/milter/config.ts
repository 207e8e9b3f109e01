// The milter's configuration: a JSON file (optional) plus the environment. The credential
// comes from CENTINELA_API_KEY or a file named in the configuration, never from the JSON
// itself, so the file can be shown and versioned. Every problem is one line naming the field.

import { readFileSync } from 'node:fs';
import { originOf } from '../client/base-url.ts';
import { VERDICTS, type Verdict } from '../contract/result.ts';
import { CONTRACT_LIMITS } from '../message/limits.ts';

export type Disposition = 'accept' | 'quarantine' | 'reject' | 'tempfail';
const DISPOSITIONS: readonly Disposition[] = ['accept', 'quarantine', 'reject', 'tempfail'];

export interface VerdictAction {
  readonly action: Disposition;
  /** Add the X-Centinela-* headers (on by default). */
  readonly headers: boolean;
  /** Put before the Subject, e.g. `[PHISHING] `. */
  readonly subjectPrefix: string | undefined;
  /** The text after `550 5.7.1` (reject) or `451 4.7.1` (tempfail). */
  readonly replyText: string;
}

export interface MilterConfig {
  readonly host: string;
  readonly port: number;
  readonly origin: string;
  readonly apiKey: string;
  /** Milter connections served at once; more are refused (the MTA applies milter_default_action). */
  readonly maxConnections: number;
  /** The longest an analysis may hold a message at end of data. */
  readonly messageDeadlineMs: number;
  /** Messages larger than this are not sent; at most the contract's 10 MiB. */
  readonly maxMessageBytes: number;
  /** A connection with no packet for this long is closed. */
  readonly idleTimeoutMs: number;
  /** What to do when no verdict can be had: accept (fail open) or ask the client to retry later. */
  readonly onUnavailable: 'accept' | 'tempfail';
  readonly verdicts: Readonly<Record<Verdict, VerdictAction>>;
}

export class MilterConfigError extends Error {
  constructor(field: string, problem: string) {
    super(`${field}: ${problem}`);
    this.name = 'MilterConfigError';
  }
}

export const MILTER_DEFAULTS = {
  listen: '127.0.0.1:8890',
  maxConnections: 32,
  messageDeadlineSeconds: 30,
  idleTimeoutSeconds: 600,
  replyText: 'Message refused by content policy',
  tempfailText: 'Message deferred by content policy, try again later',
} as const;

/** SMTP reply text: printable ASCII, short, so no header or reply can be injected. */
const REPLY_TEXT = /^[\x20-\x7e]{1,200}$/;

const TOP_FIELDS = new Set([
  'listen',
  'server',
  'apiKeyFile',
  'maxConnections',
  'messageDeadlineSeconds',
  'maxMessageBytes',
  'idleTimeoutSeconds',
  'onUnavailable',
  'verdicts',
]);
const VERDICT_FIELDS = new Set(['action', 'headers', 'subjectPrefix', 'replyText']);

/**
 * Reads the configuration: `file` (JSON) when given, then the environment:
 * CENTINELA_URL (the service's origin, when the file has no `server`) and CENTINELA_API_KEY.
 */
export function loadMilterConfig(file: string | undefined, env: Readonly<Record<string, string | undefined>>): MilterConfig {
  let raw: unknown = {};
  if (file !== undefined) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new MilterConfigError(file, `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    try {
      raw = JSON.parse(text);
    } catch {
      throw new MilterConfigError(file, 'is not valid JSON');
    }
  }
  return parseMilterConfig(raw, env);
}

export function parseMilterConfig(raw: unknown, env: Readonly<Record<string, string | undefined>>): MilterConfig {
  if (!isRecord(raw)) throw new MilterConfigError('configuration', 'expected a JSON object');
  for (const name of Object.keys(raw)) if (!TOP_FIELDS.has(name)) throw new MilterConfigError(name, 'unknown field');

  const { host, port } = parseListen(optionalString(raw, 'listen') ?? MILTER_DEFAULTS.listen);
  const server = optionalString(raw, 'server') ?? env.CENTINELA_URL;
  if (server === undefined || server === '') throw new MilterConfigError('server', 'the Centinela origin is needed (in the file or CENTINELA_URL)');
  let origin: string;
  try {
    origin = originOf(server);
  } catch (error) {
    throw new MilterConfigError('server', (error as Error).message);
  }

  const apiKeyFile = optionalString(raw, 'apiKeyFile');
  let apiKey = env.CENTINELA_API_KEY?.trim();
  if (apiKeyFile !== undefined) {
    try {
      apiKey = readFileSync(apiKeyFile, 'utf8').trim();
    } catch (error) {
      throw new MilterConfigError('apiKeyFile', `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  if (apiKey === undefined || apiKey === '') throw new MilterConfigError('CENTINELA_API_KEY', 'the credential is needed (in CENTINELA_API_KEY or apiKeyFile)');
  if (!/^[\x21-\x7e]+$/.test(apiKey)) throw new MilterConfigError('CENTINELA_API_KEY', 'expected visible ASCII characters');

  const maxMessageBytes = optionalInteger(raw, 'maxMessageBytes', 1, CONTRACT_LIMITS.messageBytes) ?? CONTRACT_LIMITS.messageBytes;
  const onUnavailable = optionalString(raw, 'onUnavailable') ?? 'accept';
  if (onUnavailable !== 'accept' && onUnavailable !== 'tempfail') throw new MilterConfigError('onUnavailable', 'expected "accept" or "tempfail"');

  const verdictsRaw = raw.verdicts ?? {};
  if (!isRecord(verdictsRaw)) throw new MilterConfigError('verdicts', 'expected an object keyed by verdict');
  for (const name of Object.keys(verdictsRaw)) {
    if (!(VERDICTS as readonly string[]).includes(name)) throw new MilterConfigError(`verdicts.${name}`, `unknown verdict (one of ${VERDICTS.join(', ')})`);
  }
  const verdicts = Object.fromEntries(VERDICTS.map((verdict) => [verdict, parseVerdictAction(verdictsRaw[verdict], `verdicts.${verdict}`)])) as Record<
    Verdict,
    VerdictAction
  >;

  const messageDeadlineMs = (optionalInteger(raw, 'messageDeadlineSeconds', 1, 600) ?? MILTER_DEFAULTS.messageDeadlineSeconds) * 1000;
  const idleTimeoutMs = (optionalInteger(raw, 'idleTimeoutSeconds', 1, 86_400) ?? MILTER_DEFAULTS.idleTimeoutSeconds) * 1000;
  // The connection is silent while its message is analysed: the idle timeout must outlast that.
  if (idleTimeoutMs <= messageDeadlineMs) throw new MilterConfigError('idleTimeoutSeconds', 'must be longer than messageDeadlineSeconds');

  return Object.freeze({
    host,
    port,
    origin,
    apiKey,
    maxConnections: optionalInteger(raw, 'maxConnections', 1, 10_000) ?? MILTER_DEFAULTS.maxConnections,
    messageDeadlineMs,
    maxMessageBytes,
    idleTimeoutMs,
    onUnavailable,
    verdicts: Object.freeze(verdicts),
  });
}

function parseVerdictAction(raw: unknown, field: string): VerdictAction {
  const value = raw ?? {};
  if (!isRecord(value)) throw new MilterConfigError(field, 'expected an object');
  for (const name of Object.keys(value)) if (!VERDICT_FIELDS.has(name)) throw new MilterConfigError(`${field}.${name}`, 'unknown field');
  const action = optionalString(value, 'action', field) ?? 'accept';
  if (!(DISPOSITIONS as readonly string[]).includes(action)) throw new MilterConfigError(`${field}.action`, `expected one of ${DISPOSITIONS.join(', ')}`);
  const headers = value.headers ?? true;
  if (typeof headers !== 'boolean') throw new MilterConfigError(`${field}.headers`, 'expected true or false');
  const subjectPrefix = optionalString(value, 'subjectPrefix', field);
  if (subjectPrefix !== undefined && !/^[^\r\n\0]{1,64}$/.test(subjectPrefix))
    throw new MilterConfigError(`${field}.subjectPrefix`, 'expected 1 to 64 characters, no line breaks');
  const replyText = optionalString(value, 'replyText', field) ?? (action === 'tempfail' ? MILTER_DEFAULTS.tempfailText : MILTER_DEFAULTS.replyText);
  if (!REPLY_TEXT.test(replyText)) throw new MilterConfigError(`${field}.replyText`, 'expected 1 to 200 printable ASCII characters');
  return Object.freeze({ action: action as Disposition, headers, subjectPrefix, replyText });
}

function parseListen(listen: string): { host: string; port: number } {
  const match = /^(?:\[([0-9a-fA-F:]+)\]|([^:\s]+)):(\d{1,5})$/.exec(listen);
  const port = match === null ? NaN : Number(match[3]);
  if (match === null || !(port >= 1 && port <= 65_535)) throw new MilterConfigError('listen', 'expected HOST:PORT, e.g. 127.0.0.1:8890');
  return { host: match[1] ?? match[2]!, port };
}

function optionalString(record: Record<string, unknown>, name: string, parent?: string): string | undefined {
  const value = record[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new MilterConfigError(parent === undefined ? name : `${parent}.${name}`, 'expected a string');
  return value;
}

function optionalInteger(record: Record<string, unknown>, name: string, min: number, max: number): number | undefined {
  const value = record[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new MilterConfigError(name, `expected a whole number from ${min} to ${max}`);
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
