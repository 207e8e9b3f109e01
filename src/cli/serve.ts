// `centinela serve`: reads the configuration, opens the store, starts the worker pool, the rate
// limiter (Redis when CENTINELA_REDIS is set), the HTTP listener and the optional metrics
// listener, prunes expired idempotency records, and shuts down gracefully on SIGTERM/SIGINT.

import { availableParallelism } from 'node:os';
import { pino } from 'pino';
import { LOOKUP_TIMEOUT_MS, resolverFor, resolverIsBlind } from '../analysis/auth/resolver.ts';
import { type Config, ConfigError, loadConfig } from '../config/config.ts';
import { registerRequestMetrics, ServiceMetrics } from '../http/metrics.ts';
import { MemoryRateLimiter, type RateLimiter } from '../http/rate-limit.ts';
import { RedisRateLimiter } from '../http/rate-limit-redis.ts';
import { buildServer } from '../http/server.ts';
import { CONTRACT_LIMITS } from '../message/limits.ts';
import { MeteredAnalyzer, meteredStore } from '../ops/metered.ts';
import { type MetricsServer, startMetricsServer } from '../ops/metrics-server.ts';
import { shutDown } from '../ops/shutdown.ts';
import { AbandonableAnalyzer } from '../runtime/abandonable.ts';
import { WorkerPool } from '../runtime/pool.ts';
import { BodyBudget } from '../http/body-budget.ts';
import { Reclaimer } from '../runtime/reclaim.ts';
import { openStore, StoreConfigurationError } from '../store/open.ts';
import { ReleaseRetryingStore } from '../store/release-retry.ts';
import { packageVersion } from './version.ts';

const PRUNE_INTERVAL_MS = 10 * 60_000;
/** At most one "Redis is unreachable" warning in this long, however many requests meet it. */
const REDIS_WARNING_INTERVAL_MS = 30_000;

export interface CliIo {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * Standard output written without blocking the event loop: lines that arrive while a write is
 * under way join the next one, so a loaded server makes one write for many requests instead
 * of one blocking write each. Nothing waits on a timer, and pino writes what is pending
 * synchronously when the process exits.
 */
function logDestination() {
  return pino.destination({ dest: 1, sync: false });
}

export async function serve(io: CliIo): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(io.env, availableParallelism());
  } catch (error) {
    if (error instanceof ConfigError) {
      // A rules folder can have several problems: one line each.
      for (const line of error.message.split('\n')) io.stderr.write(`centinela: ${line}\n`);
      return 2;
    }
    throw error;
  }

  const logger = pino(
    {
      level: config.logLevel,
      base: { service: 'centinela' },
      // Belt and braces: request headers are never logged, but if one ever is, its secrets are not.
      redact: { paths: ['req.headers["x-api-key"]', 'headers["x-api-key"]', 'req.headers.authorization'], remove: true },
    },
    logDestination(),
  );

  let openedStore;
  try {
    openedStore = await openStore(config.database, { synchronous: config.sqliteSynchronous });
  } catch (error) {
    io.stderr.write(`centinela: ${storeOpeningProblem(error)}\n`);
    return 2;
  }

  const pool = new WorkerPool({
    workers: config.workers,
    queueLength: config.queueLength,
    analyze: { budgetMs: config.budgetMs, trustedAuthservIds: config.trustedAuthservIds, dns: config.dns, model: config.model, rules: config.rules },
    recycleBytes: config.workerRecycleBytes,
  });
  const abandonable = new AbandonableAnalyzer(pool);
  const reclaimer = new Reclaimer(64 * 1024 * 1024);
  const metrics = new ServiceMetrics(pool);
  // Any lease is shorter than the budget plus a minute; a release kept longer finds nothing.
  const store = meteredStore(new ReleaseRetryingStore(openedStore, { leaseMs: config.budgetMs + 60_000 }).store, metrics);
  const rateLimiter = await startRateLimiter(config, logger, metrics);
  const app = await buildServer({
    store,
    analyzer: new MeteredAnalyzer(abandonable, metrics),
    rateLimiter,
    logger,
    version: packageVersion(),
    budgetMs: config.budgetMs,
    idempotencyRetentionMs: config.idempotencyRetentionMs,
    messageBytesLimit: CONTRACT_LIMITS.messageBytes,
    rules: config.rules,
    // After 64 MiB of messages are done with, one collection gives their buffers back.
    bodyBudget: new BodyBudget(config.bodiesInFlightBytes, (bytes) => reclaimer.released(bytes)),
  });
  registerRequestMetrics(app, metrics);

  let metricsServer: MetricsServer | undefined;
  try {
    await app.listen({ port: config.port, host: config.host });
    if (config.metrics !== undefined) metricsServer = await startMetricsServer(metrics.registry, config.metrics.port, config.metrics.host);
  } catch (error) {
    io.stderr.write(`centinela: cannot listen: ${error instanceof Error ? error.message : String(error)}\n`);
    await app.close();
    await Promise.all([pool.close(), store.close(), rateLimiter.close?.()]);
    return 1;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  logger.info(
    {
      host: config.host,
      port,
      workers: config.workers,
      store: config.database.split(':', 1)[0],
      rate_limiter: config.redis === undefined ? 'memory' : 'redis',
      metrics_port: metricsServer?.port,
    },
    'listening',
  );
  warnIfDnsIsBlind(config.dns, logger);

  // Pruning is one DELETE of expired rows: it runs beside requests and blocks none of them (the
  // rows it removes are dead, and live keys are never locked by it).
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
      logger.info({ signal, deadline_ms: config.shutdownMs }, 'shutting down');
      clearInterval(prune);
      shutDown({
        app,
        analyzer: abandonable,
        deadlineMs: config.shutdownMs,
        logger,
        resources: [
          { name: 'worker pool', close: () => pool.close() },
          { name: 'store', close: () => store.close() },
          { name: 'rate limiter', close: () => rateLimiter.close?.() ?? Promise.resolve() },
          ...(metricsServer === undefined ? [] : [{ name: 'metrics listener', close: () => metricsServer.close() }]),
        ],
      }).then(
        (clean) => {
          logger.info({ clean }, 'stopped');
          resolve(0);
        },
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

async function startRateLimiter(config: Config, logger: pino.Logger, metrics: ServiceMetrics): Promise<RateLimiter> {
  if (config.redis === undefined) return new MemoryRateLimiter(config.rateLimit);
  let lastWarning = 0;
  const limiter = new RedisRateLimiter({
    url: config.redis,
    defaults: config.rateLimit,
    onFallback: (error) => {
      metrics.rateLimiterFallbacks.inc();
      if (Date.now() - lastWarning < REDIS_WARNING_INTERVAL_MS) return;
      lastWarning = Date.now();
      logger.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'Redis unreachable: rate limits are counted by this instance alone meanwhile',
      );
    },
  });
  if (!(await limiter.ready(2_000))) logger.warn('Redis did not answer at start-up: rate limits are counted by this instance alone until it does');
  return limiter;
}

/** One line for the operator: the configuration error as it is, or why the store is unreachable. */
function storeOpeningProblem(error: unknown): string {
  if (error instanceof StoreConfigurationError) return error.message;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `CENTINELA_DATABASE: the store cannot be opened${cause}`;
}

/**
 * The workers treat a blind resolver (one that denies even gmail.com) as DNS off; the operator
 * should hear that once, at start, rather than wonder why no DKIM result ever shows.
 */
function warnIfDnsIsBlind(setting: string, logger: pino.Logger): void {
  const resolver = resolverFor(setting);
  if (resolver === undefined) return;
  void resolverIsBlind(resolver, Date.now() + LOOKUP_TIMEOUT_MS, new AbortController().signal).then((blind) => {
    if (blind)
      logger.warn(
        { dns: setting },
        'the DNS resolver answers "no such name" even for gmail.com, so DKIM, ARC and DMARC are not checked; give a resolver that sees the internet (CENTINELA_DNS=IP[:PORT]) or set CENTINELA_DNS=off to silence this on an offline machine',
      );
  });
}
