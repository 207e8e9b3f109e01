// An area's signals as the result carries them: what it observed, less what the shipped drop
// rules remove given the facts it reported and the message's own (src/analysis/drops.ts).

import type { Area } from '../../src/analysis/area.ts';
import { applyDrops } from '../../src/analysis/drops.ts';
import { loadQrReader } from '../../src/analysis/links/qr-reader.ts';
import { messageContext, type AreaEnvironment } from '../../src/analysis/facts/derived.ts';
import { MessageFacts, observedFacts } from '../../src/analysis/facts/stage.ts';
import { rulesFor } from '../../src/analysis/policy.ts';
import type { SignalCode } from '../../src/contract/signals.ts';
import type { MessageModel } from '../../src/message/model.ts';

export async function areaAfterDrops(area: Area, model: MessageModel, environment: AreaEnvironment): Promise<Set<SignalCode>> {
  // The engine makes the QR reader before its areas run; an area run alone needs it made too.
  await loadQrReader();
  const context = messageContext(model, environment);
  const findings = await area.run(model, context);
  const present = new Set(findings.signals);
  const facts = new MessageFacts(model, context, observedFacts(findings.facts ?? []));
  const { dropped } = await applyDrops(present, rulesFor().table.drops, (name) => facts.get(name));
  return new Set([...present].filter((code) => !dropped.has(code)));
}
