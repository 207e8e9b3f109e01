import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { analyzeBytes, analyzeMessage } from '../../src/analysis/analyze.ts';
import { CONTRACT_LIMITS } from '../../src/message/limits.ts';
import { isMessageRejection } from '../../src/message/rejection.ts';
import { parse, rawMessage, utf8Bytes } from './fixtures.ts';

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
