// The quality report shared by bench:quality (which analyses messages) and bench:policy (which
// re-decides stored signals with the current rules): verdicts per label and source,
// flagged and threat shares, signal firing rates, and the ham false positives.

import { relative } from 'node:path';
import { VERDICTS, type Verdict } from '../../src/contract/result.ts';

export interface LabelledItem {
  readonly file: string;
  readonly label: string;
  readonly source: string;
}

export interface QualityResult {
  readonly item: LabelledItem;
  /** `analysis`, or `rejected:<code>` / `failed:<message>`. */
  readonly outcome: string;
  readonly verdict?: Verdict;
  readonly risk?: string;
  readonly signals: readonly string[];
}

export interface ReportOptions {
  readonly seconds?: number;
  readonly workers?: number;
  readonly signals: boolean;
  readonly listFalsePositives: number;
}

/** The ham sources written in the era of the phishing the project must catch. */
export const MODERN_HAM = new Set(['usrp-users-list', 'unspy-newsletters-2023', 'zkemail-dkim-fixtures', 'parsedmarc-reports', 'blaze-dinosaure']);
const THREATS = new Set<string>(['phishing', 'malware', 'fraud']);
export const isFlagged = (verdict: string): boolean => verdict !== 'clean' && verdict !== 'bulk';

const pct = (part: number, whole: number): string => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

function summarise(title: string, group: readonly QualityResult[]): string {
  const analysed = group.filter((result) => result.verdict !== undefined);
  const count = (verdict: Verdict): number => analysed.filter((result) => result.verdict === verdict).length;
  const flagged = analysed.filter((result) => isFlagged(result.verdict!)).length;
  const threat = analysed.filter((result) => THREATS.has(result.verdict!)).length;
  const suspicious = count('suspicious');
  const other = group.length - analysed.length;
  return (
    `${title.padEnd(34)} n=${String(group.length).padStart(5)}  flagged ${pct(flagged, analysed.length).padStart(6)}  ` +
    `threat ${pct(threat, analysed.length).padStart(6)}  threat+susp ${pct(threat + suspicious, analysed.length).padStart(6)}  | ` +
    VERDICTS.map((verdict) => `${verdict} ${count(verdict)}`).join(', ') +
    (other ? `  | not analysed ${other}` : '')
  );
}

function groupBy(list: readonly QualityResult[], key: (result: QualityResult) => string): Map<string, QualityResult[]> {
  const map = new Map<string, QualityResult[]>();
  for (const result of list) {
    const name = key(result);
    const group = map.get(name);
    if (group) group.push(result);
    else map.set(name, [result]);
  }
  return new Map([...map].sort(([a], [b]) => a.localeCompare(b)));
}

export function printReport(results: readonly QualityResult[], options: ReportOptions): void {
  if (options.seconds !== undefined) {
    console.log(
      `${results.length} messages in ${options.seconds.toFixed(1)} s (${(results.length / options.seconds).toFixed(0)} messages/s, ${options.workers} workers)\n`,
    );
  }
  console.log('per label');
  for (const [label, group] of groupBy(results, (result) => result.item.label)) console.log(summarise(label, group));
  const modern = results.filter((result) => result.item.label === 'ham' && MODERN_HAM.has(result.item.source));
  if (modern.length > 0) console.log(summarise('ham (modern sources)', modern));
  console.log('\nper source');
  for (const [key, group] of groupBy(results, (result) => `${result.item.label}/${result.item.source}`)) console.log(summarise(key, group));
  const outcomes = groupBy(results, (result) => result.outcome.split(':').slice(0, 2).join(':'));
  console.log(`\noutcomes: ${[...outcomes].map(([key, group]) => `${key} ${group.length}`).join(', ')}`);

  if (options.signals) {
    const columns: Array<[string, QualityResult[]]> = [
      ...groupBy(results, (result) => result.item.label),
      ...[
        ...groupBy(
          results.filter((result) => result.item.label === 'ham'),
          (result) => result.item.source,
        ),
      ].map(([source, group]): [string, QualityResult[]] => [`ham/${source}`, group]),
    ];
    const codes = [...new Set(results.flatMap((result) => result.signals))].sort();
    console.log('\nsignal firing rate per label (and per ham source)');
    console.log(['signal'.padEnd(34), ...columns.map(([name]) => name.slice(0, 14).padStart(15))].join(''));
    for (const code of codes) {
      console.log(
        [code.padEnd(34), ...columns.map(([, group]) => pct(group.filter((result) => result.signals.includes(code)).length, group.length).padStart(15))].join(
          '',
        ),
      );
    }
  }

  const falsePositives = results.filter((result) => result.item.label === 'ham' && result.verdict !== undefined && isFlagged(result.verdict));
  if (falsePositives.length > 0 && options.listFalsePositives > 0) {
    const shown = Math.min(options.listFalsePositives, falsePositives.length);
    console.log(`\nham flagged (${falsePositives.length}; first ${shown}, threats first)`);
    const rank = (result: QualityResult): number => VERDICTS.indexOf(result.verdict!);
    for (const result of [...falsePositives].sort((a, b) => rank(a) - rank(b)).slice(0, shown)) {
      console.log(`  ${result.verdict}/${result.risk}  ${relative(process.cwd(), result.item.file)}  ${result.signals.join(' ')}`);
    }
  }
}
