import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { openStore, StoreConfigurationError } from '../../src/store/open.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import { StoreUnavailableError } from '../../src/store/store.ts';

describe('openStore', () => {
  it('opens an initialised SQLite store at a path relative to the working directory', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'centinela-open-'));
    try {
      const path = join(dir, 'data', 'centinela.db');
      const store = await openStore(`sqlite:${relative(process.cwd(), path)}`);
      try {
        assert.ok(store instanceof SqliteStore);
        assert.deepEqual(await store.listCredentials(), []);
        assert.equal(existsSync(path), true);
      } finally {
        await store.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('opens an in-memory SQLite store for sqlite::memory:', async () => {
    const store = await openStore('sqlite::memory:');
    try {
      assert.deepEqual(await store.listCredentials(), []);
    } finally {
      await store.close();
    }
  });

  it('refuses other values with one line naming CENTINELA_DATABASE and never echoing the value', async () => {
    for (const value of ['', 'sqlite:', 'mysql://admin:hunter2@db/x', 'postgres://', 'data/centinela.db', 'SQLITE:x.db']) {
      const error = await openStore(value).then(
        () => assert.fail(`accepted ${JSON.stringify(value)}`),
        (caught: unknown) => caught,
      );
      assert.ok(error instanceof StoreConfigurationError, value);
      assert.match(error.message, /^CENTINELA_DATABASE must be /);
      assert.equal(error.message.includes('\n'), false);
      assert.equal(error.message.includes('hunter2'), false);
    }
  });

  it('takes postgres:// and postgresql:// to PostgreSQL, and reports an unreachable one as unavailable', async () => {
    for (const scheme of ['postgres', 'postgresql', 'POSTGRES']) {
      const error = await openStore(`${scheme}://nobody@127.0.0.1:1/none`).then(
        () => assert.fail('an unreachable server opened'),
        (caught: unknown) => caught,
      );
      assert.ok(error instanceof StoreUnavailableError, scheme);
      // The pg driver's own connection error: the value went to PostgreSQL, not to SQLite.
      assert.equal((error.cause as { code?: string }).code, 'ECONNREFUSED', scheme);
    }
  });
});
