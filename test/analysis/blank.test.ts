import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isBlank } from '../../src/analysis/text/blank.ts';

describe('isBlank', () => {
  it('is true for exactly the code units a regular expression reads as \\s', () => {
    for (let code = 0; code <= 0xffff; code++) assert.equal(isBlank(code), /\s/.test(String.fromCharCode(code)), code.toString(16));
  });
});
