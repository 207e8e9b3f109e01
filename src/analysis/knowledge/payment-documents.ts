// Subjects that name a document asking to be paid: an invoice, a payment request, a remittance,
// a purchase order. With such a document attached, the message asks for invoice settlement
// even when its text says nothing more ("Invoice", "Pago pendiente", "Rechnung 4711"); fake
// invoices are sent exactly so, their amount and phone number only in the attachment.
// Phrases in the folded form and syntax of content/lexicon.ts. Written for Centinela from how
// accounting systems and their imitations title such mail; no list copied.

import type { LexiconEntry } from '../content/lexicon.ts';

export const PAYMENT_DOCUMENT_SUBJECTS: readonly LexiconEntry[] = [
  { phrase: 'invoice|invoices|invoicing', example: 'Invoice information 24/1764', counter: 'Meeting notes for Tuesday' },
  // Not "payment confirmation" or "payment details": those subjects are receipts.
  {
    phrase: 'payment|payments request|requested|advice|notice|reminder|due|claim',
    example: 'Payment Request',
    counter: 'Payment confirmation for booking 2291',
  },
  { phrase: 'remittance|proforma|pro_forma', example: 'Remittance advice 8821', counter: 'Remote access setup' },
  { phrase: 'purchase order|orders', example: 'Purchase order PO-2291', counter: 'Purchase of the new lab oscilloscope' },
  { phrase: 'factura|facturas|fatura|faturas|boleto|boletos|nota_fiscal', example: 'Factura pendiente 2291', counter: 'Fotos del viaje' },
  {
    phrase: 'pago|pagamento|cobro|cobranca pendiente|pendente|requerido|solicitado|solicitud|atrasado|vencido',
    example: 'Pagamento pendente',
    counter: 'Pago la cena mañana',
  },
  { phrase: 'rechnung|rechnungen|zahlungsaufforderung|zahlungserinnerung|mahnung', example: 'Ihre Rechnung 4711', counter: 'Ihre Bestellung wurde versandt' },
  { phrase: 'facture|factures|avis_de_paiement|demande_de_paiement', example: 'Facture impayée', counter: 'Photos de la fête' },
  { phrase: 'factuur|facturen|betalingsverzoek|betaalverzoek|aanmaning', example: 'Factuur 2291', counter: 'Foto’s van het feest' },
];
