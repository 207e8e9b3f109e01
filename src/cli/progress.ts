// A one-line progress bar on a terminal's stderr, measured in bytes of the input files (known
// before a mailbox is split, unlike its number of messages). Redrawn at most ten times a second;
// on anything that is not a terminal it writes nothing.

export interface ProgressStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
}

export interface Progress {
  /** One more message done, accounting for `fileBytes` of the input. */
  advance(fileBytes: number, failed: boolean): void;
  /** Removes the bar, so that what follows starts on a clean line. */
  clear(): void;
}

const REDRAW_MS = 100;
const BAR_WIDTH = 24;

export function progressBar(stream: ProgressStream, totalBytes: number, now: () => number = Date.now): Progress {
  if (stream.isTTY !== true) return { advance() {}, clear() {} };
  let doneBytes = 0;
  let messages = 0;
  let failures = 0;
  let drawnAt = -Infinity;
  let drawn = false;

  const draw = (): void => {
    const fraction = totalBytes === 0 ? 1 : Math.min(1, doneBytes / totalBytes);
    const filled = Math.round(fraction * BAR_WIDTH);
    const bar = '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled);
    const line = `${bar} ${String(Math.floor(fraction * 100)).padStart(3)}%  ${messages} message${messages === 1 ? '' : 's'}${failures > 0 ? `, ${failures} not analysed` : ''}`;
    stream.write(`\r\x1b[K${line.slice(0, Math.max(10, (stream.columns ?? 80) - 1))}`);
    drawn = true;
    drawnAt = now();
  };

  return {
    advance(fileBytes, failed) {
      doneBytes += fileBytes;
      messages++;
      if (failed) failures++;
      if (now() - drawnAt >= REDRAW_MS || doneBytes >= totalBytes) draw();
    },
    clear() {
      if (drawn) stream.write('\r\x1b[K');
      drawn = false;
      drawnAt = -Infinity;
    },
  };
}
