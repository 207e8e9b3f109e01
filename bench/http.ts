// npm run bench:http — the service end to end on loopback, every request a new Idempotency-Key
// (so every one is analysed). Prints:
//   1. messages/s and latency for a typical 50 KB message at 1, 4, 16 and 64 connections, then
//      latency with requests sent evenly at half of the best of those rates;
//   2. CPU ms per message for sizes from 1 KB to 10 MB, split into the HTTP path (the server's
//      main thread: gate, credential read, idempotency store, body read, hand-off,
//      serialisation, logging) and the rest (analysis worker threads, GC helpers);
//   3. peak RSS of the server while 16 clients upload 10 MiB messages at once.
// The server runs as a child process so its CPU and memory are measured apart from the load
// generator. BENCH_SECONDS (default 10) sets the length of each step of table 1;
// BENCH_CONNECTIONS (default 1,4,16,64) its connection counts; CENTINELA_* settings pass through.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { largeMessage, typicalMessage } from './support/synthetic.ts';
import { issueBenchKey, startBenchServer } from './support/bench-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'centinela-bench-'));
const env = {
  CENTINELA_DATABASE: `sqlite:${join(dir, 'bench.db')}`,
  CENTINELA_RATE_LIMIT_PER_SECOND: '1000000',
  CENTINELA_RATE_LIMIT_BURST: '1000000',
  CENTINELA_DNS: 'off',
  // 64 connections must queue, not be shed: the table measures throughput, not admission.
  CENTINELA_QUEUE_LENGTH: '1000',
  CENTINELA_LOG_LEVEL: 'warn',
  ...process.env,
  PORT: '0',
};
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '1,4,16,64').split(',').map(Number);
const SIZES = [1_000, 10_000, 100_000, 1_000_000, 10_000_000];
/** Enough messages of each size for a stable figure without taking minutes at 10 MB. */
const COUNT_FOR_SIZE = (size: number): number => Math.max(8, Math.min(200, Math.round(2e7 / size)));

const issued = { secret: issueBenchKey(env) };

const { child, port } = await startBenchServer(env);
const base = `http://127.0.0.1:${port}`;
const pid = child.pid!;

function peakRssMb(): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU ms (user + system) of the server's main thread and of all its threads, from /proc. */
function cpuMs(): { main: number; all: number } {
  const ticks = (stat: string): number => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  };
  let all = 0;
  let main = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      const used = ticks(readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8'));
      all += used;
      if (Number(thread) === pid) main = used;
    } catch {
      // A thread that ended between the listing and the read (a recycled worker).
    }
  }
  return { main, all };
}

let counter = 0;
const nextKey = (): string => `bench-${process.pid}-${++counter}`;

async function post(body: Uint8Array): Promise<number> {
  const response = await fetch(`${base}/v1/email-analyses`, {
    method: 'POST',
    headers: { 'content-type': 'message/rfc822', 'x-api-key': issued.secret, 'idempotency-key': nextKey() },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

try {
  const typical = Buffer.from(typicalMessage(50_000));
  // Warm-up: JIT, lazily loaded tables in every worker.
  await Promise.all(Array.from({ length: 8 }, () => post(typical)));

  console.log(`1. throughput: a ${typical.length}-byte message, ${duration} s per step`);
  console.log('  connections    msg/s   p50 ms   p99 ms   CPU ms/msg (HTTP path / all)   non-2xx');
  let peak = 0;
  for (const connections of connectionCounts) {
    const before = cpuMs();
    const result = await autocannon({
      url: `${base}/v1/email-analyses`,
      connections,
      duration,
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', 'x-api-key': issued.secret },
      body: typical,
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': nextKey() } }) }],
    });
    const after = cpuMs();
    const done = Math.max(1, result.requests.total);
    peak = Math.max(peak, result.requests.total / duration);
    console.log(
      `  ${String(connections).padStart(11)} ${(result.requests.total / duration).toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)}` +
        `   ${((after.main - before.main) / done).toFixed(2).padStart(10)} / ${((after.all - before.all) / done).toFixed(2).padEnd(17)} ${result.non2xx + result.errors + result.timeouts}`,
    );
  }

  // Latency where a service is run: well under its peak, requests arriving evenly spaced (an
  // open loop: each is sent at its time whether or not earlier ones were answered).
  const rate = Math.max(1, Math.round(peak / 2));
  // The last step's queue drains first.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const latencies: number[] = [];
  const failures: number[] = [];
  const sent: Promise<void>[] = [];
  const firstSent = performance.now();
  for (let n = 0; n < rate * duration; n++) {
    const due = firstSent + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const at = performance.now();
    sent.push(
      post(typical).then((status) => {
        latencies.push(performance.now() - at);
        if (status !== 200) failures.push(status);
      }),
    );
  }
  await Promise.all(sent);
  latencies.sort((x, y) => x - y);
  const quantile = (q: number): string => (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(0);
  console.log(
    `  at half the peak: ${rate} msg/s sent evenly for ${duration} s: p50 ${quantile(0.5)} ms, p99 ${quantile(0.99)} ms, max ${quantile(1)} ms, non-200 ${failures.length}`,
  );

  console.log('\n2. cost by size: CPU ms per message, 4 connections');
  console.log('  size bytes   messages   HTTP path   all threads   all per MB   statuses');
  for (const size of SIZES) {
    const body = size >= 1_000_000 ? largeMessage(size - 4096, Math.max(1, Math.round(size / 200_000))) : typicalMessage(size);
    const count = COUNT_FOR_SIZE(size);
    const before = cpuMs();
    const statuses: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next++ < count) statuses.push(await post(body));
      }),
    );
    const after = cpuMs();
    const all = (after.all - before.all) / count;
    const counts = statuses.reduce<Record<number, number>>((acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {});
    console.log(
      `  ${String(body.length).padStart(10)} ${String(count).padStart(10)} ${((after.main - before.main) / count).toFixed(2).padStart(11)} ${all.toFixed(2).padStart(13)} ${(all / (body.length / 1e6)).toFixed(1).padStart(12)}   ${JSON.stringify(counts)}`,
    );
  }

  const large = Buffer.from(largeMessage());
  const started = performance.now();
  const statuses = await Promise.all(Array.from({ length: 16 }, () => post(large)));
  const seconds = (performance.now() - started) / 1000;
  const counts = statuses.reduce<Record<number, number>>((acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {});
  console.log(`\n3. 16 concurrent uploads of ${large.length} bytes: ${seconds.toFixed(1)} s, statuses ${JSON.stringify(counts)}`);
  console.log(`  server peak RSS ${peakRssMb().toFixed(0)} MB`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
