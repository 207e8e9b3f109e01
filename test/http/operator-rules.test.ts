// Contract: an operator's rules folder (CENTINELA_RULES_DIR) is read by `centinela serve` at
// start-up and changes verdicts; a broken one stops start-up with one line per problem.

import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { analyzeBytes } from '../../src/analysis/analyze.ts';
import { openStore } from '../../src/store/open.ts';
import { issueInto, post } from '../ops/support/instance.ts';

const CLI = new URL('../../bin/centinela.js', import.meta.url).pathname;
const EXAMPLES = new URL('../../examples/rules/', import.meta.url).pathname;

// An ordinary invoice note from the domain examples/rules/sender-domains.yaml lists to flag.
const INVOICE = new TextEncoder().encode(
  [
    'From: Accounts <accounts@supplier-invoices.example>',
    'To: payables@example.org',
    'Subject: Invoice 2291 for October',
    'Date: Tue, 18 Nov 2025 09:14:00 +0100',
    'Message-ID: <inv-2291@supplier-invoices.example>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hello,',
    '',
    'Our invoice 2291 for the October deliveries is ready; the amount and due date are the same as',
    'in the order confirmation. Let us know if anything does not match your records.',
    '',
    'Kind regards,',
    'Accounts team',
    '',
  ].join('\r\n'),
);

function serve(env: NodeJS.ProcessEnv): { child: ChildProcess; port: Promise<number>; stderr: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [CLI, 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = new Promise<number>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /"msg":"listening"/.test(buffered) ? /"port":(\d+)/.exec(buffered) : null;
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
  port.catch(() => {});
  return { child, port, stderr: () => stderr, exited };
}

describe('operator rules (the serve command with CENTINELA_RULES_DIR)', () => {
  it('a rule from the folder changes the verdict of a message the shipped rules find clean', async () => {
    const shipped = await analyzeBytes(INVOICE, { budgetMs: 10_000, dns: 'off' });
    assert.equal(shipped.verdict, 'clean');

    const dir = await mkdtemp(join(tmpdir(), 'centinela-operator-rules-'));
    const database = `sqlite:${join(dir, 'centinela.db')}`;
    let server: ReturnType<typeof serve> | undefined;
    try {
      const store = await openStore(database);
      const { secret } = await issueInto(store);
      await store.close();
      server = serve({ ...process.env, CENTINELA_DATABASE: database, CENTINELA_DNS: 'off', CENTINELA_WORKERS: '1', PORT: '0', CENTINELA_RULES_DIR: EXAMPLES });
      const port = await server.port;
      const answer = await post(`http://127.0.0.1:${port}`, secret, 'operator-rules-1', INVOICE);
      assert.equal(answer.status, 200, answer.body);
      const result = JSON.parse(answer.body) as { verdict: string; risk: string; signal_codes: string[] };
      assert.deepEqual([result.verdict, result.risk], ['suspicious', 'high']);
      assert.ok(result.signal_codes.includes('sender_operator_listed'), result.signal_codes.join(','));
    } finally {
      server?.child.kill('SIGTERM');
      await server?.exited;
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a broken folder stops start-up with one line per problem, naming file and field', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'centinela-operator-rules-'));
    try {
      await writeFile(
        join(dir, 'mine.yaml'),
        'kind: composite\nid: mine\nwhy: A rule with two mistakes in it.\nwhen:\n  all: [sender_operator_listd]\neffect:\n  decide: spam\n',
      );
      const server = serve({ ...process.env, CENTINELA_DATABASE: `sqlite:${join(dir, 'centinela.db')}`, PORT: '0', CENTINELA_RULES_DIR: dir });
      assert.equal(await server.exited, 2);
      const lines = server.stderr().trim().split('\n');
      assert.equal(lines.length, 1, server.stderr());
      assert.match(lines[0]!, new RegExp(`^centinela: CENTINELA_RULES_DIR: ${dir}/mine\\.yaml: effect\\.decide: `));
      await writeFile(
        join(dir, 'mine.yaml'),
        'kind: composite\nid: mine\nwhy: A rule with two mistakes in it.\nwhen:\n  all: [sender_operator_listd, content_gift_crad]\neffect:\n  decide: fraud\n',
      );
      const again = serve({ ...process.env, CENTINELA_DATABASE: `sqlite:${join(dir, 'centinela.db')}`, PORT: '0', CENTINELA_RULES_DIR: dir });
      assert.equal(await again.exited, 2);
      assert.deepEqual(again.stderr().trim().split('\n'), [
        `centinela: CENTINELA_RULES_DIR: ${dir}/mine.yaml: when.all[0]: unknown signal code "sender_operator_listd"`,
        `centinela: CENTINELA_RULES_DIR: ${dir}/mine.yaml: when.all[1]: unknown signal code "content_gift_crad"`,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
