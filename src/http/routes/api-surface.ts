// The /api/v1 application surface of contract 2.2, used by the console: email, URL and SMS
// analysis, each behind the same gate as the public operation with its own capability, and
// with the Idempotency-Key optional.
//
// The email operation is the public one's engine and code path (worker pool, same limits,
// same result). An SMS is analysed in the same worker pool, under the same budget, admission
// and hard limit: the content area's lexicons over 4 KiB of text and up to 21 URLs are real
// detection work, which the event loop does not do. A URL is judged inline: one parse and a
// bounded set of table look-ups (a median of about 0.05 ms), less than a hop to a worker costs.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { concludeSignals } from '../../analysis/conclude.ts';
import type { Analysis } from '../../analysis/analyze.ts';
import { buildResult, serializeResult } from '../../contract/analysis-result.ts';
import { newAnalysisId } from '../../ids/ids.ts';
import type { Capability } from '../../store/store.ts';
import { type Admitted, admit, type GateDeps, type GateRules } from '../gate.ts';
import { isMessageRfc822 } from '../headers.ts';
import { analyzeEmail, analyzerProblem, type AnalyzeEmailDeps } from './analyze-email.ts';
import { answerOnce } from '../idempotent-answer.ts';
import { parseJsonBody } from './api-json-body.ts';
import { readLimitedBody } from '../body.ts';
import { SMS_BODY_LIMIT, smsInput, SmsRequestSchema } from './api-sms.ts';
import { URL_BODY_LIMIT, UrlRequestSchema, urlSignals } from './api-url.ts';

export interface ApplicationSurfaceContext {
  /** Declares a method on a path, for the server's 405 answers. */
  readonly route: (method: 'GET' | 'POST', path: string) => void;
  /** Records the credential on the request's log line. */
  readonly note: (request: FastifyRequest, value: { credentialId: string }) => void;
  readonly gate: GateDeps;
  readonly email: AnalyzeEmailDeps;
  /** An operator's rules folder on top of the shipped rules (CENTINELA_RULES_DIR), for the URL verdict; messages and SMS get it through the analyzer. */
  readonly rules?: string | undefined;
}

export const API_PATHS = {
  email: '/api/v1/analyze/email',
  url: '/api/v1/analyze/url',
  sms: '/api/v1/analyze/sms',
} as const;

function isJson(contentType: string | undefined): boolean {
  return contentType !== undefined && contentType.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}

function jsonRules(capability: Capability): GateRules {
  return { capability, mediaType: 'application/json', acceptsMediaType: isJson, idempotencyKey: 'optional' };
}

export function registerApplicationSurface(app: FastifyInstance, context: ApplicationSurfaceContext): void {
  const admitted = new WeakMap<FastifyRequest, Admitted>();
  const guard = (rules: GateRules) => async (request: FastifyRequest) => {
    const granted = await admit(context.gate, request.raw, rules);
    admitted.set(request, granted);
    context.note(request, { credentialId: granted.credential.id });
  };

  context.route('POST', API_PATHS.email);
  app.post(API_PATHS.email, {
    onRequest: guard({ capability: 'email_analysis', mediaType: 'message/rfc822', acceptsMediaType: isMessageRfc822, idempotencyKey: 'optional' }),
    handler: async (request, reply) => {
      const body = await analyzeEmail(context.email, `POST ${API_PATHS.email}`, admitted.get(request)!, request, reply);
      return reply.code(200).type('application/json').send(body);
    },
  });

  const jsonOperation = <S extends TSchema>(
    path: string,
    capability: Capability,
    limit: number,
    schema: S,
    analyze: (value: S['static'], request: FastifyRequest) => Analysis | Promise<Analysis>,
  ) => {
    context.route('POST', path);
    app.post(path, {
      onRequest: guard(jsonRules(capability)),
      handler: async (request, reply) => {
        // The bytes are reserved under the key before they are judged (contract rows 11 then 12).
        const bytes = await readLimitedBody(request.raw, limit, 'body', context.email.bodyIdleTimeoutMs);
        const answer = await answerOnce(context.email, `POST ${path}`, admitted.get(request)!, bytes, reply, async () => {
          const analysis = await analyze(parseJsonBody(bytes, schema), request);
          return serializeResult(buildResult(analysis, { analysisId: newAnalysisId(), requestId: String(request.id), createdAt: context.email.now() }));
        });
        return reply.code(200).type('application/json').send(answer);
      },
    });
  };
  jsonOperation(API_PATHS.url, 'url_analysis', URL_BODY_LIMIT, UrlRequestSchema, (value) => concludeSignals(urlSignals(value.url), context.rules));
  jsonOperation(API_PATHS.sms, 'sms_analysis', SMS_BODY_LIMIT, SmsRequestSchema, async (value, request) => {
    const sms = smsInput(value.text, value.sender);
    try {
      return await context.email.analyzer.analyzeSms(sms);
    } catch (error) {
      throw analyzerProblem(error, request);
    }
  });
}
