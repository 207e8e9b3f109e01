// The QR pre-screen (links/qr-screen.ts) is a necessary condition of jsQR: whatever jsQR reads,
// the screen lets through; most images without a code it turns away.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import fc from 'fast-check';
import jpeg from 'jpeg-js';
import jsqr from 'jsqr';
import QRCode from 'qrcode';

import { findQr, passesQrScreen, type Rgba, SEARCH_PIXELS, shrink } from '../../src/analysis/links/qr.ts';

const URL = 'https://mfa-renewal.example.com/?u=77';

/** A white RGBA canvas. */
function canvas(width: number, height: number, level = 255): Rgba {
  const data = new Uint8ClampedArray(width * height * 4).fill(level);
  return { data, width, height };
}

function setGrey(image: Rgba, x: number, y: number, level: number): void {
  const at = (y * image.width + x) * 4;
  image.data[at] = level;
  image.data[at + 1] = level;
  image.data[at + 2] = level;
  image.data[at + 3] = 255;
}

/** Draws a QR code of `text` at (left, top), `scale` pixels per module, its quiet zone `margin` modules wide. */
function drawQr(image: Rgba, text: string, left: number, top: number, scale: number, margin = 4, dark = 0, light = 255): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (qr.modules.size + margin * 2) * scale;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - margin;
      const col = Math.floor(x / scale) - margin;
      const isDark = row >= 0 && col >= 0 && row < qr.modules.size && col < qr.modules.size && qr.modules.get(row, col) === 1;
      setGrey(image, left + x, top + y, isDark ? dark : light);
    }
  }
}

function qrSide(text: string, scale: number, margin = 4): number {
  return (QRCode.create(text, { errorCorrectionLevel: 'M' }).modules.size + margin * 2) * scale;
}

function qrImage(text: string, scale: number, margin = 4): Rgba {
  const side = qrSide(text, scale, margin);
  const image = canvas(side, side);
  drawQr(image, text, 0, 0, scale, margin);
  return image;
}

function jpegRoundTrip(image: Rgba, quality: number): Rgba {
  const encoded = jpeg.encode({ data: Buffer.from(image.data.buffer), width: image.width, height: image.height }, quality).data;
  const decoded = jpeg.decode(encoded, { useTArray: true, formatAsRGBA: true });
  return { data: new Uint8ClampedArray(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), width: decoded.width, height: decoded.height };
}

/** What jsQR alone reads in the image as findQr searches it (shrunk, not inverted). */
function jsqrAlone(image: Rgba): string | undefined {
  const rgba = shrink(image, SEARCH_PIXELS);
  const code = jsqr.default(rgba.data, rgba.width, rgba.height, { inversionAttempts: 'dontInvert' });
  return code === null || code.data === '' ? undefined : code.data;
}

/** A deterministic pseudo-random source. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A photograph-like picture: smooth colour fields, shading and sensor noise. */
function photo(width: number, height: number, seed: number): Rgba {
  const next = random(seed);
  const image = canvas(width, height);
  const blobs = Array.from({ length: 12 }, () => ({
    x: next() * width,
    y: next() * height,
    r: 40 + next() * 200,
    c: [next() * 255, next() * 255, next() * 255],
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = [90 + (70 * y) / height, 120, 160 - (60 * x) / width];
      for (const blob of blobs) {
        const weight = Math.exp(-((x - blob.x) ** 2 + (y - blob.y) ** 2) / (2 * blob.r ** 2));
        for (let c = 0; c < 3; c++) colour[c] = colour[c]! * (1 - weight) + blob.c[c]! * weight;
      }
      const at = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) image.data[at + c] = colour[c]! + (next() - 0.5) * 24;
      image.data[at + 3] = 255;
    }
  }
  return image;
}

/** A logo: a filled disc beside thin lettering and a rule, on white. */
function logo(width: number, height: number): Rgba {
  const image = canvas(width, height);
  const cx = height / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot(x - cx, y - cy);
      let level = 255;
      if (d < height * 0.35) level = 30;
      // Lettering: the strokes of a thin typeface, wide apart.
      const lx = x - height;
      if (lx >= 0 && lx < 6 * 36 && lx % 36 < 8 && y > height * 0.3 && y < height * 0.7) level = 40;
      if (y > height * 0.85 && y < height * 0.88 && x > height) level = 120;
      setGrey(image, x, y, level);
    }
  }
  return image;
}

describe('QR pre-screen', () => {
  it('lets through codes at small sizes, down to one pixel per module where jsQR still reads them', () => {
    for (const scale of [1, 2, 3, 4, 6]) {
      for (const margin of [1, 2, 4]) {
        const image = qrImage(URL, scale, margin);
        const read = jsqrAlone(image);
        if (read !== undefined) assert.ok(passesQrScreen(image), `scale ${scale}, margin ${margin}`);
        assert.equal(findQr(image), read, `scale ${scale}, margin ${margin}`);
      }
    }
    assert.equal(findQr(qrImage(URL, 2)), URL);
  });

  it('lets through a code inside a banner, on a photograph, and in a large picture that is shrunk first', () => {
    const banner = logo(900, 160);
    drawQr(banner, URL, 900 - qrSide(URL, 3) - 10, 10, 3);
    assert.ok(passesQrScreen(banner));
    assert.equal(findQr(banner), URL);

    const picture = photo(640, 420, 7);
    drawQr(picture, URL, 300, 60, 5, 2);
    assert.ok(passesQrScreen(picture));
    assert.equal(findQr(picture), URL);

    // 1,600 × 1,200 is shrunk by 3 before the search: 9 pixels per module become 3.
    const large = canvas(1600, 1200, 235);
    drawQr(large, URL, 500, 200, 9);
    assert.ok(large.width * large.height > SEARCH_PIXELS);
    assert.ok(passesQrScreen(large));
    assert.equal(findQr(large), URL);
  });

  it('lets through JPEG-compressed codes, down to low qualities', () => {
    for (const quality of [95, 75, 50, 30, 15]) {
      for (const scale of [2, 3, 5]) {
        const image = jpegRoundTrip(qrImage(URL, scale), quality);
        const read = jsqrAlone(image);
        if (read !== undefined) assert.ok(passesQrScreen(image), `quality ${quality}, scale ${scale}`);
        assert.equal(findQr(image), read, `quality ${quality}, scale ${scale}`);
      }
    }
    assert.equal(findQr(jpegRoundTrip(qrImage(URL, 4), 50)), URL);
  });

  it('answers an inverted code (light on dark) as jsQR alone does, and a grey-on-grey one too', () => {
    const side = qrSide(URL, 4);
    const inverted = canvas(side, side);
    drawQr(inverted, URL, 0, 0, 4, 4, 255, 0);
    assert.equal(findQr(inverted), jsqrAlone(inverted));
    const faint = canvas(side, side);
    drawQr(faint, URL, 0, 0, 4, 4, 90, 170);
    assert.equal(findQr(faint), jsqrAlone(faint));
    if (jsqrAlone(faint) !== undefined) assert.ok(passesQrScreen(faint));
  });

  it('never turns away an image jsQR reads (codes of every size and quiet zone, placed anywhere, compressed or not)', () => {
    fc.assert(
      fc.property(
        fc.record({
          text: fc.constantFrom(
            URL,
            'https://bit.ly/3qRcOdE',
            'HTTPS://EXAMPLE.ORG/A',
            'https://login.example.net/verify?session=0123456789abcdef0123456789abcdef',
          ),
          scale: fc.integer({ min: 1, max: 7 }),
          margin: fc.integer({ min: 0, max: 4 }),
          extraWidth: fc.integer({ min: 0, max: 500 }),
          extraHeight: fc.integer({ min: 0, max: 120 }),
          at: fc.double({ min: 0, max: 1, noNaN: true }),
          background: fc.integer({ min: 180, max: 255 }),
          quality: fc.option(fc.integer({ min: 20, max: 95 }), { nil: undefined }),
        }),
        ({ text, scale, margin, extraWidth, extraHeight, at, background, quality }) => {
          const side = qrSide(text, scale, margin);
          let image = canvas(side + extraWidth, side + extraHeight, background);
          drawQr(image, text, Math.floor(extraWidth * at), Math.floor(extraHeight * at), scale, margin);
          if (quality !== undefined) image = jpegRoundTrip(image, quality);
          const read = jsqrAlone(image);
          if (read !== undefined) assert.ok(passesQrScreen(image));
          assert.equal(findQr(image), read);
        },
      ),
      { seed: 23, numRuns: 60 },
    );
  });

  it('turns away photographs, logos, flat and blank images', () => {
    // Bull's-eyes (a ring around a disc) are finder patterns to jsQR: three placed as a code's are searched.
    const targets = canvas(280, 280);
    for (const [cx, cy] of [
      [70, 70],
      [210, 70],
      [70, 210],
    ] as const) {
      for (let y = 0; y < 140; y++) {
        for (let x = 0; x < 140; x++) {
          const d = Math.hypot(x - 70, y - 70);
          if (d < 24 || (d > 40 && d < 56)) setGrey(targets, cx - 70 + x, cy - 70 + y, 30);
        }
      }
    }
    assert.equal(passesQrScreen(targets), true);
    for (const seed of [1, 2, 3]) assert.equal(passesQrScreen(photo(800, 600, seed)), false, `photo ${seed}`);
    assert.equal(passesQrScreen(jpegRoundTrip(photo(640, 480, 4), 70)), false);
    assert.equal(passesQrScreen(logo(600, 120)), false);
    assert.equal(passesQrScreen(jpegRoundTrip(logo(600, 120), 80)), false);
    assert.equal(passesQrScreen(canvas(300, 300)), false);
    assert.equal(passesQrScreen(canvas(300, 300, 0)), false);
  });
});
