// Internet shortcuts (.url, .website): an INI file whose `URL=` Windows opens on a double click.
// A web page is what they are for; a file share, a `file:` URL, a search or protocol handler, or a
// link straight to a program is how they are abused (SmartScreen bypasses, WebDAV droppers).

import { utf8OrLatin1 } from './bytes.ts';
import { classOfExtension, extensionOf } from './names.ts';

export interface ShortcutFindings {
  readonly target: string;
  /** The shortcut (or its icon) leads somewhere other than an ordinary web page. */
  readonly launches: boolean;
}

/** Shortcut files are a few hundred bytes. */
const MAX_SHORTCUT_BYTES = 16_384;
const WEB = /^(?:https?|mailto):/i;
const REMOTE_FILE = /^(?:\\\\|file:|\/\/)/i;

export function isInternetShortcut(bytes: Uint8Array): boolean {
  return utf8OrLatin1(bytes.subarray(0, 64)).trimStart().toLowerCase().startsWith('[internetshortcut]');
}

export function inspectShortcut(bytes: Uint8Array): ShortcutFindings {
  const text = utf8OrLatin1(bytes.subarray(0, MAX_SHORTCUT_BYTES));
  const target = /^\s*URL\s*=\s*(.+?)\s*$/im.exec(text)?.[1] ?? '';
  const icon = /^\s*IconFile\s*=\s*(.+?)\s*$/im.exec(text)?.[1] ?? '';
  const path = target.replace(/[?#].*$/, '');
  const targetClass = classOfExtension(extensionOf(path.slice(path.lastIndexOf('/') + 1)));
  const launches = target === '' || !WEB.test(target) || targetClass === 'executable' || targetClass === 'script' || REMOTE_FILE.test(icon);
  return { target, launches };
}
