// `centinela milter`: refuses bad configuration with one line and exit code 2, starts, logs
// without the credential, and stops when told to.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runMilter } from '../../src/cli/milter.ts';
import { freePort } from '../milter/milter-command.ts';
import { FakeMta, negotiation } from '../milter/fake-mta.ts';

const KEY = `cnt_${'live'}_clisecretclisecretclisecretclisecret12`;

function io(env: Record<string, string | undefined>) {
  const out = { stdout: '', stderr: '' };
  return {
    out,
    io: {
      stdout: { write: (text: string) => ((out.stdout += text), true) } as unknown as NodeJS.WritableStream,
      stderr: { write: (text: string) => ((out.stderr += text), true) } as unknown as NodeJS.WritableStream,
      env,
    },
  };
}

describe('centinela milter', () => {
  it('refuses an unknown argument and a bad configuration with exit code 2', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'centinela-cli-milter-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    let run = io({ CENTINELA_API_KEY: KEY });
    assert.equal(await runMilter(['--bogus'], run.io), 2);
    assert.match(run.out.stderr, /unexpected argument "--bogus"/);

    const file = join(dir, 'milter.json');
    writeFileSync(file, JSON.stringify({ server: 'http://127.0.0.1:9', verdicts: { phishing: { action: 'bounce' } } }));
    run = io({ CENTINELA_API_KEY: KEY });
    assert.equal(await runMilter(['--config', file], run.io), 2);
    assert.equal(run.out.stderr, 'centinela milter: verdicts.phishing.action: expected one of accept, quarantine, reject, tempfail\n');

    run = io({ CENTINELA_URL: 'http://127.0.0.1:9' });
    assert.equal(await runMilter([], run.io), 2);
    assert.match(run.out.stderr, /CENTINELA_API_KEY/);
  });

  it('listens, answers an MTA, logs without the credential and stops', async () => {
    const port = await freePort();
    const run = io({ CENTINELA_URL: 'http://127.0.0.1:9', CENTINELA_API_KEY: KEY, CENTINELA_MILTER_CONFIG: undefined });
    const stop = new AbortController();
    const dir = mkdtempSync(join(tmpdir(), 'centinela-cli-milter-'));
    const file = join(dir, 'milter.json');
    writeFileSync(file, JSON.stringify({ listen: `127.0.0.1:${port}` }));
    try {
      const exit = runMilter(['--config', file], run.io, stop.signal);
      const deadline = Date.now() + 10_000;
      while (!run.out.stdout.includes('milter listening')) {
        assert.ok(Date.now() < deadline, `no start: ${run.out.stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const mta = await FakeMta.connect(port);
      mta.send(negotiation());
      assert.equal((await mta.read()).command, 'O');
      mta.close();
      stop.abort();
      assert.equal(await exit, 0);
      assert.match(run.out.stdout, /milter stopped/);
      assert.ok(!run.out.stdout.includes(KEY) && !run.out.stderr.includes(KEY));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
