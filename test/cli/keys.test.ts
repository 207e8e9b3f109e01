import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { authenticate } from '../../src/credentials/credentials.ts';
import { runKeys } from '../../src/cli/keys.ts';
import { openStore } from '../../src/store/open.ts';

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

let dir = '';
let database = '';
let counter = 0;

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'centinela-keys-'));
});
after(() => rm(dir, { recursive: true, force: true }));

/** A fresh store file per test (created on first use by the command itself). */
function freshDatabase(): string {
  counter += 1;
  database = `sqlite:${join(dir, `store-${counter}`, 'centinela.db')}`;
  return database;
}

async function keys(args: string[], env: Record<string, string | undefined> = { CENTINELA_DATABASE: database }): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runKeys(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env,
  });
  return { code, stdout, stderr };
}

interface Names {
  readonly organization?: string;
  readonly customer?: string;
  readonly environment?: string;
}

function createArgs(names: Names = {}): string[] {
  return [
    'create',
    '--organization',
    names.organization ?? 'Acme Ltd',
    '--customer',
    names.customer ?? 'acme-mail',
    '--environment',
    names.environment ?? 'live',
    '--capability',
    'email_analysis',
  ];
}

const CREATE = createArgs();

async function createJson(extra: string[] = [], names: Names = {}): Promise<Record<string, unknown>> {
  const run = await keys([...createArgs(names), '--json', ...extra]);
  assert.equal(run.code, 0, run.stderr);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

describe('keys create', () => {
  it('prints the issued credential as JSON with exactly the documented fields', async () => {
    freshDatabase();
    const created = await createJson(['--capability', 'sms_analysis', '--expires', '2999-01-01']);
    assert.deepEqual(Object.keys(created), [
      'id',
      'secret',
      'organization',
      'customer',
      'environment',
      'capabilities',
      'created_at',
      'expires_at',
      'rate_per_second',
      'burst',
    ]);
    assert.match(String(created.id), /^key_[0-9A-Za-z]{20}$/);
    assert.match(String(created.secret), /^cnt_live_[0-9A-Za-z]{43}$/);
    assert.equal(created.organization, 'Acme Ltd');
    assert.equal(created.customer, 'acme-mail');
    assert.equal(created.environment, 'live');
    assert.deepEqual(created.capabilities, ['email_analysis', 'sms_analysis']);
    assert.match(String(created.created_at), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    assert.equal(created.expires_at, '2999-01-01T00:00:00.000Z');
    assert.equal(created.rate_per_second, null);
    assert.equal(created.burst, null);
  });

  it("stores the credential's own rate limit, which authentication then carries", async () => {
    const url = freshDatabase();
    const created = await createJson(['--rate-per-second', '2.5', '--burst', '5']);
    assert.equal(created.rate_per_second, 2.5);
    assert.equal(created.burst, 5);
    const store = await openStore(url);
    try {
      const found = await authenticate(store, String(created.secret), new Date());
      assert.equal(found?.ratePerSecond, 2.5);
      assert.equal(found?.rateBurst, 5);
    } finally {
      await store.close();
    }
    const human = await keys([...createArgs({ customer: 'other' }), '--burst', '9']);
    assert.match(human.stdout, /rate limit: +default\/s, burst 9\n/);
    const listed = JSON.parse((await keys(['list', '--json'])).stdout) as { rate_per_second: number | null; burst: number | null }[];
    assert.deepEqual(
      listed.map((entry) => [entry.rate_per_second, entry.burst]),
      [
        [2.5, 5],
        [null, 9],
      ],
    );
  });

  it('issues a secret that authenticates against the same store, which keeps only its hash', async () => {
    const url = freshDatabase();
    const created = await createJson([], { environment: 'test' });
    assert.match(String(created.secret), /^cnt_test_/);
    const store = await openStore(url);
    try {
      assert.equal((await authenticate(store, String(created.secret), new Date()))?.id, created.id);
    } finally {
      await store.close();
    }
    const folder = join(dir, `store-${counter}`);
    for (const file of readdirSync(folder)) {
      assert.equal(readFileSync(join(folder, file)).includes(String(created.secret)), false, file);
    }
  });

  it('prints the secret once in the human form, with the id and no expiry', async () => {
    freshDatabase();
    const run = await keys(CREATE);
    assert.equal(run.code, 0);
    const secrets = run.stdout.match(/cnt_live_[0-9A-Za-z]{43}/g) ?? [];
    assert.equal(secrets.length, 1);
    assert.match(run.stdout, /^Created credential key_[0-9A-Za-z]{20}\n/);
    assert.match(run.stdout, /expires: +never/);
    assert.equal(run.stderr, '');
  });

  it('keeps each capability once, in catalog order, and takes an RFC 3339 expiry', async () => {
    freshDatabase();
    const created = await createJson([
      '--capability',
      'sms_analysis',
      '--capability',
      'url_analysis',
      '--capability',
      'sms_analysis',
      '--expires',
      '2999-06-01T12:00:00+02:00',
    ]);
    assert.deepEqual(created.capabilities, ['email_analysis', 'url_analysis', 'sms_analysis']);
    assert.equal(created.expires_at, '2999-06-01T10:00:00.000Z');
  });
});

describe('keys list', () => {
  it('says so when there are no credentials', async () => {
    freshDatabase();
    assert.deepEqual(await keys(['list']), { code: 0, stdout: 'No credentials.\n', stderr: '' });
    assert.deepEqual(await keys(['list', '--json']), { code: 0, stdout: '[]\n', stderr: '' });
  });

  it('lists ids and metadata, never secrets', async () => {
    freshDatabase();
    const first = await createJson();
    const second = await createJson(['--expires', '2999-01-01'], { customer: 'other' });
    const text = await keys(['list']);
    assert.equal(text.code, 0);
    const lines = text.stdout.trimEnd().split('\n');
    assert.equal(lines.length, 3);
    assert.match(lines[0]!, /^ID +ORGANIZATION +CUSTOMER +ENVIRONMENT +CAPABILITIES +CREATED +EXPIRES +REVOKED +RATE LIMIT$/);
    assert.ok(lines[1]!.startsWith(String(first.id)));
    assert.match(lines[2]!, /other .* 2999-01-01T00:00:00\.000Z +- +server default$/);

    const json = await keys(['list', '--json']);
    const listed = JSON.parse(json.stdout) as Record<string, unknown>[];
    assert.deepEqual(
      listed.map((entry) => entry.id),
      [first.id, second.id],
    );
    assert.deepEqual(Object.keys(listed[0]!), [
      'id',
      'organization',
      'customer',
      'environment',
      'capabilities',
      'created_at',
      'expires_at',
      'revoked_at',
      'rate_per_second',
      'burst',
    ]);
    for (const output of [text.stdout, json.stdout]) {
      assert.equal(output.includes('cnt_'), false);
      assert.equal(output.includes(String(first.secret).slice(9)), false);
    }
  });
});

describe('keys revoke', () => {
  it('revokes: the secret stops working and the list shows when; a second revoke keeps that time', async () => {
    const url = freshDatabase();
    const created = await createJson();
    assert.deepEqual(await keys(['revoke', String(created.id)]), { code: 0, stdout: `Revoked ${created.id}\n`, stderr: '' });
    const firstTime = (JSON.parse((await keys(['list', '--json'])).stdout) as { revoked_at: string }[])[0]!.revoked_at;
    assert.match(firstTime, /^\d{4}-\d{2}-\d{2}T/);
    assert.equal((await keys(['revoke', String(created.id)])).code, 0);
    const secondTime = (JSON.parse((await keys(['list', '--json'])).stdout) as { revoked_at: string }[])[0]!.revoked_at;
    assert.equal(secondTime, firstTime);
    const store = await openStore(url);
    try {
      assert.equal(await authenticate(store, String(created.secret), new Date()), undefined);
    } finally {
      await store.close();
    }
  });

  it('fails with exit code 1 for an id that does not exist', async () => {
    freshDatabase();
    const run = await keys(['revoke', 'key_00000000000000000000']);
    assert.deepEqual(run, {
      code: 1,
      stdout: '',
      stderr: 'centinela keys: no credential key_00000000000000000000 exists\n',
    });
  });
});

describe('keys usage errors', () => {
  const cases: [string, string[], RegExp][] = [
    ['missing organization', ['create', '--customer', 'c', '--environment', 'live', '--capability', 'email_analysis'], /--organization is required/],
    ['missing customer', ['create', '--organization', 'o', '--environment', 'live', '--capability', 'email_analysis'], /--customer is required/],
    ['missing environment', ['create', '--organization', 'o', '--customer', 'c', '--capability', 'email_analysis'], /--environment is required/],
    ['bad environment', createArgs({ environment: 'prod' }), /--environment must be live or test/],
    ['no capability', ['create', '--organization', 'o', '--customer', 'c', '--environment', 'live'], /at least one --capability/],
    [
      'unknown capability',
      [...CREATE, '--capability', 'qr_analysis'],
      /unknown capability "qr_analysis" \(known: email_analysis, url_analysis, sms_analysis\)/,
    ],
    ['impossible date', [...CREATE, '--expires', '2999-02-30'], /not a calendar date/],
    ['words for a date', [...CREATE, '--expires', 'tomorrow'], /--expires must be a date like 2027-01-01/],
    ['past date', [...CREATE, '--expires', '2000-01-01'], /--expires must be in the future/],
    ['empty organization', createArgs({ organization: ' ' }), /--organization must not be empty/],
    ['padded customer', createArgs({ customer: ' c' }), /--customer must not start or end with spaces/],
    ['control character', createArgs({ organization: 'o\u001b[31m' }), /control characters/],
    ['over-long name', createArgs({ organization: 'o'.repeat(201) }), /longer than 200/],
    ['repeated option', [...CREATE, '--customer', 'other'], /--customer is given more than once/],
    ['unknown option', [...CREATE, '--tenant', 'x'], /unknown option '--tenant'/],
    ['option without value', ['create', '--organization'], /option '--organization <value>' argument missing/],
    ['stray argument to create', [...CREATE, 'extra'], /unexpected argument 'extra'/],
    ['zero rate', [...CREATE, '--rate-per-second', '0'], /--rate-per-second must be a number above 0/],
    ['words for a rate', [...CREATE, '--rate-per-second', 'fast'], /--rate-per-second must be a number above 0/],
    ['fractional burst', [...CREATE, '--burst', '2.5'], /--burst must be a whole number from 1/],
    ['zero burst', [...CREATE, '--burst', '0'], /--burst must be a whole number from 1/],
    ['stray argument to list', ['list', 'all'], /unexpected argument 'all'/],
    ['revoke without id', ['revoke'], /revoke needs the credential id/],
    ['revoke with two ids', ['revoke', 'key_00000000000000000000', 'key_00000000000000000001'], /exactly one credential id/],
    ['revoke with a malformed id', ['revoke', 'cnt_live_abc'], /"cnt_live_abc" is not a credential id/],
    ['unknown command', ['rotate'], /unknown command "rotate"/],
  ];
  for (const [title, args, message] of cases) {
    it(`${title}: one line on stderr, exit code 2, store untouched`, async () => {
      freshDatabase();
      const run = await keys(args);
      assert.equal(run.code, 2);
      assert.equal(run.stdout, '');
      assert.match(run.stderr, message);
      assert.match(run.stderr, /^centinela keys: [^\n]+\n$/);
      assert.equal(existsSync(join(dir, `store-${counter}`)), false);
    });
  }

  it('prints the usage on stderr with exit code 2 when no command is given, on stdout with 0 for --help', async () => {
    const none = await keys([]);
    assert.equal(none.code, 2);
    assert.match(none.stderr, /^usage:\n {2}centinela keys create --organization O/);
    const help = await keys(['create', '--help']);
    assert.equal(help.code, 0);
    assert.equal(help.stdout, none.stderr);
  });
});

describe('keys failures', () => {
  it('names CENTINELA_DATABASE in one line when the setting is wrong (exit code 1)', async () => {
    const run = await keys(['list'], { CENTINELA_DATABASE: 'mysql://root:secret@db/keys' });
    assert.equal(run.code, 1);
    assert.match(run.stderr, /^centinela keys: CENTINELA_DATABASE must be [^\n]+\n$/);
    assert.equal(run.stderr.includes('secret'), false);
  });

  it('reports an unreachable store in one line (exit code 1) and issues nothing', async () => {
    const run = await keys([...CREATE, '--json'], { CENTINELA_DATABASE: 'postgres://nobody@127.0.0.1:1/none' });
    assert.equal(run.code, 1);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^centinela keys: the credential store named by CENTINELA_DATABASE is unavailable: [^\n]*ECONNREFUSED[^\n]*\n$/);
  });
});
