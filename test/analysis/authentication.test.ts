import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { describe, it } from 'node:test';

import { sealMessage } from 'mailauth/lib/arc/index.js';
import { dkimSign } from 'mailauth/lib/dkim/sign.js';

import { messageContext } from '../../src/analysis/facts/derived.ts';
import { authenticationArea } from '../../src/analysis/areas/authentication.ts';
import { parseResultsField, trustedResults } from '../../src/analysis/auth/authentication-results.ts';
import { SIGHT_RECHECK_MS, cachedResolver, guardResolver, resolverFor, resolverIsBlind } from '../../src/analysis/auth/resolver.ts';
import type { DnsResolver } from '../../src/analysis/auth/resolver.ts';
import type { SignalCode } from '../../src/contract/signals.ts';
import { parseMessage } from '../../src/message/parse.ts';

// One key pair of each kind for the whole file; the public halves are published in the
// recorded DNS table below.
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ed = generateKeyPairSync('ed25519');
const RSA_RECORD = `v=DKIM1; k=rsa; p=${rsa.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
const ED_RECORD = `v=DKIM1; k=ed25519; p=${ed.publicKey.export({ type: 'spki', format: 'der' }).subarray(-32).toString('base64')}`;

/** Recorded answers: `TYPE name` → TXT strings. Anything else does not exist. */
const DNS_TABLE = new Map<string, string[]>([
  ['TXT rsa._domainkey.example.org', [RSA_RECORD]],
  ['TXT ed._domainkey.example.org', [ED_RECORD]],
  ['TXT rsa._domainkey.mailer.example.net', [RSA_RECORD]],
  ['TXT rsa._domainkey.lists.example.com', [RSA_RECORD]],
  ['TXT _dmarc.example.org', ['v=DMARC1; p=reject']],
  ['TXT _dmarc.relaxed.example', ['v=DMARC1; p=none']],
]);

const recorded: DnsResolver = async (name, rrtype) => {
  const answer = DNS_TABLE.get(`${rrtype} ${name.toLowerCase()}`);
  if (answer === undefined) throw Object.assign(new Error(`no ${rrtype} for ${name}`), { code: 'ENOTFOUND' });
  return answer.map((text) => [text]);
};

/** A resolver that never answers. */
const silent: DnsResolver = () => new Promise(() => {});

/** The receiving server's line: the copy shows it travelled, so a missing signature is evidence. */
const RECEIVED = 'Received: from mail.example.org (mail.example.org [192.0.2.10]) by mx.example.net with ESMTPS; Tue, 4 Mar 2025 10:15:02 +0000';

function message(from: string, extra: readonly string[] = [], body = 'Hello Luis,\r\n\r\nThe minutes are below.\r\n\r\nAna\r\n'): string {
  return [
    `From: Ana <ana@${from}>`,
    'To: Luis <luis@example.net>',
    'Subject: Minutes',
    'Date: Tue, 4 Mar 2025 11:14:55 +0100',
    `Message-ID: <20250304.4821@${from}>`,
    'MIME-Version: 1.0',
    ...extra,
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
  ].join('\r\n');
}

async function sign(raw: string, domain: string, selector: 'rsa' | 'ed'): Promise<string> {
  const privateKey = (selector === 'rsa' ? rsa : ed).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  const signature = {
    signingDomain: domain,
    selector,
    privateKey,
    algorithm: selector === 'rsa' ? 'rsa-sha256' : 'ed25519-sha256',
    canonicalization: 'relaxed/relaxed',
  };
  // mailauth signs what `signatureData` lists; its typings also ask for the fields at the top.
  const result = await dkimSign(raw, { ...signature, signatureData: [signature] });
  assert.deepEqual(result.errors, []);
  assert.match(result.signatures, /^DKIM-Signature:/);
  return result.signatures + raw;
}

interface Options {
  readonly resolver?: DnsResolver;
  readonly dns?: string;
  readonly trusted?: readonly string[];
  readonly withBytes?: boolean;
  readonly budgetMs?: number;
}

async function signalsOf(raw: string, options: Options = {}): Promise<SignalCode[]> {
  const bytes = new TextEncoder().encode(raw);
  const model = await parseMessage(bytes);
  const context = messageContext(model, {
    signal: new AbortController().signal,
    deadline: Date.now() + (options.budgetMs ?? 10_000),
    trustedAuthservIds: options.trusted ?? [],
    dns: options.dns ?? 'system',
    ...(options.resolver === undefined ? {} : { resolver: options.resolver }),
    ...(options.withBytes === false ? {} : { rawMessage: bytes }),
  });
  const findings = await authenticationArea.run(model, context);
  return [...findings.signals].sort();
}

describe('authentication area, own verification', () => {
  it('stays silent on a valid aligned RSA signature under p=reject', async () => {
    const raw = await sign(message('example.org'), 'example.org', 'rsa');
    assert.deepEqual(await signalsOf(raw, { resolver: recorded }), []);
  });

  it('verifies Ed25519 signatures too', async () => {
    const raw = await sign(message('example.org'), 'example.org', 'ed');
    assert.deepEqual(await signalsOf(raw, { resolver: recorded }), []);
  });

  it('reports a signature broken by a changed body, and the enforced DMARC failure', async () => {
    const raw = (await sign(message('example.org'), 'example.org', 'rsa')).replace('The minutes are below.', 'Pay the invoice today.');
    assert.deepEqual(await signalsOf(raw, { resolver: recorded }), ['auth_dkim_fail', 'auth_dmarc_fail', 'auth_dmarc_fail_enforced']);
  });

  it('reports a missing signature, and DMARC failing without enforcement under p=none', async () => {
    assert.deepEqual(await signalsOf(message('relaxed.example', [RECEIVED]), { resolver: recorded }), ['auth_dkim_missing', 'auth_dmarc_fail']);
  });

  it('reports a signature that passes only for an unrelated domain, and the DMARC failure as unenforced', async () => {
    // Alignment-only: the platform signed, and SPF (unknown here) may well pass for the sender.
    const raw = await sign(message('example.org'), 'mailer.example.net', 'rsa');
    assert.deepEqual(await signalsOf(raw, { resolver: recorded }), ['auth_dkim_unaligned', 'auth_dmarc_fail']);
  });

  it('keeps the unaligned failure enforced when a trusted server saw SPF fail', async () => {
    const raw = await sign(
      message('example.org', ['Authentication-Results: mx.example.net; spf=fail smtp.mailfrom=bounce@mailer.example.net']),
      'mailer.example.net',
      'rsa',
    );
    assert.deepEqual(await signalsOf(raw, { resolver: recorded, trusted: ['mx.example.net'] }), [
      'auth_dkim_unaligned',
      'auth_dmarc_fail',
      'auth_dmarc_fail_enforced',
      'auth_spf_fail',
    ]);
  });

  it('stays silent on a discussion list message whose footer broke the author’s signature', async () => {
    const listHeaders = ['List-Id: Radio users <radio-users.lists.example.com>', 'List-Post: <mailto:radio-users@lists.example.com>'];
    const signed = await sign(message('example.org', listHeaders), 'example.org', 'rsa');
    const raw = `${signed}_______________________________________________\r\nradio-users mailing list\r\n`;
    assert.deepEqual(await signalsOf(raw, { resolver: recorded }), []);
  });

  it('still reports a forged list message that the From domain never signed', async () => {
    const raw = message('example.org', ['List-Id: Radio users <radio-users.lists.example.com>', RECEIVED]);
    assert.deepEqual(await signalsOf(raw, { resolver: recorded }), ['auth_dkim_missing', 'auth_dmarc_fail', 'auth_dmarc_fail_enforced']);
  });

  it('reports coverage, not failure, when DNS does not answer in time', async () => {
    const raw = await sign(message('example.org'), 'example.org', 'rsa');
    assert.deepEqual(await signalsOf(raw, { resolver: silent, budgetMs: 50 }), ['coverage_auth_unverified']);
  });
});

describe('authentication area, ARC', () => {
  // A list verified the author's signature, added its footer (breaking the signature), and
  // sealed what it had found in an ARC set.
  async function forwardedByList(): Promise<string> {
    const signed = await sign(message('example.org'), 'example.org', 'rsa');
    const changed = `${signed}-- \r\nSent through the partners list\r\n`;
    const seal = await sealMessage(changed, {
      signingDomain: 'lists.example.com',
      selector: 'rsa',
      privateKey: rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      authResults: 'lists.example.com; dkim=pass header.d=example.org; dmarc=pass header.from=example.org',
      cv: 'none',
    });
    assert.ok(seal.length > 0);
    return seal.toString() + changed;
  }

  it('takes the results of a trusted sealer whose chain verifies', async () => {
    assert.deepEqual(await signalsOf(await forwardedByList(), { resolver: recorded, trusted: ['lists.example.com'] }), []);
  });

  it('ignores the same results when the sealer is not trusted', async () => {
    assert.deepEqual(await signalsOf(await forwardedByList(), { resolver: recorded }), ['auth_dkim_fail', 'auth_dmarc_fail', 'auth_dmarc_fail_enforced']);
  });
});

describe('authentication area without verification', () => {
  it('reports missing results when DNS is off and nothing is trusted, never coverage', async () => {
    const raw = await sign(message('example.org'), 'example.org', 'rsa');
    assert.deepEqual(await signalsOf(raw, { dns: 'off' }), ['auth_results_missing']);
    assert.deepEqual(await signalsOf(message('example.org', [RECEIVED]), { dns: 'off' }), ['auth_dkim_missing', 'auth_results_missing']);
  });

  it('does not call a copy without any transport evidence unsigned: exported or stripped, its signature is unknown', async () => {
    assert.deepEqual(await signalsOf(message('example.org'), { dns: 'off' }), ['auth_results_missing']);
  });

  it('cannot verify without the message bytes', async () => {
    const raw = await sign(message('example.org'), 'example.org', 'rsa');
    assert.deepEqual(await signalsOf(raw, { resolver: recorded, withBytes: false }), ['auth_results_missing']);
  });

  it('reads the results of trusted authserv-ids', async () => {
    const raw = message('example.org', [
      'Authentication-Results: mx.example.net; spf=softfail smtp.mailfrom=ana@example.org; dkim=none; dmarc=fail (p=REJECT sp=REJECT dis=QUARANTINE) header.from=example.org',
    ]);
    assert.deepEqual(await signalsOf(raw, { dns: 'off', trusted: ['MX.example.net'] }), [
      'auth_dkim_missing',
      'auth_dmarc_fail',
      'auth_dmarc_fail_enforced',
      'auth_spf_fail',
    ]);
  });

  it('ignores results written under any other authserv-id', async () => {
    const raw = message('example.org', [
      'Authentication-Results: mx.example.net; spf=pass smtp.mailfrom=example.org; dkim=pass header.d=example.org; dmarc=pass',
    ]);
    assert.deepEqual(await signalsOf(raw, { dns: 'off', trusted: ['mx.other.example'] }), ['auth_dkim_missing', 'auth_results_missing']);
  });

  it('reads a trusted DKIM pass for another domain as unaligned', async () => {
    const raw = message('example.org', [
      'DKIM-Signature: v=1; d=mailer.example.net; s=x; b=AAAA',
      'Authentication-Results: mx.example.net; dkim=pass header.i=@mailer.example.net',
    ]);
    assert.deepEqual(await signalsOf(raw, { dns: 'off', trusted: ['mx.example.net'] }), ['auth_dkim_unaligned']);
  });
});

describe('Authentication-Results parsing', () => {
  it('reads the authserv-id, methods, properties and comments', () => {
    const field = parseResultsField(
      ' mx.example.net 1;\r\n dkim=pass (good signature) header.d="example.org" header.s=s1;\r\n dmarc=fail action=oreject header.from=example.org',
    );
    assert.equal(field?.authservId, 'mx.example.net');
    assert.deepEqual(
      field?.results.map((entry) => [entry.method, entry.result]),
      [
        ['dkim', 'pass'],
        ['dmarc', 'fail'],
      ],
    );
    assert.equal(field?.results[0]?.properties['header.d'], 'example.org');
    assert.equal(field?.results[0]?.comment, 'good signature');
    assert.equal(field?.results[1]?.properties['action'], 'oreject');
  });

  it('skips the instance tag of ARC-Authentication-Results, and trusts them only from a verified chain', () => {
    const arc = ['i=1; mx.example.net; dkim=pass header.d=example.org'];
    assert.equal(parseResultsField(arc[0] as string, true)?.authservId, 'mx.example.net');
    const input = { authenticationResults: [], arcAuthenticationResults: arc, trustedAuthservIds: ['mx.example.net'] };
    assert.equal(trustedResults({ ...input, arcChainVerified: false }).length, 0);
    assert.equal(trustedResults({ ...input, arcChainVerified: true }).length, 1);
  });

  it('has no authserv-id in an empty field', () => {
    assert.equal(parseResultsField('  '), undefined);
  });
});

describe('resolver settings', () => {
  it('builds none for off or an unreadable server, one for system and IP[:PORT]', () => {
    assert.equal(resolverFor('off'), undefined);
    assert.equal(resolverFor('not-an-ip'), undefined);
    assert.equal(typeof resolverFor('system'), 'function');
    assert.equal(typeof resolverFor('192.0.2.53:5353'), 'function');
    assert.equal(typeof resolverFor('[2001:db8::53]:53'), 'function');
  });

  it('tells unanswered lookups from answered absences', async () => {
    const answered = guardResolver(recorded, Date.now() + 10_000, new AbortController().signal);
    await assert.rejects(answered.resolve('missing.example', 'TXT'), { code: 'ENOTFOUND' });
    assert.equal(answered.unanswered(), false);
    const past = guardResolver(recorded, Date.now() - 1, new AbortController().signal);
    await assert.rejects(past.resolve('rsa._domainkey.example.org', 'TXT'), { code: 'ETIMEOUT' });
    assert.equal(past.unanswered(), true);
  });
});

describe('resolver sight', () => {
  const FAR = Date.now() + 60_000;
  const NEVER = new AbortController().signal;
  const failing =
    (code: string): DnsResolver =>
    async () => {
      throw Object.assign(new Error(code), { code });
    };

  it('keeps one resolver per setting, so its answer cache serves every analysis', () => {
    assert.equal(resolverFor('system'), resolverFor('system'));
  });

  it('calls a resolver that denies even the canaries blind, and one that answers or times out not', async () => {
    assert.equal(await resolverIsBlind(failing('ENOTFOUND'), FAR, NEVER), true);
    assert.equal(await resolverIsBlind(async () => [['v=DMARC1; p=none']], FAR, NEVER), false);
    // Down, not blind: its lookups time out and the analysis reports them as unverified; and
    // that verdict is not kept, so a resolver that later denies everything is found blind.
    let code = 'ETIMEOUT';
    const flaky: DnsResolver = async () => {
      throw Object.assign(new Error(code), { code });
    };
    assert.equal(await resolverIsBlind(flaky, FAR, NEVER), false);
    code = 'ENOTFOUND';
    assert.equal(await resolverIsBlind(flaky, FAR, NEVER), true);
  });

  it('asks the canaries again once the verdict is old', async () => {
    let clock = 0;
    let denies = true;
    const resolver: DnsResolver = async () => {
      if (denies) throw Object.assign(new Error('none'), { code: 'ENOTFOUND' });
      return [['ok']];
    };
    assert.equal(await resolverIsBlind(resolver, FAR, NEVER, () => clock), true);
    denies = false;
    assert.equal(await resolverIsBlind(resolver, FAR, NEVER, () => clock), true);
    clock = SIGHT_RECHECK_MS + 1;
    assert.equal(await resolverIsBlind(resolver, FAR, NEVER, () => clock), false);
  });
});

describe('DNS answer cache', () => {
  it('reuses answers and absences until they expire, and forgets failures to answer', async () => {
    let clock = 0;
    const asked: string[] = [];
    const inner: DnsResolver = async (name) => {
      asked.push(name);
      if (name === 'broken.example') throw Object.assign(new Error('timeout'), { code: 'ETIMEOUT' });
      if (name === 'missing.example') throw Object.assign(new Error('none'), { code: 'ENOTFOUND' });
      return [['v=DMARC1; p=none']];
    };
    const cached = cachedResolver(inner, { maxEntries: 2, ttlMs: 100, now: () => clock });
    await cached('a.example', 'TXT');
    await cached('A.example', 'TXT');
    await assert.rejects(cached('missing.example', 'TXT'));
    await assert.rejects(cached('missing.example', 'TXT'));
    await assert.rejects(cached('broken.example', 'TXT'));
    await assert.rejects(cached('broken.example', 'TXT'));
    assert.deepEqual(asked, ['a.example', 'missing.example', 'broken.example', 'broken.example']);
    clock = 200;
    await cached('a.example', 'TXT');
    assert.equal(asked.at(-1), 'a.example');
  });
});
