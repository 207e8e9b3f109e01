// The WebAssembly global as Node.js has it; TypeScript declares it only with the DOM's libraries,
// which this project leaves out. Only what the code uses (links/qr-reader.ts).

declare namespace WebAssembly {
  type ImportValue = unknown;
  type Imports = Record<string, Record<string, ImportValue>>;
  type Exports = Record<string, unknown>;

  class Module {
    constructor(bytes: ArrayBufferView | ArrayBuffer);
  }

  class Instance {
    constructor(module: Module, imports?: Imports);
    readonly exports: Exports;
  }

  class Memory {
    readonly buffer: ArrayBuffer;
    grow(delta: number): number;
  }
}
