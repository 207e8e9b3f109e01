// Writes the project's hand-written test mail (test/analysis/mail-suites.ts) as training
// messages, one .eml per case, in the layout `centinela model train` reads:
// OUT/<label>/<lang>/<suite>-<NNN>.eml, label phish (phishing and malware lures), fraud, spam
// or ham. The project wrote every one of these, so they are licence-clean.
//
// The cases marked `heldOut` (the latest blind batches and the cases written beside their
// rules) are held out: the model never sees them, so `npm run bench:cases` still reads, on
// them, what it does on mail nobody trained it on.
//
//   npx node scripts/export-case-mail.ts OUT

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Lang } from '../test/analysis/mail-case.ts';
import { LEGITIMATE_SUITES, PHISHING_SUITES, SPAM_CASES } from '../test/analysis/mail-suites.ts';

/** The training layout's language folders: Portuguese is one, whatever the country. */
function language(lang: Lang): string {
  return lang.startsWith('pt') ? 'pt' : lang;
}

export interface ExportedCase {
  readonly path: string;
  readonly raw: Uint8Array;
}

export function exportedCases(): ExportedCase[] {
  const out: ExportedCase[] = [];
  const numbered = (label: string, lang: Lang, suite: string, index: number, raw: Uint8Array) =>
    out.push({ path: join(label, language(lang), `${suite.replace(/\.ts$/, '')}-${String(index + 1).padStart(3, '0')}.eml`), raw });
  for (const suite of PHISHING_SUITES) {
    suite.cases.forEach((c, index) => {
      if (c.heldOut !== true) numbered(c.expect[0] === 'fraud' ? 'fraud' : 'phish', c.lang, suite.file, index, c.raw);
    });
  }
  for (const suite of LEGITIMATE_SUITES) {
    suite.cases.forEach((c, index) => {
      if (c.heldOut !== true) numbered('ham', c.lang, suite.file, index, c.raw);
    });
  }
  SPAM_CASES.forEach((c, index) => numbered('spam', c.lang, 'spam-mail-cases.ts', index, c.raw));
  return out;
}

if (import.meta.main) {
  const target = process.argv[2];
  if (target === undefined) {
    console.error('usage: export-case-mail.ts OUT');
    process.exit(2);
  }
  const root = resolve(target);
  rmSync(root, { recursive: true, force: true });
  const cases = exportedCases();
  for (const { path, raw } of cases) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), raw);
  }
  const counts = new Map<string, number>();
  for (const { path } of cases) counts.set(path.split('/')[0]!, (counts.get(path.split('/')[0]!) ?? 0) + 1);
  console.log(`wrote ${cases.length} messages to ${root}: ${[...counts].map(([label, n]) => `${label} ${n}`).join(', ')}`);
}
