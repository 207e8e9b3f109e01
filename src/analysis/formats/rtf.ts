// RTF: embedded OLE objects (`\object` with `\objdata`), objects set to update on open
// (`\objupdate`, how CVE-2017-0199 fetched its payload) or linked to a remote address
// (`\objautlink`), Equation Editor objects, and packaged files. The hex of `\objdata` is
// searched as text, lower-cased and stripped of white space, within the byte bound.

import { EQUATION_EDITOR_MARKERS } from '../knowledge/file-types.ts';
import { latin1 } from './bytes.ts';
import type { InspectionLimits } from './limits.ts';

export interface RtfFindings {
  /** `\object` groups. */
  readonly objects: boolean;
  /** `\objdata` with content (an embedded OLE object). */
  readonly objectData: boolean;
  /** `\objupdate` (refresh the object when the document opens) or `\objautlink` (an automatic link). */
  readonly autoUpdate: boolean;
  /** A URL written in the object data (OLE2Link / URL moniker), hex-decoded. */
  readonly remoteLink: boolean;
  /** Equation Editor 3.0 class id or ProgID in the object data. */
  readonly equationEditor: boolean;
  /** An OLE Package object (`Package` ProgID): it carries a file. */
  readonly packagedFile: boolean;
  readonly truncated: boolean;
}

/** `Package` in hex, NUL-terminated as the ProgID is written in OLE 1.0 object headers. */
const PACKAGE_PROGID = '5061636b61676500';
/** `http` in hex, ASCII and UTF-16LE (URL monikers store the address as UTF-16). */
const HTTP_HEX = ['68747470', '6800740074007000'];
/** Hex text of `\objdata` searched per object, and over all objects of one file. */
const MAX_OBJECT_HEX = 1_048_576;
const MAX_SCANNED = 8 * MAX_OBJECT_HEX;

export function inspectRtf(bytes: Uint8Array, limits: InspectionLimits): RtfFindings {
  const text = latin1(bytes, 0, Math.min(bytes.length, limits.maxBytes)).toLowerCase();
  const findings = {
    objects: /\\object\b/.test(text),
    objectData: false,
    autoUpdate: /\\objupdate\b|\\objautlink\b/.test(text),
    remoteLink: false,
    equationEditor: false,
    packagedFile: false,
    truncated: bytes.length > limits.maxBytes,
  };
  let objects = 0;
  let scanned = 0;
  for (let at = text.indexOf('\\objdata'); at !== -1; at = text.indexOf('\\objdata', at + 8)) {
    if (++objects > limits.maxEntries || scanned > MAX_SCANNED) {
      findings.truncated = true;
      break;
    }
    const { hex, end } = objectHex(text, at + 8);
    scanned += end - at;
    if (hex.length < 16) continue;
    findings.objectData = true;
    if (EQUATION_EDITOR_MARKERS.some((marker) => hex.includes(marker))) findings.equationEditor = true;
    if (hex.includes(PACKAGE_PROGID)) findings.packagedFile = true;
    if (HTTP_HEX.some((marker) => hex.includes(marker))) findings.remoteLink = true;
  }
  return findings;
}

/**
 * The hex digits after `\objdata` up to the `}` that closes its group, white space and control
 * words skipped. Groups nested inside are followed by depth: an ignorable destination
 * (`{\*\x …}`) is skipped whole, as Word skips it, and the data goes on after it; any other
 * group's digits are part of the data.
 */
function objectHex(text: string, start: number): { hex: string; end: number } {
  let hex = '';
  let depth = 0;
  /** Depth of the ignorable group being skipped, 0 when none. */
  let skipping = 0;
  let at = start;
  for (; at < text.length && hex.length < MAX_OBJECT_HEX; at++) {
    const char = text[at]!;
    if (char === '{') {
      depth++;
      if (skipping === 0 && text.startsWith('\\*', at + 1)) skipping = depth;
    } else if (char === '}') {
      if (depth === 0) break;
      if (depth === skipping) skipping = 0;
      depth--;
    } else if (char === '\\') {
      // A control word inside the data (`\bin`, obfuscating `\'` escapes…) is skipped, not decoded;
      // an escaped brace is not a group.
      if (text[at + 1] === '{' || text[at + 1] === '}' || text[at + 1] === '\\') at++;
      else while (at + 1 < text.length && /[a-z]/.test(text[at + 1]!)) at++;
    } else if (skipping === 0 && ((char >= '0' && char <= '9') || (char >= 'a' && char <= 'f'))) {
      hex += char;
    }
  }
  return { hex, end: at };
}
