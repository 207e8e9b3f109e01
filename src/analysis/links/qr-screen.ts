// A cheap look for QR finder patterns before jsQR's full search, which most images (logos,
// banners, photos, screenshots) fail after all its work. Two steps:
//  1. jsQR's own front end, exactly: grey levels and thresholds as its binariser makes them (its
//     8-pixel regions, their black points and 5 × 5 neighbourhoods, its rounding and its edge
//     behaviour included), every row through its finder test (runs of dark, light, dark, light,
//     dark near 1:1:3:1:1, then a light pixel), the matches joined into quads as it joins them.
//     jsQR places a code only from three quads at least three rows tall with a dark centre:
//     fewer, and it would have found nothing.
//  2. What a code's finder patterns are and jsQR does not ask: the column through a centre
//     crosses the rings near 1:1:3:1:1 as the row does (concentric squares, at any angle), and
//     three of them sit as a code's corners (one corner, two arms of about one length at about
//     a right angle, far apart for their size), with loose bounds for skew, blur and JPEG.
// What jsQR does next (scoring every candidate in four directions, sampling the grid, decoding)
// is where its time goes on the images it then fails on. The tests hold the screen to jsQR on
// generated codes (one pixel per module, no quiet zone, JPEG at quality 15, in banners and on
// photographs); on the corpus and the blind batches it let through the one code there is.

import type { Rgba } from './qr.ts';

/** jsQR's binariser region side and the contrast under which a region counts as flat. */
const REGION_SIZE = 8;
const MIN_DYNAMIC_RANGE = 24;
/** jsQR needs three finder patterns to place a code. */
const MIN_FINDER_PATTERNS = 3;
/** jsQR's bounds on how much wider a finder line may be than the one above it and still extend its quad. */
const MIN_QUAD_RATIO = 0.5;
const MAX_QUAD_RATIO = 1.5;
/** Finder centres are at least 14 modules apart, 4.7 times their dark centre's width; half of that is asked. */
const MIN_SPACING = 2;
/** How much larger one finder pattern may look than another (blur, thresholding, perspective). */
const MAX_SIZE_RATIO = 3;
/** The two arms from the corner pattern: length ratio and angle (90° ± 45°). */
const MAX_ARM_RATIO = 2;
const MAX_ARM_COSINE = Math.SQRT1_2;
/** Past this many candidates the triangle search itself would cost more than jsQR: it is left to jsQR. */
const MAX_TRIANGLE_CANDIDATES = 400;

/**
 * The grey levels jsQR would compute for `image` shrunk by `factor` (box average per channel,
 * stored as bytes, then jsQR's luma weights, stored as a byte), without building the shrunk RGBA
 * image. Width and height as `shrink` makes them.
 */
export function shrunkGrey(image: Rgba, factor: number): { grey: Uint8ClampedArray; width: number; height: number } {
  const step = Math.max(1, factor);
  const width = Math.floor(image.width / step);
  const height = Math.floor(image.height / step);
  const grey = new Uint8ClampedArray(width * height);
  // Row by row through functions of their own: called thousands of times they are optimised once
  // for good, where one long loop is recompiled on the stack (OSR) and dropped for every image.
  if (step === 1) for (let y = 0; y < height; y++) greyRow(image.data, grey, y * width, width);
  else for (let y = 0; y < height; y++) shrunkGreyRow(image, grey, y, width, step);
  return { grey, width, height };
}

function greyRow(data: Uint8ClampedArray, grey: Uint8ClampedArray, start: number, width: number): void {
  for (let i = start, source = start * 4; i < start + width; i++, source += 4) {
    grey[i] = 0.2126 * data[source]! + 0.7152 * data[source + 1]! + 0.0722 * data[source + 2]!;
  }
}

/**
 * The box of `factor` × `factor` pixels at (x, y) of the shrunk image, each channel averaged and
 * stored as a byte at `out[at…at + 2]`. `shrink` builds the image jsQR reads with it, and the
 * screen its grey levels, so the two see the same pixels.
 */
export function boxAverage(image: Rgba, x: number, y: number, factor: number, out: Uint8ClampedArray, at: number): void {
  const data = image.data;
  let r = 0;
  let g = 0;
  let b = 0;
  for (let dy = 0; dy < factor; dy++) {
    let source = ((y * factor + dy) * image.width + x * factor) * 4;
    for (let dx = 0; dx < factor; dx++, source += 4) {
      r += data[source]!;
      g += data[source + 1]!;
      b += data[source + 2]!;
    }
  }
  const area = factor * factor;
  out[at] = r / area;
  out[at + 1] = g / area;
  out[at + 2] = b / area;
}

/** One shrunk pixel's channels, as bytes. */
const channel = new Uint8ClampedArray(3);

function shrunkGreyRow(image: Rgba, grey: Uint8ClampedArray, y: number, width: number, step: number): void {
  for (let x = 0; x < width; x++) {
    boxAverage(image, x, y, step, channel, 0);
    grey[y * width + x] = 0.2126 * channel[0]! + 0.7152 * channel[1]! + 0.0722 * channel[2]!;
  }
}

/**
 * False when jsQR, given these grey levels (inversionAttempts `dontInvert`), finds no three finder
 * candidates, or none that lie as a code's do; true when it might read a code. Images too small
 * for jsQR's 5 × 5 region neighbourhood are always true.
 */
export function mayHoldQrCode(grey: Uint8ClampedArray, width: number, height: number): boolean {
  const columns = Math.ceil(width / REGION_SIZE);
  const rows = Math.ceil(height / REGION_SIZE);
  if (columns < 5 || rows < 5) return true;
  const candidates = finderCandidates(binarize(grey, width, height, columns, rows), width, height);
  if (candidates.length < MIN_FINDER_PATTERNS) return false;
  return candidates.length > MAX_TRIANGLE_CANDIDATES || hasFinderTriangle(candidates);
}

/**
 * Three candidates placed as a code's finder patterns are: one at the corner, the other two at
 * about the same distance from it in about perpendicular directions, all of about one size, and
 * far apart for their size (a code's finder centres are at least 14 modules apart, their dark
 * centres 3 modules wide). The bounds are loose (skew, perspective, blur): they turn away stripes,
 * text and other finder look-alikes scattered without that shape.
 */
function hasFinderTriangle(candidates: readonly Candidate[]): boolean {
  for (const corner of candidates) {
    const arms: { dx: number; dy: number; length: number }[] = [];
    for (const other of candidates) {
      if (other === corner || !similarSize(corner, other)) continue;
      const dx = other.x - corner.x;
      const dy = other.y - corner.y;
      const length = Math.hypot(dx, dy);
      if (length >= MIN_SPACING * Math.max(corner.size, other.size)) arms.push({ dx, dy, length });
    }
    for (let i = 0; i < arms.length; i++) {
      for (let j = i + 1; j < arms.length; j++) {
        const a = arms[i]!;
        const b = arms[j]!;
        const ratio = a.length / b.length;
        if (ratio < 1 / MAX_ARM_RATIO || ratio > MAX_ARM_RATIO) continue;
        if (Math.abs(a.dx * b.dx + a.dy * b.dy) / (a.length * b.length) <= MAX_ARM_COSINE) return true;
      }
    }
  }
  return false;
}

/**
 * A line through a finder pattern's centre crosses its rings near 1:1:3:1:1 at any angle (they
 * are concentric squares): the column through the candidate's centre must too, under jsQR's own
 * tolerance for the row. Text and stripes match along a row only.
 */
function finderAcross(bits: Uint8Array, width: number, height: number, x: number, y: number): boolean {
  const runs = [0, 0, 0, 0, 0];
  const at = (row: number): boolean => bits[row * width + x] === 1;
  let row = y;
  while (row >= 0 && at(row)) row--;
  const centreTop = row + 1;
  let up = 0;
  for (; row >= 0 && !at(row); row--) up++;
  runs[1] = up;
  up = 0;
  for (; row >= 0 && at(row); row--) up++;
  runs[0] = up;
  row = y;
  while (row < height && at(row)) row++;
  runs[2] = row - centreTop;
  let down = 0;
  for (; row < height && !at(row); row++) down++;
  runs[3] = down;
  down = 0;
  for (; row < height && at(row); row++) down++;
  runs[4] = down;
  const average = (runs[0]! + runs[1]! + runs[2]! + runs[3]! + runs[4]!) / 7;
  return (
    Math.abs(runs[0]! - average) < average &&
    Math.abs(runs[1]! - average) < average &&
    Math.abs(runs[2]! - 3 * average) < 3 * average &&
    Math.abs(runs[3]! - average) < average &&
    Math.abs(runs[4]! - average) < average
  );
}

function similarSize(a: Candidate, b: Candidate): boolean {
  return Math.max(a.size, b.size) <= MAX_SIZE_RATIO * Math.min(a.size, b.size);
}

/**
 * jsQR's binariser, with its reads and writes by `y * width + x`: an x past the right edge is the
 * next row's pixel, and a read past the end makes its region's black point 0.
 */
function binarize(grey: Uint8ClampedArray, width: number, height: number, columns: number, rows: number): Uint8Array {
  const blackPoints = new Uint8ClampedArray(columns * rows);
  for (let region = 0; region < rows; region++) blackPointRow(grey, blackPoints, region, width, columns);
  const bits = new Uint8Array(grey.length);
  for (let region = 0; region < rows; region++) thresholdRow(grey, bits, blackPoints, region, width, columns, rows);
  return bits;
}

/** The black points of one row of regions. */
function blackPointRow(grey: Uint8ClampedArray, blackPoints: Uint8ClampedArray, region: number, width: number, columns: number): void {
  const length = grey.length;
  for (let column = 0; column < columns; column++) {
    const last = (region * REGION_SIZE + REGION_SIZE - 1) * width + column * REGION_SIZE + REGION_SIZE - 1;
    if (last >= length) {
      // jsQR reads undefined there: its sum, minimum and maximum turn NaN, stored as 0.
      blackPoints[region * columns + column] = 0;
      continue;
    }
    let sum = 0;
    let min = Infinity;
    let max = 0;
    for (let y = 0; y < REGION_SIZE; y++) {
      let index = (region * REGION_SIZE + y) * width + column * REGION_SIZE;
      for (let x = 0; x < REGION_SIZE; x++, index++) {
        const level = grey[index]!;
        sum += level;
        if (level < min) min = level;
        if (level > max) max = level;
      }
    }
    let average = sum / (REGION_SIZE * REGION_SIZE);
    if (max - min <= MIN_DYNAMIC_RANGE) {
      average = min / 2;
      if (region > 0 && column > 0) {
        const neighbours =
          (blackPoints[(region - 1) * columns + column]! +
            2 * blackPoints[region * columns + column - 1]! +
            blackPoints[(region - 1) * columns + column - 1]!) /
          4;
        if (min < neighbours) average = neighbours;
      }
    }
    blackPoints[region * columns + column] = average;
  }
}

/** The pixels of one row of regions against their thresholds, in jsQR's order of writes. */
function thresholdRow(
  grey: Uint8ClampedArray,
  bits: Uint8Array,
  blackPoints: Uint8ClampedArray,
  region: number,
  width: number,
  columns: number,
  rows: number,
): void {
  const length = grey.length;
  for (let column = 0; column < columns; column++) {
    const left = Math.min(Math.max(column, 2), columns - 3);
    const top = Math.min(Math.max(region, 2), rows - 3);
    let sum = 0;
    for (let dx = -2; dx <= 2; dx++) {
      for (let dy = -2; dy <= 2; dy++) sum += blackPoints[(top + dy) * columns + left + dx]!;
    }
    const threshold = sum / 25;
    // The order of jsQR's writes matters where a region past the right edge writes into the next row.
    for (let x = 0; x < REGION_SIZE; x++) {
      for (let y = 0; y < REGION_SIZE; y++) {
        const index = (region * REGION_SIZE + y) * width + column * REGION_SIZE + x;
        if (index >= length) continue;
        bits[index] = grey[index]! <= threshold ? 1 : 0;
      }
    }
  }
}

interface Line {
  readonly startX: number;
  readonly endX: number;
  readonly y: number;
}

interface Candidate {
  readonly x: number;
  readonly y: number;
  /** The dark centre's mean width and height: three modules. */
  readonly size: number;
}

interface Quad {
  readonly top: Line;
  bottom: Line;
}

/**
 * jsQR's finder-pattern quads: every row is run through its finder test (runs of dark, light,
 * dark, light, dark near 1:1:3:1:1, then a light pixel), each match extends a quad that ended on
 * the row above where their dark centres overlap, or starts one. Returns how many quads at least
 * three rows tall have a dark pixel at their centre: the candidates jsQR goes on to score.
 */
function finderCandidates(bits: Uint8Array, width: number, height: number): Candidate[] {
  const finished: Quad[] = [];
  let active: Quad[] = [];
  for (let y = 0; y < height; y++) {
    finderRow(bits, width, y, active);
    if (active.length === 0) continue;
    for (const quad of active) if (quad.bottom.y !== y && quad.bottom.y - quad.top.y >= 2) finished.push(quad);
    active = active.filter((quad) => quad.bottom.y === y);
  }
  for (const quad of active) if (quad.bottom.y - quad.top.y >= 2) finished.push(quad);
  const candidates: Candidate[] = [];
  for (const { top, bottom } of finished) {
    const x = (top.startX + top.endX + bottom.startX + bottom.endX) / 4;
    const y = (top.y + bottom.y + 1) / 2;
    const cx = Math.round(x);
    const cy = Math.round(y);
    if (cx < 0 || cx >= width || cy < 0 || cy >= height || bits[cy * width + cx] !== 1) continue;
    if (!finderAcross(bits, width, height, cx, cy)) continue;
    candidates.push({ x, y, size: (top.endX - top.startX + (bottom.endX - bottom.startX) + (bottom.y - top.y + 1)) / 3 });
  }
  return candidates;
}

/** One row through jsQR's finder test; each match extends a quad of `active` or starts one. */
function finderRow(bits: Uint8Array, width: number, y: number, active: Quad[]): void {
  // jsQR starts one pixel left of the image, which is light, and ends one past its right edge.
  let length = 1;
  let lastBit = 0;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  const offset = y * width;
  for (let x = 0; x <= width; x++) {
    const bit = x < width ? bits[offset + x]! : 0;
    if (bit === lastBit) {
      length++;
      continue;
    }
    s0 = s1;
    s1 = s2;
    s2 = s3;
    s3 = s4;
    s4 = length;
    length = 1;
    lastBit = bit;
    if (bit === 1 || s0 === 0) continue;
    const average = (s0 + s1 + s2 + s3 + s4) / 7;
    const valid =
      Math.abs(s0 - average) < average &&
      Math.abs(s1 - average) < average &&
      Math.abs(s2 - 3 * average) < 3 * average &&
      Math.abs(s3 - average) < average &&
      Math.abs(s4 - average) < average;
    if (!valid) continue;
    const endX = x - s3 - s4;
    const startX = endX - s2;
    const line: Line = { startX, endX, y };
    let match: Quad | undefined;
    for (const quad of active) {
      const { bottom } = quad;
      const ratio = s2 / (bottom.endX - bottom.startX);
      if (
        (startX >= bottom.startX && startX <= bottom.endX) ||
        (endX >= bottom.startX && startX <= bottom.endX) ||
        (startX <= bottom.startX && endX >= bottom.endX && ratio < MAX_QUAD_RATIO && ratio > MIN_QUAD_RATIO)
      ) {
        match = quad;
        break;
      }
    }
    if (match !== undefined) match.bottom = line;
    else active.push({ top: line, bottom: line });
  }
}
