// The package version, for the index document and `--version`.

import { readFileSync } from 'node:fs';

export function packageVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest ? String(manifest.version) : '0.0.0';
}
