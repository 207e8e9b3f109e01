// One file, whatever it is: its real type from the bytes, then the inspector for that type,
// recursing into archives (bounded in depth, entries, bytes and time). The result is facts
// about the file, not signals: the attachments area decides what they mean for a message.

import { KIND_CLASSES, MEANINGFUL_MISMATCH, MIME_CLASSES, type FileKind } from '../knowledge/file-types.ts';
import type { FileClass } from '../knowledge/extensions.ts';
import { latin1 } from './bytes.ts';
import { inspectGzip } from './gzip.ts';
import { inspectHtml } from './html.ts';
import { inspectIcs, type IcsFindings } from './ics.ts';
import { listIso } from './iso.ts';
import { InflateBudget, pastDeadline, type InspectionLimits } from './limits.ts';
import { nameFacts, type NameFacts } from './names.ts';
import { inspectOle } from './ole.ts';
import { inspectOoxml, isOoxmlListing } from './ooxml.ts';
import { inspectPdf } from './pdf.ts';
import { inspectRtf } from './rtf.ts';
import { inspectShortcut, isInternetShortcut } from './shortcut.ts';
import { sniff } from './sniff.ts';
import { entryBaseName, listZip, readZipEntry, type ZipListing } from './zip.ts';

export interface FileFacts {
  /** The real type, ZIP and OLE refined (OOXML, JAR, APK, ODF; MSI). */
  kind: FileKind;
  /** The file is a program or script: by its bytes, or by a name the system would run. */
  executable: boolean;
  /** The file carries a program or script: archive entries, disk-image files, packaged objects. */
  containsExecutable: boolean;
  /** The file is a disk image, or an archive holds another archive or image. */
  nestedContainer: boolean;
  /** The name (or a name inside) hides the real type. */
  deceptiveName: boolean;
  /** The declared name or type disagrees with the bytes in a way that matters. */
  typeMismatch: boolean;
  /** The file or something inside it is password protected. */
  encrypted: boolean;
  /** The file (or an archive entry) is HTML or SVG. */
  html: boolean;
  smuggling: boolean;
  macro: boolean;
  /** A macro that runs on open or close and starts a program or saves a download (ole.ts). */
  macroDropper: boolean;
  externalRef: boolean;
  pdfActive: boolean;
  /** The first calendar object found. */
  calendar: IcsFindings | undefined;
  /** Something could not be looked at: an unsupported or damaged container, a limit, the deadline. */
  uninspected: boolean;
  /** The text a reader reads in the file itself (a PDF's pages, a Word body, a calendar event's title, description and location); '' for other kinds and inside archives. */
  text: string;
  /** Some of that text was left unread (the middle of a very long text, or past a limit): `text` is not all the reader would read. */
  textCut: boolean;
}

export interface InspectionInput {
  readonly bytes: Uint8Array;
  /** The file name as declared ('' when none). */
  readonly name: string;
  /** The declared MIME type, lower case ('' inside archives). */
  readonly declaredType: string;
}

/** Bytes read from an archive entry to tell its type before deciding whether to read all of it. */
const HEAD_BYTES = 8192;
/** Kinds read in full when found inside an archive (within the inflation budget). */
const DEEP_KINDS: ReadonlySet<FileKind> = new Set(['zip', 'ole', 'pdf', 'html', 'svg', 'rtf', 'gzip', 'iso']);
/** Entries read in full because of what their name says they are. */
const DEEP_NAME_CLASSES: ReadonlySet<FileClass> = new Set(['archive', 'disk_image', 'html', 'office', 'office_macro', 'pdf']);
/** Containers this service does not open: their content stays uninspected. */
const OPAQUE_CONTAINERS: ReadonlySet<FileKind> = new Set(['7z', 'rar', 'bzip2', 'xz', 'zstd', 'cab', 'tar', 'vhd', 'vhdx', 'dmg', 'img']);
/** Kinds that are archives or disk images when found inside another container. */
const CONTAINER_CLASSES: ReadonlySet<FileClass> = new Set(['archive', 'disk_image']);
/** Embedded files in a PDF whose names say they cannot act (ZUGFeRD and Factur-X invoices embed XML). */
const PASSIVE_EMBEDDED = new Set<FileClass>(['text', 'image', 'pdf', 'calendar', 'media']);

export function emptyFacts(kind: FileKind): FileFacts {
  return {
    kind,
    executable: false,
    containsExecutable: false,
    nestedContainer: false,
    deceptiveName: false,
    typeMismatch: false,
    encrypted: false,
    html: false,
    smuggling: false,
    macro: false,
    macroDropper: false,
    externalRef: false,
    pdfActive: false,
    calendar: undefined,
    uninspected: false,
    text: '',
    textCut: false,
  };
}

/** Inspects one file. `depth` is 0 for an attachment, and grows by one per archive level. */
export function inspectFile(input: InspectionInput, limits: InspectionLimits, budget = new InflateBudget(limits.maxInflatedBytes), depth = 0): FileFacts {
  const names = nameFacts(input.name);
  const sniffed = sniff(input.bytes);
  // Pages that open with text before their first tag still render: the name decides then.
  const facts = emptyFacts(sniffed === 'unknown' && names.extensionClass === 'html' ? 'html' : sniffed);
  if (pastDeadline(limits)) {
    facts.uninspected = true;
    return facts;
  }
  facts.deceptiveName = names.deceptive;
  inspectByKind(input, facts, limits, budget, depth);
  if (names.extensionClass === 'shortcut' || isInternetShortcut(input.bytes)) facts.executable = inspectShortcut(input.bytes).launches;
  const kindClass: FileClass = KIND_CLASSES[facts.kind];
  if (kindClass === 'executable' || names.extensionClass === 'executable' || names.extensionClass === 'script') facts.executable = true;
  facts.typeMismatch ||= mismatches(names, input.declaredType, kindClass);
  return facts;
}

function inspectByKind(input: InspectionInput, facts: FileFacts, limits: InspectionLimits, budget: InflateBudget, depth: number): void {
  const { bytes } = input;
  switch (facts.kind) {
    case 'zip':
      inspectZip(bytes, facts, limits, budget, depth);
      return;
    case 'ole':
      inspectOleFile(bytes, facts, limits, budget);
      return;
    case 'pdf': {
      const pdf = inspectPdf(bytes, limits, undefined, budget);
      const riskyEmbedded = pdf.embeddedFiles.some((name) => name === '' || !PASSIVE_EMBEDDED.has(nameFacts(name).extensionClass));
      facts.pdfActive = pdf.javascript || pdf.launch || pdf.openAction || riskyEmbedded;
      facts.uninspected = pdf.truncated || pdf.encrypted;
      facts.text = pdf.text;
      facts.textCut = pdf.textCut;
      return;
    }
    case 'html':
    case 'svg': {
      const html = inspectHtml(bytes, limits);
      facts.html = true;
      facts.smuggling = html.smuggling.length > 0;
      facts.uninspected = html.truncated;
      return;
    }
    case 'rtf':
      inspectRtfFile(bytes, facts, limits);
      return;
    case 'ics':
      facts.calendar = inspectIcs(bytes, limits);
      facts.text = facts.calendar.text;
      return;
    case 'iso':
      inspectIsoFile(bytes, facts, limits);
      return;
    case 'gzip':
      inspectGzipFile(bytes, input.name, facts, limits, budget, depth);
      return;
    default:
      if (OPAQUE_CONTAINERS.has(facts.kind)) {
        facts.uninspected = true;
        if (KIND_CLASSES[facts.kind] === 'disk_image') facts.nestedContainer = true;
      }
  }
}

function inspectZip(bytes: Uint8Array, facts: FileFacts, limits: InspectionLimits, budget: InflateBudget, depth: number): void {
  const listing = listZip(bytes, limits);
  if (listing === undefined) {
    facts.uninspected = true;
    return;
  }
  if (isOoxmlListing(listing)) {
    facts.kind = 'ooxml';
    inspectOoxmlFile(bytes, listing, facts, limits, budget);
    return;
  }
  facts.kind = refineZip(listing);
  if (facts.kind !== 'zip') return;
  if (listing.truncated || listing.bomb) facts.uninspected = true;
  if (listing.entries.some((entry) => entry.encrypted)) {
    facts.encrypted = true;
    facts.uninspected = true;
  }
  if (listing.bomb) return;
  for (const entry of listing.entries) {
    if (entry.directory) continue;
    const name = entryBaseName(entry.name);
    const names = nameFacts(name);
    if (names.deceptive) facts.deceptiveName = true;
    if (names.extensionClass === 'executable' || names.extensionClass === 'script') facts.containsExecutable = true;
    if (CONTAINER_CLASSES.has(names.extensionClass)) facts.nestedContainer = true;
    if (entry.encrypted) continue;
    if (pastDeadline(limits) || budget.left === 0) {
      facts.uninspected = true;
      return;
    }
    if (depth + 1 > limits.maxDepth) {
      facts.uninspected = true;
      continue;
    }
    const head = readZipEntry(bytes, entry, Math.min(HEAD_BYTES, budget.left));
    if (head === undefined) {
      facts.uninspected = true;
      continue;
    }
    budget.spend(head.bytes.length);
    let content = head.bytes;
    const deep = DEEP_KINDS.has(sniff(head.bytes)) || DEEP_NAME_CLASSES.has(names.extensionClass);
    if (!head.complete && deep && entry.size <= limits.maxBytes) {
      const full = readZipEntry(bytes, entry, Math.min(limits.maxBytes, budget.left));
      if (full === undefined) continue;
      budget.spend(full.bytes.length);
      content = full.bytes;
      if (!full.complete) facts.uninspected = true;
    }
    mergeInner(facts, inspectFile({ bytes: content, name, declaredType: '' }, limits, budget, depth + 1));
  }
}

/** Folds what was found in an archive entry (or disk-image file) into the container's facts. */
function mergeInner(facts: FileFacts, inner: FileFacts): void {
  if (inner.executable || inner.containsExecutable) facts.containsExecutable = true;
  if (CONTAINER_CLASSES.has(KIND_CLASSES[inner.kind]) || inner.nestedContainer) facts.nestedContainer = true;
  facts.deceptiveName ||= inner.deceptiveName;
  facts.typeMismatch ||= inner.typeMismatch;
  facts.encrypted ||= inner.encrypted;
  facts.html ||= inner.html;
  facts.smuggling ||= inner.smuggling;
  facts.macro ||= inner.macro;
  facts.macroDropper ||= inner.macroDropper;
  facts.externalRef ||= inner.externalRef;
  facts.pdfActive ||= inner.pdfActive;
  facts.uninspected ||= inner.uninspected;
}

/** A ZIP that is a program (Java or Android archive) or an OpenDocument file. */
function refineZip(listing: ZipListing): FileKind {
  let manifest = false;
  for (const entry of listing.entries) {
    if (entry.name === 'AndroidManifest.xml' || entry.name === 'classes.dex') return 'apk';
    if (entry.name === 'META-INF/MANIFEST.MF') manifest = true;
    if (manifest && entry.name.endsWith('.class')) return 'jar';
    if (entry.name === 'mimetype' || entry.name === 'content.xml') return listing.entries.some((e) => e.name === 'META-INF/manifest.xml') ? 'odf' : 'zip';
  }
  return manifest && listing.entries.some((entry) => entry.name.endsWith('.class')) ? 'jar' : 'zip';
}

function inspectOoxmlFile(bytes: Uint8Array, listing: ZipListing, facts: FileFacts, limits: InspectionLimits, budget: InflateBudget): void {
  const ooxml = inspectOoxml(bytes, limits, listing);
  if (ooxml === undefined) return;
  facts.macro = ooxml.macros;
  facts.externalRef = ooxml.remoteLoads.length > 0;
  facts.uninspected = ooxml.truncated;
  facts.text = ooxml.text;
  // A Word body is read up to the text limit: one that reaches it was likely cut there, and that is said.
  facts.textCut = limits.maxTextChars > 0 && ooxml.text.length >= limits.maxTextChars;
  // The VBA project is a compound file like the embedded objects: ole.ts reads its macros' source.
  for (const entry of [...ooxml.vbaProjects, ...ooxml.embeddedObjects].slice(0, limits.maxItems)) {
    if (budget.left === 0 || pastDeadline(limits)) {
      facts.uninspected = true;
      return;
    }
    const object = readZipEntry(bytes, entry, Math.min(limits.maxBytes, budget.left));
    if (object === undefined) continue;
    budget.spend(object.bytes.length);
    if (sniff(object.bytes) === 'ole') inspectOleFile(object.bytes, facts, limits, budget);
  }
}

function inspectOleFile(bytes: Uint8Array, facts: FileFacts, limits: InspectionLimits, budget: InflateBudget): void {
  const ole = inspectOle(bytes, limits, budget);
  if (ole.installer) facts.kind = 'msi';
  else if (ole.outlookMessage) facts.kind = 'msg';
  facts.macro ||= ole.vba || ole.xlm || ole.equationEditor;
  facts.macroDropper ||= ole.macroDropper;
  facts.encrypted ||= ole.encrypted;
  facts.uninspected ||= ole.truncated || ole.encrypted;
  for (const name of ole.packagedFiles) {
    const names = nameFacts(name);
    if (name === '' || names.extensionClass === 'executable' || names.extensionClass === 'script') facts.containsExecutable = true;
    if (names.deceptive) facts.deceptiveName = true;
  }
}

function inspectRtfFile(bytes: Uint8Array, facts: FileFacts, limits: InspectionLimits): void {
  const rtf = inspectRtf(bytes, limits);
  // Equation Editor objects exist in mail only as exploits; the catalog's nearest code is the macro one.
  facts.macro = rtf.equationEditor;
  facts.externalRef = rtf.remoteLink || (rtf.autoUpdate && rtf.objectData);
  facts.containsExecutable = rtf.packagedFile;
  facts.uninspected = rtf.truncated;
}

function inspectIsoFile(bytes: Uint8Array, facts: FileFacts, limits: InspectionLimits): void {
  facts.nestedContainer = true;
  const listing = listIso(bytes, limits);
  if (listing === undefined || listing.truncated) facts.uninspected = true;
  for (const name of listing?.names ?? []) {
    const names = nameFacts(name);
    if (names.extensionClass === 'executable' || names.extensionClass === 'script') facts.containsExecutable = true;
    if (names.deceptive) facts.deceptiveName = true;
  }
}

function inspectGzipFile(bytes: Uint8Array, outerName: string, facts: FileFacts, limits: InspectionLimits, budget: InflateBudget, depth: number): void {
  const gzip = inspectGzip(bytes, Math.min(HEAD_BYTES, budget.left));
  if (gzip === undefined) {
    facts.uninspected = true;
    return;
  }
  budget.spend(gzip.head.length);
  // Without a stored name, `report.xml.gz` names its content `report.xml`.
  const name = gzip.name !== '' ? gzip.name : outerName.replace(/\.t?gz$/i, (suffix) => (suffix.toLowerCase() === '.tgz' ? '.tar' : ''));
  const inner = inspectFile({ bytes: gzip.head, name, declaredType: '' }, limits, budget, depth + 1);
  // Only the head was inflated: content-level findings other than the type are not claimed.
  facts.containsExecutable = inner.executable;
  facts.nestedContainer = CONTAINER_CLASSES.has(KIND_CLASSES[inner.kind]);
  facts.deceptiveName = inner.deceptiveName;
  if (inner.kind === 'tar' || OPAQUE_CONTAINERS.has(inner.kind) || DEEP_KINDS.has(inner.kind)) facts.uninspected = true;
  if (latin1(gzip.head, 257, 262) === 'ustar') facts.uninspected = true;
}

/** A declared class (by extension, then by MIME type) that the bytes contradict in a way that matters. */
function mismatches(names: NameFacts, declaredType: string, actual: FileClass): boolean {
  if (actual === 'unknown') return false;
  for (const declared of [names.extensionClass, MIME_CLASSES[declaredType] ?? 'unknown']) {
    if (declared === 'unknown' || declared === actual) continue;
    if (MEANINGFUL_MISMATCH[declared]?.includes(actual)) return true;
  }
  return false;
}
