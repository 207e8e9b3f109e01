// windows-1252 is decoded by a fixed table, not by whatever the running Node release's
// TextDecoder does with 0x80–0x9F (some releases read them as C1 controls). The test runs the
// decoding modules under a TextDecoder that behaves like such a release.

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeWindows1252 } from '../../src/message/windows-1252.ts';

/** windows-1252 0x80–0x9F as the WHATWG Encoding Standard has them (the five gaps as C1). */
const HIGH_ROW = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const NativeTextDecoder = globalThis.TextDecoder;
/** A TextDecoder that reads the windows-1252 family as ISO-8859-1, as some Node releases do. */
class Latin1ReadingDecoder extends NativeTextDecoder {
  override decode(...args: Parameters<InstanceType<typeof NativeTextDecoder>['decode']>): string {
    const [input] = args;
    if (this.encoding !== 'windows-1252' || !ArrayBuffer.isView(input)) return super.decode(...args);
    return Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('latin1');
  }
}

describe('windows-1252', () => {
  it('decodes every byte as the Encoding Standard does', () => {
    const high = Uint8Array.from({ length: 32 }, (_, index) => 0x80 + index);
    assert.equal(decodeWindows1252(high), HIGH_ROW);
    const all = Uint8Array.from({ length: 256 }, (_, index) => index);
    const text = decodeWindows1252(all);
    assert.equal(text.length, 256);
    assert.equal(text.slice(0xa0), Buffer.from(all.subarray(0xa0)).toString('latin1'));
    assert.equal(text.slice(0, 0x80), Buffer.from(all.subarray(0, 0x80)).toString('latin1'));
  });

  it('reads ASCII bodies, whole or as a view into a larger buffer, as the table does', async () => {
    const iconv = (await import('iconv-lite')).default;
    const ascii = Uint8Array.from({ length: 128 }, (_, index) => index);
    assert.equal(decodeWindows1252(ascii), iconv.decode(Buffer.from(ascii), 'windows-1252'));
    // A view past non-ASCII bytes reads only its own.
    const mixed = Uint8Array.of(0x93, 0x41, 0x42, 0x94);
    assert.equal(decodeWindows1252(mixed.subarray(1, 3)), 'AB');
    assert.equal(decodeWindows1252(mixed), '“AB”');
  });

  it('reads binary formats byte for byte: each byte the code point of its value', async () => {
    const { latin1 } = await import('../../src/analysis/formats/bytes.ts');
    assert.equal(latin1(Uint8Array.of(0x25, 0x80, 0x9f, 0xa0)), '%\u0080\u009f\u00a0');
  });

  describe('under a Node release whose TextDecoder reads it as latin1', () => {
    let modules: {
      charset: typeof import('../../src/message/charset.ts');
      bytes: typeof import('../../src/analysis/formats/bytes.ts');
    };
    before(async () => {
      globalThis.TextDecoder = Latin1ReadingDecoder as typeof TextDecoder;
      // Fresh module instances, so that decoders made at load time see the simulated release.
      modules = {
        charset: await import(`../../src/message/charset.ts?release=${Date.now()}`),
        bytes: await import(`../../src/analysis/formats/bytes.ts?release=${Date.now()}`),
      };
    });
    after(() => {
      globalThis.TextDecoder = NativeTextDecoder;
    });

    it('still reads quotes, dashes and the euro sign of latin1, ASCII-labelled and unlabelled bodies', () => {
      const body = Uint8Array.of(0x93, 0x50, 0x61, 0x79, 0x94, 0x20, 0x96, 0x20, 0x80, 0x35, 0x20, 0xe9);
      for (const label of ['iso-8859-1', 'latin1', 'windows-1252', 'cp1252', undefined, 'x-unknown-charset']) {
        assert.equal(modules.charset.decodeText(body, label).text, '“Pay” – €5 é', String(label));
      }
      assert.equal(modules.charset.decodeText(Uint8Array.of(0x41, 0x42), 'us-ascii').text, 'AB');
    });

    it('reads bytes as their own code points where one character per byte is wanted', () => {
      assert.equal(modules.bytes.latin1(Uint8Array.of(0x25, 0x80, 0x93, 0xff)), '%\u0080\u0093ÿ');
      assert.equal(modules.bytes.latin1(Uint8Array.of(1, 2, 0x80, 4), 1, 3), '\u0002\u0080');
      assert.equal(modules.bytes.utf8OrLatin1(Uint8Array.of(0x93, 0x41)), '\u0093A');
    });
  });
});
