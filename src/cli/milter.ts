// `centinela milter [--config FILE]`: the milter for Postfix and Sendmail. Reads the
// configuration (file, CENTINELA_URL, CENTINELA_API_KEY), listens, logs one line per message
// (queue id, verdict, action; never the credential) and stops on SIGTERM/SIGINT.

import { pino } from 'pino';
import { Centinela } from '../client/index.ts';
import { loadMilterConfig, type MilterConfig, MilterConfigError } from '../milter/config.ts';
import { submitterFor } from '../milter/outcome.ts';
import { startMilterServer } from '../milter/server.ts';
import type { CliIo } from './serve.ts';

const USAGE = `usage: centinela milter [--config FILE]

Listens for Postfix or Sendmail (milter protocol 6), sends each message to Centinela and applies
the action configured for its verdict. The service's origin comes from the file's "server" or
CENTINELA_URL; the credential from CENTINELA_API_KEY or the file's "apiKeyFile".
`;

export async function runMilter(args: readonly string[], io: CliIo, stopSignal?: AbortSignal): Promise<number> {
  let file = io.env.CENTINELA_MILTER_CONFIG;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--config' && args[i + 1] !== undefined) file = args[++i];
    else if (args[i] === '--help') {
      io.stdout.write(USAGE);
      return 0;
    } else {
      io.stderr.write(`centinela milter: unexpected argument "${args[i]}"\n${USAGE}`);
      return 2;
    }
  }
  let config: MilterConfig;
  try {
    config = loadMilterConfig(file, io.env);
  } catch (error) {
    if (error instanceof MilterConfigError) {
      io.stderr.write(`centinela milter: ${error.message}\n`);
      return 2;
    }
    throw error;
  }

  const logger = pino(
    { level: io.env.CENTINELA_LOG_LEVEL ?? 'info', base: { service: 'centinela-milter' } },
    io.stdout as NodeJS.WritableStream & { write: (s: string) => boolean },
  );
  const client = new Centinela({ baseUrl: config.origin, apiKey: config.apiKey });
  let milter;
  try {
    milter = await startMilterServer(
      {
        config,
        submit: submitterFor(client, config.messageDeadlineMs),
        onMessage: (report) =>
          logger.info(
            {
              queue_id: report.queueId,
              bytes: report.bytes,
              outcome: report.outcome.kind,
              ...(report.outcome.kind === 'result'
                ? { verdict: report.outcome.result.verdict, risk: report.outcome.result.risk, analysis_id: report.outcome.result.analysis_id }
                : { reason: report.outcome.reason }),
              action: report.disposition,
              ms: report.milliseconds,
            },
            'message',
          ),
        onConnectionError: (error) => logger.warn({ problem: error.message }, 'milter connection closed'),
      },
      config.host,
      config.port,
    );
  } catch (error) {
    io.stderr.write(
      `centinela milter: cannot listen on ${config.host}:${config.port} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})\n`,
    );
    return 1;
  }
  logger.info({ host: config.host, port: milter.port, server: config.origin, on_unavailable: config.onUnavailable }, 'milter listening');

  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      resolve();
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    stopSignal?.addEventListener('abort', stop, { once: true });
  });
  // Messages being analysed get their answer (up to their deadline) before the process ends.
  await milter.close(config.messageDeadlineMs + 1_000);
  logger.info('milter stopped');
  return 0;
}
