// Words with which a link's visible text presents a document to read: a PDF, an invoice, a
// notice, a contract. A link that says so and delivers an archive (or a program) is the
// download lure of malware mail ("Descargar notificación (PDF)" → Notificacion.zip); a link to
// an archive of photos or source code says something else. Phrases in the folded form and syntax
// of content/lexicon.ts, each with a link text it must match and one it must not. Written for
// Centinela from the button and link texts of tax, invoice and e-invoicing notices and their
// imitations; no list copied.

import type { LexiconEntry } from '../content/lexicon.ts';

export const DOCUMENT_LINK_WORDS: readonly LexiconEntry[] = [
  // Formats named as words ("(PDF)", "invoice.pdf" folds to "invoice pdf").
  { phrase: 'pdf|doc|docx|xls|xlsx|rtf|odt', example: 'Descargar notificación (PDF)', counter: 'Download the photos' },
  {
    phrase: 'document|documents|invoice|invoices|receipt|receipts|statement|statements|contract|agreement|payslip|remittance|quotation',
    example: 'View Documents (3)',
    counter: 'Source tarball',
  },
  { phrase: 'purchase order|orders', example: 'Purchase order 2291', counter: 'Purchase history' },
  {
    phrase:
      'documento|documentos|factura|facturas|recibo|recibos|comprobante|extracto|contrato|notificacion|notificaciones|nomina|presupuesto|albaran|citacion|expediente',
    example: 'Ver factura',
    counter: 'Fotos de la boda',
  },
  {
    phrase: 'fatura|faturas|boleto|danfe|nfe|nota_fiscal|comprovante|extrato|notificacao|intimacao|orcamento',
    example: 'Visualizar DANFE / XML',
    counter: 'Baixar as fotos',
  },
  {
    phrase: 'dokument|dokumente|rechnung|rechnungen|beleg|quittung|vertrag|kontoauszug|bescheid|lieferschein|mahnung',
    example: 'Rechnung herunterladen',
    counter: 'Bilder herunterladen',
  },
  { phrase: 'facture|factures|recu|releve|contrat|devis|bordereau', example: 'Télécharger la facture', counter: 'Télécharger les photos' },
  { phrase: 'documenten|factuur|facturen|afschrift|overeenkomst', example: 'Bekijk uw factuur', counter: 'Download de foto’s' },
];
