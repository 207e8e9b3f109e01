// Signals → verdict and risk, by evaluating the rules (the data files under rules/, plus an
// operator's CENTINELA_RULES_DIR), compiled once per process and folder by rules/load.ts. The
// class scores stay inside this module: only a verdict and a risk leave it.

import { VERDICTS } from '../contract/result.ts';
import type { Risk, Verdict } from '../contract/result.ts';
import { signalEntry } from '../contract/signals.ts';
import type { SignalArea, SignalCode } from '../contract/signals.ts';
import { loadRules } from './rules/load.ts';
import type { LoadedRules } from './rules/load.ts';
import { SCORE_CLASSES } from './rules/policy-types.ts';
import type { CompositeCondition, PolicyTable, ScoreClass, ThreatClass } from './rules/policy-types.ts';

export interface PolicyDecision {
  readonly verdict: Verdict;
  readonly risk: Risk;
}

type Scores = Record<ScoreClass, number>;

/** The threat classes in the contract's precedence order. */
const THREAT_CLASSES: readonly ThreatClass[] = VERDICTS.filter(
  (verdict): verdict is ThreatClass => verdict === 'malware' || verdict === 'phishing' || verdict === 'fraud',
);

const loaded = new Map<string, LoadedRules>();

/**
 * The shipped rules, with an operator's folder on top when given; read, validated and compiled on
 * first use and kept for the life of the process (each worker thread compiles its own once).
 * Throws RulesError, one line per problem: configuration calls it at start-up.
 */
export function rulesFor(operatorDir?: string): LoadedRules {
  const key = operatorDir ?? '';
  let rules = loaded.get(key);
  if (rules === undefined) {
    rules = loadRules(operatorDir);
    loaded.set(key, rules);
  }
  return rules;
}

export function decideVerdict(signals: Iterable<SignalCode>, table: PolicyTable = rulesFor().table): PolicyDecision {
  return verdictFromScores(scoreSignals(new Set(signals), table), table);
}

/** The ids of the composites these signals fire (for the rules' fixtures and the reference page). */
export function firedComposites(signals: Iterable<SignalCode>, table: PolicyTable = rulesFor().table): string[] {
  const present = new Set(signals);
  return table.composites.filter((composite) => matches(composite.when, present)).map((composite) => composite.id);
}

/** The condition holds over these signals (composites' and drop rules' `when`, facts aside). */
export function matches(condition: CompositeCondition, present: ReadonlySet<SignalCode>): boolean {
  const all = condition.all ?? [];
  const some = condition.some ?? [];
  if (all.length === 0 && some.length === 0) return false;
  // Loops rather than filter(): every composite is tested for every message, and most fail on their first code.
  for (const code of all) if (!present.has(code)) return false;
  for (const group of some) {
    let held = 0;
    for (const code of group.of) if (present.has(code)) held++;
    if (held < (group.min ?? 1)) return false;
  }
  for (const code of condition.none ?? []) if (present.has(code)) return false;
  return true;
}

function emptyScores(): Scores {
  return { malware: 0, phishing: 0, fraud: 0, spam: 0, bulk: 0 };
}

function scoreSignals(present: ReadonlySet<SignalCode>, table: PolicyTable): Scores {
  const matched = table.composites.filter((composite) => matches(composite.when, present));
  const muted = new Set(matched.flatMap((composite) => composite.mute ?? []));

  const perArea = new Map<SignalArea, Scores>();
  for (const code of present) {
    if (muted.has(code)) continue;
    const area = signalEntry(code).area;
    const sums = perArea.get(area) ?? emptyScores();
    const weights = table.weights[code];
    for (const scoreClass of SCORE_CLASSES) sums[scoreClass] += weights[scoreClass] ?? 0;
    perArea.set(area, sums);
  }

  const scores = emptyScores();
  for (const [area, sums] of perArea) {
    for (const scoreClass of SCORE_CLASSES) scores[scoreClass] += Math.min(sums[scoreClass], table.areaCaps[area]);
  }
  for (const composite of matched) {
    for (const scoreClass of SCORE_CLASSES) scores[scoreClass] += composite.raise?.[scoreClass] ?? 0;
  }
  for (const composite of matched) {
    if (composite.decide !== undefined) {
      const threatClass = composite.decide;
      scores[threatClass] = Math.max(scores[threatClass], table.thresholds[threatClass].verdict);
    }
  }
  return scores;
}

function verdictFromScores(scores: Scores, table: PolicyTable): PolicyDecision {
  const { thresholds } = table;
  for (const threatClass of THREAT_CLASSES) {
    const ladder = thresholds[threatClass];
    if (scores[threatClass] >= ladder.verdict) {
      return { verdict: threatClass, risk: scores[threatClass] >= ladder.critical ? 'critical' : 'high' };
    }
  }
  const partWay = THREAT_CLASSES.filter((threatClass) => scores[threatClass] >= thresholds[threatClass].suspicious);
  if (partWay.length > 0) {
    const high = partWay.some((threatClass) => scores[threatClass] >= thresholds[threatClass].suspiciousHigh);
    return { verdict: 'suspicious', risk: high ? 'high' : 'medium' };
  }
  if (scores.spam >= thresholds.spam.verdict) {
    return { verdict: 'spam', risk: scores.spam >= thresholds.spam.medium ? 'medium' : 'low' };
  }
  if (scores.bulk >= thresholds.bulk.verdict) return { verdict: 'bulk', risk: 'low' };
  const concern = Math.max(scores.malware, scores.phishing, scores.fraud, scores.spam);
  return { verdict: 'clean', risk: concern >= thresholds.cleanLow ? 'low' : 'none' };
}
