// node scripts/qr-screen-check.ts [COUNT] [SEED] — holds the QR pre-screen (src/analysis/links/
// qr-screen.ts) to jsQR on generated pictures harder than the unit tests': codes rotated up to
// 45°, stretched up to 30%, at 0.8 to 6.8 pixels per module (not whole numbers, anti-aliased),
// with or without noise and JPEG compression (quality 15–95), anywhere on a larger light field.
// Prints how many jsQR read and how many of those the screen would have turned away (each one
// with its parameters); exits 1 when there is any. COUNT defaults to 1,500 (about a minute).

import jpeg from 'jpeg-js';
import jsqr from 'jsqr';
import QRCode from 'qrcode';
import { passesQrScreen, type Rgba, SEARCH_PIXELS, shrink } from '../src/analysis/links/qr.ts';

const count = Number(process.argv[2] ?? 1500);
const seed = Number(process.argv[3] ?? 1);
const TEXTS = [
  'https://a.co/x',
  'https://mfa-renewal.example.com/?u=77',
  'https://login.example.net/verify?session=0123456789abcdef0123456789abcdef&user=someone%40example.org&x=1234567890',
];
const LEVELS = ['L', 'M', 'Q', 'H'] as const;

function random(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function picture(next: () => number): { image: Rgba; description: string } {
  const qr = QRCode.create(TEXTS[Math.floor(next() * TEXTS.length)]!, { errorCorrectionLevel: LEVELS[Math.floor(next() * LEVELS.length)]! });
  const size = qr.modules.size;
  const margin = Math.floor(next() * 5);
  const scale = 0.8 + next() * 6;
  const angle = next() < 0.5 ? 0 : ((next() - 0.5) * Math.PI) / 2;
  const stretch = next() < 0.3 ? 1 + (next() - 0.5) * 0.6 : 1;
  const side = Math.ceil((size + 2 * margin) * scale * 1.5 * Math.max(1, stretch)) + 2;
  const width = side + Math.floor(next() * 300);
  const height = side + Math.floor(next() * 100);
  const light = 200 + Math.floor(next() * 56);
  const dark = Math.floor(next() * 80);
  const cx = side / 2 + Math.floor(next() * (width - side));
  const cy = side / 2 + Math.floor(next() * (height - side));
  const noise = next() < 0.3 ? next() * 30 : 0;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Four samples a pixel: module edges are anti-aliased as a renderer would.
      let covered = 0;
      for (const [ox, oy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const) {
        const dx = x + ox - cx;
        const dy = y + oy - cy;
        const col = Math.floor((cos * dx + sin * dy) / stretch / scale + size / 2);
        const row = Math.floor((-sin * dx + cos * dy) / scale + size / 2);
        if (row >= 0 && col >= 0 && row < size && col < size && qr.modules.get(row, col) === 1) covered++;
      }
      const level = light + ((dark - light) * covered) / 4 + (noise > 0 ? (next() - 0.5) * noise : 0);
      const at = (y * width + x) * 4;
      data[at] = level;
      data[at + 1] = level;
      data[at + 2] = level;
      data[at + 3] = 255;
    }
  }
  let image: Rgba = { data, width, height };
  let quality: number | undefined;
  if (next() < 0.4) {
    quality = 15 + Math.floor(next() * 80);
    const encoded = jpeg.encode({ data: Buffer.from(data.buffer), width, height }, quality).data;
    const decoded = jpeg.decode(encoded, { useTArray: true, formatAsRGBA: true });
    image = {
      data: new Uint8ClampedArray(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength),
      width: decoded.width,
      height: decoded.height,
    };
  }
  const description = `${width}×${height}, ${scale.toFixed(2)} px/module, ${((angle * 180) / Math.PI).toFixed(1)}°, stretch ${stretch.toFixed(2)}, margin ${margin}, noise ${noise.toFixed(0)}, JPEG ${quality ?? 'no'}`;
  return { image, description };
}

let read = 0;
let missed = 0;
let turnedAway = 0;
for (let n = 0; n < count; n++) {
  const { image, description } = picture(random(seed + n));
  const searched = shrink(image, SEARCH_PIXELS);
  const code = jsqr.default(searched.data, searched.width, searched.height, { inversionAttempts: 'dontInvert' });
  const passes = passesQrScreen(image);
  if (code !== null) {
    read++;
    if (!passes) {
      missed++;
      console.log(`turned away a code jsQR reads: case ${seed + n}, ${description}`);
    }
  } else if (!passes) {
    turnedAway++;
  }
}
console.log(
  `${count} pictures: jsQR read ${read}, the screen turned away ${missed} of those; of the ${count - read} jsQR did not read, it turned away ${turnedAway}`,
);
process.exitCode = missed > 0 ? 1 : 0;
