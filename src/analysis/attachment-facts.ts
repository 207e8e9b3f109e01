// What each attached file of a message is, inspected once per analysis and shared by the areas
// that ask: the attachments area judges the facts, the content area reads the documents' text.
// The first area to ask pays for the inspection (one inflation budget per message); the others
// get the same result, kept with the message's derived values (facts/derived.ts).

import type { Attachment, MessageModel } from '../message/model.ts';
import type { AreaContext } from './area.ts';
import { emptyFacts, inspectFile, type FileFacts } from './formats/inspect.ts';
import { InflateBudget, limitsUntil, pastDeadline } from './formats/limits.ts';

export interface InspectedFile {
  readonly attachment: Attachment;
  readonly facts: FileFacts;
}

export interface MessageFiles {
  /** The attachments that are files (attached messages are not), in order, as far as the deadline allowed. */
  readonly files: readonly InspectedFile[];
  /** The deadline passed before every file was inspected. */
  readonly cut: boolean;
}

/** The inspected files of `model` in this analysis, computed once for all the areas that ask. */
export function inspectAttachments(model: MessageModel, context: AreaContext): MessageFiles {
  return context.derived.get(model, 'inspectedFiles', () => inspectAll(model, context));
}

/** The inspected files of a message attached to the analysed one: only the attachments area looks inside those, once. */
export function inspectAttachedMessage(attached: MessageModel, context: AreaContext): MessageFiles {
  return inspectAll(attached, context);
}

function inspectAll(model: MessageModel, context: AreaContext): MessageFiles {
  const limits = limitsUntil(context.deadline);
  const budget = new InflateBudget(limits.maxInflatedBytes);
  const files: InspectedFile[] = [];
  for (const attachment of model.attachments) {
    if (attachment.message !== undefined) continue;
    if (pastDeadline(limits)) return { files, cut: true };
    const bytes = attachment.content();
    const facts =
      bytes.length === 0
        ? emptyFacts('unknown')
        : inspectFile({ bytes, name: attachment.filename ?? '', declaredType: attachment.contentType }, limits, budget);
    files.push({ attachment, facts });
  }
  return { files, cut: false };
}
