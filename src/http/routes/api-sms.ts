// POST /api/v1/analyze/sms (contract 2.2): the request's schema and limits. The analysis itself
// (src/analysis/sms.ts) runs in the worker pool, like a message's.

import { Type } from '@sinclair/typebox';
import type { SmsInput } from '../../analysis/sms.ts';
import { ProblemError } from '../problem-error.ts';

/** The text, in UTF-8 bytes (contract 2.2). */
export const SMS_TEXT_LIMIT = 4_096;
/** The whole JSON body: the text escaped as JSON can take up to six bytes a character. */
export const SMS_BODY_LIMIT = 32_768;

export const SmsRequestSchema = Type.Object(
  {
    text: Type.String({
      minLength: 1,
      description: `The message text, at most ${SMS_TEXT_LIMIT} bytes in UTF-8.`,
      examples: ['Correos: su paquete está retenido. Pague 1,99 EUR en https://correos-envio.example.top/pago'],
    }),
    sender: Type.Optional(
      Type.String({
        maxLength: 256,
        description: 'What the phone showed as the sender: a number, a short code, a name such as `CORREOS`, or an address.',
        examples: ['+34600111222'],
      }),
    ),
  },
  { additionalProperties: false, title: 'SmsAnalysisRequest' },
);

/** The SMS to analyse, once its text is within the limit (checked before it takes a place in the pool). */
export function smsInput(text: string, sender: string | undefined): SmsInput {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > SMS_TEXT_LIMIT) {
    throw new ProblemError('payload_too_large', `The text is ${bytes} bytes; the limit is ${SMS_TEXT_LIMIT} bytes.`);
  }
  return sender === undefined ? { text } : { text, sender };
}
