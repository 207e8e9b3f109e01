// What the attachments area knows about file formats: how a real type (read from the bytes)
// and a declared one (name or MIME type) are classed, which class pairs are harmless when they
// disagree, which Office relationships make Office fetch content on open, and the OLE class ids
// that mark installers and exploit-prone embedded objects.
//
// Sources: ECMA-376 Part 1 §15 (relationship types) and the [MS-OFFCRYPTO], [MS-XLS], [MS-DOC],
// [MS-OLEDS] and [MS-CFB] specifications for the OLE structures; IANA media types and the
// registered types of the common formats; class ids as the installers and servers register them.

import type { FileClass } from './extensions.ts';

/** The real types sniff.ts tells apart, each with the class it belongs to. */
export const KIND_CLASSES = {
  pe: 'executable',
  elf: 'executable',
  macho: 'executable',
  java_class: 'executable',
  shebang: 'script',
  lnk: 'executable',
  msi: 'executable',
  onenote: 'executable',
  chm: 'executable',
  jar: 'executable',
  apk: 'executable',
  zip: 'archive',
  '7z': 'archive',
  rar: 'archive',
  gzip: 'archive',
  bzip2: 'archive',
  xz: 'archive',
  zstd: 'archive',
  cab: 'archive',
  tar: 'archive',
  iso: 'disk_image',
  vhd: 'disk_image',
  vhdx: 'disk_image',
  dmg: 'disk_image',
  ole: 'office',
  ooxml: 'office',
  odf: 'office',
  rtf: 'office',
  pdf: 'pdf',
  html: 'html',
  svg: 'html',
  png: 'image',
  jpeg: 'image',
  gif: 'image',
  bmp: 'image',
  tiff: 'image',
  webp: 'image',
  ico: 'image',
  heic: 'image',
  img: 'disk_image',
  msg: 'message',
  ics: 'calendar',
  eml: 'message',
  unknown: 'unknown',
} as const satisfies Readonly<Record<string, FileClass>>;

export type FileKind = keyof typeof KIND_CLASSES;

/**
 * Declared MIME types by class. Types not listed (application/octet-stream above all, which
 * clients send for anything) say nothing and are never compared with the bytes.
 */
export const MIME_CLASSES: Readonly<Record<string, FileClass>> = {
  'application/pdf': 'pdf',
  'application/x-pdf': 'pdf',
  'image/jpeg': 'image',
  'image/jpg': 'image',
  'image/pjpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/bmp': 'image',
  'image/tiff': 'image',
  'image/webp': 'image',
  'image/heic': 'image',
  'image/svg+xml': 'html',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/calendar': 'calendar',
  'application/ics': 'calendar',
  'application/zip': 'archive',
  'application/x-zip-compressed': 'archive',
  'application/x-7z-compressed': 'archive',
  'application/x-rar-compressed': 'archive',
  'application/vnd.rar': 'archive',
  'application/gzip': 'archive',
  'application/x-gzip': 'archive',
  'application/msword': 'office',
  'application/vnd.ms-excel': 'office',
  'application/vnd.ms-powerpoint': 'office',
  'application/rtf': 'office',
  'text/rtf': 'office',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'office',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'office',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'office',
  'application/x-msdownload': 'executable',
  'application/x-msdos-program': 'executable',
  'application/x-ms-installer': 'executable',
  'application/x-msi': 'executable',
  'application/hta': 'executable',
  'application/java-archive': 'executable',
  'application/x-iso9660-image': 'disk_image',
};

/**
 * Classes whose disagreement with the bytes means something: a declared class on the left, the
 * real one on the right. Anything else (an unknown declared type, a PNG named .jpg, an old .doc
 * named .docx, a text file) is the everyday noise of mail clients and is not reported.
 */
export const MEANINGFUL_MISMATCH: Readonly<Record<string, readonly FileClass[]>> = {
  pdf: ['executable', 'script', 'html', 'archive', 'disk_image', 'office'],
  image: ['executable', 'script', 'html', 'archive', 'disk_image', 'office', 'pdf'],
  // An .xls that is HTML is how many business systems export tables: left out on purpose.
  office: ['executable', 'script', 'archive', 'disk_image', 'pdf'],
  text: ['executable', 'disk_image'],
  calendar: ['executable', 'html', 'archive', 'office', 'pdf'],
  // Clients send Office files as application/zip: an OOXML package is a ZIP.
  archive: ['executable', 'html', 'pdf'],
  html: ['executable', 'archive', 'disk_image'],
};

/**
 * OOXML relationship types (the last segment of the type URI) whose external targets Office
 * fetches by itself when the document opens: remote templates (CVE-2017-0199 style template
 * injection), OLE objects linked by address, frames and sub-documents, alternative-format
 * chunks and external workbook links.
 */
export const OOXML_LOADING_RELATIONSHIPS: ReadonlySet<string> = new Set([
  'attachedTemplate',
  'oleObject',
  'frame',
  'subDocument',
  'aFChunk',
  'externalLinkPath',
  'package',
]);

/**
 * OLE root-storage class ids of Windows Installer files, as lower-case hex of the 16 bytes in
 * file order: {000C1084-…} package (.msi), {000C1086-…} patch (.msp), {000C1082-…} transform.
 */
export const INSTALLER_CLASS_IDS: ReadonlySet<string> = new Set([
  '84100c0000000000c000000000000046',
  '86100c0000000000c000000000000046',
  '82100c0000000000c000000000000046',
]);

/**
 * Embedded-object classes of Microsoft Equation Editor 3.0, removed from Office in 2018 after
 * CVE-2017-11882; a document that still embeds one is almost always an exploit. Each as it appears
 * in RTF `\objdata` hex: the class id in file byte order, and the ProgID `Equation.3` in ASCII.
 */
export const EQUATION_EDITOR_MARKERS: readonly string[] = ['02ce020000000000c000000000000046', '4571756174696f6e2e33', '4571756174696f6e2e32'];
