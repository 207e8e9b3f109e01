// npm run rules:fixtures [-- --all] : gives each composite in rules/composites/ the fixtures it
// lacks (every composite new ones with --all) from the project's hand-written test mail
// (test/analysis/rule-fixtures.ts): one message the composite fires on, and one near miss that
// meets part of its condition and does not fire it. Choices, in order: a case that is not a
// known miss; for the firing case, the fewest signals (the clearest example); for the near miss,
// the most of the condition met (a `none` code blocking an otherwise met condition is the
// nearest), then legitimate mail before threats, then the fewest signals. Writes the files in
// place, keeping their comments; prints the composites it could not give both.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseDocument } from 'yaml';

import { analyzeBytes } from '../src/analysis/analyze.ts';
import { firedComposites, rulesFor } from '../src/analysis/policy.ts';
import { SHIPPED_RULES_DIR } from '../src/analysis/rules/load.ts';
import type { Composite, DropRule } from '../src/analysis/rules/policy-types.ts';
import type { SignalCode } from '../src/contract/signals.ts';
import { fixtureCases } from '../test/analysis/rule-fixtures.ts';

const all = process.argv.includes('--all');
const { table } = rulesFor();

/**
 * How much of the condition the signals meet: 0 to 1, above 1 when only a `none` code stops it.
 * A drop rule's facts are not seen here: a case meeting its signals without firing it is a
 * near miss on the facts.
 */
function closeness(composite: Pick<Composite | DropRule, 'when'>, present: ReadonlySet<SignalCode>): number {
  const { all: every = [], some = [], none = [] } = composite.when;
  const parts = every.length + some.length;
  const met =
    every.filter((code) => present.has(code)).length + some.filter((group) => group.of.filter((code) => present.has(code)).length >= (group.min ?? 1)).length;
  if (met === parts && none.some((code) => present.has(code))) return 2;
  return met / parts;
}

const analysed: { id: string; family: string; todo: boolean; signals: Set<SignalCode>; fired: Set<string> }[] = [];
for (const c of fixtureCases()) {
  const analysis = await analyzeBytes(c.raw, { budgetMs: 20_000, dns: 'off', trustedAuthservIds: c.trustedAuthservIds ?? [] });
  analysed.push({
    id: c.id,
    family: c.family,
    todo: c.todo,
    signals: new Set(analysis.signalCodes),
    fired: new Set([...firedComposites(analysis.signalCodes, table), ...(analysis.firedDrops ?? [])]),
  });
}

const missing: string[] = [];
const dir = join(SHIPPED_RULES_DIR, 'composites');
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.yaml'))
  .sort()) {
  const path = join(dir, file);
  const document = parseDocument(readFileSync(path, 'utf8'));
  const had = (document.toJS() as { fixtures?: { fires?: string[]; near_misses?: string[] } }).fixtures ?? {};
  // Without --all, only what is missing is chosen: a firing case, a near miss, or both.
  if (!all && (had.fires?.length ?? 0) > 0 && (had.near_misses?.length ?? 0) > 0) continue;
  const id = String(document.get('id'));
  const composite = table.composites.find((candidate) => candidate.id === id) ?? table.drops.find((candidate) => candidate.id === id)!;
  const byOrder =
    <T>(...keys: ((item: T) => number)[]) =>
    (a: T, b: T) => {
      for (const key of keys) if (key(a) !== key(b)) return key(a) - key(b);
      return 0;
    };
  type Analysed = (typeof analysed)[number];
  const fires = analysed
    .filter((item) => item.fired.has(id))
    .sort(
      byOrder<Analysed>(
        (item) => Number(item.todo),
        (item) => item.signals.size,
      ),
    )[0];
  const near = analysed
    .filter((item) => !item.fired.has(id) && closeness(composite, item.signals) >= 0.5)
    .sort(
      byOrder<Analysed>(
        (item) => Number(item.todo),
        (item) => -closeness(composite, item.signals),
        (item) => Number(item.family !== 'legitimate'),
        (item) => item.signals.size,
      ),
    )[0];
  const fixtures: Record<string, string[]> = {};
  if (!all && (had.fires?.length ?? 0) > 0) fixtures['fires'] = had.fires!;
  else if (fires !== undefined) fixtures['fires'] = [fires.id];
  if (!all && (had.near_misses?.length ?? 0) > 0) fixtures['near_misses'] = had.near_misses!;
  else if (near !== undefined) fixtures['near_misses'] = [near.id];
  if (fixtures['fires'] === undefined || fixtures['near_misses'] === undefined)
    missing.push(`${id}: ${fixtures['fires'] === undefined ? 'no firing case ' : ''}${fixtures['near_misses'] === undefined ? 'no near miss' : ''}`);
  if (Object.keys(fixtures).length === 0) {
    if (document.has('fixtures')) document.delete('fixtures');
  } else document.set('fixtures', fixtures);
  writeFileSync(path, document.toString({ lineWidth: 100, minContentWidth: 40 }));
}
console.log(`fixtures: ${analysed.length} cases analysed; ${missing.length} composites without both:`);
for (const line of missing) console.log(`  ${line}`);
