// The shipped systemd unit (ops/systemd/centinela.service) runs the service from a production
// install: its ExecStart, with /opt/centinela read as this checkout and its Environment lines
// applied, starts a server that answers and stops cleanly on the unit's KillSignal within
// TimeoutStopSec. Its hardening keeps the service to its state directory.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');
const UNIT = readFileSync(join(ROOT, 'ops/systemd/centinela.service'), 'utf8');
const INSTALL = '/opt/centinela';

/** Every value of one directive of the unit, in order. */
function directive(name: string): string[] {
  return UNIT.split('\n')
    .filter((line) => line.startsWith(`${name}=`))
    .map((line) => line.slice(name.length + 1));
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('systemd unit', () => {
  it('runs the Node 24 of the install on the package entry point, and is hardened', () => {
    const [execStart] = directive('ExecStart');
    assert.equal(execStart, `${INSTALL}/node_modules/.bin/node ${INSTALL}/bin/centinela.js serve`);
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    assert.ok(manifest.dependencies.node, 'the node runtime is a production dependency, so --omit=dev installs it');
    for (const hardening of ['NoNewPrivileges=yes', 'ProtectSystem=strict', 'ProtectHome=yes', 'PrivateTmp=yes', 'CapabilityBoundingSet=']) {
      assert.ok(UNIT.split('\n').includes(hardening), hardening);
    }
    assert.deepEqual(directive('StateDirectory'), ['centinela']);
    assert.ok(directive('Environment').includes('CENTINELA_DATABASE=sqlite:/var/lib/centinela/centinela.db'), 'the store is in the state directory');
  });

  it('starts a server from its ExecStart and stops on its KillSignal within TimeoutStopSec', async (t) => {
    const node = join(ROOT, 'node_modules/.bin/node');
    if (!existsSync(node)) return t.skip('node_modules/.bin/node is missing: run npm ci first');
    const state = await mkdtemp(join(tmpdir(), 'centinela-unit-'));
    try {
      const port = await freePort();
      const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
      for (const pair of directive('Environment')) {
        const at = pair.indexOf('=');
        env[pair.slice(0, at)] = pair.slice(at + 1).replace('/var/lib/centinela', state);
      }
      Object.assign(env, { PORT: String(port), CENTINELA_DNS: 'off', CENTINELA_WORKERS: '1' });
      const [command, ...args] = directive('ExecStart')[0]!.replaceAll(INSTALL, ROOT).split(' ');
      const child = spawn(command!, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

      let health: Response | undefined;
      for (let attempt = 0; attempt < 100 && health === undefined; attempt += 1) {
        health = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => undefined);
        if (health === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.equal(health?.status, 200, `the server answered: ${output}`);
      assert.ok(existsSync(join(state, 'centinela.db')), 'the store was created in the state directory');

      const stopWithin = Number(directive('TimeoutStopSec')[0]) * 1000;
      child.kill(directive('KillSignal')[0] as NodeJS.Signals);
      const timer = setTimeout(() => child.kill('SIGKILL'), stopWithin);
      const code = await exited;
      clearTimeout(timer);
      assert.equal(code, 0, output);
    } finally {
      await rm(state, { recursive: true, force: true });
    }
  });
});
