// POST /api/v1/analyze/sms runs its analysis in the worker pool, not on the event loop: while an
// SMS is being analysed other requests are answered, and when every worker is busy and the
// queue is full the SMS is refused with 503 service_overloaded, as a message is.

import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { WorkerPool } from '../../src/runtime/pool.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { checkApiResponse } from './api-openapi.ts';

const PATH = '/api/v1/analyze/sms';
const LURE = 'Su paquete está retenido. Confirme la entrega en http://198.18.40.2/entrega hoy.';

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Record<string, unknown>;
}

async function postSms(server: TestServer, secret: string, text: string): Promise<Answer> {
  const response = await fetch(server.url + PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': secret },
    body: JSON.stringify({ text }),
  });
  const body = JSON.parse(await response.text()) as Record<string, unknown>;
  checkApiResponse('POST', PATH, response.status, response.headers.get('content-type') ?? '', body);
  return { status: response.status, headers: response.headers, body };
}

/** Waits until `ready()` holds, or fails when `gaveUp()` holds first. */
async function until(ready: () => boolean, gaveUp: () => boolean, why: string): Promise<void> {
  while (!ready()) {
    assert.ok(!gaveUp(), why);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('SMS analysis in the worker pool', () => {
  let dir: string;
  let pool: WorkerPool;
  let server: TestServer;
  let secret: string;
  let markers = 0;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'centinela-sms-'));
    // One worker and no queue: a held SMS fills the pool.
    pool = new WorkerPool({
      workers: 1,
      queueLength: 0,
      analyze: { budgetMs: 10_000, trustedAuthservIds: [], dns: 'off' },
      workerUrl: new URL('../support/held-sms-worker.ts', import.meta.url).href,
    });
    server = await startServer({ analyzer: pool });
    ({ secret } = await server.issue({ capabilities: ['sms_analysis'] }));
  });
  after(async () => {
    await server.close();
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Sends an SMS that its worker holds until released, once the worker has it. */
  async function heldSms(text: string): Promise<{ answer: Promise<Answer>; settled: () => boolean; release: () => void }> {
    const marker = join(dir, `release-${++markers}`);
    let settled = false;
    const answer = postSms(server, secret, `HOLD:${marker}\n${text}`).finally(() => {
      settled = true;
    });
    await until(
      () => existsSync(`${marker}.started`),
      () => settled,
      'the SMS was answered without reaching a worker thread',
    );
    return { answer, settled: () => settled, release: () => writeFileSync(marker, '') };
  }

  test('while a worker analyses an SMS, the event loop answers other requests', async () => {
    const held = await heldSms(LURE);
    const health = await fetch(`${server.url}/api/v1/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: 'ok' });
    // The worker thread is blocked until released: the SMS cannot have been answered yet.
    assert.equal(held.settled(), false);
    held.release();
    const answer = await held.answer;
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.completeness, 'complete');
    assert.ok((answer.body.signal_codes as string[]).includes('link_ip_host'), String(answer.body.signal_codes));
  });

  test('when every worker is busy and the queue is full, an SMS is 503 service_overloaded with Retry-After', async () => {
    const held = await heldSms(LURE);
    const refused = await postSms(server, secret, LURE);
    assert.equal(refused.status, 503, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'service_overloaded');
    assert.equal(refused.headers.get('retry-after'), '1');
    held.release();
    assert.equal((await held.answer).status, 200);
    assert.equal((await postSms(server, secret, LURE)).status, 200);
  });
});
