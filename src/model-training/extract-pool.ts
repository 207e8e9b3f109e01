// Features of many messages at once, on worker threads (up to eight), in the order the files are
// given: training reads its data this way, and bench:ranking the mail it scores.

import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Example } from './extract.ts';

const WORKER_URL = new URL('./extract-worker.ts', import.meta.url).href;

/** Each file's example (or refusal), in order; `progress` hears every 500th. */
export async function extractFiles(files: readonly string[], progress?: (done: number, total: number) => void): Promise<Example[]> {
  const threads = Math.max(1, Math.min(availableParallelism(), 8));
  const pool = new Piscina<string, Example>({
    filename: WORKER_URL,
    minThreads: threads,
    maxThreads: threads,
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  try {
    let done = 0;
    return await Promise.all(
      files.map(async (file) => {
        const example = await pool.run(file);
        if (++done % 500 === 0) progress?.(done, files.length);
        return example;
      }),
    );
  } finally {
    await pool.close();
  }
}
