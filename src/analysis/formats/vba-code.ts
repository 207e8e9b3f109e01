// Reads VBA source for intent: does Office run it by itself (an auto-exec procedure), and does
// it start a program, or fetch a file and write it to disk, or hide the names of the objects it
// creates? Comments never count, and the calls a program is started with are looked for in
// the code outside string literals, so a message box that mentions "the shell" is not one.

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
} from '../knowledge/vba-macros.ts';

export interface MacroIntent {
  /** A procedure Office runs on open or close (AutoOpen, Document_Open, Workbook_Open, an ActiveX layout event…). */
  readonly autoExec: boolean;
  /** Starts a program or command (Shell, ShellExecute, WScript.Shell's Run, powershell, mshta, cmd /c…). */
  readonly execute: boolean;
  /** Fetches from the web (XMLHTTP, WinHttp, URLDownloadToFile…). */
  readonly fetch: boolean;
  /** Writes bytes to disk or names a drop folder (ADODB.Stream, SaveToFile, Environ("TEMP")…). */
  readonly write: boolean;
  /** Spells names with character codes and creates objects or calls methods by computed name. */
  readonly hiddenCalls: boolean;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (names: readonly string[]): string => names.map(escape).join('|');
const PROCEDURE = new RegExp(
  `^[ \\t]*(?:(?:Public|Private|Friend|Static)[ \\t]+)*(?:Sub|Function)[ \\t]+(?:${words(AUTO_EXEC_PROCEDURES)}|\\w+_(?:${words(AUTO_EXEC_CONTROL_EVENTS)}))\\b`,
  'im',
);
/** `Shell …`, `VBA.Shell …`, `VBA.Interaction.Shell …`, but not `obj.Shell` or `Shell.Application`. */
const SHELL_CALL = new RegExp(`(?<![\\w.])(?:VBA\\.)?(?:Interaction\\.)?${SHELL_FUNCTION}\\b(?![.\\w])`, 'i');
const EXECUTE_CALL = new RegExp(`\\b(?:${words(EXECUTE_CALLS)})\\b`, 'i');
const LAUNCHER = new RegExp(`(?<!\\w)(?:${words(LAUNCHER_OBJECTS)})(?!\\w)`, 'i');
/** A launch method called on an object other than Office's own `Application` (whose `.Run` runs a macro). */
const LAUNCH = new RegExp(`(?<!\\bApplication)\\.(?:${words(LAUNCH_METHODS)})\\b`, 'i');
const PROGRAM = new RegExp(`(?<!\\w)(?:${words(PROGRAM_NAMES)})(?!\\w)(?!\\.shell\\b)`, 'i');
const FETCH = new RegExp(words(FETCH_NAMES), 'i');
const WRITE = new RegExp(`${words(WRITE_NAMES)}|\\bEnviron\\$?\\s*\\(\\s*"(?:${words(DROP_FOLDERS)})"`, 'i');
const DYNAMIC = new RegExp(`\\b(?:${words(DYNAMIC_CALLS)})\\b`, 'i');
const CHAR_CALL = /\bChr[WB]?\$?\s*\(/gi;
/** A line continuation: a space and an underscore ending the line. */
const CONTINUATION = /[ \t]_\r?\n/g;
const REM_LINE = /^[ \t]*Rem\b.*$/gim;
/** A string literal (to its closing quote or the end of the line: strings never span lines), or a comment to the end of the line. */
const STRING_OR_COMMENT = /("[^"\r\n]*"?)|'[^\r\n]*/g;
const STRING = /"[^"\r\n]*"?/g;

/** What the source of a project's modules, read together, sets out to do. */
export function macroIntent(sources: readonly string[]): MacroIntent {
  const { text, code } = views(sources.join('\n'));
  return {
    autoExec: PROCEDURE.test(code),
    execute: SHELL_CALL.test(code) || EXECUTE_CALL.test(code) || (LAUNCHER.test(text) && LAUNCH.test(code)) || PROGRAM.test(text) || COMMAND_SHELL.test(text),
    fetch: FETCH.test(text),
    write: WRITE.test(text),
    hiddenCalls: DYNAMIC.test(code) && countUpTo(code, CHAR_CALL, OBFUSCATION_CHAR_CALLS) >= OBFUSCATION_CHAR_CALLS,
  };
}

/** A macro that runs by itself and starts a program, or saves what it fetches, or hides what it creates. */
export function isDropper(intent: MacroIntent): boolean {
  return intent.autoExec && (intent.execute || (intent.fetch && intent.write) || intent.hiddenCalls);
}

/** The source without comments (`text`), and without string literals' content as well (`code`). */
function views(source: string): { text: string; code: string } {
  const text = source.replace(CONTINUATION, ' ').replace(REM_LINE, '').replace(STRING_OR_COMMENT, '$1');
  return { text, code: text.replace(STRING, '""') };
}

function countUpTo(text: string, pattern: RegExp, limit: number): number {
  let count = 0;
  pattern.lastIndex = 0;
  while (count < limit && pattern.exec(text) !== null) count++;
  return count;
}
