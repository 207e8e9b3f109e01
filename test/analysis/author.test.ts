import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { analyzeMessage } from '../../src/analysis/analyze.ts';
import { authorDisplayName, authorDomain, authorMailbox } from '../../src/analysis/identity/author.ts';
import { message } from './fixtures.ts';

const fromLine = (value: string) => message({ without: ['from'], add: [`From: ${value}`] });

describe('the author of a message', () => {
  it('is the one From mailbox of an ordinary message', async () => {
    const model = await fromLine('Ana Pérez <ana@example.org>');
    assert.equal(authorMailbox(model)?.address, 'ana@example.org');
    assert.equal(authorDomain(model), 'example.org');
    assert.equal(authorDisplayName(model), 'Ana Pérez');
  });

  it('is the first mailbox with a domain when an unquoted comma splits the name', async () => {
    const model = await fromLine('Pérez, Ana <ana@example.org>');
    assert.equal(model.addresses.from.length, 2);
    assert.equal(authorDomain(model), 'example.org');
    assert.equal(authorDisplayName(model), 'Pérez Ana');
  });

  it('names each repeated piece once, so "UPS, UPS," still reads as UPS', async () => {
    const model = await fromLine('UPS, UPS, <news@shop.example>');
    assert.equal(authorDisplayName(model), 'UPS');
    assert.equal(authorDomain(model), 'shop.example');
  });

  it('has no domain when no From mailbox has an address', async () => {
    const model = await fromLine('Undisclosed sender');
    assert.equal(authorMailbox(model), undefined);
    assert.equal(authorDomain(model), '');
  });

  it('is read the same way by every area: a split name on a parcel notice from a shop still claims the carrier', async () => {
    const model = await message({
      without: ['from', 'subject'],
      add: ['From: DHL, DHL, <news@shop.example>', 'Subject: Your parcel could not be delivered'],
      body: 'Your parcel is held at our depot. Confirm your delivery address and pay the customs fee today or it will be returned.\r\n',
    });
    const result = await analyzeMessage(model, { budgetMs: 5_000, dns: 'off' });
    assert.ok(result.signalCodes.includes('sender_display_name_brand'), result.signalCodes.join());
    assert.ok(result.signalCodes.includes('content_brand_lure'), result.signalCodes.join());
  });
});
