// The SMS analysis: the text's wording and the links in the text and the sender, under the
// budget. Past the deadline the links are not looked at and the answer says so.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ALLOWED_RISKS } from '../../src/contract/result.ts';
import { analyzeSms } from '../../src/analysis/sms.ts';

const LATER = (): number => Date.now() + 60_000;
const LURE = 'Correos: su paquete está retenido. Confirme la entrega y pague la tasa en http://198.18.40.2/entrega hoy.';

describe('analyzeSms', () => {
  test('reads the links of the text and of a sender that names a domain', () => {
    const analysis = analyzeSms({ text: LURE, sender: 'info@bit.ly' }, LATER());
    assert.equal(analysis.completeness, 'complete');
    assert.ok(analysis.signalCodes.includes('link_ip_host'), analysis.signalCodes.join());
    assert.ok(analysis.signalCodes.includes('link_shortener'), analysis.signalCodes.join());
    assert.ok(ALLOWED_RISKS[analysis.verdict].includes(analysis.risk));
  });

  test('a sender that is a number or a name is not read as a site', () => {
    for (const sender of ['+34600111222', 'CORREOS', '  ']) {
      const analysis = analyzeSms({ text: 'See you at six at the usual place.', sender }, LATER());
      assert.deepEqual(analysis.signalCodes, [], sender);
      assert.equal(analysis.verdict, 'clean');
    }
  });

  test('past the deadline the text is still read, the links are not, and the answer is partial', () => {
    const inTime = analyzeSms({ text: LURE }, LATER());
    const late = analyzeSms({ text: LURE }, Date.now() - 1);
    assert.equal(late.completeness, 'partial');
    assert.ok(late.signalCodes.includes('coverage_budget_exhausted'), late.signalCodes.join());
    assert.ok(!late.signalCodes.some((code) => code.startsWith('link_')), late.signalCodes.join());
    const wording = inTime.signalCodes.filter((code) => !code.startsWith('link_'));
    assert.ok(wording.length > 0, 'the lure has wording signals');
    assert.deepEqual(
      late.signalCodes.filter((code) => code !== 'coverage_budget_exhausted'),
      wording,
    );
  });
});
