// Writes the two OpenAPI documents the server serves into openapi/, so the contract an
// integrator codes against is in the repository: the public operation (GET /v1/openapi.json)
// and the application surface (GET /api/v1/openapi.json), at the package's version.
// test/http/openapi-files.test.ts fails when they differ from what the server serves.
//
//   npm run openapi:write

import { writeFileSync } from 'node:fs';
import { packageVersion } from '../src/cli/version.ts';
import { buildApplicationOpenApiDocument } from '../src/http/openapi-app.ts';
import { buildOpenApiDocument } from '../src/contract/openapi.ts';

export const OPENAPI_FILES = {
  public: new URL('../openapi/email-analyses.json', import.meta.url),
  application: new URL('../openapi/application.json', import.meta.url),
} as const;

/** The documents as the server serves them, pretty-printed for review in diffs. */
export function openApiTexts(version: string): Record<keyof typeof OPENAPI_FILES, string> {
  return {
    public: `${JSON.stringify(buildOpenApiDocument(version), null, 2)}\n`,
    application: `${JSON.stringify(buildApplicationOpenApiDocument(version), null, 2)}\n`,
  };
}

if (import.meta.main) {
  const texts = openApiTexts(packageVersion());
  for (const key of Object.keys(OPENAPI_FILES) as (keyof typeof OPENAPI_FILES)[]) {
    writeFileSync(OPENAPI_FILES[key], texts[key]);
    console.log(`wrote ${OPENAPI_FILES[key].pathname}`);
  }
}
