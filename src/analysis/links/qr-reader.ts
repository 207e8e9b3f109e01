// QR codes read by zxing-cpp compiled to WebAssembly (the zxing-wasm package, which ships the
// module in its npm tarball; nothing is fetched). It decodes the PNG or JPEG itself (stb_image)
// and searches the picture in the module's own memory: a decoder bug stays inside that sandbox,
// the memory may not grow past a bound, and a module that traps is replaced. The callers bound
// what it is given (qr.ts): image size read from the header, progressive scans counted, PNG data
// inflated no larger than its pixels. A thread makes its reader when it first analyses
// (loadQrReader, awaited by the engine): the server's main thread and the CLI never pay for it.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BINARIZERS, CHARACTER_SETS, EAN_ADD_ON_SYMBOLS, prepareZXingModule, purgeZXingModule, TEXT_MODES } from 'zxing-wasm/reader';

const WASM_PATH = fileURLToPath(import.meta.resolve('zxing-wasm/reader/zxing_reader.wasm'));
/**
 * The module's memory at most. A 2-megapixel image (qr.ts's bound) needs some 40 MB; an image that
 * makes the decoder ask for more gets a failed allocation, not the 2 GB the module would take.
 */
export const MAX_READER_MEMORY = 128 * 1024 * 1024;

/** The part of the instantiated module this file calls: embind functions and the C heap. */
interface ReaderModule {
  readonly HEAPU8: Uint8Array;
  _malloc(size: number): number;
  _free(pointer: number): void;
  readBarcodesFromImage(pointer: number, length: number, options: object): ReadResults;
  readBarcodesFromPixmap(pointer: number, width: number, height: number, options: object): ReadResults;
}

interface ReadResults {
  size(): number;
  get(index: number): { readonly isValid: boolean; readonly text: string };
  delete(): void;
}

/**
 * zxing's reader options as its embind struct takes them (enumerations by position). QR codes
 * only, the first one found; rotated, inverted and downscaled attempts on, as a phone's camera
 * app would read what the recipient is asked to scan.
 */
const OPTIONS = {
  formats: 'QRCode',
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  tryDenoise: false,
  binarizer: BINARIZERS.indexOf('LocalAverage'),
  isPure: false,
  downscaleFactor: 3,
  downscaleThreshold: 500,
  minLineCount: 2,
  maxNumberOfSymbols: 1,
  validateOptionalChecksum: false,
  returnErrors: false,
  eanAddOnSymbol: EAN_ADD_ON_SYMBOLS.indexOf('Ignore'),
  textMode: TEXT_MODES.indexOf('HRI'),
  characterSet: CHARACTER_SETS.indexOf('Unknown'),
  tryCode39ExtendedMode: true,
};

/** Compiled on the first load, once per thread; each instance (the first, and any replacing a trapped one) is made from it. */
let compiled: WebAssembly.Module | undefined;

async function instantiate(): Promise<ReaderModule> {
  compiled ??= new WebAssembly.Module(readFileSync(WASM_PATH));
  const source = compiled;
  purgeZXingModule();
  const module = await prepareZXingModule({
    overrides: {
      // Instantiated here, from the compiled module: nothing is looked for (the default is a CDN
      // address), and the memory's growth is capped before the module runs.
      instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void) {
        const instance = new WebAssembly.Instance(source, imports);
        for (const exported of Object.values(instance.exports)) if (exported instanceof WebAssembly.Memory) capGrowth(exported);
        receive(instance);
        return {};
      },
    },
    fireImmediately: true,
  });
  return module as unknown as ReaderModule;
}

/**
 * Growing `memory` past MAX_READER_MEMORY throws, which the module's allocator reports as out of
 * memory. The module grows its memory through this method (emscripten's heap resize, which must
 * refresh its views); hostile-input.test.ts holds the bound on a PNG built to exceed it.
 */
function capGrowth(memory: WebAssembly.Memory): void {
  const grow = memory.grow.bind(memory);
  memory.grow = (pages: number): number => {
    if (memory.buffer.byteLength + pages * 65_536 > MAX_READER_MEMORY) throw new RangeError('QR reader memory bound');
    return grow(pages);
  };
}

let reader: ReaderModule | undefined;
let loading: Promise<void> | undefined;

/** Makes this thread's reader, once; an analysis awaits it before anything reads an image. */
export function loadQrReader(): Promise<void> {
  return (loading ??= instantiate().then((made) => {
    reader = made;
  }));
}

/**
 * Runs `read` on the module with `bytes` copied into its heap. A module that throws (a trap, an
 * abort) may be left broken: it is dropped, and a new one is made in the background; until it is
 * there, nothing is read.
 */
function withBytes(bytes: Uint8Array, read: (module: ReaderModule, pointer: number) => ReadResults): string | undefined {
  const module = reader;
  // Never loaded is a caller's mistake, said loudly rather than read as "no code".
  if (loading === undefined) throw new Error('the QR reader is not loaded: await loadQrReader() before analysing');
  if (module === undefined) return undefined;
  let pointer = 0;
  try {
    pointer = module._malloc(bytes.length);
    if (pointer === 0) return undefined;
    module.HEAPU8.set(bytes, pointer);
    return firstText(read(module, pointer));
  } catch {
    if (reader === module) {
      reader = undefined;
      loading = instantiate().then(
        (fresh) => {
          reader = fresh;
        },
        () => undefined,
      );
    }
    return undefined;
  } finally {
    if (pointer !== 0 && reader === module) module._free(pointer);
  }
}

function firstText(results: ReadResults): string | undefined {
  try {
    for (let i = 0; i < results.size(); i++) {
      const result = results.get(i);
      if (result.isValid && result.text !== '') return result.text;
    }
    return undefined;
  } finally {
    results.delete();
  }
}

/** The text of the first QR code in a PNG or JPEG file; undefined when there is none or it does not decode. */
export function readQrInImage(bytes: Uint8Array): string | undefined {
  return withBytes(bytes, (module, pointer) => module.readBarcodesFromImage(pointer, bytes.length, OPTIONS));
}

/** The text of the first QR code in grey levels (one byte per pixel, rows of `width`). */
export function readQrInGrey(grey: Uint8Array, width: number, height: number): string | undefined {
  return withBytes(grey, (module, pointer) => module.readBarcodesFromPixmap(pointer, width, height, OPTIONS));
}

/** Bytes of memory the module holds now (0 while none is there). */
export function qrReaderMemory(): number {
  return reader?.HEAPU8.length ?? 0;
}
