// Debian's Chromium driven by playwright-core, for the end-to-end tests: headless, no network
// of its own (no updates, sync or QUIC), a fresh profile per launch. Never a downloaded build.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Why the browser tests cannot run here, or undefined when they can. */
export const BROWSER_SKIP = existsSync(CHROMIUM)
  ? undefined
  : `${CHROMIUM} is absent: install Debian's chromium (apt-get install -y chromium) to run the browser tests`;

export interface Browser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export async function openBrowser(options: { locale?: string } = {}): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'centinela-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
    locale: options.locale ?? 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
