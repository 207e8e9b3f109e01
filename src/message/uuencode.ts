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

/**
 * Finds complete blocks (a `begin` line, lines that decode, an `end` line). `onFile` runs
 * before each file is kept, so a caller can refuse the message at a limit mid-scan.
 */
export function extractUuencoded(text: string, onFile: () => void): UuScan {
  if (!text.startsWith('begin ') && !text.includes('\nbegin ')) return { text, files: [] };
  const lines = text.split('\n');
  const kept: string[] = [];
  const files: UuFile[] = [];
  for (let i = 0; i < lines.length; i++) {
    const begin = BEGIN.exec(lines[i]!.replace(/\r$/, ''));
    if (begin === null) {
      kept.push(lines[i]!);
      continue;
    }
    const bytes: number[] = [];
    let end = -1;
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j]!.replace(/\r$/, '');
      if (line === 'end') {
        end = j;
        break;
      }
      if (!decodeLine(line, bytes)) break;
    }
    if (end === -1) {
      kept.push(lines[i]!);
      continue;
    }
    onFile();
    files.push({ filename: begin[1]!.trim(), content: Uint8Array.from(bytes) });
    i = end;
  }
  return { text: kept.join('\n'), files };
}
