// npm run bench:load — load on loopback against the real command: one instance, then two
// instances sharing one PostgreSQL database and one Redis, each at 32 and 128 connections with
// the typical 50 KB message and with a mix sampled from ../shared/corpus (skipped when absent).
// Prints analyses answered 200 per second, p50/p99/p99.9 latency, non-2xx and errors, the peak RSS of each server, and
// the throughput over what the engine alone does on the same messages (analysis-only, one
// thread, times the worker count). Every request has a new Idempotency-Key, so every one is
// analysed. Without BENCH_POSTGRES_URL / CENTINELA_TEST_POSTGRES_URL (a server where the user
// may create databases) the single instance uses SQLite and the two-instance runs are skipped.

import { type ChildProcessByStdio } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import autocannon from 'autocannon';
import pg from 'pg';
import { analyzeBytes } from '../src/analysis/analyze.ts';
import { typicalMessage } from './support/synthetic.ts';
import { issueBenchKey, startBenchServer } from './support/bench-server.ts';

const root = new URL('..', import.meta.url).pathname;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const workers = Number(process.env.CENTINELA_WORKERS ?? availableParallelism());
const adminUrl = process.env.BENCH_POSTGRES_URL ?? process.env.CENTINELA_TEST_POSTGRES_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.CENTINELA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const corpusDir = resolve(root, '..', 'shared', 'corpus');
const MIX_SIZE = 400;
const MIX_LABELS = ['ham', 'phish', 'spam', 'fraud', 'bounce'];
let counter = 0;

interface Workload {
  readonly name: string;
  readonly bodies: readonly Buffer[];
}

interface Server {
  readonly url: string;
  readonly metricsUrl: string;
  readonly child: ChildProcessByStdio<null, Readable, null>;
}

/** Every n-th message of MANIFEST.csv with a realistic label (not the hostile parser fixtures), at most MIX_SIZE. */
function corpusMix(): Buffer[] | undefined {
  const manifest = join(corpusDir, 'MANIFEST.csv');
  if (!existsSync(manifest)) return undefined;
  // path,label,source,bytes,sha256,date; paths and labels hold no commas.
  const files = readFileSync(manifest, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split(','))
    .filter(([path, label, , bytes]) => path && MIX_LABELS.includes(label ?? '') && Number(bytes) <= 10_485_760)
    .map(([path]) => join(corpusDir, path!));
  const step = Math.max(1, Math.floor(files.length / MIX_SIZE));
  return files
    .filter((_, i) => i % step === 0)
    .slice(0, MIX_SIZE)
    .map((file) => readFileSync(file));
}

/** Messages per second of the engine alone on one thread, over `bodies` in turn, times the workers. */
async function engineOnly(bodies: readonly Buffer[]): Promise<number> {
  const options = { budgetMs: 45_000, trustedAuthservIds: [], dns: 'off' } as const;
  for (const body of bodies.slice(0, 5)) await analyzeBytes(body, { ...options, deadline: Date.now() + 45_000 }).catch(() => undefined);
  const until = performance.now() + Math.min(duration, 5) * 1000;
  let done = 0;
  while (performance.now() < until) {
    await analyzeBytes(bodies[done % bodies.length]!, { ...options, deadline: Date.now() + 45_000 }).catch(() => undefined);
    done++;
  }
  return (done / Math.min(duration, 5)) * workers;
}

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `centinela_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolveListen) => probe.listen(0, '127.0.0.1', resolveListen));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolveClose) => probe.close(resolveClose));
  return port;
}

async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const metricsPort = await freePort();
  const { child, port } = await startBenchServer({ ...env, PORT: '0', CENTINELA_LOG_LEVEL: 'info', CENTINELA_METRICS_PORT: String(metricsPort) });
  return { url: `http://127.0.0.1:${port}`, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, child };
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolveExit) => server.child.once('exit', resolveExit));
  server.child.kill('SIGTERM');
  await exited;
}

function peakRssMb(server: Server): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Waits until no analysis is left over from the previous run (its clients are gone, its work is not). */
async function idle(servers: readonly Server[]): Promise<void> {
  for (const server of servers) {
    for (;;) {
      const text = await (await fetch(server.metricsUrl)).text();
      if (/^centinela_analysis_queue_depth 0$/m.test(text)) break;
      await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    }
  }
}

async function run(servers: readonly Server[], secret: string, workload: Workload, connections: number, engineRate: number): Promise<void> {
  await idle(servers);
  const problems = new Map<string, number>();
  const result = await autocannon({
    // Several URLs: autocannon spreads the connections over them, like a round-robin balancer
    // (its run() takes an array although its type says one string).
    url: servers.map((server) => `${server.url}/v1/email-analyses`) as unknown as string,
    connections,
    duration,
    method: 'POST',
    headers: { 'content-type': 'message/rfc822', 'x-api-key': secret },
    requests: [
      {
        setupRequest: (request) => {
          // One counter over all runs: a key is never sent again with other bytes (422).
          counter++;
          return {
            ...request,
            body: workload.bodies[counter % workload.bodies.length],
            headers: { ...request.headers, 'idempotency-key': `load-${process.pid}-${counter}` },
          };
        },
        onResponse: (status, body) => {
          if (status === 200) return;
          const code = /"code":"([a-z_]+)"/.exec(body)?.[1] ?? String(status);
          problems.set(code, (problems.get(code) ?? 0) + 1);
        },
      },
    ],
  });
  // Shed requests (503 service_overloaded) are answered fast and would flatter the rate: the
  // throughput is the analyses answered 200 per second.
  const rps = result['2xx'] / duration;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, stats]) => `${status}:${(stats as { count: number }).count}`)
    .join(' ');
  console.log(`  ${workload.name}, ${connections} connections:`);
  console.log(
    `    200/s ${rps.toFixed(1)}  all answers/s ${result.requests.average.toFixed(1)}  (${result.requests.total} requests; statuses ${statuses}; ${result.errors} errors, ${result.timeouts} timeouts)`,
  );
  if (problems.size > 0) console.log(`    problems ${[...problems].map(([code, count]) => `${code}:${count}`).join(' ')}`);
  console.log(`    latency ms p50 ${result.latency.p50}  p99 ${result.latency.p99}  p99.9 ${result.latency.p99_9}  max ${result.latency.max}`);
  console.log(`    over analysis-only ${engineRate.toFixed(0)} msg/s (${workers} workers): ${((rps / engineRate) * 100).toFixed(0)} %`);
  console.log(`    server peak RSS ${servers.map((server) => `${peakRssMb(server).toFixed(0)} MB`).join(', ')}`);
}

async function scenario(
  title: string,
  env: NodeJS.ProcessEnv,
  instances: number,
  workloads: readonly Workload[],
  engineRates: ReadonlyMap<string, number>,
): Promise<void> {
  const issued = { secret: issueBenchKey(env, 'load') };
  const servers: Server[] = [];
  try {
    for (let i = 0; i < instances; i++) servers.push(await startServer(env));
    console.log(`${title}`);
    for (const workload of workloads) {
      for (const connections of [32, 128]) await run(servers, issued.secret, workload, connections, engineRates.get(workload.name)!);
    }
  } finally {
    await Promise.all(servers.map(stopServer));
  }
}

const workloads: Workload[] = [{ name: 'typical 50 KB message', bodies: [Buffer.from(typicalMessage(50_000))] }];
const mix = corpusMix();
if (mix === undefined) console.log(`bench:load: ${corpusDir} is not there; the corpus mix is skipped.`);
else
  workloads.push({
    name: `corpus mix (${mix.length} messages, mean ${(mix.reduce((sum, body) => sum + body.length, 0) / mix.length / 1024).toFixed(0)} KB)`,
    bodies: mix,
  });

const engineRates = new Map<string, number>();
for (const workload of workloads) engineRates.set(workload.name, await engineOnly(workload.bodies));
console.log(`bench:load: ${duration} s per run, ${workers} workers per instance, rate limits lifted`);
for (const [name, rate] of engineRates) console.log(`  analysis-only ${name}: ${rate.toFixed(0)} msg/s (one thread × ${workers})`);

const dir = mkdtempSync(join(tmpdir(), 'centinela-load-'));
const base = {
  ...process.env,
  CENTINELA_RATE_LIMIT_PER_SECOND: '1000000',
  CENTINELA_RATE_LIMIT_BURST: '10000000',
  CENTINELA_DNS: 'off',
  CENTINELA_LOG_LEVEL: 'warn',
  CENTINELA_WORKERS: String(workers),
};
try {
  if (adminUrl === undefined) {
    console.log('bench:load: no BENCH_POSTGRES_URL or CENTINELA_TEST_POSTGRES_URL; one instance on SQLite, the two-instance runs are skipped.');
    await scenario('one instance, SQLite', { ...base, CENTINELA_DATABASE: `sqlite:${join(dir, 'load.db')}` }, 1, workloads, engineRates);
  } else {
    for (const instances of [1, 2]) {
      const database = await createDatabase();
      try {
        const env = { ...base, CENTINELA_DATABASE: database.url, CENTINELA_REDIS: redisUrl };
        await scenario(
          `${instances} instance${instances === 1 ? '' : 's'}, one PostgreSQL database, Redis rate limits`,
          env,
          instances,
          workloads,
          engineRates,
        );
      } finally {
        await database.drop();
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
