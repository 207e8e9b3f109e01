// The embedded store: one SQLite file through Node's built-in node:sqlite. WAL mode lets the
// server read while the `keys` command writes. Idempotency records are committed with the
// configured `synchronous` level (normal by default: no fsync per commit, see durabilityOf);
// credential writes always wait for the disk, so a revocation survives a power loss. Every
// write that decides something runs in a
// BEGIN IMMEDIATE transaction, so it holds the file's write lock from its first read and
// several processes on one file still see one winner. node:sqlite is synchronous: inside one
// process each method runs to completion before another starts, and a lock held by another
// process is waited for up to the busy timeout.

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { StatementSync } from 'node:sqlite';
import { toCredentialRecord } from './credential-row.ts';
import { decideOnLiveRecord, newLeaseToken } from './idempotency-rules.ts';
import { pendingMigrations } from './migrations.ts';
import type { Migration } from './migrations.ts';
import type { CredentialRecord, IdempotencyScope, NewCredential, ReserveOutcome, ReserveRequest, Store, StoredResponse } from './store.ts';
import { storeUnavailable } from './unavailable.ts';

export const SQLITE_MEMORY = ':memory:';

/**
 * How SQLite commits idempotency records. `normal` (WAL, no fsync per commit; the WAL is synced
 * at checkpoints) survives a crash of the process, but a power loss or kernel crash may undo the
 * last commits: their keys then count as new and are analysed again. `full` syncs every commit.
 */
export type SqliteSynchronous = 'normal' | 'full';

export interface SqliteOptions {
  readonly synchronous?: SqliteSynchronous;
}

/** How long a call waits for another connection's write lock before the store is "unavailable". */
const BUSY_TIMEOUT_MS = 5000;

// Applied in order, each once, recorded in schema_migrations. Never edit a released entry:
// add a new one.
const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'credentials and idempotency records',
    sql: `
      CREATE TABLE credentials (
        id TEXT PRIMARY KEY,
        secret_hash TEXT NOT NULL UNIQUE,
        organization TEXT NOT NULL,
        customer TEXT NOT NULL,
        environment TEXT NOT NULL CHECK (environment IN ('live', 'test')),
        capabilities TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER,
        revoked_at INTEGER
      ) STRICT;

      CREATE TABLE idempotency_records (
        organization TEXT NOT NULL,
        customer TEXT NOT NULL,
        environment TEXT NOT NULL,
        operation TEXT NOT NULL,
        idempotency_key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('leased', 'completed')),
        token TEXT NOT NULL,
        lease_expires_at INTEGER NOT NULL,
        completed_at INTEGER,
        response_body TEXT,
        PRIMARY KEY (organization, customer, environment, operation, idempotency_key),
        CHECK (state = 'leased' OR (completed_at IS NOT NULL AND response_body IS NOT NULL))
      ) STRICT, WITHOUT ROWID;

      CREATE INDEX idempotency_records_completed ON idempotency_records (completed_at)
        WHERE state = 'completed';
      CREATE INDEX idempotency_records_leased ON idempotency_records (lease_expires_at)
        WHERE state = 'leased';
    `,
  },
  {
    version: 2,
    name: 'per-credential rate limits',
    sql: `
      ALTER TABLE credentials ADD COLUMN rate_per_second REAL CHECK (rate_per_second > 0);
      ALTER TABLE credentials ADD COLUMN rate_burst INTEGER CHECK (rate_burst >= 1);
    `,
  },
];

const SCOPE_MATCH = `organization = :organization AND customer = :customer
  AND environment = :environment AND operation = :operation AND idempotency_key = :key`;

const SQL = {
  insertCredential: `INSERT INTO credentials
      (id, secret_hash, organization, customer, environment, capabilities, created_at, expires_at, revoked_at,
       rate_per_second, rate_burst)
    VALUES (:id, :secretHash, :organization, :customer, :environment, :capabilities, :createdAt, :expiresAt, NULL,
       :ratePerSecond, :rateBurst)`,
  findCredential: `SELECT * FROM credentials WHERE secret_hash = :secretHash`,
  listCredentials: `SELECT * FROM credentials ORDER BY created_at, id`,
  revokeCredential: `UPDATE credentials SET revoked_at = coalesce(revoked_at, :at) WHERE id = :id`,
  // Takes the key when no record exists or the existing one is dead (lease expired, or
  // completed before the retention cutoff); returns nothing when a live record holds it.
  takeKey: `INSERT INTO idempotency_records
      (organization, customer, environment, operation, idempotency_key, fingerprint, state, token,
       lease_expires_at, completed_at, response_body)
    VALUES (:organization, :customer, :environment, :operation, :key, :fingerprint, 'leased', :token,
       :leaseExpiresAt, NULL, NULL)
    ON CONFLICT (organization, customer, environment, operation, idempotency_key) DO UPDATE SET
      fingerprint = excluded.fingerprint, state = 'leased', token = excluded.token,
      lease_expires_at = excluded.lease_expires_at, completed_at = NULL, response_body = NULL
    WHERE (idempotency_records.state = 'leased' AND idempotency_records.lease_expires_at <= :now)
       OR (idempotency_records.state = 'completed' AND idempotency_records.completed_at < :retentionCutoff)
    RETURNING token`,
  findRecord: `SELECT state, fingerprint, lease_expires_at, response_body FROM idempotency_records
    WHERE ${SCOPE_MATCH}`,
  complete: `UPDATE idempotency_records
    SET state = 'completed', completed_at = :now, response_body = :body
    WHERE ${SCOPE_MATCH} AND token = :token AND state = 'leased'`,
  release: `DELETE FROM idempotency_records WHERE ${SCOPE_MATCH} AND token = :token AND state = 'leased'`,
  prune: `DELETE FROM idempotency_records
    WHERE (state = 'completed' AND completed_at < :retentionCutoff)
       OR (state = 'leased' AND lease_expires_at <= :now)`,
} as const;

type Statements = { readonly [name in keyof typeof SQL]: StatementSync };

interface CredentialRow {
  id: string;
  secret_hash: string;
  organization: string;
  customer: string;
  environment: string;
  capabilities: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  rate_per_second: number | null;
  rate_burst: number | null;
}

interface IdempotencyRow {
  state: 'leased' | 'completed';
  fingerprint: string;
  lease_expires_at: number;
  response_body: string | null;
}

export class SqliteStore implements Store {
  readonly #path: string;
  readonly #synchronous: SqliteSynchronous;
  #db: DatabaseSync | undefined;
  #statements: Statements | undefined;

  /** `path` is a file path (its folder is created when missing) or `:memory:`. */
  constructor(path: string, options: SqliteOptions = {}) {
    this.#path = path;
    this.#synchronous = options.synchronous ?? 'normal';
  }

  async init(): Promise<void> {
    this.#guard(() => {
      if (this.#db !== undefined) return;
      if (this.#path !== SQLITE_MEMORY) mkdirSync(dirname(this.#path), { recursive: true });
      const db = openDatabase(this.#path, this.#synchronous);
      try {
        migrate(db);
        this.#statements = prepareAll(db);
      } catch (error) {
        db.close();
        throw error;
      }
      this.#db = db;
    });
  }

  async close(): Promise<void> {
    this.#guard(() => {
      this.#statements = undefined;
      const db = this.#db;
      this.#db = undefined;
      db?.close();
    });
  }

  async ping(): Promise<void> {
    this.#guard(() => {
      this.#open().db.prepare('SELECT 1').get();
    });
  }

  async insertCredential(credential: NewCredential): Promise<void> {
    this.#guard(() => {
      const { db, statements } = this.#open();
      durably(db, () =>
        statements.insertCredential.run({
          id: credential.id,
          secretHash: credential.secretHash,
          organization: credential.organization,
          customer: credential.customer,
          environment: credential.environment,
          capabilities: JSON.stringify(credential.capabilities),
          createdAt: credential.createdAt.getTime(),
          expiresAt: credential.expiresAt?.getTime() ?? null,
          ratePerSecond: credential.ratePerSecond ?? null,
          rateBurst: credential.rateBurst ?? null,
        }),
      );
    });
  }

  async findCredentialBySecretHash(secretHash: string): Promise<CredentialRecord | undefined> {
    return this.#guard(() => {
      const row = this.#open().statements.findCredential.get({ secretHash }) as CredentialRow | undefined;
      return row === undefined ? undefined : credentialFromRow(row, true);
    });
  }

  async listCredentials(): Promise<CredentialRecord[]> {
    return this.#guard(() => {
      const rows = this.#open().statements.listCredentials.all() as unknown as CredentialRow[];
      return rows.map((row) => credentialFromRow(row, false));
    });
  }

  async revokeCredential(id: string, at: Date): Promise<boolean> {
    return this.#guard(() => {
      const { db, statements } = this.#open();
      const result = durably(db, () => statements.revokeCredential.run({ id, at: at.getTime() }));
      return Number(result.changes) > 0;
    });
  }

  async reserveIdempotency(request: ReserveRequest): Promise<ReserveOutcome> {
    return this.#guard(() => {
      const { db, statements } = this.#open();
      const nowMs = request.now.getTime();
      const token = newLeaseToken();
      return immediate(db, (): ReserveOutcome => {
        const taken = statements.takeKey.get({
          ...scopeParameters(request.scope),
          fingerprint: request.fingerprint,
          token,
          leaseExpiresAt: nowMs + request.leaseMs,
          now: nowMs,
          retentionCutoff: nowMs - request.retentionMs,
        });
        if (taken !== undefined) return { kind: 'reserved', token };
        // The write lock is ours until COMMIT, so the live record cannot change under us.
        const row = statements.findRecord.get(scopeParameters(request.scope)) as IdempotencyRow | undefined;
        if (row === undefined) throw new Error('idempotency record missing inside its transaction');
        return decideOnLiveRecord(
          row.state === 'leased'
            ? { state: 'leased', fingerprint: row.fingerprint, leaseExpiresAtMs: row.lease_expires_at }
            : { state: 'completed', fingerprint: row.fingerprint, responseBody: row.response_body ?? '' },
          request.fingerprint,
          nowMs,
        );
      });
    });
  }

  async completeIdempotency(scope: IdempotencyScope, token: string, response: StoredResponse, now: Date): Promise<void> {
    this.#guard(() => {
      this.#open().statements.complete.run({
        ...scopeParameters(scope),
        token,
        body: response.body,
        now: now.getTime(),
      });
    });
  }

  async releaseIdempotency(scope: IdempotencyScope, token: string): Promise<void> {
    this.#guard(() => {
      this.#open().statements.release.run({ ...scopeParameters(scope), token });
    });
  }

  async pruneIdempotency(now: Date, retentionMs: number): Promise<number> {
    return this.#guard(() => {
      const result = this.#open().statements.prune.run({
        now: now.getTime(),
        retentionCutoff: now.getTime() - retentionMs,
      });
      return Number(result.changes);
    });
  }

  #open(): { db: DatabaseSync; statements: Statements } {
    if (this.#db === undefined || this.#statements === undefined) {
      throw new Error('the SQLite store is not open (init() not called, or closed)');
    }
    return { db: this.#db, statements: this.#statements };
  }

  #guard<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      throw storeUnavailable(error);
    }
  }
}

/** A connection in WAL mode committing at the given level, before any migration. */
export function openDatabase(path: string, synchronous: SqliteSynchronous): DatabaseSync {
  const db = new DatabaseSync(path, { timeout: BUSY_TIMEOUT_MS });
  try {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec(`PRAGMA synchronous = ${synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function migrate(db: DatabaseSync): void {
  immediate(db, () => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at INTEGER NOT NULL
    ) STRICT`);
    const applied = (db.prepare('SELECT version FROM schema_migrations').all() as unknown as { version: number }[]).map((row) => row.version);
    const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
    for (const migration of pendingMigrations(MIGRATIONS, applied)) {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, Date.now());
    }
  });
}

function prepareAll(db: DatabaseSync): Statements {
  const entries = Object.entries(SQL).map(([name, sql]) => [name, db.prepare(sql)] as const);
  return Object.fromEntries(entries) as unknown as Statements;
}

/**
 * Runs a write with `synchronous = FULL` whatever the connection's level: its commit (and every
 * earlier one in the WAL) is on disk before it returns. Used for credentials: a revocation or a
 * new key must not be undone by a power loss.
 */
export function durably<T>(db: DatabaseSync, work: () => T): T {
  const level = (db.prepare('PRAGMA synchronous').get() as { synchronous: number }).synchronous;
  if (level >= 2) return work();
  db.exec('PRAGMA synchronous = FULL');
  try {
    return work();
  } finally {
    db.exec(`PRAGMA synchronous = ${level}`);
  }
}

/** Runs `work` holding the database's write lock from the start (no upgrade deadlocks). */
function immediate<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

function scopeParameters(scope: IdempotencyScope) {
  return {
    organization: scope.organization,
    customer: scope.customer,
    environment: scope.environment,
    operation: scope.operation,
    key: scope.key,
  };
}

function credentialFromRow(row: CredentialRow, withHash: boolean): CredentialRecord {
  return toCredentialRecord({
    id: row.id,
    organization: row.organization,
    customer: row.customer,
    environment: row.environment,
    capabilities: JSON.parse(row.capabilities) as string[],
    createdAt: new Date(row.created_at),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
    ratePerSecond: row.rate_per_second,
    rateBurst: row.rate_burst,
    ...(withHash ? { secretHash: row.secret_hash } : {}),
  });
}
