// The hostile review's inputs (issue 22), built here at a scale that proves each bound without
// taking seconds: what was quadratic or unbounded now ends quickly, and what is cut is said
// (`partial`, `coverage_limit_reached`). Timings are the bench's (`npm run bench:hostile`), not these tests'.

import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import jpeg from 'jpeg-js';
import PostalMime from 'postal-mime';
import QRCode from 'qrcode';
import fc from 'fast-check';
import { analyzeBytes } from '../../src/analysis/analyze.ts';
import { messageContext, offlineContext } from '../../src/analysis/facts/derived.ts';
import { DEFAULT_LIMITS, InflateBudget, limitsUntil } from '../../src/analysis/formats/limits.ts';
import { inspectFile } from '../../src/analysis/formats/inspect.ts';
import { inspectPdf } from '../../src/analysis/formats/pdf.ts';
import { collectLinks } from '../../src/analysis/links/collect.ts';
import { decodeQr, hasTooManyScans, jpegScanCount, MAX_JPEG_SCANS, pngInflatesWithinPixels } from '../../src/analysis/links/qr.ts';
import { loadQrReader, MAX_READER_MEMORY, qrReaderMemory, readQrInImage } from '../../src/analysis/links/qr-reader.ts';
import { GAP, HeadAndTail, headAndTail } from '../../src/analysis/text/head-and-tail.ts';
import { decodeBase64Body } from '../../src/message/base64.ts';
import { parseMessage } from '../../src/message/parse.ts';
import { extractUuencoded } from '../../src/message/uuencode.ts';
import {
  bareCrMessage,
  filler,
  lateLureMessage,
  lateLurePdfMessage,
  LURE,
  manyScansMessage,
  paddedLurePdfMessage,
  paddedQuadsMessage,
  pngBombsMessage,
  pngOfZeros,
  progressiveJpeg,
  textPdf,
  uuencodeBeginsMessage,
  withAttachment,
  zeroPdfsMessage,
  zerosPdf,
} from '../support/hostile-messages.ts';
import { docx } from './formats-builders.ts';

const analyze = (bytes: Uint8Array) => analyzeBytes(bytes, { budgetMs: 30_000, dns: 'off' });

// Links are collected and images read here without the engine, which would make the reader first.
before(() => loadQrReader());

describe('progressive JPEG with many scans', () => {
  it('builds a JPEG that jpeg-js decodes, so the refusal is of a real image', () => {
    const image = jpeg.decode(progressiveJpeg(64, 3), { useTArray: true });
    assert.equal(image.width, 64);
    assert.equal(image.height, 64);
  });

  it('counts scans without decoding, and stops counting past the bound', () => {
    assert.equal(jpegScanCount(progressiveJpeg(64, 5)), 6);
    assert.equal(jpegScanCount(progressiveJpeg(1400, 80_000)), MAX_JPEG_SCANS + 1);
    assert.equal(hasTooManyScans(progressiveJpeg(64, MAX_JPEG_SCANS - 1)), false);
    assert.equal(hasTooManyScans(progressiveJpeg(64, MAX_JPEG_SCANS)), true);
  });

  it('refuses to decode it, and the message says the picture went unsearched', async () => {
    // 20,000 scans of a 1400×1400 image: about 7 s of jpeg-js before the bound.
    assert.equal(decodeQr(progressiveJpeg(1400, 20_000)), undefined);
    const model = await parseMessage(manyScansMessage(1400, 20_000));
    assert.equal(collectLinks(model, offlineContext(model)).truncated, true);
    const result = await analyze(manyScansMessage(1400, 20_000));
    assert.equal(result.completeness, 'partial');
    assert.ok(result.signalCodes.includes('coverage_limit_reached'));
  });

  it('decodes no picture when too little time is left for it', async () => {
    const model = await parseMessage(manyScansMessage(1400, 4));
    const found = collectLinks(
      model,
      messageContext(model, { signal: new AbortController().signal, deadline: Date.now() + 50, trustedAuthservIds: [], dns: 'off' }),
    );
    assert.equal(found.truncated, true);
  });
});

describe('PNG whose data inflates past its pixels', () => {
  it('is refused before the decoder sees it: its buffer would grow with the data, not the picture', () => {
    const side = 500;
    const exact = side * (side + 1);
    assert.equal(pngInflatesWithinPixels(pngOfZeros(side, exact)), true);
    // 64 MiB of zeros in some 64 KB of file, for a picture of a quarter megapixel.
    const bomb = pngOfZeros(side, 64 * 1024 * 1024);
    assert.ok(bomb.length < 100_000);
    assert.equal(pngInflatesWithinPixels(bomb), false);
    assert.equal(decodeQr(bomb), undefined);
  });

  it('is told from a PNG cut short, which is no bomb: no code, nothing left unread', async () => {
    const stub = pngOfZeros(64, 64 * 65).subarray(0, 31);
    assert.equal(pngInflatesWithinPixels(stub), true);
    assert.equal(decodeQr(stub), undefined);
    const model = await parseMessage(withAttachment('Scan the code below with your phone.', [{ type: 'image/png', name: 'qr.png', bytes: stub }]));
    assert.equal(collectLinks(model, offlineContext(model)).truncated, false);
  });

  it('in a message, is not read, and the answer says so', async () => {
    const result = await analyze(pngBombsMessage(3, 64 * 1024 * 1024));
    assert.equal(result.completeness, 'partial');
    assert.ok(result.signalCodes.includes('coverage_limit_reached'));
  });

  it('given to the reader unchecked, meets its memory bound and leaves it reading', async () => {
    // Twice the bound: without it the module would take all of it, and keep it.
    const bomb = pngOfZeros(500, 2 * MAX_READER_MEMORY);
    assert.equal(readQrInImage(bomb), undefined);
    assert.ok(qrReaderMemory() <= MAX_READER_MEMORY, `${qrReaderMemory()} bytes`);
    const code = new Uint8Array(await QRCode.toBuffer('https://mfa-renewal.example.com/?u=77', { type: 'png', scale: 6 }));
    assert.equal(readQrInImage(code), 'https://mfa-renewal.example.com/?u=77');
  });
});

describe('base64 of padded quads', () => {
  it('decodes as postal-mime reads base64: units ended by padding, characters outside the alphabet skipped', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const body = fc.stringMatching(new RegExp(`^[${alphabet.replace('/', '\\/')}=\\r\\n !*]{0,200}$`));
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const message = `Content-Type: application/octet-stream\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename=a.bin\r\n\r\n${text}`;
        const email = await PostalMime.parse(message);
        const expected = new Uint8Array((email.attachments[0]?.content as ArrayBuffer | undefined) ?? new ArrayBuffer(0));
        const start = message.indexOf('\r\n\r\n') + 4;
        assert.deepEqual(decodeBase64Body(new TextEncoder().encode(message.slice(start))), expected);
      }),
      { numRuns: 300 },
    );
  });

  it('decodes bodies as encoders write them (lines of the alphabet, padding at the end) as postal-mime reads them', async () => {
    const body = fc
      .tuple(fc.uint8Array({ maxLength: 300 }), fc.integer({ min: 1, max: 80 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom('\r\n', '\n', ''))
      .map(([bytes, width, cut, end]) => {
        // Some bodies lose their padding or their last characters, as damaged mail does.
        const encoded = Buffer.from(bytes).toString('base64');
        const kept = cut === 0 ? encoded : cut === 1 ? encoded.replace(/=+$/, '') : encoded.slice(0, Math.max(0, encoded.length - cut));
        return (kept.match(new RegExp(`.{1,${width}}`, 'g')) ?? []).join('\r\n') + end;
      });
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const message = `Content-Type: application/octet-stream\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename=a.bin\r\n\r\n${text}`;
        const email = await PostalMime.parse(message);
        const expected = new Uint8Array((email.attachments[0]?.content as ArrayBuffer | undefined) ?? new ArrayBuffer(0));
        assert.deepEqual(decodeBase64Body(new TextEncoder().encode(text)), expected);
      }),
      { numRuns: 300 },
    );
  });

  it('reads half a million padded quads into one text in one pass', async () => {
    // postal-mime alone makes one buffer per quad: 2.6 million took 9 s and 3 GB.
    const model = await parseMessage(paddedQuadsMessage(500_000));
    assert.equal(model.text.length, 500_000);
    assert.match(model.text, /^A+$/);
  });
});

describe('uuencode', () => {
  it('keeps 20,000 unterminated begin lines as text, each looked at once', () => {
    // Each begin used to decode every line after it: 20,000 lines were 200 million line decodes.
    const text = 'begin 644 x\n'.repeat(20_000);
    const scan = extractUuencoded(text, () => assert.fail('no file'));
    assert.equal(scan.text, text);
    assert.equal(scan.files.length, 0);
  });

  it('still extracts a terminated block after unterminated ones', () => {
    const scan = extractUuencoded(`begin 644 a\nhello\nbegin 644 b\n#:&DA\n\`\nend\ntail`, () => {});
    assert.deepEqual(
      scan.files.map((file) => [file.filename, new TextDecoder().decode(file.content)]),
      [['b', 'hi!']],
    );
    assert.equal(scan.text, 'begin 644 a\nhello\ntail');
  });

  it('analyses a message of them', async () => {
    const result = await analyze(uuencodeBeginsMessage(20_000));
    assert.equal(result.verdict, 'clean');
  });
});

describe('documents: one decompression allowance per message', () => {
  it('shares the allowance between the PDFs of a message, and says when it runs out', () => {
    const mib = 1024 * 1024;
    const limits = { ...DEFAULT_LIMITS, maxInflatedBytes: 1.5 * mib };
    const shared = new InflateBudget(1.5 * mib);
    assert.equal(inspectPdf(zerosPdf(mib), limits, undefined, shared).truncated, false);
    assert.equal(inspectPdf(zerosPdf(mib), limits, undefined, shared).truncated, true);
    assert.equal(shared.left, 0);
  });

  it('reads the links of many bombs under one allowance, and reports the cut', async () => {
    // Five PDFs of 4 MiB each: each within the allowance alone, past it together.
    const model = await parseMessage(zeroPdfsMessage(5, 4 * 1024 * 1024));
    assert.equal(collectLinks(model, offlineContext(model)).truncated, true);
  });
});

describe('long lines with bare CR', () => {
  it('reads a long line of bare CRs within the text bounds, and says it cut', async () => {
    const result = await analyze(bareCrMessage(300_000));
    assert.equal(result.completeness, 'partial');
    assert.ok(result.signalCodes.includes('coverage_limit_reached'));
  });
});

describe('silent truncation', () => {
  it('keeps the head and the tail of a long text, and says it dropped the middle', () => {
    const keeper = new HeadAndTail(10, 10);
    for (const piece of ['0123456789', 'middle', 'of the text ', 'the end is here']) keeper.push(piece);
    assert.equal(keeper.cut, true);
    assert.equal(keeper.toString(), `0123456789${GAP}nd is here`);
    const short = new HeadAndTail(10, 10);
    short.push('0123456789abcdef');
    assert.equal(short.cut, false);
    assert.equal(short.toString(), '0123456789abcdef');
    assert.deepEqual(headAndTail('abcdefgh', 2, 2), { text: `ab${GAP}gh`, cut: true });
    assert.deepEqual(headAndTail('abcd', 2, 2), { text: 'abcd', cut: false });
  });

  it('finds a lure after 216 KB of filler text and reports the cut', async () => {
    const alone = await analyze(lateLureMessage(0));
    const late = await analyze(lateLureMessage(216_000));
    assert.equal(alone.verdict, 'phishing');
    assert.equal(late.verdict, 'phishing');
    assert.equal(late.completeness, 'partial');
    assert.ok(late.signalCodes.includes('coverage_limit_reached'));
  });

  it('finds a lure after 216,000 characters of a PDF page and reports the cut', async () => {
    const alone = await analyze(lateLurePdfMessage(0));
    const late = await analyze(lateLurePdfMessage(216_000));
    assert.ok(alone.signalCodes.includes('content_credential_request'));
    assert.ok(late.signalCodes.includes('content_credential_request'));
    assert.equal(late.verdict, alone.verdict);
    assert.ok(late.signalCodes.includes('coverage_limit_reached'));
    const pdf = inspectPdf(textPdf([...filler(216_000).match(/.{1,90}/g)!, LURE]), limitsUntil(Number.POSITIVE_INFINITY));
    assert.equal(pdf.textCut, true);
    assert.ok(pdf.text.trimEnd().endsWith(LURE));
  });

  it('says when a PDF page inflates past its allowance before the lure', async () => {
    // 20 MiB of whitespace: past the page-text allowance (a quarter of 64 MiB).
    const result = await analyze(paddedLurePdfMessage(20 * 1024 * 1024));
    assert.equal(result.completeness, 'partial');
    assert.ok(result.signalCodes.includes('coverage_limit_reached'));
  });

  it('says when a Word body reaches the text limit', () => {
    const body = (text: string): Uint8Array =>
      docx({
        'word/document.xml': `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      });
    const limits = { ...limitsUntil(Number.POSITIVE_INFINITY), maxTextChars: 1_000 };
    assert.equal(inspectFile({ bytes: body(filler(5_000)), name: 'notice.docx', declaredType: 'application/octet-stream' }, limits).textCut, true);
    assert.equal(inspectFile({ bytes: body('Quarterly figures'), name: 'notice.docx', declaredType: 'application/octet-stream' }, limits).textCut, false);
  });

  it('stays complete for a PDF and a text within the reading bounds', async () => {
    const result = await analyze(lateLurePdfMessage(20_000));
    assert.ok(!result.signalCodes.includes('coverage_limit_reached'));
    assert.equal((await analyze(lateLureMessage(20_000))).completeness, 'complete');
  });
});
