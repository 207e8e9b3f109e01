// A release that met an unavailable store is retried in the background until it goes through.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openStore } from '../../src/store/open.ts';
import { ReleaseRetryingStore } from '../../src/store/release-retry.ts';
import { type Store, StoreUnavailableError } from '../../src/store/store.ts';
import { storeWith } from '../support/store-faults.ts';

const scope = { organization: 'o', customer: 'c', environment: 'live', operation: 'POST /v1/email-analyses', key: 'retry-release-1' } as const;
const reserve = (store: Store) => store.reserveIdempotency({ scope, fingerprint: 'f'.repeat(64), now: new Date(), leaseMs: 60_000, retentionMs: 3_600_000 });

describe('release retry', () => {
  it('keeps a release that failed as unavailable and gives the key back once the store answers', async () => {
    const base = await openStore('sqlite::memory:');
    let down = false;
    const flaky = storeWith(base, {
      releaseIdempotency: (s, token) => (down ? Promise.reject(new StoreUnavailableError('down')) : base.releaseIdempotency(s, token)),
    });
    const retrying = new ReleaseRetryingStore(flaky, { leaseMs: 60_000, intervalMs: 10 });
    const store = retrying.store;
    try {
      const taken = await reserve(store);
      assert.equal(taken.kind, 'reserved');
      down = true;
      await assert.rejects(store.releaseIdempotency(scope, taken.kind === 'reserved' ? taken.token : ''), StoreUnavailableError);
      assert.equal(retrying.pending, 1);
      assert.equal((await reserve(store)).kind, 'in_progress', 'the lease is still held while the store is down');
      down = false;
      while (retrying.pending > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal((await reserve(store)).kind, 'reserved', 'the key was given back');
    } finally {
      await store.close();
    }
  });

  it('drops a release whose lease would have lapsed anyway', async () => {
    const base = await openStore('sqlite::memory:');
    const failing = storeWith(base, { releaseIdempotency: () => Promise.reject(new StoreUnavailableError('down')) });
    const retrying = new ReleaseRetryingStore(failing, { leaseMs: 0, intervalMs: 10 });
    try {
      await assert.rejects(retrying.store.releaseIdempotency(scope, 'token'), StoreUnavailableError);
      while (retrying.pending > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal(retrying.pending, 0);
    } finally {
      await retrying.store.close();
    }
  });

  it('lets errors other than unavailability through without keeping anything', async () => {
    const base = await openStore('sqlite::memory:');
    const broken = storeWith(base, { releaseIdempotency: () => Promise.reject(new TypeError('bug')) });
    const retrying = new ReleaseRetryingStore(broken, { leaseMs: 60_000, intervalMs: 10 });
    try {
      await assert.rejects(retrying.store.releaseIdempotency(scope, 'token'), TypeError);
      assert.equal(retrying.pending, 0);
    } finally {
      await retrying.store.close();
    }
  });
});
