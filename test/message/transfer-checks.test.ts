// The raw checks of transfer encodings: base64's alphabet and length, read through a byte table.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { isBadBase64 } from '../../src/message/transfer-checks.ts';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

/** The rule as written: any byte outside the alphabet, `=` and whitespace is bad, and so is one lone data character at the end. */
function badByRule(raw: Uint8Array): boolean {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let data = 0;
  for (const c of raw) {
    const char = String.fromCharCode(c);
    if (alphabet.includes(char)) data++;
    else if (!'= \t\r\n'.includes(char)) return true;
  }
  return data % 4 === 1;
}

describe('isBadBase64', () => {
  it('accepts wrapped and padded base64 and refuses foreign bytes and a lone last character', () => {
    assert.equal(isBadBase64(bytes('SGVsbG8s\r\nIHdvcmxk\r\nIQ==\r\n')), false);
    assert.equal(isBadBase64(bytes('SGVsbG8*')), true);
    assert.equal(isBadBase64(bytes('SGVsbG8sI')), true);
    assert.equal(isBadBase64(Uint8Array.of(0x53, 0x47, 0x56, 0xc3)), true);
    assert.equal(isBadBase64(new Uint8Array(0)), false);
  });

  it('agrees with the rule on any bytes', () => {
    const base64ish = fc.constantFrom(...[...'ABCxyz019+/= \t\r\n'].map((char) => char.charCodeAt(0)), 0x00, 0x2a, 0x7f, 0x80, 0xff);
    fc.assert(
      fc.property(fc.array(fc.oneof(base64ish, fc.integer({ min: 0, max: 255 })), { maxLength: 64 }), (values) => {
        const raw = Uint8Array.from(values);
        assert.equal(isBadBase64(raw), badByRule(raw));
      }),
    );
  });
});
