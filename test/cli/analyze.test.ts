// `centinela analyze` with the local engine: folders, mbox files, rejections, output formats,
// exit codes and usage errors.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { main } from '../../src/cli/main.ts';
import { analyze, CRLF, expected, FIXTURES, LOCAL_ENV, lines, message } from './analyze-run.ts';

const FIXTURE_FILES = ['invoice.eml', join('nested', 'deeper', 'newsletter.eml'), join('nested', 'password-check.eml')].map((file) => join(FIXTURES, file));

let dir = '';
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'centinela-analyze-'));
});
after(() => rm(dir, { recursive: true, force: true }));

/** An mboxrd file of three messages; the second has a body line that had to be quoted. */
function mailbox(): { text: string; messages: string[] } {
  const messages = [message(1), message(2, `Intro.${CRLF}From the archive: a line mbox writers quote.`), message(3)];
  const quoted = messages.map((text) => text.replace(/^From /m, '>From '));
  const text = quoted.map((body, i) => `From sender${i + 1}@example.org Fri Nov 20 12:00:00 2026${CRLF}${body}${CRLF}`).join('');
  return { text, messages };
}

describe('centinela analyze (local engine)', () => {
  it('analyses every .eml in a folder, recursively and in order, as the engine does', async () => {
    const run = await analyze(['--json', FIXTURES]);
    assert.equal(run.code, 0, run.stderr);
    const output = lines(run);
    assert.deepEqual(
      output.map((line) => line.file),
      FIXTURE_FILES,
    );
    for (const [i, file] of FIXTURE_FILES.entries()) assert.deepEqual(output[i]!.result, await expected(readFileSync(file)), file);
  });

  it('prints a table with verdict, risk and signals per file, then the count per verdict', async () => {
    const run = await analyze([FIXTURES]);
    assert.equal(run.code, 0, run.stderr);
    const rows = run.stdout.trimEnd().split('\n');
    assert.match(rows[0]!, /^FILE\s+VERDICT\s+RISK\s+SIGNALS$/);
    const counts = new Map<string, number>();
    for (const [i, file] of FIXTURE_FILES.entries()) {
      const result = await expected(readFileSync(file));
      const signals = (result.signal_codes as string[]).join(', ') || '-';
      assert.deepEqual(rows[i + 1]!.split(/\s{2,}/), [file, result.verdict, result.risk, signals]);
      counts.set(String(result.verdict), (counts.get(String(result.verdict)) ?? 0) + 1);
    }
    assert.equal(rows[4], '');
    const summary = [...counts].map(([verdict, count]) => `${count} ${verdict}`);
    assert.match(rows[5]!, /^3 messages: /);
    for (const part of summary) assert.ok(rows[5]!.includes(part), `${rows[5]} names ${part}`);
  });

  it('splits an mbox file into its messages, unquoting >From lines', async () => {
    const { text, messages } = mailbox();
    const path = join(dir, 'archive.mbox');
    await writeFile(path, text);
    const run = await analyze(['--json', path]);
    assert.equal(run.code, 0, run.stderr);
    const output = lines(run);
    assert.deepEqual(
      output.map((line) => line.file),
      [`${path}#1`, `${path}#2`, `${path}#3`],
    );
    for (const [i, body] of messages.entries()) assert.deepEqual(output[i]!.result, await expected(Buffer.from(body)));
  });

  it('finds mbox files inside folders too, and reads a file named explicitly whatever its name', async () => {
    const folder = join(dir, 'mixed');
    await mkdir(join(folder, 'sub'), { recursive: true });
    await writeFile(join(folder, 'sub', 'box.mbox'), mailbox().text);
    await writeFile(join(folder, 'one.EML'), message(7));
    await writeFile(join(folder, 'skipped.txt'), message(8));
    const explicit = join(dir, 'message-without-extension');
    await writeFile(explicit, message(9));
    const run = await analyze(['--json', folder, explicit]);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(
      lines(run).map((line) => line.file),
      [join(folder, 'one.EML'), ...[1, 2, 3].map((n) => `${join(folder, 'sub', 'box.mbox')}#${n}`), explicit],
    );
  });

  it('reports rejected and unreadable messages per file, analyses the rest, and exits 1', async () => {
    const folder = join(dir, 'rejections');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'a-nul.eml'), Buffer.concat([Buffer.from(message(1)), Buffer.from([0])]));
    await writeFile(join(folder, 'b-no-header.eml'), 'Hello there\r\n\r\nbody\r\n');
    await writeFile(join(folder, 'c-empty.eml'), '');
    await writeFile(join(folder, 'd-too-large.eml'), Buffer.alloc(10_485_761, 0x61));
    await writeFile(join(folder, 'e-fine.eml'), message(5));
    const missing = join(dir, 'does-not-exist.eml');
    const run = await analyze(['--json', folder, missing]);
    assert.equal(run.code, 1);
    const byFile = new Map(lines(run).map((line) => [line.file, line]));
    assert.deepEqual(byFile.get(join(folder, 'a-nul.eml'))?.rejected, {
      status: 422,
      code: 'message_unparseable',
      detail: byFile.get(join(folder, 'a-nul.eml'))?.rejected?.detail,
      reason: 'nul_byte',
    });
    assert.equal(byFile.get(join(folder, 'b-no-header.eml'))?.rejected?.reason, 'no_header_section');
    assert.equal(byFile.get(join(folder, 'c-empty.eml'))?.rejected?.code, 'empty_body');
    assert.deepEqual(byFile.get(join(folder, 'd-too-large.eml'))?.rejected, {
      status: 413,
      code: 'payload_too_large',
      detail: 'The message is 10485761 bytes; the limit is 10485760 bytes.',
    });
    assert.ok(byFile.get(join(folder, 'e-fine.eml'))?.result);
    assert.match(String(byFile.get(missing)?.failed?.message), /ENOENT/);
  });

  it('counts rejections and failures in the table summary', async () => {
    const folder = join(dir, 'summary');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'bad.eml'), 'no header here\r\n\r\nbody\r\n');
    await writeFile(join(folder, 'good.eml'), message(1));
    const run = await analyze([folder]);
    assert.equal(run.code, 1);
    assert.match(run.stdout, /bad\.eml\s+rejected\s+-\s+message_unparseable \(no_header_section\)/);
    assert.match(run.stdout, /2 messages: 1 \w+, 1 rejected\n$/);
  });

  it('draws a progress bar on a terminal, on stderr only, and clears it', async () => {
    const plain = await analyze(['--json', FIXTURES]);
    const terminal = await analyze(['--json', FIXTURES], undefined, true);
    assert.equal(terminal.code, 0);
    assert.equal(terminal.stdout, plain.stdout);
    assert.equal(plain.stderr, '');
    assert.match(terminal.stderr, /100%\s+3 messages/);
    assert.ok(terminal.stderr.endsWith('\r\x1b[K'));
  });

  it('gives the same results one at a time and many at a time', async () => {
    const one = await analyze(['--json', '--concurrency', '1', FIXTURES]);
    const many = await analyze(['--json', '--concurrency', '16', FIXTURES]);
    assert.equal(many.stdout, one.stdout);
  });

  it('says so when there is nothing to analyse', async () => {
    const empty = join(dir, 'empty');
    await mkdir(empty, { recursive: true });
    const run = await analyze([empty]);
    assert.equal(run.code, 0);
    assert.match(run.stderr, /no \.eml or mbox files found/);
    assert.equal(run.stdout, '0 messages\n');
  });
});

describe('centinela analyze usage', () => {
  // A made-up key, written in two pieces so it never reads as an issued secret.
  const key = { CENTINELA_API_KEY: `cnt_test_${'0123456789abcdefghijklmnopqrstuv'}` };
  for (const [args, why, env] of [
    [[], /at least one file or folder/, {}],
    [['--concurrency', '0', 'x'], /--concurrency/, {}],
    [['--concurrency', 'many', 'x'], /--concurrency/, {}],
    [['--frobnicate', 'x'], /unknown option/i, {}],
    [['--server', 'http://127.0.0.1:9/v1', 'x'], /must not contain \/v1/, key],
    [['--server', 'http://127.0.0.1:9', 'x'], /CENTINELA_API_KEY/, {}],
  ] as const) {
    it(`exits 2 for ${JSON.stringify(args)}`, async () => {
      const run = await analyze([...args], env);
      assert.equal(run.code, 2);
      assert.match(run.stderr, why);
      assert.equal(run.stdout, '');
    });
  }

  it('refuses a credential given as a flag, without repeating it', async () => {
    for (const args of [
      ['--api-key=cnt_live_secretvalue123', 'x'],
      ['--api-key', 'cnt_live_secretvalue123', 'x'],
      ['--key', 'cnt_live_secretvalue123', 'x'],
    ]) {
      const run = await analyze(args);
      assert.equal(run.code, 2);
      assert.match(run.stderr, /CENTINELA_API_KEY, never from a flag/);
      assert.ok(!run.stderr.includes('secretvalue'));
    }
  });

  it('refuses a wrong engine setting with the variable named', async () => {
    const run = await analyze(['x'], { CENTINELA_BUDGET_SECONDS: '500' });
    assert.equal(run.code, 2);
    assert.match(run.stderr, /CENTINELA_BUDGET_SECONDS/);
  });

  it('prints its usage on --help', async () => {
    const run = await analyze(['--help']);
    assert.equal(run.code, 0);
    assert.match(run.stdout, /^usage: centinela analyze PATH/);
  });

  it('is reached through the centinela command', async () => {
    let stdout = '';
    const sink = { write: (text: string) => ((stdout += text), true) } as unknown as NodeJS.WritableStream;
    assert.equal(await main(['analyze', '--json', join(FIXTURES, 'invoice.eml')], { stdout: sink, stderr: sink, env: LOCAL_ENV }), 0);
    assert.equal(lines({ code: 0, stdout, stderr: '' })[0]?.file, join(FIXTURES, 'invoice.eml'));
  });
});
