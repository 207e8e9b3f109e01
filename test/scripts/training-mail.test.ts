// The project's own training mail stays well formed: every file parses without anomalies, has
// the headers real mail carries, sits under a known label and language, and no two share a body;
// and it repeats the wording of no blind message nor of the corpus's measure-only sources.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;
const CORPUS = new URL('../../../shared/corpus/', import.meta.url).pathname;
/** The corpus sources whose licences allow measuring only. */
const MEASURE_ONLY = ['phish/phishing_pot', 'phish/nazario2005', 'ham/usrp-users-list', 'ham/unspy-newsletters-2023'];

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

  it('repeats the wording of no blind message nor of measure-only corpus mail', async (t) => {
    const against = ['--against', 'blind'];
    if (existsSync(CORPUS)) for (const source of MEASURE_ONLY) against.push('--against', `${CORPUS}${source}`);
    else t.diagnostic(`no corpus at ${CORPUS}: checked against the blind batches only`);
    const { stdout } = await run(process.execPath, ['scripts/check-training-mail.ts', ...against], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: { stdout?: string }) => {
        assert.fail(`check-training-mail reported problems:\n${error.stdout ?? String(error)}`);
      },
    );
    assert.match(stdout, /^\d+ files, 0 problems$/m);
  });
});
