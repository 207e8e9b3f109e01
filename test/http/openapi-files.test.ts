// The OpenAPI documents committed in openapi/ are exactly what a server at the package's
// version serves; `npm run openapi:write` rewrites them after a contract change.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { packageVersion } from '../../src/cli/version.ts';
import { OPENAPI_FILES } from '../../scripts/write-openapi.ts';
import { ControlledAnalyzer } from '../support/fake-analyzer.ts';
import { startServer, type TestServer } from '../support/server.ts';

describe('the committed OpenAPI documents', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ analyzer: new ControlledAnalyzer(), version: packageVersion() });
  });
  after(() => server.close());

  for (const [key, path] of [
    ['public', '/v1/openapi.json'],
    ['application', '/api/v1/openapi.json'],
  ] as const) {
    test(`openapi/${OPENAPI_FILES[key].pathname.split('/').pop()} equals GET ${path} (run npm run openapi:write after a contract change)`, async () => {
      const served: unknown = await (await fetch(server.url + path)).json();
      const committed: unknown = JSON.parse(readFileSync(OPENAPI_FILES[key], 'utf8'));
      assert.deepEqual(committed, served);
    });
  }
});
