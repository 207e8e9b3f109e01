// Compares two runs of `bench:quality --json`: per file, the outcome, verdict, risk and the set
// of signal codes (order ignored: the list's order is the catalog's, not a finding). Used to
// show that a change which should not alter any answer (a speed-up, a refactor) alters none.

export interface Outcome {
  readonly file: string;
  readonly outcome: string;
  readonly verdict: string | undefined;
  readonly risk: string | undefined;
  readonly signals: readonly string[];
}

export interface OutcomeDifference {
  readonly file: string;
  /** What differs, one phrase per field ("verdict phishing → spam", "signals +x −y"). */
  readonly changes: readonly string[];
}

export interface OutcomeDiff {
  readonly compared: number;
  readonly onlyInA: readonly string[];
  readonly onlyInB: readonly string[];
  readonly differences: readonly OutcomeDifference[];
}

/** A file's path from its corpus or blind folder down (`…/corpus/…`, `…/blind/…`), so runs from two checkouts line up. */
export function outcomeKey(file: string): string {
  return /(?:^|\/)((?:corpus|blind)\/.*)$/.exec(file)?.[1] ?? file;
}

/** The outcomes of a JSON-lines file, keyed by outcomeKey; a file listed twice keeps its last line. */
export function parseOutcomes(text: string): Map<string, Outcome> {
  const outcomes = new Map<string, Outcome>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const record = JSON.parse(line) as Partial<Outcome>;
    if (typeof record.file !== 'string') throw new SyntaxError(`a line without a file: ${line.slice(0, 80)}`);
    outcomes.set(outcomeKey(record.file), {
      file: outcomeKey(record.file),
      outcome: String(record.outcome ?? ''),
      verdict: record.verdict ?? undefined,
      risk: record.risk ?? undefined,
      signals: Array.isArray(record.signals) ? record.signals.map(String) : [],
    });
  }
  return outcomes;
}

function changesBetween(a: Outcome, b: Outcome): string[] {
  const changes: string[] = [];
  if (a.outcome !== b.outcome) changes.push(`outcome ${a.outcome} → ${b.outcome}`);
  if (a.verdict !== b.verdict) changes.push(`verdict ${a.verdict ?? '-'} → ${b.verdict ?? '-'}`);
  if (a.risk !== b.risk) changes.push(`risk ${a.risk ?? '-'} → ${b.risk ?? '-'}`);
  const before = new Set(a.signals);
  const after = new Set(b.signals);
  const added = [...after].filter((code) => !before.has(code)).sort();
  const removed = [...before].filter((code) => !after.has(code)).sort();
  if (added.length > 0 || removed.length > 0) changes.push(`signals${added.map((code) => ` +${code}`).join('')}${removed.map((code) => ` −${code}`).join('')}`);
  return changes;
}

export function diffOutcomes(a: ReadonlyMap<string, Outcome>, b: ReadonlyMap<string, Outcome>): OutcomeDiff {
  const differences: OutcomeDifference[] = [];
  const onlyInA: string[] = [];
  let compared = 0;
  for (const [file, before] of a) {
    const after = b.get(file);
    if (after === undefined) {
      onlyInA.push(file);
      continue;
    }
    compared++;
    const changes = changesBetween(before, after);
    if (changes.length > 0) differences.push({ file, changes });
  }
  const onlyInB = [...b.keys()].filter((file) => !a.has(file));
  return { compared, onlyInA, onlyInB, differences };
}

export function isEmptyDiff(diff: OutcomeDiff): boolean {
  return diff.onlyInA.length === 0 && diff.onlyInB.length === 0 && diff.differences.length === 0;
}
