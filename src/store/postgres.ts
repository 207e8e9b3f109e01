// The store for several instances: PostgreSQL through a `pg` pool. The pool drops broken
// connections and opens new ones on demand, so the store recovers by itself when the database
// comes back; meanwhile every call fails fast with StoreUnavailableError.

import pg from 'pg';
import type { PoolClient } from 'pg';
import { toCredentialRecord } from './credential-row.ts';
import { decideOnLiveRecord, newLeaseToken } from './idempotency-rules.ts';
import { pendingMigrations } from './migrations.ts';
import type { Migration } from './migrations.ts';
import type { CredentialRecord, IdempotencyScope, NewCredential, ReserveOutcome, ReserveRequest, Store, StoredResponse } from './store.ts';
import { storeUnavailable } from './unavailable.ts';

/** Serialises migrations across instances starting at once ("cent" in ASCII). */
const MIGRATION_LOCK_KEY = 0x63656e74;

// Applied in order, each once, recorded in schema_migrations. Never edit a released entry:
// add a new one.
const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'credentials and idempotency records',
    sql: `
      CREATE TABLE credentials (
        id text PRIMARY KEY,
        secret_hash text NOT NULL UNIQUE,
        organization text NOT NULL,
        customer text NOT NULL,
        environment text NOT NULL CHECK (environment IN ('live', 'test')),
        capabilities text[] NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz,
        revoked_at timestamptz
      );

      CREATE TABLE idempotency_records (
        organization text NOT NULL,
        customer text NOT NULL,
        environment text NOT NULL,
        operation text NOT NULL,
        idempotency_key text NOT NULL,
        fingerprint text NOT NULL,
        state text NOT NULL CHECK (state IN ('leased', 'completed')),
        token text NOT NULL,
        lease_expires_at timestamptz NOT NULL,
        completed_at timestamptz,
        response_body text,
        PRIMARY KEY (organization, customer, environment, operation, idempotency_key),
        CHECK (state = 'leased' OR (completed_at IS NOT NULL AND response_body IS NOT NULL))
      );

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
      ALTER TABLE credentials
        ADD COLUMN rate_per_second double precision CHECK (rate_per_second > 0),
        ADD COLUMN rate_burst integer CHECK (rate_burst >= 1);
    `,
  },
];

const SCOPE_MATCH = `organization = $1 AND customer = $2 AND environment = $3 AND operation = $4
  AND idempotency_key = $5`;

// $1..$5 are the scope; see scopeValues.
const SQL = {
  // Takes the key when no record exists or the existing one is dead (lease expired, or
  // completed before the retention cutoff). When a live record holds the key nothing is
  // returned, but ON CONFLICT DO UPDATE still locks that row until the transaction ends.
  takeKey: `INSERT INTO idempotency_records AS r
      (organization, customer, environment, operation, idempotency_key, fingerprint, state, token,
       lease_expires_at, completed_at, response_body)
    VALUES ($1, $2, $3, $4, $5, $6, 'leased', $7, $8, NULL, NULL)
    ON CONFLICT (organization, customer, environment, operation, idempotency_key) DO UPDATE SET
      fingerprint = excluded.fingerprint, state = 'leased', token = excluded.token,
      lease_expires_at = excluded.lease_expires_at, completed_at = NULL, response_body = NULL
    WHERE (r.state = 'leased' AND r.lease_expires_at <= $9)
       OR (r.state = 'completed' AND r.completed_at < $10)
    RETURNING token`,
  findRecord: `SELECT state, fingerprint, lease_expires_at, response_body FROM idempotency_records
    WHERE ${SCOPE_MATCH}`,
  complete: `UPDATE idempotency_records
    SET state = 'completed', completed_at = $8, response_body = $7
    WHERE ${SCOPE_MATCH} AND token = $6 AND state = 'leased'`,
  release: `DELETE FROM idempotency_records WHERE ${SCOPE_MATCH} AND token = $6 AND state = 'leased'`,
  prune: `DELETE FROM idempotency_records
    WHERE (state = 'completed' AND completed_at < $2) OR (state = 'leased' AND lease_expires_at <= $1)`,
} as const;

interface CredentialRow {
  id: string;
  secret_hash: string;
  organization: string;
  customer: string;
  environment: string;
  capabilities: string[];
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  rate_per_second: number | null;
  rate_burst: number | null;
}

interface IdempotencyRow {
  state: 'leased' | 'completed';
  fingerprint: string;
  lease_expires_at: Date;
  response_body: string | null;
}

export interface PostgresStoreOptions {
  /** Connections kept at most by this instance. */
  readonly maxConnections?: number;
  /** How long a call waits for a connection before the store is "unavailable". */
  readonly connectionTimeoutMs?: number;
}

export class PostgresStore implements Store {
  readonly #pool: pg.Pool;

  constructor(connectionString: string, options: PostgresStoreOptions = {}) {
    this.#pool = new pg.Pool({
      connectionString,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
      // A statement that never answers (a half-open connection) must not hold a request forever.
      query_timeout: 15000,
    });
    // An idle connection that breaks (database restart, network) is dropped by the pool; the
    // next call opens a fresh one or reports StoreUnavailableError. Without a listener the
    // error would crash the process.
    this.#pool.on('error', () => {});
  }

  async init(): Promise<void> {
    await this.#transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const applied = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
      for (const migration of pendingMigrations(
        MIGRATIONS,
        applied.rows.map((row) => row.version),
      )) {
        await client.query(migration.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      }
    });
  }

  async close(): Promise<void> {
    if (this.#pool.ended) return;
    await this.#pool.end();
  }

  async ping(): Promise<void> {
    await this.#query('SELECT 1');
  }

  async insertCredential(credential: NewCredential): Promise<void> {
    await this.#query(
      `INSERT INTO credentials
        (id, secret_hash, organization, customer, environment, capabilities, created_at, expires_at, revoked_at,
         rate_per_second, rate_burst)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, $9, $10)`,
      [
        credential.id,
        credential.secretHash,
        credential.organization,
        credential.customer,
        credential.environment,
        [...credential.capabilities],
        credential.createdAt,
        credential.expiresAt,
        credential.ratePerSecond ?? null,
        credential.rateBurst ?? null,
      ],
    );
  }

  async findCredentialBySecretHash(secretHash: string): Promise<CredentialRecord | undefined> {
    const rows = await this.#query<CredentialRow>('SELECT * FROM credentials WHERE secret_hash = $1', [secretHash]);
    const row = rows[0];
    return row === undefined ? undefined : this.#credential(row, true);
  }

  async listCredentials(): Promise<CredentialRecord[]> {
    const rows = await this.#query<CredentialRow>('SELECT * FROM credentials ORDER BY created_at, id');
    return rows.map((row) => this.#credential(row, false));
  }

  async revokeCredential(id: string, at: Date): Promise<boolean> {
    const rows = await this.#query<{ id: string }>('UPDATE credentials SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1 RETURNING id', [id, at]);
    return rows.length > 0;
  }

  async reserveIdempotency(request: ReserveRequest): Promise<ReserveOutcome> {
    const nowMs = request.now.getTime();
    const token = newLeaseToken();
    return this.#transaction(async (client): Promise<ReserveOutcome> => {
      const taken = await client.query(SQL.takeKey, [
        ...scopeValues(request.scope),
        request.fingerprint,
        token,
        new Date(nowMs + request.leaseMs),
        request.now,
        new Date(nowMs - request.retentionMs),
      ]);
      if (taken.rowCount === 1) return { kind: 'reserved', token };
      // This transaction holds the live record's row lock, so it cannot change under us.
      const found = await client.query<IdempotencyRow>(SQL.findRecord, scopeValues(request.scope));
      const row = found.rows[0];
      if (row === undefined) throw new Error('idempotency record missing inside its transaction');
      return decideOnLiveRecord(
        row.state === 'leased'
          ? { state: 'leased', fingerprint: row.fingerprint, leaseExpiresAtMs: row.lease_expires_at.getTime() }
          : { state: 'completed', fingerprint: row.fingerprint, responseBody: row.response_body ?? '' },
        request.fingerprint,
        nowMs,
      );
    });
  }

  async completeIdempotency(scope: IdempotencyScope, token: string, response: StoredResponse, now: Date): Promise<void> {
    await this.#query(SQL.complete, [...scopeValues(scope), token, response.body, now]);
  }

  async releaseIdempotency(scope: IdempotencyScope, token: string): Promise<void> {
    await this.#query(SQL.release, [...scopeValues(scope), token]);
  }

  async pruneIdempotency(now: Date, retentionMs: number): Promise<number> {
    const result = await this.#execute(SQL.prune, [now, new Date(now.getTime() - retentionMs)]);
    return result.rowCount ?? 0;
  }

  #credential(row: CredentialRow, withHash: boolean): CredentialRecord {
    return toCredentialRecord({
      id: row.id,
      organization: row.organization,
      customer: row.customer,
      environment: row.environment,
      capabilities: row.capabilities,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      revokedAt: row.revoked_at,
      ratePerSecond: row.rate_per_second,
      rateBurst: row.rate_burst,
      ...(withHash ? { secretHash: row.secret_hash } : {}),
    });
  }

  async #query<Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<Row[]> {
    return (await this.#execute<Row>(sql, values)).rows;
  }

  #execute<Row extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<pg.QueryResult<Row>> {
    return this.#guard(() => this.#pool.query<Row>(sql, values));
  }

  async #transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    return this.#guard(async () => {
      const client = await this.#pool.connect();
      // A checked-out client has no error listener of the pool's: a server that goes away mid-
      // transaction would emit an unhandled 'error' and crash the process. The failed query
      // rejects as well, and that is what the caller is told.
      const ignoreError = (): void => {};
      client.on('error', ignoreError);
      let rollbackFailed = false;
      try {
        await client.query('BEGIN');
        const result = await work(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        rollbackFailed = await client.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        throw error;
      } finally {
        // A connection whose rollback failed is in an unknown state: destroy it, never reuse it.
        client.off('error', ignoreError);
        client.release(rollbackFailed);
      }
    });
  }

  async #guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw storeUnavailable(error);
    }
  }
}

function scopeValues(scope: IdempotencyScope): string[] {
  return [scope.organization, scope.customer, scope.environment, scope.operation, scope.key];
}
