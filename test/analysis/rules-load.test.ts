import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';

import { decideVerdict } from '../../src/analysis/policy.ts';
import { loadRules, RulesError, SHIPPED_RULES_DIR } from '../../src/analysis/rules/load.ts';

const scratch = mkdtempSync(join(tmpdir(), 'centinela-rules-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
let folders = 0;

/** A folder holding the given files (path → YAML text). */
function folder(files: Record<string, string>): string {
  const dir = join(scratch, `f${folders++}`);
  mkdirSync(dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** A copy of the shipped rules with some files replaced or added. */
function shippedWith(files: Record<string, string>): string {
  const dir = join(scratch, `f${folders++}`);
  cpSync(SHIPPED_RULES_DIR, dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

function problems(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesError) return error.lines;
    throw error;
  }
  assert.fail('expected a RulesError');
}

const COMPOSITE = (id: string, body: string) => `kind: composite\nid: ${id}\nwhy: A test composite that says why it exists.\n${body}`;

describe('rules: loading the shipped folder', () => {
  it('loads without a problem and weighs every catalog code', () => {
    const { table, rules } = loadRules();
    assert.ok(table.composites.length > 50);
    assert.equal(rules.disabled.size, 0);
  });

  it('names the file and the field of an unknown signal code, one line each', () => {
    const dir = shippedWith({
      'composites/qr_code_lure.yaml': COMPOSITE(
        'qr_code_lure',
        'when:\n  all: [link_qr_cod]\n  some:\n    - of: [content_credential_requests]\neffect:\n  decide: phishing\n',
      ),
    });
    assert.deepEqual(
      problems(() => loadRules(undefined, dir)),
      [
        'rules/composites/qr_code_lure.yaml: when.all[0]: unknown signal code "link_qr_cod"',
        'rules/composites/qr_code_lure.yaml: when.some[0].of[0]: unknown signal code "content_credential_requests"',
      ],
    );
  });

  it('refuses a weight for a code the catalog lacks and a catalog code without a weight', () => {
    const dir = shippedWith({ 'weights/coverage.yaml': 'kind: weights\narea: coverage\nweights:\n  coverage_limit_reached: {}\n  coverage_made_up: {}\n' });
    const lines = problems(() => loadRules(undefined, dir));
    assert.ok(lines.includes('rules/weights/coverage.yaml: weights.coverage_made_up: unknown signal code "coverage_made_up"'), lines.join('\n'));
    assert.ok(lines.includes('rules/weights: coverage_area_failed: a catalog signal without a weight (give it {} to weigh nothing)'), lines.join('\n'));
  });

  it('refuses a code weighed in the wrong area or twice', () => {
    const dir = shippedWith({ 'weights/coverage.yaml': 'kind: weights\narea: coverage\nweights:\n  link_qr_code: { phishing: 3 }\n' });
    const lines = problems(() => loadRules(undefined, dir));
    assert.ok(lines.includes('rules/weights/coverage.yaml: weights.link_qr_code: the signal belongs to the links area, not coverage'), lines.join('\n'));
  });

  it('refuses duplicate composite ids and an id that differs from its file name', () => {
    const dir = shippedWith({
      'composites/extra.yaml': COMPOSITE('qr_code_lure', 'when:\n  all: [link_qr_code, content_brand_lure]\neffect:\n  decide: phishing\n'),
    });
    const lines = problems(() => loadRules(undefined, dir));
    assert.ok(
      lines.includes('rules/composites/extra.yaml: id: "qr_code_lure" differs from the file name (one composite per file, named by its id)'),
      lines.join('\n'),
    );
    assert.ok(
      lines.some((line) => line.startsWith('rules/composites/qr_code_lure.yaml: id: duplicate composite id "qr_code_lure"')),
      lines.join('\n'),
    );
  });

  it('reports schema problems by field, YAML syntax errors by file, and reserved effects', () => {
    const dir = shippedWith({
      'composites/qr_code_lure.yaml': COMPOSITE('qr_code_lure', 'when:\n  all: [link_qr_code]\n  sum: []\neffect:\n  decide: spam\n'),
      'composites/html_attachment_lure.yaml': 'kind: composite\nid: [unclosed\n',
      'composites/kit_marked_lure.yaml': COMPOSITE(
        'kit_marked_lure',
        'when:\n  all: [content_random_strings, content_hidden_text]\neffect:\n  emit: [content_hidden_text]\n',
      ),
    });
    const lines = problems(() => loadRules(undefined, dir));
    assert.ok(
      lines.some((line) => line.startsWith('rules/composites/qr_code_lure.yaml: when.sum: ')),
      lines.join('\n'),
    );
    assert.ok(lines.includes("rules/composites/qr_code_lure.yaml: effect.decide: expected string to match '^(malware|phishing|fraud)$'"), lines.join('\n'));
    assert.ok(
      lines.some((line) => /^rules\/composites\/html_attachment_lure\.yaml: .* at line \d+, column \d+$/.test(line)),
      lines.join('\n'),
    );
    assert.ok(
      lines.includes('rules/composites/kit_marked_lure.yaml: effect.emit: reserved and not evaluated yet; use raise, decide, mute or drop'),
      lines.join('\n'),
    );
    for (const line of lines) assert.ok(!line.includes('\n'));
  });

  it('refuses an unknown signal set and a group asking for more signals than it lists', () => {
    const dir = shippedWith({
      'composites/qr_code_lure.yaml': COMPOSITE(
        'qr_code_lure',
        'when:\n  all: [link_qr_code]\n  some:\n    - of: [$risky_link]\n    - of: [content_brand_lure]\n      min: 2\neffect:\n  decide: phishing\n',
      ),
    });
    assert.deepEqual(
      problems(() => loadRules(undefined, dir)),
      [
        'rules/composites/qr_code_lure.yaml: when.some[0].of[0]: unknown signal set "$risky_link"',
        'rules/composites/qr_code_lure.yaml: when.some[1].min: 2 is more than the 1 signals listed',
      ],
    );
  });

  it('compiles drop rules apart from the composites, with their facts', () => {
    const { table } = loadRules();
    const drop = table.drops.find((rule) => rule.id === 'drop_private_bank_news');
    assert.deepEqual(drop?.facts, { all: ['private_correspondence'], none: [] });
    assert.deepEqual(drop?.drop, ['content_bank_detail_change']);
    assert.ok(!table.composites.some((composite) => composite.id === 'drop_private_bank_news'));
  });

  it('refuses unknown facts, facts outside drop rules, drop rules that do more, and facts alone', () => {
    const dir = shippedWith({
      'composites/qr_code_lure.yaml': COMPOSITE('qr_code_lure', 'when:\n  all: [link_qr_code, "fact:private_mail"]\neffect:\n  drop: [link_qr_code]\n'),
      'composites/kit_marked_lure.yaml': COMPOSITE(
        'kit_marked_lure',
        'when:\n  all: [content_random_strings, "fact:freemail_author"]\neffect:\n  decide: phishing\n',
      ),
      'composites/html_attachment_lure.yaml': COMPOSITE(
        'html_attachment_lure',
        'when:\n  all: [attachment_html]\neffect:\n  drop: [attachment_html]\n  raise: { phishing: 2 }\n',
      ),
      'composites/callback_scam.yaml': COMPOSITE('callback_scam', 'when:\n  all: ["fact:freemail_author"]\neffect:\n  drop: [content_callback_lure]\n'),
    });
    const lines = problems(() => loadRules(undefined, dir));
    assert.ok(
      lines.some((line) => line.startsWith('rules/composites/qr_code_lure.yaml: when.all[1]: unknown fact "fact:private_mail" (known: ')),
      lines.join('\n'),
    );
    assert.ok(lines.includes('rules/composites/kit_marked_lure.yaml: when: facts are read by drop rules only (the policy scores signals)'), lines.join('\n'));
    assert.ok(
      lines.includes('rules/composites/html_attachment_lure.yaml: effect: a drop rule only drops (write the raise, decide or mute in a rule of its own)'),
      lines.join('\n'),
    );
    assert.ok(
      lines.includes('rules/composites/callback_scam.yaml: when: needs signals in `all` or `some` (facts or `none` alone never fire)'),
      lines.join('\n'),
    );
  });

  it('keeps operator-only kinds out of the shipped folder', () => {
    const dir = shippedWith({ 'disable.yaml': 'kind: disable\nwhy: not here\ncomposites: [qr_code_lure]\n' });
    assert.deepEqual(
      problems(() => loadRules(undefined, dir)),
      ["rules/disable.yaml: kind: disable belongs in an operator's rules folder only"],
    );
  });
});

describe("rules: an operator's folder", () => {
  // Phishing only through brand_impersonation_with_lure: the weights alone make it suspicious.
  const PHISH = ['sender_display_name_brand', 'content_urgency_threat'] as const;

  it('adds a composite that changes a verdict', () => {
    const dir = folder({
      'gift_card_from_anyone.yaml': COMPOSITE('gift_card_from_anyone', 'when:\n  all: [content_gift_card, content_urgency_threat]\neffect:\n  decide: fraud\n'),
    });
    const { table } = loadRules(dir);
    assert.equal(decideVerdict(['content_gift_card', 'content_urgency_threat']).verdict, 'suspicious');
    assert.equal(decideVerdict(['content_gift_card', 'content_urgency_threat'], table).verdict, 'fraud');
  });

  it('overrides a shipped composite by id and disables another', () => {
    const dir = folder({
      'credential_request_with_impersonation.yaml': COMPOSITE(
        'credential_request_with_impersonation',
        'when:\n  all: [content_credential_request]\n  some:\n    - of: [link_domain_lookalike, sender_display_name_brand]\n      min: 2\neffect:\n  raise: { phishing: 1 }\n',
      ),
      'off.yaml': 'kind: disable\nwhy: Our users get these from a partner.\ncomposites: [brand_impersonation_with_lure, pressure_with_deceptive_link]\n',
    });
    const { table, rules } = loadRules(dir);
    assert.equal(table.composites.find((composite) => composite.id === 'credential_request_with_impersonation')?.raise?.phishing, 1);
    assert.ok(!table.composites.some((composite) => composite.id === 'brand_impersonation_with_lure'));
    assert.equal(rules.disabled.get('pressure_with_deceptive_link'), 'Our users get these from a partner.');
    assert.equal(decideVerdict(PHISH).verdict, 'phishing');
    assert.equal(decideVerdict(PHISH, table).verdict, 'suspicious');
  });

  it('changes a weight, a cap and a threshold', () => {
    const dir = folder({
      'weights.yaml': 'kind: weights\narea: links\nweights:\n  link_ip_host: { phishing: 9 }\n',
      'thresholds.yaml': 'kind: thresholds\narea_caps: { links: 12 }\nthresholds:\n  phishing: { verdict: 9 }\n',
    });
    const { table } = loadRules(dir);
    assert.deepEqual(table.weights.link_ip_host, { phishing: 9 });
    assert.equal(table.areaCaps.links, 12);
    assert.equal(table.thresholds.phishing.verdict, 9);
    assert.equal(table.thresholds.phishing.critical, 20);
    assert.equal(decideVerdict(['link_ip_host'], table).verdict, 'phishing');
  });

  it('refuses to disable what is not shipped, and duplicates among its own files', () => {
    const dir = folder({
      'a.yaml': 'kind: disable\nwhy: typo\ncomposites: [no_such_rule]\n',
      'b/mine.yaml': COMPOSITE('mine', 'when:\n  all: [content_gift_card]\neffect:\n  decide: fraud\n'),
      'c/mine.yaml': COMPOSITE('mine', 'when:\n  all: [content_gift_card]\neffect:\n  decide: fraud\n'),
    });
    const lines = problems(() => loadRules(dir));
    assert.ok(lines.includes(`${dir}/a.yaml: composites[0]: no shipped composite "no_such_rule" to disable`), lines.join('\n'));
    assert.ok(lines.includes(`${dir}/c/mine.yaml: id: duplicate composite id "mine" (also in ${dir}/b/mine.yaml)`), lines.join('\n'));
  });

  it('refuses a folder that is not there', () => {
    const missing = join(scratch, 'missing');
    assert.deepEqual(
      problems(() => loadRules(missing)),
      [`${missing}: cannot read the rules folder (ENOENT: no such file or directory, stat '${missing}')`],
    );
  });
});
