import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

import { SIGNAL_CODES } from '../../src/contract/signals.ts';
import type { SignalCode } from '../../src/contract/signals.ts';
import type { Area, AreaContext, AreaFindings, AreaName } from '../../src/analysis/area.ts';
import { MessageDerived } from '../../src/analysis/facts/derived.ts';
import { structureArea } from '../../src/analysis/areas/structure.ts';
import { analyzeMessage } from '../../src/analysis/engine.ts';
import { AREAS } from '../../src/analysis/registry.ts';
import { htmlToText } from '../../src/analysis/text/html-text.ts';
import { message, parse, rawMessage } from './fixtures.ts';
import type { ObservedFactName } from '../../src/analysis/facts/catalog.ts';

function area(name: AreaName, run: (context: AreaContext) => AreaFindings | Promise<AreaFindings>): Area {
  return { name, run: (_model, context) => run(context) };
}

const emits = (name: AreaName, ...signals: SignalCode[]) => area(name, () => ({ signals }));

/** An area that only finishes when the budget's AbortSignal fires, and then too late. */
function waitsForAbort(name: AreaName, seen: { aborted: boolean }): Area {
  return area(
    name,
    (context) =>
      new Promise((resolve) => {
        context.signal.addEventListener('abort', () => {
          seen.aborted = true;
          setImmediate(() => resolve({ signals: ['link_ip_host'] }));
        });
      }),
  );
}

describe('engine: registry', () => {
  it('runs the six areas by default, structure first', () => {
    assert.deepEqual(
      AREAS.map((entry) => entry.name),
      ['structure', 'authentication', 'sender', 'links', 'attachments', 'content'],
    );
    assert.equal(AREAS[0], structureArea);
  });

  it('finds nothing of concern in an ordinary message: clean, no risk, complete', async () => {
    const analysis = await analyzeMessage(await message(), { budgetMs: 5_000, dns: 'off' });
    assert.equal(analysis.verdict, 'clean');
    assert.equal(analysis.risk, 'none');
    assert.equal(analysis.completeness, 'complete');
    assert.deepEqual(analysis.warnings, []);
    // The fixture carries no DKIM signature and no trusted results: the only observations.
    assert.deepEqual(analysis.signalCodes, ['auth_dkim_missing', 'auth_results_missing']);
  });
});

describe('engine: running areas', () => {
  it('runs the structure area first, then the others, and passes the configuration on', async () => {
    const order: string[] = [];
    const contexts: AreaContext[] = [];
    const record = (name: AreaName) =>
      area(name, (context) => {
        order.push(name);
        contexts.push(context);
        return { signals: [] };
      });
    await analyzeMessage(await message(), {
      budgetMs: 5_000,
      trustedAuthservIds: ['mx.example.net'],
      dns: 'off',
      areas: [record('links'), record('structure'), record('content')],
    });
    assert.deepEqual(order, ['structure', 'links', 'content']);
    for (const context of contexts) {
      assert.deepEqual(context.trustedAuthservIds, ['mx.example.net']);
      assert.equal(context.dns, 'off');
      assert.equal(context.signal.aborted, false);
      // One holder of the message's derived values, shared by every area.
      assert.equal(context.derived, contexts[0]!.derived);
    }
  });

  it('gives each message a holder of its own, or the one the caller passes to read afterwards', async () => {
    const seen: AreaContext[] = [];
    const record = area('links', (context) => (seen.push(context), { signals: [] }));
    const model = await message();
    await analyzeMessage(model, { budgetMs: 5_000, dns: 'off', areas: [record] });
    await analyzeMessage(model, { budgetMs: 5_000, dns: 'off', areas: [record] });
    assert.notEqual(seen[0]!.derived, seen[1]!.derived);
    const derived = new MessageDerived(model);
    await analyzeMessage(model, { budgetMs: 5_000, dns: 'off', areas: [record], derived });
    assert.equal(seen[2]!.derived, derived);
  });

  it('renders an HTML body once for all the areas that read it, and again for the next message', async () => {
    // Nothing rendered for one message may serve another: a shared cache is a timing channel between tenants.
    const html = '<p>Dear <b>customer</b>, write me at lena.k1990@gmail.com</p><p>From: PayPal &lt;service@paypal.example&gt;<br>Sent: Monday</p>';
    class Counting extends MessageDerived {
      asks = 0;
      override htmlText(source: string, maxChars?: number): string {
        this.asks++;
        return super.htmlText(source, maxChars);
      }
    }
    for (let pass = 0; pass < 2; pass++) {
      const model = await message({ add: ['Subject: Fw: your account'], without: ['subject'], contentType: 'text/html; charset=utf-8', body: html });
      const renders: string[] = [];
      const derived = new Counting(model, (source, maxChars) => (renders.push(source), htmlToText(source, maxChars)));
      await analyzeMessage(model, { budgetMs: 5_000, dns: 'off', derived });
      assert.ok(derived.asks >= 3, `only ${derived.asks} asks`);
      assert.deepEqual(renders, [model.html]);
    }
  });

  it('defaults to no trusted authserv-ids and the system resolver', async () => {
    let seen: AreaContext | undefined;
    await analyzeMessage(await message(), { budgetMs: 5_000, areas: [area('sender', (context) => ((seen = context), { signals: [] }))] });
    assert.deepEqual(seen?.trustedAuthservIds, []);
    assert.equal(seen?.dns, 'system');
  });

  it('merges signals from all areas without duplicates, most severe first', async () => {
    const analysis = await analyzeMessage(await message(), {
      budgetMs: 5_000,
      areas: [
        emits('structure', 'structure_missing_headers'),
        emits('links', 'link_domain_lookalike', 'link_shortener'),
        emits('content', 'content_credential_request', 'link_shortener'),
        emits('sender', 'sender_display_name_brand'),
      ],
    });
    assert.deepEqual(analysis.signalCodes, [
      'link_domain_lookalike',
      'sender_display_name_brand',
      'content_credential_request',
      'link_shortener',
      'structure_missing_headers',
    ]);
    assert.equal(analysis.verdict, 'phishing');
    assert.equal(analysis.completeness, 'complete');
  });

  it('drops codes that are not in the catalog', async () => {
    const rogue = area('links', () => ({ signals: ['link_evil' as SignalCode, 'link_ip_host'] }));
    const analysis = await analyzeMessage(await message(), { budgetMs: 5_000, areas: [rogue] });
    assert.deepEqual(analysis.signalCodes, ['link_ip_host']);
  });
});

describe('engine: budget and failures', () => {
  it('reports an area that outruns the budget as coverage, aborts it and ignores its late findings', async () => {
    const seen = { aborted: false };
    const analysis = await analyzeMessage(await message(), {
      budgetMs: 30,
      areas: [emits('structure', 'structure_undisclosed_recipients'), waitsForAbort('links', seen), emits('content', 'content_urgency_threat')],
    });
    assert.equal(seen.aborted, true);
    assert.equal(analysis.completeness, 'partial');
    assert.deepEqual(analysis.signalCodes, ['content_urgency_threat', 'structure_undisclosed_recipients', 'coverage_budget_exhausted']);
  });

  it('still runs the structure area when the budget is already spent, and starts no other area', async () => {
    const started: string[] = [];
    const analysis = await analyzeMessage(await message({ without: ['message-id'] }), {
      budgetMs: 5_000,
      deadline: Date.now() - 1,
      areas: [
        structureArea,
        area('links', () => {
          started.push('links');
          return { signals: [] };
        }),
      ],
    });
    assert.deepEqual(started, []);
    assert.deepEqual(analysis.signalCodes, ['structure_missing_headers', 'coverage_budget_exhausted']);
    assert.equal(analysis.completeness, 'partial');
  });

  it('reports an area that throws, synchronously or not, as not finished, and carries on', async () => {
    const analysis = await analyzeMessage(await message(), {
      budgetMs: 5_000,
      areas: [
        area('structure', () => {
          throw new Error('boom');
        }),
        area('links', () => Promise.reject(new TypeError('async boom'))),
        emits('content', 'content_gift_card'),
      ],
    });
    assert.equal(analysis.completeness, 'partial');
    assert.deepEqual(analysis.signalCodes, ['content_gift_card', 'coverage_area_failed']);
  });

  it('treats malformed findings as a failure', async () => {
    for (const findings of [null, undefined, {}, { signals: 'link_ip_host' }]) {
      const analysis = await analyzeMessage(await message(), {
        budgetMs: 5_000,
        areas: [area('links', () => findings as unknown as AreaFindings)],
      });
      assert.deepEqual(analysis.signalCodes, ['coverage_area_failed'], JSON.stringify(findings));
      assert.equal(analysis.completeness, 'partial');
    }
  });

  it('is partial when a finished area reports a coverage code', async () => {
    const analysis = await analyzeMessage(await message(), {
      budgetMs: 5_000,
      areas: [emits('attachments', 'coverage_attachment_uninspected')],
    });
    assert.equal(analysis.completeness, 'partial');
    assert.deepEqual(analysis.signalCodes, ['coverage_attachment_uninspected']);
    assert.equal(analysis.verdict, 'clean');
  });
});

describe('engine: drop rules', () => {
  it("removes what an operator's drop rule drops, before the policy and from the codes, when the area reported its fact", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'centinela-drop-'));
    try {
      writeFileSync(
        join(dir, 'drop_gift_card_story.yaml'),
        'kind: composite\nid: drop_gift_card_story\nwhy: A test rule.\nwhen:\n  all: [content_gift_card, "fact:callback_story"]\neffect:\n  drop: [content_gift_card]\n',
      );
      const model = await message();
      const run = (facts: ObservedFactName[]) =>
        analyzeMessage(model, {
          budgetMs: 5_000,
          rules: dir,
          model: 'off',
          areas: [area('content', () => ({ signals: ['content_gift_card', 'content_urgency_threat'], facts }))],
        });
      const dropped = await run(['callback_story']);
      assert.deepEqual(dropped.signalCodes, ['content_urgency_threat']);
      assert.deepEqual(dropped.firedDrops, ['drop_gift_card_story']);
      const kept = await run([]);
      assert.deepEqual([...kept.signalCodes].sort(), ['content_gift_card', 'content_urgency_threat']);
      assert.deepEqual(kept.firedDrops, []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('engine: result lists', () => {
  it('truncates to 32 codes and warns, keeping coverage codes', async () => {
    const analysis = await analyzeMessage(await message(), {
      budgetMs: 5_000,
      areas: [emits('content', ...SIGNAL_CODES)],
    });
    assert.equal(analysis.signalCodes.length, 32);
    assert.ok(analysis.signalCodes.includes('coverage_budget_exhausted'));
    assert.deepEqual(analysis.warnings, ['signal_codes_truncated']);
    // The verdict is decided on every signal, not on the truncated list.
    assert.equal(analysis.verdict, 'malware');
  });

  it('carries the message warnings, in the contract order', async () => {
    const raw = rawMessage({ contentType: 'text/plain; charset=utf-8', body: 'Bad bytes: \xff\xfe here.\r\n', without: ['mime-version'] });
    const analysis = await analyzeMessage(await parse(raw, 'latin1'), { budgetMs: 5_000 });
    assert.deepEqual(analysis.warnings, ['malformed_message_accepted', 'invalid_utf8_replaced']);
    assert.ok(analysis.signalCodes.includes('structure_encoding_anomaly'));
  });
});
