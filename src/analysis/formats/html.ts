// HTML and SVG attachments: whether they run script, whether that script smuggles a file
// (assembles a Blob and saves or opens it, decodes a long embedded payload, writes decoded markup
// into the page, sends the browser to an address it decodes, is a picture whose script navigates,
// puts a command on the clipboard for the reader to run, or links a data: URI of an application
// type), and whether a form asks for a password. Plain substring and linear scans on a bounded, lower-cased head of the file.

import { utf8OrLatin1 } from './bytes.ts';
import type { InspectionLimits } from './limits.ts';

export interface HtmlFindings {
  /** `<script>`, an `on…=` event handler or a `javascript:` URL. */
  readonly script: boolean;
  /** Why the file counts as smuggling (empty when it does not): names of the patterns seen. */
  readonly smuggling: readonly SmugglingPattern[];
  /** A form with a password input. */
  readonly passwordForm: boolean;
  /** The file was longer than the bytes inspected. */
  readonly truncated: boolean;
}

export type SmugglingPattern =
  'save_blob' | 'blob_url' | 'decoded_payload' | 'write_decoded' | 'decoded_redirect' | 'picture_redirect' | 'clipboard_command' | 'data_application';

/** Text inspected in one file: smuggling pages put their loader up front or around a blob. */
const MAX_HTML_BYTES = 4 * 1024 * 1024;
/** A base64 run this long inside a page is a payload, not an icon or a font. */
const PAYLOAD_BASE64_RUN = 4096;
const SCRIPT = /<script[\s>]|\son[a-z]{3,20}\s*=|javascript:/;
const SAVE_BLOB = /mssaveoropenblob|mssaveblob|navigator\.savefileas/;
const NEW_BLOB = /new\s+blob\s*\(|\bblob\s*\(\s*\[/;
const OBJECT_URL = /createobjecturl\s*\(/;
const DOWNLOAD = /\.download\s*=|\sdownload\s*=|setattribute\s*\(\s*["']download/;
const DECODER = /\batob\s*\(|\bunescape\s*\(|decodeuricomponent\s*\(|fromcharcode\s*\(|\.charcodeat\s*\(|base64todata|uint8array\s*\(/;
const WRITE_DECODED = /document\.write(?:ln)?\s*\(\s*(?:window\.)?(?:atob|unescape|decodeuricomponent|decodeuri)\s*\(/;
const WRITE = /document\.write(?:ln)?\s*\(|\.innerhtml\s*=|\.outerhtml\s*=|insertadjacenthtml\s*\(/;
/** Script navigation, and the decoders that hide where it goes (decodeURIComponent reads ordinary query strings, so it is no disguise). */
const NAVIGATE = /\blocation(?:\.href)?\s*=(?!=)|\blocation\.(?:replace|assign)\s*\(|window\.open\s*\(/;
const DISGUISING_DECODER = /\batob\s*\(|fromcharcode\s*\(|\bunescape\s*\(/;
/** An SVG document that is not an HTML page embedding one: a picture, which has no reason to navigate. */
const SVG_ROOT = /<svg[\s>]/;
const HTML_ROOT = /<html[\s>]|<body[\s>]/;
/** Script that puts text on the clipboard. */
const CLIPBOARD_WRITE = /navigator\.clipboard\.write(?:text)?\s*\(|execcommand\s*\(\s*["']copy["']/;
/**
 * What "ClickFix" pages put there, or tell the reader to do with it: a Windows program that
 * fetches and runs code (mshta, PowerShell, a shell or script host, a LOLBin downloader), or the
 * keys that open the Run box or a terminal to paste it into.
 */
const RUNNABLE_COMMAND =
  /\b(?:mshta|powershell|pwsh|cmd(?:\.exe)?\s+\/[ck]|wscript|cscript|rundll32|regsvr32|msiexec|certutil|bitsadmin|conhost)\b|\b(?:windows|win|⊞)\s*(?:key\s*)?\+\s*(?:r|x)\b|curl\s[^"'\n]{0,200}\|\s*(?:ba|z)?sh\b/;
/** data: URIs of applications, fonts excepted (saved web pages inline them). */
const DATA_APPLICATION = /data:application\/(?!(?:x-)?font|font|vnd\.ms-fontobject|json)[a-z0-9.+-]+[;,]/;
const PASSWORD_INPUT = /<input\b[^>]{0,400}?type\s*=\s*["']?password\b/;

/** Inspects HTML or SVG bytes. */
export function inspectHtml(bytes: Uint8Array, limits: InspectionLimits): HtmlFindings {
  const cap = Math.min(limits.maxBytes, MAX_HTML_BYTES);
  const text = decode(bytes.length > cap ? bytes.subarray(0, cap) : bytes).toLowerCase();
  const script = SCRIPT.test(text);
  return {
    script,
    smuggling: script ? smugglingPatterns(text) : dataApplication(text),
    passwordForm: PASSWORD_INPUT.test(text),
    truncated: bytes.length > cap,
  };
}

function decode(bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes.subarray(2));
  }
  return utf8OrLatin1(bytes);
}

function smugglingPatterns(text: string): SmugglingPattern[] {
  const found: SmugglingPattern[] = [];
  if (SAVE_BLOB.test(text)) found.push('save_blob');
  if (NEW_BLOB.test(text) && (OBJECT_URL.test(text) || DOWNLOAD.test(text))) found.push('blob_url');
  const payload = longestBase64Run(text) >= PAYLOAD_BASE64_RUN;
  if (payload && DECODER.test(text)) found.push('decoded_payload');
  if (WRITE_DECODED.test(text) || (payload && WRITE.test(text) && DECODER.test(text))) found.push('write_decoded');
  // The SVG "voicemail" of 2024–2025: a picture that is a script sending the reader to an address it decodes, so no filter sees the address.
  if (NAVIGATE.test(text) && DISGUISING_DECODER.test(text)) found.push('decoded_redirect');
  // The same picture sending the reader on in plain sight: an image has no page to move on from
  // (an HTML page embedding an SVG is judged as a page).
  else if (NAVIGATE.test(text) && SVG_ROOT.test(text) && !HTML_ROOT.test(text)) found.push('picture_redirect');
  // "ClickFix": a fake CAPTCHA or error page copies a command and tells the reader to press
  // Windows+R, paste and Enter; the reader runs the malware by hand, so nothing is downloaded.
  if (CLIPBOARD_WRITE.test(text) && RUNNABLE_COMMAND.test(text)) found.push('clipboard_command');
  found.push(...dataApplication(text));
  return found;
}

function dataApplication(text: string): SmugglingPattern[] {
  return DATA_APPLICATION.test(text) ? ['data_application'] : [];
}

/**
 * The longest run of base64 characters outside `data:image/…` and font URIs, in one linear pass
 * (a regular expression with a large repetition count would rescan every run from each start).
 */
export function longestBase64Run(text: string): number {
  let longest = 0;
  let run = 0;
  let runStart = 0;
  for (let index = 0; index <= text.length; index++) {
    const code = index < text.length ? text.charCodeAt(index) : 0;
    const base64 = (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 43 || code === 47 || (code >= 65 && code <= 90);
    if (base64) {
      if (run === 0) runStart = index;
      run++;
      continue;
    }
    if (run > longest && !isInlineMedia(text, runStart)) longest = run;
    run = 0;
  }
  return longest;
}

/** Whether the run starting at `start` is the body of a `data:image/…` or font URI. */
function isInlineMedia(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 64), start);
  const data = before.lastIndexOf('data:');
  return data !== -1 && /^data:(?:image|font|application\/(?:x-)?font|application\/vnd\.ms-fontobject)/.test(before.slice(data));
}
