// The project's own training mail stays well formed: every file parses without anomalies, has
// the headers real mail carries, sits under a known label and language, and no two share a body.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;

describe('training/mail', () => {
  it('passes check-training-mail', async () => {
    const { stdout } = await run(process.execPath, ['scripts/check-training-mail.ts'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: { stdout?: string }) => {
        assert.fail(`check-training-mail reported problems:\n${error.stdout ?? String(error)}`);
      },
    );
    assert.match(stdout, /^\d+ files, 0 problems$/m);
    assert.ok(Number(/^(\d+) files/m.exec(stdout)?.[1]) > 3000, 'the corpus is all there');
  });
});
