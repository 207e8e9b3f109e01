import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import iconv from 'iconv-lite';
import { parseMessage } from '../../src/message/parse.ts';
import { bytes, latin1, simple } from './mime.ts';

async function body(charset: string | undefined, content: Uint8Array, encoding?: string) {
  const type = charset === undefined ? 'text/plain' : `text/plain; charset=${charset}`;
  const extra = encoding === undefined ? [] : [`Content-Transfer-Encoding: ${encoding}`];
  const payload = encoding === 'base64' ? Buffer.from(content).toString('base64') : content;
  return parseMessage(simple(type, payload, extra));
}

const SAMPLES: ReadonlyArray<readonly [string, string]> = [
  ['utf-8', 'Grüße, 你好, Привет'],
  ['iso-8859-1', 'Café déjà vu'],
  ['iso-8859-2', 'Zażółć gęślą jaźń'],
  ['iso-8859-5', 'Привет мир'],
  ['iso-8859-7', 'Καλημέρα'],
  ['iso-8859-15', 'Prix: 10 €'],
  ['windows-1250', 'Příliš žluťoučký kůň'],
  ['windows-1251', 'Здравствуйте'],
  ['windows-1252', '“Smart quotes” – €'],
  ['windows-1256', 'مرحبا'],
  ['koi8-r', 'Добрый день'],
  ['shift_jis', 'こんにちは世界'],
  ['euc-jp', 'こんにちは'],
  ['euc-kr', '안녕하세요'],
  ['ks_c_5601-1987', '안녕하세요'],
  ['gb2312', '你好世界'],
  ['gbk', '你好世界'],
  ['gb18030', '你好世界'],
  ['big5', '你好世界'],
  ['utf-16le', 'wide text ü'],
  ['utf-7', 'Hi Mom -☺-!'],
];

describe('text bodies are decoded to UTF-8 from every charset family', () => {
  for (const [charset, text] of SAMPLES) {
    it(charset, async () => {
      const model = await body(charset, iconv.encode(text, charset), 'base64');
      assert.equal(model.text, text);
      assert.deepEqual([...model.warnings], []);
      assert.equal(model.anomalies.has('charset_mismatch'), false);
    });
  }

  it('iso-2022-jp (escape sequences in 7-bit text)', async () => {
    // ESC $ B, then 日本 in JIS X 0208, then ESC ( B
    const jis = new Uint8Array([0x1b, 0x24, 0x42, 0x46, 0x7c, 0x4b, 0x5c, 0x1b, 0x28, 0x42]);
    assert.equal((await body('iso-2022-jp', jis)).text, '日本');
  });

  it('cp932 and windows-31j, Microsoft names for Shift_JIS', async () => {
    for (const label of ['cp932', 'windows-31j']) {
      assert.equal((await body(label, iconv.encode('日本語', 'shift_jis'), 'base64')).text, '日本語');
    }
  });

  it('utf-16 with a byte order mark', async () => {
    assert.equal((await body('utf-16', iconv.encode('ÀB', 'utf-16be', { addBOM: true }), 'base64')).text, 'ÀB');
  });

  it('quoted-printable bodies decode to bytes before the charset is applied', async () => {
    const model = await parseMessage(simple('text/plain; charset=iso-8859-1', 'caf=E9 cr=E8me', ['Content-Transfer-Encoding: quoted-printable']));
    assert.equal(model.text, 'café crème\n');
  });

  it('format=flowed text is unwrapped', async () => {
    const model = await body('utf-8; format=flowed', bytes('one long \r\nline\r\n'));
    assert.equal(model.text, 'one long line\n');
  });
});

describe('missing, lying and unknown charset labels', () => {
  it('no label: UTF-8 when the bytes are UTF-8, windows-1252 otherwise, no anomaly', async () => {
    assert.equal((await body(undefined, bytes('Grüße'), 'base64')).text, 'Grüße');
    const model = await body(undefined, latin1('Gr\xfc\xdfe'), 'base64');
    assert.equal(model.text, 'Grüße');
    assert.deepEqual([...model.anomalies], []);
  });

  it('us-ascii over UTF-8 bytes is read as UTF-8 and reported', async () => {
    const model = await body('us-ascii', bytes('naïve'), 'base64');
    assert.equal(model.text, 'naïve');
    assert.ok(model.anomalies.has('charset_mismatch'));
    assert.deepEqual([...model.warnings], []);
  });

  it('us-ascii over latin1 bytes is read as windows-1252 and reported', async () => {
    const model = await body('us-ascii', latin1('na\xefve \x93q\x94'), 'base64');
    assert.equal(model.text, 'naïve “q”');
    assert.ok(model.anomalies.has('charset_mismatch'));
  });

  it('a single-byte label over multi-byte UTF-8 is read as UTF-8 and reported', async () => {
    const model = await body('iso-8859-1', bytes('Grüße'), 'base64');
    assert.equal(model.text, 'Grüße');
    assert.ok(model.anomalies.has('charset_mismatch'));
  });

  it('a multi-byte label whose bytes do not decode falls back to UTF-8 and is reported', async () => {
    const model = await body('iso-2022-jp', bytes('déjà'), 'base64');
    assert.equal(model.text, 'déjà');
    assert.ok(model.anomalies.has('charset_mismatch'));
  });

  it('an unknown label: UTF-8 first, then windows-1252', async () => {
    const utf8 = await body('x-made-up', bytes('Grüße'), 'base64');
    assert.equal(utf8.text, 'Grüße');
    assert.ok(utf8.anomalies.has('unknown_charset'));
    const legacy = await body('x-made-up', latin1('Gr\xfc\xdfe'), 'base64');
    assert.equal(legacy.text, 'Grüße');
    assert.deepEqual([...legacy.warnings], []);
  });

  it('a UTF-8 label over invalid bytes replaces them and raises invalid_utf8_replaced', async () => {
    const model = await body('utf-8', latin1('caf\xe9'), 'base64');
    assert.equal(model.text, 'caf\ufffd');
    assert.ok(model.anomalies.has('invalid_utf8'));
    assert.deepEqual([...model.warnings], ['invalid_utf8_replaced']);
  });

  it('quoted labels and x- prefixes resolve', async () => {
    assert.equal((await body('"ISO-8859-1"', latin1('\xe9t\xe9'), 'base64')).text, 'été');
    assert.equal((await body('x-sjis', iconv.encode('日本', 'shift_jis'), 'base64')).text, '日本');
  });
});
