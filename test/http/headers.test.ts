import assert from 'node:assert/strict';
import { test } from 'node:test';
import { acceptRequestId, checkIdempotencyKey, headerValues, isIdentityEncoding, isMessageRfc822, queryProblem } from '../../src/http/headers.ts';

test('X-Request-ID: a valid one is kept; missing, repeated or invalid ones are replaced by a valid one', () => {
  assert.equal(acceptRequestId(['abc-1234.x:y']), 'abc-1234.x:y');
  assert.equal(acceptRequestId(['req_abc_defg']), 'req_abc_defg');
  for (const values of [[], ['a'], ['abcdefgh', 'ijklmnop'], ['_abcdefgh'], ['abcdefgh\r\nX-Evil: 1'], ['x'.repeat(81)]]) {
    const id = acceptRequestId(values);
    assert.match(id, /^[A-Za-z0-9][A-Za-z0-9._:-]{7,79}$/);
    assert.ok(!values.includes(id));
  }
});

test('Idempotency-Key: length, alphabet, quoting, and no lists', () => {
  assert.deepEqual(checkIdempotencyKey([]), { ok: false, code: 'idempotency_key_missing' });
  assert.deepEqual(checkIdempotencyKey(['12345678']), { ok: true, key: '12345678' });
  assert.deepEqual(checkIdempotencyKey(['a'.repeat(128)]), { ok: true, key: 'a'.repeat(128) });
  assert.deepEqual(checkIdempotencyKey(['Az09-_.:~+/=']), { ok: true, key: 'Az09-_.:~+/=' });
  assert.deepEqual(checkIdempotencyKey(['"quoted-key-1"']), { ok: true, key: 'quoted-key-1' });
  for (const bad of ['1234567', 'a'.repeat(129), 'with space', 'a,b,c,d,e,f', 'abcdefgh, ijklmnop', '"abc"def"', '""', 'ñandúñandú', '"short"']) {
    assert.deepEqual(checkIdempotencyKey([bad]), { ok: false, code: 'idempotency_key_invalid' }, bad);
  }
  assert.deepEqual(checkIdempotencyKey(['12345678', '12345678']), { ok: false, code: 'idempotency_key_invalid' });
});

test('Content-Type: message/rfc822 in any case with parameters', () => {
  assert.equal(isMessageRfc822('message/rfc822'), true);
  assert.equal(isMessageRfc822('MESSAGE/RFC822; charset=utf-8'), true);
  assert.equal(isMessageRfc822(' message/rfc822 ;x=y'), true);
  for (const other of [undefined, '', 'message/rfc8222', 'application/json', 'message/rfc822x', 'text/plain; x=message/rfc822']) {
    assert.equal(isMessageRfc822(other), false);
  }
});

test('Content-Encoding: absent or identity only', () => {
  assert.equal(isIdentityEncoding([]), true);
  assert.equal(isIdentityEncoding(['identity']), true);
  assert.equal(isIdentityEncoding(['Identity']), true);
  assert.equal(isIdentityEncoding(['gzip']), false);
  assert.equal(isIdentityEncoding(['identity, gzip']), false);
  assert.equal(isIdentityEncoding(['identity', 'br']), false);
});

test('query strings: credential-looking names are told apart from the rest', () => {
  for (const query of ['api_key=x', 'APIKEY=x', 'key', 'x-api-key=1', 'token=a&b=c', 'a=1&access_token=2', 'api%5Fkey=x']) {
    assert.equal(queryProblem(query), 'credential_in_url', query);
  }
  for (const query of ['', 'customer=acme', 'keys=1', 'a=%zz']) assert.equal(queryProblem(query), 'query_not_supported', query);
});

test('headerValues keeps repeated fields apart, matching names in any case', () => {
  assert.deepEqual(headerValues(['Idempotency-Key', 'a', 'host', 'h', 'idempotency-key', 'b'], 'IDEMPOTENCY-KEY'), ['a', 'b']);
  assert.deepEqual(headerValues(['host', 'h'], 'x-api-key'), []);
});
