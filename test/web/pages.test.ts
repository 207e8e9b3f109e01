// What the pages say comes from the contract's own tables: the guide lists every signal,
// problem code, verdict and warning; the console's catalog is the signal catalog and the
// result's explanations in both languages; the product page speaks Spanish and English.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PROBLEM_CODES } from '../../src/contract/problems.ts';
import { VERDICT_EXPLANATIONS, VERDICTS, WARNING_CODES, WARNING_EXPLANATIONS } from '../../src/contract/result.ts';
import { SIGNAL_CATALOG } from '../../src/contract/signals.ts';
import { escapeHtml } from '../../src/http/routes/site-assets.ts';
import { startServer, type TestServer } from '../support/server.ts';

describe('the pages and the catalog they show', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const text = async (path: string): Promise<string> => {
    const response = await fetch(server.url + path);
    assert.equal(response.status, 200, path);
    return response.text();
  };

  test('the guide lists every signal with its meaning, every error code, verdict and warning', async () => {
    const docs = await text('/docs');
    for (const entry of SIGNAL_CATALOG) {
      assert.ok(docs.includes(`<code>${entry.code}</code>`), entry.code);
      assert.ok(docs.includes(escapeHtml(entry.en)), `${entry.code}: its meaning`);
    }
    for (const code of [...PROBLEM_CODES, ...VERDICTS, ...WARNING_CODES]) assert.ok(docs.includes(`<code>${code}</code>`), code);
    assert.doesNotMatch(docs, /\{\{[a-z_]+\}\}/, 'every template slot is filled');
    assert.ok(docs.includes('0.0.0-test'), 'the version is shown');
  });

  test('the console catalog is the contract catalog, in English and Spanish', async () => {
    const catalog = JSON.parse(await text('/app/catalog.json')) as {
      signals: { code: string; severity: string; en: string; es: string }[];
      verdicts: { code: string; en: string; es: string }[];
      warnings: { code: string; en: string; es: string }[];
    };
    assert.deepEqual(
      catalog.signals,
      SIGNAL_CATALOG.map(({ code, area, severity, en, es }) => ({ code, area, severity, en, es })),
    );
    assert.deepEqual(
      catalog.verdicts.map(({ code, en, es }) => ({ code, en, es })),
      VERDICTS.map((code) => ({ code, ...VERDICT_EXPLANATIONS[code] })),
    );
    assert.deepEqual(
      catalog.warnings,
      WARNING_CODES.map((code) => ({ code, ...WARNING_EXPLANATIONS[code] })),
    );
  });

  test('the product page is in Spanish and English and leads to the docs and the console', async () => {
    const landing = await text('/landing');
    assert.match(landing, /<div data-lang="es" lang="es">/);
    assert.match(landing, /<div data-lang="en" lang="en">/);
    assert.ok(landing.includes('href="/docs"') && landing.includes('href="/app"'));
  });

  test('the pages and assets carry the site headers and the contract headers', async () => {
    for (const path of ['/landing', '/app', '/docs', '/assets/app.js', '/assets/swagger-ui/swagger-ui-bundle.js', '/app/catalog.json']) {
      const response = await fetch(server.url + path, { method: 'HEAD' });
      assert.equal(response.status, 200, path);
      assert.ok(response.headers.get('content-security-policy'), path);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(response.headers.get('cache-control'), 'no-store', path);
      assert.ok(response.headers.get('x-request-id'), path);
    }
    const post = await fetch(server.url + '/app', { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET, HEAD');
  });
});
