// `centinela serve`: reads the configuration, opens the store, starts the worker pool and the
// HTTP listener, prunes expired idempotency records, and shuts down cleanly on SIGTERM/SIGINT.

import { availableParallelism } from 'node:os';
import { pino } from 'pino';
import { type Config, ConfigError, loadConfig } from '../config/config.ts';
import { buildServer } from '../http/server.ts';
import { MemoryRateLimiter } from '../http/rate-limit.ts';
import { CONTRACT_LIMITS } from '../message/limits.ts';
import { WorkerPool } from '../runtime/pool.ts';
import { openStore, StoreConfigurationError } from '../store/open.ts';
import { packageVersion } from './version.ts';

const PRUNE_INTERVAL_MS = 10 * 60_000;

export interface CliIo {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  readonly env: Readonly<Record<string, string | undefined>>;
}

export async function serve(io: CliIo): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(io.env, availableParallelism());
  } catch (error) {
    if (error instanceof ConfigError) {
      io.stderr.write(`centinela: ${error.message}\n`);
      return 2;
    }
    throw error;
  }

  const logger = pino({
    level: config.logLevel,
    base: { service: 'centinela' },
    // Belt and braces: request headers are never logged, but if one ever is, its secrets are not.
    redact: { paths: ['req.headers["x-api-key"]', 'headers["x-api-key"]', 'req.headers.authorization'], remove: true },
  });

  let store;
  try {
    store = await openStore(config.database);
  } catch (error) {
    io.stderr.write(`centinela: ${storeOpeningProblem(error)}\n`);
    return 2;
  }

  const pool = new WorkerPool({
    workers: config.workers,
    queueLength: config.queueLength,
    analyze: { budgetMs: config.budgetMs, trustedAuthservIds: config.trustedAuthservIds, dns: config.dns },
  });
  const app = await buildServer({
    store,
    analyzer: pool,
    rateLimiter: new MemoryRateLimiter(config.rateLimit),
    logger,
    version: packageVersion(),
    budgetMs: config.budgetMs,
    idempotencyRetentionMs: config.idempotencyRetentionMs,
    messageBytesLimit: CONTRACT_LIMITS.messageBytes,
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  logger.info({ host: config.host, port, workers: config.workers, store: config.database.split(':', 1)[0] }, 'listening');

  const prune = setInterval(() => {
    store.pruneIdempotency(new Date(), config.idempotencyRetentionMs).then(
      (removed) => logger.debug({ removed }, 'pruned idempotency records'),
      (error: unknown) => logger.warn({ err: error }, 'pruning idempotency records failed'),
    );
  }, PRUNE_INTERVAL_MS);
  prune.unref();

  return new Promise((resolve) => {
    let stopping = false;
    const stop = (signal: string): void => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'shutting down');
      clearInterval(prune);
      // close() stops accepting and waits for in-flight requests, which wait for their analyses.
      app
        .close()
        .then(() => pool.close())
        .then(() => store.close())
        .then(
          () => resolve(0),
          (error: unknown) => {
            logger.error({ err: error }, 'shutdown failed');
            resolve(1);
          },
        );
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
}

/** One line for the operator: the configuration error as it is, or why the store is unreachable. */
function storeOpeningProblem(error: unknown): string {
  if (error instanceof StoreConfigurationError) return error.message;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `CENTINELA_DATABASE: the store cannot be opened${cause}`;
}
