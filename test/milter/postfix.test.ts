// End to end with Debian's Postfix: a private instance (postfix-instance.ts) hands every
// message to `centinela milter` (the real command, as a child process), which asks a real
// Centinela server. Legitimate mail is delivered with the verdict headers, phishing goes to the
// hold queue, a message over 10 MiB is delivered with the skip header, and with Centinela
// stopped mail still flows, marked unavailable. Skips with a message where Postfix is missing.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { simpleMessage } from '../support/messages.ts';
import { postMessage, startServer } from '../support/server.ts';
import { idempotencyKeyFor } from '../../src/milter/outcome.ts';
import { postfixMissing, startPostfix, TEST_DOMAIN } from './postfix-instance.ts';
import { freePort, startMilterCommand } from './milter-command.ts';
import { sendSmtp } from './smtp-send.ts';
import { largeMessage, phishingMessage } from './test-mail.ts';

const missing = postfixMissing();

async function waitFor<T>(what: string, probe: () => T | undefined, log: () => string, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; Postfix log:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function headerLines(message: Buffer, name: string): string[] {
  const head = message.toString('latin1').split(/\r?\n\r?\n/, 1)[0]!;
  return head.split(/\r?\n/).filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));
}

describe('centinela milter inline in a private Postfix', { skip: missing }, () => {
  it('adds the verdict headers, quarantines phishing, skips a message over 10 MiB and fails open', { timeout: 240_000 }, async () => {
    const server = await startServer();
    const { secret } = await server.issue();
    const dir = mkdtempSync(join(tmpdir(), 'centinela-milter-e2e-'));
    const milterPort = await freePort();
    const configFile = join(dir, 'milter.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        listen: `127.0.0.1:${milterPort}`,
        server: server.url,
        messageDeadlineSeconds: 5,
        verdicts: { phishing: { action: 'quarantine', subjectPrefix: '[PHISHING] ' } },
      }),
    );
    const milter = await startMilterCommand(configFile, secret);
    let postfix: ReturnType<typeof startPostfix> | undefined;
    let serverOpen = true;
    try {
      postfix = startPostfix({ smtpPort: await freePort(), milter: `inet:127.0.0.1:${milterPort}` });
      const pf = postfix;
      const to = `ana@${TEST_DOMAIN}`;

      // 1. Legitimate mail, carrying a forged verdict header: delivered with ours only.
      const legitimate = Buffer.concat([Buffer.from('X-Centinela-Verdict: clean-forged\r\n'), simpleMessage('Quarterly figures')]);
      assert.match(await sendSmtp(pf.smtpPort, 'luis@example.org', to, legitimate), /^250 /);
      const [first] = await waitFor('the legitimate message in the Maildir', () => (pf.delivered().length === 1 ? pf.delivered() : undefined), pf.log);
      assert.deepEqual(headerLines(first!, 'X-Centinela-Verdict'), ['X-Centinela-Verdict: clean']);
      assert.match(headerLines(first!, 'X-Centinela-Risk')[0]!, /^X-Centinela-Risk: (none|low)$/);
      assert.equal(headerLines(first!, 'X-Centinela-Signals').length, 1);
      assert.match(headerLines(first!, 'X-Centinela-Analysis-Id')[0]!, /^X-Centinela-Analysis-Id: ana_/);
      // The milter analysed exactly the bytes the client sent (Postfix does not show its own
      // Received header to smtpd milters): the same bytes under the key derived from the queue
      // id replay that analysis.
      const queueId = /with ESMTP id (\w+)/.exec(first!.toString('latin1'))![1]!;
      const replay = await postMessage(server, legitimate, { 'x-api-key': secret, 'idempotency-key': idempotencyKeyFor(queueId, legitimate) });
      assert.equal(replay.status, 200);
      assert.equal(replay.headers.get('idempotent-replayed'), 'true');
      assert.equal(
        `X-Centinela-Analysis-Id: ${((await replay.json()) as { analysis_id: string }).analysis_id}`,
        headerLines(first!, 'X-Centinela-Analysis-Id')[0],
      );

      // 2. Phishing: held (quarantined), never delivered.
      assert.match(await sendSmtp(pf.smtpPort, 'no-reply@m365-secure-verify.example', to, phishingMessage()), /^250 /);
      const held = await waitFor('the phishing message in the hold queue', () => (pf.held().length === 1 ? pf.held() : undefined), pf.log);
      assert.equal(held.length, 1);
      assert.match(pf.log(), /milter triggers HOLD action/);
      assert.equal(pf.delivered().length, 1);

      // 3. Over 10 MiB: delivered, not analysed, and the header says so.
      assert.match(await sendSmtp(pf.smtpPort, 'luis@example.org', to, largeMessage(10 * 1024 * 1024 + 4096)), /^250 /);
      const large = await waitFor('the large message in the Maildir', () => (pf.delivered().length === 2 ? pf.delivered() : undefined), pf.log);
      const bigOne = large.find((message) => message.includes('Subject: Scanned archive'))!;
      assert.deepEqual(headerLines(bigOne, 'X-Centinela-Verdict'), ['X-Centinela-Verdict: skipped']);
      assert.deepEqual(headerLines(bigOne, 'X-Centinela-Reason'), ['X-Centinela-Reason: message-over-10485760-bytes']);

      // 4. Centinela stopped: mail still flows, marked unavailable (fail open).
      await server.close();
      serverOpen = false;
      assert.match(await sendSmtp(pf.smtpPort, 'luis@example.org', to, simpleMessage('After the outage')), /^250 /);
      const after = await waitFor('the fail-open message in the Maildir', () => (pf.delivered().length === 3 ? pf.delivered() : undefined), pf.log);
      const failOpen = after.find((message) => message.includes('After the outage'))!;
      assert.deepEqual(headerLines(failOpen, 'X-Centinela-Verdict'), ['X-Centinela-Verdict: unavailable']);
      assert.deepEqual(headerLines(failOpen, 'X-Centinela-Reason'), ['X-Centinela-Reason: unreachable']);

      // The milter logged each message by queue id, and never the credential.
      assert.match(milter.output(), /"outcome":"result","verdict":"phishing".*"action":"quarantine"/);
      assert.ok(!milter.output().includes(secret));
    } finally {
      postfix?.stop();
      milter.child.kill('SIGTERM');
      if (serverOpen) await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

if (missing !== undefined) console.log(`# ${missing}`);
