// The model card: what a model was trained on (sources, licences, counts), how well it did out of
// fold, the thresholds of its codes and the features it weighs most. Dated by the newest training
// message, not the clock, so training twice writes the same card.

import type { Verdict } from '../contract/result.ts';
import type { SignalCode } from '../contract/signals.ts';
import type { ClassThresholds } from '../analysis/model/model-file.ts';
import { CLASSES, type TrainingItem } from './dataset.ts';
import type { ClassMetrics } from './evaluate.ts';
import { TRAINABLE_LICENCES } from './corpus-sources.ts';
import type { Example } from './extract.ts';

/** The licences of the corpus sources training may use (../shared/corpus/README.md). */
const LICENCES = TRAINABLE_LICENCES;

export interface CardInput {
  readonly items: readonly TrainingItem[];
  readonly examples: readonly Extract<Example, { kind: 'example' }>[];
  readonly rejected: number;
  readonly seed: number;
  readonly folds: number;
  readonly dims: number;
  readonly algorithm: string;
  readonly lrMetrics: readonly ClassMetrics[];
  readonly nbMetrics: readonly ClassMetrics[];
  readonly lrF1: number;
  readonly nbF1: number;
  readonly temperature: number;
  readonly thresholds: readonly ClassThresholds[];
  readonly codeRows: readonly { readonly item: TrainingItem; readonly codes: readonly SignalCode[]; readonly verdict: Verdict; readonly without: Verdict }[];
  readonly inSampleAccuracy: number;
  readonly modelBytes: number;
  readonly heaviest: ReadonlyMap<string, readonly { readonly weight: number; readonly names: readonly string[] }[]>;
}

/** Any verdict but clean and bulk. */
export function isFlagged(verdict: Verdict): boolean {
  return verdict !== 'clean' && verdict !== 'bulk';
}

export function isThreat(verdict: Verdict): boolean {
  return verdict === 'phishing' || verdict === 'fraud' || verdict === 'malware';
}

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

function licenceOf(source: string): string {
  return LICENCES[source] ?? "the operator's or the project's own mail";
}

/** Spam forges its Date: one further than this past the 99.5th percentile is not believed. */
const FORGED_DATE_MARGIN_MS = 90 * 86_400_000;

/** The newest believable Date of the training messages (never the clock: the card must reproduce). */
export function newestDate(dates: readonly number[]): string {
  if (dates.length === 0) return 'unknown';
  const sorted = [...dates].sort((a, b) => a - b);
  const cutoff = sorted[Math.floor(0.995 * (sorted.length - 1))]! + FORGED_DATE_MARGIN_MS;
  return new Date(sorted.filter((date) => date <= cutoff).at(-1)!).toISOString().slice(0, 10);
}

export function writeCard(input: CardInput): string {
  const newest = newestDate(input.examples.map((example) => example.date).filter((date): date is number => date !== undefined));
  const lines: string[] = [];
  lines.push('# Centinela model card', '');
  lines.push(`- Date (newest training message; a Date over 90 days past the 99.5th percentile is taken as forged): ${newest}`);
  lines.push(
    `- Algorithm kept: ${input.algorithm} (higher out-of-fold macro-F1: logistic regression ${input.lrF1.toFixed(3)}, naive Bayes ${input.nbF1.toFixed(3)})`,
  );
  lines.push(`- Feature buckets: ${input.dims}; cross-validation: ${input.folds} stratified folds, seed ${input.seed}; model file ${input.modelBytes} bytes`);
  lines.push(`- Messages: ${input.items.length} trained on, ${input.rejected} refused by the parser`);
  lines.push('', '## Sources', '', '| label | source | messages | licence |', '|---|---|---:|---|');
  const sources = [...new Set(input.items.map((item) => `${item.label}\u0000${item.source}`))];
  for (const key of sources) {
    const [label, source] = key.split('\u0000') as [string, string];
    const count = input.items.filter((item) => item.label === label && item.source === source).length;
    lines.push(`| ${label} | ${source} | ${count} | ${licenceOf(source)} |`);
  }
  lines.push('', '## Classes', '', '| class | messages |', '|---|---:|');
  for (const name of CLASSES) lines.push(`| ${name} | ${input.items.filter((item) => item.className === name).length} |`);

  lines.push(
    '',
    '## Cross-validated figures (out of fold)',
    '',
    '| class | n | LR precision | LR recall | NB precision | NB recall |',
    '|---|---:|---:|---:|---:|---:|',
  );
  input.lrMetrics.forEach((lr, c) => {
    const nb = input.nbMetrics[c]!;
    lines.push(`| ${lr.className} | ${lr.support} | ${percent(lr.precision)} | ${percent(lr.recall)} | ${percent(nb.precision)} | ${percent(nb.recall)} |`);
  });
  lines.push('', `Naive Bayes temperature (calibrated on its out-of-fold scores): ${input.temperature.toFixed(3)}.`);

  lines.push(
    '',
    '## Thresholds of the codes',
    '',
    'Chosen on the out-of-fold probabilities of the training data only, as smoothed (Harrell–Davis) quantiles: the weak tier lets through about 0.5% of all legitimate messages and about 5% of any legitimate source of 40 messages or more (never below 0.5); the strong tier about 0.2% of all and 0.5% of any such source (never below 0.85).',
    '',
    '| class | `…_wording` from | `…_wording_strong` from |',
    '|---|---:|---:|',
  );
  CLASSES.forEach((name, c) => {
    if (name !== 'legitimate') lines.push(`| ${name} | ${input.thresholds[c]!.threshold.toFixed(4)} | ${input.thresholds[c]!.strong.toFixed(4)} |`);
  });

  lines.push(
    '',
    '## Out of fold, per source: the codes, and the engine with them',
    '',
    "The share of each source each code fires on with the model of the fold that did not see the message, and the engine's verdicts without and with those codes (its areas' codes, DNS off, through the policy): the honest figures for the training sets.",
    '',
    '| label/source | n | phishing | phishing strong | fraud | fraud strong | spam | spam strong | engine flagged (without → with) | engine threat (without → with) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const key of sources) {
    const [label, source] = key.split('\u0000') as [string, string];
    const rows = input.codeRows.filter((row) => row.item.label === label && row.item.source === source);
    const share = (code: SignalCode): string => percent(rows.filter((row) => row.codes.includes(code)).length / Math.max(1, rows.length));
    const rate = (test: (verdict: Verdict) => boolean, key: 'verdict' | 'without'): string =>
      percent(rows.filter((row) => test(row[key])).length / Math.max(1, rows.length));
    const flagged = `${rate(isFlagged, 'without')} → ${rate(isFlagged, 'verdict')}`;
    const threat = `${rate(isThreat, 'without')} → ${rate(isThreat, 'verdict')}`;
    lines.push(
      `| ${label}/${source} | ${rows.length} | ${share('content_phishing_wording')} | ${share('content_phishing_wording_strong')} | ${share('content_fraud_wording')} | ${share('content_fraud_wording_strong')} | ${share('content_spam_wording')} | ${share('content_spam_wording_strong')} | ${flagged} | ${threat} |`,
    );
  }

  lines.push(
    '',
    '## The 30 heaviest features per class',
    '',
    'Buckets of the hashed feature space, named by the training features that fell into them (most frequent first). Prefixes: `w:` word, `s:` subject word, `c:` character n-gram of a disguised word, `u…:` link parts, `h…:` header facts, `fn:` sender display-name word, `a:` attachment, `sig:` signal code.',
    '',
  );
  for (const name of CLASSES) {
    const rows = input.heaviest.get(name) ?? [];
    lines.push(`### ${name}`, '', rows.map((row) => `\`${row.names.join(' / ') || '?'}\` ${row.weight.toFixed(2)}`).join(' · '), '');
  }
  return lines.join('\n');
}
