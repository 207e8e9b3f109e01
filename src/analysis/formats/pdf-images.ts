// Image XObjects of a PDF read from their dictionaries, for the QR search: size, encoding,
// colour space, colour table and predictor, all a decoder needs to turn the samples into
// pixels (links/document-images.ts). Only what QR images are written with is read: JPEG,
// Flate (with or without PNG predictors) or no filter; grey, RGB, CMYK, ICC-based and indexed
// colour; image masks; soft masks (transparency). JPEG 2000, JBIG2, CCITT fax and separations
// are left out.

import { inflateBounded } from './inflate.ts';
import type { PdfReference, PdfStream } from './pdf-objects.ts';
import { readReference } from './pdf-objects.ts';
import { readPdfBytes } from './pdf-strings.ts';

export type PdfImageEncoding = 'jpeg' | 'flate' | 'raw';

export interface PdfPalette {
  /** Colour components per entry (1 grey, 3 RGB, 4 CMYK). */
  readonly components: number;
  readonly table: Uint8Array;
}

export interface PdfImage {
  readonly width: number;
  readonly height: number;
  /** `jpeg`: the data is a JPEG file as it stands; `flate`: zlib data; `raw`: the samples. */
  readonly encoding: PdfImageEncoding;
  readonly data: Uint8Array;
  readonly bitsPerComponent: number;
  /** Components per sample; undefined when only an ICC profile says, and the decoded size tells. */
  readonly components: number | undefined;
  /** `/Indexed`: each sample is an index into this table. */
  readonly palette: PdfPalette | undefined;
  /** PNG predictors (`/Predictor` 10–15): every row starts with its filter type. */
  readonly pngPredictor: boolean;
  /** `/Decode [1 0]` on a one-component image: samples read inverted (dark on light masks drawn the other way). */
  readonly invert: boolean;
  /**
   * `/SMask`: the image's transparency, a grey image whose level is the opacity. Writers keep the
   * colour of transparent pixels as the source had it, often black: without it a code on a
   * transparent background is black on black.
   */
  readonly softMask: PdfImage | undefined;
}

/** Follows references to the file's objects and streams. */
export interface PdfResolver {
  body(reference: PdfReference): string | undefined;
  stream(reference: PdfReference): PdfStream | undefined;
}

/** A version-1 QR code is 21 modules wide: a narrower image cannot hold one. */
export const MIN_QR_SIDE = 21;
/** Colour tables hold at most 256 entries of 4 components. */
const MAX_TABLE_BYTES = 1_024;
const DEVICE_COMPONENTS: Readonly<Record<string, number>> = { DeviceGray: 1, CalGray: 1, G: 1, DeviceRGB: 3, CalRGB: 3, RGB: 3, DeviceCMYK: 4, CMYK: 4 };

/**
 * The inside of the first `/DecodeParms << … >>` (or `[ << … >> ]`), '' when there is none. Read
 * by hand, once: a pattern (`\s*\[?\s*<<([^>]*)>>`) split long runs of white space in every
 * way and rescanned the rest of the dictionary from every `/DecodeParms`, quadratic on a
 * hostile one.
 */
function decodeParms(dictionary: string): string {
  const key = dictionary.indexOf('/DecodeParms');
  if (key === -1) return '';
  let at = key + '/DecodeParms'.length;
  const skipSpace = (): void => {
    while (at < dictionary.length && /\s/.test(dictionary[at]!)) at++;
  };
  skipSpace();
  if (dictionary[at] === '[') {
    at++;
    skipSpace();
  }
  if (!dictionary.startsWith('<<', at)) return '';
  const close = dictionary.indexOf('>', at + 2);
  return close !== -1 && dictionary[close + 1] === '>' ? dictionary.slice(at + 2, close) : '';
}

/**
 * The image whose dictionary is `dictionary` and stream data `data`, with its soft mask unless
 * `withMask` is false (a mask's own mask is not followed); undefined when it is none or is written
 * in a way not read here.
 */
export function readPdfImage(dictionary: string, data: Uint8Array, resolver: PdfResolver, withMask = true): PdfImage | undefined {
  if (!/\/Subtype\s*\/Image\b/.test(dictionary)) return undefined;
  const width = integer(dictionary, 'Width');
  const height = integer(dictionary, 'Height');
  const encoding = encodingOf(dictionary);
  if (width === undefined || height === undefined || width < MIN_QR_SIDE || height < MIN_QR_SIDE || encoding === undefined) return undefined;
  const base = { width, height, encoding, data };
  if (encoding === 'jpeg')
    return { ...base, bitsPerComponent: 8, components: undefined, palette: undefined, pngPredictor: false, invert: false, softMask: undefined };
  const predictor = integer(decodeParms(dictionary), 'Predictor') ?? 1;
  // TIFF predictor 2 is not read; PNG predictors are 10 and up.
  if (predictor !== 1 && predictor < 10) return undefined;
  const invert = /\/Decode\s*\[\s*1(?:\.0*)?\s+0(?:\.0*)?\s*\]/.test(dictionary);
  if (/\/ImageMask\s+true\b/.test(dictionary))
    return { ...base, bitsPerComponent: 1, components: 1, palette: undefined, pngPredictor: predictor >= 10, invert, softMask: undefined };
  const bitsPerComponent = integer(dictionary, 'BitsPerComponent');
  const space = colourSpace(dictionary, resolver);
  if (bitsPerComponent === undefined || ![1, 2, 4, 8, 16].includes(bitsPerComponent) || space === undefined) return undefined;
  const softMask = withMask ? softMaskOf(dictionary, resolver) : undefined;
  return {
    ...base,
    bitsPerComponent,
    components: space.components,
    palette: space.palette,
    pngPredictor: predictor >= 10,
    invert: invert && space.components === 1,
    softMask,
  };
}

/** The `/SMask` image an image names, when it is a one-component image read here. */
function softMaskOf(dictionary: string, resolver: PdfResolver): PdfImage | undefined {
  const key = /\/SMask\s*/.exec(dictionary);
  const reference = key === null ? undefined : readReference(dictionary, key.index + key[0].length);
  const stream = reference === undefined ? undefined : resolver.stream(reference);
  const mask = stream === undefined ? undefined : readPdfImage(stream.dictionary, stream.data, resolver, false);
  return mask?.encoding !== 'jpeg' && mask?.components === 1 && mask.palette === undefined ? mask : undefined;
}

function integer(dictionary: string, key: string): number | undefined {
  const match = new RegExp(String.raw`/${key}\s+(\d{1,6})(?![\d.]|\s+\d+\s+R)`).exec(dictionary);
  return match === null ? undefined : Number(match[1]);
}

function encodingOf(dictionary: string): PdfImageEncoding | undefined {
  const filter = /\/Filter\s*(?:\[([^\]]*)\]|(\/[A-Za-z0-9]+))/.exec(dictionary);
  if (filter === null) return 'raw';
  const names = (filter[1] ?? filter[2]!).match(/\/[A-Za-z0-9]+/g) ?? [];
  if (names.length === 0) return 'raw';
  if (names.length > 1) return undefined;
  return names[0] === '/FlateDecode' ? 'flate' : names[0] === '/DCTDecode' ? 'jpeg' : undefined;
}

interface ColourSpace {
  readonly components: number | undefined;
  readonly palette: PdfPalette | undefined;
}

/** The `/ColorSpace` entry: a device name, an array (ICC-based, calibrated, indexed), or a reference to either. */
function colourSpace(dictionary: string, resolver: PdfResolver): ColourSpace | undefined {
  const key = /\/ColorSpace\s*/.exec(dictionary);
  if (key === null) return undefined;
  return colourSpaceAt(dictionary, key.index + key[0].length, resolver, true);
}

function colourSpaceAt(text: string, at: number, resolver: PdfResolver, follow: boolean): ColourSpace | undefined {
  const reference = readReference(text, at);
  if (reference !== undefined) {
    const body = follow ? resolver.body(reference) : undefined;
    return body === undefined ? undefined : colourSpaceAt(body, body.search(/\S/), resolver, false);
  }
  const name = /^\/([A-Za-z0-9]+)/.exec(text.slice(at, at + 40));
  if (name !== null) {
    const components = DEVICE_COMPONENTS[name[1]!];
    return components === undefined ? undefined : { components, palette: undefined };
  }
  const family = /^\[\s*\/([A-Za-z]+)\s*/.exec(text.slice(at, at + 40));
  switch (family?.[1]) {
    case 'ICCBased':
      return { components: undefined, palette: undefined };
    case 'CalGray':
      return { components: 1, palette: undefined };
    case 'CalRGB':
      return { components: 3, palette: undefined };
    case 'Indexed': {
      const palette = indexed(text, at + family![0].length, resolver);
      return palette === undefined ? undefined : { components: 1, palette };
    }
    default:
      return undefined;
  }
}

/** `[/Indexed base hival lookup]`, the lookup a string or a stream; `at` is just after `/Indexed`. */
function indexed(text: string, at: number, resolver: PdfResolver): PdfPalette | undefined {
  const rest = text.slice(at, at + 200);
  // The base: a name, a reference or a one-level array (`[/ICCBased 7 0 R]`); its component count is what the table's size says.
  const head = /^(?:\/[A-Za-z0-9]+|\d+\s+\d+\s+R|\[[^\]]*\])\s*(\d{1,3})\s*/.exec(rest);
  if (head === null) return undefined;
  const entries = Number(head[1]) + 1;
  const lookupAt = at + head[0].length;
  const reference = readReference(text, lookupAt);
  let table: Uint8Array | undefined;
  if (reference === undefined) {
    const string = readPdfBytes(text, lookupAt);
    table = string === undefined ? undefined : Uint8Array.from(string.value, (char) => char.charCodeAt(0));
  } else {
    table = tableStream(resolver.stream(reference), entries * 4);
  }
  const components = table === undefined ? 0 : Math.floor(table.length / entries);
  const known = /^\/(\w+)/.exec(rest)?.[1];
  const declared = known === undefined ? undefined : DEVICE_COMPONENTS[known];
  const perEntry = declared ?? (components >= 4 ? 4 : components >= 3 ? 3 : components);
  if (table === undefined || perEntry < 1 || table.length < perEntry) return undefined;
  return { components: perEntry, table };
}

/** A colour table kept in a stream, unfiltered or deflated. */
function tableStream(stream: PdfStream | undefined, maxBytes: number): Uint8Array | undefined {
  if (stream === undefined || maxBytes > MAX_TABLE_BYTES) return undefined;
  const encoding = encodingOf(stream.dictionary);
  if (encoding === 'raw') return stream.data.subarray(0, maxBytes);
  return encoding === 'flate' ? inflateBounded(stream.data, maxBytes, 'zlib').bytes : undefined;
}
