// Checks real responses of the /api/v1 surface against the application OpenAPI document the
// server publishes at /api/v1/openapi.json.

import assert from 'node:assert/strict';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildApplicationOpenApiDocument } from '../../src/http/openapi-app.ts';

type Operation = { responses: Record<string, { content: Record<string, { schema: object }> }> };
const document = buildApplicationOpenApiDocument('0.0.0-test') as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ $id: 'centinela:app-openapi', components: JSON.parse(JSON.stringify(document.components)) }, 'centinela:app-openapi');

function rewriteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rewriteRefs);
  if (schema !== null && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? `centinela:app-openapi${value}` : rewriteRefs(value)]),
    );
  }
  return schema;
}

/** Asserts that a response of `method path` matches what the application document declares for its status. */
export function checkApiResponse(method: string, path: string, status: number, contentType: string, body: unknown): void {
  const responses = document.paths[path]?.[method.toLowerCase()]?.responses;
  assert.ok(responses, `the document has no operation ${method} ${path}`);
  const declared = responses[String(status)];
  assert.ok(declared, `the document does not declare status ${status} for ${method} ${path}`);
  const mediaType = contentType.split(';', 1)[0]!.trim();
  const media = declared.content[mediaType];
  assert.ok(media, `the document does not declare ${mediaType} for status ${status}`);
  const validate = ajv.compile(rewriteRefs(JSON.parse(JSON.stringify(media.schema))) as object);
  assert.ok(validate(body), `response does not match the document: ${ajv.errorsText(validate.errors)}`);
}
