// Links that download a file instead of opening a page: the name at the end of the path
// (`…/Notificacion_AEAT_118734.zip`), or the one a download parameter or a storage service's
// content-disposition override gives the file (`?filename=setup.exe`,
// `response-content-disposition=attachment; filename="x.msi"`). A program, script, installer
// or disk image delivered by a link bypasses the attachment filters that would stop it in mail;
// an archive counts only when the link's text presents a document.

import { compilePhrases } from '../content/lexicon.ts';
import { foldForMatching } from '../content/normalize.ts';
import { DOCUMENT_LINK_WORDS } from '../knowledge/document-words.ts';
import { EXTENSION_CLASSES } from '../knowledge/extensions.ts';
import type { FileClass } from '../knowledge/extensions.ts';
import { safeDecode } from './unwrap.ts';

/** What opening the download runs or mounts. */
const PROGRAM_CLASSES: ReadonlySet<FileClass> = new Set(['executable', 'script', 'disk_image']);

/**
 * Extensions that end a link's path without naming a download: `.com` ends domain names
 * (`/whois/example.com`) far more often than a DOS program, and `.dll` is how web servers
 * name their ISAPI pages (`/ws/eBayISAPI.dll?…`); libraries and drivers do not run when opened.
 */
const NOT_A_DOWNLOAD = new Set(['com', 'dll', 'ocx', 'sys', 'drv']);

/** Query parameters that name the file served (download scripts, storage services' overrides). */
const FILE_NAME_PARAMS = new Set(['file', 'filename', 'fname', 'download']);
const DISPOSITION_PARAMS = new Set(['response-content-disposition', 'rscd']);
/** Parameters looked at per link, as in unwrapping. */
const MAX_PARAMS = 32;

const DOCUMENT_WORDS = compilePhrases(DOCUMENT_LINK_WORDS.map((entry) => entry.phrase));
/** Longer text is a paragraph the link sits in, not a label. */
const MAX_LABEL_CHARS = 300;

function classOfName(name: string): FileClass | undefined {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const extension = name
    .slice(dot + 1)
    .trim()
    .toLowerCase();
  return NOT_A_DOWNLOAD.has(extension) ? undefined : EXTENSION_CLASSES.get(extension);
}

/** The file names a link gives what it serves: its last path segment, then any download parameter. */
function* servedNames(url: URL): Generator<string> {
  const segment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  yield safeDecode(segment) ?? segment;
  let seen = 0;
  for (const [key, value] of url.searchParams) {
    if (++seen > MAX_PARAMS) return;
    const name = key.toLowerCase();
    if (FILE_NAME_PARAMS.has(name)) yield value;
    else if (DISPOSITION_PARAMS.has(name)) yield /filename\*?=(?:utf-8'')?"?([^";]+)/i.exec(value)?.[1] ?? '';
  }
}

/** The class of the program or archive a web link downloads, when it names one. */
export function downloadClass(url: URL): FileClass | undefined {
  for (const name of servedNames(url)) {
    const fileClass = classOfName(name);
    if (fileClass !== undefined && (PROGRAM_CLASSES.has(fileClass) || fileClass === 'archive')) return fileClass;
  }
  return undefined;
}

/** The link's visible text presents a document: a PDF, an invoice, a notice. */
export function presentsDocument(text: string | undefined): boolean {
  return text !== undefined && text.length <= MAX_LABEL_CHARS && DOCUMENT_WORDS.test(foldForMatching(text));
}

/**
 * The link downloads a program, script, installer or disk image, or an archive under a text
 * that presents a document. `ownFile` when the link is on the vouched sender's own domain: a
 * vendor's mail linking its own installer is its download, not a lure — unless the text
 * presents a document, which no program is. `inDocument` when the link sits inside an attached
 * document (a PDF invoice's only button): the document presents itself, whatever the label.
 */
export function isRiskyDownload(url: URL, displayText: string | undefined, ownFile: boolean, inDocument = false): boolean {
  const fileClass = downloadClass(url);
  if (fileClass === undefined) return false;
  const document = inDocument || presentsDocument(displayText);
  if (PROGRAM_CLASSES.has(fileClass)) return document || !ownFile;
  return fileClass === 'archive' && document && !ownFile;
}
