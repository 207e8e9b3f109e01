// What parsing one message noticed on the way: anomalies, and whether any invalid UTF-8
// was replaced. Shared by the modules that decode, read out by parse.ts into the model.

import type { Anomaly } from './model.ts';

export class Findings {
  readonly anomalies = new Set<Anomaly>();
  replacedInvalidUtf8 = false;

  add(anomaly: Anomaly): void {
    this.anomalies.add(anomaly);
  }

  addAll(anomalies: Iterable<Anomaly>): void {
    for (const anomaly of anomalies) this.anomalies.add(anomaly);
  }

  /**
   * Decoding that cannot be asked whether it replaced anything (RFC 2047 words, RFC 2231
   * parameters) is judged by its output: a U+FFFD the source did not already hold was made
   * by replacing bytes that did not decode.
   */
  noteDecoded(source: string, decoded: string): void {
    if (decoded.includes('\ufffd') && !source.includes('\ufffd')) this.replacedInvalidUtf8 = true;
  }
}
