// The collection a worker owes after a large message runs once the thread is idle, never between
// tasks that keep it busy (a forced full collection slows the analyses after it).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { IdleCollection } from '../../src/runtime/retire.ts';

test('an owed collection waits while tasks keep coming and runs once the thread is idle', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  let collections = 0;
  const collection = new IdleCollection(1_000, () => collections++);
  collection.idle(false);
  t.mock.timers.tick(5_000);
  assert.equal(collections, 0, 'nothing owed, nothing run');
  collection.idle(true);
  // Tasks 500 ms apart, each ending without garbage of its own: the debt stays, the thread is never idle long enough.
  for (let task = 0; task < 10; task++) {
    t.mock.timers.tick(500);
    collection.postpone();
    collection.idle(false);
  }
  assert.equal(collections, 0);
  t.mock.timers.tick(999);
  assert.equal(collections, 0);
  t.mock.timers.tick(1);
  assert.equal(collections, 1);
  t.mock.timers.tick(5_000);
  assert.equal(collections, 1, 'paid once');
});

test('a collection run at once settles what was owed', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  let collections = 0;
  const collection = new IdleCollection(1_000, () => collections++);
  collection.idle(true);
  collection.now();
  assert.equal(collections, 1);
  t.mock.timers.tick(5_000);
  assert.equal(collections, 1);
});

test('a task that starts before the thread goes idle postpones the collection until it ends', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  let collections = 0;
  const collection = new IdleCollection(1_000, () => collections++);
  collection.idle(true);
  t.mock.timers.tick(500);
  collection.postpone();
  t.mock.timers.tick(5_000);
  assert.equal(collections, 0, 'still busy');
  collection.idle(false);
  t.mock.timers.tick(1_000);
  assert.equal(collections, 1);
});
