import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

import { SIGNAL_CODES } from '../../src/contract/signals.ts';
import { loadRules } from '../../src/analysis/rules/load.ts';

const SCRIPT = new URL('../../scripts/port-policy-table.ts', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'centinela-port-'));
after(() => rmSync(dir, { recursive: true, force: true }));

// A small table in the TypeScript form the port reads: a named list, comments, one composite.
const weights = SIGNAL_CODES.map((code) => (code === 'link_ip_host' ? '    // A bare IP address.\n    link_ip_host: { phishing: 4 },' : `    ${code}: {},`));
const TABLE = `import type { SignalCode } from '../contract/signals.ts';

/** Two kinds of link. */
const TWO_LINKS: readonly SignalCode[] = ['link_ip_host', 'link_shortener'];

export const POLICY_TABLE = {
  weights: {
${weights.join('\n')}
  },

  areaCaps: { authentication: 4, sender: 7, links: 10, attachments: 16, content: 9, structure: 8, coverage: 0 },

  composites: [
    // Links
    {
      id: 'pressure_with_two_links',
      // Left out: the QR code alone.
      why: 'A deadline with a link that hides where it goes.',
      when: { all: ['content_urgency_threat'], some: [{ of: [...TWO_LINKS, 'link_qr_code'] }] },
      raise: { phishing: 2 },
    },
  ],

  thresholds: {
    malware: { suspicious: 6, suspiciousHigh: 9, verdict: 12, critical: 20 },
    phishing: { suspicious: 6, suspiciousHigh: 9, verdict: 12, critical: 20 },
    fraud: { suspicious: 6, suspiciousHigh: 9, verdict: 12, critical: 20 },
    spam: { verdict: 8, medium: 13 },
    bulk: { verdict: 5 },
    cleanLow: 3,
  },
};
`;

describe('scripts/port-policy-table.ts', () => {
  it('writes rule files that load into the same table, keeping comments and named lists', async () => {
    const tablePath = join(dir, 'policy-table.ts');
    writeFileSync(tablePath, TABLE);
    const out = join(dir, 'rules');
    execFileSync(process.execPath, [SCRIPT, tablePath, out], { stdio: 'pipe' });

    const composite = readFileSync(join(out, 'composites', 'pressure_with_two_links.yaml'), 'utf8');
    assert.match(composite, /^# Links$/m);
    assert.match(composite, /^note: "Left out: the QR code alone\."$/m);
    assert.match(composite, /- \$two_links$/m);
    assert.match(readFileSync(join(out, 'weights', 'links.yaml'), 'utf8'), /# A bare IP address\.\n {2}link_ip_host: \{ phishing: 4 \}/);

    const { POLICY_TABLE } = (await import(tablePath)) as { POLICY_TABLE: unknown };
    const { table } = loadRules(undefined, out);
    assert.deepEqual(JSON.parse(JSON.stringify(table)), JSON.parse(JSON.stringify(POLICY_TABLE)));
  });
});
