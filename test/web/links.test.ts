// Every path the index document lists answers, and every link and resource on /docs, /app and
// /landing resolves on this service: checked in the served HTML (always) and in the pages as
// Chromium renders them (when Chromium is present), where no request may leave the host and no
// policy violation or script error may occur, /docs's reference tables render as tables, and /
// opens as the JSON index. Screenshots of each page go to test-results/screenshots/ (untracked).

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { Parser } from 'htmlparser2';
import { simpleMessage } from '../support/messages.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { BROWSER_SKIP, openBrowser, type Browser } from './browser.ts';

const PAGES = ['/docs', '/app', '/landing'];
/** Screenshots of each page, outside the tracked tree. */
const SCREENSHOTS = new URL('../../test-results/screenshots/', import.meta.url);

/** A request that succeeds for each operation the index may list. */
const SAMPLE_BODIES: Readonly<Record<string, { type: string; body: string | Uint8Array }>> = {
  '/api/v1/analyze/email': { type: 'message/rfc822', body: simpleMessage() },
  '/api/v1/analyze/url': { type: 'application/json', body: JSON.stringify({ url: 'https://example.com/' }) },
  '/api/v1/analyze/sms': { type: 'application/json', body: JSON.stringify({ text: 'See you at six.' }) },
};

interface PageLinks {
  readonly links: string[];
  readonly ids: Set<string>;
}

/** The URLs a page refers to (links, scripts, styles, images) and the ids it holds. */
function readLinks(html: string): PageLinks {
  const links: string[] = [];
  const ids = new Set<string>();
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id !== undefined) ids.add(attributes.id);
      if ((name === 'a' || name === 'link') && attributes.href !== undefined) links.push(attributes.href);
      if ((name === 'script' || name === 'img') && attributes.src !== undefined) links.push(attributes.src);
    },
  });
  parser.write(html);
  parser.end();
  return { links, ids };
}

describe('the surfaces the index lists, and their links', () => {
  let server: TestServer;
  let secret: string;

  before(async () => {
    server = await startServer();
    ({ secret } = await server.issue({ capabilities: ['email_analysis', 'url_analysis', 'sms_analysis'] }));
  });
  after(() => server.close());

  test('every path of the index document answers', async () => {
    const index = (await (await fetch(server.url + '/')).json()) as { docs: string; app: string; landing: string; endpoints: Record<string, string> };
    for (const path of [index.docs, index.app, index.landing]) {
      const response = await fetch(server.url + path);
      assert.equal(response.status, 200, path);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, path);
    }
    for (const endpoint of Object.values(index.endpoints)) {
      const [method, path] = endpoint.split(' ') as [string, string];
      let response: Response;
      if (method === 'GET') {
        response = await fetch(server.url + path);
      } else {
        const sample = SAMPLE_BODIES[path];
        assert.ok(sample, `the test knows a request for ${endpoint}`);
        response = await fetch(server.url + path, {
          method,
          headers: { 'x-api-key': secret, 'content-type': sample.type },
          body: typeof sample.body === 'string' ? sample.body : Buffer.from(sample.body),
        });
      }
      assert.equal(response.status, 200, `${endpoint}: ${await response.text()}`);
    }
  });

  test('every page forbids every other origin in its Content-Security-Policy', async () => {
    for (const path of PAGES) {
      const response = await fetch(server.url + path);
      const policy = response.headers.get('content-security-policy') ?? '';
      assert.match(policy, /default-src 'none'/, path);
      for (const directive of policy.split(';')) {
        const sources = directive.trim().split(/\s+/).slice(1);
        for (const source of sources) assert.ok(["'self'", "'none'", 'data:'].includes(source), `${path}: ${directive.trim()}`);
      }
    }
  });

  test('every link and resource in the served pages resolves on this host, anchors included', async () => {
    const origin = new URL(server.url).origin;
    const checked = new Map<string, PageLinks>();
    const load = async (path: string): Promise<PageLinks> => {
      const known = checked.get(path);
      if (known !== undefined) return known;
      const response = await fetch(server.url + path);
      assert.equal(response.status, 200, `${path} answers`);
      const body = await response.text();
      const read = /^text\/html/.test(response.headers.get('content-type') ?? '') ? readLinks(body) : { links: [], ids: new Set<string>() };
      checked.set(path, read);
      return read;
    };
    let count = 0;
    for (const page of PAGES) {
      const { links } = await load(page);
      assert.ok(links.length > 0, `${page} has links`);
      for (const link of links) {
        const target = new URL(link, server.url + page);
        assert.equal(target.origin, origin, `${page} links only to this host: ${link}`);
        const found = await load(target.pathname);
        if (target.hash !== '') assert.ok(found.ids.has(decodeURIComponent(target.hash.slice(1))), `${page}: ${link} names an element that exists`);
        count++;
      }
    }
    assert.ok(count > 20, `${count} links checked`);
  });

  describe('as Chromium renders them', { skip: BROWSER_SKIP }, () => {
    let browser: Browser;
    before(async () => {
      browser = await openBrowser();
    });
    after(() => browser?.close());

    test('/: the index document opens as JSON, and /favicon.ico is the site icon', async () => {
      const page = await browser.context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      const response = await page.goto(server.url + '/', { waitUntil: 'networkidle' });
      assert.equal(response?.status(), 200);
      assert.equal(response?.headers()['x-content-type-options'], 'nosniff');
      const index = JSON.parse(await page.locator('body').innerText()) as { endpoints: Record<string, string> };
      assert.ok(Object.keys(index.endpoints).length > 0);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: new URL('index.png', SCREENSHOTS).pathname });
      await page.close();
      assert.deepEqual(problems, []);
      const icon = await fetch(server.url + '/favicon.ico');
      assert.equal(icon.status, 200);
      assert.equal(icon.headers.get('content-type'), 'image/svg+xml');
    });

    for (const path of PAGES) {
      test(`${path}: no request leaves the host, no error, and every rendered link resolves`, async () => {
        const origin = new URL(server.url).origin;
        const page = await browser.context.newPage();
        const requests: string[] = [];
        const problems: string[] = [];
        page.on('request', (request) => requests.push(request.url()));
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
        });
        page.on('pageerror', (error) => problems.push(error.message));
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        if (path === '/docs') {
          // Both documents rendered: one public operation, four on the application surface.
          await page.locator('#reference-public .opblock').first().waitFor();
          await page.locator('#reference-app .opblock').nth(3).waitFor();
          assert.equal(await page.locator('#reference-public .opblock').count(), 1);
          assert.equal(await page.locator('#reference-app .opblock').count(), 4);
        }
        if (path === '/docs') {
          // Every reference table renders as a table: each row has one cell per heading, side by side.
          const shapes = await page.locator('.table-scroll table').evaluateAll((tables) =>
            tables.map((table) => {
              const element = table as unknown as { querySelectorAll(s: string): ArrayLike<{ getBoundingClientRect(): { left: number; top: number } }> };
              const headings = element.querySelectorAll('thead th').length;
              const rows = Array.from(element.querySelectorAll('tbody tr') as ArrayLike<unknown>).map((row) => {
                const cells = Array.from((row as typeof element).querySelectorAll('td')).map((cell) => cell.getBoundingClientRect());
                const sideBySide = cells.every((box, at) => at === 0 || (box.left > cells[at - 1]!.left && Math.abs(box.top - cells[0]!.top) < 2));
                return { cells: cells.length, sideBySide };
              });
              return { headings, rows };
            }),
          );
          assert.equal(shapes.length, 5, 'five reference tables');
          for (const shape of shapes) {
            assert.ok(shape.rows.length > 0);
            for (const row of shape.rows) {
              assert.equal(row.cells, shape.headings, 'one cell per heading');
              assert.ok(row.sideBySide, 'the cells of a row stand side by side');
            }
          }
        }
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: new URL(`${path.slice(1) || 'index'}.png`, SCREENSHOTS).pathname, fullPage: true });
        const links = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as unknown as { href: string }).href));
        await page.close();

        assert.ok(requests.length > 1);
        for (const url of requests) assert.equal(new URL(url).origin, origin, `${path} requested ${url}`);
        assert.deepEqual(problems, [], `${path} raised no error`);
        for (const link of links) {
          const target = new URL(link);
          assert.equal(target.origin, origin, `${path} links only to this host: ${link}`);
          if (target.pathname === path) continue;
          const response = await fetch(server.url + target.pathname);
          assert.equal(response.status, 200, `${path} → ${link}`);
        }
      });
    }
  });
});
