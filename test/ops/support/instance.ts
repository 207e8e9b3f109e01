// One service instance in the test process over a given store, analyzer and rate limiter, with
// its request metrics registered and its log lines captured: several of these on one database
// are "several instances".

import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { issueCredential } from '../../../src/credentials/credentials.ts';
import { registerRequestMetrics, ServiceMetrics } from '../../../src/http/metrics.ts';
import { MemoryRateLimiter, type RateLimiter } from '../../../src/http/rate-limit.ts';
import { buildServer } from '../../../src/http/server.ts';
import { CONTRACT_LIMITS } from '../../../src/message/limits.ts';
import { MeteredAnalyzer, meteredStore } from '../../../src/ops/metered.ts';
import type { Analyzer } from '../../../src/runtime/analyzer.ts';
import type { NewCredential, Store } from '../../../src/store/store.ts';

export interface Instance {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly metrics: ServiceMetrics;
  readonly logs: string[];
  close(): Promise<void>;
}

export interface InstanceOptions {
  readonly store: Store;
  readonly analyzer: Analyzer;
  readonly rateLimiter?: RateLimiter;
  readonly budgetMs?: number;
}

export async function startInstance(options: InstanceOptions): Promise<Instance> {
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
  const metrics = new ServiceMetrics(options.analyzer, { processMetrics: false });
  const app = await buildServer({
    store: meteredStore(options.store, metrics),
    analyzer: new MeteredAnalyzer(options.analyzer, metrics),
    rateLimiter: options.rateLimiter ?? new MemoryRateLimiter({ perSecond: 1000, burst: 1000 }),
    logger,
    version: '0.0.0-test',
    budgetMs: options.budgetMs ?? 10_000,
    idempotencyRetentionMs: 24 * 3_600_000,
    messageBytesLimit: CONTRACT_LIMITS.messageBytes,
  });
  registerRequestMetrics(app, metrics);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, app, metrics, logs, close: () => app.close() };
}

/** Issues a credential straight into `store`; returns its secret and record. */
export async function issueInto(store: Store, extra: Partial<NewCredential> = {}): Promise<{ secret: string; credential: NewCredential }> {
  const { secret, credential } = issueCredential({
    organization: 'Acme',
    customer: 'acme-mail',
    environment: 'live',
    capabilities: ['email_analysis'],
    expiresAt: null,
    now: new Date(),
  });
  const stored = { ...credential, ...extra };
  await store.insertCredential(stored);
  return { secret, credential: stored };
}

/** POSTs a message to the public operation. */
export async function post(url: string, secret: string, key: string, body: Uint8Array): Promise<{ status: number; body: string; headers: Headers }> {
  const response = await fetch(`${url}/v1/email-analyses`, {
    method: 'POST',
    headers: { 'content-type': 'message/rfc822', 'x-api-key': secret, 'idempotency-key': key },
    body: Buffer.from(body),
  });
  return { status: response.status, body: await response.text(), headers: response.headers };
}
