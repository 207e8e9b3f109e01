// Office Open XML (docx, xlsx, pptx and their macro-enabled and template variants): a ZIP with
// `[Content_Types].xml`. Read from the listing and the relationship parts only: macros
// (`vbaProject.bin`, XLM macro sheets), relationships to external targets — remote templates
// and objects that Office fetches on open, and hyperlinks (exported for the links area) —,
// and the VBA project and embedded OLE objects, which the caller may inspect with ole.ts. Of a Word document,
// also the text of its body (`word/document.xml` runs), for the content area.

import { OOXML_LOADING_RELATIONSHIPS } from '../knowledge/file-types.ts';
import { parseXml } from '../text/html-parse.ts';
import { pastDeadline, type InspectionLimits } from './limits.ts';
import { elementAttributes } from './xml-attributes.ts';
import { listZip, readZipEntry, type ZipEntry, type ZipListing } from './zip.ts';

export interface ExternalRelationship {
  /** The last segment of the relationship type, e.g. `attachedTemplate`, `hyperlink`, `oleObject`. */
  readonly type: string;
  readonly target: string;
  /** The part whose relationships declared it, e.g. `word/_rels/settings.xml.rels`. */
  readonly source: string;
}

export interface OoxmlFindings {
  /** `word`, `xl`, `ppt`, or '' when the package holds none of them. */
  readonly application: 'word' | 'xl' | 'ppt' | '';
  /** A VBA project (`vbaProject.bin`) or Excel 4.0 macro sheets (`xl/macrosheets/`). */
  readonly macros: boolean;
  /** Every relationship with `TargetMode="External"`. */
  readonly external: readonly ExternalRelationship[];
  /** External relationships that Office loads by itself (templates, objects, frames) at a remote address. */
  readonly remoteLoads: readonly ExternalRelationship[];
  /** Targets of external hyperlinks, duplicates removed: for the links area. */
  readonly hyperlinks: readonly string[];
  /** Entries holding the VBA project (`vbaProject.bin`, a compound file). */
  readonly vbaProjects: readonly ZipEntry[];
  /** Entries holding embedded OLE objects (`…/embeddings/*.bin`). */
  readonly embeddedObjects: readonly ZipEntry[];
  /** The text of a Word document's body, paragraphs on their own lines, up to `maxTextChars`; '' otherwise. */
  readonly text: string;
  /** A limit cut the inspection short. */
  readonly truncated: boolean;
}

const CONTENT_TYPES = '[Content_Types].xml';
/** A relationship part is small; one larger than this is not read in full. */
const MAX_RELS_BYTES = 1_048_576;
/** Bytes of `word/document.xml` read for its text: markup is most of it, and lures are short. */
const MAX_DOCUMENT_BYTES = 4 * 1_048_576;
const WORD_BODY = 'word/document.xml';
/** Elements that show as a space between runs. */
const WORD_SPACES = new Set(['w:tab', 'w:br', 'w:cr']);
const VBA_PROJECT = /(?:^|\/)vbaProject\.bin$/i;
const XLM_SHEETS = /^xl\/macrosheets\//i;
const EMBEDDED_OBJECT = /\/embeddings\/[^/]*\.bin$/i;
/** Schemes and forms that make Office reach across the network: web, FTP, UNC and `file://host/`. */
const REMOTE_TARGET = /^(?:https?:|ftp:|\\\\|\/\/|file:\/\/(?!\/)|mhtml:)/i;

/** Whether a ZIP listing is an Office Open XML package. */
export function isOoxmlListing(listing: ZipListing): boolean {
  return listing.entries.some((entry) => entry.name === CONTENT_TYPES);
}

/** Inspects an OOXML package; undefined when the bytes are not one. Pass the listing when it is at hand. */
export function inspectOoxml(bytes: Uint8Array, limits: InspectionLimits, listing = listZip(bytes, limits)): OoxmlFindings | undefined {
  if (listing === undefined || !isOoxmlListing(listing)) return undefined;
  let truncated = listing.truncated || listing.bomb;
  const external: ExternalRelationship[] = [];
  const embeddedObjects: ZipEntry[] = [];
  const vbaProjects: ZipEntry[] = [];
  let macros = false;
  for (const entry of listing.entries) {
    if (VBA_PROJECT.test(entry.name)) vbaProjects.push(entry);
    if (VBA_PROJECT.test(entry.name) || XLM_SHEETS.test(entry.name)) macros = true;
    if (EMBEDDED_OBJECT.test(entry.name)) embeddedObjects.push(entry);
    if (!entry.name.endsWith('.rels') || listing.bomb) continue;
    if (pastDeadline(limits) || external.length >= limits.maxItems) {
      truncated = true;
      break;
    }
    const content = readZipEntry(bytes, entry, MAX_RELS_BYTES);
    if (content === undefined) {
      truncated = true;
      continue;
    }
    if (!content.complete) truncated = true;
    const xml = new TextDecoder().decode(content.bytes);
    for (const relationship of elementAttributes(xml, 'Relationship', limits.maxItems)) {
      if (relationship['TargetMode']?.toLowerCase() !== 'external') continue;
      const type = (relationship['Type'] ?? '').replace(/^.*\//, '');
      external.push({ type, target: (relationship['Target'] ?? '').trim(), source: entry.name });
    }
  }
  const remoteLoads = external.filter((link) => OOXML_LOADING_RELATIONSHIPS.has(link.type) && REMOTE_TARGET.test(link.target));
  const hyperlinks = [...new Set(external.filter((link) => link.type === 'hyperlink' && link.target !== '').map((link) => link.target))];
  const text = wordText(bytes, listing, limits);
  return { application: applicationOf(listing), macros, external, remoteLoads, hyperlinks, vbaProjects, embeddedObjects, text, truncated };
}

function wordText(bytes: Uint8Array, listing: ZipListing, limits: InspectionLimits): string {
  const entry = listing.bomb || limits.maxTextChars <= 0 ? undefined : listing.entries.find((candidate) => candidate.name === WORD_BODY);
  const content = entry === undefined ? undefined : readZipEntry(bytes, entry, MAX_DOCUMENT_BYTES);
  if (content === undefined) return '';
  // Read by an XML tokenizer with a bounded element stack (`parseXml`), linear: a pattern
  // rescanned the rest of the part from every unclosed `<w:t` (160 KB of them took 7.8 s).
  const parts: string[] = [];
  let length = 0;
  let inText = 0;
  const push = (part: string): void => {
    if (length >= limits.maxTextChars) return;
    parts.push(part);
    length += part.length;
  };
  parseXml(new TextDecoder().decode(content.bytes), {
    onopentag(name) {
      if (name === 'w:t') inText++;
      else if (WORD_SPACES.has(name)) push(' ');
    },
    onclosetag(name) {
      if (name === 'w:t') inText = Math.max(0, inText - 1);
      else if (name === 'w:p') push('\n');
    },
    ontext(text) {
      if (inText > 0) push(text);
    },
  });
  return parts.join('').slice(0, limits.maxTextChars);
}

function applicationOf(listing: ZipListing): OoxmlFindings['application'] {
  for (const entry of listing.entries) {
    const top = entry.name.slice(0, entry.name.indexOf('/'));
    if (top === 'word' || top === 'xl' || top === 'ppt') return top;
  }
  return '';
}
