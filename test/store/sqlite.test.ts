import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { DatabaseSync } from 'node:sqlite';
import { describe, it } from 'node:test';
import { durably, openDatabase, SqliteStore } from '../../src/store/sqlite.ts';
import { StoreUnavailableError } from '../../src/store/store.ts';
import { registerStoreContract } from './store-contract.ts';

async function tempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'centinela-sqlite-'));
}

registerStoreContract({
  name: 'SQLite',
  async create() {
    const dir = await tempDir();
    const path = join(dir, 'centinela.db');
    return {
      async open() {
        const store = new SqliteStore(path);
        await store.init();
        return store;
      },
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
  },
});

describe('SQLite store (file specifics)', () => {
  it('creates the missing parent folders, uses WAL and records the applied migrations', async () => {
    const dir = await tempDir();
    try {
      const path = join(dir, 'nested', 'deeper', 'centinela.db');
      const store = new SqliteStore(path);
      await store.init();
      await store.close();
      const db = new DatabaseSync(path, { readOnly: true });
      try {
        assert.deepEqual({ ...db.prepare('PRAGMA journal_mode').get() }, { journal_mode: 'wal' });
        const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
        assert.deepEqual(
          versions.map((row) => row.version),
          [1, 2],
        );
      } finally {
        db.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('commits at the configured synchronous level (NORMAL = 1, FULL = 2)', async () => {
    const dir = await tempDir();
    try {
      for (const [setting, level] of [
        ['normal', 1],
        ['full', 2],
      ] as const) {
        const db = openDatabase(join(dir, `${setting}.db`), setting);
        try {
          assert.deepEqual({ ...db.prepare('PRAGMA synchronous').get() }, { synchronous: level });
          assert.deepEqual({ ...db.prepare('PRAGMA journal_mode').get() }, { journal_mode: 'wal' });
        } finally {
          db.close();
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('runs a durable write with FULL and gives the connection its level back, even when the write fails', async () => {
    const dir = await tempDir();
    const db = openDatabase(join(dir, 'durably.db'), 'normal');
    const level = () => (db.prepare('PRAGMA synchronous').get() as { synchronous: number }).synchronous;
    try {
      assert.equal(durably(db, level), 2);
      assert.equal(level(), 1);
      assert.throws(() => durably(db, () => db.exec('INSERT INTO missing_table VALUES (1)')), /no such table/);
      assert.equal(level(), 1);
    } finally {
      db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reports a file it cannot open as StoreUnavailableError with a generic message and the cause', async () => {
    const dir = await tempDir();
    try {
      const blocker = join(dir, 'not-a-folder');
      await writeFile(blocker, 'x');
      const store = new SqliteStore(join(blocker, 'centinela.db'));
      const error = await store.init().then(
        () => assert.fail('init should fail'),
        (caught: unknown) => caught,
      );
      assert.ok(error instanceof StoreUnavailableError);
      assert.equal(error.message.includes(dir), false);
      assert.ok(error.cause instanceof Error);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('upgrades a file at schema version 1, keeping its credentials', async () => {
    const dir = await tempDir();
    try {
      const path = join(dir, 'centinela.db');
      const store = new SqliteStore(path);
      await store.init();
      await store.insertCredential({
        id: 'key_AAAAAAAAAAAAAAAAAAA1',
        organization: 'Acme',
        customer: 'acme-mail',
        environment: 'live',
        capabilities: ['email_analysis'],
        createdAt: new Date(0),
        expiresAt: null,
        secretHash: '1'.repeat(64),
      });
      await store.close();
      // Back to what release 1 left: no rate columns, version 2 not recorded.
      const db = new DatabaseSync(path);
      db.exec('ALTER TABLE credentials DROP COLUMN rate_per_second; ALTER TABLE credentials DROP COLUMN rate_burst');
      db.exec('DELETE FROM schema_migrations WHERE version = 2');
      db.close();
      const upgraded = new SqliteStore(path);
      await upgraded.init();
      try {
        const [old] = await upgraded.listCredentials();
        assert.equal(old?.id, 'key_AAAAAAAAAAAAAAAAAAA1');
        assert.equal('ratePerSecond' in old!, false);
      } finally {
        await upgraded.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file migrated by a newer release, saying why in the cause', async () => {
    const dir = await tempDir();
    try {
      const path = join(dir, 'centinela.db');
      const store = new SqliteStore(path);
      await store.init();
      await store.close();
      const db = new DatabaseSync(path);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, ?, 0)').run('future');
      db.close();
      const error = await new SqliteStore(path).init().then(
        () => assert.fail('init should fail'),
        (caught: unknown) => caught,
      );
      assert.ok(error instanceof StoreUnavailableError);
      assert.match(String((error.cause as Error).message), /version 99, newer than this release knows/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gives exactly one lease per key among two processes racing on one fresh file', async () => {
    const dir = await tempDir();
    const path = join(dir, 'centinela.db');
    const keyCount = 25;
    const rounds = 10;
    try {
      // No set-up: both processes create and migrate the fresh file at the same time too.
      const children = [0, 1].map(() =>
        spawn(process.execPath, [new URL('./fixtures/reserve-child.ts', import.meta.url).pathname, path, String(keyCount), String(rounds)], {
          stdio: ['pipe', 'pipe', 'inherit'],
        }),
      );
      // Listen for the exits now: a child may be gone before its output has been read.
      const exits = children.map((child) => new Promise((resolve) => child.once('close', resolve)));
      const lines = children.map((child) => createInterface({ input: child.stdout! })[Symbol.asyncIterator]());
      for (const next of lines) assert.equal((await next.next()).value, 'ready');
      for (const child of children) child.stdin!.write('go\n');
      const results = await Promise.all(lines.map(async (next) => JSON.parse(String((await next.next()).value)) as Record<string, string[]>));
      assert.deepEqual(await Promise.all(exits), [0, 0]);

      for (let k = 0; k < keyCount; k += 1) {
        const key = `key-${String(k).padStart(4, '0')}`;
        const kinds = results.flatMap((result) => result[key] ?? []);
        assert.equal(kinds.length, 2 * rounds);
        assert.equal(kinds.filter((kind) => kind === 'reserved').length, 1, key);
        assert.equal(kinds.filter((kind) => kind === 'in_progress').length, 2 * rounds - 1, key);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
