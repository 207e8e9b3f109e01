// Assembles the HTTP service: request ids, the contract's response headers, the routes, and one
// error path that turns every failure into a problem+json answer of the contract (section 1.4).

import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { buildOpenApiDocument } from '../contract/openapi.ts';
import { problemBody, type ProblemCode } from '../contract/problems.ts';
import type { Analyzer } from '../runtime/analyzer.ts';
import type { Store } from '../store/store.ts';
import { ClientAbortedError, deferContinue } from './body.ts';
import type { BodyBudget } from './body-budget.ts';
import { type Admitted, admissionOf, admit, type GateRules, queryStringProblem } from './gate.ts';
import { acceptRequestId, headerValues, isMessageRfc822 } from './headers.ts';
import { loggedPath, pathOf } from './logged-path.ts';
import { ProblemError } from './problem-error.ts';
import { rateLimitHeaders, type RateLimiter } from './rate-limit.ts';
import { analyzeEmail } from './routes/analyze-email.ts';
import { registerApplicationSurface } from './routes/api-surface.ts';
import { indexDocument } from './routes/index-document.ts';
import { registerSite } from './routes/site.ts';

export interface ServerDeps {
  readonly store: Store;
  readonly analyzer: Analyzer;
  readonly rateLimiter: RateLimiter;
  readonly logger: FastifyBaseLogger;
  readonly version: string;
  readonly budgetMs: number;
  readonly idempotencyRetentionMs: number;
  readonly messageBytesLimit: number;
  readonly now?: () => Date;
  /** How long a request body may send nothing before it is given up (tests shorten it). */
  readonly bodyIdleTimeoutMs?: number;
  /** The server-wide allowance of message bytes in flight (CENTINELA_BODIES_IN_FLIGHT_MB); none: unbounded. */
  readonly bodyBudget?: BodyBudget;
  /** An operator's rules folder (CENTINELA_RULES_DIR) for the URL and SMS verdicts; email analyses get it through the analyzer. */
  readonly rules?: string;
}

const PUBLIC_OPERATION = 'POST /v1/email-analyses';

/** Time allowed to receive a whole request, a 10 MiB upload on a slow link included. */
const REQUEST_RECEIVE_TIMEOUT_MS = 120_000;

const EMAIL_RULES: GateRules = {
  capability: 'email_analysis',
  mediaType: 'message/rfc822',
  acceptsMediaType: isMessageRfc822,
  idempotencyKey: 'required',
};

/** What the request log line says beyond the basics; never secrets, never message content. */
interface RequestNotes {
  credentialId?: string;
  problem?: ProblemCode;
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const notes = new WeakMap<FastifyRequest, RequestNotes>();
  const admitted = new WeakMap<FastifyRequest, Admitted>();
  const note = (request: FastifyRequest, value: RequestNotes): void => {
    notes.set(request, { ...notes.get(request), ...value });
  };

  const app = Fastify({
    loggerInstance: deps.logger,
    // One log line per request is written by the onResponse hook below, without the query string.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'request_id' }),
    requestIdHeader: false,
    genReqId: (request) => acceptRequestId(headerValues(request.rawHeaders, 'x-request-id')),
    // 404 and 405 are answered by the not-found handler below, in the contract's shape.
    return503OnClosing: false,
    // Backstop to the body's idle timeout: a whole request must arrive within this time (Node
    // checks it periodically); the analysis that follows is bounded by its own budget.
    requestTimeout: REQUEST_RECEIVE_TIMEOUT_MS,
    // Errors the framework meets before routing (a URL it cannot decode) in the contract's shape,
    // with the query string checked first and never echoed.
    frameworkErrors: (_error, request, reply) => {
      const problem = queryStringProblem(request.raw.url ?? '/') ?? new ProblemError('malformed_request', 'The request URL could not be parsed.');
      reply.header('x-request-id', String(request.id));
      reply.header('cache-control', 'no-store');
      reply.header('x-content-type-options', 'nosniff');
      note(request, { problem: problem.code });
      void sendProblem(request, reply, problem);
    },
    // Requests Node cannot even parse still get the contract's headers and a problem body.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return;
      const requestId = acceptRequestId([]);
      const body = JSON.stringify(problemBody('malformed_request', 'The HTTP request could not be parsed.', requestId));
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `X-Request-ID: ${requestId}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
      );
      deps.logger.info({ request_id: requestId, status: 400, problem: 'malformed_request', error: error.code }, 'request');
    },
  });

  // Bodies are read by the operations themselves, after their header checks (contract order),
  // and a client that asked to wait hears "continue" only then.
  deferContinue(app.server);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  // Hooks that await nothing take fastify's callback form: no promise and microtask per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', String(request.id));
    reply.header('cache-control', 'no-store');
    // No answer is to be sniffed into another type (JSON read as HTML, an error body as script).
    reply.header('x-content-type-options', 'nosniff');
    // Every answer after the rate check says where the credential stands (429 included).
    const rate = admissionOf(request.raw)?.rate;
    if (rate !== undefined) reply.headers(rateLimitHeaders(rate));
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    const extra = notes.get(request);
    const admission = admissionOf(request.raw);
    request.log.info(
      {
        method: request.method,
        path: loggedPath(request.url),
        status: reply.statusCode,
        duration_ms: Math.round(reply.elapsedTime),
        credential_id: extra?.credentialId,
        organization: admission?.credential.organization,
        customer: admission?.credential.customer,
        problem: extra?.problem,
      },
      'request',
    );
    done();
  });

  app.setErrorHandler(async (error: unknown, request, reply) => {
    if (error instanceof ClientAbortedError) {
      // Nobody is left to answer, so the onResponse line never comes: log the request here.
      request.log.info({ method: request.method, path: loggedPath(request.url), outcome: 'client_gone' }, 'request');
      request.raw.destroy();
      return reply.hijack();
    }
    const problem = asProblem(error);
    if (problem.code === 'internal_error') request.log.error({ err: error }, 'unexpected error');
    note(request, { problem: problem.code });
    return sendProblem(request, reply, problem);
  });

  const routes = new Map<string, string[]>();
  const route = (method: 'GET' | 'POST', path: string): void => {
    routes.set(path, [...(routes.get(path) ?? []), method, ...(method === 'GET' ? ['HEAD'] : [])]);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    const allowed = routes.get(path);
    let problem: ProblemError;
    if (allowed !== undefined) {
      // Never the path itself in a body: a client may have put a secret in it.
      problem = new ProblemError('method_not_allowed', 'This method is not allowed on this resource; the Allow header lists those that are.', {
        headers: { allow: allowed.join(', ') },
      });
    } else if (path.includes('/v1/v1/')) {
      problem = new ProblemError('not_found', 'The base URL must be the origin only, without /v1: the operation path /v1/email-analyses is appended once.');
    } else {
      problem = new ProblemError('not_found', 'There is no resource at this path.');
    }
    note(request, { problem: problem.code });
    return sendProblem(request, reply, problem);
  });

  const index = JSON.stringify(indexDocument(deps.version));
  route('GET', '/');
  app.get('/', async (_request, reply) => reply.type('application/json').send(index));

  const openapi = JSON.stringify(buildOpenApiDocument(deps.version));
  route('GET', '/v1/openapi.json');
  app.get('/v1/openapi.json', async (_request, reply) => reply.type('application/json').send(openapi));

  route('GET', '/api/v1/health');
  app.get('/api/v1/health', async (_request, reply) => {
    try {
      await deps.store.ping();
      return reply.type('application/json').send('{"status":"ok"}');
    } catch {
      return reply.code(503).type('application/json').send('{"status":"unavailable"}');
    }
  });

  const gateDeps = { store: deps.store, rateLimiter: deps.rateLimiter, now };
  const emailDeps = { ...deps, now };
  route('POST', '/v1/email-analyses');
  app.post('/v1/email-analyses', {
    onRequest: async (request) => {
      const granted = await admit(gateDeps, request.raw, EMAIL_RULES);
      admitted.set(request, granted);
      note(request, { credentialId: granted.credential.id });
    },
    handler: async (request, reply) => {
      const granted = admitted.get(request)!;
      const body = await analyzeEmail(emailDeps, PUBLIC_OPERATION, granted, request, reply);
      return reply.code(200).type('application/json').send(body);
    },
  });

  registerApplicationSurface(app, { route, note, gate: gateDeps, email: emailDeps, rules: deps.rules });
  registerSite(app, { route, version: deps.version });

  return app;
}

/** Framework errors that a client can cause, in the contract's terms; anything else is internal. */
function asProblem(error: unknown): ProblemError {
  if (error instanceof ProblemError) return error;
  const status = typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
  if (status === 413) return new ProblemError('payload_too_large', 'The request body is too large.');
  if (status === 415) return new ProblemError('unsupported_media_type', 'The Content-Type of the request is not supported.');
  if (status === 404) return new ProblemError('not_found', 'The request does not name a resource of this service.');
  if (status === 400) return new ProblemError('malformed_request', 'The request could not be parsed.');
  return new ProblemError('internal_error', 'An unexpected error occurred; it has been logged with the request id.');
}

function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: ProblemError): FastifyReply {
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  const body = problemBody(problem.code, problem.detail, String(request.id), problem.extensions);
  return reply.code(body.status).type('application/problem+json').send(JSON.stringify(body));
}
