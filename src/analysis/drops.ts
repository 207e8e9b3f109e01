// The drop stage: after the areas, before the learned layer and the policy, each drop rule whose
// signals and facts hold removes the signals it names. Every rule reads the signals as the areas
// reported them, so the order of the rule files does not matter. A rule's facts are asked for
// only when its signals already hold: a fact no rule needs is never computed.

import type { SignalCode } from '../contract/signals.ts';
import type { FactName } from './facts/catalog.ts';
import { matches } from './policy.ts';
import type { DropRule } from './rules/policy-types.ts';

export interface Dropped {
  /** The signals the firing rules removed (those present). */
  readonly dropped: ReadonlySet<SignalCode>;
  /** The ids of the drop rules whose conditions held, in rule order. */
  readonly fired: readonly string[];
}

export async function applyDrops(
  present: ReadonlySet<SignalCode>,
  drops: readonly DropRule[],
  fact: (name: FactName) => boolean | Promise<boolean>,
): Promise<Dropped> {
  const dropped = new Set<SignalCode>();
  const fired: string[] = [];
  for (const rule of drops) {
    if (!(await holds(rule, present, fact))) continue;
    fired.push(rule.id);
    for (const code of rule.drop) if (present.has(code)) dropped.add(code);
  }
  return { dropped, fired };
}

async function holds(rule: DropRule, present: ReadonlySet<SignalCode>, fact: (name: FactName) => boolean | Promise<boolean>): Promise<boolean> {
  if (!matches(rule.when, present)) return false;
  for (const name of rule.facts.all) if (!(await fact(name))) return false;
  for (const name of rule.facts.none) if (await fact(name)) return false;
  return true;
}
