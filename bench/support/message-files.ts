// The message files under the folders a bench is given: every file below them, sorted, the
// corpus's MANIFEST.csv and READMEs left out.

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Appends every message file below `dir` to `out`, in sorted order. */
export function walkMessageFiles(dir: string, out: string[]): void {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walkMessageFiles(path, out);
    else if (!name.endsWith('.csv') && !name.endsWith('.md')) out.push(path);
  }
}
