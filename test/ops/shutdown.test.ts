// Graceful shutdown: in-flight analyses finish within the deadline; past it they are given up,
// answered 503 and their idempotency leases released. And the real command under load: SIGTERM
// gives no 500, exit code 0, and every 200 it sent is stored for replay.

import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pino } from 'pino';
import { shutDown } from '../../src/ops/shutdown.ts';
import { AbandonableAnalyzer } from '../../src/runtime/abandonable.ts';
import { openStore } from '../../src/store/open.ts';
import type { Store } from '../../src/store/store.ts';
import { ControlledAnalyzer } from '../support/fake-analyzer.ts';
import { simpleMessage } from '../support/messages.ts';
import { issueInto, post, startInstance } from './support/instance.ts';

const OPERATION = 'POST /v1/email-analyses';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
const quiet = pino({ level: 'silent' });

function reserveAgain(store: Store, credential: { organization: string; customer: string; environment: 'live' | 'test' }, key: string, body: Uint8Array) {
  return store.reserveIdempotency({
    scope: { organization: credential.organization, customer: credential.customer, environment: credential.environment, operation: OPERATION, key },
    fingerprint: createHash('sha256').update(body).digest('hex'),
    now: new Date(),
    leaseMs: 60_000,
    retentionMs: 24 * 3_600_000,
  });
}

async function inFlight(analyzer: ControlledAnalyzer, count: number): Promise<void> {
  while (analyzer.pending < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('graceful shutdown (in process)', () => {
  it('lets an analysis that ends before the deadline answer 200 and be stored, and stops accepting', async () => {
    const store = await openStore('sqlite::memory:');
    const controlled = new ControlledAnalyzer();
    const analyzer = new AbandonableAnalyzer(controlled);
    const instance = await startInstance({ store, analyzer });
    const { secret, credential } = await issueInto(store);
    const body = simpleMessage();
    try {
      controlled.hold();
      const answer = post(instance.url, secret, 'finishes-in-time', body);
      await inFlight(controlled, 1);
      const stopping = shutDown({ app: instance.app, analyzer, deadlineMs: 10_000, logger: quiet, resources: [] });
      await assert.rejects(post(instance.url, secret, 'arrives-too-late', body), 'the listener no longer accepts');
      controlled.release();
      assert.equal((await answer).status, 200);
      assert.equal(await stopping, true);
      const again = await reserveAgain(store, credential, 'finishes-in-time', body);
      assert.equal(again.kind, 'replay');
    } finally {
      await store.close();
    }
  });

  it('gives up an analysis still running at the deadline: 503 service_unavailable, lease released, a retry runs', async () => {
    const store = await openStore('sqlite::memory:');
    const controlled = new ControlledAnalyzer();
    const analyzer = new AbandonableAnalyzer(controlled);
    const instance = await startInstance({ store, analyzer });
    const { secret, credential } = await issueInto(store);
    const body = simpleMessage();
    try {
      controlled.hold();
      const answer = post(instance.url, secret, 'outlives-deadline', body);
      await inFlight(controlled, 1);
      const closed: string[] = [];
      const clean = await shutDown({
        app: instance.app,
        analyzer,
        deadlineMs: 100,
        logger: quiet,
        resources: [{ name: 'pool', close: async () => void closed.push('pool') }],
      });
      const refused = await answer;
      assert.equal(refused.status, 503);
      assert.equal(JSON.parse(refused.body).code, 'service_unavailable');
      assert.ok(refused.headers.get('retry-after'));
      assert.equal(clean, true);
      assert.deepEqual(closed, ['pool']);
      const again = await reserveAgain(store, credential, 'outlives-deadline', body);
      assert.equal(again.kind, 'reserved', 'the lease was released, so a retry on another instance runs at once');
    } finally {
      controlled.release();
      await store.close();
    }
  });
});

describe('graceful shutdown (the serve command under load)', () => {
  it('SIGTERM during load: no 500, exit code 0, every 200 answered is stored and replays byte for byte', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'centinela-shutdown-'));
    const database = `sqlite:${join(dir, 'centinela.db')}`;
    const cli = new URL('../../bin/centinela.js', import.meta.url).pathname;
    const metricsPort = await freePort();
    const env = {
      ...process.env,
      CENTINELA_DATABASE: database,
      CENTINELA_DNS: 'off',
      CENTINELA_WORKERS: '1',
      PORT: '0',
      CENTINELA_SHUTDOWN_SECONDS: '20',
      CENTINELA_METRICS_PORT: String(metricsPort),
      // The shared rate limiter too, when a Redis is there to share.
      ...(process.env.CENTINELA_TEST_REDIS_URL ? { CENTINELA_REDIS: process.env.CENTINELA_TEST_REDIS_URL } : {}),
    };
    let child: ChildProcess | undefined;
    try {
      const store = await openStore(database);
      const { secret, credential } = await issueInto(store);
      await store.close();
      const server = spawn(process.execPath, [cli, 'serve'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
      child = server;
      const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
      const port = await new Promise<number>((resolve, reject) => {
        let buffered = '';
        server.stdout.on('data', (chunk: Buffer) => {
          buffered += chunk.toString();
          const match = /"msg":"listening"/.test(buffered) ? /"port":(\d+)/.exec(buffered) : null;
          if (match) resolve(Number(match[1]));
        });
        server.once('exit', (code) => reject(new Error(`serve exited early with ${code}`)));
      });
      const url = `http://127.0.0.1:${port}`;

      const answered = new Map<string, { status: number; body: string }>();
      let refusedConnections = 0;
      let stop = false;
      let counter = 0;
      const bodies = new Map<string, Uint8Array>();
      const client = async (): Promise<void> => {
        while (!stop) {
          const key = `sigterm-load-${++counter}`;
          const body = simpleMessage(`Figures ${counter}`);
          bodies.set(key, body);
          try {
            answered.set(key, await post(url, secret, key, body));
          } catch {
            refusedConnections++;
            stop = true;
          }
        }
      };
      const clients = Array.from({ length: 8 }, client);
      while (answered.size < 40) await new Promise((resolve) => setTimeout(resolve, 5));
      const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      assert.match(scraped, /^centinela_http_requests_total\{route="\/v1\/email-analyses",method="POST",status="200"\} \d+$/m);
      assert.match(scraped, /^centinela_rate_limiter_fallbacks_total 0$/m);
      server.kill('SIGTERM');
      await Promise.all(clients);
      assert.equal(await exited, 0);

      const statuses = [...answered.values()].map((answer) => answer.status);
      assert.equal(statuses.filter((status) => status !== 200 && status !== 503).length, 0, `statuses: ${statuses.join(',')}`);
      assert.ok(refusedConnections > 0, 'the listener closed');
      const reopened = await openStore(database);
      try {
        for (const [key, answer] of answered) {
          const again = await reserveAgain(reopened, credential, key, bodies.get(key)!);
          if (answer.status === 200) {
            assert.equal(again.kind, 'replay', key);
            assert.equal(again.kind === 'replay' && again.response.body, answer.body);
          } else {
            assert.equal(again.kind, 'reserved', `${key} answered ${answer.status} and left no lease behind`);
          }
        }
      } finally {
        await reopened.close();
      }
    } finally {
      if (child !== undefined && child.exitCode === null) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });
});
