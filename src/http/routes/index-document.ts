// The service index of contract section 2.1: what the service is and where its surfaces are.

export interface IndexDocument {
  readonly nombre: string;
  readonly version: string;
  readonly docs: string;
  readonly app: string;
  readonly landing: string;
  readonly endpoints: Readonly<Record<'analizar_email' | 'analizar_url' | 'analizar_sms' | 'health', string>>;
}

export function indexDocument(version: string): IndexDocument {
  return {
    nombre: 'Centinela',
    version,
    docs: '/docs',
    app: '/app',
    landing: '/landing',
    endpoints: {
      analizar_email: 'POST /api/v1/analyze/email',
      analizar_url: 'POST /api/v1/analyze/url',
      analizar_sms: 'POST /api/v1/analyze/sms',
      health: 'GET /api/v1/health',
    },
  };
}
