// Runs the analysis areas on one MessageModel under the processing budget and turns what they
// observed into the result's fields: verdict and risk (from the policy), completeness,
// signal codes and warnings.
//
// The structure area runs first, to completion: it is cheap, and the contract promises an
// answer whenever it finished. The other areas start together and race the deadline; when it
// passes, their AbortSignal fires and whatever has not finished is reported as coverage
// (`coverage_budget_exhausted`). An area that throws is reported as not finished
// (`coverage_area_failed`); its error never escapes.

import { MAX_WARNINGS, WARNING_CODES } from '../contract/result.ts';
import type { Completeness, Risk, Verdict, WarningCode } from '../contract/result.ts';
import { isCoverageCode, isSignalCode } from '../contract/signals.ts';
import type { SignalCode } from '../contract/signals.ts';
import type { MessageModel } from '../message/model.ts';
import type { Area, AreaContext, AreaName } from './area.ts';
import { loadQrReader } from './links/qr-reader.ts';
import { operatorSenderSignals } from './operator-senders.ts';
import { learnedSignals, modelAt, SHIPPED_MODEL_PATH } from './model/layer.ts';
import { decideVerdict, rulesFor } from './policy.ts';
import type { DropRule, PolicyTable } from './rules/policy-types.ts';
import { applyDrops } from './drops.ts';
import type { ObservedFactName } from './facts/catalog.ts';
import { MessageDerived } from './facts/derived.ts';
import { MessageFacts, observedFacts } from './facts/stage.ts';
import { AREAS } from './registry.ts';
import { listSignals } from './signal-list.ts';

export interface AnalyzeOptions {
  /** The processing budget in milliseconds. */
  readonly budgetMs: number;
  /** Epoch milliseconds at which the budget runs out; defaults to now + budgetMs. */
  readonly deadline?: number;
  /** authserv-ids whose Authentication-Results are trusted. */
  readonly trustedAuthservIds?: readonly string[];
  /** `system` (default), `off`, or `IP[:PORT]` of a resolver. */
  readonly dns?: string;
  /** The areas to run, instead of the registry's (tests inject slow or failing ones). */
  readonly areas?: readonly Area[];
  /** The exact bytes the model was parsed from: signatures (DKIM, ARC) are verified over them. */
  readonly rawMessage?: Uint8Array;
  /** The learned layer's model file (CENTINELA_MODEL), or `off`; defaults to the shipped model. */
  readonly model?: string;
  /** An operator's rules folder (CENTINELA_RULES_DIR) on top of the shipped rules; none: the shipped rules only. */
  readonly rules?: string;
  /** The holder of the message's derived values, when the caller reads them afterwards (training reads the links); else a new one. */
  readonly derived?: MessageDerived;
}

export interface Analysis {
  readonly verdict: Verdict;
  readonly risk: Risk;
  readonly completeness: Completeness;
  readonly signalCodes: readonly SignalCode[];
  readonly warnings: readonly WarningCode[];
  /** The drop rules that fired (internal: rule fixtures and tests read it; never in the public result). */
  readonly firedDrops?: readonly string[];
}

/** Runs first and to completion; the others race the deadline. */
const FIRST_AREA: AreaName = 'structure';

type AreaOutcome =
  | { readonly status: 'finished'; readonly signals: readonly SignalCode[]; readonly facts?: readonly ObservedFactName[] }
  | { readonly status: 'failed' }
  | { readonly status: 'timed_out' };

const TIMED_OUT: AreaOutcome = Object.freeze({ status: 'timed_out' });
const FAILED: AreaOutcome = Object.freeze({ status: 'failed' });

export async function analyzeMessage(model: MessageModel, options: AnalyzeOptions): Promise<Analysis> {
  // The QR reader is made on a thread's first analysis, not when the engine's modules load.
  await loadQrReader();
  const deadline = options.deadline ?? Date.now() + options.budgetMs;
  const controller = new AbortController();
  // One holder of derived values per message: the areas, the facts stage and the learned layer share it.
  const context: AreaContext = {
    signal: controller.signal,
    deadline,
    trustedAuthservIds: options.trustedAuthservIds ?? [],
    dns: options.dns ?? 'system',
    ...(options.rawMessage === undefined ? {} : { rawMessage: options.rawMessage }),
    derived: options.derived ?? new MessageDerived(model),
  };
  const areas = options.areas ?? AREAS;
  const first = areas.filter((area) => area.name === FIRST_AREA);
  const rest = areas.filter((area) => area.name !== FIRST_AREA);

  const observed: AreaOutcome[] = [];
  for (const area of first) observed.push(await runArea(area, model, context));
  observed.push(...(await raceDeadline(rest, model, context, controller)));
  // Drop rules act on what the areas saw, before the learned layer reads their codes.
  const rules = rulesFor(options.rules);
  const { outcomes, fired } = await dropSignals(model, context, observed, rules.table.drops);
  // The learned layer runs after the areas (it reads their codes) and before the policy.
  const learned = modelAt(options.model ?? SHIPPED_MODEL_PATH);
  if (learned !== undefined) {
    const seen = outcomes.flatMap((outcome) => (outcome.status === 'finished' ? outcome.signals : []));
    // The same list the result would carry, which is what training read.
    outcomes.push({ status: 'finished', signals: learnedSignals(learned, model, context, listSignals(seen).codes) });
  }

  // The operator's sender lists come last: the learned layer was trained without them.
  outcomes.push({ status: 'finished', signals: operatorSenderSignals(model, rules.rules.senderDomains) });

  return { ...summarise(model, outcomes, rules.table), firedDrops: fired };
}

/** The areas' outcomes without the signals the drop rules remove, and the rules that fired. */
async function dropSignals(
  model: MessageModel,
  context: AreaContext,
  observed: readonly AreaOutcome[],
  drops: readonly DropRule[],
): Promise<{ outcomes: AreaOutcome[]; fired: readonly string[] }> {
  const finished = observed.flatMap((outcome) => (outcome.status === 'finished' ? [outcome] : []));
  const present = new Set(finished.flatMap((outcome) => outcome.signals));
  const facts = new MessageFacts(
    model,
    context,
    finished.flatMap((outcome) => outcome.facts ?? []),
  );
  const { dropped, fired } = await applyDrops(present, drops, (name) => facts.get(name));
  if (dropped.size === 0) return { outcomes: [...observed], fired };
  const outcomes = observed.map((outcome) =>
    outcome.status === 'finished' ? { status: 'finished' as const, signals: outcome.signals.filter((code) => !dropped.has(code)) } : outcome,
  );
  return { outcomes, fired };
}

/** Runs one area; its outcome never rejects. Malformed findings count as a failure. */
async function runArea(area: Area, model: MessageModel, context: AreaContext): Promise<AreaOutcome> {
  try {
    const findings = await area.run(model, context);
    if (!Array.isArray(findings?.signals)) return FAILED;
    // Only catalog codes may reach the public result.
    return { status: 'finished', signals: findings.signals.filter(isSignalCode), facts: Array.isArray(findings.facts) ? observedFacts(findings.facts) : [] };
  } catch {
    return FAILED;
  }
}

async function raceDeadline(areas: readonly Area[], model: MessageModel, context: AreaContext, controller: AbortController): Promise<AreaOutcome[]> {
  if (areas.length === 0) return [];
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<AreaOutcome>((resolve) => {
    timer = setTimeout(
      () => {
        controller.abort();
        resolve(TIMED_OUT);
      },
      Math.max(0, context.deadline - Date.now()),
    );
  });
  try {
    return await Promise.all(
      areas.map((area) => {
        // Each area starts on its own turn, so one that is slow synchronously delays the next
        // one's start, and an area whose turn comes after the deadline does not start at all.
        const run = Promise.resolve().then(() => (Date.now() >= context.deadline ? TIMED_OUT : runArea(area, model, context)));
        return Promise.race([run, expired]);
      }),
    );
  } finally {
    clearTimeout(timer);
  }
}

function summarise(model: MessageModel, outcomes: readonly AreaOutcome[], policy: PolicyTable): Analysis {
  const signals = new Set<SignalCode>();
  for (const outcome of outcomes) {
    if (outcome.status === 'finished') for (const code of outcome.signals) signals.add(code);
    else signals.add(outcome.status === 'timed_out' ? 'coverage_budget_exhausted' : 'coverage_area_failed');
  }
  const { verdict, risk } = decideVerdict(signals, policy);
  const list = listSignals(signals);
  const complete = outcomes.every((outcome) => outcome.status === 'finished') && ![...signals].some(isCoverageCode);

  const raised = new Set<WarningCode>(model.warnings);
  if (list.truncated) raised.add('signal_codes_truncated');
  const warnings = WARNING_CODES.filter((code) => raised.has(code)).slice(0, MAX_WARNINGS);

  return { verdict, risk, completeness: complete ? 'complete' : 'partial', signalCodes: list.codes, warnings };
}
