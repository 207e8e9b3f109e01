// Graceful shutdown: stop accepting, let in-flight requests finish within the deadline, then
// give up the analyses still running (their requests answer 503 and release their idempotency
// leases, so a retry elsewhere runs at once), and close what the service holds, in order.

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AbandonableAnalyzer } from '../runtime/abandonable.ts';

/** Time left to the requests whose analyses were given up to write their answers. */
const ANSWER_GRACE_MS = 5_000;
const IDLE_SWEEP_MS = 100;

export interface Closable {
  readonly name: string;
  close(): Promise<void>;
}

export interface ShutdownParts {
  readonly app: FastifyInstance;
  readonly analyzer: AbandonableAnalyzer;
  readonly deadlineMs: number;
  readonly logger: FastifyBaseLogger;
  /** Closed one after another once no request is left (pool, store, rate limiter, metrics). */
  readonly resources: readonly Closable[];
  /** How long each resource may take to close before shutdown goes on without it. */
  readonly resourceTimeoutMs?: number;
}

/** Resolves true when everything closed cleanly, false when something had to be left behind. */
export async function shutDown(parts: ShutdownParts): Promise<boolean> {
  const { app, analyzer, logger } = parts;
  let clean = true;
  const closing = app.close();
  // close() drops the connections idle at this moment; a keep-alive connection whose request
  // finishes later would otherwise hold the listener open until the client lets it go.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  void closing.finally(() => clearInterval(sweep)).catch(() => {});
  if (!(await settlesWithin(closing, parts.deadlineMs))) {
    logger.warn({ in_flight: analyzer.pending, deadline_ms: parts.deadlineMs }, 'shutdown deadline reached; giving up unfinished analyses');
    analyzer.abandon();
    if (!(await settlesWithin(closing, ANSWER_GRACE_MS))) {
      // A client that does not read its answer must not keep the process alive.
      app.server.closeAllConnections();
      clean = false;
    }
  }
  await closing.catch((error: unknown) => {
    logger.error({ err: error }, 'closing the HTTP listener failed');
    clean = false;
  });
  for (const resource of parts.resources) {
    const closed = resource.close().then(
      () => true,
      (error: unknown) => {
        logger.error({ err: error, resource: resource.name }, 'closing failed');
        return false;
      },
    );
    if (!(await settlesWithin(closed, parts.resourceTimeoutMs ?? 10_000)) || !(await closed.catch(() => false))) {
      logger.warn({ resource: resource.name }, 'did not close in time; leaving it behind');
      clean = false;
    }
  }
  return clean;
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = promise.then(
    () => true,
    () => true,
  );
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
