// What the fuzzing bench counts as a non-contract answer: a crash, a hang, a 5xx or another
// status the contract does not give for a message, a result that breaks the result's own rules
// (verdict/risk pairs, coverage codes), an answer slower than the target or one during which
// the memory grew past the bound, and a `complete` answer weaker than its control (the same lure without the
// trick: content was cut or a parser was steered).

export type Answer =
  | { readonly kind: 'analysis'; readonly verdict: string; readonly risk: string; readonly completeness: string; readonly signals: readonly string[] }
  | { readonly kind: 'rejected'; readonly code: string; readonly reason?: string; readonly status?: number }
  /** The engine's worker failed or outran its hard limit; on the server, any 5xx. */
  | { readonly kind: 'failed'; readonly message: string; readonly status?: number; readonly code?: string }
  /** No answer within the bench's own timeout. */
  | { readonly kind: 'hang'; readonly message: string }
  /** The lane process or the server died. */
  | { readonly kind: 'crash'; readonly message: string }
  /** A status the contract never gives for a message body (a 4xx of the gate, say). */
  | { readonly kind: 'unexpected'; readonly status: number; readonly code?: string };

/** Rejections the contract gives for what is in the body (rows 10, 12, 13, 14). */
const BODY_REJECTIONS = new Set(['payload_too_large', 'empty_body', 'message_unparseable', 'email_too_complex']);

const RISKS: Readonly<Record<string, readonly string[]>> = {
  clean: ['none', 'low'],
  bulk: ['low'],
  spam: ['low', 'medium'],
  suspicious: ['medium', 'high'],
  phishing: ['high', 'critical'],
  fraud: ['high', 'critical'],
  malware: ['high', 'critical'],
};

/** How strong a verdict is, for comparing an input with its control. */
export function verdictStrength(verdict: string): number {
  if (verdict === 'malware' || verdict === 'phishing' || verdict === 'fraud') return 3;
  if (verdict === 'suspicious') return 2;
  if (verdict === 'spam') return 1;
  return 0;
}

export function describeAnswer(answer: Answer): string {
  switch (answer.kind) {
    case 'analysis':
      return `${answer.verdict}/${answer.risk} ${answer.completeness}${answer.signals.some((code) => code.startsWith('coverage_')) ? ` (${answer.signals.filter((code) => code.startsWith('coverage_')).join(', ')})` : ''}`;
    case 'rejected':
      return `rejected ${answer.status ?? ''} ${answer.code}${answer.reason === undefined ? '' : `/${answer.reason}`}`.replace('  ', ' ');
    case 'failed':
      return `failed${answer.status === undefined ? '' : ` ${answer.status} ${answer.code ?? ''}`}: ${answer.message}`;
    case 'hang':
      return `hang: ${answer.message}`;
    case 'crash':
      return `crash: ${answer.message}`;
    case 'unexpected':
      return `unexpected ${answer.status} ${answer.code ?? ''}`;
  }
}

export interface Thresholds {
  /** The issue's target: every input answered within this. */
  readonly slowMs: number;
  /** Growth of the RSS during one input (its lane's, or the server's) beyond which it is reported. */
  readonly rssMb: number;
}

export interface Judged {
  readonly answer: Answer;
  readonly ms: number;
  readonly peakRssMb: number;
  readonly rssBeforeMb: number;
  readonly control?: Answer;
  readonly watch?: readonly string[];
  readonly kind?: 'cut' | 'evasion';
}

/** The reasons an answer is outside the contract or the issue's targets; empty when it is fine. */
export function findings(judged: Judged, thresholds: Thresholds): string[] {
  const out: string[] = [];
  const { answer } = judged;
  if (answer.kind === 'failed' || answer.kind === 'hang' || answer.kind === 'crash' || answer.kind === 'unexpected') out.push(describeAnswer(answer));
  if (answer.kind === 'rejected' && !BODY_REJECTIONS.has(answer.code)) out.push(`rejected with ${answer.code}, not a body rejection`);
  if (answer.kind === 'analysis') {
    if (!(RISKS[answer.verdict] ?? []).includes(answer.risk)) out.push(`verdict ${answer.verdict} with risk ${answer.risk}`);
    const coverage = answer.signals.filter((code) => code.startsWith('coverage_'));
    if (answer.completeness === 'partial' && coverage.length === 0) out.push('partial without a coverage code');
    if (answer.completeness === 'complete' && coverage.includes('coverage_budget_exhausted')) out.push('complete with coverage_budget_exhausted');
    if (answer.signals.length > 32) out.push(`${answer.signals.length} signal codes`);
    if (judged.control?.kind === 'analysis' && answer.completeness === 'complete') {
      const control = judged.control;
      const lost = (judged.watch ?? []).filter((code) => control.signals.includes(code) && !answer.signals.includes(code));
      if (verdictStrength(answer.verdict) < verdictStrength(control.verdict) || lost.length > 0) {
        const what = `${answer.verdict} complete against ${control.verdict} without the trick${lost.length > 0 ? `, lost ${lost.join(', ')}` : ''}`;
        out.push(judged.kind === 'evasion' ? `evasion: ${what}` : `silent cut: ${what}`);
      }
    }
  }
  if (judged.ms > thresholds.slowMs) out.push(`slow: ${(judged.ms / 1000).toFixed(1)} s`);
  // Growth, not the peak: memory an earlier input left behind is that input's finding.
  const growth = judged.peakRssMb - judged.rssBeforeMb;
  if (growth > thresholds.rssMb) out.push(`memory: +${growth.toFixed(0)} MB during the input (peak ${judged.peakRssMb.toFixed(0)} MB)`);
  return out;
}
