// Runs the shared store contract against PostgreSQL when CENTINELA_TEST_POSTGRES_URL names a
// server where the user may create databases (e.g. postgres://postgres@127.0.0.1:5432/test).
// Each storage is a throw-away database, dropped afterwards.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import pg from 'pg';
import { PostgresStore } from '../../src/store/postgres.ts';
import { StoreUnavailableError } from '../../src/store/store.ts';
import { registerStoreContract } from './store-contract.ts';
import type { StorageUnderTest } from './store-contract.ts';

const ADMIN_URL = process.env.CENTINELA_TEST_POSTGRES_URL;
const SKIP = ADMIN_URL ? undefined : 'CENTINELA_TEST_POSTGRES_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test); PostgreSQL store not tested';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  return withClient(ADMIN_URL!, work);
}

async function createDatabase(): Promise<{ url: string; storage: StorageUnderTest }> {
  const name = `centinela_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    storage: {
      async open() {
        const store = new PostgresStore(url.href);
        await store.init();
        return store;
      },
      dispose: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
    },
  };
}

registerStoreContract({
  name: 'PostgreSQL',
  ...(SKIP === undefined ? {} : { skip: SKIP }),
  create: async () => (await createDatabase()).storage,
});

describe('PostgreSQL store (server specifics)', () => {
  it('reports an unreachable server as StoreUnavailableError without its address in the message', async () => {
    const store = new PostgresStore('postgres://nobody@127.0.0.1:1/none', { connectionTimeoutMs: 2000 });
    try {
      const error = await store.init().then(
        () => assert.fail('init should fail'),
        (caught: unknown) => caught,
      );
      assert.ok(error instanceof StoreUnavailableError);
      assert.equal(error.message.includes('127.0.0.1'), false);
      assert.ok(error.cause instanceof Error);
      await assert.rejects(store.ping(), StoreUnavailableError);
    } finally {
      await store.close();
    }
  });

  it('migrates once when several instances start at the same time', { skip: SKIP ?? false }, async () => {
    const { url, storage } = await createDatabase();
    const stores = Array.from({ length: 4 }, () => new PostgresStore(url));
    try {
      await Promise.all(stores.map((store) => store.init()));
      const versions = await withClient(url, async (client) => (await client.query('SELECT version FROM schema_migrations ORDER BY version')).rows);
      assert.deepEqual(versions, [{ version: 1 }, { version: 2 }]);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      await storage.dispose();
    }
  });

  it('recovers by itself after the server drops its connections', { skip: SKIP ?? false }, async () => {
    const { url, storage } = await createDatabase();
    const store = new PostgresStore(url, { maxConnections: 2 });
    try {
      await store.init();
      await store.ping();
      const database = new URL(url).pathname.slice(1);
      await admin((client) =>
        client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]),
      );
      // The first call may meet a dead pooled connection (and say so as StoreUnavailableError);
      // the pool discards it, so a following call succeeds without any restart.
      await store.ping().catch((error: unknown) => assert.ok(error instanceof StoreUnavailableError));
      await store.ping();
      assert.deepEqual(await store.listCredentials(), []);
    } finally {
      await store.close();
      await storage.dispose();
    }
  });
});
