// npm run bench:store — what the store costs one request on the event loop: a credential read,
// an idempotency reserve and its completion, through the Store interface, one request at a time,
// on an SQLite file at each synchronous level. Prints wall and CPU ms per request; the difference
// is time the event loop waited for the disk (fsync). BENCH_REQUESTS (default 1000) per level.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticate, issueCredential } from '../src/credentials/credentials.ts';
import { SqliteStore, type SqliteSynchronous } from '../src/store/sqlite.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 1000);
// A stored answer of the usual size (a few KB of JSON).
const answer = JSON.stringify({ verdict: 'phishing', signals: Array.from({ length: 40 }, (_, i) => `signal_code_${i}`), padding: 'x'.repeat(2500) });

async function measure(synchronous: SqliteSynchronous): Promise<{ wall: number; cpu: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'centinela-bench-store-'));
  const store = new SqliteStore(join(dir, 'bench.db'), { synchronous });
  try {
    await store.init();
    const { secret, credential: issued } = issueCredential({
      organization: 'Bench',
      customer: 'bench',
      environment: 'test',
      capabilities: ['email_analysis'],
      expiresAt: null,
      now: new Date(),
    });
    await store.insertCredential(issued);
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (let n = 0; n < requests; n++) {
      const credential = await authenticate(store, secret, new Date());
      if (credential === undefined) throw new Error('the credential was not found');
      const scope = {
        organization: credential.organization,
        customer: credential.customer,
        environment: credential.environment,
        operation: 'bench',
        key: `bench-key-${n}`,
      };
      const outcome = await store.reserveIdempotency({ scope, fingerprint: 'f'.repeat(64), now: new Date(), leaseMs: 75_000, retentionMs: 86_400_000 });
      if (outcome.kind !== 'reserved') throw new Error(`unexpected ${outcome.kind}`);
      await store.completeIdempotency(scope, outcome.token, { body: answer }, new Date());
    }
    const used = process.cpuUsage(cpu);
    return { wall: (performance.now() - started) / requests, cpu: (used.user + used.system) / 1000 / requests };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`${requests} requests per level (credential read + reserve + complete), SQLite file in ${tmpdir()}`);
for (const level of ['full', 'normal', 'full', 'normal'] as const) {
  const { wall, cpu } = await measure(level);
  console.log(`  synchronous ${level.padEnd(6)}  wall ${wall.toFixed(3)} ms/request  CPU ${cpu.toFixed(3)} ms/request`);
}
