// The address lists of the top-level header, parsed by postal-mime's RFC 5322 address
// parser (groups flattened, display names decoded).

import { domainToUnicode } from 'node:url';
import { addressParser } from 'postal-mime';
import type { AddressLists, HeaderField, Mailbox } from './model.ts';

export function toMailbox(name: string, address: string): Mailbox {
  const at = address.lastIndexOf('@');
  if (at === -1) return { name, address, domain: '' };
  const asciiDomain = address.slice(at + 1).toLowerCase();
  // domainToUnicode returns '' for a domain it cannot read; keep the written one then.
  const domain = domainToUnicode(asciiDomain) || asciiDomain;
  return { name, address: `${address.slice(0, at)}@${asciiDomain}`, domain };
}

/**
 * A quoted string standing alone beside a real mailbox (`"Transport@brand.example", <x@y>`) is no
 * address (RFC 5322 has no bare quoted mailbox); the parser reads one from it, but what a reader
 * is shown there is a name, and the mailbox in angle brackets is the one that sent.
 */
function onlyQuoted(raw: string, entry: { readonly name: string; readonly address: string }): boolean {
  return entry.name === '' && entry.address !== '' && raw.includes(`"${entry.address}"`) && !raw.includes(`<${entry.address}>`);
}

function mailboxes(headers: readonly HeaderField[], key: string): Mailbox[] {
  const found: Mailbox[] = [];
  for (const field of headers) {
    if (field.key !== key) continue;
    // The raw value: the parser decodes encoded words in display names itself, and must see
    // the quoting and angle brackets as they were written.
    const raw = field.raw.replace(/\r\n/g, '');
    const entries = addressParser(raw, { flatten: true }).filter((entry) => entry.group === undefined);
    for (const entry of entries) {
      found.push(entries.length > 1 && onlyQuoted(raw, entry) ? toMailbox(entry.address, '') : toMailbox(entry.name, entry.address));
    }
  }
  return found;
}

export function addressLists(headers: readonly HeaderField[]): AddressLists {
  return {
    from: mailboxes(headers, 'from'),
    sender: mailboxes(headers, 'sender'),
    replyTo: mailboxes(headers, 'reply-to'),
    to: mailboxes(headers, 'to'),
    cc: mailboxes(headers, 'cc'),
    returnPath: mailboxes(headers, 'return-path'),
  };
}
