// Images inside documents, where QR-code phishing hides its codes: the JPEG streams of a PDF
// (a `/DCTDecode` stream's bytes are a JPEG file as they stand) and the PNG and JPEG media of
// an Office package. Deflated PDF images (raw pixels in the PDF's own layout) are not read.

import { indexOfAscii } from '../formats/bytes.ts';
import type { ZipListing } from '../formats/zip.ts';
import { readZipEntry } from '../formats/zip.ts';

/** How far after `/DCTDecode` its stream may start: the rest of the image dictionary. */
const MAX_DICTIONARY_BYTES = 4_096;
/** One embedded image read at most this large. */
export const MAX_DOCUMENT_IMAGE_BYTES = 4 * 1024 * 1024;
const OFFICE_MEDIA = /(?:^|\/)media\/[^/]+\.(?:png|jpe?g)$/i;

/** Up to `max` JPEG images of a PDF, in file order. */
export function pdfJpegImages(bytes: Uint8Array, max: number): Uint8Array[] {
  const images: Uint8Array[] = [];
  let from = 0;
  while (images.length < max) {
    const filter = indexOfAscii(bytes, '/DCTDecode', from);
    if (filter === -1) break;
    from = filter + 10;
    const keyword = indexOfAscii(bytes, 'stream', from, from + MAX_DICTIONARY_BYTES);
    if (keyword === -1) continue;
    let start = keyword + 6;
    if (bytes[start] === 0x0d) start++;
    if (bytes[start] === 0x0a) start++;
    const end = indexOfAscii(bytes, 'endstream', start, start + MAX_DOCUMENT_IMAGE_BYTES);
    if (end === -1 || bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) continue;
    images.push(bytes.subarray(start, end));
    from = end;
  }
  return images;
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
