// The layers of src/ depend downwards only: the contract (public shapes) and the message model
// are read by the engine and the HTTP service, never the other way round. Import statements are
// read with TypeScript's own pre-processor, so static, type-only, re-exporting and dynamic
// imports all count.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Each folder of src/ and the folders of src/ it must never import. */
const FORBIDDEN: Readonly<Record<string, readonly string[]>> = {
  'src/contract': ['src/http', 'src/analysis', 'src/store', 'src/runtime'],
  'src/message': ['src/analysis', 'src/http'],
};

/** The specifiers a module imports or re-exports, from its source text. */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The forbidden folders `file` (repository-relative) imports, as `specifier → folder` lines. */
export function violations(file: string, source: string, forbidden: readonly string[]): string[] {
  const found: string[] = [];
  for (const specifier of importSpecifiers(source)) {
    // Packages are not layers of src/; only relative paths are.
    if (!specifier.startsWith('.')) continue;
    const target = relative(ROOT, resolve(ROOT, dirname(file), specifier))
      .split('\\')
      .join('/');
    const layer = forbidden.find((folder) => target === folder || target.startsWith(`${folder}/`));
    if (layer !== undefined) found.push(`${file}: ${specifier} → ${layer}`);
  }
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

describe('layering of src/', () => {
  for (const [folder, forbidden] of Object.entries(FORBIDDEN)) {
    test(`${folder} imports nothing from ${forbidden.join(', ')}`, () => {
      const files = sourceFiles(folder);
      assert.ok(files.length > 0, `no source file under ${folder}`);
      const found = files.flatMap((file) => violations(file, readFileSync(join(ROOT, file), 'utf8'), forbidden));
      assert.deepEqual(found, []);
    });
  }

  test('the check sees every form of import, and only the forbidden folders', () => {
    const source = [
      "import { a } from '../http/headers.ts';",
      "import type { B } from '../analysis/analyze.ts';",
      "export { c } from '../store/store.ts';",
      'import {',
      '  d,',
      "} from '../runtime/pool.ts';",
      "const e = await import('../http/server.ts');",
      "import { f } from './signals.ts';",
      "import { g } from '../message/limits.ts';",
      "import { Type } from '@sinclair/typebox';",
    ].join('\n');
    assert.deepEqual(violations('src/contract/example.ts', source, FORBIDDEN['src/contract']!), [
      'src/contract/example.ts: ../http/headers.ts → src/http',
      'src/contract/example.ts: ../analysis/analyze.ts → src/analysis',
      'src/contract/example.ts: ../store/store.ts → src/store',
      'src/contract/example.ts: ../runtime/pool.ts → src/runtime',
      'src/contract/example.ts: ../http/server.ts → src/http',
    ]);
    // A folder whose name only starts like a forbidden one is not it.
    assert.deepEqual(violations('src/message/example.ts', "import { h } from '../analysis-tools/x.ts';", FORBIDDEN['src/message']!), []);
  });
});
