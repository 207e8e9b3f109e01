// npm run rules:port -- [TABLE] : writes the rule files under rules/ from a TypeScript policy
// table (policy-table.ts, the policy's form before it became data; default
// src/analysis/policy-table.ts). The values come from evaluating the table, so the files say
// exactly what it said; its comments and its named signal lists come from its source text, so
// nothing a reviewer wrote is lost. Composite files keep any `fixtures` they already have, and
// files of composites the table no longer has are removed. Run once for the port; re-run it if
// the table changed on another branch, then compare outcomes (scripts/compare-outcomes.ts).

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { Document, isMap, isPair, isScalar, isSeq, parse, parseDocument } from 'yaml';
import type { Node, Pair, YAMLMap } from 'yaml';

import { signalEntry } from '../src/contract/signals.ts';
import type { SignalCode } from '../src/contract/signals.ts';
import type { Composite, PolicyTable } from '../src/analysis/rules/policy-types.ts';

const tablePath = resolve(process.argv[2] ?? 'src/analysis/policy-table.ts');
const out = resolve(process.argv[3] ?? 'rules');
const source = readFileSync(tablePath, 'utf8');
const { POLICY_TABLE: table } = (await import(pathToFileURL(tablePath).href)) as { POLICY_TABLE: PolicyTable };

const YAML_OPTIONS = { lineWidth: 100, minContentWidth: 40 } as const;
const HEADER = ' Written by scripts/port-policy-table.ts from the TypeScript policy table; edit freely.';

function commentText(lines: readonly string[]): string | undefined {
  if (lines.length === 0) return undefined;
  return lines.map((line) => ` ${line}`).join('\n');
}

function stripComment(line: string): string {
  return line.replace(/^\s*\/\/ ?/, '');
}

// The named signal lists (`/** why */ const NAME: readonly SignalCode[] = [...]`).
const sets = [...source.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*?)\*\/\s*const ([A-Z_]+): readonly SignalCode\[\] = \[([\s\S]*?)\];/g)].map((match) => ({
  name: match[2]!.toLowerCase(),
  why: match[1]!.replace(/\s*\n\s*\*?\s*/g, ' ').trim(),
  codes: [...match[3]!.matchAll(/'([a-z0-9_]+)'/g)].map((code) => code[1]! as SignalCode),
}));
// Longest first, so a list that spreads a long set is not cut by a shorter one it contains.
const bySize = [...sets].sort((a, b) => b.codes.length - a.codes.length);

/** Replaces each run of codes that spells a named set, in its order, by `$name` (how the table spread it). */
function withSets(codes: readonly string[]): string[] {
  const result: string[] = [];
  for (let index = 0; index < codes.length; ) {
    const set = bySize.find((candidate) => candidate.codes.every((code, offset) => codes[index + offset] === code));
    if (set !== undefined) {
      result.push(`$${set.name}`);
      index += set.codes.length;
    } else result.push(codes[index++]!);
  }
  return result;
}

function section(start: RegExp, end: RegExp): string[] {
  const lines = source.split('\n');
  const from = lines.findIndex((line) => start.test(line));
  const to = lines.findIndex((line, index) => index > from && end.test(line));
  if (from < 0 || to < 0) throw new Error(`port: cannot find ${start} … ${end} in ${tablePath}`);
  return lines.slice(from + 1, to);
}

// Comments above weights (kept above the same code) and around composites.
const weightComments = new Map<string, string[]>();
{
  let pending: string[] = [];
  for (const line of section(/^\s{2}weights: \{$/, /^\s{2}\},$/)) {
    if (/^\s*\/\//.test(line)) pending.push(stripComment(line));
    else if (/^\s*$/.test(line)) pending = [];
    else {
      const code = /^\s*([a-z0-9_]+):/.exec(line)?.[1];
      if (code !== undefined && pending.length > 0) weightComments.set(code, pending);
      pending = [];
    }
  }
}
const compositeHeaders = new Map<string, string[]>();
const compositeNotes = new Map<string, string[]>();
{
  let outer: string[] = [];
  let current: string | undefined;
  let inner: string[] = [];
  for (const line of section(/^\s{2}composites: \[$/, /^\s{2}\],$/)) {
    const id = /^\s{6}id: '([a-z0-9_]+)',$/.exec(line)?.[1];
    if (id !== undefined) {
      current = id;
      if (outer.length > 0) compositeHeaders.set(id, outer);
      outer = [];
      inner = [];
    } else if (/^\s{4}\/\//.test(line) && !/^\s{5}/.test(line)) outer.push(stripComment(line));
    else if (/^\s{6}\/\//.test(line) && current !== undefined) inner.push(stripComment(line));
    else if (/^\s{6}why:/.test(line) && current !== undefined && inner.length > 0) {
      compositeNotes.set(current, inner);
      inner = [];
    }
  }
}

function flowAll(node: unknown): void {
  if (isMap(node) || isSeq(node)) node.flow = true;
}

function write(path: string, document: Document): void {
  writeFileSync(path, document.toString(YAML_OPTIONS));
}

// Composites: one file each.
const compositesDir = join(out, 'composites');
mkdirSync(compositesDir, { recursive: true });
const wanted = new Set(table.composites.map((composite) => `${composite.id}.yaml`));
for (const file of readdirSync(compositesDir)) if (!wanted.has(file)) rmSync(join(compositesDir, file));

function compositeValue(composite: Composite, fixtures: unknown): Record<string, unknown> {
  const note = compositeNotes.get(composite.id);
  const when: Record<string, unknown> = {};
  if (composite.when.all) when['all'] = [...composite.when.all];
  if (composite.when.some) when['some'] = composite.when.some.map((group) => (group.min === undefined ? { of: withSets(group.of) } : { of: withSets(group.of), min: group.min }));
  if (composite.when.none) when['none'] = [...composite.when.none];
  const effect: Record<string, unknown> = {};
  if (composite.raise) effect['raise'] = { ...composite.raise };
  if (composite.decide) effect['decide'] = composite.decide;
  if (composite.mute) effect['mute'] = withSets(composite.mute);
  return {
    kind: 'composite',
    id: composite.id,
    why: composite.why,
    ...(note && { note: note.join(' ') }),
    when,
    effect,
    ...(fixtures !== undefined && { fixtures }),
  };
}

for (const composite of table.composites) {
  const path = join(compositesDir, `${composite.id}.yaml`);
  const previous = existsSync(path) ? (parse(readFileSync(path, 'utf8')) as { fixtures?: unknown }) : undefined;
  const document = new Document(compositeValue(composite, previous?.fixtures));
  document.commentBefore = [HEADER, ...(compositeHeaders.has(composite.id) ? ['', ...commentText(compositeHeaders.get(composite.id)!)!.split('\n')] : [])].join('\n');
  const when = document.get('when') as YAMLMap;
  flowAll(when.get('all', true));
  flowAll(when.get('none', true));
  const effect = document.get('effect') as YAMLMap;
  flowAll(effect.get('raise', true));
  write(path, document);
}

// Weights: one file per area, in the table's order.
const weightsDir = join(out, 'weights');
mkdirSync(weightsDir, { recursive: true });
const byArea = new Map<string, [string, object][]>();
for (const [code, weights] of Object.entries(table.weights)) {
  const area = signalEntry(code as SignalCode).area;
  byArea.set(area, [...(byArea.get(area) ?? []), [code, { ...weights }]]);
}
for (const [area, entries] of byArea) {
  const document = new Document({ kind: 'weights', area, weights: Object.fromEntries(entries) });
  document.commentBefore = HEADER;
  const map = document.get('weights') as YAMLMap;
  for (const item of map.items as Pair<Node, Node>[]) {
    if (!isPair(item)) continue;
    flowAll(item.value);
    const code = isScalar(item.key) ? String(item.key.value) : '';
    const comment = weightComments.get(code);
    if (comment !== undefined) item.key.commentBefore = commentText(comment);
  }
  // Codes added to the catalog after the table was written (the operator's sender codes) keep
  // the weights the files give them, comments included.
  const path = join(weightsDir, `${area}.yaml`);
  if (existsSync(path)) {
    const existing = parseDocument(readFileSync(path, 'utf8')).get('weights');
    if (isMap(existing)) {
      for (const item of existing.items as Pair<Node, Node>[]) {
        if (isScalar(item.key) && !(String(item.key.value) in table.weights)) map.items.push(item);
      }
    }
  }
  write(path, document);
}

// Caps and thresholds in one file.
{
  const ladder = (value: PolicyTable['thresholds']['malware']) => ({
    suspicious: value.suspicious,
    suspicious_high: value.suspiciousHigh,
    verdict: value.verdict,
    critical: value.critical,
  });
  const { thresholds } = table;
  const document = new Document({
    kind: 'thresholds',
    area_caps: { ...table.areaCaps },
    thresholds: {
      malware: ladder(thresholds.malware),
      phishing: ladder(thresholds.phishing),
      fraud: ladder(thresholds.fraud),
      spam: { ...thresholds.spam },
      bulk: { ...thresholds.bulk },
      clean_low: thresholds.cleanLow,
    },
  });
  // The scale paragraph of the table's header (the rest described the TypeScript file).
  const header = source.slice(0, source.indexOf('import ')).split('\n').filter((line) => line.startsWith('//')).map(stripComment);
  const head = header.slice(Math.max(0, header.findIndex((line) => line.startsWith('Scale:'))));
  document.commentBefore = [HEADER, ...(head.length > 0 ? ['', ...commentText(head)!.split('\n')] : [])].join('\n');
  for (const item of (document.get('thresholds') as YAMLMap).items as Pair<Node, Node>[]) flowAll(item.value);
  write(join(out, 'thresholds.yaml'), document);
}

// The named signal lists the composites share.
{
  const document = new Document({ kind: 'signal_sets', sets: Object.fromEntries(sets.map((set) => [set.name, { why: set.why, codes: set.codes }])) });
  document.commentBefore = `${HEADER}\n A composite names a set as $name inside \`some: [of: …]\` or \`mute\`.`;
  write(join(out, 'signal-sets.yaml'), document);
}

console.log(`port: ${table.composites.length} composites, ${Object.keys(table.weights).length} weights in ${byArea.size} areas, ${sets.length} signal sets → ${out}`);
