// The verdict policy's in-memory shape: what the rule files under rules/ (and an operator's
// CENTINELA_RULES_DIR) compile to once per process, and what policy.ts evaluates.

import type { SignalArea, SignalCode } from '../../contract/signals.ts';
import type { FactName } from '../facts/catalog.ts';

/** The classes signals weigh towards. `suspicious` is not one: it is a threat class part-way. */
export type ScoreClass = 'malware' | 'phishing' | 'fraud' | 'spam' | 'bulk';
export type ThreatClass = 'malware' | 'phishing' | 'fraud';

export const SCORE_CLASSES: readonly ScoreClass[] = ['malware', 'phishing', 'fraud', 'spam', 'bulk'];

export type Weights = Readonly<Partial<Record<ScoreClass, number>>>;

/** At least `min` (default 1) of these signals. */
export interface SignalGroup {
  readonly of: readonly SignalCode[];
  readonly min?: number;
}

export interface CompositeCondition {
  /** Every one of these must be present. */
  readonly all?: readonly SignalCode[];
  /** And every group must be satisfied. */
  readonly some?: readonly SignalGroup[];
  /**
   * And none of these may be present. Only a muting composite's trigger may stand here (bulk
   * mail), so adding a signal still never makes a verdict less alarming, muting aside.
   */
  readonly none?: readonly SignalCode[];
}

export interface Composite {
  readonly id: string;
  /** Why the combination means more than its parts (for reviewers and docs/rules.md). */
  readonly why: string;
  readonly when: CompositeCondition;
  /** Added to the class scores on top of the area caps (the combination crosses areas). */
  readonly raise?: Weights;
  /** The class reaches at least its verdict threshold (after any `raise`). */
  readonly decide?: ThreatClass;
  /** Signals whose weights no longer count (they stay in `signal_codes`, and composites still see them). */
  readonly mute?: readonly SignalCode[];
}

/**
 * A drop rule: when its signals and facts hold, the listed signals were observed but mean nothing
 * here (a brand's own vouched sign-in notice is no credential lure). Evaluated after the areas and
 * before the learned layer and the policy, against the signals as the areas reported them; the
 * dropped signals leave `signal_codes` too. The only rules that may make a verdict less alarming
 * when a signal is added, besides muting.
 */
export interface DropRule {
  readonly id: string;
  readonly why: string;
  /** Over signals; `facts` over the message's facts. */
  readonly when: CompositeCondition;
  readonly facts: { readonly all: readonly FactName[]; readonly none: readonly FactName[] };
  readonly drop: readonly SignalCode[];
}

export interface ThreatThresholds {
  readonly suspicious: number;
  /** `suspicious` comes with risk `high` from here on (otherwise `medium`). */
  readonly suspiciousHigh: number;
  readonly verdict: number;
  /** The verdict comes with risk `critical` from here on (otherwise `high`). */
  readonly critical: number;
}

export interface PolicyThresholds {
  readonly malware: ThreatThresholds;
  readonly phishing: ThreatThresholds;
  readonly fraud: ThreatThresholds;
  /** `spam` from `verdict`; risk `medium` from `medium` (otherwise `low`). */
  readonly spam: { readonly verdict: number; readonly medium: number };
  readonly bulk: { readonly verdict: number };
  /** A `clean` verdict comes with risk `low` when any class other than bulk reaches this, else `none`. */
  readonly cleanLow: number;
}

export interface PolicyTable {
  readonly weights: Readonly<Record<SignalCode, Weights>>;
  /** The most one area can add to one class (before composites). */
  readonly areaCaps: Readonly<Record<SignalArea, number>>;
  readonly composites: readonly Composite[];
  readonly drops: readonly DropRule[];
  readonly thresholds: PolicyThresholds;
}
