// The operator's own sender lists (a `sender_domains` rule file in CENTINELA_RULES_DIR): From
// domains to flag or to trust. This only observes, as the areas do; what a listed or trusted
// sender means is decided by the operator's composites, like every other signal.

import type { SignalCode } from '../contract/signals.ts';
import type { MessageModel } from '../message/model.ts';

export interface SenderDomainLists {
  readonly listed: ReadonlySet<string>;
  readonly trusted: ReadonlySet<string>;
}

/** The domain itself or any parent of it is on the list (listing example.com covers mail.example.com). */
function onList(domain: string, list: ReadonlySet<string>): boolean {
  for (let rest = domain; rest !== ''; rest = rest.includes('.') ? rest.slice(rest.indexOf('.') + 1) : '') {
    if (list.has(rest)) return true;
  }
  return false;
}

export function operatorSenderSignals(model: MessageModel, lists: SenderDomainLists): SignalCode[] {
  if (lists.listed.size === 0 && lists.trusted.size === 0) return [];
  const domains = model.addresses.from.map((mailbox) => mailbox.domain.replace(/\.$/, '')).filter((domain) => domain !== '');
  const codes: SignalCode[] = [];
  if (domains.some((domain) => onList(domain, lists.listed))) codes.push('sender_operator_listed');
  // Every From mailbox must be the partner's: one foreign mailbox among them is not the partner's mail.
  if (domains.length > 0 && domains.every((domain) => onList(domain, lists.trusted))) codes.push('sender_operator_trusted');
  return codes;
}
