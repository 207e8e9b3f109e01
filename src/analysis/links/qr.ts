// QR codes in PNG and JPEG images, decoded in pure JavaScript (pngjs, jpeg-js, jsQR). The image
// size is read from its header before anything is decoded, so an image over the pixel bound
// costs nothing.

import jpeg from 'jpeg-js';
// jsQR is CommonJS; its typings describe the ES default export, which is `module.exports.default`.
import jsqr from 'jsqr';
import { PNG } from 'pngjs';
import { boxAverage, mayHoldQrCode, shrunkGrey } from './qr-screen.ts';

/** Larger images are screenshots and photos, not QR lures; their decoding alone costs ~100 ms per Mpx. */
export const MAX_QR_PIXELS = 2_000_000;
/** Images are shrunk to about this many pixels before the search: a lure's code keeps several pixels per module. */
export const SEARCH_PIXELS = 300_000;
/** Narrower than a version-1 code (21 modules) at two pixels per module plus its margin: spacers, icons, banners. */
const MIN_SIDE = 50;
const MAX_JPEG_MEMORY_MB = 64;
/**
 * Scans of a progressive JPEG decoded at most. Encoders write 6 to 10 (libjpeg's default
 * progression) and rarely more than 20; each scan makes jpeg-js walk every block of the image
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
  // An interlaced PNG is inflated by pngjs without any output bound, so a small file can expand
  // to gigabytes; QR codes are not sent interlaced, so such images are not searched.
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

/**
 * The text of the QR code in an image; undefined when there is none, the image is not PNG or
 * JPEG, is outside the size bounds, has too many scans, or does not decode.
 */
export function decodeQr(bytes: Uint8Array): string | undefined {
  if (qrCandidatePixels(bytes) === undefined || hasTooManyScans(bytes)) return undefined;
  return decodeCheckedQr(bytes);
}

/**
 * decodeQr for an image its caller has already found to be a candidate (qrCandidatePixels) with
 * an acceptable scan count: those checks walk the whole JPEG and are not repeated.
 */
export function decodeCheckedQr(bytes: Uint8Array): string | undefined {
  const format = imageFormat(bytes);
  if (format === undefined) return undefined;
  try {
    return findQr(format === 'png' ? decodePng(bytes) : decodeJpeg(bytes));
  } catch {
    return undefined;
  }
}

/** The text of the QR code in decoded pixels, searched at most `SEARCH_PIXELS` large; undefined when there is none. */
export function findQr(image: Rgba): string | undefined {
  const searched = qrSearchImage(image);
  if (searched === undefined) return undefined;
  // Inverted (light on dark) codes are rare in mail and trying both doubles the cost of every image without one.
  const code = jsqr.default(searched.data, searched.width, searched.height, { inversionAttempts: 'dontInvert' });
  return code === null || code.data === '' ? undefined : code.data;
}

/**
 * The image as jsQR is to search it (shrunk to about `SEARCH_PIXELS`), or undefined when the
 * pre-screen (qr-screen.ts) finds jsQR could read no code in it: most images hold no finder
 * pattern jsQR accepts, and that is found out on grey levels at a fraction of jsQR's cost.
 */
export function qrSearchImage(image: Rgba): Rgba | undefined {
  const factor = shrinkFactor(image, SEARCH_PIXELS);
  const { grey, width, height } = shrunkGrey(image, factor);
  if (!mayHoldQrCode(grey, width, height)) return undefined;
  // jsQR reads nothing of its input but the grey level of each pixel, which for r = g = b is that
  // level (its weights add up to 1): the screen's grey levels stand for the shrunk colours.
  return factor <= 1 ? image : greyRgba(grey, width, height);
}

/** Whether findQr would hand the image to jsQR at all. */
export function passesQrScreen(image: Rgba): boolean {
  return qrSearchImage(image) !== undefined;
}

function greyRgba(grey: Uint8ClampedArray, width: number, height: number): Rgba {
  const data = new Uint8ClampedArray(grey.length * 4);
  for (let i = 0, target = 0; i < grey.length; i++, target += 4) {
    const level = grey[i]!;
    data[target] = level;
    data[target + 1] = level;
    data[target + 2] = level;
    data[target + 3] = 255;
  }
  return { data, width, height };
}

export interface Rgba {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

function decodePng(bytes: Uint8Array): Rgba {
  const image = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return { data: new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height };
}

function decodeJpeg(bytes: Uint8Array): Rgba {
  const image = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: MAX_QR_PIXELS / 1_000_000,
    maxMemoryUsageInMB: MAX_JPEG_MEMORY_MB,
  });
  return { data: new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height };
}

/** The smallest integer factor that brings the image under `maxPixels` (1 or less: none needed). */
function shrinkFactor(image: Rgba, maxPixels: number): number {
  return Math.ceil(Math.sqrt((image.width * image.height) / maxPixels));
}

/** Box-averages the image by the smallest integer factor that brings it under `maxPixels`. */
export function shrink(image: Rgba, maxPixels: number): Rgba {
  const factor = shrinkFactor(image, maxPixels);
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const target = (y * width + x) * 4;
      boxAverage(image, x, y, factor, data, target);
      data[target + 3] = 255;
    }
  }
  return { data, width, height };
}
