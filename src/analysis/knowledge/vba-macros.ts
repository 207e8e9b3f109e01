// What VBA source says about a macro's intent: the procedures Office runs by itself, and the
// calls, objects and programs a downloader or dropper uses to fetch a file and start something.
// Business macros (formatting, reports, form helpers) have macros but rarely run on open AND
// start a program; droppers of 2015–2026 (Emotet, Dridex, Qakbot, IcedID and their kits) all do.
//
// Sources: the Word, Excel and PowerPoint object-model event lists (Document_Open,
// Workbook_Open…), the legacy auto macros (AutoOpen, Auto_Open…), ActiveX control events that
// fire while a document is laid out (InkPicture1_Painted, Frame1_Layout), and the indicators
// that oletools' olevba and public malware write-ups report in macro droppers.

/** Procedures Office runs when a document opens, closes or is created, without the reader running anything. */
export const AUTO_EXEC_PROCEDURES: readonly string[] = [
  // Word's legacy auto macros and document events.
  'AutoOpen',
  'AutoClose',
  'AutoExec',
  'AutoExit',
  'AutoNew',
  'Document_Open',
  'Document_Close',
  'Document_New',
  'Document_ContentControlOnEnter',
  'Document_ContentControlOnExit',
  // Excel's auto macros and workbook events.
  'Auto_Open',
  'Auto_Close',
  'Auto_Activate',
  'Auto_Deactivate',
  'Workbook_Open',
  'Workbook_Activate',
  'Workbook_Deactivate',
  'Workbook_BeforeClose',
  'Workbook_WindowActivate',
];

/**
 * Events of ActiveX controls placed in a document that fire as it is drawn, so any
 * `Control_Event` procedure with these names runs on open (no user form needs to be shown).
 */
export const AUTO_EXEC_CONTROL_EVENTS: readonly string[] = ['Layout', 'Painted', 'Painting', 'DocumentComplete', 'NavigateComplete2', 'BeforeNavigate2'];

/** VBA's own function that starts a program, called bare or as `VBA.Shell` / `VBA.Interaction.Shell` (searched in the code, strings and comments left out). */
export const SHELL_FUNCTION = 'Shell';

/** Windows and macOS calls that start a program, declared from a library or called as a method (searched in the code). */
export const EXECUTE_CALLS: readonly string[] = [
  'ShellExecute',
  'ShellExecuteA',
  'ShellExecuteW',
  'ShellExecuteEx',
  'WinExec',
  'CreateProcessA',
  'CreateProcessW',
  'MacScript',
  'AppleScriptTask',
];

/**
 * Objects that start programs through one of `LAUNCH_METHODS`. Named alone they prove
 * nothing: business macros create WScript.Shell for `SpecialFolders("Desktop")` and
 * Shell.Application to let the user pick a folder.
 */
export const LAUNCHER_OBJECTS: readonly string[] = ['WScript.Shell', 'Win32_Process', 'Schedule.Service', 'MMC20.Application'];

/** The methods of those objects that start a program (`.Run`, `.Exec`, WMI's `.Create`, a scheduled task, MMC's `.ExecuteShellCommand`). */
export const LAUNCH_METHODS: readonly string[] = ['Run', 'Exec', 'Create', 'RegisterTaskDefinition', 'ExecuteShellCommand'];

/** Programs a dropper hands its command to, as whole words, in strings too (case-insensitive; WScript.Shell is an object, not the program). */
export const PROGRAM_NAMES: readonly string[] = [
  'powershell',
  'pwsh',
  'mshta',
  'certutil',
  'bitsadmin',
  'regsvr32',
  'rundll32',
  'wscript',
  'cscript',
  'msiexec',
  'schtasks',
  'cmd.exe',
];

/** `cmd /c …` and `cmd /k …` (a bare `cmd` is an ordinary variable name for ADODB commands). */
export const COMMAND_SHELL = /\bcmd(?:\.exe)?"?\s+\/[ck]\b/i;

/** Objects and functions that fetch from the web, found inside longer names too (`MSXML2.ServerXMLHTTP.6.0`; case-insensitive). */
export const FETCH_NAMES: readonly string[] = ['XMLHTTP', 'WinHttpRequest', 'URLDownloadToFile', 'InternetOpenUrl', 'InternetReadFile', 'Net.WebClient'];

/** Objects, calls and places that write fetched bytes to disk (case-insensitive). */
export const WRITE_NAMES: readonly string[] = ['ADODB.Stream', 'SaveToFile', 'URLDownloadToFile', 'For Binary Access Write'];

/** Folders a dropper saves its payload in, read with `Environ("…")`. */
export const DROP_FOLDERS: readonly string[] = ['TEMP', 'TMP', 'APPDATA', 'LOCALAPPDATA', 'PUBLIC', 'USERPROFILE', 'ProgramData'];

/** Calls that reach an object or method by a name computed at run time: what obfuscated droppers use instead of a readable ProgID. */
export const DYNAMIC_CALLS: readonly string[] = ['CreateObject', 'GetObject', 'CallByName'];

/**
 * Character-code calls (`Chr(87) & Chr(83) …`) from which a source counts as obfuscated:
 * business macros use a few (`Chr(34)` for quotes, `Chr(10)` for line breaks), obfuscators
 * spell whole ProgIDs and commands with them.
 */
export const OBFUSCATION_CHAR_CALLS = 40;
