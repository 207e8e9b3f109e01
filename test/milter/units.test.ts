// The milter's pieces without a socket: packet framing, the message rebuilt from what the MTA
// hands over, the action table and the configuration.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { planFor } from '../../src/milter/actions.ts';
import { MessageCollector } from '../../src/milter/collector.ts';
import { loadMilterConfig, MilterConfigError, parseMilterConfig } from '../../src/milter/config.ts';
import { describeFailure, idempotencyKeyFor } from '../../src/milter/outcome.ts';
import { encodeChangeHeader, FrameReader, ProtocolError, readMacros } from '../../src/milter/protocol.ts';
import { CentinelaError, UnknownOutcomeError } from '../../src/client/index.ts';
import { messageBytes, nul, packet } from './fake-mta.ts';

const ENV = { CENTINELA_URL: 'http://127.0.0.1:9', CENTINELA_API_KEY: `cnt_${'live'}_abcdefghijklmnopqrstuvwxyz0123456789` };

describe('FrameReader', () => {
  it('splits packets that arrive byte by byte or several in one read', () => {
    const stream = Buffer.concat([packet('O', Buffer.alloc(12, 1)), packet('L', nul('Subject', ' hi')), packet('E')]);
    const reader = new FrameReader(1024);
    const oneByOne = [...stream].flatMap((byte) => reader.push(Buffer.from([byte])));
    assert.deepEqual(
      oneByOne.map((frame) => String.fromCharCode(frame.command)),
      ['O', 'L', 'E'],
    );
    assert.deepEqual(oneByOne[1]!.data, nul('Subject', ' hi'));
    const together = new FrameReader(1024).push(stream);
    assert.equal(together.length, 3);
    assert.equal(together[2]!.data.length, 0);
  });

  it('refuses a zero length and a packet over the cap before reading its data', () => {
    assert.throws(() => new FrameReader(1024).push(Buffer.from([0, 0, 0, 0])), ProtocolError);
    // Only the 4-byte length of a 4 GiB packet is sent: refused at once, nothing buffered.
    assert.throws(() => new FrameReader(1024).push(Buffer.from([0xff, 0xff, 0xff, 0xff])), /4294967295 bytes/);
    assert.doesNotThrow(() => new FrameReader(1024).push(packet('B', Buffer.alloc(1023))));
    assert.throws(() => new FrameReader(1024).push(packet('B', Buffer.alloc(1024))), ProtocolError);
  });

  it('reads macros with and without braces and refuses an unterminated string', () => {
    const macros = readMacros(Buffer.concat([Buffer.from('E'), nul('i', 'ABC123', '{auth_type}', 'PLAIN')]));
    assert.equal(macros.get('i'), 'ABC123');
    assert.equal(macros.get('auth_type'), 'PLAIN');
    assert.throws(() => readMacros(Buffer.from('Ei\0ABC')), ProtocolError);
  });

  it('encodes a header change with its 4-byte index', () => {
    assert.deepEqual(encodeChangeHeader(2, 'Subject', ' x'), packet('m', Buffer.concat([Buffer.from([0, 0, 0, 2]), nul('Subject', ' x')])));
  });
});

describe('MessageCollector', () => {
  it('rebuilds the exact bytes from header values with their leading space and the body chunks', () => {
    const headers = [
      ['From', ' Ana <ana@example.com>'],
      ['Subject', '  two spaces, and folded\n\tonto a second line'],
      ['X-Empty', ''],
      ['X-Tab', '\tvalue'],
    ] as const;
    const body = Buffer.from('line one\r\nline two\r\n');
    const collector = new MessageCollector(1 << 20, true);
    for (const [name, value] of headers) collector.addHeader(Buffer.from(name), Buffer.from(value));
    collector.addBody(body.subarray(0, 5));
    collector.addBody(body.subarray(5));
    const rebuilt = collector.finish()!;
    assert.equal(rebuilt.toString('latin1'), messageBytes(headers, body).toString('latin1'));
    assert.ok(rebuilt.toString('latin1').includes('folded\r\n\tonto'));
    assert.equal(collector.headers.find((header) => header.name === 'Subject')?.index, 1);
  });

  it('puts the blank line after the headers even when there is no body', () => {
    const collector = new MessageCollector(1 << 20, true);
    collector.addHeader(Buffer.from('Subject'), Buffer.from(' x'));
    assert.equal(collector.finish()!.toString(), 'Subject: x\r\n\r\n');
  });

  it('adds one space when the MTA strips the leading whitespace', () => {
    const collector = new MessageCollector(1 << 20, false);
    collector.addHeader(Buffer.from('Subject'), Buffer.from('x'));
    assert.equal(collector.finish()!.toString(), 'Subject: x\r\n\r\n');
  });

  it('stops keeping bytes past the cap but goes on counting', () => {
    const collector = new MessageCollector(100, true);
    collector.addHeader(Buffer.from('Subject'), Buffer.from(' x'));
    collector.addBody(Buffer.alloc(80, 0x61));
    assert.equal(collector.oversize, false);
    collector.addBody(Buffer.alloc(80, 0x61));
    assert.equal(collector.oversize, true);
    collector.addBody(Buffer.alloc(80, 0x61));
    assert.equal(collector.finish(), undefined);
    // 'Subject: x' and CRLF, the blank line, then 240 bytes of body.
    assert.equal(collector.size, 12 + 2 + 240);
  });

  it('numbers repeated headers per name, case-insensitively', () => {
    const collector = new MessageCollector(1 << 20, true);
    collector.addHeader(Buffer.from('X-Centinela-Verdict'), Buffer.from(' clean'));
    collector.addHeader(Buffer.from('Received'), Buffer.from(' a'));
    collector.addHeader(Buffer.from('x-centinela-verdict'), Buffer.from(' clean'));
    assert.deepEqual(
      collector.headers.map((header) => header.index),
      [1, 2],
    );
  });
});

const RESULT = {
  analysis_id: 'ana_01JD3Q8Z7K4M2N6P8R0T2V4X6Y',
  verdict: 'phishing',
  risk: 'high',
  completeness: 'complete',
  signal_codes: ['link_display_mismatch', 'content_credential_request'],
  warnings: [],
  created_at: '2026-11-21T10:15:30.123Z',
  schema_version: '1.0',
  request_id: 'req_01JD3Q8Z7K4M2N6P8R0T2V4X6Y',
} as const;

describe('planFor (the action table)', () => {
  it('adds the four headers and accepts by default, for every verdict', () => {
    const config = parseMilterConfig({}, ENV);
    const plan = planFor({ kind: 'result', result: RESULT }, config);
    assert.equal(plan.disposition, 'accept');
    assert.deepEqual(plan.headers, [
      ['X-Centinela-Verdict', 'phishing'],
      ['X-Centinela-Risk', 'high'],
      ['X-Centinela-Signals', 'link_display_mismatch, content_credential_request'],
      ['X-Centinela-Analysis-Id', 'ana_01JD3Q8Z7K4M2N6P8R0T2V4X6Y'],
    ]);
    for (const verdict of ['malware', 'fraud', 'suspicious', 'spam', 'bulk', 'clean'] as const) {
      assert.equal(planFor({ kind: 'result', result: { ...RESULT, verdict, signal_codes: [] } }, config).disposition, 'accept');
    }
  });

  it('quarantines, rejects or defers as configured, with the prefix and the reply text', () => {
    const config = parseMilterConfig(
      {
        verdicts: {
          phishing: { action: 'quarantine', subjectPrefix: '[PHISHING] ' },
          malware: { action: 'reject', replyText: 'Malware refused' },
          suspicious: { action: 'tempfail' },
          spam: { subjectPrefix: '[SPAM] ', headers: false },
        },
      },
      ENV,
    );
    const phishing = planFor({ kind: 'result', result: RESULT }, config);
    assert.equal(phishing.disposition, 'quarantine');
    assert.equal(phishing.subjectPrefix, '[PHISHING] ');
    assert.match(phishing.quarantineReason!, /phishing ana_/);
    assert.equal(planFor({ kind: 'result', result: { ...RESULT, verdict: 'malware' } }, config).reply, '550 5.7.1 Malware refused');
    assert.match(planFor({ kind: 'result', result: { ...RESULT, verdict: 'suspicious', risk: 'medium' } }, config).reply!, /^451 4\.7\.1 /);
    const spam = planFor({ kind: 'result', result: { ...RESULT, verdict: 'spam', risk: 'low' } }, config);
    assert.deepEqual(spam.headers, []);
    assert.equal(spam.subjectPrefix, '[SPAM] ');
  });

  it('fails open with the unavailable header, or defers when configured to', () => {
    const open = planFor({ kind: 'unavailable', reason: 'timeout' }, parseMilterConfig({}, ENV));
    assert.equal(open.disposition, 'accept');
    assert.deepEqual(open.headers, [
      ['X-Centinela-Verdict', 'unavailable'],
      ['X-Centinela-Reason', 'timeout'],
    ]);
    const closed = planFor({ kind: 'unavailable', reason: 'timeout' }, parseMilterConfig({ onUnavailable: 'tempfail' }, ENV));
    assert.equal(closed.disposition, 'tempfail');
    assert.match(closed.reply!, /^451 4\.7\.1 /);
    // A message too large is never deferred: a retry would be just as large.
    const skipped = planFor({ kind: 'skipped', reason: 'message-over-10485760-bytes' }, parseMilterConfig({ onUnavailable: 'tempfail' }, ENV));
    assert.equal(skipped.disposition, 'accept');
    assert.deepEqual(skipped.headers[0], ['X-Centinela-Verdict', 'skipped']);
  });
});

describe('outcomes', () => {
  it('derives the Idempotency-Key from the queue id and the bytes, within the contract', () => {
    const key = idempotencyKeyFor('4Xb7Kq1zQmz9vQ', Buffer.from('a'));
    assert.match(key, /^milter-4Xb7Kq1zQmz9vQ-[0-9a-f]{64}$/);
    assert.equal(idempotencyKeyFor('4Xb7Kq1zQmz9vQ', Buffer.from('a')), key);
    assert.notEqual(idempotencyKeyFor('4Xb7Kq1zQmz9vQ', Buffer.from('b')), key);
    assert.notEqual(idempotencyKeyFor('OTHER', Buffer.from('a')), key);
    assert.match(idempotencyKeyFor('bad id;\r\n'.repeat(20), Buffer.from('a')), /^[A-Za-z0-9-]{8,128}$/);
    assert.match(idempotencyKeyFor(undefined, Buffer.from('a')), /^milter-[0-9a-f]{64}$/);
  });

  it('names why there is no verdict', () => {
    const problem = (status: number, code: string) =>
      new CentinelaError({
        status,
        code,
        title: code,
        detail: code,
        type: code,
        requestId: undefined,
        extensions: {},
        retryAfter: undefined,
        idempotencyKey: 'k',
        attempts: 1,
      });
    assert.deepEqual(describeFailure(problem(503, 'service_overloaded'), false), { kind: 'unavailable', reason: 'overloaded' });
    assert.deepEqual(describeFailure(problem(422, 'message_unparseable'), false), { kind: 'not-analysed', reason: 'message_unparseable' });
    assert.deepEqual(describeFailure(problem(401, 'api_key_invalid'), false), { kind: 'unavailable', reason: 'api_key_invalid' });
    assert.deepEqual(describeFailure(new UnknownOutcomeError({ lastFailure: 'network', idempotencyKey: 'k', attempts: 3 }), false), {
      kind: 'unavailable',
      reason: 'unreachable',
    });
    assert.deepEqual(describeFailure(new Error('x'), true), { kind: 'unavailable', reason: 'timeout' });
  });
});

describe('milter configuration', () => {
  it('has the documented defaults', () => {
    const config = parseMilterConfig({}, ENV);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.port, 8890);
    assert.equal(config.origin, 'http://127.0.0.1:9');
    assert.equal(config.maxMessageBytes, 10_485_760);
    assert.equal(config.onUnavailable, 'accept');
    assert.equal(config.messageDeadlineMs, 30_000);
    assert.equal(config.verdicts.phishing.action, 'accept');
    assert.equal(config.verdicts.malware.headers, true);
  });

  it('refuses unknown fields, verdicts and actions, a size over the contract and injected reply text', () => {
    const refuse = (raw: unknown, field: RegExp) =>
      assert.throws(
        () => parseMilterConfig(raw, ENV),
        (error: Error) => error instanceof MilterConfigError && field.test(error.message),
      );
    refuse({ listne: '127.0.0.1:1' }, /^listne: unknown field/);
    refuse({ verdicts: { phish: {} } }, /^verdicts\.phish:/);
    refuse({ verdicts: { phishing: { action: 'drop' } } }, /^verdicts\.phishing\.action:/);
    refuse({ verdicts: { phishing: { action: 'reject', replyText: 'x\r\n250 ok' } } }, /replyText/);
    refuse({ verdicts: { phishing: { subjectPrefix: 'a\nb' } } }, /subjectPrefix/);
    refuse({ maxMessageBytes: 10_485_761 }, /^maxMessageBytes/);
    refuse({ listen: 'localhost' }, /^listen/);
    refuse({ onUnavailable: 'reject' }, /onUnavailable/);
    refuse({ messageDeadlineSeconds: 60, idleTimeoutSeconds: 60 }, /idleTimeoutSeconds: must be longer/);
    assert.throws(() => parseMilterConfig({}, { CENTINELA_URL: 'http://127.0.0.1:9' }), /CENTINELA_API_KEY/);
    assert.throws(() => parseMilterConfig({}, { CENTINELA_API_KEY: 'k' }), /server: the Centinela origin/);
    assert.throws(() => parseMilterConfig({ server: 'https://c.example.com/v1' }, ENV), /server: .*v1/);
  });

  it('reads the file and a credential file, and never repeats the credential in an error', (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'centinela-milter-config-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const keyFile = join(dir, 'key');
    writeFileSync(keyFile, `cnt_${'live'}_fromfilefromfilefromfilefromfile12\n`);
    const configFile = join(dir, 'milter.json');
    writeFileSync(configFile, JSON.stringify({ listen: '[::1]:10025', server: 'https://c.example.com', apiKeyFile: keyFile }));
    const config = loadMilterConfig(configFile, {});
    assert.equal(config.apiKey, `cnt_${'live'}_fromfilefromfilefromfilefromfile12`);
    assert.equal(config.host, '::1');
    assert.equal(config.port, 10025);
    writeFileSync(configFile, '{"server": ');
    assert.throws(() => loadMilterConfig(configFile, ENV), /not valid JSON/);
    const secret = 'cnt_live_has space inside';
    assert.throws(
      () => parseMilterConfig({}, { ...ENV, CENTINELA_API_KEY: secret }),
      (error: Error) => !error.message.includes('space inside'),
    );
  });
});
