// The facts: named, internal truths about one message that rules may read (`fact:<name>` in a
// rule's `when`). They are never public signal codes. A message fact is computed on demand by
// the facts stage (facts/stage.ts), once per message; an observation is reported by the area
// that reads what it is about (the content area reads the text's intents), since computing it
// again elsewhere would read the text twice.

export const FACTS = {
  sender_vouched: { source: 'message', why: 'Something (aligned DKIM, SPF under DMARC, trusted results) vouches for the From domain.' },
  vouched_brand: { source: 'message', why: "The From domain is a listed brand's own, and something vouches for it." },
  vouched_brand_notice: {
    source: 'message',
    why: "The brand's own vouched mail that carries no person's words: its notice about its own accounts.",
  },
  vouched_platform_relay: {
    source: 'message',
    why: "A brand's vouched notice carrying a person's words (a share, an invoice memo): the platform vouches for the delivery only.",
  },
  writes_under_own_name: {
    source: 'message',
    why: 'The display name names the vouched author domain, not on a throw-away TLD, and replies stay with it.',
  },
  private_correspondence: { source: 'message', why: 'From a free mailbox to a few free mailboxes, replies to the author: two private persons.' },
  freemail_author: { source: 'message', why: "The author's address is at a free-mail provider's own domain." },
  mailing_list: { source: 'message', why: 'The mail passed through a discussion list (List-Id, List-Post, Precedence: list), which may rewrite it.' },
  discussion_list: { source: 'message', why: 'A list that takes posts (List-Post with an address): conversation, not marketing.' },
  list_headers: {
    source: 'message',
    why: "List-Unsubscribe or List-Id is present: sent through a list manager, a discussion list included. The links area reads opaque links in such mail as the list manager's click tracking; a footer anyone can paste into a lure (bulk_mail) is not enough for that.",
  },
  bulk_headers: {
    source: 'message',
    why: "The headers say campaign: an ESP's campaign field, List-Unsubscribe, List-Id or Precedence: bulk, not on a discussion list. Apart from bulk_mail because a forward carries the quoted newsletter's footer in its text, not in the forwarder's headers.",
  },
  bulk_mail: {
    source: 'message',
    why: 'Legitimate bulk: sent through a list manager or an ESP (bulk_headers), or carrying an unsubscribe footer the reader sees, and not to a discussion list.',
  },
  forwarded_letter: { source: 'message', why: 'The message is a bare forward: a quoted header block standing for the letter it carries.' },
  directory_listing: {
    source: 'area',
    why: 'The links reach hundreds of distinct sites: a directory or digest, not a lure pointing at one place.',
  },
  names_senders_own_account: {
    source: 'area',
    why: 'The text speaks of "your <sender> account", the sender naming its own service.',
  },
  safer_gambling_line: { source: 'area', why: "The text carries a gambling regulator's licence or safer-gambling line." },
  bare_prize_notice: {
    source: 'area',
    why: 'The text announces a win and names no fee, no millions, no payment and no other advance-fee phrase: what a real raffle or competition writes its winner.',
  },
  callback_story: { source: 'area', why: 'The text tells of a charge the reader did not make ("did not authorize", "to cancel").' },
} as const satisfies Record<string, { readonly source: 'message' | 'area'; readonly why: string }>;

export type FactName = keyof typeof FACTS;
export type MessageFactName = { [K in FactName]: (typeof FACTS)[K]['source'] extends 'message' ? K : never }[FactName];
export type ObservedFactName = Exclude<FactName, MessageFactName>;

export const FACT_NAMES = Object.keys(FACTS) as FactName[];

export function isFactName(name: string): name is FactName {
  return Object.hasOwn(FACTS, name);
}
