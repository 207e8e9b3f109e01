// The facts stage: each message fact defined once, computed on first use and kept for the rest
// of the analysis with the message's derived values (rules ask for facts only when their signals
// already match, so a fact that no rule or area needs is never computed). Areas that need a
// message fact ask messageFact; observed facts come from the areas' findings.

import type { MessageModel } from '../../message/model.ts';
import type { AreaContext } from '../area.ts';
import { carriesListHeaders, isDiscussionList, isMailingListMessage } from './lists.ts';
import { isBulkMail, sentAsCampaign } from '../content/bulk.ts';
import { authorDisplayName, authorDomain } from '../identity/author.ts';
import { isFreemailMailbox, isVouchedBrandNotice, isVouchedPlatformRelay, sentByVouchedAuthor, sentByVouchedBrand } from '../identity/brand-sender.ts';
import { displayNameNamesDomain } from '../identity/display-name.ts';
import { bareForward } from '../identity/forwarded.ts';
import { sameOrganisation } from '../identity/organisation.ts';
import { isPrivateCorrespondence } from '../identity/private-correspondence.ts';
import { hasSuspiciousTld } from '../knowledge/tlds.ts';
import { isFactName } from './catalog.ts';
import type { FactName, MessageFactName, ObservedFactName } from './catalog.ts';

type Definition = (model: MessageModel, context: AreaContext) => boolean | Promise<boolean>;

/**
 * The display name names the author's own domain, something vouches for that domain, the domain
 * is not on a TLD abused for throw-away sending, and replies stay with it: the business writes
 * under its own name. A licence line copied onto a throw-away casino's signed domain, or one
 * answering at another address, vouches for nothing.
 */
async function writesUnderItsOwnName(model: MessageModel, context: AreaContext): Promise<boolean> {
  const domain = authorDomain(model);
  if (domain === '' || hasSuspiciousTld(domain) || !displayNameNamesDomain(authorDisplayName(model), domain)) return false;
  if (model.addresses.replyTo.some((mailbox) => mailbox.domain !== '' && !sameOrganisation(mailbox.domain, domain))) return false;
  return sentByVouchedAuthor(model, context);
}

export const MESSAGE_FACTS = {
  sender_vouched: sentByVouchedAuthor,
  vouched_brand: sentByVouchedBrand,
  vouched_brand_notice: isVouchedBrandNotice,
  vouched_platform_relay: isVouchedPlatformRelay,
  writes_under_own_name: writesUnderItsOwnName,
  private_correspondence: isPrivateCorrespondence,
  freemail_author: (model: MessageModel) => isFreemailMailbox(authorDomain(model)),
  mailing_list: isMailingListMessage,
  discussion_list: isDiscussionList,
  list_headers: carriesListHeaders,
  bulk_headers: sentAsCampaign,
  bulk_mail: isBulkMail,
  forwarded_letter: (model: MessageModel, context: AreaContext) => bareForward(model, context) !== undefined,
} as const satisfies Readonly<Record<MessageFactName, Definition>>;

/** A message fact's value: a boolean, or a promise of one for the facts that wait on authentication evidence. */
export type MessageFactValue<N extends MessageFactName> = ReturnType<(typeof MESSAGE_FACTS)[N]>;

/** The message fact `name`, computed once per message and kept with its derived values (facts/derived.ts). */
export function messageFact<N extends MessageFactName>(model: MessageModel, context: AreaContext, name: N): MessageFactValue<N> {
  const definition: Definition = MESSAGE_FACTS[name];
  return context.derived.fact(model, name, () => definition(model, context)) as MessageFactValue<N>;
}

/** One message's facts for the drop rules: message facts from the facts stage, observed facts as the areas reported them. */
export class MessageFacts {
  readonly #model: MessageModel;
  readonly #context: AreaContext;
  readonly #observed: ReadonlySet<ObservedFactName>;

  constructor(model: MessageModel, context: AreaContext, observed: Iterable<ObservedFactName> = []) {
    this.#model = model;
    this.#context = context;
    this.#observed = new Set(observed);
  }

  get(name: FactName): Promise<boolean> {
    if (!Object.hasOwn(MESSAGE_FACTS, name)) return Promise.resolve(this.#observed.has(name as ObservedFactName));
    return Promise.resolve(messageFact(this.#model, this.#context, name as MessageFactName));
  }
}

/** The observed fact names among what an area reported (anything else is ignored, as unknown signal codes are). */
export function observedFacts(names: readonly string[]): ObservedFactName[] {
  return names.filter((name): name is ObservedFactName => isFactName(name) && !Object.hasOwn(MESSAGE_FACTS, name));
}
