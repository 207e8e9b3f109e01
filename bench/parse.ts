// Parsing throughput and memory. Run with `npm run bench:parse` (node --expose-gc).
//  1. A synthetic message at the contract's size limit (10 MiB) with 50 base64 attachments:
//     time per parse and the process's peak resident memory.
//  2. Every file of ../shared/corpus (when present), read into memory first: messages/s and MB/s.
// Prints figures; asserts nothing.

import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CONTRACT_LIMITS } from '../src/message/limits.ts';
import { parseMessage } from '../src/message/parse.ts';
import { isMessageRejection } from '../src/message/rejection.ts';

const MiB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc ?? ((): void => undefined);

function syntheticMessage(): Uint8Array {
  const budget = CONTRACT_LIMITS.messageBytes - 64 * 1024;
  const attachments = 50;
  const decodedEach = Math.floor(((budget / attachments) * 3) / 4 / 1.014);
  const parts: string[] = [
    'From: Bench <bench@example.org>\r\nTo: you@example.net\r\nSubject: fifty attachments\r\nMIME-Version: 1.0\r\n',
    'Content-Type: multipart/mixed; boundary="bench"\r\n\r\n',
    '--bench\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nSee the attached files.\r\n',
  ];
  const payload = Buffer.alloc(decodedEach);
  for (let i = 0; i < decodedEach; i++) payload[i] = (i * 31 + 7) & 0xff;
  const encoded = payload.toString('base64').replace(/.{76}/g, '$&\r\n');
  for (let i = 0; i < attachments; i++) {
    parts.push(
      `--bench\r\nContent-Type: application/octet-stream; name="file-${i}.bin"\r\n`,
      `Content-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename="file-${i}.bin"\r\n\r\n`,
      encoded,
      '\r\n',
    );
  }
  parts.push('--bench--\r\n');
  return new TextEncoder().encode(parts.join(''));
}

async function benchSynthetic(): Promise<void> {
  const message = syntheticMessage();
  gc();
  const before = process.memoryUsage();
  const rssBefore = process.resourceUsage().maxRSS * 1024;
  const times: number[] = [];
  let attachmentCount = 0;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const model = await parseMessage(message);
    times.push(performance.now() - started);
    attachmentCount = model.metrics.attachmentCount;
  }
  const peakRss = process.resourceUsage().maxRSS * 1024;
  gc();
  times.sort((a, b) => a - b);
  console.log(`synthetic: ${(message.length / MiB).toFixed(2)} MiB, ${attachmentCount} attachments`);
  console.log(`  parse time: median ${times[2]!.toFixed(0)} ms, best ${times[0]!.toFixed(0)} ms, worst ${times[4]!.toFixed(0)} ms (5 runs)`);
  console.log(
    `  peak RSS: ${(peakRss / MiB).toFixed(0)} MiB (${((peakRss - rssBefore) / MiB).toFixed(0)} MiB above the ${(rssBefore / MiB).toFixed(0)} MiB before; heap ${(before.heapUsed / MiB).toFixed(0)} MiB at start)`,
  );
}

function listFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(path));
    else if (entry.isFile() && entry.name !== 'MANIFEST.csv' && entry.name !== 'README.md') files.push(path);
  }
  return files;
}

async function benchCorpus(): Promise<void> {
  const root = join(import.meta.dirname, '../../shared/corpus');
  if (!existsSync(root)) {
    console.log(`corpus: none at ${root}; skipped`);
    return;
  }
  const messages = listFiles(root).map((file) => readFileSync(file));
  const totalBytes = messages.reduce((sum, message) => sum + message.length, 0);
  for (const message of messages.slice(0, 200)) await parseMessage(message).catch(() => undefined);
  let rejected = 0;
  const started = performance.now();
  for (const message of messages) {
    try {
      await parseMessage(message);
    } catch (error) {
      if (!isMessageRejection(error)) throw error;
      rejected++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`corpus: ${messages.length} messages, ${(totalBytes / MiB).toFixed(1)} MiB (${rejected} rejected)`);
  console.log(`  ${(messages.length / seconds).toFixed(0)} messages/s, ${(totalBytes / MiB / seconds).toFixed(1)} MB/s, ${seconds.toFixed(1)} s on one core`);
}

await benchSynthetic();
await benchCorpus();
