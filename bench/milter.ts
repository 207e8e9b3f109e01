// npm run bench:milter — messages/s through a private Postfix instance on this machine, first
// without a milter, then with `centinela milter` asking a Centinela server (both child
// processes, DNS off), then with the milter and a stand-in service that answers at once (the
// milter's own cost), same messages, same concurrency. Prints SMTP-accepted and delivered
// rates and the SMTP transaction's latency. Needs Debian's postfix and root; without them it
// says so and exits 0. BENCH_MESSAGES (default 300), BENCH_CONNECTIONS (default 8).

import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ok, startStub } from '../test/client/stub-server.ts';
import { freePort, startMilterCommand } from '../test/milter/milter-command.ts';
import { postfixMissing, startPostfix, TEST_DOMAIN } from '../test/milter/postfix-instance.ts';
import { sendSmtp } from '../test/milter/smtp-send.ts';
import { typicalMessage } from './support/synthetic.ts';
import { issueBenchKey, startBenchServer } from './support/bench-server.ts';

const missing = postfixMissing();
if (missing !== undefined) {
  console.log(`bench:milter: ${missing}`);
  process.exit(0);
}

const messages = Number(process.env.BENCH_MESSAGES ?? 300);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const dir = mkdtempSync(join(tmpdir(), 'centinela-bench-milter-'));
const env = {
  ...process.env,
  CENTINELA_DATABASE: `sqlite:${join(dir, 'bench.db')}`,
  CENTINELA_RATE_LIMIT_PER_SECOND: '1000000',
  CENTINELA_RATE_LIMIT_BURST: '1000000',
  CENTINELA_DNS: 'off',
  CENTINELA_LOG_LEVEL: 'warn',
  PORT: '0',
};

/** Distinct messages of about 20 KB, so every one is analysed (no idempotent replay). */
const bodies = Array.from({ length: messages }, (_, i) => Buffer.from(typicalMessage(20_000, i + 1)));

interface Run {
  accepted: number;
  delivered: number;
  p50: number;
  p99: number;
}

async function run(label: string, milter: string | undefined): Promise<Run> {
  const postfix = startPostfix({ smtpPort: await freePort(), milter });
  try {
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < bodies.length) {
          const body = bodies[next++]!;
          const sent = performance.now();
          const reply = await sendSmtp(postfix.smtpPort, 'bench@example.org', `ana@${TEST_DOMAIN}`, body);
          if (!reply.startsWith('250')) throw new Error(`${label}: ${reply}`);
          latencies.push(performance.now() - sent);
        }
      }),
    );
    const acceptedMs = performance.now() - started;
    while (postfix.delivered().length < messages) {
      if (performance.now() - started > 600_000) throw new Error(`${label}: not all messages were delivered`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const deliveredMs = performance.now() - started;
    latencies.sort((a, b) => a - b);
    return {
      accepted: messages / (acceptedMs / 1000),
      delivered: messages / (deliveredMs / 1000),
      p50: latencies[Math.floor(latencies.length * 0.5)]!,
      p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))]!,
    };
  } finally {
    postfix.stop();
  }
}

let server: ChildProcess | undefined;
let milter: ChildProcess | undefined;
try {
  const issued = { secret: issueBenchKey(env) };
  const centinela = await startBenchServer(env);
  server = centinela.child;
  const port = centinela.port;

  const milterPort = await freePort();
  const configFile = join(dir, 'milter.json');
  writeFileSync(configFile, JSON.stringify({ listen: `127.0.0.1:${milterPort}`, server: `http://127.0.0.1:${port}`, maxConnections: 64 }));
  const started = await startMilterCommand(configFile, issued.secret);
  milter = started.child;

  // The milter's own cost: the same path with a stand-in service that answers at once.
  const stub = await startStub([ok()]);
  const stubConfig = join(dir, 'milter-stub.json');
  const stubMilterPort = await freePort();
  writeFileSync(stubConfig, JSON.stringify({ listen: `127.0.0.1:${stubMilterPort}`, server: stub.url, maxConnections: 64 }));
  const stubMilter = await startMilterCommand(stubConfig, issued.secret);

  console.log(
    `${messages} messages of ~20 KB, ${connections} SMTP connections at once, Postfix ${execFileSync('/usr/sbin/postconf', ['-dh', 'mail_version']).toString().trim()}`,
  );
  const without = await run('without the milter', undefined);
  const withMilter = await run('with the milter', `inet:127.0.0.1:${milterPort}`);
  const withStub = await run('with the milter and an instant stand-in', `inet:127.0.0.1:${stubMilterPort}`);
  stubMilter.child.kill('SIGTERM');
  await stub.close();
  const analysed = (started.output().match(/"outcome":"result"/g) ?? []).length;
  const row = (label: string, r: Run): string =>
    `${label.padEnd(34)} ${r.accepted.toFixed(1).padStart(8)} ${r.delivered.toFixed(1).padStart(10)} ${r.p50.toFixed(0).padStart(8)} ${r.p99.toFixed(0).padStart(8)}`;
  console.log(`${''.padEnd(34)} ${'accepted/s'.padStart(8)} ${'delivered/s'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  console.log(row('Postfix alone', without));
  console.log(row('Postfix + milter + Centinela', withMilter));
  console.log(row('Postfix + milter + instant stand-in', withStub));
  const held = [...started.output().matchAll(/"ms":(\d+)/g)].map((match) => Number(match[1])).sort((a, b) => a - b);
  console.log(
    `analysed by Centinela through the milter: ${analysed} of ${messages}; time the milter held a message at end of data: p50 ${held[Math.floor(held.length / 2)]} ms, p99 ${held[Math.floor(held.length * 0.99)]} ms`,
  );
} finally {
  milter?.kill('SIGTERM');
  server?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
