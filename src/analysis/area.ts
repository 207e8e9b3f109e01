// What an analysis area is: a pure function of the MessageModel (plus injected helpers such
// as a DNS resolver, and the message's derived values) that emits public signal codes. Only the
// policy turns signals into a verdict.

import type { SignalCode } from '../contract/signals.ts';
import type { ObservedFactName } from './facts/catalog.ts';
import type { DnsResolver } from './auth/resolver.ts';
import type { MessageDerived } from './facts/derived.ts';
import type { MessageModel } from '../message/model.ts';

export type AreaName = 'structure' | 'authentication' | 'sender' | 'links' | 'attachments' | 'content';

export interface AreaContext {
  /** Aborted when the processing budget runs out; long work checks it. */
  readonly signal: AbortSignal;
  /** Epoch milliseconds at which the budget runs out. */
  readonly deadline: number;
  /** authserv-ids whose Authentication-Results are trusted (CENTINELA_TRUSTED_AUTHSERV_IDS). */
  readonly trustedAuthservIds: readonly string[];
  /** `system`, `off` or `IP[:PORT]` (CENTINELA_DNS). */
  readonly dns: string;
  /** A DNS resolver to use instead of the one `dns` names (tests answer from recorded tables). */
  readonly resolver?: DnsResolver;
  /** The message's bytes as received, for signature verification (DKIM and ARC sign bytes). */
  readonly rawMessage?: Uint8Array;
  /** This message's derived values and message facts, made once and shared by the areas (facts/derived.ts). */
  readonly derived: MessageDerived;
}

export interface AreaFindings {
  /** Observations, `coverage_*` codes included when the area could not look at everything. */
  readonly signals: readonly SignalCode[];
  /** Internal facts the area read on the way (facts/catalog.ts), for drop rules; never public. */
  readonly facts?: readonly ObservedFactName[];
}

export interface Area {
  readonly name: AreaName;
  run(model: MessageModel, context: AreaContext): AreaFindings | Promise<AreaFindings>;
}
