import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  DANGEROUS_FINAL_CLASSES,
  DECOY_CLASSES,
  EXTENSION_CLASSES,
  EXTENSION_GROUPS,
  HIDING_CHARACTERS,
  type FileClass,
} from '../../src/analysis/knowledge/extensions.ts';
import {
  EQUATION_EDITOR_MARKERS,
  INSTALLER_CLASS_IDS,
  KIND_CLASSES,
  MEANINGFUL_MISMATCH,
  MIME_CLASSES,
  OOXML_LOADING_RELATIONSHIPS,
} from '../../src/analysis/knowledge/file-types.ts';
import { NOT_PASSWORDS, PASSWORD_FILLERS, PASSWORD_INTRODUCERS, PASSWORD_LABELS } from '../../src/analysis/knowledge/password-phrases.ts';
import {
  AUTO_EXEC_CONTROL_EVENTS,
  AUTO_EXEC_PROCEDURES,
  COMMAND_SHELL,
  DROP_FOLDERS,
  DYNAMIC_CALLS,
  EXECUTE_CALLS,
  FETCH_NAMES,
  LAUNCH_METHODS,
  LAUNCHER_OBJECTS,
  OBFUSCATION_CHAR_CALLS,
  PROGRAM_NAMES,
  SHELL_FUNCTION,
  WRITE_NAMES,
} from '../../src/analysis/knowledge/vba-macros.ts';

const CLASSES = new Set<string>([...Object.keys(EXTENSION_GROUPS), 'unknown']);

function assertUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    assert.ok(!seen.has(value), `${what}: ${value} twice`);
    seen.add(value);
  }
}

describe('knowledge: extensions', () => {
  it('lists each extension once, lower case, without a dot', () => {
    const all = Object.values(EXTENSION_GROUPS).flat();
    assertUnique(all, 'extension');
    for (const extension of all) assert.match(extension, /^[a-z0-9][a-z0-9-]*$/, extension);
    assert.equal(EXTENSION_CLASSES.size, all.length);
  });
  it('names only known classes in its sets', () => {
    for (const fileClass of [...DANGEROUS_FINAL_CLASSES, ...DECOY_CLASSES]) assert.ok(CLASSES.has(fileClass), fileClass);
    for (const fileClass of DANGEROUS_FINAL_CLASSES) assert.ok(!DECOY_CLASSES.has(fileClass), fileClass);
  });
  it('covers the programs the issue names', () => {
    for (const extension of ['exe', 'scr', 'js', 'vbs', 'hta', 'wsf', 'ps1', 'bat', 'cmd', 'lnk', 'msi', 'jar', 'one', 'cpl']) {
      assert.ok(['executable', 'script'].includes(EXTENSION_CLASSES.get(extension) ?? ''), extension);
    }
  });
  it('hides no ordinary letters among the hiding characters', () => {
    assert.equal(HIDING_CHARACTERS.test('Informe anual – versión final (2).pdf'), false);
    assert.equal(HIDING_CHARACTERS.test('\u202E'), true);
  });
});

describe('knowledge: file types', () => {
  const isClass = (value: string): boolean => CLASSES.has(value);
  it('classes every kind, MIME type and mismatch pair with a known class', () => {
    for (const [kind, fileClass] of Object.entries(KIND_CLASSES)) assert.ok(isClass(fileClass), kind);
    for (const [type, fileClass] of Object.entries(MIME_CLASSES)) {
      assert.match(type, /^[a-z]+\/[a-z0-9.+-]+$/, type);
      assert.ok(isClass(fileClass), type);
    }
    for (const [declared, actual] of Object.entries(MEANINGFUL_MISMATCH)) {
      assert.ok(isClass(declared), declared);
      assertUnique(actual, declared);
      for (const fileClass of actual) {
        assert.ok(isClass(fileClass as FileClass), fileClass);
        assert.notEqual(fileClass, declared);
      }
    }
  });
  it('writes class ids and markers as lower-case hex', () => {
    for (const id of INSTALLER_CLASS_IDS) assert.match(id, /^[0-9a-f]{32}$/);
    for (const marker of EQUATION_EDITOR_MARKERS) assert.match(marker, /^(?:[0-9a-f]{2})+$/);
    for (const type of OOXML_LOADING_RELATIONSHIPS) assert.match(type, /^[a-z][A-Za-z]+$/);
  });
});

describe('knowledge: password phrases', () => {
  it('covers English, Spanish and Portuguese at least', () => {
    for (const language of ['en', 'es', 'pt']) assert.ok((PASSWORD_LABELS[language] ?? []).length > 0, language);
  });
  it('writes every list lower case without duplicates', () => {
    const lists: [string, readonly string[]][] = [
      ['labels', Object.values(PASSWORD_LABELS).flat()],
      ['fillers', PASSWORD_FILLERS],
      ['introducers', PASSWORD_INTRODUCERS],
      ['not passwords', NOT_PASSWORDS],
    ];
    for (const [what, list] of lists) {
      assertUnique(list, what);
      for (const word of list) {
        assert.equal(word, word.toLowerCase(), `${what}: ${word}`);
        assert.equal(word, word.trim(), `${what}: ${word}`);
      }
    }
  });
});

describe('knowledge: VBA macros', () => {
  it('writes procedure, event and function names as VBA identifiers, each once', () => {
    const lists = [
      ['procedures', AUTO_EXEC_PROCEDURES],
      ['events', AUTO_EXEC_CONTROL_EVENTS],
      ['calls', [SHELL_FUNCTION, ...EXECUTE_CALLS]],
      ['methods', LAUNCH_METHODS],
      ['dynamic calls', DYNAMIC_CALLS],
    ] as const;
    for (const [what, list] of lists) {
      assertUnique(
        list.map((name) => name.toLowerCase()),
        what,
      );
      for (const name of list) assert.match(name, /^[A-Za-z][A-Za-z0-9_]*$/, `${what}: ${name}`);
    }
  });
  it('writes the names searched in strings without duplicates or blanks', () => {
    for (const [what, list] of [
      ['launchers', LAUNCHER_OBJECTS],
      ['programs', PROGRAM_NAMES],
      ['fetch', FETCH_NAMES],
      ['write', WRITE_NAMES],
      ['folders', DROP_FOLDERS],
    ] as const) {
      assertUnique(
        list.map((name) => name.toLowerCase()),
        what,
      );
      for (const name of list) assert.equal(name, name.trim(), `${what}: ${name}`);
    }
  });
  it('covers the entry points and launchers the issue names', () => {
    for (const name of ['AutoOpen', 'Document_Open', 'Workbook_Open', 'Auto_Open', 'AutoExec', 'Document_Close'])
      assert.ok(AUTO_EXEC_PROCEDURES.includes(name), name);
    for (const name of ['powershell', 'mshta', 'certutil', 'bitsadmin', 'regsvr32', 'rundll32']) assert.ok(PROGRAM_NAMES.includes(name), name);
    assert.ok(LAUNCHER_OBJECTS.includes('WScript.Shell') && FETCH_NAMES.includes('URLDownloadToFile') && DYNAMIC_CALLS.includes('CallByName'));
  });
  it('reads cmd /c and /k, not a variable named cmd', () => {
    assert.equal(COMMAND_SHELL.test('"cmd /c start a.exe"'), true);
    assert.equal(COMMAND_SHELL.test('"cmd.exe /k whoami"'), true);
    assert.equal(COMMAND_SHELL.test('cmd.CommandText = "x"'), false);
  });
  it('asks for far more character codes than a business macro writes', () => {
    assert.ok(OBFUSCATION_CHAR_CALLS >= 20);
  });
});
