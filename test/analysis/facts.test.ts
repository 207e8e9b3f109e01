import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { AreaContext } from '../../src/analysis/area.ts';
import { messageContext, MessageDerived } from '../../src/analysis/facts/derived.ts';
import { contentArea } from '../../src/analysis/areas/content.ts';
import { applyDrops } from '../../src/analysis/drops.ts';
import { FACT_NAMES, FACTS, isFactName } from '../../src/analysis/facts/catalog.ts';
import type { FactName } from '../../src/analysis/facts/catalog.ts';
import { MESSAGE_FACTS, MessageFacts, observedFacts } from '../../src/analysis/facts/stage.ts';
import type { DropRule } from '../../src/analysis/rules/policy-types.ts';
import { SIGNAL_CODES } from '../../src/contract/signals.ts';
import type { MessageModel } from '../../src/message/model.ts';
import { htmlToText } from '../../src/analysis/text/html-text.ts';
import { message } from './fixtures.ts';

const context = (model: MessageModel): AreaContext =>
  messageContext(model, { signal: new AbortController().signal, deadline: Date.now() + 5_000, trustedAuthservIds: [], dns: 'off' });

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
    const facts = new MessageFacts(freemail, context(freemail), observedFacts(['callback_story', 'freemail_author', 'no_such_fact']));
    assert.equal(await facts.get('freemail_author'), true);
    assert.equal(await facts.get('private_correspondence'), true);
    assert.equal(await facts.get('list_headers'), true);
    assert.equal(await facts.get('mailing_list'), true);
    assert.equal(await facts.get('discussion_list'), false);
    assert.equal(await facts.get('callback_story'), true);
    assert.equal(await facts.get('directory_listing'), false);
    // An area cannot claim a message fact: only the stage computes those.
    const plain = await message();
    const company = new MessageFacts(plain, context(plain), observedFacts(['freemail_author']));
    assert.equal(await company.get('freemail_author'), false);
  });

  it('returns the same answer object for a fact asked twice (computed once)', async () => {
    const model = await message();
    const facts = new MessageFacts(model, context(model));
    assert.equal(facts.get('sender_vouched'), facts.get('sender_vouched'));
  });
});

describe('facts: bulk, defined once', () => {
  const FOOTER = 'Hello Luis,\r\n\r\nOur spring catalogue is out.\r\n\r\nClick here to unsubscribe.\r\n';
  const bulkFacts = async (spec: Parameters<typeof message>[0]) => {
    const model = await message(spec);
    const facts = new MessageFacts(model, context(model));
    return { headers: await facts.get('bulk_headers'), mail: await facts.get('bulk_mail'), list: await facts.get('list_headers') };
  };

  it('reads a list manager, an ESP or an unsubscribe footer as bulk, and a person’s note as none', async () => {
    assert.deepEqual(await bulkFacts({ add: ['List-Unsubscribe: <https://news.example.org/u>'] }), { headers: true, mail: true, list: true });
    assert.deepEqual(await bulkFacts({ add: ['X-Mailjet-Campaign: 42'] }), { headers: true, mail: true, list: false });
    assert.deepEqual(await bulkFacts({ add: ['Precedence: bulk'] }), { headers: true, mail: true, list: false });
    // The footer alone: bulk mail, but the headers say nothing (a forward quotes a newsletter's footer).
    assert.deepEqual(await bulkFacts({ body: FOOTER }), { headers: false, mail: true, list: false });
    assert.deepEqual(await bulkFacts({}), { headers: false, mail: false, list: false });
  });

  it('does not count a discussion list, though it was sent through a list manager', async () => {
    const discussion = ['List-Id: <club.example.org>', 'List-Post: <mailto:club@example.org>', 'List-Unsubscribe: <mailto:club-leave@example.org>'];
    assert.deepEqual(await bulkFacts({ add: discussion, body: FOOTER }), { headers: false, mail: false, list: true });
  });

  it('takes only Feedback-ID from an ESP’s fields on a free mailbox’s mail', async () => {
    const freemail = (field: string) => ({ without: ['from'], add: ['From: Ana <ana.perez@gmail.com>', field] });
    assert.deepEqual(await bulkFacts(freemail('X-Mailjet-Campaign: 42')), { headers: false, mail: false, list: false });
    assert.deepEqual(await bulkFacts(freemail('Feedback-ID: 1:forms:gmail')), { headers: true, mail: true, list: false });
  });

  it('is what the content area reports as content_bulk_marketing, computed once for the area and the drop rules', async () => {
    for (const [spec, bulk] of [
      [{ body: FOOTER }, true],
      [{}, false],
    ] as const) {
      const model = await message(spec);
      const shared = context(model);
      assert.equal((await contentArea.run(model, shared)).signals.includes('content_bulk_marketing'), bulk);
      assert.equal(await new MessageFacts(model, shared).get('bulk_mail'), bulk);
      // The area's answer is the one kept: asked again, the fact is not computed again.
      assert.equal(
        shared.derived.fact(model, 'bulk_mail', () => !bulk),
        bulk,
      );
    }
  });
});

describe('facts: the derived values holder', () => {
  it('makes each value and each message fact once, and keeps nothing when making throws', async () => {
    const model = await message();
    const derived = new MessageDerived(model);
    let made = 0;
    const make = () => (made++, 'text');
    assert.equal(derived.peek(model, 'quotedText'), undefined);
    assert.equal(derived.get(model, 'quotedText', make), 'text');
    assert.equal(derived.get(model, 'quotedText', make), 'text');
    assert.equal(derived.peek(model, 'quotedText'), 'text');
    assert.equal(made, 1);
    assert.equal(
      derived.fact(model, 'bulk_mail', () => (made++, true)),
      true,
    );
    assert.equal(
      derived.fact(model, 'bulk_mail', () => (made++, false)),
      true,
    );
    assert.equal(made, 2);
    assert.throws(() =>
      derived.get(model, 'forwardedLetter', () => {
        throw new Error('broken');
      }),
    );
    assert.equal(
      derived.get(model, 'forwardedLetter', () => (made++, undefined)),
      undefined,
    );
    assert.equal(made, 3);
  });

  it('renders each HTML source once, by the source after the cut, and keeps it for its own message only', async () => {
    const model = await message();
    const renders: string[] = [];
    const render = (source: string, maxChars?: number) => (renders.push(source), htmlToText(source, maxChars));
    const derived = new MessageDerived(model, render);
    const html = '<p>Dear <b>reader</b>,</p><p>please sign in</p>';
    assert.equal(derived.htmlText(html), htmlToText(html));
    assert.equal(derived.htmlText(html, 1_000), htmlToText(html));
    assert.equal(derived.htmlText(`${html}<p>more</p>`, html.length), htmlToText(html));
    assert.equal(derived.htmlText(html, 20), htmlToText(html, 20));
    assert.deepEqual(renders, [html, html.slice(0, 20)]);
    new MessageDerived(model, render).htmlText(html);
    assert.equal(renders.length, 3);
  });

  it('refuses to answer for another message', async () => {
    const one = await message();
    const other = await message();
    const derived = new MessageDerived(one);
    assert.throws(() => derived.get(other, 'quotedText', () => ''), /other than/);
    assert.throws(() => derived.fact(other, 'bulk_mail', () => true), /other than/);
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
