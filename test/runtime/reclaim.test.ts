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
