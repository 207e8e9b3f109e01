import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { authenticate, CREDENTIAL_ID_PATTERN, hashSecret, hasCapability, issueCredential, randomBase62 } from '../../src/credentials/credentials.ts';
import { SqliteStore } from '../../src/store/sqlite.ts';
import type { CredentialRecord, Store } from '../../src/store/store.ts';
import { StoreUnavailableError } from '../../src/store/store.ts';

const NOW = new Date('2026-05-01T09:00:00.000Z');

async function memoryStore(): Promise<Store> {
  const store = new SqliteStore(':memory:');
  await store.init();
  return store;
}

function issue(overrides: Partial<Parameters<typeof issueCredential>[0]> = {}) {
  return issueCredential({
    organization: 'Acme Ltd',
    customer: 'acme-mail',
    environment: 'live',
    capabilities: ['email_analysis'],
    expiresAt: null,
    now: NOW,
    ...overrides,
  });
}

/** A store whose every read is recorded, to prove what authenticate asks and when. */
function spyStore(found: CredentialRecord | undefined): { store: Store; lookups: string[] } {
  const lookups: string[] = [];
  const store = {
    async findCredentialBySecretHash(hash: string) {
      lookups.push(hash);
      return found;
    },
  } as unknown as Store;
  return { store, lookups };
}

describe('issueCredential', () => {
  it('makes a cnt_live_/cnt_test_ secret of 43 base62 characters and a key_ id of 20', () => {
    const live = issue();
    assert.match(live.secret, /^cnt_live_[0-9A-Za-z]{43}$/);
    assert.match(live.credential.id, CREDENTIAL_ID_PATTERN);
    assert.match(issue({ environment: 'test' }).secret, /^cnt_test_[0-9A-Za-z]{43}$/);
  });

  it('stores only the SHA-256 hex of the secret, never the secret itself', () => {
    const { secret, credential } = issue();
    assert.equal(credential.secretHash, createHash('sha256').update(secret).digest('hex'));
    assert.equal(JSON.stringify(credential).includes(secret), false);
    assert.equal(JSON.stringify(credential).includes(secret.slice(9)), false);
  });

  it('gives a new secret and id every time', () => {
    const secrets = new Set(Array.from({ length: 200 }, () => issue().secret));
    const ids = new Set(Array.from({ length: 200 }, () => issue().credential.id));
    assert.equal(secrets.size, 200);
    assert.equal(ids.size, 200);
  });

  it('keeps each capability once', () => {
    const { credential } = issue({ capabilities: ['email_analysis', 'url_analysis', 'email_analysis'] });
    assert.deepEqual(credential.capabilities, ['email_analysis', 'url_analysis']);
  });
});

describe('randomBase62', () => {
  it('uses all 62 characters with no visible bias', () => {
    const sample = randomBase62(62 * 2000);
    const counts = new Map<string, number>();
    for (const char of sample) counts.set(char, (counts.get(char) ?? 0) + 1);
    assert.equal(counts.size, 62);
    // Expected 2000 each; a modulo over bytes (256 = 4 * 62 + 8) would give the first 8
    // characters about 25% more. A chi-square over 61 degrees of freedom stays far below 150
    // for a uniform source (p < 1e-8 of exceeding it).
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - 2000) ** 2 / 2000, 0);
    assert.ok(chiSquare < 150, `chi-square ${chiSquare}`);
  });

  it('returns exactly the requested length', () => {
    for (const length of [0, 1, 20, 43, 1000]) assert.equal(randomBase62(length).length, length);
  });
});

describe('authenticate', () => {
  it('accepts an issued secret and returns its credential without the hash', async () => {
    const store = await memoryStore();
    try {
      const { secret, credential } = issue();
      await store.insertCredential(credential);
      const found = await authenticate(store, secret, NOW);
      assert.equal(found?.id, credential.id);
      assert.equal(found !== undefined && 'secretHash' in found, false);
    } finally {
      await store.close();
    }
  });

  it('refuses unknown, revoked and expired secrets alike', async () => {
    const store = await memoryStore();
    try {
      const revoked = issue();
      const expired = issue({ expiresAt: NOW });
      const later = issue({ expiresAt: new Date(NOW.getTime() + 1) });
      for (const issued of [revoked, expired, later]) await store.insertCredential(issued.credential);
      await store.revokeCredential(revoked.credential.id, NOW);

      assert.equal(await authenticate(store, issue().secret, NOW), undefined);
      assert.equal(await authenticate(store, revoked.secret, NOW), undefined);
      assert.equal(await authenticate(store, expired.secret, NOW), undefined);
      assert.equal((await authenticate(store, later.secret, NOW))?.id, later.credential.id);
    } finally {
      await store.close();
    }
  });

  it('refuses malformed input without asking the store', async () => {
    const { secret } = issue();
    const { store, lookups } = spyStore(undefined);
    for (const presented of [
      '',
      'cnt_live_',
      secret.slice(0, -1),
      `${secret}A`,
      ` ${secret}`,
      secret.replace('cnt_live_', 'cnt_prod_'),
      secret.replace(/.$/, '-'),
      secret.replace(/.$/, 'é'),
      'x'.repeat(100_000),
    ]) {
      assert.equal(await authenticate(store, presented, NOW), undefined, JSON.stringify(presented.slice(0, 60)));
    }
    assert.deepEqual(lookups, []);
  });

  it('refuses a record whose stored hash is not the presented one, or whose environment disagrees', async () => {
    const { secret, credential } = issue();
    const { secretHash: _issuedHash, ...record } = credential;
    const base = { ...record, revokedAt: null };
    assert.equal(await authenticate(spyStore({ ...base, secretHash: '0'.repeat(64) }).store, secret, NOW), undefined);
    assert.equal(await authenticate(spyStore({ ...base, secretHash: 'abc' }).store, secret, NOW), undefined);
    assert.equal(await authenticate(spyStore({ ...base }).store, secret, NOW), undefined);
    const testEnvironment = { ...base, environment: 'test' as const, secretHash: hashSecret(secret) };
    assert.equal(await authenticate(spyStore(testEnvironment).store, secret, NOW), undefined);
    const matching = { ...base, secretHash: hashSecret(secret) };
    assert.equal((await authenticate(spyStore(matching).store, secret, NOW))?.id, credential.id);
  });

  it('lets a store failure through as StoreUnavailableError', async () => {
    const store = await memoryStore();
    await store.close();
    await assert.rejects(authenticate(store, issue().secret, NOW), StoreUnavailableError);
  });
});

describe('hasCapability', () => {
  it('grants exactly the listed capabilities', () => {
    const { credential } = issue({ capabilities: ['email_analysis', 'sms_analysis'] });
    const record = { ...credential, revokedAt: null };
    assert.equal(hasCapability(record, 'email_analysis'), true);
    assert.equal(hasCapability(record, 'sms_analysis'), true);
    assert.equal(hasCapability(record, 'url_analysis'), false);
  });
});
