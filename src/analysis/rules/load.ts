// Reads the rule files (the shipped rules/ folder, then an operator's CENTINELA_RULES_DIR on top),
// validates them against the schema and the signal catalog, merges them, and compiles the result
// once into the in-memory PolicyTable that policy.ts evaluates. Every problem found is reported,
// one line each, naming the file and the field, before anything is used.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { domainToUnicode, fileURLToPath } from 'node:url';

import { Value } from '@sinclair/typebox/value';
import { parseDocument } from 'yaml';

import { AREA_PREFIXES, isCoverageCode, isSignalCode, SIGNAL_CODES, signalEntry } from '../../contract/signals.ts';
import type { SignalArea, SignalCode } from '../../contract/signals.ts';
import { FACT_NAMES, isFactName } from '../facts/catalog.ts';
import type { FactName } from '../facts/catalog.ts';
import type { Composite, DropRule, PolicyTable, PolicyThresholds, SignalGroup, ThreatThresholds, Weights } from './policy-types.ts';
import { RULE_FILE_SCHEMAS } from './schema.ts';
import type { CompositeFile, LimitsFile, RuleFileKind, SenderDomainsFile, SignalSetsFile, WeightsFile } from './schema.ts';

/** The rules the project ships, at the repository's top level. */
export const SHIPPED_RULES_DIR = fileURLToPath(new URL('../../../rules/', import.meta.url));

export class RulesError extends Error {
  readonly lines: readonly string[];
  constructor(lines: readonly string[]) {
    super(lines.join('\n'));
    this.name = 'RulesError';
    this.lines = lines;
  }
}

interface Located<T> {
  readonly file: string;
  readonly value: T;
}

/** A composite as written, with where it came from (docs/rules.md is generated from these). */
export interface CompositeRule extends Located<CompositeFile> {
  readonly origin: 'shipped' | 'operator';
}

/** Everything the rule files say, merged, before compiling. */
export interface RuleSet {
  readonly composites: readonly CompositeRule[];
  /** Shipped composites an operator switched off, with the operator's reason. */
  readonly disabled: ReadonlyMap<string, string>;
  readonly sets: ReadonlyMap<string, { readonly why: string; readonly codes: readonly SignalCode[]; readonly file: string }>;
  readonly weights: Readonly<Record<SignalCode, Weights>>;
  /** The weights files as written, per area (docs keep their order and descriptions). */
  readonly weightGroups: readonly Located<WeightsFile>[];
  readonly areaCaps: Readonly<Record<SignalArea, number>>;
  readonly thresholds: PolicyThresholds;
  readonly senderDomains: { readonly listed: ReadonlySet<string>; readonly trusted: ReadonlySet<string> };
}

export interface LoadedRules {
  readonly rules: RuleSet;
  readonly table: PolicyTable;
}

const AREAS = Object.keys(AREA_PREFIXES) as SignalArea[];
const FACT_PREFIX = 'fact:';
const OPERATOR_ONLY: ReadonlySet<RuleFileKind> = new Set(['disable', 'sender_domains']);

/** `/when/some/0/of/3` → `when.some[0].of[3]`. */
function fieldOf(pointer: string): string {
  const parts = pointer.split('/').slice(1);
  let out = '';
  for (const part of parts) out += /^\d+$/.test(part) ? `[${part}]` : `${out === '' ? '' : '.'}${part.replaceAll('~1', '/').replaceAll('~0', '~')}`;
  return out === '' ? '(file)' : out;
}

function ruleFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ya?ml$/.test(entry.name)) found.push(path);
    }
  };
  walk(root);
  return found;
}

type Parsed = { readonly [K in RuleFileKind]: { kind: K; file: string; name: string; value: unknown } }[RuleFileKind];

/** Parses and schema-checks every file of one folder; problems go to `errors`. */
function readFolder(root: string, shown: string, origin: 'shipped' | 'operator', errors: string[]): Parsed[] {
  let files: string[];
  try {
    if (!statSync(root).isDirectory()) throw new Error('not a directory');
    files = ruleFiles(root);
  } catch (error) {
    errors.push(`${shown}: cannot read the rules folder (${(error as Error).message})`);
    return [];
  }
  const parsed: Parsed[] = [];
  for (const path of files) {
    const file = join(shown, relative(root, path));
    const document = parseDocument(readFileSync(path, 'utf8'), { uniqueKeys: true });
    if (document.errors.length > 0) {
      // The message's first line names the line and column; the source excerpt under it is left out.
      for (const error of document.errors) errors.push(`${file}: ${error.message.split('\n', 1)[0]!.replace(/:$/, '')}`);
      continue;
    }
    const value: unknown = document.toJS();
    const kind = (value as { kind?: unknown } | null)?.kind;
    if (typeof kind !== 'string' || !(kind in RULE_FILE_SCHEMAS)) {
      errors.push(`${file}: kind: expected one of ${Object.keys(RULE_FILE_SCHEMAS).join(', ')}`);
      continue;
    }
    const schema = RULE_FILE_SCHEMAS[kind as RuleFileKind];
    // Check is the fast path; Errors, which walks everything, only for a file that fails.
    const problems = Value.Check(schema, value) ? [] : [...Value.Errors(schema, value)];
    if (problems.length > 0) {
      // One line per field: a union or a nested object reports the same field more than once.
      const seen = new Set<string>();
      for (const problem of problems) {
        const field = fieldOf(problem.path);
        if (seen.has(field)) continue;
        seen.add(field);
        errors.push(`${file}: ${field}: ${problem.message.toLowerCase()}`);
      }
      continue;
    }
    if (origin === 'shipped' && OPERATOR_ONLY.has(kind as RuleFileKind)) {
      errors.push(`${file}: kind: ${kind} belongs in an operator's rules folder only`);
      continue;
    }
    const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.ya?ml$/, '');
    parsed.push({ kind, file, name, value } as Parsed);
  }
  return parsed;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

interface Draft {
  composites: Map<string, CompositeRule>;
  disabled: Map<string, string>;
  sets: Map<string, { why: string; codes: SignalCode[]; file: string }>;
  weights: Map<SignalCode, { weights: Weights; file: string }>;
  weightGroups: Located<WeightsFile>[];
  areaCaps: Partial<Record<SignalArea, number>>;
  threat: Record<'malware' | 'phishing' | 'fraud', { -readonly [K in keyof ThreatThresholds]?: number }>;
  spam: { verdict?: number; medium?: number };
  bulk: { verdict?: number };
  cleanLow?: number;
  listed: Set<string>;
  trusted: Set<string>;
}

function checkCode(code: string, file: string, field: string, errors: string[]): code is SignalCode {
  if (isSignalCode(code)) return true;
  errors.push(`${file}: ${field}: unknown signal code "${code}"`);
  return false;
}

function mergeLimits(draft: Draft, file: string, limits: LimitsFile, errors: string[]): void {
  for (const [area, cap] of Object.entries(limits.area_caps ?? {})) {
    if (!AREAS.includes(area as SignalArea)) errors.push(`${file}: area_caps.${area}: unknown area (expected one of ${AREAS.join(', ')})`);
    else draft.areaCaps[area as SignalArea] = cap;
  }
  const thresholds = limits.thresholds ?? {};
  for (const threat of ['malware', 'phishing', 'fraud'] as const) {
    const ladder = thresholds[threat];
    if (ladder === undefined) continue;
    const target = draft.threat[threat];
    if (ladder.suspicious !== undefined) target.suspicious = ladder.suspicious;
    if (ladder.suspicious_high !== undefined) target.suspiciousHigh = ladder.suspicious_high;
    if (ladder.verdict !== undefined) target.verdict = ladder.verdict;
    if (ladder.critical !== undefined) target.critical = ladder.critical;
  }
  if (thresholds.spam?.verdict !== undefined) draft.spam.verdict = thresholds.spam.verdict;
  if (thresholds.spam?.medium !== undefined) draft.spam.medium = thresholds.spam.medium;
  if (thresholds.bulk?.verdict !== undefined) draft.bulk.verdict = thresholds.bulk.verdict;
  if (thresholds.clean_low !== undefined) draft.cleanLow = thresholds.clean_low;
}

/** Adds one folder's files to the draft: the shipped folder defines, an operator's adds and overrides. */
function merge(draft: Draft, files: readonly Parsed[], origin: 'shipped' | 'operator', errors: string[]): void {
  const seenHere = new Map<string, string>();
  const weightedHere = new Map<SignalCode, string>();
  let limitsFile: string | undefined;
  // Sets first: composites in any file may name them.
  for (const parsed of files) {
    if (parsed.kind !== 'signal_sets') continue;
    const { sets } = parsed.value as SignalSetsFile;
    for (const [name, set] of Object.entries(sets)) {
      const existing = draft.sets.get(name);
      if (existing !== undefined) {
        errors.push(`${parsed.file}: sets.${name}: already defined in ${existing.file}`);
        continue;
      }
      const codes = set.codes.filter((code, index) => checkCode(code, parsed.file, `sets.${name}.codes[${index}]`, errors));
      draft.sets.set(name, { why: set.why, codes: unique(codes), file: parsed.file });
    }
  }
  for (const parsed of files) {
    switch (parsed.kind) {
      case 'composite': {
        const value = parsed.value as CompositeFile;
        if (value.id !== parsed.name) errors.push(`${parsed.file}: id: "${value.id}" differs from the file name (one composite per file, named by its id)`);
        const previous = seenHere.get(value.id);
        if (previous !== undefined) {
          errors.push(`${parsed.file}: id: duplicate composite id "${value.id}" (also in ${previous})`);
          continue;
        }
        seenHere.set(value.id, parsed.file);
        draft.composites.set(value.id, { file: parsed.file, value, origin });
        break;
      }
      case 'weights': {
        const value = parsed.value as WeightsFile;
        if (!AREAS.includes(value.area as SignalArea)) {
          errors.push(`${parsed.file}: area: unknown area "${value.area}" (expected one of ${AREAS.join(', ')})`);
          continue;
        }
        draft.weightGroups.push({ file: parsed.file, value });
        for (const [code, weights] of Object.entries(value.weights)) {
          if (!checkCode(code, parsed.file, `weights.${code}`, errors)) continue;
          if (signalEntry(code).area !== value.area) {
            errors.push(`${parsed.file}: weights.${code}: the signal belongs to the ${signalEntry(code).area} area, not ${value.area}`);
            continue;
          }
          const previous = weightedHere.get(code);
          if (previous !== undefined) {
            errors.push(`${parsed.file}: weights.${code}: weighed twice (also in ${previous})`);
            continue;
          }
          weightedHere.set(code, parsed.file);
          draft.weights.set(code, { weights: { ...weights }, file: parsed.file });
        }
        break;
      }
      case 'thresholds':
        if (limitsFile !== undefined) {
          errors.push(`${parsed.file}: kind: a second thresholds file (the first is ${limitsFile}); keep caps and thresholds in one`);
          continue;
        }
        limitsFile = parsed.file;
        mergeLimits(draft, parsed.file, parsed.value as LimitsFile, errors);
        break;
      case 'disable':
        for (const [index, id] of (parsed.value as { composites: string[]; why: string }).composites.entries()) {
          if (draft.composites.get(id)?.origin !== 'shipped') errors.push(`${parsed.file}: composites[${index}]: no shipped composite "${id}" to disable`);
          else draft.disabled.set(id, (parsed.value as { why: string }).why);
        }
        break;
      case 'sender_domains': {
        const value = parsed.value as SenderDomainsFile;
        for (const [field, list, target] of [['listed', value.listed, draft.listed], ['trusted', value.trusted, draft.trusted]] as const) {
          for (const [index, domain] of (list ?? []).entries()) {
            const normalised = domain.trim().toLowerCase().replace(/\.$/, '');
            if (!/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/.test(normalised)) {
              errors.push(`${parsed.file}: ${field}[${index}]: "${domain}" is not a domain name (write an international one in punycode, xn--…)`);
            } else target.add(domainToUnicode(normalised) || normalised);
          }
        }
        break;
      }
      case 'signal_sets':
        break;
    }
  }
  for (const id of draft.disabled.keys()) {
    if (draft.composites.get(id)?.origin === 'operator') errors.push(`${seenHere.get(id)}: id: "${id}" is both disabled and defined by the operator`);
  }
}

function expand(items: readonly string[], file: string, field: string, sets: Draft['sets'], errors: string[]): SignalCode[] {
  const codes: SignalCode[] = [];
  for (const [index, item] of items.entries()) {
    if (item.startsWith('$')) {
      const set = sets.get(item.slice(1));
      if (set === undefined) errors.push(`${file}: ${field}[${index}]: unknown signal set "${item}"`);
      else codes.push(...set.codes);
    } else if (checkCode(item, file, `${field}[${index}]`, errors)) codes.push(item);
  }
  return unique(codes);
}

/** Splits `fact:<name>` items from signal codes, checking the names against the facts catalog. */
function splitFacts(items: readonly string[] | undefined, file: string, field: string, errors: string[]): { codes?: string[]; facts: FactName[] } {
  if (items === undefined) return { facts: [] };
  const codes: string[] = [];
  const facts: FactName[] = [];
  for (const [index, item] of items.entries()) {
    if (!item.startsWith(FACT_PREFIX)) codes.push(item);
    else if (isFactName(item.slice(FACT_PREFIX.length))) facts.push(item.slice(FACT_PREFIX.length) as FactName);
    else errors.push(`${file}: ${field}[${index}]: unknown fact "${item}" (known: ${FACT_NAMES.join(', ')})`);
  }
  return codes.length > 0 ? { codes, facts } : { facts };
}

type Compiled = { readonly kind: 'composite'; readonly rule: Composite } | { readonly kind: 'drop'; readonly rule: DropRule };

function compileComposite(rule: CompositeRule, sets: Draft['sets'], errors: string[]): Compiled | undefined {
  const { file, value } = rule;
  const before = errors.length;
  const { when, effect } = value;
  const whenAll = splitFacts(when.all, file, 'when.all', errors);
  const whenNone = splitFacts(when.none, file, 'when.none', errors);
  const dropping = effect.drop !== undefined;
  if (whenAll.codes === undefined && when.some === undefined) errors.push(`${file}: when: needs signals in \`all\` or \`some\` (facts or \`none\` alone never fire)`);
  if (effect.emit !== undefined) errors.push(`${file}: effect.emit: reserved and not evaluated yet; use raise, decide, mute or drop`);
  if (dropping && (effect.raise !== undefined || effect.decide !== undefined || effect.mute !== undefined)) {
    errors.push(`${file}: effect: a drop rule only drops (write the raise, decide or mute in a rule of its own)`);
  }
  if (!dropping && effect.raise === undefined && effect.decide === undefined && effect.mute === undefined) errors.push(`${file}: effect: needs raise, decide, mute or drop`);
  if (!dropping && whenAll.facts.length + whenNone.facts.length > 0) {
    errors.push(`${file}: when: facts are read by drop rules only (the policy scores signals)`);
  }
  const all = whenAll.codes === undefined ? undefined : expand(whenAll.codes, file, 'when.all', sets, errors);
  const none = whenNone.codes === undefined ? undefined : expand(whenNone.codes, file, 'when.none', sets, errors);
  const some = when.some?.map((group, index): SignalGroup => {
    const of = expand(group.of, file, `when.some[${index}].of`, sets, errors);
    if (group.min !== undefined && group.min > of.length) errors.push(`${file}: when.some[${index}].min: ${group.min} is more than the ${of.length} signals listed`);
    return group.min === undefined ? { of } : { of, min: group.min };
  });
  const mute = effect.mute === undefined ? undefined : expand(effect.mute, file, 'effect.mute', sets, errors);
  const drop = effect.drop === undefined ? undefined : expand(effect.drop, file, 'effect.drop', sets, errors);
  for (const [field, codes] of [
    ['when.all', all],
    ['when.none', none],
    ['effect.mute', mute],
    ['effect.drop', drop],
    ...(some ?? []).map((group, index) => [`when.some[${index}].of`, group.of] as const),
  ] as const) {
    for (const code of codes ?? []) if (isCoverageCode(code)) errors.push(`${file}: ${field}: coverage code "${code}" says what was not seen; it is no evidence to combine`);
  }
  if (errors.length > before) return undefined;
  const condition = { ...(all && { all }), ...(some && { some }), ...(none && { none }) };
  if (drop !== undefined) {
    return { kind: 'drop', rule: { id: value.id, why: value.why, when: condition, facts: { all: whenAll.facts, none: whenNone.facts }, drop } };
  }
  return {
    kind: 'composite',
    rule: {
      id: value.id,
      why: value.why,
      when: condition,
      ...(effect.raise && { raise: { ...effect.raise } }),
      ...(effect.decide && { decide: effect.decide }),
      ...(mute && { mute }),
    },
  };
}

function required<T>(value: T | undefined, file: string, field: string, errors: string[]): T {
  if (value === undefined) errors.push(`${file}: ${field}: missing`);
  return value as T;
}

function emptyDraft(): Draft {
  return {
    composites: new Map(),
    disabled: new Map(),
    sets: new Map(),
    weights: new Map(),
    weightGroups: [],
    areaCaps: {},
    threat: { malware: {}, phishing: {}, fraud: {} },
    spam: {},
    bulk: {},
    listed: new Set(),
    trusted: new Set(),
  };
}

/**
 * Loads the shipped rules and, when given, an operator's folder on top. Throws RulesError with
 * one line per problem. `shown` is how the operator's folder is named in those lines.
 */
export function loadRules(operatorDir?: string, shippedDir: string = SHIPPED_RULES_DIR): LoadedRules {
  const errors: string[] = [];
  const draft = emptyDraft();
  merge(draft, readFolder(shippedDir, 'rules', 'shipped', errors), 'shipped', errors);

  const limitsFile = 'rules (thresholds file)';
  for (const area of AREAS) required(draft.areaCaps[area], limitsFile, `area_caps.${area}`, errors);
  for (const threat of ['malware', 'phishing', 'fraud'] as const) {
    for (const step of ['suspicious', 'suspiciousHigh', 'verdict', 'critical'] as const) {
      required(draft.threat[threat][step], limitsFile, `thresholds.${threat}.${step === 'suspiciousHigh' ? 'suspicious_high' : step}`, errors);
    }
  }
  required(draft.spam.verdict, limitsFile, 'thresholds.spam.verdict', errors);
  required(draft.spam.medium, limitsFile, 'thresholds.spam.medium', errors);
  required(draft.bulk.verdict, limitsFile, 'thresholds.bulk.verdict', errors);
  required(draft.cleanLow, limitsFile, 'thresholds.clean_low', errors);
  for (const code of SIGNAL_CODES) {
    if (!draft.weights.has(code)) errors.push(`rules/weights: ${code}: a catalog signal without a weight (give it {} to weigh nothing)`);
  }

  if (operatorDir !== undefined) merge(draft, readFolder(operatorDir, operatorDir, 'operator', errors), 'operator', errors);

  const composites: Composite[] = [];
  const drops: DropRule[] = [];
  for (const rule of draft.composites.values()) {
    if (draft.disabled.has(rule.value.id)) continue;
    const compiled = compileComposite(rule, draft.sets, errors);
    if (compiled?.kind === 'composite') composites.push(compiled.rule);
    else if (compiled?.kind === 'drop') drops.push(compiled.rule);
  }
  if (errors.length > 0) throw new RulesError(errors);

  const weights = Object.fromEntries(SIGNAL_CODES.map((code) => [code, draft.weights.get(code)!.weights])) as Record<SignalCode, Weights>;
  const areaCaps = draft.areaCaps as Record<SignalArea, number>;
  const thresholds: PolicyThresholds = {
    malware: draft.threat.malware as ThreatThresholds,
    phishing: draft.threat.phishing as ThreatThresholds,
    fraud: draft.threat.fraud as ThreatThresholds,
    spam: draft.spam as PolicyThresholds['spam'],
    bulk: draft.bulk as PolicyThresholds['bulk'],
    cleanLow: draft.cleanLow!,
  };
  return {
    rules: {
      composites: [...draft.composites.values()],
      disabled: draft.disabled,
      sets: draft.sets,
      weights,
      weightGroups: draft.weightGroups,
      areaCaps,
      thresholds,
      senderDomains: { listed: draft.listed, trusted: draft.trusted },
    },
    table: { weights, areaCaps, composites, drops, thresholds },
  };
}
