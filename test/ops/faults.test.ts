// Faults under load: PostgreSQL stopped and restarted (on a private throw-away cluster, never
// the machine's shared server), and an analysis worker killed mid-analysis. Each asserts no 500,
// no lost stored result, no duplicate analysis for one key.

import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { WorkerPool } from '../../src/runtime/pool.ts';
import { openStore } from '../../src/store/open.ts';
import { PostgresStore } from '../../src/store/postgres.ts';
import { ReleaseRetryingStore } from '../../src/store/release-retry.ts';
import { ControlledAnalyzer } from '../support/fake-analyzer.ts';
import { simpleMessage } from '../support/messages.ts';
import { issueInto, post, startInstance } from './support/instance.ts';
import { PrivateCluster, postgresBinaries, withClient } from './support/postgres.ts';

const BIN = postgresBinaries();
const SKIP_PG = BIN === undefined ? 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin; the database fault test needs initdb and pg_ctl' : false;

async function health(url: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${url}/api/v1/health`);
  return { status: response.status, body: await response.text() };
}

describe('PostgreSQL stopped and restarted under load', { skip: SKIP_PG }, () => {
  it('answers 503 service_unavailable meanwhile (never 500), health says unavailable, and recovers by itself', async () => {
    const cluster = await PrivateCluster.create(BIN!);
    const store = new PostgresStore(cluster.url, { connectionTimeoutMs: 1000 });
    const retrying = new ReleaseRetryingStore(store, { leaseMs: 60_000, intervalMs: 100 });
    const analyzer = new ControlledAnalyzer();
    try {
      await store.init();
      const instance = await startInstance({ store: retrying.store, analyzer });
      const { secret } = await issueInto(store);
      const answers = new Map<string, { status: number; body: string }>();
      let phase: 'up' | 'down' | 'back' = 'up';
      const byPhase = { up: [] as number[], down: [] as number[], back: [] as number[] };
      let stop = false;
      let counter = 0;
      const client = async (): Promise<void> => {
        while (!stop) {
          const key = `fault-load-${++counter}`;
          const started = phase;
          const answer = await post(instance.url, secret, key, simpleMessage(`Load ${key}`));
          answers.set(key, answer);
          if (started === phase) byPhase[phase].push(answer.status);
        }
      };
      const clients = Array.from({ length: 6 }, client);
      const until = async (condition: () => boolean): Promise<void> => {
        while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
      };

      await until(() => byPhase.up.filter((status) => status === 200).length >= 20);
      cluster.stop('immediate');
      phase = 'down';
      await until(() => byPhase.down.filter((status) => status === 503).length >= 10);
      const down = await health(instance.url);
      assert.deepEqual(down, { status: 503, body: '{"status":"unavailable"}' });

      cluster.start();
      phase = 'back';
      await until(() => byPhase.back.filter((status) => status === 200).length >= 20);
      stop = true;
      await Promise.all(clients);
      const statuses = [...answers.values()].map((answer) => answer.status);
      assert.deepEqual([...new Set(statuses)].sort(), [200, 503], `statuses seen: ${[...new Set(statuses)].join(', ')}`);
      for (const answer of answers.values()) {
        if (answer.status === 503) assert.equal(JSON.parse(answer.body).code, 'service_unavailable');
      }
      assert.deepEqual(await health(instance.url), { status: 200, body: '{"status":"ok"}' });

      // Nothing lost: every key refused during the outage is analysed when retried, as soon as
      // the leases that could not be released then have been given back.
      while (retrying.pending > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      for (const [key, answer] of answers) {
        if (answer.status !== 503) continue;
        const retried = await post(instance.url, secret, key, simpleMessage(`Load ${key}`));
        assert.equal(retried.status, 200, `${key}: ${retried.body}`);
        answers.set(key, retried);
      }
      await instance.close();

      // Nothing lost, nothing half-written: every 200 is stored as sent; every record in the
      // table is a lease or a complete answer.
      const rows = await withClient(cluster.url, (client) =>
        client.query<{ idempotency_key: string; state: string; response_body: string | null }>(
          'SELECT idempotency_key, state, response_body FROM idempotency_records',
        ),
      );
      const stored = new Map(rows.rows.map((row) => [row.idempotency_key, row]));
      for (const [key, answer] of answers) {
        if (answer.status === 200) assert.equal(stored.get(key)?.response_body, answer.body, key);
      }
      for (const row of rows.rows) {
        if (row.state === 'completed') assert.equal(answers.get(row.idempotency_key)?.body, row.response_body);
      }
      // One stored answer per key, the one its client got: no key ends with two results, none with none.
      assert.equal(rows.rows.filter((row) => row.state === 'completed').length, answers.size);
    } finally {
      await retrying.store.close();
      cluster.destroy();
    }
  });
});

describe('an analysis worker killed mid-analysis', () => {
  it('gets a contract answer, the thread is replaced, and a retry with the same key succeeds', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'centinela-crash-'));
    const store = await openStore('sqlite::memory:');
    const pool = new WorkerPool({
      workers: 1,
      queueLength: 4,
      analyze: { budgetMs: 10_000, trustedAuthservIds: [], dns: 'off' },
      workerUrl: new URL('./support/crash-once-worker.ts', import.meta.url).href,
    });
    const instance = await startInstance({ store, analyzer: pool });
    try {
      const { secret } = await issueInto(store);
      const marker = join(dir, 'crash');
      await writeFile(marker, '');
      const body = new TextEncoder().encode(`CRASH-ONCE:${marker}\r\nFrom: a@example.org\r\n\r\nhello\r\n`);
      const crashed = await post(instance.url, secret, 'killed-worker-key', body);
      assert.equal(crashed.status, 503);
      assert.equal(JSON.parse(crashed.body).code, 'service_unavailable');
      assert.ok(crashed.headers.get('retry-after'));
      const retried = await post(instance.url, secret, 'killed-worker-key', body);
      assert.equal(retried.status, 200);
      assert.equal(retried.headers.get('idempotent-replayed'), null, 'the retry ran the analysis');
      const replayed = await post(instance.url, secret, 'killed-worker-key', body);
      assert.equal(replayed.headers.get('idempotent-replayed'), 'true');
      assert.equal(replayed.body, retried.body);
      assert.equal(
        instance.logs.some((line) => line.includes('"status":500')),
        false,
      );
    } finally {
      await instance.close();
      await pool.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
