// The behaviour every Store must show, registered once per implementation (SQLite, PostgreSQL)
// by the test files beside this one. Time is passed in explicitly, so lease expiry and
// retention are tested without waiting.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { StoreUnavailableError } from '../../src/store/store.ts';
import type { IdempotencyScope, NewCredential, ReserveOutcome, ReserveRequest, Store } from '../../src/store/store.ts';

/** One empty storage (a file, a database) on which connections can be opened. */
export interface StorageUnderTest {
  /** A new, initialised store on this storage; call again for a second connection. */
  open(): Promise<Store>;
  dispose(): Promise<void>;
}

export interface StoreBackend {
  readonly name: string;
  create(): Promise<StorageUnderTest>;
  /** Set when the backend cannot run here; the suite is skipped with this message. */
  readonly skip?: string;
}

const T0 = new Date('2026-03-01T12:00:00.000Z');
const LEASE_MS = 60_000;
const RETENTION_MS = 24 * 3_600_000;
const FP_A = 'a'.repeat(64);
const FP_B = 'b'.repeat(64);

function at(offsetMs: number): Date {
  return new Date(T0.getTime() + offsetMs);
}

function scope(overrides: Partial<IdempotencyScope> = {}): IdempotencyScope {
  return {
    organization: 'org-1',
    customer: 'cust-1',
    environment: 'live',
    operation: 'POST /v1/email-analyses',
    key: 'key-0001',
    ...overrides,
  };
}

function reserve(store: Store, options: Partial<ReserveRequest> = {}): Promise<ReserveOutcome> {
  return store.reserveIdempotency({
    scope: scope(),
    fingerprint: FP_A,
    now: T0,
    leaseMs: LEASE_MS,
    retentionMs: RETENTION_MS,
    ...options,
  });
}

async function reserved(store: Store, options: Partial<ReserveRequest> = {}): Promise<string> {
  const outcome = await reserve(store, options);
  assert.equal(outcome.kind, 'reserved');
  return outcome.token;
}

function credential(overrides: Partial<NewCredential> = {}): NewCredential {
  return {
    id: 'key_AAAAAAAAAAAAAAAAAAA1',
    organization: 'Acme Ltd',
    customer: 'acme-mail',
    environment: 'live',
    capabilities: ['email_analysis', 'sms_analysis'],
    createdAt: at(0),
    expiresAt: new Date('2027-01-01T00:00:00.000Z'),
    secretHash: '1'.repeat(64),
    ...overrides,
  };
}

export function registerStoreContract(backend: StoreBackend): void {
  describe(`${backend.name} store (shared contract)`, { skip: backend.skip ?? false }, () => {
    async function withStore(test: (store: Store, storage: StorageUnderTest) => Promise<void>): Promise<void> {
      const storage = await backend.create();
      const store = await storage.open();
      try {
        await test(store, storage);
      } finally {
        await store.close();
        await storage.dispose();
      }
    }

    describe('credentials', () => {
      it('finds an inserted credential by its secret hash, with all its fields', () =>
        withStore(async (store) => {
          await store.insertCredential(credential());
          const found = await store.findCredentialBySecretHash('1'.repeat(64));
          assert.deepEqual(found, {
            id: 'key_AAAAAAAAAAAAAAAAAAA1',
            organization: 'Acme Ltd',
            customer: 'acme-mail',
            environment: 'live',
            capabilities: ['email_analysis', 'sms_analysis'],
            createdAt: at(0),
            expiresAt: new Date('2027-01-01T00:00:00.000Z'),
            revokedAt: null,
            secretHash: '1'.repeat(64),
          });
          assert.equal(await store.findCredentialBySecretHash('2'.repeat(64)), undefined);
        }));

      it("keeps a credential's own rate limit, and leaves the fields out when it has none", () =>
        withStore(async (store) => {
          await store.insertCredential(credential({ ratePerSecond: 2.5, rateBurst: 7 }));
          await store.insertCredential(credential({ id: 'key_BBBBBBBBBBBBBBBBBBB2', secretHash: '2'.repeat(64), rateBurst: 3 }));
          const found = await store.findCredentialBySecretHash('1'.repeat(64));
          assert.equal(found?.ratePerSecond, 2.5);
          assert.equal(found?.rateBurst, 7);
          const listed = await store.listCredentials();
          assert.deepEqual(
            listed.map((entry) => [entry.id, entry.ratePerSecond, entry.rateBurst, 'ratePerSecond' in entry]),
            [
              ['key_AAAAAAAAAAAAAAAAAAA1', 2.5, 7, true],
              ['key_BBBBBBBBBBBBBBBBBBB2', undefined, 3, false],
            ],
          );
        }));

      it('keeps a credential without expiry as expiresAt null', () =>
        withStore(async (store) => {
          await store.insertCredential(credential({ expiresAt: null, environment: 'test' }));
          const found = await store.findCredentialBySecretHash('1'.repeat(64));
          assert.equal(found?.expiresAt, null);
          assert.equal(found?.environment, 'test');
        }));

      it('lists credentials oldest first, without secret hashes', () =>
        withStore(async (store) => {
          assert.deepEqual(await store.listCredentials(), []);
          await store.insertCredential(credential({ id: 'key_BBBBBBBBBBBBBBBBBBB2', secretHash: '2'.repeat(64), createdAt: at(5000) }));
          await store.insertCredential(credential());
          const listed = await store.listCredentials();
          assert.deepEqual(
            listed.map((record) => record.id),
            ['key_AAAAAAAAAAAAAAAAAAA1', 'key_BBBBBBBBBBBBBBBBBBB2'],
          );
          for (const record of listed) assert.equal('secretHash' in record, false);
        }));

      it('revokes once: a second revocation keeps the first time; an unknown id gives false', () =>
        withStore(async (store) => {
          await store.insertCredential(credential());
          assert.equal(await store.revokeCredential('key_AAAAAAAAAAAAAAAAAAA1', at(1000)), true);
          assert.equal(await store.revokeCredential('key_AAAAAAAAAAAAAAAAAAA1', at(9000)), true);
          assert.equal(await store.revokeCredential('key_ZZZZZZZZZZZZZZZZZZZZ', at(9000)), false);
          const found = await store.findCredentialBySecretHash('1'.repeat(64));
          assert.deepEqual(found?.revokedAt, at(1000));
          const [listed] = await store.listCredentials();
          assert.deepEqual(listed?.revokedAt, at(1000));
        }));

      it('sees a revocation written through another connection at once', () =>
        withStore(async (store, storage) => {
          await store.insertCredential(credential());
          const other = await storage.open();
          try {
            assert.equal(await other.revokeCredential('key_AAAAAAAAAAAAAAAAAAA1', at(1000)), true);
          } finally {
            await other.close();
          }
          assert.deepEqual((await store.findCredentialBySecretHash('1'.repeat(64)))?.revokedAt, at(1000));
        }));
    });

    describe('idempotency', () => {
      it('reserves, completes, then replays the stored body byte for byte', () =>
        withStore(async (store) => {
          const token = await reserved(store);
          const body = '{"analysis_id":"ana_1","verdict":"clean","note":"ñ € 😀 \\u0000"}';
          await store.completeIdempotency(scope(), token, { body }, at(2000));
          assert.deepEqual(await reserve(store, { now: at(3000) }), { kind: 'replay', response: { body } });
        }));

      it('answers mismatch for other bytes, whether the record is completed or leased', () =>
        withStore(async (store) => {
          const token = await reserved(store);
          assert.deepEqual(await reserve(store, { fingerprint: FP_B, now: at(1000) }), { kind: 'mismatch' });
          await store.completeIdempotency(scope(), token, { body: '{}' }, at(2000));
          assert.deepEqual(await reserve(store, { fingerprint: FP_B, now: at(3000) }), { kind: 'mismatch' });
        }));

      it('answers in_progress with the remaining lease in whole seconds, at least 1', () =>
        withStore(async (store) => {
          await reserved(store);
          assert.deepEqual(await reserve(store, { now: at(10_500) }), { kind: 'in_progress', retryAfterSeconds: 50 });
          assert.deepEqual(await reserve(store, { now: at(LEASE_MS - 200) }), { kind: 'in_progress', retryAfterSeconds: 1 });
        }));

      it('lets the next caller take over an expired lease, even with other bytes', () =>
        withStore(async (store) => {
          const first = await reserved(store);
          const second = await reserved(store, { now: at(LEASE_MS) });
          assert.notEqual(second, first);
          const third = await reserved(store, { now: at(2 * LEASE_MS), fingerprint: FP_B });
          await store.completeIdempotency(scope(), third, { body: 'B' }, at(2 * LEASE_MS + 1));
          assert.deepEqual(await reserve(store, { now: at(2 * LEASE_MS + 2), fingerprint: FP_B }), {
            kind: 'replay',
            response: { body: 'B' },
          });
        }));

      it('ignores complete and release from a stale attempt whose lease was taken over', () =>
        withStore(async (store) => {
          const stale = await reserved(store);
          const owner = await reserved(store, { now: at(LEASE_MS + 1) });
          await store.completeIdempotency(scope(), stale, { body: 'stale' }, at(LEASE_MS + 2));
          await store.releaseIdempotency(scope(), stale);
          assert.equal((await reserve(store, { now: at(LEASE_MS + 3) })).kind, 'in_progress');
          await store.completeIdempotency(scope(), owner, { body: 'owner' }, at(LEASE_MS + 4));
          await store.releaseIdempotency(scope(), stale);
          assert.deepEqual(await reserve(store, { now: at(LEASE_MS + 5) }), {
            kind: 'replay',
            response: { body: 'owner' },
          });
        }));

      it('ignores a token that never held the key, and a release after completion', () =>
        withStore(async (store) => {
          const token = await reserved(store);
          await store.completeIdempotency(scope(), 'not-the-token', { body: 'forged' }, at(1));
          await store.releaseIdempotency(scope(), 'not-the-token');
          assert.equal((await reserve(store, { now: at(2) })).kind, 'in_progress');
          await store.completeIdempotency(scope(), token, { body: 'real' }, at(3));
          await store.completeIdempotency(scope(), token, { body: 'again' }, at(4));
          await store.releaseIdempotency(scope(), token);
          assert.deepEqual(await reserve(store, { now: at(5) }), { kind: 'replay', response: { body: 'real' } });
        }));

      it('frees the key at once when the holder releases it', () =>
        withStore(async (store) => {
          const token = await reserved(store);
          await store.releaseIdempotency(scope(), token);
          await reserved(store, { now: at(1), fingerprint: FP_B });
        }));

      it('still completes a lease that expired when nobody took it over', () =>
        withStore(async (store) => {
          const token = await reserved(store);
          await store.completeIdempotency(scope(), token, { body: 'late' }, at(LEASE_MS + 10));
          assert.deepEqual(await reserve(store, { now: at(LEASE_MS + 20) }), {
            kind: 'replay',
            response: { body: 'late' },
          });
        }));

      it('treats a record completed longer ago than retention as absent', () =>
        withStore(async (store) => {
          const token = await reserved(store);
          await store.completeIdempotency(scope(), token, { body: 'old' }, at(0));
          assert.equal((await reserve(store, { now: at(RETENTION_MS), fingerprint: FP_B })).kind, 'mismatch');
          await reserved(store, { now: at(RETENTION_MS + 1), fingerprint: FP_B });
        }));

      it('honours a shorter retention passed by the caller', () =>
        withStore(async (store) => {
          const token = await reserved(store);
          await store.completeIdempotency(scope(), token, { body: 'x' }, at(0));
          await reserved(store, { now: at(3_600_001), retentionMs: 3_600_000 });
        }));

      it('prunes records past retention and expired leases, and nothing else', () =>
        withStore(async (store) => {
          const oldDone = await reserved(store, { scope: scope({ key: 'old-completed' }) });
          await store.completeIdempotency(scope({ key: 'old-completed' }), oldDone, { body: 'o' }, at(0));
          await reserved(store, { scope: scope({ key: 'expired-lease' }) });
          const now = at(RETENTION_MS + 10);
          const freshDone = await reserved(store, { scope: scope({ key: 'fresh-completed' }), now: at(RETENTION_MS) });
          await store.completeIdempotency(scope({ key: 'fresh-completed' }), freshDone, { body: 'f' }, at(RETENTION_MS));
          await reserved(store, { scope: scope({ key: 'live-lease' }), now });

          assert.equal(await store.pruneIdempotency(now, RETENTION_MS), 2);
          assert.equal(await store.pruneIdempotency(now, RETENTION_MS), 0);
          assert.deepEqual(await reserve(store, { scope: scope({ key: 'fresh-completed' }), now }), {
            kind: 'replay',
            response: { body: 'f' },
          });
          assert.equal((await reserve(store, { scope: scope({ key: 'live-lease' }), now })).kind, 'in_progress');
        }));

      it('gives exactly one of 20 concurrent callers the lease', () =>
        withStore(async (store) => {
          const outcomes = await Promise.all(Array.from({ length: 20 }, () => reserve(store)));
          assert.equal(outcomes.filter((outcome) => outcome.kind === 'reserved').length, 1);
          assert.equal(outcomes.filter((outcome) => outcome.kind === 'in_progress').length, 19);
        }));

      it('gives exactly one lease among callers on two connections to the same storage', () =>
        withStore(async (store, storage) => {
          const other = await storage.open();
          try {
            for (const key of ['k-0001', 'k-0002', 'k-0003', 'k-0004', 'k-0005']) {
              const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => reserve(i % 2 === 0 ? store : other, { scope: scope({ key }) })));
              assert.equal(outcomes.filter((outcome) => outcome.kind === 'reserved').length, 1, key);
            }
          } finally {
            await other.close();
          }
        }));

      it('keeps scopes apart: organization, customer, environment and operation', () =>
        withStore(async (store) => {
          const base = await reserved(store);
          await store.completeIdempotency(scope(), base, { body: 'base' }, at(1));
          for (const other of [
            scope({ organization: 'org-2' }),
            scope({ customer: 'cust-2' }),
            scope({ environment: 'test' }),
            scope({ operation: 'POST /api/v1/analyze/email' }),
          ]) {
            await reserved(store, { scope: other, fingerprint: FP_B, now: at(2) });
          }
          assert.deepEqual(await reserve(store, { now: at(3) }), { kind: 'replay', response: { body: 'base' } });
        }));

      it('treats keys differing only in letter case as different keys', () =>
        withStore(async (store) => {
          await reserved(store, { scope: scope({ key: 'abcdefgh' }) });
          await reserved(store, { scope: scope({ key: 'ABCDEFGH' }) });
        }));
    });

    describe('lifecycle', () => {
      it('keeps credentials and records across a reopen, and init() twice is harmless', () =>
        withStore(async (store, storage) => {
          await store.init();
          await store.insertCredential(credential());
          const token = await reserved(store);
          await store.completeIdempotency(scope(), token, { body: 'kept' }, at(1));
          await store.close();

          const reopened = await storage.open();
          try {
            await reopened.init();
            assert.equal((await reopened.findCredentialBySecretHash('1'.repeat(64)))?.id, 'key_AAAAAAAAAAAAAAAAAAA1');
            assert.deepEqual(await reserve(reopened, { now: at(2) }), { kind: 'replay', response: { body: 'kept' } });
          } finally {
            await reopened.close();
          }
        }));

      it('answers ping while open and StoreUnavailableError once closed', async () => {
        const storage = await backend.create();
        try {
          const store = await storage.open();
          await store.ping();
          await store.close();
          await assert.rejects(store.ping(), StoreUnavailableError);
          await assert.rejects(store.listCredentials(), StoreUnavailableError);
        } finally {
          await storage.dispose();
        }
      });
    });
  });
}
