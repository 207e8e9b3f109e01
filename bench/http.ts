// npm run bench:http — the service end to end on loopback: requests/s and latency for a typical
// 50 KB message at 32 connections (every request a new Idempotency-Key, so every one is
// analysed), then peak RSS of the server while 16 clients upload 10 MiB messages at once.
// The server runs as a child process so its memory is measured apart from the load generator.

import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { largeMessage, typicalMessage } from './support/synthetic.ts';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'bin', 'centinela.js');
const dir = mkdtempSync(join(tmpdir(), 'centinela-bench-'));
const env = {
  ...process.env,
  CENTINELA_DATABASE: `sqlite:${join(dir, 'bench.db')}`,
  CENTINELA_RATE_LIMIT_PER_SECOND: '1000000',
  CENTINELA_RATE_LIMIT_BURST: '1000000',
  CENTINELA_DNS: 'off',
  CENTINELA_LOG_LEVEL: 'warn',
  PORT: '0',
};
const duration = Number(process.env.BENCH_SECONDS ?? 15);

const issued = JSON.parse(
  execFileSync(process.execPath, [cli, 'keys', 'create', '--organization', 'Bench', '--customer', 'bench', '--environment', 'test', '--capability', 'email_analysis', '--json'], { env }).toString(),
) as { secret: string };

const child = spawn(process.execPath, [cli, 'serve'], { env: { ...env, CENTINELA_LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise<number>((resolve, reject) => {
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const match = /"msg":"listening"/.test(buffered) ? /"port":(\d+)/.exec(buffered) : null;
    if (match) resolve(Number(match[1]));
  });
  child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});
child.stdout.resume();
const base = `http://127.0.0.1:${port}`;

function peakRssMb(): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

try {
  const body = Buffer.from(typicalMessage(50_000));
  let counter = 0;
  const result = await autocannon({
    url: `${base}/v1/email-analyses`,
    connections: 32,
    duration,
    method: 'POST',
    headers: { 'content-type': 'message/rfc822', 'x-api-key': issued.secret },
    body,
    requests: [
      {
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': `bench-${process.pid}-${++counter}` } }),
      },
    ],
  });
  console.log(`typical message: ${body.length} bytes, 32 connections, ${duration} s`);
  console.log(`  requests/s  mean ${result.requests.average.toFixed(0)}  (${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`);
  console.log(`  latency ms  p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`);
  console.log(`  server peak RSS so far ${peakRssMb().toFixed(0)} MB`);

  const large = Buffer.from(largeMessage());
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 16 }, (_, i) =>
      fetch(`${base}/v1/email-analyses`, {
        method: 'POST',
        headers: { 'content-type': 'message/rfc822', 'x-api-key': issued.secret, 'idempotency-key': `bench-large-${process.pid}-${i}` },
        body: large,
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const counts = statuses.reduce<Record<number, number>>((acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {});
  console.log(`16 concurrent uploads of ${large.length} bytes: ${seconds.toFixed(1)} s, statuses ${JSON.stringify(counts)}`);
  console.log(`  server peak RSS ${peakRssMb().toFixed(0)} MB`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
