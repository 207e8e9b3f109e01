// The /api/v1 application surface of contract 2.2, used by the console: email, URL and SMS
// analysis, each behind the same gate as the public operation with its own capability, and
// with the Idempotency-Key optional.
//
// The email operation is the public one's engine and code path (worker pool, same limits,
// same result). URL and SMS analyses run inline on the event loop: their input is at most a
// few KiB, the work is a bounded number of table look-ups and regular-expression passes (at
// most 21 URLs for an SMS), and it takes a median of about 0.05 ms for a URL and 0.4 ms for a
// full 4 KiB SMS — less than copying the input to a worker thread and back would cost.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { SignalCode } from '../../contract/signals.ts';
import type { Capability } from '../../store/store.ts';
import { type Admitted, admit, type GateDeps, type GateRules } from '../gate.ts';
import { isMessageRfc822 } from '../headers.ts';
import { analyzeEmail, type AnalyzeEmailDeps } from './analyze-email.ts';
import { answerOnce } from '../idempotent-answer.ts';
import { parseJsonBody } from './api-json-body.ts';
import { readLimitedBody } from '../body.ts';
import { SMS_BODY_LIMIT, SmsRequestSchema, smsSignals } from './api-sms.ts';
import { resultOfSignals } from './api-verdict.ts';
import { URL_BODY_LIMIT, UrlRequestSchema, urlSignals } from './api-url.ts';

export interface ApplicationSurfaceContext {
  /** Declares a method on a path, for the server's 405 answers. */
  readonly route: (method: 'GET' | 'POST', path: string) => void;
  /** Records the credential on the request's log line. */
  readonly note: (request: FastifyRequest, value: { credentialId: string }) => void;
  readonly gate: GateDeps;
  readonly email: AnalyzeEmailDeps;
  /** An operator's rules folder on top of the shipped rules (CENTINELA_RULES_DIR). */
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

  const jsonOperation = <S extends TSchema>(path: string, capability: Capability, limit: number, schema: S, signals: (value: S['static']) => SignalCode[]) => {
    context.route('POST', path);
    app.post(path, {
      onRequest: guard(jsonRules(capability)),
      handler: async (request, reply) => {
        // The bytes are reserved under the key before they are judged (contract rows 11 then 12).
        const bytes = await readLimitedBody(request.raw, limit, 'body', context.email.bodyIdleTimeoutMs);
        const answer = await answerOnce(context.email, `POST ${path}`, admitted.get(request)!, bytes, reply, () =>
          resultOfSignals(signals(parseJsonBody(bytes, schema)), String(request.id), context.email.now(), context.rules),
        );
        return reply.code(200).type('application/json').send(answer);
      },
    });
  };
  jsonOperation(API_PATHS.url, 'url_analysis', URL_BODY_LIMIT, UrlRequestSchema, (value) => urlSignals(value.url));
  jsonOperation(API_PATHS.sms, 'sms_analysis', SMS_BODY_LIMIT, SmsRequestSchema, (value) => smsSignals(value.text, value.sender));
}
