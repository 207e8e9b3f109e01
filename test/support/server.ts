// Starts the real HTTP service on a random loopback port for contract tests, with a temporary
// SQLite store, credentials issued for two customers, and the log lines captured.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { issueCredential } from '../../src/credentials/credentials.ts';
import type { BodyBudget } from '../../src/http/body-budget.ts';
import { buildServer, type ServerDeps } from '../../src/http/server.ts';
import { MemoryRateLimiter, type RateLimiter } from '../../src/http/rate-limit.ts';
import { CONTRACT_LIMITS } from '../../src/message/limits.ts';
import type { Analyzer } from '../../src/runtime/analyzer.ts';
import { WorkerPool } from '../../src/runtime/pool.ts';
import { openStore } from '../../src/store/open.ts';
import type { Capability, Environment, Store } from '../../src/store/store.ts';

export interface TestServer {
  readonly url: string;
  readonly store: Store;
  readonly dbPath: string;
  readonly logs: string[];
  /** Issues a credential and returns its secret and id. */
  issue(options?: {
    customer?: string;
    environment?: Environment;
    capabilities?: Capability[];
    expiresAt?: Date | null;
  }): Promise<{ secret: string; id: string }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  readonly analyzer?: Analyzer;
  readonly store?: Store;
  readonly dbPath?: string;
  readonly rateLimiter?: RateLimiter;
  readonly budgetMs?: number;
  readonly messageBytesLimit?: number;
  readonly keepDatabase?: boolean;
  readonly bodyIdleTimeoutMs?: number;
  /** The version the index and OpenAPI documents carry (default 0.0.0-test). */
  readonly version?: string;
  readonly bodyBudget?: BodyBudget;
}

export async function startServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = options.dbPath === undefined ? mkdtempSync(join(tmpdir(), 'centinela-test-')) : undefined;
  const dbPath = options.dbPath ?? join(dir!, 'centinela.db');
  const store = options.store ?? (await openStore(`sqlite:${dbPath}`));
  const budgetMs = options.budgetMs ?? 10_000;
  const analyzer = options.analyzer ?? new WorkerPool({ workers: 1, queueLength: 8, analyze: { budgetMs, trustedAuthservIds: [], dns: 'off' } });
  const logs: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString('utf8'));
        done();
      },
    }),
  );
  const deps: ServerDeps = {
    store,
    analyzer,
    rateLimiter: options.rateLimiter ?? new MemoryRateLimiter({ perSecond: 1000, burst: 1000 }),
    logger,
    version: options.version ?? '0.0.0-test',
    budgetMs,
    idempotencyRetentionMs: 24 * 3_600_000,
    messageBytesLimit: options.messageBytesLimit ?? CONTRACT_LIMITS.messageBytes,
    ...(options.bodyIdleTimeoutMs === undefined ? {} : { bodyIdleTimeoutMs: options.bodyIdleTimeoutMs }),
    ...(options.bodyBudget === undefined ? {} : { bodyBudget: options.bodyBudget }),
  };
  const app = await buildServer(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    store,
    dbPath,
    logs,
    async issue(issueOptions = {}) {
      const { secret, credential } = issueCredential({
        organization: 'Acme',
        customer: issueOptions.customer ?? 'acme-mail',
        environment: issueOptions.environment ?? 'live',
        capabilities: issueOptions.capabilities ?? ['email_analysis'],
        expiresAt: issueOptions.expiresAt ?? null,
        now: new Date(),
      });
      await store.insertCredential(credential);
      return { secret, id: credential.id };
    },
    async close() {
      await app.close();
      if (options.analyzer === undefined) await analyzer.close();
      if (options.store === undefined) await store.close();
      if (dir !== undefined && !options.keepDatabase) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Sends a message to the public operation with the usual headers, overridable one by one. */
export function postMessage(
  server: TestServer,
  body: Uint8Array | string,
  headers: Record<string, string | undefined>,
  path = '/v1/email-analyses',
): Promise<Response> {
  const merged: Record<string, string> = {};
  for (const [name, value] of Object.entries({ 'content-type': 'message/rfc822', ...headers })) {
    if (value !== undefined) merged[name] = value;
  }
  return fetch(server.url + path, { method: 'POST', headers: merged, body: typeof body === 'string' ? body : Buffer.from(body) });
}
