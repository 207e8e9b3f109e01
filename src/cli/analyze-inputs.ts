// What `centinela analyze` reads: the paths on its command line expanded into files (folders
// recursively, keeping `.eml` and `.mbox` files; a file named explicitly is always read), then
// each file read as one message or, when it starts with an mbox `From ` line, split into its
// messages. An `.eml` file is always one message, sent as it is: many tools save a single
// message with its envelope `From ` line, and its body lines are not quoted as an mbox's are.
// Messages are produced one at a time, on demand, so memory stays bounded.

import { createReadStream } from 'node:fs';
import { open, readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { looksLikeMbox, MBOX_SEPARATOR, splitMbox } from './mbox.ts';

export interface SourceFile {
  readonly path: string;
  readonly size: number;
}

export interface UnreadablePath {
  readonly path: string;
  readonly message: string;
}

export interface Sources {
  readonly files: readonly SourceFile[];
  readonly unreadable: readonly UnreadablePath[];
}

/** Files inside a folder that are read; symbolic links inside folders are not followed. */
const MESSAGE_FILE = /\.(eml|mbox)$/i;
const SINGLE_MESSAGE_FILE = /\.eml$/i;

export async function findSources(paths: readonly string[]): Promise<Sources> {
  const files: SourceFile[] = [];
  const unreadable: UnreadablePath[] = [];
  const seen = new Set<string>();
  const add = (path: string, size: number): void => {
    const key = resolve(path);
    if (seen.has(key)) return;
    seen.add(key);
    files.push({ path, size });
  };

  const walk = async (folder: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      unreadable.push({ path: folder, message: reason(error) });
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && MESSAGE_FILE.test(entry.name)) {
        try {
          add(path, (await stat(path)).size);
        } catch (error) {
          unreadable.push({ path, message: reason(error) });
        }
      }
    }
  };

  for (const path of paths) {
    try {
      const info = await stat(path);
      if (info.isDirectory()) await walk(path);
      else add(path, info.size);
    } catch (error) {
      unreadable.push({ path, message: reason(error) });
    }
  }
  return { files, unreadable };
}

/** One message to analyse, or why it cannot be. */
export interface Item {
  /** The file, with `#N` for the Nth message of a mailbox. */
  readonly name: string;
  /** Bytes of the input files this item accounts for (for progress). */
  readonly fileBytes: number;
  readonly content:
    | { readonly kind: 'message'; readonly bytes: Uint8Array }
    | { readonly kind: 'too_large'; readonly size: number }
    | { readonly kind: 'unreadable'; readonly message: string };
}

/** The messages of the files, in order; a message over `maxMessageBytes` is not read. */
export async function* readItems(files: readonly SourceFile[], maxMessageBytes: number): AsyncGenerator<Item> {
  for (const file of files) {
    let mbox: boolean;
    try {
      mbox = !SINGLE_MESSAGE_FILE.test(file.path) && looksLikeMbox(await readHead(file.path));
    } catch (error) {
      yield { name: file.path, fileBytes: file.size, content: { kind: 'unreadable', message: reason(error) } };
      continue;
    }
    if (mbox) {
      yield* mailboxItems(file, maxMessageBytes);
    } else if (file.size > maxMessageBytes) {
      yield { name: file.path, fileBytes: file.size, content: { kind: 'too_large', size: file.size } };
    } else {
      try {
        yield { name: file.path, fileBytes: file.size, content: { kind: 'message', bytes: await readFile(file.path) } };
      } catch (error) {
        yield { name: file.path, fileBytes: file.size, content: { kind: 'unreadable', message: reason(error) } };
      }
    }
  }
}

async function* mailboxItems(file: SourceFile, maxMessageBytes: number): AsyncGenerator<Item> {
  let accounted = 0;
  try {
    for await (const message of splitMbox(createReadStream(file.path), maxMessageBytes)) {
      accounted += message.fileBytes;
      const name = `${file.path}#${message.index}`;
      yield message.bytes === undefined
        ? { name, fileBytes: message.fileBytes, content: { kind: 'too_large', size: message.size } }
        : { name, fileBytes: message.fileBytes, content: { kind: 'message', bytes: message.bytes } };
    }
  } catch (error) {
    yield { name: file.path, fileBytes: Math.max(0, file.size - accounted), content: { kind: 'unreadable', message: reason(error) } };
  }
}

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const head = new Uint8Array(MBOX_SEPARATOR.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The operating system's reason, without a stack: `ENOENT: no such file or directory`. */
function reason(error: unknown): string {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    return error.message.split(',', 1)[0] ?? error.code;
  }
  return error instanceof Error ? error.message : String(error);
}
