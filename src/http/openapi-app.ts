// The OpenAPI 3.1 document of the /api/v1 application surface (contract 2.2), the one the
// console uses, shown in /docs beside the public document. Kept apart from the public one so
// that the public document stays the one operation integrators build on (contract 2.3). It
// lives with the routes because it describes their request schemas and limits.

import { OPERATION_PROBLEMS, RESPONSE_HEADERS, problemResponses } from '../contract/openapi.ts';
import type { ProblemCode } from '../contract/problems.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../contract/request-headers.ts';
import { AnalysisResultSchema, ProblemSchema } from '../contract/schemas.ts';
import { CONTRACT_LIMITS } from '../message/limits.ts';
import { API_PATHS } from './routes/api-surface.ts';
import { SMS_BODY_LIMIT, SMS_TEXT_LIMIT, SmsRequestSchema } from './routes/api-sms.ts';
import { URL_BODY_LIMIT, UrlRequestSchema } from './routes/api-url.ts';

const TAG = 'Application surface (/api/v1)';

/** The key is optional on this surface: when sent, contract 1.3 applies to it. */
const EMAIL_PROBLEMS = OPERATION_PROBLEMS.filter((code) => code !== 'idempotency_key_missing');

/** A JSON body is never parsed as a message. */
const MESSAGE_ONLY: ReadonlySet<ProblemCode> = new Set(['idempotency_key_missing', 'message_unparseable', 'email_too_complex']);
/** A URL is judged inline: no worker queue to overflow. */
const URL_PROBLEMS: readonly ProblemCode[] = [
  ...OPERATION_PROBLEMS.filter((code) => !MESSAGE_ONLY.has(code) && code !== 'service_overloaded'),
  'invalid_request',
];
/** An SMS waits for a place in the worker pool, as a message does. */
const SMS_PROBLEMS: readonly ProblemCode[] = [...OPERATION_PROBLEMS.filter((code) => !MESSAGE_ONLY.has(code)), 'invalid_request'];

const OPTIONAL_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Optional here. When sent, a retry with the same key and the same body replays the first answer (`Idempotent-Replayed: true`).',
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
};

const RESULT_RESPONSE = {
  description: 'The analysis, in the public result shape.',
  headers: {
    ...RESPONSE_HEADERS,
    'Idempotent-Replayed': {
      description: '`true` when the body is the stored answer of an earlier request with this key.',
      schema: { type: 'string', const: 'true' },
    },
  },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/AnalysisResult' } } },
};

function jsonOperation(
  operationId: string,
  summary: string,
  capability: string,
  schemaName: string,
  limit: number,
  problems: readonly ProblemCode[],
  description: string,
): object {
  return {
    operationId,
    tags: [TAG],
    summary,
    description: `${description} Needs the \`${capability}\` capability. The body is at most ${limit} bytes.`,
    parameters: [OPTIONAL_KEY],
    requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${schemaName}` } } } },
    responses: { '200': RESULT_RESPONSE, ...problemResponses(problems, 'application/json') },
  };
}

export function buildApplicationOpenApiDocument(version: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Centinela application surface',
      version,
      description: [
        'The operations the analyst console at `/app` uses. Integrators build on the public operation `POST /v1/email-analyses` (its own document at `/v1/openapi.json`).',
        'Every operation needs `X-API-Key` with its capability; errors are RFC 9457 problems with the same codes; the `Idempotency-Key` is optional.',
      ].join('\n\n'),
    },
    security: [{ ApiKey: [] }],
    tags: [{ name: TAG, description: 'Email, URL and SMS analysis for the console, and the health check.' }],
    paths: {
      [API_PATHS.email]: {
        post: {
          operationId: 'consoleAnalyzeEmail',
          tags: [TAG],
          summary: 'Analyse one complete email message',
          description: `The public operation's engine, limits and result. Needs the \`email_analysis\` capability. The message is at most ${CONTRACT_LIMITS.messageBytes} bytes.`,
          parameters: [OPTIONAL_KEY],
          requestBody: {
            required: true,
            content: { 'message/rfc822': { schema: { type: 'string', format: 'binary', maxLength: CONTRACT_LIMITS.messageBytes } } },
          },
          responses: { '200': RESULT_RESPONSE, ...problemResponses(EMAIL_PROBLEMS) },
        },
      },
      [API_PATHS.url]: {
        post: jsonOperation(
          'analyzeUrl',
          'Analyse one URL',
          'url_analysis',
          'UrlAnalysisRequest',
          URL_BODY_LIMIT,
          URL_PROBLEMS,
          'The link area applied to one URL: lookalike domains, homographs, open redirectors, shorteners, IP hosts, suspicious TLDs, free hosting and obfuscation. Signal codes come from the link area.',
        ),
      },
      [API_PATHS.sms]: {
        post: jsonOperation(
          'analyzeSms',
          'Analyse one SMS (smishing)',
          'sms_analysis',
          'SmsAnalysisRequest',
          SMS_BODY_LIMIT,
          SMS_PROBLEMS,
          `The content area's lexicons over the text (at most ${SMS_TEXT_LIMIT} bytes in UTF-8; a longer text is 413) and the link area over every URL in the text and the sender, in the worker pool under the processing budget (when it runs out before the links are looked at, the answer is \`partial\` with \`coverage_budget_exhausted\`; 503 \`service_overloaded\` when every worker is busy and the queue full).`,
        ),
      },
      '/api/v1/health': {
        get: {
          operationId: 'health',
          tags: [TAG],
          summary: 'Whether the service can answer',
          security: [],
          responses: {
            '200': {
              description: 'The service and its stores answer.',
              content: {
                'application/json': { schema: { type: 'object', properties: { status: { const: 'ok' } }, required: ['status'], additionalProperties: false } },
              },
            },
            '503': {
              description: 'A store the service depends on does not answer.',
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { status: { const: 'unavailable' } }, required: ['status'], additionalProperties: false },
                },
              },
            },
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
        UrlAnalysisRequest: UrlRequestSchema,
        SmsAnalysisRequest: SmsRequestSchema,
      },
    },
  };
}
