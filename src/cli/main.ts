// The `centinela` command: dispatches to serve, keys, analyze and milter (contract section 5).

import { runAnalyze } from './analyze.ts';
import { runKeys } from './keys.ts';
import { runModel } from './model.ts';
import { runMilter } from './milter.ts';
import { type CliIo, serve } from './serve.ts';
import { packageVersion } from './version.ts';

const USAGE = `usage: centinela <command>

commands:
  serve                       start the HTTP service
  keys create|list|revoke     issue, list and revoke credentials
  analyze PATH…               analyse .eml files, folders and mbox files (locally or --server URL)
  model train                 train the learned layer's model on labelled mail
  milter [--config FILE]      serve Postfix or Sendmail as a milter (protocol 6)
  --version                   print the version
`;

export async function main(args: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'serve':
      return serve(io);
    case 'keys':
      return runKeys(rest, io);
    case 'analyze':
      return runAnalyze(rest, io);
    case 'model':
      return runModel(rest, io);
    case 'milter':
      return runMilter(rest, io);
    case '--version':
      io.stdout.write(`${packageVersion()}\n`);
      return 0;
    case undefined:
    case 'help':
    case '--help':
      io.stdout.write(USAGE);
      return command === undefined ? 2 : 0;
    default:
      io.stderr.write(`centinela: unknown command "${command}"\n${USAGE}`);
      return 2;
  }
}
