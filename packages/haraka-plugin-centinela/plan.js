'use strict';
// The plugin's configuration and action table, the same as `centinela milter`'s
// (docs/milter.md): per verdict accept, quarantine, reject (550 5.7.1) or tempfail (451 4.7.1),
// the X-Centinela-* headers, a subject prefix; without a verdict, fail open unless configured
// to tempfail. Pure, so it is tested without Haraka.

const fs = require('node:fs');

const VERDICTS = ['malware', 'phishing', 'fraud', 'suspicious', 'spam', 'bulk', 'clean'];
const ACTIONS = ['accept', 'quarantine', 'reject', 'tempfail'];
const MESSAGE_BYTES_LIMIT = 10_485_760;
const REPLY_TEXT = /^[\x20-\x7e]{1,200}$/;
const TOP_FIELDS = new Set(['server', 'apiKeyFile', 'messageDeadlineSeconds', 'maxMessageBytes', 'onUnavailable', 'verdicts']);
const VERDICT_FIELDS = new Set(['action', 'headers', 'subjectPrefix', 'replyText']);

class ConfigError extends Error {
  constructor(field, problem) {
    super(`centinela.json: ${field}: ${problem}`);
    this.name = 'ConfigError';
  }
}

/** Validates centinela.json; the credential comes from CENTINELA_API_KEY or apiKeyFile. */
function parseConfig(raw, env) {
  const config = raw ?? {};
  if (typeof config !== 'object' || Array.isArray(config)) throw new ConfigError('configuration', 'expected a JSON object');
  for (const name of Object.keys(config)) if (!TOP_FIELDS.has(name)) throw new ConfigError(name, 'unknown field');
  const server = config.server ?? env.CENTINELA_URL;
  if (typeof server !== 'string' || server === '') throw new ConfigError('server', 'the Centinela origin is needed (or CENTINELA_URL)');
  let apiKey = env.CENTINELA_API_KEY?.trim();
  if (config.apiKeyFile !== undefined) {
    try {
      apiKey = fs.readFileSync(config.apiKeyFile, 'utf8').trim();
    } catch (error) {
      throw new ConfigError('apiKeyFile', `cannot be read (${error.code ?? 'error'})`);
    }
  }
  if (!apiKey || !/^[\x21-\x7e]+$/.test(apiKey))
    throw new ConfigError('CENTINELA_API_KEY', 'the credential is needed (visible ASCII, in CENTINELA_API_KEY or apiKeyFile)');
  const deadline = integer(config, 'messageDeadlineSeconds', 1, 600) ?? 25;
  const maxMessageBytes = integer(config, 'maxMessageBytes', 1, MESSAGE_BYTES_LIMIT) ?? MESSAGE_BYTES_LIMIT;
  const onUnavailable = config.onUnavailable ?? 'accept';
  if (onUnavailable !== 'accept' && onUnavailable !== 'tempfail') throw new ConfigError('onUnavailable', 'expected "accept" or "tempfail"');
  const verdictsRaw = config.verdicts ?? {};
  for (const name of Object.keys(verdictsRaw)) if (!VERDICTS.includes(name)) throw new ConfigError(`verdicts.${name}`, 'unknown verdict');
  const verdicts = {};
  for (const verdict of VERDICTS) verdicts[verdict] = parseAction(verdictsRaw[verdict] ?? {}, `verdicts.${verdict}`);
  return Object.freeze({ server, apiKey, messageDeadlineMs: deadline * 1000, maxMessageBytes, onUnavailable, verdicts: Object.freeze(verdicts) });
}

function parseAction(raw, field) {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ConfigError(field, 'expected an object');
  for (const name of Object.keys(raw)) if (!VERDICT_FIELDS.has(name)) throw new ConfigError(`${field}.${name}`, 'unknown field');
  const action = raw.action ?? 'accept';
  if (!ACTIONS.includes(action)) throw new ConfigError(`${field}.action`, `expected one of ${ACTIONS.join(', ')}`);
  const headers = raw.headers ?? true;
  if (typeof headers !== 'boolean') throw new ConfigError(`${field}.headers`, 'expected true or false');
  const subjectPrefix = raw.subjectPrefix;
  if (subjectPrefix !== undefined && (typeof subjectPrefix !== 'string' || !/^[^\r\n\0]{1,64}$/.test(subjectPrefix))) {
    throw new ConfigError(`${field}.subjectPrefix`, 'expected 1 to 64 characters, no line breaks');
  }
  const replyText = raw.replyText ?? (action === 'tempfail' ? 'Message deferred by content policy, try again later' : 'Message refused by content policy');
  if (typeof replyText !== 'string' || !REPLY_TEXT.test(replyText)) throw new ConfigError(`${field}.replyText`, 'expected 1 to 200 printable ASCII characters');
  return Object.freeze({ action, headers, subjectPrefix, replyText });
}

function integer(config, name, min, max) {
  const value = config[name];
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(name, `expected a whole number from ${min} to ${max}`);
  return value;
}

/**
 * What to do with a message. `outcome` is { kind: 'result', result } or
 * { kind: 'unavailable' | 'not-analysed' | 'skipped', reason }.
 * Returns { headers: [[name, value]…], subjectPrefix, disposition, reply, quarantine }.
 */
function planFor(outcome, config) {
  if (outcome.kind !== 'result') {
    if (outcome.kind === 'unavailable' && config.onUnavailable === 'tempfail') {
      return { headers: [], subjectPrefix: undefined, disposition: 'tempfail', reply: 'Content analysis unavailable, try again later' };
    }
    return {
      headers: [
        ['X-Centinela-Verdict', outcome.kind],
        ['X-Centinela-Reason', outcome.reason],
      ],
      subjectPrefix: undefined,
      disposition: 'accept',
      reply: undefined,
    };
  }
  const { result } = outcome;
  const action = config.verdicts[result.verdict];
  if (action.action === 'reject' || action.action === 'tempfail') {
    return { headers: [], subjectPrefix: undefined, disposition: action.action, reply: action.replyText };
  }
  const headers = action.headers
    ? [
        ['X-Centinela-Verdict', result.verdict],
        ['X-Centinela-Risk', result.risk],
        ['X-Centinela-Signals', result.signal_codes.length === 0 ? 'none' : result.signal_codes.join(', ')],
        ['X-Centinela-Analysis-Id', result.analysis_id],
      ]
    : [];
  return { headers, subjectPrefix: action.subjectPrefix, disposition: action.action, reply: undefined };
}

/** Why there is no verdict, from the client's error (its class names, so no import is needed). */
function describeFailure(error, timedOut) {
  if (timedOut) return { kind: 'unavailable', reason: 'timeout' };
  switch (error?.name) {
    case 'UnknownOutcomeError':
      return { kind: 'unavailable', reason: error.lastFailure === 'timeout' ? 'timeout' : 'unreachable' };
    case 'CentinelaError':
      if (error.status === 413 || error.status === 422) return { kind: 'not-analysed', reason: String(error.code) };
      if (error.status === 503 || error.status === 429) return { kind: 'unavailable', reason: 'overloaded' };
      return { kind: 'unavailable', reason: String(error.code) };
    case 'CentinelaResponseError':
      return { kind: 'unavailable', reason: 'unexpected_response' };
    default:
      return { kind: 'unavailable', reason: 'error' };
  }
}

module.exports = { parseConfig, planFor, describeFailure, ConfigError, VERDICTS };
