'use strict';
// haraka-plugin-centinela: at end of data, sends the message to a Centinela server with the
// project's client (@centinela/client) and acts on the verdict as configured in
// config/centinela.json: X-Centinela-* headers, a subject prefix, quarantine (through Haraka's
// queue/quarantine plugin), reject (550 5.7.1) or tempfail (451 4.7.1). Without a verdict
// (timeout, overload, unreachable) it fails open, unless configured to tempfail.

const crypto = require('node:crypto');
const { DENY, DENYSOFT, OK } = require('haraka-constants');
const { describeFailure, parseConfig, planFor } = require('./plan.js');

exports.register = function () {
  this.load_centinela_config();
  this.register_hook('data_post', 'centinela_analyse');
};

exports.load_centinela_config = function () {
  const raw = this.config.get('centinela.json', () => this.load_centinela_config());
  this.centinela = parseConfig(raw, process.env);
  this.centinela_client = undefined;
};

exports.centinela_analyse = function (next, connection) {
  const txn = connection?.transaction;
  if (!txn) return next();
  this.centinela_outcome(txn).then(
    (outcome) => this.centinela_apply(next, connection, outcome),
    (error) => {
      connection.logerror(this, `centinela: ${error?.message ?? error}`);
      this.centinela_apply(next, connection, { kind: 'unavailable', reason: 'error' });
    },
  );
};

exports.centinela_outcome = async function (txn) {
  const config = this.centinela;
  if (txn.data_bytes > config.maxMessageBytes) return { kind: 'skipped', reason: `message-over-${config.maxMessageBytes}-bytes` };
  const bytes = await new Promise((resolve) => txn.message_stream.get_data(resolve));
  if (bytes.length > config.maxMessageBytes) return { kind: 'skipped', reason: `message-over-${config.maxMessageBytes}-bytes` };
  if (this.centinela_client === undefined) {
    // The client is an ES module; a dynamic import loads it from this CommonJS plugin.
    const { Centinela } = await import('@centinela/client');
    this.centinela_client = new Centinela({ baseUrl: config.server, apiKey: config.apiKey });
  }
  // The same message retried in the same transaction reuses its analysis.
  const id = String(txn.uuid)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 40);
  const idempotencyKey = `haraka-${id}-${crypto.createHash('sha256').update(bytes).digest('hex')}`;
  const deadline = AbortSignal.timeout(config.messageDeadlineMs);
  try {
    const result = await this.centinela_client.analyzeEmail(bytes, {
      idempotencyKey,
      signal: deadline,
      retry: { deadlineMs: config.messageDeadlineMs, attemptTimeoutMs: config.messageDeadlineMs },
    });
    return { kind: 'result', result };
  } catch (error) {
    return describeFailure(error, deadline.aborted);
  }
};

exports.centinela_apply = function (next, connection, outcome) {
  const txn = connection.transaction;
  const plan = planFor(outcome, this.centinela);
  const said =
    outcome.kind === 'result'
      ? `verdict=${outcome.result.verdict} risk=${outcome.result.risk} analysis_id=${outcome.result.analysis_id}`
      : `${outcome.kind} reason=${outcome.reason}`;
  connection.loginfo(this, `centinela: ${said} action=${plan.disposition}`);
  if (!txn) return next();
  if (plan.disposition === 'reject') return next(DENY, `5.7.1 ${plan.reply}`);
  if (plan.disposition === 'tempfail') return next(DENYSOFT, `4.7.1 ${plan.reply}`);
  // A sender could forge the verdict headers; the ones that reach the mailbox are ours.
  for (const name of Object.keys(txn.header.headers)) if (name.startsWith('x-centinela-')) txn.remove_header(name);
  if (plan.subjectPrefix !== undefined) {
    const subject = txn.header
      .get('Subject')
      .replace(/\r?\n$/, '')
      .replace(/^[ \t]+/, '');
    txn.remove_header('Subject');
    txn.add_header('Subject', plan.subjectPrefix + subject);
  }
  for (const [name, value] of plan.headers) txn.add_header(name, value);
  if (plan.disposition === 'quarantine') {
    // queue/quarantine keeps the message and, with this action, ends the queueing there: no
    // later queue plugin delivers it.
    txn.notes.quarantine = true;
    txn.notes.quarantine_action = [OK, 'Message quarantined'];
  }
  return next();
};
