import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { AreaContext } from '../../src/analysis/area.ts';
import { senderArea } from '../../src/analysis/areas/sender.ts';
import type { SignalCode } from '../../src/contract/signals.ts';
import { parseMessage } from '../../src/message/parse.ts';

// The sender area with the wider brand list: a brand named from a domain that is not its own
// fires, the brand's own domains (and its member institutions') stay silent.

async function senderSignals(from: string): Promise<SignalCode[]> {
  const raw = [
    `From: ${from}`,
    'To: Luis <luis@example.net>',
    'Subject: Your account',
    'Date: Tue, 4 Mar 2025 11:14:55 +0100',
    'Message-ID: <20250304.4821@mail.example.org>',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hello,\r\n',
  ].join('\r\n');
  const model = await parseMessage(new TextEncoder().encode(raw));
  const context: AreaContext = { signal: new AbortController().signal, deadline: Date.now() + 5_000, trustedAuthservIds: [], dns: 'off' };
  return [...(await senderArea.run(model, context)).signals].sort();
}

const claims = (signals: readonly SignalCode[]): boolean => signals.includes('sender_display_name_brand');
const imitates = (signals: readonly SignalCode[]): boolean => signals.includes('sender_domain_lookalike');

describe('new brands in the sender area', () => {
  it('fire from a foreign domain', async () => {
    for (const from of ['Costco Customer Support <win@promo-rewards.example>', 'Sparkasse <sicherheit@kunden-info.example>', 'Belastingdienst <noreply@aanslag.example>', 'GLS Seguimiento del paquete <info@envios.example>', 'Temu <gift@prize.example>', 'T-Mobile <rewards@points.example>']) {
      assert.ok(claims(await senderSignals(from)), from);
    }
  });

  it('stay silent from their own domains and member institutions', async () => {
    for (const from of ['Costco <costco@online.costco.com>', 'Sparkasse KölnBonn <info@sparkasse-koelnbonn.de>', 'Belastingdienst <noreply@belastingdienst.nl>', 'GLS <noreply@gls-spain.es>', 'Temu <news@temu.com>', 'Lidl <news@news.lidl.de>', 'DETRAN-SP <avisos@detran.sp.gov.br>']) {
      const signals = await senderSignals(from);
      assert.ok(!claims(signals) && !imitates(signals), from);
    }
  });

  it('read an embedded brand in the From domain as a lookalike', async () => {
    assert.ok(imitates(await senderSignals('Kundenservice <info@email-telekom.de>')));
    assert.ok(imitates(await senderSignals('Rabobank <alert@rabobank-verificatie.example>')));
  });

  it('leave people and ordinary words that share a brand name alone', async () => {
    for (const from of ['Otto Weber <otto@weber-bau.example>', 'Tim Lee <tim@example.org>', 'Free Delivery <offers@shop.example>', 'Orange County Register <news@ocregister.example>']) {
      assert.deepEqual(await senderSignals(from), [], from);
    }
  });
});
