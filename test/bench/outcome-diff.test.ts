// bench:compare's comparison of two bench:quality runs: differences in verdict, risk, outcome
// and the set of signal codes are found, the order of codes is not a difference, and files
// present in one run only are listed.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { diffOutcomes, isEmptyDiff, parseOutcomes } from '../../bench/support/outcome-diff.ts';

const line = (file: string, verdict: string, risk: string, signals: string[], outcome = 'analysis'): string =>
  JSON.stringify({ file, label: 'phish', source: 's', outcome, verdict, risk, signals });

describe('bench:compare outcome diff', () => {
  it('finds nothing between runs that differ only in the order of codes', () => {
    const a = parseOutcomes([line('/a.eml', 'phishing', 'high', ['x', 'y']), line('/b.eml', 'clean', 'none', [])].join('\n'));
    const b = parseOutcomes([line('/b.eml', 'clean', 'none', []), line('/a.eml', 'phishing', 'high', ['y', 'x'])].join('\n') + '\n');
    const diff = diffOutcomes(a, b);
    assert.equal(diff.compared, 2);
    assert.ok(isEmptyDiff(diff));
  });

  it('reports a changed verdict, risk and signal set per file', () => {
    const a = parseOutcomes(line('/a.eml', 'phishing', 'high', ['x', 'y']));
    const b = parseOutcomes(line('/a.eml', 'spam', 'low', ['x', 'z']));
    const diff = diffOutcomes(a, b);
    assert.equal(isEmptyDiff(diff), false);
    assert.deepEqual(diff.differences, [{ file: '/a.eml', changes: ['verdict phishing → spam', 'risk high → low', 'signals +z −y'] }]);
  });

  it('reports a rejection that became an analysis, and files in one run only', () => {
    const a = parseOutcomes(
      [JSON.stringify({ file: '/r.eml', outcome: 'rejected:message_too_large', signals: [] }), line('/only-a.eml', 'clean', 'none', [])].join('\n'),
    );
    const b = parseOutcomes([line('/r.eml', 'clean', 'none', []), line('/only-b.eml', 'clean', 'none', [])].join('\n'));
    const diff = diffOutcomes(a, b);
    assert.deepEqual(diff.onlyInA, ['/only-a.eml']);
    assert.deepEqual(diff.onlyInB, ['/only-b.eml']);
    assert.deepEqual(diff.differences[0]?.changes, ['outcome rejected:message_too_large → analysis', 'verdict - → clean', 'risk - → none']);
  });

  it('lines up two checkouts by the path from the corpus or blind folder down', () => {
    const a = parseOutcomes(line('/work/main/../shared/corpus/phish/s/1.eml', 'phishing', 'high', ['x']));
    const b = parseOutcomes(line('/tmp/other-checkout/../corpus/phish/s/1.eml', 'spam', 'low', ['x']));
    const diff = diffOutcomes(a, b);
    assert.equal(diff.compared, 1);
    assert.deepEqual(diff.differences, [{ file: 'corpus/phish/s/1.eml', changes: ['verdict phishing → spam', 'risk high → low'] }]);
  });

  it('refuses a line without a file', () => {
    assert.throws(() => parseOutcomes('{"verdict":"clean"}'), SyntaxError);
  });
});
