// Identifiers the service mints: time-ordered (ULID layout: 48-bit milliseconds + 80 random
// bits, Crockford base32) so they sort by creation and never collide in practice.

import { randomFillSync } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// Random bytes drawn a page at a time: one call into the random generator per 400 identifiers
// instead of one each (every request mints two).
const RANDOM_POOL = Buffer.alloc(4096);
let poolOffset = RANDOM_POOL.length;

function randomOffset(length: number): number {
  if (poolOffset + length > RANDOM_POOL.length) {
    randomFillSync(RANDOM_POOL);
    poolOffset = 0;
  }
  const offset = poolOffset;
  poolOffset += length;
  return offset;
}

export function ulid(now: number = Date.now()): string {
  let time = '';
  let rest = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  // 80 bits → 16 characters of 5 bits each, as two 40-bit halves (exact in a double).
  const at = randomOffset(10);
  return time + base32Of40Bits(RANDOM_POOL, at) + base32Of40Bits(RANDOM_POOL, at + 5);
}

function base32Of40Bits(bytes: Buffer, at: number): string {
  let value = bytes[at]! * 2 ** 32 + bytes.readUInt32BE(at + 1);
  let out = '';
  for (let i = 0; i < 8; i++) {
    out = CROCKFORD[value % 32] + out;
    value = Math.floor(value / 32);
  }
  return out;
}

export function newAnalysisId(): string {
  return `ana_${ulid()}`;
}

/** Generated request ids match the contract's X-Request-ID pattern. */
export function newRequestId(): string {
  return `req_${ulid()}`;
}
