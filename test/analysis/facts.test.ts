import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { AreaContext } from '../../src/analysis/area.ts';
import { applyDrops } from '../../src/analysis/drops.ts';
import { FACT_NAMES, FACTS, isFactName } from '../../src/analysis/facts/catalog.ts';
import type { FactName } from '../../src/analysis/facts/catalog.ts';
import { MESSAGE_FACTS, MessageFacts, observedFacts } from '../../src/analysis/facts/stage.ts';
import type { DropRule } from '../../src/analysis/rules/policy-types.ts';
import { SIGNAL_CODES } from '../../src/contract/signals.ts';
import { message } from './fixtures.ts';

const context = (): AreaContext => ({ signal: new AbortController().signal, deadline: Date.now() + 5_000, trustedAuthservIds: [], dns: 'off' });

describe('facts: the catalog', () => {
  it('defines every message fact once in the stage, and no fact is a public signal code', () => {
    const message = FACT_NAMES.filter((name) => FACTS[name].source === 'message').sort();
    assert.deepEqual(Object.keys(MESSAGE_FACTS).sort(), message);
    for (const name of FACT_NAMES) assert.ok(!(SIGNAL_CODES as readonly string[]).includes(name), name);
    assert.ok(isFactName('private_correspondence'));
    assert.ok(!isFactName('toString'));
  });
});

describe('facts: one message', () => {
  it('computes message facts from the message and keeps the observed ones the areas reported', async () => {
    const freemail = await message({
      without: ['from', 'to'],
      add: ['From: Ana <ana.perez@gmail.com>', 'To: Luis <luis.gomez@yahoo.com>', 'List-Id: <club.example.org>'],
    });
    const facts = new MessageFacts(freemail, context(), observedFacts(['callback_story', 'freemail_author', 'no_such_fact']));
    assert.equal(await facts.get('freemail_author'), true);
    assert.equal(await facts.get('private_correspondence'), true);
    assert.equal(await facts.get('list_headers'), true);
    assert.equal(await facts.get('mailing_list'), true);
    assert.equal(await facts.get('discussion_list'), false);
    assert.equal(await facts.get('callback_story'), true);
    assert.equal(await facts.get('directory_listing'), false);
    // An area cannot claim a message fact: only the stage computes those.
    const company = new MessageFacts(await message(), context(), observedFacts(['freemail_author']));
    assert.equal(await company.get('freemail_author'), false);
  });

  it('returns the same answer object for a fact asked twice (computed once)', async () => {
    const facts = new MessageFacts(await message(), context());
    assert.equal(facts.get('sender_vouched'), facts.get('sender_vouched'));
  });
});

describe('facts: drop rules', () => {
  const rule: DropRule = {
    id: 'drop_test',
    why: 'A test.',
    when: { all: ['content_bank_detail_change'], none: ['content_urgency_threat'] },
    facts: { all: ['private_correspondence'], none: ['callback_story'] },
    drop: ['content_bank_detail_change', 'content_gift_card'],
  };

  it('drops what it names when its signals and facts hold, asking facts only then', async () => {
    const asked: FactName[] = [];
    const fact = (holding: FactName[]) => (name: FactName) => (asked.push(name), holding.includes(name));
    const present = new Set(['content_bank_detail_change', 'content_payment_request'] as const);
    assert.deepEqual(await applyDrops(present, [rule], fact(['private_correspondence'])), {
      dropped: new Set(['content_bank_detail_change']),
      fired: ['drop_test'],
    });
    assert.deepEqual((await applyDrops(present, [rule], fact(['private_correspondence', 'callback_story']))).fired, []);
    assert.deepEqual((await applyDrops(present, [rule], fact([]))).fired, []);
    asked.length = 0;
    assert.deepEqual((await applyDrops(new Set(['content_payment_request'] as const), [rule], fact(['private_correspondence']))).fired, []);
    assert.deepEqual(asked, []);
    assert.deepEqual(
      (await applyDrops(new Set(['content_bank_detail_change', 'content_urgency_threat'] as const), [rule], fact(['private_correspondence']))).fired,
      [],
    );
  });
});
