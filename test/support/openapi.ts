// Checks real responses against the OpenAPI document the server publishes.

import assert from 'node:assert/strict';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '../../src/contract/openapi.ts';

const document = buildOpenApiDocument('0.0.0-test') as {
  paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: object }> }> }>>;
  components: { schemas: Record<string, object> };
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: 'centinela:openapi', components: document.components }, 'centinela:openapi');

function rewriteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rewriteRefs);
  if (schema !== null && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? `centinela:openapi${value}` : rewriteRefs(value)]),
    );
  }
  return schema;
}

/** Asserts that a response of POST /v1/email-analyses matches what the document declares for its status. */
export function checkResponse(status: number, contentType: string, body: unknown, path = '/v1/email-analyses'): void {
  const responses = document.paths[path]?.post?.responses;
  assert.ok(responses, `the document has no operation ${path}`);
  const declared = responses[String(status)];
  assert.ok(declared, `the document does not declare status ${status}`);
  const mediaType = contentType.split(';', 1)[0]!.trim();
  const media = declared.content[mediaType];
  assert.ok(media, `the document does not declare ${mediaType} for status ${status}`);
  const validate = ajv.compile(rewriteRefs(media.schema) as object);
  assert.ok(validate(body), `response does not match the document: ${ajv.errorsText(validate.errors)}`);
}
