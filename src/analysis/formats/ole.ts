// OLE compound files (legacy .doc/.xls/.ppt, .msi, .msg, encrypted OOXML, embedded objects),
// read with the `cfb` package: VBA storages and what their macros' source sets out to do
// (vba.ts, vba-code.ts), Excel 4.0 (XLM) macro sheets in the Workbook
// stream, encryption markers of each application, installer class ids, and the file names of
// packaged objects (`\x01Ole10Native`) that embed another file.

import CFB from 'cfb';
import { EQUATION_EDITOR_MARKERS, INSTALLER_CLASS_IDS } from '../knowledge/file-types.ts';
import { latin1, u16, u32 } from './bytes.ts';
import { InflateBudget, pastDeadline, type InspectionLimits } from './limits.ts';
import { oleDirectoryIsTree } from './ole-directory.ts';
import { readVbaSource } from './vba.ts';
import { isDropper, macroIntent } from './vba-code.ts';

export interface OleFindings {
  /** A Windows Installer package, patch or transform (root class id). */
  readonly installer: boolean;
  /** An Outlook message (.msg): its attachments are not opened here. */
  readonly outlookMessage: boolean;
  /** VBA project storages (`VBA`, `_VBA_PROJECT`, `_VBA_PROJECT_CUR`, Word 97 `Macros`). */
  readonly vba: boolean;
  /** A VBA macro that runs by itself on open or close and starts a program, or saves what it downloads (vba-code.ts). */
  readonly macroDropper: boolean;
  /** Excel 4.0 macro sheets declared in the Workbook stream. */
  readonly xlm: boolean;
  /** Password-protected: an encrypted OOXML package, or a Word, Excel or PowerPoint encryption marker. */
  readonly encrypted: boolean;
  /** File names of packaged objects (`Ole10Native`), '' when unreadable. */
  readonly packagedFiles: readonly string[];
  /** An embedded Equation Editor 3.0 object (the CVE-2017-11882 family). */
  readonly equationEditor: boolean;
  /** The file could not be parsed, or a limit cut the inspection short. */
  readonly truncated: boolean;
}

const VBA_STORAGE = /^(?:VBA|_VBA_PROJECT|_VBA_PROJECT_CUR|Macros)$/i;
const ENCRYPTED_PACKAGE = new Set(['EncryptedPackage', 'EncryptionInfo', 'EncryptedSummary']);
/** BIFF8 record types: BoundSheet8 (a sheet, its type in byte 5), FilePass (encryption), EOF. */
const BOUND_SHEET = 0x0085;
const FILE_PASS = 0x002f;
const BIFF_EOF = 0x000a;
const XLM_SHEET_TYPE = 0x01;
/** Word's FibBase flags at offset 0x0A: bit 8 is fEncrypted. */
const WORD_FLAGS_OFFSET = 0x0a;
const WORD_ENCRYPTED = 0x0100;
/** Packaged-object headers are short; a longer label is not a file name. */
const MAX_LABEL = 260;
/**
 * VBA source decompressed per file, drawn from the inflation allowance: real projects in mail
 * hold tens to hundreds of KiB; reading 2 MiB of hostile source costs under 0.1 s.
 */
const MAX_VBA_BYTES = 2 * 1_048_576;

/** Inspects an OLE compound file; the findings say `truncated` when it cannot be read. Decompressed VBA source is spent from `budget`. */
export function inspectOle(bytes: Uint8Array, limits: InspectionLimits, budget = new InflateBudget(limits.maxInflatedBytes)): OleFindings {
  const findings = {
    installer: false,
    outlookMessage: false,
    vba: false,
    macroDropper: false,
    xlm: false,
    encrypted: false,
    packagedFiles: [] as string[],
    equationEditor: false,
    truncated: bytes.length > limits.maxBytes,
  };
  let container: CFB.CFB$Container;
  const readable = bytes.length > limits.maxBytes ? bytes.subarray(0, limits.maxBytes) : bytes;
  // A directory whose links loop would keep `cfb` busy for seconds and gigabytes: unreadable.
  if (!oleDirectoryIsTree(readable)) return { ...findings, truncated: true };
  try {
    container = CFB.read(readable, { type: 'array' });
  } catch {
    return { ...findings, truncated: true };
  }
  const entries = container.FileIndex.slice(0, limits.maxEntries);
  if (container.FileIndex.length > limits.maxEntries) findings.truncated = true;
  findings.installer = INSTALLER_CLASS_IDS.has(entries[0]?.clsid ?? '');
  const streams = new Map<string, Uint8Array>();
  for (const [index, entry] of entries.entries()) {
    const name = entry.name;
    if (entry.type === 1 && VBA_STORAGE.test(name)) findings.vba = true;
    if (ENCRYPTED_PACKAGE.has(name)) findings.encrypted = true;
    if (name.startsWith('__substg1.0_')) findings.outlookMessage = true;
    if (EQUATION_EDITOR_MARKERS.includes(entry.clsid)) findings.equationEditor = true;
    if (entry.type !== 2) continue;
    const content = contentOf(entry);
    streams.set((container.FullPaths[index] ?? name).toLowerCase(), content);
    if (name === 'Workbook' || name === 'Book') {
      const workbook = readWorkbookGlobals(content, limits);
      if (workbook.xlm) findings.xlm = true;
      if (workbook.encrypted) findings.encrypted = true;
    } else if (name === 'WordDocument') {
      if (content.length > WORD_FLAGS_OFFSET + 1 && (u16(content, WORD_FLAGS_OFFSET) & WORD_ENCRYPTED) !== 0) findings.encrypted = true;
    } else if (name === '\u0001Ole10Native' && findings.packagedFiles.length < limits.maxItems) {
      findings.packagedFiles.push(packagedFileName(content));
    } else if (name === '\u0001CompObj' && /Equation\.[23]/.test(latin1(content, 0, Math.min(content.length, 512)))) {
      findings.equationEditor = true;
    }
  }
  if (findings.vba && pastDeadline(limits)) findings.truncated = true;
  else if (findings.vba) {
    const source = readVbaSource(streams, Math.min(MAX_VBA_BYTES, budget.left));
    budget.spend(source.decompressed);
    findings.macroDropper = isDropper(macroIntent(source.modules));
    if (source.truncated) findings.truncated = true;
  }
  return findings;
}

function contentOf(entry: CFB.CFB$Entry): Uint8Array {
  const content = entry.content;
  return content instanceof Uint8Array ? content : Uint8Array.from(content ?? []);
}

/** Walks the BIFF8 records of the workbook globals (up to their EOF) for macro sheets and FilePass. */
function readWorkbookGlobals(stream: Uint8Array, limits: InspectionLimits): { xlm: boolean; encrypted: boolean } {
  let xlm = false;
  let encrypted = false;
  let records = 0;
  for (let at = 0; at + 4 <= stream.length && records < limits.maxEntries * 10; records++) {
    const type = u16(stream, at);
    const length = u16(stream, at + 2);
    if (type === BIFF_EOF) break;
    if (type === FILE_PASS) encrypted = true;
    if (type === BOUND_SHEET && length >= 6 && stream[at + 4 + 5] === XLM_SHEET_TYPE) xlm = true;
    at += 4 + length;
  }
  return { xlm, encrypted };
}

/**
 * An `Ole10Native` stream ([MS-OLEDS] 2.3.6 and the Packager format): a 32-bit size, a 16-bit
 * type, then the label (the file name shown) as a NUL-terminated ANSI string.
 */
function packagedFileName(stream: Uint8Array): string {
  if (stream.length < 7 || u32(stream, 0) === 0) return '';
  const start = 6;
  const end = stream.indexOf(0, start);
  if (end === -1 || end - start > MAX_LABEL) return '';
  return latin1(stream, start, end).trim();
}
