// The OpenAPI document: valid OpenAPI 3.1 by a standard validator, served by the server as it is
// built, and complete about the enums and error responses of the public operation.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildOpenApiDocument } from '../../src/contract/openapi.ts';
import { PROBLEMS } from '../../src/contract/problems.ts';
import { RISKS, VERDICTS, WARNING_CODES } from '../../src/contract/result.ts';
import { SIGNAL_CODES } from '../../src/contract/signals.ts';
import { ControlledAnalyzer } from '../support/fake-analyzer.ts';
import { startServer, type TestServer } from '../support/server.ts';

describe('GET /v1/openapi.json', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ analyzer: new ControlledAnalyzer() });
  });
  after(() => server.close());

  test('is valid OpenAPI 3.1 according to a standard validator', async () => {
    const response = await fetch(server.url + '/v1/openapi.json');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const document = (await response.json()) as Record<string, unknown>;
    assert.equal(document.openapi, '3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    assert.ok(result.valid, JSON.stringify(result.errors));
  });

  test('lists exactly one operation, with every enum and every error status', () => {
    const document = buildOpenApiDocument('1.2.3') as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: { AnalysisResult: { properties: Record<string, { enum?: string[]; items?: { enum: string[] } }> } } };
    };
    assert.deepEqual(Object.keys(document.paths), ['/v1/email-analyses']);
    assert.deepEqual(Object.keys(document.paths['/v1/email-analyses']!), ['post']);
    const properties = document.components.schemas.AnalysisResult.properties;
    assert.deepEqual(properties.verdict!.enum, [...VERDICTS]);
    assert.deepEqual(properties.risk!.enum, [...RISKS]);
    assert.deepEqual(properties.completeness!.enum, ['complete', 'partial']);
    assert.deepEqual(properties.signal_codes!.items!.enum, [...SIGNAL_CODES]);
    assert.deepEqual(properties.warnings!.items!.enum, [...WARNING_CODES]);
    const statuses = Object.keys(document.paths['/v1/email-analyses']!.post!.responses);
    for (const [code, { status }] of Object.entries(PROBLEMS)) {
      if (code === 'not_found' || code === 'method_not_allowed') continue;
      assert.ok(statuses.includes(String(status)), `status ${status} of ${code} is documented`);
    }
  });
});

describe('GET / and GET /api/v1/health', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ analyzer: new ControlledAnalyzer() });
  });
  after(() => server.close());

  test('the index document lists the surfaces, without a credential', async () => {
    const response = await fetch(server.url + '/');
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      nombre: 'Centinela',
      version: '0.0.0-test',
      docs: '/docs',
      app: '/app',
      landing: '/landing',
      endpoints: {
        analizar_email: 'POST /api/v1/analyze/email',
        analizar_url: 'POST /api/v1/analyze/url',
        analizar_sms: 'POST /api/v1/analyze/sms',
        health: 'GET /api/v1/health',
      },
    });
  });

  test('health says ok when the store answers, with no internals', async () => {
    const response = await fetch(server.url + '/api/v1/health');
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: 'ok' });
  });
});
