// Platform notifications that carry words a customer wrote: a share's note, a document
// comment, an e-signature envelope's message, an invoice's memo, a money request's note, a file
// request. The platform sends them from its own signed domain, so they pass every check, but
// only the delivery is the platform's: criminals open accounts (or take over real ones) to put
// callback numbers, payout stories and sign-in requests in those slots. Some platforms keep a
// mailbox for such notices alone (Google's `drive-shares-noreply`, DocuSign's `dse`); others
// send them from the address of their own notices (PayPal's `service@`), and then only the
// subject tells them apart. Written for Centinela from the platforms' real notification mail;
// no list copied.

export type RelayedSlot = 'share' | 'comment' | 'envelope' | 'invoice' | 'money request' | 'file request';

export interface RelayingNotice {
  /** The key of the listed brand (knowledge/brands*.ts) whose domain sends it. */
  readonly platform: string;
  readonly slot: RelayedSlot;
  /** The From domains (a sub-domain of one matches too): the platform's own, per country where it has them. */
  readonly domains: readonly string[];
  /** From local parts used for this notice alone; when absent, any. */
  readonly sender?: RegExp;
  /** Subject phrases of this notice (folded form and syntax of content/lexicon.ts); when absent, any subject. */
  readonly subjects?: readonly string[];
  /** A real notice's From address and subject, and one of the platform's own notices that is not this one. */
  readonly example: { readonly from: string; readonly subject: string };
  readonly counter: { readonly from: string; readonly subject: string };
}

export const RELAYING_NOTICES: readonly RelayingNotice[] = [
  {
    platform: 'google',
    slot: 'share',
    domains: ['google.com'],
    sender: /^drive-shares(?:-dm)?-noreply$/i,
    example: { from: 'drive-shares-dm-noreply@google.com', subject: 'Document shared with you: "Q3 figures"' },
    counter: { from: 'no-reply@accounts.google.com', subject: 'Security alert' },
  },
  {
    platform: 'google',
    slot: 'comment',
    domains: ['docs.google.com'],
    sender: /^comments-noreply$/i,
    example: { from: 'comments-noreply@docs.google.com', subject: 'Ana Ruiz mentioned you in "Budget 2025"' },
    counter: { from: 'no-reply@docs.google.com', subject: 'Your document is ready' },
  },
  {
    platform: 'docusign',
    slot: 'envelope',
    domains: ['docusign.net'],
    sender: /^dse(?:_[a-z0-9]+)?$/i,
    example: { from: 'dse_NA3@docusign.net', subject: 'Complete with Docusign: Lease_2025.pdf' },
    counter: { from: 'no-reply@docusign.net', subject: 'Your Docusign password was changed' },
  },
  {
    platform: 'adobe',
    slot: 'envelope',
    domains: ['adobesign.com'],
    sender: /^adobesign$/i,
    example: { from: 'adobesign@adobesign.com', subject: 'Signature requested on "Supplier agreement"' },
    counter: { from: 'noreply@adobesign.com', subject: 'Your Acrobat Sign plan renews soon' },
  },
  {
    platform: 'dropbox',
    slot: 'share',
    domains: ['dropbox.com'],
    subjects: ['shared ... with you', 'invited you to'],
    example: { from: 'no-reply@dropbox.com', subject: 'Rachel Dunmore shared "Contract" with you' },
    counter: { from: 'no-reply@dropbox.com', subject: 'New sign-in to your Dropbox account' },
  },
  {
    platform: 'dropbox',
    slot: 'file request',
    domains: ['dropbox.com'],
    subjects: ['requested|requesting|requests files|a_file', 'file request|requests'],
    example: { from: 'no-reply@dropbox.com', subject: 'Acme Ltd is requesting files from you' },
    counter: { from: 'no-reply@dropbox.com', subject: 'Your Dropbox is almost full' },
  },
  {
    platform: 'dropbox',
    slot: 'envelope',
    domains: ['hellosign.com'],
    subjects: ['requested|requests your signature', 'signature request|requested'],
    example: { from: 'noreply@mail.hellosign.com', subject: 'Ana Ruiz has requested your signature on NDA' },
    counter: { from: 'noreply@mail.hellosign.com', subject: 'Your Dropbox Sign receipt' },
  },
  {
    platform: 'microsoft',
    slot: 'share',
    domains: ['sharepointonline.com'],
    subjects: ['shared ... with you', 'invited you to'],
    example: { from: 'no-reply@sharepointonline.com', subject: 'Ana Ruiz shared "Q3 figures.xlsx" with you' },
    counter: { from: 'no-reply@sharepointonline.com', subject: 'Your OneDrive storage is almost full' },
  },
  {
    platform: 'paypal',
    slot: 'invoice',
    domains: ['paypal.com', 'paypal.co.uk', 'paypal.de', 'paypal.fr', 'paypal.es', 'paypal.it', 'paypal.com.au'],
    subjects: ['invoice from', 'sent you an? invoice|invoices', 'reminder ... invoice'],
    example: { from: 'service@paypal.com', subject: 'Invoice from Harbour Supplies (0093)' },
    counter: { from: 'service@paypal.com', subject: 'Receipt for your payment to Harbour Supplies' },
  },
  {
    platform: 'paypal',
    slot: 'money request',
    domains: ['paypal.com', 'paypal.co.uk', 'paypal.de', 'paypal.fr', 'paypal.es', 'paypal.it', 'paypal.com.au'],
    // The English template goes out from every country's domain; the translated ones say the same.
    subjects: [
      'money request|requests',
      'request|requests for money|payment',
      'requested|requesting|requests money|a_payment|payment',
      'sent you a request',
      'solicitud|solicitudes de dinero|pago',
      'zahlungsaufforderung|geldanforderung',
      'demande|demandes d_argent|de_paiement',
      'pedido|pedidos de dinheiro|pagamento',
      'betaalverzoek',
    ],
    example: { from: 'service@paypal.com', subject: 'Ana Ruiz sent you a money request' },
    counter: { from: 'service@paypal.com', subject: "You've got money" },
  },
  {
    platform: 'cashapp',
    slot: 'invoice',
    domains: ['squareup.com'],
    subjects: ['invoice ... from', 'payment request|reminder'],
    example: { from: 'invoicing@messaging.squareup.com', subject: 'Invoice #000417 from Oakridge Plumbing' },
    counter: { from: 'noreply@messaging.squareup.com', subject: 'Your Square receipt from Oakridge Plumbing' },
  },
  {
    platform: 'intuit',
    slot: 'invoice',
    domains: ['intuit.com'],
    sender: /^quickbooks$/i,
    subjects: ['invoice|estimate ... from', 'payment request|reminder'],
    example: { from: 'quickbooks@notification.intuit.com', subject: 'Invoice 1042 from Hillside Landscaping' },
    counter: { from: 'quickbooks@notification.intuit.com', subject: 'Your QuickBooks subscription has been renewed' },
  },
  {
    platform: 'venmo',
    slot: 'money request',
    domains: ['venmo.com'],
    subjects: ['requests|requested $*', 'request from', 'reminder ... request'],
    example: { from: 'venmo@venmo.com', subject: 'Ana Ruiz requests $25.00' },
    counter: { from: 'venmo@venmo.com', subject: 'Ana Ruiz paid you $25.00' },
  },
];
