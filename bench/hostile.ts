// npm run bench:hostile — the hostile review's inputs (issue 22) against a real server on
// loopback, at their full size: for each, the time to answer, the status and completeness, and
// the time a small request sent meanwhile took; then the server's RSS while 16 clients send
// 10 MiB hostile messages at once, and a minute later, against its idle RSS; and what 150 stalled
// 10 MB uploads get and cost. The server runs as
// a child process so its memory is measured apart from this one. Prints figures; asserts nothing.
//
//   npm run bench:hostile [-- --only NAME,NAME] [-- --settle SECONDS]

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
import { parseArgs } from 'node:util';
import { CONTRACT_LIMITS } from '../src/message/limits.ts';
import { simpleMessage } from '../test/support/messages.ts';
import {
  bareCrMessage,
  lateLureMessage,
  lateLurePdfMessage,
  manyScansMessage,
  paddedLurePdfMessage,
  paddedQuadsMessage,
  pngBombsMessage,
  uuencodeBeginsMessage,
  zeroPdfsMessage,
} from '../test/support/hostile-messages.ts';
import { issueBenchKey, startBenchServer } from './support/bench-server.ts';

const { values } = parseArgs({ options: { only: { type: 'string' }, settle: { type: 'string', default: '60' } } });
const MIB = 1024 * 1024;
const LIMIT = CONTRACT_LIMITS.messageBytes;
/** `QQ==` quads in 76-character lines that fill the message limit (the review sent 2.6 million). */
const QUADS = Math.floor((LIMIT - 2_000) / 78) * 19;

const CASES: Record<string, () => Uint8Array> = {
  'jpeg-80k-scans': () => manyScansMessage(1400, 80_000),
  'jpeg-6mb': () => manyScansMessage(1400, 360_000),
  'png-3-bombs-512mib': () => pngBombsMessage(3, 512 * MIB),
  'base64-padded-quads': () => paddedQuadsMessage(QUADS),
  'uuencode-85k-begins': () => uuencodeBeginsMessage(85_000),
  'pdf-50-zero-bombs': () => zeroPdfsMessage(50, 64 * MIB),
  'bare-cr-10mib': () => bareCrMessage(LIMIT - 2_000),
  'lure-after-216kb-text': () => lateLureMessage(216_000),
  'pdf-lure-after-216k-chars': () => lateLurePdfMessage(216_000),
  'pdf-lure-after-70mib-whitespace': () => paddedLurePdfMessage(70 * MIB),
};
const selected = values.only === undefined ? Object.keys(CASES) : values.only.split(',');

const dir = mkdtempSync(join(tmpdir(), 'centinela-hostile-'));
const env = {
  ...process.env,
  CENTINELA_DATABASE: `sqlite:${join(dir, 'bench.db')}`,
  CENTINELA_RATE_LIMIT_PER_SECOND: '1000000',
  CENTINELA_RATE_LIMIT_BURST: '1000000',
  CENTINELA_DNS: 'off',
  HOST: '127.0.0.1',
  PORT: '0',
};

const issued = { secret: issueBenchKey(env) };

const { child, port } = await startBenchServer(env);
const base = `http://127.0.0.1:${port}`;
let sent = 0;

function rssMb(): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

interface Answer {
  readonly status: number;
  readonly ms: number;
  readonly code: string;
}

async function send(body: Uint8Array): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${base}/v1/email-analyses`, {
    method: 'POST',
    headers: { 'content-type': 'message/rfc822', 'x-api-key': issued.secret, 'idempotency-key': `hostile-${process.pid}-${++sent}` },
    body: Buffer.from(body),
  });
  const json = (await response.json()) as { verdict?: string; completeness?: string; signal_codes?: string[]; code?: string };
  const ms = performance.now() - started;
  const coverage = (json.signal_codes ?? []).filter((code) => code.startsWith('coverage_')).join(' ');
  return { status: response.status, ms, code: json.code ?? `${json.verdict} ${json.completeness}${coverage === '' ? '' : ` (${coverage})`}` };
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** An upload that declares `declared` bytes, sends `sent` and then nothing; `answer` fills in if the server replies. */
function stalledUpload(declared: number, sent: number): Promise<{ socket: Socket; answer: string }> {
  return new Promise((resolve, reject) => {
    const upload = { socket: connect(port, '127.0.0.1'), answer: '' };
    upload.socket.on('connect', () => {
      upload.socket.write(
        `POST /v1/email-analyses HTTP/1.1\r\nHost: bench\r\nX-API-Key: ${issued.secret}\r\nIdempotency-Key: stalled-${process.pid}-${++sent_}\r\n` +
          `Content-Type: message/rfc822\r\nContent-Length: ${declared}\r\n\r\n`,
      );
      upload.socket.write(Buffer.alloc(sent, 0x61), () => resolve(upload));
    });
    upload.socket.on('data', (chunk: Buffer) => {
      upload.answer += chunk.toString('latin1');
    });
    upload.socket.on('error', () => resolve(upload));
    void reject;
  });
}
let sent_ = 0;
const small = simpleMessage();

try {
  // Warm up: the worker threads load their modules on their first message.
  for (let i = 0; i < 4; i++) await send(small);
  await sleep(2_000);
  const idle = rssMb();
  console.log(`server idle RSS ${idle.toFixed(0)} MB (after four small messages)`);
  console.log('case                               bytes   answer ms  status  result                                       small ms');

  for (const name of selected) {
    const build = CASES[name];
    if (build === undefined) throw new Error(`no case ${name}; cases: ${Object.keys(CASES).join(', ')}`);
    const body = build();
    const hostile = send(body);
    // The small request goes out while the hostile one is being received or analysed.
    await sleep(150);
    const beside = await send(small);
    const answer = await hostile;
    console.log(
      `${name.padEnd(34)} ${String(body.length).padStart(9)} ${answer.ms.toFixed(0).padStart(9)}  ${String(answer.status).padStart(6)}  ${answer.code.slice(0, 44).padEnd(44)} ${beside.ms.toFixed(0).padStart(8)}${beside.status === 200 ? '' : ` (${beside.status})`}`,
    );
  }

  // Memory: 16 hostile 10 MiB messages at once (the review's worst: base64 of padded quads).
  const heavy = paddedQuadsMessage(QUADS);
  let peak = rssMb();
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: 16 }, () => send(heavy)));
  const burstMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  const statuses = answers.reduce<Record<string, number>>(
    (counts, answer) => ({ ...counts, [`${answer.status} ${answer.code}`]: (counts[`${answer.status} ${answer.code}`] ?? 0) + 1 }),
    {},
  );
  console.log(`16 concurrent ${heavy.length}-byte padded-quad messages: ${(burstMs / 1000).toFixed(1)} s, answers ${JSON.stringify(statuses)}`);
  console.log(`  server peak RSS during the burst ${peak.toFixed(0)} MB (target < 1536)`);

  // 150 uploads that declare 10 MB, send 1 MiB and stall: the in-flight allowance admits some,
  // the rest are answered 503 at once.
  const before = rssMb();
  const stalled = await Promise.all(Array.from({ length: 150 }, () => stalledUpload(10_000_000, MIB)));
  await sleep(3_000);
  const refused = stalled.filter((upload) => upload.answer.startsWith('HTTP/1.1 503')).length;
  console.log(
    `150 stalled 10 MB uploads (1 MiB sent each): ${refused} answered 503 at once, ${150 - stalled.filter((upload) => upload.answer !== '').length} held; server RSS ${before.toFixed(0)} → ${rssMb().toFixed(0)} MB`,
  );
  for (const upload of stalled) upload.socket.destroy();

  const settle = Number(values.settle);
  await sleep(settle * 1000);
  const after = rssMb();
  console.log(`  server RSS ${settle} s later ${after.toFixed(0)} MB = ${(after / idle).toFixed(2)} × idle (target ≤ 2)`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
