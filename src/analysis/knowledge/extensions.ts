// File-name extensions by what opening them does. Written for mail recipients on Windows, macOS
// and phones: an extension is `executable` when the system runs it on a double click (or with
// one confirmation), `script` when a script host does, `disk_image` when the system mounts it.
//
// Sources: the file associations of Windows (the "unsafe file" lists Outlook and Windows
// Attachment Manager apply by default), macOS and Android; the Office file format
// documentation for macro-capable formats; the formats seen in phishing attachments in incident
// reports of the last years (ISO/IMG/VHD, OneNote, LNK, HTML attachments).

export type FileClass =
  | 'executable'
  | 'script'
  | 'shortcut'
  | 'archive'
  | 'disk_image'
  | 'html'
  | 'office_macro'
  | 'office'
  | 'pdf'
  | 'image'
  | 'text'
  | 'calendar'
  | 'media'
  | 'message'
  | 'unknown';

const GROUPS: Readonly<Record<Exclude<FileClass, 'unknown'>, readonly string[]>> = {
  executable: [
    'exe',
    'scr',
    'com',
    'pif',
    'cpl',
    'dll',
    'ocx',
    'sys',
    'drv',
    'msi',
    'msp',
    'mst',
    'msc',
    'msix',
    'msixbundle',
    'appx',
    'appxbundle',
    'appref-ms',
    'application',
    'gadget',
    'hta',
    'jar',
    'jnlp',
    'lnk',
    'scf',
    'reg',
    'inf',
    'settingcontent-ms',
    'library-ms',
    'search-ms',
    'searchconnector-ms',
    'xll',
    'xbap',
    'chm',
    'hlp',
    'one',
    'onepkg',
    'apk',
    'xapk',
    'pkg',
    'mpkg',
    'app',
    'command',
    'iqy',
    'slk',
    'diagcab',
    'ppkg',
    'theme',
    'themepack',
    'desktopthemepackfile',
  ],
  script: [
    'js',
    'jse',
    'vbs',
    'vbe',
    'vb',
    'wsf',
    'wsc',
    'wsh',
    'sct',
    'ps1',
    'psm1',
    'psd1',
    'ps1xml',
    'psc1',
    'bat',
    'cmd',
    'mshxml',
    'msh',
    'msh1',
    'msh2',
    'mshxml1',
    'mshxml2',
    'scpt',
    'applescript',
    'workflow',
  ],
  // Internet shortcuts: harmless when they open a web page, a launcher when they point at a file share or a program.
  shortcut: ['url', 'website'],
  archive: [
    'zip',
    'zipx',
    '7z',
    'rar',
    'gz',
    'tgz',
    'tar',
    'bz2',
    'tbz',
    'tbz2',
    'xz',
    'txz',
    'zst',
    'lz',
    'lzma',
    'z',
    'cab',
    'arj',
    'lzh',
    'lha',
    'ace',
    'uue',
    'xxe',
    'r00',
    'r01',
    'kmz',
    'cpio',
    'sit',
    'sitx',
  ],
  disk_image: ['iso', 'img', 'vhd', 'vhdx', 'vmdk', 'dmg', 'udf', 'toast', 'nrg', 'daa'],
  html: ['html', 'htm', 'shtml', 'shtm', 'xhtml', 'xht', 'mht', 'mhtml', 'svg', 'svgz'],
  office_macro: ['docm', 'dotm', 'xlsm', 'xltm', 'xlam', 'xlsb', 'pptm', 'potm', 'ppam', 'ppsm', 'sldm', 'xla', 'ppa'],
  office: [
    'doc',
    'dot',
    'docx',
    'dotx',
    'xls',
    'xlt',
    'xlsx',
    'xltx',
    'ppt',
    'pot',
    'pps',
    'pptx',
    'potx',
    'ppsx',
    'rtf',
    'odt',
    'ods',
    'odp',
    'odg',
    'pub',
    'vsd',
    'vsdx',
    'wps',
    'pages',
    'numbers',
    'key',
    'csv',
  ],
  pdf: ['pdf'],
  image: ['jpg', 'jpeg', 'jpe', 'jfif', 'png', 'gif', 'bmp', 'tif', 'tiff', 'webp', 'heic', 'heif', 'ico', 'emf', 'wmf'],
  text: ['txt', 'log', 'md', 'json', 'xml', 'msg', 'vcf', 'patch', 'diff', 'asc', 'sig', 'p7s', 'p7m'],
  calendar: ['ics', 'ical', 'ifb', 'vcs'],
  media: ['mp3', 'mp4', 'm4a', 'wav', 'ogg', 'mov', 'avi', 'wmv', 'webm', 'aac', 'flac', 'amr'],
  message: ['eml'],
};

function buildIndex(): ReadonlyMap<string, FileClass> {
  const index = new Map<string, FileClass>();
  for (const [fileClass, extensions] of Object.entries(GROUPS) as [FileClass, readonly string[]][]) {
    for (const extension of extensions) index.set(extension, fileClass);
  }
  return index;
}

/** Extension (lower case, no dot) → class; each extension is in one group (the shape test checks). */
export const EXTENSION_CLASSES: ReadonlyMap<string, FileClass> = buildIndex();

/** For the shape test: every group as written. */
export const EXTENSION_GROUPS = GROUPS;

/** Classes whose extension, when it follows a document-looking one, makes a name deceptive. */
export const DANGEROUS_FINAL_CLASSES: ReadonlySet<FileClass> = new Set(['executable', 'script', 'shortcut', 'html', 'disk_image']);

/** Classes a deceiver puts before the real extension so the name reads as a harmless document. */
export const DECOY_CLASSES: ReadonlySet<FileClass> = new Set(['pdf', 'office', 'office_macro', 'image', 'text', 'media', 'archive', 'calendar']);

/**
 * Characters that reorder or hide parts of a name: bidi embeddings, overrides and isolates
 * (U+202E turns `exe.pdf` visually around), zero-width and other invisible characters.
 * ZWNJ and ZWJ are left out: Persian and Indic names use them legitimately.
 */
export const HIDING_CHARACTERS = /[\u202A-\u202E\u2066-\u2069\u200B\u2060-\u2064\uFEFF\u180E\u115F\u1160\u3164\uFFA0]/u;
