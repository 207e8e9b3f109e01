// A copy of a message as a judge or an export may hand it over: without the header fields a
// message gains in transit (Received lines, the receivers' results, signatures), so that
// bench:quality can measure what the engine says when that evidence is gone.

/** Fields added in transit: trace fields (RFC 5322, 8601), signatures (RFC 6376 treats them as trace) and providers' own. */
const TRACE_FIELD =
  /^(?:received|return-path|delivered-to|authentication-results|arc-[a-z-]+|received-spf|dkim-signature|x-google-dkim-signature|x-received|x-originating-ip|x-ms-exchange-[a-z0-9-]+|x-forefront-[a-z0-9-]+|x-microsoft-antispam[a-z0-9-]*)$/i;

/** The message without its trace fields; the body and every other field are left as they were. */
export function stripTrace(bytes: Uint8Array): Uint8Array {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const end = /\r?\n\r?\n/.exec(text);
  const headEnd = end === null ? text.length : end.index;
  const head = text.slice(0, headEnd);
  const newline = head.includes('\r\n') ? '\r\n' : '\n';
  // A field is its first line and the folded lines after it.
  const kept = head.split(/\r?\n(?=[^ \t])/).filter((field) => {
    const colon = field.indexOf(':');
    return colon <= 0 || !TRACE_FIELD.test(field.slice(0, colon).trim());
  });
  return Buffer.from(kept.join(newline) + text.slice(headEnd), 'latin1');
}
