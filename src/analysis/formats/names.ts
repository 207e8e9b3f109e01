// What a file name claims: its extension's class, and whether the name is built to hide its
// real type — a document-looking extension before a dangerous one (`invoice.pdf.exe`), bidi
// controls that turn part of it around, invisible characters, or a run of blanks that pushes the
// real extension out of sight.

import { DANGEROUS_FINAL_CLASSES, DECOY_CLASSES, EXTENSION_CLASSES, HIDING_CHARACTERS, type FileClass } from '../knowledge/extensions.ts';

export interface NameFacts {
  /** The last extension, lower case, without the dot ('' when none). */
  readonly extension: string;
  readonly extensionClass: FileClass;
  readonly deceptive: boolean;
}

/** Blank characters of any script: padding may use no-break or ideographic spaces. */
const BLANK_RUN = /[\s\u00A0\u2000-\u200A\u202F\u205F\u3000]{4,}/u;
/** A blank run this long hides an extension whatever follows it. */
const LONG_BLANK_RUN = /[\s\u00A0\u2000-\u200A\u202F\u205F\u3000_]{12,}/u;

export function extensionOf(name: string): string {
  const cleaned = name.trim().replace(/[\s.]+$/, '');
  const dot = cleaned.lastIndexOf('.');
  return dot <= 0 || dot === cleaned.length - 1
    ? ''
    : cleaned
        .slice(dot + 1)
        .trim()
        .toLowerCase();
}

export function classOfExtension(extension: string): FileClass {
  return EXTENSION_CLASSES.get(extension) ?? 'unknown';
}

export function nameFacts(name: string): NameFacts {
  const extension = extensionOf(name);
  const extensionClass = classOfExtension(extension);
  return { extension, extensionClass, deceptive: isDeceptive(name, extensionClass) };
}

function isDeceptive(name: string, finalClass: FileClass): boolean {
  if (HIDING_CHARACTERS.test(name)) return true;
  if (LONG_BLANK_RUN.test(name)) return true;
  if (!DANGEROUS_FINAL_CLASSES.has(finalClass)) return false;
  if (BLANK_RUN.test(name)) return true;
  const stem = name.trim().replace(/[\s.]+$/, '');
  const inner = extensionOf(stem.slice(0, stem.lastIndexOf('.')));
  return inner !== '' && DECOY_CLASSES.has(classOfExtension(inner));
}
