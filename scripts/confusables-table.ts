// Regenerates src/analysis/identity/confusables-table.json, the UTS #39 confusables mapping
// (confusables.txt, MA table: one source code point → its prototype string), from the ICU data
// built into the project's own Node binary — the `node` npm package pinned in package.json.
// ICU compiles confusables.txt into `confusables.cfu`, which it keeps in its common data; this
// reads that item back. unicode.org is out of reach from here and no npm package ships a newer
// confusables.txt, so this is the current table that can be had by an ordinary install.
//
//   npx node scripts/confusables-table.ts        (run with the project's Node: npm's `node`)
//
// Prints the Unicode and ICU versions and how the table changed.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TABLE_PATH = fileURLToPath(new URL('../src/analysis/identity/confusables-table.json', import.meta.url));

export interface ConfusablesTable {
  /** Unicode version of the data (Node's `process.versions.unicode`). */
  readonly unicode: string;
  readonly icu: string;
  readonly node: string;
  /** Source character → prototype, as in confusables.txt. */
  readonly mapping: Readonly<Record<string, string>>;
}

/** `Cfu ` in an ICU data header: the dataFormat of confusables.cfu. */
const CFU_FORMAT = Buffer.from('Cfu ', 'latin1');
const SPOOF_MAGIC = 0x3845fdef;

/**
 * The confusables mapping of the ICU common data in `binary`. ICU data items start with a
 * MappedData header (header size, 0xda 0x27, UDataInfo with the 4-byte data format at byte 12);
 * the spoof data after it (uspoof_impl.h, format 2) holds sorted 32-bit keys (code point in the
 * low 24 bits, value length − 1 in the high 8), one 16-bit value per key (the UTF-16 unit itself
 * when the value is one unit long, else an index into the string table) and the string table.
 */
export function readIcuConfusables(binary: Buffer): Record<string, string> {
  for (let at = binary.indexOf(CFU_FORMAT); at !== -1; at = binary.indexOf(CFU_FORMAT, at + 1)) {
    const item = at - 12;
    if (item < 0 || binary[item + 2] !== 0xda || binary[item + 3] !== 0x27) continue;
    if (binary[item + 8] !== 0 || binary[item + 16] !== 2) throw new Error('confusables.cfu is not little-endian format 2');
    const header = item + binary.readUInt16LE(item);
    if (binary.readUInt32LE(header) !== SPOOF_MAGIC) continue;
    const field = (offset: number): number => binary.readInt32LE(header + offset);
    const [keys, keyCount, values, valueCount, strings, stringLength] = [field(12), field(16), field(20), field(24), field(28), field(32)];
    if (keyCount !== valueCount || keyCount <= 0) throw new Error('confusables.cfu: keys and values disagree');
    const mapping: Record<string, string> = {};
    for (let index = 0; index < keyCount; index++) {
      const key = binary.readUInt32LE(header + keys + 4 * index);
      const length = (key >>> 24) + 1;
      const value = binary.readUInt16LE(header + values + 2 * index);
      if (length > 1 && value + length > stringLength) throw new Error('confusables.cfu: string index out of range');
      const start = header + strings + 2 * value;
      mapping[String.fromCodePoint(key & 0xffffff)] = length === 1 ? String.fromCharCode(value) : binary.toString('utf16le', start, start + 2 * length);
    }
    return mapping;
  }
  throw new Error('no confusables.cfu in this binary: a Node built without full ICU data?');
}

export function currentTable(): ConfusablesTable {
  const mapping = readIcuConfusables(readFileSync(process.execPath));
  return { unicode: process.versions.unicode ?? '', icu: process.versions.icu ?? '', node: process.version, mapping };
}

function main(): void {
  const table = currentTable();
  let previous: Record<string, string> = {};
  try {
    previous = (JSON.parse(readFileSync(TABLE_PATH, 'utf8')) as ConfusablesTable).mapping;
  } catch {
    // no table yet
  }
  const entries = Object.entries(table.mapping);
  const added = entries.filter(([source]) => !(source in previous)).length;
  const changed = entries.filter(([source, prototype]) => source in previous && previous[source] !== prototype).length;
  const removed = Object.keys(previous).filter((source) => !(source in table.mapping)).length;
  // One entry per line, non-ASCII escaped: a regeneration's diff is readable, and no invisible
  // or right-to-left character sits raw in the repository.
  const lines = entries.map(([source, prototype]) => `    ${asciiJson(source)}: ${asciiJson(prototype)}`);
  const head = `{\n  "unicode": ${JSON.stringify(table.unicode)},\n  "icu": ${JSON.stringify(table.icu)},\n  "node": ${JSON.stringify(table.node)},\n`;
  writeFileSync(TABLE_PATH, `${head}  "mapping": {\n${lines.join(',\n')}\n  }\n}\n`);
  console.log(
    `Unicode ${table.unicode} (ICU ${table.icu}, Node ${table.node}): ${entries.length} mappings; ${added} added, ${changed} changed, ${removed} removed`,
  );
}

function asciiJson(text: string): string {
  return JSON.stringify(text).replace(/[^\x20-\x7e]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

if (import.meta.main) main();
