// QR codes in PNG and JPEG images and in decoded pixels, read by zxing-cpp (qr-reader.ts). What
// it is given is bounded here first: the image size is read from its header before anything is
// decoded, so an image over the pixel bound costs nothing; a progressive JPEG's scans are
// counted; a PNG's data must inflate to no more than its pixels.

import { inflateSync } from 'node:zlib';
import { readQrInGrey, readQrInImage } from './qr-reader.ts';

/** Larger images are screenshots and photos, not QR lures. */
export const MAX_QR_PIXELS = 2_000_000;
/** Narrower than a version-1 code (21 modules) at two pixels per module plus its margin: spacers, icons, banners. */
const MIN_SIDE = 50;
/** DEFLATE expands at most this many times: a PNG's data shorter than its pixels over this cannot inflate past them. */
const MAX_DEFLATE_RATIO = 1032;
/**
 * Scans of a progressive JPEG decoded at most. Encoders write 6 to 10 (libjpeg's default
 * progression) and rarely more than 20; each scan makes the decoder walk every block of the image
 * again, so thousands of copies of one tiny scan keep it busy for seconds.
 */
export const MAX_JPEG_SCANS = 32;

export type ImageFormat = 'png' | 'jpeg';

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

export function imageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (bytes.length > 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

/** Width and height from the PNG IHDR chunk or the first JPEG start-of-frame marker. */
export function imageSize(bytes: Uint8Array, format: ImageFormat): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (format === 'png') return { width: view.getUint32(16), height: view.getUint32(20) };
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] as number;
    if (marker === 0xff) {
      offset++; // fill byte: the decoder skips it, so the frame it reads is the one after
      continue;
    }
    const length = view.getUint16(offset + 2);
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    }
    offset += 2 + length;
  }
  return undefined;
}

/** The pixel count of a PNG or JPEG image that may hold a QR code; undefined for anything else or outside the bounds. */
export function qrCandidatePixels(bytes: Uint8Array): number | undefined {
  const format = imageFormat(bytes);
  // QR codes are not sent interlaced, and the bound on a PNG's data (pngInflatesWithinPixels)
  // counts the rows of one picture, not of Adam7's seven passes: such images are not searched.
  if (format === 'png' && isInterlacedPng(bytes)) return undefined;
  const size = format === undefined ? undefined : imageSize(bytes, format);
  if (size === undefined || size.width < MIN_SIDE || size.height < MIN_SIDE) return undefined;
  const pixels = size.width * size.height;
  return pixels > MAX_QR_PIXELS ? undefined : pixels;
}

/** The IHDR interlace method byte (offset 28) is 1 for Adam7; a header too short to say counts as interlaced. */
function isInterlacedPng(bytes: Uint8Array): boolean {
  return bytes.length <= 28 || bytes[28] !== 0;
}

/**
 * The number of start-of-scan segments of a JPEG, counted without decoding: the marker segments
 * are skipped by their lengths and each scan's entropy-coded data up to the next marker. Counting
 * stops past `max` (the answer is then `max + 1`).
 */
export function jpegScanCount(bytes: Uint8Array, max: number = MAX_JPEG_SCANS): number {
  let scans = 0;
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return scans;
    const marker = bytes[offset + 1] as number;
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    if (marker === 0xd9) return scans;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    if (offset + 3 >= bytes.length) return scans;
    offset += 2 + ((bytes[offset + 2]! << 8) | bytes[offset + 3]!);
    if (marker !== 0xda) continue;
    if (++scans > max) return scans;
    // Entropy-coded data: a 0xFF is followed by 0x00 (a stuffed byte) or a restart marker inside it.
    while (offset + 1 < bytes.length) {
      if (bytes[offset] === 0xff) {
        const next = bytes[offset + 1]!;
        if (next !== 0 && (next < 0xd0 || next > 0xd7)) break;
      }
      offset++;
    }
  }
  return scans;
}

/** A JPEG with more scans than MAX_JPEG_SCANS: refused before decoding. */
export function hasTooManyScans(bytes: Uint8Array): boolean {
  return imageFormat(bytes) === 'jpeg' && jpegScanCount(bytes) > MAX_JPEG_SCANS;
}

/** A PNG whose data inflates past its pixels (pngInflatesWithinPixels): refused before decoding. */
export function pngOverflowsPixels(bytes: Uint8Array): boolean {
  return imageFormat(bytes) === 'png' && !pngInflatesWithinPixels(bytes);
}

/**
 * The text of the QR code in an image; undefined when there is none, the image is not PNG or
 * JPEG, is outside the size bounds, has too many scans, inflates past its pixels, or does not decode.
 */
export function decodeQr(bytes: Uint8Array): string | undefined {
  if (qrCandidatePixels(bytes) === undefined || hasTooManyScans(bytes) || pngOverflowsPixels(bytes)) return undefined;
  return decodeCheckedQr(bytes);
}

/**
 * decodeQr for an image its caller has already found to be a candidate (qrCandidatePixels) and
 * neither has too many scans nor overflows its pixels: those checks walk the whole JPEG or inflate
 * the PNG, and are not repeated here.
 */
export function decodeCheckedQr(bytes: Uint8Array): string | undefined {
  return imageFormat(bytes) === undefined ? undefined : readQrInImage(bytes);
}

/** The text of the QR code in decoded pixels; undefined when there is none. */
export function findQr(image: Rgba): string | undefined {
  return readQrInGrey(greyLevels(image), image.width, image.height);
}

export interface Rgba {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

/** Luma of each pixel, one byte each (Rec. 601 weights, as zxing's own conversion). */
function greyLevels(image: Rgba): Uint8Array {
  const { data } = image;
  const grey = new Uint8Array(image.width * image.height);
  for (let i = 0, source = 0; i < grey.length; i++, source += 4) {
    grey[i] = (306 * data[source]! + 601 * data[source + 1]! + 117 * data[source + 2]! + 512) >> 10;
  }
  return grey;
}

/** Channels per PNG colour type: grey, -, RGB, palette, grey + alpha, -, RGBA. */
const PNG_CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Whether the PNG's image data (its IDAT chunks) inflates to no more than its pixels take, with a
 * filter byte per row: the decoder grows its buffer as long as the data goes on, so a small file
 * built to inflate to gigabytes would grow the module's memory for good. Data that cannot reach
 * that size (shorter than it over DEFLATE's largest ratio) is not inflated here.
 */
export function pngInflatesWithinPixels(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Without a whole IHDR first, or with a colour type it does not know, the decoder reads no data.
  if (bytes.length < 33 || view.getUint32(12) !== 0x49484452) return true;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const channels = PNG_CHANNELS[bytes[25]!];
  if (channels === undefined) return true;
  const expected = height * (1 + Math.ceil((width * channels * bytes[24]!) / 8));
  const chunks: Uint8Array[] = [];
  let compressed = 0;
  for (let offset = 8; offset + 8 <= bytes.length;) {
    const length = view.getUint32(offset);
    const type = view.getUint32(offset + 4);
    const end = offset + 8 + length;
    if (end > bytes.length) break;
    if (type === 0x49444154) {
      chunks.push(bytes.subarray(offset + 8, end)); // IDAT
      compressed += length;
    } else if (type === 0x49454e44) break; // IEND
    offset = end + 4;
  }
  if (compressed * MAX_DEFLATE_RATIO <= expected) return true;
  try {
    inflateSync(Buffer.concat(chunks), { maxOutputLength: expected });
    return true;
  } catch (error) {
    // Past the bound: refused. Corrupt data is the decoder's to refuse.
    return !(error instanceof RangeError);
  }
}
