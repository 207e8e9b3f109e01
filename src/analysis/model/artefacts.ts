// What the corpora's scrubbers left behind: placeholders they wrote over addresses and the
// addresses they rewrote recipients to. They are collection marks, not evidence: a field that
// holds one reads as absent, and the text loses them, in every class alike, so the model cannot
// learn which collection a message came from.

/** Placeholders and rewritten addresses, as they appear in text (case-insensitive). */
const ARTEFACT_TEXT = /\[removed\]|phishing@pot|username@domain\.com|[\w.+-]*@?spamassassin\.taint\.org|[\w.+-]*@?csmining\.org/gi;

/** Words a scrubber's marks leave after folding, should a variant slip past ARTEFACT_TEXT. */
export const ARTEFACT_WORDS: ReadonlySet<string> = new Set(['spamassassin', 'taint', 'csmining', 'phishing pot']);

/** The text without the scrubbers' marks. */
export function withoutArtefacts(text: string): string {
  return text.replace(ARTEFACT_TEXT, ' ');
}

/** A header value or address that is blank or was scrubbed: read as if the field were absent. */
export function isScrubbed(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '<>') return true;
  ARTEFACT_TEXT.lastIndex = 0;
  const found = ARTEFACT_TEXT.test(trimmed);
  ARTEFACT_TEXT.lastIndex = 0;
  return found;
}
