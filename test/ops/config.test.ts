// The operations settings: Redis, shutdown deadline, metrics listener.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config/config.ts';

describe('operations configuration', () => {
  it('defaults: in-process rate limits, 30 s shutdown deadline, no metrics listener', () => {
    const config = loadConfig({}, 2);
    assert.equal(config.redis, undefined);
    assert.equal(config.shutdownMs, 30_000);
    assert.equal(config.metrics, undefined);
  });

  it('reads CENTINELA_REDIS, CENTINELA_SHUTDOWN_SECONDS and the metrics listener', () => {
    const config = loadConfig(
      {
        CENTINELA_REDIS: 'redis://:pw@cache.internal:6380/2',
        CENTINELA_SHUTDOWN_SECONDS: '2.5',
        CENTINELA_METRICS_PORT: '9464',
        CENTINELA_METRICS_HOST: '0.0.0.0',
      },
      2,
    );
    assert.equal(config.redis, 'redis://:pw@cache.internal:6380/2');
    assert.equal(config.shutdownMs, 2500);
    assert.deepEqual(config.metrics, { port: 9464, host: '0.0.0.0' });
    assert.deepEqual(loadConfig({ CENTINELA_METRICS_PORT: '9464' }, 2).metrics, { port: 9464, host: '127.0.0.1' });
  });

  const refusals: [string, Record<string, string>, RegExp][] = [
    ['a Redis URL of another scheme, without echoing it', { CENTINELA_REDIS: 'http://user:secret@cache' }, /^CENTINELA_REDIS: expected redis:\/\//],
    ['a zero shutdown deadline', { CENTINELA_SHUTDOWN_SECONDS: '0' }, /^CENTINELA_SHUTDOWN_SECONDS: expected a number above 0/],
    ['metrics on the public port', { PORT: '8080', CENTINELA_METRICS_PORT: '8080' }, /^CENTINELA_METRICS_PORT: must differ from PORT/],
    ['a metrics port that is not a port', { CENTINELA_METRICS_PORT: '70000' }, /^CENTINELA_METRICS_PORT: must be between 1 and 65535/],
  ];
  for (const [title, env, message] of refusals) {
    it(`refuses ${title}`, () => {
      assert.throws(
        () => loadConfig(env, 2),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError);
          assert.match(error.message, message);
          assert.equal(error.message.includes('secret'), false);
          return true;
        },
      );
    });
  }
});
