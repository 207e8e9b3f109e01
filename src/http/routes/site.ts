// The human surfaces of the service (contract 2.1): /landing, /app (the analyst console) and
// /docs, their assets, the console's catalog and the /api/v1 OpenAPI document. Every answer
// carries a Content-Security-Policy that allows this origin only: no CDN, no remote font, no
// inline script, and no request to any other host, from any page.

import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildApplicationOpenApiDocument } from '../openapi-app.ts';
import { consoleCatalog } from './app-catalog.ts';
import { docsPage } from './docs-page.ts';
import { type Asset, loadAssets, loadPage } from './site-assets.ts';

export interface SiteContext {
  /** Declares a method on a path, for the server's 405 answers. */
  readonly route: (method: 'GET' | 'POST', path: string) => void;
  readonly version: string;
}

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const SITE_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json';

function send(reply: FastifyReply, file: Asset): FastifyReply {
  return reply.headers(SITE_HEADERS).type(file.type).send(file.body);
}

export function registerSite(app: FastifyInstance, context: SiteContext): void {
  const files = new Map<string, Asset>([
    ['/landing', { type: HTML, body: Buffer.from(loadPage('landing.html')) }],
    ['/app', { type: HTML, body: Buffer.from(loadPage('app.html')) }],
    ['/docs', { type: HTML, body: Buffer.from(docsPage(context.version)) }],
    ['/app/catalog.json', { type: JSON_TYPE, body: Buffer.from(JSON.stringify(consoleCatalog())) }],
    ['/api/v1/openapi.json', { type: JSON_TYPE, body: Buffer.from(JSON.stringify(buildApplicationOpenApiDocument(context.version))) }],
    ...loadAssets(),
  ]);
  // Browsers ask for /favicon.ico whatever the pages say; answer with the same picture.
  const icon = files.get('/assets/favicon.svg');
  if (icon !== undefined) files.set('/favicon.ico', icon);
  for (const [path, file] of files) {
    context.route('GET', path);
    app.get(path, async (_request, reply) => send(reply, file));
  }
}
