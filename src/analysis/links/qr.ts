// QR codes in PNG and JPEG images, decoded in pure JavaScript (pngjs, jpeg-js, jsQR). The image
// size is read from its header before anything is decoded, so an image over the pixel bound
// costs nothing.

import jpeg from 'jpeg-js';
// jsQR is CommonJS; its typings describe the ES default export, which is `module.exports.default`.
import jsqr from 'jsqr';
import { PNG } from 'pngjs';

export const MAX_QR_PIXELS = 4_000_000;
/** Smaller than a version-1 QR code at one pixel per module plus its quiet zone: spacers, icons. */
const MIN_SIDE = 21;
const MAX_JPEG_MEMORY_MB = 64;

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

/**
 * The text of the QR code in an image; undefined when there is none, the image is not PNG or
 * JPEG, is outside the size bounds, or does not decode.
 */
export function decodeQr(bytes: Uint8Array): string | undefined {
  const format = imageFormat(bytes);
  if (format === undefined) return undefined;
  const size = imageSize(bytes, format);
  if (size === undefined || size.width < MIN_SIDE || size.height < MIN_SIDE || size.width * size.height > MAX_QR_PIXELS) return undefined;
  try {
    const rgba = format === 'png' ? decodePng(bytes) : decodeJpeg(bytes);
    const code = jsqr.default(rgba.data, rgba.width, rgba.height, { inversionAttempts: 'attemptBoth' });
    return code === null || code.data === '' ? undefined : code.data;
  } catch {
    return undefined;
  }
}

interface Rgba {
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
