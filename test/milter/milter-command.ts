// Starts the real `centinela milter` command as a child process for the end-to-end test and
// the bench, and finds free loopback ports for it and for Postfix.

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startMilterCommand(configFile: string, apiKey: string): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, [join(ROOT, 'bin/centinela.js'), 'milter', '--config', configFile], {
    env: { ...process.env, CENTINELA_API_KEY: apiKey, CENTINELA_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 20_000;
  while (!output.includes('milter listening')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`centinela milter did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => output };
}
