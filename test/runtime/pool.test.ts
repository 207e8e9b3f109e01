// The worker pool: crashed and stuck threads are replaced and their callers get a typed error;
// admission beyond workers + queue is refused at once.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyzeSms } from '../../src/analysis/sms.ts';
import { AnalyzerFailedError, AnalyzerOverloadedError } from '../../src/runtime/analyzer.ts';
import { WorkerPool } from '../../src/runtime/pool.ts';
import { simpleMessage } from '../support/messages.ts';

const misbehaving = new URL('../support/misbehaving-worker.ts', import.meta.url).href;
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const analyze = { budgetMs: 200, trustedAuthservIds: [], dns: 'off' };

test('the real worker analyses a message off the main thread', async () => {
  const pool = new WorkerPool({ workers: 1, queueLength: 1, analyze: { ...analyze, budgetMs: 10_000 } });
  try {
    const outcome = await pool.analyze(simpleMessage());
    assert.equal(outcome.kind, 'analysis');
    const rejected = await pool.analyze(bytes('no headers here at all\r\n\r\nbody\r\n'));
    assert.equal(rejected.kind, 'rejected');
    if (rejected.kind === 'rejected') assert.equal(rejected.detail.code, 'message_unparseable');
  } finally {
    await pool.close();
  }
});

test('a message in shared memory is analysed as it is, and stays whole for the sender', async () => {
  const pool = new WorkerPool({ workers: 1, queueLength: 1, analyze: { ...analyze, budgetMs: 10_000 }, recycleBytes: 512 * 1024 * 1024 });
  try {
    const message = simpleMessage();
    const shared = new Uint8Array(new SharedArrayBuffer(message.length));
    shared.set(message);
    const fromShared = await pool.analyze(shared);
    const fromCopy = await pool.analyze(message.slice());
    assert.equal(fromShared.kind, 'analysis');
    assert.equal(fromCopy.kind, 'analysis');
    if (fromShared.kind === 'analysis' && fromCopy.kind === 'analysis') assert.deepEqual(fromShared.analysis, fromCopy.analysis);
    assert.deepEqual(shared, message);
  } finally {
    await pool.close();
  }
});

test('the real worker analyses an SMS as the engine does', async () => {
  const pool = new WorkerPool({ workers: 1, queueLength: 1, analyze: { ...analyze, budgetMs: 10_000 } });
  try {
    const sms = { text: 'Su paquete está retenido. Pague la tasa en http://198.18.40.2/entrega hoy.', sender: 'info@bit.ly' };
    const analysis = await pool.analyzeSms(sms);
    assert.deepEqual(analysis, analyzeSms(sms, Date.now() + 10_000));
    assert.ok(analysis.signalCodes.includes('link_ip_host'), analysis.signalCodes.join());
    assert.equal(pool.pending, 0);
  } finally {
    await pool.close();
  }
});

test('an SMS shares admission and the hard limit with messages', async () => {
  const pool = new WorkerPool({ workers: 1, queueLength: 1, analyze, hardLimitGraceMs: 100, workerUrl: misbehaving });
  try {
    const stuck = [pool.analyze(bytes('HANG')), pool.analyzeSms({ text: 'HANG' })];
    assert.equal(pool.pending, 2);
    await assert.rejects(pool.analyzeSms({ text: 'fine' }), AnalyzerOverloadedError);
    const outcomes = await Promise.allSettled(stuck);
    for (const outcome of outcomes) {
      assert.ok(outcome.status === 'rejected' && outcome.reason instanceof AnalyzerFailedError && /hard time limit/.test(outcome.reason.message));
    }
    assert.equal((await pool.analyzeSms({ text: 'fine' })).verdict, 'clean');
  } finally {
    await pool.close();
  }
});

test('a thread that dies or throws fails only its own task, and the pool goes on', async () => {
  const pool = new WorkerPool({ workers: 1, queueLength: 2, analyze, workerUrl: misbehaving });
  try {
    await assert.rejects(pool.analyze(bytes('CRASH')), AnalyzerFailedError);
    await assert.rejects(pool.analyze(bytes('THROW')), AnalyzerFailedError);
    assert.equal((await pool.analyze(bytes('fine'))).kind, 'analysis');
    assert.equal(pool.pending, 0);
  } finally {
    await pool.close();
  }
});

test('a stuck analysis is ended at the hard limit and the thread replaced', async () => {
  const pool = new WorkerPool({ workers: 1, queueLength: 2, analyze, hardLimitGraceMs: 100, workerUrl: misbehaving });
  try {
    await assert.rejects(pool.analyze(bytes('HANG')), (error: unknown) => error instanceof AnalyzerFailedError && /hard time limit/.test(error.message));
    assert.equal((await pool.analyze(bytes('fine'))).kind, 'analysis');
  } finally {
    await pool.close();
  }
});

test('beyond workers plus queue, analyses are refused at once', async () => {
  const pool = new WorkerPool({ workers: 1, queueLength: 1, analyze, hardLimitGraceMs: 300, workerUrl: misbehaving });
  try {
    const stuck = [pool.analyze(bytes('HANG')), pool.analyze(bytes('HANG'))];
    assert.equal(pool.pending, 2);
    await assert.rejects(pool.analyze(bytes('fine')), AnalyzerOverloadedError);
    await Promise.allSettled(stuck);
    assert.equal((await pool.analyze(bytes('fine'))).kind, 'analysis');
  } finally {
    await pool.close();
  }
});

/** The id of the thread that ran the task (the misbehaving worker answers it as a rejection message). */
async function threadOf(pool: WorkerPool): Promise<string> {
  const outcome = await pool.analyze(bytes('THREAD'));
  assert.equal(outcome.kind, 'rejected');
  return outcome.kind === 'rejected' ? outcome.message : '';
}

test('a thread whose memory passed the bound is replaced after answering', async () => {
  const kept = new WorkerPool({ workers: 1, queueLength: 1, analyze, workerUrl: misbehaving });
  const recycled = new WorkerPool({ workers: 1, queueLength: 1, analyze, workerUrl: misbehaving, recycleBytes: 1 });
  try {
    const keptThreads = new Set<string>();
    const recycledThreads = new Set<string>();
    for (let i = 0; i < 4; i++) {
      keptThreads.add(await threadOf(kept));
      // A task may reach a retiring thread before it exits and be answered there: the next ones are not.
      recycledThreads.add(await threadOf(recycled));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(keptThreads.size, 1);
    assert.ok(recycledThreads.size >= 3, [...recycledThreads].join(' '));
  } finally {
    await Promise.all([kept.close(), recycled.close()]);
  }
});

test('tasks handed to a retiring thread run again: every one of a burst is answered', async () => {
  const pool = new WorkerPool({ workers: 2, queueLength: 12, analyze: { ...analyze, budgetMs: 60_000 }, workerUrl: misbehaving, recycleBytes: 1 });
  try {
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => pool.analyze(bytes('fine'))));
    assert.deepEqual(
      outcomes.filter((outcome) => outcome.status === 'rejected'),
      [],
    );
  } finally {
    await pool.close();
  }
});

test('the real worker retires itself past the bound and its answer still arrives', async () => {
  const pool = new WorkerPool({ workers: 1, queueLength: 4, analyze: { ...analyze, budgetMs: 10_000 }, recycleBytes: 1 });
  try {
    for (let i = 0; i < 3; i++) assert.equal((await pool.analyze(simpleMessage())).kind, 'analysis');
  } finally {
    await pool.close();
  }
});
