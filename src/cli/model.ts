// `centinela model train --data DIR… --out FILE [--card FILE] [--source S…] [--seed N] [--folds K] [--bits B] [--oof FILE]`:
// trains the learned layer's model on labelled mail (DIR/LABEL/SOURCE/FILE) and writes the
// model file and its card (default: MODEL_CARD.md beside the model). Exit codes: 0 written,
// 1 training failed, 2 usage error or a refused source.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { DatasetError } from '../model-training/dataset.ts';
import { train } from '../model-training/train.ts';
import type { CliIo } from './serve.ts';

const USAGE = `usage: centinela model train --data DIR… --out FILE [--card FILE] [--source S…] [--seed N] [--folds K] [--bits B] [--oof FILE]

Trains the learned layer on labelled mail: DIR/LABEL/SOURCE/FILE, LABEL one of phish, fraud,
spam, ham, bounce (others are skipped). Prints cross-validated precision and recall, writes the
model file and its card (default: MODEL_CARD.md beside FILE). Start the service with
CENTINELA_MODEL=FILE to use it.

  --data DIR      a folder of labelled mail (repeatable)
  --out FILE      the model file to write
  --card FILE     the model card to write (default: MODEL_CARD.md beside FILE)
  --source S      train only on this source (the second folder level; repeatable)
  --seed N        the seed of folds and shuffles (default 1)
  --folds K       cross-validation folds (default 5)
  --bits B        feature buckets: 2^B (default 18)
  --oof FILE      also write each message's areas' codes with its out-of-fold learned codes as
                  JSON lines, the format of bench:quality --json: npm run bench:policy -- FILE
                  then tries policy changes on mail the model did not see
`;

function usage(io: CliIo, problem: string): number {
  io.stderr.write(`centinela model: ${problem}; see "centinela model --help"\n`);
  return 2;
}

export async function runModel(args: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h' || rest.includes('--help')) {
    io.stdout.write(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command !== 'train') return usage(io, `unknown subcommand "${command}"`);
  let values;
  try {
    ({ values } = parseArgs({
      args: [...rest],
      options: {
        data: { type: 'string', multiple: true },
        out: { type: 'string' },
        card: { type: 'string' },
        source: { type: 'string', multiple: true },
        seed: { type: 'string', default: '1' },
        folds: { type: 'string', default: '5' },
        bits: { type: 'string', default: '18' },
        oof: { type: 'string' },
      },
    }));
  } catch (error) {
    return usage(io, (error as Error).message);
  }
  if (!values.data || values.data.length === 0) return usage(io, '--data DIR is required');
  if (values.out === undefined) return usage(io, '--out FILE is required');
  if (!/^\d{1,9}$/.test(values.seed)) return usage(io, `--seed expects a whole number, got "${values.seed}"`);
  if (!/^\d{1,2}$/.test(values.folds) || Number(values.folds) < 2) return usage(io, `--folds expects a whole number from 2, got "${values.folds}"`);
  if (!/^\d{1,2}$/.test(values.bits) || Number(values.bits) < 8 || Number(values.bits) > 22)
    return usage(io, `--bits expects a whole number from 8 to 22, got "${values.bits}"`);
  try {
    const result = await train({
      dims: 2 ** Number(values.bits),
      dataDirs: values.data,
      ...(values.source === undefined ? {} : { sources: values.source }),
      seed: Number(values.seed),
      folds: Number(values.folds),
      log: (line) => io.stdout.write(`${line}\n`),
    });
    const card = values.card ?? join(dirname(values.out), 'MODEL_CARD.md');
    mkdirSync(dirname(values.out), { recursive: true });
    writeFileSync(values.out, result.model);
    writeFileSync(card, result.card);
    if (values.oof !== undefined) {
      mkdirSync(dirname(values.oof), { recursive: true });
      writeFileSync(values.oof, result.outOfFold.map((row) => JSON.stringify(row)).join('\n') + '\n');
    }
    io.stdout.write(`wrote ${values.out} (${result.model.length} bytes) and ${card}\n`);
    return 0;
  } catch (error) {
    if (error instanceof DatasetError) return usage(io, error.message);
    io.stderr.write(`centinela model: training failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
