// The Prometheus metrics: what each series counts, and that they are served on their own
// listener only.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startMetricsServer } from '../../src/ops/metrics-server.ts';
import { openStore } from '../../src/store/open.ts';
import { StoreUnavailableError } from '../../src/store/store.ts';
import { ControlledAnalyzer } from '../support/fake-analyzer.ts';
import { simpleMessage } from '../support/messages.ts';
import { storeWith } from '../support/store-faults.ts';
import { issueInto, post, startInstance } from './support/instance.ts';

describe('metrics', () => {
  it('count requests by route and status, analyses by verdict, store errors, and read the queue depth at scrape time', async () => {
    const store = await openStore('sqlite::memory:');
    let storeDown = false;
    const faulty = storeWith(store, {
      reserveIdempotency: (request) => (storeDown ? Promise.reject(new StoreUnavailableError('down')) : store.reserveIdempotency(request)),
    });
    const analyzer = new ControlledAnalyzer();
    const instance = await startInstance({ store: faulty, analyzer });
    const metricsServer = await startMetricsServer(instance.metrics.registry, 0, '127.0.0.1');
    try {
      const { secret } = await issueInto(store);
      assert.equal((await post(instance.url, secret, 'metrics-key-1', simpleMessage())).status, 200);
      assert.equal((await fetch(`${instance.url}/no/such/path?x=1`)).status, 404);
      storeDown = true;
      assert.equal((await post(instance.url, secret, 'metrics-key-2', simpleMessage())).status, 503);
      storeDown = false;

      analyzer.hold();
      const held = post(instance.url, secret, 'metrics-key-3', simpleMessage());
      while (analyzer.pending === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const scrape = await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`);
      assert.equal(scrape.status, 200);
      assert.match(scrape.headers.get('content-type') ?? '', /^text\/plain/);
      const text = await scrape.text();
      analyzer.release();
      assert.equal((await held).status, 200);

      assert.match(text, /^centinela_http_requests_total\{route="\/v1\/email-analyses",method="POST",status="200"\} 1$/m);
      assert.match(text, /^centinela_http_requests_total\{route="\/v1\/email-analyses",method="POST",status="503"\} 1$/m);
      assert.match(text, /^centinela_http_requests_total\{route="unmatched",method="GET",status="404"\} 1$/m);
      assert.equal(text.includes('/no/such/path'), false, 'unknown paths never become series');
      assert.match(text, /^centinela_http_request_duration_seconds_count\{route="\/v1\/email-analyses",method="POST",status_class="2xx"\} 1$/m);
      assert.match(text, /^centinela_http_request_duration_seconds_bucket\{le="60",route="unmatched",method="GET",status_class="4xx"\} 1$/m);
      assert.match(text, /^centinela_verdicts_total\{verdict="clean"\} 1$/m);
      assert.match(text, /^centinela_analysis_duration_seconds_count\{outcome="analysis"\} 1$/m);
      assert.match(text, /^centinela_store_errors_total\{method="reserveIdempotency"\} 1$/m);
      assert.match(text, /^centinela_analysis_queue_depth 1$/m);
    } finally {
      await metricsServer.close();
      await instance.close();
      await store.close();
    }
  });

  it('are served on their own listener only: anything else there is 404, and the public port has no /metrics', async () => {
    const store = await openStore('sqlite::memory:');
    const instance = await startInstance({ store, analyzer: new ControlledAnalyzer() });
    const metricsServer = await startMetricsServer(instance.metrics.registry, 0, '127.0.0.1');
    try {
      assert.notEqual(new URL(instance.url).port, String(metricsServer.port));
      assert.equal((await fetch(`http://127.0.0.1:${metricsServer.port}/`)).status, 404);
      assert.equal((await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`, { method: 'POST' })).status, 404);
      const publicAnswer = await fetch(`${instance.url}/metrics`);
      assert.equal(publicAnswer.status, 404);
      assert.equal((await publicAnswer.text()).includes('centinela_'), false);
    } finally {
      await metricsServer.close();
      await instance.close();
      await store.close();
    }
  });
});
