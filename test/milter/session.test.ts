// The milter over a real TCP connection, driven by a hand-written MTA (fake-mta.ts) at the
// byte level: what Postfix sends, what must come back; against a stand-in service with scripted
// answers and against the real HTTP service.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Centinela } from '../../src/client/index.ts';
import { parseMilterConfig } from '../../src/milter/config.ts';
import { idempotencyKeyFor, submitterFor } from '../../src/milter/outcome.ts';
import { type MilterServer, startMilterServer } from '../../src/milter/server.ts';
import type { MessageReport } from '../../src/milter/session.ts';
import { ok, problem, RESULT, startStub, type Reply, type StubServer } from '../client/stub-server.ts';
import { postMessage, startServer } from '../support/server.ts';
import { FakeMta, messageBytes, messagePackets, negotiation, nul, packet, type Packet, readNulStrings } from './fake-mta.ts';

const KEY = `cnt_${'live'}_abcdefghijklmnopqrstuvwxyz0123456789`;

const HEADERS = [
  ['Received', ' from mail.example.org (mail.example.org [192.0.2.7])\n\tby mx.example.com (Postfix) with ESMTP id 4Xb7Kq1zQmz9vQ'],
  ['From', ' "Banco Ejemplo" <alertas@banco-ejemplo.example>'],
  ['To', ' ana@example.com'],
  ['Subject', ' Verifique su cuenta'],
  ['X-Centinela-Verdict', ' clean'],
  ['Date', ' Sat, 28 Nov 2026 10:00:00 +0000'],
  ['Message-ID', ' <m1@banco-ejemplo.example>'],
] as const;
const BODY = Buffer.from('Estimada clienta,\r\n\r\nVerifique su cuenta hoy.\r\n');

interface Running {
  milter: MilterServer;
  reports: MessageReport[];
  errors: Error[];
}

async function startMilter(origin: string, raw: Record<string, unknown> = {}, deadlineMs = 5_000): Promise<Running> {
  const config = parseMilterConfig(raw, { CENTINELA_URL: origin, CENTINELA_API_KEY: KEY });
  const reports: MessageReport[] = [];
  const errors: Error[] = [];
  const client = new Centinela({ baseUrl: config.origin, apiKey: config.apiKey, retry: { baseDelayMs: 10, maxDelayMs: 50 } });
  const milter = await startMilterServer(
    { config, submit: submitterFor(client, deadlineMs), onMessage: (report) => reports.push(report), onConnectionError: (error) => errors.push(error) },
    '127.0.0.1',
    0,
  );
  return { milter, reports, errors };
}

async function negotiated(port: number): Promise<FakeMta> {
  const mta = await FakeMta.connect(port);
  mta.send(negotiation());
  const reply = await mta.read();
  assert.equal(reply.command, 'O');
  return mta;
}

function headersAdded(packets: readonly Packet[]): Record<string, string> {
  return Object.fromEntries(packets.filter((p) => p.command === 'h').map((p) => readNulStrings(p.data) as [string, string]));
}

async function withStub(script: readonly Reply[], run: (stub: StubServer) => Promise<void>): Promise<void> {
  const stub = await startStub(script);
  try {
    await run(stub);
  } finally {
    await stub.close();
  }
}

describe('option negotiation', () => {
  it('answers version 6 with the actions and steps it needs, header values with their leading space', async () => {
    const { milter } = await startMilter('http://127.0.0.1:9');
    try {
      const mta = await FakeMta.connect(milter.port);
      mta.send(negotiation());
      const reply = await mta.read();
      assert.equal(reply.command, 'O');
      assert.equal(reply.data.length, 12);
      assert.equal(reply.data.readUInt32BE(0), 6);
      // add headers, change headers, quarantine
      assert.equal(reply.data.readUInt32BE(4), 0x01 | 0x10 | 0x20);
      // no connect/helo/mail/rcpt/unknown/eoh, no reply to headers and body, leading space
      assert.equal(reply.data.readUInt32BE(8), 0x1801cf);
      // DATA is answered (see WANTED_PROTOCOL); a header is not.
      mta.send(packet('T'), packet('L', nul('Subject', ' x')), packet('T'));
      assert.equal((await mta.read()).command, 'c');
      assert.equal((await mta.read()).command, 'c');
      await assert.rejects(mta.read(300), /no packet/);
      mta.close();
    } finally {
      await milter.close();
    }
  });

  it('asks only for what the MTA offers', async () => {
    const { milter } = await startMilter('http://127.0.0.1:9');
    try {
      const mta = await FakeMta.connect(milter.port);
      mta.send(negotiation(6, 0x01, 0x7f));
      const reply = await mta.read();
      assert.equal(reply.data.readUInt32BE(4), 0x01);
      assert.equal(reply.data.readUInt32BE(8), 0x4f);
      // Without "no reply to headers", each header is answered with continue.
      mta.send(packet('L', nul('Subject', 'x')));
      assert.equal((await mta.read()).command, 'c');
      mta.close();
    } finally {
      await milter.close();
    }
  });
});

describe('a message through the milter', () => {
  it('sends the exact bytes with a key from the queue id, removes forged headers and adds its own', async () => {
    await withStub([ok()], async (stub) => {
      const { milter, reports } = await startMilter(stub.url);
      try {
        const mta = await negotiated(milter.port);
        mta.send(...messagePackets(HEADERS, BODY, '4Xb7Kq1zQmz9vQ'));
        const packets = await mta.readUntilFinal();
        assert.equal(stub.requests.length, 1);
        assert.deepEqual(stub.requests[0]!.body, messageBytes(HEADERS, BODY));
        assert.match(String(stub.requests[0]!.headers['idempotency-key']), /^milter-4Xb7Kq1zQmz9vQ-[0-9a-f]{64}$/);
        assert.equal(stub.requests[0]!.headers['x-api-key'], KEY);
        assert.deepEqual(
          packets.map((p) => p.command),
          ['m', 'h', 'h', 'h', 'h', 'c'],
        );
        // The forged verdict header is deleted: index 1, empty value.
        assert.deepEqual(packets[0]!.data, Buffer.concat([Buffer.from([0, 0, 0, 1]), nul('X-Centinela-Verdict', '')]));
        assert.deepEqual(headersAdded(packets), {
          'X-Centinela-Verdict': ' phishing',
          'X-Centinela-Risk': ' high',
          'X-Centinela-Signals': ' link_display_mismatch, content_credential_request',
          'X-Centinela-Analysis-Id': ` ${RESULT.analysis_id}`,
        });
        assert.equal(reports[0]!.queueId, '4Xb7Kq1zQmz9vQ');
        mta.close();
      } finally {
        await milter.close();
      }
    });
  });

  it('quarantines with a subject prefix when configured', async () => {
    await withStub([ok()], async (stub) => {
      const { milter } = await startMilter(stub.url, { verdicts: { phishing: { action: 'quarantine', subjectPrefix: '[PHISHING] ' } } });
      try {
        const mta = await negotiated(milter.port);
        mta.send(...messagePackets(HEADERS, BODY));
        const packets = await mta.readUntilFinal();
        assert.deepEqual(
          packets.map((p) => p.command),
          ['m', 'm', 'h', 'h', 'h', 'h', 'q', 'c'],
        );
        assert.deepEqual(packets[1]!.data, Buffer.concat([Buffer.from([0, 0, 0, 1]), nul('Subject', ' [PHISHING] Verifique su cuenta')]));
        assert.match(readNulStrings(packets[6]!.data)[0]!, /^Centinela phishing ana_/);
        mta.close();
      } finally {
        await milter.close();
      }
    });
  });

  it('rejects with 550 5.7.1 when configured', async () => {
    await withStub([ok()], async (stub) => {
      const { milter } = await startMilter(stub.url, { verdicts: { phishing: { action: 'reject', replyText: 'Phishing refused' } } });
      try {
        const mta = await negotiated(milter.port);
        mta.send(...messagePackets(HEADERS, BODY));
        const packets = await mta.readUntilFinal();
        assert.deepEqual(packets, [{ command: 'y', data: nul('550 5.7.1 Phishing refused') }]);
        mta.close();
      } finally {
        await milter.close();
      }
    });
  });

  it('forgets an aborted message and handles the next on the same connection', async () => {
    await withStub([ok()], async (stub) => {
      const { milter } = await startMilter(stub.url);
      try {
        const mta = await negotiated(milter.port);
        mta.send(packet('L', nul('Subject', ' first')), packet('B', Buffer.from('abandoned\r\n')), packet('A'));
        mta.send(...messagePackets(HEADERS, BODY));
        await mta.readUntilFinal();
        mta.send(packet('K'), ...messagePackets([['Subject', ' second']], Buffer.from('hi\r\n'), 'QID2'));
        await mta.readUntilFinal();
        assert.equal(stub.requests.length, 2);
        assert.deepEqual(stub.requests[0]!.body, messageBytes(HEADERS, BODY));
        assert.equal(stub.requests[1]!.body.toString(), 'Subject: second\r\n\r\nhi\r\n');
        mta.close();
      } finally {
        await milter.close();
      }
    });
  });
});

describe('failing open', () => {
  it('accepts with "unavailable" when the service cannot be reached', async () => {
    const stub = await startStub([ok()]);
    const origin = stub.url;
    await stub.close();
    const { milter, reports } = await startMilter(origin, {}, 1_500);
    try {
      const mta = await negotiated(milter.port);
      mta.send(...messagePackets(HEADERS, BODY));
      const packets = await mta.readUntilFinal();
      assert.equal(packets.at(-1)!.command, 'c');
      assert.deepEqual(headersAdded(packets), { 'X-Centinela-Verdict': ' unavailable', 'X-Centinela-Reason': ' unreachable' });
      assert.equal(reports[0]!.outcome.kind, 'unavailable');
      mta.close();
    } finally {
      await milter.close();
    }
  });

  it('accepts with "unavailable" when the service does not answer within the deadline', async () => {
    await withStub([{ kind: 'hang' }], async (stub) => {
      const { milter } = await startMilter(stub.url, {}, 800);
      try {
        const mta = await negotiated(milter.port);
        const started = Date.now();
        mta.send(...messagePackets(HEADERS, BODY));
        const packets = await mta.readUntilFinal();
        assert.ok(Date.now() - started < 5_000);
        assert.deepEqual(headersAdded(packets), { 'X-Centinela-Verdict': ' unavailable', 'X-Centinela-Reason': ' timeout' });
        mta.close();
      } finally {
        await milter.close();
      }
    });
  });

  it('accepts with "unavailable" on overload, or defers when configured to tempfail', async () => {
    await withStub([problem(503, 'service_overloaded', {}, { 'retry-after': '30' })], async (stub) => {
      const open = await startMilter(stub.url, {}, 2_000);
      const closed = await startMilter(stub.url, { onUnavailable: 'tempfail' }, 2_000);
      try {
        let mta = await negotiated(open.milter.port);
        mta.send(...messagePackets(HEADERS, BODY));
        assert.deepEqual(headersAdded(await mta.readUntilFinal()), { 'X-Centinela-Verdict': ' unavailable', 'X-Centinela-Reason': ' overloaded' });
        mta.close();
        mta = await negotiated(closed.milter.port);
        mta.send(...messagePackets(HEADERS, BODY));
        const packets = await mta.readUntilFinal();
        assert.equal(packets.length, 1);
        assert.equal(packets[0]!.command, 'y');
        assert.match(readNulStrings(packets[0]!.data)[0]!, /^451 4\.7\.1 /);
        mta.close();
      } finally {
        await open.milter.close();
        await closed.milter.close();
      }
    });
  });
});

describe('the size cap', () => {
  it('does not send a message over 10 MiB, and says so in a header', async () => {
    await withStub([ok()], async (stub) => {
      const { milter, reports } = await startMilter(stub.url);
      try {
        const mta = await negotiated(milter.port);
        const body = Buffer.alloc(10 * 1024 * 1024 + 100, 'a'.charCodeAt(0));
        mta.send(...messagePackets(HEADERS, body));
        const packets = await mta.readUntilFinal(30_000);
        assert.equal(stub.requests.length, 0);
        assert.equal(packets.at(-1)!.command, 'c');
        assert.deepEqual(headersAdded(packets), { 'X-Centinela-Verdict': ' skipped', 'X-Centinela-Reason': ' message-over-10485760-bytes' });
        assert.ok(reports[0]!.bytes > 10_485_760);
        // The connection goes on: the next message is analysed.
        mta.send(...messagePackets(HEADERS, BODY));
        assert.equal(headersAdded(await mta.readUntilFinal())['X-Centinela-Verdict'], ' phishing');
        mta.close();
      } finally {
        await milter.close();
      }
    });
  });
});

describe('hostile or broken input', () => {
  it('closes only the offending connection', async () => {
    await withStub([ok()], async (stub) => {
      const { milter, errors } = await startMilter(stub.url);
      try {
        const good = await negotiated(milter.port);
        const cases: Buffer[] = [
          Buffer.from([0xff, 0xff, 0xff, 0xff, 0x42]), // a 4 GiB packet
          Buffer.from([0, 0, 0, 0]), // length zero
          packet('L', nul('Subject', ' x')), // a header before negotiation
          Buffer.concat([negotiation(2), packet('E')]), // an old protocol version
          Buffer.concat([negotiation(), packet('Z')]), // an unknown command
          Buffer.concat([negotiation(), packet('L', Buffer.from('Subject\0 unterminated'))]),
          Buffer.concat([negotiation(), packet('O', Buffer.alloc(12))]), // negotiation twice
        ];
        for (const bytes of cases) {
          const bad = await FakeMta.connect(milter.port);
          bad.send(bytes);
          await bad.waitClosed();
        }
        assert.equal(errors.length, cases.length);
        good.send(...messagePackets(HEADERS, BODY));
        assert.equal((await good.readUntilFinal()).at(-1)!.command, 'c');
        good.close();
      } finally {
        await milter.close();
      }
    });
  });

  it('refuses connections beyond the limit', async () => {
    await withStub([ok()], async (stub) => {
      const { milter } = await startMilter(stub.url, { maxConnections: 1 });
      try {
        const first = await negotiated(milter.port);
        const second = await FakeMta.connect(milter.port);
        await second.waitClosed();
        first.send(...messagePackets(HEADERS, BODY));
        assert.equal((await first.readUntilFinal()).at(-1)!.command, 'c');
        first.close();
      } finally {
        await milter.close();
      }
    });
  });
});

describe('against the real service', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  it('analyses the rebuilt bytes: resubmitting them with the same key replays the same analysis', async () => {
    const { secret } = await server.issue();
    const config = parseMilterConfig({}, { CENTINELA_URL: server.url, CENTINELA_API_KEY: secret });
    let key = '';
    const client = new Centinela({ baseUrl: config.origin, apiKey: config.apiKey });
    const submit = submitterFor(client, 20_000);
    const milter = await startMilterServer(
      {
        config,
        submit: async (message, queueId, signal) => {
          key = idempotencyKeyFor(queueId, message);
          return submit(message, queueId, signal);
        },
      },
      '127.0.0.1',
      0,
    );
    try {
      const mta = await negotiated(milter.port);
      mta.send(...messagePackets(HEADERS, BODY, 'AB12CD34'));
      const added = headersAdded(await mta.readUntilFinal(30_000));
      assert.match(added['X-Centinela-Analysis-Id']!, /^ ana_/);
      const replay = await postMessage(server, messageBytes(HEADERS, BODY), { 'x-api-key': secret, 'idempotency-key': key });
      assert.equal(replay.status, 200);
      assert.equal(replay.headers.get('idempotent-replayed'), 'true');
      const body = (await replay.json()) as { analysis_id: string; verdict: string };
      assert.equal(` ${body.analysis_id}`, added['X-Centinela-Analysis-Id']);
      assert.equal(` ${body.verdict}`, added['X-Centinela-Verdict']);
      mta.close();
    } finally {
      await milter.close();
    }
  });
});

describe('shutting down', () => {
  it('answers the message being analysed before closing, and closes idle connections at once', async () => {
    const config = parseMilterConfig({}, { CENTINELA_URL: 'http://127.0.0.1:9', CENTINELA_API_KEY: KEY });
    const milter = await startMilterServer(
      {
        config,
        submit: async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { kind: 'result', result: { ...RESULT, verdict: 'clean', risk: 'none', signal_codes: [] } as never };
        },
      },
      '127.0.0.1',
      0,
    );
    const busy = await negotiated(milter.port);
    const idle = await negotiated(milter.port);
    busy.send(...messagePackets(HEADERS, BODY));
    // Let the end of message reach the milter, then shut down while it is analysed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = milter.close(5_000);
    await idle.waitClosed(1_000);
    const packets = await busy.readUntilFinal();
    assert.equal(headersAdded(packets)['X-Centinela-Verdict'], ' clean');
    await busy.waitClosed();
    await closing;
  });

  it('without a drain time, ends every connection at once', async () => {
    const config = parseMilterConfig({}, { CENTINELA_URL: 'http://127.0.0.1:9', CENTINELA_API_KEY: KEY });
    const milter = await startMilterServer({ config, submit: () => new Promise(() => {}) }, '127.0.0.1', 0);
    const busy = await negotiated(milter.port);
    busy.send(...messagePackets(HEADERS, BODY));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await milter.close();
    await busy.waitClosed(1_000);
    await assert.rejects(busy.read(100), /closed/);
  });
});
