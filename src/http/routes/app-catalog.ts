// What the console explains, served to the page as JSON from the contract's own tables (the
// signal catalog, the verdict and warning explanations, the value sets), never a copy.

import { ALLOWED_RISKS, COMPLETENESS_VALUES, RISKS, VERDICT_EXPLANATIONS, VERDICTS, WARNING_EXPLANATIONS } from '../../contract/result.ts';
import { SIGNAL_CATALOG } from '../../contract/signals.ts';

export function consoleCatalog(): Record<string, unknown> {
  return {
    verdicts: VERDICTS.map((verdict) => ({ code: verdict, risks: ALLOWED_RISKS[verdict], ...VERDICT_EXPLANATIONS[verdict] })),
    risks: RISKS,
    completeness: COMPLETENESS_VALUES,
    signals: SIGNAL_CATALOG.map(({ code, area, severity, en, es }) => ({ code, area, severity, en, es })),
    warnings: Object.entries(WARNING_EXPLANATIONS).map(([code, text]) => ({ code, ...text })),
  };
}
