// The schema of a rule file (YAML under rules/ or an operator's CENTINELA_RULES_DIR). Every file
// says what it holds in `kind`, so any layout works: the shipped one keeps one composite per file
// (as Sublime's detection rules do) and the weights grouped per area (as Rspamd's scores.d).
// Field names are snake_case; the loader turns them into the in-memory shape of policy-types.ts.

import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

const strict = { additionalProperties: false } as const;

/** A signal code; whether the catalog has it is checked after the schema, with its own message. */
const Code = Type.String({ pattern: '^[a-z][a-z0-9_]*$' });
/** A signal code, or `$name` for a named set of signal codes (kind `signal_sets`). */
const CodeOrSet = Type.String({ pattern: '^\\$?[a-z][a-z0-9_]*$' });
/** In `when.all` and `when.none`: a signal code, or `fact:<name>` for a message fact (drop rules only). */
const CodeOrFact = Type.String({ pattern: '^(?:fact:)?[a-z][a-z0-9_]*$' });
const CompositeId = Type.String({ pattern: '^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$' });
const Text = Type.String({ minLength: 1 });
const Weight = Type.Number({ minimum: 0, maximum: 100 });
// A pattern, not a union of literals: its error names the values allowed.
const Threat = Type.Unsafe<'malware' | 'phishing' | 'fraud'>(Type.String({ pattern: '^(malware|phishing|fraud)$' }));

export const ClassWeightsSchema = Type.Object(
  {
    malware: Type.Optional(Weight),
    phishing: Type.Optional(Weight),
    fraud: Type.Optional(Weight),
    spam: Type.Optional(Weight),
    bulk: Type.Optional(Weight),
  },
  strict,
);

export const CompositeFileSchema = Type.Object(
  {
    kind: Type.Literal('composite'),
    id: CompositeId,
    /** Why the combination means more than its parts: shown in docs/rules.md. */
    why: Text,
    /** What was left out and why (for maintainers); also shown in docs/rules.md. */
    note: Type.Optional(Text),
    when: Type.Object(
      {
        all: Type.Optional(Type.Array(CodeOrFact, { minItems: 1 })),
        some: Type.Optional(
          Type.Array(Type.Object({ of: Type.Array(CodeOrSet, { minItems: 1 }), min: Type.Optional(Type.Integer({ minimum: 1 })) }, strict), {
            minItems: 1,
          }),
        ),
        none: Type.Optional(Type.Array(CodeOrFact, { minItems: 1 })),
      },
      strict,
    ),
    effect: Type.Object(
      {
        raise: Type.Optional(ClassWeightsSchema),
        decide: Type.Optional(Threat),
        mute: Type.Optional(Type.Array(CodeOrSet, { minItems: 1 })),
        // Reserved: accepted by the schema, refused by the loader (no rule emits signals yet).
        emit: Type.Optional(Type.Array(Code, { minItems: 1 })),
        /** Signals removed after the areas, before scoring and from `signal_codes` (a drop rule has no other effect). */
        drop: Type.Optional(Type.Array(Code, { minItems: 1 })),
      },
      { ...strict, minProperties: 1 },
    ),
    /** Project-written test messages (`suite-file.ts#case name`) that must fire it, and near misses that must not. */
    fixtures: Type.Optional(
      Type.Object({ fires: Type.Optional(Type.Array(Text)), near_misses: Type.Optional(Type.Array(Text)) }, strict),
    ),
  },
  strict,
);

export const WeightsFileSchema = Type.Object(
  {
    kind: Type.Literal('weights'),
    /** Every code in the file belongs to this area. */
    area: Type.String(),
    description: Type.Optional(Text),
    weights: Type.Record(Type.String(), ClassWeightsSchema),
  },
  strict,
);

const ThreatLadder = Type.Object(
  {
    suspicious: Type.Optional(Weight),
    suspicious_high: Type.Optional(Weight),
    verdict: Type.Optional(Weight),
    critical: Type.Optional(Weight),
  },
  strict,
);

export const LimitsFileSchema = Type.Object(
  {
    kind: Type.Literal('thresholds'),
    area_caps: Type.Optional(Type.Record(Type.String(), Weight)),
    thresholds: Type.Optional(
      Type.Object(
        {
          malware: Type.Optional(ThreatLadder),
          phishing: Type.Optional(ThreatLadder),
          fraud: Type.Optional(ThreatLadder),
          spam: Type.Optional(Type.Object({ verdict: Type.Optional(Weight), medium: Type.Optional(Weight) }, strict)),
          bulk: Type.Optional(Type.Object({ verdict: Type.Optional(Weight) }, strict)),
          clean_low: Type.Optional(Weight),
        },
        strict,
      ),
    ),
  },
  strict,
);

export const SignalSetsFileSchema = Type.Object(
  {
    kind: Type.Literal('signal_sets'),
    sets: Type.Record(Type.String({ pattern: '^[a-z][a-z0-9_]*$' }), Type.Object({ why: Text, codes: Type.Array(Code, { minItems: 1 }) }, strict)),
  },
  strict,
);

/** Operators only: shipped composites that no longer apply. */
export const DisableFileSchema = Type.Object(
  { kind: Type.Literal('disable'), why: Text, composites: Type.Array(CompositeId, { minItems: 1 }) },
  strict,
);

/** Operators only: From domains the operator flags or trusts (signals sender_operator_listed / sender_operator_trusted). */
export const SenderDomainsFileSchema = Type.Object(
  {
    kind: Type.Literal('sender_domains'),
    why: Text,
    listed: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
    trusted: Type.Optional(Type.Array(Type.String({ minLength: 1 }))),
  },
  strict,
);

export const RULE_FILE_SCHEMAS = {
  composite: CompositeFileSchema,
  weights: WeightsFileSchema,
  thresholds: LimitsFileSchema,
  signal_sets: SignalSetsFileSchema,
  disable: DisableFileSchema,
  sender_domains: SenderDomainsFileSchema,
} as const satisfies Record<string, TSchema>;

export type RuleFileKind = keyof typeof RULE_FILE_SCHEMAS;
export type CompositeFile = Static<typeof CompositeFileSchema>;
export type WeightsFile = Static<typeof WeightsFileSchema>;
export type LimitsFile = Static<typeof LimitsFileSchema>;
export type SignalSetsFile = Static<typeof SignalSetsFileSchema>;
export type DisableFile = Static<typeof DisableFileSchema>;
export type SenderDomainsFile = Static<typeof SenderDomainsFileSchema>;
