// uuencoded files inside a text body (`begin 644 name` … `end`), as old mailers and some
// malware senders still write them. Neither postal-mime nor any well-kept npm package
// extracts them, and the format is a few lines, so it is done here.

export interface UuFile {
  readonly filename: string;
  readonly content: Uint8Array;
}

export interface UuScan {
  /** The text with every decoded block removed. */
  readonly text: string;
  readonly files: readonly UuFile[];
}

const BEGIN = /^begin [0-7]{3,4} (.+)$/;

function decodeLine(line: string, out: number[]): boolean {
  if (line.length === 0) return true;
  const count = (line.charCodeAt(0) - 32) & 63;
  if (count === 0) return true;
  const needed = Math.ceil(count / 3) * 4;
  if (line.length < 1 + needed) return false;
  let written = 0;
  for (let i = 1; written < count; i += 4) {
    const a = (line.charCodeAt(i) - 32) & 63;
    const b = (line.charCodeAt(i + 1) - 32) & 63;
    const c = (line.charCodeAt(i + 2) - 32) & 63;
    const d = (line.charCodeAt(i + 3) - 32) & 63;
    const bytes = [(a << 2) | (b >> 4), ((b & 15) << 4) | (c >> 2), ((c & 3) << 6) | d];
    for (const byte of bytes) {
      if (written < count) {
        out.push(byte & 0xff);
        written++;
      }
    }
  }
  return true;
}

/** Whether a line is data of the given length: empty, a zero count, or long enough for its count. */
function isDataLine(line: string): boolean {
  if (line.length === 0) return true;
  const count = (line.charCodeAt(0) - 32) & 63;
  return count === 0 || line.length >= 1 + Math.ceil(count / 3) * 4;
}

/**
 * Finds complete blocks (a `begin` line, lines that decode, an `end` line). `onFile` runs
 * before each file is kept, so a caller can refuse the message at a limit mid-scan. Linear:
 * where each line's block would stop (at an `end` or a line that is no data) is found in one
 * backward pass, so thousands of unterminated `begin` lines do not each rescan the rest.
 */
export function extractUuencoded(text: string, onFile: () => void): UuScan {
  if (!text.startsWith('begin ') && !text.includes('\nbegin ')) return { text, files: [] };
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  const raw = text.split('\n');
  // stop[j]: the first line at or after j that ends a block: `end`, or a line that is no data.
  const stop = new Int32Array(lines.length + 1);
  stop[lines.length] = lines.length;
  for (let j = lines.length - 1; j >= 0; j--) stop[j] = lines[j] === 'end' || !isDataLine(lines[j]!) ? j : stop[j + 1]!;
  const kept: string[] = [];
  const files: UuFile[] = [];
  for (let i = 0; i < lines.length; i++) {
    const begin = BEGIN.exec(lines[i]!);
    const end = begin === null ? -1 : stop[i + 1]!;
    if (begin === null || lines[end] !== 'end') {
      kept.push(raw[i]!);
      continue;
    }
    const bytes: number[] = [];
    for (let j = i + 1; j < end; j++) decodeLine(lines[j]!, bytes);
    onFile();
    files.push({ filename: begin[1]!.trim(), content: Uint8Array.from(bytes) });
    i = end;
  }
  return { text: kept.join('\n'), files };
}
