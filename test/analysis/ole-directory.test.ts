// The OLE directory check that keeps `cfb` from following a loop of sibling links (found by
// `npm run fuzz`: a 12 KB .doc whose right-sibling link points back at an earlier entry kept
// a worker busy past its hard limit and grew it by over a gigabyte).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_LIMITS } from '../../src/analysis/formats/limits.ts';
import { inspectOle } from '../../src/analysis/formats/ole.ts';
import { oleDirectoryIsTree } from '../../src/analysis/formats/ole-directory.ts';
import { ole, utf8, vbaStreams } from './formats-builders.ts';

const WORD_WITH_MACROS = {
  WordDocument: new Uint8Array(4096),
  ...vbaStreams([{ name: 'Module1', source: 'Sub Report()\r\n  MsgBox "Done"\r\nEnd Sub\r\n' }], 'Macros/VBA'),
};

/** The shape of the file the bench found: cfb follows its looped directory for seconds. */
const WORD_WITH_STORAGES = { WordDocument: new Uint8Array(4096), 'Macros/VBA/dir': new Uint8Array(600), 'Macros/PROJECT': utf8('ID="{1}"') };

/** The file with one link (68 left, 72 right, 76 child) of directory entry `entry` set to `target`. */
function relinked(entry: number, link: 68 | 72 | 76, target: number): Uint8Array {
  const file = Buffer.from(ole(WORD_WITH_STORAGES));
  const directory = (file.readUInt32LE(48) + 1) << file.readUInt16LE(30);
  file.writeUInt32LE(target, directory + entry * 128 + link);
  return new Uint8Array(file);
}

describe('OLE directory links', () => {
  it('accepts the tree of a well-formed file, which is still read', () => {
    const file = ole(WORD_WITH_MACROS);
    assert.equal(oleDirectoryIsTree(file), true);
    const findings = inspectOle(file, DEFAULT_LIMITS);
    assert.equal(findings.truncated, false);
    assert.equal(findings.vba, true);
  });

  it('refuses a sibling link back to an entry already reached, and reports the file unread', () => {
    const looped = relinked(5, 72, 1);
    assert.equal(oleDirectoryIsTree(looped), false);
    assert.equal(inspectOle(looped, DEFAULT_LIMITS).truncated, true);
  });

  it('refuses an entry linked to itself and a child link back to the root', () => {
    assert.equal(oleDirectoryIsTree(relinked(3, 76, 3)), false);
    assert.equal(oleDirectoryIsTree(relinked(2, 68, 0)), false);
  });

  it('leaves files too short or of an unknown sector size to cfb', () => {
    assert.equal(oleDirectoryIsTree(new Uint8Array(100)), true);
    const odd = Buffer.from(ole(WORD_WITH_STORAGES));
    odd.writeUInt16LE(7, 30);
    assert.equal(oleDirectoryIsTree(new Uint8Array(odd)), true);
  });
});
