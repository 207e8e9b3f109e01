// JSON Schemas of what the public operation answers, built with TypeBox from the contract's
// value sets and the signal catalog. The OpenAPI document embeds them and the contract tests
// check every real response against them, so the document cannot drift from the server.

import { type TSchema, Type } from '@sinclair/typebox';
import { LIMIT_NAMES } from '../message/limits.ts';
import { UNPARSEABLE_REASONS } from '../message/rejection.ts';
import { PROBLEM_CODES } from './problems.ts';
import { COMPLETENESS_VALUES, MAX_SIGNAL_CODES, MAX_WARNINGS, RISKS, VERDICTS, WARNING_CODES } from './result.ts';
import { SIGNAL_CODES } from './signals.ts';

function stringEnum(values: readonly string[], description: string): TSchema {
  return Type.Unsafe<string>({ type: 'string', enum: [...values], description });
}

export const AnalysisResultSchema = Type.Object(
  {
    analysis_id: Type.String({ minLength: 1, description: 'Opaque, unique per analysis; do not parse it.' }),
    verdict: stringEnum(VERDICTS, 'Classification; when several apply, the first in this list wins.'),
    risk: stringEnum(RISKS, 'How dangerous the message is, from none to critical.'),
    completeness: stringEnum(COMPLETENESS_VALUES, '`partial` when an analysis area did not finish; `coverage_*` codes say why.'),
    signal_codes: Type.Array(stringEnum(SIGNAL_CODES, 'A public signal code of the catalog.'), {
      maxItems: MAX_SIGNAL_CODES,
      uniqueItems: true,
      description: 'Observations that led to the verdict, most severe first.',
    }),
    warnings: Type.Array(stringEnum(WARNING_CODES, 'A warning about how the message was read.'), {
      maxItems: MAX_WARNINGS,
      uniqueItems: true,
    }),
    created_at: Type.String({ format: 'date-time', description: 'RFC 3339, UTC, millisecond precision.' }),
    schema_version: Type.Literal('1.0'),
    request_id: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{7,79}$', description: 'The X-Request-ID of the request that produced this analysis.' }),
  },
  { additionalProperties: false, title: 'AnalysisResult' },
);

export const ProblemSchema = Type.Object(
  {
    type: Type.String({ description: '`urn:centinela:problem:` followed by the code.' }),
    title: Type.String(),
    status: Type.Integer({ minimum: 400, maximum: 599 }),
    detail: Type.String({ description: 'A human explanation; never contains secrets or internals.' }),
    code: stringEnum(PROBLEM_CODES, 'The stable, machine-readable error code.'),
    request_id: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._:-]{7,79}$' }),
    reason: Type.Optional(stringEnum(UNPARSEABLE_REASONS, 'With message_unparseable: why.')),
    limit: Type.Optional(stringEnum(LIMIT_NAMES, 'With email_too_complex: the structural limit exceeded.')),
    max: Type.Optional(Type.Integer({ description: 'With email_too_complex: the maximum of that limit.' })),
  },
  { title: 'Problem', description: 'RFC 9457 problem details.' },
);
