// bench:quality's side-by-side table: the engine without the learned layer and with it, per
// label and per source (flagged = any verdict but clean and bulk; threat = phishing, malware,
// fraud; suspicious+ = a threat verdict or suspicious), with phishing_pot's 2024 messages as a
// row of their own (the latest campaigns there are), and what each learned code fires on.

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isFlagged, MODERN_HAM, type QualityResult } from './quality-report.ts';

const THREATS = new Set(['phishing', 'malware', 'fraud']);
const LEARNED = [
  'content_phishing_wording',
  'content_phishing_wording_strong',
  'content_fraud_wording',
  'content_fraud_wording_strong',
  'content_spam_wording',
  'content_spam_wording_strong',
];

interface CompareOptions {
  readonly manifests: readonly string[];
  readonly model: string;
}

/** Files (absolute) whose MANIFEST date is in 2024. */
function datedIn2024(manifests: readonly string[]): Set<string> {
  const files = new Set<string>();
  for (const manifest of manifests) {
    if (!existsSync(manifest)) continue;
    const root = dirname(manifest);
    for (const line of readFileSync(manifest, 'utf8').split('\n').slice(1)) {
      // path,label,source,bytes,sha256,date — the path may hold commas, the last five fields do not.
      const fields = line.split(',');
      if (fields.length < 6) continue;
      const date = fields[fields.length - 1]!;
      if (date.startsWith('2024')) files.add(join(root, fields.slice(0, fields.length - 5).join(',')));
    }
  }
  return files;
}

const pct = (part: number, whole: number): string => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

function figures(group: readonly QualityResult[]): string[] {
  const analysed = group.filter((result) => result.verdict !== undefined);
  const flagged = analysed.filter((result) => isFlagged(result.verdict!)).length;
  const threat = analysed.filter((result) => THREATS.has(result.verdict!)).length;
  const suspicious = analysed.filter((result) => THREATS.has(result.verdict!) || result.verdict === 'suspicious').length;
  return [pct(flagged, analysed.length), pct(suspicious, analysed.length), pct(threat, analysed.length)];
}

export function printComparison(without: readonly QualityResult[], withModel: readonly QualityResult[], options: CompareOptions): void {
  const recent = datedIn2024(options.manifests);
  const groups = new Map<string, number[]>();
  const addTo = (key: string, index: number): void => {
    groups.set(key, [...(groups.get(key) ?? []), index]);
  };
  withModel.forEach((result, index) => {
    addTo(`${result.item.label}`, index);
    if (result.item.label === 'ham' && MODERN_HAM.has(result.item.source)) addTo('ham (modern sources)', index);
  });
  withModel.forEach((result, index) => {
    addTo(`${result.item.label}/${result.item.source}`, index);
    if (result.item.source === 'phishing_pot' && recent.has(result.item.file)) addTo('phish/phishing_pot (2024)', index);
  });
  console.log(`without / with the learned layer (${relative(process.cwd(), options.model)}); flagged, suspicious or worse, threat verdict\n`);
  console.log(`${'group'.padEnd(36)}${'n'.padStart(6)}   ${'flagged'.padStart(15)}   ${'suspicious+'.padStart(15)}   ${'threat'.padStart(15)}`);
  for (const [key, indices] of groups) {
    const before = figures(indices.map((i) => without[i]!));
    const after = figures(indices.map((i) => withModel[i]!));
    const cells = before.map((value, i) => `${value.padStart(6)} → ${after[i]!.padStart(6)}`);
    console.log(`${key.padEnd(36)}${String(indices.length).padStart(6)}   ${cells.join('   ')}`);
  }
  console.log(`\nshare of each group each learned code fires on`);
  console.log(`${'group'.padEnd(36)}${'n'.padStart(6)}${['phish', 'phish+', 'fraud', 'fraud+', 'spam', 'spam+'].map((name) => name.padStart(8)).join('')}`);
  for (const [key, indices] of groups) {
    const group = indices.map((i) => withModel[i]!);
    console.log(
      `${key.padEnd(36)}${String(indices.length).padStart(6)}${LEARNED.map((code) => pct(group.filter((result) => result.signals.includes(code)).length, group.length).padStart(8)).join('')}`,
    );
  }
  const added = withModel.filter(
    (result, i) =>
      (result.item.label === 'ham' && result.verdict !== undefined && !isFlagged(without[i]!.verdict ?? 'clean') && isFlagged(result.verdict)) ||
      (result.item.label === 'ham' && result.verdict === 'suspicious' && without[i]!.verdict !== 'suspicious'),
  );
  console.log(`\nham the learned layer moved to flagged (${added.length})`);
  for (const result of added.slice(0, 60)) console.log(`  ${result.verdict}  ${relative(process.cwd(), result.item.file)}  ${result.signals.join(' ')}`);
  // Training sets are in-sample above: their honest figures are the card's out-of-fold ones.
  const card = join(dirname(options.model), 'MODEL_CARD.md');
  if (existsSync(card)) {
    const text = readFileSync(card, 'utf8');
    const start = text.indexOf('## Out of fold, per source');
    const end = text.indexOf('\n## ', start + 1);
    if (start >= 0)
      console.log(`\ntraining sets, cross-validated (from ${relative(process.cwd(), card)}):\n${text.slice(start, end < 0 ? undefined : end).trim()}`);
  }
  console.log('');
}
