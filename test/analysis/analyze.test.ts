import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { analyzeBytes, analyzeMessage } from '../../src/analysis/analyze.ts';
import { CONTRACT_LIMITS } from '../../src/message/limits.ts';
import { isMessageRejection } from '../../src/message/rejection.ts';
import { mixed, textPart } from '../message/mime.ts';
import { parse, rawMessage, utf8Bytes } from './fixtures.ts';
import { base64, textPdf } from './formats-builders.ts';

describe('analyzeBytes', () => {
  it('parses and analyses in one call, like analyzeMessage on the parsed model', async () => {
    const raw = rawMessage({ without: ['to', 'date'] });
    const fromBytes = await analyzeBytes(utf8Bytes(raw), { budgetMs: 5_000, dns: 'off' });
    assert.deepEqual(fromBytes, await analyzeMessage(await parse(raw), { budgetMs: 5_000, dns: 'off' }));
    assert.deepEqual(
      fromBytes.signalCodes.filter((code) => code.startsWith('structure_')),
      ['structure_missing_headers', 'structure_undisclosed_recipients'],
    );
    assert.equal(fromBytes.verdict, 'clean');
    assert.equal(fromBytes.risk, 'low');
  });

  it('rejects what cannot be analysed with the parser’s MessageRejection', async () => {
    await assert.rejects(analyzeBytes(new Uint8Array(0), { budgetMs: 5_000 }), (error) => {
      assert.ok(isMessageRejection(error));
      assert.equal(error.detail.code, 'empty_body');
      return true;
    });
  });

  it('applies lowered structural limits', async () => {
    const limits = { ...CONTRACT_LIMITS, structural: { ...CONTRACT_LIMITS.structural, header_count: 3 } };
    await assert.rejects(analyzeBytes(utf8Bytes(rawMessage()), { budgetMs: 5_000, limits }), (error) => {
      assert.ok(isMessageRejection(error));
      assert.deepEqual(error.detail, { code: 'email_too_complex', limit: 'header_count', max: 3 });
      return true;
    });
  });

  it('counts parsing against the budget: a spent budget leaves only the structure area', async () => {
    const analysis = await analyzeBytes(utf8Bytes(rawMessage()), {
      budgetMs: 5_000,
      deadline: Date.now() - 1,
      areas: [{ name: 'links', run: () => ({ signals: ['link_ip_host'] }) }],
    });
    assert.deepEqual(analysis.signalCodes, ['coverage_budget_exhausted']);
    assert.equal(analysis.completeness, 'partial');
  });
});

describe('a lure only in an attached PDF', () => {
  const withPdf = (lines: readonly string[]) =>
    mixed([
      textPart('Hello,\n\nPlease find attached the confirmation of your order for your records.\n\nKind regards,\nCustomer Service'),
      {
        headers: [
          'Content-Type: application/pdf; name="Order_88412.pdf"',
          'Content-Transfer-Encoding: base64',
          'Content-Disposition: attachment; filename="Order_88412.pdf"',
        ],
        body: base64(textPdf(lines)),
      },
    ]);
  it('is read by the whole engine: the callback number in the PDF makes it fraud', async () => {
    const lure = [
      'Your Norton subscription has been renewed and charged $399.99.',
      'If you did not authorize this charge, call our billing department',
      'at +1 (808) 555-0199 within 24 hours.',
    ];
    const analysis = await analyzeBytes(withPdf(lure), { budgetMs: 5_000, dns: 'off' });
    assert.ok(analysis.signalCodes.includes('content_callback_lure'), analysis.signalCodes.join(', '));
    assert.equal(analysis.verdict, 'fraud');
  });
  it('leaves an ordinary order confirmation with a phone number clean', async () => {
    const order = ['Order 88412 - 2 x desk lamp, EUR 58.00', 'Delivery: Calle Mayor 4, Madrid', 'Questions? Call us on +34 910 555 019.'];
    // The content area's reading of the PDF is what is tested: the learned layer is left out.
    const analysis = await analyzeBytes(withPdf(order), { budgetMs: 5_000, dns: 'off', model: 'off' });
    assert.ok(!analysis.signalCodes.some((code) => code.startsWith('content_')), analysis.signalCodes.join(', '));
  });
});
