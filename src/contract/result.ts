// The public value sets of an analysis result (CONTRACT.md 1.2): verdicts, risks,
// completeness and warnings. Frozen names: values may be added, never renamed or removed.

/** In precedence order: when several apply, the first one wins. */
export const VERDICTS = Object.freeze(['malware', 'phishing', 'fraud', 'suspicious', 'spam', 'bulk', 'clean'] as const);
export type Verdict = (typeof VERDICTS)[number];

/** From lowest to highest. */
export const RISKS = Object.freeze(['none', 'low', 'medium', 'high', 'critical'] as const);
export type Risk = (typeof RISKS)[number];

export const COMPLETENESS_VALUES = Object.freeze(['complete', 'partial'] as const);
export type Completeness = (typeof COMPLETENESS_VALUES)[number];

export const WARNING_CODES = Object.freeze(['malformed_message_accepted', 'invalid_utf8_replaced', 'signal_codes_truncated'] as const);
export type WarningCode = (typeof WARNING_CODES)[number];

/** The risks each verdict may come with (an invariant of the contract, tested). */
export const ALLOWED_RISKS: Readonly<Record<Verdict, readonly Risk[]>> = Object.freeze({
  malware: ['high', 'critical'],
  phishing: ['high', 'critical'],
  fraud: ['high', 'critical'],
  suspicious: ['medium', 'high'],
  spam: ['low', 'medium'],
  bulk: ['low'],
  clean: ['none', 'low'],
});

/** Limits on the result's lists. */
export const MAX_SIGNAL_CODES = 32;
export const MAX_WARNINGS = 8;

export interface Explanation {
  readonly en: string;
  readonly es: string;
}

export const VERDICT_EXPLANATIONS: Readonly<Record<Verdict, Explanation>> = Object.freeze({
  malware: {
    en: 'The message delivers or links to malicious software.',
    es: 'El mensaje entrega o enlaza software malicioso.',
  },
  phishing: {
    en: 'The message tries to steal credentials or personal data by impersonation.',
    es: 'El mensaje intenta robar credenciales o datos personales suplantando a alguien.',
  },
  fraud: {
    en: 'The message tries to obtain money by deception: fake invoices, changed bank details, gift cards, extortion, advance fees.',
    es: 'El mensaje intenta obtener dinero mediante engaño: facturas falsas, cambio de datos bancarios, tarjetas regalo, extorsión, anticipos.',
  },
  suspicious: {
    en: 'The message shows signs of an attack but not enough to name one.',
    es: 'El mensaje muestra indicios de un ataque, pero no bastantes para identificarlo.',
  },
  spam: {
    en: 'Unsolicited mail sent in bulk.',
    es: 'Correo no solicitado enviado de forma masiva.',
  },
  bulk: {
    en: 'Legitimate-looking newsletter or marketing mail.',
    es: 'Boletín o correo publicitario de apariencia legítima.',
  },
  clean: {
    en: 'Nothing of concern was found.',
    es: 'No se encontró nada preocupante.',
  },
});

export const WARNING_EXPLANATIONS: Readonly<Record<WarningCode, Explanation>> = Object.freeze({
  malformed_message_accepted: {
    en: 'The message departs from the email standards; it was analysed from what could be read.',
    es: 'El mensaje se aparta de los estándares del correo; se analizó a partir de lo que pudo leerse.',
  },
  invalid_utf8_replaced: {
    en: 'Some text was not valid in its character set and was replaced before analysis.',
    es: 'Parte del texto no era válido en su juego de caracteres y se sustituyó antes del análisis.',
  },
  signal_codes_truncated: {
    en: 'More signals were found than the result can list; the most severe ones are shown.',
    es: 'Se encontraron más señales de las que el resultado puede listar; se muestran las más graves.',
  },
});

export function isVerdict(value: unknown): value is Verdict {
  return typeof value === 'string' && (VERDICTS as readonly string[]).includes(value);
}

export function isRisk(value: unknown): value is Risk {
  return typeof value === 'string' && (RISKS as readonly string[]).includes(value);
}

export function isWarningCode(value: unknown): value is WarningCode {
  return typeof value === 'string' && (WARNING_CODES as readonly string[]).includes(value);
}
