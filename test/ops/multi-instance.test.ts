// Two instances on different ports sharing one PostgreSQL database: one analysis per key among
// concurrent requests spread over both, a revocation by the command line refused by both, and
// pruning beside live traffic. Needs CENTINELA_TEST_POSTGRES_URL.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { PostgresStore } from '../../src/store/postgres.ts';
import { ControlledAnalyzer } from '../support/fake-analyzer.ts';
import { simpleMessage } from '../support/messages.ts';
import { createDatabase, withClient } from './support/postgres.ts';
import { issueInto, post, startInstance, type Instance } from './support/instance.ts';

const ADMIN_URL = process.env.CENTINELA_TEST_POSTGRES_URL;
const SKIP = ADMIN_URL ? false : 'CENTINELA_TEST_POSTGRES_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres); multi-instance tests not run';

interface Pair {
  readonly url: string;
  readonly stores: [PostgresStore, PostgresStore];
  readonly analyzers: [ControlledAnalyzer, ControlledAnalyzer];
  readonly instances: [Instance, Instance];
}

async function withPair(test: (pair: Pair) => Promise<void>): Promise<void> {
  const database = await createDatabase(ADMIN_URL!);
  const stores: [PostgresStore, PostgresStore] = [new PostgresStore(database.url), new PostgresStore(database.url)];
  await Promise.all(stores.map((store) => store.init()));
  const analyzers: [ControlledAnalyzer, ControlledAnalyzer] = [new ControlledAnalyzer(), new ControlledAnalyzer()];
  const instances: [Instance, Instance] = [
    await startInstance({ store: stores[0], analyzer: analyzers[0] }),
    await startInstance({ store: stores[1], analyzer: analyzers[1] }),
  ];
  try {
    await test({ url: database.url, stores, analyzers, instances });
  } finally {
    for (const analyzer of analyzers) analyzer.release();
    await Promise.all(instances.map((instance) => instance.close()));
    await Promise.all(stores.map((store) => store.close()));
    await database.drop();
  }
}

describe('several instances on one PostgreSQL database', { skip: SKIP }, () => {
  it('run one analysis for one key sent to both at the same moment; the others wait or replay it', () =>
    withPair(async ({ stores, analyzers, instances }) => {
      const { secret } = await issueInto(stores[0]);
      const body = simpleMessage('Shared key');
      for (const analyzer of analyzers) analyzer.hold();
      const first = Array.from({ length: 10 }, (_, i) => post(instances[i % 2]!.url, secret, 'same-key-both-instances', body));
      // Every request but the one holding the lease is answered while the analysis is held.
      let settled = 0;
      for (const answer of first) void answer.then(() => settled++);
      while (settled < 9) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal(analyzers[0].pending + analyzers[1].pending, 1);
      for (const analyzer of analyzers) analyzer.release();
      const all = await Promise.all(first);
      assert.equal(analyzers[0].calls + analyzers[1].calls, 1, 'exactly one analysis among both instances');
      assert.deepEqual(all.map((answer) => answer.status).sort(), [200, ...Array(9).fill(409)]);
      for (const answer of all.filter((item) => item.status === 409)) {
        assert.equal(JSON.parse(answer.body).code, 'idempotency_request_in_progress');
        assert.ok(answer.headers.get('retry-after'));
      }
      const winner = all.find((answer) => answer.status === 200)!;
      const replays = await Promise.all(instances.map((instance) => post(instance.url, secret, 'same-key-both-instances', body)));
      for (const replay of replays) {
        assert.equal(replay.status, 200);
        assert.equal(replay.headers.get('idempotent-replayed'), 'true');
        assert.equal(replay.body, winner.body);
      }
      assert.equal(analyzers[0].calls + analyzers[1].calls, 1);
    }));

  it('refuse, on both, a credential revoked by `centinela keys revoke` run as its own process', () =>
    withPair(async ({ url, stores, instances }) => {
      const { secret, credential } = await issueInto(stores[1]);
      for (const [i, instance] of instances.entries()) {
        assert.equal((await post(instance.url, secret, `before-revoke-${i}`, simpleMessage())).status, 200);
      }
      const cli = new URL('../../bin/centinela.js', import.meta.url).pathname;
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'keys', 'revoke', credential.id], {
        env: { ...process.env, CENTINELA_DATABASE: url },
      });
      assert.equal(stdout, `Revoked ${credential.id}\n`);
      // Credentials are read from the database on every request: no cache to wait out.
      for (const [i, instance] of instances.entries()) {
        const answer = await post(instance.url, secret, `after-revoke-${i}`, simpleMessage());
        assert.equal(answer.status, 401);
        assert.equal(JSON.parse(answer.body).code, 'api_key_invalid');
      }
    }));

  it('prune expired records while both keep answering', () =>
    withPair(async ({ url, stores, instances }) => {
      const { secret } = await issueInto(stores[0]);
      const expired = 20_000;
      await withClient(url, (client) =>
        client.query(
          `INSERT INTO idempotency_records
             (organization, customer, environment, operation, idempotency_key, fingerprint, state, token,
              lease_expires_at, completed_at, response_body)
           SELECT 'Acme', 'acme-mail', 'live', 'POST /v1/email-analyses', 'old-' || n, 'f', 'completed', 't',
              now() - interval '3 days', now() - interval '3 days', '{}'
           FROM generate_series(1, $1) AS n`,
          [expired],
        ),
      );
      const pruning = stores[1].pruneIdempotency(new Date(), 24 * 3_600_000);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => post(instances[i % 2]!.url, secret, `during-prune-${i}`, simpleMessage(`Prune ${i}`))),
      );
      assert.deepEqual(
        answers.map((answer) => answer.status),
        Array(20).fill(200),
      );
      assert.equal(await pruning, expired);
      const left = await withClient(url, (client) => client.query<{ count: string }>('SELECT count(*) FROM idempotency_records'));
      assert.equal(Number(left.rows[0]!.count), 20, 'the live records stay');
    }));
});
