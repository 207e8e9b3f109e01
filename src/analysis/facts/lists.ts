// What a message's list headers say, in one place. Three questions, three answers, because the
// areas need them apart: did the mail pass through a discussion list that may rewrite it
// (authentication and sender), does the list take posts (a discussion, not marketing: bulk), and
// was it sent through a list manager at all (the links area reads such links as bulk).

import type { MessageModel } from '../../message/model.ts';

/** List headers that discussion-list software adds (RFC 2369, RFC 2919, and older ones). */
const DISCUSSION_LIST_HEADERS = ['list-id', 'list-post', 'mailing-list', 'x-mailing-list'];

/**
 * Mail that passed through a discussion list: lists legitimately rewrite From and Reply-To,
 * address the post to the list itself, and add footers that break the author's DKIM signature.
 */
export function isMailingListMessage(model: MessageModel): boolean {
  if (DISCUSSION_LIST_HEADERS.some((key) => model.header(key).some((value) => value.trim() !== ''))) return true;
  return model.header('precedence').some((value) => value.trim().toLowerCase() === 'list');
}

/** A list that takes posts (List-Post with an address): conversation among people, not marketing. */
export function isDiscussionList(model: MessageModel): boolean {
  return model.header('list-post').some((value) => /<mailto:/i.test(value));
}

/** Mail through a list manager carries List-Unsubscribe or List-Id. */
export function carriesListHeaders(model: MessageModel): boolean {
  return model.header('list-unsubscribe').length > 0 || model.header('list-id').length > 0;
}

/**
 * The list's own name (the host of List-Id's `<name.host>`, lower case), or undefined: a
 * university's announce list is `it-announce.lists.leeds.ac.uk`, an ESP's is under the ESP.
 */
export function listIdHost(model: MessageModel): string | undefined {
  const value = model.header('list-id')[0] ?? '';
  const id = /<([^<>\s]{1,253})>/.exec(value)?.[1];
  return id === undefined ? undefined : id.toLowerCase();
}
