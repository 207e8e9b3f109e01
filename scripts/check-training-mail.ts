// Checks the project's own training mail (training/mail/<label>/<lang>/*.eml, or the folders
// given): every file parses with the service's parser without anomalies, carries the headers
// real mail carries, has a body, sits under a known label and language, and no two files share
// a body. With `--against DIR` (repeatable: the measure-only corpus sources, the blind batches),
// also that no file repeats the wording of a message there (a fifth or more of its five-word
// runs in one message): writers who remember real campaigns reproduce them, and measure-only
// mail may not be trained on. Prints one line per problem and exits 1 when there is any.
//
//   npx node scripts/check-training-mail.ts [DIR…] [--against DIR…]

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { ReferenceShingles, shinglesOf } from '../src/model-training/near-copies.ts';
import { parseMessage } from '../src/message/parse.ts';
import { htmlToText } from '../src/analysis/text/html-text.ts';

const LABELS = new Set(['phish', 'fraud', 'spam', 'ham']);
const LANGUAGES = new Set(['en', 'es', 'pt', 'de', 'fr', 'nl']);
const REQUIRED = ['from', 'to', 'subject', 'date', 'message-id', 'mime-version', 'content-type'];
/** A written message sharing this share of its five-word runs with one reference message repeats it. */
const NEAR_COPY_SHARE = 0.2;
/** Fewer runs than this (a two-line note) say too little to call a copy. */
const MIN_SHINGLES = 10;

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.eml')) out.push(path);
  }
}

const { values, positionals: roots } = parseArgs({ options: { against: { type: 'string', multiple: true } }, allowPositionals: true });
const dirs = roots.length > 0 ? roots.map((dir) => resolve(dir)) : [resolve(new URL('../training/mail', import.meta.url).pathname)];

// The engine's own HTML-to-text, so that entities, styles and scripts do not hide a copy.
function visibleWords(model: Awaited<ReturnType<typeof parseMessage>>): string {
  return `${model.subject} ${model.text} ${htmlToText(model.html)}`;
}

const references = new ReferenceShingles();
for (const root of values.against ?? []) {
  const files: string[] = [];
  walk(resolve(root), files);
  for (const file of files) {
    try {
      references.add(file, shinglesOf(visibleWords(await parseMessage(readFileSync(file)))));
    } catch {
      // A reference that does not parse holds no wording to compare.
    }
  }
}
const checkCopies = (values.against ?? []).length > 0;
const problems: string[] = [];
const bodies = new Map<string, string>();
const counts = new Map<string, number>();
let total = 0;

for (const root of dirs) {
  const files: string[] = [];
  walk(root, files);
  for (const file of files) {
    total += 1;
    const name = relative(root, file);
    const [label, lang] = name.split(sep);
    if (!LABELS.has(label ?? '')) problems.push(`${name}: label folder is not one of ${[...LABELS].join(', ')}`);
    if (!LANGUAGES.has(lang ?? '')) problems.push(`${name}: language folder is not one of ${[...LANGUAGES].join(', ')}`);
    counts.set(`${label}/${lang}`, (counts.get(`${label}/${lang}`) ?? 0) + 1);
    try {
      const model = await parseMessage(readFileSync(file));
      for (const key of REQUIRED) if (model.header(key).length === 0) problems.push(`${name}: no ${key} header`);
      if (model.anomalies.size > 0) problems.push(`${name}: anomalies ${[...model.anomalies].join(', ')}`);
      const body = `${model.text}\n${model.html}`.trim();
      if (body.length === 0 && model.attachments.length === 0) problems.push(`${name}: no body`);
      const digest = createHash('sha256').update(body).digest('hex');
      if (checkCopies) {
        const shingles = shinglesOf(visibleWords(model));
        const closest = shingles.size >= MIN_SHINGLES ? references.closest(shingles) : undefined;
        if (closest !== undefined && closest.share >= NEAR_COPY_SHARE)
          problems.push(`${name}: repeats ${Math.round(closest.share * 100)}% of the wording of ${closest.name}`);
      }
      const twin = bodies.get(digest);
      if (twin !== undefined && body.length > 0) problems.push(`${name}: same body as ${twin}`);
      else bodies.set(digest, name);
    } catch (error) {
      problems.push(`${name}: does not parse (${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

for (const problem of problems) console.log(problem);
console.log(`${total} files, ${problems.length} problems`);
for (const [key, count] of [...counts].sort()) console.log(`  ${key}: ${count}`);
process.exit(problems.length > 0 ? 1 : 0);
