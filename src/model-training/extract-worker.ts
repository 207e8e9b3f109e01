// The worker thread of training's feature extraction (one message per task).

import { readFileSync } from 'node:fs';
import { type Example, extractExample } from './extract.ts';

export default function extractInWorker(file: string): Promise<Example> {
  return extractExample(new Uint8Array(readFileSync(file)));
}
