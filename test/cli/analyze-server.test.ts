// `centinela analyze --server URL`: the same files through a real server and the client.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from '../support/server.ts';
import { analyze, CRLF, expected, FIXTURES, lines, message, publicFields } from './analyze-run.ts';

let server: TestServer;
let secret: string;
let dir = '';

before(async () => {
  server = await startServer();
  secret = (await server.issue()).secret;
  dir = await mkdtemp(join(tmpdir(), 'centinela-analyze-server-'));
});
after(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const withKey = (key: string): Record<string, string> => ({ CENTINELA_API_KEY: key });

describe('centinela analyze --server', () => {
  it('gives the engine’s results for a folder, with the service’s analysis ids', async () => {
    const run = await analyze(['--json', '--server', server.url, FIXTURES], withKey(secret));
    assert.equal(run.code, 0, run.stderr);
    const output = lines(run);
    assert.equal(output.length, 3);
    for (const line of output) {
      assert.deepEqual(publicFields(line.result), await expected(readFileSync(line.file)), line.file);
      assert.match(String(line.result?.analysis_id), /^ana_/);
    }
  });

  it('splits an mbox locally and sends each message, reporting rejections per message', async () => {
    const path = join(dir, 'box.mbox');
    const bodies = [message(1), 'not a header line' + CRLF + CRLF + 'body' + CRLF, message(3)];
    await writeFile(path, bodies.map((body, i) => `From s${i}@example.org Fri Nov 20 12:00:00 2026${CRLF}${body}${CRLF}`).join(''));
    const run = await analyze(['--json', '--server', server.url, '--concurrency', '2', path], withKey(secret));
    assert.equal(run.code, 1);
    const output = lines(run);
    assert.deepEqual(
      output.map((line) => line.file),
      [1, 2, 3].map((n) => `${path}#${n}`),
    );
    assert.deepEqual(publicFields(output[0]!.result), await expected(Buffer.from(bodies[0]!)));
    assert.equal(output[1]!.rejected?.code, 'message_unparseable');
    assert.equal(output[1]!.rejected?.reason, 'no_header_section');
    assert.equal(output[1]!.rejected?.status, 422);
    assert.deepEqual(publicFields(output[2]!.result), await expected(Buffer.from(bodies[2]!)));
  });

  it('prints the table as in local mode', async () => {
    const local = await analyze([FIXTURES]);
    const remote = await analyze(['--server', server.url, FIXTURES], withKey(secret));
    assert.equal(remote.code, 0, remote.stderr);
    assert.equal(remote.stdout, local.stdout);
  });

  it('stops at a credential the server refuses, without repeating it, and exits 1', async () => {
    // A made-up key, written in two pieces so it never reads as an issued secret.
    const wrong = `cnt_live_${'wrongWrongWrong0123456789abcdefghij'}`;
    const run = await analyze(['--server', server.url, FIXTURES], withKey(wrong));
    assert.equal(run.code, 1);
    assert.match(run.stderr, /stopped: 401 api_key_invalid/);
    assert.match(run.stdout, /failed/);
    assert.match(run.stdout, /\(stopped early\)\n$/);
    assert.ok(!run.stderr.includes(wrong) && !run.stdout.includes(wrong));
  });

  it('stops at a credential without the email_analysis capability', async () => {
    const { secret: urlOnly } = await server.issue({ capabilities: ['url_analysis'] });
    const run = await analyze(['--json', '--server', server.url, FIXTURES], withKey(urlOnly));
    assert.equal(run.code, 1);
    assert.match(run.stderr, /capability_not_granted/);
    assert.equal(lines(run)[0]?.failed?.code, 'capability_not_granted');
  });
});
