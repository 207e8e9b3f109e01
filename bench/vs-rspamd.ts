// npm run bench:vs-rspamd -- [DIR…] [--connections 16] [--rounds 3] [--warmup 1] [--limit 1000] [--workers N]
//
// Centinela over HTTP and Rspamd's /checkv2 side by side, on the same messages, at the same
// concurrency, in alternating rounds (Centinela, Rspamd, Centinela, …) so that the machine's
// load falls on both alike. Prints per round and in sum: messages/s, CPU ms per message of the
// server's processes (from /proc), latency p50/p99, and the ratio Centinela / Rspamd; for
// Centinela also where its CPU goes, by thread: main (HTTP, gate, store, hand-off, logging),
// analysis (the worker threads) and V8 helpers (garbage collection and compilation).
//
// Rspamd is Debian's package (`apt-get install rspamd`). The bench writes its own offline
// configuration into a temporary directory (no DNS: the resolver is an unreachable local port;
// no Redis; the modules that only ask the network switched off) and starts it on 127.0.0.1 ports
// of its own as the `_rspamd` user; it never touches a system-wide instance or /etc/rspamd. Its
// compiled regular expressions are kept in a cache folder under the system's temporary directory,
// so only the first run pays for compiling them. Without rspamd it says so and exits 0.
// Centinela runs as a child process with a throw-away SQLite store, DNS off, and every request
// a new Idempotency-Key, so every request is analysed.
//
// Messages: the files under DIR… (default: ../shared/corpus/phish/phishing_pot), sorted, at
// most --limit. --connections takes a comma-separated list to print how throughput grows
// (for example 1,4,16,64). --warmup passes over the messages come first, on both, unmeasured.

import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { walkMessageFiles } from './support/message-files.ts';
import { issueBenchKey, startBenchServer } from './support/bench-server.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    connections: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    limit: { type: 'string', default: '1000' },
    workers: { type: 'string', default: String(availableParallelism()) },
  },
});

const RSPAMD = ['/usr/bin/rspamd', '/usr/sbin/rspamd'].find((path) => existsSync(path));
if (RSPAMD === undefined) {
  console.log('bench:vs-rspamd: rspamd is not installed (apt-get install rspamd); nothing to compare.');
  process.exit(0);
}

const root = new URL('..', import.meta.url).pathname;
const defaultDir = resolve(root, '../shared/corpus/phish/phishing_pot');
const dirs = positionals.length > 0 ? positionals.map((dir) => resolve(dir)) : existsSync(defaultDir) ? [defaultDir] : [];
if (dirs.length === 0) {
  console.log('bench:vs-rspamd: no folder given and ../shared/corpus is not there; nothing to measure.');
  process.exit(0);
}

const files: string[] = [];
for (const dir of dirs) walkMessageFiles(dir, files);
const messages = files.slice(0, Number(values.limit)).map((file) => readFileSync(file));
const connectionCounts = values.connections.split(',').map(Number);
const rounds = Number(values.rounds);
const warmups = Math.max(0, Number(values.warmup));
const workers = Number(values.workers);
const bytes = messages.reduce((sum, message) => sum + message.length, 0);

const work = mkdtempSync(join(tmpdir(), 'centinela-vs-rspamd-'));
const children: ChildProcess[] = [];

/** The fields of a /proc stat file after its `(comm)`, and the comm. */
function readStat(path: string): { readonly comm: string; readonly fields: readonly string[] } {
  const stat = readFileSync(path, 'utf8');
  return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
}

/** utime + stime of stat fields, in milliseconds (the kernel's 100 ticks per second). */
function statCpuMs(fields: readonly string[]): number {
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** utime + stime, in milliseconds, of a process and every process below it. */
function cpuMs(pid: number): number {
  let total = 0;
  const byParent = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readStat(`/proc/${entry}/stat`).fields[1]);
      byParent.set(parent, [...(byParent.get(parent) ?? []), Number(entry)]);
    } catch {
      // A process that ended between the listing and the read.
    }
  }
  const visit = (id: number): void => {
    try {
      total += statCpuMs(readStat(`/proc/${id}/stat`).fields);
    } catch {
      return;
    }
    for (const child of byParent.get(id) ?? []) visit(child);
  };
  visit(pid);
  return total;
}

/** The thread groups of Centinela's one process, by /proc/PID/task/TID/comm: where its CPU goes. */
const THREAD_GROUPS: readonly (readonly [string, (tid: number, pid: number, comm: string) => boolean])[] = [
  ['main', (tid, pid) => tid === pid],
  ['analysis', (_tid, _pid, comm) => comm === 'WorkerThread'],
  ['V8 helpers', (_tid, _pid, comm) => comm.startsWith('V8')],
];

/**
 * CPU milliseconds so far of each thread group of one process (HTTP, gate, store and hand-off run
 * on main). A thread that ended during a round (a recycled worker) drops out of its group's sum.
 */
function threadCpuMs(pid: number): Map<string, number> {
  const groups = new Map<string, number>([...THREAD_GROUPS.map(([name]): [string, number] => [name, 0]), ['other', 0]]);
  for (const entry of readdirSync(`/proc/${pid}/task`)) {
    try {
      const { comm, fields } = readStat(`/proc/${pid}/task/${entry}/stat`);
      const group = THREAD_GROUPS.find(([, test]) => test(Number(entry), pid, comm))?.[0] ?? 'other';
      groups.set(group, groups.get(group)! + statCpuMs(fields));
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return groups;
}

async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function startCentinela(): Promise<{ pid: number; send: (body: Buffer, n: number) => Promise<boolean> }> {
  const env = {
    ...process.env,
    CENTINELA_DATABASE: `sqlite:${join(work, 'centinela.db')}`,
    CENTINELA_RATE_LIMIT_PER_SECOND: '1000000',
    CENTINELA_RATE_LIMIT_BURST: '1000000',
    CENTINELA_DNS: 'off',
    CENTINELA_WORKERS: String(workers),
    CENTINELA_QUEUE_LENGTH: '100000',
    CENTINELA_LOG_LEVEL: 'warn',
    PORT: '0',
  };
  const issued = { secret: issueBenchKey(env) };
  const { child, port } = await startBenchServer(env);
  children.push(child);
  const url = `http://127.0.0.1:${port}/v1/email-analyses`;
  return {
    pid: child.pid!,
    send: async (body, n) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'message/rfc822', 'x-api-key': issued.secret, 'idempotency-key': `vs-${process.pid}-${n}` },
        body,
      });
      await response.arrayBuffer();
      return response.status === 200;
    },
  };
}

async function startRspamd(): Promise<{ pid: number; send: (body: Buffer) => Promise<boolean> }> {
  const dir = join(work, 'rspamd');
  const cache = join(tmpdir(), 'centinela-bench-rspamd-cache');
  for (const sub of ['local.d', 'run']) mkdirSync(join(dir, sub), { recursive: true });
  mkdirSync(cache, { recursive: true });
  const port = 20_000 + (process.pid % 20_000);
  writeFileSync(
    join(dir, 'rspamd.conf'),
    `.include "$CONFDIR/common.conf"
options {
  pidfile = "$RUNDIR/rspamd.pid";
  .include "$CONFDIR/options.inc"
  .include(priority=10) "$LOCAL_CONFDIR/dns.inc"
}
logging { type = "console"; level = "error"; }
worker "normal" {
  bind_socket = "127.0.0.1:${port}";
  .include "$CONFDIR/worker-normal.inc"
  count = ${workers};
}
`,
  );
  // No resolver: an unreachable local port, answered at once, overriding the packaged options.
  writeFileSync(join(dir, 'dns.inc'), 'dns { nameserver = ["127.0.0.1:1"]; timeout = 0.05s; retransmits = 0; sockets = 1; }\n');
  // Modules that need DNS, Redis or a remote feed, off: a stateless, offline Rspamd.
  const offline = [
    'rbl',
    'spf',
    'dkim',
    'dmarc',
    'arc',
    'asn',
    'emails',
    'fuzzy_check',
    'neural',
    'ratelimit',
    'replies',
    'greylist',
    'history_redis',
    'url_redirector',
    'reputation',
    'phishing',
    'dkim_signing',
    'arc_signing',
    'metadata_exporter',
    'clickhouse',
    'elastic',
    'external_services',
    'antivirus',
    'dcc',
    'mx_check',
    'hfilter',
  ];
  for (const module of offline) writeFileSync(join(dir, 'local.d', `${module}.conf`), 'enabled = false;\n');
  const user = readFileSync('/etc/passwd', 'utf8').includes('\n_rspamd:') ? '_rspamd' : 'rspamd';
  const ids = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`${user}:`))
    ?.split(':');
  if (ids !== undefined) for (const path of [dir, join(dir, 'run'), join(dir, 'local.d'), cache]) chownSync(path, Number(ids[2]), Number(ids[3]));
  const child = spawn(
    RSPAMD!,
    [
      '-f',
      '-c',
      join(dir, 'rspamd.conf'),
      '-u',
      user,
      '-g',
      user,
      '--var',
      `LOCAL_CONFDIR=${dir}`,
      '--var',
      `DBDIR=${cache}`,
      '--var',
      `RUNDIR=${join(dir, 'run')}`,
      '--var',
      `LOGDIR=${dir}`,
    ],
    { stdio: ['ignore', 'ignore', 'ignore'] },
  );
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/ping`, 300);
  const url = `http://127.0.0.1:${port}/checkv2`;
  return {
    pid: child.pid!,
    send: async (body) => {
      const response = await fetch(url, { method: 'POST', body });
      const answer = (await response.json()) as { action?: string };
      return response.status === 200 && typeof answer.action === 'string';
    },
  };
}

/** Every request's own number, so each gets a new Idempotency-Key and is analysed. */
let sentCount = 0;

interface Round {
  readonly perSecond: number;
  readonly cpuMsPerMessage: number;
  readonly p50: number;
  readonly p99: number;
  readonly failed: number;
  /** CPU ms per message of each thread group (Centinela only: Rspamd runs as several processes). */
  readonly threads?: ReadonlyMap<string, number>;
}

/** Every message once, `connections` at a time. */
async function runRound(pid: number, connections: number, send: (body: Buffer, n: number) => Promise<boolean>, byThread = false): Promise<Round> {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const cpuBefore = cpuMs(pid);
  const threadsBefore = byThread ? threadCpuMs(pid) : undefined;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let index = next++; index < messages.length; index = next++) {
        const sent = performance.now();
        const ok = await send(messages[index]!, ++sentCount).catch(() => false);
        latencies.push(performance.now() - sent);
        if (!ok) failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuMs(pid) - cpuBefore;
  const threads =
    threadsBefore === undefined
      ? undefined
      : new Map([...threadCpuMs(pid)].map(([group, ms]) => [group, (ms - (threadsBefore.get(group) ?? 0)) / messages.length]));
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
  return {
    perSecond: messages.length / seconds,
    cpuMsPerMessage: cpu / messages.length,
    p50: at(0.5),
    p99: at(0.99),
    failed,
    ...(threads === undefined ? {} : { threads }),
  };
}

const mean = (list: readonly number[]) => list.reduce((sum, value) => sum + value, 0) / Math.max(1, list.length);
const line = (name: string, round: Round) =>
  `  ${name.padEnd(10)} ${round.perSecond.toFixed(0).padStart(6)} msg/s  ${round.cpuMsPerMessage.toFixed(2).padStart(7)} CPU ms/msg  p50 ${round.p50.toFixed(1).padStart(7)} ms  p99 ${round.p99.toFixed(1).padStart(7)} ms${round.failed > 0 ? `  ${round.failed} failed` : ''}` +
  (round.threads === undefined
    ? ''
    : `\n  ${''.padEnd(10)} by thread: ${[...round.threads].map(([group, ms]) => `${group} ${ms.toFixed(2)}`).join(', ')} CPU ms/msg`);

try {
  console.log(
    `${messages.length} messages (${(bytes / 1e6).toFixed(1)} MB) from ${dirs.join(', ')}; ${workers} workers each; ${warmups} warm-up and ${rounds} alternating rounds`,
  );
  console.log('starting Rspamd (the first run compiles its regular expressions; later runs reuse the cache)…');
  const rspamd = await startRspamd();
  const centinela = await startCentinela();
  // Warm-up passes each: JIT, caches and lazily loaded maps. After one, each of Centinela's worker
  // threads is still compiling (its V8 helper threads' CPU fell 0.71 → 0.59 → 0.47 ms per message
  // over three passes), and a server that runs for days is measured after more.
  for (let pass = 0; pass < warmups; pass += 1) {
    await runRound(centinela.pid, connectionCounts[0]!, centinela.send);
    await runRound(rspamd.pid, connectionCounts[0]!, rspamd.send);
  }

  const summary: string[] = [];
  for (const connections of connectionCounts) {
    console.log(`\n${connections} connections`);
    const ours: Round[] = [];
    const theirs: Round[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      ours.push(await runRound(centinela.pid, connections, centinela.send, true));
      console.log(line(`centinela`, ours.at(-1)!));
      theirs.push(await runRound(rspamd.pid, connections, rspamd.send));
      console.log(line(`rspamd`, theirs.at(-1)!));
    }
    const ratio = mean(ours.map((r) => r.perSecond)) / mean(theirs.map((r) => r.perSecond));
    const cpuRatio = mean(theirs.map((r) => r.cpuMsPerMessage)) / mean(ours.map((r) => r.cpuMsPerMessage));
    summary.push(
      `${String(connections).padStart(4)} connections: centinela ${mean(ours.map((r) => r.perSecond)).toFixed(0)} msg/s (${mean(ours.map((r) => r.cpuMsPerMessage)).toFixed(2)} CPU ms), ` +
        `rspamd ${mean(theirs.map((r) => r.perSecond)).toFixed(0)} msg/s (${mean(theirs.map((r) => r.cpuMsPerMessage)).toFixed(2)} CPU ms); ratio ${ratio.toFixed(2)} (CPU ${cpuRatio.toFixed(2)})`,
    );
  }
  console.log(`\nmeans over the rounds (ratio = centinela msg/s ÷ rspamd msg/s; CPU ratio = rspamd CPU ms ÷ centinela CPU ms):\n${summary.join('\n')}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 500));
  rmSync(work, { recursive: true, force: true });
}
