// Mail that passed through a discussion list: lists legitimately rewrite From and Reply-To,
// address the post to the list itself, and add footers that break the author's DKIM signature.

import type { MessageModel } from '../../message/model.ts';

/** List headers that discussion-list software adds (RFC 2369, RFC 2919, and older ones). */
const LIST_HEADERS = ['list-id', 'list-post', 'mailing-list', 'x-mailing-list'];

export function isMailingListMessage(model: MessageModel): boolean {
  if (LIST_HEADERS.some((key) => model.header(key).some((value) => value.trim() !== ''))) return true;
  return model.header('precedence').some((value) => value.trim().toLowerCase() === 'list');
}
