import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pendingMigrations } from '../../src/store/migrations.ts';

const M = [1, 2, 3].map((version) => ({ version, name: `m${version}`, sql: `-- ${version}` }));

describe('pendingMigrations', () => {
  it('returns the unapplied migrations in version order', () => {
    assert.deepEqual(
      pendingMigrations(M, []).map((m) => m.version),
      [1, 2, 3],
    );
    assert.deepEqual(
      pendingMigrations([M[2]!, M[0]!, M[1]!], [1]).map((m) => m.version),
      [2, 3],
    );
    assert.deepEqual(pendingMigrations(M, [3, 1, 2]), []);
  });

  it('refuses a database migrated by a newer release', () => {
    assert.throws(() => pendingMigrations(M, [1, 2, 3, 4]), /schema is at version 4, newer than this release knows/);
  });
});
