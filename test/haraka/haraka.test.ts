// The Haraka plugin (packages/haraka-plugin-centinela) end to end: Haraka from the npm
// registry, the client and the plugin from their packed tarballs, installed into a throw-away
// Haraka directory; a real Centinela server. Legitimate mail is queued with the verdict
// headers, phishing quarantined (queue/quarantine), a message over 10 MiB queued with the skip
// header, and with Centinela stopped mail still flows, marked unavailable. Skips with a message
// when Haraka cannot be installed (no registry).

import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { simpleMessage } from '../support/messages.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { freePort } from '../milter/milter-command.ts';
import { sendSmtp } from '../milter/smtp-send.ts';
import { largeMessage, phishingMessage } from '../milter/test-mail.ts';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const HARAKA_VERSION = '3.3.4';
const NPM_ENV = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
const TO = 'ana@mail.test';

const plan = createRequire(import.meta.url)(join(ROOT, 'packages/haraka-plugin-centinela/plan.js')) as {
  parseConfig(
    raw: unknown,
    env: Record<string, string | undefined>,
  ): { verdicts: Record<string, { action: string }>; onUnavailable: string; messageDeadlineMs: number };
  planFor(
    outcome: unknown,
    config: unknown,
  ): { headers: [string, string][]; disposition: string; reply: string | undefined; subjectPrefix: string | undefined };
  describeFailure(error: unknown, timedOut: boolean): { kind: string; reason: string };
};

const ENV = { CENTINELA_URL: 'http://127.0.0.1:9', CENTINELA_API_KEY: `cnt_${'live'}_abcdefghijklmnopqrstuvwxyz0123456789` };
const RESULT = { analysis_id: 'ana_1', verdict: 'phishing', risk: 'high', signal_codes: ['link_display_mismatch'] };

describe('the Haraka plugin action table', () => {
  it('has the milter defaults: headers for every verdict, nothing rejected, fail open', () => {
    const config = plan.parseConfig({}, ENV);
    assert.equal(config.messageDeadlineMs, 25_000);
    for (const verdict of ['malware', 'phishing', 'fraud', 'suspicious', 'spam', 'bulk', 'clean']) assert.equal(config.verdicts[verdict]!.action, 'accept');
    assert.deepEqual(plan.planFor({ kind: 'result', result: RESULT }, config).headers, [
      ['X-Centinela-Verdict', 'phishing'],
      ['X-Centinela-Risk', 'high'],
      ['X-Centinela-Signals', 'link_display_mismatch'],
      ['X-Centinela-Analysis-Id', 'ana_1'],
    ]);
    const open = plan.planFor({ kind: 'unavailable', reason: 'timeout' }, config);
    assert.equal(open.disposition, 'accept');
    assert.deepEqual(open.headers, [
      ['X-Centinela-Verdict', 'unavailable'],
      ['X-Centinela-Reason', 'timeout'],
    ]);
  });

  it('rejects, defers and refuses bad configuration as configured', () => {
    const config = plan.parseConfig({ onUnavailable: 'tempfail', verdicts: { malware: { action: 'reject', replyText: 'Malware refused' } } }, ENV);
    assert.deepEqual(plan.planFor({ kind: 'result', result: { ...RESULT, verdict: 'malware' } }, config), {
      headers: [],
      subjectPrefix: undefined,
      disposition: 'reject',
      reply: 'Malware refused',
    });
    assert.equal(plan.planFor({ kind: 'unavailable', reason: 'overloaded' }, config).disposition, 'tempfail');
    assert.equal(plan.planFor({ kind: 'skipped', reason: 'message-over-10485760-bytes' }, config).disposition, 'accept');
    assert.throws(() => plan.parseConfig({ verdicts: { phish: {} } }, ENV), /verdicts\.phish/);
    assert.throws(() => plan.parseConfig({ verdicts: { spam: { action: 'reject', replyText: 'a\r\n250 ok' } } }, ENV), /replyText/);
    assert.throws(() => plan.parseConfig({}, { CENTINELA_URL: 'http://127.0.0.1:9' }), /CENTINELA_API_KEY/);
    assert.deepEqual(plan.describeFailure({ name: 'UnknownOutcomeError', lastFailure: 'network' }, false), { kind: 'unavailable', reason: 'unreachable' });
    assert.deepEqual(plan.describeFailure({ name: 'CentinelaError', status: 422, code: 'message_unparseable' }, false), {
      kind: 'not-analysed',
      reason: 'message_unparseable',
    });
  });
});

interface Haraka {
  dir: string;
  port: number;
  child: ChildProcess;
  output: () => string;
}

/** Installs Haraka, the client and the plugin into a Haraka directory; undefined when npm cannot. */
async function installHaraka(work: string): Promise<{ dir: string } | string> {
  const clientDir = join(work, 'client');
  cpSync(join(ROOT, 'packages/client/package.json'), join(clientDir, 'package.json'));
  cpSync(join(ROOT, 'packages/client/README.md'), join(clientDir, 'README.md'));
  await run(process.execPath, [TSC, '-p', join(ROOT, 'packages/client'), '--outDir', join(clientDir, 'dist')]);
  await run('npm', ['pack', '--silent', '--pack-destination', work], { cwd: clientDir, env: NPM_ENV });
  await run('npm', ['pack', '--silent', '--pack-destination', work], { cwd: join(ROOT, 'packages/haraka-plugin-centinela'), env: NPM_ENV });
  const tarballs = readdirSync(work)
    .filter((name) => name.endsWith('.tgz'))
    .map((name) => join(work, name));
  const dir = join(work, 'haraka');
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'haraka-e2e', private: true }));
  try {
    await run('npm', ['install', '--no-save', '--ignore-scripts', `Haraka@${HARAKA_VERSION}`, ...tarballs], { cwd: dir, env: NPM_ENV, timeout: 240_000 });
  } catch (error) {
    return `Haraka ${HARAKA_VERSION} could not be installed from the npm registry (${String((error as Error).message).split('\n')[0]}): the Haraka end-to-end test skips`;
  }
  return { dir };
}

async function startHaraka(dir: string, server: string, apiKey: string): Promise<Haraka> {
  const port = await freePort();
  const config = join(dir, 'config');
  // Haraka's own defaults first (what `haraka -i` copies), then this test's settings.
  cpSync(join(dir, 'node_modules/Haraka/config'), config, { recursive: true });
  mkdirSync(join(dir, 'delivered'), { recursive: true });
  writeFileSync(join(config, 'smtp.ini'), `[main]\nlisten=127.0.0.1:${port}\n`);
  writeFileSync(join(config, 'me'), 'mx.haraka-test.invalid\n');
  writeFileSync(join(config, 'host_list'), 'mail.test\n');
  writeFileSync(join(config, 'databytes'), `${32 * 1024 * 1024}\n`);
  writeFileSync(join(config, 'log.ini'), '[main]\nlevel=info\n');
  writeFileSync(join(config, 'quarantine.ini'), `quarantine_path=${join(dir, 'quarantine')}\n`);
  writeFileSync(join(config, 'plugins'), ['rcpt_to.in_host_list', 'centinela', 'queue/quarantine', 'queue/test'].join('\n') + '\n');
  writeFileSync(
    join(config, 'centinela.json'),
    JSON.stringify({ server, messageDeadlineSeconds: 5, verdicts: { phishing: { action: 'quarantine', subjectPrefix: '[PHISHING] ' } } }),
  );
  let output = '';
  // queue/test writes each queued message into the temporary directory: ours.
  const child = spawn(process.execPath, [join(dir, 'node_modules/Haraka/bin/haraka'), '-c', dir], {
    env: { ...process.env, CENTINELA_API_KEY: apiKey, CENTINELA_URL: '', TMPDIR: join(dir, 'delivered') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (!/listening on 127\.0\.0\.1:\d+/i.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`Haraka did not start:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { dir, port, child, output: () => output };
}

function delivered(dir: string): Buffer[] {
  const folder = join(dir, 'delivered');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(join(folder, name)));
}

function headerLines(message: Buffer, name: string): string[] {
  const head = message.toString('latin1').split(/\r?\n\r?\n/, 1)[0]!;
  return head.split(/\r?\n/).filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));
}

async function waitFor<T>(what: string, probe: () => T | undefined, log: () => string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; Haraka said:\n${log().slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the Haraka plugin inside Haraka from the npm registry', () => {
  let work: string;
  let installed: { dir: string } | string;

  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'centinela-haraka-'));
    installed = await installHaraka(work);
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('adds the headers, quarantines phishing, skips a message over 10 MiB and fails open', { timeout: 180_000 }, async (t) => {
    if (typeof installed === 'string') {
      t.skip(installed);
      return;
    }
    const server: TestServer = await startServer();
    let serverOpen = true;
    const { secret } = await server.issue();
    const haraka = await startHaraka(installed.dir, server.url, secret);
    // An SMTP failure shows what Haraka said.
    const send = (from: string, message: Uint8Array): Promise<string> =>
      sendSmtp(haraka.port, from, TO, message).catch((error: Error) => {
        throw new Error(`${error.message}; Haraka said:\n${haraka.output().slice(-4000)}`);
      });
    try {
      const legitimate = Buffer.concat([Buffer.from('X-Centinela-Verdict: clean-forged\r\n'), simpleMessage('Quarterly figures')]);
      assert.match(await send('luis@example.org', legitimate), /^250 /);
      const [first] = await waitFor('the legitimate message', () => (delivered(haraka.dir).length === 1 ? delivered(haraka.dir) : undefined), haraka.output);
      assert.deepEqual(headerLines(first!, 'X-Centinela-Verdict'), ['X-Centinela-Verdict: clean']);
      assert.match(headerLines(first!, 'X-Centinela-Analysis-Id')[0]!, /^X-Centinela-Analysis-Id: ana_/);

      const phishing = phishingMessage();
      assert.match(await send('no-reply@m365-secure-verify.example', phishing), /^250 /);
      await waitFor('the phishing message in quarantine', () => (haraka.output().includes('verdict=phishing') ? true : undefined), haraka.output);
      const held = await waitFor(
        'the quarantined file',
        () => {
          const files = readdirSync(join(haraka.dir, 'quarantine'), { recursive: true, withFileTypes: true }).filter(
            (entry) => entry.isFile() && !entry.parentPath.endsWith('tmp'),
          );
          return files.length === 1 ? readFileSync(join(files[0]!.parentPath, files[0]!.name)) : undefined;
        },
        haraka.output,
      );
      assert.deepEqual(headerLines(held, 'X-Centinela-Verdict'), ['X-Centinela-Verdict: phishing']);
      assert.deepEqual(headerLines(held, 'Subject'), ['Subject: [PHISHING] Action required: your mailbox password expires today']);
      assert.equal(delivered(haraka.dir).length, 1);

      const large = largeMessage(10 * 1024 * 1024 + 4096);
      assert.match(await send('luis@example.org', large), /^250 /);
      const afterLarge = await waitFor('the large message', () => (delivered(haraka.dir).length === 2 ? delivered(haraka.dir) : undefined), haraka.output);
      const bigOne = afterLarge.find((message) => message.includes('Subject: Scanned archive'))!;
      assert.deepEqual(headerLines(bigOne, 'X-Centinela-Verdict'), ['X-Centinela-Verdict: skipped']);

      await server.close();
      serverOpen = false;
      assert.match(await send('luis@example.org', simpleMessage('After the outage')), /^250 /);
      const afterOutage = await waitFor('the fail-open message', () => (delivered(haraka.dir).length === 3 ? delivered(haraka.dir) : undefined), haraka.output);
      const failOpen = afterOutage.find((message) => message.includes('After the outage'))!;
      assert.deepEqual(headerLines(failOpen, 'X-Centinela-Verdict'), ['X-Centinela-Verdict: unavailable']);
      assert.deepEqual(headerLines(failOpen, 'X-Centinela-Reason'), ['X-Centinela-Reason: unreachable']);
      assert.ok(!haraka.output().includes(secret), 'the credential is never logged');
    } finally {
      haraka.child.kill('SIGTERM');
      await new Promise((resolve) => (haraka.child.exitCode !== null ? resolve(undefined) : haraka.child.once('exit', resolve)));
      if (serverOpen) await server.close();
    }
  });
});
