// Identifiers the service mints: time-ordered (ULID layout: 48-bit milliseconds + 80 random
// bits, Crockford base32) so they sort by creation and never collide in practice.

import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function ulid(now: number = Date.now()): string {
  let time = '';
  let rest = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[rest % 32] + time;
    rest = Math.floor(rest / 32);
  }
  const random = randomBytes(10);
  // 80 bits → 16 characters of 5 bits each.
  let bits = 0n;
  for (const byte of random) bits = (bits << 8n) | BigInt(byte);
  let tail = '';
  for (let i = 0; i < 16; i++) {
    tail = CROCKFORD[Number(bits & 31n)] + tail;
    bits >>= 5n;
  }
  return time + tail;
}

export function newAnalysisId(): string {
  return `ana_${ulid()}`;
}

/** Generated request ids match the contract's X-Request-ID pattern. */
export function newRequestId(): string {
  return `req_${ulid()}`;
}
