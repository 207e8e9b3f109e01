// node bench/pair.ts OTHER_TREE [AREA] [PASSES] [DIR…] : one area's CPU time in two source trees
// (another checkout, then this one) on the same messages, in one process, interleaved message by
// message with the order alternating, so both meet the same load: on a shared machine, runs of
// bench:analyze side by side differ by more than a small change saves. AREA defaults to links,
// PASSES to 2, DIR to ../shared/corpus. The areas before AREA run too (their facts are shared);
// only AREA is timed. Each pass prints the running means; caches kept across messages warm up
// in the first pass.

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Area, AreaContext } from '../src/analysis/area.ts';
import type { MessageModel } from '../src/message/model.ts';
import { walkMessageFiles } from './support/message-files.ts';

interface Tree {
  readonly areas: readonly Area[];
  readonly parse: (raw: Uint8Array) => Promise<MessageModel>;
  readonly context: (model: MessageModel, raw: Uint8Array) => AreaContext;
}

const [other, areaName = 'links', passesArg = '2', ...dirs] = process.argv.slice(2);
if (other === undefined) {
  console.error('usage: node bench/pair.ts OTHER_TREE [AREA] [PASSES] [DIR…]');
  process.exit(2);
}
const defaultCorpus = resolve(new URL('../../shared/corpus', import.meta.url).pathname);
const roots = dirs.length > 0 ? dirs.map((dir) => resolve(dir)) : existsSync(defaultCorpus) ? [defaultCorpus] : [];
const files: string[] = [];
for (const root of roots) walkMessageFiles(root, files);

async function load(root: string): Promise<Tree> {
  const { messageContext } = await import(resolve(root, 'src/analysis/facts/derived.ts'));
  const { AREAS } = await import(resolve(root, 'src/analysis/registry.ts'));
  const { parseMessage } = await import(resolve(root, 'src/message/parse.ts'));
  const all = AREAS as readonly Area[];
  // A tree whose engine makes a QR reader before its first analysis: the areas run here alone.
  const reader = resolve(root, 'src/analysis/links/qr-reader.ts');
  if (existsSync(reader)) await ((await import(reader)) as { loadQrReader: () => Promise<void> }).loadQrReader();
  const last = all.findIndex((area) => area.name === areaName);
  if (last === -1) throw new Error(`no area ${areaName} in ${root}`);
  return {
    areas: all.slice(0, last + 1),
    parse: parseMessage,
    context: (model, raw) =>
      messageContext(model, { signal: new AbortController().signal, deadline: Date.now() + 45_000, trustedAuthservIds: [], dns: 'off', rawMessage: raw }),
  };
}

const trees = [await load(resolve(other)), await load(resolve(new URL('..', import.meta.url).pathname))];
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const spent = [0, 0];
let messages = 0;
for (let pass = 1; pass <= Number(passesArg); pass++) {
  for (const [index, file] of files.entries()) {
    const raw = new Uint8Array(readFileSync(file));
    for (const side of (index + pass) % 2 === 0 ? [0, 1] : [1, 0]) {
      const tree = trees[side]!;
      let model: MessageModel;
      try {
        model = await tree.parse(raw);
      } catch {
        continue;
      }
      const context = tree.context(model, raw);
      for (const area of tree.areas) {
        const started = cpuMs();
        await area.run(model, context);
        if (area.name === areaName) spent[side]! += cpuMs() - started;
      }
    }
    messages++;
  }
  const [a, b] = spent.map((ms) => ms / Math.max(1, messages)) as [number, number];
  console.log(
    `pass ${pass}: ${areaName} CPU ${a.toFixed(3)} ms/message in ${other}, ${b.toFixed(3)} here (${(b - a >= 0 ? '+' : '') + (b - a).toFixed(3)} ms, ${((100 * (b - a)) / a).toFixed(1)}%), ${messages} messages so far`,
  );
}
