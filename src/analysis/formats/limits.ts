// The bounds every format inspector works within. An inspector that stops at one of them says
// so (`truncated`), and the attachments area reports that as `coverage_attachment_uninspected`.

export interface InspectionLimits {
  /** Bytes of one file an inspector reads (the rest is not looked at). */
  readonly maxBytes: number;
  /** Archive entries, PDF objects, relationships or records listed in one file. */
  readonly maxEntries: number;
  /** Archives inside archives followed before giving up. */
  readonly maxDepth: number;
  /** Bytes decompressed for one attachment, all entries and streams together. */
  readonly maxInflatedBytes: number;
  /** Declared size over compressed size beyond which an archive is refused as a bomb. */
  readonly maxRatio: number;
  /** URIs, hyperlinks and external targets collected from one file. */
  readonly maxItems: number;
  /** Characters of a document's text kept for the content area (which reads 100,000 of a whole message). */
  readonly maxTextChars: number;
  /** Epoch milliseconds after which inspectors stop and report truncation. */
  readonly deadline: number;
}

/**
 * Defaults sized for mail: the contract caps a message at 10 MiB, so one attachment is never
 * larger; 64 MiB of inflation is far beyond any honest document's text parts yet bounded in
 * time (fflate inflates ~200 MB/s here); real Office files compress at most ~20:1 per part,
 * while bombs go to 1000:1 and beyond.
 */
export const DEFAULT_LIMITS: InspectionLimits = Object.freeze({
  maxBytes: 10_485_760,
  maxEntries: 2_000,
  maxDepth: 3,
  maxInflatedBytes: 64 * 1024 * 1024,
  maxRatio: 200,
  maxItems: 500,
  maxTextChars: 100_000,
  deadline: Number.POSITIVE_INFINITY,
});

/** The defaults with another deadline (the area passes the engine's). */
export function limitsUntil(deadline: number, base: InspectionLimits = DEFAULT_LIMITS): InspectionLimits {
  return { ...base, deadline };
}

export function pastDeadline(limits: InspectionLimits): boolean {
  return Date.now() > limits.deadline;
}

/** Counts decompressed bytes across one inspection so nested archives share one allowance. */
export class InflateBudget {
  #left: number;
  constructor(total: number) {
    this.#left = total;
  }
  get left(): number {
    return this.#left;
  }
  spend(count: number): void {
    this.#left = Math.max(0, this.#left - count);
  }
}
