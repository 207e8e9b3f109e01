// A Centinela server for a benchmark: a test key issued through the CLI, and `centinela serve`
// started as a child process (so its CPU and memory are measured apart from the load generator),
// its port read from its "listening" log line.

import { type ChildProcessByStdio, execFileSync, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

export const CLI = new URL('../../bin/centinela.js', import.meta.url).pathname;

/** The secret of a new test key with the email capability, issued into the store `env` names. */
export function issueBenchKey(env: NodeJS.ProcessEnv, customer = 'bench'): string {
  const args = ['keys', 'create', '--organization', 'Bench', '--customer', customer, '--environment', 'test', '--capability', 'email_analysis', '--json'];
  return (JSON.parse(execFileSync(process.execPath, [CLI, ...args], { env }).toString()) as { secret: string }).secret;
}

export interface BenchServer {
  readonly child: ChildProcessByStdio<null, Readable, null>;
  readonly port: number;
}

/**
 * Starts `centinela serve` with `env` (its log level raised to `info` at least, since the port is
 * read from the log) and resolves once it listens. Later log lines are read and dropped, so the
 * pipe never fills.
 */
export async function startBenchServer(env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const level =
    env.CENTINELA_LOG_LEVEL === undefined || env.CENTINELA_LOG_LEVEL === 'warn' || env.CENTINELA_LOG_LEVEL === 'error' ? 'info' : env.CENTINELA_LOG_LEVEL;
  const child = spawn(process.execPath, [CLI, 'serve'], { env: { ...env, CENTINELA_LOG_LEVEL: level }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer): void => {
      buffered += chunk.toString();
      const match = /"msg":"listening"/.test(buffered) ? /"port":(\d+)/.exec(buffered) : null;
      if (match) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`centinela exited with ${code}`)));
  });
  return { child, port };
}
