// The OpenAPI 3.1 document of the public v1 surface (one operation), canonical for integrators
// (contract 2.3). Built from the same schemas, patterns, limits and problem table the server
// uses, so what it says is what the server does.

import { CONTRACT_LIMITS, LIMIT_NAMES } from '../message/limits.ts';
import { PROBLEM_CODES, PROBLEMS, type ProblemCode } from './problems.ts';
import { IDEMPOTENCY_KEY_PATTERN, REQUEST_ID_PATTERN } from './request-headers.ts';
import { AnalysisResultSchema, ProblemSchema } from './schemas.ts';
import { SIGNAL_CATALOG } from './signals.ts';

/** Codes the public operation never answers: 404 and 405 concern other paths; JSON bodies are the /api/v1 surface's. */
const NOT_OPERATION_PROBLEMS: ReadonlySet<ProblemCode> = new Set(['not_found', 'method_not_allowed', 'invalid_request']);

/** The errors the operation can answer, by status (1.4). */
export const OPERATION_PROBLEMS: readonly ProblemCode[] = PROBLEM_CODES.filter((code) => !NOT_OPERATION_PROBLEMS.has(code));

export const RESPONSE_HEADERS = {
  'X-Request-ID': {
    description: 'The accepted X-Request-ID, or the one the server generated.',
    schema: { type: 'string', pattern: REQUEST_ID_PATTERN.source },
  },
  'Cache-Control': { description: 'Always `no-store`.', schema: { type: 'string', const: 'no-store' } },
};

const RETRY_AFTER = { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 0 } };

/** Headers some problems carry, by code; Accept-Post names the operation's media type. */
function problemHeaders(mediaType: string): Partial<Record<ProblemCode, Record<string, object>>> {
  return {
    api_key_missing: { 'WWW-Authenticate': { schema: { type: 'string' }, description: '`ApiKey realm="centinela"`' } },
    api_key_invalid: { 'WWW-Authenticate': { schema: { type: 'string' }, description: '`ApiKey realm="centinela"`' } },
    rate_limited: { 'Retry-After': RETRY_AFTER },
    unsupported_content_encoding: { 'Accept-Encoding': { schema: { type: 'string', const: 'identity' } } },
    unsupported_media_type: { 'Accept-Post': { schema: { type: 'string', const: mediaType } } },
    idempotency_request_in_progress: { 'Retry-After': RETRY_AFTER },
    service_overloaded: { 'Retry-After': RETRY_AFTER },
    service_unavailable: { 'Retry-After': RETRY_AFTER },
  };
}

/** The problem responses of an operation that answers `codes` and takes bodies of `mediaType`, by status. */
export function problemResponses(codes: readonly ProblemCode[] = OPERATION_PROBLEMS, mediaType = 'message/rfc822'): Record<string, object> {
  const extraHeaders = problemHeaders(mediaType);
  const byStatus = new Map<number, ProblemCode[]>();
  for (const code of codes) {
    const status = PROBLEMS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, object> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    const headers = Object.assign({}, RESPONSE_HEADERS, ...group.map((code) => extraHeaders[code] ?? {}));
    responses[String(status)] = {
      description: group.map((code) => `\`${code}\`: ${PROBLEMS[code].title}`).join('; '),
      headers,
      content: {
        'application/problem+json': {
          schema: {
            allOf: [{ $ref: '#/components/schemas/Problem' }, { type: 'object', properties: { code: { enum: group }, status: { const: status } } }],
          },
        },
      },
    };
  }
  return responses;
}

const SIGNAL_TABLE = SIGNAL_CATALOG.map((entry) => `| \`${entry.code}\` | ${entry.area} | ${entry.en} |`).join('\n');

export function buildOpenApiDocument(version: string): Record<string, unknown> {
  const { structural, messageBytes } = CONTRACT_LIMITS;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Centinela email security analysis API',
      version,
      description: [
        'Analyses one complete raw email (RFC 5322 / MIME) per request and answers synchronously with a compact verdict.',
        'The base URL is the origin only: the operation path `/v1/email-analyses` is appended once.',
        `Limits: the message at most ${messageBytes} bytes (413 \`payload_too_large\`); structural limits (422 \`email_too_complex\`): ` +
          LIMIT_NAMES.map((name) => `${name} ${structural[name]}`).join(', ') +
          '.',
        'Retry an unknown outcome with the same Idempotency-Key and exactly the same bytes; set a per-attempt timeout above 120 seconds.',
        '',
        '| signal code | area | meaning |',
        '|---|---|---|',
        SIGNAL_TABLE,
      ].join('\n'),
    },
    security: [{ ApiKey: [] }],
    tags: [{ name: 'Email analysis', description: 'The public v1 operation.' }],
    paths: {
      '/v1/email-analyses': {
        post: {
          operationId: 'analyzeEmail',
          tags: ['Email analysis'],
          summary: 'Analyse one complete email message',
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: true,
              description:
                'Identifies one logical submission; reuse it, with the same bytes, on every retry. A quoted structured-field string is accepted too.',
              schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
            },
            {
              name: 'X-Request-ID',
              in: 'header',
              required: false,
              description: 'Your id for this request; an invalid or missing one is replaced by a generated id, never an error.',
              schema: { type: 'string' },
            },
            {
              name: 'Content-Encoding',
              in: 'header',
              required: false,
              description: 'Absent or `identity`: compressed bodies are refused.',
              schema: { type: 'string', enum: ['identity'] },
            },
          ],
          requestBody: {
            required: true,
            description: 'The complete original message bytes, with all headers, boundaries, bodies and attachments.',
            content: { 'message/rfc822': { schema: { type: 'string', format: 'binary', maxLength: messageBytes } } },
          },
          responses: {
            '200': {
              description: 'The analysis. A replay of a completed submission carries `Idempotent-Replayed: true` and the stored body, byte for byte.',
              headers: {
                ...RESPONSE_HEADERS,
                'Idempotent-Replayed': {
                  description: '`true` when the body is the stored answer of an earlier request.',
                  schema: { type: 'string', const: 'true' },
                },
              },
              content: { 'application/json': { schema: { $ref: '#/components/schemas/AnalysisResult' } } },
            },
            ...problemResponses(),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'The issued credential; never put it in a URL.' },
      },
      schemas: {
        AnalysisResult: AnalysisResultSchema,
        Problem: ProblemSchema,
      },
    },
  };
}
