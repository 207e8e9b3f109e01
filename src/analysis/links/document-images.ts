// Images inside documents, where QR-code phishing hides its codes: the image XObjects of a PDF
// (read by formats/pdf.ts; a JPEG one is a JPEG file as it stands, the others are samples turned
// into pixels here) and the PNG and JPEG media of an Office package.

import { inflateBounded } from '../formats/inflate.ts';
import type { PdfImage } from '../formats/pdf-images.ts';
import type { ZipListing } from '../formats/zip.ts';
import { readZipEntry } from '../formats/zip.ts';
import { MAX_QR_PIXELS, type Rgba } from './qr.ts';

/** One embedded image read at most this large. */
export const MAX_DOCUMENT_IMAGE_BYTES = 4 * 1024 * 1024;
const OFFICE_MEDIA = /(?:^|\/)media\/[^/]+\.(?:png|jpe?g)$/i;
/**
 * PDF writers often store a QR code at one pixel per module, scaled up on the page, and without
 * its quiet zone (the page around it is white): the search needs a few pixels per module and a
 * margin, so narrow images are enlarged to about this side and every image gets a white border.
 */
const SEARCH_SIDE = 200;
/** The border, in source pixels: a QR code's quiet zone is four modules. */
const BORDER = 4;

/**
 * The pixels of a PDF image that is not a JPEG, over a white page through its soft mask, framed
 * for the search; undefined when its data is short, corrupt or written otherwise than its
 * dictionary says.
 */
export function pdfImagePixels(image: PdfImage): Rgba | undefined {
  const pixels = samplePixels(image);
  if (pixels === undefined) return undefined;
  const mask = image.softMask === undefined ? undefined : samplePixels(image.softMask);
  return framed(mask === undefined ? pixels : overWhite(pixels, mask));
}

/** The image's samples as RGBA. Flate data is inflated no further than the image's size. */
function samplePixels(image: PdfImage): Rgba | undefined {
  const header = image.pngPredictor ? 1 : 0;
  const rowBytes = (components: number): number => Math.ceil((image.width * components * image.bitsPerComponent) / 8) + header;
  const samples = image.encoding === 'flate' ? inflateBounded(image.data, rowBytes(image.components ?? 4) * image.height, 'zlib').bytes : image.data;
  // An ICC profile's component count is what the data's size says.
  const components = image.components ?? [4, 3, 1].find((count) => rowBytes(count) * image.height <= samples.length);
  if (components === undefined || rowBytes(components) * image.height > samples.length) return undefined;
  const rows = image.pngPredictor
    ? unpredict(samples, image.height, rowBytes(components) - 1, Math.max(1, (components * image.bitsPerComponent) >> 3))
    : samples;
  return rows === undefined ? undefined : toRgba(image, components, rows);
}

/** Blends the image (in place) over white by its mask's grey level, the mask's size mapped onto the image's. */
function overWhite(image: Rgba, mask: Rgba): Rgba {
  // Row by row through a function of its own: called thousands of times, it is optimised once
  // for good, where one long loop is recompiled on the stack (OSR) and dropped for every image.
  for (let y = 0; y < image.height; y++) blendRow(image, mask, y);
  return image;
}

function blendRow(image: Rgba, mask: Rgba, y: number): void {
  const { data, width, height } = image;
  const maskRow = Math.floor((y * mask.height) / height) * mask.width;
  for (let x = 0; x < width; x++) {
    const opacity = mask.data[(maskRow + Math.floor((x * mask.width) / width)) * 4]! / 255;
    const target = (y * width + x) * 4;
    for (let c = 0; c < 3; c++) data[target + c] = data[target + c]! * opacity + 255 * (1 - opacity);
  }
}

/** Undoes PNG row filters (None, Sub, Up, Average, Paeth) into rows of `stride` bytes; undefined on an unknown filter. */
function unpredict(data: Uint8Array, height: number, stride: number, pixelBytes: number): Uint8Array | undefined {
  const out = new Uint8Array(height * stride);
  // A row at a time, for the reason overWhite gives.
  for (let y = 0; y < height; y++) if (!unpredictRow(data, out, y, stride, pixelBytes)) return undefined;
  return out;
}

function unpredictRow(data: Uint8Array, out: Uint8Array, y: number, stride: number, pixelBytes: number): boolean {
  const filter = data[y * (stride + 1)];
  const source = y * (stride + 1) + 1;
  const row = y * stride;
  const above = row - stride;
  for (let x = 0; x < stride; x++) {
    const left = x >= pixelBytes ? out[row + x - pixelBytes]! : 0;
    const up = y > 0 ? out[above + x]! : 0;
    const upLeft = y > 0 && x >= pixelBytes ? out[above + x - pixelBytes]! : 0;
    const raw = data[source + x]!;
    switch (filter) {
      case 0:
        out[row + x] = raw;
        break;
      case 1:
        out[row + x] = raw + left;
        break;
      case 2:
        out[row + x] = raw + up;
        break;
      case 3:
        out[row + x] = raw + ((left + up) >> 1);
        break;
      case 4:
        out[row + x] = raw + paeth(left, up, upLeft);
        break;
      default:
        return false;
    }
  }
  return true;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** Samples to RGBA: each component scaled to 0–255 (16-bit ones by their high byte), through the colour table if any, CMYK by complement. */
function toRgba(image: PdfImage, components: number, rows: Uint8Array): Rgba {
  const { width, height, bitsPerComponent: bits, palette } = image;
  const stride = Math.ceil((width * components * bits) / 8);
  const max = bits === 16 ? 255 : (1 << bits) - 1;
  const data = new Uint8ClampedArray(width * height * 4);
  if (bits === 8 && palette === undefined && !image.invert && components !== 4) return copyRgba(rows, components, { data, width, height });
  const colour = [0, 0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < components; c++) {
        const index = x * components + c;
        const at = y * stride;
        let value: number;
        if (bits === 8) value = rows[at + index]!;
        else if (bits === 16) value = rows[at + index * 2]!;
        else value = (rows[at + ((index * bits) >> 3)]! >> (8 - bits - ((index * bits) & 7))) & max;
        const sample = image.invert ? max - value : value;
        colour[c] = palette === undefined ? (sample * 255) / max : sample;
      }
      const target = (y * width + x) * 4;
      if (palette === undefined) write(data, target, colour, components);
      else {
        const entry = Math.min(colour[0]!, Math.floor(palette.table.length / palette.components) - 1) * palette.components;
        for (let c = 0; c < palette.components; c++) colour[c] = palette.table[entry + c]!;
        write(data, target, colour, palette.components);
      }
    }
  }
  return { data, width, height };
}

/** The common case, 8-bit grey or RGB samples, copied without the general path's per-sample work (large images would take ~100 ms more). */
function copyRgba(rows: Uint8Array, components: number, image: Rgba): Rgba {
  const { data } = image;
  const green = components === 3 ? 1 : 0;
  const blue = components === 3 ? 2 : 0;
  for (let pixel = 0, source = 0, target = 0; pixel < image.width * image.height; pixel++, source += components, target += 4) {
    data[target] = rows[source]!;
    data[target + 1] = rows[source + green]!;
    data[target + 2] = rows[source + blue]!;
    data[target + 3] = 255;
  }
  return image;
}

function write(data: Uint8ClampedArray, target: number, colour: readonly number[], components: number): void {
  if (components === 1) {
    data[target] = data[target + 1] = data[target + 2] = colour[0]!;
  } else if (components === 3) {
    data[target] = colour[0]!;
    data[target + 1] = colour[1]!;
    data[target + 2] = colour[2]!;
  } else {
    const black = colour[3]!;
    data[target] = 255 - Math.min(255, colour[0]! + black);
    data[target + 1] = 255 - Math.min(255, colour[1]! + black);
    data[target + 2] = 255 - Math.min(255, colour[2]! + black);
  }
  data[target + 3] = 255;
}

/**
 * The image enlarged by a whole factor when narrow (nearest neighbour keeps modules sharp), never
 * past `MAX_QR_PIXELS` (a thin strip would otherwise grow a hundredfold), inside a white border.
 */
export function framed(image: Rgba): Rgba {
  const fits = Math.floor(Math.sqrt(MAX_QR_PIXELS / (image.width * image.height)));
  const factor = Math.max(1, Math.min(fits, Math.floor(SEARCH_SIDE / Math.min(image.width, image.height))));
  const border = BORDER * factor;
  const width = image.width * factor + border * 2;
  const height = image.height * factor + border * 2;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const rowBytes = image.width * factor * 4;
  for (let y = 0; y < image.height; y++) {
    const source = y * image.width * 4;
    const first = ((y * factor + border) * width + border) * 4;
    if (factor === 1) {
      data.set(image.data.subarray(source, source + image.width * 4), first);
      continue;
    }
    // One enlarged row is written pixel by pixel, then copied to the factor - 1 rows under it.
    for (let x = 0, target = first; x < image.width; x++) {
      const at = source + x * 4;
      const r = image.data[at]!;
      const g = image.data[at + 1]!;
      const b = image.data[at + 2]!;
      const a = image.data[at + 3]!;
      for (let copy = 0; copy < factor; copy++, target += 4) {
        data[target] = r;
        data[target + 1] = g;
        data[target + 2] = b;
        data[target + 3] = a;
      }
    }
    for (let copy = 1; copy < factor; copy++) data.copyWithin(first + copy * width * 4, first, first + rowBytes);
  }
  return { data, width, height };
}

/** Up to `max` PNG and JPEG media files of an Office package. */
export function officeMediaImages(bytes: Uint8Array, listing: ZipListing, max: number): Uint8Array[] {
  if (listing.bomb) return [];
  const images: Uint8Array[] = [];
  for (const entry of listing.entries) {
    if (images.length >= max) break;
    if (!OFFICE_MEDIA.test(entry.name) || entry.size > MAX_DOCUMENT_IMAGE_BYTES) continue;
    const content = readZipEntry(bytes, entry, MAX_DOCUMENT_IMAGE_BYTES);
    if (content?.complete === true) images.push(content.bytes);
  }
  return images;
}
