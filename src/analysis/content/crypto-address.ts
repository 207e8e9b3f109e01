// Cryptocurrency wallet addresses, checksums verified so that random-looking tokens (tracking
// ids, hashes) do not count: Base58Check (Bitcoin P2PKH/P2SH, Litecoin, Dogecoin, Tron), Bech32
// and Bech32m (bc1, ltc1), and Ethereum-style 0x addresses (EIP-55 checksum when mixed case).

import { createHash } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE58_INDEX = new Map([...BASE58].map((char, index) => [char, index]));

/** Version bytes of 25-byte Base58Check addresses: BTC P2PKH/P2SH, LTC L/M, DOGE D/A, TRX T. */
const BASE58_VERSIONS = new Set([0x00, 0x05, 0x30, 0x32, 0x1e, 0x16, 0x41]);

const BASE58_CANDIDATE = /(?<![A-Za-z0-9])[13LMDAT][1-9A-HJ-NP-Za-km-z]{25,34}(?![A-Za-z0-9])/g;
const BECH32_CANDIDATE = /(?<![A-Za-z0-9])(?:bc|ltc|BC|LTC)1[02-9ac-hj-np-zAC-HJ-NP-Z]{25,87}(?![A-Za-z0-9])/g;
const ETH_CANDIDATE = /(?<![A-Za-z0-9/=._-])0x[0-9a-fA-F]{40}(?![A-Za-z0-9])/g;

function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58_INDEX.get(char);
    if (digit === undefined) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

function sha256(data: Uint8Array): Buffer {
  return createHash('sha256').update(data).digest();
}

export function isBase58CheckAddress(text: string): boolean {
  const bytes = base58Decode(text);
  if (bytes === undefined || bytes.length !== 25 || !BASE58_VERSIONS.has(bytes[0] ?? -1)) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21)));
  return checksum.subarray(0, 4).equals(bytes.subarray(21));
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONSTANT = 1;
const BECH32M_CONSTANT = 0x2bc830a3;

function polymod(values: readonly number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let bit = 0; bit < 5; bit++) if ((top >>> bit) & 1) checksum ^= generators[bit] ?? 0;
  }
  return checksum >>> 0;
}

export function isBech32Address(text: string): boolean {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return false;
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  const prefix = lower.slice(0, separator);
  const data: number[] = [];
  for (const char of lower.slice(separator + 1)) {
    const value = BECH32_CHARSET.indexOf(char);
    if (value === -1) return false;
    data.push(value);
  }
  const expanded = [...[...prefix].map((char) => char.charCodeAt(0) >> 5), 0, ...[...prefix].map((char) => char.charCodeAt(0) & 31)];
  const check = polymod([...expanded, ...data]);
  return check === BECH32_CONSTANT || check === BECH32M_CONSTANT;
}

/** An Ethereum-style address: all one case carries no checksum; mixed case must pass EIP-55. */
export function isEthereumAddress(text: string): boolean {
  const hex = text.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return !/^0+$/.test(hex);
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex.toLowerCase()))).toString('hex');
  for (let index = 0; index < 40; index++) {
    const char = hex[index] ?? '';
    if (!/[a-f]/i.test(char)) continue;
    const upper = Number.parseInt(hash[index] ?? '0', 16) >= 8;
    if ((char === char.toUpperCase()) !== upper) return false;
  }
  return true;
}

/** The wallet addresses in a text, checksums verified, at most `max` candidates examined. */
export function findCryptoAddresses(text: string, max = 50): string[] {
  const found: string[] = [];
  let examined = 0;
  const candidates: [RegExp, (candidate: string) => boolean][] = [
    [BASE58_CANDIDATE, isBase58CheckAddress],
    [BECH32_CANDIDATE, isBech32Address],
    [ETH_CANDIDATE, isEthereumAddress],
  ];
  for (const [pattern, valid] of candidates) {
    for (const match of text.matchAll(pattern)) {
      if (++examined > max) return found;
      if (valid(match[0])) found.push(match[0]);
    }
  }
  return found;
}
