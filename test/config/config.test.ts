import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config/config.ts';

test('defaults follow the contract (section 5)', () => {
  const config = loadConfig({}, 2);
  assert.equal(config.port, 8080);
  assert.equal(config.host, '127.0.0.1');
  assert.equal(config.database, 'sqlite:./data/centinela.db');
  assert.equal(config.budgetMs, 45_000);
  assert.equal(config.idempotencyRetentionMs, 24 * 3_600_000);
  assert.deepEqual(config.trustedAuthservIds, []);
  assert.equal(config.dns, 'system');
  assert.equal(config.workers, 2);
  assert.equal(config.bodiesInFlightBytes, 256 * 1024 * 1024);
  assert.equal(config.workerRecycleBytes, 512 * 1024 * 1024);
  assert.equal(config.sqliteSynchronous, 'normal');
});

test('the SQLite commit level is normal or full, nothing else', () => {
  assert.equal(loadConfig({ CENTINELA_SQLITE_SYNCHRONOUS: 'FULL' }, 1).sqliteSynchronous, 'full');
  assert.equal(loadConfig({ CENTINELA_SQLITE_SYNCHRONOUS: ' normal ' }, 1).sqliteSynchronous, 'normal');
  assert.throws(() => loadConfig({ CENTINELA_SQLITE_SYNCHRONOUS: 'off' }, 1), /^ConfigError: CENTINELA_SQLITE_SYNCHRONOUS: /);
});

test('the memory bounds are read in MiB, and one message of the largest size must fit in flight', () => {
  const config = loadConfig({ CENTINELA_BODIES_IN_FLIGHT_MB: '64', CENTINELA_WORKER_RECYCLE_MB: '300' }, 1);
  assert.equal(config.bodiesInFlightBytes, 64 * 1024 * 1024);
  assert.equal(config.workerRecycleBytes, 300 * 1024 * 1024);
  assert.throws(() => loadConfig({ CENTINELA_BODIES_IN_FLIGHT_MB: '9' }, 1), /^ConfigError: CENTINELA_BODIES_IN_FLIGHT_MB: /);
  assert.throws(() => loadConfig({ CENTINELA_WORKER_RECYCLE_MB: 'lots' }, 1), /^ConfigError: CENTINELA_WORKER_RECYCLE_MB: /);
});

test('values are read and normalised', () => {
  const config = loadConfig(
    {
      PORT: '0',
      CENTINELA_BUDGET_SECONDS: '120',
      CENTINELA_IDEMPOTENCY_HOURS: '1.5',
      CENTINELA_TRUSTED_AUTHSERV_IDS: ' MX.Example.org , ,mx2.example.org',
      CENTINELA_DNS: '127.0.0.1:5353',
    },
    4,
  );
  assert.equal(config.port, 0);
  assert.equal(config.budgetMs, 120_000);
  assert.equal(config.idempotencyRetentionMs, 5_400_000);
  assert.deepEqual(config.trustedAuthservIds, ['mx.example.org', 'mx2.example.org']);
  assert.equal(config.dns, '127.0.0.1:5353');
  assert.equal(loadConfig({ CENTINELA_DNS: '[::1]:53' }, 1).dns, '[::1]:53');
  assert.equal(loadConfig({ CENTINELA_DNS: 'off' }, 1).dns, 'off');
});

test('a wrong setting is refused with one line naming the variable', () => {
  const cases: Array<[Record<string, string>, string]> = [
    [{ CENTINELA_BUDGET_SECONDS: '121' }, 'CENTINELA_BUDGET_SECONDS'],
    [{ CENTINELA_BUDGET_SECONDS: '0' }, 'CENTINELA_BUDGET_SECONDS'],
    [{ CENTINELA_BUDGET_SECONDS: 'lots' }, 'CENTINELA_BUDGET_SECONDS'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ CENTINELA_IDEMPOTENCY_HOURS: '-3' }, 'CENTINELA_IDEMPOTENCY_HOURS'],
    [{ CENTINELA_DNS: 'dns.example.org' }, 'CENTINELA_DNS'],
    [{ CENTINELA_DNS: '1.2.3.4:99999' }, 'CENTINELA_DNS'],
    [{ CENTINELA_WORKERS: '0' }, 'CENTINELA_WORKERS'],
  ];
  for (const [env, variable] of cases) {
    assert.throws(
      () => loadConfig(env, 2),
      (error: unknown) => error instanceof ConfigError && error.message.startsWith(`${variable}:`) && !error.message.includes('\n'),
      variable,
    );
  }
});

test('CENTINELA_MODEL: the shipped model by default, off, or a file that must load', async () => {
  const { SHIPPED_MODEL_PATH } = await import('../../src/analysis/model/layer.ts');
  assert.equal(loadConfig({}, 1).model, SHIPPED_MODEL_PATH);
  assert.equal(loadConfig({ CENTINELA_MODEL: 'off' }, 1).model, 'off');
  const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(join(tmpdir(), 'centinela-config-'));
  try {
    writeFileSync(join(dir, 'broken.model'), 'CNTLMODL but not a model');
    for (const [path, expected] of [
      [join(dir, 'missing.model'), /^CENTINELA_MODEL: no model file at /],
      [join(dir, 'broken.model'), /^CENTINELA_MODEL: the model file is corrupt/],
    ] as const) {
      assert.throws(
        () => loadConfig({ CENTINELA_MODEL: path }, 1),
        (error: unknown) => error instanceof ConfigError && expected.test(error.message) && !error.message.includes('\n'),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('CENTINELA_RULES_DIR: unset by default, or a rules folder that must load', async () => {
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  assert.equal(loadConfig({}, 1).rules, undefined);
  const examples = new URL('../../examples/rules/', import.meta.url).pathname;
  assert.equal(loadConfig({ CENTINELA_RULES_DIR: examples }, 1).rules, examples);
  const missing = join(tmpdir(), 'centinela-no-such-rules-folder');
  assert.throws(
    () => loadConfig({ CENTINELA_RULES_DIR: missing }, 1),
    (error: unknown) => error instanceof ConfigError && error.message.startsWith(`CENTINELA_RULES_DIR: ${missing}: cannot read the rules folder`),
  );
});
