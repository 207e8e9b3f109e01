// The Prometheus metrics of one instance, in a registry of its own (never the process-global
// one, so two servers in one process, as in the tests, do not mix their figures), and the hook
// that counts and times HTTP requests by route and status.

import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export class ServiceMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'centinela_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly requestDuration = new Histogram({
    name: 'centinela_http_request_duration_seconds',
    help: 'Time from the arrival of a request to its answer, by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });
  readonly rateLimited = new Counter({
    name: 'centinela_rate_limited_requests_total',
    help: 'Requests refused with 429 rate_limited.',
    registers: [this.registry],
  });
  readonly rateLimiterFallbacks = new Counter({
    name: 'centinela_rate_limiter_fallbacks_total',
    help: 'Rate decisions taken by the in-process bucket because Redis did not answer.',
    registers: [this.registry],
  });
  readonly analysisDuration = new Histogram({
    name: 'centinela_analysis_duration_seconds',
    help: 'Time from admission to the worker pool to its answer, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [this.registry],
  });
  readonly verdicts = new Counter({
    name: 'centinela_verdicts_total',
    help: 'Completed analyses by verdict.',
    labelNames: ['verdict'] as const,
    registers: [this.registry],
  });
  readonly storeErrors = new Counter({
    name: 'centinela_store_errors_total',
    help: 'Store calls that failed because the store was unavailable, by method.',
    labelNames: ['method'] as const,
    registers: [this.registry],
  });

  /** `pending` is read at each scrape: analyses admitted to the pool and not finished. */
  constructor(queue: { readonly pending: number }, options: { processMetrics?: boolean } = {}) {
    new Gauge({
      name: 'centinela_analysis_queue_depth',
      help: 'Analyses admitted to the worker pool and not finished (running or waiting).',
      registers: [this.registry],
      collect() {
        this.set(queue.pending);
      },
    });
    if (options.processMetrics ?? true) collectDefaultMetrics({ register: this.registry, prefix: 'centinela_' });
  }
}

/** Counts every answer by its route pattern (never the raw path: unknown paths are one series). */
export function registerRequestMetrics(app: FastifyInstance, metrics: ServiceMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    // reply.elapsedTime counts from the request's arrival, body upload included.
    metrics.requestDuration.observe({ route, method: request.method, status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.rateLimited.inc();
    done();
  });
}
