// Memory given back after large messages: one collection once enough bytes were released.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { garbageCollector, Reclaimer } from '../../src/runtime/reclaim.ts';

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

test('one collection follows once the released bytes reach the threshold, not before', async () => {
  let collections = 0;
  const reclaimer = new Reclaimer(100, 10, () => collections++);
  reclaimer.released(60);
  await wait(30);
  assert.equal(collections, 0);
  reclaimer.released(40);
  reclaimer.released(500);
  await wait(40);
  assert.equal(collections, 1);
  reclaimer.released(99);
  await wait(30);
  assert.equal(collections, 1);
});

test('the collection waits for a pause in releases, and a stream that never pauses still gets one', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
  let collections = 0;
  const reclaimer = new Reclaimer(100, 1_000, () => collections++, 10_000);
  reclaimer.released(100);
  // A release every half second: no pause of a second, until the ten-second bound.
  for (let elapsed = 500; elapsed < 10_000; elapsed += 500) {
    t.mock.timers.tick(500);
    reclaimer.released(1);
    assert.equal(collections, 0, `${elapsed} ms`);
  }
  t.mock.timers.tick(500);
  assert.equal(collections, 1);
  // Below the threshold again: releases alone bring nothing.
  reclaimer.released(50);
  t.mock.timers.tick(5_000);
  assert.equal(collections, 1);
  reclaimer.released(50);
  t.mock.timers.tick(999);
  assert.equal(collections, 1);
  t.mock.timers.tick(1);
  assert.equal(collections, 2);
});

test('the collector is V8 own, and a collection frees buffers nothing holds', async () => {
  const collect = garbageCollector();
  assert.equal(typeof collect, 'function');
  let held: Uint8Array[] | undefined = Array.from({ length: 8 }, () => new Uint8Array(8 * 1024 * 1024).fill(1));
  const before = process.memoryUsage().arrayBuffers;
  held = undefined;
  collect();
  // Buffers are swept off the main thread after the collection.
  for (let i = 0; i < 50 && process.memoryUsage().arrayBuffers > before - 32 * 1024 * 1024; i++) await wait(20);
  assert.ok(process.memoryUsage().arrayBuffers <= before - 32 * 1024 * 1024, `${process.memoryUsage().arrayBuffers} of ${before}`);
  assert.equal(held, undefined);
});
