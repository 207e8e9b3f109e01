import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

import { rulesFor } from '../../src/analysis/policy.ts';
import { renderRulesDoc, RULES_DOC_PATH } from '../../scripts/write-rules-doc.ts';

describe('docs/rules.md', () => {
  it('is what `npm run rules:doc` writes from the rules as they are (run it after changing a rule)', () => {
    assert.equal(readFileSync(RULES_DOC_PATH, 'utf8'), renderRulesDoc(rulesFor().rules));
  });

  it('lists every shipped composite with its why', () => {
    const page = readFileSync(RULES_DOC_PATH, 'utf8');
    for (const rule of rulesFor().rules.composites) {
      assert.ok(page.includes(`#### \`${rule.value.id}\`\n\n${rule.value.why}\n`), rule.value.id);
    }
  });
});
