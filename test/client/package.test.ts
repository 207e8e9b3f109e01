// The client as another project installs it: built to JavaScript and declarations
// (packages/client), packed with npm, installed from the tarball into a throw-away project, then
// imported from plain JavaScript (which analyses a message given as a string against a real
// server) and from TypeScript (which must type-check against the shipped declarations alone).

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { startServer, type TestServer } from '../support/server.ts';
import { simpleMessage } from '../support/messages.ts';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const NODE = process.execPath;
const NPM_CACHE_FREE = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };

describe('the client package', () => {
  let work: string;
  let consumer: string;
  let server: TestServer;

  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'centinela-client-package-'));
    const packageDir = join(work, 'package');
    cpSync(join(ROOT, 'packages/client/package.json'), join(packageDir, 'package.json'));
    cpSync(join(ROOT, 'packages/client/README.md'), join(packageDir, 'README.md'));
    await run(NODE, [TSC, '-p', join(ROOT, 'packages/client'), '--outDir', join(packageDir, 'dist')]);
    await run('npm', ['pack', '--silent', '--pack-destination', work], { cwd: packageDir, env: NPM_CACHE_FREE });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    assert.ok(tarball, 'npm pack wrote a tarball');

    consumer = join(work, 'consumer');
    cpSync(join(ROOT, 'packages/client/README.md'), join(consumer, 'README.md'));
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    await run('npm', ['install', '--offline', '--no-save', '--ignore-scripts', join(work, tarball)], { cwd: consumer, env: NPM_CACHE_FREE });
    server = await startServer();
  });
  after(async () => {
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('ships JavaScript and declarations only, behind an exports map', () => {
    const files = readdirSync(join(consumer, 'node_modules/@centinela/client/dist/client'));
    assert.ok(files.includes('index.js') && files.includes('index.d.ts'), files.join(', '));
    assert.ok(!files.some((name) => name.endsWith('.ts') && !name.endsWith('.d.ts')), 'no TypeScript sources');
  });

  it('imports from plain JavaScript and sends a string message as UTF-8', async () => {
    const { secret } = await server.issue();
    const message = new TextDecoder().decode(simpleMessage());
    writeFileSync(
      join(consumer, 'use.mjs'),
      `import { Centinela } from '@centinela/client';
const client = new Centinela({ baseUrl: process.env.CENTINELA_URL, apiKey: process.env.CENTINELA_KEY });
const result = await client.analyzeEmail(process.env.MESSAGE);
let refused = '';
try { await client.analyzeEmail(42); } catch (error) { refused = error.constructor.name; }
console.log(JSON.stringify({ verdict: result.verdict, completeness: result.completeness, refused }));
`,
    );
    const { stdout } = await run(NODE, ['use.mjs'], {
      cwd: consumer,
      env: { ...process.env, CENTINELA_URL: server.url, CENTINELA_KEY: secret, MESSAGE: message },
    });
    const said = JSON.parse(stdout) as { verdict: string; completeness: string; refused: string };
    assert.equal(said.completeness, 'complete', 'the message arrived whole, not as zero bytes');
    assert.equal(said.verdict, 'clean');
    assert.equal(said.refused, 'TypeError');
  });

  it('type-checks from TypeScript against the shipped declarations', async () => {
    writeFileSync(
      join(consumer, 'use.ts'),
      `import { Centinela, CentinelaError, type AnalysisResult, type Verdict } from '@centinela/client';
const client = new Centinela({ baseUrl: 'https://centinela.example', apiKey: 'key' });
export async function verdictOf(bytes: Uint8Array): Promise<Verdict> {
  try {
    const result: AnalysisResult = await client.analyzeEmail(bytes, { idempotencyKey: 'k-1' });
    return result.verdict;
  } catch (error) {
    if (error instanceof CentinelaError) return 'suspicious';
    throw error;
  }
}
`,
    );
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', lib: ['es2022', 'dom'], types: [] },
        files: ['use.ts'],
      }),
    );
    await run(NODE, [TSC, '-p', consumer]);
    // And a misuse is caught by the declarations, so the check above can fail.
    writeFileSync(join(consumer, 'use.ts'), `import { Centinela } from '@centinela/client';\nnew Centinela({ baseUrl: 1 });\n`);
    await assert.rejects(run(NODE, [TSC, '-p', consumer]));
  });
});
