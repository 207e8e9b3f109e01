// Delivery status notifications (RFC 3464): the reports a mail server writes about a message it
// could not deliver, in its own name and from its own system mailbox.

import type { MessageModel } from '../../message/model.ts';

/** A multipart/report whose report is a delivery status, as bounces and delay notices are. */
export function isDeliveryReport(model: MessageModel): boolean {
  const root = model.root;
  if (root.contentType !== 'multipart/report') return false;
  return root.params['report-type']?.toLowerCase() === 'delivery-status' || root.children.some((part) => part.contentType === 'message/delivery-status');
}
