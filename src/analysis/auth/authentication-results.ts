// Authentication-Results (RFC 8601) and ARC-Authentication-Results (RFC 8617) fields, read only
// when their authserv-id is one the operator trusts (CENTINELA_TRUSTED_AUTHSERV_IDS): those are
// added by the operator's own receiving servers, which remove forged copies bearing their id.
// Every other copy was written by whoever sent the message and is ignored.

/** One method result: `dkim=pass header.d=example.com`, with its properties and comment. */
export interface MethodResult {
  readonly method: string;
  readonly result: string;
  /** Property names in lower case (`header.d`, `smtp.mailfrom`, `policy.dmarc`), values unquoted. */
  readonly properties: Readonly<Record<string, string>>;
  /** The text of the parenthesised comments, joined, lower case. */
  readonly comment: string;
}

export interface ResultsField {
  readonly authservId: string;
  readonly results: readonly MethodResult[];
}

/** Longest field value read; results fields are short, this bounds hostile ones. */
const MAX_VALUE_CHARS = 8_192;
const MAX_RESULTS = 32;

/** Splits on `;` outside comments and quoted strings, collecting the comments' text apart. */
function splitClauses(value: string): { text: string; comment: string }[] {
  const clauses: { text: string; comment: string }[] = [];
  let text = '';
  let comment = '';
  let depth = 0;
  let quoted = false;
  for (let index = 0; index < value.length; index++) {
    const char = value[index] as string;
    if (quoted) {
      if (char === '\\') text += value[++index] ?? '';
      else if (char === '"') quoted = false;
      else text += char;
    } else if (depth > 0) {
      if (char === '(') depth++;
      else if (char === ')') depth--;
      if (depth > 0) comment += char;
      else comment += ' ';
    } else if (char === '(') depth = 1;
    else if (char === '"') quoted = true;
    else if (char === ';') {
      clauses.push({ text: text.trim(), comment: comment.trim() });
      text = '';
      comment = '';
    } else text += char;
  }
  clauses.push({ text: text.trim(), comment: comment.trim() });
  return clauses;
}

function parseMethod(text: string, comment: string): MethodResult | undefined {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const head = /^([a-z0-9_-]+)(?:\/\d+)?\s*=\s*([a-z]+)$/i.exec(words[0] ?? '');
  if (head === null) return undefined;
  const properties: Record<string, string> = {};
  for (const word of words.slice(1)) {
    const property = /^([a-z0-9_.-]+)=(.*)$/i.exec(word);
    if (property !== null) properties[(property[1] as string).toLowerCase()] = property[2] as string;
  }
  return { method: (head[1] as string).toLowerCase(), result: (head[2] as string).toLowerCase(), properties, comment: comment.toLowerCase() };
}

/**
 * Parses one field value. For ARC-Authentication-Results the leading `i=N;` instance tag is
 * skipped. Returns undefined when there is no authserv-id.
 */
export function parseResultsField(value: string, arc = false): ResultsField | undefined {
  const clauses = splitClauses(value.slice(0, MAX_VALUE_CHARS));
  if (arc && /^i\s*=\s*\d+$/i.test(clauses[0]?.text ?? '')) clauses.shift();
  const first = clauses.shift();
  // The authserv-id may be followed by a version number ("example.net 1").
  const authservId = first?.text.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (authservId === '') return undefined;
  const results: MethodResult[] = [];
  for (const clause of clauses.slice(0, MAX_RESULTS)) {
    // "none" alone means no method was applied.
    const method = parseMethod(clause.text, clause.comment);
    if (method !== undefined) results.push(method);
  }
  return { authservId, results };
}

export interface TrustedResultsInput {
  readonly authenticationResults: readonly string[];
  readonly arcAuthenticationResults: readonly string[];
  readonly trustedAuthservIds: readonly string[];
  /** ARC-Authentication-Results are used only when the ARC chain carrying them verified. */
  readonly arcChainVerified: boolean;
}

/** The method results of trusted fields, in header order (nearest the recipient first). */
export function trustedResults(input: TrustedResultsInput): MethodResult[] {
  const trusted = new Set(input.trustedAuthservIds.map((id) => id.trim().toLowerCase()).filter((id) => id !== ''));
  if (trusted.size === 0) return [];
  const found: MethodResult[] = [];
  const take = (values: readonly string[], arc: boolean): void => {
    for (const value of values) {
      const field = parseResultsField(value, arc);
      if (field !== undefined && trusted.has(field.authservId)) found.push(...field.results);
    }
  };
  take(input.authenticationResults, false);
  if (input.arcChainVerified) take(input.arcAuthenticationResults, true);
  return found;
}
