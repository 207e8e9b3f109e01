// What the corpora's scrubbers left behind: placeholders they wrote over addresses and the
// addresses they rewrote recipients to. They are collection marks, not evidence: a field that
// holds one reads as absent, and the text loses them, in every class alike, so the model cannot
// learn which collection a message came from.

/** Placeholders and rewritten addresses, as they appear in text (case-insensitive). */
// The local part is bounded: an unbounded run before the domain would be retried at every
// start position of a long word (a tracking URL), which is quadratic.
const ARTEFACT_TEXT = /\[removed\]|phishing@pot|username@domain\.com|(?:[\w.+-]{1,64}@)?(?:spamassassin\.taint\.org|csmining\.org)/gi;

/** Words a scrubber's marks leave after folding, should a variant slip past ARTEFACT_TEXT. */
export const ARTEFACT_WORDS: ReadonlySet<string> = new Set(['spamassassin', 'taint', 'csmining', 'phishing pot']);

/** A cheap first look: most text holds none of the marks, and the full pattern costs more. */
const ARTEFACT_HINT = /removed\]|@pot|domain\.com|taint\.org|csmining\.org/i;

/** The text without the scrubbers' marks. */
export function withoutArtefacts(text: string): string {
  return ARTEFACT_HINT.test(text) ? text.replace(ARTEFACT_TEXT, ' ') : text;
}

/** A header value or address that is blank or was scrubbed: read as if the field were absent. */
export function isScrubbed(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '<>') return true;
  if (!ARTEFACT_HINT.test(trimmed)) return false;
  ARTEFACT_TEXT.lastIndex = 0;
  const found = ARTEFACT_TEXT.test(trimmed);
  ARTEFACT_TEXT.lastIndex = 0;
  return found;
}
