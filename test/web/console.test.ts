// End-to-end test of the analyst console in headless Chromium against a real server: a key
// typed once, an .eml dropped, a URL and an SMS pasted, the language switched; the verdict and
// each signal explained from the catalog; the key never in the URL, storage, cookies or any
// request other than the X-API-Key header of an analysis; no request leaves the host.
// Screenshots (desktop and phone) are saved under test-results/screenshots/ (untracked), so a
// test run changes no tracked file; docs/screenshots/ holds the copies the docs show.

import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { MemoryRateLimiter, type RateDecision, type RateLimiter, type RateOverride } from '../../src/http/rate-limit.ts';
import { VERDICT_EXPLANATIONS } from '../../src/contract/result.ts';
import { signalEntry, type SignalCode } from '../../src/contract/signals.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { BROWSER_SKIP, openBrowser, type Browser } from './browser.ts';
import type { PageGlobals } from './page-globals.ts';

const FIXTURE = new URL('./fixtures/account-limited.eml', import.meta.url);
const SCREENSHOTS = new URL('../../test-results/screenshots/', import.meta.url);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Seen {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

describe('the analyst console in Chromium', { skip: BROWSER_SKIP }, () => {
  let server: TestServer;
  let secret: string;
  let browser: Browser;
  let page: Page;
  const requests: Seen[] = [];
  const problems: string[] = [];

  before(async () => {
    server = await startServer();
    ({ secret } = await server.issue({ capabilities: ['email_analysis', 'url_analysis', 'sms_analysis'] }));
    browser = await openBrowser();
    page = await browser.context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('request', (request) => {
      requests.push({ url: request.url(), method: request.method(), headers: request.headers(), body: request.postData() ?? '' });
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const resultText = () => page.locator('#result').innerText();
  const explanations = () => page.locator('#result [data-signal] p').allInnerTexts();

  test('loads in the browser language, and the key typed once is held, not left in the field', async () => {
    await page.goto(`${server.url}/app`, { waitUntil: 'networkidle' });
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.locator('h1').innerText(), 'Analyst console');
    await page.locator('body[data-ready="true"]').waitFor();
    await page.getByLabel('API key', { exact: true }).fill(secret);
    await page.getByLabel('API key', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Forget key' }).waitFor();
    assert.equal(await page.locator('#api-key').inputValue(), '');
    assert.equal(await page.locator('#key-form').isHidden(), true);
  });

  test('a dropped .eml shows the verdict banner, the completeness and every signal explained', async () => {
    const dataTransfer = await page.evaluateHandle(
      (content) => {
        const transfer = new (globalThis as unknown as PageGlobals).DataTransfer();
        transfer.items.add(new File([content], 'account-limited.eml', { type: 'message/rfc822' }));
        return transfer;
      },
      readFileSync(FIXTURE, 'latin1'),
    );
    await page.dispatchEvent('#dropzone', 'drop', { dataTransfer });
    await page.locator('#result [data-verdict]').waitFor();

    assert.equal(await page.getAttribute('#result [data-verdict]', 'data-verdict'), 'phishing');
    assert.match(await page.locator('#verdict-title').innerText(), /^Phishing\s+Risk: (high|critical)$/);
    const text = await resultText();
    assert.ok(text.includes(VERDICT_EXPLANATIONS.phishing.en));
    assert.ok(text.includes('Email: account-limited.eml'));
    assert.equal(await page.getAttribute('#result .completeness', 'data-completeness'), 'complete');
    const codes = (await page.locator('#result [data-signal]').evaluateAll((items) => items.map((item) => item.getAttribute('data-signal')))) as SignalCode[];
    for (const expected of ['link_ip_host', 'link_display_mismatch', 'content_credential_request', 'sender_display_name_brand'] as const) {
      assert.ok(codes.includes(expected), `${expected} in ${codes.join()}`);
    }
    assert.deepEqual(
      await explanations(),
      codes.map((code) => signalEntry(code).en),
    );

    // What was judged, read in the browser from the dropped file: headers, links, attachments.
    const field = (name: string) => page.locator(`#result .message [data-field="${name}"]`).innerText();
    assert.equal(await field('from'), 'PayPal Security <service@paypa1-account-check.top>');
    assert.equal(await field('reply-to'), 'paypal.resolution.center@gmail.com');
    assert.equal(await field('subject'), 'Your account has been limited - action required within 24 hours');
    assert.match(await field('date'), /^2026-11-20T09:12:44/);
    const rows = await page.locator('#result .message table.links tbody tr').evaluateAll((items) =>
      items.map((row) => ({
        cells: Array.from(
          (row as unknown as { querySelectorAll(s: string): ArrayLike<{ textContent: string | null }> }).querySelectorAll('td code, td:first-child'),
          (cell) => cell.textContent ?? '',
        ),
        mismatch: (row as unknown as { getAttribute(n: string): string | null }).getAttribute('data-mismatch'),
      })),
    );
    const shown = rows.find((row) => row.cells[0] === 'https://www.paypal.com/signin');
    assert.ok(shown, JSON.stringify(rows));
    assert.equal(shown.cells[1], 'http://198.18.40.2/paypal/signin?user=marta.gil@example.net');
    assert.equal(shown.mismatch, 'true', 'the link shown as paypal.com going to an IP is marked');
    await page.screenshot({ path: new URL('console-desktop.png', SCREENSHOTS).pathname, fullPage: true });
  });

  test('a pasted, defanged URL is restored and analysed by the link area', async () => {
    await page.getByLabel('URL', { exact: true }).fill('hxxp://198.18.7.20@bit[.]ly/parcel');
    await page.getByRole('button', { name: 'Analyse link' }).click();
    await page.locator('#result .subject', { hasText: 'Link: http://198.18.7.20@bit.ly/parcel' }).waitFor();
    await page.locator('#result [data-verdict]').waitFor();
    const codes = await page.locator('#result [data-signal]').evaluateAll((items) => items.map((item) => item.getAttribute('data-signal')));
    assert.ok(codes.includes('link_obfuscated'), codes.join());
    assert.ok(codes.includes('link_shortener'), codes.join());
    assert.deepEqual(
      await explanations(),
      codes.map((code) => signalEntry(code as SignalCode).en),
    );
  });

  test('a pasted SMS is analysed, and the byte counter follows the text', async () => {
    const message = 'Your parcel is held. Pay the fee today at http://198.18.40.2/pay';
    await page.getByLabel('Message text').fill(message);
    assert.equal(await page.locator('#sms-counter').innerText(), `${Buffer.byteLength(message)} of 4096 bytes`);
    await page.getByLabel('Sender (optional)').fill('+34600111222');
    await page.getByRole('button', { name: 'Analyse message' }).click();
    await page.locator('#result .subject', { hasText: 'Text message' }).waitFor();
    await page.locator('#result [data-verdict]').waitFor();
    const codes = await page.locator('#result [data-signal]').evaluateAll((items) => items.map((item) => item.getAttribute('data-signal')));
    assert.ok(codes.includes('link_ip_host'), codes.join());
  });

  test('switching to Spanish translates the page and the result from the catalog', async () => {
    await page.getByLabel('URL', { exact: true }).fill('http://198.18.7.20@bit.ly/parcel');
    await page.getByRole('button', { name: 'Analyse link' }).click();
    await page.locator('#result .subject', { hasText: 'Link: http://198.18.7.20@bit.ly/parcel' }).waitFor();
    await page.locator('#result [data-verdict]').waitFor();
    await page.getByRole('button', { name: 'Español' }).click();
    assert.equal(await page.getAttribute('html', 'lang'), 'es');
    assert.equal(await page.getAttribute('button[data-set-lang="es"]', 'aria-pressed'), 'true');
    assert.equal(await page.locator('h1').innerText(), 'Consola de análisis');
    assert.ok((await resultText()).includes('Enlace: http://198.18.7.20@bit.ly/parcel'));
    const codes = await page.locator('#result [data-signal]').evaluateAll((items) => items.map((item) => item.getAttribute('data-signal')));
    assert.deepEqual(
      await explanations(),
      codes.map((code) => signalEntry(code as SignalCode).es),
    );

    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the page is one column: nothing is wider than the screen.
    assert.ok((await page.evaluate(() => (globalThis as unknown as PageGlobals).document.documentElement.scrollWidth)) <= 390);
    await page.screenshot({ path: new URL('console-phone.png', SCREENSHOTS).pathname, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'English' }).click();
    assert.equal(await page.locator('h1').innerText(), 'Analyst console');
  });

  test('a browser that prefers Spanish gets the console in Spanish', async () => {
    const spanish = await browser.context.newPage();
    await spanish.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['es-ES', 'es'] }));
    await spanish.goto(`${server.url}/app`, { waitUntil: 'networkidle' });
    assert.equal(await spanish.getAttribute('html', 'lang'), 'es');
    assert.equal(await spanish.locator('h1').innerText(), 'Consola de análisis');
    await spanish.close();
  });

  test('the key is in no URL, storage, cookie or request other than the X-API-Key header of an analysis', async () => {
    assert.ok(!page.url().includes(secret));
    const stored = await page.evaluate(async () => {
      const { localStorage, sessionStorage, document, indexedDB, location } = globalThis as unknown as PageGlobals;
      return {
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
        cookie: document.cookie,
        databases: (await indexedDB.databases()).length,
        location: location.href,
      };
    });
    assert.equal(stored.local, '{}');
    assert.equal(stored.session, '{}');
    assert.equal(stored.cookie, '');
    assert.equal(stored.databases, 0);
    assert.ok(!stored.location.includes(secret));
    assert.deepEqual(await browser.context.cookies(), []);

    const analyses = requests.filter((request) => request.headers['x-api-key'] !== undefined);
    assert.equal(analyses.length, 4, 'one request per submission: email, URL, SMS, URL');
    const keys = new Set<string>();
    for (const request of analyses) {
      assert.equal(request.method, 'POST');
      assert.match(new URL(request.url).pathname, /^\/api\/v1\/analyze\/(email|url|sms)$/);
      assert.equal(request.headers['x-api-key'], secret);
      assert.match(request.headers['idempotency-key'] ?? '', UUID);
      keys.add(request.headers['idempotency-key']!);
    }
    assert.equal(keys.size, analyses.length, 'an Idempotency-Key per submission');
    for (const request of requests) {
      assert.ok(!request.url.includes(secret), `the key is not in ${request.url}`);
      assert.ok(!request.body.includes(secret), `the key is not in the body sent to ${request.url}`);
      for (const [name, value] of Object.entries(request.headers)) {
        if (name !== 'x-api-key') assert.ok(!value.includes(secret), `the key is not in the ${name} header`);
      }
    }
  });

  test('no request left the host, and the page raised no error or policy violation', () => {
    const origin = new URL(server.url).origin;
    assert.ok(requests.length > 0);
    for (const request of requests) assert.equal(new URL(request.url).origin, origin, request.url);
    assert.deepEqual(problems, []);
  });

  test('works from the keyboard alone, and explains a refused key in plain words', async () => {
    const keyboard = await browser.context.newPage();
    keyboard.setDefaultTimeout(20_000);
    const focused = () => keyboard.evaluate(() => (globalThis as unknown as PageGlobals).document.activeElement?.id ?? '');
    await keyboard.goto(`${server.url}/app`, { waitUntil: 'networkidle' });
    await keyboard.locator('body[data-ready="true"]').waitFor();

    // The skip link comes first and leads to the console; the key field is next.
    await keyboard.keyboard.press('Tab');
    assert.equal(
      await keyboard.locator('.skip').evaluate((link) => link === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement),
      true,
    );
    await keyboard.keyboard.press('Enter');
    await keyboard.keyboard.press('Tab');
    assert.equal(await focused(), 'api-key');

    // A URL submitted before any key asks for the key and puts the focus there.
    await keyboard.focus('#url');
    await keyboard.keyboard.type('https://example.com/');
    await keyboard.keyboard.press('Enter');
    await keyboard.getByRole('alert').filter({ hasText: 'Enter your API key first.' }).waitFor();
    assert.equal(await focused(), 'api-key');

    await keyboard.keyboard.type('cnt_live_not-a-real-key');
    await keyboard.keyboard.press('Enter');
    assert.equal(await focused(), 'forget-key');
    await keyboard.keyboard.press('Tab');
    assert.equal(await focused(), 'eml-file');
    await keyboard.keyboard.press('Tab');
    assert.equal(await focused(), 'url');
    await keyboard.keyboard.press('Enter');
    const alert = keyboard.getByRole('alert').filter({ hasText: '401 api_key_invalid' });
    await alert.waitFor();
    assert.match(await alert.innerText(), /The API key was refused: it is wrong, revoked or expired\./);

    // Every field has a label a screen reader announces.
    const unlabelled = await keyboard
      .locator('input, textarea')
      .evaluateAll((fields) =>
        fields
          .filter((field) => ((field as unknown as { labels: { length: number } | null }).labels?.length ?? 0) === 0)
          .map((field) => (field as unknown as { id: string }).id),
      );
    assert.deepEqual(unlabelled, []);
    await keyboard.close();
  });
});

/** The in-process limiter, refusing every request while `refuse` is set. */
class SwitchableLimiter implements RateLimiter {
  refuse = false;
  readonly #inner = new MemoryRateLimiter({ perSecond: 1000, burst: 1000 });

  async take(credentialId: string, now: number, override?: RateOverride): Promise<RateDecision> {
    const decision = await this.#inner.take(credentialId, now, override);
    return this.refuse ? { ...decision, allowed: false, retryAfterSeconds: 1 } : decision;
  }
}

describe('the console retries with the same Idempotency-Key and bytes', { skip: BROWSER_SKIP }, () => {
  let server: TestServer;
  let browser: Browser;
  const limiter = new SwitchableLimiter();

  before(async () => {
    server = await startServer({ rateLimiter: limiter });
    browser = await openBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('a key without the capability an analysis needs is told which one', async () => {
    const { secret } = await server.issue({ capabilities: ['email_analysis'] });
    const narrow = await browser.context.newPage();
    await narrow.goto(`${server.url}/app`, { waitUntil: 'networkidle' });
    await narrow.locator('body[data-ready="true"]').waitFor();
    await narrow.getByLabel('API key', { exact: true }).fill(secret);
    await narrow.getByLabel('API key', { exact: true }).press('Enter');
    await narrow.getByLabel('URL', { exact: true }).fill('https://example.com/');
    await narrow.getByRole('button', { name: 'Analyse link' }).click();
    const alert = narrow.locator('#result [role="alert"]');
    await alert.waitFor();
    assert.match(await alert.innerText(), /lacks the url_analysis capability; issue a key with --capability url_analysis/);
    assert.match(await alert.innerText(), /403 capability_not_granted/);
    await narrow.close();
  });

  test('a 429 offers "Try again", which resends the same submission', async () => {
    const { secret } = await server.issue({ capabilities: ['url_analysis'] });
    const page = await browser.context.newPage();
    page.setDefaultTimeout(20_000);
    const sent: { key: string; body: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/analyze/url')) sent.push({ key: request.headers()['idempotency-key'] ?? '', body: request.postData() ?? '' });
    });
    await page.goto(`${server.url}/app`, { waitUntil: 'networkidle' });
    await page.locator('body[data-ready="true"]').waitFor();
    await page.getByLabel('API key', { exact: true }).fill(secret);
    await page.getByLabel('API key', { exact: true }).press('Enter');

    limiter.refuse = true;
    await page.getByLabel('URL', { exact: true }).fill('https://bit.ly/parcel-fee');
    await page.getByRole('button', { name: 'Analyse link' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '429 rate_limited' });
    await alert.waitFor();
    assert.match(await alert.innerText(), /wait 1 s/);

    limiter.refuse = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('#result [data-verdict]').waitFor();
    assert.equal(sent.length, 2);
    assert.equal(sent[1]!.key, sent[0]!.key);
    assert.equal(sent[1]!.body, sent[0]!.body);
    await page.close();
  });
});
